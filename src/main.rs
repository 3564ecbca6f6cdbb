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
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result: anyhow::Result<()> = match cli.cmd {
        Cmd::Solve { n, max_ply } => squarecert::small::solver::solve(n, max_ply).map(|r| println!("{r}")),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("squarecert: error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
