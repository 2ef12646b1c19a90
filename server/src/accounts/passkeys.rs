//! Passkeys (docs/protocol.md, "Passkeys"): WebAuthn by kanidm's webauthn-rs. Adding one
//! and signing in with one are each a ceremony of two requests: the first answers the
//! options the browser's `navigator.credentials` takes and keeps the ceremony's state in
//! the store (so that any process may answer the second), the second checks the
//! browser's credential against it. The relying party is the site the request came to:
//! its host (without the port) and its origin, as the browser saw them.

use super::{body_of, failed_sign_in, sign_in_as, signed_in, store, too_many_failures};
use crate::http::{client_address, Api};
use crate::protocol::{Code, Refusal};
use crate::room::now_ms;
use crate::store::unavailable;
use crate::token;
use axum::body::Body;
use axum::extract::{ConnectInfo, State};
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
#[derive(Serialize)]
pub struct Begun {
    ceremony: String,
    options: serde_json::Value,
}

/// The second request: the ceremony's id and the browser's credential.
#[derive(Deserialize)]
pub struct Finish {
    ceremony: String,
    credential: serde_json::Value,
}

/// `POST /api/session/passkey`'s body.
#[derive(Deserialize)]
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
    kept.iter().map(|p| stored(p)).collect()
}

/// `POST /api/account/passkeys`: begins adding a passkey to the session's account.
pub async fn begin_adding(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Json<Begun>, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let webauthn = relying_party(&api, &headers)?;
    let known = passkeys_of(&api, &account.id).await?.iter().map(|p| p.cred_id().clone()).collect();
    let (options, state) = webauthn
        .start_passkey_registration(user_id(&account.id), &account.username, &account.username, Some(known))
        .map_err(|e| bad(e.to_string()))?;
    let id = token::new_token();
    let now = now_ms();
    let db = &api.hub.ctx.store;
    store::begin_ceremony(db, &id, &account.id, "add", &json(&state)?, now, now - CEREMONY_MS)
        .await
        .map_err(unavailable)?;
    Ok(Json(Begun { ceremony: id, options: serde_json::to_value(options).map_err(unavailable)? }))
}

/// `POST /api/account/passkeys/finish`: the browser's new credential, checked and kept.
pub async fn finish_adding(State(api): State<Arc<Api>>, headers: HeaderMap, body: Body) -> Result<StatusCode, Refusal> {
    let account = signed_in(&api, &headers).await?;
    let finish: Finish = body_of(body).await?;
    let now = now_ms();
    let db = &api.hub.ctx.store;
    let taken = store::take_ceremony(db, &finish.ceremony, "add", now - CEREMONY_MS).await.map_err(unavailable)?;
    let Some((owner, state)) = taken.filter(|(owner, _)| *owner == account.id) else {
        return Err(Refusal::new(Code::NotFound, "no such passkey ceremony: begin again"));
    };
    let state: PasskeyRegistration = stored(&state)?;
    let registered: RegisterPublicKeyCredential = credential(&finish)?;
    let passkey = relying_party(&api, &headers)?
        .finish_passkey_registration(&registered, &state)
        .map_err(|e| bad(format!("the passkey was not accepted: {e}")))?;
    let credential_id = json(passkey.cred_id())?;
    store::put_passkey(db, &owner, &credential_id, &json(&passkey)?, now).await.map_err(unavailable)?;
    Ok(StatusCode::CREATED)
}

/// `POST /api/session/passkey`: begins signing in as `username` with one of its passkeys.
pub async fn begin_signing_in(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Body,
) -> Result<Json<Begun>, Refusal> {
    let named: Named = body_of(body).await?;
    let address = client_address(&api, &headers, peer);
    too_many_failures(&api, &named.username, address).await?;
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
    let checked = relying_party(&api, &headers)?.finish_passkey_authentication(&answer, &state);
    let result = match checked {
        Ok(result) => result,
        Err(_) => {
            failed_sign_in(&api, &account.username, address).await?;
            return Err(Refusal::new(Code::BadCredentials, "the passkey's answer was not accepted"));
        }
    };
    // The authenticator's counter moves on with each use: kept, so a cloned key shows.
    for mut passkey in passkeys_of(&api, &account.id).await? {
        if passkey.update_credential(&result) == Some(true) {
            store::put_passkey(db, &account.id, &json(passkey.cred_id())?, &json(&passkey)?, now)
                .await
                .map_err(unavailable)?;
        }
    }
    sign_in_as(&api, &headers, &account, StatusCode::OK).await
}
