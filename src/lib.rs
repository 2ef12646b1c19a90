//! Four pyramid board games: Pyramida, Pyramid Chase, Pyraos and Allmer's Pyramid.
//!
//! The engine (`game`, `record`, `notation`, `games`) is pure Rust and deterministic;
//! `web` is the browser layer over it and exists only in the wasm build.
#![forbid(unsafe_code)]

pub mod ai;
pub mod board_state;
pub mod cell_map;
pub mod cli;
pub mod describe;
pub mod drawing;
pub mod embed_attrs;
pub mod game;
pub mod games;
pub mod learn;
pub mod link;
pub mod message;
pub mod motion;
pub mod notation;
pub mod opening;
pub mod order;
pub mod phrase;
pub mod puzzle;
pub mod rating;
pub mod reason;
pub mod record;
pub mod save;
pub mod screen;
pub mod setup;
pub mod transcript;
pub mod warn;

#[cfg(target_arch = "wasm32")]
pub mod web;

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub use game::{End, EndReason, Error, Event, Game, Options, Outcome, Side};
pub use games::{open, Session, GAME_NAMES};
pub use record::{perft, Record};
