//! The keyboard on a board: a cursor that the arrow keys move to the nearest cell in that
//! direction on the screen (whatever the board's shape), Page Up / Page Down between
//! levels where pieces stack, Home / End to the ends of a row; Enter or Space acts as a
//! click, Escape cancels, and `?` asks for the position in words.

use super::geometry::Geometry;
use crate::game::Cell;
use crate::order;

/// What a key pressed on the board asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Put the cursor on this cell.
    Focus(Cell),
    /// Click the cell under the cursor.
    Click(Cell),
    /// Drop the move being entered.
    Cancel,
    /// Read out the whole position.
    Describe,
    /// A key of the board's that does nothing here (an arrow at the edge).
    Nothing,
    /// Not a key of the board's: the page may have it.
    NotMine,
}

/// A board's cells in rows, as a screen reader's grid reads them: by level from the bottom
/// up, then from the top of the screen down, each row left to right.
pub struct Grid {
    geometry: Geometry,
    rows: Vec<Vec<Cell>>,
    row_of: Vec<usize>,
}

impl Grid {
    pub fn new(geometry: Geometry, cell_count: usize) -> Grid {
        let g = &geometry;
        let mut keyed: Vec<(u8, i64, Cell)> =
            (0..cell_count as Cell).map(|c| (g.level(c), (g.center(c).1 * 10.0).round() as i64, c)).collect();
        // By level, then height; cells were listed in order, and the sort keeps it.
        order::by_key(&mut keyed, |&(level, y, _)| ((level as i64) << 40) + y);
        let mut rows: Vec<Vec<Cell>> = Vec::new();
        let mut row_of = vec![0; cell_count];
        let mut last = None;
        for (level, y, cell) in keyed {
            if last != Some((level, y)) {
                rows.push(Vec::new());
                last = Some((level, y));
            }
            row_of[cell as usize] = rows.len() - 1;
            rows.last_mut().expect("a row").push(cell);
        }
        for row in &mut rows {
            order::by_key(row, |&c| (g.center(c).0 * 1000.0).round() as i64);
        }
        Grid { geometry, rows, row_of }
    }

    /// The rows, top to bottom, each left to right.
    pub fn rows(&self) -> &[Vec<Cell>] {
        &self.rows
    }

    /// What `key` does with the cursor on `from`.
    pub fn key(&self, from: Cell, key: &str) -> Key {
        let to = match key {
            "Enter" | " " => return Key::Click(from),
            "Escape" => return Key::Cancel,
            "?" => return Key::Describe,
            "PageUp" => self.level_from(from, true),
            "PageDown" => self.level_from(from, false),
            "Home" => self.row_end(from, false),
            "End" => self.row_end(from, true),
            _ => match direction(key) {
                Some(d) => self.step_from(from, d),
                None => return Key::NotMine,
            },
        };
        to.map_or(Key::Nothing, Key::Focus)
    }

    /// The nearest cell from `from` in screen direction `(dx, dy)`, on the same level,
    /// within 60° of it (nearer first, then straighter). Ties turn clockwise: up goes up
    /// and right, right goes right and down, and so on, so that on a board of diagonal
    /// squares the four keys reach the four diagonal neighbours, and on hexagons up and
    /// down follow the file.
    fn step_from(&self, from: Cell, (dx, dy): (f64, f64)) -> Option<Cell> {
        let g = &self.geometry;
        let (x0, y0) = g.center(from);
        let level = g.level(from);
        (0..self.row_of.len() as Cell)
            .filter(|&c| c != from && g.level(c) == level)
            .filter_map(|c| {
                let (x, y) = g.center(c);
                let (vx, vy) = (x - x0, y - y0);
                let len = vx.hypot(vy);
                let cos = (vx * dx + vy * dy) / len;
                (cos > 0.49).then(|| {
                    let skew = (1.0 - cos * cos).max(0.0).sqrt();
                    let score = (len * (1.0 + 0.5 * skew) * 100.0).round() as i64;
                    let turn = ((vx * dy - vy * dx) * 100.0).round() as i64;
                    (score, turn, c)
                })
            })
            .min()
            .map(|(_, _, c)| c)
    }

    /// The nearest cell one level up or down (where levels stack), by distance on the screen.
    fn level_from(&self, from: Cell, up: bool) -> Option<Cell> {
        let g = &self.geometry;
        let (x0, y0) = g.center(from);
        let level = g.level(from) as i32 + if up { 1 } else { -1 };
        (0..self.row_of.len() as Cell).filter(|&c| g.level(c) as i32 == level).min_by_key(|&c| {
            let (x, y) = g.center(c);
            ((x - x0).hypot(y - y0) * 1000.0) as i64
        })
    }

    /// The first or last cell of `from`'s row.
    fn row_end(&self, from: Cell, last: bool) -> Option<Cell> {
        let row = self.rows.get(*self.row_of.get(from as usize)?)?;
        if last {
            row.last().copied()
        } else {
            row.first().copied()
        }
    }
}

/// Which way a key moves the cursor: a unit vector on the screen.
fn direction(key: &str) -> Option<(f64, f64)> {
    Some(match key {
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowRight" => (1.0, 0.0),
        _ => return None,
    })
}
