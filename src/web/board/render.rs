//! Syncs the board's SVG to its state: pieces, reserves, marks of the move being entered,
//! the last move and check.

use super::Board;
use crate::board_state::cursor::Grid;
use crate::cell_map::CellMap;
use crate::game::{Cell, CellNote, Event, Mark, Piece, Side};
use crate::web::dom::{self, append, clear, node_elements, set_class, svg, AttrValue, Build, Markup};
use crate::web::i18n::Localized;
use crate::web::view::{self, CellGrid, Pile};
use web_sys::Element;

/// The elements drawn for the cells and pieces: written here only, read by the board's
/// other parts (animation, zoom, speech) through the methods below.
#[derive(Default)]
pub(super) struct Drawing {
    /// The element of each cell, by index (looked up once: boards have up to 561).
    cells: Vec<Element>,
    /// Click targets above the pieces, by cell, on boards that have them.
    hits: Vec<Element>,
    /// The piece elements on the board by cell, so a redraw touches only what changed.
    pieces: CellMap<Drawn>,
    /// Elements of pieces that left the board during an animation still running.
    doomed: Vec<Element>,
    /// Cells lit as guides under the pointer.
    guides: Vec<Element>,
}

impl Drawing {
    pub(super) fn cells(&self) -> impl Iterator<Item = (Cell, &Element)> {
        self.cells.iter().enumerate().map(|(c, el)| (c as Cell, el))
    }

    pub(super) fn piece(&self, cell: Cell) -> Option<&Drawn> {
        self.pieces.get(cell)
    }

    pub(super) fn pieces(&self) -> impl Iterator<Item = (Cell, &Drawn)> {
        self.pieces.iter()
    }

    /// Takes the piece elements where an animation leaves them, and those it takes off.
    pub(super) fn adopt(&mut self, pieces: CellMap<Drawn>, doomed: Vec<Element>) {
        self.pieces = pieces;
        self.doomed.extend(doomed);
    }
}

/// A piece element on the board.
pub(super) struct Drawn {
    pub(super) piece: Piece,
    pub(super) el: Element,
    /// Moved by an animation: its position and cell attributes need setting.
    pub(super) stale: bool,
}

/// Only the app's boards advise a newcomer (warnings, threats): the embedded boards' and
/// the editor's builds leave that drawing out.
use crate::board_state::ADVISES;

/// The cells a board drawn in slices draws in one task, at most (whole rows; the largest
/// board's 561 in sixteen slices). Parsing a hundred of its cells took a slowed phone
/// 27 ms, writing them as much again.
const CELLS_A_SLICE: usize = 50;

/// Only the embedded boards' build (its pages hold many boards) and online play's (a game's
/// page opens on its board) draw in slices: the other parts' builds leave that code out
/// (0.4 to 0.8 KiB gzipped each).
pub(super) const SLICES: bool = cfg!(any(feature = "embed", feature = "online"));

/// A board's first slice is one row ([`slice_end`] takes a whole row, however few cells it
/// is allowed): the code that draws cells runs for the first time then, and the browser
/// compiles it in that task (a page's first board held a phone's main thread for 55 to 95
/// ms when its first slice drew 100 cells too).
const ONE_ROW: usize = 1;

/// Where the slice of rows that starts at row `from` ends: whole rows, at least one, at
/// most `most` cells unless one row has more.
fn slice_end(rows: &[Vec<Cell>], from: usize, most: usize) -> usize {
    let (mut to, mut cells) = (from, 0);
    while to < rows.len() && (to == from || cells + rows[to].len() <= most) {
        cells += rows[to].len();
        to += 1;
    }
    to
}

/// Draws at once the rows of `board` still to draw: what input does first.
pub(super) fn finish_drawing(board: &super::BoardRef) {
    if SLICES {
        board.borrow_mut().draw_more(true);
    }
}

impl Board {
    /// Finds each cell's element, in document order: the grid's rows (reading 561 indices
    /// back costs as much again as drawing them).
    pub(super) fn index_cells(&mut self) {
        self.drawing.hits =
            node_elements(self.svg.query_selector_all(".hits [data-cell-index]").expect("a valid selector")).collect();
        let mut cells = vec![None; self.state.data().cell_count];
        let drawn = node_elements(self.svg.query_selector_all(".cells [data-cell-index]").expect("a valid selector"));
        for (&cell, el) in self.grid.rows().iter().flatten().zip(drawn) {
            if let Some(slot) = cells.get_mut(cell as usize) {
                *slot = Some(el);
            }
        }
        self.drawing.cells = cells.into_iter().map(|c| c.expect("the view draws every cell")).collect();
    }

    /// Draws the board's cells for the current layout, then the pieces and marks. A board
    /// drawn in slices draws its first rows and the pieces now, the other rows later.
    pub(super) fn build(&mut self) {
        self.build_cells();
        self.redraw();
    }

    /// [`Board::build`] but the pieces and marks.
    fn build_cells(&mut self) {
        let first = std::mem::replace(&mut self.unbuilt, false);
        // Slices still to come drew an earlier layout (or this build's own, now running).
        self.rows_left = None;
        self.index_due = false;
        // Drawn once, at the end: the pieces' layer is emptied below.
        self.stop_animation();
        let data = self.state.data();
        // A new layout takes a new view (its plan, for the largest board, costs a phone
        // milliseconds: the first build keeps the one the board was made with).
        if self.view.geometry().layout != self.layout {
            self.view = view::for_game(data.game, data.shape, self.layout).expect("a view for a shown game");
        }
        for layer in [&self.cells, &self.hits, &self.pieces] {
            dom::clear(layer);
        }
        self.drawing.pieces.clear();
        self.grid = Grid::new(self.view.geometry(), self.state.data().cell_count);
        let rows = self.grid.rows().len();
        let now = if SLICES && self.sliced { slice_end(self.grid.rows(), 0, ONE_ROW) } else { rows };
        self.view.draw_under(&self.cells);
        self.draw_rows(0, now);
        let left = now < rows;
        let hits = self.view.draw_hits(&self.hits);
        self.pieces.set_attribute("pointer-events", if hits { "none" } else { "auto" }).ok();
        self.lay_out_frame();
        // The slices replace any still to come for an earlier layout; until their last,
        // the cells' index is that layout's (elements gone: marks on them go unseen).
        if SLICES && left {
            self.root.set_attribute("data-drawn", "false").ok();
            self.draw_later(now);
        } else if SLICES && self.sliced && first {
            // Every cell is in: their index and labels come with the pieces, the next slice.
            self.index_due = true;
        } else {
            self.all_drawn();
        }
        self.apply_zoom();
    }

    /// The pieces of a board drawn in slices (and its marks, if every row is in), after the
    /// cells' index if its first build left it to them.
    fn draw_pieces(&mut self) {
        if std::mem::take(&mut self.index_due) {
            self.all_drawn();
        }
        self.redraw();
    }

    /// Draws the grid's rows `from..to`.
    fn draw_rows(&self, from: usize, to: usize) {
        let board_id = self.root.get_attribute("id").unwrap_or_default();
        let rows = self.grid.rows().get(from..to).unwrap_or_default();
        let grid = CellGrid { rows, board_id: &board_id, name: &|cell| self.cell_name(cell) };
        grid.draw_rows(&self.cells, &*self.view.cell_markup());
    }

    /// The next slice of rows, from `row`, in a task of its own.
    fn draw_later(&mut self, row: usize) {
        let me = self.me.clone();
        let next = dom::Timer::after(
            0,
            Box::new(move || {
                if let Some(board) = me.upgrade() {
                    board.borrow_mut().draw_more(false);
                }
            }),
        );
        self.rows_left = Some((row, next));
    }

    /// A board drawn in slices is built in a task after the one that made it, once
    /// [`Board::start_drawing`] is called: a page's first board runs much of its part's code
    /// for the first time, which the browser compiles then, and making its frame, its pieces
    /// and its first rows in one task held a phone's main thread long. Input builds it at
    /// once.
    pub(super) fn build_later(&mut self) {
        self.unbuilt = true;
        self.root.set_attribute("data-drawn", "false").ok();
        // Its frame takes the board's room now: nothing below it moves when it is built.
        self.lay_out_frame();
        self.apply_zoom();
        self.say_position();
    }

    /// Starts drawing a board made in slices, a slice a task from the next (once: a board
    /// built already, or on its way, is left as it is).
    pub(super) fn start_drawing(&mut self) {
        if SLICES && self.unbuilt && self.rows_left.is_none() {
            self.draw_later(0);
        }
    }

    /// The frame's layout (its near side, narrow or wide) and the whole board in view.
    fn lay_out_frame(&mut self) {
        self.root.set_attribute("data-flipped", if self.layout.flipped { "true" } else { "false" }).ok();
        self.root.set_attribute("data-narrow", if self.layout.narrow { "true" } else { "false" }).ok();
        self.zoom.reset();
    }

    /// Draws the next slice of a board drawn in slices (the first builds it), or all that
    /// is left. Once every cell is in, the labels, the cells' index and the marks are a
    /// slice of their own.
    fn draw_more(&mut self, all: bool) {
        if self.unbuilt {
            self.build_cells();
            if !all {
                // The pieces are the next slice, the marks the last: with the cells, a first build
                // held a phone's main thread long.
                self.pieces_due = true;
                self.root.set_attribute("data-drawn", "false").ok();
                if self.rows_left.is_none() {
                    self.draw_later(self.grid.rows().len());
                }
                return;
            }
            self.draw_pieces();
        }
        if std::mem::take(&mut self.pieces_due) {
            self.draw_pieces();
            // A slice for the rows left, if any (all the rows may have been the first slice).
            match self.rows_left.take().filter(|&(row, _)| row < self.grid.rows().len()) {
                Some((row, _)) if !all => return self.draw_later(row),
                Some(left) => self.rows_left = Some(left),
                None => {
                    self.root.set_attribute("data-drawn", "true").ok();
                    return;
                }
            }
        }
        let Some((row, _)) = self.rows_left.take() else { return };
        let rows = self.grid.rows().len();
        if row < rows {
            let to = if all { rows } else { slice_end(self.grid.rows(), row, CELLS_A_SLICE) };
            self.draw_rows(row, to);
            if !all {
                self.draw_later(to);
                return;
            }
        }
        self.all_drawn();
        self.redraw();
    }

    /// Every cell is drawn: the labels, the cells' index, the region.
    fn all_drawn(&mut self) {
        self.view.draw_after_rows(&self.cells);
        self.index_cells();
        self.place_region();
        if SLICES {
            self.root.set_attribute("data-drawn", "true").ok();
        }
    }

    pub(super) fn draw_focus(&self) {
        if let Ok(Some(old)) = self.svg.query_selector(".focus-ring") {
            old.remove();
        }
        let Some(cell) = self.state.focus else { return };
        let Some(el) = self.drawing.cells.get(cell as usize) else { return };
        el.clone().l10n_phrases(&self.cell_label(cell), ", ", "", Some("aria-label"));
        self.svg.set_attribute("aria-activedescendant", &el.id()).ok();
        let (x, y) = self.view.center(cell);
        let circle = |class: &str| {
            svg("circle").class(class).attr("cx", x).attr("cy", y).attr("r", self.view.piece_radius() * 1.3)
        };
        let ring = with_halo(circle("mark-halo"), circle("focus-line"));
        set_class(&ring, "focus-ring", true);
        ring.set_attribute("data-focus", &self.cell_name(cell)).ok();
        append(&self.options, &ring);
        self.root.set_attribute("data-focus", &self.cell_name(cell)).ok();
    }

    /// Starts carrying the piece on `cell` under the pointer.
    pub(super) fn lift(&mut self, cell: Cell) {
        if let Some(d) = self.drawing.pieces.get(cell) {
            set_class(&d.el, "dragging", true);
            d.el.set_attribute("pointer-events", "none").ok();
            dom::append(&self.pieces, &d.el);
        }
        self.root.set_attribute("data-dragging", "true").ok();
    }

    pub(super) fn carry(&self, (x, y): (f64, f64)) {
        if let Some(d) = self.state.selection().first().and_then(|&c| self.drawing.pieces.get(c)) {
            d.el.set_attribute("transform", &format!("{} scale(1.15)", dom::translate(x, y))).ok();
        }
    }

    /// Puts a carried piece back on its cell.
    pub(super) fn put_back(&mut self) {
        if let Some(&cell) = self.state.selection().first() {
            let (x, y) = self.view.center(cell);
            if let Some(d) = self.drawing.pieces.get(cell) {
                set_class(&d.el, "dragging", false);
                d.el.remove_attribute("pointer-events").ok();
                d.el.set_attribute("transform", &dom::translate(x, y)).ok();
            }
        }
        self.root.set_attribute("data-dragging", "false").ok();
        self.show_readout(None);
    }

    /// Names the cell under the pointer, and lights the lines through it on boards whose
    /// lines are hard to follow.
    pub(super) fn show_readout(&mut self, cell: Option<Cell>) {
        for el in self.drawing.guides.drain(..) {
            set_class(&el, "guide", false);
        }
        match cell {
            Some(cell) => {
                self.readout.set_text_content(Some(&self.cell_name(cell)));
                set_class(&self.readout, "show", true);
                // While a move is entered, only what the engine says is reachable is lit.
                let lines = if self.state.selection().is_empty() {
                    self.view.geometry().lines_through(cell)
                } else {
                    Vec::new()
                };
                for line_cell in lines {
                    if let Some(el) = self.drawing.cells.get(line_cell as usize) {
                        set_class(el, "guide", true);
                        self.drawing.guides.push(el.clone());
                    }
                }
            }
            None => set_class(&self.readout, "show", false),
        }
    }

    /// A cell's name in the game's notation.
    pub(super) fn cell_name(&self, cell: Cell) -> String {
        self.view.plan().cells.get(cell as usize).map(|c| c.name.clone()).unwrap_or_default()
    }

    /// Draws pieces and marks from the data given: the truth after any animation. A board
    /// not built yet only says its position: its build draws what it shows then.
    pub(super) fn redraw(&mut self) {
        if self.unbuilt {
            self.say_position();
            return;
        }
        clear(&self.effects);
        for el in self.drawing.doomed.drain(..) {
            el.remove();
        }
        let mut old = std::mem::take(&mut self.drawing.pieces);
        // The pieces to draw anew, written as one piece of markup and parsed at once: a
        // parse for each of a full board's pieces took 13 to 87 ms of a slowed phone's task.
        let (mut fresh, mut count) = (Markup::default(), 0);
        for &(cell, piece) in &self.state.data().pieces {
            match old.remove(cell) {
                // A piece an animation moved is drawn again where levels stack: its size
                // is its level's.
                Some(d) if d.piece == piece && !(d.stale && self.view.layered()) => {
                    if d.stale {
                        let (x, y) = self.view.center(cell);
                        d.el.set_attribute("transform", &dom::translate(x, y)).ok();
                        d.el.set_attribute("data-cell-index", &cell.to_string()).ok();
                        d.el.set_attribute("data-cell", &self.cell_name(cell)).ok();
                        d.el.remove_attribute("opacity").ok();
                    }
                    self.drawing.pieces.insert(cell, Drawn { stale: false, ..d });
                }
                other => {
                    if let Some(d) = other {
                        d.el.remove();
                    }
                    self.write_piece(&mut fresh, cell, piece);
                    count += 1;
                }
            }
        }
        if count > 0 {
            fresh.append_to(&self.pieces);
            // The new pieces are the layer's last elements, in the order written: the pieces
            // not drawn yet, in the data's order.
            let all = self.pieces.children();
            let mut next = all.length() - count;
            for &(cell, piece) in &self.state.data().pieces {
                if self.drawing.pieces.get(cell).is_none() {
                    let el = all.item(next).expect("a piece written");
                    self.drawing.pieces.insert(cell, Drawn { piece, el, stale: false });
                    next += 1;
                }
            }
        }
        for (_, d) in old.into_entries() {
            d.el.remove();
        }
        if !self.drawing.hits.is_empty() {
            // Cells stack in a view from above: a target takes clicks only while its cell
            // holds a piece or some move clicks it, so what lies under an empty cell is
            // still reachable.
            let mut active = vec![false; self.state.data().cell_count];
            for cell in self.drawing.pieces.cells() {
                active[cell as usize] = true;
            }
            for shape in self.state.move_shapes() {
                for &(cell, _) in &shape.clicks {
                    active[cell as usize] = true;
                }
            }
            for hit in &self.drawing.hits {
                let cell: usize = hit.get_attribute("data-cell-index").and_then(|v| v.parse().ok()).unwrap_or(0);
                hit.set_attribute("pointer-events", if active[cell] { "auto" } else { "none" }).ok();
            }
        }
        if self.view.layered() {
            // Re-appending in cell order stacks higher levels over lower ones.
            for cell in 0..self.state.data().cell_count as Cell {
                if let Some(d) = self.drawing.pieces.get(cell) {
                    append(&self.pieces, &d.el);
                }
            }
        }
        self.draw_reserves();
        // A board still drawing its rows marks its cells once they are all in (its last
        // slice redraws): marks now would light some cells of many and run the engine's
        // moves twice, in the slice of its pieces.
        if !self.rows_due() {
            self.draw_marks();
        }
        self.say_position();
    }

    /// Whether rows of the board are still to be drawn, in slices to come.
    fn rows_due(&self) -> bool {
        self.rows_left.as_ref().is_some_and(|&(row, _)| row < self.grid.rows().len())
    }

    /// The position shown, in the notes and the root's attributes.
    fn say_position(&self) {
        self.show_notices();
        self.root.set_attribute("data-animating", "false").ok();
        self.root.set_attribute("data-position", &self.state.data().position).ok();
        self.root.set_attribute("data-status", self.state.data().status).ok();
    }

    /// Each side's reserve as a pile of small stones with its count.
    fn draw_reserves(&self) {
        clear(&self.reserves);
        for side in Side::BOTH {
            let (Some((x, y)), Some(count)) = (self.view.reserve_anchor(side), self.state.data().reserve(side)) else {
                continue;
            };
            let name = side.name().to_ascii_lowercase();
            let pile = svg("g").class(&format!("reserve {name}")).attr("data-reserve", &name).attr("data-count", count);
            let pile_shape = self.view.pile(side);
            let r = if pile_shape == Pile::Triangle { 2.3 } else { 1.55 };
            let (mut row, mut in_row, mut row_size) = (0.0, 0, if pile_shape == Pile::Triangle { 5 } else { 15 });
            // As markup, one parse, as a piece's stone is written.
            let mut stones = Markup::default();
            for _ in 0..count {
                let px = x + (in_row as f64 - (row_size - 1) as f64 / 2.0) * 2.0 * r;
                let py = y - row * 1.75 * r;
                view::stone(&mut stones, "stone", r, side, &[("cx", &px.to_attr()), ("cy", &py.to_attr())]);
                in_row += 1;
                if in_row == row_size {
                    (row, in_row, row_size) = (row + 1.0, 0, (row_size - 1).max(1));
                }
            }
            stones.append_to(&pile);
            let label_y = match pile_shape {
                Pile::Triangle => y + 6.0,
                Pile::Row { count_above: true } => y - 4.3,
                Pile::Row { count_above: false } => y + 5.2,
            };
            let label = svg("text")
                .class("reserve-count")
                .attr("x", x)
                .attr("y", label_y)
                .attr("text-anchor", "middle")
                .l10n_count("reserve-count", count as i64);
            append(&pile, &label);
            append(&self.reserves, &pile);
        }
    }

    pub(super) fn piece_element(&self, cell: Cell, piece: Piece) -> Element {
        let mut out = Markup::default();
        self.write_piece(&mut out, cell, piece);
        out.into_element()
    }

    /// Writes the group of `piece` on `cell`, named by its cell (and its kind).
    fn write_piece(&self, out: &mut Markup, cell: Cell, piece: Piece) {
        let (index, name, kind) = (cell.to_string(), self.cell_name(cell), piece.kind.to_string());
        let more = [("data-cell-index", index.as_str()), ("data-cell", name.as_str()), ("data-kind", kind.as_str())];
        view::write_piece(self.view.as_ref(), out, piece, cell, &more[..if piece.kind != ' ' { 3 } else { 2 }]);
    }

    pub(super) fn cell_element(&self, cell: Cell) -> Option<Element> {
        self.drawing.cells.get(cell as usize).cloned()
    }

    /// Takes the marks off while pieces move.
    pub(super) fn hide_marks(&self) {
        clear(&self.marks);
        clear(&self.options);
    }

    pub(super) fn draw_marks(&self) {
        self.hide_marks();
        for class in ["lit", "check", "frontier", "last"] {
            let selector = format!(".cells .{class}");
            for el in self.svg.query_selector_all(&selector).ok().into_iter().flat_map(node_elements) {
                set_class(&el, class, false);
            }
        }
        for &(cell, note) in &self.state.data().cell_notes {
            if let Some(el) = self.cell_element(cell) {
                set_class(&el, if note == CellNote::Check { "check" } else { "frontier" }, true);
            }
            if note == CellNote::Check {
                let (x, y) = self.view.center(cell);
                // Over the piece too: check must be unmistakable.
                let ring = svg("circle")
                    .class("check-ring")
                    .attr("cx", x)
                    .attr("cy", y)
                    .attr("r", self.view.piece_radius() * 1.12)
                    .attr("data-check", self.cell_name(cell));
                append(&self.options, &ring);
                let glow = svg("circle")
                    .class("check-glow")
                    .attr("cx", x)
                    .attr("cy", y)
                    .attr("r", self.view.piece_radius() * 1.45)
                    .attr("fill", "url(#check-glow)");
                append(&self.marks, &glow);
            }
        }
        // The last move: where it came from and went to.
        if let Some((from, to)) = last_move(&self.state.data().last_events) {
            for (cell, class) in [(from, "last from"), (to, "last to")] {
                if from == to && class == "last from" {
                    continue;
                }
                if self.view.marks_cells() {
                    if let Some(el) = self.cell_element(cell) {
                        set_class(&el, "last", true);
                    }
                } else {
                    append(&self.marks, &self.square_mark(cell, class));
                }
            }
        }
        for (i, &cell) in self.state.selection().iter().enumerate() {
            let class = if i == 0 { "chosen piece" } else { "chosen" };
            append(&self.marks, &self.square_mark(cell, class));
        }
        // While the rest of a move is chosen, a ghost of the moving piece stands where it goes.
        if let Some(&(to, _)) = self.state.chosen_marks().iter().find(|(_, m)| *m == Mark::Target) {
            let mover = self.state.selection().first().and_then(|&c| self.drawing.pieces.get(c)).map(|d| d.piece);
            let piece = mover.unwrap_or(Piece { side: self.state.data().side_to_move, kind: ' ' });
            let ghost = self.piece_element(to, piece);
            ghost.set_attribute("class", "ghost").ok();
            append(&self.options, &ghost);
        }
        let r = self.view.piece_radius();
        let choices = if self.state.is_interactive() { self.state.next_clicks() } else { Vec::new() };
        // A move with a consequence for its mover is marked apart: red where it loses or
        // costs their own pieces, amber where it only warns (a repetition, a draw).
        let warnings = if ADVISES && !choices.is_empty() { self.state.next_click_warnings() } else { Vec::new() };
        for (cell, mark) in choices {
            let warned =
                warnings.iter().find(|(c, _)| *c == cell).map(|&(_, ask)| if ask { " danger" } else { " caution" });
            let (x, y) = self.view.center(cell);
            let (class, radius) = match mark {
                Mark::Target => ("option target", r * 0.42),
                Mark::Jump => ("option jump", r * 0.5),
                Mark::Push => ("option push", r * 1.1),
                Mark::Capture => ("option capture", r * 1.1),
                Mark::Victim => ("option victim", r * 1.15),
                Mark::Retreat => ("option retreat", r * 0.55),
                Mark::Remove => ("option remove", r * 1.15),
                Mark::Piece => ("option piece", r * 1.1),
            };
            let dot = svg("circle")
                .class(&format!("{class}{}", warned.unwrap_or_default()))
                .attr("cx", x)
                .attr("cy", y)
                .attr("r", radius)
                .attr("data-option", self.cell_name(cell));
            append(&self.options, &dot);
        }
        self.draw_arrow();
        if ADVISES {
            self.draw_threats();
        }
        self.draw_focus();
        self.root.set_attribute("data-selection", &self.state.selection().len().to_string()).ok();
    }

    /// The arrow of a suggested move: from its piece to where it goes (a ring where a
    /// move has no piece to move, such as a placement).
    fn draw_arrow(&self) {
        let Some(text) = &self.state.arrow else { return };
        let Some(shape) = self.state.move_shapes().iter().find(|s| &s.text == text) else { return };
        let Some(&(first, first_mark)) = shape.clicks.first() else { return };
        let to = shape
            .clicks
            .iter()
            .skip(1)
            .find(|(_, m)| matches!(m, Mark::Target | Mark::Capture | Mark::Jump | Mark::Push));
        let to = match (first_mark, to) {
            (Mark::Piece, Some(&(to, _))) => to,
            _ => first,
        };
        let el = self.arrow(first, to, "arrow", "url(#arrow-head)");
        el.set_attribute("data-arrow", text).ok();
        append(&self.options, &el);
    }

    /// An arrow of `class` from `from` to `to`, stopping short of the centre so the head
    /// sits on the cell; a ring where the two are one cell (a piece placed).
    fn arrow(&self, from: Cell, to: Cell, class: &str, head: &str) -> Element {
        let (x1, y1) = self.view.center(from);
        if from == to {
            return svg("circle").class(class).attr("cx", x1).attr("cy", y1).attr("r", self.view.piece_radius() * 0.8);
        }
        let (x2, y2) = self.view.center(to);
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = dx.hypot(dy).max(1e-6);
        let k = (len - self.view.piece_radius() * 0.6) / len;
        svg("line")
            .class(class)
            .attr("x1", x1)
            .attr("y1", y1)
            .attr("x2", x1 + dx * k)
            .attr("y2", y1 + dy * k)
            .attr("marker-end", head)
    }

    /// What the opponent threatens, as arrows of their own colour, when shown.
    fn draw_threats(&self) {
        for threat in self.state.threats() {
            let el = self.arrow(threat.from, threat.to, "threat", "url(#threat-head)");
            el.set_attribute("data-threat", &threat.text).ok();
            append(&self.options, &el);
        }
    }

    /// A short shake of a cell (and its piece) whose click selects nothing.
    pub(super) fn hint_nothing(&mut self, cell: Cell) {
        let mut els: Vec<Element> = self.cell_element(cell).into_iter().collect();
        els.extend(self.drawing.pieces.get(cell).map(|d| d.el.clone()));
        for el in &els {
            set_class(el, "nope", false);
            // Reading the layout restarts the CSS animation on a second click.
            let _ = el.get_bounding_client_rect();
            set_class(el, "nope", true);
        }
        let count = self.root.get_attribute("data-nope").and_then(|n| n.parse::<u32>().ok()).unwrap_or(0);
        self.root.set_attribute("data-nope", &(count + 1).to_string()).ok();
        let unshake = Box::new(move || {
            for el in &els {
                set_class(el, "nope", false);
            }
        });
        self.shake = Some(crate::web::dom::Timer::after(450, unshake));
    }

    /// A rounded square around a cell. Its light outline lies on a dark halo, so that one
    /// of the two stands out from any cell, light or dark (WCAG's 3:1 for marks).
    fn square_mark(&self, cell: Cell, class: &str) -> Element {
        let (x, y) = self.view.center(cell);
        let r = self.view.piece_radius() * 1.3;
        let square = |class: &str| {
            svg("rect")
                .class(class)
                .attr("x", x - r)
                .attr("y", y - r)
                .attr("width", 2.0 * r)
                .attr("height", 2.0 * r)
                .attr("rx", r * 0.25)
        };
        with_halo(square("mark-halo"), square(&format!("mark {class}")))
    }
}

/// A mark drawn over its dark halo, in one group.
pub(super) fn with_halo(halo: Element, mark: Element) -> Element {
    let g = svg("g");
    append(&g, &halo);
    append(&g, &mark);
    g
}

/// Where the moving piece of a move started and ended (the engine follows its way).
pub(super) fn last_move(events: &[Event]) -> Option<(Cell, Cell)> {
    crate::motion::last_move(events)
}
