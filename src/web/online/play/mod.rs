//! A live online game on the board every screen uses. The game's model is
//! `crate::screen::online` (plain Rust, tested natively): each server message goes to it,
//! and this screen carries out the effects it returns (send, change the board, say,
//! sound, ask for the state) and draws what it knows. The player's own move shows at
//! once; the model sends it with its ply, and takes it back if the server refuses it.
//!
//! Here: the screen's parts and the effects. `layout` builds the screen (the players'
//! rows above and below the board, the panel beside it), `panel` brings it in line with
//! the model, `actions` does what its controls ask.

use super::client::{Connection, Link};
use super::clocks::Clocks;
use super::describe;
use super::{net, qr, seats, Mailbox, Screen};
use crate::game::Side;
use crate::games::{self, Session};
use crate::message::Phrase;
use crate::screen::controls::{Control, PlayField};
use crate::screen::online::{color_of, Action, Client, Effect, OnlineGame};
use crate::screen::review::Show;
use crate::web::board::{self, Board, BoardData, BoardRef};
use crate::web::dom::{self, append, button, clear, html, set_class, Build};
use crate::web::i18n::{self, Localized};
use crate::web::moves::MoveList;
use crate::web::sound::{self, Sound};
use crate::web::{forms, prefs};
use pyramid_protocol::accounts::{PlayerView, RatingView};
use pyramid_protocol::{ClientMessage, GameView, Joined, Offer, Players, Request, ServerMessage, Status};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement, KeyboardEvent};

mod actions;
mod layout;
mod panel;

use actions::face;
use layout::{build, Ui};
use panel::{refresh, their_move_while_hidden, tick};

/// The clocks and the claim's countdown are redrawn this often (ms).
const TICK_MS: i32 = 100;

/// How long an arena game's end is shown before its player goes back to the arena (ms).
const BACK_TO_ARENA_MS: i32 = 3000;

/// Kept in the browser: whether a notification says that it is your move.
const NOTIFY_KEY: &str = "pyramid-online-notify";

/// A live game's screen.
pub struct Play {
    id: String,
    section: Element,
    seat: RefCell<Option<seats::Seat>>,
    connection: RefCell<Option<Connection>>,
    /// The game as the server told it (the model).
    client: RefCell<Client>,
    /// What draws it, once the game is known.
    live: RefCell<Option<Live>>,
    link: Cell<Link>,
    /// Opponent moves that came while the tab was hidden.
    unseen: Cell<u32>,
    bound: RefCell<Vec<dom::Listener>>,
    _ticker: dom::Timer,
}

/// What happens to a live game's screen.
pub enum Message {
    Server(ServerMessage),
    Link(Link),
    /// The clocks' and the claim's countdown's tick.
    Tick,
    /// The tab was shown or hidden.
    Visibility,
    Act(Action),
    /// Notifications turned on or off.
    Notify(bool),
    Key(Event),
    Board(board::Change),
    /// A move picked in the list: the position after that many moves.
    Pick(usize),
    /// The server's answers over HTTP: the whole game, a player's rating in this game
    /// (`side`'s player, `name`), the seat taken.
    Fetched(GameView),
    Rating {
        side: Side,
        name: String,
        rating: Option<RatingView>,
    },
    Joined(Result<Joined, net::Problem>),
    /// The browser will not show notifications.
    NotifyRefused,
}

impl Screen for Play {
    /// The game's id.
    type Route<'a> = &'a str;
    type Message = Message;

    fn mount(root: &Element, id: &str) -> Result<Rc<Play>, Phrase> {
        Ok(show(root, id))
    }

    fn update(play: &Rc<Play>, message: Message) {
        match message {
            Message::Server(message) => receive(play, message),
            Message::Link(link) => {
                play.link.set(link);
                refresh(play);
            }
            Message::Tick => tick(play),
            Message::Visibility => {
                if !dom::document().hidden() {
                    play.unseen.set(0);
                    refresh(play);
                }
            }
            Message::Act(action) => actions::act(play, action),
            Message::Notify(on) => actions::set_notify(play, on),
            Message::Key(event) => actions::key(play, &event),
            Message::Board(change) => board_changed(play, change),
            Message::Pick(ply) => actions::review(play, |r| r.go(ply)),
            Message::Fetched(state) => {
                let effects = play.client.borrow_mut().fetched(&state);
                run(play, effects);
            }
            Message::Rating { side, name, rating } => rated(play, side, &name, rating),
            Message::Joined(answer) => joined(play, answer),
            Message::NotifyRefused => say(play, &Phrase::new("online-notify-refused")),
        }
    }

    /// The socket closes and the listeners go with the screen.
    fn unmount(&self) {
        self.connection.borrow_mut().take();
        self.bound.borrow_mut().clear();
        i18n::title("site-title");
    }
}

/// The screen's parts for the game the model knows.
struct Live {
    board: BoardRef,
    list: MoveList,
    clocks: Clocks,
    /// Black is drawn near (under the board): for the player of Black, and by Flip.
    flipped: bool,
    /// Each player's rating in this game, once asked.
    ratings: [Option<RatingView>; 2],
    /// An arena game over: the way back to the arena, a moment after the end.
    leaving: Option<dom::Timer>,
    ui: Ui,
}

fn index(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

/// The screen of game `id`: connects, and draws the game when the server has told it.
fn show(root: &Element, id: &str) -> Rc<Play> {
    clear(root);
    let section = html("section").class("game online play").attr("data-id", id);
    append(&section, &html("p").class("connecting").attr("role", "status").l10n("online-connecting"));
    append(root, &section);
    let seat = seats::get(id);
    let token = seat.as_ref().map(|s| s.token.clone());
    Rc::new_cyclic(|weak| {
        let to = Mailbox::to(weak);
        let connection = Connection::open(id, token, to.sender(Message::Server), to.sender(Message::Link));
        let visible = dom::on(&dom::document(), "visibilitychange", to.sender(|_| Message::Visibility));
        Play {
            id: id.to_string(),
            section,
            client: RefCell::new(Client::new(seat.is_some())),
            seat: RefCell::new(seat),
            connection: RefCell::new(Some(connection)),
            live: RefCell::new(None),
            link: Cell::new(Link::Connecting),
            unseen: Cell::new(0),
            bound: RefCell::new(vec![visible]),
            _ticker: dom::Timer::every(TICK_MS, move || to.send(Message::Tick)),
        }
    })
}

fn receive(play: &Rc<Play>, message: ServerMessage) {
    let effects = play.client.borrow_mut().receive(message, dom::now());
    run(play, effects);
}

/// Carries out the model's effects, in order, then redraws.
fn run(play: &Rc<Play>, effects: Vec<Effect>) {
    for effect in effects {
        match effect {
            Effect::Start => start(play),
            Effect::Unplayable(problem) => return unplayable(play, &problem),
            Effect::Send(message) => send_message(play, message),
            Effect::Request(request) => actions::send(play, request),
            Effect::Board(show) => show_on_board(play, show),
            Effect::Say(words) => say(play, &words),
            Effect::Hush => {
                if let Some(live) = play.live.borrow().as_ref() {
                    live.ui.said.set_text_content(None);
                }
            }
            Effect::MoveSound(ply) => {
                let game = play.client.borrow().live.as_ref().and_then(|game| game.replay(game.review.moves()));
                if let Some(game) = game {
                    sound::play(sound::of_move(game.as_ref(), ply));
                }
            }
            Effect::EndSound => sound::play(Sound::End),
            Effect::Fetch => fetch(play),
            Effect::Ratings => ask_ratings(play),
            Effect::Seat(you) => remember_seat(play, you),
            Effect::ForgetSeat => {
                seats::forget(&play.id);
                play.seat.borrow_mut().take();
            }
            Effect::Join => join(play),
            Effect::Face => {
                let me = play.client.borrow().live.as_ref().and_then(|l| l.me);
                if let Some(live) = play.live.borrow_mut().as_mut() {
                    live.flipped = me == Some(Side::Black);
                    face(live);
                }
            }
            Effect::Clocks => {
                let client = play.client.borrow();
                if let (Some(game), Some(live)) = (client.live.as_ref(), play.live.borrow_mut().as_mut()) {
                    live.clocks.set(game.clock.as_ref());
                    if game.status() != Status::Ongoing {
                        live.clocks.stop();
                    }
                }
            }
            Effect::StopClocks => {
                if let Some(live) = play.live.borrow_mut().as_mut() {
                    live.clocks.stop();
                }
            }
            Effect::TheirMove(text) => their_move_while_hidden(play, &text),
            Effect::BackToArena(arena) => {
                if let Some(live) = play.live.borrow_mut().as_mut() {
                    // Long enough to read the result; the arena's page opens the next game.
                    let address = super::arena::address(&arena);
                    live.leaving = Some(dom::Timer::after(
                        BACK_TO_ARENA_MS,
                        Box::new(move || {
                            dom::window().location().set_hash(&address).ok();
                        }),
                    ));
                }
            }
            Effect::Rematch { id, token, side } => {
                if let Some(token) = token {
                    let side = side.map_or("", Side::key).to_string();
                    let game = play.client.borrow().live.as_ref().map(|l| l.game.clone()).unwrap_or_default();
                    seats::put(&seats::Seat { id: id.clone(), token, side, game });
                }
                dom::window().location().set_hash(&format!("online/{id}")).ok();
            }
        }
    }
    refresh(play);
}

/// The game is known: the screen is built for it.
fn start(play: &Rc<Play>) {
    let built = {
        let client = play.client.borrow();
        let Some(game) = client.live.as_ref() else { return };
        build(play, game)
    };
    match built {
        Ok(live) => *play.live.borrow_mut() = Some(live),
        Err(problem) => unplayable(play, &problem),
    }
}

/// The game cannot be shown: the screen says why, in place of the game.
fn unplayable(play: &Play, problem: &Phrase) {
    clear(&play.section);
    append(&play.section, &html("p").class("message error").l10n_phrase(problem));
}

fn show_on_board(play: &Rc<Play>, show: Show) {
    if show != Show::Same {
        show_model(play);
    }
}

/// Shows the board the position the model shows: one move on from the board's animates.
fn show_model(play: &Rc<Play>) {
    let Some(board) = play.live.borrow().as_ref().map(|l| l.board.clone()) else { return };
    let session = play.client.borrow().live.as_ref().and_then(|game| game.shown());
    match session {
        Some(session) => {
            board::show_move(&board, BoardData::of(session.as_ref()));
        }
        // The model's moves do not replay: the server's state is fetched again.
        None => fetch(play),
    }
}

/// The socket's seat, as the server says: kept with the seat's secret.
fn remember_seat(play: &Rc<Play>, you: Side) {
    let game = play.client.borrow().live.as_ref().map(|l| l.game.clone()).unwrap_or_default();
    let mut seat = play.seat.borrow_mut();
    if let Some(seat) = seat.as_mut() {
        if seat.side != you.key() || seat.game != game {
            seat.side = you.key().to_string();
            seat.game = game;
            seats::put(seat);
        }
    }
}

/// Asks for each named player's rating in this game, and shows it beside their name.
fn ask_ratings(play: &Rc<Play>) {
    let (game, players): (String, Players) = match play.client.borrow().live.as_ref() {
        Some(live) => (live.game.clone(), live.players.clone()),
        None => return,
    };
    if let Some(live) = play.live.borrow_mut().as_mut() {
        live.ratings = [None, None];
    }
    for (side, name) in [(Side::White, &players.white), (Side::Black, &players.black)] {
        let Some(name) = name.clone() else { continue };
        let (to, game) = (Mailbox::of(play), game.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let path = format!("players/{}", crate::link::percent_encode(&name));
            let Ok(player) = net::call::<PlayerView>("GET", &path, None).await else { return };
            let rating = player.ratings.get(&game).copied();
            to.send(Message::Rating { side, name, rating });
        });
    }
}

/// `side`'s player's rating, shown if `name` still plays that side.
fn rated(play: &Rc<Play>, side: Side, name: &str, rating: Option<RatingView>) {
    let still = play.client.borrow().live.as_ref().is_some_and(|l| {
        let player = if side == Side::White { &l.players.white } else { &l.players.black };
        player.as_deref() == Some(name)
    });
    if !still {
        return;
    }
    if let Some(live) = play.live.borrow_mut().as_mut() {
        live.ratings[index(side)] = rating;
    }
    refresh(play);
}

/// Asks the server for the whole game over HTTP (a move was missed).
fn fetch(play: &Rc<Play>) {
    let to = Mailbox::of(play);
    let path = format!("games/{}", crate::link::percent_encode(&play.id));
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(state) = net::call::<GameView>("GET", &path, None).await {
            to.send(Message::Fetched(state));
        }
    });
}

fn say(play: &Rc<Play>, words: &Phrase) {
    if let Some(live) = play.live.borrow().as_ref() {
        live.ui.said.clone().l10n_phrase(words);
    }
}

/// Takes the free seat of a waiting game.
fn join(play: &Rc<Play>) {
    let to = Mailbox::of(play);
    let path = format!("games/{}/join", crate::link::percent_encode(&play.id));
    wasm_bindgen_futures::spawn_local(async move {
        to.send(Message::Joined(net::call("POST", &path, None).await));
    });
}

/// The server's answer to taking the free seat: the seat is kept, and the socket says
/// whose it is.
fn joined(play: &Rc<Play>, answer: Result<Joined, net::Problem>) {
    play.client.borrow_mut().joined(answer.is_ok());
    match answer {
        Ok(Joined { seat, token }) => {
            let side = seat.as_str().to_string();
            let game = play.client.borrow().live.as_ref().map(|l| l.game.clone()).unwrap_or_default();
            let seat = seats::Seat { id: play.id.clone(), token: token.clone(), side, game };
            seats::put(&seat);
            *play.seat.borrow_mut() = Some(seat);
            if let Some(connection) = play.connection.borrow().as_ref() {
                connection.authenticate(&token);
            }
        }
        Err(problem) if problem.code == "seat-taken" => say(play, &Phrase::new("online-seats-taken")),
        Err(problem) => say(play, &Phrase::new("online-could-not-join").phrase("problem", problem.phrase())),
    }
}

/// The board changed: a move beyond the game's, entered by the player, goes to the model.
fn board_changed(play: &Rc<Play>, change: board::Change) {
    // The board tells of the player's moves; the model decides what each does.
    let board = play.live.borrow().as_ref().map(|live| live.board.clone());
    let effects = match (change, board) {
        // The player's own move shows at once; the model sends it, and takes it back if
        // the server refuses it.
        (board::Change::Entered { by, text, .. }, Some(_)) => {
            let effects = play.client.borrow_mut().entered(&text, by);
            // Taken, it is the model's last move: shown from its moves.
            if !effects.is_empty() {
                show_model(play);
            }
            effects
        }
        _ => Vec::new(),
    };
    if effects.is_empty() {
        refresh(play);
    } else {
        run(play, effects);
    }
}

/// Sends a message; unsent (no connection), a move stays on the board and is sent when
/// the connection is back.
fn send_message(play: &Rc<Play>, message: ClientMessage) {
    if let Some(connection) = play.connection.borrow().as_ref() {
        connection.send(message);
    }
}
