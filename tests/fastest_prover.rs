//! The prover tables of the fastest wins (docs/FORMATS.md, "Prover tables of the fastest wins
//! (SQFT)"), played by a deliberately simple mirror of Coq's `fastestMove` and `WinsByWith`
//! (coq/SquareGame/Fastest.v): its own board, squares, symmetries and decoder, none of the
//! library's game code. Every P2 reply is tried at every P1 turn, with no symmetry reduction
//! and no transposition table, as the kernel does; the check passes only if every game ends
//! with a P1 square completed by ply k.

use squarecert::fastest::{cert, prover};
use std::path::PathBuf;

/// The table bytes `squarecert emit` carries into Data/Fastest.v for board `n`.
fn emitted(n: usize) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("certs/fastest-n{n}-upper.sqf"));
    let c = cert::decode(&std::fs::read(&path).expect("committed certificate"), "upper").unwrap();
    prover::encode(&prover::from_cert(&c).unwrap())
}

/// A decoded table: n, k, and the entries as ((p2 mask, p1 mask), move), sorted.
struct Table {
    n: usize,
    k: usize,
    entries: Vec<((u128, u128), usize)>,
}

/// Reads the SQFT bytes: the key is `p1 + p2 * 2^max(25, n*n)` in w little-endian bytes.
fn decode(b: &[u8]) -> Table {
    assert_eq!(&b[..5], b"SQFT\x01");
    let (n, k, w) = (b[5] as usize, b[6] as usize, b[7] as usize);
    let count = u32::from_le_bytes([b[8], b[9], b[10], b[11]]) as usize;
    assert_eq!(b.len(), 12 + count * (w + 1));
    let shift = (n * n).max(25);
    let entries = b[12..]
        .chunks(w + 1)
        .map(|e| {
            let (mut p1, mut p2) = (0u128, 0u128);
            for bit in 0..8 * w {
                if e[bit / 8] >> (bit % 8) & 1 == 1 {
                    if bit < shift {
                        p1 |= 1 << bit;
                    } else {
                        p2 |= 1 << (bit - shift);
                    }
                }
            }
            ((p2, p1), e[w] as usize)
        })
        .collect();
    Table { n, k, entries }
}

/// Symmetry g of the n×n board, Table.v's order.
fn sym(n: usize, g: usize, (x, y): (usize, usize)) -> (usize, usize) {
    let (a, b) = (n - 1 - x, n - 1 - y);
    [(x, y), (a, y), (x, b), (a, b), (y, x), (b, x), (y, a), (b, a)][g]
}

/// The game: cells 0 empty, 1 P1, 2 P2 (index y*n + x); the table; counters.
struct Game {
    n: usize,
    cell: Vec<u8>,
    t: Table,
    p1_turns: u64,
}

impl Game {
    /// Whether player `p` playing `c` completes a square (three other corners held by `p`).
    fn completes(&self, p: u8, c: usize) -> bool {
        let n = self.n as isize;
        let (cx, cy) = ((c % self.n) as isize, (c / self.n) as isize);
        let at = |x: isize, y: isize| x >= 0 && y >= 0 && x < n && y < n && self.cell[(y * n + x) as usize] == p;
        (1..n).any(|d| {
            [(d, d), (d, -d), (-d, d), (-d, -d)].iter().any(|&(dx, dy)| at(cx + dx, cy) && at(cx, cy + dy) && at(cx + dx, cy + dy))
        })
    }

    fn first(&self, p: u8) -> Option<usize> {
        (0..self.cell.len()).find(|&c| self.cell[c] == 0 && self.completes(p, c))
    }

    /// fastestMove: complete, else block, else the table's move mapped back.
    fn strategy(&self) -> Option<usize> {
        if let Some(c) = self.first(1).or_else(|| self.first(2)) {
            return Some(c);
        }
        let n = self.n;
        let mut best: Option<((u128, u128), usize)> = None;
        for g in 0..8 {
            let (mut p1, mut p2) = (0u128, 0u128);
            for i in 0..n * n {
                let (x, y) = sym(n, g, (i % n, i / n));
                match self.cell[i] {
                    1 => p1 |= 1 << (y * n + x),
                    2 => p2 |= 1 << (y * n + x),
                    _ => {}
                }
            }
            if best.is_none_or(|b| (p2, p1) < b.0) {
                best = Some(((p2, p1), g));
            }
        }
        let (key, g) = best.unwrap();
        let mv = self.t.entries.binary_search_by(|e| e.0.cmp(&key)).ok().map(|i| self.t.entries[i].1)?;
        let inv = [0, 1, 2, 3, 4, 6, 5, 7][g];
        let (x, y) = sym(n, inv, (mv % n, mv / n));
        Some(y * n + x)
    }

    /// WinsByWith from the current position (P1 to move at ply `ply`).
    fn wins_by(&mut self, ply: usize) -> bool {
        self.p1_turns += 1;
        if ply > self.t.k {
            return false;
        }
        let Some(m) = self.strategy() else { return false };
        if self.cell[m] != 0 {
            return false;
        }
        if self.completes(1, m) {
            return true;
        }
        self.cell[m] = 1;
        let mut ok = self.cell.contains(&0);
        for r in 0..self.cell.len() {
            if !ok {
                break;
            }
            if self.cell[r] != 0 {
                continue;
            }
            if self.completes(2, r) {
                ok = false;
                break;
            }
            self.cell[r] = 2;
            ok = self.wins_by(ply + 2);
            self.cell[r] = 0;
        }
        self.cell[m] = 0;
        ok
    }
}

/// Plays the table of board n; returns (wins, P1 turns examined).
fn play(bytes: &[u8]) -> (bool, u64) {
    let t = decode(bytes);
    let n = t.n;
    let mut g = Game { n, cell: vec![0; n * n], t, p1_turns: 0 };
    let w = g.wins_by(1);
    (w, g.p1_turns)
}

#[test]
fn emitted_table_wins_by_ply_k_on_6x6() {
    let bytes = emitted(6);
    assert_eq!(bytes[6], 15, "6x6 bound");
    let (wins, turns) = play(&bytes);
    assert!(wins, "the 6x6 table must complete a square by ply 15 against every reply");
    assert_eq!(turns, 162_248, "P1 turns of the whole check (docs/TRUST.md, fastest wins table)");
}

#[test]
fn emitted_table_with_a_tighter_bound_fails() {
    let mut bytes = emitted(6);
    bytes[6] = 13; // 6x6 needs ply 15
    assert!(!play(&bytes).0, "no P1 strategy completes by ply 13 on 6x6");
}

#[test]
fn emitted_table_with_a_changed_move_fails() {
    let bytes = emitted(6);
    let w = bytes[7] as usize;
    // The empty board's key is 0, so it is the first entry; its move is the opening.
    let first_move = 12 + w;
    let mut bad = bytes.clone();
    bad[first_move] = 0; // open in the corner (0,0)
    assert_ne!(bytes[first_move], 0);
    assert!(!play(&bad).0, "a corner opening has no table entries below it");
}

#[test]
#[ignore = "prints the P1 turns of each board's check, n = 5..=11 (about 45 s)"]
fn tree_sizes() {
    for n in 5..=11 {
        let (wins, turns) = play(&emitted(n));
        eprintln!("n={n}: wins {wins}, {turns} P1 turns");
        assert!(wins);
    }
}

#[test]
fn emit_refuses_a_lower_certificate_or_a_bound_other_than_fastest_json() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("certs");
    let upper = std::fs::read(root.join("fastest-n6-upper.sqf")).unwrap();
    let lower = std::fs::read(root.join("fastest-n6-lower.sqf")).unwrap();
    let t = squarecert::emit::validate_fastest("u.sqf", &upper, 6, 15).unwrap();
    assert_eq!((t.n, t.bound, t.entries.len()), (6, 15, 1608));
    let e = format!("{:#}", squarecert::emit::validate_fastest("l.sqf", &lower, 6, 15).unwrap_err());
    assert!(e.contains("l.sqf") && e.contains("upper certificate"), "{e}");
    let e = format!("{:#}", squarecert::emit::validate_fastest("u.sqf", &upper, 6, 13).unwrap_err());
    assert!(e.contains("u.sqf") && e.contains("fastest.json says ply 13"), "{e}");
}
