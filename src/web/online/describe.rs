//! A game's public state in words: its terms (options and clock), who it waits for, how
//! far it is, whose move, and how it ended.

use crate::phrase::Phrase;
use pyramid_protocol::{Color, GameView, Players, Reason, Status, TimeControl};

/// The options that differ from the game's defaults (our notation: "pass=on"), and the
/// clock: "pass=on · 5 + 3".
pub fn terms(state: &GameView) -> Vec<Phrase> {
    let specs = crate::games::option_specs(&state.game).unwrap_or(&[]);
    let mut parts: Vec<Phrase> = state
        .options
        .iter()
        .filter(|(k, v)| specs.iter().any(|s| s.key == *k && s.default_value() != *v))
        .map(|(k, v)| Phrase::new("online-option").text("option", format!("{k}={v}")))
        .collect();
    parts.push(clock(state.time_control));
    if state.rated {
        parts.push(Phrase::new("online-rated"));
    }
    parts
}

/// A time control in words.
pub fn clock(control: TimeControl) -> Phrase {
    match control {
        TimeControl::Real { minutes, increment } => {
            Phrase::new("clock-real").count("minutes", minutes as i64).count("increment", increment as i64)
        }
        TimeControl::Days { days } => Phrase::new("clock-days").count("days", days as i64),
        TimeControl::None => Phrase::new("clock-none"),
    }
}

/// Which side the waiting game's creator plays.
pub fn waiting_for(state: &GameView) -> Phrase {
    match (state.seats.white, state.seats.black) {
        (true, _) => Phrase::new("online-waits").key("side", "white"),
        (_, true) => Phrase::new("online-waits").key("side", "black"),
        _ => Phrase::new("online-waiting-short"),
    }
}

pub fn moves_played(state: &GameView) -> Phrase {
    Phrase::new("online-moves-played").count("count", state.moves.len() as i64)
}

/// Whether it is `side`'s move in a game being played.
pub fn your_move(state: &GameView, side: Option<Color>) -> bool {
    state.status == Status::Ongoing && side.is_some() && state.turn == side
}

/// The game as its player `side` sees it in a list.
pub fn for_player(state: &GameView, side: Option<Color>) -> Phrase {
    let colour = if side == Some(Color::Black) { "black" } else { "white" };
    let playing = |status: &'static str| Phrase::new("online-you-play").key("side", colour).key("status", status);
    match state.status {
        Status::Waiting => playing("waiting"),
        Status::Ongoing if your_move(state, side) => playing("yours"),
        Status::Ongoing => playing("theirs"),
        _ => Phrase::new("online-you-played").key("side", colour).phrase("result", result(&Ending::of(state))),
    }
}

/// How a game stands or ended: what a `game`, a `move` or an `end` last said.
#[derive(Clone, Debug, PartialEq)]
pub struct Ending {
    pub status: Status,
    pub reason: Option<Reason>,
    /// The engine's end, for an end by the rules.
    pub end: Option<Phrase>,
}

impl Ending {
    pub fn of(state: &GameView) -> Ending {
        let mut options = crate::game::Options::new();
        for (k, v) in state.options.iter() {
            options.set(k, v);
        }
        let end = match state.reason {
            Some(Reason::Rules) => rules_end(&state.game, &options, &state.position, &state.moves),
            _ => None,
        };
        Ending { status: state.status, reason: state.reason, end }
    }
}

/// The engine's end of a game the rules ended, found by playing its moves.
pub fn rules_end(game: &str, options: &crate::game::Options, start: &str, moves: &[String]) -> Option<Phrase> {
    let mut session = crate::games::open(game, options, Some(start)).ok()?;
    for text in moves {
        session.play(text).ok()?;
    }
    session.end().map(|e| e.phrase())
}

/// How a game ended, in words: "Black wins: White resigned."
pub fn result(ending: &Ending) -> Phrase {
    let outcome = match ending.status {
        Status::WhiteWins => "white",
        Status::BlackWins => "black",
        Status::Draw => "draw",
        Status::Aborted => return Phrase::new("online-aborted"),
        Status::Waiting => return Phrase::new("online-waiting"),
        Status::Ongoing => return Phrase::new("online-goes-on"),
    };
    let loser = if ending.status == Status::WhiteWins { "black" } else { "white" };
    let why = match (ending.reason, &ending.end) {
        (Some(Reason::Rules), Some(end)) => return Phrase::new("online-rules-end").phrase("end", end.clone()),
        (Some(Reason::Resign), _) => "resign",
        (Some(Reason::Agreement), _) => "agreement",
        (Some(Reason::Timeout), _) => "timeout",
        (Some(Reason::Abandon), _) => "abandon",
        _ => "none",
    };
    Phrase::new("online-ended").key("outcome", outcome).key("why", why).key("loser", loser)
}

/// Who sits on `side`: a username, a deleted player, or someone without an account.
pub fn player(players: &Players, side: Color) -> Phrase {
    let name = match side {
        Color::White => &players.white,
        Color::Black => &players.black,
    };
    match name {
        Some(name) => Phrase::new("player-name").text("name", name),
        None if players.deleted.contains(&side) => Phrase::new("player-deleted"),
        None => Phrase::new("player-anonymous"),
    }
}

/// A game as a list of someone's games says it: the players, and how it stands.
pub fn between(state: &GameView) -> Phrase {
    let stands = match state.status {
        Status::Waiting => waiting_for(state),
        Status::Ongoing => moves_played(state),
        _ => result(&Ending::of(state)),
    };
    Phrase::new("online-between")
        .phrase("white", player(&state.players, Color::White))
        .phrase("black", player(&state.players, Color::Black))
        .phrase("stands", stands)
}
