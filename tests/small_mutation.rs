//! Mutation tests for the small-board tables (issue 3): a changed or deleted entry that
//! breaks the strategy is rejected with a message naming the position (board and history);
//! a truncated or corrupted file gets a clear error naming the file; the command line exits
//! non-zero.

use squarecert::small::check::{build_table, check_table, CheckError};
use squarecert::small::table::{decode, encode, Goal, Table};

mod scratch;
use scratch::Scratch;

/// The start of this file's temp folder names.
const PREFIX: &str = "squarecert-mut-";

/// Replaces the move of entry `i`.
fn with_move(t: &Table, i: usize, mv: u64) -> Table {
    let mut t = t.clone();
    t.entries[i] = (t.entries[i] & !31) | mv;
    t
}

#[test]
fn every_deleted_entry_is_rejected_naming_the_position() {
    for (n, owner, goal) in [(3, 0, Goal::Draw), (3, 1, Goal::Draw), (4, 0, Goal::Draw)] {
        let t = build_table(n, owner, goal).unwrap();
        assert!(check_table(&t).is_ok());
        for i in 0..t.entries.len() {
            let mut m = t.clone();
            let e = m.entries.remove(i);
            match check_table(&m) {
                Err(err @ CheckError::NoMove { key, .. }) => {
                    assert_eq!(key, e >> 5);
                    let msg = err.to_string();
                    assert!(msg.contains("history") && msg.contains('/'), "{msg}");
                }
                other => panic!("deleting entry {i} of {}: expected NoMove, got {other:?}", t.name()),
            }
        }
    }
}

#[test]
fn a_changed_entry_that_breaks_the_strategy_is_rejected() {
    // 4x4 P1 draw table: try every other legal move for every entry; each change is either
    // still a valid (drawing, exact-cover) strategy or rejected with a message naming a
    // position; at least some changes must break it.
    let t = build_table(4, 0, Goal::Draw).unwrap();
    let mut broken = 0;
    let mut lost = 0;
    for i in 0..t.entries.len() {
        let key = t.entries[i] >> 5;
        let occ = (key & ((1 << 25) - 1)) | key >> 25;
        for mv in 0..16u64 {
            if occ >> mv & 1 == 1 || mv == t.entries[i] & 31 {
                continue;
            }
            let m = with_move(&t, i, mv);
            // the decoder accepts it (the change is well-formed) …
            assert_eq!(decode(&encode(&m)).unwrap(), m);
            // … and the check decides it
            if let Err(e) = check_table(&m) {
                broken += 1;
                let msg = e.to_string();
                assert!(msg.contains('/') && (msg.contains("history") || msg.contains("never reached")), "{msg}");
                if matches!(e, CheckError::OpponentSquare { .. }) {
                    lost += 1;
                }
            }
        }
    }
    assert!(broken > 0 && lost > 0, "broken {broken}, lost {lost}");
}

#[test]
fn a_bad_opening_in_the_winning_table_is_rejected() {
    let five = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("certs/small-n5-p1-win.sqt");
    let t = squarecert::small::table::read_table(&five).unwrap();
    assert_eq!(t.entries.len(), 829);
    // entry 0 is the empty board (key 0) → (2,2); play the corner instead
    assert_eq!(t.entries[0], 12);
    let err = check_table(&with_move(&t, 0, 0)).unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("history (0,0)"), "{msg}");
}

#[test]
fn truncated_or_corrupted_files_are_clear_errors_naming_the_file() {
    let scratch = Scratch::new(PREFIX);
    let t = build_table(3, 1, Goal::Draw).unwrap();
    let bytes = encode(&t);
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("trunc.sqt", bytes[..bytes.len() - 3].to_vec(), "truncated"),
        ("header.sqt", bytes[..7].to_vec(), "truncated"),
        ("magic.sqt", [b"SQTX".as_slice(), &bytes[4..]].concat(), "magic"),
        ("version.sqt", [&bytes[..4], &[2u8], &bytes[5..]].concat(), "version"),
        ("trailing.sqt", [bytes.as_slice(), &[0u8]].concat(), "unexpected bytes"),
        ("order.sqt", {
            let mut b = bytes.clone();
            let (x, y) = (12..20, 20..28);
            let e0: Vec<u8> = b[x.clone()].to_vec();
            let e1: Vec<u8> = b[y.clone()].to_vec();
            b[x].copy_from_slice(&e1);
            b[y].copy_from_slice(&e0);
            b
        }, "strictly increasing"),
        ("taken.sqt", {
            // the first entry's move onto a taken cell
            let mut b = bytes.clone();
            let e = u64::from_le_bytes(b[12..20].try_into().unwrap());
            let key = e >> 5;
            let occ = (key & ((1 << 25) - 1)) | key >> 25;
            let taken = occ.trailing_zeros() as u64;
            b[12..20].copy_from_slice(&((e & !31) | taken).to_le_bytes());
            b
        }, "taken cell"),
    ];
    for (name, data, want) in cases {
        let p = scratch.file(name);
        std::fs::write(&p, &data).unwrap();
        let err = squarecert::small::check_file(&p).unwrap_err();
        let msg = format!("{err:#}");
        assert!(msg.contains(&p.display().to_string()), "{msg}");
        assert!(msg.contains(want), "{name}: {msg}");
    }
    let missing = scratch.file("missing.sqt");
    let msg = format!("{:#}", squarecert::small::check_file(&missing).unwrap_err());
    assert!(msg.contains("missing.sqt"), "{msg}");
}

#[test]
fn the_command_line_exits_non_zero_on_a_bad_table() {
    let scratch = Scratch::new(PREFIX);
    let t = build_table(3, 0, Goal::Draw).unwrap();
    let mut m = t.clone();
    m.entries.remove(0);
    let p = scratch.file("cli-bad.sqt");
    std::fs::write(&p, encode(&m)).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_squarecert")).arg("check-table").arg(&p).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cli-bad.sqt") && err.contains("history"), "{err}");
    let good = scratch.file("cli-good.sqt");
    std::fs::write(&good, encode(&t)).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_squarecert")).arg("check-table").arg(&good).output().unwrap();
    assert!(out.status.success());
}
