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
/// atomically; with `max_ply = Some(K)` every line must complete by ply K and the rule file
/// says `complete-by K`. Errors: a region, board bound or ply bound out of range, no forcing
/// line somewhere.
#[allow(clippy::too_many_arguments)]
pub fn search(
    out: &Path,
    region: usize,
    boards: std::ops::RangeInclusive<usize>,
    opening: &str,
    second: &str,
    slack: usize,
    max_ply: Option<usize>,
    quiet: bool,
) -> Result<()> {
    let (cover_from, cover_up_to) = (*boards.start(), *boards.end());
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
    if !(6..=cover_up_to).contains(&cover_from) {
        bail!("--cover-from {cover_from} is out of range: use 6..=--cover-up-to ({cover_up_to})");
    }
    let complete_by = max_ply.unwrap_or(crate::rule::COMPLETION_PLY);
    if !crate::rule::COMPLETE_BY_RANGE.contains(&complete_by) || complete_by.is_multiple_of(2) {
        bail!("--max-ply {complete_by} is out of range: use an odd ply in 7..=63 (P1 completes squares at odd plies)");
    }
    let cfg = SearchConfig { opening, second, region, boards: (cover_from..=cover_up_to).collect(), slack, complete_by, ..SearchConfig::default() };
    let t = Instant::now();
    let res = run_search(&cfg, |m| {
        if !quiet {
            errln!("search: {m}");
        }
    })?;
    let header = vec![
        format!("squarecert plus rule (DESIGN.md section 3.1). Made by: squarecert search (squarecert {})", env!("CARGO_PKG_VERSION")),
        format!(
            "region [0,{region})^2, boards {cover_from}..={cover_up_to} covered at ply 5, slack {slack}{}: {} positions, {} candidate lines",
            max_ply.map(|k| format!(", --max-ply {k}")).unwrap_or_default(),
            res.positions,
            res.candidates
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
                "wrote {name}: {} exceptions, {} lines, {} candidates, {} positions covered on boards {cover_from}..={cover_up_to}, latest double threat ply {} ({:.1} s)",
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
    let v = parse_bounds(s)?;
    for n in [v[0], v[v.len() - 1]] {
        crate::enumerate::check_verify_size(n)?;
    }
    Ok(v)
}

/// [`parse_range`] without the size check: the boards `a..=b` of the text, ascending, not
/// empty. Errors name the text.
pub fn parse_bounds(s: &str) -> Result<Vec<usize>> {
    let (a, b) = span(s, "board range")?;
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

/// [`size_range`] for the fastest-win theorems' boards (`--fastest-range`,
/// `--coq-fastest-range`): every n in 5..=16 ([`crate::fastest::prover::MAX_N`]). `flag` names the option in the error.
pub fn fastest_range(flag: &str, s: &str) -> Result<std::ops::RangeInclusive<usize>> {
    let r = size_range(s).map_err(|e| anyhow::anyhow!("{flag}: {e}"))?;
    if *r.start() < crate::fastest::MIN_N || *r.end() > crate::fastest::prover::MAX_N {
        bail!("{flag} {s}: the fastest-win theorems are for boards 5..={} (the provers read one byte per cell); write e.g. {flag} 5..=8", crate::fastest::prover::MAX_N);
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

/// Verifies each board of `ns` (or one shard of each) with a progress bar; with `max_ply`,
/// every game must also complete by that ply ([`crate::enumerate::verify_by`]).
pub fn verify_boards(rule: &crate::rule::Rule, ns: &[usize], shard: (usize, usize), max_ply: Option<usize>, quiet: bool) -> Result<Vec<crate::enumerate::Verification>> {
    let mut out = Vec::new();
    for &n in ns {
        if n < 6 {
            bail!("n={n}: the plus rule is for boards n >= 6 (n <= 5 are settled by `squarecert solve` and the small-board tables)");
        }
        let replies = crate::enumerate::shard_replies(rule, n, shard).len() as u64;
        let pb = progress_bar(replies, format!("n={n}"), quiet);
        let v = crate::enumerate::verify_by(rule, n, shard, max_ply, &|| pb.inc(1))?;
        pb.finish_and_clear();
        out.push(v);
    }
    Ok(out)
}

/// `squarecert verify`: checks every branch of `WinsWith plusMove n []` for each n, prints a
/// report per n, optionally writes the reports as JSON (for `merge`; with the rule's sha256
/// and the command, [`crate::report::ReportFile`]), and fails when any board fails. With
/// `max_ply`, a board also fails when some game completes after that ply (the report names
/// the first such line of play). The JSON output is checked before any board is verified.
pub fn verify(rule_path: &Path, range: &str, shard: Option<&str>, json: Option<&Path>, max_ply: Option<usize>, quiet: bool) -> Result<()> {
    let json = json.map(Output::check).transpose()?;
    if json.as_ref().is_some_and(|o| o.overwrites(rule_path)) {
        bail!("--json names the rule file {}: give another file", rule_path.display());
    }
    let ns = parse_range(range)?;
    crate::enumerate::check_max_ply(max_ply)?;
    let shard_text = shard.map(|s| format!(" --shard {s}")).unwrap_or_default();
    let ply_text = max_ply.map(|k| format!(" --max-ply {k}")).unwrap_or_default();
    let shard = shard.map(parse_shard).transpose()?.unwrap_or((0, 1));
    let rule_sha256 = crate::certio::sha256_hex(&crate::rule::read_bytes(rule_path)?);
    let rule = crate::rule::Rule::load(rule_path)?;
    let text = text_stream(&json.iter().collect::<Vec<_>>());
    let mut failed = Vec::new();
    let mut reports = Vec::new();
    for n in ns {
        let v = verify_boards(&rule, &[n], shard, max_ply, quiet)?.remove(0);
        say(text, &crate::audit::describe(&v));
        if !v.is_win() {
            failed.push(n);
        }
        reports.push(v);
    }
    if let Some(o) = json {
        let command = format!("squarecert verify --rule {} --n {range}{shard_text}{ply_text}", crate::certio::tidy_path(rule_path));
        o.write(&crate::report::ReportFile::new(command, rule_sha256, reports).to_bytes())?;
    }
    match max_ply {
        Some(k) if !failed.is_empty() => fail_on(&failed).map_err(|e| anyhow::anyhow!("{e} (--max-ply {k}: every game must complete by ply {k})")),
        _ => fail_on(&failed),
    }
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
    let reports = verify_boards(&rule, &ns, (0, 1), None, quiet)?;
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
pub fn emit(certs: std::path::PathBuf, lean: std::path::PathBuf, coq: std::path::PathBuf, plus_range: &str, fastest_range: &str) -> Result<()> {
    crate::certio::check_folder("--lean", &lean)?;
    crate::certio::check_folder("--coq", &coq)?;
    let cfg = crate::emit::EmitConfig {
        certs,
        lean,
        coq,
        plus_range: self::plus_range("--plus-range", plus_range)?,
        fastest_range: self::fastest_range("--fastest-range", fastest_range)?,
    };
    for p in crate::emit::emit(&cfg)? {
        outln!("wrote {}", p.display());
    }
    Ok(())
}

/// `squarecert emit-fastest-lower`: writes the Coq files of the lower bound on board `n`
/// (see [`crate::fastest::lower_prover`]) into the folder `coq` and, when `lean` is given,
/// their Lean twins into that folder, each file atomically. Both folders are checked before
/// anything is written.
pub fn emit_fastest_lower(certs: &Path, coq: &Path, lean: Option<&Path>, n: usize) -> Result<()> {
    crate::certio::check_folder("--coq", coq)?;
    let mut out = vec![(coq.to_path_buf(), crate::fastest::lower_prover::coq_lower_files(certs, n)?)];
    if let Some(lean) = lean {
        crate::certio::check_folder("--lean", lean)?;
        out.push((lean.to_path_buf(), crate::fastest::lower_prover::lean_lower_files(certs, n)?));
    }
    for (dir, files) in out {
        for (rel, text) in files {
            let p = dir.join(rel);
            crate::certio::write_atomic(&p, text.as_bytes())?;
            outln!("wrote {}", p.display());
        }
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
    /// Walking the fastest-win certificates.
    pub fastest: bool,
    /// Walk only the fastest-win certificates of boards up to this side (`None`: all).
    pub fastest_walk_max: Option<usize>,
}

/// The board ranges of `check`, as the command line spells them.
#[derive(Clone, Copy, Debug)]
pub struct CheckRanges<'a> {
    /// `--plus-range`: the emitted plus-rule theorems.
    pub plus: &'a str,
    /// `--fastest-range`: the emitted fastest-win theorems.
    pub fastest: &'a str,
    /// `--mirror-range`: the boards of the Rust mirror.
    pub mirror: &'a str,
    /// `--coq-range`: the plus-rule boards coqc checks, when not `plus`.
    pub coq: Option<&'a str>,
    /// `--coq-fastest-range`: the fastest-win boards coqc checks, when not `fastest`.
    pub coq_fastest: Option<&'a str>,
}

/// `squarecert check`: digests against the manifest, generated files, the Rust mirror on
/// `mirror_range`, the Coq twin (on `coq_range`, default the plus range), then `lake build`.
pub fn check(
    certs: std::path::PathBuf,
    lean: std::path::PathBuf,
    coq: std::path::PathBuf,
    ranges: CheckRanges<'_>,
    steps: CheckSteps,
) -> Result<()> {
    let emit = crate::emit::EmitConfig {
        certs,
        lean,
        coq,
        plus_range: self::plus_range("--plus-range", ranges.plus)?,
        fastest_range: self::fastest_range("--fastest-range", ranges.fastest)?,
    };
    let coq_range = ranges.coq.map(|r| self::plus_range("--coq-range", r)).transpose()?;
    let coq_fastest_range = ranges.coq_fastest.map(|r| self::fastest_range("--coq-fastest-range", r)).transpose()?;
    let mirror_range = ranges.mirror;
    let cfg = crate::check::CheckConfig {
        emit,
        mirror_range: self::plus_range("--mirror-range", mirror_range)?,
        lean: steps.lean,
        coq: steps.coq,
        coq_range,
        coq_fastest_range,
        mirror: steps.mirror,
        fastest: steps.fastest,
        fastest_walk_max: steps.fastest_walk_max,
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

/// `squarecert openings`: scans (opening, second move) pairs ([`crate::openings::scan`]),
/// prints how many pairs fail against how many first replies, the best pairs (every pair with
/// `all`), and writes the JSON summary. Errors: see [`crate::openings::scan`]; a `--pair`
/// that is not `(x,y)/(x,y)`.
/// `tables` are the folders of the P1 win tables and of the P2 no-win tables, when wanted.
pub fn openings(limits: crate::openings::Limits, pairs: &[String], json: Option<&Path>, all: bool, tables: (Option<&Path>, Option<&Path>)) -> Result<()> {
    let (win_tables, no_win_tables) = tables;
    use crate::openings::{scan, ScanConfig};
    let crate::openings::Limits { n, max_ply, node_budget, region } = limits;
    let json = json.map(Output::check).transpose()?;
    if let Some(dir) = win_tables {
        crate::certio::check_folder("--win-tables", dir)?;
    }
    if let Some(dir) = no_win_tables {
        crate::certio::check_folder("--no-win-tables", dir)?;
    }
    let mut only = Vec::new();
    for p in pairs {
        let parsed = p.split_once('/').and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)));
        match parsed {
            Some(pair) => only.push(pair),
            None => bail!("--pair {p}: give OPENING/SECOND as two cells, e.g. (2,2)/(3,2)"),
        }
    }
    let cfg = ScanConfig { n, region, max_ply, node_budget, only, state_limit: 20_000_000 };
    let t = Instant::now();
    let text = text_stream(&json.iter().collect::<Vec<_>>());
    let pb = if std::io::IsTerminal::is_terminal(&std::io::stderr()) { indicatif::ProgressBar::new(0) } else { indicatif::ProgressBar::hidden() };
    let s = scan(&cfg, |done, total| {
        pb.set_length(total as u64);
        pb.set_position(done as u64);
    })?;
    pb.finish_and_clear();
    let doc = crate::openings::Summary::of(&s, &format!("squarecert openings --n {n} --max-ply {max_ply} --node-budget {node_budget} --region {region}{}", pairs.iter().map(|p| format!(" --pair {p}")).collect::<String>()));
    say(text, &doc.text(all));
    say(text, &format!("{} positions after ply 3 solved, {} search nodes, {:.1} s", s.positions, s.nodes, t.elapsed().as_secs_f64()));
    if let Some(out) = json {
        out.write(serde_json::to_string_pretty(&doc)?.as_bytes())?;
    }
    if let Some(dir) = win_tables {
        // One table per class of the set {opening, second} under the board's 8 symmetries: the
        // position after ply 3 depends on that set only, so the others are its images.
        let geo = crate::small::geom::Geo::new(n)?;
        let mut done = std::collections::HashSet::new();
        for p in s.pairs.iter().filter(|p| p.failures().is_empty()) {
            let set = crate::openings::bit(n, p.opening) | crate::openings::bit(n, p.second);
            let (c1, c2, _) = geo.canonical(set, 0);
            if !done.insert((c1, c2)) {
                say(text, &format!("{}/{}: no table written, the image of an earlier pair under a board symmetry", p.opening, p.second));
                continue;
            }
            let (path, t) = crate::opencert::certify(dir, n, p.opening, p.second, max_ply, node_budget)?;
            let bytes = crate::certio::read(&path)?;
            say(
                text,
                &format!(
                    "wrote {}: {} entries, completion by ply {} ({} bytes, sha256 {})",
                    path.display(),
                    t.entries.len(),
                    t.max_ply,
                    bytes.len(),
                    crate::certio::sha256_hex(&bytes)
                ),
            );
        }
    }
    if let Some(dir) = no_win_tables {
        let geo = crate::small::geom::Geo::new(n)?;
        let mut done = std::collections::HashSet::new();
        for p in s.pairs.iter().filter(|p| !p.failures().is_empty()) {
            let set = crate::openings::bit(n, p.opening) | crate::openings::bit(n, p.second);
            let (c1, c2, _) = geo.canonical(set, 0);
            if !done.insert((c1, c2)) {
                continue;
            }
            let (path, t) = crate::opencert::certify_no_win(dir, n, p.opening, p.second, &p.failures(), max_ply, node_budget)?;
            let bytes = crate::certio::read(&path)?;
            say(
                text,
                &format!(
                    "wrote {}: {} replies, {} entries, no P1 square by ply {} ({} bytes, sha256 {})",
                    path.display(),
                    t.replies.len(),
                    t.entries.len(),
                    t.max_ply,
                    bytes.len(),
                    crate::certio::sha256_hex(&bytes)
                ),
            );
        }
    }
    Ok(())
}
