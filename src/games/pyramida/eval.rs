//! What the computer values in Pyramida: how far each stone has climbed (a stone at the
//! top has climbed all the way), the column attacks that threaten to throw a high stone
//! back down, the stones each side can still move forward, and the move.

use super::board::{board, cells, Bits, NONE};
use super::{Attack, Move, Pyramida};
use crate::ai::{Budget, Evaluate, Level, Method};
use crate::game::Side;

/// The value of one row climbed (a stone removed at the top has climbed 14).
const ROW: i32 = 100;
/// The top is worth a little more than its rows: a removed stone is safe for good.
const REMOVED: i32 = 14 * ROW + 60;
/// Per forward step a side can take now.
const MOBILITY: i32 = 6;
const TEMPO: i32 = 20;

impl Pyramida {
    /// How much `side` loses if the enemy gets to throw its stones down their columns, in
    /// rows, counting each threatened stone once.
    fn column_danger(&self, side: Side) -> i32 {
        let b = board();
        let mine = self.stones(side);
        let theirs = self.stones(side.other());
        let occupied = mine | theirs;
        let mut danger = 0;
        let mut reach: Vec<i32> = Vec::new();
        for file in 1..=21usize {
            let mask = b.column_mask[file];
            let m = mine & mask;
            let t = theirs & mask;
            // Exactly one stone each, and mine is the upper one.
            if m.count_ones() != 1 || t.count_ones() != 1 || t > m {
                continue;
            }
            let upper = m.trailing_zeros() as u8;
            let top_row = b.row(upper) as i32;
            // Where it would land: the lowest empty cell of the column below it.
            let Some(&dest) = b.columns[file].iter().take_while(|&&c| c != upper).find(|&&c| occupied & (1 << c) == 0)
            else {
                continue;
            };
            let fall = top_row - b.row(dest) as i32;
            // Can an enemy stone step forward into the column below the stone right now?
            let mut reachable = false;
            for &c in b.columns[file].iter().take_while(|&&c| c != upper) {
                if occupied & (1 << c) != 0 {
                    continue;
                }
                // The two cells diagonally below `c` (backward directions 2 and 3).
                for d in [2, 3] {
                    let from = b.diagonal[c as usize][d];
                    if from != NONE && theirs & (1 << from) != 0 {
                        reachable = true;
                    }
                }
            }
            let v = crate::ai::variant();
            if v >= 1000 {
                danger +=
                    if reachable { fall * ((v / 100) % 10) as i32 / 6 } else { fall * ((v / 10) % 10) as i32 / 8 };
            } else if !reachable {
                danger += fall / 4;
            } else if v >= 7 {
                reach.push(fall);
            } else {
                danger += fall * 2 / 3;
            }
        }
        if !reach.is_empty() && self.side == side {
            // The side to move can step out of one threat; the others stay.
            reach.sort_unstable();
            reach.pop();
            danger += reach.iter().sum::<i32>() * 2 / 3;
        }
        danger
    }

    fn forward_steps(&self, side: Side) -> i32 {
        let b = board();
        let empty = !(self.stones[0] | self.stones[1]);
        let mut n = 0;
        for c in cells(self.stones(side)) {
            for d in [0, 1] {
                let to = b.diagonal[c as usize][d];
                if to != NONE && empty & (1 << to) != 0 {
                    n += 1;
                }
            }
        }
        n
    }

    fn climbed(stones: Bits) -> i32 {
        let b = board();
        let on_board: i32 = cells(stones).map(|c| b.row(c) as i32 * ROW).sum();
        on_board + (5 - stones.count_ones() as i32).max(0) * REMOVED
    }

    /// Forward steps of `side` that would attack an enemy stone by contact.
    fn contact_threats(&self, side: Side) -> i32 {
        let b = board();
        let enemy = self.stones(side.other());
        let empty = !(self.stones[0] | self.stones[1]);
        let mut n = 0;
        for c in cells(self.stones(side)) {
            for d in [0, 1] {
                let to = b.diagonal[c as usize][d];
                if to == NONE || empty & (1 << to) == 0 || to == b.top {
                    continue;
                }
                let mut near = b.around[to as usize] & enemy;
                if self.rules.opening_guard && b.row(to) == 2 {
                    near &= !b.row_mask[1];
                }
                if near != 0 {
                    n += 1;
                }
            }
        }
        n
    }

    fn score_for(&self, side: Side) -> i32 {
        let v = crate::ai::variant();
        let b = board();
        let mut s = if v == 5 || v == 6 {
            let st = self.stones(side);
            let on: i32 = cells(st)
                .map(|c| {
                    let r = b.row(c) as i32;
                    r * ROW + r * r * 4
                })
                .sum();
            on + (5 - st.count_ones() as i32) * (14 * ROW + 14 * 14 * 4 + 60)
        } else {
            Pyramida::climbed(self.stones(side))
        };
        if v >= 1000 {
            s -= self.column_danger(side) * ROW;
            s += self.forward_steps(side) * 2 * (v % 10) as i32;
        } else {
            if v == 0 || v == 3 || v >= 4 {
                s -= self.column_danger(side) * ROW;
            }
            if v == 0 || v == 2 || v >= 4 {
                s += self.forward_steps(side) * MOBILITY;
            }
        }
        if v == 4 || v == 6 {
            s += self.contact_threats(side) * 25;
        }
        s
    }
}

impl Evaluate for Pyramida {
    fn evaluate(&self) -> i32 {
        let me = self.side;
        self.score_for(me) - self.score_for(me.other()) + TEMPO
    }

    fn budget(level: Level) -> Budget {
        match level {
            Level::Easy => Budget { nodes: 3_000, depth: 3, noise: 60, method: Method::AlphaBeta },
            Level::Normal => Budget { nodes: 60_000, depth: 64, noise: 8, method: Method::AlphaBeta },
            Level::Hard => Budget { nodes: 600_000, depth: 64, noise: 2, method: Method::AlphaBeta },
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
                Attack::None if to == b.top => 5,
                Attack::None => 0,
            },
        }
    }

    const QUIESCENCE: bool = true;

    fn is_noisy(&self, mv: &Move) -> bool {
        crate::ai::variant() != 9
            && matches!(mv, Move::Step { attack: Attack::Column { .. } | Attack::Blocked { .. }, .. })
    }

    fn tt_salt(&self) -> u64 {
        if self.extra {
            0x6A09_E667_F3BC_C908
        } else {
            0
        }
    }
}
