//! The command line on bad input: one-line errors, non-zero exits; and the rule file is
//! written deterministically.

use std::process::Command;

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_squarecert")).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

mod scratch;
use scratch::Scratch;

/// The start of this file's temp folder names.
const PREFIX: &str = "squarecert-cli-";

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
    let scratch = Scratch::new(PREFIX);
    let p = scratch.file("bad-rule.txt");
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
    let scratch = Scratch::new(PREFIX);
    let (a, b) = (scratch.file("rule-a.txt"), scratch.file("rule-b.txt"));
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
    let scratch = Scratch::new(PREFIX);
    let (s0, s1) = (scratch.file("s0.json"), scratch.file("s1.json"));
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

fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_squarecert"));
    c.current_dir(env!("CARGO_MANIFEST_DIR"));
    c
}

fn repo(rel: &str) -> String {
    format!("{}/{rel}", env!("CARGO_MANIFEST_DIR"))
}

// Output files (issue 12, kind 1).

#[test]
fn a_folder_as_output_is_refused_before_any_work() {
    let scratch = Scratch::new(PREFIX);
    let dir = scratch.file("out-folder");
    std::fs::create_dir_all(&dir).unwrap();
    let d = dir.to_str().unwrap();
    for args in [
        vec!["verify", "--n", "6", "--json", d],
        vec!["merge", "--json", d, "no-such-report.json"],
        vec!["audit", "--n", "6", "--quiet", "--json", d],
        vec!["search", "--quiet", "--out", d],
    ] {
        let (ok, out, err) = run(&args);
        assert!(!ok, "{args:?}");
        assert!(err.contains("is a folder") && err.contains(d), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?} worked before refusing: {out}");
    }
}

#[test]
fn json_dash_is_standard_output_and_creates_no_file() {
    let scratch = Scratch::new(PREFIX);
    let dir = scratch.file("dash");
    std::fs::create_dir_all(&dir).unwrap();
    let out = bin().current_dir(&dir).args(["verify", "--n", "6", "--quiet", "--rule", &repo("certs/plus-rule.txt"), "--json", "-"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(!dir.join("-").exists(), "a file named - was created");
    let r = squarecert::report::ReportFile::parse("stdout", &out.stdout).unwrap();
    assert_eq!(r.boards.len(), 1);
    assert_eq!((r.boards[0].n, r.boards[0].stats.p1_nodes), (6, 120143));
    // The human-readable report moved to standard error.
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("n=6: WIN"));
}

#[test]
fn a_named_pipe_is_written_as_a_stream_and_stays_a_pipe() {
    let scratch = Scratch::new(PREFIX);
    use std::os::unix::fs::FileTypeExt;
    let fifo = scratch.file("report.fifo");
    let _ = std::fs::remove_file(&fifo);
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(&fifo).unwrap())
    };
    let (ok, _, err) = run(&["verify", "--n", "6", "--quiet", "--json", fifo.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(), "the named pipe was replaced");
    let got = reader.join().unwrap();
    assert_eq!(squarecert::report::ReportFile::parse("fifo", &got).unwrap().boards[0].n, 6);
    std::fs::remove_file(&fifo).unwrap();
}

#[test]
fn outputs_that_cannot_be_written_are_refused_up_front() {
    let scratch = Scratch::new(PREFIX);
    let file = scratch.file("plain-file");
    std::fs::write(&file, b"x").unwrap();
    let f = file.to_str().unwrap();
    let (ok, out, err) = run(&["certify", "--n", "3", "--out", f]);
    assert!(!ok && out.is_empty() && err.contains("not a folder"), "{err}");
    let (ok, out, err) = run(&["certify", "--n", "3", "--out", "-"]);
    assert!(!ok && out.is_empty() && err.contains("takes a folder"), "{err}");
    let (ok, out, err) = run(&["emit", "--lean", f]);
    assert!(!ok && out.is_empty() && err.contains("not a folder"), "{err}");
    let same = scratch.file("same.json");
    let s = same.to_str().unwrap();
    let (ok, out, err) = run(&["audit", "--n", "6", "--quiet", "--json", s, "--svg", s]);
    assert!(!ok && out.is_empty() && err.contains("same output"), "{err}");
    let (ok, _, err) = run(&["audit", "--n", "6", "--quiet", "--json", "-", "--svg", "-"]);
    assert!(!ok && err.contains("same output"), "{err}");
    let (ok, out, err) = run(&["verify", "--n", "6", "--json", ""]);
    assert!(!ok && out.is_empty() && err.contains("value is required for '--json"), "{err}");
    let slash = format!("{}/new-folder/", scratch.file("x").parent().unwrap().display());
    let (ok, out, err) = run(&["verify", "--n", "6", "--json", &slash]);
    assert!(!ok && out.is_empty() && err.contains("ending in /"), "{err}");
    // An output never overwrites the rule it reads, however it is spelled.
    let rule = scratch.file("own-rule.txt");
    std::fs::copy(repo("certs/plus-rule.txt"), &rule).unwrap();
    let r = rule.to_str().unwrap();
    let dotted = format!("{}/./own-rule.txt", rule.parent().unwrap().display());
    for args in [vec!["verify", "--n", "6", "--rule", r, "--json", &dotted], vec!["audit", "--n", "6", "--quiet", "--rule", r, "--svg", r]] {
        let (ok, out, err) = run(&args);
        assert!(!ok && out.is_empty() && err.contains("names the rule file"), "{args:?}: {err}");
    }
    assert_eq!(std::fs::read(&rule).unwrap(), std::fs::read(repo("certs/plus-rule.txt")).unwrap());
    // Below a regular file nothing can be created.
    let below = format!("{f}/x.json");
    let (ok, out, err) = run(&["verify", "--n", "6", "--json", &below]);
    assert!(!ok && out.is_empty() && err.contains(&below), "{err}");
}

#[test]
fn an_output_that_is_standard_output_is_treated_like_dash() {
    let scratch = Scratch::new(PREFIX);
    use std::os::unix::fs::MetadataExt;
    let out = scratch.file("redirected.txt");
    let rule = repo("certs/plus-rule.txt");
    // /dev/stdout and its spellings, and a file that standard output is redirected to: the
    // report alone on standard output, the text on standard error.
    for name in ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", out.to_str().unwrap()] {
        std::fs::write(&out, b"").unwrap();
        let inode = std::fs::metadata(&out).unwrap().ino();
        let o = bin().args(["verify", "--n", "6", "--quiet", "--rule", &rule, "--json", name]).stdout(std::fs::File::create(&out).unwrap()).output().unwrap();
        assert!(o.status.success(), "{name}: {}", String::from_utf8_lossy(&o.stderr));
        let report = squarecert::report::ReportFile::parse(name, &std::fs::read(&out).unwrap()).unwrap();
        assert_eq!((report.boards[0].n, report.boards[0].stats.p1_nodes), (6, 120143), "{name}");
        assert!(String::from_utf8_lossy(&o.stderr).starts_with("n=6: WIN"), "{name}");
        assert_eq!(std::fs::metadata(&out).unwrap().ino(), inode, "{name}: the redirected file was replaced");
    }
    assert!(std::fs::symlink_metadata("/dev/stdout").unwrap().file_type().is_symlink(), "/dev/stdout was replaced");
    // On a pipe too.
    let o = bin().args(["verify", "--n", "6", "--quiet", "--rule", &rule, "--json", "/dev/stdout"]).output().unwrap();
    assert!(squarecert::report::ReportFile::parse("pipe", &o.stdout).is_ok(), "{}", String::from_utf8_lossy(&o.stdout));
    assert!(String::from_utf8_lossy(&o.stderr).starts_with("n=6: WIN"));
}

#[test]
fn a_read_only_output_is_refused_and_a_private_one_stays_private() {
    let scratch = Scratch::new(PREFIX);
    use std::os::unix::fs::PermissionsExt;
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o7777;
    let mine = scratch.file("mine.json");
    std::fs::write(&mine, b"keep\n").unwrap();
    std::fs::set_permissions(&mine, std::fs::Permissions::from_mode(0o444)).unwrap();
    let m = mine.to_str().unwrap();
    for args in [vec!["verify", "--n", "6", "--quiet", "--json", m], vec!["audit", "--n", "6", "--quiet", "--json", m], vec!["search", "--quiet", "--out", m]] {
        let (ok, out, err) = run(&args);
        assert!(!ok && out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(m) && err.contains("read-only") && err.contains("chmod u+w"), "{args:?}: {err}");
        assert_eq!((std::fs::read(&mine).unwrap(), mode(&mine)), (b"keep\n".to_vec(), 0o444));
    }
    let private = scratch.file("private.json");
    std::fs::write(&private, b"old").unwrap();
    std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o600)).unwrap();
    let (ok, _, err) = run(&["verify", "--n", "6", "--quiet", "--json", private.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(mode(&private), 0o600, "a private file turned readable");
    assert_eq!(squarecert::report::ReportFile::read(&private).unwrap().boards[0].n, 6);
}

#[test]
fn merge_never_writes_over_a_report_it_reads() {
    let scratch = Scratch::new(PREFIX);
    let report = scratch.file("whole.json");
    let (ok, _, err) = run(&["verify", "--n", "6", "--quiet", "--json", report.to_str().unwrap()]);
    assert!(ok, "{err}");
    let before = std::fs::read(&report).unwrap();
    let dotted = format!("{}/./whole.json", report.parent().unwrap().display());
    let (ok, out, err) = run(&["merge", report.to_str().unwrap(), "--json", &dotted]);
    assert!(!ok && out.is_empty() && err.contains("names the report") && err.contains("whole.json"), "{out}{err}");
    assert_eq!(std::fs::read(&report).unwrap(), before);
}

#[test]
fn two_outputs_may_both_be_the_null_device() {
    let scratch = Scratch::new(PREFIX);
    let (ok, out, err) = run(&["audit", "--n", "6..=7", "--json", "/dev/null", "--svg", "/dev/null"]);
    assert!(ok, "{err}");
    assert!(out.contains("total verify time"), "{out}");
    // The same regular file under two spellings is still refused.
    let a = scratch.file("twice.json");
    let dotted = format!("{}/./twice.json", a.parent().unwrap().display());
    let (ok, out, err) = run(&["audit", "--n", "6", "--quiet", "--json", a.to_str().unwrap(), "--svg", &dotted]);
    assert!(!ok && out.is_empty() && err.contains("same output"), "{err}");
}

// Broken pipes (issue 12, kind 2).

/// Runs `args` with standard output a pipe whose reader is already gone.
fn run_with_closed_stdout(args: &[&str], stdin: &[u8]) -> (Option<i32>, String) {
    use std::io::Write;
    use std::process::Stdio;
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader); // gone before the command starts: its first write meets a broken pipe
    let mut child = bin().args(args).stdin(Stdio::piped()).stdout(writer).stderr(Stdio::piped()).spawn().unwrap();
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(stdin);
    drop(input);
    let out = child.wait_with_output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn every_printing_command_stops_quietly_when_the_reader_goes_away() {
    let scratch = Scratch::new(PREFIX);
    let table = repo("certs/small-n2-p1-draw.sqt");
    let report = scratch.file("pipe-report.json");
    let certs = scratch.file("pipe-certs");
    let (ok, _, err) = run(&["verify", "--n", "6", "--quiet", "--json", report.to_str().unwrap()]);
    assert!(ok, "{err}");
    let cases: Vec<(Vec<&str>, &[u8])> = vec![
        (vec!["verify", "--n", "6..=7", "--quiet"], b""),
        (vec!["verify", "--n", "6", "--quiet", "--json", "-"], b""),
        (vec!["merge", report.to_str().unwrap()], b""),
        (vec!["solve", "--n", "3"], b""),
        (vec!["check-table", &table], b""),
        (vec!["certify", "--n", "1", "--out", certs.to_str().unwrap()], b""),
        (vec!["engine"], b"boardsize 7\nshowboard\n"),
    ];
    for (args, stdin) in cases {
        let (code, err) = run_with_closed_stdout(&args, stdin);
        assert_eq!(code, Some(141), "{args:?}: {err}");
        assert!(!err.contains("panicked") && !err.contains("error"), "{args:?} complained on standard error: {err}");
    }
}

// Reproducibility (issue 12, kind 5).

#[test]
fn check_passes_however_the_certificate_folder_is_spelled() {
    let scratch = Scratch::new(PREFIX);
    let (lean, coq) = (scratch.file("spelled-lean"), scratch.file("spelled-coq"));
    let (l, c) = (lean.to_str().unwrap(), coq.to_str().unwrap());
    let (ok, _, err) = run(&["emit", "--certs", "certs", "--lean", l, "--coq", c, "--plus-range", "6..=6"]);
    assert!(ok, "{err}");
    for certs in ["./certs", "certs/", &repo("certs"), &repo("./certs")] {
        let (ok, out, err) = run(&[
            "check",
            "--certs",
            certs,
            "--lean",
            &format!("{l}/."),
            "--coq",
            &format!("{c}/"),
            "--plus-range",
            "6..=6",
            "--mirror-range",
            "6..=6",
            "--no-coq",
            "--no-lean",
            "--no-fastest",
        ]);
        assert!(ok, "--certs {certs}: {err}");
        assert!(out.contains("generated files: 13 Lean and 14 Coq files match the certificates"), "{out}");
    }
}

// Command-line texts (issue 12, kind 10).

#[test]
fn bare_squarecert_prints_the_help_not_an_error() {
    let (ok, out, err) = run(&[]);
    assert!(!ok);
    let text = format!("{out}{err}");
    assert!(text.contains("Usage: squarecert <COMMAND>") && text.contains("verify"), "{text}");
    assert!(!text.contains("error:"), "{text}");
}

#[test]
fn missing_arguments_are_named() {
    let (ok, _, err) = run(&["solve"]);
    assert!(!ok && err.contains("--n <N>") && err.trim().lines().count() == 1, "{err}");
    let (ok, _, err) = run(&["merge"]);
    assert!(!ok && err.contains("<FILES>") && err.trim().lines().count() == 1, "{err}");
    let (ok, _, err) = run(&["delay-every-board", "--near", "5"]);
    assert!(!ok && err.contains("--two-tempo") && err.trim().lines().count() == 1, "{err}");
}

#[test]
fn negative_numbers_are_invalid_values_not_unknown_arguments() {
    for (args, want) in [
        (vec!["verify", "--n", "-1"], "cannot read the board range \"-1\""),
        (vec!["verify", "--shard", "-1/2"], "cannot read the shard \"-1/2\""),
        (vec!["play", "--port", "-1"], "invalid value '-1' for '--port"),
        (vec!["play", "--n", "-1"], "invalid value '-1' for '--n"),
        (vec!["solve", "--n", "-1"], "invalid value '-1' for '--n"),
        (vec!["certify", "--n", "-1"], "invalid value '-1' for '--n"),
        (vec!["search", "--region", "-1"], "invalid value '-1' for '--region"),
        (vec!["check", "--plus-range", "-3"], "cannot read the board range \"-3\""),
        (vec!["delay-every-board", "--two-tempo", "--near", "-1"], "invalid value '-1' for '--near"),
        (vec!["delay-every-board", "--two-tempo", "--near", "13"], "invalid value '13' for '--near"),
    ] {
        let (ok, _, err) = run(&args);
        assert!(!ok, "{args:?}");
        assert!(err.contains(want) && !err.contains("unexpected argument"), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}

#[test]
fn check_refuses_a_mirror_range_below_6_up_front_like_emit() {
    for (cmd, flag) in [("check", "--mirror-range"), ("check", "--plus-range"), ("emit", "--plus-range")] {
        let (ok, out, err) = run(&[cmd, flag, "5..=6"]);
        assert!(!ok, "{cmd} {flag}");
        assert!(out.is_empty(), "{cmd} {flag} started checking: {out}");
        assert!(err.contains(flag) && err.contains("n >= 6"), "{err}");
    }
}

#[test]
fn fastest_ranges_outside_5_to_16_are_refused_up_front() {
    for (cmd, flag) in [("emit", "--fastest-range"), ("check", "--fastest-range"), ("check", "--coq-fastest-range")] {
        for bad in ["4..=6", "5..=17"] {
            let (ok, out, err) = run(&[cmd, flag, bad]);
            assert!(!ok, "{cmd} {flag} {bad}");
            assert!(out.is_empty(), "{cmd} {flag} {bad} started: {out}");
            assert!(err.contains(flag) && err.contains("5..=16"), "{err}");
        }
    }
}

// Docs against behaviour (issue 12, kind 11).

#[test]
fn check_table_refuses_a_file_whose_name_and_header_disagree() {
    let scratch = Scratch::new(PREFIX);
    let wrong = scratch.file("small-n3-p1-draw.sqt");
    std::fs::copy(repo("certs/small-n3-p2-draw.sqt"), &wrong).unwrap();
    let (ok, _, err) = run(&["check-table", wrong.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("small-n3-p2-draw") && err.contains("named small-n3-p1-draw"), "{err}");
    // The right name passes, and so does a name that claims nothing.
    for name in ["small-n3-p2-draw.sqt", "my-table.sqt"] {
        let right = scratch.file(name);
        std::fs::copy(repo("certs/small-n3-p2-draw.sqt"), &right).unwrap();
        let (ok, _, err) = run(&["check-table", right.to_str().unwrap()]);
        assert!(ok, "{name}: {err}");
    }
}

#[test]
fn search_labels_both_position_counts() {
    let scratch = Scratch::new(PREFIX);
    let out = scratch.file("labels-rule.txt");
    let (ok, stdout, stderr) = run(&["search", "--cover-up-to", "7", "--out", out.to_str().unwrap()]);
    assert!(ok, "{stderr}");
    let rule = squarecert::rule::Rule::load(&out).unwrap();
    let all: usize = (6..=7).map(|n| squarecert::search::ply5_positions(&rule, n).len()).sum();
    assert!(stdout.contains(&format!("{all} positions covered on boards 6..=7")), "{stdout}");
    let first = squarecert::search::ply5_positions(&rule, 6).len();
    assert!(stderr.contains(&format!("greedy cover of {first} positions (6x6 and the uncovered ones of larger boards)")), "{stderr}");
}

#[test]
fn emit_fastest_lower_writes_the_lean_twins_only_with_lean_and_checks_both_folders_first() {
    let scratch = Scratch::new(PREFIX);
    let (coq, lean) = (scratch.file("lower-coq"), scratch.file("lower-lean"));
    let _ = (std::fs::remove_dir_all(&coq), std::fs::remove_dir_all(&lean));
    // Without --lean: the two Coq files, no Lean folder.
    let (ok, out, err) = run(&["emit-fastest-lower", "--n", "6", "--coq", coq.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("wrote ")).count(), 2, "{out}");
    assert!(!lean.exists());
    // With --lean: also the two Lean files, the same theorem over the same certificate.
    let (ok, out, err) = run(&["emit-fastest-lower", "--n", "6", "--coq", coq.to_str().unwrap(), "--lean", lean.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("wrote ")).count(), 4, "{out}");
    let thm = std::fs::read_to_string(lean.join("SquareGame/Theorems/FastestLowerN6.lean")).unwrap();
    assert!(thm.contains("theorem fastest_lower_6 : ∀ j, j < 15 → ¬ P1CanWinBy 6 j [] []"), "{thm}");
    let data = std::fs::read_to_string(lean.join("SquareGame/Data/FastestLowerN6.lean")).unwrap();
    assert!(data.contains(&squarecert::certio::sha256_hex(&std::fs::read(repo("certs/fastest-n6-lower.sqf")).unwrap())), "the data file names the certificate's digest");
    // A --lean that is a file: a one-line error naming it, and nothing written, not even Coq.
    let (coq2, file) = (scratch.file("lower-coq2"), scratch.file("lower-lean-file"));
    let _ = std::fs::remove_dir_all(&coq2);
    std::fs::write(&file, "x").unwrap();
    let (ok, _, err) = run(&["emit-fastest-lower", "--n", "6", "--coq", coq2.to_str().unwrap(), "--lean", file.to_str().unwrap()]);
    assert!(!ok);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("--lean") && err.contains("lower-lean-file") && err.contains("not a folder"), "{err}");
    assert!(!coq2.exists(), "nothing is written when a folder is refused");
}

#[test]
fn check_walks_only_the_fastest_certificates_up_to_the_walk_limit() {
    let scratch = Scratch::new(PREFIX);
    // --fastest-walk-max 5: the 5x5 certificates are walked, every larger board's files are
    // named as skipped (their digests are still checked against the manifest).
    let (lean, coq) = (scratch.file("walkmax-lean"), scratch.file("walkmax-coq"));
    let (l, c) = (lean.to_str().unwrap(), coq.to_str().unwrap());
    let (ok, _, err) = run(&["emit", "--lean", l, "--coq", c, "--plus-range", "6..=6"]);
    assert!(ok, "{err}");
    let (ok, out, err) = run(&[
        "check", "--lean", l, "--coq", c, "--plus-range", "6..=6", "--mirror-range", "6..=6", "--no-coq", "--no-lean", "--fastest-walk-max", "5",
    ]);
    assert!(ok, "{err}");
    let walked: Vec<&str> = out.lines().filter(|l| l.starts_with("fastest-win certificate") && l.contains(": ok,")).collect();
    assert_eq!(walked.len(), 2, "{out}");
    assert!(walked.iter().all(|l| l.contains("fastest-n5-")), "{out}");
    let table = std::fs::read_to_string(repo("certs/fastest.json")).unwrap();
    let boards = serde_json::from_str::<serde_json::Value>(&table).unwrap().as_array().unwrap().len();
    assert_eq!(out.matches("walk skipped (board ").count(), 2 * (boards - 1), "{out}");
    assert!(out.contains("fastest-n6-lower.sqf: walk skipped (board 6 > --fastest-walk-max 5"), "{out}");
}
