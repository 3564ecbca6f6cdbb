//! A deliberately naive reference for the plus rule and its strategy tree: a board is a
//! `Vec<Option<u8>>`, every square is rescanned for every question, every reply is expanded,
//! and the rule (DESIGN.md §3.1, including the live-line simulation) is re-implemented here
//! from the text, not from `squarecert::rule`. Its counts must equal the fast enumerator's.

use squarecert::enumerate::verify;
use squarecert::model::Cell;
use squarecert::rule::Rule;

const P1: u8 = 1;
const P2: u8 = 2;

struct Naive {
    n: usize,
    cells: Vec<Option<u8>>,
}

impl Naive {
    fn get(&self, x: usize, y: usize) -> Option<u8> {
        self.cells[y * self.n + x]
    }
    fn set(&mut self, c: (usize, usize), v: Option<u8>) {
        self.cells[c.1 * self.n + c.0] = v;
    }
    fn squares(&self) -> Vec<[(usize, usize); 4]> {
        let n = self.n;
        let mut v = Vec::new();
        for d in 1..n {
            for y in 0..n - d {
                for x in 0..n - d {
                    v.push([(x, y), (x + d, y), (x, y + d), (x + d, y + d)]);
                }
            }
        }
        v
    }
    /// Threat cells of `p`, sorted row-major, each once.
    fn threats(&self, p: u8) -> Vec<(usize, usize)> {
        let mut t = Vec::new();
        for sq in self.squares() {
            let mine = sq.iter().filter(|&&(x, y)| self.get(x, y) == Some(p)).count();
            let empty: Vec<_> = sq.iter().filter(|&&(x, y)| self.get(x, y).is_none()).collect();
            if mine == 3 && empty.len() == 1 {
                t.push(*empty[0]);
            }
        }
        t.sort_by_key(|&(x, y)| (y, x));
        t.dedup();
        t
    }
    fn has_square(&self, p: u8) -> bool {
        self.squares().iter().any(|sq| sq.iter().all(|&(x, y)| self.get(x, y) == Some(p)))
    }
    fn empty(&self, c: (usize, usize)) -> bool {
        c.0 < self.n && c.1 < self.n && self.get(c.0, c.1).is_none()
    }

    /// The live test of §3.1, on a copy of the board, as the text states it.
    fn live(&self, rem: &[(usize, usize)], start: usize, bound: usize) -> bool {
        let mut b = Naive { n: self.n, cells: self.cells.clone() };
        let mut p = start;
        for (i, &c) in rem.iter().enumerate() {
            if !b.empty(c) {
                return false;
            }
            b.set(c, Some(P1));
            let mut t = b.threats(P1);
            if t.len() >= 2 {
                return p + 2 <= bound;
            }
            if t.is_empty() || i + 1 == rem.len() {
                return false;
            }
            b.set(t[0], Some(P2));
            loop {
                let pt = b.threats(P2);
                if pt.is_empty() {
                    break;
                }
                if pt.len() >= 2 {
                    return false;
                }
                p += 2;
                b.set(pt[0], Some(P1));
                t = b.threats(P1);
                if t.len() >= 2 {
                    return p + 2 <= bound;
                }
                if t.is_empty() {
                    return false;
                }
                b.set(t[0], Some(P2));
            }
            p += 2;
        }
        false
    }

    fn plus_move(&self, rule: &Rule, h: &[(usize, usize)]) -> (usize, usize) {
        let c = |c: Cell| (c.x as usize, c.y as usize);
        if h.is_empty() {
            return c(rule.opening);
        }
        if h.len() == 2 {
            let r1 = Cell::new(h[1].0 as u8, h[1].1 as u8);
            return c(*rule.exceptions.get(&r1).unwrap_or(&rule.second));
        }
        if let Some(&w) = self.threats(P1).first() {
            return w;
        }
        if let Some(&b) = self.threats(P2).first() {
            return b;
        }
        for line in &rule.lines {
            let rem: Vec<(usize, usize)> = line.iter().map(|&x| c(x)).filter(|&x| self.get(x.0, x.1) != Some(P1)).collect();
            if !rem.is_empty() && self.live(&rem, h.len() + 1, rule.complete_by) {
                return rem[0];
            }
        }
        (0..self.n * self.n).map(|i| (i % self.n, i / self.n)).find(|&x| self.empty(x)).unwrap()
    }
}

#[derive(Default, Debug, PartialEq)]
struct Counts {
    p1: u64,
    p2: u64,
    leaves: u64,
    max_ply: usize,
    hist: Vec<u64>,
}

/// `WinsWith plusMove n h` with every reply expanded, counting nodes.
fn wins_with(rule: &Rule, b: &mut Naive, h: &mut Vec<(usize, usize)>, k: &mut Counts) -> bool {
    k.p1 += 1;
    let m = b.plus_move(rule, h);
    if !b.empty(m) {
        return false;
    }
    b.set(m, Some(P1));
    h.push(m);
    let ok = if b.has_square(P1) {
        k.leaves += 1;
        k.hist[h.len()] += 1;
        k.max_ply = k.max_ply.max(h.len());
        true
    } else if b.cells.iter().all(|c| c.is_some()) {
        false
    } else {
        k.p2 += 1;
        let mut all = true;
        for i in 0..b.n * b.n {
            let r = (i % b.n, i / b.n);
            if !b.empty(r) {
                continue;
            }
            b.set(r, Some(P2));
            h.push(r);
            let fine = !b.has_square(P2) && wins_with(rule, b, h, k);
            h.pop();
            b.set(r, None);
            if !fine {
                all = false;
                break;
            }
        }
        all
    };
    h.pop();
    b.set(m, None);
    ok
}

fn check(n: usize) {
    check_rule("certs/plus-rule.txt", n);
}

/// The naive tree of `file`'s rule on n×n: its counts, and whether P1 wins.
fn naive(rule: &Rule, n: usize) -> (bool, Counts) {
    let mut b = Naive { n, cells: vec![None; n * n] };
    let mut k = Counts { hist: vec![0; 64], ..Counts::default() };
    let win = wins_with(rule, &mut b, &mut Vec::new(), &mut k);
    (win, k)
}

fn load(file: &str) -> Rule {
    let text = std::fs::read_to_string(format!("{}/{file}", env!("CARGO_MANIFEST_DIR"))).expect("the rule file (make certs)");
    Rule::parse(&text).unwrap()
}

fn check_rule(file: &str, n: usize) {
    let rule = load(file);
    let mut b = Naive { n, cells: vec![None; n * n] };
    let mut k = Counts { hist: vec![0; 64], ..Counts::default() };
    assert!(wins_with(&rule, &mut b, &mut Vec::new(), &mut k), "naive: the rule does not win on n={n}");
    let fast = verify(&rule, n, (0, 1), &|| {}).unwrap();
    assert!(fast.is_win());
    let s = &fast.stats;
    assert_eq!((s.p1_nodes, s.p2_nodes, s.leaves, s.max_ply), (k.p1, k.p2, k.leaves, k.max_ply), "n={n}");
    assert_eq!(&s.ply_histogram[..], &k.hist[..], "n={n} ply histogram");
    assert_eq!(s.p1_nodes, s.p2_nodes + s.leaves);
    assert_eq!(s.fallbacks, 0);
}

#[test]
fn naive_and_fast_enumerators_agree_on_6x6() {
    check(6);
}

#[test]
fn naive_and_fast_enumerators_agree_on_7x7() {
    check(7);
}

#[test]
fn naive_and_fast_enumerators_agree_on_8x8() {
    check(8);
}

/// `verify --max-ply K` against the naive reading "the whole tree is a win and its deepest
/// leaf is at ply K or earlier", for every odd K from 13 to 19 on n = 6 and 7.
fn ply_limit_agrees(file: &str, n: usize) -> usize {
    let rule = load(file);
    let (win, k) = naive(&rule, n);
    assert!(win, "{file}: naive: no win on n={n}");
    for limit in (13..=19).step_by(2) {
        let fast = squarecert::enumerate::verify_by(&rule, n, (0, 1), Some(limit), &|| {}).unwrap();
        assert_eq!(fast.is_win(), k.max_ply <= limit, "{file} n={n} --max-ply {limit} (naive deepest leaf {})", k.max_ply);
    }
    k.max_ply
}

#[test]
fn the_ply_limit_agrees_with_the_naive_deepest_leaf() {
    assert_eq!(ply_limit_agrees("certs/plus-rule.txt", 6), 17);
    assert_eq!(ply_limit_agrees("certs/plus-rule.txt", 7), 17);
}

#[test]
fn the_fast_rule_completes_by_15_on_7x7_naively() {
    assert_eq!(ply_limit_agrees("certs/fast-rule.txt", 7), 15);
    check_rule("certs/fast-rule.txt", 7);
}
