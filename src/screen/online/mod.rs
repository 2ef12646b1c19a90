//! An online game as its client knows it, as a pure machine: each server message (and
//! each thing the player does) changes the state and returns the effects the screen
//! carries out (send a message, change the board, say something, ask for the state).
//! No time is read and nothing is drawn here, so every case is tested natively: a move
//! echoed or refused, a message seen twice, a gap, offers, presence, clocks, a new
//! connection's state after a drop.

mod action;

pub use action::Action;

use super::review::{Review, Show};
use crate::game::{Options, Side};
use crate::message::Phrase;
use pyramid_protocol::order::{Order, Verdict};
use pyramid_protocol::{
    Berserk, ClientMessage, ClockView, Code, Color, EndMessage, ErrorMessage, GameView, MoveMessage, Offer,
    OfferMessage, Players, PresenceMessage, RatingChange, Reason, Request, ServerMessage, Status, TimeControl,
};

/// What the screen does after a change.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// The game is known (its first state): build the screen for it.
    Start,
    /// The game cannot be shown (the words say why).
    Unplayable(Phrase),
    Send(ClientMessage),
    /// A request the player made: sent, or said not to be when there is no connection.
    Request(Request),
    /// The board changes (or, while reviewing, stays).
    Board(Show),
    /// Words for the player, in the line under the board.
    Say(Phrase),
    /// The words said before are out of date.
    Hush,
    /// The sound of the move of this ply (a move arrived, or the player's own).
    MoveSound(usize),
    EndSound,
    /// Ask the server for the whole state over HTTP (a move missed between states).
    Fetch,
    /// The players changed, or a rated end changed their ratings: ask for them.
    Ratings,
    /// The server says which seat this socket holds: remember it with the game.
    Seat(Side),
    /// The seat's secret was refused: forget it.
    ForgetSeat,
    /// Take the free seat of this waiting game.
    Join,
    /// The side drawn near changed (the player's seat became known).
    Face,
    /// The clocks are set from [`OnlineGame::clock`] (stopped unless the game goes on).
    Clocks,
    /// The game is over: the clocks stop where they stand.
    StopClocks,
    /// The opponent moved (for a notification while the page is hidden).
    TheirMove(String),
    /// A player's arena game ended: back to the arena's page (its id), where the next
    /// pairing comes.
    BackToArena(String),
    /// The rematch was agreed: its game, and this seat's secret there.
    Rematch {
        id: String,
        token: Option<String>,
        side: Option<Side>,
    },
}

/// How the game stands or ended: what a `game`, a `move` or an `end` last said.
#[derive(Clone, Debug, PartialEq)]
pub struct Ending {
    pub status: Status,
    pub reason: Option<Reason>,
    /// The engine's end, for an end by the rules.
    pub end: Option<Phrase>,
}

impl Ending {
    pub fn of(state: &GameView) -> Ending {
        let end = match state.reason {
            Some(Reason::Rules) => rules_end(&state.game, &options_of(state), &state.position, &state.moves),
            _ => None,
        };
        Ending { status: state.status, reason: state.reason, end }
    }
}

/// The engine's end of a game the rules ended, found by playing its moves.
pub fn rules_end(game: &str, options: &Options, start: &str, moves: &[String]) -> Option<Phrase> {
    crate::games::open_after(game, options, Some(start), moves).ok()?.end().map(|e| e.phrase())
}

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

/// The engine's options of a game's state.
pub fn options_of(state: &GameView) -> Options {
    let mut options = Options::new();
    for (k, v) in state.options.iter() {
        options.set(k, v);
    }
    options
}

fn not_opened(e: crate::game::Error) -> Phrase {
    Phrase::new("online-not-opened").phrase("problem", e.phrase())
}

/// The engine's side of the protocol's.
pub fn side_of(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

pub fn color_of(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

fn index(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

/// The game, once the server has told it.
#[derive(Clone, Debug)]
pub struct OnlineGame {
    pub game: String,
    pub options: Options,
    pub start: String,
    pub time_control: TimeControl,
    /// The game's terms in words: options, clock, rated.
    pub terms: Vec<Phrase>,
    /// The seat this socket holds, once the server has said.
    pub me: Option<Side>,
    pub ending: Ending,
    /// The moves the server has played.
    pub moves: Vec<String>,
    /// The player's own move, on the board and sent, not yet confirmed: the move of ply
    /// `moves.len()`.
    pub pending: Option<String>,
    /// The clocks as the server last gave them.
    pub clock: Option<ClockView>,
    /// Who is connected (White, Black), and how many watch.
    pub present: [bool; 2],
    pub watchers: u32,
    /// The offers standing (draw, takeback, rematch), by whom.
    pub offers: [Option<Side>; 3],
    pub players: Players,
    pub rating_change: Option<RatingChange>,
    /// Since when (the caller's clock, ms) the opponent has been away.
    pub gone_since: Option<f64>,
    /// Resign was asked for and waits for its yes.
    pub resigning: bool,
    /// The moves (the server's and the pending one) and the position the board shows.
    pub review: Review,
    /// The arena the game is part of, whether it allows berserk, and who went berserk.
    pub tournament: Option<String>,
    pub berserkable: bool,
    pub berserk: Berserk,
}

impl OnlineGame {
    fn new(state: &GameView) -> Result<OnlineGame, Phrase> {
        let options = options_of(state);
        // The start and every move are checked once here, so the board can trust them.
        crate::games::open_after(&state.game, &options, Some(&state.position), &state.moves).map_err(not_opened)?;
        Ok(OnlineGame {
            game: state.game.clone(),
            options,
            start: state.position.clone(),
            time_control: state.time_control,
            terms: terms(state),
            me: None,
            ending: Ending::of(state),
            moves: Vec::new(),
            pending: None,
            clock: None,
            present: [false; 2],
            watchers: 0,
            offers: [None; 3],
            players: Players::default(),
            rating_change: None,
            gone_since: None,
            resigning: false,
            review: Review::new(state.moves.clone()),
            tournament: state.tournament_id.clone(),
            berserkable: state.berserkable,
            berserk: state.berserk,
        })
    }

    /// The game with `moves` played from its start (moves the model has checked).
    pub fn replay(&self, moves: &[String]) -> Option<Box<dyn crate::games::Session>> {
        crate::games::open_after(&self.game, &self.options, Some(&self.start), moves).ok()
    }

    /// The position the board shows: the game after the moves reviewed so far (all of
    /// them, out of review).
    pub fn shown(&self) -> Option<Box<dyn crate::games::Session>> {
        let moves = self.review.moves();
        self.replay(moves.get(..self.review.shown()).unwrap_or(moves))
    }

    pub fn status(&self) -> Status {
        self.ending.status
    }

    pub fn correspondence(&self) -> bool {
        self.time_control.is_correspondence()
    }

    /// The moves the board stands for: the server's and the pending one.
    fn game_moves(&self) -> Vec<String> {
        let mut moves = self.moves.clone();
        moves.extend(self.pending.clone());
        moves
    }

    /// Whether the player may go berserk now: an arena game that allows it, before their
    /// first move.
    pub fn may_go_berserk(&self, moved: bool) -> bool {
        let already = match self.me {
            Some(Side::White) => self.berserk.white,
            Some(Side::Black) => self.berserk.black,
            None => true,
        };
        self.berserkable && self.status() == Status::Ongoing && !moved && !already
    }

    /// Whether the player may enter a move now, the position's side to move being `turn`.
    pub fn may_move(&self, turn: Side) -> bool {
        self.status() == Status::Ongoing && self.me == Some(turn) && self.pending.is_none()
    }
}

/// The client of one game: its state once known, the seat and the order of changes.
#[derive(Clone, Debug, Default)]
pub struct Client {
    pub live: Option<OnlineGame>,
    /// This browser holds a seat's secret for the game.
    pub seated: bool,
    joining: bool,
    /// The server's grace period before a claim (ms).
    pub grace_ms: i64,
    order: Order,
}

impl Client {
    pub fn new(seated: bool) -> Client {
        Client { seated, grace_ms: 30_000, ..Client::default() }
    }

    /// A message from the game's socket, at `now` (the caller's clock, ms).
    pub fn receive(&mut self, message: ServerMessage, now: f64) -> Vec<Effect> {
        match self.order.judge(message.kind(), message.version()) {
            Verdict::Apply => {}
            Verdict::Duplicate => return Vec::new(),
            Verdict::Gap => return vec![Effect::Send(Request::Sync.into())],
        }
        match message {
            ServerMessage::Game(state) => self.state(&state, true),
            ServerMessage::Move(m) => self.moved(&m),
            ServerMessage::End(end) => self.ended(&end),
            ServerMessage::Offer(offer) => self.offered(&offer),
            ServerMessage::Presence(presence) => self.presence(&presence, now),
            ServerMessage::Rematch(r) => {
                let side = self.live.as_ref().and_then(|l| l.me).map(Side::other);
                vec![Effect::Rematch { id: r.id, token: r.token, side }]
            }
            ServerMessage::Error(error) => self.refused(&error),
        }
    }

    /// The whole state over HTTP (asked for after a missed move): it has no seat.
    pub fn fetched(&mut self, state: &GameView) -> Vec<Effect> {
        self.state(state, false)
    }

    /// The player entered `text` on the board (which shows it already), by `by`.
    pub fn entered(&mut self, text: &str, by: Side) -> Vec<Effect> {
        let Some(live) = self.live.as_mut() else { return Vec::new() };
        if live.review.is_reviewing() || live.pending.is_some() || live.me != Some(by) {
            return Vec::new();
        }
        let ply = live.moves.len();
        live.pending = Some(text.to_string());
        live.review.record(live.game_moves());
        vec![Effect::Hush, Effect::MoveSound(ply), Effect::Send(move_message(text, ply))]
    }

    /// The seat was taken (its secret is sent on the socket by the caller), or not.
    pub fn joined(&mut self, taken: bool) {
        self.joining = false;
        self.seated |= taken;
    }

    /// The whole game's state: on connecting, after a takeback, a join, a reconnection.
    fn state(&mut self, state: &GameView, socket: bool) -> Vec<Effect> {
        let mut effects = Vec::new();
        if let Some(grace) = state.grace_ms {
            self.grace_ms = grace;
        }
        let first = self.live.is_none();
        if first {
            match OnlineGame::new(state) {
                Ok(live) => self.live = Some(live),
                Err(problem) => return vec![Effect::Unplayable(problem)],
            }
            effects.push(Effect::Start);
        }
        let Some(live) = self.live.as_mut() else { return effects };
        let you = if socket { state.you.map(side_of) } else { None };
        if let Some(you) = you {
            effects.push(Effect::Seat(you));
            if live.me != Some(you) {
                live.me = Some(you);
                effects.push(Effect::Face);
            }
        }
        if !first {
            // (A new game has just read it.)
            live.ending = Ending::of(state);
        }
        live.rating_change = state.rating_change;
        live.berserk = state.berserk;
        if live.players != state.players {
            live.players = state.players.clone();
            effects.push(Effect::Ratings);
        }
        live.clock = state.clock;
        effects.push(Effect::Clocks);
        for (i, what) in Offer::ALL.into_iter().enumerate() {
            live.offers[i] = state.offers.get(what).map(side_of);
        }
        let ply = live.moves.len();
        if let Some(pending) = live.pending.take() {
            let server = &state.moves;
            let played = server.len() > ply && server[ply] == pending && server[..ply] == live.moves[..];
            let unsent = server.len() == ply && *server == live.moves && live.status() == Status::Ongoing;
            if unsent {
                // Never received: kept on the board, and sent again once the seat is proved
                // (its ply makes sure it is played once at most).
                if you.is_some() {
                    effects.push(Effect::Send(move_message(&pending, ply)));
                }
                live.pending = Some(pending);
            } else if !played {
                effects.push(Effect::Say(Phrase::new("online-not-played").text("move", &pending)));
            }
        }
        live.moves = state.moves.clone();
        effects.push(Effect::Board(live.review.set(live.game_moves())));
        // Whoever opens a waiting game's link takes its free seat.
        if state.status == Status::Waiting && !self.seated && !self.joining {
            self.joining = true;
            effects.push(Effect::Join);
        }
        effects
    }

    fn moved(&mut self, message: &MoveMessage) -> Vec<Effect> {
        let Some(live) = self.live.as_mut() else { return Vec::new() };
        let ply = message.ply as usize;
        if ply < live.moves.len() {
            return Vec::new();
        }
        if ply > live.moves.len() {
            // A move missed: the whole game is asked for again.
            return vec![Effect::Fetch];
        }
        let by = side_of(message.by);
        let mine = Some(by) == live.me;
        let echo = mine && live.pending.as_deref() == Some(message.text.as_str());
        live.moves.push(message.text.clone());
        live.pending = None;
        live.ending = Ending { status: message.status, reason: None, end: None };
        live.clock = message.clock;
        live.offers = [None; 3];
        live.resigning = false;
        let mut effects = vec![Effect::Clocks];
        if echo {
            // The board shows it already.
            live.review.record(live.moves.clone());
        } else {
            let show = live.review.set(live.moves.clone());
            if show != Show::Same {
                effects.push(Effect::MoveSound(ply));
            }
            effects.push(Effect::Board(show));
        }
        if !mine {
            effects.push(Effect::TheirMove(message.text.clone()));
        }
        effects
    }

    fn ended(&mut self, message: &EndMessage) -> Vec<Effect> {
        let Some(live) = self.live.as_mut() else { return Vec::new() };
        let end = match message.reason {
            Some(Reason::Rules) => rules_end(&live.game, &live.options, &live.start, &live.moves),
            _ => None,
        };
        live.ending = Ending { status: message.status, reason: message.reason, end };
        live.rating_change = message.rating_change;
        live.offers = [None; 3];
        live.resigning = false;
        let mut effects = vec![Effect::StopClocks, Effect::EndSound];
        if message.rating_change.is_some() {
            // The ratings now are the ones after the game.
            effects.push(Effect::Ratings);
        }
        // A player (not a watcher) goes back to the arena, as the end arrives.
        if let (Some(arena), Some(_)) = (&live.tournament, live.me) {
            effects.push(Effect::BackToArena(arena.clone()));
        }
        effects
    }

    fn offered(&mut self, message: &OfferMessage) -> Vec<Effect> {
        let Some(live) = self.live.as_mut() else { return Vec::new() };
        let i = message.what as usize;
        let mut effects = Vec::new();
        if message.declined {
            if live.offers[i].is_some() && live.offers[i] == live.me {
                effects.push(Effect::Say(Phrase::new("online-declined").key("offer", message.what.as_str())));
            }
            live.offers[i] = None;
        } else {
            live.offers[i] = Some(side_of(message.by));
        }
        effects
    }

    fn presence(&mut self, message: &PresenceMessage, now: f64) -> Vec<Effect> {
        let Some(live) = self.live.as_mut() else { return Vec::new() };
        let before = live.present;
        live.present = [message.white, message.black];
        live.watchers = message.watchers.max(0) as u32;
        if let Some(me) = live.me {
            let them = index(me.other());
            if live.present[them] {
                live.gone_since = None;
            } else if before[them] || live.gone_since.is_none() {
                live.gone_since = Some(now);
            }
        }
        Vec::new()
    }

    fn refused(&mut self, message: &ErrorMessage) -> Vec<Effect> {
        let (code, words) = (message.code, message.message.as_str());
        let problem = Phrase::new("problem").text("code", code.as_str()).text("detail", words);
        if code == Code::Unauthorized {
            self.seated = false;
            return vec![Effect::ForgetSeat, Effect::Say(Phrase::new("online-seat-invalid"))];
        }
        let Some(live) = self.live.as_mut() else { return vec![Effect::Say(problem)] };
        let reference = message.reference.as_deref().unwrap_or_default();
        let ours = reference.strip_prefix("ply-").and_then(|p| p.parse::<usize>().ok()) == Some(live.moves.len());
        match live.pending.take() {
            Some(pending) if ours && code != Code::Stale => {
                let show = live.review.set(live.moves.clone());
                let words = Phrase::new("online-taken-back").text("move", &pending).phrase("problem", problem);
                vec![Effect::Board(show), Effect::Say(words)]
            }
            other => {
                live.pending = other;
                // A stale ply: the move was played already, or the game moved on; a fresh
                // state says which.
                if code == Code::Stale {
                    vec![Effect::Fetch]
                } else {
                    vec![Effect::Say(problem)]
                }
            }
        }
    }
}

/// The message that sends the move of ply `ply`; its `ref` names the ply, so that a
/// refusal can be matched to it.
fn move_message(text: &str, ply: usize) -> ClientMessage {
    ClientMessage {
        request: Request::Move { text: text.to_string(), ply: ply as u64 },
        reference: Some(format!("ply-{ply}")),
    }
}

#[cfg(test)]
mod tests;
