//! Games exported as lichess exports them: `GET /game/export/{id}` and
//! `GET /api/games/user/{username}`, as JSON (NDJSON for a list) when asked for by
//! `Accept`, else as our record text (what the app's Export writes; lichess's PGN).

use super::{shape, users, Failure};
use crate::http::{public_states, Api};
use crate::protocol::lichess::{ExportClock, ExportPlayer, ExportPlayers, ExportUser, GameExport};
use crate::protocol::{GameView, Status, TimeControl};
use crate::store::unavailable;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse, Response};
use sqlx::Row;
use std::collections::HashMap;
use std::sync::Arc;

/// Games a list gives at most.
const MAX_GAMES: i64 = 300;

fn wants(headers: &HeaderMap, kind: &str) -> bool {
    headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()).is_some_and(|v| v.contains(kind))
}

/// A game as lichess's export gives it.
fn export_of(view: &GameView, created: i64, updated: i64) -> GameExport {
    let player = |name: &Option<String>, change: Option<i64>| ExportPlayer {
        user: name
            .as_deref()
            .filter(|n| !n.is_empty())
            .map(|name| ExportUser { name: name.to_string(), id: name.to_lowercase() }),
        rating_diff: change,
    };
    let change = view.rating_change.as_ref();
    let (clock, days_per_turn) = match view.time_control {
        TimeControl::Real { minutes, increment } => {
            let (initial, increment) = (i64::from(minutes) * 60, i64::from(increment));
            (Some(ExportClock { initial, increment, total_time: initial + 40 * increment }), None)
        }
        TimeControl::Days { days } => (None, Some(days)),
        TimeControl::None => (None, None),
    };
    GameExport {
        id: view.id.clone(),
        rated: view.rated,
        variant: view.game.clone(),
        speed: shape::speed(view.time_control).to_string(),
        perf: view.game.clone(),
        created_at: created,
        last_move_at: updated,
        status: shape::view_status(view).to_string(),
        players: ExportPlayers {
            white: player(&view.players.white, change.map(|c| c.white)),
            black: player(&view.players.black, change.map(|c| c.black)),
        },
        moves: view.moves.join(" "),
        initial_fen: view.position.clone(),
        winner: shape::view_winner(view).map(str::to_string),
        clock,
        days_per_turn,
        tournament: view.tournament_id.clone(),
    }
}

/// A game as our record text, with its players' names and its result.
fn record_of(view: &GameView) -> String {
    let mut given = pyramid_games::Options::new();
    for (k, v) in view.options.iter() {
        given.set(k, v);
    }
    let Ok(mut session) = pyramid_games::open(&view.game, &given, Some(&view.position)) else { return String::new() };
    for m in &view.moves {
        if session.play(m).is_err() {
            break;
        }
    }
    let mut record = pyramid_games::transcript::Transcript::of(session.as_ref());
    record.white = view.players.white.clone().filter(|n| !n.is_empty());
    record.black = view.players.black.clone().filter(|n| !n.is_empty());
    record.site = Some(format!("/#online/{}", view.id));
    record.to_text()
}

/// When each game began and last changed (ms).
async fn times(api: &Api, id: &str) -> Result<(i64, i64), Failure> {
    let row = sqlx::query("SELECT created_ms, COALESCE(updated_ms, created_ms) FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(api.hub.ctx.store.pool())
        .await
        .map_err(unavailable)?;
    Ok(row.map(|r| (r.try_get(0).unwrap_or(0), r.try_get(1).unwrap_or(0))).unwrap_or((0, 0)))
}

/// `GET /game/export/{id}`.
#[utoipa::path(
    get,
    path = "/game/export/{id}",
    tag = "lichess: games",
    summary = "A game: JSON when Accept asks for it, else its record",
    params(
        ("id" = String, Path, description = "The game's id"),
    ),
    responses(
        (status = 200, description = "As JSON when Accept asks for application/json, else the game's record (lichess's PGN)",
            content((crate::protocol::lichess::GameExport = "application/json"), (String = "text/plain"))),
        crate::openapi::LichessRefused,
    ),
)]
pub async fn export(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, Failure> {
    let views = public_states(&api, vec![id.clone()]).await?;
    let view = views.into_iter().next().ok_or_else(|| Failure::not_found(format!("No such game: {id}")))?;
    if wants(&headers, "application/json") {
        let (created, updated) = times(&api, &id).await?;
        return Ok(axum::Json(export_of(&view, created, updated)).into_response());
    }
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], record_of(&view)).into_response())
}

/// `GET /api/games/user/{username}`: the player's finished public games, newest first
/// (`max`, `since`, `until` in ms, `rated`, `perfType` as a game's key or keys).
#[utoipa::path(
    get,
    path = "/api/games/user/{username}",
    tag = "lichess: games",
    summary = "A player's finished games, newest first",
    params(
        ("username" = String, Path, description = "The player's name (any case)"),
        ("max" = Option<i64>, Query, description = "At most this many"),
        ("since" = Option<i64>, Query, description = "Created at or after (ms)"),
        ("until" = Option<i64>, Query, description = "Created at or before (ms)"),
        ("rated" = Option<bool>, Query, description = "Only rated, or only casual, games"),
        ("perfType" = Option<String>, Query, description = "Games' keys, a comma between"),
    ),
    responses(
        (status = 200, description = "One game a line with Accept: application/x-ndjson, else the games' records",
            content((crate::protocol::lichess::GameExport = "application/x-ndjson"), (String = "text/plain"))),
        crate::openapi::LichessRefused,
    ),
)]
pub async fn by_player(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(username): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, Failure> {
    let db = &api.hub.ctx.store;
    let known = users::known(db, Ok(&username)).await.map_err(unavailable)?;
    let known = known.ok_or_else(|| Failure::not_found(format!("No such user: {username}")))?;
    let number = |name: &str| super::number::<i64>(&query, name);
    let max = number("max")?.unwrap_or(MAX_GAMES).clamp(1, MAX_GAMES);
    let (since, until) = (number("since")?.unwrap_or(0), number("until")?.unwrap_or(i64::MAX));
    let rated = super::flag(&query, "rated", false).ok().filter(|_| query.contains_key("rated"));
    let kinds: Vec<&str> = query.get("perfType").map(|p| p.split(',').collect()).unwrap_or_default();
    let rows = sqlx::query(
        "SELECT id, created_ms, COALESCE(updated_ms, created_ms), rated, game FROM games \
         WHERE (white_account = $1 OR black_account = $1) AND open = 1 \
         AND status NOT IN ('waiting', 'ongoing') AND created_ms >= $2 AND created_ms <= $3 \
         ORDER BY created_ms DESC LIMIT $4",
    )
    .bind(&known.id)
    .bind(since)
    .bind(until)
    .bind(MAX_GAMES)
    .fetch_all(db.pool())
    .await
    .map_err(unavailable)?;
    let mut picked = Vec::new();
    for row in rows {
        let (id, created, updated): (String, i64, i64) = (
            row.try_get(0).map_err(unavailable)?,
            row.try_get(1).map_err(unavailable)?,
            row.try_get(2).map_err(unavailable)?,
        );
        let (was_rated, game): (i64, String) =
            (row.try_get(3).map_err(unavailable)?, row.try_get(4).map_err(unavailable)?);
        if rated.is_some_and(|r| r != (was_rated != 0)) || (!kinds.is_empty() && !kinds.contains(&game.as_str())) {
            continue;
        }
        picked.push((id, created, updated));
        if picked.len() as i64 >= max {
            break;
        }
    }
    let views = public_states(&api, picked.iter().map(|(id, _, _)| id.clone()).collect()).await?;
    let json = wants(&headers, "application/x-ndjson") || wants(&headers, "application/json");
    let mut out = String::new();
    for view in views.iter().filter(|v| v.status != Status::Ongoing) {
        if json {
            let (_, created, updated) = picked.iter().find(|(id, _, _)| *id == view.id).cloned().unwrap_or_default();
            out.push_str(&serde_json::to_string(&export_of(view, created, updated)).unwrap_or_default());
            out.push('\n');
        } else {
            out.push_str(&record_of(view));
            out.push_str("\n\n");
        }
    }
    if json {
        return Ok(super::ndjson(out));
    }
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], out).into_response())
}

/// Games `ids` as lichess's export, one JSON line each (an arena's games): those over
/// and those under way, in the order given.
pub async fn export_lines(api: &Api, ids: Vec<String>) -> Result<String, Failure> {
    let mut out = String::new();
    for view in public_states(api, ids).await? {
        let (created, updated) = times(api, &view.id).await?;
        out.push_str(&serde_json::to_string(&export_of(&view, created, updated)).unwrap_or_default());
        out.push('\n');
    }
    Ok(out)
}
