//! Perfect play in Pyraos: the game-theoretic value of a position (who wins, and in how
//! many plies when the winner ends as fast as possible and the loser holds out as long as
//! possible), the value of every legal move, and a best move.
//!
//! The solvers:
//! - [`search`]: an exact solve of everything reachable from one position, under any
//!   rules (`removal=standard` has cycles: placing a square's fourth sphere and taking it
//!   straight back is a pass). It enumerates the reachable positions (one per class under
//!   the eight symmetries of the board), then runs a retrograde analysis over that graph:
//!   positions that never resolve are draws, which is sound with cycles and with the
//!   threefold-repetition rule (a winner following the shortest win never repeats a
//!   position, and a side that can avoid losing forever draws by repetition). It refuses
//!   (returns `None`) when the reachable set exceeds a budget of positions.
//! - [`dag::Dag`]: under `removal=children` the game is a DAG, and an alpha-beta search
//!   with a table of bounds finds exact values visiting far fewer positions; [`value`]
//!   and [`move_values`] use it under those rules.
//! - [`table::Table`]: the whole state space under `removal=children` (a DAG), solved by
//!   dynamic programming over a dense index ([`index`]); natively, from the start.
//! - [`standard::Standard`]: the whole state space under `removal=standard`, or with
//!   `pass=on`, by retrograde analysis over the same index (natively; resumable, exact as
//!   far as it got).
//! - [`disk::DiskTable`]: a complete table file of either kind answered from disk by
//!   positioned reads (a server's tablebase: no 2.3 GB in memory).
//!
//! The values are those of the position as the first of a game: repetitions before it
//! are not known to the solver.

pub mod book;
#[cfg(not(target_arch = "wasm32"))]
pub mod book_gen;
pub mod dag;
#[cfg(unix)]
pub mod disk;
pub mod index;
pub mod perfect;
#[cfg(not(target_arch = "wasm32"))]
pub mod standard;
pub mod table;

use super::board::Bits;
use super::{Move, Pyraos, Rules};
use crate::game::{Game, Outcome, Side};
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

/// The value of a position for the side to move, with perfect play. As JSON (for the
/// web layer): `{"result":"win","plies":5}`, `{"result":"loss","plies":0}`,
/// `{"result":"draw"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(tag = "result", content = "plies", rename_all = "lowercase")]
pub enum Value {
    /// The side to move wins; the game ends after this many plies (0: it has won already).
    Win(u32),
    /// The side to move loses after this many plies (0: it has lost already).
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

impl Value {
    /// The value for the side that made the move leading to a position of value `self`.
    pub fn before(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n + 1),
            Value::Loss(n) => Value::Win(n + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// The value of the position a move leads to, for the side to move there, from the
    /// value the move keeps for the side making it: the inverse of [`Value::before`].
    pub fn after(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n.saturating_sub(1)),
            Value::Loss(n) => Value::Win(n.saturating_sub(1)),
            Value::Draw => Value::Draw,
        }
    }

    /// Plies to the end (`None` for a draw).
    pub fn plies(self) -> Option<u32> {
        match self {
            Value::Win(n) | Value::Loss(n) => Some(n),
            Value::Draw => None,
        }
    }

    /// A key ordering values from the side to move's point of view: larger is better
    /// (a quicker win, then any draw, then a slower loss).
    pub fn rank(self) -> i64 {
        match self {
            Value::Win(n) => 1_000_000 - n as i64,
            Value::Draw => 0,
            Value::Loss(n) => -1_000_000 + n as i64,
        }
    }

    /// The result in absolute terms, given the side to move.
    pub fn outcome(self, side: Side) -> Outcome {
        match self {
            Value::Win(_) => Outcome::Win(side),
            Value::Loss(_) => Outcome::Win(side.other()),
            Value::Draw => Outcome::Draw,
        }
    }

    /// The contract's words: `white wins in N`, `black wins in N` or `draw`.
    pub fn describe(self, side: Side) -> String {
        match (self.outcome(side), self.plies()) {
            (Outcome::Win(s), Some(n)) => format!("{} wins in {n}", s.key()),
            _ => "draw".to_string(),
        }
    }

    /// From plies to the end alone, where draws are impossible: an odd number of plies
    /// ends with the side to move's own move.
    pub fn from_plies(plies: u32) -> Value {
        if !plies.is_multiple_of(2) {
            Value::Win(plies)
        } else {
            Value::Loss(plies)
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win in {n}"),
            Value::Loss(n) => write!(f, "loss in {n}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

/// A multiplicative hash for the 64-bit keys of positions.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, n: u64) {
        let x = n.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 = x ^ x >> 29;
    }
}

type KeyMap<V = u32> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

/// A position seen from the side to move: its spheres, the opponent's.
fn relative(p: &Pyraos) -> (Bits, Bits) {
    (p.spheres(p.side), p.spheres(p.side.other()))
}

/// The position with `mover`'s spheres as White's, White to move.
fn position(mover: Bits, opponent: Bits, rules: Rules) -> Pyraos {
    Pyraos { spheres: [mover, opponent], side: Side::White, rules }
}

/// The value of a position whose game is over, if it is.
fn over(p: &Pyraos) -> Option<Value> {
    p.end().map(|end| match end.outcome {
        Outcome::Win(s) if s == p.side => Value::Win(0),
        Outcome::Win(_) => Value::Loss(0),
        Outcome::Draw => Value::Draw,
    })
}

fn key_of(p: &Pyraos) -> u64 {
    let (m, o) = relative(p);
    index::canonical_key(m, o)
}

/// The solved graph of everything reachable from one position: every later position of
/// a game from there is in it, so a player can keep it and answer each move by lookups.
pub struct Solved {
    keys: KeyMap,
    values: Vec<Value>,
}

impl Solved {
    /// The value of a position reachable from the one solved.
    pub fn value(&self, p: &Pyraos) -> Option<Value> {
        self.keys.get(&key_of(p)).map(|&i| self.values[i as usize])
    }

    /// How many positions (classes under the symmetries) were solved.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// Solves every position reachable from `p`, or gives up (`None`) past `budget`
/// positions.
pub fn search(p: &Pyraos, budget: usize) -> Option<Solved> {
    let rules = p.rules;
    let mut keys = KeyMap::default();
    let mut list: Vec<u64> = Vec::new();
    let root = key_of(p);
    keys.insert(root, 0);
    list.push(root);
    // Forward: successors of each position, as a compressed list of ids.
    let mut first: Vec<u32> = Vec::new();
    let mut succ: Vec<u32> = Vec::new();
    let mut terminal: Vec<(u32, Value)> = Vec::new();
    let mut moves = Vec::new();
    let mut children = Vec::new();
    let mut i = 0;
    while i < list.len() {
        first.push(succ.len() as u32);
        let key = list[i];
        let q = position(key as u32, (key >> 32) as u32, rules);
        if let Some(v) = over(&q) {
            terminal.push((i as u32, v));
        } else {
            moves.clear();
            q.legal_moves(&mut moves);
            children.clear();
            for mv in &moves {
                let mut r = q;
                r.play_unchecked(mv, &mut ());
                let k = key_of(&r);
                let id = match keys.get(&k) {
                    Some(&id) => id,
                    None => {
                        if list.len() >= budget {
                            return None;
                        }
                        let id = list.len() as u32;
                        keys.insert(k, id);
                        list.push(k);
                        id
                    }
                };
                children.push(id);
            }
            children.sort_unstable();
            children.dedup();
            succ.extend_from_slice(&children);
        }
        i += 1;
    }
    first.push(succ.len() as u32);
    let n = list.len();
    drop(list);
    // Backward: predecessors, then the retrograde analysis in order of plies.
    let mut pred_first = vec![0u32; n + 1];
    for &c in &succ {
        pred_first[c as usize + 1] += 1;
    }
    for j in 0..n {
        pred_first[j + 1] += pred_first[j];
    }
    let mut fill = pred_first.clone();
    let mut pred = vec![0u32; succ.len()];
    for from in 0..n {
        for &c in &succ[first[from] as usize..first[from + 1] as usize] {
            pred[fill[c as usize] as usize] = from as u32;
            fill[c as usize] += 1;
        }
    }
    drop(fill);
    let mut left: Vec<u32> = (0..n).map(|j| first[j + 1] - first[j]).collect();
    drop(succ);
    drop(first);
    let mut values: Vec<Option<Value>> = vec![None; n];
    let mut queue = std::collections::VecDeque::new();
    for (id, v) in terminal {
        values[id as usize] = Some(v);
        queue.push_back(id);
    }
    while let Some(id) = queue.pop_front() {
        let v = values[id as usize].expect("queued values are known");
        for &u in &pred[pred_first[id as usize] as usize..pred_first[id as usize + 1] as usize] {
            let u = u as usize;
            if values[u].is_some() {
                continue;
            }
            match v {
                Value::Loss(d) => {
                    values[u] = Some(Value::Win(d + 1));
                    queue.push_back(u as u32);
                }
                Value::Win(d) => {
                    left[u] -= 1;
                    if left[u] == 0 {
                        values[u] = Some(Value::Loss(d + 1));
                        queue.push_back(u as u32);
                    }
                }
                Value::Draw => {}
            }
        }
    }
    let values = values.into_iter().map(|v| v.unwrap_or(Value::Draw)).collect();
    Some(Solved { keys, values })
}

/// The value of `p` within a budget of positions: under `removal=children`, `pass=off`
/// by alpha-beta ([`dag`]: positions visited), else by [`search`] (positions reachable).
pub fn value(p: &Pyraos, budget: usize) -> Option<Value> {
    if let Some(v) = over(p) {
        return Some(v);
    }
    if p.rules.children && !p.rules.pass {
        return dag::Dag::new(p.rules, budget).value(p);
    }
    search(p, budget).and_then(|s| s.value(p))
}

/// Every legal move of `p` with the value it leads to, for the side to move (a winning
/// move is `Win(n)`: the game ends n plies from `p`), in the order of
/// [`Game::legal_moves`]; `None` past the budget (shared by all the moves).
pub fn move_values(p: &Pyraos, budget: usize) -> Option<Vec<(Move, Value)>> {
    if p.rules.children && !p.rules.pass {
        let mut dag = dag::Dag::new(p.rules, budget);
        let mut out = Vec::new();
        for mv in p.legal_move_list() {
            let mut q = *p;
            q.play_unchecked(&mv, &mut ());
            out.push((mv, dag.value(&q)?.before()));
        }
        return Some(out);
    }
    let solved = search(p, budget)?;
    Some(values_of_moves(p, |q| solved.value(q)))
}

/// The values of the moves of `p`, each looked up with `lookup` (which must know them).
pub fn values_of_moves(p: &Pyraos, lookup: impl Fn(&Pyraos) -> Option<Value>) -> Vec<(Move, Value)> {
    p.legal_move_list()
        .into_iter()
        .map(|mv| {
            let mut q = *p;
            q.play_unchecked(&mv, &mut ());
            let v = over(&q).or_else(|| lookup(&q)).expect("every successor is solved");
            (mv, v.before())
        })
        .collect()
}

/// Valued moves of `p` with those to a position the game has seen twice (`history`:
/// its positions' keys) made draws: the third occurrence ends the game.
pub fn after_repetitions(p: &Pyraos, moves: Vec<(Move, Value)>, history: &[(u64, Side)]) -> Vec<(Move, Value)> {
    moves
        .into_iter()
        .map(|(mv, v)| {
            let mut q = *p;
            q.play_unchecked(&mv, &mut ());
            let twice = q.end().is_none() && history.iter().filter(|&&k| k == q.key()).count() >= 2;
            (mv, if twice { Value::Draw } else { v })
        })
        .collect()
}

/// The best of some valued moves: the quickest win, else a draw, else the slowest loss;
/// the first in the list among equals.
pub fn best_of(moves: &[(Move, Value)]) -> Option<(Move, Value)> {
    let mut best: Option<(Move, Value)> = None;
    for &(mv, v) in moves {
        if best.is_none_or(|(_, b)| v.rank() > b.rank()) {
            best = Some((mv, v));
        }
    }
    best
}

/// A move of perfect play and the value it keeps; `None` if the game is over or past
/// the budget.
pub fn best_move(p: &Pyraos, budget: usize) -> Option<(Move, Value)> {
    best_of(&move_values(p, budget)?)
}

/// A position's value and every legal move's, for a "who wins from here" display and a
/// Perfect player that speak in notation (the web layer).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Analysis {
    /// For the side to move.
    pub value: Value,
    /// The side to move, `"white"` or `"black"`.
    pub side: &'static str,
    /// The contract's words: `white wins in 36`, `draw`.
    pub text: String,
    /// Every legal move in canonical notation, in the order of the rules' move list, with
    /// the value it keeps for the side to move (`Win(n)`: the game ends n plies from here).
    pub moves: Vec<(String, Value)>,
    /// A move of perfect play (the quickest win, else a draw, else the slowest loss);
    /// none when the game is over.
    pub best: Option<String>,
}

/// [`Analysis`] of a position given as text under the options given; `Ok(None)` when
/// more than `budget` positions are reachable from it (about 0.4 µs and 250 bytes a
/// position natively).
pub fn analyse(
    position: &str,
    options: &crate::game::Options,
    budget: usize,
) -> Result<Option<Analysis>, crate::game::Error> {
    let p = Pyraos::parse(position, options)?;
    Ok(analyse_game(&crate::record::Record::new(p), budget))
}

/// [`Analysis`] of the position a game has reached, within `budget` as [`analyse`]. The
/// solver's values are those of a first occurrence; the game's history adds what it
/// knows for certain: a game over by repetition is a draw, and so is a move to a
/// position seen twice already.
pub fn analyse_game(record: &crate::record::Record<Pyraos>, budget: usize) -> Option<Analysis> {
    analysis_with(record, |p| move_values(p, budget).ok_or(())).ok()
}

/// [`Analysis`] of the position a game has reached, given the values of its moves as
/// first occurrences (from a search or a table); the game's history is added here.
pub(super) fn analysis_with<E>(
    record: &crate::record::Record<Pyraos>,
    values: impl FnOnce(&Pyraos) -> Result<Vec<(Move, Value)>, E>,
) -> Result<Analysis, E> {
    let p = *record.position();
    let (value, moves) = match record.end() {
        Some(end) => (
            match end.outcome {
                Outcome::Win(s) if s == p.side => Value::Win(0),
                Outcome::Win(_) => Value::Loss(0),
                Outcome::Draw => Value::Draw,
            },
            vec![],
        ),
        None => {
            let moves = after_repetitions(&p, values(&p)?, record.keys());
            (best_of(&moves).expect("a move").1, moves)
        }
    };
    Ok(Analysis {
        value,
        side: if p.side == Side::White { "white" } else { "black" },
        text: value.describe(p.side),
        best: best_of(&moves).map(|(mv, _)| p.move_text(&mv)),
        moves: moves.into_iter().map(|(mv, v)| (p.move_text(&mv), v)).collect(),
    })
}

impl table::Table {
    /// The value of a position under `removal=children`, `pass=off`, if the table holds
    /// positions with as many spheres on the board.
    pub fn value(&self, p: &Pyraos) -> Option<Value> {
        if let Some(v) = over(p) {
            return Some(v);
        }
        if !p.rules.children || p.rules.pass || !self.covers(p.occupied().count_ones()) {
            return None;
        }
        let (m, o) = relative(p);
        Some(Value::from_plies(self.plies(m, o) as u32))
    }

    /// Every legal move with its value, as [`move_values`], from the table.
    pub fn move_values(&self, p: &Pyraos) -> Option<Vec<(Move, Value)>> {
        self.value(p)?;
        Some(values_of_moves(p, |q| self.value(q)))
    }

    /// A move of perfect play, as [`best_move`], from the table.
    pub fn best_move(&self, p: &Pyraos) -> Option<(Move, Value)> {
        best_of(&self.move_values(p)?)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl standard::Standard {
    /// The value of a position under the analysis's rules, if the analysis knows it
    /// (always once complete).
    pub fn position_value(&self, p: &Pyraos) -> Option<Value> {
        if let Some(v) = over(p) {
            return Some(v);
        }
        if p.rules != self.rules {
            return None;
        }
        let (m, o) = relative(p);
        self.value(m, o)
    }

    /// A move of perfect play, as [`best_move`], from the complete analysis.
    pub fn best_move(&self, p: &Pyraos) -> Option<(Move, Value)> {
        if !self.complete {
            return None;
        }
        self.position_value(p)?;
        best_of(&values_of_moves(p, |q| self.position_value(q)))
    }
}

// The tests build the full table, which is native only (it solves on every core).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

/// The table of every position under `removal=children`, `pass=off` with at least
/// `spheres` on the board: read from `cache` if that file holds it, else solved
/// (natively, on every core; from 0 spheres this is the full solve: minutes and
/// gigabytes) and then written to `cache`. With `progress`, a line per group of
/// positions solved goes to stderr.
#[cfg(not(target_arch = "wasm32"))]
pub fn children_table(spheres: u32, cache: Option<&std::path::Path>, progress: bool) -> table::Table {
    if let Some(path) = cache {
        match table::Table::load(path) {
            Ok(t) if t.covers(spheres) => return t,
            Ok(_) => {}
            Err(e) if progress => eprintln!("table not read from {}: {e}", path.display()),
            Err(_) => {}
        }
    }
    let started = std::time::Instant::now();
    let layout = table::Table::layout();
    if progress {
        let s = layout.stats();
        eprintln!("table: {} positions, {} canonical shapes", s.positions, s.canonical_shapes);
    }
    let t = layout.solve(spheres, &mut |n, g, all| {
        if progress {
            eprintln!("{:8.1} s  group {g}/{all} solved ({n} spheres)", started.elapsed().as_secs_f64());
        }
    });
    if let Some(path) = cache {
        match t.save(path) {
            Ok(()) if progress => eprintln!("table written to {}", path.display()),
            Ok(()) => {}
            Err(e) => eprintln!("table not written to {}: {e}", path.display()),
        }
    }
    t
}

/// The value of `p` under `removal=children`, `pass=off`, from [`children_table`].
#[cfg(not(target_arch = "wasm32"))]
pub fn full_value(p: &Pyraos, cache: Option<&std::path::Path>, progress: bool) -> Value {
    assert!(p.rules.children && !p.rules.pass, "the table solves removal=children, pass=off");
    if let Some(v) = over(p) {
        return v;
    }
    let t = children_table(p.occupied().count_ones(), cache, progress);
    t.value(p).expect("the table covers the position")
}

/// The value of `p` under its rules from the retrograde analysis ([`standard::Standard`])
/// kept in the file `path`: read from there, carried on for at most `limit` if the
/// position is not known yet, and written back (a run stopped by the limit is resumed by
/// the next). `Err` says how far the analysis has got.
#[cfg(not(target_arch = "wasm32"))]
pub fn retrograde_value(
    p: &Pyraos,
    path: &std::path::Path,
    limit: Option<std::time::Duration>,
    progress: bool,
) -> Result<Value, String> {
    if let Some(v) = over(p) {
        return Ok(v);
    }
    let (m, o) = relative(p);
    let started = std::time::Instant::now();
    let mut s = match standard::Standard::load(path, p.rules) {
        Ok(s) => s,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => standard::Standard::new(p.rules),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    if s.value(m, o).is_none() {
        if progress {
            eprintln!("retrograde table: {} entries, decided within {} plies known", s.len(), s.within);
        }
        let deadline = limit.map(|l| started + l);
        s.solve(deadline, &mut |d, n| {
            if progress {
                eprintln!("{:8.1} s  {n} positions decided in {d} plies", started.elapsed().as_secs_f64());
            }
        });
        s.save(path).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        if progress && s.complete {
            eprintln!("complete; {} classes drawn", s.unresolved_classes());
        }
    }
    s.value(m, o).ok_or_else(|| {
        format!(
            "not known yet: the retrograde analysis in {} knows every position decided within {} plies; \
             run again to carry it on",
            path.display(),
            s.within
        )
    })
}
