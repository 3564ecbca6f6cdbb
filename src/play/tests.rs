//! Tests of the play API, the web server and the GTP engine, with the fixture rule
//! `tests/fixtures/play-rule.txt` (and the real rule when `certs/plus-rule.txt` exists).

use super::engine::{parse_vertex, run_engine, Engine};
use super::server::{respond, PlayServer, PAGE};
use super::*;
use serde_json::Value;
use std::io::{Read, Write};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The fixture rule, with tables looked up in a folder that has none.
fn fixture() -> Strategies {
    Strategies::load(&root().join("tests/fixtures/play-rule.txt"), &root().join("tests/fixtures/no-tables"))
        .expect("fixture rule loads")
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
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": "(99,0)"}"#, 400, "coordinates are 0..=31"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": [1]}"#, 400, "must be a cell"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"]}"#, 400, "missing \"cell\""),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)"], "cell": "(3,3)""#, 400, "malformed JSON"),
        ("POST", "/api/move", r#"[1, 2]"#, 400, "must be a JSON object"),
        ("POST", "/api/move", r#"{"n": 7, "history": "(2,2)", "cell": "(3,3)"}"#, 400, "\"history\" must be a list"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(0,0)"], "cell": "(3,3)"}"#, 400, "ply 1 is (0,0) but the bot plays (2,2)"),
        ("POST", "/api/move", r#"{"n": 7, "history": ["(2,2)", "(2,2)"], "cell": "(3,3)"}"#, 400, "ply 2 of the history: cell (2,2) is already taken"),
        ("POST", "/api/move", r#"{"n": 7, "history": [], "cell": "(3,3)"}"#, 400, "it is the bot's turn"),
        ("POST", "/api/new", r#"{"n": 2}"#, 400, "board size 2 is out of range"),
        ("POST", "/api/new", r#"{"n": 33}"#, 400, "board size 33 is out of range"),
        ("POST", "/api/new", r#"{"n": -4}"#, 400, "\"n\" must be a whole number"),
        ("POST", "/api/new", r#"{"n": "seven"}"#, 400, "\"n\" must be a whole number"),
        ("POST", "/api/new", "{nope", 400, "malformed JSON"),
        ("GET", "/api/new", "", 405, "GET is not allowed on /api/new"),
        ("GET", "/favicon.ico", "", 404, "no such page"),
        ("POST", "/api/new", r#"{"n": 4}"#, 503, "the 4x4 strategy table is not built: run make certs"),
        ("POST", "/api/new", r#"{"n": 5}"#, 503, "the 5x5 strategy table is not built: run make certs"),
    ];
    for &(method, path, body, status, msg) in cases {
        let (st, v) = call(&s, method, path, body);
        assert_eq!(st, status, "{method} {path} {body}: {v}");
        assert!(error_of(&v).contains(msg), "{method} {path} {body}: {v} lacks {msg:?}");
    }
    // A board whose table is missing still says what its strategy is.
    let (_, v) = call(&s, "POST", "/api/new", r#"{"n": 4}"#);
    assert!(v["strategy"].as_str().unwrap().starts_with("On 4x4 neither side can force a win"), "{v}");
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
    assert!(a.body.contains(r#"id="size" type="number" min="3" max="32" value="9""#));
    // No network: the only URL in the page is the SVG namespace name.
    let urls: Vec<&str> = PAGE.match_indices("http").map(|(i, _)| &PAGE[i..i + 26]).collect();
    assert_eq!(urls, ["http://www.w3.org/2000/svg"]);
    assert!(!PAGE.contains("<link") && !PAGE.contains("src="));
}

/// Sends one HTTP/1.1 request over a real socket; returns status and body.
fn http(addr: std::net::SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut s = std::net::TcpStream::connect(addr).expect("connect");
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("send");
    let mut out = String::new();
    s.read_to_string(&mut out).expect("read");
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
    let s = Strategies::load(&root().join("certs/plus-rule.txt"), &root().join("certs")).expect("the shipped rule loads");
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
    assert!(strategy_note(5).contains("winning strategy table"));
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
    let e = Strategies::load(&root().join("tests/fixtures/none.txt"), &root()).unwrap_err();
    assert!(e.to_string().ends_with("none.txt not found: run `make certs` first (or pass --rule PATH)"), "{e}");
}

/// Runs the engine on `input` and returns everything it wrote.
fn engine_session(input: &str) -> String {
    let mut e = Engine::new(fixture(), 7).unwrap();
    let mut out = Vec::new();
    run_engine(&mut e, input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn engine_speaks_gtp() {
    let out = engine_session(
        "protocol_version\nname\n1 known_command genmove\nboardsize 7\n# a comment\n\ngenmove black\nexplain\nplay white (6,6)\n2 genmove b\nplay w G2\nshowboard\nquit\ngenmove b\n",
    );
    let expected = "= 2\n\n= squarecert\n\n=1 true\n\n=\n\n= (2,2)\n\n\
= Opening: the rule always starts at (2,2).\n\n=\n\n=2 (3,2)\n\n=\n\n\
= \n     0  1  2  3  4  5  6\n  0  .  .  .  .  .  .  .\n  1  .  .  .  .  .  .  .\n  2  .  .  X  X  .  .  .\n  3  .  .  .  .  .  .  .\n  4  .  .  .  .  .  .  .\n  5  .  .  .  .  .  .  O\n  6  .  .  .  .  .  .  O\nply 4: black (X = black = P1, O = white = P2) to move\n\n=\n\n";
    assert_eq!(out, expected);
}

#[test]
fn engine_rejects_bad_input_without_stopping() {
    let out = engine_session(
        "boardsize 40\nboardsize x\nfoo\nplay white (1,1)\nplay black (7,7)\nplay black (0,0)\nplay white (0,0)\nplay white pass\ngenmove white\nplay purple (1,1)\nplay black\nexplain\n\u{fffd}\u{1}\n7\nlist_commands\n",
    );
    let answers: Vec<&str> = out.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(
        answers,
        [
            "? unacceptable size: board size 40 is out of range: choose n in 3..=32",
            "? unacceptable size: \"x\" is not a number",
            "? unknown command: foo (list_commands lists the known ones)",
            "? it is black's turn, not white's",
            "? illegal move: cell (7,7) is off the 7x7 board: coordinates must be in 0..7",
            "=",
            "? illegal move: cell (0,0) is already taken",
            "? pass is not a move in the square game: claim a cell (x,y)",
            "? the bot plays the first player only: genmove black",
            "? invalid color \"purple\": use black (P1) or white (P2)",
            "? play takes 2 arguments, got 1",
            "? no bot move yet: use genmove first",
            "? unknown command: \u{fffd}\u{1} (list_commands lists the known ones)",
            "?7 missing command after the id",
            "= protocol_version\nname\nversion\nknown_command\nlist_commands\nboardsize\nclear_board\nplay\ngenmove\nshowboard\nexplain\nquit",
        ]
    );
    // Game over and small boards without tables.
    let out = engine_session(
        "play b (0,0)\nplay w (5,0)\nplay b (1,0)\nplay w (5,1)\nplay b (0,1)\nplay w (5,2)\nplay b (1,1)\nplay w (5,3)\ngenmove b\nboardsize 5\ngenmove b\n",
    );
    let answers: Vec<&str> = out.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert_eq!(answers[6], "=");
    // Ply 7 completed a square: both a play and a genmove afterwards are refused.
    let over = "? the game is over (the bot wins: it holds the square (0,0), (1,0), (0,1), (1,1)): use clear_board";
    assert_eq!((answers[7], answers[8], answers[9]), (over, over, "="));
    assert_eq!(answers[10], "? the 5x5 strategy table is not built: run make certs (expected ".to_string() + root().join("tests/fixtures/no-tables/small-n5-p1-win.sqt").to_str().unwrap() + ")");
}

#[test]
fn gtp_vertices_map_to_cells() {
    assert_eq!(parse_vertex("A1", 7), Ok(c(0, 6)));
    assert_eq!(parse_vertex("g7", 7), Ok(c(6, 0)));
    assert_eq!(parse_vertex("J1", 9), Ok(c(8, 8)));
    assert_eq!(parse_vertex("(3,4)", 7), Ok(c(3, 4)));
    assert!(parse_vertex("H1", 7).unwrap_err().contains("off the 7x7 board"));
    assert!(parse_vertex("I1", 9).unwrap_err().contains("invalid vertex"));
    assert!(parse_vertex("A1", 26).unwrap_err().contains("up to 25x25"));
    assert!(parse_vertex("", 7).is_err());
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
