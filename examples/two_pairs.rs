//! Lemma T's kill defence (docs/FASTEST.md §5, "Two pairs: the kill defence and its ratio
//! lemma"; `squarecert::fastest::two_pairs`). `cargo run --release --example two_pairs --
//! [GMAX]` (default 8, at most 40): for every shape of three P1 stones with two or three pairs
//! in a pair form, none an even distance on a row or column, units up to GMAX, does one ply-6
//! cell and then killing answers at ply 8 keep P1 from a square by ply 11 on the plane (and so
//! on every board, whatever P2's first two moves)? Prints per pair of types the shapes, the
//! three-pair shapes, those where the defence holds, and the failing shapes grouped by the
//! ratio `g : h` of the units in lowest terms. `-- ratio`: the ratio lemma, which decides every
//! pair of units: per shape class the outcome at the generic point of each parity class, and
//! the critical rays where the defence fails or the shape is out. One thread. `-- beside
//! [all]`: Lemma T beside a corner (docs/FASTEST.md §5, "Lemma T beside a corner"): the ratio
//! lemma for the kill defence with P2 holding one third corner of a row pair before ply 6, RowEven
//! pairs allowed, for the classes of `two_pairs::beside_classes` (`all`: every class over the
//! four pair types, minutes); per class and helper the generic outcomes and the critical rays
//! where it fails or the shape is out. Two threads (rayon).

use squarecert::fastest::two_pairs::{beside_table, probe, ratio_check, reduced, shape_classes, RatioCheck};
use std::collections::BTreeMap;

fn main() {
    let arg = std::env::args().nth(1);
    if arg.as_deref() == Some("ratio") {
        return ratio();
    }
    if arg.as_deref() == Some("beside") {
        return match std::env::args().nth(2).as_deref() {
            None => beside(false),
            Some("all") => beside(true),
            Some(other) => {
                eprintln!("two_pairs: after `beside` only `all` may follow, got {other:?}\nusage: two_pairs [GMAX | ratio | beside [all]]");
                std::process::exit(2)
            }
        };
    }
    let gmax: i64 = match arg.as_deref().map(str::parse::<i64>) {
        None => 8,
        Some(Ok(g)) if (1..=40).contains(&g) => g,
        Some(_) => {
            eprintln!("two_pairs: GMAX must be a whole number from 1 to 40 (or `ratio`, or `beside [all]`), got {:?}\nusage: two_pairs [GMAX | ratio | beside [all]]", arg.unwrap());
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
        let crit = r.generic.iter().map(|g| g.2.len()).max().unwrap_or(0);
        generic_all += r.generic.iter().filter(|g| g.1.is_some()).count();
        generic_held += r.generic.iter().filter(|g| g.1 == Some(true)).count();
        crit_total += r.critical.len();
        let (gen, fails, out) = describe(&r);
        println!("{:?} + {:?}, b = {:?}: {gen}; up to {crit} critical ratios; fails at {fails}; out at {out}", class.ta, class.tb, class.b);
    }
    println!("parity classes holding at their generic point: {generic_held} of {generic_all}; concrete checks at critical ratios: {crit_total} [{:.1} s]", t.elapsed().as_secs_f64());
}

/// The generic outcomes of a check, the critical rays where it fails, and those where the
/// shape is out.
fn describe(r: &RatioCheck) -> (String, String, String) {
    let word = |o: Option<bool>| match o {
        Some(true) => "holds",
        Some(false) => "fails",
        None => "out",
    };
    let parity = |odd: bool| if odd { "odd" } else { "even" };
    let gen: Vec<String> = r.generic.iter().map(|((go, ho), o, _)| format!("g {} h {} {}", parity(*go), parity(*ho), word(*o))).collect();
    let rays = |want: Option<bool>| -> String {
        let v: Vec<String> = r.critical.iter().filter(|c| c.2 == want).map(|((q, p), t, _)| format!("{q}:{p} (t={t})")).collect();
        if v.is_empty() {
            "none".to_string()
        } else {
            v.join(", ")
        }
    };
    (gen.join(", "), rays(Some(false)), rays(None))
}

/// `-- beside [all]`: Lemma T beside a corner, per class and helper.
fn beside(all: bool) {
    let t = std::time::Instant::now();
    let table = beside_table(all).unwrap_or_else(|e| {
        eprintln!("two_pairs: {e:#}");
        std::process::exit(1)
    });
    let (mut held, mut parity_classes, mut crit) = (0, 0, 0);
    let mut classes: Vec<_> = table.iter().map(|r| r.class).collect();
    classes.dedup();
    let mut holding_classes = 0;
    for c in &classes {
        let mut any = false;
        for r in table.iter().filter(|r| r.class == *c) {
            let (gen, fails, out) = describe(r);
            parity_classes += r.generic.iter().filter(|g| g.1.is_some()).count();
            let h = r.generic.iter().filter(|g| g.1 == Some(true)).count();
            held += h;
            any |= h > 0;
            crit += r.critical.len();
            println!("{:?} + {:?}, b = {:?}, helper {:?}: {gen}; fails at {fails}; out at {out}", c.ta, c.tb, c.b, r.helper.expect("a helper"));
        }
        holding_classes += usize::from(any);
    }
    println!(
        "{} classes, {} (class, helper) checks; {holding_classes} classes hold at some generic point with some helper; parity classes holding at their generic point: {held} of {parity_classes}; concrete checks at critical ratios: {crit} [{:.1} s]",
        classes.len(),
        table.len(),
        t.elapsed().as_secs_f64()
    );
}
