//! Issue 10 item 5, the negative test of the all-n check (docs/EVERY-N.md §3): the fixture
//! `tests/fixtures/far-break-rule.txt` is `certs/plus-rule.txt` with four catalog lines edited
//! (`make far-mutant` finds the edits). It breaks through exactly one class with a far stone,
//! `κ((3,1), ⊥, [])`, and, as close as the search got, through 124 pairs without far stones.
//! Its Coq half is `a_rule_broken_through_a_far_class_fails_plus_blocking_check_17` in
//! tests/coq.rs.
use squarecert::everyn::{verify_all, Class, GameOutcome, Zone};
use squarecert::mirror::{self, c, LCell};
use squarecert::model::Cell;
use squarecert::mutant::{apply, fewest_live, far_classes, failing_pairs, live_at_ply5, single_edits, singles_breaking_far, Edit, LineEdit};
use squarecert::rule::Rule;

fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn shipped() -> Rule {
    Rule::load(&root().join("certs/plus-rule.txt")).unwrap()
}

fn mutant() -> Rule {
    Rule::load(&root().join("tests/fixtures/far-break-rule.txt")).unwrap()
}

/// The edits `make far-mutant` printed (1-based in its output: lines 4, 11, 12, 19).
fn edits() -> Vec<Edit> {
    vec![
        Edit { line: 3, change: LineEdit::Remove },
        Edit { line: 10, change: LineEdit::Set(1, Cell::new(1, 1)) },
        Edit { line: 11, change: LineEdit::Set(0, Cell::new(2, 3)) },
        Edit { line: 18, change: LineEdit::Remove },
    ]
}

/// `κ((3,1), ⊥, [])`: first reply (3,1), second reply outside `Z`, no pair square reaching `R`.
fn far_stone_class() -> Class {
    Class { r1: Some(Cell::new(3, 1)), r2: None, pairs: vec![] }
}

#[test]
fn the_fixture_is_the_committed_rule_with_four_line_edits() {
    let (r, m) = (shipped(), mutant());
    assert_eq!(apply(&r, &edits()).unwrap(), m);
    assert_eq!((r.lines.len(), m.lines.len()), (23, 21));
    assert_eq!(m.lines[9], vec![Cell::new(1, 2), Cell::new(1, 1), Cell::new(0, 2), Cell::new(2, 4), Cell::new(4, 2), Cell::new(2, 0)]);
    // Same opening, second move and exceptions: the same legal pairs and zone.
    assert_eq!((m.opening, m.second, &m.exceptions), (r.opening, r.second, &r.exceptions));
    assert_eq!(Zone::from_rule(&m), Zone { w: 6 });
    // Bad edits are refused with a message, not applied.
    let e = apply(&r, &[Edit { line: 23, change: LineEdit::Remove }]).unwrap_err().to_string();
    assert!(e.contains("line 24") && e.contains("23 lines"), "{e}");
    let e = apply(&r, &[Edit { line: 0, change: LineEdit::Remove }, Edit { line: 0, change: LineEdit::Drop(0) }]).unwrap_err().to_string();
    assert!(e.contains("two edits of line 1"), "{e}");
}

#[test]
fn the_mutant_fails_168_far_pairs_of_one_class_and_124_near_pairs_on_17x17() {
    let m = mutant();
    let zone = Zone { w: 6 };
    let (bad, by) = failing_pairs(&m, &zone, 17);
    assert_eq!(by, [124, 168, 0], "failing pairs by far stones (none, one, two)");
    // Every failing pair with a far stone is (3,1) and a stone outside Z = [0,11)²: all
    // 289 − 121 = 168 of them, one class.
    let far: Vec<&(Cell, Cell)> = bad.iter().filter(|(a, b)| !zone.in_z(*a) || !zone.in_z(*b)).collect();
    assert!(far.iter().all(|(a, b)| *a == Cell::new(3, 1) && !zone.in_z(*b)));
    assert!(far.iter().all(|(a, b)| squarecert::everyn::kappa(&zone, *a, *b) == far_stone_class()));
    assert_eq!(far[0], &(Cell::new(3, 1), Cell::new(11, 0)));
    // Every failing game stops at ply 5: no catalog line is live there (a fallback).
    for &(a, b) in &bad {
        let g = squarecert::everyn::blocking_game(&m, 17, a, b, None, &mut squarecert::everyn::Audit::default());
        assert!(matches!(&g.outcome, GameOutcome::Failed { ply: 5, reason } if reason.contains("no live line")), "r1={a} r2={b}: {g:?}");
    }
    // The near failures: 116 of the 118 legal second replies in Z after (3,1) (the far stone
    // acts like a second reply that touches nothing), and 8 after (3,2); 39 on the 6x6 board.
    let near_after = |r1: Cell| bad.iter().filter(|(a, b)| *a == r1 && zone.in_z(*b)).count();
    assert_eq!((near_after(Cell::new(3, 1)), near_after(Cell::new(3, 2))), (116, 8));
    let (_, by6) = failing_pairs(&m, &zone, 6);
    assert_eq!(by6, [39, 0, 0]);
    // The committed rule fails none.
    assert_eq!(failing_pairs(&shipped(), &zone, 17).1, [0, 0, 0]);
}

#[test]
fn verify_all_fails_on_the_mutant_naming_the_far_class_first() {
    let rep = verify_all(&mutant(), None, &|_| {}).unwrap();
    assert!(!rep.ok);
    assert_eq!(rep.n0, 17);
    assert_eq!(rep.base.failures.len(), 125, "the far class and 124 near classes (one pair each)");
    let f = &rep.base.failures[0];
    assert_eq!(f.class, far_stone_class());
    assert_eq!(f.pair, (Cell::new(3, 1), Cell::new(11, 0)));
    assert!(matches!(&f.game.outcome, GameOutcome::Failed { ply: 5, reason } if reason.contains("no live line")));
    assert_eq!(rep.base.failures.iter().filter(|f| f.class.stones_in_z() < 2).count(), 1);
    assert!(rep.summary().contains("FAIL class κ[r1=(3,1) r2=⊥ pair squares reaching R: []] (r1=(3,1) r2=(11,0)) fails at ply 5"));
}

/// The Coq check's blocking game (`blockingGood` of coq/SquareGame/EveryN.v, 7 P1 turns after
/// ply 4) written again on the mirror of the Coq/Lean rule (`mirror::plus_move_with`), a
/// separate implementation of §3.1: no fallback test, as in Coq.
fn coq_blocking_good(rule: &mirror::Rule, n: usize, r1: LCell, r2: LCell) -> bool {
    let o = rule.opening;
    let s = mirror::plus_move_with(rule, n, &[o, r1]).0;
    let mut h = vec![o, r1, s, r2];
    let (mut a, mut b) = (vec![s, o], vec![r2, r1]);
    for _ in 0..7 {
        let m = mirror::plus_move_with(rule, n, &h).0;
        if !mirror::on_board(n, m) || !mirror::free(&a, &b, m) {
            return false;
        }
        if mirror::completes(n, &a, m) {
            return true;
        }
        a.insert(0, m);
        if !mirror::threats(n, &b, &a).is_empty() {
            return false;
        }
        let Some(&t) = mirror::threats(n, &a, &b).first() else { return false };
        b.insert(0, t);
        h.extend([m, t]);
    }
    false
}

#[test]
fn the_coq_blocking_game_on_the_mirror_fails_on_the_far_pairs_too() {
    let text = std::fs::read_to_string(root().join("tests/fixtures/far-break-rule.txt")).unwrap();
    let (m, ok) = (mirror::parse_rule(&text), mirror::parse_rule(&std::fs::read_to_string(root().join("certs/plus-rule.txt")).unwrap()));
    let zone = Zone { w: 6 };
    let (bad, _) = failing_pairs(&mutant(), &zone, 17);
    for &(a, b) in &bad {
        let (la, lb) = (c(a.x as usize, a.y as usize), c(b.x as usize, b.y as usize));
        assert!(!coq_blocking_good(&m, 17, la, lb), "r1={a} r2={b}");
        assert!(coq_blocking_good(&ok, 17, la, lb), "the committed rule, r1={a} r2={b}");
    }
    // The mirror's rule also finds no live line at ply 5 for the far pair: it falls back.
    let h = [c(2, 2), c(3, 1), c(1, 2), c(11, 0)];
    assert_eq!(mirror::plus_move_with(&m, 17, &h), (c(0, 0), mirror::PlusReason::Fallback));
    assert_ne!(mirror::plus_move_with(&ok, 17, &h).1, mirror::PlusReason::Fallback);
}

#[test]
fn no_single_line_edit_breaks_a_far_class_since_each_has_four_live_lines_at_ply_5() {
    let r = shipped();
    let zone = Zone::from_rule(&r);
    let far = far_classes(&r, &zone, 17);
    assert_eq!(far.len(), 486, "379 classes with one far stone, 107 with two");
    let live: Vec<Vec<usize>> = far.iter().map(|(_, (a, b))| live_at_ply5(&r, 17, *a, *b)).collect();
    let (fewest, k) = fewest_live(&far, &live);
    assert_eq!(fewest, 4);
    assert_eq!(k.to_string(), "κ[r1=⊥ r2=(0,4) pair squares reaching R: []]");
    // The far classes where the far stones act on the rule (a pair square reaches R, so a
    // block on its corner in R threatens): 8 or more live lines each.
    let touching: Vec<usize> = far.iter().zip(&live).filter(|((k, _), _)| !k.pairs.is_empty()).map(|(_, l)| l.len()).collect();
    assert_eq!((touching.len(), touching.iter().min()), (246, Some(&8)));
    // The mutant's target class: exactly the four edited lines (0-based 3, 10, 11, 18) are live.
    let (a, b) = (Cell::new(3, 1), Cell::new(11, 0));
    assert_eq!(live_at_ply5(&r, 17, a, b), vec![3, 10, 11, 18]);
    assert!(live_at_ply5(&mutant(), 17, a, b).is_empty());
    // Every single-line edit: no far class's game breaks (its representative on 17x17).
    let singles = single_edits(&r, 6);
    assert_eq!(singles.len(), 3800);
    assert_eq!(singles_breaking_far(&r, &singles, &far, 17), 0);
}
