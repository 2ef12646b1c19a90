//! The embed's attribute parser and its errors, in headless Chromium.
#![cfg(target_arch = "wasm32")]

use pyramid_games::web::embed::{mount, mount_stage, parse, Size};
use std::collections::HashMap;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

#[path = "support/next_task.rs"]
mod next_task;
use next_task::{next_task, until_drawn};

wasm_bindgen_test_configure!(run_in_browser);

fn attrs(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let map: HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    move |name| map.get(name).cloned()
}

fn error(pairs: &[(&str, &str)]) -> String {
    parse(attrs(pairs)).err().unwrap_or_else(|| panic!("{pairs:?} was accepted")).english()
}

#[wasm_bindgen_test]
fn reads_every_attribute() {
    let e = parse(attrs(&[
        ("game", "pyramida"),
        ("position", "b W:d7 B:d3,e4"),
        ("moves", " e4-d5 ; d1-c2 "),
        ("options", "chain=off opening-guard=off"),
        ("interactive", "false"),
        ("size", "large"),
        ("caption", "A column attack: d7 < d5 is fine"),
    ]))
    .unwrap();
    assert_eq!(e.game, "pyramida");
    // Moves are kept in canonical notation.
    assert_eq!(e.moves, ["e4-d5 d7>d1", "d1-c2 d3>e2"]);
    assert_eq!(e.size, Size::Large);
    assert!(!e.interactive);
    assert_eq!(e.caption.as_deref(), Some("A column attack: d7 < d5 is fine"));
    assert_eq!(e.session().position(), "b W:d7 B:d3,e4");
}

#[wasm_bindgen_test]
fn defaults_to_the_start_view_only_medium() {
    let e = parse(attrs(&[("game", "chase")])).unwrap();
    assert!(e.moves.is_empty() && !e.interactive && e.caption.is_none());
    assert_eq!(e.size, Size::Medium);
}

#[wasm_bindgen_test]
fn each_bad_attribute_is_named() {
    for (pairs, expected) in [
        (vec![], "data-game is missing"),
        (vec![("game", "checkers")], "data-game: unknown game 'checkers'"),
        (vec![("game", "pyramida"), ("position", "w W:k14 B:b1")], "data-position: bad position at 'k14'"),
        (vec![("game", "pyramida"), ("moves", "d1-c2; b1-b3")], "data-moves, move 2: illegal move 'b1-b3'"),
        (vec![("game", "pyramida"), ("moves", "d1-c9")], "data-moves, move 1: bad move 'c9'"),
        (vec![("game", "pyramida"), ("options", "chain=maybe")], "data-options: bad option 'chain=maybe'"),
        (vec![("game", "pyramida"), ("options", "chain")], "data-options: bad option 'chain'"),
        (vec![("game", "pyramida"), ("interactive", "yes")], "data-interactive is 'yes'"),
        (vec![("game", "pyramida"), ("size", "huge")], "data-size is 'huge'"),
        (vec![("game", "pyramida"), ("caption", "Look <b>here</b>")], "contains markup ('<b>')"),
        (vec![("game", "pyramida"), ("caption", "<img src=x onerror=alert(1)>")], "contains markup"),
    ] {
        let message = error(&pairs);
        assert!(message.contains(expected), "{pairs:?}: {message}");
    }
}

fn element(pairs: &[(&str, &str)]) -> web_sys::Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let el = document.create_element("div").unwrap();
    el.set_attribute("class", "pyramid-embed").unwrap();
    for (k, v) in pairs {
        el.set_attribute(&format!("data-{k}"), v).unwrap();
    }
    document.body().unwrap().append_child(&el).unwrap();
    el
}

/// What an embed drew: the wrapper in its element's shadow root, where the host page's
/// CSS does not reach.
fn drawn(el: &web_sys::Element) -> web_sys::Element {
    let root = el.shadow_root().expect("an embed draws in a shadow root");
    root.query_selector(".pyramid-embed-inner").unwrap().expect("the wrapper")
}

#[wasm_bindgen_test]
fn embed_js_mounts_a_board_a_stage_a_call_and_is_told_when_it_is_mounted() {
    let el = element(&[
        ("game", "pyramida"),
        ("position", "b W:d7 B:d3,e4"),
        ("moves", "e4-d5"),
        ("caption", "A column attack"),
    ]);
    // Started, read, seen, planned, made, dressed: nothing shown in the page until the last
    // stage.
    for stage in 1..=6 {
        assert!(!mount_stage(&el), "stage {stage} said the board was mounted");
        assert_eq!(el.get_attribute("data-state"), None, "after stage {stage}");
        assert!(el.shadow_root().is_none(), "after stage {stage}");
    }
    assert!(mount_stage(&el));
    assert_eq!(el.get_attribute("data-state").as_deref(), Some("ready"));
    assert!(drawn(&el).query_selector(".pyramid-board").unwrap().is_some());
    // A mounted board stays as it is.
    assert!(mount_stage(&el));
    assert_eq!(drawn(&el).query_selector_all(".pyramid-board").unwrap().length(), 1);
    el.remove();
}

#[wasm_bindgen_test]
async fn a_board_mounted_a_stage_a_task_draws_its_cells_and_pieces_once_shown() {
    let el = element(&[("game", "chase")]);
    // As embed.js mounts it: a stage a task (seven).
    for _ in 0..6 {
        assert!(!mount_stage(&el));
        next_task().await;
    }
    assert!(mount_stage(&el));
    // Shown with its frame alone: cells and pieces drawn before would come into the page
    // with it, all in one frame's layout and paint.
    let inner = drawn(&el);
    let count = |selector: &str| inner.query_selector_all(selector).unwrap().length();
    assert_eq!((count(".cells [data-cell-index]"), count(".pieces .piece")), (0, 0));
    let board = inner.query_selector(".pyramid-board").unwrap().unwrap();
    until_drawn(&board).await;
    assert_eq!((count(".cells [data-cell-index]"), count(".pieces .piece")), (561, 32));
    el.remove();
}

#[wasm_bindgen_test]
fn a_board_taken_out_on_its_way_is_dropped_and_starts_again_when_put_back() {
    let taken = element(&[("game", "allmer")]);
    let other = element(&[("game", "pyraos")]);
    assert!(!mount_stage(&taken));
    assert!(!mount_stage(&taken));
    taken.remove();
    // Another board's stage drops the one the page took out.
    assert!(!mount_stage(&other));
    web_sys::window().unwrap().document().unwrap().body().unwrap().append_child(&taken).unwrap();
    for stage in 1..=6 {
        assert!(!mount_stage(&taken), "stage {stage} again");
    }
    assert!(mount_stage(&taken));
    assert_eq!(taken.get_attribute("data-state").as_deref(), Some("ready"));
    mount(&other);
    assert_eq!(other.get_attribute("data-state").as_deref(), Some("ready"));
    taken.remove();
    other.remove();
}

#[wasm_bindgen_test]
fn a_bad_embed_says_so_at_its_second_stage() {
    let el = element(&[("game", "chess")]);
    assert!(!mount_stage(&el));
    assert!(mount_stage(&el));
    assert_eq!(el.get_attribute("data-state").as_deref(), Some("error"));
    assert!(el.get_attribute("data-error").unwrap().contains("chess"));
    el.remove();
}

#[wasm_bindgen_test]
fn a_bad_embed_shows_its_error_as_text_and_mounts_nothing() {
    let el = element(&[("game", "pyramida"), ("caption", "<script>alert(1)</script>")]);
    mount(&el);
    assert_eq!(el.get_attribute("data-state").as_deref(), Some("error"));
    assert_eq!(drawn(&el).query_selector_all("script, svg").unwrap().length(), 0);
    // The message is said in the page's language (its arguments, here where no i18n.js
    // runs); data-error keeps the English.
    let said = drawn(&el).query_selector(".board-error").unwrap().expect("the error shown");
    assert!(said.get_attribute("data-l10n-args").unwrap().contains(r#""tag":"<script>""#));
    assert!(el.get_attribute("data-error").unwrap().contains("'<script>'"));
    el.remove();
}

#[wasm_bindgen_test]
async fn a_good_embed_mounts_a_board_with_its_caption_as_text() {
    let el = element(&[("game", "allmer"), ("moves", "a1-a5"), ("caption", "A run & a <3")]);
    mount(&el);
    assert_eq!(el.get_attribute("data-state").as_deref(), Some("ready"));
    let inner = drawn(&el);
    // Drawn in slices, a task each: its first row, its pieces, its other rows, its labels.
    for _ in 0..4 {
        next_task().await;
    }
    let board = inner.query_selector(".pyramid-board").unwrap().expect("the board");
    assert_eq!(board.get_attribute("data-drawn").as_deref(), Some("true"));
    assert_eq!(inner.query_selector_all(".cells [data-cell-index]").unwrap().length(), 48);
    let caption = inner.query_selector(".embed-caption").unwrap().unwrap();
    assert_eq!(caption.text_content().as_deref(), Some("A run & a <3"));
    assert!(inner.query_selector("button[data-action=\"replay\"]").unwrap().is_some());
    // Mounting twice does nothing.
    mount(&el);
    assert_eq!(drawn(&el).query_selector_all(".pyramid-board").unwrap().length(), 1);
    el.remove();
}

#[wasm_bindgen_test]
fn a_playable_embed_says_whose_turn_it_is_with_the_turn_note() {
    let el = element(&[("game", "pyramida"), ("position", "b W:b3,c4 B:d3,d5 extra=1"), ("interactive", "true")]);
    mount(&el);
    let status = drawn(&el).query_selector(".embed-status").unwrap().unwrap();
    // The words are the page's i18n.js's (the end-to-end tests read them); here, the
    // message and its arguments: Black to move, with the extra move's note.
    assert_eq!(status.get_attribute("data-l10n-id").as_deref(), Some("turn"));
    assert_eq!(status.get_attribute("data-l10n-args").as_deref(), Some(r#"{"side":"black","note":"extra-move"}"#));
    el.remove();
}

/// A button of an embed's bar, by its action.
fn press(el: &web_sys::Element, action: &str) {
    let selector = format!("button[data-action=\"{action}\"]");
    let button = drawn(el).query_selector(&selector).unwrap().expect("the button");
    button.dyn_into::<web_sys::HtmlElement>().unwrap().click();
}

/// Clicks cells the way a person does: on what is drawn there, bubbling up.
fn play(el: &web_sys::Element, cells: [&str; 2]) {
    for name in cells {
        let target = [".hits", ".pieces", ".cells"]
            .iter()
            .find_map(|layer| drawn(el).query_selector(&format!("{layer} [data-cell=\"{name}\"]")).unwrap())
            .expect("the cell drawn");
        let init = web_sys::EventInit::new();
        init.set_bubbles(true);
        target.dispatch_event(&web_sys::Event::new_with_event_init_dict("click", &init).unwrap()).unwrap();
    }
}

fn position(el: &web_sys::Element) -> Option<String> {
    drawn(el).query_selector(".pyramid-board").unwrap().unwrap().get_attribute("data-position")
}

#[wasm_bindgen_test]
fn an_example_steps_by_its_buttons_and_list_and_says_which_move_is_shown() {
    let start = "w W:a4,c2 B:u4,s2";
    let el = element(&[("game", "pyramida"), ("position", start), ("moves", "a4-b5; u4-t5")]);
    mount(&el);
    let first_position = position(&el);
    let status = drawn(&el).query_selector(".embed-status").unwrap().unwrap();
    let shown = || status.get_attribute("data-l10n-args").unwrap_or_default();
    assert_eq!(shown(), r#"{"count":0,"total":2}"#);
    press(&el, "next");
    assert_eq!(shown(), r#"{"count":1,"total":2}"#);
    assert_eq!(position(&el).as_deref(), Some("b W:c2,b5 B:s2,u4"));
    press(&el, "last");
    assert_eq!(shown(), r#"{"count":2,"total":2}"#);
    let current = drawn(&el).query_selector(".ply.current").unwrap().expect("the move shown marked");
    assert!(current.text_content().unwrap().contains("u4-t5"), "{:?}", current.text_content());
    // A move picked in the list: the position after it.
    let first = drawn(&el).query_selector("[data-ply=\"1\"]").unwrap().expect("the first move listed");
    first.dyn_into::<web_sys::HtmlElement>().unwrap().click();
    assert_eq!(shown(), r#"{"count":1,"total":2}"#);
    press(&el, "first");
    assert_eq!((shown(), position(&el)), (r#"{"count":0,"total":2}"#.to_string(), first_position));
    el.remove();
}

#[wasm_bindgen_test]
async fn a_playable_embed_plays_takes_back_and_resets() {
    let el = element(&[("game", "pyramida"), ("position", "w W:a4,c2 B:u4,s2"), ("interactive", "true")]);
    mount(&el);
    next_task().await;
    let start = position(&el);
    play(&el, ["a4", "b5"]);
    assert_eq!(position(&el).as_deref(), Some("b W:c2,b5 B:s2,u4"), "the move stands");
    press(&el, "undo");
    assert_eq!(position(&el), start);
    press(&el, "undo");
    assert_eq!(position(&el), start, "nothing more to take back");
    play(&el, ["a4", "b5"]);
    press(&el, "reset");
    assert_eq!(position(&el), start);
    el.remove();
}
