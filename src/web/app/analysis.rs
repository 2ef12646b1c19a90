//! Analysis in review: the computer weighs the position shown (in its own worker, so the
//! page never waits), shows its evaluation for the side to move with the depth reached,
//! and draws its best move as an arrow. A new position shown cancels the old question.

use super::*;
use crate::ai::WIN_SCORE;

/// Starts or stops analysing, from the review bar's button.
pub(super) fn toggle(app: &AppRef) {
    let on = {
        let mut a = app.borrow_mut();
        let Some(screen) = a.screen.as_mut() else { return };
        screen.analysing = !screen.analysing;
        screen.panel.analyse.set_attribute("aria-pressed", if screen.analysing { "true" } else { "false" }).ok();
        screen.analysing
    };
    if on {
        ask(app);
    } else {
        stop(app);
    }
}

/// Drops the question about the position that was shown, and its arrow.
pub(super) fn stop(app: &AppRef) {
    let board = {
        let mut a = app.borrow_mut();
        let Some(screen) = a.screen.as_mut() else { return };
        screen.analyst.stop();
        set_class(&screen.panel.analysis, "hidden", !screen.analysing);
        screen.board.clone()
    };
    board::show_arrow(&board, None);
}

/// Asks about the position the board shows, if analysing (after every change of view).
pub(super) fn ask(app: &AppRef) {
    stop(app);
    let mut a = app.borrow_mut();
    let Some(screen) = a.screen.as_mut() else { return };
    if !screen.analysing || screen.review.is_none() {
        set_class(&screen.panel.analysis, "hidden", true);
        return;
    }
    let question = {
        let b = screen.board.borrow();
        let s = b.session();
        if s.end().is_some() {
            let text = s.end().map(|e| e.message()).unwrap_or_default();
            screen.panel.analysis_text.set_text_content(Some(&text));
            return;
        }
        Question::about(s, Level::Hard, 1.0)
    };
    screen.panel.analysis_text.set_text_content(Some("The computer is weighing this position…"));
    set_class(&screen.panel.analysis, "hidden", false);
    if let Err(e) = screen.analyst.ask(&question) {
        screen.panel.analysis_text.set_text_content(Some(&format!("The computer could not start: {e}")));
    }
}

/// The evaluation in words, for the side to move.
fn verdict(side: &str, score: f64) -> String {
    let win = WIN_SCORE as f64 / 2.0;
    if score >= win {
        format!("{side} to move can force a win")
    } else if score <= -win {
        format!("{side} to move is losing by force")
    } else {
        let sign = if score >= 0.0 { "+" } else { "" };
        format!("{sign}{} for {side}, to move", dom::decimal(score / 100.0, 1))
    }
}

pub(super) fn on_answer(app: &AppRef, answer: Answer) {
    let (board, best) = {
        let mut a = app.borrow_mut();
        let Some(screen) = a.screen.as_mut() else { return };
        let side = screen.board.borrow().session().side_to_move().name();
        match answer {
            Answer::Progress { id, depth, score, best, .. } if screen.analyst.pending() == Some(id) => {
                let text = format!("{} · depth {depth} · best {best}", verdict(side, score));
                screen.panel.analysis_text.set_text_content(Some(&text));
                // The bar fills with the side to move's share: half when even.
                let share = 50.0 + 50.0 * (score / 400.0).tanh();
                screen.panel.analysis_bar.set_attribute("style", &format!("width: {}%", dom::decimal(share, 1))).ok();
                screen.panel.analysis.set_attribute("data-depth", &depth.to_string()).ok();
                (screen.board.clone(), Some(best))
            }
            Answer::Move { id, text } if screen.analyst.answered(id).is_some() => {
                screen.panel.analysis.set_attribute("data-best", &text).ok();
                (screen.board.clone(), Some(text))
            }
            Answer::Failed { id, message } if screen.analyst.answered(id).is_some() => {
                screen.panel.analysis_text.set_text_content(Some(&format!("The computer failed: {message}")));
                return;
            }
            _ => return,
        }
    };
    board::show_arrow(&board, best.as_deref().filter(|b| !b.is_empty()));
}
