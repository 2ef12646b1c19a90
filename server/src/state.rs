//! One game as the server keeps it: what is stored, and the public state every client
//! is sent. The position is never stored as truth: it is the engine's replay of the moves.

use crate::clock::{side_name, Clock, TimeControl};
use crate::protocol::Offer;
use pyramid_games::{Options, Session, Side};
use serde_json::{json, Map, Value};

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// A seat is free.
    Waiting,
    Ongoing,
    WhiteWins,
    BlackWins,
    Draw,
    Aborted,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Ongoing => "ongoing",
            Status::WhiteWins => "white wins",
            Status::BlackWins => "black wins",
            Status::Draw => "draw",
            Status::Aborted => "aborted",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        [Status::Waiting, Status::Ongoing, Status::WhiteWins, Status::BlackWins, Status::Draw, Status::Aborted]
            .into_iter()
            .find(|s| s.as_str() == text)
    }

    pub fn win(side: Side) -> Status {
        match side {
            Side::White => Status::WhiteWins,
            Side::Black => Status::BlackWins,
        }
    }

    pub fn is_over(self) -> bool {
        !matches!(self, Status::Waiting | Status::Ongoing)
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    Rules,
    Resign,
    Agreement,
    Timeout,
    Abandon,
    Abort,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Rules => "rules",
            Reason::Resign => "resign",
            Reason::Agreement => "agreement",
            Reason::Timeout => "timeout",
            Reason::Abandon => "abandon",
            Reason::Abort => "abort",
        }
    }

    pub fn parse(text: &str) -> Option<Reason> {
        [Reason::Rules, Reason::Resign, Reason::Agreement, Reason::Timeout, Reason::Abandon, Reason::Abort]
            .into_iter()
            .find(|r| r.as_str() == text)
    }
}

pub fn parse_side(text: &str) -> Option<Side> {
    match text {
        "white" => Some(Side::White),
        "black" => Some(Side::Black),
        _ => None,
    }
}

/// Everything stored about a game but its moves' list, which `moves` holds in order.
#[derive(Clone, Debug, PartialEq)]
pub struct GameState {
    pub id: String,
    pub game: String,
    /// Every option of the game, defaults filled in, in the game's order.
    pub options: Vec<(String, String)>,
    /// The canonical start position.
    pub start: String,
    pub control: TimeControl,
    pub open: bool,
    pub status: Status,
    pub reason: Option<Reason>,
    /// The engine's words for an end by the rules.
    pub message: Option<String>,
    /// Each seat's token hash (index: `Side::index`); `None` while free.
    pub seats: [Option<String>; 2],
    /// Who made each offer that stands (index as `Offer::ALL`).
    pub offers: [Option<Side>; 3],
    pub clock: Clock,
    /// Counts every stored change; a change is written only over the version it was
    /// made from.
    pub version: i64,
    pub created_ms: i64,
    pub joined_ms: Option<i64>,
    /// The game a rematch created, once accepted.
    pub rematch: Option<String>,
    /// For a rematch, the game it follows: its seats are kept for that game's players.
    pub rematch_of: Option<String>,
    pub moves: Vec<String>,
}

impl GameState {
    pub fn offer(&self, offer: Offer) -> Option<Side> {
        self.offers[offer as usize]
    }

    pub fn set_offer(&mut self, offer: Offer, by: Option<Side>) {
        self.offers[offer as usize] = by;
    }

    pub fn seat_taken(&self, side: Side) -> bool {
        self.seats[side.index()].is_some() || self.rematch_of.is_some()
    }

    pub fn options(&self) -> Options {
        let mut options = Options::new();
        for (k, v) in &self.options {
            options.set(k, v);
        }
        options
    }

    /// Opens the game in the engine and replays its moves.
    pub fn replay(&self) -> Result<Box<dyn Session>, String> {
        let mut session =
            pyramid_games::open(&self.game, &self.options(), Some(&self.start)).map_err(|e| e.to_string())?;
        for (ply, text) in self.moves.iter().enumerate() {
            session.play(text).map_err(|e| format!("stored move {ply} '{text}': {e}"))?;
        }
        Ok(session)
    }

    /// The protocol's public state, `you` left for each socket to fill in.
    pub fn public(&self, session: &dyn Session, now: i64) -> Value {
        let options: Map<String, Value> =
            self.options.iter().map(|(k, v)| (k.clone(), Value::from(v.as_str()))).collect();
        let offers: Map<String, Value> = Offer::ALL
            .iter()
            .filter_map(|&o| self.offer(o).map(|side| (o.as_str().to_string(), Value::from(side_name(side)))))
            .collect();
        let mut v = json!({
            "type": "game",
            "id": self.id,
            "game": self.game,
            "options": options,
            "position": self.start,
            "moves": self.moves,
            "current": session.position(),
            "turn": self.turn(session).map(side_name),
            "status": self.status.as_str(),
            "timeControl": self.control.to_json(),
            "offers": offers,
            "seats": { "white": self.seat_taken(Side::White), "black": self.seat_taken(Side::Black) },
            "open": self.open,
            "ply": self.moves.len(),
        });
        if let Some(reason) = self.reason {
            v["reason"] = Value::from(reason.as_str());
        }
        if let Some(message) = &self.message {
            v["message"] = Value::from(message.as_str());
        }
        if self.control != TimeControl::None {
            v["clock"] = self.clock.to_json(now);
        }
        if let Some(id) = &self.rematch {
            v["rematch"] = Value::from(id.as_str());
        }
        v
    }

    /// Whose move it is: nobody unless the game is being played.
    pub fn turn(&self, session: &dyn Session) -> Option<Side> {
        (self.status == Status::Ongoing).then(|| session.side_to_move())
    }
}

/// Every option of `game` with its value in `given` or its default, checked by the engine.
pub fn full_options(game: &str, given: &Options) -> Result<Vec<(String, String)>, String> {
    let specs = pyramid_games::games::option_specs(game).map_err(|e| e.to_string())?;
    given.validate(specs).map_err(|e| e.to_string())?;
    Ok(specs.iter().map(|s| (s.key.to_string(), given.get(s).to_string())).collect())
}
