//! The server as a process: every acknowledged move survives `kill -9`; on Postgres two
//! processes serve one game (a player and a watcher on each), and when one is killed its
//! player goes on through the other.

mod common;

use common::*;
use pyramid_client::client::{Http, Socket};
use serde_json::{json, Value};
use std::process::Command;

#[tokio::test]
async fn every_acknowledged_move_survives_kill_9() {
    let url = sqlite_url();
    let (mut child, base) = spawn(&url);
    let mut games = Vec::new();
    for _ in 0..4 {
        games.push(pair(&base, json!({ "game": "pyraos", "seat": "white" })).await);
    }
    // Moves in flight on four games at once, then the kill in the middle of them.
    let mut acknowledged: Vec<(String, Vec<String>)> = games.iter().map(|g| (g.0.clone(), Vec::new())).collect();
    let mut rng = Rng(3);
    let mut positions: Vec<String> = vec!["w W: B:".to_string(); 4];
    'outer: for round in 0..200 {
        for (i, (_, white, black, _, _)) in games.iter_mut().enumerate() {
            let ply = acknowledged[i].1.len();
            let moves = legal("pyraos", &json!({ "removal": "standard", "pass": "off" }), &positions[i]);
            if moves.is_empty() {
                continue;
            }
            let mv = moves[rng.below(moves.len())].clone();
            let mover = if ply.is_multiple_of(2) { &mut *white } else { &mut *black };
            mover.play(&mv, ply).await.unwrap();
            if round == 12 && i == 2 {
                child.kill().unwrap();
                child.wait().unwrap();
                break 'outer;
            }
            let ack: Value = await_move(mover, ply).await;
            acknowledged[i].1.push(ack["move"].as_str().unwrap().to_string());
            positions[i] = ack["position"].as_str().unwrap().to_string();
            if ack["status"] != "ongoing" {
                continue;
            }
        }
    }
    let (mut child, base) = spawn(&url);
    let http = Http::new(&base);
    for (id, moves) in &acknowledged {
        let (status, state) = http.get(&format!("/api/games/{id}")).await.unwrap();
        assert_eq!(status, 200);
        let stored: Vec<String> =
            state["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
        assert!(stored.len() >= moves.len() && stored[..moves.len()] == moves[..], "{id}: {moves:?} / {stored:?}");
        assert!(stored.len() <= moves.len() + 1, "at most the move in flight besides");
    }
    child.kill().unwrap();
}

#[tokio::test]
async fn two_processes_on_postgres_serve_one_game_and_survive_one_being_killed() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else {
        eprintln!("no PYRAMID_TEST_POSTGRES: the Postgres test does not run (scripts/test.sh starts one)");
        return;
    };
    let (mut a, base_a) = spawn(&url);
    let (mut b, base_b) = spawn(&url);
    let http = Http::new(&base_a);
    let (id, created, joined) = http.pair(&json!({ "game": "pyramida", "seat": "white" })).await.unwrap();
    let (seat, token_a, token_b) = (created.seat.as_str(), created.token, joined.token);
    assert_eq!(seat, "white");
    let (mut white, state) = Socket::seat(&base_a, &id, &token_a).await.unwrap();
    let (mut black, _) = Socket::seat(&base_b, &id, &token_b).await.unwrap();
    let mut watch_a = Socket::connect(&base_a, &id, None).await.unwrap();
    let mut watch_b = Socket::connect(&base_b, &id, None).await.unwrap();
    watch_a.until("game").await.unwrap();
    watch_b.until("game").await.unwrap();
    let options = state["options"].clone();
    // Half a game across the two processes.
    let mut watchers = vec![watch_a, watch_b];
    let last = play_out("pyramida", &options, &mut white, &mut black, &mut watchers, &state, 11, 20).await;
    assert_eq!(last["status"], "ongoing");
    // Presence crosses processes: each side sees the other connected.
    let (_, public) = Http::new(&base_b).get(&format!("/api/games/{id}")).await.unwrap();
    assert_eq!(public["moves"].as_array().unwrap().len(), 20);
    // Process A dies; white and A's watcher come back through B.
    a.kill().unwrap();
    a.wait().unwrap();
    let (mut white, state) = Socket::seat(&base_b, &id, &token_a).await.unwrap();
    assert_eq!(state["moves"].as_array().unwrap().len(), 20);
    let mut watch = Socket::connect(&base_b, &id, None).await.unwrap();
    let state = watch.until("game").await.unwrap();
    let mut watchers = vec![watch];
    let last = play_out("pyramida", &options, &mut white, &mut black, &mut watchers, &state, 12, 3000).await;
    assert_ne!(last["status"], "ongoing");
    // A new process on the same store sees the finished game.
    let (mut c, base_c) = spawn(&url);
    let (_, public) = Http::new(&base_c).get(&format!("/api/games/{id}")).await.unwrap();
    assert_eq!(public["status"], last["status"]);
    b.kill().unwrap();
    c.kill().unwrap();
}

#[tokio::test]
async fn a_dead_processs_player_shows_as_gone_everywhere_and_the_grace_counts_from_then() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else {
        eprintln!("no PYRAMID_TEST_POSTGRES: the Postgres test does not run (scripts/test.sh starts one)");
        return;
    };
    // Heartbeats every 200 ms: a process silent for 600 ms is taken for dead.
    let (mut a, base_a) = spawn_with(&url, &["--heartbeat-ms", "200"]);
    let (mut b, base_b) = spawn_with(&url, &["--heartbeat-ms", "200"]);
    let (id, created, joined) = Http::new(&base_a).pair(&json!({ "game": "pyramida", "seat": "white" })).await.unwrap();
    let (seat, token_a, token_b) = (created.seat.as_str(), created.token, joined.token);
    assert_eq!(seat, "white");
    let (mut white, state) = Socket::seat(&base_a, &id, &token_a).await.unwrap();
    let (mut black, _) = Socket::seat(&base_b, &id, &token_b).await.unwrap();
    let mut watcher = Socket::connect(&base_b, &id, None).await.unwrap();
    let options = state["options"].clone();
    let last = play_out("pyramida", &options, &mut white, &mut black, &mut [], &state, 5, 2).await;
    assert_eq!(last["status"], "ongoing");
    // Both seen connected by B's watcher.
    while !(watcher.until("presence").await.unwrap()["white"] == true) {}
    // A claim against a connected player is refused.
    black.send(&json!({ "type": "claim", "ref": "c1" })).await.unwrap();
    let refused = black.until("error").await.unwrap();
    assert_eq!(
        (refused["code"].as_str(), refused["message"].as_str()),
        (Some("not-allowed"), Some("your opponent is connected"))
    );
    a.kill().unwrap();
    a.wait().unwrap();
    let killed = std::time::Instant::now();
    // B's sockets hear that white is gone, within three heartbeats and a little.
    while watcher.until("presence").await.unwrap()["white"] != false {}
    let noticed = killed.elapsed();
    assert!(noticed < std::time::Duration::from_secs(5), "white shown gone after {noticed:?}");
    // The grace period counts from then: a claim is still early by about 20 s.
    black.send(&json!({ "type": "claim" })).await.unwrap();
    let early = black.until("error").await.unwrap();
    let message = early["message"].as_str().unwrap();
    let left: i64 = message.rsplit(": ").next().unwrap().trim_end_matches(" s left").parse().unwrap();
    assert!((18..=20).contains(&left), "{message}");
    // White comes back through B: connected again everywhere.
    let (_white, _) = Socket::seat(&base_b, &id, &token_a).await.unwrap();
    while watcher.until("presence").await.unwrap()["white"] != true {}
    b.kill().unwrap();
}

#[tokio::test]
async fn sigterm_tells_every_socket_to_reconnect_finishes_what_is_under_way_and_exits_within_10_s() {
    let url = sqlite_url();
    let (mut child, base) = spawn(&url);
    let (id, mut white, mut black, _, _) = pair(&base, json!({ "game": "pyraos", "seat": "white" })).await;
    let mut watcher = Socket::connect(&base, &id, None).await.unwrap();
    let options = json!({ "removal": "standard", "pass": "off" });
    let mut position = "w W: B:".to_string();
    let mut acknowledged: Vec<String> = Vec::new();
    let mut closes = Vec::new();
    let mut closed_seat = None;
    let mut stopped_at = None;
    for ply in 0..400 {
        if ply == 6 {
            // SIGTERM while a move is on its way.
            let moves = legal("pyraos", &options, &position);
            let mover = if ply % 2 == 0 { &mut white } else { &mut black };
            mover.play(&moves[0], ply).await.unwrap();
            Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
            stopped_at = Some(std::time::Instant::now());
        } else {
            let moves = legal("pyraos", &options, &position);
            let mover = if ply % 2 == 0 { &mut white } else { &mut black };
            if mover.play(&moves[0], ply).await.is_err() {
                break;
            }
        }
        let mover = if ply % 2 == 0 { &mut white } else { &mut black };
        let ack = loop {
            match mover.next().await {
                Ok(m) if m["type"] == "move" && m["ply"] == json!(ply) => break Some(m),
                Ok(_) => {}
                Err(e) => {
                    closes.push(e);
                    closed_seat = Some(ply % 2);
                    break None;
                }
            }
        };
        let Some(ack) = ack else { break };
        acknowledged.push(ack["move"].as_str().unwrap().to_string());
        position = ack["position"].as_str().unwrap().to_string();
    }
    assert!(stopped_at.is_some() && acknowledged.len() >= 6, "the move sent with SIGTERM was answered");
    // Every socket is told to reconnect: close code 1012.
    for (i, socket) in [&mut white, &mut black, &mut watcher].into_iter().enumerate() {
        if closed_seat == Some(i) {
            continue;
        }
        let closed = loop {
            if let Err(e) = socket.next().await {
                break e;
            }
        };
        closes.push(closed);
    }
    assert!(closes.iter().all(|c| c.contains("1012")), "{closes:?}");
    let status = child.wait().unwrap();
    let took = stopped_at.unwrap().elapsed();
    assert!(status.success(), "{status:?}");
    assert!(took < std::time::Duration::from_secs(10), "stopped in {took:?}");
    // Started again: every acknowledged move is there.
    let (mut child, base) = spawn(&url);
    let (_, state) = Http::new(&base).get(&format!("/api/games/{id}")).await.unwrap();
    let stored: Vec<String> = state["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().into()).collect();
    // Every acknowledged move, and at most the one in flight, whose answer the close may
    // have overtaken (stored, not acknowledged: its player sees it in the next `game`).
    child.kill().unwrap();
    assert!(stored.starts_with(&acknowledged), "{stored:?} / {acknowledged:?}");
    assert!(stored.len() <= acknowledged.len() + 1, "{stored:?} / {acknowledged:?}");
}
