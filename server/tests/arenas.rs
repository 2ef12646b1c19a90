//! Arena tournaments through lichess's requests (docs/arena.md), against real servers:
//! an arena made, four players joined and paired, their games played to an end through
//! the board API, the standings as the rules give them; on two Postgres processes, each
//! player in one game at a time, each result counted once, and one process killed.

mod common;

use common::accounts::{call, server, token, two_servers, Client};
use common::databases;
use pyramid_client::house::Lines;
use serde_json::Value;
use std::collections::HashMap;

const SCOPES: &[&str] = &["tournament:write", "board:play", "challenge:read"];

/// A player: their name, their token and their event stream.
struct Player {
    name: String,
    token: String,
    events: Lines,
}

/// `count` players, their accounts made through each of `clients` in turn, their event
/// streams open on the last.
async fn players(clients: &[&Client], count: usize) -> Vec<Player> {
    let mut out = Vec::new();
    let streams = clients[clients.len() - 1];
    for i in 0..count {
        let client = clients[i % clients.len()];
        let (name, session) = client.player("Arena_").await;
        let token = token(client, &session, SCOPES).await;
        let events = common::lichess::Lines::open(streams, "/api/stream/event", &token).await.0;
        out.push(Player { name, token, events });
    }
    out
}

/// The next `gameStart` on a player's stream: the game's id.
async fn next_game(player: &mut Player) -> String {
    loop {
        let line = player.events.next().await.expect("an event within 30 s");
        if line["type"] == "gameStart" {
            return line["game"]["gameId"].as_str().unwrap().to_string();
        }
    }
}

async fn arena(client: &Client, token: &str, form: &str) -> String {
    let (status, made) = call(client, "POST", "/api/tournament", token, Some(form)).await;
    assert_eq!(status, 200, "{made}");
    made["id"].as_str().unwrap().to_string()
}

async fn standings(client: &Client, id: &str) -> Value {
    call(client, "GET", &format!("/api/tournament/{id}"), "", None).await.1
}

/// Each player's points, by name.
fn points(arena: &Value) -> HashMap<String, u64> {
    let players = arena["standing"]["players"].as_array().unwrap();
    players.iter().map(|p| (p["name"].as_str().unwrap().to_string(), p["score"].as_u64().unwrap())).collect()
}

/// Every game of `games` ends: White resigns (through whichever client).
async fn white_resigns(client: &Client, players: &[Player], games: &[(String, usize)]) {
    for (game, white) in games {
        let path = format!("/api/board/game/{game}/resign");
        let (status, body) = call(client, "POST", &path, &players[*white].token, None).await;
        assert_eq!(status, 200, "{body}");
    }
}

/// Each player's game after a pairing, and who plays White in each (an index).
async fn paired(client: &Client, players: &mut [Player]) -> Vec<(String, usize)> {
    let mut games: Vec<(String, usize)> = Vec::new();
    for i in 0..players.len() {
        let game = next_game(&mut players[i]).await;
        if games.iter().any(|(g, _)| *g == game) {
            continue;
        }
        let view = client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body;
        // The game knows its arena (its players' way back to the arena's page).
        assert!(view["tournamentId"].is_string(), "{view}");
        let white = players.iter().position(|p| view["players"]["white"] == p.name.as_str()).unwrap();
        games.push((game, white));
    }
    games
}

#[tokio::test]
async fn four_players_join_are_paired_play_and_the_standings_follow_the_rules() {
    for url in databases() {
        let (_server, base) = server(&url).await;
        let client = Client::new(&base);
        let mut players = players(&[&client], 4).await;
        // The site's own schedule: an arena a game for this hour and the next. This hour's
        // has finished in the hour's last minutes (it runs 57), so finished ones count too:
        // the test ran at 00:59 once and found only the next hour's.
        let (_, list) = call(&client, "GET", "/api/tournament", "", None).await;
        let listed = |status: &str| list[status].as_array().map_or(0, Vec::len);
        let hourly = listed("started") + listed("created") + listed("finished");
        assert!(hourly >= 8, "{url}: {list}");

        let form = "name=Test&clockTime=3&clockIncrement=2&minutes=30&waitMinutes=0&variant=pyramida&rated=true";
        let id = arena(&client, &players[0].token, form).await;
        let read = standings(&client, &id).await;
        assert_eq!((read["status"].as_u64(), read["fullName"].as_str()), (Some(20), Some("Test Arena")), "{read}");
        assert_eq!(read["clock"]["limit"], 180);
        // Only its creator ends it.
        assert_eq!(
            call(&client, "POST", &format!("/api/tournament/{id}/terminate"), &players[1].token, None).await.0,
            403
        );
        for p in &players {
            assert_eq!(call(&client, "POST", &format!("/api/tournament/{id}/join"), &p.token, None).await.0, 200);
        }

        // Paired by twos, each player in one game.
        let first = paired(&client, &mut players).await;
        assert_eq!(first.len(), 2, "{url}");
        let (_, mine) = call(&client, "GET", &format!("/api/tournament/{id}"), &players[0].token, None).await;
        assert!(mine["me"]["gameId"].is_string(), "{mine}");
        white_resigns(&client, &players, &first).await;

        // Paired again, nobody with their last opponent; the winners have 2 points each.
        let second = paired(&client, &mut players).await;
        assert_eq!(second.len(), 2);
        for (game, _) in &second {
            assert!(!first.iter().any(|(g, _)| g == game));
        }
        let table = points(&standings(&client, &id).await);
        let winners: Vec<&String> = table.iter().filter(|(_, p)| **p == 2).map(|(n, _)| n).collect();
        assert_eq!((winners.len(), table.values().sum::<u64>()), (2, 4), "{url}: {table:?}");
        let read = standings(&client, &id).await;
        assert_eq!(read["standing"]["players"][0]["sheet"]["scores"], "2", "{read}");
        white_resigns(&client, &players, &second).await;

        // The creator ends it: no new game; the results and the games as NDJSON.
        assert_eq!(
            call(&client, "POST", &format!("/api/tournament/{id}/terminate"), &players[0].token, None).await.0,
            200
        );
        let ended = standings(&client, &id).await;
        assert_eq!(ended["status"], 30, "{ended}");
        let results = client.http.get(format!("{base}/api/tournament/{id}/results")).send().await.unwrap();
        let results: Vec<Value> =
            results.text().await.unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(results.len(), 4);
        let total: u64 = results.iter().map(|r| r["score"].as_u64().unwrap()).sum();
        assert_eq!(total, 8, "four games, 2 points each: {results:?}");
        assert_eq!(results[0]["rank"], 1);
        let games = client.http.get(format!("{base}/api/tournament/{id}/games")).send().await.unwrap();
        let games = games.text().await.unwrap();
        assert_eq!(games.lines().count(), 4);
        assert!(games.lines().all(|g| g.contains(&format!("\"tournament\":\"{id}\""))), "{games}");
        // A player withdraws and comes back: their points stay.
        let name = &players[1].name;
        let before = points(&ended)[name];
        assert_eq!(
            call(&client, "POST", &format!("/api/tournament/{id}/withdraw"), &players[1].token, None).await.0,
            200
        );
        assert_eq!(points(&standings(&client, &id).await)[name], before);
        // Finished: nobody joins.
        assert_eq!(call(&client, "POST", &format!("/api/tournament/{id}/join"), &players[1].token, None).await.0, 400);
    }
}

#[tokio::test]
async fn a_bad_arena_is_refused_naming_the_field() {
    let (_server, base) = server(&databases()[0]).await;
    let client = Client::new(&base);
    let (_, session) = client.player("Arena_").await;
    let token = token(&client, &session, SCOPES).await;
    for (form, field) in [
        ("clockTime=3&clockIncrement=2&minutes=30&variant=go", "variant"),
        ("clockTime=2.5&clockIncrement=2&minutes=30&variant=chase", "clockTime"),
        ("clockTime=0&clockIncrement=0&minutes=30&variant=chase", "clock"),
        ("clockTime=3&clockIncrement=2&minutes=0&variant=chase", "minutes"),
        ("clockTime=3&clockIncrement=2&minutes=30&variant=chase&startDate=1", "startDate"),
    ] {
        let (status, body) = call(&client, "POST", "/api/tournament", &token, Some(form)).await;
        assert_eq!(status, 400, "{form}: {body}");
        assert!(body["error"].as_str().unwrap().contains(field), "{form}: {body}");
    }
    assert_eq!(call(&client, "GET", "/api/tournament/nosuch", "", None).await.0, 404);
    // Without a token or a session: 401.
    let body = serde_json::json!({ "variant": "chase" });
    assert_eq!(client.ask("POST", "/api/tournament", Some(body), None, None).await.status, 401);
}

#[tokio::test]
async fn across_two_processes_each_player_plays_one_game_at_a_time_and_each_result_counts_once() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let [(one, first), (_two, second)] = two_servers(&url).await;
    // Six players, half on each process; both processes pair every second.
    let mut players = players(&[&first, &second], 6).await;
    let form = "clockTime=3&clockIncrement=2&minutes=30&waitMinutes=0&variant=allmer&rated=false";
    let id = arena(&first, &players[0].token, form).await;
    for (i, p) in players.iter().enumerate() {
        let client = if i % 2 == 0 { &first } else { &second };
        assert_eq!(call(client, "POST", &format!("/api/tournament/{id}/join"), &p.token, None).await.0, 200);
    }
    let games = paired(&first, &mut players).await;
    assert_eq!(games.len(), 3, "six players, three games, each player in one");
    // The first process ends as a killed one does, mid-arena; the second counts the
    // results of games that end now.
    one.stop();
    white_resigns(&second, &players, &games).await;
    let again = paired(&second, &mut players).await;
    assert_eq!(again.len(), 3);
    let table = points(&standings(&second, &id).await);
    assert_eq!(table.values().sum::<u64>(), 6, "three wins, each counted once: {table:?}");
    assert_eq!(table.values().filter(|p| **p == 2).count(), 3);
}

#[tokio::test]
async fn a_berserk_player_has_half_the_clock_no_increment_and_a_point_more_for_a_long_win() {
    for url in databases() {
        let (_server, base) = server(&url).await;
        let client = Client::new(&base);
        let mut players = players(&[&client], 2).await;
        let form = "name=Wild&clockTime=3&clockIncrement=2&minutes=30&waitMinutes=0&variant=pyraos&berserkable=true";
        let id = arena(&client, &players[0].token, form).await;
        for p in &players {
            assert_eq!(call(&client, "POST", &format!("/api/tournament/{id}/join"), &p.token, None).await.0, 200);
        }
        let games = paired(&client, &mut players).await;
        let (game, white) = games[0].clone();
        let (white, black) = (&players[white], &players[1 - white]);
        let act = |who: &Player, action: String| {
            let (client, token, path) = (&client, who.token.clone(), format!("/api/board/game/{game}/{action}"));
            async move { call(client, "POST", &path, &token, None).await }
        };
        let view = || async { client.ask("GET", &format!("/api/games/{game}"), None, None, None).await.body };
        assert_eq!(view().await["berserkable"], true);

        // White goes berserk: half the clock; not twice.
        assert_eq!(act(white, "berserk".into()).await.0, 200);
        let state = view().await;
        assert_eq!(
            (state["berserk"]["white"].as_bool(), state["berserk"]["black"].as_bool()),
            (Some(true), Some(false))
        );
        assert!(state["clock"]["white"].as_i64().unwrap() <= 90_000, "{state}");
        assert_eq!(act(white, "berserk".into()).await.0, 400);

        // Seven moves each (the engine's first legal move each time); Black, who has moved,
        // may no longer go berserk; White's clock never gains its increment.
        let mut session = pyramid_games::open("pyraos", &pyramid_games::Options::new(), None).unwrap();
        for ply in 0..14 {
            let mover = if ply % 2 == 0 { white } else { black };
            let text = session.legal_moves()[0].clone();
            session.play(&text).unwrap();
            let (status, said) = act(mover, format!("move/{text}")).await;
            assert_eq!(status, 200, "{text}: {said}");
            if ply == 1 {
                assert_eq!(act(black, "berserk".into()).await.0, 400, "after one's first move");
            }
        }
        let state = view().await;
        assert!(state["clock"]["white"].as_i64().unwrap() <= 90_000, "no increment: {state}");
        assert!(state["clock"]["black"].as_i64().unwrap() > 90_000, "{state}");

        // Black resigns: White's berserk win of seven moves scores 2 + 1. No rematch: the
        // arena pairs its players itself.
        let (_, mine) = call(&client, "GET", &format!("/api/tournament/{id}"), &black.token, None).await;
        let seat = mine["me"]["token"].as_str().unwrap().to_string();
        assert_eq!(act(black, "resign".into()).await.0, 200);
        let mut socket = pyramid_client::client::Socket::connect(&base, &game, None).await.unwrap();
        socket.sit(&seat).await.unwrap();
        socket.request(pyramid_server::protocol::Request::Rematch, None).await.unwrap();
        assert_eq!(socket.until("error").await.unwrap()["code"], "not-allowed");
        let table = points(&standings(&client, &id).await);
        assert_eq!((table[&white.name], table[&black.name]), (3, 0), "{url}");
    }
}

#[tokio::test]
async fn a_process_killed_9_mid_arena_leaves_each_result_counted_once_and_the_standings_agreed() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let (mut doomed, doomed_base) = common::spawn(&url);
    let (mut kept, kept_base) = common::spawn(&url);
    let (doomed_client, kept_client) = (Client::new(&doomed_base), Client::new(&kept_base));
    // Accounts made on both; every event stream on the process that lives.
    let mut players = players(&[&doomed_client, &kept_client], 6).await;
    let form = "clockTime=3&clockIncrement=2&minutes=30&waitMinutes=0&variant=pyraos&rated=false";
    let id = arena(&kept_client, &players[0].token, form).await;
    for (i, p) in players.iter().enumerate() {
        let client = if i % 2 == 0 { &doomed_client } else { &kept_client };
        assert_eq!(call(client, "POST", &format!("/api/tournament/{id}/join"), &p.token, None).await.0, 200);
    }
    let games = paired(&kept_client, &mut players).await;
    assert_eq!(games.len(), 3);
    // kill -9, both processes pairing every second meanwhile.
    doomed.kill().unwrap();
    doomed.wait().unwrap();
    white_resigns(&kept_client, &players, &games).await;
    let again = paired(&kept_client, &mut players).await;
    assert_eq!(again.len(), 3, "each player in one game again");
    // Started again: both processes send one table, each result counted once.
    let (mut back, back_base) = common::spawn(&url);
    let back_client = Client::new(&back_base);
    let (one, other) = (standings(&kept_client, &id).await, standings(&back_client, &id).await);
    assert_eq!(one["standing"], other["standing"]);
    let table = points(&one);
    assert_eq!(table.values().sum::<u64>(), 6, "three wins, each counted once: {table:?}");
    for child in [&mut kept, &mut back] {
        child.kill().unwrap();
    }
}
