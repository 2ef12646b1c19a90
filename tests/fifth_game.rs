//! A fifth game that exists only here: the board, its keyboard and its drawing take it as
//! they take the four (the registry, which it is not in, would give the views its drawing:
//! `games::drawing`), though nothing in `src/board_state` or `src/web` names a game
//! (tests/layers.rs holds that). A game gives its rules (`Game`) and its own drawing
//! (`Game::DRAWING`); adding one to the site is its module in `src/games/` and a line in
//! the registry (`src/games/mod.rs`), with its words in `www/i18n`.
#![cfg(not(target_arch = "wasm32"))]

use pyramid_games::board_state::cursor::{Grid, Key};
use pyramid_games::board_state::geometry::Geometry;
use pyramid_games::board_state::{BoardData, BoardState, Click};
use pyramid_games::drawing::{cells, label, Drawing, Layout, Plan, UNIT};
use pyramid_games::game::{
    BoardShape, Cell, End, EndReason, Error, Event, Events, Game, Mark, MoveShape, OptionSpec, Options, Outcome, Piece,
    Side,
};
use pyramid_games::games::open_game;
use pyramid_games::message::Phrase;

/// Two stones on a row of five cells, a to e, that step toward each other; who cannot
/// step loses.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Row {
    white: Cell,
    black: Cell,
    side: Side,
}

const CELLS: usize = 5;

fn name(cell: Cell) -> String {
    ((b'a' + cell as u8) as char).to_string()
}

fn cell_of(text: &str) -> Result<Cell, Error> {
    match text.as_bytes() {
        [c @ b'a'..=b'e'] => Ok((c - b'a') as Cell),
        _ => Err(Error::bad_move(text, Phrase::new("reason-row-cell"))),
    }
}

/// The row drawn left to right, each cell a unit wide; turned, right to left.
struct RowDrawing;

impl Drawing for RowDrawing {
    fn center(&self, cell: Cell, layout: Layout) -> (f64, f64) {
        let x = (cell as f64 + 0.5) * UNIT;
        (if layout.flipped { CELLS as f64 * UNIT - x } else { x }, UNIT / 2.0)
    }

    fn plan(&self, layout: Layout) -> Plan {
        let labels =
            (0..CELLS as Cell).map(|c| label(self.center(c, layout).0, UNIT + 4.0, name(c), "middle")).collect();
        Plan { cells: cells(CELLS, |c| (name(c as Cell), 0, c == 2)), labels, extent: (CELLS as f64 * UNIT, UNIT) }
    }
}

impl Game for Row {
    type Move = (Cell, Cell);
    type Key = (Cell, Cell, Side);
    const NAME: &'static str = "row";
    const TITLE: &'static str = "Row";
    const CREDIT: &'static str = "by the tests";
    const SUMMARY: &'static str = "Two stones step toward each other.";
    const PIECE: &'static str = "stone";
    const PIECES: &'static str = "stones";
    const MOVE_EXAMPLE: &'static str = "a-b";
    const KEYS: &'static str = "Left and right move along the row.";
    const SHAPE: BoardShape = BoardShape::Squares;
    const DRAWING: &'static dyn Drawing = &RowDrawing;

    fn option_specs() -> &'static [OptionSpec] {
        &[]
    }
    fn start(_: &Options) -> Result<Self, Error> {
        Ok(Row { white: 0, black: 4, side: Side::White })
    }
    fn parse(text: &str, _: &Options) -> Result<Self, Error> {
        let bad = || Error::position(text, Phrase::new("reason-row-position"));
        let mut words = text.split_whitespace();
        let (Some(w), Some(b), Some(side), None) = (words.next(), words.next(), words.next(), words.next()) else {
            return Err(bad());
        };
        let side = match side {
            "w" => Side::White,
            "b" => Side::Black,
            _ => return Err(bad()),
        };
        let (white, black) = (cell_of(w).map_err(|_| bad())?, cell_of(b).map_err(|_| bad())?);
        if white >= black {
            return Err(bad());
        }
        Ok(Row { white, black, side })
    }
    fn to_text(&self) -> String {
        let side = if self.side == Side::White { "w" } else { "b" };
        format!("{} {} {side}", name(self.white), name(self.black))
    }
    fn side_to_move(&self) -> Side {
        self.side
    }
    fn legal_moves(&self, out: &mut Vec<Self::Move>) {
        if self.black - self.white > 1 {
            out.push(match self.side {
                Side::White => (self.white, self.white + 1),
                Side::Black => (self.black, self.black - 1),
            });
        }
    }
    fn play_unchecked(&mut self, &(from, to): &Self::Move, events: &mut impl Events) {
        let side = self.side;
        match side {
            Side::White => self.white = to,
            Side::Black => self.black = to,
        }
        self.side = side.other();
        events.push(|| Event::Move { side, from, to });
    }
    fn end(&self) -> Option<End> {
        (self.black - self.white == 1).then(|| End::new(Outcome::Win(self.side.other()), EndReason::NoLegalMove))
    }
    fn key(&self) -> Self::Key {
        (self.white, self.black, self.side)
    }
    fn repetition_end(mover: Side) -> End {
        End::new(Outcome::Win(mover.other()), EndReason::Repetition)
    }
    fn move_text(&self, &(from, to): &Self::Move) -> String {
        format!("{}-{}", name(from), name(to))
    }
    fn parse_move(&self, text: &str) -> Result<Self::Move, Error> {
        let (from, to) = text.split_once('-').ok_or_else(|| Error::bad_move(text, Phrase::new("reason-row-move")))?;
        let mv = (cell_of(from)?, cell_of(to)?);
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        legal.contains(&mv).then_some(mv).ok_or_else(|| Error::illegal(text, Phrase::new("reason-row-step")))
    }
    fn move_shapes(&self, mv: &Self::Move) -> Vec<MoveShape> {
        vec![MoveShape { text: self.move_text(mv), clicks: vec![(mv.0, Mark::Piece), (mv.1, Mark::Target)] }]
    }
    fn cell_count() -> usize {
        CELLS
    }
    fn cell_name(cell: Cell) -> String {
        name(cell)
    }
    fn pieces(&self) -> Vec<(Cell, Piece)> {
        vec![(self.white, Piece { side: Side::White, kind: ' ' }), (self.black, Piece { side: Side::Black, kind: ' ' })]
    }
}

#[test]
fn a_game_in_no_registry_is_drawn_where_its_drawing_says() {
    let session = open_game::<Row>(&Options::new(), None).unwrap();
    for flipped in [false, true] {
        let geometry = Geometry { drawing: Row::DRAWING, layout: Layout { flipped, narrow: false } };
        let plan = geometry.plan();
        let names: Vec<&str> = plan.cells.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "c", "d", "e"]);
        assert!(plan.cells.iter().enumerate().all(|(i, c)| c.name == session.cell_name(i as Cell)), "as its notation");
        assert_eq!(plan.cells.iter().filter(|c| c.special).count(), 1);
        let xs: Vec<f64> = (0..5).map(|c| geometry.center(c).0).collect();
        assert_eq!(xs[0] < xs[4], !flipped, "a turned row runs right to left");
        assert_eq!(geometry.column_path(0, 1), vec![0, 1], "the drawing's defaults");
    }
}

#[test]
fn the_board_and_its_keys_enter_its_moves() {
    let session = open_game::<Row>(&Options::new(), None).unwrap();
    let grid = Grid::new(Geometry { drawing: Row::DRAWING, layout: Layout::default() }, session.cell_count());
    assert_eq!(grid.rows(), [vec![0, 1, 2, 3, 4]], "one row, left to right");
    assert_eq!(grid.key(0, "ArrowRight"), Key::Focus(1));
    assert_eq!(grid.key(2, "End"), Key::Focus(4));

    let mut state = BoardState::new(BoardData::of(session.as_ref()), true);
    assert!(matches!(state.click(0), Click::Selected { refused: false, miss: None }));
    assert_eq!(state.click(1), Click::Play("a-b".into()));
    // The board reports the move; its screen plays it and shows the board the position.
    let mut played = open_game::<Row>(&Options::new(), None).unwrap();
    played.play("a-b").unwrap();
    played.play("e-d").unwrap();
    state.show(BoardData::of(played.as_ref()));
    assert!(matches!(state.click(3), Click::Selected { refused: true, .. }), "Black's stone on White's turn");
    state.click(1);
    assert_eq!(state.click(2), Click::Play("b-c".into()));
}

#[test]
fn its_records_and_errors_go_through_the_engine() {
    let mut session = open_game::<Row>(&Options::new(), None).unwrap();
    assert_eq!(session.position(), "a e w");
    assert!(session.play("a-c").is_err(), "a step of two");
    assert_eq!(session.position(), "a e w", "an illegal move changes nothing");
    for mv in ["a-b", "e-d", "b-c"] {
        session.play(mv).unwrap();
    }
    assert_eq!(session.end().map(|e| e.outcome), Some(Outcome::Win(Side::White)));
    assert_eq!(session.history(), ["a-b", "e-d", "b-c"]);
}
