//! How a game's board is drawn: where each cell's centre is in viewBox units, its name,
//! level and mark, the coordinate labels and the board's extent, the cells a column
//! retreat passes and the lines through a cell. Each game says it of its own board
//! ([`crate::game::Game::DRAWING`], in its `drawing.rs`); the board and the browser's views
//! draw whatever it says, and name no game. Like [`crate::message`], a ground floor: it
//! imports nothing of the engine (a cell is its index, as `game::Cell`).

/// viewBox units per square, hexagon width, sphere or field: every board's unit.
pub const UNIT: f64 = 10.0;
/// A board of hexagons has its rows drawn a little taller than regular hexagons, as Pyramid
/// Chase's author drew them; the view of hexagons draws each cell that much taller.
pub const HEX_STRETCH: f64 = 1.12;
/// How far each tier of a board of steps is drawn raised above the one below.
pub const STEP_RISE: f64 = 1.6;

/// How a board is laid out on the screen: turned for the player of Black, or drawn for a
/// narrow screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    pub flipped: bool,
    pub narrow: bool,
}

/// A cell as a board draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanCell {
    /// Its name in the game's notation.
    pub name: String,
    /// The level it stands on (a stacked board's level from 1, a tier from 0), else 0.
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

/// Where a game's cells are drawn, said by the game of its own board.
pub trait Drawing: Sync {
    /// A cell's centre in viewBox units.
    fn center(&self, cell: u16, layout: Layout) -> (f64, f64);
    /// The level a cell stands on where levels stack on the screen, else 0: the keyboard
    /// moves within a level, and Page Up / Page Down between them.
    fn level(&self, _cell: u16) -> u8 {
        0
    }
    /// The board's plan: its cells, labels and extent.
    fn plan(&self, layout: Layout) -> Plan;
    /// The cells a retreat down a column passes through, first to last: by default the
    /// two ends.
    fn column_path(&self, from: u16, to: u16) -> Vec<u16> {
        vec![from, to]
    }
    /// The cells on the lines through `cell`, for boards whose lines are hard to follow by
    /// eye; none by default.
    fn lines_through(&self, _cell: u16) -> Vec<u16> {
        Vec::new()
    }
}

/// A label at `(x, y)`.
pub fn label(x: f64, y: f64, text: String, anchor: &'static str) -> PlanLabel {
    PlanLabel { x, y, text, anchor, edge: false }
}

/// Each cell's name, level and mark, from `count` calls of `cell`.
pub fn cells(count: usize, cell: impl Fn(usize) -> (String, u8, bool)) -> Vec<PlanCell> {
    let mut cells = Vec::with_capacity(count);
    for c in 0..count {
        let (name, level, special) = cell(c);
        cells.push(PlanCell { name, level, special });
    }
    cells
}

/// A point turned half round `(cx, cy)` when `on`: how square boards flip.
pub fn turn(on: bool, (x, y): (f64, f64), (cx, cy): (f64, f64)) -> (f64, f64) {
    if on {
        (2.0 * cx - x, 2.0 * cy - y)
    } else {
        (x, y)
    }
}
