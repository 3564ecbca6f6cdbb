//! A probe toward the lines where two or three pairs of P1's first three stones are in a pair
//! form (docs/FASTEST.md §5, "Two pairs: a probe"), the largest class no argument for every
//! board covers yet. Not a lemma: it asks, for each *shape* of three stones up to a unit bound,
//! whether one defence of the kind of Lemma S's lone form holds there on every board, and
//! reports where it does not.
//!
//! A shape puts the shared stone `s1` at the origin, `s2 = g·A` for `A` the offset of a pair
//! type ([`PairType::offset`] at unit 1) and `s3 = h·B` for `B` any of the 8 images of a
//! second type's offset; the shapes where any pair of the three stones is an even distance on
//! a row or column ([`PairType::RowEven`], whose defence needs Lemma L11's tempo moves) are
//! left out. The defence ([`kill_defence`]) ignores P2's first two stones (more P2 stones only
//! take cells from P1) and plays a ply-6 cell (none, or a named cell) and then, after every
//! P1 fourth stone `d`, a *killing* answer (`every_board::kills`: P1's one threat cell
//! blocked, and no P1 move then making two threat cells), on the plane. By `frame_or_bowtie`
//! (coq/SquareGame/Frames.v), `d` takes part in a double threat at ply 9, or makes a threat
//! cell at ply 7, only on a *named* cell (`named_cells`): a cell of the lattice window of a
//! pair (every frame holding the pair lies in it), or a third corner of a stone and a third
//! corner of a pair of the stones (a bowtie); every other `d` gets one fixed answer, a kill
//! for the three stones alone. A kill holds on every board and beside any other P2 stones
//! (`every_board::kills`), so where the probe finds the defence, P2 holds ply 11 after that
//! shape on every board whatever its plies 2 and 4; the probe checks units up to a bound, not
//! every unit (no ratio lemma yet), and its candidate cells are named cells, so a failure
//! says only that this defence fails.

use super::every_board::{classify, kills, third_corners, threat_cells, Cell, PairType};
use std::collections::BTreeSet;

/// The pair types the probe takes: those whose defence needs no tempo move (Lemma S's lone
/// form), [`PairType::RowEven`] excluded.
pub const TYPES: [PairType; 3] = [PairType::RowOdd, PairType::Diagonal, PairType::Knight];

/// The 8 images of the cell `v` under the symmetries of the square grid fixing the origin,
/// each once.
fn images(v: Cell) -> Vec<Cell> {
    let mut out = Vec::new();
    for (x, y) in [(v.0, v.1), (v.1, v.0)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let c = (sx * x, sy * y);
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}

/// The lattice window `a + u[-4,4]²` (Lemma L11's reach for a pair of unit `u`), row by row.
fn window(a: Cell, u: i64) -> impl Iterator<Item = Cell> {
    (-4..=4).flat_map(move |j| (-4..=4).map(move |i| (a.0 + i * u, a.1 + j * u)))
}

/// The pairs of the stones `s` in a pair form, as `(i, j, unit)` ([`classify`]); `None` when
/// one of them is a [`PairType::RowEven`] pair.
fn lone_pairs(s: [Cell; 3]) -> Option<Vec<(usize, usize, i64)>> {
    let mut out = Vec::new();
    for (i, j) in [(0, 1), (0, 2), (1, 2)] {
        if let Some((t, u, _, _)) = classify(s[i], s[j]) {
            if t == PairType::RowEven {
                return None;
            }
            out.push((i, j, u));
        }
    }
    Some(out)
}

/// The *named* cells of the stones `s` (their pairs in a pair form `pairs`, [`lone_pairs`]):
/// the cells of each pair's lattice window, and the third corners of a stone and a third
/// corner of a pair; the stones left out; in order, each once. With the pairs' third corners.
fn named_cells(s: [Cell; 3], pairs: &[(usize, usize, i64)]) -> (Vec<Cell>, Vec<Cell>) {
    let mut named: BTreeSet<Cell> = BTreeSet::new();
    let mut thirds: Vec<Cell> = Vec::new();
    for &(i, j, u) in pairs {
        named.extend(window(s[i], u));
        thirds.extend(third_corners(s[i], s[j]));
    }
    for &m in &thirds {
        for x in s {
            named.extend(third_corners(x, m));
        }
    }
    for x in s {
        named.remove(&x);
    }
    thirds.retain(|c| !s.contains(c));
    (named.into_iter().collect(), thirds)
}

/// Whether P2, having played `x6` at ply 6 (`None`: a cell taking part in nothing), keeps P1
/// (the stones `s`, no threat cell after `x6`) from a square by ply 11 with killing answers
/// at ply 8: one fixed kill for every fourth stone off the named cells `named`, and a kill
/// among the named cells and the third corners of a stone and the fourth stone for every
/// fourth stone on them.
fn holds_with(s: [Cell; 3], named: &[Cell], thirds: &[Cell], x6: Option<Cell>) -> bool {
    let p2: Vec<Cell> = x6.into_iter().collect();
    if !threat_cells(&s, &p2, None).is_empty() {
        return false;
    }
    if !named.iter().chain(thirds).any(|&x| Some(x) != x6 && kills(&s, &p2, x)) {
        return false;
    }
    named.iter().filter(|&&d| Some(d) != x6).all(|&d| {
        let p1 = [s[0], s[1], s[2], d];
        let extra: Vec<Cell> = s.iter().flat_map(|&x| third_corners(x, d)).collect();
        named.iter().chain(&extra).any(|&x| Some(x) != x6 && x != d && kills(&p1, &p2, x))
    })
}

/// The probe's defence for the three P1 stones `s` (cells `(x, y)` on the plane): the first
/// ply-6 cell (none first, then the pairs' third corners, then the named cells) after which
/// killing answers hold (`holds_with`). `None` where the shape has a RowEven pair or no
/// such cell exists; `Some(None)` where no ply-6 cell is needed.
pub fn kill_defence(s: [Cell; 3]) -> Option<Option<Cell>> {
    let pairs = lone_pairs(s)?;
    let (named, thirds) = named_cells(s, &pairs);
    std::iter::once(None).chain(thirds.iter().chain(&named).map(|&c| Some(c))).find(|&x6| holds_with(s, &named, &thirds, x6))
}

/// One row of the probe: the types of the pairs `(s1, s2)` and `(s1, s3)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProbeRow {
    /// The types of `(s1, s2)` and `(s1, s3)`.
    pub types: (PairType, PairType),
    /// Shapes asked (every unit `g`, `h` of `1..=gmax`, odd for a RowOdd pair, every image of
    /// the second offset; mirror images counted apart).
    pub shapes: usize,
    /// Of them, those where `s2` and `s3` are in a pair form too (three pairs).
    pub three_pairs: usize,
    /// Shapes where the defence holds.
    pub held: usize,
    /// The shapes where it fails: `(s3, g, h)` with `s2 = g·A`.
    pub failed: Vec<(Cell, i64, i64)>,
}

/// Runs [`kill_defence`] over every shape with units `1..=gmax` (cells of at most `9·gmax` from
/// the origin), one row per ordered pair of [`TYPES`] (the second at or after the first).
pub fn probe(gmax: i64) -> Vec<ProbeRow> {
    let mut rows = Vec::new();
    for (ia, &ta) in TYPES.iter().enumerate() {
        for &tb in &TYPES[ia..] {
            let mut row = ProbeRow { types: (ta, tb), shapes: 0, three_pairs: 0, held: 0, failed: Vec::new() };
            for b in images(tb.offset(1)) {
                for g in (1..=gmax).filter(|g| ta != PairType::RowOdd || g % 2 == 1) {
                    for h in (1..=gmax).filter(|h| tb != PairType::RowOdd || h % 2 == 1) {
                        let a = ta.offset(g);
                        let s = [(0, 0), a, (b.0 * h, b.1 * h)];
                        if s[2] == s[1] || lone_pairs(s).is_none() {
                            continue;
                        }
                        row.shapes += 1;
                        row.three_pairs += usize::from(classify(s[1], s[2]).is_some());
                        if kill_defence(s).is_some() {
                            row.held += 1;
                        } else {
                            row.failed.push((s[2], g, h));
                        }
                    }
                }
            }
            rows.push(row);
        }
    }
    rows
}

/// The ratio `g : h` in lowest terms.
pub fn reduced(g: i64, h: i64) -> (i64, i64) {
    fn gcd(a: i64, b: i64) -> i64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    let d = gcd(g, h);
    (g / d, h / d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perpendicular_odd_row_pairs_fail_and_a_diagonal_and_a_knight_pair_hold() {
        // two RowOdd pairs at a right angle need two third corners as helpers; P2 has one move
        assert_eq!(kill_defence([(0, 0), (3, 0), (0, 5)]), None);
        // a Diagonal pair of unit 5 and a Knight pair of unit 7 sharing a stone
        assert!(kill_defence([(0, 0), (5, 5), (14, -7)]).is_some());
        // a RowEven pair is left out
        assert_eq!(lone_pairs([(0, 0), (4, 0), (9, 5)]), None);
    }

    #[test]
    fn the_probe_counts_up_to_unit_3() {
        let rows = probe(3);
        let total: usize = rows.iter().map(|r| r.shapes).sum();
        let held: usize = rows.iter().map(|r| r.held).sum();
        assert_eq!((total, held), (234, 205));
    }
}
