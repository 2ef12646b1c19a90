//! See `protocol::protocol`: the game server's parsing of a client's message.
#![no_main]
use libfuzzer_sys::fuzz_target;
use pyramid_games_fuzz::{checks, protocol};

fuzz_target!(|data: &[u8]| {
    if let Some(text) = checks::text(data) {
        protocol::protocol(text);
    }
});
