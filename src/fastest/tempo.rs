//! What shape must a defence holding a ply have? Two restrictions of P2, each a cut of the
//! solver's search ([`Search::wins`] with [`Search::p2_cut`]; P1 is not restricted, forced
//! blocks are never cut):
//!
//! - *Tempo moves* ([`wins_by`], the mirror of [`super::forcing`]): P2's *free* moves (those
//!   not forced to block a P1 threat) from a ply `from` on are *tempo moves*, cells where a
//!   P2 stone makes a P2 threat cell ([`Board::threat_moves`]), which P1 must block at once
//!   or lose: strictly ([`cut`]) or wherever P2 has one ([`cut_when_available`]).
//!   [`named_wins_by`] adds the named cells of [`super::named`].
//! - *Reach* ([`near_wins_by`], [`ply4_reach`]): P2's free moves within a radius of some P1
//!   stone, at every ply or at one.
//!
//! A "no" means a defence of the kind keeps P1 from completing by the deadline on that
//! board; a "yes" says only that none does. In two places the search answers before any cut,
//! as P1 can no longer complete whatever P2 plays: at ply `deadline - 3` when P1 has no move
//! making two threat cells, and at P2's turn at `deadline - 1`, which is never searched (P1
//! completes then only on a threat cell it already holds). Elsewhere a cut leaving P2 no free
//! move counts as a P1 win.
//!
//! Why it matters (docs/FASTEST.md §5, "Tempo moves and reach"): a board-free proof that P2
//! holds ply 11 is missing. On the boards tried, some defence holding ply 11 makes a tempo
//! move at ply 8 wherever it is not forced to block and P1 still has a double-threat move,
//! and at ply 6 wherever it has one; and the reach a defence needs from P1's stones grows
//! with the board (half of it), needed at ply 4 on the lattice of P1's first two stones. Run
//! by `examples/tempo_defence.rs`.

use super::bits::Bits;
use super::search::{first_winning_opening, Board, Search};

/// The earliest ply at which P2 can make a threat: it holds three stones after ply 6.
pub const EARLIEST_TEMPO: u32 = 6;

/// The cut of P2's free moves: from ply `FROM` on, the tempo moves of P2; before it, every
/// empty cell. Defined by geometry alone, so it is the same up to the board's symmetries and
/// the transposition table stays exact. Where P2 has no tempo move the cut leaves it no free
/// move, which counts as a P1 win (except where the search answers first: module docs).
pub fn cut<const W: usize, const FROM: u32>(b: &Board<W>) -> Bits<W> {
    if b.placed + 1 >= FROM {
        b.threat_moves(1).and(b.empty())
    } else {
        b.empty()
    }
}

/// [`cut`] *when available*: from ply `FROM` on, the tempo moves of P2 where it has one, and
/// every empty cell where it has none (so the cut never leaves P2 without a move).
pub fn cut_when_available<const W: usize, const FROM: u32>(b: &Board<W>) -> Bits<W> {
    let tempo = cut::<W, FROM>(b);
    if tempo.is_empty() {
        b.empty()
    } else {
        tempo
    }
}

/// The answer from the empty `n`×`n` board with P2's free moves cut to tempo moves from ply
/// `from` on ([`cut`], or [`cut_when_available`] unless `strict`): the first opening (cell
/// index, in the solver's order, one per symmetry class) from which P1 completes a square by
/// ply `deadline` against every such defence, or `None`; and the search, with its node count
/// and table. `from` is 6, 8 or 10; what it cuts depends on the deadline `D`, as the search
/// answers before any cut at ply `D − 3` when P1 has no move making two threat cells and
/// never searches P2's turn at `D − 1` (with `D` = 11, `from` 8 cuts ply 8 alone and 10 cuts
/// nothing). `None` in place of both for another `from`. The board must fit the bit set
/// (`n² ≤ 64·W` cells), as [`Search::new`] requires.
pub fn wins_by<const W: usize>(n: usize, deadline: u32, from: u32, strict: bool) -> Option<(Option<usize>, Search<W>)> {
    let cut: fn(&Board<W>) -> Bits<W> = match (from, strict) {
        (6, true) => cut::<W, 6>,
        (8, true) => cut::<W, 8>,
        (10, true) => cut::<W, 10>,
        (6, false) => cut_when_available::<W, 6>,
        (8, false) => cut_when_available::<W, 8>,
        (10, false) => cut_when_available::<W, 10>,
        _ => return None,
    };
    Some(search_with(n, deadline, cut))
}

/// The search from the empty `n`×`n` board for ply `deadline` with P2's moves cut by `cut`:
/// the first winning opening ([`first_winning_opening`]) and the search.
fn search_with<const W: usize>(n: usize, deadline: u32, cut: fn(&Board<W>) -> Bits<W>) -> (Option<usize>, Search<W>) {
    let mut s = Search::<W>::new(n, deadline);
    s.p2_cut = Some(cut);
    (first_winning_opening(&mut s), s)
}

/// The cut of a defence that answers *near P1's stones*: P2's free moves lie within `R`
/// cells (Chebyshev) of some P1 stone, at every ply (`ONLY` = 0) or at ply `ONLY` alone.
/// Forced blocks are not cut. Defined by geometry alone, so it is the same up to the board's
/// symmetries.
pub fn near_cut<const W: usize, const R: usize, const ONLY: u32>(b: &Board<W>) -> Bits<W> {
    let n = b.n;
    if ONLY != 0 && b.placed + 1 != ONLY {
        return b.empty();
    }
    let mut near = Bits::<W>::EMPTY;
    for s in b.stones[0].iter() {
        let (x, y) = (s % n, s / n);
        for yy in y.saturating_sub(R)..=(y + R).min(n - 1) {
            for xx in x.saturating_sub(R)..=(x + R).min(n - 1) {
                near.set(yy * n + xx);
            }
        }
    }
    near.and(b.empty())
}

/// The answer from the empty `n`×`n` board against every defence of [`near_cut`] (free moves
/// within `radius` cells of a P1 stone, 1..=10, at every ply or, with `only`, at that ply
/// alone: 2, 4, 6 or 8): the first opening from which P1 completes by ply `deadline`, or
/// `None`; and the search. `None` in place of both when `radius` or `only` is outside those
/// ranges.
pub fn near_wins_by<const W: usize>(n: usize, deadline: u32, radius: usize, only: Option<u32>) -> Option<(Option<usize>, Search<W>)> {
    near_cut_for::<W>(radius, only).map(|cut| search_with(n, deadline, cut))
}

/// [`near_cut`] for `radius` in 1..=10 at every ply (`only` `None`) or at ply 2, 4, 6 or 8
/// alone; `None` otherwise.
fn near_cut_for<const W: usize>(radius: usize, only: Option<u32>) -> Option<fn(&Board<W>) -> Bits<W>> {
    macro_rules! pick {
        ($o:literal) => {
            match radius {
                1 => near_cut::<W, 1, $o>,
                2 => near_cut::<W, 2, $o>,
                3 => near_cut::<W, 3, $o>,
                4 => near_cut::<W, 4, $o>,
                5 => near_cut::<W, 5, $o>,
                6 => near_cut::<W, 6, $o>,
                7 => near_cut::<W, 7, $o>,
                8 => near_cut::<W, 8, $o>,
                9 => near_cut::<W, 9, $o>,
                10 => near_cut::<W, 10, $o>,
                _ => return None,
            }
        };
    }
    Some(match only {
        None => pick!(0),
        Some(2) => pick!(2),
        Some(4) => pick!(4),
        Some(6) => pick!(6),
        Some(8) => pick!(8),
        _ => return None,
    })
}

/// The cut of a *named-cell* defence ([`super::named::named`]: cells named by P1's stones and
/// by pairs of one player's stones) whose free moves from ply `FROM` on are tempo moves too.
/// Forced blocks are not cut; the cut is the same up to the board's symmetries.
pub fn named_cut<const W: usize, const FROM: u32>(b: &Board<W>) -> Bits<W> {
    cut::<W, FROM>(b).and(super::named::named(b))
}

/// The answer from the empty `n`×`n` board against every defence of [`named_cut`] (tempo
/// moves from ply `from` on: 6, 8 or 10): the first opening from which P1 completes by ply
/// `deadline`, or `None`; and the search. `None` in place of both for another `from`.
pub fn named_wins_by<const W: usize>(n: usize, deadline: u32, from: u32) -> Option<(Option<usize>, Search<W>)> {
    let cut: fn(&Board<W>) -> Bits<W> = match from {
        6 => named_cut::<W, 6>,
        8 => named_cut::<W, 8>,
        10 => named_cut::<W, 10>,
        _ => return None,
    };
    Some(search_with(n, deadline, cut))
}

/// One P1 second stone found by [`ply4_reach`]: where it lies and the ply-4 cells that hold
/// after it, as offsets `(dx, dy)` in cells from P1's first stone `a`.
#[derive(Clone, Debug, PartialEq)]
pub struct Reach {
    /// P1's second stone minus `a`.
    pub s2: (i64, i64),
    /// The ply-4 cells after which P2 holds the deadline in the exact game, minus `a`, in
    /// row-major order.
    pub holding: Vec<(i64, i64)>,
}

/// Where a defence must reach at ply 4, after P1 opens on the centre `a` of the odd `n`×`n`
/// board and P2 answers on `r1` (a cell index): every P1 second stone after which P1
/// completes by ply `deadline` against every defence whose ply-4 move lies within `radius`
/// cells of a P1 stone (any cell at the other plies), with the ply-4 cells that hold the
/// deadline there in the exact game. Searches up to `n²` exact ply-5 positions per such
/// stone. `None` when `n` is even, `r1` is the centre or off the board, or `radius` is outside
/// 1..=10.
pub fn ply4_reach<const W: usize>(n: usize, deadline: u32, r1: usize, radius: usize) -> Option<Vec<Reach>> {
    let cut = near_cut_for::<W>(radius, Some(4))?;
    let a = (n / 2) * n + n / 2;
    if n.is_multiple_of(2) || r1 == a || r1 >= n * n {
        return None;
    }
    let rel = |c: usize| ((c % n) as i64 - (n / 2) as i64, (c / n) as i64 - (n / 2) as i64);
    let search = |stones: &[usize], cut| {
        let mut s = Search::<W>::new(n, deadline);
        s.p2_cut = cut;
        for (k, &c) in stones.iter().enumerate() {
            s.b.make(c, k % 2);
        }
        s.wins()
    };
    let mut out = vec![];
    for s2 in (0..n * n).filter(|&c| c != a && c != r1) {
        if !search(&[a, r1, s2], Some(cut)) {
            continue;
        }
        let holding = (0..n * n).filter(|&m| m != a && m != r1 && m != s2 && !search(&[a, r1, s2, m], None)).map(rel).collect();
        out.push(Reach { s2: rel(s2), holding });
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_9x9_tempo_moves_hold_ply_11_at_ply_8_and_where_available_from_ply_6() {
        // strict tempo moves from ply 6 on lose from the centre; from ply 8 on they hold
        let (o, s) = wins_by::<2>(9, 11, 6, true).unwrap();
        assert_eq!(o, Some(4 * 9 + 4));
        assert_eq!((s.nodes, s.tt.len()), (19_254, 4_930));
        // where P2 has no tempo move it plays any cell: then tempo moves from ply 6 hold
        let (o, s) = wins_by::<2>(9, 11, 6, false).unwrap();
        assert_eq!((o, s.nodes), (None, 297_008));
        let (o, s) = wins_by::<2>(9, 11, 8, true).unwrap();
        assert_eq!(o, None);
        assert_eq!((s.nodes, s.tt.len()), (682_473, 93_483));
        // named cells with tempo moves from ply 8 on hold too (7x7)
        let (o, s) = named_wins_by::<1>(7, 11, 8).unwrap();
        assert_eq!(o, None);
        assert_eq!((s.nodes, s.tt.len()), (256_964, 30_326));
        assert!(wins_by::<2>(9, 11, 7, true).is_none() && named_wins_by::<2>(9, 11, 9).is_none());
    }

    #[test]
    fn on_9x9_p2_needs_a_ply_4_move_four_cells_from_p1s_stones() {
        // within 3 cells of a P1 stone at every ply, or at ply 4 alone, loses; at ply 2, 6
        // or 8 alone it holds, and within 4 cells (the whole board from the centre) too
        for (radius, only, wins, nodes) in [(3, None, true, 201_969), (3, Some(4), true, 440_534), (3, Some(2), false, 544_156), (3, Some(6), false, 1_004_948), (3, Some(8), false, 614_265), (4, None, false, 430_628)] {
            let (o, s) = near_wins_by::<2>(9, 11, radius, only).unwrap();
            assert_eq!(o.is_some(), wins, "radius {radius} at {only:?}");
            assert_eq!(s.nodes, nodes, "radius {radius} at {only:?}");
        }
        assert!(near_wins_by::<2>(9, 11, 11, None).is_none() && near_wins_by::<2>(9, 11, 3, Some(5)).is_none());
    }

    #[test]
    fn on_11x11_the_ply_4_move_that_holds_is_on_the_lattice_of_p1s_pair() {
        // P1 on the centre a = (5, 5), P2 on a + (-1, -1): the defences reaching 4 cells at
        // ply 4 lose only after a second stone on the edge, 5 cells from a in line; what holds
        // then are the other points of a + 5·{-1, 0, 1}², on the board's corners and edges
        let found = ply4_reach::<2>(11, 11, 4 * 11 + 4, 4).unwrap();
        let stones: Vec<(i64, i64)> = found.iter().map(|f| f.s2).collect();
        assert_eq!(stones, vec![(0, -5), (-5, 0), (5, 0), (0, 5)]);
        for Reach { s2, holding } in found {
            let mut want: Vec<(i64, i64)> = (-1..=1).flat_map(|i| (-1..=1).map(move |j| (5 * j, 5 * i))).filter(|&c| c != (0, 0) && c != s2).collect();
            want.sort_by_key(|&(x, y)| (y, x));
            assert_eq!(holding, want, "s2 - a = {s2:?}");
        }
        assert!(ply4_reach::<2>(10, 11, 0, 4).is_none() && ply4_reach::<2>(11, 11, 60, 4).is_none());
    }

    #[test]
    fn the_cuts_are_the_same_up_to_the_boards_symmetries() {
        // a position without symmetry: for every symmetry (the project's `sym_xy`), the cut of
        // the image is the image of the cut
        use crate::small::geom::sym_xy;
        let n = 9;
        let stones = [(4, 4), (3, 3), (6, 4), (3, 6), (4, 1)];
        let cuts: [fn(&Board<2>) -> Bits<2>; 4] = [cut::<2, 6>, cut_when_available::<2, 6>, near_cut::<2, 2, 0>, named_cut::<2, 6>];
        for f in cuts {
            let board = |g: usize| {
                let mut b = Board::<2>::new(n);
                for (k, &(x, y)) in stones.iter().enumerate() {
                    let (x, y) = sym_xy(g, n, x, y);
                    b.make(y * n + x, k % 2);
                }
                b
            };
            let base = f(&board(0));
            assert!(!base.is_empty());
            for g in 0..8 {
                let mut img = Bits::<2>::EMPTY;
                for c in base.iter() {
                    let (x, y) = sym_xy(g, n, c % n, c / n);
                    img.set(y * n + x);
                }
                assert_eq!(f(&board(g)), img, "symmetry {g}");
            }
        }
    }
}
