//! lichess's API over our games (docs/lichess-api.md): personal tokens, the account and
//! user reads, the bot upgrade, challenges, the event stream, and a game played through
//! the bot and board streams; on SQLite, on Postgres, and across two Postgres processes
//! (a player on each), where the app's view of the game is the same game.

mod common;

use common::accounts::{call, server, token, two_servers, Client, PASSWORD};
use common::databases;
use common::lichess::{bot_and_person, Lines};
use serde_json::{json, Value};
use std::time::Duration;

#[tokio::test]
async fn tokens_are_shown_once_stored_hashed_scoped_listed_and_revoked() {
    for url in databases() {
        let (_server, base) = server(&url).await;
        let client = Client::new(&base);
        let (name, session) = client.player("Tok_").await;
        // Without the password, or with an unknown scope: refused.
        let body = json!({ "description": "x", "scopes": ["bot:play"], "password": "wrong password" });
        assert_eq!(client.ask("POST", "/api/account/tokens", Some(body), Some(&session), None).await.status, 401);
        let body = json!({ "description": "x", "scopes": ["email:read"], "password": PASSWORD });
        assert_eq!(client.ask("POST", "/api/account/tokens", Some(body), Some(&session), None).await.status, 400);
        let secret = token(&client, &session, &["challenge:read"]).await;

        let (status, me) = call(&client, "GET", "/api/account", &secret, None).await;
        assert_eq!(status, 200, "{url}: {me}");
        assert_eq!(me["username"], name.as_str());
        assert_eq!(me["id"], name.to_lowercase().as_str());
        assert_eq!(me["perfs"]["chase"]["rating"], 1500);
        assert_eq!(me["perfs"]["chase"]["prov"], true);
        assert_eq!(me["ratings"]["chase"]["rating"], 1500, "ours beside lichess's");
        assert!(me.get("title").is_none());

        // Listed without its secret; the secret is nowhere in the store's answer.
        let listed = client.ask("GET", "/api/account/tokens", None, Some(&session), None).await;
        let tokens = listed.body["tokens"].as_array().unwrap().clone();
        assert_eq!(tokens.len(), 1);
        assert_eq!(tokens[0]["scopes"], json!(["challenge:read"]));
        assert!(tokens[0]["lastUsedAt"].is_i64(), "{}", listed.body);
        assert!(!listed.body.to_string().contains(&secret));

        // A scope it lacks: 403; an unknown token: 401, in lichess's shape.
        let (status, body) = call(&client, "POST", "/api/bot/account/upgrade", &secret, None).await;
        assert_eq!((status, body["error"].is_string()), (403, true), "{body}");
        let (status, body) = call(&client, "GET", "/api/account", "pyr_unknown", None).await;
        assert_eq!((status, body["error"].is_string()), (401, true), "{body}");

        let id = tokens[0]["id"].as_str().unwrap();
        assert_eq!(
            client.ask("DELETE", &format!("/api/account/tokens/{id}"), None, Some(&session), None).await.status,
            204
        );
        assert_eq!(call(&client, "GET", "/api/account", &secret, None).await.0, 401, "{url}: revoked at once");
    }
}

#[tokio::test]
async fn a_challenge_accepted_is_one_game_for_the_api_the_app_and_both_streams() {
    for url in databases() {
        let (_server, base) = server(&url).await;
        let client = Client::new(&base);
        let ((bot, bot_token), (person, person_token)) = bot_and_person(&client).await;
        let (_, user) = call(&client, "GET", &format!("/api/user/{bot}"), &person_token, None).await;
        assert_eq!(user["title"], "BOT", "{url}: {user}");

        let mut bot_events = Lines::open(&client, "/api/stream/event", &bot_token).await;
        let mut person_events = Lines::open(&client, "/api/stream/event", &person_token).await;
        let form = "rated=false&clock.limit=180&clock.increment=2&color=white&variant=pyramida";
        let (status, challenge) =
            call(&client, "POST", &format!("/api/challenge/{bot}"), &person_token, Some(form)).await;
        assert_eq!(status, 200, "{url}: {challenge}");
        assert_eq!(challenge["variant"]["key"], "pyramida");
        assert_eq!(challenge["timeControl"]["limit"], 180);
        assert_eq!(challenge["speed"], "blitz");
        assert_eq!(challenge["direction"], "out");
        let id = challenge["id"].as_str().unwrap().to_string();
        let seen = bot_events.next_of("challenge").await;
        assert_eq!(seen["challenge"]["id"], id.as_str());
        assert_eq!(seen["challenge"]["challenger"]["name"], person.as_str());
        let (_, listed) = call(&client, "GET", "/api/challenge", &bot_token, None).await;
        assert_eq!(listed["in"][0]["id"], id.as_str(), "{listed}");

        // Only its destination accepts it.
        assert_eq!(call(&client, "POST", &format!("/api/challenge/{id}/accept"), &person_token, None).await.0, 404);
        assert_eq!(call(&client, "POST", &format!("/api/challenge/{id}/accept"), &bot_token, None).await.0, 200);
        assert_eq!(call(&client, "POST", &format!("/api/challenge/{id}/accept"), &bot_token, None).await.0, 400);
        let (bot_start, person_start) =
            (bot_events.next_of("gameStart").await, person_events.next_of("gameStart").await);
        let game = bot_start["game"]["gameId"].as_str().unwrap().to_string();
        assert_eq!(person_start["game"]["gameId"], game.as_str());
        assert_eq!((&bot_start["game"]["color"], &person_start["game"]["color"]), (&json!("black"), &json!("white")));
        assert_eq!(person_start["game"]["isMyTurn"], true);

        // The bot's game stream; the person moves by the board's requests.
        let mut stream = Lines::open(&client, &format!("/api/bot/game/stream/{game}"), &bot_token).await;
        let full = stream.next().await;
        assert_eq!(full["type"], "gameFull", "{full}");
        assert_eq!(full["initialFen"], "startpos");
        assert_eq!(full["clock"], json!({ "initial": 180_000, "increment": 2_000 }));
        assert_eq!(full["white"]["name"], person.as_str());
        assert_eq!(full["black"]["title"], "BOT");
        assert_eq!(full["state"]["status"], "started");
        // The bot's way is not a person's (nor their token's scope).
        assert_eq!(call(&client, "POST", &format!("/api/bot/game/{game}/resign"), &person_token, None).await.0, 403);

        let view = client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
        let first = common::legal("pyramida", &view["options"], view["current"].as_str().unwrap())[0].clone();
        let (status, body) =
            call(&client, "POST", &format!("/api/board/game/{game}/move/{first}"), &person_token, None).await;
        assert_eq!(status, 200, "{url}: {body}");
        let state = stream.next_of("gameState").await;
        assert_eq!(state["moves"], first.as_str());
        // White's first move added its increment.
        assert!((170_000..=182_000).contains(&state["wtime"].as_i64().unwrap()), "{state}");
        // Not its turn: refused, and the game stays as it was.
        let (status, body) =
            call(&client, "POST", &format!("/api/board/game/{game}/move/{first}"), &person_token, None).await;
        assert_eq!((status, body["error"].is_string()), (400, true), "{body}");

        let view = client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
        let reply = common::legal("pyramida", &view["options"], view["current"].as_str().unwrap())[0].clone();
        assert_eq!(call(&client, "POST", &format!("/api/bot/game/{game}/move/{reply}"), &bot_token, None).await.0, 200);
        assert_eq!(stream.next_of("gameState").await["moves"], format!("{first} {reply}"));
        let view = client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
        assert_eq!(view["moves"], json!([first, reply]), "{url}: the app sees the same game");

        // The chat: a line said reaches the other's stream; a bad one is refused and
        // not kept; only the game's players say and read.
        let chat = format!("/api/board/game/{game}/chat");
        assert_eq!(call(&client, "POST", &chat, &person_token, Some("room=player&text=Hello%21")).await.0, 200);
        let said = stream.next_of("chatLine").await;
        assert_eq!((&said["username"], &said["text"]), (&json!(person), &json!("Hello!")), "{said}");
        let long = format!("room=player&text={}", "a".repeat(141));
        for bad in ["room=lobby&text=hi", "room=player&text=", "room=player&text=a%0Ab", long.as_str()] {
            let (status, body) = call(&client, "POST", &chat, &person_token, Some(bad)).await;
            assert_eq!((status, body["error"].is_string()), (400, true), "{bad}: {body}");
        }
        let (_, (_, stranger)) = bot_and_person(&client).await;
        assert_eq!(call(&client, "POST", &chat, &stranger, Some("room=player&text=hi")).await.0, 404);
        let (_, lines) = call(&client, "GET", &format!("/api/bot/game/{game}/chat"), &bot_token, None).await;
        assert_eq!(lines, json!([{ "text": "Hello!", "user": person }]), "{url}");

        // A draw offered and declined, then the person resigns.
        assert_eq!(
            call(&client, "POST", &format!("/api/board/game/{game}/draw/yes"), &person_token, None).await.0,
            200
        );
        assert_eq!(stream.next_of("gameState").await["wdraw"], true);
        assert_eq!(call(&client, "POST", &format!("/api/bot/game/{game}/draw/no"), &bot_token, None).await.0, 200);
        assert_eq!(stream.next_of("gameState").await["wdraw"], false);
        assert_eq!(call(&client, "POST", &format!("/api/board/game/{game}/resign"), &person_token, None).await.0, 200);
        let end = stream.next_of("gameState").await;
        assert_eq!((&end["status"], &end["winner"]), (&json!("resign"), &json!("black")), "{end}");
        let finish = bot_events.next_of("gameFinish").await;
        assert_eq!(finish["game"]["gameId"], game.as_str());
        assert_eq!(person_events.next_of("gameFinish").await["game"]["winner"], "black");
        let view = client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
        assert_eq!((&view["status"], &view["reason"]), (&json!("black wins"), &json!("resign")));

        // Exported as lichess exports: JSON when asked for, our record text otherwise.
        let exported =
            client.raw("GET", &format!("/game/export/{game}"), None, None, &[("accept", "application/json")]).await;
        assert_eq!((exported.status, &exported.body["status"]), (200, &json!("resign")), "{}", exported.body);
        assert_eq!(exported.body["moves"], format!("{first} {reply}"));
        assert_eq!(exported.body["players"]["black"]["user"]["name"], bot.as_str());
        assert_eq!(exported.body["variant"], "pyramida");
        let text = client.http.get(format!("{base}/game/export/{game}")).send().await.unwrap().text().await.unwrap();
        assert!(text.contains("[Game \"pyramida\"]") && text.contains(&first), "{text}");
        let listed = client
            .http
            .get(format!("{base}/api/games/user/{person}?max=5"))
            .header("accept", "application/x-ndjson")
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let lines: Vec<Value> = listed.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(lines.len(), 1, "{listed}");
        assert_eq!(lines[0]["id"], game.as_str());
    }
}

#[tokio::test]
async fn challenges_declined_and_canceled_reach_the_other_stream() {
    for url in databases() {
        let (_server, base) = server(&url).await;
        let client = Client::new(&base);
        let ((bot, bot_token), (_, person_token)) = bot_and_person(&client).await;
        let mut person_events = Lines::open(&client, "/api/stream/event", &person_token).await;
        let mut bot_events = Lines::open(&client, "/api/stream/event", &bot_token).await;
        let form = "clock.limit=60&clock.increment=0&variant=chase";
        let (_, challenge) = call(&client, "POST", &format!("/api/challenge/{bot}"), &person_token, Some(form)).await;
        let id = challenge["id"].as_str().unwrap();
        let (status, _) =
            call(&client, "POST", &format!("/api/challenge/{id}/decline"), &bot_token, Some("reason=tooFast")).await;
        assert_eq!(status, 200);
        let declined = person_events.next_of("challengeDeclined").await;
        assert_eq!(
            (&declined["challenge"]["id"], &declined["challenge"]["declineReason"]),
            (&json!(id), &json!("tooFast"))
        );

        let (_, challenge) = call(&client, "POST", &format!("/api/challenge/{bot}"), &person_token, Some(form)).await;
        let id = challenge["id"].as_str().unwrap();
        assert_eq!(call(&client, "POST", &format!("/api/challenge/{id}/cancel"), &bot_token, None).await.0, 404);
        assert_eq!(call(&client, "POST", &format!("/api/challenge/{id}/cancel"), &person_token, None).await.0, 200);
        assert_eq!(bot_events.next_of("challengeCanceled").await["challenge"]["id"], id);

        // Refused as lichess refuses: a name nobody has, a game we do not play, a clock
        // that is not whole minutes.
        let (status, _) = call(&client, "POST", "/api/challenge/Nobody_here", &person_token, Some(form)).await;
        assert_eq!(status, 404);
        for bad in ["variant=standard", "variant=chase&clock.limit=90&clock.increment=0", "variant=chase&color=red"] {
            let (status, body) =
                call(&client, "POST", &format!("/api/challenge/{bot}"), &person_token, Some(bad)).await;
            assert_eq!((status, body["error"].is_string()), (400, true), "{bad}: {body}");
        }
    }
}

#[tokio::test]
async fn across_two_processes_each_player_sees_the_other_s_moves_and_events() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let [(_one, first), (_two, second)] = two_servers(&url).await;
    let ((bot, bot_token), (_, person_token)) = bot_and_person(&first).await;
    // The bot streams from the first process; the person acts on the second.
    let mut bot_events = Lines::open(&first, "/api/stream/event", &bot_token).await;
    let form = "clock.limit=300&clock.increment=3&color=white&variant=allmer";
    let (_, challenge) = call(&second, "POST", &format!("/api/challenge/{bot}"), &person_token, Some(form)).await;
    let id = challenge["id"].as_str().unwrap();
    assert_eq!(bot_events.next_of("challenge").await["challenge"]["id"], id);
    assert_eq!(call(&first, "POST", &format!("/api/challenge/{id}/accept"), &bot_token, None).await.0, 200);
    let game = bot_events.next_of("gameStart").await["game"]["gameId"].as_str().unwrap().to_string();
    let mut stream = Lines::open(&first, &format!("/api/bot/game/stream/{game}"), &bot_token).await;
    assert_eq!(stream.next().await["type"], "gameFull");
    let view = second.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
    let first_move = common::legal("allmer", &view["options"], view["current"].as_str().unwrap())[0].clone();
    let (status, body) =
        call(&second, "POST", &format!("/api/board/game/{game}/move/{first_move}"), &person_token, None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(stream.next_of("gameState").await["moves"], first_move.as_str());
    // A line said on the second process reaches the stream on the first, and both list it.
    let chat = format!("/api/board/game/{game}/chat");
    assert_eq!(call(&second, "POST", &chat, &person_token, Some("room=player&text=good+luck")).await.0, 200);
    let said = stream.next_of("chatLine").await;
    assert_eq!((&said["room"], &said["text"]), (&json!("player"), &json!("good luck")), "{said}");
    let (_, lines) = call(&first, "GET", &format!("/api/bot/game/{game}/chat"), &bot_token, None).await;
    assert_eq!(lines, json!([{ "text": "good luck", "user": said["username"] }]));
    assert_eq!(call(&second, "POST", &format!("/api/board/game/{game}/resign"), &person_token, None).await.0, 200);
    assert_eq!(stream.next_of("gameState").await["status"], "resign");
    assert_eq!(bot_events.next_of("gameFinish").await["game"]["gameId"], game.as_str());
}

#[tokio::test]
async fn the_app_challenges_by_session_and_each_player_gets_their_seat() {
    for url in databases() {
        let (_server, base) = server(&url).await;
        let client = Client::new(&base);
        let (ann, ann_session) = client.player("Ann_").await;
        let (bob, bob_session) = client.player("Bob_").await;
        let body =
            json!({ "variant": "chase", "clock": { "limit": 300, "increment": 3 }, "rated": true, "color": "white" });
        let made = client.ask("POST", &format!("/api/challenge/{bob}"), Some(body), Some(&ann_session), None).await;
        assert_eq!(made.status, 200, "{url}: {}", made.body);
        let id = made.body["id"].as_str().unwrap().to_string();
        let listed = client.ask("GET", "/api/challenge", None, Some(&bob_session), None).await.body;
        assert_eq!((&listed["in"][0]["id"], &listed["in"][0]["challenger"]["name"]), (&json!(id), &json!(ann)));
        // Another site's page cannot accept it for Bob.
        let forged = client
            .ask("POST", &format!("/api/challenge/{id}/accept"), None, Some(&bob_session), Some("https://evil.example"))
            .await;
        assert_eq!(forged.status, 403, "{url}");
        let accepted =
            client.ask("POST", &format!("/api/challenge/{id}/accept"), Some(json!({})), Some(&bob_session), None).await;
        assert_eq!((accepted.status, &accepted.body["color"]), (200, &json!("black")), "{url}: {}", accepted.body);
        let game = accepted.body["gameId"].as_str().unwrap().to_string();
        let shown = client.ask("GET", &format!("/api/challenge/{id}/show"), None, Some(&ann_session), None).await.body;
        assert_eq!((&shown["status"], &shown["gameId"]), (&json!("accepted"), &json!(game)), "{url}");
        // Bob does not see Ann's seat's token; each token takes its own seat.
        let bobs_view =
            client.ask("GET", &format!("/api/challenge/{id}/show"), None, Some(&bob_session), None).await.body;
        assert!(bobs_view.get("token").is_none());
        for (token, side) in
            [(shown["token"].as_str().unwrap(), "white"), (accepted.body["token"].as_str().unwrap(), "black")]
        {
            let (_socket, state) = pyramid_client::client::Socket::sit_at(&base, &game, token).await.unwrap();
            assert_eq!(state.you.map(|c| c.as_str()), Some(side), "{url}");
        }
        let view = client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
        assert_eq!((&view["rated"], &view["players"]["white"]), (&json!(true), &json!(ann)));
    }
}
#[tokio::test]
async fn a_board_seek_stays_open_until_paired_and_the_game_starts_on_the_event_stream() {
    for url in databases() {
        let (_server, base) = server(&url).await;
        let client = Client::new(&base);
        let (board, board_session) = client.player("Brd_").await;
        let board_token = token(&client, &board_session, &["board:play"]).await;
        let (_, app_session) = client.player("App_").await;
        let mut events = Lines::open(&client, "/api/stream/event", &board_token).await;
        // The seek's request stays open while it waits.
        let seek = client
            .http
            .post(format!("{base}/api/board/seek"))
            .bearer_auth(&board_token)
            .header("content-type", "application/x-www-form-urlencoded")
            .body("time=4&increment=2&variant=allmer&rated=false")
            .send()
            .await
            .unwrap();
        assert_eq!(seek.status(), 200);
        // A person seeks the same from the app: paired at once (the board's seek is stored
        // before its answer begins).
        let body = json!({ "game": "allmer", "timeControl": { "minutes": 4, "increment": 2 }, "rated": false });
        let made = client.ask("POST", "/api/seeks", Some(body), Some(&app_session), None).await;
        let id = made.body["id"].as_str().unwrap().to_string();
        let paired = client.ask("GET", &format!("/api/seeks/{id}"), None, Some(&app_session), None).await.body;
        assert_eq!(paired["status"], "paired", "{url}: {paired}");
        let start = events.next_of("gameStart").await;
        assert_eq!(start["game"]["gameId"], paired["game"], "{url}");
        let view =
            client.ask("GET", &format!("/api/games/{}", paired["game"].as_str().unwrap()), None, None, None).await;
        assert!(view.body["players"].to_string().contains(&board), "{url}: {}", view.body);
        // The seek's answer ends with the pairing.
        let rest = tokio::time::timeout(Duration::from_secs(30), seek.text()).await.expect("the seek's answer ends");
        assert!(rest.unwrap().trim().is_empty());
    }
}

#[tokio::test]
async fn an_open_challenge_gives_a_seat_link_and_a_free_seat() {
    let (_server, base) = server(&common::sqlite_url()).await;
    let client = Client::new(&base);
    // Without a token, a body is JSON (the edge's rule against forms from other sites).
    let body = json!({ "variant": "pyraos", "clock": { "limit": 180, "increment": 2 } });
    let made = client.ask("POST", "/api/challenge/open", Some(body), None, None).await;
    assert_eq!(made.status, 200, "{}", made.body);
    let id = made.body["id"].as_str().unwrap();
    let white = made.body["urlWhite"].as_str().unwrap();
    assert_eq!(made.body["urlBlack"], format!("/#online/{id}"));
    // White's link holds its seat's token; the free seat is Black's, for whoever comes.
    let token = white.rsplit('/').next().unwrap();
    let (_socket, state) = pyramid_client::client::Socket::sit_at(&base, id, token).await.unwrap();
    assert_eq!(state.you.map(|c| c.as_str()), Some("white"));
    let joined = client.ask("POST", &format!("/api/games/{id}/join"), None, None, None).await;
    assert_eq!((joined.status, &joined.body["seat"]), (200, &json!("black")), "{}", joined.body);
    let rated = json!({ "variant": "pyraos", "rated": true, "clock": { "limit": 180, "increment": 0 } });
    assert_eq!(client.ask("POST", "/api/challenge/open", Some(rated), None, None).await.status, 400);
}

#[tokio::test]
async fn a_player_s_stream_closing_says_opponent_gone_to_the_other() {
    let (_server, base) = server(&common::sqlite_url()).await;
    let client = Client::new(&base);
    let ((bot, bot_token), (_, person_token)) = bot_and_person(&client).await;
    let mut events = Lines::open(&client, "/api/stream/event", &bot_token).await;
    let (_, challenge) =
        call(&client, "POST", &format!("/api/challenge/{bot}"), &person_token, Some("variant=chase")).await;
    let id = challenge["id"].as_str().unwrap();
    assert_eq!(call(&client, "POST", &format!("/api/challenge/{id}/accept"), &bot_token, None).await.0, 200);
    let game = events.next_of("gameStart").await["game"]["gameId"].as_str().unwrap().to_string();
    let mut bots = Lines::open(&client, &format!("/api/bot/game/stream/{game}"), &bot_token).await;
    bots.next().await;
    let mut persons = Lines::open(&client, &format!("/api/board/game/stream/{game}"), &person_token).await;
    persons.next().await;
    // Until the person's stream counts them present (the bot may first hear them absent).
    while bots.next_of("opponentGone").await["gone"] != false {}
    drop(persons);
    let gone = bots.next_of("opponentGone").await;
    assert_eq!(gone["gone"], true, "{gone}");
    assert!(gone["claimWinInSeconds"].is_i64(), "{gone}");
    // Back: said too.
    let mut again = Lines::open(&client, &format!("/api/board/game/stream/{game}"), &person_token).await;
    again.next().await;
    assert_eq!(bots.next_of("opponentGone").await["gone"], false);
}

#[tokio::test]
async fn an_account_has_at_most_twenty_challenges_waiting() {
    let (_server, base) = server(&common::sqlite_url()).await;
    let client = Client::new(&base);
    let ((bot, _), (_, person)) = bot_and_person(&client).await;
    for _ in 0..20 {
        assert_eq!(
            call(&client, "POST", &format!("/api/challenge/{bot}"), &person, Some("variant=allmer")).await.0,
            200
        );
    }
    let (status, body) = call(&client, "POST", &format!("/api/challenge/{bot}"), &person, Some("variant=allmer")).await;
    assert_eq!((status, body["error"].is_string()), (429, true), "{body}");
}

#[tokio::test]
async fn the_openapi_document_lists_every_contract_s_requests_once_each() {
    let (_server, base) = server(&databases()[0]).await;
    let client = Client::new(&base);
    let document = client.ask("GET", "/api/openapi.json", None, None, None).await.body;
    assert_eq!(document["openapi"], "3.1.0");
    let paths = document["paths"].as_object().unwrap();
    // A request of each contract: the protocol's, the accounts', lichess's.
    for path in [
        "/api/games/{id}/join",
        "/api/games/{id}/socket",
        "/api/session/passkey/finish",
        "/api/seeks/{id}",
        "/api/tablebase/{game}",
        "/api/challenge/{username}",
        "/api/bot/game/{id}/move/{move}",
        "/api/board/game/{id}/takeback/{accept}",
        "/api/stream/event",
        "/game/export/{id}",
    ] {
        assert!(paths.contains_key(path), "{path} is not in the document");
    }
    let mut names = std::collections::HashSet::new();
    for (path, item) in paths {
        for (method, operation) in item.as_object().unwrap() {
            let name = operation["operationId"].as_str().unwrap();
            assert!(names.insert(name.to_string()), "{method} {path}: its name {name} is another's");
            assert!(operation["responses"]["default"].is_object(), "{method} {path}: no refusal documented");
        }
    }
    assert!(names.len() >= 60, "{} requests", names.len());
    // Every schema referenced is in the document.
    let text = document.to_string();
    for reference in text.split("\"#/components/schemas/").skip(1) {
        let name = &reference[..reference.find('"').unwrap()];
        assert!(document["components"]["schemas"][name].is_object(), "{name} is referenced, not defined");
    }
}

#[tokio::test]
async fn a_chat_line_answered_ok_survives_kill_9() {
    let url = common::sqlite_url();
    let (mut child, base) = common::spawn(&url);
    let client = Client::new(&base);
    let ((bot, bot_token), (_, person_token)) = bot_and_person(&client).await;
    let mut bot_events = Lines::open(&client, "/api/stream/event", &bot_token).await;
    let form = "clock.limit=300&clock.increment=3&color=white&variant=pyraos";
    let (_, challenge) = call(&client, "POST", &format!("/api/challenge/{bot}"), &person_token, Some(form)).await;
    let id = challenge["id"].as_str().unwrap();
    assert_eq!(call(&client, "POST", &format!("/api/challenge/{id}/accept"), &bot_token, None).await.0, 200);
    let game = bot_events.next_of("gameStart").await["game"]["gameId"].as_str().unwrap().to_string();
    let chat = format!("/api/board/game/{game}/chat");
    assert_eq!(call(&client, "POST", &chat, &person_token, Some("room=player&text=kept")).await.0, 200);
    // Killed at once after the answer: nothing was left for a clean stop to write.
    child.kill().unwrap();
    child.wait().unwrap();
    let (mut child, base) = common::spawn(&url);
    let client = Client::new(&base);
    let (_, lines) = call(&client, "GET", &format!("/api/bot/game/{game}/chat"), &bot_token, None).await;
    assert_eq!(
        lines.as_array().map(|l| l.iter().map(|l| l["text"].clone()).collect::<Vec<_>>()),
        Some(vec![json!("kept")])
    );
    child.kill().unwrap();
}
