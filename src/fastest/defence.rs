//! The *explicit defence*: a P2 strategy for ply 11 that names every move by a rule, with no
//! minimax search, and its check on one board by Lemma Q instead of the solver
//! (docs/FASTEST.md §5, "An explicit defence"; issue 11).
//!
//! - Plies 2 and 4: the opening rule ([`super::opening_rule::ply2`], [`ply4`]).
//! - Ply 6 ([`ply6`]): after a first pair in a pair form, the quiet-move rule
//!   ([`RelatedRule::Quiet`]); after one in no pair form, the unrelated-pair rule
//!   ([`super::ply6_rule::ply6`]) when P1's third stone is in a pair form with a first stone,
//!   and otherwise the far cell, any cell holding there (`unrelated_three_delay`, a Coq
//!   theorem).
//! - Ply 8: Lemma Q's cell ([`ply8_cell`]): complete a P2 square if possible, else block
//!   P1's threat cell, else a cell of Lemma Q's reply set after which P1 has no victory by
//!   continuous forcing by ply 11 (the first free cell where every cell holds).
//! - Ply 10: Lemma V's ([`ply10_cell`]): complete a P2 square if possible, else block.
//!
//! P2 plays openings outside [`openings`] by the symmetry of the board that maps the opening
//! to its representative. [`check`] asks Lemma Q ([`p2_holds_after_ply6`], exact by its
//! argument and checked against the solver) at every position after ply 6 the defence leads
//! to, except those `unrelated_three_delay` settles, so a board with no loss is one on which
//! P2 holds ply 11 by this defence, up to Lemma Q's hand argument (not a certificate, not a
//! prover theorem).

use super::every_board::{Cell, Strategy};
use super::named::frame_related;
use super::opening_rule::{ply2, ply4, strategy};
use super::ply6_related::{related_ply6, RelatedRule};
use super::ply6_rule::Third;
use super::quiet::{p2_holds_after_ply6, ply10_cell, ply8_cell};
use super::search::openings;
use super::unrelated::far_cell;
use anyhow::Result;

/// P2's ply-6 stone by the explicit defence on the `n`×`n` board after P1's `s = [s1, s2,
/// s3]` with P2 holding `b = [b2, b4]` (the opening rule's): the quiet-move rule's cell after
/// a first pair in a pair form ([`related_ply6`] with [`RelatedRule::Quiet`]), the
/// unrelated-pair rule's cell ([`super::ply6_rule::ply6`]) after one in no pair form, and the
/// far cell of P1's stones ([`far_cell`]) where that rule names none (a third stone in no
/// pair form with either first stone), or where there is none the first free cell in row
/// order. A free cell of the board; `None` only on a full board.
pub fn ply6(strategy: &Strategy, n: i64, s: [Cell; 3], b: [Cell; 2]) -> Option<Cell> {
    if frame_related(s[0], s[1]) {
        related_ply6(strategy, RelatedRule::Quiet, n, s, b)
    } else {
        let free = |c: &Cell| (0..n).contains(&c.0) && (0..n).contains(&c.1) && !s.contains(c) && !b.contains(c);
        super::ply6_rule::ply6(strategy, n, s, b)
            .or_else(|| far_cell(n, &s, &b))
            .or_else(|| (0..n * n).map(|i| (i % n, i / n)).find(free))
    }
}

/// P2's move by the explicit defence on the `n`×`n` board after `moves` (cells `(x, y)` of
/// the board, different, played alternately from P1's first, P2's earlier moves this
/// defence's; an odd number, 1 to 9, so P2 plays ply 2 to 10; other input is the caller's
/// error, and cells off the board may panic): the
/// position is mapped by the first of the 8 symmetries (the order of
/// [`crate::small::geom::sym_xy`]) taking P1's first stone to its representative in
/// [`openings`] (the least cell index of its orbit), P2's move is the rule's there (ply 2
/// and 4 the opening rule's, ply 6 [`ply6`], ply 8 [`ply8_cell`], ply 10 [`ply10_cell`]),
/// and it is mapped back. `None` where the rule names no cell (at ply 4 where the opening
/// rule names none, at ply 8 where no cell holds ply 11) or `moves` has another length.
pub fn p2_move(strategy: &Strategy, n: i64, moves: &[Cell]) -> Option<Cell> {
    use crate::small::geom::{sym_inverse, sym_xy};
    let nu = n as usize;
    let map = |g: usize, c: Cell| {
        let (x, y) = sym_xy(g, nu, c.0 as usize, c.1 as usize);
        (x as i64, y as i64)
    };
    let first = *moves.first()?;
    let g = (0..8).min_by_key(|&g| {
        let c = map(g, first);
        (c.1 * n + c.0, g)
    })?;
    let m: Vec<Cell> = moves.iter().map(|&c| map(g, c)).collect();
    let (p1, p2): (Vec<Cell>, Vec<Cell>) = (m.iter().step_by(2).copied().collect(), m.iter().skip(1).step_by(2).copied().collect());
    let cell = match m.len() {
        1 => Some(ply2(n, m[0])),
        3 => ply4(strategy, n, m[0], m[1], m[2]),
        5 => ply6(strategy, n, [m[0], m[2], m[4]], [m[1], m[3]]),
        7 => ply8_cell(n, &p1, &p2),
        9 => ply10_cell(n, &p1, &p2),
        _ => None,
    }?;
    Some(map(sym_inverse(g), cell))
}

/// What [`check`] found on one board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DefenceCheck {
    /// Positions after ply 6 asked by Lemma Q: after a first pair in a pair form, and after
    /// one in no pair form (with a third stone in a pair form with a first stone).
    pub asked: [usize; 2],
    /// Positions after ply 5 with no two of P1's three stones in a pair form, settled by
    /// `unrelated_three_delay` whatever P2's ply-6 stone (not asked).
    pub by_theorem: usize,
    /// First pairs after which the opening rule names no ply-4 cell (not asked; none on 5×5
    /// to 20×20, `opening_rule -- N`).
    pub unasked_pairs: usize,
    /// The positions after which P1 completes a square by ply 11 against the defence:
    /// `([s1, s2, s3], [b2, b4], b6)`.
    pub lost: Vec<([Cell; 3], [Cell; 2], Cell)>,
}

/// The explicit defence on the `n`×`n` board: each opening up to symmetry ([`openings`]),
/// the opening rule's ply-2 stone, every second stone, its ply-4 stone, every third stone,
/// the defence's ply-6 stone ([`ply6`]), and Lemma Q's answer ([`p2_holds_after_ply6`]) to
/// whether P2 then holds ply 11 with the defence's later moves. Openings in parallel (rayon).
/// Errors: building the opening rule's [`strategy`].
pub fn check(n: i64) -> Result<DefenceCheck> {
    use rayon::prelude::*;
    let st = strategy()?;
    let cells = move || (0..n * n).map(move |i| (i % n, i / n));
    let parts: Vec<DefenceCheck> = openings(n as usize)
        .into_par_iter()
        .map(|o| {
            let s1 = (o as i64 % n, o as i64 / n);
            let b2 = ply2(n, s1);
            let mut out = DefenceCheck::default();
            for s2 in cells().filter(|&c| c != s1 && c != b2) {
                let Some(b4) = ply4(st, n, s1, b2, s2) else {
                    out.unasked_pairs += 1;
                    continue;
                };
                let related = frame_related(s1, s2);
                for s3 in cells().filter(|c| ![s1, b2, s2, b4].contains(c)) {
                    if !related && Third::of(s1, s2, s3) == Third::Unrelated {
                        out.by_theorem += 1;
                        continue;
                    }
                    let (s, b) = ([s1, s2, s3], [b2, b4]);
                    out.asked[usize::from(!related)] += 1;
                    // a free cell on any board of 5×5 or more (seven stones at most)
                    let b6 = ply6(st, n, s, b).expect("a free cell");
                    if !p2_holds_after_ply6(n, &s, &[b2, b4, b6]) {
                        out.lost.push((s, b, b6));
                    }
                }
            }
            out
        })
        .collect();
    let mut all = DefenceCheck::default();
    for p in parts {
        all.asked[0] += p.asked[0];
        all.asked[1] += p.asked[1];
        all.by_theorem += p.by_theorem;
        all.unasked_pairs += p.unasked_pairs;
        all.lost.extend(p.lost);
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On 6×6 and 7×7 the defence loses nothing, with the counts of positions asked (the
    /// related half the same as `ply6_related`'s) and left to `unrelated_three_delay`.
    #[test]
    fn the_defence_on_small_boards() {
        let c6 = check(6).unwrap();
        let c7 = check(7).unwrap();
        assert_eq!((c6.asked, c6.by_theorem, c6.unasked_pairs, c6.lost.len()), ([4128, 2142], 258, 0, 0));
        assert_eq!((c7.asked, c7.by_theorem, c7.unasked_pairs, c7.lost.len()), ([12195, 7519], 1436, 0, 0));
    }

    /// The defence's ply-6 cell at the positions of the unit tests of `ply6_related` and
    /// `ply6_rule`: the quiet-move rule's cell after a related first pair, the unrelated-pair
    /// rule's after one in no pair form, the far cell after a third stone related to neither
    /// first stone, and Lemma Q holding after each.
    #[test]
    fn the_defence_names_the_rules_cells() {
        let st = strategy().unwrap();
        // the 7x7 Knight pair (3, 1), (4, 3) with (6, 3): the quiet-move rule's (2, 3)
        let (s, b) = ([(3, 1), (4, 3), (6, 3)], [(2, 2), (3, 2)]);
        assert_eq!(ply6(st, 7, s, b), Some((2, 3)));
        // the 9x9 first pair (4, 0), (0, 1) in no pair form, (4, 4) related to the first only:
        // the side cell (3, 0) (tests/forcing_reference.rs)
        let (s, b) = ([(4, 0), (0, 1), (4, 4)], [(3, 1), (1, 2)]);
        assert_eq!((ply2(9, s[0]), ply4(st, 9, s[0], b[0], s[1])), (b[0], Some(b[1])));
        assert_eq!(ply6(st, 9, s, b), Some((3, 0)));
        assert!(p2_holds_after_ply6(9, &s, &[b[0], b[1], (3, 0)]));
        // a third stone in no pair form with either: the far cell of P1's three stones
        let s = [(4, 0), (0, 1), (6, 5)];
        assert_eq!(Third::of(s[0], s[1], s[2]), Third::Unrelated);
        let far = far_cell(9, &s, &b).unwrap();
        assert_eq!(ply6(st, 9, s, b), Some(far));
        assert!(p2_holds_after_ply6(9, &s, &[b[0], b[1], far]));
    }
}
