//! The fastest-win solver: "can P1 complete a square by ply D whatever P2 does?", exact, on
//! every board whose cells fit its bit set (`Bits<W>`: certified up to 19×19, the exact search run to 25×25).
//! A depth-first AND/OR search (alpha-beta specialised to a yes/no score)
//! with make/unmake of incrementally kept square counts and threat cells, a transposition
//! table keyed by a symmetry-reduced position, sound threat pruning (a threat of the mover
//! completes; one opposing threat forces the block; two opposing threats lose), the
//! last-chance rule (with one P1 move left before the deadline only a move leaving two threat
//! cells wins, DESIGN.md of issue 3), move ordering by threats created then square potential,
//! and the first P1 move split over threads (rayon) at the root.
//!
//! Transposition keys: each position carries 8 Zobrist hashes, one per symmetry of the board
//! (updated per move); the key is the image of the position under the symmetry of least hash
//! with that hash. Symmetric positions get the same key unless two of the 8 hashes of one
//! position tie (a missed transposition, never a wrong answer: a key is always an exact image).
//! The table ([`Tt`]) stores an image of at most 13 stones packed in 128 bits (`bits::pack`),
//! so an entry of every deadline up to 15 takes a 24-byte slot whatever the board.

use super::bits::{pack, Bits};
use crate::small::geom::sym_xy;
use rayon::prelude::*;
use std::collections::HashMap;
use crate::small::solver::MulHasher;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// Largest board side of the certified path (`squarecert fastest`), in cells: up to 16×16 a
/// certificate names a cell in one byte, on 17×17 to 19×19 in one or two (docs/FORMATS.md).
/// The solver itself takes any `Bits<W>` wide enough; `examples/fastest_solve.rs` runs it
/// without certificates on the widths [`with_bits_width!`](crate::with_bits_width) picks (up to
/// [`super::bits::WIDEST_N`]) and on 22×22 to 32×32 with `Bits<16>`.
pub const MAX_N: usize = 19;

/// Board geometry and one position with incrementally kept square counts and threat cells.
#[derive(Clone)]
pub struct Board<const W: usize> {
    /// Board side in cells.
    pub n: usize,
    /// Number of cells, `n*n`.
    pub cells: usize,
    full: Bits<W>,
    corners: Vec<[u16; 4]>,
    cell_sq: Vec<Vec<u32>>,
    perm: [Vec<u16>; 8],
    zob: Vec<[u64; 2]>,
    weight: Vec<i32>,
    /// The stones of P1 (0) and P2 (1).
    pub stones: [Bits<W>; 2],
    cnt: Vec<[u8; 2]>,
    tc: Vec<[u16; 2]>,
    /// The threat cells of P1 (0) and P2 (1): empty cells completing a square whose other three
    /// corners the player holds (no opposing stone on it).
    pub thr: [Bits<W>; 2],
    /// Per cell and player: the squares through the (empty) cell holding two stones of the
    /// player and none of the other side.
    two: Vec<[u16; 2]>,
    /// Per player, the cells where `two ≥ 1` (a stone there creates a threat) and `two ≥ 2`
    /// (a stone there may create two threat cells: the candidates of the last-chance rule).
    near: [[Bits<W>; 2]; 2],
    z: [u64; 8],
    /// Stones on the board (the next ply is `placed + 1`).
    pub placed: u32,
}

/// A transposition key: an exact image of the position and the hash that chose it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Key<const W: usize> {
    h: u64,
    /// The image of (P1 stones, P2 stones).
    pub img: [Bits<W>; 2],
}

impl<const W: usize> Hash for Key<W> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.h);
    }
}

/// A key's image packed by [`pack`] (two 64-bit words, low first).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Packed([u64; 2]);

impl Hash for Packed {
    /// splitmix64's finaliser over both words: the packed words keep counts and cells in
    /// fixed bit fields, so their low bits alone would crowd the table's buckets.
    fn hash<H: Hasher>(&self, state: &mut H) {
        let mut x = self.0[0] ^ self.0[1].rotate_left(32).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        state.write_u64(x ^ (x >> 31));
    }
}

/// The transposition table: [`Key`] → "P1 completes a square by the deadline". A key whose
/// image holds at most [`PACKED_STONES`](super::bits::PACKED_STONES) stones (12 on the
/// experiments' boards past 512 cells) is stored packed ([`pack`]: a 24-byte slot with its
/// answer), a larger one whole (a `16·W + 16`-byte slot,
/// 112 on 18×18); hashbrown adds a control byte per slot and spare capacity. [`Search::wins`]
/// stores positions of at most `deadline - 2` stones, so the tables of deadlines up to 15 are
/// all packed and only 5×5's deadlines 17 and 19 use whole keys. The ply-13 tables of the
/// large boards hold tens of millions of positions (48.9 M states over the openings searched
/// on 18×18, `certs/fastest.json`). Packing is injective, so the table answers exactly as one
/// keyed by the whole image, and [`Tt::len`] counts the same states.
#[derive(Clone, Default)]
pub struct Tt<const W: usize> {
    packed: HashMap<Packed, bool, BuildHasherDefault<MulHasher>>,
    whole: HashMap<Key<W>, bool, BuildHasherDefault<MulHasher>>,
}

impl<const W: usize> Tt<W> {
    /// The stored answer of `key`, if any.
    #[inline]
    pub fn get(&self, key: &Key<W>) -> Option<bool> {
        match pack(&key.img) {
            Some(k) => self.packed.get(&Packed([k as u64, (k >> 64) as u64])).copied(),
            None => self.whole.get(key).copied(),
        }
    }

    /// Stores the answer of `key`.
    #[inline]
    pub fn insert(&mut self, key: Key<W>, wins: bool) {
        match pack(&key.img) {
            Some(k) => {
                self.packed.insert(Packed([k as u64, (k >> 64) as u64]), wins);
            }
            None => {
                self.whole.insert(key, wins);
            }
        }
    }

    /// Positions stored (states).
    pub fn len(&self) -> usize {
        self.packed.len() + self.whole.len()
    }

    /// Whether no position is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Copies in the "P1 wins" entries of `earlier`, a table of an earlier deadline: a square
    /// completed by an earlier ply is completed by a later one, so they hold here too.
    pub fn copy_wins(&mut self, earlier: &Tt<W>) {
        self.packed.extend(earlier.packed.iter().filter(|e| *e.1));
        self.whole.extend(earlier.whole.iter().filter(|e| *e.1));
    }

    /// Adds every entry of `other`, a table of the same deadline (exact answers of the same
    /// question, so any union is sound).
    pub fn merge(&mut self, other: Tt<W>) {
        if self.is_empty() {
            *self = other;
            return;
        }
        self.packed.extend(other.packed);
        self.whole.extend(other.whole);
    }
}

/// The cell index `y*n + x` of `(x, y)`.
fn idx(n: usize, x: usize, y: usize) -> usize {
    y * n + x
}

impl<const W: usize> Board<W> {
    /// The empty `n`×`n` board (`1 ≤ n`, `n*n ≤ 64·W`).
    pub fn new(n: usize) -> Board<W> {
        assert!(n >= 1 && n * n <= 64 * W, "board {n} does not fit {W} words");
        let cells = n * n;
        let mut corners = Vec::new();
        for s in 1..n {
            for y in 0..n - s {
                for x in 0..n - s {
                    corners.push([idx(n, x, y), idx(n, x + s, y), idx(n, x, y + s), idx(n, x + s, y + s)].map(|c| c as u16));
                }
            }
        }
        let mut cell_sq = vec![Vec::new(); cells];
        for (k, c) in corners.iter().enumerate() {
            for &i in c {
                cell_sq[i as usize].push(k as u32);
            }
        }
        let perm = std::array::from_fn(|g| {
            (0..cells)
                .map(|i| {
                    let (a, b) = sym_xy(g, n, i % n, i / n);
                    idx(n, a, b) as u16
                })
                .collect()
        });
        let mut seed = 0x2545_F491_4F6C_DD1Du64 ^ n as u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let zob = (0..cells).map(|_| [next(), next()]).collect();
        let weight = cell_sq.iter().map(|v| v.len() as i32).collect();
        let nsq = corners.len();
        Board {
            n,
            cells,
            full: Bits::first(cells),
            corners,
            cell_sq,
            perm,
            zob,
            weight,
            stones: [Bits::EMPTY; 2],
            cnt: vec![[0; 2]; nsq],
            tc: vec![[0; 2]; cells],
            thr: [Bits::EMPTY; 2],
            two: vec![[0; 2]; cells],
            near: [[Bits::EMPTY; 2]; 2],
            z: [0; 8],
            placed: 0,
        }
    }

    /// The empty cells.
    #[inline]
    pub fn empty(&self) -> Bits<W> {
        self.full.minus(self.stones[0].or(self.stones[1]))
    }

    /// The side to move: 0 (P1) when both hold as many stones, else 1.
    #[inline]
    pub fn mover(&self) -> usize {
        (self.placed & 1) as usize
    }

    /// The empty corner of square `s` other than `m` that `p` does not hold (for a square with
    /// two stones of `p`, none of the other side, and `m` empty).
    #[inline]
    fn other_empty(&self, s: usize, m: usize, p: usize) -> usize {
        self.corners[s].iter().map(|&c| c as usize).find(|&c| c != m && !self.stones[p].has(c)).expect("a second empty corner")
    }

    /// Adds `d` (±1) to the count of (two stones of `p`, none of the other) squares through
    /// cell `c`, keeping the masks `near[p]`.
    #[inline]
    fn bump(&mut self, c: usize, p: usize, d: i32) {
        let v = (self.two[c][p] as i32 + d) as u16;
        self.two[c][p] = v;
        if v >= 1 { self.near[p][0].set(c) } else { self.near[p][0].clear(c) }
        if v >= 2 { self.near[p][1].set(c) } else { self.near[p][1].clear(c) }
    }

    /// The two corners of square `s` that `p` does not hold, `x` excluded (the square holds
    /// no stone of the other side, and exactly two such corners remain).
    #[inline]
    fn free(&self, s: usize, p: usize, x: usize) -> [usize; 2] {
        let mut out = [0; 2];
        let mut k = 0;
        for &c in &self.corners[s] {
            let c = c as usize;
            if c != x && !self.stones[p].has(c) {
                out[k] = c;
                k += 1;
            }
        }
        out
    }

    /// Keeps the `two` counts when `p` plays (`d = 1`) or takes back (`d = -1`) cell `m` on
    /// square `s`, whose counts before the move are `c`: (1,0) → (2,0) adds the two free
    /// corners left, (2,0) → (3,0) removes the pair {m, t}, and a (0,2) square of the other
    /// side dies, removing its pair.
    #[inline]
    fn pairs(&mut self, s: usize, m: usize, p: usize, c: [u8; 2], d: i32) {
        let q = 1 - p;
        if c[q] == 0 && c[p] == 1 {
            for e in self.free(s, p, m) {
                self.bump(e, p, d);
            }
        } else if c[q] == 0 && c[p] == 2 {
            for e in self.free(s, p, usize::MAX) {
                self.bump(e, p, -d);
            }
        } else if c[p] == 0 && c[q] == 2 {
            for e in self.free(s, q, usize::MAX) {
                self.bump(e, q, -d);
            }
        }
    }

    /// Places a stone of `p` on the empty cell `m`. A move completing a square of `p` ends the
    /// exact game; it is kept (the cell leaves `p`'s threat cells) for the restricted games
    /// where a P2 square need not count ([`Search::p2_squares`]).
    #[inline]
    pub fn make(&mut self, m: usize, p: usize) {
        let q = 1 - p;
        for k in 0..self.cell_sq[m].len() {
            let s = self.cell_sq[m][k] as usize;
            let c = self.cnt[s];
            if c[q] == 0 && c[p] == 2 {
                let t = self.other_empty(s, m, p);
                self.tc[t][p] += 1;
                if self.tc[t][p] == 1 {
                    self.thr[p].set(t);
                }
            }
            if c[p] == 0 && c[q] == 3 {
                self.tc[m][q] -= 1;
                if self.tc[m][q] == 0 {
                    self.thr[q].clear(m);
                }
            }
            if c[q] == 0 && c[p] == 3 {
                // `p` completes its own square: only where that square does not end the game
                // (a P2 square that does not count, `Search::p2_squares`)
                self.tc[m][p] -= 1;
                if self.tc[m][p] == 0 {
                    self.thr[p].clear(m);
                }
            }
            self.pairs(s, m, p, c, 1);
            self.cnt[s][p] += 1;
        }
        self.stones[p].set(m);
        for g in 0..8 {
            self.z[g] ^= self.zob[self.perm[g][m] as usize][p];
        }
        self.placed += 1;
    }

    /// The empty cells lying on at least two squares that hold two stones of `p` and none of
    /// the other side: the only cells where a stone of `p` can create two threat cells when
    /// `p` holds no threat (a stone creates one threat per such square). Elsewhere a stone of
    /// `p` creates at most one threat cell.
    #[inline]
    pub fn double_threat_candidates(&self, p: usize) -> Bits<W> {
        self.near[p][1]
    }

    /// The empty cells where a stone of `p` creates a threat cell: those on a square that
    /// holds two stones of `p` and none of the other side (its fourth corner is then empty).
    /// A P2 move there is a *tempo move*: P1 must answer it on the threat cell.
    #[inline]
    pub fn threat_moves(&self, p: usize) -> Bits<W> {
        self.near[p][0]
    }

    /// Takes back the stone of `p` on `m` (the last [`Board::make`]).
    #[inline]
    pub fn unmake(&mut self, m: usize, p: usize) {
        let q = 1 - p;
        self.placed -= 1;
        for g in 0..8 {
            self.z[g] ^= self.zob[self.perm[g][m] as usize][p];
        }
        self.stones[p].clear(m);
        for k in 0..self.cell_sq[m].len() {
            let s = self.cell_sq[m][k] as usize;
            self.cnt[s][p] -= 1;
            let c = self.cnt[s];
            self.pairs(s, m, p, c, -1);
            if c[q] == 0 && c[p] == 2 {
                let t = self.other_empty(s, m, p);
                self.tc[t][p] -= 1;
                if self.tc[t][p] == 0 {
                    self.thr[p].clear(t);
                }
            }
            if c[p] == 0 && c[q] == 3 {
                self.tc[m][q] += 1;
                if self.tc[m][q] == 1 {
                    self.thr[q].set(m);
                }
            }
            if c[q] == 0 && c[p] == 3 {
                self.tc[m][p] += 1;
                if self.tc[m][p] == 1 {
                    self.thr[p].set(m);
                }
            }
        }
    }

    /// What a stone of `p` on the empty cell `m` would do: the number of distinct threat cells
    /// it creates, its potential (Σ 4^(corners of `p` with `m`) over the squares through `m`
    /// free of the other side, plus the cell's square count) and its spoil (Σ 4^(corners of
    /// the other side) over the squares through `m` free of `p`, plus the square count).
    #[inline]
    pub fn scan(&self, m: usize, p: usize) -> (u32, i32, i32) {
        let q = 1 - p;
        let mut seen = [0u16; 64];
        let mut nt = 0usize;
        let (mut pot, mut spoil) = (self.weight[m], self.weight[m]);
        for &s in &self.cell_sq[m] {
            let s = s as usize;
            let c = self.cnt[s];
            if c[q] == 0 {
                pot += 1 << (2 * (c[p] + 1));
                if c[p] == 2 {
                    let t = self.other_empty(s, m, p) as u16;
                    if !seen[..nt].contains(&t) && nt < 64 {
                        seen[nt] = t;
                        nt += 1;
                    }
                }
            }
            if c[p] == 0 {
                spoil += 1 << (2 * c[q]);
            }
        }
        (nt as u32, pot, spoil)
    }

    /// The transposition key of the position (see the module documentation).
    #[inline]
    pub fn key(&self) -> Key<W> {
        let mut g = 0;
        for h in 1..8 {
            if self.z[h] < self.z[g] {
                g = h;
            }
        }
        Key { h: self.z[g], img: self.image(g) }
    }

    /// The key under the identity and the transposition `(x, y) → (y, x)` only (symmetries
    /// 0 and 4 of `small::geom::sym_xy`): the two symmetries keeping a corner square
    /// `[0,w)²` in place, for a search whose P1 is confined to one ([`Search::p1_corner`]).
    #[inline]
    pub fn corner_key(&self) -> Key<W> {
        let g = if self.z[4] < self.z[0] { 4 } else { 0 };
        Key { h: self.z[g], img: self.image(g) }
    }

    /// The image of the position under symmetry `g` (the order of `small::geom::sym_xy`).
    pub fn image(&self, g: usize) -> [Bits<W>; 2] {
        self.stones.map(|s| {
            let mut o = Bits::EMPTY;
            for i in s.iter() {
                o.set(self.perm[g][i] as usize);
            }
            o
        })
    }

    /// The least of the 8 images of the position (an exact canonical form: two positions get
    /// the same one exactly when a symmetry maps one onto the other).
    pub fn canonical(&self) -> [Bits<W>; 2] {
        (0..8).map(|g| self.image(g)).min().expect("8 symmetries")
    }

    /// The position as text: rows `/`-separated, `X` P1, `O` P2, `.` empty.
    pub fn text(&self) -> String {
        (0..self.n)
            .map(|y| {
                (0..self.n)
                    .map(|x| {
                        let i = idx(self.n, x, y);
                        if self.stones[0].has(i) {
                            'X'
                        } else if self.stones[1].has(i) {
                            'O'
                        } else {
                            '.'
                        }
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("/")
    }
}

/// Which of P2's squares count in a [`Search`] (docs/FASTEST.md §5, "Which P2 squares a
/// defence needs"). A P2 square that does not count never ends the game and its threat never
/// forces P1, so P2 defends with the others and by taking cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum P2Squares {
    /// Every P2 square: the exact game.
    All,
    /// None: a *kill-only* defence (no tempo moves).
    None,
    /// Those whose four corners lie on P1's grid (x among P1's x coordinates, y among its y
    /// coordinates): squares that lie on every board holding P1's stones.
    P1Grid,
    /// Those whose four corners lie in the bounding box of P1's stones: squares that lie on
    /// every board holding P1's stones. (A rule "in the bounding box of all stones" would be
    /// the exact game: three corners of a square span its bounding box, so a square on which
    /// P2 holds three corners lies in the box of P2's stones.)
    P1Box,
}

/// One search "P1 completes a square by ply `deadline`": a board, its transposition table and
/// a node counter.
pub struct Search<const W: usize> {
    /// The position searched from (moved by [`Board::make`] / [`Board::unmake`]).
    pub b: Board<W>,
    /// The completion ply asked about.
    pub deadline: u32,
    /// The transposition table.
    pub tt: Tt<W>,
    /// Nodes visited (positions expanded, counting repeats).
    pub nodes: u64,
    /// An optional cut of P2's moves: when set, P2 chooses only among the cells it returns
    /// (a restricted defence, e.g. [`super::named::named`]); the answer is then "P1 completes
    /// by the deadline against every defence so cut", and the table holds that game's answers.
    /// `None` (the default of [`Search::new`]) is the exact game.
    pub p2_cut: Option<fn(&Board<W>) -> Bits<W>>,
    /// An optional cut of P2's moves that also reads P1's moves in the order played (cells,
    /// P1's first stone first), applied with [`Search::p2_cut`]: for defences whose cells
    /// depend on that order ([`super::named::proviso`]). The order is that of the moves
    /// made with [`Search::play`], of the search's own moves and of the opening of
    /// [`opening_wins`]; stones set up with `b.make` are not in it (a cut at a position
    /// whose P1 stones are not all recorded is given none). While it is set the table keeps
    /// no position with P2 to move (their answers then depend on the order), only those with
    /// P1 to move, whose answers do not as long as the cut below them reads only the set of
    /// P1's stones so far and the order of the later ones; see [`Search::p1_unkept_at`] for
    /// a cut that reads more. `None` (the default of [`Search::new`]) cuts nothing.
    pub p2_cut_order: Option<fn(&Board<W>, &[usize]) -> Bits<W>>,
    /// With [`Search::p2_cut_order`]: positions with P1 to move and this many stones placed
    /// are not kept in the table either, for a cut whose answers below them depend on the
    /// order of P1's stones already placed (the full form of [`super::named::proviso`] at 6
    /// placed: which of P1's three stones came third). `None` (the default) keeps them.
    pub p1_unkept_at: Option<u32>,
    /// P1's moves in the order played, for [`Search::p2_cut_order`]: entry `k` is P1's stone
    /// of ply `2k + 1` (cells), up to the current position's P1 stones (entries past them
    /// are left over from a search and never read).
    p1_order: Vec<usize>,
    /// An optional restriction of P1: from this ply on, every P1 move must be a *forcing
    /// move* (a cell where a P1 stone makes a threat cell), the forced block of a P2 threat
    /// included: P1's choices are cut to forcing moves, and a position where P1 must block a
    /// P2 threat on a cell making no P1 threat counts as not won. So P2's moves from this ply
    /// on are all forced blocks. The answer is then "P1 completes by the deadline with quiet
    /// moves only before this ply": a "yes" is a real P1 win (P2 is not restricted, so every
    /// P1 strategy of the cut game wins the exact game), a "no" says only that no such
    /// strategy exists ([`super::forcing`]). `None` (the default of [`Search::new`]) is the
    /// exact game.
    pub p1_forcing_from: Option<u32>,
    /// With [`Search::p1_forcing_from`]: exempt P1's forced blocks from it, so that only
    /// P1's choices must be forcing moves (a block making no threat is then played, and P2
    /// may get free moves after it). The cut game then contains every rule of the
    /// line-catalog family (docs/FASTEST.md §4), whose choices after ply 4 are forcing.
    /// `false` (the default) cuts the blocks too.
    pub p1_blocks_exempt: bool,
    /// An optional confinement of P1's choices (not its forced blocks) to the corner square
    /// `[0,w)²`, `w` in cells: the shape of a rule that plays the same cells on every board
    /// (docs/FASTEST.md §5, "Quiet moves"). A "yes" is again a real P1 win. The board's
    /// symmetries do not keep the square in place, except the transposition, so the table is
    /// then keyed by [`Board::corner_key`]. `None` (the default) confines nothing.
    pub p1_corner: Option<usize>,
    /// With [`Search::p1_corner`]: confine P1's forced blocks to the corner square too, so
    /// that every P1 stone lies in it (a position where P1 must block a P2 threat outside the
    /// square counts as not won). The *closed* corner game: P2's stones then act on P1 only
    /// through the cells of the square (docs/FASTEST.md §5). `false` (the default) leaves the
    /// blocks free.
    pub p1_closed_corner: bool,
    /// Which P2 squares count ([`P2Squares`]): all of them (the exact game, the default of
    /// [`Search::new`]), none (a *kill-only* defence), those on P1's grid or those in P1's
    /// bounding box. Whether a square counts is judged from the stones on the board when it
    /// matters (P1's box grows as P1 plays); a square P2 completes while it does not count
    /// never ends the game. P1's squares always count.
    pub p2_squares: P2Squares,
}

impl<const W: usize> Search<W> {
    /// A search on the empty `n`×`n` board for completion by ply `deadline`.
    pub fn new(n: usize, deadline: u32) -> Search<W> {
        Search { b: Board::new(n), deadline, tt: Tt::default(), nodes: 0, p2_cut: None, p2_cut_order: None, p1_unkept_at: None, p1_order: Vec::new(), p1_forcing_from: None, p1_blocks_exempt: false, p1_corner: None, p1_closed_corner: false, p2_squares: P2Squares::All }
    }

    /// Plays the cell `m` for player `p` (0 = P1, 1 = P2) on the search's board, recording
    /// P1's moves in order for [`Search::p2_cut_order`] (a position set up with
    /// `s.b.make` has none recorded). Moves alternate from P1 on the empty board.
    pub fn play(&mut self, m: usize, p: usize) {
        if p == 0 {
            // entries past P1's stones are left over from a search
            self.p1_order.truncate(self.b.placed.div_ceil(2) as usize);
            self.p1_order.push(m);
        }
        self.b.make(m, p);
    }

    /// Whether P1, from the current position, completes a square by the deadline against
    /// every defence (exact when [`Search::p2_cut`] is `None` and [`Search::p2_squares`] is
    /// [`P2Squares::All`], else against every defence so cut, with only the P2 squares of the
    /// rule counting), under P1's restrictions ([`Search::p1_forcing_from`],
    /// [`Search::p1_corner`]).
    pub fn wins(&mut self) -> bool {
        self.nodes += 1;
        let b = &self.b;
        let ply = b.placed + 1;
        let dl = self.deadline;
        if ply > dl {
            return false;
        }
        let me = b.mover();
        let empty = b.empty();
        if empty.is_empty() {
            return false;
        }
        let own = if me == 1 { self.p2_threats() } else { b.thr[0] };
        if !own.is_empty() {
            return me == 0;
        }
        let ot = if me == 0 { self.p2_threats() } else { b.thr[0] };
        let nt = ot.count();
        if me == 0 {
            if ply + 2 > dl || nt >= 2 {
                return false;
            }
            if nt == 1 && !self.p1_blocks_exempt && self.cut_applies() && ot.and(b.near[0][0]).is_empty() {
                return false;
            }
            if nt == 1 && self.p1_closed_corner && ot.and(self.corner_cells()).is_empty() {
                return false;
            }
            let moves = if nt == 1 { ot } else { self.p1_choices() };
            if ply + 2 == dl {
                let doubles = moves.and(b.near[0][1]).iter().filter(|&m| b.scan(m, 0).0 >= 2);
                if !self.p1_widens_p2_squares() {
                    return doubles.count() > 0;
                }
                // P1's stone may make a P2 square count, which P2 then completes
                let doubles: Vec<usize> = doubles.collect();
                return doubles.into_iter().any(|m| {
                    self.b.make(m, 0);
                    let none = self.p2_threats().is_empty();
                    self.b.unmake(m, 0);
                    none
                });
            }
            // with an order cut, P1's positions at `p1_unkept_at` are not kept
            let keep = self.p2_cut_order.is_none() || self.p1_unkept_at != Some(b.placed);
            let key = keep.then(|| self.key());
            if let Some(v) = key.as_ref().and_then(|k| self.tt.get(k)) {
                return v;
            }
            let mut res = false;
            for (_, m) in self.order(moves, 0) {
                self.b.make(m as usize, 0);
                if self.p2_cut_order.is_some() {
                    self.p1_order.truncate((ply / 2) as usize);
                    self.p1_order.push(m as usize);
                }
                let r = self.wins();
                self.b.unmake(m as usize, 0);
                if r {
                    res = true;
                    break;
                }
            }
            if let Some(key) = key {
                self.tt.insert(key, res);
            }
            res
        } else {
            if ply + 1 > dl {
                return false;
            }
            if nt >= 2 {
                return true;
            }
            if nt == 1 {
                let m = ot.lowest().expect("one threat");
                self.b.make(m, 1);
                let r = self.wins();
                self.b.unmake(m, 1);
                return r;
            }
            // with an order cut, no P2 position is kept
            let key = self.p2_cut_order.is_none().then(|| self.key());
            if let Some(v) = key.as_ref().and_then(|k| self.tt.get(k)) {
                return v;
            }
            let moves = if ply + 3 == dl {
                match self.last_defence(empty) {
                    Some(m) => m,
                    None => return false,
                }
            } else {
                empty
            };
            // A cut leaving P2 no move counts as a P1 win (the loop below finds no refutation):
            // it can only turn "no" into "yes", never the other way.
            let moves = match self.p2_cut {
                Some(cut) => moves.and(cut(b)),
                None => moves,
            };
            let moves = match self.p2_cut_order {
                Some(cut) => moves.and(cut(b, self.p1_order.get(..(ply / 2) as usize).unwrap_or(&[]))),
                None => moves,
            };
            let mut res = true;
            for (_, m) in self.order(moves, 1) {
                self.b.make(m as usize, 1);
                let r = self.wins();
                self.b.unmake(m as usize, 1);
                if !r {
                    res = false;
                    break;
                }
            }
            if let Some(key) = key {
                self.tt.insert(key, res);
            }
            res
        }
    }

    /// P2's threat cells that count ([`Search::p2_squares`]): all of `thr[1]`, none, or those
    /// completing a square (three P2 corners, no P1 stone) whose four corners all lie on P1's
    /// grid or in P1's bounding box.
    pub fn p2_threats(&self) -> Bits<W> {
        let b = &self.b;
        // the allowed columns and rows as bit masks (bit x, bit y; boards are under 64 cells wide)
        let span = |cs: Bits<W>, keep: fn(u64) -> u64| {
            let (mut xs, mut ys) = (0u64, 0u64);
            for c in cs.iter() {
                xs |= 1 << (c % b.n);
                ys |= 1 << (c / b.n);
            }
            (keep(xs), keep(ys))
        };
        // a mask's bits from its lowest to its highest set bit
        let fill = |m: u64| if m == 0 { 0 } else { (u64::MAX >> m.leading_zeros()) & !((1 << m.trailing_zeros()) - 1) };
        let (xs, ys) = match self.p2_squares {
            P2Squares::All => return b.thr[1],
            P2Squares::None => return Bits::EMPTY,
            P2Squares::P1Grid => span(b.stones[0], |m| m),
            P2Squares::P1Box => span(b.stones[0], fill),
        };
        let allowed = |c: u16| xs >> (c as usize % b.n) & 1 == 1 && ys >> (c as usize / b.n) & 1 == 1;
        let mut out = Bits::EMPTY;
        for t in b.thr[1].iter() {
            if b.cell_sq[t].iter().any(|&s| b.cnt[s as usize] == [0, 3] && b.corners[s as usize].iter().all(|&c| allowed(c))) {
                out.set(t);
            }
        }
        out
    }

    /// Whether a P1 stone can make a P2 square count ([`P2Squares::P1Grid`] and
    /// [`P2Squares::P1Box`] grow with P1's stones): the last-chance rule then checks that P1's
    /// double threat leaves P2 no threat that counts, and does not cut P2's moves.
    fn p1_widens_p2_squares(&self) -> bool {
        matches!(self.p2_squares, P2Squares::P1Grid | P2Squares::P1Box)
    }

    /// P1's choices when it is to move and not forced to block: the empty cells, cut to the
    /// forcing moves (cells where a P1 stone makes a threat cell) from the ply
    /// [`Search::p1_forcing_from`] on, and to the corner square [`Search::p1_corner`].
    pub fn p1_choices(&self) -> Bits<W> {
        let b = &self.b;
        let choices = if self.cut_applies() { b.empty().and(b.near[0][0]) } else { b.empty() };
        match self.p1_corner {
            Some(w) => choices.and(corner(b.n, w)),
            None => choices,
        }
    }

    /// The table key: [`Board::key`], or [`Board::corner_key`] when P1 is confined to a
    /// corner square.
    #[inline]
    fn key(&self) -> Key<W> {
        if self.p1_corner.is_some() {
            self.b.corner_key()
        } else {
            self.b.key()
        }
    }

    /// The cells P1 may hold: the corner square of [`Search::p1_corner`], or the whole board.
    fn corner_cells(&self) -> Bits<W> {
        corner(self.b.n, self.p1_corner.unwrap_or(self.b.n))
    }

    /// Whether [`Search::p1_forcing_from`] cuts the current ply.
    fn cut_applies(&self) -> bool {
        self.p1_forcing_from.is_some_and(|f| self.b.placed + 1 >= f)
    }

    /// P2's useful moves when P1's next move is its last chance (P2 to move at ply D-3, no
    /// threat on the board): `None` when P1 has no move creating two threat cells (P1 cannot
    /// complete by D whatever P2 plays, as P2's stones only take cells away). P1's moves are
    /// those it may choose: in the corner square when [`Search::p1_corner`] confines it (a
    /// double threat is a forcing move, so [`Search::p1_forcing_from`] removes none; and if
    /// the square holds none while every P2 move makes a P2 threat, all of P2's moves, as a
    /// forced block outside the square could be one). Otherwise, for the first such P1 move `m`: `m`, the other empty corners of the squares through `m`
    /// holding two P1 stones and no P2 stone, and every cell creating a P2 threat. Any other
    /// P2 move leaves `m` a double threat and gives P2 no threat to force P1 with, so P1
    /// completes by D: the restriction is sound (a defender's last-chance rule).
    fn last_defence(&self, empty: Bits<W>) -> Option<Bits<W>> {
        let b = &self.b;
        let candidates = match self.p1_corner {
            Some(w) => b.near[0][1].and(corner(b.n, w)),
            None => b.near[0][1],
        };
        let Some(m) = candidates.iter().find(|&m| b.scan(m, 0).0 >= 2) else {
            // No double threat among P1's choices. Without a corner that means none at all,
            // and P1 cannot complete by D. Confined to a corner, P1 could still be forced
            // onto one outside it, by a block: only if every P2 move makes a P2 threat does
            // P2 lack a reply that surely holds, and then every move is searched.
            let forced_out = self.p1_corner.is_some() && empty.minus(b.near[1][0]).is_empty();
            return forced_out.then_some(empty);
        };
        if self.p1_widens_p2_squares() {
            // a P2 move away from `m` may leave P1 only double threats that make a P2 square
            // count: no cut
            return Some(empty);
        }
        let mut set = Bits::EMPTY.with(m);
        for &s in &b.cell_sq[m] {
            let s = s as usize;
            if b.cnt[s] == [2, 0] {
                set.set(b.other_empty(s, m, 0));
            }
        }
        let p2_threats = if self.p2_squares == P2Squares::None { Bits::EMPTY } else { b.near[1][0] };
        Some(set.or(p2_threats).and(empty))
    }

    /// The moves of `p` among `moves`, best first: for P1 most threat cells created, then
    /// potential; for P2 most attacker potential spoilt, then own potential; ties by cell.
    /// Returns (score, cell) pairs, best first (a vector: a fixed 256-entry buffer capped the
    /// boards at 16×16, and a 1,024-entry one made the 10×10 solve 40% slower).
    pub fn order(&self, moves: Bits<W>, p: usize) -> Vec<(i32, u16)> {
        let mut buf: Vec<(i32, u16)> = moves
            .iter()
            .map(|m| {
                let (t, pot, spoil) = self.b.scan(m, p);
                let score = if p == 0 { t as i32 * 100_000 + pot } else { 4 * spoil + pot };
                (-score, m as u16)
            })
            .collect();
        buf.sort_unstable();
        buf
    }
}

/// Whether P2 holds ply `deadline` on the `n`×`n` board after `stones` (cells `(x, y)`,
/// played in this order from P1's first), P2 playing freely after them: one exact search
/// ([`Search::wins`], no cut) with its own transposition table. The bit width `W` must hold
/// `n * n` cells ([`with_bits_width!`](crate::with_bits_width)).
pub fn p2_holds<const W: usize>(n: usize, deadline: u32, stones: &[(i64, i64)]) -> bool {
    p2_holds_counted::<W>(n, deadline, stones).0
}

/// [`p2_holds`] with the number of nodes the search visited.
pub fn p2_holds_counted<const W: usize>(n: usize, deadline: u32, stones: &[(i64, i64)]) -> (bool, u64) {
    let mut s = Search::<W>::new(n, deadline);
    for (k, &(x, y)) in stones.iter().enumerate() {
        s.play(y as usize * n + x as usize, k % 2);
    }
    (!s.wins(), s.nodes)
}

/// The first moves of P1 up to symmetry: the least cell index of each orbit, ascending.
pub fn openings(n: usize) -> Vec<usize> {
    (0..n * n)
        .filter(|&c| {
            (0..8).all(|g| {
                let (a, b) = sym_xy(g, n, c % n, c / n);
                idx(n, a, b) >= c
            })
        })
        .collect()
}

/// The cells of the corner square `[0,w)²` of the `n`×`n` board (all of it when `w ≥ n`).
pub fn corner<const W: usize>(n: usize, w: usize) -> Bits<W> {
    let mut out = Bits::EMPTY;
    for y in 0..w.min(n) {
        for x in 0..w.min(n) {
            out.set(idx(n, x, y));
        }
    }
    out
}

/// The first opening (cell index, in P1's move order, one per symmetry class) from which P1
/// completes a square by `s.deadline` in the game `s` describes (its cuts, [`Search::p2_cut`],
/// [`Search::p1_forcing_from`] and [`Search::p1_corner`]), or `None`. With P1 confined to a
/// corner square the openings are its cells up to the transposition (`y ≤ x`). One thread and
/// one table for all openings; `s` keeps the nodes and states of the openings searched and is
/// back at the empty board.
pub fn first_winning_opening<const W: usize>(s: &mut Search<W>) -> Option<usize> {
    let n = s.b.n;
    let classes: Vec<usize> = match s.p1_corner {
        Some(w) => corner::<W>(n, w).iter().filter(|&c| c / n <= c % n).collect(),
        None => openings(n),
    };
    for (_, o) in s.order(Bits::first(n * n), 0) {
        let o = o as usize;
        if !classes.contains(&o) {
            continue;
        }
        if opening_wins(s, o) {
            return Some(o);
        }
    }
    None
}

/// Whether P1 completes by `s.deadline` in the game `s` describes after opening on cell `o`
/// (from the empty board; `s` is back there after).
pub fn opening_wins<const W: usize>(s: &mut Search<W>, o: usize) -> bool {
    s.b.make(o, 0);
    s.p1_order.clear();
    s.p1_order.push(o);
    let w = s.wins();
    s.b.unmake(o, 0);
    w
}

/// The answer of one deadline: whether P1 wins by it, the nodes and table states over the
/// openings searched, and one search at the empty board holding every opening's table.
pub struct Deadline<const W: usize> {
    /// Whether P1 completes a square by the deadline.
    pub wins: bool,
    /// Nodes over all openings.
    pub nodes: u64,
    /// Table states over all openings.
    pub states: usize,
    /// The search holding the tables (at the empty board).
    pub search: Search<W>,
}

/// Whether P1 completes a square by ply `deadline` on the `n`×`n` board, each opening (up to
/// symmetry, in P1's move order: most promising first) searched on its own rayon task with
/// its own table; once an opening wins, the openings after it are skipped. `seed`: a table
/// of an earlier deadline, whose "wins" entries hold for this later one too (a square
/// completed by an earlier ply is completed by this one) and are copied in. The tables are merged (they hold exact
/// answers of the same question, so any union is sound).
pub fn wins_by<const W: usize>(n: usize, deadline: u32, seed: Option<&Tt<W>>) -> Deadline<W> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let root = Search::<W>::new(n, deadline);
    let classes = openings(n);
    let ops: Vec<usize> = root.order(Bits::first(n * n), 0).into_iter().map(|(_, c)| c as usize).filter(|c| classes.contains(c)).collect();
    let best = AtomicUsize::new(usize::MAX);
    let runs: Vec<Option<(Search<W>, bool)>> = ops
        .par_iter()
        .enumerate()
        .map(|(i, &c)| {
            if best.load(Ordering::SeqCst) < i {
                return None;
            }
            let mut s = Search::new(n, deadline);
            if let Some(t) = seed {
                s.tt.copy_wins(t);
            }
            s.b.make(c, 0);
            let w = s.wins();
            s.b.unmake(c, 0);
            if w {
                best.fetch_min(i, Ordering::SeqCst);
            }
            Some((s, w))
        })
        .collect();
    let nodes = runs.iter().flatten().map(|r| r.0.nodes).sum();
    let states = runs.iter().flatten().map(|r| r.0.tt.len()).sum();
    let wins = runs.iter().flatten().any(|r| r.1);
    let mut merged = Search::new(n, deadline);
    merged.nodes = nodes;
    for (s, _) in runs.into_iter().flatten() {
        merged.tt.merge(s.tt);
    }
    Deadline { wins, nodes, states, search: merged }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force: threat cells and (two-stone, free) square counts of player `p`.
    fn brute<const W: usize>(b: &Board<W>, p: usize) -> (Bits<W>, Vec<u16>) {
        let mut thr = Bits::EMPTY;
        let mut two = vec![0u16; b.cells];
        for c in &b.corners {
            let own = c.iter().filter(|&&k| b.stones[p].has(k as usize)).count();
            let opp = c.iter().filter(|&&k| b.stones[1 - p].has(k as usize)).count();
            let free: Vec<usize> = c.iter().map(|&k| k as usize).filter(|&k| !b.stones[0].has(k) && !b.stones[1].has(k)).collect();
            if opp == 0 && own == 3 {
                thr.set(free[0]);
            }
            if opp == 0 && own == 2 {
                for k in free {
                    two[k] += 1;
                }
            }
        }
        (thr, two)
    }

    /// Random games checked against [`brute`] after every move and taken back to the empty
    /// board. When `p2_completes`, P2 may also play its own threat cells (completing squares
    /// that do not end a restricted game, `Search::p2_squares`); P1 never does.
    fn random_games<const W: usize>(n: usize, p2_completes: bool) {
        let mut seed = 12345u64 + n as u64 + p2_completes as u64;
        for _ in 0..200 {
            let mut b = Board::<W>::new(n);
            let mut played = Vec::new();
            loop {
                let p = b.mover();
                let own = if p == 1 && p2_completes { Bits::EMPTY } else { b.thr[p] };
                let moves: Vec<usize> = b.empty().minus(own).iter().collect();
                if moves.is_empty() {
                    break;
                }
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let m = moves[(seed >> 33) as usize % moves.len()];
                b.make(m, p);
                played.push((m, p));
                for q in 0..2 {
                    let (thr, two) = brute(&b, q);
                    assert_eq!(b.thr[q], thr, "n={n} {}", b.text());
                    for (c, &t) in two.iter().enumerate().take(b.cells) {
                        assert_eq!(b.two[c][q], t, "n={n} cell {c} {}", b.text());
                        assert_eq!(b.near[q][1].has(c), t >= 2);
                    }
                }
            }
            let z = b.z;
            for &(m, p) in played.iter().rev() {
                b.unmake(m, p);
            }
            assert!(b.stones[0].is_empty() && b.thr == [Bits::EMPTY; 2] && b.two.iter().all(|t| *t == [0, 0]) && z != b.z && b.z == [0; 8]);
        }
    }

    #[test]
    fn incremental_threats_match_brute_force() {
        for p2_completes in [false, true] {
            random_games::<1>(6, p2_completes);
            random_games::<2>(10, p2_completes);
            random_games::<4>(13, p2_completes);
            random_games::<5>(17, p2_completes);
        }
    }

    /// A cut of P2's moves that lets every move through and checks what it is given: P1's
    /// moves in the order played, as many as P1's stones, all of them P1 stones, no two the
    /// same.
    fn check_order(b: &Board<1>, order: &[usize]) -> Bits<1> {
        assert_eq!(order.len(), (b.placed as usize).div_ceil(2), "one entry per P1 stone");
        assert!(order.iter().all(|&c| b.stones[0].has(c)), "{order:?} are P1 stones");
        assert!(order.iter().enumerate().all(|(i, c)| !order[..i].contains(c)), "{order:?} has no repeat");
        b.empty()
    }

    #[test]
    fn an_order_cut_is_given_p1s_moves_and_keeps_no_p2_position() {
        // A cut letting every move through gives the exact answer at 7x7 by ply 11 (no), with
        // more nodes and fewer table states: P2's positions are left out of the table.
        let mut exact = Search::<1>::new(7, 11);
        let mut cut = Search::<1>::new(7, 11);
        cut.p2_cut_order = Some(check_order);
        assert_eq!((first_winning_opening(&mut exact), first_winning_opening(&mut cut)), (None, None));
        assert!(cut.nodes > exact.nodes && cut.tt.len() < exact.tt.len(), "nodes {} vs {}, states {} vs {}", cut.nodes, exact.nodes, cut.tt.len(), exact.tt.len());
        // and the P1 wins are found: 7x7 by ply 15 from the first opening tried
        let mut cut = Search::<1>::new(7, 15);
        cut.p2_cut_order = Some(check_order);
        assert!(first_winning_opening(&mut cut).is_some());
    }

    /// A cut of P2's moves that reads which of P1's stones came third: from P1's third stone
    /// on, the cells within two cells (Chebyshev) of it; before, every cell.
    fn near_third(b: &Board<1>, order: &[usize]) -> Bits<1> {
        let Some(&t) = order.get(2) else { return b.empty() };
        let n = b.n;
        let mut out = Bits::EMPTY;
        for c in (0..n * n).filter(|&c| (c % n).abs_diff(t % n) <= 2 && (c / n).abs_diff(t / n) <= 2) {
            out.set(c);
        }
        out
    }

    #[test]
    fn a_cut_reading_the_third_stone_agrees_with_fresh_searches_from_ply_5() {
        // From 6x6 positions with P1 to move at ply 3, by ply 11, with the order given by
        // `play` and the search's own moves: the answer found from ply 3 (ply 7 left out of
        // the table, as the full proviso needs) is that of fresh searches from every ply-5
        // position (P1's ply-3 move, then P2's reply), where P1's first two stones are fixed
        // and no transposition can change which stone came third.
        let n = 6;
        let search = |cells: &[usize]| {
            let mut s = Search::<1>::new(n, 11);
            s.p2_cut_order = Some(near_third);
            s.p1_unkept_at = Some(6);
            for (i, &c) in cells.iter().enumerate() {
                s.play(c, i % 2);
            }
            s.wins()
        };
        let mut wins = vec![];
        for (s1, p2) in [(14, 21), (14, 0), (7, 28), (0, 35), (8, 15), (21, 9)] {
            let want = (0..n * n).filter(|&a| a != s1 && a != p2).any(|a| (0..n * n).filter(|&b| ![s1, p2, a].contains(&b)).all(|b| search(&[s1, p2, a, b])));
            assert_eq!(search(&[s1, p2]), want, "P1 on {s1}, P2 on {p2}");
            wins.push(want);
        }
        assert_eq!(wins, [false, true, false, false, false, true]);
    }

    /// Boards above 16×16 (more than 256 cells): orbits of cells, (⌈n/2⌉² + ⌈n/2⌉)/2 of them, and a
    /// search on more than 256 cells (the old fixed move buffer held 256).
    #[test]
    fn boards_beyond_sixteen_are_searched() {
        assert_eq!([5, 16, 17, 21].map(|n| openings(n).len()), [6, 36, 45, 66]);
        let r = wins_by::<5>(17, 7, None);
        assert!(!r.wins && r.nodes > 0);
        let r = wins_by::<7>(21, 7, None);
        assert!(!r.wins && r.nodes > 0);
    }

    /// The table keeps keys of up to 13 stones packed and larger ones whole, answers each as
    /// stored, tells apart keys that differ only in one cell of the high word or in one
    /// stone's owner, and its seeding copies only the "wins" entries.
    #[test]
    fn table_packs_small_positions_and_keeps_large_ones_whole() {
        let mut b = Board::<2>::new(10);
        let mut keys = Vec::new();
        for (i, m) in [0, 11, 22, 33, 44, 55, 66, 77, 88, 99, 1, 12, 23, 34].into_iter().enumerate() {
            b.make(m, i % 2);
            keys.push(b.key());
        }
        assert_eq!(keys[13].img.map(|s| s.count()), [7, 7]);
        let mut tt = Tt::<2>::default();
        for (i, k) in keys.iter().enumerate() {
            tt.insert(*k, i % 3 == 1);
        }
        assert_eq!((tt.packed.len(), tt.whole.len(), tt.len()), (13, 1, 14));
        for (i, k) in keys.iter().enumerate() {
            assert_eq!(tt.get(k), Some(i % 3 == 1), "key {i}");
        }
        // the sides' stones exchanged: another position, not in the table
        let mut swapped = keys[4];
        swapped.img = [swapped.img[1], swapped.img[0]];
        assert_eq!(tt.get(&swapped), None);
        // same counts, told apart by one cell in the high word (the 12th cell, bits 107..116)
        // and by one stone's owner
        let key = |p1: &[usize], p2: &[usize]| Key { h: 7, img: super::super::bits::image::<2>(p1, p2) };
        let seven: Vec<usize> = (0..7).map(|i| 10 * i).collect();
        let pairs = [
            (key(&seven, &[70, 80, 90, 100, 110]), key(&seven, &[70, 80, 90, 100, 111])),
            (key(&[0, 10, 20], &[30, 40]), key(&[0, 10, 30], &[20, 40])),
        ];
        let mut pt = Tt::<2>::default();
        for (yes, no) in pairs {
            pt.insert(yes, true);
            pt.insert(no, false);
            assert_eq!((pt.get(&yes), pt.get(&no)), (Some(true), Some(false)));
        }
        assert_eq!((pt.packed.len(), pt.whole.len()), (4, 0));
        let mut later = Tt::<2>::default();
        later.copy_wins(&tt);
        assert_eq!((later.packed.len(), later.whole.len()), (4, 1)); // keys 1, 4, 7, 10 and 13
        assert!(keys.iter().enumerate().all(|(i, k)| later.get(k) == (i % 3 == 1).then_some(true)));
        later.merge(tt.clone());
        assert_eq!(later.len(), 14);
    }

    #[test]
    fn six_by_six_wins_by_15_not_13() {
        let no = wins_by::<1>(6, 13, None);
        assert!(!no.wins);
        let yes = wins_by::<1>(6, 15, Some(&no.search.tt));
        assert!(yes.wins);
        assert_eq!(openings(6), vec![0, 1, 2, 7, 8, 14]);
    }
}
