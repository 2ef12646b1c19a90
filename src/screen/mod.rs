//! The models of the web layer's screens, in plain Rust and tested natively: what a
//! screen knows of its game and what each change does to it. The web layer draws them
//! and carries out their effects. `controls` names every screen's buttons and fields,
//! `review` is a game's moves and the position shown, `game` the game screen's game (with
//! review, a move waiting for a yes, undo and redo), `opponent` who it plays and what
//! that decides, `online` the client of a game on the
//! server (with feature `online`), `account` what the account's page reads of a
//! session, `embed` an embedded board's.

#[cfg(feature = "online")]
pub mod account;
pub mod controls;
pub mod embed;
pub mod game;
#[cfg(feature = "online")]
pub mod online;
pub mod opponent;
pub mod review;
