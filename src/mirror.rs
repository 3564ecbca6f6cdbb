//! A Rust mirror of the Lean definitions in `lean/SquareGame/{Basic,Table,PlusRule}.lean`.
//!
//! Every function here follows one Lean definition of the same name (snake_case), with the same
//! recursion, the same short-circuit order and the same decoding of the rule text and of the
//! hex tables, so that running it exercises the logic Lean's `native_decide` will run. It is a
//! reference, not a fast verifier: `wins_with` expands every P2 reply (about 3·n⁶ leaves on the
//! plus rule). Lean lists become `Vec`s; the lists of stones are only ever used as sets (the
//! Lean functions on them do not depend on the order), so the mirror appends where Lean
//! prepends.
//!
//! One deliberate difference, conservative: the plus-rule strategy can be asked to abort the
//! mirror at a fallback move (`PlusStrategy::abort_on_fallback`); Lean would instead try to
//! enumerate the quiet subtree, which DESIGN §3.1 counts as a failed verification anyway.

use anyhow::{bail, Result};

/// A cell `(x, y)` as in Lean's `SquareGame.Cell` (natural numbers; the mirror uses `usize`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LCell {
    /// Column.
    pub x: usize,
    /// Row.
    pub y: usize,
}

/// Shorthand for `LCell { x, y }`.
pub const fn c(x: usize, y: usize) -> LCell {
    LCell { x, y }
}

impl std::fmt::Display for LCell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// Lean `OnBoard n c`: `c.x < n ∧ c.y < n`.
pub fn on_board(n: usize, c: LCell) -> bool {
    c.x < n && c.y < n
}

/// Lean `cells n`: the board in row-major order.
pub fn cells(n: usize) -> Vec<LCell> {
    (0..n * n).map(|i| c(i % n, i / n)).collect()
}

/// Lean `completes n S c`: some stone `s ∈ S` in `c`'s row at distance `d ≥ 1` spans, with `c`,
/// the edge of a square (above or below) whose other two corners are in `S`.
#[allow(clippy::manual_abs_diff)] // written as in Lean
pub fn completes(n: usize, s_list: &[LCell], cl: LCell) -> bool {
    s_list.iter().any(|s| {
        let d = if s.x < cl.x { cl.x - s.x } else { s.x - cl.x };
        s.y == cl.y
            && d != 0
            && ((cl.y + d < n && s_list.contains(&c(cl.x, cl.y + d)) && s_list.contains(&c(s.x, cl.y + d)))
                || (d <= cl.y && s_list.contains(&c(cl.x, cl.y - d)) && s_list.contains(&c(s.x, cl.y - d))))
    })
}

/// Lean `free A B c`: `c` is in neither list.
pub fn free(a: &[LCell], b: &[LCell], cl: LCell) -> bool {
    !a.contains(&cl) && !b.contains(&cl)
}

/// Lean `allCells n p`: rows, then columns, stopping at the first `false`. Errors from `p`
/// (a strategy abort) propagate.
pub fn all_cells(n: usize, mut p: impl FnMut(LCell) -> Result<bool>) -> Result<bool> {
    for y in 0..n {
        for x in 0..n {
            if !p(c(x, y))? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// Lean `anyCell n p`.
pub fn any_cell(n: usize, p: impl Fn(LCell) -> bool) -> bool {
    (0..n).any(|y| (0..n).any(|x| p(c(x, y))))
}

/// Lean `isFull n A B`.
pub fn is_full(n: usize, a: &[LCell], b: &[LCell]) -> bool {
    !any_cell(n, |cl| free(a, b, cl))
}

/// Lean `p1Stones h`: the moves at even indices (the mirror keeps them oldest first).
pub fn p1_stones(h: &[LCell]) -> Vec<LCell> {
    h.iter().step_by(2).copied().collect()
}

/// Lean `p2Stones h`: the moves at odd indices (oldest first; Lean drops a trailing P1 move
/// the same way).
pub fn p2_stones(h: &[LCell]) -> Vec<LCell> {
    h.iter().skip(1).step_by(2).copied().collect()
}

/// A strategy as in Lean (`Nat → List Cell → Cell`); `Err` aborts the mirror (see the module
/// documentation).
pub trait Strategy {
    /// The move for board size `n` after history `h`.
    fn play(&self, n: usize, h: &[LCell]) -> Result<LCell>;
}

/// Counts of a mirror run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Turns of the defender or attacker whose move the check examined.
    pub own_nodes: u64,
    /// Positions where every opposing move was tried.
    pub opp_nodes: u64,
    /// Games ended by a completed square of the checked side.
    pub wins: u64,
    /// Games ended by a full board.
    pub full: u64,
}

/// The continuation of [`replies`]: the reply, then P1's and P2's stones.
type Next<'a> = dyn FnMut(LCell, &mut Vec<LCell>, &mut Vec<LCell>) -> Result<bool> + 'a;

/// Lean `replies n A B next`, with the reply pushed onto `b` while `next` runs.
fn replies(n: usize, a: &mut Vec<LCell>, b: &mut Vec<LCell>, next: &mut Next<'_>) -> Result<bool> {
    for y in 0..n {
        for x in 0..n {
            let r = c(x, y);
            if !free(a, b, r) {
                continue;
            }
            if completes(n, b, r) {
                return Ok(false);
            }
            b.push(r);
            let ok = next(r, a, b);
            b.pop();
            if !ok? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// Lean `winsAux σ n fuel h A B` (with `winsStep` inlined in the same order).
pub fn wins_aux(
    s: &dyn Strategy,
    n: usize,
    fuel: usize,
    h: &mut Vec<LCell>,
    a: &mut Vec<LCell>,
    b: &mut Vec<LCell>,
    st: &mut Stats,
) -> Result<bool> {
    if fuel == 0 {
        return Ok(false);
    }
    st.own_nodes += 1;
    let m = s.play(n, h)?;
    if !(on_board(n, m) && free(a, b, m)) {
        return Ok(false);
    }
    if completes(n, a, m) {
        st.wins += 1;
        return Ok(true);
    }
    a.push(m);
    let result = if !any_cell(n, |r| free(a, b, r)) {
        Ok(false)
    } else {
        st.opp_nodes += 1;
        replies(n, a, b, &mut |r, a, b| {
            h.push(m);
            h.push(r);
            let v = wins_aux(s, n, fuel - 1, h, a, b, st);
            h.truncate(h.len() - 2);
            v
        })
    };
    a.pop();
    result
}

/// Lean `WinsWith σ n h`: `winsAux σ n (n*n+1) h (p1Stones h) (p2Stones h)`.
pub fn wins_with(s: &dyn Strategy, n: usize, h: &[LCell], st: &mut Stats) -> Result<bool> {
    let (mut a, mut b) = (p1_stones(h), p2_stones(h));
    wins_aux(s, n, n * n + 1, &mut h.to_vec(), &mut a, &mut b, st)
}

/// Lean `drawsP1Aux τ n fuel h A B` (with `drawsP1Step` inlined in the same order).
pub fn draws_p1_aux(
    s: &dyn Strategy,
    n: usize,
    fuel: usize,
    h: &mut Vec<LCell>,
    a: &mut Vec<LCell>,
    b: &mut Vec<LCell>,
    st: &mut Stats,
) -> Result<bool> {
    if fuel == 0 {
        return Ok(false);
    }
    st.own_nodes += 1;
    let m = s.play(n, h)?;
    if is_full(n, a, b) {
        st.full += 1;
        return Ok(true);
    }
    if !(on_board(n, m) && free(a, b, m)) {
        return Ok(false);
    }
    if completes(n, a, m) {
        st.wins += 1;
        return Ok(true);
    }
    a.push(m);
    st.opp_nodes += 1;
    let result = replies(n, a, b, &mut |r, a, b| {
        h.push(m);
        h.push(r);
        let v = draws_p1_aux(s, n, fuel - 1, h, a, b, st);
        h.truncate(h.len() - 2);
        v
    });
    a.pop();
    result
}

/// Lean `DrawsWithP1 τ n h`.
pub fn draws_with_p1(s: &dyn Strategy, n: usize, h: &[LCell], st: &mut Stats) -> Result<bool> {
    let (mut a, mut b) = (p1_stones(h), p2_stones(h));
    draws_p1_aux(s, n, n * n + 1, &mut h.to_vec(), &mut a, &mut b, st)
}

/// Lean `drawsP2Aux τ n fuel h A B` (with `drawsP2Step` inlined in the same order).
pub fn draws_p2_aux(
    s: &dyn Strategy,
    n: usize,
    fuel: usize,
    h: &mut Vec<LCell>,
    a: &mut Vec<LCell>,
    b: &mut Vec<LCell>,
    st: &mut Stats,
) -> Result<bool> {
    if fuel == 0 {
        return Ok(false);
    }
    st.opp_nodes += 1;
    all_cells(n, |m| {
        if !free(a, b, m) {
            return Ok(true);
        }
        if completes(n, a, m) {
            return Ok(false);
        }
        a.push(m);
        let v = (|| {
            if is_full(n, a, b) {
                st.full += 1;
                return Ok(true);
            }
            h.push(m);
            st.own_nodes += 1;
            let r = s.play(n, h);
            let r = match r {
                Ok(r) => r,
                Err(e) => {
                    h.pop();
                    return Err(e);
                }
            };
            let v = if !(on_board(n, r) && free(a, b, r)) {
                Ok(false)
            } else if completes(n, b, r) {
                st.wins += 1;
                Ok(true)
            } else {
                h.push(r);
                b.push(r);
                let v = draws_p2_aux(s, n, fuel - 1, h, a, b, st);
                b.pop();
                h.pop();
                v
            };
            h.pop();
            v
        })();
        a.pop();
        v
    })
}

/// Lean `DrawsWithP2 τ n h`.
pub fn draws_with_p2(s: &dyn Strategy, n: usize, h: &[LCell], st: &mut Stats) -> Result<bool> {
    let (mut a, mut b) = (p1_stones(h), p2_stones(h));
    draws_p2_aux(s, n, n * n + 1, &mut h.to_vec(), &mut a, &mut b, st)
}

// ---------------------------------------------------------------------------------------
// Tables (Lean `SquareGame/Table.lean`)
// ---------------------------------------------------------------------------------------

/// Lean `hexDigit`.
pub fn hex_digit(ch: char) -> Option<u64> {
    let k = ch as u32;
    if (48..=57).contains(&k) {
        Some((k - 48) as u64)
    } else if (97..=102).contains(&k) {
        Some((k - 87) as u64)
    } else if (65..=70).contains(&k) {
        Some((k - 55) as u64)
    } else {
        None
    }
}

/// Lean `bytesOfHex`: two digits a byte; `None` on a bad digit or odd length.
pub fn bytes_of_hex(s: &str) -> Option<Vec<u8>> {
    let chars: Vec<char> = s.chars().collect();
    if chars.len() % 2 == 1 {
        return None;
    }
    chars.chunks(2).map(|p| Some((hex_digit(p[0])? * 16 + hex_digit(p[1])?) as u8)).collect()
}

/// Lower-case hex of bytes (the encoder matching [`bytes_of_hex`]).
pub fn hex_of_bytes(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Lean `leNat`: a little-endian number.
pub fn le_nat(bs: &[u8]) -> u64 {
    bs.iter().rev().fold(0u64, |acc, &b| acc * 256 + b as u64)
}

/// Lean `Table`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Board size.
    pub n: u64,
    /// 1 = P1, 2 = P2.
    pub owner: u64,
    /// 0 = draw, 1 = win.
    pub goal: u64,
    /// `key * 32 + move`, increasing.
    pub entries: Vec<u64>,
}

/// Lean `Table.decode`: header `SQTB`, version 1, then `n`, owner, goal, count, entries.
/// Lean's `entriesOf` reads `count` entries of 8 bytes; the length test makes that exact.
pub fn table_decode(hex: &str) -> Option<Table> {
    let bs = bytes_of_hex(hex)?;
    if bs.len() < 12 || bs[0..5] != [83, 81, 84, 66, 1] {
        return None;
    }
    let count = le_nat(&bs[8..12]);
    let body = &bs[12..];
    if body.len() as u64 != 8 * count {
        return None;
    }
    let entries = body.chunks(8).map(le_nat).collect();
    Some(Table { n: bs[5] as u64, owner: bs[6] as u64, goal: bs[7] as u64, entries })
}

/// Encodes a table in format v1 (for fixtures and round trips; `entries` must already be
/// sorted and distinct).
pub fn table_encode(t: &Table) -> Vec<u8> {
    let mut out = b"SQTB".to_vec();
    out.extend([1, t.n as u8, t.owner as u8, t.goal as u8]);
    out.extend((t.entries.len() as u32).to_le_bytes());
    for e in &t.entries {
        out.extend(e.to_le_bytes());
    }
    out
}

/// Lean `lowerBound a t fuel lo hi`.
pub fn lower_bound(a: &[u64], t: u64, fuel: usize, lo: usize, hi: usize) -> usize {
    if fuel == 0 {
        return lo;
    }
    if lo < hi {
        let mid = (lo + hi) / 2;
        if a.get(mid).copied().unwrap_or(0) < t {
            lower_bound(a, t, fuel - 1, mid + 1, hi)
        } else {
            lower_bound(a, t, fuel - 1, lo, mid)
        }
    } else {
        lo
    }
}

/// Lean `Table.lookup`.
pub fn table_lookup(t: &Table, key: u64) -> Option<u64> {
    let i = lower_bound(&t.entries, key * 32, 64, 0, t.entries.len());
    let e = t.entries.get(i).copied().unwrap_or(0);
    if i < t.entries.len() && e / 32 == key {
        Some(e % 32)
    } else {
        None
    }
}

/// Lean `symmCell n g c` (g0..g7 as in the table format).
pub fn symm_cell(n: usize, g: usize, cl: LCell) -> LCell {
    let (x, y) = (cl.x, cl.y);
    let a = (n - 1).saturating_sub(x);
    let b = (n - 1).saturating_sub(y);
    match g {
        0 => c(x, y),
        1 => c(a, y),
        2 => c(x, b),
        3 => c(a, b),
        4 => c(y, x),
        5 => c(b, x),
        6 => c(y, a),
        _ => c(b, a),
    }
}

/// Lean `symmInv`.
pub fn symm_inv(g: usize) -> usize {
    match g {
        5 => 6,
        6 => 5,
        g => g,
    }
}

/// Lean `maskOf n S`: the sum of `2^(y*n + x)` (as `u64`; boards up to 5×5).
pub fn mask_of(n: usize, s: &[LCell]) -> u64 {
    s.iter().fold(0u64, |acc, cl| acc + (1u64 << (cl.y * n + cl.x)))
}

/// Lean `keyOf n A B g`.
pub fn key_of(n: usize, a: &[LCell], b: &[LCell], g: usize) -> u64 {
    let ma: Vec<LCell> = a.iter().map(|&x| symm_cell(n, g, x)).collect();
    let mb: Vec<LCell> = b.iter().map(|&x| symm_cell(n, g, x)).collect();
    mask_of(n, &ma) + (mask_of(n, &mb) << 25)
}

/// Lean `canonical n A B`: the least key and the first symmetry attaining it.
pub fn canonical(n: usize, a: &[LCell], b: &[LCell]) -> (u64, usize) {
    (0..7).fold((key_of(n, a, b, 0), 0), |best, i| {
        let k = key_of(n, a, b, i + 1);
        if k < best.0 {
            (k, i + 1)
        } else {
            best
        }
    })
}

/// Lean `tableMove t`: win, block, else the table move mapped back; `(n, n)` when the table
/// is missing, is for another `n`, or lacks the key.
pub struct TableStrategy {
    /// The decoded table (`None` = Lean's `none`).
    pub table: Option<Table>,
}

impl Strategy for TableStrategy {
    fn play(&self, n: usize, h: &[LCell]) -> Result<LCell> {
        let (a, b) = (p1_stones(h), p2_stones(h));
        let off = c(n, n);
        let Some(t) = &self.table else { return Ok(off) };
        if t.n != n as u64 {
            return Ok(off);
        }
        let (own, opp) = if t.owner == 1 { (&a, &b) } else { (&b, &a) };
        let empty: Vec<LCell> = cells(n).into_iter().filter(|&x| free(&a, &b, x)).collect();
        if let Some(&x) = empty.iter().find(|&&x| completes(n, own, x)) {
            return Ok(x);
        }
        if let Some(&x) = empty.iter().find(|&&x| completes(n, opp, x)) {
            return Ok(x);
        }
        let (key, g) = canonical(n, &a, &b);
        Ok(match table_lookup(t, key) {
            Some(mv) => symm_cell(n, symm_inv(g), c(mv as usize % n, mv as usize / n)),
            None => off,
        })
    }
}

// ---------------------------------------------------------------------------------------
// The plus rule (Lean `SquareGame/PlusRule.lean`)
// ---------------------------------------------------------------------------------------

/// Lean `Rule`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// Opening cell.
    pub opening: LCell,
    /// Default second move.
    pub second: LCell,
    /// First reply ↦ second move.
    pub exceptions: Vec<(LCell, LCell)>,
    /// The line catalog, in order.
    pub lines: Vec<Vec<LCell>>,
}

/// Lean `badCell`: off every board.
pub const BAD_CELL: LCell = c(1_000_000, 1_000_000);

/// Lean `numbersAux l none []`: the maximal digit runs of a line. (Lean's numbers are
/// unbounded; the mirror saturates, which only matters for numbers far off every board.)
pub fn numbers(line: &[char]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut cur: Option<usize> = None;
    for &ch in line {
        if ch.is_ascii_digit() {
            cur = Some(cur.unwrap_or(0).saturating_mul(10).saturating_add(ch as usize - 48));
        } else if let Some(v) = cur.take() {
            out.push(v);
        }
    }
    out.extend(cur);
    out
}

/// Lean `cellsOf`: numbers in pairs.
pub fn cells_of(ns: &[usize]) -> Vec<LCell> {
    ns.chunks_exact(2).map(|p| c(p[0], p[1])).collect()
}

/// Lean `parseRule`: lines split at `'\n'`; per line: cut at `#`, keyword = first run of
/// letters after leading spaces, cells = numbers in pairs; unknown keywords and malformed
/// `except` lines poison the opening (so the check fails).
pub fn parse_rule(text: &str) -> Rule {
    let mut r = Rule { opening: BAD_CELL, second: BAD_CELL, exceptions: vec![], lines: vec![] };
    for raw in text.split('\n') {
        let l: Vec<char> = raw.chars().take_while(|&ch| ch != '#').collect();
        // Lean `Char.isAlpha`: ASCII letters only.
        let kw: String =
            l.iter().skip_while(|&&ch| ch == ' ').take_while(|ch| ch.is_ascii_alphabetic()).collect();
        let cs = cells_of(&numbers(&l));
        match kw.as_str() {
            "" => {}
            "opening" => r.opening = cs.first().copied().unwrap_or(BAD_CELL),
            "second" => r.second = cs.first().copied().unwrap_or(BAD_CELL),
            "except" => {
                if let [a, b] = cs[..] {
                    r.exceptions.push((a, b));
                } else {
                    r.opening = BAD_CELL;
                }
            }
            "line" => r.lines.push(cs),
            _ => r.opening = BAD_CELL,
        }
    }
    r
}

/// Lean `before a b`: row-major strict order.
pub fn before(a: LCell, b: LCell) -> bool {
    a.y < b.y || (a.y == b.y && a.x < b.x)
}

/// Lean `insertCell`.
fn insert_cell(cl: LCell, l: &mut Vec<LCell>) {
    match l.iter().position(|&d| cl == d || before(cl, d)) {
        Some(i) if l[i] == cl => {}
        Some(i) => l.insert(i, cl),
        None => l.push(cl),
    }
}

/// Lean `threats n own opp`: the free cells completing a square of `own`, distinct, row-major.
pub fn threats(n: usize, own: &[LCell], opp: &[LCell]) -> Vec<LCell> {
    let mut out = Vec::new();
    for s1 in own {
        for s2 in own {
            if s1.y == s2.y && s1.x < s2.x {
                let d = s2.x - s1.x;
                let mut cand = Vec::with_capacity(4);
                if s1.y + d < n {
                    cand.extend([c(s1.x, s1.y + d), c(s2.x, s1.y + d)]);
                }
                if d <= s1.y {
                    cand.extend([c(s1.x, s1.y - d), c(s2.x, s1.y - d)]);
                }
                for x in cand {
                    if free(own, opp, x) && completes(n, own, x) {
                        insert_cell(x, &mut out);
                    }
                }
            }
        }
    }
    out
}

/// Lean `SimStep`.
enum SimStep {
    Done(bool),
    Cont(Vec<LCell>, Vec<LCell>, usize),
}

/// Lean `blockLoop n fuel A B p`.
fn block_loop(n: usize, fuel: usize, a: Vec<LCell>, b: Vec<LCell>, p: usize) -> SimStep {
    if fuel == 0 {
        return SimStep::Done(false);
    }
    let u = threats(n, &b, &a);
    match u.len() {
        0 => SimStep::Cont(a, b, p),
        1 => {
            let mut a = a;
            a.push(u[0]);
            let t = threats(n, &a, &b);
            match t.len() {
                0 => SimStep::Done(false),
                1 => {
                    let mut b = b;
                    b.push(t[0]);
                    block_loop(n, fuel - 1, a, b, p + 2)
                }
                _ => SimStep::Done(p + 2 + 2 <= 17),
            }
        }
        _ => SimStep::Done(false),
    }
}

/// Lean `liveSim n fuel rem A B p`.
fn live_sim(n: usize, fuel: usize, rem: &[LCell], a: &[LCell], b: &[LCell], p: usize) -> bool {
    if fuel == 0 {
        return false;
    }
    let Some((&cl, rest)) = rem.split_first() else { return false };
    if !(on_board(n, cl) && free(a, b, cl)) {
        return false;
    }
    let mut a2 = a.to_vec();
    a2.push(cl);
    let t = threats(n, &a2, b);
    match t.len() {
        0 => false,
        1 => {
            if rest.is_empty() {
                return false;
            }
            let mut b2 = b.to_vec();
            b2.push(t[0]);
            match block_loop(n, n * n, a2, b2, p) {
                SimStep::Done(live) => live,
                SimStep::Cont(a3, b3, p3) => live_sim(n, fuel - 1, rest, &a3, &b3, p3 + 2),
            }
        }
        _ => p + 2 <= 17,
    }
}

/// Lean `remaining A L`.
pub fn remaining(a: &[LCell], l: &[LCell]) -> Vec<LCell> {
    l.iter().copied().filter(|x| !a.contains(x)).collect()
}

/// Lean `isLive n A B p L`.
pub fn is_live(n: usize, a: &[LCell], b: &[LCell], p: usize, l: &[LCell]) -> bool {
    let rem = remaining(a, l);
    !rem.is_empty() && live_sim(n, rem.len() + 1, &rem, a, b, p)
}

/// Which branch of the plus rule chose a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlusReason {
    /// The opening cell.
    Opening,
    /// An exception for the first reply.
    Exception,
    /// The default second move.
    Second,
    /// A winning cell.
    Win,
    /// A block of a P2 threat.
    Block,
    /// The next cell of the live line with this catalog index (0-based).
    Line(usize),
    /// The first free cell.
    Fallback,
}

/// Lean `plusMoveWith rule n h`, with the branch that chose the move.
pub fn plus_move_with(rule: &Rule, n: usize, h: &[LCell]) -> (LCell, PlusReason) {
    match h.len() {
        0 => (rule.opening, PlusReason::Opening),
        2 => match rule.exceptions.iter().find(|e| e.0 == h[1]) {
            Some(e) => (e.1, PlusReason::Exception),
            None => (rule.second, PlusReason::Second),
        },
        _ => {
            let (a, b) = (p1_stones(h), p2_stones(h));
            if let Some(&x) = threats(n, &a, &b).first() {
                return (x, PlusReason::Win);
            }
            if let Some(&x) = threats(n, &b, &a).first() {
                return (x, PlusReason::Block);
            }
            let p = h.len() + 1;
            match rule.lines.iter().position(|l| is_live(n, &a, &b, p, l)) {
                Some(i) => {
                    (remaining(&a, &rule.lines[i]).first().copied().unwrap_or(BAD_CELL), PlusReason::Line(i))
                }
                None => (
                    cells(n).into_iter().find(|&x| free(&a, &b, x)).unwrap_or(BAD_CELL),
                    PlusReason::Fallback,
                ),
            }
        }
    }
}

/// Lean `plusMove`: the plus rule of a parsed rule file.
pub struct PlusStrategy {
    /// The parsed rule (Lean `plusRule`).
    pub rule: Rule,
    /// Abort the mirror (an error naming the history) at a fallback move.
    pub abort_on_fallback: bool,
}

impl Strategy for PlusStrategy {
    fn play(&self, n: usize, h: &[LCell]) -> Result<LCell> {
        let (m, why) = plus_move_with(&self.rule, n, h);
        if why == PlusReason::Fallback && self.abort_on_fallback {
            let hist: Vec<String> = h.iter().map(|x| x.to_string()).collect();
            bail!(
                "the plus rule falls back to a quiet move on {n}x{n} after [{}]; DESIGN §3.1 counts a fallback as a failed verification",
                hist.join(" ")
            );
        }
        Ok(m)
    }
}
