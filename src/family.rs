//! What the line-catalog family can reach (issue 11, docs/FASTEST.md): refutations showing
//! that no rule of the family completes by a given ply.
//!
//! The *family* is every rule file of DESIGN.md §3.1 (any opening, default second move,
//! exceptions, lines with cells in `[0,32)²`, any `complete-by` bound) whose games never
//! reach the fallback clause 3d, as `verify` requires. After P2's second reply such a rule
//! plays only wins, blocks and line cells, and a line cell is chosen only when its live test
//! passes, so against a P2 that blocks every single P1 threat, every game from ply 5 on is
//! the simulation of one live test after another. Hence (docs/FASTEST.md, Lemma F1): if at a
//! ply-5 position no sequence of cells is live with bound `B` (the exhaustive threat-space
//! search [`crate::search::shortest_lines`] over every cell of the region finds none), every
//! rule of the family that reaches this position fails to complete by ply `B` there.

use crate::model::{BoardOf, Cell, Player};
use crate::search::{refuting_reply, shortest_lines};
use rayon::prelude::*;

/// A refutation of an opening on the `n`×`n` board: a first reply `r1` after which every
/// second move P1 can make meets a second reply `r2` with no live line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// The opening refuted.
    pub opening: Cell,
    /// P2's first reply.
    pub r1: Cell,
    /// For every second move (row-major, every empty cell), P2's refuting second reply.
    pub replies: Vec<(Cell, Cell)>,
}

fn cells(n: usize) -> impl Iterator<Item = Cell> {
    (0..n).flat_map(move |y| (0..n).map(move |x| Cell::new(x as u8, y as u8)))
}

/// The first first reply `r1` (row-major) that refutes `opening` on the `n`×`n` board for the
/// completion bound `bound` (plies): for every second move `c` (every cell but the opening
/// and `r1`), [`refuting_reply`] with the whole board as region finds an `r2`. None when every
/// `r1` leaves P1 a second move with a live line after every `r2`.
pub fn refute_opening(n: usize, opening: Cell, bound: usize) -> Option<Refutation> {
    cells(n).filter(|&r1| r1 != opening).find_map(|r1| {
        let replies: Option<Vec<(Cell, Cell)>> = cells(n)
            .filter(|&c| c != opening && c != r1)
            .map(|c| refuting_reply(n, opening, r1, c, n, bound).map(|r2| (c, r2)))
            .collect();
        replies.map(|replies| Refutation { opening, r1, replies })
    })
}

/// Every opening of the `n`×`n` board with its refutation for `bound` (None: not refuted).
pub fn refute_all_openings(n: usize, bound: usize) -> Vec<(Cell, Option<Refutation>)> {
    cells(n).collect::<Vec<_>>().into_par_iter().map(|o| (o, refute_opening(n, o, bound))).collect()
}

/// The large-board check (docs/FASTEST.md, Lemma F2) on the `n`×`n` board, `w < n ≤ 64`:
/// P2's first stone on the far corner `(n−1, n−1)` (outside `[0,w)²`, so never an exception
/// key when `w` bounds the rule's cells; `(63,63)` on 64×64), P1's opening
/// `o` and second move `c` anywhere in `[0,w)²` (`w ≤ 32`), lines in `[0,w)²`. For every
/// ordered pair `(o, c)` it looks for a second reply `r2` (cells tried by Chebyshev distance
/// from `o`, then row-major) at which no line is live with bound `bound`. Returns the pairs
/// with no such `r2`, the number of pairs tried, and the largest distance of a refuting `r2`.
pub fn far_first_reply(n: usize, w: usize, bound: usize) -> (Vec<(Cell, Cell)>, usize, usize) {
    assert!(w <= 32 && w < n && n <= 64, "rule cells are at most 31; the board holds them and fits u64 rows");
    let r1 = Cell::new((n - 1) as u8, (n - 1) as u8);
    let all: Vec<(Cell, Cell)> = cells(w).flat_map(|o| cells(w).filter(move |&c| c != o).map(move |c| (o, c))).collect();
    let tried = all.len();
    // A second move sharing no square with the opening leaves P1 no threat at ply 5: no line
    // is live whatever P2 does, so only the aligned pairs need a search.
    let aligned = |o: Cell, c: Cell| {
        let (dx, dy) = ((c.x as i32 - o.x as i32).abs(), (c.y as i32 - o.y as i32).abs());
        dx == 0 || dy == 0 || dx == dy
    };
    let pairs: Vec<(Cell, Cell)> = all.into_iter().filter(|&(o, c)| aligned(o, c)).collect();
    // Offsets (dx, dy) by Chebyshev distance, then row-major.
    let mut offsets: Vec<(i32, i32)> = (-63..=63).flat_map(|dy| (-63..=63).map(move |dx| (dx, dy))).collect();
    offsets.sort_by_key(|&(dx, dy)| (dx.abs().max(dy.abs()), dy, dx));
    let found: Vec<((Cell, Cell), Option<usize>)> = pairs
        .into_par_iter()
        .map(|(o, c)| {
            let dist = |r: &Cell| (r.x as i32 - o.x as i32).abs().max((r.y as i32 - o.y as i32).abs()) as usize;
            let replies = offsets.iter().filter_map(|&(dx, dy)| {
                let (x, y) = (o.x as i32 + dx, o.y as i32 + dy);
                let side = 0..n as i32;
                (side.contains(&x) && side.contains(&y)).then(|| Cell::new(x as u8, y as u8))
            });
            let refuting = replies.filter(|&r| r != o && r != c && r != r1).find(|&r2| {
                let mut b = BoardOf::<u64>::new(n).expect("n <= 64 fits u64 rows");
                for (p, s) in [(Player::P1, o), (Player::P2, r1), (Player::P1, c), (Player::P2, r2)] {
                    b.place(p, s);
                }
                shortest_lines(&mut b, w, bound, 0, 1).is_empty()
            });
            ((o, c), refuting.map(|r| dist(&r)))
        })
        .collect();
    let open = found.iter().filter(|(_, d)| d.is_none()).map(|(p, _)| *p).collect();
    let far = found.iter().filter_map(|(_, d)| *d).max().unwrap_or(0);
    (open, tried, far)
}

/// The `squarecert family` command: with `n`, refutes every opening of the `n`×`n` board for
/// the completion bound `max_ply` and prints one line per opening (the refuting `r1`, and the
/// `r2` for the first and last second moves); with `far = Some(w)`, runs [`far_first_reply`]
/// on the `far_board`×`far_board` board.
/// Exits with an error when some opening (or pair) is not refuted: the family may then
/// complete by `max_ply` there. Errors also: `max_ply` even or outside 7..=63, `n` outside
/// 6..=32, `w` outside 2..=32.
pub fn cli_family(n: Option<usize>, far: Option<usize>, far_board: usize, max_ply: usize) -> anyhow::Result<()> {
    use anyhow::bail;
    if !crate::rule::COMPLETE_BY_RANGE.contains(&max_ply) || max_ply.is_multiple_of(2) {
        bail!("--max-ply {max_ply} is out of range: use an odd ply in 7..=63");
    }
    let t = std::time::Instant::now();
    let say = |s: String| crate::out::print(crate::out::Stream::Stdout, format_args!("{s}\n"));
    match (n, far) {
        (Some(n), None) => {
            if !(6..=32).contains(&n) {
                bail!("--n {n} is out of range: use 6..=32");
            }
            let all = refute_all_openings(n, max_ply);
            let mut open = Vec::new();
            for (o, r) in &all {
                match r {
                    Some(r) => {
                        let (f, l) = (r.replies[0], r.replies[r.replies.len() - 1]);
                        say(format!(
                            "opening {o}: r1 = {} refutes all {} second moves (e.g. second {} -> r2 {}, second {} -> r2 {})",
                            r.r1,
                            r.replies.len(),
                            f.0,
                            f.1,
                            l.0,
                            l.1
                        ));
                    }
                    None => {
                        say(format!("opening {o}: not refuted (every r1 leaves a second move with a live line after every r2)"));
                        open.push(*o);
                    }
                }
            }
            say(format!(
                "{n}x{n}, bound {max_ply}: {} of {} openings refuted [{:.1} s]",
                all.len() - open.len(),
                all.len(),
                t.elapsed().as_secs_f64()
            ));
            if !open.is_empty() {
                bail!("{} openings of the {n}x{n} board are not refuted for ply {max_ply}", open.len());
            }
        }
        (None, Some(w)) => {
            if !(2..=32).contains(&w) {
                bail!("--far {w} is out of range: use 2..=32");
            }
            let n = far_board;
            if !(w + 1..=64).contains(&n) {
                bail!("--far-board {n} is out of range: use {}..=64 (larger than the region [0,{w})^2)", w + 1);
            }
            let (live, tried, far) = far_first_reply(n, w, max_ply);
            for (o, c) in live.iter().take(10) {
                say(format!("not refuted: opening {o}, second {c}"));
            }
            say(format!(
                "r1 = ({m},{m}) on {n}x{n}, opening and second in [0,{w})^2, lines in [0,{w})^2, bound {max_ply}: {tried} pairs, {} without a refuting r2; refuting r2 within distance {far} of the opening [{:.1} s]",
                live.len(),
                t.elapsed().as_secs_f64(),
                m = n - 1
            ));
            if !live.is_empty() {
                bail!("{} (opening, second) pairs keep a live line for ply {max_ply}", live.len());
            }
        }
        _ => bail!("give exactly one of --n N (refute every opening of the NxN board) and --far W (P2's first stone in the far corner of the --far-board board, 64 by default)"),
    }
    Ok(())
}
