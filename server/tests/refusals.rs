//! Nothing gets in where it does not belong: one test per way in, each refusal with its
//! code, and the game unchanged after it.

mod common;

use common::*;
use pyramid_client::client::{Http, Socket};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

async fn error(socket: &mut Socket) -> Value {
    socket.until("error").await.unwrap()
}

async fn send_expect(socket: &mut Socket, message: Value, code: &str) {
    socket.send(&message).await.unwrap();
    let e = error(socket).await;
    assert_eq!(e["code"], code, "{message} → {e}");
    assert!(!e["message"].as_str().unwrap().is_empty());
}

async fn moves(base: &str, id: &str) -> Value {
    Http::new(base).get(&format!("/api/games/{id}")).await.unwrap().1["moves"].clone()
}

#[tokio::test]
async fn every_way_in_is_refused_with_its_code_and_changes_nothing() {
    let url = sqlite_url();
    let (server, base) = start(&url).await;
    let (id, mut white, mut black, _, black_token) = pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
    white.play("d1-e2", 0).await.unwrap();
    await_move(&mut black, 0).await;

    // No token: a watcher's socket.
    let mut watcher = Socket::connect(&base, &id, None).await.unwrap();
    watcher.until("game").await.unwrap();
    send_expect(&mut watcher, json!({ "type": "move", "move": "j1-i2", "ply": 1 }), "unauthorized").await;
    send_expect(&mut watcher, json!({ "type": "resign" }), "unauthorized").await;
    // A wrong token, and another game's token.
    send_expect(&mut watcher, json!({ "type": "auth", "token": "0123456789abcdef0123456789abcdef" }), "unauthorized")
        .await;
    let (other, _, _, other_white, _) = pair(&base, json!({ "game": "pyramida" })).await;
    assert_ne!(other, id);
    send_expect(&mut watcher, json!({ "type": "auth", "token": other_white }), "unauthorized").await;
    send_expect(&mut watcher, json!({ "type": "move", "move": "j1-i2", "ply": 1 }), "unauthorized").await;
    // Out of turn, a stale ply, an illegal move, a malformed move.
    send_expect(&mut white, json!({ "type": "move", "move": "h1-g2", "ply": 1 }), "not-your-turn").await;
    send_expect(&mut black, json!({ "type": "move", "move": "j1-i2", "ply": 0 }), "stale").await;
    send_expect(&mut black, json!({ "type": "move", "move": "j1-i2", "ply": 5 }), "stale").await;
    send_expect(&mut black, json!({ "type": "move", "move": "j1-j5", "ply": 1 }), "illegal-move").await;
    send_expect(&mut black, json!({ "type": "move", "move": "zz", "ply": 1 }), "illegal-move").await;
    // Malformed messages.
    for bad in ["{", "[]", "{\"type\":\"dance\"}", "{\"type\":\"move\"}", "{\"type\":\"move\",\"move\":1,\"ply\":1}"] {
        black.send_raw(Message::Text(bad.into())).await.unwrap();
        assert_eq!(error(&mut black).await["code"], "bad-message", "{bad}");
    }
    black.send_raw(Message::Binary(vec![1, 2, 3].into())).await.unwrap();
    assert_eq!(error(&mut black).await["code"], "bad-message");
    // Actions not allowed now.
    send_expect(&mut black, json!({ "type": "decline", "what": "draw" }), "not-allowed").await;
    send_expect(&mut black, json!({ "type": "takeback" }), "not-allowed").await;
    send_expect(&mut black, json!({ "type": "rematch" }), "not-allowed").await;
    send_expect(&mut black, json!({ "type": "claim" }), "not-allowed").await;
    // The game is as it was, and goes on.
    assert_eq!(moves(&base, &id).await, json!(["d1-e2"]));
    black.play("j1-i2", 1).await.unwrap();
    assert_eq!(await_move(&mut white, 1).await["move"], "j1-i2");
    // The same seat's token works from a second socket (a second tab).
    let (mut black2, state) = Socket::seat(&base, &id, &black_token).await.unwrap();
    assert_eq!(state["you"], "black");
    send_expect(&mut black2, json!({ "type": "move", "move": "j1-i2", "ply": 1 }), "stale").await;
    // After the end, moves are refused as game-over.
    white.send(&json!({ "type": "resign" })).await.unwrap();
    assert_eq!(black.until("end").await.unwrap()["reason"], "resign");
    send_expect(&mut white, json!({ "type": "move", "move": "h1-g2", "ply": 2 }), "game-over").await;
    send_expect(&mut black, json!({ "type": "resign" }), "game-over").await;
    server.stop();
}

#[tokio::test]
async fn an_oversized_frame_closes_the_socket_with_1009() {
    let (server, base) = start(&sqlite_url()).await;
    let (id, mut white, _black, _, _) = pair(&base, json!({ "game": "chase" })).await;
    white.send(&json!({ "type": "auth", "token": "x".repeat(5000) })).await.unwrap();
    let closed = loop {
        match white.next().await {
            Ok(_) => continue,
            Err(e) => break e,
        }
    };
    assert_eq!(closed, "closed 1009");
    assert_eq!(moves(&base, &id).await, json!([]));
    server.stop();
}

#[tokio::test]
async fn a_flood_is_rate_limited_then_closed_with_1008() {
    let mut config = config(&sqlite_url());
    config.messages_per_second = 20.0;
    let (server, base) = start_with(config).await;
    let (id, mut white, _black, _, _) = pair(&base, json!({ "game": "pyraos" })).await;
    for _ in 0..200 {
        if white.send(&json!({ "type": "draw", "ref": "f" })).await.is_err() {
            break;
        }
    }
    let mut limited = 0;
    let closed = loop {
        match white.next().await {
            Ok(m) if m["code"] == "rate-limited" => limited += 1,
            Ok(_) => {}
            Err(e) => break e,
        }
    };
    assert!(limited > 0);
    assert_eq!(closed, "closed 1008");
    assert_eq!(moves(&base, &id).await, json!([]));
    server.stop();
}

#[tokio::test]
async fn a_cross_site_socket_is_refused_and_the_servers_own_origin_welcome() {
    let (server, base) = start(&sqlite_url()).await;
    let (id, _white, _black, _, _) = pair(&base, json!({ "game": "allmer" })).await;
    let refused = Socket::connect(&base, &id, Some("http://evil.example")).await.err().expect("refused");
    assert!(refused.contains("403"), "{refused}");
    let own = base.clone();
    let mut ok = Socket::connect(&base, &id, Some(&own)).await.unwrap();
    assert_eq!(ok.until("game").await.unwrap()["id"], json!(id));
    server.stop();
}

#[tokio::test]
async fn http_requests_are_refused_with_their_codes() {
    let mut config = config(&sqlite_url());
    config.creations_per_minute = 3;
    let (server, base) = start_with(config).await;
    let http = Http::new(&base);
    for (body, words) in [
        (json!({ "game": "chess" }), "unknown game"),
        (json!({ "game": "pyramida", "options": { "chain": "maybe" } }), "chain"),
        (json!({ "game": "pyramida", "position": "w W:zz" }), "bad position"),
        (json!({ "game": "pyramida", "seat": "green" }), "seat"),
        (json!({ "game": "pyramida", "timeControl": { "minutes": -3 } }), "timeControl"),
        (json!({ "game": "pyramida", "position": "b W: B:d3" }), "over"),
        (json!(["pyramida"]), "object"),
    ] {
        let (status, e) = http.create(&body).await.unwrap();
        assert_eq!((status, e["error"].as_str()), (400, Some("bad-message")), "{body}: {e}");
        assert!(e["message"].as_str().unwrap().contains(words), "{body}: {e}");
    }
    let (status, e) = http.create(&json!({ "game": "pyramida", "position": "x".repeat(5000) })).await.unwrap();
    assert_eq!((status, e["error"].as_str()), (413, Some("too-large")));
    assert_eq!(http.get("/api/games/0000000000000000").await.unwrap().0, 404);
    assert_eq!(http.join("nosuchgame").await.unwrap().0, 404);
    assert_eq!(http.get("/api/games/..%2F..%2Fetc").await.unwrap().0, 404);
    assert!(Socket::connect(&base, "0000000000000000", None).await.is_err(), "no game is created on demand");
    // Creations per address.
    for _ in 0..3 {
        assert_eq!(http.create(&json!({ "game": "chase" })).await.unwrap().0, 201);
    }
    let (status, e) = http.create(&json!({ "game": "chase" })).await.unwrap();
    assert_eq!((status, e["error"].as_str()), (429, Some("rate-limited")));
    server.stop();
}

#[tokio::test]
async fn two_joins_at_once_one_wins_and_one_gets_seat_taken() {
    for url in databases() {
        let (server, base) = start(&url).await;
        let http = Http::new(&base);
        for _ in 0..10 {
            let (_, created) = http.create(&json!({ "game": "pyramida", "open": true })).await.unwrap();
            let id = created["id"].as_str().unwrap().to_string();
            let (a, b) = tokio::join!(http.join(&id), http.join(&id));
            let mut statuses = [a.unwrap(), b.unwrap()].map(|(s, body)| (s, body["error"].as_str().map(String::from)));
            statuses.sort();
            assert_eq!(statuses, [(200, None), (409, Some("seat-taken".into()))]);
            let (_, c) = http.join(&id).await.unwrap();
            assert_eq!(c["error"], "seat-taken");
        }
        server.stop();
    }
}
