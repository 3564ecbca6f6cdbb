//! A deliberately simple checker of the opening win tables (`certs/openings-*-win.sqo`) and
//! no-win tables (`certs/openings-*-nowin*.sqo`), docs/FORMATS.md "Opening scans and opening
//! win tables", with its own game code: cells as a byte per cell,
//! squares listed by their corners, every P2 reply tried, no symmetry, no solver. It also
//! pins the scan's numbers for the pair (2,2)/(3,2) on 6x6.

use std::collections::{HashMap, HashSet};
use std::process::Command;

const EMPTY: u8 = 0;
const P1: u8 = 1;
const P2: u8 = 2;

/// The decoded file: board side, opening and second move (cell indices), ply limit, entries.
struct Cert {
    n: usize,
    opening: usize,
    second: usize,
    limit: usize,
    moves: HashMap<(u64, u64), usize>,
}

fn parse(bytes: &[u8]) -> Result<Cert, String> {
    if bytes.len() < 13 || &bytes[0..4] != b"SQOW" || bytes[4] != 1 {
        return Err("not an SQOW v1 file".into());
    }
    let n = bytes[5] as usize;
    let count = u32::from_le_bytes(bytes[9..13].try_into().unwrap()) as usize;
    if bytes.len() != 13 + 17 * count {
        return Err(format!("{} bytes, expected {}", bytes.len(), 13 + 17 * count));
    }
    let mut moves = HashMap::new();
    for k in 0..count {
        let e = &bytes[13 + 17 * k..13 + 17 * (k + 1)];
        let p1 = u64::from_le_bytes(e[0..8].try_into().unwrap());
        let p2 = u64::from_le_bytes(e[8..16].try_into().unwrap());
        moves.insert((p1, p2), e[16] as usize);
    }
    Ok(Cert { n, opening: bytes[6] as usize, second: bytes[7] as usize, limit: bytes[8] as usize, moves })
}

struct Game {
    n: usize,
    cells: Vec<u8>,
    squares: Vec<[usize; 4]>,
    limit: usize,
    moves: HashMap<(u64, u64), usize>,
    proved: HashSet<Vec<u8>>,
}

impl Game {
    fn board(&self) -> String {
        let rows: Vec<String> = (0..self.n)
            .map(|y| (0..self.n).map(|x| [".", "X", "O"][self.cells[y * self.n + x] as usize]).collect())
            .collect();
        rows.join("/")
    }
    fn masks(&self) -> (u64, u64) {
        let mut m = (0, 0);
        for (i, &c) in self.cells.iter().enumerate() {
            if c == P1 {
                m.0 |= 1 << i;
            } else if c == P2 {
                m.1 |= 1 << i;
            }
        }
        m
    }
    /// The empty cells completing a square of `p` (three corners `p`, one empty), sorted,
    /// each once (two squares missing the same cell make one threat).
    fn threats(&self, p: u8) -> Vec<usize> {
        let mut t: Vec<usize> = self
            .squares
            .iter()
            .filter_map(|sq| {
                let mine = sq.iter().filter(|&&c| self.cells[c] == p).count();
                let empty: Vec<usize> = sq.iter().copied().filter(|&c| self.cells[c] == EMPTY).collect();
                (mine == 3 && empty.len() == 1).then(|| empty[0])
            })
            .collect();
        t.sort();
        t.dedup();
        t
    }
    fn has_square(&self, p: u8) -> bool {
        self.squares.iter().any(|sq| sq.iter().all(|&c| self.cells[c] == p))
    }
    fn stones(&self) -> usize {
        self.cells.iter().filter(|&&c| c != EMPTY).count()
    }
    /// P2 to move: every reply must leave P2 without a square and P1 winning.
    fn p2(&mut self) -> Result<(), String> {
        let empties: Vec<usize> = (0..self.cells.len()).filter(|&i| self.cells[i] == EMPTY).collect();
        if empties.is_empty() {
            return Err(format!("the board fills without a P1 square at {}", self.board()));
        }
        for r in empties {
            self.cells[r] = P2;
            let res = if self.has_square(P2) { Err(format!("P2 completes a square at {}", self.board())) } else { self.p1() };
            self.cells[r] = EMPTY;
            res?;
        }
        Ok(())
    }
    /// P1 to move, following σ: win, else block, else the table.
    fn p1(&mut self) -> Result<(), String> {
        if self.proved.contains(&self.cells) {
            return Ok(());
        }
        let ply = self.stones() + 1;
        if ply > self.limit {
            return Err(format!("P1 has not completed a square by ply {} at {}", self.limit, self.board()));
        }
        if !self.threats(P1).is_empty() {
            self.proved.insert(self.cells.clone());
            return Ok(());
        }
        let m = match self.threats(P2).first() {
            Some(&b) => b,
            None => *self.moves.get(&self.masks()).ok_or_else(|| format!("no table entry at {}", self.board()))?,
        };
        if m >= self.cells.len() || self.cells[m] != EMPTY {
            return Err(format!("the table's move {m} is on a taken cell at {}", self.board()));
        }
        self.cells[m] = P1;
        let r = if self.has_square(P1) { Ok(()) } else { self.p2() };
        self.cells[m] = EMPTY;
        r?;
        self.proved.insert(self.cells.clone());
        Ok(())
    }
}

/// Checks a certificate: every first reply other than the opening and the second move.
/// Returns the number of replies checked and P1 positions proved.
fn check(bytes: &[u8]) -> Result<(usize, usize), String> {
    let c = parse(bytes)?;
    let n = c.n;
    let mut squares = Vec::new();
    for d in 1..n {
        for y in 0..n - d {
            for x in 0..n - d {
                squares.push([y * n + x, y * n + x + d, (y + d) * n + x, (y + d) * n + x + d]);
            }
        }
    }
    let mut g = Game { n, cells: vec![EMPTY; n * n], squares, limit: c.limit, moves: c.moves, proved: HashSet::new() };
    let mut roots = 0;
    for r1 in 0..n * n {
        if r1 == c.opening || r1 == c.second {
            continue;
        }
        g.cells = vec![EMPTY; n * n];
        g.cells[c.opening] = P1;
        g.cells[r1] = P2;
        g.cells[c.second] = P1;
        g.p2().map_err(|e| format!("first reply ({},{}): {e}", r1 % n, r1 / n))?;
        roots += 1;
    }
    Ok((roots, g.proved.len()))
}

const CERT: &str = "certs/openings-n6-2-2-3-2-win.sqo";

#[test]
fn the_committed_win_table_of_2_2_3_2_beats_every_reply_but_the_forced_one_by_ply_23() {
    let bytes = std::fs::read(CERT).unwrap();
    assert_eq!(&bytes[4..9], &[1, 6, 14, 15, 23]);
    let (roots, proved) = check(&bytes).unwrap();
    assert_eq!(roots, 34);
    // distinct positions with P1 to move on the way (6834 of them quiet, the table entries)
    assert_eq!(proved, 131_633);
}

#[test]
fn a_corrupted_win_table_fails_naming_the_position() {
    let bytes = std::fs::read(CERT).unwrap();
    // The first entry's move put on a cell P1 already holds (its lowest P1 stone).
    let mut bad = bytes.clone();
    let p1 = u64::from_le_bytes(bad[13..21].try_into().unwrap());
    bad[29] = p1.trailing_zeros() as u8;
    let e = check(&bad).unwrap_err();
    assert!(e.contains("on a taken cell at ") && e.contains('/'), "{e}");
    // The first entry removed: its position has no move.
    let mut cut = bytes[..13].to_vec();
    let count = u32::from_le_bytes(bytes[9..13].try_into().unwrap()) - 1;
    cut[9..13].copy_from_slice(&count.to_le_bytes());
    cut.extend_from_slice(&bytes[30..]);
    let e = check(&cut).unwrap_err();
    assert!(e.contains("no table entry at "), "{e}");
    // The ply limit lowered to 21: some reply is not beaten in time.
    let mut slow = bytes.clone();
    slow[8] = 21;
    let e = check(&slow).unwrap_err();
    assert!(e.contains("has not completed a square by ply 21 at "), "{e}");
}

#[test]
fn the_scan_of_2_2_3_2_fails_against_the_four_plus_rule_exceptions_at_ply_15_and_none_at_25() {
    let bin = env!("CARGO_BIN_EXE_squarecert");
    let run = |ply: &str| {
        let o = Command::new(bin).args(["openings", "--n", "6", "--pair", "(2,2)/(3,2)", "--max-ply", ply, "--node-budget", "20000000"]).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let t = run("15");
    assert!(
        t.contains("(2,2)/(3,2): 4 failures: (2,1) no win by ply 15, (3,1) no win by ply 15, (2,3) no win by ply 15, (3,3) no win by ply 15; slowest fastest win ply 15"),
        "{t}"
    );
    let t = run("25");
    assert!(t.contains("(2,2)/(3,2): 0 failures; slowest fastest win ply 23"), "{t}");
}

/// A no-win table: P2's moves; P1 must not complete a square at any ply `<= limit`.
struct NoWin {
    g: Game,
    seen: HashSet<Vec<u8>>,
}

impl NoWin {
    fn squares_of(&self, p: u8) -> usize {
        self.g.threats(p).len()
    }
    /// P1 to move: P1 must hold no threat (else it completes now); then every P1 move.
    fn p1(&mut self) -> Result<(), String> {
        let ply = self.g.stones() + 1;
        if !self.g.threats(P1).is_empty() {
            return Err(format!("P1 completes a square at ply {ply} <= {} at {}", self.g.limit, self.g.board()));
        }
        if ply + 2 > self.g.limit || !self.seen.insert(self.g.cells.clone()) {
            return Ok(());
        }
        let empties: Vec<usize> = (0..self.g.cells.len()).filter(|&i| self.g.cells[i] == EMPTY).collect();
        for m in empties {
            self.g.cells[m] = P1;
            let res = if ply + 2 == self.g.limit {
                // the last P1 move before the limit: P1 completes at the limit only with two
                // threats that P2 cannot meet by completing a square of its own first
                if self.squares_of(P1) >= 2 && self.squares_of(P2) == 0 {
                    Err(format!("P1 makes a double threat at ply {ply} with cell {m} at {}", self.g.board()))
                } else {
                    Ok(())
                }
            } else {
                self.p2()
            };
            self.g.cells[m] = EMPTY;
            res?;
        }
        Ok(())
    }
    /// P2 to move: complete a square, else block the first P1 threat, else the table.
    fn p2(&mut self) -> Result<(), String> {
        if self.g.stones() == self.g.cells.len() {
            return Ok(());
        }
        if !self.g.threats(P2).is_empty() {
            return Ok(()); // P2 completes a square: P1 never does
        }
        let m = match self.g.threats(P1).first() {
            Some(&b) => b,
            None => *self.g.moves.get(&self.g.masks()).ok_or_else(|| format!("no table entry at {}", self.g.board()))?,
        };
        if m >= self.g.cells.len() || self.g.cells[m] != EMPTY {
            return Err(format!("the table's move {m} is on a taken cell at {}", self.g.board()));
        }
        self.g.cells[m] = P2;
        let res = if self.g.has_square(P2) { Ok(()) } else { self.p1() };
        self.g.cells[m] = EMPTY;
        res
    }
}

/// Checks a no-win table; returns the replies checked and the P1 positions expanded.
fn check_no_win(bytes: &[u8]) -> Result<(Vec<usize>, usize), String> {
    if bytes.len() < 14 || &bytes[0..4] != b"SQOD" || bytes[4] != 1 {
        return Err("not an SQOD v1 file".into());
    }
    let (n, o, s, limit, r) = (bytes[5] as usize, bytes[6] as usize, bytes[7] as usize, bytes[8] as usize, bytes[9] as usize);
    let replies: Vec<usize> = bytes[10..10 + r].iter().copied().map(usize::from).collect();
    let mut body = b"SQOW\x01".to_vec();
    body.extend_from_slice(&[n as u8, o as u8, s as u8, limit as u8]);
    body.extend_from_slice(&bytes[10 + r..]);
    let c = parse(&body)?;
    let mut squares = Vec::new();
    for d in 1..n {
        for y in 0..n - d {
            for x in 0..n - d {
                squares.push([y * n + x, y * n + x + d, (y + d) * n + x, (y + d) * n + x + d]);
            }
        }
    }
    let g = Game { n, cells: vec![EMPTY; n * n], squares, limit, moves: c.moves, proved: HashSet::new() };
    let mut w = NoWin { g, seen: HashSet::new() };
    for &r1 in &replies {
        w.g.cells = vec![EMPTY; n * n];
        w.g.cells[o] = P1;
        w.g.cells[r1] = P2;
        w.g.cells[s] = P1;
        w.p2().map_err(|e| format!("first reply ({},{}): {e}", r1 % n, r1 / n))?;
    }
    Ok((replies, w.seen.len()))
}

const NOWIN: &str = "certs/openings-n6-2-2-3-2-nowin17.sqo";

#[test]
fn the_committed_no_win_table_stops_p1_by_ply_17_against_the_four_plus_rule_exceptions() {
    let bytes = std::fs::read(NOWIN).unwrap();
    let (replies, expanded) = check_no_win(&bytes).unwrap();
    // (2,1) (3,1) (2,3) (3,3) as cell indices on 6x6
    assert_eq!(replies, vec![8, 9, 20, 21]);
    assert_eq!(expanded, 177_926, "P1-to-move positions expanded");
    // the entry for one quiet P2 position moved to a taken cell, and the limit raised to 23
    // (P1 wins by 23 against these replies): both fail, naming a position
    let mut bad = bytes.clone();
    let at = 10 + 4 + 4;
    let p2 = u64::from_le_bytes(bad[at + 8..at + 16].try_into().unwrap());
    bad[at + 16] = p2.trailing_zeros() as u8;
    let e = check_no_win(&bad).unwrap_err();
    assert!(e.contains("on a taken cell at "), "{e}");
    let mut late = bytes.clone();
    late[8] = 23;
    let e = check_no_win(&late).unwrap_err();
    assert!(e.contains(" at ") && e.contains('/'), "{e}");
}

/// Checks the committed win table `file`: its header bytes 4..9 and (replies, P1 positions).
fn committed_win_table(file: &str, header: [u8; 5], walked: (usize, usize)) {
    let bytes = std::fs::read(format!("certs/{file}")).unwrap();
    assert_eq!(&bytes[4..9], &header);
    assert_eq!(check(&bytes).unwrap(), walked);
}

#[test]
fn the_committed_8x8_win_table_of_2_2_3_2_beats_every_reply_but_the_forced_one_by_ply_21() {
    committed_win_table("openings-n8-2-2-3-2-win.sqo", [1, 8, 18, 19, 21], (62, 671_923));
}

#[test]
fn the_committed_7x7_win_table_of_2_2_3_2_beats_every_reply_but_the_forced_one_by_ply_25() {
    committed_win_table("openings-n7-2-2-3-2-win.sqo", [1, 7, 16, 17, 25], (47, 359_972));
}
