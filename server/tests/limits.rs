//! One test per limit of a server facing the public: private games listed nowhere, a
//! client that does not read dropped, sockets per address, every frame against the
//! rate, joins per minute, the grace period's floor, Origin with its scheme, every
//! refusal a JSON error, no request waiting behind another game's load.

mod common;

use common::*;
use pyramid_client::client::{Http, Socket};
use pyramid_server::config::Config;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn a_private_game_is_listed_nowhere() {
    for url in databases() {
        let (server, base) = start(&url).await;
        let http = Http::new(&base);
        let (_, waiting) = http.create(&json!({ "game": "pyramida" })).await.unwrap();
        let (private, ..) = pair(&base, json!({ "game": "pyramida" })).await;
        let (public, ..) = pair(&base, json!({ "game": "pyramida", "open": true })).await;
        let ids = |list: &Value| -> Vec<String> {
            list["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap().to_string()).collect()
        };
        let (_, open) = http.get("/api/games?open=true").await.unwrap();
        let (_, playing) = http.get("/api/games?playing=true").await.unwrap();
        for list in [&open, &playing] {
            assert!(!ids(list).contains(&private) && !ids(list).contains(&waiting["id"].as_str().unwrap().to_string()));
        }
        assert!(ids(&playing).contains(&public), "an open game is listed while it is played");
        server.stop();
    }
}

#[tokio::test]
async fn a_client_that_does_not_read_is_dropped() {
    let mut config = config(&sqlite_url());
    config.send_timeout_ms = 300;
    let (server, base) = start_with(config).await;
    let (id, mut white, mut black, _, _) = pair(&base, json!({ "game": "chase", "seat": "white" })).await;
    // Both seated and nobody watching, as each player has heard.
    let settled = json!({ "type": "presence", "white": true, "black": true, "watchers": 0 });
    for player in [&mut white, &mut black] {
        while player
            .until("presence")
            .await
            .unwrap()
            .as_object()
            .unwrap()
            .iter()
            .any(|(k, v)| k != "v" && settled[k] != *v)
        {}
    }
    // A watcher whose receive window is tiny and who never reads.
    let address = server.address;
    let tcp = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    tcp.set_recv_buffer_size(2048).unwrap();
    tcp.connect(&address.into()).unwrap();
    tcp.set_nonblocking(true).unwrap();
    let tcp = tokio::net::TcpStream::from_std(std::net::TcpStream::from(tcp)).unwrap();
    let url = format!("ws://{address}/api/games/{id}/socket");
    let (_silent, _) = tokio_tungstenite::client_async(url, tcp).await.unwrap();
    for player in [&mut white, &mut black] {
        while player.until("presence").await.unwrap()["watchers"] != 1 {}
    }
    // A move taken back, again and again (each takeback sends the whole state), until
    // the server gives up on the silent watcher: the players see it leave.
    let (_, state) = Http::new(&base).get(&format!("/api/games/{id}")).await.unwrap();
    let mv = legal("chase", &state["options"], state["current"].as_str().unwrap())[0].clone();
    let mut rounds = 0;
    'rounds: loop {
        white.play(&mv, 0).await.unwrap();
        white.send(&json!({ "type": "takeback" })).await.unwrap();
        black.until("offer").await.unwrap();
        black.send(&json!({ "type": "takeback" })).await.unwrap();
        for player in [&mut white, &mut black] {
            loop {
                let m = player.next().await.unwrap();
                assert_ne!(m["type"], "error", "{m}");
                if m["type"] == "presence" && m["watchers"] == 0 {
                    break 'rounds;
                }
                if m["type"] == "game" {
                    break;
                }
            }
        }
        rounds += 1;
        assert!(rounds < 2000, "the silent watcher is still held");
    }
    server.stop();
}

#[tokio::test]
async fn sockets_from_one_address_are_capped() {
    let mut config = config(&sqlite_url());
    config.sockets_per_address = 3;
    let (server, base) = start_with(config).await;
    let (_, created) = Http::new(&base).create(&json!({ "game": "allmer" })).await.unwrap();
    let id = created["id"].as_str().unwrap();
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(Socket::connect(&base, id, None).await.unwrap());
    }
    let Err(refused) = Socket::connect(&base, id, None).await else { panic!("a fourth socket opened") };
    assert!(refused.contains("429"), "{refused}");
    // A socket closed gives its place back.
    open.pop().unwrap().close().await;
    let mut again = None;
    for _ in 0..100 {
        if let Ok(s) = Socket::connect(&base, id, None).await {
            again = Some(s);
            break;
        }
        tokio::task::yield_now().await;
    }
    assert!(again.is_some(), "the place was given back");
    server.stop();
}

#[tokio::test]
async fn every_frame_counts_against_the_rate_binary_and_pings_too() {
    let mut config = config(&sqlite_url());
    config.messages_per_second = 5.0;
    let (server, base) = start_with(config).await;
    let (_, created) = Http::new(&base).create(&json!({ "game": "allmer" })).await.unwrap();
    let mut socket = Socket::connect(&base, created["id"].as_str().unwrap(), None).await.unwrap();
    socket.until("game").await.unwrap();
    for i in 0..200 {
        let frame = if i % 2 == 0 { Message::Ping(vec![1].into()) } else { Message::Binary(vec![1, 2].into()) };
        if socket.send_raw(frame).await.is_err() {
            break;
        }
    }
    let mut limited = false;
    let closed = loop {
        match socket.next().await {
            Ok(m) => limited |= m["code"] == "rate-limited",
            Err(e) => break e,
        }
    };
    assert!(limited, "pings and binary frames were refused as rate-limited");
    assert!(closed.contains("1008"), "{closed}");
    server.stop();
}

#[tokio::test]
async fn joins_are_rate_limited_per_address() {
    let mut config = config(&sqlite_url());
    config.joins_per_minute = 2;
    let (server, base) = start_with(config).await;
    let http = Http::new(&base);
    let mut statuses = Vec::new();
    for _ in 0..3 {
        let (_, created) = http.create(&json!({ "game": "pyramida" })).await.unwrap();
        let (status, body) = http.join(created["id"].as_str().unwrap()).await.unwrap();
        statuses.push((status, body["error"].clone()));
    }
    assert_eq!(statuses[2], (429, json!("rate-limited")));
    assert_eq!((statuses[0].0, statuses[1].0), (200, 200));
    server.stop();
}

#[test]
fn the_grace_period_is_at_least_twenty_seconds() {
    let args = |s: &str| vec!["--grace-seconds".to_string(), s.to_string()];
    let refused = Config::from_env_and_args(&args("19")).unwrap_err();
    assert!(refused.contains("at least 20"), "{refused}");
    assert_eq!(Config::from_env_and_args(&args("20")).unwrap().grace_ms, 20_000);
}

#[tokio::test]
async fn an_origin_is_compared_with_its_scheme() {
    let (server, base) = start(&sqlite_url()).await;
    let (_, created) = Http::new(&base).create(&json!({ "game": "allmer" })).await.unwrap();
    let id = created["id"].as_str().unwrap();
    let own = base.clone();
    let other_scheme = base.replacen("http://", "https://", 1);
    assert!(Socket::connect(&base, id, Some(&own)).await.is_ok());
    let Err(refused) = Socket::connect(&base, id, Some(&other_scheme)).await else {
        panic!("https was taken for http")
    };
    assert!(refused.contains("403"), "{refused}");
    server.stop();
}

#[tokio::test]
async fn every_refusal_is_the_protocols_json_error_axums_own_included() {
    let (server, base) = start(&sqlite_url()).await;
    let (_, created) = Http::new(&base).create(&json!({ "game": "allmer" })).await.unwrap();
    let id = created["id"].as_str().unwrap();
    let client = reqwest::Client::new();
    for (method, path, status, code) in [
        ("GET", "/api/nothing".to_string(), 404, "not-found"),
        ("DELETE", format!("/api/games/{id}"), 405, "not-allowed"),
        ("GET", format!("/api/games/{id}/socket"), 400, "bad-message"),
        ("GET", "/api/games?open=maybe".to_string(), 400, "bad-message"),
        ("POST", "/api/games".to_string(), 400, "bad-message"),
    ] {
        let request = client.request(method.parse().unwrap(), format!("{base}{path}"));
        let response = request.send().await.unwrap();
        assert_eq!(response.status().as_u16(), status, "{method} {path}");
        let body: Value = response.json().await.unwrap_or_else(|e| panic!("{method} {path}: not JSON: {e}"));
        assert_eq!(body["error"], code, "{method} {path}: {body}");
        assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()), "{method} {path}: {body}");
    }
    server.stop();
}

#[tokio::test]
async fn no_request_waits_behind_another_games_load() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else {
        eprintln!("no PYRAMID_TEST_POSTGRES: the Postgres test does not run (scripts/test.sh starts one)");
        return;
    };
    let (server, base) = start(&url).await;
    let http = Http::new(&base);
    let (_, slow) = http.create(&json!({ "game": "allmer" })).await.unwrap();
    let slow = slow["id"].as_str().unwrap().to_string();
    let (held, mut socket, ..) = pair(&base, json!({ "game": "allmer" })).await;
    // The moves table is locked: loading any game not held waits on the database.
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let mut lock = pool.begin().await.unwrap();
    sqlx::query("LOCK TABLE moves IN ACCESS EXCLUSIVE MODE").execute(&mut *lock).await.unwrap();
    let waiting = {
        let http = http.clone();
        tokio::spawn(async move { http.get(&format!("/api/games/{slow}")).await })
    };
    // The game `slow` is loading (and waiting) before the next request goes.
    loop {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FROM moves%'",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        if n > 0 {
            break;
        }
        tokio::task::yield_now().await;
    }
    let (status, state) = http.get(&format!("/api/games/{held}")).await.unwrap();
    assert_eq!((status, state["id"].as_str()), (200, Some(held.as_str())));
    socket.send(&json!({ "type": "draw" })).await.unwrap();
    assert_eq!(socket.until("offer").await.unwrap()["what"], "draw");
    assert!(!waiting.is_finished());
    lock.rollback().await.unwrap();
    assert_eq!(waiting.await.unwrap().unwrap().0, 200);
    server.stop();
}
