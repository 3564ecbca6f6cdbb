//! The two-pair probe (`squarecert::fastest::two_pairs`, docs/FASTEST.md §5, "Two pairs: a
//! probe") against a second implementation, the exact solver (`search::p2_holds`, which knows
//! nothing of frames, kills or named cells): for every shape of units 1 and 2 where the
//! probe's kill defence holds, placed with its shared stone at the centre of 13×13, P2's first
//! two stones on the cells farthest from P1's and its ply-6 stone on the probe's cell, P1
//! completes no square by ply 11 (the order of P1's first three stones does not change the
//! position). Its control: where the probe needs a ply-6 cell, P2's ply-6 stone on the next
//! farthest cell instead loses after some shapes.

mod simple;

use simple::far_cells;
use squarecert::fastest::every_board::{Cell, PairType};
use squarecert::fastest::search::p2_holds;
use squarecert::fastest::two_pairs::kill_defence;

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
