//! Lemma T's kill defence (docs/FASTEST.md §5, "Two pairs: the kill defence and its ratio
//! lemma"; `squarecert::fastest::two_pairs`). `cargo run --release --example two_pairs --
//! [GMAX]` (default 8, at most 40): for every shape of three P1 stones with two or three pairs
//! in a pair form, none an even distance on a row or column, units up to GMAX, does one ply-6
//! cell and then killing answers at ply 8 keep P1 from a square by ply 11 on the plane (and so
//! on every board, whatever P2's first two moves)? Prints per pair of types the shapes, the
//! three-pair shapes, those where the defence holds, and the failing shapes grouped by the
//! ratio `g : h` of the units in lowest terms. `-- ratio`: the ratio lemma, which decides every
//! pair of units: per shape class the outcome at the generic point of each parity class, and
//! the critical rays where the defence fails or the shape is out. One thread.

use squarecert::fastest::two_pairs::{probe, ratio_check, reduced, shape_classes};
use std::collections::BTreeMap;

fn main() {
    let arg = std::env::args().nth(1);
    if arg.as_deref() == Some("ratio") {
        return ratio();
    }
    let gmax: i64 = match arg.as_deref().map(str::parse::<i64>) {
        None => 8,
        Some(Ok(g)) if (1..=40).contains(&g) => g,
        Some(_) => {
            eprintln!("two_pairs: GMAX must be a whole number from 1 to 40 (or `ratio`), got {:?}\nusage: two_pairs [GMAX | ratio]", arg.unwrap());
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

/// `-- ratio`: the ratio lemma for every shape class (`two_pairs::ratio_check`): per class the
/// outcome at the generic point of each parity class of the units, the number of critical
/// ratios, and the critical rays `t·(q, p)` (`g : h = q : p`, `t` = 1 for an odd multiple, 2 for
/// an even one) where the kill defence fails or the shape is none of the probe's.
fn ratio() {
    let t = std::time::Instant::now();
    let (mut generic_held, mut generic_all, mut crit_total) = (0, 0, 0);
    for class in shape_classes() {
        let r = match ratio_check(class) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("two_pairs: {e:#}");
                std::process::exit(1)
            }
        };
        let word = |o: Option<bool>| match o {
            Some(true) => "holds",
            Some(false) => "fails",
            None => "out",
        };
        let parity = |odd: bool| if odd { "odd" } else { "even" };
        let gen: Vec<String> = r.generic.iter().map(|((go, ho), o, _)| format!("g {} h {} {}", parity(*go), parity(*ho), word(*o))).collect();
        let crit = r.generic.iter().map(|g| g.2.len()).max().unwrap_or(0);
        generic_all += r.generic.iter().filter(|g| g.1.is_some()).count();
        generic_held += r.generic.iter().filter(|g| g.1 == Some(true)).count();
        crit_total += r.critical.len();
        let rays = |want: Option<bool>| -> String {
            let v: Vec<String> = r.critical.iter().filter(|c| c.2 == want).map(|((q, p), t, _)| format!("{q}:{p} (t={t})")).collect();
            if v.is_empty() {
                "none".to_string()
            } else {
                v.join(", ")
            }
        };
        println!("{:?} + {:?}, b = {:?}: {}; up to {crit} critical ratios; fails at {}; out at {}", class.ta, class.tb, class.b, gen.join(", "), rays(Some(false)), rays(None));
    }
    println!("parity classes holding at their generic point: {generic_held} of {generic_all}; concrete checks at critical ratios: {crit_total} [{:.1} s]", t.elapsed().as_secs_f64());
}
