//! What every board's SVG shares (the stones' gradients, the arrow heads, check's glow)
//! and the small pictures of a game's start the picker shows, drawn by the board's view.

use crate::board_state::BoardData;
use crate::board_state::ADVISES;
use crate::message::Phrase;
use crate::web::dom::{self, append, svg, Build, Markup};
use crate::web::i18n::{self, Localized};
use crate::web::view::{self, Layout};
use web_sys::Element;

/// Gradients for the stones, shared by every piece of the board, and the figurines where
/// the board shows them.
pub fn defs(figurines: bool) -> Element {
    let defs = svg("defs");
    if figurines {
        view::figurine::add_symbols(&defs);
    }
    // Our own markup, one parse: built from wasm, these dozen elements took some forty
    // calls in the task that plans a page's first board.
    dom::append_own_markup(&defs, DEFS);
    if ADVISES {
        dom::append_own_markup(&defs, THREAT_HEAD);
    }
    defs
}

/// The stones' gradients, the head of an analysis arrow (in the arrow's own colour) and the
/// glow of a king in check.
const DEFS: &str = concat!(
    r##"<radialGradient id="stone-white" cx="0.35" cy="0.3" r="0.75">"##,
    r##"<stop offset="0" stop-color="#ffffff"></stop><stop offset="1" stop-color="#d9d0c1"></stop></radialGradient>"##,
    r##"<radialGradient id="stone-black" cx="0.35" cy="0.3" r="0.75">"##,
    r##"<stop offset="0" stop-color="#5a5a5a"></stop><stop offset="1" stop-color="#111111"></stop></radialGradient>"##,
    r##"<marker id="arrow-head" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" markerHeight="3" "##,
    r##"orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" class="arrow-head"></path></marker>"##,
    r##"<radialGradient id="check-glow"><stop offset="0.5" stop-color="#ff2a1a" stop-opacity="0.9"></stop>"##,
    r##"<stop offset="1" stop-color="#ff2a1a" stop-opacity="0"></stop></radialGradient>"##,
);

/// The head of a threat's arrow, in the threat's colour: only the app's boards show threats.
const THREAT_HEAD: &str = concat!(
    r##"<marker id="threat-head" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" markerHeight="3" "##,
    r##"orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" class="threat-head"></path></marker>"##,
);

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
