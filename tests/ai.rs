#![cfg(not(target_arch = "wasm32"))]
//! The computer opponent: reproducible with a seed, always legal, and sensible — it takes
//! a win in one, stops a loss in one, and knows what a third repetition means.
//!
//! Budgets are kept small (debug builds are slow): the hard level's determinism is
//! checked with a twentieth of its nodes, which runs the same code.

use pyramid_games::ai::{self, Budget, Evaluate, Level, Progress};
use pyramid_games::game::{Error, Game, Options, Outcome};
use pyramid_games::games::{allmer::Allmer, chase::Chase, pyramida::Pyramida, pyraos::Pyraos};
use pyramid_games::record::Record;

fn position<G: Game>(text: &str) -> G {
    G::parse(text, &Options::new()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The budget of `level`, shrunk for a debug build when it is the hard one.
fn test_budget<G: Evaluate>(level: Level) -> Budget {
    let b = G::budget(level);
    if level == Level::Hard {
        Budget { nodes: b.nodes / 20, ..b }
    } else {
        b
    }
}

fn choose<G: Evaluate>(record: &Record<G>, level: Level, seed: u64) -> G::Move {
    ai::search(record.position(), record.keys(), test_budget::<G>(level), seed, &mut |_| {}).expect("a legal move")
}

/// A position a few plies into the game, reached by the easy level.
fn early_position<G: Evaluate>(plies: usize) -> Record<G> {
    let mut record = Record::new(G::start(&Options::new()).unwrap());
    for ply in 0..plies {
        let mv = ai::best_move(&record, Level::Easy, ply as u64, &mut |_| {}).unwrap();
        record.play_legal(mv);
    }
    record
}

fn same_seed_same_move<G: Evaluate>() {
    let record = early_position::<G>(6);
    for level in Level::ALL {
        for seed in [0, 1, 12345] {
            let a = choose(&record, level, seed);
            let b = choose(&record, level, seed);
            assert_eq!(a, b, "{} {level} seed {seed}", G::NAME);
            assert!(record.legal_moves().contains(&a), "{} {level}: {a:?} is not legal", G::NAME);
        }
    }
}

#[test]
fn pyramida_same_seed_same_move() {
    same_seed_same_move::<Pyramida>();
}

#[test]
fn chase_same_seed_same_move() {
    same_seed_same_move::<Chase>();
}

#[test]
fn pyraos_same_seed_same_move() {
    same_seed_same_move::<Pyraos>();
}

#[test]
fn allmer_same_seed_same_move() {
    same_seed_same_move::<Allmer>();
}

#[test]
fn the_text_entry_is_deterministic_and_answers_in_canonical_notation() {
    let o = Options::new();
    for game in pyramid_games::GAME_NAMES {
        let a = ai::best_move_text(game, &o, None, &[], Level::Easy, 99).unwrap();
        let b = ai::best_move_text(game, &o, None, &[], Level::Easy, 99).unwrap();
        assert_eq!(a, b, "{game}");
        let session = pyramid_games::open(game, &o, None).unwrap();
        assert!(session.legal_moves().contains(&a), "{game}: {a}");
    }
}

#[test]
fn seeds_vary_the_easy_level() {
    let o = Options::new();
    for game in pyramid_games::GAME_NAMES {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..12 {
            let mut moves: Vec<String> = Vec::new();
            for _ in 0..4 {
                let mv = ai::best_move_text(game, &o, None, &moves, Level::Easy, seed).unwrap();
                moves.push(mv);
            }
            seen.insert(moves);
        }
        assert!(seen.len() >= 3, "{game}: only {} different openings in 12 seeds", seen.len());
    }
}

/// Easy against easy from the start until the game ends or `plies` are played; every
/// move legal and written so that it parses back to itself.
fn computer_game<G: Evaluate>(plies: usize) {
    let mut record = Record::new(G::start(&Options::new()).unwrap());
    for ply in 0..plies {
        if record.end().is_some() {
            break;
        }
        let mv =
            ai::best_move(&record, Level::Easy, 1000 + ply as u64, &mut |_| {}).expect("a move while the game goes on");
        assert!(record.legal_moves().contains(&mv), "{}: ply {ply}: {mv:?} is not legal", G::NAME);
        let text = record.position().move_text(&mv);
        assert_eq!(record.position().parse_move(&text), Ok(mv), "{}: {text}", G::NAME);
        record.play(&text).unwrap();
    }
    if let Some(end) = record.end() {
        assert!(ai::best_move(&record, Level::Easy, 0, &mut |_| {}).is_none());
        assert_eq!(record.legal_moves(), vec![], "{}: {end:?}", G::NAME);
    }
}

#[test]
fn pyramida_computer_game() {
    computer_game::<Pyramida>(200);
}

#[test]
fn chase_computer_game() {
    computer_game::<Chase>(80);
}

#[test]
fn pyraos_computer_game() {
    computer_game::<Pyraos>(200);
}

#[test]
fn allmer_computer_game() {
    computer_game::<Allmer>(200);
}

/// Whether `mv` ends the game at once with a win for the side that plays it.
fn wins_at_once<G: Game>(pos: &G, mv: &G::Move) -> bool {
    let me = pos.side_to_move();
    let mut after = pos.clone();
    after.play_unchecked(mv, &mut ());
    after.end().map(|e| e.outcome) == Some(Outcome::Win(me))
}

/// Whether the opponent can win at once after `mv`.
fn loses_in_one<G: Game>(pos: &G, mv: &G::Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(mv, &mut ());
    if after.end().is_some() {
        return false;
    }
    after
        .legal_move_list()
        .iter()
        .any(|reply| after.side_to_move() != pos.side_to_move() && wins_at_once(&after, reply))
}

fn takes_the_win<G: Evaluate>(text: &str) {
    let record = Record::new(position::<G>(text));
    let pos = record.position();
    assert!(pos.legal_move_list().iter().any(|m| !wins_at_once(pos, m)), "{text}: every move wins");
    for level in Level::ALL {
        for seed in 0..3 {
            let mv = choose(&record, level, seed);
            assert!(wins_at_once(pos, &mv), "{} {level}: {} does not win in {text}", G::NAME, pos.move_text(&mv));
        }
    }
}

fn stops_the_loss<G: Evaluate>(text: &str) {
    let record = Record::new(position::<G>(text));
    let pos = record.position();
    assert!(pos.legal_move_list().iter().any(|m| loses_in_one(pos, m)), "{text}: no move loses");
    for level in Level::ALL {
        for seed in 0..3 {
            let mv = choose(&record, level, seed);
            assert!(!loses_in_one(pos, &mv), "{} {level}: {} loses at once in {text}", G::NAME, pos.move_text(&mv));
        }
    }
}

#[test]
fn pyramida_takes_a_win_in_one() {
    // The last stone may move two cells: straight up to the top.
    takes_the_win::<Pyramida>("w W:i12 B:b1,d3");
    takes_the_win::<Pyramida>("w W:j13 B:b1,d1,f1");
}

#[test]
fn pyramida_stops_a_loss_in_one() {
    // Black's last stone is one step from the top. Only an attack that sends it back two
    // cells (to h11, not i12, from where it would reach the top in one two-cell move) helps.
    let text = "w W:l11,d1 B:j13";
    stops_the_loss::<Pyramida>(text);
    let pos = position::<Pyramida>(text);
    let mv = choose(&Record::new(pos), Level::Easy, 0);
    assert_eq!(pos.move_text(&mv), "l11-k12 j13>h11");
}

#[test]
fn pyramida_does_not_make_a_losing_third_repetition() {
    // Black's last stone has two moves; n1-l3 would make the start position appear for
    // the third time, and the player who does that loses.
    let start = position::<Pyramida>("w W:o2,e6 B:l3");
    let mut record = Record::new(start);
    for mv in ["o2-p3", "l3-n1", "p3-o2", "n1-l3", "o2-p3", "l3-n1", "p3-o2"] {
        record.play(mv).unwrap();
    }
    assert_eq!(record.position().to_text(), "b W:o2,e6 B:n1");
    assert_eq!(record.occurrences(), 2);
    let fresh = Record::new(*record.position());
    for level in Level::ALL {
        for seed in 0..3 {
            // Without the history n1-l3 is the move it likes …
            let pos = record.position();
            assert_eq!(pos.move_text(&choose(&fresh, level, seed)), "n1-l3", "{level} seed {seed}");
            // … with it, it steps aside.
            let mv = choose(&record, level, seed);
            assert_ne!(pos.move_text(&mv), "n1-l3", "{level} seed {seed}");
            let mut after = record.clone();
            after.play_legal(mv);
            assert_eq!(after.end(), None, "{level} seed {seed}");
        }
    }
}

#[test]
fn chase_mates_in_one() {
    takes_the_win::<Chase>("w W:Rz2,Ky3,Qu8 B:Pag1,Rae2,Pac4,Ky5");
}

#[test]
fn chase_climbs_to_the_top() {
    takes_the_win::<Chase>("w W:Ka32,Qd4,Pe5 B:Kag1,Qaf1,Rae1");
}

#[test]
fn chase_avoids_mate_in_one() {
    stops_the_loss::<Chase>("w W:Kag1,Rx4,Pac4,Pw5 B:Kae3,Raa4,Qy6");
}

#[test]
fn pyraos_completes_a_square_and_takes_spheres_back() {
    let text = "w W:1a1,1b1,1a2 B:1d4,1c1,1d2";
    let pos = position::<Pyraos>(text);
    for level in Level::ALL {
        let mv = choose(&Record::new(pos), level, 3);
        let t = pos.move_text(&mv);
        // Normal sometimes takes one back and keeps three of the square; hard takes two.
        assert!(t.starts_with("1b2 x"), "{level}: {t}");
        assert!(level != Level::Hard || t.contains(','), "{level}: {t}");
    }
}

#[test]
fn pyraos_blocks_the_opponents_square() {
    let text = "w W:1a4,1d1,1b3 B:1a1,1b1,1a2";
    let pos = position::<Pyraos>(text);
    for level in Level::ALL {
        let mv = choose(&Record::new(pos), level, 5);
        assert_eq!(pos.move_text(&mv), "1b2", "{level}");
    }
}

#[test]
fn allmer_takes_the_fourth_victory_field() {
    takes_the_win::<Allmer>("w W:c3,e3,c5,e6,a1 B:a7,b7,c7,g7,g6");
}

#[test]
fn allmer_stops_a_loss_in_one() {
    stops_the_loss::<Allmer>("w W:d5,a1,b1,g1 B:c3,e3,c5,e6");
}

#[test]
fn progress_reports_deepen_and_name_legal_moves() {
    let record = early_position::<Allmer>(4);
    let legal: Vec<String> = record.legal_moves().iter().map(|m| record.position().move_text(m)).collect();
    let mut reports: Vec<Progress> = Vec::new();
    let mv = ai::best_move(&record, Level::Normal, 4, &mut |p| reports.push(p.clone())).unwrap();
    assert!(reports.len() >= 3, "{reports:?}");
    // One report per iteration, deeper each time, then the answer.
    let (last, iterations) = reports.split_last().unwrap();
    assert!(iterations.windows(2).all(|w| w[0].depth < w[1].depth && w[0].nodes <= w[1].nodes), "{reports:?}");
    assert!(reports.iter().all(|p| legal.contains(&p.best) && p.nodes <= p.budget));
    assert_eq!(last.best, record.position().move_text(&mv));
    assert_eq!(last.depth, iterations.last().unwrap().depth);
}

#[test]
fn the_text_entry_replays_the_moves_and_reports_errors() {
    let o = Options::new();
    let moves: Vec<String> = ["d1-c2", "b1-a2"].iter().map(|s| s.to_string()).collect();
    let mv = ai::best_move_text("pyramida", &o, None, &moves, Level::Easy, 0).unwrap();
    let mut session = pyramid_games::open("pyramida", &o, None).unwrap();
    for m in &moves {
        session.play(m).unwrap();
    }
    assert!(session.legal_moves().contains(&mv));

    assert_eq!(
        ai::best_move_text("chess", &o, None, &[], Level::Easy, 0),
        Err(Error::UnknownGame { token: "chess".into(), known: pyramid_games::GAME_NAMES })
    );
    let bad = vec!["b1-a2".to_string()];
    assert!(matches!(ai::best_move_text("pyramida", &o, None, &bad, Level::Easy, 0), Err(Error::Illegal { .. })));
    assert_eq!(ai::best_move_text("pyramida", &o, Some("b W: B:b1"), &[], Level::Easy, 0), Err(Error::GameOver));
    let mut chain_off = Options::new();
    chain_off.set("chain", "off");
    assert!(ai::best_move_text("pyramida", &chain_off, None, &[], Level::Easy, 0).is_ok());
    chain_off.set("chain", "maybe");
    assert!(matches!(ai::best_move_text("pyramida", &chain_off, None, &[], Level::Easy, 0), Err(Error::Option { .. })));
}

#[test]
fn record_keys_run_from_the_start_to_the_position() {
    let mut record = early_position::<Allmer>(2);
    let keys = record.keys().to_vec();
    assert_eq!(keys.len(), 3);
    assert_eq!(keys[0], record.start().key());
    assert_eq!(keys.last(), Some(&record.position().key()));
    assert!(record.undo());
    assert_eq!(record.keys(), &keys[..2]);
}
