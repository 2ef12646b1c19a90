//! The game screen: a copy of index.html's `game-screen` template, filled in for one game
//! (its name, its options, the board), with no listener bound (actions.rs binds them,
//! through the names the controls carry). Markup costs the page less than wasm code that
//! builds it element by element.

use super::*;

/// The game screen's elements that the app changes after building it.
pub(super) struct Built {
    pub(super) section: Element,
    pub(super) panel: Panel,
    pub(super) moves: MoveList,
    /// Who wins from here, where the game has it (else its box is gone).
    pub(super) verdict: Option<Element>,
}

/// Lays out the game screen of `model` around `board`: the board on the left, the panel on
/// the right (under the board on a phone), what the player needs while playing first.
pub(super) fn build(board: &BoardRef, model: &GameModel) -> Built {
    let b = board.borrow();
    let session = model.game();
    let name = session.name();
    let section = dom::from_template("game-screen");
    // Every part is found before the board goes in, so that none is found inside it.
    let part = |selector: &str| dom::part(&section, selector);
    section.set_attribute("data-game", name).ok();
    part("h1").l10n(&i18n::game_message(name, "title"));
    part(".designer").l10n(&i18n::game_message(name, "credit"));
    // The rules page in the language of the screen (i18n.js sets the address).
    let rules_page = format!("rules/{name}.html");
    part(".rules-link").attr("href", &rules_page).attr("data-l10n-href", &rules_page);
    link_game(&section, name);
    // A move typed in the game's notation, with the legal moves offered as suggestions.
    let list_id = format!("legal-moves-{name}");
    let example = games::info(name).map_or("", |info| info.move_example);
    let move_input = part(".move-input").attr("list", &list_id).l10n_text("game-move-input", "example", example);
    let legal = part("datalist").attr("id", &list_id);
    // The keys list starts with the game's own keys.
    part(".keys-list li").l10n(&i18n::game_message(name, "keys"));
    let opponent = model.opponent();
    choose(&part("[data-control=mode]"), opponent.mode.value());
    let level_list = part("[data-control=level]");
    choose(&level_list, opponent.level.value());
    let ask_first = part("[data-control=ask-first]");
    let show_threats = part("[data-control=show-threats]");
    for (input, on) in [(&ask_first, model.ask_first), (&show_threats, model.show_threats)] {
        if on {
            input.set_attribute("checked", "").ok();
        }
    }
    let panel = Panel {
        turn: part(".turn"),
        thinking: part(".thinking"),
        prompt: part(".prompt"),
        note: part(".note"),
        counts: part(".counts"),
        material: part(".material"),
        result: part(".result"),
        message: part(".message"),
        undo: part("[data-action=undo]"),
        redo: part("[data-action=redo]"),
        pass: part("[data-action=pass]"),
        done: part("[data-action=done]"),
        flip: part("[data-action=flip]"),
        position_out: part(".position-text"),
        legal,
        review_bar: part(".review-bar"),
        review_text: part(".review-text"),
        analyse: part("[data-action=analyse]"),
        analysis: part(".analysis"),
        analysis_bar: part(".analysis-bar"),
        analysis_text: part(".analysis-text"),
        perfect_choice: dom::part(&level_list, "option[value=perfect]"),
        level_list,
        retry: part("[data-action=retry]"),
        move_input,
        position_in: part(".position-input"),
        warning: part(".warning"),
        confirm: part(".confirm"),
        confirm_text: part(".confirm-text"),
        threats: part(".threats"),
        show_threats,
        legend: part(".legend"),
        log: part(".log-list"),
    };
    let moves = MoveList::on(part(".history"));
    let options_box = part(".options");
    for spec in session.option_specs() {
        append(&options_box, &forms::option_control(spec, model.next_options.get(spec)));
    }
    let verdict = part(".verdict");
    let verdict = if crate::ai::verdict_available(name) {
        Some(verdict)
    } else {
        verdict.remove();
        None
    };
    // Beside the board (on a phone, right under it): what to click next and why, the
    // warnings of the piece chosen, a move waiting for a yes, what the opponent threatens,
    // and what the last two moves did.
    append(&part(".guide"), b.notes());
    append(&part(".board-area"), &b.root);
    Built { section, panel, moves, verdict }
}

/// Selects the choice `value` of a list.
fn choose(list: &Element, value: &str) {
    if let Some(list) = list.dyn_ref::<web_sys::HtmlSelectElement>() {
        list.set_value(value);
    }
}
