//! The app shell of `index.html`: the game picker, and a game screen with the board,
//! whose turn it is, the moves so far, New game / Undo / Redo, options, and a position
//! box. The game in progress is saved in the browser and restored on the next visit.

use crate::ai::Level;
use crate::game::{Options, Side};
use crate::games::{self, CATALOG};
use crate::link;
use crate::message::Phrase;
use crate::opening::{opening, Opening};
use crate::save;
use crate::screen::controls::{Control, GameAction, GameField, PickerAction};
use crate::screen::game::{Entered, GameModel};
use crate::screen::opponent::{Mode, Opponent, Strength};
use crate::screen::review::Step;
use crate::web::board::{self, Board, BoardRef};
use crate::web::computer::{self, Answer, Computer, Question};
use crate::web::dom::{self, append, button, clear, html, set_class, Build};
use crate::web::i18n::{self, Localized};
use crate::web::moves::MoveList;
use crate::web::screen::{self, Mailbox, Router, Screen};
use crate::web::sound;
use crate::web::{forms, prefs, view};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement, KeyboardEvent};

mod actions;
mod analysis;
mod keep;
mod layout;
mod opponent;
mod panel;
mod review;
mod tablebase;
mod verdict;

use opponent::{computer_turn, offer_perfect, on_answer, opponent_changed, saved_opponent, stop_thinking, undo_move};
use panel::{face_the_player, refresh};

const SAVE_PREFIX: &str = prefs::SAVED_GAME;
/// Beside each saved game: who plays it ([`Opponent::encode`]).
const OPPONENT_PREFIX: &str = "pyramid-opponent:";

/// The game screen, built as every screen is: what it holds for its life (the board, the
/// panel's elements, its listeners) set at its mount, and what changes (its model, its
/// move list, workers and timers) each in a cell of its own. The router owns it while it
/// is shown; what its controls and workers do reaches it through a weak reference, and
/// goes quiet once it is gone.
struct GameScreen {
    /// The game itself, the position shown, a move waiting for a yes and who plays whom:
    /// every move, takeback and redo is played here first. The board draws the position
    /// shown (`model.board()`).
    model: RefCell<GameModel>,
    board: BoardRef,
    panel: Panel,
    moves: RefCell<MoveList>,
    workers: RefCell<Workers>,
    timers: RefCell<Timers>,
    /// The screen's DOM listeners (its controls, the page's keys, the page hiding, the
    /// tablebase's answer), unbound when it goes.
    _bound: Vec<dom::Listener>,
    /// Moves told in the game's sentences so far: the log is written again when it changes.
    told: std::cell::Cell<Option<usize>>,
}

/// The computer's workers: the opponent, the analyst and the oracle.
struct Workers {
    computer: Computer,
    /// The computer weighing the position shown in review, in a worker of its own, while
    /// analysis is on.
    analyst: Computer,
    analysing: bool,
    /// Who wins from here, for a game the engine solves.
    oracle: Option<verdict::Oracle>,
}

/// What waits on a timer: a change not yet written to the browser's storage (the save
/// waits a moment), and the computer's move during its pause.
struct Timers {
    unsaved: bool,
    save: Option<dom::Timer>,
    pace: Option<dom::Timer>,
}

/// Plays `text` on the game, then on the board; refused (and said) while the board shows
/// an earlier position, where the game waits, or when the game does not take it.
fn play_on_game(game: &GameRef, text: &str) {
    let played = game.model.borrow_mut().play(text);
    show_played(game, played);
}

/// Shows the board the game after a move the model played, or says why it did not.
fn show_played(game: &GameRef, played: Result<String, Phrase>) {
    match played {
        Ok(_) => review::show_position(game),
        Err(e) => say(game, &e),
    }
}

/// A move the player entered on the board: played, or held for their yes (its clicks
/// stay shown and the panel asks).
fn entered(game: &GameRef, text: &str, warning: Option<Phrase>) {
    let board = game.board.clone();
    let entered = game.model.borrow_mut().enter(text, warning);
    match entered {
        Ok(Entered::Played(text)) => show_played(game, Ok(text)),
        Ok(Entered::Held) => {
            board::hold(&board, text);
            refresh(game);
        }
        Err(e) => say(game, &e),
    }
}

struct Panel {
    turn: Element,
    thinking: Element,
    prompt: Element,
    /// Notes on the position, such as a repetition: never in the prompt's place.
    note: Element,
    counts: Element,
    /// The material difference in figurines, for games of chess pieces.
    material: Element,
    result: Element,
    message: Element,
    undo: Element,
    redo: Element,
    pass: Element,
    done: Element,
    flip: Element,
    position_out: Element,
    /// The legal moves offered while a move is typed.
    legal: Element,
    /// "Viewing move N of M", with the way back, shown while reviewing.
    review_bar: Element,
    review_text: Element,
    analyse: Element,
    /// The evaluation: a bar (the side to move's share) and words.
    analysis: Element,
    analysis_bar: Element,
    analysis_text: Element,
    /// The level list, and its Perfect entry (offered only where the game has it).
    level_list: Element,
    perfect_choice: Element,
    /// "Ask the computer again", after it failed.
    retry: Element,
    /// The typed move's field, and the position's.
    move_input: Element,
    position_in: Element,
    /// Beside the board: the chosen piece's warnings, a move waiting for a yes, threats.
    warning: Element,
    confirm: Element,
    confirm_text: Element,
    threats: Element,
    show_threats: Element,
    /// The move list's marks explained, and the game in sentences.
    legend: Element,
    log: Element,
}

/// The game screen as the router holds it.
type GameRef = Rc<GameScreen>;

/// What happens to the game screen.
enum Message {
    /// A button pressed (`control`).
    Act(GameAction, Element),
    /// A field or a list changed.
    Field(GameField, Element),
    /// A key in a field (Enter plays the typed move).
    FieldKey(GameField, Element, Event),
    /// A key anywhere on the page.
    Key(Event),
    /// The page is going: a move not yet saved is saved now.
    PageHide,
    Board(board::Change),
    /// A move picked in the list: the position after that many moves.
    Pick(usize),
    /// The answers of the computer's workers: the opponent, the analysis, who wins.
    Computer(Answer),
    Analyst(Answer),
    Verdict(Answer),
    /// The computer's move, after its pause: played if the game is still at `ply`.
    Paced {
        text: String,
        ply: usize,
    },
    /// Time to save the game in the browser.
    Save,
    /// A record read from a file.
    Imported(String),
    /// The engine's records: a record read, game `name`'s record written.
    RecordRead(Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>),
    RecordWritten {
        name: &'static str,
        written: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>,
    },
    /// The page learnt which settings the tablebase serves: Perfect is offered again.
    Tablebase,
}

impl Screen for GameScreen {
    /// The game opened (and where it came from), and what to report on it (a record
    /// imported).
    type Route<'a> = (Opening, Option<Phrase>);
    type Message = Message;

    fn mount(root: &Element, (opening, reported): (Opening, Option<Phrase>)) -> Result<GameRef, Phrase> {
        let game = show_game(root, opening);
        if let Some(done) = reported {
            report(&game, &done);
        }
        Ok(game)
    }

    fn update(game: &GameRef, message: Message) {
        match message {
            Message::Act(action, control) => actions::act(game, action, &control),
            Message::Field(field, control) => actions::changed(game, field, &control),
            Message::FieldKey(field, control, event) => actions::key_in_field(game, field, &control, &event),
            Message::Key(event) => page_key(game, &event),
            Message::PageHide | Message::Save => {
                if game.timers.borrow().unsaved {
                    save_game(game);
                }
            }
            // The model lets every legal move the player enters stand, or holds it for a
            // yes (what it can take back is its own: Undo, review).
            Message::Board(board::Change::Entered { text, warning, .. }) => entered(game, &text, warning),
            // A click elsewhere, or Escape, drops a move waiting for a yes: the game is as
            // it was, and nothing is saved, asked or played for a piece chosen. A click that
            // is no move's is explained, in the engine's words.
            Message::Board(board::Change::Selected { miss }) => {
                let why = {
                    let mut model = game.model.borrow_mut();
                    model.cancel();
                    miss.and_then(|miss| model.why_not(miss))
                };
                board::explain(&game.board, why);
                refresh(game);
            }
            Message::Board(board::Change::Cancelled) => {
                game.model.borrow_mut().cancel();
                refresh(game);
            }
            // The computer waits for the board's motions to end before it moves. What follows
            // a move played, taken back or another position shown starts from the model's
            // change (after_change): the board does not echo it.
            Message::Board(board::Change::Settled) => computer_turn(game),
            Message::Pick(ply) => review::view(game, ply),
            Message::Computer(answer) => on_answer(game, answer),
            Message::Analyst(answer) => analysis::on_answer(game, answer),
            Message::Verdict(answer) => verdict::on_answer(game, answer),
            Message::Paced { text, ply } => opponent::play_answer(game, &text, ply),
            Message::Imported(record) => keep::import_record(game, &record),
            Message::RecordRead(read) => keep::record_read(game, read),
            Message::RecordWritten { name, written } => keep::record_written(game, name, written),
            Message::Tablebase => {
                game.model.borrow_mut().recheck_perfect();
                refresh(game);
            }
        }
    }

    /// A move waiting to be saved is saved before the screen goes (its address is left as
    /// it is now).
    fn unmount(&self) {
        if self.timers.borrow().unsaved {
            save_game(self);
        }
    }
}

/// The picker: each game's card, with its ways in.
struct Picker {
    _clicks: dom::Listener,
    /// The cards' pictures still to draw, each in a task of its own.
    _pictures: Vec<dom::Timer>,
}

impl Screen for Picker {
    type Route<'a> = ();
    /// "Play the computer" on game NAME's card: its screen will play the computer.
    type Message = String;

    fn mount(root: &Element, (): ()) -> Result<Rc<Picker>, Phrase> {
        Ok(show_picker(root))
    }

    fn update(_: &Rc<Picker>, name: String) {
        opponent::choose_computer(&name);
    }
}

/// The app: the page's element it draws in, and its router, which owns the screen shown
/// (the picker or a game; Learn, the editor and online play have routers of their own).
pub struct App {
    root: Element,
    router: Router,
}

type AppRef = Rc<App>;

thread_local! {
    /// The app lives as long as the page; its listeners hold weak references to it.
    static APP: RefCell<Option<AppRef>> = const { RefCell::new(None) };
}

/// Shows what the address asks for now (after the app changed it without a `hashchange`),
/// with `report` said on the game screen it opens (a record imported).
fn reroute(report: Option<Phrase>) {
    if let Some(app) = APP.with(|cell| cell.borrow().clone()) {
        route(&app, report);
    }
}

/// Mounts the app into `root` and follows the address's `#game`.
pub fn start(root: Element) {
    prefs::install();
    // A part may show the page's first address already (start.js had it shown before
    // this wasm was fetched): that screen stays as it is.
    let first = root.get_attribute("data-first");
    root.remove_attribute("data-first").ok();
    let app = Rc::new(App { root, router: Router::new() });
    APP.with(|cell| *cell.borrow_mut() = Some(app.clone()));
    let address = dom::window().location().hash().unwrap_or_default();
    let hash = address.trim_start_matches('#');
    if first.as_deref() != Some(hash) || Part::of(hash).is_none() {
        route(&app, None);
    }
    let weak = Rc::downgrade(&app);
    dom::on(&dom::window(), "hashchange", move |_| {
        if let Some(app) = weak.upgrade() {
            route(&app, None);
        }
    })
    .for_page_life();
}

/// The game screen's page-wide listeners: a save waits for the click to be answered, and
/// leaving the page before it must not lose the move; the arrows, Home, End and Escape.
fn page_listeners(to: &Mailbox<GameScreen>) -> [dom::Listener; 2] {
    let hide = dom::on(&dom::window(), "pagehide", to.sender(|_| Message::PageHide));
    let keys = dom::on(&dom::document(), "keydown", to.sender(Message::Key));
    [hide, keys]
}

/// A key pressed anywhere on the page: the arrows, Home and End walk through the game
/// wherever the focus is, but in a text field, where they move the caret.
fn page_key(game: &GameRef, event: &Event) {
    let Some(key) = event.dyn_ref::<KeyboardEvent>().map(|k| k.key()) else { return };
    let typing = dom::typing(event);
    let board = game.board.clone();
    match (key.as_str(), Step::of_key(&key)) {
        ("Escape", _) => board::cancel(&board),
        (_, Some(step)) if !typing => review::take(game, step),
        _ => return,
    }
    event.prevent_default();
}

// The board editor is a part of the build of its own, loaded by www/editor.js when first
// opened.
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = pyramidEditor, js_name = show, catch)]
    fn show_editor(root: &Element, hash: &str) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
    #[wasm_bindgen(js_namespace = pyramidEditor, js_name = close, catch)]
    fn close_editor() -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
    // Learn and Puzzles likewise (www/learn.js).
    #[wasm_bindgen(js_namespace = pyramidLearn, js_name = show, catch)]
    fn show_learn(root: &Element, hash: &str) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
    #[wasm_bindgen(js_namespace = pyramidLearn, js_name = close, catch)]
    fn close_learn() -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
    // Online play likewise (www/online.js), where the game server served the page.
    #[wasm_bindgen(js_namespace = pyramidOnline, js_name = show, catch)]
    fn show_online(root: &Element, hash: &str) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
    #[wasm_bindgen(js_namespace = pyramidOnline, js_name = close, catch)]
    fn close_online() -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
}

/// The parts of the build that show an address of their own (the app shows the rest).
enum Part {
    Online,
    Learn,
    Editor,
}

impl Part {
    /// The part that shows `hash` (the address after `#`), if one does.
    fn of(hash: &str) -> Option<Part> {
        if hash == "online" || hash.starts_with("online/") {
            return Some(Part::Online);
        }
        let learning = hash.strip_prefix("learn/").or_else(|| hash.strip_prefix("puzzles/"));
        if learning.is_some_and(|rest| view::can_show(rest.split('/').next().unwrap_or_default())) {
            return Some(Part::Learn);
        }
        let name = hash.split('?').next().unwrap_or_default();
        name.strip_prefix("edit/").is_some_and(view::can_show).then_some(Part::Editor)
    }
}

/// The part of the address after `#`: a game name, or a whole game (a share link).
fn route(app: &App, report: Option<Phrase>) {
    let address = dom::window().location().hash().unwrap_or_default();
    let hash = address.trim_start_matches('#');
    let name = hash.split('?').next().unwrap_or_default();
    // The screen shown goes first: a game saves a move still waiting, before the next
    // screen reads the browser's store.
    app.router.close();
    keep::routed(&address);
    close_editor().ok();
    close_learn().ok();
    close_online().ok();
    let root = &app.root;
    // The other parts, each loaded the first time it opens (a message where it could not be).
    let or_not_loaded = |shown: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>, not_loaded: &str| {
        if shown.is_err() {
            clear(root);
            append(root, &html("p").l10n(not_loaded));
        }
    };
    match Part::of(hash) {
        Some(Part::Online) => return or_not_loaded(show_online(root, hash), "online-not-loaded"),
        Some(Part::Learn) => {
            clear(root);
            return or_not_loaded(show_learn(root, hash), "learn-not-loaded");
        }
        Some(Part::Editor) => return or_not_loaded(show_editor(root, hash), "editor-not-loaded"),
        None => {}
    }
    let saved = view::can_show(name)
        .then(|| dom::window().local_storage().ok().flatten())
        .flatten()
        .and_then(|s| s.get_item(&format!("{SAVE_PREFIX}{name}")).ok().flatten());
    let (mounted, class) = match opening(hash, saved.as_deref()).filter(|_| view::can_show(name)) {
        Some(opening) => (screen::mount::<GameScreen>(root, (opening, report)), "game"),
        None => (screen::mount::<Picker>(root, ()), "picker"),
    };
    app.router.show(root, mounted, class, ("#", "game-all-games"));
}

fn show_picker(root: &Element) -> Rc<Picker> {
    clear(root);
    i18n::title("site-title");
    let section = dom::from_template("picker");
    let list = dom::part(&section, ".cards");
    let mut pictures = Vec::new();
    // Each game's card: its picture, its words (messages named after it: game-NAME-title,
    // …), and its ways in. A first game is against the computer at the beginner's level;
    // online play shows only where the game server serves the page (www/online.js says so).
    for info in CATALOG {
        let name = info.name;
        let item = dom::from_template("picker-card");
        let part = |selector: &str| dom::part(&item, selector);
        let card = part(".card").attr("data-game", name);
        part("h2").l10n(&i18n::game_message(name, "title"));
        part(".designer").l10n(&i18n::game_message(name, "credit"));
        part(".summary").l10n(&i18n::game_message(name, "summary"));
        part("[data-action]").set_attribute("data-game", name).ok();
        link_game(&item, name);
        if let Ok(session) = games::open(name, &Options::new(), None) {
            let data = board::BoardData::of(session.as_ref());
            let picture = board::picture(data);
            card.prepend_with_node_1(&picture.frame).ok();
            pictures.push(dom::Timer::after(0, Box::new(move || picture.draw())));
        }
        append(&list, &item);
    }
    append(root, &section);
    // The link goes to the game; its click first sets the opponent that screen plays.
    Rc::new_cyclic(|weak| {
        let to = Mailbox::to(weak);
        let clicks = dom::on_control(&section, "click", move |action, link, _| {
            if let (PickerAction::PlayComputer, Some(name)) = (action, link.get_attribute("data-game")) {
                to.send(name);
            }
        });
        Picker { _clicks: clicks, _pictures: pictures }
    })
}

/// Points every link under `root` that names the start of its address in
/// `data-game-link` (`#learn/`) at game `name` (`#learn/NAME`).
fn link_game(root: &Element, name: &str) {
    let Ok(links) = root.query_selector_all("[data-game-link]") else { return };
    for link in dom::node_elements(links) {
        if let Some(start) = link.get_attribute("data-game-link") {
            link.set_attribute("href", &[start.as_str(), name].concat()).ok();
        }
    }
}

/// Shows game `name`: the game of a link if given, else the one saved in the browser,
/// else a new one. A saved game that a link replaces is kept in "Your games".
fn show_game(root: &Element, opening: Opening) -> GameRef {
    let name = opening.session.name();
    let storage = dom::window().local_storage().ok().flatten();
    let stored = storage.as_ref().and_then(|s| saved_opponent(s, name));
    // The game this browser had is never thrown away for a link's.
    if let Some(old) = &opening.archive {
        keep::archive(stored, old.as_ref());
    }
    let opponent = Opponent::opening(opening.source, stored);
    let model = GameModel::new(opening.session, prefs::ask_first(), opponent);
    let board = Board::new(model.board(), true);
    board.borrow_mut().set_show_threats(model.show_threats);
    let built = layout::build(&board, &model);
    clear(root);
    append(root, &built.section);
    i18n::page_title(Phrase::new("game-title").message("game", i18n::game_message(name, "title")));

    let game: GameRef = Rc::new_cyclic(|weak| {
        // The workers, the board and the move list answer the screen while it is there.
        let to = Mailbox::to(weak);
        let answers = |message: fn(Answer) -> Message| Computer::new(to.sender(message));
        let mut moves = built.moves;
        moves.on_pick(to.sender(Message::Pick));
        board::on_change(&board, to.sender(Message::Board));
        let mut bound = Vec::from(actions::bind(&to, &built.section));
        bound.extend(page_listeners(&to));
        bound.push(tablebase::listen(&to));
        let workers = Workers {
            computer: answers(Message::Computer),
            analyst: answers(Message::Analyst),
            analysing: false,
            oracle: built.verdict.map(|section| verdict::oracle(answers(Message::Verdict), &section)),
        };
        GameScreen {
            board: board.clone(),
            model: RefCell::new(model),
            panel: built.panel,
            moves: RefCell::new(moves),
            workers: RefCell::new(workers),
            timers: RefCell::new(Timers { unsaved: false, save: None, pace: None }),
            _bound: bound,
            told: std::cell::Cell::new(None),
        }
    });
    face_the_player(&game);
    refresh(&game);
    keep::draw_library();
    save_game(&game);
    computer_turn(&game);
    if let Some(notice) = opening.notice {
        say(&game, &notice);
    }
    game
}

/// Says what went wrong.
fn say(game: &GameRef, said: &Phrase) {
    message(game, Some(said), "error");
}

/// Says that something asked for was done (a link copied): not in an error's colour.
fn report(game: &GameRef, said: &Phrase) {
    message(game, Some(said), "done");
}

/// Clears the message.
fn unsay(game: &GameRef) {
    message(game, None, "");
}

fn message(game: &GameRef, said: Option<&Phrase>, kind: &str) {
    let el = game.panel.message.clone();
    let el = match said {
        Some(said) => el.l10n_phrase(said),
        None => el.l10n_none(),
    };
    el.set_attribute("class", &if said.is_none() { "message".to_string() } else { format!("message {kind}") }).ok();
}

/// Says a problem whose arguments come as JSON: a reason the engine's JavaScript API gave.
fn say_json(game: &GameRef, id: &str, args: &str) {
    let el = game.panel.message.clone();
    el.remove_attribute("data-l10n-phrases").ok();
    el.set_attribute("data-l10n-args", args).ok();
    el.set_attribute("data-l10n-id", id).ok();
    el.set_attribute("class", "message error").ok();
}

/// What follows a change of the model that the board now shows (a move played, moves
/// taken back, another position): the panel, the sound of a move `played` one on, the
/// save, the computer's turn, the verdict.
fn after_change(game: &GameRef, played: bool) {
    refresh(game);
    if played {
        panel::moved(game);
    }
    save_soon(game);
    computer_turn(game);
    verdict::ask(game);
}

/// Saves after the click has been answered: writing storage is slow and can wait.
fn save_soon(game: &GameRef) {
    let to = Mailbox::of(game);
    let save = Box::new(move || to.send(Message::Save));
    let mut timers = game.timers.borrow_mut();
    timers.unsaved = true;
    timers.save = Some(dom::Timer::after(0, save));
}

fn save_game(game: &GameScreen) {
    game.timers.borrow_mut().unsaved = false;
    let model = game.model.borrow();
    let live = model.game();
    let name = live.name();
    if let Some(storage) = dom::window().local_storage().ok().flatten() {
        storage.set_item(&format!("{SAVE_PREFIX}{name}"), &save::encode(live)).ok();
        storage.set_item(&format!("{OPPONENT_PREFIX}{name}"), &model.opponent().encode()).ok();
    }
    keep::sync_address(live);
}
