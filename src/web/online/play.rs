//! A live online game on the board every screen uses. The server's messages drive it: the
//! opponent's moves arrive animated, clocks are set from the server's times, offers and
//! the end are shown to both sides at once. A player's own move shows at once and is sent
//! with its ply; the server's echo confirms it, its refusal takes it back with the reason.
//! A new connection's `game` brings the board in line with the server: a move sent but
//! never received is sent again (its ply makes sure it is played once at most).
//!
//! The screen: the players (presence and clock) above and below the board; beside it the
//! whose-move line, offers and questions, the waiting room (the invite link, Copy, Share,
//! its QR code), the moves with review, the actions, a typed move, the seat's private link
//! and notifications.

use super::client::{Connection, Link};
use super::clocks::Clocks;
use super::{describe, json, net, qr, seats, Screen, Ticker};
use crate::game::{Options, Side};
use crate::games::{self, Session};
use crate::web::board::{self, Board, BoardRef};
use crate::web::dom::{self, append, button, clear, html, set_class, Build};
use crate::web::moves::MoveList;
use crate::web::sound::{self, Sound};
use crate::web::{forms, prefs};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlInputElement, KeyboardEvent};

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
    title: &'static str,
    options: Options,
    start: String,
    me: Option<Side>,
    /// What the last message said of the game's status (and, at the end, why).
    outcome: JsValue,
    status: String,
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
    ui: Ui,
}

struct Ui {
    rows: [Element; 2],
    presence: [Element; 2],
    turn: Element,
    result: Element,
    said: Element,
    connection: Element,
    waiting: Element,
    offers: Element,
    claim: Element,
    claim_text: Element,
    resign: Element,
    review_bar: Element,
    review_text: Element,
    actions: Element,
    prompt: Element,
    pass: Element,
    done: Element,
    seat_link: Element,
    watchers: Element,
}

const OFFERS: [&str; 3] = ["draw", "takeback", "rematch"];

fn side_of(name: &str) -> Option<Side> {
    match name {
        "white" => Some(Side::White),
        "black" => Some(Side::Black),
        _ => None,
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
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
        dom::document().set_title("Pyramid games");
    }
}

/// The screen of game `id`: connects, and draws the game when the server has told it.
pub fn show(root: &Element, id: &str) -> Box<dyn Screen> {
    clear(root);
    let section = html("section").class("game online play").attr("data-id", id);
    append(&section, &html("p").class("connecting").attr("role", "status").text("Connecting to the game…"));
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

fn receive(play: &Rc<Play>, message: &JsValue) {
    match json::text(message, "type").as_deref() {
        Some("game") => on_game(play, message),
        Some("move") => on_move(play, message),
        Some("end") => on_end(play, message),
        Some("offer") => on_offer(play, message),
        Some("presence") => on_presence(play, message),
        Some("rematch") => on_rematch(play, message),
        Some("error") => on_error(play, message),
        _ => {}
    }
}

/// The whole game's state: on connecting, after a takeback, a join, a reconnection.
fn on_game(play: &Rc<Play>, state: &JsValue) {
    if let Some(grace) = json::number(state, "graceMs") {
        play.grace_ms.set(grace);
    }
    if play.live.borrow().is_none() {
        match build(play, state) {
            Ok(live) => *play.live.borrow_mut() = Some(live),
            Err(problem) => {
                clear(&play.section);
                append(&play.section, &html("p").class("message error").text(&problem));
                return;
            }
        }
    }
    let you = json::text(state, "you").as_deref().and_then(side_of);
    if let Some(you) = you {
        let mut seat = play.seat.borrow_mut();
        if let Some(seat) = seat.as_mut() {
            let game = json::text(state, "game").unwrap_or_default();
            if seat.side != side_name(you) || seat.game != game {
                seat.side = side_name(you).to_string();
                seat.game = game;
                seats::put(seat);
            }
        }
    }
    let resend = sync(play, state, you);
    if let Some((text, ply)) = resend {
        send_move(play, &text, ply);
    }
    // Whoever opens a waiting game's link takes its free seat.
    let waiting = json::text(state, "status").as_deref() == Some("waiting");
    if waiting && play.seat.borrow().is_none() && !play.joining.get() {
        join(play);
    }
    refresh(play);
}

/// Opens a new session of the game and plays `moves` on it.
fn replay(live: &Live, moves: &[String]) -> Option<Box<dyn Session>> {
    let mut session = games::open(&live.game, &live.options, Some(&live.start)).ok()?;
    for text in moves {
        session.play(text).ok()?;
    }
    Some(session)
}

/// Builds the screen for the game the server told.
fn build(play: &Rc<Play>, state: &JsValue) -> Result<Live, String> {
    let game = json::text(state, "game").unwrap_or_default();
    let info = games::info(&game).ok_or_else(|| format!("the server's game '{game}' is not one this page knows"))?;
    let mut options = Options::new();
    for (k, v) in json::pairs(state, "options") {
        options.set(&k, &v);
    }
    let start = json::text(state, "position").unwrap_or_default();
    let session =
        games::open(&game, &options, Some(&start)).map_err(|e| format!("the game could not be opened: {e}"))?;
    let board = Board::new(session, true);
    let control = json::field(state, "timeControl");
    let clocks = Clocks::new(&control);

    let section = &play.section;
    clear(section);
    let row = |side: Side| {
        let name = if side == Side::White { "White" } else { "Black" };
        let presence = html("span").class("presence").text(name);
        let row = html("div").class("player").attr("data-side", side_name(side)).child(&presence);
        if clocks.is_shown() {
            append(&row, &clocks.elements[index(side)]);
        }
        (row, presence)
    };
    let (white_row, white_presence) = row(Side::White);
    let (black_row, black_presence) = row(Side::Black);
    let board_area = html("div").class("board-area");
    append(&board_area, &black_row);
    append(&board_area, &board.borrow().root);
    append(&board_area, &white_row);
    append(section, &board_area);

    let aside = html("aside").class("panel");
    let crumbs = html("p").class("links");
    append(&crumbs, &html("a").attr("href", "#online").text("Play online"));
    append(&crumbs, &html("a").attr("href", format!("rules/{game}.html")).text("Rules"));
    append(&aside, &crumbs);
    append(&aside, &html("h1").text(&format!("{} online", info.title)));
    append(&aside, &html("p").class("terms").text(&describe::terms(state)));
    let connection = html("p").class("connection").attr("role", "status");
    let watchers = html("p").class("watchers");
    append(&aside, &html("div").class("line").child(&connection).child(&watchers));
    let turn = html("p").class("turn").attr("aria-live", "polite");
    let prompt = html("p").class("prompt");
    let result = html("p").class("result").attr("aria-live", "polite");
    let said = html("p").class("message").attr("role", "status");
    for el in [&turn, &prompt, &result, &said] {
        append(&aside, el);
    }

    let waiting = html("div").class("waiting-room hidden").attr("role", "group").attr("aria-label", "Waiting room");
    append(&aside, &waiting);
    let offers = html("div").class("offers").attr("aria-live", "polite");
    append(&aside, &offers);
    let claim_text = html("span");
    let claim = html("div")
        .class("claim hidden")
        .attr("role", "group")
        .attr("aria-label", "Your opponent left")
        .child(&claim_text)
        .child(&button("Claim victory", "claim"))
        .child(&button("Keep waiting", "keep-waiting"));
    append(&aside, &claim);
    let resign = html("div")
        .class("confirm hidden")
        .attr("role", "group")
        .attr("aria-label", "Resign?")
        .child(&html("span").text("Resign this game?"))
        .child(&button("Yes, resign", "resign-yes"))
        .child(&button("No", "resign-no"));
    append(&aside, &resign);

    let moves_box = html("div").class("moves");
    append(&moves_box, &html("h2").class("moves-title").text("Moves"));
    let review_bar = html("div").class("review-bar hidden").attr("role", "group").attr("aria-label", "Review");
    let review_text = html("span").class("review-text").attr("aria-live", "polite");
    append(&review_bar, &review_text);
    append(&review_bar, &button("◀", "review-back").attr("aria-label", "Previous move (←)"));
    append(&review_bar, &button("▶", "review-forward").attr("aria-label", "Next move (→)"));
    append(&review_bar, &button("Back to the game", "review-end"));
    append(&moves_box, &review_bar);
    let mut list = MoveList::new();
    append(&moves_box, &list.element);
    append(&aside, &moves_box);

    let actions = html("div").class("buttons actions");
    let pass = button("Pass", "pass").class("hidden");
    let done = button("Done", "done").class("hidden");
    for el in [
        &pass,
        &done,
        &button("Offer a draw", "draw"),
        &button("Take back", "takeback"),
        &button("Abort", "abort"),
        &button("Resign", "resign"),
        &button("Rematch", "rematch"),
        &button("Flip", "flip").attr("aria-pressed", "false"),
    ] {
        append(&actions, el);
    }
    append(&aside, &actions);
    append(&aside, &forms::move_box(info.move_example));

    let seat_link = html("details").class("seat-link hidden");
    append(&seat_link, &html("summary").text("Continue on another device"));
    append(
        &seat_link,
        &html("p").text("This private link opens your seat in this game anywhere. Keep it to yourself: whoever has it plays for you."),
    );
    append(&seat_link, &button("Copy my seat's link", "copy-seat"));
    append(&aside, &seat_link);
    let notify = html("input").attr("type", "checkbox").attr("data-control", "notify");
    if prefs::stored(NOTIFY_KEY).as_deref() == Some("on") {
        notify.set_attribute("checked", "").ok();
    }
    append(
        &aside,
        &html("label")
            .class("choice notify")
            .child(&notify)
            .child(&html("span").text("Tell me when it is my move (a notification)")),
    );
    append(section, &aside);

    let weak = Rc::downgrade(play);
    list.on_pick(move |ply| {
        if let Some(play) = weak.upgrade() {
            view(&play, ply);
        }
    });
    let weak = Rc::downgrade(play);
    board::on_change(&board, move || {
        if let Some(play) = weak.upgrade() {
            board_changed(&play);
        }
    });
    bind(play, section, &board, &said);
    let correspondence = json::number(&control, "days").is_some();
    let title = info.title;
    Ok(Live {
        game,
        title,
        options,
        start,
        me: None,
        outcome: state.clone(),
        status: String::new(),
        moves: Vec::new(),
        pending: None,
        board,
        list,
        review: None,
        clocks,
        present: [false; 2],
        watchers: 0,
        offers: [None; 3],
        correspondence,
        gone_since: None,
        resigning: false,
        flipped: false,
        ui: Ui {
            rows: [white_row, black_row],
            presence: [white_presence, black_presence],
            turn,
            result,
            said,
            connection,
            waiting,
            offers,
            claim,
            claim_text,
            resign,
            review_bar,
            review_text,
            actions,
            prompt,
            pass,
            done,
            seat_link,
            watchers,
        },
    })
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
fn sync(play: &Rc<Play>, state: &JsValue, you: Option<Side>) -> Option<(String, usize)> {
    let server = json::texts(state, "moves");
    let (apply, board, resend) = {
        let mut guard = play.live.borrow_mut();
        let live = guard.as_mut()?;
        if you.is_some() && live.me != you {
            live.me = you;
            live.flipped = you == Some(Side::Black);
            face(live);
        }
        live.status = json::text(state, "status").unwrap_or_default();
        live.outcome = state.clone();
        live.clocks.set(&json::field(state, "clock"));
        let offers = json::field(state, "offers");
        for (i, what) in OFFERS.iter().enumerate() {
            live.offers[i] = json::text(&offers, what).as_deref().and_then(side_of);
        }
        if live.status != "ongoing" {
            live.clocks.stop();
        }
        let ply = live.moves.len();
        let mut target = server.clone();
        let mut resend = None;
        if let Some(pending) = live.pending.take() {
            let confirmed = server.len() > ply && server[ply] == pending && server[..ply] == live.moves[..];
            let unsent = server.len() == ply && server == live.moves && live.status == "ongoing";
            if unsent {
                target.push(pending.clone());
                if you.is_some() {
                    resend = Some((pending.clone(), ply));
                }
                live.pending = Some(pending);
            } else if !confirmed {
                live.ui
                    .said
                    .set_text_content(Some(&format!("Your move {pending} was not played: the game had changed.")));
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

fn on_move(play: &Rc<Play>, message: &JsValue) {
    let (Some(ply), Some(text)) = (json::number(message, "ply"), json::text(message, "move")) else { return };
    let ply = ply as usize;
    let by = json::text(message, "by").as_deref().and_then(side_of);
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
        live.status = json::text(message, "status").unwrap_or_default();
        live.outcome = message.clone();
        live.clocks.set(&json::field(message, "clock"));
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
        if let (Ok(state), Some(play)) = (net::call("GET", &path, None).await, weak.upgrade()) {
            sync(&play, &state, None);
            refresh(&play);
        }
    });
}

fn on_end(play: &Rc<Play>, message: &JsValue) {
    {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        live.status = json::text(message, "status").unwrap_or_default();
        live.outcome = message.clone();
        live.clocks.stop();
        live.offers = [None; 3];
        live.resigning = false;
    }
    sound::play(Sound::End);
    refresh(play);
}

fn on_offer(play: &Rc<Play>, message: &JsValue) {
    let what = json::text(message, "what").unwrap_or_default();
    let by = json::text(message, "by").as_deref().and_then(side_of);
    let declined = json::boolean(message, "declined").unwrap_or(false);
    {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        let Some(i) = OFFERS.iter().position(|w| *w == what) else { return };
        if declined {
            if live.offers[i].is_some() && live.offers[i] == live.me {
                let words = match what.as_str() {
                    "draw" => "Your draw offer was declined.",
                    "takeback" => "Your takeback request was declined.",
                    _ => "Your rematch offer was declined.",
                };
                live.ui.said.set_text_content(Some(words));
            }
            live.offers[i] = None;
        } else {
            live.offers[i] = by;
        }
    }
    refresh(play);
}

fn on_presence(play: &Rc<Play>, message: &JsValue) {
    {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        let before = live.present;
        live.present =
            [json::boolean(message, "white").unwrap_or(false), json::boolean(message, "black").unwrap_or(false)];
        live.watchers = json::number(message, "watchers").unwrap_or(0.0) as u32;
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

fn on_rematch(play: &Rc<Play>, message: &JsValue) {
    let Some(id) = json::text(message, "id") else { return };
    if let Some(token) = json::text(message, "token") {
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

fn on_error(play: &Rc<Play>, message: &JsValue) {
    let code = json::text(message, "code").unwrap_or_default();
    let words = json::text(message, "message").unwrap_or_default();
    let reference = json::text(message, "ref").unwrap_or_default();
    if code == "unauthorized" {
        seats::forget(&play.id);
        play.seat.borrow_mut().take();
        say(play, "This seat's link is not valid: you are watching the game.");
        return;
    }
    let taken_back = {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        let ours = reference.strip_prefix("ply-").and_then(|p| p.parse::<usize>().ok()) == Some(live.moves.len());
        match live.pending.take() {
            Some(pending) if ours && code != "stale" => {
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
            say(play, &format!("Your move {pending} was taken back: {words}"));
        }
        // A stale ply: the move was played already, or the game moved on; a fresh state
        // says which.
        _ if code == "stale" => resync(play),
        _ => say(play, &words),
    }
    refresh(play);
}

fn say(play: &Rc<Play>, words: &str) {
    if let Some(live) = play.live.borrow().as_ref() {
        live.ui.said.set_text_content(Some(words));
    }
}

/// Takes the free seat of a waiting game.
fn join(play: &Rc<Play>) {
    play.joining.set(true);
    let weak = Rc::downgrade(play);
    let path = format!("games/{}/join", crate::link::percent_encode(&play.id));
    wasm_bindgen_futures::spawn_local(async move {
        let answer = net::call("POST", &path, None).await;
        let Some(play) = weak.upgrade() else { return };
        match answer {
            Ok(seat) => {
                let (Some(token), Some(side)) = (json::text(&seat, "token"), json::text(&seat, "seat")) else { return };
                let game = play.live.borrow().as_ref().map(|l| l.game.clone()).unwrap_or_default();
                let seat = seats::Seat { id: play.id.clone(), token: token.clone(), side, game };
                seats::put(&seat);
                *play.seat.borrow_mut() = Some(seat);
                if let Some(connection) = play.connection.borrow().as_ref() {
                    connection.authenticate(&token);
                }
            }
            Err(problem) if problem.code == "seat-taken" => say(&play, "Both seats are taken: you are watching."),
            Err(problem) => say(&play, &format!("You could not join: {}", problem.message)),
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
            let b = live.board.borrow();
            let session = b.session();
            let history = session.history();
            let mover = session.movers().last().copied();
            (history.len() == live.moves.len() + 1 && mover.is_some() && mover == live.me)
                .then(|| (history.last().cloned().unwrap_or_default(), history.len() - 1, session.history().len()))
        }
    };
    if let Some((text, ply, plies)) = new_move {
        if let Some(live) = play.live.borrow_mut().as_mut() {
            live.pending = Some(text.clone());
            live.ui.said.set_text_content(None);
            let b = live.board.borrow();
            sound::play(sound::of_move(b.session(), plies - 1));
        }
        send_move(play, &text, ply);
    }
    refresh(play);
}

/// Sends the player's move of ply `ply`. Unsent (no connection), it stays on the board
/// and is sent when the connection is back.
fn send_move(play: &Rc<Play>, text: &str, ply: usize) {
    if let Some(connection) = play.connection.borrow().as_ref() {
        connection.send(&[
            ("type", "move".into()),
            ("move", text.into()),
            ("ply", (ply as f64).into()),
            ("ref", format!("ply-{ply}").into()),
        ]);
    }
}

/// Sends a request (resign, draw…); says so when there is no connection to send it on.
fn send(play: &Rc<Play>, kind: &str, extra: Option<(&str, &str)>) {
    let mut fields: Vec<(&str, JsValue)> = vec![("type", kind.into())];
    if let Some((key, value)) = extra {
        fields.push((key, value.into()));
    }
    let sent = play.connection.borrow().as_ref().is_some_and(|c| c.send(&fields));
    if !sent {
        say(play, "Not connected: try again when the connection is back.");
    }
}

/// The game's links: its invite (anyone who opens it takes the free seat, or watches),
/// and this seat's private one.
fn link(play: &Play, with_seat: bool) -> String {
    let location = dom::window().location();
    let href = location.href().unwrap_or_default();
    let page = href.split('#').next().unwrap_or_default();
    match (with_seat, play.seat.borrow().as_ref()) {
        (true, Some(seat)) => format!("{page}#online/{}/{}", play.id, seat.token),
        _ => format!("{page}#online/{}", play.id),
    }
}

fn bind(play: &Rc<Play>, section: &Element, board: &BoardRef, said: &Element) {
    let weak = Rc::downgrade(play);
    let clicks = dom::on_named(section, "click", move |action, _, _| {
        let Some(play) = weak.upgrade() else { return };
        act(&play, action);
    });
    let weak = Rc::downgrade(play);
    let changes = dom::on_named(section, "change", move |name, control, _| {
        let (Some(play), "notify") = (weak.upgrade(), name) else { return };
        let on = control.dyn_ref::<HtmlInputElement>().is_some_and(|c| c.checked());
        set_notify(&play, on);
    });
    let weak = Rc::downgrade(play);
    let keys = dom::on(&dom::document(), "keydown", move |event| {
        let (Some(play), Some(key)) = (weak.upgrade(), event.dyn_ref::<KeyboardEvent>().map(|k| k.key())) else {
            return;
        };
        let typing = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing {
            return;
        }
        let (shown, count) = match play.live.borrow().as_ref() {
            Some(live) => (live.review.as_ref().map_or(live.moves.len(), |(p, _)| *p), live.moves.len()),
            None => return,
        };
        match key.as_str() {
            "ArrowLeft" => view(&play, shown.saturating_sub(1)),
            "ArrowRight" => view(&play, shown + 1),
            "Home" => view(&play, 0),
            "End" => view(&play, count),
            _ => return,
        }
        event.prevent_default();
    });
    let typed = forms::bind_move_box(section, board, said);
    play.bound.borrow_mut().extend([clicks, changes, keys, typed]);
}

fn act(play: &Rc<Play>, action: &str) {
    let board = match play.live.borrow().as_ref() {
        Some(live) => live.board.clone(),
        None => return,
    };
    match action {
        "resign" => set_live(play, |live| live.resigning = true),
        "resign-no" => set_live(play, |live| live.resigning = false),
        "resign-yes" => {
            set_live(play, |live| live.resigning = false);
            send(play, "resign", None);
        }
        "draw" | "takeback" | "abort" | "rematch" | "claim" => send(play, action, None),
        "decline-draw" | "decline-takeback" | "decline-rematch" => {
            send(play, "decline", Some(("what", action.trim_start_matches("decline-"))))
        }
        // The question comes back after another grace period, if they are still away.
        "keep-waiting" => set_live(play, |live| {
            if live.gone_since.is_some() {
                live.gone_since = Some(dom::now());
            }
        }),
        "flip" => set_live(play, |live| {
            live.flipped = !live.flipped;
            face(live);
        }),
        "pass" | "done" => {
            let text = {
                let b = board.borrow();
                if action == "pass" {
                    b.button_moves().into_iter().next()
                } else {
                    b.complete_move()
                }
            };
            if let Some(text) = text {
                board::play(&board, &text).ok();
            }
        }
        "copy-link" => copy(play, &link(play, false), "The invite link is copied."),
        "copy-seat" => copy(play, &link(play, true), "Your seat's link is copied: open it on your other device."),
        "share-link" => {
            let data = web_sys::ShareData::new();
            data.set_url(&link(play, false));
            data.set_title("A game of pyramids");
            let _ = dom::window().navigator().share_with_data(&data);
        }
        "review-back" => step(play, -1),
        "review-forward" => step(play, 1),
        "review-end" => {
            let count = play.live.borrow().as_ref().map_or(0, |l| l.moves.len());
            view(play, count);
        }
        _ => {}
    }
}

/// Turns the board to the side drawn near (a board without sides stays as it is; its
/// players' rows change places all the same).
fn face(live: &Live) {
    let mut b = live.board.borrow_mut();
    if b.has_sides() && b.is_flipped() != live.flipped {
        b.set_flipped(live.flipped);
    }
}

fn set_live(play: &Rc<Play>, change: impl FnOnce(&mut Live)) {
    if let Some(live) = play.live.borrow_mut().as_mut() {
        change(live);
    }
    refresh(play);
}

fn copy(play: &Rc<Play>, text: &str, done: &str) {
    let _ = dom::window().navigator().clipboard().write_text(text);
    say(play, done);
}

fn step(play: &Rc<Play>, by: i32) {
    let shown = match play.live.borrow().as_ref() {
        Some(live) => live.review.as_ref().map_or(live.moves.len(), |(p, _)| *p),
        None => return,
    };
    view(play, (shown as i32 + by).max(0) as usize);
}

/// Shows the position after `ply` moves; the game's own position at its end.
fn view(play: &Rc<Play>, ply: usize) {
    enum Step {
        Enter,
        Move,
        Leave,
    }
    let (board, session, step) = {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        let count = live.moves.len() + usize::from(live.pending.is_some());
        if ply >= count {
            match live.review.take() {
                Some((_, kept)) => (live.board.clone(), kept, Step::Leave),
                None => return,
            }
        } else {
            let mut shown = live.moves.clone();
            shown.extend(live.pending.clone());
            let Some(session) = replay(live, &shown[..ply]) else { return };
            let step = match live.review.as_mut() {
                Some((at, _)) => {
                    *at = ply;
                    Step::Move
                }
                None => Step::Enter,
            };
            (live.board.clone(), session, step)
        }
    };
    // Quietly, so that the board's listeners hear of it once the review is recorded.
    let old = board::swap_quietly(&board, session);
    if let (Step::Enter, Some(live)) = (step, play.live.borrow_mut().as_mut()) {
        live.review = Some((ply, old));
    }
    board::changed(&board);
}

/// Redraws what changes with time: the clocks, and the claim's countdown.
fn tick(play: &Rc<Play>) {
    let low = {
        let mut guard = play.live.borrow_mut();
        let Some(live) = guard.as_mut() else { return };
        let low = live.clocks.draw();
        if live.gone_since.is_some() {
            draw_claim(live, play.grace_ms.get());
        }
        low.filter(|side| Some(*side) == live.me)
    };
    if low.is_some() {
        sound::play(Sound::Check);
        say(play, "Your time is running low.");
    }
}

/// The opponent has gone: how long until the win can be claimed, then the question.
fn draw_claim(live: &Live, grace: f64) {
    let show = live.status == "ongoing" && live.me.is_some() && !live.correspondence;
    let Some(since) = live.gone_since.filter(|_| show) else {
        set_class(&live.ui.claim, "hidden", true);
        return;
    };
    let left = ((grace - (dom::now() - since)) / 1000.0).ceil();
    let them = live.me.map_or("Your opponent", |me| if me == Side::White { "Black" } else { "White" });
    set_class(&live.ui.claim, "hidden", false);
    let claimable = left <= 0.0;
    if let Ok(Some(claim)) = live.ui.claim.query_selector("[data-action=claim]") {
        set_class(&claim, "hidden", !claimable);
    }
    if let Ok(Some(wait)) = live.ui.claim.query_selector("[data-action=keep-waiting]") {
        set_class(&wait, "hidden", !claimable);
    }
    let words = if claimable {
        format!("{them} has left the game.")
    } else {
        format!("{them} has left the game. You can claim victory in {left} s if they do not come back.")
    };
    if live.ui.claim_text.text_content().as_deref() != Some(words.as_str()) {
        live.ui.claim_text.set_text_content(Some(&words));
    }
}

/// Brings everything shown in line with the game.
fn refresh(play: &Rc<Play>) {
    let guard = play.live.borrow();
    let Some(live) = guard.as_ref() else { return };
    let ui = &live.ui;
    let ongoing = live.status == "ongoing";
    let over = !ongoing && live.status != "waiting" && !live.status.is_empty();
    let turn = live.board.borrow().session().side_to_move();
    let my_turn = ongoing && live.me == Some(turn) && live.pending.is_none();
    let reviewing = live.review.is_some();
    {
        let mut b = live.board.borrow_mut();
        let interactive = my_turn && !reviewing;
        if b.is_interactive() != interactive {
            b.set_interactive(interactive);
        }
    }
    let b = live.board.borrow();
    let session = if let Some((_, kept)) = &live.review { kept.as_ref() } else { b.session() };

    // The connection, and who is here.
    let (connection, state) = match play.link.get() {
        Link::Open => ("Connected", "open"),
        Link::Connecting => ("Connecting…", "connecting"),
        Link::Lost if !dom::window().navigator().on_line() => ("Offline: waiting for the network…", "lost"),
        Link::Lost => ("Reconnecting…", "lost"),
    };
    ui.connection.set_text_content(Some(connection));
    ui.connection.set_attribute("data-state", state).ok();
    let watchers = match live.watchers {
        0 => String::new(),
        1 => "1 watching".into(),
        n => format!("{n} watching"),
    };
    ui.watchers.set_text_content(Some(&watchers));
    for side in [Side::White, Side::Black] {
        let i = index(side);
        let colour = if side == Side::White { "White" } else { "Black" };
        let you = if live.me == Some(side) { " (you)" } else { "" };
        let here = if live.present[i] { "here" } else { "away" };
        ui.presence[i].set_text_content(Some(&format!("{colour}{you}")));
        ui.presence[i].set_attribute("data-here", here).ok();
        ui.presence[i].set_attribute("title", if live.present[i] { "Connected" } else { "Not connected" }).ok();
        set_class(&ui.rows[i], "to-move", ongoing && turn == side);
    }
    // The side drawn near has its row under the board.
    let flipped = live.flipped;
    let parent = b.root.parent_element();
    if let Some(parent) = parent {
        let (top, bottom) = if flipped { (&ui.rows[0], &ui.rows[1]) } else { (&ui.rows[1], &ui.rows[0]) };
        parent.insert_before(top, Some(&b.root)).ok();
        append(&parent, bottom);
    }

    // Whose move, or the result.
    let words = match live.status.as_str() {
        "waiting" => "Waiting for an opponent.".to_string(),
        "ongoing" if my_turn => format!("{}: your move.", if turn == Side::White { "White" } else { "Black" }),
        "ongoing" if live.pending.is_some() => "Your move is on its way…".to_string(),
        "ongoing" => session.turn_text() + ".",
        _ => String::new(),
    };
    ui.turn.set_text_content(Some(&words));
    ui.result.set_text_content(Some(&if over { describe::result(&live.outcome) } else { String::new() }));
    ui.prompt.set_text_content(Some(&if my_turn && !reviewing {
        b.prompt().unwrap_or_default()
    } else {
        String::new()
    }));
    set_class(&ui.pass, "hidden", !my_turn || b.button_moves().is_empty());
    set_class(&ui.done, "hidden", !my_turn || b.complete_move().is_none());

    // The waiting room: the invite, while the seat opposite is free.
    let waiting = live.status == "waiting" && live.me.is_some();
    set_class(&ui.waiting, "hidden", !waiting);
    if waiting && ui.waiting.child_element_count() == 0 {
        fill_waiting_room(play, &ui.waiting);
    }
    set_class(&ui.seat_link, "hidden", live.me.is_none() || over);

    // Offers from the opponent, with their answers.
    clear(&ui.offers);
    for (i, what) in OFFERS.iter().enumerate() {
        let Some(by) = live.offers[i] else { continue };
        if Some(by) == live.me || live.me.is_none() {
            let mine = Some(by) == live.me;
            let words = match (*what, mine) {
                ("draw", true) => "You offered a draw.",
                ("takeback", true) => "You asked to take back your move.",
                ("rematch", true) => "You offered a rematch.",
                ("draw", false) => "A draw is offered.",
                ("takeback", false) => "A takeback is asked for.",
                _ => "A rematch is offered.",
            };
            append(&ui.offers, &html("p").class("offer").text(words));
            continue;
        }
        let colour = if by == Side::White { "White" } else { "Black" };
        let (words, accept) = match *what {
            "draw" => (format!("{colour} offers a draw."), "Accept the draw"),
            "takeback" => (format!("{colour} asks to take back their last move."), "Accept the takeback"),
            _ => (format!("{colour} offers a rematch."), "Accept the rematch"),
        };
        let offer = html("div").class("offer question").attr("role", "group").attr("aria-label", &words);
        append(&offer, &html("span").text(&words));
        append(&offer, &button(accept, what));
        append(&offer, &button("Decline", &format!("decline-{what}")));
        append(&ui.offers, &offer);
    }
    set_class(&ui.resign, "hidden", !(live.resigning && ongoing));
    draw_claim(live, play.grace_ms.get());

    // The actions that apply now.
    let playing = live.me.is_some();
    let my_moves = live.me.map_or(0, |me| session.movers().iter().filter(|m| **m == me).count());
    let both_moved = session.movers().contains(&Side::White) && session.movers().contains(&Side::Black);
    let offered = |i: usize| live.offers[i].is_some() && live.offers[i] == live.me;
    let show = |action: &str, on: bool| {
        if let Ok(Some(el)) = ui.actions.query_selector(&format!("[data-action={action}]")) {
            set_class(&el, "hidden", !on);
        }
    };
    show("draw", playing && ongoing && both_moved && !offered(0));
    show("takeback", playing && ongoing && my_moves > 0 && !offered(1));
    show("abort", playing && ongoing && !both_moved);
    show("resign", playing && ongoing && both_moved && !live.resigning);
    show("rematch", playing && over && live.status != "aborted" && !offered(2));
    if let Ok(Some(flip)) = ui.actions.query_selector("[data-action=flip]") {
        flip.set_attribute("aria-pressed", if flipped { "true" } else { "false" }).ok();
    }

    // Review.
    set_class(&ui.review_bar, "hidden", !reviewing);
    set_class(&b.root, "reviewing", reviewing);
    let count = live.moves.len() + usize::from(live.pending.is_some());
    if let Some((ply, _)) = &live.review {
        ui.review_text.set_text_content(Some(&format!("Viewing move {ply} of {count}")));
    }
    drop(b);
    let shown_ply = live.review.as_ref().map_or(count, |(p, _)| *p);
    live.list.set_current(shown_ply, !reviewing);

    // The title: the game, and whether the opponent moved while the tab was hidden.
    let title = if play.unseen.get() > 0 {
        format!("Your move — {} online", live.title)
    } else {
        format!("{} online — Pyramid games", live.title)
    };
    dom::document().set_title(&title);
    drop(guard);
    update_list(play);
}

/// The move list follows the game (kept aside in review).
fn update_list(play: &Rc<Play>) {
    let mut guard = play.live.borrow_mut();
    let Some(live) = guard.as_mut() else { return };
    if live.review.is_none() {
        let b = live.board.clone();
        let b = b.borrow();
        live.list.update(b.session());
    }
}

fn fill_waiting_room(play: &Rc<Play>, room: &Element) {
    let invite = link(play, false);
    append(
        room,
        &html("p")
            .text("Send this link to your opponent. Whoever opens it first plays you; anyone after them watches."),
    );
    let field = html("input").attr("type", "text").attr("readonly", "").attr("value", &invite).class("invite-link");
    append(room, &html("label").class("control").child(&html("span").text("Invite link")).child(&field));
    let buttons = html("p").class("buttons");
    append(&buttons, &button("Copy", "copy-link"));
    let can_share = js_sys::Reflect::has(&dom::window().navigator(), &"share".into()).unwrap_or(false);
    if can_share {
        append(&buttons, &button("Share", "share-link"));
    }
    append(&buttons, &button("Cancel the game", "abort"));
    append(room, &buttons);
    if let Some(code) = qr::draw(&invite) {
        append(
            room,
            &html("figure").class("qr-box").child(&code).child(&html("figcaption").text("Or scan it with a phone")),
        );
    }
}

/// An opponent's move while the tab is hidden: the title says so, and a notification
/// when the player asked for them.
fn their_move_while_hidden(play: &Rc<Play>, text: &str) {
    if !dom::document().hidden() {
        return;
    }
    let (title, mine) = match play.live.borrow().as_ref() {
        Some(live) => (live.title, live.me.is_some()),
        None => return,
    };
    if !mine {
        return;
    }
    play.unseen.set(play.unseen.get() + 1);
    if prefs::stored(NOTIFY_KEY).as_deref() == Some("on")
        && web_sys::Notification::permission() == web_sys::NotificationPermission::Granted
    {
        let options = web_sys::NotificationOptions::new();
        options.set_body(&format!("Your opponent played {text} in your game of {title}."));
        options.set_tag(&play.id);
        let _ = web_sys::Notification::new_with_options("Your move", &options);
    }
}

/// Turns notifications on (asking the browser's permission, only now) or off.
fn set_notify(play: &Rc<Play>, on: bool) {
    prefs::store(NOTIFY_KEY, if on { "on" } else { "off" });
    if !on {
        return;
    }
    match web_sys::Notification::request_permission() {
        Ok(promise) => {
            let weak = Rc::downgrade(play);
            wasm_bindgen_futures::spawn_local(async move {
                let answer = wasm_bindgen_futures::JsFuture::from(promise).await;
                let granted = answer.ok().and_then(|a| a.as_string()).as_deref() == Some("granted");
                if let (false, Some(play)) = (granted, weak.upgrade()) {
                    say(
                        &play,
                        "The browser did not allow notifications: the tab's title will still say when it is your move.",
                    );
                }
            });
        }
        Err(_) => say(play, "This browser cannot show notifications."),
    }
}
