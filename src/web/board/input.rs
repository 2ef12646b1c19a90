//! Pointer input on the board: clicks and taps, dragging a piece to its destination
//! (after 3 px, as chessground does), panning and pinching a zoomed board, and the name of
//! the cell under the pointer. What a click means is decided in `click` (mod.rs).

use super::{cancel, click, Board, BoardRef};
use crate::game::Cell;
use crate::web::dom;
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
    /// When a pointer was last pressed on the board (ms; never: `None`), and whether the
    /// board's focus came from the keyboard (then the arrow keys are the board's).
    pressed_at: Option<f64>,
    keyboard_focus: bool,
}

impl Pointers {
    /// Whether the board's focus came from the keyboard.
    pub(super) fn keyboard_focus(&self) -> bool {
        self.keyboard_focus
    }

    /// The board took the focus: from the keyboard, unless a pointer was just pressed on
    /// it. (Never pressed is not "pressed at 0 ms": a Tab in the page's first half second
    /// must reach the board.)
    pub(super) fn focused(&mut self) {
        self.keyboard_focus = self.pressed_at.is_none_or(|t| dom::now() - t > 500.0);
    }
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
    // A board drawn in slices is drawn whole before it takes a press or a click.
    bound.push(on(&svg, "pointerdown", |board, event| {
        super::render::finish_drawing(board);
        down(board, event);
    }));
    bound.push(on(&dom::document(), "pointermove", moved));
    bound.push(on(&dom::document(), "pointerup", up));
    bound.push(on(&dom::document(), "pointercancel", up));
    bound.push(on(&svg, "pointerleave", |board, _| board.borrow_mut().show_readout(None)));
    let weak = Rc::downgrade(board);
    bound.push(dom::on(&svg, "click", move |event| {
        let Some(board) = weak.upgrade() else { return };
        super::render::finish_drawing(&board);
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

/// The cell drawn at a screen point, whatever layer takes it, on the board `svg` (which may
/// stand in a shadow root: an embedded board's).
fn cell_at(svg: &Element, x: f64, y: f64) -> Option<Cell> {
    let el = match svg.get_root_node().dyn_into::<web_sys::ShadowRoot>() {
        Ok(shadow) => shadow.element_from_point(x as f32, y as f32),
        Err(_) => dom::document().element_from_point(x as f32, y as f32),
    }?;
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
        cell.filter(|&c| b.state.picks_up(c))
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
            // Where the pointer really is, inside a shadow root too (an embedded board's).
            let origin = event.composed_path().get(0).dyn_into::<Element>().ok();
            let cell = origin.as_ref().and(cell_at(&b.svg, at.0, at.1));
            let over_board =
                origin.is_some_and(|t| t.closest(".board-svg").ok().flatten().is_some_and(|svg| svg == b.svg));
            b.show_readout(if over_board { cell } else { None });
        }
        return;
    };
    let (start, last, gesture, cell) = (press.start, press.last, press.gesture, press.cell);
    let far = (at.0 - start.0).hypot(at.1 - start.1) >= DRAG_START;
    let gesture = match gesture {
        Gesture::Click
            if far
                && cell.is_some()
                && b.state.selection().len() == 1
                && b.state.selection().first() == cell.as_ref() =>
        {
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
            let under = cell_at(&b.svg, at.0, at.1);
            b.show_readout(under);
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
                let target = cell_at(&b.svg, event.client_x() as f64, event.client_y() as f64);
                let legal = target.filter(|&t| b.state.is_next_click(t));
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
    fn drop_press(&mut self) {
        if self.input.press.take().is_some_and(|p| p.gesture == Gesture::Drag) {
            self.put_back();
        }
    }
}
