//! The release build as the server sends it: precompressed where the client accepts it,
//! and revalidated every time, so the service worker alone decides when a build changes.

mod common;

use common::*;

#[tokio::test]
async fn files_are_sent_precompressed_and_never_cached_stale() {
    let dir = std::env::temp_dir().join(format!("pyramid-site-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>plain</title>").unwrap();
    std::fs::write(dir.join("index.html.gz"), b"gz-bytes").unwrap();
    std::fs::write(dir.join("index.html.br"), b"br-bytes").unwrap();
    std::fs::write(dir.join("sw.js"), "self.addEventListener('install', () => {});").unwrap();
    let mut config = config(&sqlite_url());
    config.site = Some(dir.clone());
    let (server, base) = start_with(config).await;
    let client = reqwest::Client::new();
    for (accept, body, encoding) in [
        ("br, gzip", "br-bytes", Some("br")),
        ("gzip", "gz-bytes", Some("gzip")),
        ("identity", "<!doctype html><title>plain</title>", None),
    ] {
        let r = client.get(format!("{base}/")).header("accept-encoding", accept).send().await.unwrap();
        assert_eq!(r.status(), 200);
        assert_eq!(r.headers().get("content-encoding").map(|v| v.to_str().unwrap()), encoding, "{accept}");
        assert_eq!(r.headers()["cache-control"], "no-cache");
        assert_eq!(r.text().await.unwrap(), body);
    }
    let r = client.get(format!("{base}/sw.js")).send().await.unwrap();
    assert_eq!(r.headers()["cache-control"], "no-cache");
    assert!(r.headers()["content-type"].to_str().unwrap().contains("javascript"));
    let r = client.get(format!("{base}/api/health")).send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(client.get(format!("{base}/nothing-here")).send().await.unwrap().status(), 404);
    server.stop();
}
