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
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match cli.cmd {
        Cmd::Search { out, region, cover_up_to, slack, quiet } => {
            squarecert::cli::search(&out, region, cover_up_to, slack, quiet)
        }
        Cmd::Verify { n, rule, shard, json, quiet } => {
            squarecert::cli::verify(&rule, &n, shard.as_deref(), json.as_deref(), quiet)
        }
        Cmd::VerifyAll { rule, quiet } => squarecert::everyn::cli_verify_all(&rule, quiet),
        Cmd::Merge { files, json } => squarecert::cli::merge(&files, json.as_deref()),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("squarecert: error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
