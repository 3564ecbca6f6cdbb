//! Shared by the deliberately simple checkers of `tests/` (not a test crate itself): the
//! squares of the n×n board, and the cells farthest from given stones, with nothing from the
//! library.

/// Every square of the `n`×`n` board once, as its four corners
/// `[(x,y), (x+s,y), (x,y+s), (x+s,y+s)]` (row-major indices `y*n + x`), every corner `(x, y)`
/// and side `s ≥ 1` with the square on the board, by side, then row, then column.
pub fn squares(n: usize) -> Vec<[usize; 4]> {
    let mut out = Vec::new();
    for s in 1..n {
        for y in 0..n - s {
            for x in 0..n - s {
                out.push([y * n + x, y * n + x + s, (y + s) * n + x, (y + s) * n + x + s]);
            }
        }
    }
    out
}

/// For each cell `y*n + x` of the `n`×`n` board, the squares having it as a corner (as in
/// [`squares`]).
#[allow(dead_code)] // not every test crate that includes this module uses it
pub fn squares_through(n: usize) -> Vec<Vec<[usize; 4]>> {
    let mut through = vec![Vec::new(); n * n];
    for sq in squares(n) {
        for c in sq {
            through[c].push(sq);
        }
    }
    through
}

/// The `n`×`n` board's free cells farthest from P1's stones `p1` (by the Chebyshev distance to
/// the nearest, then the lowest `(y, x)`), `k` of them, none in `taken`: P2's stones where they
/// help least.
#[allow(dead_code)] // not every test crate that includes this module uses it
pub fn far_cells(n: i64, p1: &[(i64, i64)], taken: &[(i64, i64)], k: usize) -> Vec<(i64, i64)> {
    let mut cells: Vec<(i64, i64)> = (0..n).flat_map(|y| (0..n).map(move |x| (x, y))).filter(|c| !p1.contains(c) && !taken.contains(c)).collect();
    let dist = |c: &(i64, i64)| p1.iter().map(|s| (s.0 - c.0).abs().max((s.1 - c.1).abs())).min().unwrap();
    cells.sort_by_key(|c| (std::cmp::Reverse(dist(c)), c.1, c.0));
    cells.truncate(k);
    cells
}
