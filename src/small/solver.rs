//! The exact solver of issue 3: a depth-first AND/OR search ("can the attacker complete a
//! square by ply D whatever the defender does?") over bitmask positions, with a
//! transposition table keyed by the canonical form under the 8 symmetries, sound threat
//! pruning (immediate win; a single opposing threat forces the block; two opposing threats
//! lose), a last-chance rule (with one attacker move left before the deadline only double
//! threats can win), and iterative deepening on the completion ply D. This is alpha-beta
//! negamax specialised to the win/no-win question (the scores are booleans, so every
//! cut-off is an alpha-beta cut-off).

use super::geom::{bits, Geo};
use anyhow::{bail, Result};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::time::Instant;

/// A small multiplicative hasher for the transposition tables (keys are already
/// well-mixed bitmasks).
#[derive(Default, Clone, Copy)]
pub struct MulHasher(u64);
impl Hasher for MulHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}
/// Hash map with [`MulHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<MulHasher>>;

/// The two players as 0 (P1) and 1 (P2).
pub type Side = usize;

/// The side to move in position `(p1, p2)`: P1 (0) when both hold as many stones.
#[inline]
pub fn to_move(p1: u64, p2: u64) -> Side {
    if p1.count_ones() == p2.count_ones() {
        0
    } else {
        1
    }
}

/// Transposition table of one search: canonical position → "the attacker completes a square
/// by the deadline".
type Tt = FastMap<(u64, u64), bool>;

/// The exact solver for one board size: geometry, one transposition table per
/// (attacker, deadline) pair (kept across calls, so repeated questions are cheap), and a node
/// counter.
pub struct Solver {
    /// Board geometry.
    pub geo: Geo,
    tts: HashMap<(Side, u32), Tt>,
    /// Search nodes visited since creation (positions expanded, counting repeats).
    pub nodes: u64,
    weight: Vec<u32>,
}

impl Solver {
    /// A solver for the `n`×`n` board (`1 ≤ n ≤ 8`). Errors: unsupported size.
    pub fn new(n: usize) -> Result<Solver> {
        let geo = Geo::new(n)?;
        let weight = (0..geo.cells).map(|i| geo.cell_squares[i].len() as u32).collect();
        Ok(Solver { geo, tts: HashMap::new(), nodes: 0, weight })
    }

    /// Number of symmetry-reduced positions stored for the search (attacker, deadline).
    pub fn states(&self, attacker: Side, deadline: u32) -> usize {
        self.tts.get(&(attacker, deadline)).map_or(0, |t| t.len())
    }

    /// Frees every transposition table.
    pub fn clear(&mut self) {
        self.tts.clear();
    }

    /// Whether `attacker` (0 = P1, 1 = P2) can force completing a square at a ply `≤ deadline`
    /// from the position `(p1, p2)` (plies counted from 1, so the next ply is
    /// `popcount(p1|p2) + 1`), against every defence. A position where someone already holds
    /// a square is not expected (the game would be over).
    pub fn wins_by(&mut self, attacker: Side, p1: u64, p2: u64, deadline: u32) -> bool {
        let mut tt = self.tts.remove(&(attacker, deadline)).unwrap_or_default();
        let r = self.search(&mut tt, attacker, deadline, p1, p2);
        self.tts.insert((attacker, deadline), tt);
        r
    }

    fn search(&mut self, tt: &mut Tt, att: Side, dl: u32, p1: u64, p2: u64) -> bool {
        self.nodes += 1;
        let geo = &self.geo;
        let occ = p1 | p2;
        let ply = occ.count_ones() + 1;
        if ply > dl {
            return false;
        }
        let mover = to_move(p1, p2);
        let (mine, theirs) = if mover == 0 { (p1, p2) } else { (p2, p1) };
        let empty = geo.full & !occ;
        if empty == 0 {
            return false;
        }
        if geo.threats(mine, theirs) != 0 {
            return mover == att;
        }
        let opp_t = geo.threats(theirs, mine);
        let nt = opp_t.count_ones();
        if mover == att {
            if ply + 2 > dl || nt >= 2 {
                return false;
            }
            let moves = if nt == 1 { opp_t } else { empty };
            if ply + 2 == dl {
                // Last chance: only a move leaving ≥ 2 own threats (and no opposing one) wins.
                return bits(moves).any(|m| {
                    let mm = mine | 1 << m;
                    geo.threats(mm, theirs).count_ones() >= 2
                });
            }
            let (c1, c2, _) = geo.canonical(p1, p2);
            if let Some(&v) = tt.get(&(c1, c2)) {
                return v;
            }
            let order = self.order_attacker(mine, theirs, moves);
            let mut res = false;
            for &(_, m) in &order {
                let (q1, q2) = if mover == 0 { (p1 | 1 << m, p2) } else { (p1, p2 | 1 << m) };
                if self.search(tt, att, dl, q1, q2) {
                    res = true;
                    break;
                }
            }
            tt.insert((c1, c2), res);
            res
        } else {
            if ply + 1 > dl {
                return false;
            }
            if nt >= 2 {
                return true;
            }
            if nt == 1 {
                let m = opp_t.trailing_zeros();
                let (q1, q2) = if mover == 0 { (p1 | 1 << m, p2) } else { (p1, p2 | 1 << m) };
                return self.search(tt, att, dl, q1, q2);
            }
            let (c1, c2, _) = geo.canonical(p1, p2);
            if let Some(&v) = tt.get(&(c1, c2)) {
                return v;
            }
            let order = self.order_defender(mine, theirs, empty);
            let mut res = true;
            for &(_, m) in &order {
                let (q1, q2) = if mover == 0 { (p1 | 1 << m, p2) } else { (p1, p2 | 1 << m) };
                if !self.search(tt, att, dl, q1, q2) {
                    res = false;
                    break;
                }
            }
            tt.insert((c1, c2), res);
            res
        }
    }

    /// Attacker move order: most own threats created first, then cells on more squares,
    /// then row-major. Returns (score, cell) pairs.
    fn order_attacker(&self, mine: u64, theirs: u64, moves: u64) -> Vec<(i64, usize)> {
        let mut v: Vec<(i64, usize)> = bits(moves)
            .map(|m| {
                let t = self.geo.threats(mine | 1 << m, theirs).count_ones() as i64;
                let pot = self.potential(mine | 1 << m, theirs, m);
                (-(t * 1000 + pot), m)
            })
            .collect();
        v.sort_unstable();
        v
    }

    /// Defender move order: cells that spoil the most attacker potential first.
    fn order_defender(&self, mine: u64, theirs: u64, moves: u64) -> Vec<(i64, usize)> {
        let mut v: Vec<(i64, usize)> = bits(moves)
            .map(|m| {
                let spoil = self.potential(theirs, mine, m);
                let own = self.potential(mine | 1 << m, theirs, m);
                (-(4 * spoil + own), m)
            })
            .collect();
        v.sort_unstable();
        v
    }

    /// Potential of `own` on the squares through cell `m` that `opp` does not touch:
    /// Σ 4^(own corners), plus the cell's square count.
    fn potential(&self, own: u64, opp: u64, m: usize) -> i64 {
        let mut s = self.weight[m] as i64;
        for &sq in &self.geo.cell_squares[m] {
            if sq & opp == 0 {
                s += 1 << (2 * (sq & own).count_ones());
            }
        }
        s
    }
}

/// The value of the game on the `n`×`n` board, as far as the solver looked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameValue {
    /// P1 forces a square; the fastest forced completion is at this ply.
    P1Wins(u32),
    /// P2 forces a square; the fastest forced completion is at this ply.
    P2Wins(u32),
    /// Neither player can force a square (the whole board was searched).
    Draw,
    /// Neither player can force a square by this ply (a ply limit below `n*n`).
    NoWinBy(u32),
}

/// What `squarecert solve` found.
#[derive(Clone, Debug)]
pub struct SolveReport {
    /// Board side in cells.
    pub n: usize,
    /// The game value.
    pub value: GameValue,
    /// For each deadline tried (iterative deepening): attacker (0 = P1, 1 = P2), deadline
    /// ply, whether the attacker wins by it, symmetry-reduced states stored, seconds.
    pub steps: Vec<(Side, u32, bool, usize, f64)>,
    /// For a P1 win: every opening cell up to symmetry (the first in row-major order of its
    /// orbit), whether it forces a win by the fastest completion ply, and whether it forces a
    /// win at all (by the ply limit).
    pub openings: Vec<(usize, bool, bool)>,
    /// The ply limit searched (`n*n` unless `--max-ply` was smaller).
    pub limit: u32,
    /// Total seconds.
    pub secs: f64,
}

/// The largest ply limit `solve` accepts on boards n ≥ 6 (19: the 5×5 completion ply; 6×6
/// at 17 takes seconds, deeper limits grow past this machine's memory).
pub const MAX_PLY_LARGE: u32 = 19;

/// Solves the `n`×`n` game (`1 ≤ n ≤ 8`) by iterative deepening on the completion ply, up to
/// `max_ply` (default: the whole board, `n*n`; required, at most [`MAX_PLY_LARGE`], for
/// n ≥ 6): first P1 at deadlines 7, 9, …, then P2 at 8, 10, …. For a P1 win it also tests
/// every opening (up to symmetry) at the fastest ply.
/// Errors: unsupported size, a missing or too deep ply limit on n ≥ 6.

pub fn solve(n: usize, max_ply: Option<u32>) -> Result<SolveReport> {
    if n >= 6 {
        match max_ply {
            None => bail!("solve --n {n}: the whole {n}x{n} game is out of reach for the exact solver; give a ply limit, for example --max-ply 15 (at most {MAX_PLY_LARGE})"),
            Some(p) if p > MAX_PLY_LARGE => bail!("solve --n {n} --max-ply {p}: above {MAX_PLY_LARGE} plies the search on a {n}x{n} board runs for hours and needs more memory than this machine has; use --max-ply {MAX_PLY_LARGE} or less"),
            _ => {}
        }
    }
    let t0 = Instant::now();
    let mut s = Solver::new(n)?;
    let cells = (n * n) as u32;
    let limit = max_ply.unwrap_or(cells).min(cells);
    let mut steps = Vec::new();
    let mut value = None;
    'outer: for att in 0..2 {
        let mut d = if att == 0 { 7 } else { 8 };
        while d <= limit {
            let t = Instant::now();
            let w = s.wins_by(att, 0, 0, d);
            steps.push((att, d, w, s.states(att, d), t.elapsed().as_secs_f64()));
            if w {
                value = Some(if att == 0 { GameValue::P1Wins(d) } else { GameValue::P2Wins(d) });
                break 'outer;
            }
            s.clear(); // earlier deadlines are not reused: keep memory bounded
            d += 2;
        }
    }
    let value = value.unwrap_or(if limit == cells { GameValue::Draw } else { GameValue::NoWinBy(limit) });
    let mut openings = Vec::new();
    if let GameValue::P1Wins(d) = value {
        let mut seen = std::collections::HashSet::new();
        for c in 0..n * n {
            let (a, b, _) = s.geo.canonical(1 << c, 0);
            if seen.insert((a, b)) {
                let fast = s.wins_by(0, 1 << c, 0, d);
                let any = fast || s.wins_by(0, 1 << c, 0, limit);
                openings.push((c, fast, any));
            }
        }
    }
    Ok(SolveReport { n, value, steps, openings, limit, secs: t0.elapsed().as_secs_f64() })
}

impl std::fmt::Display for SolveReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.n;
        writeln!(f, "board {n}x{n}")?;
        if self.steps.is_empty() {
            writeln!(f, "  no square fits in {} plies (P1 completes at ply 7 at the earliest, P2 at ply 8)", self.limit)?;
        }
        for &(att, d, w, st, secs) in &self.steps {
            writeln!(
                f,
                "  P{} completes by ply {d:>2}: {:<3}  ({st} symmetry-reduced states, {secs:.2} s)",
                att + 1,
                if w { "yes" } else { "no" }
            )?;
        }
        match self.value {
            GameValue::P1Wins(d) => {
                write!(f, "P1 wins, completion ply {d}")?;
                if d >= 9 {
                    write!(f, "; no forced win by ply {}", d - 2)?;
                }
                writeln!(f)?;
                let fmt = |pick: &dyn Fn(&(usize, bool, bool)) -> bool| -> String {
                    self.openings
                        .iter()
                        .map(|o| format!("({},{}) {}", o.0 % n, o.0 / n, if pick(o) { "wins" } else { "fails" }))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                writeln!(f, "openings up to symmetry, forced win by ply {d}: {}", fmt(&|o| o.1))?;
                writeln!(f, "openings up to symmetry, forced win by ply {} (the limit): {}", self.limit, fmt(&|o| o.2))?;
            }
            GameValue::P2Wins(d) => writeln!(f, "P2 wins, completion ply {d}")?,
            GameValue::Draw => writeln!(f, "draw: neither player can force a square")?,
            GameValue::NoWinBy(d) => writeln!(f, "no forced square for either player by ply {d}")?,
        }
        write!(f, "time {:.2} s", self.secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_up_to_four_are_draws() {
        for n in 1..=4 {
            assert_eq!(solve(n, None).unwrap().value, GameValue::Draw, "n = {n}");
        }
    }

    #[test]
    fn five_is_a_p1_win_at_ply_19_not_17_and_only_from_the_centre() {
        let r = solve(5, None).unwrap();
        assert_eq!(r.value, GameValue::P1Wins(19));
        let p1: Vec<(u32, bool)> = r.steps.iter().filter(|s| s.0 == 0).map(|s| (s.1, s.2)).collect();
        assert_eq!(p1, vec![(7, false), (9, false), (11, false), (13, false), (15, false), (17, false), (19, true)]);
        let winners: Vec<usize> = r.openings.iter().filter(|o| o.1).map(|o| o.0).collect();
        assert_eq!(winners, vec![12]);
        // no other opening wins even with the whole board to play
        assert!(r.openings.iter().all(|o| o.2 == (o.0 == 12)));
        assert_eq!(r.openings.len(), 6);
    }

    #[test]
    fn four_by_four_state_counts() {
        let mut s = Solver::new(4).unwrap();
        assert!(!s.wins_by(0, 0, 0, 15));
        assert!(!s.wins_by(1, 0, 0, 16));
        assert_eq!(s.states(0, 15), 6183);
        assert_eq!(s.states(1, 16), 1082);
    }
}
