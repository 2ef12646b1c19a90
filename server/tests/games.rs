//! Two clients play whole games of each of the four games, with watchers; a socket that
//! reconnects resumes; a restart keeps every game, clocks included. On SQLite, and on
//! Postgres when the test command started one.

mod common;

use common::*;
use pyramid_client::client::{Http, Socket};
use serde_json::json;

#[tokio::test]
async fn two_players_play_whole_games_of_each_game_with_watchers() {
    for url in databases() {
        let (server, base) = start(&url).await;
        for (i, game) in ["pyramida", "chase", "pyraos", "allmer"].into_iter().enumerate() {
            let (id, mut white, mut black, _, _) = pair(&base, json!({ "game": game, "seat": "white" })).await;
            let mut watcher = Socket::connect(&base, &id, None).await.unwrap();
            let state = watcher.until("game").await.unwrap();
            assert_eq!(state["you"], json!(null));
            assert_eq!(state["status"], "ongoing");
            let options = state["options"].clone();
            let last = play_out(
                game,
                &options,
                &mut white,
                &mut black,
                std::slice::from_mut(&mut watcher),
                &state,
                7 + i as u64,
                3000,
            )
            .await;
            assert_ne!(last["status"], "ongoing", "{game}: the game ended by its rules");
            let end = white.until("end").await.unwrap();
            assert_eq!(end["reason"], "rules");
            assert_eq!(end["status"], last["status"]);
            assert!(end["message"].as_str().unwrap().len() > 4);
            let (status, public) = Http::new(&base).get(&format!("/api/games/{id}")).await.unwrap();
            assert_eq!(status, 200);
            assert_eq!(public["status"], last["status"]);
            assert_eq!(public["current"], last["position"]);
            // The same moves replayed by the engine give the same end.
            let moves: Vec<String> =
                public["moves"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect();
            let mut session = pyramid_games::open(game, &pyramid_games::Options::new(), None).unwrap();
            for m in &moves {
                session.play(m).unwrap();
            }
            assert_eq!(session.status(), last["status"].as_str().unwrap(), "{game} on {url}");
        }
        server.stop();
    }
}

#[tokio::test]
async fn a_socket_that_reconnects_resumes_where_the_game_is() {
    for url in databases() {
        let (server, base) = start(&url).await;
        let (id, mut white, mut black, white_token, _) =
            pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
        white.play("d1-e2", 0).await.unwrap();
        await_move(&mut black, 0).await;
        white.close().await;
        black.play("j1-i2", 1).await.unwrap();
        await_move(&mut black, 1).await;
        let mut again = Socket::connect(&base, &id, None).await.unwrap();
        again.until("game").await.unwrap();
        let state = again.auth(&white_token).await.unwrap();
        assert_eq!(state["moves"], json!(["d1-e2", "j1-i2"]));
        assert_eq!(state["you"], "white");
        assert_eq!(state["turn"], "white");
        // A move resent after the reconnect is refused as stale, never played twice.
        again.send(&json!({ "type": "move", "move": "d1-e2", "ply": 0, "ref": "again" })).await.unwrap();
        let e = again.until("error").await.unwrap();
        assert_eq!((e["code"].as_str(), e["ref"].as_str()), (Some("stale"), Some("again")));
        again.play("h1-g2", 2).await.unwrap();
        assert_eq!(await_move(&mut black, 2).await["move"], "h1-g2");
        server.stop();
    }
}

#[tokio::test]
async fn a_restart_keeps_every_game_and_its_clocks() {
    for url in databases() {
        let (server, base) = start(&url).await;
        let control = json!({ "minutes": 5, "increment": 3 });
        let (id, mut white, mut black, white_token, black_token) =
            pair(&base, json!({ "game": "allmer", "seat": "white", "timeControl": control })).await;
        let state = white.auth(&white_token).await.unwrap();
        let options = state["options"].clone();
        let mut current = state["current"].as_str().unwrap().to_string();
        for ply in 0..4 {
            let mv = legal("allmer", &options, &current)[0].clone();
            let mover = if ply % 2 == 0 { &mut white } else { &mut black };
            mover.play(&mv, ply).await.unwrap();
            current = await_move(mover, ply).await["position"].as_str().unwrap().to_string();
        }
        let (_, before) = Http::new(&base).get(&format!("/api/games/{id}")).await.unwrap();
        server.stop();

        let (server, base) = start(&url).await;
        let (status, after) = Http::new(&base).get(&format!("/api/games/{id}")).await.unwrap();
        assert_eq!(status, 200);
        assert_eq!(after["moves"], before["moves"]);
        assert_eq!(after["current"], before["current"]);
        assert_eq!(after["clock"]["running"], "white");
        assert_eq!(after["clock"]["black"], before["clock"]["black"], "the stopped clock kept its time");
        let white_left = after["clock"]["white"].as_i64().unwrap();
        assert!(white_left <= before["clock"]["white"].as_i64().unwrap() && white_left > 290_000, "{white_left}");
        let (mut white, _) = Socket::seat(&base, &id, &white_token).await.unwrap();
        let (mut black, _) = Socket::seat(&base, &id, &black_token).await.unwrap();
        let mv = legal("allmer", &options, &current)[0].clone();
        white.play(&mv, 4).await.unwrap();
        assert_eq!(await_move(&mut black, 4).await["ply"], 4);
        server.stop();
    }
}

#[tokio::test]
async fn the_computer_plays_a_game_to_its_end_through_the_protocol_alone() {
    let (server, base) = start(&sqlite_url()).await;
    for game in ["pyramida", "allmer"] {
        let http = Http::new(&base);
        let (_, created) = http.create(&json!({ "game": game, "seat": "white" })).await.unwrap();
        let id = created["id"].as_str().unwrap().to_string();
        let link = format!("{base}/#play/{id}");
        let (bot_base, bot_id) = pyramid_client::bot::parse_link(&link, None).unwrap();
        let bot = tokio::spawn(async move {
            pyramid_client::bot::play(&bot_base, &bot_id, None, pyramid_games::ai::Level::Easy, 5).await
        });
        let (mut white, mut state) = Socket::seat(&base, &id, created["token"].as_str().unwrap()).await.unwrap();
        // The bot may have joined before or after this socket took its seat.
        while state["status"] != "ongoing" {
            state = white.until("game").await.unwrap();
        }
        let mut rng = Rng(9);
        let (mut ply, mut current) = (0, state["current"].as_str().unwrap().to_string());
        let status = loop {
            let moves = legal(game, &state["options"], &current);
            white.play(&moves[rng.below(moves.len())], ply).await.unwrap();
            let mut m = await_move(&mut white, ply).await;
            ply += 1;
            while m["status"] == "ongoing" && m["turn"] == "black" {
                m = await_move(&mut white, ply).await;
                assert_eq!(m["by"], "black");
                ply += 1;
            }
            if m["status"] != "ongoing" {
                break m["status"].clone();
            }
            current = m["position"].as_str().unwrap().to_string();
        };
        assert_eq!(bot.await.unwrap().unwrap(), status.as_str().unwrap(), "{game}");
    }
    server.stop();
}
