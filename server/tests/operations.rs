//! Running the server in production: its metrics for Prometheus, and an online backup
//! of the SQLite file that a new server starts from.

mod common;

use common::*;
use pyramid_client::client::Http;
use serde_json::json;

#[tokio::test]
async fn metrics_count_sockets_moves_commits_and_refusals_on_their_own_address() {
    let mut config = config(&sqlite_url());
    config.metrics_listen = Some("127.0.0.1:0".into());
    let (server, base) = start_with(config).await;
    let (_, mut white, mut black, _, _) = pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
    white.play("d1-e2", 0).await.unwrap();
    await_move(&mut black, 0).await;
    black.play("a1-a9", 1).await.unwrap();
    assert_eq!(black.until("error").await.unwrap()["code"], "illegal-move");
    assert_eq!(Http::new(&base).get("/api/nothing").await.unwrap().0, 404);
    assert_eq!(reqwest::get(format!("{base}/metrics")).await.unwrap().status(), 404, "not on the public port");
    let metrics = server.metrics_address.expect("the metrics' address");
    let text = reqwest::get(format!("http://{metrics}/metrics")).await.unwrap().text().await.unwrap();
    for line in [
        "pyramid_sockets 2",
        "pyramid_rooms 1",
        "pyramid_moves_total 1",
        "pyramid_refusals_total{code=\"illegal-move\"} 1",
        "pyramid_refusals_total{code=\"not-found\"} 1",
    ] {
        assert!(text.lines().any(|l| l == line), "no line '{line}' in\n{text}");
    }
    let commits = text.lines().find(|l| l.starts_with("pyramid_commit_seconds_count")).unwrap();
    assert!(commits.rsplit(' ').next().unwrap().parse::<u64>().unwrap() >= 2, "{commits}");
    // The process, the requests by route, the database, the sign-ins.
    let value = |prefix: &str| -> f64 {
        let line = text.lines().find(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("no {prefix} in\n{text}"));
        line.rsplit(' ').next().unwrap().parse().unwrap()
    };
    assert!(value("process_resident_memory_bytes ") > 1e6);
    assert!(value("process_open_fds ") > 3.0);
    assert!(value("process_cpu_seconds_total ") > 0.0);
    assert!(value("process_start_time_seconds ") > 1.7e9);
    let created = "pyramid_http_request_seconds_count{route=\"/api/games\",method=\"POST\",status=\"2xx\"} ";
    assert!(value(created) >= 1.0, "the game's creation, by its route");
    assert!(value("pyramid_http_request_seconds_count{route=\"/api/{*rest}\",method=\"GET\",status=\"4xx\"} ") >= 1.0);
    assert!(
        value("pyramid_db_connections{state=\"idle\"} ") + value("pyramid_db_connections{state=\"in_use\"} ") >= 1.0
    );
    assert_eq!(value("pyramid_db_saves_waiting "), 0.0);
    assert_eq!(value("pyramid_sign_in_failures_total "), 0.0);
    assert_eq!(value("pyramid_sign_in_locks_total "), 0.0);
    server.stop();
}

#[tokio::test]
async fn an_online_backup_of_the_sqlite_file_is_a_store_a_new_server_starts_from() {
    let url = sqlite_url();
    let (server, base) = start(&url).await;
    let (id, mut white, mut black, _, _) = pair(&base, json!({ "game": "pyramida", "seat": "white" })).await;
    white.play("d1-e2", 0).await.unwrap();
    await_move(&mut black, 0).await;
    // Taken by the command line while the server runs and its players stay connected.
    let copy = std::env::temp_dir().join(format!("pyramid-backup-{}-{id}.sqlite3", std::process::id()));
    let _ = std::fs::remove_file(&copy);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pyramid-server"))
        .args(["backup", copy.to_str().unwrap(), "--database", &url])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // The game goes on after the copy; the copy has what was stored when it was taken.
    let (_, state) = Http::new(&base).get(&format!("/api/games/{id}")).await.unwrap();
    let reply = legal("pyramida", &state["options"], state["current"].as_str().unwrap())[0].clone();
    black.play(&reply, 1).await.unwrap();
    await_move(&mut white, 1).await;
    server.stop();
    let (restored, base) = start(&format!("sqlite:{}", copy.display())).await;
    let (status, state) = Http::new(&base).get(&format!("/api/games/{id}")).await.unwrap();
    assert_eq!((status, state["moves"].clone()), (200, json!(["d1-e2"])));
    restored.stop();
    // A backup to a file that exists is refused: nothing is overwritten.
    let again = std::process::Command::new(env!("CARGO_BIN_EXE_pyramid-server"))
        .args(["backup", copy.to_str().unwrap(), "--database", &url])
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("exists"));
}
