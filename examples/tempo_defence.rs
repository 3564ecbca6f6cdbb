//! What shape must a defence holding a ply have? (docs/FASTEST.md §5, "Tempo moves and
//! reach".) Each question is asked on the `N`×`N` board about ply `DEADLINE` (odd, default
//! 11): does P1 complete a square by it against every defence of the kind named? "no, P2
//! holds" means some such defence keeps P1 from completing by the deadline on this board;
//! "yes, P1 completes" means none does (the unrestricted answer at ply 11 is "no" on 9×9 to
//! 23×23, docs/FASTEST.md §5). Forced blocks are never cut.
//!
//! - `cargo run --release --example tempo_defence -- N [DEADLINE] [FROM] [available]`: P2's
//!   free moves from ply `FROM` on (6, 8 or 10; default 6) are *tempo moves*, each making a
//!   P2 threat cell, or with `available` tempo moves wherever P2 has one and any cell where
//!   it has none (`fastest::tempo::wins_by`).
//! - `… -- named N DEADLINE FROM`: the same, with every P2 move also a named cell
//!   (`fastest::named`; `fastest::tempo::named_wins_by`).
//! - `… -- near N DEADLINE RADIUS [PLY]`: P2's free moves within `RADIUS` cells (Chebyshev,
//!   1..=10) of some P1 stone, at every ply or at ply `PLY` (2, 4, 6 or 8) alone
//!   (`fastest::tempo::near_wins_by`).
//! - `… -- reach N DEADLINE RADIUS X Y`: on an odd board, P1 opening on the centre `a` and
//!   P2 answering on `(X, Y)`, the second stones of P1 after which the defences of `near` at
//!   ply 4 alone lose, and the ply-4 cells that hold there in the exact game, as offsets from
//!   `a` (`fastest::tempo::ply4_reach`).
//!
//! Boards past 21×21 use the wider bit set, as `forcing_solve` does.

use squarecert::fastest::bits::WIDEST_N;
use squarecert::fastest::search::Search;
use squarecert::fastest::tempo;

const USAGE: &str = "usage: tempo_defence N [DEADLINE] [FROM] [available] | named N DEADLINE FROM | near N DEADLINE RADIUS [PLY] | reach N DEADLINE RADIUS X Y (N in 5..=32, DEADLINE odd, 7 to 99, default 11; FROM 6, 8 or 10, default 6; RADIUS 1..=10; PLY 2, 4, 6 or 8; reach: N odd, (X, Y) not the centre)";

/// The largest board: `Bits<16>` holds 1,024 cells.
const LARGEST_N: usize = 32;

fn fail(msg: String) -> ! {
    eprintln!("tempo_defence: {msg}\n{USAGE}");
    std::process::exit(2)
}

/// The question asked, with its numbers.
#[derive(Clone, Copy)]
enum Ask {
    Tempo { from: u32, strict: bool },
    Named { from: u32 },
    Near { radius: usize, only: Option<u32> },
    Reach { radius: usize, r1: usize },
}

fn run<const W: usize>(n: usize, deadline: u32, ask: Ask) {
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    if let Ask::Reach { radius, r1 } = ask {
        let found = tempo::ply4_reach::<W>(n, deadline, r1, radius).expect("N, X, Y and RADIUS checked by main");
        println!("n={n}: P1 on the centre a, P2 on ({}, {}); second stones after which ply-4 moves within {radius} of a P1 stone lose ply {deadline}: {}", r1 % n, r1 / n, found.len());
        for tempo::Reach { s2, holding } in found {
            println!("  s2 - a = {s2:?}: {} ply-4 cells hold, at {holding:?}", holding.len());
        }
        println!("({:.2} s CPU)", squarecert::fastest::cpu_secs() - c);
        return;
    }
    let (answer, what): (Option<(Option<usize>, Search<W>)>, String) = match ask {
        Ask::Tempo { from, strict } => (tempo::wins_by::<W>(n, deadline, from, strict), format!("tempo moves {}from ply {from}", if strict { "only " } else { "wherever P2 has one " })),
        Ask::Named { from } => (tempo::named_wins_by::<W>(n, deadline, from), format!("named cells and tempo moves only from ply {from}")),
        Ask::Reach { .. } => unreachable!("answered above"),
        Ask::Near { radius, only } => {
            let when = only.map(|p| format!(" at ply {p} (any cell at the others)")).unwrap_or_default();
            (tempo::near_wins_by::<W>(n, deadline, radius, only), format!("free moves within {radius} of a P1 stone{when}"))
        }
    };
    let (won, s) = answer.expect("FROM, RADIUS and PLY checked by main");
    let answer = match won {
        Some(o) => format!("yes, P1 completes (opening ({}, {}))", o % n, o / n),
        None => "no, P2 holds".to_string(),
    };
    println!("n={n}: P1 by ply {deadline} against defences with {what}: {answer} ({} nodes, {} states, {:.2} s, {:.2} s CPU)", s.nodes, s.tt.len(), t.elapsed().as_secs_f64(), squarecert::fastest::cpu_secs() - c);
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        fail("give the board side N (or named, near or reach, then N)".into());
    }
    // `available` ends the plain form only (named, near and reach take no flag)
    let available = args.last().is_some_and(|a| a == "available") && !["named", "near", "reach"].contains(&args[0].as_str());
    if available {
        args.pop();
    }
    let strict = !available;
    let (kind, rest) = match args.first().map(String::as_str) {
        Some("named") | Some("near") | Some("reach") => (args[0].as_str(), &args[1..]),
        _ => ("tempo", &args[..]),
    };
    let num = |i: usize, what: &str, default: Option<usize>| -> usize {
        match rest.get(i) {
            Some(a) => a.parse::<u32>().map(|v| v as usize).unwrap_or_else(|_| fail(format!("{what} {a:?} is not a whole number below 2^32"))),
            None => default.unwrap_or_else(|| fail(format!("give {what} (the forms are below)"))),
        }
    };
    let max_args = match kind {
        "tempo" => 3,
        "reach" => 5,
        _ => 4,
    };
    if rest.len() > max_args {
        fail(format!("too many arguments: {:?}", &rest[max_args..]));
    }
    let n = num(0, "N", None);
    if !(5..=LARGEST_N).contains(&n) {
        fail(format!("N {n} is not a board side in 5..={LARGEST_N}: give e.g. 9"));
    }
    let default_deadline = (kind == "tempo").then_some(11);
    let deadline = num(1, "DEADLINE", default_deadline) as u32;
    if !(7..=99).contains(&deadline) || deadline.is_multiple_of(2) {
        fail(format!("DEADLINE {deadline} is not an odd ply from 7 to 99: give e.g. 11"));
    }
    let from = |v: usize| if [6, 8, 10].contains(&v) { v as u32 } else { fail(format!("FROM {v} is not 6, 8 or 10: give e.g. 8")) };
    let ask = match kind {
        "tempo" => Ask::Tempo { from: from(num(2, "FROM", Some(tempo::EARLIEST_TEMPO as usize))), strict },
        "named" => Ask::Named { from: from(num(2, "FROM", None)) },
        "reach" => {
            let radius = num(2, "RADIUS", None);
            let (x, y) = (num(3, "X", None), num(4, "Y", None));
            if n.is_multiple_of(2) {
                fail(format!("reach: N {n} is even: give an odd board side, e.g. 11"));
            }
            if x >= n || y >= n || (x, y) == (n / 2, n / 2) {
                fail(format!("reach: ({x}, {y}) is not a cell of the {n}x{n} board other than its centre ({}, {}): give e.g. ({}, {})", n / 2, n / 2, n / 2 - 1, n / 2 - 1));
            }
            if !(1..=10).contains(&radius) {
                fail(format!("RADIUS {radius} is not in 1..=10: give e.g. 4"));
            }
            Ask::Reach { radius, r1: y * n + x }
        }
        _ => {
            let radius = num(2, "RADIUS", None);
            if !(1..=10).contains(&radius) {
                fail(format!("RADIUS {radius} is not in 1..=10: give e.g. 4"));
            }
            let only = rest.get(3).map(|_| num(3, "PLY", None));
            if let Some(p) = only.filter(|p| ![2, 4, 6, 8].contains(p)) {
                fail(format!("PLY {p} is not 2, 4, 6 or 8: give e.g. 4"));
            }
            Ask::Near { radius, only: only.map(|p| p as u32) }
        }
    };
    if n > WIDEST_N {
        run::<16>(n, deadline, ask)
    } else {
        squarecert::with_bits_width!(n, run(n, deadline, ask))
    }
}
