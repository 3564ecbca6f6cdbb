//! `squarecert play` and `squarecert engine` from the command line: everything is checked
//! before the server prints its address, `--certs` is where the rule file is read from, and
//! `play --help` documents the JSON API.

use std::io::Write;
use std::process::{Command, Stdio};

fn squarecert(args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_squarecert"));
    c.args(args).current_dir(env!("CARGO_MANIFEST_DIR"));
    c
}

#[test]
fn play_refuses_a_missing_certs_folder_before_printing_an_address() {
    let out = squarecert(&["play", "--n", "4", "--port", "0", "--certs", "/nonexist"]).output().unwrap();
    assert!(!out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "", "no address is printed");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "squarecert: error: certificate folder /nonexist does not exist: run `make certs`, or pass --certs DIR\n"
    );
}

#[test]
fn play_refuses_a_corrupt_table_before_printing_an_address() {
    let d = std::env::temp_dir().join(format!("squarecert-play-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    let certs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("certs");
    for e in std::fs::read_dir(&certs).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), d.join(e.file_name())).unwrap();
    }
    std::fs::write(d.join("small-n5-p1-win.sqt"), b"SQTB garbage").unwrap();
    let out = squarecert(&["play", "--n", "5", "--port", "0", "--certs", d.to_str().unwrap()]).output().unwrap();
    std::fs::remove_dir_all(&d).unwrap();
    assert!(!out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("small-n5-p1-win.sqt is not a valid small-board table") && err.ends_with("run make certs to rebuild it\n"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn engine_reads_the_rule_from_the_certs_folder() {
    // A folder with the tables but no rule file: the engine names the file it looked for.
    let d = std::env::temp_dir().join(format!("squarecert-engine-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    let out = squarecert(&["engine", "--certs", d.to_str().unwrap()]).stdin(Stdio::null()).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains(&format!("rule file {} not found", d.join("plus-rule.txt").display())), "{err}");
    std::fs::remove_dir_all(&d).unwrap();
    // The shipped folder: GTP vertices on stdout.
    let mut child = squarecert(&["engine"]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(b"boardsize 2\ngenmove b\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let answers: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(answers[0], "=");
    assert!(["= A1", "= A2", "= B1", "= B2"].contains(&answers[1]), "{text}");
}

#[test]
fn play_help_documents_the_json_api() {
    let out = squarecert(&["play", "--help"]).output().unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    for text in ["JSON API", "POST /api/new", "POST /api/move", "GET  /api/info", "Allow header", "--certs", "plus-rule.txt"] {
        assert!(help.contains(text), "play --help lacks {text:?}:\n{help}");
    }
}
