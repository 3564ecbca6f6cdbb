//! P2's early moves after a first pair in no pair form (docs/FASTEST.md §5, "After an
//! unrelated first pair"; `squarecert::fastest::unrelated`):
//! `cargo run --release --example unrelated_pair -- N [DEADLINE]`. For every opening up to
//! symmetry (but one leaving no far cell: the centre of 5×5) and every second stone in no
//! pair form with it, P2's ply-2 stone on a far cell
//! (in no pair form with P1's stones, as far from them as the board allows): does P2 hold the
//! deadline (default 11) playing freely from ply 4 on, and with its ply-4 stone on a far cell
//! too, from ply 6 on? Prints the counts, and the first pairs P1 wins by the deadline grouped
//! by the offset of its second stone up to symmetry. `-- N ply4 X1 Y1 X2 Y2`: for the first
//! pair `(X1, Y1)`, `(X2, Y2)` (P2's ply-2 stone far), the cells where P2's ply-4 stone holds
//! ply 11, P2 free from ply 6 on (the pair must be in no pair form). `-- N rule [DEADLINE]`:
//! the far-stone rule (`unrelated::rule_ply4`) at every first pair `g·(1, 3)` apart up to
//! symmetry, the only first pairs after which a far ply-4 stone fails on 5×5 to 17×17: P2's
//! ply-2 stone far, its ply-4 stone `g` steps from the first stone towards the second along
//! the axis on which they are `3g` apart; does P2 hold the deadline, free from ply 6 on?
//! (After every other first pair in no pair form the rule plays the far ply-4 stone, which the
//! default run answers.) `-- N far2 [DEADLINE]`: the contrast, P2's ply-2 stone far against
//! every second stone, related ones too (`unrelated::far_ply2_answers`): the openings after
//! which P1 completes by the deadline. `-- N diag [DEADLINE]`: the far-stone rule's ply-4
//! stone after P2's ply-2 stone on the diagonal neighbour towards the centre (Lemma L11's
//! variant, which also holds against related second stones) instead of the far cell
//! (`unrelated::diagonal_rule_losses`). Exact solver answers, not certified; one thread.

use squarecert::fastest::named::frame_related;
use squarecert::fastest::unrelated::{diagonal_rule_losses, far_cell, far_ply2_answers, offset_class, one_three_rows, one_three_unit, ply4_cells_that_hold, rows, rule_ply4, PairRow, RULE_STEP};
use std::collections::BTreeMap;

const USAGE: &str = "usage: unrelated_pair N [DEADLINE] | unrelated_pair N ply4 X1 Y1 X2 Y2 | unrelated_pair N rule [DEADLINE] | unrelated_pair N far2 [DEADLINE] | unrelated_pair N diag [DEADLINE] (N in 5..=21, DEADLINE odd, 7 to 99; default 11; cells on the board)";

fn fail(msg: String) -> ! {
    eprintln!("unrelated_pair: {msg}\n{USAGE}");
    std::process::exit(2)
}

/// The wall clock and the process's CPU seconds now, for [`took`].
fn start() -> (std::time::Instant, f64) {
    (std::time::Instant::now(), squarecert::fastest::cpu_secs())
}

/// The wall and CPU seconds since [`start`] gave `t` and `c`, as printed.
fn took(t: std::time::Instant, c: f64) -> String {
    format!("{:.1} s wall, {:.1} s CPU", t.elapsed().as_secs_f64(), squarecert::fastest::cpu_secs() - c)
}

fn report(n: usize, deadline: u32, rows: &[PairRow], t: std::time::Instant, c: f64) {
    let lost4: Vec<&PairRow> = rows.iter().filter(|r| !r.holds_from_ply_4).collect();
    let asked6 = rows.iter().filter(|r| r.holds_from_ply_6.is_some()).count();
    // the far-stone rule plays a far ply-4 stone except after a g*(1, 3) pair, where it always has a cell
    let rule_unasked = rows.iter().filter(|r| r.b4.is_none() && one_three_unit(r.s1, r.s2).is_none()).count();
    let mut lost6: BTreeMap<(i64, i64), usize> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.holds_from_ply_6 == Some(false)) {
        *lost6.entry(offset_class(r.s1, r.s2)).or_default() += 1;
    }
    let classes: Vec<String> = lost6.iter().map(|(o, k)| format!("{o:?} x{k}")).collect();
    let pairs: Vec<((i64, i64), (i64, i64))> = rows.iter().filter(|r| r.holds_from_ply_6 == Some(false)).map(|r| (r.s1, r.s2)).collect();
    println!(
        "n={n}: {} first pairs in no pair form (P2's ply-2 stone far); P1 completes by ply {deadline} after {} of them against P2 free from ply 4 on{}; with P2's ply-4 stone far too ({asked6} pairs), after {}: offsets {} ({}); those first pairs: {pairs:?}; under the far-stone rule ({rule_unasked} pairs leave it no ply-4 cell) the far ply-4 stone is played after every pair but those g*(1, 3) apart, which `-- {n} rule` asks",
        rows.len(),
        lost4.len(),
        if lost4.is_empty() { String::new() } else { format!(" {:?}", lost4.iter().map(|r| (r.s1, r.s2)).collect::<Vec<_>>()) },
        lost6.values().sum::<usize>(),
        if classes.is_empty() { "none".to_string() } else { classes.join(", ") },
        took(t, c)
    );
}

fn run<const W: usize>(n: usize, deadline: u32) {
    let (t, c) = start();
    let rows = rows::<W>(n, deadline);
    report(n, deadline, &rows, t, c);
}

fn run_rule<const W: usize>(n: usize, deadline: u32) {
    let (t, c) = start();
    let rows = one_three_rows::<W>(n, deadline);
    let lost: Vec<((i64, i64), (i64, i64))> = rows.iter().filter(|r| !r.holds).map(|r| (r.s1, r.s2)).collect();
    let units = rows.iter().map(|r| r.g).max().unwrap_or(0);
    println!(
        "n={n}: {} first pairs g*(1, 3) apart up to symmetry (g = 1..={units}; P2's ply-2 stone far); with P2's ply-4 stone by the far-stone rule (the first stone + g*{RULE_STEP:?} in the frame where the second is g*(1, 3)) P1 completes by ply {deadline} after {} of them{} ({})",
        rows.len(),
        lost.len(),
        if lost.is_empty() { String::new() } else { format!(": {lost:?}") },
        took(t, c)
    );
}

fn run_far2<const W: usize>(n: usize, deadline: u32) {
    let (t, c) = start();
    let answers = far_ply2_answers::<W>(n, deadline);
    let lost: Vec<_> = answers.iter().filter(|a| !a.2).map(|a| (a.0, a.1)).collect();
    let held: Vec<_> = answers.iter().filter(|a| a.2).map(|a| a.0).collect();
    println!(
        "n={n}: P2's ply-2 stone far, then free from ply 4 on, against every second stone: P1 completes by ply {deadline} after {} of the {} openings with a far cell; P2 holds after the openings {held:?}{} ({})",
        lost.len(),
        answers.len(),
        if lost.is_empty() { String::new() } else { format!("; lost (opening, far stone): {lost:?}") },
        took(t, c)
    );
}

fn run_diag<const W: usize>(n: usize, deadline: u32) {
    let (t, c) = start();
    let (asked, unasked, lost) = diagonal_rule_losses::<W>(n, deadline);
    println!(
        "n={n}: P2's ply-2 stone the diagonal neighbour towards the centre, its ply-4 stone by the far-stone rule, then free from ply 6 on: after {asked} first pairs in no pair form ({unasked} leave no ply-4 cell, not asked) P1 completes by ply {deadline} after {}{} ({})",
        lost.len(),
        if lost.is_empty() { String::new() } else { format!(": {lost:?}") },
        took(t, c)
    );
}

fn run_ply4<const W: usize>(n: usize, s1: (i64, i64), s2: (i64, i64)) {
    let t = std::time::Instant::now();
    let Some(b2) = far_cell(n as i64, &[s1], &[]) else {
        fail(format!("{s1:?} leaves no far cell for P2's ply-2 stone on {n}x{n} (every cell is in a pair form with it)"))
    };
    if s1 == s2 || s2 == b2 {
        let what = if s2 == s1 { "the first stone".to_string() } else { format!("P2's far ply-2 stone {b2:?}") };
        fail(format!("the second stone {s2:?} is {what}: give another cell"));
    }
    if frame_related(s1, s2) {
        fail(format!("{s1:?} and {s2:?} are in a pair form (same row, column or diagonal, or a 2:1 slope): give a pair in none"));
    }
    match ply4_cells_that_hold::<W>(n, 11, s1, s2) {
        None => fail(format!("no answer for the first pair {s1:?}, {s2:?}")),
        Some(good) => {
            let empty = n * n - 3;
            let rel: Vec<(i64, i64)> = good.iter().map(|c| (c.0 - s1.0, c.1 - s1.1)).collect();
            let bad: Vec<(i64, i64)> = (0..(n * n) as i64).map(|i| (i % n as i64, i / n as i64)).filter(|c| ![s1, s2, b2].contains(c) && !good.contains(c)).map(|c| (c.0 - s1.0, c.1 - s1.1)).collect();
            // the far ply-4 cell and the far-stone rule's cell, and whether each holds
            let verdict = |c: Option<(i64, i64)>| c.map_or("none".to_string(), |c| format!("{c:?} ({})", if good.contains(&c) { "holds" } else { "loses" }));
            let (far4, rule4) = (far_cell(n as i64, &[s1, s2], &[b2]), rule_ply4(n as i64, s1, s2, b2));
            println!(
                "n={n}: after {s1:?}, far {:?}, {s2:?} (offset class {:?}), P2's ply-4 stone holds ply 11 on {} of the {empty} empty cells; it loses on (relative to the first stone) {bad:?}; the far ply-4 cell {}, the far-stone rule's cell {} ({:.1} s wall)",
                b2,
                offset_class(s1, s2),
                rel.len(),
                verdict(far4),
                verdict(rule4),
                t.elapsed().as_secs_f64()
            );
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = match args.first() {
        None => fail("give the board side N".to_string()),
        Some(a) => a.parse().ok().filter(|n| (5..=21).contains(n)).unwrap_or_else(|| fail(format!("N {a:?} is not a board side in 5..=21: give e.g. 13"))),
    };
    if args.get(1).map(String::as_str) == Some("ply4") {
        let v: Vec<i64> = args[2..].iter().map(|a| a.parse().unwrap_or_else(|_| fail(format!("{a:?} is not a coordinate: give X1 Y1 X2 Y2, e.g. 3 1 2 4")))).collect();
        if v.len() != 4 {
            fail(format!("ply4 takes four coordinates X1 Y1 X2 Y2, e.g. 3 1 2 4; got {}", v.len()));
        }
        if let Some(c) = v.iter().find(|&&c| !(0..n as i64).contains(&c)) {
            fail(format!("the coordinate {c} is off the {n}x{n} board: give coordinates in 0..{n}"));
        }
        squarecert::with_bits_width!(n, run_ply4(n, (v[0], v[1]), (v[2], v[3])));
        return;
    }
    let mode = args.get(1).map(String::as_str).filter(|a| ["rule", "far2", "diag"].contains(a)).map(str::to_string);
    let args: Vec<String> = if mode.is_some() { [&args[..1], &args[2..]].concat() } else { args };
    let deadline: u32 = match args.get(1) {
        None => 11,
        Some(a) => a.parse().ok().filter(|d| d % 2 == 1 && (7..=99).contains(d)).unwrap_or_else(|| fail(format!("{a:?} is neither a mode (rule, far2, diag, ply4) nor a DEADLINE (an odd ply in 7..=99): give e.g. rule or 11"))),
    };
    if args.len() > 2 {
        fail(format!("unexpected argument {:?}", args[2]));
    }
    if mode.as_deref() == Some("rule") {
        squarecert::with_bits_width!(n, run_rule(n, deadline));
    } else if mode.as_deref() == Some("far2") {
        squarecert::with_bits_width!(n, run_far2(n, deadline));
    } else if mode.as_deref() == Some("diag") {
        squarecert::with_bits_width!(n, run_diag(n, deadline));
    } else {
        squarecert::with_bits_width!(n, run(n, deadline));
    }
}
