//! Challenges by name (docs/lichess-api.md: the app makes the same requests as a
//! lichess client, with its session): a form that challenges a player by name to a game,
//! a clock and rated or not (in the lobby, where the house bots online are offered, and
//! on a profile, for that player); the challenges waiting for the player's answer
//! (Accept, Decline) and those they made (Cancel), asked again every few seconds. An
//! accepted challenge takes both players to the game, each in their own seat.

use super::{describe, net, seats};
use crate::message::Phrase;
use crate::web::dom::{self, append, clear, html, Build};
use crate::web::i18n::{self, Localized};
use pyramid_protocol::lichess::{Accepted, ChallengeList, ChallengeRequest, ChallengeView, ClockBody, UserName};
use pyramid_protocol::TimeControl;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

/// How often the challenges are asked for again (ms).
const REFRESH_MS: i32 = 3000;

/// Where the challenges this browser sent and has not seen answered are kept: a page
/// opened after one was sent (the lobby, after a profile) still learns its answer,
/// however quickly it came.
const SENT_KEY: &str = "pyramid-challenges-sent";

fn sent_ids() -> Vec<String> {
    crate::web::prefs::stored(SENT_KEY).map(|s| s.split_whitespace().map(str::to_string).collect()).unwrap_or_default()
}

fn keep_sent(ids: &[String]) {
    crate::web::prefs::store(SENT_KEY, &ids.join(" "));
}

/// The clocks a challenge offers: the pairing grid's.
const CLOCKS: [TimeControl; 6] = super::pairing::GRID;

/// The challenge form: to whom (a field, or a fixed name), the game, the clock, rated.
pub struct Form {
    pub root: Element,
    name: Option<Element>,
    game: Element,
    clock: Element,
    rated: Element,
    said: Element,
    _submit: dom::Listener,
}

/// Builds the form; `to` fixes the player (a profile's), else a name field with the
/// house bots `suggested` to pick from. `sent` runs after a challenge is made.
pub fn form(to: Option<&str>, game: &str, sent: impl Fn(&str) + 'static) -> Rc<Form> {
    let root = html("form").class("challenge-form").attr("aria-labelledby", "challenge-form-title");
    let title = match to {
        Some(name) => html("h2").l10n_phrase(&Phrase::new("challenge-player").text("name", name)),
        // In the lobby, under its section's own heading.
        None => html("h3").l10n("challenge-form-title"),
    };
    append(&root, &title.attr("id", "challenge-form-title"));
    let name = to.is_none().then(|| {
        let field = html("input")
            .attr("name", "username")
            .attr("autocomplete", "off")
            .attr("list", "house-bots")
            .attr("required", "")
            .attr("maxlength", 20);
        append(&root, &crate::web::forms::labelled("challenge-name", &field));
        append(&root, &html("datalist").attr("id", "house-bots"));
        field
    });
    let games = crate::web::forms::game_choice(crate::screen::controls::LobbyField::Game, game);
    games.remove_attribute("data-control").ok();
    append(&root, &crate::web::forms::labelled("lobby-game", &games));
    let clock = html("select").attr("name", "clock");
    for (i, control) in CLOCKS.iter().enumerate() {
        let option = html("option").attr("value", i).l10n_phrase(&describe::clock(*control));
        if i == 1 {
            option.set_attribute("selected", "").ok();
        }
        append(&clock, &option);
    }
    append(&root, &crate::web::forms::labelled("lobby-clock-label", &clock));
    let rated = html("input").attr("type", "checkbox").attr("name", "rated");
    append(&root, &html("label").class("choice").child(&rated).child(&html("span").l10n("lobby-rated")));
    append(&root, &html("p").class("buttons").child(&html("button").attr("type", "submit").l10n("challenge-send")));
    let said = html("p").class("message").attr("role", "status");
    append(&root, &said);
    let fixed = to.map(str::to_string);
    let sent = Rc::new(sent);
    Rc::new_cyclic(|weak: &std::rc::Weak<Form>| {
        let weak = weak.clone();
        let submit = dom::on(&root, "submit", move |event| {
            event.prevent_default();
            if let Some(form) = weak.upgrade() {
                form.send(fixed.clone(), sent.clone());
            }
        });
        Form { root: root.clone(), name, game: games, clock, rated, said, _submit: submit }
    })
}

fn value(el: &Element) -> String {
    if let Some(select) = el.dyn_ref::<HtmlSelectElement>() {
        return select.value();
    }
    el.dyn_ref::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default()
}

impl Form {
    /// Offers the house bots online as names to pick.
    pub fn suggest(&self, names: &[String]) {
        let Some(list) = self.root.query_selector("datalist").ok().flatten() else { return };
        clear(&list);
        for name in names {
            append(&list, &html("option").attr("value", name.as_str()));
        }
    }

    fn send(&self, fixed: Option<String>, sent: Rc<dyn Fn(&str)>) {
        let to = fixed.unwrap_or_else(|| self.name.as_ref().map(value).unwrap_or_default().trim().to_string());
        let control = value(&self.clock).parse::<usize>().ok().and_then(|i| CLOCKS.get(i).copied());
        let rated = self.rated.dyn_ref::<HtmlInputElement>().is_some_and(|c| c.checked());
        let mut body =
            ChallengeRequest { variant: value(&self.game), rated, color: "random".into(), ..Default::default() };
        match control {
            Some(TimeControl::Real { minutes, increment }) => {
                body.clock = Some(ClockBody { limit: minutes * 60, increment })
            }
            Some(TimeControl::Days { days }) => body.days = Some(days),
            _ => {}
        }
        let said = self.said.clone();
        said.clone().l10n("challenge-sending");
        let path = format!("challenge/{}", crate::link::percent_encode(&to));
        wasm_bindgen_futures::spawn_local(async move {
            match net::call_lichess::<ChallengeView>("POST", &path, Some(net::write(&body))).await {
                Ok(made) => {
                    said.l10n_phrase(&Phrase::new("challenge-sent").text("name", &made.dest_user.name));
                    let mut kept = sent_ids();
                    kept.push(made.id.clone());
                    keep_sent(&kept);
                    sent(&made.id);
                }
                Err(problem) => {
                    said.l10n_phrase(&problem.phrase());
                }
            }
        });
    }
}

/// The lobby's challenges: the form, the house bots online, those waiting for an
/// answer either way.
pub struct Challenges {
    list: Element,
    bots: Element,
    form: Rc<Form>,
    /// The challenges this player made that were still waiting at the last look.
    waiting: RefCell<Vec<String>>,
    _clicked: dom::Listener,
    _ticker: RefCell<Option<dom::Timer>>,
}

/// Builds the lobby's section of challenges in `parent`, for `game`.
pub fn build(parent: &Element, game: &str) -> Rc<Challenges> {
    let section = html("section").class("challenges").attr("aria-labelledby", "challenges-title");
    append(&section, &html("h2").attr("id", "challenges-title").l10n("challenge-title"));
    let list = html("ul").class("challenge-list").attr("aria-live", "polite");
    append(&section, &list);
    let bots = html("p").class("house-bots");
    append(&section, &bots);
    append(parent, &section);
    Rc::new_cyclic(|weak: &std::rc::Weak<Challenges>| {
        let sent = {
            let weak = weak.clone();
            move |id: &str| {
                if let Some(c) = weak.upgrade() {
                    c.waiting.borrow_mut().push(id.to_string());
                    c.refresh();
                }
            }
        };
        let form = form(None, game, sent);
        append(&section, &form.root);
        let clicked = {
            let weak = weak.clone();
            dom::on(&section, "click", move |event| {
                let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
                let Some(button) = target.closest("[data-challenge]").ok().flatten() else { return };
                let (Some(id), Some(act)) = (button.get_attribute("data-challenge"), button.get_attribute("data-act"))
                else {
                    return;
                };
                let game = button.get_attribute("data-game").unwrap_or_default();
                if let Some(c) = weak.upgrade() {
                    c.act(&id, &act, &game);
                }
            })
        };
        Challenges {
            list,
            bots,
            form,
            waiting: RefCell::new(sent_ids()),
            _clicked: clicked,
            _ticker: RefCell::new(None),
        }
    })
}

impl Challenges {
    /// Starts asking (once the lobby knows the player is signed in).
    pub fn start(self: &Rc<Self>) {
        let weak = Rc::downgrade(self);
        *self._ticker.borrow_mut() = Some(dom::Timer::every(REFRESH_MS, move || {
            if let Some(c) = weak.upgrade() {
                c.refresh();
            }
        }));
        self.refresh();
    }

    fn refresh(self: &Rc<Self>) {
        let weak = Rc::downgrade(self);
        wasm_bindgen_futures::spawn_local(async move {
            let listed = net::call_lichess::<ChallengeList>("GET", "challenge", None).await;
            let bots = net::text("bot/online").await;
            let Some(c) = weak.upgrade() else { return };
            match listed {
                Ok(list) => c.draw(list),
                Err(problem) => {
                    clear(&c.list);
                    append(&c.list, &html("li").class("empty").l10n_phrase(&problem.phrase()));
                }
            }
            if let Ok(text) = bots {
                c.draw_bots(&text);
            }
        });
    }

    fn draw(self: &Rc<Self>, list: ChallengeList) {
        clear(&self.list);
        for challenge in &list.incoming {
            let row = html("li").class("challenge incoming").attr("data-id", challenge.id.as_str());
            append(
                &row,
                &html("span").l10n_phrase(&words("challenge-incoming", &challenge.challenger.name, challenge)),
            );
            let accept =
                button(&challenge.id, "accept", "challenge-accept").attr("data-game", challenge.variant.key.as_str());
            append(&row, &accept);
            append(&row, &button(&challenge.id, "decline", "challenge-decline"));
            append(&self.list, &row);
        }
        for challenge in &list.outgoing {
            let row = html("li").class("challenge outgoing").attr("data-id", challenge.id.as_str());
            append(&row, &html("span").l10n_phrase(&words("challenge-outgoing", &challenge.dest_user.name, challenge)));
            append(&row, &button(&challenge.id, "cancel", "challenge-cancel"));
            append(&self.list, &row);
        }
        if list.incoming.is_empty() && list.outgoing.is_empty() {
            append(&self.list, &html("li").class("empty").l10n("challenge-none"));
        }
        // A challenge of ours no longer waiting: accepted (to the game), or declined.
        let now: Vec<String> = list.outgoing.iter().map(|c| c.id.clone()).collect();
        let gone: Vec<String> = self.waiting.borrow().iter().filter(|id| !now.contains(id)).cloned().collect();
        keep_sent(&now);
        *self.waiting.borrow_mut() = now;
        for id in gone {
            self.answered(id);
        }
    }

    fn draw_bots(&self, ndjson: &str) {
        let names: Vec<String> = ndjson
            .lines()
            .filter_map(|line| net::read::<UserName>(line).ok())
            .map(|user| user.username)
            .filter(|name| name.starts_with("House-"))
            .collect();
        self.form.suggest(&names);
        clear(&self.bots);
        if !names.is_empty() {
            self.bots.clone().l10n_phrase(&Phrase::new("challenge-bots").text("names", names.join(", ")));
        }
    }

    /// What became of a challenge this player made.
    fn answered(self: &Rc<Self>, id: String) {
        let weak = Rc::downgrade(self);
        wasm_bindgen_futures::spawn_local(async move {
            let Ok(challenge) = net::call_lichess::<ChallengeView>("GET", &format!("challenge/{id}/show"), None).await
            else {
                return;
            };
            let Some(c) = weak.upgrade() else { return };
            match (challenge.status.as_str(), challenge.game_id, challenge.token) {
                ("accepted", Some(game), Some(token)) => enter(&game, &token, "", &challenge.variant.key),
                ("declined", ..) => {
                    let said = Phrase::new("challenge-declined").text("name", &challenge.dest_user.name);
                    c.form.said.clone().l10n_phrase(&said);
                }
                _ => {}
            }
        });
    }

    fn act(self: &Rc<Self>, id: &str, act: &str, kind: &str) {
        let (weak, id, act, kind) = (Rc::downgrade(self), id.to_string(), act.to_string(), kind.to_string());
        wasm_bindgen_futures::spawn_local(async move {
            let path = format!("challenge/{id}/{act}");
            // Every answer is lichess's {"ok": true}; accepting adds the game and the seat.
            let result = net::call_lichess::<Accepted>("POST", &path, Some("{}".into())).await;
            let Some(c) = weak.upgrade() else { return };
            match result {
                Ok(Accepted { game_id: Some(game), token: Some(token), color, .. }) => {
                    enter(&game, &token, color.as_deref().unwrap_or(""), &kind)
                }
                Ok(_) => c.refresh(),
                Err(problem) => {
                    c.form.said.clone().l10n_phrase(&problem.phrase());
                }
            }
        });
    }
}

/// A challenge in words: who, the game, the clock, rated or not.
fn words(id: &'static str, name: &str, challenge: &ChallengeView) -> Phrase {
    let clock = &challenge.time_control;
    let control = match (clock.limit, clock.increment, clock.days_per_turn) {
        (Some(limit), increment, _) => TimeControl::Real { minutes: limit / 60, increment: increment.unwrap_or(0) },
        (None, _, Some(days)) => TimeControl::Days { days },
        _ => TimeControl::None,
    };
    Phrase::new(id)
        .text("name", name)
        .message("game", i18n::game_message(&challenge.variant.key, "title"))
        .phrase("clock", describe::clock(control))
        .key("rated", if challenge.rated { "yes" } else { "no" })
}

fn button(id: &str, act: &str, label: &str) -> Element {
    html("button").attr("type", "button").attr("data-challenge", id).attr("data-act", act).l10n(label)
}

/// Goes to game `game`, in the seat of `token`.
pub(super) fn enter(game: &str, token: &str, side: &str, kind: &str) {
    seats::put(&seats::Seat {
        id: game.to_string(),
        token: token.to_string(),
        side: side.to_string(),
        game: kind.to_string(),
    });
    dom::window().location().set_hash(&format!("online/{game}")).ok();
}
