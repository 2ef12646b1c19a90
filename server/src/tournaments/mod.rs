//! Tournaments: timed events whose games are ordinary games. A system of tournaments is a
//! module of its own beside the others (`arena` now; a Swiss system would sit beside it),
//! each with its rules as pure functions, tested without a server.

pub mod api;
pub mod arena;
pub mod run;
pub mod standings;
pub mod store;
