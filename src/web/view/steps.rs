//! A stepped square pyramid seen from above, its special fields engraved. Each tier is a raised
//! plateau, lighter than the one below and casting a shadow, so the rings read as steps.
//! Flipped, it is turned half round, so the player of Black has their side near.

use super::{draw_labels, Plan, View};
use crate::board_state::geometry::Geometry;
use crate::drawing::{STEP_RISE as RISE, UNIT};
use crate::game::Cell;
use crate::web::dom::{self, append, svg, Build};
use web_sys::Element;

pub struct Steps(pub Geometry, pub Plan);

/// The top-left corner of the square of fields from `lo` to `hi` on both axes of a board
/// `size` fields wide, raised.
fn plateau(size: u8, lo: u8, hi: u8, level: u8) -> (f64, f64, f64) {
    let width = (hi - lo + 1) as f64 * UNIT;
    (lo as f64 * UNIT, (size - 1 - hi) as f64 * UNIT - level as f64 * RISE, width)
}

impl View for Steps {
    fn view_box(&self) -> [f64; 4] {
        let (w, h) = self.1.extent;
        [-7.0, -8.0, w + 12.0, h + 15.0]
    }

    fn geometry(&self) -> Geometry {
        self.0
    }
    fn plan(&self) -> &Plan {
        &self.1
    }

    fn draw_board(&self, layer: &Element) {
        // Tiers from the base up, each with its step's side and shadow, then the cap.
        let fields = (self.1.extent.0 / UNIT).round() as u8;
        let cap = self.1.cells.iter().map(|c| c.level).max().unwrap_or(0) + 1;
        for level in 0..=cap {
            let (x, y, size) = plateau(fields, level, fields - 1 - level, level);
            let rx = if level == cap { size / 2.0 } else { 1.0 };
            // The step's shadow, its side, its top.
            let parts = [
                ("step-shadow".to_string(), 1.2, RISE + 1.2),
                (format!("step-side tier{level}"), 0.0, RISE),
                (format!("step tier{level}"), 0.0, 0.0),
            ];
            for (class, dx, dy) in parts {
                let el = svg("rect")
                    .class(&class)
                    .attr("x", x + dx)
                    .attr("y", y + dy)
                    .attr("width", size)
                    .attr("height", size)
                    .attr("rx", rx)
                    .attr("pointer-events", "none");
                append(layer, &el);
            }
        }
        for (cell, planned) in self.1.cells.iter().enumerate() {
            let (cx, cy) = self.center(cell as Cell);
            let field = svg("rect")
                .class(&format!("cell field tier{}", planned.level))
                .attr("x", cx - UNIT / 2.0 + 0.35)
                .attr("y", cy - UNIT / 2.0 + 0.35)
                .attr("width", UNIT - 0.7)
                .attr("height", UNIT - 0.7)
                .attr("rx", 0.8)
                .attr("data-cell-index", cell)
                .attr("data-cell", &planned.name);
            append(layer, &field);
            if planned.special {
                // Engraved: a sunken diamond, dark above and light below.
                let r = UNIT * 0.3;
                let (start, r) = (dom::numbers(&[cx, cy - r]), dom::decimal(r, 3));
                let d = format!("M{start}l{r} {r}l-{r} {r}l-{r} -{r}z");
                append(layer, &svg("path").class("victory").attr("d", d).attr("pointer-events", "none"));
            }
        }
        draw_labels(layer, &self.1);
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.36
    }

    fn has_sides(&self) -> bool {
        true
    }

    fn legend(&self) -> Option<&'static str> {
        Some("legend-steps")
    }
}
