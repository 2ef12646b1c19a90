//! What a lesson asks for, checked on what the engine reports of the learner's move: its
//! events, and a check the position after it shows.

use crate::game::{Cell, EndReason, Event, Outcome, Removal, Side};
use crate::games::Session;

/// A lesson's goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// One of the learner's pieces arrives on this cell (by a move, a drop, a jump, or
    /// placed there).
    Reach { cell: Cell, name: String },
    /// The learner's move causes an event of this kind (`column-retreat`, `extra-move`,
    /// `removed smashed`…).
    Event { kind: String, removal: Option<Removal> },
    /// An enemy piece is captured.
    Capture,
    /// The enemy King is in check after the move.
    Check,
    /// Checkmate by the learner.
    Mate,
    /// The learner wins, for any reason or for this one.
    Win(Option<EndReason>),
}

/// The event kinds, as the engine names them to JavaScript.
pub const EVENT_KINDS: &[&str] = &[
    "move",
    "drop",
    "jump",
    "push",
    "contact-retreat",
    "column-retreat",
    "removed",
    "placed",
    "extra-move",
    "pass",
    "game-over",
];

const REMOVALS: &[(&str, Removal)] = &[
    ("top", Removal::Top),
    ("captured", Removal::Captured),
    ("smashed", Removal::Smashed),
    ("fell", Removal::Fell),
    ("osiris", Removal::Osiris),
    ("to-reserve", Removal::ToReserve),
];

const REASONS: &[(&str, EndReason)] = &[
    ("all-stones-off", EndReason::AllStonesOff),
    ("checkmate", EndReason::Checkmate),
    ("reached-top", EndReason::ReachedTop),
    ("victory-fields", EndReason::VictoryFields),
    ("too-few-stones", EndReason::TooFewStones),
    ("no-legal-move", EndReason::NoLegalMove),
    ("repetition", EndReason::Repetition),
];

fn names<T>(table: &[(&str, T)]) -> String {
    table.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
}

impl Goal {
    /// Reads `reach CELL`, `event KIND [REMOVAL]`, `capture`, `check`, `mate`, `win
    /// [REASON]`; cells are the game's (`game` at the lesson's start).
    pub fn parse(text: &str, game: &dyn Session) -> Result<Goal, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let goal = match words[..] {
            ["reach", name] => {
                let cell = (0..game.cell_count() as Cell)
                    .find(|&c| game.cell_name(c) == name)
                    .ok_or_else(|| format!("goal: '{name}' is not a cell of the board"))?;
                Goal::Reach { cell, name: name.to_string() }
            }
            ["event", kind] | ["event", kind, _] => {
                if !EVENT_KINDS.contains(&kind) {
                    return Err(format!("goal: unknown event '{kind}': expected one of {}", EVENT_KINDS.join(", ")));
                }
                let removal = match words.get(2) {
                    None => None,
                    Some(r) if kind == "removed" => Some(
                        REMOVALS
                            .iter()
                            .find(|(n, _)| n == r)
                            .map(|(_, w)| *w)
                            .ok_or_else(|| format!("goal: unknown removal '{r}': expected {}", names(REMOVALS)))?,
                    ),
                    Some(r) => return Err(format!("goal: '{r}' after '{kind}': only 'removed' takes a reason")),
                };
                Goal::Event { kind: kind.to_string(), removal }
            }
            ["capture"] => Goal::Capture,
            ["check"] => Goal::Check,
            ["mate"] => Goal::Mate,
            ["win"] => Goal::Win(None),
            ["win", reason] => Goal::Win(Some(
                REASONS
                    .iter()
                    .find(|(n, _)| *n == reason)
                    .map(|(_, r)| *r)
                    .ok_or_else(|| format!("goal: unknown reason '{reason}': expected {}", names(REASONS)))?,
            )),
            _ => {
                return Err(format!(
                    "goal: '{text}': expected reach CELL, event KIND, capture, check, mate or win [REASON]"
                ))
            }
        };
        Ok(goal)
    }

    /// Whether `learner`'s move, with these `events`, reached the goal; `game` is the
    /// game after it.
    pub fn met(&self, learner: Side, events: &[Event], game: &dyn Session) -> bool {
        let shown = events.iter().any(|e| self.shown_by(learner, e));
        match self {
            // A run that passes the cell (and drops beyond it) has not reached it.
            Goal::Reach { cell, .. } => shown && game.pieces().iter().any(|(c, p)| c == cell && p.side == learner),
            Goal::Check => shown || in_check(learner.other(), game),
            _ => shown,
        }
    }

    /// Whether this event is the one the goal names.
    pub fn shown_by(&self, learner: Side, event: &Event) -> bool {
        match (self, event) {
            (Goal::Reach { cell, .. }, Event::Move { side, to, .. } | Event::Drop { side, to, .. }) => {
                *side == learner && to == cell
            }
            (Goal::Reach { cell, .. }, Event::Jump { side, to, .. }) => *side == learner && to == cell,
            (Goal::Reach { cell, .. }, Event::Placed { side, at }) => *side == learner && at == cell,
            (Goal::Event { kind, removal }, e) => {
                e.name() == kind
                    && match (removal, e) {
                        (Some(r), Event::Removed { why, .. }) => why == r,
                        (Some(_), _) => false,
                        (None, _) => true,
                    }
            }
            // Checkmate is a check too (the finished game shows no check mark).
            (Goal::Check, Event::GameOver { end }) => {
                end.reason == EndReason::Checkmate && end.outcome == Outcome::Win(learner)
            }
            (Goal::Capture, Event::Removed { side, why: Removal::Captured, .. }) => *side != learner,
            (Goal::Mate, Event::GameOver { end }) => {
                end.reason == EndReason::Checkmate && end.outcome == Outcome::Win(learner)
            }
            (Goal::Win(reason), Event::GameOver { end }) => {
                end.outcome == Outcome::Win(learner) && reason.is_none_or(|r| r == end.reason)
            }
            _ => false,
        }
    }
}

/// Whether `side`'s King is in check in the game's position.
pub fn in_check(side: Side, game: &dyn Session) -> bool {
    crate::game::checked_side(&game.cell_notes(), &game.pieces()) == Some(side)
}
