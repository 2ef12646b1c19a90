//! The move list: full moves numbered as players expect ("12. e4-d5 k3-l4"), a side that
//! moves twice in a row (an extra move) or starts second shown with "…", and beside each
//! move a mark of what it did (× a capture, + check, …) that leaves the notation as the
//! engine writes it. The latest move is kept in view.

use crate::describe::Effect;
use crate::game::{Piece, Side};
use crate::games::Session;
use crate::transcript;
use crate::web::dom::{append, clear, html, Build};
use crate::web::i18n::Localized;
use crate::web::view::figurine;
use web_sys::Element;

/// One move as the list shows it.
#[derive(Clone, PartialEq)]
struct Entry {
    text: String,
    mover: Side,
    effects: Vec<Effect>,
    /// The piece moved, where it has a figurine to show.
    piece: Option<Piece>,
}

pub struct MoveList {
    pub element: Element,
    /// What is drawn now, so a new move describes only itself.
    entries: Vec<Entry>,
    /// The click listener of [`MoveList::on_pick`].
    bound: Option<crate::web::dom::Listener>,
}

impl Default for MoveList {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList::on(html("ol").class("history").l10n("moves-list"))
    }

    /// The list drawn in `element`, an `<ol>` already in place.
    pub fn on(element: Element) -> MoveList {
        MoveList { element, entries: Vec::new(), bound: None }
    }

    /// Brings the list in line with the game: keeps what is unchanged, describes what is new.
    pub fn update(&mut self, session: &dyn Session) {
        let history = session.history();
        let kept = self.entries.iter().zip(&history).take_while(|(e, text)| &e.text == *text).count();
        if kept == history.len() && kept == self.entries.len() {
            return;
        }
        self.entries.truncate(kept);
        let movers = session.movers();
        for (ply, text) in history.iter().enumerate().skip(kept) {
            let mover = movers.get(ply).copied().unwrap_or(Side::White);
            let moved = session.moved(ply);
            let effects = moved.as_ref().map(|m| m.effects()).unwrap_or_default();
            let piece = moved.and_then(|m| m.moving_piece());
            self.entries.push(Entry { text: text.clone(), mover, effects, piece });
        }
        self.draw();
    }

    /// Each mark the moves shown have, in the order it first came (the list's legend).
    pub fn marks(&self) -> Vec<crate::describe::EffectKind> {
        let mut kinds = Vec::new();
        for effect in self.entries.iter().flat_map(|e| &e.effects) {
            if !kinds.contains(&effect.kind) {
                kinds.push(effect.kind);
            }
        }
        kinds
    }

    /// Calls `pick` with the number of moves played up to the move clicked (1 for the first).
    pub fn on_pick(&mut self, pick: impl Fn(usize) + 'static) {
        self.bound = Some(crate::web::dom::on(&self.element, "click", move |event| {
            let ply = event
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<Element>(t).ok())
                .and_then(|t| t.closest("[data-ply]").ok().flatten())
                .and_then(|el| el.get_attribute("data-ply")?.parse::<usize>().ok());
            if let Some(ply) = ply {
                pick(ply);
            }
        }));
    }

    /// Marks the move whose position the board shows (`ply` moves played; 0: the start),
    /// bringing it into view when `reveal`.
    pub fn set_current(&self, ply: usize, reveal: bool) {
        if let Ok(Some(old)) = self.element.query_selector(".ply.current") {
            old.class_list().remove_1("current").ok();
            old.remove_attribute("aria-current").ok();
        }
        if ply == 0 {
            return;
        }
        if let Ok(Some(el)) = self.element.query_selector(&format!("[data-ply=\"{ply}\"]")) {
            el.set_class_name(&format!("{} current", el.class_name()));
            el.set_attribute("aria-current", "step").ok();
            if !reveal {
                return;
            }
            el.scroll_into_view_with_scroll_into_view_options(&{
                let o = web_sys::ScrollIntoViewOptions::new();
                o.set_block(web_sys::ScrollLogicalPosition::Nearest);
                o.set_inline(web_sys::ScrollLogicalPosition::Nearest);
                o
            });
        }
    }

    fn draw(&self) {
        clear(&self.element);
        // Numbered as a game record numbers them: "12." before White's move, "12..." before
        // Black's when it does not follow White's, nothing when it does.
        let movers: Vec<Side> = self.entries.iter().map(|e| e.mover).collect();
        let numbers = transcript::move_numbers(&movers);
        let mut row: Option<(Element, bool)> = None;
        for (ply, (entry, number)) in self.entries.iter().zip(&numbers).enumerate() {
            if !number.is_empty() {
                if let Some((el, black_moved)) = row.take() {
                    // White moves again before Black (an extra move): Black's place shows "…".
                    if !black_moved {
                        append(&el, &html("span").class("ply none").text("…"));
                    }
                    append(&self.element, &el);
                }
                let label = number.trim_end_matches('.');
                let el = html("li").class("row").attr("data-row", label);
                append(&el, &html("span").class("num").text(&format!("{label}.")));
                if entry.mover == Side::Black {
                    append(&el, &html("span").class("ply none").text("…"));
                }
                row = Some((el, false));
            }
            let Some((el, black_moved)) = row.as_mut() else { continue };
            *black_moved |= entry.mover == Side::Black;
            append(el, &ply_element(ply, entry));
        }
        if let Some((el, _)) = row {
            append(&self.element, &el);
        }
        // The latest move in view: down the list on a wide screen, along it on a phone.
        self.element.set_scroll_top(self.element.scroll_height());
        self.element.set_scroll_left(self.element.scroll_width());
    }
}

fn ply_element(ply: usize, entry: &Entry) -> Element {
    let side = entry.mover.key();
    let el = html("span")
        .class(&format!("ply {side}"))
        .attr("data-ply", ply + 1)
        .attr("data-move", &entry.text)
        .text(&entry.text);
    // Figurine notation, as chess sites show it: the piece's picture before the move.
    if let Some(figurine) = entry.piece.and_then(figurine::inline) {
        el.prepend_with_node_1(&figurine).ok();
    }
    if !entry.effects.is_empty() {
        let marks: String = entry.effects.iter().map(|e| e.kind.symbol()).collect();
        let phrases: Vec<crate::message::Phrase> = entry.effects.iter().map(|e| e.phrase.clone()).collect();
        let kinds: Vec<&str> = entry.effects.iter().map(|e| e.kind.class()).collect();
        el.clone().l10n_phrases(&phrases, ". ", "", Some("title"));
        el.set_attribute("data-effects", &kinds.join(" ")).ok();
        append(&el, &html("span").class("effect").attr("aria-hidden", "true").text(&marks));
    }
    el
}
