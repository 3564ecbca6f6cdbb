//! Shared by the deliberately simple checkers of `tests/` (not a test crate itself): the
//! squares of the n×n board, with nothing from the library.

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
