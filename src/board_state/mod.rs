//! The board's state apart from any screen, as chessground keeps `state.ts` and `board.ts`
//! apart from its drawing and events: what its screen gave it to show ([`BoardData`]: the
//! position, the legal moves as clicks, their warnings and the threats), the clicks of
//! the move being entered, the keyboard's cursor, an arrow, and what each click and key
//! means, decided from the given move shapes alone. The web layer draws this state and
//! feeds it input. The board keeps no game and asks the engine nothing: it reports a move
//! entered and never plays one. Pure, so it is tested natively for every game.

pub mod cursor;
pub mod data;
pub mod geometry;

pub use data::BoardData;

use crate::game::{Cell, Mark, MoveShape};
use crate::message::Phrase;
use crate::order;
use crate::warn::{MoveWarning, Threat};

/// Whether this build advises a newcomer at all: natively, and in the app's wasm (crate
/// feature `app`). The other wasm builds (embedded boards, editor) give their boards no
/// warnings or threats, and this constant lets their wasm leave the code that shows them
/// out.
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
    /// shake). `miss`: the click was not a move's, for the screen to say why.
    Selected { refused: bool, miss: Option<Miss> },
}

/// A click that is not a move's: on `at`, with `from` the piece chosen before it (if one
/// was alone). Its screen may ask the engine why ([`crate::warn::why_not`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Miss {
    pub from: Option<Cell>,
    pub at: Cell,
}

pub struct BoardState {
    /// The position shown and its moves, as the screen gave them.
    data: BoardData,
    /// The clicks of the move being entered.
    selection: Vec<Cell>,
    interactive: bool,
    /// The keyboard's cursor, once the board has had the focus.
    pub focus: Option<Cell>,
    /// A move drawn as an arrow (the computer's suggestion in analysis).
    pub arrow: Option<String>,
    /// Show what the opponent threatens (where the data gives threats).
    pub show_threats: bool,
    /// Why the last click was not a move, in the engine's words, as its screen said.
    refusal: Option<Phrase>,
}

impl BoardState {
    pub fn new(data: BoardData, interactive: bool) -> BoardState {
        BoardState {
            data,
            selection: Vec::new(),
            interactive,
            focus: None,
            arrow: None,
            show_threats: false,
            refusal: None,
        }
    }

    /// What the board shows, as its screen gave it.
    pub fn data(&self) -> &BoardData {
        &self.data
    }

    /// Shows `data`, given by the board's screen (its game, or an earlier position of
    /// it): the move being entered goes.
    pub fn show(&mut self, data: BoardData) {
        self.data = data;
        self.selection.clear();
        self.refusal = None;
    }

    /// The warnings of the legal moves `texts` (those that deserve one), as given.
    pub fn warnings_for(&self, texts: &[&str]) -> Vec<MoveWarning> {
        if !ADVISES {
            return Vec::new();
        }
        texts.iter().filter_map(|t| self.data.warnings.iter().find(|w| w.text == *t).cloned()).collect()
    }

    /// What the opponent threatens, when threats are shown and the board takes a move.
    pub fn threats(&self) -> &[Threat] {
        if !ADVISES || !self.show_threats || !self.takes_moves() {
            return &[];
        }
        &self.data.threats
    }

    /// Says why the last click was not a move (its screen asked the engine).
    pub fn set_refusal(&mut self, why: Option<Phrase>) {
        self.refusal = why;
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
        let found = self.warnings_for(&through);
        found.iter().find(|w| w.ask).or(found.first()).cloned()
    }

    /// The next clicks that lead to a move with a warning, each with whether one of its
    /// moves asks first: for the board's marks (with nothing chosen, only the places to
    /// put a piece).
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
        &self.data.moves
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
        self.interactive && self.data.end.is_none()
    }

    fn has_piece(&self, cell: Cell) -> bool {
        self.data.pieces.iter().any(|&(c, _)| c == cell)
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
        let choices = crate::games::choices(self.data.game);
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
        let side = self.data.side_to_move;
        self.data.pieces.iter().find(|(_, p)| p.side == side).map_or(0, |(c, _)| *c)
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
        let mut miss = None;
        if self.is_next_click(cell) {
            self.selection.push(cell);
        } else {
            let starts = self.starts_move(cell);
            let reselect = self.selection.first() == Some(&cell);
            refused = !starts && (self.selection.is_empty() || self.has_piece(cell));
            if !starts && !reselect {
                let from = self.selection.first().copied().filter(|_| self.selection.len() == 1);
                miss = Some(Miss { from, at: cell });
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
                return Click::Selected { refused, miss };
            }
            let next = candidates[0].clicks[n].0;
            if candidates.iter().all(|s| s.clicks[n].0 == next) {
                self.selection.push(next);
            } else {
                return Click::Selected { refused, miss };
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
