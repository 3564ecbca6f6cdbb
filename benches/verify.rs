//! Benchmark of `verify` (the full WinsWith enumeration of the plus rule) for n = 6, 12, 17,
//! 24, 32, with the committed rule file. Run with `make bench`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use squarecert::enumerate::verify;
use squarecert::rule::Rule;

fn bench_verify(c: &mut Criterion) {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/certs/plus-rule.txt")).expect("certs/plus-rule.txt: run make certs");
    let rule = Rule::parse(&text).expect("a valid rule file");
    let mut g = c.benchmark_group("verify");
    g.sample_size(10);
    for n in [6usize, 12, 17, 24, 32] {
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| {
                let v = verify(&rule, n, (0, 1), &|| {}).unwrap();
                assert!(v.is_win());
                v.stats.leaves
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench_verify);
criterion_main!(benches);
