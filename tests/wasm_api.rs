//! The wasm API, in headless Chromium: start, legal moves, play, errors.
#![cfg(target_arch = "wasm32")]

use pyramid_games::web::api::GameHandle;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn message<T>(result: Result<T, wasm_bindgen::JsError>) -> String {
    let err = result.err().expect("an error");
    JsValue::from(err).dyn_into::<js_sys::Error>().expect("a JS Error").message().into()
}

fn options(pairs: &[(&str, &str)]) -> JsValue {
    let obj = js_sys::Object::new();
    for (k, v) in pairs {
        js_sys::Reflect::set(&obj, &(*k).into(), &(*v).into()).unwrap();
    }
    obj.into()
}

#[wasm_bindgen_test]
fn starts_from_the_start_position() {
    let game = GameHandle::new("pyramida", None, JsValue::UNDEFINED).unwrap();
    assert_eq!(game.position(), "w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1");
    assert_eq!(game.status(), "ongoing");
    assert_eq!(game.side_to_move(), "white");
    assert_eq!(game.legal_moves().len(), 10);
}

#[wasm_bindgen_test]
fn play_returns_the_events_by_cell_name() {
    let mut game = GameHandle::new("pyramida", Some("b W:d7 B:d3,e4".into()), JsValue::UNDEFINED).unwrap();
    let events: js_sys::Array = game.play("e4-d5").unwrap().dyn_into().unwrap();
    assert_eq!(events.length(), 2);
    let get = |i: u32, key: &str| js_sys::Reflect::get(&events.get(i), &key.into()).unwrap().as_string();
    assert_eq!(get(0, "kind").as_deref(), Some("move"));
    assert_eq!(get(1, "kind").as_deref(), Some("column-retreat"));
    assert_eq!(get(1, "from").as_deref(), Some("d7"));
    assert_eq!(get(1, "to").as_deref(), Some("d1"));
    assert_eq!(game.position(), "w W:d1 B:d3,d5");
    assert_eq!(game.history(), vec!["e4-d5 d7>d1".to_string()]);
}

#[wasm_bindgen_test]
fn options_change_the_rules() {
    let game = GameHandle::new("pyramida", None, options(&[("opening-guard", "off")])).unwrap();
    assert!(game.legal_moves().contains(&"d1-c2 b1+".to_string()));
}

#[wasm_bindgen_test]
fn an_illegal_move_throws_and_changes_nothing() {
    let mut game = GameHandle::new("pyramida", None, JsValue::UNDEFINED).unwrap();
    let before = game.position();
    let text = message(game.play("d1-e3"));
    assert!(text.contains("'e3'"), "{text}");
    let text = message(game.play("b1-a2"));
    assert!(text.contains("no White stone on b1"), "{text}");
    assert_eq!(game.position(), before);
    assert!(game.history().is_empty());
}

#[wasm_bindgen_test]
fn bad_input_names_the_problem() {
    let text = message(GameHandle::new("chess", None, JsValue::UNDEFINED));
    assert!(text.contains("unknown game 'chess'"), "{text}");
    let text = message(GameHandle::new("pyramida", Some("w W:k14 B:b1".into()), JsValue::UNDEFINED));
    assert!(text.contains("'k14'"), "{text}");
    let text = message(GameHandle::new("pyramida", None, options(&[("chain", "maybe")])));
    assert!(text.contains("'chain=maybe'"), "{text}");
    let text = message(GameHandle::new("pyramida", None, JsValue::from(3)));
    assert!(text.contains("options must be an object"), "{text}");
}

#[wasm_bindgen_test]
fn undo_and_redo() {
    let mut game = GameHandle::new("pyramida", None, JsValue::UNDEFINED).unwrap();
    game.play("d1-c2").unwrap();
    assert!(game.undo());
    assert_eq!(game.history().len(), 0);
    assert!(!game.redo().unwrap().is_null());
    assert_eq!(game.history(), vec!["d1-c2".to_string()]);
}

#[wasm_bindgen_test]
fn the_workers_entry_answers_with_a_legal_move_in_every_game() {
    use pyramid_games::web::api::best_move;
    for game in ["pyramida", "chase", "pyraos", "allmer"] {
        let handle = GameHandle::new(game, None, JsValue::UNDEFINED).unwrap();
        let progress = js_sys::Function::new_with_args("p", "globalThis.lastProgress = p");
        let mv = best_move(game, JsValue::UNDEFINED, None, vec![], "easy", 7.0, Some(progress)).unwrap();
        assert!(handle.legal_moves().contains(&mv), "{game}: {mv}");
        // The last report is a plain object with numbers and the move chosen.
        let report = js_sys::Reflect::get(&js_sys::global(), &"lastProgress".into()).unwrap();
        let field = |name: &str| js_sys::Reflect::get(&report, &name.into()).unwrap();
        for name in ["depth", "nodes", "budget", "score"] {
            assert!(field(name).as_f64().is_some(), "{game}: {name} is {:?}", field(name));
        }
        assert!(field("nodes").as_f64().unwrap() > 0.0, "{game}");
        assert_eq!(field("best").as_string().as_deref(), Some(mv.as_str()), "{game}");
        // The same seed gives the same move.
        assert_eq!(best_move(game, JsValue::UNDEFINED, None, vec![], "easy", 7.0, None).unwrap(), mv);
    }
    let text = message(best_move("pyramida", JsValue::UNDEFINED, None, vec![], "expert", 1.0, None));
    assert!(text.contains("'expert'"), "{text}");
}

#[wasm_bindgen_test]
fn the_verdict_says_who_wins_where_the_engine_can_tell() {
    use pyramid_games::web::api::{verdict, verdict_available};
    assert!(verdict_available("pyraos"));
    assert!(!verdict_available("pyramida"));
    assert!(verdict("pyramida", JsValue::UNDEFINED, None, vec![], 1000.0).unwrap().is_null());
    assert!(verdict("pyraos", JsValue::UNDEFINED, None, vec![], 1000.0).unwrap().is_null());
    // White's last sphere and a free top: White wins at once.
    let cells = ["1a1", "1b1", "1c1", "1d1", "1a2", "1b2", "1c2", "1d2", "1a3", "1b3", "1c3", "1d3", "1a4", "1b4"];
    let rest =
        ["1c4", "1d4", "2a1", "2b1", "2c1", "2a2", "2b2", "2c2", "2a3", "2b3", "2c3", "3a1", "3b1", "3a2", "3b2"];
    let start = format!("w W:{} B:{}", cells.join(","), rest.join(","));
    let v = verdict("pyraos", JsValue::UNDEFINED, Some(start), vec![], 1000.0).unwrap();
    let field = |o: &JsValue, name: &str| js_sys::Reflect::get(o, &name.into()).unwrap();
    assert_eq!(field(&v, "text").as_string().as_deref(), Some("white wins in 1"));
    assert_eq!(field(&v, "best").as_string().as_deref(), Some("4a1"));
    let value = field(&v, "value");
    assert_eq!(field(&value, "result").as_string().as_deref(), Some("win"));
    assert_eq!(field(&value, "plies").as_f64(), Some(1.0));
    // The only move, with its value: [text, value].
    let moves: js_sys::Array = field(&v, "moves").dyn_into().unwrap();
    assert_eq!(moves.length(), 1);
    let only: js_sys::Array = moves.get(0).dyn_into().unwrap();
    assert_eq!(only.get(0).as_string().as_deref(), Some("4a1"));
    assert_eq!(field(&only.get(1), "plies").as_f64(), Some(1.0));
    let text = message(verdict("chess", JsValue::UNDEFINED, None, vec![], 1000.0));
    assert!(text.contains("'chess'"), "{text}");
}

#[wasm_bindgen_test]
fn records_are_written_and_read_back_and_a_bad_one_names_its_problem() {
    use pyramid_games::web::api::{read_record, write_record};
    let mut handle = GameHandle::new("pyramida", None, JsValue::UNDEFINED).unwrap();
    for mv in ["d1-e2", "b1-c2", "h1-g2"] {
        handle.play(mv).unwrap();
    }
    let save = "pyramid-save 1\ngame pyramida\nstart ".to_string()
        + &GameHandle::new("pyramida", None, JsValue::UNDEFINED).unwrap().position()
        + "\nmove d1-e2\nmove b1-c2\nmove h1-g2\n";
    let record = write_record(&save, Some("Ann".into()), None, Some("2026-11-28".into())).unwrap();
    assert!(record.contains("[Game \"pyramida\"]"), "{record}");
    assert!(record.contains("[White \"Ann\"]"), "{record}");
    assert!(record.contains("1. d1-e2 b1-c2 2. h1-g2"), "{record}");
    let read = read_record(&record).unwrap();
    let field = |name: &str| js_sys::Reflect::get(&read, &name.into()).unwrap();
    assert_eq!(field("game").as_string().as_deref(), Some("pyramida"));
    assert_eq!(field("white").as_string().as_deref(), Some("Ann"));
    assert!(field("black").is_undefined());
    assert_eq!(field("date").as_string().as_deref(), Some("2026-11-28"));
    let moves: Vec<String> = js_sys::Array::from(&field("moves")).iter().filter_map(|m| m.as_string()).collect();
    assert_eq!(moves, handle.history());
    // The game comes back as the site saves it.
    assert_eq!(
        write_record(&field("save").as_string().unwrap(), Some("Ann".into()), None, Some("2026-11-28".into())).unwrap(),
        record
    );

    // A move that is not legal: the error names the line and the move, and carries the
    // message for the site's languages.
    let error = read_record("[Game \"pyramida\"]\n\n1. d1-e2 b1-c2 2. h1-h9 *").unwrap_err();
    let text = js_sys::Reflect::get(&error, &"message".into()).unwrap().as_string().unwrap();
    assert!(text.contains("line 3, move 3 (White to move)"), "{text}");
    let id = js_sys::Reflect::get(&error, &"id".into()).unwrap().as_string().unwrap();
    assert_eq!(id, "error-record-turn");
    let args = js_sys::Reflect::get(&error, &"args".into()).unwrap().as_string().unwrap();
    assert!(args.contains("\"line\":3") && args.contains("\"ply\":3"), "{args}");
    assert!(write_record("not a save", None, None, None).is_err());
}
