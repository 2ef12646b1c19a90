//! Accounts (docs/protocol.md, "Accounts"): signing up, in and out, the account of a session, the
//! leaderboards, and the refusal of a change asked with a session cookie from another
//! site's page. `password` hashes, `cookie` is the session's cookie, `store` the SQL.

pub mod cookie;
pub mod passkeys;
pub mod password;
pub mod store;

use crate::http::{client_address, Api};
use crate::protocol::accounts::{
    check_username, AccountView, Confirmation, Credentials, HistoryPoint, Leaderboard, PasswordChange, PlayerView,
    Ranked, RatingView, Session, Signed, MAX_PASSWORD, PROVISIONAL_DEVIATION,
};
use crate::protocol::bodies::read;
use crate::protocol::{Code, Refusal, MAX_FRAME};
use crate::room::now_ms;
use crate::store::unavailable;
use crate::token;
use axum::body::{to_bytes, Body};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Arc;
use store::{Account, Rating};

/// Failed sign-ins counted over this window (ms)…
const FAILURE_WINDOW_MS: i64 = 15 * 60 * 1000;
/// …and how many lock a name or an address until they fall out of it.
const MOST_FAILURES: i64 = 10;
/// Places on a leaderboard.
const LEADERBOARD_SIZE: i64 = 50;
/// Games on a profile.
const PROFILE_GAMES: i64 = 20;
/// Points of each game's rating history on a profile.
const HISTORY_POINTS: i64 = 200;

fn busy() -> Refusal {
    Refusal::new(Code::RateLimited, "too many sign-ins at once: try again in a moment")
}

pub(crate) async fn body_of<T: serde::de::DeserializeOwned>(body: Body) -> Result<T, Refusal> {
    let bytes = to_bytes(body, MAX_FRAME)
        .await
        .map_err(|_| Refusal::new(Code::TooLarge, format!("a request body may have at most {MAX_FRAME} bytes")))?;
    read(&bytes)
}

/// Whether the client came over HTTPS (the cookie is `Secure` then).
fn secure(api: &Api, headers: &HeaderMap) -> bool {
    api.edge.secure(headers)
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

/// Opens a session for `account` (and ends the one the request came with: a sign-in
/// always gets a new secret); the answer that gives its cookie.
pub(crate) async fn sign_in_as(
    api: &Api,
    headers: &HeaderMap,
    account: &Account,
    status: StatusCode,
) -> Result<Response, Refusal> {
    let db = &api.hub.ctx.store;
    if let Some(old) = cookie::secret(headers) {
        store::close_session(db, &token::hash(&old)).await.map_err(unavailable)?;
    }
    let secret = token::new_token();
    store::open_session(db, &token::hash(&secret), &account.id, now_ms()).await.map_err(unavailable)?;
    let signed = Signed { username: account.username.clone() };
    Ok(with_cookie(status, Some(signed), cookie::set(&secret, secure(api, headers))))
}

/// The account of the request's session, if any.
pub async fn session_account(api: &Api, headers: &HeaderMap) -> Result<Option<Account>, Refusal> {
    let Some(secret) = cookie::secret(headers) else { return Ok(None) };
    store::by_session(&api.hub.ctx.store, &token::hash(&secret)).await.map_err(unavailable)
}

/// `POST /api/account`.
pub async fn sign_up(State(api): State<Arc<Api>>, headers: HeaderMap, body: Body) -> Result<Response, Refusal> {
    let credentials: Credentials = body_of(body).await?;
    credentials.check_new()?;
    let hash = api.hasher.hash(credentials.password).await.ok_or_else(busy)?.map_err(unavailable)?;
    let id = token::new_id();
    let created =
        store::create(&api.hub.ctx.store, &id, &credentials.username, &hash, now_ms()).await.map_err(unavailable)?;
    if created.is_none() {
        return Err(Refusal::new(Code::UsernameTaken, format!("the name '{}' is taken", credentials.username)));
    }
    let account = Account { id, username: credentials.username, password_hash: hash };
    sign_in_as(&api, &headers, &account, StatusCode::CREATED).await
}

/// `POST /api/session`: the same answer for a wrong password and an unknown name, in
/// about the same time (an unknown name is verified against a decoy hash).
pub async fn sign_in(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let credentials: Credentials = body_of(body).await?;
    let db = &api.hub.ctx.store;
    let address = client_address(&api, &headers, peer);
    too_many_failures(&api, &credentials.username, address).await?;
    // A name no account can have, or a password no account can have, is wrong without a
    // look (and the decoy's time is still spent).
    let shaped = check_username(&credentials.username).is_ok() && credentials.password.chars().count() <= MAX_PASSWORD;
    let account = if shaped { store::by_name(db, &credentials.username).await.map_err(unavailable)? } else { None };
    let stored = account.as_ref().map(|a| a.password_hash.clone());
    let right = api.hasher.verify(credentials.password, stored).await.ok_or_else(busy)?;
    match account {
        Some(account) if right => sign_in_as(&api, &headers, &account, StatusCode::OK).await,
        _ => {
            failed_sign_in(&api, &credentials.username, address).await?;
            Err(Refusal::new(Code::BadCredentials, "wrong username or password"))
        }
    }
}

/// The keys failed sign-ins are counted under: the name (case aside) and the address.
fn failure_keys(username: &str, address: std::net::IpAddr) -> [String; 2] {
    [format!("name:{}", crate::protocol::accounts::username_key(username)), format!("address:{address}")]
}

/// `429 rate-limited` once a name or an address has failed too often lately (a
/// password's or a passkey's sign-in alike).
pub(crate) async fn too_many_failures(api: &Api, username: &str, address: std::net::IpAddr) -> Result<(), Refusal> {
    let since = now_ms() - FAILURE_WINDOW_MS;
    for key in &failure_keys(username, address) {
        if store::failures(&api.hub.ctx.store, key, since).await.map_err(unavailable)? >= MOST_FAILURES {
            return Err(Refusal::new(
                Code::RateLimited,
                "too many failed sign-ins for this name or from this address: try again in 15 minutes",
            ));
        }
    }
    Ok(())
}

/// Counts a failed sign-in of `username` from `address`.
pub(crate) async fn failed_sign_in(api: &Api, username: &str, address: std::net::IpAddr) -> Result<(), Refusal> {
    let now = now_ms();
    let keys = failure_keys(username, address);
    store::fail(&api.hub.ctx.store, &keys, now, now - FAILURE_WINDOW_MS).await.map_err(unavailable)
}

/// The session's account, or `401 unauthorized`.
pub(crate) async fn signed_in(api: &Api, headers: &HeaderMap) -> Result<Account, Refusal> {
    session_account(api, headers).await?.ok_or_else(|| Refusal::new(Code::Unauthorized, "not signed in"))
}

/// `PUT /api/account/password` (an extension): with the password now, a new one; every
/// other session of the account ends, and this one gets a new secret.
pub async fn change_password(State(api): State<Arc<Api>>, headers: HeaderMap, body: Body) -> Result<Response, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let change: PasswordChange = body_of(body).await?;
    Credentials { username: account.username.clone(), password: change.new_password.clone() }.check_new()?;
    let right = api.hasher.verify(change.password, Some(account.password_hash.clone())).await.ok_or_else(busy)?;
    if !right {
        return Err(Refusal::new(Code::BadCredentials, "wrong password"));
    }
    let hash = api.hasher.hash(change.new_password).await.ok_or_else(busy)?.map_err(unavailable)?;
    let db = &api.hub.ctx.store;
    store::set_password(db, &account.id, &hash).await.map_err(unavailable)?;
    store::close_sessions(db, &account.id).await.map_err(unavailable)?;
    sign_in_as(&api, &headers, &account, StatusCode::OK).await
}

/// `DELETE /api/sessions` (an extension): signs the account out everywhere, this
/// browser too.
pub async fn sign_out_everywhere(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Response, Refusal> {
    let account = signed_in(&api, &headers).await?;
    store::close_sessions(&api.hub.ctx.store, &account.id).await.map_err(unavailable)?;
    Ok(with_cookie(StatusCode::NO_CONTENT, None, cookie::clear(secure(&api, &headers))))
}

/// `DELETE /api/account` (ACCOUNTS.md's "delete the account"), with the password:
/// the account, its sessions, ratings and seeks go; its finished games stay, under
/// "deleted player". Refused (`409 not-allowed`) while it sits in a game not over.
pub async fn delete_account(State(api): State<Arc<Api>>, headers: HeaderMap, body: Body) -> Result<Response, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let confirm: Confirmation = body_of(body).await?;
    let right = api.hasher.verify(confirm.password, Some(account.password_hash.clone())).await.ok_or_else(busy)?;
    if !right {
        return Err(Refusal::new(Code::BadCredentials, "wrong password"));
    }
    match store::delete_account(&api.hub.ctx.store, &account.id, &account.username).await {
        Ok(()) => {}
        Err(store::Undeletable::Playing) => {
            return Err(Refusal::new(Code::NotAllowed, "finish, abort or resign your games first"));
        }
        Err(store::Undeletable::Store(e)) => return Err(unavailable(e)),
    }
    forget_player(&api.hub, &account.username).await;
    Ok(with_cookie(StatusCode::NO_CONTENT, None, cookie::clear(secure(&api, &headers))))
}

/// The rooms this process holds forget a deleted account's name.
pub async fn forget_player(hub: &crate::hub::Hub, username: &str) {
    for room in hub.all().await {
        room.forget_player(username).await;
    }
}

/// `GET /api/session` (an extension): the session's account name, `null` when signed
/// out; 200 either way, so that a page asks without a failure in the browser's log.
pub async fn session(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Json<Session>, Refusal> {
    Ok(Json(Session { username: session_account(&api, &headers).await?.map(|a| a.username) }))
}

/// `DELETE /api/session`.
pub async fn sign_out(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Response, Refusal> {
    if let Some(secret) = cookie::secret(&headers) {
        store::close_session(&api.hub.ctx.store, &token::hash(&secret)).await.map_err(unavailable)?;
    }
    Ok(with_cookie(StatusCode::NO_CONTENT, None, cookie::clear(secure(&api, &headers))))
}

fn view(rating: Rating) -> RatingView {
    let Rating { glicko, games } = rating;
    RatingView { rating: glicko.rating.round() as i64, deviation: glicko.deviation.round() as i64, games }
}

/// `GET /api/account`: the account and its rating in every game.
pub async fn account(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Json<AccountView>, Refusal> {
    let account = signed_in(&api, &headers).await?;
    Ok(Json(AccountView { ratings: ratings_of(&api, &account.id).await?, username: account.username }))
}

/// An account's rating in every game (the start's where it has played none).
async fn ratings_of(api: &Api, account: &str) -> Result<BTreeMap<String, RatingView>, Refusal> {
    let stored = store::ratings(&api.hub.ctx.store, account).await.map_err(unavailable)?;
    Ok(pyramid_games::games::GAME_NAMES
        .iter()
        .map(|&game| {
            let rating = stored.iter().find(|(g, _)| g == game).map_or(Rating::default(), |(_, r)| *r);
            (game.to_string(), view(rating))
        })
        .collect())
}

/// `GET /api/players/{username}`: the public profile, its ratings and its latest games
/// (private ones only to the player).
pub async fn player(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(username): Path<String>,
) -> Result<Json<PlayerView>, Refusal> {
    let store = &api.hub.ctx.store;
    let Some(account) = store::by_name(store, &username).await.map_err(unavailable)? else {
        return Err(Refusal::new(Code::NotFound, format!("no player '{username}'")));
    };
    let own = session_account(&api, &headers).await?.is_some_and(|me| me.id == account.id);
    let ids = store.games_of(&account.username, own, PROFILE_GAMES).await.map_err(unavailable)?;
    let games = crate::http::public_states(&api, ids).await?;
    let mut history: BTreeMap<String, Vec<HistoryPoint>> = BTreeMap::new();
    for (game, p) in store::history(store, &account.id, HISTORY_POINTS).await.map_err(unavailable)? {
        let point =
            HistoryPoint { at: p.at_ms, rating: p.rating.round() as i64, deviation: p.deviation.round() as i64 };
        history.entry(game).or_default().push(point);
    }
    let ratings = ratings_of(&api, &account.id).await?;
    Ok(Json(PlayerView { ratings, username: account.username, games, history }))
}

/// `GET /api/leaderboard/{game}`.
pub async fn leaderboard(State(api): State<Arc<Api>>, Path(game): Path<String>) -> Result<Json<Leaderboard>, Refusal> {
    if !pyramid_games::games::GAME_NAMES.contains(&game.as_str()) {
        return Err(Refusal::new(Code::NotFound, format!("no game '{game}'")));
    }
    let ranked = store::leaderboard(&api.hub.ctx.store, &game, PROVISIONAL_DEVIATION, LEADERBOARD_SIZE)
        .await
        .map_err(unavailable)?;
    let players = ranked
        .into_iter()
        .map(|(username, r)| {
            let RatingView { rating, deviation, games } = view(r);
            Ranked { username, rating, deviation, games }
        })
        .collect();
    Ok(Json(Leaderboard { players }))
}
