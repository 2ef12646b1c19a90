//! How our games read in lichess's fields: a variant is our game's key and title, a
//! speed comes from the clock as lichess reckons it, a player is lichess's light user, a
//! game's state is lichess's `gameState` with our moves.

use crate::protocol::{Color, GameView, Status, TimeControl};
use pyramid_games::Side;
use serde_json::{json, Value};

/// `{"key", "name"}` of one of our games (lichess's variant).
pub fn variant(game: &str) -> Value {
    let title = pyramid_games::games::CATALOG.iter().find(|g| g.name == game).map_or(game, |g| g.title);
    json!({ "key": game, "name": title, "short": title })
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
pub fn time_control(control: TimeControl) -> Value {
    match control {
        TimeControl::None => json!({ "type": "unlimited" }),
        TimeControl::Days { days } => json!({ "type": "correspondence", "daysPerTurn": days }),
        TimeControl::Real { minutes, increment } => json!({
            "type": "clock",
            "limit": minutes * 60,
            "increment": increment,
            "show": format!("{minutes}+{increment}"),
        }),
    }
}

/// A player as lichess's light user: `id` is the name in lower case.
pub fn user(name: &str, rating: Option<(i64, bool)>, bot: bool) -> Value {
    let mut user = json!({ "id": name.to_lowercase(), "name": name, "username": name });
    if let Some((rating, provisional)) = rating {
        user["rating"] = json!(rating);
        if provisional {
            user["provisional"] = json!(true);
        }
    }
    if bot {
        user["title"] = json!("BOT");
    }
    user
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
pub fn game_state(view: &GameView) -> Value {
    // No clock: lichess sends a large number of its own.
    let (wtime, btime) = view.clock.as_ref().map_or((2_147_483_647, 2_147_483_647), |c| (c.white, c.black));
    let inc = match view.time_control {
        TimeControl::Real { increment, .. } => i64::from(increment) * 1000,
        _ => 0,
    };
    let by = |offer: Option<Color>, color: Color| offer == Some(color);
    let mut value = json!({
        "type": "gameState",
        "moves": view.moves.join(" "),
        "wtime": wtime,
        "btime": btime,
        "winc": inc,
        "binc": inc,
        "status": view_status(view),
        "wdraw": by(view.offers.draw, Color::White),
        "bdraw": by(view.offers.draw, Color::Black),
        "wtakeback": by(view.offers.takeback, Color::White),
        "btakeback": by(view.offers.takeback, Color::Black),
    });
    if let Some(winner) = view_winner(view) {
        value["winner"] = json!(winner);
    }
    value
}

/// A colour's name.
pub fn color(side: Side) -> &'static str {
    crate::clock::color(side).as_str()
}

/// A colour from its name.
pub fn side_of(text: &str) -> Option<Side> {
    Color::parse(text).map(|c| if c == Color::White { Side::White } else { Side::Black })
}
