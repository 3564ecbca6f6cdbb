//! Does Lemma L11's defence extend to ply 11? (docs/FASTEST.md §5, "Lemma L11's opening at
//! ply 11".) Questions on the `N`×`N` board about ply `DEADLINE` (default 11):
//!
//! - `cargo run --release --example l11_opening -- N [DEADLINE] [UPTO] [diagonal | chosen9]
//!   [named | tempo] [accepted | wide | wideR]`:
//!   does P1 complete a square by the deadline against every defence whose moves at plies
//!   2 to `UPTO` (2, 4 or 6; default 4) are those of Lemma L11's strategy
//!   (`fastest::every_board::Strategy`, up to the board's symmetries; its ply-2 stone a
//!   diagonal neighbour of P1's first stone with `diagonal`, else an orthogonal one) and whose
//!   later moves are any empty cells, or only the named cells of the position with `named`
//!   (`fastest::named`), or only tempo moves from ply 8 on with `tempo` (`fastest::tempo`)? "no, P2 holds" means such a defence keeps P1 from completing by the
//!   deadline on this board; "yes, P1 completes" means none does. With `chosen9` the strategy
//!   is Lemma L11's diagonal variant with the ply-4 cells chosen on 9×9
//!   (`l11_opening::choices_9x9`); with `chosen9` and UPTO 6, `accepted` lets P2's ply-6 move
//!   be any cell Lemma L11's ply-6 rule accepts (`Strategy::ply6_cells`) and `wide` any
//!   accepted cell of the wider set (`every_board::ply6_cells_wide`; `wide1` to `wide4` its
//!   lattice windows `g[-R,R]²`, `wide` = `wide4`), instead of the rule's first.
//! - `… -- N [DEADLINE] neighbours`: for every opening up to symmetry, which of its eight
//!   neighbours hold the deadline as P2's ply-2 stone (exact game after it).
//! - `… -- N [DEADLINE] ply4 X Y [diagonal | chosen9 | pair] [quick]`: after the opening
//!   `(X, Y)` and the strategy's ply-2 stone, the second stones after which its ply-4 cell
//!   loses the deadline, and (unless `quick`) the ply-4 cells that hold it there. The strategy
//!   is Lemma L11's (orthogonal ply-2 stone, or diagonal with `diagonal`), or with `chosen9`
//!   Lemma L11's with the diagonal ply-2 stone and the ply-4 cells chosen on 9×9
//!   (`l11_opening::choices_9x9`), or with `pair` the pair half of the opening rule
//!   (`l11_opening::pair_ply4`: the block cells of `choices_block`, the ray rule, the side
//!   cell). `ply4 all …` asks at every opening up to symmetry and prints each loss in its
//!   case's frame, then per case the frame cells that hold at every lost placement.
//!
//! - `… -- N [DEADLINE] ply6 X Y`: after the opening `(X, Y)`, with the chosen strategy
//!   (`chosen9`), at every ply-6 position whether the ply-6 rule's first cell, another cell it
//!   accepts, only some other cell, or no cell holds the deadline; and, for the second stones
//!   after which the ply-4 cell is off the board, which ply-4 cells leave the accepted ply-6
//!   cells enough (`l11_opening::ply6_gaps`).
//! - `… -- N [DEADLINE] choose [M …]`: chooses, for every case of Lemma L11 (diagonal ply-2
//!   stones) met on the `N`×`N` board, the first ply-4 cell that Lemma L11's check accepts
//!   (ply 9 on every board) and that holds the deadline at every placement on this board, or
//!   else the first such pair of cells (the first on the board played;
//!   `l11_opening::choose_ply4`), prints the choices, then asks the first question with those
//!   ply-4 cells (`UPTO` 4, any cells after) on this board and on each board `M`.
//! - `… -- N [DEADLINE] choose-to B [M …]`: the same, choosing on every board `N..=B` at once
//!   (each case's cells hold at every placement on each of them;
//!   `l11_opening::choose_ply4_on`, the cases in parallel), then asking on each of those
//!   boards and each `M`.
//!
//! Building Lemma L11's strategy first takes about 20 s (not for `neighbours`).

use squarecert::fastest::every_board::Ply2;
use squarecert::fastest::l11_opening::{self, Later, Ply6, NEIGHBOURS};

const USAGE: &str = "usage: l11_opening N [DEADLINE] ([UPTO] [diagonal | chosen9] [named | tempo] [accepted | wide | wideR] | neighbours | ply4 (X Y | all) [diagonal | chosen9 | pair] [quick] | ply6 X Y | choose [M ...] | choose-to B [M ...]) (N in 5..=21, DEADLINE odd, 7 to 99, default 11; UPTO 2, 4 or 6, default 4)";

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

/// The strategy of the cut mode: Lemma L11's, or with `chosen9` its diagonal variant with the
/// ply-4 cells of `l11_opening::choices_9x9`, or with `pair` those of
/// `l11_opening::choices_block`.
#[derive(Clone, Copy, PartialEq)]
enum Which {
    Lemma(Ply2),
    Chosen9,
    Pair,
}

fn kind_of(which: Which) -> Ply2 {
    match which {
        Which::Lemma(kind) => kind,
        Which::Chosen9 | Which::Pair => Ply2::Diagonal,
    }
}

/// Lemma L11's diagonal strategy with chosen ply-4 cells (`Chosen9`: `choices_9x9`; `Pair`:
/// `choices_block`) and the choices' name; `None` for Lemma L11's own (exits with 1 if a
/// choice is refused).
fn strategy_for(which: Which) -> Option<(&'static squarecert::fastest::every_board::Strategy, &'static str)> {
    let built = match which {
        Which::Lemma(_) => return None,
        Which::Chosen9 => squarecert::fastest::every_board::Strategy::with_ply4(Ply2::Diagonal, &l11_opening::choices_9x9()).map(|s| (&*Box::leak(Box::new(s)), "choices_9x9")),
        // the opening rule's own strategy (`opening_rule::strategy`), built once
        Which::Pair => squarecert::fastest::opening_rule::strategy().map(|s| (s, "choices_block, the ray rule and the side cell")),
    };
    Some(built.unwrap_or_else(|e| {
        eprintln!("l11_opening: {e:#}");
        std::process::exit(1)
    }))
}

fn cut<const W: usize>(n: usize, deadline: u32, upto: u32, which: Which, ply6: Ply6, later: Later) {
    // build the strategy before any timing
    if let Which::Lemma(kind) = which {
        build(kind);
    }
    let chosen = strategy_for(which);
    let (t, c) = (std::time::Instant::now(), squarecert::fastest::cpu_secs());
    let (result, name) = match chosen {
        Some((strategy, choices)) => {
            let what = match ply6 {
                Ply6::First => String::new(),
                Ply6::Accepted => "; at ply 6 any cell its rule accepts".to_string(),
                Ply6::Wide(r) => format!("; at ply 6 any accepted cell of the wide set of reach {r}"),
            };
            (l11_opening::wins_by_chosen::<W>(n, deadline, strategy, upto, ply6, later), format!("the chosen cells (diagonal ply-2 stone, ply-4 cells of {choices}{what})"))
        }
        None => (l11_opening::wins_by::<W>(n, deadline, kind_of(which), upto, later), format!("Lemma L11's cells ({} ply-2 stone)", kind_name(kind_of(which)))),
    };
    let (won, s) = match result {
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
        Later::Tempo => "tempo moves from ply 8 on",
    };
    println!(
        "n={n}: P1 by ply {deadline} against defences playing {name} at plies 2..={upto}, {after} after: {answer} ({} nodes, {} states, {:.2} s, {:.2} s CPU)",
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

fn ply4<const W: usize>(n: usize, deadline: u32, which: Which, opening: (i64, i64), alternatives: bool) {
    let (strategy, name) = strategy_of(which);
    let c = squarecert::fastest::cpu_secs();
    let (losses, tried) = l11_opening::ply4_losses::<W>(n, deadline, rule_of(which, strategy), opening, alternatives).unwrap_or_else(|e| fail(format!("{e:#}")));
    let rel = |p: (i64, i64)| format!("({},{})", p.0 - opening.0, p.1 - opening.1);
    for l in &losses {
        let holding: Vec<String> = l.holding.iter().map(|&h| rel(h)).collect();
        let rest = if alternatives { format!("; {} cells hold: {}", l.holding.len(), holding.join(" ")) } else { String::new() };
        println!("second stone b - a = {}: the ply-4 cell m - a = {} loses ply {deadline}{rest}", rel(l.second), rel(l.m4));
    }
    let none = losses.iter().filter(|l| l.holding.is_empty()).count();
    let tail = if alternatives { format!("; no ply-4 cell holds after {none} of them") } else { String::new() };
    println!(
        "n={n}, opening ({}, {}), {name} strategy: its ply-4 cell loses ply {deadline} after {} of {tried} second stones{tail} [{:.1} s CPU]",
        opening.0,
        opening.1,
        losses.len(),
        squarecert::fastest::cpu_secs() - c
    );
}

/// P2's ply-4 rule of `which` in the `ply4` modes: the strategy's cells, with the ray rule
/// on top for `pair`.
fn rule_of(which: Which, strategy: &squarecert::fastest::every_board::Strategy) -> l11_opening::Ply4Rule<'_> {
    if which == Which::Pair {
        l11_opening::Ply4Rule::Pair(strategy)
    } else {
        l11_opening::Ply4Rule::Cells(strategy)
    }
}

/// The strategy of `which` (built before any timing) and its name for the reports.
fn strategy_of(which: Which) -> (&'static squarecert::fastest::every_board::Strategy, String) {
    if let Which::Lemma(kind) = which {
        build(kind);
    }
    match strategy_for(which) {
        None => (l11_opening::prepare(kind_of(which)).expect("built"), format!("Lemma L11's ({} ply-2 stone)", kind_name(kind_of(which)))),
        Some((strategy, choices)) => (strategy, format!("the chosen ({choices}, diagonal ply-2 stone)")),
    }
}

/// `ply4 all`: every opening up to symmetry; each loss printed in its case's frame (`a` at
/// the origin, `b - a` the pair type's offset at the pair's own unit), then per case the
/// placements lost and the frame cells that hold at every one of them.
fn ply4_all<const W: usize>(n: usize, deadline: u32, which: Which, alternatives: bool) {
    let (strategy, name) = strategy_of(which);
    let c = squarecert::fastest::cpu_secs();
    let rule = rule_of(which, strategy);
    let rows = l11_opening::ply4_losses_all::<W>(n, deadline, rule, alternatives).unwrap_or_else(|e| fail(format!("{e:#}")));
    let (framed, cases) = l11_opening::by_case(n, rule, &rows, alternatives);
    let key = |c: &squarecert::fastest::every_board::Case, g: i64| format!("{:?} g={g} e={:?} a_first={}", c.pair, c.e, c.a_first);
    for f in &framed {
        let listed: Vec<String> = f.holding.iter().map(|h| format!("({},{})", h.0, h.1)).collect();
        let rest = if alternatives { format!("; {} cells hold, in the frame: {}", listed.len(), listed.join(" ")) } else { String::new() };
        println!("opening {:?}, second {:?}: {}, a = {:?}, its ply-4 cell {:?} (frame {:?}) loses{rest}", f.opening, f.loss.second, key(&f.case, f.place.g), f.place.a, f.loss.m4, f.m4);
    }
    for ((pair, g, e, a_first), count, common) in &cases {
        let common = common.as_ref().map(|v| format!("; frame cells holding at all of them: {v:?}")).unwrap_or_default();
        println!("case {pair:?} g={g} e={e:?} a_first={a_first}: lost at {count} placements{common}");
    }
    let tried: usize = rows.iter().map(|r| r.2).sum();
    println!(
        "n={n}, ply {deadline}, {name} strategy, every opening up to symmetry ({}): its ply-4 cell loses after {} first pairs (of {tried} second stones tried, unrelated ones included), in {} cases [{:.1} s CPU]",
        rows.len(),
        framed.len(),
        cases.len(),
        squarecert::fastest::cpu_secs() - c
    );
}

fn ply6<const W: usize>(n: usize, deadline: u32, opening: (i64, i64)) {
    let (strategy, _) = strategy_for(Which::Chosen9).expect("a chosen strategy");
    let c = squarecert::fastest::cpu_secs();
    let g = l11_opening::ply6_gaps::<W>(n, deadline, strategy, opening).unwrap_or_else(|e| fail(format!("{e:#}")));
    for (stones, cells) in &g.other_holds {
        println!("P1 {stones:?}: no accepted ply-6 cell holds ply {deadline}; these cells do: {cells:?}");
    }
    for stones in &g.none_holds {
        println!("P1 {stones:?}: no ply-6 cell holds ply {deadline}");
    }
    for (b, cells) in &g.free_ply4 {
        println!("second stone {b:?}, the strategy's ply-4 cell off the board: ply-4 cells after which the accepted ply-6 cells hold ply {deadline} at every third stone: {cells:?}");
    }
    println!(
        "n={n}, opening ({}, {}), the chosen strategy (choices_9x9): {} ply-6 positions with a named ply-4 cell; the rule's first ply-6 cell holds ply {deadline} at {}, another accepted cell at {}, only a cell it does not accept at {}, no cell at {}; {} second stones with the ply-4 cell off the board, at {} of them no ply-4 cell makes the accepted ply-6 cells enough [{:.1} s CPU]",
        opening.0,
        opening.1,
        g.positions,
        g.first_holds,
        g.accepted_holds,
        g.other_holds.len(),
        g.none_holds.len(),
        g.free_ply4.len(),
        g.free_ply4.iter().filter(|(_, v)| v.is_empty()).count(),
        squarecert::fastest::cpu_secs() - c
    );
}

fn choose<const W: usize>(on: &[usize], deadline: u32, boards: &[usize]) {
    build(Ply2::Diagonal);
    let c = squarecert::fastest::cpu_secs();
    let t = std::time::Instant::now();
    let choices = l11_opening::choose_ply4_on::<W>(on, deadline).unwrap_or_else(|e| {
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
    let name: Vec<String> = on.iter().map(|n| format!("{n}x{n}")).collect();
    println!(
        "chosen on {}: {} cases met; for ply {deadline} at every placement: Lemma L11's ply-4 cell in {kept}, another cell in {changed}, a pair of cells in {pairs}, none in {none} [{:.1} s wall, {:.1} s CPU]",
        name.join(", "),
        choices.len(),
        t.elapsed().as_secs_f64(),
        squarecert::fastest::cpu_secs() - c
    );
    let strategy = l11_opening::chosen_strategy(&choices).unwrap_or_else(|e| {
        eprintln!("l11_opening: {e:#}");
        std::process::exit(1)
    });
    for &m in on.iter().chain(boards) {
        squarecert::with_bits_width!(m, chosen(m, deadline, strategy));
    }
}

fn chosen<const W: usize>(n: usize, deadline: u32, strategy: &'static squarecert::fastest::every_board::Strategy) {
    let c = squarecert::fastest::cpu_secs();
    let (won, s) = l11_opening::wins_by_chosen::<W>(n, deadline, strategy, 4, l11_opening::Ply6::First, Later::Any).unwrap_or_else(|e| fail(format!("{e:#}")));
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
        Some(mode @ ("choose" | "choose-to")) => {
            let side = |a: &String| a.parse().ok().filter(|m| (5..=widest).contains(m)).unwrap_or_else(|| fail(format!("board {a:?} is not a side in 5..={widest}")));
            let mut boards: Vec<usize> = rest[1..].iter().map(side).collect();
            let on: Vec<usize> = if mode == "choose" {
                vec![n]
            } else {
                let Some(last) = boards.first().copied().filter(|&b| b >= n) else { fail(format!("choose-to needs a last board B >= N = {n}")) };
                boards.remove(0);
                (n..=last).collect()
            };
            let largest = on.iter().chain(&boards).copied().max().unwrap_or(n);
            return squarecert::with_bits_width!(largest, choose(&on, deadline, &boards));
        }
        Some("ply6") => {
            let coord = |i: usize, name: &str| -> i64 {
                let a = rest.get(i).unwrap_or_else(|| fail(format!("ply6 needs the opening's {name}")));
                a.parse().ok().filter(|v: &i64| (0..n as i64).contains(v)).unwrap_or_else(|| fail(format!("{name} {a:?} is not a coordinate in 0..{n}")))
            };
            if rest.len() > 3 {
                fail(format!("ply6 X Y takes no more arguments, got {:?}", &rest[3..]));
            }
            let opening = (coord(1, "X"), coord(2, "Y"));
            return squarecert::with_bits_width!(n, ply6(n, deadline, opening));
        }
        Some("ply4") => {
            let coord = |i: usize, name: &str| -> i64 {
                let a = rest.get(i).unwrap_or_else(|| fail(format!("ply4 needs the opening's {name}")));
                a.parse().ok().filter(|v: &i64| (0..n as i64).contains(v)).unwrap_or_else(|| fail(format!("{name} {a:?} is not a coordinate in 0..{n}")))
            };
            let all = rest.get(1).map(String::as_str) == Some("all");
            let opening = if all { (0, 0) } else { (coord(1, "X"), coord(2, "Y")) };
            let mut which = Which::Lemma(Ply2::Orthogonal);
            let mut alternatives = true;
            for a in &rest[if all { 2 } else { 3 }..] {
                match a.as_str() {
                    "diagonal" => which = Which::Lemma(Ply2::Diagonal),
                    "chosen9" => which = Which::Chosen9,
                    "pair" => which = Which::Pair,
                    "quick" => alternatives = false,
                    other => fail(format!("after ply4 X Y (or ply4 all) give diagonal, chosen9 or pair, and quick, not {other:?}")),
                }
            }
            if all {
                return squarecert::with_bits_width!(n, ply4_all(n, deadline, which, alternatives));
            }
            return squarecert::with_bits_width!(n, ply4(n, deadline, which, opening, alternatives));
        }
        _ => {}
    }
    let mut upto = 4;
    if let Some(a) = rest.first().filter(number) {
        upto = a.parse().ok().filter(|p: &u32| [2, 4, 6].contains(p)).unwrap_or_else(|| fail(format!("UPTO {a:?} is not 2, 4 or 6 (the last P2 ply played as Lemma L11 plays)")));
        rest = &rest[1..];
    }
    let (mut which, mut later, mut ply6) = (Which::Lemma(Ply2::Orthogonal), Later::Any, Ply6::First);
    let mut seen: Vec<&str> = Vec::new();
    for a in rest {
        if seen.contains(&a.as_str()) {
            fail(format!("{a:?} is given twice"));
        }
        seen.push(a);
        match a.as_str() {
            "diagonal" | "chosen9" if !matches!(which, Which::Lemma(Ply2::Orthogonal)) => fail("give one of diagonal and chosen9".into()),
            "diagonal" => which = Which::Lemma(Ply2::Diagonal),
            "chosen9" => which = Which::Chosen9,
            "pair" => fail("pair (the opening rule's ply-4 cells, docs/FASTEST.md §5) is a flag of the ply4 modes: give ply4 X Y pair or ply4 all pair".into()),
            "named" | "tempo" if later != Later::Any => fail("give one of named and tempo".into()),
            "named" => later = Later::Named,
            "tempo" => later = Later::Tempo,
            "accepted" | "wide" | "wide1" | "wide2" | "wide3" | "wide4" if ply6 != Ply6::First => fail("give one of accepted and wide[R]".into()),
            "accepted" => ply6 = Ply6::Accepted,
            "wide" | "wide4" => ply6 = Ply6::Wide(4),
            "wide1" => ply6 = Ply6::Wide(1),
            "wide2" => ply6 = Ply6::Wide(2),
            "wide3" => ply6 = Ply6::Wide(3),
            _ if number(&a) => fail(format!("{a:?}: give UPTO before the flags")),
            _ => fail(format!("{a:?} is not a flag: give diagonal, chosen9, named, tempo, accepted, wide, wide1 to wide4, neighbours, ply4, ply6, choose or choose-to")),
        }
    }
    if ply6 != Ply6::First && (upto != 6 || !matches!(which, Which::Chosen9)) {
        fail(format!("accepted and wide choose P2's ply-6 cell: give UPTO 6 and chosen9 with them (UPTO is {upto})"));
    }
    squarecert::with_bits_width!(n, cut(n, deadline, upto, which, ply6, later))
}
