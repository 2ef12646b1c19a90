//! What a board is given to show, as chessground is given a position and its
//! destinations: the pieces, whose turn, the legal moves as clicks, what the last moves
//! did, and, on a newcomer's board, the moves' warnings and the opponent's threats. A
//! screen's model works it out from the engine ([`BoardData::of`]); the board keeps
//! nothing else of the game and asks the engine nothing.

use crate::describe::Effect;
use crate::game::{BoardShape, Cell, CellNote, End, Event, MoveShape, Piece, PieceKind, Side};
use crate::games::Session;
use crate::message::Phrase;
use crate::warn::{MoveWarning, Threat};

/// A move played, for the notices under the board: who played it, its text, and what it
/// did beyond moving its piece.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub mover: Side,
    pub text: String,
    pub effects: Vec<Effect>,
}

#[derive(Clone, Debug)]
pub struct BoardData {
    /// The game's name: its drawing, its words.
    pub game: &'static str,
    pub shape: BoardShape,
    pub cell_count: usize,
    pub piece_kinds: &'static [PieceKind],
    pub pieces: Vec<(Cell, Piece)>,
    pub side_to_move: Side,
    /// Each side's reserve (White's, Black's), in games that have one.
    pub reserves: [Option<u32>; 2],
    pub end: Option<End>,
    /// The position's text and the game's status, for tests and pages to read.
    pub position: String,
    pub status: &'static str,
    /// The moves from the start (`start`, a position's text) that led here: a position
    /// one move on from the one shown is animated, any other drawn anew.
    pub start: String,
    pub history: Vec<String>,
    /// What the last move did, step by step, to be animated.
    pub last_events: Vec<Event>,
    /// The last move and all it did, in words, for a screen reader.
    pub last_phrases: Vec<Phrase>,
    /// The turn's moves for the notices: the one before the last, then the last.
    pub notices: [Option<Notice>; 2],
    pub cell_notes: Vec<(Cell, CellNote)>,
    /// Whose turn, in words.
    pub turn: Phrase,
    /// The legal moves, as clicks.
    pub moves: Vec<MoveShape>,
    /// On a newcomer's board ([`BoardData::advised`]): the legal moves that deserve a
    /// warning, and what the opponent threatens.
    pub warnings: Vec<MoveWarning>,
    pub threats: Vec<Threat>,
}

impl BoardData {
    /// What a board shows of `game` as it stands.
    pub fn of(game: &dyn Session) -> BoardData {
        let history = game.history();
        let plies = history.len();
        let movers = game.movers();
        let notice = |ply: Option<usize>| {
            let ply = ply?;
            let mover = movers.get(ply).copied().unwrap_or(Side::White);
            Some(Notice { mover, text: history[ply].clone(), effects: game.effects(ply) })
        };
        let notices = [notice(plies.checked_sub(2)), notice(plies.checked_sub(1))];
        BoardData {
            game: game.name(),
            shape: game.shape(),
            cell_count: game.cell_count(),
            piece_kinds: game.piece_kinds(),
            pieces: game.pieces(),
            side_to_move: game.side_to_move(),
            reserves: [game.reserve(Side::White), game.reserve(Side::Black)],
            end: game.end(),
            position: game.position(),
            status: game.status(),
            start: game.start_position(),
            last_events: game.last_events().to_vec(),
            last_phrases: plies.checked_sub(1).map(|ply| game.phrases(ply)).unwrap_or_default(),
            notices,
            cell_notes: game.cell_notes(),
            turn: game.turn_phrase(),
            moves: game.move_shapes(),
            warnings: Vec::new(),
            threats: Vec::new(),
            history,
        }
    }

    /// With a newcomer's advice: each legal move that loses at once or costs the mover's
    /// pieces, and what the opponent threatens ([`crate::warn`]).
    pub fn advised(mut self, game: &dyn Session) -> BoardData {
        let texts: Vec<&str> = self.moves.iter().map(|s| s.text.as_str()).collect();
        self.warnings = crate::warn::warnings(game, &texts);
        self.threats = crate::warn::threats(game);
        self
    }

    /// A side's reserve, in games that have one.
    pub fn reserve(&self, side: Side) -> Option<u32> {
        self.reserves[side.index()]
    }

    pub fn plies(&self) -> usize {
        self.history.len()
    }

    /// Whether `next` is this position one move on: the same game with one move more.
    pub fn one_move_before(&self, next: &BoardData) -> bool {
        next.plies() == self.plies() + 1 && next.start == self.start && next.history.starts_with(&self.history)
    }
}
