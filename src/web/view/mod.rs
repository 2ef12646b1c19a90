//! One view per board shape: where cells are, how the board and its labels are drawn.
//! The board widget does the rest (pieces, marks, input, animation) for every game.

pub mod figurine;
mod hexes;
mod spheres;
mod squares;
mod steps;

use crate::cell_map::CellMap;
use crate::embed_attrs::Region;
use crate::game::{BoardShape, Cell, Piece, Side};
use crate::web::dom::{append, set_class, svg, AttrValue, Build, Markup};
use web_sys::Element;

use crate::board_state::geometry::Geometry;
pub use crate::board_state::geometry::Layout;
use crate::board_state::geometry::Plan;

/// How a reserve pile is stacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pile {
    /// Rows of 5, 4, 3, 2, 1 stones of radius 2.3 with the count under them.
    Triangle,
    /// One row of small stones, with the count above (`true`) or below it.
    Row { count_above: bool },
}

/// Writes one cell's markup, with the attributes given after its own.
type CellMarkup<'a> = dyn Fn(&mut Markup, Cell, &[(&str, &str)]) + 'a;

/// The keyboard's grid of a board's cells: its rows, and each cell's element id and name.
pub struct CellGrid<'a> {
    pub rows: &'a [Vec<Cell>],
    /// The board's element id, which each cell's id begins with ([`CellGrid::cell_id`]).
    pub board_id: &'a str,
    /// A cell's name, asked only by a view that draws in rows.
    pub name: &'a dyn Fn(Cell) -> String,
}

impl CellGrid<'_> {
    /// A cell's element id: what the grid's `aria-activedescendant` names.
    pub fn cell_id(&self, cell: Cell) -> String {
        format!("{}-cell-{cell}", self.board_id)
    }

    /// Writes the grid's rows into `layer` as one piece of markup, each cell by `cell` (its
    /// markup, given the attributes of a grid cell): hundreds of cells built, then moved into
    /// rows one by one, held a phone's main thread for a tenth of a second.
    fn draw_rows(&self, layer: &Element, cell: &CellMarkup) {
        let mut rows = Markup::default();
        for row in self.rows {
            rows.start("g", &[("role", "row")]);
            for &c in row {
                let (id, name) = (self.cell_id(c), (self.name)(c));
                cell(&mut rows, c, &[("role", "gridcell"), ("id", &id), ("aria-label", &name)]);
            }
            rows.end("g");
        }
        rows.append_to(layer);
    }
}

pub trait View {
    /// The SVG viewBox: x, y, width, height.
    fn view_box(&self) -> [f64; 4];
    /// The viewBox of the board alone, without room for reserves: for a board that
    /// draws none (the editor).
    fn board_box(&self) -> [f64; 4] {
        self.view_box()
    }
    /// Where the cells are (the same for drawing and for the keyboard's cursor).
    fn geometry(&self) -> Geometry;
    /// Its cells, labels and extent, worked out once.
    fn plan(&self) -> &Plan;
    /// A cell's centre in viewBox units.
    fn center(&self, cell: Cell) -> (f64, f64) {
        self.geometry().center(cell)
    }
    /// Draws the cells and labels. Each cell element carries `data-cell-index` (for
    /// input) and `data-cell` (its name, for people and tests).
    fn draw_board(&self, layer: &Element);
    /// Draws the cells as [`View::draw_board`] does, already in the keyboard grid's rows
    /// with their roles, ids and names, where moving hundreds of drawn cells into rows one
    /// by one is slow; returns whether it did (else the board groups what `draw_board` drew).
    /// `grid` may hold some of the board's rows only (a board drawn in slices); what comes
    /// after the last row (the labels) is [`View::draw_after_rows`]'s.
    fn draw_board_in_rows(&self, _layer: &Element, _grid: &CellGrid) -> bool {
        false
    }
    /// Draws what a view drawing in rows draws after its last row.
    fn draw_after_rows(&self, _layer: &Element) {}
    fn piece_radius(&self) -> f64;
    /// Draws a piece centred on (0, 0) into `g`: by default a stone, or its figurine
    /// where it has one.
    fn draw_piece(&self, g: &Element, piece: Piece) {
        if let Some(figurine) = figurine::on_board(piece, self.piece_radius() * 2.4) {
            append(g, &figurine);
            return;
        }
        let side = piece.side.key();
        let stone =
            svg("circle").class("stone").attr("r", self.piece_radius()).attr("fill", format!("url(#stone-{side})"));
        append(g, &stone);
    }
    /// Draws the piece standing on `cell` into `g`: by default as [`View::draw_piece`];
    /// a view whose levels stack draws each level its own size.
    fn draw_piece_at(&self, g: &Element, piece: Piece, _cell: Cell) {
        self.draw_piece(g, piece);
    }
    /// Large boards offer zoom buttons.
    fn zoomable(&self) -> bool {
        false
    }
    /// Draws click targets above the pieces, for boards where pieces overlap the cells
    /// above them; returns whether it did (then the pieces themselves take no clicks).
    fn draw_hits(&self, _layer: &Element) -> bool {
        false
    }
    /// Where a side's reserve pile stands, in games with reserves.
    fn reserve_anchor(&self, _side: Side) -> Option<(f64, f64)> {
        None
    }
    /// How the reserve piles are stacked.
    fn pile(&self, _side: Side) -> Pile {
        Pile::Triangle
    }
    /// Marks (last move) colour the cell itself, not a square under the piece: for cells
    /// that a piece almost covers.
    fn marks_cells(&self) -> bool {
        false
    }
    /// Whether each player has a near side, so the player of Black sees it turned.
    fn has_sides(&self) -> bool {
        false
    }
    /// Pieces must be stacked in cell order (higher levels over lower ones).
    fn layered(&self) -> bool {
        false
    }
    /// The message of a line under the board explaining its shading.
    fn legend(&self) -> Option<&'static str> {
        None
    }
}

/// Draws every cell of `plan` by `cell` (its markup) as one piece of markup, then the labels.
fn draw_cells(layer: &Element, plan: &Plan, cell: &CellMarkup) {
    let mut out = Markup::default();
    for c in 0..plan.cells.len() {
        cell(&mut out, c as Cell, &[]);
    }
    out.append_to(layer);
    draw_labels(layer, plan);
}

/// The coordinate labels beside the board, where its plan puts them: written as one piece
/// of markup (the largest board has about a hundred; built one call at a time, they held a
/// slowed phone 15 to 50 ms).
fn draw_labels(layer: &Element, plan: &Plan) {
    let mut out = Markup::default();
    for l in &plan.labels {
        let class = if l.edge { "label edge" } else { "label" };
        let (x, y) = (l.x.to_attr(), l.y.to_attr());
        let attrs = [
            ("class", class),
            ("x", x.as_str()),
            ("y", y.as_str()),
            ("text-anchor", l.anchor),
            ("dominant-baseline", "central"),
            ("aria-hidden", "true"),
        ];
        out.element("text", &attrs, &l.text);
    }
    out.append_to(layer);
}

/// The view that draws game `game`'s board (of `shape`) in `layout`: the view of its shape, where the
/// game's drawing puts the cells; None if this build has no view of the shape.
pub fn for_game(game: &str, shape: BoardShape, layout: Layout) -> Option<Box<dyn View>> {
    let geometry = Geometry { drawing: crate::games::drawing(game)?, layout };
    let plan = geometry.plan();
    match shape {
        BoardShape::Squares => Some(Box::new(squares::Squares(geometry, plan))),
        BoardShape::Hexes => Some(Box::new(hexes::Hexes(geometry, plan))),
        BoardShape::Spheres => Some(Box::new(spheres::Spheres(geometry, plan))),
        BoardShape::Steps => Some(Box::new(steps::Steps(geometry, plan))),
    }
}

/// Whether the browser can show a game: its rules exist and its board can be drawn.
/// (Asked of the shape alone: a view's plan names every cell.)
pub fn can_show(game: &str) -> bool {
    crate::games::open(game, &crate::game::Options::new(), None).is_ok_and(|s| has_view(s.shape()))
}

/// Whether this build has a view of the board shape.
fn has_view(shape: BoardShape) -> bool {
    match shape {
        BoardShape::Squares | BoardShape::Hexes | BoardShape::Spheres | BoardShape::Steps => true,
    }
}

/// The cells of a region (`data-view`) as `view` draws them: those whose centres lie in
/// the rectangle of the two corners' centres, or within `steps` neighbour-distances of a
/// cell.
pub fn region_cells(view: &dyn View, count: usize, region: Region) -> Vec<Cell> {
    let centers: Vec<(f64, f64)> = (0..count).map(|c| view.center(c as Cell)).collect();
    match region {
        Region::Corners(a, b) => {
            let ((ax, ay), (bx, by)) = (centers[a as usize], centers[b as usize]);
            let (x0, x1, y0, y1) = (ax.min(bx) - 0.01, ax.max(bx) + 0.01, ay.min(by) - 0.01, ay.max(by) + 0.01);
            (0..count)
                .filter(|&c| (x0..=x1).contains(&centers[c].0) && (y0..=y1).contains(&centers[c].1))
                .map(|c| c as Cell)
                .collect()
        }
        Region::Around(center, steps) => {
            let (cx, cy) = centers[center as usize];
            // One step: the distance from the centre cell to its nearest neighbour.
            let step = centers
                .iter()
                .map(|&(x, y)| (x - cx).hypot(y - cy))
                .filter(|d| *d > 0.01)
                .fold(f64::INFINITY, f64::min);
            let reach = step * steps as f64 * 1.05;
            (0..count).filter(|&c| (centers[c].0 - cx).hypot(centers[c].1 - cy) <= reach).map(|c| c as Cell).collect()
        }
    }
}

/// The viewBox that shows `cells` whole, with room for their pieces.
pub fn region_box(view: &dyn View, cells: &[Cell]) -> Option<[f64; 4]> {
    let margin = view.piece_radius() * 1.6;
    let points = cells.iter().map(|&c| view.center(c));
    let (mut x0, mut y0, mut x1, mut y1) = (f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY);
    for (x, y) in points {
        (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
    }
    x0.is_finite().then_some([x0 - margin, y0 - margin, x1 - x0 + 2.0 * margin, y1 - y0 + 2.0 * margin])
}

/// The point of `view_box` drawn under the screen point `(x, y)` of `svg` (drawn centred
/// and whole in the element, as preserveAspectRatio's default does).
pub fn screen_to_box(svg: &Element, [vx, vy, w, h]: [f64; 4], (x, y): (f64, f64)) -> (f64, f64) {
    let rect = svg.get_bounding_client_rect();
    let k = (rect.width() / w).min(rect.height() / h).max(1e-6);
    let (ox, oy) = ((rect.width() - w * k) / 2.0, (rect.height() - h * k) / 2.0);
    (vx + (x - rect.left() - ox) / k, vy + (y - rect.top() - oy) / k)
}

/// Fades the drawn cells (`(cell, element)`) outside `region`; none when it is `None`.
pub fn mark_outside(cells: impl Iterator<Item = (Cell, Element)>, region: Option<&[Cell]>) {
    let inside: Option<CellMap<()>> = region.map(|r| r.iter().map(|&c| (c, ())).collect());
    for (cell, el) in cells {
        set_class(&el, "outside", inside.as_ref().is_some_and(|map| !map.contains(cell)));
    }
}
