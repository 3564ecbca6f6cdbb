//! The web server of `squarecert play`: one page with every asset embedded in the binary and
//! the JSON API (README.md, "The play page's JSON API"), on 127.0.0.1, with `hyper`.
//!
//! Clients are served concurrently, each connection on its own task, within [`Limits`]: a
//! read timeout for headers and for the body, a write timeout, and a cap on open
//! connections, so one slow or stalled client cannot hold up the others. Every request is
//! answered by [`respond`], a pure function of the method, path and body, so the API can be
//! tested without sockets as well as over a real one.

use super::{api_move, api_new, check_n, Game, PlayError, Strategies, MAX_N, MIN_N};
use crate::model::Cell;
use http_body_util::{BodyExt, Full, LengthLimitError, Limited};
use hyper::body::Bytes;
use serde_json::{json, Value};
use std::io::Write;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// The page, served at `/`; `__DEFAULT_N__`, `__MIN_N__` and `__MAX_N__` are replaced by the
/// server's default board size and the sizes it accepts.
pub const PAGE: &str = include_str!("page.html");

/// Largest request body accepted, in bytes.
pub const MAX_BODY: usize = 64 * 1024;

/// Where the JSON API is documented; 405 answers point there.
pub const API_DOCS: &str = "`squarecert play --help`, or README.md, section \"The play page's JSON API\"";

/// An HTTP answer: status, content type, body and, on 405, the methods the path allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// HTTP status code.
    pub status: u16,
    /// `Content-Type` header value.
    pub content_type: &'static str,
    /// The body.
    pub body: String,
    /// The `Allow` header value (set on 405 answers), e.g. `POST`.
    pub allow: Option<&'static str>,
}

fn json_answer(status: u16, v: &Value) -> Answer {
    Answer { status, content_type: "application/json; charset=utf-8", body: v.to_string(), allow: None }
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

/// Reads a cell of the `n`×`n` board given as `"(x,y)"` or `[x, y]`; a cell past the board,
/// however large, is "off the nxn board".
fn cell_from_json(v: &Value, what: &str, n: usize) -> Result<Cell, PlayError> {
    match v {
        Value::String(s) => crate::model::parse_cell_on(s, n).map_err(|e| PlayError::BadRequest(format!("{what}: {e}"))),
        Value::Array(a) if a.len() == 2 => match (a[0].as_u64(), a[1].as_u64()) {
            (Some(x), Some(y)) if x < n as u64 && y < n as u64 && n <= MAX_N => Ok(Cell::new(x as u8, y as u8)),
            (Some(x), Some(y)) => {
                let e = crate::model::ModelError::OffBoardText { text: format!("({x},{y})"), n };
                Err(PlayError::BadRequest(format!("{what}: {e}")))
            }
            _ => Err(PlayError::BadRequest(format!("{what}: coordinates must be integers in 0..{n}, got {v}"))),
        },
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
            .map(|(i, c)| cell_from_json(c, &format!("history ply {}", i + 1), n))
            .collect::<Result<Vec<_>, _>>()?,
        Some(other) => {
            return Err(PlayError::BadRequest(format!("\"history\" must be a list of cells, got {other}")))
        }
    };
    let cell = match v.get("cell") {
        Some(c) => cell_from_json(c, "\"cell\"", n)?,
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
            body: PAGE
                .replace("__DEFAULT_N__", &default_n.to_string())
                .replace("__MIN_N__", &MIN_N.to_string())
                .replace("__MAX_N__", &MAX_N.to_string()),
            allow: None,
        },
        ("GET" | "HEAD", "/api/info") => json_answer(
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
            Err(e) => play_error(e),
        },
        ("POST", "/api/move") => match move_game(s, default_n, body) {
            Ok(g) => json_answer(200, &g.state_json()),
            Err(e) => play_error(e),
        },
        (_, "/" | "/index.html" | "/api/info" | "/api/new" | "/api/move") => {
            let allow = if matches!(path, "/api/new" | "/api/move") { "POST" } else { "GET, HEAD" };
            let mut a = error_answer(
                405,
                &format!("{method} is not allowed on {path}: use {allow} (the JSON API: {API_DOCS})"),
            );
            a.allow = Some(allow);
            a
        }
        _ => error_answer(404, &format!("no such page: {path} (the page is at /, the API under /api/)")),
    }
}

/// How the server protects itself from slow or numerous clients.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long a client may take to send a request's headers (also how long an idle
    /// keep-alive connection stays open) and, separately, its body; past it the connection
    /// is closed (with 408 when the headers had arrived).
    pub read_timeout: Duration,
    /// How long one write of the answer may wait for the client to read; past it the
    /// connection is closed.
    pub write_timeout: Duration,
    /// Connections served at once; a further one is answered at once with `503` and the
    /// JSON error "server busy: at most N connections; try again", then closed.
    pub max_connections: usize,
}

impl Default for Limits {
    /// 10 s to read, 10 s to write, 64 connections.
    fn default() -> Limits {
        Limits { read_timeout: Duration::from_secs(10), write_timeout: Duration::from_secs(10), max_connections: 64 }
    }
}

/// A bound server, not yet answering. Clients are served concurrently by `hyper` on a small
/// `tokio` runtime, within [`Limits`].
pub struct PlayServer {
    runtime: tokio::runtime::Runtime,
    listener: std::net::TcpListener,
    addr: SocketAddr,
    app: Arc<App>,
    limits: Limits,
}

impl std::fmt::Debug for PlayServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlayServer").field("addr", &self.addr).field("limits", &self.limits).finish()
    }
}

/// What every connection shares: the strategies, the default board size, the read timeout.
struct App {
    strategies: Strategies,
    default_n: usize,
    read_timeout: Duration,
}

/// A server answering on background threads; [`RunningServer::stop`] ends it.
pub struct RunningServer {
    runtime: tokio::runtime::Runtime,
    addr: SocketAddr,
}

impl RunningServer {
    /// The address the server listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
    /// Stops the server: closes the listener and every connection.
    pub fn stop(self) {
        self.runtime.shutdown_timeout(Duration::from_secs(1));
    }
}

impl PlayServer {
    /// Binds 127.0.0.1:`port` (0 picks a free port) with the default [`Limits`]. Errors:
    /// bad `default_n`, port in use.
    pub fn bind(strategies: Strategies, port: u16, default_n: usize) -> anyhow::Result<PlayServer> {
        PlayServer::bind_with(strategies, port, default_n, Limits::default())
    }

    /// Binds 127.0.0.1:`port` with `limits`. Errors: bad `default_n`, a zero limit, port in
    /// use, no threads for the runtime.
    pub fn bind_with(strategies: Strategies, port: u16, default_n: usize, limits: Limits) -> anyhow::Result<PlayServer> {
        check_n(default_n)?;
        if limits.max_connections == 0 || limits.read_timeout.is_zero() || limits.write_timeout.is_zero() {
            anyhow::bail!("the server's limits must be positive, got {limits:?}");
        }
        let listener = std::net::TcpListener::bind(("127.0.0.1", port)).map_err(|e| {
            anyhow::anyhow!("cannot listen on 127.0.0.1:{port}: {e} (choose another --port, or 0 for a free one)")
        })?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .max_blocking_threads(limits.max_connections)
            .thread_name("squarecert-play")
            .enable_all()
            .build()?;
        let app = Arc::new(App { strategies, default_n, read_timeout: limits.read_timeout });
        Ok(PlayServer { runtime, listener, addr, app, limits })
    }

    /// The address the server listens on (the real port when bound with port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The page's address, `http://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Answers requests until the process ends. Errors: the listener fails.
    pub fn serve(self) -> anyhow::Result<()> {
        let PlayServer { runtime, listener, app, limits, .. } = self;
        runtime.block_on(accept_loop(listener, app, limits))
    }

    /// Answers requests on background threads.
    pub fn spawn(self) -> RunningServer {
        let PlayServer { runtime, listener, addr, app, limits } = self;
        runtime.spawn(accept_loop(listener, app, limits));
        RunningServer { runtime, addr }
    }
}

/// Accepts connections; while fewer than `limits.max_connections` are open each is served on
/// its own task with the read and write timeouts, past that it gets [`refuse_busy`].
async fn accept_loop(listener: std::net::TcpListener, app: Arc<App>, limits: Limits) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let slots = Arc::new(tokio::sync::Semaphore::new(limits.max_connections));
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // A client that hung up before it was accepted, or a passing shortage of file
            // descriptors: wait a moment and go on.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Ok(slot) = slots.clone().try_acquire_owned() else {
            tokio::spawn(refuse_busy(stream, limits));
            continue;
        };
        let app = app.clone();
        tokio::spawn(async move {
            let mut io = tokio_io_timeout::TimeoutStream::new(stream);
            io.set_write_timeout(Some(limits.write_timeout));
            let service = hyper::service::service_fn(move |rq| answer_request(app.clone(), rq));
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(limits.read_timeout)
                .serve_connection(hyper_util::rt::TokioIo::new(Box::pin(io)), service);
            // A client that hung up or timed out is not the server's problem.
            let _ = conn.await;
            drop(slot);
        });
    }
}

/// Answers a connection past `limits.max_connections` at once with `503` and the JSON error
/// "server busy: at most N connections; try again", `Connection: close` (within the read
/// and write timeouts), then closes it.
async fn refuse_busy(stream: tokio::net::TcpStream, limits: Limits) {
    let mut io = tokio_io_timeout::TimeoutStream::new(stream);
    io.set_write_timeout(Some(limits.write_timeout));
    let message = format!("server busy: at most {} connections; try again", limits.max_connections);
    let service = hyper::service::service_fn(move |_rq| {
        let r = http_response(error_answer(503, &message));
        async move { Ok::<_, std::convert::Infallible>(r) }
    });
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(limits.read_timeout)
        .keep_alive(false)
        .serve_connection(hyper_util::rt::TokioIo::new(Box::pin(io)), service);
    let _ = conn.await;
}

/// Reads one request's body (within the read timeout and [`MAX_BODY`]) and answers it with
/// [`respond`] on a blocking thread.
async fn answer_request(
    app: Arc<App>,
    rq: hyper::Request<hyper::body::Incoming>,
) -> Result<hyper::Response<Full<Bytes>>, std::convert::Infallible> {
    let method = rq.method().as_str().to_ascii_uppercase();
    let path = rq.uri().path_and_query().map(|p| p.as_str().to_string()).unwrap_or_else(|| "/".into());
    let declared = rq.headers().get(hyper::header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    let answer = if declared.is_some_and(|l| l > MAX_BODY as u64) {
        too_big()
    } else {
        match tokio::time::timeout(app.read_timeout, Limited::new(rq.into_body(), MAX_BODY).collect()).await {
            Err(_) => error_answer(
                408,
                &format!("the request body did not arrive within {} s", app.read_timeout.as_secs_f64()),
            ),
            Ok(Err(e)) if e.is::<LengthLimitError>() => too_big(),
            Ok(Err(e)) => error_answer(400, &format!("cannot read the request body: {e}")),
            Ok(Ok(body)) => {
                let body = body.to_bytes();
                tokio::task::spawn_blocking(move || respond(&app.strategies, app.default_n, &method, &path, &body))
                    .await
                    .unwrap_or_else(|e| error_answer(500, &format!("the server failed on this request: {e}")))
            }
        }
    };
    Ok(http_response(answer))
}

fn too_big() -> Answer {
    error_answer(413, &format!("the request body is over {MAX_BODY} bytes"))
}

/// The hyper response of an [`Answer`], with `Content-Type`, `Cache-Control: no-store` and,
/// on 405, `Allow`; 408 and 413 close the connection (the body was left unread), and so
/// does 503.
fn http_response(a: Answer) -> hyper::Response<Full<Bytes>> {
    use hyper::header::{HeaderValue, ALLOW, CACHE_CONTROL, CONNECTION, CONTENT_TYPE};
    let mut r = hyper::Response::new(Full::new(Bytes::from(a.body)));
    *r.status_mut() = hyper::StatusCode::from_u16(a.status).unwrap_or(hyper::StatusCode::INTERNAL_SERVER_ERROR);
    let h = r.headers_mut();
    h.insert(CONTENT_TYPE, HeaderValue::from_static(a.content_type));
    h.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Some(allow) = a.allow {
        h.insert(ALLOW, HeaderValue::from_static(allow));
    }
    if matches!(a.status, 408 | 413 | 503) {
        h.insert(CONNECTION, HeaderValue::from_static("close"));
    }
    r
}

/// Everything `squarecert play` checks before it prints an address: the board size `n`,
/// the certificate folder `certs_dir`, the rule file (`rule`, or `certs_dir/plus-rule.txt`),
/// the P1 tables of n = 1..=5 (each checked against every reply), that the rule wins the
/// first game's board when n >= 6 ([`super::check_rule_wins`]), and the port. Returns the
/// bound server. Errors: the first of these that fails, naming the input and the fix.
pub fn prepare(certs_dir: &Path, rule: Option<&Path>, n: usize, port: u16) -> anyhow::Result<PlayServer> {
    prepare_with(certs_dir, rule, n, port, true)
}

/// [`prepare`], with the rule's verification optional (`verify_rule = false` serves a rule
/// that may not win: test fixtures; its uncovered moves are explained as fallbacks).
pub fn prepare_with(certs_dir: &Path, rule: Option<&Path>, n: usize, port: u16, verify_rule: bool) -> anyhow::Result<PlayServer> {
    check_n(n).map_err(|e| anyhow::anyhow!("--n {n}: {e}"))?;
    let strategies = Strategies::load(certs_dir, rule)?;
    if verify_rule {
        super::check_rule_wins(&strategies, n)?;
    }
    PlayServer::bind(strategies, port, n)
}

/// `squarecert play`: [`prepare`], then prints the address to open and serves until
/// interrupted.
pub fn run(certs_dir: &Path, rule: Option<&Path>, n: usize, port: u16, verify_rule: bool) -> anyhow::Result<()> {
    let server = prepare_with(certs_dir, rule, n, port, verify_rule)?;
    outln!("squarecert play: open {} in a browser (board {n}x{n}; Ctrl-C stops the server)", server.url());
    std::io::stdout().flush()?;
    server.serve()
}
