//! The game server of the pyramid games: live games between people (and programs) over
//! a public protocol (docs/protocol.md), stored in SQLite or Postgres. It holds no
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

// The modules that need the runtime and the database, left out of the fuzz build (one
// line each, not a macro: rustfmt formats only the modules it can see).
#[cfg(feature = "server")]
pub mod accounts;
#[cfg(feature = "server")]
pub mod bot;
#[cfg(feature = "server")]
pub mod bus;
#[cfg(feature = "server")]
pub mod client;
#[cfg(feature = "server")]
pub mod clock;
#[cfg(feature = "server")]
pub mod config;
#[cfg(feature = "server")]
pub mod consistency;
#[cfg(feature = "server")]
pub mod http;
#[cfg(feature = "server")]
pub mod hub;
#[cfg(feature = "server")]
pub mod limits;
#[cfg(feature = "server")]
pub mod live;
#[cfg(feature = "server")]
pub mod metrics;
#[cfg(feature = "server")]
pub mod notice;
#[cfg(feature = "server")]
pub mod pairing;
#[cfg(feature = "server")]
pub mod replay;
#[cfg(feature = "server")]
pub mod room;
#[cfg(feature = "server")]
pub mod site;
#[cfg(feature = "server")]
pub mod socket;
#[cfg(feature = "server")]
pub mod state;
#[cfg(feature = "server")]
pub mod store;
#[cfg(feature = "server")]
pub mod tablebase;
#[cfg(feature = "server")]
pub mod token;
#[cfg(feature = "server")]
pub mod upkeep;

#[cfg(feature = "server")]
mod serve;
#[cfg(feature = "server")]
pub use serve::*;
