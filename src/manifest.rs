//! `certs/manifest.json` (DESIGN §6): every certificate file in `certs/` (not the manifest
//! itself) with its sha256, size in bytes, the command that produced it and the tool version.
//! Deterministic: entries sorted by file name, no timestamps, so regeneration is
//! byte-identical.

use crate::certio;
use anyhow::{bail, Context, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The manifest's file name inside `certs/`.
pub const MANIFEST_FILE: &str = "manifest.json";

/// The command that produces a certificate file of `certs/`, by its name: the rule file comes
/// from `squarecert search`, the fast rule from `squarecert search --max-ply 15 …`
/// ([`FAST_RULE_COMMAND`]), the 5×5 rule from `squarecert certify-rule5` (its `make certs`
/// options), the small-board tables and their dumps from `squarecert certify --all`; the
/// opening scan's summary and win tables (`openings-…`) from `make openings`; the
/// fastest-win certificates from `squarecert fastest` (`make fastest`); the quadrant strategy
/// (`quadrant-…`, docs/FASTEST.md §5) from `make quadrant`; anything else from `make certs`.
pub fn producer_of(name: &str) -> &'static str {
    if name == "plus-rule.txt" {
        "squarecert search"
    } else if name == "fast-rule.txt" {
        FAST_RULE_COMMAND
    } else if name == crate::small::rule5::RULE5_FILE {
        "squarecert certify-rule5 --vcf 5 --deadline 21 --default potential"
    } else if name.starts_with("small-n") {
        "squarecert certify --all"
    } else if name.starts_with("openings-") {
        "make openings"
    } else if name.starts_with("fastest-n") {
        "squarecert fastest --n 5..=18"
    } else if name.starts_with("quadrant-") {
        "make quadrant"
    } else {
        "make certs"
    }
}

/// The command that writes `certs/fast-rule.txt` (docs/FASTEST.md; `make fast-rule`).
pub const FAST_RULE_COMMAND: &str = "squarecert search --max-ply 15 --cover-from 7 --opening (3,3) --second (4,3) --region 7 --out certs/fast-rule.txt";

/// One certificate file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// File name inside `certs/`.
    pub path: String,
    /// Lower-case hex sha256 of the file.
    pub sha256: String,
    /// Size in bytes.
    pub size: u64,
    /// The command that produced the file.
    pub command: String,
}

/// The manifest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// Always `squarecert`.
    pub tool: String,
    /// The `squarecert` version that wrote the manifest.
    pub version: String,
    /// The files, sorted by `path`.
    pub files: Vec<Entry>,
}

/// Reports in the certificate folder that are not certificates: the audit and the fastest-win
/// table (`squarecert fastest`) carry wall times, so they differ from run to run and are not
/// digested.
pub const NOT_CERTIFICATES: [&str; 3] = ["audit.json", "audit.svg", "fastest.json"];

/// Whether `name` can be a certificate of the folder: a plain file name ([`is_plain_name`]),
/// not `*.tmp`, not the manifest, not the audit reports ([`NOT_CERTIFICATES`]).
pub fn is_certificate_name(name: &str) -> bool {
    is_plain_name(name) && !name.ends_with(".tmp") && name != MANIFEST_FILE && !NOT_CERTIFICATES.contains(&name)
}

/// The entries of `dir` that stand as certificates: regular files and symbolic links (to
/// anything) whose names pass [`is_certificate_name`]; sorted by name. Links are listed, never
/// skipped, so that [`build`] refuses them and [`verify`] reports an unlisted one
/// ([`is_link`] tells them apart).
pub fn list_certs(dir: &Path) -> Result<Vec<String>> {
    let rd = std::fs::read_dir(dir)
        .with_context(|| format!("cannot list {} (run `make certs` to create the certificates)", dir.display()))?;
    let mut names = Vec::new();
    for e in rd {
        let e = e.with_context(|| format!("cannot list {}", dir.display()))?;
        let name = e.file_name().to_string_lossy().into_owned();
        let t = e.file_type()?;
        if !(t.is_file() || t.is_symlink()) || !is_certificate_name(&name) {
            continue;
        }
        names.push(name);
    }
    names.sort();
    Ok(names)
}

/// Whether `path` is a symbolic link (not followed).
pub fn is_link(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// Reads `dir/manifest.json`. Errors name the file and the fix.
pub fn read_manifest(dir: &Path) -> Result<Manifest> {
    let p = dir.join(MANIFEST_FILE);
    let bytes = std::fs::read(&p).with_context(|| format!("cannot read {} (run `squarecert manifest` to write it)", p.display()))?;
    serde_json::from_slice(&bytes).with_context(|| format!("{} is not a valid manifest (rewrite it with `squarecert manifest`)", p.display()))
}

/// Whether `name` is what a manifest entry may be: the name of a file directly inside the
/// certificate folder (no folder part, not `.` or `..`, not hidden), so checking a manifest
/// never reads outside that folder.
pub fn is_plain_name(name: &str) -> bool {
    !name.is_empty() && !name.starts_with('.') && !name.contains(['/', '\\', '\0'])
}

/// Builds the manifest of `dir`. The command of each file comes from `overrides`
/// (file name → command), else from the existing manifest's entry, else [`producer_of`].
/// Errors: a symbolic link in `dir` (a certificate is the file itself: the digest of a link's
/// target would vouch for a file outside the folder), no certificate files in `dir`, or an
/// override naming a file that is not one.
pub fn build(dir: &Path, overrides: &BTreeMap<String, String>) -> Result<Manifest> {
    let old: BTreeMap<String, String> = match read_manifest(dir) {
        Ok(m) => m.files.into_iter().map(|e| (e.path, e.command)).collect(),
        Err(_) => BTreeMap::new(),
    };
    let names = list_certs(dir)?;
    let links: Vec<String> = names.iter().map(|n| dir.join(n)).filter(|p| is_link(p)).map(|p| p.display().to_string()).collect();
    if !links.is_empty() {
        bail!(
            "{} {} a symbolic link in the certificate folder, not a certificate: replace it with the file it points to, or remove it",
            links.join(", "),
            if links.len() == 1 { "is" } else { "are each" }
        );
    }
    if names.is_empty() {
        bail!("{} holds no certificate files: run `make certs` first (an empty manifest proves nothing)", dir.display());
    }
    if let Some(k) = overrides.keys().find(|k| !names.contains(k)) {
        bail!("--producer {k}=…: {k} is not a certificate file in {} (give a file name listed there)", dir.display());
    }
    let mut files = Vec::new();
    for name in names {
        let bytes = certio::read(&dir.join(&name))?;
        let command = overrides.get(&name).or_else(|| old.get(&name)).cloned().unwrap_or_else(|| producer_of(&name).to_string());
        files.push(Entry { sha256: certio::sha256_hex(&bytes), size: bytes.len() as u64, command, path: name });
    }
    Ok(Manifest { tool: "squarecert".into(), version: env!("CARGO_PKG_VERSION").into(), files })
}

/// The manifest as written: pretty JSON with a final newline.
pub fn to_bytes(m: &Manifest) -> Vec<u8> {
    let mut s = serde_json::to_string_pretty(m).expect("a manifest always serialises");
    s.push('\n');
    s.into_bytes()
}

/// `squarecert manifest`: writes `dir/manifest.json` atomically (the path checked before any
/// file is digested); returns it.
pub fn write(dir: &Path, overrides: &BTreeMap<String, String>) -> Result<Manifest> {
    let out = certio::Output::check(&dir.join(MANIFEST_FILE))?;
    let m = build(dir, overrides)?;
    out.write(&to_bytes(&m))?;
    Ok(m)
}

/// Parses `NAME=COMMAND` producer overrides.
pub fn parse_overrides(items: &[String]) -> Result<BTreeMap<String, String>> {
    let mut m = BTreeMap::new();
    for it in items {
        let (k, v) = it
            .split_once('=')
            .with_context(|| format!("cannot read producer {it:?}: write it as FILE=COMMAND, e.g. plus-rule.txt='squarecert search'"))?;
        m.insert(k.trim().to_string(), v.trim().to_string());
    }
    Ok(m)
}

/// Recomputes every digest and size against the manifest. The manifest must list at least one
/// file, each once, by a plain file name ([`is_plain_name`]: nothing outside `dir` is ever
/// read), with a digest of 64 hex digits (upper or lower case). Every problem is reported,
/// each naming its file: a bad entry, a digest or size mismatch, a listed file that is missing
/// or not a regular file, a file or symbolic link of `certs/` that the manifest does not list
/// (a link named like a certificate is never skipped). Returns the number of files checked.
pub fn verify(dir: &Path) -> Result<usize> {
    let m = read_manifest(dir)?;
    let shown = dir.join(MANIFEST_FILE);
    if m.files.is_empty() {
        bail!("{} lists no files: an empty manifest proves nothing (run `make certs`)", shown.display());
    }
    let mut problems = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for e in &m.files {
        if !is_plain_name(&e.path) {
            problems.push(format!("{:?}: not a file name inside {} (entries name files of the certificate folder)", e.path, dir.display()));
            continue;
        }
        if !is_certificate_name(&e.path) {
            problems.push(format!("{}: not a certificate (temporary files, the manifest and the audit are not listed)", e.path));
            continue;
        }
        if !seen.insert(e.path.as_str()) {
            problems.push(format!("{}: listed more than once", e.path));
            continue;
        }
        let want = match certio::parse_sha256(&e.sha256) {
            Ok(w) => w,
            Err(err) => {
                problems.push(format!("{}: {err}", e.path));
                continue;
            }
        };
        let p = dir.join(&e.path);
        if std::fs::symlink_metadata(&p).is_ok_and(|md| !md.file_type().is_file()) {
            problems.push(format!("{}: not a regular file (a link or folder is not a certificate)", p.display()));
            continue;
        }
        match std::fs::read(&p) {
            Err(_) => problems.push(format!("{}: missing (listed in the manifest)", p.display())),
            Ok(bytes) => {
                let sha = certio::sha256_hex(&bytes);
                if sha != want {
                    problems.push(format!("{}: sha256 mismatch: manifest {}, file {sha}", p.display(), e.sha256));
                } else if bytes.len() as u64 != e.size {
                    problems.push(format!("{}: size mismatch: manifest {}, file {}", p.display(), e.size, bytes.len()));
                }
            }
        }
    }
    for name in list_certs(dir)? {
        let p = dir.join(&name);
        if m.files.iter().any(|e| e.path == name) {
            continue;
        }
        if is_link(&p) {
            problems.push(format!("{}: not listed in the manifest, and a symbolic link (replace it with the file it points to, or remove it)", p.display()));
        } else {
            problems.push(format!("{}: not listed in the manifest (run `squarecert manifest`)", p.display()));
        }
    }
    if !problems.is_empty() {
        bail!("certificate digests do not match {}:\n  {}", dir.join(MANIFEST_FILE).display(), problems.join("\n  "));
    }
    Ok(m.files.len())
}
