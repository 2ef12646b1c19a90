//! A board of squares (the black squares of a chequered board, cut to a pyramid): a
//! square per cell, the special cell marked with a small pyramid. Flipped, it is
//! mirrored left to right: the apex stays up.

use super::{draw_labels, Plan, View};
use crate::board_state::geometry::{Geometry, UNIT};
use crate::game::Cell;
use crate::web::dom::{self, append, svg, Build};
use web_sys::Element;

pub struct Squares(pub Geometry, pub Plan);

impl View for Squares {
    fn view_box(&self) -> [f64; 4] {
        let (w, h) = self.1.extent;
        [-6.0, -3.0, w + 9.0, h + 11.0]
    }

    fn geometry(&self) -> Geometry {
        self.0
    }
    fn plan(&self) -> &Plan {
        &self.1
    }

    fn draw_board(&self, layer: &Element) {
        for (cell, planned) in self.1.cells.iter().enumerate() {
            let (x, y) = self.center(cell as Cell);
            let rect = svg("rect")
                .class(if planned.special { "cell top" } else { "cell" })
                .attr("x", x - UNIT / 2.0)
                .attr("y", y - UNIT / 2.0)
                .attr("width", UNIT)
                .attr("height", UNIT)
                .attr("data-cell-index", cell)
                .attr("data-cell", &planned.name);
            append(layer, &rect);
            if planned.special {
                // A small pyramid sign marks the cell where stones leave the board.
                let mark = svg("path")
                    .class("top-mark")
                    .attr("d", format!("M{}l3 5h-6z", dom::numbers(&[x, y - 2.5])))
                    .attr("pointer-events", "none");
                append(layer, &mark);
            }
        }
        draw_labels(layer, &self.1);
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.38
    }

    fn draw_hits(&self, layer: &Element) -> bool {
        // Each black square takes the halves of the white squares around it: a diamond
        // reaching its four diagonal neighbours, so a finger finds it on a phone.
        for (cell, planned) in self.1.cells.iter().enumerate() {
            let (x, y) = self.center(cell as Cell);
            let corner = |dx: f64, dy: f64| dom::numbers(&[x + dx, y + dy]);
            let d =
                format!("M{}L{}L{}L{}z", corner(-UNIT, 0.0), corner(0.0, -UNIT), corner(UNIT, 0.0), corner(0.0, UNIT));
            let hit =
                svg("path").class("hit").attr("d", d).attr("data-cell-index", cell).attr("data-cell", &planned.name);
            append(layer, &hit);
        }
        true
    }
}
