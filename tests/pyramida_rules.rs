//! Pyramida: one test per rule, written as positions in the game's notation.
//! The rules file's worked examples come first.
#![cfg(not(target_arch = "wasm32"))]

use pyramid_games::game::{EndReason, Error, Event, Game, Options, Outcome, Removal, Side};
use pyramid_games::games::pyramida::Pyramida;
use pyramid_games::record::Record;

fn options(pairs: &[&str]) -> Options {
    let mut o = Options::new();
    for p in pairs {
        o.set_pair(p).unwrap();
    }
    o
}

fn pos_with(text: &str, opts: &[&str]) -> Pyramida {
    Pyramida::parse(text, &options(opts)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos(text: &str) -> Pyramida {
    pos_with(text, &[])
}

/// Legal moves as sorted text.
fn moves_with(text: &str, opts: &[&str]) -> Vec<String> {
    let p = pos_with(text, opts);
    let mut v: Vec<String> = p.legal_move_list().iter().map(|m| p.move_text(m)).collect();
    v.sort();
    v
}

fn moves(text: &str) -> Vec<String> {
    moves_with(text, &[])
}

/// Legal moves of the stone on `from`.
fn moves_from(text: &str, from: &str, opts: &[&str]) -> Vec<String> {
    moves_with(text, opts).into_iter().filter(|m| m.starts_with(&format!("{from}-"))).collect()
}

fn after_with(text: &str, mv: &str, opts: &[&str]) -> String {
    let mut p = pos_with(text, opts);
    p.try_play(mv).unwrap_or_else(|e| panic!("{mv} in {text}: {e}"));
    p.to_text()
}

fn after(text: &str, mv: &str) -> String {
    after_with(text, mv, &[])
}

// ---- Worked examples of the rules file ----

#[test]
fn example_1_contact_attack() {
    let start = "b W:b3,c4 B:e4";
    // e4 is Black's last stone, so it may also move two cells.
    assert_eq!(
        moves_from(start, "e4", &[]),
        ["e4-c2", "e4-c6", "e4-d3", "e4-d5 c4>d3", "e4-f3", "e4-f5", "e4-g2", "e4-g6"]
    );
    assert_eq!(after(start, "e4-d5 c4>d3"), "w W:b3,d3 B:d5");
}

#[test]
fn example_2_blocked_retreat_gives_an_extra_move() {
    let start = "b W:b3,c4 B:d3,e4";
    assert_eq!(after(start, "e4-d5 c4+"), "b W:b3,c4 B:d3,d5 extra=1");
}

#[test]
fn example_3_upward_attack_retreats_past_the_attacker() {
    assert_eq!(after("b W:b3,d5 B:f3", "f3-e4 d5>c4"), "w W:b3,c4 B:e4");
}

#[test]
fn example_4_column_attack() {
    let mut p = pos("b W:d7 B:d3,e4");
    let events = p.try_play("e4-d5 d7>d1").unwrap();
    assert_eq!(p.to_text(), "w W:d1 B:d3,d5");
    let cell = |n: &str| (0..97).find(|&c| Pyramida::cell_name(c) == n).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Move { side: Side::Black, from: cell("e4"), to: cell("d5") },
            Event::ColumnRetreat { side: Side::White, from: cell("d7"), to: cell("d1") },
        ]
    );
}

// ---- Board and moves ----

#[test]
fn start_position_is_five_stones_each_on_row_1() {
    let p = Pyramida::start(&Options::new()).unwrap();
    assert_eq!(p.to_text(), "w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1");
    assert_eq!(p.side_to_move(), Side::White);
}

#[test]
fn stones_move_one_cell_diagonally_forward_or_backward() {
    assert_eq!(moves("w W:a4,k6 B:u2"), ["a4-b3", "a4-b5", "k6-j5", "k6-j7", "k6-l5", "k6-l7"]);
}

#[test]
fn a_move_needs_an_empty_cell() {
    assert_eq!(moves_from("w W:a4,k6,l7 B:u2", "k6", &[]), ["k6-j5", "k6-j7", "k6-l5"]);
}

#[test]
fn backward_moves_never_attack() {
    // d3 touches the black stone on c2, but the move goes down.
    assert_eq!(moves_from("w W:e4,a2 B:c2,u2", "e4", &[]), ["e4-d3", "e4-d5", "e4-f3", "e4-f5"]);
}

#[test]
fn a_stone_reaching_the_top_is_removed() {
    let mut p = pos("w W:j13,a2 B:u2");
    let events = p.try_play("j13-k14").unwrap();
    assert_eq!(p.to_text(), "b W:a2 B:u2");
    assert!(matches!(events[1], Event::Removed { side: Side::White, why: Removal::Top, .. }));
}

#[test]
fn reaching_the_top_makes_no_attack() {
    // l13 touches k14 but is not attacked.
    assert_eq!(after("w W:j13,a2 B:l13,u2", "j13-k14"), "b W:a2 B:u2,l13");
}

#[test]
fn removing_the_last_stone_wins() {
    let mut r = Record::new(pos("w W:j13 B:a2"));
    r.play("j13-k14").unwrap();
    assert_eq!(r.end().map(|e| (e.outcome, e.reason)), Some((Outcome::Win(Side::White), EndReason::AllStonesOff)));
    assert!(r.legal_moves().is_empty());
}

#[test]
fn last_stone_moves_one_or_two_cells() {
    assert_eq!(moves("w W:k6 B:a2"), ["k6-i4", "k6-i8", "k6-j5", "k6-j7", "k6-l5", "k6-l7", "k6-m4", "k6-m8"]);
}

#[test]
fn last_stone_two_cell_move_needs_the_middle_empty() {
    assert_eq!(moves("w W:k6 B:l7,a2"), ["k6-i4", "k6-i8", "k6-j5", "k6-j7", "k6-l5", "k6-m4"]);
}

#[test]
fn last_stone_can_reach_the_top_from_two_cells_away() {
    let mut r = Record::new(pos("w W:i12 B:a2"));
    r.play("i12-k14").unwrap();
    assert_eq!(r.end().unwrap().outcome, Outcome::Win(Side::White));
}

// ---- Contact attacks ----

#[test]
fn contact_attacker_picks_the_victim_even_one_that_cannot_retreat() {
    // e4 touches d5 (can retreat to c4) and f5 (g4 is taken, e4 is the attacker's).
    assert_eq!(
        moves_from("w W:d3,g4 B:d5,f5,u2", "d3", &[]),
        ["d3-c2", "d3-c4 d5>e4", "d3-e2", "d3-e4 d5>c4", "d3-e4 f5+"]
    );
}

#[test]
fn contact_victim_with_two_retreats_attacker_picks() {
    assert_eq!(moves_from("w W:b5,u2 B:d5,t1", "b5", &[]), ["b5-a4", "b5-c4", "b5-c6 d5>c4", "b5-c6 d5>e4"]);
}

#[test]
fn contact_victim_that_is_its_owners_last_retreats_one_or_two_cells() {
    assert_eq!(
        moves_from("w W:b5,u2 B:d5", "b5", &[]),
        ["b5-a4", "b5-c4", "b5-c6 d5>b3", "b5-c6 d5>c4", "b5-c6 d5>e4", "b5-c6 d5>f3"]
    );
}

#[test]
fn contact_retreat_is_diagonally_backward_only() {
    // The victim on d5 may not step up to c6/e6 even when c4 and e4 are taken.
    assert_eq!(after("w W:b5,c4,u2 B:d5,e4,t1", "b5-c6 d5+"), "w W:u2,c4,c6 B:t1,e4,d5 extra=1");
}

// ---- Column attacks ----

#[test]
fn column_retreat_goes_to_the_lowest_empty_cell_of_the_column() {
    assert_eq!(moves_from("b W:j9 B:j1,k4,u2", "k4", &[]), ["k4-j3", "k4-j5 j9>j3", "k4-l3", "k4-l5"]);
}

#[test]
fn column_attack_comes_before_contact() {
    // d5 also touches the white stone on c6, but only the column retreat happens.
    assert_eq!(moves_from("b W:c6,d7 B:d3,e4,u2", "e4", &[]), ["e4-d5 d7>d1", "e4-f3", "e4-f5"]);
    assert_eq!(after("b W:c6,d7 B:d3,e4,u2", "e4-d5"), "w W:d1,c6 B:u2,d3,d5");
}

#[test]
fn column_attack_needs_exactly_two_stones_in_the_column() {
    assert_eq!(moves_from("b W:j9,j11 B:j1,k4,u2", "k4", &[]), ["k4-j3", "k4-j5", "k4-l3", "k4-l5"]);
}

#[test]
fn column_attack_needs_the_movers_stone_below() {
    assert_eq!(moves_from("b W:d3 B:d7,e4,u2", "e4", &[]), ["e4-d5", "e4-f3", "e4-f5"]);
}

#[test]
fn column_attack_only_below_the_upper_stone() {
    // d7 is above the white stone on d5: no column attack.
    assert_eq!(moves_from("b W:d5 B:d1,e6,u2", "e6", &[]), ["e6-d7", "e6-f5", "e6-f7"]);
}

#[test]
fn column_attack_without_a_retreat_falls_back_to_contact() {
    // b5 cannot go down (b1 and b3 taken), so c4, touching b3, retreats instead.
    assert_eq!(moves_from("b W:b5,c4 B:b1,a2,u2", "a2", &[]), ["a2-b3 c4>d3"]);
}

#[test]
fn column_attack_without_any_retreat_gives_an_extra_move() {
    // "It was at the fifth row": b1 and b3 below it are taken.
    assert_eq!(after("b W:b5 B:b1,a2,u2", "a2-b3"), "b W:b5 B:b1,u2,b3 extra=1");
    assert_eq!(moves_from("b W:d5 B:d1,e2,u2", "e2", &[]), ["e2-d3 d5+", "e2-f1", "e2-f3"]);
}

// ---- Extra moves ----

#[test]
fn extra_move_is_taken_by_the_same_player_with_any_stone() {
    let p = pos("b W:b3,c4 B:d3,d5 extra=1");
    assert_eq!(p.side_to_move(), Side::Black);
    assert!(moves("b W:b3,c4 B:d3,d5 extra=1").iter().any(|m| m.starts_with("d3-")));
    assert_eq!(after("b W:b3,c4 B:d3,d5 extra=1", "d5-e6"), "w W:b3,c4 B:d3,e6");
}

#[test]
fn chain_on_lets_an_extra_move_attack() {
    assert_eq!(moves_from("b W:f5,a2 B:d3,u2 extra=1", "d3", &[])[3], "d3-e4 f5>g4");
}

#[test]
fn chain_off_extra_moves_never_attack() {
    assert_eq!(moves_from("b W:f5,a2 B:d3,u2 extra=1", "d3", &["chain=off"])[3], "d3-e4");
    // An ordinary move still attacks with chain=off.
    assert_eq!(moves_from("b W:f5,a2 B:d3,u2", "d3", &["chain=off"])[3], "d3-e4 f5>g4");
}

// ---- Opening guard ----

#[test]
fn opening_guard_on_row_2_arrivals_do_not_attack_row_1() {
    let start = "w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1";
    assert!(moves(start).iter().all(|m| !m.contains(' ')));
}

#[test]
fn opening_guard_off_row_2_arrivals_attack_row_1() {
    let start = "w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1";
    let m = moves_with(start, &["opening-guard=off"]);
    assert_eq!(m.len(), 10);
    assert_eq!(m.iter().filter(|m| m.ends_with('+')).count(), 9);
    assert!(m.contains(&"d1-c2 b1+".to_string()));
    assert!(m.contains(&"t1-u2".to_string()));
}

#[test]
fn opening_guard_still_lets_row_2_arrivals_attack_row_3() {
    assert_eq!(moves_from("w W:b1,a4 B:d3,u2", "b1", &[]), ["b1-a2", "b1-c2 d3>e2"]);
}

#[test]
fn opening_guard_does_not_protect_row_2_from_row_3_arrivals() {
    assert_eq!(moves_from("w W:c2,a4 B:e2,u2", "c2", &[]), ["c2-b1", "c2-b3", "c2-d1", "c2-d3 e2>d1", "c2-d3 e2>f1"]);
}

// ---- End of the game ----

#[test]
fn third_repetition_loses_for_the_player_who_made_it() {
    let mut r = Record::new(pos("w W:a4,c2 B:u4,s2"));
    for mv in ["a4-b5", "u4-t5", "b5-a4", "t5-u4", "a4-b5", "u4-t5", "b5-a4"] {
        r.play(mv).unwrap();
        assert!(r.end().is_none(), "{mv}");
    }
    let events = r.play("t5-u4").unwrap();
    let end = r.end().unwrap();
    assert_eq!((end.outcome, end.reason), (Outcome::Win(Side::White), EndReason::Repetition));
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert_eq!(r.occurrences(), 3);
}

#[test]
fn the_starting_position_is_its_own_first_occurrence() {
    let mut r = Record::new(pos("w W:a4,c2 B:u4,s2"));
    for mv in ["a4-b5", "u4-t5", "b5-a4", "t5-u4", "a4-b5", "u4-t5", "b5-a4"] {
        r.play(mv).unwrap();
    }
    assert_eq!(r.occurrences(), 2);
}

#[test]
fn a_player_who_cannot_move_passes() {
    assert_eq!(moves("w W:b1 B:a2,c2"), ["pass"]);
    let mut r = Record::new(pos("w W:b1 B:a2,c2"));
    let events = r.play("pass").unwrap();
    assert_eq!(events, vec![Event::Pass { side: Side::White }]);
    assert_eq!(r.position().to_text(), "b W:b1 B:a2,c2");
}

#[test]
fn pass_is_refused_while_a_stone_can_move() {
    let mut p = pos("w W:a4,c2 B:u4,s2");
    let err = p.try_play("pass").unwrap_err();
    assert!(matches!(err, Error::Illegal { .. }), "{err}");
}

// ---- Positions ----

#[test]
fn invalid_positions_are_rejected_naming_the_token() {
    for (text, token) in [
        ("w W:k14 B:a2", "k14"),
        ("w W: B:", "w W: B:"),
        ("w W:b3 B:b3", "b3"),
        ("w W:a1 B:b3", "a1"),
        ("w W:a6 B:b3", "a6"),
        ("w W:a2 B:b3 extra=2", "extra=2"),
        ("w W:a2 B:b3 clock=1", "clock=1"),
        ("x W:a2 B:b3", "x"),
        ("w B:a2 W:b3", "B:a2"),
        ("w W:a2,,c2 B:b3", "W:a2,,c2"),
    ] {
        let err = Pyramida::parse(text, &Options::new()).unwrap_err();
        assert!(err.to_string().contains(&format!("'{token}'")), "{text}: {err}");
    }
}

#[test]
fn a_side_with_no_stones_has_won() {
    let r = Record::new(pos("w W:a2 B:"));
    assert_eq!(r.end().unwrap().outcome, Outcome::Win(Side::Black));
}

#[test]
fn positions_print_canonically() {
    assert_eq!(pos(" b W:c4,b3 B:e4,D3 extra=0 ").to_text(), "b W:b3,c4 B:d3,e4");
}

// ---- Move notation ----

#[test]
fn moves_parse_in_either_case_with_surrounding_space() {
    assert_eq!(after("b W:b3,c4 B:e4", "  E4-D5 C4>d3 "), "w W:b3,d3 B:d5");
}

#[test]
fn from_to_alone_is_accepted_when_one_move_matches() {
    assert_eq!(after("b W:b3,c4 B:e4", "e4-d5"), "w W:b3,d3 B:d5");
}

#[test]
fn from_to_alone_is_refused_when_the_attack_has_choices() {
    let mut p = pos("w W:b5,u2 B:d5,t1");
    let err = p.try_play("b5-c6").unwrap_err();
    let text = err.to_string();
    assert!(text.contains("b5-c6 d5>c4") && text.contains("b5-c6 d5>e4"), "{text}");
    assert_eq!(p, pos("w W:b5,u2 B:d5,t1"));
}

#[test]
fn malformed_and_illegal_moves_leave_the_position_unchanged() {
    let start = pos("b W:b3,c4 B:e4");
    for (mv, token) in [
        ("e4d5", "e4d5"),
        ("e4-z5", "z5"),
        ("e4-d5 c4", "c4"),
        ("e4-d5 c4>d3 x", "x"),
        ("e4-d5  c4>d3", "e4-d5  c4>d3"),
        ("PASS", "PASS"),
        ("c4-d5", "c4-d5"),
        ("e4-d5 c4>b3", "e4-d5 c4>b3"),
        ("e4-f5 c4>d3", "e4-f5 c4>d3"),
    ] {
        let mut p = start;
        let err = p.try_play(mv).unwrap_err();
        assert!(err.to_string().contains(&format!("'{token}'")), "{mv}: {err}");
        assert_eq!(p, start, "{mv}");
    }
}

#[test]
fn record_refuses_moves_after_the_end_and_keeps_state() {
    let mut r = Record::new(pos("w W:j13 B:a2"));
    r.play("j13-k14").unwrap();
    let before = r.position().to_text();
    assert_eq!(r.play("a2-b3"), Err(Error::GameOver));
    assert_eq!(r.position().to_text(), before);
}

#[test]
fn undo_and_redo_walk_the_record() {
    let mut r = Record::new(pos("b W:b3,c4 B:e4"));
    let events = r.play("e4-d5").unwrap();
    assert!(r.undo());
    assert_eq!(r.position().to_text(), "b W:b3,c4 B:e4");
    assert!(!r.undo());
    assert_eq!(r.redo(), Some(events));
    assert_eq!(r.position().to_text(), "w W:b3,d3 B:d5");
    assert_eq!(r.redo(), None);
}
