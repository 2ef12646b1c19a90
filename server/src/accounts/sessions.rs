//! Sessions: a random secret of 256 bits in an `HttpOnly` cookie, whose hash alone is
//! stored; each ends 30 days after it began (then it is deleted), when its owner signs
//! out (here, everywhere, or from the list of sessions), or when the password changes.

use super::cookie;
use super::store::{self, Account, NewSession};
use crate::http::Api;
use crate::protocol::accounts::{SessionList, SessionView};
use crate::protocol::{Code, Refusal};
use crate::room::now_ms;
use crate::store::unavailable;
use crate::token;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::Json;
use std::sync::Arc;

/// A session lasts this long from its sign-in (the cookie's `Max-Age` too).
pub const SESSION_MS: i64 = 30 * 24 * 3_600_000;
/// The browser a session began in, cut to this many characters.
const USER_AGENT_CHARS: usize = 200;

/// The account of the request's session, and the session's id, if any (an ended or
/// unknown one is none).
pub async fn current(api: &Api, headers: &HeaderMap) -> Result<Option<(Account, String)>, Refusal> {
    let Some(secret) = cookie::secret(headers) else { return Ok(None) };
    let now = now_ms();
    store::by_session(&api.hub.ctx.store, &token::hash(&secret), now - SESSION_MS, now).await.map_err(unavailable)
}

/// Begins a session for `account` (and ends the one the request came with: a sign-in
/// always gets a new secret): the cookie that carries it.
pub async fn open(api: &Api, headers: &HeaderMap, account: &Account) -> Result<String, Refusal> {
    let db = &api.hub.ctx.store;
    if let Some(old) = cookie::secret(headers) {
        store::close_session(db, &token::hash(&old)).await.map_err(unavailable)?;
    }
    let secret = token::new_secret();
    let user_agent: String = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .chars()
        .take(USER_AGENT_CHARS)
        .collect();
    let session = NewSession {
        hash: &token::hash(&secret),
        id: &token::new_id(),
        account: &account.id,
        now: now_ms(),
        user_agent: &user_agent,
    };
    store::open_session(db, &session).await.map_err(unavailable)?;
    Ok(cookie::set(&secret, api.edge.secure(headers), SESSION_MS / 1000))
}

/// `GET /api/sessions`: the account's sessions, the latest used first, this one marked.
#[utoipa::path(
    get,
    path = "/api/sessions",
    tag = "accounts",
    summary = "The account's sessions",
    responses(
        (status = 200, description = "Done", body = crate::protocol::accounts::SessionList),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn list(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Json<SessionList>, Refusal> {
    let (account, _) = current(&api, &headers).await?.ok_or_else(not_signed_in)?;
    let this = cookie::secret(&headers).map(|s| token::hash(&s)).unwrap_or_default();
    let stored = store::sessions(&api.hub.ctx.store, &account.id, now_ms() - SESSION_MS).await.map_err(unavailable)?;
    let sessions = stored
        .into_iter()
        .map(|s| SessionView {
            current: s.hash == this,
            id: s.id,
            created_at: s.created_ms,
            last_seen_at: s.last_seen_ms,
            user_agent: s.user_agent,
        })
        .collect();
    Ok(Json(SessionList { sessions }))
}

/// `DELETE /api/sessions/{id}`: ends one of the account's sessions (`404 not-found` for
/// one it does not have).
#[utoipa::path(
    delete,
    path = "/api/sessions/{id}",
    tag = "accounts",
    summary = "Ends one of the account's sessions",
    params(
        ("id" = String, Path, description = "The session's id"),
    ),
    responses(
        (status = 204, description = "Done"),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn end(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<StatusCode, Refusal> {
    let (account, _) = current(&api, &headers).await?.ok_or_else(not_signed_in)?;
    if store::close_session_id(&api.hub.ctx.store, &account.id, &id).await.map_err(unavailable)? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(Refusal::new(Code::NotFound, format!("no session '{id}' of yours")))
    }
}

pub(crate) fn not_signed_in() -> Refusal {
    Refusal::new(Code::Unauthorized, "not signed in")
}
