//! Reviewing the game: the board shows the position after any move (clicked in the move
//! list, or stepped with ← → Home End) while the game itself waits untouched. Playing on
//! from an earlier position takes an explicit "Continue from here".

use super::*;
use crate::games::Session;
use crate::screen::review::{self as model, Show};

/// The position after `moves` from `live`'s start, as a game of its own.
fn position_after(live: &dyn Session, moves: &[String]) -> Result<Box<dyn Session>, crate::game::Error> {
    games::open_after(live.name(), live.options(), Some(&live.start_position()), moves)
}

/// A copy of `game` for the board to draw (the screen keeps the game itself).
pub(super) fn copy(game: &dyn Session) -> Result<Box<dyn Session>, crate::game::Error> {
    position_after(game, &game.history())
}

/// Which move the board shows and how many there are: (ply, total).
pub(super) fn place(game: &GameRef) -> (usize, usize) {
    let screen = game.borrow();
    match &screen.review {
        Some(review) => (review.shown(), review.moves().len()),
        None => {
            let n = screen.game.plies();
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
    let entering = screen.review.is_none();
    // Its moves and how many of them the board shows played: what the board does for each
    // step is the shared model's answer, as on the online screen.
    let review = screen.review.get_or_insert_with(|| model::Review::new(screen.game.history()));
    match review.go(ply) {
        Show::Same => return,
        // One move on: played, so it animates as it did.
        Show::Play(text) => {
            drop(guard);
            board::play(&board, &text).ok();
        }
        Show::Moves(moves) => {
            let Ok(shown) = position_after(screen.game.as_ref(), &moves) else {
                if entering {
                    screen.review = None;
                }
                return;
            };
            drop(guard);
            if entering {
                board.borrow_mut().set_interactive(false);
            }
            board::reset(&board, shown);
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
    if game.borrow_mut().review.take().is_none() {
        return;
    }
    show_game_again(game);
    analysis::ask(game);
    computer_turn(game);
}

/// Puts the game itself on the board again, in place of the position shown.
fn show_game_again(game: &GameRef) {
    let (board, copied) = {
        let screen = game.borrow();
        (screen.board.clone(), copy(screen.game.as_ref()))
    };
    if let Ok(copied) = copied {
        board::reset(&board, copied);
    }
}

/// Makes the position shown the game's last: the moves after it are taken back (Redo
/// brings them back) and the whole game is kept in "Your games" first.
pub(super) fn continue_here(game: &GameRef) {
    let taken = game.borrow_mut().review.take();
    let Some(review) = taken else { return };
    keep::archive(Some(game.borrow().opponent()), game.borrow().game.as_ref());
    let ply = review.shown();
    let dropped = {
        let live = &mut game.borrow_mut().game;
        let dropped = live.plies() - ply;
        for _ in 0..dropped {
            live.undo();
        }
        dropped
    };
    show_game_again(game);
    say(game, &Phrase::new("review-continuing").count("ply", ply as i64).count("count", dropped as i64));
    analysis::ask(game);
    computer_turn(game);
}
