//! The game server's tablebase, when the site is served by a server started with tables:
//! `tablebase.js` asks it which settings it answers and keeps them on the window as
//! `pyramidTablebase` (a game's name and every option: `"NAME key=value …"`). Perfect is
//! then offered under those settings too, and the computer's worker asks the server for
//! Perfect's moves and for who wins. Without a server, or offline, the list is empty.

use super::*;

/// Whether the server has a table for the game `session` plays, with its options.
pub(super) fn served(session: &dyn games::Session) -> bool {
    let Ok(list) = js_sys::Reflect::get(&dom::window(), &"pyramidTablebase".into()) else { return false };
    if !js_sys::Array::is_array(&list) {
        return false;
    }
    let (name, specs, options) = (session.name(), session.option_specs(), session.options());
    // The same game and, whatever their order, the same value of every option.
    let same = |setting: String| {
        let mut words = setting.split(' ');
        words.next() == Some(name)
            && words.clone().count() == specs.len()
            && specs.iter().all(|s| words.clone().any(|w| w.split_once('=') == Some((s.key, options.get(s)))))
    };
    js_sys::Array::from(&list).iter().filter_map(|s| s.as_string()).any(same)
}

/// When the answer about the settings arrives, Perfect's offer is checked again.
pub(super) fn listen(to: &Mailbox<GameScreen>) -> dom::Listener {
    dom::on(&dom::window(), "pyramid-tablebase", to.sender(|_| Message::Tablebase))
}
