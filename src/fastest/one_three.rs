//! *Lemma U* of docs/FASTEST.md §5 ("A RowEven pair beside a `g·(1, 3)` first pair"): on
//! every board, P2 holds ply 11 after P1's stones `z`, `p = z + g·T(1, 3)` and `q = p + 2k·T(u)`
//! (`T` a symmetry of the grid, `u` a unit step along a row or column: `p`, `q` a RowEven
//! pair, `q` in no pair form with `z`) when P2 holds a diagonal neighbour `b2 = z + T(δ)` of
//! `z` whose tempo cell (below) and the cells beside the two are on the board (on every board
//! n ≥ 5 for the neighbour towards the centre), whatever its other stones. These are the
//! lines with one pair that Lemma S and its lone form leave after the opening rule: a first
//! pair `g·(1, 3)` apart, where P2's ply-4 stone is not beside `s2`, and a third stone making a
//! RowEven pair with `s2`. The game value of its answers is the Coq theorem `answer_delay`
//! (coq/SquareGame/Frames.v).
//!
//! The defence: at ply 6 the *tempo cell* `w = b2 + T(δx, 0)` (or `b2 + T(0, δy)`,
//! [`UClass::across`]), beside `b2` on the side away from `z`, so that P2 holds two adjacent
//! stones and may make a threat (a *tempo move*) on either square of side 1 through them; at
//! ply 8 a completion, else, after a fourth stone `d` on the pair's lattice window `p +
//! k[-4,4]²`, the first answer of [`answer_cell`] that kills or makes a tempo move on the plane
//! (`every_board::answer_on_plane`, Lemma L11's ply-6 test), and after any other `d` the
//! *corner* for `z` and `d` (`stray::corner_for`) where there is one (Lemma S's lone form,
//! steps 2 to 4: by `corner_double_threat` and the frame lemma P1 then makes no double threat
//! at ply 9); at ply 10 a completion, else the block.
//!
//! [`verdict`] decides one class at one pair of units `(g, k)`; [`check_class`] decides every
//! pair: its tests are equalities between coordinates that are *affine* forms `a·g + b·k + c`
//! (P2's stones sit at constant offsets from `z`), so the verdict is constant off the lines
//! where a recorded form vanishes. One symbolic run at a generic point ([`Aff`]) records the
//! forms; on each line with integer points `g, k ≥ 1` a symbolic run at a generic point of
//! the line records the forms that vanish at single points of it, and those points, and every
//! point of a bounded line, are checked concretely (docs/FASTEST.md §5, "Lemma U").

use super::two_pairs::Form;
use super::every_board::{answer_on_plane, classify, on, sym, sym_inv, third_corners, threat_cells, free_third_corners, Cell, Coord, PairType, Rect};
use super::named::frame_related;
use super::stray::corner_for;
use super::unrelated::one_three_unit;
use anyhow::{bail, Result};
use std::cell::RefCell;
use std::collections::HashSet;

/// A coordinate the check can build cells with: [`Coord`] with integer multiples and
/// constants. `i64` for cells, [`Aff`] for the symbolic runs.
pub trait Scaled: Coord {
    /// `k` times the coordinate.
    fn times(self, k: i64) -> Self;
    /// The constant coordinate `c`.
    fn constant(c: i64) -> Self;
}

impl Scaled for i64 {
    fn times(self, k: i64) -> i64 {
        self * k
    }
    fn constant(c: i64) -> i64 {
        c
    }
}

/// An affine coordinate `c[0]·s + c[1]·t + c[2]` in a run's free parameters `s`, `t`, carried
/// with its value `v` at one representative. Every equality test between two of them
/// ([`PartialEq`]) records the difference of their forms (thread-local, [`take_forms`]) and
/// answers by the values; [`take_forms`] also reports whether some test found equal values for
/// different forms (the representative then lay on a recorded line and was no generic point).
#[derive(Clone, Copy, Debug)]
pub struct Aff {
    /// The value at the representative.
    pub v: i64,
    /// The coefficients of `s` and `t`, and the constant.
    pub c: [i64; 3],
}

thread_local! {
    /// The forms the equality tests of [`Aff`] met, and whether one vanished at the
    /// representative without vanishing identically.
    static FORMS: RefCell<(HashSet<[i64; 3]>, bool)> = RefCell::new((HashSet::new(), false));
    /// Whether a parity test ([`Form::even`], [`Form::half`]) met a form whose parity varies
    /// over the run's parameters (an odd coefficient of `s` or `t`).
    static PARITY_VARIES: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether a parity test of [`Aff`] on this thread since the last call (or the start of the
/// last `Chart::run_with`) met a form whose parity is not constant over the run's
/// parameters (then the run's answer holds at its representative only, and Lemma U₂'s check
/// stops); clears the flag.
pub fn take_parity_varies() -> bool {
    PARITY_VARIES.with(|f| f.replace(false))
}

/// Parity on [`Aff`] for the two-pair checks (`two_tempo`): a form's parity is its value's at
/// the representative, which is every point's of the run where the coefficients of `s` and `t`
/// are even; where one is odd the test flags [`take_parity_varies`].
impl Form for Aff {
    fn times(self, k: i64) -> Aff {
        Scaled::times(self, k)
    }
    fn even(self) -> bool {
        if self.c[0] % 2 != 0 || self.c[1] % 2 != 0 {
            PARITY_VARIES.with(|f| f.set(true));
        }
        self.v % 2 == 0
    }
    /// Half the form where its coefficients and value are even (then its constant is even
    /// too); `None` otherwise, flagging [`take_parity_varies`] where a coefficient is odd.
    fn half(self) -> Option<Aff> {
        if self.c[0] % 2 != 0 || self.c[1] % 2 != 0 {
            PARITY_VARIES.with(|f| f.set(true));
            return None;
        }
        (self.v % 2 == 0).then(|| Aff { v: self.v / 2, c: [self.c[0] / 2, self.c[1] / 2, self.c[2] / 2] })
    }
}

/// The forms recorded by [`Aff`]'s equality tests on this thread since the last call (each
/// once, with a nonnegative first nonzero coefficient; identically zero ones left out), and
/// whether the representative was generic for all of them; clears the record.
pub fn take_forms() -> (Vec<[i64; 3]>, bool) {
    FORMS.with(|f| {
        let (forms, bad) = std::mem::take(&mut *f.borrow_mut());
        let mut out: Vec<[i64; 3]> = forms.into_iter().map(|c| if c.iter().find(|&&x| x != 0).is_some_and(|&x| x < 0) { [-c[0], -c[1], -c[2]] } else { c }).collect();
        out.sort();
        out.dedup();
        (out, !bad)
    })
}

impl PartialEq for Aff {
    fn eq(&self, o: &Aff) -> bool {
        let d = [self.c[0] - o.c[0], self.c[1] - o.c[1], self.c[2] - o.c[2]];
        let equal = self.v == o.v;
        FORMS.with(|f| {
            let mut f = f.borrow_mut();
            if equal != (d == [0, 0, 0]) {
                f.1 = true;
            }
            if d != [0, 0, 0] {
                f.0.insert(d);
            }
        });
        equal
    }
}

impl std::ops::Add for Aff {
    type Output = Aff;
    fn add(self, o: Aff) -> Aff {
        Aff { v: self.v + o.v, c: [self.c[0] + o.c[0], self.c[1] + o.c[1], self.c[2] + o.c[2]] }
    }
}

impl std::ops::Sub for Aff {
    type Output = Aff;
    fn sub(self, o: Aff) -> Aff {
        Aff { v: self.v - o.v, c: [self.c[0] - o.c[0], self.c[1] - o.c[1], self.c[2] - o.c[2]] }
    }
}

impl std::ops::Neg for Aff {
    type Output = Aff;
    fn neg(self) -> Aff {
        Aff { v: -self.v, c: [-self.c[0], -self.c[1], -self.c[2]] }
    }
}

impl Coord for Aff {
    const ZERO: Aff = Aff { v: 0, c: [0, 0, 0] };
    /// The symbolic runs work on the plane only: a board would be an order test.
    fn on_rect(r: Option<Rect>, _x: Aff, _y: Aff) -> bool {
        assert!(r.is_none(), "Lemma U's symbolic runs work on the plane only");
        true
    }
}

impl Scaled for Aff {
    fn times(self, k: i64) -> Aff {
        Aff { v: self.v * k, c: [self.c[0] * k, self.c[1] * k, self.c[2] * k] }
    }
    fn constant(c: i64) -> Aff {
        Aff { v: c, c: [0, 0, c] }
    }
}

/// One class of Lemma U, in the frame where `z` is the origin and `p = (g, 3g)`: P2's
/// diagonal neighbour `b2 = delta` of `z`, the step `u` from `p` towards `q = p + 2k·u`, and
/// which tempo cell P2 plays at ply 6 ([`UClass::w`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UClass {
    /// `b2 − z`, one of `(±1, ±1)`.
    pub delta: Cell,
    /// `(q − p) / 2k`, one of `(±1, 0)`, `(0, ±1)`.
    pub u: Cell,
    /// The tempo cell beside `b2`: `b2 + (0, δy)` (across) or `b2 + (δx, 0)` (not).
    pub across: bool,
}

impl UClass {
    /// Every class: 4 diagonal neighbours, 4 steps, 2 tempo cells.
    pub fn all() -> Vec<UClass> {
        let mut out = Vec::new();
        for delta in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
            for u in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                for across in [false, true] {
                    out.push(UClass { delta, u, across });
                }
            }
        }
        out
    }

    /// P2's ply-6 tempo cell `w` relative to `z`, beside `b2` on the side away from `z`.
    pub fn w(self) -> Cell {
        let d = self.delta;
        if self.across {
            (d.0, 2 * d.1)
        } else {
            (2 * d.0, d.1)
        }
    }
}

/// The lattice window `a + k[-4,4]²` of the RowEven pair `p`, `p + 2k·u` (every frame holding
/// the pair lies in it; Lemma S, step 3), row by row.
fn window<T: Scaled>(a: (T, T), k: T) -> impl Iterator<Item = (T, T)> {
    (-4..=4).flat_map(move |j| (-4..=4).map(move |i| (a.0 + k.times(i), a.1 + k.times(j))))
}

/// Whether two cells are in a pair form (on one row or column, a diagonal, or a 2:1 slope;
/// `every_board::classify` by equality tests only), or equal.
fn related<T: Scaled>(a: (T, T), b: (T, T)) -> bool {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    dx == T::ZERO || dy == T::ZERO || dx == dy || dx == -dy || dx == dy.times(2) || dx == dy.times(-2) || dy == dx.times(2) || dy == dx.times(-2)
}

/// P1's stones `[z, p, q]` and P2's `[b2, w]` of a class, on coordinates `T`.
type Stones<T> = ([(T, T); 3], [(T, T); 2]);

/// The stones of `class` at units `g`, `k` (as coordinates `T`): P1's `[z, p, q]` and P2's
/// `[b2, w]`.
fn stones<T: Scaled>(class: UClass, g: T, k: T) -> Stones<T> {
    let c = T::constant;
    let z = (T::ZERO, T::ZERO);
    let p = (g, g.times(3));
    let q = (p.0 + k.times(2 * class.u.0), p.1 + k.times(2 * class.u.1));
    let w = class.w();
    ([z, p, q], [(c(class.delta.0), c(class.delta.1)), (c(w.0), c(w.1))])
}

/// P2's ply-8 answer of Lemma U on the plane after P1's fourth stone `d` on the pair's window
/// (`p1 = [z, p, q, d]`, P2 holding `p2 = [b2, w]`): the first cell that kills or makes a tempo
/// move (`every_board::answer_on_plane`) among P1's threat cells, the third corners of `b2` and
/// `w` (P2's tempo moves), P1's free third corners and the window's cells. `None` where none
/// does.
pub fn answer_cell<T: Scaled>(p1: &[(T, T); 4], p2: &[(T, T); 2], k: T) -> Option<(T, T)> {
    let mut cands = threat_cells(p1, p2, None);
    cands.extend(third_corners(p2[0], p2[1]));
    cands.extend(free_third_corners(p1, p2, None));
    cands.extend(window(p1[1], k));
    cands.into_iter().find(|&x| answer_on_plane(p1, p2, x).is_some())
}

/// Lemma U's verdict for `class` at units `g`, `k` on the plane: `None` where the stones are
/// no position of the lemma (two on one cell, `p` or `q` on `b2`, or `q` in a pair form with
/// `z`); else whether the defence holds: the tempo cell `w` is free, P1 has no threat cell
/// after it, and every fourth stone `d` of the window (not on a stone) has an
/// [`answer_cell`].
pub fn verdict<T: Scaled>(class: UClass, g: T, k: T) -> Option<bool> {
    let ([z, p, q], [b2, w]) = stones(class, g, k);
    if p == z || q == z || q == p || b2 == p || b2 == q || related(z, q) {
        return None;
    }
    if w == p || w == q || !threat_cells(&[z, p, q], &[b2, w], None).is_empty() {
        return Some(false);
    }
    let held = [z, p, q, b2, w];
    Some(window(p, k).filter(|d| !held.contains(d)).all(|d| answer_cell(&[z, p, q, d], &[b2, w], k).is_some()))
}

/// The units as affine forms of a run's parameters: `g = g[0]·s + g[1]·t + g[2]`, `k` likewise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chart {
    /// `g` (in Lemma U₂ `g`) as `[coefficient of s, of t, constant]`.
    pub g: [i64; 3],
    /// `k` (in Lemma U₂ `h`), likewise.
    pub k: [i64; 3],
}

/// The representative of the plane's run (`s`, `t`) and of a line's (`s`; `t` unused): far
/// apart, so that a form with small coefficients vanishes there only when it vanishes
/// identically ([`take_forms`] checks this test by test).
pub(crate) const REP: (i64, i64) = ((1 << 16) + 1, (1 << 40) + 1);

impl Chart {
    /// The units at the parameters `(s, t)`.
    pub fn at(self, s: i64, t: i64) -> (i64, i64) {
        (self.g[0] * s + self.g[1] * t + self.g[2], self.k[0] * s + self.k[1] * t + self.k[2])
    }

    /// The symbolic run at [`REP`]: the verdict and the forms recorded, as forms of the chart's
    /// parameters. Errors where the representative was no generic point.
    fn run(self, class: UClass) -> Result<(Option<bool>, Vec<[i64; 3]>)> {
        self.run_with(|g, k| verdict(class, g, k)).map_err(|e| e.context(format!("Lemma U, {class:?}")))
    }

    /// The symbolic run of `verdict` at [`REP`] on this chart's units (as [`Aff`] forms of its
    /// parameters): its answer and the forms recorded; the parity flag ([`take_parity_varies`])
    /// cleared at the start, for the caller to read. Errors where the representative was no
    /// generic point.
    pub(crate) fn run_with(self, verdict: impl FnOnce(Aff, Aff) -> Option<bool>) -> Result<(Option<bool>, Vec<[i64; 3]>)> {
        let (g, k) = self.at(REP.0, REP.1);
        take_forms();
        take_parity_varies();
        let out = verdict(Aff { v: g, c: self.g }, Aff { v: k, c: self.k });
        let (forms, ok) = take_forms();
        if !ok {
            bail!("the representative {REP:?} is no generic point of {self:?}");
        }
        Ok((out, forms))
    }
}

/// `(d, x, y)` with `a·x + b·y = d = gcd(a, b) ≥ 0`.
pub(crate) fn ext_gcd(a: i64, b: i64) -> (i64, i64, i64) {
    if b == 0 {
        (a.abs(), a.signum(), 0)
    } else {
        let (d, x, y) = ext_gcd(b, a.rem_euclid(b));
        (d, y, x - a.div_euclid(b) * y)
    }
}

/// The integer points `(g, k)`, `g, k ≥ 1`, of the line `a·g + b·k + c = 0` (`(a, b) ≠ 0`):
/// `Err(points)` where they are finitely many, `Ok(chart)` where they are a half-line, the
/// chart mapping `s ≥ 0` onto them (`t` unused).
pub(crate) fn line_points(a: i64, b: i64, c: i64) -> std::result::Result<Chart, Vec<(i64, i64)>> {
    let (d, x, y) = ext_gcd(a, b);
    if c % d != 0 {
        return Err(Vec::new());
    }
    // (g, k) = (g0 + dg·t, k0 + dk·t)
    let (g0, k0, mut dg, mut dk) = (x * (-c / d), y * (-c / d), b / d, -a / d);
    if dg < 0 || (dg == 0 && dk < 0) {
        (dg, dk) = (-dg, -dk);
    }
    // the least t with g0 + dg·t ≥ 1 (dg > 0), and the bounds from k
    let lo = |v0: i64, dv: i64| (1 - v0).div_euclid(dv) + i64::from((1 - v0).rem_euclid(dv) != 0);
    let hi = |v0: i64, dv: i64| (v0 - 1).div_euclid(-dv);
    let point = |t: i64| (g0 + dg * t, k0 + dk * t);
    match (dg, dk) {
        (0, _) if g0 < 1 => Err(Vec::new()),
        (0, dk) => {
            let t0 = lo(k0, dk);
            Ok(Chart { g: [0, 0, g0], k: [dk, 0, k0 + dk * t0] })
        }
        (_, 0) if k0 < 1 => Err(Vec::new()),
        (dg, 0) => {
            let t0 = lo(g0, dg);
            Ok(Chart { g: [dg, 0, g0 + dg * t0], k: [0, 0, k0] })
        }
        (dg, dk) if dk > 0 => {
            let t0 = lo(g0, dg).max(lo(k0, dk));
            let (g1, k1) = point(t0);
            Ok(Chart { g: [dg, 0, g1], k: [dk, 0, k1] })
        }
        (dg, dk) => Err((lo(g0, dg)..=hi(k0, dk)).map(point).collect()),
    }
}

/// A half-line of [`ClassCheck::half_lines`]: its first point `(g, k)`, its step, and the
/// verdict at its generic point.
pub type HalfLine = (Cell, Cell, Option<bool>);

/// What [`check_class`] found for one class.
#[derive(Clone, Debug)]
pub struct ClassCheck {
    /// The class.
    pub class: UClass,
    /// The verdict at the plane's generic point.
    pub generic: Option<bool>,
    /// Lines `a·g + b·k + c = 0` recorded with integer points `g, k ≥ 1`: half-lines, each
    /// decided by a run at its generic point, and bounded ones, every point checked.
    pub lines: [usize; 2],
    /// Points checked concretely (single points of half-lines and every point of a bounded
    /// line; each once): `[holding, no position of the lemma]`.
    pub points: [usize; 2],
    /// Every half-line: its first point `(g, k)`, its step and the verdict at its generic
    /// point.
    pub half_lines: Vec<HalfLine>,
    /// Where the defence fails: half-lines (as in `half_lines`, their generic verdict
    /// `Some(false)`).
    pub failed_lines: Vec<((i64, i64), (i64, i64))>,
    /// Points where the verdict is `Some(false)`.
    pub failed_points: Vec<(i64, i64)>,
    /// The largest absolute coefficient of a form recorded on the plane.
    pub max_coefficient: i64,
}

/// Lemma U's check for `class` (docs/FASTEST.md §5, "Lemma U"): the verdict at the generic
/// point of the plane `g, k ≥ 1`; on every line of a recorded form with integer points there,
/// the verdict at the line's generic point (a half-line) or at every point (a bounded line);
/// on a half-line, at every point where a form recorded by its run vanishes. Every other point
/// of a half-line takes its generic verdict, and every point on no recorded line the plane's:
/// the run there makes the same tests with the same answers. Errors: a representative that is
/// no generic point.
pub fn check_class(class: UClass) -> Result<ClassCheck> {
    let plane = Chart { g: [1, 0, 0], k: [0, 1, 0] };
    let (generic, forms) = plane.run(class)?;
    let mut out = ClassCheck { class, generic, lines: [0, 0], points: [0, 0], half_lines: Vec::new(), failed_lines: Vec::new(), failed_points: Vec::new(), max_coefficient: 0 };
    out.max_coefficient = forms.iter().flat_map(|f| f.iter().map(|c| c.abs())).max().unwrap_or(0);
    let mut points: Vec<(i64, i64)> = Vec::new();
    let mut lines: HashSet<[i64; 3]> = HashSet::new();
    for f in forms.iter().filter(|f| f[0] != 0 || f[1] != 0) {
        let d = ext_gcd(ext_gcd(f[0], f[1]).0, f[2]).0;
        if !lines.insert([f[0] / d, f[1] / d, f[2] / d]) {
            continue;
        }
        match line_points(f[0], f[1], f[2]) {
            Err(ps) => {
                out.lines[1] += usize::from(!ps.is_empty());
                points.extend(ps);
            }
            Ok(chart) => {
                out.lines[0] += 1;
                let (v, line_forms) = chart.run(class)?;
                out.half_lines.push((chart.at(0, 0), (chart.g[0], chart.k[0]), v));
                if v == Some(false) {
                    out.failed_lines.push((chart.at(0, 0), (chart.g[0], chart.k[0])));
                }
                for h in line_forms.iter().filter(|h| h[0] != 0) {
                    if h[2] % h[0] == 0 && -h[2] / h[0] >= 0 {
                        points.push(chart.at(-h[2] / h[0], 0));
                    }
                }
            }
        }
    }
    points.sort();
    points.dedup();
    for (g, k) in points {
        match verdict(class, g, k) {
            Some(true) => out.points[0] += 1,
            None => out.points[1] += 1,
            Some(false) => out.failed_points.push((g, k)),
        }
    }
    Ok(out)
}

/// [`check_class`] for every class ([`UClass::all`], in parallel, rayon). Errors: as
/// [`check_class`].
pub fn check_all() -> Result<Vec<ClassCheck>> {
    use rayon::prelude::*;
    UClass::all().into_par_iter().map(check_class).collect()
}

/// [`check_all`], run once per process; an error where a class fails (no class does:
/// `squarecert delay-every-board --one-three`).
/// Errors: as [`check_all`], or a class with a failing line or point, named.
pub fn table() -> Result<&'static [ClassCheck]> {
    static TABLE: std::sync::OnceLock<Vec<ClassCheck>> = std::sync::OnceLock::new();
    if let Some(t) = TABLE.get() {
        return Ok(t);
    }
    let t = check_all()?;
    if let Some(f) = t.iter().find(|f| f.generic != Some(true) || !f.failed_lines.is_empty() || !f.failed_points.is_empty()) {
        bail!("Lemma U fails for {:?}: generic {:?}, lines {:?}, points {:?}", f.class, f.generic, f.failed_lines, f.failed_points);
    }
    Ok(TABLE.get_or_init(|| t))
}

/// Where Lemma U applies on a board: P1's stones in the lemma's roles, P2's diagonal
/// neighbour of `z`, the units and the symmetry `sym` taking the frame to the board (`p − z
/// = sym(g·(1, 3))`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UPlace {
    /// P1's stone in no pair form with the others.
    pub z: Cell,
    /// The pair's stone `g·(1, 3)` from `z` (up to symmetry).
    pub p: Cell,
    /// The pair's other stone, `2k` from `p` on a row or column.
    pub q: Cell,
    /// P2's diagonal neighbour of `z`.
    pub b2: Cell,
    /// The units.
    pub g: i64,
    /// Half the pair's distance.
    pub k: i64,
    /// The symmetry (`every_board::sym`) from the frame to the board.
    pub sym: u8,
    /// The class in the frame.
    pub class: UClass,
}

impl UPlace {
    /// A frame cell on the board.
    fn to_board(self, c: Cell) -> Cell {
        let c = sym(self.sym, c);
        (self.z.0 + c.0, self.z.1 + c.1)
    }

    /// P2's ply-6 tempo cell on the board.
    pub fn w(self) -> Cell {
        self.to_board(self.class.w())
    }
}

/// Where Lemma U applies after ply 5 on the `n`×`n` board: P1's stones `p1` (any order) hold
/// `z`, `p = z + g·T(1, 3)` and `q`, `p` and `q` a RowEven pair ([`classify`]) and `q` in no
/// pair form with `z`; P2's stones `p2` hold a diagonal neighbour `b2` of `z`; the tempo cell
/// ([`UClass::w`]; the one beside `b2` along the board's x axis first, the other where the
/// first fails a condition here) and the third corners of `b2` and it are on the board, it is
/// free, and its class holds in `table` ([`check_all`]: no failing line or point). The first
/// such in the order of the stones. `None` otherwise.
pub fn place(table: &[ClassCheck], n: i64, p1: [Cell; 3], p2: &[Cell]) -> Option<UPlace> {
    let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
    let holds = |c: UClass| table.iter().any(|t| t.class == c && t.generic == Some(true) && t.failed_lines.is_empty() && t.failed_points.is_empty());
    for (i, j, l) in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)] {
        let (z, p, q) = (p1[i], p1[j], p1[l]);
        let Some(g) = one_three_unit(z, p) else { continue };
        if classify(p, q).map(|c| c.0) != Some(PairType::RowEven) || frame_related(z, q) {
            continue;
        }
        let Some(sy) = (0..8u8).find(|&s| sym(s, (g, 3 * g)) == (p.0 - z.0, p.1 - z.1)) else { continue };
        let dq = sym_inv(sy, (q.0 - p.0, q.1 - p.1));
        let k = (dq.0.abs() + dq.1.abs()) / 2;
        let u = (dq.0 / (2 * k), dq.1 / (2 * k));
        for &b2 in p2 {
            let delta = sym_inv(sy, (b2.0 - z.0, b2.1 - z.1));
            if delta.0.abs() != 1 || delta.1.abs() != 1 {
                continue;
            }
            // the tempo cell beside b2 along the board's x axis first
            let along_x = sy & 1 != 0;
            for across in [along_x, !along_x] {
                let class = UClass { delta, u, across };
                let at = UPlace { z, p, q, b2, g, k, sym: sy, class };
                let w = at.w();
                let cells_on = third_corners(b2, w).into_iter().chain([w]).all(|c| on(board, c));
                if cells_on && !p1.contains(&w) && !p2.contains(&w) && holds(class) {
                    return Some(at);
                }
            }
        }
    }
    None
}

/// P2's ply-6 cell by Lemma U on the `n`×`n` board (P1's stones `p1`, plies 1, 3, 5; P2's
/// `p2`, plies 2 and 4): the tempo cell of [`place`]. `None` where Lemma U does not apply.
pub fn ply6(table: &[ClassCheck], n: i64, p1: [Cell; 3], p2: [Cell; 2]) -> Option<Cell> {
    place(table, n, p1, &p2).map(UPlace::w)
}

/// P2's ply-8 cell by Lemma U on the `n`×`n` board: P1's stones `p1` (plies 1, 3, 5, 7), P2's
/// `p2` (plies 2, 4, 6, its ply 6 by [`ply6`]). `None` where Lemma U does not apply to P1's
/// first three stones and P2's first two, or P2 does not hold the tempo cell. Else, after a
/// fourth stone `d` on the pair's window `p + k[-4,4]²`, [`answer_cell`] on the plane (found
/// with P2's stones `b2` and the tempo cell alone), `Some(None)` where it is off the board or
/// taken (then any cell holds: a kill off the board or on a P2 stone is one beside P2's stones,
/// and a tempo move whose cell is P2's already completes a P2 square, which comes first); after
/// any other `d`, the corner (`stray::corner_for`) where one is free on the board, else
/// `Some(None)`. A P2 completion, where P2 has one, comes first and is the caller's.
pub fn ply8(table: &[ClassCheck], n: i64, p1: [Cell; 4], p2: [Cell; 3]) -> Option<Option<Cell>> {
    let at = place(table, n, [p1[0], p1[1], p1[2]], &p2[..2])?;
    let w = at.w();
    if !p2.contains(&w) {
        return None;
    }
    let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
    let d = p1[3];
    let free = |c: Cell| on(board, c) && !p1.contains(&c) && !p2.contains(&c);
    let (dx, dy) = (d.0 - at.p.0, d.1 - at.p.1);
    let in_window = dx % at.k == 0 && dy % at.k == 0 && (dx / at.k).abs() <= 4 && (dy / at.k).abs() <= 4;
    if in_window {
        let x = answer_cell(&[at.z, at.p, at.q, d], &[at.b2, w], at.k)?;
        return Some(free(x).then_some(x));
    }
    let taken: Vec<Cell> = p1.iter().chain(&p2).copied().chain(third_corners(at.p, at.q).into_iter().filter(|&c| !on(board, c))).collect();
    Some(corner_for(at.p, at.q, at.z, d, &taken).ok()?.filter(|&c| free(c)))
}

/// `squarecert delay-every-board --one-three`: runs [`check_all`] and prints, per class, the
/// generic verdict, the lines and points checked and any failure, then a summary line with the
/// time. Errors: as [`check_all`], or a class that fails.
pub fn run() -> Result<()> {
    let t = std::time::Instant::now();
    let found = check_all()?;
    let mut bad = 0;
    for f in &found {
        let ok = f.generic == Some(true) && f.failed_lines.is_empty() && f.failed_points.is_empty();
        bad += usize::from(!ok);
        println!(
            "delta {:?} u {:?} {}: generic {:?}, {} half-lines and {} bounded lines, {} points holding and {} no position, largest coefficient {}{}",
            f.class.delta,
            f.class.u,
            if f.class.across { "across" } else { "along" },
            f.generic,
            f.lines[0],
            f.lines[1],
            f.points[0],
            f.points[1],
            f.max_coefficient,
            if ok { String::new() } else { format!("; FAILS on lines {:?} and at points {:?}", f.failed_lines, f.failed_points) }
        );
    }
    let sum = |i: usize, j: usize| found.iter().map(|f| if i == 0 { f.lines[j] } else { f.points[j] }).sum::<usize>();
    println!("Lemma U: {} classes, {} failing; {} half-lines, {} bounded lines, {} points holding, {} no position; {:.1?}", found.len(), bad, sum(0, 0), sum(0, 1), sum(1, 0), sum(1, 1), t.elapsed());
    if bad > 0 {
        bail!("Lemma U fails in {bad} classes");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The integer points `g, k ≥ 1` of a few lines, against a plain scan of `[1, 60]²`.
    #[test]
    fn line_points_finds_every_point() {
        for (a, b, c) in [(1, -1, 0), (1, 1, -5), (2, 0, -3), (0, 1, -3), (2, -4, 2), (3, -2, 7), (-5, 3, -1), (4, 6, -40), (1, 2, 10), (0, -3, 6)] {
            let scan: Vec<(i64, i64)> = (1..=60).flat_map(|g| (1..=60).map(move |k| (g, k))).filter(|&(g, k)| a * g + b * k + c == 0).collect();
            let found: Vec<(i64, i64)> = match line_points(a, b, c) {
                Err(ps) => ps,
                Ok(chart) => {
                    // a half-line: its first point has g, k ≥ 1 and the one before does not
                    let (g0, k0) = chart.at(-1, 0);
                    assert!(g0 < 1 || k0 < 1, "({a}, {b}, {c}): the chart starts late");
                    (0..200).map(|s| chart.at(s, 0)).filter(|&(g, k)| g <= 60 && k <= 60).collect()
                }
            };
            let mut found = found;
            found.sort();
            assert_eq!(found, scan, "({a}, {b}, {c})");
        }
    }

    /// The parity tests of `Aff` flag a form with an odd coefficient of a parameter, and only
    /// such a form.
    #[test]
    fn parity_tests_flag_a_varying_parity() {
        take_parity_varies();
        assert!(Form::even(Aff { v: 4, c: [2, 0, 2] }));
        assert_eq!(Form::half(Aff { v: 6, c: [2, 4, 2] }).map(|a| a.c), Some([1, 2, 1]));
        assert!(!take_parity_varies());
        assert!(!Form::even(Aff { v: 3, c: [1, 0, 0] }));
        assert!(take_parity_varies());
        assert!(Form::half(Aff { v: 4, c: [2, 1, 0] }).is_none());
        assert!(take_parity_varies());
        // a run starts with the flag clear, and reports a parity test it makes
        Form::even(Aff { v: 3, c: [1, 0, 0] });
        let chart = Chart { g: [1, 0, 0], k: [0, 1, 0] };
        chart.run_with(|_, _| None).unwrap();
        assert!(!take_parity_varies(), "run_with clears a flag raised before it");
        chart.run_with(|g, _| Some(Form::even(g))).unwrap();
        assert!(take_parity_varies(), "a parity test of g (coefficient 1) in the run");
    }

    /// `ext_gcd` gives Bézout coefficients, with signs.
    #[test]
    fn ext_gcd_is_bezout() {
        for a in -12..=12 {
            for b in -12..=12 {
                if (a, b) == (0, 0) {
                    continue;
                }
                let (d, x, y) = ext_gcd(a, b);
                assert!(d > 0 && a % d == 0 && b % d == 0 && a * x + b * y == d, "{a} {b}: {d} {x} {y}");
            }
        }
    }

    /// The symbolic run records forms and flags a representative on a recorded line: the
    /// plane's run of one class meets forms with a constant term (P2's stones), and a chart
    /// through the point `(1, 1)` at its representative's parameters is no generic point.
    #[test]
    fn the_symbolic_run_records_affine_forms() {
        let class = UClass { delta: (1, 1), u: (1, 0), across: false };
        let (v, forms) = Chart { g: [1, 0, 0], k: [0, 1, 0] }.run(class).unwrap();
        assert_eq!(v, Some(true));
        assert!(forms.iter().any(|f| f[2] != 0 && (f[0] != 0 || f[1] != 0)), "no affine form met");
        // g = k = REP.0: the form g − k vanishes at the representative, not identically
        assert!(Chart { g: [1, 0, 0], k: [1, 0, 0] }.run(class).is_ok(), "one parameter: g − k is identically zero there");
        assert!(Chart { g: [1, 0, 0], k: [0, 0, REP.0] }.run(class).is_err());
    }
}
