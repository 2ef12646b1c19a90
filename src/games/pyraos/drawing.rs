//! Where Pyraos's 30 spheres are drawn: four levels from a base of 4 × 4, each level
//! inset half a sphere and drawn a little raised, for depth; files lettered along the foot
//! and rows numbered at the left; a flip turns it half round.

use super::board::{name, CELLS, COORDS};
use crate::drawing::{cells, label, turn, Drawing, Layout, Plan, UNIT};
use crate::game::Cell;

pub struct Spheres;

/// How far each level above the base is drawn raised.
const RISE: f64 = 0.9;
/// The middle of the base, which a flip turns about.
const MIDDLE: (f64, f64) = (1.5 * UNIT, 1.5 * UNIT);

impl Drawing for Spheres {
    fn center(&self, cell: Cell, layout: Layout) -> (f64, f64) {
        let (level, x, y) = COORDS[cell as usize];
        let inset = (level - 1) as f64 / 2.0;
        let (x, y) = turn(layout.flipped, ((x as f64 + inset) * UNIT, (3.0 - y as f64 - inset) * UNIT), MIDDLE);
        (x, y - (level - 1) as f64 * RISE)
    }

    fn level(&self, cell: Cell) -> u8 {
        COORDS[cell as usize].0
    }

    fn plan(&self, layout: Layout) -> Plan {
        let cells = cells(CELLS, |c| (name(c as u8), COORDS[c].0, false));
        let mut labels = Vec::new();
        for (i, letter) in ["a", "b", "c", "d"].iter().enumerate() {
            let (x, y) = turn(layout.flipped, (i as f64 * UNIT, (3 - i) as f64 * UNIT), MIDDLE);
            labels.push(label(x, 3.0 * UNIT + 9.6, letter.to_string(), "middle"));
            labels.push(label(-10.5, y, (i + 1).to_string(), "middle"));
        }
        Plan { cells, labels, extent: (3.0 * UNIT, 3.0 * UNIT) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_apex_on_the_fourth_level() {
        let plan = Spheres.plan(Layout::default());
        assert_eq!(plan.cells.iter().filter(|c| c.level == 4).count(), 1, "the apex");
        assert_eq!(Spheres.level(0), 1);
    }
}
