//! The upper fastest-win certificate as the table the provers read (docs/FORMATS.md, "Prover
//! tables of the fastest wins (`SQFT`)"): the SQF1 upper walk ([`super::cert`]) replayed, each
//! P1 decision turned into an entry "canonical key → move in the canonical orientation".
//!
//! The canonical key is the one of `coq/SquareGame/Table.v` (`keyOf`, `canonical`) and its
//! Lean twin: under each symmetry g0..g7 (fixed order, [`crate::mirror::symm_cell`]) the key
//! is `p1mask + p2mask · 2^S`, `S = max(25, n²)` ([`key_shift`]), masks summing `2^(y·n + x)`;
//! the canonical key is the least, with the first symmetry attaining it. The prover strategy
//! `fastestMove` plays: a P1 completing cell (the first, row-major), else the first P2 threat
//! cell (a block), else the table's move mapped back. The walk expands each symmetry class of
//! P1 positions once, so each key gets one move; that play is the walk's (the walk fails when
//! P2 holds two threats, so "first" and "lowest" agree wherever it passes).

use super::cert::{self, Cert, Kind};
use crate::mirror::{self, LCell};
use anyhow::{bail, Result};
use std::cmp::Ordering;
use std::collections::HashMap;

/// The magic bytes of the format.
pub const MAGIC: &[u8; 4] = b"SQFT";

/// Largest board the provers take fastest-win data of: a table entry's move, and a move of
/// the lower certificate that `Delay.sqfMoves` reads, is one byte (256 cells); the 17×17 to
/// 19×19 certificates are checked by the Rust walks only.
pub const MAX_N: usize = cert::ONE_BYTE_MAX_N;

/// Header bytes: magic, version 1, n, the ply bound k, the key width in bytes, the entry
/// count (u32 little-endian).
pub const HEADER: usize = 12;

/// The bit at which the P2 mask starts in a key: `max(25, n²)` (25 keeps the 5×5 keys of the
/// strategy tables, `SQTB`).
pub fn key_shift(n: usize) -> usize {
    (n * n).max(25)
}

/// The width of a key in bytes: `⌈(key_shift(n) + n²) / 8⌉`.
pub fn key_bytes(n: usize) -> usize {
    (key_shift(n) + n * n).div_ceil(8)
}

/// A key as little-endian bytes of width [`key_bytes`].
pub type Key = Vec<u8>;

/// Numeric order of two keys of one width.
pub fn key_cmp(a: &Key, b: &Key) -> Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

fn cell_of(n: usize, i: usize) -> LCell {
    mirror::c(i % n, i / n)
}

/// The key of the position (P1 and P2 stones as cell indices `y*n + x`) seen through
/// symmetry `g` (0..8): Table.v's `keyOf`.
pub fn key_of(n: usize, p1: &[usize], p2: &[usize], g: usize) -> Key {
    let mut k = vec![0u8; key_bytes(n)];
    for (stones, base) in [(p1, 0), (p2, key_shift(n))] {
        for &i in stones {
            let c = mirror::symm_cell(n, g, cell_of(n, i));
            let bit = base + c.y * n + c.x;
            k[bit / 8] |= 1 << (bit % 8);
        }
    }
    k
}

/// The canonical key and the first symmetry attaining it: Table.v's `canonical`.
pub fn canonical(n: usize, p1: &[usize], p2: &[usize]) -> (Key, usize) {
    let mut best = (key_of(n, p1, p2, 0), 0);
    for g in 1..8 {
        let k = key_of(n, p1, p2, g);
        if key_cmp(&k, &best.0) == Ordering::Less {
            best = (k, g);
        }
    }
    best
}

/// A prover table: board side `n` (cells), ply bound `k`, entries sorted by key, each with
/// the move as a cell index `y*n + x` in the canonical orientation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProverTable {
    /// Board side in cells.
    pub n: usize,
    /// P1 completes a square by this ply.
    pub bound: u32,
    /// (canonical key, move) in increasing key order, keys distinct.
    pub entries: Vec<(Key, u8)>,
}

impl ProverTable {
    /// The move stored for a canonical key.
    pub fn lookup(&self, key: &Key) -> Option<u8> {
        self.entries.binary_search_by(|(k, _)| key_cmp(k, key)).ok().map(|i| self.entries[i].1)
    }
}

/// The table of an upper certificate: checks it by the walk ([`cert::check_and_record`]) and
/// turns every P1 decision into an entry. Errors: a lower certificate, a certificate the walk
/// rejects (the walk's message), two decisions of one symmetry class with different moves
/// (cannot happen for a walk that expands a class once).
pub fn from_cert(c: &Cert) -> Result<ProverTable> {
    if c.kind != Kind::Upper {
        bail!("a lower certificate (P2 strategy) has no P1 table; give the upper one (fastest-n{}-upper.sqf)", c.n);
    }
    let n = c.n;
    let mut map: HashMap<Key, u8> = HashMap::new();
    let mut clash = None;
    cert::check_and_record(c, &mut |p1, p2, m| {
        let (key, g) = canonical(n, p1, p2);
        let mc = mirror::symm_cell(n, g, cell_of(n, m));
        let mv = (mc.y * n + mc.x) as u8;
        if let Some(&old) = map.get(&key) {
            if old != mv && clash.is_none() {
                clash = Some(format!("two moves ({old} and {mv}) for one symmetry class"));
            }
        } else {
            map.insert(key, mv);
        }
    })?;
    if let Some(e) = clash {
        bail!("fastest-n{n}-upper.sqf: {e}");
    }
    let mut entries: Vec<(Key, u8)> = map.into_iter().collect();
    entries.sort_by(|a, b| key_cmp(&a.0, &b.0));
    Ok(ProverTable { n, bound: c.bound, entries })
}

/// The bytes of a prover table (docs/FORMATS.md): `SQFT`, version 1, n, k, the key width w,
/// the entry count (u32 LE), then per entry the key (w bytes LE) and the move (one byte).
pub fn encode(t: &ProverTable) -> Vec<u8> {
    let w = key_bytes(t.n);
    let mut v = Vec::with_capacity(HEADER + t.entries.len() * (w + 1));
    v.extend_from_slice(MAGIC);
    v.extend_from_slice(&[1, t.n as u8, t.bound as u8, w as u8]);
    v.extend_from_slice(&(t.entries.len() as u32).to_le_bytes());
    for (k, m) in &t.entries {
        v.extend_from_slice(k);
        v.push(*m);
    }
    v
}

/// Decodes a prover table. Errors (naming `what`): a short or foreign header, a key width
/// other than [`key_bytes`], a length that does not match the count, keys not strictly
/// increasing.
pub fn decode(bytes: &[u8], what: &str) -> Result<ProverTable> {
    if bytes.len() < HEADER || &bytes[..4] != MAGIC || bytes[4] != 1 {
        bail!("{what}: not a fastest prover table (no SQFT v1 header)");
    }
    let (n, bound, w) = (bytes[5] as usize, bytes[6] as u32, bytes[7] as usize);
    if w != key_bytes(n) {
        bail!("{what}: key width {w} bytes, but n = {n} needs {}", key_bytes(n));
    }
    let count = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes")) as usize;
    if bytes.len() != HEADER + count * (w + 1) {
        bail!("{what}: the header announces {count} entries but the file holds {} bytes of entries", bytes.len() - HEADER);
    }
    let entries: Vec<(Key, u8)> = bytes[HEADER..].chunks(w + 1).map(|e| (e[..w].to_vec(), e[w])).collect();
    if entries.windows(2).any(|p| key_cmp(&p[0].0, &p[1].0) != Ordering::Less) {
        bail!("{what}: keys not strictly increasing");
    }
    Ok(ProverTable { n, bound, entries })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_of_5x5_are_the_strategy_table_keys() {
        // P1 (2,2), (3,1); P2 (0,0), (4,3): Table.v's u64 key (P2 mask at bit 25), as the mirror
        // computes it, under every symmetry.
        let (p1, p2) = ([12usize, 8], [0usize, 19]);
        let (a, b): (Vec<LCell>, Vec<LCell>) = (p1.iter().map(|&i| cell_of(5, i)).collect(), p2.iter().map(|&i| cell_of(5, i)).collect());
        for g in 0..8 {
            let k = key_of(5, &p1, &p2, g);
            assert_eq!(k.len(), 7, "50 bits in 7 bytes");
            let as_u64 = k.iter().rev().fold(0u64, |acc, &x| acc << 8 | x as u64);
            assert_eq!(as_u64, mirror::key_of(5, &a, &b, g), "symmetry {g}");
        }
        let (k, g) = canonical(5, &p1, &p2);
        let (mk, mg) = mirror::canonical(5, &a, &b);
        assert_eq!((k.iter().rev().fold(0u64, |acc, &x| acc << 8 | x as u64), g), (mk, mg));
    }

    #[test]
    fn key_width_and_shift_by_board() {
        assert_eq!((key_shift(5), key_bytes(5)), (25, 7));
        assert_eq!((key_shift(8), key_bytes(8)), (64, 16));
        assert_eq!((key_shift(11), key_bytes(11)), (121, 31));
    }

    #[test]
    fn tables_round_trip_and_bad_bytes_are_errors() {
        let t = ProverTable { n: 6, bound: 15, entries: vec![(vec![0; 9], 14), (vec![1, 0, 0, 0, 0, 0, 0, 0, 2], 7)] };
        let b = encode(&t);
        assert_eq!(b.len(), HEADER + 2 * 10);
        assert_eq!(decode(&b, "t").unwrap(), t);
        let e = format!("{:#}", decode(&b[..b.len() - 1], "t.sqft").unwrap_err());
        assert!(e.contains("t.sqft") && e.contains("announces 2 entries"), "{e}");
        let mut swapped = b.clone();
        swapped[HEADER..].rotate_left(10);
        assert!(format!("{:#}", decode(&swapped, "t").unwrap_err()).contains("not strictly increasing"));
        let mut wide = b.clone();
        wide[7] = 8;
        assert!(format!("{:#}", decode(&wide, "t").unwrap_err()).contains("key width 8"));
    }

    #[test]
    fn a_lower_certificate_has_no_table() {
        let c = Cert { n: 6, kind: Kind::Lower, bound: 13, moves: vec![] };
        assert!(format!("{:#}", from_cert(&c).unwrap_err()).contains("upper one (fastest-n6-upper.sqf)"));
    }
}
