//! Learn and Puzzles: the course of each game, its lessons, and its puzzles, in a wasm part
//! of their own (feature `learn`, pyramid-learn.js), which www/learn.js loads the first time
//! the app opens one, with the game's lesson or puzzle file. Both screens drive the board
//! the game screen uses, as its new drivers: a lesson's run (learn::LessonRun) and a
//! puzzle's solution answer each move the board plays.
//!
//! Addresses: `#learn/GAME` (the course), `#learn/GAME/N` (lesson N, from 1),
//! `#puzzles/GAME` (a puzzle near the player's rating), `#puzzles/GAME/ID` (that one),
//! `#puzzles/GAME/streak/N` (the N-th of puzzles of rising difficulty, until the first
//! mistake).

mod course;
mod progress;
mod puzzles;

use crate::message::Phrase;
use crate::web::dom::{append, clear, html, Build};
use crate::web::i18n::{self, Localized};
use crate::web::shadow;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

use web_sys::Element;

use crate::web::screen::{self, Mounted, Router};
pub(crate) use crate::web::screen::{Mailbox, Screen};

/// What a Learn screen is mounted from: its game, the game's lesson or puzzle file, and
/// the app's address for the links to the rest ("" on the app's own page).
#[derive(Clone, Copy)]
pub struct Source<'a> {
    game: &'a str,
    data: &'a str,
    base: &'a str,
}

thread_local! {
    /// This part's live screen.
    static ROUTER: Router = const { Router::new() };
}

/// Shows the screen of `hash` in `root`, from `data`, the game's lesson or puzzle file.
#[wasm_bindgen(js_name = showLearn)]
pub fn show(root: &Element, hash: &str, data: &str) {
    // The screen shown leaves first: its teardown never undoes the new one's title.
    close();
    let parts: Vec<&str> = hash.split('/').collect();
    let source = |game| Source { game, data, base: "" };
    let puzzle = |game, pick| screen::mount::<puzzles::PuzzleScreen>(root, (source(game), pick));
    let shown = match parts.as_slice() {
        ["learn", game] => screen::mount::<course::CourseScreen>(root, source(game)),
        ["learn", game, n] => match n.parse::<usize>() {
            Ok(n) if n >= 1 => screen::mount::<course::Lesson>(root, (source(game), n - 1)),
            _ => Err(Phrase::new("learn-bad-number").text("number", n)),
        },
        ["puzzles", game] => puzzle(game, puzzles::Pick::Near),
        ["puzzles", game, "streak", n] => match n.parse::<usize>() {
            Ok(n) => puzzle(game, puzzles::Pick::Streak(n)),
            Err(_) => Err(Phrase::new("learn-bad-number").text("number", n)),
        },
        ["puzzles", game, id] => puzzle(game, puzzles::Pick::Id(id.to_string())),
        _ => Err(Phrase::new("learn-bad-address").text("address", hash)),
    };
    ROUTER.with(|r| r.show(root, shown, "learn", ("#", "game-all-games")));
}

/// A lesson or puzzle file that cannot be read: its author's problem, as the parser says it.
fn bad_file(detail: String) -> Phrase {
    Phrase::new("learn-bad-file").text("detail", detail)
}

/// Sets the page's title, on the app's own page only (`base` is empty there).
pub(crate) fn title(base: &str, page: Phrase) {
    if base.is_empty() {
        i18n::page_title(page);
    }
}

thread_local! {
    /// Lessons and puzzles embedded in a page: they live as long as it.
    static EMBEDDED: RefCell<Vec<Mounted>> = const { RefCell::new(Vec::new()) };
}

/// Mounts a lesson (`data-lesson="N"`) or a puzzle (`data-puzzle="ID"`) of `data-game` in
/// an embedded element, like the other embeds (in its shadow root, isolated from the
/// page's CSS), from `data`, the game's lesson or puzzle file; `app` is the app's address,
/// for the links to the rest. A bad attribute is said in place, and in `data-error`.
#[wasm_bindgen(js_name = mountLearn)]
pub fn mount(el: &Element, data: &str, app: &str) {
    let game = el.get_attribute("data-game").unwrap_or_default();
    let inner = shadow::isolated(el);
    let source = Source { game: &game, data, base: app };
    let shown = match (el.get_attribute("data-lesson"), el.get_attribute("data-puzzle")) {
        (Some(n), None) => match n.parse::<usize>() {
            Ok(n) if n >= 1 => screen::mount::<course::Lesson>(&inner, (source, n - 1)),
            _ => Err(Phrase::new("learn-bad-number").text("number", n)),
        },
        (None, Some(id)) => screen::mount::<puzzles::PuzzleScreen>(&inner, (source, puzzles::Pick::Id(id))),
        _ => Err(Phrase::new("learn-lesson-or-puzzle")),
    };
    match shown {
        Ok(screen) => {
            el.set_attribute("data-state", "ready").ok();
            EMBEDDED.with(|e| e.borrow_mut().push(screen));
        }
        Err(problem) => {
            clear(&inner);
            append(&inner, &html("p").class("board-error").attr("role", "alert").l10n_phrase(&problem));
            el.set_attribute("data-state", "error").ok();
            el.set_attribute("data-error", &[problem.id, " ", &problem.args_json()].concat()).ok();
        }
    }
}

/// Ends the screen shown, if any.
#[wasm_bindgen(js_name = closeLearn)]
pub fn close() {
    ROUTER.with(Router::close);
}

/// `game` (a copy of a run's game before the learner's move) after `text`, the move the
/// run just took: what the board shows first, whatever the run played or took back after.
fn after(mut game: Box<dyn crate::games::Session>, text: &str) -> crate::web::board::BoardData {
    game.play(text).ok();
    crate::web::board::BoardData::of(game.as_ref())
}
