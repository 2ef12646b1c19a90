//! Presence that cannot lie (docs/server.md, Several processes): a process back from a
//! stall says its presence again; a seat connected anywhere never keeps a time of
//! leaving; a claim cannot be written against a seat that is here; one game that fails
//! never stops the upkeep for the others, whose ends go through the rooms; a commit whose
//! answer was lost is looked up before the mover is answered.

mod common;

use common::*;
use pyramid_client::client::{Http, Socket};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

async fn database(url: &str) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    sqlx::AnyPool::connect(url).await.expect("the test reaches the database")
}

/// Waits (at most 20 s) until `query` (one number) on game `id` gives `want`.
async fn until_stored(db: &sqlx::AnyPool, query: &str, id: &str, want: i64) {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let got: i64 = sqlx::query_scalar(query).bind(id).fetch_one(db).await.unwrap();
        if got == want {
            return;
        }
        assert!(Instant::now() < deadline, "{query}: {got}, never {want}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A server process, killed when the test ends however it ends (a stopped one too: its
/// pipes would keep the test command waiting).
struct Process(std::process::Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = std::process::Command::new("kill").args(["-CONT", &self.0.id().to_string()]).status();
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A game of Pyramida with a clock, white and black seated, one move each.
async fn started(white_base: &str, black_base: &str) -> (String, Socket, Socket, String) {
    let http = Http::new(white_base);
    let created = http.create(&json!({ "game": "pyramida", "seat": "white", "timeControl": { "minutes": 5 } })).await;
    let created = created.unwrap().1;
    let id = created["id"].as_str().unwrap().to_string();
    let white_token = created["token"].as_str().unwrap().to_string();
    let joined = Http::new(black_base).join(&id).await.unwrap().1;
    let (mut white, _) = Socket::seat(white_base, &id, &white_token).await.unwrap();
    let (mut black, _) = Socket::seat(black_base, &id, joined["token"].as_str().unwrap()).await.unwrap();
    white.play("d1-e2", 0).await.unwrap();
    let position = await_move(&mut black, 0).await["position"].as_str().unwrap().to_string();
    let reply = legal("pyramida", &json!({}), &position)[0].clone();
    black.play(&reply, 1).await.unwrap();
    await_move(&mut white, 1).await;
    (id, white, black, white_token)
}

/// A process stopped (SIGSTOP) past three heartbeats is taken for dead by the other:
/// its player's presence is deleted and a time of leaving starts. When it runs again it
/// says its presence again, so the time of leaving is gone and a claim against its
/// player (even once the grace period would have passed) is refused.
#[tokio::test]
async fn a_process_back_from_a_stall_says_its_presence_again() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let (stalled, a) = spawn_with(&url, &["--heartbeat-ms", "200"]);
    let (other, b) = spawn_with(&url, &["--heartbeat-ms", "200"]);
    let (stalled, _other) = (Process(stalled), Process(other));
    let db = database(&url).await;
    let (id, _white, mut black, _) = started(&a, &b).await;
    let here = "SELECT white_here FROM games WHERE id = $1";
    let gone = "SELECT CASE WHEN white_gone_ms IS NULL THEN 0 ELSE 1 END FROM games WHERE id = $1";
    until_stored(&db, here, &id, 1).await;
    let pid = stalled.0.id().to_string();
    assert!(std::process::Command::new("kill").args(["-STOP", &pid]).status().unwrap().success());
    // The other process takes it for dead: white is gone, as black is told.
    until_stored(&db, gone, &id, 1).await;
    loop {
        let m = black.next().await.unwrap();
        if m["type"] == "presence" && m["white"] == json!(false) {
            break;
        }
    }
    assert!(std::process::Command::new("kill").args(["-CONT", &pid]).status().unwrap().success());
    until_stored(&db, here, &id, 1).await;
    until_stored(&db, gone, &id, 0).await;
    // Long after the grace period, by the clock of a time of leaving, had there been one.
    sqlx::query("UPDATE games SET white_gone_ms = white_gone_ms - 600000 WHERE id = $1 AND white_gone_ms IS NOT NULL")
        .bind(id.as_str())
        .execute(&db)
        .await
        .unwrap();
    black.send(&json!({ "type": "claim", "ref": "c" })).await.unwrap();
    let refused = black.until("error").await.unwrap();
    assert_eq!(refused["code"], "not-allowed", "{refused}");
    let state = Http::new(&b).state(&id).await.unwrap();
    assert_eq!(state.status.as_str(), "ongoing");
}

/// White leaves one process and comes back on the other while the leaving's change is
/// held between its sum and its write (the proxy holds that statement back, as a slow
/// network would): once both are stored, white is here and has no time of leaving. (A
/// leaving summed without the game's lock would write "gone" over the arrival, last.)
#[tokio::test]
async fn a_reconnect_elsewhere_while_leaving_never_leaves_a_time_of_leaving() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let slow = faulty::Faulty::to(&url).await;
    let (one, a) = start(&slow.url).await;
    let (two, b) = start(&url).await;
    let db = database(&url).await;
    let (id, white, _black, white_token) = started(&a, &b).await;
    until_stored(&db, "SELECT white_here FROM games WHERE id = $1", &id, 1).await;
    slow.arm("UPDATE games SET white_here", faulty::Fault::Delay(Duration::from_millis(800)));
    white.close().await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while !slow.fired() {
        assert!(Instant::now() < deadline, "the leaving's write never came");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    // While the leaving's write is held: white comes back on the other process.
    let (_back, _) = Socket::seat(&b, &id, &white_token).await.unwrap();
    until_stored(&db, "SELECT COUNT(*) FROM presence WHERE game_id = $1 AND white > 0", &id, 1).await;
    until_stored(&db, "SELECT CAST(COALESCE(SUM(white), 0) AS BIGINT) FROM presence WHERE game_id = $1", &id, 1).await;
    // The leaving's change is committed too: its process's row is gone.
    let (here, gone): (i64, Option<i64>) = sqlx::query_as("SELECT white_here, white_gone_ms FROM games WHERE id = $1")
        .bind(id.as_str())
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!((here, gone), (1, None), "a connected seat with a time of leaving");
    one.stop();
    two.stop();
}

/// A move whose commit's answer never arrives (the connection cut after the database
/// committed it): the server looks the change up before it answers, and the mover gets
/// the move acknowledged, once, as the opponent does.
#[tokio::test]
async fn a_commit_whose_answer_was_lost_is_acknowledged() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let cut = faulty::Faulty::to(&url).await;
    let (server, base) = start(&cut.url).await;
    let (id, mut white, mut black, _, _) = pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
    // A plain move is written by the group commit, one statement for the batch.
    cut.arm("json_to_recordset", faulty::Fault::Cut);
    white.send(&json!({ "type": "move", "move": "d1-e2", "ply": 0, "ref": "lost" })).await.unwrap();
    let answer = loop {
        let m = white.next().await.unwrap();
        if m["type"] == "move" || m["type"] == "error" {
            break m;
        }
    };
    assert!(cut.fired(), "the commit's answer was cut");
    assert_eq!((answer["type"].as_str(), answer["ref"].as_str()), (Some("move"), Some("lost")), "{answer}");
    assert_eq!(await_move(&mut black, 0).await["move"], "d1-e2");
    let stored = server.hub.ctx.store.load(&id).await.unwrap().unwrap();
    assert_eq!(stored.moves, ["d1-e2"]);
    server.stop();
}

/// A claim is written only while the seat has no socket anywhere: a claim decided just
/// before the player came back (here: its write, made while the seat is here) writes
/// nothing.
#[tokio::test]
async fn a_claim_cannot_be_written_against_a_seat_that_is_here() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let (server, base) = start(&url).await;
    let db = database(&url).await;
    let (id, _white, _black, _) = started(&base, &base).await;
    until_stored(&db, "SELECT white_here FROM games WHERE id = $1", &id, 1).await;
    let store = &server.hub.ctx.store;
    let mut state = store.load(&id).await.unwrap().unwrap();
    let before = state.version;
    state.version = before + 1;
    state.status = pyramid_server::state::Status::BlackWins;
    let payload = "[]".to_string();
    let claim = pyramid_server::store::SaveRow::of(&state, None, false, None, &payload, 0)
        .requiring_absent(Some(pyramid_games::Side::White));
    assert!(!store.save(claim).await.unwrap(), "white is here: the claim writes nothing");
    let stored = store.load(&id).await.unwrap().unwrap();
    assert_eq!((stored.version, stored.status.as_str()), (before, "ongoing"));
    server.stop();
}

/// Four games past their flag, the most overdue one unreadable (a move the engine
/// refuses): the upkeep ends the three others, each through its room (a watcher hears
/// the end once, with the next version), and says nothing of the fourth but a log line.
#[tokio::test]
async fn one_failing_game_never_stops_the_upkeep_for_the_others() {
    for url in databases() {
        let (server, base) = start(&url).await;
        let db = database(&url).await;
        let mut games = Vec::new();
        for _ in 0..4 {
            let (id, white, black, _) = started(&base, &base).await;
            games.push((id, white, black));
        }
        let broken = games[0].0.clone();
        sqlx::query("UPDATE games SET deadline_ms = 1 WHERE id = $1").bind(broken.as_str()).execute(&db).await.unwrap();
        sqlx::query("INSERT INTO moves (game_id, ply, text, at_ms) VALUES ($1, 2, 'z9-z8', 0)")
            .bind(broken.as_str())
            .execute(&db)
            .await
            .unwrap();
        let mut watcher = Socket::connect(&base, &games[3].0, None).await.unwrap();
        let version = watcher.until("game").await.unwrap()["v"].as_i64().unwrap();
        let later = pyramid_server::room::now_ms() + 2 * 24 * 3_600_000;
        let ended = pyramid_server::upkeep::flag_due(&server.hub, later).await.unwrap();
        // (On Postgres the database holds other tests' games too.)
        assert!(ended >= 3, "{url}: the three readable games end, {ended}");
        let end = watcher.until("end").await.unwrap();
        assert_eq!((end["reason"].as_str(), end["v"].as_i64()), (Some("timeout"), Some(version + 1)), "{url}: {end}");
        for (id, ..) in &games[1..] {
            let state: Value = Http::new(&base).get(&format!("/api/games/{id}")).await.unwrap().1;
            assert_eq!(state["reason"], "timeout", "{url}: {state}");
        }
        server.stop();
    }
}
