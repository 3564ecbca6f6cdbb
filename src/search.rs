//! The line search of DESIGN.md §3: threat-space search for forcing lines after P2's second
//! reply, the exception table for first replies where the default second move fails, and a
//! greedy ordered catalog of lines covering every position.
//!
//! A *position* here is what P1 faces at ply 5: opening, first reply `r1`, P1's second move
//! (the exception for `r1` or the default), second reply `r2`. A *line* is a sequence of P1
//! cells played under the live test of §3.1 ([`crate::rule::line_step`]): every cell makes one
//! threat that P2 must block, P2 counter-threats are answered by blocks, and the line ends in
//! a double threat by ply 15 (completion by ply 17). Threat-space search (Allis, van den
//! Herik, Huntjens, "Go-Moku solved by new search techniques", 1993) restricted to forcing
//! moves finds them; a greedy set cover (Chvátal 1979) orders the catalog.

use crate::model::{Board, BoardOf, Cell, Player, RowBits};
use crate::rule::{line_step, live_line, undo_all, LineStep, Rule, COMPLETION_PLY};
use anyhow::{bail, Result};
use rayon::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

/// Settings of the line search.
#[derive(Clone, Debug)]
pub struct SearchConfig {
    /// P1's first move.
    pub opening: Cell,
    /// The default second move.
    pub second: Cell,
    /// Side of the region `[0,w)²` the lines' cells must lie in, in cells (6 by default).
    pub region: usize,
    /// Boards whose ply-5 positions the catalog must cover (6..=17 by default: every class of
    /// position is realised on 17×17, DESIGN.md §5; `verify` checks the larger boards).
    pub boards: Vec<usize>,
    /// Extra plies beyond the shortest line that candidate lines may take (0 = shortest only; 2 by default).
    pub slack: usize,
    /// At most this many candidate lines kept per position (deterministic: the first found).
    pub per_position: usize,
    /// The completion bound `B` in plies (`search --max-ply`): every candidate line makes its
    /// double threat by ply `B − 2`, and the rule written carries `complete-by B` so its live
    /// test keeps every game within `B` (17 by default, the plus rule's bound).
    pub complete_by: usize,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            opening: Cell::new(2, 2),
            second: Cell::new(3, 2),
            region: 6,
            boards: (6..=17).collect(),
            slack: 2,
            per_position: 256,
            complete_by: COMPLETION_PLY,
        }
    }
}

/// What the search produced and measured.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The rule: opening, second move, exceptions, catalog.
    pub rule: Rule,
    /// Number of ply-5 positions covered (over all boards in the configuration).
    pub positions: usize,
    /// Number of distinct candidate lines the threat-space search found.
    pub candidates: usize,
    /// The latest ply at which the first live line makes its double threat, over every ply-5
    /// position of every configured board.
    pub max_double_threat_ply: usize,
}

/// Board at ply 5 for (opening, r1, second, r2) on an `n`×`n` board, or None when a move
/// collides or lies off the board.
pub fn ply5_board(n: usize, opening: Cell, r1: Cell, second: Cell, r2: Cell) -> Option<Board> {
    ply5_board_of(n, opening, r1, second, r2)
}

/// [`ply5_board`] with rows of word `W` (boards up to `W::SIDE`).
pub fn ply5_board_of<W: RowBits>(n: usize, opening: Cell, r1: Cell, second: Cell, r2: Cell) -> Option<BoardOf<W>> {
    let mut b = BoardOf::<W>::new(n).ok()?;
    for (p, c) in [(Player::P1, opening), (Player::P2, r1), (Player::P1, second), (Player::P2, r2)] {
        if !b.is_empty_cell(c) {
            return None;
        }
        b.place(p, c);
    }
    Some(b)
}

/// Cells whose P1 stone would make at least one P1 threat: for every pair of P1 stones, the
/// other two corners of each square through the pair when both are empty. Sorted row-major,
/// restricted to `[0,region)²`.
pub fn forcing_candidates<W: RowBits>(board: &BoardOf<W>, region: usize) -> Vec<Cell> {
    let stones = board.stone_list(Player::P1);
    let n = board.n() as i32;
    let mut out = BTreeSet::new();
    for (i, &a) in stones.iter().enumerate() {
        for &b in &stones[i + 1..] {
            for [(x1, y1), (x2, y2)] in crate::model::squares_through_pair(a, b) {
                let ok = |x: i32, y: i32| x >= 0 && y >= 0 && x < n && y < n;
                if !ok(x1, y1) || !ok(x2, y2) {
                    continue;
                }
                let (c1, c2) = (Cell::new(x1 as u8, y1 as u8), Cell::new(x2 as u8, y2 as u8));
                if board.is_empty_cell(c1) && board.is_empty_cell(c2) {
                    for c in [c1, c2] {
                        if (c.x as usize) < region && (c.y as usize) < region {
                            out.insert(c);
                        }
                    }
                }
            }
        }
    }
    out.into_iter().collect()
}

/// Threat-space search from a ply-5 board: every line (sequence of P1 cells in the region)
/// that is live under §3.1 with completion bound `bound` (plies) and exactly `moves` cells.
/// Depth-first, candidates in row-major order, so the result order is deterministic; stops
/// after `limit` lines.
pub fn lines_of_length<W: RowBits>(board: &mut BoardOf<W>, region: usize, bound: usize, moves: usize, limit: usize) -> Vec<Vec<Cell>> {
    let mut out = Vec::new();
    let mut path = Vec::new();
    let mut t = Tss { region, bound, limit, path: &mut path, out: &mut out };
    t.run(board, 5, moves);
    out
}

/// The state of one threat-space search ([`lines_of_length`]).
struct Tss<'a> {
    region: usize,
    bound: usize,
    limit: usize,
    path: &'a mut Vec<Cell>,
    out: &'a mut Vec<Vec<Cell>>,
}

impl Tss<'_> {
    fn run<W: RowBits>(&mut self, board: &mut BoardOf<W>, ply: usize, moves: usize) {
        if self.out.len() >= self.limit || moves == 0 || ply + 2 > self.bound {
            return;
        }
        for c in forcing_candidates(board, self.region) {
            let mut played = Vec::new();
            let last = moves == 1;
            match line_step(board, c, ply, last, self.bound, &mut played) {
                LineStep::Live(_) if last => {
                    self.path.push(c);
                    self.out.push(self.path.clone());
                    self.path.pop();
                }
                LineStep::Next(q) if !last => {
                    self.path.push(c);
                    self.run(board, q, moves - 1);
                    self.path.pop();
                }
                _ => {}
            }
            undo_all(board, &mut played);
            if self.out.len() >= self.limit {
                return;
            }
        }
    }
}

/// The shortest lines from a ply-5 board (plus `slack` more moves), up to `limit` of them;
/// empty when no forcing line completes by ply `bound` (its double threat by `bound − 2`).
pub fn shortest_lines<W: RowBits>(board: &mut BoardOf<W>, region: usize, bound: usize, slack: usize, limit: usize) -> Vec<Vec<Cell>> {
    let max_moves = (bound - 2 - 5) / 2 + 1; // plies 5, 7, …, bound − 2
    for m in 1..=max_moves {
        let found = lines_of_length(board, region, bound, m, limit);
        if !found.is_empty() {
            let mut all = found;
            for extra in 1..=slack {
                if m + extra <= max_moves && all.len() < limit {
                    all.extend(lines_of_length(board, region, bound, m + extra, limit - all.len()));
                }
            }
            return all;
        }
    }
    Vec::new()
}

/// A ply-5 position in the search universe.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Ply5 {
    /// Board side.
    pub n: usize,
    /// P2's first reply.
    pub r1: Cell,
    /// P2's second reply.
    pub r2: Cell,
}

fn board_of(rule: &Rule, p: Ply5) -> Option<Board> {
    ply5_board(p.n, rule.opening, p.r1, rule.second_move(p.r1), p.r2)
}

fn cells(n: usize) -> impl Iterator<Item = Cell> {
    (0..n).flat_map(move |y| (0..n).map(move |x| Cell::new(x as u8, y as u8)))
}

/// Whether every second reply after `(opening, r1, second)` on the `n`×`n` board has a
/// forcing line in the region that completes by ply `bound`.
fn second_move_works(n: usize, opening: Cell, r1: Cell, second: Cell, region: usize, bound: usize) -> bool {
    r1 != second && opening != second && refuting_reply(n, opening, r1, second, region, bound).is_none()
}

/// The first second reply `r2` (row-major) after `(opening, r1, second)` on the `n`×`n`
/// board at which no line of cells in `[0,region)²` is live with completion bound `bound`
/// (plies), i.e. at which every rule of the line-catalog family with this opening and second
/// move fails to complete by `bound` (docs/FASTEST.md); None when every reply has such a line.
pub fn refuting_reply(n: usize, opening: Cell, r1: Cell, second: Cell, region: usize, bound: usize) -> Option<Cell> {
    cells(n).collect::<Vec<_>>().par_iter().find_first(|&&r2| match ply5_board(n, opening, r1, second, r2) {
        None => false,
        Some(mut b) => shortest_lines(&mut b, region, bound, 0, 1).is_empty(),
    }).copied()
}

/// The exception table: for every first reply on the smallest configured board where the
/// default second move leaves some second reply without a forcing line, the first cell
/// (row-major, in the region) that works. Errors when no cell works for some reply.
pub fn find_exceptions(cfg: &SearchConfig) -> Result<BTreeMap<Cell, Cell>> {
    let n = *cfg.boards.iter().min().unwrap_or(&6);
    let mut ex = BTreeMap::new();
    for r1 in cells(n) {
        if r1 == cfg.opening || second_move_works(n, cfg.opening, r1, cfg.second, cfg.region, cfg.complete_by) {
            continue;
        }
        let alt = cells(cfg.region.min(n))
            .filter(|&c| c != cfg.opening && c != r1)
            .find(|&c| second_move_works(n, cfg.opening, r1, c, cfg.region, cfg.complete_by));
        match alt {
            Some(c) => {
                ex.insert(r1, c);
            }
            None => bail!(
                "no second move in [0,{})^2 wins by forcing play completing by ply {} after the first reply {r1} on {n}x{n}",
                cfg.region,
                cfg.complete_by
            ),
        }
    }
    Ok(ex)
}

/// For each candidate line, the indices of the universe positions where it is live (under
/// `rule`'s opening, second move and exceptions), ascending.
pub fn coverage(universe: &[Ply5], rule: &Rule, candidates: &[Vec<Cell>]) -> Vec<Vec<u32>> {
    candidates
        .par_iter()
        .map(|line| {
            let single = Rule { lines: vec![line.clone()], ..rule.clone() };
            universe
                .iter()
                .enumerate()
                .filter_map(|(i, &p)| {
                    let mut b = board_of(rule, p)?;
                    live_line(&single, 4, &mut b).map(|_| i as u32)
                })
                .collect()
        })
        .collect()
}

/// Greedy set cover: candidate lines (sorted: fewer cells first, then row-major) against
/// positions; repeatedly take the line live at most uncovered positions (ties: the earlier
/// candidate); drop lines whose positions the others cover (last picked first); then replace
/// pairs of lines by one candidate where one covers all that only the pair covers.
fn greedy_cover(universe: &[Ply5], rule: &Rule, candidates: &[Vec<Cell>]) -> Vec<Vec<Cell>> {
    let live = coverage(universe, rule, candidates);
    let mut covered = vec![false; universe.len()];
    let mut chosen: Vec<usize> = Vec::new();
    loop {
        let best = (0..candidates.len())
            .map(|i| (live[i].iter().filter(|&&j| !covered[j as usize]).count(), std::cmp::Reverse(i)))
            .max();
        match best {
            Some((gain, std::cmp::Reverse(i))) if gain > 0 => {
                chosen.push(i);
                for &j in &live[i] {
                    covered[j as usize] = true;
                }
            }
            _ => break,
        }
    }
    let mut keep = drop_redundant(&chosen, &live, universe.len());
    // Local search: replace two lines by one candidate covering what only they cover, until
    // no pair can be replaced (each round removes a line, so it ends).
    'improve: loop {
        for a in 0..keep.len() {
            for b in a + 1..keep.len() {
                let counts = cover_counts(&keep, &live, universe.len());
                let only: Vec<u32> = live[keep[a]]
                    .iter()
                    .chain(&live[keep[b]])
                    .copied()
                    .filter(|&j| {
                        let c = counts[j as usize];
                        let in_a = live[keep[a]].binary_search(&j).is_ok() as u32;
                        let in_b = live[keep[b]].binary_search(&j).is_ok() as u32;
                        c == in_a + in_b
                    })
                    .collect();
                if let Some(c) = (0..candidates.len()).find(|&c| only.iter().all(|j| live[c].binary_search(j).is_ok())) {
                    keep[a] = c;
                    keep.remove(b);
                    keep = drop_redundant(&keep, &live, universe.len());
                    continue 'improve;
                }
            }
        }
        break;
    }
    keep.into_iter().map(|i| candidates[i].clone()).collect()
}

/// How many of the `chosen` lines are live at each position.
fn cover_counts(chosen: &[usize], live: &[Vec<u32>], universe: usize) -> Vec<u32> {
    let mut cov = vec![0u32; universe];
    for &k in chosen {
        for &j in &live[k] {
            cov[j as usize] += 1;
        }
    }
    cov
}

/// Drops, last first, every chosen line whose positions the others all cover.
fn drop_redundant(chosen: &[usize], live: &[Vec<u32>], universe: usize) -> Vec<usize> {
    let mut keep = chosen.to_vec();
    for &i in chosen.iter().rev() {
        let others: Vec<usize> = keep.iter().copied().filter(|&k| k != i).collect();
        let cov = cover_counts(&others, live, universe);
        if live[i].iter().all(|&j| cov[j as usize] > 0) {
            keep = others;
        }
    }
    keep
}

/// Every ply-5 position of the `n`×`n` board under `rule`'s opening, second move and
/// exceptions, ordered by (r1, r2) row-major.
pub fn ply5_positions(rule: &Rule, n: usize) -> Vec<Ply5> {
    let mut v = Vec::new();
    for r1 in cells(n) {
        if r1 == rule.opening {
            continue;
        }
        let s = rule.second_move(r1);
        for r2 in cells(n) {
            if r2 != rule.opening && r2 != r1 && r2 != s {
                v.push(Ply5 { n, r1, r2 });
            }
        }
    }
    v
}

/// The ply-5 positions of the `n`×`n` board where no catalog line of `rule` is live.
pub fn uncovered(rule: &Rule, n: usize) -> Vec<Ply5> {
    ply5_positions(rule, n)
        .into_par_iter()
        .filter(|&p| match board_of(rule, p) {
            Some(mut b) => live_line(rule, 4, &mut b).is_none(),
            None => false,
        })
        .collect()
}

/// The whole line search: exceptions, then candidate lines by threat-space search at every
/// ply-5 position of the first board, then greedy cover; positions of the larger boards that
/// stay uncovered add their own candidates and the cover is redone, until every position of
/// every configured board is covered. Errors when some position has no forcing line.
pub fn search(cfg: &SearchConfig, mut progress: impl FnMut(&str)) -> Result<SearchResult> {
    let first = *cfg.boards.iter().min().unwrap_or(&6);
    for (what, c) in [("opening", cfg.opening), ("second move", cfg.second)] {
        if !c.on_board(first) {
            bail!("the {what} {c} is off the {first}x{first} board the search starts on: pick a cell with coordinates below {first}");
        }
    }
    let exceptions = find_exceptions(cfg)?;
    progress(&format!("{} exceptions", exceptions.len()));
    let mut rule = Rule { opening: cfg.opening, second: cfg.second, exceptions, lines: Vec::new(), complete_by: cfg.complete_by };
    let mut universe: Vec<Ply5> = ply5_positions(&rule, first);
    let mut candidates: BTreeSet<(usize, Vec<Cell>)> = BTreeSet::new();
    let mut pending = universe.clone();
    loop {
        let found: Vec<Vec<Vec<Cell>>> = pending
            .par_iter()
            .map(|&p| {
                let mut b = board_of(&rule, p).expect("positions are legal");
                shortest_lines(&mut b, cfg.region, cfg.complete_by, cfg.slack, cfg.per_position)
            })
            .collect();
        for (p, lines) in pending.iter().zip(&found) {
            if lines.is_empty() {
                bail!("no forcing line in [0,{})^2 completes by ply {} at n={} r1={} r2={}", cfg.region, cfg.complete_by, p.n, p.r1, p.r2);
            }
            for l in lines {
                candidates.insert((l.len(), l.clone()));
            }
        }
        let cand: Vec<Vec<Cell>> = candidates.iter().map(|(_, l)| l.clone()).collect();
        rule.lines = greedy_cover(&universe, &rule, &cand);
        progress(&format!(
            "greedy cover of {} positions ({first}x{first} and the uncovered ones of larger boards): {} candidates, {} lines",
            universe.len(),
            cand.len(),
            rule.lines.len()
        ));
        pending.clear();
        for &n in &cfg.boards {
            pending.extend(uncovered(&rule, n));
        }
        if pending.is_empty() {
            break;
        }
        progress(&format!("{} positions on larger boards uncovered; adding them", pending.len()));
        universe.extend(pending.iter().copied());
    }
    // Over every covered position of every configured board: the ply of the double threat
    // the first live line promises there.
    let all: Vec<Ply5> = cfg.boards.iter().flat_map(|&n| ply5_positions(&rule, n)).collect();
    let positions = all.len();
    let max_double_threat_ply = all
        .par_iter()
        .filter_map(|&p| {
            let mut b = board_of(&rule, p)?;
            let d = live_line(&rule, 4, &mut b)?;
            match d.reason {
                crate::rule::Reason::Line { remaining, .. } => crate::rule::live_ply(&mut b, &remaining, 5, rule.complete_by),
                _ => None,
            }
        })
        .max()
        .unwrap_or(0);
    Ok(SearchResult { rule, positions, candidates: candidates.len(), max_double_threat_ply })
}
