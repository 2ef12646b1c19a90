//! The server's messages as the unit tests of replay and the checker write them: a
//! stream is judged on these, built from their JSON as the server sends it.

use pyramid_protocol::ServerMessage;
use serde_json::{json, Value};

/// A message from its JSON; a test's own message is well formed.
pub fn read(m: Value) -> ServerMessage {
    serde_json::from_value(m).expect("a test's message")
}

/// The whole game at version `v` with these moves (ongoing, both seats taken).
pub fn game(v: i64, moves: &[&str]) -> ServerMessage {
    let seats = json!({ "white": true, "black": true });
    read(json!({ "type": "game", "v": v, "moves": moves, "status": "ongoing", "id": "g", "game": "pyramida",
        "options": {}, "position": "p", "current": "c", "turn": null, "seats": seats, "you": null }))
}

/// Move `ply` (`text`), White's, at version `v`.
pub fn mv(v: i64, ply: usize, text: &str) -> ServerMessage {
    read(json!({ "type": "move", "v": v, "ply": ply, "move": text, "status": "ongoing", "by": "white",
        "position": "p", "turn": "black" }))
}
