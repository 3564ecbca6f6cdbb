//! Does Lemma L11's defence extend to ply 11? (docs/FASTEST.md §5, "Lemma L11's opening at
//! ply 11".) Three questions, on the `N`×`N` board, about ply `DEADLINE` (default 11):
//!
//! - `cargo run --release --example l11_opening -- N [DEADLINE] [UPTO] [diagonal] [named]`:
//!   does P1 complete a square by the deadline against every defence whose moves at plies
//!   2 to `UPTO` (2, 4 or 6; default 4) are those of Lemma L11's strategy
//!   (`fastest::every_board::Strategy`, up to the board's symmetries; its ply-2 stone a
//!   diagonal neighbour of P1's first stone with `diagonal`, else an orthogonal one) and whose
//!   later moves are any empty cells, or only the named cells of the position with `named`
//!   (`fastest::named`)? "no, P2 holds" means such a defence keeps P1 from completing by the
//!   deadline on this board; "yes, P1 completes" means none does.
//! - `… -- N [DEADLINE] neighbours`: for every opening up to symmetry, which of its eight
//!   neighbours hold the deadline as P2's ply-2 stone (exact game after it).
//! - `… -- N [DEADLINE] ply4 X Y [diagonal]`: after the opening `(X, Y)` and Lemma L11's
//!   ply-2 stone, the second stones after which Lemma L11's ply-4 cell loses the deadline, and
//!   the ply-4 cells that hold it there.
//!
//! - `… -- N [DEADLINE] choose [M …]`: chooses, for every case of Lemma L11 (diagonal ply-2
//!   stones) met on the `N`×`N` board, the first ply-4 cell that Lemma L11's check accepts
//!   (ply 9 on every board) and that holds the deadline at every placement on this board, or
//!   else the first such pair of cells (the first on the board played;
//!   `l11_opening::choose_ply4`), prints the choices, then asks the first question with those
//!   ply-4 cells (`UPTO` 4, any cells after) on this board and on each board `M`.
//!
//! Building Lemma L11's strategy first takes about 20 s (not for `neighbours`).

use squarecert::fastest::every_board::Ply2;
use squarecert::fastest::l11_opening::{self, Later, NEIGHBOURS};

const USAGE: &str = "usage: l11_opening N [DEADLINE] ([UPTO] [diagonal] [named] | neighbours | ply4 X Y [diagonal] | choose [M ...]) (N in 5..=21, DEADLINE odd, 7 to 99, default 11; UPTO 2, 4 or 6, default 4)";

fn fail(msg: String) -> ! {
    eprintln!("l11_opening: {msg}\n{USAGE}");
    std::process::exit(2)
}

fn kind_name(kind: Ply2) -> &'static str {
    match kind {
        Ply2::Orthogonal => "orthogonal",
        Ply2::Diagonal => "diagonal",
    }
}

fn cut<const W: usize>(n: usize, deadline: u32, upto: u32, kind: Ply2, later: Later) {
    build(kind);
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let (won, s) = match l11_opening::wins_by::<W>(n, deadline, kind, upto, later) {
        Ok(r) => r,
        Err(e) => fail(format!("{e:#}")),
    };
    let answer = match won {
        Some(o) => format!("yes, P1 completes (opening ({}, {}))", o % n, o / n),
        None => "no, P2 holds".to_string(),
    };
    let after = match later {
        Later::Any => "any cells",
        Later::Named => "named cells",
    };
    println!(
        "n={n}: P1 by ply {deadline} against defences playing Lemma L11's cells ({} ply-2 stone) at plies 2..={upto}, {after} after: {answer} ({} nodes, {} states, {:.2} s, {:.2} s CPU)",
        kind_name(kind),
        s.nodes,
        s.tt.len(),
        t.elapsed().as_secs_f64(),
        squarecert::fastest::cpu_secs() - c
    );
}

fn neighbours<const W: usize>(n: usize, deadline: u32) {
    let c = squarecert::fastest::cpu_secs();
    let rows = l11_opening::neighbour_replies::<W>(n, deadline);
    let mark = |h: Option<bool>| match h {
        None => "off",
        Some(true) => "holds",
        Some(false) => "P1",
    };
    let (mut no_orthogonal, mut centre_diagonal) = (0, 0);
    for r in &rows {
        let cells: Vec<String> = NEIGHBOURS.iter().zip(r.holds).map(|(d, h)| format!("({},{}) {}", d.0, d.1, mark(h))).collect();
        println!("n={n} opening ({}, {}): {} [{} nodes]", r.opening.0, r.opening.1, cells.join(", "), r.nodes);
        if r.holds[..4].iter().all(|&h| h != Some(true)) {
            no_orthogonal += 1;
        }
        let towards = |v: i64| if 2 * v < n as i64 - 1 { 1 } else { -1 };
        let k = NEIGHBOURS.iter().position(|&d| d == (towards(r.opening.0), towards(r.opening.1))).expect("a diagonal offset");
        if r.holds[k] == Some(true) {
            centre_diagonal += 1;
        }
    }
    println!(
        "n={n}, ply {deadline}: {} openings; no orthogonal neighbour holds at {no_orthogonal}; the diagonal neighbour towards the centre holds at {centre_diagonal} [{:.1} s CPU]",
        rows.len(),
        squarecert::fastest::cpu_secs() - c
    );
}

/// Builds Lemma L11's strategy of `kind` before any timing (about 20 s; exits with 1 if its
/// check fails).
fn build(kind: Ply2) {
    if let Err(e) = l11_opening::prepare(kind) {
        eprintln!("l11_opening: {e:#}");
        std::process::exit(1);
    }
}

fn ply4<const W: usize>(n: usize, deadline: u32, kind: Ply2, opening: (i64, i64)) {
    build(kind);
    let c = squarecert::fastest::cpu_secs();
    let (losses, tried) = l11_opening::ply4_losses::<W>(n, deadline, kind, opening).unwrap_or_else(|e| fail(format!("{e:#}")));
    let rel = |p: (i64, i64)| format!("({},{})", p.0 - opening.0, p.1 - opening.1);
    for l in &losses {
        let holding: Vec<String> = l.holding.iter().map(|&h| rel(h)).collect();
        println!("second stone b - a = {}: Lemma L11's ply-4 cell m - a = {} loses ply {deadline}; {} cells hold: {}", rel(l.second), rel(l.m4), l.holding.len(), holding.join(" "));
    }
    let none = losses.iter().filter(|l| l.holding.is_empty()).count();
    println!(
        "n={n}, opening ({}, {}), {} ply-2 stone: Lemma L11's ply-4 cell loses ply {deadline} after {} of {tried} second stones; no ply-4 cell holds after {none} of them [{:.1} s CPU]",
        opening.0,
        opening.1,
        kind_name(kind),
        losses.len(),
        squarecert::fastest::cpu_secs() - c
    );
}

fn choose<const W: usize>(n: usize, deadline: u32, boards: &[usize]) {
    build(Ply2::Diagonal);
    let c = squarecert::fastest::cpu_secs();
    let choices = l11_opening::choose_ply4::<W>(n, deadline).unwrap_or_else(|e| {
        eprintln!("l11_opening: {e:#}");
        std::process::exit(1)
    });
    let (mut kept, mut changed, mut pairs, mut none) = (0, 0, 0, 0);
    for ch in &choices {
        let what = match ch.cells.as_deref() {
            Some([m]) if *m == ch.lemma => {
                kept += 1;
                "Lemma L11's".to_string()
            }
            Some([m]) => {
                changed += 1;
                format!("({}, {})", m.0, m.1)
            }
            Some(list) => {
                pairs += 1;
                let cells: Vec<String> = list.iter().map(|m| format!("({}, {})", m.0, m.1)).collect();
                format!("{}, the first on the board", cells.join(" else "))
            }
            None => {
                none += 1;
                "none".to_string()
            }
        };
        let c = ch.case;
        println!(
            "{:?} g={} e=({},{}) {} first: Lemma L11's cell ({}, {}), for ply {deadline}: {what} [{} placements, {} solver runs]",
            c.pair,
            c.g,
            c.e.0,
            c.e.1,
            if c.a_first { "a" } else { "b" },
            ch.lemma.0,
            ch.lemma.1,
            ch.placements,
            ch.runs
        );
    }
    println!(
        "n={n}: {} cases met; for ply {deadline} at every placement: Lemma L11's ply-4 cell in {kept}, another cell in {changed}, a pair of cells in {pairs}, none in {none} [{:.1} s CPU]",
        choices.len(),
        squarecert::fastest::cpu_secs() - c
    );
    let strategy = l11_opening::chosen_strategy(&choices).unwrap_or_else(|e| {
        eprintln!("l11_opening: {e:#}");
        std::process::exit(1)
    });
    for &m in std::iter::once(&n).chain(boards) {
        squarecert::with_bits_width!(m, chosen(m, deadline, strategy));
    }
}

fn chosen<const W: usize>(n: usize, deadline: u32, strategy: &'static squarecert::fastest::every_board::Strategy) {
    let c = squarecert::fastest::cpu_secs();
    let (won, s) = l11_opening::wins_by_chosen::<W>(n, deadline, strategy, 4, Later::Any).unwrap_or_else(|e| fail(format!("{e:#}")));
    let answer = match won {
        Some(o) => format!("yes, P1 completes (opening ({}, {}))", o % n, o / n),
        None => "no, P2 holds".to_string(),
    };
    println!("n={n}: P1 by ply {deadline} against defences playing Lemma L11's diagonal ply-2 stone and the chosen ply-4 cells, any cells after: {answer} ({} nodes, {:.2} s CPU)", s.nodes, squarecert::fastest::cpu_secs() - c);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let widest = squarecert::fastest::bits::WIDEST_N;
    let Some(first) = args.first() else { fail("give the board side N".into()) };
    let n: usize = first.parse().ok().filter(|n| (5..=widest).contains(n)).unwrap_or_else(|| fail(format!("N {first:?} is not a board side in 5..={widest}")));
    let number = |a: &&String| a.starts_with(|c: char| c.is_ascii_digit() || c == '-');
    let mut rest = &args[1..];
    let mut deadline = 11;
    if let Some(a) = rest.first().filter(number) {
        deadline = a.parse().ok().filter(|&p: &u32| (7..=99).contains(&p) && p % 2 == 1).unwrap_or_else(|| fail(format!("DEADLINE {a:?} is not an odd ply from 7 to 99: give e.g. 11")));
        rest = &rest[1..];
    }
    match rest.first().map(String::as_str) {
        Some("neighbours") => {
            if rest.len() > 1 {
                fail(format!("neighbours takes no more arguments, got {:?}", &rest[1..]));
            }
            return squarecert::with_bits_width!(n, neighbours(n, deadline));
        }
        Some("choose") => {
            let boards: Vec<usize> = rest[1..]
                .iter()
                .map(|a| a.parse().ok().filter(|m| (5..=widest).contains(m)).unwrap_or_else(|| fail(format!("board {a:?} is not a side in 5..={widest}"))))
                .collect();
            return squarecert::with_bits_width!(n, choose(n, deadline, &boards));
        }
        Some("ply4") => {
            let coord = |i: usize, name: &str| -> i64 {
                let a = rest.get(i).unwrap_or_else(|| fail(format!("ply4 needs the opening's {name}")));
                a.parse().ok().filter(|v: &i64| (0..n as i64).contains(v)).unwrap_or_else(|| fail(format!("{name} {a:?} is not a coordinate in 0..{n}")))
            };
            let opening = (coord(1, "X"), coord(2, "Y"));
            let kind = match &rest[3..] {
                [] => Ply2::Orthogonal,
                [a] if a == "diagonal" => Ply2::Diagonal,
                other => fail(format!("after ply4 X Y give diagonal or nothing, not {other:?}")),
            };
            return squarecert::with_bits_width!(n, ply4(n, deadline, kind, opening));
        }
        _ => {}
    }
    let mut upto = 4;
    if let Some(a) = rest.first().filter(number) {
        upto = a.parse().ok().filter(|p: &u32| [2, 4, 6].contains(p)).unwrap_or_else(|| fail(format!("UPTO {a:?} is not 2, 4 or 6 (the last P2 ply played as Lemma L11 plays)")));
        rest = &rest[1..];
    }
    let (mut kind, mut later) = (Ply2::Orthogonal, Later::Any);
    for a in rest {
        match a.as_str() {
            "diagonal" if kind == Ply2::Orthogonal => kind = Ply2::Diagonal,
            "named" if later == Later::Any => later = Later::Named,
            "diagonal" | "named" => fail(format!("{a:?} is given twice")),
            _ if number(&a) => fail(format!("{a:?}: give UPTO before the flags diagonal and named")),
            _ => fail(format!("{a:?} is not a flag: give diagonal, named, neighbours, ply4 or choose")),
        }
    }
    squarecert::with_bits_width!(n, cut(n, deadline, upto, kind, later))
}
