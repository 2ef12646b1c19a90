//! Chess pieces drawn as figurines, wherever a person sees one: on the board, in the
//! editor's palette, the move list, the material difference and the board's key. Six
//! shapes (the Chessnut set, FIGURINES-NOTICE.txt), one a kind, coloured by side in
//! board.css. Records, links and the command line keep the letters.

use crate::game::{Cell, Piece, PieceKind, Side};
use crate::message::{piece_key, Phrase};
use crate::web::dom::{self, append, html, set_class, svg, AttrValue, Build, Markup};
use crate::web::i18n::Localized;
use wasm_bindgen::prelude::*;
use web_sys::Element;

#[wasm_bindgen]
extern "C" {
    /// figurines.js: gives a board's `<defs>` the six `<symbol>`s, `fig-K` … `fig-P`.
    #[wasm_bindgen(catch, js_namespace = pyramidFigurines, js_name = into)]
    fn figurines_into(defs: &Element) -> Result<(), JsValue>;
}

/// Whether a piece of `kind` (its letter) is drawn as a figurine.
pub fn has(kind: char) -> bool {
    matches!(kind, 'K' | 'Q' | 'R' | 'B' | 'N' | 'P')
}

/// Whether any of a game's kinds is: its boards then carry the symbols.
pub fn any(kinds: &[PieceKind]) -> bool {
    kinds.iter().any(|k| has(k.letter))
}

/// Adds the symbols to a board's `<defs>`, once they have arrived: they are a file of the
/// site's (figurines.svg), fetched by figurines.js when the first board that shows them is
/// drawn, so that neither every part's wasm nor a page without chess pieces carries them.
/// Until then the board's `<use>`s show nothing; its `<defs>` then says
/// `data-figurines="ready"` (or `"failed"`, with letters in their place).
pub fn add_symbols(defs: &Element) {
    // A page without figurines.js (the wasm tests' own) draws the pieces' hit discs only.
    let _ = figurines_into(defs);
}

/// Writes the figurine of `piece` centred on (0, 0), `size` wide, in a board's SVG; says
/// whether it has one.
pub fn on_board(out: &mut Markup, piece: Piece, size: f64) -> bool {
    if !has(piece.kind) {
        return false;
    }
    let (href, corner, size) = (format!("#fig-{}", piece.kind), (-size / 2.0).to_attr(), size.to_attr());
    let attrs =
        [("class", "figurine"), ("href", &href), ("x", &corner), ("y", &corner), ("width", &size), ("height", &size)];
    out.empty("use", &attrs, &[]);
    true
}

/// The figurine of `piece` in a line of text (the move list, the material difference):
/// a picture only, what it shows is said in words beside it.
pub fn inline(piece: Piece) -> Option<Element> {
    has(piece.kind).then(|| {
        let picture = svg("svg")
            .class(&format!("figurine {}", piece.side.key()))
            .attr("viewBox", "0 0 800 800")
            // Its size before any style sheet applies: never a browser's default 300 × 150.
            .attr("width", "1.25em")
            .attr("height", "1.25em")
            .attr("aria-hidden", "true")
            .attr("focusable", "false");
        dom::append(&picture, &svg("use").attr("href", format!("#fig-{}", piece.kind)));
        picture
    })
}

/// The material difference, as chess sites show it: after each side, the pieces of the
/// game's `kinds` it has more of than the other (what it has won), as its own figurines.
/// A picture only: the counts beside it say the pieces in words.
pub fn show_material(el: &Element, pieces: &[(Cell, Piece)], kinds: &[PieceKind]) {
    dom::clear(el);
    let count = |side: Side, kind| pieces.iter().filter(|(_, p)| p.side == side && p.kind == kind).count();
    let mut any = false;
    for side in Side::BOTH {
        let group = html("span").class(&format!("material-side {}", side.key()));
        for kind in kinds.iter().map(|k| k.letter) {
            for _ in count(side.other(), kind)..count(side, kind) {
                if let Some(figurine) = inline(Piece { side, kind }) {
                    append(&group, &figurine);
                    any = true;
                }
            }
        }
        append(el, &group);
    }
    set_class(el, "hidden", !any);
}

/// The board's key of its figurines: each beside its name, in the page's language.
pub fn key(kinds: &[PieceKind]) -> Element {
    let line = html("span").class("figurine-key");
    for kind in kinds.iter().filter(|k| has(k.letter)) {
        let item = html("span").class("figurine-item");
        if let Some(figurine) = inline(Piece { side: Side::White, kind: kind.letter }) {
            append(&item, &figurine);
        }
        let name = Phrase::new("piece-name").piece("piece", piece_key(&kind.letter.to_string()));
        append(&item, &html("span").l10n_phrase(&name));
        append(&line, &item);
    }
    line
}
