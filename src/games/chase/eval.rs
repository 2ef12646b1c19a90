//! What the computer values in Pyramid Chase: material, how high each King stands (the
//! race to `a33`, with the untouchable summit ranks near a win), the safety of the King
//! (enemy pieces close to it, own pieces around it), and pieces climbing behind it, which
//! raise the power level the King needs to climb.

use super::board::{board, EMPTY, KIND, KING, PAWN, RANKS};
use super::{Chase, Move, MOVE_LIMIT, SUMMIT};
use crate::ai::{Budget, Evaluate, Level, Method};
use crate::game::{End, EndReason, Outcome, Side};

/// Piece values by kind code (index 1 = King … 6 = Pawn).
const VALUE: [i32; 7] = [0, 0, 950, 520, 330, 330, 100];

/// A King's worth by rank: slow at first, steep near the summit.
const fn king_ranks() -> [i32; 34] {
    let mut out = [0; 34];
    let mut r = 1;
    while r <= 33 {
        let climbed = if r > 5 { r - 5 } else { 0 };
        out[r as usize] = climbed * 12 + climbed * climbed / 2;
        r += 1;
    }
    // On the summit the King cannot be touched: the race is nearly decided.
    out[31] += 1500;
    out[32] += 2200;
    out
}
const KING_RANK: [i32; 34] = king_ranks();

/// Hex distance between two mailbox squares.
fn distance(a: u16, b: u16) -> i32 {
    let bd = board();
    let (ra, ia) = bd.rank_file(a);
    let (rb, ib) = bd.rank_file(b);
    let (dr, di) = (rb - ra, ib - ia);
    dr.abs().max(di.abs()).max((dr + di).abs())
}

impl Chase {
    /// White's score minus Black's.
    fn white_score(&self) -> i32 {
        let b = board();
        let kings = [self.king[0], self.king[1]];
        let king_ranks = [b.rank[kings[0] as usize] as i32, b.rank[kings[1] as usize] as i32];
        let mut score = [0i32; 2];
        // Material other than Pawns, which is what can stop a King.
        let mut material = [0i32; 2];
        for side in Side::BOTH {
            let s = side.index();
            for (w, &word) in self.occupied[s].iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    let sq = b.square[cell];
                    let piece = self.squares[sq as usize];
                    let kind = piece & KIND;
                    if kind == KING {
                        continue;
                    }
                    let rank = b.rank[sq as usize] as i32;
                    score[s] += VALUE[kind as usize];
                    if kind != PAWN {
                        material[s] += VALUE[kind as usize];
                    }
                    // Climbing pieces raise the power level and escort the King.
                    score[s] += match kind {
                        PAWN => rank * 3,
                        _ => rank * 2,
                    };
                    // Near the enemy King: a threat to it; near the own King: a shield.
                    let enemy_king = kings[1 - s];
                    let d = distance(sq, enemy_king);
                    if d <= 3 && kind != PAWN {
                        score[s] += 12 * (4 - d);
                    }
                    let own = kings[s];
                    if distance(sq, own) <= 2 {
                        score[s] += 8;
                    }
                }
            }
            score[s] += KING_RANK[king_ranks[s] as usize];
        }
        // Once the enemy has few pieces (Pawns aside) left to stop it, the King's climb
        // is worth up to four times as much: without this the stronger side shuffled
        // pieces around a won endgame until the move limit.
        for s in 0..2 {
            let enemy = material[1 - s].min(3000);
            score[s] += KING_RANK[king_ranks[s] as usize] * (3000 - enemy) / 1000;
        }
        // A King ahead in the race but alone is exposed; the term above counts the threats.
        score[0] - score[1]
    }
}

impl Evaluate for Chase {
    fn evaluate(&self) -> i32 {
        let s = self.white_score() + 15;
        match self.side {
            Side::White => s,
            Side::Black => -s,
        }
    }

    fn budget(level: Level) -> Budget {
        match level {
            Level::Easy => Budget { nodes: 1_500, depth: 3, noise: 60, method: Method::AlphaBeta },
            Level::Normal => Budget { nodes: 10_000, depth: 64, noise: 8, method: Method::AlphaBeta },
            Level::Hard => Budget { nodes: 100_000, depth: 64, noise: 2, method: Method::AlphaBeta },
        }
    }

    fn quick_end(&self) -> Option<End> {
        let top = board().square[super::board::CELLS - 1];
        for side in Side::BOTH {
            if self.king[side.index()] == top {
                return Some(End::new(Outcome::Win(side), EndReason::ReachedTop));
            }
        }
        (self.clock >= MOVE_LIMIT).then(|| End::new(Outcome::Draw, EndReason::MoveLimit))
    }

    fn move_order(&self, mv: &Move) -> i32 {
        let victim = self.squares[mv.to as usize];
        let piece = self.squares[mv.from as usize];
        if victim != EMPTY {
            let v = VALUE[(victim & KIND) as usize] / 10;
            return 10 + v * 8 - VALUE[(piece & KIND) as usize] / 100;
        }
        if piece & KIND == KING {
            let b = board();
            // A King climbing into the summit is worth looking at first.
            let to = b.rank[mv.to as usize] as i32;
            if to >= SUMMIT || to == RANKS {
                return 50;
            }
        }
        0
    }

    const QUIESCENCE: bool = true;

    fn in_danger(&self) -> bool {
        let king = self.king[self.side.index()];
        self.attacked_after(king, king, king)
    }

    fn is_noisy(&self, mv: &Move) -> bool {
        self.squares[mv.to as usize] != EMPTY
            || (self.squares[mv.from as usize] & KIND == KING && board().rank[mv.to as usize] as i32 >= SUMMIT)
    }
}
