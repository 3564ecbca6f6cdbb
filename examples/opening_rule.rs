//! One rule for P2's first two moves at every first pair of P1 (docs/FASTEST.md §5, "One
//! opening rule"; `squarecert::fastest::opening_rule`):
//! `cargo run --release --example opening_rule -- N [unrelated] [DEADLINE]`. For every opening
//! up to symmetry and every second stone of P1 (with `unrelated`, only those in no pair form
//! with the first), P2's ply-2 stone on the diagonal neighbour towards the centre and its ply-4
//! stone by the rule (`opening_rule::ply4`: after a second stone in a pair form with the first,
//! Lemma L11's cells with block cells, the ray rule and the side cell; after one in none, the
//! second stone's diagonal neighbour towards the centre, or the far-stone rule's cell after a
//! `g·(1, 3)` pair): does P1
//! complete a square by the deadline (default 11) whatever P2 plays from ply 6 on? Prints the
//! counts, the first pairs lost, and the time. Exact solver answers, not certified; the
//! openings on two threads (rayon). Building Lemma L11's strategy first takes some seconds.

use squarecert::fastest::opening_rule::Pairs;

const USAGE: &str = "usage: opening_rule N [unrelated] [DEADLINE] (N in 5..=21; DEADLINE odd, 7 to 99, default 11)";

fn fail(msg: String) -> ! {
    eprintln!("opening_rule: {msg}\n{USAGE}");
    std::process::exit(2)
}

fn run<const W: usize>(n: usize, deadline: u32, pairs: Pairs) {
    if let Err(e) = squarecert::fastest::opening_rule::strategy() {
        eprintln!("opening_rule: {e:#}");
        std::process::exit(1);
    }
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let l = squarecert::fastest::opening_rule::losses::<W>(n, deadline, pairs).unwrap_or_else(|e| {
        eprintln!("opening_rule: {e:#}");
        std::process::exit(1)
    });
    for (first, second, m4) in &l.lost {
        println!("lost: P1 {first:?} then {second:?}, P2's ply-4 stone {m4:?}");
    }
    println!(
        "n={n}, ply {deadline}: {} first pairs asked ({} in a pair form, {} in none), {} with no ply-4 cell (not asked); P1 completes by ply {deadline} after {} [{:.1} s wall, {:.1} s CPU]",
        l.related + l.unrelated,
        l.related,
        l.unrelated,
        l.unasked,
        l.lost.len(),
        t.elapsed().as_secs_f64(),
        squarecert::fastest::cpu_secs() - c
    );
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let pairs = if args.get(1).map(String::as_str) == Some("unrelated") {
        args.remove(1);
        Pairs::Unrelated
    } else {
        Pairs::All
    };
    if args.is_empty() || args.len() > 2 {
        fail(format!("give N, optionally `unrelated`, and at most a DEADLINE, got {args:?}"));
    }
    let n: usize = args[0].parse().ok().filter(|n| (5..=21).contains(n)).unwrap_or_else(|| fail(format!("N {:?} is not a side in 5..=21", args[0])));
    let deadline: u32 = match args.get(1) {
        None => 11,
        Some(a) => a.parse().ok().filter(|&p: &u32| (7..=99).contains(&p) && p % 2 == 1).unwrap_or_else(|| fail(format!("DEADLINE {a:?} is not an odd ply from 7 to 99: give e.g. 11"))),
    };
    squarecert::with_bits_width!(n, run(n, deadline, pairs))
}
