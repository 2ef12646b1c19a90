//! The panel beside the board brought in line with the game: whose turn, the prompt, the
//! counts, the buttons, the move list; and a sound for a move just played.

use super::*;
use crate::message::Phrase;
use crate::screen::game::Pending;
use crate::web::view::figurine;

/// Brings the panel in line with the board.
pub(super) fn refresh(game: &GameRef) {
    let screen: &GameScreen = game;
    let board = screen.board.clone();
    let offered = |s: &dyn games::Session| crate::ai::perfect_available(s.name(), s.options()) || tablebase::served(s);
    let offer = screen.model.borrow_mut().check_perfect(offered);
    if let Some(offer) = offer {
        offer_perfect(screen, offer);
    }
    let b = board.borrow();
    let model = screen.model.borrow();
    let s = model.shown();
    let p = &screen.panel;
    let side = s.side_to_move();
    clear(&p.turn);
    append(&p.turn, &html("span").class(&format!("swatch {}", side_class(side))));
    append(&p.turn, &html("span").l10n_phrase(&s.turn_phrase()));
    set_class(&p.turn, "hidden", s.end().is_some());
    let pending = model.pending();
    guide(p, &b, pending);
    let repeated = s.occurrences();
    match repeated >= 2 && s.end().is_none() {
        true => p.note.clone().l10n_count("position-repeated", repeated as i64),
        false => p.note.clone().l10n_none(),
    };
    let pieces = s.pieces();
    let count = |side| pieces.iter().filter(|(_, pc)| pc.side == side).count();
    let info = CATALOG.iter().find(|g| g.name == s.name()).expect("a shown game is in the catalog");
    let counts = Phrase::new("board-counts")
        .key("pieces", info.piece)
        .count("white", count(Side::White) as i64)
        .count("black", count(Side::Black) as i64);
    p.counts.clone().l10n_phrase(&counts);
    figurine::show_material(&p.material, &pieces, s.piece_kinds());
    match s.end() {
        Some(end) => p.result.clone().l10n_phrase(&end.phrase()),
        None => p.result.clone().l10n_none(),
    };
    set_class(&p.result, "hidden", s.end().is_none());
    let reviewing = model.is_reviewing();
    toggle(&p.undo, model.can_undo());
    toggle(&p.redo, model.can_redo());
    p.flip.set_attribute("aria-pressed", if b.is_flipped() { "true" } else { "false" }).ok();
    let buttons = b.button_moves();
    set_class(&p.pass, "hidden", buttons.is_empty());
    set_class(&p.done, "hidden", b.complete_move().is_none() || pending.is_some());
    p.position_out.set_text_content(Some(&s.position()));
    clear(&p.legal);
    for text in s.legal_moves() {
        append(&p.legal, &html("option").attr("value", &text));
    }
    // The move list is the game's, with the move shown marked.
    let live = model.game();
    let mut moves = screen.moves.borrow_mut();
    moves.update(live);
    let plies = live.plies();
    let (shown, _) = model.place();
    moves.set_current(shown, reviewing);
    let told = screen.told.get();
    if told != Some(plies) {
        tell(p, live, told.filter(|&told| told < plies), &moves.marks());
        screen.told.set(Some(plies));
    }
    set_class(&p.review_bar, "hidden", !reviewing);
    set_class(&board.borrow().root, "reviewing", reviewing);
    let viewing = Phrase::new("review-viewing").count("count", shown as i64).count("total", plies as i64);
    p.review_text.clone().l10n_phrase(&viewing);
}

/// A move was played or entered (the board says so): its sound, unless it is a step on
/// in review.
pub(super) fn moved(game: &GameRef) {
    let model = game.model.borrow();
    if model.is_reviewing() {
        return;
    }
    let s = model.game();
    if let Some(ply) = s.plies().checked_sub(1) {
        sound::play(sound::of_move(s, ply));
    }
}

/// Turns a board with near sides so that a player of Black against the computer has
/// theirs near, and back when they play White.
pub(super) fn face_the_player(screen: &GameScreen) {
    let mut b = screen.board.borrow_mut();
    if !b.has_sides() {
        return;
    }
    let flipped = screen.model.borrow().opponent().flipped();
    if let Some(flipped) = flipped {
        b.set_flipped(flipped);
    }
}

pub(super) fn toggle(button: &Element, enabled: bool) {
    if enabled {
        button.remove_attribute("disabled").ok();
    } else {
        button.set_attribute("disabled", "").ok();
    }
}

pub(super) fn side_class(side: Side) -> &'static str {
    side.key()
}

/// Beside the board: what to click next and why (or why a click was no move), what the
/// chosen piece's moves would cost, a move waiting for a yes, and the opponent's threats.
fn guide(p: &Panel, b: &Board, pending: Option<&Pending>) {
    let state = b.state();
    // The prompt says what to click next and nothing else shares its line.
    match (b.prompt(), state.refusal()) {
        (Some(prompt), _) => {
            p.prompt.clone().l10n_phrase(&prompt);
        }
        (None, Some(why)) => {
            p.prompt.clone().l10n_phrase(why);
        }
        (None, None) => {
            p.prompt.clone().l10n_none();
        }
    }
    // A move waiting for a yes says its warning in the question.
    let warnings: Vec<Phrase> = match pending {
        Some(_) => Vec::new(),
        None => state.selection_warnings().iter().take(3).map(|w| warning(&w.text, &w.words)).collect(),
    };
    p.warning.clone().l10n_phrases(&warnings, " ", "", None);
    set_class(&p.confirm, "hidden", pending.is_none());
    if let Some(Pending { text, words }) = pending {
        p.confirm_text.clone().l10n_phrases(&[warning(text, words), Phrase::new("confirm-anyway")], " ", "", None);
    }
    let threats: Vec<Phrase> = state.threats().iter().take(3).map(|t| t.words.clone()).collect();
    clear(&p.threats);
    if !threats.is_empty() {
        append(&p.threats, &html("span").l10n("threats-next"));
        p.threats.append_with_str_1(" ").ok();
        append(&p.threats, &html("span").l10n_phrases(&threats, "; ", ".", None));
    }
}

/// A warning about a move: "e4-d5: the stone on d5 can be attacked".
fn warning(text: &str, words: &Phrase) -> Phrase {
    Phrase::new("warning-move").text("move", text).phrase("words", words.clone())
}

/// The move list's legend (`marks`, those the game has shown so far) and the game in
/// sentences: the moves after `told` added to what is there, or all of it again.
fn tell(p: &Panel, game: &dyn games::Session, told: Option<usize>, marks: &[crate::describe::EffectKind]) {
    if told.is_none() {
        clear(&p.log);
    }
    for ply in told.unwrap_or(0)..game.plies() {
        append(&p.log, &html("li").l10n_phrases(&game.phrases(ply), ". ", ".", None));
    }
    // The first says what the list is ("Marks: × capture").
    let marks: Vec<Phrase> = marks
        .iter()
        .enumerate()
        .map(|(i, k)| {
            Phrase::new(if i == 0 { "marks" } else { "mark" }).text("symbol", k.symbol()).key("kind", k.class())
        })
        .collect();
    match marks.is_empty() {
        true => p.legend.clone().l10n_none(),
        false => p.legend.clone().l10n_phrases(&marks, " · ", "", None),
    };
    set_class(&p.legend, "hidden", marks.is_empty());
}
