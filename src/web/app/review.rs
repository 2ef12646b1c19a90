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
    let shown = change(&mut game.model.borrow_mut());
    if shown == Show::Same {
        return;
    }
    let reviewing = game.model.borrow().is_reviewing();
    if reviewing {
        stop_thinking(game);
        game.board.borrow_mut().set_interactive(false);
    }
    // One move on animates, as it was played; any other position is drawn anew.
    show_position(game);
    analysis::ask(game);
}

/// Shows the board the position the model shows, in place of the one there (a move on
/// from it animates), then does what follows a change of the model: see [`after_change`].
pub(super) fn show_position(game: &GameRef) {
    let shown = game.model.borrow().board();
    let played = board::show_move(&game.board, shown);
    after_change(game, played);
}

/// Makes the position shown the game's last: the moves after it are taken back (Redo
/// brings them back) and the whole game is kept in "Your games" first.
pub(super) fn continue_here(game: &GameRef) {
    if !game.model.borrow().is_reviewing() {
        return;
    }
    keep::archive(Some(game.model.borrow().opponent()), game.model.borrow().game());
    let continued = game.model.borrow_mut().continue_here();
    let Some(done) = continued else { return };
    show_position(game);
    let said = Phrase::new("review-continuing").count("ply", done.ply as i64).count("count", done.dropped as i64);
    say(game, &said);
    analysis::ask(game);
}
