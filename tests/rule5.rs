//! The 5×5 rule file (issue 13, item 2): the reader's line-named errors, mutations of the
//! committed rule (a deleted or changed quiet move fails its check naming a position), and the
//! `check-rule5` command.

use squarecert::small::check::CheckError;
use squarecert::small::rule5::{check, Clause, Rule5};

fn committed() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/certs/rule5.txt")).unwrap()
}

/// The rule file error for `text`, as `(line, message)`.
fn parse_err(text: &str) -> (usize, String) {
    let e = Rule5::parse(text).unwrap_err();
    (e.line, e.to_string())
}

#[test]
fn bad_entries_are_named_by_line() {
    let empty = "...../...../...../...../.....";
    let cases: Vec<(String, usize, &str)> = vec![
        (format!("vcf 3\nquiet {empty} (2,2)\nquiet {empty} (1,1)\n"), 3, "a second entry for this position (the first is on line 2)"),
        ("vcf 3\nvcf 2\n".into(), 2, "a second `vcf` entry"),
        ("vcf 9\n".into(), 1, "0..=8"),
        ("vcf 3\nquiets x\n".into(), 2, "unknown entry"),
        ("vcf 3\ndefault first\n".into(), 2, "expected `default potential`"),
        ("vcf 3\ndefault potential\ndefault potential\n".into(), 3, "a second `default`"),
        ("vcf 3\nquiet ...../..... (1,1)\n".into(), 2, "not 5 rows of 5 cells"),
        ("vcf 3\nquiet ...../...../..Y../...../..... (1,1)\n".into(), 2, "'Y' at (2,2)"),
        ("vcf 3\n# c\nquiet ...../...../..X../...../..... (1,1)\n".into(), 3, "P1 is not to move"),
        ("vcf 3\nquiet O..../...../..X../...../..... (2,2)\n".into(), 2, "the move (2,2) is on a taken cell"),
        ("vcf 3\nquiet O..../...../..X../...../..... (5,1)\n".into(), 2, "off the 5x5 board"),
        ("vcf 3\nquiet ....O/...../..X../...../..... (1,1)\n".into(), 2, "write it as O..../...../..X../...../....."),
        (format!("quiet {empty} (2,2)\n"), 0, "no `vcf D` entry"),
    ];
    for (text, line, msg) in cases {
        let (l, m) = parse_err(&text);
        assert_eq!(l, line, "{text:?}: {m}");
        assert!(m.contains(msg), "{text:?}: {m}");
    }
}

#[test]
fn the_committed_rule_wins_and_is_short() {
    let r = Rule5::parse(&committed()).unwrap();
    let rep = check(&r).unwrap();
    assert_eq!(rep.entries, r.quiet.len());
    assert!(rep.entries < 829 / 10, "{} quiet entries", rep.entries);
    assert!(rep.tree.max_ply >= 19, "the fastest 5x5 win completes at ply 19");
    // the opening is the centre (2,2): the default move, or else the empty board's entry
    let geo = squarecert::small::geom::Geo::new(5).unwrap();
    let (m, clause) = r.choose(&geo, 0, 0).unwrap();
    assert_eq!(m, 12);
    assert!(clause == Clause::Default || clause == Clause::Quiet { entry: 1 }, "{clause:?}");
    assert_eq!(squarecert::small::rule5::potential_move(&geo, 0, 0), 12, "the centre lies on the most squares (8)");
}

#[test]
fn without_its_entries_or_default_the_rule_fails_naming_the_position() {
    let r = Rule5::parse(&committed()).unwrap();
    // Without the default clause, the first position the default played has no move: the
    // error names the canonical key, the board and a history.
    let mut m = r.clone();
    m.default = false;
    if r.default {
        match check(&m) {
            Err(e @ CheckError::NoMove { .. }) => {
                let msg = e.to_string();
                assert!(msg.contains("history") && msg.contains('/'), "{msg}");
            }
            other => panic!("without the default clause: expected NoMove, got {other:?}"),
        }
    }
    // Every deleted entry: with the default clause off, the check stops at that entry's
    // position (or an earlier default position); with it on, the default plays there and the
    // check fails naming a board, or still wins; at least one deletion fails.
    let mut failed = 0;
    for (&key, _) in r.quiet.iter() {
        let mut d = r.clone();
        d.quiet.remove(&key);
        if !r.default {
            assert!(matches!(check(&d), Err(CheckError::NoMove { key: k, .. }) if k == key));
            failed += 1;
        } else if let Err(e) = check(&d) {
            assert!(e.to_string().contains('/'), "{e}");
            failed += 1;
        }
    }
    assert!(failed > 0);
}

#[test]
fn a_changed_quiet_move_fails_naming_a_position() {
    // An entry for the empty board playing the corner (0,0) instead of the centre (the
    // default, or the entry if the list has one): 5x5 is won only from (2,2), so the check
    // fails; the error names a position and a history starting at (0,0).
    let text = committed().replace("quiet ...../...../...../...../..... (2,2)\n", "").replace("\nvcf ", "\nquiet ...../...../...../...../..... (0,0)\nvcf ");
    let e = check(&Rule5::parse(&text).unwrap()).unwrap_err();
    let msg = e.to_string();
    assert!(msg.contains("history (0,0)") || msg.contains("never reached"), "{msg}");
    // Every other quiet move changed to every other empty cell: each change fails, or still
    // wins; at least one fails with a message naming a board.
    let r = Rule5::parse(&committed()).unwrap();
    let mut failed = 0;
    for (&key, &(mv, entry)) in r.quiet.iter().skip(1).take(4) {
        let occ = (key & ((1 << 25) - 1)) | key >> 25;
        for alt in (0..25).filter(|&c| occ >> c & 1 == 0 && c != mv) {
            let mut m = r.clone();
            m.quiet.insert(key, (alt, entry));
            if let Err(e) = check(&m) {
                assert!(e.to_string().contains('/'), "{e}");
                failed += 1;
            }
        }
    }
    assert!(failed > 0);
}

#[test]
fn check_rule5_command_prints_the_tree_and_names_bad_lines() {
    let bin = env!("CARGO_BIN_EXE_squarecert");
    let out = std::process::Command::new(bin).args(["check-rule5", "certs/rule5.txt"]).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    assert!(out.status.success());
    let s = String::from_utf8(out.stdout).unwrap();
    let rep = check(&Rule5::parse(&committed()).unwrap()).unwrap();
    assert_eq!(s.trim_end(), format!("certs/rule5.txt: {rep}"));
    // A fresh folder, deleted when `dir` drops (also when the test fails).
    let dir = tempfile::Builder::new().prefix("squarecert-rule5-").tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "vcf 3\nquiet ...../...../..X../...../..... (1,1)\n").unwrap();
    let out = std::process::Command::new(bin).arg("check-rule5").arg(&bad).output().unwrap();
    assert!(!out.status.success());
    let e = String::from_utf8(out.stderr).unwrap();
    assert!(e.contains("5x5 rule file line 2: P1 is not to move"), "{e}");
}
