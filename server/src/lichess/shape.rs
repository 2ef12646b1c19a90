//! How our games read in lichess's fields: a variant is our game's key and title, a
//! speed comes from the clock as lichess reckons it, a player's seat by their name, a
//! game's state is lichess's `gameState` with our moves.

use crate::protocol::lichess::{ChallengeClock, GameStateEvent, Variant};
use crate::protocol::{Color, GameView, Status, TimeControl};
use pyramid_games::Side;

/// One of our games as lichess's variant: its key and its title.
pub fn variant(game: &str) -> Variant {
    let title = pyramid_games::games::CATALOG.iter().find(|g| g.name == game).map_or(game, |g| g.title);
    Variant { key: game.to_string(), name: title.to_string(), short: title.to_string() }
}

/// lichess's speed of a time control: by the estimated length, limit + 40 × increment.
pub fn speed(control: TimeControl) -> &'static str {
    match control {
        TimeControl::None => "unlimited",
        TimeControl::Days { .. } => "correspondence",
        TimeControl::Real { minutes, increment } => match minutes * 60 + 40 * increment {
            0..29 => "ultraBullet",
            29..179 => "bullet",
            179..479 => "blitz",
            479..1499 => "rapid",
            _ => "classical",
        },
    }
}

/// lichess's `timeControl` of a challenge.
pub fn time_control(control: TimeControl) -> ChallengeClock {
    match control {
        TimeControl::None => ChallengeClock { kind: "unlimited".into(), ..ChallengeClock::default() },
        TimeControl::Days { days } => {
            ChallengeClock { kind: "correspondence".into(), days_per_turn: Some(days), ..ChallengeClock::default() }
        }
        TimeControl::Real { minutes, increment } => ChallengeClock {
            kind: "clock".into(),
            limit: Some(minutes * 60),
            increment: Some(increment),
            show: Some(format!("{minutes}+{increment}")),
            days_per_turn: None,
        },
    }
}

/// The seat of the player named `name` in a game, if they hold one.
pub fn seat_of(view: &GameView, name: &str) -> Option<Side> {
    if view.players.white.as_deref() == Some(name) {
        Some(Side::White)
    } else if view.players.black.as_deref() == Some(name) {
        Some(Side::Black)
    } else {
        None
    }
}

/// lichess's status name of a game (`started`, `resign`, …): our reasons where one fits,
/// `variantEnd` for the games' own ends.
pub fn view_status(view: &GameView) -> &'static str {
    use crate::protocol::Reason;
    match (view.status, view.reason) {
        (Status::Waiting, _) => "created",
        (Status::Ongoing, _) => "started",
        (Status::Aborted, _) => "aborted",
        (_, Some(Reason::Resign)) => "resign",
        (_, Some(Reason::Timeout)) => "outoftime",
        (_, Some(Reason::Abandon)) => "timeout",
        (_, Some(Reason::Agreement)) => "draw",
        (Status::Draw, _) => "draw",
        (_, Some(Reason::Rules)) if view.game == "chase" => "mate",
        _ => "variantEnd",
    }
}

/// lichess's numeric status id of a status name.
pub fn status_id(name: &str) -> u32 {
    match name {
        "created" => 10,
        "started" => 20,
        "aborted" => 25,
        "mate" => 30,
        "resign" => 31,
        "stalemate" => 32,
        "timeout" => 33,
        "draw" => 34,
        "outoftime" => 35,
        _ => 60,
    }
}

/// The winner's colour of a finished game.
pub fn view_winner(view: &GameView) -> Option<&'static str> {
    match view.status {
        Status::WhiteWins => Some("white"),
        Status::BlackWins => Some("black"),
        _ => None,
    }
}

/// lichess's `gameState`: the moves so far, the clocks (ms), the status and the offers.
pub fn game_state(view: &GameView) -> GameStateEvent {
    // No clock: lichess sends a large number of its own.
    let (wtime, btime) = view.clock.as_ref().map_or((2_147_483_647, 2_147_483_647), |c| (c.white, c.black));
    let inc = match view.time_control {
        TimeControl::Real { increment, .. } => i64::from(increment) * 1000,
        _ => 0,
    };
    let by = |offer: Option<Color>, color: Color| offer == Some(color);
    GameStateEvent {
        kind: "gameState".into(),
        moves: view.moves.join(" "),
        wtime,
        btime,
        // A berserk player has no increment.
        winc: if view.berserk.white { 0 } else { inc },
        binc: if view.berserk.black { 0 } else { inc },
        status: view_status(view).into(),
        wdraw: by(view.offers.draw, Color::White),
        bdraw: by(view.offers.draw, Color::Black),
        wtakeback: by(view.offers.takeback, Color::White),
        btakeback: by(view.offers.takeback, Color::Black),
        winner: view_winner(view).map(str::to_string),
        wberserk: view.berserk.white,
        bberserk: view.berserk.black,
    }
}

/// A colour's name.
pub fn color(side: Side) -> &'static str {
    crate::clock::color(side).as_str()
}

/// A colour from its name.
pub fn side_of(text: &str) -> Option<Side> {
    Color::parse(text).map(|c| if c == Color::White { Side::White } else { Side::Black })
}
