//! What a move did, in words and in marks: the board's notices, the move list's marks and
//! the screen reader's announcements all read from here, so they always say the same.

use crate::game::{Cell, EndReason, Event, Piece, Removal, Side};
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

impl EffectKind {
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Effect {
    pub kind: EffectKind,
    pub words: String,
}

/// What the describer needs to know of a game: cell names and what its pieces are called.
pub struct Names<'a> {
    pub cell: &'a dyn Fn(Cell) -> String,
    /// One piece without a kind: "stone", "sphere".
    pub piece: &'a str,
    /// The kinds of piece, by letter ([`crate::game::Game::piece_kinds`]).
    pub kinds: &'a [crate::game::PieceKind],
}

impl Names<'_> {
    fn piece(&self, piece: Option<Piece>) -> String {
        match piece.map(|p| p.kind) {
            Some(kind) if kind != ' ' => kind_name(self.kinds, kind).to_string(),
            _ => self.piece.to_string(),
        }
    }
}

/// The name of a piece letter among a game's `kinds` ("Queen"); "piece" if none.
pub fn kind_name(kinds: &[crate::game::PieceKind], kind: char) -> &'static str {
    kinds.iter().find(|k| k.letter == kind).map_or("piece", |k| k.name)
}

fn possessive(side: Side) -> &'static str {
    match side {
        Side::White => "White's",
        Side::Black => "Black's",
    }
}

/// The move itself in words: "Black e4 to d5", "White places a sphere on 1a1",
/// "White Queen e5 to f6".
pub fn move_words(mover: Side, before: &[(Cell, Piece)], events: &[Event], names: &Names) -> String {
    let at = |cell: Cell| before.iter().find(|(c, _)| *c == cell).map(|(_, p)| *p);
    let side = mover.name();
    // The moving piece's way: the first stretch, followed through drops and jumps.
    let mut way = events.iter().filter_map(|e| match *e {
        Event::Move { from, to, side: s } | Event::Drop { from, to, side: s } | Event::Jump { from, to, side: s }
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
        let kind = match at(start).map(|p| p.kind) {
            Some(k) if k != ' ' => format!(" {}", kind_name(names.kinds, k)),
            _ => String::new(),
        };
        return format!("{side}{kind} {} to {}", (names.cell)(start), (names.cell)(end));
    }
    for event in events {
        match *event {
            Event::Placed { at, side: s } if s == mover => {
                return format!("{side} places a {} on {}", names.piece, (names.cell)(at));
            }
            Event::Pass { .. } => return format!("{side} passes"),
            _ => {}
        }
    }
    side.to_string()
}

/// Everything a move did beyond moving its piece, in the order it happened. `before` is
/// the position's pieces before the move; `check` names the side left in check after it.
pub fn effects(
    mover: Side,
    before: &[(Cell, Piece)],
    events: &[Event],
    check: Option<Side>,
    names: &Names,
) -> Vec<Effect> {
    let at = |cell: Cell| before.iter().find(|(c, _)| *c == cell).map(|(_, p)| *p);
    let cell = |c: Cell| (names.cell)(c);
    let mut out: Vec<Effect> = Vec::new();
    let mut say = |kind, words: String| out.push(Effect { kind, words });
    let mut taken_back = Vec::new();
    let mut osiris = Vec::new();
    let mut mate = false;
    for event in events {
        match *event {
            Event::ContactRetreat { side, from, to } => say(
                EffectKind::Retreat,
                format!("{} {} on {} retreats to {}", possessive(side), names.piece, cell(from), cell(to)),
            ),
            Event::ColumnRetreat { side, from, to } => say(
                EffectKind::Retreat,
                format!(
                    "{} {} on {} retreats down the column to {}",
                    possessive(side),
                    names.piece,
                    cell(from),
                    cell(to)
                ),
            ),
            Event::Push { side, from, to } => say(
                EffectKind::Push,
                format!("{} {} on {} is pushed to {}", possessive(side), names.piece, cell(from), cell(to)),
            ),
            Event::ExtraMove { side, victim } => {
                say(EffectKind::ExtraMove, format!("{} cannot retreat: {} moves again", cell(victim), side.name()))
            }
            Event::Pass { side } if side != mover || events.len() > 1 => {
                say(EffectKind::Pass, format!("{} cannot move and passes", side.name()))
            }
            Event::Pass { .. } => {}
            Event::Removed { side, at: c, why } => {
                let what = format!("{} {} on {}", possessive(side), names.piece(at(c)), cell(c));
                match why {
                    Removal::Captured => say(EffectKind::Capture, format!("{what} is captured")),
                    Removal::Smashed => say(EffectKind::Smash, format!("{what} is smashed")),
                    Removal::Fell => say(EffectKind::Fall, format!("{what} falls off the pyramid")),
                    Removal::Top => say(EffectKind::Top, format!("{what} leaves the board at the top")),
                    Removal::Osiris => osiris.push(cell(c)),
                    Removal::ToReserve => taken_back.push(cell(c)),
                }
            }
            Event::GameOver { end } => mate = end.reason == EndReason::Checkmate,
            _ => {}
        }
    }
    if !osiris.is_empty() {
        let side = events.iter().find_map(|e| match e {
            Event::Removed { side, why: Removal::Osiris, .. } => Some(*side),
            _ => None,
        });
        let whose = side.map_or("", possessive);
        let noun = if osiris.len() == 1 { names.piece.to_string() } else { format!("{}s", names.piece) };
        say(EffectKind::Osiris, format!("Osiris: {whose} {noun} on {} enclosed and removed", list(&osiris)));
    }
    if !taken_back.is_empty() {
        let noun = if taken_back.len() == 1 { names.piece.to_string() } else { format!("{}s", names.piece) };
        say(EffectKind::Removal, format!("{} takes back the {noun} on {}", mover.name(), list(&taken_back)));
    }
    let king = kind_name(names.kinds, 'K');
    match (check, mate) {
        (Some(side), true) => {
            say(EffectKind::Checkmate, format!("Checkmate: {} {king} cannot escape", possessive(side)))
        }
        (Some(side), false) => say(EffectKind::Check, format!("Check: {} {king} is attacked", possessive(side))),
        _ => {}
    }
    if let Some(end) = events.iter().find_map(|e| match e {
        Event::GameOver { end } => Some(end),
        _ => None,
    }) {
        say(EffectKind::End, end.message());
    }
    out
}

/// "a", "a and b", "a, b and c".
fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The whole sentence an announcement reads: the move, then its effects.
pub fn sentence(mover: Side, before: &[(Cell, Piece)], events: &[Event], check: Option<Side>, names: &Names) -> String {
    let mut parts = vec![move_words(mover, before, events, names)];
    parts.extend(effects(mover, before, events, check, names).into_iter().map(|e| e.words));
    parts.join(". ") + "."
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{End, Outcome};

    fn name(c: Cell) -> String {
        format!("c{c}")
    }

    #[test]
    fn list_joins_with_and() {
        let items: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        assert_eq!(list(&items), "a, b and c");
        assert_eq!(list(&items[..1]), "a");
    }

    #[test]
    fn a_capture_names_the_taken_piece() {
        let names = Names {
            cell: &name,
            piece: "piece",
            kinds: <crate::games::chase::Chase as crate::game::Game>::piece_kinds(),
        };
        let before = [(1, Piece { side: Side::White, kind: 'Q' }), (2, Piece { side: Side::Black, kind: 'N' })];
        let events = [
            Event::Move { side: Side::White, from: 1, to: 2 },
            Event::Removed { side: Side::Black, at: 2, why: Removal::Captured },
        ];
        assert_eq!(
            sentence(Side::White, &before, &events, Some(Side::Black), &names),
            "White Queen c1 to c2. Black's Knight on c2 is captured. Check: Black's King is attacked."
        );
    }

    #[test]
    fn checkmate_and_the_end_are_said() {
        let names = Names {
            cell: &name,
            piece: "piece",
            kinds: <crate::games::chase::Chase as crate::game::Game>::piece_kinds(),
        };
        let end = End::new(Outcome::Win(Side::White), EndReason::Checkmate);
        let events = [Event::Move { side: Side::White, from: 1, to: 2 }, Event::GameOver { end }];
        let kinds: Vec<EffectKind> =
            effects(Side::White, &[], &events, Some(Side::Black), &names).iter().map(|e| e.kind).collect();
        assert_eq!(kinds, [EffectKind::Checkmate, EffectKind::End]);
    }
}
