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
    /// Writes the generated Lean modules (lean/SquareGame/Data/*.lean, Theorems/*.lean).
    Emit {
        /// Folder of the certificates.
        #[arg(long, default_value = "certs")]
        certs: std::path::PathBuf,
        /// The Lean project folder.
        #[arg(long, default_value = "lean")]
        lean: std::path::PathBuf,
        /// Board sizes of the generated `WinsWith plusMove n []` theorems.
        #[arg(long, default_value = "6..=17")]
        plus_range: String,
    },
    /// Checks digests, generated modules, the Rust mirror, then `lake build` if available.
    Check {
        /// Folder of the certificates.
        #[arg(long, default_value = "certs")]
        certs: std::path::PathBuf,
        /// The Lean project folder.
        #[arg(long, default_value = "lean")]
        lean: std::path::PathBuf,
        /// The plus range the generated theorems were emitted with.
        #[arg(long, default_value = "6..=17")]
        plus_range: String,
        /// Plus-rule board sizes the Rust mirror runs on (it grows like 3·n⁶ leaves).
        #[arg(long, default_value = "6..=8")]
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
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result: anyhow::Result<()> = match cli.cmd {
        Cmd::Emit { certs, lean, plus_range } => (|| {
            let cfg = squarecert::emit::EmitConfig { certs, lean, plus_range: squarecert::emit::parse_range(&plus_range)? };
            for p in squarecert::emit::emit(&cfg)? {
                println!("wrote {}", p.display());
            }
            Ok(())
        })(),
        Cmd::Check { certs, lean, plus_range, mirror_range, no_lean } => (|| {
            let emit = squarecert::emit::EmitConfig { certs, lean, plus_range: squarecert::emit::parse_range(&plus_range)? };
            let cfg = squarecert::check::CheckConfig {
                emit,
                mirror_range: squarecert::emit::parse_range(&mirror_range)?,
                lean: !no_lean,
            };
            squarecert::check::check(&cfg)?;
            println!("check passed");
            Ok(())
        })(),
        Cmd::Manifest { certs, producers } => (|| {
            let m = squarecert::manifest::write(&certs, &squarecert::manifest::parse_overrides(&producers)?)?;
            println!("wrote {} ({} files)", certs.join(squarecert::manifest::MANIFEST_FILE).display(), m.files.len());
            Ok(())
        })(),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("squarecert: error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
