//! The game server of the pyramid games: live games between people (and programs) over
//! a public protocol (docs/protocol.md), stored in SQLite or Postgres. It holds no
//! rule of any game: every move is played by the engine crate.
//!
//! Where things live:
//! - `protocol`: the messages, bodies and error codes (the `pyramid-protocol` crate);
//! - `serve`: starting a server (the routes, the background tasks) and `config`, its
//!   settings; `openapi`: the document of every request, made from the routes;
//! - `edge`: what every request passes first (its host, cross-site changes, JSON
//!   bodies, reads' rate) and the security headers of every answer;
//! - `http`: the game requests (create, join, read, list) and the socket's door;
//!   `socket`: one WebSocket;
//! - `state`: a stored game and its public state; `live`: what each request does to a
//!   game; `clock`: time controls;
//! - `room`: one game's live state in this process; `hub`: the rooms;
//! - `store`: SQL (schema, saves, group commit, events, lists, presence, cleanup,
//!   backup); `bus`: other processes' changes over LISTEN/NOTIFY; `notice`: what a
//!   change's notice carries;
//! - `accounts`: sign-up, sessions, passkeys, ratings' reads; `pairing`: seeks;
//! - `lichess`: lichess's API over the same games (tokens, challenges, event and game
//!   streams); `streams`: each account's event stream on this process, and publishing
//!   an event to every process;
//! - `limits`: rates and sizes per socket and address; `token`: secrets and ids;
//!   `metrics`: what an operator watches; `site`: the static build;
//!   `tablebase`: perfect play from the Pyraos tables; `tournaments`: arenas' rules
//!   (scores, standings, pairing); `upkeep`: flags, heartbeats and cleanup, what the
//!   server does by itself.
//!
//! The programs that talk to a server from outside (the Rust client, the bot, the
//! benches, the consistency checker) are the `pyramid-client` crate (`server/client`).
#![forbid(unsafe_code)]

pub use pyramid_protocol as protocol;

// The modules that need the runtime and the database, left out of the fuzz build (one
// line each, not a macro: rustfmt formats only the modules it can see).
#[cfg(feature = "server")]
pub mod accounts;
#[cfg(feature = "server")]
pub mod bus;
#[cfg(feature = "server")]
pub mod clock;
#[cfg(feature = "server")]
pub mod config;
#[cfg(feature = "server")]
pub mod edge;
#[cfg(feature = "server")]
pub mod http;
#[cfg(feature = "server")]
pub mod hub;
#[cfg(feature = "server")]
pub mod lichess;
#[cfg(feature = "server")]
pub mod limits;
#[cfg(feature = "server")]
pub mod live;
#[cfg(feature = "server")]
pub mod metrics;
#[cfg(feature = "server")]
pub mod notice;
#[cfg(feature = "server")]
pub mod openapi;
#[cfg(feature = "server")]
pub mod pairing;
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
pub mod streams;
#[cfg(feature = "server")]
pub mod tablebase;
#[cfg(feature = "server")]
pub mod token;
#[cfg(feature = "server")]
pub mod tournaments;
#[cfg(feature = "server")]
pub mod upkeep;

#[cfg(feature = "server")]
mod serve;
#[cfg(feature = "server")]
pub use serve::*;
