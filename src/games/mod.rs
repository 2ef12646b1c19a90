//! The games, and one type-erased [`Session`] over any of them so the command line and
//! the web page are written once.

pub mod allmer;
pub mod chase;
pub mod pyramida;
pub mod pyraos;

use crate::describe::{Effect, Moved};
use crate::drawing::Drawing;
use crate::game::{
    BoardShape, Cell, CellNote, End, Error, Event, FieldSpec, Game, MoveShape, OptionSpec, Options, Piece, PieceKind,
    Side,
};
use crate::message::Phrase;
use crate::order;
use crate::record::{self, Record};

/// The one list of the games this build plays: adding a game is adding its type here
/// (with a view for its board shape). It makes [`GAME_NAMES`], [`CATALOG`] and
/// `with_game!`, the one place a game's name becomes its type.
macro_rules! registry {
    ($d:tt $($game:path),*) => {
        /// The games this build plays, by the names the CLI and the web use.
        pub const GAME_NAMES: &[&str] = &[$(<$game as Game>::NAME),*];

        /// All the games, in the picker's order.
        pub const CATALOG: &[GameInfo] = &[$(GameInfo::of::<$game>()),*];

        /// Each game's drawing of its board, by name (apart from the catalog, which
        /// every build carries: the computer's worker draws nothing).
        const DRAWINGS: &[(&str, &'static dyn Drawing)] = &[$((<$game as Game>::NAME, <$game as Game>::DRAWING)),*];

        /// `$body` (a `Result<_, Error>`) with `$G` standing for the type of the game
        /// named `$name`. An unknown name is an error.
        macro_rules! with_game {
            ($d name:expr, |$d G:ident| $d body:expr) => {{
                let name: &str = $d name;
                $(
                    if name == <$game as $crate::game::Game>::NAME {
                        type $d G = $game;
                        $d body
                    } else
                )*
                {
                    Err($crate::games::unknown_game(name))
                }
            }};
        }
    };
}

registry!($ crate::games::pyramida::Pyramida, crate::games::chase::Chase, crate::games::pyraos::Pyraos, crate::games::allmer::Allmer);

/// The error for a game name this build does not play.
pub fn unknown_game(name: &str) -> Error {
    Error::UnknownGame { token: name.to_string(), known: GAME_NAMES }
}

/// What the web and the CLI need of a game without opening one. Its English words for
/// people (credit, summary, keys) are [`words`]: the pages say them from their messages,
/// and a catalog holding them would carry them in every wasm part.
pub struct GameInfo {
    pub name: &'static str,
    pub title: &'static str,
    /// What the game's pieces are called ("stones", "pieces", …).
    pub pieces: &'static str,
    /// One of them ("stone", "piece", …).
    pub piece: &'static str,
    /// [`Game::MOVE_EXAMPLE`].
    pub move_example: &'static str,
    /// [`Game::repetition_end`].
    pub repetition_end: fn(Side) -> End,
}

impl GameInfo {
    pub const fn of<G: Game>() -> GameInfo {
        GameInfo {
            name: G::NAME,
            title: G::TITLE,
            pieces: G::PIECES,
            piece: G::PIECE,
            move_example: G::MOVE_EXAMPLE,
            repetition_end: G::repetition_end,
        }
    }
}

/// A game's own English words for people: [`Game::CREDIT`], [`Game::SUMMARY`],
/// [`Game::KEYS`] and its options' and position fields' [`Game::WORDS`], which the English
/// messages (`game-NAME-credit`, `option-KEY`, …) repeat.
pub struct GameWords {
    pub credit: &'static str,
    pub summary: &'static str,
    pub keys: &'static str,
    pub options: &'static [crate::game::Words],
}

/// [`GameWords`] of game `name`.
pub fn words(name: &str) -> Result<GameWords, Error> {
    with_game!(name, |G| Ok(GameWords { credit: G::CREDIT, summary: G::SUMMARY, keys: G::KEYS, options: G::WORDS }))
}

/// The catalog's entry for game `name`.
pub fn info(name: &str) -> Option<&'static GameInfo> {
    CATALOG.iter().find(|g| g.name == name)
}

/// [`Game::CHOICES`] of game `name` (none for an unknown game). Not in the catalog, which
/// every build carries: only a board that prompts asks for them.
pub fn choices(name: &str) -> &'static [(crate::game::Mark, &'static str)] {
    with_game!(name, |G| Ok(G::CHOICES)).unwrap_or(&[])
}

/// Whose turn it is in English: "White to move — check". (Outside [`Session`], so that
/// the site's builds, which say it in the reader's language, leave the English out.)
pub fn turn_text(session: &dyn Session) -> String {
    session.turn_phrase().english()
}

/// Move `ply` and all it did, in English, as one sentence ("Black e4 to d5. White's stone
/// on d7 retreats down the column to d1."); empty for a move not played.
pub fn sentence(session: &dyn Session, ply: usize) -> String {
    let parts: Vec<String> = session.phrases(ply).iter().map(Phrase::english).collect();
    match parts.is_empty() {
        true => String::new(),
        false => parts.join(". ") + ".",
    }
}

/// What one piece of game `name` is called ("stone", "sphere", "piece").
pub fn piece_noun(name: &str) -> &'static str {
    info(name).map_or("piece", |g| g.piece)
}

/// A game in progress, whichever game it is. `Send`, so a server can keep one per game
/// across threads.
pub trait Session: Send {
    fn name(&self) -> &'static str;
    fn title(&self) -> &'static str;
    fn shape(&self) -> BoardShape;
    fn option_specs(&self) -> &'static [OptionSpec];
    fn options(&self) -> &Options;

    /// The canonical text of the current position.
    fn position(&self) -> String;
    fn start_position(&self) -> String;
    fn side_to_move(&self) -> Side;
    /// A note on the turn, as a message key: `check`, `extra-move`.
    fn turn_note(&self) -> Option<&'static str>;
    /// Whose turn it is, with the turn note if there is one: what the app and embeds show.
    fn turn_phrase(&self) -> Phrase {
        Phrase::new("turn").side("side", self.side_to_move()).key("note", self.turn_note().unwrap_or("none"))
    }
    /// Pieces a side still has in reserve, in games with reserves.
    fn reserve(&self, side: Side) -> Option<u32>;
    fn end(&self) -> Option<End>;
    /// `ongoing`, `white wins`, `black wins` or `draw`.
    fn status(&self) -> &'static str {
        self.end().map_or("ongoing", |e| e.outcome.status())
    }
    /// How often the current position has occurred, this time included.
    fn occurrences(&self) -> u32;

    /// Legal moves in canonical notation, sorted bytewise.
    fn legal_moves(&self) -> Vec<String>;
    fn move_shapes(&self) -> Vec<MoveShape>;
    /// Parses and plays a move; on error the game is unchanged.
    fn play(&mut self, text: &str) -> Result<Vec<Event>, Error>;
    /// The canonical notation of `text` if it is a legal move here (any form the game's
    /// notation accepts), without playing it: what a board reports as a move entered.
    fn check(&self, text: &str) -> Result<String, Error>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> Option<Vec<Event>>;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    /// The moves played since the start, in canonical notation.
    fn history(&self) -> Vec<String>;
    /// The last move of [`Session::history`], without copying the others.
    fn last_move(&self) -> Option<String>;
    /// How many moves [`Session::history`] holds, without copying them.
    fn plies(&self) -> usize;
    /// Who made each move of [`Session::history`] (a side may move twice running).
    fn movers(&self) -> Vec<Side>;
    /// The events of the last move played, if any.
    fn last_events(&self) -> &[Event];
    /// Move `ply` (from 0) as the describer reads it; see the `effects` and `phrases`
    /// of `dyn Session` (not methods of the trait, so that a build which never says a
    /// move, such as the computer's worker, leaves the words out).
    fn moved(&self, ply: usize) -> Option<Moved>;

    fn cell_count(&self) -> usize;
    fn cell_name(&self, cell: Cell) -> String;
    fn pieces(&self) -> Vec<(Cell, Piece)>;
    /// What a board editor offers: see [`Game::piece_kinds`], [`Game::position_fields`]
    /// and [`Game::can_hold`].
    fn piece_kinds(&self) -> &'static [PieceKind];
    fn position_fields(&self) -> &'static [FieldSpec];
    fn can_hold(&self, cell: Cell, occupied: &[Cell]) -> bool;
    fn cell_notes(&self) -> Vec<(Cell, CellNote)>;
}

struct Play<G: Game> {
    record: Record<G>,
    options: Options,
}

impl<G: Game> Session for Play<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn title(&self) -> &'static str {
        G::TITLE
    }
    fn shape(&self) -> BoardShape {
        G::SHAPE
    }
    fn option_specs(&self) -> &'static [OptionSpec] {
        G::option_specs()
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn position(&self) -> String {
        self.record.position().to_text()
    }
    fn start_position(&self) -> String {
        self.record.start().to_text()
    }
    fn side_to_move(&self) -> Side {
        self.record.position().side_to_move()
    }
    fn turn_note(&self) -> Option<&'static str> {
        self.record.position().turn_note()
    }
    fn reserve(&self, side: Side) -> Option<u32> {
        self.record.position().reserve(side)
    }
    fn end(&self) -> Option<End> {
        self.record.end()
    }
    fn occurrences(&self) -> u32 {
        self.record.occurrences()
    }
    fn legal_moves(&self) -> Vec<String> {
        let pos = self.record.position();
        order::texts(self.record.legal_moves().iter().map(|m| pos.move_text(m)))
    }
    fn move_shapes(&self) -> Vec<MoveShape> {
        let pos = self.record.position();
        self.record.legal_moves().iter().flat_map(|m| pos.move_shapes(m)).collect()
    }
    fn play(&mut self, text: &str) -> Result<Vec<Event>, Error> {
        self.record.play(text)
    }
    fn check(&self, text: &str) -> Result<String, Error> {
        if self.record.end().is_some() {
            return Err(Error::GameOver);
        }
        let pos = self.record.position();
        pos.parse_move(text).map(|mv| pos.move_text(&mv))
    }
    fn undo(&mut self) -> bool {
        self.record.undo()
    }
    fn redo(&mut self) -> Option<Vec<Event>> {
        self.record.redo()
    }
    fn can_undo(&self) -> bool {
        self.record.can_undo()
    }
    fn can_redo(&self) -> bool {
        self.record.can_redo()
    }
    fn history(&self) -> Vec<String> {
        self.record.played().iter().map(|p| p.text.clone()).collect()
    }
    fn last_move(&self) -> Option<String> {
        self.record.played().last().map(|p| p.text.clone())
    }
    fn plies(&self) -> usize {
        self.record.played().len()
    }
    fn movers(&self) -> Vec<Side> {
        self.record.movers()
    }
    fn last_events(&self) -> &[Event] {
        self.record.played().last().map_or(&[], |p| &p.events)
    }
    fn moved(&self, ply: usize) -> Option<Moved> {
        let (before, after) = (self.record.position_at(ply)?, self.record.position_at(ply + 1)?);
        let events = self.record.played().get(ply)?.events.clone();
        let after_pieces = after.pieces();
        let check = after
            .cell_notes()
            .iter()
            .find(|(_, n)| *n == CellNote::Check)
            .and_then(|(cell, _)| after_pieces.iter().find(|(c, _)| c == cell).map(|(_, p)| p.side));
        Some(Moved {
            mover: before.side_to_move(),
            before: before.pieces(),
            events,
            check,
            cell_name: G::cell_name,
            piece: piece_noun(G::NAME),
            kinds: G::piece_kinds(),
        })
    }
    fn cell_count(&self) -> usize {
        G::cell_count()
    }
    fn cell_name(&self, cell: Cell) -> String {
        G::cell_name(cell)
    }
    fn pieces(&self) -> Vec<(Cell, Piece)> {
        self.record.position().pieces()
    }
    fn piece_kinds(&self) -> &'static [PieceKind] {
        G::piece_kinds()
    }
    fn position_fields(&self) -> &'static [FieldSpec] {
        G::position_fields()
    }
    fn can_hold(&self, cell: Cell, occupied: &[Cell]) -> bool {
        G::can_hold(cell, occupied)
    }
    fn cell_notes(&self) -> Vec<(Cell, CellNote)> {
        if self.record.end().is_some() {
            return Vec::new();
        }
        self.record.position().cell_notes()
    }
}

impl<'a> dyn Session + 'a {
    /// What move `ply` (from 0) did beyond moving its piece: for notices and the move
    /// list's marks.
    pub fn effects(&self, ply: usize) -> Vec<Effect> {
        self.moved(ply).map(|m| m.effects()).unwrap_or_default()
    }

    /// Move `ply` and all it did, for people: the move, then its effects (none for a
    /// move not played). [`sentence`] says them in English.
    pub fn phrases(&self, ply: usize) -> Vec<Phrase> {
        self.moved(ply).map(|m| m.phrases()).unwrap_or_default()
    }
}

/// A game of type `G` as a [`Session`], from its start or from `position`: what [`open`]
/// does once the registry has found the type, and how a game that is in no registry (a
/// test's own) is played by the same board and screens.
pub fn open_game<G: Game>(options: &Options, position: Option<&str>) -> Result<Box<dyn Session>, Error> {
    let start = match position {
        Some(text) => G::parse(text, options)?,
        None => G::start(options)?,
    };
    Ok(Box::new(Play { record: Record::new(start), options: options.clone() }))
}

pub(crate) use with_game;

/// Perft from the position `session` shows. Not a method of [`Session`]: each game's copy
/// would then be in every build, the page's too, where nothing counts.
pub fn perft(session: &dyn Session, depth: u32) -> Result<u64, Error> {
    with_game!(session.name(), |G| Ok(record::perft(&G::parse(&session.position(), session.options())?, depth)))
}

/// Starts a game by name, from its start or from `position`.
pub fn open(name: &str, options: &Options, position: Option<&str>) -> Result<Box<dyn Session>, Error> {
    with_game!(name, |G| open_game::<G>(options, position))
}

/// [`open`], then `moves` played: a game as a record or a server gives it.
pub fn open_after(
    name: &str,
    options: &Options,
    position: Option<&str>,
    moves: &[String],
) -> Result<Box<dyn Session>, Error> {
    let mut session = open(name, options, position)?;
    for text in moves {
        session.play(text)?;
    }
    Ok(session)
}

/// An independent copy of `game`: its start and its moves played again (not a method of
/// [`Session`], which every build, the computer's worker too, would then carry four
/// times). What a screen hands its board to draw, keeping the game itself, and what the
/// newcomer's advice tries moves on.
pub fn copy(game: &dyn Session) -> Box<dyn Session> {
    copy_to(game, game.plies())
}

/// A copy of `game` after its first `ply` moves (all of them, if it has fewer): an
/// earlier position of it, as review shows one.
pub fn copy_to(game: &dyn Session, ply: usize) -> Box<dyn Session> {
    let history = game.history();
    let moves = &history[..ply.min(history.len())];
    // Not a Result's expect, which would carry the error's Debug into every wasm.
    match open_after(game.name(), game.options(), Some(&game.start_position()), moves) {
        Ok(copy) => copy,
        Err(_) => unreachable!("a game replays its own moves"),
    }
}

/// Where game `name`'s cells are drawn ([`Game::DRAWING`]), if this build plays it. Not
/// a method of [`Session`] nor in the catalog: every build would then carry every game's
/// drawing, the computer's worker too, which draws nothing.
pub fn drawing(name: &str) -> Option<&'static dyn Drawing> {
    DRAWINGS.iter().find(|(n, _)| *n == name).map(|(_, d)| *d)
}

/// The options a game offers, by name.
pub fn option_specs(name: &str) -> Result<&'static [OptionSpec], Error> {
    with_game!(name, |G| Ok(G::option_specs()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registry_lists_each_game_once_with_its_own_words() {
        assert_eq!(CATALOG.iter().map(|g| g.name).collect::<Vec<_>>(), GAME_NAMES);
        for info in CATALOG {
            let mut game = open(info.name, &Options::new(), None).expect("a game of the registry opens");
            assert_eq!(game.title(), info.title);
            // The typed-move box's example is a move of the game's start.
            assert_eq!(game.last_move(), None);
            game.play(info.move_example).unwrap_or_else(|e| panic!("{}: {}: {e}", info.name, info.move_example));
            assert_eq!(game.last_move().as_ref(), game.history().last(), "{}", info.name);
            let words = words(info.name).expect("a game of the registry has words");
            assert!(!words.credit.is_empty() && !words.summary.is_empty() && !words.keys.is_empty());
            assert!(info.pieces.starts_with(info.piece));
        }
    }

    /// A copy is the same game, its last move's events included (a board animates them),
    /// and goes its own way.
    #[test]
    fn a_copy_is_the_same_game_and_independent() {
        for name in GAME_NAMES {
            let mut game = open(name, &Options::new(), None).unwrap();
            for _ in 0..3 {
                let text = game.legal_moves()[0].clone();
                game.play(&text).unwrap();
            }
            let mut copy = super::copy(game.as_ref());
            let same = |g: &dyn Session| (g.history(), g.position(), g.start_position(), g.last_events().to_vec());
            assert_eq!(same(copy.as_ref()), same(game.as_ref()), "{name}");
            copy.undo();
            assert_eq!(game.plies(), 3, "{name}: the game is its own");
        }
    }

    #[test]
    fn check_names_a_legal_move_as_play_would_write_it_and_changes_nothing() {
        for info in CATALOG {
            let mut game = open(info.name, &Options::new(), None).unwrap();
            let position = game.position();
            for text in game.legal_moves() {
                assert_eq!(game.check(&text).as_deref(), Ok(text.as_str()), "{}", info.name);
            }
            let checked = game.check(info.move_example).unwrap();
            assert_eq!((game.position(), game.plies()), (position, 0), "{}: checking plays nothing", info.name);
            game.play(info.move_example).unwrap();
            assert_eq!(game.last_move(), Some(checked), "{}", info.name);
            // A move that is not legal here is refused with the reason play gives.
            game.undo();
            let wrong = game.check("z99-z98").unwrap_err();
            assert_eq!(Err(wrong), game.play("z99-z98").map(|_| ()), "{}", info.name);
        }
    }

    #[test]
    fn an_unknown_game_lists_the_games_this_build_plays() {
        let err = open("chess", &Options::new(), None).err().expect("no such game");
        assert_eq!(err.to_string(), "unknown game 'chess': expected one of pyramida, chase, pyraos, allmer");
        assert_eq!(option_specs("chess").err(), Some(err));
    }
}
