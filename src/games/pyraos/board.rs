//! The 30 cells of Pyraos's four-level pyramid, their names and what rests on what.
//!
//! Cells are indexed in canonical order — level, then rank, then file — so index order
//! is the canonical order of the notation: `1a1` = 0 … `1d4` = 15, `2a1` = 16 … `2c3` =
//! 24, `3a1` = 25 … `3b2` = 28, `4a1` = 29. A set of cells is a 30-bit mask ([`Bits`]).
//! Every table is computed at compile time.

use crate::message::Phrase;

pub const CELLS: usize = 30;
pub const LEVELS: u8 = 4;
/// The top of the pyramid, `4a1`.
pub const TOP: u8 = 29;
pub const NONE: u8 = u8::MAX;

/// A set of cells: bit `c` stands for cell `c`.
pub type Bits = u32;
/// Every cell.
pub const ALL: Bits = (1 << CELLS) - 1;

/// The index of the first cell of each level (1-based level `L` at `[L - 1]`), and the
/// end of the board at `[4]`.
pub const LEVEL_START: [u8; 5] = [0, 16, 25, 29, 30];

/// Cells per side of a level: 4, 3, 2, 1.
pub const fn side_length(level: u8) -> u8 {
    5 - level
}

/// The cell at `level` (1–4), file `x` and rank `y` (both from 0), if it exists.
pub const fn cell_at(level: u8, x: u8, y: u8) -> Option<u8> {
    if level < 1 || level > LEVELS {
        return None;
    }
    let n = side_length(level);
    if x >= n || y >= n {
        return None;
    }
    Some(LEVEL_START[level as usize - 1] + y * n + x)
}

const fn build_coords() -> [(u8, u8, u8); CELLS] {
    let mut out = [(0, 0, 0); CELLS];
    let mut level = 1;
    let mut i = 0;
    while level <= LEVELS {
        let n = side_length(level);
        let mut y = 0;
        while y < n {
            let mut x = 0;
            while x < n {
                out[i] = (level, x, y);
                i += 1;
                x += 1;
            }
            y += 1;
        }
        level += 1;
    }
    out
}

/// `(level, x, y)` of each cell: level 1–4 from the bottom, file `x` (a = 0) and rank `y`
/// (1 = 0) within the level. Cell `(L + 1, x, y)` rests on `(L, x..=x + 1, y..=y + 1)`, so
/// a renderer centres it over those four: at `(x + (L - 1) / 2, y + (L - 1) / 2)` in
/// level-1 units.
pub const COORDS: [(u8, u8, u8); CELLS] = build_coords();

const fn build_below() -> [Bits; CELLS] {
    let mut out = [0; CELLS];
    let mut c = 0;
    while c < CELLS {
        let (level, x, y) = COORDS[c];
        if level > 1 {
            let l = level - 1;
            let mut dy = 0;
            while dy < 2 {
                let mut dx = 0;
                while dx < 2 {
                    match cell_at(l, x + dx, y + dy) {
                        Some(b) => out[c] |= 1 << b,
                        None => panic!("a cell above level 1 rests on four cells"),
                    }
                    dx += 1;
                }
                dy += 1;
            }
        }
        c += 1;
    }
    out
}

/// The four cells each cell rests on (none for level 1). They are also the square that
/// cell crowns.
pub const BELOW: [Bits; CELLS] = build_below();

const fn build_above() -> [Bits; CELLS] {
    let mut out = [0; CELLS];
    let mut c = 0;
    while c < CELLS {
        let mut b = 0;
        while b < CELLS {
            if BELOW[c] & (1 << b) != 0 {
                out[b] |= 1 << c;
            }
            b += 1;
        }
        c += 1;
    }
    out
}

/// The cells that rest on each cell (one to four; none for the top). The squares a cell
/// belongs to are the [`BELOW`] sets of these.
pub const ABOVE: [Bits; CELLS] = build_above();

const fn build_level_masks() -> [Bits; 5] {
    let mut out = [0; 5];
    let mut level = 1;
    while level <= LEVELS as usize {
        let mut c = LEVEL_START[level - 1];
        while c < LEVEL_START[level] {
            out[level] |= 1 << c;
            c += 1;
        }
        level += 1;
    }
    out
}

/// The cells of each level (index 1–4; index 0 is empty).
pub const LEVEL_MASK: [Bits; 5] = build_level_masks();

const fn build_higher() -> [Bits; 5] {
    let mut out = [0; 5];
    let mut level = 0;
    while level <= LEVELS as usize {
        let mut l = level + 1;
        while l <= LEVELS as usize {
            out[level] |= LEVEL_MASK[l];
            l += 1;
        }
        level += 1;
    }
    out
}

/// The cells on levels above each level (index 0–4).
pub const HIGHER: [Bits; 5] = build_higher();

pub const fn level(cell: u8) -> u8 {
    COORDS[cell as usize].0
}

/// The canonical name of a cell: level digit, file letter, rank digit (`2b3`).
pub fn name(cell: u8) -> String {
    let (level, x, y) = COORDS[cell as usize];
    format!("{}{}{}", level, (b'a' + x) as char, y + 1)
}

/// Parses a cell name such as `2b3` (file letter in either case).
pub fn parse(text: &str) -> Result<u8, Phrase> {
    let shape = || Phrase::new("reason-pyraos-cell");
    let mut chars = text.chars();
    let (Some(l), Some(f), Some(r), None) = (chars.next(), chars.next(), chars.next(), chars.next()) else {
        return Err(if text.is_empty() { Phrase::new("reason-empty-cell") } else { shape() });
    };
    let f = f.to_ascii_lowercase();
    if !l.is_ascii_digit() || !f.is_ascii_lowercase() || !r.is_ascii_digit() {
        return Err(shape());
    }
    let level = l as u8 - b'0';
    if !(1..=LEVELS).contains(&level) {
        return Err(Phrase::new("reason-pyraos-level").count("level", level as i64));
    }
    let n = side_length(level);
    let (x, y) = (f as u8 - b'a', (r as u8 - b'0').wrapping_sub(1));
    cell_at(level, x, y).ok_or_else(|| {
        let cell = format!("{level}{f}{r}");
        if n == 1 {
            Phrase::new("reason-pyraos-top-cell").text("cell", cell)
        } else {
            Phrase::new("reason-pyraos-no-cell")
                .text("cell", cell)
                .count("level", level as i64)
                .text("last", ((b'a' + n - 1) as char).to_string())
                .count("ranks", n as i64)
        }
    })
}

pub fn bits(cells: impl IntoIterator<Item = u8>) -> Bits {
    cells.into_iter().fold(0, |acc, c| acc | 1 << c)
}

/// The cells of a mask, in index order.
pub fn cells(mut mask: Bits) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let c = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(c)
    })
}

/// The occupied cells on which something rests.
pub fn carrying(occupied: Bits) -> Bits {
    cells(occupied & HIGHER[1]).fold(0, |acc, c| acc | BELOW[c as usize])
}

/// The occupied cells on which nothing rests.
pub fn free(occupied: Bits) -> Bits {
    occupied & !carrying(occupied)
}

/// The empty cells that support a sphere: level 1, or all four cells under them taken.
pub fn supported_empty(occupied: Bits) -> Bits {
    let mut out = LEVEL_MASK[1] & !occupied;
    for c in cells(HIGHER[1] & !occupied) {
        let below = BELOW[c as usize];
        if occupied & below == below {
            out |= 1 << c;
        }
    }
    out
}

/// Whether every occupied cell above level 1 is supported.
pub fn all_supported(occupied: Bits) -> bool {
    cells(occupied & HIGHER[1]).all(|c| occupied & BELOW[c as usize] == BELOW[c as usize])
}

/// Whether the sphere on `cell` completes a square of `own` (which holds it): the four
/// cells under some cell resting on `cell` are all in `own`.
#[inline(always)]
pub fn completes_square(cell: u8, own: Bits) -> bool {
    cells(ABOVE[cell as usize]).any(|a| own & BELOW[a as usize] == BELOW[a as usize])
}

/// Whether `a` comes before `b` in the notation of removals: upper levels first, then
/// canonical order within a level.
pub fn removal_before(a: u8, b: u8) -> bool {
    (level(a), std::cmp::Reverse(a)) > (level(b), std::cmp::Reverse(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_cells_in_canonical_order() {
        let names: Vec<String> = (0..CELLS as u8).map(name).collect();
        assert_eq!(names[0], "1a1");
        assert_eq!(names[1], "1b1");
        assert_eq!(names[4], "1a2");
        assert_eq!(names[15], "1d4");
        assert_eq!(names[16], "2a1");
        assert_eq!(names[24], "2c3");
        assert_eq!(names[25], "3a1");
        assert_eq!(names[28], "3b2");
        assert_eq!(names[29], "4a1");
        for c in 0..CELLS as u8 {
            assert_eq!(parse(&name(c)), Ok(c));
            let (l, x, y) = COORDS[c as usize];
            assert_eq!(cell_at(l, x, y), Some(c));
        }
    }

    #[test]
    fn cells_rest_on_four_below() {
        let b = |names: &[&str]| bits(names.iter().map(|n| parse(n).unwrap()));
        assert_eq!(BELOW[parse("2a1").unwrap() as usize], b(&["1a1", "1b1", "1a2", "1b2"]));
        assert_eq!(BELOW[parse("2c3").unwrap() as usize], b(&["1c3", "1d3", "1c4", "1d4"]));
        assert_eq!(BELOW[TOP as usize], b(&["3a1", "3b1", "3a2", "3b2"]));
        assert_eq!(ABOVE[parse("1b2").unwrap() as usize], b(&["2a1", "2b1", "2a2", "2b2"]));
        assert_eq!(ABOVE[parse("1a1").unwrap() as usize], b(&["2a1"]));
        assert_eq!(ABOVE[TOP as usize], 0);
        assert_eq!(LEVEL_MASK[1..].iter().fold(0, |a, m| a | m), ALL);
        assert_eq!(HIGHER[0], ALL);
        assert_eq!(HIGHER[3], 1 << TOP);
    }

    #[test]
    fn names_parse_in_either_case_and_reject_the_rest() {
        assert_eq!(parse("2B3"), parse("2b3"));
        assert!(parse("2d1").unwrap_err().english().contains("files a–c"));
        assert!(parse("4b1").unwrap_err().english().contains("single cell"));
        assert!(parse("5a1").unwrap_err().english().contains("no level 5"));
        assert!(parse("0a1").unwrap_err().english().contains("no level 0"));
        assert!(parse("1a0").is_err());
        assert!(parse("1a10").is_err());
        assert!(parse("1a").is_err());
        assert!(parse("a1").is_err());
        assert!(parse("1é1").is_err());
        assert!(parse("").unwrap_err().english().contains("empty"));
    }
}
