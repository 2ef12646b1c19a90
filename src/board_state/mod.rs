//! The board's state apart from any screen, as chessground keeps `state.ts` and `board.ts`
//! apart from its drawing and events: the game shown, the clicks of the move being
//! entered, the keyboard's cursor, an arrow, and what each click and key means, decided
//! from the engine's move shapes alone. The web layer draws this state and feeds it input.
//! The position is its screen's ([`BoardState::show`]): the board reports a move entered
//! and never plays one. Pure, so it is tested natively for every game.

pub mod cursor;
pub mod geometry;

use crate::game::{Cell, Mark, MoveShape};
use crate::games::Session;
use crate::message::Phrase;
use crate::order;
use crate::warn::{Advice, MoveWarning, Threat};
use std::cell::{OnceCell, RefCell};

/// Whether this build advises a newcomer at all: natively, and in the app's wasm (crate
/// feature `app`). The other wasm builds (embedded boards, editor) give no board
/// [`Advice`], and this constant lets their wasm leave its code out.
pub const ADVISES: bool = cfg!(any(feature = "app", not(target_arch = "wasm32")));

/// What a click on a cell came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Nothing: the board takes no move now (a diagram, a finished game).
    Ignored,
    /// The clicks so far make this move: the board reports it to its screen.
    Play(String),
    /// The move being entered changed. `refused`: the cell starts no move and extends
    /// none, and a piece stands there or nothing was chosen (the board says so, with a
    /// shake).
    Selected { refused: bool },
}

pub struct BoardState {
    session: Box<dyn Session>,
    /// The legal moves of the position, as clicks: worked out once per position, since a
    /// click asks for them several times. Dropped by [`BoardState::show`].
    shapes: OnceCell<Vec<MoveShape>>,
    /// The clicks of the move being entered.
    selection: Vec<Cell>,
    interactive: bool,
    /// The keyboard's cursor, once the board has had the focus.
    pub focus: Option<Cell>,
    /// A move drawn as an arrow (the computer's suggestion in analysis).
    pub arrow: Option<String>,
    /// The advice given a newcomer (warnings, threats), where this board gives it.
    pub advice: Option<&'static Advice>,
    /// The warnings of the moves asked about so far in this position (none: the move
    /// deserves none), worked out as pieces are chosen.
    warned: RefCell<Vec<(String, Option<MoveWarning>)>>,
    /// Show what the opponent threatens, worked out once per position.
    pub show_threats: bool,
    threats: OnceCell<Vec<Threat>>,
    /// Why the last click was not a move, in the engine's words.
    refusal: Option<Phrase>,
}

impl BoardState {
    pub fn new(session: Box<dyn Session>, interactive: bool) -> BoardState {
        BoardState {
            session,
            shapes: OnceCell::new(),
            selection: Vec::new(),
            interactive,
            focus: None,
            arrow: None,
            advice: None,
            warned: RefCell::new(Vec::new()),
            show_threats: false,
            threats: OnceCell::new(),
            refusal: None,
        }
    }

    pub fn session(&self) -> &dyn Session {
        self.session.as_ref()
    }

    /// Shows `position`, given by the board's screen (a copy of its game, or an earlier
    /// position of it): the move being entered goes.
    pub fn show(&mut self, position: Box<dyn Session>) {
        self.session = position;
        self.changed();
    }

    /// A new position: what was worked out for the old one goes, with the move being
    /// entered.
    fn changed(&mut self) {
        self.shapes.take();
        self.warned.borrow_mut().clear();
        self.threats.take();
        self.selection.clear();
        self.refusal = None;
    }

    /// The warnings of the legal moves `texts` (those that deserve one), asked of the
    /// engine once per move and position.
    pub fn warnings_for(&self, texts: &[&str]) -> Vec<MoveWarning> {
        let Some(advice) = self.advice.filter(|_| ADVISES) else { return Vec::new() };
        let missing: Vec<&str> =
            texts.iter().copied().filter(|t| !self.warned.borrow().iter().any(|(w, _)| w == t)).collect();
        if !missing.is_empty() {
            let found = (advice.warnings)(self.session(), &missing);
            let mut warned = self.warned.borrow_mut();
            for text in missing {
                warned.push((text.to_string(), found.iter().find(|w| w.text == text).cloned()));
            }
        }
        let warned = self.warned.borrow();
        texts.iter().filter_map(|t| warned.iter().find(|(w, _)| w == t).and_then(|(_, w)| w.clone())).collect()
    }

    /// What the opponent threatens, when threats are shown and the board takes a move.
    pub fn threats(&self) -> &[Threat] {
        if !ADVISES || !self.show_threats || !self.takes_moves() {
            return &[];
        }
        self.threats.get_or_init(|| self.advice.map(|a| (a.threats)(self.session())).unwrap_or_default())
    }

    /// The warning of the moves a next click on `cell` leads to: the worst of them
    /// (one that asks first before one that only warns).
    pub fn warning_at(&self, cell: Cell) -> Option<MoveWarning> {
        let n = self.selection.len();
        let candidates = self.candidates();
        let through: Vec<&str> = candidates
            .iter()
            .filter(|s| s.clicks.get(n).is_some_and(|c| c.0 == cell))
            .map(|s| s.text.as_str())
            .collect();
        // All the chosen piece's moves in one question to the engine, then from memory.
        self.selection_warnings();
        let found = self.warnings_for(&through);
        found.iter().find(|w| w.ask).or(found.first()).cloned()
    }

    /// The next clicks that lead to a move with a warning, each with whether one of its
    /// moves asks first: for the board's marks, in one question to the engine for all of
    /// them (with nothing chosen, only the places to put a piece are asked about).
    pub fn next_click_warnings(&self) -> Vec<(Cell, bool)> {
        let n = self.selection.len();
        let candidates = self.candidates();
        let next: Vec<&MoveShape> =
            candidates.into_iter().filter(|s| s.clicks.len() > n && (n > 0 || s.clicks[0].1 == Mark::Target)).collect();
        let texts: Vec<&str> = next.iter().map(|s| s.text.as_str()).collect();
        let warned = self.warnings_for(&texts);
        let mut out: Vec<(Cell, bool)> = Vec::new();
        for shape in next {
            if let Some(w) = warned.iter().find(|w| w.text == shape.text) {
                let cell = shape.clicks[n].0;
                match out.iter_mut().find(|(c, _)| *c == cell) {
                    Some(entry) => entry.1 |= w.ask,
                    None => out.push((cell, w.ask)),
                }
            }
        }
        out
    }

    /// The warnings of the moves the clicks so far begin: what the chosen piece's moves
    /// would do, before one is played.
    pub fn selection_warnings(&self) -> Vec<MoveWarning> {
        if self.selection.is_empty() {
            return Vec::new();
        }
        let candidates = self.candidates();
        let mut texts: Vec<&str> = candidates.iter().map(|s| s.text.as_str()).collect();
        texts.dedup();
        self.warnings_for(&texts)
    }

    /// Shows the clicks of `text`, a legal move its screen holds for the player's yes, as
    /// chosen (any click after drops them).
    pub fn hold(&mut self, text: &str) {
        let clicks = self.move_shapes().iter().find(|s| s.text == text).map(|s| s.clicks.iter().map(|c| c.0).collect());
        self.selection = clicks.unwrap_or_default();
    }

    /// Why the last click was not a move, in the engine's words.
    pub fn refusal(&self) -> Option<&Phrase> {
        self.refusal.as_ref()
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

    /// A move that the clicks so far complete while longer ones remain (a removal's
    /// "done"), if any.
    pub fn complete_move(&self) -> Option<String> {
        if self.selection.is_empty() {
            return None;
        }
        self.candidates().into_iter().find(|s| s.clicks.len() == self.selection.len()).map(|s| s.text.clone())
    }

    /// What the player is asked to click now, when it is a choice within a move, and why.
    pub fn prompt(&self) -> Option<Phrase> {
        let mark = self.next_clicks().first()?.1;
        let choices = crate::games::choices(self.session.name());
        choices.iter().find(|(m, _)| *m == mark).map(|(_, id)| Phrase::new(id))
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
        // Whether a piece stands there last: it lists the pieces.
        self.takes_moves()
            && self.selection.first() != Some(&cell)
            && self.starts_move(cell)
            && !self.is_next_click(cell)
            && self.has_piece(cell)
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
        self.refusal = None;
        let mut refused = false;
        if self.is_next_click(cell) {
            self.selection.push(cell);
        } else {
            let starts = self.starts_move(cell);
            let reselect = self.selection.first() == Some(&cell);
            refused = !starts && (self.selection.is_empty() || self.has_piece(cell));
            if !starts && !reselect {
                let from = self.selection.first().copied().filter(|_| self.selection.len() == 1);
                self.refusal = self.advice.filter(|_| ADVISES).and_then(|a| (a.why_not)(self.session(), from, cell));
            }
            self.selection.clear();
            if starts && !reselect {
                self.selection.push(cell);
            }
        }
        loop {
            let candidates = self.candidates();
            let n = self.selection.len();
            let decided = n >= 2 || (n == 1 && candidates.iter().all(|s| s.clicks.len() == 1));
            // One move left (perhaps in several click orders): the move entered.
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

    /// Drops the move being entered (or held for a yes); true when there was one.
    pub fn cancel(&mut self) -> bool {
        let had = !self.selection.is_empty();
        self.selection.clear();
        self.refusal = None;
        had
    }
}
