//! Where each cell of a board shape is drawn, in viewBox units. Pure, so that the
//! keyboard's cursor (which goes to the nearest cell on the screen) is tested natively;
//! the web layer's views draw the cells where this puts them.

use crate::game::{BoardShape, Cell};
use crate::games::{allmer, chase, pyramida, pyraos};

/// How a board is laid out on the screen: turned for the player of Black, or drawn for a
/// narrow screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    pub flipped: bool,
    pub narrow: bool,
}

/// viewBox units per square, hexagon width, sphere or field: every shape's unit.
pub const UNIT: f64 = 10.0;
/// Chase's rows are drawn a little taller than regular hexagons, as the author's diagram is.
pub const HEX_STRETCH: f64 = 1.12;
/// Pyraos's upper levels are drawn a little raised, for depth.
pub const SPHERE_RISE: f64 = 0.9;
/// How far each of Allmer's tiers is drawn raised above the one below.
pub const STEP_RISE: f64 = 1.6;
/// The middle of Pyraos's base, which a flip turns about.
pub const SPHERES_MIDDLE: (f64, f64) = (1.5 * UNIT, 1.5 * UNIT);
/// The middle of Allmer's board, which a flip turns about.
pub const STEPS_MIDDLE: (f64, f64) = (allmer::board::SIZE as f64 * UNIT / 2.0, allmer::board::SIZE as f64 * UNIT / 2.0);

/// A board shape in a layout: where its cells are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub shape: BoardShape,
    pub layout: Layout,
}

impl Geometry {
    /// A cell's centre in viewBox units.
    pub fn center(&self, cell: Cell) -> (f64, f64) {
        let flipped = self.layout.flipped;
        match self.shape {
            BoardShape::Squares => {
                let (x, y) = pyramida::board::board().center(cell as u8);
                (mirror_squares(flipped, x * UNIT), y * UNIT)
            }
            BoardShape::Hexes => {
                let b = chase::board::board();
                let (x, y) = b.center(b.square[cell as usize]);
                let x = if flipped { (chase::board::RANKS - 1) as f64 - x } else { x };
                (x * UNIT, y * UNIT * HEX_STRETCH)
            }
            BoardShape::Spheres => {
                let (level, x, y) = pyraos::board::COORDS[cell as usize];
                let inset = (level - 1) as f64 / 2.0;
                let (x, y) =
                    turn(flipped, ((x as f64 + inset) * UNIT, (3.0 - y as f64 - inset) * UNIT), SPHERES_MIDDLE);
                (x, y - (level - 1) as f64 * SPHERE_RISE)
            }
            BoardShape::Steps => {
                let (x, y) = allmer::board::center(cell as u8);
                let (x, y) = turn(flipped, (x * UNIT, y * UNIT), STEPS_MIDDLE);
                (x, y - allmer::board::tier(cell as u8) as f64 * STEP_RISE)
            }
        }
    }

    /// The level a cell stands on where levels stack on the screen (Pyraos), else 0: the
    /// keyboard moves within a level, and Page Up / Page Down between them.
    pub fn level(&self, cell: Cell) -> u8 {
        match self.shape {
            BoardShape::Spheres => pyraos::board::COORDS[cell as usize].0,
            _ => 0,
        }
    }
}

/// An x coordinate of Pyramida's board, mirrored left to right when it is flipped (the
/// apex stays up).
pub fn mirror_squares(flipped: bool, x: f64) -> f64 {
    if flipped {
        pyramida::board::FILES as f64 * UNIT - x
    } else {
        x
    }
}

/// A point turned half round `(cx, cy)` when `on`: how square boards flip.
pub fn turn(on: bool, (x, y): (f64, f64), (cx, cy): (f64, f64)) -> (f64, f64) {
    if on {
        (2.0 * cx - x, 2.0 * cy - y)
    } else {
        (x, y)
    }
}
