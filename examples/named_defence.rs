//! Does P2 hold ply 11 with a restricted defence? Tests of the proviso in docs/FASTEST.md §5
//! ("How many units") and of which P2 squares a defence needs ("Which P2 squares a defence
//! needs").
//!
//! `cargo run --release --example named_defence -- N [DEADLINE] [any] [kill|grid|box] [corner]`
//! answers, on the `N`×`N` board, whether P1 completes a square by ply `DEADLINE` (default
//! 11) against every defence of the kind named (flags in any order):
//! - by default every P2 move is restricted to the named cells of the position
//!   (`fastest::named`); `any` lifts that restriction (P2 plays any empty cell);
//! - `kill`: no P2 square counts (a kill-only defence: P2's squares never end the game or
//!   force P1); `grid`: only P2 squares whose four corners lie on P1's grid count (x among
//!   P1's x coordinates, y among its y coordinates); `box`: only those in P1's bounding box
//!   (`search::P2Squares`). Without one of these every P2 square counts;
//! - `corner`: P1's stones confined to the corner square `[0, N-1)²` (Lemma E of
//!   docs/FASTEST.md §5: with `kill`, `grid` or `box`, P2's moves in the last row and column
//!   are then passes).
//!
//! `… -- N proviso [full]` (deadline 11): the named cells, with P2's ply-8 move named from
//! P1's first three stones and P2's stones only, never from P1's ply-7 stone; with `full`, P1's
//! third stone names nothing at plies 6 and 8 either unless it is frame-related to the first
//! two or to a third corner of a square through them (`fastest::named::proviso`: the proviso
//! of "How many units"; forced blocks are not cut).
//!
//! "no, P2 holds" means such a defence keeps P1 from completing by the deadline on this board;
//! "yes, P1 completes" means none does (the unrestricted answer at ply 11 is "no" on 9×9 to
//! 25×25, docs/FASTEST.md §5).

use squarecert::fastest::named;
use squarecert::fastest::search::P2Squares;

const USAGE: &str = "usage: named_defence N [DEADLINE] [any] [kill|grid|box] [corner] | named_defence N proviso [full] (N in 5..=21, DEADLINE odd, 7 to 99; default 11)";

fn fail(msg: String) -> ! {
    eprintln!("named_defence: {msg}\n{USAGE}");
    std::process::exit(2)
}

fn run<const W: usize>(n: usize, deadline: u32, named_only: bool, squares: P2Squares, corner: bool) {
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let (won, s) = named::wins_by_against::<W>(n, deadline, named_only, squares, corner);
    report(n, deadline, won, s.nodes, s.tt.len(), t, c, &format!("{} defences, {}", if named_only { "named-cell" } else { "any-cell" }, which(squares, n, corner)));
}

/// The P2 squares that count, and P1's confinement, in words.
fn which(squares: P2Squares, n: usize, corner: bool) -> String {
    let which = match squares {
        P2Squares::All => "every P2 square counting",
        P2Squares::None => "no P2 square counting (kill-only)",
        P2Squares::P1Grid => "only P2 squares on P1's grid counting",
        P2Squares::P1Box => "only P2 squares in P1's bounding box counting",
    };
    let confined = if corner { format!(", P1 in [0,{})^2", n - 1) } else { String::new() };
    format!("{which}{confined}")
}

/// The proviso's defence at ply 11 (`named::proviso_wins_by`), in its full form with `full`.
fn run_proviso<const W: usize>(n: usize, full: bool) {
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let (won, s) = named::proviso_wins_by::<W>(n, full);
    let what = if full {
        "named-cell defences naming nothing from P1's ply-7 stone, nor from its ply-5 stone unless related to the first two (the proviso, full form), every P2 square counting"
    } else {
        "named-cell defences whose ply-8 move is named without P1's ply-7 stone (the proviso), every P2 square counting"
    };
    report(n, 11, won, s.nodes, s.tt.len(), t, c, what);
}

/// Prints one answer: the opening P1 completes from, or that P2 holds, with the search's
/// nodes, table states and times.
#[allow(clippy::too_many_arguments)]
fn report(n: usize, deadline: u32, won: Option<usize>, nodes: u64, states: usize, t: std::time::Instant, c: f64, what: &str) {
    let answer = match won {
        Some(o) => format!("yes, P1 completes (opening ({}, {}))", o % n, o / n),
        None => "no, P2 holds".to_string(),
    };
    println!("n={n}: P1 by ply {deadline} against {what}: {answer} ({nodes} nodes, {states} states, {:.2} s, {:.2} s CPU)", t.elapsed().as_secs_f64(), squarecert::fastest::cpu_secs() - c);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let widest = squarecert::fastest::bits::WIDEST_N;
    let Some(first) = args.first() else { fail("give the board side N".into()) };
    let n: usize = first.parse().ok().filter(|n| (5..=widest).contains(n)).unwrap_or_else(|| fail(format!("N {first:?} is not a board side in 5..={widest}")));
    if args.get(1).is_some_and(|a| a == "proviso") {
        let full = match args.get(2).map(String::as_str) {
            None if args.len() == 2 => false,
            Some("full") if args.len() == 3 => true,
            _ => fail(format!("after proviso give nothing or full, not {:?}", &args[2..])),
        };
        return squarecert::with_bits_width!(n, run_proviso(n, full));
    }
    let mut rest = &args[1..];
    let mut deadline = 11;
    if let Some(a) = rest.first().filter(|a| a.starts_with(|c: char| c.is_ascii_digit() || c == '-')) {
        deadline = a.parse().ok().filter(|&p: &u32| (7..=99).contains(&p) && p % 2 == 1).unwrap_or_else(|| fail(format!("DEADLINE {a:?} is not an odd ply from 7 to 99: give e.g. 11")));
        rest = &rest[1..];
    }
    let (mut named_only, mut squares, mut corner) = (true, None, false);
    for a in rest {
        let rule = match a.as_str() {
            "any" | "corner" if (a == "any" && !named_only) || (a == "corner" && corner) => fail(format!("{a:?} is given twice")),
            "any" => {
                named_only = false;
                continue;
            }
            "corner" => {
                corner = true;
                continue;
            }
            "kill" => P2Squares::None,
            "grid" => P2Squares::P1Grid,
            "box" => P2Squares::P1Box,
            _ => fail(format!("{a:?} is not a flag: give any, kill, grid, box or corner")),
        };
        if squares.replace(rule).is_some() {
            fail("give at most one of kill, grid, box".into());
        }
    }
    squarecert::with_bits_width!(n, run(n, deadline, named_only, squares.unwrap_or(P2Squares::All), corner))
}
