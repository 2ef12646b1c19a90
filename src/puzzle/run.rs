//! A puzzle being solved: what the puzzle screen drives, as [`crate::learn::run`] is for
//! lessons. The solver's moves are checked against the proved solution; the defender
//! answers with the solution's replies; a wrong move is answered by the computer's
//! refutation and then taken back. Only the first attempt counts for the ratings.
//!
//! ```text
//! let mut run = PuzzleRun::start(&puzzle)?;   // the position before the opponent's move
//! run.opened();                               // its last move played: the solver's turn
//! match run.play("d1-e2") {
//!     Attempt::Right { reply: Some(r) } => …  // play the defender's reply, then wait
//!     Attempt::Solved => …
//!     Attempt::Wrong { refutation } => …      // show it, then run.take_back()
//! }
//! ```

use super::Puzzle;
use crate::ai::{self, Level};
use crate::game::{Error, Side};
use crate::games::{self, Session};

/// What one move of the solver came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// Not a legal move: the engine's reason. Nothing changed.
    Illegal(Error),
    /// Not the solver's turn (before the opponent's last move, or after the end).
    NotNow,
    /// The solution's move; the defender's reply follows (played on the run already).
    Right { reply: Option<String> },
    /// The solution's last move.
    Solved,
    /// Not the solution's move: played, with the computer's answer to it (both on the
    /// run until [`PuzzleRun::take_back`]).
    Wrong { refutation: Option<String> },
}

pub struct PuzzleRun {
    puzzle: Puzzle,
    game: Box<dyn Session>,
    solver: Side,
    /// The next move of the solution to be played.
    step: usize,
    /// The first attempt's result, once it is known (solved or not).
    first: Option<bool>,
    /// The solution was reached or shown.
    done: bool,
}

impl PuzzleRun {
    /// The puzzle before the opponent's last move.
    pub fn start(puzzle: &Puzzle) -> Result<PuzzleRun, Error> {
        let options = puzzle.options()?;
        let mut game = games::open(&puzzle.game, &options, Some(&puzzle.before))?;
        game.play(&puzzle.last)?;
        let solver = game.side_to_move();
        game.undo();
        Ok(PuzzleRun { puzzle: puzzle.clone(), game, solver, step: 0, first: None, done: false })
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game as it stands.
    pub fn game(&self) -> &dyn Session {
        self.game.as_ref()
    }

    /// Plays the opponent's last move: the solver moves next. Returns it.
    pub fn opened(&mut self) -> Result<String, Error> {
        if self.game.plies() == 0 {
            self.game.play(&self.puzzle.last)?;
        }
        Ok(self.puzzle.last.clone())
    }

    /// The side that solves.
    pub fn solver(&self) -> Side {
        self.solver
    }

    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The first attempt's result, once known: what the ratings take.
    pub fn first_attempt(&self) -> Option<bool> {
        self.first
    }

    /// The solution's next move: what a hint points at.
    pub fn next_move(&self) -> Option<&str> {
        self.puzzle.solution.get(self.step).map(String::as_str)
    }

    /// Plays the solver's move.
    pub fn play(&mut self, text: &str) -> Attempt {
        if self.done || self.game.plies() == 0 || self.game.side_to_move() != self.solver() {
            return Attempt::NotNow;
        }
        if let Err(e) = self.game.play(text) {
            return Attempt::Illegal(e);
        }
        let played = self.game.last_move().unwrap_or_default();
        let solution = &self.puzzle.solution;
        if solution.get(self.step) == Some(&played) {
            self.step += 1;
            let Some(reply) = solution.get(self.step).cloned() else {
                self.done = true;
                self.first.get_or_insert(true);
                return Attempt::Solved;
            };
            self.step += 1;
            if self.game.play(&reply).is_err() {
                return Attempt::Right { reply: None };
            }
            return Attempt::Right { reply: Some(reply) };
        }
        self.first.get_or_insert(false);
        let mut moves = vec![self.puzzle.last.clone()];
        moves.extend(self.game.history().into_iter().skip(1));
        let refutation = ai::best_move_text(
            self.game.name(),
            self.game.options(),
            Some(&self.puzzle.before),
            &moves,
            Level::Normal,
            1,
        )
        .ok()
        .filter(|reply| self.game.play(reply).is_ok());
        Attempt::Wrong { refutation }
    }

    /// Takes back a wrong move and its refutation: the solver tries again. Returns how
    /// many moves the board keeps.
    pub fn take_back(&mut self) -> usize {
        // The opponent's last move and the solution's moves so far stay.
        let keep = 1 + self.step;
        while self.game.plies() > keep && self.game.undo() {}
        keep
    }

    /// Gives up: the first attempt fails, and the rest of the solution is returned, to be
    /// shown one move at a time.
    pub fn give_up(&mut self) -> Vec<String> {
        if self.done {
            return Vec::new();
        }
        self.take_back();
        self.first.get_or_insert(false);
        self.done = true;
        let rest = self.puzzle.solution[self.step.min(self.puzzle.solution.len())..].to_vec();
        for text in &rest {
            if self.game.play(text).is_err() {
                break;
            }
        }
        self.step = self.puzzle.solution.len();
        rest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first puzzle of each game's file that ships with the app.
    fn puzzles() -> Vec<Puzzle> {
        ["pyramida", "chase", "pyraos", "allmer"]
            .iter()
            .filter_map(|game| {
                let text = std::fs::read_to_string(format!("www/puzzles/{game}.txt")).ok()?;
                super::super::parse_file(&text).ok()?.into_iter().find(|p| p.solver_moves >= 2)
            })
            .collect()
    }

    #[test]
    fn the_solution_solves_each_game_s_puzzle_with_the_defender_s_replies() {
        let all = puzzles();
        assert_eq!(all.len(), 4, "a puzzle of each game");
        for puzzle in all {
            let mut run = PuzzleRun::start(&puzzle).unwrap();
            assert_eq!(run.play(&puzzle.solution[0]), Attempt::NotNow, "not before the last move");
            assert_eq!(run.opened().unwrap(), puzzle.last);
            let solver = run.solver();
            assert_eq!(run.game().side_to_move(), solver);
            let mut i = 0;
            loop {
                match run.play(&puzzle.solution[i].clone()) {
                    Attempt::Right { reply: Some(reply) } => {
                        assert_eq!(reply, puzzle.solution[i + 1]);
                        i += 2;
                    }
                    Attempt::Solved => break,
                    other => panic!("{}: {other:?}", puzzle.id),
                }
            }
            assert_eq!(i + 1, puzzle.solution.len());
            assert!(run.is_done());
            assert_eq!(run.first_attempt(), Some(true));
            assert_eq!(run.play(&puzzle.solution[0]), Attempt::NotNow, "over");
        }
    }

    #[test]
    fn a_wrong_move_is_refuted_taken_back_and_counts_as_the_first_attempt() {
        let mut tried = 0;
        for puzzle in puzzles() {
            let mut run = PuzzleRun::start(&puzzle).unwrap();
            run.opened().unwrap();
            // (A puzzle may leave a single legal move: nothing to get wrong there.)
            let Some(wrong) = run.game().legal_moves().into_iter().find(|m| *m != puzzle.solution[0]) else {
                continue;
            };
            let attempt = run.play(&wrong);
            let Attempt::Wrong { refutation } = attempt else { panic!("{} {wrong}: {attempt:?}", puzzle.id) };
            assert_eq!(run.game().plies(), 2 + usize::from(refutation.is_some()));
            assert_eq!(run.take_back(), 1);
            assert_eq!(run.game().history(), vec![puzzle.last.clone()]);
            assert_eq!(run.first_attempt(), Some(false));
            // Solved later, it stays a failed first attempt (practice).
            assert_eq!(run.next_move(), Some(puzzle.solution[0].as_str()));
            let rest = run.give_up();
            assert_eq!(rest, puzzle.solution);
            assert_eq!(run.game().plies(), 1 + puzzle.solution.len());
            assert_eq!(run.first_attempt(), Some(false));
            assert!(run.give_up().is_empty());
            tried += 1;
        }
        assert!(tried >= 3);
    }

    #[test]
    fn an_illegal_move_changes_nothing() {
        let puzzle = puzzles().remove(0);
        let mut run = PuzzleRun::start(&puzzle).unwrap();
        run.opened().unwrap();
        assert!(matches!(run.play("not a move"), Attempt::Illegal(_)));
        assert_eq!(run.game().plies(), 1);
        assert_eq!(run.first_attempt(), None, "an illegal move is no attempt");
    }

    #[test]
    fn giving_up_halfway_shows_the_rest() {
        let puzzle = puzzles().into_iter().find(|p| p.solution.len() >= 3).unwrap();
        let mut run = PuzzleRun::start(&puzzle).unwrap();
        run.opened().unwrap();
        assert!(matches!(run.play(&puzzle.solution[0]), Attempt::Right { .. }));
        assert_eq!(run.give_up(), puzzle.solution[2..].to_vec());
        assert_eq!(run.first_attempt(), Some(false));
    }
}
