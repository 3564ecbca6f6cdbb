//! Does P2 hold ply 11 with *named cells* only? A test of the proviso in docs/FASTEST.md §5
//! ("How many units"): a board-free defence against completion by ply 11 could be checked
//! piece by piece only if it plays cells named from P1's and its own stones.
//! `cargo run --release --example named_defence -- N [DEADLINE]` answers, on the `N`×`N`
//! board, whether P1 completes a square by ply `DEADLINE` (default 11) when every P2 move is
//! restricted to the named cells of the position (`fastest::named`): "no" means such a defence
//! holds the deadline on this board; "yes" means P2 needs other cells there (the unrestricted
//! answer at ply 11 is "no" on 9×9 to 21×21, docs/FASTEST.md §5).

use squarecert::fastest::named;

fn run<const W: usize>(n: usize, deadline: u32) {
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let (won, s) = named::wins_by::<W>(n, deadline);
    let answer = match won {
        Some(o) => format!("yes (opening ({}, {}))", o % n, o / n),
        None => "no".to_string(),
    };
    println!("n={n}: P1 by ply {deadline} against named-cell defences: {answer} ({} nodes, {} states, {:.2} s, {:.2} s CPU)", s.nodes, s.tt.len(), t.elapsed().as_secs_f64(), squarecert::fastest::cpu_secs() - c);
}

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).filter(|n| (5..=squarecert::fastest::bits::WIDEST_N).contains(n)).unwrap_or_else(|| {
        eprintln!("usage: named_defence N [DEADLINE] (N in 5..=21, DEADLINE odd, at least 7; default 11)");
        std::process::exit(2)
    });
    let deadline: u32 = match std::env::args().nth(2) {
        None => 11,
        Some(a) => a.parse().ok().filter(|&p: &u32| p >= 7 && p % 2 == 1).unwrap_or_else(|| {
            eprintln!("named_defence: DEADLINE {a:?} is not an odd ply of at least 7: give e.g. 11");
            std::process::exit(2)
        }),
    };
    squarecert::with_bits_width!(n, run(n, deadline))
}
