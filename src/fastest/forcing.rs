//! How late must P1 make a *quiet move* (a move leaving P1 no threat cell; a forced block of a
//! P2 threat counts too)? [`wins_by`] runs the solver's search ([`Search::wins`]) with every
//! P1 move from a given ply on required to make a threat cell ([`Search::p1_forcing_from`]);
//! P2 is not restricted. A "yes" is a real P1 win by the deadline whose quiet moves all come
//! before that ply, and in which every P2 move from that ply on is a forced block; a "no" says
//! that no such strategy exists. [`latest_quiet_ply`] finds the earliest cut that still wins.
//! With `blocks_exempt` only P1's choices are cut ([`Search::p1_blocks_exempt`]): the class of
//! strategies that contains the line-catalog family.
//!
//! Why it matters (docs/FASTEST.md §5, "Quiet moves"): the family's choices after ply 4 are
//! all forcing and it cannot complete by 13 on any board (docs/FASTEST.md §4: Lemmas F1, F2
//! and the runs (R13), (RFB), (RF)), while general play completes by 13 on 9×9 to 18×18
//! (certified), on 19×19 (certificates not committed) and, by the solver alone, on 20×20 and
//! 21×21. The cut search finds P1 still
//! completing by 13 on each board 9..=32 with its quiet moves at plies 1, 3 and 5 only, so
//! that P2's only free moves are at plies 2, 4 and 6; it settles a board in seconds where the
//! exact ply-13 search takes up to an hour (20×20). Run by `examples/forcing_solve.rs`.

use super::cert::{self, Cert, Kind};
use super::search::{first_winning_opening, opening_wins, Search};
use anyhow::{bail, Result};

/// The earliest ply at which P1 may be cut to forcing moves: after its moves at plies 1 and
/// 3 it holds at most two stones, and two stones make no threat cell.
pub const EARLIEST_CUT: u32 = 5;

/// The answer from the empty `n`×`n` board: the first opening (cell index, in the solver's
/// order, one per symmetry class) from which P1 completes a square by ply `deadline` while
/// playing only forcing moves from ply `from` on (quiet moves only at plies before `from`;
/// with `blocks_exempt`, forced blocks may be quiet at any ply), or `None`; and the search,
/// holding the node count and the table (its states) over the openings searched.
pub fn wins_by<const W: usize>(n: usize, deadline: u32, from: u32, blocks_exempt: bool) -> (Option<usize>, Search<W>) {
    let mut s = Search::<W>::new(n, deadline);
    s.p1_forcing_from = Some(from);
    s.p1_blocks_exempt = blocks_exempt;
    (first_winning_opening(&mut s), s)
}

/// Whether P1, opening on `(x, y)` and choosing every later move (not its forced blocks) in
/// the corner square `[0,w)²`, completes by ply `deadline` with only forcing moves from ply
/// `from` on; and the search (nodes, states). The shape of a rule playing the same cells on
/// every board: `corner_wins_by(n, 13, 7, 9, (4, 4))` is "yes" on each board 9..=32
/// (docs/FASTEST.md §5, (QC)). Errors: a side `w` outside 1..=n, the opening outside the
/// square.
pub fn corner_wins_by<const W: usize>(n: usize, deadline: u32, from: u32, w: usize, (x, y): (usize, usize)) -> Result<(bool, Search<W>)> {
    corner_game::<W>(n, deadline, from, w, (x, y), false)
}

/// [`corner_wins_by`] with the corner game *closed* when `closed`: P1's forced blocks must lie
/// in the square too ([`Search::p1_closed_corner`]), so every P1 stone does.
pub fn corner_game<const W: usize>(n: usize, deadline: u32, from: u32, w: usize, (x, y): (usize, usize), closed: bool) -> Result<(bool, Search<W>)> {
    if !(1..=n).contains(&w) {
        bail!("corner search: the corner square's side {w} is not in 1..={n} on the {n}x{n} board: give a side that fits, e.g. {}", n.min(9));
    }
    if x >= w || y >= w {
        bail!("corner search: the opening ({x}, {y}) is outside the corner square [0,{w})^2 of the {n}x{n} board: give a cell with both coordinates below {w}");
    }
    let mut s = Search::<W>::new(n, deadline);
    s.p1_forcing_from = Some(from);
    s.p1_corner = Some(w);
    s.p1_closed_corner = closed;
    let won = opening_wins(&mut s, y * n + x);
    Ok((won, s))
}

/// One cut tried by [`latest_quiet_ply`]: P1 forcing from ply `from` on, and what the search
/// answered.
pub struct Cut {
    /// The first ply at which P1 is cut to forcing moves.
    pub from: u32,
    /// The winning opening (cell index), if any.
    pub opening: Option<usize>,
    /// Nodes visited.
    pub nodes: u64,
    /// Table states (positions stored).
    pub states: usize,
}

/// The cuts `from` = 5, 7, … up to `deadline` − 4, searched in turn until one wins: the last
/// entry is the winning cut, or all fail. A cut at `deadline` − 2 would change nothing: the
/// last-chance rule already plays only moves making two threat cells there, which are forcing,
/// so when all cuts fail only the exact search ([`super::search::wins_by`]) can say more. The
/// latest quiet ply P1 needs is `from − 2` of the winning cut.
pub fn latest_quiet_ply<const W: usize>(n: usize, deadline: u32) -> Vec<Cut> {
    let mut out = Vec::new();
    let mut from = EARLIEST_CUT;
    while from + 4 <= deadline {
        let (opening, s) = wins_by::<W>(n, deadline, from, false);
        out.push(Cut { from, opening, nodes: s.nodes, states: s.tt.len() });
        if opening.is_some() {
            break;
        }
        from += 2;
    }
    out
}

/// The upper certificate (docs/FORMATS.md, "Fastest-win certificates") of a P1 strategy
/// completing by `deadline` with forcing moves only from ply `from` on, written by the
/// certificate walk from the cut search: the format and its checkers are unchanged (a strategy
/// with few quiet moves is one strategy among all). Errors: the cut search finds no win, or
/// `n` outside the certified boards (5..=[`super::search::MAX_N`]).
pub fn upper_certificate<const W: usize>(n: usize, deadline: u32, from: u32) -> Result<Cert> {
    if !(super::MIN_N..=super::search::MAX_N).contains(&n) {
        bail!("forcing certificate: board {n} is outside the certified boards {}..={}: give a board in that range", super::MIN_N, super::search::MAX_N);
    }
    let (won, s) = wins_by::<W>(n, deadline, from, false);
    if won.is_none() {
        bail!("forcing certificate: on {n}x{n} P1 does not complete by ply {deadline} with forcing moves from ply {from} on");
    }
    Ok(cert::build(n, Kind::Upper, deadline, s)?.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fastest::search::Board;

    #[test]
    fn nine_by_nine_completes_by_13_with_quiet_moves_up_to_ply_5_only() {
        let (o, s) = wins_by::<2>(9, 13, 7, false);
        assert_eq!(o, Some(4 * 9 + 4));
        assert_eq!((s.nodes, s.tt.len()), (63_967, 18_150));
        let (o, s) = wins_by::<2>(9, 13, 5, false);
        assert_eq!(o, None);
        assert_eq!((s.nodes, s.tt.len()), (3_163, 1_420));
        // The exact game agrees: 9x9 completes by 13 (certs/fastest.json).
        assert!(super::super::search::wins_by::<2>(9, 13, None).wins);
    }

    #[test]
    fn exempting_the_blocks_wins_earlier_on_5x5_and_not_on_9x9() {
        // 5x5 by 19: forcing from ply 13 wins only if a forced block may be quiet.
        assert_eq!(wins_by::<1>(5, 19, 13, false).0, None);
        assert_eq!(wins_by::<1>(5, 19, 13, true).0, Some(2 * 5 + 2));
        // 9x9 by 13: no strategy whose choices from ply 5 on are forcing, blocks exempt.
        let (o, s) = wins_by::<2>(9, 13, 5, true);
        assert_eq!(o, None);
        assert!(s.nodes > wins_by::<2>(9, 13, 5, false).1.nodes);
    }

    #[test]
    fn the_latest_quiet_ply_is_5_on_6x6_at_15_and_13_on_5x5_at_19() {
        let cuts = latest_quiet_ply::<1>(6, 15);
        assert_eq!(cuts.iter().map(|c| (c.from, c.opening)).collect::<Vec<_>>(), vec![(5, None), (7, Some(2 * 6 + 2))]);
        let cuts = latest_quiet_ply::<1>(5, 19);
        assert_eq!(cuts.iter().map(|c| (c.from, c.opening.is_some())).collect::<Vec<_>>(), vec![(5, false), (7, false), (9, false), (11, false), (13, false), (15, true)]);
        assert_eq!(cuts.last().unwrap().nodes, 694_346);
    }

    #[test]
    fn no_cut_wins_where_the_exact_game_does_not() {
        // 7x7 is 15: no P1 strategy completes by 13, so no cut of P1 does.
        let cuts = latest_quiet_ply::<1>(7, 13);
        assert_eq!(cuts.iter().map(|c| c.from).collect::<Vec<_>>(), vec![5, 7, 9]);
        assert!(cuts.iter().all(|c| c.opening.is_none()));
    }

    #[test]
    fn a_corner_square_of_side_9_around_the_opening_wins_and_side_8_does_not() {
        let (won, s) = corner_wins_by::<2>(10, 13, 7, 9, (4, 4)).unwrap();
        assert!(won);
        assert_eq!((s.nodes, s.tt.len()), (323_201, 90_934));
        let (won, s) = corner_wins_by::<2>(10, 13, 7, 8, (4, 4)).unwrap();
        assert!(!won);
        assert_eq!(s.nodes, 135_152);
        let e = corner_wins_by::<2>(10, 13, 7, 9, (9, 4)).err().unwrap().to_string();
        assert!(e.contains("(9, 4)") && e.contains("[0,9)^2"), "{e}");
        for w in [0, 11] {
            let e = corner_wins_by::<2>(10, 13, 7, w, (0, 0)).err().unwrap().to_string();
            assert!(e.contains(&format!("side {w} is not in 1..=10")), "{e}");
        }
    }

    /// P2 to move at ply 16 of 19 (P1's next move is its last chance) on 10×10. P1 makes two
    /// threat cells by playing (7, 0) (squares through (6,0), (6,1) and (9,0), (9,2)), (6, 3)
    /// or (1, 3) (through (0,2), (0,3) and the diagonal (4,3), (1,6)), and by no other move.
    /// Confined to the corner square [0,5)², P1 has only (1, 3), so P2 taking it holds ply 19:
    /// the last-chance rule must look for P1's double threat among P1's choices, not at
    /// (7, 0), the lowest such cell (looking there, it lets P2 answer only around (7, 0)).
    #[test]
    fn the_last_chance_rule_looks_for_the_double_threat_in_the_corner() {
        let n = 10;
        let p1 = [(6, 0), (6, 1), (9, 0), (9, 2), (0, 2), (0, 3), (4, 3), (1, 6)];
        // P2: no two in a row, column or diagonal, so no P2 move makes a threat
        let p2 = [(0, 4), (2, 5), (5, 6), (1, 7), (6, 8), (4, 9), (3, 0)];
        let search = |corner: Option<usize>| {
            let mut s = Search::<2>::new(n, 19);
            s.p1_corner = corner;
            for (i, &(x, y)) in p1.iter().enumerate() {
                s.b.make(y * n + x, 0);
                if let Some(&(x, y)) = p2.get(i) {
                    s.b.make(y * n + x, 1);
                }
            }
            assert!(s.b.thr[0].is_empty() && s.b.thr[1].is_empty());
            s.wins()
        };
        assert!(search(None));
        assert!(!search(Some(5)));
        assert!(search(Some(8)));
    }

    /// P1 to move at ply 9 of 11 on 10×10 must block P2's threat on (6, 2) (P2 holds the
    /// other corners of the unit square at (6, 2)); the block makes P1 two threat cells,
    /// (6, 0) and (6, 4), through (4, 0), (4, 2) and (4, 4). Outside the corner [0,5)² that
    /// block wins the open corner game and loses the closed one; inside [0,7)² it wins both.
    #[test]
    fn the_closed_corner_game_refuses_a_block_outside_the_square() {
        let n = 10;
        let search = |w: usize, closed: bool| {
            let mut s = Search::<2>::new(n, 11);
            s.p1_corner = Some(w);
            s.p1_closed_corner = closed;
            for (p1, p2) in [((4, 0), (7, 2)), ((4, 2), (6, 3)), ((4, 4), (7, 3)), ((0, 9), (9, 9))] {
                s.b.make(p1.1 * n + p1.0, 0);
                s.b.make(p2.1 * n + p2.0, 1);
            }
            assert_eq!(s.b.thr[1].iter().collect::<Vec<_>>(), vec![2 * n + 6]);
            assert!(s.b.thr[0].is_empty());
            s.wins()
        };
        assert!(search(5, false));
        assert!(!search(5, true));
        assert!(search(7, true));
        // On the whole game the closed corner search answers as the open one on 10x10.
        let (won, s) = corner_game::<2>(10, 13, 7, 9, (4, 4), true).unwrap();
        assert!(won);
        assert_eq!((s.nodes, s.tt.len()), (323_201, 90_934));
    }

    #[test]
    fn the_corner_key_tells_mirror_images_apart_and_transposes_alike() {
        let n = 10;
        let at = |moves: &[(usize, usize, usize)]| {
            let mut b = Board::<2>::new(n);
            for &(x, y, p) in moves {
                b.make(y * n + x, p);
            }
            b
        };
        let a = at(&[(4, 4, 0), (1, 2, 1)]);
        let t = at(&[(4, 4, 0), (2, 1, 1)]);
        // the mirror image x -> 9 - x: one position to the full key, two to the corner key
        let m = at(&[(5, 4, 0), (8, 2, 1)]);
        assert_eq!(a.corner_key(), t.corner_key());
        assert_ne!(a.corner_key(), m.corner_key());
        assert_eq!(a.key(), m.key());
    }

    #[test]
    fn the_certificate_refuses_boards_past_the_certified_ones_and_lost_cuts() {
        let e = upper_certificate::<7>(20, 13, 7).unwrap_err().to_string();
        assert!(e.contains("board 20") && e.contains("5..=19"), "{e}");
        let e = upper_certificate::<2>(9, 13, 5).unwrap_err().to_string();
        assert!(e.contains("forcing moves from ply 5"), "{e}");
    }
}
