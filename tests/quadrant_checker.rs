//! A deliberately simple, independent checker of the quadrant strategy
//! `certs/quadrant-strategy.txt` (docs/FORMATS.md "Quadrant strategy"; docs/FASTEST.md §5,
//! (QG) and (QO)). Nothing here comes from the library: its own squares (`tests/simple`),
//! trace, third-stone cells, second-stone types and window game, read from the lemmas'
//! statements in docs/FASTEST.md §5. It checks that the file covers every first stone (each
//! cell of `Z = [0,17)²` but the opening, each cell of `[0,41)²` outside `Z`, every band of far
//! first stones, and the threat moves of every ply-3 move used outside `Z`), and that each
//! entry wins: for every second stone (the lemma's finite list) some listed ply-5 move wins
//! the closed window game from ply 7 against every third stone (window cells, special cells
//! and one plain cell). The far-second-stone types are tried at `max(x, y) = 45`, not at 41
//! as the generator does: other representatives of the same types, a sample of that lemma
//! (the checker assumes the hand lemmas; it does not prove them).
//!
//! The default test checks the file's coverage and a sample of entries (about 15 s);
//! `cargo test --release --test quadrant_checker -- --ignored` (`make test-quadrant`) checks
//! every entry.

mod simple;

use std::collections::{BTreeMap, BTreeSet, HashMap};

type Cell = (i64, i64);
/// Window cells as bits `y·9 + x`.
type Mask = u128;
/// A trace: (window corners, open) of every square through a free stone outside the window
/// with at most one corner outside the window and the free stones.
type Trace = BTreeSet<(Mask, bool)>;

const W: i64 = 9;
const Z: i64 = 17;
const NEAR: i64 = 41;
/// Where the checker takes its far-second-stone representatives.
const FAR: i64 = 45;
const DEADLINE: u32 = 13;
const OPENING: Cell = (4, 4);
const ALL: Mask = (1u128 << 81) - 1;

fn in_r(c: Cell) -> bool {
    (0..W).contains(&c.0) && (0..W).contains(&c.1)
}

fn in_z(c: Cell) -> bool {
    (0..Z).contains(&c.0) && (0..Z).contains(&c.1)
}

fn bit(c: Cell) -> Mask {
    if in_r(c) {
        1u128 << (c.1 * W + c.0)
    } else {
        0
    }
}

fn window() -> Vec<Cell> {
    (0..W).flat_map(|y| (0..W).map(move |x| (x, y))).collect()
}

/// The squares having `p` and `q` as two corners, each as its four corners: two when `pq` is a
/// side, one when it is a diagonal, none otherwise.
fn squares_with(p: Cell, q: Cell) -> Vec<[Cell; 4]> {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    if (dx, dy) == (0, 0) {
        vec![]
    } else if dy == 0 {
        [1, -1].iter().map(|s| [p, q, (p.0, p.1 + s * dx), (q.0, q.1 + s * dx)]).collect()
    } else if dx == 0 {
        [1, -1].iter().map(|s| [p, q, (p.0 + s * dy, p.1), (q.0 + s * dy, q.1)]).collect()
    } else if dx.abs() == dy.abs() {
        vec![[p, q, (q.0, p.1), (p.0, q.1)]]
    } else {
        vec![]
    }
}

/// The trace of the free stones `free` (docs/FASTEST.md §5, locality lemma): every square on
/// the quadrant through a free stone `r` outside the window with at most one corner outside
/// the window and the free stones; it has a second such corner `a`, and `ra` is a side or a
/// diagonal of it, so it is among the squares with `r` and `a` as corners.
fn trace(free: &[Cell]) -> Trace {
    let outside: Vec<Cell> = free.iter().copied().filter(|&c| !in_r(c)).collect();
    let known = |c: Cell| in_r(c) || outside.contains(&c);
    let mut t = Trace::new();
    for &r in &outside {
        for a in window().into_iter().chain(outside.iter().copied()) {
            for q in squares_with(r, a) {
                if q.iter().all(|c| c.0 >= 0 && c.1 >= 0) {
                    let unknown = q.iter().filter(|&&c| !known(c)).count();
                    if unknown <= 1 {
                        t.insert((q.iter().fold(0, |m, &c| m | bit(c)), unknown == 1));
                    }
                }
            }
        }
    }
    t
}

/// The cells a third stone must be tried on after `r1`, `r2` (third-stone lemma): the window,
/// every corner on the quadrant of a square through two cells of the window and `{r1, r2}`
/// (not `r1`, `r2`), and one plain cell, far from all of them.
fn third_stones(r1: Cell, r2: Cell) -> Vec<Cell> {
    let mut base = window();
    base.extend([r1, r2].iter().filter(|c| !in_r(**c)));
    let mut out: BTreeSet<Cell> = window().into_iter().collect();
    for (i, &a) in base.iter().enumerate() {
        for &b in &base[i + 1..] {
            for q in squares_with(a, b) {
                out.extend(q.iter().filter(|c| c.0 >= 0 && c.1 >= 0));
            }
        }
    }
    out.remove(&r1);
    out.remove(&r2);
    let plain = (1000, 3000);
    assert!(!out.contains(&plain) && out.iter().all(|c| c.0 < 1000 && c.1 < 1000));
    out.insert(plain);
    out.into_iter().collect()
}

/// The far-second-stone lemma's stones for a stone `z` of `Z`: one per type at
/// `max(x, y) = FAR`: the row, column and diagonal bands of the window, `z`'s row, column and
/// diagonal where they leave the bands, and one on no band and no line through `z`.
fn far_types(z: Cell) -> Vec<Cell> {
    let diagonal = |k: i64| if k >= 0 { (FAR, FAR - k) } else { (FAR + k, FAR) };
    let mut v: Vec<Cell> = (0..W).flat_map(|b| [(FAR, b), (b, FAR)]).collect();
    v.extend((-(W - 1)..W).map(diagonal));
    if z.1 >= W {
        v.push((FAR, z.1));
    }
    if z.0 >= W {
        v.push((z.0, FAR));
    }
    if (z.0 - z.1).abs() >= W {
        v.push(diagonal(z.0 - z.1));
    }
    v.push((FAR, 20)); // no band (y >= 9, x - y = 25), and z's lines miss it (z in [0,17)^2)
    v
}

/// The band of a cell outside `Z` (row, column or diagonal of the window, or none).
fn band_name(c: Cell) -> String {
    if c.1 < W {
        format!("row {}", c.1)
    } else if c.0 < W {
        format!("column {}", c.0)
    } else if (c.0 - c.1).abs() < W {
        format!("diagonal {}", c.0 - c.1)
    } else {
        "free".to_string()
    }
}

/// The closed window game from ply 7, with a table of answers.
struct Game {
    squares: Vec<Mask>,
    /// Answers at ply 7, by P1's and P2's window stones, then by trace.
    memo: HashMap<(Mask, Mask), HashMap<Trace, bool>>,
}

impl Game {
    fn new() -> Game {
        let through = simple::squares_through(W as usize);
        let mut squares: BTreeSet<Mask> = BTreeSet::new();
        for list in &through {
            for sq in list {
                squares.insert(sq.iter().fold(0, |m, &i| m | 1u128 << i));
            }
        }
        Game { squares: squares.into_iter().collect(), memo: HashMap::new() }
    }

    /// P1's threat cells (three P1 corners of a window square, the fourth empty).
    fn threats(&self, p1: Mask, p2: Mask) -> Mask {
        let empty = ALL & !p1 & !p2;
        self.squares.iter().filter(|&&q| (q & p1).count_ones() == 3).fold(0, |t, &q| t | (q & empty))
    }

    /// Whether P1, to move at `ply` (odd, ≥ 7), completes a square by the deadline: every P1
    /// move in the window and making a threat cell, a P2 threat cell blocked, a P2 threat
    /// outside the window lost; P2's moves are blocks.
    fn p1_to_move(&mut self, p1: Mask, p2: Mask, tr: &Trace, ply: u32) -> bool {
        if ply > DEADLINE {
            return false;
        }
        if self.threats(p1, p2) != 0 {
            return true;
        }
        if tr.iter().any(|&(q, open)| open && q & p2 == q) || ply + 2 > DEADLINE {
            return false;
        }
        if ply == 7 {
            if let Some(&r) = self.memo.get(&(p1, p2)).and_then(|m| m.get(tr)) {
                return r;
            }
        }
        let empty = ALL & !p1 & !p2;
        let mut t2: Mask = self.squares.iter().filter(|&&q| (q & p2).count_ones() == 3).fold(0, |t, &q| t | (q & empty));
        for &(q, open) in tr {
            if !open && q & p1 == 0 && (q & empty).count_ones() == 1 {
                t2 |= q & empty;
            }
        }
        let mut won = false;
        if t2.count_ones() <= 1 {
            let mut cands = if t2 != 0 { t2 } else { empty };
            while cands != 0 && !won {
                let m = cands & cands.wrapping_neg();
                cands &= !m;
                let t1 = self.threats(p1 | m, p2);
                won = match t1.count_ones() {
                    0 => false,
                    1 => self.p1_to_move(p1 | m, p2 | t1, tr, ply + 2),
                    _ => true,
                };
            }
        }
        if ply == 7 {
            self.memo.entry((p1, p2)).or_default().insert(tr.clone(), won);
        }
        won
    }

    /// Whether the ply-5 move `m5` wins against every third stone after `r1`, `r2`, P1
    /// holding the opening and `m3`.
    fn fifth_wins(&mut self, m3: Cell, r1: Cell, r2: Cell, m5: Cell, thirds: &[Cell]) -> bool {
        if !in_r(m5) || [OPENING, m3, r1, r2].contains(&m5) {
            return false;
        }
        let p1 = bit(OPENING) | bit(m3) | bit(m5);
        thirds.iter().filter(|r3| ![OPENING, m3, m5].contains(r3)).all(|&r3| {
            let p2 = bit(r1) | bit(r2) | bit(r3);
            self.p1_to_move(p1, p2, &trace(&[r1, r2, r3]), 7)
        })
    }

    /// The first listed ply-5 move that wins after `r1`, `r2`.
    fn beaten(&mut self, m3: Cell, r1: Cell, r2: Cell, m5s: &[Cell]) -> bool {
        let thirds = third_stones(r1, r2);
        m5s.iter().any(|&m5| self.fifth_wins(m3, r1, r2, m5, &thirds))
    }
}

/// One line of the certificate: its kind and key, the ply-3 move and the ply-5 moves.
#[derive(Debug, Clone)]
struct Entry {
    kind: String,
    key: String,
    m3: Cell,
    m5: Vec<Cell>,
}

fn pairs(nums: &[i64]) -> Vec<Cell> {
    nums.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// Reads the certificate: the header line and the entries (panics, naming the line, on
/// anything else: this is a test).
fn read() -> Vec<Entry> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/certs/quadrant-strategy.txt");
    let text = std::fs::read_to_string(path).expect("certs/quadrant-strategy.txt: run make quadrant");
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    assert_eq!(lines.next(), Some("quadrant 1 window 9 opening 4 4 deadline 13"));
    lines
        .map(|l| {
            let w: Vec<&str> = l.split(' ').collect();
            let at = |s: &str| w.iter().position(|x| *x == s).unwrap_or_else(|| panic!("no {s} in {l:?}"));
            let (i3, i5) = (at("m3"), at("m5"));
            let num = |s: &&str| s.parse::<i64>().unwrap_or_else(|_| panic!("{s:?} in {l:?}"));
            let m3: Vec<i64> = w[i3 + 1..i5].iter().map(num).collect();
            let m5: Vec<i64> = w[i5 + 1..].iter().map(num).collect();
            assert!(m3.len() == 2 && !m5.is_empty() && m5.len().is_multiple_of(2), "{l:?}");
            Entry { kind: w[0].to_string(), key: w[1..i3].join(" "), m3: (m3[0], m3[1]), m5: pairs(&m5) }
        })
        .collect()
}

fn cell_of(key: &str) -> Cell {
    let v: Vec<i64> = key.split(' ').map(|s| s.parse().unwrap()).collect();
    (v[0], v[1])
}

/// Checks one entry; returns the number of (second stone) cases beaten, panicking on one not.
fn check(game: &mut Game, e: &Entry) -> usize {
    let m3 = e.m3;
    assert!(in_r(m3) && m3 != OPENING, "{e:?}: the ply-3 move must be a window cell other than the opening");
    let mut cases = 0;
    match e.kind.as_str() {
        "z" => {
            let r1 = cell_of(&e.key);
            assert!(in_z(r1) && r1 != OPENING && m3 != r1, "{e:?}");
            let mut seconds: Vec<Cell> = (0..NEAR).flat_map(|y| (0..NEAR).map(move |x| (x, y))).collect();
            seconds.extend(far_types(r1));
            for r2 in seconds.into_iter().filter(|c| ![OPENING, m3, r1].contains(c)) {
                assert!(game.beaten(m3, r1, r2, &e.m5), "{e:?}: no listed ply-5 move beats the second stone {r2:?}");
                cases += 1;
            }
        }
        "near" => {
            let f = cell_of(&e.key);
            assert!(!in_z(f) && f.0.max(f.1) < NEAR, "{e:?}");
            for z in (0..Z).flat_map(|y| (0..Z).map(move |x| (x, y))).filter(|c| ![OPENING, m3].contains(c)) {
                assert!(game.beaten(m3, f, z, &e.m5), "{e:?}: no listed ply-5 move beats the second stone {z:?}");
                cases += 1;
            }
        }
        "band" => {
            for z in (0..Z).flat_map(|y| (0..Z).map(move |x| (x, y))).filter(|c| ![OPENING, m3].contains(c)) {
                for f in far_types(z).into_iter().filter(|&f| band_name(f) == e.key) {
                    assert!(game.beaten(m3, f, z, &e.m5), "{e:?}: no listed ply-5 move beats the first stone {f:?} and the second {z:?}");
                    cases += 1;
                }
            }
        }
        "two" => {
            // both stones outside Z: no open square, or one on a window cell (docs/FASTEST.md §5)
            let p1 = bit(OPENING) | bit(m3);
            let mut sets: Vec<Trace> = vec![Trace::new()];
            sets.extend(window().into_iter().filter(|c| ![OPENING, m3].contains(c)).map(|c| Trace::from([(bit(c), true)])));
            for tr in sets {
                let ok = e.m5.iter().any(|&m5| {
                    if !in_r(m5) || [OPENING, m3].contains(&m5) {
                        return false;
                    }
                    let t = game.threats(p1 | bit(m5), 0);
                    match t.count_ones() {
                        0 => false,
                        1 => game.p1_to_move(p1 | bit(m5), t, &tr, 7),
                        _ => true,
                    }
                });
                assert!(ok, "{e:?}: no listed ply-5 move making a threat cell beats {tr:?}");
                cases += 1;
            }
        }
        k => panic!("unknown entry kind {k:?}"),
    }
    cases
}

/// The file covers every case: each first stone of `Z` but the opening, each of `[0,41)²`
/// outside `Z`, the 35 bands and no band (`free`), and a `two` entry for every ply-3 move
/// used outside `Z`.
fn coverage(entries: &[Entry]) -> BTreeMap<String, usize> {
    let mut kinds = BTreeMap::new();
    for e in entries {
        *kinds.entry(e.kind.clone()).or_insert(0) += 1;
    }
    let keys = |k: &str| -> BTreeSet<String> { entries.iter().filter(|e| e.kind == k).map(|e| e.key.clone()).collect() };
    let z: BTreeSet<String> = (0..Z).flat_map(|y| (0..Z).map(move |x| format!("{x} {y}"))).filter(|k| k != "4 4").collect();
    assert_eq!(keys("z"), z);
    let near: BTreeSet<String> = (0..NEAR).flat_map(|y| (0..NEAR).map(move |x| (x, y))).filter(|&c| !in_z(c)).map(|(x, y)| format!("{x} {y}")).collect();
    assert_eq!(keys("near"), near);
    let mut bands: BTreeSet<String> = (0..W).map(|k| format!("row {k}")).chain((0..W).map(|k| format!("column {k}"))).collect();
    bands.extend((-(W - 1)..W).map(|k| format!("diagonal {k}")));
    bands.insert("free".to_string());
    assert_eq!(keys("band"), bands);
    let used: BTreeSet<Cell> = entries.iter().filter(|e| e.kind == "near" || e.kind == "band").map(|e| e.m3).collect();
    let two: BTreeSet<Cell> = entries.iter().filter(|e| e.kind == "two").map(|e| e.m3).collect();
    assert_eq!(used, two, "a two entry for every ply-3 move used outside Z, and no other");
    assert_eq!(entries.len(), kinds.values().sum::<usize>());
    kinds
}

#[test]
fn the_quadrant_strategy_covers_every_first_stone_and_a_sample_wins() {
    let entries = read();
    let kinds = coverage(&entries);
    assert_eq!(kinds, BTreeMap::from([("band".to_string(), 36), ("near".to_string(), 1392), ("two".to_string(), kinds["two"]), ("z".to_string(), 288)]));
    let mut game = Game::new();
    // a sample: the first stones (0, 0), (1, 0) and (16, 16) of Z, two near first stones, two
    // bands and every two entry
    let pick = |kind: &str, key: &str| entries.iter().find(|e| e.kind == kind && e.key == key).unwrap().clone();
    let mut sample = vec![pick("z", "0 0"), pick("z", "1 0"), pick("z", "16 16"), pick("near", "17 3"), pick("near", "40 40"), pick("band", "row 3"), pick("band", "free")];
    sample.extend(entries.iter().filter(|e| e.kind == "two").cloned());
    let cases: Vec<usize> = sample.iter().map(|e| check(&mut game, e)).collect();
    eprintln!("cases per sampled entry: {cases:?}");
    // (0, 0): [0,41)^2 less three cells, and 36 types; (16, 16): 38 (its row and column leave the bands); free: 287 + 344 lines of z
    assert_eq!(&cases[..7], &[1678 + 36, 1678 + 36, 1678 + 38, 287, 287, 287, 287 + 344]);
}

/// A wrong entry is refused: the ply-3 move (3, 3) after the first stone (1, 0) (the second
/// stone (4, 3) refutes it, docs/FASTEST.md §5), and a `two` entry whose only ply-5 move makes
/// its threat cell on the open square.
#[test]
fn the_checker_refuses_a_losing_entry() {
    let mut game = Game::new();
    let bad = Entry { kind: "z".into(), key: "1 0".into(), m3: (3, 3), m5: window() };
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&mut game, &bad)));
    assert!(r.is_err());
    assert!(!game.beaten((3, 3), (1, 0), (4, 3), &window()));
    let bad = Entry { kind: "two".into(), key: String::new(), m3: (3, 3), m5: vec![(4, 3)] };
    assert!(std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&mut Game::new(), &bad))).is_err());
    let good = Entry { kind: "two".into(), key: String::new(), m3: (3, 3), m5: vec![(4, 3), (3, 4)] };
    assert_eq!(check(&mut Game::new(), &good), 80);
    // P1 on (4, 4), (2, 0), (4, 2) against (0, 4), (8, 4): only a third stone on (0, 12) or
    // (8, 12), a corner of the square through the two window cells, refutes it (an open
    // square whose window corners P2 holds: a threat outside the window)
    let thirds = third_stones((0, 4), (8, 4));
    assert!(thirds.contains(&(0, 12)) && thirds.contains(&(8, 12)));
    assert!(!game.fifth_wins((2, 0), (0, 4), (8, 4), (4, 2), &thirds));
    let others: Vec<Cell> = thirds.iter().copied().filter(|c| *c != (0, 12) && *c != (8, 12)).collect();
    assert!(game.fifth_wins((2, 0), (0, 4), (8, 4), (4, 2), &others));
    assert!(trace(&[(0, 4), (8, 4), (0, 12)]).contains(&(bit((0, 4)) | bit((8, 4)), true)));
    // a closed square: P2 on (23, 1), (3, 21), (23, 21) threatens the window cell (3, 1), which
    // P1 on (4, 4), (3, 3), (5, 5) can block only with a move making no threat cell
    assert_eq!(trace(&[(23, 1), (3, 21), (23, 21)]), Trace::from([(bit((3, 1)), false)]));
    assert!(!game.fifth_wins((3, 3), (23, 1), (3, 21), (5, 5), &[(23, 21)]));
    assert!(game.fifth_wins((3, 3), (23, 1), (3, 21), (5, 5), &[(24, 21)]));
}

/// Every entry of the certificate (`make test-quadrant`; about 10 min and 0.6 GB on two
/// threads): 904,556 cases (second stones, far types, or open squares) beaten.
#[test]
#[ignore]
fn every_entry_of_the_quadrant_strategy_wins() {
    let entries = read();
    coverage(&entries);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunks: Vec<Vec<Entry>> = (0..threads).map(|t| entries.iter().skip(t).step_by(threads).cloned().collect()).collect();
    let total: usize = std::thread::scope(|s| {
        let handles: Vec<_> = chunks.iter().map(|c| s.spawn(move || {
            let mut game = Game::new();
            c.iter().map(|e| check(&mut game, e)).sum::<usize>()
        })).collect();
        handles.into_iter().map(|h| h.join().unwrap()).sum()
    });
    eprintln!("{} entries, {total} cases beaten", entries.len());
    assert_eq!((entries.len(), total), (1721, 904_556));
}

