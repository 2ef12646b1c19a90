//! The board widget, the same for every game: it draws pieces over a shape's [`View`],
//! turns clicks into moves through the engine's move shapes, and animates each event a
//! move reports, in order. Like chessground, it knows no rule: the engine says which
//! clicks make a move.

mod anim;
mod input;
mod keys;
mod notice;
mod render;
mod zoom;

use crate::cell_map::CellMap;
use crate::embed_attrs::Region;
use crate::game::{Cell, Mark, MoveShape, Piece};
use crate::games::Session;
use crate::order;
use crate::web::dom::{self, append, html, svg, Build};

use crate::web::view::{self, Layout, View};
use anim::{animate, Animation};
use dom::node_elements;
use render::defs;
pub use render::{defs as picture_defs, picture};
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;
use web_sys::Element;

pub type BoardRef = Rc<RefCell<Board>>;

pub struct Board {
    session: Box<dyn Session>,
    view: Box<dyn View>,
    layout: Layout,
    pub root: Element,
    /// The box the SVG fills, with the notice, readout and zoom buttons over it.
    frame: Element,
    svg: Element,
    cells: Element,
    hits: Element,
    marks: Element,
    /// Choices for the next click, drawn over the pieces.
    options: Element,
    reserves: Element,
    pieces: Element,
    effects: Element,
    notice: Element,
    /// The name of the cell under the pointer.
    readout: Element,
    /// The clicks of the move being entered.
    selection: Vec<Cell>,
    /// A move drawn as an arrow (the computer's suggestion in analysis).
    arrow: Option<String>,
    /// The keyboard's cursor, once the board has had the focus.
    focus: Option<Cell>,
    /// The grid's rows of cells, top to bottom, and each cell's row.
    rows: Vec<Vec<Cell>>,
    row_of: Vec<usize>,
    /// The live region through which moves and descriptions are read out.
    speech: Element,
    interactive: bool,
    anim: Animation,
    zoom: zoom::Zoom,
    /// The `data-view` region the board is limited to, and its viewBox in this layout.
    region: Option<(Region, Option<[f64; 4]>)>,
    input: input::Pointers,
    listeners: Vec<Rc<dyn Fn()>>,
    /// The board's DOM listeners (the document's and the window's included), unbound when
    /// the board goes.
    bound: Vec<dom::Listener>,
    /// The element drawn for each cell, by index (looked up once: boards have up to 561).
    cell_elements: Vec<Element>,
    /// Click targets above the pieces, by cell, on boards that have them.
    hit_elements: Vec<Element>,
    /// The piece elements on the board by cell, so a redraw touches only what changed.
    drawn: CellMap<Drawn>,
    /// Elements of pieces that left the board during an animation still running.
    doomed: Vec<Element>,
    /// The legal moves of the position shown, as clicks: worked out once per position,
    /// since a click asks for them several times. Dropped by [`Board::session_mut`].
    shapes: OnceCell<Vec<MoveShape>>,
}

/// A piece element on the board.
struct Drawn {
    piece: Piece,
    el: Element,
    /// Moved by an animation: its position and cell attributes need setting.
    stale: bool,
}

/// Screens at most this wide get the boards' narrow layouts.
const NARROW: &str = "(max-width: 600px)";

impl Board {
    /// Creates a board for `session` inside a new element, ready to be put in a page.
    pub fn new(session: Box<dyn Session>, interactive: bool) -> BoardRef {
        let layout = Layout { flipped: false, narrow: dom::matches_media(NARROW) };
        let view = view::for_shape(session.shape(), layout).expect("only games with a view are shown (view::can_show)");
        let root = html("div").class("pyramid-board").attr("data-game", session.name());
        let id = keys::next_id();
        let root = root.attr("id", &id);
        let help = html("p").class("board-help visually-hidden").attr("id", format!("{id}-help")).text(keys::HELP);
        let svg_el = svg("svg")
            .attr("role", "grid")
            .attr("tabindex", "0")
            .attr("aria-label", format!("{} board", session.title()))
            .attr("aria-describedby", format!("{id}-help"))
            .class("board-svg");
        let speech = html("div").class("board-speech visually-hidden").attr("aria-live", "polite");
        let cells = svg("g").class("cells");
        let reserves = svg("g").class("reserves").attr("pointer-events", "none").attr("aria-hidden", "true");
        let marks = svg("g").class("marks").attr("pointer-events", "none").attr("aria-hidden", "true");
        // What stands on a cell is in its name: the drawing itself is not read.
        let pieces = svg("g").class("pieces").attr("aria-hidden", "true");
        let options = svg("g").class("marks options").attr("pointer-events", "none").attr("aria-hidden", "true");
        let hits = svg("g").class("hits").attr("aria-hidden", "true");
        let effects = svg("g").class("effects").attr("pointer-events", "none").attr("aria-hidden", "true");
        append(&svg_el, &defs());
        for layer in [&cells, &reserves, &marks, &pieces, &options, &hits, &effects] {
            append(&svg_el, layer);
        }
        let notice = html("div").class("board-notice").attr("aria-hidden", "true");
        let readout = html("div").class("board-readout").attr("aria-hidden", "true");
        let frame = html("div").class("board-frame");
        append(&frame, &svg_el);
        append(&frame, &notice);
        append(&frame, &readout);
        append(&root, &frame);
        append(&root, &help);
        append(&root, &speech);
        let frame = frame.clone();
        let board = Rc::new(RefCell::new(Board {
            session,
            view,
            layout,
            root,
            frame,
            svg: svg_el,
            cells,
            hits,
            marks,
            options,
            reserves,
            pieces,
            effects,
            notice,
            readout,
            selection: Vec::new(),
            arrow: None,
            focus: None,
            rows: Vec::new(),
            row_of: Vec::new(),
            speech,
            interactive,
            anim: Animation::default(),
            zoom: zoom::Zoom::default(),
            region: None,
            input: input::Pointers::default(),
            listeners: Vec::new(),
            bound: Vec::new(),
            cell_elements: Vec::new(),
            hit_elements: Vec::new(),
            drawn: CellMap::default(),
            doomed: Vec::new(),
            shapes: OnceCell::new(),
        }));
        board.borrow_mut().build();
        let mut bound = Vec::new();
        {
            let b = board.borrow();
            if b.view.zoomable() {
                append(&b.frame, &zoom::controls(&board, &mut bound));
            }
            if let Some(text) = b.view.legend() {
                append(&b.root, &html("p").class("board-legend").text(text));
            }
        }
        input::listen(&board, &mut bound);
        keys::listen(&board, &mut bound);
        board.borrow_mut().bound = bound;
        board
    }

    /// Draws the board's cells for the current layout, then the pieces and marks.
    fn build(&mut self) {
        self.finish_animation();
        self.view = view::for_shape(self.session.shape(), self.layout).expect("a view for a shown game");
        for layer in [&self.cells, &self.hits, &self.pieces] {
            dom::clear(layer);
        }
        self.drawn.clear();
        self.view.draw_board(&self.cells);
        let hits = self.view.draw_hits(&self.hits);
        self.pieces.set_attribute("pointer-events", if hits { "none" } else { "auto" }).ok();
        self.root.set_attribute("data-flipped", if self.layout.flipped { "true" } else { "false" }).ok();
        self.root.set_attribute("data-narrow", if self.layout.narrow { "true" } else { "false" }).ok();
        self.index_cells();
        self.build_grid();
        self.zoom.reset();
        self.place_region();
        self.apply_zoom();
        self.redraw();
    }

    pub fn is_flipped(&self) -> bool {
        self.layout.flipped
    }

    /// Turns the board for the player of Black (or back).
    pub fn set_flipped(&mut self, on: bool) {
        if self.layout.flipped != on {
            self.layout.flipped = on;
            self.build();
        }
    }

    /// Whether the board has a near side for each player (then Black's player sees it turned).
    pub fn has_sides(&self) -> bool {
        self.view.has_sides()
    }

    /// Redraws for a narrow or a wide screen when the window crossed the line.
    fn fit_screen(&mut self) {
        let narrow = dom::matches_media(NARROW);
        if self.layout.narrow != narrow {
            self.layout.narrow = narrow;
            self.build();
        }
    }

    fn index_cells(&mut self) {
        self.hit_elements =
            node_elements(self.svg.query_selector_all(".hits [data-cell-index]").expect("a valid selector")).collect();
        let mut cells = vec![None; self.session.cell_count()];
        let drawn = self.svg.query_selector_all(".cells [data-cell-index]").expect("a valid selector");
        for el in node_elements(drawn) {
            if let Some(i) = el.get_attribute("data-cell-index").and_then(|v| v.parse::<usize>().ok()) {
                if let Some(slot) = cells.get_mut(i) {
                    *slot = Some(el);
                }
            }
        }
        self.cell_elements = cells.into_iter().map(|c| c.expect("the view draws every cell")).collect();
    }

    pub fn session(&self) -> &dyn Session {
        self.session.as_ref()
    }

    /// The session, to change: every change of the game goes through here.
    fn session_mut(&mut self) -> &mut Box<dyn Session> {
        self.shapes.take();
        &mut self.session
    }

    fn move_shapes(&self) -> &[MoveShape] {
        self.shapes.get_or_init(|| self.session.move_shapes())
    }

    pub fn is_animating(&self) -> bool {
        self.anim.running
    }

    pub fn is_interactive(&self) -> bool {
        self.interactive
    }

    pub fn set_interactive(&mut self, on: bool) {
        self.interactive = on;
        self.root.set_attribute("data-interactive", if on { "true" } else { "false" }).ok();
        self.selection.clear();
        self.draw_marks();
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

    /// What the player is asked to click now.
    pub fn prompt(&self) -> Option<&'static str> {
        let next = self.next_clicks();
        let mark = next.first()?.1;
        Some(match mark {
            Mark::Victim => "Choose the stone to attack.",
            Mark::Retreat => "Choose where the attacked stone retreats.",
            Mark::Remove => "Choose a sphere to take back, or Done.",
            _ => return None,
        })
    }

    fn candidates(&self) -> Vec<&MoveShape> {
        self.move_shapes()
            .iter()
            .filter(|s| s.clicks.len() >= self.selection.len())
            .filter(|s| s.clicks.iter().zip(&self.selection).all(|((c, _), sel)| c == sel))
            .collect()
    }

    /// The clicks made so far with their meaning (from any move they begin).
    fn chosen_marks(&self) -> Vec<(Cell, Mark)> {
        let n = self.selection.len();
        self.candidates().into_iter().next().map(|s| s.clicks[..n].to_vec()).unwrap_or_default()
    }

    /// The cells that may be clicked next, with their meaning.
    fn next_clicks(&self) -> Vec<(Cell, Mark)> {
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

    /// Starts another game of the same game on this board (new game, loaded position).
    pub fn replace_session(&mut self, session: Box<dyn Session>) {
        assert_eq!(session.name(), self.session.name(), "a board plays one game; make a new board for another");
        self.finish_animation();
        *self.session_mut() = session;
        self.selection.clear();
        self.redraw();
    }
}

/// Calls the board's change listeners (status panels), outside any borrow of it.
fn notify(board: &BoardRef) {
    let listeners = board.borrow().listeners.clone();
    for listener in listeners {
        listener();
    }
}

pub fn on_change(board: &BoardRef, listener: impl Fn() + 'static) {
    board.borrow_mut().listeners.push(Rc::new(listener));
}

/// A click on a cell: extends the move being entered, starts a new one, or cancels.
pub fn click(board: &BoardRef, cell: Cell) {
    let played = {
        let mut b = board.borrow_mut();
        if b.anim.running {
            b.finish_animation();
        }
        if !b.interactive || b.session.end().is_some() {
            return;
        }
        let extends = b.next_clicks().iter().any(|(c, _)| *c == cell);
        if extends {
            b.selection.push(cell);
        } else {
            let starts = b.move_shapes().iter().any(|s| s.clicks.first().map(|c| c.0) == Some(cell));
            let reselect = b.selection.first() == Some(&cell);
            // A piece that cannot move (an enemy's, a blocked one) says so with a shake.
            if !starts && (b.drawn.contains(cell) || b.selection.is_empty()) {
                b.hint_nothing(cell);
            }
            b.selection.clear();
            if starts && !reselect {
                b.selection.push(cell);
            }
        }
        // Once the destination is chosen, fill in clicks every remaining move agrees on,
        // and play when one move is left. Choosing a piece never moves it, even when it
        // has a single move; a move of one click (a place) is played at once.
        loop {
            let candidates = b.candidates();
            let n = b.selection.len();
            let decided = n >= 2 || (n == 1 && candidates.iter().all(|s| s.clicks.len() == 1));
            // One move left (perhaps in several click orders): play it.
            if decided && !candidates.is_empty() && candidates.iter().all(|s| s.text == candidates[0].text) {
                break Some(candidates[0].text.clone());
            }
            if n < 2 || candidates.is_empty() || candidates.iter().any(|s| s.clicks.len() == n) {
                break None;
            }
            let next = candidates[0].clicks[n].0;
            if candidates.iter().all(|s| s.clicks[n].0 == next) {
                b.selection.push(next);
            } else {
                break None;
            }
        }
    };
    match played {
        Some(text) => {
            play(board, &text).ok();
        }
        None => {
            board.borrow().draw_marks();
            notify(board);
        }
    }
}

/// Drops the move being entered.
pub fn cancel(board: &BoardRef) {
    let had = {
        let mut b = board.borrow_mut();
        let had = !b.selection.is_empty();
        b.selection.clear();
        b.draw_marks();
        had
    };
    if had {
        notify(board);
    }
}

/// Plays a move given as text and animates it. On error the game is unchanged.
pub fn play(board: &BoardRef, text: &str) -> Result<(), String> {
    let events = {
        let mut b = board.borrow_mut();
        if b.anim.running {
            b.finish_animation();
        }
        let events = b.session_mut().play(text).map_err(|e| e.to_string())?;
        b.selection.clear();
        b.root.set_attribute("data-position", &b.session.position()).ok();
        b.root.set_attribute("data-status", b.session.status()).ok();
        events
    };
    animate(board, &events);
    notify(board);
    Ok(())
}

pub fn undo(board: &BoardRef) {
    undo_while(board, |_| false);
}

/// Takes back a move, then more while `more` holds of the position and moves remain;
/// listeners hear of the result once, not of each position on the way.
pub fn undo_while(board: &BoardRef, more: impl Fn(&dyn Session) -> bool) {
    {
        let mut b = board.borrow_mut();
        b.finish_animation();
        b.selection.clear();
        let before = b.session.history().len();
        if b.session_mut().undo() {
            while more(b.session.as_ref()) && b.session_mut().undo() {}
        }
        b.redraw();
        let taken = before - b.session.history().len();
        if taken > 0 {
            let text =
                format!("{} move{} taken back. {}.", taken, if taken == 1 { "" } else { "s" }, b.session.turn_text());
            b.announce(&text);
        }
    }
    notify(board);
}

pub fn redo(board: &BoardRef) {
    let events = {
        let mut b = board.borrow_mut();
        b.finish_animation();
        b.selection.clear();
        b.session_mut().redo()
    };
    if let Some(events) = events {
        animate(board, &events);
    }
    notify(board);
}

/// Puts `session` on the board in place of the one shown, which is handed back: how the
/// app shows an earlier position of a game and then the game again.
pub fn swap(board: &BoardRef, session: Box<dyn Session>) -> Box<dyn Session> {
    let old = swap_quietly(board, session);
    notify(board);
    old
}

/// [`swap`] without telling the listeners (call [`changed`] once ready).
pub fn swap_quietly(board: &BoardRef, session: Box<dyn Session>) -> Box<dyn Session> {
    let mut b = board.borrow_mut();
    b.finish_animation();
    b.selection.clear();
    let old = std::mem::replace(b.session_mut(), session);
    b.arrow = None;
    b.redraw();
    old
}

/// Draws `text`, a legal move of the position shown, as an arrow; `None` clears it.
pub fn show_arrow(board: &BoardRef, text: Option<&str>) {
    let mut b = board.borrow_mut();
    b.arrow = text.map(str::to_string);
    b.draw_marks();
}

/// Tells the board's listeners that it changed.
pub fn changed(board: &BoardRef) {
    notify(board);
}

/// Replaces the game (new game, loaded position) and redraws.
pub fn reset(board: &BoardRef, session: Box<dyn Session>) {
    board.borrow_mut().replace_session(session);
    notify(board);
}
