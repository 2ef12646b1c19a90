//! Where Pyramida's squares are drawn: the board's black squares of 21 × 14, the top
//! marked, rows numbered at each row's left end and files lettered along the foot; a
//! flip mirrors it left to right (the apex stays up). A retreat goes down its column.

use super::board::{board, CELLS, FILES, ROWS, TOP};
use crate::drawing::{cells, label, Drawing, Layout, Plan, UNIT};
use crate::game::Cell;

pub struct Squares;

/// An x coordinate mirrored left to right when the board is flipped.
fn mirror(flipped: bool, x: f64) -> f64 {
    if flipped {
        FILES as f64 * UNIT - x
    } else {
        x
    }
}

impl Drawing for Squares {
    fn center(&self, cell: Cell, layout: Layout) -> (f64, f64) {
        let (x, y) = board().center(cell as u8);
        (mirror(layout.flipped, x * UNIT), y * UNIT)
    }

    fn plan(&self, layout: Layout) -> Plan {
        let b = board();
        let cells = cells(CELLS, |c| (b.name(c as u8), 0, c as u8 == TOP));
        let mut labels = Vec::new();
        // Row numbers just left of each row's leftmost square, file letters along the foot.
        for row in 1..=ROWS {
            let left = (1..=FILES)
                .filter_map(|f| b.cell(f, row))
                .map(|c| self.center(c as Cell, layout).0)
                .fold(f64::INFINITY, f64::min);
            let y = (ROWS - row) as f64 * UNIT + UNIT / 2.0;
            labels.push(label(left - UNIT / 2.0 - 0.8, y, row.to_string(), "end"));
        }
        for file in 1..=FILES {
            let x = mirror(layout.flipped, (file as f64 - 0.5) * UNIT);
            labels.push(label(x, ROWS as f64 * UNIT + 5.0, ((b'a' + file - 1) as char).to_string(), "middle"));
        }
        Plan { cells, labels, extent: (FILES as f64 * UNIT, ROWS as f64 * UNIT) }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_top_is_marked_and_rows_and_files_labelled() {
        let plan = Squares.plan(Layout::default());
        assert_eq!(plan.cells.iter().filter(|c| c.special).count(), 1, "the top");
        assert_eq!(plan.labels.len(), 14 + 21, "rows and files");
    }

    #[test]
    fn a_column_goes_down_its_cells() {
        let b = board();
        let (from, to) = (b.cell(10, 9).unwrap() as Cell, b.cell(10, 1).unwrap() as Cell);
        let path = Squares.column_path(from, to);
        assert_eq!((path.first(), path.last()), (Some(&from), Some(&to)));
        assert!(path.len() > 2);
        assert!(Squares.lines_through(0).is_empty());
    }
}
