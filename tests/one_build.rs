//! `make test` compiles nothing that `make certs` (`cargo build --release`) compiled already:
//! the test build shares the release build's profile and dependency features (issue 12).

use std::collections::BTreeMap;
use std::process::Command;

/// Every artifact cargo reports for `args` (all fresh when nothing needs compiling):
/// package and target name → file names (their hashes fix profile and features).
fn artifacts(args: &[&str]) -> BTreeMap<String, Vec<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo).args(args).args(["--release", "--message-format=json", "--quiet"]).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    assert!(out.status.success(), "cargo {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let mut m = BTreeMap::new();
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        if v["reason"] != "compiler-artifact" {
            continue;
        }
        let p = &v["profile"];
        let key = format!("{} {} {} opt-level {} test {}", v["package_id"], v["target"]["name"], v["target"]["kind"], p["opt_level"], p["test"]);
        let files = v["filenames"].as_array().unwrap().iter().map(|f| f.as_str().unwrap().to_string()).collect();
        m.insert(key, files);
    }
    m
}

#[test]
#[cfg_attr(debug_assertions, ignore = "run with --release, as make test does")]
fn the_test_build_reuses_every_artifact_of_the_release_build() {
    let build = artifacts(&["build"]);
    let test = artifacts(&["test", "--no-run"]);
    assert!(build.len() > 20, "{} artifacts", build.len());
    // A unit's files under deps/ carry its hash (profile, features, dependencies); the
    // build's own copies outside deps/ (target/release/squarecert) are not compared.
    let hashed = |files: &Vec<String>| files.iter().filter(|f| f.contains("/deps/")).cloned().collect::<Vec<_>>();
    let rebuilt: Vec<&String> = build
        .iter()
        .filter(|(k, files)| test.get(*k).is_none_or(|t| !hashed(files).iter().all(|f| t.contains(f))))
        .map(|(k, _)| k)
        .collect();
    assert!(rebuilt.is_empty(), "cargo test --release builds these again, differently: {rebuilt:#?}");
}
