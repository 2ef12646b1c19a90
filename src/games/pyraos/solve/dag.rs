//! Exact values under `removal=children` by alpha-beta search. Without removals the game
//! is a DAG (every move adds a sphere or lifts one higher), so a position's value does not
//! depend on the way to it and a table of bounds per position (one per class under the
//! symmetries) is sound. Scores: a win in `n` plies is `WIN - n`, a loss `n - WIN`; the
//! winner is looking for the fewest plies, the loser for the most.

use super::index::canonical_key;
use super::{over, position, relative, KeyMap, Value};
use crate::game::Game;
use crate::games::pyraos::{board::Bits, Pyraos, Rules};

const WIN: i32 = 1000;
const INF: i32 = i32::MAX / 2;

#[cfg(test)]
fn score(v: Value) -> i32 {
    match v {
        Value::Win(n) => WIN - n as i32,
        Value::Loss(n) => n as i32 - WIN,
        Value::Draw => 0,
    }
}

fn value(s: i32) -> Value {
    if s > 0 {
        Value::Win((WIN - s) as u32)
    } else {
        Value::Loss((s + WIN) as u32)
    }
}

/// The parent's score from a child's: one ply further from the end, the other side.
fn up(s: i32) -> i32 {
    if s >= INF {
        -INF
    } else if s <= -INF {
        INF
    } else if s > 0 {
        1 - s
    } else if s < 0 {
        -s - 1
    } else {
        0
    }
}

/// The child's score that corresponds to the parent's score `x` (the inverse of [`up`]).
fn down(x: i32) -> i32 {
    if x >= INF {
        -INF
    } else if x <= -INF {
        INF
    } else if x < 0 {
        1 - x
    } else if x > 0 {
        -x - 1
    } else {
        0
    }
}

/// An alpha-beta solver with a table of bounds, and a budget of positions visited.
pub struct Dag {
    rules: Rules,
    bounds: KeyMap<(i32, i32)>,
    pub visits: usize,
    budget: usize,
}

impl Dag {
    pub fn new(rules: Rules, budget: usize) -> Dag {
        assert!(rules.children && !rules.pass, "a DAG only under removal=children, pass=off");
        Dag { rules, bounds: KeyMap::default(), visits: 0, budget }
    }

    /// The exact value of `p`, or `None` past the budget.
    pub fn value(&mut self, p: &Pyraos) -> Option<Value> {
        if let Some(v) = over(p) {
            return Some(v);
        }
        let (m, o) = relative(p);
        self.search(m, o, canonical_key(m, o), -INF, INF).map(value)
    }

    /// The score of a position whose game is not over, with the key of its class.
    fn search(&mut self, mover: Bits, opponent: Bits, key: u64, mut alpha: i32, mut beta: i32) -> Option<i32> {
        let p = position(mover, opponent, self.rules);
        self.visits += 1;
        if self.visits > self.budget {
            return None;
        }
        let (mut lo, mut hi) = self.bounds.get(&key).copied().unwrap_or((-INF, INF));
        if lo >= beta || lo == hi {
            return Some(lo);
        }
        if hi <= alpha {
            return Some(hi);
        }
        alpha = alpha.max(lo);
        beta = beta.min(hi);
        let alpha0 = alpha;
        let mut children: Vec<(i32, Bits, Bits, u64)> = Vec::new();
        for mv in p.legal_move_list() {
            let mut q = p;
            q.play_unchecked(&mv, &mut ());
            let (m, o) = relative(&q);
            // Under these rules a move either ends the game (on the top, or leaving the
            // opponent without a move) or leads to a game still going.
            if over(&q).is_some() {
                // A win in one ply: nothing is better.
                self.bounds.insert(key, (WIN - 1, WIN - 1));
                return Some(WIN - 1);
            }
            // Try first the children known to be worst for the opponent.
            let child = canonical_key(m, o);
            let hint = self.bounds.get(&child).map_or(0, |&(l, h)| if h < INF { h } else { l.max(0) });
            children.push((hint, m, o, child));
        }
        // A stable insertion sort: few children, no allocation, and no sort routine of
        // its own in the wasm.
        for i in 1..children.len() {
            let mut j = i;
            while j > 0 && children[j - 1].0 > children[j].0 {
                children.swap(j - 1, j);
                j -= 1;
            }
        }
        let mut best = -INF;
        for (_, m, o, child) in children {
            let v = up(self.search(m, o, child, down(beta), down(alpha))?);
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        if best <= alpha0 {
            hi = hi.min(best);
        } else if best >= beta {
            lo = lo.max(best);
        } else {
            (lo, hi) = (best, best);
        }
        self.bounds.insert(key, (lo, hi));
        Some(best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_step_up_one_ply() {
        for v in [Value::Win(1), Value::Win(7), Value::Loss(0), Value::Loss(12)] {
            assert_eq!(value(score(v)), v);
            assert_eq!(value(up(score(v))), v.before());
            assert_eq!(down(up(score(v))), score(v));
        }
    }
}
