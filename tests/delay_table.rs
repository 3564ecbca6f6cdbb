//! A deliberately simple second implementation of the Coq delay check
//! (coq/SquareGame/Delay.v, docs/TRUST.md "Fastest-win lower bounds"): replays a lower
//! certificate (format SQF1, docs/FORMATS.md) into a table of P1 symmetry classes and P2's
//! answers, then checks that the table is closed: from every entry, every P1 move fails to
//! complete a square, P2's answer is free, and the position after it is past the bound, or at
//! its last P1 move with no completion, or again in the table. Its own board (a cell vector),
//! squares (all four corners listed) and symmetries (cell permutations); nothing from the
//! library.

use std::collections::{HashMap, HashSet};

type Pos = Vec<u8>; // n*n cells, index y*n + x: 0 empty, 1 P1, 2 P2

struct Game {
    n: usize,
    bound: usize,
    squares: Vec<[usize; 4]>,
    syms: Vec<Vec<usize>>, // syms[g][i]: where cell i goes under symmetry g
}

impl Game {
    fn new(n: usize, bound: usize) -> Game {
        let mut squares = Vec::new();
        for d in 1..n {
            for y in 0..n - d {
                for x in 0..n - d {
                    squares.push([y * n + x, y * n + x + d, (y + d) * n + x, (y + d) * n + x + d]);
                }
            }
        }
        let mut syms = Vec::new();
        for g in 0..8 {
            syms.push(
                (0..n * n)
                    .map(|i| {
                        let (x, y) = (i % n, i / n);
                        let (a, b) = if g & 4 != 0 { (y, x) } else { (x, y) };
                        let a = if g & 1 != 0 { n - 1 - a } else { a };
                        let b = if g & 2 != 0 { n - 1 - b } else { b };
                        b * n + a
                    })
                    .collect(),
            );
        }
        Game { n, bound, squares, syms }
    }
    fn ply(p: &Pos) -> usize {
        p.iter().filter(|&&v| v != 0).count() + 1
    }
    fn completes(&self, p: &Pos, who: u8, c: usize) -> bool {
        self.squares.iter().any(|s| s.contains(&c) && s.iter().all(|&k| k == c || p[k] == who))
    }
    fn lowest(&self, p: &Pos, who: u8) -> Option<usize> {
        (0..self.n * self.n).find(|&c| p[c] == 0 && self.completes(p, who, c))
    }
    fn canon(&self, p: &Pos) -> (Pos, usize) {
        (0..8)
            .map(|g| {
                let mut q = vec![0; p.len()];
                for (i, &v) in p.iter().enumerate() {
                    q[self.syms[g][i]] = v;
                }
                (q, g)
            })
            .min()
            .unwrap()
    }
}

/// The table: P1 classes (canonical positions) and P2's answer per P2 class (in the
/// canonical orientation).
struct Table {
    s1: HashSet<Pos>,
    s2: HashMap<Pos, usize>,
    /// Each decision read, in stream order: the position (P2 to move) it answers.
    decisions: Vec<Pos>,
}

fn replay(gm: &Game, bytes: &[u8]) -> Result<Table, String> {
    fn p1(gm: &Game, p: &mut Pos, t: &mut Table, b: &mut std::slice::Iter<u8>) -> Result<(), String> {
        let ply = Game::ply(p);
        if ply > gm.bound {
            return Ok(());
        }
        if gm.lowest(p, 1).is_some() {
            return Err(format!("P1 completes a square at ply {ply}"));
        }
        if ply == gm.bound || !t.s1.insert(gm.canon(p).0) {
            return Ok(());
        }
        for m in 0..p.len() {
            if p[m] == 0 {
                p[m] = 1;
                p2(gm, p, t, b)?;
                p[m] = 0;
            }
        }
        Ok(())
    }
    fn p2(gm: &Game, p: &mut Pos, t: &mut Table, b: &mut std::slice::Iter<u8>) -> Result<(), String> {
        let ply = Game::ply(p);
        if ply >= gm.bound || gm.lowest(p, 2).is_some() || p.iter().all(|&v| v != 0) {
            return Ok(());
        }
        let r = match gm.lowest(p, 1) {
            Some(r) => r,
            None => {
                let (c, g) = gm.canon(p);
                if ply + 1 == gm.bound || t.s2.contains_key(&c) {
                    return Ok(());
                }
                let r = *b.next().ok_or("the certificate ends early")? as usize;
                if r >= p.len() || p[r] != 0 {
                    return Err(format!("byte {r} is not an empty cell"));
                }
                t.s2.insert(c, gm.syms[g][r]);
                t.decisions.push(p.clone());
                r
            }
        };
        p[r] = 2;
        p1(gm, p, t, b)?;
        p[r] = 0;
        Ok(())
    }
    let mut t = Table { s1: HashSet::new(), s2: HashMap::new(), decisions: Vec::new() };
    let mut it = bytes.iter();
    p1(gm, &mut vec![0; gm.n * gm.n], &mut t, &mut it)?;
    Ok(t)
}

/// P2's answer (P2 to move): complete a square; else block the lowest P1 threat; else the
/// table's answer mapped back; else the lowest empty cell.
fn answer(gm: &Game, t: &Table, p: &Pos) -> usize {
    if let Some(c) = gm.lowest(p, 2).or_else(|| gm.lowest(p, 1)) {
        return c;
    }
    let (c, g) = gm.canon(p);
    match t.s2.get(&c) {
        Some(&a) => (0..p.len()).find(|&i| gm.syms[g][i] == a).unwrap(),
        None => p.iter().position(|&v| v == 0).unwrap(),
    }
}

/// A P1-to-move position is fine: past the bound, at its last move with no completion, or
/// its class is in the table.
fn found(gm: &Game, t: &Table, p: &Pos) -> bool {
    let ply = Game::ply(p);
    if ply > gm.bound {
        return true;
    }
    if ply + 2 > gm.bound {
        return gm.lowest(p, 1).is_none();
    }
    t.s1.contains(&gm.canon(p).0)
}

fn closed(gm: &Game, t: &Table) -> Result<(), String> {
    if !found(gm, t, &vec![0; gm.n * gm.n]) {
        return Err("the empty board is not in the table".into());
    }
    for e in &t.s1 {
        for m in (0..e.len()).filter(|&m| e[m] == 0) {
            if gm.completes(e, 1, m) {
                return Err(format!("P1 completes a square at cell {m}, ply {}", Game::ply(e)));
            }
            let mut p = e.clone();
            p[m] = 1;
            if p.iter().all(|&v| v != 0) {
                continue;
            }
            let r = answer(gm, t, &p);
            if p[r] != 0 {
                return Err(format!("P2's answer {r} is not free"));
            }
            if gm.completes(&p, 2, r) {
                continue;
            }
            p[r] = 2;
            if !found(gm, t, &p) {
                return Err(format!("a position at ply {} is not in the table", Game::ply(&p)));
            }
        }
    }
    Ok(())
}

fn lower_cert(n: usize) -> (usize, Vec<u8>) {
    let path = format!("{}/certs/fastest-n{n}-lower.sqf", env!("CARGO_MANIFEST_DIR"));
    let b = std::fs::read(&path).unwrap();
    assert_eq!((&b[..4], b[4] as usize, b[5]), (&b"SQF1"[..], n, 2), "{path}: header");
    (b[6] as usize, b[12..].to_vec())
}

#[test]
fn the_6x6_lower_certificate_gives_a_closed_table_of_the_sizes_coq_builds() {
    let (bound, bytes) = lower_cert(6);
    assert_eq!(bound, 13);
    let gm = Game::new(6, bound);
    let t = replay(&gm, &bytes).unwrap();
    // The sizes the Coq replay reported (docs/TRUST.md): 109,295 P1 and 115,968 P2 classes.
    assert_eq!((t.s1.len(), t.s2.len()), (109_295, 115_968));
    closed(&gm, &t).unwrap();
}

#[test]
fn a_p2_that_answers_the_lowest_empty_cell_lets_p1_complete() {
    let (bound, bytes) = lower_cert(6);
    let gm = Game::new(6, bound);
    let mut t = replay(&gm, &bytes).unwrap();
    t.s2.clear(); // every free choice of P2 becomes the lowest empty cell
    let err = closed(&gm, &t).unwrap_err();
    assert!(err.contains("P1 completes") || err.contains("not in the table"), "{err}");
}

/// A changed P2 answer that lets P1 complete early: the first decision (stream order) at ply
/// 10, the last P2 decision before P1's bound 13 (no byte follows in its subtree), with an
/// empty cell other than the certificate's after which some P1 move leaves two P1 threats and
/// no P2 threat (P2 blocks one at ply 12, P1 completes the other at ply 13). Returns the byte
/// index and its new value.
fn early_completion_mutation(gm: &Game, t: &Table, bytes: &[u8]) -> (usize, u8) {
    let threats = |p: &Pos, who: u8| (0..p.len()).filter(|&c| p[c] == 0 && gm.completes(p, who, c)).count();
    for (i, q) in t.decisions.iter().enumerate() {
        if Game::ply(q) != 10 {
            continue;
        }
        for r in (0..q.len()).filter(|&r| q[r] == 0 && r != bytes[i] as usize) {
            let mut p = q.clone();
            p[r] = 2;
            for m in 0..p.len() {
                if p[m] != 0 {
                    continue;
                }
                p[m] = 1;
                let bad = threats(&p, 1) >= 2 && threats(&p, 2) == 0;
                p[m] = 0;
                if bad {
                    return (i, r as u8);
                }
            }
        }
    }
    panic!("no decision at ply 10 can be changed to let P1 complete early");
}

#[test]
fn a_changed_p2_answer_lets_p1_complete_at_ply_13() {
    let (bound, bytes) = lower_cert(6);
    let gm = Game::new(6, bound);
    let t = replay(&gm, &bytes).unwrap();
    let (i, v) = early_completion_mutation(&gm, &t, &bytes);
    // The mutation tests/coq.rs applies to the Coq data (a_changed_p2_answer_fails_fastest_lower_6).
    assert_eq!((i, v), (MUTATED_INDEX, MUTATED_VALUE), "update both tests");
    let mut b = bytes.clone();
    b[i] = v;
    let err = replay(&gm, &b).and_then(|t| closed(&gm, &t)).unwrap_err();
    assert!(err.contains("P1 completes a square at ply 13"), "{err}");
}

/// The byte of the 6×6 lower certificate's decisions (after the 12 header bytes) that
/// `early_completion_mutation` changes, and its new value.
const MUTATED_INDEX: usize = 19;
const MUTATED_VALUE: u8 = 4;
