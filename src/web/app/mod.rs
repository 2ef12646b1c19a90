//! The app shell of `index.html`: the game picker, and a game screen with the board,
//! whose turn it is, the moves so far, New game / Undo / Redo, options, and a position
//! box. The game in progress is saved in the browser and restored on the next visit.

use crate::ai::Level;
use crate::game::{OptionSpec, Options, Side};
use crate::games::{self, CATALOG};
use crate::link;
use crate::save;
use crate::web::board::{self, Board, BoardRef};
use crate::web::computer::{self, Answer, Computer, Question};
use crate::web::dom::{self, append, button, clear, html, set_class, Build};
use crate::web::moves::MoveList;
use crate::web::sound::{self, Sound};
use crate::web::{prefs, view};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, KeyboardEvent};

mod analysis;
mod keep;
mod opponent;
mod panel;
mod review;
mod tablebase;
mod verdict;

use opponent::{
    computer_turn, offer_perfect, on_answer, on_opponent_change, saved_opponent, stop_thinking, undo_move, Mode,
    Strength,
};
use panel::{face_the_player, refresh};

const SAVE_PREFIX: &str = "pyramid-games:";
/// Beside each saved game: who plays it, as "MODE LEVEL" (such as "computer-black hard").
const OPPONENT_PREFIX: &str = "pyramid-opponent:";

struct Screen {
    board: BoardRef,
    /// Option values for the next new game, as the checkboxes show them.
    next_options: Options,
    panel: Panel,
    /// Which sides the computer plays, and how well.
    mode: Mode,
    level: Strength,
    /// The options of the game Perfect was last offered or withheld for: the level list
    /// changes only when a new game brings others.
    perfect_checked: Option<Options>,
    computer: Computer,
    moves: MoveList,
    /// Moves played when the panel was last brought up to date: more means a move was
    /// just played (and makes a sound).
    plies: usize,
    /// Set while the board shows an earlier position: the game itself waits here.
    review: Option<review::Review>,
    /// The computer weighing the position shown in review, in a worker of its own.
    analyst: Computer,
    analysing: bool,
    /// Who wins from here, for a game the engine solves.
    oracle: Option<verdict::Oracle>,
    /// A change not yet written to the browser's storage (the save waits a moment).
    unsaved: bool,
    /// The screen's DOM listeners, unbound when it goes.
    bound: Vec<dom::Listener>,
}

/// Runs `f` on the game in progress, wherever it is (on the board, or waiting while the
/// board shows an earlier position).
fn with_live<T>(screen: &Screen, f: impl FnOnce(&dyn games::Session) -> T) -> T {
    match &screen.review {
        Some(review) => f(review.live.as_ref()),
        None => f(screen.board.borrow().session()),
    }
}

struct Panel {
    turn: Element,
    thinking: Element,
    prompt: Element,
    /// Notes on the position, such as a repetition: never in the prompt's place.
    note: Element,
    counts: Element,
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
}

pub struct App {
    root: Element,
    screen: Option<Screen>,
}

type AppRef = Rc<RefCell<App>>;

thread_local! {
    /// The app lives as long as the page; its listeners hold weak references to it.
    static APP: RefCell<Option<AppRef>> = const { RefCell::new(None) };
}

/// Mounts the app into `root` and follows the address's `#game`.
pub fn start(root: Element) {
    prefs::install();
    let app = Rc::new(RefCell::new(App { root, screen: None }));
    APP.with(|cell| *cell.borrow_mut() = Some(app.clone()));
    route(&app);
    tablebase::listen(&app);
    // A save waits for the click to be answered; leaving the page before it must not
    // lose the move.
    let weak = Rc::downgrade(&app);
    dom::on(&dom::window(), "pagehide", move |_| {
        if let Some(app) = weak.upgrade() {
            let pending = app.borrow().screen.as_ref().is_some_and(|s| s.unsaved);
            if pending {
                save_game(&app);
            }
        }
    })
    .for_page_life();
    let weak = Rc::downgrade(&app);
    dom::on(&dom::window(), "hashchange", move |_| {
        if let Some(app) = weak.upgrade() {
            route(&app);
        }
    })
    .for_page_life();
    let weak = Rc::downgrade(&app);
    dom::on(&dom::document(), "keydown", move |event| {
        let (Some(app), Some(key)) = (weak.upgrade(), event.dyn_ref::<KeyboardEvent>().map(|k| k.key())) else {
            return;
        };
        let typing = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        let Some(board) = app.borrow().screen.as_ref().map(|s| s.board.clone()) else {
            return;
        };
        // The arrows, Home and End walk through the game wherever the focus is, but in a
        // text field, where they move the caret.
        match key.as_str() {
            "Escape" => board::cancel(&board),
            "ArrowLeft" if !typing => review::step(&app, -1),
            "ArrowRight" if !typing => review::step(&app, 1),
            "Home" if !typing => review::view(&app, 0),
            "End" if !typing => review::back_to_game(&app),
            _ => return,
        }
        event.prevent_default();
    })
    .for_page_life();
}

// The board editor is a part of the build of its own, loaded by www/editor.js when first
// opened.
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = pyramidEditor, js_name = show, catch)]
    fn show_editor(root: &Element, hash: &str) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
    #[wasm_bindgen(js_namespace = pyramidEditor, js_name = close, catch)]
    fn close_editor() -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
}

/// The part of the address after `#`: a game name, or a whole game (a share link).
fn route(app: &AppRef) {
    let address = dom::window().location().hash().unwrap_or_default();
    let hash = address.trim_start_matches('#');
    let name = hash.split('?').next().unwrap_or_default();
    // A move waiting to be saved is saved before the game screen goes (its address is
    // left as it is now).
    if app.borrow().screen.as_ref().is_some_and(|s| s.unsaved) {
        save_game(app);
    }
    keep::routed(&address);
    close_editor().ok();
    if hash.starts_with("edit/") && view::can_show(name.trim_start_matches("edit/")) {
        let mut a = app.borrow_mut();
        a.screen = None;
        if show_editor(&a.root, hash).is_err() {
            a.root.set_text_content(Some("The board editor could not be loaded."));
        }
        return;
    }
    if !view::can_show(name) {
        show_picker(app);
        return;
    }
    if !hash.contains('?') {
        show_game(app, name, None, None);
        return;
    }
    match link::decode(hash) {
        Ok(decoded) => {
            let problem =
                decoded.problem.map(|p| format!("The link is damaged ({p}); it opened as far as it could be read."));
            show_game(app, name, Some(decoded.session), problem);
        }
        Err(e) => show_game(app, name, None, Some(format!("The link cannot be opened: {e}"))),
    }
}

fn show_picker(app: &AppRef) {
    let mut a = app.borrow_mut();
    a.screen = None;
    clear(&a.root);
    dom::document().set_title("Pyramid games");
    let section = html("section").class("picker");
    append(&section, &html("h1").text("Four pyramid games"));
    append(
        &section,
        &html("p")
            .class("lede")
            .text("Pick a game to play against the computer, at three levels, or with a friend at one screen. Every rule is enforced; every move is animated."),
    );
    let list = html("ul").class("cards");
    for info in CATALOG {
        let available = view::can_show(info.name);
        let card = if available {
            html("a").class("card").attr("href", format!("#{}", info.name))
        } else {
            html("div").class("card soon").attr("aria-disabled", "true")
        };
        card.set_attribute("data-game", info.name).ok();
        if let Ok(session) = games::open(info.name, &Options::new(), None) {
            append(&card, &board::picture(session.as_ref()));
        }
        append(&card, &html("h2").text(info.title));
        append(&card, &html("p").class("designer").text(info.credit));
        append(&card, &html("p").text(info.summary));
        if !available {
            append(&card, &html("span").class("badge").text("Coming soon"));
        }
        append(&list, &html("li").child(&card));
    }
    append(&section, &list);
    append(&a.root, &section);
}

/// Shows game `name`: the game of a link if given, else the one saved in the browser,
/// else a new one. A saved game that a link replaces is kept in "Your games".
fn show_game(app: &AppRef, name: &str, linked: Option<Box<dyn games::Session>>, mut notice: Option<String>) {
    // Every listener the screen binds, dropped (unbound) with the screen.
    let mut bound: Vec<dom::Listener> = Vec::new();
    let storage = dom::window().local_storage().ok().flatten();
    let saved = storage.as_ref().and_then(|s| s.get_item(&format!("{SAVE_PREFIX}{name}")).ok().flatten());
    let saved = saved.and_then(|text| match save::decode(&text) {
        Ok(s) if s.name() == name => Some(s),
        Ok(_) => None,
        Err(e) => {
            notice = Some(format!("The saved game could not be restored ({e}); a new game was started."));
            None
        }
    });
    // A link to the game this browser already has (its own address, reloaded) is that
    // game, opponent and all.
    // A link to the game this browser already has, or to an earlier stage of it (its own
    // address, reloaded before it caught up with the last move), is that game, opponent
    // and all.
    let ours = |link: &dyn games::Session, saved: &dyn games::Session| {
        link.name() == saved.name()
            && link.options() == saved.options()
            && link.start_position() == saved.start_position()
            && saved.history().starts_with(&link.history())
    };
    let (session, from_address) = match (linked, saved) {
        (Some(linked), Some(saved)) if ours(linked.as_ref(), saved.as_ref()) => (saved, false),
        (Some(linked), Some(saved)) => {
            // The game this browser had is never thrown away for a link's.
            keep::archive(app, saved.as_ref());
            (linked, true)
        }
        (Some(linked), None) => (linked, true),
        (None, Some(saved)) => (saved, false),
        (None, None) => (games::open(name, &Options::new(), None).expect("the start position is valid"), false),
    };
    let next_options = session.options().clone();
    // A game resumed from the save goes on against the same opponent.
    let (mode, level) = match (&storage, from_address) {
        (Some(storage), false) => saved_opponent(storage, name),
        _ => (Mode::TwoPlayers, Strength::Search(Level::Normal)),
    };

    let mut a = app.borrow_mut();
    clear(&a.root);
    let info = CATALOG.iter().find(|g| g.name == name).expect("an available game is in the catalog");
    dom::document().set_title(&format!("{} — Pyramid games", info.title));

    let board = Board::new(session, true);
    let layout = html("section").class("game").attr("data-game", name);
    let board_area = html("div").class("board-area").child(&board.borrow().root);
    let aside = html("aside").class("panel");
    let heading = html("div").class("heading");
    append(&heading, &html("h1").text(info.title));
    append(&heading, &html("p").class("designer").text(info.credit));
    let rules = html("a").class("rules-link").attr("href", format!("rules/{name}.html")).text("Rules");
    let back = html("a").class("back-link").attr("href", "#").text("All games");
    append(&heading, &html("p").class("links").child(&back).child(&rules));

    // What the player needs while playing comes first; on a phone it sits under the board.
    let status = html("div").class("status");
    let turn = html("p").class("turn").attr("aria-live", "polite");
    let prompt = html("p").class("prompt");
    let note = html("p").class("note");
    let result = html("p").class("result").attr("aria-live", "polite");
    let message = html("p").class("message").attr("role", "status");
    // The thinking line keeps its place when idle, so nothing below it jumps.
    let thinking = html("p").class("thinking idle").attr("aria-live", "polite");
    // After the computer failed (a book that did not download, a position Perfect does
    // not know): ask it again.
    let retry = button("Ask the computer again", "retry").class("hidden");
    for el in [&turn, &prompt, &thinking, &result, &message, &retry, &note] {
        append(&status, el);
    }

    let buttons = html("div").class("buttons");
    let new_game = button("New game", "new-game");
    let undo = button("Undo", "undo").attr("title", "Undo (←)");
    let redo = button("Redo", "redo").attr("title", "Redo (→)");
    let flip = button("Flip", "flip").attr("title", "Turn the board round").attr("aria-pressed", "false");
    let pass = button("Pass", "pass");
    let done = button("Done", "done");
    for el in [&undo, &redo, &flip, &new_game, &pass, &done] {
        append(&buttons, el);
    }

    // A move typed in the game's notation, with the legal moves offered as suggestions.
    let typed = html("div").class("move-box");
    let list_id = format!("legal-moves-{name}");
    let move_input = html("input")
        .attr("type", "text")
        .attr("list", &list_id)
        .attr("autocomplete", "off")
        .attr("spellcheck", "false")
        .attr("placeholder", format!("e.g. {}", info.move_example))
        .attr("data-control", "move")
        .class("move-input");
    let legal = html("datalist").attr("id", &list_id);
    let play_typed = button("Play", "play-typed");
    append(&typed, &html("label").class("control").child(&html("span").text("Type a move")).child(&move_input));
    append(&typed, &play_typed);
    append(&typed, &legal);

    let keys_box = html("details").class("keys");
    append(&keys_box, &html("summary").text("Keys"));
    let keys_list = html("ul").class("keys-list");
    for line in [
        "Tab to the board, then the arrow keys move between cells. On Pyramida's squares they reach the four diagonal neighbours (↑ up-right, → down-right, ↓ down-left, ← up-left); on hexagons ← → follow the rank, ↑ ↓ the file.",
        "Page Up / Page Down change level (Pyraos); Home / End go to the ends of a row.",
        "Enter or Space picks the cell under the cursor, Escape cancels the move being entered.",
        "? on the board reads out the whole position.",
        "Outside the board and text fields: ← → step through the moves, Home / End jump to the start / the game.",
    ] {
        append(&keys_list, &html("li").text(line));
    }
    append(&keys_box, &keys_list);

    let moves_box = html("div").class("moves");
    append(&moves_box, &html("h2").class("moves-title").text("Moves"));
    let review_bar = html("div").class("review-bar hidden").attr("role", "group").attr("aria-label", "Review");
    let review_text = html("span").class("review-text").attr("aria-live", "polite");
    let earlier = button("◀", "review-back").attr("aria-label", "Previous move (←)").attr("title", "Previous move (←)");
    let later = button("▶", "review-forward").attr("aria-label", "Next move (→)").attr("title", "Next move (→)");
    let to_game = button("Back to the game", "review-end").attr("title", "The position now (End)");
    let here = button("Continue from here", "continue-here");
    let analyse = button("Analyse", "analyse").attr("aria-pressed", "false");
    for el in [&review_text, &earlier, &later, &to_game, &here, &analyse] {
        append(&review_bar, el);
    }
    append(&moves_box, &review_bar);
    let analysis = html("div").class("analysis hidden").attr("aria-live", "polite");
    let analysis_bar = html("span").class("analysis-bar").attr("style", "width: 50%");
    let analysis_text = html("span").class("analysis-text");
    append(&analysis, &html("span").class("analysis-meter").attr("aria-hidden", "true").child(&analysis_bar));
    append(&analysis, &analysis_text);
    append(&moves_box, &analysis);
    let (verdict_box, oracle) = verdict::section(app, name, &mut bound).unzip();
    if let Some(verdict_box) = &verdict_box {
        append(&moves_box, verdict_box);
    }
    let mut moves = MoveList::new();
    append(&moves_box, &moves.element);
    let (keep_tools, library) = keep::section(app, &mut bound);
    append(&moves_box, &keep_tools);

    let play_row = html("div").class("opponent");
    let mode_select = select("Opponent", "mode", &Mode::ALL.map(|(_, v, l)| (v, l)), mode.value());
    let levels = Strength::CHOICES.map(|(_, v, l)| (v, l));
    let level_select = select("Level", "level", &levels, level.value());
    let perfect_choice = level_select.1.query_selector("option[value=perfect]").ok().flatten().expect("listed above");
    perfect_choice.set_attribute("title", "Plays perfectly, from the solved game (downloads its book once)").ok();
    append(&play_row, &mode_select.0);
    append(&play_row, &level_select.0);
    let counts = html("p").class("counts");

    let options_box = html("details").class("options");
    append(&options_box, &html("summary").text("Options"));
    append(&options_box, &html("p").class("hint").text("Options take effect when you start a new game."));
    for spec in board.borrow().session().option_specs() {
        append(&options_box, &option_control(app, &mut bound, spec, next_options.get(spec)));
    }

    let position_box = html("details").class("position");
    append(&position_box, &html("summary").text("Position"));
    let position_out = html("code").class("position-text");
    append(&position_box, &position_out);
    let position_in = html("input")
        .attr("type", "text")
        .attr("aria-label", "Start from a position")
        .attr("placeholder", "w W:… B:…")
        .attr("spellcheck", "false")
        .class("position-input");
    let load = button("Start from this position", "load-position");
    append(&position_box, &position_in);
    append(&position_box, &load);
    // The editor starts from the game as it stands (the position shown in review).
    let edit = button("Edit in the board editor", "edit-position");
    wire(&mut bound, app, &edit, |_, board| {
        let link = link::encode(board.borrow().session());
        let _ = dom::window().location().set_hash(&format!("edit/{link}"));
    });
    append(&position_box, &edit);
    for el in [
        &heading,
        &status,
        &buttons,
        &moves_box,
        &typed,
        &play_row,
        &counts,
        &options_box,
        &position_box,
        &library,
        &keys_box,
    ] {
        append(&aside, el);
    }

    append(&layout, &board_area);
    append(&layout, &aside);
    append(&a.root, &layout);

    let panel = Panel {
        turn,
        thinking,
        prompt,
        note,
        counts,
        result,
        message,
        undo: undo.clone(),
        redo: redo.clone(),
        pass: pass.clone(),
        done: done.clone(),
        flip: flip.clone(),
        position_out,
        legal,
        review_bar,
        review_text,
        analyse: analyse.clone(),
        analysis,
        analysis_bar,
        analysis_text,
        level_list: level_select.1.clone(),
        perfect_choice,
        retry: retry.clone(),
    };
    let weak = Rc::downgrade(app);
    let computer = Computer::new(move |answer| {
        if let Some(app) = weak.upgrade() {
            on_answer(&app, answer);
        }
    });
    let plies = board.borrow().session().history().len();
    let weak = Rc::downgrade(app);
    moves.on_pick(move |ply| {
        if let Some(app) = weak.upgrade() {
            review::view(&app, ply);
        }
    });
    let weak = Rc::downgrade(app);
    let analyst = Computer::new(move |answer| {
        if let Some(app) = weak.upgrade() {
            analysis::on_answer(&app, answer);
        }
    });
    a.screen = Some(Screen {
        board: board.clone(),
        next_options,
        panel,
        mode,
        level,
        perfect_checked: None,
        computer,
        moves,
        plies,
        review: None,
        analyst,
        analysing: false,
        oracle,
        unsaved: false,
        bound: Vec::new(),
    });
    drop(a);

    let weak = Rc::downgrade(app);
    board::on_change(&board, move || {
        if let Some(app) = weak.upgrade() {
            refresh(&app);
            save_soon(&app);
            computer_turn(&app);
            verdict::ask(&app);
        }
    });
    on_opponent_change(app, &mut bound, &mode_select.1, |screen, value| {
        screen.mode = Mode::from_value(&value).unwrap_or(Mode::TwoPlayers);
        face_the_player(screen);
    });
    wire(&mut bound, app, &flip, |app, board| {
        let on = !board.borrow().is_flipped();
        board.borrow_mut().set_flipped(on);
        refresh(app);
    });
    on_opponent_change(app, &mut bound, &level_select.1, |screen, value| {
        screen.level = Strength::from_value(&value).unwrap_or(Strength::Search(Level::Normal));
    });
    wire(&mut bound, app, &retry, |app, _| {
        say(app, "");
        computer_turn(app);
    });
    wire(&mut bound, app, &earlier, |app, _| review::step(app, -1));
    wire(&mut bound, app, &later, |app, _| review::step(app, 1));
    wire(&mut bound, app, &to_game, |app, _| review::back_to_game(app));
    wire(&mut bound, app, &here, |app, _| review::continue_here(app));
    wire(&mut bound, app, &analyse, |app, _| analysis::toggle(app));
    let source = move_input.clone();
    wire(&mut bound, app, &play_typed, move |app, board| play_typed_move(app, board, &source));
    let (weak, source) = (Rc::downgrade(app), move_input.clone());
    bound.push(dom::on(&move_input, "keydown", move |event| {
        let Some(app) = weak.upgrade() else { return };
        if event.dyn_ref::<KeyboardEvent>().map(|k| k.key()).as_deref() != Some("Enter") {
            return;
        }
        event.prevent_default();
        let board = app.borrow().screen.as_ref().map(|s| s.board.clone());
        if let Some(board) = board {
            say(&app, "");
            play_typed_move(&app, &board, &source);
        }
    }));
    if let Some(clear_button) = library.query_selector("[data-action='clear-library']").ok().flatten() {
        wire(&mut bound, app, &clear_button, |_, _| keep::clear_library());
    }
    wire(&mut bound, app, &new_game, |app, board| {
        review::back_to_game(app);
        stop_thinking(app);
        // The game it replaces is kept, never dropped.
        keep::archive(app, board.borrow().session());
        let options = app.borrow().screen.as_ref().map(|s| s.next_options.clone()).unwrap_or_default();
        let name = board.borrow().session().name();
        match games::open(name, &options, None) {
            Ok(session) => board::reset(board, session),
            Err(e) => say(app, &e.to_string()),
        }
    });
    wire(&mut bound, app, &undo, undo_move);
    wire(&mut bound, app, &redo, |app, board| {
        stop_thinking(app);
        board::redo(board);
    });
    wire(&mut bound, app, &pass, |app, board| {
        let moves = board.borrow().button_moves();
        if let Some(mv) = moves.first() {
            if let Err(e) = board::play(board, mv) {
                say(app, &e);
            }
        }
    });
    wire(&mut bound, app, &done, |app, board| {
        let complete = board.borrow().complete_move();
        if let Some(mv) = complete {
            if let Err(e) = board::play(board, &mv) {
                say(app, &e);
            }
        }
    });
    let input = position_in.clone();
    wire(&mut bound, app, &load, move |app, board| {
        let text = input.dyn_ref::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default();
        let (name, options) = {
            let b = board.borrow();
            let options = app.borrow().screen.as_ref().map(|s| s.next_options.clone()).unwrap_or_default();
            (b.session().name(), options)
        };
        // A bad position leaves the game in progress as it was.
        match games::open(name, &options, Some(&text)) {
            Ok(session) => {
                review::back_to_game(app);
                stop_thinking(app);
                keep::archive(app, board.borrow().session());
                board::reset(board, session)
            }
            Err(e) => say(app, &e.to_string()),
        }
    });
    if let Some(screen) = app.borrow_mut().screen.as_mut() {
        face_the_player(screen);
        screen.bound = bound;
    }
    refresh(app);
    keep::draw_library();
    save_game(app);
    computer_turn(app);
    if let Some(text) = notice {
        say(app, &text);
    }
}

/// A labelled list; returns the label and the select element.
fn select(label: &str, control: &str, choices: &[(&str, &str)], chosen: &str) -> (Element, Element) {
    let list = html("select").attr("data-control", control);
    for (value, text) in choices {
        let option = html("option").attr("value", value).text(text);
        if *value == chosen {
            option.set_attribute("selected", "").ok();
        }
        append(&list, &option);
    }
    (html("label").class("control").child(&html("span").text(label)).child(&list), list)
}

/// Plays the move typed in `input`; a bad or illegal one is explained and the game kept.
fn play_typed_move(app: &AppRef, board: &BoardRef, input: &Element) {
    let Some(field) = input.dyn_ref::<HtmlInputElement>() else { return };
    let text = field.value();
    if text.trim().is_empty() {
        return;
    }
    let reviewing = app.borrow().screen.as_ref().is_some_and(|s| s.review.is_some());
    if reviewing {
        say(app, "You are viewing an earlier move: go back to the game (End) to play.");
        return;
    }
    if !board.borrow().is_interactive() {
        say(app, "It is the computer's turn.");
        return;
    }
    match board::play(board, &text) {
        Ok(()) => field.set_value(""),
        Err(e) => say(app, &e),
    }
}

/// Runs `action` on a click, with the app and its board.
/// The listener goes into `bound`, which the screen keeps and drops with itself.
fn wire(bound: &mut Vec<dom::Listener>, app: &AppRef, el: &Element, action: impl Fn(&AppRef, &BoardRef) + 'static) {
    bound.push(wire_boxed(app, el, Box::new(action)));
}

/// What a button of the game screen does.
type Action = dyn Fn(&AppRef, &BoardRef);

/// [`wire`]'s work, not generic: one copy in the wasm instead of one per button.
#[inline(never)]
fn wire_boxed(app: &AppRef, el: &Element, action: Box<Action>) -> dom::Listener {
    let weak = Rc::downgrade(app);
    dom::on(el, "click", move |_| {
        let Some(app) = weak.upgrade() else { return };
        let board = app.borrow().screen.as_ref().map(|s| s.board.clone());
        if let Some(board) = board {
            say(&app, "");
            action(&app, &board);
        }
    })
}

/// A checkbox for an on/off option, a list for others.
fn option_control(app: &AppRef, bound: &mut Vec<dom::Listener>, spec: &'static OptionSpec, value: &str) -> Element {
    let label = html("label").class("option").attr("title", spec.help);
    let on_off = spec.values == ["on", "off"] || spec.values == ["off", "on"];
    let control = if on_off {
        let input = html("input").attr("type", "checkbox").attr("data-option", spec.key);
        if value == "on" {
            input.set_attribute("checked", "").ok();
        }
        input
    } else {
        let select = html("select").attr("data-option", spec.key);
        for v in spec.values {
            let option = html("option").attr("value", v).text(v);
            if *v == value {
                option.set_attribute("selected", "").ok();
            }
            append(&select, &option);
        }
        select
    };
    let weak = Rc::downgrade(app);
    let source = control.clone();
    bound.push(dom::on(&control, "change", move |_| {
        let Some(app) = weak.upgrade() else { return };
        let value = if on_off {
            let checked = source.dyn_ref::<HtmlInputElement>().is_some_and(|i| i.checked());
            if checked { "on" } else { "off" }.to_string()
        } else {
            source.dyn_ref::<web_sys::HtmlSelectElement>().map(|s| s.value()).unwrap_or_default()
        };
        let mut a = app.borrow_mut();
        if let Some(screen) = a.screen.as_mut() {
            screen.next_options.set(spec.key, &value);
        }
    }));
    append(&label, &control);
    append(&label, &html("span").text(spec.label));
    append(&label, &html("small").text(spec.help));
    label
}

fn say(app: &AppRef, text: &str) {
    if let Some(screen) = app.borrow().screen.as_ref() {
        screen.panel.message.set_text_content(Some(text));
        set_class(&screen.panel.message, "error", !text.is_empty());
    }
}

/// Saves after the click has been answered: writing storage is slow and can wait.
fn save_soon(app: &AppRef) {
    if let Some(screen) = app.borrow_mut().screen.as_mut() {
        screen.unsaved = true;
    }
    let weak = Rc::downgrade(app);
    let save = wasm_bindgen::closure::Closure::once_into_js(move || {
        if let Some(app) = weak.upgrade() {
            save_game(&app);
        }
    });
    dom::window().set_timeout_with_callback(save.unchecked_ref()).ok();
}

fn save_game(app: &AppRef) {
    if let Some(screen) = app.borrow_mut().screen.as_mut() {
        screen.unsaved = false;
    }
    let a = app.borrow();
    let Some(screen) = a.screen.as_ref() else {
        return;
    };
    with_live(screen, |live| {
        let name = live.name();
        if let Some(storage) = dom::window().local_storage().ok().flatten() {
            storage.set_item(&format!("{SAVE_PREFIX}{name}"), &save::encode(live)).ok();
            let opponent = format!("{} {}", screen.mode.value(), screen.level.value());
            storage.set_item(&format!("{OPPONENT_PREFIX}{name}"), &opponent).ok();
        }
        keep::sync_address(live);
    });
}
