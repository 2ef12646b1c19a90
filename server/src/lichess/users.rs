//! The account and user reads in lichess's fields (beside ours), the bot upgrade, and
//! the bots online.

use super::tokens::{bearer, caller};
use super::Failure;
use crate::http::Api;
use crate::protocol::accounts::PROVISIONAL_DEVIATION;
use crate::protocol::lichess::{LightUser, PerfRating, User};
use crate::room::now_ms;
use crate::store::{unavailable, Store};
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use sqlx::Row;
use std::collections::BTreeMap;
use std::sync::Arc;

/// A bot counts as online while its event stream was seen this recently.
pub const ONLINE_MS: i64 = 60_000;

/// What lichess's user reads say of an account, and ours.
pub struct Known {
    pub id: String,
    pub username: String,
    pub created_ms: i64,
    pub bot: bool,
    pub seen_ms: Option<i64>,
}

pub async fn known(store: &Store, name_or_id: Result<&str, &str>) -> Result<Option<Known>, sqlx::Error> {
    let (column, value) = match name_or_id {
        Ok(name) => ("name_key", pyramid_protocol::accounts::username_key(name)),
        Err(id) => ("id", id.to_string()),
    };
    let sql = format!(
        "SELECT id, username, created_ms, bot, stream_seen_ms FROM accounts WHERE {column} = $1 AND deleted_ms IS NULL"
    );
    let row = sqlx::query(&sql).bind(value).fetch_optional(store.pool()).await?;
    row.map(|row| {
        Ok(Known {
            id: row.try_get(0)?,
            username: row.try_get(1)?,
            created_ms: row.try_get(2)?,
            bot: row.try_get::<i64, _>(3)? != 0,
            seen_ms: row.try_get(4)?,
        })
    })
    .transpose()
}

/// An account's rating in one game: points, and whether it is provisional.
pub async fn rating(store: &Store, account: &str, game: &str) -> Result<(i64, bool), sqlx::Error> {
    let stored = crate::accounts::store::ratings(store, account).await?;
    let rating = stored.into_iter().find(|(g, _)| g == game).map(|(_, r)| r).unwrap_or_default();
    Ok((rating.glicko.rating.round() as i64, rating.glicko.deviation > PROVISIONAL_DEVIATION))
}

/// lichess's `perfs`: each game's rating, deviation, games and whether it is provisional.
async fn perfs(store: &Store, account: &str) -> Result<BTreeMap<String, PerfRating>, sqlx::Error> {
    let stored = crate::accounts::store::ratings(store, account).await?;
    let mut perfs = BTreeMap::new();
    for &game in pyramid_games::games::GAME_NAMES {
        let r = stored.iter().find(|(g, _)| g == game).map(|(_, r)| *r).unwrap_or_default();
        let perf = PerfRating {
            rating: r.glicko.rating.round() as i64,
            rd: r.glicko.deviation.round() as i64,
            games: r.games,
            prog: 0,
            prov: r.glicko.deviation > PROVISIONAL_DEVIATION,
        };
        perfs.insert(game.to_string(), perf);
    }
    Ok(perfs)
}

/// A user as lichess's `GET /api/user` gives it, with our `ratings` beside.
async fn user_of(api: &Api, known: &Known) -> Result<User, Failure> {
    let db = &api.hub.ctx.store;
    Ok(User {
        id: known.username.to_lowercase(),
        username: known.username.clone(),
        perfs: perfs(db, &known.id).await.map_err(unavailable)?,
        created_at: known.created_ms,
        seen_at: known.seen_ms.unwrap_or(known.created_ms),
        disabled: false,
        tos_violation: false,
        url: format!("/#player/{}", known.username),
        title: known.bot.then(|| "BOT".to_string()),
        ratings: crate::accounts::profiles::ratings_of(api, &known.id).await?,
    })
}

/// `GET /api/account`: with a token, lichess's fields and ours; with a session, ours
/// (and lichess's beside them).
#[utoipa::path(
    get,
    path = "/api/account",
    tag = "lichess: account",
    summary = "The caller's account, in lichess's fields and ours",
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::User),
        crate::openapi::LichessRefused,
    ),
    security(("token" = []), ("session" = [])),
)]
pub async fn account(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Response, Failure> {
    let id = if bearer(&headers).is_some() {
        caller(&api, &headers, &[]).await?.account.id
    } else {
        match crate::accounts::session_account(&api, &headers).await? {
            Some(account) => account.id,
            None => return Ok(crate::accounts::sessions::not_signed_in().into_response()),
        }
    };
    let known = known(&api.hub.ctx.store, Err(&id)).await.map_err(unavailable)?;
    let known = known.ok_or_else(|| Failure::not_found("No such account"))?;
    Ok(Json(user_of(&api, &known).await?).into_response())
}

/// `GET /api/user/{username}`.
#[utoipa::path(
    get,
    path = "/api/user/{username}",
    tag = "lichess: account",
    summary = "A user, in lichess's fields and ours",
    params(
        ("username" = String, Path, description = "The player's name (any case)"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::User),
        crate::openapi::LichessRefused,
    ),
)]
pub async fn user(State(api): State<Arc<Api>>, Path(username): Path<String>) -> Result<Json<User>, Failure> {
    let known = known(&api.hub.ctx.store, Ok(&username)).await.map_err(unavailable)?;
    let known = known.ok_or_else(|| Failure::not_found("Not found"))?;
    Ok(Json(user_of(&api, &known).await?))
}

/// `POST /api/bot/account/upgrade`: the account becomes a bot, only before its first game.
#[utoipa::path(
    post,
    path = "/api/bot/account/upgrade",
    tag = "lichess: account",
    summary = "Makes the account a bot (before its first game)",
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::Done),
        crate::openapi::LichessRefused,
    ),
    security(("token" = [])),
)]
pub async fn upgrade(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Response, Failure> {
    let caller = caller(&api, &headers, &["bot:play"]).await?;
    if caller.bot {
        return Ok(super::ok());
    }
    let db = &api.hub.ctx.store;
    let played: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE white_account = $1 OR black_account = $1")
        .bind(&caller.account.id)
        .fetch_one(db.pool())
        .await
        .map_err(unavailable)?;
    if played > 0 {
        return Err(Failure::bad("This account has already played games and cannot become a bot"));
    }
    sqlx::query("UPDATE accounts SET bot = 1 WHERE id = $1")
        .bind(&caller.account.id)
        .execute(db.pool())
        .await
        .map_err(unavailable)?;
    Ok(super::ok())
}

/// `GET /api/bot/online` (NDJSON): the bots whose event stream is open.
#[utoipa::path(
    get,
    path = "/api/bot/online",
    tag = "lichess: account",
    summary = "The bots online, one a line",
    responses(
        (status = 200, description = "One user a line", body = crate::protocol::lichess::User, content_type = "application/x-ndjson"),
        crate::openapi::LichessRefused,
    ),
)]
pub async fn online_bots(State(api): State<Arc<Api>>) -> Result<Response, Failure> {
    let db = &api.hub.ctx.store;
    let rows = sqlx::query(
        "SELECT id FROM accounts WHERE bot = 1 AND deleted_ms IS NULL AND stream_seen_ms > $1 ORDER BY username LIMIT 200",
    )
    .bind(now_ms() - ONLINE_MS)
    .fetch_all(db.pool())
    .await
    .map_err(unavailable)?;
    let mut out = String::new();
    for row in rows {
        let id: String = row.try_get(0).map_err(unavailable)?;
        if let Some(known) = known(db, Err(&id)).await.map_err(unavailable)? {
            out.push_str(&serde_json::to_string(&user_of(&api, &known).await?).unwrap_or_default());
            out.push('\n');
        }
    }
    Ok(super::ndjson(out))
}

/// Whether `account` is a bot.
pub async fn is_bot(store: &Store, account: &str) -> Result<bool, sqlx::Error> {
    let bot: Option<i64> =
        sqlx::query_scalar("SELECT bot FROM accounts WHERE id = $1").bind(account).fetch_optional(store.pool()).await?;
    Ok(bot.unwrap_or(0) != 0)
}

/// The shape a player takes in a challenge: lichess's light user, with their rating in
/// `game`.
pub async fn light(store: &Store, account: &str, game: &str) -> Result<LightUser, sqlx::Error> {
    let Some(known) = known(store, Err(account)).await? else { return Ok(LightUser::default()) };
    light_of(store, &known, game).await
}

/// The player of a game's seat (`name`: none, or empty for a deleted account, when the
/// seat has no account) as lichess's light user.
pub async fn seated(store: &Store, name: Option<&str>, game: &str) -> Result<Option<LightUser>, sqlx::Error> {
    let Some(name) = name.filter(|n| !n.is_empty()) else { return Ok(None) };
    let Some(known) = known(store, Ok(name)).await? else { return Ok(None) };
    light_of(store, &known, game).await.map(Some)
}

async fn light_of(store: &Store, known: &Known, game: &str) -> Result<LightUser, sqlx::Error> {
    let (rating, provisional) = rating(store, &known.id, game).await?;
    Ok(LightUser {
        id: known.username.to_lowercase(),
        name: known.username.clone(),
        rating: Some(rating),
        provisional,
        title: known.bot.then(|| "BOT".to_string()),
        online: Some(known.seen_ms.is_some_and(|s| s > now_ms() - ONLINE_MS)),
    })
}
