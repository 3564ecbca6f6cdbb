//! The 5×5 rule (issue 13, item 2): a short rule-like strategy that wins the 5×5 game for P1,
//! in place of the 829-entry table. P1 to move plays, in this order (docs/FORMATS.md, "The
//! 5×5 rule file"):
//!
//! 1. **win**: the first empty cell (row-major) completing a P1 square;
//! 2. **block**: else the first P2 threat cell (row-major);
//! 3. **vcf**: else the first move of the shortest *VCF* (victory by continuous forcing: a
//!    threat-space search in which every P1 move makes exactly one threat, each answered by
//!    its forced block, until a move makes a double threat) with at most `vcf` single threats
//!    before the double threat; among the shortest, the first cell row-major. When a forced
//!    block makes a P2 threat, P1's next move in the sequence must be its block, and that
//!    block must itself threaten (or make the double threat);
//! 4. **quiet**: else the move of the quiet list for the canonical position (the 8 symmetries
//!    and canonical key of the table format, docs/FORMATS.md "Small-board tables"), mapped
//!    back. A position with no entry has no move: the check fails there.
//!
//! The rule depends on the position only. A VCF found by clause 3 is a forced win by itself
//! (P2 can only block, and P1 answers each P2 threat by blocking it), so after P1's first
//! forcing move clauses 1–3 play every later P1 move, and the quiet list only holds
//! positions before any VCF starts.
//! [`build`] chooses the quiet moves; [`check`] walks every P2 reply.

use super::check::{walk, CheckError, TreeStats};
use super::geom::{bits, sym_inverse, Geo};
use super::solver::{FastMap, Solver};
use crate::rule::RuleParseError;
use anyhow::{bail, Result};
use std::collections::BTreeMap;
use std::path::Path;

/// The board side of the rule, in cells.
pub const N: usize = 5;
/// The largest VCF depth a rule file may ask for (single threats before the double threat).
pub const MAX_VCF: u32 = 8;
/// The default location of the rule file.
pub const RULE5_FILE: &str = "rule5.txt";

/// A 5×5 rule: the VCF depth and the quiet list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule5 {
    /// At most this many single threats before the double threat in clause 3.
    pub vcf: u32,
    /// Clause 5 (`default potential`): with no quiet entry, play [`potential_move`] instead of
    /// having no move.
    pub default: bool,
    /// Canonical key (`p1 | p2 << 25`, docs/FORMATS.md) → (move in the canonical
    /// orientation as a cell index `y*5 + x`, 1-based entry number in file order).
    pub quiet: BTreeMap<u64, (usize, usize)>,
}

/// The clause of the rule that chose a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clause {
    /// 1: completes a P1 square.
    Win,
    /// 2: blocks a P2 threat.
    Block,
    /// 3: starts a VCF with `singles` single threats before its double threat.
    Vcf {
        /// Single threats before the double threat (0: this move makes the double threat).
        singles: u32,
    },
    /// 4: the quiet list's entry number `entry` (1-based, file order).
    Quiet {
        /// 1-based entry number.
        entry: usize,
    },
    /// 5: no entry; the empty cell of greatest potential ([`potential_move`]).
    Default,
}

impl std::fmt::Display for Clause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Clause::Win => write!(f, "win: completes a square"),
            Clause::Block => write!(f, "block: takes P2's threat cell"),
            Clause::Vcf { singles: 0 } => write!(f, "vcf: a double threat"),
            Clause::Vcf { singles } => write!(f, "vcf: a forcing line of {singles} single threat(s), then a double threat"),
            Clause::Quiet { entry } => write!(f, "quiet move: entry {entry} of the quiet list"),
            Clause::Default => write!(f, "default: the empty cell of greatest potential"),
        }
    }
}

/// Whether P1 (holding `a`, P2 holding `b`, P1 to move, P1 holding no threat) playing cell
/// `c` starts a VCF with at most `k` single threats before the double threat: `c` makes two
/// or more P1 threats (P2 then holds none: `c` was P2's only threat cell or P2 had none), or
/// exactly one, `k > 0`, and after P2's forced block P1 again has such a move. When P2 holds
/// one threat, only its cell may be played (P1 must block); two or more P2 threats: no VCF.
fn starts_vcf(geo: &Geo, a: u64, b: u64, c: usize, k: u32) -> bool {
    let a2 = a | 1 << c;
    let t = geo.threats(a2, b);
    match t.count_ones() {
        0 => false,
        1 => k > 0 && continues_vcf(geo, a2, b | t, k - 1),
        _ => true,
    }
}

/// After P2's forced block, P1 to move with no P1 threat: some move allowed by P2's threats
/// (the one threat cell, or any empty cell when P2 has none) starts a VCF of at most `k`
/// single threats.
fn continues_vcf(geo: &Geo, a: u64, b: u64, k: u32) -> bool {
    let u = geo.threats(b, a);
    match u.count_ones() {
        0 => bits(geo.full & !(a | b)).any(|c| starts_vcf(geo, a, b, c, k)),
        1 => starts_vcf(geo, a, b, u.trailing_zeros() as usize, k),
        _ => false,
    }
}

/// Clause 3: the first cell (row-major) starting a VCF with the fewest single threats, at
/// most `depth`, and that number; `None` when no VCF that short exists. Neither player may
/// hold a threat in `(a, b)`.
pub fn vcf_move(geo: &Geo, a: u64, b: u64, depth: u32) -> Option<(usize, u32)> {
    (0..=depth).find_map(|k| bits(geo.full & !(a | b)).find(|&c| starts_vcf(geo, a, b, c, k)).map(|c| (c, k)))
}

/// Clause 5: the empty cell of greatest *potential*, ties to the first row-major. The
/// potential of a cell is the sum, over the squares having it as a corner and no P2 corner,
/// of `4^k`, `k` the square's P1 corners. (On the empty board: the centre, on 8 squares.)
/// The position must have an empty cell.
pub fn potential_move(geo: &Geo, a: u64, b: u64) -> usize {
    let mut best: Option<(u64, usize)> = None;
    for c in bits(geo.full & !(a | b)) {
        let p: u64 = geo.cell_squares[c].iter().filter(|&&s| s & b == 0).map(|&s| 4u64.pow((s & a).count_ones())).sum();
        if best.is_none_or(|(bp, _)| p > bp) {
            best = Some((p, c));
        }
    }
    best.map_or(0, |b| b.1)
}

impl Rule5 {
    /// The rule's move for P1 to move in `(p1, p2)` on the 5×5 `geo`, and the clause that
    /// chose it. `Err(key)`: no clause applies and the quiet list has no entry for the
    /// canonical key `key`.
    pub fn choose(&self, geo: &Geo, p1: u64, p2: u64) -> Result<(usize, Clause), u64> {
        let own = geo.threats(p1, p2);
        if own != 0 {
            return Ok((own.trailing_zeros() as usize, Clause::Win));
        }
        let opp = geo.threats(p2, p1);
        if opp != 0 {
            return Ok((opp.trailing_zeros() as usize, Clause::Block));
        }
        if let Some((c, singles)) = vcf_move(geo, p1, p2, self.vcf) {
            return Ok((c, Clause::Vcf { singles }));
        }
        let (k1, k2, g) = geo.canonical(p1, p2);
        let key = Geo::key(k1, k2);
        match self.quiet.get(&key) {
            Some(&(m, entry)) => Ok((geo.perm[sym_inverse(g)][m] as usize, Clause::Quiet { entry })),
            None if self.default => Ok((potential_move(geo, p1, p2), Clause::Default)),
            None => Err(key),
        }
    }

    /// Parses the text format (docs/FORMATS.md, "The 5×5 rule file"): `#` comments and blank
    /// lines; exactly one `vcf D` (D in 0..=8); any number of `quiet BOARD (x,y)`, BOARD five
    /// rows of `X`/`O`/`.` separated by `/`, in the canonical orientation, P1 to move, no
    /// square held, the move an empty cell; one entry per position. Errors name the line
    /// (line 0 for a missing `vcf`) and the fix.
    pub fn parse(text: &str) -> Result<Rule5, RuleParseError> {
        let geo = Geo::new(N).expect("5 is a valid board");
        let mut vcf = None;
        let mut default = false;
        let mut quiet: BTreeMap<u64, (usize, usize)> = BTreeMap::new();
        let mut at: BTreeMap<u64, usize> = BTreeMap::new();
        for (i, raw) in text.lines().enumerate() {
            let err = |m: String| RuleParseError { line: i + 1, text: raw.to_string(), message: m };
            let l = raw.split('#').next().unwrap_or("").trim();
            if l.is_empty() {
                continue;
            }
            let (kw, rest) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
            let rest = rest.trim();
            match kw {
                "vcf" => {
                    if vcf.is_some() {
                        return Err(err("a second `vcf` entry; keep exactly one".into()));
                    }
                    match rest.parse::<u32>() {
                        Ok(d) if d <= MAX_VCF => vcf = Some(d),
                        _ => return Err(err(format!("expected `vcf D` with D a whole number in 0..={MAX_VCF} (single threats before the double threat)"))),
                    }
                }
                "default" => {
                    if rest != "potential" {
                        return Err(err("expected `default potential` (the only default clause)".into()));
                    }
                    if default {
                        return Err(err("a second `default` entry; keep one".into()));
                    }
                    default = true;
                }
                "quiet" => {
                    let (board, mv) = rest.split_once(char::is_whitespace).ok_or_else(|| err("expected `quiet BOARD (x,y)`".into()))?;
                    let (p1, p2) = parse_board(board).map_err(&err)?;
                    let c: crate::model::Cell = mv.trim().parse().map_err(|e: crate::model::ModelError| err(e.to_string()))?;
                    if c.x as usize >= N || c.y as usize >= N {
                        return Err(err(format!("the move {c} is off the 5x5 board (coordinates 0..=4)")));
                    }
                    let m = c.index(N);
                    if p1.count_ones() != p2.count_ones() {
                        return Err(err("P1 is not to move here: P1 and P2 must hold as many stones".into()));
                    }
                    if geo.has_square(p1) || geo.has_square(p2) {
                        return Err(err("a player already holds a square here: the game is over".into()));
                    }
                    if (p1 | p2) >> m & 1 == 1 {
                        return Err(err(format!("the move {c} is on a taken cell")));
                    }
                    let (k1, k2, _) = geo.canonical(p1, p2);
                    if (k1, k2) != (p1, p2) {
                        return Err(err(format!("the board is not in the canonical orientation; write it as {}", geo.board_string(k1, k2))));
                    }
                    let key = Geo::key(p1, p2);
                    if let Some(first) = at.get(&key) {
                        return Err(err(format!("a second entry for this position (the first is on line {first}); keep one")));
                    }
                    at.insert(key, i + 1);
                    quiet.insert(key, (m, at.len()));
                }
                _ => return Err(err("unknown entry; expected vcf, default or quiet".into())),
            }
        }
        let vcf = vcf.ok_or_else(|| RuleParseError { line: 0, text: String::new(), message: "no `vcf D` entry; add one, for example `vcf 3`".into() })?;
        Ok(Rule5 { vcf, default, quiet })
    }

    /// Reads and parses a rule file; errors name the file and the line.
    pub fn load(path: &Path) -> Result<Rule5> {
        let bytes = crate::rule::read_bytes(path)?;
        let text = std::str::from_utf8(&bytes).map_err(|_| anyhow::anyhow!("{}: not UTF-8 text; the 5x5 rule file is ASCII", path.display()))?;
        Rule5::parse(text).map_err(|e| anyhow::anyhow!("{}: {}", path.display(), e.to_string().replacen("rule file", "5x5 rule file", 1)))
    }

    /// The text format, with `header` lines as comments; quiet entries sorted by canonical
    /// key, so the same rule gives the same bytes.
    pub fn to_text(&self, header: &[String]) -> String {
        let geo = Geo::new(N).expect("5 is a valid board");
        let mut s: String = header.iter().map(|h| format!("# {h}\n")).collect();
        s += &format!("vcf {}\n", self.vcf);
        if self.default {
            s += "default potential\n";
        }
        for (&key, &(m, _)) in &self.quiet {
            s += &format!("quiet {} {}\n", geo.board_string(key & ((1 << 25) - 1), key >> 25), geo.cell_string(m));
        }
        s
    }
}

/// Reads a board `RRRRR/RRRRR/RRRRR/RRRRR/RRRRR` (rows top to bottom, `X` = P1, `O` = P2, `.`
/// empty) into the masks `(p1, p2)`.
fn parse_board(s: &str) -> Result<(u64, u64), String> {
    let rows: Vec<&str> = s.split('/').collect();
    if rows.len() != N || rows.iter().any(|r| r.len() != N) {
        return Err(format!("the board {s:?} is not 5 rows of 5 cells separated by `/`"));
    }
    let (mut p1, mut p2) = (0u64, 0u64);
    for (y, r) in rows.iter().enumerate() {
        for (x, ch) in r.chars().enumerate() {
            match ch {
                'X' => p1 |= 1 << (y * N + x),
                'O' => p2 |= 1 << (y * N + x),
                '.' => {}
                _ => return Err(format!("the board has {ch:?} at ({x},{y}); use X (P1), O (P2) or . (empty)")),
            }
        }
    }
    Ok((p1, p2))
}

/// What a passing check of a rule measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule5Report {
    /// The VCF depth.
    pub vcf: u32,
    /// Quiet-list entries (every one reached).
    pub entries: usize,
    /// Entries whose move makes no P1 threat (quiet in the sense of DESIGN.md §1); the others
    /// are forcing moves that start no VCF of the rule's depth.
    pub quiet_moves: usize,
    /// The strategy tree, counted over histories.
    pub tree: TreeStats,
    /// Distinct positions where P1 moved.
    pub p1_positions: usize,
}

impl std::fmt::Display for Rule5Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "5x5 rule: WIN, vcf depth {}, {} quiet-list entries ({} of them quiet moves), tree: {} P1 decision nodes, {} P2 decision nodes, {} leaves, max ply {}",
            self.vcf, self.entries, self.quiet_moves, self.tree.owner_nodes, self.tree.opponent_nodes, self.tree.leaves, self.tree.max_ply
        )
    }
}

/// Checks that the rule wins the 5×5 game against every P2 reply (`WinsWith`, DESIGN.md §2)
/// and that every quiet entry is used. Errors name the failing position and a history
/// reaching it (a missing quiet entry, a P2 square, a full board), or the first unused entry.
pub fn check(rule: &Rule5) -> Result<Rule5Report, CheckError> {
    let geo = Geo::new(N).expect("5 is a valid board");
    let (g2, g3) = (geo.clone(), geo.clone());
    let strategy = move |p1: u64, p2: u64| {
        rule.choose(&g2, p1, p2).map(|(m, cl)| {
            let used = matches!(cl, Clause::Quiet { .. }).then(|| {
                let (k1, k2, _) = g2.canonical(p1, p2);
                Geo::key(k1, k2)
            });
            (m, used)
        })
    };
    let keys: Vec<u64> = rule.quiet.keys().copied().collect();
    let (tree, p1_positions) = walk(geo, 0, super::table::Goal::Win, &strategy, &keys)?;
    let quiet_moves = rule
        .quiet
        .iter()
        .filter(|(&k, &(m, _))| g3.threats(k & ((1 << 25) - 1) | 1 << m, k >> 25) == 0)
        .count();
    Ok(Rule5Report { vcf: rule.vcf, entries: rule.quiet.len(), quiet_moves, tree, p1_positions })
}

/// Cost of a subtree P1 cannot win.
const INF: u64 = u64::MAX / 4;

/// Builds the quiet list for VCF depth `vcf` (with clause 5 when `default`): follows the rule
/// from the empty board and, at each position where clauses 1–3 do not apply, picks among the
/// moves after which P1 still completes a square by ply `deadline` (the exact solver,
/// [`Solver::wins_by`]) the one of least cost: the quiet positions of its subtree (counted
/// with multiplicity over histories, the same choice made recursively below; a proxy for the
/// number of entries, as in `check::build_table`), plus one unless it is the default move.
/// Ties go to the default move, then the first cell row-major. The first visit of a canonical
/// position fixes its move; a later, symmetric visit plays the same move mapped, and the
/// position gets an entry when some visit's move differs from that visit's default.
/// Deterministic. Errors: a deadline by which P1 cannot win.
pub fn build(vcf: u32, deadline: u32, default: bool) -> Result<Rule5> {
    if vcf > MAX_VCF {
        bail!("--vcf {vcf} is out of range: use 0..={MAX_VCF}");
    }
    if !(7..=25).contains(&deadline) || deadline.is_multiple_of(2) {
        bail!("--deadline {deadline} is not a P1 ply of the 5x5 game: use an odd ply in 7..=25");
    }
    let mut b = Builder {
        solver: Solver::new(N)?,
        vcf,
        deadline,
        default,
        cost: FastMap::default(),
        fixed: BTreeMap::new(),
        needs_entry: Default::default(),
    };
    if !b.solver.wins_by(0, 0, 0, deadline) {
        bail!("P1 cannot complete a square by ply {deadline} on 5x5 (the fastest win completes at ply 19)");
    }
    b.follow_owner(0, 0)?;
    let quiet = b
        .fixed
        .iter()
        .filter(|(k, _)| b.needs_entry.contains(*k))
        .enumerate()
        .map(|(i, (&k, &m))| (k, (m, i + 1)))
        .collect();
    Ok(Rule5 { vcf, default, quiet })
}

struct Builder {
    solver: Solver,
    vcf: u32,
    deadline: u32,
    default: bool,
    /// Canonical position → quiet positions (with multiplicity) below it.
    cost: FastMap<(u64, u64), u64>,
    /// Canonical key → canonical move, fixed at the key's first visit.
    fixed: BTreeMap<u64, usize>,
    /// Keys some visit of which plays another move than its default.
    needs_entry: std::collections::BTreeSet<u64>,
}

impl Builder {
    /// Clauses 1–3 on a position, as the rule plays them: `Some(move)` (or `Some(None)` for a
    /// position P1 loses: two P2 threats), `None` when a quiet move is needed.
    fn forced(&self, p1: u64, p2: u64) -> Option<Option<usize>> {
        let geo = &self.solver.geo;
        let own = geo.threats(p1, p2);
        if own != 0 {
            return Some(Some(own.trailing_zeros() as usize));
        }
        let opp = geo.threats(p2, p1);
        if opp.count_ones() >= 2 {
            return Some(None);
        }
        if opp != 0 {
            return Some(Some(opp.trailing_zeros() as usize));
        }
        vcf_move(geo, p1, p2, self.vcf).map(|(c, _)| Some(c))
    }
    /// The default move of clause 5 at a position, if the rule has one.
    fn default_move(&self, p1: u64, p2: u64) -> Option<usize> {
        self.default.then(|| potential_move(&self.solver.geo, p1, p2))
    }
    fn cost_owner(&mut self, p1: u64, p2: u64) -> u64 {
        let (k1, k2, _) = self.solver.geo.canonical(p1, p2);
        if let Some(&c) = self.cost.get(&(k1, k2)) {
            return c;
        }
        let c = match self.forced(p1, p2) {
            Some(None) => INF,
            // a win, or the first move of a VCF: won without quiet moves
            Some(Some(_)) if self.solver.geo.threats(p1, p2) != 0 || self.solver.geo.threats(p2, p1) == 0 => 0,
            Some(Some(m)) => self.after(p1 | 1 << m, p2),
            None => self.best(p1, p2).map_or(INF, |b| b.0),
        };
        self.cost.insert((k1, k2), c);
        c
    }
    /// Cost after P1's move: a completed square is 0; a full board INF; else every reply.
    fn after(&mut self, q1: u64, p2: u64) -> u64 {
        let geo = &self.solver.geo;
        if geo.has_square(q1) {
            return 0;
        }
        if (q1 | p2) == geo.full {
            return INF;
        }
        let mut total = 0u64;
        for r in bits(geo.full & !(q1 | p2)) {
            let q2 = p2 | 1 << r;
            if self.solver.geo.completes_through(q2, r) || (q1 | q2) == self.solver.geo.full {
                return INF;
            }
            total = total.saturating_add(self.cost_owner(q1, q2)).min(INF);
        }
        total
    }
    /// The quiet move of least cost at `(p1, p2)` and its cost (entries below, plus one
    /// unless it is the default move); ties to the default, then row-major. `None`: no move
    /// keeps the win by the deadline.
    fn best(&mut self, p1: u64, p2: u64) -> Option<(u64, usize)> {
        let dm = self.default_move(p1, p2);
        let mut best: Option<(u64, bool, usize)> = None;
        for m in bits(self.solver.geo.full & !(p1 | p2)) {
            let q1 = p1 | 1 << m;
            if !self.solver.wins_by(0, q1, p2, self.deadline) {
                continue;
            }
            let not_default = dm != Some(m);
            let c = self.after(q1, p2).saturating_add(u64::from(not_default)).min(INF);
            if best.is_none_or(|b| (c, not_default) < (b.0, b.1)) {
                best = Some((c, not_default, m));
            }
        }
        best.filter(|b| b.0 < INF).map(|b| (b.0, b.2))
    }
    /// Follows the rule from a P1 position, fixing a quiet move wherever one is needed.
    fn follow_owner(&mut self, p1: u64, p2: u64) -> Result<()> {
        let geo = &self.solver.geo;
        if geo.threats(p1, p2) != 0 {
            return Ok(());
        }
        let m = match self.forced(p1, p2) {
            Some(None) => bail!("P2 holds two threats at {}", geo.board_string(p1, p2)),
            Some(Some(_)) if geo.threats(p2, p1) == 0 => return Ok(()), // a VCF: no quiet move below
            Some(Some(m)) => m,
            None => {
                let (k1, k2, g) = geo.canonical(p1, p2);
                let key = Geo::key(k1, k2);
                let m = match self.fixed.get(&key) {
                    Some(&cm) => geo.perm[sym_inverse(g)][cm] as usize,
                    None => {
                        let Some((_, m)) = self.best(p1, p2) else {
                            bail!("no quiet move keeps the win by ply {} at {}", self.deadline, self.solver.geo.board_string(p1, p2))
                        };
                        self.fixed.insert(key, self.solver.geo.perm[g][m] as usize);
                        m
                    }
                };
                if self.default_move(p1, p2) != Some(m) {
                    self.needs_entry.insert(key);
                }
                m
            }
        };
        let q1 = p1 | 1 << m;
        let geo = &self.solver.geo;
        if geo.has_square(q1) || (q1 | p2) == geo.full {
            return Ok(());
        }
        for r in bits(geo.full & !(q1 | p2)) {
            let q2 = p2 | 1 << r;
            if !self.solver.geo.completes_through(q2, r) && (q1 | q2) != self.solver.geo.full {
                self.follow_owner(q1, q2)?;
            }
        }
        Ok(())
    }
}

/// The `certify-rule5` command: builds the rule for each VCF depth in `depths`, deadline in
/// `deadlines` and choice of clause 5 in `defaults` (`false`: no default move; `true`:
/// `default potential`), checks each, prints one line per choice, and writes the smallest
/// (fewest quiet entries, then no default clause, then the smallest depth, then the earliest
/// deadline) to `path` atomically.
pub fn run_certify(depths: &[u32], deadlines: &[u32], defaults: &[bool], path: &Path) -> Result<()> {
    let out = crate::certio::Output::check(path)?;
    // (rank: quiet entries, default clause, depth, deadline), the rule, its report
    type Best = ((usize, bool, u32, u32), Rule5, Rule5Report);
    let mut best: Option<Best> = None;
    for &d in depths {
        for &dl in deadlines {
            for &df in defaults {
                let r = build(d, dl, df)?;
                let what = format!("vcf {d}, deadline {dl}, {}", if df { "default potential" } else { "no default" });
                let rep = check(&r).map_err(|e| anyhow::anyhow!("the rule built for {what} fails its check: {e}"))?;
                outln!("{what}: {rep}");
                let rank = (r.quiet.len(), df, d, dl);
                if best.as_ref().is_none_or(|b| rank < b.0) {
                    best = Some((rank, r, rep));
                }
            }
        }
    }
    let Some(((_, df, d, dl), r, rep)) = best else { bail!("give at least one --vcf depth, --deadline and --default") };
    let header = vec![
        format!("squarecert 5x5 rule (docs/FORMATS.md, \"The 5x5 rule file\"). Made by: squarecert certify-rule5 (squarecert {})", env!("CARGO_PKG_VERSION")),
        "P1 to move: win; else block; else the shortest VCF (at most `vcf` single threats, then a double threat), first cell row-major;".into(),
        "else the quiet move below for the canonical position (board rows top to bottom, X=P1 O=P2 .=empty; move in that orientation)".into(),
        if df {
            "else (`default potential`) the empty cell on the most promising squares: greatest sum of 4^(P1 corners) over its squares without P2 corners".into()
        } else {
            "(no default clause: a position without an entry has no move)".into()
        },
        format!(
            "chosen: vcf {d}, quiet moves keep a win by ply {dl}; {} entries; tree {} P1 / {} P2 nodes, {} leaves, max ply {}",
            r.quiet.len(),
            rep.tree.owner_nodes,
            rep.tree.opponent_nodes,
            rep.tree.leaves,
            rep.tree.max_ply
        ),
    ];
    out.write(r.to_text(&header).as_bytes())?;
    if !out.is_stdout() {
        outln!("wrote {}: vcf {d}, {} quiet entries", crate::certio::tidy_path(path), r.quiet.len());
    }
    Ok(())
}

/// The `check-rule5` command: loads, checks and prints the report of a rule file.
pub fn run_check(path: &Path) -> Result<()> {
    let r = Rule5::load(path)?;
    let rep = check(&r).map_err(|e| anyhow::anyhow!("{} fails its check: {e}", path.display()))?;
    outln!("{}: {rep}", path.display());
    Ok(())
}
