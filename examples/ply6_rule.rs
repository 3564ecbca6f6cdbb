//! P2's ply-6 move by a rule after a first pair in no pair form (docs/FASTEST.md §5, "Ply 6
//! after an unrelated first pair"; `squarecert::fastest::ply6_rule`):
//! `cargo run --release --example ply6_rule -- N CLASS [DEADLINE]`, CLASS `first`, `second`
//! or `both` (P1's third stone in a pair form with its first stone only, its second only, or
//! both). For every opening up to symmetry, every second stone in no pair form with the
//! first and every third stone of the class, P2's first two stones by the opening rule and
//! its third by `ply6_rule::ply6`: does P1 complete a square by the deadline (default 11)
//! whatever P2 plays from ply 8 on? Prints the counts (the losses also after first pairs
//! `g·(1, 3)` apart), up to 20 positions lost, and the time. `cargo run --release --example
//! ply6_rule -- common CLASS N...` instead tries every cell as P2's ply-6 stone at every
//! position of the class on each board N and prints, per offset class of the pair the third
//! stone makes, the cells (in that pair's frame) that hold ply 11 at every position on all the
//! boards (`ply6_rule::common_cells`). Exact solver answers, not certified; the openings on
//! two threads (rayon). Building Lemma L11's strategy first takes some seconds.

use squarecert::fastest::ply6_rule::{losses, Third};

const USAGE: &str = "usage: ply6_rule N CLASS [DEADLINE] | ply6_rule common CLASS N... (N in 5..=21; CLASS first, second or both; DEADLINE odd, 9 to 99, default 11)";

fn fail(msg: String) -> ! {
    eprintln!("ply6_rule: {msg}\n{USAGE}");
    std::process::exit(2)
}

fn run<const W: usize>(n: usize, class: Third, deadline: u32) {
    if let Err(e) = squarecert::fastest::opening_rule::strategy() {
        eprintln!("ply6_rule: {e:#}");
        std::process::exit(1);
    }
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let l = losses::<W>(n, deadline, class).unwrap_or_else(|e| {
        eprintln!("ply6_rule: {e:#}");
        std::process::exit(1)
    });
    for (s, b, b6) in l.lost.iter().take(20) {
        println!("lost: P1 {:?}, {:?}, {:?}; P2 {:?}, {:?}, then {b6:?}", s[0], s[1], s[2], b[0], b[1]);
    }
    // the losses by the offset class of the pair the third stone makes
    let mut by_offset = std::collections::BTreeMap::new();
    for (s, _, _) in &l.lost {
        let a = if class == Third::ToSecond { s[1] } else { s[0] };
        *by_offset.entry(squarecert::fastest::unrelated::offset_class(a, s[2])).or_insert(0usize) += 1;
    }
    if !by_offset.is_empty() {
        println!("lost by the offset of the third stone from {} (up to symmetry): {by_offset:?}", if class == Third::ToSecond { "the second" } else { "the first" });
    }
    // the losses after a first pair g*(1, 3) apart (P2's ply-4 stone the far-stone rule's cell)
    let one_three = l.lost.iter().filter(|(s, _, _)| squarecert::fastest::unrelated::one_three_unit(s[0], s[1]).is_some()).count();
    println!(
        "n={n}, ply {deadline}, third stone {class:?}: {} positions asked ({} where the spoilt-square exception fires, {} where the foot of the second stone is played, {} the cell 2g from the first in the mirror case), {} with no cell named (not asked); P1 completes by ply {deadline} after {} ({one_three} after a first pair g*(1, 3) apart) [{:.1} s wall, {:.1} s CPU]",
        l.asked,
        l.spoilt,
        l.foot,
        l.mirror,
        l.unasked,
        l.lost.len(),
        t.elapsed().as_secs_f64(),
        squarecert::fastest::cpu_secs() - c
    );
}

fn common<const W: usize>(n: usize, class: Third, into: &mut std::collections::BTreeMap<(i64, i64), squarecert::fastest::ply6_rule::CaseCells>) {
    if let Err(e) = squarecert::fastest::ply6_rule::common_cells::<W>(n, 11, class, into) {
        eprintln!("ply6_rule: {e:#}");
        std::process::exit(1);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("common") {
        let class = args.get(1).and_then(|a| Third::parse(a)).unwrap_or_else(|| fail(format!("after common give CLASS first, second or both, got {:?}", args.get(1))));
        let boards: Vec<usize> = args[2..].iter().map(|a| a.parse().ok().filter(|n| (5..=21).contains(n)).unwrap_or_else(|| fail(format!("N {a:?} is not a side in 5..=21")))).collect();
        if boards.is_empty() {
            fail("give at least one board after CLASS".into());
        }
        let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
        let mut map = std::collections::BTreeMap::new();
        for &n in &boards {
            squarecert::with_bits_width!(n, common(n, class, &mut map));
        }
        let mut empty = 0;
        for (offset, cc) in &map {
            let cells: Vec<_> = cc.cells.iter().flatten().collect();
            empty += usize::from(cells.is_empty());
            println!("offset {offset:?}: {} positions, {} cells hold at every one: {cells:?}", cc.positions, cells.len());
        }
        println!(
            "boards {boards:?}, ply 11, third stone {class:?}: {} offset classes, {} without a common cell [{:.1} s wall, {:.1} s CPU]",
            map.len(),
            empty,
            t.elapsed().as_secs_f64(),
            squarecert::fastest::cpu_secs() - c
        );
        return;
    }
    if args.len() < 2 || args.len() > 3 {
        fail(format!("give N, CLASS and at most a DEADLINE, got {args:?}"));
    }
    let n: usize = args[0].parse().ok().filter(|n| (5..=21).contains(n)).unwrap_or_else(|| fail(format!("N {:?} is not a side in 5..=21", args[0])));
    let class = Third::parse(&args[1]).unwrap_or_else(|| fail(format!("CLASS {:?} is not first, second or both", args[1])));
    let deadline: u32 = match args.get(2) {
        None => 11,
        Some(a) => a.parse().ok().filter(|&p: &u32| (9..=99).contains(&p) && p % 2 == 1).unwrap_or_else(|| fail(format!("DEADLINE {a:?} is not an odd ply from 9 to 99: give e.g. 11"))),
    };
    squarecert::with_bits_width!(n, run(n, class, deadline))
}
