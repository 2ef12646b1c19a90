//! One game as the server keeps it: what is stored, and the public state every client
//! is sent. The position is never stored as truth: it is the engine's replay of the moves.

use crate::clock::{color, side, Clock, TimeControl};
use crate::protocol::{Berserk, Color, GameView, Offer, Offers, Players, RatingChange, Seats};
use pyramid_games::{Options, Session, Side};

pub use crate::protocol::{Reason, Status};

/// The side a stored word names.
pub fn parse_side(text: &str) -> Option<Side> {
    Color::parse(text).map(side)
}

/// An account taking a seat: its id, which seats and ratings refer to, and its name,
/// which people see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: String,
    pub name: String,
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
    /// Each seat's account's name, when it was taken by one (kept, as seats are; a
    /// deleted account's reads `DELETED_PLAYER`).
    pub players: [Option<String>; 2],
    /// Each seat's account, by its id (never reused), when it was taken by one.
    pub accounts: [Option<String>; 2],
    /// Whether the end changes the players' ratings.
    pub rated: bool,
    /// A finished rated game's change of each player's rating (index: `Side::index`),
    /// written with the end.
    pub rating_change: Option<[i64; 2]>,
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
    /// The arena the game belongs to, if any (set when it is made).
    pub tournament: Option<String>,
    /// An arena game whose players may go berserk (set when it is made).
    pub berserkable: bool,
    /// Who went berserk (index: `Side::index`): half their clock, no increment.
    pub berserk: [bool; 2],
    pub moves: Vec<String>,
}

impl GameState {
    pub fn offer(&self, offer: Offer) -> Option<Side> {
        self.offers[offer as usize]
    }

    pub fn set_offer(&mut self, offer: Offer, by: Option<Side>) {
        self.offers[offer as usize] = by;
    }

    /// Seats `player` (an account, or nobody signed in) on `side`: its name and id.
    pub fn seat_player(&mut self, side: Side, player: Option<&Player>) {
        self.players[side.index()] = player.map(|p| p.name.clone());
        self.accounts[side.index()] = player.map(|p| p.id.clone());
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

    /// The protocol's public state.
    pub fn public(&self, session: &dyn Session, now: i64) -> GameView {
        let mut offers = Offers::default();
        for what in Offer::ALL {
            offers.set(what, self.offer(what).map(color));
        }
        GameView {
            id: self.id.clone(),
            game: self.game.clone(),
            options: self.options.iter().cloned().collect(),
            position: self.start.clone(),
            moves: self.moves.clone(),
            current: session.position(),
            turn: self.turn(session).map(color),
            status: self.status,
            reason: self.reason,
            message: self.message.clone(),
            time_control: self.control,
            clock: (self.control != TimeControl::None).then(|| self.clock.view(now)),
            offers,
            seats: Seats { white: self.seat_taken(Side::White), black: self.seat_taken(Side::Black) },
            players: Players::from_stored(&self.players),
            rated: self.rated,
            rating_change: self.rating_change.map(|[white, black]| RatingChange { white, black }),
            open: self.open,
            ply: self.moves.len(),
            rematch: self.rematch.clone(),
            tournament_id: self.tournament.clone(),
            berserkable: self.berserkable,
            berserk: Berserk { white: self.berserk[0], black: self.berserk[1] },
            you: None,
            grace_ms: None,
            v: None,
        }
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
