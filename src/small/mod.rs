//! Issue 3: the small boards (n ≤ 5). An exact solver ([`solver`]), strategy tables in the
//! fixed binary format v1 ([`table`], docs/FORMATS.md "Small-board tables"), the table
//! builder and the check that walks every opponent reply ([`check`]), and the `certify`
//! driver that writes `certs/small-*.sqt` with their text dumps.

pub mod check;
pub mod geom;
pub mod rule5;
pub mod solver;
pub mod table;

use anyhow::{bail, Context, Result};
use check::CheckReport;
use std::path::{Path, PathBuf};
use table::Goal;

/// The certificates of board `n`: (owner side 0 = P1 / 1 = P2, goal). For `n ≤ 4` a P1 and a
/// P2 drawing table, for `n = 5` a P1 winning table. Errors: `n` outside `1..=5`.
pub fn cert_kinds(n: usize) -> Result<Vec<(usize, Goal)>> {
    match n {
        1..=4 => Ok(vec![(0, Goal::Draw), (1, Goal::Draw)]),
        5 => Ok(vec![(0, Goal::Win)]),
        _ => bail!("small-board certificates exist for n = 1..=5, not {n} (n ≥ 6 uses the plus rule)"),
    }
}

/// File stem of a certificate: `small-n{n}-p{1|2}-{draw|win}`.
pub fn cert_stem(n: usize, owner: usize, goal: Goal) -> String {
    format!("small-n{n}-p{}-{}", owner + 1, if goal == Goal::Win { "win" } else { "draw" })
}

/// Builds, checks and writes the certificates of board `n` into `dir` (atomically, via
/// `certio::write_atomic`): `{stem}.sqt` (format v1) and `{stem}.txt` (text dump). The check
/// runs on the decoded bytes that were written. Deterministic: a re-run writes identical
/// bytes. Returns the written paths with their check reports. Errors: bad `n`, a failing
/// check, or I/O (naming the file).
pub fn certify(n: usize, dir: &Path) -> Result<Vec<(PathBuf, CheckReport)>> {
    check_outputs(n, dir)?;
    let mut out = Vec::new();
    for (owner, goal) in cert_kinds(n)? {
        let t = check::build_table(n, owner, goal)?;
        let bytes = table::encode(&t);
        let stem = cert_stem(n, owner, goal);
        let decoded = table::decode(&bytes).with_context(|| format!("{stem}: the encoded table does not decode"))?;
        let report = check::check_table(&decoded).with_context(|| format!("{stem}: the built table fails its check"))?;
        let sqt = dir.join(format!("{stem}.sqt"));
        crate::certio::write_atomic(&sqt, &bytes)?;
        crate::certio::write_atomic(&dir.join(format!("{stem}.txt")), table::dump_text(&decoded).as_bytes())?;
        out.push((sqt, report));
    }
    Ok(out)
}

/// Checks, before any table is built, that `dir` is a folder (or can be made one) and that
/// every file [`certify`] writes for board `n` can be written there ([`crate::certio::Output`]).
pub fn check_outputs(n: usize, dir: &Path) -> Result<()> {
    crate::certio::check_folder("--out", dir)?;
    for (owner, goal) in cert_kinds(n)? {
        for ext in ["sqt", "txt"] {
            crate::certio::Output::check(&dir.join(format!("{}.{ext}", cert_stem(n, owner, goal))))?;
        }
    }
    Ok(())
}

/// Reads a table file, decodes it and checks it. A file named like a certificate
/// (`small-…`) must be the table its name says ([`cert_stem`]: board, owner, goal). Errors
/// name the file, and for a failing strategy the position and a history reaching it.
pub fn check_file(path: &Path) -> Result<CheckReport> {
    let t = table::read_table(path)?;
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    if stem.starts_with("small-") && stem != t.name() {
        bail!(
            "{}: the header says this is {} (n={}, P{}, {}), but the file is named {stem}: rename the file or regenerate it with `squarecert certify`",
            path.display(),
            t.name(),
            t.n,
            t.owner,
            if t.goal == Goal::Win { "win" } else { "draw" }
        );
    }
    check::check_table(&t).with_context(|| format!("{} fails its check", path.display()))
}

/// The `certify` command: boards `n` (or 1..=5 with `all`) into `dir`; prints one line per
/// table with its size, sha256 and tree sizes.
pub fn run_certify(n: Option<usize>, all: bool, dir: &Path) -> Result<()> {
    let boards: Vec<usize> = match (n, all) {
        (_, true) => (1..=5).collect(),
        (Some(n), false) => vec![n],
        (None, false) => bail!("give --n N (1..=5) or --all"),
    };
    for &n in &boards {
        check_outputs(n, dir)?;
    }
    for n in boards {
        for (path, r) in certify(n, dir)? {
            let bytes = crate::certio::read(&path)?;
            outln!("{} ({} bytes, sha256 {})\n  {r}", path.display(), bytes.len(), crate::certio::sha256_hex(&bytes));
        }
    }
    Ok(())
}

/// The `check-table` command: checks each file and prints its report.
pub fn run_check_table(files: &[PathBuf]) -> Result<()> {
    if files.is_empty() {
        bail!("give at least one table file");
    }
    for f in files {
        outln!("{}: {}", f.display(), check_file(f)?);
    }
    Ok(())
}

/// The `solve` command: prints the solver's report. On a terminal, a run estimated to take
/// more than a few seconds first states its estimate on standard error, and a spinner shows
/// the search's progress (states, memory, nodes) there. Errors: see [`solver::solve`].
pub fn run_solve(n: usize, max_ply: Option<u32>) -> Result<()> {
    use std::io::IsTerminal;
    let budget = solver::memory_budget();
    let tty = std::io::stderr().is_terminal();
    if let (true, Some(p)) = (tty, max_ply) {
        let e = solver::estimate(n, p).unwrap_or(solver::Estimate { states: 0, bytes: 0, seconds: 0.0, measured: true });
        if e.seconds >= 5.0 {
            errln!(
                "solve: estimated {} states (~{} of {}), about {:.0} s{}",
                e.states,
                solver::mem_text(e.bytes),
                solver::mem_text(budget),
                e.seconds,
                if e.measured { "" } else { " (extrapolated)" }
            );
        }
    }
    let pb = if tty { indicatif::ProgressBar::new_spinner() } else { indicatif::ProgressBar::hidden() };
    let shown = pb.clone();
    let r = solver::solve(n, max_ply, budget, move |m| {
        shown.set_message(m.to_string());
        shown.tick();
    });
    pb.finish_and_clear();
    outln!("{}", r?);
    Ok(())
}
