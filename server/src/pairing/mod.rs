//! Pairing with strangers (docs/protocol.md, "Pairing"): a seek waits until a compatible
//! one comes (the same game, clock and ratedness, each player within the other's rating
//! range), and the two become a game at once, colours at random. Its owner polls it; a
//! seek nobody asks about for two minutes is gone. `store` is the SQL.

pub mod store;

use crate::accounts::{body_of, session_account};
use crate::clock::Control;
use crate::http::{client_address, new_game, Api};
use crate::protocol::seeks::{SeekCreated, SeekRequest, SeekStatus, SeekView, BOT_AFTER_MS, DEFAULT_RANGE, MAX_RANGE};
use crate::protocol::{Code, CreateRequest, Refusal, SeatChoice, TimeControl};
use crate::room::now_ms;
use crate::store::unavailable;
use crate::token;
use axum::body::Body;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::Json;
use std::net::SocketAddr;
use std::sync::Arc;

fn no_seek(id: &str) -> Refusal {
    Refusal::new(Code::NotFound, format!("no seek '{id}': it was cancelled, or nobody asked about it for 2 minutes"))
}

/// `POST /api/seeks`.
#[utoipa::path(
    post,
    path = "/api/seeks",
    tag = "pairing",
    summary = "Seeks a game: paired at once, or waits",
    request_body = crate::protocol::seeks::SeekRequest,
    responses(
        (status = 201, description = "Done", body = crate::protocol::seeks::SeekCreated),
        crate::openapi::Refused,
    ),
    security((), ("session" = [])),
)]
pub async fn create(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<(StatusCode, Json<SeekCreated>), Refusal> {
    let request: SeekRequest = body_of(body).await?;
    if !api.creations.allow(client_address(&api, &headers, peer), now_ms()) {
        return Err(Refusal::new(Code::RateLimited, "too many games sought from this address: wait a minute"));
    }
    let account = session_account(&api, &headers).await?;
    let id = seek_for(&api, account, request).await?;
    Ok((StatusCode::CREATED, Json(SeekCreated { id })))
}

/// Makes a seek for `account` (none: a player without one), paired at once when a
/// compatible one waits: its id. The app's seeks and lichess's board seeks alike.
pub async fn seek_for(
    api: &Api,
    account: Option<crate::accounts::store::Account>,
    request: SeekRequest,
) -> Result<String, Refusal> {
    if request.rated && account.is_none() {
        return Err(Refusal::new(Code::Unauthorized, "a rated seek is made signed in"));
    }
    if request.time_control == TimeControl::None {
        return Err(Refusal::new(Code::BadMessage, "a seek has a clock or days per move: give 'timeControl'"));
    }
    let range = request.range.unwrap_or(DEFAULT_RANGE);
    if !(0..=MAX_RANGE).contains(&range) {
        return Err(Refusal::new(Code::BadMessage, format!("'range' is a number of points from 0 to {MAX_RANGE}")));
    }
    let now = now_ms();
    // The game it would start, checked now (a game's name, the clock); the seeker's seat
    // at random.
    let create = CreateRequest {
        game: request.game.clone(),
        seat: Some(SeatChoice::Random),
        time_control: request.time_control,
        open: Some(true),
        rated: Some(request.rated),
        ..CreateRequest::default()
    };
    let (mut game, mine) = new_game(&create, now)?;
    let mine_side = if game.seats[0].is_some() { pyramid_games::Side::White } else { pyramid_games::Side::Black };
    game.seat_player(mine_side, account.as_ref().map(|a| a.player()).as_ref());
    game.status = crate::state::Status::Ongoing;
    game.joined_ms = Some(now);
    let db = &api.hub.ctx.store;
    let rating = match &account {
        Some(a) => crate::accounts::store::ratings(db, &a.id)
            .await
            .map_err(unavailable)?
            .into_iter()
            .find(|(g, _)| *g == request.game)
            .map_or(1500.0, |(_, r)| r.glicko.rating),
        None => 1500.0,
    };
    let id = token::new_token();
    let control = request.time_control.to_text();
    let seek = store::NewSeek {
        id: &id,
        game: &request.game,
        control: &control,
        rated: request.rated,
        account: account.as_ref().map(|a| a.id.as_str()),
        username: account.as_ref().map(|a| a.username.as_str()),
        rating,
        range: range as f64,
        bots: request.bots.unwrap_or(true),
        now,
        alive_since: now - api.seek_lifetime_ms,
    };
    store::seek(db, &seek, game, &mine, &token::new_token()).await.map_err(unavailable)?;
    Ok(id)
}

/// `GET /api/seeks/{id}`: waiting or paired; the game and the seat's token to its owner
/// only (a seek made signed in is its account's; one made without is its id's holder's).
#[utoipa::path(
    get,
    path = "/api/seeks/{id}",
    tag = "pairing",
    summary = "A seek: waiting, or paired (its game and seat to its owner)",
    params(
        ("id" = String, Path, description = "The seek's id"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::seeks::SeekView),
        crate::openapi::Refused,
    ),
    security((), ("session" = [])),
)]
pub async fn get(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<SeekView>, Refusal> {
    let now = now_ms();
    let stored = store::ask(&api.hub.ctx.store, &id, now, now - api.seek_lifetime_ms).await.map_err(unavailable)?;
    let seek = stored.ok_or_else(|| no_seek(&id))?;
    let owner = match &seek.account {
        None => true,
        Some(account) => session_account(&api, &headers).await?.is_some_and(|a| a.id == *account),
    };
    let seat = seek.seat.as_deref().and_then(crate::protocol::Color::parse);
    Ok(Json(match seek.game {
        None => SeekView {
            status: SeekStatus::Waiting,
            bot_in: seek.bots.then(|| (seek.created_ms + BOT_AFTER_MS - now).max(0)),
            ..SeekView::default()
        },
        Some(game) if owner => {
            SeekView { status: SeekStatus::Paired, game: Some(game), token: seek.token, seat, bot_in: None }
        }
        Some(_) => SeekView { status: SeekStatus::Paired, ..SeekView::default() },
    }))
}

/// `DELETE /api/seeks/{id}`: the seek is forgotten (a game it made stands).
#[utoipa::path(
    delete,
    path = "/api/seeks/{id}",
    tag = "pairing",
    summary = "Cancels a seek",
    params(
        ("id" = String, Path, description = "The seek's id"),
    ),
    responses(
        (status = 204, description = "Done"),
        crate::openapi::Refused,
    ),
    security((), ("session" = [])),
)]
pub async fn cancel(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<StatusCode, Refusal> {
    let db = &api.hub.ctx.store;
    let now = now_ms();
    let seek = store::ask(db, &id, now, now - api.seek_lifetime_ms).await.map_err(unavailable)?;
    let seek = seek.ok_or_else(|| no_seek(&id))?;
    if let Some(account) = &seek.account {
        if session_account(&api, &headers).await?.is_none_or(|a| a.id != *account) {
            return Err(no_seek(&id));
        }
    }
    store::cancel(db, &id).await.map_err(unavailable)?;
    Ok(StatusCode::NO_CONTENT)
}
