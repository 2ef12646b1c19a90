//! A game's public state in words: its terms (options and clock), who it waits for, how
//! far it is, whose move, and how it ended.

use crate::message::Phrase;
pub use crate::screen::online::{clock, terms, Ending};
use pyramid_protocol::{Color, GameView, Players, Reason, Status};

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
