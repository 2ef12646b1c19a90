//! An embedded board's model: the game it shows, either played by the reader (a board
//! that takes moves: Undo and Reset) or an example stepped through its moves (the shared
//! review model: a step on animates, a jump redraws), and what its status line says.

use crate::board_state::BoardData;
use crate::embed_attrs::Embed;
use crate::games::Session;
use crate::message::Phrase;
use crate::screen::review::{Review, Show, Step};

pub struct EmbedModel {
    embed: Embed,
    /// The position shown: the reader's game, or the example's after the moves shown.
    game: Box<dyn Session>,
    /// The example's moves and how many are shown (none for a board that takes moves).
    steps: Review,
}

impl EmbedModel {
    pub fn new(embed: Embed) -> EmbedModel {
        let mut steps = Review::new(embed.moves.clone());
        steps.go(0);
        EmbedModel { game: embed.session(), embed, steps }
    }

    pub fn embed(&self) -> &Embed {
        &self.embed
    }

    pub fn game(&self) -> &dyn Session {
        self.game.as_ref()
    }

    /// What the board shows: the position shown.
    pub fn board(&self) -> BoardData {
        BoardData::of(self.game.as_ref())
    }

    /// A move the reader entered on a board that takes moves (an example's does not):
    /// played, its text for the board to play. On error the game is as it was.
    pub fn play(&mut self, text: &str) -> Result<String, Phrase> {
        self.game.play(text).map_err(|e| e.phrase())?;
        Ok(self.game.last_move().unwrap_or_default())
    }

    /// Takes back the reader's last move; false when there was none.
    pub fn undo(&mut self) -> bool {
        self.embed.interactive && self.game.undo()
    }

    /// Back to the position the page gave (the example's first).
    pub fn reset(&mut self) -> Show {
        self.steps.go(0);
        self.game = self.embed.session();
        Show::Moves(Vec::new())
    }

    /// How many of the example's moves are shown.
    pub fn shown(&self) -> usize {
        self.steps.shown()
    }

    /// Shows the example after `ply` of its moves (at most all of them).
    pub fn go(&mut self, ply: usize) -> Show {
        let show = self.steps.go(ply);
        match &show {
            Show::Same => {}
            // Checked when the attributes were read: the example's moves are legal.
            Show::Play(text) => {
                self.game.play(text).ok();
            }
            Show::Moves(moves) => self.game = self.embed.session_at(moves.len()),
        }
        show
    }

    /// Takes a step a key or a step button asks for.
    pub fn take(&mut self, step: Step) -> Show {
        self.go(step.from(self.shown()))
    }

    /// The status line: how the game ended, else whose turn on a board that takes moves,
    /// else which of the example's moves is shown.
    pub fn status(&self) -> Option<Phrase> {
        let total = self.embed.moves.len();
        match (self.game.end(), self.embed.interactive) {
            (Some(end), _) => Some(end.phrase()),
            (None, true) => Some(self.game.turn_phrase()),
            (None, false) if total > 0 => {
                Some(Phrase::new("embed-move-of").count("count", self.shown() as i64).count("total", total as i64))
            }
            (None, false) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embed_attrs::parse;

    fn embed(attrs: &[(&str, &str)]) -> EmbedModel {
        let found = |name: &str| attrs.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string());
        EmbedModel::new(parse(found).expect("good attributes"))
    }

    #[test]
    fn an_example_steps_through_its_moves_and_says_which_is_shown() {
        let attrs = [("game", "pyramida"), ("position", "w W:a4,c2 B:u4,s2"), ("moves", "a4-b5; u4-t5; b5-a4")];
        let mut model = embed(&attrs);
        let move_of = |n| Some(Phrase::new("embed-move-of").count("count", n).count("total", 3));
        assert_eq!((model.shown(), model.status()), (0, move_of(0)));
        assert_eq!(model.take(Step::On), Show::Play("a4-b5".into()), "a step on animates");
        assert_eq!(model.go(3), Show::Moves(vec!["a4-b5".into(), "u4-t5".into(), "b5-a4".into()]));
        assert_eq!((model.game().plies(), model.status()), (3, move_of(3)));
        assert_eq!(model.go(9), Show::Same, "past the last is the last");
        assert_eq!(model.take(Step::Back), Show::Moves(vec!["a4-b5".into(), "u4-t5".into()]));
        assert_eq!(model.game().history(), ["a4-b5", "u4-t5"]);
        assert_eq!(model.reset(), Show::Moves(Vec::new()));
        assert_eq!((model.shown(), model.game().plies()), (0, 0));
    }

    #[test]
    fn a_board_that_takes_moves_plays_undoes_and_resets() {
        let mut model = embed(&[("game", "pyramida"), ("interactive", "true")]);
        let first = model.game().legal_moves()[0].clone();
        assert_eq!(model.play(&first.to_uppercase()), Ok(first.clone()));
        assert!(model.play("z9-z8").is_err());
        assert_eq!(model.game().history(), [first]);
        assert_eq!(model.status().map(|p| p.english()).as_deref(), Some("Black to move"));
        assert!(model.undo());
        assert!(!model.undo(), "nothing left to take back");
        model.play(&model.game().legal_moves()[0].clone()).unwrap();
        model.reset();
        assert_eq!(model.game().plies(), 0);
    }
}
