//! The report file of `verify --json` and `merge --json` (docs/FORMATS.md "Verify reports"):
//! the rule it was made with (sha256) and the command, with one [`Verification`] per board.
//! Reading a report validates every field; merging refuses reports of different rules or
//! squarecert versions, so shards of two rules never add up to one verdict.

use crate::enumerate::{self, Verification};
use anyhow::{bail, Context, Result};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// Always `squarecert`: what the `tool` field of a report says.
pub const TOOL: &str = "squarecert";

/// One report file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportFile {
    /// Always [`TOOL`].
    pub tool: String,
    /// The squarecert version that verified.
    pub version: String,
    /// The command that made the report, e.g. `squarecert verify --rule certs/plus-rule.txt
    /// --n 6..=8 --shard 0/2`.
    pub command: String,
    /// Lower-case hex sha256 of the rule file verified.
    pub rule_sha256: String,
    /// The reports, one per board (or per shard of a board).
    pub boards: Vec<Verification>,
}

impl ReportFile {
    /// A report of this squarecert version.
    pub fn new(command: String, rule_sha256: String, boards: Vec<Verification>) -> ReportFile {
        ReportFile { tool: TOOL.into(), version: env!("CARGO_PKG_VERSION").into(), command, rule_sha256, boards }
    }

    /// The report as written: pretty JSON with a final newline.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut s = serde_json::to_string_pretty(self).expect("a report always serialises");
        s.push('\n');
        s.into_bytes()
    }

    /// Parses and validates a report: `tool` is squarecert, the digest is 64 hex digits (either
    /// case; kept in lower case), at least one board, and every board passes
    /// [`Verification::validate`]. Errors start with `name`.
    pub fn parse(name: &str, bytes: &[u8]) -> Result<ReportFile> {
        let mut r: ReportFile = serde_json::from_slice(bytes).map_err(|e| {
            if serde_json::from_slice::<Vec<serde_json::Value>>(bytes).is_ok() {
                anyhow::anyhow!("{name} is a verify report of an older squarecert, without the rule's sha256: run `verify --json` again")
            } else {
                anyhow::anyhow!("{name} is not a verify report (write it with `verify --json`): {e}")
            }
        })?;
        if r.tool != TOOL {
            bail!("{name}: tool is {:?}, not {TOOL:?}", r.tool);
        }
        r.rule_sha256 = crate::certio::parse_sha256(&r.rule_sha256).with_context(|| format!("{name}: rule_sha256"))?;
        if r.boards.is_empty() {
            bail!("{name}: the report has no boards");
        }
        for b in &r.boards {
            b.validate().with_context(|| format!("{name}: not a valid report"))?;
        }
        Ok(r)
    }

    /// Reads and validates a report file ([`ReportFile::parse`]).
    pub fn read(path: &Path) -> Result<ReportFile> {
        ReportFile::parse(&path.display().to_string(), &crate::certio::read(path)?)
    }
}

/// Merges report files shard by shard into one report per board, sorted by n
/// ([`enumerate::merge`]). `names` name the files in errors. Errors: no files, files of
/// different rules or squarecert versions, or any merge error (missing, repeated or
/// mismatched shards, overflowing counts).
pub fn merge(files: &[(String, ReportFile)]) -> Result<ReportFile> {
    let (name0, first) = files.first().context("no report files to merge")?;
    for (name, f) in files {
        if f.rule_sha256 != first.rule_sha256 {
            bail!(
                "{name} verified a different rule file than {name0} (rule sha256 {} against {}): merge only shards of one rule",
                f.rule_sha256,
                first.rule_sha256
            );
        }
        if f.version != first.version {
            bail!("{name} was made by squarecert {} and {name0} by {}: verify every shard with one version", f.version, first.version);
        }
    }
    let mut by_n: BTreeMap<usize, Vec<Verification>> = BTreeMap::new();
    for (_, f) in files {
        for b in &f.boards {
            by_n.entry(b.n).or_default().push(b.clone());
        }
    }
    let boards = by_n.values().map(|parts| enumerate::merge(parts)).collect::<Result<Vec<_>>>()?;
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    Ok(ReportFile {
        tool: TOOL.into(),
        version: first.version.clone(),
        command: format!("squarecert merge {}", names.join(" ")),
        rule_sha256: first.rule_sha256.clone(),
        boards,
    })
}
