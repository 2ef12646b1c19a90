//! Pyramid Chase: one test per piece and per rule, as positions in the game's notation.
#![cfg(not(target_arch = "wasm32"))]

use pyramid_games::game::{EndReason, Error, Event, Game, Options, Outcome, Removal, Side};
use pyramid_games::games::chase::Chase;
use pyramid_games::record::Record;

fn options(pairs: &[&str]) -> Options {
    let mut o = Options::new();
    for p in pairs {
        o.set_pair(p).unwrap();
    }
    o
}

fn pos_with(text: &str, opts: &[&str]) -> Chase {
    Chase::parse(text, &options(opts)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos(text: &str) -> Chase {
    pos_with(text, &[])
}

fn moves_with(text: &str, opts: &[&str]) -> Vec<String> {
    let p = pos_with(text, opts);
    let mut v: Vec<String> = p.legal_move_list().iter().map(|m| p.move_text(m)).collect();
    v.sort();
    v
}

fn moves_from(text: &str, from: &str, opts: &[&str]) -> Vec<String> {
    moves_with(text, opts).into_iter().filter(|m| m.starts_with(&format!("{from}-"))).collect()
}

fn end_of(text: &str) -> Option<(Outcome, EndReason)> {
    Record::new(pos(text)).end().map(|e| (e.outcome, e.reason))
}

// ---- Pieces ----

#[test]
fn king_steps_once_in_the_six_directions() {
    assert_eq!(moves("w W:Kj10 B:Ka30"), ["j10-i10", "j10-i11", "j10-j11", "j10-j9", "j10-k10", "j10-k9"]);
}

fn moves(text: &str) -> Vec<String> {
    moves_with(text, &[])
}

const OPEN: &str = "w W:Ka1,Rj10,Pj12 B:Ka30,Pm10";

#[test]
fn rook_slides_in_the_six_directions_until_blocked() {
    let rook = moves_from(OPEN, "j10", &[]);
    // East to the capture on m10 (3), west to a10 (9), north-east to j11 before its own
    // pawn (1), north-west to a19 (9), south-east to s1 (9), south-west to j1 (9).
    assert_eq!(rook.len(), 40);
    for m in ["j10-m10", "j10-a10", "j10-j11", "j10-a19", "j10-s1", "j10-j1"] {
        assert!(rook.contains(&m.to_string()), "{m}");
    }
    for m in ["j10-n10", "j10-j12", "j10-j13"] {
        assert!(!rook.contains(&m.to_string()), "{m}");
    }
}

#[test]
fn bishop_slides_but_never_sideways() {
    let bishop = moves_from(&OPEN.replace("Rj10", "Bj10"), "j10", &[]);
    assert_eq!(bishop.len(), 28);
    // Every destination leaves rank 10.
    assert!(bishop.iter().all(|m| !m.ends_with("10")), "{bishop:?}");
}

#[test]
fn knight_makes_the_twelve_glinski_leaps() {
    let leaps = moves_from("w W:Ka1,Nj10,Pj11,Pk10 B:Ka30", "j10", &[]);
    let expected = ["g11", "g12", "h13", "h9", "i13", "i8", "k12", "k7", "l11", "l7", "m8", "m9"];
    let mut expected: Vec<String> = expected.iter().map(|c| format!("j10-{c}")).collect();
    expected.sort();
    assert_eq!(leaps, expected, "leaps jump over the pawns beside it");
}

#[test]
fn knight_forward_option_keeps_the_six_climbing_leaps() {
    let leaps = moves_from("w W:Ka1,Nj10 B:Ka30", "j10", &["knight=forward"]);
    assert_eq!(leaps, ["j10-g11", "j10-g12", "j10-h13", "j10-i13", "j10-k12", "j10-l11"]);
}

#[test]
fn queen_moves_as_rook_and_knight() {
    assert_eq!(moves_from(&OPEN.replace("Rj10", "Qj10"), "j10", &[]).len(), 40 + 12);
}

#[test]
fn pawn_steps_one_or_two_north_east_or_north_west() {
    assert_eq!(moves_from("w W:Ka1,Pj10 B:Ka30", "j10", &[]), ["j10-h12", "j10-i11", "j10-j11", "j10-j12"]);
}

#[test]
fn pawn_captures_the_way_it_moves_and_needs_the_middle_empty() {
    // j11 is taken by Black: the pawn takes it and cannot pass it; h12 is taken on the
    // other line by a two-step capture.
    assert_eq!(moves_from("w W:Ka1,Pj10 B:Ka30,Pj11,Ph12", "j10", &[]), ["j10-h12", "j10-i11", "j10-j11"]);
}

#[test]
fn a_capture_is_written_with_x_and_removes_the_piece() {
    let mut p = pos(OPEN);
    let events = p.try_play("j10xm10").unwrap();
    assert_eq!(p.to_text(), "b W:Ka1,Rm10,Pj12 B:Ka30");
    assert!(matches!(events[1], Event::Removed { side: Side::Black, why: Removal::Captured, .. }));
    let err = pos(OPEN).try_play("j10xk10").unwrap_err();
    assert!(err.to_string().contains("'j10xk10'"), "{err}");
}

#[test]
fn file_x_is_a_file_not_a_capture() {
    assert_eq!(moves_from("w W:Ka1,Px5 B:Ka30", "x5", &[]), ["x5-v7", "x5-w6", "x5-x6", "x5-x7"]);
    let mut p = pos("w W:Ka1,Px5 B:Ka30");
    p.try_play("X5-X6").unwrap();
}

// ---- Power levels ----

#[test]
fn no_move_ends_more_than_one_rank_above_the_highest_piece() {
    // The highest piece is the black King on rank 3: moves end on rank 4 at most.
    let rook = moves_from("w W:Ka1,Rb2 B:Kc3", "b2", &[]);
    assert!(rook.contains(&"b2-b4".to_string()));
    assert!(!rook.contains(&"b2-b5".to_string()));
    let err = pos("w W:Ka1,Rb2 B:Kc3").try_play("b2-b6").unwrap_err();
    assert!(err.to_string().contains("power level"), "{err}");
}

#[test]
fn power_any_never_limits_captures() {
    assert!(moves_from("w W:Ka1,Rb2 B:Ka20,Pb9", "b2", &[]).contains(&"b2-b9".to_string()));
}

#[test]
fn power_own_counts_only_the_movers_pieces_and_limits_captures() {
    let rook = moves_from("w W:Ka1,Rb2 B:Ka20,Pb9", "b2", &["power=own"]);
    assert!(rook.contains(&"b2-b3".to_string()));
    assert!(!rook.contains(&"b2-b4".to_string()));
    assert!(!rook.contains(&"b2-b9".to_string()));
}

#[test]
fn power_own_limits_attacks_on_the_king_too() {
    // The black rook on a20 sees the white King on a1 along the a-file, but under
    // power=own Black reaches only rank 21: a1 is within reach, so it is check…
    assert!(pos_with("w W:Ka1,Nz1 B:Ra20,Kz2", &["power=own"]).in_check());
    // …while a King above Black's reach is not attacked.
    assert!(!pos_with("w W:Ka25,Nz1 B:Ra10,Kz2", &["power=own"]).in_check());
    assert!(pos("w W:Ka25,Nz1 B:Ra10,Kz2").in_check());
}

// ---- The summit ----

#[test]
fn only_kings_enter_ranks_31_to_33() {
    let rook = moves_from("w W:Ka1,Ra30 B:Kz1", "a30", &[]);
    assert!(!rook.iter().any(|m| m.ends_with("31")), "{rook:?}");
    let err = Chase::parse("w W:Ka1,Rb31 B:Kc28", &Options::new()).unwrap_err();
    assert!(err.to_string().contains("'Rb31'"), "{err}");
}

#[test]
fn a_king_on_the_summit_cannot_be_checked() {
    // The rook on a20 looks up the a-file at the King on a31: no check, but a30 is covered.
    let p = pos("w W:Ka31 B:Ra20,Kz1");
    assert!(!p.in_check());
    assert_eq!(moves("w W:Ka31 B:Ra20,Kz1"), ["a31-a32", "a31-b30", "a31-b31"]);
}

#[test]
fn the_first_king_on_a33_wins() {
    let mut r = Record::new(pos("w W:Ka32 B:Kz1"));
    r.play("a32-a33").unwrap();
    assert_eq!(r.end().map(|e| (e.outcome, e.reason)), Some((Outcome::Win(Side::White), EndReason::ReachedTop)));
    assert!(r.legal_moves().is_empty());
}

// ---- Check and the end ----

#[test]
fn a_check_must_be_answered() {
    // Ra10 checks down the a-file: step aside, or block on a5 or a7.
    assert_eq!(moves("w W:Ka1,Rc5 B:Ra10,Kz1"), ["a1-b1", "c5-a5", "c5-a7"]);
}

#[test]
fn a_pinned_piece_moves_only_along_its_line() {
    let rook = moves_from("w W:Ka1,Ra4 B:Ra10,Kz1", "a4", &[]);
    assert_eq!(rook, ["a4-a10", "a4-a2", "a4-a3", "a4-a5", "a4-a6", "a4-a7", "a4-a8", "a4-a9"]);
    let err = pos("w W:Ka1,Ra4 B:Ra10,Kz1").try_play("a4-b4").unwrap_err();
    assert!(err.to_string().contains("leave the King in check"), "{err}");
}

#[test]
fn a_piece_shielding_the_king_from_a_pawn_double_step_is_pinned() {
    assert_eq!(moves("w W:Ka3,Na2 B:Pa1,Kz1"), ["a3-a4", "a3-b2", "a3-b3"]);
}

#[test]
fn checkmate_loses() {
    assert_eq!(end_of("w W:Ka1 B:Qc1,Ra10,Kz1"), Some((Outcome::Win(Side::Black), EndReason::Checkmate)));
}

#[test]
fn stalemate_is_a_draw() {
    assert_eq!(end_of("w W:Ka1 B:Rb10,Rh2,Kz1"), Some((Outcome::Draw, EndReason::Stalemate)));
}

#[test]
fn a_hundred_plies_without_capture_or_pawn_move_draw() {
    let mut r = Record::new(pos("w W:Ka1,Pj2 B:Kz1 clock=99"));
    r.play("a1-b1").unwrap();
    assert_eq!(r.end().map(|e| e.reason), Some(EndReason::MoveLimit));
    assert_eq!(r.position().to_text(), "b W:Kb1,Pj2 B:Kz1 clock=100");
    // A pawn move resets the count.
    let mut r = Record::new(pos("w W:Ka1,Pj2 B:Kz1 clock=99"));
    r.play("j2-j3").unwrap();
    assert!(r.end().is_none());
    assert_eq!(r.position().to_text(), "b W:Ka1,Pj3 B:Kz1");
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut r = Record::new(pos("w W:Ka1 B:Kz1"));
    for mv in ["a1-b1", "z1-y1", "b1-a1", "y1-z1", "a1-b1", "z1-y1", "b1-a1"] {
        r.play(mv).unwrap();
        assert!(r.end().is_none());
    }
    r.play("y1-z1").unwrap();
    assert_eq!(r.end().map(|e| (e.outcome, e.reason)), Some((Outcome::Draw, EndReason::Repetition)));
}

// ---- Positions and set-ups ----

#[test]
fn the_default_setup_stands_along_the_slanted_edges() {
    let p = Chase::start(&Options::new()).unwrap();
    assert_eq!(
        p.to_text(),
        "w W:Ra1,Pb1,Na2,Pb2,Ba3,Pb3,Qa4,Pb4,Ka5,Pb5,Ba6,Pb6,Na7,Pb7,Ra8,Pb8 \
         B:Paf1,Rag1,Pae2,Naf2,Pad3,Bae3,Pac4,Qad4,Pab5,Kac5,Paa6,Bab6,Pz7,Naa7,Py8,Rz8"
    );
}

#[test]
fn the_bottom_setup_puts_both_armies_on_rank_1() {
    let p = Chase::start(&options(&["setup=bottom"])).unwrap();
    assert!(p.to_text().starts_with("w W:Ra1,Nb1,Bc1,Qd1,Ke1,Bf1,Ng1,Rh1,Pa2"));
    // The open rank lets White's rook take Black's at once.
    assert!(p.legal_move_list().iter().any(|m| p.move_text(m) == "h1-z1"));
}

#[test]
fn invalid_positions_are_rejected_naming_the_token() {
    for (text, token) in [
        ("w W:Ka1,Kb1 B:Kz1", "Kb1"),
        ("w W:Pa1 B:Kz1", "w W:Pa1 B:Kz1"),
        ("w W:Ka1,Pb31 B:Kz1", "Pb31"),
        ("w W:Ka1,Xb2 B:Kz1", "Xb2"),
        ("w W:Ka1,Pb2,Pb2 B:Kz1", "Pb2"),
        ("w W:Ka1 B:Kz1,Pb33", "Pb33"),
        ("w W:Ka1 B:Kz1 clock=x", "clock=x"),
        ("w W:Ka1,kb2 B:Kz1", "kb2"),
        // Black, not to move, stands in check from the rook.
        ("w W:Ka1,Rz5 B:Kz1", "w W:Ka1,Rz5 B:Kz1"),
    ] {
        let err = Chase::parse(text, &Options::new()).unwrap_err();
        assert!(err.to_string().contains(&format!("'{token}'")), "{text}: {err}");
    }
}

#[test]
fn malformed_and_illegal_moves_leave_the_position_unchanged() {
    let start = pos(OPEN);
    for (mv, token) in [
        ("j10", "j10"),
        ("j10-", ""),
        ("j10+k10", "j10+k10"),
        ("j10-zz9", "zz9"),
        ("a30-a29", "a30-a29"),
        ("j10-k11", "j10-k11"),
    ] {
        let mut p = start.clone();
        let err = p.try_play(mv).unwrap_err();
        assert!(matches!(err, Error::Move { .. } | Error::Illegal { .. }), "{mv}: {err}");
        assert!(err.to_string().contains(&format!("'{token}'")), "{mv}: {err}");
        assert_eq!(p, start, "{mv}");
    }
}
