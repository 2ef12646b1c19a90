//! The eight symmetries of the pyramid, and a dense index of positions: a position to
//! solve is the side to move's spheres and the opponent's (colours play no part in the
//! rules), its *shape* is the set of occupied cells, and every position of a shape is one
//! *colouring* of the shape's cells.
//!
//! Shapes are numbered densely (every set of cells in which each sphere above level 1
//! rests on four, the top left empty: 141,119 of them), each is mapped to the smallest of
//! its eight images (its canonical shape), and the colourings of a canonical shape with
//! `k` spheres of the side to move are numbered by their colex rank among the `k`-subsets
//! of the shape's cells. A table of values then needs one entry per colouring of each
//! canonical shape with at most 15 spheres a side.

use super::super::board::{Bits, BELOW, CELLS, COORDS, LEVEL_MASK, LEVEL_START, TOP};
use super::super::SPHERES;

/// The symmetries of the square, applied to every level at once.
pub const SYMMETRIES: usize = 8;

const fn map_xy(s: usize, n: u8, x: u8, y: u8) -> (u8, u8) {
    let m = n - 1;
    match s {
        0 => (x, y),
        1 => (m - y, x),
        2 => (m - x, m - y),
        3 => (y, m - x),
        4 => (m - x, y),
        5 => (x, m - y),
        6 => (y, x),
        _ => (m - y, m - x),
    }
}

const fn build_perm() -> [[u8; CELLS]; SYMMETRIES] {
    let mut out = [[0; CELLS]; SYMMETRIES];
    let mut s = 0;
    while s < SYMMETRIES {
        let mut c = 0;
        while c < CELLS {
            let (level, x, y) = COORDS[c];
            let n = 5 - level;
            let (x2, y2) = map_xy(s, n, x, y);
            out[s][c] = LEVEL_START[level as usize - 1] + y2 * n + x2;
            c += 1;
        }
        s += 1;
    }
    out
}

/// Where each symmetry sends each cell.
pub const PERM: [[u8; CELLS]; SYMMETRIES] = build_perm();

const fn build_byte_maps() -> [[[Bits; 256]; 4]; SYMMETRIES] {
    let mut out = [[[0; 256]; 4]; SYMMETRIES];
    let mut s = 0;
    while s < SYMMETRIES {
        let mut part = 0;
        while part < 4 {
            let mut byte = 0;
            while byte < 256 {
                let mut bit = 0;
                let mut image = 0;
                while bit < 8 {
                    let c = part * 8 + bit;
                    if c < CELLS && byte & (1 << bit) != 0 {
                        image |= 1 << PERM[s][c];
                    }
                    bit += 1;
                }
                out[s][part][byte] = image;
                byte += 1;
            }
            part += 1;
        }
        s += 1;
    }
    out
}

static BYTE_MAPS: [[[Bits; 256]; 4]; SYMMETRIES] = build_byte_maps();

/// The image of a set of cells under symmetry `s`.
#[inline]
pub fn transform(s: usize, mask: Bits) -> Bits {
    let t = &BYTE_MAPS[s];
    t[0][(mask & 255) as usize]
        | t[1][(mask >> 8 & 255) as usize]
        | t[2][(mask >> 16 & 255) as usize]
        | t[3][(mask >> 24 & 255) as usize]
}

/// One key for the eight images of a position (side to move's spheres, opponent's).
pub fn canonical_key(mover: Bits, opponent: Bits) -> u64 {
    (0..SYMMETRIES)
        .map(|s| transform(s, mover) as u64 | (transform(s, opponent) as u64) << 32)
        .min()
        .expect("eight symmetries")
}

/// The bits of `value` at the set bits of `mask`, packed to the bottom (x86's `pext`).
#[inline]
pub fn extract(value: Bits, mut mask: Bits) -> Bits {
    let mut out = 0;
    let mut bit = 1;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if value & low != 0 {
            out |= bit;
        }
        bit <<= 1;
        mask ^= low;
    }
    out
}

/// The low bits of `value` spread onto the set bits of `mask` (x86's `pdep`).
#[inline]
pub fn deposit(mut value: Bits, mut mask: Bits) -> Bits {
    let mut out = 0;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if value & 1 != 0 {
            out |= low;
        }
        value >>= 1;
        mask ^= low;
    }
    out
}

/// `BINOMIAL[n][k]` = n choose k, for n up to 30.
pub static BINOMIAL: [[u64; 32]; 32] = build_binomial();

const fn build_binomial() -> [[u64; 32]; 32] {
    let mut out = [[0; 32]; 32];
    let mut n = 0;
    while n < 32 {
        out[n][0] = 1;
        let mut k = 1;
        while k <= n {
            out[n][k] = out[n - 1][k - 1] + out[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    out
}

/// The colex rank of a set of bits among the sets of as many bits.
#[inline]
pub fn colex_rank(mut set: Bits) -> u64 {
    let mut rank = 0;
    let mut j = 1;
    while set != 0 {
        let i = set.trailing_zeros() as usize;
        rank += BINOMIAL[i][j];
        j += 1;
        set &= set - 1;
    }
    rank
}

/// The set of `k` bits of colex rank `rank`.
pub fn colex_unrank(mut rank: u64, k: usize) -> Bits {
    let mut set = 0;
    for j in (1..=k).rev() {
        let mut i = j - 1;
        while BINOMIAL[i + 1][j] <= rank {
            i += 1;
        }
        rank -= BINOMIAL[i][j];
        set |= 1 << i;
    }
    set
}

/// The next set of as many bits in colex order (Gosper's hack); `set` must not be 0.
#[inline]
pub fn colex_next(set: Bits) -> Bits {
    let low = set & set.wrapping_neg();
    let ripple = set + low;
    ripple | (((set ^ ripple) >> 2) / low)
}

/// Level-2 cells supported by each set of level-1 cells.
fn support2(l1: u32) -> Bits {
    (LEVEL_START[1]..LEVEL_START[2]).filter(|&c| BELOW[c as usize] & !l1 == 0).fold(0, |acc, c| acc | 1 << c)
}

/// Level-3 cells supported by each set of level-2 cells (given as bits 16–24).
fn support3(l2: Bits) -> Bits {
    (LEVEL_START[2]..LEVEL_START[3]).filter(|&c| BELOW[c as usize] & !l2 == 0).fold(0, |acc, c| acc | 1 << c)
}

/// Levels' bits.
const L1: Bits = LEVEL_MASK[1];
const L2: Bits = LEVEL_MASK[2];
const L3: Bits = LEVEL_MASK[3];

/// Fast tables of what rests on what, and the shapes with their dense numbering.
pub struct Shapes {
    /// Level-2 cells supported by a level-1 set, by the 16 bits of level 1.
    s2: Vec<Bits>,
    /// Level-3 cells supported by a level-2 set, by its 9 bits.
    s3: Vec<Bits>,
    /// Level-1 cells carrying something, by the 9 bits of level 2.
    carried1: Vec<Bits>,
    /// Level-2 cells carrying something, by the 4 bits of level 3.
    carried2: Vec<Bits>,
    /// Per level-1 set: where its level-2 subsets start in `first2`.
    first1: Vec<u32>,
    /// Per (level-1 set, level-2 subset of its supported cells): the first shape id.
    first2: Vec<u32>,
    /// Every shape, by id.
    pub masks: Vec<Bits>,
    /// Per shape: its canonical shape's id and a symmetry that maps it there.
    pub canon: Vec<(u32, u8)>,
}

impl Shapes {
    pub fn new() -> Shapes {
        let s2: Vec<Bits> = (0..1u32 << 16).map(support2).collect();
        let s3: Vec<Bits> = (0..1u32 << 9).map(|l2| support3(l2 << 16)).collect();
        let carry = |upper: Bits| super::super::board::cells(upper).fold(0, |acc, c| acc | BELOW[c as usize]);
        let carried1: Vec<Bits> = (0..1u32 << 9).map(|l2| carry(l2 << 16)).collect();
        let carried2: Vec<Bits> = (0..1u32 << 4).map(|l3| carry(l3 << 25)).collect();
        let mut first1 = Vec::with_capacity(1 << 16);
        let mut first2 = Vec::new();
        let mut masks = Vec::new();
        for l1 in 0..1u32 << 16 {
            first1.push(first2.len() as u32);
            let sup2 = s2[l1 as usize];
            for sub2 in 0..1u32 << sup2.count_ones() {
                first2.push(masks.len() as u32);
                let l2 = deposit(sub2, sup2);
                let sup3 = s3[(l2 >> 16) as usize];
                for sub3 in 0..1u32 << sup3.count_ones() {
                    masks.push(l1 | l2 | deposit(sub3, sup3));
                }
            }
        }
        let mut shapes = Shapes { s2, s3, carried1, carried2, first1, first2, masks, canon: vec![] };
        let canon = (0..shapes.masks.len())
            .map(|id| {
                let mask = shapes.masks[id];
                let (image, s) = (0..SYMMETRIES).map(|s| (transform(s, mask), s as u8)).min().expect("eight");
                (shapes.id(image), s)
            })
            .collect();
        shapes.canon = canon;
        shapes
    }

    /// The id of a shape (top empty, every upper sphere supported).
    #[inline]
    pub fn id(&self, occupied: Bits) -> u32 {
        let l1 = occupied & L1;
        let l2 = occupied & L2;
        let at2 = self.first1[l1 as usize] + extract(l2, self.s2[l1 as usize]);
        self.first2[at2 as usize] + extract(occupied & L3, self.s3[(l2 >> 16) as usize])
    }

    /// The empty cells that support a sphere.
    #[inline]
    pub fn supported_empty(&self, occupied: Bits) -> Bits {
        let l1 = occupied & L1;
        let l2 = (occupied & L2) >> 16;
        let mut out = !occupied & (L1 | self.s2[l1 as usize] | self.s3[l2 as usize]);
        if occupied & L3 == L3 {
            out |= !occupied & 1 << TOP;
        }
        out
    }

    /// The occupied cells on which nothing rests.
    #[inline]
    pub fn free(&self, occupied: Bits) -> Bits {
        let l2 = (occupied & L2) >> 16;
        let l3 = (occupied & L3) >> 25;
        let mut carried = self.carried1[l2 as usize] | self.carried2[l3 as usize];
        if occupied & 1 << TOP != 0 {
            carried |= L3;
        }
        occupied & !carried
    }
}

impl Default for Shapes {
    fn default() -> Self {
        Shapes::new()
    }
}

/// The level of every cell above the first, as a sum over a set (the "height" of a shape).
pub fn level_sum(mask: Bits) -> u32 {
    (mask & L1).count_ones() + 2 * (mask & L2).count_ones() + 3 * (mask & L3).count_ones() + 4 * (mask >> TOP)
}

/// The fewest and most spheres of the side to move in a shape of `n` spheres.
pub fn mover_range(n: u32) -> (u32, u32) {
    (n.saturating_sub(SPHERES), n.min(SPHERES))
}

#[cfg(test)]
mod tests {
    use super::super::super::board::{all_supported, free, supported_empty, ALL, HIGHER};
    use super::*;

    #[test]
    fn symmetries_preserve_what_rests_on_what() {
        assert_eq!(HIGHER[1], L2 | L3 | 1 << TOP);
        for (s, perm) in PERM.iter().enumerate() {
            for c in 0..CELLS {
                let image = perm[c] as usize;
                assert_eq!(transform(s, BELOW[c]), BELOW[image], "symmetry {s} cell {c}");
            }
            assert_eq!(transform(s, ALL), ALL);
        }
    }

    #[test]
    fn shapes_are_numbered_densely_and_canonically() {
        let shapes = Shapes::new();
        // 141,120 fillings in all; the one with the top taken is not a shape.
        assert_eq!(shapes.masks.len(), 141_119);
        for (id, &mask) in shapes.masks.iter().enumerate().step_by(97) {
            assert!(all_supported(mask));
            assert_eq!(shapes.id(mask), id as u32);
            assert_eq!(shapes.supported_empty(mask), supported_empty(mask));
            assert_eq!(shapes.free(mask), free(mask));
            let (c, s) = shapes.canon[id];
            assert_eq!(transform(s as usize, mask), shapes.masks[c as usize]);
            assert_eq!(shapes.canon[c as usize], (c, 0));
        }
        let canonical = shapes.canon.iter().enumerate().filter(|(i, c)| c.0 == *i as u32).count();
        // Burnside: the number of classes is the mean number of shapes each symmetry fixes.
        let fixed: usize =
            (0..SYMMETRIES).map(|s| shapes.masks.iter().filter(|&&m| transform(s, m) == m).count()).sum();
        assert_eq!(canonical * SYMMETRIES, fixed);
        assert_eq!(canonical, 18_457);
    }

    #[test]
    fn colex_ranks_round_trip() {
        for (k, &count) in BINOMIAL[12].iter().enumerate().take(6) {
            let mut set: Bits = (1 << k) - 1;
            for r in 0..count {
                assert_eq!(colex_rank(set), r);
                assert_eq!(colex_unrank(r, k), set);
                if k > 0 {
                    set = colex_next(set);
                }
            }
        }
        assert_eq!(extract(0b1010_0110, 0b1111_0000), 0b1010);
        assert_eq!(deposit(0b1010, 0b1111_0000), 0b1010_0000);
    }
}
