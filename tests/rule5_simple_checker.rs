//! A deliberately simple, independent checker for the 5×5 rule file (issue 13, item 2): its
//! own reader of `certs/rule5.txt`, a plain `[u8; 25]` board (0 empty, 1 P1, 2 P2), every
//! square rescanned by brute force, its own symmetries and canonical key written from
//! docs/FORMATS.md, the rule's four clauses written from that page, and a plain walk over
//! every history (no memo). It must agree with `squarecert check-rule5` on every count of the
//! strategy tree.

use std::collections::HashMap;

const N: usize = 5;
type B = [u8; 25];

/// Every square as its four cell indices, by brute force over (x, y, d).
fn squares() -> Vec<[usize; 4]> {
    let mut v = Vec::new();
    for y in 0..N {
        for x in 0..N {
            for d in 1..N {
                if x + d < N && y + d < N {
                    v.push([y * N + x, y * N + x + d, (y + d) * N + x, (y + d) * N + x + d]);
                }
            }
        }
    }
    v
}

/// The empty cells that would complete a square of `p` (the other three corners held by `p`).
fn threats(sq: &[[usize; 4]], b: &B, p: u8) -> Vec<usize> {
    let mut t: Vec<usize> = (0..25)
        .filter(|&i| b[i] == 0 && sq.iter().any(|s| s.contains(&i) && s.iter().all(|&j| j == i || b[j] == p)))
        .collect();
    t.dedup();
    t
}

fn holds_square(sq: &[[usize; 4]], b: &B, p: u8) -> bool {
    sq.iter().any(|s| s.iter().all(|&j| b[j] == p))
}

/// The symmetry g (docs/FORMATS.md table) applied to (x, y).
fn sym(g: usize, x: usize, y: usize) -> (usize, usize) {
    let m = N - 1;
    [(x, y), (m - x, y), (x, m - y), (m - x, m - y), (y, x), (m - y, x), (y, m - x), (m - y, m - x)][g]
}

/// key = p1mask | p2mask << 25 of the board seen through g.
fn key(b: &B, g: usize) -> u64 {
    let mut k = 0u64;
    for y in 0..N {
        for x in 0..N {
            let (a, c) = sym(g, x, y);
            let i = c * N + a;
            match b[y * N + x] {
                1 => k |= 1 << i,
                2 => k |= 1 << (25 + i),
                _ => {}
            }
        }
    }
    k
}

struct Simple {
    sq: Vec<[usize; 4]>,
    vcf: u32,
    default: bool,
    quiet: HashMap<u64, (usize, usize)>,
    used: std::collections::HashSet<u64>,
    p1: u64,
    p2: u64,
    leaves: u64,
    max_ply: u32,
}

/// Reads the rule file by hand: `vcf D`, `default potential` and `quiet BOARD (x,y)` lines.
fn read(text: &str) -> (u32, bool, HashMap<u64, (usize, usize)>) {
    let mut vcf = None;
    let mut default = false;
    let mut quiet = HashMap::new();
    for l in text.lines() {
        let l = l.split('#').next().unwrap().trim();
        let w: Vec<&str> = l.split_whitespace().collect();
        match w.as_slice() {
            [] => {}
            ["vcf", d] => vcf = Some(d.parse().unwrap()),
            ["default", "potential"] => default = true,
            ["quiet", board, mv] => {
                let mut b = [0u8; 25];
                for (y, row) in board.split('/').enumerate() {
                    for (x, ch) in row.chars().enumerate() {
                        b[y * N + x] = match ch {
                            'X' => 1,
                            'O' => 2,
                            _ => 0,
                        };
                    }
                }
                let xy: Vec<usize> = mv.trim_matches(|c| c == '(' || c == ')').split(',').map(|t| t.parse().unwrap()).collect();
                quiet.insert(key(&b, 0), (xy[0], xy[1]));
            }
            _ => panic!("unexpected line {l:?}"),
        }
    }
    (vcf.expect("a vcf line"), default, quiet)
}

impl Simple {
    /// P1 playing `c` starts a VCF of at most `k` single threats (docs/FORMATS.md, clause 3).
    fn starts(&self, b: &mut B, c: usize, k: u32) -> bool {
        b[c] = 1;
        let t = threats(&self.sq, b, 1);
        let r = if t.len() >= 2 {
            true
        } else if t.len() == 1 && k > 0 {
            b[t[0]] = 2;
            let u = threats(&self.sq, b, 2);
            let r = match u.len() {
                0 => (0..25).any(|d| b[d] == 0 && self.starts(b, d, k - 1)),
                1 => self.starts(b, u[0], k - 1),
                _ => false,
            };
            b[t[0]] = 0;
            r
        } else {
            false
        };
        b[c] = 0;
        r
    }

    /// The rule's move (clauses 1–4), or `None` when the quiet list has no entry.
    fn mv(&mut self, b: &mut B) -> Option<usize> {
        if let Some(&c) = threats(&self.sq, b, 1).first() {
            return Some(c);
        }
        if let Some(&c) = threats(&self.sq, b, 2).first() {
            return Some(c);
        }
        for k in 0..=self.vcf {
            if let Some(c) = (0..25).find(|&c| b[c] == 0 && self.starts(b, c, k)) {
                return Some(c);
            }
        }
        let g = (0..8).min_by_key(|&g| (key(b, g), g)).unwrap();
        let k = key(b, g);
        let Some(&(mx, my)) = self.quiet.get(&k) else {
            // clause 5: the first empty cell of greatest potential (sum of 4^(P1 corners) over
            // its squares without a P2 corner)
            let pot = |c: usize| -> u64 {
                self.sq
                    .iter()
                    .filter(|s| s.contains(&c) && s.iter().all(|&j| b[j] != 2))
                    .map(|s| 4u64.pow(s.iter().filter(|&&j| b[j] == 1).count() as u32))
                    .sum()
            };
            let best = (0..25).filter(|&c| b[c] == 0).map(pot).max()?;
            return if self.default { (0..25).find(|&c| b[c] == 0 && pot(c) == best) } else { None };
        };
        self.used.insert(k);
        // the real move is the cell c with g(c) = (mx, my)
        (0..25).find(|&c| sym(g, c % N, c / N) == (mx, my))
    }

    fn p1_node(&mut self, b: &mut B, ply: u32) {
        self.p1 += 1;
        let m = self.mv(b).unwrap_or_else(|| panic!("no move at {b:?}"));
        assert_eq!(b[m], 0);
        b[m] = 1;
        if holds_square(&self.sq, b, 1) {
            self.leaves += 1;
            self.max_ply = self.max_ply.max(ply);
        } else {
            assert!(b.contains(&0), "full board without a P1 square");
            self.p2 += 1;
            for r in 0..25 {
                if b[r] == 0 {
                    b[r] = 2;
                    assert!(!holds_square(&self.sq, b, 2), "P2 completes a square at {b:?}");
                    assert!(b.contains(&0), "full board without a P1 square");
                    self.p1_node(b, ply + 2);
                    b[r] = 0;
                }
            }
        }
        b[m] = 0;
    }
}

#[test]
fn simple_checker_agrees_with_check_rule5_on_the_committed_rule() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/certs/rule5.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let (vcf, default, quiet) = read(&text);
    let entries = quiet.len();
    let mut s = Simple { sq: squares(), vcf, default, quiet, used: Default::default(), p1: 0, p2: 0, leaves: 0, max_ply: 0 };
    assert_eq!(s.sq.len(), 30);
    s.p1_node(&mut [0u8; 25], 1);
    assert_eq!(s.used.len(), entries, "every quiet entry is reached");
    let lib = squarecert::small::rule5::check(&squarecert::small::rule5::Rule5::parse(&text).unwrap()).unwrap();
    assert_eq!(
        (s.p1, s.p2, s.leaves, s.max_ply),
        (lib.tree.owner_nodes, lib.tree.opponent_nodes, lib.tree.leaves, lib.tree.max_ply),
        "simple checker (P1 nodes, P2 nodes, leaves, max ply) against the library"
    );
    assert_eq!(lib.entries, entries);
}
