//! The closed corner game seen from its window (docs/FASTEST.md §5, "The closed corner game
//! and its window"). In the closed corner game P1's every stone, forced blocks included, lies in the
//! window `R = [0,w)²`, and from ply 7 on every P1 move makes a threat cell, so every P2 move
//! from ply 8 on is a forced block, in `R` (three P1 corners in `R` put the fourth there).
//! P2's *free stones* are its stones of plies 2, 4 and 6. This module computes what those
//! stones do to the rest of the game, their [`Trace`] on `R`, and plays the rest of the game
//! from the trace alone ([`Window::wins_from_ply_7`]), on `R`'s cells and nothing else: no
//! board, no board side.
//!
//! Why a trace suffices (the locality lemma of docs/FASTEST.md §5, by hand): after ply 6
//! every stone placed lies in `R`, so the game reads P2's free stones only through P2's
//! threat cells. A square is a P2 threat square when three corners hold P2 stones and the
//! fourth is empty. Its corners outside `R ∪ F` (`F` the free stones outside `R`) are
//! empty forever, so a square with two or more such corners never matters. The others are:
//! squares inside `R`, read from `R`'s cells; and squares with a corner in `F` and at most one
//! corner outside `R ∪ F`: the trace. A *closed* trace square (every corner in `R ∪ F`) has
//! its P2 threat cell in `R`; an *open* one (one corner outside) has it outside `R`, empty,
//! and it is a P2 threat exactly when every corner it has in `R` holds a P2 stone. The trace
//! keeps, per square, its corners in `R` and whether it is open; a P2 threat outside `R`
//! loses the closed game for P1 (unless P1 completes first), whichever cell it is.
//!
//! The reference implementation is the solver itself ([`super::search::Search`] with
//! [`Search::p1_corner`](super::search::Search::p1_corner),
//! [`Search::p1_closed_corner`](super::search::Search::p1_closed_corner) and forcing from
//! ply 7) on real boards: the unit tests compare the two on positions of boards 17×17 to 32×32.

use super::every_board::third_corners;
use anyhow::{bail, Result};
use std::collections::BTreeSet;

/// A set of window cells: bit `y·w + x` for the cell `(x, y)` of `R = [0,w)²` (`w ≤ 11`).
pub type Cells = u128;

/// Largest window side: 11·11 = 121 cells fit a [`Cells`] mask.
pub const MAX_W: usize = 11;

/// What P2's free stones outside the window do to the closed corner game: the window cells
/// they hold are not here (they are P2 stones of `R`, [`Window::position`]); the squares
/// through a free stone outside `R` with at most one corner outside `R ∪ F` are, each as its
/// corners in `R` and whether one corner lies outside `R ∪ F` (*open*). Squares are kept as a
/// set: two squares with the same corners in `R` and the same openness act alike.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Trace {
    /// Closed trace squares: their corners in `R` (at least one), the rest free stones.
    pub closed: BTreeSet<Cells>,
    /// Open trace squares: their corners in `R` (possibly none: three free stones and an
    /// empty fourth corner outside `R`).
    pub open: BTreeSet<Cells>,
}

/// The window `R = [0,w)²` with the squares lying inside it.
pub struct Window {
    /// Side of the window in cells.
    pub w: usize,
    /// The squares inside `R`, as their four corners.
    squares: Vec<Cells>,
}

/// A position of the closed corner game after ply 6, in the window: P1's stones, P2's stones
/// in `R` (free stones inside `R` and blocks), and the trace of P2's free stones outside `R`.
#[derive(Clone, Debug)]
pub struct Position {
    /// P1's stones (all in `R`).
    pub p1: Cells,
    /// P2's stones in `R`.
    pub p2: Cells,
    /// The trace of P2's free stones outside `R`.
    pub trace: Trace,
}

impl Window {
    /// The window of side `w` (1..=[`MAX_W`] cells). Errors: a side outside that range.
    pub fn new(w: usize) -> Result<Window> {
        if !(1..=MAX_W).contains(&w) {
            bail!("window: side {w} is not in 1..={MAX_W} (a window's cells must fit 128 bits): give e.g. 9");
        }
        let mut squares = Vec::new();
        for d in 1..w {
            for y in 0..w - d {
                for x in 0..w - d {
                    let c = |x: usize, y: usize| 1u128 << (y * w + x);
                    squares.push(c(x, y) | c(x + d, y) | c(x, y + d) | c(x + d, y + d));
                }
            }
        }
        Ok(Window { w, squares })
    }

    /// The mask of the window cell `(x, y)`, or `None` outside the window.
    pub fn cell(&self, (x, y): (i64, i64)) -> Option<Cells> {
        let w = self.w as i64;
        (0..w).contains(&x).then_some(())?;
        (0..w).contains(&y).then_some(())?;
        Some(1u128 << (y * w + x))
    }

    /// The trace of P2's free stones (cells of the quadrant, `(x, y)`; those inside the window
    /// are skipped, they are P2 stones of `R`): every square with a corner among the free
    /// stones outside `R` and at most one corner outside `R ∪ F`. Such a square has a second
    /// corner `a` in `R ∪ F` besides the free stone `r`, and `ra` is a side or a diagonal of
    /// it, so it is found among the (at most three) squares through `r` and each cell `a` of
    /// `R ∪ F` in line with `r`: `O(|R ∪ F|)` work per free stone. (The tests compare it with
    /// the plain reading, every square through `r` and two more cells of `R ∪ F`.)
    pub fn trace(&self, free: &[(i64, i64)]) -> Trace {
        let outside: Vec<(i64, i64)> = free.iter().copied().filter(|&c| self.cell(c).is_none()).collect();
        let w = self.w as i64;
        let known = |c: (i64, i64)| self.cell(c).is_some() || outside.contains(&c);
        let mut t = Trace { closed: BTreeSet::new(), open: BTreeSet::new() };
        for &r in &outside {
            let window = (0..w).flat_map(|y| (0..w).map(move |x| (x, y)));
            for a in window.chain(outside.iter().copied()) {
                let (dx, dy) = (a.0 - r.0, a.1 - r.1);
                if a == r || !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
                    continue;
                }
                let thirds = third_corners(r, a);
                // a side: the squares (r, a, thirds[0], thirds[1]) and (…[2], …[3]); a diagonal:
                // the one square (r, a, thirds[0], thirds[1])
                for pair in thirds.chunks(2) {
                    let q = [r, a, pair[0], pair[1]];
                    // the square must lie on the quadrant (a board's cells are there)
                    if q.iter().any(|c| c.0 < 0 || c.1 < 0) {
                        continue;
                    }
                    let in_r: Cells = q.iter().filter_map(|&c| self.cell(c)).fold(0, |m, c| m | c);
                    match q.iter().filter(|&&c| !known(c)).count() {
                        0 => t.closed.insert(in_r),
                        1 => t.open.insert(in_r),
                        _ => false,
                    };
                }
            }
        }
        t
    }

    /// The position after ply 6 of a game on any board holding the window: P1's stones, all in
    /// `R`, and P2's free stones, anywhere (on the quadrant). Errors: a stone off the quadrant,
    /// a P1 stone outside the window, or two stones on one cell.
    pub fn position(&self, p1: &[(i64, i64)], free: &[(i64, i64)]) -> Result<Position> {
        let mut taken = BTreeSet::new();
        for &c in p1.iter().chain(free) {
            if c.0 < 0 || c.1 < 0 {
                bail!("window position: the stone {c:?} lies off the quadrant: give cells with x, y >= 0");
            }
            if !taken.insert(c) {
                bail!("window position: two stones on {c:?}: give distinct cells");
            }
        }
        let mut pos = Position { p1: 0, p2: 0, trace: self.trace(free) };
        for &c in p1 {
            match self.cell(c) {
                Some(m) => pos.p1 |= m,
                None => bail!("window position: P1's stone {c:?} lies outside the window [0,{})^2: the closed corner game keeps P1 in it", self.w),
            }
        }
        for &c in free {
            pos.p2 |= self.cell(c).unwrap_or(0);
        }
        Ok(pos)
    }

    /// The threat cells of P1 (in `R`: three P1 corners lie in `R`, so the square does).
    fn p1_threats(&self, p1: Cells, p2: Cells) -> Cells {
        let empty = self.all() & !p1 & !p2;
        let mut t = 0;
        for &q in &self.squares {
            if (q & p1).count_ones() == 3 && q & empty != 0 {
                t |= q & empty;
            }
        }
        t
    }

    /// P2's threat cells in `R` and whether P2 holds a threat cell outside `R`.
    fn p2_threats(&self, pos: &Position) -> (Cells, bool) {
        let empty = self.all() & !pos.p1 & !pos.p2;
        let mut t = 0;
        for &q in &self.squares {
            if (q & pos.p2).count_ones() == 3 && q & empty != 0 {
                t |= q & empty;
            }
        }
        for &q in &pos.trace.closed {
            let e = q & empty;
            if q & pos.p1 == 0 && e.count_ones() == 1 {
                t |= e;
            }
        }
        let outside = pos.trace.open.iter().any(|&q| q & pos.p2 == q);
        (t, outside)
    }

    fn all(&self) -> Cells {
        let n = self.w * self.w;
        if n == 128 {
            u128::MAX
        } else {
            (1u128 << n) - 1
        }
    }

    /// Whether P1, to move at ply 7 in `pos`, completes a square by ply `deadline` in the
    /// closed corner game: P1 plays only in `R` and, from ply 7 on, only moves making a threat
    /// cell, forced blocks included (a block outside `R`, or one making no threat, loses); P2's
    /// moves are then forced blocks. The same rules, in the same order, as
    /// [`super::search::Search::wins`] with the closed corner cut (the unit tests compare the
    /// two). Nodes are counted into `nodes`.
    pub fn wins_from_ply_7(&self, pos: &Position, deadline: u32, nodes: &mut u64) -> bool {
        let mut pos = pos.clone();
        self.wins(&mut pos, 7, deadline, nodes)
    }

    fn wins(&self, pos: &mut Position, ply: u32, deadline: u32, nodes: &mut u64) -> bool {
        *nodes += 1;
        if ply > deadline {
            return false;
        }
        let p1t = self.p1_threats(pos.p1, pos.p2);
        let (p2t, p2_out) = self.p2_threats(pos);
        let empty = self.all() & !pos.p1 & !pos.p2;
        if ply % 2 == 1 {
            if p1t != 0 {
                return true;
            }
            if ply + 2 > deadline || p2_out || p2t.count_ones() >= 2 {
                return false;
            }
            // P1 holds no threat cell, so a move `m` makes threat cells exactly on the squares
            // with two P1 corners, `m` and one more empty corner: the other empty corner
            let pairs: Vec<Cells> = self.squares.iter().filter(|&&q| (q & pos.p1).count_ones() == 2 && (q & empty).count_ones() == 2).map(|&q| q & empty).collect();
            let made = |m: Cells| pairs.iter().filter(|&&e| e & m != 0).fold(0, |t, &e| t | (e & !m));
            let moves: Vec<Cells> = if p2t != 0 {
                if made(p2t) == 0 {
                    return false;
                }
                vec![p2t]
            } else {
                bits(pairs.iter().fold(0, |u, &e| u | e)).collect()
            };
            if ply + 2 == deadline {
                return moves.iter().any(|&m| made(m).count_ones() >= 2);
            }
            for m in moves {
                pos.p1 |= m;
                let r = self.wins(pos, ply + 1, deadline, nodes);
                pos.p1 &= !m;
                if r {
                    return true;
                }
            }
            false
        } else {
            if p2t != 0 || p2_out || ply + 1 > deadline {
                return false;
            }
            match p1t.count_ones() {
                0 => false, // not reached: every P1 move from ply 7 on makes a threat cell
                1 => {
                    pos.p2 |= p1t;
                    let r = self.wins(pos, ply + 1, deadline, nodes);
                    pos.p2 &= !p1t;
                    r
                }
                _ => true,
            }
        }
    }
}

/// The cells a third free stone must be tried on, given P2's first two free stones `r1`, `r2`
/// (cells of the quadrant; P1's stones do not enter): the window's cells, and every cell
/// outside the window, other than `r1` and `r2`, that is a corner of a square through two
/// cells of `R ∪ {r1, r2}` (the *special* cells), ascending by `(y, x)`. Every other cell
/// (a *plain* cell) leaves the trace of `{r1, r2}` unchanged (the third-stone lemma of
/// docs/FASTEST.md §5), so all plain cells play alike and [`Window::plain_cell`] names one.
/// Two cells span at most two squares, so at most `4·C(|R|+2, 2)` cells: finite, and the
/// same on every board holding the stones, whatever its side.
pub fn third_stone_cells(win: &Window, r1: (i64, i64), r2: (i64, i64)) -> Vec<(i64, i64)> {
    let w = win.w as i64;
    let mut known: Vec<(i64, i64)> = (0..w).flat_map(|y| (0..w).map(move |x| (x, y))).collect();
    for r in [r1, r2] {
        if win.cell(r).is_none() {
            known.push(r);
        }
    }
    let mut out: BTreeSet<(i64, i64)> = known[..(w * w) as usize].iter().map(|&(x, y)| (y, x)).collect();
    for (i, &a) in known.iter().enumerate() {
        for &c in &known[i + 1..] {
            for g in third_corners(a, c) {
                if g.0 >= 0 && g.1 >= 0 && g != r1 && g != r2 {
                    out.insert((g.1, g.0));
                }
            }
        }
    }
    out.into_iter().map(|(y, x)| (x, y)).filter(|&c| c != r1 && c != r2).collect()
}

impl Window {
    /// A plain cell for the third free stone (one [`third_stone_cells`] does not list): the
    /// first cell `(k, k + 1)` outside the window, `k` counting up from `w`, that is not listed
    /// and not `r1` or `r2`.
    pub fn plain_cell(&self, r1: (i64, i64), r2: (i64, i64), special: &[(i64, i64)]) -> (i64, i64) {
        let listed: BTreeSet<(i64, i64)> = special.iter().copied().collect();
        (self.w as i64..).map(|k| (k, k + 1)).find(|c| !listed.contains(c) && *c != r1 && *c != r2).expect("a finite list leaves cells out")
    }

    /// Whether P1, holding `p1` (its stones of plies 1, 3 and 5, in the window) against P2's
    /// free stones `r1`, `r2`, completes a square by ply `deadline` in the closed corner game
    /// whatever cell P2's third free stone takes, on every board holding these stones: each
    /// cell of [`third_stone_cells`] not already taken and one plain cell are tried (the
    /// third-stone lemma makes that every cell of the quadrant). Returns the answer, the cells
    /// tried, and a third stone refuting P1, if one does (the first in the list's order).
    /// Errors: a P1 stone outside the window, or two stones on one cell.
    pub fn beats_every_third_stone(&self, p1: &[(i64, i64)], r1: (i64, i64), r2: (i64, i64), deadline: u32) -> Result<ThirdStoneAnswer> {
        self.position(p1, &[r1, r2])?;
        let mut cells = third_stone_cells(self, r1, r2);
        cells.push(self.plain_cell(r1, r2, &cells));
        let mut tried = 0;
        for r3 in cells {
            if p1.contains(&r3) {
                continue;
            }
            tried += 1;
            let pos = self.position(p1, &[r1, r2, r3])?;
            let mut nodes = 0;
            if !self.wins_from_ply_7(&pos, deadline, &mut nodes) {
                return Ok((false, tried, Some(r3)));
            }
        }
        Ok((true, tried, None))
    }
}

/// Largest coordinate below which the far-second-stone lemma (docs/FASTEST.md §5) takes second
/// stones one by one: stones with `max(x, y)` at least this fall into types that play alike.
pub const FAR_SECOND: i64 = 41;

/// Side of `Z = [0,17)²`: the first stones the far-second-stone lemma is stated for. For the
/// window side 9 it is `2·9 − 1`: every corner of a square through two window cells that lies
/// on the quadrant lies in `Z` (a side or diagonal of length at most 8).
pub const Z_SIDE: i64 = 17;

/// The band of the window `[0,9)²` a cell lies in, as the far-second-stone lemma names them:
/// its row (`y < 9`), its column (`x < 9`), its diagonal (`|x − y| < 9`), or none. A cell
/// outside `Z` lies in at most one (two of them put it in `Z`); for a cell of `Z` the first
/// that applies, in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Band {
    /// The row band `y` (`0..9`).
    Row(i64),
    /// The column band `x` (`0..9`).
    Column(i64),
    /// The diagonal band `x − y` (`-8..=8`).
    Diagonal(i64),
    /// No band.
    Free,
}

/// The band of `c` (see [`Band`]).
pub fn band(c: (i64, i64)) -> Band {
    if c.1 < 9 {
        Band::Row(c.1)
    } else if c.0 < 9 {
        Band::Column(c.0)
    } else if (c.0 - c.1).abs() < 9 {
        Band::Diagonal(c.0 - c.1)
    } else {
        Band::Free
    }
}

/// Every band, rows, columns, diagonals, then none (36).
pub fn bands() -> Vec<Band> {
    let mut v: Vec<Band> = (0..9).map(Band::Row).chain((0..9).map(Band::Column)).collect();
    v.extend((-8..=8).map(Band::Diagonal));
    v.push(Band::Free);
    v
}

/// Whether `c` lies in `Z = [0,17)²`.
pub fn in_z(c: (i64, i64)) -> bool {
    (0..Z_SIDE).contains(&c.0) && (0..Z_SIDE).contains(&c.1)
}

/// The outcome of a third stone: the window cells P2 then holds among its free stones, and
/// the trace of its free stones outside the window.
type Outcome = (Cells, Trace);

/// An [`Outcome`] with the third stones that give it (cells `(x, y)`).
type OutcomeCells = (Outcome, Vec<(i64, i64)>);

/// The answer of [`Window::beats_every_third_stone`]: whether P1 completes by the deadline
/// against every third stone tried, the number of cells tried, and the first third stone
/// (a cell `(x, y)`) refuting P1, if any.
pub type ThirdStoneAnswer = (bool, usize, Option<(i64, i64)>);

impl Window {
    /// P2's second free stones to try after a first stone `r1` in `Z = [0,17)²` (window side
    /// 9 only), other than `r1` and the cells of `taken` (P1's stones): every cell of
    /// `[0,41)²`, and one stone per type of the far-second-stone lemma at `max(x, y) = 41`
    /// (the 35 band types, `r1`'s row, column or diagonal where they leave the bands, and a stone on
    /// no band and no line through `r1`). In the quadrant game these stand for every cell.
    /// Errors: another window side, or `r1` outside `Z`.
    pub fn second_stone_cells(&self, r1: (i64, i64), taken: &[(i64, i64)]) -> Result<Vec<(i64, i64)>> {
        if self.w != 9 {
            bail!("second stones: the far-second-stone lemma is proved for the window [0,9)^2, not [0,{})^2: use side 9", self.w);
        }
        if !in_z(r1) {
            bail!("second stones: the first stone {r1:?} lies outside Z = [0,17)^2, where the lemma does not apply: give a cell of Z");
        }
        let t = FAR_SECOND;
        let mut out: Vec<(i64, i64)> = (0..t).flat_map(|y| (0..t).map(move |x| (x, y))).collect();
        out.extend((0..9).flat_map(|b| [(t, b), (b, t)]));
        let diagonal = |k: i64| if k >= 0 { (t, t - k) } else { (t + k, t) };
        out.extend((-8..=8).map(diagonal));
        if r1.1 >= 9 {
            out.push((t, r1.1));
        }
        if r1.0 >= 9 {
            out.push((r1.0, t));
        }
        if (r1.0 - r1.1).abs() >= 9 {
            out.push(diagonal(r1.0 - r1.1));
        }
        out.push((t - 20, t)); // no band (x, y >= 9, |x - y| = 20) and on no line through r1
        out.retain(|c| *c != r1 && !taken.contains(c));
        Ok(out)
    }

    /// The outcomes of every third stone after `r1`, `r2` (cells of the quadrant): each with
    /// the third stones giving it (the window cells and special cells one by one, all plain
    /// cells as one, [`third_stone_cells`]).
    fn third_stone_outcomes(&self, r1: (i64, i64), r2: (i64, i64)) -> Result<Vec<OutcomeCells>> {
        let mut cells = third_stone_cells(self, r1, r2);
        cells.push(self.plain_cell(r1, r2, &cells));
        let mut map: std::collections::BTreeMap<Outcome, Vec<(i64, i64)>> = std::collections::BTreeMap::new();
        for r3 in cells {
            let pos = self.position(&[], &[r1, r2, r3])?;
            map.entry((pos.p2, pos.trace)).or_default().push(r3);
        }
        Ok(map.into_iter().collect())
    }

    /// A P1 move at ply 5, in the window, completing by `deadline` in the closed corner game
    /// against every third stone of the quadrant (third-stone lemma), P1 holding `p1` (its
    /// stones of plies 1 and 3) and P2 `r1`, `r2`; tried nearest the window's centre first
    /// (Chebyshev distance, then cell order). `None` when no window cell does. Errors: as
    /// [`Window::position`].
    pub fn fifth_move(&self, p1: [(i64, i64); 2], r1: (i64, i64), r2: (i64, i64), deadline: u32) -> Result<Option<(i64, i64)>> {
        self.position(&p1, &[r1, r2])?;
        let w = self.w as i64;
        let fifth = self.nearest_centre_first((0..w).flat_map(|y| (0..w).map(move |x| (x, y))).collect());
        let outcomes = self.third_stone_outcomes(r1, r2)?;
        Ok(fifth.into_iter().filter(|m| !p1.contains(m) && *m != r1 && *m != r2).find(|&m5| {
            let p1_mask = [p1[0], p1[1], m5].iter().fold(0, |a, &s| a | self.cell(s).unwrap_or(0));
            outcomes.iter().all(|((p2, trace), r3s)| {
                // a third stone on a P1 stone is no move of P2's; another giving this outcome may be
                if r3s.iter().all(|r3| *r3 == m5 || p1.contains(r3)) {
                    return true;
                }
                let pos = Position { p1: p1_mask, p2: *p2, trace: trace.clone() };
                self.wins_from_ply_7(&pos, deadline, &mut 0)
            })
        }))
    }

    /// The quadrant game after P2's first free stone `r1` in `Z`, P1 holding `p1` (its stones
    /// of plies 1 and 3, in the window): for every second stone of [`Window::second_stone_cells`]
    /// (so, by the far-second-stone lemma, every cell of the quadrant), a P1 move at ply 5 in
    /// the window that completes by `deadline` against every third stone (third-stone lemma).
    /// Ply-5 moves as [`Window::fifth_move`] finds them. Returns `Ok(Ok(moves))`, the ply-5 move per second stone, or `Ok(Err(r2))`, a
    /// second stone no ply-5 move beats. Errors: as [`Window::second_stone_cells`] and
    /// [`Window::position`].
    #[allow(clippy::type_complexity)]
    pub fn beats_every_second_stone(&self, p1: [(i64, i64); 2], r1: (i64, i64), deadline: u32) -> Result<std::result::Result<Vec<((i64, i64), (i64, i64))>, (i64, i64)>> {
        self.position(&p1, &[r1])?;
        let mut moves = Vec::new();
        for r2 in self.second_stone_cells(r1, &p1)? {
            match self.fifth_move(p1, r1, r2, deadline)? {
                Some(m5) => moves.push((r2, m5)),
                None => return Ok(Err(r2)),
            }
        }
        Ok(Ok(moves))
    }
}

impl Window {
    /// The second stones in `Z` after P2's first free stone `f` outside `Z`, nearest the
    /// window's centre first (where refutations are found), other than P1's stones `p1`.
    fn second_stones_in_z(&self, p1: &[(i64, i64)]) -> Vec<(i64, i64)> {
        self.nearest_centre_first((0..Z_SIDE).flat_map(|y| (0..Z_SIDE).map(move |x| (x, y))).filter(|z| !p1.contains(z)).collect())
    }

    /// `cells` sorted nearest the window's centre first: by Chebyshev distance to
    /// `((w−1)/2, (w−1)/2)`, then by `(y, x)`. The order the searches try moves and stones in.
    fn nearest_centre_first(&self, mut cells: Vec<(i64, i64)>) -> Vec<(i64, i64)> {
        let c = (self.w as i64 - 1) / 2;
        cells.sort_by_key(|&(x, y)| ((x - c).abs().max((y - c).abs()), y, x));
        cells
    }

    /// The quadrant game after P2's first free stone `f`, outside `Z` with `max(x, y) < 41`,
    /// P1 holding `p1` (the opening and its ply-3 move), when P2's second stone `z` lies in
    /// `Z`: for every `z` of `Z` other than P1's stones, a ply-5 move completing by
    /// `deadline` against every third stone ([`Window::fifth_move`], by the third-stone
    /// lemma). Returns the ply-5 move per `z`, or the first `z` no ply-5 move beats. Errors:
    /// as [`Window::position`].
    #[allow(clippy::type_complexity)]
    pub fn beats_second_stones_in_z(&self, p1: [(i64, i64); 2], f: (i64, i64), deadline: u32) -> Result<std::result::Result<Vec<((i64, i64), (i64, i64))>, (i64, i64)>> {
        self.position(&p1, &[f])?;
        let mut moves = Vec::new();
        for z in self.second_stones_in_z(&p1) {
            match self.fifth_move(p1, z, f, deadline)? {
                Some(m5) => moves.push((z, m5)),
                None => return Ok(Err(z)),
            }
        }
        Ok(Ok(moves))
    }

    /// The quadrant game after P2's first free stone `f` with `max(x, y) ≥ 41` in the band
    /// `band` ([`band`]), P1 holding `p1` (the opening and one ply-3 move for every such `f`),
    /// when P2's second stone `z` lies in `Z`. The trace of a set of free stones does not
    /// depend on the order they were played, so the pair is the far-second-stone lemma's with
    /// `z` first, and `f` needs trying only on one stone per type relative to `z` (the cells of
    /// [`Window::second_stone_cells`] of `z` with `max(x, y) = 41`); every stone of one type
    /// lies in one band (a row, column or diagonal band is a type; the other types lie in no
    /// band), so the stones of the band's types stand for every far `f` in it. Returns the
    /// ply-5 move per pair `(z, f)` tried, or the first pair no ply-5 move beats. Errors: as
    /// [`Window::second_stone_cells`] and [`Window::position`].
    #[allow(clippy::type_complexity)]
    pub fn beats_far_first_stones(&self, p1: [(i64, i64); 2], band: Band, deadline: u32) -> Result<std::result::Result<Vec<(((i64, i64), (i64, i64)), (i64, i64))>, ((i64, i64), (i64, i64))>> {
        self.position(&p1, &[])?;
        if !bands().contains(&band) {
            bail!("far first stones: {band:?} is not a band of the window [0,9)^2: give one of window::bands()");
        }
        let mut moves = Vec::new();
        for z in self.second_stones_in_z(&p1) {
            for f in self.second_stone_cells(z, &p1)?.into_iter().filter(|&f| f.0.max(f.1) >= FAR_SECOND && self::band(f) == band) {
                match self.fifth_move(p1, z, f, deadline)? {
                    Some(m5) => moves.push(((z, f), m5)),
                    None => return Ok(Err((z, f))),
                }
            }
        }
        // every band holds a type of every z (a band type, or the inert type for no band)
        assert!(moves.len() >= self.second_stones_in_z(&p1).len(), "every second stone meets the band {band:?}");
        Ok(Ok(moves))
    }

    /// The quadrant game when P2's first two free stones `r1`, `r2` both lie outside `Z`
    /// (window side 9), P1 holding `p1` (its stones of plies 1 and 3). Neither is then a corner
    /// of a square through two window cells (those corners lie in `Z`), and no square through
    /// `r1` and `r2` has two window corners (its side would be at most 8, putting `r1` in `Z`),
    /// so the trace of `{r1, r2}` holds only open squares with one window corner `c`, and at
    /// most one: two such squares `S1 ∋ c1`, `S2 ∋ c2` would both have `r1r2` as a side (a
    /// diagonal fixes the square) and lie on either side of it, a frame of spacing `d` whose
    /// outer columns hold `c1` and `c2`; they differ by `2d` in one coordinate, so `d ≤ 4`, and
    /// `r1` or `r2`, at distance `d` from one of them, would lie in `[0,13)²`. A third stone in the
    /// window leaves the trace so. P1 answers with a ply-5 move making a threat cell: P2
    /// (which holds no threat with two stones) must take that cell at ply 6 or lose at ply 7.
    /// This checks, for no open square and for each open square `{c}` (`c` a window cell other
    /// than P1's stones: a superset of the traces that occur), a ply-5 move in the window making
    /// a threat cell such that P1 completes by `deadline` after P2's block (two threat cells
    /// win at ply 7). Returns each case (`[]` or `[c]`) with its move, or the first case
    /// without one. Errors: as [`Window::position`].
    #[allow(clippy::type_complexity)]
    pub fn beats_two_stones_outside_z(&self, p1: [(i64, i64); 2], deadline: u32) -> Result<std::result::Result<Vec<(Vec<(i64, i64)>, (i64, i64))>, Vec<(i64, i64)>>> {
        self.position(&p1, &[])?;
        let w = self.w as i64;
        let cells: Vec<(i64, i64)> = (0..w).flat_map(|y| (0..w).map(move |x| (x, y))).filter(|c| !p1.contains(c)).collect();
        let mut sets: Vec<Vec<(i64, i64)>> = vec![vec![]];
        sets.extend(cells.iter().map(|&c| vec![c]));
        let mut out = Vec::new();
        for set in sets {
            let open: BTreeSet<Cells> = set.iter().filter_map(|&c| self.cell(c)).collect();
            let trace = Trace { closed: BTreeSet::new(), open };
            match self.threat_fifth_move(&p1, &trace, deadline) {
                Some(m5) => out.push((set, m5)),
                None => return Ok(Err(set)),
            }
        }
        Ok(Ok(out))
    }

    /// A P1 move at ply 5, in the window and not on P1's stones `p1` (plies 1 and 3), that
    /// makes a threat cell and completes by `deadline` when P2, holding no window cell and the
    /// trace `trace`, takes that cell at ply 6 (two threat cells win at ply 7); tried nearest
    /// the window's centre first, as [`Window::fifth_move`]. `None` when no cell does.
    fn threat_fifth_move(&self, p1: &[(i64, i64)], trace: &Trace, deadline: u32) -> Option<(i64, i64)> {
        let w = self.w as i64;
        let fifth = self.nearest_centre_first((0..w).flat_map(|y| (0..w).map(move |x| (x, y))).filter(|c| !p1.contains(c)).collect());
        let p1_mask = p1.iter().fold(0, |a, &s| a | self.cell(s).unwrap_or(0));
        fifth.into_iter().find(|&m5| {
            let p1 = p1_mask | self.cell(m5).unwrap_or(0);
            let t = self.p1_threats(p1, 0);
            match t.count_ones() {
                0 => false,
                1 => self.wins_from_ply_7(&Position { p1, p2: t, trace: trace.clone() }, deadline, &mut 0),
                _ => true,
            }
        })
    }
}

/// The single-cell masks of `m`, lowest first.
fn bits(mut m: Cells) -> impl Iterator<Item = Cells> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let b = m & m.wrapping_neg();
            m &= !b;
            b
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fastest::every_board::fourth_corner;
    use crate::fastest::search::Search;

    #[test]
    fn a_far_pair_leaves_one_open_square_on_its_hot_cell() {
        let win = Window::new(9).unwrap();
        // the square with top-left corner (3, 1) and side 20: both free stones far away
        let t = win.trace(&[(23, 1), (3, 21)]);
        assert_eq!(t.open, BTreeSet::from([win.cell((3, 1)).unwrap()]));
        assert!(t.closed.is_empty());
        // its fourth corner taken by a third free stone: closed, and a P2 threat on (3, 1)
        let t = win.trace(&[(23, 1), (3, 21), (23, 21)]);
        assert_eq!(t.closed, BTreeSet::from([win.cell((3, 1)).unwrap()]));
        // one free stone near the window: the squares through it and two window cells
        let t = win.trace(&[(9, 0)]);
        let c = |x, y| win.cell((x, y)).unwrap();
        assert!(t.open.contains(&(c(8, 0) | c(8, 1))));
        assert!(t.open.contains(&(c(5, 0) | c(5, 4)))); // (5,0) (9,0) (5,4) and (9,4) open
        assert!(t.closed.is_empty());
        let e = Window::new(12).err().unwrap().to_string();
        assert!(e.contains("side 12"), "{e}");
        let e = win.position(&[(4, 4), (9, 4)], &[]).err().unwrap().to_string();
        assert!(e.contains("(9, 4)") && e.contains("outside the window"), "{e}");
    }

    /// A small deterministic generator (xorshift), so the test's positions are fixed.
    struct Rng(u64);
    impl Rng {
        fn below(&mut self, k: u64) -> i64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % k) as i64
        }
    }

    /// P2's free stones for a test: near the window, anywhere, or corners of a square with a
    /// corner in the window and the others far (so that the trace has open and closed squares).
    fn free_stones(rng: &mut Rng, n: i64, w: i64) -> Vec<(i64, i64)> {
        let mut out = Vec::new();
        while out.len() < 3 {
            let c = match rng.below(6) {
                0 => (rng.below(w as u64), rng.below(w as u64)),
                1 => (rng.below(2 * w as u64 - 1), rng.below(2 * w as u64 - 1)),
                2 => (rng.below(n as u64), rng.below(n as u64)),
                _ => {
                    // a corner of a square through a window cell, or through a stone placed
                    let (x, y) = match (rng.below(2), out.last()) {
                        (0, Some(&c)) => c,
                        _ => (rng.below(w as u64), rng.below(w as u64)),
                    };
                    let d = 1 + rng.below(n as u64 - 1);
                    let (sx, sy) = (if rng.below(2) == 0 { 1 } else { -1 }, if rng.below(2) == 0 { 1 } else { -1 });
                    match rng.below(3) {
                        0 => (x + sx * d, y),
                        1 => (x, y + sy * d),
                        _ => (x + sx * d, y + sy * d),
                    }
                }
            };
            if (0..n).contains(&c.0) && (0..n).contains(&c.1) && !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }

    /// The plain reading of the trace (the definition, slowly): every square through a free
    /// stone `r` outside the window and two more cells of `R ∪ F`, on the quadrant.
    fn plain_trace(win: &Window, free: &[(i64, i64)]) -> Trace {
        let outside: Vec<(i64, i64)> = free.iter().copied().filter(|&c| win.cell(c).is_none()).collect();
        let w = win.w as i64;
        let mut known: Vec<(i64, i64)> = (0..w).flat_map(|y| (0..w).map(move |x| (x, y))).collect();
        known.extend(&outside);
        let mut t = Trace { closed: BTreeSet::new(), open: BTreeSet::new() };
        for &r in &outside {
            for (i, &a) in known.iter().enumerate() {
                for &b in &known[i + 1..] {
                    if a == r || b == r {
                        continue;
                    }
                    let Some(d) = fourth_corner(r, a, b).filter(|d| d.0 >= 0 && d.1 >= 0) else { continue };
                    let q = [r, a, b, d];
                    let in_r: Cells = q.iter().filter_map(|&c| win.cell(c)).fold(0, |m, c| m | c);
                    match q.iter().filter(|&&c| win.cell(c).is_none() && !outside.contains(&c)).count() {
                        0 => t.closed.insert(in_r),
                        1 => t.open.insert(in_r),
                        _ => false,
                    };
                }
            }
        }
        t
    }

    /// The trace as computed (squares through a free stone and a cell in line with it) is the
    /// plain reading, on 3,000 sets of free stones of [`free_stones`] on boards 17..=40, and
    /// on five far squares (sides 9..=13) with the window corner (3, 1), two or three of their
    /// other corners taken.
    #[test]
    fn the_trace_is_its_plain_reading() {
        let win = Window::new(9).unwrap();
        let mut rng = Rng(0x007a_ce0f_f4ee);
        let (mut nonempty, mut open, mut closed) = (0, 0, 0);
        for k in 0..3000 {
            let free = free_stones(&mut rng, 17 + (k % 24) as i64, 9);
            let t = win.trace(&free);
            assert_eq!(t, plain_trace(&win, &free), "free stones {free:?}");
            nonempty += (!t.open.is_empty() || !t.closed.is_empty()) as usize;
            open += t.open.len();
            closed += t.closed.len();
        }
        // fixed seed: traces of every kind occur, and the totals are pinned
        assert_eq!((nonempty, open, closed), (1519, 8127, 24));
        for d in 9..14 {
            let free = [(3 + d, 1), (3, 1 + d), (3 + d, 1 + d)];
            assert_eq!(win.trace(&free), plain_trace(&win, &free));
            assert_eq!(win.trace(&free[..2]), plain_trace(&win, &free[..2]));
        }
    }

    /// The window's game against the solver on real boards: the same answer at ply 7 for every
    /// position tried, P1's stones the opening (4, 4) and two cells of [2,7)², P2's free stones
    /// from [`free_stones`]. Returns (positions, P1 wins).
    fn agree<const W: usize>(n: usize, samples: usize, seed: u64) -> (usize, usize) {
        let win = Window::new(9).unwrap();
        let mut rng = Rng(seed);
        let (mut tried, mut won) = (0, 0);
        while tried < samples {
            let p1 = [(4, 4), (2 + rng.below(5), 2 + rng.below(5)), (2 + rng.below(5), 2 + rng.below(5))];
            let free = free_stones(&mut rng, n as i64, 9);
            let Ok(pos) = win.position(&p1, &free) else { continue };
            let mut s = Search::<W>::new(n, 13);
            s.p1_forcing_from = Some(7);
            s.p1_corner = Some(9);
            s.p1_closed_corner = true;
            let at = |(x, y): (i64, i64)| y as usize * n + x as usize;
            for i in 0..3 {
                s.b.make(at(p1[i]), 0);
                s.b.make(at(free[i]), 1);
            }
            let real = s.wins();
            let mut nodes = 0;
            let local = win.wins_from_ply_7(&pos, 13, &mut nodes);
            assert_eq!(real, local, "board {n}: P1 {p1:?}, P2's free stones {free:?}");
            tried += 1;
            won += real as usize;
        }
        (tried, won)
    }

    #[test]
    fn the_window_plays_the_closed_corner_game_as_the_solver_does_on_17_23_and_32() {
        let (t17, w17) = agree::<5>(17, 3000, 0x9e37_79b9_7f4a_7c15);
        let (t23, w23) = agree::<9>(23, 3000, 0xdead_beef_1234_5678);
        let (t32, w32) = agree::<16>(32, 3000, 0x0123_4567_89ab_cdef);
        eprintln!("P1 wins at ply 7: {w17}/{t17} on 17x17, {w23}/{t23} on 23x23, {w32}/{t32} on 32x32");
        // fixed seeds: both answers occur, and the counts are pinned
        assert_eq!([(t17, w17), (t23, w23), (t32, w32)], [(3000, 2762), (3000, 2785), (3000, 2774)]);
    }

    /// The third-stone lemma against the solver: for P2's first two free stones in `[0,13)²`
    /// every special cell lies on the 32×32 board (two cells of `[0,13)²` span squares of side
    /// at most 12), and so does a plain cell, so "every third stone of the quadrant" (the
    /// window) and "every third stone of the 32×32 board" (the solver at ply 6) must agree.
    #[test]
    fn every_third_stone_of_the_quadrant_is_every_third_stone_of_a_large_enough_board() {
        let win = Window::new(9).unwrap();
        let n = 32;
        let mut rng = Rng(0x05ee_d0f7_417d_u64);
        let (mut tried, mut won, mut far_first) = (0, 0, 0);
        while tried < 24 {
            let p1 = [(4, 4), (2 + rng.below(5), 2 + rng.below(5)), (2 + rng.below(5), 2 + rng.below(5))];
            let (r1, r2) = ((rng.below(13), rng.below(13)), (rng.below(13), rng.below(13)));
            let Ok((local, cells, refutation)) = win.beats_every_third_stone(&p1, r1, r2, 13) else { continue };
            let mut s = Search::<16>::new(n, 13);
            s.p1_forcing_from = Some(7);
            s.p1_corner = Some(9);
            s.p1_closed_corner = true;
            let at = |(x, y): (i64, i64)| y as usize * n + x as usize;
            for (a, b) in [(p1[0], r1), (p1[1], r2)] {
                s.b.make(at(a), 0);
                s.b.make(at(b), 1);
            }
            s.b.make(at(p1[2]), 0);
            let real = s.wins();
            assert_eq!(real, local, "P1 {p1:?}, P2's free stones {r1:?} {r2:?}: {cells} third stones tried, refutation {refutation:?}");
            if let Some(r3) = refutation {
                far_first += (r3.0 >= 17 || r3.1 >= 17) as usize;
            }
            tried += 1;
            won += real as usize;
        }
        eprintln!("{won} of {tried} won; {far_first} first refuted (in the list's order) by a third stone outside [0,17)^2");
        assert!((4..=20).contains(&won), "both answers must occur: {won} of {tried}");
        // fixed seed: one loss whose first refutation lies outside [0,17)^2 (6 of 24 won)
        assert_eq!((won, far_first), (6, 1));
    }

    /// What P2's third free stone can make of the window, given `r1`, `r2`: the set of
    /// (window cells P2 holds, trace) over every cell of the quadrant.
    fn third_stone_outcomes(win: &Window, r1: (i64, i64), r2: (i64, i64)) -> BTreeSet<(Cells, Trace)> {
        win.third_stone_outcomes(r1, r2).unwrap().into_iter().map(|(o, _)| o).collect()
    }

    /// The far-second-stone lemma of docs/FASTEST.md §5 on a sample: with `r1` in
    /// `Z = [0,17)²` (seven cells, in and out of the window and the bands), two second stones
    /// of one type (every type), with larger coordinates 41 and 70, leave P2's third stone the
    /// same outcomes on the quadrant (so every P1 move at ply 5 fares alike against
    /// them); two of one band closer in need not.
    #[test]
    fn far_second_stones_of_one_type_leave_the_third_stone_the_same_outcomes() {
        let win = Window::new(9).unwrap();
        let mut compared = 0;
        for r1 in [(3, 5), (12, 2), (2, 14), (10, 13), (16, 4), (0, 0), (8, 16)] {
            // one stone per type, at larger coordinate t
            let at = |t: i64| {
                let mut v: Vec<(i64, i64)> = (0..9).flat_map(|b| [(t, b), (b, t)]).collect(); // row and column bands
                v.extend((-8..=8).map(|k: i64| if k >= 0 { (t, t - k) } else { (t + k, t) })); // diagonal bands
                if r1.1 >= 9 {
                    v.push((t, r1.1)); // no band, in r1's row
                }
                if r1.0 >= 9 {
                    v.push((r1.0, t)); // no band, in r1's column
                }
                let k = r1.0 - r1.1;
                if k.abs() >= 9 {
                    v.push(if k >= 0 { (t, t - k) } else { (t + k, t) }); // no band, on r1's diagonal
                }
                v.push((t - 20, t)); // no band, inert
                v
            };
            for (a, b) in at(41).into_iter().zip(at(70)) {
                assert_eq!(a.0.max(a.1), 41);
                assert!(third_stone_outcomes(&win, r1, a) == third_stone_outcomes(&win, r1, b), "r1 {r1:?}: second stones {a:?} and {b:?}");
                compared += 1;
            }
        }
        // 35 band types for each r1, and its lines out of the bands: (12,2) column and
        // diagonal, (2,14) row and diagonal, (10,13) row and column, (16,4) column and diagonal,
        // (8,16) row
        assert_eq!(compared, 7 * 36 + 2 + 2 + 2 + 2 + 1);
        // Too close in: in r1's row, a second stone at x = 32 still meets the squares that r1
        // spans with the window (the lemma's bound, 41, is not tight; the largest coordinate
        // found to differ among these rows, columns and diagonals is 32).
        let r1 = (16, 4);
        assert!(third_stone_outcomes(&win, r1, (32, 4)) != third_stone_outcomes(&win, r1, (70, 4)));
    }

    /// A third stone that refutes P1 only as a corner of a square through two window cells:
    /// P1 on (4, 4), (2, 0), (4, 2); P2 on (0, 4), (8, 4). The square through the window cells
    /// (0, 4) and (8, 4) (side 8, below) has (0, 12) and (8, 12) as its other corners; P2 on
    /// (0, 12) threatens (8, 12), outside the window, and on (8, 12) threatens (0, 12): the
    /// only refutations.
    #[test]
    fn a_square_through_two_window_cells_names_the_refuting_third_stone() {
        let win = Window::new(9).unwrap();
        let (p1, r1, r2) = ([(4, 4), (2, 0), (4, 2)], (0, 4), (8, 4));
        let cells = third_stone_cells(&win, r1, r2);
        let refutations: Vec<(i64, i64)> = cells
            .iter()
            .filter(|r3| !p1.contains(r3))
            .copied()
            .filter(|&r3| !win.wins_from_ply_7(&win.position(&p1, &[r1, r2, r3]).unwrap(), 13, &mut 0))
            .collect();
        assert_eq!(refutations, vec![(0, 12), (8, 12)]);
        let (won, _, refutation) = win.beats_every_third_stone(&p1, r1, r2, 13).unwrap();
        assert_eq!((won, refutation), (false, Some((0, 12))));
        // a plain cell does not refute, and the window cells (0, 4), (8, 4) alone name (0, 12)
        let plain = win.plain_cell(r1, r2, &cells);
        assert!(win.wins_from_ply_7(&win.position(&p1, &[r1, r2, plain]).unwrap(), 13, &mut 0));
        let e = win.position(&p1, &[(-1, 3)]).err().unwrap().to_string();
        assert!(e.contains("(-1, 3)") && e.contains("off the quadrant"), "{e}");
    }

    /// The solver's answer on 32×32 with P1 to move in the closed corner game (P1's choices in
    /// `[0,9)²`, every P1 move from ply `forcing_from` on making a threat cell), P1 holding
    /// `p1` and P2 `p2` (as many stones each, in the order played).
    fn solver_after(forcing_from: u32, p1: &[(i64, i64)], p2: &[(i64, i64)]) -> bool {
        let n = 32;
        let mut s = Search::<16>::new(n, 13);
        s.p1_forcing_from = Some(forcing_from);
        s.p1_corner = Some(9);
        s.p1_closed_corner = true;
        let at = |(x, y): (i64, i64)| y as usize * n + x as usize;
        assert_eq!(p1.len(), p2.len());
        for (&a, &b) in p1.iter().zip(p2) {
            s.b.make(at(a), 0);
            s.b.make(at(b), 1);
        }
        s.wins()
    }

    /// P2's first two stones both outside `Z`: their trace is at most one open square on one
    /// window cell, and a ply-5 move making a threat cell (the window's `threat_fifth_move`)
    /// exists exactly when the solver finds one on 32×32 (closed corner, every P1 move from
    /// ply 5 on making a threat cell). P1 holds (4, 4) and (3, 3) (whose only threat moves are
    /// (4, 3) and (3, 4)), or, as a control where both answers are "no", (4, 4) and (2, 3) (in
    /// no square together, so no ply-5 move makes a threat cell).
    #[test]
    fn two_stones_outside_z_leave_one_open_square_and_play_as_on_a_large_board() {
        let win = Window::new(9).unwrap();
        let pairs = [
            ((23, 4), (23, 24)), // a side from (3, 4): the open square {(3, 4)}
            ((23, 4), (3, 24)),  // a diagonal: the same square
            ((24, 3), (24, 23)), // the open square {(4, 3)}
            ((24, 3), (4, 23)),
            ((20, 2), (26, 2)), // a side below the window's top row: {(20, 8)}, {(26, 8)} lie outside
            ((4, 20), (4, 28)), // the square (12, 20), (12, 28) misses the window
            ((17, 0), (25, 8)), // a diagonal, corners (17, 8) and (25, 0)
            ((30, 30), (17, 5)), // not in line
            ((21, 5), (21, 22)), // a side from (4, 5): the open square {(4, 5)}
        ];
        let (mut open_squares, mut found) = (0, 0);
        for m3 in [(3, 3), (2, 3)] {
            for (r1, r2) in pairs {
                assert!(!in_z(r1) && !in_z(r2));
                let t = win.trace(&[r1, r2]);
                assert!(t.closed.is_empty() && t.open.len() <= 1 && t.open.iter().all(|q| q.count_ones() == 1), "{r1:?} {r2:?}: {t:?}");
                open_squares += t.open.len();
                let local = win.threat_fifth_move(&[(4, 4), m3], &t, 13);
                assert_eq!(solver_after(5, &[(4, 4), m3], &[r1, r2]), local.is_some(), "P1 (4,4) {m3:?} against {r1:?} {r2:?}: window's ply-5 move {local:?}");
                found += local.is_some() as usize;
                if m3 == (3, 3) {
                    // the threat move whose threat cell is the open square's corner loses: P1
                    // takes that corner itself
                    for c in [(3, 4), (4, 3)] {
                        if t.open.contains(&win.cell(c).unwrap()) {
                            assert_eq!(local, Some(c), "{r1:?} {r2:?}");
                        }
                    }
                }
            }
        }
        // (2, 3) is in no square with (4, 4): no ply-5 move makes a threat cell; (3, 3) always has one
        assert_eq!((open_squares, found), (2 * 5, 9));
    }

    /// P2's first stone outside `Z`, its second in `Z`: the window's ply-5 move (`fifth_move`
    /// with the two stones swapped, as `beats_second_stones_in_z` uses it) exists exactly when
    /// the solver finds one on 32×32 (every special cell of these pairs lies on that board,
    /// which the test checks). P1 answers (17, 3) with (3, 3), which the second stone (4, 3)
    /// refutes, or with (3, 5).
    #[test]
    fn a_first_stone_outside_z_plays_as_a_second_stone_of_the_lemma() {
        let win = Window::new(9).unwrap();
        let n = 32;
        let cases = [
            ((17, 3), (3, 3), (4, 3)),
            ((17, 3), (3, 5), (4, 3)),
            ((17, 3), (3, 5), (3, 3)),
            ((20, 20), (3, 3), (4, 3)),
            ((4, 19), (3, 3), (4, 5)),
            ((18, 9), (3, 3), (9, 9)),
            ((21, 4), (3, 4), (4, 3)),
            ((17, 16), (3, 3), (16, 16)),
        ];
        let mut found = 0;
        for (f, m3, z) in cases {
            assert!(!in_z(f) && in_z(z));
            // every cell a third stone must be tried on lies on the board, so the answers agree
            assert!(third_stone_cells(&win, z, f).iter().all(|&(x, y)| x < n as i64 && y < n as i64), "{f:?} {z:?}");
            let local = win.fifth_move([(4, 4), m3], z, f, 13).unwrap();
            assert_eq!(local, win.fifth_move([(4, 4), m3], f, z, 13).unwrap(), "the order of the free stones does not matter");
            assert_eq!(solver_after(7, &[(4, 4), m3], &[f, z]), local.is_some(), "P1 (4,4) {m3:?} against {f:?} then {z:?}: window's ply-5 move {local:?}");
            found += local.is_some() as usize;
        }
        assert_eq!(found, 7, "pinned: only (3, 3) against (17, 3) and (4, 3) fails");
        assert_eq!((band((41, 3)), band((3, 41)), band((41, 40)), band((21, 41)), band((17, 3))), (Band::Row(3), Band::Column(3), Band::Diagonal(1), Band::Free, Band::Row(3)));
        assert_eq!(bands().len(), 36);
    }

    /// The two searches for first stones outside `Z` answer as the runs of docs/FASTEST.md §5
    /// (QO): the ply-3 move (3, 3) beats every pair of stones outside `Z` (80 cases, two
    /// threat moves) and the far first stones of row band 0 (a type of each of the 287 second
    /// stones), but not those of row band 3 (the first stone (41, 3) and the second (4, 3)),
    /// and (2, 3) beats no pair outside `Z`; a band that is not one is refused. Bands: every
    /// cell outside `Z` lies in at most one, and `band` names it.
    #[test]
    fn first_stones_outside_z_are_searched_by_band_and_by_open_square() {
        let win = Window::new(9).unwrap();
        let two = win.beats_two_stones_outside_z([(4, 4), (3, 3)], 13).unwrap().unwrap();
        assert_eq!(two.len(), 80);
        assert_eq!(two.iter().map(|m| m.1).collect::<BTreeSet<_>>(), BTreeSet::from([(4, 3), (3, 4)]));
        assert_eq!(win.beats_two_stones_outside_z([(4, 4), (2, 3)], 13).unwrap(), Err(vec![]));
        assert_eq!(win.beats_far_first_stones([(4, 4), (3, 3)], Band::Row(0), 13).unwrap().unwrap().len(), 287);
        assert_eq!(win.beats_far_first_stones([(4, 4), (3, 3)], Band::Row(3), 13).unwrap(), Err(((4, 3), (41, 3))));
        let e = win.beats_far_first_stones([(4, 4), (3, 3)], Band::Row(9), 13).unwrap_err().to_string();
        assert!(e.contains("Row(9)") && e.contains("not a band"), "{e}");
        for y in 0..80i64 {
            for x in 0..80i64 {
                let c = (x, y);
                let held = [y < 9, x < 9, (x - y).abs() < 9].iter().filter(|&&b| b).count();
                if !in_z(c) {
                    assert!(held <= 1, "{c:?}");
                    let expect = if y < 9 { Band::Row(y) } else if x < 9 { Band::Column(x) } else if (x - y).abs() < 9 { Band::Diagonal(x - y) } else { Band::Free };
                    assert_eq!(band(c), expect);
                    assert!(bands().contains(&band(c)));
                }
            }
        }
    }

    /// A closed trace square is a P2 threat on its window cell: P2's free stones (23, 1),
    /// (3, 21), (23, 21) threaten (3, 1), which P1 on (4, 4), (3, 3), (5, 5) can block only with
    /// a move making no threat cell, so P1 loses the closed game at ply 7; with the third stone
    /// on (24, 21) instead it wins. The window and the solver on 32×32 agree on both (the
    /// position the independent checker of the quadrant strategy refuses).
    #[test]
    fn a_closed_trace_square_threatens_its_window_cell() {
        let win = Window::new(9).unwrap();
        let p1 = [(4, 4), (3, 3), (5, 5)];
        for (r3, expect) in [((23, 21), false), ((24, 21), true)] {
            let free = [(23, 1), (3, 21), r3];
            let pos = win.position(&p1, &free).unwrap();
            assert_eq!(pos.trace.closed.contains(&win.cell((3, 1)).unwrap()), !expect);
            let local = win.wins_from_ply_7(&pos, 13, &mut 0);
            assert_eq!((local, solver_after(7, &p1, &free)), (expect, expect), "third stone {r3:?}");
        }
    }

    /// A ply-5 move of the quadrant (the window's `fifth_move`) exists exactly when the solver
    /// finds one on 32×32 (P1 to move at ply 5, closed corner, forcing from ply 7): with the
    /// first two free stones in `[0,13)²` every special cell lies on that board.
    #[test]
    fn a_fifth_move_of_the_quadrant_is_one_of_a_large_enough_board() {
        let win = Window::new(9).unwrap();
        let mut rng = Rng(0x0dd_ba11_cafe);
        let mut pairs = vec![((0, 0), (3, 3), (5, 5)), ((1, 0), (3, 3), (4, 3)), ((1, 0), (4, 3), (5, 4))];
        while pairs.len() < 10 {
            let c = |rng: &mut Rng, k| (rng.below(k), rng.below(k));
            let (r1, m3, r2) = (c(&mut rng, 13), (2 + rng.below(5), 2 + rng.below(5)), c(&mut rng, 13));
            if [r1, m3, r2].iter().all(|&a| a != (4, 4)) && r1 != m3 && r1 != r2 && m3 != r2 {
                pairs.push((r1, m3, r2));
            }
        }
        let mut found = 0;
        for (r1, m3, r2) in pairs {
            let local = win.fifth_move([(4, 4), m3], r1, r2, 13).unwrap();
            assert_eq!(solver_after(7, &[(4, 4), m3], &[r1, r2]), local.is_some(), "P1 (4,4) {m3:?} against {r1:?} {r2:?}: window's ply-5 move {local:?}");
            found += local.is_some() as usize;
        }
        eprintln!("{found} of 10 pairs have a ply-5 move");
        // the second and third pairs are the first refutations quadrant_game meets after (1, 0)
        assert_eq!(found, 7, "fixed pairs and seed: 7 of 10 have a ply-5 move, 3 do not");
    }
}
