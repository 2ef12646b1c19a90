//! Moves a screen makes on its board by itself (a lesson's or a puzzle's reply, a wrong
//! move taken back): after a pause, with the board locked meanwhile so that no move of
//! the player's comes in between. Written once for every screen that scripts replies. The
//! board keeps the waiting move's timer: it goes with the board, and so with its screen.

use super::{play, take_back_to, BoardRef};
use crate::web::dom;
use std::rc::Rc;

/// Locks the board; after `ms` plays `text` on it, unlocks it and calls `then`.
pub fn reply_after(board: &BoardRef, ms: i32, text: String, then: Box<dyn FnOnce()>) {
    let weak = Rc::downgrade(board);
    let reply = Box::new(move || {
        let Some(board) = weak.upgrade() else { return };
        play(&board, &text).ok();
        board.borrow_mut().set_interactive(true);
        then();
    });
    let mut b = board.borrow_mut();
    b.set_interactive(false);
    b.script = Some(dom::Timer::after(ms, reply));
}

/// Locks the board; after `ms` takes back its moves past the first `keep()` (asked
/// then: the screen may have moved on meanwhile), unlocks it and calls `then`.
pub fn take_back_after(board: &BoardRef, ms: i32, keep: Box<dyn FnOnce() -> usize>, then: Box<dyn FnOnce()>) {
    let weak = Rc::downgrade(board);
    let take_back = Box::new(move || {
        let Some(board) = weak.upgrade() else { return };
        take_back_to(&board, keep());
        board.borrow_mut().set_interactive(true);
        then();
    });
    let mut b = board.borrow_mut();
    b.set_interactive(false);
    b.script = Some(dom::Timer::after(ms, take_back));
}
