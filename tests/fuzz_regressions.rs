//! The fuzz targets' checks (fuzz/src/checks.rs, docs/engine.md, "Fuzzing"), run natively: every
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

/// Found by the `embed` target: a caption with markup, no `>` in its first 40 bytes and a
/// character of several bytes across byte 40 made the error message cut that character
/// in two, a panic (in the browser, a board that never mounts).
#[test]
fn markup_in_a_caption_is_quoted_whole_characters() {
    let caption = format!("<b{}é and more", "x".repeat(37));
    check("embed", format!("game=pyramida\ncaption={caption}").as_bytes());
    let attrs = |name: &str| match name {
        "game" => Some("pyramida".to_string()),
        "caption" => Some(caption.clone()),
        _ => None,
    };
    let error = pyramid_games::embed_attrs::parse(attrs).expect_err("markup is refused").english();
    assert!(error.contains(&format!("('<b{}é')", "x".repeat(37))), "{error}");
}
