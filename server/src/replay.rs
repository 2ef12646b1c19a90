//! The consistency check of the protocol (in the spirit of Jepsen): what one socket
//! received, replayed as a plain client would, must equal the stored game, with no gap,
//! no duplicate and versions that only rise. The race tests and the consistency bench
//! judge every socket by it.

use crate::protocol::order::{Order, Verdict, VERSIONED};
use serde_json::Value;

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
    /// Applies one message from the server, as a plain client would.
    pub fn apply(&mut self, m: &Value) {
        let kind = m["type"].as_str().unwrap_or_default();
        if !VERSIONED.contains(&kind) {
            return;
        }
        let Some(v) = m["v"].as_i64() else {
            self.faults.push(format!("no version on {m}"));
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
        match kind {
            "game" => {
                self.moves = texts(&m["moves"]);
                self.status = m["status"].as_str().unwrap_or_default().to_string();
                self.states.push((v, self.moves.len()));
            }
            "move" => {
                let ply = m["ply"].as_u64().unwrap_or(u64::MAX) as usize;
                if ply != self.moves.len() {
                    self.faults.push(format!("move of ply {ply} after {} moves", self.moves.len()));
                }
                self.moves.push(m["move"].as_str().unwrap_or_default().to_string());
                self.status = m["status"].as_str().unwrap_or_default().to_string();
            }
            "end" => self.status = m["status"].as_str().unwrap_or_default().to_string(),
            "rematch" => {
                let id = m["id"].as_str().unwrap_or_default().to_string();
                if !self.rematches.contains(&id) {
                    self.rematches.push(id);
                }
            }
            _ => {}
        }
    }

    /// Whether a later change (a state of a version after `version`) took back the move
    /// of ply `ply`.
    pub fn cut_after(&self, version: i64, ply: usize) -> bool {
        self.states.iter().any(|&(v, len)| v > version && len <= ply)
    }

    /// What is wrong against the stored public state `stored` (empty: nothing).
    pub fn check(&self, stored: &Value) -> Vec<String> {
        let mut faults = self.faults.clone();
        let moves = texts(&stored["moves"]);
        if self.moves != moves {
            faults.push(format!("moves {:?}, stored {:?}", self.moves, moves));
        }
        if self.status != stored["status"].as_str().unwrap_or_default() {
            faults.push(format!("status '{}', stored {}", self.status, stored["status"]));
        }
        faults
    }
}

fn texts(list: &Value) -> Vec<String> {
    list.as_array().map_or(Vec::new(), |l| l.iter().filter_map(|m| m.as_str().map(String::from)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn game(v: i64, moves: &[&str]) -> Value {
        json!({ "type": "game", "v": v, "moves": moves, "status": "ongoing" })
    }

    fn mv(v: i64, ply: usize, text: &str) -> Value {
        json!({ "type": "move", "v": v, "ply": ply, "move": text, "status": "ongoing" })
    }

    #[test]
    fn a_stream_in_order_replays_to_the_stored_game() {
        let mut r = Replay::default();
        for m in [game(3, &["a"]), mv(4, 1, "b"), json!({"type": "presence", "v": 4}), mv(5, 2, "c")] {
            r.apply(&m);
        }
        r.apply(&json!({ "type": "end", "v": 5, "status": "draw" }));
        assert!(r.check(&json!({ "moves": ["a", "b", "c"], "status": "draw" })).is_empty(), "{:?}", r.faults);
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
        assert!(!r.check(&json!({ "moves": ["a"], "status": "ongoing" })).is_empty());
    }
}
