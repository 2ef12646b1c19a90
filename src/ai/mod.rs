//! The computer opponent: one search written over the [`Game`] trait, an evaluation per
//! game (each game's `eval.rs`, implementing [`Evaluate`]), and three levels.
//!
//! Everything here is deterministic: a level is a budget of nodes (never of time), and
//! the only randomness comes from the caller's seed. The same position, history, level
//! and seed give the same move natively and in the browser.
//!
//! Two entry points:
//! - [`best_move`] for Rust callers holding a [`Record`] (or [`search`] for a position and
//!   the keys of the positions before it), with a progress callback;
//! - [`best_move_text`] / [`best_move_text_with_progress`], type-erased over the games,
//!   for a Web Worker or the CLI: game name, options, start position, moves played, all
//!   as text, and the answer as text.

pub mod alphabeta;
pub mod mcts;
pub mod rng;

use crate::game::{End, Error, Game, Options, Outcome, Side};
use crate::games::with_game;
use crate::record::Record;
use serde::Serialize;
use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = Error;

    fn from_str(s: &str) -> Result<Level, Error> {
        match s {
            "easy" => Ok(Level::Easy),
            "normal" => Ok(Level::Normal),
            "hard" => Ok(Level::Hard),
            _ => Err(Error::option(s, crate::message::Phrase::new("reason-level"))),
        }
    }
}

/// Which search a game uses at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Iterative-deepening alpha-beta (principal variation search) with a transposition
    /// table, killer and history move ordering, and an optional quiescence search.
    AlphaBeta,
    /// Monte-Carlo tree search (UCT); playouts of at most `playout` plies, then the
    /// evaluation decides.
    Mcts { playout: u32 },
}

/// What a level may spend. Node counts are deterministic, so the same budget gives the
/// same move on every machine; only the time it takes differs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Positions the search may visit (alpha-beta: nodes; MCTS: moves played in the tree
    /// and in playouts).
    pub nodes: u64,
    /// The deepest iteration of alpha-beta (plies).
    pub depth: u32,
    /// Seeded noise added to every evaluation, up to ± this many evaluation units: it
    /// varies play among near-equal moves (and weakens the easy level).
    pub noise: i32,
    pub method: Method,
}

/// A report from a search in progress, after each completed iteration (alpha-beta) or
/// every so many playouts (MCTS), and once at the end. It serializes to a plain object
/// for a Web Worker to post.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// Plies searched to (alpha-beta), or the depth of the most visited line (MCTS).
    pub depth: u32,
    pub nodes: u64,
    /// The node budget of the level: `nodes / budget` is how far the search is.
    pub budget: u64,
    /// The best move's score for the side to move, in the evaluation's units (about a
    /// hundred per stone, sphere, row or pawn); beyond ±[`WIN_SCORE`] / 2 a forced result.
    pub score: i32,
    /// The best move so far, in canonical notation.
    pub best: String,
}

/// Scores at or beyond this (less the plies to it) are forced wins.
pub const WIN_SCORE: i32 = alphabeta::WIN;

/// A game the computer can play: the position's worth, and the budget of each level.
///
/// The evaluation is from the side to move's point of view, in units of about a hundredth
/// of the game's "material" (a stone, a pawn, a sphere in reserve); it is not called on
/// positions the game has ended.
pub trait Evaluate: Game<Move: Copy + Hash> {
    fn evaluate(&self) -> i32;

    /// The search budget of each level.
    fn budget(level: Level) -> Budget;

    /// An end found without generating moves, for the leaves of the search. The default
    /// asks [`Game::end`]; games whose `end` generates moves answer what is cheap.
    fn quick_end(&self) -> Option<End> {
        self.end()
    }

    /// A hint for move ordering: higher first (captures, attacks, removals). Zero for a
    /// quiet move.
    fn move_order(&self, _mv: &Self::Move) -> i32 {
        0
    }

    /// Whether the quiescence search looks at any moves at all in this game.
    const QUIESCENCE: bool = false;

    /// Moves the quiescence search follows past the depth limit (captures and the like).
    fn is_noisy(&self, _mv: &Self::Move) -> bool {
        false
    }

    /// Whether the side to move must answer a direct threat (a King in check): the search
    /// looks one ply deeper there, and the quiescence search tries every move.
    fn in_danger(&self) -> bool {
        false
    }

    /// State that changes the legal moves but not the position's identity for repetition
    /// (Pyramida's extra move), folded into the transposition table's hash.
    fn tt_salt(&self) -> u64 {
        0
    }

    /// A move of exact play at `level` and its score (±[`WIN_SCORE`] less the plies to
    /// the end, or 0 for a draw), when the game solves the position within what the level
    /// may spend; `None` to search as usual. `history` holds the keys of the game's
    /// positions, the current one last.
    fn exact_move(&self, _level: Level, _history: &[Self::Key]) -> Option<(Self::Move, i32)> {
        None
    }

    /// Whether the game can tell who wins from some positions ([`Evaluate::verdict`]).
    const VERDICTS: bool = false;

    /// The exact value of the position a game has reached and of each legal move, when
    /// the game solves it within `budget` positions; `None` past it.
    fn verdict(_record: &Record<Self>, _budget: usize) -> Option<Verdict> {
        None
    }

    /// Whether a Perfect player ([`Evaluate::perfect_move`]) plays under this position's
    /// rules: a setting the game solves and has a book of early positions for.
    fn plays_perfectly(&self) -> bool {
        false
    }

    /// The book (a file in the site's `books/`) a Perfect player needs to move here;
    /// `None` when the exact search answers alone.
    fn perfect_book(&self) -> Option<&'static str> {
        None
    }

    /// A move of perfect play (the quickest win, else a draw, else the slowest loss), from
    /// `book` when [`Evaluate::perfect_book`] names one; `Err` says why Perfect cannot
    /// answer here.
    fn perfect_move(&self, _book: Option<&PerfectBook>) -> Result<Self::Move, String> {
        Err("Perfect does not play this game".into())
    }

    /// What a draw is worth to the side the search plays for, below zero: the computer
    /// prefers playing on to a repetition unless it stands worse by more than this.
    const CONTEMPT: i32 = 25;

    /// The evaluation that means "clearly better": MCTS turns evaluations into win
    /// chances with a logistic of `evaluate / SCALE`.
    const SCALE: i32 = 200;
}

/// The computer's move in a game being played, at `level`, with `seed`; `None` when the
/// game is over. `progress` hears about the search as it goes.
pub fn best_move<G: Evaluate>(
    record: &Record<G>,
    level: Level,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
) -> Option<G::Move> {
    if record.end().is_some() {
        return None;
    }
    let history = record.keys();
    let position = record.position();
    if let Some((mv, score)) = position.exact_move(level, history) {
        let budget = G::budget(level).nodes;
        progress(&Progress { depth: 0, nodes: 0, budget, score, best: position.move_text(&mv) });
        return Some(mv);
    }
    search(position, history, G::budget(level), seed, progress)
}

/// The computer's move in `position`, whose game went through the positions with the
/// `history` keys (the current one last; an empty history means none before it), within
/// `budget`. `None` when there is no legal move.
pub fn search<G: Evaluate>(
    position: &G,
    history: &[G::Key],
    budget: Budget,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
) -> Option<G::Move> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    if moves.len() <= 1 {
        let only = moves.first()?;
        progress(&Progress { depth: 0, nodes: 0, budget: budget.nodes, score: 0, best: position.move_text(only) });
        return Some(*only);
    }
    let mut seen = Seen::with_hasher(rng::KeyHash);
    for key in history {
        *seen.entry(rng::hash_of(key)).or_insert(0) += 1;
    }
    let here = rng::hash_of(&position.key());
    if history.last().map(rng::hash_of) != Some(here) {
        *seen.entry(here).or_insert(0) += 1;
    }
    match budget.method {
        Method::AlphaBeta => alphabeta::search(position, moves, seen, budget, seed, progress),
        Method::Mcts { playout } => mcts::search(position, moves, seen, budget, playout, seed, progress),
    }
}

/// How often each position, by the hash of its key, occurred in the game so far.
pub(crate) type Seen = std::collections::HashMap<u64, u32, rng::KeyHash>;

/// What repetition means in game `G`: `true` when a third occurrence is a draw.
pub(crate) fn repetition_draws<G: Game>() -> bool {
    G::repetition_end(Side::White).outcome == Outcome::Draw
}

/// The computer's move in canonical notation, for the game named `game` with `options`,
/// from `start` (its start position when `None`) after `moves` (canonical or any form the
/// game's parser accepts). Errors as the rest of the engine reports them: a bad position,
/// option or move, an unknown game, or [`Error::GameOver`].
pub fn best_move_text(
    game: &str,
    options: &Options,
    start: Option<&str>,
    moves: &[String],
    level: Level,
    seed: u64,
) -> Result<String, Error> {
    best_move_text_with_progress(game, options, start, moves, level, seed, &mut |_| {})
}

/// [`best_move_text`] with a progress callback (for a Web Worker to post as it goes).
pub fn best_move_text_with_progress(
    game: &str,
    options: &Options,
    start: Option<&str>,
    moves: &[String],
    level: Level,
    seed: u64,
    progress: &mut dyn FnMut(&Progress),
) -> Result<String, Error> {
    with_game!(game, |G| {
        let record = replay::<G>(options, start, moves)?;
        let mv = best_move(&record, level, seed, progress).ok_or(Error::GameOver)?;
        Ok(record.position().move_text(&mv))
    })
}

/// Who wins from here, with perfect play: the value for the side to move and every legal
/// move's (see [`crate::games::pyraos::solve::Analysis`]).
pub type Verdict = crate::games::pyraos::solve::Analysis;

/// The value of a position with perfect play, for the side to move.
pub use crate::games::pyraos::solve::Value as ExactValue;

/// Whether [`verdict`] can answer for the game named `game` (for some positions).
pub fn verdict_available(game: &str) -> bool {
    with_game!(game, |G| Ok(G::VERDICTS)).unwrap_or(false)
}

/// The exact value of a game (named `game`, with `options`, from `start` or its start
/// position, after `moves`) and of each legal move, solving at most `budget` positions;
/// `Ok(None)` when that is not enough or the game has no solver.
pub fn verdict(
    game: &str,
    options: &Options,
    start: Option<&str>,
    moves: &[String],
    budget: usize,
) -> Result<Option<Verdict>, Error> {
    with_game!(game, |G| {
        let record = replay::<G>(options, start, moves)?;
        Ok(if G::VERDICTS { G::verdict(&record, budget) } else { None })
    })
}

/// A book of early positions for a Perfect player, read from its file.
pub use crate::games::pyraos::solve::book::Book as PerfectBook;

/// Whether a Perfect player plays the game named `game` with `options`.
pub fn perfect_available(game: &str, options: &Options) -> bool {
    with_game!(game, |G| G::start(options).map(|p| p.plays_perfectly())).unwrap_or(false)
}

/// The book a Perfect player needs to move in a game (named `game`, with `options`, from
/// `start` or its start position, after `moves`); `None` when it needs none.
pub fn perfect_book(
    game: &str,
    options: &Options,
    start: Option<&str>,
    moves: &[String],
) -> Result<Option<&'static str>, Error> {
    with_game!(game, |G| replay::<G>(options, start, moves).map(|r| r.position().perfect_book()))
}

/// A Perfect player's move in canonical notation, in a game given as for
/// [`perfect_book`], with the book that names (`books` finds a book by its name). `Err`
/// for bad input, and where Perfect cannot answer, saying why.
pub fn perfect_move_text(
    game: &str,
    options: &Options,
    start: Option<&str>,
    moves: &[String],
    books: &dyn Fn(&str) -> Option<std::rc::Rc<PerfectBook>>,
) -> Result<String, String> {
    with_game!(game, |G| replay::<G>(options, start, moves).map(|r| perfect_reply(&r, books)))
        .map_err(|e| e.to_string())?
}

fn perfect_reply<G: Evaluate>(
    record: &Record<G>,
    books: &dyn Fn(&str) -> Option<std::rc::Rc<PerfectBook>>,
) -> Result<String, String> {
    if record.end().is_some() {
        return Err(Error::GameOver.to_string());
    }
    let p = record.position();
    let book = match p.perfect_book() {
        Some(name) => Some(books(name).ok_or_else(|| format!("the book {name} is not loaded"))?),
        None => None,
    };
    p.perfect_move(book.as_deref()).map(|mv| p.move_text(&mv))
}

fn replay<G: Game>(options: &Options, start: Option<&str>, moves: &[String]) -> Result<Record<G>, Error> {
    Record::replay(options, start, moves).map_err(|(_, e)| e)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_and_print() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        }
        assert!("medium".parse::<Level>().is_err());
    }

    /// Perfect by name: offered for Pyraos under the children's rules only; it asks for
    /// the book its position needs and answers from it.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn perfect_is_offered_where_a_book_exists_and_plays_from_it() {
        let mut children = Options::new();
        children.set("removal", "children");
        assert!(perfect_available("pyraos", &children));
        assert!(!perfect_available("pyraos", &Options::new()));
        assert!(!perfect_available("chase", &Options::new()));
        assert!(!perfect_available("chess", &Options::new()));
        let moves = ["1a1".to_string()];
        assert_eq!(perfect_book("pyraos", &children, None, &moves), Ok(Some("pyraos-children-black.book")));
        let none = |_: &str| None;
        assert_eq!(
            perfect_move_text("pyraos", &children, None, &moves, &none),
            Err("the book pyraos-children-black.book is not loaded".to_string())
        );
        let book = std::rc::Rc::new(
            PerfectBook::parse(&crate::games::pyraos::solve::book::shipped("pyraos-children-black.book"))
                .expect("book"),
        );
        let mv = perfect_move_text("pyraos", &children, None, &moves, &|name| {
            (name == "pyraos-children-black.book").then(|| book.clone())
        })
        .expect("a move");
        let mut game = crate::games::open("pyraos", &children, None).expect("game");
        game.play("1a1").expect("legal");
        assert!(game.legal_moves().contains(&mv), "{mv}");
        let standard = perfect_move_text("pyraos", &Options::new(), None, &moves, &none).unwrap_err();
        assert!(standard.contains("removal=children"), "{standard}");
        assert_eq!(
            perfect_move_text("chase", &Options::new(), None, &[], &none),
            Err("Perfect does not play this game".into())
        );
        assert!(perfect_move_text("pyraos", &children, None, &["zz".to_string()], &none).unwrap_err().contains("zz"));
    }
}
