//! Building the game screen: its elements, laid out, with no listener bound (actions.rs
//! binds them, through the names the controls carry).

use super::*;

/// The game screen's elements that the app changes after building it.
pub(super) struct Built {
    pub(super) section: Element,
    pub(super) panel: Panel,
    pub(super) moves: MoveList,
}

/// Lays out the game screen for `board`: the board on the left, the panel on the right
/// (under the board on a phone), what the player needs while playing first.
pub(super) fn build(
    board: &BoardRef,
    next_options: &Options,
    (mode, level): (Mode, Strength),
    help: Help,
    verdict_box: Option<&Element>,
) -> Built {
    let b = board.borrow();
    let session = b.session();
    let name = session.name();
    let info = games::info(name).expect("an available game is in the catalog");
    let section = html("section").class("game").attr("data-game", name);
    let board_area = html("div").class("board-area").child(&b.root);
    // Beside the board (on a phone, right under it): what to click next and why, the
    // warnings of the piece chosen, a move waiting for a yes, what the opponent threatens,
    // and what the last two moves did.
    let guide = html("div").class("guide").attr("aria-live", "polite");
    let prompt = html("p").class("prompt");
    let warning = html("p").class("warning");
    let confirm_text = html("span").class("confirm-text");
    let confirm = html("div")
        .class("confirm hidden")
        .attr("role", "group")
        .l10n("confirm-group")
        .child(&confirm_text)
        .child(&button("", GameAction::ConfirmMove.name()).l10n("confirm-play"))
        .child(&button("", GameAction::CancelMove.name()).l10n("confirm-cancel"));
    let threats = html("p").class("threats");
    for el in [&prompt, &warning, &confirm, &threats, b.notes()] {
        append(&guide, el);
    }
    let aside = html("aside").class("panel");
    let heading = html("div").class("heading");
    append(&heading, &html("h1").l10n(&i18n::game_message(name, "title")));
    append(&heading, &html("p").class("designer").l10n(&i18n::game_message(name, "credit")));
    // The rules page in the language of the screen (i18n.js sets the address).
    let rules_page = format!("rules/{name}.html");
    let rules =
        html("a").class("rules-link").attr("href", &rules_page).attr("data-l10n-href", &rules_page).l10n("game-rules");
    let back = html("a").class("back-link").attr("href", "#").l10n("game-all-games");
    let learn = html("a").class("learn-link").attr("href", format!("#learn/{name}")).l10n("picker-learn");
    let puzzles = html("a").class("puzzles-link").attr("href", format!("#puzzles/{name}")).l10n("picker-puzzles");
    let online = html("a")
        .class("online-link online-only")
        .attr("href", format!("#online/new/{name}"))
        .l10n("picker-play-online");
    let links = html("p").class("links").child(&back).child(&rules).child(&online).child(&learn);
    append(&heading, &links.child(&puzzles));

    let status = html("div").class("status");
    let turn = html("p").class("turn").attr("aria-live", "polite");
    let note = html("p").class("note");
    let result = html("p").class("result").attr("aria-live", "polite");
    let message = html("p").class("message").attr("role", "status");
    // The thinking line keeps its place when idle, so nothing below it jumps.
    let thinking = html("p").class("thinking idle").attr("aria-live", "polite");
    // After the computer failed (a book that did not download, a position Perfect does
    // not know): ask it again.
    let retry = button("", GameAction::Retry.name()).class("hidden").l10n("game-retry");
    for el in [&turn, &guide, &thinking, &result, &message, &retry, &note] {
        append(&status, el);
    }

    let buttons = html("div").class("buttons");
    let undo = button("", GameAction::Undo.name()).l10n("game-undo");
    let redo = button("", GameAction::Redo.name()).l10n("game-redo");
    let flip = button("", GameAction::Flip.name()).l10n("game-flip").attr("aria-pressed", "false");
    let pass = button("", GameAction::Pass.name()).l10n("game-pass");
    let done = button("", GameAction::Done.name()).l10n("game-done");
    for el in [&undo, &redo, &flip, &button("", GameAction::NewGame.name()).l10n("game-new"), &pass, &done] {
        append(&buttons, el);
    }

    // A move typed in the game's notation, with the legal moves offered as suggestions.
    let typed = html("div").class("move-box");
    let list_id = format!("legal-moves-{name}");
    let move_input = html("input")
        .attr("type", "text")
        .attr("list", &list_id)
        .attr("autocomplete", "off")
        .attr("spellcheck", "false")
        .attr("data-control", GameField::Move.name())
        .class("move-input")
        .l10n_text("game-move-input", "example", info.move_example);
    let legal = html("datalist").attr("id", &list_id);
    append(&typed, &html("label").class("control").child(&html("span").l10n("game-type-move")).child(&move_input));
    append(&typed, &button("", GameAction::PlayTyped.name()).l10n("game-play-typed"));
    append(&typed, &legal);

    let keys_box = html("details").class("keys");
    append(&keys_box, &html("summary").l10n("keys-title"));
    let keys_list = html("ul").class("keys-list");
    let keys = i18n::game_message(name, "keys");
    for line in [keys.as_str(), "keys-pick", "keys-read", "keys-review"] {
        append(&keys_list, &html("li").l10n(line));
    }
    append(&keys_box, &keys_list);

    let moves_box = html("div").class("moves");
    append(&moves_box, &html("h2").class("moves-title").l10n("moves-title"));
    let review_bar = html("div").class("review-bar hidden").attr("role", "group").l10n("review-group");
    let review_text = html("span").class("review-text").attr("aria-live", "polite");
    let earlier = button("◀", GameAction::ReviewBack.name()).l10n("review-back");
    let later = button("▶", GameAction::ReviewForward.name()).l10n("review-forward");
    let to_game = button("", GameAction::ReviewEnd.name()).l10n("review-end");
    let analyse = button("", GameAction::Analyse.name()).l10n("review-analyse").attr("aria-pressed", "false");
    let continue_here = button("", GameAction::ContinueHere.name()).l10n("review-continue");
    for el in [&review_text, &earlier, &later, &to_game, &continue_here, &analyse] {
        append(&review_bar, el);
    }
    append(&moves_box, &review_bar);
    let analysis = html("div").class("analysis hidden").attr("aria-live", "polite");
    let analysis_bar = html("span").class("analysis-bar").attr("style", "width: 50%");
    let analysis_text = html("span").class("analysis-text");
    append(&analysis, &html("span").class("analysis-meter").attr("aria-hidden", "true").child(&analysis_bar));
    append(&analysis, &analysis_text);
    // What the figures mean, for a player who has not met an engine's evaluation.
    append(&analysis, &html("small").class("analysis-help").l10n("analysis-help"));
    append(&moves_box, &analysis);
    if let Some(verdict_box) = verdict_box {
        append(&moves_box, verdict_box);
    }
    let moves = MoveList::new();
    append(&moves_box, &moves.element);
    // The move list's marks explained, and the game told in sentences.
    let legend = html("p").class("legend hidden");
    append(&moves_box, &legend);
    let log = html("ol").class("log-list");
    append(&moves_box, &html("details").class("log").child(&html("summary").l10n("log-title")).child(&log));
    let (keep_tools, library) = keep::section();
    append(&moves_box, &keep_tools);

    let play_row = html("div").class("opponent");
    let mode_select = select("opponent-title", GameField::Mode, &Mode::ALL.map(|(_, v, l)| (v, l)), mode.value());
    let levels = Strength::CHOICES.map(|(_, v, l)| (v, l));
    let level_select = select("level-title", GameField::Level, &levels, level.value());
    let perfect_choice = level_select.1.query_selector("option[value=perfect]").ok().flatten().expect("listed above");
    append(&play_row, &mode_select.0);
    append(&play_row, &level_select.0);
    let ask_first = checkbox("help-ask-first", GameField::AskFirst, help.ask_first);
    let show_threats = checkbox("help-threats", GameField::ShowThreats, help.threats);
    let help_box = html("div").class("help-options").child(&ask_first.0).child(&show_threats.0);
    let counts = html("p").class("counts");

    let options_box = html("details").class("options");
    append(&options_box, &html("summary").l10n("options-title"));
    append(&options_box, &html("p").class("hint").l10n("options-hint"));
    for spec in session.option_specs() {
        append(&options_box, &forms::option_control(spec, next_options.get(spec)));
    }

    let position_box = html("details").class("position");
    append(&position_box, &html("summary").l10n("position-title"));
    let position_out = html("code").class("position-text");
    append(&position_box, &position_out);
    let position_in = html("input")
        .attr("type", "text")
        .l10n("position-input")
        .attr("placeholder", "w W:… B:…")
        .attr("spellcheck", "false")
        .class("position-input");
    append(&position_box, &position_in);
    append(&position_box, &button("", GameAction::LoadPosition.name()).l10n("position-load"));
    // The editor starts from the game as it stands (the position shown in review).
    append(&position_box, &button("", GameAction::EditPosition.name()).l10n("position-edit"));
    for el in [
        &heading,
        &status,
        &buttons,
        &moves_box,
        &typed,
        &play_row,
        &help_box,
        &counts,
        &options_box,
        &position_box,
        &library,
        &keys_box,
    ] {
        append(&aside, el);
    }
    append(&section, &board_area);
    append(&section, &aside);

    let panel = Panel {
        turn,
        thinking,
        prompt,
        note,
        counts,
        result,
        message,
        undo,
        redo,
        pass,
        done,
        flip,
        position_out,
        legal,
        review_bar,
        review_text,
        analyse,
        analysis,
        analysis_bar,
        analysis_text,
        level_list: level_select.1,
        perfect_choice,
        retry,
        move_input,
        position_in,
        warning,
        confirm,
        confirm_text,
        threats,
        show_threats: show_threats.1,
        legend,
        log,
    };
    Built { section, panel, moves }
}

/// The help a newcomer gets, as the screen opens.
pub(super) struct Help {
    pub(super) ask_first: bool,
    pub(super) threats: bool,
}

/// A labelled checkbox; returns the label and the box.
/// A labelled box; `label` names its message.
fn checkbox(label: &str, control: GameField, on: bool) -> (Element, Element) {
    let input = html("input").attr("type", "checkbox").attr("data-control", control.name());
    if on {
        input.set_attribute("checked", "").ok();
    }
    (html("label").class("check").child(&input).child(&html("span").l10n(label)), input)
}

/// A labelled list (the label and each choice named by their messages); returns the label
/// and the select element.
fn select(label: &str, control: GameField, choices: &[(&str, &str)], chosen: &str) -> (Element, Element) {
    let list = html("select").attr("data-control", control.name());
    for (value, text) in choices {
        let option = html("option").attr("value", value).l10n(text);
        if *value == chosen {
            option.set_attribute("selected", "").ok();
        }
        append(&list, &option);
    }
    let label = html("label").class("control").child(&html("span").l10n(label)).child(&list);
    (label, list)
}
