//! The commands behind the CLI: each takes parsed arguments, calls the library and prints.

use crate::search::{search as run_search, SearchConfig};
use anyhow::{bail, Result};
use std::path::Path;
use std::time::Instant;

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
            eprintln!("search: {m}");
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
    crate::certio::write_atomic(out, res.rule.to_text(&header).as_bytes())?;
    if !quiet {
        println!(
            "wrote {}: {} exceptions, {} lines, {} candidates, {} positions, latest double threat ply {} ({:.1} s)",
            out.display(),
            res.rule.exceptions.len(),
            res.rule.lines.len(),
            res.candidates,
            res.positions,
            res.max_double_threat_ply,
            t.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// Parses a board-size range: `7`, `6..=32`, `6..33` or `6-32`, sizes in
/// `1..=enumerate::MAX_VERIFY_N`. Errors name the text.
pub fn parse_range(s: &str) -> Result<Vec<usize>> {
    let bad = || anyhow::anyhow!("cannot read the board range {s:?}: write N, A..=B, A..B or A-B (for example 6..=32)");
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
        bail!("the board range {s:?} is empty");
    }
    for n in [a, b] {
        crate::enumerate::check_verify_size(n)?;
    }
    Ok((a..=b).collect())
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

/// Parses a shard `i/k` (0 ≤ i < k).
pub fn parse_shard(s: &str) -> Result<(usize, usize)> {
    let bad = || anyhow::anyhow!("cannot read the shard {s:?}: write i/k with 0 <= i < k (for example 0/4)");
    let (i, k) = s.split_once('/').ok_or_else(bad)?;
    let (i, k): (usize, usize) = (i.trim().parse().map_err(|_| bad())?, k.trim().parse().map_err(|_| bad())?);
    if k == 0 || i >= k {
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
/// report per n, optionally writes the reports as JSON (for `merge`), and fails when any board
/// fails.
pub fn verify(rule_path: &Path, range: &str, shard: Option<&str>, json: Option<&Path>, quiet: bool) -> Result<()> {
    let rule = crate::rule::Rule::load(rule_path)?;
    let ns = parse_range(range)?;
    let shard = shard.map(parse_shard).transpose()?.unwrap_or((0, 1));
    let mut failed = Vec::new();
    let mut reports = Vec::new();
    for n in ns {
        let v = verify_boards(&rule, &[n], shard, quiet)?.remove(0);
        println!("{}", crate::audit::describe(&v));
        if !v.is_win() {
            failed.push(n);
        }
        reports.push(v);
    }
    if let Some(p) = json {
        crate::certio::write_atomic(p, serde_json::to_string_pretty(&reports)?.as_bytes())?;
    }
    fail_on(&failed)
}

/// `squarecert merge`: adds shard reports (JSON files written by `verify --json`) board by
/// board and prints the merged reports.
pub fn merge(files: &[std::path::PathBuf], json: Option<&Path>) -> Result<()> {
    let mut by_n: std::collections::BTreeMap<usize, Vec<crate::enumerate::Verification>> = Default::default();
    for f in files {
        let bytes = crate::certio::read(f)?;
        let v: Vec<crate::enumerate::Verification> = serde_json::from_slice(&bytes)
            .map_err(|e| anyhow::anyhow!("{} is not a verify report (write it with `verify --json`): {e}", f.display()))?;
        for r in v {
            by_n.entry(r.n).or_default().push(r);
        }
    }
    let mut merged = Vec::new();
    let mut failed = Vec::new();
    for parts in by_n.values() {
        let m = crate::enumerate::merge(parts)?;
        println!("{}", crate::audit::describe(&m));
        if !m.is_win() {
            failed.push(m.n);
        }
        merged.push(m);
    }
    if let Some(p) = json {
        crate::certio::write_atomic(p, serde_json::to_string_pretty(&merged)?.as_bytes())?;
    }
    fail_on(&failed)
}

/// `squarecert audit`: verifies each board of `range`, prints the per-n table, writes it as
/// JSON and draws the SVG plot. Fails when any board fails (after writing the files).
pub fn audit(rule_path: &Path, range: &str, json: &Path, svg: &Path, quiet: bool) -> Result<()> {
    let rule = crate::rule::Rule::load(rule_path)?;
    let ns = parse_range(range)?;
    let reports = verify_boards(&rule, &ns, (0, 1), quiet)?;
    let table = crate::audit::table(&reports);
    println!("{table}");
    let total: f64 = reports.iter().map(|v| v.seconds).sum();
    println!("total verify time {total:.2} s on {} threads", rayon::current_num_threads());
    let doc = crate::audit::AuditJson {
        command: format!("squarecert audit --rule {} --n {range}", rule_path.display()),
        version: env!("CARGO_PKG_VERSION"),
        rule_sha256: crate::certio::sha256_hex(&crate::certio::read(rule_path)?),
        exceptions: rule.exceptions.len(),
        lines: rule.lines.len(),
        boards: &reports,
    };
    crate::certio::write_atomic(json, serde_json::to_string_pretty(&doc)?.as_bytes())?;
    crate::certio::write_atomic(svg, crate::audit::svg(&reports)?.as_bytes())?;
    if !quiet {
        eprintln!("wrote {} and {}", json.display(), svg.display());
    }
    let failed: Vec<usize> = reports.iter().filter(|v| !v.is_win()).map(|v| v.n).collect();
    fail_on(&failed)
}

/// `squarecert emit`: writes the generated Lean modules from the certificates in `certs`.
pub fn emit(certs: std::path::PathBuf, lean: std::path::PathBuf, plus_range: &str) -> Result<()> {
    let cfg = crate::emit::EmitConfig { certs, lean, plus_range: size_range(plus_range)? };
    for p in crate::emit::emit(&cfg)? {
        println!("wrote {}", p.display());
    }
    Ok(())
}

/// `squarecert check`: digests against the manifest, generated modules, the Rust mirror on
/// `mirror_range`, then `lake build` when `lean` and lake is on PATH.
pub fn check(certs: std::path::PathBuf, lean: std::path::PathBuf, plus_range: &str, mirror_range: &str, run_lean: bool) -> Result<()> {
    let emit = crate::emit::EmitConfig { certs, lean, plus_range: size_range(plus_range)? };
    let cfg = crate::check::CheckConfig { emit, mirror_range: size_range(mirror_range)?, lean: run_lean };
    crate::check::check(&cfg)?;
    println!("check passed");
    Ok(())
}

/// `squarecert manifest`: writes `certs/manifest.json`; `producers` are `FILE=COMMAND` overrides.
pub fn manifest(certs: &Path, producers: &[String]) -> Result<()> {
    let m = crate::manifest::write(certs, &crate::manifest::parse_overrides(producers)?)?;
    println!("wrote {} ({} files)", certs.join(crate::manifest::MANIFEST_FILE).display(), m.files.len());
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
