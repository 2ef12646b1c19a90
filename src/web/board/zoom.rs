//! Zooming large boards by their viewBox: the page around the board never moves. The
//! buttons zoom about the point of interest (the piece being moved, else the last move,
//! else the pieces of the side to move); a pinch zooms about the fingers; a finger or the
//! mouse pans a zoomed board (input.rs).

use super::render::last_move;
use super::{Board, BoardRef};
use crate::embed_attrs::Region;
use crate::web::dom::{self, append, html, Build};
use crate::web::i18n::Localized;
use crate::web::view;
use std::rc::Rc;
use web_sys::Element;

/// One press of a zoom button: two presses make the largest board's cells 2.56 times their fitted size.
pub(super) const STEP: f64 = 1.6;
pub(super) const MAX: f64 = 5.0;

/// The part of the board shown: `scale` times the fitted size, centred on (`cx`, `cy`) in
/// viewBox units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Zoom {
    pub scale: f64,
    pub cx: f64,
    pub cy: f64,
}

impl Default for Zoom {
    fn default() -> Zoom {
        Zoom { scale: 1.0, cx: f64::NAN, cy: f64::NAN }
    }
}

impl Zoom {
    pub fn reset(&mut self) {
        *self = Zoom::default();
    }

    /// The viewBox showing this part of `full`, kept inside it.
    pub fn view_box(&self, full: [f64; 4]) -> [f64; 4] {
        let [x, y, w, h] = full;
        if self.scale <= 1.0 || self.cx.is_nan() {
            return full;
        }
        let (zw, zh) = (w / self.scale, h / self.scale);
        // max and min, not clamp: clamp's check formats floats, 20 KB of wasm.
        let zx = (self.cx - zw / 2.0).max(x).min(x + w - zw);
        let zy = (self.cy - zh / 2.0).max(y).min(y + h - zh);
        [zx, zy, zw, zh]
    }
}

impl Board {
    /// The whole of what the board shows: the board, or the region it is limited to.
    fn full_box(&self) -> [f64; 4] {
        self.region.as_ref().and_then(|r| r.1).unwrap_or(self.view.view_box())
    }

    /// Shows only a region of the board (`data-view`), the cells around it faded; `None`:
    /// the whole board.
    pub fn show_region(&mut self, region: Option<Region>) {
        self.region = region.map(|r| (r, None));
        self.place_region();
        self.zoom.reset();
        self.apply_zoom();
        self.root.set_attribute("data-region", if region.is_some() { "true" } else { "false" }).ok();
        // Drawn no larger than about 44 px a cell: a small region is not blown up.
        let width = self.full_box()[2] / self.view.piece_radius() * 20.0;
        let most = region.map(|_| format!("{}px", dom::decimal(width, 0)));
        dom::set_style(&self.svg, "max-width", most.as_deref());
    }

    /// Finds the region's cells and box in the current layout (once, not at every pan),
    /// and fades the cells outside it.
    pub(super) fn place_region(&mut self) {
        let count = self.state.data().cell_count;
        let cells = self.region.map(|(r, _)| view::region_cells(self.view.as_ref(), count, r));
        if let (Some(region), Some(cells)) = (self.region.as_mut(), &cells) {
            region.1 = view::region_box(self.view.as_ref(), cells);
        }
        // No region and none before it: nothing to mark (a call a cell otherwise).
        if cells.is_none() && self.svg.query_selector(".outside").ok().flatten().is_none() {
            return;
        }
        let drawn = self.drawing.cells().map(|(c, el)| (c, el.clone()));
        view::mark_outside(drawn, cells.as_deref());
    }

    pub(super) fn apply_zoom(&mut self) {
        let full = self.full_box();
        let [x, y, w, h] = self.zoom.view_box(full);
        self.svg.set_attribute("viewBox", &dom::numbers(&[x, y, w, h])).ok();
        self.root.set_attribute("data-zoom", &dom::decimal(self.zoom.scale.max(1.0), 2)).ok();
    }

    /// Zooms to `scale`, keeping the board point `(px, py)` where it is on the screen.
    pub(super) fn zoom_about(&mut self, scale: f64, (px, py): (f64, f64)) {
        let scale = scale.clamp(1.0, MAX);
        let [x, y, w, h] = self.zoom.view_box(self.full_box());
        // The point's place within the box, as a fraction, stays the same.
        let (fx, fy) = ((px - x) / w, (py - y) / h);
        let full = self.full_box();
        let (zw, zh) = (full[2] / scale, full[3] / scale);
        self.zoom = Zoom { scale, cx: px - fx * zw + zw / 2.0, cy: py - fy * zh + zh / 2.0 };
        self.apply_zoom();
    }

    /// Moves a zoomed board by `(dx, dy)` screen pixels.
    pub(super) fn pan(&mut self, dx: f64, dy: f64) {
        if self.zoom.scale <= 1.0 {
            return;
        }
        let per_unit = self.pixels_per_unit();
        // From where the box really is (kept inside the board), not where it was aimed.
        let [x, y, w, h] = self.zoom.view_box(self.full_box());
        self.zoom.cx = x + w / 2.0 - dx / per_unit;
        self.zoom.cy = y + h / 2.0 - dy / per_unit;
        self.apply_zoom();
    }

    /// Screen pixels per viewBox unit as drawn now.
    pub(super) fn pixels_per_unit(&self) -> f64 {
        let rect = self.svg.get_bounding_client_rect();
        let [_, _, w, h] = self.zoom.view_box(self.full_box());
        (rect.width() / w).min(rect.height() / h).max(1e-6)
    }

    /// The board point under the screen point `(x, y)`.
    pub(super) fn to_board(&self, x: f64, y: f64) -> (f64, f64) {
        view::screen_to_box(&self.svg, self.zoom.view_box(self.full_box()), (x, y))
    }

    /// Where a zoom button zooms: what the player is looking at.
    fn point_of_interest(&self) -> (f64, f64) {
        if self.zoom.scale > 1.0 && self.state.selection().is_empty() && !self.zoom.cx.is_nan() {
            return (self.zoom.cx, self.zoom.cy);
        }
        let data = self.state.data();
        let cells: Vec<_> = match (self.state.selection().first(), last_move(&data.last_events)) {
            (Some(&cell), _) => vec![cell],
            (None, Some((_, to))) => vec![to],
            (None, None) => data.pieces.iter().filter(|(_, p)| p.side == data.side_to_move).map(|(c, _)| *c).collect(),
        };
        if cells.is_empty() {
            let [x, y, w, h] = self.full_box();
            return (x + w / 2.0, y + h / 2.0);
        }
        let n = cells.len() as f64;
        let (sx, sy) = cells.iter().map(|&c| self.view.center(c)).fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
        (sx / n, sy / n)
    }
}

/// The zoom buttons of a large board.
pub(super) fn controls(board: &BoardRef, bound: &mut Vec<dom::Listener>) -> Element {
    let bar = html("div").class("zoom").attr("role", "group").l10n("zoom");
    for (label, title, factor) in [("−", "zoom-out", 1.0 / STEP), ("+", "zoom-in", STEP), ("⤢", "zoom-fit", 0.0)] {
        let button = html("button").attr("type", "button").text(label).l10n(title);
        let weak = Rc::downgrade(board);
        bound.push(dom::on(&button, "click", move |_| {
            let Some(board) = weak.upgrade() else { return };
            let mut b = board.borrow_mut();
            if factor == 0.0 {
                b.zoom.reset();
                b.apply_zoom();
            } else {
                // Centred on what the player looks at, so the first step opens on the pieces.
                let (cx, cy) = b.point_of_interest();
                b.zoom = Zoom { scale: (b.zoom.scale * factor).clamp(1.0, MAX), cx, cy };
                b.apply_zoom();
            }
        }));
        append(&bar, &button);
    }
    bar
}
