//! A game being played: the positions so far, undo/redo, and repetition.

use crate::game::{End, Error, Event, Game, Side};

/// A move that was played, with the events it caused.
#[derive(Clone, Debug)]
pub struct Played<G: Game> {
    pub mv: G::Move,
    pub text: String,
    pub events: Vec<Event>,
}

/// A game from a start position: every position since, the moves that led there, and
/// the moves undone (for redo). The start counts as the first occurrence of itself.
#[derive(Clone, Debug)]
pub struct Record<G: Game> {
    positions: Vec<G>,
    played: Vec<Played<G>>,
    /// Ends after each position (index as `positions`).
    ends: Vec<Option<End>>,
    redo: Vec<G::Move>,
    /// The key of each position (index as `positions`), to count repetitions: a scan
    /// of one game's keys is quick, and the page's wasm needs no hash map for it.
    keys: Vec<G::Key>,
}

impl<G: Game> Record<G> {
    /// The game from `start` (the start under `options` when `None`) after `moves`; a bad
    /// position or option is `Err((None, e))`, a bad move `Err((Some(n), e))` with its
    /// number among `moves` (from 1).
    pub fn replay(
        options: &crate::game::Options,
        start: Option<&str>,
        moves: &[String],
    ) -> Result<Record<G>, (Option<usize>, Error)> {
        let start = match start {
            Some(text) => G::parse(text, options),
            None => G::start(options),
        };
        let mut record = Record::new(start.map_err(|e| (None, e))?);
        for (i, text) in moves.iter().enumerate() {
            record.play(text).map_err(|e| (Some(i + 1), e))?;
        }
        Ok(record)
    }

    pub fn new(start: G) -> Record<G> {
        let keys = vec![start.key()];
        let end = start.end();
        Record { positions: vec![start], played: Vec::new(), ends: vec![end], redo: Vec::new(), keys }
    }

    pub fn position(&self) -> &G {
        self.positions.last().expect("a record always has its start")
    }

    /// The position after `ply` moves (0: the start).
    pub fn position_at(&self, ply: usize) -> Option<&G> {
        self.positions.get(ply)
    }

    pub fn start(&self) -> &G {
        &self.positions[0]
    }

    pub fn end(&self) -> Option<End> {
        *self.ends.last().expect("one end per position")
    }

    pub fn played(&self) -> &[Played<G>] {
        &self.played
    }

    /// Who made each move played, in order (a side may move twice running).
    pub fn movers(&self) -> Vec<Side> {
        self.positions[..self.played.len()].iter().map(|p| p.side_to_move()).collect()
    }

    /// The keys of the positions from the start to the current one.
    pub fn keys(&self) -> &[G::Key] {
        &self.keys
    }

    /// How often the current position has occurred.
    pub fn occurrences(&self) -> u32 {
        self.times(self.keys.last().expect("a key per position"))
    }

    /// How often a position with `key` has occurred so far.
    fn times(&self, key: &G::Key) -> u32 {
        self.keys.iter().filter(|k| *k == key).count() as u32
    }

    pub fn legal_moves(&self) -> Vec<G::Move> {
        if self.end().is_some() {
            return Vec::new();
        }
        self.position().legal_move_list()
    }

    /// Parses and plays a move. On error nothing changes.
    pub fn play(&mut self, text: &str) -> Result<Vec<Event>, Error> {
        if self.end().is_some() {
            return Err(Error::GameOver);
        }
        let mv = self.position().parse_move(text)?;
        Ok(self.play_legal(mv))
    }

    /// Plays a move known to be legal here (from [`Record::legal_moves`]).
    pub fn play_legal(&mut self, mv: G::Move) -> Vec<Event> {
        // Playing the move that redo would play keeps the rest of the redo line.
        if self.redo.last() == Some(&mv) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.apply(mv)
    }

    fn apply(&mut self, mv: G::Move) -> Vec<Event> {
        let before = self.position();
        let mover = before.side_to_move();
        let text = before.move_text(&mv);
        let mut next = before.clone();
        let mut events = Vec::new();
        next.play_unchecked(&mv, &mut events);
        let key = next.key();
        let count = 1 + self.times(&key);
        let end = next.end().or_else(|| (count >= 3).then(|| G::repetition_end(mover)));
        if let Some(end) = end {
            events.push(Event::GameOver { end });
        }
        self.positions.push(next);
        self.keys.push(key);
        self.ends.push(end);
        self.played.push(Played { mv, text, events: events.clone() });
        events
    }

    pub fn can_undo(&self) -> bool {
        !self.played.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(played) = self.played.pop() else {
            return false;
        };
        self.positions.pop();
        self.keys.pop();
        self.ends.pop();
        self.redo.push(played.mv);
        true
    }

    /// Plays the last undone move again and returns its events.
    pub fn redo(&mut self) -> Option<Vec<Event>> {
        let mv = self.redo.pop()?;
        Some(self.apply(mv))
    }
}

/// The number of move sequences of length `depth` from `start`, which counts as the first
/// occurrence of itself; a line stops where the game ends, repetition included.
///
/// A finished game has no legal moves (the [`Game`] contract), so only repetition is
/// tracked here.
pub fn perft<G: Game>(start: &G, depth: u32) -> u64 {
    let mut path = vec![start.key()];
    // One move list a ply, reused: allocating one a node took a fifth of the time in wasm.
    let mut lists = (0..depth).map(|_| Vec::new()).collect();
    perft_inner(start, depth, &mut path, &mut lists)
}

fn perft_inner<G: Game>(pos: &G, depth: u32, path: &mut Vec<G::Key>, lists: &mut Vec<Vec<G::Move>>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.count_moves() as u64;
    }
    let mut moves = std::mem::take(&mut lists[depth as usize - 1]);
    moves.clear();
    pos.legal_moves(&mut moves);
    let mut total = 0;
    for mv in &moves {
        let mut child = pos.clone();
        child.play_unchecked(mv, &mut ());
        let key = child.key();
        // A third occurrence ends the game: the line stops here.
        if path.iter().filter(|k| **k == key).count() >= 2 {
            continue;
        }
        path.push(key);
        total += perft_inner(&child, depth - 1, path, lists);
        path.pop();
    }
    lists[depth as usize - 1] = moves;
    total
}
