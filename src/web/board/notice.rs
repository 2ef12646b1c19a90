//! What the last moves did, in the words the engine's describer gives ("Black's Knight on
//! f6 is captured"), in a short list under the board: the turn's last move and the one
//! before it, so both moves of a turn can be read, each until the next move is played.

use super::Board;
use crate::describe::Effect;
use crate::message::Phrase;
use crate::web::dom::{append, clear, html};
use crate::web::i18n::Localized;

impl Board {
    /// Shows what the last two moves did beyond moving their piece.
    pub(super) fn show_notices(&self) {
        let slots = self.notices.iter().zip(["board-notice-before", "board-notice"]);
        for ((slot, base), notice) in slots.zip(&self.state.data().notices) {
            let effects: Vec<&Effect> = notice.iter().flat_map(|n| &n.effects).filter(|e| e.kind.noticed()).collect();
            let (Some(notice), Some(first)) = (notice, effects.first()) else {
                clear(slot);
                slot.set_attribute("class", base).ok();
                continue;
            };
            // The weightiest effect sets the colour: the end, then check, then the first.
            let kind = effects.iter().map(|e| e.kind).find(|k| k.serious()).unwrap_or(first.kind);
            let phrases: Vec<Phrase> = effects.iter().map(|e| e.phrase.clone()).collect();
            clear(slot);
            append(
                slot,
                &html("span")
                    .l10n_phrase(&Phrase::new("notice-move").side("side", notice.mover).text("move", &notice.text)),
            );
            append(slot, &html("span").l10n_phrases(&phrases, " · ", "", None));
            slot.set_attribute("class", &format!("{base} show {}", kind.class())).ok();
        }
    }
}
