//! Where each cell of a board is drawn, in viewBox units: the game's own drawing of its
//! board ([`crate::drawing::Drawing`]) in a layout. Pure, so that the keyboard's cursor
//! (which goes to the nearest cell on the screen) is tested natively; the web layer's
//! views draw the cells where this puts them.

use crate::drawing::Drawing;
pub use crate::drawing::{Layout, Plan, UNIT};
use crate::game::Cell;

/// A game's board in a layout: where its cells are.
#[derive(Clone, Copy)]
pub struct Geometry {
    pub drawing: &'static dyn Drawing,
    pub layout: Layout,
}

impl Geometry {
    /// A cell's centre in viewBox units.
    pub fn center(&self, cell: Cell) -> (f64, f64) {
        self.drawing.center(cell, self.layout)
    }

    /// The level a cell stands on where levels stack on the screen, else 0.
    pub fn level(&self, cell: Cell) -> u8 {
        self.drawing.level(cell)
    }

    /// The board's plan: its cells, labels and extent.
    pub fn plan(&self) -> Plan {
        self.drawing.plan(self.layout)
    }

    /// The cells a column retreat passes through, first to last.
    pub fn column_path(&self, from: Cell, to: Cell) -> Vec<Cell> {
        self.drawing.column_path(from, to)
    }

    /// The cells on the lines through `cell`, where the board draws them.
    pub fn lines_through(&self, cell: Cell) -> Vec<Cell> {
        self.drawing.lines_through(cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_s_plan_names_its_cells_as_its_notation_does() {
        for game in crate::games::GAME_NAMES {
            let session = crate::games::open(game, &crate::game::Options::new(), None).unwrap();
            for flipped in [false, true] {
                let geometry = Geometry {
                    drawing: crate::games::drawing(game).unwrap(),
                    layout: Layout { flipped, narrow: false },
                };
                let plan = geometry.plan();
                assert_eq!(plan.cells.len(), session.cell_count(), "{game}");
                for (i, cell) in plan.cells.iter().enumerate() {
                    assert_eq!(cell.name, session.cell_name(i as Cell), "{game}");
                    let (x, y) = geometry.center(i as Cell);
                    assert!(x.is_finite() && y.is_finite(), "{game}");
                }
                assert!(plan.labels.iter().all(|l| l.x.is_finite() && l.y.is_finite() && !l.text.is_empty()));
                assert!(plan.extent.0 > 0.0 && plan.extent.1 > 0.0);
            }
        }
    }
}
