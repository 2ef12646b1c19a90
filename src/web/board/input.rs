//! Pointer input on the board: clicks and taps, dragging a piece to its destination
//! (after 3 px, as chessground does), panning and pinching a zoomed board, and the name of
//! the cell under the pointer. What a click means is decided in `click` (mod.rs).

use super::{cancel, click, Board, BoardRef};
use crate::game::Cell;
use crate::web::dom::{self, set_class};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, PointerEvent};

/// How far a pointer moves before a press becomes a drag or a pan, in CSS pixels.
const DRAG_START: f64 = 3.0;

#[derive(Default)]
pub(super) struct Pointers {
    /// Pointers down on the board: id and screen position.
    down: Vec<(i32, f64, f64)>,
    press: Option<Press>,
    /// The zoom and the distance between two fingers when a pinch began.
    pinch: Option<(f64, f64)>,
    /// The click that ends this press was already acted on (or was a drag): ignore it.
    skip_click: bool,
    /// Cells lit as guides under the pointer.
    guides: Vec<Element>,
    /// When a pointer was last pressed on the board (ms; never: `None`), and whether the
    /// board's focus came from the keyboard (then the arrow keys are the board's).
    pub pressed_at: Option<f64>,
    pub keyboard_focus: bool,
}

struct Press {
    id: i32,
    start: (f64, f64),
    last: (f64, f64),
    cell: Option<Cell>,
    gesture: Gesture,
}

#[derive(Clone, Copy, PartialEq)]
enum Gesture {
    /// Not yet moved far enough to be anything but a click.
    Click,
    /// Carrying the selected piece.
    Drag,
    /// Moving a zoomed board.
    Pan,
}

/// Binds the board's pointer events. Moves and releases are heard on the document, so a
/// drag may leave the board and come back.
pub(super) fn listen(board: &BoardRef, bound: &mut Vec<dom::Listener>) {
    let svg = board.borrow().svg.clone();
    let on = |target: &web_sys::EventTarget, name: &'static str, handler: fn(&BoardRef, &PointerEvent)| {
        let weak = Rc::downgrade(board);
        dom::on(target, name, move |event| {
            if let (Some(board), Some(event)) = (weak.upgrade(), event.dyn_ref::<PointerEvent>()) {
                handler(&board, event);
            }
        })
    };
    bound.push(on(&svg, "pointerdown", down));
    bound.push(on(&dom::document(), "pointermove", moved));
    bound.push(on(&dom::document(), "pointerup", up));
    bound.push(on(&dom::document(), "pointercancel", up));
    bound.push(on(&svg, "pointerleave", |board, _| board.borrow_mut().show_readout(None)));
    let weak = Rc::downgrade(board);
    bound.push(dom::on(&svg, "click", move |event| {
        let Some(board) = weak.upgrade() else { return };
        if std::mem::take(&mut board.borrow_mut().input.skip_click) {
            return;
        }
        match dom::cell_of(&event) {
            Some(cell) => click(&board, cell),
            None => cancel(&board),
        }
    }));
    let weak = Rc::downgrade(board);
    bound.push(dom::on(&dom::window(), "resize", move |_| {
        if let Some(board) = weak.upgrade() {
            board.borrow_mut().fit_screen();
        }
    }));
}

/// The cell drawn at a screen point, whatever layer takes it.
fn cell_at(x: f64, y: f64) -> Option<Cell> {
    let el = dom::document().element_from_point(x as f32, y as f32)?;
    let cell = el.closest("[data-cell-index]").ok()??;
    cell.get_attribute("data-cell-index")?.parse().ok()
}

fn down(board: &BoardRef, event: &PointerEvent) {
    if event.button() != 0 {
        return;
    }
    let select = {
        let mut b = board.borrow_mut();
        let at = (event.client_x() as f64, event.client_y() as f64);
        b.input.skip_click = false;
        b.input.pressed_at = Some(dom::now());
        b.input.keyboard_focus = false;
        b.input.down.retain(|(id, _, _)| *id != event.pointer_id());
        b.input.down.push((event.pointer_id(), at.0, at.1));
        if b.input.down.len() == 2 {
            // A second finger: a pinch, not a move.
            b.drop_press();
            let distance = spread(&b.input.down);
            b.input.pinch = Some((b.zoom.scale, distance));
            return;
        }
        let cell = dom::cell_of(event);
        b.input.press = Some(Press { id: event.pointer_id(), start: at, last: at, cell, gesture: Gesture::Click });
        // A piece that can move is picked up at once, so it can be dragged; the click that
        // ends this press must not put it down again.
        cell.filter(|&c| b.picks_up(c))
    };
    if let Some(cell) = select {
        click(board, cell);
        board.borrow_mut().input.skip_click = true;
    }
}

fn moved(board: &BoardRef, event: &PointerEvent) {
    let mut b = board.borrow_mut();
    let at = (event.client_x() as f64, event.client_y() as f64);
    if let Some(slot) = b.input.down.iter_mut().find(|(id, _, _)| *id == event.pointer_id()) {
        (slot.1, slot.2) = at;
    }
    if let Some((scale, distance)) = b.input.pinch {
        if b.input.down.len() == 2 && distance > 0.0 {
            let (mx, my) = middle(&b.input.down);
            let point = b.to_board(mx, my);
            let scale = scale * spread(&b.input.down) / distance;
            b.zoom_about(scale, point);
        }
        return;
    }
    let Some(press) = b.input.press.as_ref().filter(|p| p.id == event.pointer_id()) else {
        // Hovering: name the cell under a mouse.
        if event.pointer_type() == "mouse" && event.buttons() == 0 {
            let cell = event.target().and_then(|t| t.dyn_into::<Element>().ok()).and(cell_at(at.0, at.1));
            let over_board = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .is_some_and(|t| t.closest(".board-svg").ok().flatten().is_some_and(|svg| svg == b.svg));
            b.show_readout(if over_board { cell } else { None });
        }
        return;
    };
    let (start, last, gesture, cell) = (press.start, press.last, press.gesture, press.cell);
    let far = (at.0 - start.0).hypot(at.1 - start.1) >= DRAG_START;
    let gesture = match gesture {
        Gesture::Click if far && cell.is_some() && b.selection.len() == 1 && b.selection.first() == cell.as_ref() => {
            b.lift(cell.expect("checked"));
            Gesture::Drag
        }
        Gesture::Click if far && b.zoom.scale > 1.0 => Gesture::Pan,
        other => other,
    };
    match gesture {
        Gesture::Drag => {
            let point = b.to_board(at.0, at.1);
            b.carry(point);
            b.show_readout(cell_at(at.0, at.1));
        }
        Gesture::Pan => b.pan(at.0 - last.0, at.1 - last.1),
        Gesture::Click => {}
    }
    if let Some(press) = b.input.press.as_mut() {
        press.gesture = gesture;
        press.last = at;
    }
}

fn up(board: &BoardRef, event: &PointerEvent) {
    let drop_on = {
        let mut b = board.borrow_mut();
        b.input.down.retain(|(id, _, _)| *id != event.pointer_id());
        if b.input.pinch.is_some() {
            if b.input.down.len() < 2 {
                b.input.pinch = None;
                b.input.skip_click = true;
            }
            return;
        }
        let Some(press) = b.input.press.take_if(|p| p.id == event.pointer_id()) else {
            return;
        };
        match press.gesture {
            Gesture::Click => return,
            Gesture::Pan => {
                b.input.skip_click = true;
                return;
            }
            Gesture::Drag => {
                b.input.skip_click = true;
                let target = cell_at(event.client_x() as f64, event.client_y() as f64);
                let legal = target.filter(|t| b.next_clicks().iter().any(|(c, _)| c == t));
                if legal.is_none() {
                    // An illegal drop: the piece goes back, still chosen.
                    b.put_back();
                }
                legal
            }
        }
    };
    if let Some(cell) = drop_on {
        board.borrow_mut().put_back();
        click(board, cell);
    }
}

/// The distance between the first two pointers.
fn spread(down: &[(i32, f64, f64)]) -> f64 {
    match down {
        [(_, ax, ay), (_, bx, by), ..] => (ax - bx).hypot(ay - by),
        _ => 0.0,
    }
}

fn middle(down: &[(i32, f64, f64)]) -> (f64, f64) {
    match down {
        [(_, ax, ay), (_, bx, by), ..] => ((ax + bx) / 2.0, (ay + by) / 2.0),
        _ => (0.0, 0.0),
    }
}

impl Board {
    /// Whether pressing `cell` picks up a piece: it starts a move and is neither the piece
    /// already chosen nor a choice of the move being entered.
    fn picks_up(&self, cell: Cell) -> bool {
        self.interactive
            && self.session.end().is_none()
            && self.drawn.contains(cell)
            && self.selection.first() != Some(&cell)
            && !self.next_clicks().iter().any(|(c, _)| *c == cell)
            && self.move_shapes().iter().any(|s| s.clicks.first().map(|c| c.0) == Some(cell))
    }

    fn drop_press(&mut self) {
        if self.input.press.take().is_some_and(|p| p.gesture == Gesture::Drag) {
            self.put_back();
        }
    }

    /// Starts carrying the piece on `cell` under the pointer.
    fn lift(&mut self, cell: Cell) {
        if let Some(d) = self.drawn.get(cell) {
            set_class(&d.el, "dragging", true);
            d.el.set_attribute("pointer-events", "none").ok();
            dom::append(&self.pieces, &d.el);
        }
        self.root.set_attribute("data-dragging", "true").ok();
    }

    fn carry(&self, (x, y): (f64, f64)) {
        if let Some(d) = self.selection.first().and_then(|&c| self.drawn.get(c)) {
            d.el.set_attribute("transform", &format!("{} scale(1.15)", dom::translate(x, y))).ok();
        }
    }

    /// Puts a carried piece back on its cell.
    fn put_back(&mut self) {
        if let Some(&cell) = self.selection.first() {
            let (x, y) = self.view.center(cell);
            if let Some(d) = self.drawn.get(cell) {
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
        for el in self.input.guides.drain(..) {
            set_class(&el, "guide", false);
        }
        match cell {
            Some(cell) => {
                self.readout.set_text_content(Some(&self.session.cell_name(cell)));
                set_class(&self.readout, "show", true);
                for line_cell in self.view.lines_through(cell) {
                    if let Some(el) = self.cell_elements.get(line_cell as usize) {
                        set_class(el, "guide", true);
                        self.input.guides.push(el.clone());
                    }
                }
            }
            None => set_class(&self.readout, "show", false),
        }
    }
}
