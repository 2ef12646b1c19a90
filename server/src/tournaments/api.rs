//! Arenas through lichess's tournament requests (docs/arena.md): create, list, read with
//! the standings, join, withdraw, terminate, the results and the games (NDJSON). A
//! person's session acts as a token with every scope, as elsewhere in lichess's API.

use super::standings::{table, Row};
use super::store::{self, Arena, Entrant, FINISHED, STARTED};
use crate::http::Api;
use crate::lichess::tokens::{caller_or_session, Caller};
use crate::lichess::{flag, ndjson, number, ok, params, shape, users, Failure};
use crate::openapi::LichessRefused;
use crate::protocol::lichess::Done;
use crate::protocol::tournaments::{
    ArenaClock, ArenaMe, ResultLine, Schedule, SheetView, Standing, StandingPlayer, Tournament, TournamentForm,
    TournamentList,
};
use crate::protocol::TimeControl;
use crate::room::now_ms;
use crate::store::unavailable;
use crate::token;
use axum::body::Body;
use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;
use std::collections::HashMap;
use std::sync::Arc;

/// Players a page of the standings shows.
const PAGE: usize = 10;
const WRITE: &[&str] = &["tournament:write"];
const MAX_NAME: usize = 30;

fn db_error(e: sqlx::Error) -> Failure {
    unavailable(e).into()
}

/// Arena `id`, its games that ended counted first: what a reader sees is never behind.
async fn arena_of(api: &Api, id: &str) -> Result<Arena, Failure> {
    store::count_ends(&api.hub.ctx.store, now_ms()).await.map_err(db_error)?;
    store::get(&api.hub.ctx.store, id)
        .await
        .map_err(db_error)?
        .ok_or_else(|| Failure::not_found(format!("No such tournament: {id}")))
}

/// An arena in lichess's fields, at `now`.
fn view(arena: &Arena, players: usize, now: i64) -> Tournament {
    let status = arena.status(now);
    let ends = arena.ends_ms();
    Tournament {
        id: arena.id.clone(),
        full_name: format!("{} Arena", arena.name),
        created_by: arena.created_by.clone(),
        clock: ArenaClock {
            limit: u32::try_from(arena.clock_minutes * 60).unwrap_or(0),
            increment: u32::try_from(arena.clock_increment).unwrap_or(0),
        },
        minutes: u32::try_from(arena.minutes).unwrap_or(0),
        variant: shape::variant(&arena.game),
        rated: arena.rated,
        berserkable: arena.berserkable,
        starts_at: arena.starts_ms,
        finishes_at: ends,
        nb_players: players as u32,
        status,
        is_started: status >= STARTED,
        is_finished: status == FINISHED,
        seconds_to_start: (status < STARTED).then(|| (arena.starts_ms - now) / 1000),
        seconds_to_finish: (status == STARTED).then(|| (ends - now) / 1000),
        schedule: arena.schedule_key.as_ref().map(|_| Schedule {
            freq: "hourly".into(),
            speed: shape::speed(TimeControl::Real {
                minutes: u32::try_from(arena.clock_minutes).unwrap_or(0),
                increment: u32::try_from(arena.clock_increment).unwrap_or(0),
            })
            .to_string(),
        }),
        standing: None,
        me: None,
    }
}

fn line(row: &Row) -> StandingPlayer {
    StandingPlayer {
        name: row.entrant.username.clone(),
        rank: row.rank,
        rating: row.entrant.rating,
        score: row.sheet.total,
        performance: row.performance,
        sheet: SheetView { scores: row.sheet.scores_text(), fire: row.sheet.fire },
        withdraw: row.entrant.withdrawn,
    }
}

/// A whole number of the form within `low..=high` (lichess's clients may send `3.0`).
fn whole(params: &HashMap<String, String>, name: &str, low: i64, high: i64) -> Result<Option<i64>, Failure> {
    match number::<f64>(params, name)? {
        None => Ok(None),
        Some(n) if n.fract() == 0.0 && n >= low as f64 && n <= high as f64 => Ok(Some(n as i64)),
        Some(_) => Err(Failure::bad(format!("{name}: a whole number from {low} to {high}"))),
    }
}

#[utoipa::path(post, path = "/api/tournament", tag = "lichess: tournaments",
    summary = "Creates an arena",
    request_body(content((TournamentForm = "application/x-www-form-urlencoded"), (TournamentForm = "application/json"))),
    responses((status = 200, description = "The arena", body = Tournament), LichessRefused),
    security(("token" = []), ("session" = [])))]
pub async fn create(State(api): State<Arc<Api>>, headers: HeaderMap, body: Body) -> Result<Json<Tournament>, Failure> {
    let me = caller_or_session(&api, &headers, WRITE).await?;
    let form = params(&headers, body).await?;
    let game = form.get("variant").cloned().unwrap_or_default();
    let title = pyramid_games::games::CATALOG.iter().find(|g| g.name == game).map(|g| g.title).ok_or_else(|| {
        Failure::bad(format!("variant: one of {}, not '{game}'", pyramid_games::games::GAME_NAMES.join(", ")))
    })?;
    let clock_minutes =
        whole(&form, "clockTime", 0, 60)?.ok_or_else(|| Failure::bad("clockTime: the clock's minutes"))?;
    let clock_increment =
        whole(&form, "clockIncrement", 0, 60)?.ok_or_else(|| Failure::bad("clockIncrement: seconds a move"))?;
    if clock_minutes == 0 && clock_increment == 0 {
        return Err(Failure::bad("a clock needs minutes or an increment"));
    }
    let minutes = whole(&form, "minutes", 1, 720)?.ok_or_else(|| Failure::bad("minutes: how long it lasts"))?;
    let now = now_ms();
    let starts_ms = match (whole(&form, "startDate", 0, i64::MAX / 2)?, whole(&form, "waitMinutes", 0, 1440)?) {
        (Some(at), _) if at >= now - 60_000 => at.max(now),
        (Some(_), _) => return Err(Failure::bad("startDate: in the future (ms since 1970)")),
        (None, wait) => now + wait.unwrap_or(5) * 60_000,
    };
    let name = form.get("name").map(|n| n.trim().to_string()).filter(|n| !n.is_empty()).unwrap_or(title.to_string());
    if name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(Failure::bad(format!("name: at most {MAX_NAME} characters, on one line")));
    }
    let arena = Arena {
        id: token::new_id(),
        name,
        game,
        clock_minutes,
        clock_increment,
        minutes,
        rated: flag(&form, "rated", true)?,
        berserkable: flag(&form, "berserkable", false)?,
        starts_ms,
        created_by: me.account.username.clone(),
        finished_ms: None,
        schedule_key: None,
    };
    store::create(&api.hub.ctx.store, &arena, now).await.map_err(db_error)?;
    Ok(Json(view(&arena, 0, now)))
}

#[utoipa::path(get, path = "/api/tournament", tag = "lichess: tournaments",
    summary = "The arenas to come, running, and lately finished",
    responses((status = 200, description = "The arenas", body = TournamentList), LichessRefused))]
pub async fn list(State(api): State<Arc<Api>>) -> Result<Json<TournamentList>, Failure> {
    let db = &api.hub.ctx.store;
    let now = now_ms();
    let mut out = TournamentList::default();
    for arena in store::recent(db, now).await.map_err(db_error)? {
        let players = store::entrants(db, &arena.id).await.map_err(db_error)?.len();
        let t = view(&arena, players, now);
        match t.status {
            STARTED => out.started.push(t),
            FINISHED => out.finished.push(t),
            _ => out.created.push(t),
        }
    }
    out.finished.reverse();
    Ok(Json(out))
}

/// The caller, where a token or a session says who: for their own row and game.
async fn maybe_caller(api: &Api, headers: &HeaderMap) -> Option<Caller> {
    caller_or_session(api, headers, &[]).await.ok()
}

#[utoipa::path(get, path = "/api/tournament/{id}", tag = "lichess: tournaments",
    summary = "An arena, with a page of its standings (and, for a player of it, their row and game)",
    params(("id" = String, Path, description = "The arena's id"),
        ("page" = Option<u32>, Query, description = "The standings' page, from 1")),
    responses((status = 200, description = "The arena", body = Tournament), LichessRefused))]
pub async fn show(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Json<Tournament>, Failure> {
    let arena = arena_of(&api, &id).await?;
    let db = &api.hub.ctx.store;
    let now = now_ms();
    let page = match query.get("page").map(|p| p.parse::<usize>()) {
        None => 1,
        Some(Ok(p)) if (1..=1000).contains(&p) => p,
        Some(_) => return Err(Failure::bad("page: a whole number from 1 to 1000")),
    };
    let entrants = store::entrants(db, &arena.id).await.map_err(db_error)?;
    let games = store::games(db, &arena.id).await.map_err(db_error)?;
    let rows = table(&entrants, &games);
    let mut t = view(&arena, entrants.len(), now);
    let players = rows.iter().skip((page - 1) * PAGE).take(PAGE).map(line).collect();
    t.standing = Some(Standing { page: page as u32, players });
    if let Some(me) = maybe_caller(&api, &headers).await {
        if let Some(row) = rows.iter().find(|r| r.entrant.account_id == me.account.id) {
            // Looking at the arena keeps a player present for its pairing.
            store::seen(db, &arena.id, &me.account.id, now).await.map_err(db_error)?;
            let playing = games
                .iter()
                .find(|g| g.ended_ms.is_none() && (g.white_id == me.account.id || g.black_id == me.account.id));
            let mine = line(row);
            t.me = Some(ArenaMe {
                rank: mine.rank,
                withdraw: mine.withdraw,
                score: mine.score,
                sheet: mine.sheet,
                game_id: playing.map(|g| g.game_id.clone()),
                token: playing.map(|g| {
                    if g.white_id == me.account.id {
                        g.white_token.clone()
                    } else {
                        g.black_token.clone()
                    }
                }),
            });
        }
    }
    Ok(Json(t))
}

#[utoipa::path(post, path = "/api/tournament/{id}/join", tag = "lichess: tournaments",
    summary = "Joins an arena (again, after withdrawing: the points stay)",
    params(("id" = String, Path, description = "The arena's id")),
    responses((status = 200, description = "Joined", body = Done), LichessRefused),
    security(("token" = []), ("session" = [])))]
pub async fn join(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, Failure> {
    let me = caller_or_session(&api, &headers, WRITE).await?;
    let arena = arena_of(&api, &id).await?;
    let now = now_ms();
    if arena.status(now) == FINISHED {
        return Err(Failure::bad("This tournament is finished"));
    }
    let db = &api.hub.ctx.store;
    let (rating, _) = users::rating(db, &me.account.id, &arena.game).await.map_err(db_error)?;
    let entrant =
        Entrant { account_id: me.account.id.clone(), username: me.account.username.clone(), rating, withdrawn: false };
    store::join(db, &arena.id, &entrant, now).await.map_err(db_error)?;
    Ok(ok())
}

#[utoipa::path(post, path = "/api/tournament/{id}/withdraw", tag = "lichess: tournaments",
    summary = "Leaves an arena: no more games; the points stay",
    params(("id" = String, Path, description = "The arena's id")),
    responses((status = 200, description = "Withdrawn", body = Done), LichessRefused),
    security(("token" = []), ("session" = [])))]
pub async fn withdraw(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, Failure> {
    let me = caller_or_session(&api, &headers, WRITE).await?;
    let arena = arena_of(&api, &id).await?;
    if !store::withdraw(&api.hub.ctx.store, &arena.id, &me.account.id).await.map_err(db_error)? {
        return Err(Failure::bad("You are not in this tournament"));
    }
    Ok(ok())
}

#[utoipa::path(post, path = "/api/tournament/{id}/terminate", tag = "lichess: tournaments",
    summary = "Its creator ends an arena now: no new game starts; those under way count",
    params(("id" = String, Path, description = "The arena's id")),
    responses((status = 200, description = "Ended", body = Done), LichessRefused),
    security(("token" = []), ("session" = [])))]
pub async fn terminate(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, Failure> {
    let me = caller_or_session(&api, &headers, WRITE).await?;
    let arena = arena_of(&api, &id).await?;
    if arena.created_by != me.account.username {
        return Err(Failure::new(axum::http::StatusCode::FORBIDDEN, "Only its creator ends a tournament"));
    }
    if !store::finish(&api.hub.ctx.store, &arena.id, now_ms()).await.map_err(db_error)? {
        return Err(Failure::bad("This tournament is finished"));
    }
    Ok(ok())
}

#[utoipa::path(get, path = "/api/tournament/{id}/results", tag = "lichess: tournaments",
    summary = "Every player in rank order, one a line",
    params(("id" = String, Path, description = "The arena's id")),
    responses((status = 200, description = "One player a line", body = ResultLine, content_type = "application/x-ndjson"),
        LichessRefused))]
pub async fn results(State(api): State<Arc<Api>>, Path(id): Path<String>) -> Result<Response, Failure> {
    let arena = arena_of(&api, &id).await?;
    let db = &api.hub.ctx.store;
    let entrants = store::entrants(db, &arena.id).await.map_err(db_error)?;
    let games = store::games(db, &arena.id).await.map_err(db_error)?;
    let mut out = String::new();
    for row in table(&entrants, &games) {
        let result = ResultLine {
            rank: row.rank,
            score: row.sheet.total,
            rating: row.entrant.rating,
            username: row.entrant.username,
            performance: row.performance,
        };
        out.push_str(&serde_json::to_string(&result).unwrap_or_default());
        out.push('\n');
    }
    Ok(ndjson(out))
}

#[utoipa::path(get, path = "/api/tournament/{id}/games", tag = "lichess: tournaments",
    summary = "The arena's games, one a line, as lichess exports a game",
    params(("id" = String, Path, description = "The arena's id")),
    responses((status = 200, description = "One game a line",
        body = crate::protocol::lichess::GameExport, content_type = "application/x-ndjson"), LichessRefused))]
pub async fn games(State(api): State<Arc<Api>>, Path(id): Path<String>) -> Result<Response, Failure> {
    let arena = arena_of(&api, &id).await?;
    let games = store::games(&api.hub.ctx.store, &arena.id).await.map_err(db_error)?;
    let lines = crate::lichess::games::export_lines(&api, games.into_iter().map(|g| g.game_id).collect()).await?;
    Ok(ndjson(lines))
}
