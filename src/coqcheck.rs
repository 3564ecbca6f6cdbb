//! The Coq step of `squarecert check` (and `squarecert coq`): compiles the Coq twin of the
//! Lean development (`coq/`) with `coqc`, so that Coq's kernel checks every theorem here.
//!
//! The hand-written files are copied from `coq/` and the generated ones written from their
//! rendering (`emit::render_all`; for a smaller plus range in CI, or mutated data in the
//! tests) into a fresh build folder (nothing is written into `coq/`), then compiled in
//! dependency order with `coqc -R SquareGame SquareGame`. The per-board theorem files and the
//! small-board file are checked in parallel (2 jobs by default, largest board first). Each
//! generated theorem ends in
//! `Time Qed.` followed by `Check NAME.`, so the kernel's checking time of every theorem can be
//! read from `coqc`'s output. `Theorems/Assumptions.v` runs `Print Assumptions` on every
//! headline theorem; each must print `Closed under the global context`.
//!
//! Errors name the theorem whose check failed (from the line number `coqc` reports) or the
//! file that did not compile.

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The hand-written Coq files, relative to the Coq folder.
pub const HAND_WRITTEN: &[&str] =
    &["SquareGame/Basic.v", "SquareGame/Lemmas.v", "SquareGame/Table.v", "SquareGame/Delay.v", "SquareGame/DelayLemmas.v", "SquareGame/PlusRule.v", "SquareGame/Rule5.v", "SquareGame/Opening.v", "SquareGame/OpeningLemmas.v", "SquareGame/EveryN.v", "SquareGame/Locality.v", "SquareGame/Closed.v", "SquareGame/Classes.v", "SquareGame/Lockstep.v", "SquareGame/FarPairs.v", "SquareGame/Fastest.v", "SquareGame/FastestLemmas.v", "SquareGame/Window.v", "SquareGame/Frames.v", "SquareGame.v"];

/// The compilation stage of a file (files of one stage depend only on earlier stages), and
/// within the stage a cost rank (larger first). `None` for a file this step does not know.
pub fn stage_of(rel: &str) -> Option<(usize, usize)> {
    Some(match rel {
        "SquareGame/Basic.v" => (0, 0),
        "SquareGame/Lemmas.v" | "SquareGame/Table.v" | "SquareGame/Data/PlusRule.v" | "SquareGame/Data/Rule5.v" => (1, 0),
        "SquareGame/PlusRule.v" | "SquareGame/Data/Tables.v" | "SquareGame/Opening.v" | "SquareGame/Fastest.v" | "SquareGame/Delay.v" => (2, 0),
        "SquareGame/Theorems/Small.v" | "SquareGame/Rule5.v" | "SquareGame/Data/Opening.v" | "SquareGame/OpeningLemmas.v" | "SquareGame/EveryN.v" | "SquareGame/DelayLemmas.v" => (3, 0),
        "SquareGame/FastestLemmas.v" | "SquareGame/Data/Fastest.v" => (3, 0),
        "SquareGame/Theorems/Plus.v" | "SquareGame/Theorems/Rule5.v" | "SquareGame/Theorems/Opening.v" | "SquareGame/Locality.v" | "SquareGame/Classes.v" => (4, 0),
        "SquareGame/Theorems/FastestUpper.v" => (4, 1),
        "SquareGame/Closed.v" | "SquareGame/Window.v" => (5, 0),
        "SquareGame/Lockstep.v" => (6, 0),
        // After DelayLemmas and EveryN (stage 3).
        "SquareGame/Frames.v" => (4, 1),
        "SquareGame/FarPairs.v" => (7, 0),
        "SquareGame/Theorems/Outcome.v" => (8, 0),
        "SquareGame/Theorems/Assumptions.v" | "SquareGame.v" => (9, 0),
        _ => {
            // Per-board files: the plus theorems; the fastest-win lower bound's data and
            // theorem (`squarecert emit-fastest-lower`, not emitted by default).
            let per_board = |prefix: &str| rel.strip_prefix(prefix)?.strip_suffix(".v")?.parse::<usize>().ok();
            if let Some(n) = per_board("SquareGame/Theorems/Plus/N") {
                (3, n)
            } else if let Some(n) = per_board("SquareGame/Data/FastestLowerN") {
                (0, n)
            } else {
                // After Window.v (stage 5): the theorem file applies Lemma W.
                (6, per_board("SquareGame/Theorems/FastestLowerN")?)
            }
        }
    })
}

/// The file whose output holds the `Print Assumptions` results.
pub const ASSUMPTIONS_FILE: &str = "SquareGame/Theorems/Assumptions.v";

/// What `Print Assumptions` prints for a theorem that rests on no axiom.
pub const CLOSED: &str = "Closed under the global context";

/// How to run the Coq step.
#[derive(Clone, Debug)]
pub struct CoqConfig {
    /// The Coq development's folder (`coq`), read for the hand-written files.
    pub src: PathBuf,
    /// Every generated file: (path relative to the Coq folder, contents), e.g. the Coq part
    /// of `emit::render_all`.
    pub generated: Vec<(PathBuf, String)>,
    /// The `coqc` executable.
    pub coqc: PathBuf,
    /// How many `coqc` processes run at once (≥ 1).
    pub jobs: usize,
}

/// The kernel's checking time of one theorem.
#[derive(Clone, Debug, PartialEq)]
pub struct TheoremTime {
    /// The theorem's name, e.g. `plus_wins_with_6`.
    pub name: String,
    /// Wall time of its `Qed` in seconds, as `Time Qed.` prints it.
    pub secs: f64,
    /// User CPU time of its `Qed` in seconds (the `…u` of `Time Qed.`).
    pub cpu_secs: f64,
}

/// The result of a successful Coq step.
#[derive(Clone, Debug)]
pub struct CoqReport {
    /// `coqc --version`'s first line.
    pub version: String,
    /// Every timed theorem, in file order.
    pub theorems: Vec<TheoremTime>,
    /// How many headline theorems `Print Assumptions` found closed.
    pub closed: usize,
    /// Wall time of the whole step in seconds.
    pub secs: f64,
}

/// Parses `coqc` output: every `Finished transaction in X secs (Yu,Zs) …` followed by the
/// output of `Check NAME.`, whose first line is `NAME`.
pub fn parse_times(out: &str) -> Vec<TheoremTime> {
    let lines: Vec<&str> = out.lines().collect();
    let mut v = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let Some(rest) = l.trim().strip_prefix("Finished transaction in ") else { continue };
        let Some(secs) = rest.split_whitespace().next().and_then(|s| s.parse::<f64>().ok()) else { continue };
        let cpu_secs = rest
            .split_once('(')
            .and_then(|(_, r)| r.split_once('u'))
            .and_then(|(u, _)| u.parse::<f64>().ok())
            .unwrap_or(f64::NAN);
        if let Some(name) = lines.get(i + 1).map(|s| s.trim()).filter(|s| !s.is_empty() && !s.contains(' ')) {
            v.push(TheoremTime { name: name.to_string(), secs, cpu_secs });
        }
    }
    v
}

/// The theorem (or definition) that encloses line `line` (1-based) of a Coq source: the last
/// `Theorem`/`Lemma`/`Definition`/`Fixpoint` at or above that line.
pub fn enclosing_item(source: &str, line: usize) -> Option<String> {
    source.lines().take(line).filter_map(|l| {
        let mut w = l.split_whitespace();
        match w.next()? {
            "Theorem" | "Lemma" | "Definition" | "Fixpoint" => w.next().map(|n| n.trim_end_matches(':').to_string()),
            _ => None,
        }
    }).last()
}

/// The line number in a `coqc` error (`File "./X.v", line 17, characters …`).
pub fn error_line(out: &str) -> Option<usize> {
    let i = out.find(", line ")?;
    out[i + 7..].split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
}

/// The first line of `coqc --version`, or an error saying how to install Coq.
pub fn coqc_version(coqc: &Path) -> Result<String> {
    let o = Command::new(coqc).arg("--version").output().with_context(|| {
        format!("cannot run {} (install Coq: apt-get install -y coq libcoq-core-ocaml-dev)", coqc.display())
    })?;
    Ok(String::from_utf8_lossy(&o.stdout).lines().next().unwrap_or("").to_string())
}

/// Writes the development into `build`; returns its files by stage, each stage sorted by
/// falling cost.
fn stage(cfg: &CoqConfig, build: &Path) -> Result<Vec<Vec<String>>> {
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    for rel in HAND_WRITTEN {
        let text = std::fs::read(cfg.src.join(rel)).with_context(|| format!("cannot read {}", cfg.src.join(rel).display()))?;
        files.push((rel.to_string(), text));
    }
    for (rel, text) in cfg.generated.iter().filter(|(p, _)| p.extension().is_some_and(|e| e == "v")) {
        files.push((rel.to_string_lossy().into_owned(), text.clone().into_bytes()));
    }
    let mut stages: Vec<Vec<(usize, String)>> = Vec::new();
    for (rel, text) in files {
        let (st, cost) = stage_of(&rel).with_context(|| format!("coq/{rel}: not a file of the Coq development"))?;
        let dst = build.join(&rel);
        std::fs::create_dir_all(dst.parent().expect("relative paths have a parent"))?;
        std::fs::write(&dst, text).with_context(|| format!("cannot write {}", dst.display()))?;
        if stages.len() <= st {
            stages.resize(st + 1, Vec::new());
        }
        stages[st].push((cost, rel));
    }
    Ok(stages
        .into_iter()
        .map(|mut v| {
            v.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            v.into_iter().map(|(_, r)| r).collect()
        })
        .collect())
}

/// Compiles one file in `build`; returns its combined output, or an error naming the failed
/// theorem.
fn compile(cfg: &CoqConfig, build: &Path, rel: &str) -> Result<String> {
    let o = Command::new(&cfg.coqc)
        .args(["-q", "-R", "SquareGame", "SquareGame", rel])
        .current_dir(build)
        .output()
        .with_context(|| format!("cannot run {} on {rel}", cfg.coqc.display()))?;
    let mut out = String::from_utf8_lossy(&o.stdout).into_owned();
    out.push_str(&String::from_utf8_lossy(&o.stderr));
    if !o.status.success() {
        let src = std::fs::read_to_string(build.join(rel)).unwrap_or_default();
        let at = match error_line(&out).and_then(|l| enclosing_item(&src, l).map(|n| (l, n))) {
            Some((l, name)) => format!("theorem {name} (coq/{rel}, line {l})"),
            None => format!("coq/{rel}"),
        };
        bail!("Coq check failed: {at} does not check:\n{}", out.trim_end());
    }
    Ok(out)
}

/// Runs the Coq step: stages the files in a fresh temporary folder, compiles them, reads every
/// theorem's time and the `Print Assumptions` results. `log` receives each file's result as
/// it finishes. Errors: `coqc` missing or failing (naming the theorem), or a headline theorem
/// that is not closed under the global context.
pub fn run(cfg: &CoqConfig, log: &mut dyn FnMut(&str)) -> Result<CoqReport> {
    let version = coqc_version(&cfg.coqc)?;
    let t0 = Instant::now();
    // One folder per run: the process id and a per-process counter. (The nanoseconds since
    // `t0`, used before, could coincide for two runs started at once on two test threads,
    // which then built in one folder and removed each other's files.)
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run_no = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let build = std::env::temp_dir().join(format!("squarecert-coq-{}-{run_no}", std::process::id()));
    let _ = std::fs::remove_dir_all(&build);
    let result = run_in(cfg, &build, log);
    let _ = std::fs::remove_dir_all(&build);
    let (theorems, closed) = result?;
    Ok(CoqReport { version, theorems, closed, secs: t0.elapsed().as_secs_f64() })
}

/// Compiles `files` with at most `jobs` `coqc` processes at once; results in `files` order.
fn compile_all(cfg: &CoqConfig, build: &Path, files: &[String]) -> Vec<(String, Result<String>, f64)> {
    let next = std::sync::Mutex::new(0usize);
    let done = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..cfg.jobs.max(1).min(files.len().max(1)) {
            s.spawn(|| loop {
                let i = {
                    let mut g = next.lock().expect("job counter");
                    *g += 1;
                    *g - 1
                };
                let Some(rel) = files.get(i) else { break };
                let t = Instant::now();
                let r = compile(cfg, build, rel);
                done.lock().expect("results").push((i, rel.clone(), r, t.elapsed().as_secs_f64()));
            });
        }
    });
    let mut v = done.into_inner().expect("results");
    v.sort_by_key(|x| x.0);
    v.into_iter().map(|(_, rel, r, t)| (rel, r, t)).collect()
}

fn run_in(cfg: &CoqConfig, build: &Path, log: &mut dyn FnMut(&str)) -> Result<(Vec<TheoremTime>, usize)> {
    let stages = stage(cfg, build)?;
    let mut theorems = Vec::new();
    let mut closed = None;
    for files in &stages {
        for (rel, r, secs) in compile_all(cfg, build, files) {
            let out = r?;
            let times = parse_times(&out);
            for t in &times {
                log(&format!("  {:<24} {:>9.2}s wall {:>9.2}s CPU  (coq/{rel})", t.name, t.secs, t.cpu_secs));
            }
            log(&format!("coq/{rel}: compiled in {secs:.1}s"));
            theorems.extend(times);
            if rel == ASSUMPTIONS_FILE {
                closed = Some(check_assumptions(build, &out)?);
            }
        }
    }
    Ok((theorems, closed.context("the assumptions file did not run")?))
}

/// Every `Print Assumptions` of the assumptions file must print [`CLOSED`].
fn check_assumptions(build: &Path, out: &str) -> Result<usize> {
    let src = std::fs::read_to_string(build.join(ASSUMPTIONS_FILE))?;
    let asked: Vec<&str> = src.lines().filter_map(|l| l.strip_prefix("Print Assumptions ")).map(|s| s.trim_end_matches('.')).collect();
    let closed = out.lines().filter(|l| l.trim() == CLOSED).count();
    if asked.is_empty() || closed != asked.len() {
        bail!(
            "Print Assumptions: {closed} of the {} headline theorems are closed under the global context; coqc printed:\n{}",
            asked.len(),
            out.trim_end()
        );
    }
    Ok(closed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_pair_with_the_checked_names() {
        let out = "Finished transaction in 1.524 secs (0.801u,0.08s) (successful)\nplus_wins_with_6\n     : WinsWith plusMove 6 []\nFinished transaction in 0. secs (0.u,0.s) (successful)\n\n";
        assert_eq!(parse_times(out), vec![TheoremTime { name: "plus_wins_with_6".into(), secs: 1.524, cpu_secs: 0.801 }]);
    }

    #[test]
    fn errors_map_to_the_enclosing_theorem() {
        let src = "Theorem a : True.\nProof. exact I. Qed.\n\nTheorem plus_wins_with_7 : X.\nProof. foo. Qed.\n";
        let out = "File \"./SquareGame/Theorems/Plus.v\", line 5, characters 0-10:\nError: bad";
        assert_eq!(error_line(out), Some(5));
        assert_eq!(enclosing_item(src, 5).as_deref(), Some("plus_wins_with_7"));
        assert_eq!(enclosing_item(src, 2).as_deref(), Some("a"));
    }
}
