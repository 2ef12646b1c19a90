//! The 48 fields of Allmer's stepped 7 × 7 pyramid: names, tiers, neighbours and the
//! lines Osiris looks along.
//!
//! Two numberings meet here:
//! - a **cell** is the game's index of a field, in canonical order: row by row from
//!   row 1, files a–g, skipping `d4` (`a1` = 0, `g1` = 6, `a2` = 7, …, `c4` = 23,
//!   `e4` = 24, …, `g7` = 47);
//! - a **square** is `7·y + x` on the full grid, `d4` included (square 24, the cap).
//!
//! Stones are kept as masks of squares ([`Bits`]), so a step is a shift and the cap's
//! bit is simply never set. A cell's square is the cell itself below the cap and one more
//! above it, so the two orders agree.

use crate::message::Phrase;

/// Files and rows of the grid.
pub const SIZE: u8 = 7;
/// Fields of the board (the grid without the cap).
pub const CELLS: usize = 48;
/// Squares of the grid, the cap included.
pub const SQUARES: usize = 49;
/// The square of `d4`, the cap: not a field.
pub const CAP: u8 = 24;
/// No neighbour: off the board.
pub const NONE: u8 = u8::MAX;
/// The tier given to the cap, one above the highest ring.
pub const CAP_TIER: u8 = 3;

/// A set of squares: bit `7·y + x`.
pub type Bits = u64;

/// Every field of the board as squares (all of the grid but the cap).
pub const FIELDS: Bits = ((1 << SQUARES) - 1) & !(1 << CAP);

/// Directions as (Δx, Δy): right, left, up (toward row 7), down.
pub const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// The victory fields c3, e3, c5, e5 as squares.
pub const VICTORY: Bits = 1 << 16 | 1 << 18 | 1 << 30 | 1 << 32;

/// One line of Osiris: a side of a ring, `len` squares from `start`, `step` apart
/// (1 along a row, 7 along a file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    pub start: u8,
    pub step: u8,
    pub len: u8,
}

impl Line {
    /// The line's squares, in order.
    pub fn squares(self) -> impl Iterator<Item = u8> {
        (0..self.len).map(move |i| self.start + i * self.step)
    }

    /// The line's cells, in order.
    pub fn cells(self) -> impl Iterator<Item = u8> {
        self.squares().map(cell)
    }
}

/// The twelve lines: for each ring (tier 0, 1, 2) its bottom row, top row, left file and
/// right file. A corner belongs to two lines; the cap to none.
pub const LINES: [Line; 12] = lines();

const fn lines() -> [Line; 12] {
    let mut out = [Line { start: 0, step: 0, len: 0 }; 12];
    let mut t = 0;
    while t < 3 {
        let lo = t;
        let hi = 6 - t;
        let len = 7 - 2 * t;
        out[4 * t as usize] = Line { start: lo * 7 + lo, step: 1, len };
        out[4 * t as usize + 1] = Line { start: hi * 7 + lo, step: 1, len };
        out[4 * t as usize + 2] = Line { start: lo * 7 + lo, step: 7, len };
        out[4 * t as usize + 3] = Line { start: lo * 7 + hi, step: 7, len };
        t += 1;
    }
    out
}

/// Squares `s` whose neighbour `s + step` lies on the same line as `s`, for lines with
/// that step (1: rows, 7: files).
const fn links(step: u8) -> Bits {
    let mut out = 0;
    let mut i = 0;
    while i < LINES.len() {
        let line = LINES[i];
        if line.step == step {
            let mut k = 0;
            while k + 1 < line.len {
                out |= 1 << (line.start + k * step);
                k += 1;
            }
        }
        i += 1;
    }
    out
}

/// Links along rows: `s` and `s + 1` are on one line.
pub const ROW_LINKS: Bits = links(1);
/// Links along files: `s` and `s + 7` are on one line.
pub const FILE_LINKS: Bits = links(7);

/// The square of a cell.
pub const fn square(cell: u8) -> u8 {
    if cell < CAP {
        cell
    } else {
        cell + 1
    }
}

/// The cell of a square; the cap has none.
pub const fn cell(square: u8) -> u8 {
    if square < CAP {
        square
    } else {
        square - 1
    }
}

/// (x, y) of a square, both from 0: x is the file (a = 0), y the row (1 = 0).
pub const fn square_xy(square: u8) -> (u8, u8) {
    (square % SIZE, square / SIZE)
}

/// The tier of a square: 0 on the outer ring, 2 on the ring around the cap, and
/// [`CAP_TIER`] on the cap.
pub const fn square_tier(square: u8) -> u8 {
    let (x, y) = square_xy(square);
    let a = if x < 6 - x { x } else { 6 - x };
    let b = if y < 6 - y { y } else { 6 - y };
    if a < b {
        a
    } else {
        b
    }
}

/// Tier of every square.
pub const TIERS: [u8; SQUARES] = {
    let mut out = [0; SQUARES];
    let mut s = 0;
    while s < SQUARES {
        out[s] = square_tier(s as u8);
        s += 1;
    }
    out
};

/// The neighbour of every square in each of [`DIRECTIONS`], or [`NONE`] off the board.
/// The cap is a neighbour like any square; moves treat it as a step up.
pub const NEIGHBOURS: [[u8; 4]; SQUARES] = {
    let mut out = [[NONE; 4]; SQUARES];
    let mut s = 0;
    while s < SQUARES {
        let (x, y) = square_xy(s as u8);
        let mut d = 0;
        while d < 4 {
            let nx = x as i8 + DIRECTIONS[d].0;
            let ny = y as i8 + DIRECTIONS[d].1;
            if nx >= 0 && nx < SIZE as i8 && ny >= 0 && ny < SIZE as i8 {
                out[s][d] = (ny * SIZE as i8 + nx) as u8;
            }
            d += 1;
        }
        s += 1;
    }
    out
};

/// (x, y) grid position of a cell, both from 0: x is the file (a = 0), y the row
/// (row 1 = 0).
pub const fn xy(cell: u8) -> (u8, u8) {
    square_xy(square(cell))
}

/// The tier of a cell: 0 on the outer ring (24 fields), 1 on the middle ring (16),
/// 2 on the ring around the cap (8).
pub const fn tier(cell: u8) -> u8 {
    square_tier(square(cell))
}

/// The cell at grid position (x, y), if it is a field.
pub fn cell_at(x: u8, y: u8) -> Option<u8> {
    (x < SIZE && y < SIZE && (x, y) != (3, 3)).then(|| cell(y * SIZE + x))
}

/// The centre of a cell in board units (a field is one unit; y grows downward from the
/// top edge of row 7), for drawing.
pub fn center(cell: u8) -> (f64, f64) {
    let (x, y) = xy(cell);
    (x as f64 + 0.5, (SIZE - 1 - y) as f64 + 0.5)
}

/// True for the four victory fields c3, e3, c5, e5.
pub fn is_victory_field(cell: u8) -> bool {
    VICTORY & (1 << square(cell)) != 0
}

/// The name of a cell, such as `c3`.
pub fn name(cell: u8) -> String {
    square_name(square(cell))
}

/// The name of a square, such as `c3`.
pub fn square_name(square: u8) -> String {
    let (x, y) = square_xy(square);
    format!("{}{}", (b'a' + x) as char, y + 1)
}

/// Parses a field name such as `c3` (file letter in either case) into its cell.
pub fn parse(text: &str) -> Result<u8, Phrase> {
    let expected = || Phrase::new("reason-allmer-cell");
    let mut chars = text.chars();
    let (Some(file), Some(row), None) = (chars.next(), chars.next(), chars.next()) else {
        return Err(expected());
    };
    let file = file.to_ascii_lowercase();
    if !file.is_ascii_lowercase() || !row.is_ascii_digit() {
        return Err(expected());
    }
    if file > 'g' {
        return Err(Phrase::new("reason-allmer-file").text("file", file.to_string()));
    }
    if !('1'..='7').contains(&row) {
        return Err(Phrase::new("reason-allmer-row").text("row", row.to_string()));
    }
    let (x, y) = (file as u8 - b'a', row as u8 - b'1');
    cell_at(x, y).ok_or_else(|| Phrase::new("reason-allmer-cap"))
}

/// The squares of a mask, in index order (which is canonical order).
pub fn squares(mut mask: Bits) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let s = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(s)
    })
}

/// The stones of `mine` that Osiris encloses: each unbroken row of them along a line with
/// a stone of `theirs` directly at both ends.
#[inline(always)]
pub fn enclosed(mine: Bits, theirs: Bits) -> Bits {
    let mut out = 0;
    for (links, shift) in [(ROW_LINKS, 1), (FILE_LINKS, 7)] {
        // Own stones reached through own stones from an enemy stone below them on the
        // line, and from one above them.
        let mut low = mine & ((theirs & links) << shift);
        let mut high = mine & links & (theirs >> shift);
        if low == 0 || high == 0 {
            continue;
        }
        // An enclosed row has at most five stones.
        for _ in 0..4 {
            low |= mine & ((low & links) << shift);
            high |= mine & links & (high >> shift);
        }
        out |= low & high;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_hold_24_16_and_8_fields() {
        let mut per_tier = [0; 3];
        for c in 0..CELLS as u8 {
            per_tier[tier(c) as usize] += 1;
        }
        assert_eq!(per_tier, [24, 16, 8]);
        assert_eq!(FIELDS.count_ones(), 48);
    }

    #[test]
    fn cells_skip_the_cap() {
        assert_eq!(name(0), "a1");
        assert_eq!(name(23), "c4");
        assert_eq!(name(24), "e4");
        assert_eq!(name(47), "g7");
        for c in 0..CELLS as u8 {
            assert_eq!(parse(&name(c)), Ok(c));
            assert_eq!(cell(square(c)), c);
        }
        assert!(parse("d4").unwrap_err().english().contains("cap"));
        assert!(parse("h1").is_err());
        assert!(parse("a0").is_err());
        assert!(parse("a8").is_err());
        assert!(parse("a").is_err());
        assert!(parse("a10").is_err());
        assert!(parse("é1").is_err());
    }

    #[test]
    fn lines_are_the_sides_of_the_rings() {
        let names: Vec<String> = LINES[5].cells().map(name).collect();
        assert_eq!(names, ["b6", "c6", "d6", "e6", "f6"]);
        let names: Vec<String> = LINES[11].cells().map(name).collect();
        assert_eq!(names, ["e3", "e4", "e5"]);
        for line in LINES {
            let t = square_tier(line.start);
            assert!(line.squares().all(|s| square_tier(s) == t));
        }
        assert_eq!(ROW_LINKS & 1 << CAP, 0);
        assert_eq!(FILE_LINKS & 1 << CAP, 0);
    }

    #[test]
    fn victory_fields_are_the_corners_of_tier_2() {
        let names: Vec<String> = squares(VICTORY).map(square_name).collect();
        assert_eq!(names, ["c3", "e3", "c5", "e5"]);
    }
}
