//! Programs that talk to the game server from outside, as any client would: `client`
//! (the protocol's Rust client: HTTP requests and sockets), `bot` (the computer playing
//! an online game), `replay` (the check of what one socket received), and
//! `consistency` (the Jepsen-like checker of many clients against one or more
//! processes), `house` (a house bot, through the lichess-compatible API alone), `bench` (what the lichess
//! API's benchmarks share). The binaries are the bot, the load and consistency benches and the
//! tablebase's bench. None of it is in the server's own library.
#![forbid(unsafe_code)]

pub use pyramid_protocol as protocol;

pub mod bench;
pub mod bot;
pub mod client;
pub mod consistency;
#[cfg(test)]
mod fixtures;
pub mod house;
pub mod replay;
