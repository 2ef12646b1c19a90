//! `#online/leaderboard/GAME`: a game's best established players (none provisional), a
//! tab for each game.

use super::super::{net, Screen};
use super::{ask, asking, draw_answer, player_link, rating_phrase};
use crate::games::CATALOG;
use crate::message::Phrase;
use crate::web::dom::{append, clear, html, Build};
use crate::web::i18n::{self, Localized};
use pyramid_protocol::accounts::{Leaderboard, RatingView};
use std::rc::Rc;
use web_sys::Element;

/// A game's leaderboard: drawn from the server's answer, its one message.
pub struct LeaderboardScreen {
    body: Element,
}

impl Screen for LeaderboardScreen {
    /// The game's name.
    type Route<'a> = &'a str;
    type Message = Result<Leaderboard, net::Problem>;

    fn mount(root: &Element, game: &str) -> Result<Rc<LeaderboardScreen>, Phrase> {
        let screen = Rc::new(LeaderboardScreen { body: show(root, game) });
        ask(&screen, format!("leaderboard/{game}"));
        Ok(screen)
    }

    fn update(this: &Rc<LeaderboardScreen>, answer: Self::Message) {
        draw_answer(&this.body, answer, draw);
    }
}

fn show(root: &Element, game: &str) -> Element {
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
    asking(root, section, "leaderboard-body")
}

/// The game's best players, ranked.
fn draw(body: &Element, board: Leaderboard) {
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
}
