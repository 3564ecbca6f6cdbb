//! Issue 10, Lemma 3b: `coq/SquareGame/Classes.v` defines the class `kappa w r1 r2` of a pair
//! of free stones (docs/EVERY-N.md §1, §10) and proves `legal_of_kappa`: among pairs with
//! `r1 ≠ r2`, each on its board, legality for the plus rule and P1's second move are functions
//! of the class. This file is a second, deliberately simple implementation of those Coq
//! definitions (`rho`, `pairSquares`, `otherCorners`, `kappa`, `Legal`, `secondMove`), written
//! from the Coq text: the class keeps the order of `pairSquares` and of the corners, as Coq's
//! does. It must agree with §10's example, induce the same classes as `everyn::kappa` (sorted
//! pairs), and make legality and the second move functions of the class on `[0,20)²` — and stop
//! doing so when an exception key leaves `Z`, or when `r1 = r2` is allowed.
use squarecert::everyn::{kappa as everyn_kappa, Zone};
use squarecert::model::Cell;
use squarecert::rule::Rule;
use std::collections::HashMap;

/// A cell `(x, y)`, 0-based, in cells.
type C = (u32, u32);
/// The Coq `Class`: `(rho r1, rho r2, per pair square reaching R the rho of its other corners)`.
type CoqClass = (Option<C>, Option<C>, Vec<Vec<Option<C>>>);

fn shipped() -> Rule {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/certs/plus-rule.txt");
    Rule::parse(&std::fs::read_to_string(path).expect("rule file")).expect("parses")
}

fn c(cell: Cell) -> C {
    (cell.x as u32, cell.y as u32)
}

/// Coq `onBoardb n c`.
fn on_board(n: u32, c: C) -> bool {
    c.0 < n && c.1 < n
}

/// Coq `rho w c`: the cell if it lies in `[0, 2w − 1)²`.
fn rho(w: u32, c: C) -> Option<C> {
    on_board(2 * w - 1, c).then_some(c)
}

/// Coq `pairSquares r1 r2`, as `(x, y, d)`.
fn pair_squares(r1: C, r2: C) -> Vec<(u32, u32, u32)> {
    let (dx, dy) = (r1.0.abs_diff(r2.0), r1.1.abs_diff(r2.1));
    let (x0, y0) = (r1.0.min(r2.0), r1.1.min(r2.1));
    let mut v = Vec::new();
    if dy == 0 && dx != 0 {
        v.push((x0, y0, dx));
        if dx <= y0 {
            v.push((x0, y0 - dx, dx));
        }
    } else if dx == 0 && dy != 0 {
        v.push((x0, y0, dy));
        if dy <= x0 {
            v.push((x0 - dy, y0, dy));
        }
    } else if dx != 0 && dx == dy {
        v.push((x0, y0, dx));
    }
    v
}

/// Coq `otherCorners r1 r2 q`, in the order of `corners`.
fn other_corners(r1: C, r2: C, (x, y, d): (u32, u32, u32)) -> Vec<C> {
    [(x, y), (x + d, y), (x, y + d), (x + d, y + d)].into_iter().filter(|&k| k != r1 && k != r2).collect()
}

/// Coq `kappa w r1 r2`.
fn kappa(w: u32, r1: C, r2: C) -> CoqClass {
    let sq = pair_squares(r1, r2)
        .into_iter()
        .filter(|&q| other_corners(r1, r2, q).iter().any(|&k| on_board(w, k)))
        .map(|q| other_corners(r1, r2, q).into_iter().map(|k| rho(w, k)).collect())
        .collect();
    (rho(w, r1), rho(w, r2), sq)
}

/// The plus rule's cells as the Coq `Rule` holds them: opening, default second move,
/// exceptions (first reply ↦ second move).
struct R {
    opening: C,
    second: C,
    exceptions: Vec<(C, C)>,
}

fn cells_of(rule: &Rule) -> R {
    R { opening: c(rule.opening), second: c(rule.second), exceptions: rule.exceptions.iter().map(|(&a, &b)| (c(a), c(b))).collect() }
}

/// Coq `secondMove rule r1`: the first exception keyed by `r1`, else the default.
fn second_move(r: &R, r1: C) -> C {
    r.exceptions.iter().find(|e| e.0 == r1).map_or(r.second, |e| e.1)
}

/// Coq `Legal n r1 r2` (the board condition is the caller's).
fn legal(r: &R, r1: C, r2: C) -> bool {
    r1 != r.opening && r2 != r.opening && r2 != r1 && r2 != second_move(r, r1)
}

/// Every ordered pair of distinct cells of `[0,n)²`.
fn pairs(n: u32) -> impl Iterator<Item = (C, C)> {
    let cells: Vec<C> = (0..n).flat_map(|y| (0..n).map(move |x| (x, y))).collect();
    let c2 = cells.clone();
    cells.into_iter().flat_map(move |a| c2.clone().into_iter().filter(move |&b| b != a).map(move |b| (a, b)))
}

/// Per class of `pairs(n)`: (legal?, second move after r1); counts classes where either differs.
fn mixed_classes(r: &R, n: u32) -> (usize, usize, usize) {
    let mut seen: HashMap<CoqClass, (bool, C)> = HashMap::new();
    let mut mixed = std::collections::HashSet::new();
    let mut legal_pairs = 0;
    for (a, b) in pairs(n) {
        let v = (legal(r, a, b), second_move(r, a));
        legal_pairs += v.0 as usize;
        let k = kappa(6, a, b);
        if *seen.entry(k.clone()).or_insert(v) != v {
            mixed.insert(k);
        }
    }
    (seen.len(), legal_pairs, mixed.len())
}

#[test]
fn the_example_of_every_n_section_10_has_the_class_coq_computes() {
    // `kappa_example` in Classes.v: kappa 6 (16,0) (5,11) = (None, None, [[Some (5,0); None]]).
    assert_eq!(kappa(6, (16, 0), (5, 11)), (None, None, vec![vec![Some((5, 0)), None]]));
    let k = everyn_kappa(&Zone::from_rule(&shipped()), Cell::new(16, 0), Cell::new(5, 11));
    assert_eq!((k.r1, k.r2, k.pairs), (None, None, vec![[None, Some(Cell::new(5, 0))]]));
}

#[test]
fn coq_kappa_and_everyn_kappa_induce_the_same_classes_on_0_20() {
    let zone = Zone::from_rule(&shipped());
    let (mut fwd, mut back) = (HashMap::new(), HashMap::new());
    let mut n = 0;
    for (a, b) in pairs(20) {
        let ours = kappa(6, a, b);
        let theirs = everyn_kappa(&zone, Cell::new(a.0 as u8, a.1 as u8), Cell::new(b.0 as u8, b.1 as u8));
        assert_eq!(*fwd.entry(ours.clone()).or_insert(theirs.clone()), theirs, "{a:?} {b:?}");
        assert_eq!(*back.entry(theirs).or_insert(ours.clone()), ours, "{a:?} {b:?}");
        n += 1;
    }
    assert_eq!(n, 400 * 399);
    assert_eq!(fwd.len(), back.len());
    assert_eq!(fwd.len(), CLASSES_ON_20, "classes of the ordered pairs of distinct cells of [0,20)^2");
}

/// Classes of the ordered pairs of distinct cells of `[0,20)²`, legal or not (verify-all's
/// 14646 counts legal pairs of its enumeration only). Measured by this file
/// (`cargo test --release --test classes`).
const CLASSES_ON_20: usize = 15_009;

#[test]
fn legality_and_the_second_move_are_functions_of_the_class_on_0_20() {
    let r = cells_of(&shipped());
    // `plus_rule_in_zone`: every cell of the rule lies in Z = [0,11)^2.
    assert!([r.opening, r.second].iter().chain(r.exceptions.iter().flat_map(|e| [&e.0, &e.1])).all(|&k| on_board(11, k)));
    assert_eq!(r.exceptions.len(), 5);
    let (classes, legal_pairs, mixed) = mixed_classes(&r, 20);
    assert_eq!(classes, CLASSES_ON_20);
    // 399 first replies (not the opening), then 397 second replies (not the opening, r1, or
    // the second move, three distinct cells).
    assert_eq!(legal_pairs, 399 * 397);
    assert_eq!(mixed, 0, "legal_of_kappa");
}

#[test]
fn an_exception_key_outside_the_zone_breaks_lemma_3b() {
    // Moving one exception's key to (12, 0), outside Z: (12,0) and (13,0) share no zone cell,
    // so pairs like ((12,0), b) and ((13,0), b) can share a class with different second moves.
    let mut r = cells_of(&shipped());
    r.exceptions[0].0 = (12, 0);
    let (_, _, mixed) = mixed_classes(&r, 20);
    assert_eq!(mixed, MIXED_WITH_KEY_OUTSIDE_Z);
}

/// Classes of `[0,20)²` whose pairs disagree on legality or second move once one exception
/// key is (12,0). Measured by this file (`cargo test --release --test classes`).
const MIXED_WITH_KEY_OUTSIDE_Z: usize = 128;

#[test]
fn the_premise_r1_ne_r2_is_needed() {
    // The doc's counterexample: equal classes, one pair legal, the other not (r1 = r2).
    let r = cells_of(&shipped());
    assert_eq!(kappa(6, (16, 16), (16, 16)), kappa(6, (16, 16), (20, 17)));
    assert_eq!(kappa(6, (16, 16), (16, 16)), (None, None, vec![]));
    assert!(!legal(&r, (16, 16), (16, 16)));
    assert!(legal(&r, (16, 16), (20, 17)));
}
