//! A game's moves and the position its board shows: the last one, or an earlier one
//! while the player reviews. A change of the game while reviewing changes the game kept
//! aside and leaves the board where it is. Every screen with a move list uses it.

/// What the board must do to show the position asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Show {
    /// Nothing: it shows it already.
    Same,
    /// One move more than it shows: played, so that it animates.
    Play(String),
    /// Anything else (a move taken back, several at once, a jump in the review): drawn
    /// anew after these moves from the start.
    Moves(Vec<String>),
}

/// A step through a game's moves that a key asks for, the same on every screen with a move
/// list (the game screen, online play, an embedded example): ← one move back, → one on,
/// Home the start, End the game as it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Back,
    On,
    Start,
    End,
}

impl Step {
    /// The step a key (a `KeyboardEvent`'s `key`) asks for, if any.
    pub fn of_key(key: &str) -> Option<Step> {
        Some(match key {
            "ArrowLeft" => Step::Back,
            "ArrowRight" => Step::On,
            "Home" => Step::Start,
            "End" => Step::End,
            _ => return None,
        })
    }

    /// The ply the step goes to from ply `now` (End: past the last, the game itself).
    pub fn from(self, now: usize) -> usize {
        match self {
            Step::Back => now.saturating_sub(1),
            Step::On => now.saturating_add(1),
            Step::Start => 0,
            Step::End => usize::MAX,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Review {
    moves: Vec<String>,
    /// The ply shown while reviewing; `None` when the board shows the game as it stands.
    at: Option<usize>,
}

impl Review {
    pub fn new(moves: Vec<String>) -> Review {
        Review { moves, at: None }
    }

    /// The game's moves.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// How many of its moves the board shows played.
    pub fn shown(&self) -> usize {
        self.at.unwrap_or(self.moves.len())
    }

    pub fn is_reviewing(&self) -> bool {
        self.at.is_some()
    }

    /// The game is now `moves`: what the board does (nothing while reviewing).
    pub fn set(&mut self, moves: Vec<String>) -> Show {
        let before = std::mem::replace(&mut self.moves, moves);
        if let Some(at) = self.at {
            // A takeback may leave the ply reviewed past the game's end.
            if at >= self.moves.len() {
                self.at = None;
                return Show::Moves(self.moves.clone());
            }
            return Show::Same;
        }
        difference(&before, &self.moves)
    }

    /// Takes `moves` as the game without a word to the board: it shows them already
    /// (the player's own move, entered on it).
    pub fn record(&mut self, moves: Vec<String>) {
        self.moves = moves;
        self.at = None;
    }

    /// Shows the position after `ply` moves; at or past the last, the game itself.
    pub fn go(&mut self, ply: usize) -> Show {
        let now = self.shown();
        let ply = ply.min(self.moves.len());
        self.at = (ply < self.moves.len()).then_some(ply);
        if ply == now {
            Show::Same
        } else if ply == now + 1 {
            Show::Play(self.moves[now].clone())
        } else {
            Show::Moves(self.moves[..ply].to_vec())
        }
    }

    /// Steps `delta` moves from the one shown.
    pub fn step(&mut self, delta: isize) -> Show {
        self.go(self.shown().saturating_add_signed(delta))
    }

    /// Takes a step a key asks for.
    pub fn take(&mut self, step: Step) -> Show {
        self.go(step.from(self.shown()))
    }
}

/// How a board that shows `before` comes to show `after`.
fn difference(before: &[String], after: &[String]) -> Show {
    if before == after {
        Show::Same
    } else if after.len() == before.len() + 1 && after.starts_with(before) {
        Show::Play(after[before.len()].clone())
    } else {
        Show::Moves(after.to_vec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_step_through_the_moves() {
        let mut r = Review::new(moves(3));
        let key = |r: &mut Review, k| r.take(Step::of_key(k).expect("a review key"));
        assert_eq!(key(&mut r, "ArrowLeft"), Show::Moves(moves(2)));
        assert_eq!(key(&mut r, "Home"), Show::Moves(Vec::new()));
        assert_eq!(key(&mut r, "ArrowRight"), Show::Play("m0".into()));
        assert_eq!(key(&mut r, "End"), Show::Moves(moves(3)));
        assert!(!r.is_reviewing());
        assert_eq!(Step::of_key("Enter"), None);
    }

    fn moves(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("m{i}")).collect()
    }

    #[test]
    fn one_move_more_is_played_and_anything_else_drawn_anew() {
        let mut r = Review::new(moves(2));
        assert_eq!(r.set(moves(2)), Show::Same);
        assert_eq!(r.set(moves(3)), Show::Play("m2".into()));
        assert_eq!(r.set(moves(1)), Show::Moves(moves(1)), "a takeback");
        assert_eq!(r.set(moves(4)), Show::Moves(moves(4)), "several at once");
    }

    #[test]
    fn reviewing_keeps_the_board_where_it_is_while_the_game_goes_on() {
        let mut r = Review::new(moves(4));
        assert_eq!(r.go(1), Show::Moves(moves(1)));
        assert_eq!(r.step(1), Show::Play("m1".into()), "a step forward animates");
        assert!(r.is_reviewing());
        assert_eq!(r.set(moves(5)), Show::Same);
        assert_eq!(r.shown(), 2);
        assert_eq!(r.go(99), Show::Moves(moves(5)), "the end is the game itself");
        assert!(!r.is_reviewing());
        assert_eq!(r.step(-1), Show::Moves(moves(4)));
        assert_eq!(r.step(1), Show::Play("m4".into()));
        assert!(!r.is_reviewing(), "stepping onto the last move leaves the review");
    }

    #[test]
    fn a_takeback_past_the_reviewed_ply_ends_the_review() {
        let mut r = Review::new(moves(4));
        r.go(3);
        assert_eq!(r.set(moves(2)), Show::Moves(moves(2)));
        assert!(!r.is_reviewing());
        r.go(0);
        assert_eq!(r.step(-1), Show::Same);
        r.record(moves(3));
        assert_eq!((r.shown(), r.is_reviewing()), (3, false));
    }
}
