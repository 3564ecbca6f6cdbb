//! Play against the first player's strategy (issue 5, DESIGN.md §7): the bots, the stateless
//! game API behind the web page, the web server ([`server`]) and the GTP engine ([`engine`]).
//!
//! The bot is always P1 and moves first. On n ≥ 6 it is the plus rule of DESIGN.md §3.1 read
//! from the rule file (`certs/plus-rule.txt` by default), the same code the verifier runs;
//! on n = 5 the 5×5 rule (`certs/rule5.txt`: win, block, the shortest VCF, else a quiet move
//! from its list; docs/FORMATS.md), on n ≤ 4 a drawing strategy table (neither side can
//! force a win there). Every bot move comes with an [`Explanation`]: the clause that chose
//! it (opening, second move or exception, win, block, line k step j, vcf, quiet, fallback,
//! table), the
//! line it follows (the cells to come) and the threat cells it creates.
//!
//! All strategies are loaded and checked when `play` or `engine` starts ([`Strategies::load`]),
//! so a missing or corrupt file stops them before the first game. The JSON API behind the
//! page is [`API_HELP`] (printed by `squarecert play --help`).

pub mod engine;
pub mod server;

use crate::model::{Board, Cell, ModelError, Outcome, Player, Position};
use crate::rule::{plus_move, Reason, Rule};
use crate::small::geom::Geo;
use crate::small::rule5::{self, Clause, Rule5};
use crate::small::table::Table;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The JSON API of `squarecert play`, as `squarecert play --help` prints it (README.md's
/// section "The play page's JSON API" summarises it).
pub const API_HELP: &str = "\
JSON API (the page uses it; so can scripts):
  The server keeps no game state: each request carries the board size and the whole history,
  and the server replays it, checking that P1's moves are the bot's. Cells are \"(x,y)\",
  0-based, x the column and y the row (row 0 at the top).

  GET  /           the page (every asset embedded; no network needed)
  GET  /api/info   {\"default_n\", \"min_n\": 1, \"max_n\": 32, \"rule\": path}
  POST /api/new    body {\"n\": 7}: a new game; the bot plays ply 1. Answers a state.
  POST /api/move   body {\"n\": 7, \"history\": [\"(2,2)\"], \"cell\": \"(3,3)\"}: you (P2) play
                   cell after history; the bot answers unless the game is over. Answers a state.

  state: {\"n\", \"history\": [cell], \"board\": [\"X.O...\", ...] (row y = 0 first; X = P1, O = P2),
    \"to_move\": \"P1\"|\"P2\", \"over\": bool, \"outcome\": \"playing\"|\"P1 wins\"|\"P2 wins\"|\"draw\",
    \"result\": sentence, \"winning_square\": [4 cells] | null, \"bot_move\": cell | null,
    \"explanation\": explanation | null (of the last bot move), \"moves\": [{\"ply\", \"player\",
    \"cell\", \"explanation\"}], \"strategy\": sentence about the board size}
  explanation: {\"kind\": \"opening\"|\"second\"|\"exception\"|\"win\"|\"block\"|\"line\"|\"fallback\"|
    \"vcf\"|\"quiet\" (5x5)|\"table\" (n <= 4), \"summary\" (e.g. \"line 3 step 2\", \"quiet entry 4\"), \"text\", \"line\": k | null, \"step\": j | null
    (1-based), \"line_cells\": [cell], \"line_to_come\": [cell], \"threats\": [cell]}
  errors: {\"error\": message} with 400 (malformed JSON, bad size, off-board or occupied
    cell, move after the end, a history the bot did not play), 404 (unknown path), 405 (wrong
    method; the Allow header names the right one), 408 (the body did not arrive in time),
    413 (body over 64 KiB) or 503 (the strategy does not cover the position).
";

/// Smallest board the page and the engine accept (n = 1 and 2 are drawn from their tables).
pub const MIN_N: usize = 1;
/// Largest board the page and the engine accept.
pub const MAX_N: usize = 32;

/// Why a request could not be served; the message is written for the person at the page or
/// the engine's client.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The request is wrong (bad cell, occupied, game over, malformed input): HTTP 400.
    #[error("{0}")]
    BadRequest(String),
    /// A strategy the request needs is not available (table or rule file not built): 503.
    #[error("{0}")]
    Unavailable(String),
}

impl From<ModelError> for PlayError {
    fn from(e: ModelError) -> PlayError {
        PlayError::BadRequest(e.to_string())
    }
}

/// Why the bot played a move, for the page and the engine's `explain`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The clause: `opening`, `second`, `exception`, `win`, `block`, `line`, `fallback` or
    /// `table`.
    pub kind: &'static str,
    /// Short form, e.g. `line 3 step 2`.
    pub summary: String,
    /// A full sentence for people.
    pub text: String,
    /// For a line move: the 1-based catalog line and the 1-based step within it.
    pub line: Option<(usize, usize)>,
    /// For a line move: every cell of the catalog line, in order.
    pub line_cells: Vec<Cell>,
    /// For a line move: the line's cells still to come after this move, in order.
    pub line_to_come: Vec<Cell>,
    /// P1's threat cells after the move (row-major).
    pub threats: Vec<Cell>,
}

impl Explanation {
    /// The explanation as JSON (the API's *explanation* object).
    pub fn to_json(&self) -> Value {
        json!({
            "kind": self.kind,
            "summary": self.summary,
            "text": self.text,
            "line": self.line.map(|l| l.0),
            "step": self.line.map(|l| l.1),
            "line_cells": cells_json(&self.line_cells),
            "line_to_come": cells_json(&self.line_to_come),
            "threats": cells_json(&self.threats),
        })
    }
}

/// A first-player strategy that can explain itself.
pub trait Bot {
    /// P1's move in `pos` (P1 to move, game not over) and why. Errors: the position is not
    /// P1's turn, or the strategy has no legal move for it (a message says which).
    fn decide(&mut self, pos: &Position) -> Result<(Cell, Explanation), PlayError>;
}

/// Formats cells as `(a,b), (c,d)`.
pub fn cell_list(cells: &[Cell]) -> String {
    cells.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", ")
}

fn cells_json(cells: &[Cell]) -> Value {
    Value::Array(cells.iter().map(|c| Value::String(c.to_string())).collect())
}

/// Checks that `pos` is P1's turn in a running game and that `cell` is a legal move there;
/// `who` names the strategy in the message.
fn check_bot_move(pos: &Position, cell: Cell, who: &str) -> Result<(), PlayError> {
    if !cell.on_board(pos.n()) || !pos.board().is_empty_cell(cell) {
        return Err(PlayError::Unavailable(format!(
            "{who} chose {cell}, which is {} on the {n}x{n} board: the strategy does not cover this position",
            if cell.on_board(pos.n()) { "already taken" } else { "off" },
            n = pos.n()
        )));
    }
    Ok(())
}

fn check_p1_turn(pos: &Position) -> Result<(), PlayError> {
    if !matches!(pos.outcome(), Outcome::ToMove(_)) {
        return Err(PlayError::BadRequest(ModelError::GameOver.to_string()));
    }
    if pos.to_move() != Player::P1 {
        return Err(PlayError::BadRequest("it is P2's turn: the bot plays P1 only".into()));
    }
    Ok(())
}

/// P1's threat cells after P1 plays `cell` in `pos`.
fn threats_after(pos: &Position, cell: Cell) -> Vec<Cell> {
    let mut b: Board = pos.board().clone();
    b.place(Player::P1, cell);
    b.threats(Player::P1).iter().collect()
}

/// A sentence about the threats a move leaves, or "" when it leaves none.
fn threat_sentence(pos: &Position, cell: Cell, threats: &[Cell]) -> String {
    match threats.len() {
        0 => String::new(),
        1 => format!(" It threatens to complete a square at {}: you must block there.", threats[0]),
        _ => {
            let mut b = pos.board().clone();
            b.place(Player::P1, cell);
            let p2 = b.threats(Player::P2);
            if p2.is_empty() {
                format!(" Double threat at {}: you cannot block them all.", cell_list(threats))
            } else {
                format!(" It threatens {} squares, at {}.", threats.len(), cell_list(threats))
            }
        }
    }
}

/// The plus rule of DESIGN.md §3.1 as a bot (n ≥ 6).
#[derive(Clone, Debug)]
pub struct PlusBot {
    rule: Arc<Rule>,
}

impl PlusBot {
    /// The bot playing `rule`.
    pub fn new(rule: Arc<Rule>) -> PlusBot {
        PlusBot { rule }
    }
}

impl Bot for PlusBot {
    fn decide(&mut self, pos: &Position) -> Result<(Cell, Explanation), PlayError> {
        check_p1_turn(pos)?;
        let mut scratch = pos.clone();
        let d = plus_move(&self.rule, &mut scratch)?;
        check_bot_move(pos, d.cell, "the plus rule")?;
        let cell = d.cell;
        let threats = threats_after(pos, cell);
        let tail = threat_sentence(pos, cell, &threats);
        let summary = d.reason.to_string();
        let mut e = Explanation {
            kind: "",
            summary: summary.clone(),
            text: String::new(),
            line: None,
            line_cells: Vec::new(),
            line_to_come: Vec::new(),
            threats: threats.clone(),
        };
        match &d.reason {
            Reason::Opening => {
                e.kind = "opening";
                e.text = format!("Opening: the rule always starts at {cell}.{tail}");
            }
            Reason::Second => {
                e.kind = "second";
                e.text = format!(
                    "Second move: {cell}, the rule's default second move (your first reply {} has no exception).{tail}",
                    pos.history()[1]
                );
            }
            Reason::Exception { reply } => {
                e.kind = "exception";
                e.text = format!(
                    "Exception: after your first reply {reply} the rule's exception table plays {cell} instead of the default second move {}.{tail}",
                    self.rule.second
                );
            }
            Reason::Win => {
                e.kind = "win";
                e.text = format!("Win: {cell} completes a square of the bot.");
            }
            Reason::Block => {
                e.kind = "block";
                e.text = format!("Block: you threatened to complete a square at {cell}, so the bot takes it.{tail}");
            }
            Reason::Line { line, step, remaining } => {
                e.kind = "line";
                e.line = Some((line + 1, step + 1));
                e.line_cells = self.rule.lines.get(*line).cloned().unwrap_or_default();
                e.line_to_come = remaining.iter().copied().skip(1).collect();
                let to_come = if e.line_to_come.is_empty() {
                    "this is its last cell".to_string()
                } else {
                    format!("cells to come: {}", cell_list(&e.line_to_come))
                };
                // The live test's own verdict: the ply of the double threat if you block.
                let mut board = pos.board().clone();
                let forced = match crate::rule::live_ply(&mut board, remaining, pos.ply() + 1, self.rule.complete_by) {
                    Some(p) => format!("it forces a double threat at ply {p} if you keep blocking, and a square by ply {}", p + 2),
                    None => "it forces a double threat".to_string(),
                };
                e.text = format!(
                    "Line {} step {}: {cell} is the next cell of catalog line {} ({to_come}); the line is live: {forced}.{tail}",
                    line + 1,
                    step + 1,
                    line + 1
                );
            }
            Reason::Fallback => {
                e.kind = "fallback";
                e.text = format!(
                    "Fallback: no clause of the rule applied (no win, no block, no live line), so the bot takes the first empty cell {cell}. The proof does not cover this position.{tail}"
                );
            }
        }
        Ok((cell, e))
    }
}

/// The 5×5 rule (`certs/rule5.txt`, [`crate::small::rule5`]) as a bot: every move is
/// explained by its clause (win, block, vcf, or the quiet list's entry number).
pub struct Rule5Bot {
    rule: Arc<Rule5>,
    geo: Geo,
}

impl Rule5Bot {
    /// The bot playing `rule` on the 5×5 board.
    pub fn new(rule: Arc<Rule5>) -> Rule5Bot {
        Rule5Bot { rule, geo: Geo::new(rule5::N).expect("5 is a valid board") }
    }
}

impl Bot for Rule5Bot {
    fn decide(&mut self, pos: &Position) -> Result<(Cell, Explanation), PlayError> {
        check_p1_turn(pos)?;
        let n = rule5::N;
        if pos.n() != n {
            return Err(PlayError::BadRequest(format!("the 5x5 rule plays the 5x5 board, not {}x{}", pos.n(), pos.n())));
        }
        let mask = |p: Player| pos.board().stones(p).iter().fold(0u64, |m, c| m | 1 << c.index(n));
        let (m, clause) = self.rule.choose(&self.geo, mask(Player::P1), mask(Player::P2)).map_err(|_| {
            PlayError::Unavailable("the 5x5 rule has no move for this position (no win, no block, no VCF, no quiet entry)".into())
        })?;
        let cell = Cell::new((m % n) as u8, (m / n) as u8);
        check_bot_move(pos, cell, "the 5x5 rule")?;
        let threats = threats_after(pos, cell);
        let tail = threat_sentence(pos, cell, &threats);
        let (kind, summary, text) = match clause {
            Clause::Win => ("win", "win".to_string(), format!("Win: {cell} completes a square of the bot.")),
            Clause::Block => ("block", "block".to_string(), format!("Block: you threatened to complete a square at {cell}, so the bot takes it.{tail}")),
            Clause::Vcf { singles: 0 } => ("vcf", "vcf, double threat".to_string(), format!("VCF: {cell} makes a double threat now.{tail}")),
            Clause::Vcf { singles } => (
                "vcf",
                format!("vcf, {singles} single threat(s) to go"),
                format!(
                    "VCF: {cell} starts the shortest forcing sequence the rule finds: {singles} single threat(s), each of which you must block, then a double threat.{tail}"
                ),
            ),
            Clause::Quiet { entry } => (
                "quiet",
                format!("quiet entry {entry}"),
                format!(
                    "Quiet move: no square to complete, no threat to block and no forcing sequence of at most {} single threats, so the bot plays {cell}, entry {entry} of the rule's {} quiet moves (up to symmetry).{tail}",
                    self.rule.vcf,
                    self.rule.quiet.len()
                ),
            ),
            Clause::Default => (
                "quiet",
                "default quiet move".to_string(),
                format!(
                    "Quiet move: no square to complete, no threat to block, no forcing sequence of at most {} single threats and no entry in the rule's list, so the bot plays its default {cell}: the empty cell on the most promising squares (no stone of yours, weighted by the bot's corners).{tail}",
                    self.rule.vcf
                ),
            ),
        };
        Ok((cell, Explanation { kind, summary, text, line: None, line_cells: Vec::new(), line_to_come: Vec::new(), threats }))
    }
}

/// What a small-board table proves: P1 draws (n ≤ 4) or P1 wins (n = 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableKind {
    /// A drawing strategy for P1 (n ≤ 4: neither side can force a win).
    Draw,
    /// A winning strategy for P1 (n = 5).
    Win,
}

/// The strategy function of a decoded table: the move for P1 on a board, if the table has one.
pub type TableStrategy = Box<dyn FnMut(&Board) -> Option<Cell> + Send>;

/// A bot that plays a small-board strategy table (n ≤ 5); the table is looked up through a
/// strategy function so this module does not depend on the table format.
pub struct TableBot {
    n: usize,
    kind: TableKind,
    strategy: TableStrategy,
}

impl TableBot {
    /// A bot for the `n`×`n` board playing `strategy`.
    pub fn new(n: usize, kind: TableKind, strategy: TableStrategy) -> TableBot {
        TableBot { n, kind, strategy }
    }
}

impl Bot for TableBot {
    fn decide(&mut self, pos: &Position) -> Result<(Cell, Explanation), PlayError> {
        check_p1_turn(pos)?;
        let n = self.n;
        let which = match self.kind {
            TableKind::Draw => "drawing table",
            TableKind::Win => "winning table",
        };
        let cell = (self.strategy)(pos.board()).ok_or_else(|| {
            PlayError::Unavailable(format!("the {n}x{n} {which} has no move for this position"))
        })?;
        check_bot_move(pos, cell, &format!("the {n}x{n} {which}"))?;
        let threats = threats_after(pos, cell);
        let mut b = pos.board().clone();
        b.place(Player::P1, cell);
        let why = if b.completes_through(Player::P1, cell) {
            "it completes a square".to_string()
        } else {
            match self.kind {
                TableKind::Draw => "neither side can force a win on this board, and the table never lets you complete a square".to_string(),
                TableKind::Win => "the table wins against every reply (some of its moves are quiet)".to_string(),
            }
        };
        let tail = threat_sentence(pos, cell, &threats);
        Ok((
            cell,
            Explanation {
                kind: "table",
                summary: which.to_string(),
                text: format!("Table: {cell} is the {n}x{n} {which}'s move: {why}.{tail}"),
                line: None,
                line_cells: Vec::new(),
                line_to_come: Vec::new(),
                threats,
            },
        ))
    }
}

/// The table file for the `n`×`n` board (n ≤ 5) in `certs_dir`:
/// `small-n{N}-p1-draw.sqt` for n ≤ 4, `small-n5-p1-win.sqt` for n = 5.
pub fn small_table_path(certs_dir: &Path, n: usize) -> PathBuf {
    use crate::small::table::Goal;
    let goal = if n == 5 { Goal::Win } else { Goal::Draw };
    certs_dir.join(format!("{}.sqt", crate::small::cert_stem(n, 0, goal)))
}

/// The P1 table of the `n`×`n` board (n ≤ 5) at `path`: the 5×5 winning table or a drawing
/// table for n ≤ 4, decoded and checked against every reply (a fraction of a second).
/// Errors: the table is missing, unreadable, of the wrong board, side or goal, or fails its
/// check (the message names the file and says what to run).
pub fn load_table(n: usize, path: &Path) -> Result<Table, PlayError> {
    use crate::small::table::Goal;
    let (goal, what) = if n == 5 { (Goal::Win, "winning") } else { (Goal::Draw, "drawing") };
    if !path.is_file() {
        return Err(PlayError::Unavailable(format!(
            "the {n}x{n} strategy table {} does not exist: run make certs, or pass --certs DIR with the built tables",
            path.display()
        )));
    }
    // The page tells the person the table wins or holds the draw: load only a P1 table of the
    // right goal that passes its check against every reply.
    let unavailable = |e: anyhow::Error| PlayError::Unavailable(format!("{e:#}: run make certs to rebuild it"));
    let table = crate::small::table::read_table(path).map_err(unavailable)?;
    if table.n != n || table.owner != 1 || table.goal != goal {
        return Err(PlayError::Unavailable(format!(
            "{} is not the P1 {what} table of the {n}x{n} board: run make certs to rebuild it",
            path.display()
        )));
    }
    crate::small::check::check_table(&table).map_err(|e| {
        PlayError::Unavailable(format!("{} fails its check: {e}: run make certs to rebuild it", path.display()))
    })?;
    Ok(table)
}

/// Loads the rule file; a missing file gets the message "… not found: run `make certs`
/// first …".
pub fn load_rule(path: &Path) -> Result<Rule, PlayError> {
    if !path.is_file() {
        return Err(PlayError::Unavailable(format!(
            "rule file {} not found: run `make certs` first, or pass --certs DIR (which holds {RULE_FILE}) or --rule FILE",
            path.display()
        )));
    }
    Rule::load(path).map_err(|e| PlayError::Unavailable(format!("{e:#}")))
}

/// Checks at start-up that the plus rule wins the `n`×`n` game, for `n >= 6` (smaller boards
/// play tables): runs the verifier ([`crate::enumerate::verify`]) on that one board only,
/// milliseconds for small n; other sizes a game switches to are not verified here. Errors:
/// the first failing board, with the failing line and how to check the rule.
pub fn check_rule_wins(s: &Strategies, n: usize) -> Result<(), PlayError> {
    if n < 6 {
        return Ok(());
    }
    let v = crate::enumerate::verify(&s.rule, n, (0, 1), &|| {}).map_err(|e| PlayError::Unavailable(e.to_string()))?;
    if v.is_win() {
        return Ok(());
    }
    let why = match &v.failure {
        Some(f) => format!("after {}: {}", f.history.join(" "), f.reason),
        None => format!("{} positions need a fallback move the proof does not cover", v.stats.fallbacks),
    };
    Err(PlayError::Unavailable(format!(
        "{}: the rule does not win on the {n}x{n} board ({why}); check it with `squarecert verify --rule {} --n {n}` or use certs/{RULE_FILE}",
        s.rule_path.display(),
        s.rule_path.display()
    )))
}

/// The rule file's name in the certificate folder: `play` and `engine` read
/// `CERTS/plus-rule.txt` unless `--rule` names another file.
pub const RULE_FILE: &str = "plus-rule.txt";

/// The 5×5 rule at `path`, read and checked against every P2 reply (a fraction of a second).
/// Errors: the file is missing, malformed (naming the line) or fails its check.
pub fn load_rule5(path: &Path) -> Result<Rule5, PlayError> {
    if !path.exists() {
        return Err(PlayError::Unavailable(format!(
            "the 5x5 rule {} does not exist: run make certs, or pass --certs DIR with the built certificates",
            path.display()
        )));
    }
    let r = Rule5::load(path).map_err(|e| PlayError::Unavailable(format!("{e:#}")))?;
    rule5::check(&r).map_err(|e| PlayError::Unavailable(format!("{} fails its check: {e}; run make certs to rebuild it", path.display())))?;
    Ok(r)
}

/// Largest board played from a table; larger boards play the plus rule.
pub const MAX_TABLE_N: usize = 5;

/// What `play` and `engine` play with, all loaded and checked up front: the plus rule
/// (n ≥ 6) and the P1 tables of n = 1..=5.
#[derive(Clone)]
pub struct Strategies {
    /// The plus rule, loaded once.
    pub rule: Arc<Rule>,
    /// Where the rule file was read from (shown by `/api/info`).
    pub rule_path: PathBuf,
    /// The folder holding the `small-n*.sqt` tables.
    pub certs_dir: PathBuf,
    /// The checked P1 tables; entry `n - 1` is the `n`×`n` board's.
    tables: Vec<Arc<Table>>,
    /// The checked 5×5 rule (`certs_dir/rule5.txt`), the 5×5 bot.
    pub rule5: Arc<Rule5>,
}

impl std::fmt::Debug for Strategies {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Strategies").field("rule_path", &self.rule_path).field("certs_dir", &self.certs_dir).finish()
    }
}

impl Strategies {
    /// Loads everything before the first game: the rule file `rule`, or
    /// `certs_dir/plus-rule.txt` when `rule` is `None`, and the P1 tables of n = 1..=5 from
    /// `certs_dir`, each checked against every reply ([`load_table`]). Errors: a missing
    /// folder or file, a bad rule file, a table that is corrupt or fails its check; the
    /// message names the file and the fix.
    pub fn load(certs_dir: &Path, rule: Option<&Path>) -> Result<Strategies, PlayError> {
        if !certs_dir.is_dir() {
            let what = if certs_dir.exists() { "is not a folder" } else { "does not exist" };
            return Err(PlayError::Unavailable(format!(
                "certificate folder {} {what}: run `make certs`, or pass --certs DIR",
                certs_dir.display()
            )));
        }
        let rule_path = rule.map_or_else(|| certs_dir.join(RULE_FILE), Path::to_path_buf);
        let rule = Arc::new(load_rule(&rule_path)?);
        let tables = (1..=MAX_TABLE_N)
            .map(|n| load_table(n, &small_table_path(certs_dir, n)).map(Arc::new))
            .collect::<Result<Vec<_>, _>>()?;
        let rule5 = Arc::new(load_rule5(&certs_dir.join(rule5::RULE5_FILE))?);
        Ok(Strategies { rule, rule_path, certs_dir: certs_dir.to_path_buf(), tables, rule5 })
    }

    /// The bot for the `n`×`n` board: the plus rule for n ≥ 6, the 5×5 rule on 5×5, a drawing
    /// table for n ≤ 4. Errors: `n` out of range.
    pub fn bot_for(&self, n: usize) -> Result<Box<dyn Bot>, PlayError> {
        check_n(n)?;
        if n == rule5::N {
            return Ok(Box::new(Rule5Bot::new(self.rule5.clone())));
        }
        match self.tables.get(n - 1) {
            None => Ok(Box::new(PlusBot::new(self.rule.clone()))),
            Some(table) => {
                let table = table.clone();
                let kind = if n == MAX_TABLE_N { TableKind::Win } else { TableKind::Draw };
                let strategy = move |b: &Board| crate::small::table::strategy_move(&table, n, b);
                Ok(Box::new(TableBot::new(n, kind, Box::new(strategy))))
            }
        }
    }
}

/// Checks a board size for play: `1..=32`.
pub fn check_n(n: usize) -> Result<usize, PlayError> {
    if (MIN_N..=MAX_N).contains(&n) {
        Ok(n)
    } else {
        Err(PlayError::BadRequest(format!("board size {n} is out of range: choose n in {MIN_N}..={MAX_N}")))
    }
}

/// What the bot's strategy is on the `n`×`n` board, as a sentence for the page.
pub fn strategy_note(n: usize) -> String {
    match n {
        0..=4 => format!(
            "On {n}x{n} neither side can force a win: the bot plays a drawing strategy table, so the best you can get is a draw."
        ),
        5 => "On 5x5 the first player wins: the bot plays the 5x5 rule (win, block, the shortest forcing sequence, else a quiet move from a short list).".into(),
        _ => format!(
            "On {n}x{n} the first player wins: the bot plays the plus rule (opening, second move or exception, then win, block or the first live line)."
        ),
    }
}

/// One ply of a game as the API reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlyRecord {
    /// The 1-based ply.
    pub ply: usize,
    /// Who played it.
    pub player: Player,
    /// The cell.
    pub cell: Cell,
    /// Why, for the bot's (P1's) moves.
    pub explanation: Option<Explanation>,
}

/// A game replayed by the server: the position and every ply with the bot's explanations.
#[derive(Clone, Debug)]
pub struct Game {
    /// The position after the last ply.
    pub pos: Position,
    /// Every ply, in order.
    pub moves: Vec<PlyRecord>,
}

impl Game {
    /// Replays `history` on the `n`×`n` board with the bot as P1, checking each of P1's moves
    /// against the bot's choice. Errors name the ply.
    pub fn replay(bot: &mut dyn Bot, n: usize, history: &[Cell]) -> Result<Game, PlayError> {
        check_n(n)?;
        let mut g = Game { pos: Position::new(n)?, moves: Vec::with_capacity(history.len() + 2) };
        for (i, &c) in history.iter().enumerate() {
            let ply = i + 1;
            let mut explanation = None;
            if g.pos.to_move() == Player::P1 && matches!(g.pos.outcome(), Outcome::ToMove(_)) {
                let (want, e) = bot.decide(&g.pos)?;
                if want != c {
                    return Err(PlayError::BadRequest(format!(
                        "the history is not a game against this bot: ply {ply} is {c} but the bot plays {want} there; start a new game"
                    )));
                }
                explanation = Some(e);
            }
            g.push(c, explanation).map_err(|e| PlayError::BadRequest(format!("ply {ply} of the history: {e}")))?;
        }
        Ok(g)
    }

    fn push(&mut self, c: Cell, explanation: Option<Explanation>) -> Result<(), ModelError> {
        let player = self.pos.to_move();
        self.pos.play(c)?;
        self.moves.push(PlyRecord { ply: self.pos.ply(), player, cell: c, explanation });
        Ok(())
    }

    /// Whether the game has ended.
    pub fn over(&self) -> bool {
        !matches!(self.pos.outcome(), Outcome::ToMove(_))
    }

    /// The person (P2) plays `c`. Errors: game over, P1's turn, off-board or occupied cell.
    pub fn person_plays(&mut self, c: Cell) -> Result<(), PlayError> {
        if self.over() {
            return Err(PlayError::BadRequest(format!("the game is over ({}): start a new game", self.result())));
        }
        if self.pos.to_move() != Player::P2 {
            return Err(PlayError::BadRequest("it is the bot's turn, not yours".into()));
        }
        self.push(c, None).map_err(PlayError::from)
    }

    /// The bot plays if it is P1's turn and the game goes on; returns the explanation.
    pub fn bot_plays(&mut self, bot: &mut dyn Bot) -> Result<Option<Explanation>, PlayError> {
        if self.over() || self.pos.to_move() != Player::P1 {
            return Ok(None);
        }
        let (c, e) = bot.decide(&self.pos)?;
        self.push(c, Some(e.clone()))?;
        Ok(Some(e))
    }

    /// The finished game's square, if someone completed one.
    pub fn winning_square(&self) -> Option<[Cell; 4]> {
        match self.pos.outcome() {
            Outcome::Won(p) => self.pos.board().completed_square(p).map(|s| s.corners()),
            _ => None,
        }
    }

    /// A sentence on how the game stands.
    pub fn result(&self) -> String {
        match self.pos.outcome() {
            Outcome::ToMove(Player::P1) => "the bot is to move".into(),
            Outcome::ToMove(Player::P2) => "your move".into(),
            Outcome::Won(Player::P1) => match self.winning_square() {
                Some(s) => format!("the bot wins: it holds the square {}", cell_list(&s)),
                None => "the bot wins".into(),
            },
            Outcome::Won(Player::P2) => match self.winning_square() {
                Some(s) => format!("you win: you hold the square {}", cell_list(&s)),
                None => "you win".into(),
            },
            Outcome::Draw => "draw: the board is full and nobody holds a square".into(),
        }
    }

    /// The board as rows of `X` (P1), `O` (P2) and `.`, row y = 0 first.
    pub fn board_rows(&self) -> Vec<String> {
        let n = self.pos.n();
        (0..n)
            .map(|y| {
                (0..n)
                    .map(|x| match self.pos.board().owner(Cell::new(x as u8, y as u8)) {
                        Some(Player::P1) => 'X',
                        Some(Player::P2) => 'O',
                        None => '.',
                    })
                    .collect()
            })
            .collect()
    }

    /// The API's *state* object.
    pub fn state_json(&self) -> Value {
        let last_bot = self.moves.iter().rev().find(|m| m.player == Player::P1);
        let outcome = match self.pos.outcome() {
            Outcome::ToMove(_) => "playing",
            Outcome::Won(Player::P1) => "P1 wins",
            Outcome::Won(Player::P2) => "P2 wins",
            Outcome::Draw => "draw",
        };
        json!({
            "n": self.pos.n(),
            "history": cells_json(self.pos.history()),
            "board": self.board_rows(),
            "to_move": if self.pos.to_move() == Player::P1 { "P1" } else { "P2" },
            "over": self.over(),
            "outcome": outcome,
            "result": self.result(),
            "winning_square": self.winning_square().map(|s| cells_json(&s)),
            "bot_move": last_bot.map(|m| m.cell.to_string()),
            "explanation": last_bot.and_then(|m| m.explanation.as_ref()).map(|e| e.to_json()),
            "moves": self.moves.iter().map(|m| json!({
                "ply": m.ply,
                "player": if m.player == Player::P1 { "P1" } else { "P2" },
                "cell": m.cell.to_string(),
                "explanation": m.explanation.as_ref().map(|e| e.to_json()),
            })).collect::<Vec<_>>(),
            "strategy": strategy_note(self.pos.n()),
        })
    }
}

/// `POST /api/new`: a new `n`×`n` game with the bot's first move played.
pub fn api_new(strategies: &Strategies, n: usize) -> Result<Game, PlayError> {
    let mut bot = strategies.bot_for(n)?;
    let mut g = Game::replay(bot.as_mut(), n, &[])?;
    g.bot_plays(bot.as_mut())?;
    Ok(g)
}

/// `POST /api/move`: replays `history`, plays the person's `cell`, then the bot's answer.
pub fn api_move(strategies: &Strategies, n: usize, history: &[Cell], cell: Cell) -> Result<Game, PlayError> {
    let mut bot = strategies.bot_for(n)?;
    let mut g = Game::replay(bot.as_mut(), n, history)?;
    g.person_plays(cell)?;
    g.bot_plays(bot.as_mut())?;
    Ok(g)
}

#[cfg(test)]
mod tests;
