//! The editor's board: the game's own view draws the cells and the pieces of the setup;
//! presses, drags and drops are reported as cells, and the editor decides what they do.

use crate::game::{Cell, Piece};
use crate::games::Session;
use crate::message::Phrase;
use crate::setup::Setup;
use crate::web::board::picture_defs;
use crate::web::dom::{self, append, clear, html, node_elements, svg, Build, Markup};
use crate::web::i18n::{self, Localized};
use crate::web::view::{self, Layout, View};
use std::cell::RefCell;
use web_sys::Element;

/// A drawn cell's index.
fn index(el: &Element) -> Option<Cell> {
    el.get_attribute("data-cell-index").and_then(|v| v.parse::<Cell>().ok())
}

pub struct Canvas {
    view: Box<dyn View>,
    pub root: Element,
    svg: Element,
    cells: Element,
    pieces: Element,
    hits: Option<Element>,
    /// Each cell's element by index, found once they are drawn: the largest board has 561.
    cell_elements: RefCell<Vec<(Cell, Element)>>,
    /// The region whose outside is marked now (none at first).
    marked: RefCell<Option<Vec<Cell>>>,
}

impl Canvas {
    pub fn new(session: &dyn Session) -> Option<Canvas> {
        let layout = Layout { flipped: false, narrow: dom::matches_media("(max-width: 600px)") };
        let view = view::for_game(session.name(), session.shape(), layout)?;
        let [x, y, w, h] = view.board_box();
        let svg_el = svg("svg")
            .class("board-svg editor-svg")
            .attr("viewBox", dom::numbers(&[x, y, w, h]))
            .attr("role", "img")
            .l10n_attribute(
                "aria-label",
                &Phrase::new("editor-board").message("game", i18n::game_message(session.name(), "title")),
            );
        append(&svg_el, &picture_defs(view::figurine::any(session.piece_kinds())));
        // The cells come in a task of their own ([`Canvas::draw_cells`]): the largest
        // board's 561, drawn with the rest of the editor, held a phone a fifth of a second.
        // Until then their layer is out of the page.
        let cells = svg("g").class("cells");
        // Presses go to the cells (or their hit targets) under the pieces.
        let pieces = svg("g").class("pieces").attr("pointer-events", "none");
        let hit_layer = svg("g").class("hits");
        let hits = view.draw_hits(&hit_layer).then_some(hit_layer);
        append(&svg_el, &pieces);
        if let Some(hits) = &hits {
            append(&svg_el, hits);
        }
        let root = html("div").class("pyramid-board editor-board").attr("data-game", session.name());
        let frame = html("div").class("board-frame");
        append(&frame, &svg_el);
        append(&root, &frame);
        Some(Canvas {
            view,
            root,
            svg: svg_el,
            cells,
            pieces,
            hits,
            cell_elements: RefCell::default(),
            marked: RefCell::new(None),
        })
    }

    /// Draws the cells (the editor's timer calls it once), with the region's marks of the
    /// last [`Canvas::draw`].
    pub fn draw_cells(&self) {
        // Drawn out of the page, then put in under the pieces: the page's words watch it
        // for elements to translate, and 561 cells and their labels added one by one
        // there cost that watcher more than the drawing.
        view::draw_board(self.view.as_ref(), &self.cells);
        let drawn: Vec<(Cell, Element)> = self
            .cells
            .query_selector_all("[data-cell-index]")
            .ok()
            .into_iter()
            .flat_map(node_elements)
            .filter_map(|el| Some((index(&el)?, el)))
            .collect();
        view::mark_outside(drawn.iter().cloned(), self.marked.borrow().as_deref());
        self.svg.insert_before(&self.cells, Some(&self.pieces)).ok();
        *self.cell_elements.borrow_mut() = drawn;
        self.root.set_attribute("data-drawn", "").ok();
    }

    /// Draws the setup's pieces; in stacked views only cells that hold a piece or could
    /// take one answer the pointer. `region`: the cells a diagram would show.
    pub fn draw(&self, setup: &Setup, session: &dyn Session, region: Option<&[Cell]>) {
        clear(&self.pieces);
        // In cell order, lower cells first, so higher levels stack over them.
        let mut pieces = Markup::default();
        for (cell, piece) in setup.pieces() {
            view::write_piece(self.view.as_ref(), &mut pieces, piece, cell, &[("data-cell-index", &cell.to_string())]);
        }
        pieces.append_to(&self.pieces);
        if let Some(hits) = &self.hits {
            let occupied = setup.occupied();
            for el in hits.query_selector_all("[data-cell-index]").ok().into_iter().flat_map(node_elements) {
                let cell = index(&el).unwrap_or(0);
                let live = setup.piece(cell).is_some() || session.can_hold(cell, &occupied);
                el.set_attribute("pointer-events", if live { "auto" } else { "none" }).ok();
            }
        }
        // The cells' marks change only with the region: not on every piece put.
        let region = region.map(<[Cell]>::to_vec);
        if *self.marked.borrow() != region {
            view::mark_outside(self.cell_elements.borrow().iter().cloned(), region.as_deref());
            *self.marked.borrow_mut() = region;
        }
        self.root.set_attribute("data-position", &setup.text()).ok();
    }

    /// The cells of a region as this view draws them.
    pub fn region(&self, region: crate::embed_attrs::Region, count: usize) -> Vec<Cell> {
        view::region_cells(self.view.as_ref(), count, region)
    }

    /// Moves the piece drawn on `cell` to follow the pointer at screen point `(x, y)`.
    pub fn carry(&self, cell: Cell, (x, y): (f64, f64)) {
        let Ok(Some(el)) = self.pieces.query_selector(&format!("[data-cell-index=\"{cell}\"]")) else { return };
        let (bx, by) = view::screen_to_box(&self.svg, self.view.board_box(), (x, y));
        el.set_attribute("transform", &format!("{} scale(1.15)", dom::translate(bx, by))).ok();
    }

    pub fn contains(&self, el: &Element) -> bool {
        self.svg.contains(Some(el))
    }

    /// A piece drawn alone, for the palette.
    pub fn swatch(&self, piece: Piece) -> Element {
        let r = self.view.piece_radius();
        let picture = svg("svg")
            .class("board-svg piece-swatch")
            .attr("viewBox", dom::numbers(&[-r * 1.1, -r * 1.1, r * 2.2, r * 2.2]))
            .attr("aria-hidden", "true");
        // The stones' gradients and the figurines' symbols are the canvas's, in the same
        // document (a copy of the gradients for each of a dozen swatches cost the editor's
        // first task 20 to 35 ms on a slowed phone, and repeated their ids).
        let mut g = Markup::default();
        g.start("g", &[("class", &format!("piece {}", piece.side.key()))], &[]);
        self.view.piece(&mut g, piece);
        g.end("g").append_to(&picture);
        picture
    }
}

/// The cell drawn at a screen point in any board, if any.
pub fn cell_at(x: f64, y: f64) -> Option<(Cell, Element)> {
    let el = dom::document().element_from_point(x as f32, y as f32)?;
    let cell = el.closest("[data-cell-index]").ok()??;
    Some((cell.get_attribute("data-cell-index")?.parse().ok()?, el))
}
