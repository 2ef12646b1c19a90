//! Where Pyramid Chase's 561 hexagons are drawn: a triangle of 33 ranks, its rows a little
//! taller than regular hexagons as the author drew them, the summit (ranks 31 to 33)
//! marked, ranks numbered along the left edge and files lettered along the foot and again
//! up the right edge; a flip mirrors it left to right. A cell's rank and file are drawn as
//! lines through it, hard to follow by eye on so large a board.

use super::board::{board, file_name, RANKS};
use crate::drawing::{cells, label, Drawing, Layout, Plan, PlanLabel, HEX_STRETCH, UNIT};
use crate::game::Cell;

pub struct Hexes;

impl Drawing for Hexes {
    fn center(&self, cell: Cell, layout: Layout) -> (f64, f64) {
        let b = board();
        let (x, y) = b.center(b.square[cell as usize]);
        let x = if layout.flipped { (RANKS - 1) as f64 - x } else { x };
        (x * UNIT, y * UNIT * HEX_STRETCH)
    }

    fn plan(&self, layout: Layout) -> Plan {
        let b = board();
        let cells = cells(b.square.len(), |c| {
            let sq = b.square[c];
            (b.name(sq), 0, b.rank_file(sq).0 >= 31)
        });
        let at = |rank: i32, file: i32| {
            self.center(b.cell[b.at(rank, file).expect("a cell of the triangle") as usize], layout)
        };
        let (anchor, outward) = if layout.flipped { ("start", 1.0) } else { ("end", -1.0) };
        let mut labels = Vec::new();
        for rank in 1..=RANKS {
            let (x, y) = at(rank, 1);
            labels.push(label(x + outward * UNIT * 0.62, y, rank.to_string(), anchor));
        }
        for file in 1..=RANKS {
            let (x, y) = at(1, file);
            labels.push(label(x, y + UNIT * 0.95, file_name(file), "middle"));
            // …and where the file ends, up the right edge: a step past its last cell.
            let last = RANKS + 1 - file;
            if last == 1 {
                continue;
            }
            let ((ax, ay), (bx, by)) = (at(last, file), at(last - 1, file));
            let (x, y) = (ax + (ax - bx) * 0.8, ay + (ay - by) * 0.8);
            labels.push(PlanLabel { edge: true, ..label(x, y, file_name(file), "middle") });
        }
        let height = (RANKS - 1) as f64 * 3f64.sqrt() / 2.0 * HEX_STRETCH * UNIT;
        Plan { cells, labels, extent: (RANKS as f64 * UNIT, height) }
    }

    fn lines_through(&self, cell: Cell) -> Vec<Cell> {
        let b = board();
        let (rank, file) = b.rank_file(b.square[cell as usize]);
        let on_rank = (1..=RANKS).filter_map(|f| b.at(rank, f));
        let on_file = (1..=RANKS).filter_map(|r| b.at(r, file));
        on_rank.chain(on_file).map(|sq| b.cell[sq as usize]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summit_is_marked_and_files_labelled_twice() {
        let plan = Hexes.plan(Layout::default());
        assert_eq!(plan.cells.iter().filter(|c| c.special).count(), 6, "the summit: ranks 31 to 33");
        assert_eq!(plan.labels.iter().filter(|l| l.edge).count(), 32, "each file but the apex's, twice");
    }

    #[test]
    fn lines_cross_at_the_cell() {
        let lines = Hexes.lines_through(0);
        assert_eq!(lines.iter().filter(|&&c| c == 0).count(), 2, "on its rank and its file");
        assert_eq!(Hexes.column_path(0, 5), vec![0, 5]);
    }
}
