//! Issue 13 item 1: exception-free openings. For an opening `o` and a default second move
//! `s`, which first replies `r1` does `s` fail against, with quiet moves allowed? A triple
//! `(o, r1, s)` is the position after ply 3 (P1 holds `o` and `s`, P2 holds `r1`, P2 to move
//! at ply 4); it is *won* when P1 forces a square from there, decided by the exact solver of
//! [`crate::small::solver`] (AND/OR search with a transposition table, threat pruning and
//! iterative deepening on the completion ply 7, 9, …, up to a ply limit).
//!
//! The reply `r1 = s` is always an exception (`s` is taken, so the rule must name another
//! move): every pair needs at least that one ("reading A" of docs/OPEN-QUESTIONS.md §1).
//! The scan counts the other replies a pair fails against ("reading B").
//!
//! Pairs are taken up to the diagonal reflection `(x,y) → (y,x)` only, the one symmetry of
//! the board that fixes the corner `(0,0)` and so maps a rule for every `n` to a rule for every
//! `n`. The position after ply 3 depends on the set `{o, s}` and `r1` only, and its outcome
//! on its orbit under the 8 symmetries of the `n`×`n` board, so outcomes are cached by the
//! solver's canonical form.

use crate::model::Cell;
use crate::small::solver::Solver;
use anyhow::{bail, Result};
use serde::Serialize;
use std::collections::HashMap;

/// The first ply at which P1 can complete a square (P1's fourth stone).
pub const FIRST_COMPLETION_PLY: u32 = 7;

/// What the solver found for one triple `(o, r1, s)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum Outcome {
    /// P1 forces a square; the fastest forced completion is at this ply.
    Win {
        /// The completion ply.
        ply: u32,
    },
    /// P1 cannot force a square by this ply (the ply limit: every deadline up to it was
    /// searched to the end). Whether P1 wins later is not decided.
    NoWinBy {
        /// The ply limit.
        ply: u32,
    },
    /// The node budget ran out while searching this deadline: P1 cannot force a square by
    /// `ply - 2`, and the deadline `ply` is not decided.
    Undecided {
        /// The deadline whose search was cut short.
        ply: u32,
    },
}

impl Outcome {
    /// Whether P1 wins (by the ply limit).
    pub fn is_win(self) -> bool {
        matches!(self, Outcome::Win { .. })
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Win { ply } => write!(f, "win by ply {ply}"),
            Outcome::NoWinBy { ply } => write!(f, "no win by ply {ply}"),
            Outcome::Undecided { ply } => write!(f, "undecided at ply {ply} (no win by ply {})", ply - 2),
        }
    }
}

/// Bit of cell `c` on the `n`×`n` board (row-major, DESIGN.md §1).
pub fn bit(n: usize, c: Cell) -> u64 {
    1u64 << c.index(n)
}

/// Decides the position `(p1, p2)` (P2 to move) by iterative deepening on P1's completion
/// ply, 7, 9, …, `max_ply`, each deadline within `node_budget` search nodes. Deadlines share
/// the solver's transposition tables with earlier calls. A stopped search restarts the
/// solver (its tables are dropped).
pub fn decide(s: &mut Solver, p1: u64, p2: u64, max_ply: u32, node_budget: u64) -> Outcome {
    let mut d = FIRST_COMPLETION_PLY;
    while d <= max_ply {
        s.set_node_cap(s.nodes.saturating_add(node_budget));
        let w = s.wins_by(0, p1, p2, d);
        if s.stopped() {
            s.restart();
            return Outcome::Undecided { ply: d };
        }
        if w {
            return Outcome::Win { ply: d };
        }
        d += 2;
    }
    Outcome::NoWinBy { ply: max_ply }
}

/// Every (opening, second move) pair with both cells in `[0, region)²` and different, up to
/// the diagonal reflection: the pair is kept when it is not above its reflection (cells
/// compared row-major, opening first). Ordered by opening, then second move, row-major.
pub fn pairs(region: usize) -> Vec<(Cell, Cell)> {
    let cells: Vec<Cell> = (0..region).flat_map(|y| (0..region).map(move |x| Cell::new(x as u8, y as u8))).collect();
    let t = |c: Cell| Cell::new(c.y, c.x);
    let mut v = Vec::new();
    for &o in &cells {
        for &s in &cells {
            if o != s && (o, s) <= (t(o), t(s)) {
                v.push((o, s));
            }
        }
    }
    v
}

/// One pair's results: every first reply `r1` (row-major, `o` and `s` left out) with its
/// outcome.
#[derive(Clone, Debug)]
pub struct PairResult {
    /// The opening (ply 1).
    pub opening: Cell,
    /// The default second move (ply 3).
    pub second: Cell,
    /// Each first reply with its outcome.
    pub replies: Vec<(Cell, Outcome)>,
}

impl PairResult {
    /// The replies P1 does not win against by the ply limit (each needs an exception besides
    /// the forced one for `r1 = s`, or is undecided).
    pub fn failures(&self) -> Vec<Cell> {
        self.replies.iter().filter(|(_, o)| !o.is_win()).map(|&(c, _)| c).collect()
    }
    /// The latest fastest completion ply over the replies P1 wins against.
    pub fn slowest_win(&self) -> Option<u32> {
        self.replies.iter().filter_map(|(_, o)| if let Outcome::Win { ply } = o { Some(*ply) } else { None }).max()
    }
}

/// A whole scan.
#[derive(Clone, Debug)]
pub struct Scan {
    /// Board side in cells.
    pub n: usize,
    /// Side of the region the pairs' cells lie in, in cells.
    pub region: usize,
    /// The ply limit of every search.
    pub max_ply: u32,
    /// The node budget of each deadline's search.
    pub node_budget: u64,
    /// Distinct positions after ply 3 solved (canonical under the 8 board symmetries).
    pub positions: usize,
    /// Search nodes over the whole scan.
    pub nodes: u64,
    /// Whether the pairs were given (`--pair`) rather than all of [`pairs`].
    pub given: bool,
    /// The pairs, in [`pairs`] order.
    pub pairs: Vec<PairResult>,
}

impl Scan {
    /// The fewest failures any pair has, with the pairs attaining it.
    pub fn minimum(&self) -> (usize, Vec<&PairResult>) {
        let m = self.pairs.iter().map(|p| p.failures().len()).min().unwrap_or(0);
        (m, self.pairs.iter().filter(|p| p.failures().len() == m).collect())
    }
    /// How many pairs have each number of failures, ascending.
    pub fn histogram(&self) -> Vec<(usize, usize)> {
        let mut h = std::collections::BTreeMap::new();
        for p in &self.pairs {
            *h.entry(p.failures().len()).or_insert(0) += 1;
        }
        h.into_iter().collect()
    }
}

/// The numeric settings of the `openings` command.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Board side in cells.
    pub n: usize,
    /// Ply limit (odd).
    pub max_ply: u32,
    /// Node budget of each deadline's search.
    pub node_budget: u64,
    /// The pairs' region side in cells.
    pub region: usize,
}

/// Settings of a scan.
#[derive(Clone, Debug)]
pub struct ScanConfig {
    /// Board side, 6..=8 (the solver's bitmasks hold 64 cells).
    pub n: usize,
    /// The pairs' cells lie in `[0, region)²` (6 by default: the region of the plus rule).
    pub region: usize,
    /// Ply limit, odd, 7..=n*n.
    pub max_ply: u32,
    /// Node budget of each deadline's search.
    pub node_budget: u64,
    /// Only these pairs (all of [`pairs`] when empty).
    pub only: Vec<(Cell, Cell)>,
    /// The solver's transposition tables are dropped when together they exceed this many
    /// states (a memory bound; about 88 bytes a state, see `solver::BYTES_PER_STATE`).
    pub state_limit: usize,
}

/// Runs the scan: every pair of `cfg` against every first reply on the `n`×`n` board.
/// `progress` gets (pairs done, pairs in all). Errors: a board outside 6..=8, a region
/// larger than the board, an even or out-of-range ply limit, a given pair off the region or
/// with equal cells.
pub fn scan(cfg: &ScanConfig, mut progress: impl FnMut(usize, usize)) -> Result<Scan> {
    let n = cfg.n;
    if !(6..=crate::small::geom::MAX_SOLVE_N).contains(&n) {
        bail!("--n {n}: the opening scan takes boards 6..=8 (the exact solver holds 64 cells; n <= 5 has no plus rule)");
    }
    if !(2..=n).contains(&cfg.region) {
        bail!("--region {}: use 2..={n} (the pairs' cells lie in [0,region)^2 on the {n}x{n} board)", cfg.region);
    }
    if cfg.max_ply.is_multiple_of(2) || !(FIRST_COMPLETION_PLY..=(n * n) as u32).contains(&cfg.max_ply) {
        bail!("--max-ply {}: give an odd ply in {FIRST_COMPLETION_PLY}..={} (P1 completes on odd plies)", cfg.max_ply, n * n);
    }
    for &(o, s) in &cfg.only {
        if o == s || !o.on_board(cfg.region) || !s.on_board(cfg.region) {
            bail!("the pair {o}/{s} is not two different cells of [0,{})^2: pick two cells inside the region", cfg.region);
        }
    }
    let list = if cfg.only.is_empty() { pairs(cfg.region) } else { cfg.only.clone() };
    let mut solver = Solver::new(n)?;
    let mut cache: HashMap<(u64, u64), Outcome> = HashMap::new();
    let mut out = Vec::with_capacity(list.len());
    for (i, &(o, s)) in list.iter().enumerate() {
        progress(i, list.len());
        let p1 = bit(n, o) | bit(n, s);
        let mut replies = Vec::new();
        for y in 0..n {
            for x in 0..n {
                let r = Cell::new(x as u8, y as u8);
                if r == o || r == s {
                    continue;
                }
                let p2 = bit(n, r);
                let (c1, c2, _) = solver.geo.canonical(p1, p2);
                let res = match cache.get(&(c1, c2)) {
                    Some(&v) => v,
                    None => {
                        let v = decide(&mut solver, p1, p2, cfg.max_ply, cfg.node_budget);
                        cache.insert((c1, c2), v);
                        let held: usize = (FIRST_COMPLETION_PLY..=cfg.max_ply).step_by(2).map(|d| solver.states(0, d)).sum();
                        if held > cfg.state_limit {
                            solver.clear();
                        }
                        v
                    }
                };
                replies.push((r, res));
            }
        }
        out.push(PairResult { opening: o, second: s, replies });
    }
    progress(list.len(), list.len());
    Ok(Scan {
        n,
        region: cfg.region,
        max_ply: cfg.max_ply,
        node_budget: cfg.node_budget,
        positions: cache.len(),
        nodes: solver.nodes,
        given: !cfg.only.is_empty(),
        pairs: out,
    })
}

/// One pair in the JSON summary (docs/FORMATS.md, "Opening scans").
#[derive(Clone, Debug, Serialize)]
pub struct PairSummary {
    /// The opening, `(x,y)`.
    pub opening: String,
    /// The default second move, `(x,y)`.
    pub second: String,
    /// Number of first replies other than `o` and `s` that P1 does not beat by the ply limit.
    pub failures: usize,
    /// Those replies with their outcome, as text (`(x,y) no win by ply P`, …); for the text
    /// report only (the JSON's `board` carries them).
    #[serde(skip)]
    pub failing: Vec<String>,
    /// The latest fastest completion ply over the replies P1 beats.
    pub slowest_win: Option<u32>,
    /// The board, rows top to bottom separated by `/`, cells by spaces, each cell as the
    /// first reply there fares: the fastest completion ply (two digits), ` x` no win by the
    /// ply limit, ` ?` undecided within the node budget, ` o` the opening, ` s` the second
    /// move.
    pub board: String,
}

/// The JSON summary of a scan (`certs/openings-N.json`).
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    /// The command that printed it.
    pub command: String,
    /// The squarecert version.
    pub version: String,
    /// Board side in cells.
    pub n: usize,
    /// The pairs' region side in cells.
    pub region: usize,
    /// Ply limit.
    pub max_ply: u32,
    /// Node budget per deadline.
    pub node_budget: u64,
    /// Pairs scanned.
    pub pairs: usize,
    /// Distinct positions after ply 3 solved.
    pub positions: usize,
    /// Positions undecided within the node budget (their pairs count them as failures).
    pub undecided: usize,
    /// The fewest failures of any pair.
    pub minimum: usize,
    /// `[failures, pairs with that many]`, ascending.
    pub histogram: Vec<(usize, usize)>,
    /// Every pair, in scan order.
    pub results: Vec<PairSummary>,
    /// Whether the pairs were given rather than all of [`pairs`] (text report only).
    #[serde(skip)]
    pub given: bool,
}

impl Summary {
    /// The summary of `scan`, printed by `command`.
    pub fn of(scan: &Scan, command: &str) -> Summary {
        let n = scan.n;
        let results = scan
            .pairs
            .iter()
            .map(|p| {
                let mut cells = vec![String::new(); n * n];
                cells[p.opening.index(n)] = " o".into();
                cells[p.second.index(n)] = " s".into();
                for &(r, o) in &p.replies {
                    cells[r.index(n)] = match o {
                        Outcome::Win { ply } => format!("{ply:>2}"),
                        Outcome::NoWinBy { .. } => " x".into(),
                        Outcome::Undecided { .. } => " ?".into(),
                    };
                }
                let board = cells.chunks(n).map(|row| row.join(" ")).collect::<Vec<_>>().join("/");
                PairSummary {
                    opening: p.opening.to_string(),
                    second: p.second.to_string(),
                    failures: p.failures().len(),
                    failing: p.replies.iter().filter(|(_, o)| !o.is_win()).map(|(r, o)| format!("{r} {o}")).collect(),
                    slowest_win: p.slowest_win(),
                    board,
                }
            })
            .collect();
        let undecided = {
            let mut seen = std::collections::HashSet::new();
            let geo = crate::small::geom::Geo::new(n).expect("scanned boards are 6..=8");
            for p in &scan.pairs {
                for &(r, o) in &p.replies {
                    if matches!(o, Outcome::Undecided { .. }) {
                        seen.insert(geo.canonical(bit(n, p.opening) | bit(n, p.second), bit(n, r)));
                    }
                }
            }
            seen.len()
        };
        Summary {
            command: command.to_string(),
            version: env!("CARGO_PKG_VERSION").to_string(),
            n,
            region: scan.region,
            max_ply: scan.max_ply,
            node_budget: scan.node_budget,
            pairs: scan.pairs.len(),
            positions: scan.positions,
            undecided,
            minimum: scan.minimum().0,
            histogram: scan.histogram(),
            results,
            given: scan.given,
        }
    }

    /// The text report: the histogram, then the pairs with the fewest failures (every pair
    /// with `all`), each with its failing replies and slowest fastest win.
    pub fn text(&self, all: bool) -> String {
        let which = if self.given { "pairs given".to_string() } else { format!("pairs in [0,{})^2 up to (x,y)->(y,x)", self.region) };
        let mut s = format!(
            "board {n}x{n}, {which}: {p}; every first reply except o and s; quiet moves allowed, ply limit {m}\n",
            n = self.n,
            p = self.pairs,
            m = self.max_ply
        );
        s += "failures (replies besides r1 = s that P1 does not beat by the limit) -> pairs: ";
        s += &self.histogram.iter().map(|(f, c)| format!("{f}:{c}")).collect::<Vec<_>>().join(" ");
        s += &format!("\nfewest failures: {} ({} positions undecided within the node budget)\n", self.minimum, self.undecided);
        for p in self.results.iter().filter(|p| all || p.failures == self.minimum) {
            s += &format!(
                "  {}/{}: {} failures{}{}; slowest fastest win ply {}\n",
                p.opening,
                p.second,
                p.failures,
                if p.failures == 0 { "" } else { ": " },
                p.failing.join(", "),
                p.slowest_win.map_or("-".to_string(), |v| v.to_string())
            );
        }
        s.pop();
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(x: u8, y: u8) -> Cell {
        Cell::new(x, y)
    }

    #[test]
    fn pairs_up_to_the_diagonal_reflection() {
        // 36·35 ordered pairs; 6·5 of them are fixed by the reflection: (1260 + 30) / 2
        let p = pairs(6);
        assert_eq!(p.len(), 645);
        assert!(p.contains(&(c(2, 2), c(3, 2))) && !p.contains(&(c(2, 2), c(2, 3))));
        assert!(p.contains(&(c(0, 0), c(1, 1))));
    }

    #[test]
    fn decide_finds_the_fastest_ply_and_reports_limits_and_budgets() {
        let mut s = Solver::new(6).unwrap();
        let p1 = bit(6, c(2, 2)) | bit(6, c(3, 2));
        assert_eq!(decide(&mut s, p1, bit(6, c(0, 0)), 15, u64::MAX), Outcome::Win { ply: 13 });
        assert_eq!(decide(&mut s, p1, bit(6, c(1, 0)), 15, u64::MAX), Outcome::Win { ply: 15 });
        assert_eq!(decide(&mut s, p1, bit(6, c(2, 1)), 15, u64::MAX), Outcome::NoWinBy { ply: 15 });
        // a budget of one node stops the first deadline that needs 2^16 nodes
        let mut s = Solver::new(6).unwrap();
        let o = decide(&mut s, p1, bit(6, c(2, 1)), 21, 1);
        assert!(matches!(o, Outcome::Undecided { ply } if ply > 7), "{o:?}");
        assert!(!s.stopped(), "a stopped search restarts the solver");
        assert_eq!(o.to_string(), format!("undecided at ply {} (no win by ply {})", o_ply(o), o_ply(o) - 2));
    }

    fn o_ply(o: Outcome) -> u32 {
        match o {
            Outcome::Win { ply } | Outcome::NoWinBy { ply } | Outcome::Undecided { ply } => ply,
        }
    }

    #[test]
    fn scan_rejects_bad_settings_naming_the_fix() {
        let cfg = ScanConfig { n: 6, region: 6, max_ply: 16, node_budget: 1, only: vec![], state_limit: 1 };
        let e = scan(&cfg, |_, _| {}).unwrap_err().to_string();
        assert!(e.contains("--max-ply 16") && e.contains("odd"), "{e}");
        let e = scan(&ScanConfig { n: 9, max_ply: 15, ..cfg.clone() }, |_, _| {}).unwrap_err().to_string();
        assert!(e.contains("--n 9") && e.contains("6..=8"), "{e}");
        let e = scan(&ScanConfig { max_ply: 15, only: vec![(c(2, 2), c(6, 2))], ..cfg }, |_, _| {}).unwrap_err().to_string();
        assert!(e.contains("(2,2)/(6,2)") && e.contains("[0,6)^2"), "{e}");
    }
}
