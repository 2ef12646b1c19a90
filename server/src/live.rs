//! What each request does to a game: the protocol's decisions (turns, offers, takebacks,
//! aborts, claims, clocks) as plain functions over the stored state and the engine's
//! session, tested without a socket or a database. The rules of the games are the
//! engine's alone: a move is played by `Session::play`.

use crate::clock::{color, Control, TimeControl};
use crate::protocol::ServerMessage;
use crate::protocol::{Code, EndMessage, MoveMessage, Offer, OfferMessage, Refusal, RematchMessage, Request};
use crate::state::{GameState, Reason, Status};
use pyramid_games::{Outcome, Session, Side};

/// What a change leaves to store and to send.
#[derive(Debug, Default, PartialEq)]
pub struct Change {
    /// The messages every socket of the game receives, in order.
    pub messages: Vec<ServerMessage>,
    /// The change is told as the whole state after it (a `game`), made when it is
    /// stored: a takeback, a join.
    pub whole: bool,
    /// A move appended at the end of `moves`.
    pub moved: bool,
    /// Moves taken back: `moves` was cut to this length.
    pub cut_to: Option<usize>,
    /// A rematch game to create.
    pub rematch: Option<GameState>,
    /// A claim: written only if this seat still has no socket anywhere when it is
    /// stored (a player who came back meanwhile wins the race).
    pub requires_absent: Option<Side>,
}

/// What the room knows of the opponent's connection, for a claim.
#[derive(Clone, Copy, Debug)]
pub struct Absence {
    /// The opponent has a socket open.
    pub connected: bool,
    /// Since when the opponent has been gone (the join, the last disconnect or the
    /// server's start, whichever is last).
    pub gone_since_ms: i64,
}

/// How long an absent player's seat is kept before the other may claim the win.
#[derive(Clone, Copy, Debug)]
pub struct Grace {
    pub ms: i64,
}

/// When a request comes, and what a claim needs to know.
#[derive(Clone, Copy, Debug)]
pub struct Moment {
    pub now: i64,
    /// The opponent's connection.
    pub absence: Absence,
    pub grace: Grace,
}

/// The request `request` from the player of `by`.
pub fn act(
    state: &mut GameState,
    session: &mut dyn Session,
    by: Side,
    request: &Request,
    moment: Moment,
    new_id: impl FnOnce() -> String,
) -> Result<Change, Refusal> {
    let Moment { now, absence, grace } = moment;
    match request {
        Request::Auth { .. } | Request::Sync => Err(Refusal::new(Code::BadMessage, "not a change of the game")),
        Request::Move { text, ply } => play(state, session, by, text, *ply, now),
        Request::Resign => {
            must_be_ongoing(state)?;
            Ok(finish(state, Status::win(color(by.other())), Reason::Resign, None, now))
        }
        Request::Draw => draw(state, by, now),
        Request::Takeback => takeback(state, session, by, now),
        Request::Decline { what } => decline(state, by, *what),
        Request::Abort => abort(state, session, now),
        Request::Claim => claim(state, session, by, now, absence, grace),
        Request::Rematch => rematch(state, by, now, new_id),
        Request::Berserk => berserk(state, session, by, now),
    }
}

/// Whether `player` (an account, `None` without a session) may take seat `side`: a rated
/// game is joined signed in, and against someone else.
pub fn may_sit(state: &GameState, side: Side, player: Option<&crate::state::Player>) -> Result<(), Refusal> {
    if !state.rated {
        return Ok(());
    }
    let Some(player) = player else {
        return Err(Refusal::new(Code::Unauthorized, "a rated game is joined signed in"));
    };
    if state.accounts[side.other().index()].as_ref() == Some(&player.id) {
        return Err(Refusal::new(Code::NotAllowed, "a rated game is played against someone else"));
    }
    Ok(())
}

fn must_be_ongoing(state: &GameState) -> Result<(), Refusal> {
    match state.status {
        Status::Ongoing => Ok(()),
        Status::Waiting => Err(Refusal::new(Code::NotAllowed, "the game has not started: a seat is still free")),
        _ => Err(Refusal::new(Code::GameOver, format!("the game is over ({})", state.status.as_str()))),
    }
}

fn play(
    state: &mut GameState,
    session: &mut dyn Session,
    by: Side,
    text: &str,
    ply: u64,
    now: i64,
) -> Result<Change, Refusal> {
    must_be_ongoing(state)?;
    let count = state.moves.len() as u64;
    if ply != count {
        return Err(Refusal::new(
            Code::Stale,
            format!("ply {ply} is not the current one: {count} moves have been played"),
        ));
    }
    if session.side_to_move() != by {
        return Err(Refusal::new(Code::NotYourTurn, format!("it is {}'s move", session.side_to_move().name())));
    }
    if let Some(side) = state.clock.flagged(now) {
        return Ok(timeout(state, side, now));
    }
    session.play(text).map_err(|e| Refusal::new(Code::IllegalMove, e.to_string()))?;
    let canonical = session.last_move().expect("a move was just played");
    state.moves.push(canonical.clone());
    state.offers = [None; 3];
    let end = session.end();
    let next = end.is_none().then(|| session.side_to_move());
    // A berserk player's moves earn no increment.
    let control = match state.control {
        TimeControl::Real { minutes, .. } if state.berserk[by.index()] => TimeControl::Real { minutes, increment: 0 },
        control => control,
    };
    state.clock.after_move(control, by, next, now);
    if let Some(end) = end {
        let status = match end.outcome {
            Outcome::Win(side) => Status::win(color(side)),
            Outcome::Draw => Status::Draw,
        };
        state.status = status;
        state.reason = Some(Reason::Rules);
        state.message = Some(end.message());
    }
    let message = MoveMessage {
        ply: count,
        by: color(by),
        text: canonical,
        position: session.position(),
        turn: state.turn(session).map(color),
        status: state.status,
        clock: (state.control != TimeControl::None).then(|| state.clock.view(now)),
        reference: None,
        v: None,
    };
    let mut messages = vec![ServerMessage::Move(message)];
    if state.status.is_over() {
        messages.push(end_message(state));
    }
    Ok(Change { messages, moved: true, ..Change::default() })
}

/// Ends the game on time for `side`, the one whose flag fell.
pub fn timeout(state: &mut GameState, side: Side, now: i64) -> Change {
    finish(
        state,
        Status::win(color(side.other())),
        Reason::Timeout,
        Some(format!("{} ran out of time", side.name())),
        now,
    )
}

/// Ends the game: the clocks stop, the offers go.
pub fn finish(state: &mut GameState, status: Status, reason: Reason, message: Option<String>, now: i64) -> Change {
    state.clock.stop(now);
    state.status = status;
    state.reason = Some(reason);
    state.message = message;
    state.offers = [None; 3];
    Change { messages: vec![end_message(state)], ..Change::default() }
}

fn end_message(state: &GameState) -> ServerMessage {
    ServerMessage::End(EndMessage {
        status: state.status,
        reason: state.reason,
        message: state.message.clone(),
        // The store adds a rated game's, in the end's transaction.
        rating_change: None,
        v: None,
    })
}

fn offer_message(what: Offer, by: Side, declined: bool) -> ServerMessage {
    ServerMessage::Offer(OfferMessage { what, by: color(by), declined, v: None })
}

/// Berserk (lichess's, in an arena that allows it): before `by`'s first move, their clock
/// is halved and their increment gone; the game's new state is sent to all.
fn berserk(state: &mut GameState, session: &dyn Session, by: Side, now: i64) -> Result<Change, Refusal> {
    must_be_ongoing(state)?;
    if !state.berserkable {
        return Err(Refusal::new(Code::NotAllowed, "only an arena game that allows it is played berserk"));
    }
    if state.berserk[by.index()] {
        return Err(Refusal::new(Code::NotAllowed, "you are berserk already"));
    }
    if session.movers().contains(&by) {
        return Err(Refusal::new(Code::NotAllowed, "berserk is chosen before one's first move"));
    }
    state.clock.halve(by, state.control.initial_ms(), now);
    state.berserk[by.index()] = true;
    Ok(Change { whole: true, ..Change::default() })
}

fn draw(state: &mut GameState, by: Side, now: i64) -> Result<Change, Refusal> {
    must_be_ongoing(state)?;
    match state.offer(Offer::Draw) {
        Some(side) if side == by.other() => {
            Ok(finish(state, Status::Draw, Reason::Agreement, Some("Draw by agreement".into()), now))
        }
        Some(_) => Err(Refusal::new(Code::NotAllowed, "your draw offer already stands")),
        None => {
            state.set_offer(Offer::Draw, Some(by));
            Ok(Change { messages: vec![offer_message(Offer::Draw, by, false)], ..Change::default() })
        }
    }
}

fn takeback(state: &mut GameState, session: &mut dyn Session, by: Side, now: i64) -> Result<Change, Refusal> {
    must_be_ongoing(state)?;
    match state.offer(Offer::Takeback) {
        Some(side) if side == by.other() => Ok(grant_takeback(state, session, side, now)),
        Some(_) => Err(Refusal::new(Code::NotAllowed, "your takeback request already stands")),
        None => {
            if !session.movers().contains(&by) {
                return Err(Refusal::new(Code::NotAllowed, "you have no move to take back"));
            }
            state.set_offer(Offer::Takeback, Some(by));
            Ok(Change { messages: vec![offer_message(Offer::Takeback, by, false)], ..Change::default() })
        }
    }
}

/// Takes back `asker`'s last move and every move after it; the clocks keep what they
/// had, and the side to move then has its clock running.
fn grant_takeback(state: &mut GameState, session: &mut dyn Session, asker: Side, now: i64) -> Change {
    let last = session.movers().iter().rposition(|&s| s == asker).expect("the asker has moved");
    while session.plies() > last {
        session.undo();
    }
    state.moves.truncate(last);
    state.offers = [None; 3];
    state.clock.stop(now);
    if state.control != TimeControl::None && !state.moves.is_empty() {
        state.clock.start(Some(session.side_to_move()), now);
    }
    Change { whole: true, cut_to: Some(last), ..Change::default() }
}

fn decline(state: &mut GameState, by: Side, what: Offer) -> Result<Change, Refusal> {
    match state.offer(what) {
        Some(side) if side == by.other() => {
            state.set_offer(what, None);
            Ok(Change { messages: vec![offer_message(what, side, true)], ..Change::default() })
        }
        _ => Err(Refusal::new(
            Code::NotAllowed,
            format!("there is no {} offer of your opponent's to decline", what.as_str()),
        )),
    }
}

fn both_moved(session: &dyn Session) -> bool {
    let movers = session.movers();
    movers.contains(&Side::White) && movers.contains(&Side::Black)
}

fn abort(state: &mut GameState, session: &dyn Session, now: i64) -> Result<Change, Refusal> {
    if state.status.is_over() {
        return Err(Refusal::new(Code::GameOver, format!("the game is over ({})", state.status.as_str())));
    }
    if both_moved(session) {
        return Err(Refusal::new(Code::NotAllowed, "both sides have moved: resign or offer a draw instead"));
    }
    Ok(finish(state, Status::Aborted, Reason::Abort, None, now))
}

fn claim(
    state: &mut GameState,
    session: &dyn Session,
    by: Side,
    now: i64,
    absence: Absence,
    grace: Grace,
) -> Result<Change, Refusal> {
    must_be_ongoing(state)?;
    if state.control.is_correspondence() {
        return Err(Refusal::new(Code::NotAllowed, "a correspondence game cannot be claimed: the clock decides"));
    }
    if absence.connected {
        return Err(Refusal::new(Code::NotAllowed, "your opponent is connected"));
    }
    let gone = now - absence.gone_since_ms;
    if gone < grace.ms {
        let wait = (grace.ms - gone + 999) / 1000;
        return Err(Refusal::new(Code::NotAllowed, format!("your opponent may still come back: {wait} s left")));
    }
    let ended = if !both_moved(session) {
        finish(state, Status::Aborted, Reason::Abort, None, now)
    } else {
        let message = format!("{} left the game", by.other().name());
        finish(state, Status::win(color(by)), Reason::Abandon, Some(message), now)
    };
    Ok(Change { requires_absent: Some(by.other()), ..ended })
}

fn rematch(state: &mut GameState, by: Side, now: i64, new_id: impl FnOnce() -> String) -> Result<Change, Refusal> {
    if !state.status.is_over() || state.status == Status::Aborted {
        return Err(Refusal::new(Code::NotAllowed, "a rematch follows a finished game"));
    }
    if state.rematch.is_some() {
        return Err(Refusal::new(Code::NotAllowed, "the rematch has already started"));
    }
    if state.tournament.is_some() {
        return Err(Refusal::new(Code::NotAllowed, "an arena pairs its players itself: no rematch"));
    }
    match state.offer(Offer::Rematch) {
        Some(side) if side == by.other() => {
            let id = new_id();
            let next = GameState {
                id: id.clone(),
                game: state.game.clone(),
                options: state.options.clone(),
                start: state.start.clone(),
                control: state.control,
                open: false,
                status: Status::Ongoing,
                reason: None,
                message: None,
                seats: [None, None],
                // The players change colours, as their seats do (socket.rs).
                players: [state.players[1].clone(), state.players[0].clone()],
                accounts: [state.accounts[1].clone(), state.accounts[0].clone()],
                rated: state.rated,
                rating_change: None,
                offers: [None; 3],
                clock: crate::clock::Clock::new(state.control),
                version: 0,
                created_ms: now,
                joined_ms: Some(now),
                rematch: None,
                rematch_of: Some(state.id.clone()),
                tournament: None,
                berserkable: false,
                berserk: [false; 2],
                moves: Vec::new(),
            };
            state.rematch = Some(id.clone());
            state.set_offer(Offer::Rematch, None);
            Ok(Change {
                messages: vec![ServerMessage::Rematch(RematchMessage { id, token: None, v: None })],
                rematch: Some(next),
                ..Change::default()
            })
        }
        Some(_) => Err(Refusal::new(Code::NotAllowed, "your rematch offer already stands")),
        None => {
            state.set_offer(Offer::Rematch, Some(by));
            Ok(Change { messages: vec![offer_message(Offer::Rematch, by, false)], ..Change::default() })
        }
    }
}
