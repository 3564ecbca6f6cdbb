//! The enumerator of DESIGN.md §2 and §4: walks every branch of `WinsWith plusMove n []`
//! (P1 follows the plus rule, P2 plays every empty cell) and counts the strategy tree.
//!
//! Node kinds follow the `WinsWith` recursion: a *P1 decision node* is one call (P1 to move;
//! the root is one); a *leaf* is a P1 node whose move completes a P1 square; every other P1
//! node leads to one *P2 decision node*, whose children are the P1 nodes after each empty
//! reply. So `P1 nodes = leaves + P2 nodes` on a win.
//!
//! Sound shortcuts (DESIGN.md §4), cross-checked against the naive enumerator in
//! `tests/naive_enumerator.rs`: threats are computed once per P2 node; a P2 threat at a P2
//! node means a reply completes a P2 square (fail); when P1 has two or more threats every
//! reply leaves P1 a winning cell, and when P1 has one, every reply but the block does, so
//! those children are counted as leaves without expanding them (the rule's win clause takes
//! the first P1 threat cell, which completes a square).

use crate::model::{BoardOf, Cell, Player, RowBits};
use crate::rule::{plus_move_unchecked, Reason, Rule};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The largest ply a histogram slot is kept for (the plus rule's games end by ply 17; a later
/// completion, only possible with another rule, is counted in the last slot).
const HIST_LEN: usize = 64;

/// The earliest ply a leaf can complete at: P1's fourth move (P1 plays the odd plies 1, 3,
/// 5, 7, … and a square has four cells).
pub const FIRST_LEAF_PLY: usize = 7;

/// The clauses of the plus rule, as counted in [`Stats::clauses`].
pub const CLAUSES: [&str; 7] = ["opening", "second", "exception", "win", "block", "line", "fallback"];

/// The most shards a board can be split into: the first replies of the largest board
/// (32² − 1 cells besides the opening).
pub const MAX_SHARDS: usize = crate::model::MAX_N * crate::model::MAX_N - 1;

/// The largest board side [`verify`] takes, in cells (one `u128` word per row).
pub const MAX_VERIFY_N: usize = 128;

/// Checks a board side for [`verify`]: `Ok(n)` for `1..=MAX_VERIFY_N`, else an error naming
/// the bound.
pub fn check_verify_size(n: usize) -> anyhow::Result<usize> {
    if (1..=MAX_VERIFY_N).contains(&n) {
        Ok(n)
    } else {
        anyhow::bail!("board size {n} is out of range: verify takes 1..={MAX_VERIFY_N} (the plus rule is for n >= 6)")
    }
}

/// Counts of one strategy tree (or of a shard of it). Adding the counts of the shards of a
/// board gives the counts of the board ([`Stats::merge`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stats {
    /// P1 decision nodes (calls of `WinsWith`).
    pub p1_nodes: u64,
    /// P2 decision nodes.
    pub p2_nodes: u64,
    /// Leaves: P1 nodes whose move completes a P1 square.
    pub leaves: u64,
    /// The largest completion ply (0 when there is no leaf).
    pub max_ply: usize,
    /// Leaves by completion ply: `ply_histogram[p]` leaves complete at ply `p`.
    pub ply_histogram: Vec<u64>,
    /// P1 moves chosen by catalog line `k` (index k), over all P1 decision nodes.
    pub line_moves: Vec<u64>,
    /// P1 second moves taken from the exception table, by first reply `(x,y)`.
    pub exceptions: BTreeMap<String, u64>,
    /// P1 moves by clause: opening, second, exception, win, block, line, fallback.
    pub clauses: BTreeMap<String, u64>,
    /// Fallback moves (clause 3d); any makes the verification fail.
    pub fallbacks: u64,
}

impl Stats {
    fn new(lines: usize) -> Stats {
        Stats { ply_histogram: vec![0; HIST_LEN], line_moves: vec![0; lines], ..Stats::default() }
    }
    fn leaves_at(&mut self, ply: usize, count: u64) {
        if count == 0 {
            return;
        }
        self.leaves += count;
        self.p1_nodes += count;
        self.ply_histogram[ply.min(HIST_LEN - 1)] += count;
        self.max_ply = self.max_ply.max(ply);
        *self.clauses.entry("win".into()).or_default() += count;
    }
    /// Adds `other` into `self` (counts add, maxima take the max). Errors when a count would
    /// pass 2⁶⁴ − 1 (only edited reports get there) or the two disagree on the number of
    /// catalog lines (different rules).
    pub fn merge(&mut self, other: &Stats) -> anyhow::Result<()> {
        fn add(a: &mut u64, b: u64, what: &str) -> anyhow::Result<()> {
            *a = a.checked_add(b).ok_or_else(|| anyhow::anyhow!("the {what} count overflows 2^64 - 1 when the reports are added"))?;
            Ok(())
        }
        fn add_all(a: &mut Vec<u64>, b: &[u64], what: &str) -> anyhow::Result<()> {
            if a.len() < b.len() {
                a.resize(b.len(), 0);
            }
            a.iter_mut().zip(b).try_for_each(|(x, &y)| add(x, y, what))
        }
        if !self.line_moves.is_empty() && !other.line_moves.is_empty() && self.line_moves.len() != other.line_moves.len() {
            anyhow::bail!("the reports count {} and {} catalog lines: they come from different rules", self.line_moves.len(), other.line_moves.len());
        }
        add(&mut self.p1_nodes, other.p1_nodes, "P1 node")?;
        add(&mut self.p2_nodes, other.p2_nodes, "P2 node")?;
        add(&mut self.leaves, other.leaves, "leaf")?;
        self.max_ply = self.max_ply.max(other.max_ply);
        add_all(&mut self.ply_histogram, &other.ply_histogram, "leaves-by-ply")?;
        add_all(&mut self.line_moves, &other.line_moves, "line move")?;
        for (k, v) in &other.exceptions {
            add(self.exceptions.entry(k.clone()).or_default(), *v, "exception")?;
        }
        for (k, v) in &other.clauses {
            add(self.clauses.entry(k.clone()).or_default(), *v, "clause")?;
        }
        add(&mut self.fallbacks, other.fallbacks, "fallback")
    }
    /// Checks that the counts of a board `n` hang together, as the enumerator makes them
    /// (for reports read from files, which may be edited): every clause known, clause counts
    /// adding up to the P1 nodes, the line, exception and fallback clauses matching their own
    /// counts, the histogram adding up to the leaves, counting leaves only at odd plies from
    /// [`FIRST_LEAF_PLY`] on (P1's plies) and ending at `max_ply`, exception replies
    /// being cells of the board, and on a win `P1 nodes = leaves + P2 nodes`. Errors name the
    /// first field that disagrees.
    pub fn validate(&self, n: usize, win: bool) -> anyhow::Result<()> {
        use anyhow::{bail, Context};
        fn sum<'a>(v: impl IntoIterator<Item = &'a u64>, what: &str) -> anyhow::Result<u64> {
            v.into_iter().try_fold(0u64, |a, &b| a.checked_add(b)).with_context(|| format!("the {what} counts add up past 2^64 - 1"))
        }
        if let Some(k) = self.clauses.keys().find(|k| !CLAUSES.contains(&k.as_str())) {
            bail!("unknown clause {k:?} (the clauses are {})", CLAUSES.join(", "));
        }
        let clause = |k: &str| self.clauses.get(k).copied().unwrap_or(0);
        let clauses = sum(self.clauses.values(), "clause")?;
        if clauses != self.p1_nodes {
            bail!("the clause counts add up to {clauses}, but p1_nodes is {}", self.p1_nodes);
        }
        if clause("fallback") != self.fallbacks {
            bail!("fallbacks is {}, but the fallback clause counts {}", self.fallbacks, clause("fallback"));
        }
        if win && self.fallbacks > 0 {
            bail!("a report without a failure has {} fallback moves: a fallback is never a win", self.fallbacks);
        }
        let lines = sum(&self.line_moves, "line move")?;
        if lines != clause("line") {
            bail!("the line moves add up to {lines}, but the line clause counts {}", clause("line"));
        }
        let exceptions = sum(self.exceptions.values(), "exception")?;
        if exceptions != clause("exception") {
            bail!("the exceptions hit add up to {exceptions}, but the exception clause counts {}", clause("exception"));
        }
        if let Some(k) = self.exceptions.keys().find(|k| !k.parse::<Cell>().is_ok_and(|c| c.on_board(n))) {
            bail!("exception reply {k:?} is not a cell (x,y) of the {n}x{n} board");
        }
        if self.ply_histogram.len() != HIST_LEN {
            bail!("the ply histogram has {} slots, not {HIST_LEN}", self.ply_histogram.len());
        }
        // P1 moves at the odd plies and needs four cells for a square: a leaf completes at an
        // odd ply, 7 at the earliest (the last slot, 63, is odd too).
        if let Some((p, c)) = self.ply_histogram.iter().enumerate().find(|&(p, &c)| c > 0 && (p < FIRST_LEAF_PLY || p % 2 == 0)) {
            bail!("ply_histogram[{p}] counts {c} leaves, but P1 completes a square only at an odd ply from {FIRST_LEAF_PLY} on");
        }
        let leaves = sum(&self.ply_histogram, "leaves-by-ply")?;
        if leaves != self.leaves {
            bail!("the leaves by ply add up to {leaves}, but leaves is {}", self.leaves);
        }
        let last = self.ply_histogram.iter().rposition(|&c| c > 0).unwrap_or(0);
        if last != self.max_ply.min(HIST_LEN - 1) || self.max_ply > n * n {
            bail!("max_ply {} disagrees with the leaves by ply (the last used slot is {last})", self.max_ply);
        }
        if self.max_ply.is_multiple_of(2) && self.max_ply > 0 {
            bail!("max_ply {} is even, but P1 completes a square only at an odd ply", self.max_ply);
        }
        if win && self.leaves.checked_add(self.p2_nodes) != Some(self.p1_nodes) {
            bail!("p1_nodes {} is not leaves {} + p2_nodes {}, as every win has it", self.p1_nodes, self.leaves, self.p2_nodes);
        }
        Ok(())
    }
    /// The number of catalog lines that chose at least one move.
    pub fn lines_used(&self) -> usize {
        self.line_moves.iter().filter(|&&c| c > 0).count()
    }
}

/// Why a branch of `WinsWith` failed, with the history that reaches it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Failure {
    /// The moves from the empty board to the failure (the last one is the failing move).
    pub history: Vec<String>,
    /// What went wrong.
    pub reason: String,
}

/// The outcome of verifying one board (or one shard of it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Verification {
    /// Board side.
    pub n: usize,
    /// `(i, k)`: this report covers the first replies whose row-major index is `i` mod `k`.
    pub shard: (usize, usize),
    /// The counts (of the branches walked before a failure, if any).
    pub stats: Stats,
    /// The first failure, in row-major order of the first reply (after `merge`: the first in
    /// the order the shard reports were given); None means WIN.
    pub failure: Option<Failure>,
    /// Wall time in seconds.
    pub seconds: f64,
}

impl Verification {
    /// Whether every walked branch is a P1 win: no failure and no fallback move.
    pub fn is_win(&self) -> bool {
        self.failure.is_none() && self.stats.fallbacks == 0
    }

    /// Checks a report read from a file (see [`Stats::validate`]): `n` in 6..=[`MAX_VERIFY_N`], a shard
    /// `i/k` with `0 <= i < k <= ` [`MAX_SHARDS`], counts that hang together, a failure with a
    /// history of cells on the board and a reason, a wall time that is a number >= 0. Errors
    /// name the board and the field.
    pub fn validate(&self) -> anyhow::Result<()> {
        use anyhow::Context;
        let n = self.n;
        if !(6..=MAX_VERIFY_N).contains(&n) {
            anyhow::bail!("board n={n}: the plus rule is verified on boards 6..={MAX_VERIFY_N}");
        }
        let (i, k) = self.shard;
        if k == 0 || i >= k || k > MAX_SHARDS {
            anyhow::bail!("n={n}: shard {i}/{k} is not a shard: write i/k with 0 <= i < k <= {MAX_SHARDS}");
        }
        if !self.seconds.is_finite() || self.seconds < 0.0 {
            anyhow::bail!("n={n} shard {i}/{k}: seconds {} is not a wall time", self.seconds);
        }
        if let Some(f) = &self.failure {
            if f.reason.trim().is_empty() || f.history.is_empty() {
                anyhow::bail!("n={n} shard {i}/{k}: a failure needs a reason and a history");
            }
            if let Some(c) = f.history.iter().find(|c| !c.parse::<Cell>().is_ok_and(|c| c.on_board(n))) {
                anyhow::bail!("n={n} shard {i}/{k}: the failure's history has {c:?}, not a cell (x,y) of the board");
            }
        }
        self.stats.validate(n, self.failure.is_none()).with_context(|| format!("n={n} shard {i}/{k}"))
    }
}

struct Walker<'a> {
    rule: &'a Rule,
    stats: Stats,
    history: Vec<Cell>,
    /// Fail any game that has not completed by this ply (None: no limit).
    max_ply: Option<usize>,
}

type Walk = Result<(), Failure>;

impl Walker<'_> {
    fn fail(&self, extra: Option<Cell>, reason: String) -> Failure {
        let mut h: Vec<String> = self.history.iter().map(|c| c.to_string()).collect();
        if let Some(c) = extra {
            h.push(c.to_string());
        }
        Failure { history: h, reason }
    }

    /// A P1 decision node: the rule moves; a completed square is a leaf, else a P2 node.
    fn p1_node<W: RowBits>(&mut self, board: &mut BoardOf<W>) -> Walk {
        self.stats.p1_nodes += 1;
        let ply = self.history.len();
        let d = plus_move_unchecked(self.rule, ply, &self.history, board);
        match &d.reason {
            Reason::Line { line, .. } => self.stats.line_moves[*line] += 1,
            Reason::Exception { reply } => *self.stats.exceptions.entry(reply.to_string()).or_default() += 1,
            _ => {}
        }
        let clause = match d.reason {
            Reason::Opening => "opening",
            Reason::Second => "second",
            Reason::Exception { .. } => "exception",
            Reason::Win => "win",
            Reason::Block => "block",
            Reason::Line { .. } => "line",
            Reason::Fallback => "fallback",
        };
        *self.stats.clauses.entry(clause.into()).or_default() += 1;
        if d.reason == Reason::Fallback {
            self.stats.fallbacks += 1;
            return Err(self.fail(Some(d.cell), format!("fallback move at ply {} (no clause applies)", ply + 1)));
        }
        if !board.is_empty_cell(d.cell) {
            return Err(self.fail(Some(d.cell), format!("the rule plays {} at ply {}, which is off the board or taken", d.cell, ply + 1)));
        }
        board.place(Player::P1, d.cell);
        self.history.push(d.cell);
        let r = if board.completes_through(Player::P1, d.cell) {
            self.stats.leaves += 1;
            self.stats.ply_histogram[(ply + 1).min(HIST_LEN - 1)] += 1;
            self.stats.max_ply = self.stats.max_ply.max(ply + 1);
            Ok(())
        } else if board.empty_count() == 0 {
            Err(self.fail(None, "the board is full: a draw".into()))
        } else {
            self.p2_node(board)
        };
        self.history.pop();
        board.unplace(Player::P1);
        r
    }

    /// A P2 decision node: every empty reply, with the shortcuts of the module docs.
    fn p2_node<W: RowBits>(&mut self, board: &mut BoardOf<W>) -> Walk {
        self.stats.p2_nodes += 1;
        let ply = self.history.len(); // P2 plays ply + 1, P1 answers at ply + 2
        if let Some(c) = board.threat_summary(Player::P2).first {
            return Err(self.fail(Some(c), format!("P2 completes a square at ply {}", ply + 1)));
        }
        // Every leaf lies below a P2 node one ply before it, so checking here catches every
        // completion after the limit (and every game still running past it).
        if let Some(k) = self.max_ply.filter(|&k| ply + 2 > k) {
            return Err(self.fail(
                None,
                format!("no square by ply {k}: P2 is to move at ply {}, so P1 completes at ply {} at the earliest", ply + 1, ply + 2),
            ));
        }
        let t = board.threat_summary(Player::P1);
        let empties = board.empty_count() as u64;
        match t.count() {
            0 => {
                for r in board.empty_cells().iter() {
                    self.reply(board, r)?;
                }
                Ok(())
            }
            1 => {
                self.stats.leaves_at(ply + 2, empties - 1);
                self.reply(board, t.first.expect("one threat"))
            }
            _ => {
                self.stats.leaves_at(ply + 2, empties);
                Ok(())
            }
        }
    }

    fn reply<W: RowBits>(&mut self, board: &mut BoardOf<W>, r: Cell) -> Walk {
        board.place(Player::P2, r);
        self.history.push(r);
        let res = self.p1_node(board);
        self.history.pop();
        board.unplace(Player::P2);
        res
    }
}

/// The first replies (row-major) of shard `(i, k)`: those whose index is `i` mod `k`, after
/// the opening is taken.
pub fn shard_replies(rule: &Rule, n: usize, shard: (usize, usize)) -> Vec<Cell> {
    (0..n * n)
        .map(|j| Cell::new((j % n) as u8, (j / n) as u8))
        .filter(|&c| c != rule.opening)
        .enumerate()
        .filter(|(j, _)| j % shard.1 == shard.0)
        .map(|(_, c)| c)
        .collect()
}

/// Verifies `WinsWith plusMove n []` (or shard `(i, k)` of it: the root's two nodes are counted
/// in shard 0), in parallel over P2's first reply. `tick` is called once per first reply
/// done (for a progress bar). Rows are `u32` words up to n = 32, `u64` up to 64, `u128` up to
/// [`MAX_VERIFY_N`]: the same walk, so boards up to 32 cost what they always did.
/// Errors: `n` outside `1..=MAX_VERIFY_N` (the CLI asks for n >= 6), an opening off the
/// board, or a bad shard.
pub fn verify(rule: &Rule, n: usize, shard: (usize, usize), tick: &(dyn Fn() + Sync)) -> anyhow::Result<Verification> {
    verify_by(rule, n, shard, None, tick)
}

/// [`verify`] with a completion limit: with `max_ply = Some(k)` a branch also fails when P1
/// has not completed a square by ply `k` (the failure names the first such line of play, in
/// row-major order of the first reply, and the ply). Errors: as [`verify`], and a `k` below
/// [`FIRST_LEAF_PLY`].
pub fn verify_by(rule: &Rule, n: usize, shard: (usize, usize), max_ply: Option<usize>, tick: &(dyn Fn() + Sync)) -> anyhow::Result<Verification> {
    check_max_ply(max_ply)?;
    match check_verify_size(n)? {
        0..=32 => verify_rows::<u32>(rule, n, shard, max_ply, tick),
        33..=64 => verify_rows::<u64>(rule, n, shard, max_ply, tick),
        _ => verify_rows::<u128>(rule, n, shard, max_ply, tick),
    }
}

/// Checks a completion limit (plies): `None`, or at least [`FIRST_LEAF_PLY`] (no square
/// completes earlier) and at most `HIST_LEN` − 1 = 63 (the ply histogram's last bucket). Errors
/// name the limit and the range.
pub fn check_max_ply(max_ply: Option<usize>) -> anyhow::Result<()> {
    match max_ply {
        Some(k) if !(FIRST_LEAF_PLY..HIST_LEN).contains(&k) => {
            anyhow::bail!("--max-ply {k} is out of range: use {FIRST_LEAF_PLY}..={} (P1 completes a square at ply {FIRST_LEAF_PLY} at the earliest)", HIST_LEN - 1)
        }
        _ => Ok(()),
    }
}

/// [`verify_by`] with rows of word `W` (`n ≤ W::SIDE`; [`verify`] picks the narrowest word, a
/// wider one gives the same counts). Errors: as [`verify`].
pub fn verify_rows<W: RowBits>(rule: &Rule, n: usize, shard: (usize, usize), max_ply: Option<usize>, tick: &(dyn Fn() + Sync)) -> anyhow::Result<Verification> {
    if shard.1 == 0 || shard.0 >= shard.1 {
        anyhow::bail!("bad shard {}/{}: write i/k with 0 <= i < k", shard.0, shard.1);
    }
    let start = std::time::Instant::now();
    let lines = rule.lines.len();
    let mut root = Stats::new(lines);
    let mut board = BoardOf::<W>::new(n)?;
    if !rule.opening.on_board(n) {
        anyhow::bail!("the opening {} is off the {n}x{n} board", rule.opening);
    }
    if shard.0 == 0 {
        root.p1_nodes += 1;
        *root.clauses.entry("opening".into()).or_default() += 1;
        root.p2_nodes += 1;
    }
    board.place(Player::P1, rule.opening);
    let replies = shard_replies(rule, n, shard);
    let results: Vec<(Stats, Option<Failure>)> = replies
        .par_iter()
        .map(|&r1| {
            let mut w = Walker { rule, stats: Stats::new(lines), history: vec![rule.opening], max_ply };
            let mut b = board.clone();
            let res = w.reply(&mut b, r1);
            tick();
            (w.stats, res.err())
        })
        .collect();
    let mut failure = None;
    for (s, f) in results {
        root.merge(&s)?;
        if failure.is_none() {
            failure = f;
        }
    }
    Ok(Verification { n, shard, stats: root, failure, seconds: start.elapsed().as_secs_f64() })
}

/// Adds shard reports of the same board into one. Errors: a report that fails
/// [`Verification::validate`], different boards, a shard count that disagrees, a missing or
/// repeated shard, or counts that overflow.
pub fn merge(parts: &[Verification]) -> anyhow::Result<Verification> {
    use anyhow::Context;
    let first = parts.first().ok_or_else(|| anyhow::anyhow!("no shard reports to merge"))?;
    for p in parts {
        p.validate()?;
    }
    let (n, k) = (first.n, first.shard.1);
    let mut seen = vec![false; k];
    let mut out = Verification { n, shard: (0, 1), stats: Stats::default(), failure: None, seconds: 0.0 };
    for p in parts {
        if p.n != n || p.shard.1 != k {
            anyhow::bail!("shard {}/{} of n={} does not belong with shards of n={n} out of {k}", p.shard.0, p.shard.1, p.n);
        }
        if std::mem::replace(&mut seen[p.shard.0], true) {
            anyhow::bail!("shard {}/{k} of n={n} appears twice", p.shard.0);
        }
        out.stats.merge(&p.stats).with_context(|| format!("n={n}"))?;
        out.seconds += p.seconds;
        if !out.seconds.is_finite() {
            anyhow::bail!("n={n}: the wall times add up past any number of seconds");
        }
        if out.failure.is_none() {
            out.failure = p.failure.clone();
        }
    }
    if let Some(i) = seen.iter().position(|s| !s) {
        anyhow::bail!("shard {i}/{k} of n={n} is missing");
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts of one leaf at `ply` (slot `ply` capped at the last), a win of nothing else.
    fn one_leaf(ply: usize) -> Stats {
        let mut s = Stats::new(0);
        s.leaves_at(ply, 1);
        s
    }

    #[test]
    fn leaves_only_at_p1_plies_from_7_on() {
        for ply in [7, 9, 35, 63, 99] {
            assert!(one_leaf(ply).validate(10, true).is_ok(), "ply {ply}");
        }
        for (ply, want) in [(8, "ply_histogram[8]"), (1, "ply_histogram[1]"), (5, "ply_histogram[5]"), (100, "max_ply 100 is even")] {
            let e = one_leaf(ply).validate(10, true).unwrap_err().to_string();
            assert!(e.contains(want), "ply {ply}: {e}");
        }
    }
}
