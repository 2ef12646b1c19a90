//! Reviewing the game: the board shows the position after any move (clicked in the move
//! list, or stepped with ← → Home End) while the game itself waits untouched. Playing on
//! from an earlier position takes an explicit "Continue from here". What each step shows
//! is the model's (`screen::game`); this brings the board in line with it.

use super::*;
use crate::screen::review::Show;

/// Shows the position after `ply` moves; the last one is the game itself again.
pub(super) fn view(game: &GameRef, ply: usize) {
    let (now, total) = game.borrow().model.place();
    if ply >= total {
        back_to_game(game);
        return;
    }
    if ply == now {
        return;
    }
    stop_thinking(game);
    let entering = !game.borrow().model.is_reviewing();
    let shown = game.borrow_mut().model.view(ply);
    let board = game.borrow().board.clone();
    if entering {
        board.borrow_mut().set_interactive(false);
    }
    match shown {
        Show::Same => return,
        // One move on (animated as it was played), or any other position (drawn anew).
        Show::Play(_) | Show::Moves(_) => show_position(game),
    }
    analysis::ask(game);
}

/// Steps through the game by `delta` moves from the one shown.
pub(super) fn step(game: &GameRef, delta: isize) {
    let (now, _) = game.borrow().model.place();
    view(game, now.saturating_add_signed(delta));
}

/// Leaves the review: the board shows the game as it stands, ready to play.
pub(super) fn back_to_game(game: &GameRef) {
    if !game.borrow_mut().model.back_to_game() {
        return;
    }
    show_position(game);
    analysis::ask(game);
    computer_turn(game);
}

/// Puts a copy of the position the model shows on the board, in place of the one there:
/// a move on from it animates.
pub(super) fn show_position(game: &GameRef) {
    let (board, shown) = {
        let screen = game.borrow();
        (screen.board.clone(), screen.model.shown())
    };
    board::show_move(&board, shown);
}

/// Makes the position shown the game's last: the moves after it are taken back (Redo
/// brings them back) and the whole game is kept in "Your games" first.
pub(super) fn continue_here(game: &GameRef) {
    if !game.borrow().model.is_reviewing() {
        return;
    }
    keep::archive(Some(game.borrow().opponent()), game.borrow().model.game());
    let Some(done) = game.borrow_mut().model.continue_here() else { return };
    show_position(game);
    let said = Phrase::new("review-continuing").count("ply", done.ply as i64).count("count", done.dropped as i64);
    say(game, &said);
    analysis::ask(game);
    computer_turn(game);
}
