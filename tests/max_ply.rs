//! `verify --max-ply` and `verify-all --max-ply` (issue 11): the committed plus rule completes
//! by ply 17 on every board, and not by ply 15; the failures name the first line of play.

use squarecert::enumerate::verify_by;
use squarecert::everyn::verify_all;
use squarecert::rule::Rule;

fn shipped() -> Rule {
    Rule::load(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/certs/plus-rule.txt"))).unwrap()
}

#[test]
fn the_plus_rule_completes_by_17_but_not_by_15_on_6x6() {
    let r = shipped();
    let v = verify_by(&r, 6, (0, 1), Some(17), &|| {}).unwrap();
    assert!(v.is_win());
    assert_eq!(v.stats.max_ply, 17);
    let v = verify_by(&r, 6, (0, 1), Some(15), &|| {}).unwrap();
    let f = v.failure.expect("a game past ply 15");
    assert_eq!(f.reason, "no square by ply 15: P2 is to move at ply 16, so P1 completes at ply 17 at the earliest");
    assert_eq!(f.history.join(" "), "(2,2) (0,0) (3,2) (3,1) (2,3) (3,3) (1,2) (1,3) (1,1) (2,1) (3,0) (1,0) (5,2) (5,0) (3,4)");
    assert!(verify_by(&r, 6, (0, 1), Some(5), &|| {}).unwrap_err().to_string().contains("--max-ply 5 is out of range"));
}

#[test]
fn verify_all_with_a_ply_limit_names_the_first_slow_class() {
    let r = shipped();
    let rep = verify_all(&r, Some(17), &|_| {}).unwrap();
    assert!(rep.ok);
    assert_eq!(rep.base.max_ply, 17);
    assert!(rep.summary().contains("completing by ply 17, on every n >= 6"));
    let rep = verify_all(&r, Some(15), &|_| {}).unwrap();
    assert!(!rep.ok);
    assert_eq!(rep.base.failures.len(), 754);
    assert_eq!(rep.base.won, 80554);
    let f = &rep.base.failures[0];
    assert_eq!(f.pair, ("(12,1)".parse().unwrap(), "(2,11)".parse().unwrap()));
    assert!(f.to_string().contains("fails at ply 17: P1 completes a square at ply 17, after the limit 15"), "{f}");
    assert!(rep.boards.is_empty(), "boards are verified only when every class passes");
}

#[test]
fn the_commands_exit_0_within_the_limit_and_1_past_it() {
    let bin = env!("CARGO_BIN_EXE_squarecert");
    let run = |args: &[&str]| {
        let o = std::process::Command::new(bin).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
        (o.status.code(), String::from_utf8_lossy(&o.stderr).to_string())
    };
    assert_eq!(run(&["verify", "--n", "6..=7", "--max-ply", "17", "--quiet"]).0, Some(0));
    let (code, err) = run(&["verify", "--n", "6", "--max-ply", "15", "--quiet"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("fails on n = 6 (--max-ply 15: every game must complete by ply 15)"), "{err}");
    assert_eq!(run(&["verify-all", "--max-ply", "17", "--quiet"]).0, Some(0));
    let (code, err) = run(&["verify-all", "--max-ply", "15", "--quiet"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("does not win by ply 15 on every n >= 6"), "{err}");
}

#[test]
fn complete_by_entries_are_read_written_and_checked() {
    let base = "opening (2,2)\nsecond (3,2)\nline (1,1) (0,2) (1,3)\n";
    let r = Rule::parse(&format!("{base}complete-by 15\n")).unwrap();
    assert_eq!(r.complete_by, 15);
    assert_eq!(r.to_text(&[]), "opening (2,2)\nsecond (3,2)\ncomplete-by 15\nline (1,1) (0,2) (1,3)\n");
    assert_eq!(Rule::parse(&r.to_text(&[])).unwrap(), r);
    assert_eq!(Rule::parse(base).unwrap().complete_by, 17);
    assert!(!Rule::parse(base).unwrap().to_text(&[]).contains("complete-by"));
    for (extra, want) in [
        ("complete-by 17", "line 4: complete-by 17 is the default bound"),
        ("complete-by 14", "line 4: complete-by 14: the bound must be an odd ply in 7..=63"),
        ("complete-by 65", "line 4: complete-by 65: the bound must be an odd ply"),
        ("complete-by x", "line 4: expected `complete-by K`"),
        ("complete-by 15\ncomplete-by 13", "line 5: a second `complete-by` entry"),
    ] {
        let e = Rule::parse(&format!("{base}{extra}\n")).unwrap_err().to_string();
        assert!(e.contains(want), "{extra}: {e}");
    }
}

#[test]
fn emit_refuses_a_rule_with_another_bound() {
    let fast = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/certs/fast-rule.txt")).unwrap();
    let e = squarecert::emit::validate_rule("fast-rule.txt", &fast).unwrap_err().to_string();
    assert!(e.contains("`complete-by 15`: the Coq and Lean plusMove have the live-test bound 17 built in"), "{e}");
    let plus = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/certs/plus-rule.txt")).unwrap();
    assert!(squarecert::emit::validate_rule("plus-rule.txt", &plus).is_ok());
}
