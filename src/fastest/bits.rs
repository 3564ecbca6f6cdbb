//! Cell sets as fixed-width bitboards: `W` 64-bit words, cell `i` (`i = y*n + x`, row-major)
//! at bit `i % 64` of word `i / 64`. [`with_bits_width!`](crate::with_bits_width) picks the
//! width of each board: `Bits<1>` for n ≤ 8, `Bits<2>` for n ≤ 11, `Bits<4>` for n ≤ 16,
//! `Bits<5>` for 17, `Bits<6>` for 18..=19, `Bits<7>` for 20..=21.

/// Largest board side [`with_bits_width!`](crate::with_bits_width) has a width for (21×21 =
/// 441 cells in 7 words).
pub const WIDEST_N: usize = 21;

/// Calls `f::<W>(args…)` with the bit-set width `W` (64-bit words) of the `n`×`n` board:
/// 1 for n ≤ 8, 2 for 9..=11, 4 for 12..=16, 5 for 17, 6 for 18..=19, 7 for 20..=21 (the
/// fewest words holding n·n cells, except that 12..=16 share 4). Written once here for the
/// solver, the certificate walks and `examples/fastest_solve`. The caller keeps `n` within
/// [`WIDEST_N`]: a larger board reaches `Board::new`'s assertion.
///
/// `with_bits_width!(n, search::wins_by(n, d, None))` expands to a `match` on `n`.
#[macro_export]
macro_rules! with_bits_width {
    ($n:expr, $($f:ident)::+ ( $($a:expr),* $(,)? )) => {
        match $n {
            ..=8 => $($f)::+::<1>($($a),*),
            9..=11 => $($f)::+::<2>($($a),*),
            12..=16 => $($f)::+::<4>($($a),*),
            17 => $($f)::+::<5>($($a),*),
            18..=19 => $($f)::+::<6>($($a),*),
            _ => $($f)::+::<7>($($a),*),
        }
    };
}

/// The most stones an image may hold to be packed in 128 bits by [`pack`] on widths up to 512
/// cells (9-bit cells): 8 + 9·13 = 125.
pub const PACKED_STONES: u32 = 13;
const _: () = assert!(8 + 9 * PACKED_STONES as usize <= 128, "PACKED_STONES cells of 9 bits and two 4-bit counts must fit in 128 bits");

/// The most stones an image may hold to be packed by [`pack`] on widths of 513 to 1,024 cells
/// (10-bit cells; `Bits<16>`, which `examples/forcing_solve.rs` and `examples/fastest_solve.rs`
/// use for 22×22 to 32×32):
/// 8 + 10·12 = 128. The solver's tables store at most `deadline − 2` stones, 11 at deadline 13.
pub const WIDE_PACKED_STONES: u32 = 12;
const _: () = assert!(8 + 10 * WIDE_PACKED_STONES as usize <= 128, "WIDE_PACKED_STONES cells of 10 bits and two 4-bit counts must fit in 128 bits");

/// A position image (P1's cells, P2's cells) packed in 128 bits, or `None` when it holds too
/// many stones or its width exceeds 1,024 cells. Layout: P1's cell count in bits 0..4, P2's
/// in 4..8, then P1's cells ascending and P2's ascending, 9 bits each when `64·W ≤ 512` (at
/// most [`PACKED_STONES`] stones; every width of [`with_bits_width!`](crate::with_bits_width),
/// so every certificate walk and every table of `squarecert fastest`), 10 bits each when
/// `64·W ≤ 1,024` (at most [`WIDE_PACKED_STONES`]). Injective for each `W` (the counts say
/// where P1's cells end), so a set or a map keyed by it stays exact. Used by the certificate
/// walk's set of expanded classes and by the solver's transposition table, which hold tens of
/// millions of images on the large boards.
pub fn pack<const W: usize>(img: &[Bits<W>; 2]) -> Option<u128> {
    let (c1, c2) = (img[0].count(), img[1].count());
    let (width, most) = match 64 * W {
        ..=512 => (9, PACKED_STONES),
        513..=1024 => (10, WIDE_PACKED_STONES),
        _ => return None,
    };
    if c1 + c2 > most {
        return None;
    }
    let mut k = c1 as u128 | (c2 as u128) << 4;
    let mut at = 8;
    for i in img[0].iter().chain(img[1].iter()) {
        k |= (i as u128) << at;
        at += width;
    }
    Some(k)
}

/// A set of cells in `W` 64-bit words (`64·W` cells at most).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Bits<const W: usize>(pub [u64; W]);

impl<const W: usize> Default for Bits<W> {
    fn default() -> Self {
        Bits([0; W])
    }
}

impl<const W: usize> Bits<W> {
    /// The empty set.
    pub const EMPTY: Bits<W> = Bits([0; W]);

    /// The cells `0..cells` (`cells ≤ 64·W`).
    pub fn first(cells: usize) -> Bits<W> {
        let mut b = Bits::EMPTY;
        for i in 0..cells {
            b.set(i);
        }
        b
    }

    /// Whether cell `i` is in the set.
    #[inline]
    pub fn has(&self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 == 1
    }

    /// Adds cell `i`.
    #[inline]
    pub fn set(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }

    /// Removes cell `i`.
    #[inline]
    pub fn clear(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    /// The set with cell `i` added.
    #[inline]
    pub fn with(mut self, i: usize) -> Bits<W> {
        self.set(i);
        self
    }

    /// Union.
    #[inline]
    pub fn or(self, o: Bits<W>) -> Bits<W> {
        let mut r = self;
        for k in 0..W {
            r.0[k] |= o.0[k];
        }
        r
    }

    /// Intersection.
    #[inline]
    pub fn and(self, o: Bits<W>) -> Bits<W> {
        let mut r = self;
        for k in 0..W {
            r.0[k] &= o.0[k];
        }
        r
    }

    /// The cells of `self` not in `o`.
    #[inline]
    pub fn minus(self, o: Bits<W>) -> Bits<W> {
        let mut r = self;
        for k in 0..W {
            r.0[k] &= !o.0[k];
        }
        r
    }

    /// Number of cells.
    #[inline]
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The lowest cell, if any.
    #[inline]
    pub fn lowest(&self) -> Option<usize> {
        self.0.iter().enumerate().find(|(_, &w)| w != 0).map(|(k, w)| 64 * k + w.trailing_zeros() as usize)
    }

    /// The cells in increasing order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(k, mut w)| {
            std::iter::from_fn(move || {
                if w == 0 {
                    None
                } else {
                    let i = w.trailing_zeros() as usize;
                    w &= w - 1;
                    Some(64 * k + i)
                }
            })
        })
    }
}

/// The image (P1's cells, P2's cells) holding the cells `p1` and `p2`: a test helper.
#[cfg(test)]
pub(crate) fn image<const W: usize>(p1: &[usize], p2: &[usize]) -> [Bits<W>; 2] {
    let mut v = [Bits::<W>::EMPTY; 2];
    p1.iter().for_each(|&i| v[0].set(i));
    p2.iter().for_each(|&i| v[1].set(i));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_across_words() {
        let mut b = Bits::<4>::EMPTY;
        for i in [0, 63, 64, 130, 255] {
            b.set(i);
        }
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0, 63, 64, 130, 255]);
        assert_eq!(b.count(), 5);
        b.clear(0);
        assert_eq!(b.lowest(), Some(63));
        assert!(b.has(130) && !b.has(129));
        assert_eq!(Bits::<2>::first(121).count(), 121);
        assert_eq!(Bits::<2>::first(121).minus(Bits::<2>::first(120)).iter().collect::<Vec<_>>(), vec![120]);
    }

    /// The packing tells apart images that differ in one cell, in which side holds a cell, or
    /// in the split of the same cells between the sides, and leaves images past 13 stones (12
    /// past 512 cells) and widths past 1,024 cells unpacked.
    #[test]
    fn packed_images_are_distinct_and_large_ones_stay_whole() {
        let img = image::<7>;
        let a = pack(&img(&[0, 440], &[3])).unwrap();
        assert_eq!(a, 2 | 1 << 4 | 440 << 17 | 3 << 26); // cell 0 at bit 8 adds nothing
        let others = [img(&[0, 439], &[3]), img(&[0], &[3, 440]), img(&[0, 3], &[440]), img(&[0, 440, 3], &[])];
        let mut keys: Vec<u128> = others.iter().map(|i| pack(i).unwrap()).collect();
        keys.push(a);
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), 5);
        let thirteen: Vec<usize> = (0..13).map(|i| 30 * i).collect();
        let full = pack(&img(&thirteen[..7], &thirteen[7..])).unwrap();
        assert_eq!(full >> 116, 360); // the 13th cell, 30·12, ends at bit 125
        let fourteen: Vec<usize> = (0..14).map(|i| 30 * i).collect();
        assert_eq!(pack(&img(&fourteen[..7], &fourteen[7..])), None);
        assert_eq!(pack(&[Bits::<8>::EMPTY; 2]), Some(0));
        // Past 512 cells: 10-bit cells, at most 12 stones, nothing past 1,024 cells.
        let wide = image::<16>;
        assert_eq!(pack(&wide(&[1023], &[512, 600])), Some(1 | 2 << 4 | 1023 << 8 | 512 << 18 | 600 << 28));
        assert_ne!(pack(&wide(&[511], &[512])), pack(&wide(&[512], &[511])));
        let twelve: Vec<usize> = (0..12).map(|i| 80 * i + 100).collect();
        let full = pack(&wide(&twelve[..6], &twelve[6..])).unwrap();
        assert_eq!(full >> 118, 980); // the 12th cell, 80·11 + 100, ends at bit 128
        let thirteen: Vec<usize> = (0..13).map(|i| 70 * i).collect();
        assert_eq!(pack(&wide(&thirteen[..6], &thirteen[6..])), None);
        assert_eq!(pack(&[Bits::<17>::EMPTY; 2]), None);
    }
}
