//! What every board's SVG shares (the stones' gradients, the arrow heads, check's glow)
//! and the small pictures of a game's start the picker shows, drawn by the board's view.

use crate::board_state::BoardData;
use crate::board_state::ADVISES;
use crate::message::Phrase;
use crate::web::dom::{self, append, svg, Build, Markup};
use crate::web::i18n::{self, Localized};
use crate::web::view::{self, Layout};
use wasm_bindgen::JsCast;
use web_sys::Element;

/// Gradients for the stones, shared by every piece of the board, and the figurines where
/// the board shows them.
pub fn defs(figurines: bool) -> Element {
    let defs = svg("defs");
    if figurines {
        view::figurine::add_symbols(&defs);
    }
    for (id, light, dark) in [("stone-white", "#ffffff", "#d9d0c1"), ("stone-black", "#5a5a5a", "#111111")] {
        let gradient = svg("radialGradient").attr("id", id).attr("cx", "0.35").attr("cy", "0.3").attr("r", "0.75");
        append(&gradient, &svg("stop").attr("offset", "0").attr("stop-color", light));
        append(&gradient, &svg("stop").attr("offset", "1").attr("stop-color", dark));
        append(&defs, &gradient);
    }
    // The head of an analysis arrow, in the arrow's own colour.
    let head = svg("marker")
        .attr("id", "arrow-head")
        .attr("viewBox", "0 0 10 10")
        .attr("refX", "5")
        .attr("refY", "5")
        .attr("markerWidth", "3")
        .attr("markerHeight", "3")
        .attr("orient", "auto-start-reverse");
    append(&head, &svg("path").attr("d", "M0 0L10 5L0 10z").class("arrow-head"));
    append(&defs, &head);
    let threat_head = ADVISES.then(|| head.clone_node_with_deep(true).ok()).flatten();
    let threat_head = threat_head.and_then(|n| n.dyn_into::<Element>().ok());
    if let Some(threat_head) = threat_head {
        threat_head.set_attribute("id", "threat-head").ok();
        if let Some(path) = threat_head.first_element_child() {
            path.set_attribute("class", "threat-head").ok();
        }
        append(&defs, &threat_head);
    }
    let glow = svg("radialGradient").attr("id", "check-glow");
    append(&glow, &svg("stop").attr("offset", "0.5").attr("stop-color", "#ff2a1a").attr("stop-opacity", "0.9"));
    append(&glow, &svg("stop").attr("offset", "1").attr("stop-color", "#ff2a1a").attr("stop-opacity", "0"));
    append(&defs, &glow);
    defs
}

/// A small picture of a game's position, drawn by the same view as its board: for the
/// game picker. It takes no input. Its frame comes first, at the size the style sheet
/// gives it, and the board is drawn into it by [`Picture::draw`], in a task of its own: the
/// largest board's 561 cells held a phone's first screen a tenth of a second.
pub struct Picture {
    pub frame: Element,
    view: Option<Box<dyn view::View>>,
    data: BoardData,
}

pub fn picture(data: BoardData) -> Picture {
    let Some(view) = view::for_game(data.game, data.shape, Layout::default()) else {
        return Picture { frame: svg("svg"), view: None, data };
    };
    let [x, y, w, h] = view.view_box();
    let frame = svg("svg")
        .class("board-svg picture")
        .attr("viewBox", dom::numbers(&[x, y, w, h]))
        .attr("role", "img")
        .attr("data-game", data.game)
        .l10n_attribute(
            "aria-label",
            &Phrase::new("picture-label").message("game", i18n::game_message(data.game, "title")),
        );
    Picture { frame, view: Some(view), data }
}

impl Picture {
    /// Draws the board and the pieces of the position the frame was made for; the frame is
    /// then marked `data-drawn`.
    pub fn draw(&self) {
        let Some(view) = &self.view else { return };
        let data = &self.data;
        let picture = &self.frame;
        append(picture, &defs(view::figurine::any(data.piece_kinds)));
        let cells = svg("g").class("cells");
        view::draw_board(view.as_ref(), &cells);
        let pieces = svg("g").class("pieces");
        let mut written = Markup::default();
        for &(cell, piece) in &data.pieces {
            view::write_piece(view.as_ref(), &mut written, piece, cell, &[]);
        }
        written.append_to(&pieces);
        append(picture, &cells);
        append(picture, &pieces);
        picture.set_attribute("data-drawn", "").ok();
    }
}
