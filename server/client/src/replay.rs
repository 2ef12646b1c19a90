//! The consistency check of the protocol (in the spirit of Jepsen): what one socket
//! received, replayed as a plain client would, must equal the stored game, with no gap,
//! no duplicate and versions that only rise. The race tests and the consistency bench
//! judge every socket by it.

use crate::protocol::order::{Order, Verdict, VERSIONED};
use crate::protocol::{ServerMessage, Status};

/// What a socket learnt of its game, message by message.
#[derive(Clone, Debug, Default)]
pub struct Replay {
    /// The version of the last change applied.
    pub version: i64,
    order: Order,
    pub moves: Vec<String>,
    pub status: String,
    /// The ids of rematches announced.
    pub rematches: Vec<String>,
    /// Everything that broke the protocol's promise, in words.
    pub faults: Vec<String>,
    /// Each whole state received: its version and how many moves it had.
    states: Vec<(i64, usize)>,
}

impl Replay {
    /// A new socket's stream begins (after a reconnection).
    pub fn new_socket(&mut self) {
        self.order.new_stream();
    }

    /// Applies one message from the server, as a plain client would.
    pub fn apply(&mut self, m: &ServerMessage) {
        let kind = m.kind();
        if !VERSIONED.contains(&kind) {
            return;
        }
        let Some(v) = m.version() else {
            self.faults.push(format!("no version on {}", m.to_text()));
            return;
        };
        let last = self.version;
        match self.order.judge(kind, Some(v)) {
            Verdict::Apply => {}
            Verdict::Duplicate if kind == "game" => {
                return self.faults.push(format!("a state of version {v} after version {last}"));
            }
            Verdict::Duplicate => return self.faults.push(format!("{kind} of version {v} again (at {last})")),
            Verdict::Gap if self.order.version().is_none() => {
                return self.faults.push(format!("{kind} before any state"));
            }
            Verdict::Gap => return self.faults.push(format!("a gap: {kind} of version {v} after version {last}")),
        }
        self.version = v;
        match m {
            ServerMessage::Game(game) => {
                self.moves = game.moves.clone();
                self.status = game.status.as_str().to_string();
                self.states.push((v, self.moves.len()));
                if let Some(id) = game.rematch.as_ref().filter(|id| !self.rematches.contains(id)) {
                    self.rematches.push(id.clone());
                }
            }
            ServerMessage::Move(m) => {
                if m.ply != self.moves.len() as u64 {
                    self.faults.push(format!("move of ply {} after {} moves", m.ply, self.moves.len()));
                }
                self.moves.push(m.text.clone());
                self.status = m.status.as_str().to_string();
            }
            ServerMessage::End(end) => self.status = end.status.as_str().to_string(),
            ServerMessage::Rematch(rematch) if !self.rematches.contains(&rematch.id) => {
                self.rematches.push(rematch.id.clone());
            }
            _ => {}
        }
    }

    /// The newest whole state applied: every change up to its version is in it.
    pub fn newest_state(&self) -> i64 {
        self.states.iter().map(|&(v, _)| v).max().unwrap_or(0)
    }

    /// What is wrong against the stored game's `moves` and `status` (empty: nothing).
    pub fn check(&self, moves: &[String], status: Status) -> Vec<String> {
        let mut faults = self.faults.clone();
        if self.moves != moves {
            faults.push(format!("moves {:?}, stored {:?}", self.moves, moves));
        }
        if self.status != status.as_str() {
            faults.push(format!("status '{}', stored '{}'", self.status, status.as_str()));
        }
        faults
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{game, mv, read};
    use serde_json::json;

    fn strings(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_stream_in_order_replays_to_the_stored_game() {
        let mut r = Replay::default();
        let presence = read(json!({"type": "presence", "v": 4, "white": true, "black": false, "watchers": 0}));
        for m in [game(3, &["a"]), mv(4, 1, "b"), presence, mv(5, 2, "c")] {
            r.apply(&m);
        }
        r.apply(&read(json!({ "type": "end", "v": 5, "status": "draw", "reason": "agreement" })));
        assert!(r.check(&strings(&["a", "b", "c"]), Status::Draw).is_empty(), "{:?}", r.faults);
    }

    #[test]
    fn a_gap_a_duplicate_and_an_older_state_are_faults() {
        let mut r = Replay::default();
        r.apply(&game(3, &["a"]));
        r.apply(&mv(5, 1, "b"));
        assert!(r.faults[0].contains("a gap"));
        let mut r = Replay::default();
        r.apply(&game(3, &["a"]));
        r.apply(&mv(4, 1, "b"));
        r.apply(&mv(4, 1, "b"));
        assert!(r.faults[0].contains("again"));
        r.apply(&game(2, &[]));
        assert!(r.faults[1].contains("a state of version 2"));
    }

    #[test]
    fn a_move_missed_shows_against_the_store() {
        let mut r = Replay::default();
        r.apply(&game(1, &[]));
        assert!(!r.check(&strings(&["a"]), Status::Ongoing).is_empty());
    }
}
