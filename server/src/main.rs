//! `pyramid-server`: serves the site and the online protocol (docs/server.md, docs/protocol.md).
#![forbid(unsafe_code)]

use pyramid_server::config::Config;

/// How long a stop may take: within 10 s of SIGTERM the process is gone.
const DRAIN: std::time::Duration = std::time::Duration::from_secs(8);

/// SIGTERM (a service manager's stop, a rolling restart) or Ctrl-C.
async fn stop_signal() {
    let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
        Ok(term) => term,
        Err(_) => {
            let _ = tokio::signal::ctrl_c().await;
            return;
        }
    };
    tokio::select! {
        _ = term.recv() => {}
        _ = tokio::signal::ctrl_c() => {}
    }
}

#[tokio::main]
async fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let backup = (args.first().map(String::as_str) == Some("backup")).then(|| {
        args.remove(0);
        (!args.is_empty()).then(|| args.remove(0))
    });
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("pyramid-server backup FILE [--database URL]: an online copy of the SQLite store");
        println!("pyramid-server [--host H] [--port P] [--database URL] [--site DIR] [--trust-header NAME] [--origins LIST] [--grace-seconds N (at least 20)] [--creations-per-minute N] [--joins-per-minute N] [--sockets-per-address N] [--heartbeat-ms N] [--messages-per-second N] [--tables DIR] [--public-origin URL] [--signups-per-hour N] [--reads-per-minute N] [--metrics-listen ADDR]\n(or HOST, PORT, DATABASE_URL, PYRAMID_SITE, PYRAMID_TRUST_HEADER, PYRAMID_ORIGINS, PYRAMID_GRACE_SECONDS, PYRAMID_CREATIONS_PER_MINUTE, PYRAMID_JOINS_PER_MINUTE, PYRAMID_SOCKETS_PER_ADDRESS, PYRAMID_HEARTBEAT_MS, PYRAMID_MESSAGES_PER_SECOND, PYRAMID_TABLES, PYRAMID_PUBLIC_ORIGIN, PYRAMID_SIGNUPS_PER_HOUR, PYRAMID_READS_PER_MINUTE, PYRAMID_METRICS_LISTEN; RUST_LOG for the logs; docs/server.md, \"Settings\")");
        return;
    }
    // Structured logs on stderr, one line an event; RUST_LOG sets what is written.
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).with_ansi(false).init();
    let config = match Config::from_env_and_args(&args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("pyramid-server: {e}");
            std::process::exit(2);
        }
    };
    if let Some(path) = config.database_url.strip_prefix("sqlite:") {
        if let Some(dir) = std::path::Path::new(path.split('?').next().unwrap_or(path)).parent() {
            if !dir.as_os_str().is_empty() {
                let _ = std::fs::create_dir_all(dir);
            }
        }
    }
    if let Some(path) = backup {
        let Some(path) = path else {
            eprintln!("pyramid-server: backup needs the file to write (pyramid-server backup FILE)");
            std::process::exit(2);
        };
        let done = async {
            let store = pyramid_server::store::Store::open(&config.database_url).await?;
            store.backup(std::path::Path::new(&path)).await
        };
        if let Err(e) = done.await {
            eprintln!("pyramid-server: backup: {e}");
            std::process::exit(1);
        }
        eprintln!("pyramid-server: backed up {} to {path}", pyramid_server::store::redact(&config.database_url));
        return;
    }
    match pyramid_server::start(config).await {
        Ok(server) => {
            eprintln!("pyramid-server: serving on http://{}/", server.address);
            stop_signal().await;
            tracing::info!("stopping: sockets told to reconnect, requests under way finished");
            server.drain(DRAIN).await;
            tracing::info!("stopped");
        }
        Err(e) => {
            eprintln!("pyramid-server: {e}");
            std::process::exit(1);
        }
    }
}
