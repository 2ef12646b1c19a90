//! The tablebase request on a table small enough for a test: one that knows the positions
//! reachable from a mid-game position of the standard rules (the engine's
//! `write_reachable`), checked against the exact search, and every refusal.

mod common;

use common::*;
use pyramid_games::games::pyraos::solve::{analyse_game, disk, Value};
use pyramid_games::games::pyraos::Pyraos;
use pyramid_games::{Game, Options, Record};
use serde_json::Value as Json;

/// A position of the standard rules after random moves from the start, with few enough
/// positions reachable to solve them here, and a folder holding its table.
fn mid_game_table() -> (Pyraos, std::path::PathBuf) {
    let folder = std::env::temp_dir().join(format!("pyramid-tablebase-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let mut rng = Rng(11);
    loop {
        let mut record = Record::new(Pyraos::start(&Options::new()).unwrap());
        while record.end().is_none() && record.position().occupied().count_ones() < 24 {
            let moves = record.legal_moves();
            record.play_legal(moves[rng.below(moves.len())]);
        }
        let p = *record.position();
        if record.end().is_none() && disk::write_reachable(&folder.join("standard.table"), &p, 30_000).is_ok() {
            return (p, folder);
        }
    }
}

async fn get(url: &str) -> (u16, Json) {
    let r = reqwest::get(url).await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

fn category(v: Value) -> (&'static str, Json) {
    match v {
        Value::Win(n) => ("win", n.into()),
        Value::Loss(n) => ("loss", n.into()),
        Value::Draw => ("draw", Json::Null),
    }
}

#[tokio::test]
async fn the_tablebase_answers_every_position_of_its_table_as_the_search_does() {
    let (p, folder) = mid_game_table();
    let mut config = config(&sqlite_url());
    config.tables = Some(folder.clone());
    let (server, base) = start_with(config).await;
    let (status, settings) = get(&format!("{base}/api/tablebase")).await;
    assert_eq!(status, 200);
    assert_eq!(
        settings["settings"],
        serde_json::json!([{ "game": "pyraos", "options": { "removal": "standard", "pass": "off" } }])
    );

    // A game played on from the table's position, best moves and others in turn.
    let first = p.to_text();
    let mut record = Record::new(p);
    let mut played: Vec<String> = Vec::new();
    let mut rng = Rng(5);
    while record.end().is_none() {
        let mut params = vec![("position", first.as_str()), ("removal", "standard")];
        params.extend(played.iter().map(|m| ("move", m.as_str())));
        let url = reqwest::Url::parse_with_params(&format!("{base}/api/tablebase/pyraos"), &params).unwrap();
        let (status, answer) = get(url.as_str()).await;
        assert_eq!(status, 200, "{answer}");
        let want = analyse_game(&record, 100_000).expect("solved");
        let (cat, plies) = category(want.value);
        assert_eq!((answer["category"].as_str(), &answer["plies"]), (Some(cat), &plies), "{answer}");
        assert_eq!(answer["side"], want.side);
        assert_eq!(answer["text"], want.text.as_str());
        assert_eq!(answer["options"], serde_json::json!({ "removal": "standard", "pass": "off" }));
        let moves = answer["moves"].as_array().unwrap();
        assert_eq!(moves.len(), want.moves.len());
        // Best first; each move's category is the position's after it, for the side then
        // to move (as lichess's tablebase gives it).
        let mut previous = i64::MAX;
        for m in moves {
            let text = m["move"].as_str().unwrap();
            let (_, kept) = want.moves.iter().find(|(t, _)| t == text).expect("a legal move");
            let after = match kept {
                Value::Win(n) => Value::Loss(n - 1),
                Value::Loss(n) => Value::Win(n - 1),
                Value::Draw => Value::Draw,
            };
            let (cat, plies) = category(after);
            assert_eq!((m["category"].as_str(), &m["plies"]), (Some(cat), &plies), "{text}");
            assert!(kept.rank() <= previous, "best first");
            previous = kept.rank();
        }
        let text = if rng.below(2) == 0 {
            moves[0]["move"].as_str().unwrap()
        } else {
            moves[rng.below(moves.len())]["move"].as_str().unwrap()
        };
        record.play(text).unwrap();
        played.push(text.to_string());
    }
    assert!(played.len() >= 2, "a game of {} plies", played.len());

    // Refusals, each with its code and a sentence.
    let refused = |path: &str| {
        let url = format!("{base}/api/tablebase/{path}");
        async move { get(&url).await }
    };
    for (path, status, code, words) in [
        ("pyramida", 422, "unsolved", "Pyraos only"),
        ("pyraos?pass=on", 404, "no-table", "removal=standard, pass=on"),
        ("pyraos?removal=sometimes", 400, "bad-message", "removal"),
        ("pyraos?colour=red", 400, "bad-message", "colour"),
        ("pyraos?position=nonsense", 400, "bad-message", ""),
        ("pyraos?move=1a1&move=zz9", 400, "bad-message", "move 2 (zz9)"),
        ("pyraos?position=a&position=b", 400, "bad-message", "twice"),
        ("chess", 400, "bad-message", "chess"),
    ] {
        let (got, body) = refused(path).await;
        assert_eq!((got, body["error"].as_str()), (status, Some(code)), "{path}: {body}");
        assert!(body["message"].as_str().unwrap().contains(words), "{path}: {body}");
    }
    server.stop();

    // A server started without tables answers no setting.
    let (server, base) = start(&sqlite_url()).await;
    assert_eq!(get(&format!("{base}/api/tablebase")).await.1["settings"], serde_json::json!([]));
    let (status, body) = get(&format!("{base}/api/tablebase/pyraos")).await;
    assert_eq!((status, body["error"].as_str()), (404, Some("no-table")), "{body}");
    server.stop();
    std::fs::remove_dir_all(&folder).unwrap();
}
