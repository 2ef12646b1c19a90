//! A game's public state in words: its terms (options and clock), who it waits for, how
//! far it is, whose move, and how it ended.

use pyramid_protocol::{Color, GameView, Reason, Status, TimeControl};

/// The options that differ from the game's defaults, and the clock: "pass=on · 5 + 3".
pub fn terms(state: &GameView) -> String {
    let specs = crate::games::option_specs(&state.game).unwrap_or(&[]);
    let mut parts: Vec<String> = state
        .options
        .iter()
        .filter(|(k, v)| specs.iter().any(|s| s.key == *k && s.default_value() != *v))
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    parts.push(clock(state.time_control));
    parts.join(" · ")
}

/// A time control in words.
pub fn clock(control: TimeControl) -> String {
    match control {
        TimeControl::Real { minutes, increment } => format!("{minutes} + {increment}"),
        TimeControl::Days { days: 1 } => "1 day a move".into(),
        TimeControl::Days { days } => format!("{days} days a move"),
        TimeControl::None => "no clock".into(),
    }
}

/// Which side the waiting game's creator plays.
pub fn waiting_for(state: &GameView) -> String {
    match (state.seats.white, state.seats.black) {
        (true, _) => "White waits: you play Black".into(),
        (_, true) => "Black waits: you play White".into(),
        _ => "waiting".into(),
    }
}

pub fn moves_played(state: &GameView) -> String {
    let count = state.moves.len();
    format!("{count} move{} played", if count == 1 { "" } else { "s" })
}

/// Whether it is `side`'s move in a game being played.
pub fn your_move(state: &GameView, side: Option<Color>) -> bool {
    state.status == Status::Ongoing && side.is_some() && state.turn == side
}

/// The game as its player `side` sees it in a list.
pub fn for_player(state: &GameView, side: Option<Color>) -> String {
    let colour = if side == Some(Color::Black) { "Black" } else { "White" };
    match state.status {
        Status::Waiting => format!("You play {colour} · waiting for an opponent"),
        Status::Ongoing if your_move(state, side) => format!("You play {colour} · your move"),
        Status::Ongoing => format!("You play {colour} · their move"),
        _ => format!("You played {colour} · {}", result(&Ending::of(state))),
    }
}

/// How a game stands or ended: what a `game`, a `move` or an `end` last said.
#[derive(Clone, Debug, PartialEq)]
pub struct Ending {
    pub status: Status,
    pub reason: Option<Reason>,
    /// The engine's words, for an end by the rules.
    pub message: Option<String>,
}

impl Ending {
    pub fn of(state: &GameView) -> Ending {
        Ending { status: state.status, reason: state.reason, message: state.message.clone() }
    }
}

/// How a game ended, in words: "Black wins: White resigned."
pub fn result(ending: &Ending) -> String {
    let loser = match ending.status {
        Status::WhiteWins => "Black",
        _ => "White",
    };
    let outcome = match ending.status {
        Status::WhiteWins => "White wins",
        Status::BlackWins => "Black wins",
        Status::Draw => "Draw",
        Status::Aborted => return "The game was aborted.".into(),
        Status::Waiting => return "Waiting for an opponent.".into(),
        Status::Ongoing => return "The game goes on.".into(),
    };
    let why = match (ending.reason, &ending.message) {
        (Some(Reason::Rules), Some(message)) => return format!("{}.", message.trim_end_matches('.')),
        (Some(Reason::Resign), _) => format!("{loser} resigned"),
        (Some(Reason::Agreement), _) => "by agreement".into(),
        (Some(Reason::Timeout), _) => format!("{loser} ran out of time"),
        (Some(Reason::Abandon), _) => format!("{loser} left the game"),
        _ => String::new(),
    };
    if why.is_empty() {
        format!("{outcome}.")
    } else {
        format!("{outcome}: {why}.")
    }
}
