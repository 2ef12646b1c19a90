//! Allmer's Pyramid: one test per rule, written as positions in the game's notation.
#![cfg(not(target_arch = "wasm32"))]

use pyramid_games::game::{Cell, EndReason, Error, Event, Game, Mark, Options, Outcome, Removal, Side};
use pyramid_games::games::allmer::{board, Allmer, Kind};
use pyramid_games::record::Record;

fn pos(text: &str) -> Allmer {
    Allmer::parse(text, &Options::new()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Legal moves as sorted text.
fn moves(text: &str) -> Vec<String> {
    let p = pos(text);
    let mut v: Vec<String> = p.legal_move_list().iter().map(|m| p.move_text(m)).collect();
    v.sort();
    v
}

/// Legal moves of the stone on `from`.
fn moves_from(text: &str, from: &str) -> Vec<String> {
    moves(text).into_iter().filter(|m| m.starts_with(&format!("{from}-"))).collect()
}

/// The position after `mv`, and the events it caused.
fn play(text: &str, mv: &str) -> (String, Vec<Event>) {
    let mut p = pos(text);
    let events = p.try_play(mv).unwrap_or_else(|e| panic!("{mv} in {text}: {e}"));
    (p.to_text(), events)
}

fn after(text: &str, mv: &str) -> String {
    play(text, mv).0
}

/// The error `mv` gives in `text`; the position must stay as it was.
fn refused(text: &str, mv: &str) -> Error {
    let start = pos(text);
    let mut p = start;
    let err = p.try_play(mv).expect_err(mv);
    assert_eq!(p, start, "{mv} changed the position");
    err
}

fn cell(name: &str) -> Cell {
    board::parse(name).unwrap() as Cell
}

fn mv(side: Side, from: &str, to: &str) -> Event {
    Event::Move { side, from: cell(from), to: cell(to) }
}

fn drop(side: Side, from: &str, to: &str) -> Event {
    Event::Drop { side, from: cell(from), to: cell(to) }
}

fn removed(side: Side, at: &str, why: Removal) -> Event {
    Event::Removed { side, at: cell(at), why }
}

/// The mark the board gives the destination of `mv`.
fn mark(text: &str, mv: &str) -> Mark {
    let p = pos(text);
    let m = p.parse_move(mv).unwrap();
    let shapes = p.move_shapes(&m);
    assert_eq!(shapes.len(), 1);
    assert_eq!(shapes[0].text, mv);
    assert_eq!(shapes[0].clicks[0], (cell(&mv[..2]), Mark::Piece));
    assert_eq!(shapes[0].clicks[1].0, cell(&mv[3..]));
    shapes[0].clicks[1].1
}

/// Plays `moves` in a record from `text` and gives the end.
fn end_after(text: &str, moves: &[&str]) -> Option<(Outcome, EndReason)> {
    let mut r = Record::new(pos(text));
    for m in moves {
        r.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    r.end().map(|e| (e.outcome, e.reason))
}

// ---- Board ----

#[test]
fn the_board_has_48_fields_on_three_tiers() {
    assert_eq!(Allmer::cell_count(), 48);
    let mut per_tier = [0; 3];
    for c in 0..48u8 {
        per_tier[board::tier(c) as usize] += 1;
    }
    assert_eq!(per_tier, [24, 16, 8]);
    assert_eq!(board::tier(board::parse("a4").unwrap()), 0);
    assert_eq!(board::tier(board::parse("b4").unwrap()), 1);
    assert_eq!(board::tier(board::parse("c4").unwrap()), 2);
    assert_eq!(board::tier(board::parse("f2").unwrap()), 1);
}

#[test]
fn cells_are_numbered_row_by_row_skipping_d4() {
    let names: Vec<String> = [0, 6, 7, 23, 24, 47].iter().map(|&c| Allmer::cell_name(c)).collect();
    assert_eq!(names, ["a1", "g1", "a2", "c4", "e4", "g7"]);
    assert_eq!(board::xy(24), (4, 3));
    assert_eq!(board::cell_at(3, 3), None);
    assert_eq!(board::center(0), (0.5, 6.5));
}

#[test]
fn d4_is_not_a_field() {
    let err = Allmer::parse("w W:d4,a1,b1,c1 B:a7,b7,c7,d7", &Options::new()).unwrap_err();
    assert!(err.to_string().contains("'d4'"), "{err}");
    assert!(err.to_string().contains("cap"), "{err}");
    // No run and no jump onto it.
    let err = refused("w W:d3,a1,b1,g1 B:a7,b7,f7,g7", "d3-d4");
    assert!(matches!(err, Error::Move { .. }), "{err}");
    assert!(err.to_string().contains("'d4'"), "{err}");
}

#[test]
fn the_victory_fields_are_c3_e3_c5_e5() {
    let fields: Vec<String> = (0..48u8).filter(|&c| board::is_victory_field(c)).map(board::name).collect();
    assert_eq!(fields, ["c3", "e3", "c5", "e5"]);
}

// ---- Set-up ----

#[test]
fn start_has_seven_stones_each_on_rows_1_and_7_and_white_moves_first() {
    let p = Allmer::start(&Options::new()).unwrap();
    assert_eq!(p.to_text(), "w W:a1,b1,c1,d1,e1,f1,g1 B:a7,b7,c7,d7,e7,f7,g7");
    assert_eq!(p.side_to_move(), Side::White);
    assert_eq!(
        moves(&p.to_text()),
        [
            "a1-a2", "a1-a3", "a1-a4", "a1-a5", "a1-a6", "b1-a1", "b1-b2", "c1-c2", "d1-d2", "e1-e2", "f1-f2", "f1-g1",
            "g1-g2", "g1-g3", "g1-g4", "g1-g5", "g1-g6"
        ]
    );
}

// ---- Run ----

#[test]
fn a_run_may_stop_on_any_empty_field_of_its_line() {
    assert_eq!(
        moves_from("w W:a1,e1,f1,g1 B:a7,e7,f7,g7", "a1"),
        ["a1-a2", "a1-a3", "a1-a4", "a1-a5", "a1-a6", "a1-b1", "a1-c1", "a1-d1"]
    );
    let (text, events) = play("w W:a1,e1,f1,g1 B:a7,e7,f7,g7", "a1-a5");
    assert_eq!(text, "b W:e1,f1,g1,a5 B:a7,e7,f7,g7");
    assert_eq!(events, [mv(Side::White, "a1", "a5")]);
}

#[test]
fn a_run_cannot_pass_a_stone() {
    let start = "w W:b2,e1,f1,g1 B:d2,a7,f7,g7";
    assert_eq!(moves_from(start, "b2"), ["b2-a2", "b2-b1", "b2-b3", "b2-b4", "b2-b5", "b2-b6", "b2-b7", "b2-c2"]);
    let err = refused(start, "b2-e2");
    assert!(err.to_string().contains("blocked by the stone on d2"), "{err}");
}

#[test]
fn a_run_drops_one_tier_down_and_may_go_on() {
    let start = "w W:c5,e1,f1,g1 B:a7,b7,f7,g7";
    assert_eq!(
        moves_from(start, "c5"),
        ["c5-a5", "c5-b5", "c5-c1", "c5-c2", "c5-c3", "c5-c4", "c5-c6", "c5-c7", "c5-d5", "c5-e5", "c5-f5", "c5-g5"]
    );
    let (text, events) = play(start, "c5-c1");
    assert_eq!(text, "b W:c1,e1,f1,g1 B:a7,b7,f7,g7");
    assert_eq!(events, [mv(Side::White, "c5", "c3"), drop(Side::White, "c3", "c2"), drop(Side::White, "c2", "c1"),]);
    // A stretch on the lower tier after the drop: b6 runs along tier 1, then drops.
    let (_, events) = play("w W:b2,e1,f1,g1 B:a6,c7,f7,g7", "b2-b7");
    assert_eq!(events, [mv(Side::White, "b2", "b6"), drop(Side::White, "b6", "b7")]);
}

#[test]
fn a_run_ends_before_a_step_up() {
    let start = "w W:b4,a3,e1,g1 B:a7,c7,f7,g7";
    // Right of b4 is c4, one tier up: that is a jump, and no run goes past it.
    assert_eq!(moves_from(start, "b4"), ["b4-a4", "b4-b1", "b4-b2", "b4-b3", "b4-b5", "b4-b6", "b4-b7", "b4-c4"]);
    assert_eq!(pos(start).parse_move("b4-c4").unwrap().kind, Kind::Jump);
    let err = refused(start, "b4-e4");
    assert!(err.to_string().contains("cannot climb"), "{err}");
    let err = refused(start, "a3-c3");
    assert!(err.to_string().contains("cannot climb from a3 to b3"), "{err}");
}

#[test]
fn a_run_ends_before_d4() {
    let start = "w W:d3,a1,b1,g1 B:a7,b7,f7,g7";
    assert_eq!(moves_from(start, "d3"), ["d3-a3", "d3-b3", "d3-c3", "d3-d1", "d3-d2", "d3-e3", "d3-f3", "d3-g3"]);
    let err = refused(start, "d3-d5");
    assert!(err.to_string().contains("cap"), "{err}");
}

#[test]
fn a_drop_onto_a_stone_smashes_it_and_the_runner_stops_there() {
    let start = "w W:e5,a1,b1,g1 B:e2,a7,b7,c7,g7";
    assert_eq!(
        moves_from(start, "e5"),
        ["e5-a5", "e5-b5", "e5-c5", "e5-d5", "e5-e2", "e5-e3", "e5-e4", "e5-e6", "e5-e7", "e5-f5", "e5-g5"]
    );
    assert_eq!(mark(start, "e5-e2"), Mark::Capture);
    let (text, events) = play(start, "e5-e2");
    assert_eq!(text, "b W:a1,b1,g1,e2 B:a7,b7,c7,g7");
    assert_eq!(
        events,
        [mv(Side::White, "e5", "e3"), drop(Side::White, "e3", "e2"), removed(Side::Black, "e2", Removal::Smashed),]
    );
    let err = refused(start, "e5-e1");
    assert!(err.to_string().contains("smashing the stone"), "{err}");
}

#[test]
fn a_smash_takes_a_stone_of_either_colour() {
    let start = "w W:c3,c2,a1,e1,g1 B:a7,b7,f7,g7";
    assert_eq!(mark(start, "c3-c2"), Mark::Capture);
    let (text, events) = play(start, "c3-c2");
    assert_eq!(text, "b W:a1,e1,g1,c2 B:a7,b7,f7,g7");
    assert_eq!(events, [drop(Side::White, "c3", "c2"), removed(Side::White, "c2", Removal::Smashed),]);
}

// ---- Jump ----

#[test]
fn a_jump_goes_one_tier_up_to_the_neighbouring_empty_field() {
    let start = "w W:b3,a1,e1,g1 B:a7,c7,e7,g7";
    assert_eq!(moves_from(start, "b3"), ["b3-a3", "b3-b1", "b3-b2", "b3-b4", "b3-b5", "b3-b6", "b3-b7", "b3-c3"]);
    assert_eq!(mark(start, "b3-c3"), Mark::Jump);
    let (text, events) = play(start, "b3-c3");
    assert_eq!(text, "b W:a1,e1,g1,c3 B:a7,c7,e7,g7");
    assert_eq!(events, [Event::Jump { side: Side::White, from: cell("b3"), to: cell("c3") }]);
}

#[test]
fn a_jump_needs_an_empty_field() {
    let start = "w W:b3,a1,e1,g1 B:c3,a7,e7,g7";
    assert!(!moves_from(start, "b3").contains(&"b3-c3".to_string()));
    let err = refused(start, "b3-c3");
    assert!(err.to_string().contains("c3 is taken"), "{err}");
}

// ---- Push ----

#[test]
fn a_push_moves_the_neighbouring_stone_on_the_same_tier_one_field_on() {
    let start = "w W:c1,e7,f7,g7 B:d1,a4,a5,a6";
    assert_eq!(mark(start, "c1-d1"), Mark::Push);
    let (text, events) = play(start, "c1-d1");
    assert_eq!(text, "b W:d1,e7,f7,g7 B:e1,a4,a5,a6");
    assert_eq!(
        events,
        [Event::Push { side: Side::Black, from: cell("d1"), to: cell("e1") }, mv(Side::White, "c1", "d1"),]
    );
}

#[test]
fn a_stone_cannot_push_two() {
    let start = "w W:c1,e7,f7,g7 B:d1,e1,a5,a6";
    assert!(!moves_from(start, "c1").contains(&"c1-d1".to_string()));
    let err = refused(start, "c1-d1");
    assert!(err.to_string().contains("cannot push two"), "{err}");
}

#[test]
fn a_pushed_stone_drops_a_tier_and_smashes_what_it_lands_on() {
    let start = "w W:e2,g2,a4,a5,a6 B:f2,c7,d7,e7,f7";
    let (text, events) = play(start, "e2-f2");
    assert_eq!(text, "b W:f2,a4,a5,a6 B:g2,c7,d7,e7,f7");
    assert_eq!(
        events,
        [drop(Side::Black, "f2", "g2"), removed(Side::White, "g2", Removal::Smashed), mv(Side::White, "e2", "f2"),]
    );
    // Onto an empty field it just drops.
    let (text, events) = play("w W:e2,a3,a4,a5,a6 B:f2,c7,d7,e7,f7", "e2-f2");
    assert_eq!(text, "b W:f2,a3,a4,a5,a6 B:g2,c7,d7,e7,f7");
    assert_eq!(events, [drop(Side::Black, "f2", "g2"), mv(Side::White, "e2", "f2")]);
}

#[test]
fn a_stone_pushed_off_a_corner_falls() {
    let start = "w W:b1,a4,a5,a6 B:a1,c7,d7,e7,f7";
    let (text, events) = play(start, "b1-a1");
    assert_eq!(text, "b W:a1,a4,a5,a6 B:c7,d7,e7,f7");
    assert_eq!(events, [removed(Side::Black, "a1", Removal::Fell), mv(Side::White, "b1", "a1"),]);
    // Pushed across the edge of the corner too.
    let (text, events) = play("w W:a2,b4,b5,b6 B:a1,c7,d7,e7,f7", "a2-a1");
    assert_eq!(text, "b W:a1,b4,b5,b6 B:c7,d7,e7,f7");
    assert_eq!(events, [removed(Side::Black, "a1", Removal::Fell), mv(Side::White, "a2", "a1"),]);
}

#[test]
fn only_a_corner_stone_can_be_pushed_off_the_board() {
    // b2 is a tier above b1: moving onto it is a smash, not a push.
    let start = "w W:b2,a1,a4,a5 B:b1,c7,d7,e7,f7";
    assert_eq!(mark(start, "b2-b1"), Mark::Capture);
    let (_, events) = play(start, "b2-b1");
    assert_eq!(events, [drop(Side::White, "b2", "b1"), removed(Side::Black, "b1", Removal::Smashed),]);
    // Along the edge, b1 goes on to c1.
    assert_eq!(after(start, "a1-b1"), "b W:b1,b2,a4,a5 B:c1,c7,d7,e7,f7");
}

#[test]
fn a_stone_may_push_one_of_its_own() {
    let start = "w W:a1,b1,c1,d1,e1,f1,g1 B:a7,b7,c7,d7,e7,f7,g7";
    let (text, events) = play(start, "b1-a1");
    assert_eq!(text, "b W:a1,c1,d1,e1,f1,g1 B:a7,b7,c7,d7,e7,f7,g7");
    assert_eq!(events, [removed(Side::White, "a1", Removal::Fell), mv(Side::White, "b1", "a1"),]);
}

#[test]
fn only_a_stone_on_the_same_tier_can_be_pushed() {
    // b2 is a tier above b1: b1 can neither push it nor jump onto it.
    let start = "w W:b1,a4,a5,a6 B:b2,c7,d7,e7";
    assert!(!moves_from(start, "b1").contains(&"b1-b2".to_string()));
    let err = refused(start, "b1-b2");
    assert!(err.to_string().contains("b2 is taken"), "{err}");
}

// ---- Osiris ----

#[test]
fn osiris_removes_a_row_with_an_enemy_stone_at_both_ends() {
    let start = "w W:a1,d2,f5,f6 B:b1,c1,a7,b7,c7,g7";
    let (text, events) = play(start, "d2-d1");
    assert_eq!(text, "b W:a1,d1,f5,f6 B:a7,b7,c7,g7");
    assert_eq!(
        events,
        [
            drop(Side::White, "d2", "d1"),
            removed(Side::Black, "b1", Removal::Osiris),
            removed(Side::Black, "c1", Removal::Osiris),
        ]
    );
}

#[test]
fn osiris_needs_an_enemy_stone_directly_at_both_ends() {
    // a1 is empty.
    assert_eq!(after("w W:b2,d2,f5,f6 B:b1,c1,a7,b7,c7,g7", "d2-d1"), "b W:d1,b2,f5,f6 B:b1,c1,a7,b7,c7,g7");
    // c1 is empty: b1 and d1 are not one row.
    assert_eq!(after("w W:a1,e2,f5,f6 B:b1,d1,a7,b7,c7,g7", "e2-e1"), "b W:a1,e1,f5,f6 B:b1,d1,a7,b7,c7,g7");
}

#[test]
fn osiris_looks_along_the_sides_of_every_ring() {
    // Tier 1: b2 W, c2 d2 B, e2 W.
    assert_eq!(after("w W:b2,e1,a7,g7 B:c2,d2,a4,g4,c7,d7", "e1-e2"), "b W:b2,e2,a7,g7 B:a4,g4,c7,d7");
    // Tier 2, along a row: c3 W, d3 B, e3 W.
    assert_eq!(after("w W:c3,e2,a7,g7 B:d3,a4,g4,c7", "e2-e3"), "b W:c3,e3,a7,g7 B:a4,g4,c7");
    // Tier 2, along a file: c3 W, c4 B, c5 W.
    assert_eq!(after("w W:c3,b5,a7,g7 B:c4,a4,g4,d7,e7", "b5-c5"), "b W:c3,c5,a7,g7 B:a4,g4,d7,e7");
}

#[test]
fn osiris_lines_do_not_cross_from_ring_to_ring() {
    // a3 b3 c3 is no line: each field is on another ring.
    assert_eq!(after("w W:a3,c2,a7,g7 B:b3,e7,f7,g5", "c2-c3"), "b W:a3,c3,a7,g7 B:b3,g5,e7,f7");
}

#[test]
fn a_corner_closes_both_of_its_lines_and_is_never_enclosed() {
    // Along the file: a1 and a3 enclose a2.
    assert_eq!(after("w W:a1,b3,f5,f6 B:a2,c7,d7,e7,g7", "b3-a3"), "b W:a1,a3,f5,f6 B:c7,d7,e7,g7");
    // Along the row: a1 and c1 enclose b1.
    assert_eq!(after("w W:a1,c2,f5,f6 B:b1,c7,d7,e7,g7", "c2-c1"), "b W:a1,c1,f5,f6 B:c7,d7,e7,g7");
    // A stone on a corner is the end of both its lines: it is never enclosed.
    assert_eq!(after("w W:a2,b2,f5,f6 B:a1,c7,d7,e7,g7", "b2-b1"), "b W:b1,a2,f5,f6 B:a1,c7,d7,e7,g7");
}

#[test]
fn osiris_takes_the_movers_own_stones_too() {
    let start = "w W:b2,a4,a5,e7,g7 B:a1,c1,c7,d7";
    let (text, events) = play(start, "b2-b1");
    assert_eq!(text, "b W:a4,a5,e7,g7 B:a1,c1,c7,d7");
    assert_eq!(events, [drop(Side::White, "b2", "b1"), removed(Side::White, "b1", Removal::Osiris),]);
}

#[test]
fn double_osiris_removes_both_middle_stones_of_w_b_w_b() {
    let start = "w W:a1,c2,f5,f6,e7 B:b1,d1,a7,b7,g7";
    let (text, events) = play(start, "c2-c1");
    assert_eq!(text, "b W:a1,f5,f6,e7 B:d1,a7,b7,g7");
    assert_eq!(
        events,
        [
            drop(Side::White, "c2", "c1"),
            removed(Side::Black, "b1", Removal::Osiris),
            removed(Side::White, "c1", Removal::Osiris),
        ]
    );
}

#[test]
fn osiris_removes_stones_that_were_enclosed_before_the_move() {
    let start = "w W:a1,c1,f5,f6 B:b1,a7,b7,c7,g7";
    let (text, events) = play(start, "f6-f7");
    assert_eq!(text, "b W:a1,c1,f5,f7 B:a7,b7,c7,g7");
    assert_eq!(events, [drop(Side::White, "f6", "f7"), removed(Side::Black, "b1", Removal::Osiris),]);
}

#[test]
fn osiris_comes_after_the_whole_move() {
    // The pushed stone lands between two white stones.
    let start = "w W:c1,f1,a4,a5 B:d1,a7,b7,c7,g7";
    let (text, events) = play(start, "c1-d1");
    assert_eq!(text, "b W:d1,f1,a4,a5 B:a7,b7,c7,g7");
    assert_eq!(
        events,
        [
            Event::Push { side: Side::Black, from: cell("d1"), to: cell("e1") },
            mv(Side::White, "c1", "d1"),
            removed(Side::Black, "e1", Removal::Osiris),
        ]
    );
}

// ---- End ----

#[test]
fn holding_all_four_victory_fields_wins() {
    let mut r = Record::new(pos("w W:c3,e3,c5,f5 B:a7,b7,f7,g7"));
    let events = r.play("f5-e5").unwrap();
    let end = r.end().unwrap();
    assert_eq!((end.outcome, end.reason), (Outcome::Win(Side::White), EndReason::VictoryFields));
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert!(r.legal_moves().is_empty());
}

#[test]
fn the_victory_fields_come_before_the_count_of_stones() {
    // Osiris takes d5, leaving Black three stones, but the victory fields decide.
    assert_eq!(
        end_after("w W:c3,e3,c5,f5 B:d5,a7,g7,a1", &["f5-e5"]),
        Some((Outcome::Win(Side::White), EndReason::VictoryFields))
    );
}

#[test]
fn a_player_left_with_fewer_than_four_stones_loses() {
    assert_eq!(
        end_after("w W:c3,a1,e1,g1 B:c2,a7,e7,g7", &["c3-c2"]),
        Some((Outcome::Win(Side::White), EndReason::TooFewStones))
    );
    // The mover too.
    assert_eq!(
        end_after("w W:b2,a4,a5,g7 B:a1,c1,c7,d7", &["b2-b1"]),
        Some((Outcome::Win(Side::Black), EndReason::TooFewStones))
    );
}

#[test]
fn both_left_with_fewer_than_four_stones_is_a_draw() {
    assert_eq!(end_after("w W:a1,c2,f5,f6 B:b1,d1,a7,g7", &["c2-c1"]), Some((Outcome::Draw, EndReason::TooFewStones)));
    assert_eq!(pos("w W: B:").end().map(|e| (e.outcome, e.reason)), Some((Outcome::Draw, EndReason::TooFewStones)));
}

#[test]
fn a_player_with_four_or_more_stones_always_has_a_move() {
    // "A player with no legal move loses" never decides a game: a stone above tier 0 can
    // always run down (or smash), and walling in four stones on tier 0 takes at least
    // eight enemy stones. Seven walls in three (Black's e1 can still jump to e2).
    // The rule itself is tested in the engine's unit tests, on eight stones.
    for text in ["b W:a2,a3,b1,f1,g1,c2,d2 B:a1,c1,d1,e1", "w W:a1,c1,d1,e1 B:a2,a3,b1,f1,g1,c2,d2"] {
        assert!(pos(text).end().is_none(), "{text}");
        assert_eq!(moves(text).len(), 1, "{text}");
    }
}

#[test]
fn the_third_occurrence_of_a_position_is_a_draw() {
    let start = "w W:a1,e1,f1,g1 B:a7,e7,f7,g7";
    let mut r = Record::new(pos(start));
    let shuffle = ["a1-a2", "a7-a6", "a2-a1", "a6-a7"];
    for m in shuffle.iter().chain(&shuffle[..3]) {
        r.play(m).unwrap();
        assert!(r.end().is_none(), "{m}");
    }
    let events = r.play("a6-a7").unwrap();
    assert_eq!(r.occurrences(), 3);
    let end = r.end().unwrap();
    assert_eq!((end.outcome, end.reason), (Outcome::Draw, EndReason::Repetition));
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
}

#[test]
fn a_finished_position_is_valid_input_with_no_moves() {
    for (text, outcome, reason) in [
        ("w W:a1,b1,c1 B:a7,b7,c7,d7", Outcome::Win(Side::Black), EndReason::TooFewStones),
        ("b W:c3,e3,c5,e5 B:a7,b7,c7,d7", Outcome::Win(Side::White), EndReason::VictoryFields),
    ] {
        let p = pos(text);
        assert_eq!(p.end().map(|e| (e.outcome, e.reason)), Some((outcome, reason)));
        assert!(p.legal_move_list().is_empty());
        let mut q = p;
        assert_eq!(q.try_play("a7-a6"), Err(Error::GameOver));
        let mut r = Record::new(p);
        assert_eq!(r.play("a7-a6"), Err(Error::GameOver));
    }
}

// ---- Positions and options ----

#[test]
fn positions_print_canonically() {
    assert_eq!(pos("  b W:G1,a1,c3 B:e5,C5,a7,b7 ").to_text(), "b W:a1,g1,c3 B:c5,e5,a7,b7");
}

#[test]
fn invalid_positions_are_rejected_naming_the_token() {
    for (text, token) in [
        ("w W:d4 B:a7", "d4"),
        ("w W:a1 B:a1", "a1"),
        ("w W:h1 B:a7", "h1"),
        ("w W:a8 B:a7", "a8"),
        ("w W:a01 B:a7", "a01"),
        ("w W:a1 B:a7 clock=1", "clock=1"),
        ("x W:a1 B:a7", "x"),
        ("w B:a1 W:a7", "B:a1"),
        ("w W:a1,,b1 B:", "W:a1,,b1"),
        ("w W:a1,b1,c1,d1,e1,f1,g1,a2 B:a7", "a2"),
    ] {
        let err = Allmer::parse(text, &Options::new()).unwrap_err();
        assert!(err.to_string().contains(&format!("'{token}'")), "{text}: {err}");
    }
}

#[test]
fn the_game_has_no_options() {
    assert!(Allmer::option_specs().is_empty());
    let mut o = Options::new();
    o.set("chain", "on");
    let err = Allmer::start(&o).unwrap_err();
    assert!(matches!(err, Error::Option { .. }), "{err}");
    assert!(err.to_string().contains("'chain'"), "{err}");
}

// ---- Move notation ----

#[test]
fn moves_parse_in_either_case_with_surrounding_space() {
    let start = "w W:a1,e1,f1,g1 B:a7,e7,f7,g7";
    assert_eq!(after(start, "  A1-a5\t"), "b W:e1,f1,g1,a5 B:a7,e7,f7,g7");
}

#[test]
fn malformed_and_illegal_moves_name_the_token_and_change_nothing() {
    let start = "w W:a1,e1,f1,g1 B:a7,e7,f7,g7";
    for (text, token) in [
        ("", ""),
        ("a1a5", "a1a5"),
        ("a1-a5-a6", "a1-a5-a6"),
        ("a1 - a5", "a1 - a5"),
        ("a1-z5", "z5"),
        ("a1-a9", "a9"),
        ("é1-a5", "é1"),
        ("a1-d4", "d4"),
        ("a1-a7", "a1-a7"),
        ("a7-a6", "a7-a6"),
        ("b1-b3", "b1-b3"),
        ("a1-b2", "a1-b2"),
        ("a1-a1", "a1-a1"),
    ] {
        let err = refused(start, text);
        assert!(err.to_string().contains(&format!("'{token}'")), "{text}: {err}");
    }
    let err = refused(start, "a7-a6");
    assert!(err.to_string().contains("Black's"), "{err}");
    let err = refused(start, "a1-b2");
    assert!(err.to_string().contains("straight line"), "{err}");
}

#[test]
fn undo_and_redo_walk_the_record() {
    let start = "w W:a1,e1,f1,g1 B:a7,e7,f7,g7";
    let mut r = Record::new(pos(start));
    let events = r.play("a1-a3").unwrap();
    assert!(r.undo());
    assert_eq!(r.position().to_text(), start);
    assert!(!r.undo());
    assert_eq!(r.redo(), Some(events));
    assert_eq!(r.position().to_text(), "b W:e1,f1,g1,a3 B:a7,e7,f7,g7");
    assert_eq!(r.redo(), None);
}
