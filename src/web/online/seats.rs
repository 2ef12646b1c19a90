//! The seats this browser holds: for each online game, the secret that proves the seat,
//! which side it is and which game, kept in the browser's storage so that a game can be
//! left and taken up again (a reload, a correspondence game days later).

use crate::web::{dom, prefs};

const PREFIX: &str = "pyramid-online:";

#[derive(Clone, Debug, PartialEq)]
pub struct Seat {
    pub id: String,
    pub token: String,
    /// "white" or "black"; "" until the server has said (a seat taken over by its link).
    pub side: String,
    pub game: String,
}

/// The seat held in game `id`, if any.
pub fn get(id: &str) -> Option<Seat> {
    let stored = prefs::stored(&format!("{PREFIX}{id}"))?;
    let mut words = stored.split(' ');
    let token = words.next().filter(|t| !t.is_empty())?.to_string();
    let side = words.next().unwrap_or_default().to_string();
    let game = words.next().unwrap_or_default().to_string();
    Some(Seat { id: id.to_string(), token, side, game })
}

pub fn put(seat: &Seat) {
    prefs::store(&format!("{PREFIX}{}", seat.id), &format!("{} {} {}", seat.token, seat.side, seat.game));
}

/// Every seat held, the most recently stored last.
pub fn all() -> Vec<Seat> {
    let Some(storage) = dom::window().local_storage().ok().flatten() else { return Vec::new() };
    let count = storage.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|key| key.strip_prefix(PREFIX).and_then(get))
        .collect()
}

/// Keeps the seat of a private link (its side and game are filled in when the server
/// has proved it).
pub fn adopt(id: &str, token: &str) {
    if get(id).is_none_or(|seat| seat.token != token) {
        put(&Seat { id: id.to_string(), token: token.to_string(), side: String::new(), game: String::new() });
    }
}

pub fn forget(id: &str) {
    if let Some(storage) = dom::window().local_storage().ok().flatten() {
        storage.remove_item(&format!("{PREFIX}{id}")).ok();
    }
}
