//! Who wins from here: on request (off by default), the value of the position shown with
//! perfect play, asked again after every move; in review, every legal move marked as
//! winning, drawing or losing, best first, as lichess does with its tablebase. Only for
//! games the engine solves (`ai::verdict_available`), in a worker of its own. A position
//! with too much game left to solve within the budget says so.

use super::*;
use crate::ai::ExactValue as Value;
use crate::order;
use crate::web::computer::Verdict;

/// Positions the worker may solve for one answer: well under a second and about 60 MB in
/// wasm. Late in the game a whole position fits; early, the answer is "not yet".
const BUDGET: usize = 250_000;

pub(super) struct Oracle {
    worker: Computer,
    on: bool,
    /// What was last asked about (position, moves played, in review): the board also
    /// reports selections and the end of animations, which change nothing here.
    asked: Option<(String, usize, bool)>,
    toggle: Element,
    text: Element,
    moves: Element,
}

/// The toggle and what it shows (in `section`), for a game the engine can solve.
/// `worker` answers [`on_answer`].
pub(super) fn oracle(worker: Computer, section: &Element) -> Oracle {
    let toggle = dom::part(section, "[data-action=verdict]");
    let text = dom::part(section, ".verdict-text");
    let moves = dom::part(section, ".verdict-moves");
    Oracle { worker, on: false, asked: None, toggle, text, moves }
}

/// The toggle (`verdict`): on or off.
pub(super) fn switch(game: &GameRef) {
    if let Some(oracle) = game.workers.borrow_mut().oracle.as_mut() {
        oracle.on = !oracle.on;
        oracle.asked = None;
        oracle.toggle.set_attribute("aria-pressed", if oracle.on { "true" } else { "false" }).ok();
    }
    ask(game);
}

/// Asks about the position the board shows, if on; drops any question about another.
pub(super) fn ask(game: &GameRef) {
    let mut workers = game.workers.borrow_mut();
    let Some(oracle) = workers.oracle.as_mut() else { return };
    let model = game.model.borrow();
    let s = model.shown();
    let here = Some((s.position(), s.plies(), model.is_reviewing()));
    if oracle.on && oracle.asked == here {
        return;
    }
    oracle.asked = here;
    oracle.worker.stop();
    clear(&oracle.moves);
    set_class(&oracle.moves, "hidden", true);
    set_class(&oracle.text, "hidden", !oracle.on);
    if !oracle.on {
        return;
    }
    if let Some(end) = s.end() {
        oracle.text.clone().l10n_phrase(&end.phrase());
        return;
    }
    oracle.text.clone().l10n("verdict-solving");
    let mut question = Question::about(s, Level::Hard, 0.0);
    question.tablebase = super::tablebase::served(s);
    if let Err(e) = oracle.worker.ask_verdict(&question, BUDGET) {
        oracle.text.clone().l10n_phrase(&Phrase::new("verdict-could-not-start").text("detail", e));
    }
}

pub(super) fn on_answer(game: &GameRef, answer: Answer) {
    let (reviewing, side) = {
        let model = game.model.borrow();
        (model.is_reviewing(), model.shown().side_to_move())
    };
    let mut workers = game.workers.borrow_mut();
    let Some(oracle) = workers.oracle.as_mut() else { return };
    let (verdict, note) = match answer {
        Answer::Verdict { id, verdict, note } if oracle.worker.answered(id).is_some() => (verdict, note),
        Answer::Failed { id, message, .. } if oracle.worker.answered(id).is_some() => {
            oracle.text.clone().l10n_phrase(&Phrase::new("verdict-failed").text("detail", message));
            return;
        }
        _ => return,
    };
    // Where the answer came from, when the server's tablebase could not give it.
    let note = note.map(|n| Phrase::new("verdict-solved-here").text("detail", n));
    let (said, moves) = match verdict {
        Some(Verdict { value, moves }) => (result(value, side), Some(moves)),
        None => (Phrase::new("verdict-not-yet"), None),
    };
    oracle.text.clone().l10n_phrases(&[Some(said), note].into_iter().flatten().collect::<Vec<_>>(), " ", "", None);
    let Some(mut moves) = moves else { return };
    if !reviewing {
        return;
    }
    order::by_key(&mut moves, |&(_, v)| rank(v));
    for (text, value) in moves {
        let item = html("li").class(kind(value));
        append(&item, &html("span").class("verdict-move").text(&text));
        append(&item, &html("span").class("verdict-value").l10n_phrase(&for_mover(value)));
        append(&oracle.moves, &item);
    }
    set_class(&oracle.moves, "hidden", false);
}

/// The position's value in words: "Black wins in 23 plies", "Draw".
fn result(value: Value, side: Side) -> Phrase {
    match value {
        Value::Win(n) => Phrase::new("verdict-wins").side("side", side).count("plies", n as i64),
        Value::Loss(n) => Phrase::new("verdict-wins").side("side", side.other()).count("plies", n as i64),
        Value::Draw => Phrase::new("verdict-draw"),
    }
}

/// A move's value for the side making it: "Win in 5", "Draw", "Loss in 12".
fn for_mover(value: Value) -> Phrase {
    match value {
        Value::Win(n) => Phrase::new("verdict-move-win").count("plies", n as i64),
        Value::Loss(n) => Phrase::new("verdict-move-loss").count("plies", n as i64),
        Value::Draw => Phrase::new("verdict-draw"),
    }
}

fn kind(value: Value) -> &'static str {
    match value {
        Value::Win(_) => "win",
        Value::Draw => "draw",
        Value::Loss(_) => "loss",
    }
}

/// Best first for the side to move: the quickest win, a draw, the slowest loss.
fn rank(value: Value) -> i64 {
    const ROOM: i64 = 1 << 32;
    match value {
        Value::Win(n) => n as i64,
        Value::Draw => ROOM,
        Value::Loss(n) => 3 * ROOM - n as i64,
    }
}
