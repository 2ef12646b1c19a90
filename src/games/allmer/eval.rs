//! What the computer values in Allmer's Pyramid: stones (four is the last safe count),
//! victory fields held and within reach, how high the stones stand (only the top ring
//! holds victory fields, and a higher stone can run down and smash), and Osiris threats:
//! rows of own stones with an enemy at one end and an empty field at the other.

use super::board::{enclosed, square, squares, Bits, CAP, FIELDS, NEIGHBOURS, NONE, TIERS, VICTORY};
use super::{Allmer, Kind, Move, MIN_STONES};
use crate::ai::{Budget, Evaluate, Level, Method};
use crate::game::Side;

const STONE: i32 = 120;
/// A side at the minimum is one stone from losing.
const LAST_SAFE: i32 = 90;
/// Victory fields held, by how many (all four has already won).
const HELD: [i32; 4] = [0, 35, 100, 260];
/// An empty victory field an own stone can reach in one move.
const REACH: i32 = 18;
const TIER: i32 = 22;
/// Per own stone an enemy move could enclose.
const OSIRIS_THREAT: i32 = 25;
const TEMPO: i32 = 10;

impl Allmer {
    fn score_for(&self, side: Side) -> i32 {
        let mine = self.stones(side);
        let theirs = self.stones(side.other());
        let occupied = mine | theirs;
        let empty = FIELDS & !occupied;
        let count = mine.count_ones() as i32;
        let mut score = count * STONE;
        if count as u32 <= MIN_STONES {
            score -= LAST_SAFE;
        }
        score += HELD[(mine & VICTORY).count_ones().min(3) as usize];
        let mut reach: Bits = 0;
        for s in squares(mine) {
            let t = TIERS[s as usize];
            score += t as i32 * TIER;
            for &n in &NEIGHBOURS[s as usize] {
                if n != NONE && n != CAP && empty & (1 << n) != 0 && TIERS[n as usize] >= t {
                    reach |= 1 << n;
                }
            }
        }
        score += (reach & VICTORY).count_ones() as i32 * REACH;
        let threatened = enclosed(mine, theirs | empty) & !enclosed(mine, empty);
        score -= threatened.count_ones() as i32 * OSIRIS_THREAT;
        score
    }
}

impl Evaluate for Allmer {
    fn evaluate(&self) -> i32 {
        let me = self.side;
        self.score_for(me) - self.score_for(me.other()) + TEMPO
    }

    fn budget(level: Level) -> Budget {
        match level {
            Level::Easy => Budget { nodes: 3_000, depth: 3, noise: 50, method: Method::AlphaBeta },
            Level::Normal => Budget { nodes: 40_000, depth: 64, noise: 8, method: Method::AlphaBeta },
            Level::Hard => Budget { nodes: 400_000, depth: 64, noise: 2, method: Method::AlphaBeta },
        }
    }

    fn move_order(&self, mv: &Move) -> i32 {
        let to = square(mv.to);
        match mv.kind {
            Kind::Smash => 20,
            Kind::Push => 10,
            Kind::Jump if VICTORY & (1 << to) != 0 => 8,
            Kind::Run if VICTORY & (1 << to) != 0 => 6,
            _ => 0,
        }
    }

    const QUIESCENCE: bool = true;

    fn is_noisy(&self, mv: &Move) -> bool {
        matches!(mv.kind, Kind::Smash | Kind::Push)
    }
}
