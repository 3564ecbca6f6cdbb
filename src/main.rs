//! The `squarecert` command line: parses arguments and calls the library.
use clap::{CommandFactory, Parser, Subcommand};
use squarecert::errln;
use std::path::PathBuf;

/// Proves who wins the square achievement game and hands the proof to Lean 4.
#[derive(Parser)]
#[command(name = "squarecert", version, about)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

/// Where `emit` writes and `check` reads: certificates, the Lean project, the Coq twin, the
/// theorem range.
#[derive(clap::Args)]
struct LeanPaths {
    /// Folder of the certificates.
    #[arg(long, default_value = "certs")]
    certs: PathBuf,
    /// The Lean project folder.
    #[arg(long, default_value = "lean")]
    lean: PathBuf,
    /// The Coq development's folder (the Lean project's twin).
    #[arg(long, default_value = "coq")]
    coq: PathBuf,
    /// Board sizes of the generated `WinsWith plusMove n []` theorems.
    #[arg(long, default_value = "6..=17", allow_hyphen_values = true)]
    plus_range: String,
    /// Board sizes of the generated `P1CanWinBy n k [] []` theorems (fastest wins).
    #[arg(long, default_value = "5..=8", allow_hyphen_values = true)]
    fastest_range: String,
}

/// What `play` and `engine` load: the certificate folder and the rule file in it.
#[derive(clap::Args)]
struct StrategyPaths {
    /// Folder of the certificates: the small-board tables (n ≤ 5) and plus-rule.txt.
    #[arg(long, default_value = "certs")]
    certs: PathBuf,
    /// The plus-rule file (n ≥ 6) [default: CERTS/plus-rule.txt].
    #[arg(long)]
    rule: Option<PathBuf>,
    /// Serve the rule without first verifying that it wins the first board (for test
    /// fixtures; moves the proof does not cover are explained as fallbacks).
    #[arg(long)]
    unverified_rule: bool,
}

#[derive(Subcommand)]
enum Cmd {
    /// Search the plus rule's exceptions and line catalog; write the rule file.
    Search {
        /// Where to write the rule file.
        #[arg(long, default_value = "certs/plus-rule.txt")]
        out: PathBuf,
        /// Side of the region [0,w)² the lines must lie in.
        #[arg(long, default_value_t = 6, allow_negative_numbers = true, value_parser = whole("region side", "4..=16"))]
        region: usize,
        /// Largest board whose ply-5 positions the catalog must cover directly.
        #[arg(long, default_value_t = 17, allow_negative_numbers = true)]
        cover_up_to: usize,
        /// Smallest board covered (the exceptions are chosen on it).
        #[arg(long, default_value_t = 6, allow_negative_numbers = true, value_parser = whole("board size", "6..=32"))]
        cover_from: usize,
        /// P1's opening cell.
        #[arg(long, default_value = "(2,2)")]
        opening: String,
        /// P1's default second move.
        #[arg(long, default_value = "(3,2)")]
        second: String,
        /// Extra moves beyond the shortest line for candidate lines.
        #[arg(long, default_value_t = 2, allow_negative_numbers = true)]
        slack: usize,
        /// Completion bound: every line must complete by this ply (odd, 7..=63; 17 by
        /// default); the rule file then says `complete-by K`.
        #[arg(long, allow_negative_numbers = true, value_parser = whole("ply", "7..=63"))]
        max_ply: Option<usize>,
        /// Print nothing but errors.
        #[arg(long)]
        quiet: bool,
    },
    /// Check every branch of `WinsWith plusMove n []` for each board n.
    Verify {
        /// Boards: N, A..=B, A..B or A-B.
        #[arg(long, default_value = "6..=32", allow_hyphen_values = true)]
        n: String,
        /// The rule file.
        #[arg(long, default_value = "certs/plus-rule.txt")]
        rule: PathBuf,
        /// Verify only shard i of k (first replies whose row-major index is i mod k).
        #[arg(long, allow_hyphen_values = true)]
        shard: Option<String>,
        /// Also write the reports as JSON (input of `merge`).
        #[arg(long)]
        json: Option<PathBuf>,
        /// Also require every game to complete a P1 square by this ply (7..=63).
        #[arg(long, allow_negative_numbers = true, value_parser = whole("ply", "7..=63"))]
        max_ply: Option<usize>,
        /// No progress bar.
        #[arg(long)]
        quiet: bool,
    },
    /// Prove the rule wins on every n >= 6: boards 6..=N0 exhaustively, larger boards by classes.
    VerifyAll {
        /// The rule file.
        #[arg(long, default_value = "certs/plus-rule.txt")]
        rule: PathBuf,
        /// Also require every game, on every board, to complete a P1 square by this ply (7..=63).
        #[arg(long, allow_negative_numbers = true, value_parser = whole("ply", "7..=63"))]
        max_ply: Option<usize>,
        /// The claim is for every n >= FROM (6 by default; boards FROM..=N0 are enumerated).
        #[arg(long, default_value_t = 6, allow_negative_numbers = true, value_parser = whole("board size", "6..=32"))]
        from: usize,
        /// Print nothing but the summary and errors.
        #[arg(long)]
        quiet: bool,
    },
    /// Show that no rule of the line-catalog family completes by a ply: refute every opening
    /// of one board, or every (opening, second) pair against far P2 stones (docs/FASTEST.md).
    Family {
        /// Refute every opening of the NxN board (6..=32).
        #[arg(long, allow_negative_numbers = true, value_parser = whole("board size", "6..=32"))]
        n: Option<usize>,
        /// Opening, second move and lines in [0,W)^2 (2..=32); P2's first stone on the far corner of --far-board.
        #[arg(long, allow_negative_numbers = true, value_parser = whole("region side", "2..=32"))]
        far: Option<usize>,
        /// The board of --far: P2's first stone on its far corner (W+1..=64).
        #[arg(long, default_value_t = 64, allow_negative_numbers = true, value_parser = whole("board size", "W+1..=64"))]
        far_board: usize,
        /// The completion bound to refute (odd ply, 7..=63).
        #[arg(long, allow_negative_numbers = true, value_parser = whole("ply", "7..=63"))]
        max_ply: usize,
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
        #[arg(long, default_value = "6..=32", allow_hyphen_values = true)]
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
    ///
    /// Before it prints the address, it loads and checks the rule file and the small-board
    /// tables (n = 1..=5) and binds the port; anything missing or broken stops it there.
    #[command(after_long_help = squarecert::play::API_HELP)]
    Play {
        /// Board size of the first game (1..=32; the page can change it).
        #[arg(long, default_value_t = 7, allow_negative_numbers = true, value_parser = whole("board size", "1..=32"))]
        n: usize,
        /// Port on 127.0.0.1; 0 picks a free one (the address is printed).
        #[arg(long, default_value_t = 8080, allow_negative_numbers = true)]
        port: u16,
        #[command(flatten)]
        strategies: StrategyPaths,
    },
    /// A GTP-subset engine on stdin/stdout (GTP vertices such as C3 up to 25x25; see `list_commands`).
    Engine {
        #[command(flatten)]
        strategies: StrategyPaths,
    },
    /// Writes the Coq files of the fastest-win lower bound on one board
    /// (SquareGame/Data/FastestLowerN<n>.v, Theorems/FastestLowerN<n>.v) into a Coq folder
    /// (a scratch copy: `make check-coq-fastest`; their kernel check is long, docs/TRUST.md),
    /// and with --lean their Lean twins (.lean, same paths) into a Lean folder.
    EmitFastestLower {
        /// Board side in cells; reads certs/fastest-n<n>-lower.sqf.
        #[arg(long)]
        n: usize,
        /// Folder of the certificates.
        #[arg(long, default_value = "certs")]
        certs: std::path::PathBuf,
        /// The Coq folder to write into.
        #[arg(long)]
        coq: std::path::PathBuf,
        /// Also write the Lean twins into this Lean folder (unchecked here: no Lean toolchain).
        #[arg(long)]
        lean: Option<std::path::PathBuf>,
    },
    /// Writes the generated Lean modules (lean/SquareGame/Data/*.lean, Theorems/*.lean) and
    /// their Coq twins (coq/SquareGame/Data/*.v, Theorems/*.v).
    Emit {
        #[command(flatten)]
        paths: LeanPaths,
    },
    /// Checks digests, generated files, the Rust mirror, the Coq twin with coqc (when on
    /// PATH), then `lake build` (when on PATH).
    Check {
        #[command(flatten)]
        paths: LeanPaths,
        /// Plus-rule board sizes the Rust mirror runs on (it grows like 3·n⁶ leaves).
        #[arg(long, default_value = "6..=17", allow_hyphen_values = true)]
        mirror_range: String,
        /// Plus-rule board sizes of the Coq theorems coqc checks (default: the plus range).
        #[arg(long)]
        coq_range: Option<String>,
        /// Fastest-win board sizes of the Coq theorems coqc checks (default: the fastest range).
        #[arg(long)]
        coq_fastest_range: Option<String>,
        /// Skip the Rust mirror.
        #[arg(long)]
        no_mirror: bool,
        /// Skip the Coq step even when coqc is on PATH.
        #[arg(long)]
        no_coq: bool,
        /// Skip `lake build` even when lake is on PATH.
        #[arg(long)]
        no_lean: bool,
        /// Skip walking the fastest-win certificates (their digests are still checked).
        #[arg(long)]
        no_fastest: bool,
        /// Walk only the fastest-win certificates of boards up to this side; larger boards keep
        /// their digest check (the 13x13 and 14x14 lower walks take about 8 and 15 minutes).
        #[arg(long, value_name = "N")]
        fastest_walk_max: Option<usize>,
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
        #[arg(long, allow_negative_numbers = true, value_parser = whole("board size", "1..=8"))]
        n: usize,
        /// Search only completions up to this ply (a limit whose search would not fit in
        /// memory is refused up front).
        #[arg(long, allow_negative_numbers = true)]
        max_ply: Option<u32>,
    },
    /// For every (opening, second move) pair up to the diagonal reflection, the first replies
    /// P1 does not beat with quiet moves allowed (exact solver, ply limit).
    Openings {
        /// Board side in cells (6..=8).
        #[arg(long, default_value_t = 6, allow_negative_numbers = true, value_parser = whole("board size", "6..=8"))]
        n: usize,
        /// Ply limit of every search (odd): a reply P1 does not beat by it counts as a failure.
        #[arg(long, default_value_t = 15, allow_negative_numbers = true)]
        max_ply: u32,
        /// Node budget of each deadline's search of one position; past it the position is
        /// reported undecided.
        #[arg(long, default_value_t = 2_000_000)]
        node_budget: u64,
        /// The pairs' cells lie in [0,REGION)^2.
        #[arg(long, default_value_t = 6, allow_negative_numbers = true, value_parser = whole("region side", "2..=n"))]
        region: usize,
        /// Only this pair, as OPENING/SECOND, e.g. (2,2)/(3,2) (repeatable).
        #[arg(long = "pair")]
        pairs: Vec<String>,
        /// Writes the summary as JSON to this file (- for standard output).
        #[arg(long)]
        json: Option<PathBuf>,
        /// Prints every pair, not only the best ones.
        #[arg(long)]
        all: bool,
        /// Also builds the P1 win table (SQOW, docs/FORMATS.md) of each pair with no
        /// failure and writes it into this folder.
        #[arg(long)]
        win_tables: Option<PathBuf>,
        /// Also builds the P2 no-win table (SQOD, docs/FORMATS.md) of each pair against its
        /// failing replies (those not beaten by the ply limit) and writes it into this folder.
        #[arg(long)]
        no_win_tables: Option<PathBuf>,
    },
    /// Lemma L11 (docs/FASTEST.md §5): check the cases behind "P1 completes no square before ply 11 on every board".
    DelayEveryBoard {
        /// Also write every case's result (pair type, unit, P2's ply-4 cell, counts) as JSON.
        #[arg(long)]
        json: Option<PathBuf>,
        /// Check P2's ply-2 stone on a diagonal neighbour of P1's first stone instead of an
        /// orthogonal one (the kind that can also hold ply 11).
        #[arg(long)]
        diagonal: bool,
        /// Lemma S instead (docs/FASTEST.md §5, "A stray stone"): recheck every case with a P1
        /// stone in a pair form with neither stone of the pair on each cell its answers use or
        /// where it makes a corner (ply 11 after a pair and such a third stone).
        #[arg(long, conflicts_with = "json", requires = "diagonal")]
        stray: bool,
        /// Lemma S's lone form instead (docs/FASTEST.md §5, "Lemma S's lone form"): for the
        /// pairs other than an even distance on a row or column, check that one P2 move answers
        /// each fourth P1 stone, P2 holding, beside the pair, no stone or only one third corner,
        /// and that taking the corner a third stone on the pair's lattice meets kills.
        #[arg(long, conflicts_with_all = ["json", "diagonal", "stray"])]
        lone: bool,
        /// Lemma U instead (docs/FASTEST.md §5, "Lemma U"): for a RowEven pair `g·(1, 3)` from
        /// a third stone whose diagonal neighbour P2 holds, check the tempo-cell defence at
        /// every pair of units, by symbolic runs on affine forms and concrete points.
        #[arg(long, conflicts_with_all = ["json", "diagonal", "stray", "lone"])]
        one_three: bool,
        /// Lemma U₂ instead (docs/FASTEST.md §5, "Lemma U₂"): for three stones with two or three
        /// pairs in a pair form, P2 holding a diagonal neighbour of one, check the tempo-cell
        /// defence at every pair of units, by symbolic runs on affine forms per parity class and
        /// concrete points, with a fallback ply-6 cell where the tempo cell fails (about four
        /// minutes on two threads).
        #[arg(long, conflicts_with_all = ["json", "diagonal", "stray", "lone", "one_three"])]
        two_tempo: bool,
        /// With --two-tempo: the fallback near cells' reach in cells from a stone (the table's
        /// is 3: 144 near cells), to ask whether a wider list finds more (5: 360 near cells).
        #[arg(long, requires = "two_tempo", allow_negative_numbers = true, value_parser = clap::value_parser!(i64).range(0..=12))]
        near: Option<i64>,
    },
    /// The fastest forced win per board (5..=19): exact ply, both certificates, certs/fastest.json.
    Fastest {
        /// Boards: N, A..=B, A..B or A-B (each in 5..=19).
        #[arg(long, allow_hyphen_values = true)]
        n: String,
        /// Folder of the certificates and fastest.json.
        #[arg(long, default_value = "certs")]
        out: std::path::PathBuf,
        /// Give up past this completion ply.
        #[arg(long, default_value_t = 21)]
        max_ply: u32,
        /// Re-check the certificates in the folder instead of solving.
        #[arg(long, conflicts_with = "table")]
        check: bool,
        /// Print the Markdown table of the boards from fastest.json instead of solving.
        #[arg(long)]
        table: bool,
    },
    /// Builds, checks and writes the small-board strategy tables.
    Certify {
        /// Board side in cells, 1..=5.
        #[arg(long, conflicts_with = "all", allow_negative_numbers = true, value_parser = whole("board size", "1..=5"))]
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
    /// Builds the 5x5 rule (win, block, shortest VCF, quiet list) for each VCF depth and
    /// deadline, checks each, and writes the one with the fewest quiet entries.
    CertifyRule5 {
        /// VCF depths to try (single threats before the double threat), e.g. 0..=4 or 3.
        #[arg(long, default_value = "5")]
        vcf: String,
        /// Odd plies by which the quiet moves must keep a win, e.g. 19,21,25.
        #[arg(long, default_value = "21", value_delimiter = ',')]
        deadline: Vec<u32>,
        /// The default clause for positions without a quiet entry: none, potential, or both
        /// (none,potential) to compare.
        #[arg(long, default_value = "potential", value_delimiter = ',')]
        default: Vec<String>,
        /// Output file.
        #[arg(long, default_value = "certs/rule5.txt")]
        out: std::path::PathBuf,
    },
    /// Checks a 5x5 rule file against every P2 reply and prints the strategy tree.
    CheckRule5 {
        /// The rule file.
        #[arg(default_value = "certs/rule5.txt")]
        file: std::path::PathBuf,
    },
}

/// A clap value parser for a whole number (`what`, such as "board size") whose error names
/// the valid `range`; the range itself is checked by the library, which knows why.
fn whole(what: &'static str, range: &'static str) -> impl Fn(&str) -> Result<usize, String> + Clone + Send + Sync + 'static {
    move |s: &str| s.trim().parse::<usize>().map_err(|_| format!("{s} is not a {what}: give a whole number in {range}"))
}

/// clap's error as one line: the message up to its usage block, lines joined (so a missing
/// argument is named), then where to read more.
fn one_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let msg: Vec<&str> = text
        .lines()
        .take_while(|l| !l.starts_with("Usage:"))
        .map(|l| l.trim())
        .filter(|l| !l.is_empty() && !l.starts_with("For more information"))
        .collect();
    let msg = msg.join(" ");
    let msg = msg.trim_start_matches("error: ");
    let cmd = std::env::args().nth(1).filter(|a| !a.starts_with('-') && Cli::command().find_subcommand(a).is_some());
    match cmd {
        Some(c) => format!("squarecert: error: {msg} (see squarecert {c} --help)"),
        None => format!("squarecert: error: {msg} (see squarecert --help)"),
    }
}

fn main() -> std::process::ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // --help, --version, and bare `squarecert` (the help, on standard error, exit 2).
        Err(e) if !e.use_stderr() || e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => e.exit(),
        Err(e) => {
            errln!("{}", one_line(&e));
            return std::process::ExitCode::from(2);
        }
    };
    let result = match cli.cmd {
        Cmd::Search { out, region, cover_up_to, cover_from, opening, second, slack, max_ply, quiet } => {
            let boards = cover_from..=cover_up_to;
            squarecert::cli::search(&out, region, boards, &opening, &second, slack, max_ply, quiet)
        }
        Cmd::Verify { n, rule, shard, json, max_ply, quiet } => {
            squarecert::cli::verify(&rule, &n, shard.as_deref(), json.as_deref(), max_ply, quiet)
        }
        Cmd::VerifyAll { rule, max_ply, from, quiet } => squarecert::everyn::cli_verify_all(&rule, from, max_ply, quiet),
        Cmd::Family { n, far, far_board, max_ply } => squarecert::family::cli_family(n, far, far_board, max_ply),
        Cmd::DelayEveryBoard { json, diagonal, stray, lone, one_three, two_tempo, near } => {
            let ply2 = if diagonal { squarecert::fastest::every_board::Ply2::Diagonal } else { squarecert::fastest::every_board::Ply2::Orthogonal };
            if two_tempo {
                squarecert::fastest::two_tempo::run(near)
            } else if one_three {
                squarecert::fastest::one_three::run()
            } else if lone {
                squarecert::fastest::stray::run_lone()
            } else if stray {
                squarecert::fastest::stray::run(ply2)
            } else {
                squarecert::fastest::every_board::run(json.as_deref(), ply2)
            }
        }
        Cmd::Merge { files, json } => squarecert::cli::merge(&files, json.as_deref()),
        Cmd::Audit { n, rule, json, svg, quiet } => squarecert::cli::audit(&rule, &n, &json, &svg, quiet),
        Cmd::Play { n, port, strategies: s } => squarecert::play::server::run(&s.certs, s.rule.as_deref(), n, port, !s.unverified_rule),
        Cmd::Engine { strategies: s } => squarecert::play::engine::run(&s.certs, s.rule.as_deref(), !s.unverified_rule),
        Cmd::EmitFastestLower { n, certs, coq, lean } => squarecert::cli::emit_fastest_lower(&certs, &coq, lean.as_deref(), n),
        Cmd::Emit { paths: p } => squarecert::cli::emit(p.certs, p.lean, p.coq, &p.plus_range, &p.fastest_range),
        Cmd::Check { paths: p, mirror_range, coq_range, coq_fastest_range, no_mirror, no_coq, no_lean, no_fastest, fastest_walk_max } => {
            let steps = squarecert::cli::CheckSteps { mirror: !no_mirror, coq: !no_coq, lean: !no_lean, fastest: !no_fastest, fastest_walk_max };
            let ranges = squarecert::cli::CheckRanges {
                plus: &p.plus_range,
                fastest: &p.fastest_range,
                mirror: &mirror_range,
                coq: coq_range.as_deref(),
                coq_fastest: coq_fastest_range.as_deref(),
            };
            squarecert::cli::check(p.certs, p.lean, p.coq, ranges, steps)
        }
        Cmd::Manifest { certs, producers } => squarecert::cli::manifest(&certs, &producers),
        Cmd::Solve { n, max_ply } => squarecert::small::run_solve(n, max_ply),
        Cmd::Openings { n, max_ply, node_budget, region, pairs, json, all, win_tables, no_win_tables } => {
            let limits = squarecert::openings::Limits { n, max_ply, node_budget, region };
            squarecert::cli::openings(limits, &pairs, json.as_deref(), all, (win_tables.as_deref(), no_win_tables.as_deref()))
        }
        Cmd::Fastest { n, out, max_ply, check, table } => {
            let mode = match (check, table) {
                (true, _) => squarecert::fastest::Mode::Check,
                (_, true) => squarecert::fastest::Mode::Table,
                _ => squarecert::fastest::Mode::Settle,
            };
            squarecert::fastest::run(&n, &out, max_ply, mode)
        }
        Cmd::Certify { n, all, out } => squarecert::small::run_certify(n, all, &out),
        Cmd::CheckTable { files } => squarecert::small::run_check_table(&files),
        Cmd::CertifyRule5 { vcf, deadline, default, out } => squarecert::cli::certify_rule5(&vcf, &deadline, &default, &out),
        Cmd::CheckRule5 { file } => squarecert::small::rule5::run_check(&file),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        // The reader of our output went away: stop quietly, as a program killed by SIGPIPE.
        Err(e) if squarecert::out::is_broken_pipe(&e) => std::process::exit(squarecert::out::BROKEN_PIPE_STATUS),
        Err(e) => {
            errln!("squarecert: error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
