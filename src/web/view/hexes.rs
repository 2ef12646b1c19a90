//! A board of pointy-top hexagons in rows, the apex up, its special cells (the summit)
//! shaded; each file is named at both its ends. Flipped, the board is mirrored left to
//! right: the apex stays up.

use super::figurine::has;
use super::{CellMarkup, Plan, View};
use crate::board_state::geometry::Geometry;
use crate::drawing::{HEX_STRETCH as STRETCH, UNIT};
use crate::game::{Cell, Piece};
use crate::web::dom::{self, AttrValue, Markup};

pub struct Hexes(pub Geometry, pub Plan);

impl Hexes {
    /// Writes one cell's hexagon, with `more` attributes.
    fn hex(&self, out: &mut Markup, cell: Cell, more: &[(&str, &str)]) {
        let planned = &self.1.cells[cell as usize];
        let (x, y) = self.center(cell);
        let class = if planned.special { "cell hex summit" } else { "cell hex" };
        let d = self.hexagon(x, y);
        let index = cell.to_string();
        out.empty(
            "path",
            &[("class", class), ("d", &d), ("data-cell-index", &index), ("data-cell", &planned.name)],
            more,
        );
    }

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
            d.push_str(&dom::decimal(px, 2));
            d.push(' ');
            d.push_str(&dom::decimal(py, 2));
        }
        d.push('z');
        d
    }
}

impl View for Hexes {
    fn view_box(&self) -> [f64; 4] {
        let (width, height) = self.1.extent;
        [-14.0, -9.0, width + 18.0, height + 22.0]
    }

    fn geometry(&self) -> Geometry {
        self.0
    }
    fn plan(&self) -> &Plan {
        &self.1
    }

    fn cell_markup(&self) -> Box<CellMarkup<'_>> {
        Box::new(|out, cell, more| self.hex(out, cell, more))
    }

    fn piece_radius(&self) -> f64 {
        UNIT * 0.45
    }

    fn piece(&self, out: &mut Markup, piece: Piece) {
        // A chess piece as its figurine; another kind as a disc with its letter.
        let r = self.piece_radius().to_attr();
        if has(piece.kind) {
            // The disc the piece was, unseen: what a click or a drag takes hold of.
            out.empty("circle", &[("class", "piece-hit"), ("r", &r)], &[]);
            super::figurine::on_board(out, piece, self.piece_radius() * 2.2);
            return;
        }
        super::stone(out, "disc", self.piece_radius(), piece.side, &[]);
        let glyph = [("class", "glyph"), ("text-anchor", "middle"), ("dominant-baseline", "central"), ("y", "0.4")];
        out.element("text", &glyph, &piece.kind.to_string());
    }

    fn marks_cells(&self) -> bool {
        true
    }

    fn zoomable(&self) -> bool {
        true
    }

    fn legend(&self) -> Option<&'static str> {
        Some("legend-hexes")
    }
}
