//! The protocol's HTTP requests: create, join, read a game, list games; and the socket's
//! door (origin check, frame limits).

use crate::clock::{color, Clock};
use crate::hub::Hub;
use crate::limits::{PerMinute, Sockets};
use crate::protocol::{
    Code, CreateRequest, Created, GameList, GameView, Health, Joined, OptionMap, Refusal, SeatChoice, MAX_FRAME,
};
use crate::room::now_ms;
use crate::state::{full_options, GameState, Status};
use crate::store::unavailable;
use crate::token;
use axum::body::{to_bytes, Body};
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use pyramid_games::{Options, Side};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

pub struct Api {
    /// The secret that signs up a house bot's name (config `house_key`).
    pub house_key: Option<String>,
    pub hub: Arc<Hub>,
    pub creations: PerMinute,
    pub joins: PerMinute,
    pub sockets: Arc<Sockets>,
    /// Who this server is to the outside, and the checks of every request.
    pub edge: crate::edge::Edge,
    /// The line of password hashes.
    pub hasher: crate::accounts::password::Hasher,
    /// A seek nobody asked about for this long is gone.
    pub seek_lifetime_ms: i64,
    /// Sign-ups one address may make in an hour.
    pub signups_per_hour: u32,
    /// Minutes each hourly arena lasts (0: none).
    pub hourly_arena_minutes: u32,
}

fn bad(message: impl Into<String>) -> Refusal {
    Refusal::new(Code::BadMessage, message)
}

fn too_large() -> Refusal {
    Refusal::new(Code::TooLarge, format!("a request body may have at most {MAX_FRAME} bytes"))
}

/// The client's address (its network, for the limits), by the edge's rules.
pub(crate) fn client_address(api: &Api, headers: &HeaderMap, peer: SocketAddr) -> IpAddr {
    api.edge.client_address(headers, peer)
}

/// `POST /api/games`.
#[utoipa::path(
    post,
    path = "/api/games",
    tag = "games",
    summary = "Creates a game and takes a seat in it",
    request_body = crate::protocol::CreateRequest,
    responses(
        (status = 201, description = "Done", body = crate::protocol::Created),
        crate::openapi::Refused,
    ),
    security((), ("session" = [])),
)]
pub async fn create(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<(StatusCode, Json<Created>), Refusal> {
    let bytes = to_bytes(body, MAX_FRAME).await.map_err(|_| too_large())?;
    let request = CreateRequest::parse(&bytes)?;
    let now = now_ms();
    let (mut state, token) = new_game(&request, now)?;
    // Made with a session: the seat is that account's.
    let player = crate::accounts::session_account(&api, &headers).await?.map(|a| a.player());
    if state.rated && player.is_none() {
        return Err(Refusal::new(Code::Unauthorized, "a rated game is created signed in"));
    }
    let seat = if state.seats[0].is_some() { Side::White } else { Side::Black };
    state.seat_player(seat, player.as_ref());
    if !api.creations.allow(client_address(&api, &headers, peer), now) {
        return Err(Refusal::new(Code::RateLimited, "too many games created from this address: wait a minute"));
    }
    api.hub.ctx.store.create(&state, now).await.map_err(unavailable)?;
    Ok((StatusCode::CREATED, Json(Created { id: state.id, seat: color(seat), token })))
}

/// A new game from a create request, checked by the engine, and its creator's token.
pub fn new_game(request: &CreateRequest, now: i64) -> Result<(GameState, String), Refusal> {
    let game = request.game.as_str();
    let mut given = Options::new();
    for (k, v) in request.options.iter().flat_map(OptionMap::iter) {
        given.set(k, v);
    }
    let options = full_options(game, &given).map_err(bad)?;
    let session = pyramid_games::open(game, &given, request.position.as_deref()).map_err(|e| bad(e.to_string()))?;
    if session.end().is_some() {
        return Err(bad("the position is already over"));
    }
    let side = match request.seat.unwrap_or_default() {
        SeatChoice::White => Side::White,
        SeatChoice::Black => Side::Black,
        SeatChoice::Random => {
            if token::new_token().as_bytes()[0].is_multiple_of(2) {
                Side::White
            } else {
                Side::Black
            }
        }
    };
    let control = request.time_control;
    let rated = request.rated.unwrap_or(false);
    if rated && request.position.is_some() {
        return Err(bad("a rated game starts from the standard position: leave 'position' out"));
    }
    if rated && control == crate::protocol::TimeControl::None {
        return Err(bad("a rated game has a clock or days per move: give 'timeControl'"));
    }
    let open = request.open.unwrap_or(false);
    let token = token::new_token();
    let mut seats = [None, None];
    seats[side.index()] = Some(token::hash(&token));
    let state = GameState {
        id: token::new_id(),
        game: game.to_string(),
        options,
        start: session.start_position(),
        control,
        open,
        status: Status::Waiting,
        reason: None,
        message: None,
        seats,
        players: [None, None],
        accounts: [None, None],
        rated,
        rating_change: None,
        offers: [None; 3],
        clock: Clock::new(control),
        version: 0,
        created_ms: now,
        joined_ms: None,
        rematch: None,
        rematch_of: None,
        tournament: None,
        berserkable: false,
        berserk: [false; 2],
        moves: Vec::new(),
    };
    Ok((state, token))
}

/// `POST /api/games/{id}/join`.
#[utoipa::path(
    post,
    path = "/api/games/{id}/join",
    tag = "games",
    summary = "Takes a game's free seat",
    params(
        ("id" = String, Path, description = "The game's id"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::Joined),
        crate::openapi::Refused,
    ),
    security((), ("session" = [])),
)]
pub async fn join(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<Joined>, Refusal> {
    if !api.joins.allow(client_address(&api, &headers, peer), now_ms()) {
        return Err(Refusal::new(Code::RateLimited, "too many joins from this address: wait a minute"));
    }
    let player = crate::accounts::session_account(&api, &headers).await?.map(|a| a.player());
    let room = api.hub.room(&id).await?;
    let (side, token) = room.join(player).await?;
    Ok(Json(Joined { seat: color(side), token }))
}

/// `GET /api/games/{id}`.
#[utoipa::path(
    get,
    path = "/api/games/{id}",
    tag = "games",
    summary = "A game's public state",
    params(
        ("id" = String, Path, description = "The game's id"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::GameView),
        crate::openapi::Refused,
    ),
)]
pub async fn get(State(api): State<Arc<Api>>, Path(id): Path<String>) -> Result<Json<GameView>, Refusal> {
    let room = api.hub.room(&id).await?;
    Ok(Json(room.public().await))
}

/// `GET /api/games?open=true` (games waiting for anyone), and an extension:
/// `?playing=true` (games being played, to watch).
#[utoipa::path(
    get,
    path = "/api/games",
    tag = "games",
    summary = "Games waiting for anyone (open=true) or being played (playing=true)",
    params(
        ("open" = Option<bool>, Query, description = "Games waiting for a second player"),
        ("playing" = Option<bool>, Query, description = "Games being played, to watch"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::GameList),
        crate::openapi::Refused,
    ),
)]
pub async fn list(
    State(api): State<Arc<Api>>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Json<GameList>, Refusal> {
    let status = match (query.get("open").map(String::as_str), query.get("playing").map(String::as_str)) {
        (Some("true"), _) => Status::Waiting,
        (_, Some("true")) => Status::Ongoing,
        _ => return Err(bad("ask for ?open=true or ?playing=true")),
    };
    // Only games created `open` are listed: a private game is found by its link alone.
    let ids = api.hub.ctx.store.list(status, 100).await.map_err(unavailable)?;
    Ok(Json(GameList { games: public_states(&api, ids).await? }))
}

/// The public states of games `ids`, in order (a game gone meanwhile is left out).
pub(crate) async fn public_states(api: &Api, ids: Vec<String>) -> Result<Vec<GameView>, Refusal> {
    let store = &api.hub.ctx.store;
    let mut games = Vec::new();
    for id in ids {
        // A room held here is read as it is; otherwise the store, without a room (and
        // without the rooms' lock).
        let state = match api.hub.loaded(&id).await {
            Some(room) => room.public().await,
            None => {
                let Some(stored) = store.load(&id).await.map_err(unavailable)? else { continue };
                let Ok(session) = stored.replay() else { continue };
                stored.public(session.as_ref(), now_ms())
            }
        };
        games.push(state);
    }
    Ok(games)
}

/// `GET /api/games/{id}/socket`.
#[utoipa::path(
    get,
    path = "/api/games/{id}/socket",
    tag = "games",
    summary = "The game's WebSocket (its messages: docs/protocol.md)",
    description = "Upgrades to a WebSocket; the first message of a player is its seat's token, a spectator sends none.",
    params(
        ("id" = String, Path, description = "The game's id"),
    ),
    responses(
        (status = 101, description = "Done"),
        crate::openapi::Refused,
    ),
)]
pub async fn socket(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let origin = headers.get("origin").and_then(|v| v.to_str().ok());
    if !api.edge.origin_allowed(origin, &headers) {
        let refusal = Refusal::new(Code::NotAllowed, "a socket from another site's page is refused");
        return (StatusCode::FORBIDDEN, Json(refusal.body())).into_response();
    }
    let Some(place) = api.sockets.enter(client_address(&api, &headers, peer)) else {
        return Refusal::new(Code::RateLimited, "too many sockets open from this address").into_response();
    };
    let room = match api.hub.room(&id).await {
        Ok(room) => room,
        Err(refusal) => return refusal.into_response(),
    };
    let hub = api.hub.clone();
    upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        // Small buffers: tungstenite's defaults (128 KiB to read) would be most of a
        // connection's memory, for frames of at most 4 KiB.
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024)
        .max_write_buffer_size(crate::WRITE_BUFFER_MAX)
        .on_upgrade(move |ws| crate::socket::run(ws, room, hub, place))
}

/// Any other request under `/api/`.
pub async fn no_such_request(method: axum::http::Method, uri: axum::http::Uri) -> Refusal {
    Refusal::new(Code::NotFound, format!("no request {method} {}", uri.path()))
}

/// Turns a refusal that is not the protocol's JSON error (axum's own rejections: a bad
/// path or query, a missing upgrade header, a wrong method) into one, keeping its status.
pub async fn json_refusals(
    State(api_state): State<Arc<Api>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let api = request.uri().path().starts_with("/api/");
    let response = next.run(request).await;
    let status = response.status();
    if let Some(code) = response.extensions().get::<Code>() {
        api_state.hub.ctx.metrics.refused(code.as_str());
        return response;
    }
    let json = response
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !api || json || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let code = match status.as_u16() {
        401 => Code::Unauthorized,
        404 => Code::NotFound,
        405 => Code::NotAllowed,
        413 => Code::TooLarge,
        429 => Code::RateLimited,
        500.. => Code::ServerError,
        _ => Code::BadMessage,
    };
    let text = to_bytes(response.into_body(), 4096).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&text);
    let message = if text.trim().is_empty() { status.canonical_reason().unwrap_or("refused") } else { text.trim() };
    api_state.hub.ctx.metrics.refused(code.as_str());
    (status, Json(Refusal::new(code, message).body())).into_response()
}

/// `GET /metrics`: the process's metrics for Prometheus.
pub async fn metrics(State(api): State<Arc<Api>>) -> impl IntoResponse {
    let content_type = "application/openmetrics-text; version=1.0.0; charset=utf-8";
    let (in_use, idle, waiting) = api.hub.ctx.store.figures();
    let metrics = &api.hub.ctx.metrics;
    metrics.refresh(in_use, idle, waiting);
    ([(axum::http::header::CONTENT_TYPE, content_type)], metrics.render())
}

/// Counts each request to the protocol by its route (as routed: `/api/games/{id}`), its
/// method and its status, with its seconds.
pub async fn observe(
    State(api): State<Arc<Api>>,
    route: Option<axum::extract::MatchedPath>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let method = request.method().clone();
    let started = std::time::Instant::now();
    let response = next.run(request).await;
    let route = route.as_ref().map_or("unrouted", |r| r.as_str());
    api.hub.ctx.metrics.answered(route, method.as_str(), response.status().as_u16(), started.elapsed().as_secs_f64());
    response
}

/// `GET /api/health`: that this is the game server (the app shows online play then).
#[utoipa::path(
    get,
    path = "/api/health",
    tag = "games",
    summary = "That this is the game server, and its protocol",
    responses(
        (status = 200, description = "Done", body = crate::protocol::Health),
        crate::openapi::Refused,
    ),
)]
pub async fn health() -> Json<Health> {
    Json(Health { server: "pyramid-server".into(), protocol: 1 })
}
