//! What the game screen's controls do. The screen binds one listener per kind of event on
//! its root (dom::on_control); each control names its action or field (screen::controls),
//! dispatched here.

use super::*;

/// Binds the game screen's controls, inside `section`.
pub(super) fn bind(app: &AppRef, section: &Element) -> Vec<dom::Listener> {
    let weak = Rc::downgrade(app);
    let clicks = dom::on_control(section, "click", move |action, control, _| {
        let Some(app) = weak.upgrade() else { return };
        let board = app.borrow().screen.as_ref().map(|s| s.board.clone());
        if let Some(board) = board {
            unsay(&app);
            act(&app, &board, action, control);
        }
    });
    let weak = Rc::downgrade(app);
    let changes = dom::on_control(section, "change", move |name, control, _| {
        if let Some(app) = weak.upgrade() {
            changed(&app, name, control);
        }
    });
    let weak = Rc::downgrade(app);
    let keys = dom::on_control(section, "keydown", move |name, control, event| {
        let Some(app) = weak.upgrade() else { return };
        let enter = event.dyn_ref::<KeyboardEvent>().is_some_and(|k| k.key() == "Enter");
        let board = app.borrow().screen.as_ref().map(|s| s.board.clone());
        if let (true, GameField::Move, Some(board)) = (enter, name, board) {
            event.prevent_default();
            unsay(&app);
            play_typed_move(&app, &board, control);
        }
    });
    vec![clicks, changes, keys]
}

/// A button of the game screen, by its `data-action`.
fn act(app: &AppRef, board: &BoardRef, action: GameAction, control: &Element) {
    match action {
        GameAction::NewGame => {
            let options = app.borrow().screen.as_ref().map(|s| s.next_options.clone()).unwrap_or_default();
            let name = board.borrow().session().name();
            replace_game(app, board, games::open(name, &options, None));
        }
        GameAction::Undo => undo_move(app, board),
        GameAction::Redo => {
            stop_thinking(app);
            board::redo(board);
        }
        GameAction::Flip => {
            let on = !board.borrow().is_flipped();
            board.borrow_mut().set_flipped(on);
            refresh(app);
        }
        GameAction::Pass | GameAction::Done => {
            let b = board.borrow();
            let mv = if action == GameAction::Pass { b.button_moves().into_iter().next() } else { b.complete_move() };
            drop(b);
            if let Some(Err(e)) = mv.map(|mv| board::enter(board, &mv)) {
                say(app, &e);
            }
        }
        GameAction::PlayTyped => {
            let input = app.borrow().screen.as_ref().map(|s| s.panel.move_input.clone());
            if let Some(input) = input {
                play_typed_move(app, board, &input);
            }
        }
        GameAction::Retry => computer_turn(app),
        GameAction::ConfirmMove => board::confirm(board),
        GameAction::CancelMove => board::cancel(board),
        GameAction::ReviewBack => review::step(app, -1),
        GameAction::ReviewForward => review::step(app, 1),
        GameAction::ReviewEnd => review::back_to_game(app),
        GameAction::ContinueHere => review::continue_here(app),
        GameAction::Analyse => analysis::toggle(app),
        GameAction::Verdict => verdict::switch(app),
        GameAction::LoadPosition => {
            let input = app.borrow().screen.as_ref().map(|s| s.panel.position_in.clone());
            let text = input.and_then(|i| i.dyn_into::<HtmlInputElement>().ok()).map(|i| i.value());
            let options = app.borrow().screen.as_ref().map(|s| s.next_options.clone()).unwrap_or_default();
            let name = board.borrow().session().name();
            // A bad position leaves the game in progress as it was.
            replace_game(app, board, games::open(name, &options, Some(&text.unwrap_or_default())));
        }
        GameAction::EditPosition => {
            let link = link::encode(board.borrow().session());
            let _ = dom::window().location().set_hash(&format!("edit/{link}"));
        }
        // The kept games' box.
        GameAction::Share => keep::share_link(app),
        GameAction::Export => keep::export(app),
        GameAction::Import => keep::toggle_import(control),
        GameAction::ImportRecord => keep::import_pasted(app, control),
        GameAction::ClearLibrary => keep::clear_library(),
        GameAction::OpenKept => keep::open_kept(app, control),
    }
}

/// Puts a new game (new, or from a position) in place of the one in progress, which is
/// kept, never dropped; an error leaves the game as it was and says why.
fn replace_game(app: &AppRef, board: &BoardRef, game: Result<Box<dyn games::Session>, crate::game::Error>) {
    match game {
        Ok(session) => {
            review::back_to_game(app);
            stop_thinking(app);
            keep::archive(app, board.borrow().session());
            board::reset(board, session);
        }
        Err(e) => say(app, &e.phrase()),
    }
}

/// A field of the game screen changed, by its `data-control`.
fn changed(app: &AppRef, name: GameField, control: &Element) {
    let value = || {
        let select = control.dyn_ref::<web_sys::HtmlSelectElement>().map(|s| s.value());
        let checkbox =
            control.dyn_ref::<HtmlInputElement>().map(|i| if i.checked() { "on" } else { "off" }.to_string());
        select.or(checkbox).unwrap_or_default()
    };
    match name {
        GameField::Mode => opponent_changed(app, value(), |screen, value| {
            screen.mode = Mode::from_value(&value).unwrap_or(Mode::TwoPlayers);
            face_the_player(screen);
        }),
        GameField::Level => opponent_changed(app, value(), |screen, value| {
            screen.level = Strength::from_value(&value).unwrap_or(Strength::Search(Level::Normal));
            // Threats are shown at the beginner's level, hidden at others, until changed.
            show_threats(screen, threats_by_default(screen.level));
        }),
        GameField::AskFirst => {
            let on = value() == "on";
            prefs::set_ask_first(on);
            let board = app.borrow().screen.as_ref().map(|s| s.board.clone());
            if let Some(board) = board {
                board.borrow_mut().set_ask_first(on);
            }
        }
        GameField::ShowThreats => {
            let on = value() == "on";
            if let Some(screen) = app.borrow_mut().screen.as_mut() {
                show_threats(screen, on);
            }
            refresh(app);
        }
        GameField::Option => {
            let key = control.get_attribute("data-option").unwrap_or_default();
            let value = value();
            if let Some(screen) = app.borrow_mut().screen.as_mut() {
                if let Some(spec) = screen.board.borrow().session().option_specs().iter().find(|s| s.key == key) {
                    screen.next_options.set(spec.key, &value);
                }
            }
        }
        GameField::ImportFile => keep::import_file(app, control),
        // Played on Enter (keydown), not on a change.
        GameField::Move => {}
    }
}

/// Plays the move typed in `input`; a bad or illegal one is explained and the game kept.
fn play_typed_move(app: &AppRef, board: &BoardRef, input: &Element) {
    let Some(field) = input.dyn_ref::<HtmlInputElement>() else { return };
    let text = field.value();
    if text.trim().is_empty() {
        return;
    }
    let reviewing = app.borrow().screen.as_ref().is_some_and(|s| s.review.is_some());
    if reviewing {
        say(app, &Phrase::new("game-viewing-earlier"));
        return;
    }
    if !board.borrow().is_interactive() {
        say(app, &Phrase::new("game-computers-turn"));
        return;
    }
    match board::enter(board, &text) {
        Ok(()) => field.set_value(""),
        Err(e) => say(app, &e),
    }
}

/// Shows or hides the opponent's threats, on the board and in the box.
fn show_threats(screen: &mut Screen, on: bool) {
    screen.threats_on = on;
    if let Some(input) = screen.panel.show_threats.dyn_ref::<HtmlInputElement>() {
        input.set_checked(on);
    }
    screen.board.borrow_mut().set_show_threats(on);
}
