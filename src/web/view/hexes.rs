//! Pyramid Chase's board: 561 pointy-top hexagons in rows, the apex up. Files run up to
//! the right, so each file is named at both its ends: along the foot and along the right
//! edge. Flipped, the board is mirrored left to right: the apex stays up.

use super::{label, Layout, View};
use crate::board_state::geometry::{Geometry, HEX_STRETCH as STRETCH, UNIT};
use crate::game::{BoardShape, Cell, Piece, Side};
use crate::games::chase::board::{board, file_name, RANKS};
use crate::web::dom::{self, append, svg, Build};
use web_sys::Element;

pub struct Hexes(pub Layout);

impl Hexes {
    fn hexagon(&self, x: f64, y: f64) -> String {
        let r = UNIT / 3f64.sqrt();
        // The corners' cosines and sines, at -90°, -30°, 30°, 90°, 150° and 210°: a table
        // rather than libm's sine, which costs 5 KiB of wasm.
        const H: f64 = 0.866_025_403_784_438_6;
        const CORNERS: [(f64, f64); 6] = [(0.0, -1.0), (H, -0.5), (H, 0.5), (0.0, 1.0), (-H, 0.5), (-H, -0.5)];
        let mut d = String::with_capacity(64);
        for (k, (cos, sin)) in CORNERS.iter().enumerate() {
            let (px, py) = (x + r * cos, y + r * sin * STRETCH);
            d.push_str(if k == 0 { "M" } else { "L" });
            d.push_str(&format!("{} {}", dom::decimal(px, 2), dom::decimal(py, 2)));
        }
        d.push('z');
        d
    }

    fn at(&self, rank: i32, file: i32) -> (f64, f64) {
        let b = board();
        self.center(b.cell[b.at(rank, file).expect("a cell of the triangle") as usize])
    }
}

/// The point `k` of the way past `a` going from `b` to `a`: where a label beyond a line's
/// last cell goes.
fn beyond((ax, ay): (f64, f64), (bx, by): (f64, f64), k: f64) -> (f64, f64) {
    (ax + (ax - bx) * k, ay + (ay - by) * k)
}

impl View for Hexes {
    fn view_box(&self) -> [f64; 4] {
        let height = (RANKS - 1) as f64 * 3f64.sqrt() / 2.0 * STRETCH * UNIT;
        [-14.0, -9.0, 33.0 * UNIT + 18.0, height + 22.0]
    }

    fn geometry(&self) -> Geometry {
        Geometry { shape: BoardShape::Hexes, layout: self.0 }
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
        let side = if self.0.flipped { "start" } else { "end" };
        let outward = if self.0.flipped { 1.0 } else { -1.0 };
        for rank in 1..=RANKS {
            let (x, y) = self.at(rank, 1);
            append(layer, &label(x + outward * UNIT * 0.62, y, &rank.to_string(), side));
        }
        for file in 1..=RANKS {
            let (x, y) = self.at(1, file);
            append(layer, &label(x, y + UNIT * 0.95, &file_name(file), "middle"));
            // …and where the file ends, up the right edge.
            let last = RANKS + 1 - file;
            if last == 1 {
                continue;
            }
            let (x, y) = beyond(self.at(last, file), self.at(last - 1, file), 0.8);
            append(layer, &label(x, y, &file_name(file), "middle").class("label edge"));
        }
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.45
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
            .attr("y", 0.4)
            .text(&piece.kind.to_string());
        append(g, &letter);
    }

    fn marks_cells(&self) -> bool {
        true
    }

    fn zoomable(&self) -> bool {
        true
    }

    fn lines_through(&self, cell: Cell) -> Vec<Cell> {
        let b = board();
        let (rank, file) = b.rank_file(b.square[cell as usize]);
        let on_rank = (1..=RANKS).filter_map(|f| b.at(rank, f));
        let on_file = (1..=RANKS).filter_map(|r| b.at(r, file));
        on_rank.chain(on_file).map(|sq| b.cell[sq as usize]).collect()
    }

    fn legend(&self) -> Option<&'static str> {
        Some("legend-hexes")
    }
}
