//! Opening certificates (issue 13 item 1): a P1 strategy table showing that an (opening,
//! second move) pair beats every first reply but the forced one, with quiet moves allowed.
//! Binary format `SQOW` v1 (docs/FORMATS.md, "Opening win tables").
//!
//! Layout: bytes 0..4 `SQOW`; byte 4 version 1; byte 5 n (6..=8); byte 6 the opening's cell
//! index; byte 7 the second move's cell index (index `y*n + x`); byte 8 the completion ply
//! limit; bytes 9..13 entry count (u32 LE); then the entries, 17 bytes each: the P1 mask (u64
//! LE), the P2 mask (u64 LE), the move (one byte, a cell index), strictly increasing by (P1
//! mask, P2 mask), positions in their actual orientation (no symmetry), nothing after.
//!
//! The strategy σ, P1 to move: (1) the first empty cell (row-major) completing a P1 square;
//! else (2) the first P2 threat cell (row-major); else (3) the entry's move for the position.
//! The claim: for every first reply `r1` other than the opening and the second move, from
//! P1 {opening, second}, P2 {r1}, P2 to move at ply 4, whatever P2 plays, P2 never completes
//! a square and σ completes one by the ply limit.

use crate::model::Cell;
use crate::openings::{bit, decide, Outcome};
use crate::small::solver::Solver;
use anyhow::{bail, Context, Result};
use std::collections::BTreeMap;

/// File magic, bytes 0..4.
pub const MAGIC: &[u8; 4] = b"SQOW";
/// Format version, byte 4.
pub const VERSION: u8 = 1;
/// Header size in bytes.
pub const HEADER_LEN: usize = 13;
/// Entry size in bytes.
pub const ENTRY_LEN: usize = 17;

/// A P1 strategy table for one pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinTable {
    /// Board side in cells, 6..=8.
    pub n: usize,
    /// The opening.
    pub opening: Cell,
    /// The default second move.
    pub second: Cell,
    /// Every reply is beaten by this completion ply.
    pub max_ply: u32,
    /// (P1 mask, P2 mask) → the move's cell index, for the quiet positions σ reaches.
    pub entries: BTreeMap<(u64, u64), u8>,
}

/// File name of the certificate of a pair: `openings-n{n}-{ox}-{oy}-{sx}-{sy}-win.sqo`.
pub fn file_name(n: usize, opening: Cell, second: Cell) -> String {
    format!("openings-n{n}-{}-{}-{}-{}-win.sqo", opening.x, opening.y, second.x, second.y)
}

/// Builds the table of a pair: decides every first reply ([`decide`], fastest completion
/// ply), then follows the solver's winning moves ([`Solver::winning_move`]) from every
/// position, every P2 reply expanded. The ply limit recorded is the slowest reply's fastest
/// completion ply. Errors: a reply P1 does not beat by `max_ply` within `node_budget` nodes
/// per deadline (naming it and its outcome), cells off the board.
pub fn build(n: usize, opening: Cell, second: Cell, max_ply: u32, node_budget: u64) -> Result<WinTable> {
    if !opening.on_board(n) || !second.on_board(n) || opening == second {
        bail!("the pair {opening}/{second} is not two different cells of the {n}x{n} board");
    }
    let mut s = Solver::new(n)?;
    let p1 = bit(n, opening) | bit(n, second);
    let mut entries = BTreeMap::new();
    let mut worst = 0;
    // One visited set for every reply: a position reached again keeps the move stored for
    // the reply that reached it first, which completes by that reply's ply, at most the limit.
    let mut seen = std::collections::HashSet::new();
    for r in 0..n * n {
        if p1 >> r & 1 == 1 {
            continue;
        }
        let d = match decide(&mut s, p1, 1 << r, max_ply, node_budget) {
            Outcome::Win { ply } => ply,
            o => bail!("{opening}/{second} on {n}x{n}: against the first reply ({},{}) the solver found {o}: the pair has no win table", r % n, r / n),
        };
        worst = worst.max(d);
        p2_node(&mut s, d, p1, 1 << r, &mut entries, &mut seen)?;
    }
    Ok(WinTable { n, opening, second, max_ply: worst, entries })
}

fn p2_node(s: &mut Solver, d: u32, p1: u64, p2: u64, out: &mut BTreeMap<(u64, u64), u8>, seen: &mut std::collections::HashSet<(u64, u64)>) -> Result<()> {
    let geo = s.geo.clone();
    for r in crate::small::geom::bits(geo.full & !(p1 | p2)) {
        let q2 = p2 | 1 << r;
        if geo.completes_through(q2, r) {
            bail!("internal: P2 completes a square at {} in a position the solver calls won", geo.board_string(p1, q2));
        }
        p1_node(s, d, p1, q2, out, seen)?;
    }
    Ok(())
}

fn p1_node(s: &mut Solver, d: u32, p1: u64, p2: u64, out: &mut BTreeMap<(u64, u64), u8>, seen: &mut std::collections::HashSet<(u64, u64)>) -> Result<()> {
    if !seen.insert((p1, p2)) {
        return Ok(());
    }
    let geo = &s.geo;
    if geo.threats(p1, p2) != 0 {
        return Ok(()); // σ (1) completes a square
    }
    let quiet = geo.threats(p2, p1) == 0;
    let Some(m) = s.winning_move(0, p1, p2, d) else {
        bail!("internal: no winning move at {} by ply {d}", s.geo.board_string(p1, p2));
    };
    if quiet {
        out.insert((p1, p2), m as u8);
    }
    p2_node(s, d, p1 | 1 << m, p2, out, seen)
}

/// Encodes a table in format v1.
pub fn encode(t: &WinTable) -> Vec<u8> {
    let mut b = Vec::with_capacity(HEADER_LEN + ENTRY_LEN * t.entries.len());
    b.extend_from_slice(MAGIC);
    b.extend_from_slice(&[VERSION, t.n as u8, t.opening.index(t.n) as u8, t.second.index(t.n) as u8, t.max_ply as u8]);
    b.extend_from_slice(&(t.entries.len() as u32).to_le_bytes());
    for (&(p1, p2), &m) in &t.entries {
        b.extend_from_slice(&p1.to_le_bytes());
        b.extend_from_slice(&p2.to_le_bytes());
        b.push(m);
    }
    b
}

/// Builds the table of a pair and writes it atomically into `dir` ([`file_name`]); returns
/// the path and the table. Errors: see [`build`], I/O naming the file.
pub fn certify(dir: &std::path::Path, n: usize, opening: Cell, second: Cell, max_ply: u32, node_budget: u64) -> Result<(std::path::PathBuf, WinTable)> {
    crate::certio::check_folder("--win-table", dir)?;
    let path = dir.join(file_name(n, opening, second));
    crate::certio::Output::check(&path)?;
    let t = build(n, opening, second, max_ply, node_budget)?;
    crate::certio::write_atomic(&path, &encode(&t))?;
    Ok((path, t))
}

/// File magic of a no-win table (P2's strategy), bytes 0..4.
pub const NOWIN_MAGIC: &[u8; 4] = b"SQOD";

/// A P2 strategy table showing that a pair does not beat some first replies by a ply
/// (format `SQOD` v1, docs/FORMATS.md "Opening no-win tables"): from each triple
/// `(opening, r1, second)`, P2 following it never lets P1 complete a square by `max_ply`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoWinTable {
    /// Board side in cells, 6..=8.
    pub n: usize,
    /// The opening.
    pub opening: Cell,
    /// The default second move.
    pub second: Cell,
    /// P1 does not complete a square at any ply `≤ max_ply`.
    pub max_ply: u32,
    /// The first replies covered, row-major.
    pub replies: Vec<Cell>,
    /// (P1 mask, P2 mask) → P2's move, for the quiet positions the strategy reaches.
    pub entries: BTreeMap<(u64, u64), u8>,
}

/// File name of a no-win table: `openings-n{n}-{ox}-{oy}-{sx}-{sy}-nowin{L}.sqo`.
pub fn no_win_file_name(n: usize, opening: Cell, second: Cell, max_ply: u32) -> String {
    format!("openings-n{n}-{}-{}-{}-{}-nowin{max_ply}.sqo", opening.x, opening.y, second.x, second.y)
}

/// Builds the P2 table for the given first replies: checks with the solver that P1 does not
/// force a square by `max_ply` from each triple (within `node_budget` nodes), then follows
/// the solver's refuting moves ([`Solver::refuting_move`]) against every P1 move, up to the
/// last P1 turn before `max_ply` (where the checker tests directly that no P1 move makes a
/// double threat P2 cannot answer). Errors: a reply P1 beats, or a search cut short.
pub fn build_no_win(n: usize, opening: Cell, second: Cell, replies: &[Cell], max_ply: u32, node_budget: u64) -> Result<NoWinTable> {
    let mut s = Solver::new(n)?;
    let p1 = bit(n, opening) | bit(n, second);
    let mut entries = BTreeMap::new();
    let mut seen = std::collections::HashSet::new();
    for &r in replies {
        s.set_node_cap(s.nodes.saturating_add(node_budget));
        let w = s.wins_by(0, p1, bit(n, r), max_ply);
        if s.stopped() || w {
            bail!(
                "{opening}/{second} on {n}x{n}: against the first reply {r} the solver {} by ply {max_ply}: no no-win table",
                if w { "finds a forced P1 square" } else { "ran out of nodes" }
            );
        }
        defender(&mut s, max_ply, p1, bit(n, r), &mut entries, &mut seen)?;
    }
    Ok(NoWinTable { n, opening, second, max_ply, replies: replies.to_vec(), entries })
}

/// P2 to move in a no-win proof.
fn defender(s: &mut Solver, k: u32, p1: u64, p2: u64, out: &mut BTreeMap<(u64, u64), u8>, seen: &mut std::collections::HashSet<(u64, u64)>) -> Result<()> {
    if !seen.insert((p1, p2)) {
        return Ok(());
    }
    let quiet = s.geo.threats(p2, p1) == 0 && s.geo.threats(p1, p2) == 0;
    let Some(m) = s.refuting_move(0, p1, p2, k) else {
        bail!("internal: no refuting move at {} against completion by ply {k}", s.geo.board_string(p1, p2));
    };
    if quiet {
        out.insert((p1, p2), m as u8);
    }
    let q2 = p2 | 1 << m;
    if s.geo.completes_through(q2, m) || q2 | p1 == s.geo.full {
        return Ok(());
    }
    let ply = (p1 | q2).count_ones() + 1;
    if s.geo.threats(p1, q2) != 0 {
        bail!("internal: P1 keeps a threat at {}", s.geo.board_string(p1, q2));
    }
    if ply + 2 >= k {
        return Ok(()); // P1's last chance (or none): the checker tests it directly
    }
    for c in crate::small::geom::bits(s.geo.full & !(p1 | q2)) {
        defender(s, k, p1 | 1 << c, q2, out, seen)?;
    }
    Ok(())
}

/// Encodes a no-win table in format v1.
pub fn encode_no_win(t: &NoWinTable) -> Vec<u8> {
    let mut b = Vec::with_capacity(14 + t.replies.len() + ENTRY_LEN * t.entries.len());
    b.extend_from_slice(NOWIN_MAGIC);
    b.extend_from_slice(&[VERSION, t.n as u8, t.opening.index(t.n) as u8, t.second.index(t.n) as u8, t.max_ply as u8, t.replies.len() as u8]);
    b.extend(t.replies.iter().map(|r| r.index(t.n) as u8));
    b.extend_from_slice(&(t.entries.len() as u32).to_le_bytes());
    for (&(p1, p2), &m) in &t.entries {
        b.extend_from_slice(&p1.to_le_bytes());
        b.extend_from_slice(&p2.to_le_bytes());
        b.push(m);
    }
    b
}

/// Builds a no-win table and writes it atomically into `dir` ([`no_win_file_name`]).
pub fn certify_no_win(dir: &std::path::Path, n: usize, opening: Cell, second: Cell, replies: &[Cell], max_ply: u32, node_budget: u64) -> Result<(std::path::PathBuf, NoWinTable)> {
    crate::certio::check_folder("--no-win-tables", dir)?;
    let path = dir.join(no_win_file_name(n, opening, second, max_ply));
    crate::certio::Output::check(&path)?;
    let t = build_no_win(n, opening, second, replies, max_ply, node_budget)?;
    crate::certio::write_atomic(&path, &encode_no_win(&t))?;
    Ok((path, t))
}

/// A decoded opening table of either kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decoded {
    /// A P1 win table (`SQOW`).
    Win(WinTable),
    /// A P2 no-win table (`SQOD`).
    NoWin(NoWinTable),
}

/// Decodes an `SQOW` or `SQOD` file: magic, version, board 6..=8, cells on the board and
/// different, exact size, entries strictly increasing with disjoint masks on the board and
/// the move on an empty cell. Errors say which field is wrong.
pub fn decode(bytes: &[u8]) -> Result<Decoded> {
    if bytes.len() < HEADER_LEN || !(&bytes[0..4] == MAGIC || &bytes[0..4] == NOWIN_MAGIC) {
        bail!("not an opening table: the file must start with SQOW or SQOD and hold at least {HEADER_LEN} bytes");
    }
    if bytes[4] != VERSION {
        bail!("unsupported opening-table version {} (this reader knows version {VERSION})", bytes[4]);
    }
    let n = bytes[5] as usize;
    if !(6..=crate::small::geom::MAX_SOLVE_N).contains(&n) {
        bail!("board size {n} is out of range for an opening table (6..=8)");
    }
    let cell = |i: u8| -> Result<Cell> {
        if (i as usize) < n * n {
            Ok(Cell::new(i % n as u8, i / n as u8))
        } else {
            bail!("cell index {i} is off the {n}x{n} board")
        }
    };
    let (opening, second, max_ply) = (cell(bytes[6])?, cell(bytes[7])?, bytes[8] as u32);
    if opening == second {
        bail!("the opening and the second move are both {opening}");
    }
    let win = &bytes[0..4] == MAGIC;
    let (replies, at) = if win {
        (Vec::new(), 9)
    } else {
        let r = bytes[9] as usize;
        let list = bytes.get(10..10 + r).ok_or_else(|| anyhow::anyhow!("truncated list of {r} first replies"))?;
        (list.iter().map(|&i| cell(i)).collect::<Result<Vec<_>>>()?, 10 + r)
    };
    let count = bytes.get(at..at + 4).map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")) as usize).ok_or_else(|| anyhow::anyhow!("truncated entry count"))?;
    let need = at + 4 + ENTRY_LEN * count;
    if bytes.len() != need {
        bail!("{} bytes, but the header's {count} entries need exactly {need}", bytes.len());
    }
    let full = if n * n == 64 { u64::MAX } else { (1u64 << (n * n)) - 1 };
    let mut entries = BTreeMap::new();
    let mut last = None;
    for (k, e) in bytes[at + 4..].chunks(ENTRY_LEN).enumerate() {
        let p1 = u64::from_le_bytes(e[0..8].try_into().expect("8 bytes"));
        let p2 = u64::from_le_bytes(e[8..16].try_into().expect("8 bytes"));
        let m = e[16];
        if last.is_some_and(|l| l >= (p1, p2)) {
            bail!("entry {k} is not greater than the one before (entries must be strictly increasing)");
        }
        last = Some((p1, p2));
        if (p1 | p2) & !full != 0 || p1 & p2 != 0 || m as usize >= n * n || (p1 | p2) >> m & 1 == 1 {
            bail!("entry {k} is invalid: stones off the board or on one cell twice, or the move off the board or on a taken cell");
        }
        entries.insert((p1, p2), m);
    }
    Ok(if win {
        Decoded::Win(WinTable { n, opening, second, max_ply, entries })
    } else {
        Decoded::NoWin(NoWinTable { n, opening, second, max_ply, replies, entries })
    })
}

/// What a passing check of an opening table walked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// First replies checked.
    pub replies: usize,
    /// Distinct positions where the table's owner was to move.
    pub positions: usize,
}

/// Checks a decoded table against every opposing move (docs/FORMATS.md, the claims of "Opening
/// win table" and "Opening no-win table"). Errors name the first reply, the position
/// (row-major, `X` P1, `O` P2) and what failed.
pub fn check(t: &Decoded) -> Result<CheckReport> {
    let (n, o, s, k, entries, replies) = match t {
        Decoded::Win(w) => {
            let all = (0..w.n * w.n).map(|i| Cell::new((i % w.n) as u8, (i / w.n) as u8)).filter(|&c| c != w.opening && c != w.second).collect::<Vec<Cell>>();
            (w.n, w.opening, w.second, w.max_ply, &w.entries, all)
        }
        Decoded::NoWin(d) => (d.n, d.opening, d.second, d.max_ply, &d.entries, d.replies.clone()),
    };
    let mut w = Walk { geo: crate::small::geom::Geo::new(n)?, k, entries, seen: std::collections::HashSet::new() };
    let p1 = bit(n, o) | bit(n, s);
    for &r in &replies {
        let res = if matches!(t, Decoded::Win(_)) { w.win_p2(p1, bit(n, r)) } else { w.nowin_p2(p1, bit(n, r)) };
        res.map_err(|e| anyhow::anyhow!("first reply {r}: {e}"))?;
    }
    Ok(CheckReport { replies: replies.len(), positions: w.seen.len() })
}

/// The walk of [`check`]: bitmask positions, memo of the owner's positions already proved.
struct Walk<'a> {
    geo: crate::small::geom::Geo,
    k: u32,
    entries: &'a BTreeMap<(u64, u64), u8>,
    seen: std::collections::HashSet<(u64, u64)>,
}

impl Walk<'_> {
    fn at(&self, p1: u64, p2: u64) -> String {
        self.geo.board_string(p1, p2)
    }
    /// The owner's move by the table's σ/τ: complete, else block the first threat, else the entry.
    fn sigma(&self, mine: u64, theirs: u64, p1: u64, p2: u64) -> Result<usize> {
        let own = self.geo.threats(mine, theirs);
        let opp = self.geo.threats(theirs, mine);
        let m = if own != 0 {
            own.trailing_zeros() as usize
        } else if opp != 0 {
            opp.trailing_zeros() as usize
        } else {
            *self.entries.get(&(p1, p2)).ok_or_else(|| anyhow::anyhow!("no table entry at {}", self.at(p1, p2)))? as usize
        };
        if (p1 | p2) >> m & 1 == 1 {
            bail!("the table's move {} is on a taken cell at {}", self.geo.cell_string(m), self.at(p1, p2));
        }
        Ok(m)
    }
    fn win_p2(&mut self, p1: u64, p2: u64) -> Result<()> {
        if p1 | p2 == self.geo.full {
            bail!("the board fills without a P1 square at {}", self.at(p1, p2));
        }
        for r in crate::small::geom::bits(self.geo.full & !(p1 | p2)) {
            let q2 = p2 | 1 << r;
            if self.geo.completes_through(q2, r) {
                bail!("P2 completes a square with {} at {}", self.geo.cell_string(r), self.at(p1, p2));
            }
            self.win_p1(p1, q2)?;
        }
        Ok(())
    }
    fn win_p1(&mut self, p1: u64, p2: u64) -> Result<()> {
        if self.seen.contains(&(p1, p2)) {
            return Ok(());
        }
        let ply = (p1 | p2).count_ones() + 1;
        if ply > self.k {
            bail!("P1 has not completed a square by ply {} at {}", self.k, self.at(p1, p2));
        }
        let m = self.sigma(p1, p2, p1, p2)?;
        let q1 = p1 | 1 << m;
        if !self.geo.completes_through(q1, m) {
            self.win_p2(q1, p2)?;
        }
        self.seen.insert((p1, p2));
        Ok(())
    }
    fn nowin_p2(&mut self, p1: u64, p2: u64) -> Result<()> {
        if p1 | p2 == self.geo.full || self.geo.threats(p2, p1) != 0 {
            return Ok(()); // a full board, or P2 completes a square: P1 never does
        }
        let m = self.sigma(p2, p1, p1, p2)?;
        let q2 = p2 | 1 << m;
        if self.geo.completes_through(q2, m) {
            return Ok(());
        }
        self.nowin_p1(p1, q2)
    }
    fn nowin_p1(&mut self, p1: u64, p2: u64) -> Result<()> {
        let ply = (p1 | p2).count_ones() + 1;
        if self.geo.threats(p1, p2) != 0 {
            bail!("P1 completes a square at ply {ply} <= {} at {}", self.k, self.at(p1, p2));
        }
        if ply + 2 > self.k || !self.seen.insert((p1, p2)) {
            return Ok(());
        }
        for m in crate::small::geom::bits(self.geo.full & !(p1 | p2)) {
            let q1 = p1 | 1 << m;
            if ply + 2 == self.k {
                if self.geo.threats(q1, p2).count_ones() >= 2 && self.geo.threats(p2, q1) == 0 {
                    bail!("P1 makes a double threat at ply {ply} with {} at {}", self.geo.cell_string(m), self.at(p1, p2));
                }
            } else {
                self.nowin_p2(q1, p2)?;
            }
        }
        Ok(())
    }
}

/// Reads, decodes and checks an opening table file; errors name the file.
pub fn check_file(path: &std::path::Path) -> Result<CheckReport> {
    let bytes = crate::certio::read(path)?;
    let t = decode(&bytes).with_context(|| format!("{} is not a valid opening table", path.display()))?;
    check(&t).with_context(|| format!("{} fails its check", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_table_is_what_build_writes_and_a_failing_pair_has_none() {
        let (o, s) = (Cell::new(2, 2), Cell::new(3, 2));
        let t = build(6, o, s, 25, 20_000_000).unwrap();
        assert_eq!((t.entries.len(), t.max_ply), (6834, 23));
        let committed = std::fs::read(format!("certs/{}", file_name(6, o, s))).unwrap();
        assert_eq!(encode(&t), committed);
        let e = build(6, o, s, 15, 20_000_000).unwrap_err().to_string();
        assert!(e.contains("against the first reply (2,1) the solver found no win by ply 15"), "{e}");
        let e = build(6, o, o, 15, 1).unwrap_err().to_string();
        assert!(e.contains("(2,2)/(2,2) is not two different cells"), "{e}");
    }

    #[test]
    fn the_committed_no_win_table_is_what_build_no_win_writes() {
        let (o, s) = (Cell::new(2, 2), Cell::new(3, 2));
        let replies = [Cell::new(2, 1), Cell::new(3, 1), Cell::new(2, 3), Cell::new(3, 3)];
        let t = build_no_win(6, o, s, &replies, 17, 20_000_000).unwrap();
        assert_eq!(t.entries.len(), 174_085);
        let committed = std::fs::read(format!("certs/{}", no_win_file_name(6, o, s, 17))).unwrap();
        assert_eq!(encode_no_win(&t), committed);
        // (1,0) is beaten by ply 15
        let e = build_no_win(6, o, s, &[Cell::new(1, 0)], 15, 20_000_000).unwrap_err().to_string();
        assert!(e.contains("against the first reply (1,0) the solver finds a forced P1 square by ply 15"), "{e}");
    }

    #[test]
    fn the_library_check_passes_the_committed_tables_and_names_a_corrupted_position() {
        let win = check_file(std::path::Path::new("certs/openings-n6-2-2-3-2-win.sqo")).unwrap();
        assert_eq!(win, CheckReport { replies: 34, positions: 131_633 });
        let nowin = check_file(std::path::Path::new("certs/openings-n6-2-2-3-2-nowin17.sqo")).unwrap();
        assert_eq!(nowin, CheckReport { replies: 4, positions: 177_926 });
        // the first entry of the win table moved onto its own lowest P1 stone is rejected by
        // decode; moved to another empty cell, the walk must fail somewhere naming a board
        let mut bytes = std::fs::read("certs/openings-n6-2-2-3-2-win.sqo").unwrap();
        let p1 = u64::from_le_bytes(bytes[13..21].try_into().unwrap());
        bytes[29] = p1.trailing_zeros() as u8;
        assert!(decode(&bytes).unwrap_err().to_string().contains("entry 0 is invalid"));
        let mut lim = std::fs::read("certs/openings-n6-2-2-3-2-win.sqo").unwrap();
        lim[8] = 21;
        let e = format!("{:#}", check(&decode(&lim).unwrap()).unwrap_err());
        assert!(e.contains("has not completed a square by ply 21 at ") && e.contains("first reply ("), "{e}");
    }
}
