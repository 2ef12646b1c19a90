//! Animation: each event a move reports becomes a step of tweens, played in order.

use super::render::Drawn;
use super::{notify, Board, BoardRef};
use crate::cell_map::CellMap;
use crate::game::{Cell, Event, Piece, Side};
use crate::motion::{Exit, Gait, Motion};
use crate::web::dom::{self, append, set_class};
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

// The frame's handle is an `unsigned long` (HTML), which web-sys reads as an i32: a
// handle past 2^31 (Playwright's clock hands out 10^12 and up) came back changed, its
// cancel missed, and the frame then called a closure already freed. Kept as a number.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = requestAnimationFrame)]
    fn request_animation_frame(callback: &js_sys::Function) -> f64;
    #[wasm_bindgen(js_name = cancelAnimationFrame)]
    fn cancel_animation_frame(handle: f64);
}

/// Milliseconds one event takes to animate.
const STEP_MS: f64 = 200.0;
/// Extra milliseconds per cell of a column retreat, so it visibly travels the column.
const COLUMN_CELL_MS: f64 = 90.0;

/// A running animation: steps still to play, and the one playing.
#[derive(Default)]
pub(super) struct Animation {
    queue: VecDeque<Step>,
    current: Option<(Step, f64)>,
    frame: Option<Closure<dyn FnMut(f64)>>,
    /// The frame asked for and not yet drawn: cancelled before `frame` can be freed.
    request: Option<f64>,
    running: bool,
}

impl Animation {
    pub(super) fn is_running(&self) -> bool {
        self.running
    }

    fn request_frame(&mut self) {
        if let (Some(frame), None) = (&self.frame, self.request) {
            self.request = Some(request_animation_frame(frame.as_ref().unchecked_ref()));
        }
    }

    fn cancel_frame(&mut self) {
        if let Some(id) = self.request.take() {
            cancel_animation_frame(id);
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
    motion: Look,
}

#[derive(Clone, Copy, PartialEq)]
enum Look {
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
    /// Turns a move's events into animation steps, resolving which element each event
    /// moves by replaying the events over the elements on the board (as
    /// [`crate::game::replay`] does over pieces).
    ///
    /// Returns the steps, the piece elements by cell once they have played, and the
    /// elements that leave the board.
    fn steps_for(&self, events: &[Event]) -> (Vec<Step>, CellMap<Drawn>, Vec<Element>) {
        let mut at: CellMap<Element> = self.drawing.pieces().map(|(c, d)| (c, d.el.clone())).collect();
        let mut piece_of: CellMap<Piece> = self.drawing.pieces().map(|(c, d)| (c, d.piece)).collect();
        let mut doomed = Vec::new();
        let mut tweened: Vec<Element> = Vec::new();
        let mut displaced: CellMap<Element> = CellMap::default();
        let center = |c: Cell| self.view.center(c);
        let mut steps: Vec<Step> = Vec::new();
        let step = |tweens: Vec<Tween>| Step { duration: STEP_MS, tweens, lit: Vec::new() };
        let mut previous: Option<Motion> = None;
        for motion in events.iter().filter_map(Event::motion) {
            match motion {
                Motion::Travel { from, to, gait, .. } => {
                    let Some(el) = at.remove(from) else { continue };
                    tweened.push(el.clone());
                    let piece = piece_of.remove(from).expect("a piece for each element");
                    if let Some(old) = at.insert(to, el.clone()) {
                        displaced.insert(to, old);
                    }
                    piece_of.insert(to, piece);
                    let tween = match gait {
                        Gait::Slide | Gait::Column => Look::Slide,
                        Gait::Drop => Look::Drop,
                        Gait::Hop => Look::Hop,
                        Gait::KnockBack => Look::KnockBack,
                    };
                    if gait == Gait::Column {
                        let cells = self.view.geometry().column_path(from, to);
                        let lit = cells.iter().filter_map(|&c| self.cell_element(c)).collect();
                        let path = cells.iter().map(|&c| center(c)).collect();
                        let duration = STEP_MS + COLUMN_CELL_MS * cells.len() as f64;
                        steps.push(Step { duration, tweens: vec![Tween { el, path, motion: tween }], lit });
                    } else {
                        steps.push(step(vec![Tween { el, path: vec![center(from), center(to)], motion: tween }]));
                    }
                }
                Motion::Leave { at: cell, exit, .. } => {
                    let gone = match displaced.remove(cell) {
                        Some(el) => Some(el),
                        None => at.remove(cell).inspect(|_| {
                            piece_of.remove(cell);
                        }),
                    };
                    if let Some(el) = gone {
                        doomed.push(el.clone());
                        let (x, y) = center(cell);
                        let tween = match exit {
                            Exit::Up => Tween { el, path: vec![(x, y)], motion: Look::Leave },
                            Exit::Off => {
                                // Off the edge, away from the board's middle.
                                let [vx, vy, vw, vh] = self.view.view_box();
                                let (dx, dy) = (x - (vx + vw / 2.0), y - (vy + vh / 2.0));
                                let len = (dx * dx + dy * dy).sqrt().max(1e-9);
                                let r = self.view.piece_radius() * 3.0;
                                let path = vec![(x, y), (x + dx / len * r, y + dy / len * r)];
                                Tween { el, path, motion: Look::Fall }
                            }
                            Exit::ToReserve => {
                                let side = piece_side(&el);
                                match self.view.reserve_anchor(side) {
                                    Some(anchor) => Tween { el, path: vec![(x, y), anchor], motion: Look::ToReserve },
                                    None => Tween { el, path: vec![(x, y)], motion: Look::Vanish },
                                }
                            }
                            Exit::Fade => Tween { el, path: vec![(x, y)], motion: Look::Vanish },
                        };
                        // Pieces leaving the same way in a row go together.
                        let joins = matches!(previous, Some(Motion::Leave { exit: prev, .. }) if prev == exit);
                        match steps.last_mut() {
                            Some(last) if joins => last.tweens.push(tween),
                            _ => steps.push(step(vec![tween])),
                        }
                    }
                }
                Motion::Arrive { at: cell, side } => {
                    let el = self.piece_element(cell, Piece { side, kind: ' ' });
                    el.set_attribute("opacity", "0").ok();
                    append(&self.pieces, &el);
                    let path = match self.view.reserve_anchor(side) {
                        Some(anchor) => vec![anchor, center(cell)],
                        None => vec![center(cell)],
                    };
                    steps.push(step(vec![Tween { el: el.clone(), path, motion: Look::Appear }]));
                    tweened.push(el.clone());
                    at.insert(cell, el);
                    piece_of.insert(cell, Piece { side, kind: ' ' });
                }
                Motion::Stand { at: cell, .. } => {
                    if let Some(el) = at.get(cell) {
                        tweened.push(el.clone());
                        let path = vec![center(cell)];
                        steps.push(step(vec![Tween { el: el.clone(), path, motion: Look::Shake }]));
                    }
                }
            }
            previous = Some(motion);
        }
        let drawn = at
            .into_entries()
            .map(|(cell, el)| {
                let stale = tweened.contains(&el);
                let piece = *piece_of.get(cell).expect("a piece for each element");
                (cell, Drawn { piece, el, stale })
            })
            .collect();
        (steps, drawn, doomed)
    }

    pub(super) fn finish_animation(&mut self) {
        self.stop_animation();
        self.redraw();
    }

    /// Ends any animation, leaving the drawing to the caller.
    pub(super) fn stop_animation(&mut self) {
        self.anim.cancel_frame();
        self.anim.queue.clear();
        self.anim.current = None;
        self.anim.running = false;
    }
}

/// Starts animating `events` (those of the position shown's last move); the board is
/// redrawn from the position when the last step ends.
pub(super) fn animate(board: &BoardRef, events: &[Event]) {
    let mut b = board.borrow_mut();
    b.show_notices();
    // The move, and all it did, in words for a screen reader.
    if b.state.data().plies() > 0 {
        b.announce_phrases(&b.state.data().last_phrases);
    }
    // A board not built yet draws the position when it is.
    if b.unbuilt {
        return;
    }
    let (steps, drawn, doomed) = b.steps_for(events);
    b.drawing.adopt(drawn, doomed);
    if steps.is_empty() || dom::prefers_reduced_motion() {
        b.finish_animation();
        return;
    }
    // Marks of the old position go away while pieces move.
    b.hide_marks();
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
                if matches!(tween.motion, Look::Leave | Look::Vanish | Look::Fall | Look::ToReserve) {
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
        notify(board, super::Change::Settled);
    }
}

/// sin(π·u), by Bhaskara's approximation (within 0.002): enough for a motion, and libm's
/// sine would cost 5 KiB of wasm.
fn sin_pi(u: f64) -> f64 {
    let u = u - 2.0 * (u / 2.0).floor();
    let (x, sign) = if u < 1.0 { (u, 1.0) } else { (u - 1.0, -1.0) };
    let p = x * (1.0 - x);
    sign * 16.0 * p / (5.0 - 4.0 * p)
}

/// Places a tween's element at time `t` of its step (0 … 1).
fn apply(tween: &Tween, t: f64) {
    let ease = |t: f64| 1.0 - (1.0 - t).powi(3);
    let (x, y) = match tween.motion {
        Look::KnockBack => {
            // An overshoot that settles: the stone is knocked, not walked.
            let c = 2.2;
            let k = 1.0 + (c + 1.0) * (t - 1.0).powi(3) + c * (t - 1.0).powi(2);
            along(&tween.path, k)
        }
        Look::Shake => {
            let (x, y) = tween.path[0];
            (x + sin_pi(t * 6.0) * 1.2 * (1.0 - t), y)
        }
        _ => along(&tween.path, ease(t)),
    };
    let arc = sin_pi(t);
    let (scale, opacity, lift) = match tween.motion {
        Look::Leave => (1.0 + 0.6 * t, 1.0 - t, -6.0 * t),
        Look::Vanish => (1.0 - 0.7 * t, 1.0 - t, 0.0),
        Look::Fall => (1.0 - 0.5 * t, 1.0 - t, 0.0),
        Look::ToReserve => (1.0 - 0.5 * ease(t), 1.0 - 0.8 * t * t, 0.0),
        Look::Hop => (1.0 + 0.25 * arc, 1.0, -4.0 * arc),
        Look::Drop => (1.0 - 0.12 * arc, 1.0, 0.0),
        Look::Appear => (0.6 + 0.4 * ease(t), t, 0.0),
        _ => (1.0, 1.0, 0.0),
    };
    tween
        .el
        .set_attribute("transform", &format!("{} scale({})", dom::translate(x, y + lift), dom::decimal(scale, 3)))
        .ok();
    if opacity < 1.0 || tween.motion == Look::Appear {
        tween.el.set_attribute("opacity", &dom::decimal(opacity, 3)).ok();
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
