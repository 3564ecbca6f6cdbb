//! Lemma L11 of docs/FASTEST.md §5: on **every** board, P2 has a strategy against which P1
//! completes no square before ply 11. The per-board certificates settle n ≤ 18 (where the
//! fastest ply is 13 or more); this module checks the finite part of a board-free argument
//! that covers every n, in particular every n ≥ 19.
//!
//! The argument (proved by hand in docs/FASTEST.md §5; this module checks the case analysis
//! it leaves):
//! - **Frame lemma.** P1 completes at ply 9 only if, after ply 7, P1 holds two threat cells
//!   (P2 blocks a single one at ply 8 or completes its own square). Four P1 stones with two
//!   threat cells are a *frame*: two squares of side `s` sharing a side, the 2×3 (or 3×2)
//!   grid of spacing `s`; P1 holds the shared side and one more corner of each square. So
//!   all four P1 stones, in particular P1's first two, lie in one frame.
//! - **Pair lemma.** Two cells of a frame differ by `(s,0)`, `(2s,0)`, `(s,s)` or `(2s,s)`
//!   up to the 8 symmetries. P1's first two stones `a`, `b` therefore either differ otherwise
//!   (then no frame holds both and P2 need only block single threats), or, up to symmetry,
//!   `b - a` is one of the [`PairType`]s with a unit `g`: every frame holding both lies on the
//!   lattice `a + gZ²` within `a + g[-4,4]²`, and so must P1's third stone `c`.
//! - **Scale lemma.** Every cell this module uses is a *family cell* `a + (i·g + k, j·g + l)`
//!   with `|i|, |j| ≤ 4` and `|k|, |l| ≤ K`. For `g > 4K`, equality of cells, the order of
//!   coordinates and which triples are three corners of a square (`Δx = ±Δy`) do not depend
//!   on `g`, so the check at one unit [`G_REP`] > 4K stands for every `g ≥ G_REP`; the units
//!   `1..G_REP` are checked one by one.
//! - **Boards.** A P2 move that only *kills* (takes a cell of every live frame) works on every
//!   board containing the stones: a frame with a cell off the board is dead anyway. A P2
//!   move that makes a P2 threat (a *tempo move*, forcing P1's seventh stone) needs its cells
//!   on the board, so where only tempo moves work, every board edge pattern is checked
//!   ([`Rect`]).
//!
//! P2's strategy: ply 2 a neighbour `a + e` of P1's first stone (every direction `e` is
//! checked); ply 4 a cell found here per (pair type, unit, `e`, which stone came first);
//! ply 6 a cell found here per third stone; ply 8 complete a square if possible, else block.

use anyhow::{bail, Context, Result};
use rayon::prelude::*;
use serde::Serialize;

/// A cell `(x, y)` of the unbounded plane, relative to P1's first stone of the pair.
pub type Cell = (i64, i64);

/// The unit above which one check stands for all ([`Rect`] thresholds and squares are
/// unit-independent for `g > 4K`); the check asserts the largest offset `K` it used is below
/// `G_REP / 4`.
pub const G_REP: i64 = 13;

/// Lattice reach, in units: frames holding both stones of a pair lie within `a + g[-4,4]²`.
const REACH: i64 = 4;

/// A pair of P1 stones that some frame holds, up to symmetry: `b - a` for unit `g`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum PairType {
    /// `b - a = (g, 0)`, `g` odd (an even distance is [`PairType::RowEven`] with half the unit).
    RowOdd,
    /// `b - a = (2g, 0)`: frames of spacing `g` and `2g`.
    RowEven,
    /// `b - a = (g, g)`.
    Diagonal,
    /// `b - a = (2g, g)`.
    Knight,
}

impl PairType {
    /// All four types.
    pub const ALL: [PairType; 4] = [PairType::RowOdd, PairType::RowEven, PairType::Diagonal, PairType::Knight];

    /// `b - a` at unit `g`.
    pub fn offset(self, g: i64) -> Cell {
        match self {
            PairType::RowOdd => (g, 0),
            PairType::RowEven => (2 * g, 0),
            PairType::Diagonal => (g, g),
            PairType::Knight => (2 * g, g),
        }
    }

    /// Whether unit `g` is a case of this type (`RowOdd` needs `g` odd below [`G_REP`]; at
    /// and above it the scale lemma covers odd and even alike).
    fn has_unit(self, g: i64) -> bool {
        self != PairType::RowOdd || g % 2 == 1 || g >= G_REP
    }
}

/// A coordinate the square geometry of this module computes with: `i64` for cells, or a
/// linear form in two units evaluated at a representative (`two_pairs`, whose ratio lemma
/// reads every test this geometry makes). The geometry adds, subtracts and negates
/// coordinates and tests them for equality only (`==`, `!=`; `|a| = |b|` as `a = b ∨ a = -b`):
/// never an order, so that every test is a linear equation.
pub trait Coord: Copy + PartialEq + std::ops::Add<Output = Self> + std::ops::Sub<Output = Self> + std::ops::Neg<Output = Self> {
    /// The coordinate 0.
    const ZERO: Self;
    /// Whether the point `(x, y)` lies on the board `r` (`None`: the whole plane, always).
    fn on_rect(r: Option<Rect>, x: Self, y: Self) -> bool;
}

impl Coord for i64 {
    const ZERO: i64 = 0;
    fn on_rect(r: Option<Rect>, x: i64, y: i64) -> bool {
        on(r, (x, y))
    }
}

/// If `p`, `q`, `r` are three corners of an axis-parallel square, its fourth corner.
pub fn fourth_corner<T: Coord>(p: (T, T), q: (T, T), r: (T, T)) -> Option<(T, T)> {
    let z = T::ZERO;
    for (c, u, v) in [(p, q, r), (q, p, r), (r, p, q)] {
        // `c` the corner adjacent to both others: one step along x, one along y, same length
        let (du, dv) = ((u.0 - c.0, u.1 - c.1), (v.0 - c.0, v.1 - c.1));
        let ok = |h: (T, T), w: (T, T)| h.1 == z && w.0 == z && h.0 != z && (h.0 == w.1 || h.0 == -w.1);
        if ok(du, dv) || ok(dv, du) {
            return Some((c.0 + du.0 + dv.0, c.1 + du.1 + dv.1));
        }
    }
    None
}

/// The board, as the rectangle `x0..=x1 × y0..=y1` of the plane (`None`: the whole plane).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rect {
    /// Least and greatest x.
    pub x: (i64, i64),
    /// Least and greatest y.
    pub y: (i64, i64),
}

/// Whether the cell lies on the board `r` (`None`: the whole plane).
pub(crate) fn on(r: Option<Rect>, c: Cell) -> bool {
    r.is_none_or(|r| r.x.0 <= c.0 && c.0 <= r.x.1 && r.y.0 <= c.1 && c.1 <= r.y.1)
}

/// A position after ply 5 or 6: P1's and P2's stones on board `rect`.
struct Pos<'a, T = i64> {
    p1: &'a [(T, T)],
    p2: &'a [(T, T)],
    rect: Option<Rect>,
}

impl<T: Coord> Pos<'_, T> {
    fn free(&self, c: (T, T)) -> bool {
        T::on_rect(self.rect, c.0, c.1) && !self.p1.contains(&c) && !self.p2.contains(&c)
    }

    /// The distinct free cells completing a square of `stones` (P1's or P2's).
    fn threats(&self, stones: &[(T, T)]) -> Vec<(T, T)> {
        let mut out = Vec::new();
        for i in 0..stones.len() {
            for j in i + 1..stones.len() {
                for k in j + 1..stones.len() {
                    if let Some(f) = fourth_corner(stones[i], stones[j], stones[k]) {
                        if self.free(f) && !out.contains(&f) {
                            out.push(f);
                        }
                    }
                }
            }
        }
        out
    }
}

/// The distinct free cells of `rect` (`None`: the plane) that complete a square on which
/// `mine` holds three corners, in the order first met (by the triples of `mine` in order); a
/// cell is free when it is on `rect` and in neither `mine` nor `theirs`. Coordinates `(x, y)`
/// in cells.
pub fn threat_cells<T: Coord>(mine: &[(T, T)], theirs: &[(T, T)], rect: Option<Rect>) -> Vec<(T, T)> {
    Pos { p1: mine, p2: theirs, rect }.threats(mine)
}

/// The distinct free cells of `rect` (`None`: the plane) that make three corners of a square
/// with two cells of `mine` ([`third_corners`] of every pair, in pair order), a cell being
/// free when it is on `rect` and in neither `mine` nor `theirs`: the only cells where a stone
/// of `mine` can make a new threat cell. At most four per pair.
pub fn free_third_corners<T: Coord>(mine: &[(T, T)], theirs: &[(T, T)], rect: Option<Rect>) -> Vec<(T, T)> {
    let pos = Pos { p1: mine, p2: theirs, rect };
    let mut out: Vec<(T, T)> = Vec::new();
    for i in 0..mine.len() {
        for j in i + 1..mine.len() {
            for c in third_corners(mine[i], mine[j]) {
                if pos.free(c) && !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }
    out
}

/// The cells that make three corners of a square with `p` and `q`: the other two corners of
/// each square having both as corners (two squares when `pq` is a side, one when it is a
/// diagonal), so at most 4; coordinates may be negative.
pub fn third_corners<T: Coord>(p: (T, T), q: (T, T)) -> Vec<(T, T)> {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let mut out = Vec::new();
    if dx == T::ZERO || dy == T::ZERO {
        // `pq` a side: the two squares on either side
        let (nx, ny) = (-dy, dx);
        for (sx, sy) in [(nx, ny), (-nx, -ny)] {
            out.push((p.0 + sx, p.1 + sy));
            out.push((q.0 + sx, q.1 + sy));
        }
    } else if dx == dy || dx == -dy {
        // `pq` a diagonal
        out.push((p.0 + dx, p.1));
        out.push((p.0, p.1 + dy));
    }
    out
}

/// How P2's ply-6 move `x` works, if it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    /// P1 gets no two threat cells, whatever P2's threats.
    Kill,
    /// P2 makes a threat; P1's one move that removes it leaves P1 at most one threat cell.
    Tempo,
}

/// Whether P2's move `x` holds two more P1 moves (Lemma L11's ply-6 test: P1 having `p1`,
/// three stones there, and P2 `p2`, two or fewer, a ply-4 stone off the board left out; any
/// numbers for [`holds_on_board`] and [`kills`]) on `rect`: P1 has no threat cell except `x`,
/// and after every free P1 move `d`, either P2 still has a threat cell (it completes next) or
/// P1 has at most one threat cell (P2 blocks it next).
fn answers<T: Coord>(p1: &[(T, T)], p2: &[(T, T)], x: (T, T), rect: Option<Rect>) -> Option<Answer> {
    let pos = Pos { p1, p2, rect };
    if !pos.free(x) || pos.threats(p1).iter().any(|&t| t != x) {
        return None;
    }
    let mut p2x = p2.to_vec();
    p2x.push(x);
    let after = Pos { p1, p2: &p2x, rect };
    let t2 = after.threats(&p2x);
    if p1_gets_two_threats(p1, &p2x, rect, &t2) {
        return None;
    }
    Some(if t2.is_empty() { Answer::Kill } else { Answer::Tempo })
}

/// Whether P2's move `x` *kills* on the plane (Lemma L11's ply-6 test, `answers`, with a
/// killing answer): P1 (`p1`, Lemma L11's three stones) has no threat cell but `x`, and after
/// `x`, with P2 holding `p2` and `x`, no free P1 move makes two threat cells. Such a move
/// holds on every board (a cell off the board takes no part in a square on it, as if P2 held
/// it) and beside any other P2 stones (more P2 stones only take cells from P1).
pub fn kills<T: Coord>(p1: &[(T, T)], p2: &[(T, T)], x: (T, T)) -> bool {
    answers(p1, p2, x, None) == Some(Answer::Kill)
}

/// Lemma L11's ply-6 test (`answers`) on the plane, for any numbers of stones: `Some(true)`
/// where P2's move `x` *kills* ([`kills`]), `Some(false)` where it holds as a *tempo move* (P2
/// then holds a threat cell, and P1's one move removing every P2 threat leaves P1 at most one
/// threat cell), `None` where it does neither. A tempo answer holds on a board whose cells
/// include P2's threat cells (a kill on every board).
pub fn answer_on_plane<T: Coord>(p1: &[(T, T)], p2: &[(T, T)], x: (T, T)) -> Option<bool> {
    answers(p1, p2, x, None).map(|a| a == Answer::Kill)
}

/// Whether P2's move `x` holds on the `n`×`n` board (cells `(x, y)`, `0 ≤ x, y < n`) by
/// Lemma L11's ply-6 test (`answers`), P1 holding `p1` and P2 `p2` (any numbers of stones,
/// P1 to move after `x`): `x` is free, P1 has no threat cell but `x`, and after `x` no free P1
/// move leaves P1 two threat cells while P2 has none but that move. P2 then keeps P1 from
/// completing a square within P1's next two moves by completing its own square or blocking
/// P1's one threat cell. Lemma S's ply 8 (`stray::stray_ply8`) asks it with every stone on
/// the board.
pub fn holds_on_board(n: i64, p1: &[Cell], p2: &[Cell], x: Cell) -> bool {
    answers(p1, p2, x, Some(Rect { x: (0, n - 1), y: (0, n - 1) })).is_some()
}

/// The lattice `g[-4,4]²` around P1's stone `a` of a case at the origin (Lemma L11's reach:
/// every frame holding both stones of a pair of unit `g` lies in it), row by row.
pub fn lattice(g: i64) -> Vec<Cell> {
    window((0, 0), g, REACH).collect()
}

/// Whether P1 (three stones `p1`, no threat cell), to play ply 7 with P2 holding `p2` and the
/// threat cells `t2`, has a free move `d` after which P1 holds two threat cells and P2 none
/// but `d`. The only P1 moves that can make a threat cell are the third corners of two P1
/// stones; the only ones that can remove P2's threats are in `t2`.
fn p1_gets_two_threats<T: Coord>(p1: &[(T, T)], p2: &[(T, T)], rect: Option<Rect>, t2: &[(T, T)]) -> bool {
    let pos = Pos { p1, p2, rect };
    let mut ds = free_third_corners(p1, p2, rect);
    ds.extend(t2.iter().copied());
    let mut p1d = p1.to_vec();
    p1d.push((T::ZERO, T::ZERO));
    for d in ds {
        if !pos.free(d) || t2.iter().any(|&f| f != d) {
            continue;
        }
        *p1d.last_mut().unwrap() = d;
        if (Pos { p1: &p1d, p2, rect }).threats(&p1d).len() >= 2 {
            return true;
        }
    }
    false
}

/// One case of the check: the pair type, the unit, P2's ply-2 direction, which stone came first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Case {
    /// The pair.
    pub pair: PairType,
    /// Its unit `g`, in cells.
    pub g: i64,
    /// P2's ply-2 stone is P1's first stone plus this unit vector.
    pub e: Cell,
    /// Whether P1's first stone is `a` (else `b`).
    pub a_first: bool,
}

/// What the check found for one case.
#[derive(Clone, Debug, Serialize)]
pub struct Found {
    /// The case.
    pub case: Case,
    /// P2's ply-4 cell.
    pub m4: Cell,
    /// Fallback ply-4 cells, in order: where `m4` is off the board, P2 plays the first of
    /// these on it ([`check_ply4_list`]; empty for Lemma L11's own cells).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fallback: Vec<Cell>,
    /// Third stones `c` checked (free lattice cells of the reach).
    pub thirds: usize,
    /// Of them, those where only a tempo move works on the plane.
    pub tempo: usize,
    /// Board edge patterns checked for those.
    pub rects: usize,
    /// Largest offset `|k|` of a P2 cell or P2 threat cell from the lattice `a + gZ²`.
    pub k_max: i64,
}

/// The largest distance of a coordinate from the nearest multiple of `g`.
fn offset(g: i64, c: Cell) -> i64 {
    let off = |v: i64| {
        let r = v.rem_euclid(g);
        r.min(g - r)
    };
    off(c.0).max(off(c.1))
}

/// All board edge patterns around a position: rectangles whose sides lie at coordinates of
/// `cells` (a rectangle's effect on a set of cells depends only on which of their coordinates
/// it keeps), containing every cell of `must`. `None` stands for an open side.
fn rects(cells: &[Cell], must: &[Cell]) -> Vec<Rect> {
    let side = |coords: Vec<i64>, lo_max: i64, hi_min: i64| {
        let mut v = coords;
        v.sort();
        v.dedup();
        let los: Vec<i64> = std::iter::once(i64::MIN).chain(v.iter().copied().filter(|&c| c <= lo_max)).collect();
        let his: Vec<i64> = std::iter::once(i64::MAX).chain(v.iter().copied().filter(|&c| c >= hi_min)).collect();
        (los, his)
    };
    let (xl, xh) = side(cells.iter().map(|c| c.0).collect(), must.iter().map(|c| c.0).min().unwrap(), must.iter().map(|c| c.0).max().unwrap());
    let (yl, yh) = side(cells.iter().map(|c| c.1).collect(), must.iter().map(|c| c.1).min().unwrap(), must.iter().map(|c| c.1).max().unwrap());
    let mut out = Vec::new();
    for &x0 in &xl {
        for &x1 in &xh {
            for &y0 in &yl {
                for &y1 in &yh {
                    out.push(Rect { x: (x0, x1), y: (y0, y1) });
                }
            }
        }
    }
    out
}

/// Checks one case: finds P2's ply-4 cell such that every third stone has a working ply-6
/// answer, on the plane and, where only tempo moves work, on every board edge pattern: the
/// first of [`ply4_candidates`] that [`check_ply4`] accepts. `None` when no ply-4 cell works.
pub fn check_case(case: Case) -> Option<Found> {
    ply4_candidates(case).into_iter().find_map(|m4| check_ply4(case, m4))
}

/// Every ply-4 cell of [`ply4_candidates`] that [`check_ply4`] accepts, in that order.
pub fn working_ply4s(case: Case) -> Vec<Found> {
    ply4_candidates(case).into_iter().filter_map(|m4| check_ply4(case, m4)).collect()
}

/// The case's P2 stone of ply 2 and its lattice `a + g[-4,4]²` (`a` at the origin).
fn case_cells(case: Case) -> (Cell, Cell, Cell, Vec<Cell>) {
    let g = case.g;
    let (a, b) = ((0, 0), case.pair.offset(g));
    let first = if case.a_first { a } else { b };
    let p2 = (first.0 + case.e.0, first.1 + case.e.1);
    let lattice: Vec<Cell> = window((0, 0), g, REACH).collect();
    (a, b, p2, lattice)
}

/// P2's ply-4 candidates of a case, relative to `a`: the lattice cells first, then their
/// neighbours (for tempo moves); none when P2's ply-2 stone lies on `a` or `b` (not a case).
pub fn ply4_candidates(case: Case) -> Vec<Cell> {
    let (a, b, p2, lattice) = case_cells(case);
    if p2 == a || p2 == b {
        return Vec::new();
    }
    let mut m4s = lattice.clone();
    for &c in &lattice {
        for dx in -1..=1 {
            for dy in -1..=1 {
                let m = (c.0 + dx, c.1 + dy);
                if !m4s.contains(&m) {
                    m4s.push(m);
                }
            }
        }
    }
    m4s.retain(|m| ![a, b, p2].contains(m));
    m4s
}

/// Whether P2's ply-4 cell `m4` (relative to `a`) works for the case: every third stone has
/// a working ply-6 answer, on the plane and, where only tempo moves work, on every board edge
/// pattern. `None` when it does not (or `m4` is a stone).
pub fn check_ply4(case: Case, m4: Cell) -> Option<Found> {
    check_ply4_why(case, m4).ok()
}

/// Why [`check_ply4`] or [`check_ply4_list`] refuses: the first third stone `c` of P1
/// (relative to `a`) without a working ply-6 answer, and the board (`None`: the plane) where
/// it has none. `third` is `None` when a cell of the list is a stone, the list is empty, or
/// the case is not one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// P1's third stone.
    pub third: Option<Cell>,
    /// The board edge pattern, or `None` for the plane.
    pub rect: Option<Rect>,
}

/// [`check_ply4`], telling why when it refuses ([`Refusal`]).
pub fn check_ply4_why(case: Case, m4: Cell) -> std::result::Result<Found, Refusal> {
    check_ply4_list(case, &[m4])
}

/// Whether a list of ply-4 cells works for the case, P2 playing on each board the first cell
/// of `list` on it (`list[0]` as [`Found::m4`], the rest as [`Found::fallback`]). For each
/// third stone `c`: a killing answer on the plane with `list[0]` placed works on every board
/// (a frame through an off-board cell is dead, and another P2 stone only takes cells from P1
/// or forces P1); otherwise every board edge pattern separating the coordinates that matter
/// for every cell of the list is checked with the cell played there (none when all are off;
/// a pattern where the played cell is `c` cannot arise). A list of one cell is exactly
/// Lemma L11's check of that cell.
pub fn check_ply4_list(case: Case, list: &[Cell]) -> std::result::Result<Found, Refusal> {
    check_ply4_list_with(case, list, None, None).map(|(f, _)| f)
}

/// The cells one third stone's answers use in [`check_ply4_list_with`]: where the third stone
/// has a killing answer on the plane, that answer (the first in order); otherwise, on each
/// board edge pattern, the answer tried first that holds there and the P2 threat cells it
/// makes. A P1 stone in a pair form with neither stone of the pair (docs/FASTEST.md §5, Lemma
/// S) anywhere else, making no corner with the third stone (a third corner of the pair on a
/// square with both), leaves those answers holding.
pub type Used = Vec<(Cell, Vec<Cell>)>;

/// [`check_ply4_list`] with one more P1 stone `extra` on the board (P1's stone off the pair,
/// Lemma S of docs/FASTEST.md §5: it takes its cell and counts in every threat test), and, with
/// `only`, the third stones checked cut to those listed. Also returns, per third stone
/// checked, the cells its answers use ([`Used`]). With `extra` and `only` both `None` it is
/// exactly [`check_ply4_list`]. Refuses (third `None`) when `extra` is a stone or a cell of
/// `list`.
pub fn check_ply4_list_with(case: Case, list: &[Cell], extra: Option<Cell>, only: Option<&[Cell]>) -> std::result::Result<(Found, Used), Refusal> {
    let g = case.g;
    let (a, b, p2, lattice) = case_cells(case);
    let Some(&m4) = list.first() else { return Err(Refusal { third: None, rect: None }) };
    if list.iter().any(|m| [a, b, p2].contains(m)) || p2 == a || p2 == b {
        return Err(Refusal { third: None, rect: None });
    }
    if extra.is_some_and(|z| [a, b, p2].contains(&z) || list.contains(&z)) {
        return Err(Refusal { third: None, rect: None });
    }
    let mut k_max = list.iter().map(|&m| offset(g, m)).max().unwrap_or(0).max(offset(g, p2));
    let (mut thirds, mut tempo, mut nrects) = (0, 0, 0);
    let mut used: Used = Vec::new();
    // P2's candidate answers: the lattice and the cells making a P2 square with `p2` and a
    // ply-4 cell of the list
    let mut xs: Vec<Cell> = lattice.clone();
    for &m in list {
        xs.extend(third_corners(p2, m));
    }
    for &c in &lattice {
        if [a, b, p2, m4].contains(&c) || extra == Some(c) || only.is_some_and(|o| !o.contains(&c)) {
            continue;
        }
        thirds += 1;
        let p1: Vec<Cell> = [a, b, c].into_iter().chain(extra).collect();
        let p2s = [p2, m4];
        let plane: Vec<(Cell, Answer)> = xs.iter().filter_map(|&x| answers(&p1, &p2s, x, None).map(|w| (x, w))).collect();
        if let Some(&(kill, _)) = plane.iter().find(|&&(_, w)| w == Answer::Kill) {
            for &m in list {
                k_max = k_max.max(relevant(g, &xs, p2, m).iter().map(|&q| offset(g, q)).max().unwrap_or(0));
            }
            used.push((c, vec![kill]));
            continue;
        }
        // the answers that work on the plane first: they are tried first on each board
        let mut order: Vec<Cell> = plane.iter().map(|&(x, _)| x).collect();
        if order.is_empty() && list.len() == 1 {
            return Err(Refusal { third: Some(c), rect: None });
        }
        order.extend(xs.iter().copied().filter(|x| !order.contains(x)).collect::<Vec<_>>());
        tempo += 1;
        // every board edge pattern, the ply-4 cells possibly off the board: edges between
        // the coordinates of every cell that matters (P2's answers and threat cells, and
        // the lattice reach of P1's moves and threat cells, `a + g[-12,12]²`)
        let mut cells: Vec<Cell> = Vec::new();
        for &m in list {
            cells.extend(relevant(g, &xs, p2, m));
        }
        cells.extend([a, b, c]);
        cells.extend(extra);
        k_max = k_max.max(cells.iter().map(|&q| offset(g, q)).max().unwrap_or(0));
        let must: Vec<Cell> = [a, b, c, p2].into_iter().chain(extra).collect();
        let mut used_c: Vec<Cell> = Vec::new();
        for r in rects(&cells, &must) {
            let played = list.iter().copied().find(|&m| on(Some(r), m));
            if played == Some(c) {
                continue;
            }
            nrects += 1;
            let p2r: Vec<Cell> = std::iter::once(p2).chain(played).collect();
            match order.iter().find(|&&x| answers(&p1, &p2r, x, Some(r)).is_some()) {
                Some(&x) => {
                    let mut p2x = p2r.clone();
                    p2x.push(x);
                    for u in std::iter::once(x).chain(threat_cells(&p2x, &p1, Some(r))) {
                        if !used_c.contains(&u) {
                            used_c.push(u);
                        }
                    }
                }
                None if trivially_safe(&p1, &p2r, r) => {}
                None => return Err(Refusal { third: Some(c), rect: Some(r) }),
            }
        }
        used.push((c, used_c));
    }
    Ok((Found { case, m4, fallback: list[1..].to_vec(), thirds, tempo, rects: nrects, k_max }, used))
}

/// The cells whose coordinates a board edge may separate: P2's candidate answers `xs`, the
/// cells making a P2 square with two of `p2`, `m4` and an answer, and the lattice diagonal
/// `a + g(i, i)`, |i| ≤ 12 (every P1 move and P1 threat cell that matters has lattice
/// coordinates of this reach: third corners of two stones of `a + g[-4,4]²`).
fn relevant(g: i64, xs: &[Cell], p2: Cell, m4: Cell) -> Vec<Cell> {
    let mut cells: Vec<Cell> = xs.to_vec();
    cells.extend((-3 * REACH..=3 * REACH).map(|i| (i * g, i * g)));
    cells.extend([p2, m4]);
    cells.extend(third_corners(p2, m4));
    for &x in xs {
        cells.extend(third_corners(p2, x));
        cells.extend(third_corners(m4, x));
    }
    cells
}

/// Whether on board `r`, P1 (three stones) has no threat cell and no move making two: then
/// any P2 move at ply 6 holds ply 9 (needed when every candidate cell is off the board).
fn trivially_safe(p1: &[Cell], p2: &[Cell], r: Rect) -> bool {
    let pos = Pos { p1, p2, rect: Some(r) };
    pos.threats(p1).is_empty() && !p1_gets_two_threats(p1, p2, Some(r), &pos.threats(p2))
}

/// Where P2's ply-2 stone lies relative to P1's first stone: the four directions `e` the check
/// tries, and the one [`Strategy::ply2`] plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Ply2 {
    /// An orthogonal neighbour, `e` in `(±1, 0)`, `(0, ±1)` (Lemma L11 as first proved).
    #[default]
    Orthogonal,
    /// A diagonal neighbour, `e` in `(±1, ±1)`: at the central openings of 9×9 to 12×12 the
    /// only neighbours that hold ply 11 as well (the solver; docs/FASTEST.md §5, "Lemma
    /// L11's opening at ply 11").
    Diagonal,
}

impl Ply2 {
    /// The four unit vectors `e` of this kind.
    pub fn directions(self) -> [Cell; 4] {
        match self {
            Ply2::Orthogonal => [(1, 0), (-1, 0), (0, 1), (0, -1)],
            Ply2::Diagonal => [(1, 1), (-1, 1), (1, -1), (-1, -1)],
        }
    }
}

/// Every case: the four pair types, units `1..=G_REP`, the four directions of P2's ply-2
/// stone (of the kind `ply2`), either stone first.
pub fn cases(ply2: Ply2) -> Vec<Case> {
    let mut out = Vec::new();
    for pair in PairType::ALL {
        for g in 1..=G_REP {
            if !pair.has_unit(g) {
                continue;
            }
            for e in ply2.directions() {
                for a_first in [true, false] {
                    out.push(Case { pair, g, e, a_first });
                }
            }
        }
    }
    out
}

/// The whole check for P2's ply-2 stones of the kind `ply2`: every case of [`cases`] must
/// find a ply-4 cell, and the largest offset used must stay below `G_REP / 4` (the scale
/// lemma). Errors name the failing case.
pub fn check_all(ply2: Ply2) -> Result<Vec<Found>> {
    let cs = cases(ply2);
    let found: Vec<(Case, Option<Found>)> = cs.par_iter().map(|&c| (c, check_case(c))).collect();
    let mut out = Vec::new();
    for (c, f) in found {
        match f {
            Some(f) => out.push(f),
            None => {
                // a ply-2 stone on P1's second stone is not a case (P1 cannot play there)
                let (a, b) = ((0, 0), c.pair.offset(c.g));
                let first = if c.a_first { a } else { b };
                if (first.0 + c.e.0, first.1 + c.e.1) == a || (first.0 + c.e.0, first.1 + c.e.1) == b {
                    continue;
                }
                bail!("no P2 defence found for {c:?}: P1 may complete by ply 9 there");
            }
        }
    }
    let k = out.iter().filter(|f| f.case.g == G_REP).map(|f| f.k_max).max().unwrap_or(0);
    if 4 * k >= G_REP {
        bail!("the check at unit {G_REP} used offsets up to {k}: the scale lemma needs 4K < {G_REP}");
    }
    Ok(out)
}

/// The symmetry `s` (0..8) of the plane fixing the origin: bit 0 swaps x and y, then bit 1
/// negates x, bit 2 negates y.
pub(crate) fn sym(s: u8, c: Cell) -> Cell {
    let (x, y) = if s & 1 != 0 { (c.1, c.0) } else { c };
    (if s & 2 != 0 { -x } else { x }, if s & 4 != 0 { -y } else { y })
}

/// The inverse of [`sym`]`(s, ·)`.
pub(crate) fn sym_inv(s: u8, c: Cell) -> Cell {
    let (x, y) = (if s & 2 != 0 { -c.0 } else { c.0 }, if s & 4 != 0 { -c.1 } else { c.1 });
    if s & 1 != 0 {
        (y, x)
    } else {
        (x, y)
    }
}

/// How a pair of P1 stones (`first` played before `second`) sits in the check's cases: the
/// pair type, its unit `g`, the symmetry `s` with `sym(s, b - a) = offset(g)`, and whether
/// `a` is `first`. `None` when no frame holds both stones (pair lemma).
pub fn classify(first: Cell, second: Cell) -> Option<(PairType, i64, u8, bool)> {
    for a_first in [true, false] {
        let v = if a_first { (second.0 - first.0, second.1 - first.1) } else { (first.0 - second.0, first.1 - second.1) };
        for s in 0..8u8 {
            let (x, y) = sym(s, v);
            let t = match (x, y) {
                (x, 0) if x > 0 && x % 2 == 1 => Some((PairType::RowOdd, x)),
                (x, 0) if x > 0 => Some((PairType::RowEven, x / 2)),
                (x, y) if x > 0 && x == y => Some((PairType::Diagonal, x)),
                (x, y) if y > 0 && x == 2 * y => Some((PairType::Knight, y)),
                _ => None,
            };
            if let Some((p, g)) = t {
                return Some((p, g, s, a_first));
            }
        }
    }
    None
}

/// Where a case sits on the board: P1's stone `a` of the pair, the symmetry `s` and the unit
/// `g` that map the case's frame (`a` at the origin, `b - a` the type's offset) onto it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The pair's stone `a` on the board.
    pub a: Cell,
    /// The symmetry with `sym(s, b - a) = offset(g)` (or of `a - b`; [`classify`]).
    pub s: u8,
    /// The pair's unit (the case's unit is `g.min(G_REP)`).
    pub g: i64,
}

impl Placement {
    /// The board cell of the frame's cell `m` (found at unit `min(g, G_REP)`; rescaled to `g`
    /// above [`G_REP`], the scale lemma).
    pub fn to_board(self, m: Cell) -> Cell {
        let m = if self.g > G_REP { rescale(m, self.g) } else { m };
        let m = sym_inv(self.s, m);
        (self.a.0 + m.0, self.a.1 + m.1)
    }

    /// The frame cell of the board cell `c`: `sym(s, c - a)`, at the pair's own unit `g` (not
    /// rescaled to [`G_REP`], so the inverse of [`Placement::to_board`] only for `g ≤ G_REP`).
    /// For printing and comparing cells across placements of one case.
    pub fn from_board(self, c: Cell) -> Cell {
        sym(self.s, (c.0 - self.a.0, c.1 - self.a.1))
    }
}

/// The case of P1's first two stones `first`, `second` and P2's ply-2 stone `p2` (a unit
/// vector from `first`), and where it sits on the board; `None` when no frame holds both P1
/// stones (pair lemma).
pub fn case_of(first: Cell, p2: Cell, second: Cell) -> Option<(Case, Placement)> {
    let (pair, g, s, a_first) = classify(first, second)?;
    let a = if a_first { first } else { second };
    let e = sym(s, (p2.0 - first.0, p2.1 - first.1));
    Some((Case { pair, g: g.min(G_REP), e, a_first }, Placement { a, s, g }))
}

/// A cell found at unit [`G_REP`] as the same family cell at unit `g ≥ G_REP`: each
/// coordinate `i·G_REP + k` (`|k| < G_REP/4`) becomes `i·g + k` (the scale lemma).
fn rescale(c: Cell, g: i64) -> Cell {
    let f = |v: i64| {
        let i = (v + G_REP / 2).div_euclid(G_REP);
        i * g + (v - i * G_REP)
    };
    (f(c.0), f(c.1))
}

/// P2's strategy of Lemma L11 on the n×n board (cells `(x, y)`, `0 ≤ x, y < n`), built from
/// the checked cases ([`check_all`]).
pub struct Strategy {
    table: Vec<Found>,
    kind: Ply2,
}

/// The diagonal neighbour of `first` towards the centre of the `n`×`n` board: `+1` in x
/// when `2x < n - 1`, else `-1`; the same in y (cells `(x, y)`). On the board for `n ≥ 2`.
/// P2's ply-2 stone of Lemma L11's variant ([`Ply2::Diagonal`]), which holds ply 11 at every
/// opening of 9×9 to 17×17 with P2 free after it (the solver; docs/FASTEST.md §5).
pub fn diagonal_towards_centre(n: i64, first: Cell) -> Cell {
    let towards = |v: i64| if 2 * v < n - 1 { v + 1 } else { v - 1 };
    (towards(first.0), towards(first.1))
}

impl Strategy {
    /// Runs the check with orthogonal ply-2 stones (about 20 s; see [`check_all`]) and keeps
    /// its ply-4 cells.
    pub fn new() -> Result<Strategy> {
        Strategy::with(Ply2::Orthogonal)
    }

    /// Runs the check with ply-2 stones of the kind `kind` and keeps its ply-4 cells.
    pub fn with(kind: Ply2) -> Result<Strategy> {
        Ok(Strategy { table: check_all(kind)?, kind })
    }

    /// Ply 2. [`Ply2::Orthogonal`]: the neighbour `first + (1, 0)`, or `first - (1, 0)` on
    /// the right edge. [`Ply2::Diagonal`]: the diagonal neighbour towards the board's centre
    /// (`+1` in x when `2x < n - 1`, else `-1`; the same in y), which also holds ply 11 on
    /// every board 9..=12 where the others can fail (docs/FASTEST.md §5).
    pub fn ply2(&self, n: i64, first: Cell) -> Cell {
        match self.kind {
            Ply2::Orthogonal if first.0 + 1 < n => (first.0 + 1, first.1),
            Ply2::Orthogonal => (first.0 - 1, first.1),
            Ply2::Diagonal => diagonal_towards_centre(n, first),
        }
    }

    /// Ply 4 after P1's `first`, P2's `p2` and P1's `second`: the checked case's cell, or
    /// `None` when no frame holds both P1 stones (any move holds then) or the cell is off the
    /// board or taken (any move holds then too: every frame through it is dead).
    pub fn ply4(&self, n: i64, first: Cell, p2: Cell, second: Cell) -> Option<Cell> {
        let (case, place) = case_of(first, p2, second)?;
        let f = self.table.iter().find(|f| f.case == case)?;
        let board = Rect { x: (0, n - 1), y: (0, n - 1) };
        let m4 = std::iter::once(f.m4).chain(f.fallback.iter().copied()).map(|m| place.to_board(m)).find(|&m| on(Some(board), m))?;
        (![first, p2, second].contains(&m4)).then_some(m4)
    }

    /// The ply-4 cell of `case` in the case's frame (relative to `a`, as [`Found::m4`]), or
    /// `None` when `case` is not a case of the check.
    pub fn case_cell(&self, case: Case) -> Option<Cell> {
        self.table.iter().find(|f| f.case == case).map(|f| f.m4)
    }

    /// [`Strategy::with`], with the ply-4 cells of some cases replaced: `chosen` pairs a case
    /// (its unit at most [`G_REP`]) with a list of ply-4 cells in the case's frame (relative
    /// to `a`, as [`Found::m4`]; P2 plays the first on the board, [`check_ply4_list`]).
    /// Errors: an empty list, a list that [`check_ply4_list`] refuses (it would not hold ply 9
    /// on every board), one whose offsets break the scale lemma, or a case the check does not
    /// have; each names the case.
    pub fn with_ply4(kind: Ply2, chosen: &[(Case, Vec<Cell>)]) -> Result<Strategy> {
        let mut s = Strategy::with(kind)?;
        for (case, list) in chosen {
            let case = *case;
            let Ok(f) = check_ply4_list(case, list) else { bail!("the ply-4 cells {list:?} do not hold ply 9 on every board for {case:?}") };
            let m4 = f.m4;
            if case.g == G_REP && 4 * f.k_max >= G_REP {
                bail!("the ply-4 cell {m4:?} of {case:?} uses offsets up to {}: the scale lemma needs 4K < {G_REP}", f.k_max);
            }
            let slot = s.table.iter_mut().find(|t| t.case == case).ok_or_else(|| anyhow::anyhow!("{case:?} is not a case of the check"))?;
            *slot = f;
        }
        Ok(s)
    }

    /// Ply 6, P1 holding `p1` (plies 1, 3, 5) and P2 `p2` (plies 2, 4): the first of P1's
    /// threat cell, the lattice cells `a + g[-4,4]²` of P1's first two stones (the check's
    /// candidates) and the cells making a P2 square with `p2` that holds ply 9 on this board;
    /// `None` when any move holds.
    pub fn ply6(&self, n: i64, p1: [Cell; 3], p2: [Cell; 2]) -> Option<Cell> {
        let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
        ply6_candidates(p1, p2, board).into_iter().find(|&x| answers(&p1, &p2, x, board).is_some())
    }

    /// Every cell that [`Strategy::ply6`] would accept at this position: each candidate it
    /// tries that holds ply 9 on the `n`×`n` board, in its order (the first is its move;
    /// empty where it returns `None`). Lets a search choose among them for a later ply.
    pub fn ply6_cells(&self, n: i64, p1: [Cell; 3], p2: [Cell; 2]) -> Vec<Cell> {
        let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
        accepted(p1, p2, ply6_candidates(p1, p2, board), board)
    }
}

/// Every cell holding ply 9 by the test of [`Strategy::ply6`] among a wider set than its
/// candidates: P1's threat cell, the lattice cells `a + g[-reach,reach]²` of **every** pair of
/// P1's three stones that some frame holds (not only the first two; `reach` 4 is the
/// candidates' window, smaller ones narrow it), and the third corners of P2's two stones; in
/// that order, without repeats. For a search choosing P2's ply-6 move for a later ply.
pub fn ply6_cells_wide(n: i64, p1: [Cell; 3], p2: [Cell; 2], reach: i64) -> Vec<Cell> {
    let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
    let pos = Pos { p1: &p1, p2: &p2, rect: board };
    let mut xs = pos.threats(&p1);
    for (i, j) in [(0, 1), (0, 2), (1, 2)] {
        if let Some((_, g, _, a_first)) = classify(p1[i], p1[j]) {
            let a = if a_first { p1[i] } else { p1[j] };
            xs.extend(window(a, g, reach));
        }
    }
    xs.extend(third_corners(p2[0], p2[1]));
    accepted(p1, p2, xs, board)
}

/// The lattice cells `a + g[-reach,reach]²`, row by row.
fn window(a: Cell, g: i64, reach: i64) -> impl Iterator<Item = Cell> {
    (-reach..=reach).flat_map(move |i| (-reach..=reach).map(move |j| (a.0 + i * g, a.1 + j * g)))
}

/// The cells of `xs` that P2's ply-6 rule accepts on `board` ([`answers`]), in order, each once.
fn accepted(p1: [Cell; 3], p2: [Cell; 2], xs: Vec<Cell>, board: Option<Rect>) -> Vec<Cell> {
    let mut out: Vec<Cell> = Vec::new();
    for x in xs {
        if !out.contains(&x) && answers(&p1, &p2, x, board).is_some() {
            out.push(x);
        }
    }
    out
}

/// The cells [`Strategy::ply6`] tries, in order: P1's threat cell, then (when P1's first two
/// stones are a pair of some unit `g`) the lattice cells `a + g[-4,4]²` and the third corners
/// of P2's two stones.
fn ply6_candidates(p1: [Cell; 3], p2: [Cell; 2], board: Option<Rect>) -> Vec<Cell> {
    let pos = Pos { p1: &p1, p2: &p2, rect: board };
    let mut xs = pos.threats(&p1);
    if let Some((_, g, _, a_first)) = classify(p1[0], p1[1]) {
        let a = if a_first { p1[0] } else { p1[1] };
        xs.extend(window(a, g, REACH));
        xs.extend(third_corners(p2[0], p2[1]));
    }
    xs
}

/// `squarecert delay-every-board [--diagonal]`: runs [`check_all`] for P2's ply-2 stones of
/// the kind `ply2` and prints one line per pair type
/// (units, cases, third stones, positions needing a tempo move, board edge patterns, the
/// largest offset K) and the total; with `json` (checked, and its folder created, before
/// the run; `-` is standard output, and the text then goes to standard error), writes every
/// case's result there atomically. Errors: a case without a defence, or the JSON output.
pub fn run(json: Option<&std::path::Path>, ply2: Ply2) -> Result<()> {
    let out = json.map(crate::certio::Output::check).transpose()?;
    // the folder too, before the run (the write would create it after)
    if let Some(dir) = json.filter(|_| out.as_ref().is_some_and(|o| !o.is_stdout())).and_then(|p| p.parent()).filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("--json {}: cannot create its folder {}", json.unwrap().display(), dir.display()))?;
    }
    let stream = if out.as_ref().is_some_and(|o| o.is_stdout()) { crate::out::Stream::Stderr } else { crate::out::Stream::Stdout };
    let t = std::time::Instant::now();
    let found = check_all(ply2)?;
    let say = |s: String| crate::out::print(stream, format_args!("{s}\n"));
    for p in PairType::ALL {
        let f: Vec<&Found> = found.iter().filter(|f| f.case.pair == p).collect();
        say(format!(
            "{:?} (b - a = {}): {} cases over g = 1..={G_REP}, {} third stones, {} needing a tempo move, {} board edge patterns, K = {}",
            p,
            match p {
                PairType::RowOdd => "(g, 0), g odd",
                PairType::RowEven => "(2g, 0)",
                PairType::Diagonal => "(g, g)",
                PairType::Knight => "(2g, g)",
            },
            f.len(),
            f.iter().map(|f| f.thirds).sum::<usize>(),
            f.iter().map(|f| f.tempo).sum::<usize>(),
            f.iter().map(|f| f.rects).sum::<usize>(),
            f.iter().map(|f| f.k_max).max().unwrap_or(0)
        ));
    }
    let k = found.iter().filter(|f| f.case.g == G_REP).map(|f| f.k_max).max().unwrap_or(0);
    say(format!(
        "every case holds ({} ply-2 stones): P2 keeps P1 from completing a square before ply 11 on every board (K = {k} at unit {G_REP} > 4K) [{:.1} s]",
        match ply2 {
            Ply2::Orthogonal => "orthogonal",
            Ply2::Diagonal => "diagonal",
        },
        t.elapsed().as_secs_f64()
    ));
    if let Some(o) = out {
        o.write(serde_json::to_string_pretty(&found)?.as_bytes())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fourth_corners_and_third_corners() {
        assert_eq!(fourth_corner((0, 0), (3, 0), (0, 3)), Some((3, 3)));
        assert_eq!(fourth_corner((3, 3), (0, 3), (3, 0)), Some((0, 0)));
        assert_eq!(fourth_corner((0, 0), (2, 0), (0, 3)), None);
        assert_eq!(fourth_corner((0, 0), (1, 1), (2, 2)), None);
        let mut t = third_corners((0, 0), (2, 0));
        t.sort();
        assert_eq!(t, vec![(0, -2), (0, 2), (2, -2), (2, 2)]);
        let mut t = third_corners((0, 0), (2, 2));
        t.sort();
        assert_eq!(t, vec![(0, 2), (2, 0)]);
        assert!(third_corners((0, 0), (2, 1)).is_empty());
    }

    #[test]
    fn pairs_classify_by_the_frames_that_hold_them() {
        assert_eq!(classify((5, 5), (5, 8)).map(|c| (c.0, c.1)), Some((PairType::RowOdd, 3)));
        assert_eq!(classify((5, 5), (1, 5)).map(|c| (c.0, c.1)), Some((PairType::RowEven, 2)));
        assert_eq!(classify((5, 5), (2, 8)).map(|c| (c.0, c.1)), Some((PairType::Diagonal, 3)));
        assert_eq!(classify((5, 5), (6, 7)).map(|c| (c.0, c.1)), Some((PairType::Knight, 1)));
        assert_eq!(classify((5, 5), (8, 6)), None);
        // the symmetry maps b - a (or a - b) to the type's offset
        for (f, s2) in [((5, 5), (2, 8)), ((0, 3), (4, 1)), ((7, 7), (7, 0))] {
            let (p, g, s, a_first) = classify(f, s2).unwrap();
            let v = if a_first { (s2.0 - f.0, s2.1 - f.1) } else { (f.0 - s2.0, f.1 - s2.1) };
            assert_eq!(sym(s, v), p.offset(g));
            assert_eq!(sym_inv(s, sym(s, (3, -7))), (3, -7));
        }
    }

    #[test]
    fn rescaling_keeps_the_offset_from_the_lattice() {
        assert_eq!(rescale((2 * G_REP + 1, -G_REP - 2), 20), (41, -22));
        assert_eq!(rescale((0, 3 * G_REP), 100), (0, 300));
    }

    #[test]
    fn a_row_pair_at_even_distance_needs_the_tempo_move() {
        // b - a = (2g, 0), P2's ply-2 stone beside a towards b: the midpoint at ply 4, and
        // the two equally spaced thirds beyond a and b are met by a P2 threat at ply 6
        let f = check_case(Case { pair: PairType::RowEven, g: 5, e: (1, 0), a_first: true }).unwrap();
        assert_eq!((f.m4, f.thirds, f.tempo, f.k_max), ((5, 0), 78, 2, 2));
        // a diagonal pair needs none
        let f = check_case(Case { pair: PairType::Diagonal, g: 5, e: (1, 0), a_first: true }).unwrap();
        assert_eq!(f.tempo, 0);
    }
}
