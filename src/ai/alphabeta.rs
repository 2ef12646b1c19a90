//! Iterative-deepening alpha-beta over any [`Evaluate`] game: principal variation search,
//! a transposition table keyed by the position's key, killer and history move ordering,
//! an optional quiescence search, and repetition judged with the game's whole history.
//!
//! Negamax, with one twist: a move need not pass the turn (Pyramida's extra move), so a
//! child's value is negated only when the side to move changed.

use super::rng::{hash_of, mix, Rng};
use super::{repetition_draws, Budget, Evaluate, Progress, Seen};
use crate::game::{End, Outcome, Side};
use crate::order;

/// A won game, less the plies it takes.
pub const WIN: i32 = 1_000_000;
const INF: i32 = WIN + 1;
/// Evaluations stay inside this, far from the scores of forced results.
const EVAL_LIMIT: i32 = WIN / 4;
const MAX_PLY: usize = 96;
/// Plies of captures (and the like) the quiescence search may add.
const MAX_QUIESCENCE: u32 = 8;
const HISTORY_SIZE: usize = 4096;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct Entry<M> {
    hash: u64,
    mv: Option<M>,
    score: i32,
    depth: i16,
    bound: Bound,
}

/// Forced results are stored relative to the node, and read back relative to the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > WIN - 1000 {
        score + ply as i32
    } else if score < -(WIN - 1000) {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > WIN - 1000 {
        score - ply as i32
    } else if score < -(WIN - 1000) {
        score + ply as i32
    } else {
        score
    }
}

struct Searcher<G: Evaluate> {
    tt: Vec<Option<Entry<G::Move>>>,
    tt_mask: usize,
    /// How often each position (by key hash) occurred in the game so far, the root included.
    seen: Seen,
    /// Key hashes of the positions after the root on the line being searched.
    path: Vec<u64>,
    nodes: u64,
    limit: u64,
    aborted: bool,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    moves: Vec<Vec<G::Move>>,
    /// The moves of `moves[ply]` in search order, as [`order`] sorts them.
    ordered: Vec<Vec<(i64, u32)>>,
    noise: i32,
    seed: u64,
    draws: bool,
    /// The side the search plays for, which scores a draw at `-contempt`.
    root_side: Side,
    contempt: i32,
}

/// The best of `moves` (the root's legal moves, at least two) within `budget`; `seen`
/// counts the game's positions, the root included.
pub(crate) fn search<G: Evaluate>(
    root: &G,
    mut moves: Vec<G::Move>,
    seen: Seen,
    budget: Budget,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
) -> Option<G::Move> {
    let mut rng = Rng::new(seed);
    let tt_size = (budget.nodes / 2).clamp(1 << 12, 1 << 19).next_power_of_two() as usize;
    let mut s = Searcher::<G> {
        tt: vec![None; tt_size],
        tt_mask: tt_size - 1,
        seen,
        path: Vec::with_capacity(MAX_PLY + 16),
        nodes: 0,
        // The first iteration always finishes, however small the budget: every level
        // looks at each move and the captures after it.
        limit: u64::MAX,
        aborted: false,
        killers: vec![[None; 2]; MAX_PLY + 1],
        history: vec![0; HISTORY_SIZE],
        moves: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
        ordered: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
        noise: budget.noise,
        seed: mix(seed ^ 0xA1FA_BE7A),
        draws: repetition_draws::<G>(),
        root_side: root.side_to_move(),
        contempt: G::CONTEMPT,
    };
    // Equal moves are taken in an order the seed decides, then the game's hints.
    rng.shuffle(&mut moves);
    let mut root_moves: Vec<(i32, G::Move)> = moves.iter().map(|m| (root.move_order(m), *m)).collect();
    order::by_key(&mut root_moves, |m| -(m.0 as i64));
    let me = root.side_to_move();
    let mut best = root_moves[0].1;
    let mut best_score = -INF;
    let mut completed = 0;
    for depth in 1..=budget.depth.max(1) as i32 {
        let mut alpha = -INF;
        let mut found: Option<(G::Move, i32)> = None;
        let mut scores = Vec::with_capacity(root_moves.len());
        for (i, &(_, mv)) in root_moves.iter().enumerate() {
            let mut child = root.clone();
            child.play_unchecked(&mv, &mut ());
            let h = hash_of(&child.key());
            let v = if i == 0 {
                s.child_value(&child, h, me, depth - 1, -INF, INF, 0)
            } else {
                let v = s.child_value(&child, h, me, depth - 1, alpha, alpha + 1, 0);
                if v > alpha && !s.aborted {
                    s.child_value(&child, h, me, depth - 1, alpha, INF, 0)
                } else {
                    v
                }
            };
            if s.aborted {
                break;
            }
            scores.push((v, mv));
            if v > alpha {
                alpha = v;
                found = Some((mv, v));
            }
        }
        if let Some((mv, v)) = found {
            best = mv;
            best_score = v;
        }
        if s.aborted {
            break;
        }
        completed = depth as u32;
        s.limit = budget.nodes.max(1);
        progress(&Progress {
            depth: depth as u32,
            nodes: s.nodes,
            budget: budget.nodes,
            score: best_score,
            best: root.move_text(&best),
        });
        // The best first, the rest by their (bounded) scores; stable, so deterministic.
        root_moves = scores.iter().map(|&(v, m)| (if m == best { INF } else { v }, m)).collect();
        order::by_key(&mut root_moves, |m| -(m.0 as i64));
        if best_score.abs() > WIN - 1000 {
            break;
        }
        // The next iteration would not finish: stop here rather than waste the rest.
        if s.nodes * 3 > budget.nodes {
            break;
        }
    }
    progress(&Progress {
        depth: completed,
        nodes: s.nodes,
        budget: budget.nodes,
        score: best_score.max(-WIN),
        best: root.move_text(&best),
    });
    Some(best)
}

impl<G: Evaluate> Searcher<G> {
    /// A draw's score for `side`: a little below zero for the side the search plays for,
    /// so that it plays on rather than repeat.
    fn draw_score(&self, side: Side) -> i32 {
        if side == self.root_side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// The score of a finished game for `side`, found `ply` plies from the root.
    fn end_score(&self, end: End, side: Side, ply: usize) -> i32 {
        match end.outcome {
            Outcome::Draw => self.draw_score(side),
            Outcome::Win(winner) if winner == side => WIN - ply as i32,
            Outcome::Win(_) => -(WIN - ply as i32),
        }
    }

    fn eval(&self, pos: &G, h: u64) -> i32 {
        let e = pos.evaluate().clamp(-EVAL_LIMIT, EVAL_LIMIT);
        if self.noise > 0 {
            let n = self.noise as u64;
            e + (mix(h ^ self.seed) % (2 * n + 1)) as i32 - self.noise
        } else {
            e
        }
    }

    fn probe(&self, hash: u64) -> Option<Entry<G::Move>> {
        self.tt[hash as usize & self.tt_mask].filter(|e| e.hash == hash)
    }

    fn store(&mut self, hash: u64, mv: Option<G::Move>, score: i32, depth: i32, bound: Bound, ply: usize) {
        let slot = &mut self.tt[hash as usize & self.tt_mask];
        // Keep a deeper result of the same position; replace anything else.
        if let Some(old) = slot {
            if old.hash == hash && old.depth as i32 > depth && bound != Bound::Exact {
                return;
            }
        }
        *slot = Some(Entry { hash, mv, score: to_tt(score, ply), depth: depth as i16, bound });
    }

    /// The legal moves of `pos`, in the buffer of `ply` (to be put back there), or the
    /// score of the game ended here when there are none.
    fn legal_moves(&mut self, pos: &G, ply: usize) -> Result<Vec<G::Move>, i32> {
        let mut moves = std::mem::take(&mut self.moves[ply]);
        moves.clear();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            self.moves[ply] = moves;
            return Err(pos.end().map_or(0, |end| self.end_score(end, pos.side_to_move(), ply)));
        }
        Ok(moves)
    }

    fn history_index(mv: &G::Move, side: Side) -> usize {
        (hash_of(mv) as usize ^ side.index()) & (HISTORY_SIZE - 1)
    }

    /// The value, for `me` (who just moved), of `child` reached at `ply + 1`, searched
    /// `depth` more plies within the window `(alpha, beta)` given for `me`.
    #[allow(clippy::too_many_arguments)]
    fn child_value(&mut self, child: &G, h: u64, me: Side, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        let on_path = self.path.iter().filter(|&&k| k == h).count() as u32;
        let count = self.seen.get(&h).copied().unwrap_or(0) + on_path;
        if count >= 2 {
            // The third occurrence: the game ends, unless it already ended otherwise.
            let end = child.end().unwrap_or(G::repetition_end(me));
            return self.end_score(end, me, ply + 1);
        }
        if on_path > 0 && self.draws {
            // A cycle inside the search: either side could repeat it to a draw.
            return self.draw_score(me);
        }
        self.path.push(h);
        let v = if child.side_to_move() == me {
            self.node(child, h, depth, alpha, beta, ply + 1)
        } else {
            -self.node(child, h, depth, -beta, -alpha, ply + 1)
        };
        self.path.pop();
        v
    }

    fn node(&mut self, pos: &G, h: u64, mut depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        let danger = pos.in_danger();
        if danger && ply < MAX_PLY / 2 {
            depth += 1;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, h, alpha, beta, ply, 0);
        }
        self.nodes += 1;
        if self.nodes >= self.limit {
            self.aborted = true;
            return 0;
        }
        let tt_hash = h ^ pos.tt_salt();
        let mut tt_move = None;
        if let Some(e) = self.probe(tt_hash) {
            tt_move = e.mv;
            if e.depth as i32 >= depth {
                let s = from_tt(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let moves = match self.legal_moves(pos, ply) {
            Ok(moves) => moves,
            Err(score) => return score,
        };
        let me = pos.side_to_move();
        let mut ordered = std::mem::take(&mut self.ordered[ply]);
        ordered.clear();
        let killers = self.killers[ply];
        for &mv in &moves {
            let key = if Some(mv) == tt_move {
                i64::MAX
            } else {
                let hint = pos.move_order(&mv) as i64 * 1_000_000;
                let killer = if killers[0] == Some(mv) {
                    900_000
                } else if killers[1] == Some(mv) {
                    800_000
                } else {
                    0
                };
                hint + killer + self.history[Self::history_index(&mv, me)] as i64
            };
            ordered.push((key, ordered.len() as u32));
        }
        order::descending(&mut ordered);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        for (i, &(_, at)) in ordered.iter().enumerate() {
            let mv = moves[at as usize];
            let mut child = pos.clone();
            child.play_unchecked(&mv, &mut ());
            let ch = hash_of(&child.key());
            let v = if i == 0 {
                self.child_value(&child, ch, me, depth - 1, alpha, beta, ply)
            } else {
                let v = self.child_value(&child, ch, me, depth - 1, alpha, alpha + 1, ply);
                if v > alpha && v < beta && !self.aborted {
                    self.child_value(&child, ch, me, depth - 1, alpha, beta, ply)
                } else {
                    v
                }
            };
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                best_move = Some(mv);
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        if pos.move_order(&mv) <= 0 {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(mv) {
                                k[1] = k[0];
                                k[0] = Some(mv);
                            }
                            let slot = &mut self.history[Self::history_index(&mv, me)];
                            *slot = (*slot + depth * depth).min(400_000);
                        }
                        break;
                    }
                }
            }
        }
        self.moves[ply] = moves;
        self.ordered[ply] = ordered;
        if self.aborted {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store(tt_hash, best_move, best, depth, bound, ply);
        best
    }

    fn quiesce(&mut self, pos: &G, h: u64, mut alpha: i32, beta: i32, ply: usize, qdepth: u32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.limit {
            self.aborted = true;
            return 0;
        }
        if !G::QUIESCENCE || qdepth >= MAX_QUIESCENCE || ply >= MAX_PLY {
            return match pos.quick_end() {
                Some(end) => self.end_score(end, pos.side_to_move(), ply),
                None => self.eval(pos, h),
            };
        }
        let moves = match self.legal_moves(pos, ply) {
            Ok(moves) => moves,
            Err(score) => return score,
        };
        // In danger every move is an answer; otherwise the side to move may stand pat.
        let danger = pos.in_danger();
        let mut best = -INF;
        if !danger {
            let stand = self.eval(pos, h);
            if stand >= beta {
                self.moves[ply] = moves;
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let me = pos.side_to_move();
        let mut ordered = std::mem::take(&mut self.ordered[ply]);
        ordered.clear();
        for (at, mv) in moves.iter().enumerate() {
            if danger || pos.is_noisy(mv) {
                ordered.push((pos.move_order(mv) as i64, at as u32));
            }
        }
        order::descending(&mut ordered);
        for &(_, at) in ordered.iter() {
            let mv = moves[at as usize];
            let mut child = pos.clone();
            child.play_unchecked(&mv, &mut ());
            let ch = hash_of(&child.key());
            let v = if child.side_to_move() == me {
                self.quiesce(&child, ch, alpha, beta, ply + 1, qdepth + 1)
            } else {
                -self.quiesce(&child, ch, -beta, -alpha, ply + 1, qdepth + 1)
            };
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        self.moves[ply] = moves;
        self.ordered[ply] = ordered;
        if self.aborted {
            return 0;
        }
        best
    }
}
