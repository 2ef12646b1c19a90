//! Pyramid Chase's board: 561 pointy-top hexagons in rows, the apex up.

use super::{label, View};
use crate::game::{Cell, Piece, Side};
use crate::games::chase::board::{board, file_name, RANKS};
use crate::web::dom::{append, svg, Build};
use web_sys::Element;

/// viewBox units per hex width.
const UNIT: f64 = 10.0;
/// Rows drawn a little taller than regular hexagons, as the author's diagram is.
const STRETCH: f64 = 1.12;

pub struct Hexes;

impl Hexes {
    fn hexagon(&self, x: f64, y: f64) -> String {
        let r = UNIT / 3f64.sqrt();
        let mut d = String::with_capacity(64);
        for (k, angle) in [-90.0f64, -30.0, 30.0, 90.0, 150.0, 210.0].iter().enumerate() {
            let a = angle.to_radians();
            let (px, py) = (x + r * a.cos(), y + r * a.sin() * STRETCH);
            d.push_str(&format!("{}{:.2} {:.2}", if k == 0 { "M" } else { "L" }, px, py));
        }
        d.push('z');
        d
    }
}

impl View for Hexes {
    fn view_box(&self) -> [f64; 4] {
        let height = (RANKS - 1) as f64 * 3f64.sqrt() / 2.0 * STRETCH * UNIT;
        [-13.0, -9.0, 33.0 * UNIT + 16.0, height + 24.0]
    }

    fn center(&self, cell: Cell) -> (f64, f64) {
        let b = board();
        let (x, y) = b.center(b.square[cell as usize]);
        (x * UNIT, y * UNIT * STRETCH)
    }

    fn draw_board(&self, layer: &Element) {
        let b = board();
        for (cell, &sq) in b.square.iter().enumerate() {
            let (x, y) = self.center(cell as Cell);
            let (rank, _) = b.rank_file(sq);
            let class = if rank >= 31 { "cell hex summit" } else { "cell hex" };
            let hex = svg("path")
                .class(class)
                .attr("d", self.hexagon(x, y))
                .attr("data-cell-index", cell)
                .attr("data-cell", b.name(sq));
            append(layer, &hex);
        }
        for rank in 1..=RANKS {
            let (x, y) = self.center(b.cell[b.at(rank, 1).expect("file a on every rank") as usize]);
            append(layer, &label(x - UNIT * 0.75, y, &rank.to_string(), "end"));
        }
        for file in 1..=RANKS {
            let (x, y) = self.center(b.cell[b.at(1, file).expect("every file on rank 1") as usize]);
            append(layer, &label(x, y + UNIT * 0.95, &file_name(file), "middle"));
        }
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.42
    }

    fn draw_piece(&self, g: &Element, piece: Piece) {
        let side = if piece.side == Side::White { "white" } else { "black" };
        append(
            g,
            &svg("circle").class("disc").attr("r", self.piece_radius()).attr("fill", format!("url(#stone-{side})")),
        );
        let letter = svg("text")
            .class("glyph")
            .attr("text-anchor", "middle")
            .attr("dominant-baseline", "central")
            .attr("y", 0.3)
            .text(&piece.kind.to_string());
        append(g, &letter);
    }

    fn zoomable(&self) -> bool {
        true
    }

    fn legend(&self) -> Option<&'static str> {
        Some("Shaded at the top: the summit, for Kings only. Outlined: the highest rank a move may reach now (the power level).")
    }
}
