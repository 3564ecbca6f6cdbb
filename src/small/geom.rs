//! Bitmask geometry for the small-board solver and tables: cells as bit indices
//! `i = y*n + x` (row-major, DESIGN.md §1), squares as 4-bit masks, threat detection, and the
//! 8 symmetries of the square in the fixed order of the table format (docs/FORMATS.md,
//! "Small-board tables").

use anyhow::{bail, Result};

/// Largest board side the bitmask solver supports, in cells (64 cells fit a `u64` mask).
pub const MAX_SOLVE_N: usize = 8;

/// Largest board side the table format supports, in cells (a key packs two 25-bit masks).
pub const MAX_TABLE_N: usize = 5;

/// Maps cell `(x, y)` of an `n`×`n` board through symmetry `g` (0..8), in the fixed order
/// g0 (x,y); g1 (n-1-x,y); g2 (x,n-1-y); g3 (n-1-x,n-1-y); g4 (y,x); g5 (n-1-y,x);
/// g6 (y,n-1-x); g7 (n-1-y,n-1-x).
pub fn sym_xy(g: usize, n: usize, x: usize, y: usize) -> (usize, usize) {
    let m = n - 1;
    match g {
        0 => (x, y),
        1 => (m - x, y),
        2 => (x, m - y),
        3 => (m - x, m - y),
        4 => (y, x),
        5 => (m - y, x),
        6 => (y, m - x),
        _ => (m - y, m - x),
    }
}

/// The inverse of symmetry `g` in the fixed order: every symmetry is its own inverse except
/// g5 and g6, which are inverse to each other (rotations by a quarter turn).
pub fn sym_inverse(g: usize) -> usize {
    match g {
        5 => 6,
        6 => 5,
        g => g,
    }
}

/// Precomputed bitmask geometry of an `n`×`n` board (`1 ≤ n ≤ 8`): square masks, the squares
/// through each cell, and byte-wise lookup tables for the 8 symmetries.
#[derive(Clone, Debug)]
pub struct Geo {
    /// Board side in cells.
    pub n: usize,
    /// Number of cells, `n*n`.
    pub cells: usize,
    /// Mask of all cells.
    pub full: u64,
    /// One 4-bit mask per square, in the order of `model::all_squares`.
    pub squares: Vec<u64>,
    /// For each cell index, the masks of the squares having that cell as a corner.
    pub cell_squares: Vec<Vec<u64>>,
    /// `perm[g][i]` = the image of cell index `i` under symmetry `g`.
    pub perm: [[u8; 64]; 8],
    /// `chunk[g][k][b]` = image under `g` of the byte `b` placed at bits `8k..8k+8`.
    chunk: Vec<[[u64; 256]; 8]>,
}

impl Geo {
    /// The geometry of the `n`×`n` board. Errors: `n` outside `1..=8`.
    pub fn new(n: usize) -> Result<Geo> {
        if !(1..=MAX_SOLVE_N).contains(&n) {
            bail!("board size {n} is out of range for the bitmask solver: 1..={MAX_SOLVE_N}");
        }
        let cells = n * n;
        let full = if cells == 64 { u64::MAX } else { (1u64 << cells) - 1 };
        let squares: Vec<u64> = crate::model::all_squares(n)
            .into_iter()
            .map(|s| s.corners().iter().fold(0u64, |m, c| m | 1u64 << c.index(n)))
            .collect();
        let cell_squares = (0..cells).map(|i| squares.iter().copied().filter(|s| s >> i & 1 == 1).collect()).collect();
        let mut perm = [[0u8; 64]; 8];
        for (g, p) in perm.iter_mut().enumerate() {
            for y in 0..n {
                for x in 0..n {
                    let (a, b) = sym_xy(g, n, x, y);
                    p[y * n + x] = (b * n + a) as u8;
                }
            }
        }
        let nchunks = cells.div_ceil(8);
        let mut chunk = vec![[[0u64; 256]; 8]; nchunks];
        for (k, ch) in chunk.iter_mut().enumerate() {
            for (g, tab) in ch.iter_mut().enumerate() {
                for (b, out) in tab.iter_mut().enumerate() {
                    let mut m = 0u64;
                    for j in 0..8 {
                        let i = 8 * k + j;
                        if b >> j & 1 == 1 && i < cells {
                            m |= 1u64 << perm[g][i];
                        }
                    }
                    *out = m;
                }
            }
        }
        Ok(Geo { n, cells, full, squares, cell_squares, perm, chunk })
    }

    /// The image of a cell mask under symmetry `g`.
    #[inline]
    pub fn map(&self, g: usize, mask: u64) -> u64 {
        let mut out = 0;
        for (k, ch) in self.chunk.iter().enumerate() {
            out |= ch[g][(mask >> (8 * k)) as usize & 0xff];
        }
        out
    }

    /// The threat cells of the player holding `own` against `opp`: empty cells completing a
    /// square whose other three corners `own` holds (DESIGN.md §1), as a mask.
    #[inline]
    pub fn threats(&self, own: u64, opp: u64) -> u64 {
        let mut t = 0;
        for &sq in &self.squares {
            let miss = sq & !own;
            if miss & (miss.wrapping_sub(1)) == 0 && miss != 0 && miss & opp == 0 {
                t |= miss;
            }
        }
        t
    }

    /// Whether `own` holds all four corners of some square through cell index `cell`.
    #[inline]
    pub fn completes_through(&self, own: u64, cell: usize) -> bool {
        self.cell_squares[cell].iter().any(|&sq| sq & !own == 0)
    }

    /// Whether `own` holds all four corners of some square.
    pub fn has_square(&self, own: u64) -> bool {
        self.squares.iter().any(|&sq| sq & !own == 0)
    }

    /// The canonical form of a position `(p1, p2)` under the 8 symmetries, for boards up to
    /// 8×8: the minimum of `(map(p2), map(p1))` compared lexicographically (p2 first), and
    /// the first symmetry attaining it. For `n ≤ 5` this is exactly the table key order.
    #[inline]
    pub fn canonical(&self, p1: u64, p2: u64) -> (u64, u64, usize) {
        let mut best = (self.map(0, p2), self.map(0, p1));
        let mut bg = 0;
        for g in 1..8 {
            let c = (self.map(g, p2), self.map(g, p1));
            if c < best {
                best = c;
                bg = g;
            }
        }
        (best.1, best.0, bg)
    }

    /// Table key of a position (`n ≤ 5`): `p1 | p2 << 25`.
    #[inline]
    pub fn key(p1: u64, p2: u64) -> u64 {
        p1 | p2 << 25
    }

    /// Row-major text of a position: rows separated by `/`, `X` for P1, `O` for P2, `.` empty.
    pub fn board_string(&self, p1: u64, p2: u64) -> String {
        let mut s = String::new();
        for y in 0..self.n {
            if y > 0 {
                s.push('/');
            }
            for x in 0..self.n {
                let i = y * self.n + x;
                s.push(if p1 >> i & 1 == 1 {
                    'X'
                } else if p2 >> i & 1 == 1 {
                    'O'
                } else {
                    '.'
                });
            }
        }
        s
    }

    /// The cell `(x,y)` of index `i` as text.
    pub fn cell_string(&self, i: usize) -> String {
        format!("({},{})", i % self.n, i / self.n)
    }
}

/// Iterates the set bits of a mask, lowest (row-major first) first.
#[inline]
pub fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(i)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetries_are_a_group_with_the_stated_inverses() {
        for n in 1..=6 {
            let geo = Geo::new(n).unwrap();
            for g in 0..8 {
                let h = sym_inverse(g);
                for i in 0..n * n {
                    assert_eq!(geo.perm[h][geo.perm[g][i] as usize] as usize, i);
                }
                // squares map to squares
                for &sq in &geo.squares {
                    assert!(geo.squares.contains(&geo.map(g, sq)));
                }
            }
        }
    }

    #[test]
    fn threats_match_the_model() {
        let geo = Geo::new(5).unwrap();
        let own = 1 << 6 | 1 << 8 | 1 << 16; // (1,1) (3,1) (1,3)
        assert_eq!(geo.threats(own, 0), 1 << 18);
        assert_eq!(geo.threats(own, 1 << 18), 0);
        assert!(geo.completes_through(own | 1 << 18, 18));
    }
}
