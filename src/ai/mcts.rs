//! Monte-Carlo tree search (UCT) over any [`Evaluate`] game, kept to compare with
//! alpha-beta game by game (`cargo bench --bench strength -- GAME --mcts`).
//!
//! Each iteration walks down the tree by UCB1, grows it by one node's children, plays a
//! seeded random playout of at most `playout` plies and scores its end: a finished game
//! by its result, an unfinished one by a logistic of the evaluation. Repetition is judged
//! with the game's history as in alpha-beta. The move played is the root's most visited.

use super::rng::{hash_of, Rng};
use super::{Budget, Evaluate, Progress, Seen};
use crate::game::{End, Outcome, Side};

const EXPLORATION: f32 = 1.0;
/// Tree nodes kept at most; past this the tree stops growing and iterations only play out.
const MAX_TREE: usize = 1 << 21;

struct Node<M> {
    mv: Option<M>,
    first: u32,
    children: u32,
    expanded: bool,
    visits: u32,
    /// Sum of results for the side that moved into this node.
    value: f32,
    /// The result for that side if the game is over here.
    terminal: Option<f32>,
}

fn result_for(end: End, side: Side) -> f32 {
    match end.outcome {
        Outcome::Draw => 0.5,
        Outcome::Win(w) if w == side => 1.0,
        Outcome::Win(_) => 0.0,
    }
}

/// The most visited of `moves` (the root's legal moves, at least two) within `budget`;
/// `seen` counts the game's positions, the root included.
pub(crate) fn search<G: Evaluate>(
    root: &G,
    moves: Vec<G::Move>,
    seen: Seen,
    budget: Budget,
    playout: u32,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
) -> Option<G::Move> {
    let mut rng = Rng::new(seed);
    let mut tree: Vec<Node<G::Move>> =
        vec![Node { mv: None, first: 0, children: 0, expanded: false, visits: 0, value: 0.0, terminal: None }];
    let mut movers: Vec<Side> = vec![root.side_to_move().other()];
    let mut nodes: u64 = 0;
    let mut path: Vec<usize> = Vec::new();
    let mut line: Vec<u64> = Vec::new();
    let mut buf = Vec::new();
    let report_every = (budget.nodes / 16).max(1);
    let mut next_report = report_every;
    while nodes < budget.nodes {
        let mut pos = root.clone();
        path.clear();
        line.clear();
        path.push(0);
        let mut at = 0usize;
        // Selection.
        let mut result: Option<f32> = None;
        loop {
            if let Some(r) = tree[at].terminal {
                result = Some(r);
                break;
            }
            if !tree[at].expanded {
                break;
            }
            let parent_visits = tree[at].visits.max(1) as f32;
            let log_n = parent_visits.ln();
            let (first, count) = (tree[at].first as usize, tree[at].children as usize);
            let mut pick = first;
            let mut best = f32::NEG_INFINITY;
            for (c, n) in tree.iter().enumerate().skip(first).take(count) {
                let score = if n.visits == 0 {
                    f32::INFINITY
                } else {
                    n.value / n.visits as f32 + EXPLORATION * (log_n / n.visits as f32).sqrt()
                };
                if score > best {
                    best = score;
                    pick = c;
                }
            }
            let mv = tree[pick].mv.expect("a child has a move");
            pos.play_unchecked(&mv, &mut ());
            nodes += 1;
            line.push(hash_of(&pos.key()));
            at = pick;
            path.push(at);
            if tree[at].visits == 0 {
                break;
            }
        }
        if result.is_none() {
            // Repetition of the game's history and of this line.
            if let Some(&h) = line.last() {
                let count = seen.get(&h).copied().unwrap_or(0) + line.iter().filter(|&&k| k == h).count() as u32 - 1;
                if count >= 2 {
                    let mover = movers[at];
                    let end = pos.end().unwrap_or(G::repetition_end(mover));
                    let r = result_for(end, mover);
                    tree[at].terminal = Some(r);
                    result = Some(r);
                }
            }
        }
        if result.is_none() {
            buf.clear();
            pos.legal_moves(&mut buf);
            if buf.is_empty() {
                let mover = movers[at];
                let r = pos.end().map_or(0.5, |end| result_for(end, mover));
                tree[at].terminal = Some(r);
                result = Some(r);
            } else if !tree[at].expanded && tree.len() + buf.len() <= MAX_TREE && (at == 0 || tree[at].visits > 0) {
                rng.shuffle(&mut buf);
                let first = tree.len() as u32;
                let mover = pos.side_to_move();
                for &mv in &buf {
                    tree.push(Node {
                        mv: Some(mv),
                        first: 0,
                        children: 0,
                        expanded: false,
                        visits: 0,
                        value: 0.0,
                        terminal: None,
                    });
                    movers.push(mover);
                }
                tree[at].first = first;
                tree[at].children = buf.len() as u32;
                tree[at].expanded = true;
            }
        }
        // Playout: the result for the side that moved into `at`.
        let r = match result {
            Some(r) => r,
            None => {
                let mover = movers[at];
                let mut p = pos;
                let mut value = None;
                for _ in 0..playout {
                    buf.clear();
                    p.legal_moves(&mut buf);
                    if buf.is_empty() {
                        value = Some(p.end().map_or(0.5, |end| result_for(end, mover)));
                        break;
                    }
                    let mv = buf[rng.below(buf.len())];
                    p.play_unchecked(&mv, &mut ());
                    nodes += 1;
                }
                value.unwrap_or_else(|| match p.quick_end() {
                    Some(end) => result_for(end, mover),
                    None => {
                        let e = p.evaluate() as f32 / G::SCALE as f32;
                        let chance = 1.0 / (1.0 + (-e).exp());
                        if p.side_to_move() == mover {
                            chance
                        } else {
                            1.0 - chance
                        }
                    }
                })
            }
        };
        let leaf_mover = movers[at];
        for &n in &path {
            let node = &mut tree[n];
            node.visits += 1;
            node.value += if movers[n] == leaf_mover { r } else { 1.0 - r };
        }
        nodes += 1;
        if nodes >= next_report {
            next_report += report_every;
            if let Some((mv, score)) = best_child(&tree) {
                progress(&Progress { depth: 0, nodes, budget: budget.nodes, score, best: root.move_text(&mv) });
            }
        }
    }
    let (mv, score) = best_child(&tree).unwrap_or((moves[0], 0));
    progress(&Progress { depth: 0, nodes, budget: budget.nodes, score, best: root.move_text(&mv) });
    Some(mv)
}

/// The root's most visited child, with its win chance as a rough score.
fn best_child<M: Copy>(tree: &[Node<M>]) -> Option<(M, i32)> {
    let root = &tree[0];
    if !root.expanded {
        return None;
    }
    let first = root.first as usize;
    let mut best: Option<&Node<M>> = None;
    for n in &tree[first..first + root.children as usize] {
        if best.is_none_or(|b| n.visits > b.visits) {
            best = Some(n);
        }
    }
    best.and_then(|n| {
        let chance = if n.visits > 0 { n.value / n.visits as f32 } else { 0.5 };
        n.mv.map(|m| (m, ((chance - 0.5) * 1000.0) as i32))
    })
}
