//! Defences that play *named cells* only (docs/FASTEST.md §5, "How many units"). A board-free
//! proof that P2 holds ply 11 could be checked piece by piece only if P2's cells are named
//! from the stones (affine in the stones' coordinates). [`named`] is such a set, and
//! [`wins_by`] runs the solver's search ([`Search::wins`]) from the empty board with every P2
//! move cut to it ([`Search::p2_cut`]; P1 is not restricted). "No" on a board means a
//! named-cell defence holds the deadline there. On 7×7 and 8×8 the cut loses ply 13 (P1
//! completes by 13 against it, not against every defence), so it is a real restriction.
//! [`wins_by_against`] also lifts the cut and lets only some P2 squares count
//! ([`P2Squares`]: docs/FASTEST.md §5, "Which P2 squares a defence needs"). Run by
//! `examples/named_defence.rs`.

use super::bits::Bits;
use super::every_board::{classify, third_corners, Cell};
use super::search::{first_winning_opening, Board, P2Squares, Search};

/// The named cells of the position, empty ones only: the eight neighbours of every P1 stone,
/// the other corners of every square through two stones of one player, and the cells of every
/// frame (2×3 grid `{x0, x0+s, x0+2s} × {y0, y0+s}` or its transpose) holding two P1 stones
/// (a frame running off the board names its cells on it). The set is defined by geometry alone, so it is the same up to the board's symmetries and
/// the transposition table stays exact.
pub fn named<const W: usize>(b: &Board<W>) -> Bits<W> {
    named_from(b, &b.stones[0].iter().collect::<Vec<_>>())
}

/// The cut of the *proviso* of docs/FASTEST.md §5 ("How many units"), for ply 11: a defence
/// names its cells from P1's first three stones and the cells already named (P2's own stones
/// among them), never from P1's fourth. So at ply 8 it is [`named`] with P1's ply-7 stone
/// left out of the naming (its cell stays taken), and before ply 8, where P1 holds at most
/// three stones, it is [`named`]. With `UNRELATED_THIRD_LEFT_OUT` (the proviso's full
/// form), P1's third stone names nothing at plies 6 and 8 either unless it is related to
/// the first two: frame-related ([`frame_related`]) to one of them or to a third corner of a
/// square through both. `order` is P1's stones in the order played
/// ([`Search::p2_cut_order`]). Ply 10 is never cut at deadline 11 (the search answers
/// first), so it is meant for that deadline ([`proviso_wins_by`]). Forced blocks are not
/// cut. It is the proviso only at P2's plies 6 and 8: at other plies it is [`named`]. In the
/// full form the cut below a position with P1 to move at ply 7 depends on which
/// of P1's three stones came third, so a search using it sets [`Search::p1_unkept_at`] to 6
/// (as [`proviso_wins_by`] does).
pub fn proviso<const W: usize, const UNRELATED_THIRD_LEFT_OUT: bool>(b: &Board<W>, order: &[usize]) -> Bits<W> {
    debug_assert!(order.iter().all(|&c| b.stones[0].has(c)), "the order {order:?} holds P1's stones");
    let ply = b.placed + 1;
    if !(6..=8).contains(&ply) || order.len() < 3 {
        return named(b);
    }
    let n = b.n as i64;
    let xy = |c: usize| ((c as i64) % n, (c as i64) / n);
    let (s1, s2, s3) = (xy(order[0]), xy(order[1]), xy(order[2]));
    let related = || frame_related(s3, s1) || frame_related(s3, s2) || third_corners(s1, s2).into_iter().any(|t| frame_related(s3, t));
    let mut sources = vec![order[0], order[1]];
    if !UNRELATED_THIRD_LEFT_OUT || related() {
        sources.push(order[2]);
    }
    named_from(b, &sources)
}

/// Whether some frame holds both cells, *frame-related* in docs/FASTEST.md §5 ("How many
/// units"): up to the 8 symmetries they differ by `(s, 0)`, `(2s, 0)`, `(s, s)` or `(2s, s)`
/// with `s ≥ 1` (the pair lemma's forms, as [`classify`] reads them; aligned pairs, two
/// corners of a square, are among them). Coordinates `(x, y)` in cells, off the board
/// allowed.
pub fn frame_related(a: (i64, i64), b: (i64, i64)) -> bool {
    classify(a, b).is_some()
}

/// [`named`] with only the P1 stones on the cells `p1` naming cells (all of P2's do); every
/// stone's cell stays taken.
fn named_from<const W: usize>(b: &Board<W>, p1: &[usize]) -> Bits<W> {
    let n = b.n as i64;
    let xy = |c: usize| ((c as i64) % n, (c as i64) / n);
    let p1: Vec<Cell> = p1.iter().map(|&c| xy(c)).collect();
    let p2: Vec<Cell> = b.stones[1].iter().map(xy).collect();
    let mut out = Bits::<W>::EMPTY;
    for_each_named(n, &p1, &p2, true, |c| out.set((c.1 * n + c.0) as usize));
    out.and(b.empty())
}

/// The named cells of a position given by coordinates, as [`named`] reads them, free ones
/// only, each once, in row order (smallest `y`, then smallest `x`): with `neighbours`, the
/// eight neighbours of every cell of `p1`; the other corners of every square through two
/// cells of `p1` or two of `p2`; the cells of every frame holding two cells of `p1`. Cells on
/// the `n`×`n` board, coordinates `(x, y)`; `p1` and `p2` are P1's and P2's stones (those of
/// `p1` name cells, and both take theirs). Used by the named potential rule
/// ([`super::ply6_related::RelatedRule::NamedBoth`]).
pub fn named_cells(n: i64, p1: &[Cell], p2: &[Cell], neighbours: bool) -> Vec<Cell> {
    let mut out = Vec::new();
    for_each_named(n, p1, p2, neighbours, |c| {
        if !p1.contains(&c) && !p2.contains(&c) {
            out.push(c);
        }
    });
    out.sort_by_key(|c| (c.1, c.0));
    out.dedup();
    out
}

/// The named cells of a position given by coordinates in the order they are *named*, not
/// by their coordinates: the other corners of squares through two cells of `p1` (pairs in
/// the order of `p1`), then of `p2`, then the cells of frames holding two cells of `p1`, then
/// (with `neighbours`) the eight neighbours of each cell of `p1` in turn, each neighbour
/// by its offset in the order `dx`, then `dy`, from −1 to 1; free cells of the `n`×`n`
/// board only, each at its first naming. The set is [`named_cells`]'s; the order depends on
/// which stone names which cell, so a rule taking the first cell of a test in this order
/// chooses by names alone (docs/FASTEST.md §5, "How many units").
pub fn named_cells_in_order(n: i64, p1: &[Cell], p2: &[Cell], neighbours: bool) -> Vec<Cell> {
    let (mut out, corners) = named_cells_in_order_split(n, p1, p2);
    if !neighbours {
        out.truncate(corners);
    }
    out
}

/// [`named_cells_in_order`] with the neighbours, and how many cells of the list come before
/// them (the corners and frame cells; the rest are named only as neighbours of `p1`'s cells).
pub fn named_cells_in_order_split(n: i64, p1: &[Cell], p2: &[Cell]) -> (Vec<Cell>, usize) {
    let mut out: Vec<Cell> = Vec::new();
    let push = |out: &mut Vec<Cell>, c: Cell| {
        if !p1.contains(&c) && !p2.contains(&c) && !out.contains(&c) {
            out.push(c);
        }
    };
    for_each_named(n, p1, p2, false, |c| push(&mut out, c));
    let corners = out.len();
    for &(x, y) in p1 {
        for dx in -1..=1 {
            for dy in -1..=1 {
                let c = (x + dx, y + dy);
                if (0..n).contains(&c.0) && (0..n).contains(&c.1) {
                    push(&mut out, c);
                }
            }
        }
    }
    (out, corners)
}

/// Calls `add` on every named cell on the `n`×`n` board (taken cells and repeats included):
/// the neighbours of `p1`'s cells when `neighbours`, the other corners of squares through two
/// cells of `p1` or of `p2`, the cells of frames holding two cells of `p1` ([`named_cells`]).
fn for_each_named(n: i64, p1: &[Cell], p2: &[Cell], neighbours: bool, mut add_cell: impl FnMut(Cell)) {
    let mut add = |x: i64, y: i64| {
        if (0..n).contains(&x) && (0..n).contains(&y) {
            add_cell((x, y));
        }
    };
    if neighbours {
        for &(x, y) in p1 {
            for dx in -1..=1 {
                for dy in -1..=1 {
                    add(x + dx, y + dy);
                }
            }
        }
    }
    for st in [p1, p2] {
        for (i, &(ax, ay)) in st.iter().enumerate() {
            for &(cx, cy) in &st[i + 1..] {
                let (dx, dy) = (cx - ax, cy - ay);
                if dy == 0 {
                    for s in [dx, -dx] {
                        add(ax, ay + s);
                        add(cx, cy + s);
                    }
                } else if dx == 0 {
                    for s in [dy, -dy] {
                        add(ax + s, ay);
                        add(cx + s, cy);
                    }
                } else if dx.abs() == dy.abs() {
                    add(ax, cy);
                    add(cx, ay);
                }
            }
        }
    }
    for (i, &(ax, ay)) in p1.iter().enumerate() {
        for &(cx, cy) in &p1[i + 1..] {
            let (dx, dy) = ((cx - ax).abs(), (cy - ay).abs());
            for s in [dx, dy, dx / 2, dy / 2] {
                if s == 0 {
                    continue;
                }
                for (wx, wy) in [(2, 1), (1, 2)] {
                    for x0 in (0..=wx).map(|k| ax - k * s) {
                        for y0 in (0..=wy).map(|k| ay - k * s) {
                            let inside = |x: i64, y: i64| (x - x0) % s == 0 && (y - y0) % s == 0 && (0..=wx * s).contains(&(x - x0)) && (0..=wy * s).contains(&(y - y0));
                            if inside(cx, cy) {
                                for k in 0..=wx {
                                    for l in 0..=wy {
                                        add(x0 + k * s, y0 + l * s);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The answer from the empty `n`×`n` board: the first opening (cell index, in the solver's
/// order, one per symmetry class) from which P1 completes a square by ply `deadline` against
/// every named-cell defence, or `None`; and the search, holding the node count and the table
/// (its states) over the openings searched.
pub fn wins_by<const W: usize>(n: usize, deadline: u32) -> (Option<usize>, Search<W>) {
    wins_by_against::<W>(n, deadline, true, P2Squares::All, false)
}

/// [`wins_by`] with the defence chosen: P2's moves cut to the named cells when `named_only`,
/// and only the P2 squares `squares` counting ([`Search::p2_squares`]). Unnamed with
/// [`P2Squares::All`] it is the exact game. With `corner`, P1's choices are confined to the
/// corner square `[0, n-1)²` ([`Search::p1_corner`]; the openings tried are those in it), so
/// that P2's moves in the last row and column act as passes under the rules of
/// [`P2Squares::None`], [`P2Squares::P1Grid`] and [`P2Squares::P1Box`] (Lemma E of
/// docs/FASTEST.md §5).
pub fn wins_by_against<const W: usize>(n: usize, deadline: u32, named_only: bool, squares: P2Squares, corner: bool) -> (Option<usize>, Search<W>) {
    let mut s = Search::<W>::new(n, deadline);
    if corner {
        s.p1_corner = Some(n - 1);
    }
    if named_only {
        s.p2_cut = Some(named::<W>);
    }
    s.p2_squares = squares;
    (first_winning_opening(&mut s), s)
}

/// The answer from the empty `n`×`n` board at ply 11 against every defence of [`proviso`]
/// (with `unrelated_third_left_out`, its full form): the first opening from which P1
/// completes by ply 11 against every such defence, or `None`; and the search (its table
/// holds only positions with P1 to move, [`Search::p2_cut_order`], and in the full form none
/// at ply 7, [`Search::p1_unkept_at`]).
pub fn proviso_wins_by<const W: usize>(n: usize, unrelated_third_left_out: bool) -> (Option<usize>, Search<W>) {
    let mut s = Search::<W>::new(n, 11);
    s.p2_cut_order = Some(if unrelated_third_left_out { proviso::<W, true> } else { proviso::<W, false> });
    if unrelated_third_left_out {
        // whether P1's third stone names cells at ply 8 depends on which stone came third
        s.p1_unkept_at = Some(6);
    }
    (first_winning_opening(&mut s), s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The naming order on a built 7×7 position: the corners of the squares through P1's
    /// pairs in turn, then P2's, then the frame cells of P1's pairs, then the neighbours of
    /// P1's stones; the same cells as [`named_cells`] at 200 pseudo-random positions.
    #[test]
    fn cells_in_naming_order() {
        let (p1, p2) = ([(0, 0), (2, 0), (5, 5)], [(1, 1), (3, 3)]);
        let order = named_cells_in_order(7, &p1, &p2, true);
        // (0,0)-(2,0): (0,2), (2,2); (0,0)-(5,5): (0,5), (5,0); P2's (1,1)-(3,3): (1,3), (3,1);
        // the frames of (0,0), (2,0) at units 2 and 1; then (3,0) and (5,5)'s neighbours
        assert_eq!(&order[..6], &[(0, 2), (2, 2), (0, 5), (5, 0), (1, 3), (3, 1)]);
        assert_eq!(&order[6..10], &[(4, 0), (4, 2), (0, 4), (2, 4)]);
        assert_eq!(&order[13..], &[(3, 0), (4, 4), (4, 5), (4, 6), (5, 4), (5, 6), (6, 4), (6, 5), (6, 6)]);
        assert_eq!(named_cells_in_order(7, &p1, &p2, false), order[..13].to_vec());
        let mut rng = crate::fastest::test_rng(0x51_7cc1_b727_220a);
        for k in 0..200 {
            let n = 6 + (k % 8) as i64;
            let (_, p1, p2) = crate::fastest::random_position(&mut rng, n as u64, 5 + k % 4);
            for nb in [false, true] {
                let mut a = named_cells_in_order(n, &p1, &p2, nb);
                let len = a.len();
                a.sort_by_key(|c| (c.1, c.0));
                a.dedup();
                assert_eq!((a.len(), a), (len, named_cells(n, &p1, &p2, nb)), "{n} {p1:?} {p2:?}");
            }
        }
    }

    fn cells(n: usize, xy: &[(usize, usize)]) -> Vec<usize> {
        let mut v: Vec<usize> = xy.iter().map(|&(x, y)| y * n + x).collect();
        v.sort();
        v
    }

    #[test]
    fn named_cells_of_a_small_position() {
        // 7x7, P1 on (1,1) and (3,1) (a row pair, two apart), P2 on (5,5).
        let n = 7;
        let mut b = Board::<1>::new(n);
        b.make(n + 1, 0);
        b.make(5 * n + 5, 1);
        b.make(n + 3, 0);
        let got: Vec<usize> = named(&b).iter().collect();
        let mut want = vec![];
        // Neighbours of the two P1 stones.
        for (cx, cy) in [(1usize, 1usize), (3, 1)] {
            for x in cx - 1..=cx + 1 {
                for y in cy - 1..=cy + 1 {
                    want.push((x, y));
                }
            }
        }
        // The squares of side 2 through both: rows y = 3 (y = -1 is off the board).
        want.extend([(1, 3), (3, 3)]);
        // Frames holding both. Spacing 2: columns 1, 3, 5 with rows 1, 3 (or -1, 1), and
        // columns 1, 3 with rows 1, 3, 5 (the pair on a short side); the others run off the
        // board. Spacing 1, the pair as end columns: columns 1..=3, rows 0..=2 (neighbours).
        want.extend([(5, 1), (5, 3), (1, 5), (3, 5)]);
        want.extend([(1, 0), (2, 0), (3, 0), (1, 2), (2, 2), (3, 2)]);
        let mut want = cells(n, &want);
        want.dedup();
        want.retain(|&c| c != n + 1 && c != n + 3);
        assert_eq!(got, want);
    }

    /// `named_cells` with the neighbours is [`named`] read as coordinates, on pseudo-random
    /// positions of 5×5 to 12×12 with up to four stones a side; without them, it drops only
    /// neighbours of P1's stones.
    #[test]
    fn named_cells_match_the_boards_named_set() {
        let mut rng = crate::fastest::test_rng(0x2545_f491_4f6c_dd1d);
        let mut next = |m: usize| rng(m as u64) as usize;
        for _ in 0..400 {
            let n = 5 + next(8);
            let mut b = Board::<3>::new(n);
            let (mut p1, mut p2) = (vec![], vec![]);
            for k in 0..2 + next(7) {
                let c = loop {
                    let c = next(n * n);
                    if b.empty().has(c) {
                        break c;
                    }
                };
                b.make(c, k % 2);
                let xy = ((c % n) as i64, (c / n) as i64);
                if k % 2 == 0 { p1.push(xy) } else { p2.push(xy) }
            }
            let ni = n as i64;
            let mut sorted: Vec<Cell> = named(&b).iter().map(|c| ((c % n) as i64, (c / n) as i64)).collect();
            sorted.sort_by_key(|c| (c.1, c.0));
            assert_eq!(named_cells(ni, &p1, &p2, true), sorted, "{n} {p1:?} {p2:?}");
            let near = |c: &Cell| p1.iter().any(|s: &Cell| (s.0 - c.0).abs() <= 1 && (s.1 - c.1).abs() <= 1);
            let without = named_cells(ni, &p1, &p2, false);
            assert!(without.iter().all(|c| sorted.contains(c)));
            assert!(sorted.iter().all(|c| without.contains(c) || near(c)), "{n} {p1:?} {p2:?}");
        }
    }

    #[test]
    fn diagonal_pairs_name_the_other_two_corners() {
        let n = 8;
        let mut b = Board::<1>::new(n);
        b.make(0, 1);
        b.make(7 * n + 7, 0);
        b.make(3 * n + 3, 1);
        // P2's diagonal pair (0,0), (3,3) names (0,3) and (3,0); P1's lone stone its
        // three neighbours.
        let got: Vec<usize> = named(&b).iter().collect();
        assert_eq!(got, cells(n, &[(0, 3), (3, 0), (6, 6), (6, 7), (7, 6)]));
    }

    #[test]
    fn knight_pairs_name_their_frame_and_column_pairs_their_squares() {
        // 7x7, P1 on (4,0) and (0,2): a knight pair of spacing 2, the first stone (the lower
        // cell index) in the frame's right column; P2 on (6,3) and (6,6): a column pair.
        let n = 7;
        let mut b = Board::<1>::new(n);
        b.make(4, 0);
        b.make(3 * n + 6, 1);
        b.make(2 * n, 0);
        b.make(6 * n + 6, 1);
        let got: Vec<usize> = named(&b).iter().collect();
        let mut want = vec![(3, 0), (5, 0), (3, 1), (4, 1), (5, 1), (0, 1), (1, 1), (1, 2), (0, 3), (1, 3)];
        // The frame: columns 0, 2, 4, rows 0 and 2 (no other frame holds both).
        want.extend([(0, 0), (2, 0), (2, 2), (4, 2)]);
        // The column pair's squares of side 3: column 3 (column 9 is off the board).
        want.extend([(3, 3), (3, 6)]);
        assert_eq!(got, cells(n, &want));
    }

    #[test]
    fn the_proviso_names_nothing_from_p1s_ply_7_stone() {
        // 9x9, P1 on (1,1), (3,1), (1,5), P2 on (7,7), (7,5), (5,7), then P1 on (5,3): P2 to
        // move at ply 8.
        let n = 9;
        let mut b = Board::<2>::new(n);
        let stones = [(1, 1), (7, 7), (3, 1), (7, 5), (1, 5), (5, 7), (5, 3)];
        for (k, &(x, y)) in stones.iter().enumerate() {
            b.make(y * n + x, k % 2);
        }
        let order: Vec<usize> = stones.iter().step_by(2).map(|&(x, y)| y * n + x).collect();
        let s4 = 3 * n + 5;
        // The same cells as the named cells of the position without the stone, its cell taken.
        let mut without = Board::<2>::new(n);
        for (k, &(x, y)) in stones[..6].iter().enumerate() {
            without.make(y * n + x, k % 2);
        }
        let want: Vec<usize> = named(&without).iter().filter(|&c| c != s4).collect();
        let got: Vec<usize> = proviso::<2, false>(&b, &order).iter().collect();
        assert_eq!(got, want);
        // (1,5) is frame-related to (1,1) (a column pair 4 apart), so the full form names the
        // same cells.
        assert_eq!(proviso::<2, true>(&b, &order), proviso::<2, false>(&b, &order));
        // It is a real cut: the stone's neighbours, and the frame of (3,1) and (5,3) (columns
        // 3, 5, 7 with rows 1, 3, say (7,1)), are named in the whole position only.
        let all: Vec<usize> = named(&b).iter().collect();
        for (x, y) in [(6, 4), (7, 1)] {
            assert!(all.contains(&(y * n + x)) && !got.contains(&(y * n + x)), "({x}, {y})");
        }
        // It reads the order: with (1,5) as the ply-7 stone the cut is another.
        let swapped = [order[0], order[1], order[3], order[2]];
        assert_ne!(proviso::<2, false>(&b, &swapped).iter().collect::<Vec<_>>(), got);
        // Before ply 6 it is the named cells.
        let mut early = Board::<2>::new(n);
        for (k, &(x, y)) in stones[..4].iter().enumerate() {
            early.make(y * n + x, k % 2);
        }
        assert_eq!(proviso::<2, true>(&early, &order[..2]), named(&early));
    }

    #[test]
    fn the_full_proviso_leaves_out_an_unrelated_third_stone() {
        // 11x11, P1 on (2,2) and (4,2) (a row pair), P2 on (9,9) and (9,8), then P1's third
        // stone on (9,3). It differs from the pair and from the pair's third corners (2,0),
        // (4,0), (2,4), (4,4) by (7,1), (5,1), (7,3), (5,3), (7,-1), (5,-1): none of the pair
        // lemma's forms, so it is unrelated. ((8,3) would not be: (6,3) from (2,0).)
        let n = 11;
        let stones = [(2, 2), (9, 9), (4, 2), (9, 8), (9, 3)];
        let mut b = Board::<2>::new(n);
        for (k, &(x, y)) in stones.iter().enumerate() {
            b.make(y * n + x, k % 2);
        }
        let order: Vec<usize> = stones.iter().step_by(2).map(|&(x, y)| y * n + x).collect();
        let mut without = Board::<2>::new(n);
        for (k, &(x, y)) in stones[..4].iter().enumerate() {
            without.make(y * n + x, k % 2);
        }
        let third = 3 * n + 9;
        let want: Vec<usize> = named(&without).iter().filter(|&c| c != third).collect();
        assert_eq!(proviso::<2, true>(&b, &order).iter().collect::<Vec<_>>(), want);
        // The proviso's first form keeps it (at ply 6 it is the named cells).
        assert_eq!(proviso::<2, false>(&b, &order), named(&b));
        assert_ne!(named(&b).iter().collect::<Vec<_>>(), want);
        assert!(frame_related((2, 2), (6, 4)) && frame_related((0, 0), (-3, 3)) && frame_related((8, 3), (2, 0)));
        assert!(!frame_related((0, 0), (3, 1)) && !frame_related((1, 1), (1, 1)));
    }

    /// The 11x11 position after P1's first three stones `p1` (in order) and P2's stones on
    /// (9,9) and (9,8), with P2 to move at ply 6: the full proviso's cut, and the named cells.
    fn full_cut_at_ply_6(p1: [(usize, usize); 3]) -> (Bits<2>, Bits<2>) {
        let n = 11;
        let mut b = Board::<2>::new(n);
        for (k, &(x, y)) in [p1[0], (9, 9), p1[1], (9, 8), p1[2]].iter().enumerate() {
            b.make(y * n + x, k % 2);
        }
        let order: Vec<usize> = p1.iter().map(|&(x, y)| y * n + x).collect();
        (proviso::<2, true>(&b, &order), named(&b))
    }

    #[test]
    fn the_full_proviso_keeps_a_third_stone_related_by_any_of_its_three_ways() {
        // Related to a third corner only: (8,3) and (2,0), a third corner of the row pair
        // (2,2), (4,2), differ by (6,3). Related to the second stone only: (10,5) and (4,2)
        // differ by (6,3). A diagonal pair's third corner: (5,0) and (4,2) (of (2,2), (4,4))
        // differ by (1,2). A pair with no square through it: (1,0) and (5,4) differ by (4,4).
        for p1 in [[(2, 2), (4, 2), (8, 3)], [(2, 2), (4, 2), (10, 5)], [(2, 2), (4, 4), (5, 0)], [(3, 3), (5, 4), (1, 0)]] {
            let (cut, named) = full_cut_at_ply_6(p1);
            assert_eq!(cut, named, "{p1:?}");
        }
        // and leaves out an unrelated one: (0, 1) differs from (3,3) by (3,2), from (5,4) by
        // (5,3); the cut is then the cells named from the other stones, (0,1)'s cell taken
        let (cut, all) = full_cut_at_ply_6([(3, 3), (5, 4), (0, 1)]);
        let mut b = Board::<2>::new(11);
        for (k, c) in [3 * 11 + 3, 9 * 11 + 9, 4 * 11 + 5, 8 * 11 + 9, 11].into_iter().enumerate() {
            b.make(c, k % 2);
        }
        assert_eq!(cut, named_from(&b, &[3 * 11 + 3, 4 * 11 + 5]));
        assert!(cut.count() < all.count());
        // Which stone is third matters: (0,0), (1,0) then (10,3) leaves (10,3) out; (1,0),
        // (10,3) then (0,0) keeps (0,0), a row neighbour of (1,0). (So the search keeps no
        // position with P1 to move at ply 7 in the full form.)
        let (a, _) = full_cut_at_ply_6([(0, 0), (1, 0), (10, 3)]);
        let (b, named) = full_cut_at_ply_6([(1, 0), (10, 3), (0, 0)]);
        assert!(a != b && b == named);
        assert!(frame_related((0, 0), (1, 2)) && frame_related((0, 0), (2, -1)) && !frame_related((0, 0), (3, 2)));
    }

    #[test]
    fn the_full_proviso_holds_ply_11_on_7x7() {
        let (o, s) = proviso_wins_by::<1>(7, true);
        assert_eq!(o, None);
        // More nodes than the first form (245,305), and a table of P1's positions at plies 3
        // and 5 alone: at ply 9 the search answers without it, and ply 7 is not kept.
        assert_eq!((s.nodes, s.tt.len()), (285_900, 323));
    }

    #[test]
    fn proviso_defences_hold_ply_11_on_7x7_keeping_no_p2_position() {
        let (o, s) = proviso_wins_by::<1>(7, false);
        assert_eq!(o, None);
        assert_eq!((s.nodes, s.tt.len()), (245_305, 11_175));
        // The named cut alone, keeping P2's positions too.
        let (_, s) = wins_by::<1>(7, 11);
        assert_eq!((s.nodes, s.tt.len()), (239_565, 28_813));
    }

    #[test]
    fn named_defences_hold_ply_11_but_not_13_on_7x7() {
        // The unrestricted answers: 7x7 is 15 (P1 completes by 15, not by 13).
        let (o, s) = wins_by::<1>(7, 11);
        assert_eq!(o, None);
        assert_eq!(s.nodes, 239_565);
        let (o, s) = wins_by::<1>(7, 13);
        assert_eq!(o, Some(2 * 7 + 2));
        assert_eq!(s.nodes, 459_991);
        // The same search without the restriction says no at 13.
        assert!(!super::super::search::wins_by::<1>(7, 13, None).wins);
    }

    #[test]
    fn named_defences_hold_ply_13_on_6x6_and_lose_it_on_8x8() {
        let (o, s) = wins_by::<1>(6, 13);
        assert_eq!(o, None);
        assert_eq!(s.nodes, 501_783);
        let (o, s) = wins_by::<1>(8, 13);
        assert_eq!(o, Some(3 * 8 + 3));
        assert_eq!(s.nodes, 994_891);
    }

    /// Which P2 squares a defence needs (docs/FASTEST.md §5): with no P2 square counting (a
    /// kill-only defence), or only those on P1's grid or in P1's bounding box, P1 completes
    /// by ply 11 on 6×6 and 9×9, on 7×7 with its stones in `[0,6)²`, and by ply 9 on 9×9 and
    /// on 10×10 in `[0,9)²`, but not on 8×8; in the exact game P2 holds all of these. Every
    /// P2 move is allowed here (no named-cell cut).
    #[test]
    fn defences_need_tempo_squares_outside_p1s_bounding_box() {
        use P2Squares::{All, None as Kill, P1Box, P1Grid};
        let cases = [
            (6, 11, false, Kill, Some((2, 2)), 15_504),
            (6, 11, false, P1Grid, Some((2, 2)), 19_975),
            (6, 11, false, P1Box, Some((2, 2)), 21_316),
            (6, 11, false, All, None, 32_327),
            (7, 11, true, Kill, Some((3, 3)), 46_696),
            (7, 11, true, P1Grid, Some((3, 3)), 71_036),
            (7, 11, true, P1Box, Some((3, 3)), 72_734),
            (8, 9, false, Kill, None, 34_651),
            (8, 9, false, P1Grid, None, 60_239),
            (8, 9, false, P1Box, None, 60_239),
            (9, 9, false, Kill, Some((4, 4)), 15_758),
            (9, 9, false, P1Grid, Some((4, 4)), 78_686),
            (9, 9, false, P1Box, Some((4, 4)), 78_686),
            (9, 9, false, All, None, 37_473),
            (9, 11, false, Kill, Some((4, 4)), 59_990),
            (9, 11, false, P1Grid, Some((4, 4)), 151_777),
            (9, 11, false, P1Box, Some((4, 4)), 151_656),
            (10, 9, true, Kill, Some((4, 4)), 69_090),
            (10, 9, true, P1Grid, Some((4, 4)), 436_746),
            (10, 9, true, P1Box, Some((4, 4)), 436_746),
        ];
        for (n, dl, corner, sq, want, nodes) in cases {
            let (o, got) = if n <= 8 {
                let (o, s) = wins_by_against::<1>(n, dl, false, sq, corner);
                (o, s.nodes)
            } else {
                let (o, s) = wins_by_against::<2>(n, dl, false, sq, corner);
                (o, s.nodes)
            };
            assert_eq!((o.map(|c| (c % n, c / n)), got), (want, nodes), "{n}x{n} by ply {dl}, corner {corner}, P2 squares {sq:?}");
        }
    }
}
