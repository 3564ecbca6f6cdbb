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
//! bounding box) from the docs and compares those answers, and likewise the defences of
//! `fastest::tempo` (tempo moves, reach) and of `fastest::named` (named cells, alone and with
//! tempo moves), whose named cells it also compares one by one, as it does the cells of the
//! proviso's cut (`fastest::named::proviso`, both forms). A cut that reads the order of P1's
//! stones (`Search::p2_cut_order`) it checks with a toy cut and a minimax with no table. It
//! also plays two first pairs of `fastest::unrelated` (P2's first two stones on far cells).
//! And it compares the proviso's searches (both forms) with a plain minimax of its own.

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

    /// Whether a P1 stone on some empty cell would leave P1 two threat cells or more.
    fn p1_has_a_double_threat_move(&mut self, p2: P2Squares) -> bool {
        (0..self.n * self.n).any(|c| {
            if self.cell[c] != 0 {
                return false;
            }
            self.cell[c] = 1;
            let two = self.threats(1, p2).len() >= 2;
            self.cell[c] = 0;
            two
        })
    }

    /// The named cells, read from docs/FASTEST.md §5 ("A first test of the proviso"): the
    /// eight neighbours of every P1 stone, the corners of every square holding two stones of
    /// one player, and the cells of every frame holding two P1 stones, a frame being the 2×3
    /// grid `{x0, x0+s, x0+2s} × {y0, y0+s}` or its transpose, on the board or running off it
    /// (its cells on the board count). Indexed by cell, true for the empty named cells.
    fn named(&self) -> Vec<bool> {
        let p1: Vec<usize> = (0..self.cell.len()).filter(|&c| self.cell[c] == 1).collect();
        self.named_by(&p1)
    }

    /// [`Game::named`] with only the P1 stones on the cells `sources` naming cells (every
    /// P2 stone names; every stone's cell stays taken).
    fn named_by(&self, sources: &[usize]) -> Vec<bool> {
        let n = self.n as i64;
        let names = |c: usize, p: u8| self.cell[c] == p && (p == 2 || sources.contains(&c));
        let mut out = vec![false; self.cell.len()];
        let on = |x: i64, y: i64| (0..n).contains(&x) && (0..n).contains(&y);
        let at = |x: i64, y: i64| (y * n + x) as usize;
        for c in 0..self.cell.len() {
            if names(c, 1) {
                let (x, y) = ((c % self.n) as i64, (c / self.n) as i64);
                for (dx, dy) in (-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (dx, dy))) {
                    if on(x + dx, y + dy) {
                        out[at(x + dx, y + dy)] = true;
                    }
                }
            }
            for sq in &self.through[c] {
                if [1, 2].iter().any(|&p| sq.iter().filter(|&&k| names(k, p)).count() >= 2) {
                    sq.iter().for_each(|&k| out[k] = true);
                }
            }
        }
        for s in 1..n {
            for (wx, wy) in [(2, 1), (1, 2)] {
                for x0 in -wx * s..n {
                    for y0 in -wy * s..n {
                        let cells: Vec<(i64, i64)> = (0..=wx).flat_map(|k| (0..=wy).map(move |l| (x0 + k * s, y0 + l * s))).filter(|&(x, y)| on(x, y)).collect();
                        if cells.iter().filter(|&&(x, y)| names(at(x, y), 1)).count() >= 2 {
                            cells.iter().for_each(|&(x, y)| out[at(x, y)] = true);
                        }
                    }
                }
            }
        }
        (0..out.len()).map(|c| out[c] && self.cell[c] == 0).collect()
    }

    /// Whether P2's free move on the empty cell `m` at ply `ply` keeps to the rules: a P2
    /// threat cell after it from `tempo_from` on, and within the `near` radius of a P1 stone
    /// (at its ply, if one is given).
    fn p2_may_play(&mut self, m: usize, ply: u32, rules: &Rules) -> bool {
        let n = self.n;
        if let Some((r, only)) = rules.near {
            let near = (0..n * n).any(|c| self.cell[c] == 1 && (c % n).abs_diff(m % n) <= r && (c / n).abs_diff(m / n) <= r);
            if only.is_none_or(|p| p == ply) && !near {
                return false;
            }
        }
        if rules.tempo_from.is_some_and(|(f, _)| ply >= f) {
            self.cell[m] = 2;
            let tempo = !self.threats(2, P2Squares::All).is_empty();
            self.cell[m] = 0;
            return tempo;
        }
        true
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
            let free = self.threats(1, rules.p2).is_empty();
            // The cut applies where P2's move can matter: not at its last turn before the
            // deadline (P1 completes then only on a threat cell it already holds), and not at
            // ply dl-3 when P1 has no move making two threat cells (P1 cannot complete by the
            // deadline whatever P2 plays). Docs/FASTEST.md §5, "Tempo moves and reach".
            let cut = free && ply + 1 < rules.dl && (rules.tempo_from.is_some() || rules.near.is_some() || rules.named);
            if cut && ply + 3 == rules.dl && !self.p1_has_a_double_threat_move(rules.p2) {
                memo.insert(self.cell.clone(), false);
                return false;
            }
            let names = if cut && rules.named { self.named() } else { vec![true; self.cell.len()] };
            let mut allowed: Vec<usize> = empty.iter().copied().filter(|&m| !cut || (names[m] && self.p2_may_play(m, ply, rules))).collect();
            if allowed.is_empty() && rules.tempo_from.is_some_and(|(f, strict)| ply >= f && !strict) {
                allowed = empty;
            }
            allowed.into_iter().all(|m| {
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
    /// From this ply on, P2's free moves (P1 holding no threat cell) must make a P2 threat
    /// cell (`fastest::tempo`): always when the flag is set (strict), else wherever P2 has
    /// such a move.
    tempo_from: Option<(u32, bool)>,
    /// P2's free moves within this many cells (Chebyshev) of a P1 stone, at every ply or at
    /// the one ply given (`fastest::tempo::near_cut`).
    near: Option<(usize, Option<u32>)>,
    /// P2's free moves are *named cells* (`fastest::named`), at every ply.
    named: bool,
}

/// The answers of both implementations for every opening in the corner square (every cell
/// without one): (openings where P1 wins, openings compared).
fn compare<const W: usize>(n: usize, dl: u32, f: Option<u32>, w: Option<usize>, blocks_exempt: bool) -> (usize, usize) {
    compare_closed::<W>(n, dl, f, w, blocks_exempt, false)
}

/// [`compare`], the corner game closed when `closed` (`Search::p1_closed_corner`).
fn compare_closed<const W: usize>(n: usize, dl: u32, f: Option<u32>, w: Option<usize>, blocks_exempt: bool, closed: bool) -> (usize, usize) {
    let rules = Rules { dl, f, w, blocks_exempt, closed, p2: P2Squares::All, tempo_from: None, near: None, named: false };
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
        let rules = Rules { dl: 11, f: None, w: Some(w), blocks_exempt: false, closed, p2: P2Squares::All, tempo_from: None, near: None, named: false };
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
            let rule = Rules { dl: 11, f: None, w: None, blocks_exempt: false, closed: false, p2, tempo_from: None, near: None, named: false };
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
        let rule = Rules { dl, f: None, w: None, blocks_exempt: false, closed: false, p2, tempo_from: None, near: None, named: false };
        assert_eq!(g.p1_wins(ply, &rule, &mut HashMap::new()), want, "plain minimax, {text}, {p2:?}");
        assert_eq!(s.wins(), want, "library, {text}, {p2:?}");
    }
}

/// Defences with tempo moves from a ply on, and defences that answer near P1's stones
/// (docs/FASTEST.md §5, "Tempo moves and reach"): on 5×5, from one opening of each symmetry
/// class, the plain minimax and the library (`fastest::tempo`) agree. At ply 11: strict tempo
/// moves from ply 6 lose from the centre only, tempo moves wherever P2 has one hold, strict
/// ones from ply 8 hold; free moves within one cell of P1's stones lose from three classes.
/// At ply 13, where P2 holds in the exact game, strict tempo moves from ply 10 lose from the
/// centre. The cases where the cut changes the exact answer (strict tempo moves from ply 6
/// or 10, reach 1) are the ones that catch a cut doing nothing.
#[test]
fn tempo_and_near_defences_agree_with_a_plain_minimax_on_5x5() {
    use squarecert::fastest::tempo;
    let n = 5;
    // (deadline, tempo (from, strict), near (radius, ply)) -> openings where P1 completes
    type Tempo = Option<(u32, bool)>;
    type Near = Option<(usize, Option<u32>)>;
    let cases: [(u32, Tempo, Near, usize); 7] = [
        (11, Some((6, true)), None, 1),
        (11, Some((6, false)), None, 0),
        (11, Some((8, true)), None, 0),
        (11, None, Some((1, None)), 3),
        (11, None, Some((2, None)), 0),
        (11, None, Some((1, Some(4))), 0),
        (13, Some((10, true)), None, 1),
    ];
    for (dl, tempo_from, near, want) in cases {
        let rules = Rules { dl, f: None, w: None, blocks_exempt: false, closed: false, p2: P2Squares::All, tempo_from, near, named: false };
        let mut memo = HashMap::new();
        let mut wins = 0;
        // one opening per symmetry class: (0,0), (1,0), (2,0), (1,1), (2,1), (2,2)
        for o in [0, 1, 2, 6, 7, 12] {
            let mut g = Game::new(n);
            g.cell[o] = 1;
            let plain = g.p1_wins(2, &rules, &mut memo);
            let mut s = match (tempo_from, near) {
                (Some((f, strict)), _) => tempo::wins_by::<1>(n, dl, f, strict).unwrap().1,
                (_, Some((r, only))) => tempo::near_wins_by::<1>(n, dl, r, only).unwrap().1,
                _ => unreachable!(),
            };
            assert_eq!(opening_wins(&mut s, o), plain, "deadline {dl}, tempo {tempo_from:?}, near {near:?}: opening ({}, {})", o % n, o / n);
            wins += plain as usize;
        }
        assert_eq!(wins, want, "deadline {dl}, tempo {tempo_from:?}, near {near:?}");
    }
}

/// A defence confined near P1's stones at one ply only, where that matters: on 7×7 after P1
/// (3, 3), P2 (1, 0), P1 (3, 1), P1 completes by ply 11 against every defence whose ply-4
/// move lies within one cell of a P1 stone, and not against every defence, nor against those
/// confined so at ply 6 alone. The plain minimax and the library agree on the three.
#[test]
fn a_near_defence_at_ply_4_alone_agrees_with_a_plain_minimax_on_7x7() {
    use squarecert::fastest::tempo;
    let n = 7;
    for (near, want) in [(Some((1, Some(4))), true), (Some((1, Some(6))), false), (None, false)] {
        let mut g = Game::new(n);
        let mut s = match near {
            Some((r, only)) => tempo::near_wins_by::<1>(n, 11, r, only).unwrap().1,
            None => Search::<1>::new(n, 11),
        };
        for (k, (x, y)) in [(3, 3), (1, 0), (3, 1)].into_iter().enumerate() {
            g.cell[y * n + x] = 1 + (k % 2) as u8;
            s.b.make(y * n + x, k % 2);
        }
        let rules = Rules { dl: 11, f: None, w: None, blocks_exempt: false, closed: false, p2: P2Squares::All, tempo_from: None, near, named: false };
        assert_eq!(g.p1_wins(4, &rules, &mut HashMap::new()), want, "plain minimax, near {near:?}");
        assert_eq!(s.wins(), want, "library, near {near:?}");
    }
}

/// Named-cell defences (`fastest::named`, docs/FASTEST.md §5, "A first test of the proviso"),
/// alone and with strict tempo moves from ply 8 (`fastest::tempo::named_cut`): from three
/// positions of 6×6 with P2 to move at ply 6, at ply 13, the plain minimax with its own
/// reading of the named cells and the library agree, and so on the exact game. The positions
/// are chosen so that each cut changes some answer: at the first, P1 completes by ply 13
/// against every named-cell defence and not against every defence; at the second, some
/// named-cell defence holds and none holds that also makes tempo moves from ply 8; at the
/// third, one does.
#[test]
fn named_defences_agree_with_a_plain_minimax_on_6x6() {
    use squarecert::fastest::{named, tempo};
    let n = 6;
    // (P1, P2, P1, P2, P1 stones) -> P1 completes by 13: exact, named, named + tempo from 8
    type Position = ([(usize, usize); 5], [bool; 3]);
    let positions: [Position; 3] = [
        ([(3, 1), (0, 2), (1, 4), (2, 1), (1, 3)], [false, true, true]),
        ([(4, 4), (2, 1), (5, 5), (1, 5), (2, 5)], [false, false, true]),
        ([(3, 3), (4, 0), (2, 0), (2, 2), (3, 2)], [false, false, false]),
    ];
    for (stones, want) in positions {
        for (k, (named_only, tempo_from)) in [(false, None), (true, None), (true, Some((8, true)))].into_iter().enumerate() {
            let mut g = Game::new(n);
            let mut s = Search::<1>::new(n, 13);
            s.p2_cut = match tempo_from {
                None if named_only => Some(named::named::<1>),
                Some(_) => Some(tempo::named_cut::<1, 8>),
                None => None,
            };
            for (i, &(x, y)) in stones.iter().enumerate() {
                g.cell[y * n + x] = 1 + (i % 2) as u8;
                s.b.make(y * n + x, i % 2);
            }
            let rules = Rules { dl: 13, f: None, w: None, blocks_exempt: false, closed: false, p2: P2Squares::All, tempo_from, near: None, named: named_only };
            let plain = g.p1_wins(6, &rules, &mut HashMap::new());
            assert_eq!(s.wins(), plain, "{stones:?}, named cells only: {named_only}, tempo {tempo_from:?}");
            assert_eq!(plain, want[k], "{stones:?}, named cells only: {named_only}, tempo {tempo_from:?}");
        }
    }
}

/// A deterministic stream of numbers in `0..m` for each call with `m` (xorshift64 from
/// `seed`, reduced modulo `m`): the random positions of these tests.
fn xorshift(mut seed: u64) -> impl FnMut(usize) -> usize {
    move |m: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % m as u64) as usize
    }
}

/// Places `stones` stones on random empty cells, P1 first and alternating, on both the
/// plain game and the library's board; returns P1's cells in the order placed.
fn place_random(g: &mut Game, b: &mut squarecert::fastest::search::Board<2>, stones: usize, next: &mut impl FnMut(usize) -> usize) -> Vec<usize> {
    let mut order = vec![];
    for i in 0..stones {
        let empty: Vec<usize> = (0..g.cell.len()).filter(|&c| g.cell[c] == 0).collect();
        let c = empty[next(empty.len())];
        g.cell[c] = 1 + (i % 2) as u8;
        b.make(c, i % 2);
        if i % 2 == 0 {
            order.push(c);
        }
    }
    order
}

/// The named cells themselves: on 2,000 positions of 5×5 to 11×11 (random stones of both
/// players, one to twelve), the plain reading of the docs (`Game::named`) and the library's
/// `fastest::named::named` name the same empty cells.
#[test]
fn named_cells_agree_with_a_plain_reading_of_the_docs() {
    use squarecert::fastest::named::named;
    use squarecert::fastest::search::Board;
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    let mut sizes = [0usize; 13];
    for t in 0..2000 {
        let n = 5 + t % 7;
        let mut g = Game::new(n);
        let mut b = Board::<2>::new(n);
        let stones = 1 + next(12);
        sizes[stones] += 1;
        place_random(&mut g, &mut b, stones, &mut next);
        let want: Vec<usize> = g.named().iter().enumerate().filter(|(_, &v)| v).map(|(c, _)| c).collect();
        let got: Vec<usize> = named(&b).iter().collect();
        assert_eq!(got, want, "{n}x{n}, stones (P1 first, alternating) {:?}", (0..n * n).filter(|&c| g.cell[c] != 0).map(|c| ((c % n, c / n), g.cell[c])).collect::<Vec<_>>());
    }
    assert!(sizes[1..].iter().all(|&k| k > 100), "every stone count is drawn: {sizes:?}");
}

/// Whether some frame (the 2×3 grid `{x0, x0+s, x0+2s} × {y0, y0+s}` or its transpose, any
/// unit `s ≥ 1`, on the board or off it) holds both cells: every frame through `a` is listed
/// and searched for `b` (docs/FASTEST.md §5, "How many units": *frame-related*).
fn in_one_frame(a: (i64, i64), b: (i64, i64)) -> bool {
    let reach = (a.0 - b.0).abs().max((a.1 - b.1).abs());
    (1..=reach).any(|s| {
        [(2, 1), (1, 2)].into_iter().any(|(wx, wy)| {
            let grid = |x0: i64, y0: i64| (0..=wx).flat_map(move |i| (0..=wy).map(move |j| (x0 + i * s, y0 + j * s)));
            // a frame through `a`: `a` is its point (i, j)
            grid(0, 0).any(|(i, j)| grid(a.0 - i, a.1 - j).any(|c| c == b) && a != b)
        })
    })
}

/// The third corners of the squares (axis-parallel, any side, on the board or off it) that
/// have `a` and `b` as two of their corners: every square with a corner on `a` is listed.
fn third_corners(a: (i64, i64), b: (i64, i64)) -> Vec<(i64, i64)> {
    let side = (a.0 - b.0).abs().max((a.1 - b.1).abs());
    let mut out = vec![];
    for t in 1..=side {
        for (x0, y0) in [(a.0, a.1), (a.0 - t, a.1), (a.0, a.1 - t), (a.0 - t, a.1 - t)] {
            let corners = [(x0, y0), (x0 + t, y0), (x0, y0 + t), (x0 + t, y0 + t)];
            if corners.contains(&b) {
                out.extend(corners.into_iter().filter(|&c| c != a && c != b));
            }
        }
    }
    out
}

/// The proviso's cut (`fastest::named::proviso`, docs/FASTEST.md §5, "The proviso itself"),
/// read from the docs: on 3,000 positions of 5×5 to 11×11 with P2 to move at ply 6 or 8 or
/// P1 at ply 7 (random stones of both players, P1's in the order placed), the cells the
/// proviso names (P1's first three stones naming, the third only when related to the first
/// two in the full form, P2's stones naming; every stone's cell taken) are those the library
/// names, in both forms.
#[test]
fn proviso_cells_agree_with_a_plain_reading_of_the_docs() {
    use squarecert::fastest::named::proviso;
    use squarecert::fastest::search::Board;
    let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
    // (third stone related, unrelated), and positions where the cut differs from the named cells
    let (mut related, mut unrelated, mut cut) = (0, 0, 0);
    for t in 0..3000 {
        let n = 5 + t % 7;
        let mut g = Game::new(n);
        let mut b = Board::<2>::new(n);
        let stones = 5 + next(3);
        let order = place_random(&mut g, &mut b, stones, &mut next);
        let xy = |c: usize| ((c % n) as i64, (c / n) as i64);
        let (s1, s2, s3) = (xy(order[0]), xy(order[1]), xy(order[2]));
        let is_related = in_one_frame(s3, s1) || in_one_frame(s3, s2) || third_corners(s1, s2).into_iter().any(|c| in_one_frame(s3, c));
        if is_related {
            related += 1;
        } else {
            unrelated += 1;
        }
        let all = g.named();
        for full in [false, true] {
            let sources: Vec<usize> = order[..if full && !is_related { 2 } else { 3 }].to_vec();
            let want: Vec<usize> = g.named_by(&sources).iter().enumerate().filter(|(_, &v)| v).map(|(c, _)| c).collect();
            let got: Vec<usize> = if full { proviso::<2, true>(&b, &order) } else { proviso::<2, false>(&b, &order) }.iter().collect();
            let what = format!("{n}x{n}, full form {full}, P1 {:?}, P2 {:?}", order.iter().map(|&c| xy(c)).collect::<Vec<_>>(), (0..n * n).filter(|&c| g.cell[c] == 2).map(xy).collect::<Vec<_>>());
            assert_eq!(got, want, "{what}");
            cut += (want.len() < all.iter().filter(|&&v| v).count()) as usize;
        }
    }
    assert!(related > 300 && unrelated > 300 && cut > 1000, "related {related}, unrelated {unrelated}, cut {cut}");
}

/// A cut of P2's moves that reads the order of P1's stones (`Search::p2_cut_order`): the
/// empty cells within two cells (Chebyshev) of P1's latest stone. It reads no more than the
/// latest stone, so the search's table stays exact.
fn near_latest(b: &squarecert::fastest::search::Board<1>, order: &[usize]) -> squarecert::fastest::bits::Bits<1> {
    let n = b.n;
    let last = *order.last().expect("P1 has a stone");
    let mut out = squarecert::fastest::bits::Bits::EMPTY;
    for c in (0..n * n).filter(|&c| (c % n).abs_diff(last % n) <= 2 && (c / n).abs_diff(last / n) <= 2) {
        out.set(c);
    }
    out
}

/// The cells P2's free move may take (true by cell), from the game, the ply and P1's stones
/// in the order played: the cut of an order-reading defence.
type OrderCut<'a> = &'a dyn Fn(&Game, u32, &[usize]) -> Vec<bool>;

/// A table of [`p1_wins_in_order`]: the answer by cells and P1's order.
type OrderTable = HashMap<(Vec<u8>, Vec<usize>), bool>;

/// Whether P1 completes a square by ply `dl` (`ply` the next ply, P1's stones in `order`)
/// when P2's free moves (P1 holding no threat cell) before ply `dl − 1` keep to the cells of
/// `cut`: a plain minimax, with no table when `memo` is `None`, else a table keyed by the
/// cells and P1's order.
fn p1_wins_in_order(g: &mut Game, ply: u32, dl: u32, order: &mut Vec<usize>, cut: OrderCut, memo: &mut Option<OrderTable>) -> bool {
    if ply > dl {
        return false;
    }
    let p1_turn = ply % 2 == 1;
    if !g.threats(if p1_turn { 1 } else { 2 }, P2Squares::All).is_empty() {
        return p1_turn;
    }
    let key = (g.cell.clone(), order.clone());
    if let Some(&v) = memo.as_ref().and_then(|m| m.get(&key)) {
        return v;
    }
    let n = g.n;
    let mut moves: Vec<usize> = (0..n * n).filter(|&c| g.cell[c] == 0).collect();
    let result = if p1_turn {
        let blocks = g.threats(2, P2Squares::All);
        if !blocks.is_empty() {
            moves = if blocks.len() == 1 { blocks } else { vec![] };
        }
        moves.into_iter().any(|m| {
            g.cell[m] = 1;
            order.push(m);
            let r = p1_wins_in_order(g, ply + 1, dl, order, cut, memo);
            order.pop();
            g.cell[m] = 0;
            r
        })
    } else {
        if g.threats(1, P2Squares::All).is_empty() && ply + 1 < dl {
            let allowed = cut(g, ply, order);
            moves.retain(|&c| allowed[c]);
        }
        moves.into_iter().all(|m| {
            g.cell[m] = 2;
            let r = p1_wins_in_order(g, ply + 1, dl, order, cut, memo);
            g.cell[m] = 0;
            r
        })
    };
    if let Some(m) = memo.as_mut() {
        m.insert(key, result);
    }
    result
}

/// Whether P1 completes a square by ply `dl` (`ply` the next ply, P1's stones in `order`)
/// when P2's free moves (P1 holding no threat cell) before ply `dl − 1` keep within two
/// cells of P1's latest stone: a plain minimax with no table.
fn p1_wins_near_latest(g: &mut Game, ply: u32, dl: u32, order: &mut Vec<usize>) -> bool {
    let near = |g: &Game, _: u32, order: &[usize]| {
        let (n, last) = (g.n, *order.last().expect("P1 has a stone"));
        (0..n * n).map(|c| (c % n).abs_diff(last % n) <= 2 && (c / n).abs_diff(last / n) <= 2).collect()
    };
    p1_wins_in_order(g, ply, dl, order, &near, &mut None)
}

/// The search's order cut (`Search::p2_cut_order`, used by `fastest::named::proviso`) gets
/// P1's stones in the order played, those set up with `Search::play` and its own: with a
/// cut reading the latest stone ([`near_latest`]), the search and a plain minimax agree from 24 random
/// positions of 6×6 with P1 to move at ply 5, by ply 11, and the cut changes the answer at
/// some of them.
#[test]
fn an_order_cut_agrees_with_a_plain_minimax_on_6x6() {
    let n = 6;
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    // (positions where P1 completes against the cut defences, where also against every defence)
    let (mut cut_wins, mut exact_wins) = (0, 0);
    for _ in 0..24 {
        let mut g = Game::new(n);
        let mut s = Search::<1>::new(n, 11);
        s.p2_cut_order = Some(near_latest);
        let mut exact = Search::<1>::new(n, 11);
        let mut order = vec![];
        for i in 0..4 {
            let empty: Vec<usize> = (0..n * n).filter(|&c| g.cell[c] == 0).collect();
            let c = empty[next(empty.len())];
            g.cell[c] = 1 + (i % 2) as u8;
            s.play(c, i % 2);
            exact.play(c, i % 2);
            if i % 2 == 0 {
                order.push(c);
            }
        }
        let want = p1_wins_near_latest(&mut g, 5, 11, &mut order);
        assert_eq!(s.wins(), want, "P1 {order:?}, P2 {:?}", (0..n * n).filter(|&c| g.cell[c] == 2).collect::<Vec<_>>());
        cut_wins += want as usize;
        exact_wins += exact.wins() as usize;
    }
    // The cut changes four answers.
    assert_eq!((cut_wins, exact_wins), (10, 6), "positions where P1 completes against the cut, and against every defence");
}

#[test]
fn far_stone_first_pairs_agree_with_a_plain_minimax_on_7x7() {
    // `fastest::unrelated` (docs/FASTEST.md §5, "After an unrelated first pair"): P1's first
    // pair in no pair form, P2's ply-2 and ply-4 stones on far cells, P2 free from ply 6 on.
    // The one 7x7 row P1 wins by ply 11, and a row P2 holds, by the plain minimax.
    use squarecert::fastest::unrelated::rows;
    let n = 7;
    let all = rows::<1>(n, 11);
    let lost = all.iter().find(|r| r.holds_from_ply_6 == Some(false)).expect("a row P1 wins");
    let held = all.iter().find(|r| r.s1 == lost.s1 && r.holds_from_ply_6 == Some(true)).expect("a row P2 holds");
    for r in [lost, held] {
        let plain = p1_completes_by_11(n, &[r.s1, r.b2, r.s2, r.b4.expect("a far ply-4 stone")]);
        assert_eq!(plain, r.holds_from_ply_6 == Some(false), "{r:?}");
    }
}

#[test]
fn far_stone_first_pairs_free_from_ply_4_agree_with_a_plain_minimax() {
    // `fastest::unrelated`'s other answer: P2's ply-2 stone far, P2 free from ply 4 on. The
    // first 6x6 first pair, and the 7x7 one that both far stones lose, which P2 holds from
    // ply 4.
    use squarecert::fastest::unrelated::rows;
    let six = rows::<1>(6, 11).into_iter().next().expect("a 6x6 first pair");
    let seven = rows::<1>(7, 11).into_iter().find(|r| r.s1 == (3, 1) && r.s2 == (2, 4)).expect("the 7x7 first pair");
    for (n, r) in [(6, six), (7, seven)] {
        let plain = p1_completes_by_11(n, &[r.s1, r.b2, r.s2]);
        assert_eq!(!plain, r.holds_from_ply_4, "{n}x{n}: {r:?}");
        assert!(r.holds_from_ply_4, "{n}x{n}: {r:?}");
    }
}

/// Whether P1 completes a square by ply `dl` (`ply` the next ply, P1's stones in `order`)
/// against every defence of the proviso's cut, read from docs/FASTEST.md §5 ("The proviso
/// itself"): P2's free moves (P1 holding no threat cell) before ply `dl − 1` are named cells
/// ([`Game::named_by`]); at plies 6 and 8 only P1's first three stones name cells (never its
/// fourth), and with `full` the third only when it is related to the first two (frame-related
/// to one of them or to a third corner of a square through both: [`in_one_frame`],
/// [`third_corners`]). A plain minimax, its table keyed by the cells and P1's order.
fn p1_wins_proviso(g: &mut Game, ply: u32, dl: u32, order: &mut Vec<usize>, full: bool) -> bool {
    let cut = |g: &Game, ply: u32, order: &[usize]| {
        if (ply == 6 || ply == 8) && order.len() >= 3 {
            let n = g.n;
            let xy = |c: usize| ((c % n) as i64, (c / n) as i64);
            let (s1, s2, s3) = (xy(order[0]), xy(order[1]), xy(order[2]));
            let related = in_one_frame(s3, s1) || in_one_frame(s3, s2) || third_corners(s1, s2).into_iter().any(|c| in_one_frame(s3, c));
            g.named_by(&order[..if full && !related { 2 } else { 3 }])
        } else {
            g.named()
        }
    };
    p1_wins_in_order(g, ply, dl, order, &cut, &mut Some(HashMap::new()))
}

/// The answers from one position with P1 to move at ply 5 (P1's and P2's stones alternating,
/// P1 first), by ply 11: against the proviso's first form, its full form, and every defence,
/// each given by the search (`Search` with `fastest::named::proviso`'s cut in both forms, as
/// `proviso_wins_by` sets it up; no cut) and checked against the plain minimaxes
/// ([`p1_wins_proviso`], [`Game::p1_wins`]).
fn proviso_answers(n: usize, stones: &[usize]) -> [bool; 3] {
    use squarecert::fastest::named::proviso;
    let mut g = Game::new(n);
    let mut order = vec![];
    for (i, &c) in stones.iter().enumerate() {
        g.cell[c] = 1 + (i % 2) as u8;
        if i % 2 == 0 {
            order.push(c);
        }
    }
    let mut out = [false; 3];
    for (f, full) in [false, true].into_iter().enumerate() {
        let mut s = Search::<1>::new(n, 11);
        s.p2_cut_order = Some(if full { proviso::<1, true> } else { proviso::<1, false> });
        if full {
            s.p1_unkept_at = Some(6);
        }
        for (i, &c) in stones.iter().enumerate() {
            s.play(c, i % 2);
        }
        out[f] = p1_wins_proviso(&mut g, 5, 11, &mut order, full);
        assert_eq!(s.wins(), out[f], "{n}x{n}, full form {full}: stones (P1 first, alternating) {stones:?}");
    }
    let mut exact = Search::<1>::new(n, 11);
    for (i, &c) in stones.iter().enumerate() {
        exact.play(c, i % 2);
    }
    let rules = Rules { dl: 11, f: None, w: None, blocks_exempt: false, closed: false, p2: P2Squares::All, tempo_from: None, near: None, named: false };
    out[2] = g.p1_wins(5, &rules, &mut HashMap::new());
    assert_eq!(exact.wins(), out[2], "{n}x{n}, every defence: stones {stones:?}");
    out
}

/// The proviso's searches (`fastest::named::proviso_wins_by`'s cut, both forms) against a
/// plain minimax: from 24 random positions of 6×6 with P1 to move at ply 5, and from two of
/// 7×7 where the cut changes the answer (P1 completes by ply 11 against every defence of the
/// proviso, not against every defence; found by a scan of random 7×7 positions at ply 5 with
/// the search). None of them separates the proviso from the named-cell cut (docs/FASTEST.md
/// §5, "The proviso itself").
#[test]
fn proviso_defences_agree_with_a_plain_minimax() {
    let n = 6;
    let mut next = xorshift(0x6a09_e667_f3bc_c908);
    // positions where P1 completes: against the first form, the full form, every defence
    let mut wins = [0usize; 3];
    for _ in 0..24 {
        let mut stones: Vec<usize> = vec![];
        for _ in 0..4 {
            let empty: Vec<usize> = (0..n * n).filter(|c| !stones.contains(c)).collect();
            stones.push(empty[next(empty.len())]);
        }
        let got = proviso_answers(n, &stones);
        (0..3).for_each(|f| wins[f] += got[f] as usize);
    }
    assert_eq!(wins, [4, 4, 4], "6x6 positions where P1 completes: first form, full form, every defence");
    for xy in [[(6, 2), (2, 2), (0, 0), (0, 5)], [(2, 2), (3, 6), (6, 0), (4, 2)]] {
        let stones: Vec<usize> = xy.iter().map(|&(x, y)| y * 7 + x).collect();
        assert_eq!(proviso_answers(7, &stones), [true, true, false], "7x7 stones {xy:?}");
    }
}

#[test]
fn the_far_stone_rule_holds_the_7x7_pair_that_beats_two_far_stones() {
    // `fastest::unrelated::rule_ply4`: after the 7x7 first pair (3, 1), (2, 4), 1*(1, 3)
    // apart, P2's ply-4 stone one step from the first stone towards the second, (3, 2), holds
    // ply 11 by the plain minimax, where the far ply-4 stone loses (the test above).
    use squarecert::fastest::unrelated::{far_cell, rule_ply4};
    let n = 7;
    let (s1, s2) = ((3, 1), (2, 4));
    let b2 = far_cell(7, &[s1], &[]).expect("a far cell");
    let b4 = rule_ply4(7, s1, s2, b2).expect("the rule's cell");
    assert_eq!(b4, (3, 2));
    assert!(!p1_completes_by_11(n, &[s1, b2, s2, b4]), "P2 holds ply 11 with the rule's ply-4 stone");
}

#[test]
fn the_opening_rules_block_cell_holds_a_7x7_knight_pair_where_a_far_cell_loses() {
    // `fastest::opening_rule`: after the 7x7 opening (3, 3), P2's diagonal stone (2, 2) and
    // P1's (4, 5), a Knight pair of unit 1, the rule's ply-4 stone is a middle cell of the
    // pair's frame; by the plain minimax it holds ply 11, and the far cell (1, 0) does not.
    use squarecert::fastest::opening_rule::{ply2, ply4, strategy};
    let n = 7;
    let (s1, s2) = ((3, 3), (4, 5));
    let b2 = ply2(7, s1);
    assert_eq!(b2, (2, 2));
    let b4 = ply4(strategy().expect("Lemma L11's check"), 7, s1, b2, s2).expect("the rule's cell");
    assert_eq!(b4, (3, 4));
    for (m4, holds) in [(b4, true), ((1, 0), false)] {
        assert_eq!(!p1_completes_by_11(n, &[s1, b2, s2, m4]), holds, "P2's ply-4 stone {m4:?}");
    }
}

/// `fastest::opening_rule`'s, `fastest::ply6_rule`'s and `fastest::ply6_related`'s cells
/// against other cells, by the plain minimax, after first pairs in no pair form and two
/// related first pairs; the rule's stones hold ply 11 and the others do not:
///
/// - the side cell: after the 9×9 first pair (4, 0), (0, 1), the opening rule's stones (3, 1)
///   and (1, 2) (the diagonal neighbours of P1's two stones towards the centre), and P1's
///   third stone (4, 4) in a pair form with the first only (a column pair 4 apart), the
///   opening rule's answer to that pair is the ray cell (0, 4), whose P2 square with (3, 1)
///   has P1's (0, 1) as a corner; the rule plays the side cell (3, 0) instead;
/// - the neighbour cell: after the 7×7 first pair (0, 0), (3, 2), P2's (1, 1) and (2, 3), and
///   P1's (5, 2), a row pair 2 apart with the second stone only, the rule answers the pair
///   (3, 2), (5, 2) as a related first pair, at (3, 4); before, the far cell (2, 6) was
///   played at ply 4 and the apex (4, 3) over the pair's midpoint at ply 6;
/// - after a `g·(1, 3)` first pair: after the 10×10 first pair (0, 0), (9, 3) (`g = 3`), P2's
///   (1, 1) and the far-stone rule's (3, 0), and P1's (7, 3), a row pair 2 apart with the
///   second stone only, the rule plays `beyond_b4`, the cell (4, 0) one step beyond (3, 0)
///   from (0, 0); the apex (8, 4) was played there before;
/// - an edge cell: after the 7×7 first pair (2, 0), (3, 6), P2's (3, 1) and (2, 5), and P1's
///   (3, 0) beside (2, 0) on the edge row (in a pair form with both first stones), the rule
///   plays the edge cell (3, 3), 3 across the pair from (3, 0) towards P2's (3, 1); the
///   diagonal neighbour (1, 1) of (2, 0) was played there before;
/// - the mirror case: after the 13×13 `4·(1, 3)` first pair (5, 0), (9, 12), P2's (6, 1) and
///   the far-stone rule's (5, 4), and P1's (9, 8), 4 from (9, 12) towards (5, 0)'s row (in a
///   pair form with both), the rule plays (5, 8), 8 from (5, 0), the midpoint of (9, 8) and
///   its mirror image (1, 8); the foot (5, 12) was played there before. From (3, 0) (first
///   pair (3, 0), (7, 12), P2's (4, 1) and (3, 4), P1's (7, 8)) the mirror image (−1, 8) is
///   off the board, and the rule's foot (3, 12) holds where (3, 8) does not;
/// - after a related first pair: after the 7×7 row pair (3, 0), (6, 0), P2's (2, 1) and
///   Lemma L11's (3, 1), and P1's (3, 4), a column pair 4 apart with the first stone only,
///   `fastest::ply6_related`'s pair rule plays the unrelated-pair rule's answer (1, 0); Lemma
///   L11's ply-6 rule plays the corner (0, 0); and after the 7×7 column pair (0, 0), (0, 2),
///   P2's (1, 1) and Lemma L11's (1, 0), and P1's (4, 4) (in a pair form with both), the
///   potential rule (`fastest::potential`) plays (2, 0), Lemma L11's ply-6 rule (0, 1); and
///   after the 7×7 row pair (3, 0), (2, 0), P2's (2, 1) and (3, 1), and P1's (3, 4), a
///   column pair 4 apart with the first stone only, the mixed fallback plays the potential
///   rule's (3, 2) where the pair answer is no free cell, and the mixed rule the far cell
///   (0, 5); and after the 7×7 column pair (3, 0), (3, 3), P2's (2, 1) and Lemma L11's
///   (0, 0), and P1's (3, 5) on the same column (in a pair form with both), the named
///   potential rule plays the frame cell (5, 5), the mixed fallback the potential rule's
///   (3, 2) between P1's stones; and after the 7×7 Knight pair (3, 0), (5, 1), P2's (2, 1)
///   and (4, 0), and P1's (5, 2) above (5, 1) (in a pair form with both), the threat-space
///   rule plays (3, 2), the named potential rule's (4, 2) giving P1 a victory by continuous
///   forcing; and after the 7×7 Knight pair (3, 1), (4, 3), P2's (2, 2) and (3, 2), and
///   P1's (6, 3) on the second stone's row, the quiet-move rule plays (2, 3), the
///   threat-space rule's (3, 3) losing to P1's quiet move (2, 3).
#[test]
fn the_ply6_rules_cells_hold_where_other_cells_lose() {
    use squarecert::fastest::l11_opening::pair_ply4;
    use squarecert::fastest::ply6_related::RelatedRule;
    // (n, P1's stones, the rules' P2 stones, P2's other ply-4 and ply-6 stones, the rule for
    // a related first pair)
    let cases = [
        (9, [(4, 0), (0, 1), (4, 4)], [(3, 1), (1, 2), (3, 0)], [(1, 2), (0, 4)], None),
        (7, [(0, 0), (3, 2), (5, 2)], [(1, 1), (2, 3), (3, 4)], [(2, 6), (4, 3)], None),
        (10, [(0, 0), (9, 3), (7, 3)], [(1, 1), (3, 0), (4, 0)], [(3, 0), (8, 4)], None),
        (7, [(2, 0), (3, 6), (3, 0)], [(3, 1), (2, 5), (3, 3)], [(2, 5), (1, 1)], None),
        (13, [(5, 0), (9, 12), (9, 8)], [(6, 1), (5, 4), (5, 8)], [(5, 4), (5, 12)], None),
        (13, [(3, 0), (7, 12), (7, 8)], [(4, 1), (3, 4), (3, 12)], [(3, 4), (3, 8)], None),
        (7, [(3, 0), (6, 0), (3, 4)], [(2, 1), (3, 1), (1, 0)], [(3, 1), (0, 0)], Some(RelatedRule::Pair)),
        (7, [(0, 0), (0, 2), (4, 4)], [(1, 1), (1, 0), (2, 0)], [(1, 0), (0, 1)], Some(RelatedRule::Potential)),
        (7, [(3, 0), (2, 0), (3, 4)], [(2, 1), (3, 1), (3, 2)], [(3, 1), (0, 5)], Some(RelatedRule::MixedFallback)),
        (7, [(3, 0), (3, 3), (3, 5)], [(2, 1), (0, 0), (5, 5)], [(0, 0), (3, 2)], Some(RelatedRule::NamedBoth)),
        (7, [(3, 0), (5, 1), (5, 2)], [(2, 1), (4, 0), (3, 2)], [(4, 0), (4, 2)], Some(RelatedRule::Threats)),
        (7, [(3, 1), (4, 3), (6, 3)], [(2, 2), (3, 2), (2, 3)], [(3, 2), (3, 3)], Some(RelatedRule::Quiet)),
    ];
    for (n, s, stones, [m4, m6], related) in cases {
        let [b2, b4, b6] = rule_stones(n, s, related);
        assert_eq!([b2, b4, b6], stones, "{n}x{n}");
        for (p4, p6, holds) in [(b4, b6, true), (m4, m6, false)] {
            assert_eq!(!p1_completes_by_11(n, &[s[0], b2, s[1], p4, s[2], p6]), holds, "{n}x{n}: P2's stones {p4:?}, {p6:?}");
        }
    }
    // the 9x9 ray cell is the opening rule's answer to the pair (4, 0), (4, 4)
    let st = squarecert::fastest::opening_rule::strategy().expect("Lemma L11's check");
    assert_eq!(pair_ply4(st, 9, (4, 0), (3, 1), (4, 4)), Some((0, 4)));
}

/// Whether P1 completes a square by ply 11 on the `n`×`n` board after `moves` (cells `(x, y)`
/// played alternately from P1's first), by the plain minimax over every move of both players
/// (`Game::p1_wins` with no cut).
fn p1_completes_by_11(n: usize, moves: &[(i64, i64)]) -> bool {
    let mut g = Game::new(n);
    for (k, c) in moves.iter().enumerate() {
        g.cell[c.1 as usize * n + c.0 as usize] = 1 + (k % 2) as u8;
    }
    let rules = Rules { dl: 11, f: None, w: None, blocks_exempt: false, closed: false, p2: P2Squares::All, tempo_from: None, near: None, named: false };
    g.p1_wins(moves.len() as u32 + 1, &rules, &mut HashMap::new())
}

/// P2's first three stones `[b2, b4, b6]` on the `n`×`n` board by `fastest::opening_rule`
/// (plies 2 and 4) and at ply 6 `fastest::ply6_rule::ply6`, or for a related first pair
/// `fastest::ply6_related::related_ply6` with the rule `related`, against P1's stones `s`
/// (cells `(x, y)`, in the order played); panics when a rule names no cell.
fn rule_stones(n: usize, s: [(i64, i64); 3], related: Option<squarecert::fastest::ply6_related::RelatedRule>) -> [(i64, i64); 3] {
    use squarecert::fastest::opening_rule::{ply2, ply4, strategy};
    let st = strategy().expect("Lemma L11's check");
    let ni = n as i64;
    let b2 = ply2(ni, s[0]);
    let b4 = ply4(st, ni, s[0], b2, s[1]).expect("the opening rule's ply-4 cell");
    let b6 = match related {
        None => squarecert::fastest::ply6_rule::ply6(st, ni, s, [b2, b4]),
        Some(rule) => squarecert::fastest::ply6_related::related_ply6(st, rule, ni, s, [b2, b4]),
    };
    let b6 = b6.expect("the ply-6 rule's cell");
    [b2, b4, b6]
}

/// Lemma Q (`fastest::quiet::p2_holds_after_ply6`, docs/FASTEST.md §5) against the plain
/// minimax after ply 6: at the two 7×7 positions of the threat-space and quiet-move rules
/// above (P2 holding after the rules' cells, not after the others'; at the second, P1 wins
/// with a quiet ply-7 move, where it has no victory by continuous forcing), and at
/// 80 pseudo-random positions after ply 6 on each of 5×5 and 6×6, where both answers occur.
#[test]
fn lemma_q_agrees_with_a_plain_minimax() {
    use squarecert::fastest::quiet::p2_holds_after_ply6;
    type Stones = Vec<(i64, i64)>;
    let split = |m: &[(i64, i64)]| -> (Stones, Stones) { (m.iter().step_by(2).copied().collect(), m.iter().skip(1).step_by(2).copied().collect()) };
    for (moves, holds) in [
        ([(3, 0), (2, 1), (5, 1), (4, 0), (5, 2), (3, 2)], true),
        ([(3, 0), (2, 1), (5, 1), (4, 0), (5, 2), (4, 2)], false),
        ([(3, 1), (2, 2), (4, 3), (3, 2), (6, 3), (2, 3)], true),
        ([(3, 1), (2, 2), (4, 3), (3, 2), (6, 3), (3, 3)], false),
    ] {
        let (p1, p2) = split(&moves);
        assert_eq!(p2_holds_after_ply6(7, &p1, &p2), holds, "{moves:?}");
        assert_eq!(!p1_completes_by_11(7, &moves), holds, "{moves:?}");
    }
    let mut next = xorshift(0x0bad_cafe_1234_5678);
    let mut met = [[0; 2]; 2];
    for k in 0..160 {
        let n = 5 + k % 2;
        let mut moves: Vec<(i64, i64)> = Vec::new();
        while moves.len() < 6 {
            let c = (next(n) as i64, next(n) as i64);
            if !moves.contains(&c) {
                moves.push(c);
            }
        }
        // three stones each: no square is complete yet
        let (p1, p2) = split(&moves);
        let holds = !p1_completes_by_11(n, &moves);
        assert_eq!(p2_holds_after_ply6(n as i64, &p1, &p2), holds, "{n}: {moves:?}");
        met[k % 2][usize::from(holds)] += 1;
    }
    // 19 and 15 P1 wins, 61 and 65 holds
    assert_eq!(met, [[19, 61], [15, 65]]);
}
