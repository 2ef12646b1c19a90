//! Reviewing the game: the board shows the position after any move (clicked in the move
//! list, or stepped with ← → Home End) while the game itself waits untouched. Playing on
//! from an earlier position takes an explicit "Continue from here". What each step shows
//! is the model's (`screen::game`); this brings the board in line with it.

use super::*;
use crate::screen::review::{Show, Step};

/// Shows the position after `ply` moves; the last one is the game itself again.
pub(super) fn view(game: &GameRef, ply: usize) {
    moved(game, |model| model.view(ply));
}

/// Takes a step a key or a review button asks for; End leaves the review: the board
/// shows the game as it stands, ready to play.
pub(super) fn take(game: &GameRef, step: Step) {
    moved(game, |model| model.take(step));
}

/// Brings the screen in line after `change` moved the model's review (the model decides
/// what is shown, the game itself past its last move): in review the computer stops and
/// the board takes no move; back at the game, the game goes on.
fn moved(game: &GameRef, change: impl FnOnce(&mut GameModel) -> Show) {
    let shown = change(&mut game.borrow_mut().model);
    if shown == Show::Same {
        return;
    }
    let reviewing = game.borrow().model.is_reviewing();
    if reviewing {
        stop_thinking(game);
        let board = game.borrow().board.clone();
        board.borrow_mut().set_interactive(false);
    }
    // One move on animates, as it was played; any other position is drawn anew.
    show_position(game);
    analysis::ask(game);
    if !reviewing {
        computer_turn(game);
    }
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
    keep::archive(Some(game.borrow().model.opponent()), game.borrow().model.game());
    let Some(done) = game.borrow_mut().model.continue_here() else { return };
    show_position(game);
    let said = Phrase::new("review-continuing").count("ply", done.ply as i64).count("count", done.dropped as i64);
    say(game, &said);
    analysis::ask(game);
    computer_turn(game);
}
