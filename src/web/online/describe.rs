//! A game's public state in words: its terms (options and clock), who it waits for, how
//! far it is, whose move, and how it ended.

use super::json;
use wasm_bindgen::JsValue;

/// The options that differ from the game's defaults, and the clock: "pass=on · 5 + 3".
pub fn terms(state: &JsValue) -> String {
    let game = json::text(state, "game").unwrap_or_default();
    let specs = crate::games::option_specs(&game).unwrap_or(&[]);
    let mut parts: Vec<String> = json::pairs(state, "options")
        .into_iter()
        .filter(|(k, v)| specs.iter().any(|s| s.key == k && s.default_value() != v))
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    parts.push(clock(&json::field(state, "timeControl")));
    parts.join(" · ")
}

/// A time control in words.
pub fn clock(control: &JsValue) -> String {
    match (json::number(control, "minutes"), json::number(control, "increment"), json::number(control, "days")) {
        (Some(m), i, _) => format!("{m} + {}", i.unwrap_or(0.0)),
        (_, _, Some(1.0)) => "1 day a move".into(),
        (_, _, Some(d)) => format!("{d} days a move"),
        _ => "no clock".into(),
    }
}

/// Which side the waiting game's creator plays.
pub fn waiting_for(state: &JsValue) -> String {
    let seats = json::field(state, "seats");
    match (json::boolean(&seats, "white"), json::boolean(&seats, "black")) {
        (Some(true), _) => "White waits: you play Black".into(),
        (_, Some(true)) => "Black waits: you play White".into(),
        _ => "waiting".into(),
    }
}

pub fn moves_played(state: &JsValue) -> String {
    let count = json::texts(state, "moves").len();
    format!("{count} move{} played", if count == 1 { "" } else { "s" })
}

/// Whether it is `side`'s move in a game being played.
pub fn your_move(state: &JsValue, side: &str) -> bool {
    json::text(state, "status").as_deref() == Some("ongoing") && json::text(state, "turn").as_deref() == Some(side)
}

/// The game as its player `side` sees it in a list.
pub fn for_player(state: &JsValue, side: &str) -> String {
    let status = json::text(state, "status").unwrap_or_default();
    let colour = if side == "black" { "Black" } else { "White" };
    match status.as_str() {
        "waiting" => format!("You play {colour} · waiting for an opponent"),
        "ongoing" if your_move(state, side) => format!("You play {colour} · your move"),
        "ongoing" => format!("You play {colour} · their move"),
        _ => format!("You played {colour} · {}", result(state)),
    }
}

/// How a game ended, in words: "Black wins: White resigned."
pub fn result(state: &JsValue) -> String {
    let status = json::text(state, "status").unwrap_or_default();
    let reason = json::text(state, "reason").unwrap_or_default();
    let message = json::text(state, "message");
    let loser = match status.as_str() {
        "white wins" => "Black",
        _ => "White",
    };
    let outcome = match status.as_str() {
        "white wins" => "White wins",
        "black wins" => "Black wins",
        "draw" => "Draw",
        "aborted" => return "The game was aborted.".into(),
        "waiting" => return "Waiting for an opponent.".into(),
        _ => return "The game goes on.".into(),
    };
    let why = match (reason.as_str(), message) {
        ("rules", Some(message)) => return format!("{}.", message.trim_end_matches('.')),
        ("resign", _) => format!("{loser} resigned"),
        ("agreement", _) => "by agreement".into(),
        ("timeout", _) => format!("{loser} ran out of time"),
        ("abandon", _) => format!("{loser} left the game"),
        _ => String::new(),
    };
    if why.is_empty() {
        format!("{outcome}.")
    } else {
        format!("{outcome}: {why}.")
    }
}
