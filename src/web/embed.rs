//! Boards embedded in any page: `<div class="pyramid-embed" data-game=… >`, mounted by
//! `embed.js`. Each element is read and checked on its own; a bad one shows a readable
//! error in its place and the others still mount. Nothing read from an attribute is ever
//! inserted as HTML: text goes in as text.

pub use crate::embed_attrs::{parse, Embed, Size};
use crate::web::board::{self, Board, BoardRef};
use crate::web::dom::{self, append, button, clear, html, set_class, Build};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

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
    if el.get_attribute("data-state").is_some() {
        return;
    }
    match parse(|name| el.get_attribute(&format!("data-{name}"))) {
        Ok(embed) => build(el, embed),
        Err(message) => show_error(el, &message),
    }
}

fn show_error(el: &Element, message: &str) {
    clear(el);
    let error =
        html("p").class("board-error").attr("role", "alert").text(&format!("This board cannot be shown. {message}"));
    append(el, &error);
    el.set_attribute("data-state", "error").ok();
    el.set_attribute("data-error", message).ok();
}

fn build(el: &Element, embed: Embed) {
    clear(el);
    let size = match embed.size {
        Size::Small => "size-small",
        Size::Medium => "size-medium",
        Size::Large => "size-large",
    };
    set_class(el, size, true);
    let board = Board::new(embed.session(), embed.interactive);
    append(el, &board.borrow().root);
    let bar = html("div").class("embed-bar");
    let status = html("span").class("embed-status").attr("aria-live", "polite");
    let embed = Rc::new(embed);
    if embed.interactive {
        let undo = button("Undo", "undo");
        let reset = button("Reset", "reset");
        append(&bar, &undo);
        append(&bar, &reset);
        on_click(&undo, &board, board::undo);
        let fresh = embed.clone();
        on_click(&reset, &board, move |board| board::reset(board, fresh.session()));
    } else if !embed.moves.is_empty() {
        let replay = button("▶ Replay", "replay");
        let reset = button("Reset", "reset");
        append(&bar, &replay);
        append(&bar, &reset);
        // A replay in progress stops when a newer one starts or the board is reset.
        let generation = Rc::new(Cell::new(0u32));
        let (fresh, gen) = (embed.clone(), generation.clone());
        let root = el.clone();
        on_click(&replay, &board, move |board| {
            gen.set(gen.get() + 1);
            board::reset(board, fresh.session());
            root.set_attribute("data-replay", "running").ok();
            replay_from(board.clone(), fresh.clone(), gen.clone(), gen.get(), 0, root.clone());
        });
        let (fresh, gen, root) = (embed.clone(), generation, el.clone());
        on_click(&reset, &board, move |board| {
            gen.set(gen.get() + 1);
            root.remove_attribute("data-replay").ok();
            board::reset(board, fresh.session());
        });
    }
    append(&bar, &status);
    append(el, &bar);
    if let Some(caption) = &embed.caption {
        append(el, &html("p").class("embed-caption").text(caption));
    }
    let weak = Rc::downgrade(&board);
    let (shown, total) = (status.clone(), embed.moves.len());
    let interactive = embed.interactive;
    let update = move || {
        let Some(board) = weak.upgrade() else { return };
        let b = board.borrow();
        let s = b.session();
        let text = match (s.end(), interactive) {
            (Some(end), _) => end.message(),
            (None, true) => s.turn_text(),
            (None, false) if total > 0 => format!("Move {} of {total}", s.history().len()),
            (None, false) => String::new(),
        };
        shown.set_text_content(Some(&text));
    };
    update();
    board::on_change(&board, update);
    el.set_attribute("data-state", "ready").ok();
    MOUNTED.with(|m| m.borrow_mut().push(board));
}

/// Plays move `i` of the replay and schedules the next, unless a newer replay or a
/// reset has begun since.
fn replay_from(board: BoardRef, embed: Rc<Embed>, generation: Rc<Cell<u32>>, mine: u32, i: usize, root: Element) {
    if generation.get() != mine {
        return;
    }
    let Some(text) = embed.moves.get(i) else {
        root.set_attribute("data-replay", "done").ok();
        return;
    };
    // Checked when the attributes were read, so this cannot fail; if it did, stop.
    if board::play(&board, text).is_err() {
        root.set_attribute("data-replay", "done").ok();
        return;
    }
    let next = Closure::once_into_js(move || replay_from(board, embed, generation, mine, i + 1, root));
    let delay = if i == 0 { REPLAY_STEP_MS / 2 } else { REPLAY_STEP_MS };
    dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(next.unchecked_ref(), delay).ok();
}

fn on_click(el: &Element, board: &BoardRef, action: impl Fn(&BoardRef) + 'static) {
    let weak = Rc::downgrade(board);
    dom::on(el, "click", move |_| {
        if let Some(board) = weak.upgrade() {
            action(&board);
        }
    });
}
