//! Puzzles the engine proves: a position right after a move, and a goal, "win within N
//! plies", in which at every move of the solver exactly one move wins within what is
//! left, and the defender holds out longest. The format is one line a puzzle (README of
//! `www/puzzles/`); [`verify`] proves a puzzle again from its line.
//!
//! - [`prove`]: the exact search (or the game's own solver) behind it;
//! - [`line`]: the solution from a position, or why there is none;
//! - `generate` (native): puzzles from the computer's games against itself.

#[cfg(not(target_arch = "wasm32"))]
pub mod generate;
pub mod prove;
pub mod run;

use crate::ai::{self, Evaluate, Level};
use crate::game::{EndReason, Error, Event, Game, Options, Removal};
use crate::games::with_game;
use crate::record::Record;
use prove::{OutOfBudget, Prover};

/// The fewest and most moves of the solver a puzzle asks for.
pub const MIN_SOLVER_MOVES: usize = 2;
pub const MAX_SOLVER_MOVES: usize = 8;

/// One puzzle, as a line of its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub id: String,
    pub game: String,
    /// The game's options as `key=value` pairs (empty: the defaults).
    pub options: Vec<(String, String)>,
    /// The position before the last move.
    pub before: String,
    /// The move that led to the puzzle; the solver moves next.
    pub last: String,
    /// The solution: the solver's moves and the defender's replies, in order.
    pub solution: Vec<String>,
    /// How many of the solution's moves are the solver's.
    pub solver_moves: usize,
    /// What happens on the way, in the engine's events' terms (`column-attack`, `mate`).
    pub themes: Vec<String>,
    /// A first guess at the difficulty, on a chess-like scale (see [`rating`]).
    pub rating: u32,
}

const FIELDS: usize = 9;

impl Puzzle {
    /// The line of the file: the fields separated by ` | `, moves by `; `, themes by `,`.
    pub fn to_line(&self) -> String {
        let options = if self.options.is_empty() {
            "-".to_string()
        } else {
            self.options.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" ")
        };
        let themes = if self.themes.is_empty() { "-".to_string() } else { self.themes.join(",") };
        format!(
            "{} | {} | {} | {} | {} | {} | {} | {} | {}",
            self.id,
            self.game,
            options,
            self.before,
            self.last,
            self.solution.join("; "),
            self.solver_moves,
            themes,
            self.rating
        )
    }

    /// Reads one line (see [`Puzzle::to_line`]). Checks the form only; [`verify`] checks
    /// the puzzle.
    pub fn parse(line: &str) -> Result<Puzzle, String> {
        // Split at the bar, which no field holds, and trimmed: a char split keeps the
        // substring searcher out of the wasm.
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        if fields.len() != FIELDS {
            return Err(format!("expected {FIELDS} fields separated by ' | ', found {}", fields.len()));
        }
        let names = ["id", "game", "options", "position", "last move", "solution", "solver moves", "themes", "rating"];
        if let Some(i) = fields.iter().position(|f| f.is_empty()) {
            return Err(format!("the {} is empty", names[i]));
        }
        let mut options = Vec::new();
        if fields[2] != "-" {
            for pair in fields[2].split_whitespace() {
                match pair.split_once('=') {
                    Some((k, v)) if !k.is_empty() && !v.is_empty() => options.push((k.to_string(), v.to_string())),
                    _ => return Err(format!("option '{pair}': expected KEY=VALUE")),
                }
            }
        }
        let solution: Vec<String> = fields[5].split(';').map(|m| m.trim().to_string()).collect();
        if solution.iter().any(String::is_empty) {
            return Err("the solution has an empty move".into());
        }
        let solver_moves =
            fields[6].parse().map_err(|_| format!("solver moves '{}': expected a whole number", fields[6]))?;
        let themes =
            if fields[7] == "-" { Vec::new() } else { fields[7].split(',').map(|t| t.trim().to_string()).collect() };
        let rating = fields[8].parse().map_err(|_| format!("rating '{}': expected a whole number", fields[8]))?;
        Ok(Puzzle {
            id: fields[0].to_string(),
            game: fields[1].to_string(),
            options,
            before: fields[3].to_string(),
            last: fields[4].to_string(),
            solution,
            solver_moves,
            themes,
            rating,
        })
    }

    pub fn options(&self) -> Result<Options, Error> {
        let mut options = Options::new();
        for (k, v) in &self.options {
            options.set(k, v);
        }
        Ok(options)
    }
}

/// Reads a puzzle file: one puzzle a line; `#` starts a comment line, blank lines are
/// skipped. An error names the line.
pub fn parse_file(text: &str) -> Result<Vec<Puzzle>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        out.push(Puzzle::parse(line).map_err(|e| format!("line {}: {e}", i + 1))?);
    }
    Ok(out)
}

/// How hard a puzzle looks, before anyone has played it: 1000, plus 150 for each solver
/// move after the first, 10 for each legal move of the first (up to 40), and 50 when the
/// defender has a choice of replies at all. A seed for a rating that play will correct.
pub fn rating(solver_moves: usize, first_choices: usize, defender_choices: usize) -> u32 {
    1000 + 150 * (solver_moves.saturating_sub(1) as u32)
        + 10 * first_choices.min(40) as u32
        + if defender_choices > 1 { 50 } else { 0 }
}

/// The themes of one move: what its events (and a check it gives) show.
pub fn themes_of(events: &[Event], check: bool, out: &mut Vec<String>) {
    let mut add = |t: &str| {
        if !out.iter().any(|x| x == t) {
            out.push(t.to_string());
        }
    };
    for e in events {
        match e {
            Event::ContactRetreat { .. } => add("contact-attack"),
            Event::ColumnRetreat { .. } => add("column-attack"),
            Event::ExtraMove { .. } => add("extra-move"),
            Event::Jump { .. } => add("jump"),
            Event::Push { .. } => add("push"),
            Event::Pass { .. } => add("pass"),
            Event::Removed { why, .. } => add(match why {
                Removal::Top => "top",
                Removal::Captured => "capture",
                Removal::Smashed => "smash",
                Removal::Fell => "fall",
                Removal::Osiris => "osiris",
                Removal::ToReserve => "removal",
            }),
            Event::GameOver { end } => add(match end.reason {
                EndReason::AllStonesOff => "race",
                EndReason::Checkmate => "mate",
                EndReason::ReachedTop => "summit",
                EndReason::VictoryFields => "victory-fields",
                EndReason::TooFewStones => "too-few-stones",
                EndReason::NoLegalMove | EndReason::NobodyCanMove => "no-move",
                EndReason::Repetition => "repetition",
                EndReason::Stalemate => "stalemate",
                EndReason::MoveLimit => "move-limit",
            }),
            Event::Move { .. } | Event::Drop { .. } | Event::Placed { .. } => {}
        }
    }
    if check {
        add("check");
    }
}

/// Whether the move that led to `pos` gives check: the side to move there is in check.
fn gives_check<G: Game>(pos: &G) -> bool {
    crate::game::checked_side(&pos.cell_notes(), &pos.pieces()) == Some(pos.side_to_move())
}

/// A proved solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub moves: Vec<String>,
    pub solver_moves: usize,
    pub themes: Vec<String>,
    /// The most replies the defender had to choose from at one of its turns.
    pub defender_choices: usize,
}

/// Why a position is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAPuzzle {
    /// No forced win for the side to move within the plies looked at.
    NoWin,
    /// At a solver's turn, this many moves win within what is left.
    NotUnique(usize),
    /// The win needs fewer or more solver moves than a puzzle has.
    Length(usize),
    /// The search gave up.
    TooHard,
    /// The solution comes back to a position it has seen.
    Repeats,
}

/// The solution from the position `record` has reached, for the side to move, within
/// `max_plies`: the shortest win, the one winning move at each turn of the solver, and
/// the reply that holds out longest at each of the defender's (the computer's choice at
/// `Normal` among equals, else the first in the move list's order).
pub fn line<G: Evaluate>(
    record: &Record<G>,
    max_plies: u32,
    prover: &mut Prover<G>,
) -> Result<Result<Line, NotAPuzzle>, OutOfBudget> {
    let Some(plies) = prover.shortest(record, max_plies)? else {
        return Ok(Err(NotAPuzzle::NoWin));
    };
    let mut record = record.clone();
    let mut left = plies;
    let mut line = Line { moves: Vec::new(), solver_moves: 0, themes: Vec::new(), defender_choices: 1 };
    while record.end().is_none() {
        let pos = record.position().clone();
        let mv = if pos.side_to_move() == prover.attacker() {
            let winners: Vec<G::Move> =
                prover.winning(&record, left)?.into_iter().filter(|(_, w)| *w).map(|(m, _)| m).collect();
            if winners.len() != 1 {
                return Ok(Err(if winners.is_empty() {
                    NotAPuzzle::NoWin
                } else {
                    NotAPuzzle::NotUnique(winners.len())
                }));
            }
            line.solver_moves += 1;
            winners[0]
        } else {
            let replies = prover.distances(&record, left)?;
            if replies.iter().any(|(_, d)| d.is_none()) {
                return Ok(Err(NotAPuzzle::NoWin));
            }
            let longest = replies.iter().filter_map(|(_, d)| *d).max().ok_or(OutOfBudget)?;
            let best: Vec<G::Move> = replies.iter().filter(|(_, d)| *d == Some(longest)).map(|(m, _)| *m).collect();
            line.defender_choices = line.defender_choices.max(replies.len());
            left = longest;
            natural(&record, &best)
        };
        line.moves.push(pos.move_text(&mv));
        let events = record.play_legal(mv);
        if record.occurrences() > 1 {
            return Ok(Err(NotAPuzzle::Repeats));
        }
        themes_of(&events, gives_check(record.position()), &mut line.themes);
        left = left.saturating_sub(1);
    }
    if !(MIN_SOLVER_MOVES..=MAX_SOLVER_MOVES).contains(&line.solver_moves) {
        return Ok(Err(NotAPuzzle::Length(line.solver_moves)));
    }
    Ok(Ok(line))
}

/// Among equally stubborn replies, the one the computer plays at `Normal`, when it is
/// one of them; else the first.
fn natural<G: Evaluate>(record: &Record<G>, best: &[G::Move]) -> G::Move {
    if best.len() > 1 {
        if let Some(mv) = ai::best_move(record, Level::Normal, 0, &mut |_| {}) {
            if best.contains(&mv) {
                return mv;
            }
        }
    }
    best[0]
}

/// How much a check may search: positions for the search, and for a game's own solver
/// positions at each question.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub nodes: u64,
    pub exact: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { nodes: 20_000_000, exact: 4_000_000 }
    }
}

/// The position a puzzle starts from, as one key for it and its images under the
/// board's symmetries: a file holds each at most once.
pub fn start_class(puzzle: &Puzzle) -> Result<String, String> {
    let options = puzzle.options().map_err(|e| e.to_string())?;
    with_game!(puzzle.game.as_str(), |G| class_after::<G>(puzzle, &options)).map_err(|e: Error| e.to_string())
}

fn class_after<G: Game>(puzzle: &Puzzle, options: &Options) -> Result<String, Error> {
    let mut record = Record::new(G::parse(&puzzle.before, options)?);
    record.play(&puzzle.last)?;
    Ok(generate_class(record.position()))
}

/// One key for a position and its images under the board's symmetries.
pub fn generate_class<G: Game>(pos: &G) -> String {
    pos.images().iter().map(Game::to_text).chain([pos.to_text()]).min().expect("the position itself")
}

/// Proves a puzzle again: the last move is legal and not the only one; at each of the
/// solver's moves it is the one move that wins within the plies left (the whole
/// solution's length at the first); each reply of the defender holds out longest; the
/// solution ends in the solver's win; the solver has 2 to 8 moves and the count is
/// right; no position comes back. `Err` says what fails.
pub fn verify(puzzle: &Puzzle, limits: Limits) -> Result<(), String> {
    with_game!(puzzle.game.as_str(), |G| Ok(verify_game::<G>(puzzle, limits))).map_err(|e: Error| e.to_string())?
}

fn verify_game<G: Evaluate>(puzzle: &Puzzle, limits: Limits) -> Result<(), String> {
    let options = puzzle.options().map_err(|e| e.to_string())?;
    let before = G::parse(&puzzle.before, &options).map_err(|e| e.to_string())?;
    let mut record = Record::new(before);
    if record.legal_moves().len() < 2 {
        return Err("the last move was the only legal one".into());
    }
    record.play(&puzzle.last).map_err(|e| format!("last move: {e}"))?;
    let attacker = record.position().side_to_move();
    let mut prover = Prover::<G>::new(attacker, limits.nodes, limits.exact);
    let too_hard = |_| "the search gave up (raise the limits)".to_string();
    let total = puzzle.solution.len() as u32;
    if prover.shortest(&record, total).map_err(too_hard)? != Some(total) {
        return Err(format!("the side to move has no win in exactly {total} plies at best"));
    }
    let mut solver_moves = 0;
    for (i, text) in puzzle.solution.iter().enumerate() {
        let left = total - i as u32;
        let pos = record.position().clone();
        let mv = pos.parse_move(text).map_err(|e| format!("move {}: {e}", i + 1))?;
        if pos.side_to_move() == attacker {
            solver_moves += 1;
            let winners: Vec<G::Move> = prover
                .winning(&record, left)
                .map_err(too_hard)?
                .into_iter()
                .filter(|(_, w)| *w)
                .map(|(m, _)| m)
                .collect();
            if winners != [mv] {
                let names: Vec<String> = winners.iter().map(|m| pos.move_text(m)).collect();
                return Err(format!(
                    "move {} ({text}): the moves that win within {left} plies are [{}]",
                    i + 1,
                    names.join(", ")
                ));
            }
        } else {
            let replies = prover.distances(&record, left).map_err(too_hard)?;
            let longest = replies.iter().map(|(_, d)| d.unwrap_or(u32::MAX)).max().unwrap_or(0);
            let this = replies.iter().find(|(m, _)| *m == mv).and_then(|(_, d)| *d);
            if this != Some(longest) {
                return Err(format!("move {} ({text}): another reply holds out longer", i + 1));
            }
        }
        record.play_legal(mv);
        if record.occurrences() > 1 {
            return Err(format!("move {} ({text}) repeats a position", i + 1));
        }
        if record.end().is_some() && i + 1 < puzzle.solution.len() {
            return Err(format!("the game ends at move {} of the solution", i + 1));
        }
    }
    match record.end() {
        Some(end) if end.outcome == crate::game::Outcome::Win(attacker) => {}
        _ => return Err("the solution does not end in the solver's win".into()),
    }
    if solver_moves != puzzle.solver_moves {
        return Err(format!("the solver makes {solver_moves} moves, not {}", puzzle.solver_moves));
    }
    if !(MIN_SOLVER_MOVES..=MAX_SOLVER_MOVES).contains(&solver_moves) {
        return Err(format!("{solver_moves} solver moves: a puzzle has {MIN_SOLVER_MOVES} to {MAX_SOLVER_MOVES}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back_and_bad_lines_are_named() {
        let p = Puzzle {
            id: "pyramida-1".into(),
            game: "pyramida".into(),
            options: vec![("chain".into(), "off".into())],
            before: "b W:b3,c4 B:e4".into(),
            last: "e4-d5 c4>d3".into(),
            solution: vec!["d3-e4".into(), "d5-e6".into()],
            solver_moves: 1,
            themes: vec!["contact-attack".into()],
            rating: 1000,
        };
        assert_eq!(Puzzle::parse(&p.to_line()), Ok(p));
        assert!(Puzzle::parse("a | b").unwrap_err().contains("9 fields"));
        let err = parse_file("# c\n\nx | chase | - | w | a | b | two | - | 1\n").unwrap_err();
        assert_eq!(err, "line 3: solver moves 'two': expected a whole number");
    }
}
