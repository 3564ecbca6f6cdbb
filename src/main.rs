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
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result: anyhow::Result<()> = match cli.cmd {
        Cmd::Play { n, port, rule, certs } => squarecert::play::server::run(&rule, &certs, n, port),
        Cmd::Engine { rule, certs } => squarecert::play::engine::run(&rule, &certs),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("squarecert: error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
