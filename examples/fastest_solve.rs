//! Settles the fastest forced-win ply of one board with the solver alone (no certificates):
//! `cargo run --release --example fastest_solve -- N [MAX_PLY]`. Prints each deadline searched
//! (7, 9, … until P1 wins, or up to MAX_PLY) with its nodes, table states, wall and CPU
//! seconds. For 20..=32, past the boards `squarecert fastest` certifies (5..=19), and for
//! timing the solver without certificates (docs/FASTEST.md §5: solver answers, not certified).
//! Boards up to 21×21 use the width [`with_bits_width!`](squarecert::with_bits_width) picks;
//! 22×22 to 32×32 use `Bits<16>`, as
//! `examples/forcing_solve.rs` does (slower per node; the table packs images of at most 12
//! stones, all of them up to deadline 13, and keeps larger ones whole).

use squarecert::fastest::{cpu_secs, search};

/// The largest board side taken: 32×32 = 1,024 cells fill `Bits<16>`.
const LARGEST_N: usize = 32;

fn run<const W: usize>(n: usize, max_ply: u32) {
    let mut d = squarecert::fastest::FIRST_PLY;
    let mut seed: Option<search::Tt<W>> = None;
    loop {
        let (t, c) = (std::time::Instant::now(), cpu_secs());
        let r = search::wins_by::<W>(n, d, seed.as_ref());
        println!("n={n}: P1 by ply {d}: {} ({} nodes, {} states, {:.2} s, {:.2} s CPU)", if r.wins { "yes" } else { "no" }, r.nodes, r.states, t.elapsed().as_secs_f64(), cpu_secs() - c);
        if r.wins || d + 2 > max_ply {
            return;
        }
        seed = Some(r.search.tt);
        d += 2;
    }
}

fn main() {
    let usage = format!("usage: fastest_solve N [MAX_PLY] (N in 5..={LARGEST_N}; certificates are written for 5..={} only, by `squarecert fastest`)", squarecert::fastest::search::MAX_N);
    let n: usize = match std::env::args().nth(1) {
        None => {
            eprintln!("{usage}");
            std::process::exit(2)
        }
        Some(a) => a.parse().ok().filter(|n| (5..=LARGEST_N).contains(n)).unwrap_or_else(|| {
            eprintln!("fastest_solve: N {a:?} is not a board side in 5..={LARGEST_N}: give e.g. 20\n{usage}");
            std::process::exit(2)
        }),
    };
    let max_ply: u32 = match std::env::args().nth(2) {
        None => u32::MAX,
        Some(a) => a.parse().ok().filter(|&p| p >= squarecert::fastest::FIRST_PLY).unwrap_or_else(|| {
            eprintln!("fastest_solve: MAX_PLY {a:?} is not a ply of at least {}: give the last deadline to search, e.g. 11", squarecert::fastest::FIRST_PLY);
            std::process::exit(2)
        }),
    };
    if n > squarecert::fastest::bits::WIDEST_N {
        run::<16>(n, max_ply)
    } else {
        squarecert::with_bits_width!(n, run(n, max_ply))
    }
}
