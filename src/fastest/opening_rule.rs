//! One rule for P2's first two moves at ply 11, after every first pair of P1 (docs/FASTEST.md
//! §5, "One opening rule"; issue 11). It joins three pieces found with the solver:
//!
//! - ply 2: the diagonal neighbour of P1's first stone towards the centre
//!   ([`diagonal_towards_centre`], Lemma L11's variant);
//! - ply 4 after a second stone in no pair form with the first: [`unrelated_ply4`], the
//!   diagonal neighbour of the second stone towards the centre (P2 answers it as it answered
//!   the first), or after a `g·(1, 3)` pair the far-stone rule's cell
//!   ([`rule_ply4`](super::unrelated::rule_ply4));
//! - ply 4 after a second stone in a pair form with the first: [`pair_ply4`], Lemma L11's case
//!   cell with the 9×9 choices and the block cells of [`choices_block`] (a corner of a
//!   Diagonal pair's square, a middle cell of a Knight pair's frame), the ray rule on a pair
//!   `2g` apart on a row or column (the ray cell or the opposite corner), and the side cell
//!   where Lemma L11's cell is off the board after a pair on one row or column.
//!
//! Every piece holds ply 9 on every board: the pair half by Lemma L11's check (and, for the
//! side cell, by Lemma L11's argument that any move holds where its cell is off the board),
//! the other half by `unrelated_pair_delay`, whatever P2's stones; ply 11 is the solver's, board by
//! board ([`losses`]: P2's moves from ply 6 on are the exact search's), not an argument for
//! every board; the ply-4 cells were fitted on boards up to 18×18 (docs/FASTEST.md §5).

use super::every_board::{diagonal_towards_centre, Cell, Ply2, Strategy};
use super::l11_opening::{choices_block, pair_ply4};
use super::named::frame_related;
use super::search::{openings, p2_holds};
use super::unrelated::{one_three_cell, RULE_STEP};
use anyhow::Result;
use std::sync::OnceLock;

static STRATEGY: OnceLock<Strategy> = OnceLock::new();

/// Lemma L11's strategy with diagonal ply-2 stones and the ply-4 cells of [`choices_block`]
/// ([`Strategy::with_ply4`]), built once per process (Lemma L11's check: some seconds of CPU).
/// Errors: the check failing or refusing a choice.
pub fn strategy() -> Result<&'static Strategy> {
    if let Some(s) = STRATEGY.get() {
        return Ok(s);
    }
    let s = Strategy::with_ply4(Ply2::Diagonal, &choices_block())?;
    Ok(STRATEGY.get_or_init(|| s))
}

/// P2's ply-2 stone on the `n`×`n` board after P1's `first`: the diagonal neighbour towards
/// the centre.
pub fn ply2(n: i64, first: Cell) -> Cell {
    diagonal_towards_centre(n, first)
}

/// P2's ply-4 stone on the `n`×`n` board after P1's `first`, P2's `p2` (= [`ply2`]) and P1's
/// `second`: by [`pair_ply4`] with `strategy` (from [`strategy`]) when the two P1 stones are
/// in a pair form, by [`unrelated_ply4`] when they are not. `None` when [`pair_ply4`] names
/// no cell (on 5×5 to 20×20 it always names one; [`losses`] counts the pairs where it does
/// not).
pub fn ply4(strategy: &Strategy, n: i64, first: Cell, p2: Cell, second: Cell) -> Option<Cell> {
    debug_assert_eq!(p2, ply2(n, first), "the opening rule's ply-2 stone");
    if frame_related(first, second) {
        pair_ply4(strategy, n, first, p2, second)
    } else {
        Some(unrelated_ply4(n, first, second))
    }
}

/// P2's ply-4 stone on the `n`×`n` board after a first pair `first`, `second` in no pair form:
/// the far-stone rule's cell ([`rule_ply4`](super::unrelated::rule_ply4), one unit from
/// `first` towards `second`) when the pair is `g·(1, 3)` apart, otherwise the diagonal
/// neighbour of `second` towards the centre ([`diagonal_towards_centre`]), so that P2 answers
/// each of the two unrelated stones as it answered the first at ply 2. Always a cell of the
/// board, and never `first`, `second` or P2's ply-2 stone (the neighbour cell would put the
/// pair in a pair form; the far-stone cell is `g` from `first` along an axis, and the ply-2
/// stone is diagonal from it). With it, a third stone related to `second` only meets a P2
/// stone beside `second` just as one related to `first` only meets `p2`, and
/// [`super::ply6_rule`] answers the two alike. The solver finds it holding ply 11
/// (P2 free from ply 6 on) after every such pair of 5×5 to 20×20 (`opening_rule -- N
/// unrelated`, docs/FASTEST.md §5); it replaced the far cell of the far-stone rule, which
/// holds there too but leaves P1's second stone alone.
pub fn unrelated_ply4(n: i64, first: Cell, second: Cell) -> Cell {
    one_three_cell(first, second, RULE_STEP).unwrap_or_else(|| diagonal_towards_centre(n, second))
}

/// Which first pairs [`losses`] asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pairs {
    /// Every first pair.
    All,
    /// Only the pairs in no pair form (the half [`unrelated_ply4`] answers).
    Unrelated,
}

/// What [`losses`] found on one board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Losses {
    /// First pairs asked with the second stone in a pair form with the first.
    pub related: usize,
    /// First pairs asked with the second stone in no pair form.
    pub unrelated: usize,
    /// First pairs where the rule names no ply-4 cell (not asked).
    pub unasked: usize,
    /// The first pairs after which P1 completes a square by the deadline against the rule's
    /// two stones: `(first, second, P2's ply-4 stone)`.
    pub lost: Vec<(Cell, Cell, Cell)>,
}

/// The rule at every first pair of the `n`×`n` board (or, with [`Pairs::Unrelated`], every
/// pair in no pair form): each opening up to symmetry (`search::openings`), P2's [`ply2`]
/// stone, each second stone of P1 on another empty cell,
/// P2's [`ply4`] stone, and one exact search ([`super::search::Search::wins`], its own table)
/// of whether P1 completes a square by `deadline` whatever P2 plays from ply 6 on. Openings
/// in parallel (rayon). Errors: building [`strategy`]. The bit width `W` must hold `n * n`
/// cells ([`with_bits_width!`](crate::with_bits_width) picks it).
pub fn losses<const W: usize>(n: usize, deadline: u32, pairs: Pairs) -> Result<Losses> {
    use rayon::prelude::*;
    let strategy = strategy()?;
    let ni = n as i64;
    let per_opening: Vec<Losses> = openings(n)
        .into_par_iter()
        .map(|o| {
            let first = ((o % n) as i64, (o / n) as i64);
            let p2 = ply2(ni, first);
            let mut out = Losses::default();
            for second in (0..ni * ni).map(|i| (i % ni, i / ni)).filter(|&c| c != first && c != p2 && (pairs == Pairs::All || !frame_related(first, c))) {
                let Some(m4) = ply4(strategy, ni, first, p2, second) else {
                    out.unasked += 1;
                    continue;
                };
                if frame_related(first, second) {
                    out.related += 1;
                } else {
                    out.unrelated += 1;
                }
                if !p2_holds::<W>(n, deadline, &[first, p2, second, m4]) {
                    out.lost.push((first, second, m4));
                }
            }
            out
        })
        .collect();
    let mut all = Losses::default();
    for l in per_opening {
        all.related += l.related;
        all.unrelated += l.unrelated;
        all.unasked += l.unasked;
        all.lost.extend(l.lost);
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule's stones: ply 2 on the diagonal neighbour towards the centre; at ply 4 the
    /// ray cell, block cells, the side cell (at all 410 first pairs of 9×9 where Lemma L11's
    /// cell is off the board after a pair on one row or column), the far-stone rule's cell
    /// after a `g·(1, 3)` pair and the second stone's diagonal neighbour after the other pairs
    /// in no pair form; then the solver's answers at ply 11 (every first pair of 6×6 and 7×7
    /// held) and at ply 13 (lost after 30 first pairs of 6×6), pinned.
    #[test]
    fn the_opening_rule_on_small_boards() {
        let st = strategy().unwrap();
        assert_eq!(ply2(7, (3, 3)), (2, 2));
        assert_eq!(ply2(13, (0, 12)), (1, 11));
        // a Knight pair of unit 1 on 7x7: the block cell, the frame's middle cell next to
        // the first stone, where the far cell (1, 0) loses ply 11
        assert_eq!(ply4(st, 7, (3, 3), (2, 2), (4, 5)), Some((3, 4)));
        // a Diagonal pair of unit 2 with P2's stone pointing away: a corner of its square
        assert_eq!(ply4(st, 13, (6, 6), (5, 5), (8, 8)), Some((8, 6)));
        // the ray cell at the centre of 13x13
        assert_eq!(ply4(st, 13, (6, 6), (5, 5), (12, 6)), Some((0, 0)));
        // a first pair 1*(1, 3) apart, in no pair form: the far-stone rule's cell, one step
        // from the first stone towards the second
        assert_eq!(ply2(7, (3, 1)), (2, 2));
        assert_eq!(ply4(st, 7, (3, 1), (2, 2), (2, 4)), Some((3, 2)));
        // any other first pair in no pair form: the second stone's diagonal neighbour towards
        // the centre, as P2 answered the first
        assert_eq!(ply4(st, 7, (3, 3), (2, 2), (1, 0)), Some((2, 1)));
        assert_eq!(unrelated_ply4(7, (3, 3), (6, 5)), (5, 4));
        assert_eq!(crate::fastest::l11_opening::side_cell((6, 0), (5, 1), (0, 0)), Some((6, 1)));
        assert_eq!(crate::fastest::l11_opening::side_cell((6, 0), (5, 1), (6, 6)), Some((5, 0)));
        assert_eq!(crate::fastest::l11_opening::side_cell((6, 0), (5, 1), (7, 1)), None);
        // on 9x9, every first pair on one row or column after which Lemma L11's cell is off the
        // board gets the side cell
        let mut side = 0;
        for first in (0..81).map(|i| (i % 9, i / 9)) {
            let p2 = ply2(9, first);
            for second in (0..81).map(|i| (i % 9, i / 9)).filter(|&c| c != first && c != p2 && (c.0 == first.0 || c.1 == first.1)) {
                if st.ply4(9, first, p2, second).is_none() {
                    side += 1;
                    assert_eq!(ply4(st, 9, first, p2, second), crate::fastest::l11_opening::side_cell(first, p2, second), "{first:?} {second:?}");
                }
            }
        }
        assert_eq!(side, 410);
        let l = losses::<1>(6, 11, Pairs::All).unwrap();
        assert_eq!((l.related, l.unrelated, l.unasked, l.lost.len()), (129, 75, 0, 0));
        let l = losses::<1>(7, 11, Pairs::All).unwrap();
        assert_eq!((l.related, l.unrelated, l.unasked, l.lost.len()), (271, 199, 0, 0));
        let l = losses::<1>(7, 11, Pairs::Unrelated).unwrap();
        assert_eq!((l.related, l.unrelated, l.unasked, l.lost.len()), (0, 199, 0, 0));
        let l = losses::<1>(6, 13, Pairs::All).unwrap();
        assert_eq!(l.lost.len(), 30);
        assert!(l.lost.contains(&((2, 2), (1, 5), (2, 3))), "{:?}", l.lost);
    }
}
