//! Starting a server: the store, the routes and the background tasks.

use crate::{bus, config, http, hub, limits, live, protocol, room, site, store, tablebase, token};
use axum::routing::{get, post};
use axum::serve::ListenerExt;
use axum::Router;
use config::Config;
use hub::Hub;
use room::{now_ms, Context};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use store::{Backend, Store};

/// How often clocks are checked for a fallen flag (a flag ends the game within a second).
const FLAG_CHECK: Duration = Duration::from_millis(400);
/// How often a process says it is alive; one silent for three of these leaves presence.
const HEARTBEAT: Duration = Duration::from_secs(5);
/// How often abandoned games are cleaned up.
const CLEANING: Duration = Duration::from_secs(600);

/// A running server.
pub struct Server {
    pub address: SocketAddr,
    pub hub: Arc<Hub>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Server {
    /// Stops serving (for tests: as if the process ended).
    pub fn stop(self) {
        for task in self.tasks {
            task.abort();
        }
    }
}

/// Opens the store, binds `config.host:config.port` (0: any free port) and serves.
pub async fn start(config: Config) -> Result<Server, String> {
    let store = Store::open(&config.database_url).await?;
    let server_id = token::new_id();
    let now = now_ms();
    if store.backend == Backend::Sqlite {
        store.forget_presence().await.map_err(|e| e.to_string())?;
    }
    store.heartbeat(&server_id, now, HEARTBEAT.as_millis() as i64 * 3).await.map_err(|e| e.to_string())?;
    let ctx = Arc::new(Context {
        store: store.clone(),
        server_id: server_id.clone(),
        grace: live::Grace { ms: config.grace_ms },
        started_ms: now,
        messages_per_second: config.messages_per_second,
    });
    let hub = Arc::new(Hub::new(ctx));
    let api = Arc::new(http::Api {
        hub: hub.clone(),
        creations: limits::Creations::new(config.creations_per_minute),
        trust_header: config.trust_header.clone(),
        allowed_origins: config.allowed_origins.clone(),
    });
    let mut app = Router::new()
        .route("/api/health", get(http::health))
        .route("/api/games", post(http::create).get(http::list))
        .route("/api/games/{id}", get(http::get))
        .route("/api/games/{id}/join", post(http::join))
        .route("/api/games/{id}/socket", get(http::socket))
        .with_state(api);
    let tables = Arc::new(tablebase::Tables::open(config.tables.as_deref())?);
    app = app.merge(
        Router::new()
            .route("/api/tablebase", get(tablebase::settings))
            .route("/api/tablebase/{game}", get(tablebase::answer))
            .with_state(tables),
    );
    match &config.site {
        Some(dir) if dir.is_dir() => app = app.merge(site::routes(dir)),
        Some(dir) => eprintln!(
            "pyramid-server: no build at {} (run trunk build --release): serving the protocol only",
            dir.display()
        ),
        None => {}
    }
    let listener = tokio::net::TcpListener::bind((config.host.as_str(), config.port))
        .await
        .map_err(|e| format!("cannot listen on {}:{}: {e}", config.host, config.port))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    // No Nagle: moves are small frames that must leave at once.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let mut tasks = vec![tokio::spawn(async move {
        let service = app.into_make_service_with_connect_info::<SocketAddr>();
        if let Err(e) = axum::serve(listener, service).await {
            eprintln!("pyramid-server: {e}");
        }
    })];
    tasks.push(tokio::spawn(flags(hub.clone())));
    tasks.push(tokio::spawn(upkeep(store.clone(), server_id, config.waiting_ms)));
    tasks.push(tokio::spawn(checkpoints(store.clone())));
    if store.backend == Backend::Postgres {
        tasks.push(tokio::spawn(bus::listen(store.url.clone(), hub.clone())));
    }
    Ok(Server { address, hub, tasks })
}

/// Ends every game whose running clock reached zero, in any process's games.
async fn flags(hub: Arc<Hub>) {
    let mut tick = tokio::time::interval(FLAG_CHECK);
    loop {
        tick.tick().await;
        let Ok(ids) = hub.ctx.store.flagged(now_ms()).await else { continue };
        for id in ids {
            if let Ok(room) = hub.room(&id).await {
                if let Err(e) = room.flag().await {
                    eprintln!("pyramid-server: flag in {id}: {e}");
                }
            }
        }
    }
}

/// SQLite's checkpoints, in the background every second.
async fn checkpoints(store: Store) {
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tick.tick().await;
        if let Err(e) = store.checkpoint().await {
            eprintln!("pyramid-server: checkpoint: {e}");
        }
    }
}

async fn upkeep(store: Store, server_id: String, waiting_ms: i64) {
    let mut beat = tokio::time::interval(HEARTBEAT);
    let mut last_clean = 0;
    loop {
        beat.tick().await;
        let now = now_ms();
        if let Err(e) = store.heartbeat(&server_id, now, HEARTBEAT.as_millis() as i64 * 3).await {
            eprintln!("pyramid-server: heartbeat: {e}");
        }
        if now - last_clean >= CLEANING.as_millis() as i64 {
            last_clean = now;
            match store.clean(now, waiting_ms).await {
                Ok(0) => {}
                Ok(n) => eprintln!("pyramid-server: deleted {n} games nobody joined"),
                Err(e) => eprintln!("pyramid-server: cleaning: {e}"),
            }
        }
    }
}

/// Re-exported for the fuzz target and clients: parsing a client's message.
pub use protocol::parse;
