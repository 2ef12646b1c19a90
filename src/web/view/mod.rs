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
use crate::web::dom::{set_class, AttrValue, Markup};
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
pub type CellMarkup<'a> = dyn Fn(&mut Markup, Cell, &[(&str, &str)]) + 'a;

/// The keyboard's grid of a board's cells: its rows, and each cell's element id and name.
pub struct CellGrid<'a> {
    pub rows: &'a [Vec<Cell>],
    /// The board's element id, which each cell's id begins with ([`CellGrid::cell_id`]).
    pub board_id: &'a str,
    /// A cell's name: its label.
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
    pub fn draw_rows(&self, layer: &Element, cell: &CellMarkup) {
        let mut rows = Markup::default();
        for row in self.rows {
            rows.start("g", &[("role", "row")], &[]);
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
    /// Draws what lies under the cells (a base, a pyramid's tiers), before their first row.
    fn draw_under(&self, _layer: &Element) {}
    /// How the view writes a cell's markup, given attributes to add: made once a drawing, so
    /// that what every cell shares is worked out once. Each cell element carries
    /// `data-cell-index` (for input) and `data-cell` (its name, for people and tests).
    fn cell_markup(&self) -> Box<CellMarkup<'_>>;
    /// Draws what comes after the cells' last row: the labels.
    fn draw_after_rows(&self, layer: &Element) {
        draw_labels(layer, self.plan());
    }
    fn piece_radius(&self) -> f64;
    /// Writes a piece centred on (0, 0): by default a stone, or its figurine where it has one.
    fn piece(&self, out: &mut Markup, piece: Piece) {
        if !figurine::on_board(out, piece, self.piece_radius() * 2.4) {
            stone(out, "stone", self.piece_radius(), piece.side, &[]);
        }
    }
    /// Writes the piece standing on `cell`: by default as [`View::piece`]; a view whose
    /// levels stack draws each level its own size.
    fn piece_at(&self, out: &mut Markup, piece: Piece, _cell: Cell) {
        self.piece(out, piece);
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

/// Draws the whole board at once, its cells in their index order (a picture, the editor's
/// canvas); a board with a keyboard draws them in its grid's rows ([`CellGrid::draw_rows`]),
/// between [`View::draw_under`] and [`View::draw_after_rows`]. (Not a method of the trait:
/// the embedded boards' wasm would carry a copy for each view.)
pub fn draw_board(view: &dyn View, layer: &Element) {
    view.draw_under(layer);
    let (cell, mut out) = (view.cell_markup(), Markup::default());
    for c in 0..view.plan().cells.len() {
        cell(&mut out, c as Cell, &[]);
    }
    out.append_to(layer);
    view.draw_after_rows(layer);
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

/// Writes a disc of `class` and radius `r` filled with `side`'s stone, with `more` attributes.
pub fn stone(out: &mut Markup, class: &str, r: f64, side: Side, more: &[(&str, &str)]) {
    let (r, fill) = (r.to_attr(), format!("url(#stone-{})", side.key()));
    out.empty("circle", &[("class", class), ("r", &r), ("fill", &fill)], more);
}

/// Writes the group of `piece` standing on `cell`, its class and place, then `more`
/// attributes (and its level where levels stack): as markup, one parse, where each piece
/// took a dozen calls from wasm.
pub fn write_piece(view: &dyn View, out: &mut Markup, piece: Piece, cell: Cell, more: &[(&str, &str)]) {
    let (x, y) = view.center(cell);
    let (class, at) = (format!("piece {}", piece.side.key()), crate::web::dom::translate(x, y));
    let level = view.layered().then(|| view.plan().cells.get(cell as usize).map_or(0, |c| c.level).to_string());
    let attrs = [("class", class.as_str()), ("transform", at.as_str()), ("data-level", level.as_deref().unwrap_or(""))];
    out.start("g", &attrs[..if level.is_some() { 3 } else { 2 }], more);
    view.piece_at(out, piece, cell);
    out.end("g");
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
