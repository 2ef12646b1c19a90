//! How each event moves pieces on a board, in terms any board can draw: the engine says
//! it once, so that whatever animates, marks or names events (the browser's board, the
//! JavaScript API, sounds) never asks which game's event it holds.

use crate::game::{Cell, Event, Removal, Side};
use serde::Serialize;

/// The way a piece travels from one cell to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gait {
    /// Along the board.
    Slide,
    /// Down a level.
    Drop,
    /// Up a level, over the edge between.
    Hop,
    /// Knocked back a step by an attacker.
    KnockBack,
    /// Down the cells of its column, each passed on the way.
    Column,
}

/// The way a piece leaves the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Up and away (it reached the top).
    Up,
    /// Off the board's edge, away from its middle.
    Off,
    /// Into its owner's reserve.
    ToReserve,
    /// It fades where it stands (taken).
    Fade,
}

/// What an event does to the pieces a board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// A piece goes from `from` to `to`. `mover` is the player's own piece on its way
    /// (the last move's mark follows it); otherwise the piece was moved by the rules.
    Travel { side: Side, from: Cell, to: Cell, gait: Gait, mover: bool },
    /// A piece leaves the board. Several leaving the same way in a row go together.
    Leave { side: Side, at: Cell, exit: Exit },
    /// A piece comes onto the board from its owner's reserve.
    Arrive { side: Side, at: Cell },
    /// The piece on `at` stands its ground (shown shaking).
    Stand { side: Side, at: Cell },
}

impl Event {
    /// The event's name, as JavaScript and the tests see it (`"column-retreat"`).
    pub fn name(&self) -> &'static str {
        match self {
            Event::Move { .. } => "move",
            Event::Drop { .. } => "drop",
            Event::Jump { .. } => "jump",
            Event::Push { .. } => "push",
            Event::ContactRetreat { .. } => "contact-retreat",
            Event::ColumnRetreat { .. } => "column-retreat",
            Event::Removed { .. } => "removed",
            Event::Placed { .. } => "placed",
            Event::ExtraMove { .. } => "extra-move",
            Event::Pass { .. } => "pass",
            Event::GameOver { .. } => "game-over",
        }
    }

    /// What the event does on the board; `None` for one that moves nothing (a pass, the end).
    pub fn motion(&self) -> Option<Motion> {
        let travel = |side, from, to, gait, mover| Some(Motion::Travel { side, from, to, gait, mover });
        match *self {
            Event::Move { side, from, to } => travel(side, from, to, Gait::Slide, true),
            Event::Drop { side, from, to } => travel(side, from, to, Gait::Drop, true),
            Event::Jump { side, from, to } => travel(side, from, to, Gait::Hop, true),
            Event::Push { side, from, to } => travel(side, from, to, Gait::Slide, false),
            Event::ContactRetreat { side, from, to } => travel(side, from, to, Gait::KnockBack, false),
            Event::ColumnRetreat { side, from, to } => travel(side, from, to, Gait::Column, false),
            Event::Removed { side, at, why } => {
                let exit = match why {
                    Removal::Top => Exit::Up,
                    Removal::Fell => Exit::Off,
                    Removal::ToReserve => Exit::ToReserve,
                    Removal::Captured | Removal::Smashed | Removal::Osiris => Exit::Fade,
                };
                Some(Motion::Leave { side, at, exit })
            }
            Event::Placed { side, at } => Some(Motion::Arrive { side, at }),
            Event::ExtraMove { side, victim } => Some(Motion::Stand { side: side.other(), at: victim }),
            Event::Pass { .. } | Event::GameOver { .. } => None,
        }
    }
}

impl Motion {
    /// The side whose piece moves.
    pub fn side(&self) -> Side {
        match *self {
            Motion::Travel { side, .. }
            | Motion::Leave { side, .. }
            | Motion::Arrive { side, .. }
            | Motion::Stand { side, .. } => side,
        }
    }
}

/// Where the moving piece of a move started and ended, following it through the
/// stretches of its way; a piece placed from the reserve starts and ends where it was put.
pub fn last_move(events: &[Event]) -> Option<(Cell, Cell)> {
    let mut way: Option<(Cell, Cell)> = None;
    let mut placed = None;
    for motion in events.iter().filter_map(Event::motion) {
        match (motion, way) {
            (Motion::Travel { from, to, mover: true, .. }, None) => way = Some((from, to)),
            (Motion::Travel { from, to, mover: true, .. }, Some((start, end))) if from == end => {
                way = Some((start, to))
            }
            (Motion::Arrive { at, .. }, _) if placed.is_none() => placed = Some((at, at)),
            _ => {}
        }
    }
    way.or(placed)
}

/// An event with its cells by name, as JavaScript sees it.
#[derive(Serialize)]
pub struct NamedEvent {
    kind: &'static str,
    side: Option<Side>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    victim: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    why: Option<Removal>,
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
}

impl NamedEvent {
    /// The event, its cells named by `cell_name`.
    pub fn new(event: &Event, cell_name: impl Fn(Cell) -> String) -> NamedEvent {
        let name = |c: Cell| Some(cell_name(c));
        let mut e = NamedEvent {
            kind: event.name(),
            side: None,
            from: None,
            to: None,
            at: None,
            victim: None,
            why: None,
            status: None,
            message: None,
        };
        match event.motion() {
            Some(Motion::Travel { side, from, to, .. }) => (e.side, e.from, e.to) = (Some(side), name(from), name(to)),
            Some(Motion::Arrive { side, at }) | Some(Motion::Leave { side, at, .. }) => {
                (e.side, e.at) = (Some(side), name(at))
            }
            Some(Motion::Stand { at, .. }) => e.victim = name(at),
            None => {}
        }
        match *event {
            Event::Removed { why, .. } => e.why = Some(why),
            Event::ExtraMove { side, .. } | Event::Pass { side } => e.side = Some(side),
            Event::GameOver { end } => (e.status, e.message) = (Some(end.outcome.status()), Some(end.message())),
            _ => {}
        }
        e
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{End, EndReason, Outcome};

    #[test]
    fn a_run_is_followed_to_its_end_and_a_placement_is_its_own_cell() {
        let w = Side::White;
        let run = [
            Event::Move { side: w, from: 1, to: 2 },
            Event::Drop { side: w, from: 2, to: 3 },
            Event::Push { side: Side::Black, from: 3, to: 4 },
            Event::Jump { side: w, from: 3, to: 5 },
        ];
        assert_eq!(last_move(&run), Some((1, 5)), "a push is not the mover's way");
        assert_eq!(last_move(&[Event::Placed { side: w, at: 7 }]), Some((7, 7)));
        assert_eq!(last_move(&[Event::Pass { side: w }]), None);
    }

    #[test]
    fn every_event_has_a_name_and_those_that_move_a_motion() {
        let w = Side::White;
        let end = End::new(Outcome::Draw, EndReason::NobodyCanMove);
        let events = [
            Event::ColumnRetreat { side: w, from: 1, to: 9 },
            Event::Removed { side: w, at: 1, why: Removal::ToReserve },
            Event::ExtraMove { side: w, victim: 4 },
            Event::GameOver { end },
        ];
        let names: Vec<&str> = events.iter().map(Event::name).collect();
        assert_eq!(names, ["column-retreat", "removed", "extra-move", "game-over"]);
        assert_eq!(events[0].motion().map(|m| m.side()), Some(w));
        assert!(matches!(events[0].motion(), Some(Motion::Travel { gait: Gait::Column, mover: false, .. })));
        assert!(matches!(events[1].motion(), Some(Motion::Leave { exit: Exit::ToReserve, .. })));
        assert_eq!(events[2].motion(), Some(Motion::Stand { side: Side::Black, at: 4 }));
        assert_eq!(events[3].motion(), None);
    }
}
