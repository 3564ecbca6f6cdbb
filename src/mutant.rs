//! Rule mutations that break the plus rule through far stones (issue 10, item 5; docs/EVERY-N.md §3).
//!
//! The all-n proof reduces every board to the classes of P2's free replies `(r1, r2)` realised
//! on 17×17; a class has a *far stone* when `r1` or `r2` lies outside the zone `Z`
//! ([`crate::everyn::Zone`]). The negative test wants a rule that is broken only through such a
//! class, so that only the 17×17 part of the check can see it. This module edits catalog lines
//! of a rule file ([`Edit`]), counts the failing blocking games by how many far stones their
//! pair has ([`failing_pairs`]), and searches for the catalog edit that breaks a far class
//! through the fewest pairs without far stones ([`search`]).
//!
//! Why small edits do not suffice: a catalog edit makes a blocking game fail at ply 5 only
//! when every line live there at ply 5 is edited dead, so breaking a class at ply 5 needs at
//! least as many edited lines as it has live lines ([`live_at_ply5`], [`fewest_live`]); the
//! single-line edits are also checked with the exact games ([`singles_breaking_far`]).
//! Coordinates are `(x, y)`, 0-based; line and cell numbers in [`Edit`]'s text are 1-based, as
//! in the rule file.

use crate::everyn::{blocking_game, legal_pairs, representatives, Audit, Class, GameOutcome, Zone};
use crate::model::{Board, Cell, Player};
use crate::rule::{live_ply, Rule};
use rayon::prelude::*;
use std::fmt;

/// One change to one catalog line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineEdit {
    /// The line is removed from the catalog.
    Remove,
    /// Cells `a < b` (0-based) trade places.
    Swap(usize, usize),
    /// Cell `i` (0-based) is left out (lines of 3 or more cells only).
    Drop(usize),
    /// Cell `i` (0-based) becomes this cell (one not already in the line).
    Set(usize, Cell),
}

/// A [`LineEdit`] of catalog line `line` (0-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    /// 0-based index of the line in the committed catalog.
    pub line: usize,
    /// What happens to it.
    pub change: LineEdit,
}

impl fmt::Display for Edit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = self.line + 1;
        match self.change {
            LineEdit::Remove => write!(f, "line {l}: removed"),
            LineEdit::Swap(a, b) => write!(f, "line {l}: cells {} and {} swapped", a + 1, b + 1),
            LineEdit::Drop(i) => write!(f, "line {l}: cell {} left out", i + 1),
            LineEdit::Set(i, c) => write!(f, "line {l}: cell {} becomes {c}", i + 1),
        }
    }
}

/// The line after `change`, or `None` when it is removed. Errors: a cell index outside the
/// line, or a [`LineEdit::Set`] to a cell the line already holds.
pub fn edit_line(line: &[Cell], change: &LineEdit) -> anyhow::Result<Option<Vec<Cell>>> {
    let bad = |i: usize| anyhow::anyhow!("cell {} of a {}-cell line does not exist", i + 1, line.len());
    let mut out = line.to_vec();
    match *change {
        LineEdit::Remove => return Ok(None),
        LineEdit::Swap(a, b) => {
            if a >= line.len() || b >= line.len() {
                return Err(bad(a.max(b)));
            }
            out.swap(a, b);
        }
        LineEdit::Drop(i) => {
            if i >= line.len() {
                return Err(bad(i));
            }
            out.remove(i);
        }
        LineEdit::Set(i, c) => {
            if i >= line.len() {
                return Err(bad(i));
            }
            if line.contains(&c) {
                anyhow::bail!("the line already holds {c}: pick a cell it does not hold");
            }
            out[i] = c;
        }
    }
    Ok(Some(out))
}

/// The rule with `edits` applied, each to the line of the committed catalog it names (line
/// numbers do not shift when an earlier line is removed). Errors: a line number past the
/// catalog, two edits of one line, or a bad cell index ([`edit_line`]).
pub fn apply(rule: &Rule, edits: &[Edit]) -> anyhow::Result<Rule> {
    let mut lines: Vec<Option<Vec<Cell>>> = rule.lines.iter().cloned().map(Some).collect();
    let mut seen = vec![false; lines.len()];
    for e in edits {
        let Some(l) = rule.lines.get(e.line) else {
            anyhow::bail!("edit of line {}: the catalog has {} lines", e.line + 1, rule.lines.len());
        };
        if std::mem::replace(&mut seen[e.line], true) {
            anyhow::bail!("two edits of line {}: give at most one edit per line", e.line + 1);
        }
        lines[e.line] = edit_line(l, &e.change)?;
    }
    Ok(Rule { lines: lines.into_iter().flatten().collect(), ..rule.clone() })
}

/// Every single edit of `line` inside `R = [0,w)²`, in a fixed order: removal, every swap
/// (`a < b`), every drop (lines of 3 or more cells), every cell set to every cell of `R` the
/// line does not hold (cells row-major).
pub fn line_edits(line: &[Cell], w: u8) -> Vec<LineEdit> {
    let k = line.len();
    let mut v = vec![LineEdit::Remove];
    v.extend((0..k).flat_map(|a| (a + 1..k).map(move |b| LineEdit::Swap(a, b))));
    if k > 2 {
        v.extend((0..k).map(LineEdit::Drop));
    }
    for i in 0..k {
        for y in 0..w {
            for x in 0..w {
                let c = Cell::new(x, y);
                if !line.contains(&c) {
                    v.push(LineEdit::Set(i, c));
                }
            }
        }
    }
    v
}

/// Every single-line edit of the catalog ([`line_edits`] of each line, lines in order).
pub fn single_edits(rule: &Rule, w: u8) -> Vec<Edit> {
    rule.lines.iter().enumerate().flat_map(|(i, l)| line_edits(l, w).into_iter().map(move |change| Edit { line: i, change })).collect()
}

/// How many far stones (outside `Z`) the pair `(r1, r2)` has: 0, 1 or 2.
pub fn far_stones(zone: &Zone, r1: Cell, r2: Cell) -> usize {
    !zone.in_z(r1) as usize + !zone.in_z(r2) as usize
}

/// The legal pairs on the `n`×`n` board whose blocking game ([`blocking_game`]) is not good,
/// row-major by `r1`, then `r2`, and their counts by far stones (index 0 = none, the pairs
/// of boards up to `2w − 1`; 1; 2). `n` in 6..=32.
pub fn failing_pairs(rule: &Rule, zone: &Zone, n: usize) -> (Vec<(Cell, Cell)>, [usize; 3]) {
    let bad: Vec<(Cell, Cell)> = legal_pairs(rule, n)
        .into_par_iter()
        .filter(|&(a, b)| !matches!(blocking_game(rule, n, a, b, None, &mut Audit::default()).outcome, GameOutcome::Won { .. }))
        .collect();
    let mut by = [0usize; 3];
    for &(a, b) in &bad {
        by[far_stones(zone, a, b)] += 1;
    }
    (bad, by)
}

/// Whether `line` is live (§3.1 live test) at ply 5 of the game where P2 replied `r1`, `r2`
/// on the `n`×`n` board (P1 holds the opening and its second move after `r1`).
pub fn line_live_at_ply5(rule: &Rule, n: usize, r1: Cell, r2: Cell, line: &[Cell]) -> bool {
    let mut b = Board::new(n).expect("board side 6..=32");
    b.place(Player::P1, rule.opening);
    b.place(Player::P2, r1);
    b.place(Player::P1, rule.second_move(r1));
    b.place(Player::P2, r2);
    let rem: Vec<Cell> = line.iter().copied().filter(|&c| !b.stones(Player::P1).contains(c)).collect();
    !rem.is_empty() && live_ply(&mut b, &rem, 5, rule.complete_by).is_some()
}

/// The catalog lines (0-based) live at ply 5 after `r1`, `r2` on the `n`×`n` board.
pub fn live_at_ply5(rule: &Rule, n: usize, r1: Cell, r2: Cell) -> Vec<usize> {
    (0..rule.lines.len()).filter(|&i| line_live_at_ply5(rule, n, r1, r2, &rule.lines[i])).collect()
}

/// The classes with a far stone realised on `n0`×`n0`, each with its representative pair
/// ([`representatives`]), sorted by class.
pub fn far_classes(rule: &Rule, zone: &Zone, n0: usize) -> Vec<(Class, (Cell, Cell))> {
    let mut v: Vec<(Class, (Cell, Cell))> = representatives(rule, zone, n0).into_iter().filter(|(k, _)| k.stones_in_z() < 2).collect();
    v.sort();
    v
}

/// The outcome of [`search`].
#[derive(Clone, Debug)]
pub struct SearchReport {
    /// Single-line edits tried ([`single_edits`]).
    pub single_edits: usize,
    /// Of those, the edits under which some far class's representative game fails.
    pub single_edits_breaking_far: usize,
    /// Far classes realised on `n0`×`n0`.
    pub far_classes: usize,
    /// The least number of catalog lines live at ply 5 over the far classes, and the first
    /// class reaching it: no edit of fewer lines breaks a far class at ply 5.
    pub min_live: (usize, Class),
    /// The best mutation found: the far class it targets (with its representative pair) and
    /// the edits, one per line live there at ply 5.
    pub target: (Class, (Cell, Cell)),
    /// Its edits.
    pub edits: Vec<Edit>,
    /// Pairs with both stones in `Z` whose ply-5 position has no live line after the edits
    /// (the search's estimate of [`failing_pairs`]' count 0).
    pub near_dead_at_ply5: usize,
}

/// How many of `edits`, each applied alone, make the blocking game on `n0`×`n0` of some pair
/// of `far` (classes with their representatives, [`far_classes`]) fail.
pub fn singles_breaking_far(rule: &Rule, edits: &[Edit], far: &[(Class, (Cell, Cell))], n0: usize) -> usize {
    edits
        .par_iter()
        .filter(|e| {
            let m = apply(rule, std::slice::from_ref(*e)).expect("edits of existing lines");
            far.iter().any(|(_, (a, b))| !matches!(blocking_game(&m, n0, *a, *b, None, &mut Audit::default()).outcome, GameOutcome::Won { .. }))
        })
        .count()
}

/// The least number of lines in `live` (the ply-5 live lines of each class of `far`) and the
/// first class of `far` having that few. Panics on an empty `far`.
pub fn fewest_live(far: &[(Class, (Cell, Cell))], live: &[Vec<usize>]) -> (usize, Class) {
    let (i, l) = live.iter().enumerate().min_by_key(|(_, l)| l.len()).expect("far classes exist");
    (l.len(), far[i].0.clone())
}

/// Bit sets over the pairs of `pairs` (one bit per pair, 64 to a word).
fn live_bits(rule: &Rule, n: usize, pairs: &[(Cell, Cell)], line: &[Cell]) -> Vec<u64> {
    let mut v = vec![0u64; pairs.len().div_ceil(64)];
    if line.is_empty() {
        return v;
    }
    for (j, &(a, b)) in pairs.iter().enumerate() {
        if line_live_at_ply5(rule, n, a, b, line) {
            v[j / 64] |= 1 << (j % 64);
        }
    }
    v
}

/// Searches for the catalog edit that breaks a far class through the fewest pairs without far
/// stones, on the `n0`×`n0` board with zone `zone` (deterministic; about 15 s on one core for
/// the committed rule). Steps: (1) every single-line edit, with the blocking game of every far
/// class's representative; (2) the ply-5 live lines of every class; (3) for each far class
/// `K`, each line live in `K` at ply 5 is replaced by the edit of it ([`line_edits`]) that is
/// dead in `K` and keeps the most near pairs (both stones in `Z`) with a live line, greedily,
/// two rounds over the lines; the class whose edits leave the fewest near pairs without a
/// live line wins (ties: fewer edits, then class order). The winner's true failures are
/// counted by [`failing_pairs`]. Errors: the rule has no far class on `n0`×`n0`.
pub fn search(rule: &Rule, zone: &Zone, n0: usize) -> anyhow::Result<SearchReport> {
    let w = zone.w as u8;
    let far = far_classes(rule, zone, n0);
    if far.is_empty() {
        anyhow::bail!("no class with a far stone is realised on {n0}x{n0}: nothing to break");
    }
    let singles = single_edits(rule, w);
    let breaking = singles_breaking_far(rule, &singles, &far, n0);
    let live: Vec<Vec<usize>> = far.par_iter().map(|(_, (a, b))| live_at_ply5(rule, n0, *a, *b)).collect();
    let min_live = fewest_live(&far, &live);
    // (3) the greedy search; near pairs are the legal pairs with both stones in Z.
    let near: Vec<(Cell, Cell)> = legal_pairs(rule, n0).into_iter().filter(|&(a, b)| far_stones(zone, a, b) == 0).collect();
    let words = near.len().div_ceil(64);
    let orig: Vec<Vec<u64>> = rule.lines.par_iter().map(|l| live_bits(rule, n0, &near, l)).collect();
    // per line: each edit, its cells, and the near pairs it leaves live (bit words)
    type LineOption = (LineEdit, Vec<Cell>, Vec<u64>);
    let options: Vec<Vec<LineOption>> = rule
        .lines
        .iter()
        .map(|l| {
            line_edits(l, w)
                .into_par_iter()
                .map(|e| {
                    let nl = edit_line(l, &e).expect("generated edits are valid").unwrap_or_default();
                    let bits = live_bits(rule, n0, &near, &nl);
                    (e, nl, bits)
                })
                .collect()
        })
        .collect();
    let best = far
        .par_iter()
        .zip(&live)
        .map(|((k, (a, b)), forced)| {
            let mut choice: Vec<usize> = vec![0; forced.len()]; // index into options[line]
            let cover_without = |choice: &[usize], skip: Option<usize>| {
                let mut c = vec![0u64; words];
                for (i, bits) in orig.iter().enumerate() {
                    let src = match forced.iter().position(|&f| f == i) {
                        Some(j) if Some(j) == skip => continue,
                        Some(j) => &options[i][choice[j]].2,
                        None => bits,
                    };
                    c.iter_mut().zip(src).for_each(|(x, y)| *x |= y);
                }
                c
            };
            for _ in 0..2 {
                for (j, &i) in forced.iter().enumerate() {
                    let base = cover_without(&choice, Some(j));
                    let mut best = (0usize, 0usize);
                    for (o, (_, nl, bits)) in options[i].iter().enumerate() {
                        if !nl.is_empty() && line_live_at_ply5(rule, n0, *a, *b, nl) {
                            continue;
                        }
                        let gain: usize = bits.iter().zip(&base).map(|(x, y)| (x & !y).count_ones() as usize).sum();
                        if gain > best.0 {
                            best = (gain, o);
                        }
                    }
                    choice[j] = best.1;
                }
            }
            let covered: usize = cover_without(&choice, None).iter().map(|x| x.count_ones() as usize).sum();
            let edits: Vec<Edit> = forced.iter().zip(&choice).map(|(&i, &o)| Edit { line: i, change: options[i][o].0.clone() }).collect();
            (near.len() - covered, edits.len(), k.clone(), (*a, *b), edits)
        })
        .min_by(|x, y| (x.0, x.1, &x.2).cmp(&(y.0, y.1, &y.2)))
        .expect("far classes exist");
    let (near_dead_at_ply5, _, k, pair, edits) = best;
    Ok(SearchReport {
        single_edits: singles.len(),
        single_edits_breaking_far: breaking,
        far_classes: far.len(),
        min_live,
        target: (k, pair),
        edits,
        near_dead_at_ply5,
    })
}

