//! Allmer's board: a stepped 7 × 7 pyramid seen from above. Each tier is a raised
//! plateau, lighter than the one below and casting a shadow, so the rings read as steps.
//! Flipped, it is turned half round, so the player of Black has their side near.

use super::{label, Layout, View};
use crate::board_state::geometry::{turn, Geometry, STEPS_MIDDLE as MIDDLE, STEP_RISE as RISE, UNIT};
use crate::game::{BoardShape, Cell};
use crate::games::allmer::board::{is_victory_field, tier, CELLS, SIZE};
use crate::web::dom::{self, append, svg, Build};
use web_sys::Element;

pub struct Steps(pub Layout);

/// The top-left corner of the square of fields from `lo` to `hi` on both axes, raised.
fn plateau(lo: u8, hi: u8, level: u8) -> (f64, f64, f64) {
    let size = (hi - lo + 1) as f64 * UNIT;
    (lo as f64 * UNIT, (SIZE - 1 - hi) as f64 * UNIT - level as f64 * RISE, size)
}

impl View for Steps {
    fn view_box(&self) -> [f64; 4] {
        [-7.0, -8.0, SIZE as f64 * UNIT + 12.0, SIZE as f64 * UNIT + 15.0]
    }

    fn geometry(&self) -> Geometry {
        Geometry { shape: BoardShape::Steps, layout: self.0 }
    }

    fn draw_board(&self, layer: &Element) {
        // Tiers from the base up, each with its step's side and shadow, then the cap.
        for level in 0..=3u8 {
            let (x, y, size) = plateau(level, SIZE - 1 - level, level);
            let shadow = svg("rect")
                .class("step-shadow")
                .attr("x", x + 1.2)
                .attr("y", y + RISE + 1.2)
                .attr("width", size)
                .attr("height", size)
                .attr("rx", if level == 3 { size / 2.0 } else { 1.0 });
            let side = svg("rect")
                .class(&format!("step-side tier{level}"))
                .attr("x", x)
                .attr("y", y + RISE)
                .attr("width", size)
                .attr("height", size)
                .attr("rx", if level == 3 { size / 2.0 } else { 1.0 });
            let top = svg("rect")
                .class(&format!("step tier{level}"))
                .attr("x", x)
                .attr("y", y)
                .attr("width", size)
                .attr("height", size)
                .attr("rx", if level == 3 { size / 2.0 } else { 1.0 });
            for el in [shadow, side, top] {
                el.set_attribute("pointer-events", "none").ok();
                append(layer, &el);
            }
        }
        for cell in 0..CELLS as u8 {
            let (cx, cy) = self.center(cell as Cell);
            let field = svg("rect")
                .class(&format!("cell field tier{}", tier(cell)))
                .attr("x", cx - UNIT / 2.0 + 0.35)
                .attr("y", cy - UNIT / 2.0 + 0.35)
                .attr("width", UNIT - 0.7)
                .attr("height", UNIT - 0.7)
                .attr("rx", 0.8)
                .attr("data-cell-index", cell)
                .attr("data-cell", crate::games::allmer::board::name(cell));
            append(layer, &field);
            if is_victory_field(cell) {
                // Engraved: a sunken diamond, dark above and light below.
                let r = UNIT * 0.3;
                let (start, r) = (dom::numbers(&[cx, cy - r]), dom::decimal(r, 3));
                let d = format!("M{start}l{r} {r}l-{r} {r}l-{r} -{r}z");
                append(layer, &svg("path").class("victory").attr("d", d).attr("pointer-events", "none"));
            }
        }
        for i in 0..SIZE {
            let letter = ((b'a' + i) as char).to_string();
            let (x, _) = turn(self.0.flipped, ((i as f64 + 0.5) * UNIT, 0.0), MIDDLE);
            append(layer, &label(x, SIZE as f64 * UNIT + 4.5, &letter, "middle"));
            let (_, y) = turn(self.0.flipped, (0.0, (SIZE - 1 - i) as f64 * UNIT + UNIT / 2.0), MIDDLE);
            append(layer, &label(-2.5, y, &(i + 1).to_string(), "end"));
        }
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
