//! Guessing, counted: every check of a password (a sign-in, a change of it, a deletion,
//! a passkey added or removed) and every passkey's answer is counted per name and per
//! address *before* it is checked, in the store every process shares, so that guesses
//! sent at once cannot pass the limit; a right one is then forgotten. Sign-ups are
//! counted per address the same way.

use super::store;
use crate::http::Api;
use crate::protocol::accounts::username_key;
use crate::protocol::{Code, Refusal};
use crate::room::now_ms;
use crate::store::unavailable;
use std::net::IpAddr;

/// Guesses counted over this window (ms)…
const WINDOW_MS: i64 = 15 * 60 * 1000;
/// …and how many lock a name or an address until they fall out of it.
pub const MOST_GUESSES: i64 = 10;
/// Sign-ups are counted per address over an hour.
const SIGN_UP_WINDOW_MS: i64 = 3_600_000;

/// A guess counted, not yet checked.
#[must_use = "a right guess is forgotten with `right`"]
pub struct Guess(String);

/// The keys a guess is counted under: the name (case aside) and the address (for IPv6,
/// its /64: the edge gives addresses so).
fn keys(username: &str, address: IpAddr) -> [String; 2] {
    [format!("name:{}", username_key(username)), format!("address:{address}")]
}

fn locked() -> Refusal {
    Refusal::new(
        Code::RateLimited,
        "too many failed sign-ins for this name or from this address: try again in 15 minutes",
    )
}

/// Counts a guess at `username`'s password from `address`: `429 rate-limited` when the
/// name or the address has had too many lately (and then nothing is checked).
pub async fn guess(api: &Api, username: &str, address: IpAddr) -> Result<Guess, Refusal> {
    let id = crate::token::new_id();
    let now = now_ms();
    let counted =
        store::count_guess(&api.hub.ctx.store, &keys(username, address), &id, now, now - WINDOW_MS, MOST_GUESSES)
            .await
            .map_err(unavailable)?;
    if !counted {
        api.hub.ctx.metrics.sign_in_locks.inc();
        return Err(locked());
    }
    Ok(Guess(id))
}

/// The guess was right: it no longer counts.
pub async fn right(api: &Api, guess: Guess) -> Result<(), Refusal> {
    store::forget_guess(&api.hub.ctx.store, &guess.0).await.map_err(unavailable)
}

/// The guess was wrong: it stays counted (and the operator sees it).
pub fn wrong(api: &Api, _guess: Guess) {
    api.hub.ctx.metrics.sign_in_failures.inc();
}

/// `429 rate-limited` once a name or an address has guessed wrong too often lately,
/// without counting anything (a passkey's ceremony, begun before any answer is checked).
pub async fn not_locked(api: &Api, username: &str, address: IpAddr) -> Result<(), Refusal> {
    let since = now_ms() - WINDOW_MS;
    for key in &keys(username, address) {
        if store::failures(&api.hub.ctx.store, key, since).await.map_err(unavailable)? >= MOST_GUESSES {
            return Err(locked());
        }
    }
    Ok(())
}

/// Counts a sign-up from `address`: `429 rate-limited` past `per_hour` in the last hour.
pub async fn sign_up(api: &Api, address: IpAddr, per_hour: u32) -> Result<(), Refusal> {
    let now = now_ms();
    let key = format!("sign-up:{address}");
    let counted = store::count_guess(
        &api.hub.ctx.store,
        std::slice::from_ref(&key),
        &crate::token::new_id(),
        now,
        now - SIGN_UP_WINDOW_MS,
        per_hour as i64,
    )
    .await
    .map_err(unavailable)?;
    if counted {
        Ok(())
    } else {
        Err(Refusal::new(Code::RateLimited, "too many accounts made from this address: try again in an hour"))
    }
}

/// The oldest count that can still matter (the sign-ups' hour).
pub fn oldest_kept(now: i64) -> i64 {
    now - SIGN_UP_WINDOW_MS.max(WINDOW_MS)
}
