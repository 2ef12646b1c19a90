//! The puzzles the site ships (www/puzzles/<game>.txt): every line parses, each names its
//! game, ids and positions (up to the board's symmetries) are unique, and a fixed sample
//! is proved again by the engine (the whole file: `cargo test --release --test puzzles --
//! --ignored`, or `pyramid-puzzles --verify FILE`).

use pyramid_games::puzzle::{parse_file, start_class, verify, Limits, Puzzle};
use pyramid_games::GAME_NAMES;
use std::collections::HashSet;

fn shipped(game: &str) -> Vec<Puzzle> {
    let path = format!("{}/www/puzzles/{game}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    parse_file(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_shipped_puzzle_reads_and_appears_once() {
    for game in GAME_NAMES {
        let puzzles = shipped(game);
        assert!(!puzzles.is_empty(), "{game}: no puzzles");
        let mut ids = HashSet::new();
        let mut classes = HashSet::new();
        for p in &puzzles {
            assert_eq!(p.game, *game, "{}", p.id);
            assert!(ids.insert(p.id.clone()), "{game}: id {} twice", p.id);
            assert!(classes.insert(start_class(p).expect("a class")), "{game}: {} repeats an earlier position", p.id);
            assert!((2..=8).contains(&p.solver_moves), "{}", p.id);
        }
    }
}

#[test]
fn a_sample_of_every_file_is_proved_again() {
    for game in GAME_NAMES {
        // A fixed sample: the first puzzle, and every 50th after it.
        for p in shipped(game).iter().step_by(50) {
            verify(p, Limits::default()).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        }
    }
}

#[test]
fn a_changed_puzzle_is_refused() {
    let p = shipped("pyramida")[0].clone();
    let mut short = p.clone();
    short.solution.pop();
    assert!(verify(&short, Limits::default()).is_err());
    let mut wrong_count = p.clone();
    wrong_count.solver_moves += 1;
    assert!(verify(&wrong_count, Limits::default()).unwrap_err().contains("solver makes"));
    let mut bad_last = p;
    bad_last.last = "zz".into();
    assert!(verify(&bad_last, Limits::default()).unwrap_err().starts_with("last move"));
}

#[test]
#[ignore]
fn every_shipped_puzzle_is_proved_again() {
    for game in GAME_NAMES {
        for p in shipped(game) {
            verify(&p, Limits::default()).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        }
    }
}
