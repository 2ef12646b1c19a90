//! One view per board shape: where cells are, how the board and its labels are drawn.
//! The board widget does the rest (pieces, marks, input, animation) for every game.

mod squares;

use crate::game::{BoardShape, Cell};
use web_sys::Element;

pub trait View {
    /// The SVG viewBox: x, y, width, height.
    fn view_box(&self) -> [f64; 4];
    /// A cell's centre in viewBox units.
    fn center(&self, cell: Cell) -> (f64, f64);
    /// Draws the cells and labels. Each cell element carries `data-cell-index` (for
    /// input) and `data-cell` (its name, for people and tests).
    fn draw_board(&self, layer: &Element);
    fn piece_radius(&self) -> f64;
    /// The cells a column retreat passes through, first to last.
    fn column_path(&self, from: Cell, to: Cell) -> Vec<Cell> {
        vec![from, to]
    }
}

pub fn for_shape(shape: BoardShape) -> Box<dyn View> {
    match shape {
        BoardShape::Squares => Box::new(squares::Squares),
        // The other games bring their views with them.
        BoardShape::Hexes | BoardShape::Spheres | BoardShape::Steps => Box::new(squares::Squares),
    }
}
