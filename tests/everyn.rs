//! Issue 6: `verify-all` on the shipped rule, the class cross-check on boards 18…32, and a
//! deliberately broken catalog (tests/fixtures/hot-block-rule.txt).
use squarecert::everyn::{blocking_game, cross_check, legal_pairs, representatives, verify_all, Audit, Class, GameOutcome, Zone};
use squarecert::model::Cell;
use squarecert::rule::Rule;

fn rule(path: &str) -> Rule {
    Rule::parse(&std::fs::read_to_string(path).expect("rule file")).expect("parses")
}

fn shipped() -> Rule {
    rule(concat!(env!("CARGO_MANIFEST_DIR"), "/certs/plus-rule.txt"))
}

#[test]
fn verify_all_proves_every_board_for_the_shipped_rule() {
    let r = shipped();
    let rep = verify_all(&r, None, &|_| {}).unwrap();
    assert!(rep.ok, "{}", rep.summary());
    assert_eq!(rep.zone, Some(Zone { w: 6 }));
    assert_eq!(rep.catalog_w, 6);
    assert_eq!(rep.n0, 17);
    assert_eq!(rep.classes, 14646);
    assert_eq!(rep.classes_by_case, [107, 379, 14160]);
    assert_eq!(rep.realised, 14646);
    assert_eq!(rep.missed, 0);
    assert!(rep.unrealisable.is_empty());
    assert_eq!(rep.base.pairs, 288 * 286);
    assert_eq!(rep.base.won, 288 * 286);
    assert_eq!(rep.base.max_ply, 17);
    assert_eq!(rep.base.audit.escapes, 0);
    assert_eq!(rep.base.audit.hidden_blocks, 166);
    assert_eq!(rep.base.audit.zone_blocks, 158);
    assert_eq!(rep.boards.len(), 12);
    assert!(rep.boards.iter().all(|b| b.1 && b.3 <= 17));
    assert_eq!(rep.boards[0].0, 6);
    assert_eq!(rep.boards[11].0, 17);
}

fn cross(ns: std::ops::RangeInclusive<usize>) {
    let r = shipped();
    let zone = Zone::from_rule(&r);
    let reps = representatives(&r, &zone, 17);
    for n in ns {
        let checked = cross_check(&r, &zone, 17, &reps, n).unwrap();
        assert_eq!(checked, (n * n - 1) * (n * n - 3), "n={n}");
        assert_eq!(checked, legal_pairs(&r, n).len());
    }
}

#[test]
fn every_pair_on_18_to_20_plays_the_game_of_its_class_on_17() {
    cross(18..=20);
}

#[test]
#[ignore = "slow: run with `cargo test --release -- --ignored` (make test-slow)"]
fn every_pair_on_21_to_32_plays_the_game_of_its_class_on_17() {
    cross(21..=32);
}

#[test]
fn a_line_whose_forced_block_can_be_made_hot_breaks_verify_all() {
    let r = rule(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/hot-block-rule.txt"));
    let rep = verify_all(&r, None, &|_| {}).unwrap();
    assert!(!rep.ok);
    assert_eq!(rep.n0, 17);
    assert!(rep.boards.is_empty(), "the exhaustive stage is skipped once a class fails");
    let hot = Class { r1: None, r2: None, pairs: vec![[None, Some(Cell::new(3, 1))]] };
    let f = rep.base.failures.first().expect("a failing class");
    assert_eq!(f.class, hot);
    assert_eq!(f.pair, (Cell::new(13, 1), Cell::new(3, 11)));
    assert!(matches!(&f.game.outcome, GameOutcome::Failed { ply: 5, reason } if reason.contains("no live line")));
    let s = rep.summary();
    assert!(s.contains("FAIL class κ[r1=⊥ r2=⊥ pair squares reaching R: [{⊥,(3,1)}]] (r1=(13,1) r2=(3,11)) fails at ply 5"), "{s}");
    assert!(s.contains("verdict: NOT PROVED"));
    // Without the hot cell the same far stones lose: class (⊥, ⊥, no pair square) is good.
    let calm = Class { r1: None, r2: None, pairs: vec![] };
    assert!(rep.base.failures.iter().all(|f| f.class != calm));
}

#[test]
fn r_grows_when_a_live_test_leaves_the_box_of_the_rule_file() {
    // Keep only the catalog lines inside [0,4)²: a live test then blocks on (0,4) and goes
    // on, so R must grow to [0,5)², and N0 with it (3w − 1 = 14). The rule does not win.
    let mut r = shipped();
    r.lines.retain(|l| l.iter().all(|c| c.x < 4 && c.y < 4));
    assert_eq!(r.lines.len(), 1);
    let rep = verify_all(&r, None, &|_| {}).unwrap();
    assert_eq!(rep.catalog_w, 4);
    assert_eq!(rep.zone, Some(Zone { w: 5 }));
    assert_eq!(rep.n0, 14);
    assert_eq!(rep.base.audit.escapes, 0, "closed after growing");
    assert_eq!(rep.missed, 0);
    assert!(!rep.ok && !rep.base.failures.is_empty());
}

#[test]
fn the_verify_all_command_exits_0_on_the_shipped_rule_and_1_on_the_broken_one() {
    let bin = env!("CARGO_BIN_EXE_squarecert");
    let dir = env!("CARGO_MANIFEST_DIR");
    let ok = std::process::Command::new(bin).current_dir(dir).args(["verify-all", "--quiet"]).output().unwrap();
    assert!(ok.status.success());
    let out = String::from_utf8(ok.stdout).unwrap();
    assert!(out.contains("classes found: 14646"), "{out}");
    assert!(out.contains("n=17: WIN"), "{out}");
    assert!(out.contains("verdict: P1 wins with the plus rule on every n >= 6"), "{out}");
    let bad = std::process::Command::new(bin)
        .current_dir(dir)
        .args(["verify-all", "--quiet", "--rule", "tests/fixtures/hot-block-rule.txt"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(1));
    let err = String::from_utf8(bad.stderr).unwrap();
    assert!(err.contains("class κ[r1=⊥ r2=⊥ pair squares reaching R: [{⊥,(3,1)}]] (r1=(13,1) r2=(3,11)) fails at ply 5"), "{err}");
}

#[test]
fn the_verdict_for_boards_beyond_n0_agrees_with_direct_enumeration() {
    // verify-all's claim for n > 17 rests on the class reduction; on n = 18..=24 the full
    // WinsWith enumeration (a different implementation, checked against the naive
    // enumerator on n = 6..=8) must agree: WIN, zero fallbacks, completion by ply 17.
    let r = shipped();
    assert!(verify_all(&r, None, &|_| {}).unwrap().ok);
    for n in 18..=24 {
        let v = squarecert::enumerate::verify(&r, n, (0, 1), &|| {}).unwrap();
        assert!(v.is_win(), "n={n}: {:?}", v.failure);
        assert_eq!((v.stats.fallbacks, v.stats.max_ply), (0, 17), "n={n}");
        assert_eq!(v.stats.p1_nodes, v.stats.p2_nodes + v.stats.leaves, "n={n}");
    }
}

/// The Coq lemmas `plus_blocking_check_6` and `plus_blocking_check_17` (coq/SquareGame/EveryN.v)
/// compute, in the kernel, that the blocking game of every legal pair on 6×6 and 17×17 is good
/// within 7 P1 turns after ply 4. The Rust blocking game (a separate implementation, with the
/// stricter "no fallback" condition) must agree: every pair won, by ply 17.
#[test]
fn every_blocking_game_on_6_and_17_is_won_by_ply_17_as_the_coq_blocking_checks_say() {
    let r = shipped();
    for (n, pairs) in [(6usize, 35 * 33), (17, 288 * 286)] {
        let legal = legal_pairs(&r, n);
        assert_eq!(legal.len(), pairs, "legal pairs on {n}x{n}");
        let mut latest = 0;
        for &(r1, r2) in &legal {
            let g = blocking_game(&r, n, r1, r2, None, &mut Audit::default());
            match g.outcome {
                GameOutcome::Won { ply } => latest = latest.max(ply),
                GameOutcome::Failed { ply, reason } => panic!("n={n} r1={r1} r2={r2}: ply {ply}: {reason}"),
            }
        }
        assert_eq!(latest, 17, "latest completion ply on {n}x{n}");
    }
}
