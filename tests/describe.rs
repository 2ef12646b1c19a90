//! The words every game's effects are named in: the board's notices, the move list's marks
//! and the screen reader's announcements all read them.

use pyramid_games::describe::EffectKind;
use pyramid_games::{open, Options, Session};

fn after(game: &str, position: &str, moves: &[&str]) -> Box<dyn Session> {
    let mut s = open(game, &Options::new(), Some(position)).unwrap();
    for mv in moves {
        s.play(mv).unwrap();
    }
    s
}

fn kinds(s: &dyn Session, ply: usize) -> Vec<EffectKind> {
    s.effects(ply).iter().map(|e| e.kind).collect()
}

#[test]
fn a_column_attack_is_a_move_and_a_retreat() {
    let s = after("pyramida", "b W:d7 B:d3,e4", &["e4-d5"]);
    assert_eq!(
        pyramid_games::games::sentence(s.as_ref(), 0),
        "Black e4 to d5. White's stone on d7 retreats down the column to d1."
    );
    assert_eq!(kinds(s.as_ref(), 0), [EffectKind::Retreat]);
}

#[test]
fn a_stone_pushed_off_a_corner_falls() {
    let s = after("allmer", "w W:b1,a4,a5,a6 B:a1,c7,d7,e7,f7", &["b1-a1"]);
    assert_eq!(
        pyramid_games::games::sentence(s.as_ref(), 0),
        "White b1 to a1. Black's stone on a1 falls off the pyramid."
    );
    assert_eq!(kinds(s.as_ref(), 0), [EffectKind::Fall]);
}

#[test]
fn osiris_names_every_enclosed_stone() {
    let s = after("allmer", "w W:a1,d2,f5,f6 B:b1,c1,a7,b7,c7,g7", &["d2-d1"]);
    assert_eq!(
        pyramid_games::games::sentence(s.as_ref(), 0),
        "White d2 to d1. Osiris: Black's stones on b1 and c1 enclosed and removed."
    );
}

#[test]
fn a_chase_capture_names_both_pieces() {
    let s = after("chase", "w W:Ka1,Rj10 B:Ka30,Pm10", &["j10xm10"]);
    assert_eq!(
        pyramid_games::games::sentence(s.as_ref(), 0),
        "White Rook j10 to m10. Black's Pawn on m10 is captured."
    );
}

#[test]
fn a_pyraos_placement_with_removals() {
    let s = after("pyraos", "w W:1c3,1d3,1c4 B:1a1,1b1,1a2", &["1d4 x1c3,1d3"]);
    assert_eq!(
        pyramid_games::games::sentence(s.as_ref(), 0),
        "White places a sphere on 1d4. White takes back the spheres on 1c3 and 1d3."
    );
    assert_eq!(kinds(s.as_ref(), 0), [EffectKind::Removal]);
}

#[test]
fn nothing_is_said_of_a_move_not_played() {
    let s = after("pyramida", "b W:d7 B:d3,e4", &[]);
    assert!(s.effects(0).is_empty());
    assert_eq!(pyramid_games::games::sentence(s.as_ref(), 3), "");
}

#[test]
fn the_moving_piece_is_named_where_pieces_have_kinds() {
    use pyramid_games::game::{Piece, Side};
    // A Knight's leap and a Pawn's step: the move list shows each piece's figurine.
    let mut s = open("chase", &Options::new(), None).unwrap();
    s.play("a2-c3").unwrap();
    s.play("y8-y9").unwrap();
    assert_eq!(s.moved(0).unwrap().moving_piece(), Some(Piece { side: Side::White, kind: 'N' }));
    assert_eq!(s.moved(1).unwrap().moving_piece(), Some(Piece { side: Side::Black, kind: 'P' }));
    // A game of stones has no kinds: nothing to show beside its moves.
    let s = after("pyramida", "b W:d7 B:d3,e4", &["e4-d5"]);
    assert_eq!(s.moved(0).unwrap().moving_piece(), None);
}
