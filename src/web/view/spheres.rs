//! A board of spheres stacked in levels, seen from above. Each level sits half a
//! sphere in from the one below, so a sphere rests visibly on the four under it; the
//! reserves stand beside the board as piles (above and below it on a narrow screen).
//! Flipped, it is turned half round.

use super::{CellMarkup, Pile, Plan, View};
use crate::board_state::geometry::{Geometry, UNIT};
use crate::game::{Cell, Piece, Side};
use crate::web::dom::{self, AttrValue, Markup};
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

    fn draw_under(&self, layer: &Element) {
        let (corner, side) = (dom::decimal(-0.75 * UNIT, 3), dom::decimal(4.5 * UNIT, 3));
        let base = [
            ("class", "sphere-base"),
            ("x", corner.as_str()),
            ("y", corner.as_str()),
            ("width", side.as_str()),
            ("height", side.as_str()),
            ("rx", "2.5"),
            ("pointer-events", "none"),
        ];
        let mut out = Markup::default();
        out.empty("rect", &base, &[]);
        out.append_to(layer);
    }

    fn cell_markup(&self) -> Box<CellMarkup<'_>> {
        // Level 1 has wells in the base; higher sockets are small points.
        const SOCKETS: [&str; 5] =
            ["", "cell socket level1", "cell socket level2", "cell socket level3", "cell socket level4"];
        Box::new(|out, cell, more| {
            let level = self.1.cells[cell as usize].level;
            self.circle(out, cell, SOCKETS[level as usize], if level == 1 { 0.42 } else { 0.1 }, more);
        })
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.49
    }

    fn piece_at(&self, out: &mut Markup, piece: Piece, cell: Cell) {
        // Each level smaller than the one it rests on, with a shadow under it and a ring
        // of its level's shade, so the four spheres beneath show around it and which
        // sphere stands on which reads at a glance.
        let level = self.1.cells[cell as usize].level;
        if level == 1 {
            return self.piece(out, piece);
        }
        let r = self.piece_radius() * [1.0, 0.8, 0.66, 0.54][level as usize - 1];
        let shadow = [("class", "lift-shadow"), ("cx", "0.5"), ("cy", "0.9"), ("r", &(r * 1.04).to_attr())];
        out.empty("circle", &shadow, &[]);
        super::stone(out, "stone", r, piece.side, &[]);
        let ring = ["", "", "level-ring", "level-ring level3", "level-ring level4"][level as usize];
        out.empty("circle", &[("class", ring), ("r", &(r * 0.62).to_attr())], &[]);
    }

    fn draw_hits(&self, layer: &Element) -> bool {
        // Upper levels last, so a click near a sphere's top finds the highest cell there.
        // Upper cells take a finger-sized tap too: what lies under them cannot move then.
        let mut out = Markup::default();
        for (cell, planned) in self.1.cells.iter().enumerate() {
            self.circle(&mut out, cell as Cell, "hit", if planned.level == 1 { 0.5 } else { 0.45 }, &[]);
        }
        out.append_to(layer);
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

impl Spheres {
    /// Writes a circle of `class` on `cell`, its radius `r` units, with `more` attributes.
    fn circle(&self, out: &mut Markup, cell: Cell, class: &str, r: f64, more: &[(&str, &str)]) {
        let (x, y) = self.center(cell);
        let (cx, cy, r) = (dom::decimal(x, 3), dom::decimal(y, 3), dom::decimal(r * UNIT, 3));
        let index = cell.to_string();
        let attrs = [
            ("class", class),
            ("cx", cx.as_str()),
            ("cy", cy.as_str()),
            ("r", r.as_str()),
            ("data-cell-index", index.as_str()),
            ("data-cell", self.1.cells[cell as usize].name.as_str()),
        ];
        out.empty("circle", &attrs, more);
    }
}
