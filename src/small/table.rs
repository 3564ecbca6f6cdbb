//! Strategy tables, binary format v1 (docs/FORMATS.md, "Small-board tables"), and the
//! strategy σ they define: complete a square if you can, else block the first opposing
//! threat, else the table's move for the canonical position.
//!
//! Layout: bytes 0..4 `SQTB`; byte 4 version 1; byte 5 n (1..=5); byte 6 owner (1 = P1,
//! 2 = P2); byte 7 goal (0 = draw, 1 = win); bytes 8..12 entry count (u32 LE); then the
//! entries, each a u64 LE, strictly increasing, nothing after. Entry = `(key << 5) | move`,
//! `key = p1mask | p2mask << 25` (bit `y*n + x`), key and move in the canonical orientation
//! (the first of g0..g7 attaining the minimal key).

use super::geom::{bits, Geo, MAX_TABLE_N};
use crate::model::{Board, Cell, Player};
use anyhow::Context;
use std::path::Path;

/// File magic, bytes 0..4.
pub const MAGIC: &[u8; 4] = b"SQTB";
/// Format version, byte 4.
pub const VERSION: u8 = 1;
/// Header size in bytes.
pub const HEADER_LEN: usize = 12;

/// What the table's owner achieves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The owner prevents every opposing square (`DrawsWith`, DESIGN.md §2). Byte 7 = 0.
    Draw,
    /// The owner completes a square (`WinsWith`, DESIGN.md §2). Byte 7 = 1.
    Win,
}

/// A decoded strategy table: header fields and the sorted entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Board side in cells, 1..=5.
    pub n: usize,
    /// The owner: 1 = P1, 2 = P2.
    pub owner: u8,
    /// What the owner achieves.
    pub goal: Goal,
    /// Entries `(key << 5) | move`, strictly increasing.
    pub entries: Vec<u64>,
}

/// Errors reading a table file (the caller adds the file name).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    /// Fewer bytes than the header or the stated entry count need.
    #[error("truncated table: {len} bytes, but {need} are needed")]
    Truncated {
        /// Bytes present.
        len: usize,
        /// Bytes needed.
        need: usize,
    },
    /// Bytes after the last entry.
    #[error("{extra} unexpected bytes after the last entry")]
    Trailing {
        /// Extra bytes.
        extra: usize,
    },
    /// Bytes 0..4 are not `SQTB`.
    #[error("not a small-board table: magic bytes are {0:?}, expected \"SQTB\"")]
    BadMagic([u8; 4]),
    /// Unknown version byte.
    #[error("unsupported table version {0} (this reader knows version 1)")]
    BadVersion(u8),
    /// Board size byte outside 1..=5.
    #[error("board size {0} is out of range for a table (1..=5)")]
    BadSize(u8),
    /// Owner byte not 1 or 2.
    #[error("owner byte {0} is invalid (1 = P1, 2 = P2)")]
    BadOwner(u8),
    /// Goal byte not 0 or 1.
    #[error("goal byte {0} is invalid (0 = draw, 1 = win)")]
    BadGoal(u8),
    /// Entries not strictly increasing.
    #[error("entry {index} is not greater than the one before (entries must be strictly increasing)")]
    NotIncreasing {
        /// Entry index, 0-based.
        index: usize,
    },
    /// An entry whose key or move is impossible.
    #[error("entry {index} ({entry:#x}) is invalid: {why}")]
    BadEntry {
        /// Entry index, 0-based.
        index: usize,
        /// The raw entry.
        entry: u64,
        /// What is wrong.
        why: String,
    },
}

impl Table {
    /// The stored move (canonical orientation, a cell index) for a canonical key, by binary
    /// search.
    pub fn lookup(&self, key: u64) -> Option<usize> {
        let lo = key << 5;
        let i = self.entries.partition_point(|&e| e < lo);
        self.entries.get(i).filter(|&&e| e >> 5 == key).map(|&e| (e & 31) as usize)
    }
    /// The owner as a side index (0 = P1, 1 = P2; an invalid owner byte reads as P1).
    pub fn owner_side(&self) -> usize {
        usize::from(self.owner == 2)
    }
    /// Short name: `small-n{n}-p{owner}-{draw|win}`.
    pub fn name(&self) -> String {
        super::cert_stem(self.n, self.owner_side(), self.goal)
    }
}

/// Encodes a table in format v1 (entries must already be strictly increasing).
pub fn encode(t: &Table) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER_LEN + 8 * t.entries.len());
    out.extend_from_slice(MAGIC);
    out.push(VERSION);
    out.push(t.n as u8);
    out.push(t.owner);
    out.push(if t.goal == Goal::Win { 1 } else { 0 });
    out.extend_from_slice(&(t.entries.len() as u32).to_le_bytes());
    for e in &t.entries {
        out.extend_from_slice(&e.to_le_bytes());
    }
    out
}

/// Decodes a format-v1 table and validates every entry: strictly increasing, key masks on
/// the board and disjoint, stone counts consistent with the owner to move, key canonical,
/// move an empty cell. Errors: [`TableError`].
pub fn decode(bytes: &[u8]) -> Result<Table, TableError> {
    if bytes.len() < HEADER_LEN {
        return Err(TableError::Truncated { len: bytes.len(), need: HEADER_LEN });
    }
    let magic: [u8; 4] = bytes[0..4].try_into().expect("4 bytes");
    if &magic != MAGIC {
        return Err(TableError::BadMagic(magic));
    }
    if bytes[4] != VERSION {
        return Err(TableError::BadVersion(bytes[4]));
    }
    let n = bytes[5];
    if !(1..=MAX_TABLE_N as u8).contains(&n) {
        return Err(TableError::BadSize(n));
    }
    let owner = bytes[6];
    if owner != 1 && owner != 2 {
        return Err(TableError::BadOwner(owner));
    }
    let goal = match bytes[7] {
        0 => Goal::Draw,
        1 => Goal::Win,
        g => return Err(TableError::BadGoal(g)),
    };
    let count = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes")) as usize;
    let need = HEADER_LEN + 8 * count;
    if bytes.len() < need {
        return Err(TableError::Truncated { len: bytes.len(), need });
    }
    if bytes.len() > need {
        return Err(TableError::Trailing { extra: bytes.len() - need });
    }
    let n = n as usize;
    let geo = Geo::new(n).map_err(|e| TableError::BadEntry { index: 0, entry: 0, why: e.to_string() })?;
    let mut entries = Vec::with_capacity(count);
    for index in 0..count {
        let o = HEADER_LEN + 8 * index;
        let entry = u64::from_le_bytes(bytes[o..o + 8].try_into().expect("8 bytes"));
        if index > 0 && entry <= entries[index - 1] {
            return Err(TableError::NotIncreasing { index });
        }
        let bad = |why: &str| TableError::BadEntry { index, entry, why: why.to_string() };
        let key = entry >> 5;
        let mv = (entry & 31) as usize;
        let (p1, p2) = (key & ((1 << 25) - 1), key >> 25);
        if p1 & !geo.full != 0 || p2 & !geo.full != 0 {
            return Err(bad("a stone lies off the board"));
        }
        if p1 & p2 != 0 {
            return Err(bad("a cell holds stones of both players"));
        }
        let (c1, c2) = (p1.count_ones(), p2.count_ones());
        let mover = if c1 == c2 { 1 } else if c1 == c2 + 1 { 2 } else { 0 };
        if mover != owner {
            return Err(bad("the owner is not the player to move in this position"));
        }
        if mv >= geo.cells || (p1 | p2) >> mv & 1 == 1 {
            return Err(bad("the move is off the board or on a taken cell"));
        }
        let (k1, k2, _) = geo.canonical(p1, p2);
        if Geo::key(k1, k2) != key {
            return Err(bad("the key is not in canonical orientation"));
        }
        entries.push(entry);
    }
    Ok(Table { n, owner, goal, entries })
}

/// Reads and decodes a table file; errors name the file.
pub fn read_table(path: &Path) -> anyhow::Result<Table> {
    let bytes = crate::certio::read(path)?;
    decode(&bytes).with_context(|| format!("{} is not a valid small-board table", path.display()))
}

/// Why σ has no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMove {
    /// No win, no threat to block, and no entry for the canonical key.
    Missing {
        /// The canonical key looked up.
        key: u64,
    },
}

/// Which rule of σ chose a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// (1) completes an owner square.
    Win,
    /// (2) blocks the first opposing threat.
    Block,
    /// (3) the table's move.
    Table,
}

/// σ on bitmasks: the owner (`owner` = 0 for P1, 1 for P2, to move) plays; returns the cell
/// index and the rule that chose it. Errors: no table entry for a quiet position.
pub fn sigma(t: &Table, geo: &Geo, owner: usize, p1: u64, p2: u64) -> Result<(usize, Rule), NoMove> {
    let (mine, theirs) = if owner == 0 { (p1, p2) } else { (p2, p1) };
    let own_t = geo.threats(mine, theirs);
    if own_t != 0 {
        return Ok((own_t.trailing_zeros() as usize, Rule::Win));
    }
    let opp_t = geo.threats(theirs, mine);
    if opp_t != 0 {
        return Ok((opp_t.trailing_zeros() as usize, Rule::Block));
    }
    let (k1, k2, g) = geo.canonical(p1, p2);
    let key = Geo::key(k1, k2);
    match t.lookup(key) {
        Some(m) if m < geo.cells => Ok((geo.perm[super::geom::sym_inverse(g)][m] as usize, Rule::Table)),
        _ => Err(NoMove::Missing { key }),
    }
}

/// The strategy's move on a model board (the owner of `table` to move), or `None` when the
/// strategy has no move there (no win, no block, no entry) or the board does not fit the
/// table (`n` differs from the table's or from the board's). The stable entry point for the
/// Lean mirror and the play page.
pub fn strategy_move(table: &Table, n: usize, board: &Board) -> Option<Cell> {
    if n != table.n || board.n() != n || !(1..=MAX_TABLE_N).contains(&n) || !(1..=2).contains(&table.owner) {
        return None;
    }
    let geo = Geo::new(n).ok()?;
    let mask = |p: Player| board.stones(p).iter().fold(0u64, |m, c| m | 1 << c.index(n));
    let (m, _) = sigma(table, &geo, table.owner_side(), mask(Player::P1), mask(Player::P2)).ok()?;
    Some(Cell::new((m % n) as u8, (m / n) as u8))
}

/// The text dump: a header comment and one entry a line, `board move`, the board row-major
/// with rows separated by `/` (`X` = P1, `O` = P2, `.` = empty), the move as `(x,y)`, both in
/// the canonical orientation, in file order.
pub fn dump_text(t: &Table) -> String {
    let Ok(geo) = Geo::new(t.n.clamp(1, MAX_TABLE_N)) else { return String::new() };
    let mut s = format!(
        "# {}: squarecert small-board table v1, n={}, owner=P{}, goal={}, {} entries\n# board (rows top to bottom, X=P1 O=P2 .=empty, canonical orientation) -> move (x,y)\n",
        t.name(),
        t.n,
        t.owner,
        if t.goal == Goal::Win { "win" } else { "draw" },
        t.entries.len()
    );
    for &e in &t.entries {
        let key = e >> 5;
        let (p1, p2) = (key & ((1 << 25) - 1), key >> 25);
        s.push_str(&format!("{} {}\n", geo.board_string(p1, p2), geo.cell_string((e & 31) as usize)));
    }
    s
}

/// Number of entries whose move is quiet (creates no owner threat in the stored position).
pub fn quiet_entries(t: &Table) -> usize {
    let Ok(geo) = Geo::new(t.n.clamp(1, MAX_TABLE_N)) else { return 0 };
    t.entries
        .iter()
        .filter(|&&e| {
            let key = e >> 5;
            let (mut p1, mut p2) = (key & ((1 << 25) - 1), key >> 25);
            let m = 1u64 << (e & 31);
            if t.owner == 1 {
                p1 |= m;
                geo.threats(p1, p2) == 0
            } else {
                p2 |= m;
                geo.threats(p2, p1) == 0
            }
        })
        .count()
}

/// The set bits of a mask as `(x,y)` cells, for messages.
pub fn cells_text(geo: &Geo, m: u64) -> String {
    bits(m).map(|i| geo.cell_string(i)).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encode_decode_round_trip_and_lookup() {
        // 2x2, P1 to move on the empty board: play (1,1) = index 3
        let t = Table { n: 2, owner: 1, goal: Goal::Draw, entries: vec![3] };
        let b = encode(&t);
        assert_eq!(&b[..12], &[b'S', b'Q', b'T', b'B', 1, 2, 1, 0, 1, 0, 0, 0]);
        assert_eq!(decode(&b).unwrap(), t);
        assert_eq!(t.lookup(0), Some(3));
        assert_eq!(t.lookup(1), None);
        let board = Board::new(2).unwrap();
        assert_eq!(strategy_move(&t, 2, &board), Some(Cell::new(1, 1)));
    }

    #[test]
    fn strategy_maps_moves_back_through_the_inverse_symmetry() {
        // 3x3 board, P1 at (2,0) (index 2), P2 to move. Canonical: P1 at (0,0) via g1
        // (the first symmetry attaining the minimum). Store move (1,0) (index 1) there:
        // back through g1 it is (1,0) again; store (0,1) (index 3): back through g1 → (2,1).
        let geo = Geo::new(3).unwrap();
        let (k1, k2, g) = geo.canonical(1 << 2, 0);
        assert_eq!((k1, k2, g), (1, 0, 1));
        let t = Table { n: 3, owner: 2, goal: Goal::Draw, entries: vec![Geo::key(k1, k2) << 5 | 3] };
        let mut board = Board::new(3).unwrap();
        board.place(Player::P1, Cell::new(2, 0));
        assert_eq!(strategy_move(&t, 3, &board), Some(Cell::new(2, 1)));
    }

    #[test]
    fn decode_rejects_bad_bytes() {
        assert!(matches!(decode(b"SQTB"), Err(TableError::Truncated { .. })));
        assert!(matches!(decode(b"SQTB\x01\x06\x01\x00\x00\x00\x00\x00"), Err(TableError::BadSize(6))));
        assert!(matches!(decode(b"SQTB\x01\x03\x03\x00\x00\x00\x00\x00"), Err(TableError::BadOwner(3))));
        // a key that is not canonical: P1 at (2,0) on 3x3
        let t = Table { n: 3, owner: 2, goal: Goal::Draw, entries: vec![(1u64 << 2) << 5] };
        assert!(matches!(decode(&encode(&t)), Err(TableError::BadEntry { .. })));
    }
}
