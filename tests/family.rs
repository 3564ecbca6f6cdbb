//! The fast rule (certs/fast-rule.txt) and the refutations of the line-catalog family
//! (docs/FASTEST.md), with real values; the refutations are re-checked by a deliberately
//! naive search for live lines that tries every empty cell and rescans every square.

use squarecert::everyn::verify_all_from;
use squarecert::family::{far_first_reply, refute_all_openings, refute_opening};
use squarecert::model::Cell;
use squarecert::rule::Rule;

fn load(file: &str) -> Rule {
    Rule::load(std::path::Path::new(&format!("{}/{file}", env!("CARGO_MANIFEST_DIR")))).unwrap()
}

fn c(x: u8, y: u8) -> Cell {
    Cell::new(x, y)
}

#[test]
fn the_fast_rule_completes_by_15_on_every_n_from_7() {
    let r = load("certs/fast-rule.txt");
    assert_eq!((r.complete_by, r.exceptions.len(), r.lines.len(), r.opening, r.second), (15, 12, 56, c(3, 3), c(4, 3)));
    let rep = verify_all_from(&r, 7, Some(15), &|_| {}).unwrap();
    assert!(rep.ok, "{}", rep.summary());
    assert_eq!((rep.zone.unwrap().w, rep.n0, rep.base.pairs, rep.base.max_ply), (7, 20, 158403, 15));
    assert_eq!(rep.boards.len(), 14);
    assert!(rep.boards.iter().all(|b| b.1 && b.3 == 15));
    // On 6x6 it falls back at ply 5: the family cannot complete by 15 there (next test).
    let v = squarecert::enumerate::verify_by(&r, 6, (0, 1), Some(15), &|| {}).unwrap();
    assert_eq!(v.failure.unwrap().reason, "fallback move at ply 5 (no clause applies)");
}

#[test]
fn every_opening_of_6x6_is_refuted_for_15_and_only_the_centre_survives_17() {
    let all = refute_all_openings(6, 15);
    assert_eq!(all.len(), 36);
    assert!(all.iter().all(|(_, r)| r.is_some()));
    let r = refute_opening(6, c(2, 2), 15).unwrap();
    assert_eq!(r.r1, c(3, 2));
    assert_eq!(r.replies.len(), 34);
    let open: Vec<Cell> = refute_all_openings(6, 17).into_iter().filter(|(_, r)| r.is_none()).map(|(o, _)| o).collect();
    assert_eq!(open, vec![c(2, 2), c(3, 2), c(2, 3), c(3, 3)]);
    // 7x7: only the centre opening survives 15 (the fast rule's).
    let open: Vec<Cell> = refute_all_openings(7, 15).into_iter().filter(|(_, r)| r.is_none()).map(|(o, _)| o).collect();
    assert_eq!(open, vec![c(3, 3)]);
}

#[test]
fn far_first_reply_refutes_13_for_rules_in_a_small_box() {
    let (open, tried, far) = far_first_reply(64, 8, 13);
    assert_eq!((open.len(), tried, far), (0, 4032, 3));
    // Bound 15 is not refuted that way: the fast rule's opening and second move keep a line.
    let (open, _, _) = far_first_reply(64, 8, 15);
    assert!(open.contains(&(c(3, 3), c(4, 3))));
}

// ---- the naive second check -------------------------------------------------------------

struct Naive {
    n: usize,
    cells: Vec<u8>, // 0 empty, 1 P1, 2 P2
}

impl Naive {
    fn threats(&self, p: u8) -> Vec<(usize, usize)> {
        let n = self.n;
        let mut t = Vec::new();
        for d in 1..n {
            for y in 0..n - d {
                for x in 0..n - d {
                    let sq = [(x, y), (x + d, y), (x, y + d), (x + d, y + d)];
                    let mine = sq.iter().filter(|&&(a, b)| self.cells[b * n + a] == p).count();
                    let empty: Vec<_> = sq.iter().filter(|&&(a, b)| self.cells[b * n + a] == 0).collect();
                    if mine == 3 && empty.len() == 1 {
                        t.push(*empty[0]);
                    }
                }
            }
        }
        t.sort_by_key(|&(x, y)| (y, x));
        t.dedup();
        t
    }
    fn set(&mut self, (x, y): (usize, usize), v: u8) {
        self.cells[y * self.n + x] = v;
    }
}

/// Whether some sequence of P1 cells, each any empty cell, is live under DESIGN.md §3.1 with
/// completion bound `bound`, from ply `p` on the board `b` (P1 to move, no threats).
fn naive_some_line(b: &Naive, p: usize, bound: usize) -> bool {
    if p + 2 > bound {
        return false;
    }
    for i in 0..b.n * b.n {
        if b.cells[i] != 0 {
            continue;
        }
        let mut s = Naive { n: b.n, cells: b.cells.clone() };
        let mut q = p;
        s.set((i % b.n, i / b.n), 1);
        let mut t = s.threats(1);
        let ok = loop {
            if t.len() >= 2 {
                break Some(true); // live: a double threat at ply q
            }
            if t.is_empty() {
                break Some(false);
            }
            s.set(t[0], 2);
            let pt = s.threats(2);
            if pt.is_empty() {
                break None; // the step ends quietly: the next cell at ply q + 2
            }
            if pt.len() >= 2 {
                break Some(false);
            }
            q += 2;
            s.set(pt[0], 1);
            t = s.threats(1);
        };
        match ok {
            Some(true) if q + 2 <= bound => return true,
            None if naive_some_line(&s, q + 2, bound) => return true,
            _ => {}
        }
    }
    false
}

fn naive_position(n: usize, moves: [Cell; 4]) -> Naive {
    let mut b = Naive { n, cells: vec![0; n * n] };
    for (k, m) in moves.iter().enumerate() {
        b.set((m.x as usize, m.y as usize), if k % 2 == 0 { 1 } else { 2 });
    }
    b
}

#[test]
fn the_naive_search_confirms_the_refutation_of_the_centre_of_6x6() {
    let (o, bound) = (c(2, 2), 15);
    let r = refute_opening(6, o, bound).unwrap();
    for &(second, r2) in &r.replies {
        assert!(!naive_some_line(&naive_position(6, [o, r.r1, second, r2]), 5, bound), "second {second} r2 {r2}");
    }
    // Control: with the plus rule's bound 17 the same position after (3,2)'s exception has a line.
    assert!(naive_some_line(&naive_position(6, [o, c(3, 2), c(1, 2), c(0, 0)]), 5, 17));
}

#[test]
fn the_naive_search_confirms_far_first_reply_refutations_on_a_16x16_window() {
    const REFUTING: usize = 4;
    // The 64x64 board with r1 = (63,63) is too large for the naive search; P2's first stone
    // there is inert, so check the shape on 16x16 with r1 in the far corner (15,15) instead:
    // for the fast rule's opening and second move, the fast (bit-board) search and the naive
    // one agree on every r2 of [0,7)^2, and both find refuting replies for 13.
    let (o, second, r1) = (c(3, 3), c(4, 3), c(15, 15));
    let mut refuting = 0;
    for y in 0..7u8 {
        for x in 0..7u8 {
            let r2 = c(x, y);
            if r2 == o || r2 == second {
                continue;
            }
            let naive = naive_some_line(&naive_position(16, [o, r1, second, r2]), 5, 13);
            let mut b = squarecert::search::ply5_board(16, o, r1, second, r2).unwrap();
            let fast = !squarecert::search::shortest_lines(&mut b, 16, 13, 0, 1).is_empty();
            assert_eq!(naive, fast, "r2 {r2}");
            refuting += usize::from(!naive);
        }
    }
    eprintln!("refuting r2: {refuting}");
    assert_eq!(refuting, REFUTING);
}

#[test]
fn the_fast_rule_is_regenerated_byte_for_byte_by_its_manifest_command() {
    let cmd = squarecert::manifest::FAST_RULE_COMMAND;
    assert_eq!(squarecert::manifest::producer_of("fast-rule.txt"), cmd);
    let out = std::env::temp_dir().join(format!("squarecert-fast-rule-{}.txt", std::process::id()));
    // The command's words, with the output redirected to a temporary file.
    let mut args: Vec<String> = cmd.split(' ').skip(1).map(String::from).collect();
    let at = args.iter().position(|a| a == "--out").unwrap();
    args[at + 1] = out.display().to_string();
    args.push("--quiet".into());
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_squarecert")).args(&args).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let made = std::fs::read(&out).unwrap();
    std::fs::remove_file(&out).unwrap();
    assert_eq!(made, std::fs::read(format!("{}/certs/fast-rule.txt", env!("CARGO_MANIFEST_DIR"))).unwrap(), "certs/fast-rule.txt is stale: run make fast-rule");
}
