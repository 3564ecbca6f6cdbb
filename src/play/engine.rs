//! `squarecert engine`: a line-based engine on stdin/stdout speaking a subset of GTP (the Go
//! Text Protocol, version 2) for scripts and other front ends.
//!
//! Commands: `protocol_version`, `name`, `version`, `known_command NAME`, `list_commands`,
//! `boardsize N` (3..=32; clears the board), `clear_board`, `play COLOR CELL`,
//! `genmove COLOR`, `showboard`, `explain`, `quit`.
//!
//! - Colors: `black`/`b`/`p1` is P1 (moves first: the bot's side), `white`/`w`/`p2` is P2.
//!   Moves alternate strictly; `genmove` works only for P1 (the bot plays the first player).
//! - Cells are written `(x,y)` as everywhere in squarecert: 0-based, `x` the column, `y` the
//!   row, row 0 at the top of `showboard`. GTP vertices are accepted too on boards up to
//!   25×25: letter = column (`A` = x 0, skipping `I`), number = row counted from the bottom
//!   (`A1` = `(0,n-1)`). `genmove` answers in `(x,y)`. `pass` and `resign` are refused:
//!   a square game has no passes.
//! - `explain` answers why the last bot move was played (e.g. `line 3 step 2: …`).
//! - Answers are `= text` or `? message`, followed by a blank line; a numeric command id
//!   (`12 genmove b`) is echoed (`=12 (2,2)`). `#` starts a comment. A bad command gets
//!   `? message`; the engine never stops on bad input.

use super::{check_n, Bot, Explanation, Game, PlayError, Strategies};
use crate::model::{Cell, Outcome, Player, Position};
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
    bot: Option<Box<dyn Bot>>,
    last: Option<(Cell, Explanation)>,
}

/// One answer: `Ok(text)` prints `= text`, `Err(message)` prints `? message`.
type Reply = Result<String, String>;

impl Engine {
    /// A new engine on the `n`×`n` board (7×7 is a good default).
    pub fn new(strategies: Strategies, n: usize) -> Result<Engine, PlayError> {
        check_n(n)?;
        Ok(Engine { strategies, pos: Position::new(n)?, bot: None, last: None })
    }

    /// Handles one input line. Returns the full response text (`=…` or `?…` and a blank
    /// line; empty for blank and comment lines) and whether the engine should stop.
    pub fn handle_line(&mut self, line: &str) -> (String, bool) {
        let line = line.split('#').next().unwrap_or("").trim();
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
                    Some((_, e)) => Ok(e.text.clone()),
                    None => Err("no bot move yet: use genmove first".into()),
                }
            }
            "quit" => Ok(String::new()),
            other => Err(format!("unknown command: {other} (list_commands lists the known ones)")),
        }
    }

    fn reset(&mut self, n: usize) -> Reply {
        self.pos = Position::new(n).map_err(|e| e.to_string())?;
        self.bot = None;
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

    fn play(&mut self, p: Player, c: Cell) -> Reply {
        self.turn_check(p)?;
        self.pos.play(c).map_err(|e| format!("illegal move: {e}"))?;
        Ok(String::new())
    }

    fn genmove(&mut self, p: Player) -> Reply {
        if p != Player::P1 {
            return Err("the bot plays the first player only: genmove black".into());
        }
        self.turn_check(p)?;
        if self.bot.is_none() {
            self.bot = Some(self.strategies.bot_for(self.pos.n()).map_err(|e| e.to_string())?);
        }
        let bot = self.bot.as_mut().ok_or("no bot")?;
        let (c, e) = bot.decide(&self.pos).map_err(|e| e.to_string())?;
        self.pos.play(c).map_err(|e| format!("the bot's move {c} is illegal: {e}"))?;
        self.last = Some((c, e));
        Ok(c.to_string())
    }

    /// The board: a header of column numbers, then one row per `y` (row 0 first), `X` for P1,
    /// `O` for P2, `.` for empty; then whose turn it is or how the game ended.
    pub fn showboard(&self) -> String {
        let n = self.pos.n();
        let mut s = String::from("\n   ");
        for x in 0..n {
            s.push_str(&format!("{:>3}", x));
        }
        s.push('\n');
        let g = Game { pos: self.pos.clone(), moves: Vec::new() };
        for (y, row) in g.board_rows().iter().enumerate() {
            s.push_str(&format!("{y:>3}"));
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

fn color(s: &str) -> Result<Player, String> {
    match s.to_ascii_lowercase().as_str() {
        "b" | "black" | "p1" | "x" => Ok(Player::P1),
        "w" | "white" | "p2" | "o" => Ok(Player::P2),
        _ => Err(format!("invalid color {s:?}: use black (P1) or white (P2)")),
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
        return t.parse::<Cell>().map_err(|e| e.to_string());
    }
    let low = t.to_ascii_lowercase();
    if low == "pass" || low == "resign" {
        return Err(format!("{low} is not a move in the square game: claim a cell (x,y)"));
    }
    let bad = || format!("invalid vertex {t:?}: write a cell as (x,y), 0-based, or as a GTP vertex like C4");
    let mut chars = low.chars();
    let letter = chars.next().filter(|c| c.is_ascii_lowercase() && *c != 'i').ok_or_else(bad)?;
    let x = (letter as u8 - b'a') as usize - usize::from(letter > 'i');
    let row: usize = chars.as_str().parse().map_err(|_| bad())?;
    if n > 25 {
        return Err(format!("GTP vertices cover boards up to 25x25; on {n}x{n} write cells as (x,y)"));
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

/// `squarecert engine`: loads the rule and speaks GTP on stdin/stdout (7×7 until `boardsize`).
pub fn run(rule_path: &std::path::Path, certs_dir: &std::path::Path) -> anyhow::Result<()> {
    let strategies = Strategies::load(rule_path, certs_dir)?;
    let mut engine = Engine::new(strategies, 7)?;
    let stdin = std::io::stdin();
    run_engine(&mut engine, stdin.lock(), std::io::stdout().lock())?;
    Ok(())
}
