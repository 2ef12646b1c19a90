//! Rated games (docs/protocol.md, "Rated games"): what a rated game needs, the ratings
//! changed once by its end in the transaction that stores it, and `ratingChange` on the
//! end and the public state; on SQLite and on Postgres, and on two Postgres processes.

mod common;

use common::accounts::{server, two_servers, unique, Client};
use common::databases;
use pyramid_client::client::Socket;
use serde_json::{json, Value};

const PASSWORD: &str = "correct horse battery";

/// A rated game Ann (White) creates and Bob joins: its id and both tokens.
async fn rated_game(client: &Client, game: &str, ann: &str, bob: &str) -> (String, String, String) {
    let request =
        json!({ "game": game, "seat": "white", "rated": true, "timeControl": { "minutes": 5, "increment": 3 } });
    let made = client.ask("POST", "/api/games", Some(request), Some(ann), None).await;
    assert_eq!(made.status, 201, "{}", made.body);
    let id = made.body["id"].as_str().unwrap().to_string();
    let joined = client.ask("POST", &format!("/api/games/{id}/join"), None, Some(bob), None).await;
    assert_eq!(joined.status, 200, "{}", joined.body);
    (id, made.body["token"].as_str().unwrap().to_string(), joined.body["token"].as_str().unwrap().to_string())
}

/// White resigns on its socket; the `end` both players are sent.
async fn resign(base: &str, id: &str, white_token: &str, black_token: &str) -> (Value, Value) {
    let (mut white, _) = Socket::seat(base, id, white_token).await.unwrap();
    let (mut black, _) = Socket::seat(base, id, black_token).await.unwrap();
    white.send(&json!({ "type": "resign" })).await.unwrap();
    (white.until("end").await.unwrap(), black.until("end").await.unwrap())
}

async fn rating(client: &Client, secret: &str, game: &str) -> Value {
    client.ask("GET", "/api/account", None, Some(secret), None).await.body["ratings"][game].clone()
}

#[tokio::test]
async fn a_rated_game_needs_accounts_the_standard_start_and_a_clock() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let (_, ann) = client.player("Ann_").await;
        let (_, bob) = client.player("Bob_").await;
        let clock = json!({ "minutes": 3, "increment": 2 });
        let cases = [
            (json!({ "game": "pyraos", "rated": true, "timeControl": clock }), None, 401, "unauthorized"),
            (json!({ "game": "pyraos", "rated": true }), Some(&ann), 400, "bad-message"),
            (
                json!({ "game": "pyraos", "rated": true, "timeControl": clock, "position": "not a position" }),
                Some(&ann),
                400,
                "bad-message",
            ),
        ];
        for (request, session, status, code) in cases {
            let answer =
                client.ask("POST", "/api/games", Some(request.clone()), session.map(|s| s.as_str()), None).await;
            assert_eq!((answer.status, answer.code()), (status, code), "{url}: {request}");
        }
        let days = json!({ "game": "allmer", "rated": true, "timeControl": { "days": 2 } });
        assert_eq!(client.ask("POST", "/api/games", Some(days), Some(&ann), None).await.status, 201, "{url}");

        let request = json!({ "game": "pyraos", "rated": true, "timeControl": clock, "seat": "white" });
        let made = client.ask("POST", "/api/games", Some(request), Some(&ann), None).await;
        let id = made.body["id"].as_str().unwrap().to_string();
        let join = format!("/api/games/{id}/join");
        let anonymous = client.ask("POST", &join, None, None, None).await;
        assert_eq!((anonymous.status, anonymous.code()), (401, "unauthorized"), "{url}");
        let herself = client.ask("POST", &join, None, Some(&ann), None).await;
        assert_eq!((herself.status, herself.code()), (409, "not-allowed"), "{url}: nobody plays themself rated");
        assert_eq!(client.ask("POST", &join, None, Some(&bob), None).await.status, 200, "{url}");
        let state = client.ask("GET", &format!("/api/games/{id}"), None, None, None).await.body;
        assert_eq!(state["rated"], true, "{url}");
        assert!(state.get("ratingChange").is_none(), "{url}: not before the end");
        let casual = client.ask("POST", "/api/games", Some(json!({ "game": "pyraos" })), None, None).await;
        let path = format!("/api/games/{}", casual.body["id"].as_str().unwrap());
        assert_eq!(client.ask("GET", &path, None, None, None).await.body["rated"], false, "{url}");
        server.stop();
    }
}

#[tokio::test]
async fn the_end_of_a_rated_game_rates_both_players_once() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let (_, ann) = client.player("Ann_").await;
        let (bob_name, bob) = client.player("Bob_").await;
        let (id, white_token, black_token) = rated_game(&client, "pyraos", &ann, &bob).await;
        let (white_end, black_end) = resign(&base, &id, &white_token, &black_token).await;
        // Two newcomers: lichess moves each by 162 points.
        let change = json!({ "white": -162, "black": 162 });
        assert_eq!(white_end["ratingChange"], change, "{url}: {white_end}");
        assert_eq!(black_end["ratingChange"], change, "{url}");
        assert_eq!(rating(&client, &ann, "pyraos").await, json!({ "rating": 1338, "deviation": 290, "games": 1 }));
        assert_eq!(rating(&client, &bob, "pyraos").await, json!({ "rating": 1662, "deviation": 290, "games": 1 }));
        assert_eq!(rating(&client, &bob, "chase").await["games"], 0, "{url}: ratings are per game");

        // Changes after the end (a rematch offered) rate nothing again.
        let (mut white, _) = Socket::seat(&base, &id, &white_token).await.unwrap();
        white.send(&json!({ "type": "rematch" })).await.unwrap();
        white.until("offer").await.unwrap();
        assert_eq!(rating(&client, &bob, "pyraos").await["games"], 1, "{url}");

        // An aborted rated game and a casual game rate nothing.
        let (aborted, white_token, _) = rated_game(&client, "pyraos", &ann, &bob).await;
        let (mut white, _) = Socket::seat(&base, &aborted, &white_token).await.unwrap();
        white.send(&json!({ "type": "abort" })).await.unwrap();
        assert_eq!(white.until("end").await.unwrap()["status"], "aborted");
        let casual = json!({ "game": "pyraos", "seat": "white", "timeControl": { "minutes": 5, "increment": 3 } });
        let made = client.ask("POST", "/api/games", Some(casual), Some(&ann), None).await;
        let casual = made.body["id"].as_str().unwrap().to_string();
        let joined = client.ask("POST", &format!("/api/games/{casual}/join"), None, Some(&bob), None).await;
        let (end, _) =
            resign(&base, &casual, made.body["token"].as_str().unwrap(), joined.body["token"].as_str().unwrap()).await;
        assert!(end.get("ratingChange").is_none(), "{url}: {end}");
        assert_eq!(rating(&client, &bob, "pyraos").await["games"], 1, "{url}");

        // Stored with the end: a server started again shows it, and the profile's history.
        server.stop();
        let (server, base) = self::server(&url).await;
        let client = Client { base, ..client };
        let state = client.ask("GET", &format!("/api/games/{id}"), None, None, None).await.body;
        assert_eq!((&state["status"], &state["ratingChange"]), (&json!("black wins"), &change), "{url}");
        let profile = client.ask("GET", &format!("/api/players/{bob_name}"), None, None, None).await.body;
        let history = profile["history"]["pyraos"].as_array().unwrap();
        assert_eq!(history.len(), 1, "{url}: {profile}");
        assert_eq!((&history[0]["rating"], &history[0]["deviation"]), (&json!(1662), &json!(290)));
        server.stop();
    }
}

/// On Postgres, two rated games sharing a player end at the same moment on two
/// processes: both are rated, neither update lost (the ratings' rows are locked).
#[tokio::test]
async fn two_processes_ending_games_of_one_player_lose_no_update() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let [(first, one), (second, two)] = two_servers(&url).await;
    let ann = one.player("Ann_").await.1;
    let bob = one.player("Bob_").await.1;
    let cy = one.player("Cy_").await.1;
    let (game_one, w1, b1) = rated_game(&one, "allmer", &ann, &bob).await;
    let (game_two, w2, b2) = rated_game(&two, "allmer", &ann, &cy).await;
    let (ends_one, ends_two) =
        tokio::join!(resign(&one.base, &game_one, &w1, &b1), resign(&two.base, &game_two, &w2, &b2));
    assert!(ends_one.0["ratingChange"].is_object() && ends_two.0["ratingChange"].is_object());
    let after = rating(&one, &ann, "allmer").await;
    assert_eq!(after["games"], 2, "{after}");
    // Each game was rated from the rating the other left: the two losses add up.
    let lost =
        ends_one.0["ratingChange"]["white"].as_i64().unwrap() + ends_two.0["ratingChange"]["white"].as_i64().unwrap();
    assert_eq!(after["rating"].as_i64().unwrap(), 1500 + lost, "{after}");
    first.stop();
    second.stop();
}

/// After enough rated games a rating is established (its deviation at most 110): then,
/// and only then, its player is on the game's leaderboard, best first.
#[tokio::test]
async fn established_players_lead_the_leaderboard_and_provisional_ones_wait() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let names = [unique("Ann_"), unique("Bob_"), unique("Cy_")];
        let mut secrets = Vec::new();
        for name in &names {
            secrets.push(client.sign_up(name, PASSWORD).await.secret().unwrap());
        }
        let (ann, bob, cy) = (&secrets[0], &secrets[1], &secrets[2]);
        // Cy plays one game: provisional.
        let (id, white, black) = rated_game(&client, "chase", cy, bob).await;
        resign(&base, &id, &white, &black).await;
        // Ann and Bob win in turn (White resigns) until both are established (a result
        // that every game foretells would tell Glicko-2 little), then Bob wins once more.
        let mut games = 0;
        while rating(&client, ann, "chase").await["deviation"].as_i64().unwrap() > 110 {
            let (white_player, black_player) = if games % 2 == 0 { (ann, bob) } else { (bob, ann) };
            let (id, white, black) = rated_game(&client, "chase", white_player, black_player).await;
            resign(&base, &id, &white, &black).await;
            games += 1;
            assert!(games < 40, "{url}: still provisional after {games} games");
        }
        let (id, white, black) = rated_game(&client, "chase", ann, bob).await;
        resign(&base, &id, &white, &black).await;
        games += 1;
        let board = client.ask("GET", "/api/leaderboard/chase", None, None, None).await.body;
        let listed: Vec<&str> =
            board["players"].as_array().unwrap().iter().map(|p| p["username"].as_str().unwrap()).collect();
        let place = |name: &str| listed.iter().position(|n| *n == name);
        let (ann_place, bob_place) = (place(&names[0]), place(&names[1]));
        assert!(bob_place.is_some() && ann_place.is_some(), "{url}: {listed:?}");
        assert!(bob_place < ann_place, "{url}: the winner first: {listed:?}");
        assert_eq!(place(&names[2]), None, "{url}: Cy is provisional");
        let ann_entry = &board["players"][ann_place.unwrap()];
        assert_eq!(ann_entry["games"], games, "{url}");
        assert!(ann_entry["deviation"].as_i64().unwrap() <= 110, "{url}");
        server.stop();
    }
}
