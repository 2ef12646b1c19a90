//! Starting a server: the store, the routes and the background tasks.

use crate::{bus, config, http, hub, limits, live, protocol, room, site, store, tablebase, token, upkeep};
use axum::routing::{get, post};
use axum::serve::ListenerExt;
use axum::Router;
use config::Config;
use hub::Hub;
use room::{now_ms, Context};
use std::net::SocketAddr;
use std::sync::Arc;
use store::{Backend, Store};

/// The kernel's send buffer of each connection (bytes; Linux doubles it).
const SEND_BUFFER: usize = 64 * 1024;
/// The most a socket's writer buffers beyond the kernel before the client counts as
/// not reading.
pub const WRITE_BUFFER_MAX: usize = 64 * 1024;

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
    store.heartbeat(&server_id, now, config.heartbeat_ms * 3).await.map_err(|e| e.to_string())?;
    let ctx = Arc::new(Context {
        store: store.clone(),
        server_id: server_id.clone(),
        grace: live::Grace { ms: config.grace_ms },
        started_ms: now,
        messages_per_second: config.messages_per_second,
        send_timeout: std::time::Duration::from_millis(config.send_timeout_ms),
    });
    let hub = Arc::new(Hub::new(ctx));
    let api = Arc::new(http::Api {
        hub: hub.clone(),
        creations: limits::PerMinute::new(config.creations_per_minute),
        joins: limits::PerMinute::new(config.joins_per_minute),
        sockets: limits::Sockets::new(config.sockets_per_address),
        trust_header: config.trust_header.clone(),
        allowed_origins: config.allowed_origins.clone(),
    });
    let mut app = Router::new()
        .route("/api/health", get(http::health))
        .route("/api/games", post(http::create).get(http::list))
        .route("/api/games/{id}", get(http::get))
        .route("/api/games/{id}/join", post(http::join))
        .route("/api/games/{id}/socket", get(http::socket))
        .route("/api/{*rest}", axum::routing::any(http::no_such_request))
        .with_state(api);
    let tables = Arc::new(tablebase::Tables::open(config.tables.as_deref())?);
    app = app.merge(
        Router::new()
            .route("/api/tablebase", get(tablebase::settings))
            .route("/api/tablebase/{game}", get(tablebase::answer))
            .with_state(tables),
    );
    // Every refusal of the protocol's requests is its JSON error, axum's own included.
    app = app.layer(axum::middleware::from_fn(http::json_refusals));
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
    // No Nagle: moves are small frames that must leave at once. A bounded send buffer:
    // what a client that does not read can make the kernel hold for it.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
        let _ = socket2::SockRef::from(&*tcp).set_send_buffer_size(SEND_BUFFER);
    });
    let mut tasks = vec![tokio::spawn(async move {
        let service = app.into_make_service_with_connect_info::<SocketAddr>();
        if let Err(e) = axum::serve(listener, service).await {
            eprintln!("pyramid-server: {e}");
        }
    })];
    tasks.push(tokio::spawn(upkeep::flags(hub.clone())));
    tasks.push(tokio::spawn(upkeep::heartbeat(hub.clone(), config.heartbeat_ms, config.waiting_ms)));
    tasks.push(tokio::spawn(upkeep::checkpoints(store.clone())));
    if store.backend == Backend::Postgres {
        tasks.push(tokio::spawn(bus::listen(store.url.clone(), hub.clone())));
    }
    Ok(Server { address, hub, tasks })
}

/// Re-exported for the fuzz target and clients: parsing a client's message.
pub use protocol::parse;
