//! The quadrant game after P2's first free stone, in `Z = [0,17)²` or outside it
//! (docs/FASTEST.md §5, "The closed corner game and its window"). `cargo run --release --example quadrant_game --
//! X Y [MX MY]` opens on (4, 4), answers P2's first stone `(X, Y)` with the ply-3 move
//! `(MX, MY)` (default: the window cells nearest (4, 4) in turn, until one wins), and for
//! every second stone of `fastest::window::Window::second_stone_cells` looks for a ply-5 move
//! in the window completing by ply 13 against every third stone (`beats_every_second_stone`).
//! By the third-stone and far-second-stone lemmas a "yes" holds against every second and
//! third stone of the quadrant, so on every board holding the stones. `… -- all` does this for
//! every first stone of `Z` but the opening, one line each, then a summary (and a progress
//! line on standard error as each first stone ends); it exits 1 if
//! some first stone is not beaten (first stones in parallel: `RAYON_NUM_THREADS` threads).
//! `… -- outside` does the first stones outside `Z` (docs/FASTEST.md §5, (QO)): the ply-3
//! moves that beat every pair of stones both outside `Z`, one of them per band for the first
//! stones with `max(x, y) ≥ 41`, and one per first stone of `[0,41)²` outside `Z` (in
//! parallel), each against every second stone in `Z`; it exits 1 if some case is not beaten.
//! Prints the ply-3 moves tried, the second stones, the number of distinct ply-5 moves used,
//! and the times (wall and the process's CPU).

use squarecert::fastest::cpu_secs;
use rayon::prelude::*;
use squarecert::fastest::window::{band, bands, in_z, Band, Window, FAR_SECOND};

/// P1's ply-3 moves in the order tried: the window cells nearest (4, 4) first (Chebyshev
/// distance, then cell order), without the opening and P2's first stone.
fn third_moves(r1: (i64, i64)) -> Vec<(i64, i64)> {
    let mut v: Vec<(i64, i64)> = (0..9).flat_map(|y| (0..9).map(move |x| (x, y))).collect();
    v.sort_by_key(|&(x, y)| ((x - 4).abs().max((y - 4).abs()), y, x));
    v.into_iter().filter(|&c| c != (4, 4) && c != r1).collect()
}

/// The ply-5 moves `moves` as a certificate list: `m5` and each distinct move, most used
/// first (then by cell), as `x y`.
fn move_list(moves: impl Iterator<Item = (i64, i64)>) -> String {
    let mut count: std::collections::BTreeMap<(i64, i64), usize> = std::collections::BTreeMap::new();
    moves.for_each(|m| *count.entry(m).or_default() += 1);
    let mut v: Vec<((i64, i64), usize)> = count.into_iter().collect();
    v.sort_by_key(|&((x, y), k)| (std::cmp::Reverse(k), y, x));
    std::iter::once("m5".to_string()).chain(v.iter().map(|((x, y), _)| format!("{x} {y}"))).collect::<Vec<_>>().join(" ")
}

/// Searches the ply-3 moves `m3s` in turn after `r1`: a line per failing move and one for the
/// winning move (or for none winning), and the certificate line of the winning move
/// (`z X Y m3 X Y m5 …`, docs/FORMATS.md "Quadrant strategy"), if one wins.
fn first_stone(win: &Window, r1: (i64, i64), m3s: &[(i64, i64)]) -> (Vec<String>, Option<String>) {
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
                return (lines, Some(format!("z {} {} m3 {} {} {}", r1.0, r1.1, m3.0, m3.1, move_list(moves.iter().map(|m| m.1)))));
            }
            Ok(Err(r2)) => lines.push(format!("r1 = {r1:?}: ply-3 move {m3:?} fails: no ply-5 move beats every third stone after the second stone {r2:?}")),
        }
    }
    lines.push(format!("r1 = {r1:?}: no ply-3 move tried wins ({:.1} s, {:.1} s CPU)", t.elapsed().as_secs_f64(), cpu_secs() - c));
    (lines, None)
}

/// P2's first stone outside `Z`: one ply-3 move must beat both second stones outside `Z`
/// (`beats_two_stones_outside_z`) and second stones in `Z`; for first stones with
/// `max(x, y) ≥ 41` one move per band (`beats_far_first_stones`), for the others a move per
/// first stone (`beats_second_stones_in_z`), its band's far move tried first, then the window
/// cells nearest (4, 4). Prints a line per part and returns the certificate lines (`band …`,
/// `near …`, `two …`, docs/FORMATS.md "Quadrant strategy") when all hold, `None` otherwise.
fn outside(win: &Window) -> Option<Vec<String>> {
    let (t, c) = (std::time::Instant::now(), cpu_secs());
    let fail = |e: anyhow::Error| -> ! {
        eprintln!("quadrant_game: {e}");
        std::process::exit(2)
    };
    // ply-3 moves that beat every pair of second stones outside Z, with their threat moves
    let mut ok3 = Vec::new();
    let mut two = std::collections::BTreeMap::new();
    for m3 in third_moves((4, 4)) {
        match win.beats_two_stones_outside_z([(4, 4), m3], 13) {
            Err(e) => fail(e),
            Ok(Ok(moves)) => {
                ok3.push(m3);
                two.insert(m3, move_list(moves.iter().map(|m| m.1)));
            }
            Ok(Err(set)) => println!("outside: ply-3 move {m3:?} fails when both stones lie outside Z: no ply-5 move making a threat cell beats the open square on {set:?}"),
        }
    }
    println!("outside: {} of {} ply-3 moves beat every pair of stones outside Z ({:.1} s CPU)", ok3.len(), third_moves((4, 4)).len(), cpu_secs() - c);
    // a ply-3 move per band for the first stones with max(x, y) >= 41
    let mut far = std::collections::BTreeMap::new();
    let mut cert = Vec::new();
    for b in bands() {
        for &m3 in &ok3 {
            match win.beats_far_first_stones([(4, 4), m3], b, 13) {
                Err(e) => fail(e),
                Ok(Ok(moves)) => {
                    println!("outside: far first stones (max(x, y) >= 41) in band {b:?}: yes with ply-3 move {m3:?}: {} pairs (second stone in Z, a first stone per type), each beaten by a ply-5 move against every third stone ({:.1} s CPU of the process)", moves.len(), cpu_secs() - c);
                    let name = match b {
                        Band::Row(k) => format!("row {k}"),
                        Band::Column(k) => format!("column {k}"),
                        Band::Diagonal(k) => format!("diagonal {k}"),
                        Band::Free => "free".to_string(),
                    };
                    cert.push(format!("band {name} m3 {} {} {}", m3.0, m3.1, move_list(moves.iter().map(|m| m.1))));
                    far.insert(b, m3);
                    break;
                }
                Ok(Err(_)) => {}
            }
        }
        if !far.contains_key(&b) {
            println!("outside: no ply-3 move beats every far first stone in band {b:?}");
        }
    }
    if far.len() < bands().len() {
        return None;
    }
    // a ply-3 move per first stone outside Z with max(x, y) < 41, the far one tried first
    let order = |f: (i64, i64)| -> Vec<(i64, i64)> {
        let first = far[&band(f)];
        std::iter::once(first).chain(ok3.iter().copied().filter(|&m| m != first)).collect()
    };
    let firsts: Vec<(i64, i64)> = (0..FAR_SECOND).flat_map(|y| (0..FAR_SECOND).map(move |x| (x, y))).filter(|&f| !in_z(f)).collect();
    let done = std::sync::atomic::AtomicUsize::new(0);
    // each first stone with P1's ply-3 move that beats every second stone, and its moves
    type Found = ((i64, i64), Option<((i64, i64), String)>);
    let found: Vec<Found> = firsts
        .par_iter()
        .map(|&f| {
            let m3 = order(f).into_iter().find_map(|m3| match win.beats_second_stones_in_z([(4, 4), m3], f, 13) {
                Err(e) => fail(e),
                Ok(Ok(moves)) => Some((m3, move_list(moves.iter().map(|m| m.1)))),
                Ok(Err(_)) => None,
            });
            let k = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            if k.is_multiple_of(100) || m3.is_none() {
                eprintln!("[{k}/{}] first stone {f:?}: ply-3 move {:?} ({:.1} s CPU of the process)", firsts.len(), m3.as_ref().map(|m| m.0), cpu_secs() - c);
            }
            (f, m3)
        })
        .collect();
    let mut used: std::collections::BTreeMap<(i64, i64), usize> = std::collections::BTreeMap::new();
    for (f, m3) in &found {
        match m3 {
            Some((m, list)) => {
                *used.entry(*m).or_default() += 1;
                cert.push(format!("near {} {} m3 {} {} {list}", f.0, f.1, m.0, m.1));
            }
            None => println!("outside: first stone {f:?}: no ply-3 move tried beats every second stone in Z"),
        }
    }
    let beaten = found.iter().filter(|x| x.1.is_some()).count();
    println!("outside: first stones outside Z with max(x, y) < 41: {beaten} of {} beaten; ply-3 moves used {used:?} ({:.1} s, {:.1} s CPU)", firsts.len(), t.elapsed().as_secs_f64(), cpu_secs() - c);
    // the threat moves of every ply-3 move used outside Z
    let mut m3s: std::collections::BTreeSet<(i64, i64)> = far.values().copied().collect();
    m3s.extend(used.keys());
    cert.extend(m3s.iter().map(|m| format!("two m3 {} {} {}", m.0, m.1, two[m])));
    (beaten == firsts.len()).then_some(cert)
}

/// Every first stone of `Z` but the opening, in parallel: prints a line per ply-3 move tried
/// and a summary, and returns the certificate lines (`z …`) when every one is beaten.
fn all(win: &Window) -> Option<Vec<String>> {
    let (t, c) = (std::time::Instant::now(), cpu_secs());
    let firsts: Vec<(i64, i64)> = (0..17).flat_map(|y| (0..17).map(move |x| (x, y))).filter(|&c| c != (4, 4)).collect();
    // one first stone per task (rayon; RAYON_NUM_THREADS sets the threads), printed in order;
    // progress on standard error as each first stone ends (in the order they end)
    let done = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<(Vec<String>, Option<String>)> = firsts
        .par_iter()
        .map(|&r1| {
            let r = first_stone(win, r1, &third_moves(r1));
            let k = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            eprintln!("[{k}/{}] {}", firsts.len(), r.0.last().map_or("", |l| l.as_str()));
            r
        })
        .collect();
    for (lines, _) in &results {
        lines.iter().for_each(|l| println!("{l}"));
    }
    let beaten = results.iter().filter(|r| r.1.is_some()).count();
    println!("all: {beaten} of {} first stones of [0,17)^2 beaten ({:.1} s, {:.1} s CPU)", firsts.len(), t.elapsed().as_secs_f64(), cpu_secs() - c);
    (beaten == firsts.len()).then(|| results.into_iter().filter_map(|r| r.1).collect())
}

fn main() {
    const USAGE: &str = "usage: quadrant_game X Y [MX MY] | all | outside | cert FILE: (X, Y) P2's first stone in [0,17)^2 (not the opening (4, 4)), (MX, MY) P1's ply-3 move in [0,9)^2 (default: tried nearest (4, 4) first); all: every first stone of [0,17)^2; outside: every first stone outside [0,17)^2; cert: both, writing the strategy to FILE";
    let win = Window::new(9).expect("side 9 fits");
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(|a| a.as_str()).collect::<Vec<_>>().as_slice() {
        ["all"] => std::process::exit(if all(&win).is_some() { 0 } else { 1 }),
        ["outside"] => std::process::exit(if outside(&win).is_some() { 0 } else { 1 }),
        ["cert"] => {
            eprintln!("quadrant_game: cert needs the file to write, e.g. cert certs/quadrant-strategy.txt\n{USAGE}");
            std::process::exit(2)
        }
        ["cert", file] => {
            let (Some(z), Some(out)) = (all(&win), outside(&win)) else {
                eprintln!("quadrant_game: some first stone is not beaten: {file} not written");
                std::process::exit(1)
            };
            let mut text = String::from(CERT_HEADER);
            for l in z.iter().chain(&out) {
                text.push_str(l);
                text.push('\n');
            }
            if let Err(e) = squarecert::certio::write_atomic(std::path::Path::new(file), text.as_bytes()) {
                eprintln!("quadrant_game: {e}");
                std::process::exit(2)
            }
            println!("cert: {} lines written to {file} (sha256 {})", z.len() + out.len(), squarecert::certio::sha256_hex(text.as_bytes()));
            std::process::exit(0)
        }
        _ => {}
    }
    let nums: Vec<i64> = args.iter().map(|a| a.parse().unwrap_or_else(|_| {
        eprintln!("quadrant_game: {a:?} is not a coordinate\n{USAGE}");
        std::process::exit(2)
    })).collect();
    if let [x, y, ..] = nums.as_slice() {
        if (*x, *y) == (4, 4) {
            eprintln!("quadrant_game: (4, 4) is P1's opening, not a first stone of P2's\n{USAGE}");
            std::process::exit(2)
        }
        if *x >= 0 && *y >= 0 && !in_z((*x, *y)) {
            eprintln!("quadrant_game: ({x}, {y}) lies outside [0,17)^2: first stones there are searched by `quadrant_game outside`\n{USAGE}");
            std::process::exit(2)
        }
    }
    let (lines, ok) = match *nums.as_slice() {
        [x, y] if (x, y) != (4, 4) => first_stone(&win, (x, y), &third_moves((x, y))),
        [x, y, mx, my] if (x, y) != (4, 4) => first_stone(&win, (x, y), &[(mx, my)]),
        _ => {
            eprintln!("{USAGE}");
            std::process::exit(2)
        }
    };
    lines.iter().for_each(|l| println!("{l}"));
    std::process::exit(if ok.is_some() { 0 } else { 1 });
}

/// The certificate's first lines (docs/FORMATS.md "Quadrant strategy").
const CERT_HEADER: &str = "# squarecert quadrant strategy: P1 completes by ply 13 in the quadrant game (docs/FASTEST.md §5, (QG) and (QO))
# made by: make quadrant (cargo run --release --example quadrant_game -- cert certs/quadrant-strategy.txt)
# format: docs/FORMATS.md \"Quadrant strategy\"; checked by tests/quadrant_checker.rs
quadrant 1 window 9 opening 4 4 deadline 13
";
