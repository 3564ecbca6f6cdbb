//! The small-board certificates (issue 3): sizes of every table and strategy tree, byte-
//! identical regeneration, and agreement with the committed `certs/` files.

use squarecert::small::certify;

#[test]
fn certificates_have_the_measured_sizes_and_regenerate_byte_identically() {
    let base = std::env::temp_dir().join(format!("squarecert-certs-{}", std::process::id()));
    let (a, b) = (base.join("a"), base.join("b"));
    // (file stem, entries, quiet entries, owner nodes, opponent nodes, leaves, max ply)
    let want = [
        ("small-n1-p1-draw", 1, 1, 1, 0, 1, 1),
        ("small-n1-p2-draw", 0, 0, 0, 1, 1, 1),
        ("small-n2-p1-draw", 3, 3, 4, 4, 3, 4),
        ("small-n2-p2-draw", 3, 3, 12, 5, 8, 4),
        ("small-n3-p1-draw", 18, 8, 345, 105, 240, 9),
        ("small-n3-p2-draw", 70, 52, 1332, 933, 945, 9),
        ("small-n4-p1-draw", 371, 128, 9962, 2899, 8303, 16),
        ("small-n4-p2-draw", 3168, 1764, 298464, 85613, 212852, 16),
        ("small-n5-p1-win", 1535, 72, 210457, 13221, 197236, 19),
    ];
    let mut got = Vec::new();
    for n in 1..=5 {
        for (path, r) in certify(n, &a).unwrap() {
            let stem = path.file_stem().unwrap().to_string_lossy().to_string();
            got.push((stem, r.entries, r.quiet, r.tree.owner_nodes, r.tree.opponent_nodes, r.tree.leaves, r.tree.max_ply));
        }
        certify(n, &b).unwrap();
    }
    let got: Vec<_> = got.iter().map(|g| (g.0.as_str(), g.1, g.2, g.3, g.4, g.5, g.6)).collect();
    assert_eq!(got, want.to_vec());
    let committed = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("certs");
    for (stem, ..) in want {
        for ext in ["sqt", "txt"] {
            let f = format!("{stem}.{ext}");
            let x = std::fs::read(a.join(&f)).unwrap();
            assert_eq!(x, std::fs::read(b.join(&f)).unwrap(), "{f} differs between runs");
            if let Ok(c) = std::fs::read(committed.join(&f)) {
                assert_eq!(x, c, "certs/{f} differs from a fresh build");
            }
        }
    }
    std::fs::remove_dir_all(&base).unwrap();
}
