//! Does P2 hold ply 11 with a restricted defence? Tests of the proviso in docs/FASTEST.md §5
//! ("How many units") and of which P2 squares a defence needs ("Which P2 squares a defence
//! needs").
//!
//! `cargo run --release --example named_defence -- N [DEADLINE] [any] [kill|grid|box|allbox]`
//! answers, on the `N`×`N` board, whether P1 completes a square by ply `DEADLINE` (default
//! 11) against every defence of the kind named:
//! - by default every P2 move is restricted to the named cells of the position
//!   (`fastest::named`); `any` lifts that restriction (P2 plays any empty cell);
//! - `kill`: no P2 square counts (a kill-only defence: P2's squares never end the game or
//!   force P1); `grid`: only P2 squares whose corners lie on P1's grid count; `box`: only those
//!   in P1's bounding box; `allbox`: only those in the bounding box of all stones
//!   (`search::P2Squares`). Without one of these every P2 square counts.
//!
//! "no" means such a defence holds the deadline on this board; "yes" means P2 needs more there
//! (the unrestricted answer at ply 11 is "no" on 9×9 to 21×21, docs/FASTEST.md §5).

use squarecert::fastest::named;
use squarecert::fastest::search::P2Squares;

const USAGE: &str = "usage: named_defence N [DEADLINE] [any] [kill|grid|box|allbox] (N in 5..=21, DEADLINE odd, at least 7; default 11)";

fn run<const W: usize>(n: usize, deadline: u32, named_only: bool, squares: P2Squares) {
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let (won, s) = named::wins_by_against::<W>(n, deadline, named_only, squares);
    let answer = match won {
        Some(o) => format!("yes (opening ({}, {}))", o % n, o / n),
        None => "no".to_string(),
    };
    let cells = if named_only { "named-cell" } else { "any-cell" };
    let which = match squares {
        P2Squares::All => "every P2 square counting",
        P2Squares::None => "no P2 square counting (kill-only)",
        P2Squares::P1Grid => "P2 squares counting on P1's grid only",
        P2Squares::P1Box => "P2 squares counting in P1's bounding box only",
        P2Squares::AllBox => "P2 squares counting in all stones' bounding box only",
    };
    println!("n={n}: P1 by ply {deadline} against {cells} defences, {which}: {answer} ({} nodes, {} states, {:.2} s, {:.2} s CPU)", s.nodes, s.tt.len(), t.elapsed().as_secs_f64(), squarecert::fastest::cpu_secs() - c);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args.first().and_then(|a| a.parse().ok()).filter(|n| (5..=squarecert::fastest::bits::WIDEST_N).contains(n)).unwrap_or_else(|| {
        eprintln!("{USAGE}");
        std::process::exit(2)
    });
    let mut rest = &args[1..];
    let mut deadline = 11;
    if let Some(a) = rest.first().filter(|a| a.chars().all(|c| c.is_ascii_digit())) {
        deadline = a.parse().ok().filter(|&p: &u32| p >= 7 && p % 2 == 1).unwrap_or_else(|| {
            eprintln!("named_defence: DEADLINE {a:?} is not an odd ply of at least 7: give e.g. 11");
            std::process::exit(2)
        });
        rest = &rest[1..];
    }
    let (mut named_only, mut squares) = (true, None);
    for a in rest {
        let rule = match a.as_str() {
            "any" if named_only => {
                named_only = false;
                continue;
            }
            "kill" => P2Squares::None,
            "grid" => P2Squares::P1Grid,
            "box" => P2Squares::P1Box,
            "allbox" => P2Squares::AllBox,
            _ => {
                eprintln!("named_defence: {a:?} is not a flag (or is given twice): {USAGE}");
                std::process::exit(2)
            }
        };
        if squares.replace(rule).is_some() {
            eprintln!("named_defence: give at most one of kill, grid, box, allbox");
            std::process::exit(2)
        }
    }
    squarecert::with_bits_width!(n, run(n, deadline, named_only, squares.unwrap_or(P2Squares::All)))
}
