//! The *explicit defence*: a P2 strategy for ply 11 that names every move by a rule, with no
//! minimax search, and its check on one board by Lemma Q instead of the solver
//! (docs/FASTEST.md §5, "An explicit defence"; issue 11).
//!
//! - Plies 2 and 4: the opening rule ([`super::opening_rule::ply2`], [`ply4`]).
//! - Ply 6 ([`ply6`]), the *named-order rule*: the first cell, in the order the stones
//!   name them ([`named_cells_in_order`](super::named::named_cells_in_order): corners of squares through two stones of one
//!   player, cells of frames holding two P1 stones, then the neighbours of P1's stones), after
//!   which Lemma Q says P2 holds ply 11. It chooses by the cells' names alone: no weights,
//!   no far cell, the same rule after every first pair.
//! - Ply 8: Lemma Q's cell ([`ply8_cell`]): complete a P2 square if possible, else block
//!   P1's threat cell, else a cell of Lemma Q's reply set after which P1 has no victory by
//!   continuous forcing by ply 11 (the first free cell where every cell holds).
//! - Ply 10: Lemma V's ([`ply10_cell`]): complete a P2 square if possible, else block.
//!
//! P2 plays openings outside [`openings`] by the symmetry of the board that maps the opening
//! to its representative. [`check`] reads Lemma Q's answer ([`p2_holds_after_ply6`], exact
//! by its argument and checked against the solver; the named-order rule asks it for each cell
//! it tries) at every position after ply 6 the defence leads to, except those
//! `unrelated_three_delay` settles, so a board with no loss is one on which
//! P2 holds ply 11 by this defence, up to Lemma Q's hand argument (not a certificate, not a
//! prover theorem).

use super::every_board::{classify, fourth_corner, Cell, PairType, Strategy};
use super::named::{frame_related, named_cells_in_order_split};
use super::opening_rule::{ply2, ply4, strategy};
use super::ply6_rule::Third;
use super::quiet::{first_free, p2_holds_after_ply6, ply10_cell, ply8_cell};
use super::search::openings;
use super::stray::{lone_class, lone_ply6, stray_class, stray_ply6, LoneCase, StrayCase};
use super::two_pairs::{beside_fits, helper_for, needs_first_stones, settles, RatioCheck};
use super::two_tempo::TCheck;
use anyhow::Result;

/// P2's ply-6 choice by the named-order rule ([`ply6_choice`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply6Choice {
    /// The cell P2 plays, free and on the board.
    pub cell: Cell,
    /// Its place in [`named_cells_in_order`](super::named::named_cells_in_order) (0 for the first named cell; also 0 where no
    /// named cell holds and P2 plays the first, and where no named cell is free and P2 plays
    /// the first free cell in row order).
    pub index: usize,
    /// How many cells of [`named_cells_in_order`](super::named::named_cells_in_order) come before the neighbours of P1's stones
    /// (the free corners and frame cells; [`named_cells_in_order_split`]).
    pub corners: usize,
    /// Whether P2 holds ply 11 after it, by Lemma Q ([`p2_holds_after_ply6`]), P2's later
    /// moves Lemma Q's ([`ply8_cell`], [`ply10_cell`]).
    pub holds: bool,
}

impl Ply6Choice {
    /// Whether the cell is named only as a neighbour of a P1 stone (no corner or frame cell).
    pub fn neighbour_only(&self) -> bool {
        self.index >= self.corners
    }
}

/// The named-order rule for P2's ply 6 on the `n`×`n` board after P1's `s = [s1, s2, s3]`
/// with P2 holding `b = [b2, b4]` (cells `(x, y)` on the board, different): the first cell of
/// [`named_cells_in_order`](super::named::named_cells_in_order) (with the neighbours of P1's stones, which come last) after which
/// Lemma Q says P2 holds ply 11; where none does, the first named cell, and where no named
/// cell is free, the first free cell in row order. Lemma Q is asked once per cell tried, in
/// order, up to the first that holds. `None` only on a full board.
pub fn ply6_choice(n: i64, s: [Cell; 3], b: [Cell; 2]) -> Option<Ply6Choice> {
    let (named, corners) = named_cells_in_order_split(n, &s, &b);
    let holds = |c: Cell| p2_holds_after_ply6(n, &s, &[b[0], b[1], c]);
    if let Some(index) = named.iter().position(|&c| holds(c)) {
        return Some(Ply6Choice { cell: named[index], index, corners, holds: true });
    }
    match named.first() {
        Some(&cell) => Some(Ply6Choice { cell, index: 0, corners, holds: false }),
        None => first_free(n, &s, &b).map(|cell| Ply6Choice { cell, index: 0, corners, holds: holds(cell) }),
    }
}

/// P2's ply-6 stone by the explicit defence: the cell of [`ply6_choice`], the named-order
/// rule. `None` only on a full board.
pub fn ply6(n: i64, s: [Cell; 3], b: [Cell; 2]) -> Option<Cell> {
    ply6_choice(n, s, b).map(|c| c.cell)
}

/// P2's move by the explicit defence on the `n`×`n` board after `moves` (cells `(x, y)` of
/// the board, different, played alternately from P1's first, P2's earlier moves this
/// defence's; an odd number, 1 to 9, so P2 plays ply 2 to 10; other input is the caller's
/// error, and cells off the board may panic): the
/// position is mapped by the first of the 8 symmetries (the order of
/// [`crate::small::geom::sym_xy`]) taking P1's first stone to its representative in
/// [`openings`] (the least cell index of its orbit), P2's move is the rule's there (ply 2
/// and 4 the opening rule's, ply 6 [`ply6`], ply 8 [`ply8_cell`], ply 10 [`ply10_cell`]),
/// and it is mapped back. `None` where the rule names no cell (at ply 4 where the opening
/// rule names none, at ply 8 where no cell holds ply 11) or `moves` has another length.
pub fn p2_move(strategy: &Strategy, n: i64, moves: &[Cell]) -> Option<Cell> {
    use crate::small::geom::{sym_inverse, sym_xy};
    let nu = n as usize;
    let map = |g: usize, c: Cell| {
        let (x, y) = sym_xy(g, nu, c.0 as usize, c.1 as usize);
        (x as i64, y as i64)
    };
    let first = *moves.first()?;
    let g = (0..8).min_by_key(|&g| {
        let c = map(g, first);
        (c.1 * n + c.0, g)
    })?;
    let m: Vec<Cell> = moves.iter().map(|&c| map(g, c)).collect();
    let (p1, p2): (Vec<Cell>, Vec<Cell>) = (m.iter().step_by(2).copied().collect(), m.iter().skip(1).step_by(2).copied().collect());
    let cell = match m.len() {
        1 => Some(ply2(n, m[0])),
        3 => ply4(strategy, n, m[0], m[1], m[2]),
        5 => ply6(n, [m[0], m[2], m[4]], [m[1], m[3]]),
        7 => ply8_cell(n, &p1, &p2),
        9 => ply10_cell(n, &p1, &p2),
        _ => None,
    }?;
    Some(map(sym_inverse(g), cell))
}

/// What [`check`] found on one board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DefenceCheck {
    /// Positions after ply 6 asked by Lemma Q: after a first pair in a pair form, and after
    /// one in no pair form (with a third stone in a pair form with a first stone).
    pub asked: [usize; 2],
    /// Positions after ply 5 with no two of P1's three stones in a pair form, settled by
    /// `unrelated_three_delay` whatever P2's ply-6 stone (not asked).
    pub by_theorem: usize,
    /// First pairs after which the opening rule names no ply-4 cell (not asked; none on 5×5
    /// to 20×20, `opening_rule -- N`).
    pub unasked_pairs: usize,
    /// Positions asked whose first named cell fails Lemma Q, so that the rule passes over
    /// it to a later one (or loses).
    pub passed_over: usize,
    /// Positions asked where the rule's cell holding ply 11 is named only as a neighbour of a
    /// P1 stone: `[no corner or frame cell free, some free but none holding]`.
    pub neighbour_only: [usize; 2],
    /// The largest place in [`named_cells_in_order`](super::named::named_cells_in_order) of a cell the rule plays and that holds
    /// (0: the first named cell held at every position asked).
    pub deepest: usize,
    /// The positions after which P1 completes a square by ply 11 against the defence (no
    /// cell of the named-order rule holds): `([s1, s2, s3], [b2, b4], b6)`.
    pub lost: Vec<([Cell; 3], [Cell; 2], Cell)>,
    /// Positions asked where Lemma S applies ([`stray_class`]: one pair, a third stone in a
    /// pair form with neither of its stones, P2's stone beside the pair's earlier one); there Lemma S's ply-6 cell holds ply 11 on
    /// every board, whatever the named-order rule plays.
    pub stray: usize,
    /// With Lemma S's table ([`check_with`]): the positions of [`DefenceCheck::stray`] after
    /// which Lemma Q finds P1 completing a square by ply 11 against Lemma S's ply-6 cell (the
    /// first free cell where it names none on the board), as `lost`; empty without the table.
    pub stray_lost: Vec<([Cell; 3], [Cell; 2], Cell)>,
    /// Positions asked where Lemma S's lone form applies ([`lone_class`]: a pair other than an
    /// even distance on a row or column and a third stone in a pair form with neither, P2's
    /// stones anywhere); there the lone form's ply-6 cell ([`lone_ply6`]) holds ply 11 on every
    /// board.
    pub lone: usize,
    /// Positions asked where Lemma S or its lone form applies.
    pub stray_or_lone: usize,
    /// Positions asked where neither applies: `[one pair of P1's three stones in a pair form,
    /// two or three pairs]`.
    pub unsettled: [usize; 2],
    /// Of the positions with two or three pairs, those the ratio lemma settles for every board
    /// ([`settles`]; counted only when [`check_with`] gets its table).
    pub two_settled: usize,
    /// Of the positions with two or three pairs that the ratio lemma does not settle, those
    /// Lemma T beside a corner settles ([`helper_for`]: one of P2's first two stones, or a cell
    /// off the board, is a helper of its table), by the classes of [`DefenceCheck::two_left`].
    pub two_beside: [usize; 3],
    /// Of the positions with two or three pairs that neither the ratio lemma nor Lemma T beside
    /// a corner settles (counted only with their tables): `[some pair a RowEven pair, else two
    /// RowOdd pairs of different units (at a right angle: two on one line make a RowEven third
    /// pair), else the rest (a failing ray of the ratio lemma's table, or two RowOdd pairs of
    /// one unit, three corners of a square)]`, by [`classify`]'s types. Lemma R of
    /// docs/FASTEST.md §5 shows that the first two classes need P2's first two stones where
    /// its cells lie on the board ([`DefenceCheck::first_stones`]).
    pub two_left: [usize; 3],
    /// The positions of `two_left[0]` (a RowEven pair) by why Lemma T beside a corner leaves
    /// them, `[[RowEven pair not P1's first pair (s1, s2), P1's first pair]; 3]`: first its
    /// table holds beside a helper that is on the board and that P2's first two stones miss
    /// ([`beside_fits`]), else two of the pairs are on rows or columns (RowOdd or RowEven: a
    /// row pair with a RowEven pair, which `two_pairs -- beside all` finds failing at every
    /// generic point with every corner, three stones on one line, or a right angle whose
    /// Diagonal or Knight third pair puts the shape on a failing ray of the table), else the
    /// rest (RowEven with Diagonal or Knight pairs on a failing ray of its table). Where the
    /// pair is not P1's first pair it is made by P1's third stone, at ply 5, after P2's first
    /// two moves.
    pub two_left_even: [[usize; 2]; 3],
    /// Of the positions of [`DefenceCheck::two_left`], by its classes, those where P2 holds ply
    /// 11 by Lemma Q after a *tempo cell* ([`tempo_cell_holds`]: beside one of its first two
    /// stones that is a diagonal neighbour of a P1 stone, on the side away from that stone, as
    /// in Lemma U): a count, board by board, of where a Lemma U-style defence could reach; no
    /// position counts as settled by it.
    pub two_left_tempo: [usize; 3],
    /// Of the positions of [`DefenceCheck::two_left`], by its classes, those where Lemma U₂
    /// applies (`two_tempo::place` with the table's prediction, `two_tempo::predict`: P2's
    /// stone beside a P1 stone, its tempo cell free and on the board): P2 holds ply 11 there
    /// on every board.
    pub two_left_u2: [usize; 3],
    /// Of [`DefenceCheck::two_left_u2`], those where Lemma R applies on the board
    /// (`two_pairs::needs_first_stones`).
    pub two_left_u2_first_stones: usize,
    /// Of the positions of [`DefenceCheck::two_left`] where Lemma U₂'s tempo cell does not
    /// apply, by its classes, those where a fallback cell does (`two_tempo::place_cell` with the
    /// table's `two_tempo::predict_cells`): P2 holds ply 11 there on every board.
    pub two_left_u2_fallback: [usize; 3],
    /// The positions of [`DefenceCheck::two_left`] where Lemma U₂ does not apply, by why: no
    /// P2 stone of the first two is a diagonal neighbour of a P1 stone; some is, but no tempo
    /// cell is free with it and the third corners of the two on the board; the check's
    /// prediction fails (a failing ray or point of its table, or no position of it) at every
    /// placement that fits.
    pub two_u2_left_why: [usize; 3],
    /// Of the positions of `two_u2_left_why[2]`, those where at every placement of Lemma U₂
    /// whose class fits its units (`two_tempo::placements`, the board's edges aside) the units
    /// lie on a failing ray of the check (`two_tempo::on_failing_ray`: 1:1, 1:2, 2:1, 1:4).
    pub two_u2_left_on_rays: usize,
    /// With `others` ([`check_with`]), of the positions of `two_u2_left_on_rays`, those where
    /// Lemma U₂'s defence holds by its concrete verdict on the plane once P2's other first stone
    /// is kept (`two_tempo::place_with_others`): with the tempo cell, else with a fallback cell,
    /// else with a forcing cell (a P2 threat at ply 6 from P2's first stones, or the block of
    /// P1's threat; `two_tempo::OthersCell`). A count for a lemma to come; it settles no
    /// position for every board.
    pub two_u2_left_others: [usize; 3],
    /// The positions of [`DefenceCheck::two_u2_left_others`] after which Lemma Q finds P1
    /// completing a square by ply 11 against that ply-6 cell, as `lost` (a second check of the
    /// count).
    pub two_u2_others_lost: Vec<([Cell; 3], [Cell; 2], Cell)>,
    /// The positions of [`DefenceCheck::two_left_u2`] and [`DefenceCheck::two_left_u2_fallback`]
    /// after which Lemma Q finds P1 completing a square by ply 11 against Lemma U₂'s ply-6 cell
    /// (the tempo cell or the fallback cell), as `lost` (a second check of Lemma U₂).
    pub two_u2_lost: Vec<([Cell; 3], [Cell; 2], Cell)>,
    /// Of the positions neither Lemma S, its lone form, the ratio lemma nor Lemma T beside a
    /// corner settles (counted only with their tables), those where Lemma R applies on the
    /// board ([`needs_first_stones`]): with only its ply-6 stone P2 would lose them by ply 11.
    pub first_stones: usize,
    /// Of the positions Lemma T beside a corner settles, those where Lemma R applies on the
    /// board: there P2's first stones do the work Lemma R says they must.
    pub first_stones_beside: usize,
    /// Of the positions with one pair that neither Lemma S nor its lone form settles
    /// (`unsettled[0]`), those where Lemma U applies ([`super::one_three::place`]: a RowEven
    /// pair `g·(1, 3)` from P1's third stone, P2 holding a diagonal neighbour of that stone);
    /// there Lemma U's tempo cell ([`super::one_three::ply6`]) holds ply 11 on every board.
    pub one_three: usize,
    /// Of [`DefenceCheck::one_three`], those where Lemma R applies on the board
    /// ([`needs_first_stones`]): P2's first stones (its diagonal neighbour) do the work there.
    pub one_three_first_stones: usize,
    /// The positions of [`DefenceCheck::one_three`] after which Lemma Q finds P1 completing a
    /// square by ply 11 against Lemma U's tempo cell, as `lost` (a second check of Lemma U).
    pub one_three_lost: Vec<([Cell; 3], [Cell; 2], Cell)>,
    /// With the lone form's table ([`check_with`]): the positions of [`DefenceCheck::lone`]
    /// after which Lemma Q finds P1 completing a square by ply 11 against the lone form's
    /// ply-6 cell (the first free cell where any cell holds), as `lost`.
    pub lone_lost: Vec<([Cell; 3], [Cell; 2], Cell)>,
}

/// Whether P2, holding `b` after P1's stones `s` on the `n`×`n` board, holds ply 11 by Lemma Q
/// ([`p2_holds_after_ply6`]) after some *tempo cell*: for a stone `x` of `b` that is a diagonal
/// neighbour of a stone `z` of `s`, `x + (x − z)·(1, 0)` or `x + (x − z)·(0, 1)` (beside `x`, away
/// from `z`; Lemma U's ply-6 cell, docs/FASTEST.md §5), free and on the board.
pub fn tempo_cell_holds(n: i64, s: [Cell; 3], b: [Cell; 2]) -> bool {
    let on = |c: Cell| (0..n).contains(&c.0) && (0..n).contains(&c.1);
    b.iter().any(|&x| {
        s.iter().any(|&z| {
            let d = (x.0 - z.0, x.1 - z.1);
            d.0.abs() == 1
                && d.1.abs() == 1
                && [(x.0 + d.0, x.1), (x.0, x.1 + d.1)].into_iter().any(|w| on(w) && !s.contains(&w) && !b.contains(&w) && p2_holds_after_ply6(n, &s, &[b[0], b[1], w]))
        })
    })
}

/// The positions after ply 5 that [`check`] asks, from P1's first stone `s1` on the `n`×`n`
/// board: the opening rule's ply-2 stone, every second stone and its ply-4 stone, every third
/// stone; `visit(s, b)` is called with P1's `s = [s1, s2, s3]` and P2's `b = [b2, b4]` except
/// where no two of P1's stones are in a pair form (counted in `counts.by_theorem`) or the
/// opening rule names no ply-4 cell (`counts.unasked_pairs`).
fn walk_opening(st: &Strategy, n: i64, s1: Cell, counts: &mut DefenceCheck, mut visit: impl FnMut([Cell; 3], [Cell; 2])) {
    let cells = move || (0..n * n).map(move |i| (i % n, i / n));
    let b2 = ply2(n, s1);
    for s2 in cells().filter(|&c| c != s1 && c != b2) {
        let Some(b4) = ply4(st, n, s1, b2, s2) else {
            counts.unasked_pairs += 1;
            continue;
        };
        let related = frame_related(s1, s2);
        for s3 in cells().filter(|c| ![s1, b2, s2, b4].contains(c)) {
            if !related && Third::of(s1, s2, s3) == Third::Unrelated {
                counts.by_theorem += 1;
            } else {
                visit([s1, s2, s3], [b2, b4]);
            }
        }
    }
}

/// The explicit defence on the `n`×`n` board: each opening up to symmetry ([`openings`]),
/// the opening rule's ply-2 stone, every second stone, its ply-4 stone, every third stone,
/// the defence's ply-6 stone ([`ply6_choice`]), and Lemma Q's answer
/// ([`p2_holds_after_ply6`], asked by the rule itself) to whether P2 then holds ply 11 with
/// the defence's later moves. Openings in parallel (rayon).
/// Errors: building the opening rule's [`strategy`].
pub fn check(n: i64) -> Result<DefenceCheck> {
    check_with(n, None, None, None, false)
}

/// [`check`], and with `stray` (Lemma S's table, [`super::stray::check_all`] with diagonal
/// ply-2 stones) also Lemma Q's answer after Lemma S's ply-6 cell ([`stray_ply6`]) at every
/// position where Lemma S applies, a second check of Lemma S ([`DefenceCheck::stray_lost`]);
/// with `lone` (the lone form's table, [`super::stray::check_all_lone`]) Lemma Q's answer after
/// the lone form's ply-6 cell ([`lone_ply6`], the first free cell where any cell holds) at every
/// position where the lone form applies ([`DefenceCheck::lone_lost`]); with `two` (the ratio
/// lemma's table, [`super::two_pairs::ratio_table`]) the positions with two or three pairs
/// in a pair form that it settles ([`DefenceCheck::two_settled`]), and with the table of Lemma
/// T beside a corner ([`super::two_pairs::beside_table`]) those it settles of the rest
/// ([`DefenceCheck::two_beside`]), and with Lemma U₂'s table ([`super::two_tempo::table`]) those
/// of the rest where Lemma U₂ applies, with its tempo cell or else a fallback cell, with Lemma Q's
/// answer after that cell ([`DefenceCheck::two_left_u2`], [`DefenceCheck::two_left_u2_fallback`],
/// [`DefenceCheck::two_u2_lost`]). Always, Lemma Q's answer after Lemma U's tempo cell at every
/// position with one pair where neither Lemma S nor its lone form applies and Lemma U does
/// ([`DefenceCheck::one_three_lost`]).
/// With `two` and `others`, also asks where the positions Lemma U₂ leaves on a failing ray
/// would hold with P2's other first stone kept ([`DefenceCheck::two_u2_left_others`];
/// roughly 0.1 to 0.25 s of CPU a position asked on 6×6 to 12×12, docs/FASTEST.md §5, "Lemma U₂").
/// Errors: building the opening rule's [`strategy`], or Lemma U's table
/// ([`super::one_three::table`]).
pub fn check_with(n: i64, stray: Option<&[StrayCase]>, lone: Option<&[LoneCase]>, two: Option<(&[RatioCheck], &[RatioCheck], &[TCheck])>, others: bool) -> Result<DefenceCheck> {
    use rayon::prelude::*;
    let st = strategy()?;
    let u_table = super::one_three::table()?;
    // the fallback cells `place_with_others` tries, built only where it is asked
    let fallback = if others { super::two_tempo::fallback_cells() } else { Vec::new() };
    let parts: Vec<DefenceCheck> = openings(n as usize)
        .into_par_iter()
        .map(|o| {
            let mut counts = DefenceCheck::default();
            let mut out = DefenceCheck::default();
            walk_opening(st, n, (o as i64 % n, o as i64 / n), &mut counts, |s, b| {
                out.asked[usize::from(!frame_related(s[0], s[1]))] += 1;
                // Lemma Q after a ply-6 cell (the first free cell where any holds): the cell
                // if P1 then completes a square by ply 11
                let loses = |cell: Option<Cell>| {
                    let c = cell.or_else(|| first_free(n, &s, &b)).expect("a free cell on 5x5 or more");
                    (!p2_holds_after_ply6(n, &[s[0], s[1], s[2]], &[b[0], b[1], c])).then_some((s, b, c))
                };
                let lone_here = lone_class(s).is_some();
                if lone_here {
                    out.lone += 1;
                    if let Some(t) = lone {
                        out.lone_lost.extend(loses(lone_ply6(t, n, s, b).expect("the lone form's table has the pair's case")));
                    }
                }
                let stray_here = stray_class(s, b).is_some();
                if stray_here {
                    out.stray += 1;
                    if let Some(t) = stray {
                        // every pair in a pair form is a case of the table (`stray::check_all`)
                        out.stray_lost.extend(loses(stray_ply6(t, n, s, b).expect("Lemma S's table has the pair's case")));
                    }
                }
                if lone_here || stray_here {
                    out.stray_or_lone += 1;
                } else {
                    // the types of the pairs in a pair form (`frame_related` is `classify` finding one)
                    let types: Vec<PairType> = [(0, 1), (0, 2), (1, 2)].into_iter().filter_map(|(i, j)| classify(s[i], s[j]).map(|c| c.0)).collect();
                    let pairs = types.len();
                    out.unsettled[usize::from(pairs >= 2)] += 1;
                    if pairs == 1 {
                        if let Some(w) = super::one_three::ply6(u_table, n, s, b) {
                            out.one_three += 1;
                            out.one_three_first_stones += usize::from(needs_first_stones(n, s));
                            out.one_three_lost.extend(loses(Some(w)));
                        }
                    }
                    let settled = two.is_some_and(|t| pairs >= 2 && settles(t.0, s));
                    let beside = !settled && two.is_some_and(|t| pairs >= 2 && helper_for(t.1, n, s, &b).is_some());
                    if two.is_some() && needs_first_stones(n, s) {
                        out.first_stones += usize::from(!settled && !beside);
                        out.first_stones_beside += usize::from(beside);
                    }
                    if two.is_some() && pairs >= 2 {
                        if settled {
                            out.two_settled += 1;
                        } else {
                            let class = if types.contains(&PairType::RowEven) {
                                0
                            } else if types.iter().filter(|&&t| t == PairType::RowOdd).count() >= 2 && fourth_corner(s[0], s[1], s[2]).is_none() {
                                1
                            } else {
                                2
                            };
                            if beside {
                                out.two_beside[class] += 1;
                            } else {
                                out.two_left[class] += 1;
                                if class == 0 {
                                    let rows = types.iter().filter(|&&t| matches!(t, PairType::RowOdd | PairType::RowEven)).count();
                                    let why = if two.is_some_and(|t| beside_fits(t.1, s)) {
                                        0
                                    } else if rows >= 2 {
                                        1
                                    } else {
                                        2
                                    };
                                    let first = classify(s[0], s[1]).map(|c| c.0) == Some(PairType::RowEven);
                                    out.two_left_even[why][usize::from(first)] += 1;
                                }
                                out.two_left_tempo[class] += usize::from(tempo_cell_holds(n, s, b));
                                if let Some(t) = two {
                                    if let Some(at) = super::two_tempo::place(n, s, &b, |c, g, h| super::two_tempo::predict(t.2, c, g, h) == Some(true)) {
                                        out.two_left_u2[class] += 1;
                                        out.two_left_u2_first_stones += usize::from(needs_first_stones(n, s));
                                        out.two_u2_lost.extend(loses(Some(at.w())));
                                    } else if let Some(at) = super::two_tempo::place_cell(n, s, &b, |c, g, h| super::two_tempo::predict_cells(t.2, c, g, h)) {
                                        out.two_left_u2_fallback[class] += 1;
                                        out.two_u2_lost.extend(loses(Some(at.w())));
                                    } else {
                                        let diagonal = b.iter().any(|&x| s.iter().any(|&z| (x.0 - z.0).abs() == 1 && (x.1 - z.1).abs() == 1));
                                        let why = if !diagonal {
                                            0
                                        } else if super::two_tempo::place(n, s, &b, |_, _, _| true).is_none() {
                                            1
                                        } else {
                                            2
                                        };
                                        out.two_u2_left_why[why] += 1;
                                        if why == 2 {
                                            let rays = b.iter().flat_map(|&b2| super::two_tempo::placements(s, b2)).all(|at| {
                                                let (g, h) = at.units;
                                                !at.class.fits(g, h) || super::two_tempo::on_failing_ray(g, h)
                                            });
                                            out.two_u2_left_on_rays += usize::from(rays);
                                            if others && rays {
                                                if let Some((at, kind)) = super::two_tempo::place_with_others(n, s, &b, &fallback) {
                                                    out.two_u2_left_others[kind as usize] += 1; // the discriminant is the index
                                                    out.two_u2_others_lost.extend(loses(Some(at.w())));
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                // a free cell on any board of 5×5 or more (five stones)
                let c = ply6_choice(n, s, b).expect("a free cell");
                out.passed_over += usize::from(c.index > 0 || !c.holds);
                if c.holds {
                    if c.neighbour_only() {
                        out.neighbour_only[usize::from(c.corners > 0)] += 1;
                    }
                    out.deepest = out.deepest.max(c.index);
                } else {
                    out.lost.push((s, b, c.cell));
                }
            });
            DefenceCheck { by_theorem: counts.by_theorem, unasked_pairs: counts.unasked_pairs, ..out }
        })
        .collect();
    let mut all = DefenceCheck::default();
    for p in parts {
        all.asked[0] += p.asked[0];
        all.asked[1] += p.asked[1];
        all.by_theorem += p.by_theorem;
        all.unasked_pairs += p.unasked_pairs;
        all.passed_over += p.passed_over;
        all.neighbour_only[0] += p.neighbour_only[0];
        all.neighbour_only[1] += p.neighbour_only[1];
        all.deepest = all.deepest.max(p.deepest);
        all.lost.extend(p.lost);
        all.stray += p.stray;
        all.stray_lost.extend(p.stray_lost);
        all.lone += p.lone;
        all.stray_or_lone += p.stray_or_lone;
        all.unsettled[0] += p.unsettled[0];
        all.unsettled[1] += p.unsettled[1];
        all.two_settled += p.two_settled;
        for k in 0..3 {
            all.two_left[k] += p.two_left[k];
            all.two_beside[k] += p.two_beside[k];
            for f in 0..2 {
                all.two_left_even[k][f] += p.two_left_even[k][f];
            }
            all.two_left_tempo[k] += p.two_left_tempo[k];
            all.two_left_u2[k] += p.two_left_u2[k];
            all.two_left_u2_fallback[k] += p.two_left_u2_fallback[k];
            all.two_u2_left_why[k] += p.two_u2_left_why[k];
        }
        all.first_stones += p.first_stones;
        all.first_stones_beside += p.first_stones_beside;
        all.lone_lost.extend(p.lone_lost);
        all.one_three += p.one_three;
        all.one_three_first_stones += p.one_three_first_stones;
        all.one_three_lost.extend(p.one_three_lost);
        all.two_left_u2_first_stones += p.two_left_u2_first_stones;
        all.two_u2_lost.extend(p.two_u2_lost);
        all.two_u2_left_on_rays += p.two_u2_left_on_rays;
        for k in 0..3 {
            all.two_u2_left_others[k] += p.two_u2_left_others[k];
        }
        all.two_u2_others_lost.extend(p.two_u2_others_lost);
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::fastest::named::named_cells_in_order;
    use crate::fastest::search::p2_holds;

    /// The exact solver's answer to whether P2 holds ply 11 after P1's `s`, P2's `b` and `c`.
    fn solver_holds(n: i64, s: [Cell; 3], b: [Cell; 2], c: Cell) -> bool {
        let stones = [s[0], b[0], s[1], b[1], s[2], c];
        crate::with_bits_width!(n as usize, p2_holds(n as usize, super::super::quiet::DEADLINE, &stones))
    }

    /// On 6×6 and 7×7 the defence loses nothing, with the counts of positions asked (the
    /// related half the same as `ply6_related`'s), left to `unrelated_three_delay`, where the
    /// named-order rule passes over its first named cell, and where only a neighbour holds.
    #[test]
    fn the_defence_on_small_boards() {
        let c6 = check(6).unwrap();
        let c7 = check(7).unwrap();
        assert_eq!((c6.asked, c6.by_theorem, c6.unasked_pairs, c6.lost.len()), ([4128, 2142], 258, 0, 0));
        assert_eq!((c6.passed_over, c6.neighbour_only, c6.deepest), (179, [12, 0], 7));
        assert_eq!((c7.asked, c7.by_theorem, c7.unasked_pairs, c7.lost.len()), ([12195, 7519], 1436, 0, 0));
        assert_eq!((c7.passed_over, c7.neighbour_only, c7.deepest), (742, [25, 0], 7));
        // where Lemma S applies (Lemma Q after Lemma S's cell there: tests/stray.rs)
        assert_eq!((c6.stray, c7.stray), (1728, 6782));
        // where its lone form applies, where either does, and where neither does (one pair of
        // P1's stones in a pair form, two or three): tests/stray.rs checks the lone form
        assert_eq!((c6.lone, c6.stray_or_lone, c6.unsettled), (1458, 1866, [26, 4378]));
        assert_eq!((c7.lone, c7.stray_or_lone, c7.unsettled), (5818, 7274, [100, 12340]));
    }

    /// [`tempo_cell_holds`] at a position of Lemma U on 6×6 (P2's `(1, 1)` beside P1's first
    /// stone, the tempo cell `(2, 1)`), with P2's stones beside no P1 stone diagonally, and at
    /// a 6×6 position with two pairs where both tempo cells beside P2's `(1, 1)` are free and
    /// Lemma Q refutes each.
    #[test]
    fn tempo_cells_beside_a_diagonal_neighbour() {
        let s = [(0, 0), (3, 1), (5, 1)];
        assert!(tempo_cell_holds(6, s, [(1, 1), (1, 0)]));
        assert!(p2_holds_after_ply6(6, &s, &[(1, 1), (1, 0), (2, 1)]));
        assert!(!tempo_cell_holds(6, s, [(5, 5), (4, 5)]));
        let (s, b) = ([(0, 0), (2, 0), (0, 2)], [(1, 1), (0, 1)]);
        assert!(!tempo_cell_holds(6, s, b));
        for w in [(2, 1), (1, 2)] {
            assert!(!p2_holds_after_ply6(6, &s, &[b[0], b[1], w]), "{w:?}");
        }
    }

    /// The named-order rule's cells against the exact solver: at a 7×7 and a 9×9 position the
    /// cell it plays holds ply 11 and every named cell before it loses; and at every 6×6
    /// position where it passes over its first named cell (179 positions of
    /// [`the_defence_on_small_boards`]), every named cell passed over loses and the cell played holds,
    /// and where it plays a cell named only as a neighbour (12 positions), the solver finds
    /// that no corner or frame cell holds (at each of them no such cell is free).
    #[test]
    fn the_named_order_rule_agrees_with_the_solver() {
        // the 7x7 Knight pair (3, 1), (4, 3) with (6, 3), where the threat-space rule's (3, 3)
        // loses: the first named cell, (4, 5), a corner of the square through (4, 3), (6, 3)
        let (s, b) = ([(3, 1), (4, 3), (6, 3)], [(2, 2), (3, 2)]);
        let c = ply6_choice(7, s, b).unwrap();
        assert_eq!((c.cell, c.index, c.neighbour_only(), c.holds), ((4, 5), 0, false, true));
        assert!(solver_holds(7, s, b, (4, 5)) && !solver_holds(7, s, b, (3, 3)));
        // the 9x9 first pair (4, 0), (0, 1) in no pair form, (4, 4) related to the first only:
        // the eighth named cell, (4, 2), the first seven losing
        let (s, b) = ([(4, 0), (0, 1), (4, 4)], [(3, 1), (1, 2)]);
        let st = strategy().unwrap();
        assert_eq!((ply2(9, s[0]), ply4(st, 9, s[0], b[0], s[1])), (b[0], Some(b[1])));
        let c = ply6_choice(9, s, b).unwrap();
        assert_eq!((c.cell, c.index, c.holds), ((4, 2), 7, true));
        let named = named_cells_in_order(9, &s, &b, true);
        assert_eq!(named[7], (4, 2));
        assert!(solver_holds(9, s, b, (4, 2)));
        for &d in &named[..7] {
            assert!(!solver_holds(9, s, b, d), "{d:?}");
        }
        // every 6x6 position where the rule passes over its first named cell
        let n = 6;
        let (mut passed, mut neighbours) = (0, [0, 0]);
        for o in openings(n as usize) {
            walk_opening(st, n, (o as i64 % n, o as i64 / n), &mut DefenceCheck::default(), |s, b| {
                let c = ply6_choice(n, s, b).unwrap();
                let named = named_cells_in_order(n, &s, &b, true);
                if c.neighbour_only() {
                    neighbours[usize::from(c.corners > 0)] += 1;
                    for &d in &named[..c.corners] {
                        assert!(!solver_holds(n, s, b, d), "{s:?} {b:?} {d:?}");
                    }
                }
                if c.index > 0 {
                    passed += 1;
                    assert!(solver_holds(n, s, b, c.cell), "{s:?} {b:?}");
                    for &d in &named[..c.index] {
                        assert!(!solver_holds(n, s, b, d), "{s:?} {b:?} {d:?}");
                    }
                }
            });
        }
        assert_eq!((passed, neighbours), (179, [12, 0]));
    }
}
