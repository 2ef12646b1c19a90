//! Positions, moves and options of pyramida: see `checks::game`.
#![no_main]
use libfuzzer_sys::fuzz_target;
use pyramid_games_fuzz::checks;

fuzz_target!(|data: &[u8]| {
    if let Some(text) = checks::text(data) {
        checks::game("pyramida", text);
    }
});
