//! The explicit defence (`squarecert::fastest::defence`, docs/FASTEST.md §5, "An explicit
//! defence") played out by a deliberately naive game: every square of the n×n board listed
//! once by `(x, y, side)`, owners in a plain grid, no threat-space search, frame or named
//! cell. P2 plays `defence::p2_move` at plies 2 to 10; P1 plays every free cell at plies 1, 3,
//! 5, 7 and 9. Wherever P1 could complete a square at ply 7, 9 or 11 (three of its corners
//! held, the fourth free), or P2 names no free cell, the test fails; a line ends where P2
//! completes a square. That is "P1 completes no square by ply 11 against the defence",
//! checked without Lemma Q's argument.

use rayon::prelude::*;
use squarecert::fastest::defence::p2_move;
use squarecert::fastest::every_board::{Cell, Strategy};

/// The naive board: owners (0 free, 1 P1, 2 P2), the moves in order, the squares' corners.
#[derive(Clone)]
struct Naive {
    n: i64,
    owner: Vec<u8>,
    moves: Vec<Cell>,
    squares: Vec<[usize; 4]>,
}

impl Naive {
    fn new(n: i64) -> Naive {
        let mut squares = Vec::new();
        for side in 1..n {
            for y in 0..n - side {
                for x in 0..n - side {
                    let at = |x: i64, y: i64| (y * n + x) as usize;
                    squares.push([at(x, y), at(x + side, y), at(x, y + side), at(x + side, y + side)]);
                }
            }
        }
        Naive { n, owner: vec![0; (n * n) as usize], moves: Vec::new(), squares }
    }

    fn play(&mut self, c: Cell, who: u8) {
        self.owner[(c.1 * self.n + c.0) as usize] = who;
        self.moves.push(c);
    }

    fn undo(&mut self) {
        let c = self.moves.pop().expect("a move to take back");
        self.owner[(c.1 * self.n + c.0) as usize] = 0;
    }

    /// Whether `who` holds all four corners of some square.
    fn complete(&self, who: u8) -> bool {
        self.squares.iter().any(|q| q.iter().all(|&k| self.owner[k] == who))
    }

    /// Whether P1 holds three corners of some square whose fourth is free.
    fn p1_threat(&self) -> bool {
        self.squares.iter().any(|q| q.iter().filter(|&&k| self.owner[k] == 1).count() == 3 && q.iter().any(|&k| self.owner[k] == 0))
    }

    fn free(&self) -> Vec<Cell> {
        (0..self.n * self.n).filter(|&i| self.owner[i as usize] == 0).map(|i| (i % self.n, i / self.n)).collect()
    }
}

/// Plays every P1 line from the position `g` (P1 to move at ply `g.moves.len() + 1`) against
/// the defence; panics where P1 could complete by ply 11 or P2 names no free cell. Returns
/// the number of P2 moves made.
fn play_out(st: &Strategy, g: &mut Naive) -> usize {
    let ply = g.moves.len() as u32 + 1;
    assert!(!g.p1_threat(), "P1 completes a square at ply {ply} after {:?}", g.moves);
    if ply == 11 {
        return 0;
    }
    let mut made = 0;
    for m in g.free() {
        g.play(m, 1);
        let c = p2_move(st, g.n, &g.moves).unwrap_or_else(|| panic!("no P2 move after {:?}", g.moves));
        assert_eq!(g.owner[(c.1 * g.n + c.0) as usize], 0, "P2's {c:?} is taken after {:?}", g.moves);
        g.play(c, 2);
        made += 1;
        if !g.complete(2) {
            made += play_out(st, g);
        }
        g.undo();
        g.undo();
    }
    made
}

/// Every P1 line of the `n`×`n` board from the given first stones, on two threads; the
/// number of P2 moves made.
fn play_all(n: i64, firsts: Vec<Cell>) -> usize {
    let st = squarecert::fastest::opening_rule::strategy().expect("Lemma L11's check");
    firsts
        .into_par_iter()
        .map(|s1| {
            let mut g = Naive::new(n);
            g.play(s1, 1);
            let c = p2_move(st, n, &g.moves).expect("a ply-2 cell");
            g.play(c, 2);
            play_out(st, &mut g) + 1
        })
        .sum()
}

/// 5×5, every first stone (so the symmetry mapping of `p2_move` is played too): P1 completes
/// no square by ply 11 in any line; P2 makes 3,503,703 moves in all.
#[test]
fn the_defence_holds_ply_11_on_5x5_from_every_first_stone() {
    let firsts: Vec<Cell> = (0..25).map(|i| (i % 5, i / 5)).collect();
    assert_eq!(play_all(5, firsts), 3_503_703);
}

/// 6×6 from the first stones of one eighth of the board (`x ≤ y ≤ 2`, the representatives of
/// the symmetry classes): P1 completes no square by ply 11 in any line; P2 makes 5,147,742
/// moves in all.
#[test]
fn the_defence_holds_ply_11_on_6x6() {
    let firsts: Vec<Cell> = (0..36).map(|i| (i % 6, i / 6)).filter(|&(x, y)| x <= y && y <= 2).collect();
    assert_eq!(firsts.len(), 6);
    assert_eq!(play_all(6, firsts), 5_147_742);
}
