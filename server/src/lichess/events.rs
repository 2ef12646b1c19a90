//! `GET /api/stream/event`: an account's events as lichess sends them (NDJSON), one
//! line each: `gameStart`, `gameFinish`, `challenge`, `challengeCanceled`,
//! `challengeDeclined`. On opening, the account's challenges waiting for it and its
//! games under way; then each event as it happens, on whichever process; an empty line
//! every few seconds keeps it open.

use super::tokens::caller_or_session;
use super::{shape, users, Failure};
use crate::http::Api;
use crate::hub::Hub;
use crate::protocol::lichess::{Compat, Event, EventGame, EventOpponent, StatusName};
use crate::protocol::{GameView, Status};
use crate::room::now_ms;
use crate::store::unavailable;
use axum::body::Body;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use pyramid_protocol::accounts::username_key;
use sqlx::Row;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast::error::RecvError;

/// How often an open stream sends an empty line (lichess: every few seconds).
pub const KEEP_ALIVE: Duration = Duration::from_secs(6);

/// An NDJSON answer that goes on as long as `lines` does.
pub fn ndjson_stream(lines: tokio::sync::mpsc::Receiver<String>) -> Response {
    let stream = futures_util::stream::unfold(lines, |mut lines| async move {
        let line = lines.recv().await?;
        Some((Ok::<_, std::convert::Infallible>(line), lines))
    });
    Response::builder()
        .header(axum::http::header::CONTENT_TYPE, "application/x-ndjson")
        .body(Body::from_stream(stream))
        .unwrap_or_default()
}

/// `gameStart` (or, `finished`, `gameFinish`) of `view` for the player of `mine`.
pub async fn game_event(hub: &Hub, finished: bool, view: &GameView, mine: pyramid_games::Side) -> Event {
    let db = &hub.ctx.store;
    let side = shape::color(mine);
    let names = [&view.players.white, &view.players.black];
    let opponent_name = names[mine.other().index()].clone().unwrap_or_default();
    let opponent = match users::seated(db, Some(&opponent_name), &view.game).await {
        Ok(Some(user)) => {
            EventOpponent { id: Some(user.id), username: user.name, rating: user.rating, title: user.title }
        }
        _ => EventOpponent { username: "Anonymous".into(), ..EventOpponent::default() },
    };
    let status = shape::view_status(view);
    let my_moves = view.moves.len() / 2 + usize::from(mine == pyramid_games::Side::White && view.moves.len() % 2 == 1);
    let seconds_left = view.clock.as_ref().map(|c| if side == "white" { c.white } else { c.black } / 1000);
    let game = EventGame {
        id: view.id.clone(),
        game_id: view.id.clone(),
        full_id: view.id.clone(),
        color: side.into(),
        fen: view.current.clone(),
        has_moved: my_moves > 0,
        is_my_turn: view.status == Status::Ongoing && view.turn.map(|t| t.as_str()) == Some(side),
        last_move: view.moves.last().cloned().unwrap_or_default(),
        opponent,
        perf: shape::speed(view.time_control).into(),
        rated: view.rated,
        seconds_left,
        source: "friend".into(),
        status: StatusName { id: i64::from(shape::status_id(status)), name: status.into() },
        speed: shape::speed(view.time_control).into(),
        variant: shape::variant(&view.game),
        compat: Compat { bot: true, board: true },
        winner: shape::view_winner(view).map(str::to_string),
    };
    if finished {
        Event::GameFinish { game }
    } else {
        Event::GameStart { game }
    }
}

/// Publishes `event` to the streams of the account named `name`, on every process.
pub async fn publish(hub: &Hub, name: &str, event: &Event) {
    let line = serde_json::to_string(event).unwrap_or_default();
    if let Err(e) = hub.ctx.streams.publish(&hub.ctx.store, &username_key(name), &line).await {
        tracing::warn!(error = %e, "an account's event could not be published");
    }
}

/// `gameStart` to both players of a game that began.
pub async fn announce_start(hub: &Hub, view: &GameView) {
    announce(hub, false, view).await;
}

async fn announce(hub: &Hub, finished: bool, view: &GameView) {
    for (side, name) in
        [(pyramid_games::Side::White, &view.players.white), (pyramid_games::Side::Black, &view.players.black)]
    {
        if let Some(name) = name.as_deref().filter(|n| !n.is_empty()) {
            let event = game_event(hub, finished, view, side).await;
            publish(hub, name, &event).await;
        }
    }
}

/// Runs for the server's life: `gameFinish` to both players of each game this process
/// ended (the process that wrote the end tells it, once).
pub async fn announce_finished(hub: Arc<Hub>) {
    let mut finished = hub.ctx.finished.subscribe();
    loop {
        match finished.recv().await {
            Ok(id) => {
                if let Ok(room) = hub.room(&id).await {
                    let view = room.public().await;
                    announce(&hub, true, &view).await;
                }
            }
            Err(RecvError::Lagged(_)) => continue,
            Err(RecvError::Closed) => return,
        }
    }
}

/// `GET /api/stream/event`.
#[utoipa::path(
    get,
    path = "/api/stream/event",
    tag = "lichess: play",
    summary = "The account's events, as they happen",
    responses(
        (status = 200, description = "One event a line; an empty line now and then keeps it open", body = crate::protocol::lichess::Event, content_type = "application/x-ndjson"),
        crate::openapi::LichessRefused,
    ),
    security(("token" = []), ("session" = [])),
)]
pub async fn stream(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Response, Failure> {
    // A token's, or the app's session (its notice of a challenge on every screen).
    let caller = caller_or_session(&api, &headers, &["challenge:read", "bot:play", "board:play"]).await?;
    let key = username_key(&caller.account.username);
    // Subscribed before the first lines are read, so that nothing falls between.
    let mut events = api.hub.ctx.streams.subscribe(&key);
    let db = api.hub.ctx.store.clone();
    let mut first = Vec::new();
    let games: Vec<String> = sqlx::query(
        "SELECT id FROM games WHERE (white_account = $1 OR black_account = $1) AND status = 'ongoing' \
         ORDER BY created_ms LIMIT 100",
    )
    .bind(&caller.account.id)
    .fetch_all(db.pool())
    .await
    .map_err(unavailable)?
    .iter()
    .filter_map(|row| row.try_get(0).ok())
    .collect();
    for id in games {
        let room = api.hub.room(&id).await?;
        let view = room.public().await;
        let mine = shape::seat_of(&view, &caller.account.username).unwrap_or(pyramid_games::Side::White);
        first.push(game_event(&api.hub, false, &view, mine).await);
    }
    for challenge in super::challenges::waiting_for(&api, &caller.account.id).await? {
        first.push(Event::Challenge { challenge });
    }
    seen(&api, &caller.account.id).await;
    let (lines, out) = tokio::sync::mpsc::channel(16);
    let api = api.clone();
    let account = caller.account.id.clone();
    tokio::spawn(async move {
        for line in first {
            if lines.send(serde_json::to_string(&line).unwrap_or_default() + "\n").await.is_err() {
                return;
            }
        }
        let mut beat = tokio::time::interval(KEEP_ALIVE);
        beat.tick().await;
        let mut beats = 0u32;
        loop {
            let line = tokio::select! {
                event = events.recv() => match event {
                    Ok(line) => format!("{line}\n"),
                    Err(RecvError::Lagged(_)) => continue,
                    Err(RecvError::Closed) => return,
                },
                _ = beat.tick() => {
                    beats += 1;
                    if beats.is_multiple_of(3) {
                        seen(&api, &account).await;
                    }
                    "\n".to_string()
                }
                _ = lines.closed() => return,
            };
            if lines.send(line).await.is_err() {
                return;
            }
        }
    });
    Ok(ndjson_stream(out))
}

/// The account's event stream was open now: a bot counts as online.
async fn seen(api: &Api, account: &str) {
    let _ = sqlx::query("UPDATE accounts SET stream_seen_ms = $1 WHERE id = $2")
        .bind(now_ms())
        .bind(account)
        .execute(api.hub.ctx.store.pool())
        .await;
}
