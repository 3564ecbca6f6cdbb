//! *Lemma U for two pairs* of docs/FASTEST.md §5 ("Two pairs beside a diagonal stone: Lemma
//! U₂"): Lemma U's tempo-cell defence (`one_three`) asked after three P1 stones two or three of
//! whose pairs are in a pair form, RowEven pairs allowed, with P2 holding a diagonal neighbour
//! `b2` of one of them, whatever P2's other stones.
//!
//! The shapes are Lemma T's ([`ShapeClass`]: `s1` at the origin, `s2 = g·A`, `s3 = h·B`); a
//! class ([`TClass`]) adds the stone `b2` is beside, the step `δ = b2 − s` (one of `(±1, ±1)`)
//! and the tempo cell `w` beside `b2`, away from the stone. The defence: at ply 6 `w`; at ply
//! 8 a completion, else, after a fourth stone `d` on a named cell (Lemma T's
//! `two_pairs::named_cells`: the lattice windows of every pair, a RowEven pair's at half its
//! distance, and the bowtie cells), the first answer of [`answer_cell`] that kills or is a
//! tempo move on the plane (`every_board::answer_on_plane`), and after any other `d` a fixed
//! cell that kills for the three stones alone (by `frame_or_bowtie`, such a `d` takes part in
//! no threat cell at ply 7 and no double threat at ply 9: Lemma T, step 1); at ply 10 a
//! completion, else the block. The game value of these answers is the Coq theorem
//! `answer_delay` (and `kill_delay`), coq/SquareGame/Frames.v.
//!
//! [`verdict`] decides one class at one pair of units; [`check_class`] decides every pair:
//! every cell is an affine form `a·g + b·h + c` ([`super::one_three::Aff`]; P2's stones sit
//! at constant offsets from a P1 stone) and every test an equality or a parity (a pair's
//! distance on a row or column is RowOdd or RowEven, tested on differences of stones only).
//! Per parity class of `(g, h)` the plane is charted as `g = 2s + g0`, `h = 2t + h0` (`s, t ≥
//! 0`), where the difference of two stones has even coefficients in `s` and `t` (on every line's
//! chart too, which composes with this one), so its parity is its constant's; the check stops
//! where a parity test meets a form with an odd coefficient (it never does). It runs as Lemma
//! U's (`one_three::check_class`): one symbolic run at a generic point, then each recorded
//! line's integer points as a half-line (a run at its generic point, its single points checked
//! concretely) or a bounded line (every point concretely). Where the defence after the tempo
//! cell does not hold on a half-line or at a point, the check looks for a *fallback* ply-6 cell
//! ([`Ply6`]: a cell near a P1 stone, or a named cell) after which it holds there, in the same
//! way (docs/FASTEST.md §5, "Lemma U₂", step 6).

use super::every_board::{answer_on_plane, kills, on, sym, sym_inv, third_corners, threat_cells, free_third_corners, Cell, Coord, Rect};
use super::one_three::{line_points, take_parity_varies, Chart, Scaled, UClass};
use super::two_pairs::{all_shape_classes, named_cells, pairs_of, placement_in, Form, ShapeClass};
use anyhow::{bail, Result};
use std::collections::HashMap;

/// One class of Lemma U₂: a shape class, the stone `b2` is beside (0, 1 or 2: `s1`, `s2`,
/// `s3`), `δ = b2 − s` and which tempo cell P2 plays at ply 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TClass {
    /// Lemma T's shape class.
    pub shape: ShapeClass,
    /// The index of the P1 stone `b2` is a diagonal neighbour of.
    pub stone: usize,
    /// `b2` minus that stone, one of `(±1, ±1)`.
    pub delta: Cell,
    /// The tempo cell: `b2 + (0, δy)` (across) or `b2 + (δx, 0)` (not).
    pub across: bool,
}

impl TClass {
    /// Every class: 56 shape classes (`two_pairs::all_shape_classes`), 3 stones, 4 diagonal
    /// neighbours, 2 tempo cells (1,344).
    pub fn all() -> Vec<TClass> {
        let mut out = Vec::new();
        for shape in all_shape_classes() {
            for stone in 0..3 {
                for delta in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                    for across in [false, true] {
                        out.push(TClass { shape, stone, delta, across });
                    }
                }
            }
        }
        out
    }

    /// The tempo cell `w` minus the stone `b2` is beside (as Lemma U's, `one_three::UClass::w`).
    pub fn w_offset(self) -> Cell {
        UClass { delta: self.delta, u: (1, 0), across: self.across }.w()
    }

    /// Whether units `g`, `h` fit the shape's types (a RowOdd pair's unit is odd).
    pub fn fits(self, g: i64, h: i64) -> bool {
        self.shape.fits(g, h)
    }
}

/// P2's ply-6 cell in Lemma U₂: the class's tempo cell `w`, or, where the check finds the
/// defence after `w` failing (on a half-line or at a point of the units), a *fallback cell*
/// after which the same ply-8 and ply-10 rules hold: a cell at a constant offset from one of
/// P1's stones in the shape's frame, or one of the shape's named cells or its pairs' third
/// corners (docs/FASTEST.md §5, "Lemma U₂", step 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ply6 {
    /// The class's tempo cell `w`.
    Tempo,
    /// The cell `s[stone] + offset` of the frame.
    Near {
        /// The index of the P1 stone (0, 1 or 2: `s1`, `s2`, `s3`).
        stone: usize,
        /// The offset from it, in cells.
        offset: Cell,
    },
    /// The cell at this index in the named cells followed by the pairs' third corners
    /// (`two_pairs::named_cells` at the units; no position of the lemma where there is none).
    Named(usize),
}

/// How far from a P1 stone (in cells, the larger of the two coordinate distances) the near
/// cells ([`Ply6::Near`]) the table's check tries lie ([`fallback_cells`]; `run` may try others).
pub const NEAR: i64 = 3;

/// How many named cells ([`Ply6::Named`]) the check tries (the list is shorter: three pairs'
/// windows of 81 cells, their third corners and the bowtie cells).
pub const NAMED: usize = 400;

/// How many fallback cells the check keeps at a point it searches (the first that hold there,
/// in [`fallback_cells`]' order), so that a placement on the board may use the next where one
/// is taken or off the board.
pub const POINT_CELLS: usize = 8;

/// The fallback cells the check tries where the tempo cell fails, in order: the near cells by
/// stone, nearest first (the larger coordinate distance, then row by row; 3 × 48 cells), then
/// the first [`NAMED`] named cells. [`fallback_cells_within`] at [`NEAR`].
pub fn fallback_cells() -> Vec<Ply6> {
    fallback_cells_within(NEAR)
}

/// [`fallback_cells`] with the near cells within `near` cells of a stone (the larger coordinate
/// distance; `3 × ((2·near + 1)² − 1)` of them, none where `near ≤ 0`), for
/// [`run`]'s question whether wider lists find more.
pub fn fallback_cells_within(near: i64) -> Vec<Ply6> {
    let near = near.max(0);
    let mut offs: Vec<Cell> = (-near..=near).flat_map(|y| (-near..=near).map(move |x| (x, y))).filter(|&o| o != (0, 0)).collect();
    offs.sort_by_key(|&(x, y)| (x.abs().max(y.abs()), y, x));
    (0..3).flat_map(|stone| offs.iter().map(move |&offset| Ply6::Near { stone, offset })).chain((0..NAMED).map(Ply6::Named)).collect()
}

/// P1's stones `[s1, s2, s3]` and P2's `[b2, w]` of a class, on coordinates `T`.
type Stones<T> = ([(T, T); 3], [(T, T); 2]);

/// The stones of `class` at units `g`, `h`.
pub(crate) fn stones<T: Form + Scaled>(class: TClass, g: T, h: T) -> Stones<T> {
    let a = class.shape.ta.offset(1);
    let b = class.shape.b;
    let s = [(T::ZERO, T::ZERO), (Form::times(g, a.0), Form::times(g, a.1)), (Form::times(h, b.0), Form::times(h, b.1))];
    let x = s[class.stone];
    let at = |c: Cell| (x.0 + T::constant(c.0), x.1 + T::constant(c.1));
    (s, [at(class.delta), at(class.w_offset())])
}

/// [`stones`] with P2's ply-6 cell `c` in place of the tempo cell (`s1`, on a stone, where a
/// named cell's index is past the list's end or a near cell's stone is no stone: no position).
pub(crate) fn stones_with<T: Form + Scaled>(class: TClass, g: T, h: T, c: Ply6) -> Stones<T> {
    let (s, mut p2) = stones(class, g, h);
    match c {
        Ply6::Tempo => {}
        Ply6::Near { stone, offset } => {
            p2[1] = s[0];
            if let Some(x) = s.get(stone) {
                p2[1] = (x.0 + T::constant(offset.0), x.1 + T::constant(offset.1));
            }
        }
        Ply6::Named(k) => {
            p2[1] = s[0];
            if let Some(pairs) = pairs_of(s, true) {
                let (named, thirds) = named_cells(s, &pairs);
                if let Some(&x) = named.iter().chain(&thirds).nth(k) {
                    p2[1] = x;
                }
            }
        }
    }
    (s, p2)
}

/// The first [`POINT_CELLS`] cells of `fallback`, in order, after which the defence holds for
/// `class` at the units `(g, h)` by the concrete verdict ([`verdict_with`] on `i64`); the
/// check keeps them at each point it searches.
pub fn holding_cells(class: TClass, g: i64, h: i64, fallback: &[Ply6]) -> Vec<Ply6> {
    fallback.iter().copied().filter(|&c| verdict_with::<i64>(class, g, h, c) == Some(true)).take(POINT_CELLS).collect()
}

/// [`verdict`] with P2's ply-6 cell `c` ([`Ply6`]) in place of the tempo cell.
pub fn verdict_with<T: Form + Scaled>(class: TClass, g: T, h: T, c: Ply6) -> Option<bool> {
    let (s, p2) = stones_with(class, g, h, c);
    verdict_of(s, &p2)
}

/// P2's ply-8 answer of Lemma U₂ on the plane after P1's fourth stone `d` on a named cell
/// (`p1 = [s1, s2, s3, d]`, P2 holding `p2 = [b2, w]`; [`place_with_others`] asks it with P2's
/// other stones after these two): the first cell that kills or is a tempo move
/// (`every_board::answer_on_plane`) among P1's threat cells, the third corners of every two of
/// P2's stones (of `b2` and `w`: P2's tempo moves), P1's free third corners, the named cells
/// `named` and the third corners of a stone and `d`. `None` where none does.
pub fn answer_cell<T: Coord>(p1: &[(T, T); 4], p2: &[(T, T)], named: &[(T, T)]) -> Option<(T, T)> {
    let mut cands = threat_cells(p1, p2, None);
    cands.extend(p2_third_corners(p2));
    cands.extend(free_third_corners(p1, p2, None));
    cands.extend(named.iter().copied());
    for &x in &p1[..3] {
        cands.extend(third_corners(x, p1[3]));
    }
    cands.into_iter().find(|&x| !p1.contains(&x) && !p2.contains(&x) && answer_on_plane(p1, p2, x).is_some())
}

/// The third corners of every two of P2's stones `p2` (`every_board::third_corners`, pair by
/// pair in order): of `b2` and `w` where P2 holds those two, the cells of P2's tempo moves.
fn p2_third_corners<T: Coord>(p2: &[(T, T)]) -> Vec<(T, T)> {
    (0..p2.len()).flat_map(|i| (i + 1..p2.len()).flat_map(move |j| third_corners(p2[i], p2[j]))).collect()
}

/// The fixed answer to a fourth stone off the named cells: the first cell killing for the three
/// stones `s` alone beside `p2` (`every_board::kills`) among the named cells, the pairs' third
/// corners `thirds` and the third corners of every two of P2's stones (of `b2` and `w`), and a
/// second one where the first is no named cell (the fourth stone may sit on it). `None` where
/// there is no such pair of answers.
fn fixed_kills<T: Coord>(s: &[(T, T); 3], p2: &[(T, T)], named: &[(T, T)], thirds: &[(T, T)]) -> Option<[(T, T); 2]> {
    let mut found: Vec<(T, T)> = Vec::new();
    for x in named.iter().chain(thirds).copied().chain(p2_third_corners(p2)) {
        if s.contains(&x) || p2.contains(&x) || found.contains(&x) || !kills(s, p2, x) {
            continue;
        }
        if found.is_empty() && named.contains(&x) {
            return Some([x, x]);
        }
        found.push(x);
        if found.len() == 2 {
            return Some([found[0], found[1]]);
        }
    }
    None
}

/// Lemma U₂'s verdict for `class` at units `g`, `h` on the plane: `None` where the stones are
/// no position of the lemma (two stones on one cell, `b2` or `w` on a stone or on each other,
/// fewer than two pairs in a pair form, a RowEven distance with no half of its kind, or a P1
/// threat cell after ply 5, which P2 must block instead: `w − s` is `(±2, ±1)` or `(±1, ±2)`,
/// never a side or diagonal of an axis-parallel square, so `w` is never that block, which
/// [`verdict_with`] may take as a fallback cell); else whether the defence holds: a fixed kill
/// for a fourth stone off the named cells (`fixed_kills`) and an [`answer_cell`] for every
/// fourth stone on them.
pub fn verdict<T: Form + Scaled>(class: TClass, g: T, h: T) -> Option<bool> {
    let (s, p2) = stones(class, g, h);
    verdict_of(s, &p2)
}

/// [`verdict`] for P1's stones `s` and P2's `p2 = [b2, c, ...]`, `c` P2's ply-6 cell and any
/// further cells P2's other stones (none for the lemma, which holds whatever they are; with
/// them, the question [`place_with_others`] asks): `None` where two stones share a cell, P2
/// holds fewer than two, or P1 has a threat cell beside P2's stones other than `c` (so `c` may
/// be P2's block), as for [`verdict`]. With three or more P2 stones, where P2 holds a threat
/// cell after `c` (the free fourth corner of a square on which P2 holds three corners), P1's
/// ply 7 is forced onto it, and the defence holds where an [`answer_cell`] answers P1's block
/// there (three P2 stones make at most one such cell; two or more, possible with four or more
/// stones, leave P1 no block and hold).
pub(crate) fn verdict_of<T: Form + Scaled>(s: [(T, T); 3], p2: &[(T, T)]) -> Option<bool> {
    // the tests in the order of the two-stone verdict: a stone on a P1 stone, then two P2 stones
    // on one cell (the symbolic runs record the forms the tests meet)
    let on_p1 = || p2.iter().any(|x| s.contains(x));
    let shared = || (0..p2.len()).any(|i| p2[i + 1..].contains(&p2[i]));
    if s[0] == s[1] || s[0] == s[2] || s[1] == s[2] || p2.len() < 2 || on_p1() || shared() {
        return None;
    }
    let pairs = pairs_of(s, true)?;
    let before: Vec<(T, T)> = p2.iter().enumerate().filter(|&(i, _)| i != 1).map(|(_, &x)| x).collect();
    // P1's threat cells after ply 5: none, or only the ply-6 cell (P2's block)
    if pairs.len() < 2 || threat_cells(&s, &before, None).iter().any(|&x| x != p2[1]) {
        return None;
    }
    let (named, thirds) = named_cells(s, &pairs);
    if p2.len() >= 3 {
        // with three P2 stones a P2 threat cell after ply 6 forces P1's ply 7 onto it (else P2
        // completes at ply 8); two (only with four or more stones) leave P1 no block
        let t2 = threat_cells(p2, &s, None);
        if t2.len() >= 2 {
            return Some(true);
        }
        if let Some(&x) = t2.first() {
            return Some(answer_cell(&[s[0], s[1], s[2], x], p2, &named).is_some());
        }
    }
    if fixed_kills(&s, p2, &named, &thirds).is_none() {
        return Some(false);
    }
    Some(named.iter().filter(|d| !p2.contains(d)).all(|&d| answer_cell(&[s[0], s[1], s[2], d], p2, &named).is_some()))
}

/// The integer points `s, t ≥ 0` of the line `a·s + b·t + c = 0`: `Err(points)` where they are
/// finitely many, `Ok(chart)` where they are a half-line (`one_three::line_points`, shifted).
fn line_points0(a: i64, b: i64, c: i64) -> std::result::Result<Chart, Vec<(i64, i64)>> {
    match line_points(a, b, c - a - b) {
        Ok(ch) => Ok(Chart { g: [ch.g[0], 0, ch.g[2] - 1], k: [ch.k[0], 0, ch.k[2] - 1] }),
        Err(ps) => Err(ps.into_iter().map(|(s, t)| (s - 1, t - 1)).collect()),
    }
}

/// The chart `outer ∘ inner`: `inner` maps a line's parameter `u` to `(s, t)`, `outer` maps
/// `(s, t)` to the units.
fn compose(outer: Chart, inner: Chart) -> Chart {
    let f = |o: [i64; 3]| [o[0] * inner.g[0] + o[1] * inner.k[0], 0, o[0] * inner.g[2] + o[1] * inner.k[2] + o[2]];
    Chart { g: f(outer.g), k: f(outer.k) }
}

/// What [`check_class`] found for one parity class of one class.
#[derive(Clone, Debug)]
pub struct ParityCheck {
    /// `(g odd, h odd)`.
    pub parity: (bool, bool),
    /// The verdict at the parity class's generic point.
    pub generic: Option<bool>,
    /// The half-lines decided by a run at their generic point: the chart (`g`, `h` of its
    /// parameter `u ≥ 0`) and the verdict there.
    pub half_lines: Vec<(Chart, Option<bool>)>,
    /// Bounded lines with integer points `s, t ≥ 0` met.
    pub bounded: usize,
    /// Every point checked concretely, `(g, h)`, with its verdict.
    pub points: HashMap<Cell, Option<bool>>,
    /// The half-lines of `half_lines` where the tempo cell fails and a fallback cell holds at
    /// the generic point (the first of the fallback cells tried, [`fallback_cells`] for the
    /// table, that holds concretely at the half-line's parameters 3 and 6 and then at its
    /// generic point, by a run at it).
    pub fallback_lines: Vec<(Chart, Ply6)>,
    /// The points searched for a fallback cell: those of `points` where the tempo cell fails,
    /// and the points of `fallback_lines` where a form of the fallback cell's run vanishes and
    /// that cell fails (the tempo cell may hold at some of these, and is then predicted), with
    /// the first [`POINT_CELLS`] fallback cells that hold there (concretely), in order; empty
    /// where none does.
    pub fallback_points: HashMap<Cell, Vec<Ply6>>,
}

impl ParityCheck {
    /// The first half-line of [`ParityCheck::half_lines`] through the units `(g, h)` (a
    /// parameter `u ≥ 0` of its chart at them), with its verdict; `None` where none passes.
    fn half_line_through(&self, g: i64, h: i64) -> Option<&(Chart, Option<bool>)> {
        self.half_lines.iter().find(|(c, _)| {
            let u = if c.g[0] != 0 { (g - c.g[2]) / c.g[0] } else { (h - c.k[2]) / c.k[0] };
            u >= 0 && c.at(u, 0) == (g, h)
        })
    }
}

/// What [`check_class`] found for one class: per parity class of `(g, h)` its types allow.
#[derive(Clone, Debug)]
pub struct TCheck {
    /// The class.
    pub class: TClass,
    /// Per parity class.
    pub parities: Vec<ParityCheck>,
}

/// Lemma U₂'s check for `class` (docs/FASTEST.md §5): per parity class, the verdict at the
/// generic point; on every recorded line with integer points, at the line's generic point (a
/// half-line) or at every point (a bounded line); at every point of a half-line where a form
/// its run recorded vanishes, the concrete verdict. Errors: a representative that is no
/// generic point, or a parity test meeting a form whose parity varies over the chart
/// (`one_three::take_parity_varies`; never, as the differences of stones it tests have even
/// coefficients).
pub fn check_class(class: TClass) -> Result<TCheck> {
    check_class_with(class, &fallback_cells())
}

/// [`check_class`] trying the fallback cells `fallback` in order (the table's are
/// [`fallback_cells`]).
pub fn check_class_with(class: TClass, fallback: &[Ply6]) -> Result<TCheck> {
    let mut parities = Vec::new();
    for (g_odd, h_odd) in [(false, false), (false, true), (true, false), (true, true)] {
        let (g0, h0) = (if g_odd { 1 } else { 2 }, if h_odd { 1 } else { 2 });
        if !class.fits(g0, h0) {
            continue;
        }
        let plane = Chart { g: [2, 0, g0], k: [0, 2, h0] };
        let (generic, forms) = plane.run_with(|g, h| verdict(class, g, h))?;
        if take_parity_varies() {
            bail!("Lemma U₂, {class:?}: a parity test varies on the plane's chart");
        }
        let mut out = ParityCheck { parity: (g_odd, h_odd), generic, half_lines: Vec::new(), bounded: 0, points: HashMap::new(), fallback_lines: Vec::new(), fallback_points: HashMap::new() };
        let mut points: Vec<Cell> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for f in forms.iter().filter(|f| f[0] != 0 || f[1] != 0) {
            let d = super::one_three::ext_gcd(super::one_three::ext_gcd(f[0], f[1]).0, f[2]).0;
            if !seen.insert([f[0] / d, f[1] / d, f[2] / d]) {
                continue;
            }
            match line_points0(f[0], f[1], f[2]) {
                Err(ps) => {
                    out.bounded += usize::from(!ps.is_empty());
                    points.extend(ps.into_iter().map(|(s, t)| plane.at(s, t)));
                }
                Ok(line) => {
                    let chart = compose(plane, line);
                    let (v, line_forms) = chart.run_with(|g, h| verdict(class, g, h))?;
                    if take_parity_varies() {
                        bail!("Lemma U₂, {class:?}: a parity test varies along the half-line {chart:?}");
                    }
                    out.half_lines.push((chart, v));
                    points.extend(vanishing(chart, &line_forms));
                }
            }
        }
        points.sort();
        points.dedup();
        for (g, h) in points {
            out.points.insert((g, h), verdict(class, g, h));
        }
        let mut search: Vec<Cell> = out.points.iter().filter(|(_, v)| **v != Some(true)).map(|(&p, _)| p).collect();
        for &(chart, v) in &out.half_lines {
            if v == Some(true) {
                continue;
            }
            // a fallback cell holding at two points of the half-line, then at its generic point
            let sample = |c: Ply6| [3, 6].iter().all(|&u| {
                let (g, h) = chart.at(u, 0);
                verdict_with::<i64>(class, g, h, c) == Some(true)
            });
            for &c in fallback.iter().filter(|&&c| sample(c)) {
                let (v, line_forms) = chart.run_with(|g, h| verdict_with(class, g, h, c))?;
                if take_parity_varies() {
                    bail!("Lemma U₂, {class:?}: a parity test varies along the half-line {chart:?} (fallback cell {c:?})");
                }
                if v == Some(true) {
                    out.fallback_lines.push((chart, c));
                    search.extend(vanishing(chart, &line_forms).into_iter().filter(|&(g, h)| verdict_with::<i64>(class, g, h, c) != Some(true)));
                    break;
                }
            }
        }
        search.sort();
        search.dedup();
        for (g, h) in search {
            out.fallback_points.insert((g, h), holding_cells(class, g, h, fallback));
        }
        parities.push(out);
    }
    Ok(TCheck { class, parities })
}

/// The points `u ≥ 0` of the chart `c` where a form `forms` recorded (in `u`) vanishes, as
/// units `(g, h)`.
fn vanishing(c: Chart, forms: &[[i64; 3]]) -> Vec<Cell> {
    forms.iter().filter(|h| h[0] != 0 && h[2] % h[0] == 0 && -h[2] / h[0] >= 0).map(|h| c.at(-h[2] / h[0], 0)).collect()
}

impl TCheck {
    /// The parity class of the units `(g, h)`, where the class's types allow it.
    fn parity(&self, g: i64, h: i64) -> Option<&ParityCheck> {
        self.parities.iter().find(|p| p.parity == (g % 2 == 1, h % 2 == 1))
    }

    /// The verdict the check predicts at units `(g, h)` (`g, h ≥ 1`, fitting the types): the
    /// concrete one at a point it checked, else that of a half-line through the point, else
    /// the generic one of the parity class. `None` where the units do not fit, or where the
    /// stones are no position of the lemma ([`verdict`]'s `None`).
    pub fn predict(&self, g: i64, h: i64) -> Option<bool> {
        if g < 1 || h < 1 || !self.class.fits(g, h) {
            return None;
        }
        let p = self.parity(g, h)?;
        if let Some(&v) = p.points.get(&(g, h)) {
            return v;
        }
        if let Some(&(_, v)) = p.half_line_through(g, h) {
            return v;
        }
        p.generic
    }

    /// P2's ply-6 cells the check predicts holding at units `(g, h)` (`g, h ≥ 1`, fitting the
    /// types), in order of preference: the tempo cell alone where [`TCheck::predict`] holds;
    /// else the fallback cells found at a point searched concretely (up to [`POINT_CELLS`]),
    /// else that of a half-line through the point (the one `predict` reads); empty where none
    /// holds.
    pub fn predict_cells(&self, g: i64, h: i64) -> Vec<Ply6> {
        if self.predict(g, h) == Some(true) {
            return vec![Ply6::Tempo];
        }
        let Some(p) = self.parity(g, h) else {
            return Vec::new();
        };
        if let Some(cells) = p.fallback_points.get(&(g, h)) {
            return cells.clone();
        }
        if p.points.contains_key(&(g, h)) {
            return Vec::new();
        }
        let Some(&(line, _)) = p.half_line_through(g, h) else {
            return Vec::new();
        };
        p.fallback_lines.iter().filter(|(c, _)| *c == line).map(|&(_, c)| c).take(1).collect()
    }
}

/// Whether the units `(g, h)` (`g, h ≥ 1`) lie on a ray through the origin where the check
/// fails at some class ([`run`] lists them per shape class): `g : h` = 1:1, 1:2, 2:1 or 1:4.
/// It does not ask whether a given class fails there.
pub fn on_failing_ray(g: i64, h: i64) -> bool {
    g == h || h == 2 * g || g == 2 * h || h == 4 * g
}

/// Where Lemma U₂ applies on a board: P1's stones in the shape's order, P2's stone `b2`, the
/// class, the units and the symmetry `sym` from the board to the shape's frame (a frame
/// offset `f` is `sym(sym, v)` of the board offset `v`, and `v = sym_inv(sym, f)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct U2Place {
    /// P1's stones `[s1, s2, s3]` in the shape's order.
    pub s: [Cell; 3],
    /// P2's diagonal neighbour of `s[class.stone]`.
    pub b2: Cell,
    /// The class in the frame.
    pub class: TClass,
    /// The units `(g, h)`.
    pub units: (i64, i64),
    /// The symmetry (`every_board::sym`) from the board to the frame.
    pub sym: u8,
    /// P2's ply-6 cell: the tempo cell, or a fallback cell ([`Ply6`]).
    pub ply6: Ply6,
}

impl U2Place {
    /// A frame offset from `s1` as a board cell.
    pub fn to_board(self, f: Cell) -> Cell {
        let v = sym_inv(self.sym, f);
        (self.s[0].0 + v.0, self.s[0].1 + v.1)
    }

    /// A board cell as a frame offset from `s1`.
    pub fn to_frame(self, c: Cell) -> Cell {
        sym(self.sym, (c.0 - self.s[0].0, c.1 - self.s[0].1))
    }

    /// Whether P1's fourth stone `d` (a board cell) is on a named cell of the shape
    /// (`two_pairs::named_cells`), where [`ply8`] answers with [`answer_cell`] rather than the
    /// fixed kill.
    pub fn on_named(self, d: Cell) -> bool {
        let (g, h) = self.units;
        let (s, _) = stones::<i64>(self.class, g, h);
        pairs_of(s, true).is_some_and(|pairs| named_cells(s, &pairs).0.contains(&self.to_frame(d)))
    }

    /// P2's ply-6 cell on the board: the tempo cell, or the fallback cell of `ply6` (on `s1`
    /// where a named cell's index is past the list's end, which [`place_cell`] refuses).
    pub fn w(self) -> Cell {
        let (g, h) = self.units;
        self.to_board(stones_with::<i64>(self.class, g, h, self.ply6).1[1])
    }
}

/// The 56 shape classes of `two_pairs::all_shape_classes`, built once.
fn shapes() -> &'static [ShapeClass] {
    static SHAPES: std::sync::OnceLock<Vec<ShapeClass>> = std::sync::OnceLock::new();
    SHAPES.get_or_init(all_shape_classes)
}

/// Every placement of P1's stones `p1` (any order) in a shape class with P2's stone `b2` on a
/// diagonal neighbour of one of them, with every tempo cell: a stone in a pair form with both
/// others at the origin, a symmetry of the grid fixing it, the others at `g·A` and `h·B`.
pub fn placements(p1: [Cell; 3], b2: Cell) -> Vec<U2Place> {
    let shapes = shapes();
    let mut out = Vec::new();
    placement_in(p1, shapes.len(), |e| shapes[e], |e, [k, x, y], sy, g, h| {
        let s = [p1[k], p1[x], p1[y]];
        for (stone, &z) in s.iter().enumerate() {
            let delta = sym(sy, (b2.0 - z.0, b2.1 - z.1));
            if delta.0.abs() == 1 && delta.1.abs() == 1 {
                for across in [false, true] {
                    out.push(U2Place { s, b2, class: TClass { shape: shapes[e], stone, delta, across }, units: (g, h), sym: sy, ply6: Ply6::Tempo });
                }
            }
        }
        None::<()>
    });
    out
}

/// Where Lemma U₂ applies after ply 5 on the `n`×`n` board: the first placement
/// ([`placements`], over P2's stones `p2` in order) whose tempo cell and the third corners of
/// `b2` and it are on the board, the tempo cell free, and where `holds(class, g, h)` (the
/// check's prediction, [`TCheck::predict`], or the concrete [`verdict`]) is true. `None`
/// otherwise.
pub fn place(n: i64, p1: [Cell; 3], p2: &[Cell], mut holds: impl FnMut(TClass, i64, i64) -> bool) -> Option<U2Place> {
    place_cell(n, p1, p2, |c, g, h| if holds(c, g, h) { vec![Ply6::Tempo] } else { Vec::new() })
}

/// [`place`] with P2's ply-6 cells from `cells(class, g, h)` (the check's
/// [`TCheck::predict_cells`], or a concrete search with [`verdict_with`]): the first placement
/// and the first of its cells, in order, with that cell and the third corners of `b2` and it
/// on the board and the cell free (a P2 threat cell after ply 8 is a third corner of `b2` and
/// the ply-6 cell, so the tempo answers' cells lie on the board). `None` otherwise.
pub fn place_cell(n: i64, p1: [Cell; 3], p2: &[Cell], mut cells: impl FnMut(TClass, i64, i64) -> Vec<Ply6>) -> Option<U2Place> {
    let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
    for &b2 in p2 {
        for mut at in placements(p1, b2) {
            for c in cells(at.class, at.units.0, at.units.1) {
                at.ply6 = c;
                let w = at.w();
                let cells_on = third_corners(b2, w).into_iter().chain([w]).all(|c| on(board, c));
                if cells_on && !p1.contains(&w) && !p2.contains(&w) {
                    return Some(at);
                }
            }
        }
    }
    None
}

/// Which ply-6 cell [`place_with_others`] found holding; its discriminant is its index in
/// `defence::DefenceCheck::two_u2_left_others`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OthersCell {
    /// The class's tempo cell `w`.
    Tempo = 0,
    /// A cell of the fallback list.
    Fallback = 1,
    /// A cell named from P2's first stones or P1's threat: a third corner of two of P2's
    /// stones (a P2 threat at ply 6, which forces P1's ply 7), or P1's threat cell after ply 5
    /// (the block). The placement holds it as [`Ply6::Near`] from `s1` at whatever offset
    /// (not within [`NEAR`] as the table's near cells).
    Forcing = 2,
}

/// Whether Lemma U₂'s defence would hold after ply 5 on the `n`×`n` board with P2's other first
/// stones kept (docs/FASTEST.md §5, "Lemma U₂", "With P2's other stone"; a question for a lemma
/// to come, settling nothing; the caller asks it where the lemma leaves the position): the
/// first ply-6 cell and placement ([`placements`], over P2's stones `p2` in order), the tempo
/// cell at every placement first, then each cell of `fallback` in order at every placement,
/// then placement by placement its [`OthersCell::Forcing`] cells in order (the third corners of
/// every two of `p2`, then P1's threat cells on the board, as [`Ply6::Near`] cells of `s1`),
/// with the cell free and on the board and the third corners of every two of P2's stones on the
/// board (P2 holding `b2`, the cell and the rest of `p2`; a tempo answer's threat cell is one of
/// them, Lemma U₂'s proof, steps 3 and 6), after which the concrete verdict on the plane
/// (`verdict_of` on `i64`) holds with P2 holding those stones: its kills and its ply-8 answers
/// ([`answer_cell`]) see them all, and a P2 threat after the cell forces P1's ply 7. `None`
/// where none does (every placement and cell tried, most of the time it takes).
pub fn place_with_others(n: i64, p1: [Cell; 3], p2: &[Cell], fallback: &[Ply6]) -> Option<(U2Place, OthersCell)> {
    let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
    let all: Vec<U2Place> = p2.iter().flat_map(|&b2| placements(p1, b2)).collect();
    let holding_place = |mut at: U2Place, c: Ply6| {
        at.ply6 = c;
        let w = at.w();
        // every P2 threat cell after a tempo answer is a third corner of two of P2's stones
        let held_board: Vec<Cell> = [at.b2, w].into_iter().chain(p2.iter().copied().filter(|&x| x != at.b2)).collect();
        let cells_on = p2_third_corners(&held_board).into_iter().chain([w]).all(|c| on(board, c));
        if !cells_on || p1.contains(&w) || p2.contains(&w) {
            return None;
        }
        let (g, h) = at.units;
        let (s, fp2) = stones_with::<i64>(at.class, g, h, c);
        let mut held = fp2.to_vec();
        held.extend(p2.iter().filter(|&&x| x != at.b2).map(|&x| at.to_frame(x)));
        (verdict_of(s, &held) == Some(true)).then_some(at)
    };
    for (k, c) in std::iter::once(Ply6::Tempo).chain(fallback.iter().copied()).enumerate() {
        if let Some(at) = all.iter().find_map(|&at| holding_place(at, c)) {
            return Some((at, if k == 0 { OthersCell::Tempo } else { OthersCell::Fallback }));
        }
    }
    let mut forcing = p2_third_corners(p2);
    forcing.extend(threat_cells(&p1, p2, board));
    all.iter().find_map(|&at| forcing.iter().find_map(|&c| holding_place(at, Ply6::Near { stone: 0, offset: at.to_frame(c) }))).map(|at| (at, OthersCell::Forcing))
}

/// P2's ply-8 cell by Lemma U₂ at the placement `at` on the `n`×`n` board (its ply-6 cell
/// `at.w()` played), P1's fourth stone `d`, P2's stones `p2` (with `b2` and the ply-6 cell):
/// after `d` on a named cell, [`answer_cell`] on the plane (with `b2` and the ply-6 cell alone),
/// after any other `d`, the fixed kill (`fixed_kills`, the second where the first is `d`);
/// `Some(None)` where the cell is off the board or taken (then any cell holds: a kill off the
/// board or on a P2 stone is one beside P2's stones, and a tempo move whose cell is P2's
/// already completes a P2 square, which comes first). `None` where the check's answer is
/// missing (never where the class's verdict holds). A P2 completion comes first and is the
/// caller's.
pub fn ply8(at: U2Place, n: i64, d: Cell, p2: &[Cell]) -> Option<Option<Cell>> {
    let board = Some(Rect { x: (0, n - 1), y: (0, n - 1) });
    let (g, h) = at.units;
    let (s, fp2) = stones_with::<i64>(at.class, g, h, at.ply6);
    let pairs = pairs_of(s, true)?;
    let (named, thirds) = named_cells(s, &pairs);
    let fd = at.to_frame(d);
    let x = if named.contains(&fd) {
        answer_cell(&[s[0], s[1], s[2], fd], &fp2, &named)?
    } else {
        let [a, b] = fixed_kills(&s, &fp2, &named, &thirds)?;
        if a == fd {
            b
        } else {
            a
        }
    };
    let c = at.to_board(x);
    let taken = at.s.contains(&c) || c == d || p2.contains(&c);
    Some((on(board, c) && !taken).then_some(c))
}

/// [`check_class`] for every class of `classes` (in parallel, rayon). Errors: as
/// [`check_class`].
pub fn check_all(classes: Vec<TClass>) -> Result<Vec<TCheck>> {
    check_all_with(classes, &fallback_cells())
}

/// [`check_all`] trying the fallback cells `fallback` ([`check_class_with`]).
pub fn check_all_with(classes: Vec<TClass>, fallback: &[Ply6]) -> Result<Vec<TCheck>> {
    use rayon::prelude::*;
    classes.into_par_iter().map(|c| check_class_with(c, fallback)).collect()
}

/// The position of `class` in [`TClass::all`]'s order.
fn index(class: TClass) -> usize {
    let shapes = shapes();
    let shape = shapes.iter().position(|&c| c == class.shape).expect("every shape class is one of all_shape_classes");
    let delta = [(1, 1), (-1, 1), (1, -1), (-1, -1)].iter().position(|&d| d == class.delta).expect("delta is a diagonal step");
    ((shape * 3 + class.stone) * 4 + delta) * 2 + usize::from(class.across)
}

/// [`check_all`] over every class ([`TClass::all`]), run once per process (about four minutes
/// on two threads). Errors: as [`check_class`].
pub fn table() -> Result<&'static [TCheck]> {
    static TABLE: std::sync::OnceLock<Vec<TCheck>> = std::sync::OnceLock::new();
    if let Some(t) = TABLE.get() {
        return Ok(t);
    }
    let t = check_all(TClass::all())?;
    Ok(TABLE.get_or_init(|| t))
}

/// The prediction of `table` for `class` (one of [`TClass::all`]) at units `(g, h)`
/// ([`TCheck::predict`]): the entry at the class's place in [`TClass::all`]'s order where
/// `table` is [`table`]'s, else the entry found by a search. `None` also where `table` has no
/// entry for the class.
pub fn predict(table: &[TCheck], class: TClass, g: i64, h: i64) -> Option<bool> {
    entry(table, class)?.predict(g, h)
}

/// The ply-6 cells `table` predicts for `class` at units `(g, h)` ([`TCheck::predict_cells`]),
/// found as in [`predict`]; empty also where `table` has no entry for the class.
pub fn predict_cells(table: &[TCheck], class: TClass, g: i64, h: i64) -> Vec<Ply6> {
    entry(table, class).map(|e| e.predict_cells(g, h)).unwrap_or_default()
}

/// The entry of `table` for `class`: at the class's place in [`TClass::all`]'s order where
/// `table` is [`table`]'s, else found by a search.
fn entry(table: &[TCheck], class: TClass) -> Option<&TCheck> {
    table.get(index(class)).filter(|t| t.class == class).or_else(|| table.iter().find(|t| t.class == class))
}

/// `squarecert delay-every-board --two-tempo`: runs [`check_all`] over every class and prints,
/// per shape class (24 classes each), how many hold at the generic point of every parity
/// class, the half-lines where the defence fails (first point `(g, h)` and step, over its
/// classes), how many points fail and how many are no position, on how many half-lines and at
/// how many points where the tempo cell does not hold a fallback cell does, then a summary line with the
/// time. `near`: the near cells' reach ([`fallback_cells_within`]; the table's [`NEAR`] where
/// `None`), to ask whether a wider list finds more. Errors: as [`check_all`].
pub fn run(near: Option<i64>) -> Result<()> {
    let t = std::time::Instant::now();
    let fallback = fallback_cells_within(near.unwrap_or(NEAR));
    let found = check_all_with(TClass::all(), &fallback)?;
    let mut total = [0usize; 10];
    for shape in all_shape_classes() {
        let mine: Vec<&TCheck> = found.iter().filter(|f| f.class.shape == shape).collect();
        let generic = mine.iter().filter(|f| f.parities.iter().all(|p| p.generic == Some(true))).count();
        let mut rays: Vec<(Cell, Cell)> = Vec::new();
        let (mut failing, mut none, mut lines) = (0, 0, 0);
        let (mut bad_lines, mut fallback_lines, mut searched, mut fallback_points) = (0, 0, 0, 0);
        for p in mine.iter().flat_map(|f| &f.parities) {
            lines += p.half_lines.len();
            bad_lines += p.half_lines.iter().filter(|(_, v)| *v != Some(true)).count();
            fallback_lines += p.fallback_lines.len();
            searched += p.fallback_points.len();
            fallback_points += p.fallback_points.values().filter(|c| !c.is_empty()).count();
            for (c, v) in &p.half_lines {
                let ray = (c.at(0, 0), (c.g[0], c.k[0]));
                if *v == Some(false) && !rays.contains(&ray) {
                    rays.push(ray);
                }
            }
            failing += p.points.values().filter(|v| **v == Some(false)).count();
            none += p.points.values().filter(|v| v.is_none()).count();
        }
        rays.sort();
        let points: usize = mine.iter().flat_map(|f| &f.parities).map(|p| p.points.len()).sum();
        println!(
            "{:?} + {:?} at {:?}: {generic} of {} classes hold at every generic point; {lines} half-lines, failing on {:?}; {points} points, {failing} failing, {none} no position; fallback cells: {fallback_lines} of {bad_lines} half-lines not holding, {fallback_points} of {searched} points",
            shape.ta,
            shape.tb,
            shape.b,
            mine.len(),
            rays
        );
        for (k, v) in [mine.len(), generic, lines, points, failing, none, bad_lines, fallback_lines, searched, fallback_points].into_iter().enumerate() {
            total[k] += v;
        }
    }
    println!(
        "Lemma U2: {} classes, {} holding at every generic point; {} half-lines, {} points checked ({} failing, {} no position); fallback cells ({} near cells, within {} of a stone, and {NAMED} named): on {} of the {} half-lines not holding, at {} of the {} points searched; {:.1?}",
        total[0],
        total[1],
        total[2],
        total[3],
        total[4],
        total[5],
        fallback.len() - NAMED,
        near.unwrap_or(NEAR).max(0),
        total[7],
        total[6],
        total[9],
        total[8],
        t.elapsed()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fastest::every_board::PairType;

    /// `line_points0` finds the integer points `s, t ≥ 0` of a few lines, against a plain scan
    /// of `[0, 60]²`.
    #[test]
    fn line_points0_finds_every_point() {
        for (a, b, c) in [(1, -1, 0), (1, 1, -5), (2, 0, -3), (0, 1, -3), (2, -4, 2), (3, -2, 7), (-5, 3, -1), (4, 6, -40), (1, 2, 10), (0, -3, 6), (1, -2, 0)] {
            let scan: Vec<Cell> = (0..=60).flat_map(|s| (0..=60).map(move |t| (s, t))).filter(|&(s, t)| a * s + b * t + c == 0).collect();
            let mut found: Vec<Cell> = match line_points0(a, b, c) {
                Err(ps) => ps,
                Ok(chart) => (0..200).map(|u| chart.at(u, 0)).filter(|&(s, t)| s <= 60 && t <= 60).collect(),
            };
            found.sort();
            assert_eq!(found, scan, "({a}, {b}, {c})");
        }
    }

    /// `compose` maps parameters as the charts do one after the other.
    #[test]
    fn charts_compose() {
        let plane = Chart { g: [2, 0, 1], k: [0, 2, 2] };
        let line = Chart { g: [3, 0, 1], k: [5, 0, 0] };
        let c = compose(plane, line);
        for u in 0..10 {
            let (s, t) = line.at(u, 0);
            assert_eq!(c.at(u, 0), plane.at(s, t));
        }
    }

    /// The verdict on a RowEven pair with a Diagonal pair, P2 beside `s1`: it holds at `(3, 2)`
    /// and `(2, 5)`; at `(2, 2)` the stones gain a third pair and it fails; two stones on one cell
    /// are no position.
    #[test]
    fn verdicts_at_a_few_units() {
        let class = TClass { shape: ShapeClass { ta: PairType::RowEven, tb: PairType::Diagonal, b: (1, 1) }, stone: 0, delta: (1, 1), across: false };
        assert_eq!(verdict::<i64>(class, 3, 2), Some(true));
        assert_eq!(verdict::<i64>(class, 2, 5), Some(true));
        assert_eq!(verdict::<i64>(class, 2, 2), Some(false));
        let on_row = TClass { shape: ShapeClass { ta: PairType::RowOdd, tb: PairType::RowOdd, b: (1, 0) }, ..class };
        assert_eq!(verdict::<i64>(on_row, 3, 3), None);
    }

    /// A position Lemma U₂ leaves on a failing ray, decided by P2's other first stone
    /// ([`place_with_others`]): P1 `(0, 0)`, `(4, 4)`, `(2, 0)` (from `(0, 0)` a row pair 2
    /// apart and a diagonal pair of unit 4: units `(2, 4)`, ratio 1:2), P2 `(1, 1)` and `(4, 0)`
    /// on 6×6. By the concrete verdict neither the tempo cell nor a fallback cell holds, free with its
    /// cells on the board; with `(4, 0)` kept the tempo cell `(2, 1)` does, and with `(1, 1)`
    /// alone no cell of the list does. Lemma Q and the solver agree: P2 holds ply 11 after
    /// `(2, 1)`, and with its ply-4 stone on `(5, 5)` instead P1 completes by ply 11.
    #[test]
    fn p2s_other_stone_decides_a_ray_position() {
        let (s, b) = ([(0, 0), (4, 4), (2, 0)], [(1, 1), (4, 0)]);
        let fallback = fallback_cells();
        assert!(place(6, s, &b, |c, g, h| verdict::<i64>(c, g, h) == Some(true)).is_none());
        assert!(place_cell(6, s, &b, |c, g, h| holding_cells(c, g, h, &fallback)).is_none());
        let all: Vec<U2Place> = b.iter().flat_map(|&b2| placements(s, b2)).collect();
        assert!(!all.is_empty() && all.iter().all(|at| !at.class.fits(at.units.0, at.units.1) || on_failing_ray(at.units.0, at.units.1)));
        let (at, kind) = place_with_others(6, s, &b, &fallback).expect("the defence holds with (4, 0) kept");
        assert_eq!((kind, at.ply6, at.b2, at.w()), (OthersCell::Tempo, Ply6::Tempo, (1, 1), (2, 1)));
        assert!(place_with_others(6, s, &b[..1], &fallback).is_none(), "with (1, 1) alone no cell holds");
        assert!(crate::fastest::quiet::p2_holds_after_ply6(6, &s, &[(1, 1), (4, 0), (2, 1)]));
        assert!(crate::fastest::search::p2_holds::<1>(6, 11, &[s[0], b[0], s[1], b[1], s[2], (2, 1)]));
        assert!(!crate::fastest::quiet::p2_holds_after_ply6(6, &s, &[(1, 1), (5, 5), (2, 1)]));
        assert!(!crate::fastest::search::p2_holds::<1>(6, 11, &[s[0], b[0], s[1], (5, 5), s[2], (2, 1)]));
    }

    /// A ray position decided by a forcing cell ([`OthersCell::Forcing`]): P1 `(2, 0)`,
    /// `(10, 0)`, `(6, 0)` on one row (pairs 8 and 4 apart: units `(8, 4)`, ratio 2:1), P2
    /// `(3, 1)` and `(6, 4)` on 12×12. Neither the tempo cell nor a fallback cell holds by the
    /// concrete verdict with `(6, 4)` kept; `(3, 4)` makes three corners of a square with P2's
    /// two stones, so P1's ply 7 is forced onto `(6, 1)`, and then an answer holds. Lemma Q and
    /// the solver agree; with P2's ply-4 stone on `(11, 11)`, `(6, 8)` or `(9, 4)` instead
    /// (controls), no cell of the lists holds and P1 completes by ply 11 after `(3, 4)`.
    #[test]
    fn a_forcing_cell_decides_a_ray_position() {
        let s = [(2, 0), (10, 0), (6, 0)];
        let fallback = fallback_cells();
        let b = [(3, 1), (6, 4)];
        let all: Vec<U2Place> = b.iter().flat_map(|&b2| placements(s, b2)).collect();
        assert!(!all.is_empty() && all.iter().all(|at| !at.class.fits(at.units.0, at.units.1) || on_failing_ray(at.units.0, at.units.1)));
        let (at, kind) = place_with_others(12, s, &b, &fallback).expect("a forcing cell holds");
        assert_eq!((kind, at.b2, at.w()), (OthersCell::Forcing, (3, 1), (3, 4)));
        let holds = |b4: Cell| {
            let q = crate::fastest::quiet::p2_holds_after_ply6(12, &s, &[b[0], b4, (3, 4)]);
            let solver = crate::fastest::search::p2_holds::<4>(12, 11, &[s[0], b[0], s[1], b4, s[2], (3, 4)]);
            assert_eq!(q, solver, "{b4:?}");
            q
        };
        assert!(holds((6, 4)));
        for b4 in [(11, 11), (6, 8), (9, 4)] {
            assert!(place_with_others(12, s, &[b[0], b4], &fallback).is_none(), "{b4:?}");
            assert!(!holds(b4), "{b4:?}");
        }
    }

    /// The block as P2's ply-6 cell: P1's three stones at units `(1, 1)` of two RowOdd pairs at
    /// a right angle make three corners of a square, so the tempo cell is no position, while the
    /// block, the fourth corner, holds whatever P2's other stones, and a near cell beside it
    /// that does not block is no position. On 6×6 (`s1` at `(2, 2)`, `b2` on `(1, 3)`, P2's
    /// other stone on `(5, 0)`) Lemma Q and the solver agree that P2 holds ply 11 after it.
    #[test]
    fn the_block_as_ply6_cell() {
        let class = TClass { shape: ShapeClass { ta: PairType::RowOdd, tb: PairType::RowOdd, b: (0, 1) }, stone: 0, delta: (-1, 1), across: false };
        assert_eq!(verdict::<i64>(class, 1, 1), None);
        let block = Ply6::Near { stone: 0, offset: (1, 1) };
        assert_eq!(verdict_with::<i64>(class, 1, 1, block), Some(true));
        assert_eq!(verdict_with::<i64>(class, 1, 1, Ply6::Near { stone: 0, offset: (2, 2) }), None);
        assert_eq!(holding_cells(class, 1, 1, &fallback_cells())[0], block);
        let (s, p2) = ([(2, 2), (3, 2), (2, 3)], [(1, 3), (5, 0), (3, 3)]);
        assert!(crate::fastest::quiet::p2_holds_after_ply6(6, &s, &p2));
        assert!(crate::fastest::search::p2_holds::<1>(6, 11, &[s[0], p2[0], s[1], p2[1], s[2], p2[2]]));
    }

    /// The fallback cells: 144 near cells, nearest first, then the named cells by index; with
    /// [`Ply6::Tempo`] `verdict_with` is `verdict`; a named index past the list's end puts the
    /// cell on `s1` (no position); a fallback cell on `b2` is no position either.
    #[test]
    fn fallback_cells_in_order() {
        let cells = fallback_cells();
        assert_eq!(cells.len(), 144 + NAMED);
        assert_eq!(cells[0], Ply6::Near { stone: 0, offset: (-1, -1) });
        assert_eq!(cells[8], Ply6::Near { stone: 0, offset: (-2, -2) });
        assert_eq!(cells[144], Ply6::Named(0));
        assert_eq!(cells, fallback_cells_within(NEAR));
        let wide = fallback_cells_within(5);
        assert_eq!(wide.len(), 3 * 120 + NAMED);
        assert_eq!(wide[..48], cells[..48]);
        assert_eq!(wide[120], Ply6::Near { stone: 1, offset: (-1, -1) });
        assert_eq!(fallback_cells_within(0), (0..NAMED).map(Ply6::Named).collect::<Vec<_>>());
        assert_eq!(fallback_cells_within(-2), fallback_cells_within(0));
        let rays: Vec<Cell> = (1..=8).flat_map(|g| (1..=8).map(move |h| (g, h))).filter(|&(g, h)| on_failing_ray(g, h)).collect();
        assert_eq!(rays, [(1, 1), (1, 2), (1, 4), (2, 1), (2, 2), (2, 4), (2, 8), (3, 3), (3, 6), (4, 2), (4, 4), (4, 8), (5, 5), (6, 3), (6, 6), (7, 7), (8, 4), (8, 8)]);
        let class = TClass { shape: ShapeClass { ta: PairType::RowEven, tb: PairType::Diagonal, b: (1, 1) }, stone: 0, delta: (1, 1), across: false };
        for g in 1..=6 {
            for h in 1..=6 {
                assert_eq!(verdict_with::<i64>(class, g, h, Ply6::Tempo), verdict::<i64>(class, g, h), "({g}, {h})");
            }
        }
        let (s, _) = stones::<i64>(class, 3, 2);
        let (named, thirds) = named_cells(s, &pairs_of(s, true).unwrap());
        assert_eq!(stones_with::<i64>(class, 3, 2, Ply6::Named(0)).1[1], named[0]);
        assert_eq!(stones_with::<i64>(class, 3, 2, Ply6::Named(named.len())).1[1], thirds[0]);
        assert_eq!(stones_with::<i64>(class, 3, 2, Ply6::Named(NAMED)).1[1], (0, 0));
        assert_eq!(verdict_with::<i64>(class, 3, 2, Ply6::Named(NAMED)), None);
        assert_eq!(verdict_with::<i64>(class, 3, 2, Ply6::Near { stone: 0, offset: (1, 1) }), None);
    }
}
