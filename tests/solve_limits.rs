//! `squarecert solve` at its limits (issue 12, kind 6): the advice it gives is accepted, and
//! a search that cannot fit the machine's memory is refused up front with one line.

use std::process::Command;
use std::time::Instant;

fn solve(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_squarecert")).arg("solve").args(args).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn a_search_past_the_memory_is_refused_at_once() {
    let t = Instant::now();
    let (ok, out, err) = solve(&["--n", "8", "--max-ply", "19"]);
    assert!(!ok && out.is_empty());
    assert!(t.elapsed().as_secs_f64() < 2.0, "refused only after {:?}", t.elapsed());
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("4043857519 states") && err.contains("GiB of memory") && err.contains("use --max-ply 15 or less"), "{err}");
}

#[test]
fn boards_the_solver_cannot_hold_get_no_ply_advice() {
    for args in [&["--n", "9"][..], &["--n", "9", "--max-ply", "15"]] {
        let (ok, _, err) = solve(args);
        assert!(!ok);
        assert!(err.contains("1..=8") && !err.contains("--max-ply") && err.contains("verify --n 9"), "{err}");
    }
}

#[test]
fn the_advised_limit_is_accepted() {
    let (ok, _, err) = solve(&["--n", "8"]);
    assert!(!ok);
    assert!(err.contains("--max-ply 13 (about 15 s)"), "{err}");
    // 6x6 by ply 11 is quick; the report names its table size and the estimate made before
    let (ok, out, err) = solve(&["--n", "6", "--max-ply", "11"]);
    assert!(ok, "{err}");
    assert!(out.contains("no forced square for either player by ply 11"), "{out}");
    assert!(out.contains("largest table 24177 states") && out.contains("estimated beforehand 24177 states"), "{out}");
}

#[test]
fn bad_board_sizes_name_the_range_and_only_verifiable_ones_get_the_verify_hint() {
    let (ok, _, err) = solve(&["--n", "-3"]);
    assert!(!ok);
    assert!(err.contains("invalid value '-3' for '--n <N>': -3 is not a board size: give a whole number in 1..=8"), "{err}");
    assert!(!err.contains("invalid digit"), "{err}");
    let (ok, _, err) = solve(&["--n", "0"]);
    assert!(!ok);
    assert!(err.contains("solve --n 0: board size out of range: the exact solver takes boards 1..=8") && !err.contains("verify"), "{err}");
}

#[test]
fn a_ply_limit_past_the_board_is_refused_with_the_users_value() {
    let (ok, _, err) = solve(&["--n", "8", "--max-ply", "100"]);
    assert!(!ok);
    assert!(err.contains("solve --n 8 --max-ply 100: the 8x8 board has 64 cells") && err.contains("--max-ply 64 or less"), "{err}");
    assert!(!err.contains("18446744073709551615"), "{err}");
}
