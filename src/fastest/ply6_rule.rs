//! P2's ply-6 move by a rule, after a first pair in no pair form (docs/FASTEST.md §5, "Ply 6
//! after an unrelated first pair"; issue 11). The opening rule ([`super::opening_rule`])
//! fixes P2's first two moves; this module asks how far one rule carries P2's third.
//!
//! After a first pair `s1`, `s2` in no pair form, P2's stones are the opening rule's: `b2`,
//! the diagonal neighbour of `s1` towards the centre, and `b4`
//! ([`super::opening_rule::unrelated_ply4`]), the diagonal neighbour of `s2` towards the
//! centre, or the far-stone rule's cell after a `g·(1, 3)` pair. P1's third stone `s3` falls
//! in one of four classes ([`Third`]) by the pair forms it makes with `s1` and `s2`:
//!
//! - with neither, any P2 move holds ply 11 (`unrelated_three_delay`, Coq,
//!   `coq/SquareGame/Frames.v`);
//! - with `s1` only, the pair `s1`, `s3` meets P2's stone `b2` just as a related first pair
//!   does at ply 4, and [`pair_answer`] answers it as the opening rule answers such a pair
//!   ([`super::l11_opening::pair_ply4`]), with one change for the stone `s2` already there;
//! - with `s2` only, the pair `s2`, `s3` meets `b4` beside `s2` as the first class's pair
//!   meets `b2`, and [`ply6`] answers it alike, the roles swapped; after a `g·(1, 3)` pair
//!   (`b4` not beside `s2`) P2 plays [`beyond_b4`], one step beyond `b4` from `s1`;
//! - with both, [`both_answer`] plays [`beyond_b4`] after a `g·(1, 3)` first pair (the foot
//!   of `s2` when `s3` is level with the cell `2g` from `s1`, but that cell itself when `s3` is
//!   `g·(1, 2)` in the pair's frame (`s1` at the origin, `s2` at `g·(1, 3)`; `g` straight from
//!   `s2` towards `s1`'s row) and its mirror image `g·(−1, 2)` across the axis through `s1` is
//!   on the board: the *mirror case*), or else an *edge cell* (when `s3` is beside `s1` on
//!   a line, or a Knight pair of unit 2 from it on `b2`'s side), a
//!   cell beyond `b2` (a diagonal pair `s1`, `s3`) or a neighbour of `s1` on `b2`'s side of
//!   the pair `s1`, `s3`.
//!
//! [`losses`] asks the solver ([`super::search::Search::wins`], exact, uncertified), position
//! by position, whether P2 then holds ply 11 with its moves from ply 8 on free, and
//! [`common_cells`] which ply-6 cells hold at every position of an offset class (how the
//! answers were found). Nothing here is argued for every board. Run by
//! `examples/ply6_rule.rs`.

use super::every_board::{diagonal_towards_centre, Cell, Strategy};
use super::l11_opening::{pair_ply4, side_cell};
use super::named::frame_related;
use super::opening_rule::{ply2, ply4, strategy};
use super::search::{openings, p2_holds};
use super::unrelated::{far_cell, one_three_cell};
use anyhow::Result;

/// How P1's third stone `s3` relates to a first pair `s1`, `s2` in no pair form: the pair
/// forms it makes ([`frame_related`]: the same row, column or diagonal, or a 2:1 slope).
/// [`super::ply6_related`] classes third stones after a related first pair the same way; the
/// notes on P2's stones and on ply 11 below hold after a first pair in no pair form only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Third {
    /// In no pair form with either: any P2 move holds ply 11 (`unrelated_three_delay`).
    Unrelated,
    /// In a pair form with `s1` only, the stone next to P2's ply-2 stone.
    ToFirst,
    /// In a pair form with `s2` only, the stone next to P2's ply-4 stone (except after a
    /// `g·(1, 3)` first pair).
    ToSecond,
    /// In a pair form with both.
    ToBoth,
}

impl Third {
    /// The class of `s3` after the first pair `s1`, `s2` (cells `(x, y)`).
    pub fn of(s1: Cell, s2: Cell, s3: Cell) -> Third {
        match (frame_related(s1, s3), frame_related(s2, s3)) {
            (false, false) => Third::Unrelated,
            (true, false) => Third::ToFirst,
            (false, true) => Third::ToSecond,
            (true, true) => Third::ToBoth,
        }
    }

    /// The class named on the command line: `first`, `second` or `both` (an unrelated third
    /// stone needs no rule).
    pub fn parse(s: &str) -> Option<Third> {
        match s {
            "first" => Some(Third::ToFirst),
            "second" => Some(Third::ToSecond),
            "both" => Some(Third::ToBoth),
            _ => None,
        }
    }
}

/// P2's answer on the `n`×`n` board to P1's stones `first` and `second` in a pair form, with
/// P2's stone `p2` on the diagonal neighbour of `first` and another P1 stone `other` on the
/// board: the opening rule's ply-4 cell for that pair ([`pair_ply4`] with `strategy`, from
/// [`strategy`]), except when `other` is a corner of the square whose diagonal joins `p2` and
/// that cell, so that the P2 square the cell would build with `p2` is already spoilt (any cell
/// diagonal from `p2`: a ray cell, an opposite corner, or a cell of Lemma L11's table); then
/// the [`side_cell`] of the pair (the neighbour of `first` across it on `p2`'s side; `None`
/// unless the pair is on one row or column). The exception was read off the positions of 9×9
/// to 11×11 where the plain ply-4 cell lost ply 11 at ply 6: every one a ray cell whose square
/// held `other`, and the side cell held at each; as written it fires at other cells too
/// (docs/FASTEST.md §5). `None` when no cell is named.
pub fn pair_answer(strategy: &Strategy, n: i64, first: Cell, p2: Cell, second: Cell, other: Cell) -> Option<Cell> {
    let c = pair_ply4(strategy, n, first, p2, second)?;
    let diagonal = (c.0 - p2.0).abs() == (c.1 - p2.1).abs();
    if diagonal && [(p2.0, c.1), (c.0, p2.1)].contains(&other) {
        side_cell(first, p2, second)
    } else {
        Some(c)
    }
}

/// The cell one step beyond the opening rule's ply-4 stone `b4` from P1's first stone `s1`
/// after a `g·(1, 3)` first pair `s1`, `s2` (`b4` is then the far-stone rule's cell `g` from
/// `s1` towards `s2` on the axis on which they are `3g` apart, [`one_three_cell`] with step
/// `(0, 1)`): the cell `g + 1` from `s1` on that axis. It lies in the pair's bounding box
/// (`g + 1 ≤ 3g`), so on the board, and is none of `s1`, `s2`, `b2`, `b4`. `None` unless the
/// pair is `g·(1, 3)` apart.
///
/// P2's ply-6 answer there to a third stone related to `s2` only ([`Third::ToSecond`], no P2
/// stone beside `s2`), whatever `s3` is, and the first cell of [`both_answer`] after such a
/// pair. Read off the cells that held at every position of those classes after `g·(1, 3)`
/// first pairs on 7×7 to 13×13 (second class) and 7×7 to 12×12 (both), grouped by `g` and
/// the place of `s3` in the pair's frame (a scratch probe, not kept): for the second class
/// this cell held at every group of every `g`, 1 to 4. Until then [`ply6`] played a corner of
/// the pair `s2`, `s3`'s frame on the centre's side, read off when the opening rule put `b4`
/// on a far cell; it lost at row and column pairs an even distance apart (docs/FASTEST.md
/// §5).
pub fn beyond_b4(s1: Cell, s2: Cell) -> Option<Cell> {
    let b4 = one_three_cell(s1, s2, (0, 1))?;
    Some((b4.0 + (b4.0 - s1.0).signum(), b4.1 + (b4.1 - s1.1).signum()))
}

/// P2's answer on the `n`×`n` board to a third stone `s3` in a pair form with both of P1's
/// first stones `s1`, `s2` (in no pair form with each other; [`Third::ToBoth`]), P2 holding
/// `b2` (the diagonal neighbour of `s1` towards the centre) and `b4` (the opening rule's
/// ply-4 stone, [`super::opening_rule::unrelated_ply4`]): the first free cell of the board
/// among
///
/// 1. after a `g·(1, 3)` first pair, the cell [`beyond_b4`], `g + 1` from `s1` towards `s2`
///    along the axis on which they are `3g` apart (the far-stone rule's `b4` is the cell `g`
///    from `s1` on that line), except when `s3` is level with the cell `2g` from `s1` on it
///    (on the line across the axis through that cell); then the *foot* of `s2`: the cell
///    `3g` from `s1` on that axis, `g` from `s2`, level with it ([`one_three_cell`] with
///    step `(0, 3)`); but when `s3` is the cell `g` from `s2` towards `s1`'s side (`g·(1, 2)`
///    in the pair's frame, `s1` at the origin and `s2` at `g·(1, 3)`) and its mirror image
///    `g·(−1, 2)` across the axis through `s1` is on the board, the cell `2g` from `s1` on
///    the axis (`g·(0, 2)`), the midpoint of `s3` and its mirror image;
/// 2. in the frame of the pair `s1`, `s3` ([`in_frame`]: `u` the step along the pair
///    towards `s3`, the x step for a diagonal pair; `w` the step across it towards `b2`, the
///    y step for a diagonal pair), two *edge cells*: when `s3` is `s1 + 4u + 2w` (a Knight
///    pair of unit 2 on `b2`'s side), the cell `s1 + 3u + w`; when `s3` is `s1 + u` (an
///    orthogonal neighbour), the cell `s3 + 3w`;
/// 3. when `s1`, `s3` are on one diagonal, the cell `b2 + w` beyond `b2` from `s1` on `b2`'s
///    column (`w = (0, b2.y − s1.y)`);
/// 4. the cell `s1 − u + w` ([`in_frame`] `(−1, 1)`): a diagonal neighbour of `s1`, and
///    `b2` itself when `b2`'s step along `u` points away from `s3`;
/// 5. the orthogonal neighbour `s1 + w` ([`in_frame`] `(0, 1)`).
///
/// Read off scratch probes (not kept) of the cells that held at every position with the same
/// places of `s3` and `s2` in the pair's frame. Cell 1: after `g·(1, 3)` pairs on 7×7 to
/// 12×12, with the opening rule's stones, grouped by `g` and the place of `s3` (`beyond_b4`
/// held at every group but those level with `2g`, where the foot held; until then the foot
/// was played after every such pair, and it lost at more positions from 13×13 on). Its
/// mirror case: every ply-6 cell tried at every position with `s3` at `g·(1, 2)`, for `g` = 2
/// on 7×7 to 12×12, 3 on 10×10 to 15×15, 4 on 13×13 to 15×15, 5 on 16×16 to 18×18 and 6 on
/// 19×19 to 21×21: the foot and the cell `2g` both held at every position for `g` = 2, 3 and
/// 5; for `g` = 4 and 6 no cell held at every position, each of the two lost at some, and
/// at every position one of the two held: the cell `2g` wherever the mirror image is on the
/// board, the foot wherever it is not (a scratch probe, not kept). Cell 2:
/// with the opening rule's stones, at the two places of `s3` in the frame where cells 3 to 5
/// lost on 9×9 to 13×13, every second stone, on 9×9 to 12×12 (each cell held at every
/// position of its place there). Cells 3 to 5: made when the opening rule put `b4` on a far
/// cell after every pair but the `g·(1, 3)` ones, on 7×7 to 10×10 for cells 4 and 5, and on
/// 7×7 to 14×14 for cell 3 (for a diagonal pair, `b2`'s two neighbours beyond it from `s1`
/// held at every position of those boards where the foot is not played, so the choice of the
/// column does not depend on the frame's convention; docs/FASTEST.md §5). It holds at every
/// position of 5×5 to 21×21 (`ply6_rule -- N both`); until the mirror case, P1
/// completed by ply 11 after a few positions with `s3` at `g·(1, 2)` where the foot was
/// played, on 13×13 to 15×15 and 19×19 to 21×21. `None` when none of the cells is free (the
/// caller falls back).
pub fn both_answer(n: i64, s: [Cell; 3], b: [Cell; 2]) -> Option<Cell> {
    let [s1, s2, s3] = s;
    let (u, w) = frame_axes(s1, s3, (b[0].0 - s1.0, b[0].1 - s1.1));
    let dot = |a: Cell, c: Cell| a.0 * c.0 + a.1 * c.1;
    let diagonal = (s3.0 - s1.0).abs() == (s3.1 - s1.1).abs();
    let past_b2 = diagonal.then_some((b[0].0, 2 * b[0].1 - s1.1));
    let free = |c: &Cell| is_free(n, s, b, *c);
    let foot = one_three_cell(s1, s2, (0, 3));
    // `s3` level with the cell `m` 2g from `s1`: `s3 − m` square to the axis `m − s1`
    let level = one_three_cell(s1, s2, (0, 2)).is_some_and(|m| dot((s3.0 - m.0, s3.1 - m.1), (m.0 - s1.0, m.1 - s1.1)) == 0);
    // the cell `s1 + i·u + j·w` of the pair's frame
    let at = |i: i64, j: i64| (s1.0 + i * u.0 + j * w.0, s1.1 + i * u.1 + j * w.1);
    // `s3`'s place in the pair's frame ([`in_frame`])
    let q = (s3.0 - s1.0, s3.1 - s1.1);
    let edge = match (dot(q, u), dot(q, w)) {
        (4, 2) => Some(at(3, 1)),
        (1, 0) => Some(at(1, 3)),
        _ => None,
    };
    // with the opening rule's `b`, `beyond_b4` is taken only by `s3` 2g from `s1` on the
    // axis (g = 1, level), the foot only by `s3` not level, and the cell 2g (inside the
    // pair's box, not `s3`, `b2` or `b4`) by none: the first cell is free
    let first = match (level, mirror_case(n, s)) {
        (true, true) => one_three_cell(s1, s2, (0, 2)),
        (true, false) => foot,
        (false, _) => beyond_b4(s1, s2),
    };
    [first, edge, past_b2, Some(at(-1, 1)), Some(at(0, 1))]
        .into_iter()
        .flatten()
        .find(free)
}

/// Whether [`both_answer`]'s mirror case holds on the `n`×`n` board for P1's stones
/// `s = [s1, s2, s3]`: `s1`, `s2` are `g·(1, 3)` apart, `s3` is the cell `g·(1, 2)` of their
/// frame (`s1` at the origin, `s2` at `g·(1, 3)`; `g` from `s2` towards `s1`'s side), and its
/// mirror image `g·(−1, 2)` across the axis through `s1` is on the board.
fn mirror_case(n: i64, s: [Cell; 3]) -> bool {
    let [s1, s2, s3] = s;
    one_three_cell(s1, s2, (1, 2)) == Some(s3) && one_three_cell(s1, s2, (-1, 2)).is_some_and(|c| (0..n).contains(&c.0) && (0..n).contains(&c.1))
}

/// The [`pair_answer`] to P1's pair `stone`, `s3` with P2's `p` beside `stone` and P1's
/// `other` stone, `s = [stone, s3, other]`, `b = [p, p_other]`; where P2 already holds that
/// cell, Lemma L11's ply-6 rule ([`Strategy::ply6`]) for the pair `stone`, `s3` with `other`
/// as the third stone. The cell may be off the board or taken by P1; callers check. Used
/// after a first pair in no pair form ([`ply6`]) and after a related one
/// ([`super::ply6_related`]).
pub fn pair_answer_or_l11(strategy: &Strategy, n: i64, s: [Cell; 3], b: [Cell; 2]) -> Option<Cell> {
    let [stone, s3, other] = s;
    match pair_answer(strategy, n, stone, b[0], s3, other) {
        Some(c) if b.contains(&c) => strategy.ply6(n, s, b),
        c => c,
    }
}

/// Whether the cell `c` is on the `n`×`n` board and holds none of P1's stones `s` and P2's
/// `b`.
pub(super) fn is_free(n: i64, s: [Cell; 3], b: [Cell; 2], c: Cell) -> bool {
    (0..n).contains(&c.0) && (0..n).contains(&c.1) && !s.contains(&c) && !b.contains(&c)
}

/// P2's ply-6 stone on the `n`×`n` board after P1's `s1`, `s2` (in no pair form) and `s3`,
/// P2 holding `b2` and `b4` (the opening rule's), by the class of `s3` ([`Third`]):
///
/// - related to `s1` only ([`Third::ToFirst`]): the [`pair_answer`] to `s1`, `s3` with `b2`,
///   `s2` the other stone; where P2 already holds that cell (`b4`: the far-stone rule's cell
///   after a `g·(1, 3)` pair, the exception's side cell, or a cell of the pair's answer that
///   is `s2`'s diagonal neighbour), Lemma L11's ply-6 rule
///   ([`Strategy::ply6`]) for the pair `s1`, `s3` with `s2` as the third stone;
/// - related to `s2` only ([`Third::ToSecond`]): when `b4` is the diagonal neighbour of `s2`
///   towards the centre (no `g·(1, 3)` pair), the same as for `s1`, the roles swapped: the
///   [`pair_answer`] to `s2`, `s3` with `b4`, `s1` the other stone, and where P2 already
///   holds that cell (`b2`) Lemma L11's ply-6 rule for `s2`, `s3` with `s1` third; otherwise
///   (after a `g·(1, 3)` first pair) the cell [`beyond_b4`];
/// - related to both ([`Third::ToBoth`]): the [`both_answer`].
///
/// Where that cell is off the board or taken, the far cell of P1's three stones
/// ([`far_cell`]). `None` for an unrelated third stone (any move holds) or when no cell
/// qualifies.
pub fn ply6(strategy: &Strategy, n: i64, s: [Cell; 3], b: [Cell; 2]) -> Option<Cell> {
    let [s1, s2, s3] = s;
    let free = |c: &Cell| is_free(n, s, b, *c);
    let cell = match (Third::of(s1, s2, s3), near_pair(n, s, b)) {
        (Third::Unrelated, _) => return None,
        (_, Some((stone, p, other, p_other))) => pair_answer_or_l11(strategy, n, [stone, s3, other], [p, p_other]),
        (Third::ToSecond, None) => beyond_b4(s1, s2),
        // only `Third::ToBoth` is left: `near_pair` names every `Third::ToFirst` pair
        (_, None) => both_answer(n, s, b),
    };
    cell.filter(free).or_else(|| far_cell(n, &s, &b))
}

/// The pair that P1's third stone `s3` makes with the one stone of P1's first two `s` it is
/// related to, when a P2 stone of `b = [b2, b4]` is that stone's diagonal neighbour towards
/// the centre: `(stone, its P2 neighbour, P1's other stone, P2's other stone)`. That is
/// `(s1, b2, s2, b4)` for [`Third::ToFirst`], and `(s2, b4, s1, b2)` for [`Third::ToSecond`]
/// when `b4` is beside `s2` (the opening rule's [`super::opening_rule::unrelated_ply4`] after
/// any first pair but a `g·(1, 3)` one); `None` otherwise. [`ply6`] answers such a pair as the
/// opening rule answers a related first pair at ply 4.
fn near_pair(n: i64, s: [Cell; 3], b: [Cell; 2]) -> Option<(Cell, Cell, Cell, Cell)> {
    let [s1, s2, s3] = s;
    match Third::of(s1, s2, s3) {
        Third::ToFirst => Some((s1, b[0], s2, b[1])),
        Third::ToSecond if b[1] == diagonal_towards_centre(n, s2) => Some((s2, b[1], s1, b[0])),
        _ => None,
    }
}

/// What [`losses`] found on one board for one class of third stones.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ply6Losses {
    /// Positions after ply 5 asked (P2's ply-6 cell named).
    pub asked: usize,
    /// Positions where no cell is named (not asked).
    pub unasked: usize,
    /// Of those asked, the positions where the exception of [`pair_answer`] fires (its cell
    /// differs from the opening rule's ply-4 answer to the pair `s1`, `s3`, or for
    /// [`Third::ToSecond`] to the pair `s2`, `s3`); counted for [`Third::ToFirst`], and for
    /// [`Third::ToSecond`] where `b4` is beside `s2` (no `g·(1, 3)` first pair).
    pub spoilt: usize,
    /// Of those asked, the positions where P2 plays the foot of `s2` after a `g·(1, 3)` first
    /// pair ([`both_answer`]'s first cell where `s3` is level with the cell `2g` from `s1`,
    /// outside the mirror case); counted for [`Third::ToBoth`] only.
    pub foot: usize,
    /// Of those asked, the positions where P2 plays the cell `2g` from `s1` in
    /// [`both_answer`]'s mirror case (after a `g·(1, 3)` first pair, `s3` at `g·(1, 2)`, its
    /// mirror image on the board); counted for [`Third::ToBoth`] only.
    pub mirror: usize,
    /// The positions after which P1 completes a square by the deadline against P2's
    /// ply-6 cell: `([s1, s2, s3], [b2, b4], b6)`.
    pub lost: Vec<([Cell; 3], [Cell; 2], Cell)>,
}

/// Every position after ply 5 on the `n`×`n` board with a first pair in no pair form and a
/// third stone of the class `class`: each opening up to symmetry (`search::openings`), the
/// opening rule's ply-2 stone, each second stone in no pair form with the first, the opening
/// rule's ply-4 stone ([`ply4`]), each third stone of the class, P2's [`ply6`] stone, and
/// one exact search each of whether P1 completes a square by `deadline` whatever P2 plays
/// from ply 8 on. Openings in parallel (rayon). Errors: building [`strategy`]. The bit width
/// `W` must hold `n * n` cells ([`with_bits_width!`](crate::with_bits_width)).
pub fn losses<const W: usize>(n: usize, deadline: u32, class: Third) -> Result<Ply6Losses> {
    use rayon::prelude::*;
    let st = strategy()?;
    let ni = n as i64;
    let cells = move || (0..ni * ni).map(move |i| (i % ni, i / ni));
    let parts: Vec<Ply6Losses> = openings(n)
        .into_par_iter()
        .map(|o| {
            let s1 = ((o % n) as i64, (o / n) as i64);
            let b2 = ply2(ni, s1);
            let mut out = Ply6Losses::default();
            for s2 in cells().filter(|&c| c != s1 && c != b2 && !frame_related(s1, c)) {
                let Some(b4) = ply4(st, ni, s1, b2, s2) else { continue };
                for s3 in cells().filter(|c| ![s1, b2, s2, b4].contains(c) && Third::of(s1, s2, *c) == class) {
                    let (s, b) = ([s1, s2, s3], [b2, b4]);
                    let Some(b6) = ply6(st, ni, s, b) else {
                        out.unasked += 1;
                        continue;
                    };
                    out.asked += 1;
                    let spoilt = near_pair(ni, s, b).is_some_and(|(stone, p, other, _)| pair_ply4(st, ni, stone, p, s3) != pair_answer(st, ni, stone, p, s3, other));
                    out.spoilt += usize::from(spoilt);
                    if class == Third::ToBoth && Some(b6) == one_three_cell(s1, s2, (0, 3)) {
                        out.foot += 1;
                    }
                    if class == Third::ToBoth && mirror_case(ni, s) && Some(b6) == one_three_cell(s1, s2, (0, 2)) {
                        out.mirror += 1;
                    }
                    if !p2_holds::<W>(n, deadline, &[s1, b2, s2, b4, s3, b6]) {
                        out.lost.push((s, b, b6));
                    }
                }
            }
            out
        })
        .collect();
    let mut all = Ply6Losses::default();
    for p in parts {
        all.asked += p.asked;
        all.unasked += p.unasked;
        all.spoilt += p.spoilt;
        all.foot += p.foot;
        all.mirror += p.mirror;
        all.lost.extend(p.lost);
    }
    Ok(all)
}

/// The cells that hold at every position of one *offset class* ([`common_cells`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CaseCells {
    /// Positions after ply 5 met in the class.
    pub positions: usize,
    /// The ply-6 cells, in the pair's frame, after which P2 holds the deadline at every one of
    /// them (P2 free from ply 8 on); `None` before the first position.
    pub cells: Option<std::collections::BTreeSet<Cell>>,
}

/// The pair a third stone of the class makes, for [`common_cells`]: `(a, z, e)`, `a` the
/// older stone of the pair, `z = s3`, and `e` the diagonal unit vector that fixes the frame's
/// second axis: `b2 − s1` for [`Third::ToFirst`] and [`Third::ToBoth`] (the pair `s1`, `s3`),
/// towards the centre from `s2` for [`Third::ToSecond`] (the pair `s2`, `s3`); `None` for
/// [`Third::Unrelated`].
fn frame_pair(n: i64, s: [Cell; 3], b2: Cell) -> Option<(Cell, Cell, Cell)> {
    let [s1, s2, s3] = s;
    match Third::of(s1, s2, s3) {
        Third::Unrelated => None,
        Third::ToFirst | Third::ToBoth => Some((s1, s3, (b2.0 - s1.0, b2.1 - s1.1))),
        Third::ToSecond => {
            let v = diagonal_towards_centre(n, s2);
            Some((s2, s3, (v.0 - s2.0, v.1 - s2.1)))
        }
    }
}

/// The pair's frame: the cell `c` in coordinates with origin `a`, the first axis along the
/// longer component of `z − a` (towards `z`; the x axis on a tie) and the second across it,
/// signed by `e`'s component there (towards the centre, or P2's ply-2 stone).
pub fn in_frame(a: Cell, z: Cell, e: Cell, c: Cell) -> Cell {
    let (u, w) = frame_axes(a, z, e);
    let q = (c.0 - a.0, c.1 - a.1);
    (q.0 * u.0 + q.1 * u.1, q.0 * w.0 + q.1 * w.1)
}

/// The unit vectors `(u, w)` of [`in_frame`]'s axes (board cells).
fn frame_axes(a: Cell, z: Cell, e: Cell) -> (Cell, Cell) {
    let d = (z.0 - a.0, z.1 - a.1);
    if d.0.abs() >= d.1.abs() {
        ((d.0.signum(), 0), (0, e.1))
    } else {
        ((0, d.1.signum()), (e.0, 0))
    }
}

/// For every position after ply 5 on the `n`×`n` board with a first pair in no pair form
/// (the opening rule's stones, as in [`losses`]) and a third stone of the class `class`
/// (not [`Third::Unrelated`]), every empty cell tried as P2's ply-6 stone, one exact search
/// each (P2 free from ply 8 on); the cells that hold are read in the frame of the pair the
/// third stone makes ([`in_frame`]: `s1`, `s3` with `b2`'s direction, or for
/// [`Third::ToSecond`] `s2`, `s3` with the direction towards the centre) and intersected
/// into `into`, keyed by the third stone's place in that frame (its *offset class*), so that
/// calls on several boards give the cells that hold at every position of the class on all
/// of them. A table answer to the class exists on these boards exactly where a class keeps a
/// cell. Openings in parallel (rayon). Errors: building [`strategy`], or `class` unrelated.
pub fn common_cells<const W: usize>(n: usize, deadline: u32, class: Third, into: &mut std::collections::BTreeMap<Cell, CaseCells>) -> Result<()> {
    use rayon::prelude::*;
    use std::collections::{BTreeMap, BTreeSet};
    if class == Third::Unrelated {
        anyhow::bail!("an unrelated third stone needs no answer (any move holds): give first, second or both");
    }
    let st = strategy()?;
    let ni = n as i64;
    let cells = move || (0..ni * ni).map(move |i| (i % ni, i / ni));
    let parts: Vec<BTreeMap<Cell, CaseCells>> = openings(n)
        .into_par_iter()
        .map(|o| {
            let s1 = ((o % n) as i64, (o / n) as i64);
            let b2 = ply2(ni, s1);
            let mut out: BTreeMap<Cell, CaseCells> = BTreeMap::new();
            for s2 in cells().filter(|&c| c != s1 && c != b2 && !frame_related(s1, c)) {
                let Some(b4) = ply4(st, ni, s1, b2, s2) else { continue };
                for s3 in cells().filter(|c| ![s1, b2, s2, b4].contains(c) && Third::of(s1, s2, *c) == class) {
                    let Some((a, z, e)) = frame_pair(ni, [s1, s2, s3], b2) else { continue };
                    let holds: BTreeSet<Cell> = cells()
                        .filter(|c| ![s1, b2, s2, b4, s3].contains(c) && p2_holds::<W>(n, deadline, &[s1, b2, s2, b4, s3, *c]))
                        .map(|c| in_frame(a, z, e, c))
                        .collect();
                    merge(out.entry(in_frame(a, z, e, z)).or_default(), 1, Some(holds));
                }
            }
            out
        })
        .collect();
    for part in parts {
        for (k, v) in part {
            merge(into.entry(k).or_default(), v.positions, v.cells);
        }
    }
    Ok(())
}

/// Adds `positions` positions whose common cells are `cells` to `into`.
fn merge(into: &mut CaseCells, positions: usize, cells: Option<std::collections::BTreeSet<Cell>>) {
    into.positions += positions;
    into.cells = match (into.cells.take(), cells) {
        (Some(a), Some(b)) => Some(a.intersection(&b).copied().collect()),
        (a, b) => a.or(b),
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The classes, the side-cell exception where P1's other stone spoils the square of P2's
    /// cell, the cells of [`beyond_b4`] and the both answer, and the solver's answers: every
    /// third stone related to the first stone only holds on 6×6 and 7×7 (the exception firing
    /// 10 times on 7×7); related to the second only, every one holds on 6×6 and 7×7 (P2's
    /// ply-4 stone beside the second stone but after `g·(1, 3)` first pairs); at a 7×7 row
    /// pair 2 apart the earlier far ply-4 stone with the apex played before loses, and after a
    /// 10×10 `3·(1, 3)` pair `beyond_b4` holds where that apex loses (negative controls);
    /// related to both, the both answer loses no position of 7×7; at the one it lost before
    /// its edge cells the edge cell holds where the diagonal neighbour played then loses, and
    /// at two positions where the first answer loses (negative controls) its foot and its
    /// orthogonal neighbour hold; a Knight pair's edge cell on 9×9; on 13×13 the mirror case's
    /// cell `2g` holds where the foot loses, and the foot holds where the mirror image is off
    /// the board and the cell `2g` loses (negative controls); and on 9×9 the spoilt ray cell
    /// loses where the side cell holds.
    #[test]
    fn the_ply6_rule_on_small_boards() {
        assert_eq!(Third::of((0, 0), (1, 3), (6, 5)), Third::Unrelated);
        assert_eq!(Third::of((0, 0), (1, 3), (0, 6)), Third::ToFirst);
        assert_eq!(Third::of((0, 0), (1, 3), (1, 6)), Third::ToSecond);
        assert_eq!(Third::of((0, 0), (1, 3), (3, 3)), Third::ToBoth);
        assert_eq!(Third::parse("both"), Some(Third::ToBoth));
        assert_eq!(Third::parse("unrelated"), None);
        let st = strategy().unwrap();
        // a row pair 4 apart at the centre of 11x11: the ray cell, unless P1's other stone is
        // a corner of its square with P2's (4, 4); then the side cell
        assert_eq!(pair_ply4(st, 11, (5, 5), (4, 4), (1, 5)), Some((1, 1)));
        assert_eq!(pair_answer(st, 11, (5, 5), (4, 4), (1, 5), (9, 9)), Some((1, 1)));
        assert_eq!(pair_answer(st, 11, (5, 5), (4, 4), (1, 5), (4, 1)), Some((5, 4)));
        assert_eq!(pair_answer(st, 11, (5, 5), (4, 4), (1, 5), (1, 4)), Some((5, 4)));
        // P2 already holds the answer (the far-stone rule's cell after a 1*(1, 3) pair):
        // Lemma L11's ply-6 rule for the pair (3, 0), (3, 5) with (0, 1) third
        assert_eq!(pair_ply4(st, 7, (3, 0), (2, 1), (3, 5)), Some((2, 0)));
        let b6 = ply6(st, 7, [(3, 0), (0, 1), (3, 5)], [(2, 1), (2, 0)]);
        assert_eq!(b6, st.ply6(7, [(3, 0), (3, 5), (0, 1)], [(2, 1), (2, 0)]));
        assert!(b6.is_some());
        assert_eq!(ply6(st, 7, [(3, 0), (0, 1), (5, 5)], [(2, 1), (2, 0)]), None, "an unrelated third stone");
        let count = |n, class| {
            let l = with_width(n, class);
            (l.asked, l.spoilt, l.unasked, l.lost.len())
        };
        assert_eq!(count(6, Third::ToFirst), (633, 0, 0, 0));
        assert_eq!(count(7, Third::ToFirst), (2500, 10, 0, 0));
        let both = with_width(7, Third::ToBoth);
        assert_eq!((both.asked, both.foot, both.mirror, both.unasked), (2645, 144, 42, 0));
        assert_eq!(both.lost, vec![]);
        // the one 7x7 position the both answer lost before its edge cells: P1's (3, 0) beside
        // (2, 0) on the edge row; the edge cell (3, 3), 3 across the pair from (3, 0) towards
        // P2's (3, 1), holds, and the diagonal neighbour (1, 1) played before loses (a
        // negative control)
        let (s, b) = ([(2, 0), (3, 6), (3, 0)], [(3, 1), (2, 5)]);
        assert_eq!(ply4(st, 7, s[0], b[0], s[1]), Some(b[1]));
        assert_eq!(ply6(st, 7, s, b), Some((3, 3)));
        assert!(p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (3, 3)]));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (1, 1)]));
        // a Knight pair of unit 2 on P2's side on 9x9: (2, 5) from (6, 3) with P2's (5, 4)
        // beside (6, 3) and P1's second stone (2, 0) in line with (2, 5): the edge cell
        // (3, 4), 3 along the pair and 1 across it from (6, 3)
        let b4 = ply4(st, 9, (6, 3), (5, 4), (2, 0)).unwrap();
        assert_eq!(both_answer(9, [(6, 3), (2, 0), (2, 5)], [(5, 4), b4]), Some((3, 4)));
        assert_eq!(count(6, Third::ToSecond), (626, 5, 0, 0));
        assert_eq!(count(7, Third::ToSecond), (2374, 14, 0, 0));
        // a row pair 2 apart on 7x7 after P1's (0, 0), (3, 2): P2's ply-4 stone (2, 3) beside
        // (3, 2) and the first-class answer to the pair (3, 2), (5, 2) hold; the far-stone
        // rule's far cell (2, 6) and the apex (4, 3) of the former second answer, as played
        // before, lose
        let (s, b2) = ([(0, 0), (3, 2), (5, 2)], (1, 1));
        let b4 = ply4(st, 7, s[0], b2, s[1]).unwrap();
        assert_eq!(b4, (2, 3));
        let b6 = ply6(st, 7, s, [b2, b4]).unwrap();
        assert_eq!(Some(b6), pair_answer(st, 7, s[1], b4, s[2], s[0]));
        assert_ne!(b6, (4, 3));
        assert!(p2_holds::<1>(7, 11, &[s[0], b2, s[1], b4, s[2], b6]));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b2, s[1], (2, 6), s[2], (4, 3)]));
        // after the 3*(1, 3) pair (0, 0), (9, 3) on 10x10 (P2's (1, 1) and the far-stone
        // rule's (3, 0)), a row pair (9, 3), (7, 3) 2 apart: the cell (4, 0) beyond (3, 0)
        // holds; the apex (8, 4), played there until the cell was found, loses (a negative
        // control; also by the plain minimax in tests/forcing_reference.rs)
        let (s, b) = ([(0, 0), (9, 3), (7, 3)], [(1, 1), (3, 0)]);
        assert_eq!(ply4(st, 10, s[0], b[0], s[1]), Some(b[1]));
        assert_eq!(ply6(st, 10, s, b), Some((4, 0)));
        assert!(p2_holds::<2>(10, 11, &[s[0], b[0], s[1], b[1], s[2], (4, 0)]));
        assert!(!p2_holds::<2>(10, 11, &[s[0], b[0], s[1], b[1], s[2], (8, 4)]));
        assert_eq!(beyond_b4((8, 8), (5, 7)), Some((6, 8)));
        assert_eq!(beyond_b4((8, 8), (5, 6)), None);
        // a third stone related to both first stones on 7x7 (P1 (3, 3), (4, 0); P2 (2, 2)
        // and the far-stone rule's (3, 2) after the 1*(1, 3) pair): the foot of (4, 0); the
        // first answer given to it, the opening rule's answer to the pair (3, 3), (3, 1),
        // loses (a negative control)
        let (s, b) = ([(3, 3), (4, 0), (3, 1)], [(2, 2), (3, 2)]);
        assert_eq!(ply6(st, 7, s, b), Some((3, 0)));
        assert_eq!(pair_answer(st, 7, s[0], b[0], s[2], s[1]), Some((1, 3)));
        assert!(p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (3, 0)]));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (1, 3)]));
        // the mirror case on 13x13 after 4*(1, 3) pairs: P1's third stone 4 below the second
        // (9, 12) from (5, 0), its mirror image (1, 8) on the board: the cell (5, 8) 2g from
        // (5, 0) holds and the foot (5, 12) loses; from (3, 0) the mirror image (-1, 8) is off
        // the board, and the foot (3, 12) holds where (3, 8) loses (negative controls both)
        let mirror_position = |s1: Cell, s2: Cell, s3: Cell, played: Cell, lost: Cell| {
            let b2 = ply2(13, s1);
            let b4 = ply4(st, 13, s1, b2, s2).unwrap();
            assert_eq!(ply6(st, 13, [s1, s2, s3], [b2, b4]), Some(played));
            assert!(p2_holds::<3>(13, 11, &[s1, b2, s2, b4, s3, played]));
            assert!(!p2_holds::<3>(13, 11, &[s1, b2, s2, b4, s3, lost]));
        };
        mirror_position((5, 0), (9, 12), (9, 8), (5, 8), (5, 12));
        mirror_position((3, 0), (7, 12), (7, 8), (3, 12), (3, 8));
        // no 1*(1, 3) pair, and the diagonal neighbour away from (5, 2) is P2's (2, 2): the
        // orthogonal neighbour (3, 2) on P2's side of the pair (3, 3), (5, 2); the first
        // answer (4, 3) loses (P2's (0, 1) is the far cell the opening rule played at ply 4
        // before; with its ply-4 stone (4, 1) beside (5, 0), every cell holds there)
        let (s, b) = ([(3, 3), (5, 0), (5, 2)], [(2, 2), (0, 1)]);
        assert_eq!(ply6(st, 7, s, b), Some((3, 2)));
        assert_eq!(pair_answer(st, 7, s[0], b[0], s[2], s[1]), Some((4, 3)));
        assert!(p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (3, 2)]));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (4, 3)]));
        // the diagonal neighbour of (3, 3) on P2's side of the pair (3, 3), (1, 3) and away
        // from (1, 3) when it is free: (4, 2)
        let b4 = ply4(st, 7, (3, 3), (2, 2), (1, 0)).unwrap();
        assert_ne!(b4, (4, 2));
        assert_eq!(both_answer(7, [(3, 3), (1, 0), (1, 3)], [(2, 2), b4]), Some((4, 2)));
        // a diagonal pair (3, 3), (5, 5) with P2's (2, 2) behind (3, 3) and P1's second stone
        // (5, 0): the cell (2, 1) beyond (2, 2) from (3, 3) on its column
        let b4 = ply4(st, 7, (3, 3), (2, 2), (5, 0)).unwrap();
        assert_eq!(both_answer(7, [(3, 3), (5, 0), (5, 5)], [(2, 2), b4]), Some((2, 1)));
        // the spoilt ray cell on 9x9 (also by the plain minimax in tests/forcing_reference.rs)
        let moves = [(4, 0), (3, 1), (0, 1), (1, 2), (4, 4)];
        assert_eq!(ply4(st, 9, moves[0], moves[1], moves[2]), Some(moves[3]));
        assert_eq!(ply6(st, 9, [moves[0], moves[2], moves[4]], [moves[1], moves[3]]), Some((3, 0)));
        let holds = |c: Cell| p2_holds::<2>(9, 11, &[moves[0], moves[1], moves[2], moves[3], moves[4], c]);
        assert!(holds((3, 0)));
        assert!(!holds((0, 4)));
    }

    fn with_width(n: usize, class: Third) -> Ply6Losses {
        losses::<1>(n, 11, class).unwrap()
    }

    /// The cells common to every position of an offset class on 7×7, third stones related to
    /// the second stone only, with the opening rule's ply-4 stone (beside `s2` but after
    /// `g·(1, 3)` first pairs): next to the pair (1, 0) only `s2`'s neighbour `(0, 1)` across
    /// the pair towards the centre; a row pair 2
    /// apart keeps it and the corner `(2, 1)` over `s3` (with the earlier far ply-4 stone it
    /// kept none, docs/FASTEST.md §5).
    #[test]
    fn common_cells_on_7x7() {
        let mut map = std::collections::BTreeMap::new();
        common_cells::<1>(7, 11, Third::ToSecond, &mut map).unwrap();
        let at = |k: Cell| map.get(&k).and_then(|c| c.cells.clone()).map(|s| s.into_iter().collect::<Vec<_>>());
        // every position of the class
        assert_eq!(map.values().map(|c| c.positions).sum::<usize>(), 2374);
        assert_eq!(at((1, 0)), Some(vec![(0, 1)]));
        assert_eq!(at((2, 0)), Some(vec![(0, 1), (2, 1)]));
        assert!(common_cells::<1>(7, 11, Third::Unrelated, &mut map).is_err());
    }
}
