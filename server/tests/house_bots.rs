//! The house bots over lichess's API (docs/lichess-api.md): a challenge accepted and
//! played in every game, House-Perfect's Pyraos, a seek nobody answers taken by a house
//! bot, and a takeback granted and a draw weighed.

mod common;

use common::accounts::{call, token, Client, PASSWORD};
use common::lichess::{every_game, house_bot, until_bot, Lines, HOUSE_KEY};
use serde_json::{json, Value};
use std::time::Duration;

/// A server on a fresh SQLite file that knows the house's key (and each test's address,
/// from its header, as behind a proxy).
fn house_config() -> pyramid_server::config::Config {
    let mut c = common::config(&common::sqlite_url());
    c.trust_header = Some("x-forwarded-for".into());
    c.house_key = Some(HOUSE_KEY.into());
    c
}

#[tokio::test]
async fn a_house_bot_accepts_a_challenge_in_every_game_and_plays_through_the_api() {
    let (_server, base) = common::start_with(house_config()).await;
    let (bot, dir) = house_bot(
        &base,
        "House-Easy",
        pyramid_client::house::Strength::Level(pyramid_games::ai::Level::Easy),
        every_game(),
    );
    let client = Client::new(&base);
    let (_, session) = client.player("Ann_").await;
    let person = token(&client, &session, &["board:play", "challenge:write", "challenge:read"]).await;
    let mut events = Lines::open(&client, "/api/stream/event", &person).await;
    // The bot is a bot once it has signed itself up (the test waits for that event, not a time).
    until_bot(&client, "House-Easy", &person, &bot).await;
    for game in pyramid_games::games::GAME_NAMES {
        let form = format!("clock.limit=60&clock.increment=0&color=white&variant={game}");
        let (status, body) = call(&client, "POST", "/api/challenge/House-Easy", &person, Some(&form)).await;
        assert_eq!(status, 200, "{game}: {body}");
        let id = events.next_of("gameStart").await["game"]["gameId"].as_str().unwrap().to_string();
        let mut stream = Lines::open(&client, &format!("/api/board/game/stream/{id}"), &person).await;
        let full = stream.next().await;
        assert_eq!(full["black"]["name"], "House-Easy");
        // Two moves of ours and the bot's answers, then a resignation.
        let mut state: Value;
        let mut played = 0;
        while played < 2 {
            let view = client.ask("GET", &format!("/api/games/{id}"), None, None, None).await.body;
            if view["turn"] == "white" && view["status"] == "ongoing" {
                let mv = common::legal(game, &view["options"], view["current"].as_str().unwrap())[0].clone();
                let (status, body) =
                    call(&client, "POST", &format!("/api/board/game/{id}/move/{mv}"), &person, None).await;
                assert_eq!(status, 200, "{game}: {body}");
                played += 1;
            }
            // The bot's answer: a state whose last mover is black (or the end).
            loop {
                state = stream.next_of("gameState").await;
                let view = client.ask("GET", &format!("/api/games/{id}"), None, None, None).await.body;
                if view["turn"] != "black" || state["status"] != "started" {
                    break;
                }
            }
            if state["status"] != "started" {
                break;
            }
        }
        let view = client.ask("GET", &format!("/api/games/{id}"), None, None, None).await.body;
        assert!(view["moves"].as_array().unwrap().len() >= 2, "{game}: the bot moved: {view}");
        if view["status"] == "ongoing" {
            assert_eq!(call(&client, "POST", &format!("/api/board/game/{id}/resign"), &person, None).await.0, 200);
        }
        events.next_of("gameFinish").await;
    }
    bot.abort();
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn house_perfect_plays_pyraos_only_and_exactly() {
    let mut c = house_config();
    // The site's books, which Perfect fetches as the app does.
    c.site = Some(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../www"));
    let (_server, base) = common::start_with(c).await;
    let (bot, dir) = house_bot(&base, "House-Perfect", pyramid_client::house::Strength::Perfect, vec!["pyraos".into()]);
    let client = Client::new(&base);
    let (_, session) = client.player("Ann_").await;
    let person = token(&client, &session, &["board:play", "challenge:write", "challenge:read"]).await;
    let mut events = Lines::open(&client, "/api/stream/event", &person).await;
    until_bot(&client, "House-Perfect", &person, &bot).await;
    // Another game: declined, for its variant.
    let (_, challenge) = call(&client, "POST", "/api/challenge/House-Perfect", &person, Some("variant=chase")).await;
    let declined = events.next_of("challengeDeclined").await;
    assert_eq!(
        (&declined["challenge"]["id"], &declined["challenge"]["declineReason"]),
        (&challenge["id"], &json!("variant"))
    );
    // Pyraos, the bot White: its first move is the exact one.
    // Standard Pyraos (with removals) is not solved: declined too.
    let (_, challenge) = call(&client, "POST", "/api/challenge/House-Perfect", &person, Some("variant=pyraos")).await;
    assert_eq!(events.next_of("challengeDeclined").await["challenge"]["id"], challenge["id"]);
    let form = "clock.limit=60&clock.increment=1&color=black&variant=pyraos&variantOptions=removal%3Dchildren";
    assert_eq!(call(&client, "POST", "/api/challenge/House-Perfect", &person, Some(form)).await.0, 200);
    let id = events.next_of("gameStart").await["game"]["gameId"].as_str().unwrap().to_string();
    let mut stream = Lines::open(&client, &format!("/api/board/game/stream/{id}"), &person).await;
    let mut state = stream.next().await["state"].clone();
    while state["moves"].as_str().unwrap_or_default().is_empty() {
        state = stream.next_of("gameState").await;
    }
    let first = state["moves"].as_str().unwrap().to_string();
    let books = |name: &str| {
        let bytes =
            std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../www/books").join(name)).ok()?;
        pyramid_games::ai::PerfectBook::parse(&bytes).ok().map(std::rc::Rc::new)
    };
    let mut children = pyramid_games::Options::new();
    children.set("removal", "children");
    let exact = pyramid_games::ai::perfect_move_text("pyraos", &children, None, &[], &books).unwrap();
    assert_eq!(first, exact);
    assert_eq!(call(&client, "POST", &format!("/api/board/game/{id}/resign"), &person, None).await.0, 200);
    bot.abort();
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn a_seek_nobody_answers_for_20_seconds_is_taken_by_the_nearest_house_bot_and_rated() {
    let (_server, base) = common::start_with(house_config()).await;
    let client = Client::new(&base);
    // Without the house's key, a House- name is not given.
    let taken = client.sign_up("House-Normal", PASSWORD).await;
    assert_eq!((taken.status, taken.code()), (409, "username-taken"), "{}", taken.body);
    let (bot, dir) = house_bot(
        &base,
        "House-Normal",
        pyramid_client::house::Strength::Level(pyramid_games::ai::Level::Easy),
        every_game(),
    );
    let (_, session) = client.player("Ann_").await;
    let person = token(&client, &session, &["board:play"]).await;
    until_bot(&client, "House-Normal", &person, &bot).await;
    // The bot's event stream is open once it is online (its first request after the upgrade).
    loop {
        let online = client.http.get(format!("{base}/api/bot/online")).send().await.unwrap().text().await.unwrap();
        if online.contains("House-Normal") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let seek = |game: &str, bots: bool| json!({ "game": game, "timeControl": { "minutes": 1, "increment": 1 }, "rated": true, "bots": bots });
    let with = client.ask("POST", "/api/seeks", Some(seek("pyramida", true)), Some(&session), None).await;
    let without = client.ask("POST", "/api/seeks", Some(seek("chase", false)), Some(&session), None).await;
    let (with, without) =
        (with.body["id"].as_str().unwrap().to_string(), without.body["id"].as_str().unwrap().to_string());
    let asked = client.ask("GET", &format!("/api/seeks/{with}"), None, Some(&session), None).await.body;
    let bot_in = asked["botIn"].as_i64().unwrap();
    assert!(asked["status"] == "waiting" && (15_000..=20_000).contains(&bot_in), "{asked}");
    assert!(client
        .ask("GET", &format!("/api/seeks/{without}"), None, Some(&session), None)
        .await
        .body
        .get("botIn")
        .is_none());
    // Asked about as the app asks, every few hundred ms, until it pairs (past 20 s).
    let started = std::time::Instant::now();
    let paired = loop {
        let asked = client.ask("GET", &format!("/api/seeks/{with}"), None, Some(&session), None).await.body;
        client.ask("GET", &format!("/api/seeks/{without}"), None, Some(&session), None).await;
        if asked["status"] == "paired" {
            break asked;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "no bot took the seek: {asked}");
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    assert!(started.elapsed() >= Duration::from_millis(bot_in as u64 - 500), "not before its time");
    let game = paired["game"].as_str().unwrap();
    let view = client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
    assert_eq!(view["rated"], true, "{view}");
    let players = [view["players"]["white"].as_str().unwrap(), view["players"]["black"].as_str().unwrap()];
    assert!(players.contains(&"House-Normal"), "{view}");
    let unanswered = client.ask("GET", &format!("/api/seeks/{without}"), None, Some(&session), None).await.body;
    assert_eq!(unanswered["status"], "waiting", "a seek without bots is never taken");
    // Resigned: the game against a bot changes both ratings.
    assert_eq!(call(&client, "POST", &format!("/api/board/game/{game}/resign"), &person, None).await.0, 200);
    let view = client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
    assert!(view["ratingChange"]["white"].is_i64(), "{view}");
    bot.abort();
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn a_house_bot_grants_a_takeback_in_a_casual_game_and_weighs_a_draw() {
    let (_server, base) = common::start_with(house_config()).await;
    let level = pyramid_client::house::Strength::Level(pyramid_games::ai::Level::Easy);
    let (bot, dir) = house_bot(&base, "House-Easy", level, every_game());
    let client = Client::new(&base);
    let (_, session) = client.player("Ann_").await;
    let person = token(&client, &session, &["board:play", "challenge:write", "challenge:read"]).await;
    until_bot(&client, "House-Easy", &person, &bot).await;
    let mut events = Lines::open(&client, "/api/stream/event", &person).await;
    let form = "variant=chase&color=white";
    assert_eq!(call(&client, "POST", "/api/challenge/House-Easy", &person, Some(form)).await.0, 200);
    let game = events.next_of("gameStart").await["game"]["gameId"].as_str().unwrap().to_string();
    let mut stream = Lines::open(&client, &format!("/api/board/game/stream/{game}"), &person).await;
    stream.next().await;
    // A move, the bot's answer, then a takeback asked: granted, the two moves undone.
    let view = client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
    let mv = common::legal("chase", &view["options"], view["current"].as_str().unwrap())[0].clone();
    assert_eq!(call(&client, "POST", &format!("/api/board/game/{game}/move/{mv}"), &person, None).await.0, 200);
    loop {
        let state = stream.next_of("gameState").await;
        if state["moves"].as_str().unwrap().split_whitespace().count() == 2 {
            break;
        }
    }
    assert_eq!(call(&client, "POST", &format!("/api/board/game/{game}/takeback/yes"), &person, None).await.0, 200);
    loop {
        let state = stream.next_of("gameState").await;
        if state["moves"] == "" {
            break;
        }
    }
    // The same move again: the bot answers it again.
    assert_eq!(call(&client, "POST", &format!("/api/board/game/{game}/move/{mv}"), &person, None).await.0, 200);
    loop {
        let state = stream.next_of("gameState").await;
        if state["moves"].as_str().unwrap().split_whitespace().count() == 2 {
            break;
        }
    }
    // A draw offered where the bot is not better: taken.
    assert_eq!(call(&client, "POST", &format!("/api/board/game/{game}/draw/yes"), &person, None).await.0, 200);
    let end = loop {
        let state = stream.next_of("gameState").await;
        if state["status"] != "started" {
            break state;
        }
    };
    assert_eq!(end["status"], "draw", "{end}");
    bot.abort();
    let _ = std::fs::remove_dir_all(dir);
}
