//! Pyraos: one test per rule, written as positions in the game's notation.
#![cfg(not(target_arch = "wasm32"))]

use pyramid_games::game::{Cell, EndReason, Error, Event, Game, Mark, Options, Outcome, Removal, Side};
use pyramid_games::games::pyraos::Pyraos;
use pyramid_games::record::Record;

fn options(pairs: &[&str]) -> Options {
    let mut o = Options::new();
    for p in pairs {
        o.set_pair(p).unwrap();
    }
    o
}

fn pos_with(text: &str, opts: &[&str]) -> Pyraos {
    Pyraos::parse(text, &options(opts)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos(text: &str) -> Pyraos {
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

/// Legal moves that start with `prefix` followed by a space or the end (removal variants).
fn moves_of(text: &str, head: &str, opts: &[&str]) -> Vec<String> {
    moves_with(text, opts).into_iter().filter(|m| m == head || m.starts_with(&format!("{head} "))).collect()
}

/// The lifts among the legal moves.
fn lifts(text: &str) -> Vec<String> {
    moves(text).into_iter().filter(|m| m.contains('-')).collect()
}

fn after_with(text: &str, mv: &str, opts: &[&str]) -> String {
    let mut p = pos_with(text, opts);
    p.try_play(mv).unwrap_or_else(|e| panic!("{mv} in {text}: {e}"));
    p.to_text()
}

fn after(text: &str, mv: &str) -> String {
    after_with(text, mv, &[])
}

fn cell(name: &str) -> Cell {
    (0..Pyraos::cell_count() as Cell)
        .find(|&c| Pyraos::cell_name(c) == name)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

/// The move is refused, naming `token`, and the position is unchanged.
fn refused(text: &str, mv: &str, token: &str, opts: &[&str]) -> Error {
    let start = pos_with(text, opts);
    let mut p = start;
    let err = p.try_play(mv).unwrap_err();
    assert!(err.to_string().contains(&format!("'{token}'")), "{mv}: {err}");
    assert_eq!(p, start, "{mv}");
    err
}

/// Level 1 full in a checkerboard, level 2 full: White holds 13, Black 12.
const L1_WHITE: &str = "1b1,1d1,1a2,1c2,1b3,1d3,1a4,1c4";
const L1_BLACK: &str = "1a1,1c1,1b2,1d2,1a3,1c3,1b4,1d4";
const L2_WHITE: &str = "2a1,2c1,2b2,2a3,2c3";
const L2_BLACK: &str = "2b1,2a2,2c2,2b3";

/// Level 3 full as well: White has all 15 on the board, Black 14.
fn level_3_full(side: char) -> String {
    format!("{side} W:{L1_WHITE},{L2_WHITE},3a1,3b2 B:{L1_BLACK},{L2_BLACK},3b1,3a2")
}

/// 1d4 completes White's square 1c3,1d3,1c4,1d4; 2a1 is White's and alone on 1a1.
const SQUARE: &str = "w W:1a1,1c3,1d3,1c4,2a1 B:1b1,1c1,1d1,1a2,1b2";

// ---- Board ----

#[test]
fn thirty_cells_named_level_file_rank_in_canonical_order() {
    assert_eq!(Pyraos::cell_count(), 30);
    let names: Vec<String> = (0..30).map(Pyraos::cell_name).collect();
    assert_eq!(names[..6], ["1a1", "1b1", "1c1", "1d1", "1a2", "1b2"].map(String::from));
    assert_eq!(names[15], "1d4");
    assert_eq!(names[16], "2a1");
    assert_eq!(names[24], "2c3");
    assert_eq!(names[25], "3a1");
    assert_eq!(names[28], "3b2");
    assert_eq!(names[29], "4a1");
}

#[test]
fn board_module_gives_level_file_rank_of_each_cell() {
    use pyramid_games::games::pyraos::board::COORDS;
    assert_eq!(COORDS[cell("1a1") as usize], (1, 0, 0));
    assert_eq!(COORDS[cell("1c2") as usize], (1, 2, 1));
    assert_eq!(COORDS[cell("2b3") as usize], (2, 1, 2));
    assert_eq!(COORDS[cell("4a1") as usize], (4, 0, 0));
}

// ---- Set-up ----

#[test]
fn start_is_an_empty_board_white_to_move_fifteen_spheres_each() {
    let p = Pyraos::start(&Options::new()).unwrap();
    assert_eq!(p.to_text(), "w W: B:");
    assert_eq!(p.side_to_move(), Side::White);
    assert_eq!(p.reserve(Side::White), Some(15));
    assert_eq!(p.reserve(Side::Black), Some(15));
    assert!(p.pieces().is_empty());
}

#[test]
fn black_may_start_from_the_empty_board() {
    let p = pos("b W: B:");
    assert_eq!(p.side_to_move(), Side::Black);
    assert_eq!(p.legal_move_list().len(), 16);
}

#[test]
fn reserve_is_fifteen_minus_the_spheres_on_the_board() {
    let p = pos(SQUARE);
    assert_eq!(p.reserve(Side::White), Some(10));
    assert_eq!(p.reserve(Side::Black), Some(10));
    assert_eq!(p.pieces().len(), 10);
    let full = pos(&level_3_full('b'));
    assert_eq!(full.reserve(Side::White), Some(0));
    assert_eq!(full.reserve(Side::Black), Some(1));
}

// ---- Place ----

#[test]
fn place_puts_a_reserve_sphere_on_any_empty_level_1_cell() {
    let m = moves("w W: B:");
    assert_eq!(m.len(), 16);
    assert!(m.iter().all(|m| m.starts_with('1') && m.len() == 3));
    assert_eq!(after("w W: B:", "1b3"), "b W:1b3 B:");
}

#[test]
fn place_above_level_1_needs_all_four_cells_below() {
    // 2a1 rests on 1a1, 1b1, 1a2, 1b2, of either colour.
    let text = "w W:1a1,1b2 B:1b1,1a2";
    assert!(moves(text).contains(&"2a1".to_string()));
    assert!(!moves(text).contains(&"2b1".to_string()));
    let err = refused("w W:1a1,1b2 B:1b1", "2a1", "2a1", &[]);
    assert!(err.to_string().contains("1a2 empty"), "{err}");
}

#[test]
fn place_needs_an_empty_cell() {
    refused(SQUARE, "1a1", "1a1", &[]);
    refused(SQUARE, "1b1", "1b1", &[]);
}

#[test]
fn place_needs_a_sphere_in_reserve() {
    // White has all 15 on the board: the top is supported and empty, but White has
    // nothing to place there (with pass=on the game goes on, so the move is refused).
    let err = refused(&level_3_full('w'), "4a1", "4a1", &["pass=on"]);
    assert!(err.to_string().contains("reserve"), "{err}");
}

// ---- Lift ----

#[test]
fn lift_takes_an_own_free_sphere_to_a_supported_cell_on_a_higher_level() {
    // 2a1 is supported; 1d4 is White's and free.
    let text = "w W:1a1,1b2,1d4 B:1b1,1a2";
    assert_eq!(lifts(text), ["1d4-2a1"]);
    assert_eq!(after(text, "1d4-2a1"), "b W:1a1,1b2,2a1 B:1b1,1a2");
}

#[test]
fn lift_is_allowed_with_spheres_in_reserve() {
    let p = pos("w W:1a1,1b2,1d4 B:1b1,1a2");
    assert_eq!(p.reserve(Side::White), Some(12));
    let mut q = p;
    assert!(q.try_play("1d4-2a1").is_ok());
}

#[test]
fn lift_cannot_go_onto_cells_the_sphere_supports() {
    // 1a1 and 1b2 are White's and free, but 2a1 rests on them.
    let text = "w W:1a1,1b2,1d4 B:1b1,1a2";
    let err = refused(text, "1a1-2a1", "1a1-2a1", &[]);
    assert!(err.to_string().contains("support itself"), "{err}");
    refused(text, "1b2-2a1", "1b2-2a1", &[]);
}

#[test]
fn lift_may_skip_a_level() {
    // 3a1 rests on White's level-2 square; 1d2 is free (nothing on 2c1 or 2c2).
    let text = "w W:1b1,1a2,1d2,1a4,1b2,1c2,1c3,2a1,2b1,2b2,2a2 \
                B:1a1,1c1,1d1,1a3,1b3,1d3,1b4,1c4,1d4";
    let l = lifts(text);
    assert!(l.contains(&"1d2-3a1".to_string()), "{l:?}");
    assert!(l.contains(&"1d2-2a3".to_string()), "{l:?}");
    // 1d2 carries nothing but supports 2c1 and 2c2.
    assert!(!l.contains(&"1d2-2c2".to_string()), "{l:?}");
}

#[test]
fn lift_only_to_a_higher_level() {
    // The free sphere on 2a1 cannot move sideways to 2c1.
    let text = "w W:1a1,1b2,1c1,2a1 B:1b1,1a2,1d1,1c2,1d2";
    assert!(moves(text).contains(&"2c1".to_string()));
    let err = refused(text, "2a1-2c1", "2a1-2c1", &[]);
    assert!(err.to_string().contains("higher level"), "{err}");
    refused(text, "1c1-1c3", "1c1-1c3", &[]);
}

#[test]
fn lift_needs_a_free_sphere() {
    // 1b2 carries 2a1.
    let text = "w W:1b1,1a2,1d2,1a4,1b2,1c2,1c3,2a1,2b1,2b2,2a2 \
                B:1a1,1c1,1d1,1a3,1b3,1d3,1b4,1c4,1d4";
    let err = refused(text, "1b2-3a1", "1b2-3a1", &[]);
    assert!(err.to_string().contains("not free"), "{err}");
}

#[test]
fn lift_only_own_spheres() {
    let text = "w W:1a1,1b2,1d4 B:1b1,1a2,1c4";
    let err = refused(text, "1c4-2a1", "1c4-2a1", &[]);
    assert!(err.to_string().contains("no White sphere on 1c4"), "{err}");
}

#[test]
fn no_lift_reaches_the_top() {
    // The top is supported only when level 3 is full; then every sphere below is covered
    // and the four on level 3 carry the top: the top is reached by placing only.
    assert_eq!(moves(&level_3_full('b')), ["4a1"]);
    refused(&level_3_full('b'), "3b1-4a1", "3b1-4a1", &[]);
}

// ---- Squares and removals ----

#[test]
fn square_allows_removing_zero_one_or_two_own_free_spheres() {
    assert_eq!(
        moves_of(SQUARE, "1d4", &[]),
        [
            "1d4",
            "1d4 x1c3",
            "1d4 x1c3,1c4",
            "1d4 x1c3,1d3",
            "1d4 x1c3,1d4",
            "1d4 x1c4",
            "1d4 x1c4,1d4",
            "1d4 x1d3",
            "1d4 x1d3,1c4",
            "1d4 x1d3,1d4",
            "1d4 x1d4",
            "1d4 x2a1",
            "1d4 x2a1,1a1",
            "1d4 x2a1,1c3",
            "1d4 x2a1,1c4",
            "1d4 x2a1,1d3",
            "1d4 x2a1,1d4",
        ]
    );
}

#[test]
fn removal_may_take_the_moved_sphere() {
    // Placed and taken back: the board is as before, Black to move.
    assert_eq!(after(SQUARE, "1d4 x1d4"), "b W:1a1,1c3,1d3,1c4,2a1 B:1b1,1c1,1d1,1a2,1b2");
}

#[test]
fn a_sphere_freed_by_the_first_removal_may_be_the_second() {
    let mut p = pos(SQUARE);
    let events = p.try_play("1d4 x2a1,1a1").unwrap();
    assert_eq!(p.to_text(), "b W:1c3,1d3,1c4,1d4 B:1b1,1c1,1d1,1a2,1b2");
    assert_eq!(p.reserve(Side::White), Some(11));
    assert_eq!(
        events,
        vec![
            Event::Placed { side: Side::White, at: cell("1d4") },
            Event::Removed { side: Side::White, at: cell("2a1"), why: Removal::ToReserve },
            Event::Removed { side: Side::White, at: cell("1a1"), why: Removal::ToReserve },
        ]
    );
}

#[test]
fn removal_in_the_wrong_order_is_refused_naming_the_sphere() {
    let err = refused(SQUARE, "1d4 x1a1,2a1", "1a1", &[]);
    assert!(matches!(err, Error::Illegal { .. }), "{err}");
    assert!(err.to_string().contains("it carries 2a1"), "{err}");
}

#[test]
fn removals_are_accepted_in_any_order_they_can_be_made() {
    let p = pos(SQUARE);
    let a = p.parse_move("1d4 x1d3,1c3").unwrap();
    let b = p.parse_move("1d4 x1c3,1d3").unwrap();
    assert_eq!(a, b);
    assert_eq!(p.move_text(&a), "1d4 x1c3,1d3");
    let c = p.parse_move("1d4 x1c3,2a1").unwrap();
    assert_eq!(p.move_text(&c), "1d4 x2a1,1c3");
}

#[test]
fn removing_the_same_spheres_is_one_move() {
    let m = moves_of(SQUARE, "1d4", &[]);
    let mut sets: Vec<Vec<&str>> = m
        .iter()
        .map(|t| {
            let mut s: Vec<&str> = t.split_once(" x").map_or(vec![], |(_, l)| l.split(',').collect());
            s.sort();
            s
        })
        .collect();
    let n = sets.len();
    sets.sort();
    sets.dedup();
    assert_eq!(sets.len(), n);
}

#[test]
fn removal_only_of_own_free_spheres() {
    let err = refused(SQUARE, "1d4 x1b1", "1b1", &[]);
    assert!(err.to_string().contains("no White sphere on 1b1"), "{err}");
    let err = refused(SQUARE, "1d4 x1a1", "1a1", &[]);
    assert!(err.to_string().contains("not free"), "{err}");
    refused(SQUARE, "1d4 x1d4,1d4", "1d4", &[]);
    refused(SQUARE, "1d4 x1a3", "1a3", &[]);
}

#[test]
fn removal_only_after_a_square() {
    assert_eq!(moves_of(SQUARE, "1a3", &[]), ["1a3"]);
    let err = refused(SQUARE, "1a3 x1a3", "x1a3", &[]);
    assert!(err.to_string().contains("no square"), "{err}");
}

#[test]
fn square_must_hold_the_moved_sphere() {
    // White's square on level 1 is already made; a sphere elsewhere earns nothing.
    let text = "w W:1a1,1b1,1a2,1b2 B:1c1,1d1,1c2";
    assert_eq!(moves_of(text, "1d4", &[]), ["1d4"]);
}

#[test]
fn square_must_be_all_of_the_movers_colour() {
    let text = "w W:1c3,1d3,1c4 B:1a1,1b1,1a2";
    assert_eq!(moves_of(text, "1b2", &[]), ["1b2"]);
    assert_eq!(moves_of(text, "1d4", &[]).len(), 1 + 4 + 6);
}

#[test]
fn square_must_be_the_support_of_a_cell_above() {
    // Four in a row is not a square.
    let text = "w W:1a1,1b1,1c1 B:1a3,1b3,1c3";
    assert_eq!(moves_of(text, "1d1", &[]), ["1d1"]);
}

#[test]
fn square_made_by_a_lift_allows_removals() {
    // 1d4 lifts to 2b1 and completes White's level-2 square 2a1,2b1,2a2,2b2.
    let text = "w W:1b1,1a2,1d2,1b2,1c2,1c3,1d4,2a1,2b2,2a2 \
                B:1a1,1c1,1d1,1a3,1b3,1d3,1a4,1b4,1c4";
    let m = moves_of(text, "1d4-2b1", &[]);
    assert!(m.contains(&"1d4-2b1 x2b1".to_string()), "{m:?}");
    assert!(m.contains(&"1d4-2b1 x2b1,1d2".to_string()), "{m:?}");
    assert_eq!(
        after(text, "1d4-2b1 x2b1,1d2"),
        "b W:1b1,1a2,1b2,1c2,1c3,2a1,2a2,2b2 B:1a1,1c1,1d1,1a3,1b3,1d3,1a4,1b4,1c4"
    );
}

#[test]
fn several_squares_at_once_still_allow_at_most_two_removals() {
    // 1b2 completes three squares.
    let text = "w W:1a1,1b1,1c1,1a2,1c2,1a3,1b3 B:1d1,1d2,1d3,1c3,1a4,1b4,1c4";
    let m = moves_of(text, "1b2", &[]);
    // Eight own free spheres: 1 + 8 + 28.
    assert_eq!(m.len(), 37);
    assert!(m.iter().all(|t| t.matches(',').count() <= 1));
    let err = refused(text, "1b2 x1a1,1b1,1c1", "x1a1,1b1,1c1", &[]);
    assert!(err.to_string().contains("at most two"), "{err}");
}

#[test]
fn removal_children_never_removes() {
    assert_eq!(moves_of(SQUARE, "1d4", &["removal=children"]), ["1d4"]);
    let err = refused(SQUARE, "1d4 x1d4", "x1d4", &["removal=children"]);
    assert!(err.to_string().contains("removal=children"), "{err}");
}

#[test]
fn removed_spheres_go_back_to_the_reserve_and_may_be_placed_again() {
    let mut r = Record::new(pos(SQUARE));
    r.play("1d4 x1c3,1d3").unwrap();
    assert_eq!(r.position().reserve(Side::White), Some(11));
    r.play("1a3").unwrap();
    r.play("1c3").unwrap();
    assert_eq!(r.position().reserve(Side::White), Some(10));
}

#[test]
fn nothing_is_removed_after_reaching_the_top() {
    // (decision) the game is over at once; the top completes no square anyway.
    let err = refused(&level_3_full('b'), "4a1 x4a1", "x4a1", &[]);
    assert!(err.to_string().contains("top"), "{err}");
}

// ---- End of the game ----

#[test]
fn putting_a_sphere_on_the_top_wins() {
    let mut r = Record::new(pos(&level_3_full('b')));
    let events = r.play("4a1").unwrap();
    let end = r.end().unwrap();
    assert_eq!((end.outcome, end.reason), (Outcome::Win(Side::Black), EndReason::ReachedTop));
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert!(r.legal_moves().is_empty());
    assert_eq!(r.play("3a1-4a1"), Err(Error::GameOver));
}

#[test]
fn the_owner_of_the_top_has_won_whoever_is_to_move() {
    // (decision) a finished position is valid input.
    let text = format!("b W:{L1_WHITE},{L2_WHITE},3a1,3b2 B:{L1_BLACK},{L2_BLACK},3b1,3a2,4a1");
    let p = pos(&text);
    assert_eq!(p.end().map(|e| (e.outcome, e.reason)), Some((Outcome::Win(Side::Black), EndReason::ReachedTop)));
    assert!(p.legal_move_list().is_empty());
    let mut q = p;
    assert_eq!(q.try_play("pass"), Err(Error::GameOver));
}

#[test]
fn a_player_who_cannot_move_loses() {
    // White has no sphere in reserve and none to lift.
    let p = pos(&level_3_full('w'));
    assert_eq!(p.end().map(|e| (e.outcome, e.reason)), Some((Outcome::Win(Side::Black), EndReason::NoLegalMove)));
    assert!(p.legal_move_list().is_empty());
}

#[test]
fn an_empty_reserve_with_a_lift_does_not_lose() {
    // White has all 15 on the board but can lift 2c1 to 3a2.
    let text = format!("w W:{L1_WHITE},{L2_WHITE},3a1,3b2 B:{L1_BLACK},{L2_BLACK}");
    let p = pos(&text);
    assert_eq!(p.reserve(Side::White), Some(0));
    assert!(p.end().is_none());
    assert_eq!(lifts(&text), ["2a3-3b1", "2c1-3a2"]);
}

#[test]
fn pass_on_a_player_without_reserve_or_lift_passes() {
    let text = level_3_full('w');
    assert_eq!(moves_with(&text, &["pass=on"]), ["pass"]);
    let mut r = Record::new(pos_with(&text, &["pass=on"]));
    assert!(r.end().is_none());
    let events = r.play("pass").unwrap();
    assert_eq!(events, vec![Event::Pass { side: Side::White }]);
    r.play("4a1").unwrap();
    assert_eq!(r.end().unwrap().outcome, Outcome::Win(Side::Black));
}

#[test]
fn pass_on_no_pass_while_a_move_exists() {
    let err = refused(SQUARE, "pass", "pass", &["pass=on"]);
    assert!(matches!(err, Error::Illegal { .. }), "{err}");
    assert!(!moves_with(SQUARE, &["pass=on"]).contains(&"pass".to_string()));
}

#[test]
fn pass_off_pass_is_refused() {
    let err = refused(SQUARE, "pass", "pass", &[]);
    assert!(err.to_string().contains("pass=off"), "{err}");
}

#[test]
fn third_repetition_is_a_draw() {
    // (decision) Placing a sphere that completes a square and taking it back repeats the board.
    let mut r = Record::new(pos("w W:1a1,1b1,1a2 B:1c3,1d3,1c4"));
    for mv in ["1b2 x1b2", "1d4 x1d4", "1b2 x1b2"] {
        r.play(mv).unwrap();
        assert!(r.end().is_none(), "{mv}");
    }
    let events = r.play("1d4 x1d4").unwrap();
    let end = r.end().unwrap();
    assert_eq!((end.outcome, end.reason), (Outcome::Draw, EndReason::Repetition));
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert_eq!(r.occurrences(), 3);
}

// ---- Events and move entry ----

#[test]
fn a_lift_is_one_move_event_then_the_removals() {
    let text = "w W:1b1,1a2,1d2,1b2,1c2,1c3,1d4,2a1,2b2,2a2 \
                B:1a1,1c1,1d1,1a3,1b3,1d3,1a4,1b4,1c4";
    let mut p = pos(text);
    let events = p.try_play("1d4-2b1 x2b1").unwrap();
    assert_eq!(
        events,
        vec![
            Event::Move { side: Side::White, from: cell("1d4"), to: cell("2b1") },
            Event::Removed { side: Side::White, at: cell("2b1"), why: Removal::ToReserve },
        ]
    );
}

#[test]
fn move_shapes_offer_each_order_the_removals_can_be_clicked_in() {
    let p = pos(SQUARE);
    let shapes = p.move_shapes(&p.parse_move("1d4 x2a1,1c3").unwrap());
    assert_eq!(shapes.len(), 2);
    assert_eq!(
        shapes[0].clicks,
        [(cell("1d4"), Mark::Target), (cell("2a1"), Mark::Remove), (cell("1c3"), Mark::Remove)]
    );
    assert_eq!(
        shapes[1].clicks,
        [(cell("1d4"), Mark::Target), (cell("1c3"), Mark::Remove), (cell("2a1"), Mark::Remove)]
    );
    assert!(shapes.iter().all(|s| s.text == "1d4 x2a1,1c3"));
    // 1a1 is free only once 2a1 is gone: one order.
    let shapes = p.move_shapes(&p.parse_move("1d4 x2a1,1a1").unwrap());
    assert_eq!(shapes.len(), 1);
    assert_eq!(
        shapes[0].clicks,
        [(cell("1d4"), Mark::Target), (cell("2a1"), Mark::Remove), (cell("1a1"), Mark::Remove)]
    );
}

#[test]
fn move_shapes_of_a_lift_and_a_pass() {
    let p = pos("w W:1a1,1b2,1d4 B:1b1,1a2");
    let shapes = p.move_shapes(&p.parse_move("1d4-2a1").unwrap());
    assert_eq!(shapes.len(), 1);
    assert_eq!(shapes[0].clicks, [(cell("1d4"), Mark::Piece), (cell("2a1"), Mark::Target)]);
    let q = pos_with(&level_3_full('w'), &["pass=on"]);
    let shapes = q.move_shapes(&q.parse_move("pass").unwrap());
    assert_eq!(shapes.len(), 1);
    assert!(shapes[0].clicks.is_empty());
    assert_eq!(shapes[0].text, "pass");
}

// ---- Positions ----

#[test]
fn positions_print_canonically_level_then_rank_then_file() {
    assert_eq!(pos(" b W:2A1,1b2,1A1 B:1a2,1B1 ").to_text(), "b W:1a1,1b2,2a1 B:1b1,1a2");
}

#[test]
fn invalid_positions_are_rejected_naming_the_token() {
    let sixteen = "1a1,1b1,1c1,1d1,1a2,1b2,1c2,1d2,1a3,1b3,1c3,1d3,1a4,1b4,1c4,1d4";
    for (text, token) in [
        ("w W:2a1 B:1a1,1b1,1a2", "2a1"),
        ("w W:1a1,1b1,1a2,1b2,3a1 B:", "3a1"),
        (&format!("w W:{sixteen} B:"), "1d4"),
        ("w W:1a1 B:1A1", "1A1"),
        ("w W:1e1 B:", "1e1"),
        ("w W:2d1 B:", "2d1"),
        ("w W:4b1 B:", "4b1"),
        ("w W:5a1 B:", "5a1"),
        ("w W:a1 B:", "a1"),
        ("w W:1a1x B:", "1a1x"),
        ("w W: B: clock=1", "clock=1"),
        ("x W: B:", "x"),
        ("w B: W:", "B:"),
        ("w W:1a1,,1b1 B:", "W:1a1,,1b1"),
    ] {
        let err = Pyraos::parse(text, &Options::new()).unwrap_err();
        assert!(err.to_string().contains(&format!("'{token}'")), "{text}: {err}");
    }
}

#[test]
fn unknown_options_and_values_are_rejected() {
    assert!(Pyraos::start(&options(&["removal=mature"])).is_err());
    assert!(Pyraos::start(&options(&["passing=on"])).is_err());
    assert!(Pyraos::start(&options(&["removal=children", "pass=on"])).is_ok());
    let keys: Vec<&str> = Pyraos::option_specs().iter().map(|s| s.key).collect();
    assert_eq!(keys, ["removal", "pass"]);
    assert!(Pyraos::option_specs().iter().all(|s| Pyraos::WORDS.iter().any(|w| w.key == s.key && !w.help.is_empty())));
}

// ---- Move notation ----

#[test]
fn moves_parse_in_either_case_with_surrounding_space() {
    assert_eq!(after(SQUARE, "  1D4 x2A1,1a1 "), "b W:1c3,1d3,1c4,1d4 B:1b1,1c1,1d1,1a2,1b2");
}

#[test]
fn malformed_and_illegal_moves_leave_the_position_unchanged() {
    for (mv, token) in [
        ("1e1", "1e1"),
        ("1a1-", "1a1-"),
        ("1a1-2b2-3a1", "1a1-2b2-3a1"),
        ("1d4 1a1", "1a1"),
        ("1d4 X1d4", "X1d4"),
        ("1d4 x", "x"),
        ("1d4 x1a1,,1b1", "x1a1,,1b1"),
        ("1d4 x1z9", "1z9"),
        ("1d4  x1d4", "1d4  x1d4"),
        ("1d4 x1d4 more", "more"),
        ("PASS", "PASS"),
        ("", ""),
        ("2b2", "2b2"),
        ("1c3-1d4", "1c3-1d4"),
    ] {
        refused(SQUARE, mv, token, &[]);
    }
}

#[test]
fn undo_and_redo_walk_the_record() {
    let mut r = Record::new(pos(SQUARE));
    let events = r.play("1d4 x2a1,1a1").unwrap();
    assert!(r.undo());
    assert_eq!(r.position().to_text(), SQUARE);
    assert!(!r.undo());
    assert_eq!(r.redo(), Some(events));
    assert_eq!(r.position().to_text(), "b W:1c3,1d3,1c4,1d4 B:1b1,1c1,1d1,1a2,1b2");
}
