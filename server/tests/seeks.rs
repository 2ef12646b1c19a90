//! Pairing with strangers (docs/protocol.md, "Pairing"): seeks wait, pair at once when
//! compatible, tell their owner alone the game and the seat, and expire; on SQLite and on
//! Postgres, and across two Postgres processes.

mod common;

use common::accounts::{server, two_servers, unique, Client};
use common::{config, databases, start_with};
use pyramid_client::client::Socket;
use serde_json::{json, Value};

const PASSWORD: &str = "correct horse battery";

fn seek(game: &str, minutes: u32, rated: bool) -> Value {
    json!({ "game": game, "timeControl": { "minutes": minutes, "increment": 2 }, "rated": rated })
}

async fn post(client: &Client, body: Value, session: Option<&str>) -> String {
    let made = client.ask("POST", "/api/seeks", Some(body), session, None).await;
    assert_eq!(made.status, 201, "{}", made.body);
    made.body["id"].as_str().unwrap().to_string()
}

async fn status(client: &Client, id: &str, session: Option<&str>) -> Value {
    let answer = client.ask("GET", &format!("/api/seeks/{id}"), None, session, None).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    answer.body
}

#[tokio::test]
async fn compatible_seeks_pair_at_once_into_a_game_for_both() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let (ann_name, ann) = client.player("Ann_").await;
        let (bob_name, bob) = client.player("Bob_").await;
        // A game and clock no other test seeks, so that no other seek pairs with these.
        let (game, minutes) = ("pyraos", 7);

        let first = post(&client, seek(game, minutes, true), Some(&ann)).await;
        let waiting = status(&client, &first, Some(&ann)).await;
        assert_eq!(waiting["status"], "waiting", "{url}");
        // A house bot would take it after 20 s (none is online here).
        assert!((0..=20_000).contains(&waiting["botIn"].as_i64().unwrap()), "{url}: {waiting}");
        // Not compatible: another clock, another game, casual, her own second seek.
        for other in [seek(game, minutes + 1, true), seek("pyramida", minutes, true), seek(game, minutes, false)] {
            let made = client.ask("POST", "/api/seeks", Some(other.clone()), Some(&bob), None).await;
            if made.status == 201 {
                let id = made.body["id"].as_str().unwrap();
                assert_eq!(status(&client, id, Some(&bob)).await["status"], "waiting", "{url}: {other}");
                client.ask("DELETE", &format!("/api/seeks/{id}"), None, Some(&bob), None).await;
            }
        }
        let own = post(&client, seek(game, minutes, true), Some(&ann)).await;
        assert_eq!(status(&client, &own, Some(&ann)).await["status"], "waiting", "{url}: nobody plays themself");
        client.ask("DELETE", &format!("/api/seeks/{own}"), None, Some(&ann), None).await;

        let second = post(&client, seek(game, minutes, true), Some(&bob)).await;
        let (a, b) = (status(&client, &first, Some(&ann)).await, status(&client, &second, Some(&bob)).await);
        assert_eq!((&a["status"], &b["status"]), (&json!("paired"), &json!("paired")), "{url}");
        assert_eq!(a["game"], b["game"], "{url}");
        let id = a["game"].as_str().unwrap();
        // Someone else asking learns nothing of the seat.
        assert_eq!(status(&client, &first, Some(&bob)).await, json!({ "status": "paired" }), "{url}");
        assert_eq!(status(&client, &first, None).await, json!({ "status": "paired" }), "{url}");

        let state = client.ask("GET", &format!("/api/games/{id}"), None, None, None).await.body;
        assert_eq!(
            (&state["status"], &state["rated"], &state["game"]),
            (&json!("ongoing"), &json!(true), &json!(game))
        );
        let players = &state["players"];
        let ann_white = players["white"] == ann_name.as_str();
        assert!(ann_white || players["black"] == ann_name.as_str(), "{url}: {players}");
        let bob_seat = if ann_white { "black" } else { "white" };
        assert_eq!(players[bob_seat], bob_name.as_str(), "{url}");
        let (_, seated) = Socket::seat(&base, id, a["token"].as_str().unwrap()).await.unwrap();
        assert_eq!(seated["you"], if ann_white { "white" } else { "black" }, "{url}");
        assert_eq!((&a["seat"], &b["seat"]), (&seated["you"], &json!(bob_seat)), "{url}: each is told its seat");
        let (_, seated) = Socket::seat(&base, id, b["token"].as_str().unwrap()).await.unwrap();
        assert_eq!(seated["you"], bob_seat, "{url}");

        // Cancelled: gone for its owner; not someone else's to cancel.
        let refused = client.ask("DELETE", &format!("/api/seeks/{first}"), None, Some(&bob), None).await;
        assert_eq!((refused.status, refused.code()), (404, "not-found"), "{url}");
        assert_eq!(client.ask("DELETE", &format!("/api/seeks/{first}"), None, Some(&ann), None).await.status, 204);
        let gone = client.ask("GET", &format!("/api/seeks/{first}"), None, Some(&ann), None).await;
        assert_eq!((gone.status, gone.code()), (404, "not-found"), "{url}");
        // A game the pairing made stands.
        assert_eq!(client.ask("GET", &format!("/api/games/{id}"), None, None, None).await.status, 200);
        server.stop();
    }
}

#[tokio::test]
async fn seeks_are_refused_with_their_codes_and_pair_within_ranges() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let ann = client.player("Ann_").await.1;
        let cases = [
            (seek("allmer", 3, true), None, 401, "unauthorized"),
            (json!({ "game": "allmer", "rated": false }), Some(&ann), 400, "bad-message"),
            (seek("checkers", 3, false), Some(&ann), 400, "bad-message"),
            (json!({ "game": "allmer", "timeControl": { "days": 1 }, "range": -1 }), None, 400, "bad-message"),
            (json!([]), None, 400, "bad-message"),
        ];
        for (body, session, want, code) in cases {
            let answer = client.ask("POST", "/api/seeks", Some(body.clone()), session.map(String::as_str), None).await;
            assert_eq!((answer.status, answer.code()), (want, code), "{url}: {body}");
        }
        let nothing = client.ask("GET", "/api/seeks/0123456789abcdef", None, None, None).await;
        assert_eq!((nothing.status, nothing.code()), (404, "not-found"), "{url}");

        // Ratings apart by more than a range do not pair: Ann at 1338 after a rated loss
        // to Bob at 1662, 324 points apart.
        let bob = client.player("Bob_").await.1;
        let request = json!({ "game": "allmer", "seat": "white", "rated": true, "timeControl": { "days": 3 } });
        let made = client.ask("POST", "/api/games", Some(request), Some(&ann), None).await;
        let id = made.body["id"].as_str().unwrap().to_string();
        let joined = client.ask("POST", &format!("/api/games/{id}/join"), None, Some(&bob), None).await;
        let (mut white, _) = Socket::seat(&base, &id, made.body["token"].as_str().unwrap()).await.unwrap();
        let (mut black, _) = Socket::seat(&base, &id, joined.body["token"].as_str().unwrap()).await.unwrap();
        white.send(&json!({ "type": "resign" })).await.unwrap();
        black.until("end").await.unwrap();
        let days = |range: Option<i64>| {
            let mut body = json!({ "game": "allmer", "timeControl": { "days": 5 }, "rated": true });
            if let Some(range) = range {
                body["range"] = json!(range);
            }
            body
        };
        let ann_seek = post(&client, days(None), Some(&ann)).await;
        let bob_seek = post(&client, days(None), Some(&bob)).await;
        assert_eq!(status(&client, &bob_seek, Some(&bob)).await["status"], "waiting", "{url}: 324 > 300");
        let wide = post(&client, days(Some(400)), Some(&bob)).await;
        assert_eq!(status(&client, &wide, Some(&bob)).await["status"], "waiting", "{url}: within Bob's, not Ann's");
        let wider = post(&client, days(Some(400)), Some(&ann)).await;
        assert_eq!(status(&client, &wider, Some(&ann)).await["status"], "paired", "{url}: within both");
        assert_eq!(status(&client, &ann_seek, Some(&ann)).await["status"], "waiting", "{url}");
        for (id, session) in [(&ann_seek, &ann), (&bob_seek, &bob)] {
            client.ask("DELETE", &format!("/api/seeks/{id}"), None, Some(session), None).await;
        }
        server.stop();
    }
}

/// A seek nobody asks about for the lifetime is gone (the lifetime is 2 minutes; this
/// server's is 50 ms, so that the test waits a known time, not a guess).
#[tokio::test]
async fn a_seek_nobody_asks_about_expires() {
    for url in databases() {
        let mut c = config(&url);
        c.trust_header = Some("x-forwarded-for".into());
        c.seek_lifetime_ms = 50;
        let (server, base) = start_with(c).await;
        let client = Client::new(&base);
        let body = json!({ "game": "pyramida", "timeControl": { "minutes": 1, "increment": 0 }, "range": 0 });
        let id = post(&client, body.clone(), None).await;
        tokio::time::sleep(std::time::Duration::from_millis(120)).await;
        let gone = client.ask("GET", &format!("/api/seeks/{id}"), None, None, None).await;
        assert_eq!((gone.status, gone.code()), (404, "not-found"), "{url}");
        // …and never pairs: the next seek waits.
        let next = post(&client, body, None).await;
        assert_eq!(status(&client, &next, None).await["status"], "waiting", "{url}");
        server.stop();
    }
}

/// On Postgres, two seeks made on two processes at the same moment pair with each other
/// once: every pair of a burst gets one game, and no seek is in two.
#[tokio::test]
async fn seeks_on_two_processes_pair_each_once() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let [(first, one), (second, two)] = two_servers(&url).await;
    let body = json!({ "game": "chase", "timeControl": { "minutes": 2, "increment": 13 } });
    let mut made = Vec::new();
    for _ in 0..10 {
        let (a, b) = tokio::join!(post(&one, body.clone(), None), post(&two, body.clone(), None));
        made.push(a);
        made.push(b);
    }
    let mut games = std::collections::HashMap::new();
    for id in &made {
        let s = status(&one, id, None).await;
        assert_eq!(s["status"], "paired", "{s}");
        *games.entry(s["game"].as_str().unwrap().to_string()).or_insert(0) += 1;
    }
    assert_eq!(games.len(), 10);
    assert!(games.values().all(|&n| n == 2), "{games:?}");
    first.stop();
    second.stop();
}

/// A bot seeks through the same requests (signed in, rated), is paired with a player's
/// seek, and plays the game to its end.
#[tokio::test]
async fn a_bot_seeks_like_a_player() {
    let url = common::sqlite_url();
    let (server, base) = server(&url).await;
    let client = Client::new(&base);
    let (bot_name, ann_name) = (unique("Bot_"), unique("Ann_"));
    client.sign_up(&bot_name, PASSWORD).await;
    let ann = client.sign_up(&ann_name, PASSWORD).await.secret().unwrap();
    let mut http = pyramid_client::client::Http::new(&base);
    http.sign_in(&bot_name, PASSWORD).await.unwrap();
    let request = pyramid_server::protocol::seeks::SeekRequest {
        game: "allmer".into(),
        time_control: pyramid_server::protocol::TimeControl::Real { minutes: 3, increment: 2 },
        rated: true,
        range: None,
        bots: None,
    };
    // Ann seeks first; the bot's seek pairs with hers when it is stored.
    let body = json!({ "game": "allmer", "timeControl": { "minutes": 3, "increment": 2 }, "rated": true });
    let ann_seek = post(&client, body, Some(&ann)).await;
    let bot = tokio::spawn(async move {
        pyramid_client::bot::seek_and_play(&http, &request, pyramid_games::ai::Level::Easy, 7).await
    });
    let paired = loop {
        let s = status(&client, &ann_seek, Some(&ann)).await;
        if s["status"] == "paired" {
            break s;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    let game = paired["game"].as_str().unwrap();
    let (mut socket, state) = Socket::seat(&base, game, paired["token"].as_str().unwrap()).await.unwrap();
    let bot_seat = if state["you"] == "white" { "black" } else { "white" };
    assert_eq!(state["players"][bot_seat], bot_name.as_str());
    socket.send(&json!({ "type": "resign" })).await.unwrap();
    let won = format!("{bot_seat} wins");
    assert_eq!(bot.await.unwrap().unwrap(), won);
    server.stop();
}
