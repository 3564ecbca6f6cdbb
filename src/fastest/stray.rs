//! *Lemma S* of docs/FASTEST.md §5 ("A stray stone"): on **every** board, P2 holds ply 11
//! when exactly two of P1's first three stones, `p` and `q`, are in a pair form, the third,
//! `z`, is in a pair form with neither, and P2 holds a diagonal neighbour of the pair's earlier
//! stone, played before the later one.
//!
//! The lemma began with a *stray* `z` ([`is_stray`]: in no pair form with `p`, with `q`, or
//! with any third corner of `p`, `q`, a cell making three corners of a square with them; the
//! Coq theorem `stray_double_threat`). Now (the Coq theorem `corner_double_threat`,
//! coq/SquareGame/Frames.v) wherever P1's stones `p`, `q`, `z` and a fourth `d` make no free
//! threat cell and P1's next move `m` makes two, both are threat cells of `p`, `q`, `d`, `m`
//! alone unless `m` is a *corner* for `z` and `d` ([`corner_for`]: a third corner of the pair
//! making three corners of one square with `z` and `d`). So P1's stones `p`, `q`, `d`, `m`
//! play Lemma L11's game of plies 1 to 7, two plies late, with P2 holding one more stone and
//! P1 one more, `z`:
//!
//! - P2's stone on a diagonal neighbour of the pair's earlier stone, played before the later
//!   one, is Lemma L11's ply-2 stone (the opening rule puts it there: [`stray_class`]);
//! - P2's ply-6 move is Lemma L11's ply-4 cell for the pair, or the cell the check found
//!   where `z` spoils it ([`stray_ply6`]); P2's ply-8 move a completion, else a cell Lemma
//!   L11's ply-6 test accepts with every stone on the board (the check shows one exists; for a
//!   fourth stone off the check's lattice window, the corner where there is one;
//!   [`stray_ply8`]); P2's ply-10 move a completion or a block;
//! - P2's other stone only takes cells from P1 or adds P2 threats, so P2 plays as if it were
//!   not there;
//! - `z` matters only where it takes a cell P2's answers use (the ply-4 cell, an answer, or a
//!   P2 threat cell of a tempo answer, [`Used`](super::every_board::Used)) or makes a corner
//!   with a fourth stone of the window (it is then a third corner of a third corner of the pair
//!   and that stone). For each case of Lemma L11's check ([`cases`], diagonal ply-2 stones) and
//!   each such cell in a pair form with neither stone, [`check_case`] reruns the case's check
//!   with `z` on the board ([`check_ply4_list_with`], every threat test counting `z`), for the
//!   fourth stones whose answers use it or with which it makes a corner: the same ply-4 cell
//!   where it still holds, else the first of [`ply4_candidates`] that does.
//!
//! Every cell used is a family cell of Lemma L11's scale lemma, so the check at unit
//! [`G_REP`] stands for every larger unit (the pair-form tests compare `z` with lattice cells
//! only, unit-independent once `3K < G_REP`), and the units below it are checked one by one;
//! the board edges enter as in Lemma L11 (kills hold on every board, tempo answers are
//! checked on every edge pattern, now with `z` on the board). The hand argument is in
//! docs/FASTEST.md §5; the defence's ply-6 cell is checked against the solver board by board
//! in `tests/stray.rs`, which also plays the whole defence out by a plain game.
//!
//! *Lemma S's lone form* (docs/FASTEST.md §5, "Lemma S's lone form"; [`check_lone`],
//! [`lone_class`], [`lone_ply6`], [`lone_ply8`]): for a pair other than an even distance on a
//! row or column and a third stone in a pair form with neither stone, P2 needs no stone beside
//! the pair, whatever its first two moves. At ply 6 it takes a third corner of a row pair (none
//! is needed for the others); at ply 8 it takes the *corner* ([`corner_for`]: a free third
//! corner of the pair making three corners of a square with P1's third and fourth stones;
//! there is at most one) where there is one, else a killing answer. Then (the Coq theorem
//! `corner_double_threat`) P1's ply-9 move makes no double threat with the third stone, and
//! the killing answers (and the corners, [`check_stone`]) leave it none with the others.
//! `squarecert delay-every-board --lone` runs the check.

use super::every_board::{case_of, cases, check_ply4_list_with, classify, holds_on_board, kills, lattice, on, ply4_candidates, third_corners, threat_cells, Case, Cell, PairType, Placement, Ply2, Rect, G_REP};
use super::named::frame_related;
use anyhow::{bail, Result};
use rayon::prelude::*;
use serde::Serialize;

/// Whether `z` is a stray cell for the pair `p`, `q`: in no pair form ([`frame_related`])
/// with `p`, with `q`, or with any third corner of `p`, `q` ([`third_corners`]). Cells
/// `(x, y)`, off the board allowed. A stray cell is never `p`, `q` or a third corner (those
/// are in a pair form with `p`).
pub fn is_stray(p: Cell, q: Cell, z: Cell) -> bool {
    z != p && z != q && !frame_related(p, z) && !frame_related(q, z) && third_corners(p, q).into_iter().all(|c| !frame_related(c, z))
}

/// What the check found for one case of Lemma L11 with a third stone in a pair form with neither
/// stone of the pair.
#[derive(Clone, Debug, Serialize)]
pub struct StrayCase {
    /// The case (pair type, unit, P2's ply-2 direction, which stone came first).
    pub case: Case,
    /// Lemma L11's ply-4 cell for the case (relative to `a`): P2's ply-6 cell here.
    pub m4: Cell,
    /// Cells in a pair form with neither stone of the pair among `m4`, the cells the answers
    /// use and the cells making a corner with a fourth stone of the window, each rechecked
    /// with a P1 stone on it.
    pub rechecked: usize,
    /// The rechecked cells after which `m4` no longer holds, with the ply-6 cell P2 plays
    /// instead: `(z, cell)`, relative to `a`.
    pub moved: Vec<(Cell, Cell)>,
    /// Largest offset `|k|` of a cell used (the base check's and every recheck's) from the
    /// lattice `a + gZ²`.
    pub k_max: i64,
}

/// Checks one case: Lemma L11's check of the case (its ply-4 cell the first of
/// [`ply4_candidates`] the check accepts, as Lemma L11's own `check_case` finds it), then every
/// cell `z` in a pair form with neither stone of the pair among its ply-4 cell, the cells its
/// answers use and the third corners of a third corner of the pair and a cell of the lattice
/// window, with a P1 stone on `z`: for the fourth stones whose answers use `z` or with which
/// it makes a corner ([`corner_for`]), or all of them where `z` is the ply-4 cell.
/// `Ok(None)` when the case is not one (P2's ply-2 stone on a P1 stone). Errors name the
/// case and the cell where no ply-6 cell holds.
pub fn check_case(case: Case) -> Result<Option<StrayCase>> {
    let (a, b) = ((0, 0), case.pair.offset(case.g));
    let first = if case.a_first { a } else { b };
    let p2 = (first.0 + case.e.0, first.1 + case.e.1);
    if p2 == a || p2 == b {
        return Ok(None);
    }
    // one check per candidate, keeping the cells the accepted one's answers use
    let Some((found, used)) = ply4_candidates(case).into_iter().find_map(|m| check_ply4_list_with(case, &[m], None, None).ok()) else {
        bail!("Lemma L11's check finds no ply-4 cell for {case:?}")
    };
    let m4 = found.m4;
    let mut k_max = found.k_max;
    let mut zs: Vec<Cell> = vec![m4];
    for (_, u) in &used {
        zs.extend(u.iter().copied());
    }
    // P1's stone on a cell making a corner with a stone of the window could make a bowtie with
    // the two (`corner_double_threat`)
    let corners = third_corners(a, b);
    let lat = lattice(case.g);
    zs.extend(corner_stones(a, b, &lat));
    let mut seen = Vec::new();
    zs.retain(|&z| {
        let keep = z != p2 && z != a && z != b && !frame_related(a, z) && !frame_related(b, z) && !seen.contains(&z);
        seen.push(z);
        keep
    });
    let mut moved = Vec::new();
    for &z in &zs {
        if z != m4 {
            // only the third stones whose answers use `z`, or with which `z` makes three
            // corners of a square with a third corner of the pair, can change
            let thirds: Vec<Cell> = lat
                .iter()
                .copied()
                .filter(|&d| used.iter().any(|(c, u)| *c == d && u.contains(&z)) || corners.iter().any(|&c| c != d && third_corners(c, d).contains(&z)))
                .collect();
            if let Ok((f, _)) = check_ply4_list_with(case, &[m4], Some(z), Some(&thirds)) {
                k_max = k_max.max(f.k_max);
                continue;
            }
        }
        let alt = ply4_candidates(case).into_iter().filter(|&m| m != z).find_map(|m| check_ply4_list_with(case, &[m], Some(z), None).ok());
        let Some((f, _)) = alt else { bail!("no ply-6 cell holds for {case:?} with P1's third stone on {z:?} (relative to a)") };
        k_max = k_max.max(f.k_max);
        moved.push((z, f.m4));
    }
    Ok(Some(StrayCase { case, m4, rechecked: zs.len(), moved, k_max }))
}

/// The whole check: every case of [`cases`] with P2's ply-2 stones of the kind `ply2` (in
/// parallel, rayon), and the largest offset at unit [`G_REP`] below `G_REP / 4` (the scale
/// lemma). Errors: a case or third-stone cell without a ply-6 cell, or the offsets too large.
pub fn check_all(ply2: Ply2) -> Result<Vec<StrayCase>> {
    let found: Vec<Result<Option<StrayCase>>> = cases(ply2).into_par_iter().map(check_case).collect();
    let mut out = Vec::new();
    for f in found {
        if let Some(f) = f? {
            out.push(f);
        }
    }
    let k = out.iter().filter(|f| f.case.g == G_REP).map(|f| f.k_max).max().unwrap_or(0);
    if 4 * k >= G_REP {
        bail!("Lemma S's check at unit {G_REP} used offsets up to {k}: the scale lemma needs 4K < {G_REP}");
    }
    Ok(out)
}

/// Where Lemma S applies after ply 5: P1's stones `p1` in the order played, P2's `p2` (plies
/// 2 and 4). `Some((first, second, third, neighbour))` when two of P1's stones are in a pair
/// form (`first` played before `second`), the third is in a pair form with neither (stray,
/// [`is_stray`], or in a pair form with a third corner of the pair), and a P2 stone played before
/// `second` is a diagonal neighbour of `first` (`neighbour`, Lemma L11's ply-2 stone). `None`
/// otherwise.
pub fn stray_class(p1: [Cell; 3], p2: [Cell; 2]) -> Option<(Cell, Cell, Cell, Cell)> {
    for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)] {
        let (f, s, z) = (p1[i], p1[j], p1[k]);
        if !frame_related(f, s) || z == f || z == s || frame_related(f, z) || frame_related(s, z) {
            continue;
        }
        // P2's stones played before `second`: ply 2 before ply 3, plies 2 and 4 before ply 5
        let before = &p2[..j];
        return before.iter().copied().find(|&c| (c.0 - f.0).abs() == 1 && (c.1 - f.1).abs() == 1).map(|nb| (f, s, z, nb));
    }
    None
}

/// A frame cell found at unit `g` (the pair's own) as the cell of the check at unit
/// [`G_REP`]: each coordinate `i·g + k` with `|k| < G_REP / 4` becomes `i·G_REP + k`; `None`
/// when some coordinate is farther from every multiple of `g` (no cell the check uses is).
fn unscale(c: Cell, g: i64) -> Option<Cell> {
    if g <= G_REP {
        return Some(c);
    }
    let f = |v: i64| {
        let i = (2 * v + g).div_euclid(2 * g);
        let k = v - i * g;
        (4 * k.abs() < G_REP).then_some(i * G_REP + k)
    };
    Some((f(c.0)?, f(c.1)?))
}

/// P2's ply-6 cell by Lemma S on the `n`×`n` board (cells `(x, y)`, `0 ≤ x, y < n`), from the
/// checked cases `table` ([`check_all`] with diagonal ply-2 stones): where [`stray_class`]
/// applies, Lemma L11's ply-4 cell of the pair's case placed on the board, or the cell the
/// check found for the third stone's place ([`StrayCase::moved`]). `None` when Lemma S does
/// not apply, and `Some(None)` when the cell is off the board or taken (then any move holds:
/// every frame through it is dead, or P2 already holds it).
pub fn stray_ply6(table: &[StrayCase], n: i64, p1: [Cell; 3], p2: [Cell; 2]) -> Option<Option<Cell>> {
    let (_, place, m) = stray_cell(table, p1, p2)?;
    let taken: Vec<Cell> = p1.iter().chain(&p2).copied().collect();
    Some(placed(place, m, n, &taken))
}

/// Lemma S's class as [`stray_class`] gives it: the pair's first and second stone, the third
/// stone and P2's neighbour.
type StrayClass = (Cell, Cell, Cell, Cell);

/// Lemma S's class ([`StrayClass`]), the pair's case placed on the board, and P2's ply-6 cell
/// in the case's frame (Lemma L11's ply-4 cell, or the one [`StrayCase::moved`] gives for the
/// third stone's place). `None` where Lemma S does not apply or `table` lacks the case.
fn stray_cell(table: &[StrayCase], p1: [Cell; 3], p2: [Cell; 2]) -> Option<(StrayClass, Placement, Cell)> {
    let class @ (first, second, z, nb) = stray_class(p1, p2)?;
    let (case, place) = case_of(first, nb, second)?;
    let entry = table.iter().find(|t| t.case == case)?;
    let zf = unscale(place.from_board(z), place.g);
    let m = zf.and_then(|zf| entry.moved.iter().find(|&&(w, _)| w == zf).map(|&(_, m)| m)).unwrap_or(entry.m4);
    Some((class, place, m))
}

/// P2's ply-8 cell by Lemma S on the `n`×`n` board (docs/FASTEST.md §5, "A stray stone",
/// steps 3 and 4): P1's stones `p1` (plies 1, 3, 5 and 7), P2's `p2` (plies 2, 4 and 6, its
/// ply 6 by [`stray_ply6`]). `None` when Lemma S does not apply to the first five stones
/// ([`stray_class`]) or `table` lacks the case. Else, with `d` P1's fourth stone:
/// - where `d` is no cell of the case's lattice window (Lemma L11's `a + g[-4,4]²`, rescaled
///   above [`G_REP`]): the *corner* ([`corner_for`]) for the third stone and `d`, free and on
///   the board, where there is one, else `Some(None)` (any cell: P1 then has no threat cell
///   and, by `corner_double_threat`, no move making two); `None` (as where Lemma S does not
///   apply) if two corners met there, which step 3 of the proof excludes and (TS) never meets;
/// - else the first cell, free and on the board, that Lemma L11's ply-6 test accepts with
///   every stone on the board ([`holds_on_board`]), among P1's threat cells, the window's
///   cells and the third corners of P2's neighbour and the cell [`stray_ply6`] names (on the
///   board or not): the candidates of
///   (LS)'s check, which shows one is accepted (or that every cell is);
///   `Some(None)` where none is.
///
/// A P2 completion, where P2 has one, comes first and is the caller's; at ply 10 P2 completes,
/// else blocks.
pub fn stray_ply8(table: &[StrayCase], n: i64, p1: [Cell; 4], p2: [Cell; 3]) -> Option<Option<Cell>> {
    let ((first, second, z, nb), place, m) = stray_cell(table, [p1[0], p1[1], p1[2]], [p2[0], p2[1]])?;
    let d = p1[3];
    let window: Vec<Cell> = lattice(place.g.min(G_REP)).into_iter().map(|c| place.to_board(c)).collect();
    let taken: Vec<Cell> = p1.iter().chain(&p2).copied().collect();
    if !window.contains(&d) {
        let held: Vec<Cell> = taken.iter().copied().chain(third_corners(first, second).into_iter().filter(|&c| !on_board(n, c))).collect();
        // off the window at most one corner (docs/FASTEST.md §5, Lemma S, step 3)
        return corner_for(first, second, z, d, &held).ok();
    }
    let mut xs = threat_cells(&p1, &p2, Some(Rect { x: (0, n - 1), y: (0, n - 1) }));
    xs.extend(window);
    xs.extend(third_corners(nb, place.to_board(m)));
    Some(xs.into_iter().find(|&x| on_board(n, x) && !taken.contains(&x) && holds_on_board(n, &p1, &p2, x)))
}

/// `squarecert delay-every-board --diagonal --stray`: runs [`check_all`] and prints one line
/// per pair type (cases, third-stone cells rechecked, those needing another ply-6 cell, the
/// largest offset K) and the total. Errors: as [`check_all`].
pub fn run(ply2: Ply2) -> Result<()> {
    let t = std::time::Instant::now();
    let found = check_all(ply2)?;
    for p in PairType::ALL {
        let f: Vec<&StrayCase> = found.iter().filter(|f| f.case.pair == p).collect();
        println!(
            "{:?}: {} cases over g = 1..={G_REP}, {} third-stone cells rechecked (in a pair form with neither stone), {} needing another ply-6 cell, K = {}",
            p,
            f.len(),
            f.iter().map(|f| f.rechecked).sum::<usize>(),
            f.iter().map(|f| f.moved.len()).sum::<usize>(),
            f.iter().map(|f| f.k_max).max().unwrap_or(0)
        );
    }
    let k = found.iter().filter(|f| f.case.g == G_REP).map(|f| f.k_max).max().unwrap_or(0);
    println!(
        "every case holds with a third stone in a pair form with neither stone of the pair ({} ply-2 stones): after a pair, P2's stone diagonally beside its earlier stone and such a third stone, P2 keeps P1 from completing a square before ply 13 on every board (K = {k} at unit {G_REP} > 4K) [{:.1} s]",
        match ply2 {
            Ply2::Orthogonal => "orthogonal",
            Ply2::Diagonal => "diagonal",
        },
        t.elapsed().as_secs_f64()
    );
    Ok(())
}

/// P2's killing answers of the lone form: `(d, x)`, P1's fourth stone `d` and P2's answer `x`,
/// relative to the pair's stone `a`, in lattice order of `d`.
pub type KillTable = Vec<(Cell, Cell)>;

/// One pair type and unit of Lemma S's *lone form* ([`check_lone`]): P2 holding no stone near
/// the pair, or one third corner of it.
#[derive(Clone, Debug, Serialize)]
pub struct LoneCase {
    /// The pair type (not [`PairType::RowEven`]).
    pub pair: PairType,
    /// Its unit `g`, in cells (`1..=G_REP`).
    pub g: i64,
    /// P2's *helper* near the pair before P1's fourth stone, relative to `a`: `None` (no stone)
    /// where that holds, and every third corner of the pair; with each, per fourth stone `d`
    /// of P1 (the lattice cells `g[-4,4]²` but the pair and the helper), P2's killing answer,
    /// in lattice order.
    pub helpers: Vec<(Option<Cell>, KillTable)>,
    /// The third stones `z` on the pair's lattice (relative to `a`) for which some fourth stone
    /// `d` of the window has a *corner* ([`corner_for`]: a free third corner making three
    /// corners of a square with `z` and `d`), each with the helpers of `helpers` (in order)
    /// that still hold with `z` on the board: with each, that corner kills after every such `d`
    /// ([`check_stone`]). Every other third stone (off the lattice, or on it but never making
    /// such a corner) meets no corner at a fourth stone of the window, and every helper holds.
    pub stones: Vec<(Cell, Vec<Option<Cell>>)>,
    /// How many times, over `stones` and their holding helpers, a fourth stone of the window
    /// had a corner and P2's taking it killed.
    pub corner_kills: usize,
}

impl LoneCase {
    /// The answers with the helper `h` (`None`: no stone), if the check found them.
    fn kills_with(&self, h: Option<Cell>) -> Option<&[(Cell, Cell)]> {
        self.helpers.iter().find(|(w, _)| *w == h).map(|(_, k)| k.as_slice())
    }

    /// The helpers that hold with P1's third stone at `z` (relative to `a`, at the case's
    /// unit; `None`: off the lattice), in the order of `helpers`: those [`LoneCase::stones`]
    /// lists for `z`, else every helper. Empty where none holds.
    pub fn helpers_for(&self, z: Option<Cell>) -> Vec<Option<Cell>> {
        match z.and_then(|z| self.stones.iter().find(|s| s.0 == z)) {
            Some((_, hs)) => hs.clone(),
            None => self.helpers.iter().map(|h| h.0).collect(),
        }
    }
}

/// The *corner* of P1's third stone `z` and fourth stone `d` for the pair `a`, `b`: the third
/// corner `c` of the pair (not `d`, not in `held`) that makes three corners of one square
/// with `z` and `d`. P1's ply-9 move there could make a bowtie (two threat cells through
/// `z`, `d` and through the pair), so P2 takes it at ply 8 (the Coq theorem
/// `corner_double_threat`: every other double threat is one of `a`, `b`, `d` and the move
/// alone). `Ok(None)` where there is none. For a pair of [`LONE_PAIRS`] there is at most one
/// where `z` is in no pair form with `a` or `b` and `z`, `d` are neither (docs/FASTEST.md §5,
/// "Lemma S's lone form", step 3); two are an error naming the cells (a RowEven pair, not a lone
/// pair, has two at `d = (g, ±2g)`, `z = (g, ±3g)`: Lemma S, step 3).
pub fn corner_for(a: Cell, b: Cell, z: Cell, d: Cell, held: &[Cell]) -> Result<Option<Cell>> {
    let through = third_corners(z, d);
    let found: Vec<Cell> = third_corners(a, b).into_iter().filter(|c| *c != d && !held.contains(c) && through.contains(c)).collect();
    if found.len() > 1 {
        bail!("Lemma S's lone form: the third stone {z:?} and the fourth {d:?} make three corners of a square with two third corners {found:?} of the pair {a:?}, {b:?}")
    }
    Ok(found.first().copied())
}

/// The cells where P1's third stone can make a corner ([`corner_for`]) with some fourth stone
/// of the window `lat` for the pair `a`, `b`: the third corners of a third corner of the pair
/// and a cell of `lat`, those in a pair form with neither stone, each once, row by row.
fn corner_stones(a: Cell, b: Cell, lat: &[Cell]) -> Vec<Cell> {
    let mut zs: Vec<Cell> = Vec::new();
    for c in third_corners(a, b) {
        for &d in lat {
            for z in third_corners(c, d) {
                if z != a && z != b && !frame_related(a, z) && !frame_related(b, z) && !zs.contains(&z) {
                    zs.push(z);
                }
            }
        }
    }
    zs.sort_by_key(|z| (z.1, z.0));
    zs
}

/// Whether the helper `h` (none, or a third corner P2 holds) still holds with P1's third
/// stone `z` on the lattice: at every fourth stone `d` of `lat` (but the pair, `h` and `z`)
/// whose corner ([`corner_for`]) exists, P2's taking it kills ([`kills`]: it blocks P1's
/// threat cell, if any, and P1 then has no move making two threat cells with `a`, `b`, `d`;
/// `z` takes part in none, by `corner_double_threat`). `Some(k)`, the number `k` of fourth
/// stones with a corner, where it holds. Errors: as [`corner_for`].
pub fn check_stone(lat: &[Cell], a: Cell, b: Cell, z: Cell, h: Option<Cell>) -> Result<Option<usize>> {
    let p2: Vec<Cell> = h.into_iter().collect();
    let mut k = 0;
    for &d in lat {
        if d == a || d == b || d == z || h == Some(d) {
            continue;
        }
        if let Some(c) = corner_for(a, b, z, d, &p2)? {
            if !kills(&[a, b, d], &p2, c) {
                return Ok(None);
            }
            k += 1;
        }
    }
    Ok(Some(k))
}

/// The killing answers ([`kills`]) to every fourth stone `d` of P1 on the lattice `lat`, P1
/// holding the pair `a`, `b` and `d`, P2 the helper `h`: per `d`, the first lattice cell in a
/// pair form with `a` or `b` that kills (so no stone in a pair form with neither ever stands
/// on it). `None` when some `d` has none.
fn answers_with(lat: &[Cell], a: Cell, b: Cell, h: Option<Cell>) -> Option<KillTable> {
    let p2: Vec<Cell> = h.into_iter().collect();
    let mut out = Vec::new();
    for &d in lat {
        if d == a || d == b || h == Some(d) {
            continue;
        }
        let x = lat.iter().copied().find(|&x| (frame_related(a, x) || frame_related(b, x)) && kills(&[a, b, d], &p2, x))?;
        out.push((d, x));
    }
    Some(out)
}

/// Checks Lemma S's lone form for one pair type and unit `g` (docs/FASTEST.md §5, "Lemma S's
/// lone form"): P1's pair `a = (0, 0)`, `b = pair.offset(g)`; P2 holding nothing
/// near it, or one third corner of it (its *helper*); every fourth stone `d` of P1 on the
/// lattice `g[-4,4]²` must have a killing answer ([`kills`]: P1's only threat cell blocked, no
/// P1 move then making two threat cells) in a pair form with `a` or `b`, with every third corner
/// as the helper, and with none unless the pair has a third corner (the answers with none are
/// recorded where they exist). Then, for every third stone `z` on the lattice that meets a
/// corner ([`corner_for`]) at some such `d`, which helpers still hold when P2 takes that corner
/// ([`check_stone`], [`LoneCase::stones`]). Errors name the pair, unit and helper that fail, a
/// third stone with which no helper holds, or two corners at once.
pub fn check_lone(pair: PairType, g: i64) -> Result<LoneCase> {
    let (a, b) = ((0, 0), pair.offset(g));
    let lat = lattice(g);
    let corners = third_corners(a, b);
    let mut helpers = Vec::new();
    if let Some(k) = answers_with(&lat, a, b, None) {
        helpers.push((None, k));
    } else if corners.is_empty() {
        bail!("Lemma S's lone form: after the {pair:?} pair of unit {g} with no P2 stone beside it, some fourth stone has no killing answer")
    }
    for &c in &corners {
        let Some(k) = answers_with(&lat, a, b, Some(c)) else {
            bail!("Lemma S's lone form: after the {pair:?} pair of unit {g} with P2 on its third corner {c:?}, some fourth stone has no killing answer")
        };
        helpers.push((Some(c), k));
    }
    let (mut stones, mut corner_kills) = (Vec::new(), 0);
    for z in corner_stones(a, b, &lat) {
        let mut hs = Vec::new();
        for h in helpers.iter().map(|h| h.0) {
            if let Some(k) = check_stone(&lat, a, b, z, h)? {
                hs.push(h);
                corner_kills += k;
            }
        }
        if hs.is_empty() {
            bail!("Lemma S's lone form: after the {pair:?} pair of unit {g} with P1's third stone on {z:?}, taking the corner kills with no helper")
        }
        stones.push((z, hs));
    }
    Ok(LoneCase { pair, g, helpers, stones, corner_kills })
}

/// The pair types of the lone form: those where one P2 stone near the pair, before P1's
/// fourth stone, and a killing answer after it suffice (not [`PairType::RowEven`], whose
/// answers need Lemma L11's tempo moves and so its ply-2 stone).
pub const LONE_PAIRS: [PairType; 3] = [PairType::RowOdd, PairType::Diagonal, PairType::Knight];

/// [`check_lone`] for every pair type of [`LONE_PAIRS`] and every unit `1..=G_REP` of it (odd
/// units only for [`PairType::RowOdd`] below [`G_REP`], as Lemma L11's cases), in parallel
/// (rayon). Every cell is a lattice cell, so each check is the unit-1 check scaled by `g`, and
/// it stands for every larger unit. Errors: the first case that fails.
pub fn check_all_lone() -> Result<Vec<LoneCase>> {
    let mut cs = Vec::new();
    for pair in LONE_PAIRS {
        for g in 1..=G_REP {
            if pair != PairType::RowOdd || g % 2 == 1 || g == G_REP {
                cs.push((pair, g));
            }
        }
    }
    cs.into_par_iter().map(|(p, g)| check_lone(p, g)).collect()
}

/// Where Lemma S's lone form applies after ply 5 ([`lone_class`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoneClass {
    /// The pair's earlier stone.
    pub p: Cell,
    /// The pair's later stone.
    pub q: Cell,
    /// P1's third stone, in a pair form with neither.
    pub z: Cell,
}

/// Where Lemma S's lone form applies after ply 5: P1's stones `p1` (plies 1, 3, 5, in the
/// order played). Some [`LoneClass`] when two of them, `p` and `q` (`p` played first), are a
/// pair of a type of [`LONE_PAIRS`] ([`classify`]: odd distance on a row or column, a diagonal,
/// or a 2:1 slope) and the third, `z`, is in a pair form with neither ([`frame_related`]),
/// the first such pair in the order `(1, 2)`, `(1, 3)`, `(2, 3)` of P1's stones. P2's stones do
/// not matter. `None` otherwise.
pub fn lone_class(p1: [Cell; 3]) -> Option<LoneClass> {
    [(0, 1, 2), (0, 2, 1), (1, 2, 0)].into_iter().find_map(|(i, j, k)| {
        let (p, q, z) = (p1[i], p1[j], p1[k]);
        let lone = classify(p, q).is_some_and(|(t, ..)| t != PairType::RowEven) && !frame_related(p, z) && !frame_related(q, z);
        lone.then_some(LoneClass { p, q, z })
    })
}

/// Where the lone form's pair sits on the board: its case entry of `table` and the placement
/// of the case's frame (`a` at the origin) on the board.
fn lone_place(table: &[LoneCase], p: Cell, q: Cell) -> Option<(&LoneCase, Placement)> {
    let (pair, g, s, a_first) = classify(p, q)?;
    let entry = table.iter().find(|t| t.pair == pair && t.g == g.min(G_REP))?;
    Some((entry, Placement { a: if a_first { p } else { q }, s, g }))
}

/// A frame cell placed on the `n`×`n` board: `Some(cell)` when it is on the board and free
/// of `taken`, else `None` (P2 may then play any cell: it holds the cell, or every square
/// through it is off the board).
fn placed(place: Placement, m: Cell, n: i64, taken: &[Cell]) -> Option<Cell> {
    let cell = place.to_board(m);
    (on_board(n, cell) && !taken.contains(&cell)).then_some(cell)
}

/// Whether the cell `c` lies on the `n`×`n` board.
fn on_board(n: i64, c: Cell) -> bool {
    on(Some(Rect { x: (0, n - 1), y: (0, n - 1) }), c)
}

/// Whether the board cell `c` is P2's or off the `n`×`n` board: a P2 helper either way.
fn helps(n: i64, p2: &[Cell], c: Cell) -> bool {
    p2.contains(&c) || !on_board(n, c)
}

/// The helpers of the lone form's case that hold with P1's stones `p1` (plies 1, 3, 5; the
/// lone form applies, [`lone_class`]), as board cells (`None`: no stone needed), and the
/// class and the pair's placement. `None` where the table has no case for the pair or no
/// helper holds with the third stone ([`LoneCase::helpers_for`]; the check finds none such).
fn lone_helpers(table: &[LoneCase], p1: [Cell; 3]) -> Option<(LoneClass, &LoneCase, Placement, Vec<Option<Cell>>)> {
    let cl = lone_class(p1)?;
    let (entry, place) = lone_place(table, cl.p, cl.q)?;
    let hs: Vec<Option<Cell>> = entry.helpers_for(unscale(place.from_board(cl.z), place.g)).into_iter().map(|h| h.map(|h| place.to_board(h))).collect();
    (!hs.is_empty()).then_some((cl, entry, place, hs))
}

/// P2's ply-6 cell by Lemma S's lone form on the `n`×`n` board (cells `(x, y)`, `0 ≤ x, y <
/// n`), from the checked cases `table` ([`check_all_lone`]): P1's stones `p1` (plies 1, 3, 5),
/// P2's `p2` (plies 2, 4, anywhere). `None` when the lone form does not apply
/// ([`lone_class`], or no helper holds); `Some(None)` when any cell holds (the pair needs no
/// helper, or a third corner that holds as one is P2's or off the board); else the first third
/// corner that holds as a helper with P1's third stone.
pub fn lone_ply6(table: &[LoneCase], n: i64, p1: [Cell; 3], p2: [Cell; 2]) -> Option<Option<Cell>> {
    let (_, _, _, hs) = lone_helpers(table, p1)?;
    if hs.iter().any(|h| h.is_none_or(|c| helps(n, &p2, c))) {
        return Some(None);
    }
    // third corners are never P1's (they are in a pair form with the pair's stones, `z` is not)
    Some(hs[0])
}

/// P2's ply-8 cell by Lemma S's lone form on the `n`×`n` board: P1's stones `p1` (plies 1, 3,
/// 5 and 7), P2's `p2` (plies 2, 4 and 6, its ply 6 by [`lone_ply6`]). `None` when the lone
/// form does not apply to P1's first three stones, or when P2 holds no helper that holds (a
/// row pair needs a third corner: P2's ply 6 was not [`lone_ply6`]'s). Else:
/// - the *corner* ([`corner_for`]): a free third corner of the pair on the board making three
///   corners of one square with P1's third and fourth stones, where there is one (at most one);
/// - else `Some(None)` when P1's fourth stone is no cell of the pair's lattice window (no
///   answer needed: P1 then has no threat cell) or the killing answer is off the board or P2's
///   already;
/// - else `Some(Some(cell))`, the killing answer (it blocks P1's threat cell where P1 has one)
///   with a helper P2 holds (none where none is needed).
///
/// A P2 completion, where P2 has one, comes first and is the caller's.
pub fn lone_ply8(table: &[LoneCase], n: i64, p1: [Cell; 4], p2: [Cell; 3]) -> Option<Option<Cell>> {
    let (cl, entry, place, hs) = lone_helpers(table, [p1[0], p1[1], p1[2]])?;
    let h = *hs.iter().find(|h| h.is_none_or(|c| helps(n, &p2, c)))?;
    let d = p1[3];
    let taken: Vec<Cell> = p1.iter().chain(&p2).copied().chain(third_corners(cl.p, cl.q).into_iter().filter(|&c| !on_board(n, c))).collect();
    // at most one corner (docs/FASTEST.md §5, "Lemma S's lone form", step 3): `None` otherwise
    if let Some(c) = corner_for(cl.p, cl.q, cl.z, d, &taken).ok()? {
        return Some(Some(c));
    }
    let h = match h {
        Some(c) => Some(unscale(place.from_board(c), place.g)?),
        None => None,
    };
    let table = entry.kills_with(h)?;
    let Some(d) = unscale(place.from_board(d), place.g) else { return Some(None) };
    let Some(&(_, x)) = table.iter().find(|&&(c, _)| c == d) else { return Some(None) };
    Some(placed(place, x, n, &taken))
}

/// `squarecert delay-every-board --lone`: runs [`check_all_lone`] and prints two lines per
/// pair type (units; units holding with no helper; helpers on a third corner; P1's fourth
/// stones answered, over every helper; then the third stones on the lattice meeting a corner,
/// those where every helper holds and where none does, and the corners taken and killing), a
/// line on the RowEven pairs (at how many units the same
/// check holds: none, which is why they are no lone pairs) and a closing line with the time.
/// Errors: as [`check_all_lone`].
pub fn run_lone() -> Result<()> {
    let t = std::time::Instant::now();
    let found = check_all_lone()?;
    for p in LONE_PAIRS {
        let f: Vec<&LoneCase> = found.iter().filter(|f| f.pair == p).collect();
        println!(
            "{:?}: {} units of 1..={G_REP}, {} holding with no helper, {} helpers on a third corner, {} fourth stones answered",
            p,
            f.len(),
            f.iter().filter(|f| f.kills_with(None).is_some()).count(),
            f.iter().map(|f| f.helpers.iter().filter(|h| h.0.is_some()).count()).sum::<usize>(),
            f.iter().map(|f| f.helpers.iter().map(|h| h.1.len()).sum::<usize>()).sum::<usize>()
        );
        println!(
            "  third stones on the lattice meeting a corner: {}, every helper holding at {}, none at {}; corners taken and killing: {}",
            f.iter().map(|c| c.stones.len()).sum::<usize>(),
            f.iter().map(|c| c.stones.iter().filter(|s| s.1.len() == c.helpers.len()).count()).sum::<usize>(),
            f.iter().map(|c| c.stones.iter().filter(|s| s.1.is_empty()).count()).sum::<usize>(),
            f.iter().map(|c| c.corner_kills).sum::<usize>()
        );
    }
    let row_even = (1..=G_REP).filter(|&g| check_lone(PairType::RowEven, g).is_ok()).count();
    println!("RowEven (not a lone pair): the check holds at {row_even} of the units 1..={G_REP} (Lemma S needs Lemma L11's ply-2 stone there)");
    println!(
        "the check behind Lemma S's lone form holds: with P2 holding no stone beside the pair (Diagonal, Knight) or any one of its third corners (RowOdd, Diagonal), every fourth P1 stone of the lattice window has a killing answer in a pair form with the pair's stones, and where a third stone on the lattice meets a corner, taking it kills (the rest of the argument, for every board: docs/FASTEST.md §5, \"Lemma S's lone form\") [{:.1} s]",
        t.elapsed().as_secs_f64()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stray_cells_avoid_the_pair_and_its_third_corners() {
        // the pair (0, 0), (2, 0): third corners (0, ±2), (2, ±2)
        let (p, q) = ((0, 0), (2, 0));
        assert!(!is_stray(p, q, (5, 0))); // on the pair's row
        assert!(!is_stray(p, q, (3, 5))); // diagonal from (0, 2)... (3, 5) - (0, 2) = (3, 3)
        assert!(!is_stray(p, q, (6, 2))); // on the row of the third corners
        assert!(!is_stray(p, q, (4, 1))); // (4, 1) - (2, 0) = (2, 1), a Knight pair
        assert!(is_stray(p, q, (5, 9)));
        assert!(!is_stray(p, q, (7, 3))); // (7, 3) - (2, -2) = (5, 5), a diagonal
        assert!(is_stray(p, q, (7, 4)));
    }

    #[test]
    fn the_class_needs_a_diagonal_neighbour_played_before_the_later_stone() {
        // a Diagonal pair (2, 2), (4, 4), P2's ply-2 stone beside (2, 2), a stray third
        let p1 = [(2, 2), (4, 4), (9, 5)];
        assert!(is_stray((2, 2), (4, 4), (9, 5)));
        assert_eq!(stray_class(p1, [(3, 3), (0, 0)]), Some(((2, 2), (4, 4), (9, 5), (3, 3))));
        // an orthogonal neighbour is not Lemma L11's diagonal ply-2 stone
        assert_eq!(stray_class(p1, [(3, 2), (0, 0)]), None);
        // a pair made by the second and third stones: P2's ply-4 stone beside the second
        let p1 = [(9, 5), (2, 2), (4, 4)];
        assert_eq!(stray_class(p1, [(8, 4), (3, 3)]), Some(((2, 2), (4, 4), (9, 5), (3, 3))));
        // P2's ply-2 stone beside the second stone serves too: it was on the board before
        // the third (the order of earlier stones does not change the position)
        assert_eq!(stray_class(p1, [(3, 3), (8, 4)]), Some(((2, 2), (4, 4), (9, 5), (3, 3))));
        assert_eq!(stray_class(p1, [(8, 4), (0, 0)]), None);
        // two pairs: no Lemma S
        assert_eq!(stray_class([(2, 2), (4, 4), (2, 4)], [(3, 3), (0, 0)]), None);
        // a RowEven pair (2, 2), (4, 2) and (3, 5), in a pair form with the third corner (2, 4)
        // (a diagonal) but with neither stone: not stray, and still Lemma S's class
        assert!(!is_stray((2, 2), (4, 2), (3, 5)) && !frame_related((2, 2), (3, 5)) && !frame_related((4, 2), (3, 5)));
        assert_eq!(stray_class([(2, 2), (4, 2), (3, 5)], [(3, 3), (0, 0)]), Some(((2, 2), (4, 2), (3, 5), (3, 3))));
    }

    #[test]
    fn a_row_pair_of_even_distance_is_no_lone_pair() {
        // with no P2 stone beside it, or P2 on a third corner, some fourth stone of P1 makes a
        // double threat whatever P2 answers: Lemma S keeps Lemma L11's ply-2 stone there
        for g in [1, 2, 5, G_REP] {
            assert!(check_lone(PairType::RowEven, g).is_err(), "unit {g}");
        }
        assert!(check_lone(PairType::RowOdd, 3).is_ok());
    }

    #[test]
    fn the_lone_class_needs_only_a_third_stone_in_no_pair_form() {
        // the Diagonal pair (2, 2), (4, 4): third corners (4, 2) and (2, 4)
        let (p, q) = ((2, 2), (4, 4));
        assert_eq!(lone_class([p, q, (9, 5)]), Some(LoneClass { p, q, z: (9, 5) }));
        // (8, 4) - (4, 4) = (4, 0): in a pair form with q
        assert_eq!(lone_class([p, q, (8, 4)]), None);
        // the RowOdd pair (2, 2), (3, 2): (7, 3) is in the row of two third corners, (2, 3)
        // and (3, 3), and in a pair form with neither stone: still a lone class
        let (p, q) = ((2, 2), (3, 2));
        assert!(!frame_related(p, (7, 3)) && !frame_related(q, (7, 3)));
        assert_eq!(lone_class([(7, 3), p, q]), Some(LoneClass { p, q, z: (7, 3) }));
        // a row pair of even distance is never a lone pair
        assert_eq!(lone_class([(2, 2), (4, 2), (9, 7)]), None);
    }

    #[test]
    fn a_corner_is_a_third_corner_on_a_square_with_the_third_and_fourth_stones() {
        // the Diagonal pair (0, 0), (2, 2), third stone (7, 5): with the fourth stone (7, 0) the
        // third corner (2, 0) makes three corners of the square (2, 0), (7, 0), (2, 5), (7, 5)
        let (a, b, z) = ((0, 0), (2, 2), (7, 5));
        assert_eq!(corner_for(a, b, z, (7, 0), &[]).unwrap(), Some((2, 0)));
        assert_eq!(corner_for(a, b, z, (7, 0), &[(2, 0)]).unwrap(), None);
        // with (7, 2) neither third corner is on a square with (7, 5) and (7, 2)
        assert_eq!(corner_for(a, b, z, (7, 2), &[]).unwrap(), None);
        // on the board: the RowOdd pair (2, 2), (3, 2) and (7, 3), in the row of the third
        // corners (2, 3) and (3, 3); P2 takes a third corner at ply 6, and at ply 8 the other
        // one of those two where P1's fourth stone makes it a corner
        let table = check_all_lone().unwrap();
        let (p1, b2, b4) = ([(2, 2), (3, 2), (7, 3)], (11, 11), (11, 10));
        let b6 = lone_ply6(&table, 12, p1, [b2, b4]).unwrap().unwrap();
        assert!(third_corners((2, 2), (3, 2)).contains(&b6), "{b6:?}");
        let (c, d) = if b6 == (2, 3) { ((3, 3), (7, 7)) } else { ((2, 3), (7, 8)) };
        assert_eq!(lone_ply8(&table, 12, [p1[0], p1[1], p1[2], d], [b2, b4, b6]), Some(Some(c)));
    }

    #[test]
    fn unscaling_inverts_the_rescaling() {
        assert_eq!(unscale((41, -22), 20), Some((2 * G_REP + 1, -G_REP - 2)));
        assert_eq!(unscale((45, 0), 20), None);
        assert_eq!(unscale((7, -3), 9), Some((7, -3)));
    }

    #[test]
    fn a_row_pair_of_unit_5_holds_with_every_third_stone_in_no_pair_form() {
        let f = check_case(Case { pair: PairType::RowEven, g: 5, e: (1, 1), a_first: true }).unwrap().unwrap();
        assert!(f.rechecked > 0, "{f:?}");
        assert!(f.k_max <= 2, "{f:?}");
    }
}
