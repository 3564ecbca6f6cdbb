//! Lemma T (`squarecert::fastest::two_pairs`, docs/FASTEST.md §5, "Two pairs: the kill
//! defence and its ratio lemma") against second implementations:
//! - a plain game on the plane with its own square test (no library geometry): for every shape
//!   of units 1 to 3 where the kill defence holds, after its ply-6 cell and every P1 fourth stone
//!   within a box holding every named cell, the ply-8 rule (`kill_ply8`) blocks P1's threat cell and leaves P1 no move
//!   making two threat cells;
//! - the exact solver (`search::p2_holds`, which knows nothing of frames, kills or named cells):
//!   the same shapes placed with their shared stone at the centre of 13×13, P2's first two
//!   stones on the cells farthest from P1's and its ply-6 stone on the kill defence's cell, P1
//!   completes no square by ply 11 (the order of P1's first three stones does not change the
//!   position), while where a ply-6 cell is needed the next farthest cell instead loses after
//!   some shapes; and after every line of 6×6 and 7×7 the lemma settles;
//! - the same plain game on whole boards (only cells on the board counting): after every line
//!   of 6×6 and 7×7 the lemma settles, P2's ply 6 the kill defence's cell and its ply 8
//!   `kill_ply8`'s (any free cell where that is off the board or taken), P1's every fourth stone
//!   is answered with no P1 threat cell left and no P1 move making two;
//! - Lemma R (a RowEven pair, or two odd row pairs at a right angle, beats a defence that has
//!   only its ply-6 stone) by the plain game on the plane;
//! - Lemma T beside a corner (`two_pairs::helper_for`, `kill_defence_beside`,
//!   `kill_ply8_beside`): after every line of 6×6 and 7×7 it settles and Lemma T does not, the
//!   solver finds P2 holding ply 11 after its ply-6 cell, and the plain game on the whole board
//!   finds its ply-8 rule leaving P1 no threat cell and no move making two, with a control.

mod lines;
mod simple;

use lines::opening_rule_lines;
use simple::far_cells;
use rayon::prelude::*;
use squarecert::fastest::every_board::{Cell, PairType};
use squarecert::fastest::named::frame_related;
use squarecert::fastest::search::p2_holds;
use squarecert::fastest::two_pairs::{beside_table, helper_for, kill_defence, kill_defence_beside, kill_ply8, kill_ply8_beside, needs_first_stones, ratio_table, settles, RatioCheck};

/// If `u`, `v`, `w` are three corners of a square (sides along the axes), its fourth corner:
/// one of them is joined to the other two by a step along x and a step along y of one length.
fn fourth_corner_plain(u: Cell, v: Cell, w: Cell) -> Option<Cell> {
    for (c, a, b) in [(u, v, w), (v, u, w), (w, u, v)] {
        let (ax, ay, bx, by) = (a.0 - c.0, a.1 - c.1, b.0 - c.0, b.1 - c.1);
        let along = |hx: i64, hy: i64, wx: i64, wy: i64| hy == 0 && wx == 0 && hx != 0 && hx.abs() == wy.abs();
        if along(ax, ay, bx, by) || along(bx, by, ax, ay) {
            return Some((a.0 + b.0 - c.0, a.1 + b.1 - c.1));
        }
    }
    None
}

/// The cells completing a square of which `mine` holds three corners and `theirs` none, each
/// once.
fn open_threats(mine: &[Cell], theirs: &[Cell]) -> Vec<Cell> {
    let mut out = Vec::new();
    for i in 0..mine.len() {
        for j in i + 1..mine.len() {
            for k in j + 1..mine.len() {
                if let Some(f) = fourth_corner_plain(mine[i], mine[j], mine[k]) {
                    if !mine.contains(&f) && !theirs.contains(&f) && !out.contains(&f) {
                        out.push(f);
                    }
                }
            }
        }
    }
    out
}

/// The free cells making three corners of a square with two of `mine` (the only moves that can
/// make a new threat cell): for two cells on a row or column, the cells one side length across
/// from either; for two on a diagonal, the two other corners.
fn third_cells(mine: &[Cell], theirs: &[Cell]) -> Vec<Cell> {
    let mut out = Vec::new();
    for i in 0..mine.len() {
        for j in i + 1..mine.len() {
            let (u, v) = (mine[i], mine[j]);
            let (dx, dy) = (v.0 - u.0, v.1 - u.1);
            let mut cs = Vec::new();
            if dx == 0 || dy == 0 {
                for sgn in [1, -1] {
                    cs.push((u.0 - sgn * dy, u.1 + sgn * dx));
                    cs.push((v.0 - sgn * dy, v.1 + sgn * dx));
                }
            } else if dx.abs() == dy.abs() {
                cs.push((u.0, v.1));
                cs.push((v.0, u.1));
            }
            for c in cs {
                if !mine.contains(&c) && !theirs.contains(&c) && !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }
    out
}

/// Whether P1, holding `p1` and to move against P2's `p2`, completes a square within its next
/// two moves whatever P2 does between them without completing a square of its own: it has a
/// free threat cell now, or a move making two. Only cells `on` the board count (P1's moves and
/// threat cells; the other corners are stones).
fn p1_wins_in_two(on: impl Fn(Cell) -> bool, p1: &[Cell], p2: &[Cell]) -> bool {
    let threats = |mine: &[Cell]| open_threats(mine, p2).into_iter().filter(|&c| on(c)).count();
    threats(p1) > 0
        || third_cells(p1, p2).into_iter().filter(|&m| on(m)).any(|m| {
            let mut p1m = p1.to_vec();
            p1m.push(m);
            threats(&p1m) >= 2
        })
}

/// The shapes of the tests: every ordered pair of lone types, every image of the second
/// offset, units 1 to 3 (odd for a RowOdd pair), where the kill defence holds: the stones and
/// the ply-6 cell.
fn held_shapes() -> Vec<([Cell; 3], Option<Cell>)> {
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
    let mut out = Vec::new();
    for ta in types {
        for tb in types {
            for b in offsets(tb) {
                for g in [1i64, 2, 3].into_iter().filter(|g| ta != PairType::RowOdd || g % 2 == 1) {
                    for h in [1i64, 2, 3].into_iter().filter(|h| tb != PairType::RowOdd || h % 2 == 1) {
                        let s = [(0, 0), ta.offset(g), (b.0 * h, b.1 * h)];
                        if s[1] != s[2] {
                            if let Some(x6) = kill_defence(s) {
                                out.push((s, x6));
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// The ply-8 rule on the plane, by a plain game: after the kill defence's ply-6 cell, P1 has
/// no threat cell; after every P1 fourth stone within `7c` of the shared stone (`c` the
/// stones' largest coordinate; every named cell, and fourth stones beyond them), `kill_ply8`'s
/// cell leaves P1 no threat cell and no move making two; a block alone at ply 8 (the control)
/// leaves some.
#[test]
fn the_ply8_rule_holds_on_the_plane_by_a_plain_game() {
    let shapes = held_shapes();
    let results: Vec<(usize, usize, Vec<String>)> = shapes
        .par_iter()
        .map(|&(s, x6)| {
            let p2: Vec<Cell> = x6.into_iter().collect();
            let mut bad = Vec::new();
            if !open_threats(&s, &p2).is_empty() {
                bad.push(format!("{s:?}: a P1 threat cell after the ply-6 cell {x6:?}"));
            }
            // every named cell lies within 7c of the shared stone, `c` the stones' largest
            // coordinate: windows within 5c, third corners of a stone and a pair's third
            // corner within 7c
            let r = 7 * s.iter().map(|c| c.0.abs().max(c.1.abs())).max().unwrap();
            let (mut asked, mut control) = (0, 0);
            for dy in -r..=r {
                for dx in -r..=r {
                    let d = (dx, dy);
                    if s.contains(&d) || x6 == Some(d) {
                        continue;
                    }
                    asked += 1;
                    let Some(x8) = kill_ply8(s, x6, d) else {
                        bad.push(format!("{s:?} d {d:?}: no ply-8 answer"));
                        continue;
                    };
                    let p1 = [s[0], s[1], s[2], d];
                    let block = open_threats(&p1, &p2).first().copied().unwrap_or((10_000, 10_000));
                    // P1 wins after a block alone (P1's threat cell, else a far cell): the control
                    control += usize::from(p1_wins_in_two(|_| true, &p1, &p2.iter().copied().chain([block]).collect::<Vec<Cell>>()));
                    let p2x: Vec<Cell> = p2.iter().copied().chain([x8]).collect();
                    if p1.contains(&x8) || !open_threats(&p1, &p2x).is_empty() {
                        bad.push(format!("{s:?} d {d:?}: {x8:?} leaves a threat cell"));
                        continue;
                    }
                    for m in third_cells(&p1, &p2x) {
                        let p1m = [s[0], s[1], s[2], d, m];
                        if open_threats(&p1m, &p2x).len() >= 2 {
                            bad.push(format!("{s:?} d {d:?} x8 {x8:?}: {m:?} makes two threat cells"));
                        }
                    }
                }
            }
            (asked, control, bad)
        })
        .collect();
    let bad: Vec<&String> = results.iter().flat_map(|r| &r.2).collect();
    assert!(bad.is_empty(), "{} failures, first {:?}", bad.len(), bad.first());
    let sum = |f: fn(&(usize, usize, Vec<String>)) -> usize| results.iter().map(f).sum::<usize>();
    assert_eq!((shapes.len(), sum(|r| r.0), sum(|r| r.1)), (273, 1049022, 2432), "(shapes, fourth stones, of them lost by a block alone)");
}

#[test]
fn the_kill_defence_holds_ply_11_by_the_solver() {
    let (n, c) = (13i64, (6i64, 6i64));
    let (mut shapes, mut needed, mut lost, mut control) = (0, 0, Vec::new(), 0);
    for (s, x6) in held_shapes() {
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
    let (lines, two_or_three) = settled_lines_played(n);
    let lost = lines.par_iter().copied().filter(|l| !p2_holds::<W>(n, 11, &l[..])).collect();
    (lines.len(), two_or_three, lost)
}

/// The lines of [`settled_lines`] (P2's ply 6 the kill defence's cell on the board), and how
/// many lines have two or three pairs.
fn settled_lines_played(n: usize) -> (Vec<[Cell; 6]>, usize) {
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
    (lines, two_or_three)
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

/// Lemma T's ply 8 on whole boards, by the plain game (`p1_wins_in_two`): after every line
/// of [`settled_lines_played`] and every free P1 fourth stone `d`, P2's ply 8 `kill_ply8`'s
/// cell for the shape (P2's ply-6 cell the shape's, off the board or taken as the line has
/// it), or the first free cell where that cell is off the board or taken; then P1 must have
/// no free threat cell and no free move making two (so P2 blocks at ply 10 and P1 completes
/// nothing by ply 11). With `block_only` P2's ply 8 is P1's threat cell, else the first free
/// cell (the control). Returns (fourth stones asked, failures).
fn ply8_on_board(n: usize, block_only: bool) -> (usize, usize) {
    let ni = n as i64;
    let on = |c: Cell| (0..ni).contains(&c.0) && (0..ni).contains(&c.1);
    let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
    let (lines, _) = settled_lines_played(n);
    lines
        .par_iter()
        .map(|&[s1, b2, s2, b4, s3, b6]| {
            let s = [s1, s2, s3];
            let x6 = kill_defence(s).expect("a settled shape has the kill defence");
            let p2 = [b2, b4, b6];
            assert!(open_threats(&s, &p2).into_iter().all(|c| !on(c)), "a P1 threat cell after ply 6: {s:?}");
            let (mut asked, mut failed) = (0, 0);
            for &d in cells.iter().filter(|c| !s.contains(c) && !p2.contains(c)) {
                asked += 1;
                let p1 = [s1, s2, s3, d];
                let free = |c: &Cell| !p1.contains(c) && !p2.contains(c);
                let first_free = || *cells.iter().find(|c| free(c)).expect("a free cell");
                let x8 = if block_only {
                    open_threats(&p1, &p2).into_iter().find(|&c| on(c)).unwrap_or_else(first_free)
                } else {
                    let x = kill_ply8(s, x6, d).expect("kill_ply8 answers every fourth stone after a settled shape");
                    if on(x) && free(&x) { x } else { first_free() }
                };
                failed += usize::from(p1_wins_in_two(on, &p1, &[b2, b4, b6, x8]));
            }
            (asked, failed)
        })
        .reduce(|| (0, 0), |a, b| (a.0 + b.0, a.1 + b.1))
}

#[test]
fn the_ply8_rule_holds_on_whole_boards_by_a_plain_game() {
    let (asked6, failed6) = ply8_on_board(6, false);
    let (asked7, failed7) = ply8_on_board(7, false);
    assert_eq!((failed6, failed7), (0, 0), "fourth stones lost by the plain game on 6x6, 7x7");
    let (_, control6) = ply8_on_board(6, true);
    assert_eq!((asked6, asked7, control6), (64170, 271330, 4418), "(fourth stones asked on 6x6, 7x7; of the 6x6 ones lost by a block alone)");
}

/// Whether P1, holding `p1` (to move at ply 7) against P2's one stone `x6`, wins by ply 11
/// with some fourth stone of `fourth`: after it, every P2 stone of `cells` leaves P1 a threat
/// cell or a move making two (P2, with two or three stones, completes nothing by ply 10, so
/// its moves only take cells).
fn wins_against_one_stone(p1: &[Cell], x6: Cell, fourth: &[Cell], cells: &[Cell]) -> bool {
    wins_against_one_stone_on(|_| true, p1, x6, fourth, cells)
}

/// [`wins_against_one_stone`] on a board: only cells `on` it count (P1's moves and threat
/// cells; a square with a corner off the board is none).
fn wins_against_one_stone_on(on: impl Fn(Cell) -> bool + Copy, p1: &[Cell], x6: Cell, fourth: &[Cell], cells: &[Cell]) -> bool {
    fourth.iter().any(|&d| {
        if d == x6 || p1.contains(&d) || !on(d) {
            return false;
        }
        let mut p1d = p1.to_vec();
        p1d.push(d);
        cells.iter().filter(|&&x8| x8 != x6 && !p1d.contains(&x8)).all(|&x8| p1_wins_in_two(on, &p1d, &[x6, x8]))
    })
}

/// The cells of `[−r, r]²` and one cell beyond.
fn box_and_beyond(r: i64) -> Vec<Cell> {
    (-r..=r).flat_map(|y| (-r..=r).map(move |x| (x, y))).chain([(20 * r + 1, 7)]).collect()
}

/// Lemma R (docs/FASTEST.md §5, "Why RowEven pairs and right-angled odd row pairs need P2's
/// first stones"), its first case by
/// a plain game on the plane: P1 holding a RowEven pair `(0, 0)`, `(2g, 0)` (any other P1
/// stones only help P1) and P2 one stone `x6` anywhere, P1's fourth stone on the midpoint
/// `(g, 0)`, or on `(4g, 0)` beyond the pair, is one after which every P2 ply-8 stone leaves
/// P1 a move making two threat cells (P2, with three stones at ply 10, completes nothing, four
/// being needed, and blocks one; P1 completes the other at ply 11). `x6` runs over a box of cells around the
/// pair holding every cell the argument uses, and one cell beyond; `x8` too. The control: the
/// midpoint alone is refuted by exactly the `x6` the proof names (the six cells of its frames
/// and the midpoint).
#[test]
fn a_row_even_pair_beats_a_lone_ply6_stone() {
    let mut asked = 0;
    for g in 1..=3i64 {
        let p1 = [(0, 0), (2 * g, 0)];
        let cells = box_and_beyond(5 * g);
        let mut refuting: Vec<Cell> = Vec::new();
        for &x6 in cells.iter().filter(|c| !p1.contains(c)) {
            asked += 1;
            let midpoint = wins_against_one_stone(&p1, x6, &[(g, 0)], &cells);
            if !midpoint {
                refuting.push(x6);
            }
            assert!(midpoint || wins_against_one_stone(&p1, x6, &[(4 * g, 0)], &cells), "unit {g}, P2's ply-6 stone {x6:?}: neither fourth stone wins");
        }
        refuting.sort();
        let mut named = vec![(g, 0), (0, g), (0, -g), (g, g), (g, -g), (2 * g, g), (2 * g, -g)];
        named.sort();
        assert_eq!(refuting, named, "unit {g}: the ply-6 stones refuting the midpoint");
    }
    assert_eq!(asked, 1520, "ply-6 stones asked");
}

/// Lemma R's second case by the same plain game: P1 holding two odd row pairs at a right angle,
/// `(0, 0)`, `(g, 0)`, `(0, h)` with odd units `g ≠ h`, and P2 one stone `x6` anywhere, one of
/// P1's fourth stones `(−g, 0)`, `(2g, 0)`, `(0, −h)`, `(0, 2h)` (extending a pair) wins by ply
/// 11. The control: the row pair's two extensions alone are refuted by exactly its four third
/// corners.
#[test]
fn two_odd_row_pairs_at_a_right_angle_beat_a_lone_ply6_stone() {
    let mut asked = 0;
    for (g, h) in [(1i64, 3i64), (3, 1), (1, 5), (3, 5)] {
        let p1 = [(0, 0), (g, 0), (0, h)];
        let cells = box_and_beyond(3 * g.max(h));
        let mut refuting: Vec<Cell> = Vec::new();
        for &x6 in cells.iter().filter(|c| !p1.contains(c)) {
            asked += 1;
            let row = wins_against_one_stone(&p1, x6, &[(-g, 0), (2 * g, 0)], &cells);
            if !row {
                refuting.push(x6);
            }
            assert!(row || wins_against_one_stone(&p1, x6, &[(0, -h), (0, 2 * h)], &cells), "units {g}, {h}, P2's ply-6 stone {x6:?}: no fourth stone wins");
        }
        refuting.sort();
        let mut thirds = vec![(0, g), (0, -g), (g, g), (g, -g)];
        thirds.sort();
        assert_eq!(refuting, thirds, "units {g}, {h}: the ply-6 stones refuting the row pair's extensions");
    }
    assert_eq!(asked, 2636, "ply-6 stones asked");
}

/// Lemma R on whole boards, by the plain game with the board's edges: for every three P1
/// stones of the `n`×`n` board where `two_pairs::needs_first_stones` says Lemma R applies, and
/// every free P2 ply-6 stone, some fourth stone among the test's own candidates (the midpoint
/// of two stones an even distance apart on a row or column, and the cells extending two stones
/// on a row or column by their distance, both ways) wins against every ply-8 stone of the
/// board. Returns (stone sets where it applies, ply-6 stones asked, stone sets with two stones
/// an even distance apart on a row or column where it does not apply and some ply-6 stone
/// beats every candidate: the control, the edges mattering).
fn lemma_r_on_board(n: i64) -> (usize, usize, usize) {
    let cells: Vec<Cell> = (0..n).flat_map(|y| (0..n).map(move |x| (x, y))).collect();
    let on = |c: Cell| (0..n).contains(&c.0) && (0..n).contains(&c.1);
    let mut sets = Vec::new();
    for i in 0..cells.len() {
        for j in i + 1..cells.len() {
            for k in j + 1..cells.len() {
                sets.push([cells[i], cells[j], cells[k]]);
            }
        }
    }
    sets.par_iter()
        .map(|&s| {
            let mut fourth: Vec<Cell> = Vec::new();
            let mut even = false;
            for (p, q) in [(s[0], s[1]), (s[0], s[2]), (s[1], s[2])] {
                let (dx, dy) = (q.0 - p.0, q.1 - p.1);
                if (dx == 0) != (dy == 0) {
                    fourth.extend([(q.0 + dx, q.1 + dy), (p.0 - dx, p.1 - dy)]);
                    if (dx + dy) % 2 == 0 {
                        even = true;
                        fourth.push((p.0 + dx / 2, p.1 + dy / 2));
                    }
                }
            }
            let applies = needs_first_stones(n, s);
            if !applies && !even {
                return (0, 0, 0);
            }
            let free: Vec<Cell> = cells.iter().copied().filter(|c| !s.contains(c)).collect();
            let mut refuted = false;
            let mut asked = 0;
            for &x6 in &free {
                let wins = wins_against_one_stone_on(on, &s, x6, &fourth, &free);
                if applies {
                    asked += 1;
                    assert!(wins, "{n}x{n}: P1 {s:?}, P2's ply-6 stone {x6:?}: no fourth stone wins");
                } else if !wins {
                    refuted = true;
                    break;
                }
            }
            (usize::from(applies), asked, usize::from(refuted))
        })
        .reduce(|| (0, 0, 0), |a, b| (a.0 + b.0, a.1 + b.1, a.2 + b.2))
}

#[test]
fn lemma_r_holds_on_whole_boards_where_its_cells_are() {
    assert_eq!(lemma_r_on_board(7), (1356, 62376, 3826), "7x7: (stone sets where Lemma R applies, ply-6 stones asked, even-pair sets beyond it refuted)");
    assert_eq!(lemma_r_on_board(8), (2880, 175680, 7660), "8x8: the same");
}

/// Every line to ply 5 of the `n`×`n` board (P2's plies 2 and 4 by the opening rule) with two
/// or three pairs of P1's stones in a pair form that Lemma T does not settle and Lemma T
/// beside a corner does (`helper_for` finds a helper among P2's two stones or off the board):
/// the line with P2's ply 6 on `kill_defence_beside`'s cell, asked on P1's stones in the
/// shape's order beside that helper (the first free cell where it needs none, or where its
/// cell is off the board or taken); P1's stones in that order; and the helper.
fn beside_lines(n: usize, table: &[RatioCheck], beside: &[RatioCheck]) -> Vec<([Cell; 6], [Cell; 3], Cell)> {
    let ni = n as i64;
    let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
    let mut out = Vec::new();
    for taken @ [s1, b2, s2, b4, s3] in opening_rule_lines(n) {
        let p1 = [s1, s2, s3];
        if [(0, 1), (0, 2), (1, 2)].into_iter().filter(|&(i, j)| frame_related(p1[i], p1[j])).count() < 2 || settles(table, p1) {
            continue;
        }
        let Some((shape, helper)) = helper_for(beside, ni, p1, &[b2, b4]) else { continue };
        let x6 = kill_defence_beside(shape, &[helper]).expect("the table predicts the kill defence beside the helper");
        let b6 = x6.filter(|x| cells.contains(x) && !taken.contains(x)).unwrap_or_else(|| *cells.iter().find(|c| !taken.contains(c)).unwrap());
        out.push(([s1, b2, s2, b4, s3, b6], shape, helper));
    }
    out
}

/// Lemma T beside a corner on whole boards: after every line of 6×6 and 7×7 it settles (and
/// Lemma T does not), (1) the solver finds P1 completing no square by ply 11 after P2's ply-6
/// cell; (2) by the plain game (`p1_wins_in_two`), after every free P1 fourth stone, P2's ply
/// 8 `kill_ply8_beside`'s cell (the first free cell where it is off the board or taken)
/// leaves P1 no free threat cell and no move making two, while a block alone (the control)
/// does not everywhere.
#[test]
fn lemma_t_beside_a_corner_holds_on_whole_boards() {
    let (table, beside) = (ratio_table().expect("Lemma T's table"), beside_table(false).expect("the table beside a helper"));
    let mut got = Vec::new();
    for n in [6usize, 7] {
        let ni = n as i64;
        let on = |c: Cell| (0..ni).contains(&c.0) && (0..ni).contains(&c.1);
        let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
        let lines = beside_lines(n, &table, &beside);
        let lost: Vec<_> = lines.par_iter().filter(|(l, _, _)| !p2_holds::<1>(n, 11, &l[..])).collect();
        assert!(lost.is_empty(), "{n}x{n}: the solver finds P1 completing by ply 11 after {} lines, first {:?}", lost.len(), lost.first());
        let (asked, failed, control) = lines
            .par_iter()
            .map(|&([s1, b2, s2, b4, s3, b6], shape, helper)| {
                let s = [s1, s2, s3];
                let x6 = kill_defence_beside(shape, &[helper]).expect("the kill defence beside the helper");
                let p2 = [b2, b4, b6];
                assert!(open_threats(&s, &p2).into_iter().all(|c| !on(c)), "a P1 threat cell after ply 6: {s:?}");
                let (mut asked, mut failed, mut control) = (0, 0, 0);
                for &d in cells.iter().filter(|c| !s.contains(c) && !p2.contains(c)) {
                    asked += 1;
                    let p1 = [s1, s2, s3, d];
                    let free = |c: &Cell| !p1.contains(c) && !p2.contains(c);
                    let first_free = || *cells.iter().find(|c| free(c)).expect("a free cell");
                    let x = kill_ply8_beside(shape, &[helper], x6, d).expect("an answer to every fourth stone");
                    let x8 = if on(x) && free(&x) { x } else { first_free() };
                    failed += usize::from(p1_wins_in_two(on, &p1, &[b2, b4, b6, x8]));
                    let block = open_threats(&p1, &p2).into_iter().find(|&c| on(c)).unwrap_or_else(first_free);
                    control += usize::from(p1_wins_in_two(on, &p1, &[b2, b4, b6, block]));
                }
                (asked, failed, control)
            })
            .reduce(|| (0, 0, 0), |a, b| (a.0 + b.0, a.1 + b.1, a.2 + b.2));
        assert_eq!(failed, 0, "{n}x{n}: fourth stones lost by the plain game");
        got.push((lines.len(), asked, control));
    }
    assert_eq!(got, [(1330, 39900, 3901), (3554, 152822, 13412)], "6x6, 7x7: (lines, fourth stones asked, of them lost by a block alone)");
}
