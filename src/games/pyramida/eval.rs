//! What the computer values in Pyramida: how far each stone has climbed (a stone removed
//! at the top has climbed all the way, and is safe for good), the column attacks the enemy
//! can make at once (a high stone thrown back down its column), and the move.
//!
//! Measured, not guessed: terms for forward mobility and for column attacks that the
//! enemy cannot make yet were tried and made the deeper search no stronger (games stalled
//! or the extra depth stopped paying); this lean evaluation gave the best hard-versus-
//! normal score (see the strength benchmark).

use super::board::{below, bit, board, cells, Bits, NONE, TOP};
use super::{column_landing, column_target, Attack, Move, Pyramida};
use crate::ai::{Budget, Evaluate, Level, Method};
use crate::game::Side;

/// The value of one row climbed (a stone removed at the top has climbed 14).
const ROW: i32 = 100;
/// The top is worth a little more than its rows: a removed stone is safe for good.
const REMOVED: i32 = 14 * ROW + 60;
/// The share of a threatened fall (in rows) that counts against the stone's owner.
const THREAT_SHARE: i32 = 6;
const TEMPO: i32 = 20;

impl Pyramida {
    /// Rows `side` would lose to the column attacks the enemy can make at once: a column
    /// holding one stone of each colour, ours the upper, and an enemy stone one forward
    /// step from a cell of that column below ours.
    fn column_threats(&self, side: Side) -> i32 {
        let b = board();
        let mine = self.stones(side);
        let theirs = self.stones(side.other());
        let occupied = mine | theirs;
        let mut rows = 0;
        for file in 1..=21usize {
            let column = b.column_mask[file];
            let Some(upper) = column_target(theirs, mine, column) else {
                continue;
            };
            let Some(dest) = column_landing(column, upper, occupied) else {
                continue;
            };
            // An enemy stone diagonally below an empty cell of the column can step in.
            let reachable = cells(column & below(upper) & !occupied).any(|c| {
                [2, 3].iter().any(|&d| {
                    let from = b.step(c, d);
                    from != NONE && theirs & bit(from) != 0
                })
            });
            if reachable {
                rows += (b.row(upper) - b.row(dest)) as i32;
            }
        }
        rows
    }

    /// Rows climbed by the stones of `stones`, those removed at the top included.
    fn climbed(stones: Bits) -> i32 {
        let b = board();
        let on_board: i32 = cells(stones).map(|c| b.row(c) as i32 * ROW).sum();
        on_board + (5 - stones.count_ones() as i32).max(0) * REMOVED
    }

    fn score_for(&self, side: Side) -> i32 {
        Pyramida::climbed(self.stones(side)) - self.column_threats(side) * ROW / THREAT_SHARE
    }
}

impl Evaluate for Pyramida {
    fn evaluate(&self) -> i32 {
        self.score_for(self.side) - self.score_for(self.side.other()) + TEMPO
    }

    fn budget(level: Level) -> Budget {
        match level {
            Level::Easy => Budget { nodes: 2_000, depth: 3, noise: 60, method: Method::AlphaBeta },
            Level::Normal => Budget { nodes: 10_000, depth: 5, noise: 8, method: Method::AlphaBeta },
            Level::Hard => Budget { nodes: 100_000, depth: 64, noise: 2, method: Method::AlphaBeta },
        }
    }

    fn move_order(&self, mv: &Move) -> i32 {
        let b = board();
        match *mv {
            Move::Pass => 0,
            Move::Step { to, attack, .. } => match attack {
                Attack::Column { victim, to: dest } => 10 + (b.row(victim) - b.row(dest)) as i32,
                Attack::Blocked { .. } => 8,
                Attack::Contact { .. } => 3,
                Attack::None if to == TOP => 5,
                Attack::None => 0,
            },
        }
    }

    const QUIESCENCE: bool = true;

    /// Column attacks and attacks that win an extra move.
    fn is_noisy(&self, mv: &Move) -> bool {
        matches!(mv, Move::Step { attack: Attack::Column { .. } | Attack::Blocked { .. }, .. })
    }

    fn tt_salt(&self) -> u64 {
        if self.is_extra_move() {
            0x6A09_E667_F3BC_C908
        } else {
            0
        }
    }
}
