//! The plus rule of DESIGN.md §3.1 (normative): the rule file (opening, default second move,
//! exception table, ordered line catalog), its text format, and `plusMove` with an
//! explanation of which clause chose each move.

use crate::model::{BoardOf, Cell, ModelError, Player, Position, RowBits, Threats};
use std::collections::BTreeMap;
use std::fmt;

/// The default completion bound of the live test, in plies: a line is live only when its
/// double threat comes at a ply `p` with `p + 2 ≤ 17` (DESIGN.md §3.1). A rule file may set
/// another with `complete-by K` ([`Rule::complete_by`]).
pub const COMPLETION_PLY: usize = 17;

/// The completion bounds a rule file may set with `complete-by K`: odd plies 7..=63 (P1
/// completes at odd plies, 7 at the earliest; 63 is the last ply the reports count).
pub const COMPLETE_BY_RANGE: std::ops::RangeInclusive<usize> = 7..=63;

/// A rule file: opening cell, default second move, exceptions keyed by P2's first reply, and
/// the ordered line catalog (each line a sequence of P1 cells).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Rule {
    /// P1's first move (ply 1), `(2,2)` in the shipped rule.
    pub opening: Cell,
    /// P1's second move (ply 3) unless the first reply has an exception, `(3,2)`.
    pub second: Cell,
    /// First reply `r1` → P1's second move, for the replies where `second` fails.
    pub exceptions: BTreeMap<Cell, Cell>,
    /// The catalog, in order: each line lists P1 cells, played in order.
    pub lines: Vec<Vec<Cell>>,
    /// The live test's completion bound `B`, in plies: a line is live only when its double
    /// threat comes at a ply `p` with `p + 2 ≤ B`. [`COMPLETION_PLY`] (17) unless the file has
    /// a `complete-by B` entry.
    pub complete_by: usize,
}

/// A malformed rule file: the 1-based line number, the line and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.describe())]
pub struct RuleParseError {
    /// 1-based line number in the file (0 for whole-file problems, such as a missing entry).
    pub line: usize,
    /// The offending line's text (empty for whole-file problems).
    pub text: String,
    /// What is wrong and how to fix it.
    pub message: String,
}

impl RuleParseError {
    fn describe(&self) -> String {
        match self.line {
            0 => format!("rule file: {}", self.message),
            l => format!("rule file line {l}: {}: {:?}", self.message, self.text),
        }
    }
}

/// Reads the bytes of the rule file at `path`. Errors: a folder (a rule file such as
/// certs/plus-rule.txt is expected), or what [`crate::certio::read`] reports.
pub fn read_bytes(path: &std::path::Path) -> anyhow::Result<Vec<u8>> {
    if path.is_dir() {
        anyhow::bail!("{} is a folder, but a rule file is expected (e.g. certs/plus-rule.txt)", path.display());
    }
    crate::certio::read(path)
}

impl Rule {
    /// Parses the text format of DESIGN.md §3.1 (docs/FORMATS.md, "The plus-rule file"): `#`
    /// comments and blank lines; exactly one `opening (x,y)` and one `second (x,y)`; any number
    /// of `except (x,y) -> (x,y)`; any number of `line (x,y) (x,y) …` (catalog order = file
    /// order). One rule for every oddity: an entry that can never change a move, or that
    /// repeats or contradicts another, is an error, like a malformed one. Errors name the line
    /// (line 0 for a missing entry) and the fix.
    pub fn parse(text: &str) -> Result<Rule, RuleParseError> {
        let mut opening = None;
        let mut second = None;
        let mut exceptions = BTreeMap::new();
        let mut lines = Vec::new();
        let mut complete_by = None;
        // (1-based file line, text) of each entry, for the checks that need the whole file
        let mut at_except: Vec<(usize, &str, Cell, Cell)> = Vec::new();
        let mut at_line: Vec<(usize, &str)> = Vec::new();
        let mut at_second = (0, "");
        if text.starts_with('\u{feff}') {
            let first = text.lines().next().unwrap_or("");
            return Err(RuleParseError {
                line: 1,
                text: first.trim_start_matches('\u{feff}').to_string(),
                message: "the file starts with a UTF-8 byte-order mark (BOM, bytes EF BB BF); save it without the BOM".into(),
            });
        }
        for (i, raw) in text.lines().enumerate() {
            let err = |m: &str| RuleParseError { line: i + 1, text: raw.to_string(), message: m.to_string() };
            let l = raw.split('#').next().unwrap_or("").trim();
            if l.is_empty() {
                continue;
            }
            let (kw, rest) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
            let cell = |s: &str| -> Result<Cell, RuleParseError> { s.trim().parse().map_err(|e: ModelError| err(&e.to_string())) };
            match kw {
                "opening" | "second" => {
                    let slot = if kw == "opening" { &mut opening } else { &mut second };
                    if slot.is_some() {
                        return Err(err(&format!("a second `{kw}` entry; keep exactly one")));
                    }
                    *slot = Some(cell(rest)?);
                    if kw == "second" {
                        at_second = (i + 1, raw);
                    }
                }
                "except" => {
                    let (a, b) = rest.split_once("->").ok_or_else(|| err("expected `except (x,y) -> (x,y)`"))?;
                    let (a, b) = (cell(a)?, cell(b)?);
                    if a == b {
                        return Err(err(&format!("P1 cannot answer the reply {a} on the cell P2 just took; name another cell")));
                    }
                    if exceptions.insert(a, b).is_some() {
                        return Err(err(&format!("a second exception for the reply {a}; keep one")));
                    }
                    at_except.push((i + 1, raw, a, b));
                }
                "line" => {
                    let cells = crate::model::parse_cells(rest).map_err(|e| err(&e.to_string()))?;
                    if cells.is_empty() {
                        return Err(err("a line needs at least one cell"));
                    }
                    if let Some((k, c)) = cells.iter().enumerate().find(|&(k, c)| cells[..k].contains(c)) {
                        return Err(err(&format!("the cell {c} appears twice in this line (cells {} and {}); list each cell once", cells.iter().position(|d| d == c).map_or(0, |j| j + 1), k + 1)));
                    }
                    if let Some(j) = lines.iter().position(|l: &Vec<Cell>| *l == cells) {
                        return Err(err(&format!("repeats the line on file line {} (catalog line {}); the copy can never be chosen, remove it", at_line[j].0, j + 1)));
                    }
                    lines.push(cells);
                    at_line.push((i + 1, raw));
                }
                "complete-by" => {
                    if complete_by.is_some() {
                        return Err(err("a second `complete-by` entry; keep exactly one"));
                    }
                    let k: usize = rest.trim().parse().map_err(|_| err("expected `complete-by K`, K an odd ply in 7..=63"))?;
                    if !COMPLETE_BY_RANGE.contains(&k) || k.is_multiple_of(2) {
                        return Err(err(&format!("complete-by {k}: the bound must be an odd ply in 7..=63 (P1 completes squares at odd plies, 7 at the earliest)")));
                    }
                    if k == COMPLETION_PLY {
                        return Err(err(&format!("complete-by {COMPLETION_PLY} is the default bound: this entry changes nothing; remove it")));
                    }
                    complete_by = Some(k);
                }
                _ => return Err(err("unknown entry; expected opening, second, except, line or complete-by")),
            }
        }
        let whole = |m: &str| RuleParseError { line: 0, text: String::new(), message: m.to_string() };
        let opening = opening.ok_or_else(|| whole("no `opening (x,y)` entry; add one, for example `opening (2,2)`"))?;
        let second = second.ok_or_else(|| whole("no `second (x,y)` entry; add one, for example `second (3,2)`"))?;
        let at = |(line, raw): (usize, &str), m: String| RuleParseError { line, text: raw.to_string(), message: m };
        if second == opening {
            return Err(at(at_second, format!("the second move {second} is the opening cell, which P1 already holds")));
        }
        for &(line, raw, a, b) in &at_except {
            let m = if a == opening {
                format!("P2 cannot reply on the opening cell {a}: this exception is never used; remove it")
            } else if b == opening {
                format!("the move {b} is the opening cell, which P1 already holds")
            } else if b == second {
                format!("the move {b} is the default second move: this exception changes nothing; remove it")
            } else {
                continue;
            };
            return Err(at((line, raw), m));
        }
        for (k, l) in lines.iter().enumerate() {
            if l.contains(&opening) {
                return Err(at(
                    at_line[k],
                    format!("the line names the opening cell {opening}, which P1 always holds, so the live test skips it; remove it from the line"),
                ));
            }
        }
        Ok(Rule { opening, second, exceptions, lines, complete_by: complete_by.unwrap_or(COMPLETION_PLY) })
    }

    /// Reads and parses a rule file. Errors name the file (and the line, for a malformed one);
    /// a missing file under `certs/` says that `make certs` creates it.
    /// A folder given as the rule path is refused, saying a rule file is expected; a byte
    /// that is not UTF-8 is named by line and byte column.
    pub fn load(path: &std::path::Path) -> anyhow::Result<Rule> {
        let bytes = read_bytes(path)?;
        let text = String::from_utf8(bytes).map_err(|e| {
            let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
            let col = good.len() - good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1) + 1;
            let byte = e.as_bytes()[good.len()];
            anyhow::anyhow!(
                "{}: line {line}, byte {col}: byte 0x{byte:02X} is not UTF-8 text (Latin-1?): save the file as UTF-8",
                path.display()
            )
        })?;
        Rule::parse(&text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))
    }

    /// Writes the rule in the text format of [`Rule::parse`], with `header` lines as comments.
    /// Deterministic: exceptions sorted row-major by reply, lines in catalog order.
    pub fn to_text(&self, header: &[String]) -> String {
        let mut s = String::new();
        for h in header {
            s.push_str(&format!("# {h}\n"));
        }
        s.push_str(&format!("opening {}\nsecond {}\n", self.opening, self.second));
        if self.complete_by != COMPLETION_PLY {
            s.push_str(&format!("complete-by {}\n", self.complete_by));
        }
        for (a, b) in &self.exceptions {
            s.push_str(&format!("except {a} -> {b}\n"));
        }
        for l in &self.lines {
            let cells: Vec<String> = l.iter().map(|c| c.to_string()).collect();
            s.push_str(&format!("line {}\n", cells.join(" ")));
        }
        s
    }

    /// P1's second move after the first reply `r1`: the exception, else the default.
    pub fn second_move(&self, r1: Cell) -> Cell {
        self.exceptions.get(&r1).copied().unwrap_or(self.second)
    }
}

/// Which clause of §3.1 chose a move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Reason {
    /// Clause 1: the opening cell.
    Opening,
    /// Clause 2: the default second move.
    Second,
    /// Clause 2: the exception table's move for this first reply.
    Exception {
        /// P2's first reply.
        reply: Cell,
    },
    /// Clause 3a: the move completes a P1 square.
    Win,
    /// Clause 3b: the move blocks a P2 threat.
    Block,
    /// Clause 3c: the next cell of live catalog line `line` (0-based index; step `step` is the
    /// 0-based index of the cell in the line).
    Line {
        /// 0-based catalog index.
        line: usize,
        /// 0-based index of the chosen cell within the line.
        step: usize,
        /// The line's cells P1 does not yet hold, the chosen one first.
        remaining: Vec<Cell>,
    },
    /// Clause 3d: no clause applied; the first empty cell.
    Fallback,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Opening => write!(f, "opening"),
            Reason::Second => write!(f, "second move"),
            Reason::Exception { reply } => write!(f, "exception for the first reply {reply}"),
            Reason::Win => write!(f, "win"),
            Reason::Block => write!(f, "block"),
            Reason::Line { line, step, .. } => write!(f, "line {} step {}", line + 1, step + 1),
            Reason::Fallback => write!(f, "fallback"),
        }
    }
}

/// A move chosen by the rule and the clause that chose it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Decision {
    /// The cell P1 plays.
    pub cell: Cell,
    /// Why.
    pub reason: Reason,
}

/// The live test of §3.1 for the cells `rem` (the line's cells P1 does not hold, in order) on
/// `board`, starting at ply `start_ply`. Returns the ply of the double threat when the line
/// is live. `board` is restored before returning.
/// `bound` is the rule's completion bound ([`Rule::complete_by`]).
pub fn live_ply<W: RowBits>(board: &mut BoardOf<W>, rem: &[Cell], start_ply: usize, bound: usize) -> Option<usize> {
    let mut played: Vec<Player> = Vec::with_capacity(16);
    let mut p = start_ply;
    let mut result = None;
    for (i, &c) in rem.iter().enumerate() {
        match line_step(board, c, p, i + 1 == rem.len(), bound, &mut played) {
            LineStep::Dead => break,
            LineStep::Live(q) => {
                result = Some(q);
                break;
            }
            LineStep::Next(q) => p = q,
        }
    }
    undo_all(board, &mut played);
    result
}

/// Takes back the stones recorded in `played`, last first.
pub fn undo_all<W: RowBits>(board: &mut BoardOf<W>, played: &mut Vec<Player>) {
    while let Some(p) = played.pop() {
        board.unplace(p);
    }
}

/// What one step of the live test (§3.1 steps 1–6) ends in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LineStep {
    /// The line is not live.
    Dead,
    /// The line is live: P1 makes its double threat at this ply.
    Live(usize),
    /// The step ended with no threat on either side; the next line cell is played at this ply.
    Next(usize),
}

/// One step of the live test: P1 plays the line cell `c` at ply `p` (steps 1–3), P2 makes the
/// forced block (step 4) and the P2-threat loop runs (step 5). `last` says `c` is the last
/// cell of `rem`; a double threat at ply `p` is live when `p + 2 ≤ bound` (the rule's
/// [`Rule::complete_by`]). Stones placed are pushed on `played` (the caller undoes them).
///
/// Invariant used (clause 3c is reached only when neither player has a threat): before each
/// line cell neither side has a threat, so every threat in the simulation runs through the
/// stone just placed, and the threats through it (`Board::threat_summary_through`) equal the
/// full scan §3.1 speaks of (docs/EVERY-N.md, Lemma 0).
pub fn line_step<W: RowBits>(board: &mut BoardOf<W>, c: Cell, mut p: usize, last: bool, bound: usize, played: &mut Vec<Player>) -> LineStep {
    let verdict = |t: &Threats, p: usize| match t.count() {
        0 => Some(LineStep::Dead),
        1 => None,
        _ => Some(if p + 2 <= bound { LineStep::Live(p) } else { LineStep::Dead }),
    };
    if !board.is_empty_cell(c) {
        return LineStep::Dead;
    }
    board.place(Player::P1, c);
    played.push(Player::P1);
    let t = board.threat_summary_through(Player::P1, c);
    if let Some(v) = verdict(&t, p) {
        return v;
    }
    if last {
        return LineStep::Dead;
    }
    let mut block = t.first.expect("one threat");
    board.place(Player::P2, block);
    played.push(Player::P2);
    loop {
        let pt = board.threat_summary_through(Player::P2, block);
        match pt.count() {
            0 => break,
            1 => {}
            _ => return LineStep::Dead,
        }
        p += 2;
        let b = pt.first.expect("one threat");
        board.place(Player::P1, b);
        played.push(Player::P1);
        let t = board.threat_summary_through(Player::P1, b);
        if let Some(v) = verdict(&t, p) {
            return v;
        }
        block = t.first.expect("one threat");
        board.place(Player::P2, block);
        played.push(Player::P2);
    }
    LineStep::Next(p + 2)
}

/// `plusMove(n, h)` of DESIGN.md §3.1 on a position with P1 to move (even history length),
/// with the clause that chose it. `pos` is only borrowed mutably for the live-test
/// simulations and is restored. Errors: P2 to move, or the game already over.
pub fn plus_move(rule: &Rule, pos: &mut Position) -> Result<Decision, ModelError> {
    if pos.to_move() != Player::P1 || !matches!(pos.outcome(), crate::model::Outcome::ToMove(_)) {
        return Err(ModelError::GameOver);
    }
    Ok(plus_move_unchecked(rule, pos.ply(), pos.history(), &mut pos.board().clone()))
}

/// The core of [`plus_move`] on a board the caller may scribble on (it is restored): `ply` is
/// the number of plies played, `history` the moves.
pub fn plus_move_unchecked<W: RowBits>(rule: &Rule, ply: usize, history: &[Cell], board: &mut BoardOf<W>) -> Decision {
    if ply == 0 {
        return Decision { cell: rule.opening, reason: Reason::Opening };
    }
    if ply == 2 {
        let r1 = history[1];
        return match rule.exceptions.get(&r1) {
            Some(&c) => Decision { cell: c, reason: Reason::Exception { reply: r1 } },
            None => Decision { cell: rule.second, reason: Reason::Second },
        };
    }
    if let Some(c) = board.threat_summary(Player::P1).first {
        return Decision { cell: c, reason: Reason::Win };
    }
    if let Some(c) = board.threat_summary(Player::P2).first {
        return Decision { cell: c, reason: Reason::Block };
    }
    if let Some(d) = live_line(rule, ply, board) {
        return d;
    }
    let cell = board.empty_cells().first().expect("a P1 node has an empty cell");
    Decision { cell, reason: Reason::Fallback }
}

/// Clause 3c: the first live catalog line and its next cell, if any.
pub fn live_line<W: RowBits>(rule: &Rule, ply: usize, board: &mut BoardOf<W>) -> Option<Decision> {
    let mut rem: Vec<Cell> = Vec::with_capacity(16);
    for (k, line) in rule.lines.iter().enumerate() {
        rem.clear();
        rem.extend(line.iter().copied().filter(|&c| !board.stones(Player::P1).contains(c)));
        if rem.is_empty() {
            continue;
        }
        if live_ply(board, &rem, ply + 1, rule.complete_by).is_some() {
            let step = line.iter().position(|&c| c == rem[0]).expect("rem is a subsequence");
            return Some(Decision { cell: rem[0], reason: Reason::Line { line: k, step, remaining: rem.clone() } });
        }
    }
    None
}
