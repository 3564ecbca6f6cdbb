//! P2's early moves after a first pair in no pair form, at ply 11 (docs/FASTEST.md §5,
//! "After an unrelated first pair"; issue 11). `unrelated_three_delay` (Coq,
//! `coq/SquareGame/Frames.v`) shows P2 needs no defence beyond blocking when no two of P1's
//! first three stones are in a pair form; `unrelated_pair_delay` shows it for ply 9 when the
//! first two are not. This module asks the solver ([`super::search::Search::wins`], exact,
//! uncertified) how much of P2's play a first pair in no pair form leaves to matter at ply
//! 11: for every
//! opening `s1` up to symmetry and every second stone `s2` in no pair form with it, P2's
//! ply-2 stone is put on a *far cell* ([`far_cell`]: as far from P1's stones as the board
//! allows, in no pair form with any of them), and the solver answers whether P2 holds ply 11
//! playing freely from ply 4 on, and whether it still does with its ply-4 stone on a far cell
//! too, playing freely from ply 6 on; and, for one first pair, which ply-4 stones hold
//! ([`ply4_cells_that_hold`]). The *far-stone rule* ([`rule_ply4`]) fixes P2's ply-4 stone
//! after the first pairs where the solver finds a far one failing on 5×5 to 17×17, those
//! `g·(1, 3)` apart ([`one_three_rows`]; docs/FASTEST.md §5, "The far-stone rule"); and
//! [`far_ply2_answers`] shows the far ply-2 stone failing against related second stones. "In a pair form" is
//! [`frame_related`] (the same row, column or diagonal, or a 2:1 slope; Coq's `PairForm`).
//! Run by `examples/unrelated_pair.rs`.

use super::every_board::diagonal_towards_centre;
use super::named::frame_related;
use super::search::{openings, p2_holds};

/// A cell `(x, y)`, in cells.
pub type Xy = (i64, i64);

/// P2's far stone on the `n`×`n` board: among the empty cells (not in `taken`) in no pair
/// form with any of P1's stones `p1`, the one whose Chebyshev distance to the nearest P1
/// stone is largest, the lowest `(y, x)` among ties; `None` when no cell qualifies. Such a
/// stone lies in no square or frame with any stone of P1 placed so far.
pub fn far_cell(n: i64, p1: &[Xy], taken: &[Xy]) -> Option<Xy> {
    let gap = |c: Xy| p1.iter().map(|a| (a.0 - c.0).abs().max((a.1 - c.1).abs())).min().unwrap_or(0);
    (0..n * n)
        .map(|i| (i % n, i / n))
        .filter(|&c| !p1.contains(&c) && !taken.contains(&c) && p1.iter().all(|&a| !frame_related(a, c)))
        .fold(None, |best: Option<Xy>, c| match best {
            Some(b) if gap(b) >= gap(c) => Some(b),
            _ => Some(c),
        })
}

/// One first pair and the solver's answers at the deadline (cells `(x, y)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairRow {
    /// P1's first stone (one opening per symmetry class).
    pub s1: Xy,
    /// P2's ply-2 stone: [`far_cell`] of `s1`.
    pub b2: Xy,
    /// P1's second stone, in no pair form with `s1`.
    pub s2: Xy,
    /// P2 holds the deadline playing freely from ply 4 on (P1 completes no square by it).
    pub holds_from_ply_4: bool,
    /// P2's ply-4 stone: [`far_cell`] of `s1`, `s2` (`None`: no cell qualifies, and the
    /// next answer is not asked).
    pub b4: Option<Xy>,
    /// P2 holds the deadline with `b4` played, freely from ply 6 on.
    pub holds_from_ply_6: Option<bool>,
}

/// Every row of the `n`×`n` board at `deadline` (odd, at least 7): each opening `s1` up to
/// symmetry (`search::openings`), each cell `s2` in no pair form with it and not `b2`, in
/// row-major order; the openings where no far cell qualifies for `b2` (the centre of 5×5,
/// in a pair form with every cell) are skipped. Each
/// answer is one exact search of the solver from the position (its own table), on one
/// thread. Errors: none; the bit width `W` must hold `n * n` cells
/// ([`with_bits_width!`](crate::with_bits_width)).
pub fn rows<const W: usize>(n: usize, deadline: u32) -> Vec<PairRow> {
    first_pairs(n)
        .into_iter()
        .map(|(s1, b2, s2)| {
            let holds_from_ply_4 = p2_holds::<W>(n, deadline, &[s1, b2, s2]);
            let b4 = far_cell(n as i64, &[s1, s2], &[b2]);
            let holds_from_ply_6 = b4.map(|b4| p2_holds::<W>(n, deadline, &[s1, b2, s2, b4]));
            PairRow { s1, b2, s2, holds_from_ply_4, b4, holds_from_ply_6 }
        })
        .collect()
}

/// The first pairs of [`rows`] on the `n`×`n` board, as `(s1, b2, s2)`: each opening `s1`
/// up to symmetry with a far cell `b2` ([`far_cell`] of `s1`), each cell `s2` in no pair form
/// with `s1` and not `b2`, row-major.
fn first_pairs(n: usize) -> Vec<(Xy, Xy, Xy)> {
    first_pairs_after(n, |s1| far_cell(n as i64, &[s1], &[]))
}

/// [`first_pairs`] with P2's ply-2 stone `ply2(s1)` (openings where it is `None` skipped).
fn first_pairs_after(n: usize, ply2: impl Fn(Xy) -> Option<Xy>) -> Vec<(Xy, Xy, Xy)> {
    let ni = n as i64;
    let mut out = Vec::new();
    for o in openings(n) {
        let s1 = ((o % n) as i64, (o / n) as i64);
        let Some(b2) = ply2(s1) else { continue };
        out.extend((0..ni * ni).map(|i| (i % ni, i / ni)).filter(|&s2| s2 != s1 && s2 != b2 && !frame_related(s1, s2)).map(|s2| (s1, b2, s2)));
    }
    out
}

/// The cells where P2's ply-4 stone holds `deadline` on the `n`×`n` board after P1's first
/// stone `s1`, P2's far stone ([`far_cell`] of `s1`) and P1's second stone `s2`, P2 playing
/// freely from ply 6 on: every empty cell tried, row-major, one exact search each. `None`
/// when no far cell qualifies, or `s1` and `s2` are not two different cells of the board
/// other than it; the bit width `W` must hold `n * n` cells.
pub fn ply4_cells_that_hold<const W: usize>(n: usize, deadline: u32, s1: Xy, s2: Xy) -> Option<Vec<Xy>> {
    let ni = n as i64;
    let on = |c: Xy| (0..ni).contains(&c.0) && (0..ni).contains(&c.1);
    let b2 = far_cell(ni, &[s1], &[])?;
    if !on(s1) || !on(s2) || s1 == s2 || s2 == b2 {
        return None;
    }
    let out = (0..ni * ni)
        .map(|i| (i % ni, i / ni))
        .filter(|&c| ![s1, b2, s2].contains(&c) && p2_holds::<W>(n, deadline, &[s1, b2, s2, c]))
        .collect();
    Some(out)
}

/// The unit `g` when `s2 − s1` is `g·(1, 3)` up to the 8 symmetries (`g ≥ 1`), in cells:
/// on 5×5 to 17×17 the only first pairs after which the solver finds P2's far ply-4 stone
/// failing ply 11 (docs/FASTEST.md §5, "After an unrelated first pair"); `None` for every
/// other offset.
pub fn one_three_unit(s1: Xy, s2: Xy) -> Option<i64> {
    let (a, b) = offset_class(s1, s2);
    (a >= 1 && b == 3 * a).then_some(a)
}

/// The cell `s1 + T(g·step)`, where `T` is the symmetry taking `g·(1, 3)` to `s2 − s1`
/// (unique: the two coordinates of `(1, 3)` differ) and `g` is [`one_three_unit`]; `None`
/// when the pair is not `g·(1, 3)` apart. With `step = (0, 1)` it is the cell `g` steps from
/// `s1` towards `s2` along the axis on which they are `3g` apart. Off the board allowed.
pub fn one_three_cell(s1: Xy, s2: Xy, step: Xy) -> Option<Xy> {
    let g = one_three_unit(s1, s2)?;
    let d = (s2.0 - s1.0, s2.1 - s1.1);
    // T maps (1, 0) and (0, 1) to these unit vectors
    let (ex, ey) = if d.1.abs() == 3 * g { ((d.0.signum(), 0), (0, d.1.signum())) } else { ((0, d.1.signum()), (d.0.signum(), 0)) };
    Some((s1.0 + g * (step.0 * ex.0 + step.1 * ey.0), s1.1 + g * (step.0 * ex.1 + step.1 * ey.1)))
}

/// The step of the far-stone rule's ([`rule_ply4`]) ply-4 stone after a `g·(1, 3)` first pair, in units of `g` in the
/// frame where `s1` is the origin and `s2` is `(1, 3)`: one unit from `s1` towards `s2`.
pub const RULE_STEP: Xy = (0, 1);

/// P2's ply-4 stone by the *far-stone rule* after a first pair in no pair form on the
/// `n`×`n` board, `b2` being P2's far ply-2 stone: the cell [`one_three_cell`]`(s1, s2,
/// RULE_STEP)` when the pair is `g·(1, 3)` apart (it lies in the pair's bounding box, so on
/// the board, and in a pair form with `s1`, so it is never the far cell `b2`); otherwise the
/// far cell ([`far_cell`] of `s1`, `s2`, with `b2` taken), `None` when no cell qualifies for
/// it.
pub fn rule_ply4(n: i64, s1: Xy, s2: Xy, b2: Xy) -> Option<Xy> {
    match one_three_cell(s1, s2, RULE_STEP) {
        Some(c) => {
            debug_assert!((0..n).contains(&c.0) && (0..n).contains(&c.1) && c != b2, "{c:?} on the {n}x{n} board, not {b2:?}");
            Some(c)
        }
        None => far_cell(n, &[s1, s2], &[b2]),
    }
}

/// One `g·(1, 3)` first pair and whether the far-stone rule holds the deadline there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OneThreeRow {
    /// P1's first stone (one opening per symmetry class).
    pub s1: Xy,
    /// P2's ply-2 stone: [`far_cell`] of `s1`.
    pub b2: Xy,
    /// P1's second stone, `g·(1, 3)` from `s1` up to symmetry.
    pub s2: Xy,
    /// The unit `g`.
    pub g: i64,
    /// P2's ply-4 stone by [`rule_ply4`] (always a cell for these pairs).
    pub b4: Xy,
    /// P2 holds the deadline with `b4` played, freely from ply 6 on.
    pub holds: bool,
}

/// Every `g·(1, 3)` first pair of the `n`×`n` board (each opening `s1` up to symmetry, as
/// in [`rows`], each `s2` on the board other than `b2`, row-major) with the far-stone rule's
/// answer at `deadline`: one exact search each, on one thread. The other first pairs in no
/// pair form get the far ply-4 stone from the rule, which [`rows`] answers
/// (`holds_from_ply_6`). Errors: none; the bit width `W` must hold `n * n` cells.
pub fn one_three_rows<const W: usize>(n: usize, deadline: u32) -> Vec<OneThreeRow> {
    first_pairs(n)
        .into_iter()
        .filter_map(|(s1, b2, s2)| {
            let g = one_three_unit(s1, s2)?;
            let b4 = rule_ply4(n as i64, s1, s2, b2)?;
            let holds = p2_holds::<W>(n, deadline, &[s1, b2, s2, b4]);
            Some(OneThreeRow { s1, b2, s2, g, b4, holds })
        })
        .collect()
}

/// The contrast to [`rows`]: P2's ply-2 stone on the far cell against *every* second stone,
/// related or not. For each opening `s1` up to symmetry with a far cell `b2` ([`far_cell`]
/// of `s1`), in the order of `search::openings`, one exact search from the position `s1`,
/// `b2` with P2 free from ply 4 on: `(s1, b2, holds)`, `holds` when P1 completes no square
/// by `deadline` (docs/FASTEST.md §5, "The far-stone rule"). Errors: none; the bit width `W`
/// must hold `n * n` cells.
pub fn far_ply2_answers<const W: usize>(n: usize, deadline: u32) -> Vec<(Xy, Xy, bool)> {
    let mut out = Vec::new();
    for o in openings(n) {
        let s1 = ((o % n) as i64, (o / n) as i64);
        let Some(b2) = far_cell(n as i64, &[s1], &[]) else { continue };
        out.push((s1, b2, p2_holds::<W>(n, deadline, &[s1, b2])));
    }
    out
}

/// The far-stone rule's ply-4 stone after P2's ply-2 stone on the diagonal neighbour towards
/// the centre ([`diagonal_towards_centre`], Lemma L11's variant) instead of the far cell: for
/// every opening `s1` up to symmetry and every `s2` in no pair form with it and not that
/// neighbour, P2's ply-4 stone by [`rule_ply4`], P2 free from ply 6 on, one exact search each.
/// Returns the number of first pairs asked, the number where no ply-4 cell qualifies (not
/// asked), and the first pairs `(s1, s2)` after which P1 completes a square by `deadline`
/// (docs/FASTEST.md §5, "The far-stone rule"). Errors: none; the bit width `W` must hold
/// `n * n` cells.
pub fn diagonal_rule_losses<const W: usize>(n: usize, deadline: u32) -> (usize, usize, Vec<(Xy, Xy)>) {
    let ni = n as i64;
    let (mut asked, mut unasked, mut lost) = (0, 0, Vec::new());
    for (s1, b2, s2) in first_pairs_after(n, |s1| Some(diagonal_towards_centre(ni, s1))) {
        let Some(b4) = rule_ply4(ni, s1, s2, b2) else {
            unasked += 1;
            continue;
        };
        asked += 1;
        if !p2_holds::<W>(n, deadline, &[s1, b2, s2, b4]) {
            lost.push((s1, s2));
        }
    }
    (asked, unasked, lost)
}

/// The offset `s2 - s1` up to the 8 symmetries: `(a, b)` with `0 ≤ a ≤ b`, in cells.
pub fn offset_class(s1: Xy, s2: Xy) -> (i64, i64) {
    let (a, b) = ((s2.0 - s1.0).abs(), (s2.1 - s1.1).abs());
    (a.min(b), a.max(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_forms_and_far_cells() {
        assert!(frame_related((0, 0), (3, 0)) && frame_related((0, 0), (2, 2)) && frame_related((0, 0), (2, 1)));
        assert!(!frame_related((0, 0), (3, 1)) && !frame_related((0, 0), (0, 0)) && !frame_related((1, 1), (4, 3)));
        // from the centre of 9x9 the farthest cells in no pair form are at distance 4,
        // the lowest (y, x) of them first
        assert_eq!(far_cell(9, &[(4, 4)], &[]), Some((1, 0)));
        assert_eq!(far_cell(9, &[(4, 4)], &[(1, 0)]), Some((3, 0)));
        // on 3x3 every cell is in a pair form with the centre
        assert_eq!(far_cell(3, &[(1, 1)], &[]), None);
        assert_eq!(offset_class((5, 5), (2, 6)), (1, 3));
    }

    #[test]
    fn one_three_pairs_and_the_rule_cell() {
        assert_eq!(one_three_unit((0, 0), (2, 6)), Some(2));
        assert_eq!(one_three_unit((4, 4), (1, 3)), Some(1));
        assert_eq!(one_three_unit((0, 0), (1, 2)), None);
        assert_eq!(one_three_unit((0, 0), (0, 0)), None);
        // g steps from the first stone towards the second, along the axis where they are 3g apart
        assert_eq!(one_three_cell((5, 5), (4, 2), RULE_STEP), Some((5, 4)));
        assert_eq!(one_three_cell((5, 5), (8, 4), RULE_STEP), Some((6, 5)));
        assert_eq!(one_three_cell((0, 0), (2, 6), RULE_STEP), Some((0, 2)));
        // other steps in the same frame: (1, 3) itself is the second stone
        assert_eq!(one_three_cell((5, 5), (8, 4), (1, 3)), Some((8, 4)));
        assert_eq!(one_three_cell((5, 5), (8, 4), (1, 1)), Some((6, 4)));
        assert_eq!(one_three_cell((0, 0), (1, 2), RULE_STEP), None);
        // in every orientation and at every unit the rule's cell is in a pair form with both
        // stones and inside their bounding box
        for g in 1..=4 {
            for t in 0..8 {
                let (x, y) = if t & 4 != 0 { (3 * g, g) } else { (g, 3 * g) };
                let s2 = (10 + if t & 1 != 0 { -x } else { x }, 10 + if t & 2 != 0 { -y } else { y });
                let c = one_three_cell((10, 10), s2, RULE_STEP).expect("a g*(1, 3) pair");
                assert!(frame_related((10, 10), c) && frame_related(c, s2), "{s2:?}: {c:?}");
                assert!((10.min(s2.0)..=10.max(s2.0)).contains(&c.0) && (10.min(s2.1)..=10.max(s2.1)).contains(&c.1), "{s2:?}: {c:?}");
                assert_eq!((c.0 - 10).abs() + (c.1 - 10).abs(), g, "{s2:?}: {c:?}");
            }
        }
        // the rule plays the far cell after other pairs
        assert_eq!(rule_ply4(9, (4, 4), (6, 5), (1, 0)), far_cell(9, &[(4, 4), (6, 5)], &[(1, 0)]));
        assert_eq!(rule_ply4(9, (4, 4), (5, 1), (1, 0)), Some((4, 3)));
    }

    #[test]
    fn the_far_stone_rule_holds_ply_11_after_every_one_three_pair_of_6x6_and_7x7() {
        let seven = one_three_rows::<1>(7, 11);
        for (n, pairs, rows) in [(6, 20, one_three_rows::<1>(6, 11)), (7, 49, seven.clone())] {
            assert_eq!(rows.len(), pairs, "{n}x{n}");
            assert!(rows.iter().all(|r| r.holds), "{n}x{n}: {:?}", rows.iter().find(|r| !r.holds));
        }
        // the 7x7 first pair that beats two far stones: the rule's cell (3, 2) is among the
        // 40 ply-4 cells that hold there
        let r = seven.iter().find(|r| r.s1 == (3, 1) && r.s2 == (2, 4)).expect("the pair");
        assert_eq!(r.b4, (3, 2));
        assert!(ply4_cells_that_hold::<1>(7, 11, (3, 1), (2, 4)).unwrap().contains(&(3, 2)));
        // at ply 13 the rule fails after 20 of the 49 (the exact value of 7x7 is 15)
        assert_eq!(one_three_rows::<1>(7, 13).iter().filter(|r| !r.holds).count(), 20);
    }

    #[test]
    fn the_rule_after_a_diagonal_ply_2_stone_holds_ply_11_on_6x6_and_7x7() {
        assert_eq!(diagonal_rule_losses::<1>(6, 11), (75, 0, vec![]));
        assert_eq!(diagonal_rule_losses::<1>(7, 11), (199, 0, vec![]));
        // with the diagonal ply-2 stone the rule's exception is still needed: after (2, 0),
        // (1, 3) on 6x6 the far ply-4 stone loses, the rule's cell holds
        let (s1, s2) = ((2, 0), (1, 3));
        let b2 = diagonal_towards_centre(6, s1);
        let far = far_cell(6, &[s1, s2], &[b2]).expect("a far cell");
        assert_eq!((b2, far, rule_ply4(6, s1, s2, b2)), ((3, 1), (5, 4), Some((2, 1))));
        assert!(!p2_holds::<1>(6, 11, &[s1, b2, s2, far]) && p2_holds::<1>(6, 11, &[s1, b2, s2, (2, 1)]));
        // the diagonal neighbour towards the centre
        assert_eq!((diagonal_towards_centre(7, (0, 6)), diagonal_towards_centre(7, (3, 3)), diagonal_towards_centre(6, (2, 3))), ((1, 5), (2, 2), (3, 2)));
    }

    #[test]
    fn a_far_ply_2_stone_loses_ply_11_after_two_openings_of_7x7() {
        // against every second stone, related ones too, the far ply-2 stone is not enough
        let six = far_ply2_answers::<1>(6, 11);
        assert_eq!((six.len(), six.iter().all(|a| a.2)), (6, true));
        let seven = far_ply2_answers::<1>(7, 11);
        let lost: Vec<(Xy, Xy)> = seven.iter().filter(|a| !a.2).map(|a| (a.0, a.1)).collect();
        assert_eq!((seven.len(), lost), (10, vec![((2, 2), (6, 1)), ((3, 2), (0, 6))]));
    }

    #[test]
    fn on_6x6_p2_holds_ply_11_after_every_unrelated_first_pair_with_far_stones() {
        let rows = rows::<1>(6, 11);
        assert_eq!(rows.len(), 69, "first pairs of 6x6 (openings up to symmetry)");
        assert!(rows.iter().all(|r| r.holds_from_ply_4));
        // three first pairs leave no far cell for P2's ply-4 stone; the others all hold
        assert_eq!(rows.iter().filter(|r| r.b4.is_none()).count(), 3);
        assert!(rows.iter().all(|r| r.holds_from_ply_6 != Some(false)));
    }

    #[test]
    fn on_7x7_p2_holds_ply_11_from_ply_4_after_every_unrelated_first_pair() {
        let rows = rows::<1>(7, 11);
        assert_eq!(rows.len(), 189, "first pairs of 7x7 (openings up to symmetry)");
        assert!(rows.iter().all(|r| r.holds_from_ply_4), "{:?}", rows.iter().find(|r| !r.holds_from_ply_4));
        // with P2's ply-4 stone far too, one first pair beats P2: (3, 1) then (2, 4), whose
        // offset is (1, 3) up to symmetry
        let lost: Vec<(Xy, Xy)> = rows.iter().filter(|r| r.holds_from_ply_6 == Some(false)).map(|r| (r.s1, r.s2)).collect();
        assert_eq!(lost, vec![((3, 1), (2, 4))]);
        // there 40 of the 46 empty cells hold as P2's ply-4 stone; the far one does not
        let good = ply4_cells_that_hold::<1>(7, 11, (3, 1), (2, 4)).expect("a far cell");
        assert_eq!(good.len(), 40);
        assert!(!good.contains(&rows.iter().find(|r| r.s2 == (2, 4) && r.s1 == (3, 1)).unwrap().b4.unwrap()));
        assert_eq!(ply4_cells_that_hold::<1>(7, 11, (3, 1), (3, 1)), None);
        assert_eq!(rows.iter().filter(|r| r.holds_from_ply_6.is_none()).count(), 0);
    }
}
