//! The web server of `squarecert play`: one page with every asset embedded in the binary and
//! the JSON API of [`crate::play`] (see its docs), on 127.0.0.1, with `tiny_http`.
//!
//! Requests are answered one at a time by [`respond`], a pure function of the method, path
//! and body, so the API can be tested without sockets as well as over a real one.

use super::{api_move, api_new, check_n, Game, PlayError, Strategies, MAX_N, MIN_N};
use crate::model::Cell;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::SocketAddr;
use std::sync::Arc;
use std::thread::JoinHandle;

/// The page, served at `/`; `__DEFAULT_N__` is replaced by the server's default board size.
pub const PAGE: &str = include_str!("page.html");

/// Largest request body accepted, in bytes.
pub const MAX_BODY: usize = 64 * 1024;

/// An HTTP answer: status, content type and body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// HTTP status code.
    pub status: u16,
    /// `Content-Type` header value.
    pub content_type: &'static str,
    /// The body.
    pub body: String,
}

fn json_answer(status: u16, v: &Value) -> Answer {
    Answer { status, content_type: "application/json; charset=utf-8", body: v.to_string() }
}

fn error_answer(status: u16, message: &str) -> Answer {
    json_answer(status, &json!({ "error": message }))
}

fn play_error(e: PlayError) -> Answer {
    match e {
        PlayError::BadRequest(m) => error_answer(400, &m),
        PlayError::Unavailable(m) => error_answer(503, &m),
    }
}

/// Reads a cell given as `"(x,y)"` or `[x, y]`.
fn cell_from_json(v: &Value, what: &str) -> Result<Cell, PlayError> {
    match v {
        Value::String(s) => s.parse::<Cell>().map_err(|e| PlayError::BadRequest(format!("{what}: {e}"))),
        Value::Array(a) if a.len() == 2 => {
            let coord = |v: &Value| v.as_u64().filter(|&k| k < MAX_N as u64).map(|k| k as u8);
            match (coord(&a[0]), coord(&a[1])) {
                (Some(x), Some(y)) => Ok(Cell::new(x, y)),
                _ => Err(PlayError::BadRequest(format!("{what}: coordinates must be integers in 0..{MAX_N}, got {v}"))),
            }
        }
        _ => Err(PlayError::BadRequest(format!("{what} must be a cell written \"(x,y)\", got {v}"))),
    }
}

fn n_from_json(body: &Value, default_n: usize) -> Result<usize, PlayError> {
    match body.get("n") {
        None | Some(Value::Null) => Ok(default_n),
        Some(v) => match v.as_u64() {
            Some(k) => check_n(usize::try_from(k).unwrap_or(usize::MAX)),
            None => Err(PlayError::BadRequest(format!("\"n\" must be a whole number in {MIN_N}..={MAX_N}, got {v}"))),
        },
    }
}

fn parse_body(body: &[u8]) -> Result<Value, PlayError> {
    let v: Value = serde_json::from_slice(body)
        .map_err(|e| PlayError::BadRequest(format!("malformed JSON in the request body: {e}")))?;
    if !v.is_object() {
        return Err(PlayError::BadRequest("the request body must be a JSON object, e.g. {\"n\": 7}".into()));
    }
    Ok(v)
}

fn new_game(s: &Strategies, default_n: usize, body: &[u8]) -> Result<Game, PlayError> {
    let v = if body.iter().all(u8::is_ascii_whitespace) { json!({}) } else { parse_body(body)? };
    api_new(s, n_from_json(&v, default_n)?)
}

fn move_game(s: &Strategies, default_n: usize, body: &[u8]) -> Result<Game, PlayError> {
    let v = parse_body(body)?;
    let n = n_from_json(&v, default_n)?;
    let history = match v.get("history") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(a)) => a
            .iter()
            .enumerate()
            .map(|(i, c)| cell_from_json(c, &format!("history ply {}", i + 1)))
            .collect::<Result<Vec<_>, _>>()?,
        Some(other) => {
            return Err(PlayError::BadRequest(format!("\"history\" must be a list of cells, got {other}")))
        }
    };
    let cell = match v.get("cell") {
        Some(c) => cell_from_json(c, "\"cell\"")?,
        None => return Err(PlayError::BadRequest("missing \"cell\": the cell you play, e.g. \"(3,3)\"".into())),
    };
    api_move(s, n, &history, cell)
}

/// Answers one request. `path` may carry a query string (ignored). Never panics on input.
pub fn respond(s: &Strategies, default_n: usize, method: &str, path: &str, body: &[u8]) -> Answer {
    let path = path.split(['?', '#']).next().unwrap_or("");
    match (method, path) {
        ("GET" | "HEAD", "/" | "/index.html") => Answer {
            status: 200,
            content_type: "text/html; charset=utf-8",
            body: PAGE.replace("__DEFAULT_N__", &default_n.to_string()),
        },
        ("GET", "/api/info") => json_answer(
            200,
            &json!({
                "default_n": default_n,
                "min_n": MIN_N,
                "max_n": MAX_N,
                "rule": s.rule_path.display().to_string(),
            }),
        ),
        ("POST", "/api/new") => match new_game(s, default_n, body) {
            Ok(g) => json_answer(200, &g.state_json()),
            Err(PlayError::Unavailable(m)) => {
                // Say what the board's strategy would be even when it cannot be played yet.
                let n = parse_body(body).ok().and_then(|v| n_from_json(&v, default_n).ok()).unwrap_or(default_n);
                json_answer(503, &json!({ "error": m, "strategy": super::strategy_note(n) }))
            }
            Err(e) => play_error(e),
        },
        ("POST", "/api/move") => match move_game(s, default_n, body) {
            Ok(g) => json_answer(200, &g.state_json()),
            Err(e) => play_error(e),
        },
        (_, "/" | "/index.html" | "/api/info" | "/api/new" | "/api/move") => {
            error_answer(405, &format!("{method} is not allowed on {path}: see the API in `squarecert play`'s docs"))
        }
        _ => error_answer(404, &format!("no such page: {path} (the page is at /, the API under /api/)")),
    }
}

/// A bound server, not yet answering.
pub struct PlayServer {
    server: Arc<tiny_http::Server>,
    addr: SocketAddr,
    strategies: Arc<Strategies>,
    default_n: usize,
}

/// A server answering on a background thread; [`RunningServer::stop`] ends it.
pub struct RunningServer {
    server: Arc<tiny_http::Server>,
    addr: SocketAddr,
    thread: Option<JoinHandle<()>>,
}

impl RunningServer {
    /// The address the server listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
    /// Stops the server and waits for its thread.
    pub fn stop(mut self) {
        self.server.unblock();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl PlayServer {
    /// Binds 127.0.0.1:`port` (0 picks a free port). Errors: bad `default_n`, port in use.
    pub fn bind(strategies: Strategies, port: u16, default_n: usize) -> anyhow::Result<PlayServer> {
        check_n(default_n)?;
        let server = tiny_http::Server::http(("127.0.0.1", port))
            .map_err(|e| anyhow::anyhow!("cannot listen on 127.0.0.1:{port}: {e}"))?;
        let addr = server
            .server_addr()
            .to_ip()
            .ok_or_else(|| anyhow::anyhow!("the server is not listening on an IP address"))?;
        Ok(PlayServer { server: Arc::new(server), addr, strategies: Arc::new(strategies), default_n })
    }

    /// The address the server listens on (the real port when bound with port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The page's address, `http://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Answers requests until the server is unblocked.
    pub fn serve(&self) {
        for rq in self.server.incoming_requests() {
            handle(&self.strategies, self.default_n, rq);
        }
    }

    /// Answers requests on a background thread.
    pub fn spawn(self) -> RunningServer {
        let server = self.server.clone();
        let addr = self.addr;
        let thread = std::thread::spawn(move || self.serve());
        RunningServer { server, addr, thread: Some(thread) }
    }
}

fn handle(s: &Strategies, default_n: usize, mut rq: tiny_http::Request) {
    let method = rq.method().as_str().to_ascii_uppercase();
    let path = rq.url().to_string();
    let mut body = Vec::new();
    let too_big = rq.body_length().is_some_and(|l| l > MAX_BODY) || {
        let read = rq.as_reader().take(MAX_BODY as u64 + 1).read_to_end(&mut body);
        read.is_err() || body.len() > MAX_BODY
    };
    let answer = if too_big {
        error_answer(413, &format!("the request body is over {MAX_BODY} bytes"))
    } else {
        respond(s, default_n, &method, &path, &body)
    };
    let mut resp = tiny_http::Response::from_string(answer.body).with_status_code(answer.status);
    for (k, v) in [("Content-Type", answer.content_type), ("Cache-Control", "no-store")] {
        if let Ok(h) = tiny_http::Header::from_bytes(k.as_bytes(), v.as_bytes()) {
            resp.add_header(h);
        }
    }
    // A client that hung up is not the server's problem.
    let _ = rq.respond(resp);
}

/// `squarecert play`: loads the strategies, binds 127.0.0.1:`port`, prints the address to
/// open and serves until interrupted.
pub fn run(rule_path: &std::path::Path, certs_dir: &std::path::Path, n: usize, port: u16) -> anyhow::Result<()> {
    let strategies = Strategies::load(rule_path, certs_dir)?;
    let server = PlayServer::bind(strategies, port, n)?;
    outln!("squarecert play: open {} in a browser (board {n}x{n}; Ctrl-C stops the server)", server.url());
    std::io::stdout().flush()?;
    server.serve();
    Ok(())
}
