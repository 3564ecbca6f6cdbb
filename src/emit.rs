//! `squarecert emit`: validates the certificates in `certs/` and writes the generated Lean
//! modules (DESIGN §6) from the askama templates in `templates/`:
//!
//! | generated file | template | carries |
//! |---|---|---|
//! | `lean/SquareGame/Data/PlusRule.lean` | `data_plus_rule.lean` | `certs/plus-rule.txt` as a string literal |
//! | `lean/SquareGame/Data/Tables.lean` | `data_tables.lean` | every `.sqt` table as a hex string literal |
//! | `lean/SquareGame/Theorems/Plus.lean` | `theorems_plus.lean` | `WinsWith plusMove n []`, n in the plus range |
//! | `lean/SquareGame/Theorems/Small.lean` | `theorems_small.lean` | the 5×5 win, the n ≤ 4 draws |
//! | `lean/SquareGame/Theorems/Outcome.lean` | `theorems_outcome.lean` | `P1CanWin n ∅ ∅ ↔ 5 ≤ n`, … |
//!
//! Every generated file starts with a header naming the command that made it and the sha256
//! of each certificate it carries or relies on. Rendering is pure ([`render_all`]), so
//! `check` can compare the files on disk with a fresh rendering without writing anything.

use crate::certio;
use crate::mirror::{self, LCell, Rule, Table};
use crate::model::Cell;
use anyhow::{bail, Context, Result};
use askama::Template;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

/// The plus-rule certificate's file name inside `certs/`.
pub const RULE_FILE: &str = "plus-rule.txt";
/// The 5×5 win table's file name inside `certs/`.
pub const WIN5_FILE: &str = "small-n5-p1-win.sqt";
/// Default plus-rule range of the generated Lean theorems.
pub const DEFAULT_PLUS_RANGE: RangeInclusive<usize> = 6..=17;

/// The draw table of board size `n` (1..=4) for owner `p` (1 or 2), e.g. `small-n3-p2-draw.sqt`.
pub fn draw_file(n: usize, p: usize) -> String {
    format!("{}.sqt", crate::small::cert_stem(n, p - 1, crate::small::table::Goal::Draw))
}

/// Every certificate file `emit` reads, in a fixed order.
pub fn cert_files() -> Vec<String> {
    let mut v = vec![RULE_FILE.to_string()];
    for n in 1..=4 {
        v.push(draw_file(n, 1));
        v.push(draw_file(n, 2));
    }
    v.push(WIN5_FILE.to_string());
    v
}

/// What to emit and where.
#[derive(Clone, Debug)]
pub struct EmitConfig {
    /// Folder holding the certificates (default `certs`).
    pub certs: PathBuf,
    /// The Lean project folder (default `lean`).
    pub lean: PathBuf,
    /// Board sizes of the generated `WinsWith plusMove n []` theorems (6..=17 by default;
    /// every n must be ≥ 6 and ≤ 32).
    pub plus_range: RangeInclusive<usize>,
}

impl Default for EmitConfig {
    fn default() -> Self {
        EmitConfig { certs: "certs".into(), lean: "lean".into(), plus_range: DEFAULT_PLUS_RANGE }
    }
}

impl EmitConfig {
    /// The command written into every generated header. It names no folder, so the generated
    /// files do not depend on where the certificates were read from or how that path was
    /// spelled (`certs`, `./certs`, an absolute path); the headers name certificates by file.
    pub fn header_command(&self) -> String {
        format!("squarecert emit --plus-range {}..={}", self.plus_range.start(), self.plus_range.end())
    }
    /// The command line that reproduces this configuration, folders included (for messages).
    pub fn command(&self) -> String {
        let mut s = self.header_command();
        for (flag, dir, default) in [("--certs", &self.certs, "certs"), ("--lean", &self.lean, "lean")] {
            let dir = certio::tidy_path(dir);
            if dir != default {
                s += &format!(" {flag} {dir}");
            }
        }
        s
    }
    fn check(&self) -> Result<()> {
        let (a, b) = (*self.plus_range.start(), *self.plus_range.end());
        if a > b || a < 6 || b > crate::model::MAX_N {
            bail!("plus range {a}..={b} is not usable: the plus rule is for boards 6..=32, write e.g. --plus-range 6..=17");
        }
        Ok(())
    }
}

/// One certificate file, read and digested.
#[derive(Clone, Debug)]
pub struct CertFile {
    /// File name inside `certs/`.
    pub name: String,
    /// Contents.
    pub bytes: Vec<u8>,
    /// Lower-case hex sha256 of the contents.
    pub sha256: String,
}

/// Reads one certificate, with an error naming it and the fix.
pub fn read_cert(dir: &Path, name: &str) -> Result<CertFile> {
    let path = dir.join(name);
    let bytes = std::fs::read(&path)
        .with_context(|| format!("cannot read certificate {} (run `make certs` to create it)", path.display()))?;
    let sha256 = certio::sha256_hex(&bytes);
    Ok(CertFile { name: name.to_string(), bytes, sha256 })
}

/// Reads and strictly validates the rule file: printable ASCII with `\n` line ends (Lean reads
/// it as a string literal), then the one reader of the format, [`crate::rule::Rule::parse`]
/// (DESIGN §3.1; docs/FORMATS.md), a non-empty catalog, and the check that the lenient parser
/// Lean uses ([`mirror::parse_rule`]) reads the same rule. Errors name the file and the line.
pub fn validate_rule(name: &str, text: &[u8]) -> Result<Rule> {
    let text = std::str::from_utf8(text).with_context(|| format!("{name}: not UTF-8 text; the rule file must be ASCII"))?;
    if let Some((i, ch)) = text.char_indices().find(|&(_, ch)| !(ch == '\n' || ch == '\t' || (' '..='~').contains(&ch))) {
        let line = text[..i].matches('\n').count() + 1;
        bail!("{name}:{line}: character {ch:?} is not allowed: use printable ASCII with \\n line ends (no \\r, no tabs in cells)");
    }
    let parsed = crate::rule::Rule::parse(text).map_err(|e| match e.line {
        0 => anyhow::anyhow!("{name}: {}", e.message),
        l => anyhow::anyhow!("{name}:{l}: {}: {:?}", e.message, e.text),
    })?;
    if parsed.lines.is_empty() {
        bail!("{name}: no `line` entries: the catalog is empty");
    }
    let rule = Rule {
        opening: to_l(parsed.opening),
        second: to_l(parsed.second),
        exceptions: parsed.exceptions.iter().map(|(&a, &b)| (to_l(a), to_l(b))).collect(),
        lines: parsed.lines.iter().map(|l| l.iter().copied().map(to_l).collect()).collect(),
    };
    // Lean looks exceptions up by first match; replies are unique, so their order is moot.
    let mut lean = mirror::parse_rule(text);
    lean.exceptions.sort_by_key(|&(a, _)| (a.y, a.x));
    if lean != rule {
        bail!("{name}: the Lean parser would read this file differently from the strict reader; simplify the layout (one entry per line, cells as (x,y))");
    }
    Ok(lean)
}

fn to_l(c: Cell) -> LCell {
    mirror::c(c.x as usize, c.y as usize)
}

/// Strictly validates a table file (format v1): the header must name the expected
/// `n`/owner/goal; then the one reader of the format, [`crate::small::table::decode`]
/// (length, strictly increasing entries, positions and moves valid, keys canonical,
/// docs/FORMATS.md), must accept it; and the decoder Lean uses ([`mirror::table_decode`])
/// must read the same entries. Errors name the file.
pub fn validate_table(name: &str, bytes: &[u8], n: usize, owner: u64, goal: u64) -> Result<Table> {
    if bytes.len() < 12 || &bytes[0..4] != b"SQTB" {
        bail!("{name}: not a strategy table (missing the SQTB magic); regenerate it with `make certs`");
    }
    let (hn, ho, hg) = (bytes[5] as u64, bytes[6] as u64, bytes[7] as u64);
    if (hn, ho, hg) != (n as u64, owner, goal) {
        bail!("{name}: header says n={hn} owner={ho} goal={hg}, but the file name means n={n} owner={owner} goal={goal}");
    }
    let strict = crate::small::table::decode(bytes).map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    let t = mirror::table_decode(&mirror::hex_of_bytes(bytes))
        .with_context(|| format!("{name}: the entry count does not match the file length (truncated or padded file)"))?;
    if t.entries != strict.entries {
        bail!("{name}: the Lean decoder reads other entries than the strict reader");
    }
    Ok(t)
}

/// Everything `emit` needs, read from `certs/` and validated.
#[derive(Clone, Debug)]
pub struct Inputs {
    /// The rule file.
    pub rule: CertFile,
    /// The parsed rule.
    pub parsed_rule: Rule,
    /// Tables in [`cert_files`] order, with their decoded form.
    pub tables: Vec<(CertFile, Table)>,
}

/// Reads and validates every certificate of [`cert_files`] from `dir`.
pub fn read_inputs(dir: &Path) -> Result<Inputs> {
    let rule = read_cert(dir, RULE_FILE)?;
    let parsed_rule = validate_rule(&format!("{}/{}", dir.display(), RULE_FILE), &rule.bytes)?;
    let mut tables = Vec::new();
    for name in cert_files().into_iter().skip(1) {
        let f = read_cert(dir, &name)?;
        let (n, owner, goal) = table_params(&name);
        let t = validate_table(&format!("{}/{}", dir.display(), name), &f.bytes, n, owner, goal)?;
        tables.push((f, t));
    }
    Ok(Inputs { rule, parsed_rule, tables })
}

/// `(n, owner, goal)` of a table file name from [`cert_files`].
pub fn table_params(name: &str) -> (usize, u64, u64) {
    if name == WIN5_FILE {
        return (5, 1, 1);
    }
    let n = name.as_bytes()[7] as usize - b'0' as usize;
    let p = name.as_bytes()[10] as u64 - b'0' as u64;
    (n, p, 0)
}

/// Escapes text for a Lean string literal: `\` and `"` are escaped, tabs become `\t`
/// (validation admits no other control characters).
pub fn lean_string_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out
}

#[derive(Template)]
#[template(path = "data_plus_rule.lean")]
struct DataPlusRule {
    header: String,
    sha: String,
    lines: Vec<String>,
}

struct TableView {
    file: String,
    entries: usize,
    sha: String,
    hex: String,
    hex_name: String,
    table_name: String,
    strategy_name: String,
    doc: String,
}

#[derive(Template)]
#[template(path = "data_tables.lean")]
struct DataTables {
    header: String,
    tables: Vec<TableView>,
}

#[derive(Template)]
#[template(path = "theorems_plus.lean")]
struct TheoremsPlus {
    header: String,
    range_text: String,
    ns: Vec<usize>,
}

#[derive(Template)]
#[template(path = "theorems_small.lean")]
struct TheoremsSmall {
    header: String,
    draw_ns: Vec<usize>,
}

struct OutcomeView {
    n: usize,
    proof: String,
}

#[derive(Template)]
#[template(path = "theorems_outcome.lean")]
struct TheoremsOutcome {
    header: String,
    outcomes: Vec<OutcomeView>,
    max: usize,
}

fn header(cmd: &str, certs: &[&CertFile]) -> String {
    let mut h = format!("-- Generated by `{cmd}`; do not edit (regenerate with that command).\n");
    for c in certs {
        h += &format!("-- certificate certs/{}: sha256 {}\n", c.name, c.sha256);
    }
    h.pop();
    h
}

fn camel(name: &str) -> String {
    // small-n3-p1-draw.sqt -> smallN3P1Draw
    let stem = name.trim_end_matches(".sqt");
    let mut out = String::new();
    for (i, part) in stem.split('-').enumerate() {
        let mut cs = part.chars();
        if let Some(f) = cs.next() {
            if i == 0 {
                out.push(f);
            } else {
                out.extend(f.to_uppercase());
            }
            out.extend(cs);
        }
    }
    out
}

/// Renders every generated Lean file: `(path relative to the Lean folder, contents)`, in a
/// fixed order. Pure: reads nothing, writes nothing.
pub fn render_all(cfg: &EmitConfig, inp: &Inputs) -> Result<Vec<(PathBuf, String)>> {
    cfg.check()?;
    let cmd = cfg.header_command();
    let text = std::str::from_utf8(&inp.rule.bytes).context("rule file is not UTF-8")?;
    let lines: Vec<String> = text.split_inclusive('\n').map(lean_string_escape).collect();
    let mut out = Vec::new();
    let rule_hdr = header(&cmd, &[&inp.rule]);
    out.push((
        PathBuf::from("SquareGame/Data/PlusRule.lean"),
        DataPlusRule { header: rule_hdr.clone(), sha: inp.rule.sha256.clone(), lines }.render()?,
    ));
    let table_refs: Vec<&CertFile> = inp.tables.iter().map(|(f, _)| f).collect();
    let tables_hdr = header(&cmd, &table_refs);
    let views = inp
        .tables
        .iter()
        .map(|(f, t)| {
            let (n, owner, goal) = table_params(&f.name);
            let base = camel(&f.name);
            let (strategy_name, doc) = if goal == 1 {
                ("table5".to_string(), format!("The {n}×{n} winning strategy of P1 (`certs/{}`).", f.name))
            } else {
                (format!("drawP{owner}N{n}"), format!("P{owner}'s drawing strategy on {n}×{n} (`certs/{}`).", f.name))
            };
            TableView {
                file: f.name.clone(),
                entries: t.entries.len(),
                sha: f.sha256.clone(),
                hex: mirror::hex_of_bytes(&f.bytes),
                hex_name: format!("{base}Hex"),
                table_name: base,
                strategy_name,
                doc,
            }
        })
        .collect();
    out.push((PathBuf::from("SquareGame/Data/Tables.lean"), DataTables { header: tables_hdr.clone(), tables: views }.render()?));
    let ns: Vec<usize> = cfg.plus_range.clone().collect();
    out.push((
        PathBuf::from("SquareGame/Theorems/Plus.lean"),
        TheoremsPlus {
            header: rule_hdr,
            range_text: format!("n = {}..={}", cfg.plus_range.start(), cfg.plus_range.end()),
            ns: ns.clone(),
        }
        .render()?,
    ));
    out.push((PathBuf::from("SquareGame/Theorems/Small.lean"), TheoremsSmall { header: tables_hdr, draw_ns: (1..=4).collect() }.render()?));
    let mut all: Vec<&CertFile> = vec![&inp.rule];
    all.extend(table_refs);
    let mut outcomes = Vec::new();
    for n in 1..=4 {
        outcomes.push(OutcomeView {
            n,
            proof: format!(
                "outcome_of_draw (by decide) (p1CanDraw_of_drawsWithP1 draw_p1_{n})\n    (p2CanDraw_of_drawsWithP2 draw_p2_{n})"
            ),
        });
    }
    outcomes.push(OutcomeView { n: 5, proof: "outcome_of_win (by decide) (p1CanWin_of_winsWith table5_wins)".into() });
    for &n in &ns {
        outcomes.push(OutcomeView { n, proof: format!("outcome_of_win (by decide) (p1CanWin_of_winsWith plus_wins_with_{n})") });
    }
    // `outcome` covers 1..=max without gaps: up to the plus range's end when it starts at 6,
    // else only up to 5.
    let max = if *cfg.plus_range.start() == 6 { *cfg.plus_range.end() } else { 5 };
    out.push((
        PathBuf::from("SquareGame/Theorems/Outcome.lean"),
        TheoremsOutcome { header: header(&cmd, &all), outcomes, max }.render()?,
    ));
    for (_, s) in out.iter_mut() {
        if !s.ends_with('\n') {
            s.push('\n');
        }
    }
    Ok(out)
}

/// `squarecert emit`: reads and validates the certificates, renders, and writes every
/// generated file atomically. Returns the paths written.
pub fn emit(cfg: &EmitConfig) -> Result<Vec<PathBuf>> {
    let inp = read_inputs(&cfg.certs)?;
    let files = render_all(cfg, &inp)?;
    for (rel, _) in &files {
        certio::Output::check(&cfg.lean.join(rel))?; // every output writable before any is written
    }
    let mut written = Vec::new();
    for (rel, text) in files {
        let p = cfg.lean.join(rel);
        certio::write_atomic(&p, text.as_bytes())?;
        written.push(p);
    }
    Ok(written)
}
