//! What the game screen's controls do. The screen binds one listener per kind of event on
//! its root (dom::on_control); each control names its action or field (screen::controls),
//! dispatched here.

use super::*;

/// Binds the game screen's controls, inside `section`.
pub(super) fn bind(to: &Mailbox<GameScreen>, section: &Element) -> [dom::Listener; 3] {
    let clicks = dom::on_control(section, "click", {
        let to = to.clone();
        move |action, control, _| to.send(Message::Act(action, control.clone()))
    });
    let changes = dom::on_control(section, "change", {
        let to = to.clone();
        move |field, control, _| to.send(Message::Field(field, control.clone()))
    });
    let keys = dom::on_control(section, "keydown", {
        let to = to.clone();
        move |field, control, event| to.send(Message::FieldKey(field, control.clone(), event.clone()))
    });
    [clicks, changes, keys]
}

/// A key in a field: Enter in the move's field plays the move typed.
pub(super) fn key_in_field(game: &GameRef, field: GameField, control: &Element, event: &Event) {
    let enter = event.dyn_ref::<KeyboardEvent>().is_some_and(|k| k.key() == "Enter");
    if let (true, GameField::Move) = (enter, field) {
        let board = game.board.clone();
        event.prevent_default();
        unsay(game);
        play_typed_move(game, &board, control);
    }
}

/// A button of the game screen, by its `data-action`.
pub(super) fn act(game: &GameRef, action: GameAction, control: &Element) {
    let board = game.board.clone();
    let board = &board;
    unsay(game);
    match action {
        GameAction::NewGame => {
            let (options, name) = {
                let model = game.model.borrow();
                (model.next_options.clone(), model.game().name())
            };
            replace_game(game, games::open(name, &options, None));
        }
        GameAction::Undo => undo_move(game, board),
        GameAction::Redo => {
            stop_thinking(game);
            // Played again on the game, then on the board (whose own line may differ).
            let again = game.model.borrow_mut().redo();
            match again {
                Some(text) => show_played(game, Ok(text)),
                None => after_change(game, false),
            }
        }
        GameAction::Flip => {
            let on = !board.borrow().is_flipped();
            board.borrow_mut().set_flipped(on);
            refresh(game);
        }
        // Entered as a click's move is: the same way to the model, with the same warning.
        GameAction::Pass | GameAction::Done => board::enter_button(board, action == GameAction::Pass),
        GameAction::PlayTyped => {
            let input = game.panel.move_input.clone();
            play_typed_move(game, board, &input);
        }
        GameAction::Retry => computer_turn(game),
        GameAction::ConfirmMove => {
            let confirmed = game.model.borrow_mut().confirm();
            if let Some(played) = confirmed {
                show_played(game, played);
            }
        }
        GameAction::CancelMove => board::cancel(board),
        GameAction::ReviewBack => review::take(game, Step::Back),
        GameAction::ReviewForward => review::take(game, Step::On),
        GameAction::ReviewEnd => review::take(game, Step::End),
        GameAction::ContinueHere => review::continue_here(game),
        GameAction::Analyse => analysis::toggle(game),
        GameAction::Verdict => verdict::switch(game),
        GameAction::LoadPosition => {
            let input = game.panel.position_in.clone();
            let text = input.dyn_into::<HtmlInputElement>().ok().map(|i| i.value());
            let (options, name) = {
                let model = game.model.borrow();
                (model.next_options.clone(), model.game().name())
            };
            // A bad position leaves the game in progress as it was.
            replace_game(game, games::open(name, &options, Some(&text.unwrap_or_default())));
        }
        GameAction::EditPosition => {
            let link = link::encode(game.model.borrow().shown());
            let _ = dom::window().location().set_hash(&format!("edit/{link}"));
        }
        // The kept games' box.
        GameAction::Share => keep::share_link(game),
        GameAction::Export => keep::export(game),
        GameAction::Import => keep::toggle_import(control),
        GameAction::ImportRecord => keep::import_pasted(game, control),
        GameAction::ClearLibrary => keep::clear_library(),
        GameAction::OpenKept => keep::open_kept(game, control),
    }
}

/// Puts a new game (new, or from a position) in place of the one in progress, which is
/// kept, never dropped; an error leaves the game as it was and says why.
fn replace_game(game: &GameRef, opened: Result<Box<dyn games::Session>, crate::game::Error>) {
    match opened {
        Ok(session) => {
            stop_thinking(game);
            let old = game.model.borrow_mut().replace(session);
            keep::archive(Some(game.model.borrow().opponent()), old.as_ref());
            review::show_position(game);
            analysis::ask(game);
        }
        Err(e) => say(game, &e.phrase()),
    }
}

/// A field of the game screen changed, by its `data-control`.
pub(super) fn changed(game: &GameRef, name: GameField, control: &Element) {
    let value = || {
        let select = control.dyn_ref::<web_sys::HtmlSelectElement>().map(|s| s.value());
        let checkbox =
            control.dyn_ref::<HtmlInputElement>().map(|i| if i.checked() { "on" } else { "off" }.to_string());
        select.or(checkbox).unwrap_or_default()
    };
    match name {
        GameField::Mode => opponent_changed(game, |screen| {
            screen.model.borrow_mut().choose_mode(Mode::from_value(&value()));
            face_the_player(screen);
        }),
        GameField::Level => opponent_changed(game, |screen| {
            screen.model.borrow_mut().choose_level(Strength::from_value(&value()));
            show_threats(screen);
        }),
        GameField::AskFirst => {
            let on = value() == "on";
            prefs::set_ask_first(on);
            game.model.borrow_mut().ask_first = on;
        }
        GameField::ShowThreats => {
            game.model.borrow_mut().show_threats = value() == "on";
            show_threats(game);
            refresh(game);
        }
        GameField::Option => {
            let key = control.get_attribute("data-option").unwrap_or_default();
            let value = value();
            let mut model = game.model.borrow_mut();
            let spec = model.game().option_specs().iter().find(|s| s.key == key);
            if let Some(spec) = spec {
                model.next_options.set(spec.key, &value);
            }
        }
        GameField::ImportFile => keep::import_file(game, control),
        // Played on Enter (keydown), not on a change.
        GameField::Move => {}
    }
}

/// Plays the move typed in `input`; a bad or illegal one is explained and the game kept.
fn play_typed_move(game: &GameRef, board: &BoardRef, input: &Element) {
    let Some(field) = input.dyn_ref::<HtmlInputElement>() else { return };
    let text = field.value();
    if text.trim().is_empty() {
        return;
    }
    let reviewing = game.model.borrow().is_reviewing();
    if !reviewing && !board.borrow().is_interactive() {
        say(game, &Phrase::new("game-computers-turn"));
        return;
    }
    let waits = game.model.borrow().waits();
    if let Some(why) = waits {
        say(game, &why);
        return;
    }
    // Entered as a click's move is: the same way to the model, with the same warning.
    let read = |text: &str| forms::read_move(game.model.borrow().game(), text);
    if let Err(e) = forms::enter_typed(board, field, &read) {
        say(game, &e);
    }
}

/// Shows or hides the opponent's threats, on the board and in the box, as the model says.
fn show_threats(screen: &GameScreen) {
    let on = screen.model.borrow().show_threats;
    if let Some(input) = screen.panel.show_threats.dyn_ref::<HtmlInputElement>() {
        input.set_checked(on);
    }
    screen.board.borrow_mut().set_show_threats(on);
}
