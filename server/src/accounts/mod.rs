//! Accounts (docs/protocol.md, "Accounts"): signing up, in and out, a new password,
//! deleting an account. `sessions` are the sessions and their list, `guesses` counts
//! every check of a password before it is made, `passkeys` signs in without one,
//! `profiles` is what anyone reads of accounts, `password` hashes and judges passwords,
//! `cookie` is the session's cookie, `store` the SQL.

pub mod cookie;
pub mod guesses;
pub mod passkeys;
pub mod password;
pub mod profiles;
pub mod sessions;
pub mod store;

pub use profiles::{account, leaderboard, player};

use crate::http::{client_address, Api};
use crate::protocol::accounts::MAX_PASSWORD;
use crate::protocol::accounts::{check_username, Confirmation, Credentials, PasswordChange, Session, Signed};
use crate::protocol::bodies::read;
use crate::protocol::{Code, Refusal, MAX_FRAME};
use crate::room::now_ms;
use crate::store::unavailable;
use crate::token;
use axum::body::{to_bytes, Body};
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use std::net::SocketAddr;
use std::sync::Arc;
use store::Account;

fn busy() -> Refusal {
    Refusal::new(Code::RateLimited, "too many sign-ins at once: try again in a moment")
}

pub(crate) async fn body_of<T: serde::de::DeserializeOwned>(body: Body) -> Result<T, Refusal> {
    let bytes = to_bytes(body, MAX_FRAME)
        .await
        .map_err(|_| Refusal::new(Code::TooLarge, format!("a request body may have at most {MAX_FRAME} bytes")))?;
    read(&bytes)
}

/// An answer with a `Set-Cookie`.
fn with_cookie(status: StatusCode, body: Option<Signed>, cookie: String) -> Response {
    let mut response = match body {
        Some(body) => (status, Json(body)).into_response(),
        None => status.into_response(),
    };
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

/// Opens a session for `account`: the answer that gives its cookie.
pub(crate) async fn sign_in_as(
    api: &Api,
    headers: &HeaderMap,
    account: &Account,
    status: StatusCode,
) -> Result<Response, Refusal> {
    let cookie = sessions::open(api, headers, account).await?;
    Ok(with_cookie(status, Some(Signed { username: account.username.clone() }), cookie))
}

/// The account of the request's session, if any.
pub async fn session_account(api: &Api, headers: &HeaderMap) -> Result<Option<Account>, Refusal> {
    Ok(sessions::current(api, headers).await?.map(|(account, _)| account))
}

/// The session's account, or `401 unauthorized`.
pub(crate) async fn signed_in(api: &Api, headers: &HeaderMap) -> Result<Account, Refusal> {
    session_account(api, headers).await?.ok_or_else(sessions::not_signed_in)
}

/// Checks `password` against `account`'s, the guess counted first (`429` past the
/// limit; `401 bad-credentials` for a wrong one).
pub(crate) async fn confirm_password(
    api: &Api,
    account: &Account,
    password: String,
    address: std::net::IpAddr,
) -> Result<(), Refusal> {
    let guess = guesses::guess(api, &account.username, address).await?;
    let Some(right) = api.hasher.verify(password, Some(account.password_hash.clone())).await else {
        guesses::right(api, guess).await?;
        return Err(busy());
    };
    if right {
        guesses::right(api, guess).await
    } else {
        guesses::wrong(api, guess);
        Err(Refusal::new(Code::BadCredentials, "wrong password"))
    }
}

/// `POST /api/account`: a name, a password no estimate finds guessable, at most a few
/// a hour from one address (counted before the hash, so that a storm of sign-ups cannot
/// fill the line of hashes).
#[utoipa::path(
    post,
    path = "/api/account",
    tag = "accounts",
    summary = "Signs up: makes an account and a session",
    request_body = crate::protocol::accounts::Credentials,
    responses(
        (status = 201, description = "Done", body = crate::protocol::accounts::Signed),
        crate::openapi::Refused,
    ),
)]
pub async fn sign_up(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let credentials: Credentials = body_of(body).await?;
    credentials.check_new()?;
    // The house bots' names are the house's: signed up only with its key.
    if crate::protocol::accounts::username_key(&credentials.username).starts_with("house-") {
        let given = headers.get("x-house-key").and_then(|v| v.to_str().ok());
        let right =
            api.house_key.as_deref().is_some_and(|key| given.is_some_and(|g| token::matches(g, &token::hash(key))));
        if !right {
            let message = format!("the name '{}' is kept for the house bots", credentials.username);
            return Err(Refusal::new(Code::UsernameTaken, message));
        }
    }
    password::strong_enough(&credentials.password, &credentials.username)?;
    guesses::sign_up(&api, client_address(&api, &headers, peer), api.signups_per_hour).await?;
    let hash = api.hasher.hash(credentials.password).await.ok_or_else(busy)?.map_err(unavailable)?;
    let id = token::new_id();
    let created =
        store::create(&api.hub.ctx.store, &id, &credentials.username, &hash, now_ms()).await.map_err(unavailable)?;
    if created.is_none() {
        // Taken now, or by an account deleted since: a name is never given twice.
        return Err(Refusal::new(Code::UsernameTaken, format!("the name '{}' is taken", credentials.username)));
    }
    let account = Account { id, username: credentials.username, password_hash: hash };
    sign_in_as(&api, &headers, &account, StatusCode::CREATED).await
}

/// `POST /api/session`: the same answer for a wrong password and an unknown name, in
/// about the same time (an unknown name is verified against a decoy hash). The guess is
/// counted before the hash is computed.
#[utoipa::path(
    post,
    path = "/api/session",
    tag = "accounts",
    summary = "Signs in: a session for the account",
    request_body = crate::protocol::accounts::Credentials,
    responses(
        (status = 200, description = "Done", body = crate::protocol::accounts::Signed),
        crate::openapi::Refused,
    ),
)]
pub async fn sign_in(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let credentials: Credentials = body_of(body).await?;
    let db = &api.hub.ctx.store;
    let address = client_address(&api, &headers, peer);
    let guess = guesses::guess(&api, &credentials.username, address).await?;
    // A name no account can have, or a password no account can have, is wrong without a
    // look (and the decoy's time is still spent).
    let shaped = check_username(&credentials.username).is_ok() && credentials.password.chars().count() <= MAX_PASSWORD;
    let account = if shaped { store::by_name(db, &credentials.username).await.map_err(unavailable)? } else { None };
    let stored = account.as_ref().map(|a| a.password_hash.clone());
    let Some(right) = api.hasher.verify(credentials.password, stored).await else {
        guesses::right(&api, guess).await?;
        return Err(busy());
    };
    match account {
        Some(account) if right => {
            guesses::right(&api, guess).await?;
            sign_in_as(&api, &headers, &account, StatusCode::OK).await
        }
        _ => {
            guesses::wrong(&api, guess);
            Err(Refusal::new(Code::BadCredentials, "wrong username or password"))
        }
    }
}

/// `PUT /api/account/password` (an extension): with the password now, a new one; every
/// other session of the account ends (and with `removePasskeys`, every passkey), and this
/// one gets a new secret.
#[utoipa::path(
    put,
    path = "/api/account/password",
    tag = "accounts",
    summary = "Changes the account's password (other sessions end)",
    request_body = crate::protocol::accounts::PasswordChange,
    responses(
        (status = 204, description = "Done"),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn change_password(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let change: PasswordChange = body_of(body).await?;
    Credentials { username: account.username.clone(), password: change.new_password.clone() }.check_new()?;
    password::strong_enough(&change.new_password, &account.username)?;
    confirm_password(&api, &account, change.password, client_address(&api, &headers, peer)).await?;
    let hash = api.hasher.hash(change.new_password).await.ok_or_else(busy)?.map_err(unavailable)?;
    let db = &api.hub.ctx.store;
    store::set_password(db, &account.id, &hash).await.map_err(unavailable)?;
    store::close_sessions(db, &account.id).await.map_err(unavailable)?;
    if change.remove_passkeys {
        store::remove_passkeys(db, &account.id, None).await.map_err(unavailable)?;
    }
    sign_in_as(&api, &headers, &account, StatusCode::OK).await
}

/// `DELETE /api/sessions` (an extension): signs the account out everywhere, this
/// browser too.
#[utoipa::path(
    delete,
    path = "/api/sessions",
    tag = "accounts",
    summary = "Ends every session of the account",
    responses(
        (status = 204, description = "Done"),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn sign_out_everywhere(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Response, Refusal> {
    let account = signed_in(&api, &headers).await?;
    store::close_sessions(&api.hub.ctx.store, &account.id).await.map_err(unavailable)?;
    Ok(with_cookie(StatusCode::NO_CONTENT, None, cookie::clear(api.edge.secure(&headers))))
}

/// `DELETE /api/account` (an extension), with the password: the account, its sessions,
/// ratings, passkeys and seeks go; its finished games stay, under "deleted player"; its
/// name and id stay taken. Refused (`409 not-allowed`) while it sits in a game not over.
#[utoipa::path(
    delete,
    path = "/api/account",
    tag = "accounts",
    summary = "Deletes the account (its name stays taken)",
    request_body = crate::protocol::accounts::Confirmation,
    responses(
        (status = 204, description = "Done"),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn delete_account(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let confirm: Confirmation = body_of(body).await?;
    confirm_password(&api, &account, confirm.password, client_address(&api, &headers, peer)).await?;
    match store::delete_account(&api.hub.ctx.store, &account.id, &account.username, now_ms()).await {
        Ok(()) => {}
        Err(store::Undeletable::Playing) => {
            return Err(Refusal::new(Code::NotAllowed, "finish, abort or resign your games first"));
        }
        Err(store::Undeletable::Store(e)) => return Err(unavailable(e)),
    }
    forget_player(&api.hub, &account.username).await;
    Ok(with_cookie(StatusCode::NO_CONTENT, None, cookie::clear(api.edge.secure(&headers))))
}

/// The rooms this process holds forget a deleted account's name.
pub async fn forget_player(hub: &crate::hub::Hub, username: &str) {
    for room in hub.all().await {
        room.forget_player(username).await;
    }
}

/// `GET /api/session` (an extension): the session's account name, `null` when signed
/// out; 200 either way, so that a page asks without a failure in the browser's log.
#[utoipa::path(
    get,
    path = "/api/session",
    tag = "accounts",
    summary = "Who the session is (a null username when signed out)",
    responses(
        (status = 200, description = "Done", body = crate::protocol::accounts::Session),
        crate::openapi::Refused,
    ),
    security((), ("session" = [])),
)]
pub async fn session(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Json<Session>, Refusal> {
    Ok(Json(Session { username: session_account(&api, &headers).await?.map(|a| a.username) }))
}

/// `DELETE /api/session`.
#[utoipa::path(
    delete,
    path = "/api/session",
    tag = "accounts",
    summary = "Ends this session",
    responses(
        (status = 204, description = "Done"),
        crate::openapi::Refused,
    ),
    security((), ("session" = [])),
)]
pub async fn sign_out(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Response, Refusal> {
    if let Some(secret) = cookie::secret(&headers) {
        store::close_session(&api.hub.ctx.store, &token::hash(&secret)).await.map_err(unavailable)?;
    }
    Ok(with_cookie(StatusCode::NO_CONTENT, None, cookie::clear(api.edge.secure(&headers))))
}
