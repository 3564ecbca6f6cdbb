//! The game model of DESIGN.md §1: board sizes, cells, squares, stones as row bitboards,
//! threat detection (full scan and incremental), and a position with play/undo.
//!
//! Conventions (DESIGN.md §1): cells are `(x, y)`, 0-based; the cell order used for every
//! tie-break is row-major (by `y`, then `x`) and does not depend on `n`. Plies count from 1:
//! P1 plays the odd plies, P2 the even ones; in a 0-based history P1's moves sit at the even
//! indices.

use std::fmt;
use std::str::FromStr;

/// Largest supported board side, in cells: one `u32` row bitboard per row.
pub const MAX_N: usize = 32;

/// Errors of the game model: bad board sizes, off-board or occupied cells, unparsable cells.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ModelError {
    /// `n` is outside `1..=32`.
    #[error("board size {0} is out of range: squarecert supports 1..=32 (row bitboards are u32)")]
    BadSize(usize),
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
    /// A cell `(x,y)` with a coordinate past the largest board.
    #[error("the cell {0} has a coordinate past {max}: coordinates are 0..={max} (boards up to {n}x{n})", max = MAX_N - 1, n = MAX_N)]
    CoordOutOfRange(String),
}

/// Checks a board size: `Ok(n)` for `1..=32`, else [`ModelError::BadSize`].
pub fn check_size(n: usize) -> Result<usize, ModelError> {
    if (1..=MAX_N).contains(&n) {
        Ok(n)
    } else {
        Err(ModelError::BadSize(n))
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
        self.d >= 1 && (self.x + self.d) as usize <= n - 1 && (self.y + self.d) as usize <= n - 1
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet {
    /// One `u32` per row; bit `x` is the cell `(x, y)`.
    pub rows: [u32; MAX_N],
}

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet { rows: [0; MAX_N] };
    /// Whether `c` is in the set.
    #[inline]
    pub fn contains(&self, c: Cell) -> bool {
        self.rows[c.y as usize] >> c.x & 1 == 1
    }
    /// Adds `c`.
    #[inline]
    pub fn insert(&mut self, c: Cell) {
        self.rows[c.y as usize] |= 1 << c.x;
    }
    /// Removes `c`.
    #[inline]
    pub fn remove(&mut self, c: Cell) {
        self.rows[c.y as usize] &= !(1 << c.x);
    }
    /// Number of cells.
    pub fn len(&self) -> usize {
        self.rows.iter().map(|r| r.count_ones() as usize).sum()
    }
    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.rows.iter().all(|&r| r == 0)
    }
    /// The first cell in row-major order.
    pub fn first(&self) -> Option<Cell> {
        self.rows
            .iter()
            .position(|&r| r != 0)
            .map(|y| Cell::new(self.rows[y].trailing_zeros() as u8, y as u8))
    }
    /// The cells in row-major order.
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.rows.iter().enumerate().flat_map(|(y, &r)| {
            let mut bits = r;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let x = bits.trailing_zeros();
                bits &= bits - 1;
                Some(Cell::new(x as u8, y as u8))
            })
        })
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Stones on an `n`×`n` board: one row bitboard per player plus each player's stones in the
/// order they were played (for threat detection by pairs of stones).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    n: usize,
    full_row: u32,
    stones: [CellSet; 2],
    lists: [Vec<Cell>; 2],
}

impl Board {
    /// The empty `n`×`n` board. Errors: [`ModelError::BadSize`] unless `1 ≤ n ≤ 32`.
    pub fn new(n: usize) -> Result<Board, ModelError> {
        check_size(n)?;
        let full_row = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
        Ok(Board { n, full_row, stones: [CellSet::EMPTY; 2], lists: [Vec::new(), Vec::new()] })
    }
    /// Board side in cells.
    pub fn n(&self) -> usize {
        self.n
    }
    /// The stones of `p` as a bitboard.
    pub fn stones(&self, p: Player) -> &CellSet {
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
        c.on_board(self.n) && (self.stones[0].rows[c.y as usize] | self.stones[1].rows[c.y as usize]) >> c.x & 1 == 0
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
    pub fn empty_cells(&self) -> CellSet {
        let mut e = CellSet::EMPTY;
        for y in 0..self.n {
            e.rows[y] = self.full_row & !(self.stones[0].rows[y] | self.stones[1].rows[y]);
        }
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
    /// (every square with three corners held has a fully held row edge). Cost: one pass over
    /// the rows plus O(k²) for k stones of `p` in a row.
    pub fn threats(&self, p: Player) -> CellSet {
        let own = &self.stones[p.idx()].rows;
        let opp = &self.stones[p.other().idx()].rows;
        let mut t = CellSet::EMPTY;
        for y in 0..self.n {
            let row = own[y];
            if row.count_ones() < 2 {
                continue;
            }
            let mut a = row;
            while a != 0 {
                let x1 = a.trailing_zeros() as usize;
                a &= a - 1;
                let mut b = a;
                while b != 0 {
                    let x2 = b.trailing_zeros() as usize;
                    b &= b - 1;
                    let d = x2 - x1;
                    for y2 in [y.wrapping_sub(d), y + d] {
                        if y2 >= self.n {
                            continue;
                        }
                        let o1 = own[y2] >> x1 & 1 == 1;
                        let o2 = own[y2] >> x2 & 1 == 1;
                        let f1 = (own[y2] | opp[y2]) >> x1 & 1 == 0;
                        let f2 = (own[y2] | opp[y2]) >> x2 & 1 == 0;
                        if o1 && f2 {
                            t.rows[y2] |= 1 << x2;
                        } else if o2 && f1 {
                            t.rows[y2] |= 1 << x1;
                        }
                    }
                }
            }
        }
        t
    }

    /// The threat cells of `p` on squares having the stone `c` of `p` as a corner (the
    /// incremental scan through the last stone): for each other stone `s` of `p`, the 0–3
    /// squares with corners `c` and `s`. Cost O(stones of `p`).
    pub fn threats_through(&self, p: Player, c: Cell) -> CellSet {
        let mut t = CellSet::EMPTY;
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
                    t.insert(c2);
                } else if own.contains(c2) && self.is_empty_cell(c1) {
                    t.insert(c1);
                }
            }
        }
        t
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
        assert_eq!(Board::new(33).unwrap_err(), ModelError::BadSize(33));
        assert!("(1;2)".parse::<Cell>().is_err());
        let mut p = Position::new(6).unwrap();
        p.play(Cell::new(2, 2)).unwrap();
        assert_eq!(p.play(Cell::new(2, 2)), Err(ModelError::Occupied(Cell::new(2, 2))));
        assert!(matches!(p.play(Cell::new(6, 0)), Err(ModelError::OffBoard { .. })));
        assert_eq!(parse_cells("(2,2) (3,2),(0,1)").unwrap().len(), 3);
    }
}
