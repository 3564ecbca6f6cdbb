//! P2's ply-6 move by a rule after a related first pair (docs/FASTEST.md §5, "Ply 6 after a
//! related first pair"; `squarecert::fastest::ply6_related`):
//! `cargo run --release --example ply6_related -- N RULE [DEADLINE]`, RULE one of
//!
//! - `l11`: Lemma L11's ply-6 rule;
//! - `pair`: the unrelated-pair rule's answer to a third stone related to the first stone
//!   only, Lemma L11's rule otherwise;
//! - `pairs`: `pair`, and the opening rule's ply-4 cell for the pair the third stone makes
//!   with the second stone only;
//! - `potential`: the free cell whose squares weigh most (`squarecert::fastest::potential`,
//!   the plain weights);
//! - `mixed`: by the class of the third stone, the potential rule with P2's own squares
//!   weighted up (related to neither first stone or to the second only), `pair`'s answer (to
//!   the first only), `potential` (to both);
//! - `mixed-fallback`: `mixed`, except that a third stone related to the first only gets the
//!   unrelated-pair rule's answer when that is a free cell, else the potential rule's cell
//!   (P2's own squares weighted up), never Lemma L11's rule or the far cell;
//! - `named-both`: `mixed-fallback`, except that a third stone related to both first stones
//!   gets the named potential rule: the potential rule with its own weights among the cells
//!   named from the stones (corners of squares through two stones of one player, cells of
//!   frames holding two P1 stones);
//! - `threats`: the threat-space rule, `named-both`'s cell unless P1 then has a victory by
//!   continuous forcing by ply 11, else the first named cell by potential against which it
//!   has none;
//! - `quiet`: the quiet-move rule, `threats` with the exact test of Lemma Q (P1's ply-7
//!   moves, quiet ones included, asked over the named cells) in place of the VCF test; it
//!   also prints how many positions Lemma Q's answer differs from the solver's at (0
//!   expected).
//!
//! For every opening up to symmetry, every second stone in a pair form with the first and
//! every third stone, P2's first two stones by the opening rule and its third by the rule:
//! does P1 complete a square by the deadline (default 11) whatever P2 plays from ply 8 on?
//! Prints the counts by the class of the third stone (in a pair form with neither first
//! stone, the first only, the second only, or both), the positions where the rule's cell is
//! not played (the far cell instead), up to 10 positions lost, the losses by class whose six
//! stones are all at least 1 to 4 cells from every edge, and the time. Exact solver
//! answers, not certified; the openings on two threads (rayon). Building Lemma L11's strategy
//! first takes some seconds.

use squarecert::fastest::ply6_related::{related_losses, RelatedRule};

const USAGE: &str = "usage: ply6_related N RULE [DEADLINE] (N in 5..=21; RULE l11, pair, pairs, potential, mixed, mixed-fallback, named-both, threats or quiet; DEADLINE odd, 9 to 99, default 11)";

fn fail(msg: String) -> ! {
    eprintln!("ply6_related: {msg}\n{USAGE}");
    std::process::exit(2)
}

fn run<const W: usize>(n: usize, rule: RelatedRule, deadline: u32) {
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let l = related_losses::<W>(n, deadline, rule).unwrap_or_else(|e| {
        eprintln!("ply6_related: {e:#}");
        std::process::exit(1)
    });
    for (s, b, b6) in l.lost.iter().take(10) {
        println!("lost: P1 {:?}, {:?}, {:?}; P2 {:?}, {:?}, then {b6:?}", s[0], s[1], s[2], b[0], b[1]);
    }
    let lost = l.lost_by_class();
    let ni = n as i64;
    println!("lost with every stone at least 1, 2, 3, 4 cells from every edge: {:?}, {:?}, {:?}, {:?}", l.lost_inside(ni, 1), l.lost_inside(ni, 2), l.lost_inside(ni, 3), l.lost_inside(ni, 4));
    if rule == RelatedRule::Quiet {
        println!("Lemma Q's answer differs from the solver's at {} positions", l.disagree);
    }
    println!(
        "n={n}, ply {deadline}, rule {rule:?}: {} positions asked (third stone unrelated, first, second, both: {:?}; the rule's cell not played at {}; {} first pairs with no ply-4 cell); P1 completes by ply {deadline} after {} ({lost:?}) [{:.1} s wall, {:.1} s CPU]",
        l.asked.iter().sum::<usize>(),
        l.asked,
        l.fallback,
        l.unasked_pairs,
        l.lost.len(),
        t.elapsed().as_secs_f64(),
        squarecert::fastest::cpu_secs() - c
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 || args.len() > 3 {
        fail(format!("expected 2 or 3 arguments, got {}", args.len()));
    }
    let n: usize = match args[0].parse() {
        Ok(n) if (5..=21).contains(&n) => n,
        _ => fail(format!("N {:?} is not a board size in 5..=21", args[0])),
    };
    let rule = RelatedRule::parse(&args[1]).unwrap_or_else(|| fail(format!("RULE {:?} is not l11, pair, pairs, potential, mixed, mixed-fallback, named-both, threats or quiet", args[1])));
    let deadline: u32 = match args.get(2).map(|d| d.parse::<u32>()) {
        None => 11,
        Some(Ok(d)) if d % 2 == 1 && (9..=99).contains(&d) => d,
        Some(_) => fail(format!("DEADLINE {:?} is not an odd ply in 9..=99", args[2])),
    };
    if let Err(e) = squarecert::fastest::opening_rule::strategy() {
        eprintln!("ply6_related: {e:#}");
        std::process::exit(1);
    }
    squarecert::with_bits_width!(n, run(n, rule, deadline));
}
