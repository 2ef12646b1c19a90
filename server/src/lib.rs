//! The game server of the pyramid games: live games between people (and programs) over
//! a public protocol (README, "Online play"), stored in SQLite or Postgres. It holds no
//! rule of any game: every move is played by the engine crate.
//!
//! Where things live: `protocol` (the messages and error codes), `accounts` (sign-up,
//! sessions, ratings' reads), `state` (a stored game
//! and its public state), `live` (what each request does to a game), `clock` (time
//! controls), `room` (one game's live state in this process), `hub` (the rooms),
//! `store` (SQL), `bus` (other processes' changes), `notice` (what a change tells
//! them), `socket` (one WebSocket), `http`
//! (the requests), `tablebase` (perfect play from the Pyraos tables), `limits`, `token`,
//! `metrics` (what an operator watches), `site` (the static build), `client` (a Rust client), `consistency` (the Jepsen-like checker), `replay` (the consistency check of what a socket
//! received), `upkeep` (flags, heartbeats,
//! cleanup: what the server does by itself).
#![forbid(unsafe_code)]

pub use pyramid_protocol as protocol;

/// The modules that need the runtime and the database, left out of the fuzz build.
macro_rules! server_modules {
    ($($name:ident),*) => { $( #[cfg(feature = "server")] pub mod $name; )* };
}
server_modules!(
    accounts,
    bot,
    bus,
    client,
    clock,
    config,
    consistency,
    http,
    hub,
    limits,
    live,
    metrics,
    notice,
    room,
    site,
    socket,
    state,
    store,
    tablebase,
    token,
    replay,
    upkeep
);

#[cfg(feature = "server")]
mod serve;
#[cfg(feature = "server")]
pub use serve::*;
