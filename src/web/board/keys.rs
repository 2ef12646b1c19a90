//! The board by keyboard and by ear. The board is one tab stop (a WAI-ARIA grid: rows of
//! cells, top to bottom, each named "e4, white stone, selected"); the arrow keys move a
//! focus cursor to the nearest cell in that direction on the screen, Page Up / Page Down
//! change level where levels stack (Pyraos), Home / End go to the ends of the row, Enter
//! or Space does what a click does, Escape drops the move being entered, and `?` reads
//! out the whole position. Every move is announced in the describer's words.

use super::render::with_halo;
use super::{cancel, click, Board, BoardRef};
use crate::game::{Cell, Mark, Side};
use crate::order;
use crate::web::dom::{self, append, set_class, svg, Build};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::KeyboardEvent;

/// What the keys tell a player who has not used them, also read to screen readers: true
/// of every board (the cursor goes to the nearest cell on the screen, whatever its shape).
pub const HELP: &str = "Arrow keys move to the nearest cell in that direction, Page Up and Page Down change level where pieces stack, Home and End go to the ends of a row, Enter or Space picks the cell, Escape cancels, and ? describes the position.";

/// Which way a key moves the cursor: a unit vector on the screen.
fn direction(key: &str) -> Option<(f64, f64)> {
    Some(match key {
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowRight" => (1.0, 0.0),
        _ => return None,
    })
}

impl Board {
    /// Where the cursor is: the cell it was left on, else the piece chosen, else the
    /// middle of the pieces of the side to move.
    pub(super) fn cursor(&self) -> Cell {
        if let Some(cell) = self.focus {
            return cell;
        }
        if let Some(&cell) = self.selection.first() {
            return cell;
        }
        let side = self.session.side_to_move();
        self.session.pieces().into_iter().find(|(_, p)| p.side == side).map_or(0, |(c, _)| c)
    }

    /// The nearest cell from `from` in screen direction `(dx, dy)`, on the same level,
    /// within 60° of it (nearer first, then straighter). Ties turn clockwise: up goes up
    /// and right, right goes right and down, and so on, so that on Pyramida's diagonal
    /// squares the four keys reach the four diagonal neighbours, and on hexagons up and
    /// down follow the file.
    fn step_from(&self, from: Cell, (dx, dy): (f64, f64)) -> Option<Cell> {
        let (x0, y0) = self.view.center(from);
        let level = self.view.level(from);
        (0..self.session.cell_count() as Cell)
            .filter(|&c| c != from && self.view.level(c) == level)
            .filter_map(|c| {
                let (x, y) = self.view.center(c);
                let (vx, vy) = (x - x0, y - y0);
                let len = vx.hypot(vy);
                let cos = (vx * dx + vy * dy) / len;
                (cos > 0.49).then(|| {
                    let skew = (1.0 - cos * cos).max(0.0).sqrt();
                    let score = (len * (1.0 + 0.5 * skew) * 100.0).round() as i64;
                    let turn = ((vx * dy - vy * dx) * 100.0).round() as i64;
                    (score, turn, c)
                })
            })
            .min()
            .map(|(_, _, c)| c)
    }

    /// The nearest cell one level up or down (Pyraos), by distance on the screen.
    fn level_from(&self, from: Cell, up: bool) -> Option<Cell> {
        let (x0, y0) = self.view.center(from);
        let level = self.view.level(from) as i32 + if up { 1 } else { -1 };
        (0..self.session.cell_count() as Cell).filter(|&c| self.view.level(c) as i32 == level).min_by_key(|&c| {
            let (x, y) = self.view.center(c);
            ((x - x0).hypot(y - y0) * 1000.0) as i64
        })
    }

    /// The first or last cell of `from`'s row.
    fn row_end(&self, from: Cell, last: bool) -> Cell {
        let row = &self.rows[self.row_of[from as usize]];
        let cells = row.iter().copied();
        if last {
            cells.max_by(|a, b| self.view.center(*a).0.total_cmp(&self.view.center(*b).0)).unwrap_or(from)
        } else {
            cells.min_by(|a, b| self.view.center(*a).0.total_cmp(&self.view.center(*b).0)).unwrap_or(from)
        }
    }

    /// Puts the cursor on `cell`: the ring on the board, the cell named for the screen
    /// reader (the grid's active cell).
    pub(super) fn move_focus(&mut self, cell: Cell) {
        self.focus = Some(cell);
        self.draw_focus();
    }

    pub(super) fn draw_focus(&self) {
        if let Ok(Some(old)) = self.svg.query_selector(".focus-ring") {
            old.remove();
        }
        let Some(cell) = self.focus else { return };
        let Some(el) = self.cell_elements.get(cell as usize) else { return };
        el.set_attribute("aria-label", &self.cell_label(cell)).ok();
        self.svg.set_attribute("aria-activedescendant", &el.id()).ok();
        let (x, y) = self.view.center(cell);
        let circle = |class: &str| {
            svg("circle").class(class).attr("cx", x).attr("cy", y).attr("r", self.view.piece_radius() * 1.3)
        };
        let ring = with_halo(circle("mark-halo"), circle("focus-line"));
        set_class(&ring, "focus-ring", true);
        ring.set_attribute("data-focus", &self.session.cell_name(cell)).ok();
        append(&self.options, &ring);
        self.root.set_attribute("data-focus", &self.session.cell_name(cell)).ok();
    }

    /// What a screen reader says of a cell: its name, what stands on it, and its state.
    pub(super) fn cell_label(&self, cell: Cell) -> String {
        let mut parts = vec![self.session.cell_name(cell)];
        let piece = self.drawn.get(cell).map(|d| d.piece);
        parts.push(match piece {
            Some(p) => piece_words(p.side, p.kind, self.piece_noun(), self.session.piece_kinds()),
            None => "empty".to_string(),
        });
        if self.selection.first() == Some(&cell) {
            parts.push("selected".into());
        }
        if self.interactive {
            if let Some((_, mark)) = self.next_clicks().into_iter().find(|(c, _)| *c == cell) {
                parts.push(
                    match mark {
                        Mark::Target | Mark::Jump => "legal destination",
                        Mark::Capture => "legal capture",
                        Mark::Push => "push",
                        Mark::Victim => "can be attacked",
                        Mark::Retreat => "retreat here",
                        Mark::Remove => "can be taken back",
                        Mark::Piece => "can move",
                    }
                    .into(),
                );
            }
        }
        if self.session.cell_notes().iter().any(|(c, n)| *c == cell && *n == crate::game::CellNote::Check) {
            parts.push("in check".into());
        }
        if let Some((from, to)) = super::render::last_move(self.session.last_events()) {
            if cell == to {
                parts.push("last move to here".into());
            } else if cell == from {
                parts.push("last move from here".into());
            }
        }
        parts.join(", ")
    }

    fn piece_noun(&self) -> &'static str {
        crate::games::piece_noun(self.session.name())
    }

    /// The whole position in words: each side's pieces by cell, whose turn, reserves.
    pub fn describe_position(&self) -> String {
        let pieces = self.session.pieces();
        let mut out = Vec::new();
        for side in Side::BOTH {
            let mine: Vec<String> = pieces
                .iter()
                .filter(|(_, p)| p.side == side)
                .map(|(c, p)| match p.kind {
                    ' ' => self.session.cell_name(*c),
                    k => format!(
                        "{} {}",
                        crate::describe::kind_name(self.session.piece_kinds(), k),
                        self.session.cell_name(*c)
                    ),
                })
                .collect();
            let noun = self.piece_noun();
            let mut line = match mine.len() {
                0 => format!("{}: no {noun}s on the board", side.name()),
                n => format!("{}: {n} {noun}{} on {}", side.name(), if n == 1 { "" } else { "s" }, mine.join(", ")),
            };
            if let Some(n) = self.session.reserve(side) {
                line.push_str(&format!(", {n} in reserve"));
            }
            out.push(line);
        }
        out.push(match self.session.end() {
            Some(end) => end.message(),
            None => self.session.turn_text(),
        });
        out.join(". ") + "."
    }

    /// Says `text` through the board's live region.
    pub fn announce(&self, text: &str) {
        // The same words twice in a row are still read: the region is emptied first.
        self.speech.set_text_content(None);
        self.speech.set_text_content(Some(text));
    }

    /// Gives each cell its row and grid role, in rows from the top of the screen, levels
    /// from the bottom up.
    pub(super) fn build_grid(&mut self) {
        let mut keyed: Vec<(u8, i64, Cell)> = (0..self.session.cell_count() as Cell)
            .map(|c| (self.view.level(c), (self.view.center(c).1 * 10.0).round() as i64, c))
            .collect();
        // By level, then height; cells were listed in order, and the sort keeps it.
        order::by_key(&mut keyed, |&(level, y, _)| ((level as i64) << 40) + y);
        self.rows.clear();
        self.row_of = vec![0; self.session.cell_count()];
        let mut last = None;
        for (level, y, cell) in keyed {
            if last != Some((level, y)) {
                self.rows.push(Vec::new());
                last = Some((level, y));
            }
            self.row_of[cell as usize] = self.rows.len() - 1;
            self.rows.last_mut().expect("a row").push(cell);
        }
        let id = self.root.get_attribute("id").unwrap_or_default();
        for row in &self.rows {
            let group = svg("g").attr("role", "row");
            // The row stands where its first cell was drawn, so whatever a view drew over a
            // cell (a mark, an engraving) is still drawn after it.
            let first = row.iter().min().map(|&c| &self.cell_elements[c as usize]);
            self.cells.insert_before(&group, first.map(|e| e.as_ref())).ok();
            let mut row = row.clone();
            order::by_key(&mut row, |&c| (self.view.center(c).0 * 1000.0).round() as i64);
            for cell in row {
                let el = &self.cell_elements[cell as usize];
                el.set_attribute("role", "gridcell").ok();
                el.set_attribute("id", &format!("{id}-cell-{cell}")).ok();
                el.set_attribute("aria-label", &self.session.cell_name(cell)).ok();
                group.append_child(el).ok();
            }
        }
    }
}

/// "white stone", "black Knight".
fn piece_words(side: Side, kind: char, noun: &str, kinds: &[crate::game::PieceKind]) -> String {
    let colour = if side == Side::White { "white" } else { "black" };
    match kind {
        ' ' => format!("{colour} {noun}"),
        k => {
            format!("{} {}", if side == Side::White { "White" } else { "Black" }, crate::describe::kind_name(kinds, k))
        }
    }
}

/// Binds the board's keys.
pub(super) fn listen(board: &BoardRef, bound: &mut Vec<dom::Listener>) {
    let svg_el = board.borrow().svg.clone();
    let weak = Rc::downgrade(board);
    bound.push(dom::on(&svg_el, "keydown", move |event| {
        let (Some(board), Some(key)) = (weak.upgrade(), event.dyn_ref::<KeyboardEvent>()) else { return };
        if key.ctrl_key() || key.meta_key() || key.alt_key() {
            return;
        }
        // A board focused by a click leaves the arrows to the page (stepping through the
        // moves); reached by the keyboard, it is played with them.
        // A board that takes no move (a diagram, a position under review) leaves the keys
        // to what it stands in, which steps through the moves.
        if !board.borrow().input.keyboard_focus || !board.borrow().interactive {
            return;
        }
        if handle(&board, &key.key()) {
            event.prevent_default();
            event.stop_propagation();
        }
    }));
    let weak = Rc::downgrade(board);
    bound.push(dom::on(&svg_el, "focus", move |_| {
        if let Some(board) = weak.upgrade() {
            let mut b = board.borrow_mut();
            // Focus that follows a press of the pointer came from a click, not the keyboard.
            // (Never pressed is not "pressed at 0 ms": a Tab in the page's first half
            // second must reach the board.)
            b.input.keyboard_focus = b.input.pressed_at.is_none_or(|t| dom::now() - t > 500.0);
            let cell = b.cursor();
            b.move_focus(cell);
        }
    }));
}

/// Acts on a key pressed on the board; true when the key was the board's.
fn handle(board: &BoardRef, key: &str) -> bool {
    let from = board.borrow().cursor();
    let to = {
        let b = board.borrow();
        match key {
            "PageUp" => b.level_from(from, true),
            "PageDown" => b.level_from(from, false),
            "Home" => Some(b.row_end(from, false)),
            "End" => Some(b.row_end(from, true)),
            _ => direction(key).and_then(|d| b.step_from(from, d)),
        }
    };
    match key {
        "Enter" | " " => {
            let plies = board.borrow().session.history().len();
            click(board, from);
            let mut b = board.borrow_mut();
            b.move_focus(from);
            // A move played is announced by the animation; otherwise say what was picked.
            if b.session.history().len() == plies {
                let label = b.cell_label(from);
                b.announce(&label);
            }
        }
        "Escape" => cancel(board),
        "?" => {
            let b = board.borrow();
            let text = b.describe_position();
            b.announce(&text);
        }
        _ if to.is_some() => board.borrow_mut().move_focus(to.expect("checked")),
        "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "PageUp" | "PageDown" | "Home" | "End" => {}
        _ => return false,
    }
    true
}

/// A unique id for each board on the page, for its cells' ids.
pub(super) fn next_id() -> String {
    thread_local! {
        static COUNT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    }
    COUNT.with(|n| {
        n.set(n.get() + 1);
        format!("pyramid-board-{}", n.get())
    })
}
