//! Nobody waits alone: a quick-pairing seek no person has answered within
//! [`BOT_AFTER_MS`] is offered to the house bot nearest its player's rating (unless it
//! says `"bots": false`), on that bot's event stream (`seekWaiting`, our extension); the
//! bot, a program like any other, takes it with `POST /api/seeks/{id}/take`, and the game
//! starts as a pairing's would. The house bots are the bot accounts named `House-…` (a
//! name only the house's key signs up); House-Perfect, which plays only solved Pyraos,
//! takes no seek.

use super::tokens::caller;
use super::{events, shape, Failure};
use crate::clock::Control;
use crate::http::{new_game, Api};
use crate::pairing::store as seeks;
use crate::protocol::lichess::{Event, WaitingSeek};
use crate::protocol::seeks::BOT_AFTER_MS;
use crate::protocol::{CreateRequest, SeatChoice, TimeControl};
use crate::room::now_ms;
use crate::state::Status;
use crate::store::unavailable;
use crate::token;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use sqlx::Row;
use std::sync::Arc;

/// The house bots whose event stream is open, with their rating in `game`.
async fn house_bots(api: &Api, game: &str, now: i64) -> Result<Vec<(String, f64)>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT a.username, r.rating FROM accounts a LEFT JOIN ratings r ON r.account_id = a.id AND r.game = $1 \
         WHERE a.bot = 1 AND a.deleted_ms IS NULL AND a.name_key LIKE 'house-%' AND a.name_key <> 'house-perfect' \
         AND a.stream_seen_ms > $2",
    )
    .bind(game)
    .bind(now - super::users::ONLINE_MS)
    .fetch_all(api.hub.ctx.store.pool())
    .await?;
    rows.iter().map(|r| Ok((r.try_get(0)?, r.try_get::<Option<f64>, _>(1)?.unwrap_or(1500.0)))).collect()
}

/// Runs for the server's life: each second, the seeks that have waited long enough go
/// to the nearest house bot online (each seek once, by whichever process marks it).
pub async fn offer_waiting_seeks(api: Arc<Api>) {
    let mut tick = tokio::time::interval(std::time::Duration::from_secs(1));
    loop {
        tick.tick().await;
        let now = now_ms();
        // No house bot online: the seeks keep waiting, to be offered when one comes.
        let any: Result<i64, _> = sqlx::query_scalar(
            "SELECT COUNT(*) FROM accounts WHERE bot = 1 AND name_key LIKE 'house-%' AND stream_seen_ms > $1",
        )
        .bind(now - super::users::ONLINE_MS)
        .fetch_one(api.hub.ctx.store.pool())
        .await;
        if !matches!(any, Ok(n) if n > 0) {
            continue;
        }
        let waiting =
            match seeks::unanswered(&api.hub.ctx.store, now - BOT_AFTER_MS, now - api.seek_lifetime_ms, now).await {
                Ok(waiting) => waiting,
                Err(e) => {
                    tracing::warn!(error = %e, "reading the seeks that wait failed");
                    continue;
                }
            };
        for seek in waiting {
            let Ok(bots) = house_bots(&api, &seek.game, now).await else { continue };
            let nearest = bots.iter().min_by(|a, b| (a.1 - seek.rating).abs().total_cmp(&(b.1 - seek.rating).abs()));
            let Some((bot, _)) = nearest else { continue };
            let control = TimeControl::from_text(&seek.control).unwrap_or_default();
            let event = Event::SeekWaiting {
                seek: WaitingSeek {
                    id: seek.id,
                    variant: shape::variant(&seek.game),
                    rated: seek.rated,
                    time_control: shape::time_control(control),
                    rating: seek.rating.round() as i64,
                },
            };
            events::publish(&api.hub, bot, &event).await;
        }
    }
}

/// `POST /api/seeks/{id}/take` (a bot's token): the bot takes a seek that has waited
/// [`BOT_AFTER_MS`] for a person and allows bots; the game starts at once.
#[utoipa::path(
    post,
    path = "/api/seeks/{id}/take",
    tag = "pairing",
    summary = "A house bot takes a seek nobody answered",
    params(
        ("id" = String, Path, description = "The seek's id"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::Done),
        crate::openapi::LichessRefused,
    ),
    security(("token" = [])),
)]
pub async fn take(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, Failure> {
    let me = caller(&api, &headers, &["bot:play"]).await?;
    if !me.bot {
        return Err(Failure::bad("Only a bot account takes a seek"));
    }
    let db = &api.hub.ctx.store;
    let row = sqlx::query("SELECT game, control, rated FROM seeks WHERE id = $1")
        .bind(&id)
        .fetch_optional(db.pool())
        .await
        .map_err(unavailable)?;
    let row = row.ok_or_else(|| Failure::not_found(format!("No such seek: {id}")))?;
    let (game, control, rated): (String, String, i64) = (
        row.try_get(0).map_err(unavailable)?,
        row.try_get(1).map_err(unavailable)?,
        row.try_get(2).map_err(unavailable)?,
    );
    let now = now_ms();
    let request = CreateRequest {
        game,
        seat: Some(SeatChoice::Random),
        time_control: TimeControl::from_text(&control).unwrap_or_default(),
        rated: Some(rated != 0),
        open: Some(true),
        ..CreateRequest::default()
    };
    let (mut made, _) = new_game(&request, now)?;
    let mine = if made.seats[0].is_some() { pyramid_games::Side::White } else { pyramid_games::Side::Black };
    made.seat_player(mine, Some(&me.account.player()));
    made.status = Status::Ongoing;
    made.joined_ms = Some(now);
    let taken = seeks::take(db, &id, now - BOT_AFTER_MS, made, &token::new_token(), now).await.map_err(unavailable)?;
    let taken = taken.ok_or_else(|| Failure::bad("This seek is not waiting for a bot (paired, gone, or too young)"))?;
    let room = api.hub.room(&taken.id).await?;
    events::announce_start(&api.hub, &room.public().await).await;
    Ok(super::ok())
}
