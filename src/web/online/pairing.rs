//! The lobby's quick pairing (lichess's grid): a button for each of a few clocks of the
//! game chosen; pressing one seeks a stranger of about the player's rating (rated when
//! signed in and asked), asks about the seek every 2 seconds, and opens the game as soon
//! as it is paired. Leaving the lobby or pressing Cancel takes the seek back.

use super::{account, describe, net, seats};
use crate::message::Phrase;
use crate::screen::controls::{Control, LobbyAction, LobbyField};
use crate::web::dom::{self, append, button, html, Build};
use crate::web::i18n::Localized;
use pyramid_protocol::seeks::{SeekCreated, SeekRequest, SeekStatus, SeekView};
use pyramid_protocol::TimeControl;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

/// How often a waiting seek is asked about (ms): well within its two minutes.
const POLL_MS: i32 = 2000;

/// The grid's clocks, lichess's most played of each speed (a challenge offers them too).
pub(super) const GRID: [TimeControl; 6] = [
    TimeControl::Real { minutes: 1, increment: 0 },
    TimeControl::Real { minutes: 3, increment: 2 },
    TimeControl::Real { minutes: 5, increment: 3 },
    TimeControl::Real { minutes: 10, increment: 5 },
    TimeControl::Real { minutes: 15, increment: 10 },
    TimeControl::Days { days: 1 },
];

/// The quick pairing's part of the lobby, and the seek it waits on.
pub(super) struct Pairing {
    part: Element,
    game: Element,
    rated: Element,
    said: Element,
    cancel: Element,
    seeking: RefCell<Option<Seeking>>,
}

struct Seeking {
    id: String,
    game: String,
    _ticker: dom::Timer,
}

fn speed(control: TimeControl) -> &'static str {
    match control {
        TimeControl::Real { minutes, .. } if minutes < 3 => "bullet",
        TimeControl::Real { minutes, .. } if minutes < 10 => "blitz",
        TimeControl::Real { .. } => "rapid",
        _ => "correspondence",
    }
}

/// Draws the quick pairing into `parent`, its game set to `game`.
pub(super) fn build(parent: &Element, game: &str) -> Rc<Pairing> {
    let part = html("section").class("quick-pairing").attr("aria-labelledby", "pairing-title");
    append(&part, &html("h2").attr("id", "pairing-title").l10n("pairing-title"));
    let games = crate::web::forms::game_choice(LobbyField::PairGame, game);
    let line = html("div").class("pairing-settings");
    append(&line, &html("label").class("control").child(&html("span").l10n("lobby-game")).child(&games));
    let rated =
        html("input").attr("type", "checkbox").attr("data-control", LobbyField::PairRated.name()).attr("disabled", "");
    let rated_label = html("label").class("choice").child(&rated).child(&html("span").l10n("pairing-rated"));
    append(&line, &rated_label);
    append(&part, &line);
    let grid = html("div").class("pairing-grid").attr("role", "group").l10n("pairing-clocks");
    for control in GRID {
        let words = Phrase::new("lobby-clock").phrase("clock", describe::clock(control)).key("speed", speed(control));
        let pressed = button("", LobbyAction::Seek.name())
            .attr("data-clock", control_text(control))
            .attr("aria-pressed", "false");
        append(&grid, &pressed.l10n_phrase(&words));
    }
    append(&part, &grid);
    let said = html("p").class("message").attr("role", "status");
    let cancel = button("", LobbyAction::CancelSeek.name()).class("hidden").l10n("pairing-cancel");
    append(&part, &html("div").class("pairing-status").child(&said).child(&cancel));
    let hint = html("p").class("hint").attr("data-signed", "out");
    let sign_in = html("a").attr("href", "#online/account").l10n("pairing-sign-in");
    append(&part, &hint.child(&sign_in));
    append(parent, &part);
    Rc::new(Pairing { part, game: games, rated, said, cancel, seeking: RefCell::new(None) })
}

/// The clock as the grid's `data-clock` says it: `3+2`, `1d`.
fn control_text(control: TimeControl) -> String {
    match control {
        TimeControl::Real { minutes, increment } => format!("{minutes}+{increment}"),
        TimeControl::Days { days } => format!("{days}d"),
        TimeControl::None => String::new(),
    }
}

impl Pairing {
    /// The player is signed in: rated play is offered, and asked for at first.
    pub(super) fn signed_in(&self) {
        self.rated.remove_attribute("disabled").ok();
        if let Some(check) = self.rated.dyn_ref::<HtmlInputElement>() {
            check.set_checked(true);
        }
        if let Some(hint) = self.part.query_selector(".hint").ok().flatten() {
            hint.remove();
        }
    }

    /// The player pressed the grid's `button`: a seek for its clock (the seek waiting
    /// first taken back), or, pressed again, no seek.
    pub(super) fn press(self: &Rc<Self>, button: &Element) {
        let clock = button.get_attribute("data-clock").unwrap_or_default();
        let again = button.get_attribute("aria-pressed").as_deref() == Some("true");
        self.cancel();
        if again {
            return;
        }
        let Some(control) = GRID.into_iter().find(|c| control_text(*c) == clock) else { return };
        let game = self.game.dyn_ref::<HtmlSelectElement>().map(|s| s.value()).unwrap_or_default();
        let rated = self.rated.dyn_ref::<HtmlInputElement>().is_some_and(|c| c.checked() && !c.disabled());
        button.set_attribute("aria-pressed", "true").ok();
        self.said.clone().l10n("pairing-seeking");
        self.cancel.class_list().remove_1("hidden").ok();
        let request = SeekRequest { game: game.clone(), time_control: control, rated, range: None, bots: None };
        let (weak, pressed) = (Rc::downgrade(self), button.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let answer: Result<SeekCreated, _> = net::call("POST", "seeks", Some(net::write(&request))).await;
            let Some(pairing) = weak.upgrade() else {
                // The lobby went while the seek was made: it goes too.
                if let Ok(SeekCreated { id }) = answer {
                    net::send("DELETE", &format!("seeks/{id}"), None).await.ok();
                }
                return;
            };
            match answer {
                // Cancelled (or another clock pressed) while the seek was made: it goes.
                Ok(SeekCreated { id }) if pressed.get_attribute("aria-pressed").as_deref() != Some("true") => {
                    net::send("DELETE", &format!("seeks/{id}"), None).await.ok();
                }
                Ok(SeekCreated { id }) => pairing.wait(id, game),
                Err(problem) => {
                    pairing.cancel();
                    account::say(&pairing.said, &problem);
                }
            }
        });
    }

    /// Asks about seek `id` now and every 2 seconds until it is paired.
    fn wait(self: &Rc<Self>, id: String, game: String) {
        let weak = Rc::downgrade(self);
        let asked = id.clone();
        let ticker = dom::Timer::every(POLL_MS, move || {
            if let Some(pairing) = weak.upgrade() {
                pairing.ask(&asked);
            }
        });
        *self.seeking.borrow_mut() = Some(Seeking { id: id.clone(), game, _ticker: ticker });
        // Stored on the server from here on (for styles and tests).
        self.part.set_attribute("data-seek", "waiting").ok();
        self.ask(&id);
    }

    fn ask(self: &Rc<Self>, id: &str) {
        let weak = Rc::downgrade(self);
        let path = format!("seeks/{id}");
        wasm_bindgen_futures::spawn_local(async move {
            let answer: Result<SeekView, _> = net::call("GET", &path, None).await;
            let Some(pairing) = weak.upgrade() else { return };
            let game = pairing.seeking.borrow().as_ref().filter(|s| path.ends_with(&s.id)).map(|s| s.game.clone());
            let Some(game) = game else { return };
            match answer {
                Ok(SeekView { status: SeekStatus::Paired, game: Some(id), token: Some(token), seat, .. }) => {
                    pairing.seeking.borrow_mut().take();
                    let side = seat.map_or("", |s| s.as_str()).to_string();
                    seats::put(&seats::Seat { id: id.clone(), token, side, game });
                    dom::window().location().set_hash(&format!("online/{id}")).ok();
                }
                // Nobody waits alone: when a house bot may take the seek, when it will.
                Ok(SeekView { bot_in: Some(ms), .. }) => {
                    let seconds = (ms + 999) / 1000;
                    pairing.said.clone().l10n_phrase(&Phrase::new("pairing-bot-in").count("seconds", seconds));
                }
                Ok(_) => {
                    pairing.said.clone().l10n("pairing-seeking");
                }
                // Gone (expired or cancelled elsewhere): the grid is at rest again.
                Err(problem) if problem.code == "not-found" => {
                    pairing.cancel();
                    account::say(&pairing.said, &problem);
                }
                // The server did not answer (a restart, a dropped connection): said, and
                // asked again at the next tick; the seek is kept in the store.
                Err(problem) => account::say(&pairing.said, &problem),
            }
        });
    }

    /// Takes the seek back, if one waits, and shows the grid at rest.
    pub(super) fn cancel(&self) {
        if let Some(seeking) = self.seeking.borrow_mut().take() {
            let path = format!("seeks/{}", seeking.id);
            wasm_bindgen_futures::spawn_local(async move {
                net::send("DELETE", &path, None).await.ok();
            });
        }
        for pressed in self.part.query_selector_all("[aria-pressed=true]").ok().into_iter().flat_map(dom::node_elements)
        {
            pressed.set_attribute("aria-pressed", "false").ok();
        }
        self.said.clone().l10n_none();
        self.cancel.class_list().add_1("hidden").ok();
        self.part.remove_attribute("data-seek").ok();
    }
}

impl Drop for Pairing {
    fn drop(&mut self) {
        self.cancel();
    }
}
