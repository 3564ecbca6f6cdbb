//! The quadrant game after a first free stone of P2 in `Z = [0,17)²` (docs/FASTEST.md §5,
//! "The closed corner game and its window"). `cargo run --release --example quadrant_game --
//! X Y [MX MY]` opens on (4, 4), answers P2's first stone `(X, Y)` with the ply-3 move
//! `(MX, MY)` (default: the window cells nearest (4, 4) in turn, until one wins), and for
//! every second stone of `fastest::window::Window::second_stone_cells` looks for a ply-5 move
//! in the window completing by ply 13 against every third stone (`beats_every_second_stone`).
//! By the third-stone and far-second-stone lemmas a "yes" holds against every second and
//! third stone of the quadrant, so on every board holding the stones. `… -- all` does this for
//! every first stone of `Z` but the opening, one line each, then a summary; it exits 1 if
//! some first stone is not beaten (first stones in parallel: `RAYON_NUM_THREADS` threads).
//! Prints the ply-3 moves tried, the second stones, the number of distinct ply-5 moves used,
//! and the times (wall; the whole run's CPU at the end).

use squarecert::fastest::cpu_secs;
use rayon::prelude::*;
use squarecert::fastest::window::Window;

/// P1's ply-3 moves in the order tried: the window cells nearest (4, 4) first (Chebyshev
/// distance, then cell order), without the opening and P2's first stone.
fn third_moves(r1: (i64, i64)) -> Vec<(i64, i64)> {
    let mut v: Vec<(i64, i64)> = (0..9).flat_map(|y| (0..9).map(move |x| (x, y))).collect();
    v.sort_by_key(|&(x, y)| ((x - 4).abs().max((y - 4).abs()), y, x));
    v.into_iter().filter(|&c| c != (4, 4) && c != r1).collect()
}

/// Searches the ply-3 moves `m3s` in turn after `r1`: a line per failing move and one for the
/// winning move (or for none winning), and whether one wins.
fn first_stone(win: &Window, r1: (i64, i64), m3s: &[(i64, i64)]) -> (Vec<String>, bool) {
    let (t, c) = (std::time::Instant::now(), cpu_secs());
    let mut lines = Vec::new();
    for &m3 in m3s {
        match win.beats_every_second_stone([(4, 4), m3], r1, 13) {
            Err(e) => {
                eprintln!("quadrant_game: {e}");
                std::process::exit(2)
            }
            Ok(Ok(moves)) => {
                let distinct: std::collections::BTreeSet<_> = moves.iter().map(|m| m.1).collect();
                lines.push(format!(
                    "r1 = {r1:?}: yes with ply-3 move {m3:?}: {} second stones, each beaten by a ply-5 move ({} distinct) against every third stone of the quadrant ({:.1} s, {:.1} s CPU of the process)",
                    moves.len(),
                    distinct.len(),
                    t.elapsed().as_secs_f64(),
                    cpu_secs() - c
                ));
                return (lines, true);
            }
            Ok(Err(r2)) => lines.push(format!("r1 = {r1:?}: ply-3 move {m3:?} fails: no ply-5 move beats every third stone after the second stone {r2:?}")),
        }
    }
    lines.push(format!("r1 = {r1:?}: no ply-3 move tried wins ({:.1} s, {:.1} s CPU)", t.elapsed().as_secs_f64(), cpu_secs() - c));
    (lines, false)
}

fn main() {
    const USAGE: &str = "usage: quadrant_game X Y [MX MY] | all: (X, Y) P2's first stone in [0,17)^2 (not the opening (4, 4)), (MX, MY) P1's ply-3 move in [0,9)^2 (default: tried nearest (4, 4) first); all: every first stone of [0,17)^2";
    let win = Window::new(9).expect("side 9 fits");
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args == ["all"] {
        let (t, c) = (std::time::Instant::now(), cpu_secs());
        let firsts: Vec<(i64, i64)> = (0..17).flat_map(|y| (0..17).map(move |x| (x, y))).filter(|&c| c != (4, 4)).collect();
        // one first stone per task (rayon; RAYON_NUM_THREADS sets the threads), printed in order
        let results: Vec<(Vec<String>, bool)> = firsts.par_iter().map(|&r1| first_stone(&win, r1, &third_moves(r1))).collect();
        for (lines, _) in &results {
            lines.iter().for_each(|l| println!("{l}"));
        }
        let beaten = results.iter().filter(|r| r.1).count();
        println!("all: {beaten} of {} first stones of [0,17)^2 beaten ({:.1} s, {:.1} s CPU)", firsts.len(), t.elapsed().as_secs_f64(), cpu_secs() - c);
        std::process::exit(if beaten == firsts.len() { 0 } else { 1 });
    }
    let nums: Vec<i64> = args.iter().map(|a| a.parse().unwrap_or_else(|_| {
        eprintln!("quadrant_game: {a:?} is not a coordinate\n{USAGE}");
        std::process::exit(2)
    })).collect();
    let (lines, ok) = match nums.as_slice() {
        &[x, y] if (x, y) != (4, 4) => first_stone(&win, (x, y), &third_moves((x, y))),
        &[x, y, mx, my] if (x, y) != (4, 4) => first_stone(&win, (x, y), &[(mx, my)]),
        _ => {
            eprintln!("{USAGE}");
            std::process::exit(2)
        }
    };
    lines.iter().for_each(|l| println!("{l}"));
    std::process::exit(if ok { 0 } else { 1 });
}
