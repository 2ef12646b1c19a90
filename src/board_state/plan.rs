//! What a drawing of a board needs from its game: each cell's name, level and whether it
//! is a special cell (Pyramida's top, Chase's summit, Allmer's victory fields), the
//! coordinate labels and where they stand, the board's extent, the cells a column
//! retreat passes and the lines through a cell. Each game says it here, once, from its
//! own board; the web layer's views only draw shapes where this puts them.

use super::geometry::{mirror_squares, turn, Geometry, HEX_STRETCH, SPHERES_MIDDLE, STEPS_MIDDLE, UNIT};
use crate::game::{BoardShape, Cell};
use crate::games::{allmer, chase, pyramida, pyraos};

/// A cell as a board draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanCell {
    /// Its name in the game's notation.
    pub name: String,
    /// The level it stands on (Pyraos's level from 1, Allmer's tier from 0), else 0.
    pub level: u8,
    /// A cell the rules single out, drawn marked.
    pub special: bool,
}

/// A coordinate label beside the board.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanLabel {
    pub x: f64,
    pub y: f64,
    pub text: String,
    /// SVG's text-anchor: "start", "middle" or "end".
    pub anchor: &'static str,
    /// A second label of a line, at its far end.
    pub edge: bool,
}

/// A board's plan in a layout.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub cells: Vec<PlanCell>,
    pub labels: Vec<PlanLabel>,
    /// The width and height the cells span, in viewBox units from (0, 0).
    pub extent: (f64, f64),
}

fn label(x: f64, y: f64, text: String, anchor: &'static str) -> PlanLabel {
    PlanLabel { x, y, text, anchor, edge: false }
}

/// Each cell's name, level and mark, from `count` calls of `cell`.
fn cells(count: usize, cell: impl Fn(usize) -> (String, u8, bool)) -> Vec<PlanCell> {
    let mut cells = Vec::with_capacity(count);
    for c in 0..count {
        let (name, level, special) = cell(c);
        cells.push(PlanCell { name, level, special });
    }
    cells
}

impl Geometry {
    /// The board's plan: its cells, labels and extent.
    pub fn plan(&self) -> Plan {
        match self.shape {
            BoardShape::Squares => self.squares(),
            BoardShape::Hexes => self.hexes(),
            BoardShape::Spheres => self.spheres(),
            BoardShape::Steps => self.steps(),
        }
    }

    /// The cells a column retreat passes through, first to last.
    pub fn column_path(&self, from: Cell, to: Cell) -> Vec<Cell> {
        if self.shape != BoardShape::Squares {
            return vec![from, to];
        }
        let b = pyramida::board::board();
        let column = &b.columns[b.file(from as u8) as usize];
        let (lo, hi) = (b.row(to as u8), b.row(from as u8));
        let mut path: Vec<Cell> =
            column.iter().filter(|&&c| (lo..=hi).contains(&b.row(c))).map(|&c| c as Cell).collect();
        path.reverse();
        path
    }

    /// The cells on the lines through `cell` (its rank and file), for boards whose lines
    /// are hard to follow by eye; none for the others.
    pub fn lines_through(&self, cell: Cell) -> Vec<Cell> {
        if self.shape != BoardShape::Hexes {
            return Vec::new();
        }
        let b = chase::board::board();
        let ranks = chase::board::RANKS;
        let (rank, file) = b.rank_file(b.square[cell as usize]);
        let on_rank = (1..=ranks).filter_map(|f| b.at(rank, f));
        let on_file = (1..=ranks).filter_map(|r| b.at(r, file));
        on_rank.chain(on_file).map(|sq| b.cell[sq as usize]).collect()
    }

    fn squares(&self) -> Plan {
        use pyramida::board::{board, CELLS, FILES, ROWS, TOP};
        let b = board();
        let cells = cells(CELLS, |c| (b.name(c as u8), 0, c as u8 == TOP));
        let mut labels = Vec::new();
        // Row numbers just left of each row's leftmost square, file letters along the foot.
        for row in 1..=ROWS {
            let left = (1..=FILES)
                .filter_map(|f| b.cell(f, row))
                .map(|c| self.center(c as Cell).0)
                .fold(f64::INFINITY, f64::min);
            let y = (ROWS - row) as f64 * UNIT + UNIT / 2.0;
            labels.push(label(left - UNIT / 2.0 - 0.8, y, row.to_string(), "end"));
        }
        for file in 1..=FILES {
            let x = mirror_squares(self.layout.flipped, (file as f64 - 0.5) * UNIT);
            labels.push(label(x, ROWS as f64 * UNIT + 5.0, ((b'a' + file - 1) as char).to_string(), "middle"));
        }
        Plan { cells, labels, extent: (FILES as f64 * UNIT, ROWS as f64 * UNIT) }
    }

    fn hexes(&self) -> Plan {
        use chase::board::{board, file_name, RANKS};
        let b = board();
        let cells = cells(b.square.len(), |c| {
            let sq = b.square[c];
            (b.name(sq), 0, b.rank_file(sq).0 >= 31)
        });
        let at = |rank: i32, file: i32| self.center(b.cell[b.at(rank, file).expect("a cell of the triangle") as usize]);
        let (anchor, outward) = if self.layout.flipped { ("start", 1.0) } else { ("end", -1.0) };
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

    fn spheres(&self) -> Plan {
        use pyraos::board::{name, CELLS, COORDS};
        let cells = cells(CELLS, |c| (name(c as u8), COORDS[c].0, false));
        let mut labels = Vec::new();
        for (i, letter) in ["a", "b", "c", "d"].iter().enumerate() {
            let (x, y) = turn(self.layout.flipped, (i as f64 * UNIT, (3 - i) as f64 * UNIT), SPHERES_MIDDLE);
            labels.push(label(x, 3.0 * UNIT + 9.6, letter.to_string(), "middle"));
            labels.push(label(-10.5, y, (i + 1).to_string(), "middle"));
        }
        Plan { cells, labels, extent: (3.0 * UNIT, 3.0 * UNIT) }
    }

    fn steps(&self) -> Plan {
        use allmer::board::{is_victory_field, name, tier, CELLS, SIZE};
        let cells = cells(CELLS, |c| (name(c as u8), tier(c as u8), is_victory_field(c as u8)));
        let mut labels = Vec::new();
        for i in 0..SIZE {
            let (x, _) = turn(self.layout.flipped, ((i as f64 + 0.5) * UNIT, 0.0), STEPS_MIDDLE);
            labels.push(label(x, SIZE as f64 * UNIT + 4.5, ((b'a' + i) as char).to_string(), "middle"));
            let (_, y) = turn(self.layout.flipped, (0.0, (SIZE - 1 - i) as f64 * UNIT + UNIT / 2.0), STEPS_MIDDLE);
            labels.push(label(-2.5, y, (i + 1).to_string(), "end"));
        }
        Plan { cells, labels, extent: (SIZE as f64 * UNIT, SIZE as f64 * UNIT) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board_state::geometry::Layout;

    #[test]
    fn each_game_s_plan_names_its_cells_as_its_notation_does() {
        for game in crate::games::GAME_NAMES {
            let session = crate::games::open(game, &crate::game::Options::new(), None).unwrap();
            for flipped in [false, true] {
                let geometry = Geometry { shape: session.shape(), layout: Layout { flipped, narrow: false } };
                let plan = geometry.plan();
                assert_eq!(plan.cells.len(), session.cell_count(), "{game}");
                for (i, cell) in plan.cells.iter().enumerate() {
                    assert_eq!(cell.name, session.cell_name(i as Cell), "{game}");
                }
                assert!(plan.labels.iter().all(|l| l.x.is_finite() && l.y.is_finite() && !l.text.is_empty()));
                assert!(plan.extent.0 > 0.0 && plan.extent.1 > 0.0);
            }
        }
    }

    #[test]
    fn the_special_cells_and_labels_of_each_shape() {
        let plan = |shape| Geometry { shape, layout: Layout::default() }.plan();
        let special = |p: &Plan| p.cells.iter().filter(|c| c.special).count();
        let squares = plan(BoardShape::Squares);
        assert_eq!((special(&squares), squares.labels.len()), (1, 14 + 21), "the top; rows and files");
        let hexes = plan(BoardShape::Hexes);
        assert_eq!(special(&hexes), 6, "the summit: ranks 31 to 33");
        assert_eq!(hexes.labels.iter().filter(|l| l.edge).count(), 32, "each file but the apex's, twice");
        let steps = plan(BoardShape::Steps);
        assert_eq!(steps.cells.iter().map(|c| c.level).max(), Some(2), "three tiers round the cap");
        let spheres = plan(BoardShape::Spheres);
        assert_eq!(spheres.cells.iter().filter(|c| c.level == 4).count(), 1, "the apex");
    }

    #[test]
    fn a_column_goes_down_its_cells_and_lines_cross_at_the_cell() {
        let squares = Geometry { shape: BoardShape::Squares, layout: Layout::default() };
        let b = pyramida::board::board();
        let (from, to) = (b.cell(10, 9).unwrap() as Cell, b.cell(10, 1).unwrap() as Cell);
        let path = squares.column_path(from, to);
        assert_eq!((path.first(), path.last()), (Some(&from), Some(&to)));
        assert!(path.len() > 2);
        let hexes = Geometry { shape: BoardShape::Hexes, layout: Layout::default() };
        let lines = hexes.lines_through(0);
        assert_eq!(lines.iter().filter(|&&c| c == 0).count(), 2, "on its rank and its file");
        assert!(squares.lines_through(0).is_empty());
    }
}
