//! Game records and share links compiled to wasm, in headless Chromium: the encoding a
//! link carries between browsers, and the record parser's errors.
#![cfg(target_arch = "wasm32")]

use pyramid_games::{link, open, transcript, Options};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_link_carries_the_whole_game_and_reopens_it() {
    let mut game = open("chase", &Options::new(), None).unwrap();
    for mv in ["a8-a9", "z8-y9", "a9-y9"] {
        game.play(mv).unwrap();
    }
    let encoded = link::encode(game.as_ref());
    assert!(encoded.starts_with("chase?m="), "{encoded}");
    let Ok(decoded) = link::decode(&format!("#{encoded}")) else { panic!("the link reopens") };
    assert!(decoded.problem.is_none());
    assert_eq!(decoded.session.history(), game.history());
    assert_eq!(decoded.session.position(), game.position());
}

#[wasm_bindgen_test]
fn a_damaged_link_keeps_the_moves_before_the_damage() {
    let mut game = open("pyramida", &Options::new(), None).unwrap();
    for mv in ["d1-e2", "b1-c2", "h1-g2"] {
        game.play(mv).unwrap();
    }
    let encoded = link::encode(game.as_ref());
    let damaged = format!("{}~", &encoded[..encoded.len() - 1]);
    let Ok(decoded) = link::decode(&damaged) else { panic!("the damaged link still opens") };
    assert_eq!(decoded.session.history(), ["d1-e2", "b1-c2"]);
    let problem = decoded.problem.expect("the damage is reported");
    assert_eq!(problem.ply, Some(3));
    assert!(link::decode("nosuchgame?m=AA").is_err());
}

#[wasm_bindgen_test]
fn a_record_reads_back_and_its_errors_name_line_move_and_side() {
    let mut game = open("allmer", &Options::new(), None).unwrap();
    game.play("e1-e2").unwrap();
    let text = transcript::Transcript::of(game.as_ref()).to_text();
    let Ok((_, read)) = transcript::read(&text) else { panic!("the record reads back") };
    assert_eq!(read.history(), ["e1-e2"]);
    let Err(err) = transcript::read("[Game \"allmer\"]\n\n1. e1-e2 e1-e2 *") else { panic!("an illegal move") };
    assert_eq!((err.line, err.ply), (3, Some(2)));
    assert!(err.to_string().contains("Black to move"), "{err}");
    let Err(err) = transcript::read("[Game \"allmer\"]\n[Colour \"x\"]\n") else { panic!("an unknown tag") };
    assert_eq!(err.line, 2);
}
