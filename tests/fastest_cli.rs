//! `squarecert fastest` on the command line: bad boards are one-line errors, `--check`
//! re-checks the committed certificates, `--table` prints the README table, and a run on a
//! board writes certificates byte-identical to the committed ones.

use std::process::Command;

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_squarecert")).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn boards_outside_five_to_nineteen_are_refused_in_one_line() {
    for bad in ["4", "5..=20", "0"] {
        let (ok, _, err) = run(&["fastest", "--n", bad]);
        assert!(!ok);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(err.contains("5..=19"), "{err}");
    }
}

/// The 17×17 certificates name some cells in two bytes, which the provers' walk does not
/// read: emitting its lower bound for them is refused, naming the check that does walk it.
#[test]
fn the_provers_refuse_the_17x17_lower_certificate() {
    let dir = std::env::temp_dir().join(format!("sq-fastest-lower17-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (ok, out, err) = run(&["emit-fastest-lower", "--n", "17", "--coq", dir.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(!ok && out.is_empty(), "{out}");
    assert!(err.contains("reads one byte per cell, so boards up to 16") && err.contains("squarecert fastest --check --n 17"), "{err}");
}

#[test]
fn check_and_table_read_the_committed_certificates() {
    let (ok, out, err) = run(&["fastest", "--check", "--n", "6"]);
    assert!(ok, "{err}");
    assert!(out.contains("certs/fastest-n6-upper.sqf: ok, 1608 decisions") && out.contains("certs/fastest-n6-lower.sqf: ok, 115968 decisions"), "{out}");
    let (ok, out, err) = run(&["fastest", "--table", "--n", "5..=7"]);
    assert!(ok, "{err}");
    assert!(out.contains("\n| 5 | 19 | no (ply 17) |") && out.contains("\n| 6 | 15 | no (ply 13) |") && out.contains("\n| 7 | 15 |"), "{out}");
}

#[test]
#[ignore = "about 5 s: settles 6x6 and writes both certificates (make test-fastest)"]
fn settling_six_rewrites_the_committed_certificates_byte_for_byte() {
    let dir = std::env::temp_dir().join(format!("squarecert-fastest-{}", std::process::id()));
    let (ok, out, err) = run(&["fastest", "--n", "6", "--out", dir.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.starts_with("n= 6: fastest ply 15 (by 15 yes, by 13 no)"), "{out}");
    for kind in ["upper", "lower"] {
        let name = format!("fastest-n6-{kind}.sqf");
        let committed = std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("certs").join(&name)).unwrap();
        assert_eq!(std::fs::read(dir.join(&name)).unwrap(), committed, "{name}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `squarecert fastest --n N` reads `fastest.json`, replaces board N's entry and writes the
/// table again: every other entry, floats included, must come back byte for byte. serde_json
/// writes the shortest float that names the value, but parses floats exactly only with its
/// `float_roundtrip` feature (Cargo.toml); without it this test fails at line 168, where a
/// `solve_secs` read back one bit off.
#[test]
fn rewriting_the_committed_table_keeps_its_bytes() {
    let certs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("certs");
    let committed = std::fs::read_to_string(certs.join(squarecert::fastest::TABLE_FILE)).unwrap();
    let table = squarecert::fastest::read_table(&certs).unwrap();
    assert_eq!(table.iter().map(|s| s.n).collect::<Vec<_>>(), (5..=18).collect::<Vec<_>>());
    let again = squarecert::fastest::table_text(&table).unwrap();
    let first_diff = committed.lines().zip(again.lines()).position(|(a, b)| a != b).map(|i| i + 1);
    assert!(again == committed, "the rewritten fastest.json differs from the committed one, first at line {first_diff:?}");
}
