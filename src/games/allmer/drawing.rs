//! Where Allmer's Pyramid's fields are drawn: a board of 7 × 7 whose tiers rise round the
//! cap, each tier drawn a little raised; the victory fields marked, files lettered along
//! the foot and ranks numbered at the left; a flip turns it half round.

use super::board::{center, is_victory_field, name, tier, CELLS, SIZE};
use crate::drawing::{cells, label, turn, Drawing, Layout, Plan, STEP_RISE, UNIT};
use crate::game::Cell;

pub struct Steps;

/// The middle of the board, which a flip turns about.
const MIDDLE: (f64, f64) = (SIZE as f64 * UNIT / 2.0, SIZE as f64 * UNIT / 2.0);

impl Drawing for Steps {
    fn center(&self, cell: Cell, layout: Layout) -> (f64, f64) {
        let (x, y) = center(cell as u8);
        let (x, y) = turn(layout.flipped, (x * UNIT, y * UNIT), MIDDLE);
        (x, y - tier(cell as u8) as f64 * STEP_RISE)
    }

    fn plan(&self, layout: Layout) -> Plan {
        let cells = cells(CELLS, |c| (name(c as u8), tier(c as u8), is_victory_field(c as u8)));
        let mut labels = Vec::new();
        for i in 0..SIZE {
            let (x, _) = turn(layout.flipped, ((i as f64 + 0.5) * UNIT, 0.0), MIDDLE);
            labels.push(label(x, SIZE as f64 * UNIT + 4.5, ((b'a' + i) as char).to_string(), "middle"));
            let (_, y) = turn(layout.flipped, (0.0, (SIZE - 1 - i) as f64 * UNIT + UNIT / 2.0), MIDDLE);
            labels.push(label(-2.5, y, (i + 1).to_string(), "end"));
        }
        Plan { cells, labels, extent: (SIZE as f64 * UNIT, SIZE as f64 * UNIT) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_tiers_round_the_cap() {
        let plan = Steps.plan(Layout::default());
        assert_eq!(plan.cells.iter().map(|c| c.level).max(), Some(2));
        assert_eq!(Steps.level(0), 0, "tiers are drawn raised, not stacked as levels");
    }
}
