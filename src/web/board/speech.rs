//! What the board says: each cell's name and state for a screen reader, the whole
//! position in words, and the live region that reads them out. Notices on the board are
//! in notice.rs.

use super::Board;
use crate::game::{Cell, Mark, Side};
use crate::message::Phrase;
use crate::web::i18n::Localized;

impl Board {
    /// What a screen reader says of a cell: its name, what stands on it, and its state.
    pub(super) fn cell_label(&self, cell: Cell) -> Vec<Phrase> {
        let mut parts = vec![Phrase::new("cell-name").text("cell", self.cell_name(cell))];
        let piece = self.drawing.piece(cell).map(|d| d.piece);
        parts.push(match piece {
            Some(p) => {
                let noun = if p.kind == ' ' { self.piece_noun().to_string() } else { p.kind.to_string() };
                let key = crate::message::piece_key(&noun);
                Phrase::new("cell-piece").side("side", p.side).piece("piece", key)
            }
            None => Phrase::new("cell-empty"),
        });
        if self.state.selection().first() == Some(&cell) {
            parts.push(Phrase::new("cell-selected"));
        }
        if self.state.is_interactive() {
            if let Some((_, mark)) = self.state.next_clicks().into_iter().find(|(c, _)| *c == cell) {
                let key = match mark {
                    Mark::Target | Mark::Jump => "target",
                    Mark::Capture => "capture",
                    Mark::Push => "push",
                    Mark::Victim => "victim",
                    Mark::Retreat => "retreat",
                    Mark::Remove => "remove",
                    Mark::Piece => "piece",
                };
                parts.push(Phrase::new("cell-mark").key("mark", key));
            }
        }
        if self.state.data().cell_notes.iter().any(|(c, n)| *c == cell && *n == crate::game::CellNote::Check) {
            parts.push(Phrase::new("cell-check"));
        }
        if let Some((from, to)) = super::render::last_move(&self.state.data().last_events) {
            if cell == to {
                parts.push(Phrase::new("cell-last").key("end", "to"));
            } else if cell == from {
                parts.push(Phrase::new("cell-last").key("end", "from"));
            }
        }
        parts
    }

    fn piece_noun(&self) -> &'static str {
        crate::games::piece_noun(self.state.data().game)
    }

    /// The whole position in words: each side's pieces by cell (by kind where pieces
    /// have kinds), its reserve, then whose turn or the result.
    pub fn position_phrases(&self) -> Vec<Phrase> {
        let s = self.state.data();
        let pieces = &s.pieces;
        let noun = self.piece_noun();
        let mut out = Vec::new();
        for side in Side::BOTH {
            let mine: Vec<_> = pieces.iter().filter(|(_, p)| p.side == side).collect();
            let cells = |kind: char| -> Vec<String> {
                mine.iter().filter(|(_, p)| p.kind == kind).map(|(c, _)| self.cell_name(*c)).collect()
            };
            let count = mine.len() as i64;
            let said = |id| Phrase::new(id).side("side", side).key("pieces", noun).count("count", count);
            if count > 0 && mine.iter().all(|(_, p)| p.kind == ' ') {
                out.push(said("position-side").list("cells", cells(' ')));
            } else {
                out.push(said("position-count"));
                for kind in s.piece_kinds {
                    let here = cells(kind.letter);
                    if !here.is_empty() {
                        let piece = crate::message::piece_key(&kind.letter.to_string());
                        out.push(Phrase::new("position-kind").piece("piece", piece).list("cells", here));
                    }
                }
            }
            if let Some(n) = s.reserve(side) {
                out.push(Phrase::new("reserve-count").count("count", n as i64));
            }
        }
        out.push(match s.end {
            Some(end) => end.phrase(),
            None => s.turn.clone(),
        });
        out
    }

    /// Says the engine's `phrases` through the board's live region, as sentences.
    pub fn announce_phrases(&self, phrases: &[Phrase]) {
        // The same words twice in a row are still read: the region is emptied first.
        self.speech.clone().l10n_none().l10n_phrases(phrases, ". ", ".", None);
    }

    /// Says a cell's label through the board's live region.
    pub fn announce_cell(&self, cell: Cell) {
        self.speech.clone().l10n_none().l10n_phrases(&self.cell_label(cell), ", ", "", None);
    }
}
