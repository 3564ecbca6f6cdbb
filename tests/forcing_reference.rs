//! A deliberately simple second implementation of the restricted games of
//! `squarecert::fastest::forcing` (docs/FASTEST.md §5, "Quiet moves"): its own board (one
//! byte per cell, squares listed by corner and side), plain minimax with a table of exact
//! positions (no symmetry, no last-chance rule, no move ordering), and the rules read from the
//! docs: from ply `f` on every P1 move, a forced block included (unless blocks are exempt),
//! must leave P1 a threat cell; P1's choices (not its forced blocks) may be confined to the
//! corner square `[0,w)²`, and in the closed corner game its forced blocks too. Its
//! answers, opening by opening, must equal the library's (`Search::wins` with
//! `p1_forcing_from`, `p1_corner` and `p1_closed_corner`, whose table keys use two symmetries in a corner game
//! and whose last-chance rule looks for the double threat among P1's choices). It also reads
//! which P2 squares count (`Search::p2_squares`: all, none, or those on P1's grid or in P1's
//! bounding box) from the docs and compares those answers.

mod simple;

use squarecert::fastest::search::{opening_wins, P2Squares, Search};
use std::collections::HashMap;

struct Game {
    n: usize,
    cell: Vec<u8>,
    through: Vec<Vec<[usize; 4]>>,
}

impl Game {
    fn new(n: usize) -> Game {
        Game { n, cell: vec![0; n * n], through: simple::squares_through(n) }
    }

    /// The empty cells where `who` would hold all four corners of a square (for P2, of a
    /// square that counts under `p2`).
    fn threats(&self, who: u8, p2: P2Squares) -> Vec<usize> {
        let n = self.n;
        let xy = |c: usize| (c % n, c / n);
        let p1: Vec<(usize, usize)> = (0..n * n).filter(|&c| self.cell[c] == 1).map(xy).collect();
        // whether cell `c` lies in the bounding box of P1's stones, and on P1's grid
        let in_box = |c: usize| {
            let (x, y) = xy(c);
            p1.iter().any(|p| p.0 <= x) && p1.iter().any(|p| p.0 >= x) && p1.iter().any(|p| p.1 <= y) && p1.iter().any(|p| p.1 >= y)
        };
        let on_p1_grid = |c: usize| p1.iter().any(|p| p.0 == xy(c).0) && p1.iter().any(|p| p.1 == xy(c).1);
        let counts = |sq: &[usize; 4]| {
            who == 1
                || match p2 {
                    P2Squares::All => true,
                    P2Squares::None => false,
                    P2Squares::P1Grid => sq.iter().all(|&k| on_p1_grid(k)),
                    P2Squares::P1Box => sq.iter().all(|&k| in_box(k)),
                }
        };
        (0..n * n).filter(|&c| self.cell[c] == 0 && self.through[c].iter().any(|sq| sq.iter().all(|&k| k == c || self.cell[k] == who) && counts(sq))).collect()
    }

    /// Whether P1 completes a square by ply `dl`, `ply` being the next ply.
    fn p1_wins(&mut self, ply: u32, rules: &Rules, memo: &mut HashMap<Vec<u8>, bool>) -> bool {
        if ply > rules.dl {
            return false;
        }
        let p1_turn = ply % 2 == 1;
        let me = if p1_turn { 1 } else { 2 };
        if !self.threats(me, rules.p2).is_empty() {
            return p1_turn;
        }
        let empty: Vec<usize> = (0..self.n * self.n).filter(|&c| self.cell[c] == 0).collect();
        if empty.is_empty() {
            return false;
        }
        if let Some(&v) = memo.get(&self.cell) {
            return v;
        }
        let result = if p1_turn {
            let blocks = self.threats(2, rules.p2);
            let moves: Vec<usize> = match blocks.len() {
                0 => empty.into_iter().filter(|&c| rules.w.is_none_or(|w| c % self.n < w && c / self.n < w)).collect(),
                1 if rules.closed && rules.w.is_some_and(|w| blocks[0] % self.n >= w || blocks[0] / self.n >= w) => vec![],
                1 => blocks.clone(),
                _ => vec![],
            };
            let cut = rules.f.is_some_and(|f| ply >= f) && !(rules.blocks_exempt && blocks.len() == 1);
            moves.into_iter().any(|m| {
                self.cell[m] = 1;
                let r = (!cut || !self.threats(1, rules.p2).is_empty()) && self.p1_wins(ply + 1, rules, memo);
                self.cell[m] = 0;
                r
            })
        } else {
            empty.into_iter().all(|m| {
                self.cell[m] = 2;
                let r = self.p1_wins(ply + 1, rules, memo);
                self.cell[m] = 0;
                r
            })
        };
        memo.insert(self.cell.clone(), result);
        result
    }
}

struct Rules {
    dl: u32,
    f: Option<u32>,
    w: Option<usize>,
    /// A forced block need not make a threat.
    blocks_exempt: bool,
    /// A forced block must lie in the corner square too (the closed corner game).
    closed: bool,
    /// Which P2 squares count.
    p2: P2Squares,
}

/// The answers of both implementations for every opening in the corner square (every cell
/// without one): (openings where P1 wins, openings compared).
fn compare<const W: usize>(n: usize, dl: u32, f: Option<u32>, w: Option<usize>, blocks_exempt: bool) -> (usize, usize) {
    compare_closed::<W>(n, dl, f, w, blocks_exempt, false)
}

/// [`compare`], the corner game closed when `closed` (`Search::p1_closed_corner`).
fn compare_closed<const W: usize>(n: usize, dl: u32, f: Option<u32>, w: Option<usize>, blocks_exempt: bool, closed: bool) -> (usize, usize) {
    let rules = Rules { dl, f, w, blocks_exempt, closed, p2: P2Squares::All };
    let mut memo = HashMap::new();
    let (mut wins, mut seen) = (0, 0);
    let search = || {
        let mut s = Search::<W>::new(n, dl);
        s.p1_forcing_from = f;
        s.p1_corner = w;
        s.p1_blocks_exempt = blocks_exempt;
        s.p1_closed_corner = closed;
        s
    };
    // one table for all openings (as `first_winning_opening` keeps it) and a fresh one each
    let mut shared = search();
    for o in 0..n * n {
        if w.is_some_and(|w| o % n >= w || o / n >= w) {
            continue;
        }
        let mut g = Game::new(n);
        g.cell[o] = 1;
        let want = g.p1_wins(2, &rules, &mut memo);
        let what = format!("n={n} deadline {dl} forcing from {f:?} (blocks exempt: {blocks_exempt}) corner {w:?} (closed: {closed}): opening ({}, {})", o % n, o / n);
        assert_eq!(opening_wins(&mut search(), o), want, "{what}");
        assert_eq!(opening_wins(&mut shared, o), want, "{what}, shared table");
        wins += want as usize;
        seen += 1;
    }
    (wins, seen)
}

#[test]
fn cut_and_corner_games_agree_with_a_plain_minimax_on_5x5() {
    // (deadline, forcing from, corner side) -> (winning openings, openings)
    let cases = [
        (11, None, None, (0, 25)),
        (11, Some(5), Some(3), (0, 9)),
        (13, Some(5), None, (0, 25)),
        (13, Some(7), Some(4), (0, 16)),
        (13, None, Some(3), (0, 9)),
    ];
    for (dl, f, w, want) in cases {
        assert_eq!(compare::<1>(5, dl, f, w, false), want, "deadline {dl} forcing from {f:?} corner {w:?}");
        if f.is_some() {
            assert_eq!(compare::<1>(5, dl, f, w, true), want, "deadline {dl} forcing choices from {f:?} corner {w:?}");
        }
    }
}

/// 7×7 and 8×8 at ply 15, forcing from ply 5 (the fast rule's kind of strategy): on 7×7 P1
/// wins from one opening of 49 (the centre), with or without its forced blocks cut; confined
/// to `[0,7)²` on 8×8, from one of the square's 49, so the corner's table keys and
/// last-chance rule meet a "yes" and many "no"s.
#[test]
fn cut_and_corner_games_agree_with_a_plain_minimax_on_7x7_and_8x8() {
    assert_eq!(compare::<1>(7, 15, Some(5), None, false), (1, 49));
    assert_eq!(compare::<1>(7, 15, Some(5), None, true), (1, 49));
    assert_eq!(compare::<1>(8, 15, Some(5), Some(7), false), (1, 49));
    // the closed corner game (every P1 stone in the square, forced blocks too) agrees as well
    assert_eq!(compare_closed::<1>(8, 15, Some(5), Some(7), false, true), (1, 49));
}


/// A position where the closed corner game differs from the open one (the library's unit test
/// `the_closed_corner_game_refuses_a_block_outside_the_square`): P1 to move at ply 9 of 11 on
/// 10×10 must block P2's threat on (6, 2), and that block makes two P1 threat cells. In
/// `[0,5)²` the open game wins and the closed one does not; in `[0,7)²` both win.
#[test]
fn the_closed_corner_game_agrees_with_a_plain_minimax_on_a_block_outside_the_square() {
    let n = 10;
    let stones = [((4, 0), (7, 2)), ((4, 2), (6, 3)), ((4, 4), (7, 3)), ((0, 9), (9, 9))];
    for (w, closed, want) in [(5, false, true), (5, true, false), (7, true, true)] {
        let mut g = Game::new(n);
        let mut s = Search::<2>::new(n, 11);
        s.p1_corner = Some(w);
        s.p1_closed_corner = closed;
        for ((a, b), (c, d)) in stones {
            g.cell[b * n + a] = 1;
            g.cell[d * n + c] = 2;
            s.b.make(b * n + a, 0);
            s.b.make(d * n + c, 1);
        }
        let rules = Rules { dl: 11, f: None, w: Some(w), blocks_exempt: false, closed, p2: P2Squares::All };
        assert_eq!(g.p1_wins(9, &rules, &mut HashMap::new()), want, "plain minimax, corner {w}, closed {closed}");
        assert_eq!(s.wins(), want, "library, corner {w}, closed {closed}");
    }
}

/// Which P2 squares count (docs/FASTEST.md §5, "Which P2 squares a defence needs"): on 6×6
/// at ply 11, after P1 (x1, y1), P2 (x2, y2), P1 (x3, y3), does P1 complete by ply 11 when
/// P2's squares count never (a kill-only defence), on P1's grid, in P1's bounding box,
/// always? The plain minimax and the library agree on each. The positions (found with the
/// library) separate the box from the grid and from the exact game, not the grid from the
/// kill-only rule.
#[test]
fn p2_square_rules_agree_with_a_plain_minimax_on_6x6() {
    let n = 6;
    let rules = [P2Squares::None, P2Squares::P1Grid, P2Squares::P1Box, P2Squares::All];
    let cases = [
        ([(0, 0), (1, 0), (2, 2)], [true, true, false, false]),
        ([(0, 0), (5, 0), (2, 2)], [true, true, true, false]),
        ([(2, 1), (2, 0), (2, 3)], [true; 4]),
        ([(0, 0), (1, 0), (2, 0)], [false; 4]),
    ];
    for (stones, want) in cases {
        for (p2, want) in rules.into_iter().zip(want) {
            let mut g = Game::new(n);
            let mut s = Search::<1>::new(n, 11);
            s.p2_squares = p2;
            for (k, (x, y)) in stones.into_iter().enumerate() {
                g.cell[y * n + x] = 1 + (k % 2) as u8;
                s.b.make(y * n + x, k % 2);
            }
            let rule = Rules { dl: 11, f: None, w: None, blocks_exempt: false, closed: false, p2 };
            assert_eq!(g.p1_wins(4, &rule, &mut HashMap::new()), want, "plain minimax, {stones:?}, P2 squares {p2:?}");
            assert_eq!(s.wins(), want, "library, {stones:?}, P2 squares {p2:?}");
        }
    }
}

/// Positions where P1's own stone makes a P2 square count (it widens P1's grid or box), found
/// by a reviewer's brute force against an earlier library whose last-chance rule missed it:
/// (rows y = 0.. top down, `X` P1, `O` P2, deadline, P2 square rule, whether P1 completes by
/// the deadline). In the first, P1's only double threat (0, 5) stretches its box over P2's
/// square (2,0),(4,0),(2,2),(4,2), which P2 then completes; in the third, P2 to move holds
/// only with a cell away from P1's first double threat.
#[test]
fn p1_stones_that_make_p2_squares_count_agree_with_a_plain_minimax() {
    let n = 6;
    let cases = [
        ("....OX/...OXX/..O.O./....../.....O/....XX", 13, P2Squares::P1Box, false),
        (".....X/XX..OO/.....O/...OX./...O../X..X.O", 15, P2Squares::P1Grid, false),
        ("....O./XXXOO./...X../..O.X./....../......", 13, P2Squares::P1Grid, false),
        ("....O./XXXOO./...X../..O.X./....../......", 13, P2Squares::P1Box, false),
        ("....O./XXXOO./...X../..O.X./....../......", 13, P2Squares::All, false),
    ];
    for (text, dl, p2, want) in cases {
        let mut g = Game::new(n);
        let mut s = Search::<1>::new(n, dl);
        s.p2_squares = p2;
        for (y, row) in text.split('/').enumerate() {
            for (x, ch) in row.chars().enumerate() {
                let who = match ch {
                    'X' => 0,
                    'O' => 1,
                    _ => continue,
                };
                g.cell[y * n + x] = 1 + who as u8;
                s.b.make(y * n + x, who);
            }
        }
        let ply = s.b.placed + 1;
        let rule = Rules { dl, f: None, w: None, blocks_exempt: false, closed: false, p2 };
        assert_eq!(g.p1_wins(ply, &rule, &mut HashMap::new()), want, "plain minimax, {text}, {p2:?}");
        assert_eq!(s.wins(), want, "library, {text}, {p2:?}");
    }
}
