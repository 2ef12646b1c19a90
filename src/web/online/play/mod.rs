//! A live online game on the board every screen uses. The server's messages drive it: the
//! opponent's moves arrive animated, clocks are set from the server's times, offers and
//! the end are shown to both sides at once. A player's own move shows at once and is sent
//! with its ply; the server's echo confirms it, its refusal takes it back with the reason.
//! A new connection's `game` brings the board in line with the server: a move sent but
//! never received is sent again (its ply makes sure it is played once at most).
//!
//! Here: the game's state and the server's messages. `layout` builds the screen (the
//! players' rows above and below the board, the panel beside it), `panel` brings it in
//! line with the game, `actions` does what its controls ask.

use super::client::{Connection, Link};
use super::clocks::Clocks;
use super::describe::{self, Ending};
use super::{net, qr, seats, Screen, Ticker};
use crate::game::{Options, Side};
use crate::games::{self, Session};
use crate::phrase::Phrase;
use crate::web::board::{self, Board, BoardRef};
use crate::web::dom::{self, append, button, clear, html, set_class, Build};
use crate::web::i18n::{self, Localized};
use crate::web::moves::MoveList;
use crate::web::sound::{self, Sound};
use crate::web::{forms, prefs};
use pyramid_protocol::accounts::{PlayerView, RatingView};
use pyramid_protocol::{
    ClientMessage, Code, Color, EndMessage, ErrorMessage, GameView, Joined, MoveMessage, Offer, OfferMessage, Players,
    PresenceMessage, RatingChange, RematchMessage, Request, ServerMessage, Status,
};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, KeyboardEvent};

mod actions;
mod layout;
mod panel;

use actions::face;
use layout::{build, Ui};
use panel::{refresh, their_move_while_hidden, tick};

/// The clocks and the claim's countdown are redrawn this often (ms).
const TICK_MS: i32 = 100;

/// Kept in the browser: whether a notification says that it is your move.
const NOTIFY_KEY: &str = "pyramid-online-notify";

struct Play {
    id: String,
    section: Element,
    seat: RefCell<Option<seats::Seat>>,
    connection: RefCell<Option<Connection>>,
    live: RefCell<Option<Live>>,
    link: Cell<Link>,
    joining: Cell<bool>,
    /// The server's grace period before a claim (ms): told in its first `game`.
    grace_ms: Cell<f64>,
    /// Opponent moves that came while the tab was hidden.
    unseen: Cell<u32>,
    bound: RefCell<Vec<dom::Listener>>,
}

/// The game, once the server has told it.
struct Live {
    game: String,
    options: Options,
    start: String,
    me: Option<Side>,
    /// What the last message said of the game's status (and, at the end, why).
    outcome: Ending,
    status: Status,
    /// The moves the server has played.
    moves: Vec<String>,
    /// The player's own move, on the board and sent, not yet confirmed: it is the move of
    /// ply `moves.len()`.
    pending: Option<String>,
    board: BoardRef,
    list: MoveList,
    /// While an earlier position is shown: its ply, and the game itself, kept aside.
    review: Option<(usize, Box<dyn Session>)>,
    clocks: Clocks,
    /// Who is connected (White, Black), and how many watch.
    present: [bool; 2],
    watchers: u32,
    /// The offers standing: draw, takeback, rematch, by whom.
    offers: [Option<Side>; 3],
    correspondence: bool,
    /// Since when the opponent has been away (the page's clock; the player's Keep waiting
    /// sets it again).
    gone_since: Option<f64>,
    /// Resign was clicked and waits for its yes.
    resigning: bool,
    /// Black is drawn near (under the board): for the player of Black, and by Flip.
    flipped: bool,
    /// Who plays, and (once asked) each player's rating in this game.
    players: Players,
    ratings: [Option<RatingView>; 2],
    /// A finished rated game's changes of rating.
    rating_change: Option<RatingChange>,
    ui: Ui,
}

/// The engine's side of the protocol's.
fn side_of(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

fn color_of(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

fn side_name(side: Side) -> &'static str {
    color_of(side).as_str()
}

fn index(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

struct PlayScreen {
    play: Rc<Play>,
    _ticker: Ticker,
}

impl Screen for PlayScreen {}

impl Drop for PlayScreen {
    fn drop(&mut self) {
        self.play.connection.borrow_mut().take();
        self.play.bound.borrow_mut().clear();
        i18n::title("site-title");
    }
}

/// The screen of game `id`: connects, and draws the game when the server has told it.
pub fn show(root: &Element, id: &str) -> Box<dyn Screen> {
    clear(root);
    let section = html("section").class("game online play").attr("data-id", id);
    append(&section, &html("p").class("connecting").attr("role", "status").l10n("online-connecting"));
    append(root, &section);
    let play = Rc::new(Play {
        id: id.to_string(),
        section,
        seat: RefCell::new(seats::get(id)),
        connection: RefCell::new(None),
        live: RefCell::new(None),
        link: Cell::new(Link::Connecting),
        joining: Cell::new(false),
        grace_ms: Cell::new(30_000.0),
        unseen: Cell::new(0),
        bound: RefCell::new(Vec::new()),
    });
    let token = play.seat.borrow().as_ref().map(|s| s.token.clone());
    let (on_message, on_link) = (Rc::downgrade(&play), Rc::downgrade(&play));
    let connection = Connection::open(
        id,
        token,
        move |message| {
            if let Some(play) = on_message.upgrade() {
                receive(&play, &message);
            }
        },
        move |link| {
            if let Some(play) = on_link.upgrade() {
                play.link.set(link);
                refresh(&play);
            }
        },
    );
    *play.connection.borrow_mut() = Some(connection);
    let weak = Rc::downgrade(&play);
    let ticker = Ticker::every(TICK_MS, move || {
        if let Some(play) = weak.upgrade() {
            tick(&play);
        }
    });
    let weak = Rc::downgrade(&play);
    let visible = dom::on(&dom::document(), "visibilitychange", move |_| {
        if let Some(play) = weak.upgrade() {
            if !dom::document().hidden() {
                play.unseen.set(0);
                refresh(&play);
            }
        }
    });
    play.bound.borrow_mut().push(visible);
    Box::new(PlayScreen { play, _ticker: ticker })
}

fn receive(play: &Rc<Play>, message: &ServerMessage) {
    match message {
        ServerMessage::Game(game) => on_game(play, game),
        ServerMessage::Move(m) => on_move(play, m),
        ServerMessage::End(end) => on_end(play, end),
        ServerMessage::Offer(offer) => on_offer(play, offer),
        ServerMessage::Presence(presence) => on_presence(play, presence),
        ServerMessage::Rematch(rematch) => on_rematch(play, rematch),
        ServerMessage::Error(error) => on_error(play, error),
    }
}

/// The whole game's state: on connecting, after a takeback, a join, a reconnection.
fn on_game(play: &Rc<Play>, state: &GameView) {
    if let Some(grace) = state.grace_ms {
        play.grace_ms.set(grace as f64);
    }
    if play.live.borrow().is_none() {
        match build(play, state) {
            Ok(live) => *play.live.borrow_mut() = Some(live),
            Err(problem) => {
                clear(&play.section);
                append(&play.section, &html("p").class("message error").l10n_phrase(&problem));
                return;
            }
        }
    }
    let you = state.you.map(side_of);
    if let Some(you) = you {
        let mut seat = play.seat.borrow_mut();
        if let Some(seat) = seat.as_mut() {
            if seat.side != side_name(you) || seat.game != state.game {
                seat.side = side_name(you).to_string();
                seat.game = state.game.clone();
                seats::put(seat);
            }
        }
    }
    let resend = sync(play, state, you);
    if let Some((text, ply)) = resend {
        send_move(play, &text, ply);
    }
    // Whoever opens a waiting game's link takes its free seat.
    let waiting = state.status == Status::Waiting;
    if waiting && play.seat.borrow().is_none() && !play.joining.get() {
        join(play);
    }
    refresh(play);
}

/// Asks for each named player's rating in `game`, and shows it beside their name.
fn ask_ratings(play: &Rc<Play>, game: &str, players: &Players) {
    for (i, name) in [&players.white, &players.black].into_iter().enumerate() {
        let Some(name) = name.clone() else { continue };
        let (weak, game) = (Rc::downgrade(play), game.to_string());
        wasm_bindgen_futures::spawn_local(async move {
            let path = format!("players/{}", crate::link::percent_encode(&name));
            let Ok(player) = net::call::<PlayerView>("GET", &path, None).await else { return };
            let Some(play) = weak.upgrade() else { return };
            {
                let mut guard = play.live.borrow_mut();
                let Some(live) = guard.as_mut() else { return };
                let still = [&live.players.white, &live.players.black][i].as_deref() == Some(name.as_str());
                if !still {
                    return;
                }
                live.ratings[i] = player.ratings.get(&game).copied();
            }
            refresh(&play);
        });
    }
}

/// Opens a new session of the game and plays `moves` on it.
fn replay(live: &Live, moves: &[String]) -> Option<Box<dyn Session>> {
    let mut session = games::open(&live.game, &live.options, Some(&live.start)).ok()?;
    for text in moves {
        session.play(text).ok()?;
    }
    Some(session)
}

/// What the board must do to show the game as the server has it.
enum Apply {
    Nothing,
    /// One more move: animated.
    One(String),
    /// Anything else (a takeback, a reconnection after several moves): drawn anew.
    All(Box<dyn Session>),
}

/// Brings the game in line with a `game` state; returns the pending move to send again,
/// with its ply, when the server has not played it and the seat is proved (`you`).
fn sync(play: &Rc<Play>, state: &GameView, you: Option<Side>) -> Option<(String, usize)> {
    let server = state.moves.clone();
    let (apply, board, resend) = {
        let mut guard = play.live.borrow_mut();
        let live = guard.as_mut()?;
        if you.is_some() && live.me != you {
            live.me = you;
            live.flipped = you == Some(Side::Black);
            face(live);
        }
        live.status = state.status;
        live.outcome = Ending::of(state);
        live.rating_change = state.rating_change;
        if live.players != state.players {
            live.players = state.players.clone();
            live.ratings = [None, None];
            ask_ratings(play, &live.game, &state.players);
        }
        live.clocks.set(state.clock.as_ref());
        for (i, what) in Offer::ALL.into_iter().enumerate() {
            live.offers[i] = state.offers.get(what).map(side_of);
        }
        if live.status != Status::Ongoing {
            live.clocks.stop();
        }
        let ply = live.moves.len();
        let mut target = server.clone();
        let mut resend = None;
        if let Some(pending) = live.pending.take() {
            let confirmed = server.len() > ply && server[ply] == pending && server[..ply] == live.moves[..];
            let unsent = server.len() == ply && server == live.moves && live.status == Status::Ongoing;
            if unsent {
                target.push(pending.clone());
                if you.is_some() {
                    resend = Some((pending.clone(), ply));
                }
                live.pending = Some(pending);
            } else if !confirmed {
                live.ui.said.clone().l10n_phrase(&Phrase::new("online-not-played").text("move", &pending));
            }
        }
        live.moves = server;
        let shown = match &live.review {
            Some((_, kept)) => kept.history(),
            None => live.board.borrow().session().history(),
        };
        let apply = if shown == target {
            Apply::Nothing
        } else if target.len() == shown.len() + 1 && target.starts_with(&shown) {
            Apply::One(target[shown.len()].clone())
        } else {
            match replay(live, &target) {
                Some(session) => Apply::All(session),
                None => Apply::Nothing,
            }
        };
        // In review the game kept aside takes the change; the board stays where it is.
        if let Some((_, kept)) = live.review.as_mut() {
            match apply {
                Apply::One(ref text) => {
                    kept.play(text).ok();
                }
                Apply::All(session) => *kept = session,
                Apply::Nothing => {}
            }
            let kept = &live.review.as_ref()?.1;
            live.list.update(kept.as_ref());
            (Apply::Nothing, live.board.clone(), resend)
        } else {
            (apply, live.board.clone(), resend)
        }
    };
    match apply {
        Apply::One(text) => {
            board::play(&board, &text).ok();
        }
        Apply::All(session) => board::reset(&board, session),
        Apply::Nothing => {}
    }
    resend
}

fn on_move(play: &Rc<Play>, message: &MoveMessage) {
    let (ply, text) = (message.ply as usize, message.text.clone());
    let by = Some(side_of(message.by));
    let (board, animate, theirs) = {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        if ply < live.moves.len() {
            return;
        }
        if ply > live.moves.len() {
            // A move missed: the whole game is asked for again.
            drop(guard);
            resync(play);
            return;
        }
        live.moves.push(text.clone());
        live.status = message.status;
        live.outcome = Ending { status: message.status, reason: None, end: None };
        live.clocks.set(message.clock.as_ref());
        live.offers = [None; 3];
        live.resigning = false;
        let mine = by.is_some() && by == live.me;
        let confirmed = mine && live.pending.as_deref() == Some(text.as_str());
        live.pending = None;
        let mut animate = !confirmed;
        if let Some((_, kept)) = live.review.as_mut() {
            kept.play(&text).ok();
            live.list.update(kept.as_ref());
            animate = false;
        }
        (live.board.clone(), animate, !mine)
    };
    if animate {
        if board::play(&board, &text).is_err() {
            resync(play);
            return;
        }
        let b = board.borrow();
        let session = b.session();
        sound::play(sound::of_move(session, session.history().len().saturating_sub(1)));
    }
    if theirs {
        their_move_while_hidden(play, &text);
    }
    refresh(play);
}

/// Asks the server for the whole game and brings the board in line with it.
fn resync(play: &Rc<Play>) {
    let weak = Rc::downgrade(play);
    let path = format!("games/{}", crate::link::percent_encode(&play.id));
    wasm_bindgen_futures::spawn_local(async move {
        let answer: Result<GameView, _> = net::call("GET", &path, None).await;
        if let (Ok(state), Some(play)) = (answer, weak.upgrade()) {
            sync(&play, &state, None);
            refresh(&play);
        }
    });
}

fn on_end(play: &Rc<Play>, message: &EndMessage) {
    {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        live.status = message.status;
        let end = match message.reason {
            Some(pyramid_protocol::Reason::Rules) => {
                describe::rules_end(&live.game, &live.options, &live.start, &live.moves)
            }
            _ => None,
        };
        live.outcome = Ending { status: message.status, reason: message.reason, end };
        live.rating_change = message.rating_change;
        if message.rating_change.is_some() {
            // The ratings now are the ones after the game.
            ask_ratings(play, &live.game, &live.players);
        }
        live.clocks.stop();
        live.offers = [None; 3];
        live.resigning = false;
    }
    sound::play(Sound::End);
    refresh(play);
}

fn on_offer(play: &Rc<Play>, message: &OfferMessage) {
    let by = Some(side_of(message.by));
    {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        let i = message.what as usize;
        if message.declined {
            if live.offers[i].is_some() && live.offers[i] == live.me {
                let words = Phrase::new("online-declined").key("offer", message.what.as_str());
                live.ui.said.clone().l10n_phrase(&words);
            }
            live.offers[i] = None;
        } else {
            live.offers[i] = by;
        }
    }
    refresh(play);
}

fn on_presence(play: &Rc<Play>, message: &PresenceMessage) {
    {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        let before = live.present;
        live.present = [message.white, message.black];
        live.watchers = message.watchers.max(0) as u32;
        if let Some(me) = live.me {
            let them = index(me.other());
            if !live.present[them] && (before[them] || live.gone_since.is_none()) {
                live.gone_since = Some(dom::now());
            }
            if live.present[them] {
                live.gone_since = None;
            }
        }
    }
    refresh(play);
}

fn on_rematch(play: &Rc<Play>, message: &RematchMessage) {
    let id = message.id.clone();
    if let Some(token) = message.token.clone() {
        let (side, game) = {
            let guard = play.live.borrow();
            let live = guard.as_ref();
            let side = live.and_then(|l| l.me).map_or("", |me| side_name(me.other()));
            (side.to_string(), live.map(|l| l.game.clone()).unwrap_or_default())
        };
        seats::put(&seats::Seat { id: id.clone(), token, side, game });
    }
    dom::window().location().set_hash(&format!("online/{id}")).ok();
}

fn on_error(play: &Rc<Play>, message: &ErrorMessage) {
    let code = message.code;
    let words = message.message.as_str();
    let reference = message.reference.as_deref().unwrap_or_default();
    if code == Code::Unauthorized {
        seats::forget(&play.id);
        play.seat.borrow_mut().take();
        say(play, &Phrase::new("online-seat-invalid"));
        return;
    }
    let taken_back = {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        let ours = reference.strip_prefix("ply-").and_then(|p| p.parse::<usize>().ok()) == Some(live.moves.len());
        match live.pending.take() {
            Some(pending) if ours && code != Code::Stale => {
                Some((pending, live.board.clone(), replay(live, &live.moves.clone())))
            }
            Some(pending) => {
                live.pending = Some(pending);
                None
            }
            None => None,
        }
    };
    match taken_back {
        Some((pending, board, Some(session))) => {
            board::reset(&board, session);
            let why = net::problem(code.as_str(), words);
            say(play, &Phrase::new("online-taken-back").text("move", &pending).phrase("problem", why));
        }
        // A stale ply: the move was played already, or the game moved on; a fresh state
        // says which.
        _ if code == Code::Stale => resync(play),
        _ => say(play, &net::problem(code.as_str(), words)),
    }
    refresh(play);
}

fn say(play: &Rc<Play>, words: &Phrase) {
    if let Some(live) = play.live.borrow().as_ref() {
        live.ui.said.clone().l10n_phrase(words);
    }
}

/// Takes the free seat of a waiting game.
fn join(play: &Rc<Play>) {
    play.joining.set(true);
    let weak = Rc::downgrade(play);
    let path = format!("games/{}/join", crate::link::percent_encode(&play.id));
    wasm_bindgen_futures::spawn_local(async move {
        let answer: Result<Joined, _> = net::call("POST", &path, None).await;
        let Some(play) = weak.upgrade() else { return };
        match answer {
            Ok(Joined { seat, token }) => {
                let side = seat.as_str().to_string();
                let game = play.live.borrow().as_ref().map(|l| l.game.clone()).unwrap_or_default();
                let seat = seats::Seat { id: play.id.clone(), token: token.clone(), side, game };
                seats::put(&seat);
                *play.seat.borrow_mut() = Some(seat);
                if let Some(connection) = play.connection.borrow().as_ref() {
                    connection.authenticate(&token);
                }
            }
            Err(problem) if problem.code == "seat-taken" => say(&play, &Phrase::new("online-seats-taken")),
            Err(problem) => say(&play, &Phrase::new("online-could-not-join").phrase("problem", problem.phrase())),
        }
        play.joining.set(false);
    });
}

/// The board changed: a move beyond the server's, made by the player, is sent.
fn board_changed(play: &Rc<Play>) {
    let new_move = {
        let guard = play.live.borrow();
        let Some(live) = guard.as_ref() else { return };
        if live.review.is_some() || live.pending.is_some() {
            None
        } else {
            // Every click tells the board's listeners: the moves are read only when one
            // more was played, by this player.
            let b = live.board.borrow();
            let session = b.session();
            let movers = session.movers();
            let ply = live.moves.len();
            (movers.len() == ply + 1 && movers.last().copied() == live.me)
                .then(|| (session.history().pop().unwrap_or_default(), ply))
        }
    };
    if let Some((text, ply)) = new_move {
        if let Some(live) = play.live.borrow_mut().as_mut() {
            live.pending = Some(text.clone());
            live.ui.said.set_text_content(None);
            let b = live.board.borrow();
            sound::play(sound::of_move(b.session(), ply));
        }
        send_move(play, &text, ply);
    }
    refresh(play);
}

/// Sends the player's move of ply `ply`. Unsent (no connection), it stays on the board
/// and is sent when the connection is back.
fn send_move(play: &Rc<Play>, text: &str, ply: usize) {
    if let Some(connection) = play.connection.borrow().as_ref() {
        let request = Request::Move { text: text.to_string(), ply: ply as u64 };
        connection.send(ClientMessage { request, reference: Some(format!("ply-{ply}")) });
    }
}
