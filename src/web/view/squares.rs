//! Pyramida's board: the black squares of a 21 × 14 board, cut to a pyramid. Flipped, it
//! is mirrored left to right: the apex stays up.

use super::{label, Layout, View};
use crate::board_state::geometry::{mirror_squares, Geometry, UNIT};
use crate::game::{BoardShape, Cell};
use crate::games::pyramida::board::{board, CELLS, FILES, ROWS, TOP};
use crate::web::dom::{self, append, svg, Build};
use web_sys::Element;

pub struct Squares(pub Layout);

impl Squares {
    /// Mirrors an x coordinate when the board is flipped.
    fn x(&self, x: f64) -> f64 {
        mirror_squares(self.0.flipped, x)
    }
}

impl View for Squares {
    fn view_box(&self) -> [f64; 4] {
        [-6.0, -3.0, FILES as f64 * UNIT + 9.0, ROWS as f64 * UNIT + 11.0]
    }

    fn geometry(&self) -> Geometry {
        Geometry { shape: BoardShape::Squares, layout: self.0 }
    }

    fn draw_board(&self, layer: &Element) {
        let b = board();
        for cell in 0..CELLS {
            let (x, y) = self.center(cell as Cell);
            let top = cell as u8 == TOP;
            let rect = svg("rect")
                .class(if top { "cell top" } else { "cell" })
                .attr("x", x - UNIT / 2.0)
                .attr("y", y - UNIT / 2.0)
                .attr("width", UNIT)
                .attr("height", UNIT)
                .attr("data-cell-index", cell)
                .attr("data-cell", b.name(cell as u8));
            append(layer, &rect);
            if top {
                // A small pyramid sign marks the cell where stones leave the board.
                let mark = svg("path")
                    .class("top-mark")
                    .attr("d", format!("M{}l3 5h-6z", dom::numbers(&[x, y - 2.5])))
                    .attr("pointer-events", "none");
                append(layer, &mark);
            }
        }
        // Row numbers just left of each row's leftmost square, file letters along the foot.
        for row in 1..=ROWS {
            let left = (1..=FILES)
                .filter_map(|f| b.cell(f, row))
                .map(|c| self.center(c as Cell).0)
                .fold(f64::INFINITY, f64::min);
            let y = (ROWS - row) as f64 * UNIT + UNIT / 2.0;
            append(layer, &label(left - UNIT / 2.0 - 0.8, y, &row.to_string(), "end"));
        }
        for file in 1..=FILES {
            let x = self.x((file as f64 - 0.5) * UNIT);
            let letter = ((b'a' + file - 1) as char).to_string();
            append(layer, &label(x, ROWS as f64 * UNIT + 5.0, &letter, "middle"));
        }
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.38
    }

    fn draw_hits(&self, layer: &Element) -> bool {
        // Each black square takes the halves of the white squares around it: a diamond
        // reaching its four diagonal neighbours, so a finger finds it on a phone.
        let b = board();
        for cell in 0..CELLS {
            let (x, y) = self.center(cell as Cell);
            let corner = |dx: f64, dy: f64| dom::numbers(&[x + dx, y + dy]);
            let d =
                format!("M{}L{}L{}L{}z", corner(-UNIT, 0.0), corner(0.0, -UNIT), corner(UNIT, 0.0), corner(0.0, UNIT));
            let hit = svg("path")
                .class("hit")
                .attr("d", d)
                .attr("data-cell-index", cell)
                .attr("data-cell", b.name(cell as u8));
            append(layer, &hit);
        }
        true
    }

    fn column_path(&self, from: Cell, to: Cell) -> Vec<Cell> {
        let b = board();
        let column = &b.columns[b.file(from as u8) as usize];
        let (lo, hi) = (b.row(to as u8), b.row(from as u8));
        let mut path: Vec<Cell> =
            column.iter().filter(|&&c| (lo..=hi).contains(&b.row(c))).map(|&c| c as Cell).collect();
        path.reverse();
        path
    }
}
