//! The 561-hex triangle of Pyramid Chase: cell names, neighbours and drawing positions.
//!
//! Moves are generated on a padded mailbox: rank r (1–33) and file i (1–34−r) sit at
//! `(r + 3) * WIDTH + (i + 3)`, and every square of the padding, and above the
//! triangle's slanted edge, holds [`OFF`]. A step or a knight's leap is then one
//! addition, and the padding (3 wide, the longest leap) stops it at the edge.

use crate::message::Phrase;
use std::sync::OnceLock;

pub const RANKS: i32 = 33;
pub const CELLS: usize = 561;
pub const WIDTH: i32 = 40;
pub const SQUARES: usize = (WIDTH * WIDTH) as usize;

/// Mailbox contents.
pub const EMPTY: u8 = 0;
pub const OFF: u8 = 0x40;
pub const BLACK: u8 = 0x08;
pub const KING: u8 = 1;
pub const QUEEN: u8 = 2;
pub const ROOK: u8 = 3;
pub const BISHOP: u8 = 4;
pub const KNIGHT: u8 = 5;
pub const PAWN: u8 = 6;
pub const KIND: u8 = 0x07;

pub const fn delta(d_rank: i32, d_file: i32) -> i32 {
    d_rank * WIDTH + d_file
}

/// The six orthogonal steps: E, W, NE, NW, SE, SW.
pub const STEPS: [i32; 6] = [delta(0, 1), delta(0, -1), delta(1, 0), delta(1, -1), delta(-1, 1), delta(-1, 0)];
/// The bishop's four: NE, NW, SE, SW (not sideways).
pub const BISHOP_STEPS: [i32; 4] = [delta(1, 0), delta(1, -1), delta(-1, 1), delta(-1, 0)];
pub const NE: i32 = delta(1, 0);
pub const NW: i32 = delta(1, -1);
/// Gliński's twelve leaps as (Δrank, Δfile); the first six go forward.
pub const LEAPS: [(i32, i32); 12] =
    [(1, 2), (2, 1), (3, -1), (3, -2), (2, -3), (1, -3), (-1, 3), (-1, -2), (-2, -1), (-3, 1), (-3, 2), (-2, 3)];

pub struct Board {
    /// Mailbox square of each cell, in canonical order (rank, then file).
    pub square: [u16; CELLS],
    /// Cell of each mailbox square, or `u16::MAX` off the board.
    pub cell: [u16; SQUARES],
    /// The empty board: every cell EMPTY, everything else OFF.
    pub empty: [u8; SQUARES],
    /// Rank of each mailbox square (0 off the board).
    pub rank: [u8; SQUARES],
    /// Random keys for hashing a position: [piece code][square], and the side to move.
    pub zobrist: Vec<[u64; SQUARES]>,
    pub black_to_move: u64,
}

pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(build)
}

fn build() -> Board {
    let mut square = [0; CELLS];
    let mut cell = [u16::MAX; SQUARES];
    let mut empty = [OFF; SQUARES];
    let mut rank = [0; SQUARES];
    let mut n = 0;
    for r in 1..=RANKS {
        for i in 1..=(34 - r) {
            let sq = ((r + 3) * WIDTH + i + 3) as usize;
            square[n] = sq as u16;
            cell[sq] = n as u16;
            empty[sq] = EMPTY;
            rank[sq] = r as u8;
            n += 1;
        }
    }
    assert!(n == CELLS, "the board counts its cells");
    // SplitMix64: fixed keys keep hashes (and so every run) deterministic.
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut zobrist = vec![[0u64; SQUARES]; 16];
    for table in zobrist.iter_mut() {
        for key in table.iter_mut() {
            *key = next();
        }
    }
    let black_to_move = next();
    Board { square, cell, empty, rank, zobrist, black_to_move }
}

/// The file letters of file `i` (1 → `a`, 27 → `aa`).
pub fn file_name(i: i32) -> String {
    if i <= 26 {
        ((b'a' + i as u8 - 1) as char).to_string()
    } else {
        format!("a{}", (b'a' + (i - 27) as u8) as char)
    }
}

impl Board {
    pub fn rank_file(&self, sq: u16) -> (i32, i32) {
        let sq = sq as i32;
        (sq / WIDTH - 3, sq % WIDTH - 3)
    }

    pub fn name(&self, sq: u16) -> String {
        let (r, i) = self.rank_file(sq);
        format!("{}{}", file_name(i), r)
    }

    pub fn at(&self, rank: i32, file: i32) -> Option<u16> {
        if (1..=RANKS).contains(&rank) && file >= 1 && file <= 34 - rank {
            Some(((rank + 3) * WIDTH + file + 3) as u16)
        } else {
            None
        }
    }

    /// Parses a cell name such as `q17` or `AG1` (letters in either case).
    pub fn parse(&self, text: &str) -> Result<u16, Phrase> {
        let split = text.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(text.len());
        let (letters, digits) = text.split_at_checked(split).unwrap_or((text, ""));
        let letters = letters.to_ascii_lowercase();
        let file = match letters.as_bytes() {
            [c] => (c - b'a' + 1) as i32,
            [b'a', c @ b'a'..=b'g'] => (27 + c - b'a') as i32,
            _ => return Err(Phrase::new("reason-chase-cell")),
        };
        let rank: i32 = match digits.parse() {
            Ok(r) if !digits.starts_with(['0', '+']) && (1..=RANKS).contains(&r) => r,
            _ => return Err(Phrase::new("reason-chase-cell")),
        };
        self.at(rank, file).ok_or_else(|| {
            Phrase::new("reason-chase-outside").count("rank", rank as i64).text("last", file_name(34 - rank))
        })
    }

    /// A cell's centre for drawing, in hex widths: x to the right, y down from the apex row.
    /// Rows are √3/2 apart, each shifted half a cell right of the one below.
    pub fn center(&self, sq: u16) -> (f64, f64) {
        let (r, i) = self.rank_file(sq);
        (i as f64 - 1.0 + (r - 1) as f64 * 0.5, (RANKS - r) as f64 * 3f64.sqrt() / 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_for_every_cell() {
        let b = board();
        for &sq in &b.square {
            assert_eq!(b.parse(&b.name(sq)), Ok(sq));
        }
        assert_eq!(b.name(b.square[CELLS - 1]), "a33");
        assert_eq!(b.name(b.square[32]), "ag1");
        assert!(b.parse("ah1").is_err());
        assert!(b.parse("b33").unwrap_err().english().contains("outside"));
        assert!(b.parse("a0").is_err());
    }

    #[test]
    fn padding_stops_every_step_and_leap() {
        let b = board();
        for &sq in &b.square {
            let (r, i) = b.rank_file(sq);
            let moves = STEPS.iter().map(|&d| (d, d / WIDTH, d % WIDTH)).map(|(d, _, _)| d);
            for (dr, df) in LEAPS.into_iter().chain(moves.map(|d| {
                let dr = (d + WIDTH / 2).div_euclid(WIDTH);
                (dr, d - dr * WIDTH)
            })) {
                let to = sq as i32 + delta(dr, df);
                assert!(to >= 0 && (to as usize) < SQUARES);
                let on_board = b.at(r + dr, i + df).is_some();
                assert_eq!(b.empty[to as usize] == EMPTY, on_board, "{} by ({dr},{df})", b.name(sq));
            }
        }
    }
}
