//! Short notices on the board naming what a move did ("Black's Knight on f6 is captured"),
//! in the words the engine's describer gives, shown while the move is animated.

use super::Board;
use crate::web::dom;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How long a notice stays: long enough to read it.
fn duration(text: &str) -> i32 {
    (1400 + 45 * text.chars().count() as i32).min(4000)
}

impl Board {
    fn show_notice(&self, text: &str, kind: &str) {
        // Each notice hides only itself: a later one keeps its full time.
        let serial = self.notice.get_attribute("data-serial").and_then(|n| n.parse::<u32>().ok()).unwrap_or(0) + 1;
        self.notice.set_attribute("data-serial", &serial.to_string()).ok();
        self.notice.set_text_content(Some(text));
        self.notice.set_attribute("class", &format!("board-notice show {kind}")).ok();
        let notice = self.notice.clone();
        let hide = Closure::once_into_js(move || {
            if notice.get_attribute("data-serial").as_deref() == Some(serial.to_string().as_str()) {
                notice.set_attribute("class", "board-notice").ok();
            }
        });
        dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(hide.unchecked_ref(), duration(text)).ok();
    }

    /// Shows what the last move did, if it did more than move its piece.
    pub(super) fn notice_last(&self) {
        let Some(ply) = self.state.session().history().len().checked_sub(1) else {
            return;
        };
        let effects: Vec<_> = self.state.session().effects(ply).into_iter().filter(|e| e.kind.noticed()).collect();
        let Some(first) = effects.first() else {
            return;
        };
        // The weightiest effect sets the colour: the end, then check, then the first.
        let kind = effects.iter().map(|e| e.kind).find(|k| k.serious()).unwrap_or(first.kind);
        let text: Vec<&str> = effects.iter().map(|e| e.words.as_str()).collect();
        self.show_notice(&text.join(" · "), kind.class());
    }
}
