//! What a move did, in words and in marks: the board's notices, the move list's marks and
//! the screen reader's announcements all read from here, so they always say the same.

use crate::game::{Cell, EndReason, Event, Piece, Removal, Side};
use crate::message::{self, Phrase};
use serde::Serialize;

/// A kind of effect a move can have beyond moving its own piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EffectKind {
    Capture,
    Check,
    Checkmate,
    Retreat,
    ExtraMove,
    /// Pyraos: spheres taken back into the reserve.
    Removal,
    /// Allmer: pushed off the pyramid.
    Fall,
    /// Allmer: a stone dropped onto another.
    Smash,
    /// Allmer: enclosed on a line.
    Osiris,
    /// Allmer: a stone pushed along.
    Push,
    /// Pyramida: a stone left the board at the top.
    Top,
    Pass,
    End,
}

/// How much an effect of a move matters, for how the move sounds: the heaviest of its
/// effects is heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Weight {
    Quiet,
    /// A piece lost or pushed back.
    Loss,
    /// A king attacked.
    Check,
    End,
}

impl EffectKind {
    pub fn weight(self) -> Weight {
        match self {
            EffectKind::End => Weight::End,
            EffectKind::Check | EffectKind::Checkmate => Weight::Check,
            EffectKind::Capture
            | EffectKind::Smash
            | EffectKind::Fall
            | EffectKind::Osiris
            | EffectKind::Removal
            | EffectKind::Retreat => Weight::Loss,
            EffectKind::ExtraMove | EffectKind::Push | EffectKind::Top | EffectKind::Pass => Weight::Quiet,
        }
    }

    /// The mark the move list shows beside the move's notation (which never changes).
    pub fn symbol(self) -> &'static str {
        match self {
            EffectKind::Capture => "×",
            EffectKind::Check => "+",
            EffectKind::Checkmate => "#",
            EffectKind::Retreat => "↩",
            EffectKind::ExtraMove => "↻",
            EffectKind::Removal => "−",
            EffectKind::Fall => "↓",
            EffectKind::Smash => "✸",
            EffectKind::Osiris => "◎",
            EffectKind::Push => "→",
            EffectKind::Top => "▲",
            EffectKind::Pass => "–",
            EffectKind::End => "■",
        }
    }

    /// A name for styles and tests ("capture", "extra-move", …).
    pub fn class(self) -> &'static str {
        match self {
            EffectKind::Capture => "capture",
            EffectKind::Check => "check",
            EffectKind::Checkmate => "checkmate",
            EffectKind::Retreat => "retreat",
            EffectKind::ExtraMove => "extra-move",
            EffectKind::Removal => "removal",
            EffectKind::Fall => "fall",
            EffectKind::Smash => "smash",
            EffectKind::Osiris => "osiris",
            EffectKind::Push => "push",
            EffectKind::Top => "top",
            EffectKind::Pass => "pass",
            EffectKind::End => "end",
        }
    }

    /// What the mark means, for the move list's legend.
    pub fn meaning(self) -> &'static str {
        match self {
            EffectKind::Capture => "capture",
            EffectKind::Check => "check",
            EffectKind::Checkmate => "checkmate",
            EffectKind::Retreat => "an attacked piece retreats",
            EffectKind::ExtraMove => "an extra move",
            EffectKind::Removal => "spheres taken back",
            EffectKind::Fall => "a stone falls off",
            EffectKind::Smash => "a stone smashed",
            EffectKind::Osiris => "Osiris: a stone enclosed",
            EffectKind::Push => "a push",
            EffectKind::Top => "a stone reaches the top",
            EffectKind::Pass => "a pass",
            EffectKind::End => "the end of the game",
        }
    }

    /// The effects that outweigh others in a notice's colour.
    pub fn serious(self) -> bool {
        matches!(self, EffectKind::End | EffectKind::Checkmate | EffectKind::Check)
    }

    /// Whether the board shows a notice for it while the move is animated.
    pub fn noticed(self) -> bool {
        !matches!(self, EffectKind::Push)
    }
}

/// One effect of a move, in words for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    pub kind: EffectKind,
    pub phrase: Phrase,
}

impl Effect {
    /// The effect in English.
    pub fn words(&self) -> String {
        self.phrase.english()
    }
}

/// A move played and what it did, as the describer reads it (`Session::moved`): the
/// move itself, its effects, and both as phrases for people.
pub struct Moved {
    pub mover: Side,
    /// The position's pieces before the move.
    pub before: Vec<(Cell, Piece)>,
    pub events: Vec<Event>,
    /// The side left in check after it.
    pub check: Option<Side>,
    pub cell_name: fn(Cell) -> String,
    /// The game's piece without a kind ("stone").
    pub piece: &'static str,
    pub kinds: &'static [crate::game::PieceKind],
}

/// The name of a piece letter among a game's `kinds` ("Queen"); "piece" if none.
pub fn kind_name(kinds: &[crate::game::PieceKind], kind: char) -> &'static str {
    kinds.iter().find(|k| k.letter == kind).map_or("piece", |k| k.name)
}

impl Moved {
    fn at(&self, cell: Cell) -> Option<Piece> {
        self.before.iter().find(|(c, _)| *c == cell).map(|(_, p)| *p)
    }

    fn cell(&self, cell: Cell) -> String {
        (self.cell_name)(cell)
    }

    /// The key of a piece: its kind's, else the game's piece.
    fn piece(&self, piece: Option<Piece>) -> &'static str {
        match piece.map(|p| p.kind) {
            Some(kind) if kind != ' ' => message::piece_key(&kind.to_string()),
            _ => message::piece_key(self.piece),
        }
    }

    /// The piece that moved, where the mover moved one of a kind (a chess piece): what a
    /// move list shows beside the move.
    pub fn moving_piece(&self) -> Option<Piece> {
        let from = self.events.iter().find_map(|e| match *e {
            Event::Move { from, side, .. } if side == self.mover => Some(from),
            _ => None,
        })?;
        self.at(from).filter(|p| p.kind != ' ')
    }

    /// The move itself: "Black e4 to d5", "White places a sphere on 1a1", "White Queen e5
    /// to f6".
    pub fn move_phrase(&self) -> Phrase {
        let mover = self.mover;
        // The moving piece's way: the first stretch, followed through drops and jumps.
        let mut way = self.events.iter().filter_map(|e| match *e {
            Event::Move { from, to, side: s }
            | Event::Drop { from, to, side: s }
            | Event::Jump { from, to, side: s }
                if s == mover =>
            {
                Some((from, to))
            }
            _ => None,
        });
        if let Some((start, mut end)) = way.next() {
            for (from, to) in way {
                if from == end {
                    end = to;
                }
            }
            let phrase = match self.at(start).map(|p| p.kind) {
                Some(k) if k != ' ' => {
                    Phrase::new("move-piece-step").side("side", mover).piece("piece", self.piece(self.at(start)))
                }
                _ => Phrase::new("move-step").side("side", mover),
            };
            return phrase.text("from", self.cell(start)).text("to", self.cell(end));
        }
        for event in &self.events {
            match *event {
                Event::Placed { at, side: s } if s == mover => {
                    return Phrase::new("move-place")
                        .side("side", mover)
                        .piece("piece", self.piece(None))
                        .text("cell", self.cell(at));
                }
                Event::Pass { .. } => return Phrase::new("move-pass").side("side", mover),
                _ => {}
            }
        }
        Phrase::new("side").side("side", mover)
    }

    /// Everything the move did beyond moving its piece, in the order it happened.
    pub fn effects(&self) -> Vec<Effect> {
        let (mover, events) = (self.mover, &self.events);
        let mut out: Vec<Effect> = Vec::new();
        let mut say = |kind, phrase: Phrase| out.push(Effect { kind, phrase });
        // A piece of `side` moved from `from` to `to` by something else than its own move.
        let moved = |id, side, from, to| {
            Phrase::new(id)
                .side("side", side)
                .piece("piece", self.piece(None))
                .text("from", self.cell(from))
                .text("to", self.cell(to))
        };
        let mut taken_back = Vec::new();
        let mut osiris = Vec::new();
        let mut mate = false;
        for event in events {
            match *event {
                Event::ContactRetreat { side, from, to } => {
                    say(EffectKind::Retreat, moved("effect-retreat", side, from, to))
                }
                Event::ColumnRetreat { side, from, to } => {
                    say(EffectKind::Retreat, moved("effect-column-retreat", side, from, to))
                }
                Event::Push { side, from, to } => say(EffectKind::Push, moved("effect-push", side, from, to)),
                Event::ExtraMove { side, victim } => say(
                    EffectKind::ExtraMove,
                    Phrase::new("effect-extra-move").text("cell", self.cell(victim)).side("side", side),
                ),
                Event::Pass { side } if side != mover || events.len() > 1 => {
                    say(EffectKind::Pass, Phrase::new("effect-pass").side("side", side))
                }
                Event::Pass { .. } => {}
                Event::Removed { side, at: c, why } => {
                    let removed = |why| {
                        Phrase::new("effect-removed")
                            .key("why", why)
                            .side("side", side)
                            .piece("piece", self.piece(self.at(c)))
                            .text("cell", self.cell(c))
                    };
                    match why {
                        Removal::Captured => say(EffectKind::Capture, removed("captured")),
                        Removal::Smashed => say(EffectKind::Smash, removed("smashed")),
                        Removal::Fell => say(EffectKind::Fall, removed("fell")),
                        Removal::Top => say(EffectKind::Top, removed("top")),
                        Removal::Osiris => osiris.push(self.cell(c)),
                        Removal::ToReserve => taken_back.push(self.cell(c)),
                    }
                }
                Event::GameOver { end } => mate = end.reason == EndReason::Checkmate,
                _ => {}
            }
        }
        let pieces = |id, side, cells: Vec<String>| {
            Phrase::new(id)
                .side("side", side)
                .piece("piece", self.piece(None))
                .count("count", cells.len() as i64)
                .list("cells", cells)
        };
        if !osiris.is_empty() {
            let side = events.iter().find_map(|e| match e {
                Event::Removed { side, why: Removal::Osiris, .. } => Some(*side),
                _ => None,
            });
            say(EffectKind::Osiris, pieces("effect-osiris", side.unwrap_or(mover.other()), osiris));
        }
        if !taken_back.is_empty() {
            say(EffectKind::Removal, pieces("effect-taken-back", mover, taken_back));
        }
        match (self.check, mate) {
            (Some(side), true) => say(EffectKind::Checkmate, Phrase::new("effect-checkmate").side("side", side)),
            (Some(side), false) => say(EffectKind::Check, Phrase::new("effect-check").side("side", side)),
            _ => {}
        }
        if let Some(end) = events.iter().find_map(|e| match e {
            Event::GameOver { end } => Some(end),
            _ => None,
        }) {
            say(EffectKind::End, end.phrase());
        }
        out
    }

    /// What an announcement says, phrase by phrase: the move, then its effects.
    pub fn phrases(&self) -> Vec<Phrase> {
        let mut out = vec![self.move_phrase()];
        out.extend(self.effects().into_iter().map(|e| e.phrase));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{End, Outcome};

    /// A Chase move by White from `before` with `events`, Black left in check.
    fn chase_move(before: Vec<(Cell, Piece)>, events: Vec<Event>) -> Moved {
        Moved {
            mover: Side::White,
            before,
            events,
            check: Some(Side::Black),
            cell_name: |c| format!("c{c}"),
            piece: "piece",
            kinds: <crate::games::chase::Chase as crate::game::Game>::piece_kinds(),
        }
    }

    #[test]
    fn a_capture_names_the_taken_piece() {
        let before = vec![(1, Piece { side: Side::White, kind: 'Q' }), (2, Piece { side: Side::Black, kind: 'N' })];
        let events = vec![
            Event::Move { side: Side::White, from: 1, to: 2 },
            Event::Removed { side: Side::Black, at: 2, why: Removal::Captured },
        ];
        let said: Vec<String> = chase_move(before, events).phrases().iter().map(Phrase::english).collect();
        assert_eq!(
            said,
            ["White Queen c1 to c2", "Black's Knight on c2 is captured", "Check: Black's King is attacked"]
        );
    }

    #[test]
    fn checkmate_and_the_end_are_said() {
        let end = End::new(Outcome::Win(Side::White), EndReason::Checkmate);
        let events = vec![Event::Move { side: Side::White, from: 1, to: 2 }, Event::GameOver { end }];
        let kinds: Vec<EffectKind> = chase_move(Vec::new(), events).effects().iter().map(|e| e.kind).collect();
        assert_eq!(kinds, [EffectKind::Checkmate, EffectKind::End]);
    }
}
