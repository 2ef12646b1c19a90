//! What the computer values in Pyraos: spheres in reserve above all (the player who runs
//! out first is lost), squares of the own colour one sphere short of complete (each
//! promises one or two spheres back), spheres that can be lifted (a move that costs no
//! sphere) and free spheres (which a square lets the player take back).

use super::board::{cells, free, supported_empty, BELOW, HIGHER, TOP};
use super::solve::{self, Value};
use super::{Move, Pyraos};
use crate::ai::{Budget, Evaluate, Level, Method, WIN_SCORE};
use crate::game::Side;

const SPHERE: i32 = 100;
/// A square of three own spheres whose fourth cell can take a sphere now.
const READY_SQUARE: i32 = 45;
/// Three own spheres whose fourth cell is not supported yet.
const LATER_SQUARE: i32 = 12;
const TWO_OF_SQUARE: i32 = 4;
const LIFTABLE: i32 = 18;
const FREE: i32 = 3;
const TEMPO: i32 = 10;

/// Hard plays exactly once the exact solve of a position (every move's value) fits in a
/// budget of positions, tried only from a number of spheres on the board where it often
/// does: (fewest spheres, positions). Measured natively on 10 random positions per count
/// (`measure_the_exact_hard`): under the children's rules alpha-beta solves 9–10 of 10 from
/// 19 spheres within 400k, at most 0.5 s from 20 (hard's own search: 0.2 s); under the
/// standard rules the retrograde search solves 4–7 of 10 from 23 spheres, and an attempt
/// that gives up costs about as much as one that succeeds.
pub fn exact_limits(rules: super::Rules) -> (u32, usize) {
    if rules.children && !rules.pass {
        (20, 400_000)
    } else {
        (23, 200_000)
    }
}

impl Pyraos {
    fn score_for(&self, side: Side) -> i32 {
        let mine = self.spheres(side);
        let theirs = self.spheres(side.other());
        let occupied = mine | theirs;
        let placeable = supported_empty(occupied);
        let mut score = self.in_reserve(side) as i32 * SPHERE;
        if !self.rules.children {
            for c in cells(HIGHER[1]) {
                let square = BELOW[c as usize];
                if theirs & square != 0 {
                    continue;
                }
                match (mine & square).count_ones() {
                    3 if placeable & square != 0 => score += READY_SQUARE,
                    3 => score += LATER_SQUARE,
                    2 => score += TWO_OF_SQUARE,
                    _ => {}
                }
            }
        }
        let free_own = mine & free(occupied) & !(1 << TOP);
        for f in cells(free_own) {
            score += FREE;
            if self.lift_targets(f) != 0 {
                score += LIFTABLE;
            }
        }
        score
    }
}

impl Evaluate for Pyraos {
    fn evaluate(&self) -> i32 {
        self.score_for(self.side) - self.score_for(self.side.other()) + TEMPO
    }

    // Black wins the plain placing race (the top is the 30th sphere), so hard as White must
    // profit from the opponent's slips: with normal at 100k or 30k nodes and hard at 1M,
    // hard scored 66 %. Normal at 15k still beats easy and random; hard at 2M scores ~90 %.
    fn budget(level: Level) -> Budget {
        match level {
            Level::Easy => Budget { nodes: 3_000, depth: 3, noise: 40, method: Method::AlphaBeta },
            Level::Normal => Budget { nodes: 15_000, depth: 64, noise: 6, method: Method::AlphaBeta },
            Level::Hard => Budget { nodes: 2_000_000, depth: 64, noise: 2, method: Method::AlphaBeta },
        }
    }

    fn exact_move(&self, level: Level, history: &[(u64, Side)]) -> Option<(Move, i32)> {
        let (from, budget) = exact_limits(self.rules);
        if level != Level::Hard || self.occupied().count_ones() < from {
            return None;
        }
        let moves = solve::move_values(self, budget)?;
        let (mv, v) = solve::best_of(&solve::after_repetitions(self, moves, history))?;
        let score = match v {
            Value::Win(n) => WIN_SCORE - n as i32,
            Value::Loss(n) => n as i32 - WIN_SCORE,
            Value::Draw => 0,
        };
        Some((mv, score))
    }

    const VERDICTS: bool = true;

    fn plays_perfectly(&self) -> bool {
        solve::perfect::plays(self.rules)
    }

    fn perfect_book(&self) -> Option<&'static str> {
        solve::perfect::book_for(self)
    }

    fn perfect_move(&self, book: Option<&crate::ai::PerfectBook>) -> Result<Move, String> {
        solve::perfect::perfect_move(self, book)
    }

    fn verdict(record: &crate::record::Record<Pyraos>, budget: usize) -> Option<crate::ai::Verdict> {
        solve::analyse_game(record, budget)
    }

    fn move_order(&self, mv: &Move) -> i32 {
        match mv.parts() {
            None => 0,
            Some((from, to, removed)) => {
                let mut order = removed.len() as i32 * 10;
                if from.is_some() {
                    order += 5;
                }
                if to == TOP {
                    order += 100;
                }
                order
            }
        }
    }
}
