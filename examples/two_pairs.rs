//! A probe toward the lines with two or three pairs (docs/FASTEST.md §5, "Two pairs: a
//! probe"; `squarecert::fastest::two_pairs`): `cargo run --release --example two_pairs --
//! [GMAX]` (default 8, at most 40). For every shape of three P1 stones with two or three pairs
//! in a pair form, none an even distance on a row or column, units up to GMAX: does one ply-6
//! cell and then killing answers at ply 8 keep P1 from a square by ply 11 on the plane (and
//! so on every board, whatever P2's first two moves)? Prints per pair of types the shapes, the
//! three-pair shapes, those where the defence holds, and the failing shapes grouped by the
//! ratio `g : h` of the units in lowest terms. One thread; not a proof for every unit.

use squarecert::fastest::two_pairs::{probe, reduced};
use std::collections::BTreeMap;

fn main() {
    let arg = std::env::args().nth(1);
    let gmax: i64 = match arg.as_deref().map(str::parse::<i64>) {
        None => 8,
        Some(Ok(g)) if (1..=40).contains(&g) => g,
        Some(_) => {
            eprintln!("two_pairs: GMAX must be a whole number from 1 to 40, got {:?}\nusage: two_pairs [GMAX]", arg.unwrap());
            std::process::exit(2)
        }
    };
    let t = std::time::Instant::now();
    let rows = probe(gmax);
    for r in &rows {
        let mut ratios: BTreeMap<(i64, i64), usize> = BTreeMap::new();
        for &(_, g, h) in &r.failed {
            *ratios.entry(reduced(g, h)).or_default() += 1;
        }
        println!("{:?} + {:?}: {} shapes ({} with three pairs), the kill defence holds at {}, fails at {}", r.types.0, r.types.1, r.shapes, r.three_pairs, r.held, r.failed.len());
        if !ratios.is_empty() {
            let list: Vec<String> = ratios.iter().map(|((g, h), k)| format!("{g}:{h} ({k})")).collect();
            println!("  failing ratios g:h (shapes): {}", list.join(", "));
        }
    }
    let (shapes, held): (usize, usize) = (rows.iter().map(|r| r.shapes).sum(), rows.iter().map(|r| r.held).sum());
    println!("units 1..={gmax}: {shapes} shapes, the kill defence holds at {held} [{:.1} s]", t.elapsed().as_secs_f64());
}
