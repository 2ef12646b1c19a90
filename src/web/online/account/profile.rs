//! `#online/player/NAME`: a player's profile: their rating in each game (`?` while
//! provisional), each game's rating history as a chart, and their latest games, which
//! open on the game's screen (a finished one in review).

use super::super::{challenges, describe, lobby, net, Screen};
use super::{ask, asking, draw_answer, rating_phrase};
use crate::games::CATALOG;
use crate::message::Phrase;
use crate::web::dom::{self, append, clear, html, svg, Build};
use crate::web::i18n::{self, Localized};
use pyramid_protocol::accounts::{HistoryPoint, PlayerView};
use std::rc::Rc;
use web_sys::Element;

/// The chart's drawing area, in its own units.
const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;

/// A player's profile: drawn from the server's answer, its one message.
pub struct ProfileScreen {
    body: Element,
    /// "Challenge NAME", shown to a signed-in player on another's profile.
    _challenge: std::cell::RefCell<Option<Rc<challenges::Form>>>,
}

impl Screen for ProfileScreen {
    /// The player's name.
    type Route<'a> = &'a str;
    type Message = Result<PlayerView, net::Problem>;

    fn mount(root: &Element, name: &str) -> Result<Rc<ProfileScreen>, Phrase> {
        let screen = Rc::new(ProfileScreen { body: show(root, name), _challenge: Default::default() });
        ask(&screen, format!("players/{}", crate::link::percent_encode(name)));
        // Another's profile, signed in: the challenge form (sent, the lobby shows it wait).
        let (weak, name, root) = (Rc::downgrade(&screen), name.to_string(), root.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let me = super::me().await;
            let Some(screen) = weak.upgrade() else { return };
            if me.is_some_and(|me| !me.eq_ignore_ascii_case(&name)) {
                let form = challenges::form(Some(&name), crate::games::GAME_NAMES[0], |_| {
                    dom::window().location().set_hash("online").ok();
                });
                // Under the name, as lichess offers it: before the ratings and games.
                if let Some(name) = root.query_selector(".online.profile h1").ok().flatten() {
                    name.after_with_node_1(&form.root).ok();
                }
                *screen._challenge.borrow_mut() = Some(form);
            }
        });
        Ok(screen)
    }

    fn update(this: &Rc<ProfileScreen>, answer: Self::Message) {
        draw_answer(&this.body, answer, |body, player| draw(body, &player));
    }
}

fn show(root: &Element, name: &str) -> Element {
    clear(root);
    i18n::page_title(Phrase::new("profile-title").text("name", name));
    let section = html("section").class("online profile");
    let links = html("p").class("links");
    append(&links, &html("a").attr("href", "#online").l10n("online-title"));
    append(&links, &html("a").attr("href", super::leaderboards_link()).l10n("account-leaderboards"));
    append(&section, &links);
    append(&section, &html("h1").text(name));
    asking(root, section, "profile-body")
}

fn draw(body: &Element, player: &PlayerView) {
    let ratings = html("section").class("ratings").attr("aria-labelledby", "ratings-title");
    append(&ratings, &html("h2").attr("id", "ratings-title").l10n("profile-ratings"));
    let table = html("table");
    let head = html("tr");
    for id in ["profile-game", "profile-rating", "profile-games"] {
        append(&head, &html("th").attr("scope", "col").l10n(id));
    }
    append(&table, &html("thead").child(&head));
    let rows = html("tbody");
    for info in CATALOG.iter() {
        let Some(rating) = player.ratings.get(info.name) else { continue };
        let row = html("tr").attr("data-game", info.name);
        let title = i18n::game_message(info.name, "title");
        append(&row, &html("th").attr("scope", "row").l10n(&title));
        append(&row, &html("td").class("rating").l10n_phrase(&rating_phrase(rating)));
        append(&row, &html("td").text(&rating.games.to_string()));
        append(&rows, &row);
    }
    append(&table, &rows);
    append(&ratings, &table);
    for (game, points) in &player.history {
        if let Some(chart) = chart(game, points) {
            append(&ratings, &chart);
        }
    }
    append(body, &ratings);

    let games = html("section").class("recent").attr("aria-labelledby", "recent-title");
    append(&games, &html("h2").attr("id", "recent-title").l10n("profile-recent"));
    let list = html("ul").class("game-list");
    for state in &player.games {
        append(&list, &lobby::row(state, &describe::between(state), "lobby-open-game", false));
    }
    if player.games.is_empty() {
        append(&list, &html("li").class("empty").l10n("profile-no-games"));
    }
    append(&games, &list);
    append(body, &games);
}

/// Game `game`'s rating history as a line (oldest on the left), between its lowest and
/// highest rating, with a caption that says it in words (which a screen reader reads in
/// place of the drawing).
fn chart(game: &str, points: &[HistoryPoint]) -> Option<Element> {
    let (first, last) = (points.first()?, points.last()?);
    let low = points.iter().map(|p| p.rating).min()? as f64;
    let high = points.iter().map(|p| p.rating).max()? as f64;
    // At least 50 points tall, centred on the middle rating: a flat history is a line
    // across the middle, not along the floor.
    let (span, middle) = ((high - low).max(50.0), (high + low) / 2.0);
    let n = points.len().max(2) as f64 - 1.0;
    let mut xy = Vec::with_capacity(points.len() * 2 + 2);
    for (i, p) in points.iter().enumerate() {
        let x = if points.len() == 1 { WIDTH / 2.0 } else { WIDTH * i as f64 / n };
        xy.push(x);
        xy.push(HEIGHT / 2.0 - (HEIGHT - 16.0) * (p.rating as f64 - middle) / span);
    }
    let said = Phrase::new("profile-chart")
        .message("game", i18n::game_message(game, "title"))
        .count("games", points.len() as i64)
        .text("first", first.rating.to_string())
        .text("last", last.rating.to_string())
        .text("low", (low as i64).to_string())
        .text("high", (high as i64).to_string());
    let figure = html("figure").class("rating-chart").attr("data-game", game);
    // Written out: formatting an f64 would bring Rust's float printing (13 KiB).
    let drawing = svg("svg").attr("viewBox", "0 0 320 120").attr("aria-hidden", "true");
    append(&drawing, &svg("polyline").class("rating-line").attr("points", dom::numbers(&xy)));
    // Each game a dot, while there are few enough to tell apart.
    if points.len() <= 60 {
        for point in xy.chunks(2) {
            let dot = svg("circle").class("rating-point").attr("cx", dom::decimal(point[0], 2));
            append(&drawing, &dot.attr("cy", dom::decimal(point[1], 2)).attr("r", "3.5"));
        }
    }
    append(&figure, &drawing);
    let caption = html("figcaption").l10n_phrase(&said);
    append(&figure, &caption);
    Some(figure)
}
