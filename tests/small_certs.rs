//! The small-board certificates (issue 3): sizes of every table and strategy tree, byte-
//! identical regeneration, and agreement with the committed `certs/` files.

use squarecert::small::{certify, check_file};
use std::path::{Path, PathBuf};

/// (file stem, entries, quiet entries, owner nodes, opponent nodes, leaves, max ply)
type Row = (&'static str, usize, usize, u64, u64, u64, u32);

const SMALL: [Row; 8] = [
    ("small-n1-p1-draw", 1, 1, 1, 0, 1, 1),
    ("small-n1-p2-draw", 0, 0, 0, 1, 1, 1),
    ("small-n2-p1-draw", 3, 3, 4, 4, 3, 4),
    ("small-n2-p2-draw", 3, 3, 12, 5, 8, 4),
    ("small-n3-p1-draw", 18, 8, 345, 105, 240, 9),
    ("small-n3-p2-draw", 70, 52, 1332, 933, 945, 9),
    ("small-n4-p1-draw", 371, 128, 9962, 2899, 8303, 16),
    ("small-n4-p2-draw", 3168, 1764, 298464, 85613, 212852, 16),
];
const FIVE: Row = ("small-n5-p1-win", 829, 19, 82873, 5657, 77216, 19);

fn committed() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("certs")
}

fn row(path: &Path, r: &squarecert::small::check::CheckReport) -> (String, usize, usize, u64, u64, u64, u32) {
    let stem = path.file_stem().unwrap().to_string_lossy().to_string();
    (stem, r.entries, r.quiet, r.tree.owner_nodes, r.tree.opponent_nodes, r.tree.leaves, r.tree.max_ply)
}

fn owned(r: &Row) -> (String, usize, usize, u64, u64, u64, u32) {
    (r.0.to_string(), r.1, r.2, r.3, r.4, r.5, r.6)
}

/// Regenerates boards `ns` twice and compares sizes, runs and the committed files.
fn regenerate(ns: &[usize], want: &[Row]) {
    let base = std::env::temp_dir().join(format!("squarecert-certs-{}-{}", std::process::id(), ns[0]));
    let (a, b) = (base.join("a"), base.join("b"));
    let mut got = Vec::new();
    for &n in ns {
        for (path, r) in certify(n, &a).unwrap() {
            got.push(row(&path, &r));
        }
        certify(n, &b).unwrap();
    }
    assert_eq!(got, want.iter().map(owned).collect::<Vec<_>>());
    for (stem, ..) in want {
        for ext in ["sqt", "txt"] {
            let f = format!("{stem}.{ext}");
            let x = std::fs::read(a.join(&f)).unwrap();
            assert_eq!(x, std::fs::read(b.join(&f)).unwrap(), "{f} differs between runs");
            let c = std::fs::read(committed().join(&f)).unwrap();
            assert_eq!(x, c, "certs/{f} differs from a fresh build");
        }
    }
    std::fs::remove_dir_all(&base).unwrap();
}

#[test]
fn boards_up_to_four_regenerate_byte_identically_with_the_measured_sizes() {
    regenerate(&[1, 2, 3, 4], &SMALL);
}

#[test]
fn the_committed_five_by_five_table_checks_with_the_measured_sizes() {
    let p = committed().join("small-n5-p1-win.sqt");
    assert_eq!(row(&p, &check_file(&p).unwrap()), owned(&FIVE));
}

/// About a minute on 2 cores (the 5×5 table minimisation): `cargo test -- --ignored`.
#[test]
#[ignore]
fn five_by_five_regenerates_byte_identically() {
    regenerate(&[5], &[FIVE]);
}
