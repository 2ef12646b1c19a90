//! `pyramid-server`: serves the site and the online protocol (README, "Online play").
#![forbid(unsafe_code)]

use pyramid_server::config::Config;

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("pyramid-server [--host H] [--port P] [--database URL] [--site DIR] [--trust-header NAME] [--origins LIST] [--grace-seconds N] [--creations-per-minute N] [--messages-per-second N] [--tables DIR]\n(or HOST, PORT, DATABASE_URL, PYRAMID_SITE, PYRAMID_TRUST_HEADER, PYRAMID_ORIGINS, PYRAMID_GRACE_SECONDS, PYRAMID_CREATIONS_PER_MINUTE, PYRAMID_MESSAGES_PER_SECOND, PYRAMID_TABLES; README, \"Online play\")");
        return;
    }
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
    match pyramid_server::start(config).await {
        Ok(server) => {
            eprintln!("pyramid-server: serving on http://{}/", server.address);
            let _ = tokio::signal::ctrl_c().await;
        }
        Err(e) => {
            eprintln!("pyramid-server: {e}");
            std::process::exit(1);
        }
    }
}
