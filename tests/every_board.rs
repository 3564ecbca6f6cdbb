//! Lemma L11 (docs/FASTEST.md §5) played out on real boards by a deliberately naive game:
//! every square of the n×n board listed once by `(x, y, side)`, owners in a plain grid, no
//! frame, pair or scale lemma. P2 plays `squarecert::fastest::every_board::Strategy`; P1
//! plays every first stone of a sample (every cell on small boards), every second and third
//! stone and every fourth; after P1's fourth stone (ply 7), P1 must not hold two threat
//! cells unless P2 still holds one (then P2 completes at ply 8), and after ply 6 P1 must hold
//! none. That is "P1 completes no square before ply 11" (P2 blocks a single threat at ply 8).

use squarecert::fastest::every_board::{Cell, Ply2, Strategy};
use std::sync::OnceLock;

fn strategy() -> &'static Strategy {
    static S: OnceLock<Strategy> = OnceLock::new();
    S.get_or_init(|| Strategy::new().expect("the case check of Lemma L11 holds"))
}

/// The strategy with P2's ply-2 stone on the diagonal neighbour towards the centre.
fn diagonal() -> &'static Strategy {
    static S: OnceLock<Strategy> = OnceLock::new();
    S.get_or_init(|| Strategy::with(Ply2::Diagonal).expect("the case check of Lemma L11 holds with diagonal ply-2 stones"))
}

/// The naive board: the owner of each cell (0 free, 1 P1, 2 P2) and the stones played.
struct Naive {
    n: i64,
    owner: Vec<u8>,
    stones: Vec<Cell>,
}

impl Naive {
    fn new(n: i64) -> Naive {
        Naive { n, owner: vec![0; (n * n) as usize], stones: Vec::new() }
    }
    fn at(&self, c: Cell) -> u8 {
        self.owner[(c.1 * self.n + c.0) as usize]
    }
    fn set(&mut self, c: Cell, v: u8) {
        self.owner[(c.1 * self.n + c.0) as usize] = v;
        if v == 0 {
            self.stones.retain(|&s| s != c);
        } else {
            self.stones.push(c);
        }
    }
    fn first_free(&self) -> Cell {
        let i = self.owner.iter().position(|&o| o == 0).unwrap() as i64;
        (i % self.n, i / self.n)
    }
    /// Every square of the board with a corner at a stone: the square `(x, y, side)` for
    /// each side and each of the four places of the stone, kept when on the board (a square
    /// with several stones comes several times).
    fn squares_at_stones(&self) -> Vec<[Cell; 4]> {
        let mut out: Vec<[Cell; 4]> = Vec::new();
        for &(u, v) in &self.stones {
            for s in 1..self.n {
                for (x, y) in [(u, v), (u - s, v), (u, v - s), (u - s, v - s)] {
                    if x >= 0 && y >= 0 && x + s < self.n && y + s < self.n {
                        out.push([(x, y), (x + s, y), (x, y + s), (x + s, y + s)]);
                    }
                }
            }
        }
        out
    }
    /// A free cell completing a P1 square, if any.
    fn p1_threat(&self) -> Option<Cell> {
        self.squares_at_stones().into_iter().find_map(|sq| {
            let free: Vec<Cell> = sq.iter().copied().filter(|&c| self.at(c) == 0).collect();
            (free.len() == 1 && sq.iter().filter(|&&c| self.at(c) == 1).count() == 3).then(|| free[0])
        })
    }
    /// Why P1, to play ply 7, gets through: a threat cell now, or a move after which P1 holds
    /// two threat cells while P2 holds none but that move. `None` when P1 cannot.
    fn p1_breaks_through(&self) -> Option<String> {
        let mut p1_pairs: Vec<(Cell, Cell)> = Vec::new(); // two P1, two free: (d, threat after d)
        let mut p2_threats: Vec<Cell> = Vec::new();
        for sq in self.squares_at_stones() {
            let (mut one, mut two, mut free) = (0, 0, Vec::new());
            for c in sq {
                match self.at(c) {
                    1 => one += 1,
                    2 => two += 1,
                    _ => free.push(c),
                }
            }
            if one == 3 && two == 0 {
                return Some(format!("P1 threatens {:?} after ply 6", free[0]));
            }
            if one == 2 && two == 0 {
                p1_pairs.push((free[0], free[1]));
                p1_pairs.push((free[1], free[0]));
            }
            if two == 3 && one == 0 && !p2_threats.contains(&free[0]) {
                p2_threats.push(free[0]);
            }
        }
        for &(d, _) in &p1_pairs {
            let mut threats: Vec<Cell> = p1_pairs.iter().filter(|p| p.0 == d).map(|p| p.1).collect();
            threats.sort();
            threats.dedup();
            if threats.len() >= 2 && p2_threats.iter().all(|&t| t == d) {
                return Some(format!("P1 plays {d:?}: threat cells {threats:?}"));
            }
        }
        None
    }
}

/// Plays P2's strategy against every P1 line from each first stone of `firsts`; the error
/// names the first line where P1 gets through. Returns the number of positions after ply 6.
/// With `weak`, P2's ply-6 move only blocks a P1 threat, else takes the first free cell (the
/// defence of Lemma L, which must fail).
fn try_play(n: i64, firsts: &[Cell], weak: bool) -> Result<usize, String> {
    try_play_with(strategy(), n, firsts, weak)
}

/// [`try_play`] with P2 playing `s`.
fn try_play_with(s: &Strategy, n: i64, firsts: &[Cell], weak: bool) -> Result<usize, String> {
    let mut g = Naive::new(n);
    let all: Vec<Cell> = (0..n).flat_map(|y| (0..n).map(move |x| (x, y))).collect();
    let mut count = 0;
    for &a in firsts {
        g.set(a, 1);
        let p2 = s.ply2(n, a);
        assert_eq!(g.at(p2), 0);
        g.set(p2, 2);
        for &b in &all {
            if g.at(b) != 0 {
                continue;
            }
            g.set(b, 1);
            let m4 = s.ply4(n, a, p2, b).filter(|&m| g.at(m) == 0).unwrap_or_else(|| g.first_free());
            g.set(m4, 2);
            for &c in &all {
                if g.at(c) != 0 {
                    continue;
                }
                g.set(c, 1);
                let m6 = if weak { g.p1_threat() } else { s.ply6(n, [a, b, c], [p2, m4]) };
                let m6 = m6.filter(|&m| g.at(m) == 0).unwrap_or_else(|| g.first_free());
                g.set(m6, 2);
                if let Some(why) = g.p1_breaks_through() {
                    return Err(format!("{n}x{n}: P1 {a:?} {b:?} {c:?}, P2 {p2:?} {m4:?} {m6:?}: {why}"));
                }
                count += 1;
                g.set(m6, 0);
                g.set(c, 0);
            }
            g.set(m4, 0);
            g.set(b, 0);
        }
        g.set(p2, 0);
        g.set(a, 0);
    }
    Ok(count)
}

fn play(n: i64, firsts: &[Cell]) -> usize {
    try_play(n, firsts, false).unwrap_or_else(|e| panic!("{e}"))
}

/// The naive game catches a defence that at ply 6 only blocks single threats (Lemma L's):
/// P1 gets two threat cells at ply 7.
#[test]
fn a_weakened_defence_fails() {
    let e = try_play(9, &[(4, 4)], true).unwrap_err();
    assert!(e.contains("threat cells"), "{e}");
}

#[test]
fn the_defence_holds_on_every_line_of_the_7x7_and_10x10_boards() {
    for n in [7, 10] {
        let all: Vec<Cell> = (0..n).flat_map(|y| (0..n).map(move |x| (x, y))).collect();
        // every first stone; every second (P2's ply-2 cell taken), every third (two P2 cells)
        let cells = (n * n) as usize;
        assert_eq!(play(n, &all), cells * (cells - 2) * (cells - 4));
    }
}

/// Lemma L11 with P2's ply-2 stone on a diagonal neighbour (`squarecert delay-every-board
/// --diagonal`), played out the same way; its ply-2 stone is never an orthogonal neighbour.
#[test]
fn the_diagonal_defence_holds_on_every_line_of_the_7x7_and_10x10_boards() {
    for n in [7, 10] {
        let all: Vec<Cell> = (0..n).flat_map(|y| (0..n).map(move |x| (x, y))).collect();
        for &a in &all {
            let p2 = diagonal().ply2(n, a);
            assert_eq!(((p2.0 - a.0).abs(), (p2.1 - a.1).abs()), (1, 1), "{a:?}");
        }
        let cells = (n * n) as usize;
        assert_eq!(try_play_with(diagonal(), n, &all, false).unwrap_or_else(|e| panic!("{e}")), cells * (cells - 2) * (cells - 4));
    }
    let p17 = [(0, 0), (16, 0), (8, 0), (1, 1), (8, 8), (3, 12), (16, 9), (15, 14)];
    assert_eq!(try_play_with(diagonal(), 17, &p17, false).unwrap_or_else(|e| panic!("{e}")), p17.len() * 287 * 285);
}

/// Lemma L11 with the diagonal ply-2 stone and the ply-4 cells chosen for ply 11 on 9×9
/// (`squarecert::fastest::l11_opening::choices_9x9`, some of them pairs of cells, the first on
/// the board played), played out the same way: it still holds ply 9.
#[test]
fn the_defence_with_the_ply_4_cells_chosen_for_ply_11_holds_on_every_line_of_7x7_and_10x10() {
    let s = Strategy::with_ply4(Ply2::Diagonal, &squarecert::fastest::l11_opening::choices_9x9()).expect("the chosen cells pass the check");
    for n in [7, 10] {
        let all: Vec<Cell> = (0..n).flat_map(|y| (0..n).map(move |x| (x, y))).collect();
        let cells = (n * n) as usize;
        assert_eq!(try_play_with(&s, n, &all, false).unwrap_or_else(|e| panic!("{e}")), cells * (cells - 2) * (cells - 4));
    }
    let p17 = [(0, 0), (16, 0), (8, 0), (1, 1), (8, 8), (3, 12), (16, 9), (15, 14)];
    assert_eq!(try_play_with(&s, 17, &p17, false).unwrap_or_else(|e| panic!("{e}")), p17.len() * 287 * 285);
}

#[test]
fn the_defence_holds_from_sample_first_stones_on_17x17() {
    // corners, edges, near-edge and centre cells; units up to 16 (above 13: rescaled cells)
    let p17 = [(0, 0), (16, 0), (8, 0), (1, 1), (8, 8), (3, 12), (16, 9), (15, 14)];
    assert_eq!(play(17, &p17), p17.len() * 287 * 285);
}

#[test]
#[ignore = "about a minute: 5.1 million lines on 40x40 (make test-slow)"]
fn the_defence_holds_from_two_first_stones_on_40x40() {
    let p40 = [(20, 20), (39, 17)];
    assert_eq!(play(40, &p40), p40.len() * 1598 * 1596);
}
