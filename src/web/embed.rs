//! Boards embedded in any page: `<div class="pyramid-embed" data-game=… >`, mounted by
//! `embed.js`. Each element is read and checked on its own; a bad one shows a readable
//! error in its place and the others still mount. Nothing read from an attribute is ever
//! inserted as HTML: text goes in as text.

pub use crate::embed_attrs::{parse, Embed, Size};
use crate::phrase::Phrase;
use crate::screen::controls::{Control, EmbedAction};
use crate::web::board::{self, Board, BoardRef};
use crate::web::dom::{self, append, button, html, set_class, Build};
use crate::web::i18n::Localized;
use crate::web::moves::MoveList;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// What the step buttons of an example do, by their action (`first`, `next`, …).
type Stepper = Rc<dyn Fn(EmbedAction)>;

/// Milliseconds between the moves of a replay.
const REPLAY_STEP_MS: i32 = 850;

thread_local! {
    /// Embedded boards live as long as the page; their listeners hold weak references.
    static MOUNTED: RefCell<Vec<BoardRef>> = const { RefCell::new(Vec::new()) };
}

/// Mounts every `.pyramid-embed` on the page that is not mounted yet.
pub fn mount_all() {
    let Ok(found) = dom::document().query_selector_all(".pyramid-embed") else { return };
    for i in 0..found.length() {
        if let Some(el) = found.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
            mount(&el);
        }
    }
}

/// Mounts one element (again only if it was never mounted).
#[wasm_bindgen(js_name = mountBoard)]
pub fn mount(el: &Element) {
    // Lessons and puzzles are mounted by the Learn part (embed.js loads it).
    if el.get_attribute("data-state").is_some() || el.has_attribute("data-lesson") || el.has_attribute("data-puzzle") {
        return;
    }
    match parse(|name| el.get_attribute(&format!("data-{name}"))) {
        Ok(embed) => build(el, embed),
        Err(message) => show_error(el, &message),
    }
}

/// Says why the board cannot be shown, in its page's language; `data-error` keeps the
/// English for programs.
fn show_error(el: &Element, problem: &Phrase) {
    let inner = dom::isolated(el);
    let said = Phrase::new("embed-error").phrase("problem", problem.clone());
    append(&inner, &html("p").class("board-error").attr("role", "alert").l10n_phrase(&said));
    el.set_attribute("data-state", "error").ok();
    el.set_attribute("data-error", &problem.plain_english()).ok();
}

fn build(el: &Element, embed: Embed) {
    let inner = dom::isolated(el);
    let size = match embed.size {
        Size::Small => "size-small",
        Size::Medium => "size-medium",
        Size::Large => "size-large",
    };
    set_class(el, size, true);
    set_class(&inner, size, true);
    let board = Board::new(embed.session(), embed.interactive);
    if embed.view.is_some() {
        board.borrow_mut().show_region(embed.view);
    }
    append(&inner, &board.borrow().root);
    let bar = html("div").class("embed-bar");
    let status = html("span").class("embed-status").attr("aria-live", "polite");
    let embed = Rc::new(embed);
    let mut move_list = None;
    let mut step: Option<Stepper> = None;
    // The replay's next step, while one runs: replaced by a newer replay, dropped (and so
    // stopped) by a step by hand.
    let replay: Replay = Rc::new(RefCell::new(None));
    if embed.interactive {
        append(&bar, &button("", EmbedAction::Undo.name()).l10n("game-undo"));
        append(&bar, &button("", EmbedAction::Reset.name()).l10n("embed-reset"));
    } else if !embed.moves.is_empty() {
        let (list, stepper) = steps(&inner, &board, &embed, &bar);
        (move_list, step) = (Some(list), Some(stepper));
        append(&bar, &button("", EmbedAction::Replay.name()).l10n("embed-replay"));
        // Stepping by hand stops a replay.
        let (next, root) = (replay.clone(), el.clone());
        dom::on(&inner, "embed-step", move |_| {
            next.borrow_mut().take();
            root.remove_attribute("data-replay").ok();
        })
        .for_page_life();
    }
    let (weak, fresh, root) = (Rc::downgrade(&board), embed.clone(), el.clone());
    dom::on_control(&inner, "click", move |action, _, _| {
        let Some(board) = weak.upgrade() else { return };
        match action {
            EmbedAction::Undo => board::undo(&board),
            EmbedAction::Reset => board::reset(&board, fresh.session()),
            EmbedAction::Replay => {
                replay.borrow_mut().take();
                board::reset(&board, fresh.session());
                root.set_attribute("data-replay", "running").ok();
                replay_from(board, fresh.clone(), Rc::downgrade(&replay), 0, root.clone());
            }
            _ => {
                if let Some(step) = &step {
                    step(action);
                }
            }
        }
    })
    .for_page_life();
    append(&bar, &status);
    append(&inner, &bar);
    if let Some(list) = &move_list {
        append(&inner, list);
    }
    if let Some(caption) = &embed.caption {
        append(&inner, &html("p").class("embed-caption").text(caption));
    }
    let weak = Rc::downgrade(&board);
    let (shown, total) = (status.clone(), embed.moves.len());
    let interactive = embed.interactive;
    let update = move || {
        let Some(board) = weak.upgrade() else { return };
        let b = board.borrow();
        let s = b.session();
        let phrase = match (s.end(), interactive) {
            (Some(end), _) => Some(end.phrase()),
            (None, true) => Some(s.turn_phrase()),
            (None, false) if total > 0 => Some(
                crate::phrase::Phrase::new("embed-move-of")
                    .count("count", s.plies() as i64)
                    .count("total", total as i64),
            ),
            (None, false) => None,
        };
        match phrase {
            Some(phrase) => shown.clone().l10n_phrase(&phrase),
            None => shown.clone().l10n_none(),
        };
    };
    update();
    // A board that takes moves lets every legal one stand.
    let entered = Rc::downgrade(&board);
    board::on_change(&board, move |change| match (change, entered.upgrade()) {
        (board::Change::Entered { text, .. }, Some(board)) => {
            board::play(&board, &text).ok();
        }
        _ => update(),
    });
    el.set_attribute("data-state", "ready").ok();
    MOUNTED.with(|m| m.borrow_mut().push(board));
}

/// The next step of an embed's replay, while one runs.
type Slot = RefCell<Option<dom::Timer>>;
type Replay = Rc<Slot>;

/// Plays move `i` of the replay and schedules the next in `replay`, whose timer a newer
/// replay or a step by hand drops.
fn replay_from(board: BoardRef, embed: Rc<Embed>, replay: Weak<Slot>, i: usize, root: Element) {
    let Some(text) = embed.moves.get(i) else {
        root.set_attribute("data-replay", "done").ok();
        return;
    };
    // Checked when the attributes were read, so this cannot fail; if it did, stop.
    if board::play(&board, text).is_err() {
        root.set_attribute("data-replay", "done").ok();
        return;
    }
    let delay = if i == 0 { REPLAY_STEP_MS / 2 } else { REPLAY_STEP_MS };
    let Some(slot) = replay.upgrade() else { return };
    let next = Box::new(move || replay_from(board, embed, replay, i + 1, root));
    *slot.borrow_mut() = Some(dom::Timer::after(delay, next));
}

/// First / Previous / Next / Last, the keys ← → Home End while the diagram has the focus,
/// and the example's move list (a click on a move goes there). A step forward animates
/// the move's events; any other jump redraws.
///
/// Returns the move list and what the step buttons do, by their action.
fn steps(el: &Element, board: &BoardRef, embed: &Rc<Embed>, bar: &Element) -> (Element, Stepper) {
    let total = embed.moves.len();
    let mut list = MoveList::new();
    list.update(embed.session_at(total).as_ref());
    let list = Rc::new(RefCell::new(list));
    let go = {
        let (embed, weak, root) = (embed.clone(), Rc::downgrade(board), el.clone());
        Rc::new(move |to: usize| {
            let Some(board) = weak.upgrade() else { return };
            root.dispatch_event(&web_sys::Event::new("embed-step").expect("an event")).ok();
            let now = board.borrow().session().plies();
            let to = to.min(total);
            if to == now + 1 {
                board::play(&board, &embed.moves[now]).ok();
            } else if to != now {
                board::reset(&board, embed.session_at(to));
            }
        })
    };
    let here = {
        let weak = Rc::downgrade(board);
        move || weak.upgrade().map_or(0, |b| b.borrow().session().plies())
    };
    let here = Rc::new(here);
    for (label, action, name) in [
        ("«", EmbedAction::First, "embed-first"),
        ("‹", EmbedAction::Previous, "review-back"),
        ("›", EmbedAction::Next, "review-forward"),
        ("»", EmbedAction::Last, "embed-last"),
    ] {
        append(bar, &button(label, action.name()).l10n(name));
    }
    let (step_go, step_here) = (go.clone(), here.clone());
    let step = move |action: EmbedAction| {
        let to = match action {
            EmbedAction::First => 0,
            EmbedAction::Last => total,
            EmbedAction::Previous => step_here().saturating_sub(1),
            EmbedAction::Next => step_here() + 1,
            _ => return,
        };
        step_go(to);
    };
    let (keys_go, keys_here) = (go.clone(), here.clone());
    dom::on(el, "keydown", move |event| {
        let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>().map(|k| k.key()) else { return };
        let to = match key.as_str() {
            "ArrowLeft" => keys_here().saturating_sub(1),
            "ArrowRight" => keys_here() + 1,
            "Home" => 0,
            "End" => total,
            _ => return,
        };
        event.prevent_default();
        keys_go(to);
    })
    .for_page_life();
    let clicked = go.clone();
    list.borrow_mut().on_pick(move |ply| clicked(ply));
    let shown = list.clone();
    board::on_change(board, move |_| {
        shown.borrow().set_current(here(), false);
    });
    list.borrow().set_current(0, false);
    let element = list.borrow().element.clone();
    (element.l10n("embed-moves"), Rc::new(step))
}
