//! Personal API tokens, as lichess has them: made on the account screen (with the
//! password), shown once, stored only as their hash, listed and revoked; a request with
//! `Authorization: Bearer TOKEN` acts as the account, for the token's scopes.

use super::Failure;
use crate::accounts::store::Account;
use crate::accounts::{confirm_password, signed_in};
use crate::http::{client_address, Api};
use crate::protocol::Refusal;
use crate::room::now_ms;
use crate::store::{unavailable, Store};
use crate::token;
use axum::body::Body;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use sqlx::Row;
use std::net::SocketAddr;
use std::sync::Arc;

pub use crate::protocol::lichess::SCOPES;
use crate::protocol::lichess::{NewToken, TokenCreated, TokenList, TokenView};

/// Tokens an account may hold at once.
const MAX_TOKENS: i64 = 20;

/// Who a request with a token acts for.
#[derive(Clone, Debug)]
pub struct Caller {
    pub account: Account,
    pub scopes: Vec<String>,
    pub bot: bool,
}

impl Caller {
    pub fn may(&self, scope: &str) -> bool {
        self.scopes.iter().any(|s| s == scope)
    }
}

/// The token of a request, if it has one.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    value.strip_prefix("Bearer ").map(str::trim).filter(|t| !t.is_empty())
}

/// The account a request's token acts for, with `scope` (one of `scopes`' alternatives
/// where several would do): `401` without a known token, `403` without the scope.
pub async fn caller(api: &Api, headers: &HeaderMap, scopes: &[&str]) -> Result<Caller, Failure> {
    let Some(secret) = bearer(headers) else {
        return Err(Failure::new(StatusCode::UNAUTHORIZED, "No such token"));
    };
    let caller = by_token(&api.hub.ctx.store, secret).await.map_err(unavailable)?;
    let caller = caller.ok_or_else(|| Failure::new(StatusCode::UNAUTHORIZED, "No such token"))?;
    if !scopes.is_empty() && !scopes.iter().any(|s| caller.may(s)) {
        return Err(Failure::new(StatusCode::FORBIDDEN, format!("Missing scope: {}", scopes.join(" or "))));
    }
    Ok(caller)
}

/// The account a request acts for: its token's (for `scopes`), else its session's,
/// which may do anything its account may (the app's own requests).
pub async fn caller_or_session(api: &Api, headers: &HeaderMap, scopes: &[&str]) -> Result<Caller, Failure> {
    if bearer(headers).is_some() {
        return caller(api, headers, scopes).await;
    }
    let Some(account) = crate::accounts::session_account(api, headers).await? else {
        return Err(Failure::new(StatusCode::UNAUTHORIZED, "Sign in, or send a token"));
    };
    let bot = super::users::is_bot(&api.hub.ctx.store, &account.id).await.map_err(unavailable)?;
    Ok(Caller { account, scopes: SCOPES.iter().map(|s| s.to_string()).collect(), bot })
}

async fn by_token(store: &Store, secret: &str) -> Result<Option<Caller>, sqlx::Error> {
    let hash = token::hash(secret);
    let row = sqlx::query(
        "SELECT a.id, a.username, a.password_hash, t.scopes, a.bot, t.id FROM api_tokens t \
         JOIN accounts a ON a.id = t.account_id WHERE t.hash = $1 AND a.deleted_ms IS NULL",
    )
    .bind(&hash)
    .fetch_optional(store.pool())
    .await?;
    let Some(row) = row else { return Ok(None) };
    let id: String = row.try_get(5)?;
    // The last use, to the minute: enough for the list, and not a write a request.
    let now = now_ms();
    sqlx::query(
        "UPDATE api_tokens SET last_used_ms = $1 WHERE id = $2 AND (last_used_ms IS NULL OR last_used_ms < $3)",
    )
    .bind(now)
    .bind(&id)
    .bind(now - 60_000)
    .execute(store.pool())
    .await?;
    let scopes: String = row.try_get(3)?;
    Ok(Some(Caller {
        account: Account { id: row.try_get(0)?, username: row.try_get(1)?, password_hash: row.try_get(2)? },
        scopes: scopes.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect(),
        bot: row.try_get::<i64, _>(4)? != 0,
    }))
}

/// `POST /api/account/tokens` (signed in, with the password): a new token, shown once.
#[utoipa::path(
    post,
    path = "/api/account/tokens",
    tag = "lichess: account",
    summary = "Makes a personal API token (shown once)",
    request_body = crate::protocol::lichess::NewToken,
    responses(
        (status = 201, description = "Done", body = crate::protocol::lichess::TokenCreated),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn create(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let request: NewToken = crate::accounts::body_of(body).await?;
    let description = request.description.trim();
    if description.is_empty() || description.chars().count() > 100 {
        return Err(Refusal::new(crate::protocol::Code::BadMessage, "a token's description has 1 to 100 characters"));
    }
    if let Some(unknown) = request.scopes.iter().find(|s| !SCOPES.contains(&s.as_str())) {
        let known = SCOPES.join(", ");
        return Err(Refusal::new(crate::protocol::Code::BadMessage, format!("no scope '{unknown}': {known}")));
    }
    confirm_password(&api, &account, request.password, client_address(&api, &headers, peer)).await?;
    let db = &api.hub.ctx.store;
    let held: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM api_tokens WHERE account_id = $1")
        .bind(&account.id)
        .fetch_one(db.pool())
        .await
        .map_err(unavailable)?;
    if held >= MAX_TOKENS {
        let message = format!("an account holds at most {MAX_TOKENS} tokens: revoke one first");
        return Err(Refusal::new(crate::protocol::Code::NotAllowed, message));
    }
    let (id, secret) = (token::new_id(), format!("pyr_{}", token::new_token()));
    let mut scopes = request.scopes.clone();
    scopes.sort();
    scopes.dedup();
    sqlx::query(
        "INSERT INTO api_tokens (id, account_id, hash, description, scopes, created_ms) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(&id)
    .bind(&account.id)
    .bind(token::hash(&secret))
    .bind(description)
    .bind(scopes.join(","))
    .bind(now_ms())
    .execute(db.pool())
    .await
    .map_err(unavailable)?;
    Ok((StatusCode::CREATED, Json(TokenCreated { id, token: secret })).into_response())
}

/// `GET /api/account/tokens`: the account's tokens (never their secrets).
#[utoipa::path(
    get,
    path = "/api/account/tokens",
    tag = "lichess: account",
    summary = "The account's tokens (never their secrets)",
    responses(
        (status = 200, description = "Done", body = crate::protocol::lichess::TokenList),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn list(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Json<TokenList>, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let rows = sqlx::query(
        "SELECT id, description, scopes, created_ms, last_used_ms FROM api_tokens WHERE account_id = $1 \
         ORDER BY created_ms DESC, id",
    )
    .bind(&account.id)
    .fetch_all(api.hub.ctx.store.pool())
    .await
    .map_err(unavailable)?;
    let tokens = rows
        .iter()
        .map(|row| -> Result<TokenView, sqlx::Error> {
            let scopes: String = row.try_get(2)?;
            Ok(TokenView {
                id: row.try_get(0)?,
                description: row.try_get(1)?,
                scopes: scopes.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect(),
                created_at: row.try_get(3)?,
                last_used_at: row.try_get(4)?,
            })
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(unavailable)?;
    Ok(Json(TokenList { tokens }))
}

/// `DELETE /api/account/tokens/{id}`: the token stops working at once.
#[utoipa::path(
    delete,
    path = "/api/account/tokens/{id}",
    tag = "lichess: account",
    summary = "Revokes a token",
    params(
        ("id" = String, Path, description = "The token's id"),
    ),
    responses(
        (status = 204, description = "Done"),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn revoke(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<StatusCode, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let done = sqlx::query("DELETE FROM api_tokens WHERE id = $1 AND account_id = $2")
        .bind(&id)
        .bind(&account.id)
        .execute(api.hub.ctx.store.pool())
        .await
        .map_err(unavailable)?;
    if done.rows_affected() == 0 {
        return Err(Refusal::new(crate::protocol::Code::NotFound, format!("no token '{id}'")));
    }
    Ok(StatusCode::NO_CONTENT)
}
