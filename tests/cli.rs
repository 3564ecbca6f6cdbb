//! The command line on bad input: one-line errors, non-zero exits; and the rule file is
//! written deterministically.

use std::process::Command;

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_squarecert")).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

fn tmp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("squarecert-cli-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

#[test]
fn board_size_out_of_range_is_a_one_line_error() {
    let (ok, _, err) = run(&["verify", "--n", "129", "--quiet"]);
    assert!(!ok);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("129") && err.contains("1..=128"), "{err}");
    // emit and check stop at 32 (the Lean data and the mirror)
    let (ok, _, err) = run(&["emit", "--plus-range", "6..=40"]);
    assert!(!ok);
    assert!(err.contains("40") && err.contains("1..=32"), "{err}");
    let (ok, _, err) = run(&["verify", "--n", "5", "--quiet"]);
    assert!(!ok);
    assert!(err.contains("n >= 6"), "{err}");
}

#[test]
fn malformed_rule_file_names_the_file_and_line() {
    let p = tmp("bad-rule.txt");
    std::fs::write(&p, "opening (2,2)\nsecond (3,2)\nline (1,1) (2,x)\n").unwrap();
    let (ok, _, err) = run(&["verify", "--n", "6", "--quiet", "--rule", p.to_str().unwrap()]);
    assert!(!ok);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("bad-rule.txt") && err.contains("line 3"), "{err}");
}

#[test]
fn unknown_option_fails() {
    let (ok, _, err) = run(&["verify", "--frobnicate"]);
    assert!(!ok);
    assert!(err.contains("--frobnicate"), "{err}");
}

#[test]
fn search_is_deterministic_and_matches_the_committed_rule() {
    let (a, b) = (tmp("rule-a.txt"), tmp("rule-b.txt"));
    for p in [&a, &b] {
        let (ok, _, err) = run(&["search", "--quiet", "--out", p.to_str().unwrap()]);
        assert!(ok, "{err}");
        let dir = p.parent().unwrap();
        assert!(std::fs::read_dir(dir).unwrap().all(|e| !e.unwrap().file_name().to_string_lossy().ends_with(".tmp")), "a temporary file was left");
    }
    let (ta, tb) = (std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    assert_eq!(ta, tb);
    let committed = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/certs/plus-rule.txt")).unwrap();
    assert_eq!(ta, committed, "certs/plus-rule.txt is stale: run make certs");
    let rule = squarecert::rule::Rule::parse(std::str::from_utf8(&ta).unwrap()).unwrap();
    // The targets.
    assert!(rule.lines.len() <= 24, "{} lines", rule.lines.len());
    assert!(rule.exceptions.len() <= 5, "{} exceptions", rule.exceptions.len());
}

#[test]
fn shards_merge_to_the_whole() {
    let (s0, s1) = (tmp("s0.json"), tmp("s1.json"));
    for (i, p) in [(0, &s0), (1, &s1)] {
        let (ok, _, err) = run(&["verify", "--n", "7", "--quiet", "--shard", &format!("{i}/2"), "--json", p.to_str().unwrap()]);
        assert!(ok, "{err}");
    }
    let (ok, merged, err) = run(&["merge", s0.to_str().unwrap(), s1.to_str().unwrap()]);
    assert!(ok, "{err}");
    let (ok, whole, _) = run(&["verify", "--n", "7", "--quiet"]);
    assert!(ok);
    // Everything but the wall time agrees.
    let strip = |s: &str| s.lines().map(|l| l.split(", ").filter(|f| !f.ends_with(" s")).collect::<Vec<_>>().join(", ")).collect::<Vec<_>>();
    assert_eq!(strip(&merged), strip(&whole));
    assert!(merged.starts_with("n=7: WIN"), "{merged}");
    let (ok, _, err) = run(&["merge", s0.to_str().unwrap()]);
    assert!(!ok && err.contains("shard 1/2 of n=7 is missing"), "{err}");
}
