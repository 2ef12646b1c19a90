//! Passkeys (docs/protocol.md, "Passkeys"): WebAuthn by kanidm's webauthn-rs. Adding one
//! and signing in with one are each a ceremony of two requests: the first answers the
//! options the browser's `navigator.credentials` takes and keeps the ceremony's state in
//! the store (so that any process may answer the second), the second checks the
//! browser's credential against it. The relying party is the public origin (or the host
//! served). Adding or removing a passkey needs the password as well as the session, so
//! that a stolen session cannot leave a key behind; the account lists its passkeys.

use super::{body_of, confirm_password, guesses, sign_in_as, signed_in, store};
use crate::http::{client_address, Api};
use crate::protocol::accounts::{Confirmation, PasskeyAdding, PasskeyList, PasskeyView, MAX_PASSKEY_NAME};
use crate::protocol::{Code, Refusal};
use crate::room::now_ms;
use crate::store::unavailable;
use crate::token;
use axum::body::Body;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use axum::Json;
use serde::{Deserialize, Serialize};
use std::net::SocketAddr;
use std::sync::Arc;
use webauthn_rs::prelude::{
    Passkey, PasskeyAuthentication, PasskeyRegistration, PublicKeyCredential, RegisterPublicKeyCredential, Url, Uuid,
    Webauthn, WebauthnBuilder,
};

/// A ceremony begun must be finished within this long (ms).
const CEREMONY_MS: i64 = 5 * 60 * 1000;

/// The first request's answer: the ceremony's id and the browser's options.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Begun {
    ceremony: String,
    options: serde_json::Value,
}

/// The second request: the ceremony's id and the browser's credential.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct Finish {
    ceremony: String,
    credential: serde_json::Value,
}

/// `POST /api/session/passkey`'s body.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct Named {
    username: String,
}

fn bad(message: impl Into<String>) -> Refusal {
    Refusal::new(Code::BadMessage, message)
}

/// The relying party: the public origin's host name (without its port) and the origin
/// itself; without a public origin, the host served that the request named (the edge
/// refused any other).
fn relying_party(api: &Api, headers: &HeaderMap) -> Result<Webauthn, Refusal> {
    let own = api.edge.own_origin(headers).unwrap_or_default();
    let origin = Url::parse(&own).map_err(|_| bad(format!("no origin for '{own}'")))?;
    let domain = origin.host_str().unwrap_or_default().to_string();
    WebauthnBuilder::new(&domain, &origin)
        .and_then(|b| b.rp_name("Pyramid games").build())
        .map_err(|e| bad(format!("passkeys need a site's name ('{domain}' is not one): {e}")))
}

/// The WebAuthn user id of account `id` (16 bytes of its hash: stable, not the id).
fn user_id(account: &str) -> Uuid {
    let hash = token::hash(account);
    Uuid::from_u128(u128::from_str_radix(&hash[..32], 16).unwrap_or_default())
}

fn json<T: Serialize>(value: &T) -> Result<String, Refusal> {
    serde_json::to_string(value).map_err(unavailable)
}

fn stored<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, Refusal> {
    serde_json::from_str(text).map_err(unavailable)
}

fn credential<T: serde::de::DeserializeOwned>(finish: &Finish) -> Result<T, Refusal> {
    serde_json::from_value(finish.credential.clone()).map_err(|e| bad(format!("'credential': {e}")))
}

/// The passkeys an account keeps.
async fn passkeys_of(api: &Api, account: &str) -> Result<Vec<Passkey>, Refusal> {
    let kept = store::passkeys(&api.hub.ctx.store, account).await.map_err(unavailable)?;
    kept.iter().map(|p| stored(&p.passkey)).collect()
}

/// What waits between the two requests of adding a passkey: the ceremony's state and
/// the name the passkey will be listed by.
#[derive(Serialize, Deserialize)]
struct Adding {
    state: PasskeyRegistration,
    name: String,
}

/// A passkey's public id: its credential's id, in base64url (the credential id stored is
/// that text as JSON).
fn public_id(credential: &str) -> String {
    serde_json::from_str::<String>(credential).unwrap_or_else(|_| credential.to_string())
}

/// The name of a passkey added from a browser that gave none: what the browser is.
fn default_name(headers: &HeaderMap) -> String {
    let agent = headers.get(axum::http::header::USER_AGENT).and_then(|v| v.to_str().ok()).unwrap_or_default();
    let browser = ["Firefox", "Edg", "Chrome", "Safari"].into_iter().find(|b| agent.contains(b));
    let system = ["Android", "iPhone", "iPad", "Mac OS", "Windows", "Linux"].into_iter().find(|s| agent.contains(s));
    match (browser, system) {
        (Some(b), Some(s)) => format!("{} on {s}", if b == "Edg" { "Edge" } else { b }),
        (Some(b), None) => b.to_string(),
        (None, Some(s)) => s.to_string(),
        (None, None) => "Passkey".to_string(),
    }
}

/// `POST /api/account/passkeys` `{"password", "name"?}`: begins adding a passkey to the
/// session's account, once the password is confirmed (counted as a guess).
#[utoipa::path(
    post,
    path = "/api/account/passkeys",
    tag = "accounts",
    summary = "Begins adding a passkey (with the account's password)",
    request_body = crate::protocol::accounts::PasskeyAdding,
    responses(
        (status = 200, description = "Done", body = Begun),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn begin_adding(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Json<Begun>, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let adding: PasskeyAdding = body_of(body).await?;
    let name = adding.name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty());
    if name.as_ref().is_some_and(|n| n.chars().count() > MAX_PASSKEY_NAME || n.chars().any(char::is_control)) {
        return Err(bad(format!("'name': at most {MAX_PASSKEY_NAME} characters, on one line")));
    }
    confirm_password(&api, &account, adding.password, client_address(&api, &headers, peer)).await?;
    let webauthn = relying_party(&api, &headers)?;
    let known = passkeys_of(&api, &account.id).await?.iter().map(|p| p.cred_id().clone()).collect();
    let (options, state) = webauthn
        .start_passkey_registration(user_id(&account.id), &account.username, &account.username, Some(known))
        .map_err(|e| bad(e.to_string()))?;
    let id = token::new_token();
    let now = now_ms();
    let db = &api.hub.ctx.store;
    let waiting = Adding { state, name: name.unwrap_or_else(|| default_name(&headers)) };
    store::begin_ceremony(db, &id, &account.id, "add", &json(&waiting)?, now, now - CEREMONY_MS)
        .await
        .map_err(unavailable)?;
    Ok(Json(Begun { ceremony: id, options: serde_json::to_value(options).map_err(unavailable)? }))
}

/// `GET /api/account/passkeys`: the account's passkeys, the oldest first.
#[utoipa::path(
    get,
    path = "/api/account/passkeys",
    tag = "accounts",
    summary = "The account's passkeys",
    responses(
        (status = 200, description = "Done", body = crate::protocol::accounts::PasskeyList),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn list(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Json<PasskeyList>, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let kept = store::passkeys(&api.hub.ctx.store, &account.id).await.map_err(unavailable)?;
    let passkeys = kept
        .into_iter()
        .map(|p| PasskeyView {
            id: public_id(&p.credential),
            name: p.name,
            created_at: p.created_ms,
            last_used_at: p.last_used_ms,
        })
        .collect();
    Ok(Json(PasskeyList { passkeys }))
}

/// `DELETE /api/account/passkeys/{id}` `{"password"}`: removes one of the account's
/// passkeys (`404 not-found` for one it does not have).
#[utoipa::path(
    delete,
    path = "/api/account/passkeys/{id}",
    tag = "accounts",
    summary = "Removes a passkey (with the password)",
    params(
        ("id" = String, Path, description = "The passkey's id"),
    ),
    request_body = crate::protocol::accounts::Confirmation,
    responses(
        (status = 204, description = "Done"),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn remove(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    body: Body,
) -> Result<StatusCode, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let confirm: Confirmation = body_of(body).await?;
    confirm_password(&api, &account, confirm.password, client_address(&api, &headers, peer)).await?;
    let credential = json(&id)?;
    if store::remove_passkeys(&api.hub.ctx.store, &account.id, Some(&credential)).await.map_err(unavailable)? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(Refusal::new(Code::NotFound, format!("no passkey '{id}' of yours")))
    }
}

/// `POST /api/account/passkeys/finish`: the browser's new credential, checked and kept.
#[utoipa::path(
    post,
    path = "/api/account/passkeys/finish",
    tag = "accounts",
    summary = "Finishes adding a passkey: the browser's credential",
    request_body = Finish,
    responses(
        (status = 201, description = "Done"),
        crate::openapi::Refused,
    ),
    security(("session" = [])),
)]
pub async fn finish_adding(State(api): State<Arc<Api>>, headers: HeaderMap, body: Body) -> Result<StatusCode, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let finish: Finish = body_of(body).await?;
    let now = now_ms();
    let db = &api.hub.ctx.store;
    let taken = store::take_ceremony(db, &finish.ceremony, "add", now - CEREMONY_MS).await.map_err(unavailable)?;
    let Some((owner, state)) = taken.filter(|(owner, _)| *owner == account.id) else {
        return Err(Refusal::new(Code::NotFound, "no such passkey ceremony: begin again"));
    };
    let waiting: Adding = stored(&state)?;
    let registered: RegisterPublicKeyCredential = credential(&finish)?;
    let passkey = relying_party(&api, &headers)?
        .finish_passkey_registration(&registered, &waiting.state)
        .map_err(|e| bad(format!("the passkey was not accepted: {e}")))?;
    let credential_id = json(passkey.cred_id())?;
    store::add_passkey(db, &owner, &credential_id, &json(&passkey)?, &waiting.name, now).await.map_err(unavailable)?;
    Ok(StatusCode::CREATED)
}

/// `POST /api/session/passkey`: begins signing in as `username` with one of its passkeys.
#[utoipa::path(
    post,
    path = "/api/session/passkey",
    tag = "accounts",
    summary = "Begins signing in with a passkey",
    request_body = Named,
    responses(
        (status = 200, description = "Done", body = Begun),
        crate::openapi::Refused,
    ),
)]
pub async fn begin_signing_in(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Json<Begun>, Refusal> {
    let named: Named = body_of(body).await?;
    let address = client_address(&api, &headers, peer);
    guesses::not_locked(&api, &named.username, address).await?;
    let db = &api.hub.ctx.store;
    let account = store::by_name(db, &named.username).await.map_err(unavailable)?;
    let keys = match &account {
        Some(account) => passkeys_of(&api, &account.id).await?,
        None => Vec::new(),
    };
    let Some(account) = account.filter(|_| !keys.is_empty()) else {
        return Err(Refusal::new(Code::BadCredentials, "no passkey for this username"));
    };
    let (options, state) =
        relying_party(&api, &headers)?.start_passkey_authentication(&keys).map_err(|e| bad(e.to_string()))?;
    let id = token::new_token();
    let now = now_ms();
    store::begin_ceremony(db, &id, &account.id, "sign-in", &json(&state)?, now, now - CEREMONY_MS)
        .await
        .map_err(unavailable)?;
    Ok(Json(Begun { ceremony: id, options: serde_json::to_value(options).map_err(unavailable)? }))
}

/// `POST /api/session/passkey/finish`: the browser's signed answer; a session if it is
/// one of the account's passkeys.
#[utoipa::path(
    post,
    path = "/api/session/passkey/finish",
    tag = "accounts",
    summary = "Finishes signing in with a passkey: the browser's assertion",
    request_body = Finish,
    responses(
        (status = 200, description = "Done", body = crate::protocol::accounts::Signed),
        crate::openapi::Refused,
    ),
)]
pub async fn finish_signing_in(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refusal> {
    let finish: Finish = body_of(body).await?;
    let now = now_ms();
    let db = &api.hub.ctx.store;
    let taken = store::take_ceremony(db, &finish.ceremony, "sign-in", now - CEREMONY_MS).await.map_err(unavailable)?;
    let Some((owner, state)) = taken else {
        return Err(Refusal::new(Code::NotFound, "no such passkey ceremony: begin again"));
    };
    let account = store::by_id(db, &owner).await.map_err(unavailable)?;
    let account = account.ok_or_else(|| Refusal::new(Code::BadCredentials, "the account is gone"))?;
    let state: PasskeyAuthentication = stored(&state)?;
    let answer: PublicKeyCredential = credential(&finish)?;
    let address = client_address(&api, &headers, peer);
    // Counted before it is checked, as a password is.
    let guess = guesses::guess(&api, &account.username, address).await?;
    let checked = relying_party(&api, &headers)?.finish_passkey_authentication(&answer, &state);
    let result = match checked {
        Ok(result) => result,
        Err(_) => {
            guesses::wrong(&api, guess);
            return Err(Refusal::new(Code::BadCredentials, "the passkey's answer was not accepted"));
        }
    };
    guesses::right(&api, guess).await?;
    // Its last use, and the authenticator's counter, which moves on with each use: kept,
    // so that a cloned key shows.
    for mut passkey in passkeys_of(&api, &account.id).await? {
        if passkey.cred_id() != result.cred_id() {
            continue;
        }
        let moved = passkey.update_credential(&result) == Some(true);
        let state = if moved { Some(json(&passkey)?) } else { None };
        store::used_passkey(db, &account.id, &json(passkey.cred_id())?, state.as_deref(), now)
            .await
            .map_err(unavailable)?;
    }
    sign_in_as(&api, &headers, &account, StatusCode::OK).await
}
