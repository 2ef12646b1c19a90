//! Time controls and the clocks the server counts: pure functions of the times given, so
//! every rule is tested without waiting.

use crate::protocol::{ClockView, Color};
use pyramid_games::Side;

pub const DAY_MS: i64 = 86_400_000;

pub use crate::protocol::TimeControl;

/// What the server adds to a time control: how it is stored, and the time it gives.
pub trait Control {
    /// Stored as text: `none`, `M+S`, `Dd`.
    fn to_text(self) -> String;
    fn from_text(text: &str) -> Option<TimeControl>;
    /// Each side's time before the first move (milliseconds).
    fn initial_ms(self) -> i64;
}

impl Control for TimeControl {
    fn to_text(self) -> String {
        match self {
            TimeControl::None => "none".into(),
            TimeControl::Real { minutes, increment } => format!("{minutes}+{increment}"),
            TimeControl::Days { days } => format!("{days}d"),
        }
    }

    fn from_text(text: &str) -> Option<TimeControl> {
        if text == "none" {
            return Some(TimeControl::None);
        }
        if let Some(days) = text.strip_suffix('d') {
            return days.parse().ok().map(|days| TimeControl::Days { days });
        }
        let (m, s) = text.split_once('+')?;
        Some(TimeControl::Real { minutes: m.parse().ok()?, increment: s.parse().ok()? })
    }

    fn initial_ms(self) -> i64 {
        match self {
            TimeControl::None => 0,
            // No minutes, only an increment (lichess's 0+1): the increment, at least 3 s,
            // to make the first move with.
            TimeControl::Real { minutes: 0, increment } => increment.max(3) as i64 * 1000,
            TimeControl::Real { minutes, .. } => minutes as i64 * 60_000,
            TimeControl::Days { days } => days as i64 * DAY_MS,
        }
    }
}

/// Both sides' time left, and whose clock runs since when. Clocks start at the first
/// move; before it nothing runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub white_ms: i64,
    pub black_ms: i64,
    pub running: Option<Side>,
    /// When the running clock last started (ms since the epoch).
    pub since_ms: i64,
}

impl Clock {
    pub fn new(control: TimeControl) -> Clock {
        let ms = control.initial_ms();
        Clock { white_ms: ms, black_ms: ms, running: None, since_ms: 0 }
    }

    fn stored(&self, side: Side) -> i64 {
        match side {
            Side::White => self.white_ms,
            Side::Black => self.black_ms,
        }
    }

    fn set(&mut self, side: Side, ms: i64) {
        match side {
            Side::White => self.white_ms = ms,
            Side::Black => self.black_ms = ms,
        }
    }

    /// What `side` has left at `now`.
    pub fn left(&self, side: Side, now: i64) -> i64 {
        let stored = self.stored(side);
        if self.running == Some(side) {
            (stored - (now - self.since_ms).max(0)).max(0)
        } else {
            stored
        }
    }

    /// When the running clock reaches zero.
    pub fn deadline(&self) -> Option<i64> {
        self.running.map(|side| self.since_ms + self.stored(side))
    }

    /// The side whose time is up at `now`, if any.
    pub fn flagged(&self, now: i64) -> Option<Side> {
        self.running.filter(|&side| self.left(side, now) == 0)
    }

    /// Stops the running clock at `now`, keeping what is left.
    pub fn stop(&mut self, now: i64) {
        if let Some(side) = self.running {
            let left = self.left(side, now);
            self.set(side, left);
            self.running = None;
        }
    }

    /// A move by `mover` at `now`, after which `next` is to move (`None`: the game ended).
    /// Real time: the mover's time is charged and the increment added; correspondence:
    /// the next side gets the full days for its move.
    pub fn after_move(&mut self, control: TimeControl, mover: Side, next: Option<Side>, now: i64) {
        if control == TimeControl::None {
            return;
        }
        self.stop(now);
        match control {
            TimeControl::Real { increment, .. } => {
                let left = self.stored(mover) + increment as i64 * 1000;
                self.set(mover, left);
            }
            TimeControl::Days { days } => {
                if let Some(next) = next {
                    self.set(next, days as i64 * DAY_MS);
                }
            }
            TimeControl::None => {}
        }
        self.start(next, now);
    }

    /// Berserk: `side` keeps half of `initial`, or what they have left if less.
    pub fn halve(&mut self, side: Side, initial: i64, now: i64) {
        let left = self.left(side, now).min(initial / 2);
        if self.running == Some(side) {
            // What has run since the clock started is already counted in `left`.
            self.since_ms = now;
        }
        self.set(side, left);
    }

    /// Starts `side`'s clock at `now` (none: nothing runs).
    pub fn start(&mut self, side: Option<Side>, now: i64) {
        self.running = side;
        self.since_ms = now;
    }

    /// The protocol's `clock`: what is left at `now`.
    pub fn view(&self, now: i64) -> ClockView {
        ClockView {
            white: self.left(Side::White, now),
            black: self.left(Side::Black, now),
            running: self.running.map(color),
        }
    }
}

/// The engine's side as the protocol names it.
pub fn color(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

/// The protocol's side as the engine's.
pub fn side(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLITZ: TimeControl = TimeControl::Real { minutes: 3, increment: 2 };

    #[test]
    fn time_controls_are_stored_as_short_text() {
        for tc in [TimeControl::None, BLITZ, TimeControl::Days { days: 7 }] {
            assert_eq!(TimeControl::from_text(&tc.to_text()), Some(tc));
        }
        assert_eq!(BLITZ.to_text(), "3+2");
        assert_eq!(TimeControl::from_text("3+x"), None);
    }

    #[test]
    fn an_increment_only_clock_starts_with_the_increment_and_at_least_three_seconds() {
        assert_eq!(TimeControl::Real { minutes: 0, increment: 1 }.initial_ms(), 3_000);
        assert_eq!(TimeControl::Real { minutes: 0, increment: 5 }.initial_ms(), 5_000);
        assert_eq!(TimeControl::Real { minutes: 1, increment: 5 }.initial_ms(), 60_000);
    }

    #[test]
    fn nothing_runs_before_the_first_move() {
        let clock = Clock::new(BLITZ);
        assert_eq!(clock.left(Side::White, 1_000_000), 180_000);
        assert_eq!(clock.deadline(), None);
        assert_eq!(clock.flagged(i64::MAX), None);
    }

    #[test]
    fn a_move_charges_the_mover_adds_the_increment_and_starts_the_other_clock() {
        let mut clock = Clock::new(BLITZ);
        clock.after_move(BLITZ, Side::White, Some(Side::Black), 1_000);
        assert_eq!((clock.white_ms, clock.running), (182_000, Some(Side::Black)));
        assert_eq!(clock.left(Side::Black, 11_000), 170_000);
        clock.after_move(BLITZ, Side::Black, Some(Side::White), 11_000);
        assert_eq!(clock.black_ms, 172_000);
        assert_eq!(clock.deadline(), Some(11_000 + 182_000));
    }

    #[test]
    fn the_flag_falls_at_zero() {
        let mut clock = Clock::new(BLITZ);
        clock.after_move(BLITZ, Side::White, Some(Side::Black), 0);
        assert_eq!(clock.flagged(179_999), None);
        assert_eq!(clock.flagged(180_000), Some(Side::Black));
        assert_eq!(clock.left(Side::Black, 500_000), 0);
    }

    #[test]
    fn an_extra_move_keeps_the_movers_clock_running() {
        let mut clock = Clock::new(BLITZ);
        clock.after_move(BLITZ, Side::White, Some(Side::White), 0);
        clock.after_move(BLITZ, Side::White, Some(Side::Black), 5_000);
        assert_eq!(clock.white_ms, 180_000 + 2_000 - 5_000 + 2_000);
    }

    #[test]
    fn correspondence_gives_each_move_its_days() {
        let days = TimeControl::Days { days: 1 };
        let mut clock = Clock::new(days);
        clock.after_move(days, Side::White, Some(Side::Black), 0);
        clock.after_move(days, Side::Black, Some(Side::White), DAY_MS - 1);
        assert_eq!(clock.left(Side::White, DAY_MS - 1), DAY_MS);
        assert_eq!(clock.deadline(), Some(2 * DAY_MS - 1));
    }

    #[test]
    fn the_end_stops_the_clock() {
        let mut clock = Clock::new(BLITZ);
        clock.after_move(BLITZ, Side::White, Some(Side::Black), 0);
        clock.after_move(BLITZ, Side::Black, None, 10_000);
        assert_eq!(clock.running, None);
        assert_eq!(clock.left(Side::White, 1_000_000), 182_000);
    }
}
