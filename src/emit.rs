//! `squarecert emit`: validates the certificates in `certs/` and writes the generated Lean
//! modules (DESIGN §6) and their Coq twins from the askama templates in `templates/`:
//!
//! | generated file (Lean; Coq twin `coq/…/X.v`) | templates | carries |
//! |---|---|---|
//! | `lean/SquareGame/Data/PlusRule.lean` | `data_plus_rule.{lean,v}` | `certs/plus-rule.txt` as a string literal |
//! | `lean/SquareGame/Data/Tables.lean` | `data_tables.{lean,v}` | every `.sqt` table as a hex string literal |
//! | `lean/SquareGame/Theorems/Plus/N<n>.lean` | `theorems_plus_n.{lean,v}` | `WinsWith plusMove n []`, one file per n in the plus range |
//! | `lean/SquareGame/Theorems/Plus.lean` | `theorems_plus.{lean,v}` | imports every `Plus/N<n>` |
//! | `lean/SquareGame/Theorems/Small.lean` | `theorems_small.{lean,v}` | the 5×5 win, the n ≤ 4 draws |
//! | `lean/SquareGame/Data/Rule5.lean` | `data_rule5.{lean,v}` | `certs/rule5.txt` as a string literal |
//! | `lean/SquareGame/Theorems/Rule5.lean` | `theorems_rule5.{lean,v}` | `WinsWith rule5Move 5 []` |
//! | `lean/SquareGame/Data/Opening.lean` | `data_opening.{lean,v}` | `certs/openings-n6-2-2-3-2-win.sqo` as a hex string literal |
//! | `lean/SquareGame/Theorems/Opening.lean` | `theorems_opening.{lean,v}` | the pair (2,2)/(3,2) beats every first reply but the forced one on 6×6 |
//! | `lean/SquareGame/Data/Fastest.lean` | `data_fastest.{lean,v}` | the table (SQFT) of each `certs/fastest-n<N>-upper.sqf` of the fastest range as a hex string literal |
//! | `lean/SquareGame/Theorems/FastestUpper.lean` | `theorems_fastest_upper.{lean,v}` | `P1CanWinBy n k [] []` for each board of the fastest range |
//! | `lean/SquareGame/Theorems/Outcome.lean` | `theorems_outcome.{lean,v}` | `P1CanWin n ∅ ∅ ↔ 5 ≤ n`, … |
//! | `lean/SquareGame/Theorems/Assumptions.lean` | `theorems_assumptions.{lean,v}` | `#print axioms` / `Print Assumptions` of every headline theorem |
//!
//! Every generated file starts with a header naming the command that made it and the sha256
//! of each certificate it carries or relies on. Rendering is pure ([`render_all`]), so
//! `check` can compare the files on disk with a fresh rendering without writing anything.

use crate::certio;
use crate::fastest::prover::{self, ProverTable};
use crate::opencert;
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
/// The 5×5 rule's file name inside `certs/` (docs/FORMATS.md, "The 5×5 rule file").
pub const RULE5_FILE: &str = crate::small::rule5::RULE5_FILE;
/// The 6×6 opening win table of (2,2)/(3,2) (issue 13), inside `certs/`.
pub const OPEN6_FILE: &str = "openings-n6-2-2-3-2-win.sqo";
/// Default boards of the fastest-win upper-bound theorems (`fastest_upper_<n>`): those whose
/// kernel check fits `make check` (docs/TRUST.md, "Fastest wins: the upper bounds").
pub const DEFAULT_FASTEST_RANGE: RangeInclusive<usize> = 5..=8;
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
    v.push(RULE5_FILE.to_string());
    v.push(OPEN6_FILE.to_string());
    v
}

/// What to emit and where.
#[derive(Clone, Debug)]
pub struct EmitConfig {
    /// Folder holding the certificates (default `certs`).
    pub certs: PathBuf,
    /// The Lean project folder (default `lean`).
    pub lean: PathBuf,
    /// The Coq development's folder (default `coq`).
    pub coq: PathBuf,
    /// Board sizes of the generated `WinsWith plusMove n []` theorems (6..=17 by default;
    /// every n must be ≥ 6 and ≤ 32).
    pub plus_range: RangeInclusive<usize>,
    /// Board sizes of the generated `P1CanWinBy n k [] []` theorems (5..=8 by default; each
    /// board needs `fastest-n<N>-upper.sqf` and its `fastest.json` entry).
    pub fastest_range: RangeInclusive<usize>,
}

impl Default for EmitConfig {
    fn default() -> Self {
        EmitConfig { certs: "certs".into(), lean: "lean".into(), coq: "coq".into(), plus_range: DEFAULT_PLUS_RANGE, fastest_range: DEFAULT_FASTEST_RANGE }
    }
}

impl EmitConfig {
    /// The command written into every generated header. It names no folder, so the generated
    /// files do not depend on where the certificates were read from or how that path was
    /// spelled (`certs`, `./certs`, an absolute path); the headers name certificates by file.
    pub fn header_command(&self) -> String {
        format!("squarecert emit --plus-range {}..={}", self.plus_range.start(), self.plus_range.end())
    }
    /// [`Self::header_command`] for the files that depend on the fastest range (the fastest
    /// data and theorems, the assumptions): it names `--fastest-range` unless it is the default.
    pub fn fastest_header_command(&self) -> String {
        let mut s = self.header_command();
        if self.fastest_range != DEFAULT_FASTEST_RANGE {
            s += &format!(" --fastest-range {}..={}", self.fastest_range.start(), self.fastest_range.end());
        }
        s
    }
    /// The command line that reproduces this configuration, folders included (for messages).
    pub fn command(&self) -> String {
        let mut s = self.fastest_header_command();
        for (flag, dir, default) in [("--certs", &self.certs, "certs"), ("--lean", &self.lean, "lean"), ("--coq", &self.coq, "coq")] {
            let dir = certio::tidy_path(dir);
            if dir != default {
                s += &format!(" {flag} {dir}");
            }
        }
        s
    }
    /// Where a generated file goes: its prover's folder joined with its relative path.
    pub fn path_of(&self, g: &Generated) -> PathBuf {
        match g.prover {
            Prover::Lean => self.lean.join(&g.rel),
            Prover::Coq => self.coq.join(&g.rel),
        }
    }
    fn check(&self) -> Result<()> {
        let (a, b) = (*self.plus_range.start(), *self.plus_range.end());
        if a > b || a < 6 || b > crate::model::MAX_N {
            bail!("plus range {a}..={b} is not usable: the plus rule is for boards 6..=32, write e.g. --plus-range 6..=17");
        }
        let (a, b) = (*self.fastest_range.start(), *self.fastest_range.end());
        if a > b || a < crate::fastest::MIN_N || b > crate::fastest::prover::MAX_N {
            bail!("fastest range {a}..={b} is not usable: the fastest-win theorems are for boards 5..=16 (the provers read one byte per cell), write e.g. --fastest-range 5..=8");
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
    let text = ascii_text(name, text)?;
    let parsed = crate::rule::Rule::parse(text).map_err(|e| match e.line {
        0 => anyhow::anyhow!("{name}: {}", e.message),
        l => anyhow::anyhow!("{name}:{l}: {}: {:?}", e.message, e.text),
    })?;
    if parsed.lines.is_empty() {
        bail!("{name}: no `line` entries: the catalog is empty");
    }
    if parsed.complete_by != crate::rule::COMPLETION_PLY {
        bail!(
            "{name}: `complete-by {}`: the Coq and Lean plusMove have the live-test bound {} built in; emit only a rule without a complete-by entry",
            parsed.complete_by,
            crate::rule::COMPLETION_PLY
        );
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

/// The text of a rule file carried into Lean and Coq as a string literal: UTF-8, printable
/// ASCII with `\n` line ends (tabs allowed). Errors name the file and the line.
fn ascii_text<'a>(name: &str, text: &'a [u8]) -> Result<&'a str> {
    let text = std::str::from_utf8(text).with_context(|| format!("{name}: not UTF-8 text; the rule file must be ASCII"))?;
    if let Some((i, ch)) = text.char_indices().find(|&(_, ch)| !(ch == '\n' || ch == '\t' || (' '..='~').contains(&ch))) {
        let line = text[..i].matches('\n').count() + 1;
        bail!("{name}:{line}: character {ch:?} is not allowed: use printable ASCII with \\n line ends (no \\r, no tabs in cells)");
    }
    Ok(text)
}

/// Reads and strictly validates the 5×5 rule file: printable ASCII (`ascii_text`), then the
/// one reader of the format, [`crate::small::rule5::Rule5::parse`]. The Lean and Coq readers
/// are lenient; they read `vcf D` and `quiet BOARD (x,y)` lines only, so a file the strict
/// reader accepts reads the same there. Errors name the file and the line.
pub fn validate_rule5(name: &str, text: &[u8]) -> Result<crate::small::rule5::Rule5> {
    let text = ascii_text(name, text)?;
    crate::small::rule5::Rule5::parse(text).map_err(|e| match e.line {
        0 => anyhow::anyhow!("{name}: {}", e.message),
        l => anyhow::anyhow!("{name}:{l}: {}: {:?}", e.message, e.text),
    })
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
    /// The 5×5 rule file.
    pub rule5: CertFile,
    /// The 6×6 opening win table ([`OPEN6_FILE`]), with its decoded form.
    pub opening: (CertFile, opencert::WinTable),
    /// The upper fastest-win certificate of each board of `fastest.json`, with its prover
    /// table, by increasing n.
    pub fastest: Vec<(CertFile, ProverTable)>,
}

/// Reads and validates every certificate of [`cert_files`] from `dir`, and the upper
/// fastest-win certificate of each board of `fastest.json` inside `fastest_boards` (board
/// sides in cells; pass the fastest range the renders will use). Boards outside it are not
/// read: walking all of 5..=16 costs about a minute, and `squarecert check` checks their
/// digests against the manifest. Errors name the file and the fix.
pub fn read_inputs(dir: &Path, fastest_boards: &RangeInclusive<usize>) -> Result<Inputs> {
    let rule = read_cert(dir, RULE_FILE)?;
    let parsed_rule = validate_rule(&format!("{}/{}", dir.display(), RULE_FILE), &rule.bytes)?;
    let rule5 = read_cert(dir, RULE5_FILE)?;
    validate_rule5(&format!("{}/{}", dir.display(), RULE5_FILE), &rule5.bytes)?;
    let mut tables = Vec::new();
    for name in cert_files().into_iter().filter(|f| f.ends_with(".sqt")) {
        let f = read_cert(dir, &name)?;
        let (n, owner, goal) = table_params(&name);
        let t = validate_table(&format!("{}/{}", dir.display(), name), &f.bytes, n, owner, goal)?;
        tables.push((f, t));
    }
    let f = read_cert(dir, OPEN6_FILE)?;
    let t = validate_opening(&format!("{}/{}", dir.display(), OPEN6_FILE), &f.bytes)?;
    let mut settled = crate::fastest::read_table(dir)?;
    settled.sort_by_key(|s| s.n);
    let mut fastest = Vec::new();
    for s in settled.iter().filter(|s| fastest_boards.contains(&s.n)) {
        let name = crate::fastest::cert_name(s.n, crate::fastest::cert::Kind::Upper);
        let f = read_cert(dir, &name)?;
        let t = validate_fastest(&format!("{}/{}", dir.display(), name), &f.bytes, s.n, s.ply)?;
        fastest.push((f, t));
    }
    Ok(Inputs { rule, parsed_rule, tables, rule5, opening: (f, t), fastest })
}

/// Validates an upper fastest-win certificate of board `n`: the one reader of the format
/// ([`crate::fastest::cert::decode`]), an upper certificate of board `n` whose bound is the
/// ply of `certs/fastest.json` (`ply`), checked by the walk while its prover table is made
/// ([`prover::from_cert`]). Errors name the file and the fix.
pub fn validate_fastest(name: &str, bytes: &[u8], n: usize, ply: u32) -> Result<ProverTable> {
    let c = crate::fastest::cert::decode(bytes, name)?;
    if c.n != n || c.kind != crate::fastest::cert::Kind::Upper {
        bail!("{name}: a {} certificate for n = {}; the theorem of board {n} needs its upper certificate (rerun `squarecert fastest --n {n}`)", c.kind.name(), c.n);
    }
    if c.bound != ply {
        bail!("{name}: bound {} but fastest.json says ply {ply} for n = {n}; rerun `squarecert fastest --n {n}`", c.bound);
    }
    prover::from_cert(&c).map_err(|e| anyhow::anyhow!("{name}: {e:#}"))
}

/// Validates the opening win table with the one reader of the format,
/// [`opencert::decode`], and checks it is the 6×6 win table of opening (2,2), second move
/// (3,2), the pair the generated theorem names. Errors name the file and the field.
pub fn validate_opening(name: &str, bytes: &[u8]) -> Result<opencert::WinTable> {
    let t = match opencert::decode(bytes).map_err(|e| anyhow::anyhow!("{name}: {e}"))? {
        opencert::Decoded::Win(t) => t,
        opencert::Decoded::NoWin(_) => bail!("{name}: a no-win table (SQOD); the opening theorem needs the win table (SQOW) of `make openings`"),
    };
    if t.n != 6 || t.opening != Cell::new(2, 2) || t.second != Cell::new(3, 2) {
        bail!("{name}: a table for n = {}, pair {}/{}; the opening theorem needs n = 6, pair (2,2)/(3,2) (rebuild it with `make openings`)", t.n, t.opening, t.second);
    }
    Ok(t)
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

/// Escapes text for a Coq string literal: a double quote is written twice; nothing else is
/// special (a Coq string literal may span lines; validation admits only printable ASCII,
/// tabs and `\n`).
pub fn coq_string_escape(s: &str) -> String {
    s.replace('"', "\"\"")
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

#[derive(Template)]
#[template(path = "data_rule5.lean")]
struct DataRule5 {
    header: String,
    sha: String,
    lines: Vec<String>,
}

#[derive(Template)]
#[template(path = "data_rule5.v")]
struct CoqDataRule5 {
    header: String,
    sha: String,
    text: String,
}

#[derive(Template)]
#[template(path = "theorems_rule5.lean")]
struct TheoremsRule5 {
    header: String,
}

#[derive(Template)]
#[template(path = "theorems_rule5.v")]
struct CoqTheoremsRule5 {
    header: String,
}

#[derive(Template)]
#[template(path = "data_plus_rule.v")]
struct CoqDataPlusRule {
    header: String,
    sha: String,
    text: String,
}

#[derive(Clone)]
struct TableView {
    file: String,
    entries: usize,
    sha: String,
    hex: String,
    /// The hex cut into lines of at most 128 digits (Coq literals).
    hex_chunks: Vec<String>,
    hex_name: String,
    table_name: String,
    strategy_name: String,
    doc: String,
    doc_coq: String,
}

#[derive(Template)]
#[template(path = "data_tables.lean")]
struct DataTables {
    header: String,
    tables: Vec<TableView>,
}

#[derive(Template)]
#[template(path = "data_tables.v")]
struct CoqDataTables {
    header: String,
    tables: Vec<TableView>,
}

/// What the opening data and theorem templates show: the table (as the data templates of
/// the small tables show it) and the theorem names.
#[derive(Clone)]
struct OpeningView {
    /// Board side in cells.
    n: usize,
    t: TableView,
    check_name: String,
    theorem_name: String,
}

#[derive(Template)]
#[template(path = "data_opening.lean")]
struct DataOpening {
    header: String,
    o: OpeningView,
}

#[derive(Template)]
#[template(path = "data_opening.v")]
struct CoqDataOpening {
    header: String,
    o: OpeningView,
}

#[derive(Template)]
#[template(path = "theorems_opening.lean")]
struct TheoremsOpening {
    header: String,
    o: OpeningView,
}

#[derive(Template)]
#[template(path = "theorems_opening.v")]
struct CoqTheoremsOpening {
    header: String,
    o: OpeningView,
}

/// The name of the opening theorem (Lean and Coq).
pub const OPENING_THEOREM: &str = "opening_6_needs_no_exception";

#[derive(Template)]
#[template(path = "theorems_plus.lean")]
struct TheoremsPlus {
    header: String,
    range_text: String,
    ns: Vec<usize>,
}

#[derive(Template)]
#[template(path = "theorems_plus.v")]
struct CoqTheoremsPlus {
    header: String,
    range_text: String,
    ns: Vec<usize>,
}

#[derive(Template)]
#[template(path = "theorems_plus_n.lean")]
struct TheoremsPlusN {
    header: String,
    n: usize,
}

#[derive(Template)]
#[template(path = "theorems_plus_n.v")]
struct CoqTheoremsPlusN {
    header: String,
    n: usize,
}

#[derive(Template)]
#[template(path = "theorems_small.lean")]
struct TheoremsSmall {
    header: String,
    draw_ns: Vec<usize>,
}

#[derive(Template)]
#[template(path = "theorems_small.v")]
struct CoqTheoremsSmall {
    header: String,
    draw_ns: Vec<usize>,
}

#[derive(Clone)]
struct OutcomeView {
    n: usize,
    proof: String,
    proof_coq: String,
}

#[derive(Template)]
#[template(path = "theorems_outcome.lean")]
struct TheoremsOutcome {
    header: String,
    outcomes: Vec<OutcomeView>,
    max: usize,
    /// The boards 6..=17 are all in the plus range: the file also states the every-n theorem.
    every_n: bool,
}

#[derive(Template)]
#[template(path = "theorems_outcome.v")]
struct CoqTheoremsOutcome {
    header: String,
    outcomes: Vec<OutcomeView>,
    max: usize,
    in_range: Vec<usize>,
    /// The boards 6..=17 are all in the plus range: the file also states the every-n theorem.
    every_n: bool,
}

/// What the fastest-win templates show of one board.
#[derive(Clone)]
struct FastestView {
    /// Board side in cells.
    n: usize,
    /// The ply bound.
    k: u32,
    file: String,
    sha: String,
    entries: usize,
    /// The table's size in bytes.
    bytes: usize,
    hex: String,
    hex_chunks: Vec<String>,
    hex_name: String,
    table_name: String,
    strategy_name: String,
}

#[derive(Template)]
#[template(path = "data_fastest.lean")]
struct DataFastest {
    header: String,
    boards: Vec<FastestView>,
}

#[derive(Template)]
#[template(path = "data_fastest.v")]
struct CoqDataFastest {
    header: String,
    boards: Vec<FastestView>,
}

#[derive(Template)]
#[template(path = "theorems_fastest_upper.lean")]
struct TheoremsFastestUpper {
    header: String,
    boards_text: String,
    boards: Vec<FastestView>,
}

#[derive(Template)]
#[template(path = "theorems_fastest_upper.v")]
struct CoqTheoremsFastestUpper {
    header: String,
    boards_text: String,
    boards: Vec<FastestView>,
}

#[derive(Template)]
#[template(path = "theorems_assumptions.lean")]
struct TheoremsAssumptions {
    header: String,
    theorems: Vec<String>,
}

#[derive(Template)]
#[template(path = "theorems_assumptions.v")]
struct CoqTheoremsAssumptions {
    header: String,
    theorems: Vec<String>,
}

/// The header of a generated file: the command that made it and the sha256 of each
/// certificate it carries or relies on, as comment lines (`--` for Lean; one `(* … *)` block
/// for Coq).
pub(crate) fn header(prover: Prover, cmd: &str, certs: &[&CertFile]) -> String {
    let mut lines = vec![format!("Generated by `{cmd}`; do not edit (regenerate with that command).")];
    for c in certs {
        lines.push(format!("certificate certs/{}: sha256 {}", c.name, c.sha256));
    }
    match prover {
        Prover::Lean => lines.iter().map(|l| format!("-- {l}")).collect::<Vec<_>>().join("\n"),
        Prover::Coq => format!("(* {} *)", lines.join("\n   ")),
    }
}

/// The prover a generated file is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prover {
    /// Lean 4 (`lean/`).
    Lean,
    /// Coq (`coq/`).
    Coq,
}

/// One generated file: its prover, its path relative to that prover's folder, its text.
#[derive(Clone, Debug)]
pub struct Generated {
    /// Lean or Coq.
    pub prover: Prover,
    /// Path relative to the prover's folder, e.g. `SquareGame/Theorems/Plus.lean`.
    pub rel: PathBuf,
    /// The file's contents (ends with a newline).
    pub text: String,
}

/// `coq/_CoqProject` (for `coq_makefile`, editors and `coqc` by hand): the load path and
/// every file in dependency order.
fn coq_project(cmd: &str, ns: &[usize]) -> String {
    let mut s = format!("# Generated by `{cmd}`; do not edit (regenerate with that command).\n-R SquareGame SquareGame\n\n");
    let files = ["Basic", "Lemmas", "Table", "Delay", "DelayLemmas", "Opening", "OpeningLemmas", "Data/PlusRule", "PlusRule", "EveryN", "Locality", "Closed", "Classes", "Lockstep", "FarPairs", "Data/Tables", "Data/Rule5", "Rule5", "Data/Opening", "Fastest", "FastestLemmas", "Data/Fastest"]
        .iter()
        .map(|f| format!("SquareGame/{f}.v"))
        .chain(ns.iter().map(|n| format!("SquareGame/Theorems/Plus/N{n}.v")))
        .chain(["Plus", "Small", "Rule5", "Opening", "FastestUpper", "Outcome"].iter().map(|f| format!("SquareGame/Theorems/{f}.v")))
        // Lemma W (hand-written) needs the 4x4 draw table of Theorems/Small.
        .chain(["SquareGame/Window.v", "SquareGame/Frames.v", "SquareGame/Theorems/Assumptions.v", "SquareGame.v"].map(String::from));
    for f in files {
        s += &f;
        s.push('\n');
    }
    s
}

/// The headline theorems whose axioms the generated `Assumptions` files print, in order.
pub fn headline_theorems(plus_ns: &[usize], fastest_ns: &[usize]) -> Vec<String> {
    let mut v: Vec<String> = ["completes_iff", "p1CanWin_of_winsWith", "p1CanDraw_of_drawsWithP1", "p2CanDraw_of_drawsWithP2", "not_p2CanDraw_of_p1CanWin", "table5_wins", "rule5_wins"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for n in 1..=4 {
        v.push(format!("draw_p1_{n}"));
        v.push(format!("draw_p2_{n}"));
    }
    v.push(OPENING_THEOREM.into());
    v.extend(["winsByWith_sound", "p1CanWin_of_p1CanWinBy", "nextPly_le_of_p1CanWinBy", "p1CanWinBy_mono"].map(String::from));
    v.extend(fastest_ns.iter().map(|n| format!("fastest_upper_{n}")));
    v.extend(plus_ns.iter().map(|n| format!("plus_wins_with_{n}")));
    // The hand-written every-n foundation (SquareGame/EveryN): Lemma 2 and its two instances.
    v.extend(["threats_spec", "threats_ext", "winsWith_of_blocking", "plus_wins_with_6_by_blocking", "plus_wins_with_17_by_blocking"].iter().map(|s| s.to_string()));
    // The box half of the lockstep (SquareGame/Locality) and, with the boards 6..=17, the
    // every-n theorem of Theorems/Outcome.
    v.extend(["plusMoveWith_box", "boxGood_sound", "winsWith_of_boxCheck", "plus_wins_beyond_17_of_far"].iter().map(|s| s.to_string()));
    if every_n_boards(plus_ns) {
        v.push("plus_wins_every_n_of_far".into());
    }
    // Premise (iii) of the every-n argument (SquareGame/Closed): the closure audit implies
    // the blocking check, and the 17x17 instance through it.
    v.extend(["closedCheck_blockingCheck", "plus_wins_with_17_by_closed"].map(String::from));
    // Lemma 3b of the every-n argument (SquareGame/Classes): legality and the second move
    // are functions of the class.
    v.push("legal_of_kappa".into());
    // The far-pair case (SquareGame/Lockstep, SquareGame/FarPairs): the simulation of a far
    // pair by its 17x17 representative, the representative, and the far-pair case itself.
    v.extend(["far_lockstep", "far_pair_view", "plus_far_pairs_good", "plus_wins_beyond_17"].map(String::from));
    v.extend((1..=5).chain(plus_ns.iter().copied()).map(|n| format!("outcome_{n}")));
    v.push("outcome_upto".into());
    // With the boards 6..=17: the seed's two headline theorems for every n.
    if every_n_boards(plus_ns) {
        v.extend(["plus_wins_with", "outcome_0", "outcome"].map(String::from));
    }
    // The fastest-win lower bounds (SquareGame/DelayLemmas, issue 11): the symmetry lemma, the
    // soundness of the delay check and the lower bound it gives.
    v.extend(["delay_sym", "p2CanDelay_of_delayCheck", "fastest_lower_of_delay"].map(String::from));
    // Lemma W (SquareGame/Window, issue 11): a win by ply k <= m*m that never leaves an m x m
    // lattice window first is a win on the m x m board, and its 4x4 instance on every board.
    v.extend(["window_wins", "window_4"].map(String::from));
    // The frame lemma, the pair lemma and the ply-9 frames and bowties (SquareGame/Frames,
    // issue 11): the geometry of double threats behind Lemma L11, on every board, with the
    // first step of the plan for its ply-11 half; and Lemma L,
    // no square before ply 9 on every board, Lemma L11's case of a first pair in no pair form,
    // and P2 holding ply 11 by blocking alone after three first stones in no pair form, as
    // game values; and Lemma S's geometry: a stray stone takes part in no double threat, nor
    // (its lone form) a stone in no pair form with the pair once P2 holds the third corner of
    // the pair making three corners of a square with it and P1's fourth stone; and the game
    // value of killing answers (Lemmas S' and T): P2 holds ply 11 where it kills at ply 8; and
    // that of answers that kill, are tempo moves or complete a P2 square (Lemma U).
    v.extend(["frame_of_double_threat", "double_threat_pairs", "no_double_threat", "frame_or_bowtie", "no_ply9_double_threat", "lemma_l", "no_square_before_ply_9", "unrelated_pair_delay", "unrelated_three_delay", "stray_double_threat", "corner_double_threat", "kill_delay", "answer_delay"].map(String::from));
    v
}

/// The plus range holds every base board 6..=17 of the every-n theorem
/// (`plus_wins_every_n_of_far` in `Theorems/Outcome`).
pub fn every_n_boards(plus_ns: &[usize]) -> bool {
    (6..=17).all(|n| plus_ns.contains(&n))
}

/// Hex text cut into lines of at most 128 digits: Coq's parser overflows its stack on one
/// string literal of 50,000 characters, so the Coq data files join these with `String.concat`.
pub(crate) fn coq_hex_chunks(hex: &str) -> Vec<String> {
    hex.as_bytes().chunks(128).map(|c| String::from_utf8_lossy(c).into_owned()).collect()
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

/// Renders every generated Lean file and its Coq twin, in a fixed order (Lean first). Pure:
/// reads nothing, writes nothing.
pub fn render_all(cfg: &EmitConfig, inp: &Inputs) -> Result<Vec<Generated>> {
    cfg.check()?;
    let cmd = cfg.header_command();
    let text = std::str::from_utf8(&inp.rule.bytes).context("rule file is not UTF-8")?;
    let lines: Vec<String> = text.split_inclusive('\n').map(lean_string_escape).collect();
    let mut out: Vec<(Prover, String, String)> = Vec::new();
    let table_refs: Vec<&CertFile> = inp.tables.iter().map(|(f, _)| f).collect();
    let mut all: Vec<&CertFile> = vec![&inp.rule];
    all.extend(table_refs.iter().copied());
    let mut with_rule5 = all.clone();
    with_rule5.push(&inp.rule5);
    let (rule_hdr, tables_hdr, all_hdr) = (
        |p| header(p, &cmd, &[&inp.rule]),
        |p| header(p, &cmd, &table_refs),
        |p| header(p, &cmd, &all),
    );
    out.push((
        Prover::Lean,
        "SquareGame/Data/PlusRule.lean".into(),
        DataPlusRule { header: rule_hdr(Prover::Lean), sha: inp.rule.sha256.clone(), lines }.render()?,
    ));
    out.push((
        Prover::Coq,
        "SquareGame/Data/PlusRule.v".into(),
        CoqDataPlusRule { header: rule_hdr(Prover::Coq), sha: inp.rule.sha256.clone(), text: coq_string_escape(text) }.render()?,
    ));
    let views: Vec<TableView> = inp
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
                hex_chunks: coq_hex_chunks(&mirror::hex_of_bytes(&f.bytes)),
                hex_name: format!("{base}Hex"),
                table_name: base,
                strategy_name,
                doc_coq: doc.replace('`', ""),
                doc,
            }
        })
        .collect();
    out.push((Prover::Lean, "SquareGame/Data/Tables.lean".into(), DataTables { header: tables_hdr(Prover::Lean), tables: views.clone() }.render()?));
    out.push((Prover::Coq, "SquareGame/Data/Tables.v".into(), CoqDataTables { header: tables_hdr(Prover::Coq), tables: views }.render()?));
    let (of, ot) = &inp.opening;
    let open_hdr = |p| header(p, &cmd, &[of]);
    let hex = mirror::hex_of_bytes(&of.bytes);
    let doc = format!("P1's strategy on {n}×{n}: open at (2,2), play (3,2) second, then complete, block, or the table's move (`certs/{}`).", of.name, n = ot.n);
    let o = OpeningView {
        n: ot.n,
        t: TableView {
            file: of.name.clone(),
            entries: ot.entries.len(),
            sha: of.sha256.clone(),
            hex_chunks: coq_hex_chunks(&hex),
            hex,
            hex_name: format!("openingN{}Hex", ot.n),
            table_name: format!("openingN{}", ot.n),
            strategy_name: format!("openMove{}", ot.n),
            doc_coq: doc.replace('`', ""),
            doc,
        },
        check_name: format!("opening_check_{}", ot.n),
        theorem_name: OPENING_THEOREM.into(),
    };
    out.push((Prover::Lean, "SquareGame/Data/Opening.lean".into(), DataOpening { header: open_hdr(Prover::Lean), o: o.clone() }.render()?));
    out.push((Prover::Coq, "SquareGame/Data/Opening.v".into(), CoqDataOpening { header: open_hdr(Prover::Coq), o: o.clone() }.render()?));
    let fast: Vec<&(CertFile, ProverTable)> = inp.fastest.iter().filter(|(_, t)| cfg.fastest_range.contains(&t.n)).collect();
    if let Some(n) = cfg.fastest_range.clone().find(|n| !fast.iter().any(|(_, t)| t.n == *n)) {
        bail!("fastest.json has no entry for n = {n}, which the fastest range {}..={} needs: run `squarecert fastest --n {n}` or narrow --fastest-range", cfg.fastest_range.start(), cfg.fastest_range.end());
    }
    let fast_refs: Vec<&CertFile> = fast.iter().map(|(f, _)| f).collect();
    let fast_cmd = cfg.fastest_header_command();
    let fast_hdr = |p| header(p, &fast_cmd, &fast_refs);
    with_rule5.extend(fast_refs.iter().copied());
    let fviews: Vec<FastestView> = fast
        .iter()
        .map(|(f, t)| {
            let bytes = prover::encode(t);
            let hex = mirror::hex_of_bytes(&bytes);
            FastestView {
                n: t.n,
                k: t.bound,
                file: f.name.clone(),
                sha: f.sha256.clone(),
                entries: t.entries.len(),
                bytes: bytes.len(),
                hex_chunks: coq_hex_chunks(&hex),
                hex,
                hex_name: format!("fastestN{}Hex", t.n),
                table_name: format!("fastestN{}", t.n),
                strategy_name: format!("fastestMoveN{}", t.n),
            }
        })
        .collect();
    let boards_text = format!("n = {}..={}", cfg.fastest_range.start(), cfg.fastest_range.end());
    out.push((Prover::Lean, "SquareGame/Data/Fastest.lean".into(), DataFastest { header: fast_hdr(Prover::Lean), boards: fviews.clone() }.render()?));
    out.push((Prover::Coq, "SquareGame/Data/Fastest.v".into(), CoqDataFastest { header: fast_hdr(Prover::Coq), boards: fviews.clone() }.render()?));
    out.push((
        Prover::Lean,
        "SquareGame/Theorems/FastestUpper.lean".into(),
        TheoremsFastestUpper { header: fast_hdr(Prover::Lean), boards_text: boards_text.clone(), boards: fviews.clone() }.render()?,
    ));
    out.push((
        Prover::Coq,
        "SquareGame/Theorems/FastestUpper.v".into(),
        CoqTheoremsFastestUpper { header: fast_hdr(Prover::Coq), boards_text, boards: fviews }.render()?,
    ));
    let ns: Vec<usize> = cfg.plus_range.clone().collect();
    let range_text = format!("n = {}..={}", cfg.plus_range.start(), cfg.plus_range.end());
    for &n in &ns {
        out.push((Prover::Lean, format!("SquareGame/Theorems/Plus/N{n}.lean"), TheoremsPlusN { header: rule_hdr(Prover::Lean), n }.render()?));
        out.push((Prover::Coq, format!("SquareGame/Theorems/Plus/N{n}.v"), CoqTheoremsPlusN { header: rule_hdr(Prover::Coq), n }.render()?));
    }
    out.push((
        Prover::Lean,
        "SquareGame/Theorems/Plus.lean".into(),
        TheoremsPlus { header: rule_hdr(Prover::Lean), range_text: range_text.clone(), ns: ns.clone() }.render()?,
    ));
    out.push((
        Prover::Coq,
        "SquareGame/Theorems/Plus.v".into(),
        CoqTheoremsPlus { header: rule_hdr(Prover::Coq), range_text, ns: ns.clone() }.render()?,
    ));
    let text5 = std::str::from_utf8(&inp.rule5.bytes).context("the 5x5 rule file is not UTF-8")?;
    let rule5_hdr = |p| header(p, &cmd, &[&inp.rule5]);
    out.push((
        Prover::Lean,
        "SquareGame/Data/Rule5.lean".into(),
        DataRule5 { header: rule5_hdr(Prover::Lean), sha: inp.rule5.sha256.clone(), lines: text5.split_inclusive('\n').map(lean_string_escape).collect() }
            .render()?,
    ));
    out.push((
        Prover::Coq,
        "SquareGame/Data/Rule5.v".into(),
        CoqDataRule5 { header: rule5_hdr(Prover::Coq), sha: inp.rule5.sha256.clone(), text: coq_string_escape(text5) }.render()?,
    ));
    out.push((Prover::Lean, "SquareGame/Theorems/Rule5.lean".into(), TheoremsRule5 { header: rule5_hdr(Prover::Lean) }.render()?));
    out.push((Prover::Coq, "SquareGame/Theorems/Rule5.v".into(), CoqTheoremsRule5 { header: rule5_hdr(Prover::Coq) }.render()?));
    let draw_ns: Vec<usize> = (1..=4).collect();
    out.push((Prover::Lean, "SquareGame/Theorems/Small.lean".into(), TheoremsSmall { header: tables_hdr(Prover::Lean), draw_ns: draw_ns.clone() }.render()?));
    out.push((Prover::Coq, "SquareGame/Theorems/Small.v".into(), CoqTheoremsSmall { header: tables_hdr(Prover::Coq), draw_ns }.render()?));
    out.push((Prover::Lean, "SquareGame/Theorems/Opening.lean".into(), TheoremsOpening { header: open_hdr(Prover::Lean), o: o.clone() }.render()?));
    out.push((Prover::Coq, "SquareGame/Theorems/Opening.v".into(), CoqTheoremsOpening { header: open_hdr(Prover::Coq), o }.render()?));
    let mut outcomes = Vec::new();
    for n in 1..=4 {
        outcomes.push(OutcomeView {
            n,
            proof: format!(
                "outcome_of_draw (by decide) (p1CanDraw_of_drawsWithP1 draw_p1_{n})\n    (p2CanDraw_of_drawsWithP2 draw_p2_{n})"
            ),
            proof_coq: format!(
                "outcome_of_draw (n:={n}) ltac:(lia) (p1CanDraw_of_drawsWithP1 draw_p1_{n})\n    (p2CanDraw_of_drawsWithP2 draw_p2_{n})"
            ),
        });
    }
    let win = |n: usize, thm: &str| OutcomeView {
        n,
        proof: format!("outcome_of_win (by decide) (p1CanWin_of_winsWith {thm})"),
        proof_coq: format!("outcome_of_win (n:={n}) ltac:(lia) (p1CanWin_of_winsWith {thm})"),
    };
    outcomes.push(win(5, "table5_wins"));
    for &n in &ns {
        outcomes.push(win(n, &format!("plus_wins_with_{n}")));
    }
    // `outcome` covers 1..=max without gaps: up to the plus range's end when it starts at 6,
    // else only up to 5.
    let max = if *cfg.plus_range.start() == 6 { *cfg.plus_range.end() } else { 5 };
    let in_range: Vec<usize> = (1..=max).collect();
    let fast_ns: Vec<usize> = cfg.fastest_range.clone().collect();
    let theorems = headline_theorems(&ns, &fast_ns);
    out.push((
        Prover::Lean,
        "SquareGame/Theorems/Outcome.lean".into(),
        TheoremsOutcome { header: all_hdr(Prover::Lean), outcomes: outcomes.clone(), max, every_n: every_n_boards(&ns) }.render()?,
    ));
    out.push((Prover::Coq, "SquareGame/Theorems/Outcome.v".into(), CoqTheoremsOutcome { header: all_hdr(Prover::Coq), outcomes, max, in_range, every_n: every_n_boards(&ns) }.render()?));
    out.push((
        Prover::Lean,
        "SquareGame/Theorems/Assumptions.lean".into(),
        TheoremsAssumptions { header: header(Prover::Lean, &fast_cmd, &with_rule5), theorems: theorems.clone() }.render()?,
    ));
    out.push((
        Prover::Coq,
        "SquareGame/Theorems/Assumptions.v".into(),
        CoqTheoremsAssumptions { header: header(Prover::Coq, &fast_cmd, &with_rule5), theorems }.render()?,
    ));
    out.push((Prover::Coq, "_CoqProject".into(), coq_project(&cmd, &ns)));
    Ok(out
        .into_iter()
        .map(|(prover, rel, mut text)| {
            if !text.ends_with('\n') {
                text.push('\n');
            }
            Generated { prover, rel: PathBuf::from(rel), text }
        })
        .collect())
}

/// The folders of per-board theorem files (`SquareGame/Theorems/Plus/`), relative to each
/// prover's folder, and the extension of their files.
pub const PER_BOARD_DIRS: [(Prover, &str, &str); 2] =
    [(Prover::Lean, "SquareGame/Theorems/Plus", "lean"), (Prover::Coq, "SquareGame/Theorems/Plus", "v")];

/// Files in the per-board theorem folders that `files` does not contain (left over from a
/// larger plus range): they would still be built, so `emit` removes them and `check` reports
/// them.
pub fn stale_files(cfg: &EmitConfig, files: &[Generated]) -> Vec<PathBuf> {
    let wanted: Vec<PathBuf> = files.iter().map(|g| cfg.path_of(g)).collect();
    let mut stale = Vec::new();
    for (prover, dir, ext) in PER_BOARD_DIRS {
        let root = match prover {
            Prover::Lean => &cfg.lean,
            Prover::Coq => &cfg.coq,
        };
        let Ok(rd) = std::fs::read_dir(root.join(dir)) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == ext) && !wanted.contains(&p) {
                stale.push(p);
            }
        }
    }
    stale.sort();
    stale
}

/// `squarecert emit`: reads and validates the certificates, renders, writes every generated
/// file atomically, and removes per-board theorem files outside the plus range. Returns the
/// paths written.
pub fn emit(cfg: &EmitConfig) -> Result<Vec<PathBuf>> {
    let inp = read_inputs(&cfg.certs, &cfg.fastest_range)?;
    let files = render_all(cfg, &inp)?;
    for g in &files {
        certio::Output::check(&cfg.path_of(g))?; // every output writable before any is written
    }
    let mut written = Vec::new();
    for g in &files {
        let p = cfg.path_of(g);
        certio::write_atomic(&p, g.text.as_bytes())?;
        written.push(p);
    }
    for p in stale_files(cfg, &files) {
        std::fs::remove_file(&p).with_context(|| format!("cannot remove the stale generated file {}", p.display()))?;
    }
    Ok(written)
}
