//! Issue 10, the far-pair case (coq/SquareGame/FarPairs.v, Lockstep.v; docs/EVERY-N.md §10),
//! tested on real games. The Coq proof gives every far pair (a legal pair of P2 replies on a
//! board n ≥ 18 with a reply outside [0,17)²) a representative on 17×17 (`far_pair_view`) and
//! shows that the blocking game on n plays the representative's game (`far_lockstep`). This
//! file writes the representative again, from the proof's text and deliberately plainly
//! (squares as four corners, searched by brute force), and checks on every far pair of the
//! boards 18, 19 and 20 that `everyn::blocking_game` on n and on 17×17 play the same P1 moves
//! and P2 blocks after ply 4 and complete at the same ply.
use squarecert::everyn::{blocking_game, legal_pair, legal_pairs, Audit, GameOutcome};
use squarecert::model::Cell;
use squarecert::rule::Rule;

fn shipped() -> Rule {
    Rule::parse(&std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/certs/plus-rule.txt")).unwrap()).unwrap()
}

/// In the box `[0,m)²`.
fn in_box(c: Cell, m: u8) -> bool {
    c.x < m && c.y < m
}

/// The four corners of the square with top-left corner `(x, y)` and side `d`.
fn corners(x: u32, y: u32, d: u32) -> [(u32, u32); 4] {
    [(x, y), (x + d, y), (x, y + d), (x + d, y + d)]
}

/// The top-left corner of a square having `r1`, `r2` and another corner in `R = [0,6)²` as
/// corners (a pair square reaching R), searched over every square with its top-left corner in
/// R (Lemma 1d) and side up to 64; `None` when there is none.
fn reaching_square(r1: Cell, r2: Cell) -> Option<(u32, u32)> {
    let (a, b) = ((r1.x as u32, r1.y as u32), (r2.x as u32, r2.y as u32));
    for x in 0..6 {
        for y in 0..6 {
            for d in 1..=64 {
                let q = corners(x, y, d);
                let other = q.iter().any(|&k| k != a && k != b && k.0 < 6 && k.1 < 6);
                if q.contains(&a) && q.contains(&b) && other {
                    return Some((x, y));
                }
            }
        }
    }
    None
}

/// The representative of FarPairs.v's `far_pair_view`: a reply in Z = [0,11)² is kept, a
/// reply outside Z goes to (16,16) (first reply) or (15,16) (second reply) when no pair square
/// reaches R; with a pair square reaching R (top-left corner (X, Y)), the pair
/// ((X+11, Y), (X, Y+11)).
fn representative(r1: Cell, r2: Cell) -> (Cell, Cell, &'static str) {
    let (z1, z2) = (in_box(r1, 11), in_box(r2, 11));
    match (z1, z2) {
        (true, true) => panic!("not a far pair: {r1:?} {r2:?}"),
        (true, false) => (r1, Cell::new(15, 16), "first reply in Z"),
        (false, true) => (Cell::new(16, 16), r2, "second reply in Z"),
        (false, false) => match reaching_square(r1, r2) {
            None => (Cell::new(16, 16), Cell::new(15, 16), "both outside Z, no pair square reaching R"),
            Some((x, y)) => (Cell::new(x as u8 + 11, y as u8), Cell::new(x as u8, y as u8 + 11), "a pair square reaching R"),
        },
    }
}

/// Checks every far pair of board `n`; returns the number of pairs per case of
/// `representative` (keyed by its labels).
fn check_board(rule: &Rule, n: usize) -> std::collections::BTreeMap<&'static str, usize> {
    let mut cases = std::collections::BTreeMap::new();
    for (r1, r2) in legal_pairs(rule, n) {
        if in_box(r1, 17) && in_box(r2, 17) {
            continue;
        }
        let (a, b, case) = representative(r1, r2);
        assert!(in_box(a, 17) && in_box(b, 17) && legal_pair(rule, a, b), "n={n} {r1:?} {r2:?}: representative {a:?} {b:?}");
        assert_eq!(rule.second_move(r1), rule.second_move(a), "n={n} {r1:?}: second move");
        let g = blocking_game(rule, n, r1, r2, None, &mut Audit::default());
        let rep = blocking_game(rule, 17, a, b, None, &mut Audit::default());
        let (GameOutcome::Won { ply }, GameOutcome::Won { ply: rep_ply }) = (&g.outcome, &rep.outcome) else {
            panic!("n={n} {r1:?} {r2:?}: {:?} / representative {:?}", g.outcome, rep.outcome)
        };
        assert_eq!(ply, rep_ply, "n={n} {r1:?} {r2:?}");
        assert_eq!(g.moves[0], rep.moves[0]);
        assert_eq!(g.moves[2], rep.moves[2]);
        assert_eq!(g.moves[4..], rep.moves[4..], "n={n} {r1:?} {r2:?}: the lockstep after ply 4");
        *cases.entry(case).or_insert(0) += 1;
    }
    cases
}

#[test]
fn every_far_pair_on_18_to_20_plays_the_game_of_its_representative_on_17() {
    let rule = shipped();
    for n in 18..=20 {
        let cases = check_board(&rule, n);
        let total: usize = cases.values().sum();
        // Legal pairs: r1 any cell but the opening, r2 any cell but the opening, r1 and the
        // second move after r1 (both differ from the opening and from r1): (n² − 1)(n² − 3);
        // the pairs inside [0,17)² are the 288 · 286 of the 17×17 board.
        assert_eq!(total, (n * n - 1) * (n * n - 3) - 288 * 286, "n={n}");
        eprintln!("n={n}: {total} far pairs {cases:?}");
        // The cases of the proof. One reply in Z (120 cells but the opening; 119 but the
        // opening and the default second move (3,2)), the other outside [0,17)²:
        let far = n * n - 289;
        assert_eq!(cases["first reply in Z"], 120 * far, "n={n}");
        assert_eq!(cases["second reply in Z"], far * 119, "n={n}");
        // A pair square reaching R (measured: 216 more per unit of n), and the rest of the
        // pairs with both replies outside Z and one outside [0,17)².
        let reach = 216 * (n - 17);
        assert_eq!(cases["a pair square reaching R"], reach, "n={n}");
        assert_eq!(cases["both outside Z, no pair square reaching R"], (n * n - 121) * (n * n - 122) - 168 * 167 - reach, "n={n}");
    }
}

/// The test can fail: a representative that breaks FarView (a far second reply stood in for
/// by (4,4), a cell of R) plays a different game for some far pairs of 18×18 whose first reply
/// lies in Z. ((5,5) would not do: no game of these pairs reads it.)
#[test]
fn a_stand_in_inside_the_line_region_breaks_the_lockstep() {
    let rule = shipped();
    let n = 18;
    let (mut pairs, mut differ) = (0, 0);
    for (r1, r2) in legal_pairs(&rule, n) {
        let b = Cell::new(4, 4);
        if !in_box(r1, 11) || in_box(r2, 17) || !legal_pair(&rule, r1, b) {
            continue;
        }
        pairs += 1;
        let g = blocking_game(&rule, n, r1, r2, None, &mut Audit::default());
        let rep = blocking_game(&rule, 17, r1, b, None, &mut Audit::default());
        if g.moves[4..] != rep.moves[4..] || g.outcome != rep.outcome {
            differ += 1;
        }
    }
    eprintln!("pairs whose game differs from the (4,4) stand-in: {differ} of {pairs}");
    assert_eq!((differ, pairs), (280, 4165));
}
