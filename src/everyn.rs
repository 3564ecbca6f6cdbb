//! Every board at once (issue 6; the proof is `docs/EVERY-N.md`, the sketch DESIGN.md §5).
//!
//! The plus rule wins on every `n ≥ 6` because its play is *local*: after P2's two free
//! replies `r1`, `r2` (plies 2 and 4), every stone either side plays lies in the line region
//! `R = [0,w)²`, and the rule sees `r1`, `r2` only through their class `κ` ([`Class`]). This
//! module computes `R`, the zone `Z = [0,2w−1)²`, the classes, the base board `N₀`, and
//! checks the finite facts the proof needs:
//!
//! - **closure** (proof lemma 6): in the *blocking game* ([`blocking_game`]) of every legal
//!   pair on the `N₀`×`N₀` board, every stone played after ply 4, and every stone placed by
//!   every live test (§3.1) the rule runs there, lies in `R` — except a P1 block on a cell
//!   outside `Z` after which that live test ends "not live" (a hidden corner);
//! - **goodness** (lemma 2): each of those games is won by P1, P2 never holds a threat when it
//!   is to move, and P1 holds at least one threat at every P2 turn after ply 4;
//! - **classes** (lemmas 4–5): the finite enumeration of pair geometries gives every class
//!   that occurs on any board, and each is realised on `N₀`×`N₀`;
//! - **base boards**: `WinsWith plusMove n []` for `n = 6…N₀` by [`crate::enumerate::verify`].
//!
//! Coordinates `(x,y)` are 0-based; "row-major" is by `y`, then `x` (the order of [`Cell`]).

use crate::model::{squares_through_pair, Board, Cell, Player};
use crate::rule::{line_step, plus_move_unchecked, undo_all, LineStep, Reason, Rule};
use rayon::prelude::*;
use std::collections::{BTreeMap, HashMap};
use std::fmt;

/// The largest board side the row bitboards support; also the realisation scan's bound.
const SCAN: usize = crate::model::MAX_N;

/// The line region `R = [0,w)²` and the zone `Z = [0,2w−1)²` (DESIGN.md §5; proof §1).
/// `w` is in cells. Every square with two corners in `R` lies in `Z` (proof lemma 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Zone {
    /// Side of `R`, in cells: `R = [0,w)²`.
    pub w: usize,
}

impl Zone {
    /// The smallest `R = [0,w)²` holding every cell the rule file names: the opening, the
    /// default second move, both sides of every exception, every catalog cell. This is the
    /// starting point of the closure computation in [`verify_all`], which may grow it.
    pub fn from_rule(rule: &Rule) -> Zone {
        let mut m = rule.opening.x.max(rule.opening.y).max(rule.second.x).max(rule.second.y);
        for (a, b) in &rule.exceptions {
            m = m.max(a.x).max(a.y).max(b.x).max(b.y);
        }
        for c in rule.lines.iter().flatten() {
            m = m.max(c.x).max(c.y);
        }
        Zone { w: m as usize + 1 }
    }
    /// Side of `Z`, in cells: `2w − 1`.
    pub fn z_side(&self) -> usize {
        2 * self.w - 1
    }
    /// Whether `c` lies in `R`.
    pub fn in_r(&self, c: Cell) -> bool {
        (c.x as usize) < self.w && (c.y as usize) < self.w
    }
    /// Whether `c` lies in `Z`.
    pub fn in_z(&self, c: Cell) -> bool {
        (c.x as usize) < self.z_side() && (c.y as usize) < self.z_side()
    }
    /// `ρ(c)`: the cell itself when it lies in `Z`, else `None` (written ⊥).
    pub fn rho(&self, c: Cell) -> Option<Cell> {
        self.in_z(c).then_some(c)
    }
}

/// The class `κ(r1, r2)` of P2's free stones (proof §1): `ρ(r1)`, `ρ(r2)`, and for each pair
/// square reaching `R` (a square having `r1` and `r2` as corners and one of its other two
/// corners in `R`) the unordered pair `{ρ(c), ρ(c')}` of its other two corners, sorted.
/// It does not depend on the board size (proof lemma 3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Class {
    /// `ρ(r1)`: P2's first reply if it lies in `Z`.
    pub r1: Option<Cell>,
    /// `ρ(r2)`: P2's second reply if it lies in `Z`.
    pub r2: Option<Cell>,
    /// The pair squares reaching `R`, each as its other two corners `{ρ(c), ρ(c')}` (sorted,
    /// `None` = ⊥ first); the list is sorted.
    pub pairs: Vec<[Option<Cell>; 2]>,
}

impl Class {
    /// Which of the three geometric cases the class belongs to: 2 = both stones in `Z`,
    /// 1 = exactly one, 0 = neither.
    pub fn stones_in_z(&self) -> usize {
        self.r1.is_some() as usize + self.r2.is_some() as usize
    }
}

fn show(c: Option<Cell>) -> String {
    c.map_or("⊥".to_string(), |c| c.to_string())
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sq: Vec<String> = self.pairs.iter().map(|[a, b]| format!("{{{},{}}}", show(*a), show(*b))).collect();
        write!(f, "κ[r1={} r2={} pair squares reaching R: [{}]]", show(self.r1), show(self.r2), sq.join(" "))
    }
}

/// `κ(r1, r2)` for the zone (proof §1). Pure geometry on the quadrant `x, y ≥ 0`: a pair
/// square with a corner in `R` lies on every board holding `r1` and `r2` (three of its
/// corners do, hence the fourth), so no board size is needed.
pub fn kappa(zone: &Zone, r1: Cell, r2: Cell) -> Class {
    let mut pairs = Vec::with_capacity(3);
    for [(x1, y1), (x2, y2)] in squares_through_pair(r1, r2) {
        if x1 < 0 || y1 < 0 || x2 < 0 || y2 < 0 {
            continue;
        }
        let (a, b) = (Cell::new(x1 as u8, y1 as u8), Cell::new(x2 as u8, y2 as u8));
        if !(zone.in_r(a) || zone.in_r(b)) {
            continue;
        }
        let (mut p, mut q) = (zone.rho(a), zone.rho(b));
        if p > q {
            std::mem::swap(&mut p, &mut q);
        }
        pairs.push([p, q]);
    }
    pairs.sort();
    Class { r1: zone.rho(r1), r2: zone.rho(r2), pairs }
}

/// Whether `(r1, r2)` are legal free replies: `r1` is not the opening; `r2` is neither the
/// opening, nor `r1`, nor P1's second move after `r1`. (The rule file's cells lie in `R`, so
/// legality is a function of the class.)
pub fn legal_pair(rule: &Rule, r1: Cell, r2: Cell) -> bool {
    r1 != rule.opening && r2 != rule.opening && r2 != r1 && r2 != rule.second_move(r1)
}

/// The classes of the finite enumeration of pair geometries (proof lemma 5), each with the
/// pair that produced it (a *witness*; coordinates on the quadrant, possibly beyond `N₀`).
/// Cases: (a) both stones in `Z`: every ordered pair of `Z`; (b) some pair square reaches
/// `R`: every ordered pair of corners of every square whose top-left corner lies in `R` and
/// whose side is at most `2w − 1`; (c) no pair square reaches `R` and some stone outside
/// `Z`: `(r, F)`, `(F, r)` for `r ∈ Z` and `(F, F + (1,0))` with `F = (3w−2, 3w−2)`.
/// Illegal pairs ([`legal_pair`]) are skipped. Errors: a case-(c) witness that has a pair
/// square reaching `R` after all (would contradict proof lemma 4).
pub fn enumerate_classes(rule: &Rule, zone: &Zone) -> anyhow::Result<BTreeMap<Class, (Cell, Cell)>> {
    let mut out: BTreeMap<Class, (Cell, Cell)> = BTreeMap::new();
    let mut add = |r1: Cell, r2: Cell| {
        if legal_pair(rule, r1, r2) {
            out.entry(kappa(zone, r1, r2)).or_insert((r1, r2));
        }
    };
    let (w, zs) = (zone.w as u8, zone.z_side() as u8);
    let zcells: Vec<Cell> = (0..zs).flat_map(|y| (0..zs).map(move |x| Cell::new(x, y))).collect();
    for &a in &zcells {
        for &b in &zcells {
            add(a, b);
        }
    }
    for y in 0..w {
        for x in 0..w {
            for d in 1..=zs {
                let c = [Cell::new(x, y), Cell::new(x + d, y), Cell::new(x, y + d), Cell::new(x + d, y + d)];
                for &a in &c {
                    for &b in &c {
                        add(a, b);
                    }
                }
            }
        }
    }
    let f = (3 * zone.w - 2) as u8;
    let far = Cell::new(f, f);
    let far2 = Cell::new(f + 1, f);
    let mut special = vec![(far, far2)];
    for &r in &zcells {
        special.push((r, far));
        special.push((far, r));
    }
    for (a, b) in special {
        let k = kappa(zone, a, b);
        if !k.pairs.is_empty() {
            anyhow::bail!("the far witness ({a}, {b}) has a pair square reaching R: {k}");
        }
        add(a, b);
    }
    Ok(out)
}

/// For every class of a legal pair on the boards up to 32×32: its smallest board (1 + the
/// largest coordinate of a realising pair) and the first realising pair on that board size
/// (smallest by largest coordinate, then `r1`, then `r2`, row-major). The scan covers every
/// ordered pair of `[0,32)²`, about 10⁶ pairs.
pub fn realise(rule: &Rule, zone: &Zone) -> HashMap<Class, (usize, Cell, Cell)> {
    let cells: Vec<Cell> = (0..SCAN as u8).flat_map(|y| (0..SCAN as u8).map(move |x| Cell::new(x, y))).collect();
    let parts: Vec<HashMap<Class, (usize, Cell, Cell)>> = cells
        .par_iter()
        .map(|&r1| {
            let mut m: HashMap<Class, (usize, Cell, Cell)> = HashMap::new();
            for &r2 in &cells {
                if !legal_pair(rule, r1, r2) {
                    continue;
                }
                let size = 1 + r1.x.max(r1.y).max(r2.x).max(r2.y) as usize;
                let e = m.entry(kappa(zone, r1, r2)).or_insert((size, r1, r2));
                if (size, r1, r2) < *e {
                    *e = (size, r1, r2);
                }
            }
            m
        })
        .collect();
    let mut out: HashMap<Class, (usize, Cell, Cell)> = HashMap::new();
    for m in parts {
        for (k, v) in m {
            let e = out.entry(k).or_insert(v);
            if v < *e {
                *e = v;
            }
        }
    }
    out
}

/// How a blocking game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameOutcome {
    /// P1 completed a square at this ply.
    Won {
        /// The completion ply (1-based).
        ply: usize,
    },
    /// The game breaks a condition of proof lemma 2 at this ply.
    Failed {
        /// The ply (1-based) of the offending move or turn.
        ply: usize,
        /// What went wrong.
        reason: String,
    },
}

/// A blocking game: the moves from the empty board and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Every move, ply 1 first.
    pub moves: Vec<Cell>,
    /// How it ended.
    pub outcome: GameOutcome,
}

/// The closure audit of proof lemma 6, summed over games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Audit {
    /// Stones placed outside `R` (after ply 4, in the game or in a live test) other than a P1
    /// block that ends its live test (outside `Z`: the test is dead; in `Z`: dead or live).
    pub escapes: u64,
    /// The largest coordinate of an escaping stone (to grow `R`).
    pub escape_max: usize,
    /// The first escape, described.
    pub first_escape: Option<String>,
    /// Live tests run (one per catalog line examined at a clause-3c node).
    pub live_tests: u64,
    /// Stones placed by those live tests.
    pub simulated_stones: u64,
    /// P1 blocks on a cell outside `Z` in a live test (each ended its test: not live).
    pub hidden_blocks: u64,
    /// P1 blocks on a cell of `Z` outside `R` that end their live test (dead or live).
    pub zone_blocks: u64,
    /// P1 moves after ply 4 in the games.
    pub p1_moves: u64,
    /// The largest coordinate of a stone either side plays after ply 4 in the games (not in
    /// live tests): those stones lie in `[0, played_max + 1)²`.
    pub played_max: usize,
}

impl Audit {
    fn merge(&mut self, o: &Audit) {
        self.escapes += o.escapes;
        self.escape_max = self.escape_max.max(o.escape_max);
        if self.first_escape.is_none() {
            self.first_escape = o.first_escape.clone();
        }
        self.live_tests += o.live_tests;
        self.simulated_stones += o.simulated_stones;
        self.hidden_blocks += o.hidden_blocks;
        self.zone_blocks += o.zone_blocks;
        self.p1_moves += o.p1_moves;
        self.played_max = self.played_max.max(o.played_max);
    }
    fn escape(&mut self, c: Cell, what: impl FnOnce() -> String) {
        self.escapes += 1;
        self.escape_max = self.escape_max.max(c.x.max(c.y) as usize);
        if self.first_escape.is_none() {
            self.first_escape = Some(what());
        }
    }
}

/// Clause 3c of §3.1 re-run with [`line_step`], recording every stone the live tests place:
/// returns the chosen cell (None = no live line) and checks the closure of lemma 6 into
/// `audit`. The board is restored.
fn audited_live_line(rule: &Rule, ply: usize, board: &mut Board, zone: &Zone, audit: &mut Audit, ctx: &dyn Fn() -> String) -> Option<Cell> {
    let own = *board.stones(Player::P1);
    for (k, line) in rule.lines.iter().enumerate() {
        let rem: Vec<Cell> = line.iter().copied().filter(|&c| !own.contains(c)).collect();
        if rem.is_empty() {
            continue;
        }
        audit.live_tests += 1;
        let mut played: Vec<Player> = Vec::new();
        let mut p = ply + 1;
        let mut live = false;
        for (i, &c) in rem.iter().enumerate() {
            let before = played.len();
            let step = line_step(board, c, p, i + 1 == rem.len(), rule.complete_by, &mut played);
            // The stones this step placed, in order: the players are played[before..]; each
            // player's cells are the tail of its stone list.
            let new = &played[before..];
            let n1 = new.iter().filter(|&&q| q == Player::P1).count();
            let n2 = new.len() - n1;
            let l1 = board.stone_list(Player::P1);
            let l2 = board.stone_list(Player::P2);
            let (mut i1, mut i2) = (l1.len() - n1, l2.len() - n2);
            for (j, &q) in new.iter().enumerate() {
                let s = if q == Player::P1 {
                    i1 += 1;
                    l1[i1 - 1]
                } else {
                    i2 += 1;
                    l2[i2 - 1]
                };
                audit.simulated_stones += 1;
                if zone.in_r(s) {
                    continue;
                }
                // The last stone of a step that ends the test, a P1 block: only the number of
                // P1 threats through it is read (lemma 6), and that number is 0 off `Z`.
                let terminal = j + 1 == new.len() && q == Player::P1 && !matches!(step, LineStep::Next(_));
                if terminal && !zone.in_z(s) && step == LineStep::Dead {
                    audit.hidden_blocks += 1;
                } else if terminal && zone.in_z(s) {
                    audit.zone_blocks += 1;
                } else {
                    audit.escape(s, || format!("{}: live test of line {} places a {q:?} stone on {s}, outside R", ctx(), k + 1));
                }
            }
            match step {
                LineStep::Dead => break,
                LineStep::Live(_) => {
                    live = true;
                    break;
                }
                LineStep::Next(q) => p = q,
            }
        }
        undo_all(board, &mut played);
        if live {
            return Some(rem[0]);
        }
    }
    None
}

/// The blocking game of proof §2 on the `n`×`n` board: P1 follows the rule; P2 plays `r1`
/// at ply 2, `r2` at ply 4, and afterwards the first (row-major) P1 threat cell — the forced
/// block when P1 has one threat, a block of one of them when P1 has a double threat. The
/// game is *good* (`Won`) when P1 completes a square, every P1 move is on the board, empty
/// and not a fallback, and at every P2 turn after ply 4 P2 has no threat cell and P1 has at
/// least one. With `zone`, also audits the closure of lemma 6 into `audit` (every P1 move
/// and P2 block after ply 4 and every live-test stone in `R`, bar hidden-corner blocks).
/// Panics if `n` is outside 6..=32 or the pair is off the board or illegal (caller's duty).
pub fn blocking_game(rule: &Rule, n: usize, r1: Cell, r2: Cell, zone: Option<&Zone>, audit: &mut Audit) -> Game {
    assert!((6..=32).contains(&n) && r1.on_board(n) && r2.on_board(n) && legal_pair(rule, r1, r2));
    let mut board = Board::new(n).expect("6..=32");
    let mut moves: Vec<Cell> = Vec::with_capacity(24);
    let fail = |moves: Vec<Cell>, ply: usize, reason: String| Game { moves, outcome: GameOutcome::Failed { ply, reason } };
    for r in [r1, r2] {
        let d = plus_move_unchecked(rule, moves.len(), &moves, &mut board);
        if !board.is_empty_cell(d.cell) {
            let ply = moves.len() + 1;
            moves.push(d.cell);
            return fail(moves, ply, format!("the rule plays {} ({}), off the board or taken", d.cell, d.reason));
        }
        board.place(Player::P1, d.cell);
        moves.push(d.cell);
        board.place(Player::P2, r);
        moves.push(r);
    }
    loop {
        let ply = moves.len(); // P1 plays ply + 1
        let d = plus_move_unchecked(rule, ply, &moves, &mut board);
        if let Some(z) = zone {
            audit.p1_moves += 1;
            audit.played_max = audit.played_max.max(d.cell.x.max(d.cell.y) as usize);
            if matches!(d.reason, Reason::Line { .. } | Reason::Fallback) {
                let ctx = || format!("n={n} r1={r1} r2={r2} ply {}", ply + 1);
                let got = audited_live_line(rule, ply, &mut board, z, audit, &ctx);
                let want = matches!(d.reason, Reason::Line { .. }).then_some(d.cell);
                assert_eq!(got, want, "the audited live test disagrees with rule::live_line ({})", ctx());
            }
            if !z.in_r(d.cell) {
                audit.escape(d.cell, || format!("n={n} r1={r1} r2={r2}: P1 plays {} at ply {} ({}), outside R", d.cell, ply + 1, d.reason));
            }
        }
        if d.reason == Reason::Fallback {
            moves.push(d.cell);
            return fail(moves, ply + 1, "fallback move: no clause of §3.1 applies (no live line)".into());
        }
        if !board.is_empty_cell(d.cell) {
            moves.push(d.cell);
            return fail(moves, ply + 1, format!("the rule plays {} ({}), off the board or taken", d.cell, d.reason));
        }
        board.place(Player::P1, d.cell);
        moves.push(d.cell);
        if board.completes_through(Player::P1, d.cell) {
            return Game { moves, outcome: GameOutcome::Won { ply: ply + 1 } };
        }
        if board.empty_count() == 0 {
            return fail(moves, ply + 1, "the board is full: a draw".into());
        }
        if let Some(t) = board.threats(Player::P2).first() {
            return fail(moves, ply + 2, format!("P2 has a threat on {t} when it is to move: it completes a square"));
        }
        let Some(b) = board.threats(Player::P1).first() else {
            return fail(moves, ply + 1, format!("quiet P1 move {} ({}): P2 gets a free stone", d.cell, d.reason));
        };
        if let Some(z) = zone {
            audit.played_max = audit.played_max.max(b.x.max(b.y) as usize);
            if !z.in_r(b) {
                audit.escape(b, || format!("n={n} r1={r1} r2={r2}: P2 blocks on {b} at ply {}, outside R", ply + 2));
            }
        }
        board.place(Player::P2, b);
        moves.push(b);
    }
}

/// Every legal pair `(r1, r2)` on the `n`×`n` board, `r1` row-major, then `r2`.
pub fn legal_pairs(rule: &Rule, n: usize) -> Vec<(Cell, Cell)> {
    let cells: Vec<Cell> = (0..n as u8).flat_map(|y| (0..n as u8).map(move |x| Cell::new(x, y))).collect();
    let mut v = Vec::new();
    for &a in &cells {
        for &b in &cells {
            if legal_pair(rule, a, b) {
                v.push((a, b));
            }
        }
    }
    v
}

/// A class whose representative's blocking game on `N₀` is not good.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassFailure {
    /// The class.
    pub class: Class,
    /// The legal pair on `N₀`×`N₀` that was played.
    pub pair: (Cell, Cell),
    /// The failed game.
    pub game: Game,
}

impl fmt::Display for ClassFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ply, reason) = match &self.game.outcome {
            GameOutcome::Failed { ply, reason } => (*ply, reason.as_str()),
            GameOutcome::Won { ply } => (*ply, "won"),
        };
        let mv: Vec<String> = self.game.moves.iter().map(|c| c.to_string()).collect();
        write!(f, "class {} (r1={} r2={}) fails at ply {ply}: {reason}; moves {}", self.class, self.pair.0, self.pair.1, mv.join(" "))
    }
}

/// The games of every legal pair on the `n0`×`n0` board, with the closure audit.
#[derive(Clone, Debug, Default)]
pub struct BaseGames {
    /// Legal pairs played.
    pub pairs: usize,
    /// Games won (good).
    pub won: usize,
    /// The latest completion ply.
    pub max_ply: usize,
    /// The failing pairs, by class (first failing pair of each class, row-major).
    pub failures: Vec<ClassFailure>,
    /// The closure audit summed over all games.
    pub audit: Audit,
}

/// Plays the blocking game of every legal pair on `n0`×`n0` with the closure audit of
/// `zone`, in parallel. With `max_ply = Some(k)`, a game that completes after ply `k` counts
/// as failing (its outcome names both plies).
pub fn base_games(rule: &Rule, zone: &Zone, n0: usize, max_ply: Option<usize>) -> BaseGames {
    let pairs = legal_pairs(rule, n0);
    let res: Vec<(Game, Audit)> = pairs
        .par_iter()
        .map(|&(a, b)| {
            let mut au = Audit::default();
            let g = blocking_game(rule, n0, a, b, Some(zone), &mut au);
            (g, au)
        })
        .collect();
    let mut out = BaseGames { pairs: pairs.len(), ..BaseGames::default() };
    let mut failed: BTreeMap<Class, ClassFailure> = BTreeMap::new();
    for ((mut g, au), &(a, b)) in res.into_iter().zip(&pairs) {
        out.audit.merge(&au);
        if let (GameOutcome::Won { ply }, Some(k)) = (&g.outcome, max_ply) {
            if *ply > k {
                g.outcome = GameOutcome::Failed { ply: *ply, reason: format!("P1 completes a square at ply {ply}, after the limit {k}") };
            }
        }
        match g.outcome {
            GameOutcome::Won { ply } => {
                out.won += 1;
                out.max_ply = out.max_ply.max(ply);
            }
            GameOutcome::Failed { .. } => {
                let class = kappa(zone, a, b);
                failed.entry(class.clone()).or_insert(ClassFailure { class, pair: (a, b), game: g });
            }
        }
    }
    out.failures = failed.into_values().collect();
    out
}

/// The numbers of one `verify-all` run (every field is printed by [`Report::summary`]).
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The final region `R = [0,w)²`.
    pub zone: Option<Zone>,
    /// `w` derived from the rule file alone (before the closure check).
    pub catalog_w: usize,
    /// The base board `N₀`.
    pub n0: usize,
    /// Classes from the enumeration of pair geometries, by stones in `Z` (index 0, 1, 2).
    pub classes_by_case: [usize; 3],
    /// Classes found in total.
    pub classes: usize,
    /// Of those, realised on `N₀`×`N₀`.
    pub realised: usize,
    /// Classes of legal pairs on boards up to 32×32 that the enumeration missed (must be 0).
    pub missed: usize,
    /// Classes whose smallest realising board is `N₀` itself, and one of them with its pair.
    pub tight: (usize, Option<(Class, Cell, Cell)>),
    /// Classes that need a board larger than 32×32 (must be 0).
    pub unrealisable: Vec<Class>,
    /// The blocking games on `N₀`×`N₀`.
    pub base: BaseGames,
    /// Exhaustive verifications, n = 6…N₀: `(n, win, P1 nodes, max ply, seconds)`.
    pub boards: Vec<(usize, bool, u64, usize, f64)>,
    /// Whether everything held: P1 wins with the rule on every n ≥ 6.
    pub ok: bool,
    /// Why the check stopped before playing the games on `N₀`×`N₀` (then the game and
    /// closure counts are not computed and not printed).
    pub stopped: Option<String>,
    /// The completion limit checked (`verify-all --max-ply`), if any.
    pub max_ply: Option<usize>,
    /// The smallest board of the claim (`verify-all --from`, 6 by default).
    pub from: usize,
    /// Wall time in seconds.
    pub seconds: f64,
}

impl Report {
    /// The human-readable summary `verify-all` prints.
    pub fn summary(&self) -> String {
        let mut s = String::new();
        let Some(z) = self.zone else { return "no zone computed".into() };
        s += &format!("R = [0,{})^2 (rule file alone: [0,{})^2), Z = [0,{})^2, N0 = {}\n", z.w, self.catalog_w, z.z_side(), self.n0);
        s += &format!(
            "classes found: {} (both stones in Z: {}, one: {}, neither: {}); realised on {n}x{n}: {}; missed by the enumeration on boards <= 32: {}\n",
            self.classes, self.classes_by_case[2], self.classes_by_case[1], self.classes_by_case[0], self.realised, self.missed, n = self.n0
        );
        if let (t, Some((k, a, b))) = &self.tight {
            s += &format!("classes needing the whole {n}x{n} board: {t}, e.g. {k} (r1={a} r2={b})\n", n = self.n0);
        }
        if let Some(why) = &self.stopped {
            s += &format!("stopped before the games on the base board: {why}\n");
            s += &format!("verdict: NOT PROVED for every n >= {} [{:.1} s]\n", self.from, self.seconds);
            return s;
        }
        let b = &self.base;
        let a = &b.audit;
        s += &format!(
            "blocking games on {n}x{n}: {} legal pairs, {} good (latest completion ply {}), {} failing classes\n",
            b.pairs, b.won, b.max_ply, b.failures.len(), n = self.n0
        );
        s += &format!(
            "closure: {} P1 moves after ply 4, {} live tests placing {} stones; test-ending P1 blocks outside R: {} outside Z (all dead), {} in Z; other stones outside R: {}\n",
            a.p1_moves, a.live_tests, a.simulated_stones, a.hidden_blocks, a.zone_blocks, a.escapes
        );
        s += &format!("stones played after ply 4 in these games lie in [0,{})^2\n", a.played_max + 1);
        for f in b.failures.iter().take(5) {
            s += &format!("  FAIL {f}\n");
        }
        if b.failures.len() > 5 {
            s += &format!("  … and {} more failing classes\n", b.failures.len() - 5);
        }
        if let Some(e) = &a.first_escape {
            s += &format!("  first stone outside R: {e}\n");
        }
        for (n, win, nodes, ply, secs) in &self.boards {
            s += &format!("n={n}: {} ({nodes} P1 nodes, max ply {ply}, {secs:.2} s)\n", if *win { "WIN" } else { "FAIL" });
        }
        let by = self.max_ply.map(|k| format!(", completing by ply {k},")).unwrap_or_default();
        if self.ok {
            s += &format!(
                "verdict: P1 wins with the plus rule{by} on every n >= {} (n = {}..={} by enumeration, every n > {} by its classes on {}x{}) [{:.1} s]\n",
                self.from, self.from, self.n0, self.n0, self.n0, self.n0, self.seconds
            );
        } else {
            s += &format!("verdict: NOT PROVED for every n >= {} (see above) [{:.1} s]\n", self.from, self.seconds);
        }
        s
    }
}

/// `squarecert verify-all`: computes `R` (rule file, then closed under the games on `N₀`),
/// `Z`, the classes and `N₀`; plays every legal pair on `N₀`×`N₀`; verifies n = 6…N₀
/// exhaustively (skipped when a class fails). `log` receives progress lines. Returns the
/// report; `report.ok` is the verdict. Errors: `R` cannot be closed within boards ≤ 32.
///
/// With `max_ply = Some(k)` every blocking game on `N₀`×`N₀` and every game of the boards
/// 6…N₀ must also complete by ply `k`; Lemma 7 carries the completion ply of each class to
/// every larger board (docs/FASTEST.md). Errors also: `k` out of range.
pub fn verify_all(rule: &Rule, max_ply: Option<usize>, log: &dyn Fn(&str)) -> anyhow::Result<Report> {
    verify_all_from(rule, 6, max_ply, log)
}

/// [`verify_all`] for every board `n ≥ from` (`from ≥ 6`): the boards `from…N₀` by
/// enumeration, every larger board by its classes (Lemmas 2–7 do not depend on the smallest
/// board). Errors also: `from` below 6.
pub fn verify_all_from(rule: &Rule, from: usize, max_ply: Option<usize>, log: &dyn Fn(&str)) -> anyhow::Result<Report> {
    crate::enumerate::check_max_ply(max_ply)?;
    if from < 6 {
        anyhow::bail!("--from {from}: the plus rule is for boards n >= 6");
    }
    let t = std::time::Instant::now();
    let mut rep = Report { catalog_w: Zone::from_rule(rule).w, max_ply, from, ..Report::default() };
    let mut zone = Zone::from_rule(rule);
    loop {
        log(&format!("R = [0,{})^2: enumerating classes", zone.w));
        let classes = enumerate_classes(rule, &zone)?;
        let real = realise(rule, &zone);
        rep.classes = classes.len();
        rep.classes_by_case = [0; 3];
        for k in classes.keys() {
            rep.classes_by_case[k.stones_in_z()] += 1;
        }
        rep.missed = real.keys().filter(|k| !classes.contains_key(*k)).count();
        rep.unrealisable = classes.keys().filter(|k| !real.contains_key(*k)).cloned().collect();
        let need = classes.keys().filter_map(|k| real.get(k).map(|r| r.0)).max().unwrap_or(0);
        rep.n0 = need.max(zone.z_side()).max(6);
        rep.realised = classes.keys().filter(|k| real.get(*k).is_some_and(|r| r.0 <= rep.n0)).count();
        let tight: Vec<(&Class, &(usize, Cell, Cell))> = classes.keys().filter_map(|k| real.get(k).map(|r| (k, r))).filter(|(_, r)| r.0 == rep.n0).collect();
        rep.tight = (tight.len(), tight.first().map(|(k, r)| ((*k).clone(), r.1, r.2)));
        rep.zone = Some(zone);
        if rep.missed > 0 || !rep.unrealisable.is_empty() || rep.n0 > SCAN {
            rep.stopped = Some(if rep.missed > 0 {
                format!("{} classes seen on boards up to {SCAN} are missing from the enumeration of classes", rep.missed)
            } else if let Some(k) = rep.unrealisable.first() {
                format!("{} classes are realised on no board up to {SCAN}, for example {k}", rep.unrealisable.len())
            } else {
                format!("N0 = {} is larger than {SCAN}, the largest board squarecert handles", rep.n0)
            });
            rep.ok = false;
            rep.seconds = t.elapsed().as_secs_f64();
            return Ok(rep);
        }
        log(&format!("N0 = {}: playing every legal pair", rep.n0));
        rep.base = base_games(rule, &zone, rep.n0, max_ply);
        if rep.base.audit.escapes > 0 {
            let w = rep.base.audit.escape_max + 1;
            if w <= zone.w || 3 * w - 1 > SCAN {
                anyhow::bail!(
                    "R cannot be closed on boards up to 32: {}",
                    rep.base.audit.first_escape.clone().unwrap_or_default()
                );
            }
            log(&format!("stones outside R (first: {}); growing R to [0,{w})^2", rep.base.audit.first_escape.clone().unwrap_or_default()));
            zone = Zone { w };
            continue;
        }
        break;
    }
    let mut ok = rep.base.failures.is_empty();
    if ok {
        for n in from..=rep.n0 {
            log(&format!("verifying n={n}"));
            let v = crate::enumerate::verify_by(rule, n, (0, 1), max_ply, &|| {})?;
            rep.boards.push((n, v.is_win(), v.stats.p1_nodes, v.stats.max_ply, v.seconds));
            ok &= v.is_win();
        }
    }
    rep.ok = ok;
    rep.seconds = t.elapsed().as_secs_f64();
    Ok(rep)
}

/// The representatives on `N₀`×`N₀` of every class realised there: the pair [`realise`]
/// picked (smallest board, then row-major).
pub fn representatives(rule: &Rule, zone: &Zone, n0: usize) -> HashMap<Class, (Cell, Cell)> {
    realise(rule, zone).into_iter().filter(|(_, v)| v.0 <= n0).map(|(k, v)| (k, (v.1, v.2))).collect()
}

/// The cross-check of proof §3 on the `n`×`n` board: for every legal pair, the blocking game
/// equals, move for move, the blocking game of its class representative on `N₀`×`N₀` with
/// `r1`, `r2` mapped back. Returns the number of pairs checked. Errors: the first pair whose
/// class has no representative or whose game differs (both games shown).
pub fn cross_check(rule: &Rule, zone: &Zone, n0: usize, reps: &HashMap<Class, (Cell, Cell)>, n: usize) -> anyhow::Result<usize> {
    let rep_games: HashMap<(Cell, Cell), Game> = reps
        .values()
        .collect::<Vec<_>>()
        .par_iter()
        .map(|&&(a, b)| ((a, b), blocking_game(rule, n0, a, b, None, &mut Audit::default())))
        .collect();
    let pairs = legal_pairs(rule, n);
    let bad: Option<String> = pairs
        .par_iter()
        .map(|&(r1, r2)| {
            let k = kappa(zone, r1, r2);
            let Some(&(a, b)) = reps.get(&k) else {
                return Some(format!("n={n} r1={r1} r2={r2}: class {k} has no representative on {n0}x{n0}"));
            };
            let g0 = &rep_games[&(a, b)];
            let mut mapped = g0.clone();
            mapped.moves[1] = r1;
            mapped.moves[3] = r2;
            let g = blocking_game(rule, n, r1, r2, None, &mut Audit::default());
            (g != mapped).then(|| format!("n={n} r1={r1} r2={r2} (class {k}, representative r1={a} r2={b}): game {g:?} but representative's game {g0:?}"))
        })
        .find_any(|e| e.is_some())
        .flatten();
    match bad {
        Some(e) => anyhow::bail!(e),
        None => Ok(pairs.len()),
    }
}

/// The `squarecert verify-all` command: loads the rule file, runs [`verify_all`], prints the
/// summary (progress on standard error unless `quiet`). Errors: an unreadable rule file, `R`
/// not closable, or a verdict other than "wins on every n ≥ 6" (the summary is printed first).
pub fn cli_verify_all(rule_path: &std::path::Path, from: usize, max_ply: Option<usize>, quiet: bool) -> anyhow::Result<()> {
    let rule = Rule::load(rule_path)?;
    let log = |m: &str| {
        if !quiet {
            errln!("verify-all: {m}");
        }
    };
    let rep = verify_all_from(&rule, from, max_ply, &log)?;
    crate::out::print(crate::out::Stream::Stdout, format_args!("{}", rep.summary()));
    if !rep.ok {
        let first = rep.base.failures.first().map(|f| format!(": {f}")).unwrap_or_default();
        let by = max_ply.map(|k| format!(" by ply {k}")).unwrap_or_default();
        anyhow::bail!("{} does not win{by} on every n >= {from}{first}", rule_path.display());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Square;

    fn squares_near(w: usize) -> impl Iterator<Item = Square> {
        let s = 4 * w;
        (0..s).flat_map(move |x| (0..s).flat_map(move |y| (1..s).map(move |d| Square { x: x as u8, y: y as u8, d: d as u8 })))
    }

    #[test]
    fn lemma1_box_facts() {
        // Three corners in R: the square lies in R. Two corners in R: the square lies in Z.
        // A corner in R and a corner in Z: the square lies in [0,3w−2)².
        let z = Zone { w: 6 };
        for q in squares_near(6) {
            let c = q.corners();
            let in_r = c.iter().filter(|&&c| z.in_r(c)).count();
            let in_z = c.iter().filter(|&&c| z.in_z(c)).count();
            if in_r >= 3 {
                assert!(c.iter().all(|&c| z.in_r(c)), "{q:?}");
            }
            if in_r >= 2 {
                assert!(c.iter().all(|&c| z.in_z(c)), "{q:?}");
            }
            if in_r >= 1 && in_z >= 2 {
                assert!(c.iter().all(|&c| (c.x as usize) < 16 && (c.y as usize) < 16), "{q:?}");
            }
        }
    }

    #[test]
    fn lemma4_at_most_one_pair_square_when_both_stones_are_far() {
        let z = Zone { w: 6 };
        let cells: Vec<Cell> = (0..24u8).flat_map(|y| (0..24u8).map(move |x| Cell::new(x, y))).collect();
        let mut seen_in_z = 0;
        for &a in &cells {
            for &b in &cells {
                if z.in_z(a) || z.in_z(b) || a == b {
                    continue;
                }
                let k = kappa(&z, a, b);
                assert!(k.pairs.len() <= 1, "{a} {b}: {k}");
                if let Some([p, q]) = k.pairs.first() {
                    // One corner in R, named; the fourth corner may lie in Z (not only outside).
                    assert!(q.is_some_and(|c| z.in_r(c)) || p.is_some_and(|c| z.in_r(c)));
                    seen_in_z += (p.is_some() && q.is_some()) as usize;
                }
            }
        }
        assert!(seen_in_z > 0, "fourth corners in Z occur");
    }

    #[test]
    fn the_sketch_gap_a_far_pair_whose_fourth_corner_lies_in_z() {
        let z = Zone { w: 6 };
        let k = kappa(&z, Cell::new(0, 11), Cell::new(6, 11));
        assert_eq!(k, Class { r1: None, r2: None, pairs: vec![[Some(Cell::new(0, 5)), Some(Cell::new(6, 5))]] });
        let k = kappa(&z, Cell::new(13, 1), Cell::new(3, 11));
        assert_eq!(k.to_string(), "κ[r1=⊥ r2=⊥ pair squares reaching R: [{⊥,(3,1)}]]");
    }

    #[test]
    fn zone_of_the_shipped_rule() {
        let text = include_str!("../certs/plus-rule.txt");
        let rule = Rule::parse(text).unwrap();
        let z = Zone::from_rule(&rule);
        assert_eq!(z, Zone { w: 6 });
        assert_eq!(z.z_side(), 11);
        assert!(legal_pair(&rule, Cell::new(3, 2), Cell::new(3, 3)));
        assert!(!legal_pair(&rule, Cell::new(3, 2), Cell::new(1, 2)));
        assert!(!legal_pair(&rule, Cell::new(9, 9), Cell::new(3, 2)));
    }
}
