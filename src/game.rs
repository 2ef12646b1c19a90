//! The shape every game shares: sides, outcomes, the events a move causes, errors,
//! options and the [`Game`] trait. Renderer, CLI, search and tests are written
//! against this module only.

use crate::drawing::Drawing;
use crate::message::{or_list, Phrase};
use serde::Serialize;
use std::fmt;
use std::hash::Hash;

/// A player. White moves first in every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }

    /// `white` or `black`: the key a side is named by in messages, classes and JSON.
    pub fn key(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    pub const BOTH: [Side; 2] = [Side::White, Side::Black];
}

impl Phrase {
    /// A side as argument `name`, by its key (`white`, `black`).
    pub fn side(self, name: &'static str, side: Side) -> Phrase {
        self.key(name, side.key())
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "result", content = "winner", rename_all = "lowercase")]
pub enum Outcome {
    Win(Side),
    Draw,
}

impl Outcome {
    /// The key of an outcome in messages: the winner's side, or `draw`.
    pub fn key(self) -> &'static str {
        match self {
            Outcome::Win(side) => side.key(),
            Outcome::Draw => "draw",
        }
    }

    /// The status word of the CLI contract.
    pub fn status(self) -> &'static str {
        match self {
            Outcome::Win(Side::White) => "white wins",
            Outcome::Win(Side::Black) => "black wins",
            Outcome::Draw => "draw",
        }
    }
}

/// Why a game ended. One list for all games keeps the UI's messages in one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// Pyramida: every own stone reached the top.
    AllStonesOff,
    /// The mover made a position appear for the third time.
    Repetition,
    /// Neither player has a legal move.
    NobodyCanMove,
    /// The player to move has no legal move (and that loses).
    NoLegalMove,
    Checkmate,
    Stalemate,
    /// 100 plies without a capture or a pawn move.
    MoveLimit,
    /// A King reached the summit / a sphere was put on the top.
    ReachedTop,
    /// Allmer: own stones on all four victory fields.
    VictoryFields,
    /// Allmer: a side was left with fewer than four stones.
    TooFewStones,
}

impl EndReason {
    pub const ALL: [EndReason; 10] = [
        EndReason::AllStonesOff,
        EndReason::Repetition,
        EndReason::NobodyCanMove,
        EndReason::NoLegalMove,
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::MoveLimit,
        EndReason::ReachedTop,
        EndReason::VictoryFields,
        EndReason::TooFewStones,
    ];

    /// The reason's key in messages and in JSON ("all-stones-off").
    pub fn key(self) -> &'static str {
        match self {
            EndReason::AllStonesOff => "all-stones-off",
            EndReason::Repetition => "repetition",
            EndReason::NobodyCanMove => "nobody-can-move",
            EndReason::NoLegalMove => "no-legal-move",
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::MoveLimit => "move-limit",
            EndReason::ReachedTop => "reached-top",
            EndReason::VictoryFields => "victory-fields",
            EndReason::TooFewStones => "too-few-stones",
        }
    }
}

/// The end of a game: who won and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct End {
    pub outcome: Outcome,
    pub reason: EndReason,
}

impl End {
    pub fn new(outcome: Outcome, reason: EndReason) -> End {
        End { outcome, reason }
    }

    /// Who won and why, for the screen.
    pub fn phrase(&self) -> Phrase {
        Phrase::new("end").key("outcome", self.outcome.key()).key("reason", self.reason.key())
    }
}

/// A cell of a board, as the game's own index (see [`Game::cell_name`]).
pub type Cell = u16;

/// Why a piece left the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Removal {
    /// It reached the top and left the game (Pyramida).
    Top,
    /// Taken by an enemy piece moving onto it.
    Captured,
    /// A stone dropped onto it (Allmer).
    Smashed,
    /// Pushed off the board (Allmer).
    Fell,
    /// Enclosed on a line (Allmer's Osiris).
    Osiris,
    /// Taken back into its owner's reserve (Pyraos).
    ToReserve,
}

/// One visible effect of a move, in the order it happened. The renderer animates
/// these one after the other; the tests read them to check what a rule did.
///
/// Replaying them ([`replay`]) over the pieces before a move gives the pieces after it:
/// an event that moves a piece onto an occupied cell displaces the occupant, and a
/// `Removed` event at that cell must follow (a capture, a smash).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Event {
    /// A piece of `side` went from one cell to another by the player's move (for a run,
    /// one straight stretch on one level).
    Move { side: Side, from: Cell, to: Cell },
    /// A piece stepped down one level to the neighbouring cell (Allmer's runs and pushes).
    Drop { side: Side, from: Cell, to: Cell },
    /// A piece jumped up one level to the neighbouring cell (Allmer).
    Jump { side: Side, from: Cell, to: Cell },
    /// A piece was pushed one cell by another (Allmer).
    Push { side: Side, from: Cell, to: Cell },
    /// A piece attacked by contact stepped back.
    ContactRetreat { side: Side, from: Cell, to: Cell },
    /// A piece attacked along its column slid down the column.
    ColumnRetreat { side: Side, from: Cell, to: Cell },
    /// A piece left the board.
    Removed { side: Side, at: Cell, why: Removal },
    /// A piece came onto the board from its owner's reserve.
    Placed { side: Side, at: Cell },
    /// An attack found no retreat: `side` moves again. `victim` is the piece that stood.
    ExtraMove { side: Side, victim: Cell },
    /// `side` had no move and passed.
    Pass { side: Side },
    /// The game is over.
    GameOver { end: End },
}

/// Applies events to a map of pieces, as the board shows them: the contract every game's
/// events keep, checked by the property tests of each game.
pub fn replay(pieces: &mut std::collections::BTreeMap<Cell, Piece>, events: &[Event]) -> Result<(), String> {
    let mut displaced: std::collections::BTreeMap<Cell, Piece> = Default::default();
    for event in events {
        match *event {
            Event::Move { from, to, .. }
            | Event::Drop { from, to, .. }
            | Event::Jump { from, to, .. }
            | Event::Push { from, to, .. }
            | Event::ContactRetreat { from, to, .. }
            | Event::ColumnRetreat { from, to, .. } => {
                let piece = pieces.remove(&from).ok_or(format!("{event:?}: no piece on {from}"))?;
                if let Some(old) = pieces.insert(to, piece) {
                    displaced.insert(to, old);
                }
            }
            Event::Removed { at, side, .. } => {
                let piece = match displaced.remove(&at) {
                    Some(p) => p,
                    None => pieces.remove(&at).ok_or(format!("{event:?}: no piece on {at}"))?,
                };
                if piece.side != side {
                    return Err(format!("{event:?}: the piece there is {:?}", piece.side));
                }
            }
            Event::Placed { side, at } => {
                if pieces.insert(at, Piece { side, kind: ' ' }).is_some() {
                    return Err(format!("{event:?}: the cell is taken"));
                }
            }
            Event::ExtraMove { .. } | Event::Pass { .. } | Event::GameOver { .. } => {}
        }
    }
    match displaced.keys().next() {
        Some(cell) => Err(format!("a piece displaced on {cell} was never removed")),
        None => Ok(()),
    }
}

/// Collects events while a move is applied; the search passes `()` and pays nothing.
pub trait Events {
    fn push(&mut self, make: impl FnOnce() -> Event);
}

impl Events for () {
    #[inline(always)]
    fn push(&mut self, _: impl FnOnce() -> Event) {}
}

impl Events for Vec<Event> {
    fn push(&mut self, make: impl FnOnce() -> Event) {
        Vec::push(self, make())
    }
}

/// Everything that can go wrong with input. Each names the offending token and says why
/// as a message (reason.rs holds their English), never as English: the screen says it in the reader's
/// language, the command line in English.
#[derive(Clone, PartialEq, Eq)]
pub enum Error {
    /// Text that is not a position of this game.
    Position { token: String, reason: Phrase },
    /// Text that is not a move of this game.
    Move { token: String, reason: Phrase },
    /// A well-formed move that is not legal here.
    Illegal { token: String, reason: Phrase },
    /// An unknown option, or a value an option does not take.
    Option { token: String, reason: Phrase },
    /// A game name this build does not know; `known` lists the names it does.
    UnknownGame { token: String, known: &'static [&'static str] },
    /// The game is over: no move can be played.
    GameOver,
}

impl Error {
    pub fn position(token: impl Into<String>, reason: Phrase) -> Error {
        Error::Position { token: token.into(), reason }
    }
    pub fn bad_move(token: impl Into<String>, reason: Phrase) -> Error {
        Error::Move { token: token.into(), reason }
    }
    pub fn illegal(token: impl Into<String>, reason: Phrase) -> Error {
        Error::Illegal { token: token.into(), reason }
    }
    pub fn option(token: impl Into<String>, reason: Phrase) -> Error {
        Error::Option { token: token.into(), reason }
    }

    /// The whole error as a message: `error-…` with the token and the reason's phrase.
    pub fn phrase(&self) -> Phrase {
        let (id, token, reason) = match self {
            Error::Position { token, reason } => ("error-position", token, reason),
            Error::Move { token, reason } => ("error-move", token, reason),
            Error::Illegal { token, reason } => ("error-illegal", token, reason),
            Error::Option { token, reason } => ("error-option", token, reason),
            Error::UnknownGame { token, known } => {
                return Phrase::new("error-unknown-game").text("token", token).text("known", known.join(", "))
            }
            Error::GameOver => return Phrase::new("error-game-over"),
        };
        Phrase::new(id).text("token", token).phrase("reason", reason.clone())
    }
}

/// Debug writes the message, as Display does. A derived Debug would bring the standard
/// library's string escaping into every wasm that unwraps a `Result<_, Error>`.
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {}

/// An option a game offers: its key and its values (the first is the default). What a
/// person reads of it is in [`Game::WORDS`].
#[derive(Clone, Copy, Debug, Serialize)]
pub struct OptionSpec {
    pub key: &'static str,
    pub values: &'static [&'static str],
}

/// What a person reads of an option or a position field, in English: its label and a line
/// of help. The pages say them from their messages (`option-KEY`, `option-KEY-help`); apart
/// from the specs, so that no wasm part carries them.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    pub key: &'static str,
    pub label: &'static str,
    pub help: &'static str,
}

impl OptionSpec {
    pub fn default_value(&self) -> &'static str {
        self.values[0]
    }
}

/// Option settings as key/value text, checked against a game's [`OptionSpec`]s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pairs: Vec<(String, String)>,
}

impl Options {
    pub fn new() -> Options {
        Options::default()
    }

    /// Sets a value; a key given twice keeps its last value.
    pub fn set(&mut self, key: &str, value: &str) {
        self.pairs.retain(|(k, _)| k != key);
        self.pairs.push((key.to_string(), value.to_string()));
    }

    /// Parses `KEY=VALUE`.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), Error> {
        match pair.split_once('=') {
            Some((k, v)) if !k.is_empty() && !v.is_empty() => {
                self.set(k.trim(), v.trim());
                Ok(())
            }
            _ => Err(Error::option(pair, Phrase::new("reason-key-value"))),
        }
    }

    pub fn pairs(&self) -> &[(String, String)] {
        &self.pairs
    }

    /// Checks every key and value against `specs`.
    pub fn validate(&self, specs: &[OptionSpec]) -> Result<(), Error> {
        for (key, value) in &self.pairs {
            let Some(spec) = specs.iter().find(|s| s.key == key) else {
                let known: Vec<&str> = specs.iter().map(|s| s.key).collect();
                let reason = if known.is_empty() {
                    Phrase::new("reason-no-options")
                } else {
                    Phrase::new("reason-unknown-option").text("known", known.join(", "))
                };
                return Err(Error::option(key.as_str(), reason));
            };
            if !spec.values.contains(&value.as_str()) {
                let reason = or_list(Phrase::new("reason-option-value"), "values", spec.values);
                return Err(Error::option(format!("{key}={value}"), reason));
            }
        }
        Ok(())
    }

    /// The value of `key`, or the default of its spec. Call after [`Options::validate`].
    pub fn get<'a>(&'a self, spec: &'a OptionSpec) -> &'a str {
        self.pairs.iter().find(|(k, _)| k == spec.key).map(|(_, v)| v.as_str()).unwrap_or(spec.default_value())
    }
}

/// How a board is drawn, cell by cell; each board shape has its own view that reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoardShape {
    /// Pyramida's black squares of a 21 × 14 board.
    Squares,
    /// Pyramid Chase's 561 hexagons.
    Hexes,
    /// Pyraos's four levels of spheres.
    Spheres,
    /// Allmer's stepped 7 × 7 pyramid.
    Steps,
}

/// What a click on a cell means while a move is being entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    /// The piece that moves.
    Piece,
    /// An empty destination (a run, a step, a place to put a sphere).
    Target,
    /// A destination one level up (Allmer's jump).
    Jump,
    /// A stone to push (Allmer).
    Push,
    /// A destination that takes an enemy piece.
    Capture,
    /// The enemy piece chosen to be attacked.
    Victim,
    /// Where the attacked piece retreats.
    Retreat,
    /// A piece to take back into the reserve.
    Remove,
}

/// The side whose King the cell notes mark as in check ([`CellNote::Check`]), if any.
pub fn checked_side(notes: &[(Cell, CellNote)], pieces: &[(Cell, Piece)]) -> Option<Side> {
    notes
        .iter()
        .filter(|(_, n)| *n == CellNote::Check)
        .find_map(|(cell, _)| pieces.iter().find(|(c, _)| c == cell).map(|(_, p)| p.side))
}

/// A legal move as the board enters it: the cells clicked in order, each with what it
/// means. A move with no cells (a pass) is offered as a button. A move that can be
/// clicked in several orders (Pyraos's removals) has one shape per order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveShape {
    pub text: String,
    pub clicks: Vec<(Cell, Mark)>,
}

/// Something a game wants shown on a cell, whatever is clicked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CellNote {
    /// A King in check.
    Check,
    /// The highest rank a move may reach now (Pyramid Chase's power level).
    Frontier,
}

/// A piece on the board, for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Piece {
    pub side: Side,
    /// The piece letter in games that have kinds (`K Q R B N P`), else ' '.
    pub kind: char,
}

/// A field of a position's text beyond the pieces and the side to move (Pyramida's
/// `extra`, Chase's `clock`), for a board editor.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct FieldSpec {
    pub key: &'static str,
    /// The values it takes, the first being the default (left out of the text); none: a
    /// whole number, 0 by default.
    pub values: &'static [&'static str],
}

/// A kind of piece a board editor offers: its letter in positions (' ' in games whose
/// pieces have no kinds) and its name.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct PieceKind {
    pub letter: char,
    pub name: &'static str,
}

/// A position of one game, with its options, and the rules that act on it.
///
/// `play_unchecked` trusts that the move came from `legal_moves`; everything that takes
/// text or a move from outside goes through `Record::play` or [`Game::try_play`], which
/// check first and leave the position unchanged on error.
pub trait Game: Clone + PartialEq + Eq + fmt::Debug + Sized + Send + 'static {
    type Move: Clone + PartialEq + Eq + fmt::Debug + Send;
    /// What counts as "the same position" for repetition.
    type Key: Clone + Eq + Hash + fmt::Debug + Send;

    /// The name used by the CLI and the web (`pyramida`, `chase`, …).
    const NAME: &'static str;
    /// The name shown to people.
    const TITLE: &'static str;
    /// Who made the game, as the picker and the panel show it ("by …").
    const CREDIT: &'static str;
    /// What the picker says of the game, in one sentence.
    const SUMMARY: &'static str;
    /// One piece without a kind, and several ("stone", "stones"; "piece" in Chase, whose
    /// pieces have kinds: [`Game::piece_kinds`]).
    const PIECE: &'static str;
    const PIECES: &'static str;
    /// A move of the start position in the game's notation: the typed-move box's example.
    const MOVE_EXAMPLE: &'static str;
    /// How the keyboard's cursor moves on this game's board: the first line of the keys'
    /// help.
    const KEYS: &'static str;
    /// What the board says when a move leaves a choice (clicks of this mark), and why: the
    /// message (www/i18n) of the game's own rule in words. None by default.
    const CHOICES: &'static [(Mark, &'static str)] = &[];
    const SHAPE: BoardShape;
    /// Where the board's cells are drawn: the game's own drawing of its board.
    const DRAWING: &'static dyn Drawing;

    fn option_specs() -> &'static [OptionSpec];
    /// The words of each option and position field ([`Words`]), by key.
    const WORDS: &'static [Words] = &[];

    /// The start position under `options`.
    fn start(options: &Options) -> Result<Self, Error>;
    /// Parses a position in the game's text notation.
    fn parse(text: &str, options: &Options) -> Result<Self, Error>;
    /// The canonical text of this position.
    fn to_text(&self) -> String;

    fn side_to_move(&self) -> Side;
    /// Appends every legal move; none when the game is over.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    fn play_unchecked(&mut self, mv: &Self::Move, events: &mut impl Events);
    /// An end that the position alone decides (not repetition: see [`Game::repetition_end`]).
    fn end(&self) -> Option<End>;

    fn key(&self) -> Self::Key;
    /// What a third occurrence means, given who made the move that caused it.
    fn repetition_end(mover: Side) -> End;

    /// The canonical notation of a legal move of this position.
    fn move_text(&self, mv: &Self::Move) -> String;
    /// Parses a move of this position; it must be legal.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Error>;
    /// How the board enters a legal move: one shape per order its cells may be clicked in.
    fn move_shapes(&self, mv: &Self::Move) -> Vec<MoveShape>;

    /// The board's cells, in index order, by name.
    fn cell_count() -> usize;
    fn cell_name(cell: Cell) -> String;
    fn pieces(&self) -> Vec<(Cell, Piece)>;

    /// A note on the turn, as a message key: `check`, `extra-move`.
    fn turn_note(&self) -> Option<&'static str> {
        None
    }

    /// Whether a word of a game record carries on the move before it rather than starting
    /// one (Pyramida's retreat `c4>d3`, Pyraos's removals `x2b2,1a1`).
    fn continues_move(_word: &str) -> bool {
        false
    }

    /// Cells to mark for the player whatever they click (a King in check, a frontier).
    fn cell_notes(&self) -> Vec<(Cell, CellNote)> {
        Vec::new()
    }

    /// Pieces `side` still has in reserve, in games with reserves (Pyraos).
    fn reserve(&self, _side: Side) -> Option<u32> {
        None
    }

    /// The kinds of piece, for a board editor's palette.
    fn piece_kinds() -> &'static [PieceKind] {
        &[PieceKind { letter: ' ', name: "" }]
    }

    /// The position's fields beyond pieces and side, for a board editor.
    fn position_fields() -> &'static [FieldSpec] {
        &[]
    }

    /// Whether a piece put on empty `cell` would stand, given the occupied cells: every
    /// cell in most games; where pieces stack, only a cell resting on others.
    fn can_hold(_cell: Cell, _occupied: &[Cell]) -> bool {
        true
    }

    /// The other positions this one is the same as under the board's symmetries (a
    /// mirror image plays exactly as the original): a puzzle is kept once per class.
    /// None by default: a game whose board has no symmetry its rules respect.
    fn images(&self) -> Vec<Self> {
        Vec::new()
    }

    /// How many legal moves there are (perft's leaves); games may count without a list.
    fn count_moves(&self) -> usize {
        self.legal_move_list().len()
    }

    fn legal_move_list(&self) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
    }

    /// Parses and plays a move; on error the position is unchanged.
    fn try_play(&mut self, text: &str) -> Result<Vec<Event>, Error> {
        let mv = self.parse_move(text)?;
        let mut events = Vec::new();
        self.play_unchecked(&mv, &mut events);
        Ok(events)
    }
}
