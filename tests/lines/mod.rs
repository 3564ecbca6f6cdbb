//! Shared by test crates (not a test crate itself): every line to ply 5 of a board with P2's
//! plies 2 and 4 by the opening rule (`fastest::opening_rule`), as the explicit defence's
//! check walks them.

use squarecert::fastest::every_board::Cell;
use squarecert::fastest::opening_rule::{ply2, ply4, strategy};
use squarecert::fastest::search::openings;

/// Every line `[s1, b2, s2, b4, s3]` to ply 5 of the `n`×`n` board: P1's first stone `s1` up
/// to symmetry (`search::openings`), every second and third stone, P2's `b2` and `b4` by the
/// opening rule (second stones after which it names no ply-4 cell left out).
pub fn opening_rule_lines(n: usize) -> Vec<[Cell; 5]> {
    let ni = n as i64;
    let st = strategy().expect("the opening rule's strategy");
    let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
    let mut out = Vec::new();
    for o in openings(n) {
        let s1 = ((o % n) as i64, (o / n) as i64);
        let b2 = ply2(ni, s1);
        for &s2 in &cells {
            if s2 == s1 || s2 == b2 {
                continue;
            }
            let Some(b4) = ply4(st, ni, s1, b2, s2) else { continue };
            for &s3 in &cells {
                if ![s1, b2, s2, b4].contains(&s3) {
                    out.push([s1, b2, s2, b4, s3]);
                }
            }
        }
    }
    out
}
