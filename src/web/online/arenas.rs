//! The lobby's arenas (docs/arena.md): those starting soon, running and lately finished,
//! each a link to its page, asked again with the lobby's lists.

use super::{arena, net};
use crate::message::Phrase;
use crate::web::dom::{append, clear, html, Build};
use crate::web::i18n::Localized;
use pyramid_protocol::tournaments::{Tournament, TournamentList};
use web_sys::Element;

/// The lobby's section of arenas: its list.
pub struct Arenas {
    list: Element,
}

/// Builds the section in `parent`.
pub fn build(parent: &Element) -> Arenas {
    let section = html("section").class("arenas").attr("aria-labelledby", "arenas-title");
    append(&section, &html("h2").attr("id", "arenas-title").l10n("arena-list-title"));
    let list = html("ul").class("arena-list").attr("aria-live", "polite");
    append(&list, &html("li").class("empty").l10n("lobby-asking"));
    append(&section, &list);
    append(parent, &section);
    Arenas { list }
}

impl Arenas {
    /// Asks for the arenas and draws them.
    pub fn refresh(&self) {
        let list = self.list.clone();
        wasm_bindgen_futures::spawn_local(async move {
            match net::call_lichess::<TournamentList>("GET", "tournament", None).await {
                Ok(arenas) => draw(&list, &arenas),
                Err(problem) => {
                    clear(&list);
                    append(&list, &html("li").class("empty").l10n_phrase(&problem.phrase()));
                }
            }
        });
    }
}

fn draw(list: &Element, arenas: &TournamentList) {
    clear(list);
    // Running first, then the next to start; the finished last (the newest of them first).
    let shown = arenas.started.iter().chain(&arenas.created).chain(arenas.finished.iter().take(FINISHED_SHOWN));
    for t in shown {
        let item = html("li").class("arena").attr("data-id", t.id.as_str());
        let link = html("a").attr("href", arena::address(&t.id)).l10n_phrase(&arena::title(t));
        append(&item, &link);
        append(&item, &html("span").class("terms").l10n_phrase(&arena::terms(t)));
        append(&item, &html("span").class("when").l10n_phrase(&when(t)));
        append(&item, &html("span").class("players").l10n_count("arena-players", i64::from(t.nb_players)));
        append(list, &item);
    }
    if list.child_element_count() == 0 {
        append(list, &html("li").class("empty").l10n("arena-none"));
    }
}

/// How many finished arenas the lobby lists.
const FINISHED_SHOWN: usize = 4;

/// When an arena starts or ends, in whole minutes.
fn when(t: &Tournament) -> Phrase {
    let minutes = |seconds: i64| (seconds.max(0) + 59) / 60;
    match (t.seconds_to_start, t.seconds_to_finish) {
        (Some(s), _) => Phrase::new("arena-starts-in-minutes").count("minutes", minutes(s)),
        (_, Some(s)) => Phrase::new("arena-ends-in-minutes").count("minutes", minutes(s)),
        _ => Phrase::new("arena-finished"),
    }
}
