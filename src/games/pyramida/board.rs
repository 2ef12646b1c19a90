//! The 97 black squares of Pyramida's pyramid, their names and neighbours.
//!
//! Cells are indexed row by row from the bottom, left to right, so index order is the
//! canonical order of the notation.

use crate::message::Phrase;
use std::sync::OnceLock;

pub const FILES: u8 = 21;
pub const ROWS: u8 = 14;
pub const CELLS: usize = 97;
pub const NONE: u8 = u8::MAX;
/// The top, `k14`: the last cell, alone on row 14.
pub const TOP: u8 = CELLS as u8 - 1;

/// Diagonal directions as (Δfile, Δrow). Forward (toward row 14) first.
pub const DIRECTIONS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
/// The two backward directions, where an attacked stone retreats.
pub const BACKWARD: [usize; 2] = [2, 3];

pub type Bits = u128;

pub struct Board {
    /// (file, row) of each cell, both from 1.
    coords: [(u8, u8); SLOTS],
    index: [[u8; ROWS as usize + 1]; FILES as usize + 1],
    /// Neighbour in each of [`DIRECTIONS`], or [`NONE`].
    diagonal: [[u8; 4]; SLOTS],
    /// All four diagonal neighbours of each cell, as a mask.
    around: [Bits; SLOTS],
    /// `around` under the opening guard: without the pairs of a row-1 and a row-2 cell.
    /// (The guard spares a row-1 stone from a stone arriving on row 2; a step onto row 1
    /// goes backward and attacks nobody, so the pairs can go both ways.)
    around_guarded: [Bits; SLOTS],
    /// The two forward (toward row 14) and the two backward neighbours, as masks.
    forward: [Bits; SLOTS],
    backward: [Bits; SLOTS],
    /// The cells of each file, from the bottom.
    pub columns: [Vec<u8>; FILES as usize + 1],
    /// Each file's cells as a mask, with slots to 31 for reading at `file & 31`.
    pub column_mask: [Bits; 32],
    pub row_mask: [Bits; ROWS as usize + 1],
}

/// The per-cell tables have a slot for each 7-bit index, and are read at `cell & 127`:
/// no bounds check, whose panic path costs spilled registers in wasm's hot loops.
const SLOTS: usize = 128;

pub fn exists(file: u8, row: u8) -> bool {
    (1..=FILES).contains(&file)
        && (1..=ROWS).contains(&row)
        && (file + row) % 2 == 1
        && (row <= 4 || (row - 3 <= file && file <= 25 - row))
}

/// The board's tables, built on first use. Each call tests whether they exist (and in
/// wasm spills registers around the call that may build them), so the move generator
/// reads them once per position and hands them down. (Built at compile time they cost
/// 1.6 KiB of the gzipped worker for 3 % of Pyramida's perft in wasm.)
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(build)
}

fn build() -> Board {
    let mut coords = [(0, 0); SLOTS];
    let mut index = [[NONE; ROWS as usize + 1]; FILES as usize + 1];
    let mut n = 0;
    for row in 1..=ROWS {
        for file in 1..=FILES {
            if exists(file, row) {
                coords[n] = (file, row);
                index[file as usize][row as usize] = n as u8;
                n += 1;
            }
        }
    }
    assert!(n == CELLS, "the board counts its cells");
    let at = |file: i16, row: i16| -> u8 {
        if (1..=FILES as i16).contains(&file) && (1..=ROWS as i16).contains(&row) {
            index[file as usize][row as usize]
        } else {
            NONE
        }
    };
    let mut diagonal = [[NONE; 4]; SLOTS];
    let mut around = [0; SLOTS];
    let mut around_guarded = [0; SLOTS];
    let mut forward = [0; SLOTS];
    let mut backward = [0; SLOTS];
    let mut columns: [Vec<u8>; FILES as usize + 1] = Default::default();
    let mut column_mask = [0; 32];
    let mut row_mask = [0; ROWS as usize + 1];
    for (cell, &(file, row)) in coords[..CELLS].iter().enumerate() {
        for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
            let next = at(file as i16 + df as i16, row as i16 + dr as i16);
            diagonal[cell][d] = next;
            if next != NONE {
                around[cell] |= bit(next);
                if dr > 0 {
                    forward[cell] |= bit(next);
                } else {
                    backward[cell] |= bit(next);
                }
            }
        }
        columns[file as usize].push(cell as u8);
        column_mask[file as usize] |= bit(cell as u8);
        row_mask[row as usize] |= bit(cell as u8);
    }
    for cell in 0..CELLS {
        around_guarded[cell] = around[cell];
        for (this, other) in [(1, 2), (2, 1)] {
            if row_mask[this] & bit(cell as u8) != 0 {
                around_guarded[cell] &= !row_mask[other];
            }
        }
    }
    Board { coords, index, diagonal, around, around_guarded, forward, backward, columns, column_mask, row_mask }
}

impl Board {
    pub fn cell(&self, file: u8, row: u8) -> Option<u8> {
        if (1..=FILES).contains(&file) && (1..=ROWS).contains(&row) {
            let c = self.index[file as usize][row as usize];
            (c != NONE).then_some(c)
        } else {
            None
        }
    }

    pub fn file(&self, cell: u8) -> u8 {
        self.coords[cell as usize & 127].0
    }

    pub fn row(&self, cell: u8) -> u8 {
        self.coords[cell as usize & 127].1
    }

    /// The neighbour of `cell` in direction `d` of [`DIRECTIONS`], or [`NONE`].
    #[inline(always)]
    pub fn step(&self, cell: u8, d: usize) -> u8 {
        self.diagonal[cell as usize & 127][d & 3]
    }

    /// The four diagonal neighbours of `cell`, as a mask.
    #[inline(always)]
    pub fn around(&self, cell: u8) -> Bits {
        self.around[cell as usize & 127]
    }

    /// The cells in contact with `cell` for an attack, with the opening guard or
    /// without: a stone arriving on one attacks a stone on the other.
    #[inline(always)]
    pub fn contact(&self, guard: bool, cell: u8) -> Bits {
        [&self.around, &self.around_guarded][guard as usize][cell as usize & 127]
    }

    /// The two forward neighbours of `cell`, as a mask.
    #[inline(always)]
    pub fn forward(&self, cell: u8) -> Bits {
        self.forward[cell as usize & 127]
    }

    /// The two backward neighbours of `cell`, as a mask.
    #[inline(always)]
    pub fn backward(&self, cell: u8) -> Bits {
        self.backward[cell as usize & 127]
    }

    /// The cells of `cell`'s file, as a mask.
    #[inline(always)]
    pub fn file_mask(&self, cell: u8) -> Bits {
        self.column_mask[self.file(cell) as usize & 31]
    }

    /// The centre of a cell in board units (a square is one unit; y grows downward from
    /// the top of row 14), for drawing.
    pub fn center(&self, cell: u8) -> (f64, f64) {
        let (file, row) = self.coords[cell as usize & 127];
        (file as f64 - 0.5, (ROWS - row) as f64 + 0.5)
    }

    pub fn name(&self, cell: u8) -> String {
        let (file, row) = self.coords[cell as usize & 127];
        format!("{}{}", (b'a' + file - 1) as char, row)
    }

    /// Parses a cell name such as `d5` (file letter in either case).
    pub fn parse(&self, text: &str) -> Result<u8, Phrase> {
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(|| Phrase::new("reason-empty-cell"))?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase() {
            return Err(Phrase::new("reason-pyramida-cell"));
        }
        if letter > 'u' {
            return Err(Phrase::new("reason-pyramida-file").text("file", letter.to_string()));
        }
        let row: u8 = match digits.parse() {
            Ok(r) if !digits.starts_with(['0', '+']) && (1..=ROWS).contains(&r) => r,
            _ => return Err(Phrase::new("reason-pyramida-cell")),
        };
        let file = letter as u8 - b'a' + 1;
        self.cell(file, row).ok_or_else(|| {
            Phrase::new(if (file + row).is_multiple_of(2) {
                "reason-pyramida-white-square"
            } else {
                "reason-pyramida-outside"
            })
        })
    }
}

/// The mask of one cell, read from a table: wasm has no 128-bit registers, and a 128-bit
/// shift by a variable is a call into compiler-rt there (LLVM turns any arithmetic on two
/// 64-bit halves back into that shift).
#[inline(always)]
pub fn bit(cell: u8) -> Bits {
    static BIT: [Bits; 128] = {
        let mut out = [0; 128];
        let mut c = 0;
        while c < 128 {
            out[c] = 1 << c;
            c += 1;
        }
        out
    };
    BIT[cell as usize & 127]
}

pub fn bits(cells: impl IntoIterator<Item = u8>) -> Bits {
    cells.into_iter().fold(0, |acc, c| acc | bit(c))
}

/// The two 64-bit words of a mask. Only `&`, `|` and `!` work on the whole u128 (two
/// independent word operations in wasm); anything with a carry or a comparison across
/// the words goes word by word here, since wasm has no carry flag to chain them.
#[inline(always)]
fn words(mask: Bits) -> (u64, u64) {
    (mask as u64, (mask >> 64) as u64)
}

/// The mask holds exactly one cell.
#[inline(always)]
pub fn single(mask: Bits) -> bool {
    let (lo, hi) = words(mask);
    (lo == 0) != (hi == 0) && lo & lo.wrapping_sub(1) == 0 && hi & hi.wrapping_sub(1) == 0
}

/// The lowest cell of a non-empty mask.
#[inline(always)]
pub fn first(mask: Bits) -> u8 {
    let (lo, hi) = words(mask);
    if lo != 0 {
        lo.trailing_zeros() as u8
    } else {
        64 + hi.trailing_zeros() as u8
    }
}

/// The cells of lower index than `cell` (in a file: the cells below it).
#[inline(always)]
pub fn below(cell: u8) -> Bits {
    let c = cell & 127;
    if c < 64 {
        (1u64 << c) as Bits - 1
    } else {
        ((1u64 << (c - 64)) as Bits - 1) << 64 | u64::MAX as Bits
    }
}

/// The cells of a mask, in index order.
pub fn cells(mask: Bits) -> impl Iterator<Item = u8> {
    let (mut lo, mut hi) = words(mask);
    std::iter::from_fn(move || {
        if lo != 0 {
            let c = lo.trailing_zeros() as u8;
            lo &= lo - 1;
            Some(c)
        } else if hi != 0 {
            let c = hi.trailing_zeros() as u8;
            hi &= hi - 1;
            Some(64 + c)
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_has_97_cells_in_the_published_rows() {
        let b = board();
        let per_row: Vec<u32> = (1..=ROWS).map(|r| b.row_mask[r as usize].count_ones()).collect();
        assert_eq!(per_row, vec![10, 11, 10, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
        assert_eq!(b.name(TOP), "k14");
        assert_eq!(b.parse("K14"), Ok(TOP));
    }

    #[test]
    fn columns_step_two_rows() {
        let b = board();
        let names: Vec<String> = b.columns[2].iter().map(|&c| b.name(c)).collect();
        assert_eq!(names, ["b1", "b3", "b5"]);
        let k: Vec<String> = b.columns[11].iter().map(|&c| b.name(c)).collect();
        assert_eq!(k, ["k2", "k4", "k6", "k8", "k10", "k12", "k14"]);
    }

    #[test]
    fn cell_names_reject_white_squares_and_outside() {
        let b = board();
        assert!(b.parse("a1").unwrap_err().english().contains("black square"));
        assert!(b.parse("a6").unwrap_err().english().contains("outside"));
        assert!(b.parse("v2").unwrap_err().english().contains("no file"));
        assert!(b.parse("b01").is_err());
        assert!(b.parse("b").is_err());
        assert!(b.parse("b15").is_err());
    }
}
