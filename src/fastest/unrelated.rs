//! P2's early moves after a first pair in no pair form, at ply 11 (docs/FASTEST.md §5,
//! "After an unrelated first pair"; issue 11). `unrelated_three_delay` (Coq,
//! `coq/SquareGame/Frames.v`) shows P2 needs no defence beyond blocking when no two of P1's
//! first three stones are in a pair form; `unrelated_pair_delay` shows it for ply 9 when the
//! first two are not. This module asks the solver ([`Search::wins`], exact, uncertified) how
//! much of P2's play a first pair in no pair form leaves to matter at ply 11: for every
//! opening `s1` up to symmetry and every second stone `s2` in no pair form with it, P2's
//! ply-2 stone is put on a *far cell* ([`far_cell`]: as far from P1's stones as the board
//! allows, in no pair form with any of them), and the solver answers whether P2 holds ply 11
//! playing freely from ply 4 on, and whether it still does with its ply-4 stone on a far cell
//! too, playing freely from ply 6 on; and, for one first pair, which ply-4 stones hold
//! ([`ply4_cells_that_hold`]). "In a pair form" is [`frame_related`] (the same row, column
//! or diagonal, or a 2:1 slope; Coq's `PairForm`). Run by `examples/unrelated_pair.rs`.

use super::named::frame_related;
use super::search::{openings, Search};

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
    let ni = n as i64;
    let mut out = Vec::new();
    for o in openings(n) {
        let s1 = ((o % n) as i64, (o / n) as i64);
        let Some(b2) = far_cell(ni, &[s1], &[]) else { continue };
        for i in 0..ni * ni {
            let s2 = (i % ni, i / ni);
            if s2 == s1 || s2 == b2 || frame_related(s1, s2) {
                continue;
            }
            let holds_from_ply_4 = p2_holds::<W>(n, deadline, &[s1, b2, s2]);
            let b4 = far_cell(ni, &[s1, s2], &[b2]);
            let holds_from_ply_6 = b4.map(|b4| p2_holds::<W>(n, deadline, &[s1, b2, s2, b4]));
            out.push(PairRow { s1, b2, s2, holds_from_ply_4, b4, holds_from_ply_6 });
        }
    }
    out
}

/// Whether P2 holds `deadline` on the `n`×`n` board from the position of `moves` (cells
/// played alternately from P1's first), P2 playing freely after them: one exact search of
/// the solver with its own table.
fn p2_holds<const W: usize>(n: usize, deadline: u32, moves: &[Xy]) -> bool {
    let mut s = Search::<W>::new(n, deadline);
    for (k, c) in moves.iter().enumerate() {
        s.play((c.1 as usize) * n + c.0 as usize, k % 2);
    }
    !s.wins()
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
