//! Tests of the play API, the web server and the GTP engine, with the fixture rule
//! `tests/fixtures/play-rule.txt` and the shipped tables (and the real rule in
//! `certs/plus-rule.txt`).

use super::engine::{parse_vertex, run_engine, vertex_of, Engine};
use super::server::{prepare, respond, Limits, PlayServer, API_DOCS, PAGE};
use super::*;
use serde_json::Value;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The fixture rule with the shipped tables (loaded and checked once per test binary).
fn fixture() -> Strategies {
    static FIXTURE: OnceLock<Strategies> = OnceLock::new();
    FIXTURE
        .get_or_init(|| {
            Strategies::load(&root().join("certs"), Some(&root().join("tests/fixtures/play-rule.txt")))
                .expect("fixture rule and shipped tables load")
        })
        .clone()
}

/// A fresh copy of the shipped certificate folder under the temp dir, named by `tag`.
fn certs_copy(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("squarecert-play-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    for e in std::fs::read_dir(root().join("certs")).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), d.join(e.file_name())).unwrap();
    }
    d
}

fn c(x: u8, y: u8) -> Cell {
    Cell::new(x, y)
}

/// Calls the API without a socket; returns status and parsed JSON.
fn call(s: &Strategies, method: &str, path: &str, body: &str) -> (u16, Value) {
    let a = respond(s, 7, method, path, body.as_bytes());
    assert_eq!(a.content_type, "application/json; charset=utf-8", "{path}: {}", a.body);
    (a.status, serde_json::from_str(&a.body).expect("answers are JSON"))
}

fn error_of(v: &Value) -> &str {
    v["error"].as_str().expect("an error message")
}

#[test]
fn new_game_opens_with_the_rule_opening() {
    let s = fixture();
    let (st, v) = call(&s, "POST", "/api/new", r#"{"n": 7}"#);
    assert_eq!(st, 200);
    assert_eq!(v["n"], 7);
    assert_eq!(v["history"], serde_json::json!(["(2,2)"]));
    assert_eq!(v["bot_move"], "(2,2)");
    assert_eq!(v["to_move"], "P2");
    assert_eq!(v["outcome"], "playing");
    assert_eq!(v["explanation"]["kind"], "opening");
    assert_eq!(v["explanation"]["summary"], "opening");
    assert_eq!(v["board"][2], "..X....");
    assert!(v["strategy"].as_str().unwrap().contains("plus rule"));
    // An empty body means the default size.
    let (st, v) = call(&s, "POST", "/api/new", "");
    assert_eq!((st, v["n"].as_u64()), (200, Some(7)));
}

#[test]
fn second_move_exception_and_line_are_explained() {
    let s = fixture();
    let (st, v) = call(&s, "POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": "(6,6)"}"#);
    assert_eq!(st, 200, "{v}");
    assert_eq!(v["bot_move"], "(3,2)");
    assert_eq!(v["explanation"]["kind"], "second");
    let (_, v) = call(&s, "POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": "(3,2)"}"#);
    assert_eq!(v["bot_move"], "(1,2)");
    assert_eq!(v["explanation"]["kind"], "exception");
    assert!(v["explanation"]["text"].as_str().unwrap().contains("first reply (3,2)"));

    // After two far replies the first catalog line is live: (2,1), then (1,2), (2,3).
    let (st, v) = call(&s, "POST", "/api/move", r#"{"n": 7, "history": ["(2,2)", "(6,6)", "(3,2)"], "cell": [6, 5]}"#);
    assert_eq!(st, 200, "{v}");
    let e = &v["explanation"];
    assert_eq!(v["bot_move"], "(2,1)");
    assert_eq!(e["kind"], "line");
    assert_eq!(e["summary"], "line 1 step 1");
    assert_eq!((e["line"].as_u64(), e["step"].as_u64()), (Some(1), Some(1)));
    assert_eq!(e["line_cells"], serde_json::json!(["(2,1)", "(1,2)", "(2,3)"]));
    assert_eq!(e["line_to_come"], serde_json::json!(["(1,2)", "(2,3)"]));
    assert_eq!(e["threats"], serde_json::json!(["(3,1)"]));
    assert!(e["text"].as_str().unwrap().contains("you must block there"));
    // The log explains every bot move.
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 5);
    let kinds: Vec<&str> = moves.iter().filter_map(|m| m["explanation"]["kind"].as_str()).collect();
    assert_eq!(kinds, ["opening", "second", "line"]);

    // Block the threat: the line goes on with step 2 and ends in a double threat at ply 9.
    let (_, v) = call(&s, "POST", "/api/move", r#"{"n": 7, "history": ["(2,2)", "(6,6)", "(3,2)", "(6,5)", "(2,1)"], "cell": "(3,1)"}"#);
    assert_eq!(v["explanation"]["summary"], "line 1 step 2");
    assert_eq!(v["explanation"]["threats"], serde_json::json!(["(1,1)"]));
    let (_, v) = call(&s, "POST", "/api/move", r#"{"n": 7, "history": ["(2,2)", "(6,6)", "(3,2)", "(6,5)", "(2,1)", "(3,1)", "(1,2)"], "cell": "(1,1)"}"#);
    assert_eq!(v["explanation"]["summary"], "line 1 step 3");
    assert_eq!(v["explanation"]["line_to_come"], serde_json::json!([]));
    assert_eq!(v["explanation"]["threats"], serde_json::json!(["(1,3)", "(3,3)"]));
    assert!(v["explanation"]["text"].as_str().unwrap().contains("Double threat at (1,3), (3,3)"));
    // Whatever P2 blocks, the bot completes the other square.
    let (_, v) = call(&s, "POST", "/api/move", r#"{"n": 7, "history": ["(2,2)", "(6,6)", "(3,2)", "(6,5)", "(2,1)", "(3,1)", "(1,2)", "(1,1)", "(2,3)"], "cell": "(1,3)"}"#);
    assert_eq!(v["bot_move"], "(3,3)");
    assert_eq!(v["explanation"]["kind"], "win");
    assert_eq!(v["over"], true);
    assert_eq!(v["outcome"], "P1 wins");
    assert_eq!(v["winning_square"], serde_json::json!(["(2,2)", "(3,2)", "(2,3)", "(3,3)"]));
    assert_eq!(v["result"], "the bot wins: it holds the square (2,2), (3,2), (2,3), (3,3)");
}

#[test]
fn bad_requests_get_clear_messages() {
    let s = fixture();
    let cases: &[(&str, &str, &str, u16, &str)] = &[
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": "(2,2)"}"#, 400, "cell (2,2) is already taken"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": "(7,0)"}"#, 400, "off the 7x7 board"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": "(99,0)"}"#, 400, "cell (99,0) is off the 7x7 board: coordinates must be in 0..7"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": [99, 0]}"#, 400, "cell (99,0) is off the 7x7 board: coordinates must be in 0..7"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": [1]}"#, 400, "must be a cell"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"]}"#, 400, "missing \"cell\""),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": "(3,3)""#, 400, "malformed JSON"),
        ("POST", "/api/move", r#"[1, 2]"#, 400, "must be a JSON object"),
        ("POST", "/api/move", r#"{"n": 7, "history": "(2,2)", "cell": "(3,3)"}"#, 400, "\"history\" must be a list"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(0,0)"], "cell": "(3,3)"}"#, 400, "ply 1 is (0,0) but the bot plays (2,2)"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)", "(2,2)"], "cell": "(3,3)"}"#, 400, "ply 2 of the history: cell (2,2) is already taken"),
        ("POST", "/api/move", r#"{"n": 7, "history": [], "cell": "(3,3)"}"#, 400, "it is the bot's turn"),
        ("POST", "/api/new", r#"{"n": 0}"#, 400, "board size 0 is out of range: choose n in 1..=32"),
        ("POST", "/api/new", r#"{"n": 33}"#, 400, "board size 33 is out of range"),
        ("POST", "/api/new", r#"{"n": 6.5}"#, 400, "\"n\" must be a whole number in 1..=32, got 6.5"),
        ("POST", "/api/new", r#"{"n": -4}"#, 400, "\"n\" must be a whole number"),
        ("POST", "/api/new", r#"{"n": "seven"}"#, 400, "\"n\" must be a whole number"),
        ("POST", "/api/new", "{nope", 400, "malformed JSON"),
        ("GET", "/api/new", "", 405, "GET is not allowed on /api/new: use POST"),
        ("GET", "/favicon.ico", "", 404, "no such page"),
    ];
    for &(method, path, body, status, msg) in cases {
        let (st, v) = call(&s, method, path, body);
        assert_eq!(st, status, "{method} {path} {body}: {v}");
        assert!(error_of(&v).contains(msg), "{method} {path} {body}: {v} lacks {msg:?}");
    }
    // A move after the end of the game.
    let won = r#"{"n": 7, "history": ["(2,2)", "(6,6)", "(3,2)", "(6,5)", "(2,1)", "(3,1)", "(1,2)", "(1,1)", "(2,3)", "(1,3)", "(3,3)"], "cell": "(0,0)"}"#;
    let (st, v) = call(&s, "POST", "/api/move", won);
    assert_eq!(st, 400);
    assert_eq!(error_of(&v), "the game is over (the bot wins: it holds the square (2,2), (3,2), (2,3), (3,3)): start a new game");
}

#[test]
fn the_page_is_self_contained() {
    let s = fixture();
    let a = respond(&s, 9, "GET", "/?n=9", b"");
    assert_eq!(a.status, 200);
    assert_eq!(a.content_type, "text/html; charset=utf-8");
    assert!(a.body.contains(r#"id="size" type="number" min="1" max="32" step="1" value="9""#), "{}", a.body);
    // No network: the only URL in the page is the SVG namespace name.
    let urls: Vec<&str> = PAGE.match_indices("http").map(|(i, _)| &PAGE[i..i + 26]).collect();
    assert_eq!(urls, ["http://www.w3.org/2000/svg"]);
    assert!(!PAGE.contains("<link") && !PAGE.contains("src="));
}

/// Sends one HTTP/1.1 request over a real socket; returns status and body.
fn http(addr: std::net::SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let out = http_raw(addr, request.as_bytes());
    let status = out.split(' ').nth(1).and_then(|t| t.parse().ok()).expect("status line");
    let body = out.split_once("\r\n\r\n").map(|(_, b)| b.to_string()).unwrap_or_default();
    (status, body)
}

#[test]
fn server_answers_over_a_socket_on_a_free_port() {
    let server = PlayServer::bind(fixture(), 0, 7).expect("bind port 0");
    let addr = server.addr();
    assert_ne!(addr.port(), 0);
    assert_eq!(server.url(), format!("http://127.0.0.1:{}/", addr.port()));
    let running = server.spawn();
    let (st, page) = http(addr, "GET", "/", "");
    assert_eq!(st, 200);
    assert!(page.contains("<svg id=\"board\""));
    let (st, body) = http(addr, "POST", "/api/new", r#"{"n": 8}"#);
    assert_eq!(st, 200);
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!((v["n"].as_u64(), v["bot_move"].as_str()), (Some(8), Some("(2,2)")));
    let (st, body) = http(addr, "POST", "/api/move", r#"{"n": 8, "history": ["(2,2)"], "cell": "(2,2)"}"#);
    assert_eq!(st, 400);
    assert_eq!(serde_json::from_str::<Value>(&body).unwrap()["error"], "cell (2,2) is already taken");
    let (st, body) = http(addr, "POST", "/api/move", "not json at all");
    assert_eq!(st, 400);
    assert!(body.contains("malformed JSON"), "{body}");
    let big = format!("{{\"n\": 7, \"pad\": \"{}\"}}", "x".repeat(server::MAX_BODY));
    let (st, body) = http(addr, "POST", "/api/new", &big);
    assert_eq!(st, 413, "{body}");
    let (st, body) = http(addr, "GET", "/api/info", "");
    assert_eq!(st, 200);
    assert_eq!(serde_json::from_str::<Value>(&body).unwrap()["max_n"], 32);
    // A wrong method: 405 with the Allow header.
    let raw = http_raw(addr, b"GET /api/move HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    assert!(raw.starts_with("HTTP/1.1 405") && raw.to_ascii_lowercase().contains("\r\nallow: post\r\n"), "{raw}");
    running.stop();
}

/// P2 that blocks P1's first threat, else takes the first empty cell (row-major).
fn naive_reply(pos: &Position) -> Cell {
    let b = pos.board();
    b.threats(Player::P1).first().or_else(|| b.empty_cells().first()).expect("an empty cell")
}

/// Plays a whole game through the API against [`naive_reply`]; returns the last state.
fn play_out(s: &Strategies, n: usize) -> Value {
    let (st, mut v) = call(s, "POST", "/api/new", &format!(r#"{{"n": {n}}}"#));
    assert_eq!(st, 200, "{v}");
    while !v["over"].as_bool().unwrap() {
        let history: Vec<Cell> = v["history"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().parse().unwrap()).collect();
        let pos = Position::from_history(n, &history).unwrap();
        let reply = naive_reply(&pos);
        let body = serde_json::json!({"n": n, "history": v["history"], "cell": reply.to_string()}).to_string();
        let (st, next) = call(s, "POST", "/api/move", &body);
        assert_eq!(st, 200, "{next}");
        v = next;
    }
    for m in v["moves"].as_array().unwrap() {
        assert_eq!(m["player"] == "P1", m["explanation"].is_object(), "{m}");
    }
    v
}

#[test]
fn a_full_game_against_a_naive_blocker() {
    // With the fixture rule the bot opens (2,2) and gets (0,0), (1,0) as replies. Line 1 is
    // not live: its forced block (1,1) gives P2 the threat (0,1), and P1's block there makes
    // no threat. Line 2 is: (3,1) forces (2,1), (4,2) forces (4,1), (3,3) makes the double
    // threat (2,3), (4,3) at ply 9; P2 blocks (2,3) and the bot completes (4,3) at ply 11.
    let v = play_out(&fixture(), 7);
    assert_eq!(v["outcome"], "P1 wins", "{v}");
    assert_eq!(v["history"].as_array().unwrap().len(), 11);
    assert_eq!(v["winning_square"].as_array().unwrap().len(), 4);
    let summaries: Vec<&str> = v["moves"].as_array().unwrap().iter().filter_map(|m| m["explanation"]["summary"].as_str()).collect();
    assert_eq!(summaries, ["opening", "second move", "line 2 step 1", "line 2 step 2", "line 2 step 3", "win"]);
    let h: Vec<&str> = v["history"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    assert_eq!(h, ["(2,2)", "(0,0)", "(3,2)", "(1,0)", "(3,1)", "(2,1)", "(4,2)", "(4,1)", "(3,3)", "(2,3)", "(4,3)"]);
    assert_eq!(v["winning_square"], serde_json::json!(["(3,2)", "(4,2)", "(3,3)", "(4,3)"]));

    // The shipped certificates: the rule wins on large boards by ply 17, the 5×5 table wins,
    // the 3×3 and 4×4 drawing tables never let the person complete a square.
    let s = Strategies::load(&root().join("certs"), None).expect("the shipped rule loads");
    for n in [6, 7, 9, 17, 32] {
        let v = play_out(&s, n);
        assert_eq!(v["outcome"], "P1 wins", "n = {n}: {v}");
        assert!(v["history"].as_array().unwrap().len() <= 17, "n = {n}: {v}");
    }
    let v = play_out(&s, 5);
    assert_eq!(v["outcome"], "P1 wins", "n = 5: {v}");
    assert!(v["history"].as_array().unwrap().len() <= 19, "n = 5: {v}");
    for n in [3, 4] {
        let v = play_out(&s, n);
        assert_ne!(v["outcome"], "P2 wins", "n = {n}: {v}");
    }
}

#[test]
fn small_boards_use_tables_and_say_so() {
    assert_eq!(small_table_path(std::path::Path::new("certs"), 4), PathBuf::from("certs/small-n4-p1-draw.sqt"));
    assert_eq!(small_table_path(std::path::Path::new("certs"), 5), PathBuf::from("certs/small-n5-p1-win.sqt"));
    assert!(strategy_note(4).contains("neither side can force a win"));
    assert!(strategy_note(5).contains("the 5x5 rule"));
    // A table bot (here: a stand-in table that takes the first empty cell) explains itself.
    let mut bot = TableBot::new(4, TableKind::Draw, Box::new(|b: &Board| b.empty_cells().first()));
    let mut g = Game::replay(&mut bot, 4, &[]).unwrap();
    let e = g.bot_plays(&mut bot).unwrap().unwrap();
    assert_eq!(g.pos.history(), &[c(0, 0)]);
    assert_eq!(e.kind, "table");
    assert_eq!(e.text, "Table: (0,0) is the 4x4 drawing table's move: neither side can force a win on this board, and the table never lets you complete a square.");
    // A table that answers an occupied cell is reported, not played.
    let mut bad = TableBot::new(4, TableKind::Draw, Box::new(|_: &Board| Some(Cell::new(0, 0))));
    g.person_plays(c(1, 1)).unwrap();
    assert_eq!(
        bad.decide(&g.pos).unwrap_err(),
        PlayError::Unavailable("the 4x4 drawing table chose (0,0), which is already taken on the 4x4 board: the strategy does not cover this position".into())
    );
}

#[test]
fn a_missing_rule_file_says_run_make_certs() {
    let e = Strategies::load(&root().join("certs"), Some(&root().join("tests/fixtures/none.txt"))).unwrap_err();
    assert!(e.to_string().ends_with("none.txt not found: run `make certs` first, or pass --certs DIR (which holds plus-rule.txt) or --rule FILE"), "{e}");
}

/// Runs the engine on `input` and returns everything it wrote.
fn engine_session(input: &str) -> String {
    let mut e = Engine::new(fixture(), 7).unwrap();
    let mut out = Vec::new();
    run_engine(&mut e, input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// The answers of an engine session, without the blank lines between them.
fn engine_answers(input: &str) -> Vec<String> {
    engine_session(input).split("\n\n").filter(|a| !a.is_empty()).map(str::to_string).collect()
}

#[test]
fn engine_speaks_gtp() {
    let out = engine_session(
        "protocol_version\nname\n1 known_command genmove\nboardsize 7\n# a comment\n\ngenmove black\nexplain\nplay white G1\n2 genmove b\nplay w (6,5)\nshowboard\nquit\ngenmove b\n",
    );
    let expected = "= 2\n\n= squarecert\n\n=1 true\n\n=\n\n= C5\n\n\
= C5 = (2,2): Opening: the rule always starts at (2,2).\n\n=\n\n=2 D5\n\n=\n\n\
= \n     A  B  C  D  E  F  G\n  7  .  .  .  .  .  .  .\n  6  .  .  .  .  .  .  .\n  5  .  .  X  X  .  .  .\n  4  .  .  .  .  .  .  .\n  3  .  .  .  .  .  .  .\n  2  .  .  .  .  .  .  O\n  1  .  .  .  .  .  .  O\nply 4: black (X = black = P1, O = white = P2) to move\n\n=\n\n";
    assert_eq!(out, expected);
}

#[test]
fn engine_rejects_bad_input_without_stopping() {
    let answers = engine_answers(
        "boardsize 40\nboardsize x\nfoo\nexplain\nplay white (1,1)\nplay black (7,7)\nplay black C5\nplay white C5\nplay white pass\ngenmove white\nplay purple (1,1)\nplay x (1,1)\nplay p2 (1,1)\nplay black\n\u{fffd}\u{1}\n7\nlist_commands\n",
    );
    let bad_color = |c: &str| format!("? invalid color \"{c}\": use black or b (P1, the bot) or white or w (P2)");
    assert_eq!(
        answers,
        [
            "? unacceptable size: board size 40 is out of range: choose n in 1..=32",
            "? unacceptable size: \"x\" is not a number",
            "? unknown command: foo (list_commands lists the known ones)",
            "? no bot move yet: use genmove black first",
            "? it is black's turn, not white's",
            "? illegal move: cell (7,7) is off the 7x7 board: coordinates must be in 0..7",
            "=",
            "? illegal move: C5 is already taken",
            "? pass is not a move in the square game: claim an empty cell, e.g. C3 or (2,4)",
            "? the bot plays the first player only: genmove black",
            &bad_color("purple"),
            &bad_color("x"),
            &bad_color("p2"),
            "? play takes 2 arguments, got 1",
            "? unknown command: \u{fffd} (list_commands lists the known ones)",
            "?7 missing command after the id",
            "= protocol_version\nname\nversion\nknown_command\nlist_commands\nboardsize\nclear_board\nplay\ngenmove\nshowboard\nexplain\nquit",
        ]
    );
    // After the end of a game both play and genmove are refused until clear_board.
    let answers = engine_answers(
        "genmove b\nplay w (0,0)\ngenmove b\nplay w (6,6)\ngenmove b\nplay w (1,2)\ngenmove b\nplay w (6,5)\ngenmove b\nplay w (0,6)\ngenmove b\nplay w (1,6)\ngenmove b\nplay w (2,6)\ngenmove b\nplay w (3,6)\nshowboard\n",
    );
    let over = answers.iter().position(|a| a.starts_with("? the game is over")).expect("the game ends");
    assert!(answers[over].ends_with("): use clear_board"), "{answers:?}");
    assert!(answers[over - 1] == "=" || answers[over - 1].starts_with("= "), "{answers:?}");
}

#[test]
fn engine_echoes_no_control_bytes() {
    let out = engine_session("\u{1b}[2J\u{7}foo\u{0}\r\nplay\tb\t(9,9)\u{1b}\n3 name\u{8}\u{8}\u{85}\n");
    assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
    let answers: Vec<&str> = out.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(
        answers,
        [
            "? unknown command: [2Jfoo (list_commands lists the known ones)",
            "? illegal move: cell (9,9) is off the 7x7 board: coordinates must be in 0..7",
            "=3 squarecert",
        ]
    );
}

#[test]
fn engine_refuses_moves_for_the_bots_side() {
    // The user cannot play black (the bot's side) except the bot's own move, so `explain`
    // always tells the clause that produced the last black stone.
    let answers = engine_answers("boardsize 6\nplay b (0,0)\nplay w (1,1)\ngenmove b\nexplain\nplay w B5\nplay b D4\nexplain\n");
    let not_mine = "? black is the bot's side and plays C4 here, not A6: use genmove black (the bot plays black only from the positions its strategy reaches)";
    assert_eq!(answers[..4], ["=", not_mine, "? it is black's turn, not white's", "= C4"]);
    assert_eq!(answers[4], "= C4 = (2,2): Opening: the rule always starts at (2,2).");
    // A controller replaying the bot's own move with `play b` is accepted and explained.
    assert_eq!(answers[5..7], ["=", "="]);
    assert!(answers[7].starts_with("= D4 = (3,2): Second move: (3,2), the rule's default second move (your first reply (1,1) has no exception)."), "{answers:?}");
    // On the table boards the same holds, and genmove goes on working.
    let answers = engine_answers("boardsize 5\nplay b A5\ngenmove b\nplay w E1\ngenmove b\nexplain\n");
    assert!(answers[1].starts_with("? black is the bot's side and plays "), "{answers:?}");
    assert!(parse_vertex(&answers[2][2..], 5).is_ok() && parse_vertex(&answers[4][2..], 5).is_ok(), "{answers:?}");
    assert!(answers[5].starts_with("= ") && answers[5].contains("Quiet move: "), "{answers:?}");
}

#[test]
fn the_5x5_bot_is_the_rule_and_explains_its_clauses() {
    let s = Strategies::load(&root().join("certs"), None).unwrap();
    let mut bot = s.bot_for(5).unwrap();
    let entries = s.rule5.quiet.len();
    // The empty board: the centre, the default quiet move (the rule's file turns it on).
    assert!(s.rule5.default);
    let mut g = Game::replay(&mut *bot, 5, &[]).unwrap();
    let e = g.bot_plays(&mut *bot).unwrap().unwrap();
    assert_eq!(g.pos.history(), &[c(2, 2)]);
    assert_eq!((e.kind, e.summary.as_str()), ("quiet", "default quiet move"));
    assert_eq!(
        e.text,
        "Quiet move: no square to complete, no threat to block, no forcing sequence of at most 5 single threats and no entry in the rule's list, so the bot plays its default (2,2): the empty cell on the most promising squares (no stone of yours, weighted by the bot's corners)."
    );
    // A listed position: the explanation names its entry number.
    let (k, &(_, entry)) = s.rule5.quiet.iter().next().unwrap();
    let hist: Vec<Cell> = {
        // a history reaching the entry's position: P1's and P2's stones alternately
        let p1: Vec<usize> = crate::small::geom::bits(k & ((1 << 25) - 1)).collect();
        let p2: Vec<usize> = crate::small::geom::bits(k >> 25).collect();
        p1.iter().zip(&p2).flat_map(|(&a, &b)| [a, b]).map(|i| c((i % 5) as u8, (i / 5) as u8)).collect()
    };
    let mut pos = Position::new(5).unwrap();
    for &h in &hist {
        pos.play(h).unwrap();
    }
    let mut rb = Rule5Bot::new(s.rule5.clone());
    let (_, e) = rb.decide(&pos).unwrap();
    assert_eq!(e.summary, format!("quiet entry {entry}"));
    assert!(e.text.contains(&format!("entry {entry} of the rule's {entries} quiet moves (up to symmetry)")), "{}", e.text);
    // Play on: the clauses named are the rule's, and a game the person never blocks ends in a
    // VCF and a win (the person answers in the first empty cell of the last row, row-major).
    let mut kinds = Vec::new();
    loop {
        let last_row: Vec<Cell> = (0..5).map(|x| c(x, 4)).chain((0..5).map(|x| c(x, 3))).collect();
        let Some(&r) = last_row.iter().find(|&&r| g.pos.board().is_empty_cell(r)) else { break };
        g.person_plays(r).unwrap();
        match g.bot_plays(&mut *bot).unwrap() {
            Some(e) => kinds.push(e.kind),
            None => break,
        }
        if g.over() {
            break;
        }
    }
    assert!(g.result().contains("bot"), "{}", g.result());
    assert!(kinds.iter().all(|k| ["win", "block", "vcf", "quiet"].contains(k)), "{kinds:?}");
    assert_eq!(kinds.last(), Some(&"win"), "{kinds:?}");
    assert!(kinds.contains(&"vcf"), "{kinds:?}");
}

#[test]
fn engine_plays_every_board_size_from_one() {
    for n in 1..=5 {
        let mut e = Engine::new(fixture(), n).unwrap();
        let mut taken = Vec::new();
        loop {
            let (text, _) = e.handle_line("genmove b");
            if text.starts_with("? the game is over") {
                break;
            }
            let v = text.strip_prefix("= ").and_then(|t| t.strip_suffix("\n\n")).unwrap_or_else(|| panic!("n = {n}: {text:?}"));
            taken.push(parse_vertex(v, n).unwrap_or_else(|m| panic!("n = {n}: {v}: {m}")));
            // White takes the first free cell.
            let Some(free) = (0..n * n).map(|i| c((i % n) as u8, (i / n) as u8)).find(|c| !taken.contains(c)) else { break };
            let (text, _) = e.handle_line(&format!("play w {}", vertex_of(free, n)));
            if text.starts_with("? the game is over") {
                break;
            }
            assert_eq!(text, "=\n\n", "n = {n}");
            taken.push(free);
        }
        let board = e.showboard();
        assert!(!board.contains("white wins"), "n = {n}: {board}");
        if n <= 2 {
            assert!(board.ends_with("draw: the board is full and nobody holds a square"), "n = {n}: {board}");
        }
    }
}

#[test]
fn gtp_vertices_map_to_cells() {
    assert_eq!(parse_vertex("A1", 7), Ok(c(0, 6)));
    assert_eq!(parse_vertex("g7", 7), Ok(c(6, 0)));
    assert_eq!(parse_vertex("J1", 9), Ok(c(8, 8)));
    assert_eq!(parse_vertex("(3,4)", 7), Ok(c(3, 4)));
    assert!(parse_vertex("H1", 7).unwrap_err().contains("off the 7x7 board"));
    // (x,y) past the board, even past the largest one, names the board the same way
    assert_eq!(parse_vertex("(99,1)", 8).unwrap_err(), "illegal move: cell (99,1) is off the 8x8 board: coordinates must be in 0..8");
    assert_eq!(parse_vertex("(8,0)", 8).unwrap_err(), "illegal move: cell (8,0) is off the 8x8 board: coordinates must be in 0..8");
    assert_eq!(parse_vertex("(7,1)", 8).unwrap(), Cell::new(7, 1));
    assert!(parse_vertex("I1", 9).unwrap_err().contains("invalid vertex"));
    assert!(parse_vertex("A1", 26).unwrap_err().contains("up to 25x25"));
    assert!(parse_vertex("", 7).is_err());
    // The engine writes vertices the same way, up to 25 columns, then (x,y).
    assert_eq!(vertex_of(c(2, 2), 7), "C5");
    assert_eq!(vertex_of(c(8, 0), 9), "J9");
    assert_eq!(vertex_of(c(24, 24), 25), "Z1");
    assert_eq!(vertex_of(c(25, 3), 26), "(25,3)");
    for n in 1..=26 {
        for i in 0..n * n {
            let cell = c((i % n) as u8, (i / n) as u8);
            assert_eq!(parse_vertex(&vertex_of(cell, n), n), Ok(cell), "n = {n}");
        }
    }
    // Past 25 columns genmove and showboard use (x,y) and 0-based numbers.
    let answers = engine_answers("boardsize 26\ngenmove b\nshowboard\n");
    assert_eq!(answers[1], "= (2,2)");
    assert!(answers[2].starts_with("= \n     0  1  2") && answers[2].contains(" 25\n  0  .  .  .") && answers[2].contains("\n  2  .  .  X"), "{}", answers[2]);
}
#[test]
fn start_up_checks_everything_before_serving() {
    // A missing certificate folder: refused before any address is printed.
    let e = prepare(std::path::Path::new("/nonexist"), None, 4, 0).unwrap_err();
    assert_eq!(e.to_string(), "certificate folder /nonexist does not exist: run `make certs`, or pass --certs DIR");
    let e = prepare(&root().join("certs/plus-rule.txt"), None, 4, 0).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!("certificate folder {} is not a folder: run `make certs`, or pass --certs DIR", root().join("certs/plus-rule.txt").display())
    );
    // A bad board size is named with its option.
    let e = prepare(&root().join("certs"), None, 0, 0).unwrap_err();
    assert_eq!(e.to_string(), "--n 0: board size 0 is out of range: choose n in 1..=32");
    // A corrupt 5x5 table (cut in half), whatever the first board.
    let d = certs_copy("corrupt");
    let t5 = d.join("small-n5-p1-win.sqt");
    let bytes = std::fs::read(&t5).unwrap();
    std::fs::write(&t5, &bytes[..bytes.len() / 2]).unwrap();
    let e = format!("{:#}", prepare(&d, None, 7, 0).unwrap_err());
    assert!(e.starts_with(&format!("{} is not a valid small-board table: truncated table", t5.display())), "{e}");
    assert!(e.ends_with("run make certs to rebuild it"), "{e}");
    // A table of the wrong board under a table's name.
    std::fs::copy(d.join("small-n4-p1-draw.sqt"), &t5).unwrap();
    let e = prepare(&d, None, 5, 0).unwrap_err().to_string();
    assert_eq!(e, format!("{} is not the P1 winning table of the 5x5 board: run make certs to rebuild it", t5.display()));
    // A missing table.
    std::fs::remove_file(&t5).unwrap();
    let e = prepare(&d, None, 4, 0).unwrap_err().to_string();
    assert_eq!(e, format!("the 5x5 strategy table {} does not exist: run make certs, or pass --certs DIR with the built tables", t5.display()));
    std::fs::remove_dir_all(&d).unwrap();
    // The shipped folder passes.
    assert!(prepare(&root().join("certs"), None, 4, 0).is_ok());
}

#[test]
fn the_rule_file_is_read_from_the_certs_folder() {
    let d = certs_copy("rule");
    let fixture_rule = root().join("tests/fixtures/play-rule.txt");
    std::fs::copy(&fixture_rule, d.join(RULE_FILE)).unwrap();
    let s = Strategies::load(&d, None).unwrap();
    assert_eq!(s.rule_path, d.join("plus-rule.txt"));
    assert_eq!(*s.rule, Rule::load(&fixture_rule).unwrap());
    assert_ne!(*s.rule, Rule::load(&root().join("certs/plus-rule.txt")).unwrap());
    // --rule still wins over the folder's file.
    let s = Strategies::load(&d, Some(&root().join("certs/plus-rule.txt"))).unwrap();
    assert_eq!(s.rule_path, root().join("certs/plus-rule.txt"));
    // Without a rule file in the folder the error names the folder's file.
    std::fs::remove_file(d.join(RULE_FILE)).unwrap();
    let e = Strategies::load(&d, None).unwrap_err().to_string();
    assert_eq!(
        e,
        format!(
            "rule file {} not found: run `make certs` first, or pass --certs DIR (which holds plus-rule.txt) or --rule FILE",
            d.join("plus-rule.txt").display()
        )
    );
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn wrong_methods_get_405_with_allow_and_existing_docs() {
    let s = fixture();
    for (method, path, allow) in
        [("GET", "/api/new", "POST"), ("PUT", "/api/move", "POST"), ("POST", "/", "GET, HEAD"), ("DELETE", "/api/info", "GET, HEAD")]
    {
        let a = respond(&s, 7, method, path, b"");
        assert_eq!((a.status, a.allow), (405, Some(allow)), "{method} {path}");
        let v: Value = serde_json::from_str(&a.body).unwrap();
        assert_eq!(error_of(&v), format!("{method} is not allowed on {path}: use {allow} (the JSON API: {API_DOCS})"));
    }
    assert_eq!(respond(&s, 7, "GET", "/api/info", b"").allow, None);
    // The places it points to exist and describe every path.
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let section = readme.split("### The play page's JSON API").nth(1).expect("README has the JSON API section");
    for text in [section, API_HELP] {
        for path in ["GET  /api/info", "POST /api/new", "POST /api/move", "405"] {
            assert!(text.contains(path), "{path} is not documented in {text}");
        }
    }
}

#[test]
fn the_smallest_boards_are_played_from_their_tables() {
    let s = fixture();
    // 1x1: the bot takes the only cell and the game is a draw at once.
    let (st, v) = call(&s, "POST", "/api/new", r#"{"n": 1}"#);
    assert_eq!((st, &v["outcome"], &v["history"]), (200, &Value::from("draw"), &serde_json::json!(["(0,0)"])), "{v}");
    // 2x2 (the page's /?n=2): a full game to the draw.
    for n in [2, 3, 4] {
        let v = play_out(&s, n);
        assert_eq!(v["outcome"], "draw", "n = {n}: {v}");
        assert_eq!(v["history"].as_array().unwrap().len(), n * n, "n = {n}");
    }
}

/// Sends `request` raw over a new connection (5 s read timeout); returns all it read.
fn http_raw(addr: std::net::SocketAddr, request: &[u8]) -> String {
    let mut s = std::net::TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    s.write_all(request).expect("send");
    let mut out = Vec::new();
    s.read_to_end(&mut out).expect("the server answers within 5 s");
    String::from_utf8_lossy(&out).into_owned()
}

/// Opens a connection that sends the headers of `POST /api/new` with `Content-Length:
/// 60000` and the first bytes of the body, then stalls.
fn stalled_client(addr: std::net::SocketAddr) -> std::net::TcpStream {
    let mut s = std::net::TcpStream::connect(addr).expect("connect");
    s.write_all(b"POST /api/new HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{\"n\": 7, \"pad\": \"xxxx").unwrap();
    s.flush().unwrap();
    s
}

#[test]
fn a_stalled_client_does_not_block_another() {
    let running = PlayServer::bind(fixture(), 0, 7).unwrap().spawn();
    let addr = running.addr();
    let _stalled = stalled_client(addr);
    let _silent = std::net::TcpStream::connect(addr).unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let t = Instant::now();
    let (st, page) = http(addr, "GET", "/", "");
    assert_eq!(st, 200);
    assert!(page.contains("<svg id=\"board\""));
    let (st, _) = http(addr, "POST", "/api/new", r#"{"n": 6}"#);
    assert_eq!(st, 200);
    assert!(t.elapsed() < Duration::from_secs(2), "two requests took {:?} beside a stalled client", t.elapsed());
    running.stop();
}

#[test]
fn slow_clients_time_out_within_the_connection_limit() {
    let ms = Duration::from_millis;
    let limits = Limits { read_timeout: ms(400), write_timeout: ms(400), max_connections: 2 };
    let running = PlayServer::bind_with(fixture(), 0, 7, limits).unwrap().spawn();
    let addr = running.addr();

    // A body that stops coming holds a connection until the read timeout, then gets 408;
    // the next client is served on the other one meanwhile.
    let mut stalled = stalled_client(addr);
    std::thread::sleep(ms(50));
    let t = Instant::now();
    let (st, _) = http(addr, "GET", "/api/info", "");
    assert_eq!(st, 200);
    assert!(t.elapsed() < ms(250), "waited {:?}", t.elapsed());
    stalled.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut answer = String::new();
    stalled.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("the request body did not arrive within 0.4 s"), "{answer}");

    // Headers that stop coming: the connection is closed after the read timeout.
    let t = Instant::now();
    let out = http_raw(addr, b"GET / HTTP/1.1\r\nHost");
    assert!(t.elapsed() < ms(3000), "{:?}", t.elapsed());
    assert!(!out.contains("200 OK"), "{out}");

    // A client that asks for pages and never reads them is cut off by the write timeout.
    let mut hog = std::net::TcpStream::connect(addr).unwrap();
    let writer = std::thread::spawn(move || {
        let request = b"GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(3000);
        let _ = hog.write_all(&request);
        hog
    });
    std::thread::sleep(ms(100));
    let t = Instant::now();
    let (st, _) = http(addr, "GET", "/api/info", "");
    assert_eq!(st, 200);
    assert!(t.elapsed() < ms(4000), "{:?}", t.elapsed());
    drop(writer.join());
    running.stop();
}

#[test]
fn clients_past_the_connection_limit_get_503_at_once() {
    let ms = Duration::from_millis;
    let limits = Limits { read_timeout: Duration::from_secs(5), write_timeout: ms(400), max_connections: 2 };
    let running = PlayServer::bind_with(fixture(), 0, 7, limits).unwrap().spawn();
    let addr = running.addr();
    let _stalled = [stalled_client(addr), stalled_client(addr)];
    std::thread::sleep(ms(100));
    let t = Instant::now();
    let out = http_raw(addr, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    assert!(t.elapsed() < ms(1000), "refused only after {:?}", t.elapsed());
    assert!(out.starts_with("HTTP/1.1 503 Service Unavailable\r\n"), "{out}");
    assert!(out.to_ascii_lowercase().contains("connection: close\r\n"), "{out}");
    assert!(out.ends_with(r#"{"error":"server busy: at most 2 connections; try again"}"#), "{out}");
    running.stop();
}

#[test]
fn a_rule_that_does_not_win_the_first_board_is_refused_at_start_up() {
    let e = check_rule_wins(&fixture(), 7).unwrap_err().to_string();
    assert!(e.contains("play-rule.txt: the rule does not win on the 7x7 board (after (2,2) "), "{e}");
    assert!(e.contains("squarecert verify --rule ") && e.contains("--n 7"), "{e}");
    let e = server::prepare(&root().join("certs"), Some(&root().join("tests/fixtures/play-rule.txt")), 7, 0).err().unwrap().to_string();
    assert!(e.contains("does not win on the 7x7 board"), "{e}");
    // boards played from tables need no rule; the shipped rule wins 7x7
    assert!(check_rule_wins(&fixture(), 5).is_ok());
    let shipped = Strategies::load(&root().join("certs"), None).unwrap();
    assert!(check_rule_wins(&shipped, 7).is_ok());
    // --unverified-rule serves the fixture anyway (the e2e test plays scripted games on it).
    assert!(server::prepare_with(&root().join("certs"), Some(&root().join("tests/fixtures/play-rule.txt")), 7, 0, false).is_ok());
}

mod fuzz {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        /// Any body on any API path gets an answer with a JSON error or a state, never a panic.
        #[test]
        fn any_body_gets_an_answer(body in ".{0,80}", path in prop::sample::select(vec!["/api/new", "/api/move", "/api/info", "/x"])) {
            let a = respond(&fixture(), 7, "POST", path, body.as_bytes());
            let v: Value = serde_json::from_str(&a.body).expect("JSON");
            prop_assert!(a.status == 200 || v["error"].as_str().is_some_and(|m| !m.is_empty()), "{} {}", a.status, a.body);
        }

        /// Any line to the engine gets `=` or `?` and a blank line, never a panic.
        #[test]
        fn any_engine_line_gets_an_answer(line in "[ -~]{0,40}") {
            let mut e = Engine::new(fixture(), 7).unwrap();
            let (text, _) = e.handle_line(&line);
            prop_assert!(text.is_empty() || ((text.starts_with('=') || text.starts_with('?')) && text.ends_with("\n\n")), "{text:?}");
        }

        /// Random people on random boards: every answer is a state whose bot moves are all
        /// explained, or a 503 saying the fixture rule has no legal move; never a 400.
        #[test]
        fn random_games_through_the_api(n in 6usize..=12, seed in any::<u64>()) {
            let s = fixture();
            let mut rng = seed;
            let (st, mut v) = call(&s, "POST", "/api/new", &format!(r#"{{"n": {n}}}"#));
            prop_assert_eq!(st, 200);
            while v["over"] == false {
                let history: Vec<Cell> = v["history"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().parse().unwrap()).collect();
                let pos = Position::from_history(n, &history).unwrap();
                let empty: Vec<Cell> = pos.board().empty_cells().iter().collect();
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let reply = empty[(rng >> 33) as usize % empty.len()];
                let body = serde_json::json!({"n": n, "history": v["history"], "cell": reply.to_string()}).to_string();
                let (st, next) = call(&s, "POST", "/api/move", &body);
                if st == 503 {
                    prop_assert!(next["error"].as_str().unwrap().contains("does not cover this position"), "{next}");
                    break;
                }
                prop_assert_eq!(st, 200, "{}", next);
                for m in next["moves"].as_array().unwrap() {
                    prop_assert_eq!(m["player"] == "P1", m["explanation"]["text"].as_str().is_some_and(|t| !t.is_empty()));
                }
                v = next;
            }
        }
    }
}
