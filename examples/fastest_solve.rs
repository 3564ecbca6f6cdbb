//! Settles the fastest forced-win ply of one board with the solver alone (no certificates):
//! `cargo run --release --example fastest_solve -- N [MAX_PLY]`. Prints each deadline searched
//! (7, 9, … until P1 wins, or up to MAX_PLY) with its nodes, table states, wall and CPU
//! seconds. For 19..=21, past the boards `squarecert fastest` certifies (5..=18), and for
//! timing the solver without certificates (docs/FASTEST.md §5: solver answers, not certified).

use squarecert::fastest::{cpu_secs, search};

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
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).filter(|n| (5..=squarecert::fastest::bits::WIDEST_N).contains(n)).unwrap_or_else(|| {
        eprintln!("usage: fastest_solve N [MAX_PLY] (N in 5..=21; certificates are written for 5..=18 only, by `squarecert fastest`)");
        std::process::exit(2)
    });
    let max_ply: u32 = match std::env::args().nth(2) {
        None => u32::MAX,
        Some(a) => a.parse().ok().filter(|&p| p >= squarecert::fastest::FIRST_PLY).unwrap_or_else(|| {
            eprintln!("fastest_solve: MAX_PLY {a:?} is not a ply of at least {}: give the last deadline to search, e.g. 11", squarecert::fastest::FIRST_PLY);
            std::process::exit(2)
        }),
    };
    squarecert::with_bits_width!(n, run(n, max_ply))
}
