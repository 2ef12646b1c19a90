//! Analysis in review: the computer weighs the position shown (in its own worker, so the
//! page never waits), shows its evaluation for the side to move with the depth reached,
//! and draws its best move as an arrow. A new position shown cancels the old question.

use super::*;
use crate::ai::WIN_SCORE;

/// Starts or stops analysing, from the review bar's button.
pub(super) fn toggle(game: &GameRef) {
    let on = {
        let mut workers = game.workers.borrow_mut();
        workers.analysing = !workers.analysing;
        game.panel.analyse.set_attribute("aria-pressed", if workers.analysing { "true" } else { "false" }).ok();
        workers.analysing
    };
    if on {
        ask(game);
    } else {
        stop(game);
    }
}

/// Drops the question about the position that was shown, and its arrow.
pub(super) fn stop(game: &GameRef) {
    {
        let mut workers = game.workers.borrow_mut();
        workers.analyst.stop();
        set_class(&game.panel.analysis, "hidden", !workers.analysing);
    }
    board::show_arrow(&game.board, None);
}

/// Asks about the position the board shows, if analysing (after every change of view).
pub(super) fn ask(game: &GameRef) {
    stop(game);
    let screen: &GameScreen = game;
    let mut workers = screen.workers.borrow_mut();
    let model = screen.model.borrow();
    if !workers.analysing || !model.is_reviewing() {
        set_class(&screen.panel.analysis, "hidden", true);
        return;
    }
    let question = {
        let s = model.shown();
        if let Some(end) = s.end() {
            screen.panel.analysis_text.clone().l10n_phrase(&end.phrase());
            return;
        }
        Question::about(s, Level::Hard, 1.0)
    };
    screen.panel.analysis_text.clone().l10n("analysis-weighing");
    set_class(&screen.panel.analysis, "hidden", false);
    if let Err(e) = workers.analyst.ask(&question) {
        screen.panel.analysis_text.clone().l10n_phrase(&Phrase::new("computer-could-not-start").text("detail", e));
    }
}

/// The evaluation in words, for the side to move: "+0.3 for White, to move · depth 9 ·
/// best e4-d5".
fn verdict(side: Side, score: f64, depth: u32, best: &str) -> Phrase {
    let win = WIN_SCORE as f64 / 2.0;
    let kind = if score >= win {
        "win"
    } else if score <= -win {
        "loss"
    } else {
        "score"
    };
    let sign = if score >= 0.0 { "+" } else { "" };
    Phrase::new("analysis-progress")
        .key("kind", kind)
        .side("side", side)
        .text("score", [sign, &dom::decimal(score / 100.0, 1)].concat())
        .count("depth", depth as i64)
        .text("best", best)
}

pub(super) fn on_answer(game: &GameRef, answer: Answer) {
    let (board, best) = {
        let screen: &GameScreen = game;
        let side = screen.model.borrow().shown().side_to_move();
        let mut workers = screen.workers.borrow_mut();
        match answer {
            Answer::Progress { id, depth, score, best, .. } if workers.analyst.pending() == Some(id) => {
                screen.panel.analysis_text.clone().l10n_phrase(&verdict(side, score, depth, &best));
                // The bar fills with the side to move's share: half when even.
                let share = 50.0 + 50.0 * (score / 400.0).tanh();
                dom::set_style(&screen.panel.analysis_bar, "width", Some(&format!("{}%", dom::decimal(share, 1))));
                screen.panel.analysis.set_attribute("data-depth", &depth.to_string()).ok();
                (screen.board.clone(), Some(best))
            }
            Answer::Move { id, text } if workers.analyst.answered(id).is_some() => {
                screen.panel.analysis.set_attribute("data-best", &text).ok();
                (screen.board.clone(), Some(text))
            }
            Answer::Failed { id, message, .. } if workers.analyst.answered(id).is_some() => {
                screen.panel.analysis_text.clone().l10n_phrase(&Phrase::new("computer-failed").text("detail", message));
                return;
            }
            _ => return,
        }
    };
    board::show_arrow(&board, best.as_deref().filter(|b| !b.is_empty()));
}
