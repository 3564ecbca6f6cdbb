//! Issue 11: the fastest forced win. For each board n = 5..=19, the least ply k by which P1
//! completes a square against every defence, settled exactly by the solver of [`search`]
//! (P1 wins by k, not by k-2), with a certificate for each bound ([`cert`]): a P1 strategy
//! completing by ply k (upper) and a P2 strategy against which P1 completes nothing by ply
//! k-2 (lower). `squarecert fastest` writes them to `certs/fastest-n<N>-{upper,lower}.sqf`
//! and the table `certs/fastest.json`.

pub mod bits;
pub mod cert;
pub mod defence;
pub mod every_board;
pub mod forcing;
pub mod l11_opening;
pub mod lower_prover;
pub mod named;
pub mod one_three;
pub mod opening_rule;
pub mod ply6_related;
pub mod ply6_rule;
pub mod potential;
pub mod prover;
pub mod quiet;
pub mod search;
pub mod stray;
pub mod tempo;
pub mod two_pairs;
pub mod two_tempo;
pub mod unrelated;
pub mod vcf;
pub mod window;

use anyhow::{bail, Context, Result};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Smallest board with a forced P1 square (n ≤ 4 are draws, `squarecert solve`).
pub const MIN_N: usize = 5;

/// The first deadline tried: P1 needs 4 stones, at plies 1, 3, 5, 7.
pub const FIRST_PLY: u32 = 7;

/// One deadline of the iterative deepening.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq)]
pub struct Step {
    /// The completion ply asked about.
    pub ply: u32,
    /// Whether P1 completes a square by it.
    pub wins: bool,
    /// Search nodes.
    pub nodes: u64,
    /// Transposition-table states stored.
    pub states: usize,
    /// Seconds.
    pub secs: f64,
}

/// Size of one certificate.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct CertSize {
    /// File name inside the certificate folder.
    pub file: String,
    /// File size in bytes.
    pub bytes: usize,
    /// Owner decisions stored (one byte each; on 17×17 to 19×19 two for the cells 255..).
    pub decisions: usize,
    /// Symmetry classes of positions the check walks.
    pub positions: usize,
}

/// The settled answer of one board.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Settled {
    /// Board side in cells.
    pub n: usize,
    /// The fastest forced completion ply of P1.
    pub ply: u32,
    /// The deadlines searched, ascending.
    pub steps: Vec<Step>,
    /// Seconds to settle both bounds (the searches of `steps`), wall clock.
    pub solve_secs: f64,
    /// CPU seconds of the process (all threads) to settle both bounds: the load-independent
    /// measure on a shared machine (0 where /proc/self/stat cannot be read).
    #[serde(default)]
    pub solve_cpu_secs: f64,
    /// Seconds to write and check both certificates.
    pub cert_secs: f64,
    /// The upper-bound certificate (P1 completes by `ply`).
    pub upper: CertSize,
    /// The lower-bound certificate (P1 completes nothing by `ply - 2`).
    pub lower: CertSize,
}

/// The certificate file name of board `n`: `fastest-n<N>-<upper|lower>.sqf`.
pub fn cert_name(n: usize, kind: cert::Kind) -> String {
    format!("fastest-n{n}-{}.sqf", kind.name())
}

/// The exact fastest ply of the `n`×`n` board by iterative deepening (7, 9, … up to
/// `max_ply`), then both certificates written atomically into `dir` and checked from the
/// written bytes. Errors: `n` outside 5..=19 ([`search::MAX_N`]), no win by `max_ply`, a certificate failing its
/// check, I/O (naming the file).
pub fn settle(n: usize, max_ply: u32, dir: &Path, log: &mut dyn FnMut(&Step)) -> Result<Settled> {
    if !(MIN_N..=search::MAX_N).contains(&n) {
        bail!("fastest --n {n}: the fastest-win solver takes boards {MIN_N}..={} (n <= 4 are draws, see `squarecert solve`)", search::MAX_N);
    }
    crate::with_bits_width!(n, settle_w(n, max_ply, dir, log))
}

/// A xorshift64 generator for the unit tests' pseudo-random positions (G. Marsaglia,
/// "Xorshift RNGs", J. Stat. Softw. 8 (2003), shifts 13, 7, 17): each call returns the next
/// state reduced modulo `m` (`m ≥ 1`). Deterministic, so a failing position can be replayed.
#[cfg(test)]
pub(crate) fn test_rng(mut seed: u64) -> impl FnMut(u64) -> u64 {
    move |m| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    }
}

/// A position of the unit tests: the moves played alternately from P1's first, P1's stones
/// and P2's stones (coordinates `(x, y)` in cells).
#[cfg(test)]
pub(crate) type RandomPosition = (Vec<every_board::Cell>, Vec<every_board::Cell>, Vec<every_board::Cell>);

/// `count` different pseudo-random cells of the square `[0, span)²` drawn from `rng` (a
/// [`test_rng`]), as a [`RandomPosition`].
#[cfg(test)]
pub(crate) fn random_position(rng: &mut impl FnMut(u64) -> u64, span: u64, count: usize) -> RandomPosition {
    let mut stones: Vec<every_board::Cell> = Vec::new();
    while stones.len() < count {
        let c = (rng(span) as i64, rng(span) as i64);
        if !stones.contains(&c) {
            stones.push(c);
        }
    }
    let p1 = stones.iter().step_by(2).copied().collect();
    let p2 = stones.iter().skip(1).step_by(2).copied().collect();
    (stones, p1, p2)
}

/// CPU seconds (user + system, all threads) this process has used so far, from
/// /proc/self/stat (fields 14 and 15, in the kernel's 100 Hz user ticks); 0 when unreadable.
pub fn cpu_secs() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else { return 0.0 };
    // the command name (field 2) may hold spaces: count fields after its closing parenthesis
    let rest = stat.rsplit_once(')').map_or("", |r| r.1);
    let f: Vec<f64> = rest.split_whitespace().skip(11).take(2).filter_map(|t| t.parse().ok()).collect();
    if f.len() == 2 {
        (f[0] + f[1]) / 100.0
    } else {
        0.0
    }
}

fn settle_w<const W: usize>(n: usize, max_ply: u32, dir: &Path, log: &mut dyn FnMut(&Step)) -> Result<Settled> {
    let t0 = Instant::now();
    let c0 = cpu_secs();
    let mut steps = Vec::new();
    let mut before: Option<search::Deadline<W>> = None;
    let mut d = FIRST_PLY;
    let win = loop {
        if d > max_ply {
            bail!("fastest --n {n}: P1 does not complete a square by ply {max_ply}; give a larger --max-ply");
        }
        let t = Instant::now();
        let r = search::wins_by::<W>(n, d, before.as_ref().map(|b| &b.search.tt));
        let step = Step { ply: d, wins: r.wins, nodes: r.nodes, states: r.states, secs: t.elapsed().as_secs_f64() };
        log(&step);
        steps.push(step);
        if r.wins {
            break r;
        }
        before = Some(r);
        d += 2;
    };
    let solve_secs = t0.elapsed().as_secs_f64();
    let solve_cpu_secs = cpu_secs() - c0;
    let t1 = Instant::now();
    let lower_search = before.map(|b| b.search).unwrap_or_else(|| search::Search::new(n, d - 2));
    let upper = write_cert(n, cert::Kind::Upper, d, win.search, dir)?;
    let lower = write_cert(n, cert::Kind::Lower, d - 2, lower_search, dir)?;
    Ok(Settled { n, ply: d, steps, solve_secs, solve_cpu_secs, cert_secs: t1.elapsed().as_secs_f64(), upper, lower })
}

fn write_cert<const W: usize>(n: usize, kind: cert::Kind, bound: u32, s: search::Search<W>, dir: &Path) -> Result<CertSize> {
    let (c, _) = cert::build(n, kind, bound, s).with_context(|| format!("n={n}: writing the {} certificate", kind.name()))?;
    let bytes = cert::encode(&c);
    let file = cert_name(n, kind);
    let path = dir.join(&file);
    crate::certio::write_atomic(&path, &bytes)?;
    let stats = check_file(&path)?;
    Ok(CertSize { file, bytes: bytes.len(), decisions: stats.decisions, positions: stats.positions })
}

/// Reads, decodes and checks one certificate file. A file named like a certificate
/// ([`cert_name`]) must hold the board and kind its name says. Errors name the file and,
/// for a failing strategy, the position.
pub fn check_file(path: &Path) -> Result<cert::WalkStats> {
    let bytes = crate::certio::read(path)?;
    let shown = path.display().to_string();
    let c = cert::decode(&bytes, &shown)?;
    let name = path.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    if name.starts_with("fastest-n") && name != cert_name(c.n, c.kind) {
        bail!("{shown}: the header says {}, but the file is named {name}: rename it or run `squarecert fastest`", cert_name(c.n, c.kind));
    }
    cert::check(&c).with_context(|| format!("{shown} (n={}, {} bound, ply {}) fails its check", c.n, c.kind.name(), c.bound))
}

/// The table file of `squarecert fastest` inside the certificate folder.
pub const TABLE_FILE: &str = "fastest.json";

/// Reads `fastest.json` of `dir` (empty when missing). Errors: unreadable or malformed JSON.
pub fn read_table(dir: &Path) -> Result<Vec<Settled>> {
    let path = dir.join(TABLE_FILE);
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{}: not a fastest table; delete it and rerun `squarecert fastest`", path.display()))
}

/// The text of `fastest.json` for `table`: pretty JSON and a final newline. serde_json writes
/// the shortest float naming each value and, with its `float_roundtrip` feature (Cargo.toml),
/// [`read_table`] parses it back to the same bits, so reading the table and writing it again
/// keeps every other board's entry byte for byte. Errors: serde_json's, passed on.
pub fn table_text(table: &[Settled]) -> Result<String> {
    let mut text = serde_json::to_string_pretty(table)?;
    text.push('\n');
    Ok(text)
}

/// One line of the table: n, ply, certificate sizes, time.
pub fn line(s: &Settled) -> String {
    let nodes: u64 = s.steps.iter().map(|t| t.nodes).sum();
    format!(
        "n={:>2}: fastest ply {:>2} (by {} yes, by {} no); {nodes} nodes, {:.2} s ({:.2} s CPU); upper {} bytes ({} decisions), lower {} bytes ({} decisions); certificates {:.2} s",
        s.n,
        s.ply,
        s.ply,
        s.ply - 2,
        s.solve_secs,
        s.solve_cpu_secs,
        s.upper.bytes,
        s.upper.decisions,
        s.lower.bytes,
        s.lower.decisions,
        s.cert_secs
    )
}

/// The Markdown table of the boards of `table` in `boards`: n, fastest ply, solver nodes and
/// seconds (both bounds), certificate bytes and decisions. Errors: a board missing from the
/// table (naming the command that settles it).
pub fn markdown(table: &[Settled], boards: &[usize]) -> Result<String> {
    let mut out = String::from("| n | fastest ply | P1 by ply k-2 | nodes | solve s (wall) | upper certificate | lower certificate |\n|---:|---:|:---:|---:|---:|---:|---:|\n");
    for &n in boards {
        let Some(s) = table.iter().find(|t| t.n == n) else {
            bail!("fastest --table: board {n} is not in {TABLE_FILE}; run `squarecert fastest --n {n}` first");
        };
        let nodes: u64 = s.steps.iter().map(|t| t.nodes).sum();
        out += &format!(
            "| {n} | {} | no (ply {}) | {nodes} | {:.1} | {} B ({} decisions) | {} B ({} decisions) |\n",
            s.ply,
            s.ply - 2,
            s.solve_secs,
            s.upper.bytes,
            s.upper.decisions,
            s.lower.bytes,
            s.lower.decisions
        );
    }
    Ok(out)
}

/// What the `fastest` command does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Settle each board and write its certificates and table entry.
    Settle,
    /// Re-check the certificates of the folder.
    Check,
    /// Print the Markdown table of `fastest.json`.
    Table,
}

/// The `fastest` command: settles each board of `range` (5..=19), writes the certificates and
/// `fastest.json` into `dir` (entries of other boards kept); in [`Mode::Check`], re-checks
/// the certificates of `dir` for each board instead; in [`Mode::Table`], prints the Markdown
/// table of those boards from `fastest.json`. Errors: a bad range, a failing run or check.
pub fn run(range: &str, dir: &Path, max_ply: u32, mode: Mode) -> Result<()> {
    let boards = crate::cli::parse_bounds(range)?;
    if let Some(&n) = boards.iter().find(|&&n| !(MIN_N..=search::MAX_N).contains(&n)) {
        bail!("fastest --n {range}: board {n} is outside {MIN_N}..={} (n <= 4 are draws, see `squarecert solve`)", search::MAX_N);
    }
    if mode == Mode::Table {
        outln!("{}", markdown(&read_table(dir)?, &boards)?.trim_end());
        return Ok(());
    }
    let check = mode == Mode::Check;
    if check {
        for n in boards {
            for kind in [cert::Kind::Upper, cert::Kind::Lower] {
                let path: PathBuf = dir.join(cert_name(n, kind));
                let t = Instant::now();
                let st = check_file(&path)?;
                outln!("{}: ok, {} decisions, {} positions walked, {:.2} s", path.display(), st.decisions, st.positions, t.elapsed().as_secs_f64());
            }
        }
        return Ok(());
    }
    crate::certio::check_folder("--out", dir)?;
    let mut table = read_table(dir)?;
    for n in boards {
        let s = settle(n, max_ply, dir, &mut |st| errln!("  n={n}: P1 by ply {}: {} ({} nodes, {} states, {:.2} s)", st.ply, if st.wins { "yes" } else { "no" }, st.nodes, st.states, st.secs))?;
        outln!("{}", line(&s));
        table.retain(|t| t.n != n);
        table.push(s);
        table.sort_by_key(|t| t.n);
        crate::certio::write_atomic(&dir.join(TABLE_FILE), table_text(&table)?.as_bytes())?;
    }
    Ok(())
}
