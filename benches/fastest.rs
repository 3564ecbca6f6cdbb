//! Benchmark of settling the fastest forced win (both bounds: P1 wins by the fastest ply k,
//! not by k-2) per board, with the solver of `squarecert fastest` (no certificates written).
//! Boards from `FASTEST_BENCH_N` (comma-separated, default `6,7`). Run with `make bench`;
//! peak memory per board: `make fastest-memory`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use squarecert::fastest::search::{wins_by, Tt};

/// Settles board `n` with `W` words: iterative deepening from ply 7; returns the fastest ply.
fn settle<const W: usize>(n: usize) -> u32 {
    let mut d = 7;
    let mut seed: Option<Tt<W>> = None;
    loop {
        let r = wins_by::<W>(n, d, seed.as_ref());
        if r.wins {
            return d;
        }
        seed = Some(r.search.tt);
        d += 2;
    }
}

fn bench_fastest(c: &mut Criterion) {
    let boards: Vec<usize> = std::env::var("FASTEST_BENCH_N")
        .unwrap_or_else(|_| "6,7".into())
        .split(',')
        .map(|t| t.trim().parse().expect("FASTEST_BENCH_N: comma-separated board sizes"))
        .collect();
    let mut g = c.benchmark_group("fastest");
    g.sample_size(10);
    for n in boards {
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| squarecert::with_bits_width!(n, settle(n)))
        });
    }
    g.finish();
}

criterion_group!(benches, bench_fastest);
criterion_main!(benches);
