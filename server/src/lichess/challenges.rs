//! Challenges between accounts, as lichess has them: one account challenges another by
//! name to a game with a clock (or days), the other accepts (a game starts, `gameStart`
//! to both) or declines; the challenger may cancel. Each step reaches the other's event
//! stream.

use super::tokens::{caller_or_session, Caller};
use super::{events, flag, params, shape, users, Failure};
use crate::clock::Control;
use crate::http::{new_game, Api};
use crate::protocol::lichess::{Accepted, ChallengeList, ChallengeView, Event, OpenChallenge, Perf};
use crate::protocol::{CreateRequest, SeatChoice, TimeControl};
use crate::room::now_ms;
use crate::state::Status;
use crate::store::unavailable;
use crate::token;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;
use serde_json::json;
use sqlx::Row;
use std::collections::HashMap;
use std::sync::Arc;

/// Scopes that may make and answer challenges (lichess lets a bot's or a board's token
/// play what it accepts).
const WRITE: &[&str] = &["challenge:write", "bot:play", "board:play"];
const READ: &[&str] = &["challenge:read", "challenge:write", "bot:play", "board:play"];

/// Challenges an account may have waiting for an answer at once.
pub const MAX_WAITING: i64 = 20;

/// A stored challenge.
struct Challenge {
    id: String,
    challenger: String,
    dest: String,
    game: String,
    /// Our options, as `KEY=VALUE` pairs (lichess's `variantOptions`, our extension).
    options: String,
    control: TimeControl,
    rated: bool,
    color: String,
    status: String,
    decline_reason: Option<String>,
    game_id: Option<String>,
    /// The challenger's seat's token in the game, once accepted.
    token: Option<String>,
}

const COLUMNS: &str =
    "id, challenger_id, dest_id, game, control, rated, color, status, decline_reason, game_id, options, token";

fn from_row(row: &sqlx::any::AnyRow) -> Result<Challenge, sqlx::Error> {
    let control: String = row.try_get(4)?;
    Ok(Challenge {
        id: row.try_get(0)?,
        challenger: row.try_get(1)?,
        dest: row.try_get(2)?,
        game: row.try_get(3)?,
        control: TimeControl::from_text(&control).unwrap_or_default(),
        rated: row.try_get::<i64, _>(5)? != 0,
        color: row.try_get(6)?,
        status: row.try_get(7)?,
        decline_reason: row.try_get(8)?,
        game_id: row.try_get(9)?,
        options: row.try_get(10)?,
        token: row.try_get(11)?,
    })
}

async fn find(api: &Api, id: &str) -> Result<Challenge, Failure> {
    let sql = format!("SELECT {COLUMNS} FROM challenges WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(api.hub.ctx.store.pool()).await.map_err(unavailable)?;
    let row = row.ok_or_else(|| Failure::not_found(format!("No such challenge: {id}")))?;
    from_row(&row).map_err(unavailable).map_err(Failure::from)
}

/// The challenge as lichess shows it, seen from `me` (its direction; its challenger
/// alone sees its seat's token once accepted).
async fn view_of(api: &Api, c: &Challenge, me: Option<&str>) -> Result<ChallengeView, Failure> {
    let db = &api.hub.ctx.store;
    let speed = shape::speed(c.control).to_string();
    Ok(ChallengeView {
        id: c.id.clone(),
        url: format!("/#online/challenge/{}", c.id),
        status: c.status.clone(),
        challenger: users::light(db, &c.challenger, &c.game).await.map_err(unavailable)?,
        dest_user: users::light(db, &c.dest, &c.game).await.map_err(unavailable)?,
        variant: shape::variant(&c.game),
        variant_options: c.options.clone(),
        rated: c.rated,
        speed: speed.clone(),
        time_control: shape::time_control(c.control),
        color: c.color.clone(),
        perf: Perf { icon: String::new(), name: speed },
        direction: me.map(|me| if me == c.challenger { "out" } else { "in" }.to_string()),
        decline_reason: c.decline_reason.clone(),
        decline_reason_key: c.decline_reason.clone(),
        game_id: c.game_id.clone(),
        token: c.token.clone().filter(|_| me == Some(c.challenger.as_str())),
    })
}

/// The challenges waiting for `account`'s answer, as lichess shows them.
pub async fn waiting_for(api: &Api, account: &str) -> Result<Vec<ChallengeView>, Failure> {
    list_of(api, account, "dest_id").await
}

async fn list_of(api: &Api, account: &str, column: &str) -> Result<Vec<ChallengeView>, Failure> {
    let sql = format!(
        "SELECT {COLUMNS} FROM challenges WHERE {column} = $1 AND status = 'created' ORDER BY created_ms LIMIT 50"
    );
    let rows = sqlx::query(&sql).bind(account).fetch_all(api.hub.ctx.store.pool()).await.map_err(unavailable)?;
    let mut out = Vec::new();
    for row in rows {
        out.push(view_of(api, &from_row(&row).map_err(unavailable)?, Some(account)).await?);
    }
    Ok(out)
}

/// The game a challenge's `variant` names: one of ours.
fn game_of(params: &HashMap<String, String>) -> Result<String, Failure> {
    let game = params.get("variant").cloned().unwrap_or_default();
    if !pyramid_games::games::GAME_NAMES.contains(&game.as_str()) {
        let known = pyramid_games::games::GAME_NAMES.join(", ");
        return Err(Failure::bad(format!("variant: one of {known}, not '{game}'")));
    }
    Ok(game)
}

/// The time control of a challenge's parameters: `clock.limit` (seconds, a whole number
/// of minutes here) and `clock.increment`, or `days`, or neither.
fn control_of(params: &HashMap<String, String>) -> Result<TimeControl, Failure> {
    let number = |name: &str| super::number::<u32>(params, name);
    let (limit, increment, days) = (number("clock.limit")?, number("clock.increment")?, number("days")?);
    let body = match (limit, increment, days) {
        (None, None, None) => return Ok(TimeControl::None),
        (None, None, Some(days)) => json!({ "days": days }),
        (Some(limit), increment, None) if limit % 60 == 0 => {
            json!({ "minutes": limit / 60, "increment": increment.unwrap_or(0) })
        }
        (Some(_), _, None) => return Err(Failure::bad("clock.limit: our clocks count whole minutes (60, 180, 300…)")),
        _ => return Err(Failure::bad("give clock.limit and clock.increment, or days, not both")),
    };
    serde_json::from_value(body).map_err(|e| Failure::bad(e.to_string()))
}

/// `POST /api/challenge/{username}`.
#[utoipa::path(
    post,
    path = "/api/challenge/{username}",
    tag = "lichess: challenges",
    summary = "Challenges a player",
    params(
        ("username" = String, Path, description = "The player's name (any case)"),
    ),
    request_body(content((crate::protocol::lichess::ChallengeForm = "application/x-www-form-urlencoded"), (crate::protocol::lichess::ChallengeRequest = "application/json"))),
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::ChallengeView),
        crate::openapi::LichessRefused,
    ),
    security(("token" = []), ("session" = [])),
)]
pub async fn create(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(username): Path<String>,
    body: Body,
) -> Result<Json<ChallengeView>, Failure> {
    let me = caller_or_session(&api, &headers, WRITE).await?;
    let params = params(&headers, body).await?;
    let db = &api.hub.ctx.store;
    let dest = users::known(db, Ok(&username)).await.map_err(unavailable)?;
    let dest = dest.ok_or_else(|| Failure::not_found(format!("No such user: {username}")))?;
    if dest.id == me.account.id {
        return Err(Failure::bad("You cannot challenge yourself"));
    }
    let game = game_of(&params)?;
    let control = control_of(&params)?;
    let rated = flag(&params, "rated", false)?;
    let options = params.get("variantOptions").map(|o| o.split_whitespace().collect::<Vec<_>>().join(" "));
    let options = options.unwrap_or_default();
    let color = params.get("color").cloned().unwrap_or_else(|| "random".into());
    if !["random", "white", "black"].contains(&color.as_str()) {
        return Err(Failure::bad(format!("color: random, white or black, not '{color}'")));
    }
    // Not a way to flood someone's lobby: a few challenges waiting at a time.
    let waiting: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM challenges WHERE challenger_id = $1 AND status = 'created'")
            .bind(&me.account.id)
            .fetch_one(db.pool())
            .await
            .map_err(unavailable)?;
    if waiting >= MAX_WAITING {
        let message = format!("You have {MAX_WAITING} challenges waiting for an answer: cancel one first");
        return Err(Failure::new(axum::http::StatusCode::TOO_MANY_REQUESTS, message));
    }
    // The game it would start, checked now (a rated game needs a clock or days).
    let (checked, _) = new_game(&create_request(&game, &options, control, rated, &color)?, now_ms())?;
    // Stored whole, defaults filled in, as the game will have them.
    let options: Vec<String> = checked.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let options = options.join(" ");
    let id = token::new_id();
    sqlx::query(
        "INSERT INTO challenges (id, challenger_id, dest_id, game, control, rated, color, status, created_ms, options) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'created', $8, $9)",
    )
    .bind(&id)
    .bind(&me.account.id)
    .bind(&dest.id)
    .bind(&game)
    .bind(control.to_text())
    .bind(i64::from(rated))
    .bind(&color)
    .bind(now_ms())
    .bind(&options)
    .execute(db.pool())
    .await
    .map_err(unavailable)?;
    let challenge = find(&api, &id).await?;
    let event = Event::Challenge { challenge: view_of(&api, &challenge, None).await? };
    events::publish(&api.hub, &dest.username, &event).await;
    events::publish(&api.hub, &me.account.username, &event).await;
    Ok(Json(view_of(&api, &challenge, Some(&me.account.id)).await?))
}

/// The game a challenge starts, as the protocol's request; `options` is our option text
/// (`KEY=VALUE …`).
fn create_request(
    game: &str,
    options: &str,
    control: TimeControl,
    rated: bool,
    color: &str,
) -> Result<CreateRequest, Failure> {
    let seat = match color {
        "white" => SeatChoice::White,
        "black" => SeatChoice::Black,
        _ => SeatChoice::Random,
    };
    let pairs = options
        .split_whitespace()
        .map(|pair| {
            let (k, v) = pair
                .split_once('=')
                .ok_or_else(|| Failure::bad(format!("variantOptions: '{pair}' is not KEY=VALUE")))?;
            Ok((k.to_string(), v.to_string()))
        })
        .collect::<Result<Vec<_>, Failure>>()?;
    Ok(CreateRequest {
        game: game.to_string(),
        options: (!pairs.is_empty()).then(|| pairs.into_iter().collect()),
        seat: Some(seat),
        time_control: control,
        rated: Some(rated),
        // Public, as every game on lichess: on profiles, and exported to anyone.
        open: Some(true),
        ..CreateRequest::default()
    })
}

/// `GET /api/challenge`: those waiting for the account and those it made.
#[utoipa::path(
    get,
    path = "/api/challenge",
    tag = "lichess: challenges",
    summary = "The challenges waiting: to the caller and by it",
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::ChallengeList),
        crate::openapi::LichessRefused,
    ),
    security(("token" = []), ("session" = [])),
)]
pub async fn list(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Json<ChallengeList>, Failure> {
    let me = caller_or_session(&api, &headers, READ).await?;
    let incoming = list_of(&api, &me.account.id, "dest_id").await?;
    let outgoing = list_of(&api, &me.account.id, "challenger_id").await?;
    Ok(Json(ChallengeList { incoming, outgoing }))
}

/// `GET /api/challenge/{id}/show`: one challenge, to its two players (its challenger sees
/// its seat's token once it is accepted).
#[utoipa::path(
    get,
    path = "/api/challenge/{id}/show",
    tag = "lichess: challenges",
    summary = "A challenge",
    params(
        ("id" = String, Path, description = "The challenge's id"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::ChallengeView),
        crate::openapi::LichessRefused,
    ),
    security(("token" = []), ("session" = [])),
)]
pub async fn show(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<ChallengeView>, Failure> {
    let me = caller_or_session(&api, &headers, READ).await?;
    let challenge = find(&api, &id).await?;
    if me.account.id != challenge.challenger && me.account.id != challenge.dest {
        return Err(Failure::not_found(format!("No such challenge: {id}")));
    }
    Ok(Json(view_of(&api, &challenge, Some(&me.account.id)).await?))
}

/// A challenge still open, answered by `me` on the side `column` names.
async fn open_for(api: &Api, id: &str, me: &Caller, dest: bool) -> Result<Challenge, Failure> {
    let challenge = find(api, id).await?;
    let mine = if dest { &challenge.dest } else { &challenge.challenger };
    if *mine != me.account.id {
        return Err(Failure::not_found(format!("No such challenge: {id}")));
    }
    if challenge.status != "created" {
        return Err(Failure::bad(format!("This challenge is {} already", challenge.status)));
    }
    Ok(challenge)
}

/// `POST /api/challenge/{id}/accept`: the game starts, colours as asked.
#[utoipa::path(
    post,
    path = "/api/challenge/{id}/accept",
    tag = "lichess: challenges",
    summary = "Accepts a challenge: the game starts",
    params(
        ("id" = String, Path, description = "The challenge's id"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::Accepted),
        crate::openapi::LichessRefused,
    ),
    security(("token" = []), ("session" = [])),
)]
pub async fn accept(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<Accepted>, Failure> {
    let me = caller_or_session(&api, &headers, WRITE).await?;
    let challenge = open_for(&api, &id, &me, true).await?;
    let db = &api.hub.ctx.store;
    let challenger = crate::accounts::store::by_id(db, &challenge.challenger).await.map_err(unavailable)?;
    let challenger = challenger.ok_or_else(|| Failure::bad("The challenger's account is gone"))?;
    let now = now_ms();
    let request =
        create_request(&challenge.game, &challenge.options, challenge.control, challenge.rated, &challenge.color)?;
    let (mut game, _) = new_game(&request, now)?;
    let theirs = if game.seats[0].is_some() { pyramid_games::Side::White } else { pyramid_games::Side::Black };
    // Seats bound to the two accounts. The API acts by account; the app plays a seat by
    // its token: the accepter's in the answer, the challenger's kept with the challenge.
    let (theirs_token, mine_token) = (token::new_token(), token::new_token());
    game.seats[theirs.index()] = Some(token::hash(&theirs_token));
    game.seats[theirs.other().index()] = Some(token::hash(&mine_token));
    game.seat_player(theirs, Some(&challenger.player()));
    game.seat_player(theirs.other(), Some(&me.account.player()));
    game.status = Status::Ongoing;
    game.joined_ms = Some(now);
    let mut tx = db.pool().begin().await.map_err(unavailable)?;
    let taken = sqlx::query(
        "UPDATE challenges SET status = 'accepted', game_id = $1, token = $2 WHERE id = $3 AND status = 'created'",
    )
    .bind(game.id.as_str())
    .bind(&theirs_token)
    .bind(&id)
    .execute(&mut *tx)
    .await
    .map_err(unavailable)?;
    if taken.rows_affected() != 1 {
        return Err(Failure::bad("This challenge was answered already"));
    }
    crate::store::insert_game(&mut tx, &game, now).await.map_err(unavailable)?;
    tx.commit().await.map_err(unavailable)?;
    let room = api.hub.room(&game.id).await?;
    events::announce_start(&api.hub, &room.public().await).await;
    Ok(Json(Accepted {
        ok: true,
        game_id: Some(game.id.clone()),
        token: Some(mine_token),
        color: Some(shape::color(theirs.other()).to_string()),
    }))
}

/// `POST /api/challenge/{id}/decline` (`reason`, lichess's keys: `generic`, `later`,
/// `tooFast`, `tooSlow`, `timeControl`, `rated`, `casual`, `standard`, `variant`,
/// `noBot`, `onlyBot`).
#[utoipa::path(
    post,
    path = "/api/challenge/{id}/decline",
    tag = "lichess: challenges",
    summary = "Declines a challenge",
    params(
        ("id" = String, Path, description = "The challenge's id"),
    ),
    request_body(content((crate::protocol::lichess::DeclineForm = "application/x-www-form-urlencoded"), (crate::protocol::lichess::DeclineForm = "application/json"))),
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::Done),
        crate::openapi::LichessRefused,
    ),
    security(("token" = []), ("session" = [])),
)]
pub async fn decline(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Body,
) -> Result<Response, Failure> {
    let me = caller_or_session(&api, &headers, WRITE).await?;
    let params = params(&headers, body).await?;
    let reason = params.get("reason").cloned().filter(|r| !r.is_empty()).unwrap_or_else(|| "generic".into());
    const REASONS: &[&str] = &[
        "generic",
        "later",
        "tooFast",
        "tooSlow",
        "timeControl",
        "rated",
        "casual",
        "standard",
        "variant",
        "noBot",
        "onlyBot",
    ];
    if !REASONS.contains(&reason.as_str()) {
        return Err(Failure::bad(format!("reason: one of {}", REASONS.join(", "))));
    }
    let challenge = open_for(&api, &id, &me, true).await?;
    answer(&api, challenge, "declined", Some(&reason)).await
}

/// `POST /api/challenge/{id}/cancel`: by its challenger.
#[utoipa::path(
    post,
    path = "/api/challenge/{id}/cancel",
    tag = "lichess: challenges",
    summary = "Cancels a challenge one made",
    params(
        ("id" = String, Path, description = "The challenge's id"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::Done),
        crate::openapi::LichessRefused,
    ),
    security(("token" = []), ("session" = [])),
)]
pub async fn cancel(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Response, Failure> {
    let me = caller_or_session(&api, &headers, WRITE).await?;
    let challenge = open_for(&api, &id, &me, false).await?;
    answer(&api, challenge, "canceled", None).await
}

/// Ends a challenge unanswered (declined, canceled) and tells both streams.
async fn answer(api: &Api, mut challenge: Challenge, status: &str, reason: Option<&str>) -> Result<Response, Failure> {
    let db = &api.hub.ctx.store;
    let done =
        sqlx::query("UPDATE challenges SET status = $1, decline_reason = $2 WHERE id = $3 AND status = 'created'")
            .bind(status)
            .bind(reason)
            .bind(&challenge.id)
            .execute(db.pool())
            .await
            .map_err(unavailable)?;
    if done.rows_affected() != 1 {
        return Err(Failure::bad("This challenge was answered already"));
    }
    challenge.status = status.to_string();
    challenge.decline_reason = reason.map(str::to_string);
    let challenge_view = view_of(api, &challenge, None).await?;
    let event = if status == "declined" {
        Event::ChallengeDeclined { challenge: challenge_view }
    } else {
        Event::ChallengeCanceled { challenge: challenge_view }
    };
    for account in [&challenge.challenger, &challenge.dest] {
        if let Some(known) = users::known(db, Err(account)).await.map_err(unavailable)? {
            events::publish(&api.hub, &known.username, &event).await;
        }
    }
    Ok(super::ok())
}

/// `POST /api/challenge/open`: a game anyone may sit in, as lichess's open challenge:
/// `urlWhite` is White's seat (a private link, with its token), `urlBlack` the free seat
/// for whoever opens it first. Casual only: an open seat has no account to rate.
#[utoipa::path(
    post,
    path = "/api/challenge/open",
    tag = "lichess: challenges",
    summary = "An open challenge: a game anyone may take, by its links",
    request_body(content((crate::protocol::lichess::ChallengeForm = "application/x-www-form-urlencoded"), (crate::protocol::lichess::ChallengeForm = "application/json"))),
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::OpenChallenge),
        crate::openapi::LichessRefused,
    ),
)]
pub async fn open(
    State(api): State<Arc<Api>>,
    axum::extract::ConnectInfo(peer): axum::extract::ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Json<OpenChallenge>, Failure> {
    // Needs no account: counted against the address, as a game's creation is.
    if !api.creations.allow(crate::http::client_address(&api, &headers, peer), now_ms()) {
        return Err(Failure::new(axum::http::StatusCode::TOO_MANY_REQUESTS, "Too many games from this address"));
    }
    let params = params(&headers, body).await?;
    if flag(&params, "rated", false)? {
        return Err(Failure::bad("An open challenge is casual: its seats have no accounts to rate"));
    }
    let game = game_of(&params)?;
    let control = control_of(&params)?;
    let options = params.get("variantOptions").cloned().unwrap_or_default();
    let request =
        CreateRequest { seat: Some(SeatChoice::White), ..create_request(&game, &options, control, false, "white")? };
    let now = now_ms();
    let (state, token) = new_game(&request, now)?;
    api.hub.ctx.store.create(&state, now).await.map_err(unavailable)?;
    let speed = shape::speed(control);
    Ok(Json(OpenChallenge {
        url: format!("/#online/{}", state.id),
        status: "created".into(),
        challenger: None,
        dest_user: None,
        variant: shape::variant(&game),
        variant_options: options,
        rated: false,
        speed: speed.into(),
        time_control: shape::time_control(control),
        color: "random".into(),
        perf: Perf { icon: String::new(), name: speed.into() },
        url_white: format!("/#online/{}/{token}", state.id),
        url_black: format!("/#online/{}", state.id),
        id: state.id,
    }))
}
