//! The explicit defence for ply 11 (docs/FASTEST.md §5, "An explicit defence";
//! `squarecert::fastest::defence`): `cargo run --release --example explicit_defence -- N`.
//!
//! P2's plies 2 and 4 by the opening rule, its ply 6 by the named-order rule (the first named
//! cell after which Lemma Q holds), its plies 8 and 10 by Lemma Q. For every opening up to
//! symmetry, every second and every third stone, Lemma Q (no minimax search) answers whether
//! P2 then holds ply 11. Prints the positions asked (by the first pair's kind), those left to
//! `unrelated_three_delay`, how often the rule passes over its first named cell, how often
//! only a neighbour holds, the deepest place of a cell played, up to 10 positions lost, their
//! count, and the time; exits with status 3 when a position is lost (`make
//! explicit-defence` stops there). Not certified; the openings on two threads (rayon).
//! Building Lemma L11's strategy first takes some seconds.
//!
//! `-- N stray` also builds Lemma S's table (docs/FASTEST.md §5, "A stray stone"; about two
//! minutes on two threads) and asks Lemma Q after Lemma S's ply-6 cell wherever Lemma S
//! applies: a second check of Lemma S, by Lemma Q, on the whole board, and exits with status
//! 4 where Lemma S's cell loses. `-- N lone` asks Lemma Q after the ply-6 cell of Lemma S's
//! lone form (the first free cell where any cell holds) wherever the lone form applies, and
//! exits with status 5 where it loses. A second line always gives the number of positions
//! asked where Lemma S applies (and, with `stray`, how many of them Lemma S's cell loses), where
//! its lone form applies (with `lone`, how many of them its cell loses), where either does, and
//! where neither does, by the number of pairs of P1's stones in a pair form. `-- N two` also
//! builds the ratio lemma's table (docs/FASTEST.md §5, "Two pairs: the kill defence and its
//! ratio lemma"; seconds) and counts, of the positions with two or three pairs, those it
//! settles for every board, and those it leaves by class: with a RowEven pair, with two RowOdd
//! pairs at a right angle of different units, else (on a failing ray of its table, or two
//! RowOdd pairs of one unit), and of all the positions left those where Lemma R applies with
//! its cells on the board (`two_pairs::needs_first_stones`). It also builds the table of Lemma
//! T beside a corner (`two_pairs::beside_table`, about a minute of CPU) and counts, by the same
//! classes, the positions Lemma T leaves that it settles (a helper among P2's first two stones,
//! or off the board), and of them those with Lemma R's cells on the board; and the positions
//! with a RowEven pair that Lemma T and Lemma T beside a corner both leave, by why
//! (`DefenceCheck::two_left_even`) and by whether the RowEven pair is P1's first pair; and,
//! by class, those of all the positions left where Lemma Q finds P2 holding after a tempo cell
//! beside one of its first two stones that is a diagonal neighbour of a P1 stone, as in Lemma U
//! (`DefenceCheck::two_left_tempo`, a count only). With `two` it also builds Lemma U₂'s table
//! (docs/FASTEST.md §5, "Lemma U₂"; about four minutes on two threads) and counts, by the same
//! classes, the positions left where Lemma U₂ applies with its tempo cell (settled on every
//! board), those of them with Lemma R's cells on the board, those of the rest where it applies
//! with a fallback ply-6 cell (step 6), those it leaves by why (no P2 stone of the first two
//! diagonal to a P1 stone; no tempo cell free with its cells on the board; the table failing at
//! every placement, and of these those where the units of every placement lie on a failing ray,
//! `two_tempo::on_failing_ray`), and Lemma Q's answer after its ply-6 cell wherever it applies
//! (exit status 8 where it loses one). `-- N two others` also asks, at each position Lemma U₂
//! leaves on a failing ray, whether its defence would hold by the concrete verdict on the plane
//! with P2's other first stone kept (`two_tempo::place_with_others`: the tempo cell, else a
//! fallback cell, else a forcing cell: a P2 threat from P2's first stones or the block of P1's
//! threat; a count for a lemma to come, no position settled), and Lemma Q after that
//! cell (exit status 9 where it loses one); roughly 0.1 to 0.25 s of CPU a position asked on
//! 6×6 to 12×12.
//!
//! A last line always gives, of the positions with one pair that neither Lemma S nor its lone
//! form settles, those where Lemma U applies (docs/FASTEST.md §5, "Lemma U": a RowEven pair
//! `g·(1, 3)` from P1's third stone, P2 holding a diagonal neighbour of it), those of them with
//! Lemma R's cells on the board, and how many of them Lemma Q finds Lemma U's tempo cell losing
//! ply 11 after (exit status 6 where it loses one, 7 where Lemma U misses such a position).

use squarecert::fastest::defence::check_with;
use squarecert::fastest::every_board::Ply2;

const USAGE: &str = "usage: explicit_defence N [stray | lone | two | two others] (N in 5..=64)";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let stray = args.len() == 2 && args[1] == "stray";
    let lone = args.len() == 2 && args[1] == "lone";
    let others = args.len() == 3 && args[1] == "two" && args[2] == "others";
    let two = (args.len() == 2 && args[1] == "two") || others;
    let n: i64 = match args.as_slice() {
        [a] | [a, _] | [a, _, _] if args.len() == 1 || stray || lone || two => match a.parse() {
            Ok(n) if (5..=64).contains(&n) => n,
            _ => {
                eprintln!("explicit_defence: N {a:?} is not a board size in 5..=64\n{USAGE}");
                std::process::exit(2)
            }
        },
        _ => {
            eprintln!("explicit_defence: expected N and optionally `stray`, `lone`, `two` or `two others`, got {args:?}\n{USAGE}");
            std::process::exit(2)
        }
    };
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let table = stray.then(|| {
        squarecert::fastest::stray::check_all(Ply2::Diagonal).unwrap_or_else(|e| {
            eprintln!("explicit_defence: Lemma S's check: {e:#}");
            std::process::exit(1)
        })
    });
    let lone_table = lone.then(|| {
        squarecert::fastest::stray::check_all_lone().unwrap_or_else(|e| {
            eprintln!("explicit_defence: the lone form's check: {e:#}");
            std::process::exit(1)
        })
    });
    let two_table = two.then(|| {
        let tables = squarecert::fastest::two_pairs::ratio_table().and_then(|t| Ok((t, squarecert::fastest::two_pairs::beside_table(false)?, squarecert::fastest::two_tempo::table()?)));
        tables.unwrap_or_else(|e| {
            eprintln!("explicit_defence: the ratio lemma's, Lemma T beside a corner's or Lemma U2's check: {e:#}");
            std::process::exit(1)
        })
    });
    let r = check_with(n, table.as_deref(), lone_table.as_deref(), two_table.as_ref().map(|(a, b, u)| (&a[..], &b[..], &u[..])), others).unwrap_or_else(|e| {
        eprintln!("explicit_defence: {e:#}");
        std::process::exit(1)
    });
    for (s, b, b6) in r.lost.iter().take(10) {
        println!("lost: P1 {:?}, {:?}, {:?}; P2 {:?}, {:?}, then {b6:?}", s[0], s[1], s[2], b[0], b[1]);
    }
    println!(
        "n={n}: {} positions after ply 6 asked by Lemma Q (first pair related: {}, unrelated: {}); {} left to unrelated_three_delay; {} first pairs with no ply-4 cell; ply 6 passes over the first named cell at {}, plays a neighbour-only cell at {} (no corner or frame cell free) and {} (some free, none holding), deepest place {}; P1 completes by ply 11 after {} [{:.1} s wall, {:.1} s CPU]",
        r.asked[0] + r.asked[1],
        r.asked[0],
        r.asked[1],
        r.by_theorem,
        r.unasked_pairs,
        r.passed_over,
        r.neighbour_only[0],
        r.neighbour_only[1],
        r.deepest,
        r.lost.len(),
        t.elapsed().as_secs_f64(),
        squarecert::fastest::cpu_secs() - c
    );
    for (s, b, b6) in r.stray_lost.iter().take(10) {
        println!("Lemma S lost: P1 {:?}, {:?}, {:?}; P2 {:?}, {:?}, then {b6:?}", s[0], s[1], s[2], b[0], b[1]);
    }
    let asked = if stray { format!("; Lemma Q finds Lemma S's ply-6 cell losing ply 11 at {}", r.stray_lost.len()) } else { String::new() };
    for (s, b, b6) in r.lone_lost.iter().take(10) {
        println!("lone form lost: P1 {:?}, {:?}, {:?}; P2 {:?}, {:?}, then {b6:?}", s[0], s[1], s[2], b[0], b[1]);
    }
    let asked_lone = if lone { format!("; Lemma Q finds the lone form's ply-6 cell losing ply 11 at {}", r.lone_lost.len()) } else { String::new() };
    println!(
        "n={n}: Lemma S applies at {} of the positions asked{asked}; its lone form at {}{asked_lone}; either at {}; neither at {} with one pair of P1's stones in a pair form, {} with two or three{}",
        r.stray,
        r.lone,
        r.stray_or_lone,
        r.unsettled[0],
        r.unsettled[1],
        if two {
            format!(
                ", of which the ratio lemma settles {}, Lemma T beside a corner (one of P2's first two stones, or a cell off the board) {} more ({} with a RowEven pair, {} with two RowOdd pairs at a right angle of different units, {} else), and they leave {} with a RowEven pair, {} with two RowOdd pairs at a right angle of different units and {} else (on a failing ray, or g = h); of all the positions none of them settles, {} have Lemma R's cells on the board (P2 needs its first stones there); Lemma T beside a corner settles {} positions with Lemma R's cells on the board; the RowEven ones left, by why (RowEven pair made at ply 5 / P1's first pair): a helper on the board that P2's first stones miss {} / {}, two pairs on rows or columns {} / {}, a failing ray {} / {}; of all those left, Lemma Q finds P2 holding after a tempo cell beside one of its first two stones that is a diagonal neighbour of a P1 stone (as in Lemma U; a count, no position settled) at {} with a RowEven pair, {} with two RowOdd pairs at a right angle and {} else",
                r.two_settled,
                r.two_beside.iter().sum::<usize>(),
                r.two_beside[0],
                r.two_beside[1],
                r.two_beside[2],
                r.two_left[0],
                r.two_left[1],
                r.two_left[2],
                r.first_stones,
                r.first_stones_beside,
                r.two_left_even[0][0],
                r.two_left_even[0][1],
                r.two_left_even[1][0],
                r.two_left_even[1][1],
                r.two_left_even[2][0],
                r.two_left_even[2][1],
                r.two_left_tempo[0],
                r.two_left_tempo[1],
                r.two_left_tempo[2]
            )
        } else {
            String::new()
        }
    );
    if two {
        for (s, b, b6) in r.two_u2_lost.iter().take(10) {
            println!("Lemma U2 lost: P1 {:?}, {:?}, {:?}; P2 {:?}, {:?}, then {b6:?}", s[0], s[1], s[2], b[0], b[1]);
        }
        let left = r.two_left.iter().sum::<usize>();
        let u2 = r.two_left_u2.iter().sum::<usize>();
        let fallback = r.two_left_u2_fallback.iter().sum::<usize>();
        println!(
            "n={n}: of the {left} positions with two or three pairs left, Lemma U2 applies at {u2} ({} with a RowEven pair, {} with two RowOdd pairs at a right angle, {} else; {} with Lemma R's cells on the board), with a fallback cell at {fallback} more ({} / {} / {}), leaving {} (no P2 stone diagonal to a P1 stone {}, no tempo cell free with its cells on the board {}, the table failing {}, {} of them with the units of every placement on a failing ray 1:1, 1:2, 2:1 or 1:4); Lemma Q finds its ply-6 cell losing ply 11 at {}",
            r.two_left_u2[0],
            r.two_left_u2[1],
            r.two_left_u2[2],
            r.two_left_u2_first_stones,
            r.two_left_u2_fallback[0],
            r.two_left_u2_fallback[1],
            r.two_left_u2_fallback[2],
            left - u2 - fallback,
            r.two_u2_left_why[0],
            r.two_u2_left_why[1],
            r.two_u2_left_why[2],
            r.two_u2_left_on_rays,
            r.two_u2_lost.len()
        );
    }
    if others {
        for (s, b, b6) in r.two_u2_others_lost.iter().take(10) {
            println!("with P2's other stone lost: P1 {:?}, {:?}, {:?}; P2 {:?}, {:?}, then {b6:?}", s[0], s[1], s[2], b[0], b[1]);
        }
        println!(
            "n={n}: of the {} positions Lemma U2 leaves on a failing ray, its defence would hold with P2's other first stone kept (the concrete verdict on the plane; a count, no position settled) at {} with the tempo cell, {} more with a fallback cell and {} more with a forcing cell (a P2 threat from P2's first stones, or the block), leaving {}; Lemma Q finds that ply-6 cell losing ply 11 at {}",
            r.two_u2_left_on_rays,
            r.two_u2_left_others[0],
            r.two_u2_left_others[1],
            r.two_u2_left_others[2],
            r.two_u2_left_on_rays - r.two_u2_left_others.iter().sum::<usize>(),
            r.two_u2_others_lost.len()
        );
    }
    for (s, b, b6) in r.one_three_lost.iter().take(10) {
        println!("Lemma U lost: P1 {:?}, {:?}, {:?}; P2 {:?}, {:?}, then {b6:?}", s[0], s[1], s[2], b[0], b[1]);
    }
    println!(
        "n={n}: Lemma U applies at {} of the {} positions with one pair that neither Lemma S nor its lone form settles ({} of them with Lemma R's cells on the board); Lemma Q finds its tempo cell losing ply 11 at {}",
        r.one_three,
        r.unsettled[0],
        r.one_three_first_stones,
        r.one_three_lost.len()
    );
    if !r.lost.is_empty() {
        std::process::exit(3);
    }
    if !r.stray_lost.is_empty() {
        std::process::exit(4);
    }
    if !r.lone_lost.is_empty() {
        std::process::exit(5);
    }
    if !r.one_three_lost.is_empty() {
        std::process::exit(6);
    }
    if !r.two_u2_lost.is_empty() {
        std::process::exit(8);
    }
    if !r.two_u2_others_lost.is_empty() {
        std::process::exit(9);
    }
    if r.one_three != r.unsettled[0] {
        eprintln!("explicit_defence: Lemma U does not apply at {} of the one-pair positions Lemmas S and S′ leave", r.unsettled[0] - r.one_three);
        std::process::exit(7);
    }
}
