//! Shared by the deliberately simple checkers of `tests/` (not a test crate itself): the
//! squares of the n×n board, with nothing from the library.

/// For each cell `y*n + x` of the `n`×`n` board, the squares having it as a corner, each as
/// its four corners `[(x,y), (x+s,y), (x,y+s), (x+s,y+s)]` (row-major indices), every corner
/// `(x, y)` and side `s ≥ 1` with the square on the board.
pub fn squares_through(n: usize) -> Vec<Vec<[usize; 4]>> {
    let mut through = vec![Vec::new(); n * n];
    for s in 1..n {
        for y in 0..n - s {
            for x in 0..n - s {
                let sq = [y * n + x, y * n + x + s, (y + s) * n + x, (y + s) * n + x + s];
                for c in sq {
                    through[c].push(sq);
                }
            }
        }
    }
    through
}
