//! Perft fixtures for every game, read from tests/fixtures/<game>_perft.txt.
#![cfg(not(target_arch = "wasm32"))]

use pyramid_games::game::Options;
use pyramid_games::games;

fn check(game: &str, max_nodes: u64) {
    let path = format!("{}/tests/fixtures/{game}_perft.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let parts: Vec<&str> = line.split(';').map(str::trim).collect();
        let [opts, position, counts] = parts[..] else { panic!("bad fixture line: {line}") };
        let mut options = Options::new();
        for pair in opts.split_whitespace() {
            options.set_pair(pair).unwrap();
        }
        let position = (position != "start").then_some(position);
        let session = games::open(game, &options, position).unwrap();
        for (depth, expected) in counts.split_whitespace().enumerate() {
            let expected: u64 = expected.parse().unwrap();
            if expected > max_nodes {
                continue;
            }
            assert_eq!(
                games::perft(session.as_ref(), depth as u32 + 1).unwrap(),
                expected,
                "{line} at depth {}",
                depth + 1
            );
            checked += 1;
        }
    }
    assert!(checked > 0);
}

#[test]
fn pyramida_perft() {
    check("pyramida", 400_000);
}

#[test]
fn chase_perft() {
    check("chase", 300_000);
}

#[test]
fn pyraos_perft() {
    check("pyraos", 1_000_000);
}

#[test]
fn allmer_perft() {
    check("allmer", 1_000_000);
}
