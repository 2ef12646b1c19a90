//! What a live game needs, decided by the server: draws, takebacks, aborts, claims after
//! the grace period, rematches, clocks that flag, watchers counted, open games listed.

mod common;

use common::*;
use pyramid_client::client::{Http, Socket};
use serde_json::json;

#[tokio::test]
async fn a_draw_is_offered_declined_offered_again_and_accepted() {
    for url in databases() {
        let (server, base) = start(&url).await;
        let (_, mut white, mut black, _, _) = pair(&base, json!({ "game": "chase", "seat": "white" })).await;
        white.send(&json!({ "type": "draw" })).await.unwrap();
        let offer = black.until("offer").await.unwrap();
        assert_eq!((offer["what"].as_str(), offer["by"].as_str()), (Some("draw"), Some("white")));
        black.send(&json!({ "type": "decline", "what": "draw" })).await.unwrap();
        let declined = loop {
            let m = white.until("offer").await.unwrap();
            if m.get("declined").is_some() {
                break m;
            }
        };
        assert_eq!((declined["declined"].as_bool(), declined["by"].as_str()), (Some(true), Some("white")));
        white.send(&json!({ "type": "draw" })).await.unwrap();
        black.until("offer").await.unwrap();
        black.send(&json!({ "type": "draw" })).await.unwrap();
        let end = white.until("end").await.unwrap();
        assert_eq!((end["status"].as_str(), end["reason"].as_str()), (Some("draw"), Some("agreement")));
        server.stop();
    }
}

#[tokio::test]
async fn a_takeback_asked_and_granted_takes_back_the_askers_last_move_and_after() {
    let (server, base) = start(&sqlite_url()).await;
    let (id, mut white, mut black, _, _) = pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
    white.play("d1-e2", 0).await.unwrap();
    await_move(&mut black, 0).await;
    black.play("j1-i2", 1).await.unwrap();
    await_move(&mut white, 1).await;
    white.send(&json!({ "type": "takeback" })).await.unwrap();
    assert_eq!(black.until("offer").await.unwrap()["what"], "takeback");
    black.send(&json!({ "type": "takeback" })).await.unwrap();
    let state = white.until("game").await.unwrap();
    assert_eq!(state["moves"], json!([]));
    assert_eq!(state["you"], "white");
    assert_eq!(black.until("game").await.unwrap()["you"], "black");
    let (_, public) = Http::new(&base).get(&format!("/api/games/{id}")).await.unwrap();
    assert_eq!(public["moves"], json!([]));
    white.play("h1-g2", 0).await.unwrap();
    assert_eq!(await_move(&mut black, 0).await["move"], "h1-g2");
    server.stop();
}

#[tokio::test]
async fn abort_is_allowed_until_both_sides_have_moved() {
    let (server, base) = start(&sqlite_url()).await;
    let (_, mut white, mut black, _, _) = pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
    white.play("d1-e2", 0).await.unwrap();
    await_move(&mut black, 0).await;
    black.send(&json!({ "type": "abort" })).await.unwrap();
    let end = white.until("end").await.unwrap();
    assert_eq!((end["status"].as_str(), end["reason"].as_str()), (Some("aborted"), Some("abort")));
    let (_, mut white, mut black, _, _) = pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
    white.play("d1-e2", 0).await.unwrap();
    await_move(&mut black, 0).await;
    black.play("j1-i2", 1).await.unwrap();
    await_move(&mut black, 1).await;
    white.send(&json!({ "type": "abort" })).await.unwrap();
    assert_eq!(white.until("error").await.unwrap()["code"], "not-allowed");
    // A waiting game's creator cancels it by aborting.
    let http = Http::new(&base);
    let (_, created) = http.create(&json!({ "game": "allmer", "open": true })).await.unwrap();
    let id = created["id"].as_str().unwrap();
    let (mut creator, _) = Socket::seat(&base, id, created["token"].as_str().unwrap()).await.unwrap();
    creator.send(&json!({ "type": "abort" })).await.unwrap();
    assert_eq!(creator.until("end").await.unwrap()["status"], "aborted");
    assert_eq!(http.join(id).await.unwrap().1["error"], "seat-taken");
    server.stop();
}

#[tokio::test]
async fn the_win_is_claimed_only_after_the_grace_period_and_never_by_correspondence() {
    for url in databases() {
        let (server, base) = start(&url).await;
        let (_, mut white, mut black, _, _) = pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
        white.play("d1-e2", 0).await.unwrap();
        await_move(&mut black, 0).await;
        black.play("j1-i2", 1).await.unwrap();
        await_move(&mut white, 1).await;
        black.close().await;
        let presence = loop {
            let m = white.until("presence").await.unwrap();
            if m["black"] == false {
                break m;
            }
        };
        assert_eq!(presence["white"], true);
        white.send(&json!({ "type": "claim" })).await.unwrap();
        assert_eq!(white.until("error").await.unwrap()["code"], "not-allowed", "too early");
        tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
        white.send(&json!({ "type": "claim" })).await.unwrap();
        let end = white.until("end").await.unwrap();
        assert_eq!((end["status"].as_str(), end["reason"].as_str()), (Some("white wins"), Some("abandon")));

        let days = json!({ "game": "pyramida", "seat": "white", "timeControl": { "days": 3 } });
        let (_, mut white, black, _, _) = pair(&base, days).await;
        black.close().await;
        tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
        white.send(&json!({ "type": "claim" })).await.unwrap();
        assert_eq!(white.until("error").await.unwrap()["code"], "not-allowed");
        server.stop();
    }
}

#[tokio::test]
async fn a_rematch_swaps_colours_and_hands_each_player_a_seat() {
    for url in databases() {
        let (server, base) = start(&url).await;
        let (id, mut white, mut black, _, _) =
            pair(&base, json!({ "game": "allmer", "seat": "white", "timeControl": { "minutes": 3, "increment": 2 } }))
                .await;
        let mut watcher = Socket::connect(&base, &id, None).await.unwrap();
        watcher.until("game").await.unwrap();
        white.send(&json!({ "type": "resign" })).await.unwrap();
        black.until("end").await.unwrap();
        black.send(&json!({ "type": "rematch" })).await.unwrap();
        assert_eq!(white.until("offer").await.unwrap()["what"], "rematch");
        white.send(&json!({ "type": "rematch" })).await.unwrap();
        let to_white = white.until("rematch").await.unwrap();
        let to_black = black.until("rematch").await.unwrap();
        let to_watcher = watcher.until("rematch").await.unwrap();
        assert_eq!(to_white["id"], to_black["id"]);
        assert!(to_watcher.get("token").is_none());
        let next = to_white["id"].as_str().unwrap();
        let (mut new_black, state) = Socket::seat(&base, next, to_white["token"].as_str().unwrap()).await.unwrap();
        assert_eq!(state["you"], "black", "colours swapped");
        assert_eq!(state["timeControl"], json!({ "minutes": 3, "increment": 2 }));
        assert_eq!(state["status"], "ongoing");
        let (mut new_white, _) = Socket::seat(&base, next, to_black["token"].as_str().unwrap()).await.unwrap();
        assert_eq!(Http::new(&base).join(next).await.unwrap().1["error"], "seat-taken");
        let mv = legal("allmer", &state["options"], state["current"].as_str().unwrap())[0].clone();
        new_white.play(&mv, 0).await.unwrap();
        assert_eq!(await_move(&mut new_black, 0).await["by"], "white");
        server.stop();
    }
}

#[tokio::test]
async fn a_fallen_flag_ends_the_game_within_a_second() {
    for url in databases() {
        let (server, base) = start(&url).await;
        let control = json!({ "minutes": 0, "increment": 1 });
        let (_, mut white, mut black, _, _) =
            pair(&base, json!({ "game": "pyramida", "seat": "white", "timeControl": control })).await;
        white.play("d1-e2", 0).await.unwrap();
        let m = await_move(&mut black, 0).await;
        assert_eq!(m["clock"]["running"], "black");
        // A clock of increments only starts with the increment, at least 3 s.
        let left = m["clock"]["black"].as_u64().unwrap();
        assert!((2_500..=3_000).contains(&left), "{left}");
        let started = std::time::Instant::now();
        let end = black.until("end").await.unwrap();
        let limit = std::time::Duration::from_millis(left + 1000);
        assert!(started.elapsed() < limit, "{:?} after the deadline of {left} ms", started.elapsed());
        assert_eq!((end["status"].as_str(), end["reason"].as_str()), (Some("white wins"), Some("timeout")));
        server.stop();
    }
}

#[tokio::test]
async fn watchers_are_counted_and_open_games_listed() {
    let (server, base) = start(&sqlite_url()).await;
    let http = Http::new(&base);
    let (_, created) =
        http.create(&json!({ "game": "pyraos", "open": true, "options": { "removal": "children" } })).await.unwrap();
    let id = created["id"].as_str().unwrap().to_string();
    http.create(&json!({ "game": "pyraos" })).await.unwrap();
    let (_, list) = http.get("/api/games?open=true").await.unwrap();
    let games = list["games"].as_array().unwrap();
    assert_eq!(games.len(), 1, "only open games");
    assert_eq!(games[0]["id"], json!(id));
    assert_eq!(games[0]["options"], json!({ "removal": "children", "pass": "off" }));
    assert!(games[0]["seats"]["white"].as_bool().unwrap() ^ games[0]["seats"]["black"].as_bool().unwrap());
    let mut a = Socket::connect(&base, &id, None).await.unwrap();
    let mut b = Socket::connect(&base, &id, None).await.unwrap();
    let counted = loop {
        let m = a.until("presence").await.unwrap();
        if m["watchers"] == 2 {
            break m;
        }
    };
    assert_eq!(counted["watchers"], 2);
    b.until("game").await.unwrap();
    http.join(&id).await.unwrap();
    assert_eq!(a.until("game").await.unwrap()["status"], "ongoing", "a join reaches watchers");
    let (_, list) = http.get("/api/games?open=true").await.unwrap();
    assert!(list["games"].as_array().unwrap().is_empty());
    let (_, playing) = http.get("/api/games?playing=true").await.unwrap();
    assert_eq!(playing["games"][0]["id"], json!(id));
    server.stop();
}
