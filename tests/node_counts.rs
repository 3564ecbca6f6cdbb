//! The enumeration's node counts against closed forms (issue 10, item 4). The closed forms
//! were fitted on boards 8..=20 (`the_fit_on_8_to_20_…` redoes the fit: the unique
//! polynomial of lowest degree through the 13 counts, by finite differences) and are checked
//! here on boards the fit did not use: 21..=24 by default, 25..=48 and 64 with `--ignored`.
//!
//! For n ≥ 8 (n = 6, 7 differ):
//! - P2 decision nodes = 3n⁴ + 13n² + 36n − 308
//! - leaves           = 3n⁶ − 11n⁴ + 36n³ − 546n² − 504n + 4431
//! - P1 decision nodes = 3n⁶ − 8n⁴ + 36n³ − 533n² − 468n + 4123 (= leaves + P2 nodes)

use squarecert::enumerate::{verify, verify_rows};
use squarecert::rule::Rule;

fn shipped() -> Rule {
    Rule::load(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/certs/plus-rule.txt"))).unwrap()
}

/// (P1 nodes, P2 nodes, leaves) of board `n`, which must be a win.
fn counts(rule: &Rule, n: usize) -> [i128; 3] {
    let v = verify(rule, n, (0, 1), &|| {}).unwrap();
    assert!(v.is_win(), "n = {n}");
    [v.stats.p1_nodes as i128, v.stats.p2_nodes as i128, v.stats.leaves as i128]
}

/// The closed forms, as (P1 nodes, P2 nodes, leaves).
fn closed_form(n: usize) -> [i128; 3] {
    let n = n as i128;
    let p2 = 3 * n.pow(4) + 13 * n.pow(2) + 36 * n - 308;
    let leaves = 3 * n.pow(6) - 11 * n.pow(4) + 36 * n.pow(3) - 546 * n.pow(2) - 504 * n + 4431;
    [leaves + p2, p2, leaves]
}

/// Newton's forward differences of `ys` (values at consecutive integers): `d[k]` is the k-th
/// difference at the first point.
fn differences(ys: &[i128]) -> Vec<i128> {
    let mut row = ys.to_vec();
    let mut out = Vec::new();
    while !row.is_empty() {
        out.push(row[0]);
        row = row.windows(2).map(|w| w[1] - w[0]).collect();
    }
    out
}

/// The polynomial of Newton form `d` (based at `x0`) at `x`: Σ d[k]·C(x − x0, k).
fn newton(d: &[i128], x0: i128, x: i128) -> i128 {
    let (mut sum, mut binom) = (0i128, 1i128);
    for (k, &dk) in d.iter().enumerate() {
        sum += dk * binom;
        binom = binom * (x - x0 - k as i128) / (k as i128 + 1);
    }
    sum
}

#[test]
fn the_fit_on_8_to_20_is_the_closed_form_and_predicts_21_to_24() {
    let rule = shipped();
    let fit: Vec<[i128; 3]> = (8..=20).map(|n| counts(&rule, n)).collect();
    for (kind, degree) in [(0, 6), (1, 4), (2, 6)] {
        let d = differences(&fit.iter().map(|c| c[kind]).collect::<Vec<_>>());
        // the lowest-degree polynomial through the 13 points has this degree: its leading
        // difference is non-zero, and every later one (7 or more checks) vanishes
        assert_ne!(d[degree], 0, "kind {kind}");
        assert!(d[degree + 1..].iter().all(|&x| x == 0), "kind {kind}: differences {d:?}");
        // it is the closed form: two polynomials of degree <= 6 agreeing on 7+ points are equal
        for n in 0..=64i128 {
            assert_eq!(newton(&d[..=degree], 8, n), closed_form(n as usize)[kind], "kind {kind}, n = {n}");
        }
    }
    for n in 21..=24 {
        assert_eq!(counts(&rule, n), closed_form(n), "n = {n}");
    }
    // the forms start at n = 8
    for n in [6, 7] {
        assert_ne!(counts(&rule, n)[1], closed_form(n)[1], "n = {n}");
    }
    assert_eq!(counts(&rule, 6), [120_143, 4_292, 115_851]);
}

#[test]
fn wider_row_words_give_the_same_counts() {
    let rule = shipped();
    for n in [6, 9, 13] {
        let narrow = verify_rows::<u32>(&rule, n, (0, 1), None, &|| {}).unwrap().stats;
        assert_eq!(verify_rows::<u64>(&rule, n, (0, 1), None, &|| {}).unwrap().stats, narrow, "n = {n}");
        assert_eq!(verify_rows::<u128>(&rule, n, (0, 1), None, &|| {}).unwrap().stats, narrow, "n = {n}");
    }
    assert!(verify_rows::<u32>(&rule, 33, (0, 1), None, &|| {}).is_err());
    assert!(verify(&rule, 129, (0, 1), &|| {}).unwrap_err().to_string().contains("1..=128"));
}

#[test]
#[ignore = "about 100 s on 2 cores: boards 25..=48 and 64"]
fn the_closed_form_holds_on_25_to_48_and_64() {
    let rule = shipped();
    for n in (25..=48).chain([64]) {
        assert_eq!(counts(&rule, n), closed_form(n), "n = {n}");
    }
}
