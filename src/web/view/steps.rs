//! A stepped square pyramid seen from above, its special fields engraved. Each tier is a raised
//! plateau, lighter than the one below and casting a shadow, so the rings read as steps.
//! Flipped, it is turned half round, so the player of Black has their side near.

use super::{CellMarkup, Plan, View};
use crate::board_state::geometry::Geometry;
use crate::drawing::{STEP_RISE as RISE, UNIT};
use crate::web::dom::{self, AttrValue, Markup};
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

    fn draw_under(&self, layer: &Element) {
        // Tiers from the base up, each with its step's side and shadow, then the cap.
        let fields = (self.1.extent.0 / UNIT).round() as u8;
        let cap = self.1.cells.iter().map(|c| c.level).max().unwrap_or(0) + 1;
        let mut out = Markup::default();
        for level in 0..=cap {
            let (x, y, size) = plateau(fields, level, fields - 1 - level, level);
            let (rx, size) = ((if level == cap { size / 2.0 } else { 1.0 }).to_attr(), size.to_attr());
            // The step's shadow, its side, its top.
            let parts = [
                ("step-shadow".to_string(), 1.2, RISE + 1.2),
                (format!("step-side tier{level}"), 0.0, RISE),
                (format!("step tier{level}"), 0.0, 0.0),
            ];
            for (class, dx, dy) in parts {
                let (x, y) = ((x + dx).to_attr(), (y + dy).to_attr());
                let attrs = [
                    ("class", class.as_str()),
                    ("x", &x),
                    ("y", &y),
                    ("width", &size),
                    ("height", &size),
                    ("rx", &rx),
                    ("pointer-events", "none"),
                ];
                out.empty("rect", &attrs, &[]);
            }
        }
        out.append_to(layer);
    }

    fn cell_markup(&self) -> Box<CellMarkup<'_>> {
        let side = (UNIT - 0.7).to_attr();
        Box::new(move |out, cell, more| {
            let planned = &self.1.cells[cell as usize];
            let (cx, cy) = self.center(cell);
            let (class, index) = (format!("cell field tier{}", planned.level), cell.to_string());
            let (x, y) = ((cx - UNIT / 2.0 + 0.35).to_attr(), (cy - UNIT / 2.0 + 0.35).to_attr());
            let attrs = [
                ("class", class.as_str()),
                ("x", &x),
                ("y", &y),
                ("width", &side),
                ("height", &side),
                ("rx", "0.8"),
                ("data-cell-index", &index),
                ("data-cell", &planned.name),
            ];
            out.empty("rect", &attrs, more);
            if planned.special {
                // Engraved: a sunken diamond, dark above and light below.
                let r = UNIT * 0.3;
                let (start, r) = (dom::numbers(&[cx, cy - r]), dom::decimal(r, 3));
                let d = format!("M{start}l{r} {r}l-{r} {r}l-{r} -{r}z");
                out.empty("path", &[("class", "victory"), ("d", &d), ("pointer-events", "none")], &[]);
            }
        })
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
