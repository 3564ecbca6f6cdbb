//! `squarecert engine`: a line-based engine on stdin/stdout speaking a subset of GTP (the Go
//! Text Protocol, version 2) for scripts and other front ends.
//!
//! Commands: `protocol_version`, `name`, `version`, `known_command NAME`, `list_commands`,
//! `boardsize N` (1..=32; clears the board), `clear_board`, `play COLOR VERTEX`,
//! `genmove COLOR`, `showboard`, `explain`, `quit`.
//!
//! - Colors: `black` or `b` is P1 (moves first: the bot's side), `white` or `w` is P2 (any
//!   case); anything else is refused. Moves alternate strictly.
//! - The bot plays black only, from the positions its strategy reaches: `genmove black`
//!   plays its move, and `play black V` is accepted only when `V` is that same move (a
//!   controller replaying the game); any other black move is refused with the bot's move
//!   named, so every black stone is the bot's and `explain` always names the clause that
//!   chose it. `genmove white` is refused.
//! - Vertices: on boards up to 25×25, GTP vertices: a column letter (`A` = x 0, skipping
//!   `I`) and a row counted from 1 at the bottom (`A1` = `(0,n-1)`); `genmove` answers in
//!   that form and `showboard` labels the board the same way. Past 25 columns GTP has no
//!   letters: cells are written `(x,y)` (0-based, `x` the column, `y` the row from the top),
//!   which `play` also accepts on every board. `pass` and `resign` are refused: a square
//!   game has no passes.
//! - `explain` answers why the last bot move was played, e.g. `C5 = (2,2): Opening: …` (the
//!   sentence writes cells as `(x,y)`, like the play page).
//! - Answers are `= text` or `? message`, followed by a blank line; a numeric command id
//!   (`12 genmove b`) is echoed (`=12 C5`). As GTP says, control characters are removed
//!   from the input (a tab becomes a space), so none is ever echoed back; `#` starts a
//!   comment. A bad command gets `? message`; the engine never stops on bad input.

use super::{check_n, Bot, Explanation, Game, PlayError, Strategies};
use crate::model::{Cell, ModelError, Outcome, Player, Position};
use std::io::{BufRead, Write};

/// The commands the engine knows, as `list_commands` prints them.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "boardsize",
    "clear_board",
    "play",
    "genmove",
    "showboard",
    "explain",
    "quit",
];

/// The engine's state: strategies, board, the bot for the current size and the last bot move.
pub struct Engine {
    strategies: Strategies,
    pos: Position,
    bot: Box<dyn Bot>,
    last: Option<(Cell, Explanation)>,
}

/// One answer: `Ok(text)` prints `= text`, `Err(message)` prints `? message`.
type Reply = Result<String, String>;

impl Engine {
    /// A new engine on the `n`×`n` board (7×7 is a good default). Errors: `n` out of range.
    pub fn new(strategies: Strategies, n: usize) -> Result<Engine, PlayError> {
        let bot = strategies.bot_for(check_n(n)?)?;
        Ok(Engine { strategies, pos: Position::new(n)?, bot, last: None })
    }

    /// Handles one input line. Returns the full response text (`=…` or `?…` and a blank
    /// line; empty for blank and comment lines) and whether the engine should stop.
    pub fn handle_line(&mut self, line: &str) -> (String, bool) {
        let clean: String =
            line.chars().filter_map(|c| if c == '\t' { Some(' ') } else { (!c.is_control()).then_some(c) }).collect();
        let line = clean.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            return (String::new(), false);
        }
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("");
        let (id, cmd) = if first.chars().all(|c| c.is_ascii_digit()) {
            (first, words.next().unwrap_or(""))
        } else {
            ("", first)
        };
        let args: Vec<&str> = words.collect();
        let quit = cmd == "quit";
        let reply = self.command(cmd, &args);
        let text = match reply {
            Ok(t) if t.is_empty() => format!("={id}\n\n"),
            Ok(t) => format!("={id} {t}\n\n"),
            Err(m) => format!("?{id} {m}\n\n"),
        };
        (text, quit)
    }

    fn command(&mut self, cmd: &str, args: &[&str]) -> Reply {
        let want = |k: usize| -> Result<(), String> {
            if args.len() == k {
                Ok(())
            } else {
                Err(format!("{cmd} takes {k} argument{}, got {}", if k == 1 { "" } else { "s" }, args.len()))
            }
        };
        match cmd {
            "" => Err("missing command after the id".into()),
            "protocol_version" => want(0).map(|_| "2".into()),
            "name" => want(0).map(|_| "squarecert".into()),
            "version" => want(0).map(|_| env!("CARGO_PKG_VERSION").into()),
            "known_command" => {
                want(1)?;
                Ok(COMMANDS.contains(&args[0]).to_string())
            }
            "list_commands" => want(0).map(|_| COMMANDS.join("\n")),
            "boardsize" => {
                want(1)?;
                let n: usize = args[0].parse().map_err(|_| format!("unacceptable size: {:?} is not a number", args[0]))?;
                check_n(n).map_err(|e| format!("unacceptable size: {e}"))?;
                self.reset(n)
            }
            "clear_board" => {
                want(0)?;
                self.reset(self.pos.n())
            }
            "play" => {
                want(2)?;
                let p = color(args[0])?;
                let c = self.vertex(args[1])?;
                self.play(p, c)
            }
            "genmove" => {
                want(1)?;
                let p = color(args[0])?;
                self.genmove(p)
            }
            "showboard" => want(0).map(|_| self.showboard()),
            "explain" => {
                want(0)?;
                match &self.last {
                    Some((c, e)) => Ok(match vertex_of(*c, self.pos.n()) {
                        v if v == c.to_string() => format!("{c}: {}", e.text),
                        v => format!("{v} = {c}: {}", e.text),
                    }),
                    None => Err("no bot move yet: use genmove black first".into()),
                }
            }
            "quit" => Ok(String::new()),
            other => Err(format!("unknown command: {other} (list_commands lists the known ones)")),
        }
    }

    fn reset(&mut self, n: usize) -> Reply {
        self.bot = self.strategies.bot_for(n).map_err(|e| e.to_string())?;
        self.pos = Position::new(n).map_err(|e| e.to_string())?;
        self.last = None;
        Ok(String::new())
    }

    fn vertex(&self, s: &str) -> Result<Cell, String> {
        parse_vertex(s, self.pos.n())
    }

    fn turn_check(&self, p: Player) -> Result<(), String> {
        match self.pos.outcome() {
            Outcome::ToMove(q) if q == p => Ok(()),
            Outcome::ToMove(q) => Err(format!("it is {}'s turn, not {}'s", color_name(q), color_name(p))),
            _ => Err(format!("the game is over ({}): use clear_board", Game { pos: self.pos.clone(), moves: Vec::new() }.result())),
        }
    }

    /// `play`: white plays any legal cell; black only the bot's own move (see the module
    /// docs), which is then recorded with its explanation.
    fn play(&mut self, p: Player, c: Cell) -> Reply {
        self.turn_check(p)?;
        let n = self.pos.n();
        if !c.on_board(n) {
            return Err(format!("illegal move: {}", ModelError::OffBoard { cell: c, n }));
        }
        if !self.pos.board().is_empty_cell(c) {
            return Err(format!("illegal move: {} is already taken", vertex_of(c, n)));
        }
        if p == Player::P2 {
            self.pos.play(c).map_err(|e| format!("illegal move: {e}"))?;
            return Ok(String::new());
        }
        let (want, e) = self.bot.decide(&self.pos).map_err(|e| e.to_string())?;
        if want != c {
            return Err(format!(
                "black is the bot's side and plays {} here, not {}: use genmove black (the bot plays black only from the positions its strategy reaches)",
                vertex_of(want, n),
                vertex_of(c, n)
            ));
        }
        self.bot_plays(c, e)
    }

    fn genmove(&mut self, p: Player) -> Reply {
        if p != Player::P1 {
            return Err("the bot plays the first player only: genmove black".into());
        }
        self.turn_check(p)?;
        let (c, e) = self.bot.decide(&self.pos).map_err(|e| e.to_string())?;
        self.bot_plays(c, e)?;
        Ok(vertex_of(c, self.pos.n()))
    }

    fn bot_plays(&mut self, c: Cell, e: Explanation) -> Reply {
        self.pos.play(c).map_err(|err| format!("the bot's move {c} is illegal: {err}"))?;
        self.last = Some((c, e));
        Ok(String::new())
    }

    /// The board as GTP front ends draw it: on boards up to 25×25 column letters on top and
    /// rows numbered from 1 at the bottom (past 25 columns, 0-based `x` and `y` numbers, row
    /// 0 at the top); `X` for black (P1), `O` for white (P2), `.` for empty; then whose turn
    /// it is or how the game ended.
    pub fn showboard(&self) -> String {
        let n = self.pos.n();
        let gtp = n <= MAX_VERTEX_N;
        let mut s = String::from("\n   ");
        for x in 0..n {
            let label = if gtp { column_letter(x).to_string() } else { x.to_string() };
            s.push_str(&format!("{label:>3}"));
        }
        s.push('\n');
        let g = Game { pos: self.pos.clone(), moves: Vec::new() };
        for (y, row) in g.board_rows().iter().enumerate() {
            s.push_str(&format!("{:>3}", if gtp { n - y } else { y }));
            for ch in row.chars() {
                s.push_str(&format!("{ch:>3}"));
            }
            s.push('\n');
        }
        s.push_str(&format!("ply {}: {}", self.pos.ply(), match self.pos.outcome() {
            Outcome::ToMove(p) => format!("{} (X = black = P1, O = white = P2) to move", color_name(p)),
            _ => g.result().replace("the bot", "black").replace("you", "white"),
        }));
        s
    }
}

/// Largest board GTP vertices cover: 25 column letters, `A`..`Z` without `I`.
pub const MAX_VERTEX_N: usize = 25;

/// The GTP column letter of column `x` (< 25): `A`..`H`, then `J`..`Z`.
fn column_letter(x: usize) -> char {
    (b'A' + x as u8 + u8::from(x >= 8)) as char
}

/// How the engine writes `c` on the `n`×`n` board: a GTP vertex (`C5`: column letter, row
/// counted from 1 at the bottom) when `n` ≤ 25, else `(x,y)`.
pub fn vertex_of(c: Cell, n: usize) -> String {
    if n <= MAX_VERTEX_N {
        format!("{}{}", column_letter(c.x as usize), n - c.y as usize)
    } else {
        c.to_string()
    }
}

fn color(s: &str) -> Result<Player, String> {
    match s.to_ascii_lowercase().as_str() {
        "b" | "black" => Ok(Player::P1),
        "w" | "white" => Ok(Player::P2),
        _ => Err(format!("invalid color {s:?}: use black or b (P1, the bot) or white or w (P2)")),
    }
}

fn color_name(p: Player) -> &'static str {
    match p {
        Player::P1 => "black",
        Player::P2 => "white",
    }
}

/// Parses `(x,y)` or a GTP vertex such as `C4` (column letter skipping `I`, row counted from
/// the bottom: `A1` is `(0,n-1)`; boards up to 25×25) on the `n`×`n` board.
pub fn parse_vertex(s: &str, n: usize) -> Result<Cell, String> {
    let t = s.trim();
    if t.starts_with('(') {
        return crate::model::parse_cell_on(t, n).map_err(|e| match e {
            ModelError::OffBoardText { .. } => format!("illegal move: {e}"),
            e => e.to_string(),
        });
    }
    let low = t.to_ascii_lowercase();
    if low == "pass" || low == "resign" {
        return Err(format!("{low} is not a move in the square game: claim an empty cell, e.g. C3 or (2,4)"));
    }
    let bad = || format!("invalid vertex {t:?}: write a cell as (x,y), 0-based, or as a GTP vertex like C4");
    let mut chars = low.chars();
    let letter = chars.next().filter(|c| c.is_ascii_lowercase() && *c != 'i').ok_or_else(bad)?;
    let x = (letter as u8 - b'a') as usize - usize::from(letter > 'i');
    let row: usize = chars.as_str().parse().map_err(|_| bad())?;
    if n > MAX_VERTEX_N {
        return Err(format!("GTP vertices cover boards up to {MAX_VERTEX_N}x{MAX_VERTEX_N}; on {n}x{n} write cells as (x,y)"));
    }
    if x >= n || row == 0 || row > n {
        return Err(format!("vertex {t} is off the {n}x{n} board"));
    }
    Ok(Cell::new(x as u8, (n - row) as u8))
}

/// Runs the engine: reads commands from `input` until `quit` or end of input, writing answers
/// to `output` (flushed after each). I/O errors end the run.
pub fn run_engine<R: BufRead, W: Write>(engine: &mut Engine, input: R, mut output: W) -> std::io::Result<()> {
    let mut input = input;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            break;
        }
        // Invalid UTF-8 becomes U+FFFD and then an "unknown command" answer, not an error.
        let line = String::from_utf8_lossy(&buf);
        let (text, quit) = engine.handle_line(&line);
        output.write_all(text.as_bytes())?;
        output.flush()?;
        if quit {
            break;
        }
    }
    Ok(())
}

/// `squarecert engine`: loads and checks the rule and the tables ([`Strategies::load`]),
/// checks that the rule wins the 7×7 board it starts on ([`super::check_rule_wins`]), then speaks GTP on stdin/stdout (7×7 until `boardsize`).
/// `verify_rule = false` skips that check (test fixtures).
pub fn run(certs_dir: &std::path::Path, rule: Option<&std::path::Path>, verify_rule: bool) -> anyhow::Result<()> {
    let strategies = Strategies::load(certs_dir, rule)?;
    if verify_rule {
        super::check_rule_wins(&strategies, 7)?;
    }
    let mut engine = Engine::new(strategies, 7)?;
    let stdin = std::io::stdin();
    run_engine(&mut engine, stdin.lock(), std::io::stdout().lock())?;
    Ok(())
}
