//! How late must P1 make a quiet move to complete by a deadline? (docs/FASTEST.md §5, "Quiet
//! moves"). `cargo run --release --example forcing_solve -- N [DEADLINE]` searches the
//! `N`×`N` board (5..=32) for P1 completing by ply `DEADLINE` (odd, at least 9; default 13;
//! the table of docs/FASTEST.md uses each board's fastest ply: 19 on 5×5, 15 on 6×6 to 8×8)
//! with only forcing moves from ply 5 on, then from ply 7, … (`fastest::forcing::
//! latest_quiet_ply`), and prints each cut with its answer, nodes and table states, the latest
//! quiet ply P1 needs (the winning cut's ply minus 2), then the cut from ply 5 with P1's
//! forced blocks exempt (the class holding the line-catalog family), and the times. A "yes" is
//! a real P1 win (P2 is not restricted); a "no" says no strategy of that kind exists.
//! `… -- N DEADLINE W X Y` asks instead whether P1 wins forcing from ply 7 with the opening
//! `(X, Y)` and every choice (not its forced blocks) in the corner square `[0,W)²`, `W` in
//! 1..=N (`fastest::forcing::corner_wins_by`); `… -- N DEADLINE W X Y closed` confines P1's
//! forced blocks to the square too, the *closed corner game* (`fastest::forcing::corner_game`,
//! `fastest::window`). Boards past 21 use 16-word bit sets (table
//! keys packed with 10-bit cells); no certificate is written.

use squarecert::fastest::{cpu_secs, forcing};

/// Largest board this example takes: `Bits<16>` holds 1,024 cells.
const LARGEST_N: usize = 32;

fn run<const W: usize>(n: usize, deadline: u32) {
    let (t, c) = (std::time::Instant::now(), cpu_secs());
    let answer = |o: Option<usize>| match o {
        Some(o) => format!("yes (opening ({}, {}))", o % n, o / n),
        None => "no".to_string(),
    };
    let cuts = forcing::latest_quiet_ply::<W>(n, deadline);
    for cut in &cuts {
        println!("n={n}: P1 by ply {deadline}, forcing from ply {}: {} ({} nodes, {} states)", cut.from, answer(cut.opening), cut.nodes, cut.states);
    }
    match cuts.last().filter(|c| c.opening.is_some()) {
        Some(c) => println!("n={n}: latest quiet ply {}", c.from - 2),
        None => println!("n={n}: no cut wins by ply {deadline}; only the exact search (examples/fastest_solve.rs) can say whether P1 completes by it at all"),
    }
    let (o, s) = forcing::wins_by::<W>(n, deadline, forcing::EARLIEST_CUT, true);
    println!("n={n}: P1 by ply {deadline}, choices forcing from ply {} (blocks exempt): {} ({} nodes, {} states)", forcing::EARLIEST_CUT, answer(o), s.nodes, s.tt.len());
    println!("n={n}: {:.2} s, {:.2} s CPU", t.elapsed().as_secs_f64(), cpu_secs() - c);
}

fn corner<const W: usize>(n: usize, deadline: u32, w: usize, o: (usize, usize), closed: bool) {
    let (t, c) = (std::time::Instant::now(), cpu_secs());
    match forcing::corner_game::<W>(n, deadline, 7, w, o, closed) {
        Ok((won, s)) => println!(
            "n={n}: P1 by ply {deadline}, forcing from ply 7, opening ({}, {}), {} in [0,{w})^2: {} ({} nodes, {} states, {:.2} s, {:.2} s CPU)",
            o.0,
            o.1,
            if closed { "every P1 stone (closed corner)" } else { "choices" },
            if won { "yes" } else { "no" },
            s.nodes,
            s.tt.len(),
            t.elapsed().as_secs_f64(),
            cpu_secs() - c
        ),
        Err(e) => {
            eprintln!("forcing_solve: {e}");
            std::process::exit(2)
        }
    }
}

fn main() {
    const USAGE: &str = "usage: forcing_solve N [DEADLINE [W X Y [closed]]]\n  N the board side (5..=32), DEADLINE an odd ply of at least 9 (default 13): the cuts from ply 5, 7, ... and the latest quiet ply\n  W X Y: instead, one cut from ply 7 with the opening (X, Y) and P1's choices in the corner square [0,W)^2 (W <= N, X and Y < W)\n  closed: every P1 stone in that square, forced blocks included (the closed corner game)";
    let n: usize = match std::env::args().nth(1) {
        None => {
            eprintln!("{USAGE}");
            std::process::exit(2)
        }
        Some(a) => a.parse().ok().filter(|n| (squarecert::fastest::MIN_N..=LARGEST_N).contains(n)).unwrap_or_else(|| {
            eprintln!("forcing_solve: N {a:?} is not a board side in {}..={LARGEST_N}: give e.g. 12\n{USAGE}", squarecert::fastest::MIN_N);
            std::process::exit(2)
        }),
    };
    let deadline: u32 = match std::env::args().nth(2) {
        None => 13,
        Some(a) => a.parse().ok().filter(|&p: &u32| p >= 9 && p % 2 == 1).unwrap_or_else(|| {
            eprintln!("forcing_solve: DEADLINE {a:?} is not an odd ply of at least 9 (the first cut is at ply 5): give e.g. 13\n{USAGE}");
            std::process::exit(2)
        }),
    };
    if std::env::args().count() > 7 {
        eprintln!("forcing_solve: too many arguments (at most N DEADLINE W X Y closed)\n{USAGE}");
        std::process::exit(2)
    }
    let closed = std::env::args().nth(6).map(|a| {
        if a != "closed" {
            eprintln!("forcing_solve: the word after W X Y is {a:?}, where only \"closed\" is taken\n{USAGE}");
            std::process::exit(2)
        }
    }).is_some();
    let corner_args: Vec<usize> = std::env::args().skip(3).take(3).map(|a| a.parse().unwrap_or_else(|_| {
        if a == "closed" {
            eprintln!("forcing_solve: \"closed\" needs the corner square and the opening W X Y before it, e.g. {n} 13 9 4 4 closed");
        } else {
            eprintln!("forcing_solve: corner arguments W X Y must be cell counts, e.g. 9 4 4 (got {a:?})\n{USAGE}");
        }
        std::process::exit(2)
    })).collect();
    match (corner_args.as_slice(), n > squarecert::fastest::bits::WIDEST_N) {
        ([], true) => run::<16>(n, deadline),
        ([], false) => squarecert::with_bits_width!(n, run(n, deadline)),
        (&[w, x, y], true) => corner::<16>(n, deadline, w, (x, y), closed),
        (&[w, x, y], false) => squarecert::with_bits_width!(n, corner(n, deadline, w, (x, y), closed)),
        (more, _) => {
            eprintln!("forcing_solve: {} corner arguments given, where W X Y takes 3 (the square's side and the opening's x and y, e.g. 9 4 4)\n{USAGE}", more.len());
            std::process::exit(2)
        }
    }
}
