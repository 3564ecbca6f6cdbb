//! `unrelated_three_delay` of coq/SquareGame/Frames.v (docs/FASTEST.md §5, "How many units"),
//! played out on real boards by a deliberately simple game: every square of the n×n board
//! listed by `(x, y, side)`, owners in a plain grid, the pair forms written out here, nothing
//! shared with the library.
//!
//! The theorem: if no two of P1's first three stones differ in a pair form (`(s, 0)`,
//! `(2s, 0)`, `(s, s)` or `(2s, s)` up to symmetry: the same row, column or diagonal, or a
//! 2:1 slope), then whatever P2's first three stones, P2 blocking P1's threat cell at plies 8
//! and 10 (any free cell where there is none) leaves P1 no free threat cell after ply 6, 8 or
//! 10, so P1 completes no square by ply 11 (a line ends where P2's block completes a P2
//! square). The control: with two of the three stones in a pair form, the same blocking loses
//! by ply 11 in most games, so blocking alone needs the hypothesis, and the game below can
//! see a loss.

mod simple;

/// A cell `(x, y)`.
type Cell = (i64, i64);

/// Every square of the n×n board as its four corners (`tests/simple`).
fn squares(n: i64) -> Vec<[Cell; 4]> {
    simple::squares(n as usize).into_iter().map(|q| q.map(|i| (i as i64 % n, i as i64 / n))).collect()
}

/// Whether two different cells differ in a pair form for some `s ≥ 1`: sorted coordinate
/// differences `(a, b)`, `a ≥ b`, of the form `(s, 0)`, `(2s, 0)`, `(s, s)` or `(2s, s)`.
fn pair_form(p: Cell, r: Cell) -> bool {
    let (dx, dy) = ((p.0 - r.0).abs(), (p.1 - r.1).abs());
    let (a, b) = (dx.max(dy), dx.min(dy));
    a > 0 && (b == 0 || a == b || a == 2 * b)
}

/// The game: owners of the n×n cells (0 free, 1 P1, 2 P2), the board's squares, the squares
/// through each cell, and per square its count of P1 and of P2 corners.
struct Game<'a> {
    n: i64,
    sq: &'a [[Cell; 4]],
    through: &'a [Vec<usize>],
    grid: Vec<u8>,
    ones: Vec<u8>,
    twos: Vec<u8>,
}

impl<'a> Game<'a> {
    fn new(n: i64, sq: &'a [[Cell; 4]], through: &'a [Vec<usize>]) -> Self {
        Game { n, sq, through, grid: vec![0; (n * n) as usize], ones: vec![0; sq.len()], twos: vec![0; sq.len()] }
    }

    fn at(&self, c: Cell) -> u8 {
        self.grid[(c.1 * self.n + c.0) as usize]
    }

    /// Gives the free cell `c` to player `v` (1 or 2), or frees it again (`v = 0`).
    fn set(&mut self, c: Cell, v: u8) {
        let i = (c.1 * self.n + c.0) as usize;
        let old = std::mem::replace(&mut self.grid[i], v);
        for &s in &self.through[i] {
            match old {
                1 => self.ones[s] -= 1,
                2 => self.twos[s] -= 1,
                _ => {}
            }
            match v {
                1 => self.ones[s] += 1,
                2 => self.twos[s] += 1,
                _ => {}
            }
        }
    }

    /// P1's free threat cells: the free fourth corners of squares with three P1 corners and
    /// no P2 corner, lowest `(y, x)` first, without repeats.
    fn threat_cells(&self) -> Vec<Cell> {
        let mut out: Vec<Cell> = Vec::new();
        for (s, corners) in self.sq.iter().enumerate() {
            if self.ones[s] == 3 && self.twos[s] == 0 {
                let free = corners.iter().copied().find(|&c| self.at(c) == 0).expect("a free fourth corner");
                if !out.contains(&free) {
                    out.push(free);
                }
            }
        }
        out.sort_by_key(|c| (c.1, c.0));
        out
    }

    /// Whether P2 holds the four corners of a square (the game is over, P2 has won).
    fn p2_square(&self) -> bool {
        self.twos.contains(&4)
    }

    /// Whether P1 holds a free threat cell.
    fn threatens(&self) -> bool {
        (0..self.sq.len()).any(|s| self.ones[s] == 3 && self.twos[s] == 0)
    }

    /// P2's blocking answer: P1's lowest free threat cell, else the lowest free cell.
    fn block(&self) -> Cell {
        self.threat_cells().first().copied().unwrap_or_else(|| self.free_cells()[0])
    }

    fn free_cells(&self) -> Vec<Cell> {
        (0..self.n * self.n).map(|i| (i % self.n, i / self.n)).filter(|&c| self.at(c) == 0).collect()
    }
}

/// Plays P1's every fourth and fifth stone against the blocking defence from P1's stones `a`
/// and P2's stones `b` (three each, P1 to move at ply 7). Returns the first line after which
/// P1 holds a free threat cell at ply 6, 8 or 10 (so completes by ply 11), if any; a line
/// where P2's block completes a P2 square ends there, P2 having won (as in Coq's
/// `P2CanDelay`).
fn blocking_loses(n: i64, sq: &[[Cell; 4]], through: &[Vec<usize>], a: &[Cell], b: &[Cell]) -> Option<Vec<Cell>> {
    let mut g = Game::new(n, sq, through);
    for &c in a {
        g.set(c, 1);
    }
    for &c in b {
        g.set(c, 2);
    }
    if g.threatens() {
        return Some(vec![]);
    }
    for s4 in g.free_cells() {
        g.set(s4, 1);
        let b8 = g.block();
        g.set(b8, 2);
        if !g.p2_square() && g.threatens() {
            return Some(vec![s4, b8]);
        }
        for m in g.free_cells() {
            g.set(m, 1);
            let b10 = g.block();
            g.set(b10, 2);
            let left = !g.p2_square() && g.threatens();
            g.set(b10, 0);
            g.set(m, 0);
            if left {
                return Some(vec![s4, b8, m, b10]);
            }
        }
        g.set(b8, 0);
        g.set(s4, 0);
    }
    None
}

/// P2's first three stones for a triple: `k` cells off it, picked by a fixed-seed generator.
fn p2_stones(n: i64, a: &[Cell], seed: &mut u64) -> Vec<Cell> {
    let mut b = Vec::new();
    while b.len() < 3 {
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let i = ((*seed >> 33) % (n * n) as u64) as i64;
        let c = (i % n, i / n);
        if !a.contains(&c) && !b.contains(&c) {
            b.push(c);
        }
    }
    b
}

/// Every three-stone set of the n×n board (`every`-th of them), split by whether two of its
/// stones are in a pair form (`in_form`), each against `tries` placements of P2's three
/// stones: returns (unrelated games, unrelated games lost, related games with no P1 threat
/// cell after ply 6, related games lost among those).
fn play(n: i64, every: usize, tries: usize, in_form: fn(Cell, Cell) -> bool) -> (usize, usize, usize, usize) {
    let sq = squares(n);
    let mut through = vec![Vec::new(); (n * n) as usize];
    for (s, corners) in sq.iter().enumerate() {
        for c in corners {
            through[(c.1 * n + c.0) as usize].push(s);
        }
    }
    let cells: Vec<Cell> = (0..n * n).map(|i| (i % n, i / n)).collect();
    let mut seed = 0x3_5eed_u64 ^ n as u64;
    let (mut unrelated, mut lost, mut related, mut related_lost) = (0, 0, 0, 0);
    let mut index = 0usize;
    for i in 0..cells.len() {
        for j in i + 1..cells.len() {
            for k in j + 1..cells.len() {
                index += 1;
                if !index.is_multiple_of(every) {
                    continue;
                }
                let a = [cells[i], cells[j], cells[k]];
                let paired = in_form(a[0], a[1]) || in_form(a[0], a[2]) || in_form(a[1], a[2]);
                for _ in 0..tries {
                    let b = p2_stones(n, &a, &mut seed);
                    let outcome = blocking_loses(n, &sq, &through, &a, &b);
                    if !paired {
                        unrelated += 1;
                        lost += usize::from(outcome.is_some());
                    } else if outcome != Some(vec![]) {
                        related += 1;
                        related_lost += usize::from(outcome.is_some());
                    }
                }
            }
        }
    }
    (unrelated, lost, related, related_lost)
}

#[test]
fn pair_forms_are_rows_columns_diagonals_and_two_to_one_slopes() {
    assert!(pair_form((0, 0), (5, 0)) && pair_form((3, 1), (3, 7)));
    assert!(pair_form((0, 0), (4, 4)) && pair_form((4, 0), (0, 4)));
    assert!(pair_form((0, 0), (4, 2)) && pair_form((1, 6), (2, 4)));
    assert!(!pair_form((0, 0), (3, 1)) && !pair_form((0, 0), (3, 2)) && !pair_form((2, 2), (5, 6)));
}

#[test]
fn blocking_holds_ply_11_after_three_unrelated_stones_on_6x6() {
    // every three-stone set of 6x6, two placements of P2's stones each
    let (unrelated, lost, related, related_lost) = play(6, 1, 2, pair_form);
    eprintln!("6x6: {unrelated} unrelated games, {lost} lost; {related} related games, {related_lost} lost");
    assert_eq!(lost, 0, "blocking lost after three unrelated stones");
    assert_eq!(unrelated, 2 * 264, "unrelated three-stone sets of 6x6 (264 by a one-line count)");
    // the control: most related sets (P1 without a threat cell after ply 6) beat blocking alone
    assert_eq!((related, related_lost), (13_345, 11_564), "related 6x6 games, and those lost by blocking alone");
}

#[test]
fn blocking_holds_ply_11_after_three_unrelated_stones_on_9x9() {
    // every 17th three-stone set of 9x9, one placement of P2's stones each
    let (unrelated, lost, related, related_lost) = play(9, 17, 1, pair_form);
    eprintln!("9x9: {unrelated} unrelated games, {lost} lost; {related} related games, {related_lost} lost");
    assert_eq!(lost, 0, "blocking lost after three unrelated stones");
    assert_eq!(unrelated, 713, "every 17th three-stone set of 9x9 (713 unrelated by a one-line count)");
    assert_eq!((related, related_lost), (4_263, 3_849), "related 9x9 games, and those lost by blocking alone");
}

#[test]
fn the_two_to_one_slope_is_needed() {
    // pair forms without (2s, s): three stones "unrelated" in that weaker sense beat blocking
    // alone on 6x6, so blocking alone needs that form in the hypothesis
    fn without_slope(p: Cell, r: Cell) -> bool {
        let (dx, dy) = ((p.0 - r.0).abs(), (p.1 - r.1).abs());
        (dx.max(dy) > 0 && dx.min(dy) == 0) || (dx > 0 && dx == dy)
    }
    let (unrelated, lost, _, _) = play(6, 1, 2, without_slope);
    eprintln!("6x6 without the 2:1 slope: {unrelated} games, {lost} lost");
    assert_eq!((unrelated, lost), (2_048, 1_057));
}
