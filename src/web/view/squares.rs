//! A board of squares (the black squares of a chequered board, cut to a pyramid): a
//! square per cell, the special cell marked with a small pyramid. Flipped, it is
//! mirrored left to right: the apex stays up.

use super::{CellMarkup, Plan, View};
use crate::board_state::geometry::{Geometry, UNIT};
use crate::game::Cell;
use crate::web::dom::{self, Markup};
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

    fn cell_markup(&self) -> Box<CellMarkup<'_>> {
        let side = dom::decimal(UNIT, 3);
        Box::new(move |out, cell, more| self.square(out, cell, &side, more))
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.38
    }

    fn draw_hits(&self, layer: &Element) -> bool {
        // Each black square takes the halves of the white squares around it: a diamond
        // reaching its four diagonal neighbours, so a finger finds it on a phone.
        let mut hits = Markup::default();
        for (cell, planned) in self.1.cells.iter().enumerate() {
            let (x, y) = self.center(cell as Cell);
            let corner = |dx: f64, dy: f64| dom::numbers(&[x + dx, y + dy]);
            let d =
                format!("M{}L{}L{}L{}z", corner(-UNIT, 0.0), corner(0.0, -UNIT), corner(UNIT, 0.0), corner(0.0, UNIT));
            let index = cell.to_string();
            hits.empty(
                "path",
                &[("class", "hit"), ("d", &d), ("data-cell-index", &index), ("data-cell", &planned.name)],
                &[],
            );
        }
        hits.append_to(layer);
        true
    }
}

impl Squares {
    /// Writes one cell's square (`side` long, as an attribute), with `more` attributes, and
    /// the special cell's mark after it.
    fn square(&self, out: &mut Markup, cell: Cell, side: &str, more: &[(&str, &str)]) {
        let planned = &self.1.cells[cell as usize];
        let (x, y) = self.center(cell);
        let class = if planned.special { "cell top" } else { "cell" };
        let (left, top) = (dom::decimal(x - UNIT / 2.0, 3), dom::decimal(y - UNIT / 2.0, 3));
        let index = cell.to_string();
        let attrs = [
            ("class", class),
            ("x", left.as_str()),
            ("y", top.as_str()),
            ("width", side),
            ("height", side),
            ("data-cell-index", index.as_str()),
            ("data-cell", planned.name.as_str()),
        ];
        out.empty("rect", &attrs, more);
        if planned.special {
            // A small pyramid sign marks the cell where stones leave the board.
            let d = format!("M{}l3 5h-6z", dom::numbers(&[x, y - 2.5]));
            let mark = [("class", "top-mark"), ("d", &d), ("pointer-events", "none"), ("aria-hidden", "true")];
            out.empty("path", &mark, &[]);
        }
    }
}
