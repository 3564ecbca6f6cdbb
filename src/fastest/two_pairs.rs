//! *Lemma T* of docs/FASTEST.md §5 ("Two pairs: the kill defence and its ratio lemma"): on
//! every board, whatever P2's first two moves, P2 holds ply 11 after three P1 stones two or
//! three of whose pairs are in a pair form, none an even distance on a row or column, except
//! for the shape classes and unit ratios the check finds failing.
//!
//! A *shape* puts a stone `s1` in a pair form with both others at the origin, `s2 = g·A` for
//! `A` the offset of a pair type ([`PairType::offset`] at unit 1) and `s3 = h·B` for `B` any of
//! the 8 images of a second type's offset ([`ShapeClass`]); shapes with a
//! [`PairType::RowEven`] pair (whose defence needs Lemma L11's tempo moves) are *out*. The
//! defence ([`kill_defence`]) ignores P2's first two stones (more P2 stones only take cells
//! from P1) and plays a ply-6 cell (none, or a named cell) and then, after every P1 fourth
//! stone `d`, a *killing* answer (`every_board::kills`: P1's one threat cell blocked, and no
//! P1 move then making two threat cells), on the plane. By `frame_or_bowtie`
//! (coq/SquareGame/Frames.v), `d` takes part in a double threat at ply 9, or makes a threat
//! cell at ply 7, only on a *named* cell (`named_cells`): a cell of the lattice window of a
//! pair (every frame holding the pair lies in it), or a third corner of a stone and a third
//! corner of a pair of the stones (a bowtie); every other `d` gets one fixed answer, a kill
//! for the three stones alone. A kill holds on every board and beside any other P2 stones.
//!
//! [`kill_defence`] decides one pair of units `(g, h)`; the *ratio lemma* ([`ratio_check`])
//! decides them all: every cell the check builds is a linear form `c0·g + c1·h` and every test
//! it makes an equality or a parity (the geometry is written for any [`Coord`], which has no
//! order), so one run per parity class on symbolic coordinates ([`Lin`], at a generic
//! representative, recording every form its tests meet) and one concrete run per critical
//! ratio (where a recorded form vanishes) and parity of the multiple decide every pair of
//! units ([`RatioCheck::predict`], [`settles`]). [`probe`] asks the shapes up to a unit bound
//! directly.
//!
//! *Lemma T beside a corner* (docs/FASTEST.md §5) asks the same defence with one P2 stone, a
//! *helper*, held from the start: a third corner of a pair on a row or column
//! ([`helper_forms`]), RowEven pairs now allowed ([`kill_defence_beside`],
//! [`kill_ply8_beside`]). Lemma R shows a RowEven pair or two odd row pairs at a right angle
//! need such a stone; the ratio lemma decides every pair of units beside each helper
//! ([`ratio_check_beside`], [`beside_table`] over [`beside_classes`]), and [`helper_for`] finds
//! the helper among P2's stones on a board, or off it.

use super::every_board::{kills, on, sym, sym_inv, third_corners, threat_cells, Cell, Coord, PairType, Rect};
use std::cell::RefCell;
use std::collections::HashSet;

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

/// A list of cells with coordinates `T`.
type Cells<T> = Vec<(T, T)>;

/// A coordinate of the probe: [`Coord`] with multiples and parity. `i64` for cells, [`Lin`]
/// for the ratio lemma.
pub trait Form: Coord {
    /// `k` times the coordinate.
    fn times(self, k: i64) -> Self;
    /// Whether the coordinate is even.
    fn even(self) -> bool;
    /// Half the coordinate, where it is a coordinate of its kind (`i64`: even; [`Lin`]: even
    /// coefficients); `None` otherwise.
    fn half(self) -> Option<Self>;
}

impl Form for i64 {
    fn times(self, k: i64) -> i64 {
        self * k
    }
    fn even(self) -> bool {
        self % 2 == 0
    }
    fn half(self) -> Option<i64> {
        (self % 2 == 0).then_some(self / 2)
    }
}

/// The lattice window `a + u[-4,4]²` (Lemma L11's reach for a pair of unit `u`; the same set
/// for `-u`), row by row.
fn window<T: Form>(a: (T, T), u: T) -> impl Iterator<Item = (T, T)> {
    (-4..=4).flat_map(move |j| (-4..=4).map(move |i| (a.0 + u.times(i), a.1 + u.times(j))))
}

/// How two cells are in a pair form (`every_board::classify`'s types, by equality and parity
/// tests only): the type and a unit, up to sign (the unit of `classify` for all but a RowEven
/// pair, which is twice it). `None` when they are in none (or the same cell).
fn relation<T: Form>(p: (T, T), q: (T, T)) -> Option<(PairType, T)> {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let z = T::ZERO;
    let row = |d: T| if d.even() { PairType::RowEven } else { PairType::RowOdd };
    if dx == z && dy == z {
        None
    } else if dy == z {
        Some((row(dx), dx))
    } else if dx == z {
        Some((row(dy), dy))
    } else if dx == dy || dx == -dy {
        Some((PairType::Diagonal, dx))
    } else if dx == dy.times(2) || dx == dy.times(-2) {
        Some((PairType::Knight, dy))
    } else if dy == dx.times(2) || dy == dx.times(-2) {
        Some((PairType::Knight, dx))
    } else {
        None
    }
}

/// The pairs of the stones `s` in a pair form, as `(i, j, unit)` ([`relation`]); `None` when
/// one of them is a [`PairType::RowEven`] pair.
fn lone_pairs<T: Form>(s: [(T, T); 3]) -> Option<Vec<(usize, usize, T)>> {
    pairs_of(s, false)
}

/// The pairs of the stones `s` in a pair form, as `(i, j, unit)`: the unit of the pair's
/// lattice window `s_i + u[-4,4]²`, [`relation`]'s, halved for a [`PairType::RowEven`] pair
/// (whose frames have spacing `u` or `2u`). `None` when a RowEven pair occurs and `even` is
/// false, or its distance has no half of its kind ([`Form::half`]).
pub(crate) fn pairs_of<T: Form>(s: [(T, T); 3], even: bool) -> Option<Vec<(usize, usize, T)>> {
    let mut out = Vec::new();
    for (i, j) in [(0, 1), (0, 2), (1, 2)] {
        if let Some((t, u)) = relation(s[i], s[j]) {
            let u = match t {
                PairType::RowEven if !even => return None,
                PairType::RowEven => u.half()?,
                _ => u,
            };
            out.push((i, j, u));
        }
    }
    Some(out)
}

/// The *named* cells of the stones `s` (their pairs in a pair form `pairs`, [`lone_pairs`]):
/// the cells of each pair's lattice window, and the third corners of a stone and a third
/// corner of a pair; the stones left out; in the order met, each once (equality tests only).
/// With the pairs' third corners.
pub(crate) fn named_cells<T: Form>(s: [(T, T); 3], pairs: &[(usize, usize, T)]) -> (Cells<T>, Cells<T>) {
    let mut named: Vec<(T, T)> = Vec::new();
    let mut add = |c: (T, T)| {
        if !s.contains(&c) && !named.contains(&c) {
            named.push(c);
        }
    };
    let mut thirds: Vec<(T, T)> = Vec::new();
    for &(i, j, u) in pairs {
        window(s[i], u).for_each(&mut add);
        thirds.extend(third_corners(s[i], s[j]));
    }
    for &m in &thirds {
        for x in s {
            third_corners(x, m).into_iter().for_each(&mut add);
        }
    }
    thirds.retain(|c| !s.contains(c));
    (named, thirds)
}

/// The kill defence's ply-8 answer on the plane (Lemma T's rule; cells `(x, y)`): P1 holding
/// the stones `s` and its fourth stone `d`, P2 its ply-6 cell `x6` (`None`: a cell taking part
/// in nothing). Where `d` is a named cell (`named_cells` of `s`), the first cell killing
/// (`every_board::kills`) among the named cells and the third corners of a stone and `d`; else
/// the first named cell or pair's third corner killing for the three stones alone. `None`
/// where the stones are none of the probe's shapes or no such cell kills (never after a ply-6
/// cell of [`kill_defence`]). On a board P2 plays any cell where the answer is off the board or
/// its own already (a kill holds on every board, beside any other P2 stones).
pub fn kill_ply8(s: [Cell; 3], x6: Option<Cell>, d: Cell) -> Option<Cell> {
    ply8_with(s, false, &[], x6, d)
}

/// [`kill_ply8`] beside P2's `helpers` (Lemma T beside a corner; RowEven pairs allowed): the
/// ply-8 answer of [`kill_defence_beside`]'s check to the fourth stone `d` after P2's ply-6 cell
/// `x6`. `None` where the stones are in no pair form or no cell kills.
pub fn kill_ply8_beside(s: [Cell; 3], helpers: &[Cell], x6: Option<Cell>, d: Cell) -> Option<Cell> {
    ply8_with(s, true, helpers, x6, d)
}

/// [`kill_ply8`] (`even` false, no helpers) and [`kill_ply8_beside`]: the killing answer to the
/// fourth stone `d`, the pairs taken as [`pairs_of`] with `even`.
fn ply8_with(s: [Cell; 3], even: bool, helpers: &[Cell], x6: Option<Cell>, d: Cell) -> Option<Cell> {
    let pairs = pairs_of(s, even)?;
    let (named, thirds) = named_cells(s, &pairs);
    answer(s, &named, &thirds, helpers, x6, named.contains(&d).then_some(d))
}

/// The killing answer of [`kill_ply8`] and [`kill_defence`]'s check: after a named fourth stone
/// `d`, the first kill among the named cells and the third corners of a stone and `d`; with
/// `d` `None` (a fourth stone on no named cell), the first named cell or pair's third corner
/// killing for the three stones alone.
fn answer<T: Form>(s: [(T, T); 3], named: &[(T, T)], thirds: &[(T, T)], helpers: &[(T, T)], x6: Option<(T, T)>, d: Option<(T, T)>) -> Option<(T, T)> {
    let p2: Vec<(T, T)> = helpers.iter().copied().chain(x6).collect();
    match d {
        Some(d) => {
            let p1 = [s[0], s[1], s[2], d];
            let extra: Vec<(T, T)> = s.iter().flat_map(|&x| third_corners(x, d)).collect();
            named.iter().chain(&extra).copied().find(|&x| Some(x) != x6 && x != d && kills(&p1, &p2, x))
        }
        None => named.iter().chain(thirds).copied().find(|&x| Some(x) != x6 && kills(&s, &p2, x)),
    }
}

/// Whether P2, having played `x6` at ply 6 (`None`: a cell taking part in nothing), keeps P1
/// (the stones `s`, no threat cell after `x6`) from a square by ply 11 with killing answers
/// at ply 8: one fixed kill for every fourth stone off the named cells `named`, and a kill
/// among the named cells and the third corners of a stone and the fourth stone for every
/// fourth stone on them.
fn holds_with<T: Form>(s: [(T, T); 3], named: &[(T, T)], thirds: &[(T, T)], helpers: &[(T, T)], x6: Option<(T, T)>) -> bool {
    let p2: Vec<(T, T)> = helpers.iter().copied().chain(x6).collect();
    threat_cells(&s, &p2, None).is_empty()
        && answer(s, named, thirds, helpers, x6, None).is_some()
        && named.iter().filter(|&&d| Some(d) != x6 && !helpers.contains(&d)).all(|&d| answer(s, named, thirds, helpers, x6, Some(d)).is_some())
}

/// The probe's defence for the three P1 stones `s` (cells `(x, y)` on the plane): the first
/// ply-6 cell (none first, then the pairs' third corners, then the named cells) after which
/// killing answers hold (`holds_with`). `None` where the shape has a RowEven pair or no
/// such cell exists; `Some(None)` where no ply-6 cell is needed.
pub fn kill_defence<T: Form>(s: [(T, T); 3]) -> Option<Option<(T, T)>> {
    defence_with(s, false, &[])
}

/// The kill defence beside P2 stones `helpers` held before ply 6 (*Lemma T beside a corner*,
/// docs/FASTEST.md §5; cells `(x, y)` on the plane): as [`kill_defence`], with RowEven pairs
/// among the stones allowed (their window's unit half the distance) and the helpers in P2's
/// hand throughout: the first ply-6 cell (none, a pair's third corner, a named cell; never a
/// helper) after which killing answers hold. `None` where no such cell exists; `Some(None)`
/// where none is needed. Ask [`beside_outcome`] first: it leaves out the stones this does not
/// take.
pub fn kill_defence_beside<T: Form>(s: [(T, T); 3], helpers: &[(T, T)]) -> Option<Option<(T, T)>> {
    defence_with(s, true, helpers)
}

/// [`kill_defence`] (`even` false, no helpers) and [`kill_defence_beside`]: the first ply-6 cell
/// (none, a pair's third corner, a named cell; never a helper) after which killing answers hold
/// beside `helpers`, the pairs taken as [`pairs_of`] with `even`.
fn defence_with<T: Form>(s: [(T, T); 3], even: bool, helpers: &[(T, T)]) -> Option<Option<(T, T)>> {
    let pairs = pairs_of(s, even)?;
    let (named, thirds) = named_cells(s, &pairs);
    std::iter::once(None)
        .chain(thirds.iter().chain(&named).filter(|c| !helpers.contains(c)).map(|&c| Some(c)))
        .find(|&x6| holds_with(s, &named, &thirds, helpers, x6))
}

/// The verdict of [`kill_defence_beside`] on the stones `s` beside `helpers`: `None` where they
/// are none of its shapes (two stones on one cell, no pair in a pair form, a RowEven distance
/// with no half of its kind, or a helper on a stone), else whether the defence is found.
pub fn beside_outcome<T: Form>(s: [(T, T); 3], helpers: &[(T, T)]) -> Option<bool> {
    let pairs = pairs_of(s, true)?;
    if pairs.is_empty() || s[0] == s[1] || s[0] == s[2] || s[1] == s[2] || helpers.iter().any(|h| s.contains(h)) {
        return None;
    }
    Some(kill_defence_beside(s, helpers).is_some())
}

/// The probe's verdict on the stones `s`: `None` where they are none of its shapes (two on one
/// cell, or a RowEven pair among them), else whether [`kill_defence`] finds its defence.
pub fn outcome<T: Form>(s: [(T, T); 3]) -> Option<bool> {
    (s[1] != s[2] && lone_pairs(s).is_some()).then(|| kill_defence(s).is_some())
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
    let mut rows: Vec<ProbeRow> = Vec::new();
    for class in shape_classes() {
        let types = (class.ta, class.tb);
        if rows.last().is_none_or(|r| r.types != types) {
            rows.push(ProbeRow { types, shapes: 0, three_pairs: 0, held: 0, failed: Vec::new() });
        }
        let row = rows.last_mut().expect("a row for the class's types");
        for g in 1..=gmax {
            for h in (1..=gmax).filter(|&h| class.fits(g, h)) {
                let s = class.stones(g, h);
                let Some(held) = outcome(s) else { continue };
                row.shapes += 1;
                row.three_pairs += usize::from(relation(s[1], s[2]).is_some());
                if held {
                    row.held += 1;
                } else {
                    row.failed.push((s[2], g, h));
                }
            }
        }
    }
    rows
}

/// A coordinate `c0·g + c1·h` of a shape with units `g`, `h` (the ratio lemma), carried with
/// its value `v` at one representative `(g, h)`. Every equality test between two of them
/// ([`PartialEq`]) records the difference of their forms (thread-local, [`take_forms`]) and
/// answers by the values; [`take_forms`] also reports whether some test found equal values
/// for different forms (the representative was then no generic point).
#[derive(Clone, Copy, Debug)]
pub struct Lin {
    /// The value at the representative.
    pub v: i64,
    /// The coefficients of `g` and `h`.
    pub c: [i64; 2],
}

thread_local! {
    /// The forms the equality tests of [`Lin`] met, and whether one vanished at the
    /// representative without vanishing identically.
    static FORMS: RefCell<(HashSet<[i64; 2]>, bool)> = RefCell::new((HashSet::new(), false));
}

/// The forms recorded by [`Lin`]'s equality tests on this thread since the last call (each
/// once, normalized to a nonnegative first nonzero coefficient, identically zero ones left
/// out), and whether the representative was generic for all of them; clears the record.
pub fn take_forms() -> (Vec<[i64; 2]>, bool) {
    FORMS.with(|f| {
        let (forms, bad) = std::mem::take(&mut *f.borrow_mut());
        let mut out: Vec<[i64; 2]> = Vec::new();
        for c in forms {
            let c = if c[0] < 0 || (c[0] == 0 && c[1] < 0) { [-c[0], -c[1]] } else { c };
            if c != [0, 0] && !out.contains(&c) {
                out.push(c);
            }
        }
        (out, !bad)
    })
}

impl PartialEq for Lin {
    fn eq(&self, o: &Lin) -> bool {
        let d = [self.c[0] - o.c[0], self.c[1] - o.c[1]];
        let equal = self.v == o.v;
        FORMS.with(|f| {
            let mut f = f.borrow_mut();
            if equal != (d == [0, 0]) {
                f.1 = true;
            }
            if d != [0, 0] {
                f.0.insert(d);
            }
        });
        equal
    }
}

impl std::ops::Add for Lin {
    type Output = Lin;
    fn add(self, o: Lin) -> Lin {
        Lin { v: self.v + o.v, c: [self.c[0] + o.c[0], self.c[1] + o.c[1]] }
    }
}

impl std::ops::Sub for Lin {
    type Output = Lin;
    fn sub(self, o: Lin) -> Lin {
        Lin { v: self.v - o.v, c: [self.c[0] - o.c[0], self.c[1] - o.c[1]] }
    }
}

impl std::ops::Neg for Lin {
    type Output = Lin;
    fn neg(self) -> Lin {
        Lin { v: -self.v, c: [-self.c[0], -self.c[1]] }
    }
}

impl Coord for Lin {
    const ZERO: Lin = Lin { v: 0, c: [0, 0] };
    /// The ratio lemma works on the plane only: a board would be an order test.
    fn on_rect(r: Option<Rect>, _x: Lin, _y: Lin) -> bool {
        assert!(r.is_none(), "the ratio lemma's coordinates work on the plane only");
        true
    }
}

impl Form for Lin {
    fn times(self, k: i64) -> Lin {
        Lin { v: self.v * k, c: [self.c[0] * k, self.c[1] * k] }
    }
    /// The parity at the representative: that of every `(g, h)` of its parity class.
    fn even(self) -> bool {
        self.v % 2 == 0
    }
    /// Half the form where its coefficients are even (a RowEven pair built from a shape's
    /// offsets); `None` where they are odd (two odd multiples summing to an even distance,
    /// which no linear form with integer coefficients halves).
    fn half(self) -> Option<Lin> {
        (self.c[0] % 2 == 0 && self.c[1] % 2 == 0).then(|| Lin { v: self.v / 2, c: [self.c[0] / 2, self.c[1] / 2] })
    }
}

/// The representative of the parity class `(g mod 2, h mod 2)`: `g` near `2^16`, `h` near
/// `2^40`, so that `c0·g + c1·h` vanishes only for `c0 = c1 = 0` while `|c0|, |c1| < 2^22`
/// (and every value stays below `2^63`), which [`take_forms`] checks test by test.
pub fn representative(g_odd: bool, h_odd: bool) -> (i64, i64) {
    ((1 << 16) + i64::from(g_odd), (1 << 40) + i64::from(h_odd))
}

/// A shape class of the ratio lemma: the types of `(s1, s2)` and `(s1, s3)` and the image
/// `b` of the second type's offset (`s2 = g·ta.offset(1)`, `s3 = h·b`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShapeClass {
    /// The type of `(s1, s2)`.
    pub ta: PairType,
    /// The type of `(s1, s3)`.
    pub tb: PairType,
    /// `s3`'s offset at unit 1.
    pub b: Cell,
}

impl ShapeClass {
    /// The shape's stones at units `g`, `h`.
    pub fn stones(self, g: i64, h: i64) -> [Cell; 3] {
        let a = self.ta.offset(g);
        [(0, 0), a, (self.b.0 * h, self.b.1 * h)]
    }

    /// Whether units `g`, `h` fit the types (a RowOdd pair's unit is odd).
    pub fn fits(self, g: i64, h: i64) -> bool {
        (self.ta != PairType::RowOdd || g % 2 == 1) && (self.tb != PairType::RowOdd || h % 2 == 1)
    }
}

/// One parity class `(g_odd, h_odd)` at its generic representative ([`RatioCheck::generic`]):
/// the class, the outcome ([`outcome`], or beside a helper [`beside_outcome`]) and the
/// critical ratios `(q, p)`.
pub type GenericPoint = ((bool, bool), Option<bool>, Vec<(i64, i64)>);

/// A cell of a shape with units `g`, `h` as two linear forms: `(f[0]·(g, h), f[1]·(g, h))`
/// (a helper of [`ratio_check_beside`]).
pub type CellForm = [[i64; 2]; 2];

/// The cell of the form `f` at units `g`, `h`.
pub fn eval_form(f: CellForm, g: i64, h: i64) -> Cell {
    (f[0][0] * g + f[0][1] * h, f[1][0] * g + f[1][1] * h)
}

/// The coordinate `c[0]·g + c[1]·h` as a [`Lin`] at the representative `(g, h)`.
fn lin_form(c: [i64; 2], g: i64, h: i64) -> Lin {
    Lin { v: c[0] * g + c[1] * h, c }
}

/// The cell of the form `f` on [`Lin`] coordinates at the representative `(g, h)`.
fn lin_cell(f: CellForm, g: i64, h: i64) -> (Lin, Lin) {
    (lin_form(f[0], g, h), lin_form(f[1], g, h))
}

/// The stones of a shape of `class` ([`ShapeClass::stones`]) on [`Lin`] coordinates at the
/// representative `(g, h)`.
fn lin_stones(class: ShapeClass, g: i64, h: i64) -> [(Lin, Lin); 3] {
    let a = class.ta.offset(1);
    [(Lin::ZERO, Lin::ZERO), lin_cell([[a.0, 0], [a.1, 0]], g, h), lin_cell([[0, class.b.0], [0, class.b.1]], g, h)]
}

/// What the ratio lemma finds for one [`ShapeClass`] ([`ratio_check`], or beside a helper,
/// [`ratio_check_beside`]).
#[derive(Clone, Debug)]
pub struct RatioCheck {
    /// The class.
    pub class: ShapeClass,
    /// The P2 helper stone held before ply 6, as a form ([`CellForm`]), for
    /// [`ratio_check_beside`]; `None` for Lemma T's own check.
    pub helper: Option<CellForm>,
    /// Per parity class `(g_odd, h_odd)` the types allow: the outcome at its generic
    /// representative ([`outcome`], or beside a helper [`beside_outcome`]: `Some(holds)`, or
    /// `None` where the class's shapes are none of the check's, which beside a helper
    /// includes a RowEven distance whose form has odd coefficients, though the concrete check
    /// may answer there: a safe difference, `None` never counting as holding), and the
    /// critical ratios `(q, p)` (`g : h = q : p` in lowest terms) where one of the forms its
    /// tests met vanishes.
    pub generic: Vec<GenericPoint>,
    /// At every critical ratio of any parity class, for `t` = 1 and 2 (where the units fit the
    /// types): `((q, p), t, outcome)` for `(g, h) = (t·q, t·p)`, the outcome `Some(holds)`, or
    /// `None` where the shape is none of the check's ([`outcome`]: two stones on one cell, or a
    /// RowEven pair; [`beside_outcome`]: two stones on one cell, the helper on a stone, or no
    /// pair).
    pub critical: Vec<((i64, i64), i64, Option<bool>)>,
}

/// The ratio lemma's check for one shape class (docs/FASTEST.md §5, "Two pairs: the kill defence and its ratio lemma",
/// the ratio lemma): [`kill_defence`] on [`Lin`] coordinates at the representative of each
/// parity class, recording every form its tests meet; then the concrete check at every
/// critical ratio. Errors name the class where a representative was not generic.
pub fn ratio_check(class: ShapeClass) -> anyhow::Result<RatioCheck> {
    ratio_check_beside(class, None)
}

/// The shape's verdict for the ratio lemma: Lemma T's ([`outcome`]) with no helper, else
/// [`beside_outcome`] beside the helper's cell.
fn verdict<T: Form>(s: [(T, T); 3], helper: Option<(T, T)>) -> Option<bool> {
    match helper {
        None => outcome(s),
        Some(x) => beside_outcome(s, &[x]),
    }
}

/// The ratio lemma's check for one shape class beside a P2 helper stone (docs/FASTEST.md §5,
/// "Lemma T beside a corner"): as [`ratio_check`], with [`beside_outcome`] (RowEven pairs
/// allowed, the helper `helper`'s cell in P2's hand) in place of [`outcome`]; the helper's
/// forms enter the recorded tests like every other cell's. `None`: [`ratio_check`] itself.
/// Errors name the class where a representative was not generic.
pub fn ratio_check_beside(class: ShapeClass, helper: Option<CellForm>) -> anyhow::Result<RatioCheck> {
    let mut generic = Vec::new();
    let mut ratios: Vec<(i64, i64)> = Vec::new();
    for (g_odd, h_odd) in [(false, false), (false, true), (true, false), (true, true)] {
        let (g, h) = representative(g_odd, h_odd);
        if !class.fits(g, h) {
            continue;
        }
        let s = lin_stones(class, g, h);
        take_forms();
        let held = verdict(s, helper.map(|f| lin_cell(f, g, h)));
        let (forms, ok) = take_forms();
        if !ok {
            anyhow::bail!("the ratio lemma's representative ({g}, {h}) is no generic point for {class:?} beside {helper:?}");
        }
        let mut crit: Vec<(i64, i64)> = forms
            .iter()
            .filter(|c| c[0] != 0 && c[1] != 0 && (c[0] > 0) != (c[1] > 0))
            .map(|c| reduced(c[1].abs(), c[0].abs()))
            .collect();
        crit.sort();
        crit.dedup();
        for &r in &crit {
            if !ratios.contains(&r) {
                ratios.push(r);
            }
        }
        generic.push(((g_odd, h_odd), held, crit));
    }
    ratios.sort();
    let mut critical = Vec::new();
    for &(q, p) in &ratios {
        for t in [1, 2] {
            let (g, h) = (t * q, t * p);
            if class.fits(g, h) {
                critical.push(((q, p), t, verdict(class.stones(g, h), helper.map(|f| eval_form(f, g, h)))));
            }
        }
    }
    Ok(RatioCheck { class, helper, generic, critical })
}

/// The helpers [`beside_table`] tries for a class: the third corners of each pair of its
/// stones on one row or column (a RowOdd or RowEven pair) at the generic point, as forms, each
/// once, none on a stone. Those of a RowEven pair are the corners of the two squares of side
/// `2g` on it, where the opening rule's ray cell and opposite corner fall.
pub fn helper_forms(class: ShapeClass) -> Vec<CellForm> {
    let (g, h) = representative(true, true);
    let s = lin_stones(class, g, h);
    let mut out: Vec<CellForm> = Vec::new();
    for (i, j) in [(0, 1), (0, 2), (1, 2)] {
        if !matches!(relation(s[i], s[j]), Some((PairType::RowOdd | PairType::RowEven, _))) {
            continue;
        }
        for c in third_corners(s[i], s[j]) {
            let f = [c.0.c, c.1.c];
            if !s.iter().any(|x| [x.0.c, x.1.c] == f) && !out.contains(&f) {
                out.push(f);
            }
        }
    }
    take_forms();
    out
}

/// Every shape class over all four pair types ([`PairType::ALL`]; RowEven pairs allowed), the
/// first type at or before the second, every image of the second type's offset: 56 classes.
pub fn all_shape_classes() -> Vec<ShapeClass> {
    classes_of(&PairType::ALL)
}

/// The classes of Lemma T beside a corner ([`beside_table`]): a pair on a row or column, RowOdd
/// or RowEven, with a Diagonal or a Knight pair (24 classes), and two RowOdd pairs at a right
/// angle (2): the classes of [`all_shape_classes`] where a third corner of a row pair as the
/// helper lets the kill defence hold at some generic point. (`two_pairs -- beside all`: the
/// others with a row pair, a RowOdd or RowEven pair with a RowEven pair, fail at every generic
/// point with every such helper, and three stones on one row are out.)
pub fn beside_classes() -> Vec<ShapeClass> {
    use PairType::*;
    all_shape_classes().into_iter().filter(|c| (matches!(c.ta, RowOdd | RowEven) && matches!(c.tb, Diagonal | Knight)) || (c.ta == RowOdd && c.tb == RowOdd && c.b.0 == 0)).collect()
}

/// The ratio lemma beside a helper for every class of [`beside_classes`] (`all`: of
/// [`all_shape_classes`]) and every helper of [`helper_forms`] (in parallel, rayon). Errors:
/// as [`ratio_check_beside`].
pub fn beside_table(all: bool) -> anyhow::Result<Vec<RatioCheck>> {
    use rayon::prelude::*;
    let classes = if all { all_shape_classes() } else { beside_classes() };
    let jobs: Vec<(ShapeClass, CellForm)> = classes.into_iter().flat_map(|c| helper_forms(c).into_iter().map(move |f| (c, f))).collect();
    jobs.into_par_iter().map(|(c, f)| ratio_check_beside(c, Some(f))).collect()
}

impl RatioCheck {
    /// The outcome this check predicts for the class's shape at units `g`, `h` (≥ 1): at a
    /// critical ratio `q : p` the concrete check's at `t·(q, p)` with `t ≡ g/q (mod 2)`, else
    /// the generic one of the parity class of `(g, h)` (the ratio lemma). `None` where the
    /// units do not fit the types or the shape is none of the probe's.
    pub fn predict(&self, g: i64, h: i64) -> Option<bool> {
        if g < 1 || h < 1 || !self.class.fits(g, h) {
            return None;
        }
        let (q, p) = reduced(g, h);
        let t = if (g / q) % 2 == 1 { 1 } else { 2 };
        if let Some(&(_, _, o)) = self.critical.iter().find(|&&(r, tt, _)| r == (q, p) && tt == t) {
            return o;
        }
        self.generic.iter().find(|(par, _, _)| *par == (g % 2 == 1, h % 2 == 1)).and_then(|&(_, o, _)| o)
    }
}

/// The ratio lemma's table: [`ratio_check`] for every class of [`shape_classes`] (in
/// parallel, rayon). Errors: as [`ratio_check`].
pub fn ratio_table() -> anyhow::Result<Vec<RatioCheck>> {
    use rayon::prelude::*;
    shape_classes().into_par_iter().map(ratio_check).collect()
}

/// Whether the ratio lemma settles P1's three stones `p1` (any order, cells `(x, y)`): for
/// some stone in a pair form with both others, some symmetry putting it at the origin, one
/// other stone at `g·ta.offset(1)` and the third at `h·b` for a class of `table`
/// ([`ShapeClass`]), the class's prediction ([`RatioCheck::predict`]) is that the kill
/// defence holds. Then P2 holds ply 11 on every board whatever its first two moves. Entries
/// beside a helper ([`beside_table`]) never count here: they need [`helper_for`].
pub fn settles(table: &[RatioCheck], p1: [Cell; 3]) -> bool {
    find_placement(table, p1, |r, _, _, g, h| (r.helper.is_none() && r.predict(g, h) == Some(true)).then_some(())).is_some()
}

/// The first `Some` of `found(entry, order, symmetry, g, h)` over every placement of P1's
/// stones `p1` in a class of `table` ([`placement_in`] over the entries' classes).
fn find_placement<R>(table: &[RatioCheck], p1: [Cell; 3], mut found: impl FnMut(&RatioCheck, [usize; 3], u8, i64, i64) -> Option<R>) -> Option<R> {
    placement_in(p1, table.len(), |i| table[i].class, |i, order, sy, g, h| found(&table[i], order, sy, g, h))
}

/// The first `Some` of `found(i, order, symmetry, g, h)` over every placement of P1's stones
/// `p1` in one of `count` shape classes (`class_of(i)` for `i < count`): a stone `p1[k]` in a
/// pair form with both others at the origin, a symmetry `sy` of the grid fixing it ([`sym`]),
/// `p1[x]` at `g·ta.offset(1)` and `p1[y]` at `h·b` for the class; `order` is `[k, x, y]`.
/// Lemma T's tables ([`settles`], [`helper_for`]) and Lemma U₂ (`two_tempo::placements`) place
/// stones this way.
pub(crate) fn placement_in<R>(p1: [Cell; 3], count: usize, class_of: impl Fn(usize) -> ShapeClass, mut found: impl FnMut(usize, [usize; 3], u8, i64, i64) -> Option<R>) -> Option<R> {
    for k in 0..3 {
        let (i, j) = ((k + 1) % 3, (k + 2) % 3);
        for (x, y) in [(i, j), (j, i)] {
            let (u, v) = ((p1[x].0 - p1[k].0, p1[x].1 - p1[k].1), (p1[y].0 - p1[k].0, p1[y].1 - p1[k].1));
            // the 8 symmetries of the grid fixing the origin
            for sy in 0..8u8 {
                let (fu, fv) = (sym(sy, u), sym(sy, v));
                for e in 0..count {
                    let class = class_of(e);
                    let (Some(g), Some(h)) = (multiple_of(class.ta.offset(1), fu), multiple_of(class.b, fv)) else { continue };
                    if let Some(out) = found(e, [k, x, y], sy, g, h) {
                        return Some(out);
                    }
                }
            }
        }
    }
    None
}

/// The helper by which Lemma T beside a corner settles P1's three stones `p1` (any order,
/// cells `(x, y)`) beside P2's stones `p2` on the `n`×`n` board, if any: for some placement of
/// the stones in a class of `table` ([`beside_table`]; as in [`settles`]), the entry's helper,
/// mapped to the board, is one of `p2` or off the board (where it serves as one P2 holds: a
/// cell off the board takes part in no square on it), and the entry predicts that the kill
/// defence beside it holds. Returns the stones in the shape's order (the stone shared by the
/// two pairs, then the one at `g·ta.offset(1)`, then the one at `h·b`) and the helper. Then P2
/// holds ply 11 on that board with [`kill_defence_beside`] and [`kill_ply8_beside`] on the
/// stones in that order beside that cell, whatever its other stones: their tests commute with
/// the symmetries and translations of the grid, so on the board in that order they are the
/// shape's check mapped back (in another order the lattice windows of the named cells, centred on a
/// pair's first stone, may differ).
pub fn helper_for(table: &[RatioCheck], n: i64, p1: [Cell; 3], p2: &[Cell]) -> Option<([Cell; 3], Cell)> {
    let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
    find_placement(table, p1, |r, [k, x, y], sy, g, h| {
        let c = sym_inv(sy, eval_form(r.helper?, g, h));
        let cell = (p1[k].0 + c.0, p1[k].1 + c.1);
        ((p2.contains(&cell) || !on(board, cell)) && r.predict(g, h) == Some(true)).then_some(([p1[k], p1[x], p1[y]], cell))
    })
}

/// Whether some placement of P1's stones `p1` (any order, cells `(x, y)`) in a class of
/// `table` ([`beside_table`]) predicts that the kill defence holds beside the entry's helper,
/// wherever that helper lies: [`helper_for`] with every cell counting as P2's. Where this
/// holds and [`helper_for`] finds nothing, the helpers it would use are on the board and P2's
/// stones miss them.
pub fn beside_fits(table: &[RatioCheck], p1: [Cell; 3]) -> bool {
    find_placement(table, p1, |r, _, _, g, h| (r.helper.is_some() && r.predict(g, h) == Some(true)).then_some(())).is_some()
}

/// Whether Lemma R of docs/FASTEST.md §5 ("Why RowEven pairs and right-angled odd row pairs
/// need P2's first stones") applies to P1's stones `s` on the `n`×`n` board (cells `(x, y)`),
/// so that P2, holding only its ply-6 stone before ply 7, loses by ply 11 (some fourth stone
/// of P1's wins): two of the stones are a RowEven pair `p`, `q = p + 2g·u` (`u` a unit step
/// along a row or column, `v` one across) with the cells its proof names on the board, the
/// midpoint's frames `p + g·(i·u ± v)` for `i` = 0, 1, 2, and one extension, `p + 4g·u` with
/// `p + 2g·(i·u ± v)` for `i` = 0, 1, 2, or mirrored `p − 2g·u` with `i` = −1, 0, 1; or three
/// stones `o`, `o + g·u`, `o + h·v` (two odd row pairs at a right angle, `g ≠ h`) with every
/// cell `o + g·(i·u + j·v)` and `o + h·(i·v + j·u)`, `i` = −1..=2, `j` = −1..=1, on the board.
pub fn needs_first_stones(n: i64, s: [Cell; 3]) -> bool {
    let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
    let on = |c: Cell| on(board, c);
    let at = |o: Cell, k: i64, u: Cell, j: i64, v: Cell| (o.0 + k * u.0 + j * v.0, o.1 + k * u.1 + j * v.1);
    // the unit step from `p` towards `q` on one row or column, and the distance
    let along = |p: Cell, q: Cell| -> Option<(Cell, i64)> {
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        ((dx == 0) != (dy == 0)).then(|| ((dx.signum(), dy.signum()), dx.abs() + dy.abs()))
    };
    for (i, j) in [(0, 1), (0, 2), (1, 2), (1, 0), (2, 0), (2, 1)] {
        let Some((u, dist)) = along(s[i], s[j]) else { continue };
        if dist % 2 != 0 {
            continue;
        }
        let (p, g, v) = (s[i], dist / 2, (u.1, u.0));
        let frames = |step: i64, ks: [i64; 3]| ks.iter().all(|&k| [-1, 1].iter().all(|&side| on(at(p, k * step, u, side * step, v))));
        let midpoint = frames(g, [0, 1, 2]);
        let right = on(at(p, 4 * g, u, 0, v)) && frames(2 * g, [0, 1, 2]);
        let left = on(at(p, -2 * g, u, 0, v)) && frames(2 * g, [-1, 0, 1]);
        if midpoint && (right || left) {
            return true;
        }
    }
    for k in 0..3 {
        let (o, p, q) = (s[k], s[(k + 1) % 3], s[(k + 2) % 3]);
        let (Some((u, g)), Some((v, h))) = (along(o, p), along(o, q)) else { continue };
        if g % 2 == 0 || h % 2 == 0 || g == h || u.0 * v.0 + u.1 * v.1 != 0 {
            continue;
        }
        let room = |w: i64, a: Cell, b: Cell| (-1..=2).all(|i| (-1..=1).all(|j| on(at(o, i * w, a, j * w, b))));
        if room(g, u, v) && room(h, v, u) {
            return true;
        }
    }
    false
}

/// The `h ≥ 1` with `v = h·b` (`b ≠ (0, 0)`), if any.
fn multiple_of(b: Cell, v: Cell) -> Option<i64> {
    let h = if b.0 != 0 { v.0 / b.0 } else { v.1 / b.1 };
    (h >= 1 && (b.0 * h, b.1 * h) == v).then_some(h)
}

/// Every shape class: the first type at or before the second in [`TYPES`], every image of
/// the second type's offset.
pub fn shape_classes() -> Vec<ShapeClass> {
    classes_of(&TYPES)
}

/// The shape classes over `types` (in that order): the first type at or before the second,
/// every image of the second type's offset.
fn classes_of(types: &[PairType]) -> Vec<ShapeClass> {
    let mut out = Vec::new();
    for (ia, &ta) in types.iter().enumerate() {
        for &tb in &types[ia..] {
            for b in images(tb.offset(1)) {
                out.push(ShapeClass { ta, tb, b });
            }
        }
    }
    out
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

    /// The ratio lemma's predictions against the concrete check at every pair of units up to
    /// 10 of every class: the lemma says they agree at every pair of units.
    #[test]
    fn the_ratio_lemma_predicts_every_unit_pair_up_to_10() {
        let table = ratio_table().unwrap();
        let holding: usize = table.iter().map(|r| r.generic.iter().filter(|g| g.1 == Some(true)).count()).sum();
        let classes: usize = table.iter().map(|r| r.generic.iter().filter(|g| g.1.is_some()).count()).sum();
        assert_eq!((table.len(), holding, classes, table.iter().map(|r| r.critical.len()).sum::<usize>()), (36, 104, 106, 1274));
        let mut asked = 0;
        for r in &table {
            for g in 1..=10 {
                for h in 1..=10 {
                    let want = r.class.fits(g, h).then(|| outcome(r.class.stones(g, h))).flatten();
                    assert_eq!(r.predict(g, h), want, "{:?} at g {g}, h {h}", r.class);
                    asked += usize::from(want.is_some());
                }
            }
        }
        assert_eq!(asked, 2544);
    }

    /// Lemma T beside a corner: a corner of a RowEven pair's square lets the kill defence hold
    /// where it fails alone, a ray cell off the pair's squares does not; the table's counts;
    /// its predictions against the concrete check at every pair of units up to 4 of every
    /// class and helper; `helper_for` finding the helper on a board, or off it; and
    /// `beside_fits` with no helper held.
    #[test]
    fn lemma_t_beside_a_corner() {
        let s = [(0, 0), (6, 0), (9, 3)];
        assert_eq!(kill_defence(s), None, "a RowEven pair is not Lemma T's");
        assert_eq!(beside_outcome(s, &[]), Some(false), "Lemma R: no helper, no defence");
        assert_eq!(beside_outcome(s, &[(6, 6)]), Some(true));
        assert_eq!(beside_outcome(s, &[(0, -6)]), Some(true));
        assert_eq!(beside_outcome(s, &[(-6, -6)]), Some(false), "a ray cell off the pair's squares");
        assert_eq!(beside_outcome(s, &[(6, 0)]), None, "a helper on a stone");
        // two odd row pairs at a right angle: one third corner is enough
        assert_eq!(beside_outcome([(0, 0), (3, 0), (0, 5)], &[(3, 3)]), Some(true));
        let table = beside_table(false).unwrap();
        let held: usize = table.iter().map(|r| r.generic.iter().filter(|g| g.1 == Some(true)).count()).sum();
        let all: usize = table.iter().map(|r| r.generic.iter().filter(|g| g.1.is_some()).count()).sum();
        let crit: usize = table.iter().map(|r| r.critical.len()).sum();
        assert_eq!((beside_classes().len(), table.len(), held, all, crit), (26, 112, 304, 304, 2956));
        assert_eq!(beside_predictions_agree(&table, 4), 1200);
        // on 20x20: the RowEven pair (4, 10), (8, 10) with a Knight pair (8, 10), (12, 12); P2
        // holds the corner (4, 14) of the pair's square, then one stone off the pair's squares
        let p1 = [(4, 10), (8, 10), (12, 12)];
        assert_eq!(helper_for(&table, 20, p1, &[(4, 14), (0, 0)]), Some(([(8, 10), (4, 10), (12, 12)], (4, 14))));
        assert_eq!(helper_for(&table, 20, p1, &[(0, 6), (0, 0)]), None);
        assert!(beside_fits(&table, p1), "a helper would do; P2's stones miss it");
        // a RowEven pair with an odd row pair at a right angle: no class of the table
        assert!(!beside_fits(&table, [(4, 10), (8, 10), (4, 13)]));
        // on the edge row a square's corners are off the board, and serve as P2's
        assert_eq!(helper_for(&table, 20, [(4, 0), (8, 0), (12, 2)], &[(0, 19), (19, 19)]).map(|c| c.1 .1 < 0), Some(true));
    }

    /// The predictions of the table beside a helper against the concrete check at every pair
    /// of units up to `gmax` of every class and helper (in parallel); the shapes asked.
    fn beside_predictions_agree(table: &[RatioCheck], gmax: i64) -> usize {
        use rayon::prelude::*;
        table
            .par_iter()
            .map(|r| {
                let mut asked = 0;
                for g in 1..=gmax {
                    for h in 1..=gmax {
                        let f = r.helper.expect("a helper");
                        let want = r.class.fits(g, h).then(|| beside_outcome(r.class.stones(g, h), &[eval_form(f, g, h)])).flatten();
                        assert_eq!(r.predict(g, h), want, "{:?} beside {f:?} at g {g}, h {h}", r.class);
                        asked += usize::from(want.is_some());
                    }
                }
                asked
            })
            .sum()
    }

    /// [`beside_predictions_agree`] up to unit 8 (minutes of CPU; `-- --ignored`).
    #[test]
    #[ignore]
    fn lemma_t_beside_a_corner_predicts_every_unit_pair_up_to_8() {
        let table = beside_table(false).unwrap();
        assert_eq!(beside_predictions_agree(&table, 8), 4832);
    }

    #[test]
    fn lemma_r_needs_its_cells_on_the_board() {
        // a RowEven pair on the edge row, or without room for its frames: not Lemma R's
        assert!(!needs_first_stones(21, [(0, 0), (2, 0), (1, 1)]));
        assert!(!needs_first_stones(21, [(8, 0), (10, 0), (12, 1)]));
        assert!(needs_first_stones(21, [(10, 10), (12, 10), (11, 11)]));
        assert!(needs_first_stones(21, [(12, 10), (11, 11), (10, 10)]));
        // one extension is enough (on the edge column the one to the left is off the board),
        // but the rows two units from the pair must be there
        assert!(needs_first_stones(21, [(0, 10), (2, 10), (5, 5)]));
        assert!(!needs_first_stones(21, [(0, 1), (2, 1), (5, 5)]));
        // two odd row pairs at a right angle: of different units, with room
        assert!(needs_first_stones(21, [(10, 10), (11, 10), (10, 13)]));
        assert!(!needs_first_stones(21, [(10, 10), (11, 10), (10, 11)]), "g = h");
        assert!(!needs_first_stones(21, [(0, 10), (1, 10), (0, 13)]), "no room left of the corner");
        assert!(!needs_first_stones(21, [(10, 10), (11, 10), (12, 13)]), "no two pairs at a right angle");
    }

    #[test]
    fn settles_finds_the_shape_in_any_order_and_placement() {
        let table = ratio_table().unwrap();
        // two RowOdd pairs at a right angle: never
        assert!(!settles(&table, [(10, 10), (13, 10), (10, 15)]));
        // a Diagonal pair of unit 5 and a Knight pair of unit 7 sharing (20, 20), turned and
        // in another order
        let (c, u, v) = ((20, 20), (5, 5), (14, -7));
        let turn = |w: Cell| (c.0 - w.1, c.1 + w.0);
        assert!(settles(&table, [turn(v), c, turn(u)]));
        // a Diagonal pair and a RowOdd pair of equal unit (1:1, b = (1, 1)): the kill defence fails
        assert!(!settles(&table, [(0, 0), (3, 0), (3, 3)]));
    }

    #[test]
    fn the_probe_counts_up_to_unit_3() {
        let rows = probe(3);
        let total: usize = rows.iter().map(|r| r.shapes).sum();
        let held: usize = rows.iter().map(|r| r.held).sum();
        assert_eq!((total, held), (234, 205));
    }
}
