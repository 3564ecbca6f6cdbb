//! Victory by continuous forcing (VCF) for P1 on the n×n board: a threat-space search in
//! which every P1 move makes a threat cell, each answered by P2's forced block, until a move
//! makes two (a double threat) or completes a square (Allis, van den Herik, Huntjens,
//! "Go-Moku solved by new search techniques", 1993; the same search as the 5×5 rule's `vcf`
//! clause, `crate::small::rule5`, on any board and with a deadline). Used by P2's
//! threat-space rule at ply 6 ([`super::ply6_related::RelatedRule::Threats`]): a cell
//! against which P1 has a VCF is one P2 must not play.
//!
//! A VCF is a forced win, so [`p1_vcf_by`] never says yes where P2 holds (a unit test checks
//! that against the solver); it may say no where P1 wins all the same, with a quiet move (one
//! making no threat cell) somewhere in the line. Asked two plies before the deadline it is
//! exact (docs/FASTEST.md §5, Lemma V: P1 then completes only with a threat cell it holds or
//! with a move making two; the unit test checks the equivalence after ply 8).

use super::every_board::{free_third_corners, threat_cells, Cell, Rect};

/// Whether P1, to play ply `ply` (odd) on the `n`×`n` board with stones `p1` against P2's
/// `p2` (coordinates `(x, y)` in cells, on the board, none completing a square), completes a
/// square by ply `deadline` by continuous forcing: it completes one now if it has a threat
/// cell; otherwise (with a later ply to come) it plays P2's threat cell when P2 has exactly
/// one (with two or more P2 completes first, so no), else a free third corner of two of its
/// stones, and the move must leave P1 a threat cell and P2 none; two threat cells win at the
/// next ply, one is blocked by P2 and the search goes on two plies later. P1's candidate moves
/// are at most four per pair of its stones (`free_third_corners`), so the search is small: at most
/// 12 moves at ply 7 and 24 at ply 9 with three and four stones (3 and 6 pairs).
pub fn p1_vcf_by(n: i64, p1: &[Cell], p2: &[Cell], ply: u32, deadline: u32) -> bool {
    let rect = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
    vcf(rect, &mut p1.to_vec(), &mut p2.to_vec(), ply, deadline)
}

/// [`p1_vcf_by`] on `rect`, playing and taking back stones on `p1` and `p2`.
fn vcf(rect: Option<Rect>, p1: &mut Vec<Cell>, p2: &mut Vec<Cell>, ply: u32, deadline: u32) -> bool {
    if ply > deadline {
        return false;
    }
    if !threat_cells(p1, p2, rect).is_empty() {
        return true;
    }
    if ply + 2 > deadline {
        return false;
    }
    let t2 = threat_cells(p2, p1, rect);
    let moves = match t2.len() {
        0 => free_third_corners(p1, p2, rect),
        1 => t2,
        _ => return false,
    };
    for m in moves {
        p1.push(m);
        let t1 = threat_cells(p1, p2, rect);
        let wins = if t1.is_empty() || !threat_cells(p2, p1, rect).is_empty() {
            false
        } else if t1.len() >= 2 {
            true
        } else {
            p2.push(t1[0]);
            let w = vcf(rect, p1, p2, ply + 2, deadline);
            p2.pop();
            w
        };
        p1.pop();
        if wins {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fastest::search::p2_holds;

    /// Positions read by hand: three P1 stones equally spaced on a row make a double threat
    /// with the cell above the middle one (the frames of docs/FASTEST.md §5), so a VCF by
    /// ply 9 and none by ply 7; with one frame's cell taken, a single threat and no VCF by 9;
    /// a P2 threat forces P1's move; a P1 threat completes at once.
    #[test]
    fn vcfs_by_hand() {
        let row = [(0, 0), (2, 0), (4, 0)];
        let far = [(6, 6), (5, 6)];
        assert!(p1_vcf_by(7, &row, &far, 7, 9));
        assert!(!p1_vcf_by(7, &row, &far, 7, 7));
        // P2 on (0, 2): P1's (2, 2) makes the one threat (4, 2), not two, and by ply 9 only
        // a ply-7 move making two threat cells wins; no other candidate makes two
        assert!(!p1_vcf_by(7, &row, &[(0, 2), (6, 6)], 7, 9));
        // P2 holds three corners of the square (5, 4)..(6, 5): P1 must take (6, 5), which
        // makes no P1 threat, so no VCF, though (2, 2) would make two threat cells
        assert!(!p1_vcf_by(7, &row, &[(5, 4), (6, 4), (5, 5)], 7, 9));
        // P1 holds three corners of a square with the fourth free: it completes now
        assert!(p1_vcf_by(7, &[(0, 0), (3, 0), (0, 3)], &[(6, 6), (5, 6)], 7, 7));
        // Nothing completes after the deadline.
        assert!(!p1_vcf_by(7, &[(0, 0), (3, 0), (0, 3)], &[(6, 6), (5, 6)], 9, 7));
    }

    /// A VCF is a forced win: at pseudo-random positions of 6×6 and 7×7 after plies 4, 6 and
    /// 8 with no square completed, P1 to move, wherever [`p1_vcf_by`] finds one by ply 11 the
    /// solver says P1 completes a square by ply 11; and it finds some. Two plies before the
    /// deadline it is exact (P1's only way to complete two plies on is a move making two
    /// threat cells, or a forced block doing so): after ply 8 it says yes exactly where the
    /// solver does, with both answers met.
    #[test]
    fn a_vcf_is_a_forced_win() {
        let mut rng = crate::fastest::test_rng(0x2545_f491_4f6c_dd1d);
        let (mut asked, mut found) = (0, 0);
        let mut last = [0; 2];
        for k in 0..1200 {
            let n: i64 = 6 + (k % 2);
            let plies = 2 * (2 + rng(3) as usize);
            let (stones, p1, p2) = crate::fastest::random_position(&mut rng, n as u64, plies);
            // a square is complete when its last corner completes the corners before it
            let done = |mine: &[Cell]| (0..mine.len()).any(|i| threat_cells(&mine[..i], &[], None).contains(&mine[i]));
            if done(&p1) || done(&p2) {
                continue;
            }
            asked += 1;
            let vcf = p1_vcf_by(n, &p1, &p2, plies as u32 + 1, 11);
            if plies == 8 {
                assert_eq!(vcf, !p2_holds::<1>(n as usize, 11, &stones), "{n} {stones:?}");
                last[usize::from(vcf)] += 1;
            } else if vcf {
                found += 1;
                assert!(!p2_holds::<1>(n as usize, 11, &stones), "{n} {stones:?}");
            }
        }
        assert!(asked >= 1000 && found >= 20 && last[0] >= 20 && last[1] >= 20, "{asked} {found} {last:?}");
    }
}
