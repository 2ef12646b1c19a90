//! The abandoned-games rule: a game nobody joined within the waiting time is deleted;
//! games that were played, finished or not, are kept.

mod common;

use common::*;
use pyramid_client::client::Http;
use pyramid_server::room::now_ms;
use pyramid_server::store::Store;
use serde_json::json;

/// The rules clean the whole store: the tests of this file take turns, so that one's
/// cleaning never takes the other's games.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

#[tokio::test]
async fn games_nobody_joined_are_deleted_and_played_games_kept() {
    let _turn = ONE_AT_A_TIME.lock().await;
    for url in databases() {
        let (server, base) = start(&url).await;
        let http = Http::new(&base);
        let (_, waiting) = http.create(&json!({ "game": "pyramida", "open": true })).await.unwrap();
        let waiting = waiting["id"].as_str().unwrap().to_string();
        let (played, mut white, mut black, _, _) = pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
        white.play("d1-e2", 0).await.unwrap();
        await_move(&mut black, 0).await;
        white.send(&json!({ "type": "resign" })).await.unwrap();
        black.until("end").await.unwrap();
        let (ongoing, _, _, _, _) = pair(&base, json!({ "game": "chase" })).await;
        let store = Store::open(&url).await.unwrap();
        // Nothing of this test is old enough yet.
        store.clean(now_ms(), 60_000).await.unwrap();
        assert_eq!(http.get(&format!("/api/games/{waiting}")).await.unwrap().0, 200);
        // A day later (a waiting time of 0 stands for it).
        assert!(store.clean(now_ms() + 1, 0).await.unwrap() >= 1);
        assert!(store.load(&waiting).await.unwrap().is_none());
        for kept in [&played, &ongoing] {
            assert!(store.load(kept).await.unwrap().is_some(), "{kept}");
        }
        assert_eq!(store.load(&played).await.unwrap().unwrap().moves, vec!["d1-e2".to_string()]);
        server.stop();
    }
}

/// A game played to ply `plies` by two sockets, which then close.
async fn left_after(base: &str, request: serde_json::Value, plies: usize) -> String {
    let (id, mut white, mut black, _, _) = pair(base, request).await;
    let (_, state) = Http::new(base).get(&format!("/api/games/{id}")).await.unwrap();
    let options = state["options"].clone();
    let game = state["game"].as_str().unwrap().to_string();
    play_out(&game, &options, &mut white, &mut black, &mut [], &state, 1, plies).await;
    // A watcher sees both players leave: then the server counts them gone.
    let mut watcher = pyramid_client::client::Socket::connect(base, &id, None).await.unwrap();
    white.close().await;
    black.close().await;
    loop {
        let m = watcher.until("presence").await.unwrap();
        if m["white"] == false && m["black"] == false {
            break;
        }
    }
    watcher.close().await;
    id
}

#[tokio::test]
async fn abandoned_games_end_by_the_rule_and_the_rest_go_on() {
    use pyramid_server::upkeep::{clean, flag_due, ABANDONED_MS};
    let _turn = ONE_AT_A_TIME.lock().await;
    for url in databases() {
        let (server, base) = start(&url).await;
        let both_moved = left_after(&base, json!({ "game": "pyramida", "seat": "white" }), 2).await;
        let one_moved = left_after(&base, json!({ "game": "pyramida", "seat": "white" }), 1).await;
        let days =
            left_after(&base, json!({ "game": "pyramida", "seat": "white", "timeControl": { "days": 1 } }), 1).await;
        // A game whose player is still there is never ended by the rule.
        let (kept, mut white, mut black, _, _) = pair(&base, json!({ "game": "allmer", "seat": "white" })).await;
        let (_, state) = Http::new(&base).get(&format!("/api/games/{kept}")).await.unwrap();
        play_out("allmer", &state["options"], &mut white, &mut black, &mut [], &state, 2, 2).await;
        black.close().await;
        let store = Store::open(&url).await.unwrap();
        let status = |id: String| {
            let store = store.clone();
            async move {
                let s = store.load(&id).await.unwrap().unwrap();
                (s.status.as_str().to_string(), s.reason.map(|r| r.as_str().to_string()))
            }
        };
        // Nothing yet: a day has not passed.
        clean(&server.hub, now_ms(), 60_000).await.unwrap();
        assert_eq!(status(both_moved.clone()).await.0, "ongoing");
        let later = now_ms() + ABANDONED_MS + 1;
        clean(&server.hub, later, 60_000).await.unwrap();
        let draw = ("draw".to_string(), Some("abandon".to_string()));
        assert_eq!(status(both_moved.clone()).await, draw);
        assert_eq!(status(one_moved.clone()).await, ("aborted".to_string(), Some("abort".to_string())));
        assert_eq!(status(kept.clone()).await, ("ongoing".to_string(), None));
        // A correspondence game is the clock's: past its day, it ends on time.
        assert_eq!(status(days.clone()).await.0, "ongoing");
        assert!(flag_due(&server.hub, now_ms() + 2 * 86_400_000).await.unwrap() >= 1);
        assert_eq!(status(days.clone()).await, ("white wins".to_string(), Some("timeout".to_string())));
        // The player still there was not disturbed: the game goes on.
        white.send(&json!({ "type": "draw" })).await.unwrap();
        assert_eq!(white.until("offer").await.unwrap()["what"], "draw");
        server.stop();
    }
}
