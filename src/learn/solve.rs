//! The shortest way through a lesson: every learner move, each answered as the lesson
//! answers it, until the goal is met. The tests prove each lesson with it, and a run
//! asks it whether a move has left the goal out of reach.

use super::{reply, Lesson};
use crate::games::Session;

/// The search looked at more positions than it was allowed to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBudget;

/// The learner's moves of a shortest way to the goal from the game's position (the
/// learner to move, `replies` replies made so far), within `max` learner moves and
/// `budget` positions; `Ok(None)` when there is none. The game is left as it was.
pub fn shortest(
    game: &mut dyn Session,
    lesson: &Lesson,
    replies: usize,
    max: usize,
    budget: &mut u64,
) -> Result<Option<Vec<String>>, OutOfBudget> {
    for depth in 1..=max {
        if let Some(line) = search(game, lesson, replies, depth, budget)? {
            return Ok(Some(line));
        }
    }
    Ok(None)
}

fn search(
    game: &mut dyn Session,
    lesson: &Lesson,
    replies: usize,
    left: usize,
    budget: &mut u64,
) -> Result<Option<Vec<String>>, OutOfBudget> {
    let learner = game.side_to_move();
    for mv in game.legal_moves() {
        if *budget == 0 {
            return Err(OutOfBudget);
        }
        *budget -= 1;
        let Ok(events) = game.play(&mv) else { continue };
        let mut plies = 1;
        let mut found = None;
        if lesson.goal.met(learner, &events, game) {
            found = Some(vec![mv.clone()]);
        } else if left > 1 && game.end().is_none() {
            let mut answered = replies;
            if game.side_to_move() != learner && reply(game, lesson, replies).is_ok() {
                plies += 1;
                answered += 1;
            }
            if game.end().is_none() && game.side_to_move() == learner {
                let rest = search(game, lesson, answered, left - 1, budget);
                found = match rest {
                    Ok(r) => r.map(|r| [vec![mv.clone()], r].concat()),
                    Err(e) => {
                        undo(game, plies);
                        return Err(e);
                    }
                };
            }
        }
        undo(game, plies);
        if found.is_some() {
            return Ok(found);
        }
    }
    Ok(None)
}

fn undo(game: &mut dyn Session, plies: usize) {
    for _ in 0..plies {
        game.undo();
    }
}
