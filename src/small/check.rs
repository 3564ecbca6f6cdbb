//! Building strategy tables from the solver, and the check that walks every opponent reply
//! against a table with the `DrawsWith` / `WinsWith` semantics of DESIGN.md §2, reporting
//! the size of the strategy tree.

use super::geom::{bits, Geo};
use super::solver::{FastMap, Side, Solver};
use super::table::{sigma, Goal, NoMove, Rule, Table};
use anyhow::{bail, Result};
use std::collections::BTreeMap;

/// Size of a strategy tree (histories, not positions: a position reached by two move orders
/// counts twice).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeStats {
    /// Histories where the owner is to move and the game is not over.
    pub owner_nodes: u64,
    /// Histories where the opponent is to move and the game is not over.
    pub opponent_nodes: u64,
    /// Histories where the game is over (a square completed, or the board full).
    pub leaves: u64,
    /// The largest ply played in any history (plies count from 1).
    pub max_ply: u32,
}

impl TreeStats {
    fn add(&mut self, o: &TreeStats) {
        self.owner_nodes += o.owner_nodes;
        self.opponent_nodes += o.opponent_nodes;
        self.leaves += o.leaves;
        self.max_ply = self.max_ply.max(o.max_ply);
    }
    fn leaf(ply: u32) -> TreeStats {
        TreeStats { leaves: 1, max_ply: ply, ..Default::default() }
    }
}

/// Why a table fails its check; every variant names the position (board row-major, rows
/// separated by `/`, `X` = P1, `O` = P2) and a history reaching it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// σ has no move: no win, no block, no table entry.
    #[error("the strategy has no move at {board} (history {history}): no square to complete, no threat to block, and no table entry for canonical key {key:#x}")]
    NoMove {
        /// The position.
        board: String,
        /// A history reaching it.
        history: String,
        /// The canonical key looked up.
        key: u64,
    },
    /// The opponent completes a square.
    #[error("the opponent completes a square with {reply} at {board} (history {history})")]
    OpponentSquare {
        /// The position before the reply.
        board: String,
        /// A history reaching it.
        history: String,
        /// The completing reply.
        reply: String,
    },
    /// A winning table filled the board without a square.
    #[error("the board is full without an owner square at {board} (history {history}): a winning table must complete a square")]
    FullNoWin {
        /// The full board.
        board: String,
        /// The history.
        history: String,
    },
    /// The table's move is on a taken cell.
    #[error("the table's move {mv} is on a taken cell at {board} (history {history})")]
    TakenCell {
        /// The position.
        board: String,
        /// A history reaching it.
        history: String,
        /// The move.
        mv: String,
    },
    /// The table's size or owner is out of range (n must be 1..=5, owner 1 or 2).
    #[error("the table header is invalid: n = {n} (must be 1..=5), owner = {owner} (must be 1 or 2)")]
    BadHeader {
        /// Board side.
        n: usize,
        /// Owner byte.
        owner: u8,
    },
    /// The table holds entries the strategy never reaches (it must cover exactly the
    /// reachable positions).
    #[error("{count} table entries are never reached by the strategy, the first for {board}")]
    Unreached {
        /// Number of unreached entries.
        count: usize,
        /// The first such position (canonical orientation).
        board: String,
    },
}

/// What a passing check measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckReport {
    /// Table name, e.g. `small-n5-p1-win`.
    pub name: String,
    /// Number of entries.
    pub entries: usize,
    /// Entries whose move is quiet (makes no owner threat).
    pub quiet: usize,
    /// The strategy tree.
    pub tree: TreeStats,
    /// Distinct positions (actual orientation) where the owner is to move.
    pub owner_positions: usize,
}

impl std::fmt::Display for CheckReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: ok, {} entries ({} quiet), tree: {} owner decision nodes, {} opponent decision nodes, {} leaves, max ply {}",
            self.name, self.entries, self.quiet, self.tree.owner_nodes, self.tree.opponent_nodes, self.tree.leaves, self.tree.max_ply
        )
    }
}

/// The strategy a walk follows, on bitmasks `(p1, p2)` with its owner to move: the cell index
/// it plays and the canonical key of the entry it used (`None` when a fixed clause such as
/// win or block chose), or `Err(key)` when it has no move (no entry for the canonical key).
pub type Strategy<'a> = &'a dyn Fn(u64, u64) -> Result<(usize, Option<u64>), u64>;

struct Checker<'a> {
    strategy: Strategy<'a>,
    goal: Goal,
    geo: Geo,
    owner: Side,
    memo: FastMap<(u64, u64), TreeStats>,
    used: std::collections::HashSet<u64>,
    hist: Vec<usize>,
}

impl Checker<'_> {
    fn history(&self) -> String {
        if self.hist.is_empty() {
            return "empty".into();
        }
        self.hist.iter().map(|&i| self.geo.cell_string(i)).collect::<Vec<_>>().join(" ")
    }
    fn owner_node(&mut self, p1: u64, p2: u64) -> Result<TreeStats, CheckError> {
        if let Some(s) = self.memo.get(&(p1, p2)) {
            return Ok(*s);
        }
        let ply = (p1 | p2).count_ones() + 1;
        let (m, used) = match (self.strategy)(p1, p2) {
            Ok(x) => x,
            Err(key) => return Err(CheckError::NoMove { board: self.geo.board_string(p1, p2), history: self.history(), key }),
        };
        if (p1 | p2) >> m & 1 == 1 || m >= self.geo.cells {
            return Err(CheckError::TakenCell {
                board: self.geo.board_string(p1, p2),
                history: self.history(),
                mv: self.geo.cell_string(m),
            });
        }
        if let Some(key) = used {
            self.used.insert(key);
        }
        let mut s = TreeStats { owner_nodes: 1, ..Default::default() };
        let (q1, q2) = place(self.owner, p1, p2, m);
        self.hist.push(m);
        let own = if self.owner == 0 { q1 } else { q2 };
        let r = if self.geo.completes_through(own, m) {
            Ok(TreeStats::leaf(ply))
        } else if (q1 | q2) == self.geo.full {
            if self.goal == Goal::Win {
                Err(CheckError::FullNoWin { board: self.geo.board_string(q1, q2), history: self.history() })
            } else {
                Ok(TreeStats::leaf(ply))
            }
        } else {
            self.opponent_node(q1, q2)
        };
        self.hist.pop();
        s.add(&r?);
        self.memo.insert((p1, p2), s);
        Ok(s)
    }
    fn opponent_node(&mut self, p1: u64, p2: u64) -> Result<TreeStats, CheckError> {
        let ply = (p1 | p2).count_ones() + 1;
        let opp = 1 - self.owner;
        let mut s = TreeStats { opponent_nodes: 1, ..Default::default() };
        for r in bits(self.geo.full & !(p1 | p2)) {
            let (q1, q2) = place(opp, p1, p2, r);
            let theirs = if opp == 0 { q1 } else { q2 };
            if self.geo.completes_through(theirs, r) {
                return Err(CheckError::OpponentSquare {
                    board: self.geo.board_string(p1, p2),
                    history: self.history(),
                    reply: self.geo.cell_string(r),
                });
            }
            if (q1 | q2) == self.geo.full {
                // Only a draw table can get here: the opponent moves last on a full board.
                if self.goal == Goal::Win {
                    self.hist.push(r);
                    let e = CheckError::FullNoWin { board: self.geo.board_string(q1, q2), history: self.history() };
                    self.hist.pop();
                    return Err(e);
                }
                s.add(&TreeStats::leaf(ply));
                continue;
            }
            self.hist.push(r);
            let c = self.owner_node(q1, q2);
            self.hist.pop();
            s.add(&c?);
        }
        Ok(s)
    }
}

/// Checks a table: walks every opponent reply from the empty board (the owner's table
/// answering), with the semantics of `WinsWith` (goal win) or `DrawsWith` (goal draw) of
/// DESIGN.md §2, and requires every entry to be reached. Errors name the failing position
/// and a history reaching it. Subtrees are memoised by position (the strategy depends on the
/// position only), so the counts are those of the full tree of histories.
pub fn check_table(t: &Table) -> Result<CheckReport, CheckError> {
    if !(1..=super::geom::MAX_TABLE_N).contains(&t.n) || !(1..=2).contains(&t.owner) {
        return Err(CheckError::BadHeader { n: t.n, owner: t.owner });
    }
    let geo = Geo::new(t.n).map_err(|_| CheckError::BadHeader { n: t.n, owner: t.owner })?;
    let owner = t.owner_side();
    let sg = geo.clone();
    let strategy = move |p1: u64, p2: u64| match sigma(t, &sg, owner, p1, p2) {
        Ok((m, Rule::Table)) => {
            let (k1, k2, _) = sg.canonical(p1, p2);
            Ok((m, Some(Geo::key(k1, k2))))
        }
        Ok((m, _)) => Ok((m, None)),
        Err(NoMove::Missing { key }) => Err(key),
    };
    let keys: Vec<u64> = t.entries.iter().map(|e| e >> 5).collect();
    let (tree, owner_positions) = walk(geo, owner, t.goal, &strategy, &keys)?;
    Ok(CheckReport { name: t.name(), entries: t.entries.len(), quiet: super::table::quiet_entries(t), tree, owner_positions })
}

/// Walks every opponent reply from the empty board with `strategy` answering for its owner
/// (`owner` 0 = P1, 1 = P2), with the `WinsWith` (goal win) or `DrawsWith` (goal draw)
/// semantics of DESIGN.md §2, and requires every key of `keys` to be used by some reached
/// position. Returns the strategy tree (counted over histories) and the number of distinct
/// positions where the owner moved. Subtrees are memoised by position, so the strategy must
/// depend on the position only. Errors name the failing position and a history reaching it.
pub fn walk(geo: Geo, owner: Side, goal: Goal, strategy: Strategy<'_>, keys: &[u64]) -> Result<(TreeStats, usize), CheckError> {
    let mut c = Checker { strategy, goal, geo, owner, memo: FastMap::default(), used: Default::default(), hist: Vec::new() };
    let tree = if owner == 0 { c.owner_node(0, 0)? } else { c.opponent_node(0, 0)? };
    let unused: Vec<u64> = keys.iter().copied().filter(|k| !c.used.contains(k)).collect();
    if let Some(&k) = unused.first() {
        return Err(CheckError::Unreached { count: unused.len(), board: c.geo.board_string(k & ((1 << 25) - 1), k >> 25) });
    }
    Ok((tree, c.memo.len()))
}

/// Builds a table by following the strategy from the empty board: at every quiet owner
/// position (no square to complete, no threat to block) it picks a move with the solver and
/// records it under the canonical key. Candidate moves: for `Goal::Win` (P1 only) the forcing
/// moves that still force a completion by the fastest completion ply of the board (19 on
/// 5×5), or when none exists every (quiet) move that does; for `Goal::Draw` the moves after
/// which the opponent cannot force a square. Among them it takes the one whose strategy
/// subtree has the fewest quiet owner nodes (a memoised minimisation over the whole subtree,
/// counting with multiplicity: a proxy for the number of entries); ties go to the move making
/// the most owner threats, then the first in row-major order. Deterministic. Errors: the
/// owner cannot reach the goal.
pub fn build_table(n: usize, owner: Side, goal: Goal) -> Result<Table> {
    if n > super::geom::MAX_TABLE_N || n == 0 {
        bail!("tables exist for boards 1..=5, not {n}");
    }
    if goal == Goal::Win && owner != 0 {
        bail!("only P1 winning tables are supported");
    }
    let mut b = Builder {
        solver: Solver::new(n)?,
        owner,
        goal,
        entries: BTreeMap::new(),
        visited: FastMap::default(),
        deadline: (n * n) as u32,
        cost: FastMap::default(),
    };
    if goal == Goal::Win {
        let cells = (n * n) as u32;
        let mut d = 7;
        while d <= cells && !b.solver.wins_by(0, 0, 0, d) {
            d += 2;
        }
        if d > cells {
            bail!("P1 cannot force a square on the {n}x{n} board");
        }
        b.deadline = d;
    } else if b.solver.wins_by(1 - owner, 0, 0, b.deadline) {
        bail!("P{} cannot prevent every opposing square on the {n}x{n} board", owner + 1);
    }
    if owner == 0 {
        b.owner_node(0, 0)?;
    } else {
        b.opponent_node(0, 0)?;
    }
    let entries = b.entries.iter().map(|(&k, &m)| k << 5 | m as u64).collect();
    Ok(Table { n, owner: owner as u8 + 1, goal, entries })
}

struct Builder {
    solver: Solver,
    owner: Side,
    goal: Goal,
    entries: BTreeMap<u64, u8>,
    visited: FastMap<(u64, u64), ()>,
    deadline: u32,
    cost: FastMap<(u64, u64), u64>,
}

/// Cost of a subtree that the owner cannot hold (the opponent completes, or a win table
/// fills the board).
const INF: u64 = u64::MAX / 4;

impl Builder {
    fn owner_node(&mut self, p1: u64, p2: u64) -> Result<()> {
        if self.visited.insert((p1, p2), ()).is_some() {
            return Ok(());
        }
        let geo = &self.solver.geo;
        let (mine, theirs) = if self.owner == 0 { (p1, p2) } else { (p2, p1) };
        if geo.threats(mine, theirs) != 0 {
            return Ok(());
        }
        let opp_t = geo.threats(theirs, mine);
        let m = if opp_t != 0 {
            opp_t.trailing_zeros() as usize
        } else {
            let (k1, k2, g) = geo.canonical(p1, p2);
            let key = Geo::key(k1, k2);
            match self.entries.get(&key) {
                Some(&cm) => geo.perm[super::geom::sym_inverse(g)][cm as usize] as usize,
                None => {
                    let m = self.choose(p1, p2)?;
                    let geo = &self.solver.geo;
                    self.entries.insert(key, geo.perm[g][m]);
                    m
                }
            }
        };
        let (q1, q2) = place(self.owner, p1, p2, m);
        if (q1 | q2) == self.solver.geo.full {
            return Ok(());
        }
        self.opponent_node(q1, q2)
    }
    fn opponent_node(&mut self, p1: u64, p2: u64) -> Result<()> {
        let opp = 1 - self.owner;
        for r in bits(self.solver.geo.full & !(p1 | p2)) {
            let (q1, q2) = place(opp, p1, p2, r);
            let theirs = if opp == 0 { q1 } else { q2 };
            if self.solver.geo.completes_through(theirs, r) {
                bail!("internal error: the opponent completes a square at {}", self.solver.geo.board_string(q1, q2));
            }
            if (q1 | q2) != self.solver.geo.full {
                self.owner_node(q1, q2)?;
            }
        }
        Ok(())
    }
    /// Candidate moves, best first: most owner threats created, then row-major.
    fn candidates(&self, p1: u64, p2: u64) -> Vec<usize> {
        let geo = &self.solver.geo;
        let (mine, theirs) = if self.owner == 0 { (p1, p2) } else { (p2, p1) };
        let mut v: Vec<(i64, usize)> = bits(geo.full & !(p1 | p2))
            .map(|m| (-(geo.threats(mine | 1 << m, theirs).count_ones() as i64), m))
            .collect();
        v.sort_unstable();
        v.into_iter().map(|x| x.1).collect()
    }
    /// The moves considered at a quiet owner position, in candidate order: for a draw table
    /// every empty cell (the caller keeps the safe ones); for a win table the forcing moves
    /// (making an owner threat) that still force a completion by the deadline, or, when there
    /// is none, every move that does (quiet moves).
    fn moves(&mut self, p1: u64, p2: u64) -> Vec<usize> {
        let cands = self.candidates(p1, p2);
        if self.goal == Goal::Draw {
            return cands;
        }
        let dl = self.deadline;
        let (forcing, quiet): (Vec<usize>, Vec<usize>) =
            cands.into_iter().partition(|&m| self.solver.geo.threats(p1 | 1 << m, p2) != 0);
        let w: Vec<usize> = forcing.into_iter().filter(|&m| self.solver.wins_by(0, p1 | 1 << m, p2, dl)).collect();
        if !w.is_empty() {
            return w;
        }
        quiet.into_iter().filter(|&m| self.solver.wins_by(0, p1 | 1 << m, p2, dl)).collect()
    }
    /// Whether the owner still reaches the goal after playing into `(q1, q2)`.
    fn good(&mut self, q1: u64, q2: u64) -> bool {
        match self.goal {
            Goal::Win => self.solver.wins_by(0, q1, q2, self.deadline),
            Goal::Draw => !self.solver.wins_by(1 - self.owner, q1, q2, self.solver.geo.cells as u32),
        }
    }
    /// The move at a quiet owner position: among the moves that keep the goal, the one whose
    /// strategy subtree has the fewest quiet owner nodes (counted with multiplicity, the
    /// same choice made recursively below), ties to the candidate order.
    fn choose(&mut self, p1: u64, p2: u64) -> Result<usize> {
        let mut best: Option<(u64, usize)> = None;
        for m in self.moves(p1, p2) {
            let (q1, q2) = place(self.owner, p1, p2, m);
            if !self.good(q1, q2) {
                continue;
            }
            let c = self.cost_opp(q1, q2);
            if best.is_none_or(|(b, _)| c < b) {
                best = Some((c, m));
            }
        }
        match best {
            Some((c, m)) if c < INF => Ok(m),
            _ => bail!("internal error: no good move at {}", self.solver.geo.board_string(p1, p2)),
        }
    }
    /// Quiet owner nodes (with multiplicity) in the minimal strategy subtree below an owner
    /// position; memoised by canonical position (the cost is invariant under symmetry, since
    /// rules 1 and 2 only choose among equivalent cells when the owner still holds).
    fn cost_owner(&mut self, p1: u64, p2: u64) -> u64 {
        let geo = &self.solver.geo;
        let (mine, theirs) = if self.owner == 0 { (p1, p2) } else { (p2, p1) };
        if geo.threats(mine, theirs) != 0 {
            return 0;
        }
        let opp_t = geo.threats(theirs, mine);
        if opp_t.count_ones() >= 2 {
            return INF;
        }
        if opp_t != 0 {
            let (q1, q2) = place(self.owner, p1, p2, opp_t.trailing_zeros() as usize);
            if (q1 | q2) == geo.full {
                return if self.goal == Goal::Win { INF } else { 0 };
            }
            return self.cost_opp(q1, q2);
        }
        let (k1, k2, _) = geo.canonical(p1, p2);
        if let Some(&c) = self.cost.get(&(k1, k2)) {
            return c;
        }
        let mut best = INF;
        for m in self.moves(p1, p2) {
            let (q1, q2) = place(self.owner, p1, p2, m);
            if (q1 | q2) == self.solver.geo.full {
                if self.goal == Goal::Draw {
                    best = 0;
                }
                continue;
            }
            if !self.good(q1, q2) {
                continue;
            }
            best = best.min(self.cost_opp(q1, q2));
        }
        let c = if best >= INF { INF } else { best + 1 };
        self.cost.insert((k1, k2), c);
        c
    }
    fn cost_opp(&mut self, p1: u64, p2: u64) -> u64 {
        let opp = 1 - self.owner;
        let mut total = 0u64;
        for r in bits(self.solver.geo.full & !(p1 | p2)) {
            let (q1, q2) = place(opp, p1, p2, r);
            let theirs = if opp == 0 { q1 } else { q2 };
            if self.solver.geo.completes_through(theirs, r) {
                return INF;
            }
            if (q1 | q2) != self.solver.geo.full {
                total = total.saturating_add(self.cost_owner(q1, q2)).min(INF);
            }
        }
        total
    }
}

/// The masks after `side` (0 = P1, 1 = P2) takes cell index `m`.
fn place(side: Side, p1: u64, p2: u64, m: usize) -> (u64, u64) {
    if side == 0 {
        (p1 | 1 << m, p2)
    } else {
        (p1, p2 | 1 << m)
    }
}
