//! The two-pair probe (`squarecert::fastest::two_pairs`, docs/FASTEST.md §5, "Two pairs: a
//! probe") against a second implementation, the exact solver (`search::p2_holds`, which knows
//! nothing of frames, kills or named cells): for every shape of units 1 and 2 where the
//! probe's kill defence holds, placed with its shared stone at the centre of 13×13, P2's first
//! two stones on the cells farthest from P1's and its ply-6 stone on the probe's cell, P1
//! completes no square by ply 11 (the order of P1's first three stones does not change the
//! position). Its control: where the probe needs a ply-6 cell, P2's ply-6 stone on the next
//! farthest cell instead loses after some shapes.

mod lines;
mod simple;

use lines::opening_rule_lines;
use simple::far_cells;
use rayon::prelude::*;
use squarecert::fastest::every_board::{Cell, PairType};
use squarecert::fastest::named::frame_related;
use squarecert::fastest::search::p2_holds;
use squarecert::fastest::two_pairs::{kill_defence, ratio_table, settles};

#[test]
fn the_kill_defence_holds_ply_11_by_the_solver() {
    let (n, c) = (13i64, (6i64, 6i64));
    let offsets = |t: PairType| {
        let v = t.offset(1);
        let mut out: Vec<Cell> = Vec::new();
        for (x, y) in [(v.0, v.1), (v.1, v.0)] {
            for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                if !out.contains(&(sx * x, sy * y)) {
                    out.push((sx * x, sy * y));
                }
            }
        }
        out
    };
    let types = [PairType::RowOdd, PairType::Diagonal, PairType::Knight];
    let (mut shapes, mut needed, mut lost, mut control) = (0, 0, Vec::new(), 0);
    for ta in types {
        for tb in types {
            for b in offsets(tb) {
                for g in [1i64, 2, 3].into_iter().filter(|g| ta != PairType::RowOdd || g % 2 == 1) {
                    for h in [1i64, 2, 3].into_iter().filter(|h| tb != PairType::RowOdd || h % 2 == 1) {
                        let a = ta.offset(g);
                        let s = [(0, 0), a, (b.0 * h, b.1 * h)];
                        if s[1] == s[2] {
                            continue;
                        }
                        let Some(x6) = kill_defence(s) else { continue };
                        shapes += 1;
                        let at = |v: Cell| (c.0 + v.0, c.1 + v.1);
                        let p1 = [at(s[0]), at(s[1]), at(s[2])];
                        let far = far_cells(n, &p1, &[], 2);
                        let next_far = far_cells(n, &p1, &far, 1)[0];
                        let cell = x6.map(at).filter(|&x| (0..n).contains(&x.0) && (0..n).contains(&x.1) && !far.contains(&x));
                        let line = [p1[0], far[0], p1[1], far[1], p1[2], cell.unwrap_or(next_far)];
                        if !p2_holds::<3>(n as usize, 11, &line) {
                            lost.push(line);
                        }
                        if cell.is_some() {
                            needed += 1;
                            control += usize::from(!p2_holds::<3>(n as usize, 11, &[p1[0], far[0], p1[1], far[1], p1[2], next_far]));
                        }
                    }
                }
            }
        }
    }
    assert!(lost.is_empty(), "the solver finds P1 completing by ply 11 after {} lines, first {:?}", lost.len(), lost.first());
    assert_eq!((shapes, needed, control), (273, 150, 40), "(shapes, shapes needing a ply-6 cell, of them lost with a far ply-6 stone)");
}

/// Every line to ply 5 of the `n`×`n` board (openings up to symmetry, P2's plies 2 and 4 by
/// the opening rule) with two or three pairs of P1's stones in a pair form that the ratio
/// lemma settles (`two_pairs::settles`), P2's ply 6 the kill defence's cell for those stones
/// (the first free cell where it needs none, or where its cell is off the board or taken):
/// how many such lines, how many with two or three pairs, and those after which the solver
/// finds P1 completing a square by ply 11.
fn settled_lines<const W: usize>(n: usize) -> (usize, usize, Vec<[Cell; 6]>) {
    let ni = n as i64;
    let table = ratio_table().expect("the ratio lemma's table");
    let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
    let mut lines = Vec::new();
    let mut two_or_three = 0;
    for taken @ [s1, b2, s2, b4, s3] in opening_rule_lines(n) {
        let p1 = [s1, s2, s3];
        if [(0, 1), (0, 2), (1, 2)].into_iter().filter(|&(i, j)| frame_related(p1[i], p1[j])).count() < 2 {
            continue;
        }
        two_or_three += 1;
        if !settles(&table, p1) {
            continue;
        }
        let x6 = kill_defence(p1).expect("a settled shape has the kill defence");
        let b6 = x6.filter(|x| cells.contains(x) && !taken.contains(x)).unwrap_or_else(|| *cells.iter().find(|c| !taken.contains(c)).unwrap());
        lines.push([s1, b2, s2, b4, s3, b6]);
    }
    let lost = lines.par_iter().copied().filter(|l| !p2_holds::<W>(n, 11, &l[..])).collect();
    (lines.len(), two_or_three, lost)
}

/// The ratio lemma's verdict on whole boards: after every line of 6×6 and 7×7 it settles, the
/// kill defence's ply-6 cell holds ply 11 by the solver.
#[test]
fn the_settled_lines_hold_by_the_solver() {
    let (settled, all, lost) = settled_lines::<1>(6);
    assert!(lost.is_empty(), "6x6: {} lost, first {:?}", lost.len(), lost.first());
    let (settled7, all7, lost7) = settled_lines::<1>(7);
    assert!(lost7.is_empty(), "7x7: {} lost, first {:?}", lost7.len(), lost7.first());
    assert_eq!((settled, all, settled7, all7), (2139, 4378, 6310, 12340), "(settled, two or three pairs) on 6x6, then 7x7");
}
