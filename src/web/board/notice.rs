//! Short notices on the board naming what a move did.

use super::Board;
use crate::game::Event;
use crate::web::dom;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

impl Board {
    fn show_notice(&self, text: &str, kind: &str) {
        self.notice.set_text_content(Some(text));
        self.notice.set_attribute("class", &format!("board-notice show {kind}")).ok();
        // Restart the CSS fade each time by replacing the node's class next frame.
        let notice = self.notice.clone();
        let hide = Closure::once_into_js(move || {
            notice.set_attribute("class", "board-notice").ok();
        });
        dom::window().set_timeout_with_callback_and_timeout_and_arguments_0(hide.unchecked_ref(), 1400).ok();
    }

    /// Turns a move's events into animation steps, resolving which element each event
    /// moves by replaying the events over the elements on the board (as
    /// [`crate::game::replay`] does over pieces).
    ///
    /// Returns the steps, the piece elements by cell once they have played, and the
    /// elements that leave the board.
    pub(super) fn notices_for(&self, events: &[Event]) {
        for event in events {
            match event {
                Event::ExtraMove { side, victim } => self.show_notice(
                    &format!("{} cannot retreat: {} moves again", self.session.cell_name(*victim), side.name()),
                    "extra",
                ),
                Event::Pass { side } => self.show_notice(&format!("{} cannot move and passes", side.name()), "pass"),
                Event::GameOver { end } => self.show_notice(&end.message(), "over"),
                _ => {}
            }
        }
    }
}
