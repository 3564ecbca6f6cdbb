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
use super::search::{first_winning_opening, Board, P2Squares, Search};

/// The named cells of the position, empty ones only: the eight neighbours of every P1 stone,
/// the other corners of every square through two stones of one player, and the cells of every
/// frame (2×3 grid `{x0, x0+s, x0+2s} × {y0, y0+s}` or its transpose) holding two P1 stones
/// (a frame running off the board names its cells on it). The set is defined by geometry alone, so it is the same up to the board's symmetries and
/// the transposition table stays exact.
pub fn named<const W: usize>(b: &Board<W>) -> Bits<W> {
    let n = b.n as i64;
    let mut out = Bits::<W>::EMPTY;
    let mut add = |x: i64, y: i64| {
        if (0..n).contains(&x) && (0..n).contains(&y) {
            out.set((y * n + x) as usize);
        }
    };
    let xy = |c: usize| ((c as i64) % n, (c as i64) / n);
    let p1: Vec<(i64, i64)> = b.stones[0].iter().map(xy).collect();
    for &(x, y) in &p1 {
        for dx in -1..=1 {
            for dy in -1..=1 {
                add(x + dx, y + dy);
            }
        }
    }
    for p in 0..2 {
        let st: Vec<(i64, i64)> = b.stones[p].iter().map(xy).collect();
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
    out.and(b.empty())
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

#[cfg(test)]
mod tests {
    use super::*;

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
        b.make(1 * n + 1, 0);
        b.make(5 * n + 5, 1);
        b.make(1 * n + 3, 0);
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
        want.retain(|&c| c != 1 * n + 1 && c != 1 * n + 3);
        assert_eq!(got, want);
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
