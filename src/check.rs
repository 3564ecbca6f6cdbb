//! `squarecert check` (`make check`): regenerates nothing. In order:
//! 1. recomputes every certificate digest against `certs/manifest.json` ([`manifest::verify`]);
//! 2. validates every certificate and compares the generated Lean modules on disk with a
//!    fresh in-memory rendering (so Lean reads exactly the certificates checked here);
//!    Every opening table (`openings-*.sqo`) is checked against every opposing move
//!    ([`crate::opencert::check`]), and every fastest-win certificate (`fastest-n*.sqf`, both
//!    bounds) by [`crate::fastest::check_file`];
//! 3. runs the Rust mirror of the Lean checks ([`mirror`]) on every certificate: the n ≤ 4
//!    draws for both players, the 5×5 win, and the plus rule on the mirror range; then checks
//!    the 5×5 rule `certs/rule5.txt` against every P2 reply ([`crate::small::rule5`]);
//! 4. compiles the Coq twin (`coq/`) with `coqc` when it is on PATH, so that Coq's kernel
//!    checks every theorem ([`coqcheck`]), else says plainly that it skipped;
//! 5. runs `lake build` in `lean/` if `lake` is on PATH, else says plainly that it skipped.
//!
//! The mirror expands every reply (≈ 3·n⁶ leaves on the plus rule), so its plus-rule range
//! is 6..=17 by default, the range of the generated theorems (`--mirror-range` to change it);
//! the output says which boards it covered.

use crate::coqcheck;
use crate::emit::{self, EmitConfig, Prover};
use crate::manifest;
use crate::mirror::{self, PlusStrategy, Stats, TableStrategy};
use anyhow::{bail, Context, Result};
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::time::Instant;

/// Default plus-rule range of the mirror in `check` (about a minute here; see TRUST.md).
pub const DEFAULT_MIRROR_RANGE: RangeInclusive<usize> = 6..=17;

/// What `check` checks.
#[derive(Clone, Debug)]
pub struct CheckConfig {
    /// Emit configuration the generated files must match (folders, plus range).
    pub emit: EmitConfig,
    /// Plus-rule board sizes the mirror runs on.
    pub mirror_range: RangeInclusive<usize>,
    /// Run `lake build` when `lake` is on PATH.
    pub lean: bool,
    /// Run the Coq step when `coqc` is on PATH.
    pub coq: bool,
    /// Plus-rule board sizes of the Coq theorems to check, when not the emitted range (the
    /// theorem files are then rendered for this range into the build folder).
    pub coq_range: Option<RangeInclusive<usize>>,
    /// Boards of the fastest-win theorems coqc checks, when not the emitted fastest range.
    pub coq_fastest_range: Option<RangeInclusive<usize>>,
    /// Run the Rust mirror.
    pub mirror: bool,
    /// Walk every fastest-win certificate (`fastest-n*.sqf`) against every opposing move.
    pub fastest: bool,
    /// Walk only the fastest-win certificates of boards up to this side (cells); the larger
    /// ones keep their digest check (`squarecert fastest --check --n N` walks one board).
    /// `None`: every board.
    pub fastest_walk_max: Option<usize>,
}

impl Default for CheckConfig {
    fn default() -> Self {
        CheckConfig { emit: EmitConfig::default(), mirror_range: DEFAULT_MIRROR_RANGE, lean: true, coq: true, coq_range: None, coq_fastest_range: None, mirror: true, fastest: true, fastest_walk_max: None }
    }
}

/// One mirror result, for the report.
#[derive(Clone, Debug)]
pub struct MirrorRun {
    /// What was checked, e.g. `WinsWith plusMove 6 []`.
    pub what: String,
    /// The result (must be `true`).
    pub ok: bool,
    /// Node counts.
    pub stats: Stats,
    /// Wall time in seconds.
    pub secs: f64,
}

/// Runs the mirror on every certificate in `inp` and the plus rule on `range`. Errors only
/// on an aborted run (a fallback move); a `false` result is reported in the returned list.
pub fn run_mirror(inp: &emit::Inputs, range: RangeInclusive<usize>, log: &mut dyn FnMut(&MirrorRun)) -> Result<Vec<MirrorRun>> {
    let mut runs = Vec::new();
    let mut push = |what: String, f: &mut dyn FnMut(&mut Stats) -> Result<bool>| -> Result<()> {
        let mut st = Stats::default();
        let t = Instant::now();
        let ok = f(&mut st).with_context(|| format!("mirror of {what}"))?;
        let r = MirrorRun { what, ok, stats: st, secs: t.elapsed().as_secs_f64() };
        log(&r);
        runs.push(r);
        Ok(())
    };
    for (f, t) in &inp.tables {
        let (n, owner, goal) = emit::table_params(&f.name);
        let s = TableStrategy { table: Some(t.clone()) };
        let name = f.name.clone();
        match (owner, goal) {
            (1, 1) => push(format!("WinsWith table5 {n} [] ({name})"), &mut |st| mirror::wins_with(&s, n, &[], st))?,
            (1, _) => push(format!("DrawsWithP1 drawP1N{n} {n} [] ({name})"), &mut |st| mirror::draws_with_p1(&s, n, &[], st))?,
            _ => push(format!("DrawsWithP2 drawP2N{n} {n} [] ({name})"), &mut |st| mirror::draws_with_p2(&s, n, &[], st))?,
        }
    }
    let plus = PlusStrategy { rule: inp.parsed_rule.clone(), abort_on_fallback: true };
    for n in range {
        push(format!("WinsWith plusMove {n} []"), &mut |st| mirror::wins_with(&plus, n, &[], st))?;
    }
    Ok(runs)
}

/// Whether an executable named `name` is on PATH.
pub fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(name)).find(|p| p.is_file())
}

/// `squarecert check`: see the module documentation. Prints progress to stdout; returns an
/// error naming the first failed step (and every failed file of the digest step).
pub fn check(cfg: &CheckConfig) -> Result<()> {
    let certs = &cfg.emit.certs;
    let n = manifest::verify(certs)?;
    outln!("digests: {n} certificate files match {}", certs.join(manifest::MANIFEST_FILE).display());

    // The upper fastest-win certificates of both renders: the emitted files' range and the
    // Coq step's (`--coq-fastest-range`), as one span.
    let coq_fastest = cfg.coq_fastest_range.clone().unwrap_or(cfg.emit.fastest_range.clone());
    let span = *cfg.emit.fastest_range.start().min(coq_fastest.start())..=*cfg.emit.fastest_range.end().max(coq_fastest.end());
    let inp = emit::read_inputs(certs, &span)?;
    let rendered = emit::render_all(&cfg.emit, &inp)?;
    let mut stale = Vec::new();
    for g in &rendered {
        let p = cfg.emit.path_of(g);
        match std::fs::read(&p) {
            Ok(b) if b == g.text.as_bytes() => {}
            Ok(_) => stale.push(format!("{}: differs from what `{}` writes", p.display(), cfg.emit.command())),
            Err(_) => stale.push(format!("{}: missing", p.display())),
        }
    }
    for p in emit::stale_files(&cfg.emit, &rendered) {
        stale.push(format!("{}: not written by `{}` (outside the plus range)", p.display(), cfg.emit.command()));
    }
    if !stale.is_empty() {
        bail!("generated Lean and Coq files are not up to date (run `{}`):\n  {}", cfg.emit.command(), stale.join("\n  "));
    }
    let lean_files = rendered.iter().filter(|g| g.prover == Prover::Lean).count();
    outln!(
        "generated files: {} Lean and {} Coq files match the certificates",
        lean_files,
        rendered.len() - lean_files
    );
    check_openings(certs)?;
    if cfg.fastest {
        check_fastest(certs, cfg.fastest_walk_max)?;
    } else {
        outln!("fastest-win certificates: walk skipped (--no-fastest); their digests are checked");
    }
    if cfg.mirror {
        check_mirror(cfg, &inp)?;
    } else {
        outln!("mirror skipped: --no-mirror");
    }
    let rule5 = emit::validate_rule5(emit::RULE5_FILE, &inp.rule5.bytes)?;
    let rep5 = crate::small::rule5::check(&rule5).map_err(|e| anyhow::anyhow!("{}: the 5x5 rule fails its check: {e}", certs.join(emit::RULE5_FILE).display()))?;
    outln!("{}: {rep5}", certs.join(emit::RULE5_FILE).display());

    if !cfg.coq {
        outln!("Coq step skipped: --no-coq");
    } else if let Some(coqc) = on_path("coqc") {
        check_coq(cfg, &inp, coqc)?;
    } else {
        outln!("Coq step skipped: no coqc on PATH (install it: apt-get install -y coq libcoq-core-ocaml-dev)");
    }

    if !cfg.lean {
        outln!("Lean step skipped: --no-lean");
    } else if on_path("lake").is_none() {
        outln!("Lean step skipped: no Lean toolchain (lake) on PATH");
    } else {
        outln!("lean: running `lake build` in {}", cfg.emit.lean.display());
        let status = std::process::Command::new("lake")
            .arg("build")
            .current_dir(&cfg.emit.lean)
            .status()
            .with_context(|| format!("cannot run `lake build` in {}", cfg.emit.lean.display()))?;
        if !status.success() {
            bail!("`lake build` in {} failed ({status})", cfg.emit.lean.display());
        }
        outln!("lean: `lake build` succeeded");
    }
    Ok(())
}

/// The files of the certificate folder whose names start with `prefix` and end with `suffix`,
/// sorted by name. Errors: the folder cannot be listed.
fn files_named(certs: &std::path::Path, prefix: &str, suffix: &str) -> Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(certs)
        .with_context(|| format!("cannot list {}", certs.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.file_name().and_then(|f| f.to_str()).is_some_and(|f| f.starts_with(prefix) && f.ends_with(suffix)))
        .collect();
    files.sort();
    Ok(files)
}

/// Checks every opening table of the certificate folder (`openings-*.sqo`, issue 13) with
/// [`crate::opencert::check_file`] and prints one line each.
fn check_openings(certs: &std::path::Path) -> Result<()> {
    for f in files_named(certs, "openings-", ".sqo")? {
        let r = crate::opencert::check_file(&f)?;
        outln!("opening table {}: ok, {} first replies, {} positions walked", f.display(), r.replies, r.positions);
    }
    Ok(())
}

/// Checks every fastest-win certificate of the certificate folder (`fastest-n*.sqf`, issue
/// 11, both bounds) of boards up to `walk_max` (all when `None`) with
/// [`crate::fastest::check_file`], two files at a time (rayon), and prints one line each, in
/// file-name order; a line names each larger board's files left to their digest check.
/// Errors: the first failing file, named; a file name without its board size.
fn check_fastest(certs: &std::path::Path, walk_max: Option<usize>) -> Result<()> {
    use rayon::prelude::*;
    let mut files = Vec::new();
    for f in files_named(certs, "fastest-n", ".sqf")? {
        let name = f.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let n: usize = name
            .strip_prefix("fastest-n")
            .and_then(|r| r.split('-').next())
            .and_then(|d| d.parse().ok())
            .ok_or_else(|| anyhow::anyhow!("{}: not named fastest-n<N>-<bound>.sqf; rename it or remove it", f.display()))?;
        match walk_max {
            Some(m) if n > m => outln!("fastest-win certificate {}: walk skipped (board {n} > --fastest-walk-max {m}; `squarecert fastest --check --n {n}` walks it); its digest is checked", f.display()),
            _ => files.push(f),
        }
    }
    let results: Vec<Result<crate::fastest::cert::WalkStats>> = files.par_iter().map(|f| crate::fastest::check_file(f)).collect();
    for (f, r) in files.iter().zip(results) {
        let st = r?;
        outln!("fastest-win certificate {}: ok, {} decisions, {} positions walked", f.display(), st.decisions, st.positions);
    }
    Ok(())
}

/// The Coq step: the emitted theorems (or those of `cfg.coq_range`) checked by `coqc`.
pub fn check_coq(cfg: &CheckConfig, inp: &emit::Inputs, coqc: PathBuf) -> Result<coqcheck::CoqReport> {
    let range = cfg.coq_range.clone().unwrap_or(cfg.emit.plus_range.clone());
    let fastest_range = cfg.coq_fastest_range.clone().unwrap_or(cfg.emit.fastest_range.clone());
    let sub = EmitConfig { plus_range: range.clone(), fastest_range: fastest_range.clone(), ..cfg.emit.clone() };
    let generated: Vec<(PathBuf, String)> =
        emit::render_all(&sub, inp)?.into_iter().filter(|g| g.prover == Prover::Coq).map(|g| (g.rel, g.text)).collect();
    outln!(
        "coq: checking the Coq twin with {} (plus rule on n = {}..={}{}, fastest wins on n = {}..={}{}; 2 jobs)",
        coqc.display(),
        range.start(),
        range.end(),
        if range == cfg.emit.plus_range { "" } else { ", theorem files rendered for this range" },
        fastest_range.start(),
        fastest_range.end(),
        if fastest_range == cfg.emit.fastest_range { "" } else { ", rendered for this range" }
    );
    let ccfg = coqcheck::CoqConfig { src: cfg.emit.coq.clone(), generated, coqc, jobs: 2 };
    let rep = coqcheck::run(&ccfg, &mut |l| outln!("{l}"))?;
    outln!(
        "coq: {} theorems checked by the kernel of {}, {} headline theorems closed under the global context, {:.1}s of wall time in all (2 coqc at a time)",
        rep.theorems.len(),
        rep.version,
        rep.closed,
        rep.secs
    );
    Ok(rep)
}

/// The mirror step: the Lean recursions in Rust on every certificate.
fn check_mirror(cfg: &CheckConfig, inp: &emit::Inputs) -> Result<()> {
    let (m, t) = (&cfg.mirror_range, &cfg.emit.plus_range);
    let cover = if m.start() <= t.start() && m.end() >= t.end() {
        format!("n = {}..={}, every board of Lean's plus theorems", m.start(), m.end())
    } else {
        format!("n = {}..={} only, while Lean's theorems cover n = {}..={} (use --mirror-range)", m.start(), m.end(), t.start(), t.end())
    };
    outln!("mirror: the Lean recursions run in Rust; plus rule on {cover}");
    outln!(
        "  (counted as the Lean recursion runs: own = the checked side's turns, full-board ends included; opp = opponent turns, each trying every reply; wins, full = games ended by the checked side's square or a full board. `certify` counts strategy-tree decision nodes instead.)"
    );
    let runs = run_mirror(inp, cfg.mirror_range.clone(), &mut |r| {
        outln!(
            "  {:<55} {:<5} {:>10} own {:>9} opp {:>10} wins {:>9} full {:>8.2}s",
            r.what, r.ok, r.stats.own_nodes, r.stats.opp_nodes, r.stats.wins, r.stats.full, r.secs
        )
    })?;
    let failed: Vec<&str> = runs.iter().filter(|r| !r.ok).map(|r| r.what.as_str()).collect();
    if !failed.is_empty() {
        bail!("mirror check failed for: {}", failed.join(", "));
    }
    Ok(())
}
