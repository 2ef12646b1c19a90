//! The abandoned-games rule: a game nobody joined within the waiting time is deleted;
//! games that were played, finished or not, are kept.

mod common;

use common::*;
use pyramid_server::client::Http;
use pyramid_server::room::now_ms;
use pyramid_server::store::Store;
use serde_json::json;

#[tokio::test]
async fn games_nobody_joined_are_deleted_and_played_games_kept() {
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
        // Nothing is old enough yet.
        assert_eq!(store.clean(now_ms(), 60_000).await.unwrap(), 0);
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
