//! Pyraos's board: four levels of spheres seen from above. Each level sits half a
//! sphere in from the one below, so a sphere rests visibly on the four under it; the
//! reserves stand beside the board as piles.

use super::{label, View};
use crate::game::{Cell, Side};
use crate::games::pyraos::board::{name, CELLS, COORDS};
use crate::web::dom::{append, svg, Build};
use web_sys::Element;

/// viewBox units between two neighbouring spheres of a level.
const UNIT: f64 = 10.0;
/// Upper levels are drawn a little raised, for depth.
const RISE: f64 = 0.9;

pub struct Spheres;

impl View for Spheres {
    fn view_box(&self) -> [f64; 4] {
        [-40.0, -10.0, 120.0, 54.0]
    }

    fn center(&self, cell: Cell) -> (f64, f64) {
        let (level, x, y) = COORDS[cell as usize];
        let inset = (level - 1) as f64 / 2.0;
        ((x as f64 + inset) * UNIT, (3.0 - y as f64 - inset) * UNIT - (level - 1) as f64 * RISE)
    }

    fn draw_board(&self, layer: &Element) {
        let base = svg("rect")
            .class("sphere-base")
            .attr("x", -0.75 * UNIT)
            .attr("y", -0.75 * UNIT)
            .attr("width", 4.5 * UNIT)
            .attr("height", 4.5 * UNIT)
            .attr("rx", 2.5)
            .attr("pointer-events", "none");
        append(layer, &base);
        for cell in 0..CELLS as u8 {
            let (level, _, _) = COORDS[cell as usize];
            let (x, y) = self.center(cell as Cell);
            // Level 1 has wells in the base; higher sockets are small points.
            let radius = if level == 1 { UNIT * 0.42 } else { UNIT * 0.1 };
            let socket = svg("circle")
                .class(&format!("cell socket level{level}"))
                .attr("cx", x)
                .attr("cy", y)
                .attr("r", radius)
                .attr("data-cell-index", cell)
                .attr("data-cell", name(cell));
            append(layer, &socket);
        }
        for (i, letter) in ["a", "b", "c", "d"].iter().enumerate() {
            append(layer, &label(i as f64 * UNIT, 3.0 * UNIT + 9.6, letter, "middle"));
            append(layer, &label(-10.5, (3 - i) as f64 * UNIT, &(i + 1).to_string(), "middle"));
        }
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.49
    }

    fn draw_hits(&self, layer: &Element) -> bool {
        // Upper levels last, so a click near a sphere's top finds the highest cell there.
        for cell in 0..CELLS as u8 {
            let (level, _, _) = COORDS[cell as usize];
            let (x, y) = self.center(cell as Cell);
            let radius = if level == 1 { UNIT * 0.5 } else { UNIT * 0.3 };
            let hit = svg("circle")
                .class("hit")
                .attr("cx", x)
                .attr("cy", y)
                .attr("r", radius)
                .attr("data-cell-index", cell)
                .attr("data-cell", name(cell));
            append(layer, &hit);
        }
        true
    }

    fn reserve_anchor(&self, side: Side) -> Option<(f64, f64)> {
        Some(match side {
            Side::White => (-26.0, 3.0 * UNIT),
            Side::Black => (56.0, 3.0 * UNIT),
        })
    }

    fn layered(&self) -> bool {
        true
    }

    fn legend(&self) -> Option<&'static str> {
        Some("Seen from above: each level rests half a sphere in from the one below. The piles beside the board are the reserves.")
    }
}
