//! The board editor's engine side: a position taken apart into pieces, side and fields
//! and put back together is the same position; edits the game rejects are named by the
//! game's own message; `data-view` regions.

use pyramid_games::embed_attrs::{self, Region};
use pyramid_games::game::{Options, Piece, Side};
use pyramid_games::games::{self, Session, GAME_NAMES};
use pyramid_games::setup::Setup;

fn open(game: &str, position: Option<&str>) -> Box<dyn Session> {
    games::open(game, &Options::new(), position).unwrap()
}

#[test]
fn every_position_met_in_play_comes_back_from_its_setup() {
    let mut seed = 7u64;
    for game in GAME_NAMES {
        for _ in 0..20 {
            let mut session = open(game, None);
            for _ in 0..40 {
                let moves = session.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                session.play(&moves[(seed >> 33) as usize % moves.len()]).unwrap();
                let setup = Setup::of(session.as_ref());
                let back = setup.open().unwrap_or_else(|e| panic!("{game}: {} does not open: {e}", setup.text()));
                assert_eq!(back.position(), session.position(), "{game}");
            }
        }
    }
}

#[test]
fn pieces_put_and_taken_away_make_the_text() {
    let session = open("chase", None);
    let mut setup = Setup::empty(session.as_ref());
    let cell = |name: &str| (0..session.cell_count() as u16).find(|&c| session.cell_name(c) == name).unwrap();
    setup.put(cell("a1"), Piece { side: Side::White, kind: 'K' });
    setup.put(cell("a20"), Piece { side: Side::Black, kind: 'K' });
    setup.put(cell("b9"), Piece { side: Side::White, kind: 'R' });
    setup.side = Side::Black;
    setup.set_field("clock", "12");
    assert_eq!(setup.text(), "b W:Ka1,Rb9 B:Ka20 clock=12");
    let game = setup.open().unwrap();
    assert_eq!(game.position(), "b W:Ka1,Rb9 B:Ka20 clock=12");
    assert!(!game.legal_moves().is_empty());
    setup.shift(cell("b9"), cell("c9"));
    setup.remove(cell("a20"));
    assert_eq!(setup.text(), "b W:Ka1,Rc9 B: clock=12");
    let why = setup.open().err().unwrap().to_string();
    assert!(why.contains("King"), "the game's own reason: {why}");
    // A cell the board does not have is ignored, never a panic.
    setup.put(60_000, Piece { side: Side::White, kind: 'Q' });
    assert_eq!(setup.text(), "b W:Ka1,Rc9 B: clock=12");
}

#[test]
fn the_game_names_what_is_wrong() {
    let pyramida = open("pyramida", None);
    let empty = Setup::empty(pyramida.as_ref());
    assert!(empty.open().err().unwrap().to_string().contains("no stones"));
    let pyraos = open("pyraos", None);
    let mut setup = Setup::empty(pyraos.as_ref());
    let cell = |name: &str| (0..pyraos.cell_count() as u16).find(|&c| pyraos.cell_name(c) == name).unwrap();
    assert!(!pyraos.can_hold(cell("2a1"), &setup.occupied()), "nothing under 2a1 yet");
    for name in ["1a1", "1b1", "1a2", "1b2"] {
        assert!(pyraos.can_hold(cell(name), &setup.occupied()));
        setup.put(cell(name), Piece { side: Side::White, kind: ' ' });
    }
    assert!(pyraos.can_hold(cell("2a1"), &setup.occupied()));
    assert!(!pyraos.can_hold(cell("2b1"), &setup.occupied()));
    setup.put(cell("2a1"), Piece { side: Side::Black, kind: ' ' });
    assert!(setup.open().is_ok());
    setup.remove(cell("1a1"));
    assert!(setup.open().is_err(), "a sphere resting on nothing");
    let mut pyramida = Setup::of(pyramida.as_ref());
    pyramida.set_field("extra", "2");
    assert!(pyramida.open().err().unwrap().to_string().contains("extra=0 or extra=1"));
}

#[test]
fn regions_read_back_and_bad_ones_are_named() {
    let chase = open("chase", None);
    let c = chase.as_ref();
    for text in ["c2-h9", "around e5 3", "AE1-a1"] {
        let region = Region::parse(text, c).unwrap();
        assert_eq!(Region::parse(&region.text(c), c).unwrap(), region);
    }
    assert!(matches!(Region::parse("around e5 3", c), Ok(Region::Around(_, 3))));
    for (text, words) in [
        ("zz9-a1", "'zz9' is not a cell of Pyramid Chase"),
        ("around e5 0", "'0' is not a number of steps"),
        ("around e5", "expected two corner cells"),
        ("everything", "expected two corner cells"),
    ] {
        let why = Region::parse(text, c).unwrap_err().english();
        assert!(why.contains(words), "{text}: {why}");
    }
    let attrs = |name: &str| match name {
        "game" => Some("chase".to_string()),
        "view" => Some("around b9 4".to_string()),
        _ => None,
    };
    assert!(embed_attrs::parse(attrs).unwrap().view.is_some());
    let bad = |name: &str| match name {
        "game" => Some("pyramida".to_string()),
        "view" => Some("d1-q99".to_string()),
        _ => None,
    };
    assert_eq!(embed_attrs::parse(bad).unwrap_err().english(), "data-view: 'q99' is not a cell of Pyramida");
}
