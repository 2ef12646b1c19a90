//! Starting a server: the store, the routes and the background tasks.

use crate::{
    accounts, bus, config, edge, http, hub, lichess, limits, live, openapi, pairing, protocol, room, site, store,
    tablebase, token, tournaments, upkeep,
};
use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;
use config::Config;
use hub::Hub;
use room::{now_ms, Context};
use std::net::SocketAddr;
use std::sync::Arc;
use store::{Backend, Store};
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The kernel's send buffer of each connection (bytes; Linux doubles it).
const SEND_BUFFER: usize = 64 * 1024;
/// The most a socket's writer buffers beyond the kernel before the client counts as
/// not reading.
pub const WRITE_BUFFER_MAX: usize = 64 * 1024;

/// A running server.
pub struct Server {
    pub address: SocketAddr,
    /// Where `/metrics` is served, when it is.
    pub metrics_address: Option<SocketAddr>,
    pub hub: Arc<Hub>,
    /// The HTTP server, which stops accepting when `shutdown` turns true.
    http: tokio::task::JoinHandle<()>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
    shutdown: tokio::sync::watch::Sender<bool>,
}

impl Server {
    /// Stops serving at once (for tests: as if the process ended).
    pub fn stop(self) {
        self.http.abort();
        for task in self.tasks {
            task.abort();
        }
    }

    /// Stops serving gently, within `within`: no new connection is accepted, every socket
    /// is told to reconnect (close code 1012) once the request it is handling is stored
    /// and sent, the requests under way are answered, then the background tasks stop.
    /// Nothing acknowledged is lost: a move is acknowledged only once committed.
    pub async fn drain(self, within: std::time::Duration) {
        let deadline = tokio::time::Instant::now() + within;
        let _ = self.shutdown.send(true);
        let metrics = self.hub.ctx.metrics.clone();
        while metrics.sockets.get() > 0 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        let _ = tokio::time::timeout_at(deadline, self.http).await;
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
    let (shutdown, stopping) = tokio::sync::watch::channel(false);
    let ctx = Arc::new(Context {
        store: store.clone(),
        server_id: server_id.clone(),
        grace: live::Grace { ms: config.grace_ms },
        started_ms: now,
        messages_per_second: config.messages_per_second,
        send_timeout: std::time::Duration::from_millis(config.send_timeout_ms),
        metrics: Default::default(),
        shutdown: stopping.clone(),
        finished: tokio::sync::broadcast::channel(1024).0,
        streams: Default::default(),
    });
    let hub = Arc::new(Hub::new(ctx));
    let listener = tokio::net::TcpListener::bind((config.host.as_str(), config.port))
        .await
        .map_err(|e| format!("cannot listen on {}:{}: {e}", config.host, config.port))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    let edge = edge::Edge::new(&config, address);
    if edge.public.is_none() && edge.hosts.is_empty() {
        tracing::warn!(
            "no public origin set (--public-origin): every Host is served, and passkeys take theirs from the request"
        );
    }
    let api = Arc::new(http::Api {
        house_key: config.house_key.clone(),
        hub: hub.clone(),
        creations: limits::PerMinute::new(config.creations_per_minute),
        joins: limits::PerMinute::new(config.joins_per_minute),
        sockets: limits::Sockets::new(config.sockets_per_address),
        edge,
        hasher: Default::default(),
        seek_lifetime_ms: config.seek_lifetime_ms,
        signups_per_hour: config.signups_per_hour,
        hourly_arena_minutes: config.hourly_arena_minutes,
    });
    let protocol = OpenApiRouter::with_openapi(openapi::Document::openapi())
        .routes(routes!(http::health))
        .routes(routes!(http::create, http::list))
        .routes(routes!(http::get))
        .routes(routes!(http::join))
        .routes(routes!(http::socket))
        .routes(routes!(accounts::sign_up, lichess::users::account, accounts::delete_account))
        .routes(routes!(accounts::sign_in, accounts::session, accounts::sign_out))
        .routes(routes!(accounts::profiles::leaderboard))
        .routes(routes!(accounts::profiles::player))
        .routes(routes!(accounts::change_password))
        .routes(routes!(accounts::sign_out_everywhere, accounts::sessions::list))
        .routes(routes!(accounts::sessions::end))
        .routes(routes!(accounts::passkeys::begin_adding, accounts::passkeys::list))
        .routes(routes!(accounts::passkeys::remove))
        .routes(routes!(accounts::passkeys::finish_adding))
        .routes(routes!(accounts::passkeys::begin_signing_in))
        .routes(routes!(accounts::passkeys::finish_signing_in))
        .routes(routes!(pairing::create))
        .routes(routes!(pairing::get, pairing::cancel))
        .routes(routes!(lichess::house::take));
    let (protocol, document) = lichess::routes(protocol)
        .route("/api/{*rest}", axum::routing::any(http::no_such_request))
        .route_layer(axum::middleware::from_fn_with_state(api.clone(), http::observe))
        .with_state(api.clone())
        .merge(
            OpenApiRouter::new()
                .routes(routes!(tablebase::settings))
                .routes(routes!(tablebase::answer))
                .with_state(Arc::new(tablebase::Tables::open(config.tables.as_deref())?)),
        )
        .split_for_parts();
    // The document, made once: what `GET /api/openapi.json` answers.
    let document: Arc<str> = openapi::finish(document)?.into();
    let mut app = protocol.route("/api/openapi.json", get(move || async move { openapi::answer(&document) }));
    // Every refusal of the protocol's requests is its JSON error, axum's own included.
    app = app.layer(axum::middleware::from_fn_with_state(api.clone(), http::json_refusals));
    match &config.site {
        Some(dir) if dir.is_dir() => app = app.merge(site::routes(dir)),
        Some(dir) => tracing::warn!(
            site = %dir.display(),
            "no build there (run trunk build --release): serving the protocol only"
        ),
        None => {}
    }
    // The edge's checks and headers, for every request: the protocol's and the site's.
    app = app.layer(axum::middleware::from_fn_with_state(api.clone(), edge::guard));
    // No Nagle: moves are small frames that must leave at once. A bounded send buffer:
    // what a client that does not read can make the kernel hold for it.
    let listener = listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
        let _ = socket2::SockRef::from(&*tcp).set_send_buffer_size(SEND_BUFFER);
    });
    let mut stop_accepting = stopping;
    let http = tokio::spawn(async move {
        let service = app.into_make_service_with_connect_info::<SocketAddr>();
        let stopped = async move {
            let _ = stop_accepting.wait_for(|stop| *stop).await;
        };
        if let Err(e) = axum::serve(listener, service).with_graceful_shutdown(stopped).await {
            tracing::error!(error = %e, "the HTTP server stopped");
        }
    });
    let mut tasks = vec![tokio::spawn(upkeep::flags(hub.clone()))];
    tasks.push(tokio::spawn(lichess::events::announce_finished(hub.clone())));
    tasks.push(tokio::spawn(lichess::house::offer_waiting_seeks(api.clone())));
    tasks.push(tokio::spawn(tournaments::run::arenas(api.clone())));
    let mut metrics_address = None;
    if let Some(at) = &config.metrics_listen {
        // The metrics on an address of their own (a private one), never on the public port.
        let metrics = tokio::net::TcpListener::bind(at.as_str())
            .await
            .map_err(|e| format!("cannot listen for the metrics on {at}: {e}"))?;
        metrics_address = metrics.local_addr().ok();
        let routes = Router::new().route("/metrics", get(http::metrics)).with_state(api.clone());
        tasks.push(tokio::spawn(async move {
            if let Err(e) = axum::serve(metrics, routes).await {
                tracing::error!(error = %e, "the metrics server stopped");
            }
        }));
    }
    tasks.push(tokio::spawn(upkeep::heartbeat(hub.clone(), config.heartbeat_ms, config.waiting_ms)));
    tasks.push(tokio::spawn(upkeep::checkpoints(store.clone())));
    if store.backend == Backend::Postgres {
        tasks.push(tokio::spawn(bus::listen(store.url.clone(), hub.clone())));
    }
    Ok(Server { address, metrics_address, hub, http, tasks, shutdown })
}

/// Re-exported for the fuzz target and clients: parsing a client's message.
pub use protocol::parse;
