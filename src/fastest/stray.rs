//! *Lemma S* of docs/FASTEST.md §5 ("A stray stone"): on **every** board, P2 holds ply 11
//! when exactly two of P1's first three stones are related, the third is *stray*, and P2
//! holds a diagonal neighbour of the pair's earlier stone, played before the later one.
//!
//! A cell `z` is *stray* for a pair `p`, `q` of P1 stones in a pair form ([`is_stray`]) when
//! it is in no pair form with `p`, with `q`, or with any third corner of `p`, `q` (a cell
//! making three corners of a square with them). Then (the Coq theorem `stray_double_threat`,
//! coq/SquareGame/Frames.v) wherever P1's stones `p`, `q`, `z` and a fourth `d` make no free
//! threat cell and P1's next move `m` makes two, both are threat cells of `p`, `q`, `d`, `m`
//! alone: the stray stone takes part in no double threat. So P1's stones `p`, `q`, `d`, `m`
//! play Lemma L11's game of plies 1 to 7, two plies late, with P2 holding one more stone and
//! P1 one more, `z`:
//!
//! - P2's stone on a diagonal neighbour of the pair's earlier stone, played before the later
//!   one, is Lemma L11's ply-2 stone (the opening rule puts it there: [`stray_class`]);
//! - P2's ply-6 move is Lemma L11's ply-4 cell for the pair, or the cell the check found
//!   where the stray stone spoils it ([`stray_ply6`]); P2's ply-8 move a completion, else a
//!   cell Lemma L11's ply-6 test accepts with every stone on the board (the check shows one
//!   exists); P2's ply-10 move a completion or a block;
//! - P2's other stone only takes cells from P1 or adds P2 threats, so P2 plays as if it were
//!   not there;
//! - `z` matters only where it takes a cell P2's answers use: the ply-4 cell, an answer, or a
//!   P2 threat cell of a tempo answer ([`Used`](super::every_board::Used)). For each case of Lemma L11's check
//!   ([`cases`], diagonal ply-2 stones) and each stray cell among those, [`check_case`]
//!   reruns the case's check with `z` on the board ([`check_ply4_list_with`]): the same ply-4
//!   cell where it still holds, else the first of [`ply4_candidates`] that does.
//!
//! Every cell used is a family cell of Lemma L11's scale lemma, so the check at unit
//! [`G_REP`] stands for every larger unit (the stray test compares `z` with lattice cells only,
//! unit-independent once `3K < G_REP`; squares through `z` never take part in a double
//! threat, by the theorem), and the units below it are checked one by one;
//! the board edges enter as in Lemma L11 (kills hold on every board, tempo answers are
//! checked on every edge pattern, now with `z` on the board). The hand argument is in
//! docs/FASTEST.md §5; the defence's ply-6 cell is checked against the solver board by board
//! in `tests/stray.rs`.

use super::every_board::{case_of, cases, check_ply4_list_with, on, ply4_candidates, third_corners, Case, Cell, PairType, Ply2, Rect, G_REP};
use super::named::frame_related;
use anyhow::{bail, Result};
use rayon::prelude::*;
use serde::Serialize;

/// Whether `z` is a stray cell for the pair `p`, `q`: in no pair form ([`frame_related`])
/// with `p`, with `q`, or with any third corner of `p`, `q` ([`third_corners`]). Cells
/// `(x, y)`, off the board allowed. A stray cell is never `p`, `q` or a third corner (those
/// are in a pair form with `p`).
pub fn is_stray(p: Cell, q: Cell, z: Cell) -> bool {
    z != p && z != q && !frame_related(p, z) && !frame_related(q, z) && third_corners(p, q).into_iter().all(|c| !frame_related(c, z))
}

/// What the check found for one case of Lemma L11 with a stray stone.
#[derive(Clone, Debug, Serialize)]
pub struct StrayCase {
    /// The case (pair type, unit, P2's ply-2 direction, which stone came first).
    pub case: Case,
    /// Lemma L11's ply-4 cell for the case (relative to `a`): P2's ply-6 cell here.
    pub m4: Cell,
    /// Stray cells among the cells the answers use (with `m4`), each rechecked with a P1
    /// stone on it.
    pub rechecked: usize,
    /// The stray cells after which `m4` no longer holds, with the ply-6 cell P2 plays
    /// instead: `(z, cell)`, relative to `a`.
    pub moved: Vec<(Cell, Cell)>,
    /// Largest offset `|k|` of a cell used (the base check's and every recheck's) from the
    /// lattice `a + gZ²`.
    pub k_max: i64,
}

/// Checks one case: Lemma L11's check of the case (its ply-4 cell the first of
/// [`ply4_candidates`] the check accepts, as Lemma L11's own `check_case` finds it), then every stray
/// cell `z` among its ply-4 cell and the cells its answers use, with a P1 stone on `z`.
/// `Ok(None)` when the case is not one (P2's ply-2 stone on a P1 stone). Errors name the
/// case and the stray cell where no ply-6 cell holds.
pub fn check_case(case: Case) -> Result<Option<StrayCase>> {
    let (a, b) = ((0, 0), case.pair.offset(case.g));
    let first = if case.a_first { a } else { b };
    let p2 = (first.0 + case.e.0, first.1 + case.e.1);
    if p2 == a || p2 == b {
        return Ok(None);
    }
    // one check per candidate, keeping the cells the accepted one's answers use
    let Some((found, used)) = ply4_candidates(case).into_iter().find_map(|m| check_ply4_list_with(case, &[m], None, None).ok()) else {
        bail!("Lemma L11's check finds no ply-4 cell for {case:?}")
    };
    let m4 = found.m4;
    let mut k_max = found.k_max;
    let mut zs: Vec<Cell> = vec![m4];
    for (_, u) in &used {
        for &z in u {
            if !zs.contains(&z) {
                zs.push(z);
            }
        }
    }
    zs.retain(|&z| z != p2 && is_stray(a, b, z));
    let mut moved = Vec::new();
    for &z in &zs {
        if z != m4 {
            // only the third stones whose answers use `z` can change
            let thirds: Vec<Cell> = used.iter().filter(|(_, u)| u.contains(&z)).map(|&(c, _)| c).collect();
            if let Ok((f, _)) = check_ply4_list_with(case, &[m4], Some(z), Some(&thirds)) {
                k_max = k_max.max(f.k_max);
                continue;
            }
        }
        let alt = ply4_candidates(case).into_iter().filter(|&m| m != z).find_map(|m| check_ply4_list_with(case, &[m], Some(z), None).ok());
        let Some((f, _)) = alt else { bail!("no ply-6 cell holds for {case:?} with a stray P1 stone on {z:?} (relative to a)") };
        k_max = k_max.max(f.k_max);
        moved.push((z, f.m4));
    }
    Ok(Some(StrayCase { case, m4, rechecked: zs.len(), moved, k_max }))
}

/// The whole check: every case of [`cases`] with P2's ply-2 stones of the kind `ply2` (in
/// parallel, rayon), and the largest offset at unit [`G_REP`] below `G_REP / 4` (the scale
/// lemma). Errors: a case or stray cell without a ply-6 cell, or the offsets too large.
pub fn check_all(ply2: Ply2) -> Result<Vec<StrayCase>> {
    let found: Vec<Result<Option<StrayCase>>> = cases(ply2).into_par_iter().map(check_case).collect();
    let mut out = Vec::new();
    for f in found {
        if let Some(f) = f? {
            out.push(f);
        }
    }
    let k = out.iter().filter(|f| f.case.g == G_REP).map(|f| f.k_max).max().unwrap_or(0);
    if 4 * k >= G_REP {
        bail!("the stray check at unit {G_REP} used offsets up to {k}: the scale lemma needs 4K < {G_REP}");
    }
    Ok(out)
}

/// Where Lemma S applies after ply 5: P1's stones `p1` in the order played, P2's `p2` (plies
/// 2 and 4). `Some((first, second, stray, neighbour))` when two of P1's stones are in a pair
/// form (`first` played before `second`), the third is stray for them ([`is_stray`]), and a
/// P2 stone played before `second` is a diagonal neighbour of `first` (`neighbour`, Lemma
/// L11's ply-2 stone). `None` otherwise.
pub fn stray_class(p1: [Cell; 3], p2: [Cell; 2]) -> Option<(Cell, Cell, Cell, Cell)> {
    for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)] {
        let (f, s, z) = (p1[i], p1[j], p1[k]);
        if !frame_related(f, s) || !is_stray(f, s, z) {
            continue;
        }
        // P2's stones played before `second`: ply 2 before ply 3, plies 2 and 4 before ply 5
        let before = &p2[..j];
        return before.iter().copied().find(|&c| (c.0 - f.0).abs() == 1 && (c.1 - f.1).abs() == 1).map(|nb| (f, s, z, nb));
    }
    None
}

/// A frame cell found at unit `g` (the pair's own) as the cell of the check at unit
/// [`G_REP`]: each coordinate `i·g + k` with `|k| < G_REP / 4` becomes `i·G_REP + k`; `None`
/// when some coordinate is farther from every multiple of `g` (no cell the check uses is).
fn unscale(c: Cell, g: i64) -> Option<Cell> {
    if g <= G_REP {
        return Some(c);
    }
    let f = |v: i64| {
        let i = (2 * v + g).div_euclid(2 * g);
        let k = v - i * g;
        (4 * k.abs() < G_REP).then_some(i * G_REP + k)
    };
    Some((f(c.0)?, f(c.1)?))
}

/// P2's ply-6 cell by Lemma S on the `n`×`n` board (cells `(x, y)`, `0 ≤ x, y < n`), from the
/// checked cases `table` ([`check_all`] with diagonal ply-2 stones): where [`stray_class`]
/// applies, Lemma L11's ply-4 cell of the pair's case placed on the board, or the cell the
/// check found for the stray stone's place ([`StrayCase::moved`]). `None` when Lemma S does
/// not apply, and `Some(None)` when the cell is off the board or taken (then any move holds:
/// every frame through it is dead, or P2 already holds it).
pub fn stray_ply6(table: &[StrayCase], n: i64, p1: [Cell; 3], p2: [Cell; 2]) -> Option<Option<Cell>> {
    let (first, second, z, nb) = stray_class(p1, p2)?;
    let (case, place) = case_of(first, nb, second)?;
    let entry = table.iter().find(|t| t.case == case)?;
    let zf = unscale(place.from_board(z), place.g);
    let m = zf.and_then(|zf| entry.moved.iter().find(|&&(w, _)| w == zf).map(|&(_, m)| m)).unwrap_or(entry.m4);
    let cell = place.to_board(m);
    let board = Rect { x: (0, n - 1), y: (0, n - 1) };
    Some((on(Some(board), cell) && !p1.contains(&cell) && !p2.contains(&cell)).then_some(cell))
}

/// `squarecert delay-every-board --diagonal --stray`: runs [`check_all`] and prints one line
/// per pair type (cases, stray cells rechecked, those needing another ply-6 cell, the largest
/// offset K) and the total. Errors: as [`check_all`].
pub fn run(ply2: Ply2) -> Result<()> {
    let t = std::time::Instant::now();
    let found = check_all(ply2)?;
    for p in PairType::ALL {
        let f: Vec<&StrayCase> = found.iter().filter(|f| f.case.pair == p).collect();
        println!(
            "{:?}: {} cases over g = 1..={G_REP}, {} stray cells rechecked, {} needing another ply-6 cell, K = {}",
            p,
            f.len(),
            f.iter().map(|f| f.rechecked).sum::<usize>(),
            f.iter().map(|f| f.moved.len()).sum::<usize>(),
            f.iter().map(|f| f.k_max).max().unwrap_or(0)
        );
    }
    let k = found.iter().filter(|f| f.case.g == G_REP).map(|f| f.k_max).max().unwrap_or(0);
    println!(
        "every case holds with a stray stone ({} ply-2 stones): after a pair, P2's stone diagonally beside its earlier stone and a stray stone, P2 keeps P1 from completing a square before ply 13 on every board (K = {k} at unit {G_REP} > 4K) [{:.1} s]",
        match ply2 {
            Ply2::Orthogonal => "orthogonal",
            Ply2::Diagonal => "diagonal",
        },
        t.elapsed().as_secs_f64()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stray_cells_avoid_the_pair_and_its_third_corners() {
        // the pair (0, 0), (2, 0): third corners (0, ±2), (2, ±2)
        let (p, q) = ((0, 0), (2, 0));
        assert!(!is_stray(p, q, (5, 0))); // on the pair's row
        assert!(!is_stray(p, q, (3, 5))); // diagonal from (0, 2)... (3, 5) - (0, 2) = (3, 3)
        assert!(!is_stray(p, q, (6, 2))); // on the row of the third corners
        assert!(!is_stray(p, q, (4, 1))); // (4, 1) - (2, 0) = (2, 1), a Knight pair
        assert!(is_stray(p, q, (5, 9)));
        assert!(!is_stray(p, q, (7, 3))); // (7, 3) - (2, -2) = (5, 5), a diagonal
        assert!(is_stray(p, q, (7, 4)));
    }

    #[test]
    fn the_class_needs_a_diagonal_neighbour_played_before_the_later_stone() {
        // a Diagonal pair (2, 2), (4, 4), P2's ply-2 stone beside (2, 2), a stray third
        let p1 = [(2, 2), (4, 4), (9, 5)];
        assert!(is_stray((2, 2), (4, 4), (9, 5)));
        assert_eq!(stray_class(p1, [(3, 3), (0, 0)]), Some(((2, 2), (4, 4), (9, 5), (3, 3))));
        // an orthogonal neighbour is not Lemma L11's diagonal ply-2 stone
        assert_eq!(stray_class(p1, [(3, 2), (0, 0)]), None);
        // a pair made by the second and third stones: P2's ply-4 stone beside the second
        let p1 = [(9, 5), (2, 2), (4, 4)];
        assert_eq!(stray_class(p1, [(8, 4), (3, 3)]), Some(((2, 2), (4, 4), (9, 5), (3, 3))));
        // P2's ply-2 stone beside the second stone serves too: it was on the board before
        // the third (the order of earlier stones does not change the position)
        assert_eq!(stray_class(p1, [(3, 3), (8, 4)]), Some(((2, 2), (4, 4), (9, 5), (3, 3))));
        assert_eq!(stray_class(p1, [(8, 4), (0, 0)]), None);
        // two pairs: no stray stone
        assert_eq!(stray_class([(2, 2), (4, 4), (2, 4)], [(3, 3), (0, 0)]), None);
    }

    #[test]
    fn unscaling_inverts_the_rescaling() {
        assert_eq!(unscale((41, -22), 20), Some((2 * G_REP + 1, -G_REP - 2)));
        assert_eq!(unscale((45, 0), 20), None);
        assert_eq!(unscale((7, -3), 9), Some((7, -3)));
    }

    #[test]
    fn a_row_pair_of_unit_5_holds_with_every_stray_stone() {
        let f = check_case(Case { pair: PairType::RowEven, g: 5, e: (1, 1), a_first: true }).unwrap().unwrap();
        assert!(f.rechecked > 0, "{f:?}");
        assert!(f.k_max <= 2, "{f:?}");
    }
}
