//! A deliberately simple, independent checker for the small-board tables (issue 3): a plain
//! `Vec<Option<u8>>` board, every square rescanned by brute force, a plain walk over every
//! history (no memo, no bitboards), and only the documented canonicalisation of the table
//! format (docs/FORMATS.md, "Small-board tables") to read the table. It reads the table
//! files written by `squarecert::small::certify` and must agree with the library check on
//! every count.

use std::collections::HashMap;

/// Counts of a strategy tree.
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy)]
struct Counts {
    owner: u64,
    opponent: u64,
    leaves: u64,
    max_ply: u32,
}

struct Simple {
    n: usize,
    owner: u8,
    win: bool,
    table: HashMap<u64, usize>,
    used: std::collections::HashSet<u64>,
    counts: Counts,
}

/// Reads a table file by hand: header, count, entries.
fn read(bytes: &[u8]) -> Simple {
    assert_eq!(&bytes[0..4], b"SQTB");
    assert_eq!(bytes[4], 1);
    let n = bytes[5] as usize;
    let owner = bytes[6];
    let win = bytes[7] == 1;
    let count = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize;
    assert_eq!(bytes.len(), 12 + 8 * count);
    let mut table = HashMap::new();
    let mut last = None;
    for i in 0..count {
        let mut w = [0u8; 8];
        w.copy_from_slice(&bytes[12 + 8 * i..20 + 8 * i]);
        let e = u64::from_le_bytes(w);
        assert!(last.is_none_or(|l| l < e));
        last = Some(e);
        table.insert(e >> 5, (e & 31) as usize);
    }
    Simple { n, owner, win, table, used: Default::default(), counts: Counts::default() }
}

impl Simple {
    /// Does player `p` hold all four corners of some square? Brute force over (x, y, d).
    fn has_square(&self, b: &[Option<u8>], p: u8) -> bool {
        let n = self.n;
        for y in 0..n {
            for x in 0..n {
                for d in 1..n {
                    if x + d < n && y + d < n {
                        let corners = [(x, y), (x + d, y), (x, y + d), (x + d, y + d)];
                        if corners.iter().all(|&(cx, cy)| b[cy * n + cx] == Some(p)) {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }
    /// First empty cell (row-major) where `p` would complete a square.
    fn first_completing(&self, b: &mut [Option<u8>], p: u8) -> Option<usize> {
        for i in 0..b.len() {
            if b[i].is_none() {
                b[i] = Some(p);
                let w = self.has_square(b, p);
                b[i] = None;
                if w {
                    return Some(i);
                }
            }
        }
        None
    }
    /// The documented symmetries g0..g7 on (x, y).
    fn sym(&self, g: usize, x: usize, y: usize) -> (usize, usize) {
        let m = self.n - 1;
        [(x, y), (m - x, y), (x, m - y), (m - x, m - y), (y, x), (m - y, x), (y, m - x), (m - y, m - x)][g]
    }
    /// Key of the board seen through g: bit g(c) of p1 / of p2 << 25.
    fn key(&self, b: &[Option<u8>], g: usize) -> u64 {
        let mut k = 0u64;
        for y in 0..self.n {
            for x in 0..self.n {
                let (gx, gy) = self.sym(g, x, y);
                let i = gy * self.n + gx;
                match b[y * self.n + x] {
                    Some(1) => k |= 1 << i,
                    Some(2) => k |= 1 << (i + 25),
                    _ => {}
                }
            }
        }
        k
    }
    /// σ: win, else block, else table (canonical key = min over g, first g attaining it;
    /// the stored move is in g's orientation, so the real move is the cell c with g(c) = move).
    fn sigma(&mut self, b: &mut [Option<u8>]) -> usize {
        let opp = 3 - self.owner;
        if let Some(c) = self.first_completing(b, self.owner) {
            return c;
        }
        if let Some(c) = self.first_completing(b, opp) {
            return c;
        }
        let mut best = (u64::MAX, 0);
        for g in 0..8 {
            let k = self.key(b, g);
            if k < best.0 {
                best = (k, g);
            }
        }
        let (key, g) = best;
        let m = *self.table.get(&key).unwrap_or_else(|| panic!("simple checker: no entry for key {key:#x}"));
        self.used.insert(key);
        for y in 0..self.n {
            for x in 0..self.n {
                let (gx, gy) = self.sym(g, x, y);
                if gy * self.n + gx == m {
                    return y * self.n + x;
                }
            }
        }
        panic!("move off the board")
    }
    fn owner_node(&mut self, b: &mut Vec<Option<u8>>, ply: u32) {
        self.counts.owner += 1;
        let m = self.sigma(b);
        assert!(b[m].is_none(), "the strategy plays on a taken cell");
        b[m] = Some(self.owner);
        if self.has_square(b, self.owner) {
            self.leaf(ply);
        } else if b.iter().all(|c| c.is_some()) {
            assert!(!self.win, "a winning table filled the board");
            self.leaf(ply);
        } else {
            self.opponent_node(b, ply + 1);
        }
        b[m] = None;
    }
    fn opponent_node(&mut self, b: &mut Vec<Option<u8>>, ply: u32) {
        self.counts.opponent += 1;
        let opp = 3 - self.owner;
        for r in 0..b.len() {
            if b[r].is_some() {
                continue;
            }
            b[r] = Some(opp);
            assert!(!self.has_square(b, opp), "the opponent completes a square");
            if b.iter().all(|c| c.is_some()) {
                assert!(!self.win, "a winning table filled the board");
                self.leaf(ply);
            } else {
                self.owner_node(b, ply + 1);
            }
            b[r] = None;
        }
    }
    fn leaf(&mut self, ply: u32) {
        self.counts.leaves += 1;
        self.counts.max_ply = self.counts.max_ply.max(ply);
    }
    fn run(&mut self) -> Counts {
        let mut b = vec![None; self.n * self.n];
        if self.owner == 1 {
            self.owner_node(&mut b, 1);
        } else {
            self.opponent_node(&mut b, 1);
        }
        assert_eq!(self.used.len(), self.table.len(), "some table entries are never reached");
        self.counts
    }
}

#[test]
fn simple_checker_agrees_with_the_library_on_every_table() {
    // n ≤ 4: fresh tables written by `certify`; n = 5: the committed certificate (its
    // regeneration is the ignored test in small_certs.rs).
    let dir = std::env::temp_dir().join(format!("squarecert-simple-{}", std::process::id()));
    let mut files = Vec::new();
    for n in 1..=4 {
        for (path, report) in squarecert::small::certify(n, &dir).unwrap() {
            files.push((path, report));
        }
    }
    let five = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("certs/small-n5-p1-win.sqt");
    files.push((five.clone(), squarecert::small::check_file(&five).unwrap()));
    for (path, report) in files {
        let bytes = std::fs::read(&path).unwrap();
        let mut s = read(&bytes);
        let c = s.run();
        let lib = report.tree;
        assert_eq!(
            (c.owner, c.opponent, c.leaves, c.max_ply),
            (lib.owner_nodes, lib.opponent_nodes, lib.leaves, lib.max_ply),
            "{}",
            path.display()
        );
        assert_eq!(s.table.len(), report.entries);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
