//! Exact "win within N plies" over any game: an AND/OR search, exhaustive over the
//! attacker's alternatives, with repetition as the game's rules count it. Games that
//! solve positions themselves ([`Evaluate::verdict`], Pyraos) answer from their solver.

use crate::ai::{rng, Evaluate, ExactValue};
use crate::game::{End, Outcome, Side};
use crate::record::Record;
use std::collections::HashMap;

/// The search spent its budget of positions before it could prove anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBudget;

/// What is known of a position (and the state outside its key) regardless of the path
/// to it: a win within `win` plies, no win within `none` plies.
#[derive(Clone, Copy)]
struct Known {
    win: u32,
    none: u32,
}

/// A search for the wins of one side (the attacker).
pub struct Prover<G: Evaluate> {
    attacker: Side,
    known: HashMap<(u64, u64), Known, rng::KeyHash>,
    /// The game's keys the table was filled under: a question from another history
    /// starts a fresh table, since repetition may change what is known.
    history: Vec<G::Key>,
    nodes: u64,
    budget: u64,
    exact_budget: usize,
    _game: std::marker::PhantomData<G>,
}

/// Plies to the attacker's win by a move, counted from the position before it: `None`
/// when the move does not win within the plies asked about.
pub type Distance = Option<u32>;

impl<G: Evaluate> Prover<G> {
    /// A prover for `attacker` that gives up past `budget` positions searched (or, for a
    /// game with its own solver, `exact_budget` positions solved at each question).
    pub fn new(attacker: Side, budget: u64, exact_budget: usize) -> Prover<G> {
        Prover {
            attacker,
            known: HashMap::with_hasher(rng::KeyHash),
            history: Vec::new(),
            nodes: 0,
            budget,
            exact_budget,
            _game: std::marker::PhantomData,
        }
    }

    pub fn attacker(&self) -> Side {
        self.attacker
    }

    /// Positions searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The path of a question from `record`: its history, the table kept only if the
    /// history is the one it was filled under.
    fn path(&mut self, record: &Record<G>) -> Vec<G::Key> {
        if self.history != record.keys() {
            self.known.clear();
            self.history = record.keys().to_vec();
        }
        self.history.clone()
    }

    /// Every legal move of the game's position, with the attacker's shortest win after
    /// it (plies from here, the move included) when it is at most `max`. At the
    /// attacker's turn that is how fast the move wins; at the defender's, how long the
    /// reply holds out (every reply of a forced win has one).
    pub fn distances(&mut self, record: &Record<G>, max: u32) -> Result<Vec<(G::Move, Distance)>, OutOfBudget> {
        let pos = record.position();
        if record.end().is_some() {
            return Ok(Vec::new());
        }
        if G::VERDICTS {
            return self.solved_distances(record, max);
        }
        let mut path = self.path(record);
        let mut out = Vec::new();
        for mv in pos.legal_move_list() {
            let mut child = pos.clone();
            child.play_unchecked(&mv, &mut ());
            let mut found = None;
            for plies in 0..max {
                if self.after(&child, &mut path, plies, pos.side_to_move())?.0 {
                    found = Some(plies + 1);
                    break;
                }
            }
            out.push((mv, found));
        }
        Ok(out)
    }

    /// Whether the attacker's move wins within `plies`, for each legal move (at the
    /// attacker's turn): one question each, quicker than [`Prover::distances`].
    pub fn winning(&mut self, record: &Record<G>, plies: u32) -> Result<Vec<(G::Move, bool)>, OutOfBudget> {
        if G::VERDICTS {
            let d = self.solved_distances(record, plies)?;
            return Ok(d.into_iter().map(|(m, d)| (m, d.is_some())).collect());
        }
        let pos = record.position();
        let mut path = self.path(record);
        let mut out = Vec::new();
        for mv in pos.legal_move_list() {
            let mut child = pos.clone();
            child.play_unchecked(&mv, &mut ());
            let wins = plies > 0 && self.after(&child, &mut path, plies - 1, pos.side_to_move())?.0;
            out.push((mv, wins));
        }
        Ok(out)
    }

    /// The attacker's shortest win from the game's position (its turn), within `max`.
    pub fn shortest(&mut self, record: &Record<G>, max: u32) -> Result<Option<u32>, OutOfBudget> {
        if record.end().is_some() {
            return Ok(None);
        }
        if G::VERDICTS {
            let d = self.solved_distances(record, max)?;
            return Ok(d.into_iter().filter_map(|(_, d)| d).min());
        }
        let mut path = self.path(record);
        for plies in 1..=max {
            if self.node(record.position(), &mut path, plies)?.0 {
                return Ok(Some(plies));
            }
        }
        Ok(None)
    }

    /// Distances from the game's own solver: its values are exact, the loser holding out
    /// longest and the winner ending soonest.
    fn solved_distances(&mut self, record: &Record<G>, max: u32) -> Result<Vec<(G::Move, Distance)>, OutOfBudget> {
        let pos = record.position();
        let verdict = G::verdict(record, self.exact_budget).ok_or(OutOfBudget)?;
        let attacker_moves = pos.side_to_move() == self.attacker;
        let mut out = Vec::new();
        for mv in pos.legal_move_list() {
            let text = pos.move_text(&mv);
            let value = verdict.moves.iter().find(|(t, _)| *t == text).map(|(_, v)| *v).ok_or(OutOfBudget)?;
            let plies = match value {
                ExactValue::Win(n) if attacker_moves => Some(n),
                ExactValue::Loss(n) if !attacker_moves => Some(n),
                _ => None,
            };
            out.push((mv, plies.filter(|&n| n <= max)));
        }
        Ok(out)
    }

    /// Whether the attacker wins within `plies` after `mover`'s move led to `child`
    /// (`path`: the keys of the game before it), and whether that answer depends on the
    /// path (a repetition was in sight).
    fn after(
        &mut self,
        child: &G,
        path: &mut Vec<G::Key>,
        plies: u32,
        mover: Side,
    ) -> Result<(bool, bool), OutOfBudget> {
        let key = child.key();
        let seen = path.iter().filter(|k| **k == key).count();
        let repeats = seen > 0;
        if let Some(end) = child.quick_end() {
            return Ok((self.won(end), repeats));
        }
        if seen >= 2 {
            let end = child.end().unwrap_or(G::repetition_end(mover));
            return Ok((self.won(end), true));
        }
        if plies == 0 {
            return Ok((child.end().is_some_and(|e| self.won(e)), repeats));
        }
        path.push(key);
        let result = self.node(child, path, plies);
        path.pop();
        result.map(|(win, depends)| (win, depends || repeats))
    }

    fn won(&self, end: End) -> bool {
        end.outcome == Outcome::Win(self.attacker)
    }

    /// The attacker wins within `plies` from `pos` (whose key ends `path`), which no
    /// quick test found over.
    fn node(&mut self, pos: &G, path: &mut Vec<G::Key>, plies: u32) -> Result<(bool, bool), OutOfBudget> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(OutOfBudget);
        }
        let id = (rng::hash_of(&pos.key()), pos.tt_salt());
        if let Some(k) = self.known.get(&id) {
            if k.win <= plies {
                return Ok((true, false));
            }
            if k.none >= plies {
                return Ok((false, false));
            }
        }
        let mut moves = pos.legal_move_list();
        if moves.is_empty() {
            return Ok((pos.end().is_some_and(|e| self.won(e)), false));
        }
        let mover = pos.side_to_move();
        let attacking = mover == self.attacker;
        // Likely winners first for the attacker, likely refutations (the same: captures,
        // attacks) first for the defender.
        crate::order::by_key(&mut moves, |m| -(pos.move_order(m) as i64));
        let mut depends = false;
        let mut result = !attacking;
        for mv in &moves {
            let mut child = pos.clone();
            child.play_unchecked(mv, &mut ());
            let (win, d) = self.after(&child, path, plies - 1, mover)?;
            depends |= d;
            if win == attacking {
                result = attacking;
                break;
            }
        }
        if !depends {
            let k = self.known.entry(id).or_insert(Known { win: u32::MAX, none: 0 });
            if result {
                k.win = k.win.min(plies);
            } else {
                k.none = k.none.max(plies);
            }
        }
        Ok((result, depends))
    }
}
