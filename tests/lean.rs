//! Tests of the Lean side: the Rust mirror (hand-computed plus-rule moves, WinsWith/DrawsWith
//! on tiny positions and on small tables built here by brute force), encoder/decoder round
//! trips, golden files of `emit`, the manifest tamper test, and the parity of the hand-written
//! Coq and Lean files (the same names, in the same order).

use squarecert::emit::{self, EmitConfig};
use squarecert::manifest;
use squarecert::mirror::{self, c, LCell, PlusReason, Rule, Stats, Strategy, Table, TableStrategy};
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

const RULE_FIXTURE: &str = "# a tiny rule fixture (not a winning catalog)
opening (2,2)
second (3,2)
except (2,1) -> (2,3)
except (3,3) -> (2,1)  # trailing comment
line (2,3) (3,3)
line (2,1) (1,2) (2,3)
";

fn fixture_rule() -> Rule {
    emit::validate_rule("fixture", RULE_FIXTURE.as_bytes()).unwrap()
}

fn play(rule: &Rule, n: usize, h: &[LCell]) -> (LCell, PlusReason) {
    mirror::plus_move_with(rule, n, h)
}

#[test]
fn rule_fixture_parses_the_same_strictly_and_as_lean_does() {
    let r = fixture_rule();
    assert_eq!(r.opening, c(2, 2));
    assert_eq!(r.second, c(3, 2));
    assert_eq!(r.exceptions, vec![(c(2, 1), c(2, 3)), (c(3, 3), c(2, 1))]);
    assert_eq!(r.lines, vec![vec![c(2, 3), c(3, 3)], vec![c(2, 1), c(1, 2), c(2, 3)]]);
    assert_eq!(mirror::parse_rule(RULE_FIXTURE), r);
}

#[test]
fn bad_rule_files_are_errors_naming_file_and_line() {
    let e = emit::validate_rule("r.txt", b"opening (2,2)\nsecond (3,2)\nlnie (1,1)\n").unwrap_err().to_string();
    assert!(e.contains("r.txt:3") && e.contains("lnie"), "{e}");
    let e = emit::validate_rule("r.txt", b"opening (2,2)\nline (1,1)\n").unwrap_err().to_string();
    assert!(e.contains("r.txt") && e.contains("second"), "{e}");
    let e = emit::validate_rule("r.txt", b"opening (2,2)\r\nsecond (3,2)\nline (1,1)\n").unwrap_err().to_string();
    assert!(e.contains("r.txt:1"), "{e}");
    // Lean's lenient parser poisons the opening on an unknown keyword.
    assert_eq!(mirror::parse_rule("opening (2,2)\nbogus 1\n").opening, mirror::BAD_CELL);
}

#[test]
fn plus_move_opening_exception_and_second() {
    let r = fixture_rule();
    assert_eq!(play(&r, 6, &[]), (c(2, 2), PlusReason::Opening));
    assert_eq!(play(&r, 6, &[c(2, 2), c(2, 1)]), (c(2, 3), PlusReason::Exception));
    assert_eq!(play(&r, 9, &[c(2, 2), c(3, 3)]), (c(2, 1), PlusReason::Exception));
    assert_eq!(play(&r, 6, &[c(2, 2), c(0, 0)]), (c(3, 2), PlusReason::Second));
}

#[test]
fn plus_move_win_block_line_fallback() {
    let r = fixture_rule();
    // P1 holds (2,2),(3,2),(2,3): (3,3) completes the unit square.
    let h = [c(2, 2), c(0, 0), c(3, 2), c(5, 5), c(2, 3), c(0, 5)];
    assert_eq!(play(&r, 6, &h), (c(3, 3), PlusReason::Win));
    // P2 holds (0,0),(1,0),(0,1): P1 must block (1,1).
    let h = [c(2, 2), c(0, 0), c(3, 2), c(1, 0), c(5, 5), c(0, 1)];
    assert_eq!(play(&r, 6, &h), (c(1, 1), PlusReason::Block));
    // P1 (2,2),(3,2); P2 (0,0),(5,5); ply 5. Line 0: (2,3) threatens (3,3), P2 blocks it,
    // then (3,3) is taken: dead. Line 1: (2,1) threatens (3,1) (blocked), (1,2) threatens
    // (1,1) (blocked), (2,3) threatens (3,3) and (1,3) at ply 9 ≤ 15: live; next cell (2,1).
    let h = [c(2, 2), c(0, 0), c(3, 2), c(5, 5)];
    assert!(!mirror::is_live(6, &[c(2, 2), c(3, 2)], &[c(0, 0), c(5, 5)], 5, &r.lines[0]));
    assert_eq!(play(&r, 6, &h), (c(2, 1), PlusReason::Line(1)));
    // The double threat must come by ply 15 (completion by 17): from ply 11 it comes at 15,
    // from ply 13 at 17, too late.
    assert!(mirror::is_live(6, &[c(2, 2), c(3, 2)], &[c(0, 0), c(5, 5)], 11, &r.lines[1]));
    assert!(!mirror::is_live(6, &[c(2, 2), c(3, 2)], &[c(0, 0), c(5, 5)], 13, &r.lines[1]));
    // With (1,1) taken by P2 no line lives: fallback to the first free cell, (1,0).
    let h = [c(2, 2), c(0, 0), c(3, 2), c(1, 1)];
    assert_eq!(play(&r, 6, &h), (c(1, 0), PlusReason::Fallback));
    let s = mirror::PlusStrategy { rule: r, abort_on_fallback: true };
    let e = s.play(6, &h).unwrap_err().to_string();
    assert!(e.contains("falls back") && e.contains("(1,1)"), "{e}");
}

#[test]
fn threats_count_every_p2_stone() {
    // Far stones (0,9) and (9,9) with (0,0): P2 threat at (9,0) on a 10x10 board.
    let t = mirror::threats(10, &[c(0, 0), c(0, 9), c(9, 9)], &[]);
    assert_eq!(t, vec![c(9, 0)]);
    // Two threats, row-major order, no duplicates.
    let t = mirror::threats(6, &[c(1, 1), c(2, 1), c(1, 2), c(3, 1), c(1, 3)], &[]);
    assert_eq!(t, vec![c(2, 2), c(3, 3)]);
}

/// A strategy from a closure.
struct F<G: Fn(usize, &[LCell]) -> LCell>(G);
impl<G: Fn(usize, &[LCell]) -> LCell> Strategy for F<G> {
    fn play(&self, n: usize, h: &[LCell]) -> anyhow::Result<LCell> {
        Ok((self.0)(n, h))
    }
}

fn interleave(a: &[LCell], b: &[LCell]) -> Vec<LCell> {
    a.iter().zip(b).flat_map(|(x, y)| [*x, *y]).collect()
}

#[test]
fn wins_with_on_a_double_threat() {
    // P1 (1,0),(0,1),(2,0),(0,2); P2 (3,3),(3,1),(2,3),(1,2); no threats. P1 plays (0,0):
    // threats (1,1) and (2,2); every one of the 7 replies loses to the other completion.
    let h = interleave(&[c(1, 0), c(0, 1), c(2, 0), c(0, 2)], &[c(3, 3), c(3, 1), c(2, 3), c(1, 2)]);
    let greedy = F(|n: usize, h: &[LCell]| {
        let (a, b) = (mirror::p1_stones(h), mirror::p2_stones(h));
        mirror::cells(n).into_iter().find(|&x| mirror::free(&a, &b, x) && mirror::completes(n, &a, x)).unwrap_or(c(0, 0))
    });
    let mut st = Stats::default();
    assert!(mirror::wins_with(&greedy, 4, &h, &mut st).unwrap());
    assert_eq!(st, Stats { own_nodes: 8, opp_nodes: 1, wins: 7, full: 0 });
    // Playing an occupied or an off-board cell fails at once.
    assert!(!mirror::wins_with(&F(|_, _| c(1, 0)), 4, &h, &mut Stats::default()).unwrap());
    assert!(!mirror::wins_with(&F(|n, _| c(n, 0)), 4, &h, &mut Stats::default()).unwrap());
}

#[test]
fn completes_agrees_with_the_square_definition() {
    // Every square on the board, by (x, y, d): c completes iff some square has c as a corner
    // and the other three corners in S. Checked on every S of a 4x4 sub-pattern family.
    let n = 5;
    let squares: Vec<[LCell; 4]> = (0..n)
        .flat_map(|x| (0..n).flat_map(move |y| (1..n).map(move |d| (x, y, d))))
        .filter(|&(x, y, d)| x + d < n && y + d < n)
        .map(|(x, y, d)| [c(x, y), c(x + d, y), c(x, y + d), c(x + d, y + d)])
        .collect();
    let cells = mirror::cells(n);
    let mut seed = 12345u64;
    for _ in 0..3000 {
        let mut s = Vec::new();
        for &x in &cells {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            if seed >> 61 == 0 {
                s.push(x);
            }
        }
        for &x in &cells {
            let spec = squares.iter().any(|q| q.contains(&x) && q.iter().all(|k| *k == x || s.contains(k)));
            assert_eq!(mirror::completes(n, &s, x), spec, "S={s:?} c={x}");
        }
    }
}

// ------------------------------------------------------------------------------------------
// Small tables built by brute force (n ≤ 3), in format v1.
// ------------------------------------------------------------------------------------------

/// Game value for P1 (+1 win, 0 draw, -1 loss) at (a, b), by exhaustive search.
fn solve(n: usize, a: &[LCell], b: &[LCell], memo: &mut HashMap<(u64, u64), i8>) -> i8 {
    let key = (mirror::mask_of(n, a), mirror::mask_of(n, b));
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let p1 = a.len() == b.len();
    let mut best: i8 = if p1 { -2 } else { 2 };
    let mut any = false;
    for x in mirror::cells(n) {
        if !mirror::free(a, b, x) {
            continue;
        }
        any = true;
        let v = if p1 {
            if mirror::completes(n, a, x) {
                1
            } else {
                let mut a2 = a.to_vec();
                a2.push(x);
                solve(n, &a2, b, memo)
            }
        } else if mirror::completes(n, b, x) {
            -1
        } else {
            let mut b2 = b.to_vec();
            b2.push(x);
            solve(n, a, &b2, memo)
        };
        best = if p1 { best.max(v) } else { best.min(v) };
    }
    let v = if any { best } else { 0 };
    memo.insert(key, v);
    v
}

/// The table strategy, filling missing keys with the first move that keeps the owner from
/// losing (stored in the canonical orientation, as the format requires).
struct Builder {
    owner: u64,
    entries: RefCell<BTreeMap<u64, u64>>,
    memo: RefCell<HashMap<(u64, u64), i8>>,
}

impl Strategy for Builder {
    fn play(&self, n: usize, h: &[LCell]) -> anyhow::Result<LCell> {
        let t = Table { n: n as u64, owner: self.owner, goal: 0, entries: self.table_entries() };
        let mv = TableStrategy { table: Some(t) }.play(n, h)?;
        if mv != c(n, n) {
            return Ok(mv);
        }
        let (a, b) = (mirror::p1_stones(h), mirror::p2_stones(h));
        let mut memo = self.memo.borrow_mut();
        let Some(good) = mirror::cells(n)
            .into_iter()
            .filter(|&x| mirror::free(&a, &b, x))
            .find(|&x| {
                let (mut a2, mut b2) = (a.clone(), b.clone());
                if self.owner == 1 {
                    a2.push(x);
                } else {
                    b2.push(x);
                }
                let v = solve(n, &a2, &b2, &mut memo);
                if self.owner == 1 { v >= 0 } else { v <= 0 }
            })
        else {
            // A full board (Lean's lookup misses too; the check answers before using it).
            return Ok(c(n, n));
        };
        let (key, g) = mirror::canonical(n, &a, &b);
        let m = mirror::symm_cell(n, g, good);
        self.entries.borrow_mut().insert(key, (m.y * n + m.x) as u64);
        Ok(good)
    }
}

impl Builder {
    fn table_entries(&self) -> Vec<u64> {
        self.entries.borrow().iter().map(|(k, m)| k * 32 + m).collect()
    }
}

/// A draw table for (n, owner) in format v1, built by brute force.
fn build_draw_table(n: usize, owner: u64) -> Vec<u8> {
    let b = Builder { owner, entries: RefCell::default(), memo: RefCell::default() };
    let ok = if owner == 1 {
        mirror::draws_with_p1(&b, n, &[], &mut Stats::default()).unwrap()
    } else {
        mirror::draws_with_p2(&b, n, &[], &mut Stats::default()).unwrap()
    };
    assert!(ok);
    mirror::table_encode(&Table { n: n as u64, owner, goal: 0, entries: b.table_entries() })
}

#[test]
fn draws_with_tables_built_here() {
    for n in 1..=3 {
        for owner in [1u64, 2] {
            let bytes = build_draw_table(n, owner);
            let name = emit::draw_file(n, owner as usize);
            let t = emit::validate_table(&name, &bytes, n, owner, 0).unwrap();
            let s = TableStrategy { table: Some(t.clone()) };
            let mut st = Stats::default();
            let ok = if owner == 1 {
                mirror::draws_with_p1(&s, n, &[], &mut st).unwrap()
            } else {
                mirror::draws_with_p2(&s, n, &[], &mut st).unwrap()
            };
            assert!(ok, "{name}");
            assert!(st.own_nodes + st.opp_nodes > 0);
            // Drop one entry: some position loses its move, so the check fails.
            if !t.entries.is_empty() {
                let mut t2 = t.clone();
                t2.entries.remove(0);
                let s2 = TableStrategy { table: Some(t2) };
                let ok2 = if owner == 1 {
                    mirror::draws_with_p1(&s2, n, &[], &mut Stats::default()).unwrap()
                } else {
                    mirror::draws_with_p2(&s2, n, &[], &mut Stats::default()).unwrap()
                };
                assert!(!ok2, "{name} without its first entry");
            }
        }
    }
    // Known sizes: on 1x1 P1's only position is the empty board (one entry).
    assert_eq!(build_draw_table(1, 1).len(), 12 + 8);
    // A missing table never draws.
    assert!(!mirror::draws_with_p1(&TableStrategy { table: None }, 2, &[], &mut Stats::default()).unwrap());
}

#[test]
fn hex_and_table_round_trips() {
    let bytes: Vec<u8> = (0..=255u8).collect();
    let hex = mirror::hex_of_bytes(&bytes);
    assert_eq!(&hex[..8], "00010203");
    assert_eq!(mirror::bytes_of_hex(&hex).unwrap(), bytes);
    assert_eq!(mirror::bytes_of_hex("0A0b").unwrap(), vec![10, 11]);
    assert!(mirror::bytes_of_hex("abc").is_none());
    assert!(mirror::bytes_of_hex("zz").is_none());
    let t = Table { n: 3, owner: 2, goal: 0, entries: vec![5, (3 << 30) | 7, 1 << 40] };
    let enc = mirror::table_encode(&t);
    assert_eq!(&enc[..12], &[83, 81, 84, 66, 1, 3, 2, 0, 3, 0, 0, 0]);
    assert_eq!(mirror::table_decode(&mirror::hex_of_bytes(&enc)).unwrap(), t);
    // A truncated file does not decode.
    assert!(mirror::table_decode(&mirror::hex_of_bytes(&enc[..enc.len() - 1])).is_none());
    // Lookup finds exactly the stored keys.
    assert_eq!(mirror::table_lookup(&t, 0), Some(5));
    assert_eq!(mirror::table_lookup(&t, (3 << 30) >> 5), Some(7));
    assert_eq!(mirror::table_lookup(&t, 1), None);
}

#[test]
fn symmetries_invert() {
    for n in 1..=5 {
        for g in 0..8 {
            for x in mirror::cells(n) {
                assert_eq!(mirror::symm_cell(n, mirror::symm_inv(g), mirror::symm_cell(n, g, x)), x);
            }
        }
    }
}

#[test]
fn bad_tables_are_errors_naming_the_file() {
    let mut enc = mirror::table_encode(&Table { n: 2, owner: 1, goal: 0, entries: vec![1, 0] });
    let e = emit::validate_table("t.sqt", &enc, 2, 1, 0).unwrap_err().to_string();
    assert!(e.contains("t.sqt") && e.contains("increasing"), "{e}");
    enc[5] = 3;
    let e = emit::validate_table("t.sqt", &enc, 2, 1, 0).unwrap_err().to_string();
    assert!(e.contains("t.sqt") && e.contains("n=3"), "{e}");
    let e = emit::validate_table("t.sqt", b"XXXX", 2, 1, 0).unwrap_err().to_string();
    assert!(e.contains("t.sqt"), "{e}");
}

#[test]
fn an_opening_table_for_another_pair_is_an_error_naming_the_file() {
    let cell = squarecert::model::Cell::new;
    let w = squarecert::opencert::WinTable { n: 6, opening: cell(2, 2), second: cell(3, 3), max_ply: 23, entries: BTreeMap::new() };
    let e = emit::validate_opening("o.sqo", &squarecert::opencert::encode(&w)).unwrap_err().to_string();
    assert!(e.contains("o.sqo") && e.contains("(3,3)") && e.contains("make openings"), "{e}");
    let ok = squarecert::opencert::WinTable { second: cell(3, 2), ..w };
    assert_eq!(emit::validate_opening("o.sqo", &squarecert::opencert::encode(&ok)).unwrap().second, cell(3, 2));
    let e = emit::validate_opening("o.sqo", b"SQTB").unwrap_err().to_string();
    assert!(e.contains("o.sqo") && e.contains("SQOW"), "{e}");
}

// ------------------------------------------------------------------------------------------
// Fixture certificate folder, golden files, manifest and tamper test.
// ------------------------------------------------------------------------------------------

fn tmpdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("squarecert-lean-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A fresh temporary folder tagged `tag` holding a fixture `certs/` folder
/// ([`write_fixture_certs`]); returns (the folder, its `certs/`).
fn fixture_certs(tag: &str) -> (PathBuf, PathBuf) {
    let dir = tmpdir(tag);
    let certs = dir.join("certs");
    std::fs::create_dir_all(&certs).unwrap();
    write_fixture_certs(&certs);
    (dir, certs)
}

/// A complete fixture `certs/` folder: the rule fixture, real draw tables for n ≤ 3, and
/// tiny (not winning) but well-formed tables for n = 4, the 5×5 win and the 6×6 opening.
fn write_fixture_certs(dir: &Path) {
    std::fs::write(dir.join(emit::RULE_FILE), RULE_FIXTURE).unwrap();
    for n in 1..=3 {
        for p in [1u64, 2] {
            std::fs::write(dir.join(emit::draw_file(n, p as usize)), build_draw_table(n, p)).unwrap();
        }
    }
    // One entry each, valid under the strict reader: P1 to move on the empty board plays
    // (1,1) (key 0, move 5); P2 answers P1's corner (0,0) (key 1, canonical) with (1,1).
    for (p, entry) in [(1u64, 5u64), (2, 1 << 5 | 5)] {
        let t = Table { n: 4, owner: p, goal: 0, entries: vec![entry] };
        std::fs::write(dir.join(emit::draw_file(4, p as usize)), mirror::table_encode(&t)).unwrap();
    }
    let t = Table { n: 5, owner: 1, goal: 1, entries: vec![12] };
    std::fs::write(dir.join(emit::WIN5_FILE), mirror::table_encode(&t)).unwrap();
    // A well-formed (not winning) 5x5 rule: the opening alone.
    std::fs::write(dir.join(emit::RULE5_FILE), "# fixture\nvcf 2\nquiet ...../...../...../...../..... (2,2)\n").unwrap();
    // One entry: P1 (2,2), (3,2) and P2 (0,0) (masks 2^14 + 2^15 and 2^0), P1 plays (1,1).
    let (o, s) = (squarecert::model::Cell::new(2, 2), squarecert::model::Cell::new(3, 2));
    let w = squarecert::opencert::WinTable { n: 6, opening: o, second: s, max_ply: 23, entries: BTreeMap::from([((1 << 14 | 1 << 15, 1), 7)]) };
    std::fs::write(dir.join(emit::OPEN6_FILE), squarecert::opencert::encode(&w)).unwrap();
    // The real 5x5 fastest-win upper certificate and its fastest.json entry alone.
    let real = Path::new(env!("CARGO_MANIFEST_DIR")).join("certs");
    let name = squarecert::fastest::cert_name(5, squarecert::fastest::cert::Kind::Upper);
    std::fs::copy(real.join(&name), dir.join(&name)).unwrap();
    let five: Vec<_> = squarecert::fastest::read_table(&real).unwrap().into_iter().filter(|s| s.n == 5).collect();
    std::fs::write(dir.join(squarecert::fastest::TABLE_FILE), serde_json::to_string_pretty(&five).unwrap()).unwrap();
}

#[test]
fn golden_emit_for_a_small_configuration() {
    let (dir, certs) = fixture_certs("golden");
    let cfg = EmitConfig { certs: certs.clone(), lean: dir.join("lean"), coq: dir.join("coq"), plus_range: 6..=6, fastest_range: 5..=5 };
    let inp = emit::read_inputs(&certs, &cfg.fastest_range).unwrap();
    let files = emit::render_all(&cfg, &inp).unwrap();
    assert_eq!(files.iter().filter(|g| g.prover == emit::Prover::Coq).count(), 14, "every Lean file has a Coq twin, plus _CoqProject");
    assert_eq!(files.iter().filter(|g| g.prover == emit::Prover::Lean).count(), 13);
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    for f in &files {
        // The header names no folder: the temporary folders leave no trace in the text.
        assert!(!f.text.contains(&*dir.to_string_lossy()), "{} names the folder {}", f.rel.display(), dir.display());
        let text = f.text.clone();
        let g = match f.prover {
            emit::Prover::Lean => golden.join(&f.rel),
            emit::Prover::Coq => golden.join("coq").join(&f.rel),
        };
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::create_dir_all(g.parent().unwrap()).unwrap();
            std::fs::write(&g, &text).unwrap();
        }
        let want = std::fs::read_to_string(&g).unwrap_or_else(|_| panic!("missing golden {}; run with UPDATE_GOLDEN=1", g.display()));
        assert_eq!(*text, want, "golden {} differs", g.display());
    }
    // emit writes exactly the rendered files.
    let written = emit::emit(&cfg).unwrap();
    assert_eq!(written.len(), 27);
    for f in &files {
        assert_eq!(std::fs::read_to_string(cfg.path_of(f)).unwrap(), f.text);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn only_the_fastest_boards_in_range_are_read() {
    // fastest.json lists 5x5 and 6x6, and the 6x6 upper certificate is garbage: reading the
    // inputs for the fastest range 5..=5 must not touch it; 5..=6 must fail naming it.
    let (dir, certs) = fixture_certs("fastest-range");
    let real = Path::new(env!("CARGO_MANIFEST_DIR")).join("certs");
    let two: Vec<_> = squarecert::fastest::read_table(&real).unwrap().into_iter().filter(|s| s.n <= 6).collect();
    assert_eq!(two.len(), 2);
    std::fs::write(certs.join(squarecert::fastest::TABLE_FILE), serde_json::to_string_pretty(&two).unwrap()).unwrap();
    let six = squarecert::fastest::cert_name(6, squarecert::fastest::cert::Kind::Upper);
    std::fs::write(certs.join(&six), b"not a certificate").unwrap();
    let inp = emit::read_inputs(&certs, &(5..=5)).unwrap();
    assert_eq!(inp.fastest.iter().map(|(_, t)| t.n).collect::<Vec<_>>(), vec![5]);
    let e = format!("{:#}", emit::read_inputs(&certs, &(5..=6)).expect_err("the 6x6 certificate is garbage"));
    assert!(e.contains(&six), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_every_n_theorem_is_stated_only_when_the_boards_6_to_17_are_in_range() {
    // Theorems/Outcome states plus_wins_every_n_of_far (Locality + the boards 6..=17) in both
    // provers, and Assumptions prints it, exactly when the plus range holds every base board.
    let certs = Path::new(env!("CARGO_MANIFEST_DIR")).join("certs");
    let inp = emit::read_inputs(&certs, &(5..=8)).unwrap();
    for (range, want) in [(6..=17, true), (6..=16, false), (7..=17, false), (6..=20, true)] {
        let cfg = EmitConfig { certs: certs.clone(), lean: PathBuf::from("lean"), coq: PathBuf::from("coq"), plus_range: range.clone(), fastest_range: 5..=8 };
        let files = emit::render_all(&cfg, &inp).unwrap();
        let text = |rel: &str, prover: emit::Prover| files.iter().find(|g| g.prover == prover && g.rel == Path::new(rel)).unwrap().text.clone();
        let coq = text("SquareGame/Theorems/Outcome.v", emit::Prover::Coq);
        let lean = text("SquareGame/Theorems/Outcome.lean", emit::Prover::Lean);
        assert_eq!(coq.contains("Theorem plus_wins_every_n_of_far : PlusFarPairsGood ->"), want, "{range:?}");
        assert_eq!(lean.contains("theorem plus_wins_every_n_of_far (hfar : PlusFarPairsGood)"), want, "{range:?}");
        assert_eq!(lean.contains("import SquareGame.Locality"), want, "{range:?}");
        let ns: Vec<usize> = range.clone().collect();
        assert_eq!(emit::headline_theorems(&ns, &[5, 6, 7, 8]).iter().any(|t| t == "plus_wins_every_n_of_far"), want, "{range:?}");
        let assumptions = text("SquareGame/Theorems/Assumptions.v", emit::Prover::Coq);
        assert_eq!(assumptions.contains("Print Assumptions plus_wins_every_n_of_far."), want, "{range:?}");
        assert!(assumptions.contains("Print Assumptions boxGood_sound."));
        // The seed's plus_wins_with and outcome for every n, with n = 0 (issue 10), likewise.
        assert_eq!(coq.contains("Theorem plus_wins_with {n : N} (h : 6 <= n) : WinsWith plusMove n []."), want, "{range:?}");
        assert_eq!(lean.contains("theorem plus_wins_with {n : Nat} (h : 6 ≤ n) : WinsWith plusMove n [] :="), want, "{range:?}");
        assert_eq!(coq.contains("Theorem outcome (n : N) :\n"), want, "{range:?}");
        assert_eq!(lean.contains("theorem outcome (n : Nat) :\n"), want, "{range:?}");
        assert_eq!(lean.contains("import SquareGame.FarPairs"), want, "{range:?}");
        for t in ["plus_wins_with", "outcome_0", "outcome"] {
            assert_eq!(assumptions.contains(&format!("Print Assumptions {t}.")), want, "{range:?} {t}");
        }
        assert!(coq.contains("Theorem outcome_upto (n : N) (h1 : 1 <= n)") && lean.contains("theorem outcome_upto (n : Nat) (h1 : 1 ≤ n)"));
        if want {
            // Every base board's theorem is used once.
            for n in 6..=17 {
                assert_eq!(coq.matches(&format!("exact plus_wins_with_{n}|]")).count() + coq.matches(&format!("exact plus_wins_with_{n}.")).count(), 1, "n = {n}");
                assert_eq!(lean.matches(&format!("| {n}, _, _ => exact plus_wins_with_{n}\n")).count(), 1, "n = {n}");
            }
        }
    }
}

#[test]
fn manifest_is_deterministic_and_a_flipped_byte_fails_check_naming_the_file() {
    let (dir, certs) = fixture_certs("tamper");
    let over = manifest::parse_overrides(&["plus-rule.txt=squarecert search".to_string()]).unwrap();
    let m1 = manifest::write(&certs, &over).unwrap();
    let bytes1 = std::fs::read(certs.join(manifest::MANIFEST_FILE)).unwrap();
    // Rewriting keeps the recorded command and is byte-identical.
    let m2 = manifest::write(&certs, &BTreeMap::new()).unwrap();
    assert_eq!(m1, m2);
    assert_eq!(std::fs::read(certs.join(manifest::MANIFEST_FILE)).unwrap(), bytes1);
    assert_eq!(m1.files.len(), 13);
    assert_eq!(m1.files[0].path, "fastest-n5-upper.sqf");
    assert_eq!(m1.files[1].path, emit::OPEN6_FILE);
    assert_eq!(m1.files[2].path, "plus-rule.txt");
    assert_eq!(m1.files[2].command, "squarecert search");
    assert_eq!(m1.files[2].size, RULE_FIXTURE.len() as u64);
    assert_eq!((m1.files[3].path.as_str(), m1.files[3].command.as_str()), ("rule5.txt", "squarecert certify-rule5 --vcf 5 --deadline 21 --default potential"));
    assert_eq!(m1.files[4].command, "squarecert certify --all");
    assert_eq!(manifest::verify(&certs).unwrap(), 13);

    // Flip one byte of one table: check fails and names the file.
    let victim = certs.join(emit::draw_file(2, 2));
    let mut b = std::fs::read(&victim).unwrap();
    b[13] ^= 0x40;
    std::fs::write(&victim, &b).unwrap();
    let cfg = squarecert::check::CheckConfig {
        emit: EmitConfig { certs: certs.clone(), lean: dir.join("lean"), coq: dir.join("coq"), plus_range: 6..=6, fastest_range: 5..=5 },
        mirror_range: 6..=6,
        lean: false,
        coq: false,
        coq_range: None,
        coq_fastest_range: None,
        mirror: true,
        fastest: true,
        fastest_walk_max: None,
    };
    let e = format!("{:#}", squarecert::check::check(&cfg).unwrap_err());
    assert!(e.contains("small-n2-p2-draw.sqt") && e.contains("sha256 mismatch"), "{e}");
    // A missing file is named too.
    std::fs::remove_file(&victim).unwrap();
    let e = format!("{:#}", manifest::verify(&certs).unwrap_err());
    assert!(e.contains("small-n2-p2-draw.sqt") && e.contains("missing"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn check_runs_the_mirror_and_reports_false_results() {
    // With the fixture certificates (the n = 4 tables are not real draws), check passes the
    // digests and the generated-file comparison, then the mirror fails on the fake tables.
    let (dir, certs) = fixture_certs("check");
    // check walks the opening table before the mirror: the real one passes.
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("certs").join(emit::OPEN6_FILE), certs.join(emit::OPEN6_FILE)).unwrap();
    manifest::write(&certs, &BTreeMap::new()).unwrap();
    let ecfg = EmitConfig { certs: certs.clone(), lean: dir.join("lean"), coq: dir.join("coq"), plus_range: 6..=6, fastest_range: 5..=5 };
    let cfg = squarecert::check::CheckConfig {
        emit: ecfg.clone(),
        mirror_range: std::ops::RangeInclusive::new(6, 5),
        lean: false,
        coq: false,
        coq_range: None,
        coq_fastest_range: None,
        mirror: true,
        fastest: true,
        fastest_walk_max: None,
    };
    // Before emit the generated modules are missing.
    let e = format!("{:#}", squarecert::check::check(&cfg).unwrap_err());
    assert!(e.contains("not up to date") && e.contains("Data/PlusRule.lean"), "{e}");
    emit::emit(&ecfg).unwrap();
    let e = format!("{:#}", squarecert::check::check(&cfg).unwrap_err());
    assert!(e.contains("mirror check failed") && e.contains("small-n4-p1-draw.sqt") && e.contains("table5"), "{e}");
    assert!(!e.contains("small-n3-p1-draw.sqt"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

// ------------------------------------------------------------------------------------------
// The two developments mirror each other file for file and lemma for lemma.
// ------------------------------------------------------------------------------------------

/// The names a prover file declares, in order: Coq `Definition`, `Fixpoint`, `Lemma`,
/// `Theorem`, `Record`, `Inductive`; Lean `def`, `theorem`, `structure`, `abbrev`, `inductive`
/// (a dotted Lean name such as `FastTable.decode` counts by its last part). Only declarations
/// at the start of a line count.
fn declared(text: &str, coq: bool) -> Vec<String> {
    let kinds: &[&str] = if coq { &["Definition", "Fixpoint", "Lemma", "Theorem", "Record", "Inductive"] } else { &["def", "theorem", "structure", "abbrev", "inductive"] };
    text.lines()
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            let k = w.next()?;
            if !kinds.contains(&k) {
                return None;
            }
            let name = w.next()?.trim_end_matches(':');
            Some(name.rsplit('.').next().unwrap_or(name).to_string())
        })
        .collect()
}

/// Every hand-written file of the Coq development and its Lean twin declare the same names in
/// the same order, apart from the listed ones: Coq's stand-ins for Lean core (`allL`, `ifAnd`,
/// a search tree for `Array`, ...), Lean's for Coq's library, and the two theorems of
/// DelayLemmas.v that Lean takes from EveryN.lean and FastestLemmas.lean (one Lean namespace
/// holds each name once). Adding a lemma on one side only fails here.
#[test]
fn hand_written_twins_declare_the_same_names_in_the_same_order() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let pairs: &[(&str, &[&str], &[&str])] = &[
        ("Basic", &["cellEqb", "upFrom", "upTo", "anyL", "allL", "contains", "onBoardb"], &[]),
        ("Lemmas", &["ifAnd", "ifOr", "ifImp", "ifNot", "negbNot", "allL_sound", "anyL_sound", "anyL_complete", "upTo_spec", "onBoardb_sound", "cellEqb_spec", "contains_spec"], &["boolAnd", "boolOr", "boolImp", "boolNot"]),
        ("Table", &["Tree", "treeOf", "decodeTable"], &["decode"]),
        ("Fastest", &["decodeFastTable", "fastLookup"], &["decode", "lookup"]),
        ("FastestLemmas", &[], &[]),
        ("Opening", &["decodeOpenTable", "openLookup"], &["decode", "lookup"]),
        ("OpeningLemmas", &[], &[]),
        ("PlusRule", &["isDigit", "isAlpha", "takeWhile", "dropWhile"], &[]),
        ("Rule5", &[], &[]),
        ("EveryN", &["allL_complete", "onBoardb_complete", "cellEqb_false", "cellEqb_ne"], &["boolAndIntro", "boolOrLeft", "boolOrRight", "exists_not_mem", "cell_ext", "fold_insert_sorted", "cell_ne_of_bne"]),
        ("Delay", &[], &[]),
        ("DelayLemmas", &["free_spec", "p1CanWinBy_mono"], &["boolEq", "equiv_cons_l", "onBoard_mk", "notFull_gen", "map_symApply_nil", "map_symApply_rev", "map_symApply_onBoard"]),
        ("Closed", &[], &[]),
        ("Classes", &[], &["find_some_mem"]),
        ("Lockstep", &[], &[]),
        ("FarPairs", &[], &[]),
        ("Window", &["upFrom_ge", "upFrom_nodup", "nodup_app"], &[]),
        ("Frames", &[], &[]),
    ];
    for (file, coq_only, lean_only) in pairs {
        let coq = declared(&std::fs::read_to_string(root.join(format!("coq/SquareGame/{file}.v"))).unwrap(), true);
        let lean = declared(&std::fs::read_to_string(root.join(format!("lean/SquareGame/{file}.lean"))).unwrap(), false);
        assert!(!coq.is_empty() && !lean.is_empty(), "{file}: no declarations read");
        let coq_rest: Vec<&String> = coq.iter().filter(|n| !coq_only.contains(&n.as_str())).collect();
        let lean_rest: Vec<&String> = lean.iter().filter(|n| !lean_only.contains(&n.as_str())).collect();
        assert_eq!(coq_rest, lean_rest, "{file}.v and {file}.lean declare different names or orders");
        // Every listed exception is real (a stale list would hide a missing twin).
        for n in coq_only.iter() {
            assert!(coq.iter().any(|c| c == n) && !lean.iter().any(|l| l == n), "{file}: {n} is not Coq-only");
        }
        for n in lean_only.iter() {
            assert!(lean.iter().any(|l| l == n) && !coq.iter().any(|c| c == n), "{file}: {n} is not Lean-only");
        }
    }
}

/// Every hand-written Lean module (`lean/SquareGame/*.lean`) is built (named in a `globs` list
/// of `lean/lakefile.toml`) and imported by the root module `lean/SquareGame.lean`, as its Coq
/// twin is by `coq/SquareGame.v`: a module left out would never be checked once Lean runs.
#[test]
fn every_hand_written_lean_module_is_built_and_imported() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lake = std::fs::read_to_string(root.join("lean/lakefile.toml")).unwrap();
    let top = std::fs::read_to_string(root.join("lean/SquareGame.lean")).unwrap();
    let coq_top = std::fs::read_to_string(root.join("coq/SquareGame.v")).unwrap();
    let mut seen = 0;
    for e in std::fs::read_dir(root.join("lean/SquareGame")).unwrap() {
        let p = e.unwrap().path();
        let Some(stem) = p.file_stem().and_then(|s| s.to_str()).filter(|_| p.extension().is_some_and(|x| x == "lean")) else { continue };
        let module = format!("SquareGame.{stem}");
        assert!(lake.contains(&format!("\"{module}\"")), "{module} is in no globs list of lean/lakefile.toml");
        assert!(top.lines().any(|l| l.trim() == format!("import {module}")), "lean/SquareGame.lean does not import {module}");
        assert!(coq_top.split_whitespace().any(|w| w.trim_end_matches('.') == stem), "coq/SquareGame.v does not export {stem}");
        seen += 1;
    }
    assert_eq!(seen, 19, "the hand-written Lean modules (Basic, Lemmas, Table, ..., Delay, DelayLemmas, Locality, Closed, Classes, Lockstep, FarPairs, Window, Frames)");
}

/// Builds real 4x4 draw tables by brute force and checks them with the mirror (slow: run with
/// `cargo test --release -- --ignored n4`).
#[test]
#[ignore]
fn n4_draw_tables_by_brute_force() {
    for owner in [1u64, 2] {
        let t0 = std::time::Instant::now();
        let bytes = build_draw_table(4, owner);
        let built = t0.elapsed().as_secs_f64();
        let t = emit::validate_table("n4", &bytes, 4, owner, 0).unwrap();
        let s = TableStrategy { table: Some(t.clone()) };
        let mut st = Stats::default();
        let t1 = std::time::Instant::now();
        let ok = if owner == 1 {
            mirror::draws_with_p1(&s, 4, &[], &mut st).unwrap()
        } else {
            mirror::draws_with_p2(&s, 4, &[], &mut st).unwrap()
        };
        println!(
            "n=4 owner P{owner}: {} entries, built in {built:.1}s, mirror {ok} in {:.2}s, {st:?}",
            t.entries.len(),
            t1.elapsed().as_secs_f64()
        );
        assert!(ok);
    }
}
