//! Settles the fastest forced-win ply of one board with the solver alone (no certificates):
//! `cargo run --release --example fastest_solve -- N`. Prints each deadline searched with its
//! nodes, table states, wall and CPU seconds. For boards whose certificates are too large to
//! write here (see README, "The fastest forced win"), and for 17..=21, beyond the certificate
//! format's one byte per cell (docs/FASTEST.md §5: solver answers, not certified).

use squarecert::fastest::{cpu_secs, search};

fn run<const W: usize>(n: usize) {
    let mut d = squarecert::fastest::FIRST_PLY;
    let mut seed: Option<search::Tt<W>> = None;
    loop {
        let (t, c) = (std::time::Instant::now(), cpu_secs());
        let r = search::wins_by::<W>(n, d, seed.as_ref());
        println!("n={n}: P1 by ply {d}: {} ({} nodes, {} states, {:.2} s, {:.2} s CPU)", if r.wins { "yes" } else { "no" }, r.nodes, r.states, t.elapsed().as_secs_f64(), cpu_secs() - c);
        if r.wins {
            return;
        }
        seed = Some(r.search.tt);
        d += 2;
    }
}

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).filter(|n| (5..=21).contains(n)).unwrap_or_else(|| {
        eprintln!("usage: fastest_solve N (N in 5..=21; certificates are written for 5..=16 only, by `squarecert fastest`)");
        std::process::exit(2)
    });
    // the fewest 64-bit words holding n*n cells
    match n {
        ..=8 => run::<1>(n),
        9..=11 => run::<2>(n),
        12..=16 => run::<4>(n),
        17 => run::<5>(n),
        18..=19 => run::<6>(n),
        _ => run::<7>(n),
    }
}
