//! Issue 10, premise (iii): the Coq lemma `plus_closed_check_17` (coq/SquareGame/Closed.v)
//! computes in the kernel that on 17×17, with `R = [0,6)²`, the blocking game of every legal
//! pair is good within 7 P1 turns after ply 4 and closed (the closure property (C) of
//! docs/EVERY-N.md §1). This file is a second, deliberately simple implementation of that
//! check, written from the Coq definitions (`closedGood`, `linesClosed`, `liveClosed`,
//! `blockClosed`): stones are plain lists, threat cells come from pairs of stones in one row
//! and a direct completion test, and no code of src/rule.rs or src/everyn.rs plays a move.
//! It must agree with the Coq verdict (every legal pair passes), with the Rust audit's counts
//! of test-ending P1 blocks outside `R` (`everyn::Audit`), and it must fail when `R` is too
//! small for the rule.
use squarecert::everyn::{base_games, Zone};
use squarecert::rule::Rule;

/// A cell `(x, y)`, 0-based, in cells.
type C = (u32, u32);

fn shipped() -> Rule {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/certs/plus-rule.txt");
    Rule::parse(&std::fs::read_to_string(path).expect("rule file")).expect("parses")
}

fn c(cell: squarecert::model::Cell) -> C {
    (cell.x as u32, cell.y as u32)
}

fn in_box(w: u32, c: C) -> bool {
    c.0 < w && c.1 < w
}

/// `c` completes a square of `own` on the `n`×`n` board: some stone of `own` in `c`'s row at
/// distance `d > 0`, and the two corners `d` rows above (or below) held.
fn completes(n: u32, own: &[C], c: C) -> bool {
    own.iter().any(|&s| {
        if s.1 != c.1 || s.0 == c.0 {
            return false;
        }
        let d = s.0.abs_diff(c.0);
        let up = c.1 + d < n && own.contains(&(c.0, c.1 + d)) && own.contains(&(s.0, c.1 + d));
        let down = d <= c.1 && own.contains(&(c.0, c.1 - d)) && own.contains(&(s.0, c.1 - d));
        up || down
    })
}

/// The threat cells of the player holding `own`: free cells completing a square of `own`,
/// row-major, without repeats.
fn threats(n: u32, own: &[C], opp: &[C]) -> Vec<C> {
    let mut v = Vec::new();
    for &a in own {
        for &b in own {
            if a.1 != b.1 || a.0 >= b.0 {
                continue;
            }
            let d = b.0 - a.0;
            let mut cands = Vec::new();
            if a.1 + d < n {
                cands.extend([(a.0, a.1 + d), (b.0, a.1 + d)]);
            }
            if d <= a.1 {
                cands.extend([(a.0, a.1 - d), (b.0, a.1 - d)]);
            }
            for t in cands {
                if !own.contains(&t) && !opp.contains(&t) && completes(n, own, t) {
                    v.push(t);
                }
            }
        }
    }
    v.sort_by_key(|&(x, y)| (y, x));
    v.dedup();
    v
}

/// What the audit saw: escapes (a stone that (C) does not allow), and the test-ending P1
/// blocks outside `R` (outside `Z`: `hidden`, dead tests only; in `Z`: `zone`).
#[derive(Default)]
struct Audit {
    escapes: Vec<String>,
    hidden: u64,
    zone: u64,
}

impl Audit {
    fn stone(&mut self, w: u32, s: C, what: &str) {
        if !in_box(w, s) {
            self.escapes.push(format!("{what} on {s:?}, outside R"));
        }
    }
    /// A P1 block that ends its live test with verdict `live`.
    fn terminal(&mut self, w: u32, u: C, live: bool) {
        if in_box(w, u) {
        } else if in_box(2 * w - 1, u) {
            self.zone += 1;
        } else if live {
            self.escapes.push(format!("a live test ends live with a P1 block on {u:?}, outside Z"));
        } else {
            self.hidden += 1;
        }
    }
}

enum Step {
    Done(bool),
    Cont(u32),
}

/// Step 5 of the live test (Coq `blockLoop`/`blockClosed`): P2's one threat is blocked by P1,
/// then P1's threats decide.
fn block_loop(n: u32, w: u32, a: &mut Vec<C>, b: &mut Vec<C>, mut p: u32, au: &mut Audit) -> Step {
    loop {
        let tb = threats(n, b, a);
        match tb.len() {
            0 => return Step::Cont(p),
            1 => {}
            _ => return Step::Done(false),
        }
        let u = tb[0];
        a.push(u);
        let ta = threats(n, a, b);
        match ta.len() {
            0 => {
                au.terminal(w, u, false);
                return Step::Done(false);
            }
            1 => {
                au.stone(w, u, "a live test's P1 block");
                au.stone(w, ta[0], "a live test's P2 block");
                b.push(ta[0]);
                p += 2;
            }
            _ => {
                let live = p + 2 + 2 <= 17;
                au.terminal(w, u, live);
                return Step::Done(live);
            }
        }
    }
}

/// The live test of a line (Coq `isLive`/`isLiveClosed`), P1 to play at ply `p`.
fn is_live(n: u32, w: u32, a0: &[C], b0: &[C], mut p: u32, line: &[C], au: &mut Audit) -> bool {
    let rem: Vec<C> = line.iter().copied().filter(|c| !a0.contains(c)).collect();
    let (mut a, mut b) = (a0.to_vec(), b0.to_vec());
    for (i, &c) in rem.iter().enumerate() {
        if c.0 >= n || c.1 >= n || a.contains(&c) || b.contains(&c) {
            return false;
        }
        au.stone(w, c, "a live test's line cell");
        a.push(c);
        let t = threats(n, &a, &b);
        match t.len() {
            0 => return false,
            1 => {}
            _ => return p + 2 <= 17,
        }
        if i + 1 == rem.len() {
            return false;
        }
        au.stone(w, t[0], "a live test's forced P2 block");
        b.push(t[0]);
        match block_loop(n, w, &mut a, &mut b, p, au) {
            Step::Done(v) => return v,
            Step::Cont(q) => p = q + 2,
        }
    }
    false
}

/// The plus rule at a P1 turn after ply 4 (Coq `plusMoveWith`, clause 3): win, block, the
/// first live line's next cell (the live tests audited), the first free cell.
fn plus_move(rule: &Rule, n: u32, w: u32, a: &[C], b: &[C], ply: u32, au: &mut Audit) -> C {
    if let Some(&t) = threats(n, a, b).first() {
        return t;
    }
    if let Some(&t) = threats(n, b, a).first() {
        return t;
    }
    for line in &rule.lines {
        let line: Vec<C> = line.iter().map(|&x| c(x)).collect();
        if line.iter().all(|x| a.contains(x)) {
            continue;
        }
        if is_live(n, w, a, b, ply, &line, au) {
            return *line.iter().find(|x| !a.contains(x)).expect("a remaining cell");
        }
    }
    (0..n * n).map(|i| (i % n, i / n)).find(|x| !a.contains(x) && !b.contains(x)).expect("a free cell")
}

/// P1's second move after the first reply `r1`.
fn second(rule: &Rule, r1: C) -> C {
    rule.exceptions.iter().find(|(k, _)| c(**k) == r1).map(|(_, v)| c(*v)).unwrap_or(c(rule.second))
}

/// Coq `closedGood rule n w 7 [o; r1; s; r2] [s; o] [r2; r1]`: `Ok(ply)` of the completing
/// move, or the first reason the game is not good or not closed.
fn closed_game(rule: &Rule, n: u32, w: u32, r1: C, r2: C, au: &mut Audit) -> Result<u32, String> {
    let (o, s) = (c(rule.opening), second(rule, r1));
    let (mut a, mut b) = (vec![o, s], vec![r1, r2]);
    let mut ply = 4;
    for _ in 0..7 {
        let mv = plus_move(rule, n, w, &a, &b, ply + 1, au);
        if let Some(e) = au.escapes.first() {
            return Err(format!("ply {}: {e}", ply + 1));
        }
        if !in_box(w, mv) {
            return Err(format!("ply {}: P1 plays {mv:?}, outside R", ply + 1));
        }
        if a.contains(&mv) || b.contains(&mv) {
            return Err(format!("ply {}: P1 plays the taken cell {mv:?}", ply + 1));
        }
        if completes(n, &a, mv) {
            return Ok(ply + 1);
        }
        a.push(mv);
        if !threats(n, &b, &a).is_empty() {
            return Err(format!("ply {}: P2 holds a threat", ply + 2));
        }
        let Some(&t) = threats(n, &a, &b).first() else {
            return Err(format!("ply {}: quiet P1 move {mv:?}", ply + 1));
        };
        if !in_box(w, t) {
            return Err(format!("ply {}: P2 blocks on {t:?}, outside R", ply + 2));
        }
        b.push(t);
        ply += 2;
    }
    Err("no completion within 7 P1 turns after ply 4".into())
}

/// Every legal pair `(r1, r2)` on the `n`×`n` board, row-major.
fn legal_pairs(rule: &Rule, n: u32) -> Vec<(C, C)> {
    let cells: Vec<C> = (0..n * n).map(|i| (i % n, i / n)).collect();
    let o = c(rule.opening);
    let mut v = Vec::new();
    for &r1 in &cells {
        for &r2 in &cells {
            if r1 != o && r2 != o && r2 != r1 && r2 != second(rule, r1) {
                v.push((r1, r2));
            }
        }
    }
    v
}

/// Plays every legal pair: the pairs that fail (with the reason) and the summed audit.
/// The legal pairs that fail, each with the reason.
type Failures = Vec<((C, C), String)>;

fn run(rule: &Rule, n: u32, w: u32) -> (usize, u32, Failures, Audit) {
    let mut total = Audit::default();
    let (mut latest, mut failures) = (0, Vec::new());
    let pairs = legal_pairs(rule, n);
    for &(r1, r2) in &pairs {
        let mut au = Audit::default();
        match closed_game(rule, n, w, r1, r2, &mut au) {
            Ok(ply) => latest = latest.max(ply),
            Err(e) => failures.push(((r1, r2), e)),
        }
        total.hidden += au.hidden;
        total.zone += au.zone;
    }
    (pairs.len(), latest, failures, total)
}

#[test]
fn every_legal_pair_on_17_plays_a_good_closed_game_as_plus_closed_check_17_says() {
    let r = shipped();
    let (pairs, latest, failures, audit) = run(&r, 17, 6);
    assert_eq!(pairs, 288 * 286);
    assert!(failures.is_empty(), "{} pairs fail, first {:?}", failures.len(), failures.first());
    assert_eq!(latest, 17, "latest completion ply");
    // The same test-ending P1 blocks outside R as the Rust audit of verify-all
    // (src/everyn.rs, a separate implementation on bitboards).
    let rust = base_games(&r, &Zone { w: 6 }, 17, None).audit;
    assert_eq!((audit.hidden, audit.zone), (rust.hidden_blocks, rust.zone_blocks));
    assert_eq!((audit.hidden, audit.zone), (166, 158));
}

#[test]
fn the_closure_audit_fails_when_r_is_too_small_for_the_rule() {
    // Keep only the catalog lines inside [0,4)² (as tests/everyn.rs
    // r_grows_when_a_live_test_leaves_the_box_of_the_rule_file does): with R = [0,4)², a live
    // test blocks on (0,4) and goes on, a stone outside R, so the audit must fail, and it must
    // say so for a live-test stone.
    let mut r = shipped();
    r.lines.retain(|l| l.iter().all(|c| c.x < 4 && c.y < 4));
    assert_eq!(r.lines.len(), 1);
    let (_, _, failures, _) = run(&r, 17, 4);
    let escape = failures.iter().find(|(_, e)| e.contains("a live test's") && e.contains("outside R"));
    let (pair, e) = escape.expect("a live-test stone escapes R = [0,4)^2");
    assert!(e.contains("(0, 4)"), "{pair:?}: {e}");
    // The shipped rule with R = [0,5)²: its catalog reaches column 5, so the audit fails too.
    let (_, _, failures, _) = run(&shipped(), 17, 5);
    assert!(!failures.is_empty());
}
