//! The two clocks as the server last gave them, counted down here between its messages:
//! the server's times are the truth, and each message sets them again. Time is shown as
//! players read it (minutes and seconds, tenths in the last ten seconds; days and hours
//! for correspondence), and a clock running low says so, once, to the eye and the ear.

use crate::game::Side;
use crate::message::Phrase;
use crate::web::dom::{self, html, set_class, Build};
use crate::web::i18n::Localized;
use pyramid_protocol::{ClockView, Color, TimeControl};
use web_sys::Element;

const HOUR_MS: f64 = 3_600_000.0;
const DAY_MS: f64 = 24.0 * HOUR_MS;

pub struct Clocks {
    /// Each side's clock, White's first.
    pub elements: [Element; 2],
    left: [f64; 2],
    running: Option<Side>,
    /// When the times were given (the page's clock, in ms).
    at: f64,
    /// Correspondence: days per move.
    days: bool,
    /// Below this many ms a clock is low.
    low_ms: f64,
    warned: [bool; 2],
    shown: bool,
}

fn index(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

impl Clocks {
    /// Clocks for a game's `timeControl` (none: nothing is shown).
    pub fn new(control: TimeControl) -> Clocks {
        let minutes = match control {
            TimeControl::Real { minutes, .. } => Some(f64::from(minutes)),
            _ => None,
        };
        let days = control.is_correspondence();
        let initial = minutes.map_or(0.0, |m| m * 60_000.0);
        let element = |side: &'static str| {
            let label = Phrase::new("online-clock").key("side", side);
            html("span").class("clock").attr("role", "timer").l10n_attribute("aria-label", &label)
        };
        Clocks {
            elements: [element("white"), element("black")],
            left: [0.0; 2],
            running: None,
            at: dom::now(),
            days,
            // A tenth of the game, from 10 s to 30 s.
            low_ms: (initial / 10.0).clamp(10_000.0, 30_000.0),
            warned: [false; 2],
            shown: minutes.is_some() || days,
        }
    }

    pub fn is_shown(&self) -> bool {
        self.shown
    }

    /// Sets the clocks from the server's `clock` ({white, black, running}), if there is one.
    pub fn set(&mut self, clock: Option<&ClockView>) {
        let Some(clock) = clock else { return };
        self.left = [clock.white as f64, clock.black as f64];
        self.running = match clock.running {
            Some(Color::White) => Some(Side::White),
            Some(Color::Black) => Some(Side::Black),
            None => None,
        };
        self.at = dom::now();
        self.draw();
    }

    /// The game ended: nothing runs.
    pub fn stop(&mut self) {
        if let Some(side) = self.running {
            self.left[index(side)] = self.now(side);
            self.running = None;
        }
        self.draw();
    }

    fn now(&self, side: Side) -> f64 {
        let left = self.left[index(side)];
        if self.running == Some(side) {
            (left - (dom::now() - self.at)).max(0.0)
        } else {
            left
        }
    }

    /// Draws both clocks as they stand now; returns the side whose clock just ran low, the
    /// first time it does.
    pub fn draw(&mut self) -> Option<Side> {
        if !self.shown {
            return None;
        }
        let mut warn = None;
        for side in [Side::White, Side::Black] {
            let ms = self.now(side);
            let el = &self.elements[index(side)];
            el.set_text_content(Some(&self.format(ms)));
            set_class(el, "running", self.running == Some(side));
            let low = !self.days && ms < self.low_ms;
            set_class(el, "low", low);
            if low && self.running == Some(side) && !self.warned[index(side)] {
                self.warned[index(side)] = true;
                warn = Some(side);
            }
        }
        warn
    }

    fn format(&self, ms: f64) -> String {
        if self.days {
            let days = (ms / DAY_MS).floor();
            let hours = ((ms - days * DAY_MS) / HOUR_MS).floor();
            // Whole numbers, formatted as integers: a float's formatting costs the wasm 4 KiB.
            let minutes = ((ms % HOUR_MS) / 60_000.0).floor() as u32;
            return match (days as u32, hours as u32) {
                (0, 0) => format!("{minutes} min"),
                (0, h) => format!("{h} h {minutes} min"),
                (1, h) => format!("1 day {h} h"),
                (d, h) => format!("{d} days {h} h"),
            };
        }
        if ms < 10_000.0 {
            let tenths = (ms / 100.0).floor() as u32;
            return format!("0:0{}.{}", tenths / 10, tenths % 10);
        }
        let seconds = (ms / 1000.0).floor() as u32;
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}
