//! The commands behind the CLI: each takes parsed arguments, calls the library and prints.

use crate::certio::Output;
use crate::out::Stream;
use crate::search::{search as run_search, SearchConfig};
use anyhow::{bail, Result};
use std::path::Path;
use std::time::Instant;

/// Where a command prints its human-readable text: standard output, or standard error when
/// one of its output files is standard output (`--json -`), so that stream carries the file
/// alone.
fn text_stream(outputs: &[&Output]) -> Stream {
    if outputs.iter().any(|o| o.is_stdout()) {
        Stream::Stderr
    } else {
        Stream::Stdout
    }
}

/// Prints `text` and a newline on `stream` ([`crate::out::print`]).
fn say(stream: Stream, text: &str) {
    crate::out::print(stream, format_args!("{text}\n"));
}

/// `squarecert search`: finds exceptions and the line catalog and writes the rule file
/// atomically. Errors: a region or board bound out of range, no forcing line somewhere.
pub fn search(out: &Path, region: usize, cover_up_to: usize, opening: &str, second: &str, slack: usize, quiet: bool) -> Result<()> {
    let cell = |flag: &str, s: &str| -> Result<crate::model::Cell> {
        let c: crate::model::Cell = s.parse().map_err(|e| anyhow::anyhow!("{flag}: {e}"))?;
        if c.x as usize >= region || c.y as usize >= region {
            bail!("{flag} {c} lies outside the region [0,{region})^2: pick a cell inside it or a larger --region");
        }
        Ok(c)
    };
    let out = Output::check(out)?;
    let (opening, second) = (cell("--opening", opening)?, cell("--second", second)?);
    if opening == second {
        bail!("--opening and --second are both {opening}: they must differ");
    }
    if !(4..=16).contains(&region) {
        bail!("--region {region} is out of range: use 4..=16 (the lines' cells lie in [0,region)²)");
    }
    if !(6..=32).contains(&cover_up_to) {
        bail!("--cover-up-to {cover_up_to} is out of range: use 6..=32");
    }
    let cfg = SearchConfig { opening, second, region, boards: (6..=cover_up_to).collect(), slack, ..SearchConfig::default() };
    let t = Instant::now();
    let res = run_search(&cfg, |m| {
        if !quiet {
            errln!("search: {m}");
        }
    })?;
    let header = vec![
        format!("squarecert plus rule (DESIGN.md section 3.1). Made by: squarecert search (squarecert {})", env!("CARGO_PKG_VERSION")),
        format!(
            "region [0,{region})^2, boards 6..={cover_up_to} covered at ply 5, slack {slack}: {} positions, {} candidate lines",
            res.positions, res.candidates
        ),
        format!("{} exceptions, {} lines; latest double threat at ply {}", res.rule.exceptions.len(), res.rule.lines.len(), res.max_double_threat_ply),
    ];
    out.write(res.rule.to_text(&header).as_bytes())?;
    if !quiet {
        let name = match &out {
            Output::Stdout => "the rule to standard output".to_string(),
            Output::Stream(p) | Output::File(p) => p.display().to_string(),
        };
        say(
            text_stream(&[&out]),
            &format!(
                "wrote {name}: {} exceptions, {} lines, {} candidates, {} positions covered on boards 6..={cover_up_to}, latest double threat ply {} ({:.1} s)",
                res.rule.exceptions.len(),
                res.rule.lines.len(),
                res.candidates,
                res.positions,
                res.max_double_threat_ply,
                t.elapsed().as_secs_f64()
            ),
        );
    }
    Ok(())
}

/// Parses a range `N`, `A..=B`, `A..B` or `A-B` of whole numbers into its inclusive ends;
/// `what` names the numbers in the errors ("board range", "VCF depth range").
fn span(s: &str, what: &str) -> Result<(usize, usize)> {
    let bad = || anyhow::anyhow!("cannot read the {what} {s:?}: write N, A..=B, A..B or A-B (for example 6..=32)");
    let num = |t: &str| t.trim().parse::<usize>().map_err(|_| bad());
    let (a, b) = if let Some((a, b)) = s.split_once("..=") {
        (num(a)?, num(b)?)
    } else if let Some((a, b)) = s.split_once("..") {
        (num(a)?, num(b)?.checked_sub(1).ok_or_else(bad)?)
    } else if let Some((a, b)) = s.split_once('-') {
        (num(a)?, num(b)?)
    } else {
        let n = num(s)?;
        (n, n)
    };
    if a > b {
        bail!("the {what} {s:?} is empty");
    }
    Ok((a, b))
}

/// Parses a board-size range: `7`, `6..=32`, `6..33` or `6-32`, sizes in
/// `1..=enumerate::MAX_VERIFY_N`. Errors name the text.
pub fn parse_range(s: &str) -> Result<Vec<usize>> {
    let (a, b) = span(s, "board range")?;
    for n in [a, b] {
        crate::enumerate::check_verify_size(n)?;
    }
    Ok((a..=b).collect())
}

/// `squarecert certify-rule5`: builds the 5×5 rule for every VCF depth of `vcf` (a range,
/// `N` or `A..=B`, within 0..=8), every deadline and every default clause (`none`,
/// `potential`), and writes the smallest to `out`
/// ([`crate::small::rule5::run_certify`]).
pub fn certify_rule5(vcf: &str, deadlines: &[u32], defaults: &[String], out: &Path) -> Result<()> {
    let (a, b) = span(vcf, "VCF depth range").map_err(|e| anyhow::anyhow!("--vcf: {e}"))?;
    if b > crate::small::rule5::MAX_VCF as usize {
        bail!("--vcf {vcf}: depths go up to {}", crate::small::rule5::MAX_VCF);
    }
    let depths: Vec<u32> = (a as u32..=b as u32).collect();
    let defaults = defaults
        .iter()
        .map(|d| match d.as_str() {
            "none" => Ok(false),
            "potential" => Ok(true),
            _ => Err(anyhow::anyhow!("--default {d}: write none, potential, or both as none,potential")),
        })
        .collect::<Result<Vec<bool>>>()?;
    crate::small::rule5::run_certify(&depths, deadlines, &defaults, out)
}

/// [`parse_range`] as an inclusive range within 1..=32 (for `emit` and `check`, whose
/// Lean data and mirror stop at 32×32).
pub fn size_range(s: &str) -> Result<std::ops::RangeInclusive<usize>> {
    let v = parse_range(s)?;
    let (a, b) = (v[0], v[v.len() - 1]);
    if b > crate::model::MAX_N {
        bail!("board size {b} is out of range for emit and check: 1..={} (the Lean data and the mirror stop there)", crate::model::MAX_N);
    }
    Ok(a..=b)
}

/// [`size_range`] for the plus rule's boards (`--plus-range`, `--mirror-range`): every n in
/// 6..=32. `flag` names the option in the error.
pub fn plus_range(flag: &str, s: &str) -> Result<std::ops::RangeInclusive<usize>> {
    let r = size_range(s).map_err(|e| anyhow::anyhow!("{flag}: {e}"))?;
    if *r.start() < 6 {
        bail!("{flag} {s}: the plus rule is for boards n >= 6 (n <= 5 are settled by the small-board tables); write e.g. {flag} 6..=17");
    }
    Ok(r)
}

/// Parses a shard `i/k` (0 ≤ i < k ≤ [`crate::enumerate::MAX_SHARDS`]).
pub fn parse_shard(s: &str) -> Result<(usize, usize)> {
    let max = crate::enumerate::MAX_SHARDS;
    let bad = || anyhow::anyhow!("cannot read the shard {s:?}: write i/k with 0 <= i < k <= {max} (for example 0/4)");
    let (i, k) = s.split_once('/').ok_or_else(bad)?;
    let (i, k): (usize, usize) = (i.trim().parse().map_err(|_| bad())?, k.trim().parse().map_err(|_| bad())?);
    if k == 0 || i >= k || k > max {
        return Err(bad());
    }
    Ok((i, k))
}

/// A progress bar over `len` units of work on standard error: shown on a terminal, hidden
/// when standard error is not a terminal or when `quiet`.
pub fn progress_bar(len: u64, msg: String, quiet: bool) -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    if quiet || !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let pb = indicatif::ProgressBar::new(len);
    pb.set_style(
        indicatif::ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} first replies, {elapsed} elapsed, eta {eta}")
            .expect("a valid template")
            .progress_chars("=> "),
    );
    pb.set_message(msg);
    pb
}

/// Verifies each board of `ns` (or one shard of each) with a progress bar.
pub fn verify_boards(rule: &crate::rule::Rule, ns: &[usize], shard: (usize, usize), quiet: bool) -> Result<Vec<crate::enumerate::Verification>> {
    let mut out = Vec::new();
    for &n in ns {
        if n < 6 {
            bail!("n={n}: the plus rule is for boards n >= 6 (n <= 5 are settled by `squarecert solve` and the small-board tables)");
        }
        let replies = crate::enumerate::shard_replies(rule, n, shard).len() as u64;
        let pb = progress_bar(replies, format!("n={n}"), quiet);
        let v = crate::enumerate::verify(rule, n, shard, &|| pb.inc(1))?;
        pb.finish_and_clear();
        out.push(v);
    }
    Ok(out)
}

/// `squarecert verify`: checks every branch of `WinsWith plusMove n []` for each n, prints a
/// report per n, optionally writes the reports as JSON (for `merge`; with the rule's sha256
/// and the command, [`crate::report::ReportFile`]), and fails when any board fails. The JSON
/// output is checked before any board is verified.
pub fn verify(rule_path: &Path, range: &str, shard: Option<&str>, json: Option<&Path>, quiet: bool) -> Result<()> {
    let json = json.map(Output::check).transpose()?;
    if json.as_ref().is_some_and(|o| o.overwrites(rule_path)) {
        bail!("--json names the rule file {}: give another file", rule_path.display());
    }
    let ns = parse_range(range)?;
    let shard_text = shard.map(|s| format!(" --shard {s}")).unwrap_or_default();
    let shard = shard.map(parse_shard).transpose()?.unwrap_or((0, 1));
    let rule_sha256 = crate::certio::sha256_hex(&crate::rule::read_bytes(rule_path)?);
    let rule = crate::rule::Rule::load(rule_path)?;
    let text = text_stream(&json.iter().collect::<Vec<_>>());
    let mut failed = Vec::new();
    let mut reports = Vec::new();
    for n in ns {
        let v = verify_boards(&rule, &[n], shard, quiet)?.remove(0);
        say(text, &crate::audit::describe(&v));
        if !v.is_win() {
            failed.push(n);
        }
        reports.push(v);
    }
    if let Some(o) = json {
        let command = format!("squarecert verify --rule {} --n {range}{shard_text}", crate::certio::tidy_path(rule_path));
        o.write(&crate::report::ReportFile::new(command, rule_sha256, reports).to_bytes())?;
    }
    fail_on(&failed)
}

/// `squarecert merge`: reads and validates shard reports (files written by `verify --json`),
/// refuses reports of different rules, adds them board by board and prints the merged
/// reports (optionally writing them as one report file, checked before anything is read; it
/// may not be one of `files`).
pub fn merge(files: &[std::path::PathBuf], json: Option<&Path>) -> Result<()> {
    let json = json.map(Output::check).transpose()?;
    if let Some(f) = files.iter().find(|f| json.as_ref().is_some_and(|o| o.overwrites(f))) {
        bail!("--json names the report {} that merge reads: give another file", f.display());
    }
    let reports = files
        .iter()
        .map(|f| Ok((f.display().to_string(), crate::report::ReportFile::read(f)?)))
        .collect::<Result<Vec<_>>>()?;
    let merged = crate::report::merge(&reports)?;
    let text = text_stream(&json.iter().collect::<Vec<_>>());
    for m in &merged.boards {
        say(text, &crate::audit::describe(m));
    }
    if let Some(o) = json {
        o.write(&merged.to_bytes())?;
    }
    let failed: Vec<usize> = merged.boards.iter().filter(|v| !v.is_win()).map(|v| v.n).collect();
    fail_on(&failed)
}

/// `squarecert audit`: verifies each board of `range`, prints the per-n table, writes it as
/// JSON and draws the SVG plot. Fails when any board fails (after writing the files).
pub fn audit(rule_path: &Path, range: &str, json: &Path, svg: &Path, quiet: bool) -> Result<()> {
    let (json_path, svg_path) = (json, svg);
    let (json, svg) = (Output::check(json)?, Output::check(svg)?);
    crate::certio::check_distinct(("--json", &json), ("--svg", &svg))?;
    if let Some(flag) = [("--json", &json), ("--svg", &svg)].iter().find(|(_, o)| o.overwrites(rule_path)).map(|(f, _)| f) {
        bail!("{flag} names the rule file {}: give another file", rule_path.display());
    }
    let rule = crate::rule::Rule::load(rule_path)?;
    let ns = parse_range(range)?;
    let reports = verify_boards(&rule, &ns, (0, 1), quiet)?;
    let table = crate::audit::table(&reports);
    let text = text_stream(&[&json, &svg]);
    say(text, &table);
    let total: f64 = reports.iter().map(|v| v.seconds).sum();
    say(text, &format!("total verify time {total:.2} s on {} threads", rayon::current_num_threads()));
    let doc = crate::audit::AuditJson {
        command: format!("squarecert audit --rule {} --n {range}", crate::certio::tidy_path(rule_path)),
        version: env!("CARGO_PKG_VERSION"),
        rule_sha256: crate::certio::sha256_hex(&crate::rule::read_bytes(rule_path)?),
        exceptions: rule.exceptions.len(),
        lines: rule.lines.len(),
        boards: &reports,
    };
    json.write(serde_json::to_string_pretty(&doc)?.as_bytes())?;
    svg.write(crate::audit::svg(&reports)?.as_bytes())?;
    if !quiet {
        errln!("wrote {} and {}", json_path.display(), svg_path.display());
    }
    let failed: Vec<usize> = reports.iter().filter(|v| !v.is_win()).map(|v| v.n).collect();
    fail_on(&failed)
}

/// `squarecert emit`: writes the generated Lean modules and their Coq twins from the
/// certificates in `certs`.
pub fn emit(certs: std::path::PathBuf, lean: std::path::PathBuf, coq: std::path::PathBuf, plus_range: &str) -> Result<()> {
    crate::certio::check_folder("--lean", &lean)?;
    crate::certio::check_folder("--coq", &coq)?;
    let cfg = crate::emit::EmitConfig { certs, lean, coq, plus_range: self::plus_range("--plus-range", plus_range)? };
    for p in crate::emit::emit(&cfg)? {
        outln!("wrote {}", p.display());
    }
    Ok(())
}

/// Which optional steps `check` runs.
#[derive(Clone, Copy, Debug)]
pub struct CheckSteps {
    /// The Rust mirror.
    pub mirror: bool,
    /// The Coq step (when coqc is on PATH).
    pub coq: bool,
    /// `lake build` (when lake is on PATH).
    pub lean: bool,
}

/// `squarecert check`: digests against the manifest, generated files, the Rust mirror on
/// `mirror_range`, the Coq twin (on `coq_range`, default the plus range), then `lake build`.
pub fn check(
    certs: std::path::PathBuf,
    lean: std::path::PathBuf,
    coq: std::path::PathBuf,
    plus_range: &str,
    mirror_range: &str,
    coq_range: Option<&str>,
    steps: CheckSteps,
) -> Result<()> {
    let emit = crate::emit::EmitConfig { certs, lean, coq, plus_range: self::plus_range("--plus-range", plus_range)? };
    let coq_range = coq_range.map(|r| self::plus_range("--coq-range", r)).transpose()?;
    let cfg = crate::check::CheckConfig {
        emit,
        mirror_range: self::plus_range("--mirror-range", mirror_range)?,
        lean: steps.lean,
        coq: steps.coq,
        coq_range,
        mirror: steps.mirror,
    };
    crate::check::check(&cfg)?;
    outln!("check passed");
    Ok(())
}

/// `squarecert manifest`: writes `certs/manifest.json`; `producers` are `FILE=COMMAND` overrides.
pub fn manifest(certs: &Path, producers: &[String]) -> Result<()> {
    let m = crate::manifest::write(certs, &crate::manifest::parse_overrides(producers)?)?;
    outln!("wrote {} ({} files)", certs.join(crate::manifest::MANIFEST_FILE).display(), m.files.len());
    Ok(())
}

/// Ok when `failed` is empty, else the error naming the boards where the rule fails.
fn fail_on(failed: &[usize]) -> Result<()> {
    if failed.is_empty() {
        return Ok(());
    }
    let ns: Vec<String> = failed.iter().map(|n| n.to_string()).collect();
    bail!("the plus rule fails on n = {}", ns.join(", "))
}
