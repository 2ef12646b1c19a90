//! Accounts in the app: `sign` (signing up and in, and the account's own page: the
//! password, sessions, deleting it), `profile` (a player's ratings, their chart and
//! games), `leaderboard` (a game's best players). Who is signed in is the server's
//! answer to `GET /api/account`; the header's account menu (www/online.js) hears of a
//! change by the document's `pyramid-account` event.

pub(super) mod leaderboard;

/// The address of the leaderboards: the first game's, beside which the others are linked.
fn leaderboards_link() -> String {
    format!("#online/leaderboard/{}", crate::games::GAME_NAMES[0])
}
mod keys;
pub(super) mod profile;
pub(super) mod sign;
mod tokens;

use super::{net, Mailbox, Screen};
use crate::message::Phrase;
use crate::web::dom::{self, append, clear, html, Build};
use crate::web::i18n::Localized;
use pyramid_protocol::accounts::{RatingView, Session};
use std::rc::Rc;
use web_sys::Element;

/// Appends to `section` a body (of class `class`) that says it is asking the server,
/// and `section` to `root`: the body is where a screen drawn from one answer (a profile,
/// a leaderboard) draws it ([`draw_answer`]).
fn asking(root: &Element, section: Element, class: &str) -> Element {
    let body = html("div").class(class);
    append(&body, &html("p").class("message").l10n("lobby-asking"));
    append(&section, &body);
    append(root, &section);
    body
}

/// Asks the server for `path`; its answer (or the problem) is `screen`'s message, while
/// the screen lives.
fn ask<T, S>(screen: &Rc<S>, path: String)
where
    T: serde::de::DeserializeOwned + 'static,
    S: Screen<Message = Result<T, net::Problem>>,
{
    let to = Mailbox::of(screen);
    wasm_bindgen_futures::spawn_local(async move { to.send(net::call("GET", &path, None).await) });
}

/// Draws in `body` what `draw` makes of the server's answer, or the problem.
fn draw_answer<T>(body: &Element, answer: Result<T, net::Problem>, draw: impl FnOnce(&Element, T)) {
    clear(body);
    match answer {
        Ok(answer) => draw(body, answer),
        Err(problem) => append(body, &html("p").class("message error").l10n_phrase(&problem.phrase())),
    }
}

/// The name of the account signed in here, if any (`None` too when the server could
/// not say). Asked of `GET /api/session`, which answers 200 either way (a 401 would be
/// logged by the browser as a failure on every page a guest opens).
pub(super) async fn me() -> Option<String> {
    net::call::<Session>("GET", "session", None).await.ok()?.username
}

/// Tells the page that who is signed in changed (the header's menu asks again).
pub(super) fn changed() {
    if let Ok(event) = web_sys::Event::new("pyramid-account") {
        dom::document().dispatch_event(&event).ok();
    }
}

/// A rating as lichess shows it: whole points, `?` while provisional.
pub(super) fn rating_phrase(rating: &RatingView) -> Phrase {
    let provisional = if rating.provisional() { "yes" } else { "no" };
    // A rating is a name more than a quantity: never grouped ("1,500").
    Phrase::new("account-rating").text("rating", rating.rating.to_string()).key("provisional", provisional)
}

/// A link to `name`'s profile.
pub(super) fn player_link(name: &str) -> Element {
    let path = format!("#online/player/{}", crate::link::percent_encode(name));
    html("a").class("player-name").attr("href", path).text(name)
}

/// A username as the address carries it (percent-decoded), if it is one's shape.
pub(super) fn username_of(text: &str) -> Option<String> {
    let name = js_sys::decode_uri_component(text).ok()?.as_string()?;
    pyramid_protocol::accounts::check_username(&name).is_ok().then_some(name)
}

/// A problem with the account said in a status line: en.ftl's `account-problem` has
/// its own words for the accounts' codes, and says the other codes as `problem` does.
pub(super) fn say(line: &Element, problem: &net::Problem) {
    let said = Phrase::new("account-problem")
        .text("code", &problem.code)
        .text("detail", &problem.message)
        .text("why", &problem.why);
    line.clone().l10n_phrase(&said);
}
