//! Does Lemma L11's defence extend to ply 11? (docs/FASTEST.md §5, "Lemma L11's opening at
//! ply 11".) A board-free proof that P2 holds ply 11 needs a defence first (the plan "How many
//! units" names that as its first missing piece). Lemma L11 ([`super::every_board`]) gives P2's
//! moves of plies 2, 4 and 6 on every board, chosen to hold ply 9. This module runs the
//! solver's search ([`Search::wins`]) with P2's moves of the first plies cut to Lemma L11's
//! cells ([`Search::p2_cut`]) and P2's later moves cut to all empty cells or to the named cells
//! ([`super::named::named`]); P1 is not restricted. "No" on a board means that some defence
//! opening as Lemma L11 does holds the deadline there; "yes" that none does ([`wins_by`]).
//! It also asks which neighbours of an opening hold the deadline as P2's ply-2 stone
//! ([`neighbour_replies`]), after which second stones Lemma L11's ply-4 cell loses it
//! ([`ply4_losses`], at every opening [`ply4_losses_all`]), and which ply-4 cell of each case
//! would hold it ([`choose_ply4`], [`wins_by_chosen`]). The pair half of the opening rule
//! (docs/FASTEST.md §5, "One opening rule") lives here too: the block cells of
//! [`choices_block`], the ray rule [`ray_ply4`], the [`side_cell`], joined in [`pair_ply4`].
//!
//! Lemma L11's strategy plays P2's ply-2 stone to the right of P1's first stone (to the left
//! on the right edge; orthogonal)
//! or on the diagonal neighbour towards the centre ([`Ply2`]), and its ply-4 and ply-6 cells
//! depend on the order of P1's stones. The solver's table is keyed by
//! position up to the board's 8 symmetries, so the cut must be a function of the position that
//! commutes with them. It is the union, over the 8 symmetries `σ` of the board and over every
//! order of P1's (and P2's) stones consistent with the strategy, of the cells the strategy
//! conjugated by `σ` plays. Each such cell is one Lemma L11 plays for some history reaching the
//! position (the conjugated strategy holds ply 9 as the strategy does, the game being
//! symmetric), and what comes after depends on the position only, so every cell of the cut
//! holds ply 9 with Lemma L11's continuation.
//!
//! At ply 6 the cut may instead offer every cell Lemma L11's ply-6 rule accepts, or every
//! accepted cell of a wider set ([`Ply6`]): the same union over symmetries and orders, of sets
//! defined from the position; each of their cells holds ply 9 on the board by the rule's own
//! test (`answers` in [`super::every_board`]), not because Lemma L11 would play it. Where the
//! rule names no cell (P2 may play anywhere) but the wide set is not empty, [`Ply6::Wide`]
//! restricts P2 further than Lemma L11 does, which can only turn "P2 holds" into "P1
//! completes".

use super::bits::Bits;
use super::every_board::{case_of, check_ply4, check_ply4_list, ply4_candidates, ply6_cells_wide, Case, Cell, Placement, Ply2, Strategy};
#[cfg(test)]
use super::every_board::check_ply4_why;
use super::named::named;
use super::search::{first_winning_opening, p2_holds, p2_holds_counted, Board, Search};
use crate::small::geom::{sym_inverse, sym_xy};
use anyhow::Result;
use std::sync::{OnceLock, RwLock};

static ORTHOGONAL: OnceLock<Strategy> = OnceLock::new();
static DIAGONAL: OnceLock<Strategy> = OnceLock::new();
/// The strategy of the latest [`wins_by_chosen`] (each call leaks one: a few kilobytes).
static CHOSEN: RwLock<Option<&'static Strategy>> = RwLock::new(None);

fn slot(kind: Ply2) -> &'static OnceLock<Strategy> {
    match kind {
        Ply2::Orthogonal => &ORTHOGONAL,
        Ply2::Diagonal => &DIAGONAL,
    }
}

/// Builds Lemma L11's strategy with ply-2 stones of the kind `kind` once per process (its case
/// check, [`Strategy::with`]: about 20 s on one core). Errors: a case of the check without a
/// defence (a bug of the check).
pub fn prepare(kind: Ply2) -> Result<&'static Strategy> {
    if let Some(s) = slot(kind).get() {
        return Ok(s);
    }
    let s = Strategy::with(kind)?;
    Ok(slot(kind).get_or_init(|| s))
}

/// Which ply-6 cells of Lemma L11's strategy a cut allows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ply6 {
    /// The strategy's move ([`Strategy::ply6`]: the first candidate holding ply 9).
    First,
    /// Every candidate its rule accepts ([`Strategy::ply6_cells`]: each holds ply 9 on the
    /// board), so that the search chooses among them.
    Accepted,
    /// Every cell of the wider set of [`ply6_cells_wide`] (the lattice cells `a +
    /// g[-r,r]²`, `r` the value here, 1 to 4, of every pair of P1's three stones that some
    /// frame holds) holding ply 9 by the same test.
    Wide(i64),
}

/// P2's moves after Lemma L11's plies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Later {
    /// Any empty cell.
    Any,
    /// The named cells of the position ([`named`]).
    Named,
    /// Any empty cell before ply 8, and from ply 8 on only tempo moves, cells where a P2 stone
    /// makes a P2 threat cell ([`super::tempo::cut`]; forced blocks are never cut).
    Tempo,
}

/// The symmetry `g` (0..8) of the `n`×`n` board on a cell of the board, in the order of
/// [`sym_xy`] (the project's one definition of the board's symmetries).
fn sym(n: i64, g: usize, c: Cell) -> Cell {
    debug_assert!((0..n).contains(&c.0) && (0..n).contains(&c.1), "{c:?} is not a cell of the {n}x{n} board");
    let (x, y) = sym_xy(g, n as usize, c.0 as usize, c.1 as usize);
    (x as i64, y as i64)
}

/// Lemma L11's cells for P2's move at this position (P2 to move at ply 2, 4 or 6 and not
/// forced to block), as the union over the board's symmetries and the orders of the stones
/// (module doc); `None` when one of those histories lets P2 play any cell (the strategy's
/// "any move holds ply 9"), or at another ply. `strategy` comes from [`prepare`]; at ply 6
/// the strategy's own cell ([`Ply6::First`]), every cell its ply-6 rule accepts
/// ([`Ply6::Accepted`]) or every accepted cell of the wide set ([`Ply6::Wide`]); `None` also
/// where that set is empty for one of the histories.
pub fn lemma_l11_cells(strategy: &Strategy, n: usize, p1: &[Cell], p2: &[Cell], ply6: Ply6) -> Option<Vec<Cell>> {
    let ni = n as i64;
    let mut out: Vec<Cell> = Vec::new();
    let mut add = |c: Cell| {
        if !out.contains(&c) {
            out.push(c);
        }
    };
    for s in 0..8 {
        let t = |c: Cell| sym(ni, s, c);
        let back = |c: Cell| sym(ni, sym_inverse(s), c);
        match (p1.len(), p2.len()) {
            (1, 0) => add(back(strategy.ply2(ni, t(p1[0])))),
            (2, 1) => {
                for (f, sec) in [(p1[0], p1[1]), (p1[1], p1[0])] {
                    if strategy.ply2(ni, t(f)) != t(p2[0]) {
                        continue;
                    }
                    match strategy.ply4(ni, t(f), t(p2[0]), t(sec)) {
                        Some(c) => add(back(c)),
                        None => return None,
                    }
                }
            }
            (3, 2) => {
                for o in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
                    let (f, sec, third) = (t(p1[o[0]]), t(p1[o[1]]), t(p1[o[2]]));
                    for (a, b) in [(t(p2[0]), t(p2[1])), (t(p2[1]), t(p2[0]))] {
                        if strategy.ply2(ni, f) != a {
                            continue;
                        }
                        // the ply-4 stone must be the strategy's, unless it let P2 play anywhere
                        if strategy.ply4(ni, f, a, sec).is_some_and(|c| c != b) {
                            continue;
                        }
                        let cells = match ply6 {
                            Ply6::First => strategy.ply6(ni, [f, sec, third], [a, b]).into_iter().collect(),
                            Ply6::Accepted => strategy.ply6_cells(ni, [f, sec, third], [a, b]),
                            Ply6::Wide(reach) => ply6_cells_wide(ni, [f, sec, third], [a, b], reach),
                        };
                        if cells.is_empty() {
                            return None;
                        }
                        for c in cells {
                            add(back(c));
                        }
                    }
                }
            }
            _ => return None,
        }
    }
    Some(out)
}

/// The cut of P2's moves for [`Search::p2_cut`]: Lemma L11's cells ([`lemma_l11_cells`]) at
/// plies 2 up to `UPTO` (2, 4 or 6), and after them (or where Lemma L11 lets P2 play any cell)
/// every empty cell (`LATER` 0), only the named ones (1), or tempo moves from ply 8 on (2;
/// [`Later`]). The strategy: `KIND` 0 with
/// orthogonal ply-2 stones, 1 with diagonal ones ([`prepare`] of that kind must have run), 2
/// the one of [`wins_by_chosen`], 3 the same with every accepted ply-6 cell
/// ([`Ply6::Accepted`]), 4 to 7 with every accepted cell of the wide set of reach 1 to 4
/// ([`Ply6::Wide`]).
pub fn cut<const W: usize, const UPTO: u32, const LATER: u8, const KIND: u8>(b: &Board<W>) -> Bits<W> {
    let later = || match LATER {
        1 => named(b),
        2 => super::tempo::cut::<W, 8>(b),
        _ => b.empty(),
    };
    let ply = b.placed + 1;
    if ply > UPTO {
        return later();
    }
    let strategy: &Strategy = match KIND {
        0 => ORTHOGONAL.get(),
        1 => DIAGONAL.get(),
        _ => *CHOSEN.read().expect("the chosen strategy's lock"),
    }
    .expect("l11_opening: the strategy is built before the search");
    let n = b.n;
    let xy = |c: usize| ((c % n) as i64, (c / n) as i64);
    let p1: Vec<Cell> = b.stones[0].iter().map(xy).collect();
    let p2: Vec<Cell> = b.stones[1].iter().map(xy).collect();
    let ply6 = match KIND {
        3 => Ply6::Accepted,
        4..=7 => Ply6::Wide(KIND as i64 - 3),
        _ => Ply6::First,
    };
    match lemma_l11_cells(strategy, n, &p1, &p2, ply6) {
        None => later(),
        Some(cells) => {
            let mut out = Bits::EMPTY;
            for (x, y) in cells {
                if (0..n as i64).contains(&x) && (0..n as i64).contains(&y) {
                    out.set(y as usize * n + x as usize);
                }
            }
            out.and(b.empty())
        }
    }
}

/// The cut function for `UPTO`, `LATER` and `KIND` given at run time; `None` when `upto` is
/// not 2, 4 or 6.
fn pick<const W: usize, const KIND: u8>(upto: u32, later: Later) -> Option<fn(&Board<W>) -> Bits<W>> {
    macro_rules! upto {
        ($l:literal) => {
            match upto {
                2 => cut::<W, 2, $l, KIND>,
                4 => cut::<W, 4, $l, KIND>,
                6 => cut::<W, 6, $l, KIND>,
                _ => return None,
            }
        };
    }
    Some(match later {
        Later::Any => upto!(0),
        Later::Named => upto!(1),
        Later::Tempo => upto!(2),
    })
}

fn search_with<const W: usize>(n: usize, deadline: u32, cut: Option<fn(&Board<W>) -> Bits<W>>, upto: u32) -> Result<(Option<usize>, Search<W>)> {
    let Some(cut) = cut else { anyhow::bail!("Lemma L11's plies: {upto} is not 2, 4 or 6 (the last P2 ply it fixes)") };
    let mut s = Search::<W>::new(n, deadline);
    s.p2_cut = Some(cut);
    Ok((first_winning_opening(&mut s), s))
}

/// Whether P1 completes a square by ply `deadline` on the `n`×`n` board against every
/// defence whose moves at plies 2 to `upto` (2, 4 or 6) are those of Lemma L11's strategy
/// with ply-2 stones of the kind `kind`, and whose later moves are any cells, named cells
/// with [`Later::Named`], or tempo moves from ply 8 on with [`Later::Tempo`] ([`cut`]): the first winning opening (one per symmetry class), or
/// `None`, and the search (nodes, states). Errors: `upto` not 2, 4 or 6 (names the value), or
/// Lemma L11's check failing.
pub fn wins_by<const W: usize>(n: usize, deadline: u32, kind: Ply2, upto: u32, later: Later) -> Result<(Option<usize>, Search<W>)> {
    prepare(kind)?;
    let cut = match kind {
        Ply2::Orthogonal => pick::<W, 0>(upto, later),
        Ply2::Diagonal => pick::<W, 1>(upto, later),
    };
    search_with(n, deadline, cut, upto)
}

/// The choices of [`choose_ply4`] on 9×9 for ply 11 (`l11_opening 9 11 choose`) that differ
/// from Lemma L11's cells: four single cells and, for four RowEven cases, a pair (the first
/// cell on the board played, else Lemma L11's own), in the case's frame. Written out so that
/// tests can use them without the search (a few minutes of CPU); an ignored test reruns it.
pub fn choices_9x9() -> Vec<(Case, Vec<Cell>)> {
    use super::every_board::PairType::{Diagonal, Knight, RowEven};
    let case = |pair, g, e| Case { pair, g, e, a_first: true };
    vec![
        (case(Diagonal, 1, (-1, 1)), vec![(-1, 2)]),
        (case(RowEven, 1, (-1, 1)), vec![(0, 2), (0, -1)]),
        (case(Knight, 1, (-1, 1)), vec![(-4, -2)]),
        (case(RowEven, 2, (1, -1)), vec![(4, -4), (0, -2)]),
        (case(Diagonal, 1, (-1, -1)), vec![(0, 1)]),
        (case(Diagonal, 1, (1, -1)), vec![(0, 1)]),
        (case(RowEven, 1, (-1, -1)), vec![(0, -2), (0, -1)]),
        (case(RowEven, 2, (-1, -1)), vec![(-4, -4), (0, -2)]),
    ]
}

/// [`choices_9x9`] with *block* cells, for the pair half of the opening rule ([`pair_ply4`]):
/// after a Diagonal or Knight pair of any unit `g`, any direction `e` of P2's ply-2 stone and
/// either stone first, a cell that kills the pair's own square or frame (in the case's frame:
/// relative to the pair's `a`, with `b − a` the type's offset). For a Diagonal pair, the
/// corner of its square on the side of P2's ply-2 stone: `(0, g)` when `e = (−1, 1)`, else
/// `(g, 0)` (for `e = (1, −1)` that is the corner on its side, for the other two either
/// corner is). For a Knight pair, the middle cell `(g, 0)` of its frame. Kept only where Lemma
/// L11's check accepts it ([`check_ply4_list`]: ply 9 on every board), which is every such
/// case but three that never arise with the cell free (205 of 208; of the 104 with P1's first
/// stone as `a`, the only ones [`case_of`] produces, 103, the other putting P2's ply-2 stone on
/// P1's second). Chosen from the cells
/// that held at every lost first pair where the 9×9 choices lose ply 11 after such pairs
/// (`l11_opening N 11 ply4 all chosen9` on 13×13 to 15×15: a Diagonal pair of unit 2, the
/// corners `(0, 2)` and `(2, 0)`) or name no cell on the board (trial runs with a far cell
/// there, on 9×9), and where the corner `(g, 0)` lost on 17×17 and 18×18 (trial runs of `…
/// ply4 all pair`: Diagonal pairs of unit 4); docs/FASTEST.md §5, "One opening rule".
pub fn choices_block() -> Vec<(Case, Vec<Cell>)> {
    use super::every_board::{cases, PairType::{Diagonal, Knight}};
    let mut out = choices_9x9();
    for case in cases(Ply2::Diagonal) {
        // a Diagonal pair's corner on the side of P2's ply-2 stone where it has one
        let cell = if case.pair == Diagonal && case.e == (-1, 1) { (0, case.g) } else { (case.g, 0) };
        if matches!(case.pair, Diagonal | Knight) && check_ply4_list(case, &[cell]).is_ok() {
            out.retain(|(c, _)| *c != case);
            out.push((case, vec![cell]));
        }
    }
    out
}

/// Lemma L11's strategy with diagonal ply-2 stones and the ply-4 cells of `chosen` in place
/// of its own ([`Strategy::with_ply4`]; choices with no cell keep Lemma L11's), built once
/// and kept for the process (a few kilobytes each). Errors: Lemma L11's check failing, or a
/// chosen cell refused by [`Strategy::with_ply4`].
pub fn chosen_strategy(chosen: &[Ply4Choice]) -> Result<&'static Strategy> {
    let pairs: Vec<(Case, Vec<Cell>)> = chosen.iter().filter_map(|c| c.cells.clone().map(|v| (c.case, v))).collect();
    Ok(Box::leak(Box::new(Strategy::with_ply4(Ply2::Diagonal, &pairs)?)))
}

/// [`wins_by`] with P2 playing `strategy` (from [`chosen_strategy`]) at plies 2 to `upto`, at
/// ply 6 its own cell, or a cell the search chooses among those its ply-6 rule accepts
/// ([`Ply6::Accepted`]) or among the accepted cells of the wide set ([`Ply6::Wide`]).
/// Searches of this kind must not run at the same time with different strategies (the cut
/// reads the latest one). Errors: `upto` not 2, 4 or 6, or a wide set's reach not 1 to 4.
pub fn wins_by_chosen<const W: usize>(n: usize, deadline: u32, strategy: &'static Strategy, upto: u32, ply6: Ply6, later: Later) -> Result<(Option<usize>, Search<W>)> {
    *CHOSEN.write().expect("the chosen strategy's lock") = Some(strategy);
    let cut = match ply6 {
        Ply6::First => pick::<W, 2>(upto, later),
        Ply6::Accepted => pick::<W, 3>(upto, later),
        Ply6::Wide(1) => pick::<W, 4>(upto, later),
        Ply6::Wide(2) => pick::<W, 5>(upto, later),
        Ply6::Wide(3) => pick::<W, 6>(upto, later),
        Ply6::Wide(4) => pick::<W, 7>(upto, later),
        Ply6::Wide(r) => anyhow::bail!("the wide set's reach {r} is not 1 to 4 (lattice steps from the pair's a)"),
    };
    search_with(n, deadline, cut, upto)
}

/// The eight neighbour offsets `(dx, dy)` of a cell: the four orthogonal ones, then the four
/// diagonal ones (the order of [`NeighbourReplies::holds`]).
pub const NEIGHBOURS: [Cell; 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)];

/// Which neighbour replies to one opening hold a deadline ([`neighbour_replies`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NeighbourReplies {
    /// P1's first stone `(x, y)`.
    pub opening: Cell,
    /// For each offset of [`NEIGHBOURS`]: `None` when the cell is off the board, `Some(true)`
    /// when P2's stone there holds the deadline (P1 completes no square by it, whatever
    /// follows), `Some(false)` when P1 completes by it.
    pub holds: [Option<bool>; 8],
    /// Nodes searched for the eight replies.
    pub nodes: u64,
}

/// For every opening of the `n`×`n` board up to symmetry (the least cell index of each
/// class, ascending) and each of its eight neighbours, whether P2's ply-2 stone there holds
/// ply `deadline` in the exact game (the solver's search from that two-stone position, P2
/// unrestricted after: [`Search::wins`]).
pub fn neighbour_replies<const W: usize>(n: usize, deadline: u32) -> Vec<NeighbourReplies> {
    let ni = n as i64;
    super::search::openings(n)
        .into_iter()
        .map(|o| {
            let a = ((o % n) as i64, (o / n) as i64);
            let mut holds = [None; 8];
            let mut nodes = 0;
            for (k, &(dx, dy)) in NEIGHBOURS.iter().enumerate() {
                let (x, y) = (a.0 + dx, a.1 + dy);
                if !(0..ni).contains(&x) || !(0..ni).contains(&y) {
                    continue;
                }
                let (h, searched) = p2_holds_counted::<W>(n, deadline, &[a, (x, y)]);
                holds[k] = Some(h);
                nodes += searched;
            }
            NeighbourReplies { opening: a, holds, nodes }
        })
        .collect()
}

/// A second stone after which Lemma L11's ply-4 cell loses a deadline ([`ply4_losses`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply4Loss {
    /// P1's second stone `(x, y)`.
    pub second: Cell,
    /// The strategy's ply-4 cell there.
    pub m4: Cell,
    /// Every ply-4 cell that holds the deadline instead (exact game after it), in cell order;
    /// empty when not asked for (`alternatives` false).
    pub holding: Vec<Cell>,
}

/// P2's ply-4 rule in [`ply4_losses`]: a strategy's own cell, or [`pair_ply4`] on top of it.
#[derive(Clone, Copy)]
pub enum Ply4Rule<'a> {
    /// The strategy's ply-4 cell ([`Strategy::ply4`]).
    Cells(&'a Strategy),
    /// [`pair_ply4`] with this strategy: the ray rule, and the side cell where the strategy
    /// names no cell.
    Pair(&'a Strategy),
}

impl Ply4Rule<'_> {
    /// The strategy (its ply-2 stone is the rule's).
    pub fn strategy(&self) -> &Strategy {
        match self {
            Ply4Rule::Cells(s) | Ply4Rule::Pair(s) => s,
        }
    }

    /// The rule's ply-4 cell on the `n`×`n` board after `first`, `p2`, `second`; `None` where
    /// the strategy names none.
    pub fn ply4(&self, n: i64, first: Cell, p2: Cell, second: Cell) -> Option<Cell> {
        match self {
            Ply4Rule::Cells(s) => s.ply4(n, first, p2, second),
            Ply4Rule::Pair(s) => pair_ply4(s, n, first, p2, second),
        }
    }
}

/// The *ray rule* for P2's ply-4 stone on the `n`×`n` board (docs/FASTEST.md §5, "One
/// opening rule"): when P1's first two stones lie `2g` apart on a row or column (`g ≥ 2`; a
/// RowEven pair) and both squares of side `2g` on them fit on the board, the *ray cell*
/// `first + 2g·(p2 − first)`, on the ray from P1's first stone through P2's diagonal ply-2
/// stone `p2` at the pair's distance; except when `p2` lies on the other side of `first` from
/// `second` and the row (or column) has room for another `2g` beyond `second`: then the
/// *opposite corner*, the corner over `second` of the square on the side away from `p2`
/// (`second − 2g·e⊥`, `e⊥` the component of `p2 − first` across the pair). When the cell is
/// off the board or taken, or the pair is of another kind, `strategy`'s cell
/// ([`Strategy::ply4`]). Found where the 9×9 choices ([`choices_9x9`]) lose ply 11 on 13×13 to
/// 15×15 (`l11_opening N 11 ply4 all chosen9`): after every RowEven pair lost there the ray
/// cell held (in a trial without the fit condition it lost after first pairs of 13×13 where
/// one square does not fit); the opposite corner after the pairs where the ray cell lost on
/// 17×17 and 18×18 (a trial run of `… ply4 all pair`), where it was the only cell holding.
/// Where either cell is played, the list check ([`check_ply4_list`] of that cell then the
/// strategy's) accepts it for ply 9 on every board (the cell on the board), and elsewhere
/// the strategy's own cell stands, so the rule holds ply 9 wherever the strategy's does; a
/// unit test asserts the check's acceptance for units 2 to [`super::every_board::G_REP`].
pub fn ray_ply4(strategy: &Strategy, n: i64, first: Cell, p2: Cell, second: Cell) -> Option<Cell> {
    let own = strategy.ply4(n, first, p2, second);
    let on = |c: Cell| (0..n).contains(&c.0) && (0..n).contains(&c.1);
    let d = (second.0 - first.0, second.1 - first.1);
    let along_row = d.1 == 0 && d.0 != 0;
    if !(along_row || (d.0 == 0 && d.1 != 0)) || d.0.abs() + d.1.abs() < 4 || (d.0 + d.1) % 2 != 0 {
        return own;
    }
    let side = d.0.abs() + d.1.abs();
    let w = if along_row { (0, side) } else { (side, 0) };
    let fits = on((first.0 + w.0, first.1 + w.1)) && on((first.0 - w.0, first.1 - w.1));
    let e = (p2.0 - first.0, p2.1 - first.1);
    let u = (d.0.signum(), d.1.signum());
    // P2's ply-2 stone on the other side of `first` from `second`, and room for another `2g`
    // beyond `second`: the corner over `second` on the side away from P2's stone
    let beyond = (second.0 + side * u.0, second.1 + side * u.1);
    let cell = if e.0 * u.0 + e.1 * u.1 < 0 && on(beyond) {
        let across = if along_row { (0, e.1) } else { (e.0, 0) };
        (second.0 - side * across.0, second.1 - side * across.1)
    } else {
        (first.0 + side * e.0, first.1 + side * e.1)
    };
    if fits && on(cell) && ![first, p2, second].contains(&cell) {
        Some(cell)
    } else {
        own
    }
}

/// The *side cell* after P1's first two stones on one row or column: the neighbour of
/// `first` perpendicular to the pair on the side of P2's diagonal ply-2 stone `p2` (`first`
/// plus the component of `p2 − first` across the pair); on the board whenever `p2` is, and
/// never `p2` or `second`. `None` for any other pair. P2's ply-4 stone in [`pair_ply4`] where
/// Lemma L11's cell is off the board after such a pair (chosen from the cells that held where
/// a far cell lost in trial runs on 13×13 to 15×15, all near an edge; docs/FASTEST.md §5, "One
/// opening rule").
pub fn side_cell(first: Cell, p2: Cell, second: Cell) -> Option<Cell> {
    if first == second {
        None
    } else if first.1 == second.1 {
        Some((first.0, p2.1))
    } else if first.0 == second.0 {
        Some((p2.0, first.1))
    } else {
        None
    }
}

/// P2's ply-4 stone after P1's first two stones in a pair form (the pair half of
/// docs/FASTEST.md §5, "One opening rule"): [`ray_ply4`] (the strategy's cell, or the ray
/// rule's), else, where the strategy names no cell because its cell is off the board or taken
/// (Lemma L11 then lets any move hold ply 9), the [`side_cell`] for a pair on one row or
/// column; `None` otherwise. `strategy` is meant to carry [`choices_block`]
/// (`opening_rule::strategy`).
pub fn pair_ply4(strategy: &Strategy, n: i64, first: Cell, p2: Cell, second: Cell) -> Option<Cell> {
    ray_ply4(strategy, n, first, p2, second).or_else(|| side_cell(first, p2, second).filter(|&c| c != p2 && c != second && (0..n).contains(&c.0) && (0..n).contains(&c.1)))
}

/// After P1's first stone `opening` and the rule's ply-2 stone (its strategy's: Lemma L11's
/// from [`prepare`], or one from [`chosen_strategy`]), every second stone of P1 after which
/// the rule's ply-4 cell (when it names one on the board) loses ply `deadline` in the exact
/// game (P1 completes by it whatever P2 plays after), with the ply-4 cells that hold it
/// instead when `alternatives` (every empty cell tried: one solver run each, slow past 10×10;
/// else left empty); and the number of second stones tried. Errors: `opening` off the board
/// (names it).
pub fn ply4_losses<const W: usize>(n: usize, deadline: u32, rule: Ply4Rule, opening: Cell, alternatives: bool) -> Result<(Vec<Ply4Loss>, usize)> {
    let ni = n as i64;
    let on = |c: Cell| (0..ni).contains(&c.0) && (0..ni).contains(&c.1);
    if !on(opening) {
        anyhow::bail!("the opening {opening:?} is not a cell of the {n}x{n} board: give X and Y in 0..{n}");
    }
    let p2 = rule.strategy().ply2(ni, opening);
    let holds = |second: Cell, m4: Cell| p2_holds::<W>(n, deadline, &[opening, p2, second, m4]);
    let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
    let (mut out, mut tried) = (Vec::new(), 0);
    for &second in &cells {
        if second == opening || second == p2 {
            continue;
        }
        tried += 1;
        let Some(m4) = rule.ply4(ni, opening, p2, second) else { continue };
        if holds(second, m4) {
            continue;
        }
        let holding = if alternatives { cells.iter().copied().filter(|&c| ![opening, p2, second].contains(&c) && holds(second, c)).collect() } else { Vec::new() };
        out.push(Ply4Loss { second, m4, holding });
    }
    Ok((out, tried))
}

/// [`ply4_losses`] at every opening of the `n`×`n` board up to symmetry (`search::openings`,
/// in that order), the openings in parallel (rayon): `(opening, losses, second stones tried)`
/// each. Errors: none beyond [`ply4_losses`]'s (every opening is on the board).
pub fn ply4_losses_all<const W: usize>(n: usize, deadline: u32, rule: Ply4Rule, alternatives: bool) -> Result<Vec<(Cell, Vec<Ply4Loss>, usize)>> {
    use rayon::prelude::*;
    super::search::openings(n)
        .into_par_iter()
        .map(|o| {
            let opening = ((o % n) as i64, (o / n) as i64);
            let (losses, tried) = ply4_losses::<W>(n, deadline, rule, opening, alternatives)?;
            Ok((opening, losses, tried))
        })
        .collect()
}

/// One loss of [`ply4_losses_all`] in its case's frame (cells relative to the pair's `a`,
/// `b − a` the pair type's offset at the pair's own unit; [`Placement::from_board`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FramedLoss {
    /// P1's first stone `(x, y)` on the board.
    pub opening: Cell,
    /// The loss on the board.
    pub loss: Ply4Loss,
    /// The case of P1's pair and P2's ply-2 stone.
    pub case: Case,
    /// Where the case sits on the board.
    pub place: Placement,
    /// The rule's ply-4 cell in the frame.
    pub m4: Cell,
    /// The ply-4 cells that hold instead, in the frame (empty when not asked for).
    pub holding: Vec<Cell>,
}

/// The losses of one case in [`by_case`]: its key (pair type, the pair's own unit, `e`,
/// whether P1's first stone is `a`), the placements lost, and the frame cells that hold at
/// every one of them (`None` when the holding cells were not asked for).
pub type CaseLosses = ((super::every_board::PairType, i64, Cell, bool), usize, Option<Vec<Cell>>);

/// The losses of [`ply4_losses_all`] (on the `n`×`n` board, P2's ply-2 stone `rule`'s) in
/// their cases' frames, in the order found, and grouped by case in order of first loss, with
/// the frame cells holding at every lost placement when `alternatives`. Every loss has a
/// case (the rule names a ply-4 cell only after a pair that some frame holds).
pub fn by_case(n: usize, rule: Ply4Rule, rows: &[(Cell, Vec<Ply4Loss>, usize)], alternatives: bool) -> (Vec<FramedLoss>, Vec<CaseLosses>) {
    let ni = n as i64;
    let (mut framed, mut cases): (Vec<FramedLoss>, Vec<CaseLosses>) = (Vec::new(), Vec::new());
    for (opening, losses, _) in rows {
        let p2 = rule.strategy().ply2(ni, *opening);
        for l in losses {
            let Some((case, place)) = case_of(*opening, p2, l.second) else { continue };
            let holding: Vec<Cell> = l.holding.iter().map(|&h| place.from_board(h)).collect();
            let key = (case.pair, place.g, case.e, case.a_first);
            match cases.iter_mut().find(|(k, _, _)| *k == key) {
                Some((_, count, common)) => {
                    *count += 1;
                    if let Some(common) = common {
                        common.retain(|f| holding.contains(f));
                    }
                }
                None => cases.push((key, 1, alternatives.then(|| holding.clone()))),
            }
            framed.push(FramedLoss { opening: *opening, loss: l.clone(), case, place, m4: place.from_board(l.m4), holding });
        }
    }
    (framed, cases)
}

/// How the ply-6 positions after one opening fare at a deadline ([`ply6_gaps`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ply6Gaps {
    /// Positions after ply 5, in the one history "opening, second stone, third stone", where
    /// the strategy names P2's ply-4 cell and its ply-6 rule accepts some cell (P1's second and
    /// third stones any cells; not those where it lets P2 play any cell).
    pub positions: usize,
    /// Of them, those where the strategy's own ply-6 cell holds the deadline.
    pub first_holds: usize,
    /// Those where it does not but another accepted cell ([`Strategy::ply6_cells`]) does.
    pub accepted_holds: usize,
    /// Those where no accepted cell holds but some other cell does: P1's three stones and the
    /// cells that hold, relative to P1's first stone.
    pub other_holds: Vec<([Cell; 3], Vec<Cell>)>,
    /// Those where no cell holds (the ply-4 cell already lost): P1's three stones, relative.
    pub none_holds: Vec<[Cell; 3]>,
    /// The second stones (relative) of a case after which the strategy names no ply-4 cell (its
    /// cell off the board or taken) and so lets P2 play any, each
    /// with the ply-4 cells (relative) after which, at every third stone, some cell the ply-6
    /// rule accepts holds the deadline (or the rule names none); an empty list means no ply-4
    /// cell gives the rule's ply-6 cells that.
    pub free_ply4: Vec<(Cell, Vec<Cell>)>,
}

/// After P1's first stone `opening` and `strategy`'s ply-2 stone, for every second stone
/// after which the strategy names a ply-4 cell and every third stone after which it names a
/// ply-6 cell: whether its ply-6 cell, another cell its rule accepts
/// ([`Strategy::ply6_cells`]), another cell, or no cell holds ply `deadline` in the exact game;
/// and for every second stone after which it names no ply-4 cell (its cell off the board or
/// taken), the
/// ply-4 cells after which the accepted ply-6 cells suffice ([`Ply6Gaps`]). One solver run per
/// cell tried: about 5 s of CPU at the centre of 9×9. Errors: `opening` off the board (names
/// it).
pub fn ply6_gaps<const W: usize>(n: usize, deadline: u32, strategy: &Strategy, opening: Cell) -> Result<Ply6Gaps> {
    let ni = n as i64;
    let on = |c: Cell| (0..ni).contains(&c.0) && (0..ni).contains(&c.1);
    if !on(opening) {
        anyhow::bail!("the opening {opening:?} is not a cell of the {n}x{n} board: give X and Y in 0..{n}");
    }
    let rel = |c: Cell| (c.0 - opening.0, c.1 - opening.1);
    let p2 = strategy.ply2(ni, opening);
    let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
    let mut out = Ply6Gaps::default();
    for &b in &cells {
        if b == opening || b == p2 {
            continue;
        }
        let Some(m4) = strategy.ply4(ni, opening, p2, b) else {
            if case_of(opening, p2, b).is_none() {
                continue;
            }
            // the strategy lets P2 play anywhere at ply 4: which cells keep its ply-6 rule enough?
            let holds = |st: &[Cell]| p2_holds::<W>(n, deadline, st);
            let good = cells
                .iter()
                .copied()
                .filter(|&m4| {
                    ![opening, p2, b].contains(&m4)
                        && holds(&[opening, p2, b, m4])
                        && cells.iter().all(|&c| {
                            let accepted = if [opening, p2, b, m4].contains(&c) { Vec::new() } else { strategy.ply6_cells(ni, [opening, b, c], [p2, m4]) };
                            accepted.is_empty() || accepted.iter().any(|&x| holds(&[opening, p2, b, m4, c, x]))
                        })
                })
                .map(rel)
                .collect();
            out.free_ply4.push((rel(b), good));
            continue;
        };
        for &c in &cells {
            if [opening, p2, b, m4].contains(&c) {
                continue;
            }
            let accepted = strategy.ply6_cells(ni, [opening, b, c], [p2, m4]);
            if accepted.is_empty() {
                continue;
            }
            out.positions += 1;
            let holds = |x: Cell| p2_holds::<W>(n, deadline, &[opening, p2, b, m4, c, x]);
            if holds(accepted[0]) {
                out.first_holds += 1;
            } else if accepted[1..].iter().any(|&x| holds(x)) {
                out.accepted_holds += 1;
            } else {
                let other: Vec<Cell> = cells.iter().copied().filter(|&x| ![opening, p2, b, m4, c].contains(&x) && holds(x)).map(rel).collect();
                if other.is_empty() {
                    out.none_holds.push([rel(opening), rel(b), rel(c)]);
                } else {
                    out.other_holds.push(([rel(opening), rel(b), rel(c)], other));
                }
            }
        }
    }
    Ok(out)
}

/// The ply-4 cells chosen for ply 11 for one case of Lemma L11 ([`choose_ply4`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply4Choice {
    /// The case (pair type, unit, P2's ply-2 direction, which stone came first).
    pub case: Case,
    /// The cells chosen, in the case's frame (P2 plays the first on the board): one cell, or
    /// two when no single one will do; `None` when no list of one or two cells will do.
    pub cells: Option<Vec<Cell>>,
    /// Lemma L11's own cell for the case (the first candidate holding ply 9).
    pub lemma: Cell,
    /// Placements of the case tried (first stone, P2's ply-2 stone, second stone on a board).
    pub placements: usize,
    /// Solver runs made for the case.
    pub runs: usize,
}

/// For every case of Lemma L11 (diagonal ply-2 stones) met when P1's first stone is any cell
/// of the `n`×`n` board (P2 answering with [`Strategy::ply2`]) and its second stone any cell
/// that a frame holds with the first, the ply-4 cells P2 plays: the first candidate of the
/// check ([`ply4_candidates`]) that the check accepts ([`check_ply4`]: ply 9 on every board)
/// and that holds ply `deadline` at every placement of the case on this board, P2 free after
/// it (the exact game); when there is none, the first pair `[m1, m2]` (P2 plays `m1` where it
/// is on the board, else `m2`) that [`check_ply4_list`] accepts and that holds at every
/// placement, `m1` and then `m2` in candidate order. A placement where the played cell is off
/// the board or taken is not tested (the strategy lets P2 play anywhere then). Cases in order
/// of first meeting. [`choose_ply4_on`] with the one board. Errors: Lemma L11's check failing.
pub fn choose_ply4<const W: usize>(n: usize, deadline: u32) -> Result<Vec<Ply4Choice>> {
    choose_ply4_on::<W>(&[n], deadline)
}

/// [`choose_ply4`] on several boards at once: the cases met on any of `boards` (in order of
/// first meeting, board by board), and for each the first cell (or pair) that holds ply
/// `deadline` at every placement of the case on every one of them. `W` must fit the largest
/// board (64·`W` ≥ n²). Cases are chosen in parallel (rayon); within a case a placement that
/// refutes a candidate is tried first for the next ones, which changes [`Ply4Choice::runs`]
/// but not the choice (a candidate is kept only if it holds at every placement). Errors:
/// Lemma L11's check failing, or a board that does not fit `W` (names it).
pub fn choose_ply4_on<const W: usize>(boards: &[usize], deadline: u32) -> Result<Vec<Ply4Choice>> {
    use rayon::prelude::*;
    if let Some(n) = boards.iter().find(|&&n| n * n > 64 * W || n == 0) {
        anyhow::bail!("the board {n}x{n} does not fit {W} words of 64 cells: choose the width from the largest board");
    }
    let strategy = prepare(Ply2::Diagonal)?;
    // every placement (board, first stone, ply-2 stone, second stone, where the frame sits) of every case met
    type Placements = Vec<(usize, Cell, Cell, Cell, Placement)>;
    let mut cases: Vec<(Case, Placements)> = Vec::new();
    for &n in boards {
        let ni = n as i64;
        let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
        for &f in &cells {
            let p2 = strategy.ply2(ni, f);
            for &b in &cells {
                if b == f || b == p2 {
                    continue;
                }
                let Some((case, place)) = case_of(f, p2, b) else { continue };
                match cases.iter_mut().find(|(c, _)| *c == case) {
                    Some((_, v)) => v.push((n, f, p2, b, place)),
                    None => cases.push((case, vec![(n, f, p2, b, place)])),
                }
            }
        }
    }
    let out = cases
        .into_par_iter()
        .map(|(case, mut seen)| {
            let mut runs = 0;
            // whether the list holds at every placement (P2 playing its first cell on the board);
            // a refuting placement moves to the front
            let mut holds_all = |list: &[Cell]| {
                for i in 0..seen.len() {
                    let (n, f, p2, b, pl) = seen[i];
                    let on = |c: Cell| (0..n as i64).contains(&c.0) && (0..n as i64).contains(&c.1);
                    let Some(c) = list.iter().map(|&m| pl.to_board(m)).find(|&c| on(c)) else { continue };
                    if [f, p2, b].contains(&c) {
                        continue;
                    }
                    runs += 1;
                    if !p2_holds::<W>(n, deadline, &[f, p2, b, c]) {
                        seen[..=i].rotate_right(1);
                        return false;
                    }
                }
                true
            };
            let cands = ply4_candidates(case);
            let lemma = cands.iter().copied().find(|&m| check_ply4(case, m).is_some()).expect("Lemma L11's check found a cell");
            let mut chosen = cands.iter().copied().find(|&m| check_ply4(case, m).is_some() && holds_all(&[m])).map(|m| vec![m]);
            if chosen.is_none() {
                'pairs: for &m1 in &cands {
                    if !holds_all(&[m1]) {
                        continue;
                    }
                    for &m2 in &cands {
                        if m2 != m1 && check_ply4_list(case, &[m1, m2]).is_ok() && holds_all(&[m1, m2]) {
                            chosen = Some(vec![m1, m2]);
                            break 'pairs;
                        }
                    }
                }
            }
            Ply4Choice { case, cells: chosen, lemma, placements: seen.len(), runs }
        })
        .collect();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On 9×9 an orthogonal neighbour of the centre loses ply 11 (P1 completes by it) and a
    /// diagonal one holds it; next to the edge the orthogonal reply along the edge holds.
    #[test]
    fn the_centre_of_9x9_needs_a_diagonal_reply_to_hold_ply_11() {
        let r = neighbour_replies::<2>(9, 11);
        let centre = r.iter().find(|r| r.opening == (4, 4)).unwrap();
        assert_eq!(centre.holds, [Some(false), Some(false), Some(false), Some(false), Some(true), Some(true), Some(true), Some(true)]);
        let edge = r.iter().find(|r| r.opening == (4, 0)).unwrap();
        assert_eq!(edge.holds, [Some(true), Some(true), Some(false), None, Some(true), Some(true), None, None]);
        assert_eq!(r.len(), 15);
        assert_eq!(r.iter().map(|r| r.nodes).sum::<u64>(), 17_798_988);
    }

    /// Lemma L11's ply-2 stone (an orthogonal neighbour) loses ply 11 on 9×9; a diagonal one
    /// holds it, P2's later moves found by the solver; Lemma L11's ply-4 cells after the
    /// diagonal stone (the first the check finds) lose it again.
    #[test]
    fn lemma_l11s_opening_at_ply_11_on_9x9() {
        let (o, s) = wins_by::<2>(9, 11, Ply2::Orthogonal, 2, Later::Any).unwrap();
        assert_eq!((o, s.nodes), (Some(4 * 9 + 4), 17_147));
        let (o, s) = wins_by::<2>(9, 11, Ply2::Diagonal, 2, Later::Any).unwrap();
        assert_eq!((o, s.nodes), (None, 2_198_013));
        let (o, s) = wins_by::<2>(9, 11, Ply2::Diagonal, 4, Later::Any).unwrap();
        assert_eq!((o, s.nodes), (Some(4 * 9 + 4), 6_037));
        assert!(wins_by::<2>(9, 11, Ply2::Diagonal, 3, Later::Any).is_err());
    }

    /// The cut must commute with the board's symmetries (the table keys positions up to
    /// them): at every ply-2 and ply-4 position the cut reaches on 9×9 and 10×10, and at
    /// sampled ply-6 positions (each [`Ply6`] set), for both kinds of ply-2 stone.
    #[test]
    fn the_cut_commutes_with_the_board_symmetries() {
        fn sorted(mut v: Vec<Cell>) -> Vec<Cell> {
            v.sort();
            v.dedup();
            v
        }
        for kind in [Ply2::Orthogonal, Ply2::Diagonal] {
            let st = prepare(kind).unwrap();
            for n in [9usize, 10] {
                let ni = n as i64;
                let image = |s: usize, v: &[Cell]| -> Vec<Cell> { v.iter().map(|&c| sym(ni, s, c)).collect() };
                let mut checked = 0;
                let mut check = |p1: &[Cell], p2: &[Cell], ply6: Ply6| -> Option<Vec<Cell>> {
                    let base = lemma_l11_cells(st, n, p1, p2, ply6).map(sorted);
                    for s in 0..8 {
                        let got = lemma_l11_cells(st, n, &image(s, p1), &image(s, p2), ply6).map(sorted);
                        assert_eq!(got, base.as_ref().map(|v| sorted(image(s, v))), "{kind:?} n={n} P1 {p1:?} P2 {p2:?} symmetry {s}");
                    }
                    checked += 1;
                    base
                };
                let cells: Vec<Cell> = (0..ni).flat_map(|y| (0..ni).map(move |x| (x, y))).collect();
                for (i, &f) in cells.iter().enumerate() {
                    let p2s = check(&[f], &[], Ply6::First).expect("ply 2 always names cells");
                    assert!(!p2s.is_empty());
                    for &p2 in &p2s {
                        for (j, &b) in cells.iter().enumerate() {
                            if b == f || b == p2 {
                                continue;
                            }
                            let m4s = check(&[f, b], &[p2], Ply6::First);
                            // ply 6, sampled: a few first stones, every 7th second and 13th third stone
                            if i % 20 != 0 || j % 7 != 0 {
                                continue;
                            }
                            // the strategy's ply-4 cell, or where it names none a few cells
                            let free: Vec<Cell> = cells.iter().copied().step_by(17).filter(|&c| ![f, b, p2].contains(&c)).take(2).collect();
                            for &m4 in m4s.as_ref().map_or(&free[..], |v| &v[..v.len().min(1)]) {
                                for &c in cells.iter().step_by(13) {
                                    if ![f, b, p2, m4].contains(&c) {
                                        // and the ply-6 sets a search chooses from
                                        for ply6 in [Ply6::First, Ply6::Accepted, Ply6::Wide(2), Ply6::Wide(4)] {
                                            check(&[f, b, c], &[p2, m4], ply6);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                assert!(checked > 6_000, "{checked}");
            }
        }
    }

    /// At the centre of 10×10, after the diagonal ply-2 stone and the second stone `a - (2, 0)`
    /// (a RowEven pair of unit 1), the only ply-4 cell holding ply 11 is `a + (0, 2)`, and
    /// Lemma L11's check refuses it alone. The refusal it reports is a board whose edge leaves
    /// that cell off the board (P1's third stone the pair's midpoint, P2 without its ply-4
    /// stone); in the exact game the four stones hold ply 11 wherever they fit on 9×9, 10×10
    /// and 11×11, and ply 9 on 5×5 to 12×12.
    #[test]
    fn a_row_even_pair_at_the_centre_needs_a_ply_4_cell_the_check_refuses() {
        let st = prepare(Ply2::Diagonal).unwrap();
        let n = 10;
        let (f, b) = ((4, 4), (2, 4));
        let p2 = st.ply2(n as i64, f);
        assert_eq!(p2, (5, 5));
        let mut holding = Vec::new();
        for y in 0..n as i64 {
            for x in 0..n as i64 {
                if ![f, p2, b].contains(&(x, y)) && p2_holds::<2>(n, 11, &[f, p2, b, (x, y)]) {
                    holding.push((x, y));
                }
            }
        }
        assert_eq!(holding, vec![(4, 6)]);
        let (case, place) = case_of(f, p2, b).unwrap();
        let m = ply4_candidates(case).into_iter().find(|&m| place.to_board(m) == (4, 6)).unwrap();
        assert!(check_ply4(case, m).is_none());
        assert!(st.ply4(n as i64, f, p2, b).is_some_and(|c| c != (4, 6)));
        let why = check_ply4_why(case, m).unwrap_err();
        assert_eq!(why.third.map(|c| place.to_board(c)), Some((3, 4)));
        let r = why.rect.expect("a board edge pattern");
        assert!(!(r.x.0 <= m.0 && m.0 <= r.x.1 && r.y.0 <= m.1 && m.1 <= r.y.1), "{r:?} holds the cell {m:?}");
        // the four stones, translated to every place where they fit
        let rel = [(0, 0), (1, 1), (-2, 0), (0, 2)];
        for (boards, deadline) in [(9..=11, 11), (5..=12, 9)] {
            for n in boards {
                let mut placements = 0;
                for ty in 0..n as i64 {
                    for tx in 0..n as i64 {
                        let cs: Vec<Cell> = rel.iter().map(|&(x, y)| (x + tx, y + ty)).collect();
                        if cs.iter().all(|&(x, y)| (0..n as i64).contains(&x) && (0..n as i64).contains(&y)) {
                            placements += 1;
                            assert!(crate::with_bits_width!(n, p2_holds(n, deadline, &cs)), "{n}x{n} ply {deadline}: {cs:?}");
                        }
                    }
                }
                assert_eq!(placements, (n - 3) * (n - 2), "{n}x{n}");
            }
        }
    }

    /// The choices of `choose_ply4` on 9×9 ([`choices_9x9`]): the first cell of each RowEven
    /// pair is refused alone and the pair accepted by the list check. With them, and Lemma
    /// L11's diagonal ply-2 stone, P2 holds ply 11 on 9×9, its later moves found by the solver;
    /// at ply 6 it must leave Lemma L11's candidates ([`Ply6`]).
    #[test]
    fn the_chosen_ply_4_cells_hold_ply_11_on_9x9() {
        let chosen = choices_9x9();
        for (c, list) in &chosen {
            assert!(check_ply4_list(*c, list).is_ok(), "{c:?}");
            if list.len() > 1 {
                assert!(check_ply4(*c, list[0]).is_none(), "{c:?}");
            }
        }
        let st: &'static Strategy = Box::leak(Box::new(Strategy::with_ply4(Ply2::Diagonal, &chosen).unwrap()));
        let (o, s) = wins_by_chosen::<2>(9, 11, st, 4, Ply6::First, Later::Any).unwrap();
        assert_eq!((o, s.nodes), (None, 2_491_851));
        // ply 6: Lemma L11's own cell loses ply 11, and so does every choice among the cells its
        // rule accepts; the wide set (lattices of every frame pair of P1's stones) holds it
        let centre = Some(4 * 9 + 4);
        let (o, s) = wins_by_chosen::<2>(9, 11, st, 6, Ply6::First, Later::Any).unwrap();
        assert_eq!((o, s.nodes), (centre, 585));
        let (o, s) = wins_by_chosen::<2>(9, 11, st, 6, Ply6::Accepted, Later::Any).unwrap();
        assert_eq!((o, s.nodes), (centre, 46_063));
        let (o, s) = wins_by_chosen::<2>(9, 11, st, 6, Ply6::Wide(4), Later::Any).unwrap();
        assert_eq!((o, s.nodes), (None, 2_426_795));
        // narrowed to the lattice cells a + g[-2,2]² of each pair it still holds; to a + g[-1,1]² not
        let (o, s) = wins_by_chosen::<2>(9, 11, st, 6, Ply6::Wide(2), Later::Any).unwrap();
        assert_eq!((o, s.nodes), (None, 2_390_265));
        let (o, s) = wins_by_chosen::<2>(9, 11, st, 6, Ply6::Wide(1), Later::Any).unwrap();
        assert_eq!((o, s.nodes), (centre, 45_913));
        assert!(wins_by_chosen::<2>(9, 11, st, 6, Ply6::Wide(5), Later::Any).is_err());
        // with tempo moves from ply 8 on (docs/FASTEST.md §5, "Tempo moves and reach") the
        // diagonal ply-2 stone still holds, these ply-4 cells do not
        let (o, s) = wins_by::<2>(9, 11, Ply2::Diagonal, 2, Later::Tempo).unwrap();
        assert_eq!((o, s.nodes), (None, 2_202_233));
        let (o, s) = wins_by_chosen::<2>(9, 11, st, 4, Ply6::First, Later::Tempo).unwrap();
        assert_eq!((o, s.nodes), (centre, 25_861));
        // one position behind it: the second stone a + (2, 2), whose ply-4 cell is off the board;
        // after P2's ply-4 stone a + (2, 0) and the third stone a + (1, 2) every accepted ply-6
        // cell loses, and the cells that hold are on the unit-1 lattice of the pair b, c
        let (a, p2, b, m4, c) = ((4, 4), (3, 3), (6, 6), (6, 4), (5, 6));
        assert_eq!(st.ply2(9, a), p2);
        assert_eq!(st.ply4(9, a, p2, b), None);
        let accepted = st.ply6_cells(9, [a, b, c], [p2, m4]);
        assert!(!accepted.is_empty());
        assert!(accepted.iter().all(|&x| !p2_holds::<2>(9, 11, &[a, p2, b, m4, c, x])));
        let cells: Vec<Cell> = (0..9).flat_map(|y| (0..9).map(move |x| (x, y))).collect();
        let holding: Vec<Cell> = cells.iter().copied().filter(|&x| ![a, p2, b, m4, c].contains(&x) && p2_holds::<2>(9, 11, &[a, p2, b, m4, c, x])).collect();
        assert_eq!(holding, vec![(5, 4), (7, 4), (5, 5), (6, 5), (7, 5)]);
        let wide = ply6_cells_wide(9, [a, b, c], [p2, m4], 2);
        assert!(holding.iter().all(|x| wide.contains(x)), "{wide:?}");
        // at the centre, where the strategy names its ply-4 cell some accepted ply-6 cell always
        // holds; of the 20 second stones whose ply-4 cell is off the board, only a + (2, 2)
        // leaves no ply-4 cell after which the accepted cells do
        let g = ply6_gaps::<2>(9, 11, st, a).unwrap();
        assert_eq!((g.positions, g.first_holds, g.accepted_holds, g.other_holds.len(), g.none_holds.len()), (2_079, 1_873, 206, 0, 0));
        assert_eq!(g.free_ply4.len(), 20);
        let stuck: Vec<Cell> = g.free_ply4.iter().filter(|(_, v)| v.is_empty()).map(|(b, _)| *b).collect();
        assert_eq!(stuck, vec![(2, 2)]);
        // a refused list is an error naming the case
        let row_even = chosen[1].0;
        let e = Strategy::with_ply4(Ply2::Diagonal, &[(row_even, vec![(0, 2)])]).err().unwrap();
        assert!(e.to_string().contains("RowEven"), "{e}");
    }

    /// Choosing on several boards at once: at ply 9, which Lemma L11's cells hold on every
    /// board, every case met on 6×6 or 7×7 keeps Lemma L11's cell, each case once; a board
    /// too large for the width is an error naming it.
    #[test]
    fn choosing_on_two_boards_at_ply_9_keeps_lemma_l11s_cells() {
        let both = choose_ply4_on::<1>(&[6, 7], 9).unwrap();
        let (six, seven) = (choose_ply4::<1>(6, 9).unwrap(), choose_ply4::<1>(7, 9).unwrap());
        assert!(both.iter().all(|c| c.cells.as_deref() == Some(&[c.lemma][..])), "{both:?}");
        // every case of 6x6 is met on 7x7 too; a case's placements are those of both boards
        assert_eq!((six.len(), seven.len(), both.len()), (30, 40, 40));
        for c in &both {
            let on = |v: &[Ply4Choice]| v.iter().find(|d| d.case == c.case).map_or(0, |d| d.placements);
            assert_eq!(c.placements, on(&six) + on(&seven), "{:?}", c.case);
        }
        let e = choose_ply4_on::<1>(&[7, 9], 9).unwrap_err();
        assert!(e.to_string().contains("9x9"), "{e}");
    }

    /// [`choices_9x9`] is what [`choose_ply4`] finds on 9×9 (and every other case keeps Lemma
    /// L11's cell).
    #[test]
    #[ignore = "about 3 min: the choice on 9x9 (make test-slow)"]
    fn choose_ply4_finds_the_written_choices_on_9x9() {
        let found = choose_ply4::<2>(9, 11).unwrap();
        assert_eq!(found.len(), 55);
        assert!(found.iter().all(|c| c.cells.is_some()));
        let differ: Vec<(Case, Vec<Cell>)> = found.into_iter().filter(|c| c.cells.as_deref() != Some(&[c.lemma][..])).map(|c| (c.case, c.cells.unwrap())).collect();
        assert_eq!(differ, choices_9x9());
    }
}

#[cfg(test)]
mod ray_tests {
    use super::*;
    use crate::fastest::every_board::{diagonal_towards_centre, PairType, G_REP};

    /// The ray rule's cells (the ray cell, and the opposite corner where P2's stone points away
    /// from the pair) pass Lemma L11's list check (ply 9 on every board) ahead of the
    /// strategy's own cell for every RowEven case of unit 2 to `G_REP`, and the block cells of
    /// [`choices_block`] pass it alone; the ray cell is played at the centre of 13×13 (both
    /// squares fit) and not after (3, 3), (9, 3) there (one does not), the opposite corner on
    /// 17×17; and after the first pair (6, 6), (12, 6) of 13×13 the ray cell holds ply 11 where
    /// the 9×9 choice loses (docs/FASTEST.md §5, "One opening rule").
    #[test]
    fn the_ray_rule_holds_ply_9_everywhere_and_fixes_the_13x13_centre() {
        let own = prepare(Ply2::Diagonal).unwrap();
        for g in 2..=G_REP {
            for e in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let case = Case { pair: PairType::RowEven, g, e, a_first: true };
                let m4 = own.case_cell(case).unwrap();
                // the ray cell, and the opposite corner, played when P2's stone points away from
                // the pair; at unit G_REP within the scale lemma's reach, so for every unit
                let mut lists = vec![vec![(2 * g * e.0, 2 * g * e.1), m4]];
                if e.0 < 0 {
                    lists.push(vec![(2 * g, -2 * g * e.1), m4]);
                }
                for list in lists {
                    let f = check_ply4_list(case, &list).unwrap_or_else(|r| panic!("{case:?} {list:?}: {r:?}"));
                    assert!(g < G_REP || 4 * f.k_max < G_REP, "{case:?} {list:?}: offsets up to {}", f.k_max);
                }
            }
        }
        let chosen = choices_block();
        for (c, list) in &chosen {
            assert!(check_ply4_list(*c, list).is_ok(), "{c:?}");
        }
        // the block cells: every Diagonal and Knight case the check accepts them for
        let block = |c: &Case| matches!(c.pair, PairType::Diagonal | PairType::Knight);
        let cell = |c: &Case| if c.pair == PairType::Diagonal && c.e == (-1, 1) { (0, c.g) } else { (c.g, 0) };
        let blocks = chosen.iter().filter(|(c, list)| block(c) && *list == vec![cell(c)]).count();
        let all = crate::fastest::every_board::cases(Ply2::Diagonal).into_iter().filter(|c| block(c)).count();
        // the three others never arise with the cell free: two Diagonal cases of unit 1 put
        // P2's ply-2 stone on P1's other stone, and a Knight case of unit 1 (the second stone
        // as a, e = (-1, -1)) puts it on (g, 0); `classify` never takes the second stone as a
        // (its symmetries include the point reflection), so of the 104 cases that arise 103
        // take a block cell
        assert_eq!((blocks, all), (205, 208));
        let case = |pair, g, e| Case { pair, g, e, a_first: true };
        assert!(chosen.contains(&(case(PairType::Diagonal, 2, (-1, -1)), vec![(2, 0)])));
        assert!(chosen.contains(&(case(PairType::Diagonal, 4, (-1, 1)), vec![(0, 4)])));
        assert!(chosen.contains(&(case(PairType::Knight, 1, (-1, 1)), vec![(1, 0)])));
        let st = Strategy::with_ply4(Ply2::Diagonal, &chosen).unwrap();
        let nine = Strategy::with_ply4(Ply2::Diagonal, &choices_9x9()).unwrap();
        // the centre of 13x13: P2's ply-2 stone (5, 5); the pair 6 apart, both squares fit
        assert_eq!(st.ply2(13, (6, 6)), (5, 5));
        assert_eq!(ray_ply4(&st, 13, (6, 6), (5, 5), (6, 0)), Some((0, 0)));
        assert_eq!(ray_ply4(&st, 13, (6, 6), (5, 5), (12, 6)), Some((0, 0)));
        assert_eq!(nine.ply4(13, (6, 6), (5, 5), (12, 6)), Some((9, 9)));
        // (3, 3), (9, 3): the square below does not fit, so the strategy's own cell
        assert_eq!(ray_ply4(&st, 13, (3, 3), (4, 4), (9, 3)), st.ply4(13, (3, 3), (4, 4), (9, 3)));
        // (9, 9) would be the ray cell there
        assert_ne!(st.ply4(13, (3, 3), (4, 4), (9, 3)), Some((9, 9)));
        // 17x17, P2's stone on the other side of (8, 4) from (12, 4) and room beyond (12, 4):
        // the corner over (12, 4) away from P2's stone
        assert_eq!(diagonal_towards_centre(17, (8, 4)), (7, 5));
        assert_eq!(ray_ply4(&st, 17, (8, 4), (7, 5), (12, 4)), Some((12, 0)));
        assert_eq!(ray_ply4(&st, 17, (8, 4), (7, 5), (4, 4)), Some((4, 8)));
        // pairs 2 apart, and pairs not on a row or column, keep the strategy's cell
        assert_eq!(ray_ply4(&st, 13, (6, 6), (5, 5), (6, 4)), st.ply4(13, (6, 6), (5, 5), (6, 4)));
        assert_eq!(ray_ply4(&st, 13, (6, 6), (5, 5), (9, 9)), st.ply4(13, (6, 6), (5, 5), (9, 9)));
        // the exact game: the 9x9 choice (9, 9) loses ply 11, the ray cell (0, 0) holds it
        assert!(!p2_holds::<4>(13, 11, &[(6, 6), (5, 5), (12, 6), (9, 9)]));
        assert!(p2_holds::<4>(13, 11, &[(6, 6), (5, 5), (12, 6), (0, 0)]));
    }
}
