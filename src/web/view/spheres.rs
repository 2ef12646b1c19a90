//! A board of spheres stacked in levels, seen from above. Each level sits half a
//! sphere in from the one below, so a sphere rests visibly on the four under it; the
//! reserves stand beside the board as piles (above and below it on a narrow screen).
//! Flipped, it is turned half round.

use super::{draw_labels, Pile, Plan, View};
use crate::board_state::geometry::{Geometry, UNIT};
use crate::game::{Cell, Piece, Side};
use crate::web::dom::{append, svg, Build};
use web_sys::Element;

pub struct Spheres(pub Geometry, pub Plan);

impl View for Spheres {
    fn view_box(&self) -> [f64; 4] {
        if self.0.layout.narrow {
            [-14.0, -21.0, 59.0, 73.0]
        } else {
            [-40.0, -10.0, 120.0, 54.0]
        }
    }

    fn board_box(&self) -> [f64; 4] {
        // The base with its rank and file labels.
        [-14.0, -10.0, 58.0, 54.0]
    }

    fn geometry(&self) -> Geometry {
        self.0
    }
    fn plan(&self) -> &Plan {
        &self.1
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
        for (cell, planned) in self.1.cells.iter().enumerate() {
            let level = planned.level;
            let (x, y) = self.center(cell as Cell);
            // Level 1 has wells in the base; higher sockets are small points.
            let radius = if level == 1 { UNIT * 0.42 } else { UNIT * 0.1 };
            let socket = svg("circle")
                .class(&format!("cell socket level{level}"))
                .attr("cx", x)
                .attr("cy", y)
                .attr("r", radius)
                .attr("data-cell-index", cell)
                .attr("data-cell", &planned.name);
            append(layer, &socket);
        }
        draw_labels(layer, &self.1);
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.49
    }

    fn draw_piece_at(&self, g: &Element, piece: Piece, cell: Cell) {
        // Each level smaller than the one it rests on, with a shadow under it and a ring
        // of its level's shade, so the four spheres beneath show around it and which
        // sphere stands on which reads at a glance.
        let level = self.1.cells[cell as usize].level;
        g.set_attribute("data-level", &level.to_string()).ok();
        if level == 1 {
            self.draw_piece(g, piece);
            return;
        }
        let r = self.piece_radius() * [1.0, 0.8, 0.66, 0.54][level as usize - 1];
        append(g, &svg("circle").class("lift-shadow").attr("cx", 0.5).attr("cy", 0.9).attr("r", r * 1.04));
        let side = piece.side.key();
        let stone = svg("circle").class("stone").attr("r", r).attr("fill", format!("url(#stone-{side})"));
        append(g, &stone);
        let ring = ["", "", "level-ring", "level-ring level3", "level-ring level4"][level as usize];
        append(g, &svg("circle").class(ring).attr("r", r * 0.62));
    }

    fn draw_hits(&self, layer: &Element) -> bool {
        // Upper levels last, so a click near a sphere's top finds the highest cell there.
        for (cell, planned) in self.1.cells.iter().enumerate() {
            let level = planned.level;
            let (x, y) = self.center(cell as Cell);
            // Upper cells take a finger-sized tap too: what lies under them cannot move then.
            let radius = if level == 1 { UNIT * 0.5 } else { UNIT * 0.45 };
            let hit = svg("circle")
                .class("hit")
                .attr("cx", x)
                .attr("cy", y)
                .attr("r", radius)
                .attr("data-cell-index", cell)
                .attr("data-cell", &planned.name);
            append(layer, &hit);
        }
        true
    }

    fn reserve_anchor(&self, side: Side) -> Option<(f64, f64)> {
        // The player of the near side has their pile near: White's unless flipped.
        let near = (side == Side::White) != self.0.layout.flipped;
        Some(match (self.0.layout.narrow, near) {
            (true, true) => (1.5 * UNIT, 4.45 * UNIT),
            (true, false) => (1.5 * UNIT, -1.25 * UNIT),
            (false, true) => (-26.0, 3.0 * UNIT),
            (false, false) => (56.0, 3.0 * UNIT),
        })
    }

    fn pile(&self, side: Side) -> Pile {
        if self.0.layout.narrow {
            // The far pile's count stands above it, the near one's below: both off the board.
            Pile::Row { count_above: (side == Side::White) == self.0.layout.flipped }
        } else {
            Pile::Triangle
        }
    }

    fn layered(&self) -> bool {
        true
    }

    fn legend(&self) -> Option<&'static str> {
        Some("legend-spheres")
    }
}
