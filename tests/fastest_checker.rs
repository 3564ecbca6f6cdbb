//! A deliberately simple second checker of the fastest-win certificates (docs/FORMATS.md,
//! "Fastest-win certificates"): its own board (one byte per cell), squares, threats and
//! symmetries, none of the library's search code. It walks the game as the format says and
//! checks every committed `certs/fastest-n*-{upper,lower}.sqf` against `certs/fastest.json`.

mod simple;

use std::collections::HashSet;
use std::path::PathBuf;

fn certs() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("certs")
}

/// A certificate as the simple checker reads it.
struct Cert {
    n: usize,
    upper: bool,
    bound: usize,
    moves: Vec<usize>,
}

fn parse(bytes: &[u8]) -> Result<Cert, String> {
    if bytes.len() < 12 || &bytes[..4] != b"SQF1" {
        return Err("no SQF1 header".into());
    }
    let n = bytes[4] as usize;
    let count = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize;
    // up to 16x16 one byte per move; on larger boards the byte 255 is followed by a byte e
    // and names the cell 255 + e
    let mut moves = Vec::new();
    let mut rest = &bytes[12..];
    while let Some((&b, tail)) = rest.split_first() {
        if n > 16 && b == 255 {
            let (&e, tail) = tail.split_first().ok_or("the file ends inside a two-byte move")?;
            moves.push(255 + e as usize);
            rest = tail;
        } else {
            moves.push(b as usize);
            rest = tail;
        }
    }
    if moves.len() != count {
        return Err(format!("{count} moves announced, {} present", moves.len()));
    }
    let upper = match bytes[5] {
        1 => true,
        2 => false,
        k => return Err(format!("kind {k}")),
    };
    Ok(Cert { n, upper, bound: bytes[6] as usize, moves })
}

/// The game state: cells 0 empty, 1 P1, 2 P2, row-major `y*n + x`.
struct Game {
    n: usize,
    cell: Vec<u8>,
    stones: usize,
    through: Vec<Vec<[usize; 4]>>,
}

impl Game {
    fn new(n: usize) -> Game {
        Game { n, cell: vec![0; n * n], stones: 0, through: simple::squares_through(n) }
    }

    /// Whether `who` playing the empty cell `c` holds all four corners of a square.
    fn completes(&self, who: u8, c: usize) -> bool {
        self.cell[c] == 0 && self.through[c].iter().any(|sq| sq.iter().all(|&k| k == c || self.cell[k] == who))
    }

    /// The lowest empty cell completing a square of `who`.
    fn threat(&self, who: u8) -> Option<usize> {
        (0..self.n * self.n).find(|&c| self.completes(who, c))
    }

    /// The least of the 8 images of the board under the symmetries of the square, packed
    /// four cells to a byte (the key of the set of positions seen).
    fn class(&self) -> Vec<u8> {
        let n = self.n;
        let mut best: Option<Vec<u8>> = None;
        for g in 0..8 {
            let mut img = vec![0u8; n * n];
            for y in 0..n {
                for x in 0..n {
                    let (a, b) = if g & 4 != 0 { (y, x) } else { (x, y) };
                    let a = if g & 1 != 0 { n - 1 - a } else { a };
                    let b = if g & 2 != 0 { n - 1 - b } else { b };
                    img[b * n + a] = self.cell[y * n + x];
                }
            }
            if best.as_ref().is_none_or(|b| img < *b) {
                best = Some(img);
            }
        }
        best.unwrap().chunks(4).map(|q| q.iter().rev().fold(0u8, |acc, &v| acc << 2 | v)).collect()
    }

    fn text(&self) -> String {
        self.cell.chunks(self.n).map(|r| r.iter().map(|&v| ['.', 'X', 'O'][v as usize]).collect::<String>()).collect::<Vec<_>>().join("/")
    }
}

/// The walk of the format; returns the number of bytes read.
struct Walker {
    g: Game,
    c: Cert,
    at: usize,
    seen: HashSet<Vec<u8>>,
    /// Walk the last two plies of a lower certificate move by move (`false`: by
    /// `last_two_plies`, which reads the same bytes and decides the same).
    plain: bool,
    /// For an upper certificate: require every P1 move from this ply on, chosen or a forced
    /// block, to make a P1 threat cell (a strategy with quiet moves only before it, so every
    /// P2 move from it on is a forced block; docs/FASTEST.md §5).
    forcing_from: Option<usize>,
    /// P2's ply-2 moves read, as (P1's first stone, P2's answer), in walk order.
    replies: Vec<(usize, usize)>,
}

impl Walker {
    fn fail(&self, why: &str) -> String {
        format!("position {} (ply {}): {why}", self.g.text(), self.g.stones + 1)
    }

    fn next(&mut self) -> Result<usize, String> {
        let m = *self.c.moves.get(self.at).ok_or_else(|| self.fail("the moves ran out"))?;
        self.at += 1;
        if m >= self.g.n * self.g.n || self.g.cell[m] != 0 {
            return Err(self.fail(&format!("move {m} is not an empty cell")));
        }
        Ok(m)
    }

    /// From ply `forcing_from` on, P1's move `m` (chosen or a forced block) must make a P1
    /// threat cell.
    fn forcing(&mut self, m: usize, ply: usize) -> Result<(), String> {
        if self.forcing_from.is_some_and(|f| ply >= f) {
            self.g.cell[m] = 1;
            let forcing = self.g.threat(1).is_some();
            self.g.cell[m] = 0;
            if !forcing {
                return Err(self.fail(&format!("P1's move {m} makes no threat")));
            }
        }
        Ok(())
    }

    fn play(&mut self, c: usize, who: u8) -> Result<(), String> {
        self.g.cell[c] = who;
        self.g.stones += 1;
        let r = self.visit();
        self.g.cell[c] = 0;
        self.g.stones -= 1;
        r
    }

    fn visit(&mut self) -> Result<(), String> {
        let ply = self.g.stones + 1;
        let k = self.c.bound;
        let full = self.g.stones == self.g.n * self.g.n;
        let p1_turn = self.g.stones.is_multiple_of(2);
        if self.c.upper {
            if p1_turn {
                if self.g.threat(1).is_some() && ply <= k {
                    return Ok(());
                }
                if ply > k || full {
                    return Err(self.fail("P1 has no square by the bound"));
                }
                if let Some(t) = self.g.threat(2) {
                    self.forcing(t, ply)?;
                    return self.play(t, 1);
                }
                if !self.seen.insert(self.g.class()) {
                    return Ok(());
                }
                let m = self.next()?;
                self.forcing(m, ply)?;
                self.play(m, 1)
            } else {
                if self.g.threat(2).is_some() {
                    return Err(self.fail("P2 completes a square"));
                }
                if full {
                    return Err(self.fail("full board"));
                }
                if !self.seen.insert(self.g.class()) {
                    return Ok(());
                }
                for r in 0..self.g.n * self.g.n {
                    if self.g.cell[r] == 0 {
                        self.play(r, 2)?;
                    }
                }
                Ok(())
            }
        } else if p1_turn {
            if ply > k {
                return Ok(());
            }
            if self.g.threat(1).is_some() {
                return Err(self.fail("P1 completes a square"));
            }
            if ply == k || !self.seen.insert(self.g.class()) {
                return Ok(());
            }
            if ply + 2 == k && !self.plain {
                return self.last_two_plies();
            }
            for m in 0..self.g.n * self.g.n {
                if self.g.cell[m] == 0 {
                    self.play(m, 1)?;
                }
            }
            Ok(())
        } else {
            if ply >= k || self.g.threat(2).is_some() || full {
                return Ok(());
            }
            if let Some(t) = self.g.threat(1) {
                return self.play(t, 2);
            }
            if ply + 1 == k || !self.seen.insert(self.g.class()) {
                return Ok(());
            }
            let m = self.next()?;
            if ply == 2 {
                let first = self.g.cell.iter().position(|&c| c == 1).expect("P1's first stone");
                self.replies.push((first, m));
            }
            self.play(m, 2)
        }
    }

    /// P1's turn two plies before a lower bound `k`, P1 holding no threat cell (checked by
    /// `visit` first). What the plain walk does from here, without replaying it: every P1 move
    /// `m`, then P2's turn at ply `k - 1` (it reads no byte) and P1's at ply `k`. P2 completes
    /// a square at `k - 1` if it has a threat cell other than `m`; otherwise P2 blocks P1's
    /// lowest threat cell and P1 completes at `k` exactly when it had two. As P1 held no
    /// threat cell before `m`, every P1 threat cell after `m` is the empty corner of a square
    /// through `m` whose two other corners are P1's (a square not through `m` with three P1
    /// corners and an empty one was a threat cell already).
    fn last_two_plies(&mut self) -> Result<(), String> {
        let cells = self.g.n * self.g.n;
        let p2_threats: Vec<usize> = (0..cells).filter(|&c| self.g.completes(2, c)).collect();
        for m in 0..cells {
            if self.g.cell[m] != 0 || p2_threats.iter().any(|&t| t != m) || self.g.stones + 1 == cells {
                continue;
            }
            let mut threats: Vec<usize> = Vec::new();
            for sq in &self.g.through[m] {
                let others = sq.iter().filter(|&&c| c != m);
                let mine = others.clone().filter(|&&c| self.g.cell[c] == 1).count();
                if let (2, Some(&t)) = (mine, others.clone().find(|&&c| self.g.cell[c] == 0)) {
                    threats.push(t);
                }
            }
            threats.sort_unstable();
            threats.dedup();
            if threats.len() >= 2 {
                // the plain walk's position and message: P1 plays m, P2 blocks the lowest
                self.g.cell[m] = 1;
                self.g.cell[threats[0]] = 2;
                self.g.stones += 2;
                return Err(self.fail("P1 completes a square"));
            }
        }
        Ok(())
    }
}

/// Checks certificate bytes; the error names the failing position.
fn check(bytes: &[u8]) -> Result<(usize, usize, bool), String> {
    walk(bytes, false, None)
}

/// `check`, walking the last two plies of a lower certificate move by move when `plain`,
/// and requiring P1's moves from ply `forcing_from` on (chosen or forced blocks) to make
/// threats.
fn walk(bytes: &[u8], plain: bool, forcing_from: Option<usize>) -> Result<(usize, usize, bool), String> {
    walk_recording(bytes, plain, forcing_from).map(|(r, _)| r)
}

/// What [`walk`] returns: the board side, the bound, whether the certificate is an upper one.
type Checked = (usize, usize, bool);

/// [`walk`], also returning a lower certificate's ply-2 answers (P1's first stone, P2's
/// answer), one per class of first stones.
fn walk_recording(bytes: &[u8], plain: bool, forcing_from: Option<usize>) -> Result<(Checked, Vec<(usize, usize)>), String> {
    let c = parse(bytes)?;
    let (n, bound, upper) = (c.n, c.bound, c.upper);
    let mut w = Walker { g: Game::new(n), c, at: 0, seen: HashSet::new(), plain, forcing_from, replies: Vec::new() };
    w.visit()?;
    if w.at != w.c.moves.len() {
        return Err(format!("{} of {} moves used", w.at, w.c.moves.len()));
    }
    Ok(((n, bound, upper), w.replies))
}

/// The committed table: (n, ply, upper file, lower file).
fn table() -> Vec<(usize, usize, String, String)> {
    let text = std::fs::read_to_string(certs().join("fastest.json")).expect("certs/fastest.json");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|e| (e["n"].as_u64().unwrap() as usize, e["ply"].as_u64().unwrap() as usize, e["upper"]["file"].as_str().unwrap().to_string(), e["lower"]["file"].as_str().unwrap().to_string()))
        .collect()
}

fn read(name: &str) -> Vec<u8> {
    std::fs::read(certs().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Checks both certificates of every board in `ns` against the table's ply.
fn check_boards(ns: &[usize]) {
    let t = table();
    for &n in ns {
        let (_, ply, up, lo) = t.iter().find(|e| e.0 == n).unwrap_or_else(|| panic!("n={n} missing from certs/fastest.json"));
        assert_eq!(check(&read(up)), Ok((n, *ply, true)), "{up}");
        assert_eq!(check(&read(lo)), Ok((n, *ply - 2, false)), "{lo}");
    }
}

/// P2's answer to the central opening `(c, c)`, `c = (n - 1) / 2`, in the committed lower
/// certificate of the n×n board (P2 keeps P1 from completing by ply 11), walked whole.
fn answer_to_the_centre(n: usize) -> (usize, usize) {
    let name = format!("fastest-n{n}-lower.sqf");
    let (r, replies) = walk_recording(&read(&name), false, None).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(r, (n, 11, false), "{name}");
    let c = (n - 1) / 2;
    let m = replies.iter().find(|&&(a, _)| a == c * n + c).unwrap_or_else(|| panic!("{name}: no answer to ({c}, {c})")).1;
    (m % n, m / n)
}

/// The committed lower certificates of 9×9 and 10×10 answer the central opening `(4, 4)` with
/// a diagonal neighbour, which so holds ply 11 there; an orthogonal neighbour does not (the
/// solver, docs/FASTEST.md §5, "Lemma L11's opening at ply 11").
#[test]
fn the_lower_certificates_answer_the_centre_with_a_diagonal_neighbour() {
    assert_eq!(answer_to_the_centre(9), (3, 3));
    assert_eq!(answer_to_the_centre(10), (5, 5));
}

/// The same for 11×11 to 14×14 (minutes: the larger certificates).
#[test]
#[ignore = "13 min: walks the 11x11 to 14x14 lower certificates (make test-fastest runs it)"]
fn the_larger_lower_certificates_answer_the_centre_with_a_diagonal_neighbour() {
    for n in 11..=14 {
        let c = ((n - 1) / 2) as i64;
        let (x, y) = answer_to_the_centre(n);
        assert_eq!(((x as i64 - c).abs(), (y as i64 - c).abs()), (1, 1), "{n}x{n}: ({x}, {y})");
    }
}

#[test]
fn the_table_holds_the_known_plies() {
    let t = table();
    let ply = |n: usize| t.iter().find(|e| e.0 == n).map(|e| e.1);
    assert_eq!((ply(5), ply(6), ply(7)), (Some(19), Some(15), Some(15)));
}

/// Every committed upper certificate up to 12×12 (the boards `make check-ci` walks). The
/// 13×13 and larger ones (43 to 335 KB) are walked by `every_committed_certificate_checks`
/// (`make test-fastest`): up to 15×15 this test took 149 s, with 16×16 334 s.
#[test]
fn every_upper_certificate_checks() {
    let t = table();
    assert!(t.len() >= 3);
    for (n, ply, up, _) in t.iter().filter(|e| e.0 <= 12) {
        assert_eq!(check(&read(up)), Ok((*n, *ply, true)), "{up}");
    }
}

#[test]
#[ignore = "every committed certificate, both bounds: 5x5 to 15x15 took 40 min, 16x16 41 min and 5.3 GB, 17x17 1 h 30 min and 10.8 GB, 18x18 6,531 s CPU and 13.8 GB (make test-fastest; FASTEST_CHECK_N picks boards)"]
fn every_committed_certificate_checks() {
    // FASTEST_CHECK_N (comma-separated boards) restricts the run, e.g. to newly added boards.
    let mut ns: Vec<usize> = table().iter().map(|e| e.0).collect();
    if let Ok(only) = std::env::var("FASTEST_CHECK_N") {
        let want: Vec<usize> = only.split(',').map(|t| t.trim().parse().expect("FASTEST_CHECK_N: comma-separated board sizes")).collect();
        assert!(want.iter().all(|n| ns.contains(n)), "FASTEST_CHECK_N={only}: a board missing from certs/fastest.json");
        ns = want;
    }
    check_boards(&ns);
}

/// `last_two_plies` against the move-by-move walk it replaces, on committed lower
/// certificates: same verdict, same bytes read. Failures are compared by
/// `both_checkers_refuse_a_last_p2_decision_that_allows_a_double_threat`.
fn shortcut_agrees(ns: &[usize]) {
    for n in ns {
        let name = format!("fastest-n{n}-lower.sqf");
        let bytes = read(&name);
        let fast = check(&bytes);
        assert!(fast.is_ok(), "{name}: {fast:?}");
        assert_eq!(fast, walk(&bytes, true, None), "{name}");
    }
}

/// 5×5 and 6×6 (bounds 17 and 13; 6 s and 3 s).
#[test]
fn the_last_two_plies_shortcut_agrees_with_the_plain_walk() {
    shortcut_agrees(&[5, 6]);
}

/// 7×7 and 9×9 (bounds 13 and 11, the bound of every board 9..=16; 25 s and 34 s).
#[test]
#[ignore = "about a minute (make test-fastest)"]
fn the_last_two_plies_shortcut_agrees_with_the_plain_walk_on_7_and_9() {
    shortcut_agrees(&[7, 9]);
}

#[test]
fn a_corrupted_certificate_fails_naming_the_position() {
    let mut up = read("fastest-n6-upper.sqf");
    up[12] = up[12].wrapping_add(1) % 36;
    let e = check(&up).unwrap_err();
    assert!(e.starts_with("position ") && e.contains("(ply "), "{e}");
    // the library's checker refuses it too, naming the position
    let dir = std::env::temp_dir().join(format!("fastest-corrupt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("fastest-n6-upper.sqf");
    std::fs::write(&path, &up).unwrap();
    let e = format!("{:#}", squarecert::fastest::check_file(&path).unwrap_err());
    assert!(e.contains("fastest-n6-upper.sqf") && e.contains("position "), "{e}");
    // a lower certificate whose first P2 move takes P1's opening cell (0, 0)
    let mut lo = read("fastest-n6-lower.sqf");
    lo[12] = 0;
    assert_eq!(check(&lo).unwrap_err(), "position X...../....../....../....../....../...... (ply 2): move 0 is not an empty cell");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The library's walk skips, at P1's turn two plies before a lower bound `k`, every P1 move
/// that creates at most one threat cell (`src/fastest/cert.rs`); this checker walks them all.
/// At P2's last free turn (ply `k - 3`) of the 6×6 lower certificate, the first ten decisions
/// that allow it are changed to a cell after which, by this file's own game, P1 has a move
/// making two threat cells while P2 holds none: both checkers must refuse each such change,
/// and must accept a change after which P1 has none (such a change moves no later byte: P2's
/// next turn, at ply `k - 1`, reads no byte).
#[test]
fn both_checkers_refuse_a_last_p2_decision_that_allows_a_double_threat() {
    let bytes = read("fastest-n6-lower.sqf");
    let lib = squarecert::fastest::cert::decode(&bytes, "fastest-n6-lower.sqf").unwrap();
    let (n, k) = (lib.n, lib.bound as usize);
    // (byte index, P1 stones, P2 stones) of the decisions at ply k - 3, in walk order
    let mut last = Vec::new();
    let mut at = 0;
    squarecert::fastest::cert::check_and_record(&lib, &mut |p1, p2, _| {
        if p1.len() + p2.len() + 1 == k - 3 {
            last.push((at, p1.to_vec(), p2.to_vec()));
        }
        at += 1;
    })
    .unwrap();
    // whether P1, to move after P2 plays `m`, has a move leaving two threat cells and P2 none
    let double = |p1: &[usize], p2: &[usize], m: usize| {
        let mut g = Game::new(n);
        p1.iter().for_each(|&c| g.cell[c] = 1);
        p2.iter().chain([&m]).for_each(|&c| g.cell[c] = 2);
        let empty: Vec<usize> = (0..n * n).filter(|&c| g.cell[c] == 0).collect();
        empty.into_iter().any(|c| {
            g.cell[c] = 1;
            let threats = (0..n * n).filter(|&t| g.completes(1, t)).count();
            let bad = threats >= 2 && g.threat(2).is_none();
            g.cell[c] = 0;
            bad
        })
    };
    let verdicts = |b: &[u8]| {
        let plain = walk(b, true, None);
        assert_eq!(check(b), plain, "the plain walk and last_two_plies differ");
        (plain.is_ok(), squarecert::fastest::cert::check(&squarecert::fastest::cert::decode(b, "mutant").unwrap()).is_ok())
    };
    let (mut refused, mut accepted) = (0, 0);
    for (i, p1, p2) in &last {
        if refused == 10 {
            break;
        }
        let free: Vec<usize> = (0..n * n).filter(|c| !p1.contains(c) && !p2.contains(c)).collect();
        if let Some(&m) = free.iter().find(|&&m| double(p1, p2, m)) {
            let mut b = bytes.clone();
            b[12 + i] = m as u8;
            assert_eq!(verdicts(&b), (false, false), "byte {i} set to {m}: both must refuse");
            refused += 1;
        }
        if accepted == 0 {
            if let Some(&m) = free.iter().find(|&&m| m != bytes[12 + i] as usize && !double(p1, p2, m)) {
                let mut b = bytes.clone();
                b[12 + i] = m as u8;
                assert_eq!(verdicts(&b), (true, true), "byte {i} set to {m}: both must accept");
                accepted += 1;
            }
        }
    }
    assert!(refused == 10 && accepted == 1, "{refused} refused, {accepted} accepted of {} decisions", last.len());
}

/// The layout above 16×16 (17×17 here; 18×18 alike): the byte 255 followed by e names the
/// cell 255 + e; up to 16×16 the byte 255 is the cell 255. Read by this checker's parser and
/// by the library's, which must agree.
#[test]
fn both_parsers_read_two_byte_moves_above_16x16_only() {
    let file = |n: u8, count: u32, body: &[u8]| {
        let mut v = b"SQF1".to_vec();
        v.extend_from_slice(&[n, 2, 11, 0]);
        v.extend_from_slice(&count.to_le_bytes());
        v.extend_from_slice(body);
        v
    };
    let f17 = file(17, 4, &[0, 255, 0, 255, 33, 144]);
    assert_eq!(parse(&f17).map(|c| c.moves), Ok(vec![0, 255, 288, 144]));
    let lib = squarecert::fastest::cert::decode(&f17, "f17").unwrap();
    assert_eq!(lib.moves, vec![0, 255, 288, 144]);
    let f16 = file(16, 2, &[255, 0]);
    assert_eq!(parse(&f16).map(|c| c.moves), Ok(vec![255, 0]));
    assert_eq!(squarecert::fastest::cert::decode(&f16, "f16").unwrap().moves, vec![255, 0]);
    assert_eq!(parse(&file(17, 2, &[1, 255])).err(), Some("the file ends inside a two-byte move".to_string()));
    assert_eq!(parse(&file(17, 3, &[1, 255, 2])).err(), Some("3 moves announced, 2 present".to_string()));
}

/// Strategies with quiet moves only at plies 1, 3 and 5 (docs/FASTEST.md §5, "Quiet
/// moves"): the library's cut search (`fastest::forcing`) writes an upper certificate in
/// which every P1 move from ply 7 on, forced blocks included, makes a threat; this checker
/// walks it with its own game, requiring that. Each completes at the exact ply of
/// certs/fastest.json: by 15 on 6×6 to 8×8, by 13 on 9×9 to 11×11. On 6×6 (at 15) and on
/// 9×9 to 11×11 (at 13) the cut search finds no strategy forcing from ply 5 on, so this
/// checker must refuse these certificates when asked for threats from ply 5 on. The
/// committed 9×9 certificate, written by the exact search, has a quiet move at ply 7 or later.
#[test]
fn strategies_forcing_from_ply_7_complete_at_the_exact_ply() {
    forcing_strategies_check(6..=11);
    let e = walk(&read("fastest-n9-upper.sqf"), false, Some(7)).unwrap_err();
    assert!(e.contains("makes no threat"), "{e}");
}

/// The same on 12×12 to 18×18 (`FORCING_CHECK_N`, comma-separated, picks boards).
#[test]
#[ignore = "12x12 to 18x18: about 10 min (16x16 116 s, 17x17 83 s, 18x18 319 s; make test-fastest)"]
fn strategies_forcing_from_ply_7_complete_by_13_on_12_to_18() {
    let ns: Vec<usize> = match std::env::var("FORCING_CHECK_N") {
        Ok(only) => only.split(',').map(|t| t.trim().parse().expect("FORCING_CHECK_N: comma-separated board sizes")).collect(),
        Err(_) => (12..=18).collect(),
    };
    forcing_strategies_check(ns);
}

/// Writes the cut strategy of each board of `ns` (forcing from ply 7, at the board's ply in
/// certs/fastest.json) as an upper certificate and walks it requiring threats from ply 7 on;
/// where no strategy forcing from ply 5 exists (6×6 and 9×9 up), requiring them from ply 5
/// on must fail at ply 5.
fn forcing_strategies_check(ns: impl IntoIterator<Item = usize>) {
    use squarecert::fastest::{cert, forcing};
    let t = table();
    for n in ns {
        let ply = t.iter().find(|e| e.0 == n).unwrap().1 as u32;
        let c = squarecert::with_bits_width!(n, forcing::upper_certificate(n, ply, 7)).unwrap();
        let bytes = cert::encode(&c);
        assert_eq!(walk(&bytes, false, Some(7)), Ok((n, ply as usize, true)), "n={n}");
        if n == 6 || n >= 9 {
            let e = walk(&bytes, false, Some(5)).unwrap_err();
            assert!(e.contains("makes no threat") && e.contains("(ply 5)"), "n={n}: {e}");
        }
        eprintln!("n={n}: cut certificate of {} bytes walked", bytes.len());
    }
}
