//! Whether P2 holds ply 11 after ply 6, decided by threat-space search over named cells,
//! quiet ply-7 moves included (docs/FASTEST.md §5, *Lemma Q*; issue 11).
//!
//! After ply 6 (three stones each, P1 to play ply 7) P1 completes a square by ply 11 exactly
//! when some ply-7 move leaves P2 no ply-8 cell after which P1 has no victory by continuous
//! forcing by ply 11 (Lemma V: two plies before the deadline the VCF search,
//! [`p1_vcf_by`], is exact). [`p2_holds_after_ply6`] asks that question without a minimax
//! search, and every cell it asks about is *named* from the stones:
//!
//! - **P1's ply-7 moves.** Only cells of the set `M` of [`ply7_cells`] are asked one by one:
//!   the corners of squares through two stones of one player, the cells of frames holding two
//!   P1 stones ([`named_cells`]), and the *bowtie cells* (a corner of a square through `m'`
//!   and a P1 stone, `m'` a corner of a square through the other two). Every other cell `m`
//!   plays as a pass: by the classification of ply-9 double threats (docs/FASTEST.md §5,
//!   "Ply 9"; the Coq theorem `frame_or_bowtie`), a double threat P1 makes at ply 9 whose
//!   threat squares hold `m` is a frame holding `m` and two earlier P1 stones (with the ply-9
//!   move) or a bowtie pairing `m` with an earlier stone, and `m` outside `M` lies in
//!   neither; nor is it a cell either
//!   player needs at plies 8 to 11 (a third corner of two P1 stones, a threat cell, or a
//!   corner of a square through two P2 stones, where P2's tempo moves and their blocks lie).
//!   So P1's pass is asked once, when the board has a free cell outside `M`.
//! - **P2's ply-8 cells.** After a ply-7 move making no P1 threat cell and leaving P2 none,
//!   P2 holds exactly when some cell leaves P1 no VCF. Such a cell either meets every P1
//!   ply-9 move making two threat cells (it is that move or one of its threat cells) or makes
//!   a P2 threat (a *tempo move*: a corner of a square through two P2 stones), or P1 has no
//!   such move at all, and then P2's pass leaves P1 no VCF, and so does every cell (an extra
//!   stone never hurts its owner). After a ply-7 move making one threat cell, P2's block;
//!   two, P1 wins; a P2 threat left on the board, P2 completes at ply 8.
//!
//! The module's unit test checks the answer against the exact solver
//! ([`super::search::p2_holds`]) at pseudo-random positions after ply 6 of 6×6 to 9×9 and 11×11.
//! Used by the quiet-move rule for P2's ply 6 ([`super::ply6_related::RelatedRule::Quiet`]) and by
//! the explicit defence's named-order rule ([`super::defence::ply6_choice`]).

use super::every_board::{free_third_corners, third_corners, threat_cells, Cell, Rect};
use super::named::named_cells;
use super::vcf::p1_vcf_by;

/// The ply this module decides: P1 completing a square by ply 11.
pub const DEADLINE: u32 = 11;

/// Whether P2 holds ply 11 on the `n`×`n` board after ply 6: P1 holds the three cells `p1`,
/// P2 the three cells `p2` (coordinates `(x, y)` in cells, on the board, different, neither
/// side holding a complete square), P1 to play ply 7. `true` when P1 completes no square by
/// ply 11 against P2's best play, by the argument of the module docs (exact, checked against
/// the solver by the unit test). Inputs of other lengths are the caller's error: it panics on
/// them in debug builds only.
pub fn p2_holds_after_ply6(n: i64, p1: &[Cell], p2: &[Cell]) -> bool {
    debug_assert!(p1.len() == 3 && p2.len() == 3, "three stones each");
    let rect = board(n);
    if !threat_cells(p1, p2, rect).is_empty() {
        return false;
    }
    let t2 = threat_cells(p2, p1, rect);
    let moves: Vec<Option<Cell>> = match t2.len() {
        0 => {
            let (cells, pass) = ply7_cells(n, p1, p2);
            cells.into_iter().map(Some).chain(pass.then_some(None)).collect()
        }
        1 => vec![Some(t2[0])],
        _ => return true,
    };
    let mut mine = p1.to_vec();
    moves.into_iter().all(|m| {
        mine.extend(m);
        let holds = p2_holds_at_ply8(n, &mine, p2);
        mine.truncate(3);
        holds
    })
}

/// The P1 ply-7 moves [`p2_holds_after_ply6`] asks one by one on the `n`×`n` board after
/// P1's `p1` and P2's `p2` (three stones each): the free cells of the set `M` (the named
/// cells of [`named_cells`], without neighbours, and the free bowtie cells on the board), in
/// row order; and whether a free cell outside `M` is left, so that P1's pass must be asked.
pub fn ply7_cells(n: i64, p1: &[Cell], p2: &[Cell]) -> (Vec<Cell>, bool) {
    debug_assert!(p1.len() == 3, "the bowtie cells are named for three P1 stones");
    let on = |c: &Cell| (0..n).contains(&c.0) && (0..n).contains(&c.1);
    let mut cells = named_cells(n, p1, p2, false);
    for (i, &y) in p1.iter().enumerate() {
        for &z in &p1[i + 1..] {
            let x = p1.iter().copied().find(|&c| c != y && c != z);
            for apex in third_corners(y, z) {
                for c in x.map(|x| third_corners(apex, x)).unwrap_or_default() {
                    if on(&c) && !p1.contains(&c) && !p2.contains(&c) {
                        cells.push(c);
                    }
                }
            }
        }
    }
    cells.sort_by_key(|c| (c.1, c.0));
    cells.dedup();
    let free = n * n - (p1.len() + p2.len()) as i64;
    let pass = free > cells.len() as i64;
    (cells, pass)
}

/// Whether P2, to play ply 8 after P1's `p1` (four stones, or three after a pass) and P2's
/// `p2` (three), holds ply 11 ([`ply8_cell`] names a cell).
fn p2_holds_at_ply8(n: i64, p1: &[Cell], p2: &[Cell]) -> bool {
    ply8_cell(n, p1, p2).is_some()
}

/// P2's ply-8 cell by Lemma Q on the `n`×`n` board after P1's `p1` (four stones) and P2's
/// `p2` (three), or `None` where no cell holds ply 11 (module docs): the first P2 threat cell
/// (P2 completes); P1's threat cell where it has one and P1 has no VCF by ply 11 after the
/// block; where P1 has no ply-9 move making two threat cells, the first free cell in row
/// order (every cell holds: P2's pass leaves P1 no VCF); otherwise the first cell, in row
/// order, of those moves, their threat cells and P2's tempo cells (the free third corners of
/// two P2 stones) after which P1 has no VCF by ply 11, the only cells that can hold.
pub fn ply8_cell(n: i64, p1: &[Cell], p2: &[Cell]) -> Option<Cell> {
    let rect = board(n);
    if let Some(&c) = threat_cells(p2, p1, rect).first() {
        return Some(c);
    }
    let t1 = threat_cells(p1, p2, rect);
    let replies: Vec<Cell> = match t1.len() {
        0 => {
            let mut cells = Vec::new();
            let mut mine = p1.to_vec();
            for m9 in free_third_corners(p1, p2, rect) {
                mine.push(m9);
                let made = threat_cells(&mine, p2, rect);
                mine.pop();
                if made.len() >= 2 {
                    cells.push(m9);
                    cells.extend(made);
                }
            }
            if cells.is_empty() {
                // no ply-9 move makes two threat cells: P2's pass holds, so every cell does
                return first_free(n, p1, p2);
            }
            cells.extend(free_third_corners(p2, p1, rect));
            cells.sort_by_key(|c| (c.1, c.0));
            cells.dedup();
            cells
        }
        1 => t1,
        _ => return None,
    };
    let mut theirs = p2.to_vec();
    replies.into_iter().find(|&c| {
        theirs.push(c);
        let holds = !p1_vcf_by(n, p1, &theirs, 9, DEADLINE);
        theirs.pop();
        holds
    })
}

/// P2's ply-10 cell on the `n`×`n` board after P1's `p1` (five stones) and P2's `p2` (four),
/// by Lemma V: the first P2 threat cell (P2 completes), else P1's first threat cell (the
/// block; where P1 holds two, P2 has lost), else the first free cell in row order. `None`
/// only on a full board.
pub fn ply10_cell(n: i64, p1: &[Cell], p2: &[Cell]) -> Option<Cell> {
    let rect = board(n);
    threat_cells(p2, p1, rect)
        .first()
        .copied()
        .or_else(|| threat_cells(p1, p2, rect).first().copied())
        .or_else(|| first_free(n, p1, p2))
}

/// The first cell of the `n`×`n` board in row order (smallest `y`, then smallest `x`) that
/// holds none of `p1`'s and `p2`'s stones; `None` on a full board. The defences' move where
/// any cell will do.
pub fn first_free(n: i64, p1: &[Cell], p2: &[Cell]) -> Option<Cell> {
    (0..n * n).map(|i| (i % n, i / n)).find(|c| !p1.contains(c) && !p2.contains(c))
}

/// The `n`×`n` board as a rectangle of the plane.
fn board(n: i64) -> Option<Rect> {
    Some(Rect { x: (0, n - 1), y: (0, n - 1) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fastest::search::p2_holds;

    /// At 6,000 pseudo-random positions after ply 6 of 6×6 to 9×9 and 11×11 (three stones
    /// each; on 9×9 and 11×11 the stones in a corner 5 to 11 cells wide, so that many
    /// positions are close fights), the answer is the exact solver's, with both answers met
    /// often on each board.
    #[test]
    fn the_same_answer_as_the_solver() {
        let mut rng = crate::fastest::test_rng(0x9e37_79b9_7f4a_7c15);
        let mut met = std::collections::BTreeMap::<(i64, bool), usize>::new();
        for k in 0..6000 {
            let n: i64 = [6, 7, 8, 9, 11][k % 5];
            let span = if n >= 9 { (5 + (k % 7) as u64).min(n as u64) } else { n as u64 };
            // three stones each: no square is complete yet
            let (stones, p1, p2) = crate::fastest::random_position(&mut rng, span, 6);
            let ours = p2_holds_after_ply6(n, &p1, &p2);
            let solver = crate::with_bits_width!(n as usize, p2_holds(n as usize, DEADLINE, &stones));
            assert_eq!(ours, solver, "{n} {stones:?}");
            *met.entry((n, ours)).or_default() += 1;
        }
        for n in [6, 7, 8, 9, 11] {
            assert!(met.get(&(n, true)).copied().unwrap_or(0) >= 500 && met.get(&(n, false)).copied().unwrap_or(0) >= 100, "{met:?}");
        }
    }
}
