//! The move list: full moves numbered as players expect ("12. e4-d5 k3-l4"), a side that
//! moves twice in a row (an extra move) or starts second shown with "…", and beside each
//! move a mark of what it did (× a capture, + check, …) that leaves the notation as the
//! engine writes it. The latest move is kept in view.

use crate::describe::Effect;
use crate::game::Side;
use crate::games::Session;
use crate::web::dom::{append, clear, html, Build};
use web_sys::Element;

/// One move as the list shows it.
#[derive(Clone, PartialEq)]
struct Entry {
    text: String,
    mover: Side,
    effects: Vec<Effect>,
}

pub struct MoveList {
    pub element: Element,
    /// What is drawn now, so a new move describes only itself.
    entries: Vec<Entry>,
}

impl Default for MoveList {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveList {
    pub fn new() -> MoveList {
        let element = html("ol").class("history").attr("aria-label", "Moves");
        MoveList { element, entries: Vec::new() }
    }

    /// Brings the list in line with the game: keeps what is unchanged, describes what is new.
    pub fn update(&mut self, session: &dyn Session) {
        let history = session.history();
        let kept = self.entries.iter().zip(&history).take_while(|(e, text)| &e.text == *text).count();
        if kept == history.len() && kept == self.entries.len() {
            return;
        }
        self.entries.truncate(kept);
        for (ply, text) in history.iter().enumerate().skip(kept) {
            let mover = session.mover(ply).unwrap_or(Side::White);
            self.entries.push(Entry { text: text.clone(), mover, effects: session.effects(ply) });
        }
        self.draw();
    }

    fn draw(&self) {
        clear(&self.element);
        let mut row: Option<(Element, [bool; 2])> = None;
        let mut number = 0;
        for (ply, entry) in self.entries.iter().enumerate() {
            let slot = entry.mover.index();
            // A new full move starts with White, or when this side already moved in this one.
            let needs_row = match &row {
                None => true,
                Some((_, filled)) => filled[slot] || (slot == 0 && filled[1]),
            };
            if needs_row {
                if let Some((el, filled)) = row.take() {
                    // White moved again before Black: Black's place shows "…".
                    if !filled[1] {
                        append(&el, &html("span").class("ply none").text("…"));
                    }
                    append(&self.element, &el);
                }
                number += 1;
                let el = html("li").class("row").attr("data-row", number);
                append(&el, &html("span").class("num").text(&format!("{number}.")));
                row = Some((el, [false, false]));
            }
            let (el, filled) = row.as_mut().expect("a row");
            if slot == 1 && !filled[0] {
                append(el, &html("span").class("ply none").text("…"));
                filled[0] = true;
            }
            filled[slot] = true;
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
    let side = if entry.mover == Side::White { "white" } else { "black" };
    let el = html("span")
        .class(&format!("ply {side}"))
        .attr("data-ply", ply + 1)
        .attr("data-move", &entry.text)
        .text(&entry.text);
    if !entry.effects.is_empty() {
        let marks: String = entry.effects.iter().map(|e| e.kind.symbol()).collect();
        let words: Vec<&str> = entry.effects.iter().map(|e| e.words.as_str()).collect();
        let kinds: Vec<&str> = entry.effects.iter().map(|e| e.kind.class()).collect();
        el.set_attribute("title", &words.join(". ")).ok();
        el.set_attribute("data-effects", &kinds.join(" ")).ok();
        append(&el, &html("span").class("effect").attr("aria-hidden", "true").text(&marks));
    }
    el
}
