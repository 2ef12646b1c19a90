//! The computer as an opponent, in the page: asking it for a move when the model says it
//! is its turn, showing it think, and playing its answer onto the position it was asked
//! about. Who it plays and what that decides are rules of the model
//! ([`crate::screen::opponent`]).

use super::*;
use crate::screen::game::PerfectOffer;
use crate::screen::opponent::Strength;

/// A change of the opponent's lists (who plays, how well): the computer stops, `apply`
/// records the new value, and the computer moves if it is now its turn.
pub(super) fn opponent_changed(game: &GameRef, apply: impl FnOnce(&GameScreen)) {
    stop_thinking(game);
    apply(game);
    save_game(game);
    computer_turn(game);
}

/// Takes back a move; against the computer, back to the player's own turn (past an extra
/// move too), so the computer is not asked about the positions on the way.
pub(super) fn undo_move(game: &GameRef, board: &BoardRef) {
    stop_thinking(game);
    let position = {
        let mut model = game.model.borrow_mut();
        model.undo();
        model.board()
    };
    // The board shows as many taken back, and says how many in one message.
    board::take_back(board, position);
    after_change(game, false);
}

pub(super) fn stop_thinking(game: &GameRef) {
    game.workers.borrow_mut().computer.stop();
    // A move it found and holds back for its pace goes too.
    game.timers.borrow_mut().pace = None;
    set_class(&game.panel.thinking, "idle", true);
}

/// Asks the computer for a move when it is its turn; lets the player click otherwise.
pub(super) fn computer_turn(game: &GameRef) {
    let screen: &GameScreen = game;
    let model = screen.model.borrow();
    // While an earlier position is shown the game waits, the computer too.
    if model.is_reviewing() {
        return;
    }
    let mut workers = screen.workers.borrow_mut();
    let level = model.opponent().level;
    let question = {
        let mut b = screen.board.borrow_mut();
        let computer_moves = model.computer_to_move();
        let asking = computer_moves && !b.is_animating() && workers.computer.pending().is_none();
        let question = asking.then(|| {
            let s = model.game();
            let mut question = Question::about(s, level.search(), computer::fresh_seed());
            question.tablebase = level == Strength::Perfect && super::tablebase::served(s);
            question
        });
        if b.is_interactive() == computer_moves {
            b.set_interactive(!computer_moves);
        }
        question
    };
    let Some(question) = question else { return };
    set_class(&screen.panel.retry, "hidden", true);
    let asked = match level {
        Strength::Perfect => workers.computer.ask_perfect(&question),
        Strength::Search(_) => workers.computer.ask(&question),
    };
    match asked {
        Ok(_) => {
            screen.panel.thinking.clone().l10n("computer-thinking");
            set_class(&screen.panel.thinking, "idle", false);
        }
        Err(e) => {
            screen.panel.message.clone().l10n_phrase(&Phrase::new("computer-could-not-start").text("detail", e));
        }
    }
}

pub(super) fn on_answer(game: &GameRef, answer: Answer) {
    let (text, pace, ply) = {
        let screen: &GameScreen = game;
        let mut workers = screen.workers.borrow_mut();
        match answer {
            Answer::Progress { id, depth, nodes, budget, .. } => {
                if workers.computer.pending() == Some(id) {
                    let done = (nodes / budget.max(1.0) * 100.0).min(99.0);
                    let said =
                        Phrase::new("computer-thinking-depth").count("depth", depth as i64).count("done", done as i64);
                    screen.panel.thinking.clone().l10n_phrase(&said);
                }
                return;
            }
            Answer::Loading { id } => {
                if workers.computer.pending() == Some(id) {
                    screen.panel.thinking.clone().l10n("computer-downloading-book");
                }
                return;
            }
            Answer::Failed { id, why, message } => {
                if workers.computer.answered(id).is_some() {
                    set_class(&screen.panel.thinking, "idle", true);
                    // Perfect's refusals are sentences of their own.
                    let id = match why.as_str() {
                        "book" => "computer-book-failed",
                        "unreachable" | "tablebase-only" => "computer-tablebase-only",
                        "over" => "computer-game-over",
                        _ => "computer-failed",
                    };
                    screen.panel.message.clone().l10n_phrase(&Phrase::new(id).text("detail", message));
                    set_class(&screen.panel.retry, "hidden", false);
                }
                return;
            }
            Answer::Move { id, text } => {
                let Some(ply) = workers.computer.answered(id) else {
                    return;
                };
                set_class(&screen.panel.thinking, "idle", true);
                (text, screen.model.borrow().opponent().pace_ms(), ply)
            }
            // Asked of another worker.
            Answer::Verdict { .. } => return,
        }
    };
    if pace == 0 {
        play_answer(game, &text, ply);
    } else {
        let to = Mailbox::of(game);
        let play = Box::new(move || to.send(Message::Paced { text, ply }));
        game.timers.borrow_mut().pace = Some(dom::Timer::after(pace, play));
    }
}

/// Plays the computer's move, only onto the position asked about (at `ply`), in case it
/// changed without stopping the computer, or during the pause between moves when the
/// computer plays both sides.
pub(super) fn play_answer(game: &GameRef, text: &str, ply: usize) {
    let at = game.model.borrow().game().plies();
    if at == ply {
        play_on_game(game, text);
    }
}

/// The opponent saved for game `name`, if one reads.
pub(super) fn saved_opponent(storage: &web_sys::Storage, name: &str) -> Option<Opponent> {
    Opponent::decode(&storage.get_item(&format!("{OPPONENT_PREFIX}{name}")).ok().flatten()?)
}

/// *Play the computer* from the picker: game `name` opens against the computer, at the
/// beginner's level unless a level was chosen before.
pub(super) fn choose_computer(name: &str) {
    let Some(storage) = dom::window().local_storage().ok().flatten() else { return };
    let opponent = Opponent::play_the_computer(saved_opponent(&storage, name));
    storage.set_item(&format!("{OPPONENT_PREFIX}{name}"), &opponent.encode()).ok();
}

/// Offers Perfect in the level list only where the game as it stands has it; a game that
/// has left such a setting (a new game with other options) is played at Hard instead, as
/// the model decided.
pub(super) fn offer_perfect(screen: &GameScreen, offer: PerfectOffer) {
    let choice = &screen.panel.perfect_choice;
    choice.toggle_attribute_with_force("disabled", !offer.offered).ok();
    choice.toggle_attribute_with_force("hidden", !offer.offered).ok();
    if offer.withdrawn {
        if let Some(list) = screen.panel.level_list.dyn_ref::<web_sys::HtmlSelectElement>() {
            list.set_value(screen.model.borrow().opponent().level.value());
        }
        screen.panel.message.clone().l10n("computer-perfect-unsolved");
    }
}
