//! A lesson being played: what a lesson screen drives.
//!
//! ```text
//! let mut run = LessonRun::start("pyramida", &course.lessons[0])?;
//! match run.play("d1-e2") {
//!     Step::Illegal { reason } => …   // nothing changed: say why, wait for another move
//!     Step::Wrong { said, why } => …  // the move (and its reply) is taken back
//!     Step::Continue { said, reply } => …  // play the reply shown, then wait
//!     Step::Done { said, stars, moves } => …
//! }
//! run.retry();                        // back to the lesson's start
//! ```

use super::solve::{shortest, OutOfBudget};
use super::{reply, Lesson};
use crate::game::Side;
use crate::games::Session;
use crate::message::Phrase;

/// Positions the run may look at to decide that a move has left the goal out of reach
/// (a lesson's few moves need far fewer; past it the move is let through).
const REACH_BUDGET: u64 = 20_000;

/// What one move of the learner came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Not a legal move here: the engine's reason. Nothing changed.
    Illegal { reason: String },
    /// A legal move that does not lead to the goal within the lesson's moves. `said` is
    /// the move in the engine's words, `why` the lesson's explanation. The move, and the
    /// reply to it, are taken back: try again.
    Wrong { said: Vec<Phrase>, why: String },
    /// On the way: the move in the engine's words, then the opponent's reply, if it
    /// moved (after an extra move the learner moves again).
    Continue { said: Vec<Phrase>, reply: Option<Reply> },
    /// The goal is reached, in `moves` of the learner's moves, for 1 to 3 stars.
    Done { said: Vec<Phrase>, stars: u8, moves: usize },
}

/// The opponent's reply: its notation and the engine's sentence for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    pub said: Vec<Phrase>,
}

/// A lesson in progress.
pub struct LessonRun {
    lesson: Lesson,
    game: Box<dyn Session>,
    learner: Side,
    /// Plies of each of the learner's turns so far (its move and the reply).
    turns: Vec<usize>,
    replies: usize,
    done: bool,
}

impl LessonRun {
    /// The lesson at its start; the side to move is the learner.
    pub fn start(game: &str, lesson: &Lesson) -> Result<LessonRun, String> {
        let session = lesson.open(game)?;
        Ok(LessonRun {
            learner: session.side_to_move(),
            lesson: lesson.clone(),
            game: session,
            turns: Vec::new(),
            replies: 0,
            done: false,
        })
    }

    /// The game as it stands (position, legal moves, pieces, move shapes for the board).
    pub fn game(&self) -> &dyn Session {
        self.game.as_ref()
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    pub fn learner(&self) -> Side {
        self.learner
    }

    /// The learner's moves so far.
    pub fn moves(&self) -> usize {
        self.turns.len()
    }

    /// Whether the goal has been reached.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Back to the lesson's start.
    pub fn retry(&mut self) {
        while self.game.undo() {}
        self.turns.clear();
        self.replies = 0;
        self.done = false;
    }

    /// Plays the learner's move (any form the game's notation accepts).
    pub fn play(&mut self, text: &str) -> Step {
        if self.done {
            return Step::Illegal { reason: "the lesson is over: retry it or go on to the next".into() };
        }
        let events = match self.game.play(text) {
            Ok(events) => events,
            Err(e) => return Step::Illegal { reason: e.to_string() },
        };
        let ply = self.game.plies() - 1;
        let said = self.game.phrases(ply);
        let moves = self.turns.len() + 1;
        if self.lesson.goal.met(self.learner, &events, self.game.as_ref()) {
            self.turns.push(1);
            self.done = true;
            return Step::Done { said, stars: self.lesson.par.stars(moves), moves };
        }
        let mut plies = 1;
        let mut answer = None;
        if self.game.end().is_none()
            && self.game.side_to_move() != self.learner
            && reply(self.game.as_mut(), &self.lesson, self.replies).is_ok()
        {
            plies += 1;
            let at = self.game.plies() - 1;
            answer = Some(Reply { text: self.game.history()[at].clone(), said: self.game.phrases(at) });
        }
        let replies = self.replies + usize::from(answer.is_some());
        if let Some(why) = self.lost(moves, replies) {
            for _ in 0..plies {
                self.game.undo();
            }
            return Step::Wrong { said, why: self.explain(ply, why) };
        }
        self.turns.push(plies);
        self.replies = replies;
        Step::Continue { said, reply: answer }
    }

    /// Why the lesson cannot succeed from here after `moves` learner moves, if it cannot.
    fn lost(&mut self, moves: usize, replies: usize) -> Option<&'static str> {
        if let Some(end) = self.game.end() {
            return Some(if end.outcome == crate::game::Outcome::Win(self.learner) {
                "the game is won, but not the way this lesson asks"
            } else {
                "the game is over"
            });
        }
        if moves >= self.lesson.par.one {
            return Some("no moves left for this lesson");
        }
        let mut budget = REACH_BUDGET;
        match shortest(self.game.as_mut(), &self.lesson, replies, self.lesson.par.one - moves, &mut budget) {
            Ok(None) => Some("the goal is out of reach after it"),
            Ok(Some(_)) | Err(OutOfBudget) => None,
        }
    }

    /// The lesson's explanation of the move at `ply`, or its hint, or `fallback`.
    fn explain(&self, ply: usize, fallback: &str) -> String {
        let text = self.game.history().get(ply).cloned().unwrap_or_default();
        if let Some((_, why)) = self.lesson.wrong.iter().find(|(m, _)| *m == text) {
            return why.clone();
        }
        match &self.lesson.hint {
            Some(hint) => format!("Not this time: {fallback}. {hint}"),
            None => format!("Not this time: {fallback}."),
        }
    }
}
