//! Moves a screen makes on its board by itself (a lesson's or a puzzle's reply, a wrong
//! move taken back): after a pause, with the board locked meanwhile so that no move of
//! the player's comes in between. Written once for every screen that scripts replies. The
//! board keeps the waiting step's timer: it goes with the board, and so with its screen.

use super::{show_move, BoardData, BoardRef};
use crate::web::dom;
use std::rc::Rc;

/// Locks the board; after `ms` unlocks it and calls `then`, which brings it in line with
/// the screen's model (a wrong move taken back, the model's own count of the moves it
/// answered).
pub fn after(board: &BoardRef, ms: i32, then: Box<dyn FnOnce()>) {
    let weak = Rc::downgrade(board);
    let step = Box::new(move || {
        let Some(board) = weak.upgrade() else { return };
        board.borrow_mut().set_interactive(true);
        then();
    });
    let mut b = board.borrow_mut();
    b.set_interactive(false);
    b.script = Some(dom::Timer::after(ms, step));
}

/// Locks the board; after `ms` shows `position` (the screen's game with the reply played:
/// one move on from the board's, so that it animates), unlocks it and calls `then`.
pub fn reply_after(board: &BoardRef, ms: i32, position: BoardData, then: Box<dyn FnOnce()>) {
    let weak = Rc::downgrade(board);
    after(
        board,
        ms,
        Box::new(move || {
            if let Some(board) = weak.upgrade() {
                show_move(&board, position);
            }
            then();
        }),
    );
}
