//! The `squarecert` command line: parses arguments and calls the library.
use clap::{Parser, Subcommand};

/// Proves who wins the square achievement game and hands the proof to Lean 4.
#[derive(Parser)]
#[command(name = "squarecert", version, about)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Solves the n×n game exactly (issue 3).
    Solve {
        /// Board side in cells (1..=8; above 5 give a ply limit).
        #[arg(long)]
        n: usize,
        /// Search only completions up to this ply.
        #[arg(long)]
        max_ply: Option<u32>,
    },
    /// Builds, checks and writes the small-board strategy tables (issue 3).
    Certify {
        /// Board side in cells, 1..=5.
        #[arg(long)]
        n: Option<usize>,
        /// Every board 1..=5.
        #[arg(long)]
        all: bool,
        /// Output folder.
        #[arg(long, default_value = "certs")]
        out: std::path::PathBuf,
    },
    /// Checks small-board table files (.sqt) against every opponent reply (issue 3).
    CheckTable {
        /// Table files.
        files: Vec<std::path::PathBuf>,
    },
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result: anyhow::Result<()> = match cli.cmd {
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
