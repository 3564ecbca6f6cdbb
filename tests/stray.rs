//! Lemma S of docs/FASTEST.md §5 ("A stray stone"): its check for every board
//! (`squarecert::fastest::stray`, the same as `squarecert delay-every-board --diagonal
//! --stray`) with its counts pinned, and its ply-6 cell checked on whole boards by a second
//! implementation, the exact solver (`search::p2_holds`, which knows nothing of frames, cases
//! or stray stones): after every line to ply 5 of 7×7 and 8×8 where Lemma S applies (P2's
//! plies 2 and 4 by the opening rule), P2's ply-6 move by Lemma S must leave P1 no way to
//! complete a square by ply 11.

use squarecert::fastest::defence::check_with;
use squarecert::fastest::every_board::{Cell, PairType, Ply2};
use squarecert::fastest::opening_rule::{ply2, ply4, strategy};
use squarecert::fastest::search::{openings, p2_holds};
use squarecert::fastest::stray::{check_all, stray_class, stray_ply6, StrayCase};
use std::sync::OnceLock;

fn table() -> &'static [StrayCase] {
    static T: OnceLock<Vec<StrayCase>> = OnceLock::new();
    T.get_or_init(|| check_all(Ply2::Diagonal).expect("Lemma S's check"))
}

#[test]
fn lemma_s_holds_in_every_case() {
    let t = table();
    let by = |p: PairType| {
        let f: Vec<&StrayCase> = t.iter().filter(|f| f.case.pair == p).collect();
        (f.len(), f.iter().map(|f| f.rechecked).sum::<usize>(), f.iter().map(|f| f.moved.len()).sum::<usize>(), f.iter().map(|f| f.k_max).max().unwrap())
    };
    // (cases, stray cells rechecked, those needing another ply-6 cell, K)
    assert_eq!(by(PairType::RowOdd), (56, 0, 0, 2));
    assert_eq!(by(PairType::RowEven), (104, 176, 176, 3));
    assert_eq!(by(PairType::Diagonal), (102, 0, 0, 2));
    assert_eq!(by(PairType::Knight), (104, 104, 0, 2));
    // the scale lemma's bound at unit 13: 4K < 13
    assert_eq!(t.iter().filter(|f| f.case.g == 13).map(|f| f.k_max).max(), Some(3));
    // every moved cell differs from the case's own and from the stray cell
    for f in t {
        for &(z, m) in &f.moved {
            assert!(m != f.m4 && m != z, "{f:?}");
        }
    }
}

/// Every line to ply 5 of the `n`×`n` board (openings up to symmetry) where Lemma S applies,
/// P2's ply-6 cell by Lemma S (the first free cell where it names none on the board): the
/// lines asked, and those the solver finds P1 completing by ply 11 in.
fn against_the_solver<const W: usize>(n: usize) -> (usize, Vec<[Cell; 6]>) {
    let ni = n as i64;
    let st = strategy().expect("the opening rule's strategy");
    let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
    let (mut asked, mut lost) = (0, Vec::new());
    for o in openings(n) {
        let s1 = ((o % n) as i64, (o / n) as i64);
        let b2 = ply2(ni, s1);
        for &s2 in &cells {
            if s2 == s1 || s2 == b2 {
                continue;
            }
            let Some(b4) = ply4(st, ni, s1, b2, s2) else { continue };
            for &s3 in &cells {
                if [s1, b2, s2, b4].contains(&s3) {
                    continue;
                }
                let (p1, p2) = ([s1, s2, s3], [b2, b4]);
                if stray_class(p1, p2).is_none() {
                    continue;
                }
                let b6 = stray_ply6(table(), ni, p1, p2).expect("Lemma S applies").unwrap_or_else(|| *cells.iter().find(|c| ![s1, b2, s2, b4, s3].contains(c)).unwrap());
                asked += 1;
                let line = [s1, b2, s2, b4, s3, b6];
                if !p2_holds::<W>(n, 11, &line) {
                    lost.push(line);
                }
            }
        }
    }
    (asked, lost)
}

/// Lemma Q (`fastest::quiet`, exact by its hand argument) after Lemma S's ply-6 cell at every
/// position of 6×6 where Lemma S applies, through the explicit defence's walk.
#[test]
fn lemma_q_agrees_with_lemma_s_on_6x6() {
    let r = check_with(6, Some(table())).expect("the explicit defence's check");
    assert_eq!(r.stray, 551);
    assert!(r.stray_lost.is_empty(), "{:?}", r.stray_lost);
}

#[test]
fn the_stray_cell_holds_ply_11_by_the_solver() {
    let (asked, lost) = against_the_solver::<1>(7);
    assert!(lost.is_empty(), "7x7: {lost:?}");
    assert_eq!(asked, 2955, "7x7 lines where Lemma S applies");
    let (asked, lost) = against_the_solver::<1>(8);
    assert!(lost.is_empty(), "8x8: {lost:?}");
    assert_eq!(asked, 6653, "8x8 lines where Lemma S applies");
}
