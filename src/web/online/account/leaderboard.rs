//! `#online/leaderboard/GAME`: a game's best established players (none provisional), a
//! tab for each game.

use super::super::Screen;
use super::{answered, player_link, rating_phrase};
use crate::games::CATALOG;
use crate::phrase::Phrase;
use crate::web::dom::{append, clear, html, Build};
use crate::web::i18n::{self, Localized};
use pyramid_protocol::accounts::{Leaderboard, RatingView};
use std::rc::Rc;
use web_sys::Element;

/// A game's leaderboard: drawn from the server's answer, nothing happens to it.
pub struct LeaderboardScreen {
    _body: Rc<Element>,
}

impl Screen for LeaderboardScreen {
    /// The game's name.
    type Route<'a> = &'a str;
    type Message = std::convert::Infallible;

    fn mount(root: &Element, game: &str) -> Result<Rc<LeaderboardScreen>, Phrase> {
        Ok(Rc::new(LeaderboardScreen { _body: show(root, game) }))
    }

    fn update(_: &Rc<LeaderboardScreen>, message: Self::Message) {
        match message {}
    }
}

fn show(root: &Element, game: &str) -> Rc<Element> {
    clear(root);
    let title = i18n::game_message(game, "title");
    i18n::page_title(Phrase::new("leaderboard-title").message("game", &title));
    let section = html("section").class("online leaderboard");
    append(&section, &html("p").class("links").child(&html("a").attr("href", "#online").l10n("online-title")));
    append(&section, &html("h1").l10n_phrase(&Phrase::new("leaderboard-title").message("game", &title)));
    let tabs = html("nav").class("tabs").l10n("leaderboard-games");
    for info in CATALOG.iter() {
        let link = html("a").attr("href", format!("#online/leaderboard/{}", info.name));
        let link = if info.name == game { link.attr("aria-current", "page") } else { link };
        append(&tabs, &link.l10n(&i18n::game_message(info.name, "title")));
    }
    append(&section, &tabs);
    answered(root, section, "leaderboard-body", format!("leaderboard/{game}"), |body, board: Leaderboard| {
        if board.players.is_empty() {
            append(body, &html("p").class("message").l10n("leaderboard-empty"));
            return;
        }
        let list = html("ol").class("ranked");
        for p in &board.players {
            let rating = RatingView { rating: p.rating, deviation: p.deviation, games: p.games };
            let item = html("li").child(&player_link(&p.username));
            append(&item, &html("span").class("rating").l10n_phrase(&rating_phrase(&rating)));
            append(&item, &html("span").class("games").l10n_count("leaderboard-played", p.games));
            append(&list, &item);
        }
        append(body, &list);
    })
}
