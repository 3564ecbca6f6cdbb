//! The `squarecert` command line: parses arguments and calls the library.
use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// Proves who wins the square achievement game and hands the proof to Lean 4.
#[derive(Parser)]
#[command(name = "squarecert", version, about)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

/// Where `emit` writes and `check` reads: certificates, the Lean project, the theorem range.
#[derive(clap::Args)]
struct LeanPaths {
    /// Folder of the certificates.
    #[arg(long, default_value = "certs")]
    certs: PathBuf,
    /// The Lean project folder.
    #[arg(long, default_value = "lean")]
    lean: PathBuf,
    /// Board sizes of the generated `WinsWith plusMove n []` theorems.
    #[arg(long, default_value = "6..=17")]
    plus_range: String,
}

#[derive(Subcommand)]
enum Cmd {
    /// Search the plus rule's exceptions and line catalog; write the rule file.
    Search {
        /// Where to write the rule file.
        #[arg(long, default_value = "certs/plus-rule.txt")]
        out: PathBuf,
        /// Side of the region [0,w)² the lines must lie in.
        #[arg(long, default_value_t = 6)]
        region: usize,
        /// Largest board whose ply-5 positions the catalog must cover directly.
        #[arg(long, default_value_t = 17)]
        cover_up_to: usize,
        /// P1's opening cell.
        #[arg(long, default_value = "(2,2)")]
        opening: String,
        /// P1's default second move.
        #[arg(long, default_value = "(3,2)")]
        second: String,
        /// Extra moves beyond the shortest line for candidate lines.
        #[arg(long, default_value_t = 2)]
        slack: usize,
        /// Print nothing but errors.
        #[arg(long)]
        quiet: bool,
    },
    /// Check every branch of `WinsWith plusMove n []` for each board n.
    Verify {
        /// Boards: N, A..=B, A..B or A-B.
        #[arg(long, default_value = "6..=32")]
        n: String,
        /// The rule file.
        #[arg(long, default_value = "certs/plus-rule.txt")]
        rule: PathBuf,
        /// Verify only shard i of k (first replies whose row-major index is i mod k).
        #[arg(long)]
        shard: Option<String>,
        /// Also write the reports as JSON (input of `merge`).
        #[arg(long)]
        json: Option<PathBuf>,
        /// No progress bar.
        #[arg(long)]
        quiet: bool,
    },
    /// Prove the rule wins on every n >= 6: boards 6..=N0 exhaustively, larger boards by classes.
    VerifyAll {
        /// The rule file.
        #[arg(long, default_value = "certs/plus-rule.txt")]
        rule: PathBuf,
        /// Print nothing but the summary and errors.
        #[arg(long)]
        quiet: bool,
    },
    /// Add shard reports (from `verify --shard i/k --json F`) into one report per board.
    Merge {
        /// The JSON reports.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Also write the merged reports as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
    },
    /// Verify a range of boards and report tree sizes, depths, lines and timings per n.
    Audit {
        /// Boards: N, A..=B, A..B or A-B.
        #[arg(long, default_value = "6..=32")]
        n: String,
        /// The rule file.
        #[arg(long, default_value = "certs/plus-rule.txt")]
        rule: PathBuf,
        /// Where to write the table as JSON.
        #[arg(long, default_value = "certs/audit.json")]
        json: PathBuf,
        /// Where to draw leaves and time against n.
        #[arg(long, default_value = "certs/audit.svg")]
        svg: PathBuf,
        /// No progress bar.
        #[arg(long)]
        quiet: bool,
    },
    /// Play against the bot (P1) in the browser: a local web server on 127.0.0.1.
    Play {
        /// Board size of the first game (3..=32; the page can change it).
        #[arg(long, default_value_t = 7)]
        n: usize,
        /// Port on 127.0.0.1; 0 picks a free one (the address is printed).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The plus-rule file (n ≥ 6).
        #[arg(long, default_value = "certs/plus-rule.txt")]
        rule: std::path::PathBuf,
        /// Folder of the small-board strategy tables (n ≤ 5).
        #[arg(long, default_value = "certs")]
        certs: std::path::PathBuf,
    },
    /// A GTP-subset engine on stdin/stdout (cells written (x,y); see `list_commands`).
    Engine {
        /// The plus-rule file (n ≥ 6).
        #[arg(long, default_value = "certs/plus-rule.txt")]
        rule: std::path::PathBuf,
        /// Folder of the small-board strategy tables (n ≤ 5).
        #[arg(long, default_value = "certs")]
        certs: std::path::PathBuf,
    },
    /// Writes the generated Lean modules (lean/SquareGame/Data/*.lean, Theorems/*.lean).
    Emit {
        #[command(flatten)]
        paths: LeanPaths,
    },
    /// Checks digests, generated modules, the Rust mirror, then `lake build` if available.
    Check {
        #[command(flatten)]
        paths: LeanPaths,
        /// Plus-rule board sizes the Rust mirror runs on (it grows like 3·n⁶ leaves).
        #[arg(long, default_value = "6..=17")]
        mirror_range: String,
        /// Skip `lake build` even when lake is on PATH.
        #[arg(long)]
        no_lean: bool,
    },
    /// Writes certs/manifest.json (sha256, size, producing command, tool version).
    Manifest {
        /// Folder of the certificates.
        #[arg(long, default_value = "certs")]
        certs: std::path::PathBuf,
        /// The producing command of a file, as FILE=COMMAND (repeatable).
        #[arg(long = "producer")]
        producers: Vec<String>,
    },
    /// Solves the n×n game exactly.
    Solve {
        /// Board side in cells (1..=8; above 5 give a ply limit).
        #[arg(long)]
        n: usize,
        /// Search only completions up to this ply (a limit whose search would not fit in
        /// memory is refused up front).
        #[arg(long)]
        max_ply: Option<u32>,
    },
    /// Builds, checks and writes the small-board strategy tables.
    Certify {
        /// Board side in cells, 1..=5.
        #[arg(long, conflicts_with = "all")]
        n: Option<usize>,
        /// Every board 1..=5.
        #[arg(long)]
        all: bool,
        /// Output folder.
        #[arg(long, default_value = "certs")]
        out: std::path::PathBuf,
    },
    /// Checks small-board table files (.sqt) against every opponent reply.
    CheckTable {
        /// Table files.
        files: Vec<std::path::PathBuf>,
    },
}

fn main() -> std::process::ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => e.exit(), // --help, --version
        Err(e) => {
            // One line: clap's first line names the bad argument and the fix.
            let text = e.render().to_string();
            let first = text.lines().next().unwrap_or("bad arguments").trim_start_matches("error: ");
            eprintln!("squarecert: error: {first} (see squarecert --help)");
            return std::process::ExitCode::from(2);
        }
    };
    let result = match cli.cmd {
        Cmd::Search { out, region, cover_up_to, opening, second, slack, quiet } => {
            squarecert::cli::search(&out, region, cover_up_to, &opening, &second, slack, quiet)
        }
        Cmd::Verify { n, rule, shard, json, quiet } => {
            squarecert::cli::verify(&rule, &n, shard.as_deref(), json.as_deref(), quiet)
        }
        Cmd::VerifyAll { rule, quiet } => squarecert::everyn::cli_verify_all(&rule, quiet),
        Cmd::Merge { files, json } => squarecert::cli::merge(&files, json.as_deref()),
        Cmd::Audit { n, rule, json, svg, quiet } => squarecert::cli::audit(&rule, &n, &json, &svg, quiet),
        Cmd::Play { n, port, rule, certs } => squarecert::play::server::run(&rule, &certs, n, port),
        Cmd::Engine { rule, certs } => squarecert::play::engine::run(&rule, &certs),
        Cmd::Emit { paths: p } => squarecert::cli::emit(p.certs, p.lean, &p.plus_range),
        Cmd::Check { paths: p, mirror_range, no_lean } => {
            squarecert::cli::check(p.certs, p.lean, &p.plus_range, &mirror_range, !no_lean)
        }
        Cmd::Manifest { certs, producers } => squarecert::cli::manifest(&certs, &producers),
        Cmd::Solve { n, max_ply } => squarecert::small::run_solve(n, max_ply),
        Cmd::Certify { n, all, out } => squarecert::small::run_certify(n, all, &out),
        Cmd::CheckTable { files } => squarecert::small::run_check_table(&files),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("squarecert: error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
