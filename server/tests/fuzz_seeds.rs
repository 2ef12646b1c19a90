//! The protocol fuzz target's check (fuzz/src/protocol.rs), run natively on every seed of
//! its corpus.

#[path = "../../fuzz/src/protocol.rs"]
mod protocol;

#[test]
fn every_protocol_seed_passes_the_fuzz_targets_check() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/corpus/protocol");
    let mut seeds = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let data = std::fs::read(entry.unwrap().path()).unwrap();
        if let Ok(text) = std::str::from_utf8(&data) {
            protocol::protocol(text);
            seeds += 1;
        }
    }
    assert!(seeds >= 10, "{seeds} seeds");
}
