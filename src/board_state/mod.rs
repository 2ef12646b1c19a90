//! The board's state apart from any screen, as chessground keeps `state.ts` and `board.ts`
//! apart from its drawing and events: the game shown, the clicks of the move being
//! entered, the keyboard's cursor, an arrow, and what each click and key means, decided
//! from the engine's move shapes alone. The web layer draws this state and feeds it input;
//! a remote player, a scripted opponent or a lesson's goal drive it the same way, through
//! [`BoardState::play`]. Pure, so it is tested natively for every game.

pub mod cursor;
pub mod geometry;

use crate::game::{Cell, Error, Event, Mark, MoveShape};
use crate::games::{piece_noun, Session};
use crate::order;
use std::cell::OnceCell;

/// What a click on a cell came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Nothing: the board takes no move now (a diagram, a finished game).
    Ignored,
    /// The clicks so far make this move: play it.
    Play(String),
    /// The move being entered changed. `refused`: the cell starts no move and extends
    /// none, and a piece stands there or nothing was chosen (the board says so, with a
    /// shake).
    Selected { refused: bool },
}

pub struct BoardState {
    session: Box<dyn Session>,
    /// The legal moves of the position, as clicks: worked out once per position, since a
    /// click asks for them several times. Dropped by [`BoardState::session_mut`].
    shapes: OnceCell<Vec<MoveShape>>,
    /// The clicks of the move being entered.
    selection: Vec<Cell>,
    interactive: bool,
    /// The keyboard's cursor, once the board has had the focus.
    pub focus: Option<Cell>,
    /// A move drawn as an arrow (the computer's suggestion in analysis).
    pub arrow: Option<String>,
}

impl BoardState {
    pub fn new(session: Box<dyn Session>, interactive: bool) -> BoardState {
        BoardState { session, shapes: OnceCell::new(), selection: Vec::new(), interactive, focus: None, arrow: None }
    }

    pub fn session(&self) -> &dyn Session {
        self.session.as_ref()
    }

    /// The session, to change: every change of the game goes through here, and drops the
    /// move being entered.
    pub fn session_mut(&mut self) -> &mut Box<dyn Session> {
        self.shapes.take();
        self.selection.clear();
        &mut self.session
    }

    /// Plays a move given as text. On error the game is unchanged.
    pub fn play(&mut self, text: &str) -> Result<Vec<Event>, Error> {
        let events = self.session.play(text)?;
        self.shapes.take();
        self.selection.clear();
        Ok(events)
    }

    pub fn move_shapes(&self) -> &[MoveShape] {
        self.shapes.get_or_init(|| self.session.move_shapes())
    }

    pub fn selection(&self) -> &[Cell] {
        &self.selection
    }

    pub fn is_interactive(&self) -> bool {
        self.interactive
    }

    /// Whether the board takes moves; either way the move being entered is dropped.
    pub fn set_interactive(&mut self, on: bool) {
        self.interactive = on;
        self.selection.clear();
    }

    /// Whether the board takes a move now.
    fn takes_moves(&self) -> bool {
        self.interactive && self.session.end().is_none()
    }

    fn has_piece(&self, cell: Cell) -> bool {
        self.session.pieces().iter().any(|&(c, _)| c == cell)
    }

    /// Moves offered as buttons (a pass), available now.
    pub fn button_moves(&self) -> Vec<String> {
        if !self.interactive {
            return Vec::new();
        }
        self.move_shapes().iter().filter(|s| s.clicks.is_empty()).map(|s| s.text.clone()).collect()
    }

    /// A move that the clicks so far complete while longer ones remain (Pyraos's
    /// "done"), if any.
    pub fn complete_move(&self) -> Option<String> {
        if self.selection.is_empty() {
            return None;
        }
        self.candidates().into_iter().find(|s| s.clicks.len() == self.selection.len()).map(|s| s.text.clone())
    }

    /// What the player is asked to click now, when it is a choice within a move.
    pub fn prompt(&self) -> Option<String> {
        let noun = piece_noun(self.session.name());
        Some(match self.next_clicks().first()?.1 {
            Mark::Victim => format!("Choose the {noun} to attack."),
            Mark::Retreat => format!("Choose where the attacked {noun} retreats."),
            Mark::Remove => format!("Choose a {noun} to take back, or Done."),
            _ => return None,
        })
    }

    /// The moves the clicks so far begin.
    fn candidates(&self) -> Vec<&MoveShape> {
        self.move_shapes()
            .iter()
            .filter(|s| s.clicks.len() >= self.selection.len())
            .filter(|s| s.clicks.iter().zip(&self.selection).all(|((c, _), sel)| c == sel))
            .collect()
    }

    /// The clicks made so far with their meaning (from any move they begin).
    pub fn chosen_marks(&self) -> Vec<(Cell, Mark)> {
        let n = self.selection.len();
        self.candidates().into_iter().next().map(|s| s.clicks[..n].to_vec()).unwrap_or_default()
    }

    /// The cells that may be clicked next, with their meaning.
    pub fn next_clicks(&self) -> Vec<(Cell, Mark)> {
        let n = self.selection.len();
        let mut next: Vec<(Cell, Mark)> =
            self.candidates().iter().filter(|s| s.clicks.len() > n).map(|s| s.clicks[n]).collect();
        if n == 0 {
            // Pieces that can move are found by clicking; empty cells to place on are shown.
            next.retain(|(_, mark)| *mark == Mark::Target);
        }
        order::by_key(&mut next, |&(c, _)| c as i64);
        next.dedup_by_key(|(c, _)| *c);
        next
    }

    /// Whether `cell` is one of the next clicks.
    pub fn is_next_click(&self, cell: Cell) -> bool {
        self.next_clicks().iter().any(|(c, _)| *c == cell)
    }

    fn starts_move(&self, cell: Cell) -> bool {
        self.move_shapes().iter().any(|s| s.clicks.first().map(|c| c.0) == Some(cell))
    }

    /// Whether pressing `cell` picks up a piece, so it can be dragged: it starts a move and
    /// is neither the piece already chosen nor a choice of the move being entered.
    pub fn picks_up(&self, cell: Cell) -> bool {
        self.takes_moves()
            && self.has_piece(cell)
            && self.selection.first() != Some(&cell)
            && !self.is_next_click(cell)
            && self.starts_move(cell)
    }

    /// Where the keyboard's cursor is: the cell it was left on, else the piece chosen,
    /// else the first piece of the side to move.
    pub fn cursor(&self) -> Cell {
        if let Some(cell) = self.focus {
            return cell;
        }
        if let Some(&cell) = self.selection.first() {
            return cell;
        }
        let side = self.session.side_to_move();
        self.session.pieces().into_iter().find(|(_, p)| p.side == side).map_or(0, |(c, _)| c)
    }

    /// A click on a cell: extends the move being entered, starts a new one, or cancels.
    /// Choosing a piece never moves it, even when it has a single move; once the
    /// destination is chosen, clicks that every remaining move agrees on are filled in,
    /// and a choice (a retreat, a removal) is asked only where the moves differ.
    pub fn click(&mut self, cell: Cell) -> Click {
        if !self.takes_moves() {
            return Click::Ignored;
        }
        let mut refused = false;
        if self.is_next_click(cell) {
            self.selection.push(cell);
        } else {
            let starts = self.starts_move(cell);
            let reselect = self.selection.first() == Some(&cell);
            refused = !starts && (self.selection.is_empty() || self.has_piece(cell));
            self.selection.clear();
            if starts && !reselect {
                self.selection.push(cell);
            }
        }
        loop {
            let candidates = self.candidates();
            let n = self.selection.len();
            let decided = n >= 2 || (n == 1 && candidates.iter().all(|s| s.clicks.len() == 1));
            // One move left (perhaps in several click orders): play it.
            if decided && !candidates.is_empty() && candidates.iter().all(|s| s.text == candidates[0].text) {
                return Click::Play(candidates[0].text.clone());
            }
            if n < 2 || candidates.is_empty() || candidates.iter().any(|s| s.clicks.len() == n) {
                return Click::Selected { refused };
            }
            let next = candidates[0].clicks[n].0;
            if candidates.iter().all(|s| s.clicks[n].0 == next) {
                self.selection.push(next);
            } else {
                return Click::Selected { refused };
            }
        }
    }

    /// Drops the move being entered; true when there was one.
    pub fn cancel(&mut self) -> bool {
        let had = !self.selection.is_empty();
        self.selection.clear();
        had
    }
}
