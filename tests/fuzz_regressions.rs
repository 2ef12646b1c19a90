//! The fuzz targets' checks (fuzz/src/checks.rs, README "Fuzzing"), run natively: every
//! input that ever made a target fail, and every seed of the committed corpora.

#[path = "../fuzz/src/checks.rs"]
#[allow(dead_code)]
mod checks;

use std::path::Path;

/// Runs target `name`'s check on one input.
fn check(target: &str, data: &[u8]) {
    let Some(text) = checks::text(data) else { return };
    match target {
        "pyramida" | "chase" | "pyraos" | "allmer" => checks::game(target, text),
        "save" => checks::save(text),
        "record" => checks::record(text),
        "link" => checks::link(text),
        "embed" => checks::embed(text),
        "cli" => checks::cli(text),
        _ => panic!("no fuzz target '{target}'"),
    }
}

const TARGETS: [&str; 9] = ["pyramida", "chase", "pyraos", "allmer", "save", "record", "link", "embed", "cli"];

#[test]
fn every_seed_passes_its_targets_checks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus");
    for target in TARGETS {
        let mut seeds = 0;
        for entry in std::fs::read_dir(root.join(target)).expect("a seed corpus per target") {
            let path = entry.unwrap().path();
            let data = std::fs::read(&path).unwrap();
            assert!(checks::text(&data).is_some(), "{}: seeds are text", path.display());
            check(target, &data);
            seeds += 1;
        }
        assert!(seeds > 0, "{target}: no seeds");
    }
}
