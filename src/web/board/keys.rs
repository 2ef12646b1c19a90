//! The board by keyboard and by ear. The board is one tab stop (a WAI-ARIA grid: rows of
//! cells, top to bottom, each named "e4, white stone, selected"); the arrow keys move a
//! focus cursor to the nearest cell in that direction on the screen, Page Up / Page Down
//! change level where levels stack, Home / End go to the ends of the row, Enter
//! or Space does what a click does, Escape drops the move being entered, and `?` reads
//! out the whole position. Every move is announced in the describer's words.

use super::{cancel, click, Board, BoardRef};
use crate::board_state::cursor::Key;
use crate::game::Cell;
use crate::web::dom;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

impl Board {
    /// Puts the cursor on `cell`: the ring on the board, the cell named for the screen
    /// reader (the grid's active cell).
    pub(super) fn move_focus(&mut self, cell: Cell) {
        self.state.focus = Some(cell);
        self.draw_focus();
    }
}

/// Binds the board's keys.
pub(super) fn listen(board: &BoardRef, bound: &mut Vec<dom::Listener>) {
    let svg_el = board.borrow().svg.clone();
    let weak = Rc::downgrade(board);
    bound.push(dom::on(&svg_el, "keydown", move |event| {
        let (Some(board), Some(key)) = (weak.upgrade(), event.dyn_ref::<KeyboardEvent>()) else { return };
        super::render::finish_drawing(&board);
        if key.ctrl_key() || key.meta_key() || key.alt_key() {
            return;
        }
        // A board focused by a click leaves the arrows to the page (stepping through the
        // moves); reached by the keyboard, it is played with them.
        // A board that takes no move (a diagram, a position under review) leaves the keys
        // to what it stands in, which steps through the moves.
        if !board.borrow().input.keyboard_focus() || !board.borrow().state.is_interactive() {
            return;
        }
        if handle(&board, &key.key()) {
            event.prevent_default();
            event.stop_propagation();
        }
    }));
    let weak = Rc::downgrade(board);
    bound.push(dom::on(&svg_el, "focus", move |_| {
        if let Some(board) = weak.upgrade() {
            let mut b = board.borrow_mut();
            // Focus that follows a press of the pointer came from a click, not the keyboard.
            b.input.focused();
            let cell = b.state.cursor();
            b.move_focus(cell);
        }
    }));
}

/// Acts on a key pressed on the board; true when the key was the board's.
fn handle(board: &BoardRef, key: &str) -> bool {
    let action = {
        let b = board.borrow();
        b.grid.key(b.state.cursor(), key)
    };
    match action {
        Key::Click(from) => {
            let plies = board.borrow().state.data().plies();
            click(board, from);
            let mut b = board.borrow_mut();
            b.move_focus(from);
            // A move played is announced by the animation; otherwise say what was picked.
            if b.state.data().plies() == plies {
                b.announce_cell(from);
            }
        }
        Key::Cancel => cancel(board),
        Key::Describe => {
            let b = board.borrow();
            b.announce_phrases(&b.position_phrases());
        }
        Key::Focus(to) => board.borrow_mut().move_focus(to),
        Key::Nothing => {}
        Key::NotMine => return false,
    }
    true
}

/// A unique id for each board on the page, for its cells' ids.
/// The editor's part of the build counts its own boards on the app's page: its ids differ.
pub(super) fn next_id() -> String {
    thread_local! {
        static COUNT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    }
    const PREFIX: &str =
        if cfg!(all(feature = "editor", not(feature = "app"))) { "pyramid-editor-board" } else { "pyramid-board" };
    COUNT.with(|n| {
        n.set(n.get() + 1);
        format!("{PREFIX}-{}", n.get())
    })
}
