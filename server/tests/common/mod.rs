//! Starting a server for a test, on a fresh SQLite file or, when PYRAMID_TEST_POSTGRES
//! names a database, on Postgres too; and two players who play a game to its end.
#![allow(dead_code)]

pub mod accounts;
pub mod faulty;
pub mod lichess;

use pyramid_client::client::{Http, Socket};
use pyramid_server::config::Config;
use pyramid_server::Server;
use serde_json::{json, Value};
use std::process::Child;
use std::sync::atomic::{AtomicU32, Ordering};

static NEXT: AtomicU32 = AtomicU32::new(0);

/// A fresh SQLite URL in the target folder.
pub fn sqlite_url() -> String {
    let dir = std::env::temp_dir().join(format!("pyramid-server-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let path = dir.join(format!("t{n}.sqlite3"));
    let _ = std::fs::remove_file(&path);
    format!("sqlite:{}", path.display())
}

/// The databases to run a test on: SQLite always, Postgres when the test command gave one.
pub fn databases() -> Vec<String> {
    let mut urls = vec![sqlite_url()];
    if let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") {
        urls.push(url);
    }
    urls
}

pub fn config(url: &str) -> Config {
    let mut c = Config::defaults();
    c.port = 0;
    c.database_url = url.to_string();
    c.site = None;
    c.grace_ms = 1_000;
    c.creations_per_minute = 10_000;
    c.joins_per_minute = 10_000;
    c.sockets_per_address = 10_000;
    c.messages_per_second = 10_000.0;
    c
}

pub async fn start(url: &str) -> (Server, String) {
    start_with(config(url)).await
}

pub async fn start_with(config: Config) -> (Server, String) {
    let server = pyramid_server::start(config).await.expect("the server starts");
    let base = format!("http://{}", server.address);
    (server, base)
}

/// Two seated sockets of a new game (white's first) and the game's id.
pub async fn pair(base: &str, request: Value) -> (String, Socket, Socket, String, String) {
    let http = Http::new(base);
    let (id, created, joined) = http.pair(&request).await.unwrap();
    let (seat_a, token_a, token_b) = (created.seat.as_str(), created.token, joined.token);
    let (white_token, black_token) = if seat_a == "white" { (token_a, token_b) } else { (token_b, token_a) };
    let (white, _) = Socket::seat(base, &id, &white_token).await.unwrap();
    let (black, _) = Socket::seat(base, &id, &black_token).await.unwrap();
    (id, white, black, white_token, black_token)
}

/// A small deterministic random source.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The legal moves of a position, by the engine.
pub fn legal(game: &str, options: &Value, current: &str) -> Vec<String> {
    pyramid_games::open(game, &to_options(options), Some(current)).unwrap().legal_moves()
}

pub fn to_options(options: &Value) -> pyramid_games::Options {
    let mut o = pyramid_games::Options::new();
    for (k, v) in options.as_object().unwrap() {
        o.set(k, v.as_str().unwrap());
    }
    o
}

/// Reads until the `move` of `ply` arrives (skipping presence and offers).
pub async fn await_move(socket: &mut Socket, ply: usize) -> Value {
    loop {
        let m = socket.next().await.unwrap();
        if m["type"] == "move" && m["ply"] == json!(ply) {
            return m;
        }
        assert_ne!(m["type"], "error", "{m}");
    }
}

#[allow(clippy::too_many_arguments)]
/// Plays moves of the easy computer from both seats until the game ends (or `limit` plies), each
/// move seen by both players and the watchers; returns the last `move` message.
pub async fn play_out(
    game: &str,
    options: &Value,
    white: &mut Socket,
    black: &mut Socket,
    watchers: &mut [Socket],
    state: &Value,
    seed: u64,
    limit: usize,
) -> Value {
    let mut rng = Rng(seed);
    let mut turn = state["turn"].as_str().unwrap().to_string();
    let mut ply = state["moves"].as_array().unwrap().len();
    let mut last = Value::Null;
    let start = state["position"].as_str().unwrap().to_string();
    let mut played: Vec<String> =
        state["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
    while ply < limit {
        // The easy computer on both sides, so that every game reaches its end.
        let _ = rng.below(2);
        let mv = &pyramid_games::ai::best_move_text(
            game,
            &to_options(options),
            Some(&start),
            &played,
            pyramid_games::ai::Level::Easy,
            seed + ply as u64,
        )
        .unwrap();
        let (mover, other) = if turn == "white" { (&mut *white, &mut *black) } else { (&mut *black, &mut *white) };
        mover.send(&json!({ "type": "move", "move": mv, "ply": ply, "ref": format!("m{ply}") })).await.unwrap();
        let ack = await_move(mover, ply).await;
        assert_eq!(ack["ref"], json!(format!("m{ply}")), "the mover's copy carries its ref");
        let seen = await_move(other, ply).await;
        assert!(seen.get("ref").is_none(), "the opponent's copy has no ref");
        assert_eq!(seen["move"], ack["move"]);
        for w in watchers.iter_mut() {
            assert_eq!(await_move(w, ply).await["position"], ack["position"]);
        }
        played.push(ack["move"].as_str().unwrap().to_string());
        ply += 1;
        last = ack.clone();
        if ack["status"] != "ongoing" {
            break;
        }
        turn = ack["turn"].as_str().unwrap().to_string();
    }
    last
}

/// Starts the server binary on `url` and a free port; returns it and its base URL.
pub fn spawn(url: &str) -> (Child, String) {
    spawn_with(url, &[])
}

pub fn spawn_with(url: &str, more: &[&str]) -> (Child, String) {
    let exe = std::path::Path::new(env!("CARGO_BIN_EXE_pyramid-server"));
    let mut args = vec!["--grace-seconds", "20"];
    args.extend_from_slice(more);
    pyramid_client::client::spawn_server(exe, url, &args, false)
}
