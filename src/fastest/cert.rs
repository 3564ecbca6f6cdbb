//! Fastest-win certificates (docs/FORMATS.md, "Fastest-win certificates", format `SQF1`): a
//! strategy of one player as the stream of its free choices, in the order of one fixed
//! depth-first walk of the game, so a certificate stores one byte per decision (two for the
//! cells 255.. of 17×17 to 19×19) and no positions. The same walk checks a certificate (reading the bytes) and writes one (asking
//! the solver), so writer and checker agree on the order by construction; tests/ holds a
//! second, independent checker.
//!
//! The walk starts at the empty board. At each position it first applies the rules that end
//! the walk there or force a move; a position that is to branch (walk every reply, or read a
//! byte) is expanded only the first time its symmetry class (under the 8 symmetries) is
//! reached, later arrivals being already checked. Kinds:
//! - upper (`P1 completes a square by ply K`): at P1's turn, P1 completes a square when it
//!   can (fine if the ply is ≤ K); else, past ply K, fails; a full board fails; else blocks
//!   the lowest P2 threat cell when P2 has one; else plays the next byte. At P2's turn, a P2
//!   threat fails (P2 completes); a full board fails; else every empty cell is walked in
//!   ascending order.
//! - lower (`P1 completes no square by ply L`): at P1's turn past ply L, fine; a P1 threat
//!   fails (P1 completes); at ply L, fine; else every empty cell is walked. At P2's turn at
//!   ply ≥ L, fine (P1's next ply is past L); a P2 threat or a full board, fine (P2 completes,
//!   or the game is over); else P2 blocks the lowest P1 threat cell; else, at ply L-1, fine
//!   (P1 has no threat for its last move); else plays the next byte.
//!
//! One shortcut, which changes neither the bytes nor the counts: at P1's turn at ply L-2 of a
//! lower walk, only P1 moves creating two or more threat cells are walked
//! ([`Board::double_threat_candidates`]). Any other move is fine: P2's turn at ply L-1 reads no
//! byte and counts no position, and P2 then holds a threat, or the board is full, or P2
//! blocks P1's one threat cell (or P1 has none), so P1 holds no threat at ply L. It makes the
//! walk about 7 times faster on 12×12; tests/fastest_checker.rs tries every move there, with
//! its own reading of the last two plies (`last_two_plies`: P1's threat cells counted on the
//! squares through the move), and refuses the same changed certificates.

use super::bits::{pack, Bits};
use super::search::{Board, Search};
use anyhow::{bail, Result};
use std::collections::HashSet;

/// The magic bytes of the format.
pub const MAGIC: &[u8; 4] = b"SQF1";

/// Header bytes: magic, n, kind, bound, reserved 0, move count (u32 little-endian).
pub const HEADER: usize = 12;

/// Largest board whose moves take one byte each (256 cells); on larger boards a move takes
/// one byte below [`ESCAPE`] and two from it (docs/FORMATS.md).
pub const ONE_BYTE_MAX_N: usize = 16;

/// On boards above [`ONE_BYTE_MAX_N`], the byte that announces a cell `ESCAPE + e`, `e` being
/// the next byte; a byte below it is the cell itself.
pub const ESCAPE: u8 = 255;

/// Which bound a certificate proves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A P1 strategy completing a square by ply `bound` against every P2 reply.
    Upper,
    /// A P2 strategy against which P1 completes no square by ply `bound`.
    Lower,
}

impl Kind {
    fn byte(self) -> u8 {
        match self {
            Kind::Upper => 1,
            Kind::Lower => 2,
        }
    }
    /// `upper` or `lower` (the file name part).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Upper => "upper",
            Kind::Lower => "lower",
        }
    }
}

/// A decoded certificate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cert {
    /// Board side in cells (5..=[`super::search::MAX_N`]).
    pub n: usize,
    /// Upper or lower.
    pub kind: Kind,
    /// The ply bound `K` (upper) or `L` (lower).
    pub bound: u32,
    /// The owner's free choices (cell indices `y*n + x`) in walk order.
    pub moves: Vec<u16>,
}

/// What a walk saw: symmetry classes visited and bytes read (or written).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct WalkStats {
    /// Symmetry classes of positions visited.
    pub positions: usize,
    /// Owner decisions read from (or written to) the byte stream.
    pub decisions: usize,
}

/// Encodes a certificate (header then moves): one byte per move up to 16×16, else a cell
/// below [`ESCAPE`] as itself and any other as `ESCAPE`, `cell - ESCAPE` (two bytes).
pub fn encode(c: &Cert) -> Vec<u8> {
    let mut v = Vec::with_capacity(HEADER + c.moves.len());
    v.extend_from_slice(MAGIC);
    v.extend_from_slice(&[c.n as u8, c.kind.byte(), c.bound as u8, 0]);
    v.extend_from_slice(&(c.moves.len() as u32).to_le_bytes());
    for &m in &c.moves {
        if c.n <= ONE_BYTE_MAX_N || m < ESCAPE as u16 {
            v.push(m as u8);
        } else {
            v.extend_from_slice(&[ESCAPE, (m - ESCAPE as u16) as u8]);
        }
    }
    v
}

/// Decodes a certificate. Errors (naming `what`, a file name): a short or foreign header, a
/// board outside 5..=[`super::search::MAX_N`], an unknown kind, a move count that does not
/// match the bytes (on boards above 16, also a file ending inside a two-byte move).
pub fn decode(bytes: &[u8], what: &str) -> Result<Cert> {
    if bytes.len() < HEADER || &bytes[..4] != MAGIC {
        bail!("{what}: not a fastest-win certificate (no SQF1 header); regenerate it with `squarecert fastest`");
    }
    let n = bytes[4] as usize;
    if !(5..=super::search::MAX_N).contains(&n) {
        bail!("{what}: board size {n} in the header is outside 5..={}", super::search::MAX_N);
    }
    let kind = match bytes[5] {
        1 => Kind::Upper,
        2 => Kind::Lower,
        k => bail!("{what}: kind byte {k} is neither 1 (upper) nor 2 (lower)"),
    };
    let count = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes")) as usize;
    let body = &bytes[HEADER..];
    let moves: Vec<u16> = if n <= ONE_BYTE_MAX_N {
        body.iter().map(|&b| b as u16).collect()
    } else {
        let mut v = Vec::with_capacity(body.len());
        let mut i = 0;
        while i < body.len() {
            if body[i] == ESCAPE {
                let Some(&e) = body.get(i + 1) else {
                    bail!("{what}: the file ends inside a two-byte move (escape byte {ESCAPE} at the end); regenerate it with `squarecert fastest`");
                };
                v.push(ESCAPE as u16 + e as u16);
                i += 2;
            } else {
                v.push(body[i] as u16);
                i += 1;
            }
        }
        v
    };
    if moves.len() != count {
        bail!("{what}: the header announces {count} moves but the file holds {}", moves.len());
    }
    Ok(Cert { n, kind, bound: bytes[6] as u32, moves })
}

/// Where the owner's free choices come from.
trait Source<const W: usize> {
    /// The owner's move in position `b` (the owner is to move, no forced rule applies).
    fn decide(&mut self, b: &mut Board<W>) -> Result<usize>;
}

/// Reads choices from a certificate's bytes.
struct Reader<'a> {
    moves: &'a [u16],
    at: usize,
}

impl<const W: usize> Source<W> for Reader<'_> {
    fn decide(&mut self, b: &mut Board<W>) -> Result<usize> {
        let Some(&m) = self.moves.get(self.at) else {
            bail!("the certificate ends after {} moves but position {} (ply {}) needs a move", self.at, b.text(), b.placed + 1);
        };
        self.at += 1;
        let m = m as usize;
        if m >= b.cells || !b.empty().has(m) {
            bail!("move {} ({m}) is not an empty cell of position {} (ply {})", self.at - 1, b.text(), b.placed + 1);
        }
        Ok(m)
    }
}

/// Asks the solver: for P1 the first move in move order among its choices
/// ([`Search::p1_choices`]: every empty cell unless the search cuts P1 to forcing moves) that
/// still completes by the deadline, for P2 the first that still keeps P1 from completing; records the choices.
struct Writer<const W: usize> {
    search: Search<W>,
    out: Vec<u16>,
}

impl<const W: usize> Source<W> for Writer<W> {
    fn decide(&mut self, b: &mut Board<W>) -> Result<usize> {
        std::mem::swap(&mut self.search.b, b);
        let p = self.search.b.mover();
        let mut found = None;
        let choices = if p == 0 { self.search.p1_choices() } else { self.search.b.empty() };
        for (_, m) in self.search.order(choices, p) {
            self.search.b.make(m as usize, p);
            let w = self.search.wins();
            self.search.b.unmake(m as usize, p);
            if w == (p == 0) {
                found = Some(m as usize);
                break;
            }
        }
        std::mem::swap(&mut self.search.b, b);
        let Some(m) = found else { bail!("the solver finds no move for P{} in position {} (ply {})", p + 1, b.text(), b.placed + 1) };
        self.out.push(m as u16);
        Ok(m)
    }
}

/// The symmetry classes a walk has expanded, each as its canonical image
/// ([`Board::canonical`]). An image of at most [`PACKED_STONES`](super::bits::PACKED_STONES)
/// stones is kept packed in 128 bits ([`pack`]): 16 bytes a key where the image takes `16·W`
/// (80 on 17×17), which is what the lower walks of the large boards hold (73.9 M classes on
/// 17×17). Larger images are kept whole.
struct Seen<const W: usize> {
    packed: HashSet<u128>,
    whole: HashSet<[Bits<W>; 2]>,
}

impl<const W: usize> Seen<W> {
    fn new() -> Self {
        Seen { packed: HashSet::new(), whole: HashSet::new() }
    }

    /// Adds the image; true when it was not there.
    fn insert(&mut self, img: [Bits<W>; 2]) -> bool {
        match pack(&img) {
            Some(k) => self.packed.insert(k),
            None => self.whole.insert(img),
        }
    }
}

/// The walk of the module documentation.
struct Walk<'s, const W: usize> {
    b: Board<W>,
    kind: Kind,
    bound: u32,
    seen: Seen<W>,
    src: &'s mut dyn Source<W>,
    stats: WalkStats,
}

impl<const W: usize> Walk<'_, W> {
    fn fail(&self, why: &str) -> anyhow::Error {
        anyhow::anyhow!("position {} (ply {}): {why}", self.b.text(), self.b.placed + 1)
    }

    fn owner_move(&mut self) -> Result<usize> {
        self.stats.decisions += 1;
        self.src.decide(&mut self.b)
    }

    /// Records the position's symmetry class; false when it was already expanded.
    fn first_time(&mut self) -> bool {
        let fresh = self.seen.insert(self.b.canonical());
        self.stats.positions += usize::from(fresh);
        fresh
    }

    fn visit(&mut self) -> Result<()> {
        let ply = self.b.placed + 1;
        let empty = self.b.empty();
        let (k, p1) = (self.bound, self.b.mover() == 0);
        match (self.kind, p1) {
            (Kind::Upper, true) => {
                if !self.b.thr[0].is_empty() && ply <= k {
                    return Ok(());
                }
                if ply > k {
                    return Err(self.fail(&format!("P1 has not completed a square by ply {k}")));
                }
                if empty.is_empty() {
                    return Err(self.fail("the board is full without a P1 square"));
                }
                if let Some(t) = self.b.thr[1].lowest() {
                    return self.play(t, 0);
                }
                if !self.first_time() {
                    return Ok(());
                }
                let m = self.owner_move()?;
                self.play(m, 0)
            }
            (Kind::Upper, false) => {
                if let Some(t) = self.b.thr[1].lowest() {
                    return Err(self.fail(&format!("P2 completes a square at {}", cell(self.b.n, t))));
                }
                if empty.is_empty() {
                    return Err(self.fail("the board is full without a P1 square"));
                }
                if !self.first_time() {
                    return Ok(());
                }
                for r in empty.iter() {
                    self.play(r, 1)?;
                }
                Ok(())
            }
            (Kind::Lower, true) => {
                if ply > k {
                    return Ok(());
                }
                if let Some(t) = self.b.thr[0].lowest() {
                    return Err(self.fail(&format!("P1 completes a square at {} by ply {k}", cell(self.b.n, t))));
                }
                if ply == k || !self.first_time() {
                    return Ok(());
                }
                // At ply k-2, a P1 move creating at most one threat cell is fine without a walk:
                // P2 then holds a threat, or the board is full, or P2 blocks that one cell (or
                // P1 has none) and P1 holds no threat at ply k. P2's turn at ply k-1 reads no
                // byte and counts no position, so skipping these moves changes neither the
                // stream nor the statistics; only cells of `double_threat_candidates` are walked.
                let moves = if ply + 2 == k { empty.and(self.b.double_threat_candidates(0)) } else { empty };
                for m in moves.iter() {
                    self.play(m, 0)?;
                }
                Ok(())
            }
            (Kind::Lower, false) => {
                if ply >= k || !self.b.thr[1].is_empty() || empty.is_empty() {
                    return Ok(());
                }
                if let Some(t) = self.b.thr[0].lowest() {
                    return self.play(t, 1);
                }
                if ply + 1 == k || !self.first_time() {
                    return Ok(());
                }
                let m = self.owner_move()?;
                self.play(m, 1)
            }
        }
    }

    fn play(&mut self, m: usize, p: usize) -> Result<()> {
        self.b.make(m, p);
        let r = self.visit();
        self.b.unmake(m, p);
        r
    }
}

/// `(x,y)` of cell index `i` on the `n`×`n` board.
pub fn cell(n: usize, i: usize) -> String {
    format!("({},{})", i % n, i / n)
}

fn walk<const W: usize>(n: usize, kind: Kind, bound: u32, src: &mut dyn Source<W>) -> Result<WalkStats> {
    let mut w = Walk { b: Board::new(n), kind, bound, seen: Seen::new(), src, stats: WalkStats::default() };
    w.visit()?;
    Ok(w.stats)
}

/// Writes the certificate of `kind` and `bound` from a finished search (its table filled for
/// the deadline `bound`, P1 winning for upper, not winning for lower), by the walk.
/// Errors: the solver finds no move somewhere (an inconsistent search), naming the position.
pub fn build<const W: usize>(n: usize, kind: Kind, bound: u32, search: Search<W>) -> Result<(Cert, WalkStats)> {
    let mut wr = Writer { search, out: Vec::new() };
    let stats = walk(n, kind, bound, &mut wr)?;
    Ok((Cert { n, kind, bound, moves: wr.out }, stats))
}

/// Checks a certificate by the walk. Errors name the failing position (and what fails), a
/// bad move, or a stream that ends early or holds moves past the walk.
pub fn check(c: &Cert) -> Result<WalkStats> {
    crate::with_bits_width!(c.n, check_w(c))
}

fn check_w<const W: usize>(c: &Cert) -> Result<WalkStats> {
    check_recording::<W>(c, &mut |_, _, _| ())
}

/// A callback of [`check_and_record`], called at each owner decision of a certificate walk
/// with the stones of P1, the stones of P2 (cell indices `y*n + x`, ascending) and the move
/// read there (a cell index).
pub type RecordFn<'a> = dyn FnMut(&[usize], &[usize], usize) + 'a;

/// Checks a certificate as [`check`] does and calls `record(p1, p2, move)` at each owner
/// decision, in walk order: the stones of P1 and of P2 (cell indices `y*n + x`, ascending)
/// and the move read there. Errors as [`check`].
pub fn check_and_record(c: &Cert, record: &mut RecordFn<'_>) -> Result<WalkStats> {
    crate::with_bits_width!(c.n, check_recording(c, record))
}

/// Reads choices from a certificate's bytes and reports each with its position.
struct Recorder<'a, 'r> {
    reader: Reader<'a>,
    record: &'r mut RecordFn<'a>,
}

impl<const W: usize> Source<W> for Recorder<'_, '_> {
    fn decide(&mut self, b: &mut Board<W>) -> Result<usize> {
        let m = Source::<W>::decide(&mut self.reader, b)?;
        let (p1, p2): (Vec<usize>, Vec<usize>) = (b.stones[0].iter().collect(), b.stones[1].iter().collect());
        (self.record)(&p1, &p2, m);
        Ok(m)
    }
}

fn check_recording<const W: usize>(c: &Cert, record: &mut RecordFn<'_>) -> Result<WalkStats> {
    let mut r = Recorder { reader: Reader { moves: &c.moves, at: 0 }, record };
    let stats = walk::<W>(c.n, c.kind, c.bound, &mut r)?;
    if r.reader.at != c.moves.len() {
        bail!("the walk ends after {} of the {} moves: the rest belongs to no position", r.reader.at, c.moves.len());
    }
    Ok(stats)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The walk's set keeps images of up to 13 stones packed and larger ones whole, and
    /// answers "seen before" for both.
    #[test]
    fn the_seen_set_packs_small_images_and_keeps_large_ones_whole() {
        let img = super::super::bits::image::<7>;
        let fourteen: Vec<usize> = (0..14).map(|i| 30 * i).collect();
        let mut seen = Seen::<7>::new();
        assert!(seen.insert(img(&fourteen[..7], &fourteen[7..])) && seen.insert(img(&[0, 440], &[3])));
        assert!(!seen.insert(img(&fourteen[..7], &fourteen[7..])) && !seen.insert(img(&[0, 440], &[3])));
        assert_eq!((seen.packed.len(), seen.whole.len()), (1, 1));
    }

    /// Up to 16×16 a move is one byte, 255 included (cell (15,15)); on 17×17 (to 19×19) the
    /// cells from 255 on take two bytes, and the count stays the number of moves.
    #[test]
    fn moves_past_cell_254_take_two_bytes_above_16x16_only() {
        let c16 = Cert { n: 16, kind: Kind::Upper, bound: 13, moves: vec![0, 254, 255] };
        let b16 = encode(&c16);
        assert_eq!(&b16[HEADER..], &[0, 254, 255]);
        assert_eq!(decode(&b16, "n16").unwrap(), c16);
        let c17 = Cert { n: 17, kind: Kind::Lower, bound: 11, moves: vec![0, 254, 255, 288, 144] };
        let b17 = encode(&c17);
        assert_eq!(&b17[8..12], &5u32.to_le_bytes());
        assert_eq!(&b17[HEADER..], &[0, 254, 255, 0, 255, 33, 144]);
        assert_eq!(decode(&b17, "n17").unwrap(), c17);
        let cut = decode(&b17[..b17.len() - 2], "cut").unwrap_err().to_string();
        assert!(cut.contains("cut: the file ends inside a two-byte move"), "{cut}");
        let mut short = b17.clone();
        short[8] = 4;
        let e = decode(&short, "short").unwrap_err().to_string();
        assert!(e.contains("announces 4 moves but the file holds 5"), "{e}");
        let mut big = b17.clone();
        big[4] = 20;
        assert!(decode(&big, "big").unwrap_err().to_string().contains("board size 20 in the header is outside 5..=19"));
    }
}
