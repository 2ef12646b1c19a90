//! Online play, a wasm part of its own (feature `online`, pyramid-online.js) that
//! www/online.js loads the first time the app opens an online screen, when the page was
//! served by the game server. Over the server's public protocol: `lobby` (the invite
//! form and the lists of games), `arenas` (the lobby's list of arenas) and `arena` (an
//! arena's page), `play` (a live game on the board every screen uses,
//! driven by the server's messages), `client` (the game's socket, reconnecting by
//! itself), `net` (HTTP), `seats` (the seats this browser holds), `clocks`, `describe`
//! (a game in words), `qr` (the invite's QR code). Every message and body is one of the protocol crate's types.
//!
//! Addresses: `#online` (the lobby), `#online/new/GAME` (the lobby, set to a game),
//! `#online/account` (signing in, or the account), `#online/player/NAME` (a profile),
//! `#online/leaderboard/GAME`, `#online/tournament/ID` (an arena's page),
//! `#online/ID` (a game: a seat held here, the free seat of a game waiting, or a watcher's
//! place), `#online/ID/TOKEN` (a seat's private link, for another device).

mod account;
mod arena;
mod arenas;
mod challenges;
mod client;
mod clocks;
mod describe;
mod lobby;
mod net;
mod pairing;
mod play;
mod qr;
mod seats;

use crate::message::Phrase;
use crate::web::dom;
use wasm_bindgen::prelude::*;
use web_sys::Element;

use crate::web::screen::{mount, Router};
pub(crate) use crate::web::screen::{Mailbox, Screen};

thread_local! {
    /// This part's live screen (its socket, listeners and timers go with it).
    static ROUTER: Router = const { Router::new() };
}

/// Shows the online screen of `hash` in `root`.
#[wasm_bindgen(js_name = showOnline)]
pub fn show(root: &Element, hash: &str) {
    close();
    let parts: Vec<&str> = hash.split('/').collect();
    let shown = match parts.as_slice() {
        ["online"] => mount::<lobby::Lobby>(root, None),
        ["online", "new", game] => mount::<lobby::Lobby>(root, Some(game)),
        ["online", "account"] => mount::<account::sign::AccountScreen>(root, ()),
        ["online", "player", name] => match account::username_of(name) {
            Some(name) => mount::<account::profile::ProfileScreen>(root, &name),
            None => Err(Phrase::new("online-bad-address").text("address", hash)),
        },
        ["online", "leaderboard", game] if crate::games::info(game).is_some() => {
            mount::<account::leaderboard::LeaderboardScreen>(root, game)
        }
        ["online", "tournament", id] if is_id(id) => mount::<arena::ArenaScreen>(root, id),
        ["online", id] if is_id(id) => mount::<play::Play>(root, id),
        ["online", id, token] if is_id(id) && !token.is_empty() => {
            // The seat's link: kept here, then out of the address (and the history), so
            // that the secret is not left where others may see it.
            seats::adopt(id, token);
            let plain = format!("#online/{id}");
            dom::window().history().ok().map(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&plain)));
            mount::<play::Play>(root, id)
        }
        _ => Err(Phrase::new("online-bad-address").text("address", hash)),
    };
    ROUTER.with(|r| r.show(root, shown, "online", ("#online", "online-title")));
}

/// A game's id as the server makes them: letters and digits.
fn is_id(id: &str) -> bool {
    !id.is_empty() && id.len() <= 32 && id.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Ends the screen shown, if any.
#[wasm_bindgen(js_name = closeOnline)]
pub fn close() {
    ROUTER.with(Router::close);
}
