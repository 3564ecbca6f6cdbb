//! The game model of DESIGN.md §1: board sizes, cells, squares, stones as row bitboards,
//! threat detection (full scan and incremental), and a position with play/undo.
//!
//! The row bitboards are generic over the row word ([`RowBits`]: `u32`, `u64` or `u128`, one
//! word per row, so boards up to 32, 64 or 128 cells wide). [`Board`] and [`CellSet`] are the
//! `u32` instances used everywhere boards stay within 32×32 (play, search, the proof of every
//! n); the enumerator (`enumerate::verify`) picks the narrowest word that holds its board, so
//! boards up to 32 run exactly as fast as before.
//!
//! Conventions (DESIGN.md §1): cells are `(x, y)`, 0-based; the cell order used for every
//! tie-break is row-major (by `y`, then `x`) and does not depend on `n`. Plies count from 1:
//! P1 plays the odd plies, P2 the even ones; in a 0-based history P1's moves sit at the even
//! indices.

use std::fmt;
use std::str::FromStr;

/// Largest board side of [`Board`] and [`Position`], in cells (one `u32` per row); also the
/// coordinate bound of a cell read from text ([`Cell`]'s `FromStr`).
pub const MAX_N: usize = 32;

/// A row bitboard word: bit `x` of the word of row `y` is the cell `(x, y)`. Implemented for
/// `u32`, `u64` and `u128`; a board of side `n` needs a word of at least `n` bits.
pub trait RowBits:
    Copy
    + Eq
    + std::hash::Hash
    + fmt::Debug
    + Send
    + Sync
    + 'static
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::Not<Output = Self>
    + std::ops::BitAndAssign
    + std::ops::BitOrAssign
{
    /// The widest board side the word holds, in cells (its bit count); also the number of rows
    /// of [`RowBits::Rows`].
    const SIDE: usize;
    /// One word per row, `SIDE` rows.
    type Rows: Copy + Eq + std::hash::Hash + fmt::Debug + Send + Sync + AsRef<[Self]> + AsMut<[Self]>;
    /// Every row empty.
    const EMPTY_ROWS: Self::Rows;
    /// The empty row.
    const ZERO: Self;
    /// The row holding only column `x` (`x < SIDE`).
    fn bit(x: usize) -> Self;
    /// The row holding columns `0..n` (`n ≤ SIDE`).
    fn low(n: usize) -> Self;
    /// Number of columns held.
    fn ones(self) -> u32;
    /// The first column held (`SIDE` when none).
    fn first(self) -> u32;
    /// The row without its first column.
    fn without_first(self) -> Self;
    /// Whether column `x` is held.
    fn has(self, x: usize) -> bool;
    /// Row `y` of `rows` (`y < SIDE`).
    fn row(rows: &Self::Rows, y: usize) -> Self;
}

macro_rules! row_bits {
    ($($t:ty),*) => {$(
        impl RowBits for $t {
            const SIDE: usize = <$t>::BITS as usize;
            type Rows = [$t; <$t>::BITS as usize];
            const EMPTY_ROWS: Self::Rows = [0; <$t>::BITS as usize];
            const ZERO: Self = 0;
            #[inline]
            fn bit(x: usize) -> Self {
                1 << x
            }
            #[inline]
            fn low(n: usize) -> Self {
                if n == Self::SIDE { <$t>::MAX } else { (1 << n) - 1 }
            }
            #[inline]
            fn ones(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn first(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline]
            fn row(rows: &Self::Rows, y: usize) -> Self {
                rows[y]
            }
            #[inline]
            fn has(self, x: usize) -> bool {
                self >> x & 1 == 1
            }
            #[inline]
            fn without_first(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    )*};
}
row_bits!(u32, u64, u128);

/// Errors of the game model: bad board sizes, off-board or occupied cells, unparsable cells.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ModelError {
    /// `n` is outside `1..=max` (the row word's width; 32 for [`Board`]).
    #[error("board size {n} is out of range: this board takes 1..={max} (one {max}-bit word per row)")]
    BadSize {
        /// The board side asked for.
        n: usize,
        /// The largest side the board type holds.
        max: usize,
    },
    /// A cell lies outside the `n`×`n` board.
    #[error("cell {cell} is off the {n}x{n} board: coordinates must be in 0..{n}")]
    OffBoard {
        /// The cell.
        cell: Cell,
        /// The board side.
        n: usize,
    },
    /// A cell already holds a stone.
    #[error("cell {0} is already taken")]
    Occupied(Cell),
    /// The game has already ended (a square was completed or the board is full).
    #[error("the game is over: no more moves can be played")]
    GameOver,
    /// Text that is not a cell `(x,y)`.
    #[error("cannot read a cell from {0:?}: write it as (x,y), for example (2,3)")]
    BadCell(String),
    /// A cell `(x,y)` (as written) with a coordinate past the `n`×`n` board it was given for
    /// ([`parse_cell_on`]), even past the largest board.
    #[error("cell {text} is off the {n}x{n} board: coordinates must be in 0..{n}")]
    OffBoardText {
        /// The cell as written.
        text: String,
        /// The board side.
        n: usize,
    },
    /// A cell `(x,y)` with a coordinate past the largest board.
    #[error("the cell {0} has a coordinate past {max}: coordinates are 0..={max} (boards up to {n}x{n})", max = MAX_N - 1, n = MAX_N)]
    CoordOutOfRange(String),
}

/// Checks a board size: `Ok(n)` for `1..=32` ([`MAX_N`]), else [`ModelError::BadSize`].
pub fn check_size(n: usize) -> Result<usize, ModelError> {
    check_side(n, MAX_N)
}

/// `Ok(n)` for `1..=max`, else [`ModelError::BadSize`].
fn check_side(n: usize, max: usize) -> Result<usize, ModelError> {
    if (1..=max).contains(&n) {
        Ok(n)
    } else {
        Err(ModelError::BadSize { n, max })
    }
}

/// A cell `(x, y)`, 0-based; `x` is the column, `y` the row. Ordered row-major (by `y`, then
/// `x`), the tie-break order of DESIGN.md §1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cell {
    /// Column, `0..n`.
    pub x: u8,
    /// Row, `0..n`.
    pub y: u8,
}

impl Cell {
    /// The cell `(x, y)`; no board check (see [`Cell::on_board`]).
    pub const fn new(x: u8, y: u8) -> Cell {
        Cell { x, y }
    }
    /// Whether the cell lies on the `n`×`n` board.
    pub fn on_board(self, n: usize) -> bool {
        (self.x as usize) < n && (self.y as usize) < n
    }
    /// Row-major index on an `n`×`n` board: `y * n + x`.
    pub fn index(self, n: usize) -> usize {
        self.y as usize * n + self.x as usize
    }
}

impl PartialOrd for Cell {
    fn partial_cmp(&self, other: &Cell) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Cell {
    fn cmp(&self, other: &Cell) -> std::cmp::Ordering {
        (self.y, self.x).cmp(&(other.y, other.x))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}
impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Cell {
    type Err = ModelError;
    /// Parses `(x,y)` (spaces allowed) with `x, y` in `0..MAX_N`. Errors:
    /// [`ModelError::BadCell`] for text of another shape, [`ModelError::CoordOutOfRange`] for a
    /// coordinate of `MAX_N` or more.
    fn from_str(s: &str) -> Result<Cell, ModelError> {
        let bad = || ModelError::BadCell(s.to_string());
        let t = s.trim();
        let inner = t.strip_prefix('(').and_then(|t| t.strip_suffix(')')).ok_or_else(bad)?;
        let (a, b) = inner.split_once(',').ok_or_else(bad)?;
        let coord = |v: &str| -> Result<usize, ModelError> {
            let v = v.trim();
            if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            v.parse::<usize>().ok().filter(|&k| k < MAX_N).ok_or_else(|| ModelError::CoordOutOfRange(t.to_string()))
        };
        let (x, y) = (coord(a)?, coord(b)?);
        Ok(Cell { x: x as u8, y: y as u8 })
    }
}

/// Parses a cell `(x,y)` for the `n`×`n` board: a coordinate past the board, however large,
/// is [`ModelError::OffBoardText`] (naming the board), other text as for `Cell::from_str`.
pub fn parse_cell_on(s: &str, n: usize) -> Result<Cell, ModelError> {
    let off = || ModelError::OffBoardText { text: s.trim().to_string(), n };
    match s.parse::<Cell>() {
        Ok(c) if (c.x as usize) < n && (c.y as usize) < n => Ok(c),
        Ok(_) | Err(ModelError::CoordOutOfRange(_)) => Err(off()),
        Err(e) => Err(e),
    }
}

/// A player: P1 moves first (odd plies), P2 second (even plies).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// The first player.
    P1,
    /// The second player.
    P2,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::P1 => Player::P2,
            Player::P2 => Player::P1,
        }
    }
    /// The player who plays ply `ply` (1-based): P1 on odd plies.
    pub fn at_ply(ply: usize) -> Player {
        if ply % 2 == 1 {
            Player::P1
        } else {
            Player::P2
        }
    }
    fn idx(self) -> usize {
        self as usize
    }
}

/// An axis-parallel square `(x, y, d)`, `d ≥ 1`: corners `(x,y) (x+d,y) (x,y+d) (x+d,y+d)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Square {
    /// Left column.
    pub x: u8,
    /// Top row.
    pub y: u8,
    /// Side length in cells, ≥ 1.
    pub d: u8,
}

impl Square {
    /// The four corners, row-major.
    pub fn corners(self) -> [Cell; 4] {
        let (x, y, d) = (self.x, self.y, self.d);
        [Cell::new(x, y), Cell::new(x + d, y), Cell::new(x, y + d), Cell::new(x + d, y + d)]
    }
    /// Whether the square lies on the `n`×`n` board: `x + d < n` and `y + d < n`.
    pub fn on_board(self, n: usize) -> bool {
        self.d >= 1 && ((self.x + self.d) as usize) < n && ((self.y + self.d) as usize) < n
    }
}

/// Every square on the `n`×`n` board, ordered by `(x, y, d)`; `Σ_{k=1}^{n-1} k²` of them.
pub fn all_squares(n: usize) -> Vec<Square> {
    let mut v = Vec::new();
    for x in 0..n {
        for y in 0..n {
            for d in 1..n {
                if x + d < n && y + d < n {
                    v.push(Square { x: x as u8, y: y as u8, d: d as u8 });
                }
            }
        }
    }
    v
}

/// The squares having both `a` and `b` as corners (0 to 3 of them: two when `a`, `b` share a
/// row or column, one when they are diagonal to each other); may run off the board, check
/// with [`Square::on_board`]. Returned as the other two corners of each square.
pub fn squares_through_pair(a: Cell, b: Cell) -> impl Iterator<Item = [(i32, i32); 2]> {
    let (ax, ay, bx, by) = (a.x as i32, a.y as i32, b.x as i32, b.y as i32);
    let (dx, dy) = (bx - ax, by - ay);
    let mut out: [Option<[(i32, i32); 2]>; 2] = [None, None];
    if dy == 0 && dx != 0 {
        out[0] = Some([(ax, ay + dx), (bx, by + dx)]);
        out[1] = Some([(ax, ay - dx), (bx, by - dx)]);
    } else if dx == 0 && dy != 0 {
        out[0] = Some([(ax + dy, ay), (bx + dy, by)]);
        out[1] = Some([(ax - dy, ay), (bx - dy, by)]);
    } else if dx != 0 && dx.abs() == dy.abs() {
        out[0] = Some([(ax, by), (bx, ay)]);
    }
    out.into_iter().flatten()
}

/// A set of cells as row bitboards: bit `x` of `rows[y]`. Iterates in row-major order.
/// Queries scan only the rows below the highest row ever inserted into, so small sets on wide
/// boards stay cheap.
#[derive(Clone, Copy)]
pub struct CellSetOf<W: RowBits> {
    /// One word per row; bit `x` is the cell `(x, y)`. Rows from `hi` on are empty.
    rows: W::Rows,
    /// One past the highest row that was ever inserted into.
    hi: usize,
}

impl<W: RowBits> PartialEq for CellSetOf<W> {
    fn eq(&self, other: &Self) -> bool {
        self.rows == other.rows
    }
}
impl<W: RowBits> Eq for CellSetOf<W> {}
impl<W: RowBits> std::hash::Hash for CellSetOf<W> {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.rows.hash(h)
    }
}

/// The cell sets of boards up to 32×32 (`u32` rows).
pub type CellSet = CellSetOf<u32>;

impl<W: RowBits> Default for CellSetOf<W> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<W: RowBits> CellSetOf<W> {
    /// The empty set.
    pub const EMPTY: Self = CellSetOf { rows: W::EMPTY_ROWS, hi: 0 };
    /// The rows that may hold cells.
    #[inline]
    fn used(&self) -> &[W] {
        &self.rows.as_ref()[..self.hi]
    }
    /// The word of row `y`.
    #[inline]
    fn row(&self, y: usize) -> W {
        W::row(&self.rows, y)
    }
    /// Whether `c` is in the set.
    #[inline]
    pub fn contains(&self, c: Cell) -> bool {
        self.row(c.y as usize).has(c.x as usize)
    }
    /// Adds `c`.
    #[inline]
    pub fn insert(&mut self, c: Cell) {
        let y = c.y as usize;
        self.rows.as_mut()[y] |= W::bit(c.x as usize);
        self.hi = self.hi.max(y + 1);
    }
    /// Removes `c`.
    #[inline]
    pub fn remove(&mut self, c: Cell) {
        self.rows.as_mut()[c.y as usize] &= !W::bit(c.x as usize);
    }
    /// Number of cells.
    pub fn len(&self) -> usize {
        self.used().iter().map(|r| r.ones() as usize).sum()
    }
    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.used().iter().all(|&r| r == W::ZERO)
    }
    /// The first cell in row-major order.
    pub fn first(&self) -> Option<Cell> {
        let rows = self.used();
        rows.iter().position(|&r| r != W::ZERO).map(|y| Cell::new(rows[y].first() as u8, y as u8))
    }
    /// The cells in row-major order.
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.used().iter().enumerate().flat_map(|(y, &r)| {
            let mut bits = r;
            std::iter::from_fn(move || {
                if bits == W::ZERO {
                    return None;
                }
                let x = bits.first();
                bits = bits.without_first();
                Some(Cell::new(x as u8, y as u8))
            })
        })
    }
}

impl<W: RowBits> fmt::Debug for CellSetOf<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A threat set summarised: its first cell in row-major order and whether it holds two or
/// more cells. Everything the rule and the enumerator read from a threat set (clauses 3a and
/// 3b take the first cell; the live test and the enumerator's shortcuts ask for none, one or
/// several).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Threats {
    /// The first threat cell (row-major), if any.
    pub first: Option<Cell>,
    /// Whether there are at least two distinct threat cells.
    pub several: bool,
}

impl Threats {
    /// Adds a threat cell (a repeat of a cell already added changes nothing).
    #[inline]
    fn add(&mut self, c: Cell) {
        match self.first {
            None => self.first = Some(c),
            Some(f) if f != c => {
                self.several = true;
                self.first = Some(f.min(c));
            }
            Some(_) => {}
        }
    }
    /// The number of threat cells, capped at 2 (2 means two or more).
    #[inline]
    pub fn count(&self) -> usize {
        match (self.first, self.several) {
            (None, _) => 0,
            (Some(_), false) => 1,
            (Some(_), true) => 2,
        }
    }
}

/// Stones on an `n`×`n` board: one row bitboard per player (rows of word `W`) plus each
/// player's stones in the order they were played (for threat detection by pairs of stones).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BoardOf<W: RowBits> {
    n: usize,
    full_row: W,
    stones: [CellSetOf<W>; 2],
    lists: [Vec<Cell>; 2],
}

/// Boards up to 32×32 (`u32` rows): play, search and the proof of every n.
pub type Board = BoardOf<u32>;

impl<W: RowBits> BoardOf<W> {
    /// The empty `n`×`n` board. Errors: [`ModelError::BadSize`] unless `1 ≤ n ≤ W::SIDE`
    /// (32 for [`Board`]).
    pub fn new(n: usize) -> Result<Self, ModelError> {
        check_side(n, W::SIDE)?;
        Ok(BoardOf { n, full_row: W::low(n), stones: [CellSetOf::EMPTY; 2], lists: [Vec::new(), Vec::new()] })
    }
    /// Board side in cells.
    pub fn n(&self) -> usize {
        self.n
    }
    /// The stones of `p` as a bitboard.
    pub fn stones(&self, p: Player) -> &CellSetOf<W> {
        &self.stones[p.idx()]
    }
    /// The stones of `p` in the order they were placed.
    pub fn stone_list(&self, p: Player) -> &[Cell] {
        &self.lists[p.idx()]
    }
    /// Who holds `c`, if anyone.
    pub fn owner(&self, c: Cell) -> Option<Player> {
        if self.stones[0].contains(c) {
            Some(Player::P1)
        } else if self.stones[1].contains(c) {
            Some(Player::P2)
        } else {
            None
        }
    }
    /// Whether `c` is on the board and empty.
    #[inline]
    pub fn is_empty_cell(&self, c: Cell) -> bool {
        c.on_board(self.n) && !(self.stones[0].row(c.y as usize) | self.stones[1].row(c.y as usize)).has(c.x as usize)
    }
    /// Whether the signed coordinates `(x, y)` are on the board.
    #[inline]
    fn on(&self, x: i32, y: i32) -> bool {
        x >= 0 && y >= 0 && (x as usize) < self.n && (y as usize) < self.n
    }
    /// Number of stones on the board.
    pub fn stone_count(&self) -> usize {
        self.lists[0].len() + self.lists[1].len()
    }
    /// Number of empty cells.
    pub fn empty_count(&self) -> usize {
        self.n * self.n - self.stone_count()
    }
    /// The empty cells as a bitboard.
    pub fn empty_cells(&self) -> CellSetOf<W> {
        let mut e = CellSetOf::<W>::EMPTY;
        let rows: &mut [W] = e.rows.as_mut();
        for (y, r) in rows.iter_mut().enumerate().take(self.n) {
            *r = self.full_row & !(self.stones[0].row(y) | self.stones[1].row(y));
        }
        e.hi = self.n;
        e
    }
    /// Puts a stone of `p` on `c`; `c` must be on the board and empty (checked in debug builds;
    /// use [`Position::play`] for checked play).
    #[inline]
    pub fn place(&mut self, p: Player, c: Cell) {
        debug_assert!(self.is_empty_cell(c));
        self.stones[p.idx()].insert(c);
        self.lists[p.idx()].push(c);
    }
    /// Removes the last stone of `p` (undo of [`Board::place`]); returns it.
    #[inline]
    pub fn unplace(&mut self, p: Player) -> Option<Cell> {
        let c = self.lists[p.idx()].pop()?;
        self.stones[p.idx()].remove(c);
        Some(c)
    }

    /// The threat cells of `p`: empty cells that would complete a square whose other three
    /// corners `p` holds (DESIGN.md §1), by a full scan over pairs of `p`'s stones in a row
    /// (every square with three corners held has a fully held row edge). Cost: O(k²) for the
    /// k stones of `p`, whatever the board size (the rows visited are those of `p`'s stones).
    pub fn threats(&self, p: Player) -> CellSetOf<W> {
        let mut t = CellSetOf::<W>::EMPTY;
        self.each_threat(p, |c| t.insert(c));
        t
    }

    /// [`BoardOf::threats`] summarised: its first cell and whether it has two or more.
    pub fn threat_summary(&self, p: Player) -> Threats {
        let mut t = Threats::default();
        self.each_threat(p, |c| t.add(c));
        t
    }

    /// Calls `f` on every threat cell of `p` (a cell may come more than once).
    #[inline]
    fn each_threat(&self, p: Player, mut f: impl FnMut(Cell)) {
        let own: &[W] = self.stones[p.idx()].rows.as_ref();
        let opp: &[W] = self.stones[p.other().idx()].rows.as_ref();
        let list = &self.lists[p.idx()];
        for (i, s) in list.iter().enumerate() {
            let y = s.y as usize;
            if list[..i].iter().any(|c| c.y == s.y) {
                continue; // the row was visited at its first stone
            }
            let row = own[y];
            if row.ones() < 2 {
                continue;
            }
            let mut a = row;
            while a != W::ZERO {
                let x1 = a.first() as usize;
                a = a.without_first();
                let mut b = a;
                while b != W::ZERO {
                    let x2 = b.first() as usize;
                    b = b.without_first();
                    let d = x2 - x1;
                    for y2 in [y.wrapping_sub(d), y + d] {
                        if y2 >= self.n {
                            continue;
                        }
                        let (o, taken) = (own[y2], own[y2] | opp[y2]);
                        if o.has(x1) && !taken.has(x2) {
                            f(Cell::new(x2 as u8, y2 as u8));
                        } else if o.has(x2) && !taken.has(x1) {
                            f(Cell::new(x1 as u8, y2 as u8));
                        }
                    }
                }
            }
        }
    }

    /// The threat cells of `p` on squares having the stone `c` of `p` as a corner (the
    /// incremental scan through the last stone): for each other stone `s` of `p`, the 0–3
    /// squares with corners `c` and `s`. Cost O(stones of `p`).
    pub fn threats_through(&self, p: Player, c: Cell) -> CellSetOf<W> {
        let mut t = CellSetOf::<W>::EMPTY;
        self.each_threat_through(p, c, |c| t.insert(c));
        t
    }

    /// [`BoardOf::threats_through`] summarised: its first cell and whether it has two or more.
    /// What the live test reads (`rule::line_step`); it builds no set, so its cost does not
    /// grow with the board.
    pub fn threat_summary_through(&self, p: Player, c: Cell) -> Threats {
        let mut t = Threats::default();
        self.each_threat_through(p, c, |c| t.add(c));
        t
    }

    /// Calls `f` on every threat cell of `p` on a square through its stone `c` (a cell may
    /// come more than once).
    #[inline]
    fn each_threat_through(&self, p: Player, c: Cell, mut f: impl FnMut(Cell)) {
        let own = &self.stones[p.idx()];
        for &s in &self.lists[p.idx()] {
            if s == c {
                continue;
            }
            for [(x1, y1), (x2, y2)] in squares_through_pair(c, s) {
                if !self.on(x1, y1) || !self.on(x2, y2) {
                    continue;
                }
                let (c1, c2) = (Cell::new(x1 as u8, y1 as u8), Cell::new(x2 as u8, y2 as u8));
                if own.contains(c1) && self.is_empty_cell(c2) {
                    f(c2);
                } else if own.contains(c2) && self.is_empty_cell(c1) {
                    f(c1);
                }
            }
        }
    }

    /// Whether `p` holds all four corners of some square having `c` as a corner (the
    /// incremental win test after `p` plays `c`).
    pub fn completes_through(&self, p: Player, c: Cell) -> bool {
        let own = &self.stones[p.idx()];
        self.lists[p.idx()].iter().any(|&s| {
            s != c
                && squares_through_pair(c, s).any(|[(x1, y1), (x2, y2)]| {
                    self.on(x1, y1)
                        && self.on(x2, y2)
                        && own.contains(Cell::new(x1 as u8, y1 as u8))
                        && own.contains(Cell::new(x2 as u8, y2 as u8))
                })
        })
    }

    /// The first square (in `(x, y, d)` order) whose four corners `p` holds, by a full scan.
    pub fn completed_square(&self, p: Player) -> Option<Square> {
        let own = &self.stones[p.idx()];
        all_squares(self.n).into_iter().find(|s| s.corners().iter().all(|&c| own.contains(c)))
    }
}

/// How a game stands after a history.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The game goes on; `Player` is to move.
    ToMove(Player),
    /// `Player` completed a square with the last move.
    Won(Player),
    /// The board is full with no square.
    Draw,
}

/// A game in progress: the board, the history (0-based; P1's moves at even indices) and the
/// outcome so far. Play is checked; undo restores the previous position exactly.
#[derive(Clone, Debug)]
pub struct Position {
    board: Board,
    history: Vec<Cell>,
    outcome: Outcome,
}

impl Position {
    /// The empty `n`×`n` board with P1 to move. Errors: [`ModelError::BadSize`].
    pub fn new(n: usize) -> Result<Position, ModelError> {
        Ok(Position { board: Board::new(n)?, history: Vec::new(), outcome: Outcome::ToMove(Player::P1) })
    }
    /// Replays `history` from the empty board. Errors: bad size, an off-board or occupied cell,
    /// or a move after the game ended.
    pub fn from_history(n: usize, history: &[Cell]) -> Result<Position, ModelError> {
        let mut p = Position::new(n)?;
        for &c in history {
            p.play(c)?;
        }
        Ok(p)
    }
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Board side in cells.
    pub fn n(&self) -> usize {
        self.board.n
    }
    /// The moves so far, in order.
    pub fn history(&self) -> &[Cell] {
        &self.history
    }
    /// The number of plies played so far (the next ply is `ply() + 1`).
    pub fn ply(&self) -> usize {
        self.history.len()
    }
    /// The outcome so far.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }
    /// The player to move (also meaningful after the end: who would move next).
    pub fn to_move(&self) -> Player {
        Player::at_ply(self.history.len() + 1)
    }
    /// Plays `c` for the player to move. Errors: off board, occupied, or game over.
    pub fn play(&mut self, c: Cell) -> Result<Outcome, ModelError> {
        if !matches!(self.outcome, Outcome::ToMove(_)) {
            return Err(ModelError::GameOver);
        }
        if !c.on_board(self.board.n) {
            return Err(ModelError::OffBoard { cell: c, n: self.board.n });
        }
        if !self.board.is_empty_cell(c) {
            return Err(ModelError::Occupied(c));
        }
        Ok(self.play_unchecked(c))
    }
    /// Plays `c` (on board, empty, game not over: the caller's duty) and returns the outcome.
    #[inline]
    pub fn play_unchecked(&mut self, c: Cell) -> Outcome {
        let p = self.to_move();
        self.board.place(p, c);
        self.history.push(c);
        self.outcome = if self.board.completes_through(p, c) {
            Outcome::Won(p)
        } else if self.board.empty_count() == 0 {
            Outcome::Draw
        } else {
            Outcome::ToMove(p.other())
        };
        self.outcome
    }
    /// Takes back the last move; returns it (None on the empty board).
    #[inline]
    pub fn undo(&mut self) -> Option<Cell> {
        let c = self.history.pop()?;
        let p = self.to_move();
        self.board.unplace(p);
        self.outcome = Outcome::ToMove(p);
        Some(c)
    }
}

/// Parses a whitespace- or comma-separated list of cells such as `(2,2) (3,2)`.
pub fn parse_cells(s: &str) -> Result<Vec<Cell>, ModelError> {
    let mut out = Vec::new();
    let mut rest = s.trim();
    while !rest.is_empty() {
        let end = rest.find(')').ok_or_else(|| ModelError::BadCell(rest.to_string()))?;
        out.push(rest[..=end].parse()?);
        rest = rest[end + 1..].trim_start_matches(|c: char| c.is_whitespace() || c == ',');
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_counts_match_the_formula() {
        assert_eq!(all_squares(6).len(), 55);
        assert_eq!(all_squares(17).len(), 1496);
        assert_eq!(all_squares(1).len(), 0);
    }

    #[test]
    fn threats_and_wins() {
        let mut b = Board::new(6).unwrap();
        for c in [Cell::new(1, 1), Cell::new(3, 1), Cell::new(1, 3)] {
            b.place(Player::P1, c);
        }
        let t = b.threats(Player::P1);
        assert_eq!(t.iter().collect::<Vec<_>>(), vec![Cell::new(3, 3)]);
        assert_eq!(b.threats_through(Player::P1, Cell::new(1, 3)), t);
        b.place(Player::P1, Cell::new(3, 3));
        assert!(b.completes_through(Player::P1, Cell::new(3, 3)));
        assert_eq!(b.completed_square(Player::P1), Some(Square { x: 1, y: 1, d: 2 }));
    }

    #[test]
    fn bad_input_is_an_error() {
        assert_eq!(Board::new(33).unwrap_err(), ModelError::BadSize { n: 33, max: 32 });
        assert_eq!(BoardOf::<u128>::new(129).unwrap_err(), ModelError::BadSize { n: 129, max: 128 });
        assert!("(1;2)".parse::<Cell>().is_err());
        let mut p = Position::new(6).unwrap();
        p.play(Cell::new(2, 2)).unwrap();
        assert_eq!(p.play(Cell::new(2, 2)), Err(ModelError::Occupied(Cell::new(2, 2))));
        assert!(matches!(p.play(Cell::new(6, 0)), Err(ModelError::OffBoard { .. })));
        assert_eq!(parse_cells("(2,2) (3,2),(0,1)").unwrap().len(), 3);
    }
}
