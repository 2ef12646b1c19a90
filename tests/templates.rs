//! index.html's templates (the game screen, the picker) against the names the app knows:
//! every `data-action` and `data-control` in them parses into the screen's enum, every
//! control the game screen binds is there, and the import box's example is a record of the
//! first game with that game's own example of a move.

use pyramid_games::games::{self, GAME_NAMES};
use pyramid_games::screen::controls::{Control, GameAction, GameField, PickerAction};

fn index() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html")).expect("index.html")
}

/// The markup of `<template id="ID">`.
fn template(page: &str, id: &str) -> String {
    let open = format!("<template id=\"{id}\">");
    let start = page.find(&open).unwrap_or_else(|| panic!("no template {id}")) + open.len();
    let end = start + page[start..].find("</template>").expect("a closed template");
    page[start..end].to_string()
}

/// The values of attribute `name` in `markup`, in order.
fn values(markup: &str, name: &str) -> Vec<String> {
    let key = format!("{name}=\"");
    markup.match_indices(&key).map(|(i, _)| markup[i + key.len()..].split('"').next().unwrap().to_string()).collect()
}

#[test]
fn the_game_screen_names_only_controls_the_app_knows_and_has_them_all() {
    let screen = template(&index(), "game-screen");
    let actions = values(&screen, "data-action");
    for name in &actions {
        assert!(GameAction::parse(name).is_some(), "data-action=\"{name}\" is no GameAction");
    }
    // A kept game's Open button is drawn with the list of kept games.
    for action in GameAction::ALL.iter().filter(|a| **a != GameAction::OpenKept) {
        assert!(actions.iter().any(|a| a == action.name()), "no button for {action:?}");
    }
    let fields = values(&screen, "data-control");
    for name in &fields {
        assert!(GameField::parse(name).is_some(), "data-control=\"{name}\" is no GameField");
    }
    // The options are drawn for each game (web/forms.rs).
    for field in GameField::ALL.iter().filter(|f| **f != GameField::Option) {
        assert!(fields.iter().any(|f| f == field.name()), "no field for {field:?}");
    }
}

#[test]
fn the_picker_names_only_its_own_actions() {
    let page = index();
    let card = template(&page, "picker-card");
    let actions = values(&card, "data-action");
    assert_eq!(actions, [PickerAction::PlayComputer.name()]);
    assert!(template(&page, "picker").contains("class=\"cards\""));
}

#[test]
fn the_import_example_is_a_record_of_the_first_game() {
    let screen = template(&index(), "game-screen");
    let name = GAME_NAMES[0];
    let example = games::info(name).expect("the first game is in the catalog").move_example;
    let expected = format!("[Game &quot;{name}&quot;]&#10;&#10;1. {example} …");
    assert!(values(&screen, "placeholder").contains(&expected), "the import box's example is not {expected}");
}
