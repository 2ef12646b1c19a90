//! The board widget, the same for every game: it draws pieces over a shape's [`View`],
//! turns clicks into moves through the engine's move shapes, and animates each event a
//! move reports, in order. Like chessground, it knows no rule: the engine says which
//! clicks make a move.

use crate::game::{Cell, CellNote, Event, Mark, MoveShape, Piece, Removal, Side};
use crate::games::Session;
use crate::web::dom::{self, append, clear, html, set_class, svg, Build};
use crate::web::view::{self, View};
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// Milliseconds one event takes to animate.
const STEP_MS: f64 = 200.0;
/// Extra milliseconds per cell of a column retreat, so it visibly travels the column.
const COLUMN_CELL_MS: f64 = 90.0;

pub type BoardRef = Rc<RefCell<Board>>;

pub struct Board {
    session: Box<dyn Session>,
    view: Box<dyn View>,
    pub root: Element,
    svg: Element,
    marks: Element,
    /// Choices for the next click, drawn over the pieces.
    options: Element,
    reserves: Element,
    pieces: Element,
    effects: Element,
    notice: Element,
    /// The clicks of the move being entered.
    selection: Vec<Cell>,
    interactive: bool,
    anim: Animation,
    listeners: Vec<Rc<dyn Fn()>>,
    /// The element drawn for each cell, by index (looked up once: boards have up to 561).
    cell_elements: Vec<Element>,
    /// Click targets above the pieces, by cell, on boards that have them.
    hit_elements: Vec<Element>,
    /// The piece elements on the board by cell, so a redraw touches only what changed.
    drawn: HashMap<Cell, Drawn>,
    /// Elements of pieces that left the board during an animation still running.
    doomed: Vec<Element>,
}

/// A piece element on the board.
struct Drawn {
    piece: Piece,
    el: Element,
    /// Moved by an animation: its position and cell attributes need setting.
    stale: bool,
}

/// A running animation: steps still to play, and the one playing.
#[derive(Default)]
struct Animation {
    queue: VecDeque<Step>,
    current: Option<(Step, f64)>,
    frame: Option<Closure<dyn FnMut(f64)>>,
    /// The frame asked for and not yet drawn: cancelled before `frame` can be freed.
    request: Option<i32>,
    running: bool,
}

impl Animation {
    fn request_frame(&mut self) {
        if let (Some(frame), None) = (&self.frame, self.request) {
            self.request = dom::window().request_animation_frame(frame.as_ref().unchecked_ref()).ok();
        }
    }

    fn cancel_frame(&mut self) {
        if let Some(id) = self.request.take() {
            dom::window().cancel_animation_frame(id).ok();
        }
    }
}

impl Drop for Animation {
    fn drop(&mut self) {
        self.cancel_frame();
    }
}

struct Step {
    duration: f64,
    tweens: Vec<Tween>,
    /// Cells lit while the step plays (a column's path).
    lit: Vec<Element>,
}

struct Tween {
    el: Element,
    path: Vec<(f64, f64)>,
    motion: Motion,
}

#[derive(Clone, Copy, PartialEq)]
enum Motion {
    Slide,
    /// Knocked back: overshoots a little and settles.
    KnockBack,
    /// Rises and fades away (leaving at the top).
    Leave,
    /// Shrinks and fades (taken off the board).
    Vanish,
    Appear,
    /// Shakes in place (an attacked stone that cannot retreat).
    Shake,
    /// Steps down a level: dips as it lands.
    Drop,
    /// Jumps up a level: an arc.
    Hop,
    /// Slides off the board and fades.
    Fall,
    /// Goes back to its owner's reserve pile.
    ToReserve,
}

impl Board {
    /// Creates a board for `session` inside a new element; call [`Board::mount`] next.
    pub fn new(session: Box<dyn Session>, interactive: bool) -> BoardRef {
        let view = view::for_shape(session.shape()).expect("only games with a view are shown (view::can_show)");
        let [x, y, w, h] = view.view_box();
        let root = html("div").class("pyramid-board").attr("data-game", session.name());
        let svg_el = svg("svg")
            .attr("viewBox", format!("{x} {y} {w} {h}"))
            .attr("role", "img")
            .attr("aria-label", format!("{} board", session.title()))
            .class("board-svg");
        let cells = svg("g").class("cells");
        let reserves = svg("g").class("reserves").attr("pointer-events", "none");
        let marks = svg("g").class("marks").attr("pointer-events", "none");
        let pieces = svg("g").class("pieces");
        let options = svg("g").class("marks options").attr("pointer-events", "none");
        let hits = svg("g").class("hits");
        let effects = svg("g").class("effects").attr("pointer-events", "none");
        view.draw_board(&cells);
        if view.draw_hits(&hits) {
            pieces.set_attribute("pointer-events", "none").ok();
        }
        append(&svg_el, &defs());
        for layer in [&cells, &reserves, &marks, &pieces, &options, &hits, &effects] {
            append(&svg_el, layer);
        }
        let notice = html("div").class("board-notice").attr("aria-live", "polite");
        let scroll = html("div").class("board-scroll");
        append(&scroll, &svg_el);
        append(&root, &scroll);
        append(&root, &notice);
        if view.zoomable() {
            append(&root, &zoom_controls(&svg_el));
        }
        if let Some(text) = view.legend() {
            append(&root, &html("p").class("board-legend").text(text));
        }
        let board = Rc::new(RefCell::new(Board {
            session,
            view,
            root,
            svg: svg_el,
            marks,
            options,
            reserves,
            pieces,
            effects,
            notice,
            selection: Vec::new(),
            interactive,
            anim: Animation::default(),
            listeners: Vec::new(),
            cell_elements: Vec::new(),
            hit_elements: Vec::new(),
            drawn: HashMap::new(),
            doomed: Vec::new(),
        }));
        board.borrow_mut().index_cells();
        board.borrow_mut().redraw();
        let weak = Rc::downgrade(&board);
        let svg_target = board.borrow().svg.clone();
        dom::on(&svg_target, "click", move |event| {
            if let (Some(board), Some(cell)) = (weak.upgrade(), dom::cell_of(&event)) {
                click(&board, cell);
            } else if let Some(board) = weak.upgrade() {
                cancel(&board);
            }
        });
        board
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
        self.session.move_shapes().into_iter().filter(|s| s.clicks.is_empty()).map(|s| s.text).collect()
    }

    /// A move that the clicks so far complete while longer ones remain (Pyraos's
    /// "done"), if any.
    pub fn complete_move(&self) -> Option<String> {
        if self.selection.is_empty() {
            return None;
        }
        self.candidates().into_iter().find(|s| s.clicks.len() == self.selection.len()).map(|s| s.text)
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

    fn candidates(&self) -> Vec<MoveShape> {
        self.session
            .move_shapes()
            .into_iter()
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
        next.sort_by_key(|(c, _)| *c);
        next.dedup_by_key(|(c, _)| *c);
        next
    }

    /// Starts another game of the same game on this board (new game, loaded position).
    pub fn replace_session(&mut self, session: Box<dyn Session>) {
        assert_eq!(session.name(), self.session.name(), "a board plays one game; make a new board for another");
        self.finish_animation();
        self.session = session;
        self.selection.clear();
        self.redraw();
    }

    /// Draws pieces and marks from the session: the truth after any animation.
    fn redraw(&mut self) {
        clear(&self.effects);
        for el in self.doomed.drain(..) {
            el.remove();
        }
        let mut old = std::mem::take(&mut self.drawn);
        for (cell, piece) in self.session.pieces() {
            let entry = match old.remove(&cell) {
                Some(d) if d.piece == piece => {
                    if d.stale {
                        let (x, y) = self.view.center(cell);
                        d.el.set_attribute("transform", &format!("translate({x} {y})")).ok();
                        d.el.set_attribute("data-cell-index", &cell.to_string()).ok();
                        d.el.set_attribute("data-cell", &self.session.cell_name(cell)).ok();
                        d.el.remove_attribute("opacity").ok();
                    }
                    Drawn { stale: false, ..d }
                }
                other => {
                    if let Some(d) = other {
                        d.el.remove();
                    }
                    let el = self.piece_element(cell, piece);
                    append(&self.pieces, &el);
                    Drawn { piece, el, stale: false }
                }
            };
            self.drawn.insert(cell, entry);
        }
        for d in old.into_values() {
            d.el.remove();
        }
        if !self.hit_elements.is_empty() {
            // Cells stack in a view from above: a target takes clicks only while its cell
            // holds a piece or some move clicks it, so what lies under an empty cell is
            // still reachable.
            let mut active = vec![false; self.session.cell_count()];
            for cell in self.drawn.keys() {
                active[*cell as usize] = true;
            }
            for shape in self.session.move_shapes() {
                for (cell, _) in shape.clicks {
                    active[cell as usize] = true;
                }
            }
            for hit in &self.hit_elements {
                let cell: usize = hit.get_attribute("data-cell-index").and_then(|v| v.parse().ok()).unwrap_or(0);
                hit.set_attribute("pointer-events", if active[cell] { "auto" } else { "none" }).ok();
            }
        }
        if self.view.layered() {
            // Re-appending in cell order stacks higher levels over lower ones.
            let mut cells: Vec<&Cell> = self.drawn.keys().collect();
            cells.sort();
            for cell in cells {
                append(&self.pieces, &self.drawn[cell].el);
            }
        }
        self.draw_reserves();
        self.draw_marks();
        self.root.set_attribute("data-animating", "false").ok();
        self.root.set_attribute("data-position", &self.session.position()).ok();
        self.root.set_attribute("data-status", self.session.status()).ok();
    }

    /// Each side's reserve as a pile of small stones with its count.
    fn draw_reserves(&self) {
        clear(&self.reserves);
        for side in Side::BOTH {
            let (Some((x, y)), Some(count)) = (self.view.reserve_anchor(side), self.session.reserve(side)) else {
                continue;
            };
            let name = side.name().to_lowercase();
            let pile = svg("g").class(&format!("reserve {name}")).attr("data-reserve", &name).attr("data-count", count);
            let r = 2.3;
            let (mut row, mut in_row, mut row_size) = (0.0, 0, 5);
            for _ in 0..count {
                let px = x + (in_row as f64 - (row_size - 1) as f64 / 2.0) * 2.0 * r;
                let py = y - row * 1.75 * r;
                let stone = svg("circle").class("stone").attr("cx", px).attr("cy", py).attr("r", r);
                append(&pile, &stone.attr("fill", format!("url(#stone-{name})")));
                in_row += 1;
                if in_row == row_size {
                    (row, in_row, row_size) = (row + 1.0, 0, (row_size - 1).max(1));
                }
            }
            let label = svg("text")
                .class("reserve-count")
                .attr("x", x)
                .attr("y", y + 6.0)
                .attr("text-anchor", "middle")
                .text(&format!("{count} in reserve"));
            append(&pile, &label);
            append(&self.reserves, &pile);
        }
    }

    fn piece_element(&self, cell: Cell, piece: Piece) -> Element {
        let (x, y) = self.view.center(cell);
        let side = match piece.side {
            Side::White => "white",
            Side::Black => "black",
        };
        let g = svg("g")
            .class(&format!("piece {side}"))
            .attr("transform", format!("translate({x} {y})"))
            .attr("data-cell-index", cell)
            .attr("data-cell", self.session.cell_name(cell));
        if piece.kind != ' ' {
            g.set_attribute("data-kind", &piece.kind.to_string()).ok();
        }
        self.view.draw_piece(&g, piece);
        g
    }

    fn cell_element(&self, cell: Cell) -> Option<Element> {
        self.cell_elements.get(cell as usize).cloned()
    }

    fn draw_marks(&self) {
        clear(&self.marks);
        clear(&self.options);
        for class in ["lit", "check", "frontier"] {
            let selector = format!(".cells .{class}");
            for el in self.svg.query_selector_all(&selector).ok().into_iter().flat_map(node_elements) {
                set_class(&el, class, false);
            }
        }
        for (cell, note) in self.session.cell_notes() {
            if let Some(el) = self.cell_element(cell) {
                set_class(&el, if note == CellNote::Check { "check" } else { "frontier" }, true);
            }
            if note == CellNote::Check {
                let (x, y) = self.view.center(cell);
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
        if let Some((from, to)) = last_move(self.session.last_events()) {
            for (cell, class) in [(from, "last from"), (to, "last to")] {
                append(&self.marks, &self.square_mark(cell, class));
            }
        }
        for (i, &cell) in self.selection.iter().enumerate() {
            let class = if i == 0 { "chosen piece" } else { "chosen" };
            append(&self.marks, &self.square_mark(cell, class));
        }
        // While the rest of a move is chosen, a ghost of the moving piece stands where it goes.
        if let Some(&(to, _)) = self.chosen_marks().iter().find(|(_, m)| *m == Mark::Target) {
            let mover = self.selection.first().and_then(|c| self.drawn.get(c)).map(|d| d.piece);
            let piece = mover.unwrap_or(Piece { side: self.session.side_to_move(), kind: ' ' });
            let ghost = self.piece_element(to, piece);
            ghost.set_attribute("class", "ghost").ok();
            append(&self.options, &ghost);
        }
        let r = self.view.piece_radius();
        for (cell, mark) in self.next_clicks() {
            let (x, y) = self.view.center(cell);
            let (class, radius) = match mark {
                Mark::Target => ("option target", r * 0.35),
                Mark::Jump => ("option jump", r * 0.5),
                Mark::Push => ("option push", r * 1.1),
                Mark::Capture => ("option capture", r * 1.1),
                Mark::Victim => ("option victim", r * 1.15),
                Mark::Retreat => ("option retreat", r * 0.55),
                Mark::Remove => ("option remove", r * 1.15),
                Mark::Piece => ("option piece", r * 1.1),
            };
            let dot = svg("circle")
                .class(class)
                .attr("cx", x)
                .attr("cy", y)
                .attr("r", radius)
                .attr("data-option", self.session.cell_name(cell));
            append(&self.options, &dot);
        }
        self.root.set_attribute("data-selection", &self.selection.len().to_string()).ok();
    }

    fn square_mark(&self, cell: Cell, class: &str) -> Element {
        let (x, y) = self.view.center(cell);
        let r = self.view.piece_radius() * 1.3;
        svg("rect")
            .class(&format!("mark {class}"))
            .attr("x", x - r)
            .attr("y", y - r)
            .attr("width", 2.0 * r)
            .attr("height", 2.0 * r)
            .attr("rx", r * 0.25)
    }

    fn show_notice(&self, text: &str, kind: &str) {
        self.notice.set_text_content(Some(text));
        self.notice.set_attribute("class", &format!("board-notice show {kind}")).ok();
        // Restart the CSS fade each time by replacing the node's class next frame.
        let notice = self.notice.clone();
        let hide = Closure::once_into_js(move || {
            notice.set_attribute("class", "board-notice").ok();
        });
        dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(hide.unchecked_ref(), 1400).ok();
    }

    /// Turns a move's events into animation steps, resolving which element each event
    /// moves by replaying the events over the elements on the board (as
    /// [`crate::game::replay`] does over pieces).
    ///
    /// Returns the steps, the piece elements by cell once they have played, and the
    /// elements that leave the board.
    fn steps_for(&self, events: &[Event]) -> (Vec<Step>, HashMap<Cell, Drawn>, Vec<Element>) {
        let mut at: HashMap<Cell, Element> = self.drawn.iter().map(|(c, d)| (*c, d.el.clone())).collect();
        let mut piece_of: HashMap<Cell, Piece> = self.drawn.iter().map(|(c, d)| (*c, d.piece)).collect();
        let mut doomed = Vec::new();
        let mut tweened: Vec<Element> = Vec::new();
        let mut displaced: HashMap<Cell, Element> = HashMap::new();
        let center = |c: Cell| self.view.center(c);
        let mut steps: Vec<Step> = Vec::new();
        let step = |tweens: Vec<Tween>| Step { duration: STEP_MS, tweens, lit: Vec::new() };
        let mut previous: Option<&Event> = None;
        for event in events {
            let moving = match *event {
                Event::Move { from, to, .. } | Event::Push { from, to, .. } => Some((from, to, Motion::Slide)),
                Event::Drop { from, to, .. } => Some((from, to, Motion::Drop)),
                Event::Jump { from, to, .. } => Some((from, to, Motion::Hop)),
                Event::ContactRetreat { from, to, .. } => Some((from, to, Motion::KnockBack)),
                Event::ColumnRetreat { from, to, .. } => Some((from, to, Motion::Slide)),
                _ => None,
            };
            if let Some((from, to, motion)) = moving {
                if let Some(el) = at.remove(&from) {
                    tweened.push(el.clone());
                    let piece = piece_of.remove(&from).expect("a piece for each element");
                    if let Some(old) = at.insert(to, el.clone()) {
                        displaced.insert(to, old);
                    }
                    piece_of.insert(to, piece);
                    if let Event::ColumnRetreat { .. } = event {
                        let cells = self.view.column_path(from, to);
                        let lit = cells.iter().filter_map(|&c| self.cell_element(c)).collect();
                        let path = cells.iter().map(|&c| center(c)).collect();
                        let duration = STEP_MS + COLUMN_CELL_MS * cells.len() as f64;
                        steps.push(Step { duration, tweens: vec![Tween { el, path, motion }], lit });
                    } else {
                        steps.push(step(vec![Tween { el, path: vec![center(from), center(to)], motion }]));
                    }
                }
            }
            match *event {
                Event::Removed { at: cell, why, .. } => {
                    let gone = match displaced.remove(&cell) {
                        Some(el) => Some(el),
                        None => at.remove(&cell).inspect(|_| {
                            piece_of.remove(&cell);
                        }),
                    };
                    if let Some(el) = gone {
                        doomed.push(el.clone());
                        let (x, y) = center(cell);
                        let tween = match why {
                            Removal::Top => Tween { el, path: vec![(x, y)], motion: Motion::Leave },
                            Removal::Fell => {
                                // Off the edge, away from the board's middle.
                                let [vx, vy, vw, vh] = self.view.view_box();
                                let (dx, dy) = (x - (vx + vw / 2.0), y - (vy + vh / 2.0));
                                let len = (dx * dx + dy * dy).sqrt().max(1e-9);
                                let r = self.view.piece_radius() * 3.0;
                                let path = vec![(x, y), (x + dx / len * r, y + dy / len * r)];
                                Tween { el, path, motion: Motion::Fall }
                            }
                            Removal::ToReserve => {
                                let side = piece_side(&el);
                                match self.view.reserve_anchor(side) {
                                    Some(anchor) => Tween { el, path: vec![(x, y), anchor], motion: Motion::ToReserve },
                                    None => Tween { el, path: vec![(x, y)], motion: Motion::Vanish },
                                }
                            }
                            _ => Tween { el, path: vec![(x, y)], motion: Motion::Vanish },
                        };
                        // Removals of one kind in a row (Osiris) happen together.
                        let joins = matches!(previous, Some(Event::Removed { why: prev, .. }) if *prev == why);
                        match steps.last_mut() {
                            Some(last) if joins => last.tweens.push(tween),
                            _ => steps.push(step(vec![tween])),
                        }
                    }
                }
                Event::Placed { at: cell, side } => {
                    let el = self.piece_element(cell, Piece { side, kind: ' ' });
                    el.set_attribute("opacity", "0").ok();
                    append(&self.pieces, &el);
                    let path = match self.view.reserve_anchor(side) {
                        Some(anchor) => vec![anchor, center(cell)],
                        None => vec![center(cell)],
                    };
                    steps.push(step(vec![Tween { el: el.clone(), path, motion: Motion::Appear }]));
                    tweened.push(el.clone());
                    at.insert(cell, el);
                    piece_of.insert(cell, Piece { side, kind: ' ' });
                }
                Event::ExtraMove { victim, .. } => {
                    if let Some(el) = at.get(&victim) {
                        tweened.push(el.clone());
                        let path = vec![center(victim)];
                        steps.push(step(vec![Tween { el: el.clone(), path, motion: Motion::Shake }]));
                    }
                }
                _ => {}
            }
            previous = Some(event);
        }
        let drawn = at
            .into_iter()
            .map(|(cell, el)| {
                let stale = tweened.contains(&el);
                (cell, Drawn { piece: piece_of[&cell], el, stale })
            })
            .collect();
        (steps, drawn, doomed)
    }

    fn notices_for(&self, events: &[Event]) {
        for event in events {
            match event {
                Event::ExtraMove { side, victim } => self.show_notice(
                    &format!("{} cannot retreat: {} moves again", self.session.cell_name(*victim), side.name()),
                    "extra",
                ),
                Event::Pass { side } => self.show_notice(&format!("{} cannot move and passes", side.name()), "pass"),
                Event::GameOver { end } => self.show_notice(&end.message(), "over"),
                _ => {}
            }
        }
    }

    fn finish_animation(&mut self) {
        self.anim.cancel_frame();
        self.anim.queue.clear();
        self.anim.current = None;
        self.anim.running = false;
        self.redraw();
    }
}

/// Starts animating `events` (already applied to the session); the board is redrawn from
/// the session when the last step ends.
fn animate(board: &BoardRef, events: &[Event]) {
    let mut b = board.borrow_mut();
    b.notices_for(events);
    let (steps, drawn, doomed) = b.steps_for(events);
    b.drawn = drawn;
    b.doomed.extend(doomed);
    if steps.is_empty() || dom::prefers_reduced_motion() {
        b.finish_animation();
        return;
    }
    // Marks of the old position go away while pieces move.
    clear(&b.marks);
    clear(&b.options);
    b.anim.queue.extend(steps);
    b.root.set_attribute("data-animating", "true").ok();
    if b.anim.running {
        return;
    }
    b.anim.running = true;
    let weak = Rc::downgrade(board);
    let frame = Closure::<dyn FnMut(f64)>::new(move |time: f64| {
        if let Some(board) = weak.upgrade() {
            tick(&board, time);
        }
    });
    b.anim.frame = Some(frame);
    b.anim.request_frame();
}

fn tick(board: &BoardRef, time: f64) {
    let done = {
        let mut b = board.borrow_mut();
        b.anim.request = None;
        if !b.anim.running {
            return;
        }
        loop {
            if b.anim.current.is_none() {
                match b.anim.queue.pop_front() {
                    Some(step) => {
                        for cell in &step.lit {
                            set_class(cell, "lit", true);
                        }
                        // What moves passes over what stands still.
                        for tween in &step.tweens {
                            append(&b.pieces, &tween.el);
                        }
                        b.anim.current = Some((step, time));
                    }
                    None => break,
                }
            }
            let (step, start) = b.anim.current.as_ref().expect("a current step");
            let t = ((time - start) / step.duration).clamp(0.0, 1.0);
            for tween in &step.tweens {
                apply(tween, t);
            }
            if t < 1.0 {
                break;
            }
            let (step, _) = b.anim.current.take().expect("a current step");
            for cell in &step.lit {
                set_class(cell, "lit", false);
            }
            for tween in &step.tweens {
                if matches!(tween.motion, Motion::Leave | Motion::Vanish | Motion::Fall | Motion::ToReserve) {
                    tween.el.remove();
                }
            }
        }
        let done = b.anim.current.is_none() && b.anim.queue.is_empty();
        if done {
            b.finish_animation();
        } else {
            b.anim.request_frame();
        }
        done
    };
    if done {
        notify(board);
    }
}

/// Places a tween's element at time `t` of its step (0 … 1).
fn apply(tween: &Tween, t: f64) {
    let ease = |t: f64| 1.0 - (1.0 - t).powi(3);
    let (x, y) = match tween.motion {
        Motion::KnockBack => {
            // An overshoot that settles: the stone is knocked, not walked.
            let c = 2.2;
            let k = 1.0 + (c + 1.0) * (t - 1.0).powi(3) + c * (t - 1.0).powi(2);
            along(&tween.path, k)
        }
        Motion::Shake => {
            let (x, y) = tween.path[0];
            (x + (t * 6.0 * std::f64::consts::PI).sin() * 1.2 * (1.0 - t), y)
        }
        _ => along(&tween.path, ease(t)),
    };
    let arc = (t * std::f64::consts::PI).sin();
    let (scale, opacity, lift) = match tween.motion {
        Motion::Leave => (1.0 + 0.6 * t, 1.0 - t, -6.0 * t),
        Motion::Vanish => (1.0 - 0.7 * t, 1.0 - t, 0.0),
        Motion::Fall => (1.0 - 0.5 * t, 1.0 - t, 0.0),
        Motion::ToReserve => (1.0 - 0.5 * ease(t), 1.0 - 0.8 * t * t, 0.0),
        Motion::Hop => (1.0 + 0.25 * arc, 1.0, -4.0 * arc),
        Motion::Drop => (1.0 - 0.12 * arc, 1.0, 0.0),
        Motion::Appear => (0.6 + 0.4 * ease(t), t, 0.0),
        _ => (1.0, 1.0, 0.0),
    };
    tween.el.set_attribute("transform", &format!("translate({x} {}) scale({scale})", y + lift)).ok();
    if opacity < 1.0 || tween.motion == Motion::Appear {
        tween.el.set_attribute("opacity", &opacity.to_string()).ok();
    }
}

/// The point at fraction `k` of a polyline (k may overshoot past the end).
fn along(path: &[(f64, f64)], k: f64) -> (f64, f64) {
    if path.len() == 1 {
        return path[0];
    }
    let segments = (path.len() - 1) as f64;
    let pos = (k * segments).max(0.0);
    let i = (pos.floor() as usize).min(path.len() - 2);
    let f = pos - i as f64;
    let (a, b) = (path[i], path[i + 1]);
    (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f)
}

fn piece_side(el: &Element) -> Side {
    if el.class_list().contains("black") {
        Side::Black
    } else {
        Side::White
    }
}

/// Where the moving piece of a move started and ended, following it through the
/// stretches, drops and jumps of its way.
fn last_move(events: &[Event]) -> Option<(Cell, Cell)> {
    let mut path = events.iter().filter_map(|e| match *e {
        Event::Move { from, to, .. } | Event::Drop { from, to, .. } | Event::Jump { from, to, .. } => Some((from, to)),
        _ => None,
    });
    let (start, mut end) = path.next()?;
    for (from, to) in path {
        if from == end {
            end = to;
        }
    }
    Some((start, end))
}

fn node_elements(list: web_sys::NodeList) -> impl Iterator<Item = Element> {
    (0..list.length()).filter_map(move |i| list.item(i)?.dyn_into::<Element>().ok())
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
            let starts = b.session.move_shapes().iter().any(|s| s.clicks.first().map(|c| c.0) == Some(cell));
            let reselect = b.selection.first() == Some(&cell);
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
        let events = b.session.play(text).map_err(|e| e.to_string())?;
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
        if b.session.undo() {
            while more(b.session.as_ref()) && b.session.undo() {}
        }
        b.redraw();
    }
    notify(board);
}

pub fn redo(board: &BoardRef) {
    let events = {
        let mut b = board.borrow_mut();
        b.finish_animation();
        b.selection.clear();
        b.session.redo()
    };
    if let Some(events) = events {
        animate(board, &events);
    }
    notify(board);
}

/// Replaces the game (new game, loaded position) and redraws.
pub fn reset(board: &BoardRef, session: Box<dyn Session>) {
    board.borrow_mut().replace_session(session);
    notify(board);
}

/// Buttons that widen the board inside its scrolling frame (pinch works on phones too).
fn zoom_controls(svg_el: &Element) -> Element {
    let bar = html("div").class("zoom").attr("role", "group").attr("aria-label", "Zoom");
    let zoom = Rc::new(std::cell::Cell::new(1.0f64));
    for (label, title, factor) in [("−", "Zoom out", 1.0 / 1.5), ("+", "Zoom in", 1.5), ("⤢", "Fit the board", 0.0)]
    {
        let button = html("button").attr("type", "button").attr("title", title).attr("aria-label", title).text(label);
        let (zoom, svg_el) = (zoom.clone(), svg_el.clone());
        dom::on(&button, "click", move |_| {
            let next = if factor == 0.0 { 1.0 } else { (zoom.get() * factor).clamp(1.0, 4.0) };
            zoom.set(next);
            let style = if next == 1.0 { String::new() } else { format!("width: {}%; max-height: none", next * 100.0) };
            svg_el.set_attribute("style", &style).ok();
            svg_el.set_attribute("data-zoom", &next.to_string()).ok();
        });
        append(&bar, &button);
    }
    bar
}

/// Gradients for the stones, shared by every piece of the board.
fn defs() -> Element {
    let defs = svg("defs");
    for (id, light, dark) in [("stone-white", "#ffffff", "#d9d0c1"), ("stone-black", "#5a5a5a", "#111111")] {
        let gradient = svg("radialGradient").attr("id", id).attr("cx", "0.35").attr("cy", "0.3").attr("r", "0.75");
        append(&gradient, &svg("stop").attr("offset", "0").attr("stop-color", light));
        append(&gradient, &svg("stop").attr("offset", "1").attr("stop-color", dark));
        append(&defs, &gradient);
    }
    let glow = svg("radialGradient").attr("id", "check-glow");
    append(&glow, &svg("stop").attr("offset", "0.5").attr("stop-color", "#ff2a1a").attr("stop-opacity", "0.9"));
    append(&glow, &svg("stop").attr("offset", "1").attr("stop-color", "#ff2a1a").attr("stop-opacity", "0"));
    append(&defs, &glow);
    defs
}
