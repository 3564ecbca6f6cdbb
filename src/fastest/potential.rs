//! A potential rule for P2 (docs/FASTEST.md §5, "Ply 6 after a related first pair"; issue
//! 11): P2 takes the free cell whose squares weigh most, in the manner of Erdős and
//! Selfridge's potential strategy for Breaker (P. Erdős, J. L. Selfridge, "On a combinatorial
//! game", J. Combin. Theory A 14 (1973) 298–301; Breaker takes the element of highest value,
//! the summed weight of the live winning sets through it). Here the winning sets are the
//! squares with the cell as a corner, a square counts only while one player alone holds
//! stones on it, and the weights ([`Weights`]) are not Erdős–Selfridge's `2^k`. They were
//! read off scratch probes of P2's ply-6 move after a related first pair (not kept): every
//! free cell asked at every position of each class of P1's third stone on 6×6 to 11×11
//! (related to both first stones, to 13×13), weights tried against those answers, and the
//! best few by the solver on 7×7 to 12×12; `2^k` lost at far more positions. The weights make
//! blocking a P1 threat (three corners of a square, the fourth free) outrank everything else
//! but completing P2's own square.
//!
//! Nothing here is argued for every board; [`super::ply6_related`] measures the rule with the
//! solver, board by board.

use super::every_board::Cell;

/// The weights of the squares through a cell: `p1[k]` for a square on which P1 alone holds
/// `k` stones (0 to 3), `p2[j]` for one on which P2 alone holds `j` stones; a square holding
/// both players' stones weighs nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// By P1's stones on the square: none 0, one 1, two 5, three (a P1 threat, the cell its
    /// fourth corner) 1,000.
    pub p1: [u64; 4],
    /// By P2's stones on the square: none 0, one 1 ([`Weights::PLAIN`]) or 3
    /// ([`Weights::OWN`]), two 10 (the cell then makes a P2 threat, a forcing move), three
    /// (the cell completes P2's square) 1,000,000.
    pub p2: [u64; 4],
}

impl Weights {
    /// P2's squares with one stone weigh as P1's (1). Read off the scratch probes after a
    /// related first pair where P1's third stone is in a pair form with both first stones.
    pub const PLAIN: Weights = Weights { p1: [0, 1, 5, 1_000], p2: [0, 1, 10, 1_000_000] };
    /// P2's squares with one stone weigh 3, so that P2 leans towards its own stones. Read off
    /// the scratch probes after a related first pair where P1's third stone is in a pair form
    /// with P1's second stone only (or with neither first stone): there it lost at far fewer
    /// positions than [`Weights::PLAIN`], and far more where the third stone is in a pair
    /// form with both.
    pub const OWN: Weights = Weights { p1: [0, 1, 5, 1_000], p2: [0, 3, 10, 1_000_000] };
    /// For the named potential rule ([`super::ply6_related::RelatedRule::NamedBoth`]): P1's
    /// squares with one, two and three stones weigh 10, 40 and 1,000,000, P2's 12, 200 and
    /// 1,000,000,000, so a block of a P1 threat still outranks any sum of the others at
    /// ply 6 (three cells lie on at most one square and two on at most three, so with three P1
    /// stones and two P2 stones the rest sums to at most 3·40 + 9·10 + 200 + 6·12 = 482), and
    /// completing P2's own square outranks that. Read off scratch runs with the cells cut to
    /// the named ones, on 9×9 to 11×11 where P1's third stone is in a pair form with both
    /// first stones (grids over the four middle weights, not kept, so no counts here): the
    /// plain weights lost at more positions there, and so did P1's two-stone squares at 35 or
    /// 45, or P2's one-stone squares at 15 or 20.
    pub const NAMED: Weights = Weights { p1: [0, 10, 40, 1_000_000], p2: [0, 12, 200, 1_000_000_000] };
}

/// The potential of the free cell `c` on the `n`×`n` board with P1's stones `p1` and P2's
/// stones `p2` under the weights `w`: the sum of [`Weights`] over every square on the board
/// with `c` as a corner. Coordinates `(x, y)` in cells; `c` is assumed free.
pub fn potential(n: i64, p1: &[Cell], p2: &[Cell], c: Cell, w: Weights) -> u64 {
    let (x, y) = c;
    let mut total = 0;
    for d in 1..n {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let (fx, fy) = (x + sx * d, y + sy * d);
            if !(0..n).contains(&fx) || !(0..n).contains(&fy) {
                continue;
            }
            let others = [(fx, y), (x, fy), (fx, fy)];
            let ones = others.iter().filter(|o| p1.contains(o)).count();
            let twos = others.iter().filter(|o| p2.contains(o)).count();
            total += match (ones, twos) {
                (k, 0) => w.p1[k],
                (0, j) => w.p2[j],
                _ => 0,
            };
        }
    }
    total
}

/// The [`potential`] of every free cell of the `n`×`n` board at once, indexed `y * n + x`
/// (`n * n` entries; a taken cell's entry is meaningless). Each square is met once, from the
/// first stone on its corners (P1's in order, then P2's), so the cost is `O(stones · n)`
/// squares of `O(stones)` each, plus `O(n²)` cells, against `O(n³)` for [`potential`] at every
/// cell: a square with no stone weighs `w.p1[0]` and is counted by its corners' positions
/// alone, one with stones adds the difference to each of its four corners (one with all four
/// taken to none). Equal to [`potential`] cell by cell (unit test).
pub fn potentials(n: i64, p1: &[Cell], p2: &[Cell], w: Weights) -> Vec<u64> {
    let on = |c: Cell| (0..n).contains(&c.0) && (0..n).contains(&c.1);
    // Squares with the cell (x, y) as a corner: one per side d and direction that fits.
    let mut out: Vec<u64> = (0..n * n)
        .map(|i| {
            let (x, y) = (i % n, i / n);
            let (l, r, u, d) = (x, n - 1 - x, y, n - 1 - y);
            w.p1[0] * (l.min(u) + l.min(d) + r.min(u) + r.min(d)) as u64
        })
        .collect();
    let stones: Vec<Cell> = p1.iter().chain(p2).copied().collect();
    for (i, &(x, y)) in stones.iter().enumerate() {
        for d in 1..n {
            for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let corners = [(x, y), (x + sx * d, y), (x, y + sy * d), (x + sx * d, y + sy * d)];
                if !on(corners[3]) || corners[1..].iter().any(|c| stones[..i].contains(c)) {
                    continue;
                }
                let ones = corners.iter().filter(|o| p1.contains(o)).count();
                let twos = corners.iter().filter(|o| p2.contains(o)).count();
                if ones + twos == 4 {
                    // every corner taken: the square is a free cell's square for none
                    continue;
                }
                let weight = match (ones, twos) {
                    (k, 0) => w.p1[k],
                    (0, j) => w.p2[j],
                    _ => 0,
                };
                for c in corners {
                    let e = &mut out[(c.1 * n + c.0) as usize];
                    *e = (*e + weight).wrapping_sub(w.p1[0]);
                }
            }
        }
    }
    out
}

/// P2's move by the potential rule with the weights `w` on the `n`×`n` board with P1's stones
/// `p1` and P2's stones `p2`: the free cell of highest [`potential`] (computed by
/// [`potentials`]); among equals, the one with the smallest sum of Manhattan distances to
/// P1's stones, then the first in row order (smallest `y`, then smallest `x`). `None` only on
/// a full board.
pub fn potential_cell(n: i64, p1: &[Cell], p2: &[Cell], w: Weights) -> Option<Cell> {
    let free: Vec<Cell> = (0..n * n).map(|i| (i % n, i / n)).filter(|c| !p1.contains(c) && !p2.contains(c)).collect();
    potential_cell_among(n, p1, p2, w, &free)
}

/// [`potential_cell`] with the choice cut to `candidates` (cells of the `n`×`n` board,
/// assumed free): the candidate of highest [`potential`], ties broken as there. `None` when
/// `candidates` is empty.
pub fn potential_cell_among(n: i64, p1: &[Cell], p2: &[Cell], w: Weights, candidates: &[Cell]) -> Option<Cell> {
    let all = potentials(n, p1, p2, w);
    candidates.iter().copied().min_by_key(|&c| rank(n, p1, &all, c))
}

/// `candidates` (cells of the `n`×`n` board, assumed free) in the order the potential rule
/// prefers them with the weights `w`: highest [`potential`] first, ties broken as in
/// [`potential_cell`]; so the first is [`potential_cell_among`]'s cell. Used by the
/// threat-space rule ([`super::ply6_related::RelatedRule::Threats`]), which takes the first
/// cell passing its test.
pub fn by_potential(n: i64, p1: &[Cell], p2: &[Cell], w: Weights, candidates: &[Cell]) -> Vec<Cell> {
    let all = potentials(n, p1, p2, w);
    let mut out = candidates.to_vec();
    out.sort_by_key(|&c| rank(n, p1, &all, c));
    out
}

/// The potential rule's preference key of the cell `c` (smallest first): its potential in
/// `all` ([`potentials`]) highest first, then the smallest sum of Manhattan distances to P1's
/// stones `p1`, then row order.
fn rank(n: i64, p1: &[Cell], all: &[u64], c: Cell) -> (std::cmp::Reverse<u64>, i64, i64, i64) {
    let distance = p1.iter().map(|s| (s.0 - c.0).abs() + (s.1 - c.1).abs()).sum::<i64>();
    (std::cmp::Reverse(all[(c.1 * n + c.0) as usize]), distance, c.1, c.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Potentials counted by hand, and the rule's choices: it blocks a P1 threat, completes a
    /// P2 square before that, breaks ties by distance, then row order, and the two weightings
    /// differ where P2's one-stone squares decide.
    #[test]
    fn potentials_and_choices() {
        let w = Weights::PLAIN;
        // One P1 stone at (1, 1) on 3×3: the cell (0, 0) is on one square with it (side 1)
        // and one empty square (side 2): potential 1. The cell (2, 2): the same.
        assert_eq!(potential(3, &[(1, 1)], &[], (0, 0), w), 1);
        assert_eq!(potential(3, &[(1, 1)], &[], (2, 2), w), 1);
        // (0, 1) is on two side-1 squares, both with (1, 1), and on no side-2 square: 2.
        assert_eq!(potential(3, &[(1, 1)], &[], (0, 1), w), 2);
        // One central P1 stone on 3×3: the four edge midpoints have potential 2, the corners
        // 1; of the midpoints (all at distance 1) the first in row order is (1, 0).
        assert_eq!(potential_cell(3, &[(1, 1)], &[], w), Some((1, 0)));
        // P1 at (0, 0), (2, 0), P2 at (1, 1) on 3×3: (0, 2) is on the side-2 square with both
        // P1 stones (5), and on the side-1 square (0, 1)..(1, 2) with P2's stone (1, or 3).
        assert_eq!(potential(3, &[(0, 0), (2, 0)], &[(1, 1)], (0, 2), w), 6);
        assert_eq!(potential(3, &[(0, 0), (2, 0)], &[(1, 1)], (0, 2), Weights::OWN), 8);
        // Two P1 stones (0, 0), (0, 2) on 3×3, nothing else: (2, 0) and (2, 2) are each on
        // the side-2 square with both stones (5) and on an empty side-1 square (0); the other
        // cells reach 2 at most; equal potential and distance, so row order takes (2, 0).
        assert_eq!(potential(3, &[(0, 0), (0, 2)], &[], (2, 0), w), 5);
        assert_eq!(potential(3, &[(0, 0), (0, 2)], &[], (2, 2), w), 5);
        assert_eq!(potential_cell(3, &[(0, 0), (0, 2)], &[], w), Some((2, 0)));
        // Three P1 corners: the fourth corner is the threat's block.
        let p1 = [(0, 0), (2, 0), (0, 2)];
        assert_eq!(potential(5, &p1, &[(4, 4)], (2, 2), w) / 1_000, 1);
        assert_eq!(potential_cell(5, &p1, &[(4, 4)], w), Some((2, 2)));
        // P2 completing its own square outranks the block.
        let p2 = [(3, 3), (4, 3), (3, 4)];
        assert_eq!(potential_cell(5, &p1, &p2, w), Some((4, 4)));
        // P1 at (0, 0), P2 at (2, 2) on 4×4: (1, 1) (one square with each stone) and (2, 1)
        // (two squares with P2's stone) both weigh 2 with the plain weights, and (1, 1) is
        // nearer (0, 0); with P2's own squares at 3 they weigh 4 and 6.
        assert_eq!(potential(4, &[(0, 0)], &[(2, 2)], (1, 1), Weights::OWN), 4);
        assert_eq!(potential(4, &[(0, 0)], &[(2, 2)], (2, 1), Weights::OWN), 6);
        assert_eq!(potential_cell(4, &[(0, 0)], &[(2, 2)], w), Some((1, 1)));
        assert_eq!(potential_cell(4, &[(0, 0)], &[(2, 2)], Weights::OWN), Some((2, 1)));
        // `potentials` against `potential` cell by cell, and the rule against a scan of
        // `potential` at every free cell, on pseudo-random positions of 2×2 to 9×9 with up
        // to 5 stones each, both weightings and an empty square weighing 2.
        let mut rng = crate::fastest::test_rng(0x9e37_79b9_7f4a_7c15);
        let mut next = |m: i64| rng(m as u64) as i64;
        let odd = Weights { p1: [2, 1, 5, 1_000], p2: [0, 1, 10, 1_000_000] };
        for _ in 0..600 {
            let n = 2 + next(8);
            let mut taken: Vec<Cell> = vec![];
            for _ in 0..next(6).min(n * n - 1) {
                let c = loop {
                    let c = (next(n), next(n));
                    if !taken.contains(&c) {
                        break c;
                    }
                };
                taken.push(c);
            }
            let (p1, p2) = taken.split_at(next(taken.len() as i64 + 1) as usize);
            for w in [Weights::PLAIN, Weights::OWN, odd] {
                let all = potentials(n, p1, p2, w);
                let free: Vec<Cell> = (0..n * n).map(|i| (i % n, i / n)).filter(|c| !taken.contains(c)).collect();
                for &c in &free {
                    assert_eq!(all[(c.1 * n + c.0) as usize], potential(n, p1, p2, c, w), "{n} {p1:?} {p2:?} {c:?}");
                }
                let distance = |c: Cell| p1.iter().map(|s| (s.0 - c.0).abs() + (s.1 - c.1).abs()).sum::<i64>();
                let scan = free.iter().copied().min_by_key(|&c| (std::cmp::Reverse(potential(n, p1, p2, c, w)), distance(c), c.1, c.0));
                assert_eq!(potential_cell(n, p1, p2, w), scan);
                let order = by_potential(n, p1, p2, w, &free);
                assert_eq!(order.first().copied(), scan);
                assert!(order.windows(2).all(|p| potential(n, p1, p2, p[0], w) >= potential(n, p1, p2, p[1], w)));
                assert_eq!(order.len(), free.len());
            }
        }
        // A full board has no move, whoever holds the squares.
        let all: Vec<Cell> = (0..4).map(|i| (i % 2, i / 2)).collect();
        assert_eq!(potential_cell(2, &all[..2], &all[2..], w), None);
        assert_eq!(potential_cell(2, &all, &[], w), None);
        assert_eq!(potential_cell(2, &[], &all, w), None);
        // P1 holds a whole square on 3×3: it counts for no free cell. (2, 2) is on the side-1
        // square with (1, 1) and the side-2 square with (0, 0); (2, 0) on the side-1 square
        // with (1, 0), (1, 1) and the side-2 square with (0, 0).
        assert_eq!(potentials(3, &all, &[], w)[8], 1 + 1);
        assert_eq!(potentials(3, &all, &[], w)[2], 5 + 1);
        assert_eq!(potential(3, &all, &[], (2, 0), w), 5 + 1);
        assert_eq!(potential_cell(3, &all, &[], w), Some((2, 0)));
    }
}
