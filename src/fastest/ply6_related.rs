//! P2's ply-6 move after a *related* first pair (P1's first two stones `s1`, `s2` in a pair
//! form), measured rule by rule (docs/FASTEST.md §5, "Ply 6 after a related first pair";
//! issue 11). The opening rule ([`super::opening_rule`]) fixes P2's first two moves: `b2`,
//! the diagonal neighbour of `s1` towards the centre, and `b4`, Lemma L11's ply-4 cell for the
//! pair with its block, ray, opposite-corner and side cells ([`ply4`]). With them P2 holds
//! ply 11 after every first pair of 5×5 to 20×20, its moves from ply 6 on the solver's
//! (`opening_rule -- N`). This module asks how far a rule carries P2's third move there.
//!
//! P1's third stone `s3` falls in one of four classes ([`Third::of`], the pair forms it makes
//! with `s1` and `s2`); after a related first pair no class is safe by itself (there is no
//! `unrelated_three_delay` for it), so every third stone is asked. Nine rules
//! ([`RelatedRule`]):
//!
//! - [`RelatedRule::L11`]: Lemma L11's ply-6 rule ([`Strategy::ply6`]), made for ply 9;
//! - [`RelatedRule::Pair`]: for a third stone related to `s1` only, the answer the
//!   unrelated-pair rule gives that class ([`pair_answer_or_l11`]: the `pair_answer` to the
//!   pair `s1`, `s3` with `b2`, `s2` the other stone, and where P2 already holds that cell
//!   Lemma L11's ply-6 rule for the pair `s1`, `s3` with `s2` third, as
//!   [`super::ply6_rule::ply6`] does); Lemma L11's ply-6 rule for the other classes;
//! - [`RelatedRule::Pairs`]: the pair rule, and for a third stone related to `s2` only the
//!   opening rule's ply-4 cell for the pair `s2`, `s3` ([`pair_ply4`] with P2's stone taken at
//!   `s2`'s diagonal neighbour towards the centre, where P2 has none);
//! - [`RelatedRule::Potential`]: at every third stone the potential rule
//!   ([`potential_cell`]: the free cell whose squares weigh most, in the manner of Erdős and
//!   Selfridge's potential strategy for Breaker) with the plain weights ([`Weights::PLAIN`]);
//! - [`RelatedRule::Mixed`]: by class, the potential rule with P2's own squares weighted up
//!   ([`Weights::OWN`]) for a third stone related to neither first stone or to `s2` only, the
//!   pair rule's answer for `s1` only, the potential rule with the plain weights for both;
//! - [`RelatedRule::MixedFallback`]: the mixed rule, except that for `s1` only it plays the
//!   `pair_answer` when that is a free cell and else the potential rule with
//!   [`Weights::OWN`], never Lemma L11's ply-6 rule or the far cell;
//! - [`RelatedRule::NamedBoth`]: the mixed fallback, except for a third stone related to
//!   both first stones, where P2 plays the *named potential rule*: the potential rule with
//!   [`Weights::NAMED`] among the cells named from the stones ([`named_cells`]);
//! - [`RelatedRule::Threats`]: the named-both rule's cell unless P1 then has a victory by
//!   continuous forcing by ply 11 ([`p1_vcf_by`]), else the first named cell by potential
//!   against which it has none;
//! - [`RelatedRule::Quiet`]: the same with the exact test of Lemma Q
//!   ([`p2_holds_after_ply6`], quiet ply-7 moves included) in place of the VCF test.
//!
//! [`related_losses`] asks the solver ([`super::search::Search::wins`], exact, uncertified),
//! position by position, whether P2 then holds ply 11 with its moves from ply 8 on free;
//! [`RelatedLosses::lost_inside`] tells the losses near an edge from those in the middle of
//! the board.
//! Nothing here is argued for every board. Run by `examples/ply6_related.rs`.

use super::every_board::{diagonal_towards_centre, Cell, Strategy};
use super::l11_opening::pair_ply4;
use super::named::{frame_related, named_cells};
use super::opening_rule::{ply2, ply4, strategy};
use super::ply6_rule::{is_free, pair_answer, pair_answer_or_l11, Third};
use super::potential::{by_potential, potential_cell, potential_cell_among, Weights};
use super::quiet::{first_free, p2_holds_after_ply6};
use super::search::{openings, p2_holds};
use super::unrelated::far_cell;
use super::vcf::p1_vcf_by;
use anyhow::Result;

/// A rule for P2's ply-6 move after a related first pair ([`related_ply6`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelatedRule {
    /// Lemma L11's ply-6 rule ([`Strategy::ply6`]) at every third stone.
    L11,
    /// The unrelated-pair rule's answer to a third stone related to `s1` only, Lemma L11's
    /// ply-6 rule otherwise.
    Pair,
    /// [`RelatedRule::Pair`], and for a third stone related to `s2` only the opening rule's
    /// ply-4 cell for the pair `s2`, `s3` as if P2 held `s2`'s diagonal neighbour towards the
    /// centre ([`pair_ply4`]); read off a scratch probe on 7×7 and 9×9 (not kept), where it
    /// lost at fewer positions of that class than that neighbour itself, the neighbour of `s3`
    /// or the ply-4 cell for the pair `s3`, `s2` with P2 beside `s3`. That neighbour may be a
    /// stone already (`s1`, `s3`, `b2` or `b4`), and the cell may be taken: then P2 plays the
    /// far cell ([`related_ply6`]), which is why this rule falls back more often than the
    /// others.
    Pairs,
    /// The potential rule ([`potential_cell`]) with [`Weights::PLAIN`] at every third stone:
    /// the free cell whose squares weigh most (a P1 threat's block first), nearest P1's stones
    /// among equals. It always names a free cell, so never falls back.
    Potential,
    /// By the class of the third stone: the potential rule with [`Weights::OWN`] (P2's
    /// one-stone squares weighted 3) for a third stone related to neither first stone or to
    /// `s2` only, [`RelatedRule::Pair`]'s answer for one related to `s1` only, the potential
    /// rule with [`Weights::PLAIN`] for one related to both. Each class takes the rule or
    /// weights that lost fewest of its positions in the runs of docs/FASTEST.md §5 and the
    /// scratch probes of the weights (not kept; see [`super::potential`]).
    Mixed,
    /// [`RelatedRule::Mixed`], except for a third stone related to `s1` only: there the
    /// unrelated-pair rule's answer to the pair `s1`, `s3` ([`pair_answer`], with `s2` the
    /// other stone) when it is a free cell of the board, else the potential rule with
    /// [`Weights::OWN`], never Lemma L11's ply-6 rule or the far cell; so it never falls back.
    /// Read off the mixed rule's losses of that class on 7×7 to 12×12 (scratch dumps, not
    /// kept): most were positions where the far cell was played (a corner or edge cell far
    /// from the stones), the rest positions where the pair answer was P2's own ply-4 stone
    /// and Lemma L11's rule named the board's corner, while many of the board's cells held at
    /// each; of the two weights, [`Weights::OWN`] lost fewer of that class on 7×7 to 10×10.
    MixedFallback,
    /// [`RelatedRule::MixedFallback`], except for a third stone related to both first stones:
    /// there the *named potential rule*, the potential rule with [`Weights::NAMED`] with its
    /// choice cut to the named cells of the position without the neighbours of P1's stones
    /// ([`named_cells`]: the other corners of squares through two stones of one player, the
    /// cells of frames holding two P1 stones; so only cells named from the stones, as the
    /// proviso of docs/FASTEST.md §5, "How many units", asks), and where none is free the
    /// potential rule's cell with those weights. Read off scratch runs on 9×9 to 11×11 (not
    /// kept, so no counts here): with the plain weights the cut alone lost fewer of that class
    /// than the uncut rule, the cut with the neighbours kept about as many as uncut, and the
    /// uncut rule with [`Weights::NAMED`] more than either.
    NamedBoth,
    /// The *threat-space rule*: at every third stone, [`RelatedRule::NamedBoth`]'s cell
    /// unless P1, to play ply 7 against it, has a victory by continuous forcing by ply
    /// [`THREATS_PLY`] ([`p1_vcf_by`]: every P1 move a threat, each blocked, until a double
    /// threat); then the first of the named cells of the position without the neighbours
    /// ([`named_cells`]), in the potential rule's order ([`by_potential`]; [`Weights::NAMED`]
    /// for a third stone related to both first stones, [`Weights::OWN`] otherwise), against
    /// which P1 has none; where every named cell gives P1 one, the named-both rule's cell.
    /// A block of P1's threat cell comes first in both orders (and every other cell gives
    /// P1 a completion at ply 7). A VCF is a forced win, so the rule passes over only cells
    /// that lose. Read off the named-both rule's losses on 9×9 to 15×15 with a third stone
    /// related to both (scratch probes, not kept): at every one some named cell held.
    Threats,
    /// The *quiet-move rule*: [`RelatedRule::Threats`] with the VCF test replaced by the exact
    /// test of Lemma Q ([`p2_holds_after_ply6`]: P1's ply-7 moves, quiet ones included, each
    /// asked over the named cells, and P2's ply-8 answers by Lemma V): the named-both rule's
    /// cell if P2 holds ply 11 after it, else the first named cell in the same order after
    /// which it does, else the named-both rule's cell. So it loses only where no named cell
    /// (nor the named-both rule's cell) holds.
    Quiet,
}

/// The ply by which the threat-space rule ([`RelatedRule::Threats`]) refuses P1 a victory by
/// continuous forcing: the ply it is made to hold.
pub const THREATS_PLY: u32 = 11;

impl RelatedRule {
    /// The rule named on the command line: `l11`, `pair`, `pairs`, `potential`, `mixed`,
    /// `mixed-fallback`, `named-both`, `threats` or `quiet`.
    pub fn parse(s: &str) -> Option<RelatedRule> {
        match s {
            "l11" => Some(RelatedRule::L11),
            "pair" => Some(RelatedRule::Pair),
            "pairs" => Some(RelatedRule::Pairs),
            "potential" => Some(RelatedRule::Potential),
            "mixed" => Some(RelatedRule::Mixed),
            "mixed-fallback" => Some(RelatedRule::MixedFallback),
            "named-both" => Some(RelatedRule::NamedBoth),
            "threats" => Some(RelatedRule::Threats),
            "quiet" => Some(RelatedRule::Quiet),
            _ => None,
        }
    }
}

/// The cell `rule` names on the `n`×`n` board after P1's `s = [s1, s2, s3]` (`s1`, `s2` in a
/// pair form) with P2 holding `b = [b2, b4]` ([`RelatedRule`]); `None` where it names none
/// (Lemma L11's rule names none when any move holds ply 9). The cell may be off the board or
/// taken; [`related_ply6`] checks.
pub fn rule_cell(strategy: &Strategy, rule: RelatedRule, n: i64, s: [Cell; 3], b: [Cell; 2]) -> Option<Cell> {
    let [s1, s2, s3] = s;
    let third = Third::of(s1, s2, s3);
    if matches!(rule, RelatedRule::Threats | RelatedRule::Quiet) {
        let first = rule_cell(strategy, RelatedRule::NamedBoth, n, s, b);
        let safe = |c: &Cell| {
            is_free(n, s, b, *c)
                && match rule {
                    RelatedRule::Quiet => p2_holds_after_ply6(n, &s, &[b[0], b[1], *c]),
                    _ => !p1_vcf_by(n, &s, &[b[0], b[1], *c], 7, THREATS_PLY),
                }
        };
        if first.filter(safe).is_some() {
            return first;
        }
        // only where the first cell is refused: the named cells in the potential rule's order
        let w = if third == Third::ToBoth { Weights::NAMED } else { Weights::OWN };
        return by_potential(n, &s, &b, w, &named_cells(n, &s, &b, false)).into_iter().find(safe).or(first);
    }
    match (rule, third) {
        (RelatedRule::Pair | RelatedRule::Pairs | RelatedRule::Mixed, Third::ToFirst) => pair_answer_or_l11(strategy, n, [s1, s3, s2], b),
        (RelatedRule::NamedBoth, Third::ToBoth) => potential_cell_among(n, &s, &b, Weights::NAMED, &named_cells(n, &s, &b, false))
            .or_else(|| potential_cell(n, &s, &b, Weights::NAMED)),
        (RelatedRule::MixedFallback | RelatedRule::NamedBoth, Third::ToFirst) => pair_answer(strategy, n, s1, b[0], s3, s2)
            .filter(|&c| is_free(n, s, b, c))
            .or_else(|| potential_cell(n, &s, &b, Weights::OWN)),
        (RelatedRule::Pairs, Third::ToSecond) => pair_ply4(strategy, n, s2, diagonal_towards_centre(n, s2), s3),
        (RelatedRule::Potential, _) | (RelatedRule::Mixed | RelatedRule::MixedFallback, Third::ToBoth) => potential_cell(n, &s, &b, Weights::PLAIN),
        (RelatedRule::Mixed | RelatedRule::MixedFallback | RelatedRule::NamedBoth, Third::Unrelated | Third::ToSecond) => potential_cell(n, &s, &b, Weights::OWN),
        _ => strategy.ply6(n, s, b),
    }
}

/// P2's ply-6 stone by `rule` on the `n`×`n` board after P1's `s = [s1, s2, s3]` (`s1`, `s2`
/// in a pair form) with P2 holding `b = [b2, b4]`: the [`rule_cell`]; where that is none, off
/// the board or taken, the far cell of P1's three stones ([`far_cell`]), and where there is
/// none the first free cell in row order. `None` only on a full board.
pub fn related_ply6(strategy: &Strategy, rule: RelatedRule, n: i64, s: [Cell; 3], b: [Cell; 2]) -> Option<Cell> {
    played(n, s, b, rule_cell(strategy, rule, n, s, b))
}

/// The cell P2 plays when a rule names `named` ([`related_ply6`] after [`rule_cell`]).
fn played(n: i64, s: [Cell; 3], b: [Cell; 2], named: Option<Cell>) -> Option<Cell> {
    let free = |c: &Cell| is_free(n, s, b, *c);
    named.filter(free).or_else(|| far_cell(n, &s, &b)).or_else(|| first_free(n, &s, &b))
}

/// What [`related_losses`] found on one board for one rule.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RelatedLosses {
    /// Positions after ply 5 asked, by the class of `s3` ([`Third`]: unrelated, first, second,
    /// both).
    pub asked: [usize; 4],
    /// Of those asked, the positions where the rule named no free cell and P2 played the far
    /// cell (or the first free cell).
    pub fallback: usize,
    /// First pairs after which the opening rule names no ply-4 cell (not asked).
    pub unasked_pairs: usize,
    /// For the quiet-move rule only ([`RelatedRule::Quiet`]; 0 for the others): the positions
    /// asked where Lemma Q's answer ([`p2_holds_after_ply6`]) differs from the solver's, a
    /// check of that lemma at every position (0 expected).
    pub disagree: usize,
    /// The positions after which P1 completes a square by the deadline against P2's ply-6
    /// cell: `([s1, s2, s3], [b2, b4], b6)`.
    pub lost: Vec<([Cell; 3], [Cell; 2], Cell)>,
}

impl RelatedLosses {
    /// The losses by the class of `s3`, in [`RelatedLosses::asked`]'s order.
    pub fn lost_by_class(&self) -> [usize; 4] {
        self.lost_inside(i64::MAX, 0)
    }

    /// The losses on the `n`×`n` board by the class of `s3`, as [`RelatedLosses::lost_by_class`],
    /// counting only the positions whose six stones (`s1`, `s2`, `s3`, `b2`, `b4`, `b6`) are
    /// each at least `margin` cells from every edge (`margin` 0: all; `n` is only read when
    /// `margin` is positive). It tells losses near an edge, which the edge may cause, from
    /// losses in the middle of the board (docs/FASTEST.md §5, "Where the mixed rule's losses
    /// lie").
    pub fn lost_inside(&self, n: i64, margin: i64) -> [usize; 4] {
        let inside = |c: &Cell| margin <= 0 || [c.0, c.1, n - 1 - c.0, n - 1 - c.1].iter().all(|&d| d >= margin);
        let mut out = [0; 4];
        for (s, b, b6) in &self.lost {
            if s.iter().chain(b).chain([b6]).all(inside) {
                out[class_index(Third::of(s[0], s[1], s[2]))] += 1;
            }
        }
        out
    }
}

/// The index of a class in [`RelatedLosses::asked`].
fn class_index(t: Third) -> usize {
    match t {
        Third::Unrelated => 0,
        Third::ToFirst => 1,
        Third::ToSecond => 2,
        Third::ToBoth => 3,
    }
}

/// Every position after ply 5 on the `n`×`n` board with a related first pair: each opening
/// up to symmetry (`search::openings`), the opening rule's ply-2 stone, each second stone in a
/// pair form with the first, the opening rule's ply-4 stone ([`ply4`]), each third stone,
/// P2's [`related_ply6`] stone by `rule`, and one exact search each of whether P1 completes a
/// square by `deadline` whatever P2 plays from ply 8 on. Openings in parallel (rayon). Errors:
/// building [`strategy`]. The bit width `W` must hold `n * n` cells
/// ([`with_bits_width!`](crate::with_bits_width)).
pub fn related_losses<const W: usize>(n: usize, deadline: u32, rule: RelatedRule) -> Result<RelatedLosses> {
    use rayon::prelude::*;
    let st = strategy()?;
    let ni = n as i64;
    let cells = move || (0..ni * ni).map(move |i| (i % ni, i / ni));
    let parts: Vec<RelatedLosses> = openings(n)
        .into_par_iter()
        .map(|o| {
            let s1 = ((o % n) as i64, (o / n) as i64);
            let b2 = ply2(ni, s1);
            let mut out = RelatedLosses::default();
            for s2 in cells().filter(|&c| c != s1 && c != b2 && frame_related(s1, c)) {
                let Some(b4) = ply4(st, ni, s1, b2, s2) else {
                    out.unasked_pairs += 1;
                    continue;
                };
                for s3 in cells().filter(|c| ![s1, b2, s2, b4].contains(c)) {
                    let (s, b) = ([s1, s2, s3], [b2, b4]);
                    let named = rule_cell(st, rule, ni, s, b);
                    let Some(b6) = played(ni, s, b, named) else { continue };
                    out.asked[class_index(Third::of(s1, s2, s3))] += 1;
                    out.fallback += usize::from(named != Some(b6));
                    let holds = p2_holds::<W>(n, deadline, &[s1, b2, s2, b4, s3, b6]);
                    if rule == RelatedRule::Quiet && deadline == super::quiet::DEADLINE {
                        out.disagree += usize::from(p2_holds_after_ply6(ni, &s, &[b2, b4, b6]) != holds);
                    }
                    if !holds {
                        out.lost.push((s, b, b6));
                    }
                }
            }
            out
        })
        .collect();
    let mut all = RelatedLosses::default();
    for p in parts {
        for k in 0..4 {
            all.asked[k] += p.asked[k];
        }
        all.fallback += p.fallback;
        all.unasked_pairs += p.unasked_pairs;
        all.disagree += p.disagree;
        all.lost.extend(p.lost);
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A loss of the mixed rule in the middle of the board, lost too on a larger board
    /// shifted with the centre: P1's row pair `(5, 5)`, `(3, 5)` and `(5, 6)` (related to
    /// both), P2's `(6, 6)`, `(5, 7)`; on 13×13 the rule's `(5, 3)` loses ply 11 and
    /// `(4, 5)`, between P1's pair, holds; on 17×17, everything shifted by `(2, 2)`, the same
    /// (every stone three cells or more from the edge on 13×13, five on 17×17).
    #[test]
    fn a_loss_in_the_middle_recurs_shifted() {
        let st = strategy().unwrap();
        for (n, d) in [(13_usize, 0_i64), (17, 2)] {
            let ni = n as i64;
            let at = |c: Cell| (c.0 + d, c.1 + d);
            let (s, b) = ([(5, 5), (3, 5), (5, 6)].map(at), [(6, 6), (5, 7)].map(at));
            assert_eq!((ply2(ni, s[0]), ply4(st, ni, s[0], b[0], s[1])), (b[0], Some(b[1])), "{n}");
            assert_eq!(Third::of(s[0], s[1], s[2]), Third::ToBoth);
            assert_eq!(related_ply6(st, RelatedRule::Mixed, ni, s, b), Some(at((5, 3))), "{n}");
            let holds = |b6: Cell| crate::with_bits_width!(n, p2_holds(n, 11, &[s[0], b[0], s[1], b[1], s[2], b6]));
            assert!(!holds(at((5, 3))), "{n}");
            assert!(holds(at((4, 5))), "{n}");
        }
    }

    /// `lost_inside` counts a loss only when all six stones keep the margin from all four
    /// edges, by class.
    #[test]
    fn losses_inside_a_margin() {
        let l = RelatedLosses {
            lost: vec![
                // 9×9, every stone in 2..=6: inside margin 2, not 3 (s3 related to both)
                ([(4, 4), (2, 4), (4, 5)], [(5, 5), (4, 6)], (4, 2)),
                // the same shifted one column left: (1, 4) is one cell from the edge
                ([(3, 4), (1, 4), (3, 5)], [(4, 5), (3, 6)], (3, 2)),
                // s3 related to s1 only, b6 on the bottom row
                ([(4, 4), (2, 4), (7, 7)], [(5, 5), (4, 6)], (4, 8)),
            ],
            ..RelatedLosses::default()
        };
        assert_eq!(l.lost_by_class(), [0, 1, 0, 2]);
        assert_eq!(l.lost_inside(9, 0), [0, 1, 0, 2]);
        assert_eq!(l.lost_inside(9, 1), [0, 0, 0, 2]);
        assert_eq!(l.lost_inside(9, 2), [0, 0, 0, 1]);
        assert_eq!(l.lost_inside(9, 3), [0; 4]);
    }

    /// The 6×6 and 7×7 counts of the nine rules (every position asked, by class; the
    /// positions where the far cell is played; the losses by class; for the quiet-move rule
    /// the positions where Lemma Q differs from the solver), and six 7×7 positions where the
    /// pair answer, the potential rule's cell, the mixed fallback's cell, the named potential
    /// rule's cell, the threat-space rule's cell and the quiet-move rule's cell hold and
    /// Lemma L11's ply-6 cell, the mixed rule's far cell, the mixed fallback's cell, the named
    /// potential rule's cell or the threat-space rule's cell loses (also by the plain minimax
    /// in tests/forcing_reference.rs).
    #[test]
    fn the_rules_on_small_boards() {
        assert_eq!(RelatedRule::parse("pair"), Some(RelatedRule::Pair));
        assert_eq!(RelatedRule::parse("mixed"), Some(RelatedRule::Mixed));
        assert_eq!(RelatedRule::parse("mixed-fallback"), Some(RelatedRule::MixedFallback));
        assert_eq!(RelatedRule::parse("both"), None);
        let count = |n, rule| {
            let l = related_losses::<1>(n, 11, rule).unwrap();
            (l.asked, l.unasked_pairs, l.fallback, l.lost_by_class())
        };
        assert_eq!(count(6, RelatedRule::L11), ([633, 934, 932, 1629], 0, 10, [0, 26, 62, 191]));
        assert_eq!(count(6, RelatedRule::Pair), ([633, 934, 932, 1629], 0, 46, [0, 1, 62, 191]));
        assert_eq!(count(7, RelatedRule::L11), ([2500, 2878, 2780, 4037], 0, 13, [0, 132, 183, 579]));
        assert_eq!(count(7, RelatedRule::Pair), ([2500, 2878, 2780, 4037], 0, 85, [0, 6, 183, 579]));
        assert_eq!(count(6, RelatedRule::Pairs), ([633, 934, 932, 1629], 0, 119, [0, 1, 9, 191]));
        assert_eq!(count(7, RelatedRule::Pairs), ([2500, 2878, 2780, 4037], 0, 267, [0, 6, 24, 579]));
        assert_eq!(count(6, RelatedRule::Potential), ([633, 934, 932, 1629], 0, 0, [0, 3, 5, 1]));
        assert_eq!(count(7, RelatedRule::Potential), ([2500, 2878, 2780, 4037], 0, 0, [0, 8, 19, 8]));
        assert_eq!(count(6, RelatedRule::Mixed), ([633, 934, 932, 1629], 0, 36, [0, 1, 0, 1]));
        // Of the mixed rule's 7×7 losses, two (`s3` related to both) keep every stone off the
        // edge, none two cells from it.
        let l = related_losses::<1>(7, 11, RelatedRule::Mixed).unwrap();
        assert_eq!((l.asked, l.unasked_pairs, l.fallback, l.lost_by_class()), ([2500, 2878, 2780, 4037], 0, 72, [0, 6, 1, 8]));
        assert_eq!((l.lost_inside(7, 1), l.lost_inside(7, 2)), ([0, 0, 0, 2], [0; 4]));
        // The mixed fallback loses none of the first class on either board, and never plays
        // the far cell.
        assert_eq!(count(6, RelatedRule::MixedFallback), ([633, 934, 932, 1629], 0, 0, [0, 0, 0, 1]));
        assert_eq!(count(7, RelatedRule::MixedFallback), ([2500, 2878, 2780, 4037], 0, 0, [0, 0, 1, 8]));
        // The named potential rule for a third stone related to both loses more of that class
        // on these small boards than the mixed fallback's potential rule (2 and 12 against 1
        // and 8), fewer from 8x8 on (docs/FASTEST.md §5)
        assert_eq!(RelatedRule::parse("named-both"), Some(RelatedRule::NamedBoth));
        assert_eq!(count(6, RelatedRule::NamedBoth), ([633, 934, 932, 1629], 0, 0, [0, 0, 0, 2]));
        assert_eq!(count(7, RelatedRule::NamedBoth), ([2500, 2878, 2780, 4037], 0, 0, [0, 0, 1, 12]));
        // P1's row pair (3, 0), (6, 0) 3 apart, P2's (2, 1) and (3, 1), P1's (3, 4), a column
        // pair 4 apart with the first stone only: the pair answer (1, 0) holds, Lemma L11's
        // corner (0, 0) loses
        let st = strategy().unwrap();
        let (s, b) = ([(3, 0), (6, 0), (3, 4)], [(2, 1), (3, 1)]);
        assert_eq!((ply2(7, s[0]), ply4(st, 7, s[0], b[0], s[1])), (b[0], Some(b[1])));
        assert_eq!(related_ply6(st, RelatedRule::Pair, 7, s, b), Some((1, 0)));
        assert_eq!(related_ply6(st, RelatedRule::L11, 7, s, b), Some((0, 0)));
        assert!(p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (1, 0)]));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (0, 0)]));
        // P1's column pair (0, 0), (0, 2), P2's (1, 1) and (1, 0), P1's (4, 4) in a pair form
        // with both: the potential rule's (2, 0) holds, Lemma L11's (0, 1) loses
        let (s, b) = ([(0, 0), (0, 2), (4, 4)], [(1, 1), (1, 0)]);
        assert_eq!(ply4(st, 7, s[0], b[0], s[1]), Some(b[1]));
        assert_eq!(related_ply6(st, RelatedRule::Potential, 7, s, b), Some((2, 0)));
        assert_eq!(related_ply6(st, RelatedRule::L11, 7, s, b), Some((0, 1)));
        assert!(p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (2, 0)]));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (0, 1)]));
        // P1's row neighbours (3, 0), (2, 0), P2's (2, 1) and (3, 1), P1's (3, 4), a column
        // pair 4 apart with the first stone only: the pair answer is no free cell, so the
        // mixed rule plays the far cell (0, 5), which loses, and the fallback the potential
        // rule's (3, 2), between P1's column pair, which holds
        let (s, b) = ([(3, 0), (2, 0), (3, 4)], [(2, 1), (3, 1)]);
        assert_eq!((ply2(7, s[0]), ply4(st, 7, s[0], b[0], s[1])), (b[0], Some(b[1])));
        assert_eq!(Third::of(s[0], s[1], s[2]), Third::ToFirst);
        assert_eq!(potential_cell(7, &s, &b, Weights::OWN), Some((3, 2)));
        assert_eq!(rule_cell(st, RelatedRule::MixedFallback, 7, s, b), Some((3, 2)));
        assert_eq!(related_ply6(st, RelatedRule::Mixed, 7, s, b), Some((0, 5)));
        assert!(p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (3, 2)]));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (0, 5)]));
        // P1's column pair (3, 0), (3, 3), P2's (2, 1) and (0, 0), P1's (3, 5) on the same
        // column (in a pair form with both). The named cells, counted by hand: with unit 3
        // the squares and frames through (3, 0), (3, 3) ((6, 0), (0, 3), (6, 3), and (0, 6),
        // (3, 6), (6, 6) of the frames {0, 3} x {0, 3, 6} and {3, 6} x {0, 3, 6}); with unit
        // 2 the squares and frames through (3, 3), (3, 5) (columns 1 and 5 of rows 1, 3, 5,
        // and (3, 1)); with unit 1 its frames (columns 2 and 4 of rows 3 to 5, and (3, 4));
        // (3, 0), (3, 5) name nothing on the board, nor P2's pair (2, 1), (0, 0) (no square).
        // The named potential rule plays the frame cell (5, 5), which holds, and the mixed
        // fallback the potential rule's (3, 2), not a named cell, which loses
        let (s, b) = ([(3, 0), (3, 3), (3, 5)], [(2, 1), (0, 0)]);
        assert_eq!((ply2(7, s[0]), ply4(st, 7, s[0], b[0], s[1])), (b[0], Some(b[1])));
        assert_eq!(Third::of(s[0], s[1], s[2]), Third::ToBoth);
        let named = named_cells(7, &s, &b, false);
        let by_hand = [(6, 0), (1, 1), (3, 1), (5, 1), (0, 3), (1, 3), (2, 3), (4, 3), (5, 3), (6, 3), (2, 4), (3, 4), (4, 4), (1, 5), (2, 5), (4, 5), (5, 5), (0, 6), (3, 6), (6, 6)];
        assert_eq!(named, by_hand);
        // with the neighbours of P1's stones, eight more cells (3, 2) among them
        let extra: Vec<Cell> = named_cells(7, &s, &b, true).into_iter().filter(|c| !named.contains(c)).collect();
        assert_eq!(extra, [(2, 0), (4, 0), (4, 1), (2, 2), (3, 2), (4, 2), (2, 6), (4, 6)]);
        assert_eq!(rule_cell(st, RelatedRule::NamedBoth, 7, s, b), Some((5, 5)));
        assert_eq!(rule_cell(st, RelatedRule::MixedFallback, 7, s, b), Some((3, 2)));
        assert!(p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (5, 5)]));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (3, 2)]));
        // The threat-space rule loses none of 6x6 and one of 7x7 (a third stone related to
        // the second only: the rule's cell refuses P1 a VCF and loses all the same, to a
        // ply-7 move making no threat cell)
        assert_eq!(RelatedRule::parse("threats"), Some(RelatedRule::Threats));
        assert_eq!(count(6, RelatedRule::Threats), ([633, 934, 932, 1629], 0, 0, [0, 0, 0, 0]));
        assert_eq!(count(7, RelatedRule::Threats), ([2500, 2878, 2780, 4037], 0, 0, [0, 0, 1, 0]));
        // P1's Knight pair (3, 0), (5, 1), P2's (2, 1) and (4, 0), P1's (5, 2) above (5, 1)
        // (in a pair form with both): the named potential rule's (4, 2) gives P1 a VCF by
        // ply 11 and loses, so the threat-space rule passes over it to (3, 2), which holds
        let (s, b) = ([(3, 0), (5, 1), (5, 2)], [(2, 1), (4, 0)]);
        assert_eq!((ply2(7, s[0]), ply4(st, 7, s[0], b[0], s[1])), (b[0], Some(b[1])));
        assert_eq!(Third::of(s[0], s[1], s[2]), Third::ToBoth);
        assert_eq!(rule_cell(st, RelatedRule::NamedBoth, 7, s, b), Some((4, 2)));
        assert_eq!(rule_cell(st, RelatedRule::Threats, 7, s, b), Some((3, 2)));
        assert!(p1_vcf_by(7, &s, &[b[0], b[1], (4, 2)], 7, 11));
        assert!(!p1_vcf_by(7, &s, &[b[0], b[1], (3, 2)], 7, 11));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (4, 2)]));
        assert!(p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (3, 2)]));
        // The quiet-move rule loses none of 6x6 and 7x7, and Lemma Q agrees with the solver
        // at every position asked
        assert_eq!(RelatedRule::parse("quiet"), Some(RelatedRule::Quiet));
        for (n, asked) in [(6, [633, 934, 932, 1629]), (7, [2500, 2878, 2780, 4037])] {
            let l = related_losses::<1>(n, 11, RelatedRule::Quiet).unwrap();
            assert_eq!((l.asked, l.unasked_pairs, l.fallback, l.lost_by_class(), l.disagree), (asked, 0, 0, [0; 4], 0), "{n}");
        }
        // The threat-space rule's 7x7 loss: P1's Knight pair (3, 1), (4, 3), P2's
        // (2, 2) and (3, 2), P1's (6, 3) on the second stone's row. The threat-space rule's
        // (3, 3) gives P1 no VCF and loses to the quiet move (2, 3) (no threat cell after
        // it); the quiet-move rule plays (2, 3) itself, which holds
        let (s, b) = ([(3, 1), (4, 3), (6, 3)], [(2, 2), (3, 2)]);
        assert_eq!((ply2(7, s[0]), ply4(st, 7, s[0], b[0], s[1])), (b[0], Some(b[1])));
        assert_eq!(Third::of(s[0], s[1], s[2]), Third::ToSecond);
        assert_eq!(rule_cell(st, RelatedRule::Threats, 7, s, b), Some((3, 3)));
        assert_eq!(rule_cell(st, RelatedRule::Quiet, 7, s, b), Some((2, 3)));
        assert!(!p1_vcf_by(7, &s, &[b[0], b[1], (3, 3)], 7, 11));
        assert!(!p2_holds_after_ply6(7, &s, &[b[0], b[1], (3, 3)]));
        assert!(p2_holds_after_ply6(7, &s, &[b[0], b[1], (2, 3)]));
        assert!(!p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (3, 3)]));
        assert!(p2_holds::<1>(7, 11, &[s[0], b[0], s[1], b[1], s[2], (2, 3)]));
    }
}
