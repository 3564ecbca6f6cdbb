//! Integrity of merged and manifested data (issue 12, kind 4): `merge` refuses shard reports of
//! different rules and edited reports; the manifest refuses to be empty, to reach outside the
//! certificate folder and to list a file twice, and reads digests in either case.

use squarecert::manifest;
use squarecert::report::ReportFile;
use std::path::{Path, PathBuf};
use std::process::Command;

fn run(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_squarecert")).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

/// A fresh folder for one test in the system's temp folder, named after `tag`; it is deleted
/// with everything in it when the returned guard is dropped, also when the test fails.
fn tmpdir(tag: &str) -> tempfile::TempDir {
    tempfile::Builder::new().prefix(&format!("squarecert-integrity-{tag}-")).tempdir().unwrap()
}

fn repo(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// Writes shard `i/2` of n = 6 verified with `rule` to `dir/s{i}.json`.
fn shard(dir: &Path, rule: &Path, i: usize) -> PathBuf {
    let p = dir.join(format!("s{i}.json"));
    let (_, _, err) = run(&["verify", "--n", "6", "--quiet", "--rule", rule.to_str().unwrap(), "--shard", &format!("{i}/2"), "--json", p.to_str().unwrap()]);
    assert!(p.exists(), "{err}");
    p
}

/// Rewrites the report at `p` with `edit` applied to its JSON.
fn edit(p: &Path, to: &Path, edit: impl FnOnce(&mut serde_json::Value)) {
    let mut v: serde_json::Value = serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap();
    edit(&mut v);
    std::fs::write(to, serde_json::to_vec_pretty(&v).unwrap()).unwrap();
}

#[test]
fn shard_reports_record_the_rule_and_the_command() {
    let tmp = tmpdir("record");
    let dir = tmp.path();
    let rule = repo("certs/plus-rule.txt");
    let r = ReportFile::read(&shard(dir, &rule, 1)).unwrap();
    assert_eq!(r.rule_sha256, squarecert::certio::sha256_hex(&std::fs::read(&rule).unwrap()));
    assert_eq!(r.command, format!("squarecert verify --rule {} --n 6 --shard 1/2", rule.display()));
    assert_eq!(r.boards[0].shard, (1, 2));
}

#[test]
fn merge_refuses_shards_of_different_rules() {
    let tmp = tmpdir("mixture");
    let dir = tmp.path();
    let good = repo("certs/plus-rule.txt");
    // A broken rule: the catalog without its first line.
    let text = std::fs::read_to_string(&good).unwrap();
    let first_line = text.lines().find(|l| l.starts_with("line ")).unwrap();
    let broken = dir.join("broken-rule.txt");
    std::fs::write(&broken, text.replacen(&format!("{first_line}\n"), "", 1)).unwrap();
    let s0 = shard(dir, &good, 0);
    let s1 = dir.join("broken-s1.json");
    std::fs::rename(shard(dir, &broken, 1), &s1).unwrap();
    let (ok, out, err) = run(&["merge", s0.to_str().unwrap(), s1.to_str().unwrap()]);
    assert!(!ok, "merged shards of two rules: {out}");
    assert!(err.contains("different rule file") && err.contains("broken-s1.json"), "{err}");
    assert!(!out.contains("WIN"), "{out}");
    // The two shards of one rule merge.
    let s1 = shard(dir, &good, 1);
    let (ok, out, err) = run(&["merge", s0.to_str().unwrap(), s1.to_str().unwrap()]);
    assert!(ok && out.starts_with("n=6: WIN"), "{err}");
}

#[test]
fn merge_refuses_edited_reports() {
    let tmp = tmpdir("edited");
    let dir = tmp.path();
    let rule = repo("certs/plus-rule.txt");
    let (s0, s1) = (shard(dir, &rule, 0), shard(dir, &rule, 1));
    let bad = dir.join("bad.json");
    // (name, how the manifest is spoilt, a word the error must contain)
    type Case = (&'static str, Box<dyn Fn(&mut serde_json::Value)>, &'static str);
    let cases: Vec<Case> = vec![
        ("fallbacks 5", Box::new(|v| v["boards"][0]["stats"]["fallbacks"] = 5.into()), "fallback"),
        ("n 0", Box::new(|v| v["boards"][0]["n"] = 0.into()), "n=0"),
        ("nodes near 2^64", Box::new(|v| v["boards"][0]["stats"]["p2_nodes"] = (u64::MAX - 10).into()), "p1_nodes"),
        ("shard 0/0", Box::new(|v| v["boards"][0]["shard"] = serde_json::json!([0, 0])), "not a shard"),
        ("negative time", Box::new(|v| v["boards"][0]["seconds"] = (-1.0).into()), "wall time"),
        ("unknown clause", Box::new(|v| v["boards"][0]["stats"]["clauses"]["magic"] = 1.into()), "unknown clause"),
        ("no rule digest", Box::new(|v| v["rule_sha256"] = "abc".into()), "rule_sha256"),
        ("an older report", Box::new(|v| *v = v["boards"].clone()), "older squarecert"),
        ("no boards", Box::new(|v| v["boards"] = serde_json::json!([])), "no boards"),
        ("an unknown field", Box::new(|v| v["boards"][0]["stats"]["bonus"] = 1.into()), "unknown field `bonus`"),
    ];
    for (what, f, want) in cases {
        edit(&s1, &bad, f);
        let (ok, out, err) = run(&["merge", s0.to_str().unwrap(), bad.to_str().unwrap()]);
        assert!(!ok, "{what}: merged to {out}");
        assert!(err.contains(want) && err.contains("bad.json"), "{what}: {err}");
    }
    // Counts that pass 2^64 - 1 only when added (each report consistent on its own).
    let huge = |v: &mut serde_json::Value| {
        for path in ["/ply_histogram/7", "/leaves", "/p1_nodes", "/clauses/win"] {
            let field = v.pointer_mut(&format!("/boards/0/stats{path}")).unwrap();
            *field = (field.as_u64().unwrap() + u64::MAX / 2 + 1).into();
        }
    };
    let (h0, h1) = (dir.join("h0.json"), dir.join("h1.json"));
    edit(&s0, &h0, huge);
    edit(&s1, &h1, huge);
    assert!(ReportFile::read(&h0).is_ok(), "each edited report is consistent on its own");
    let (ok, out, err) = run(&["merge", h0.to_str().unwrap(), h1.to_str().unwrap()]);
    assert!(!ok && err.contains("overflows"), "{out}{err}");
    // Upper-case hex digests are read like lower-case ones.
    edit(&s1, &bad, |v| v["rule_sha256"] = v["rule_sha256"].as_str().unwrap().to_ascii_uppercase().into());
    let (ok, out, err) = run(&["merge", s0.to_str().unwrap(), bad.to_str().unwrap()]);
    assert!(ok && out.starts_with("n=6: WIN"), "{err}");
}

#[test]
fn merge_refuses_leaves_at_plies_p1_cannot_complete_at() {
    let tmp = tmpdir("plies");
    let dir = tmp.path();
    let rule = repo("certs/plus-rule.txt");
    let (s0, s1) = (shard(dir, &rule, 0), shard(dir, &rule, 1));
    let hist: Vec<u64> = ReportFile::read(&s1).unwrap().boards[0].stats.ply_histogram.clone();
    let first = hist.iter().position(|&c| c > 0).unwrap();
    assert_eq!(first, 7, "the earliest leaf of n = 6 completes at ply 7");
    let bad = dir.join("bad.json");
    // One leaf moved from ply 7 to P2's ply 8, or to ply 1: the totals still add up.
    for to in [8, 1, 6] {
        edit(&s1, &bad, |v| {
            let h = v.pointer_mut("/boards/0/stats/ply_histogram").unwrap();
            h[first] = (h[first].as_u64().unwrap() - 1).into();
            h[to] = (h[to].as_u64().unwrap() + 1).into();
        });
        let (ok, out, err) = run(&["merge", s0.to_str().unwrap(), bad.to_str().unwrap()]);
        assert!(!ok, "ply {to}: merged to {out}");
        let slot = format!("ply_histogram[{to}]");
        assert!(err.contains("bad.json") && err.contains("n=6 shard 1/2") && err.contains(&slot) && err.contains("odd ply from 7"), "ply {to}: {err}");
    }
    // The honest shards merge.
    let (ok, out, err) = run(&["merge", s0.to_str().unwrap(), s1.to_str().unwrap()]);
    assert!(ok && out.starts_with("n=6: WIN"), "{err}");
}

/// A copy of the committed certificates with a fresh manifest, in the folder `certs` of a
/// fresh temp folder (the guard, which deletes both when dropped).
fn certs_copy(tag: &str) -> (tempfile::TempDir, PathBuf) {
    let tmp = tmpdir(tag);
    let dir = tmp.path().join("certs");
    std::fs::create_dir(&dir).unwrap();
    for e in std::fs::read_dir(repo("certs")).unwrap() {
        let e = e.unwrap();
        if e.file_type().unwrap().is_file() {
            std::fs::copy(e.path(), dir.join(e.file_name())).unwrap();
        }
    }
    manifest::write(&dir, &Default::default()).unwrap();
    (tmp, dir)
}

fn edit_manifest(dir: &Path, f: impl FnOnce(&mut manifest::Manifest)) {
    let mut m = manifest::read_manifest(dir).unwrap();
    f(&mut m);
    std::fs::write(dir.join(manifest::MANIFEST_FILE), manifest::to_bytes(&m)).unwrap();
}

/// `squarecert check` on the certificate folder `dir`: (whether the digest step passed, its
/// output). The digest step comes first; what follows is not looked at.
fn check_digests(dir: &Path) -> (bool, String) {
    let (_, out, err) = run(&["check", "--certs", dir.to_str().unwrap(), "--plus-range", "6..=6", "--mirror-range", "6..=6", "--no-lean", "--no-fastest"]);
    (out.starts_with("digests: "), format!("{out}{err}"))
}

#[test]
fn an_empty_manifest_is_an_error() {
    let tmp = tmpdir("empty");
    let empty = tmp.path();
    let (ok, out, err) = run(&["manifest", "--certs", empty.to_str().unwrap()]);
    assert!(!ok, "{out}");
    assert!(err.contains("no certificate files"), "{err}");
    assert!(!empty.join(manifest::MANIFEST_FILE).exists());
    std::fs::write(empty.join(manifest::MANIFEST_FILE), br#"{"tool": "squarecert", "version": "0.1.0", "files": []}"#).unwrap();
    let (passed, text) = check_digests(empty);
    assert!(!passed && text.contains("lists no files"), "{text}");
}

#[test]
fn manifest_entries_stay_inside_the_certificate_folder() {
    let (_tmp, dir) = certs_copy("escape");
    let secret = dir.parent().unwrap().join(format!("squarecert-secret-{}", std::process::id()));
    std::fs::write(&secret, b"not a certificate").unwrap();
    let secret_sha = squarecert::certio::sha256_hex(b"not a certificate");
    let escape = format!("../{}", secret.file_name().unwrap().to_str().unwrap());
    edit_manifest(&dir, |m| {
        m.files.push(manifest::Entry { path: escape.clone(), sha256: "0".repeat(64), size: 17, command: "x".into() });
        m.files.push(manifest::Entry { path: "/etc/passwd".into(), sha256: "0".repeat(64), size: 1, command: "x".into() })
    });
    let (passed, text) = check_digests(&dir);
    assert!(!passed, "{text}");
    assert!(text.contains(&format!("{escape:?}: not a file name inside")) && text.contains("\"/etc/passwd\": not a file name inside"), "{text}");
    assert!(!text.contains(&secret_sha), "the digest of a file outside the folder was computed: {text}");
    // A link inside the folder to a file outside is not a certificate either.
    let (_tmp, dir) = certs_copy("link");
    std::os::unix::fs::symlink(&secret, dir.join("link.txt")).unwrap();
    edit_manifest(&dir, |m| m.files.push(manifest::Entry { path: "link.txt".into(), sha256: secret_sha.clone(), size: 17, command: "x".into() }));
    let (passed, text) = check_digests(&dir);
    assert!(!passed && text.contains("link.txt: not a regular file"), "{text}");
    std::fs::remove_file(secret).unwrap();
}

#[test]
fn a_link_in_the_certificate_folder_is_refused_by_manifest_and_reported_by_check() {
    let (_tmp, dir) = certs_copy("evil-link");
    let manifest_before = std::fs::read(dir.join(manifest::MANIFEST_FILE)).unwrap();
    let evil = dir.join("evil.txt");
    std::os::unix::fs::symlink("/etc/passwd", &evil).unwrap();
    // check: an unlisted link is reported like an unlisted file.
    let (passed, text) = check_digests(&dir);
    assert!(!passed, "{text}");
    assert!(text.contains(&format!("{}: not listed in the manifest", evil.display())) && text.contains("symbolic link"), "{text}");
    // manifest: refused, naming the link and the fix; the old manifest stays.
    let (ok, out, err) = run(&["manifest", "--certs", dir.to_str().unwrap()]);
    assert!(!ok, "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(&evil.display().to_string()) && err.contains("symbolic link") && err.contains("replace it with the file"), "{err}");
    assert_eq!(std::fs::read(dir.join(manifest::MANIFEST_FILE)).unwrap(), manifest_before);
    // A link to a file inside the folder, or to nothing, is refused too.
    std::fs::remove_file(&evil).unwrap();
    std::os::unix::fs::symlink("plus-rule.txt", dir.join("copy.txt")).unwrap();
    std::os::unix::fs::symlink("nothing", dir.join("dangling.txt")).unwrap();
    let e = manifest::build(&dir, &Default::default()).unwrap_err().to_string();
    assert!(e.contains("copy.txt") && e.contains("dangling.txt"), "{e}");
    // Once the links are gone the folder is manifested and checked again.
    std::fs::remove_file(dir.join("copy.txt")).unwrap();
    std::fs::remove_file(dir.join("dangling.txt")).unwrap();
    let (ok, _, err) = run(&["manifest", "--certs", dir.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(check_digests(&dir).0);
}

#[test]
fn manifest_entries_are_unique() {
    let (_tmp, dir) = certs_copy("dup");
    let mut name = String::new();
    edit_manifest(&dir, |m| {
        let first = m.files[0].clone();
        name = first.path.clone();
        m.files.push(first);
    });
    let (passed, text) = check_digests(&dir);
    assert!(!passed && text.contains(&format!("{name}: listed more than once")), "{text}");
    // The manifest does not list itself, nor the audit.
    let (_tmp, dir) = certs_copy("self");
    edit_manifest(&dir, |m| m.files.push(manifest::Entry { path: manifest::MANIFEST_FILE.into(), sha256: "0".repeat(64), size: 1, command: "x".into() }));
    let (passed, text) = check_digests(&dir);
    assert!(!passed && text.contains("manifest.json: not a certificate"), "{text}");
}

#[test]
fn manifest_digests_are_read_in_either_case() {
    let (_tmp, dir) = certs_copy("case");
    let files = manifest::read_manifest(&dir).unwrap().files.len();
    let want = format!("digests: {files} certificate files match");
    let (passed, text) = check_digests(&dir);
    assert!(passed && text.contains(&want), "{text}");
    edit_manifest(&dir, |m| m.files.iter_mut().for_each(|e| e.sha256 = e.sha256.to_ascii_uppercase()));
    let (passed, text) = check_digests(&dir);
    assert!(passed && text.contains(&want), "{text}");
    edit_manifest(&dir, |m| m.files[0].sha256 = "xyz".into());
    let (passed, text) = check_digests(&dir);
    assert!(!passed && text.contains("is not a sha256 digest"), "{text}");
}

#[test]
fn a_producer_override_must_name_a_certificate() {
    let (_tmp, dir) = certs_copy("producer");
    let (ok, _, err) = run(&["manifest", "--certs", dir.to_str().unwrap(), "--producer", "plus-rule.tx=squarecert search"]);
    assert!(!ok && err.contains("plus-rule.tx is not a certificate file"), "{err}");
}
