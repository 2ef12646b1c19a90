//! Reviewing the game: the board shows the position after any move (clicked in the move
//! list, or stepped with ← → Home End) while the game itself waits untouched. Playing on
//! from an earlier position takes an explicit "Continue from here".

use super::*;
use crate::games::Session;
use crate::screen::review::{self as model, Show};

/// The game while the board shows an earlier position of it.
pub(super) struct Review {
    pub live: Box<dyn Session>,
    /// Its moves and how many of them the board shows played: what the board does for
    /// each step is the shared model's answer, as on the online screen.
    pub shown: model::Review,
}

/// The position after `moves` from `live`'s start, as a game of its own.
fn position_after(live: &dyn Session, moves: &[String]) -> Option<Box<dyn Session>> {
    games::open_after(live.name(), live.options(), Some(&live.start_position()), moves).ok()
}

/// Which move the board shows and how many there are: (ply, total).
pub(super) fn place(game: &GameRef) -> (usize, usize) {
    let screen = game.borrow();
    match &screen.review {
        Some(r) => (r.shown.shown(), r.shown.moves().len()),
        None => {
            let n = screen.board.borrow().session().plies();
            (n, n)
        }
    }
}

/// Shows the position after `ply` moves; the last one is the game itself again.
pub(super) fn view(game: &GameRef, ply: usize) {
    let (now, total) = place(game);
    if ply >= total {
        back_to_game(game);
        return;
    }
    if ply == now {
        return;
    }
    stop_thinking(game);
    let board = game.borrow().board.clone();
    let mut guard = game.borrow_mut();
    let screen = &mut *guard;
    match screen.review.as_mut() {
        Some(review) => match review.shown.go(ply) {
            Show::Same => return,
            // One move on: played, so it animates as it did.
            Show::Play(text) => {
                drop(guard);
                board::play(&board, &text).ok();
            }
            Show::Moves(moves) => {
                let Some(shown) = position_after(review.live.as_ref(), &moves) else { return };
                drop(guard);
                board::swap(&board, shown);
            }
        },
        None => {
            let mut shown = model::Review::new(board.borrow().session().history());
            let Show::Moves(moves) = shown.go(ply) else { return };
            let Some(position) = position_after(board.borrow().session(), &moves) else { return };
            board.borrow_mut().set_interactive(false);
            let live = board::swap_quietly(&board, position);
            screen.review = Some(Review { live, shown });
            drop(guard);
            board::changed(&board);
        }
    }
    analysis::ask(game);
}

/// Steps through the game by `delta` moves from the one shown.
pub(super) fn step(game: &GameRef, delta: isize) {
    let (now, _) = place(game);
    view(game, now.saturating_add_signed(delta));
}

/// Leaves the review: the board shows the game as it stands, ready to play.
pub(super) fn back_to_game(game: &GameRef) {
    let taken = game.borrow_mut().review.take();
    let Some(review) = taken else { return };
    let board = game.borrow().board.clone();
    board::swap(&board, review.live);
    analysis::ask(game);
    computer_turn(game);
}

/// Makes the position shown the game's last: the moves after it are taken back (Redo
/// brings them back) and the whole game is kept in "Your games" first.
pub(super) fn continue_here(game: &GameRef) {
    let taken = game.borrow_mut().review.take();
    let Some(mut review) = taken else { return };
    let board = game.borrow().board.clone();
    keep::archive(Some(game.borrow().opponent()), review.live.as_ref());
    let ply = review.shown.shown();
    let dropped = review.live.plies() - ply;
    for _ in 0..dropped {
        review.live.undo();
    }
    board::swap(&board, review.live);
    say(game, &Phrase::new("review-continuing").count("ply", ply as i64).count("count", dropped as i64));
    analysis::ask(game);
    computer_turn(game);
}
