//! The lichess-compatible API (docs/lichess-api.md): programs written for lichess's API
//! (berserk, bots, scripts) play our games by changing only their base URL. Errors keep
//! lichess's shape, `{"error": TEXT}`, where the rest of the server keeps the protocol's.
//!
//! Where things live: `tokens` (personal API tokens, and who a request acts for),
//! `users` (the account and user reads, the bot upgrade, bots online), `challenges`,
//! `events` (each account's event stream), `play` (a game's stream and its actions, for
//! bots and boards), `games` (games exported), `house` (a seek
//! nobody answers goes to a house bot), `seek` (a board's seek), `shape` (how our games read in lichess's fields).

pub mod challenges;
pub mod events;
pub mod games;
pub mod house;
pub mod play;
pub mod seek;
pub mod shape;
pub mod tokens;
pub mod users;

use crate::http::Api;
use axum::body::{to_bytes, Body};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::Router;
use std::collections::HashMap;
use std::sync::Arc;

/// A refusal in lichess's shape.
#[derive(Debug)]
pub struct Failure {
    pub status: StatusCode,
    pub error: String,
}

impl Failure {
    pub fn new(status: StatusCode, error: impl Into<String>) -> Failure {
        Failure { status, error: error.into() }
    }
    pub fn bad(error: impl Into<String>) -> Failure {
        Failure::new(StatusCode::BAD_REQUEST, error)
    }
    pub fn not_found(error: impl Into<String>) -> Failure {
        Failure::new(StatusCode::NOT_FOUND, error)
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        // lichess's `error`; `message` too, which the app reads in the protocol's errors.
        (self.status, axum::Json(serde_json::json!({ "error": self.error, "message": self.error }))).into_response()
    }
}

/// The protocol's refusals (the store's, a game's) in lichess's shape, their status kept.
impl From<crate::protocol::Refusal> for Failure {
    fn from(refusal: crate::protocol::Refusal) -> Failure {
        let status = StatusCode::from_u16(refusal.code.status()).unwrap_or(StatusCode::BAD_REQUEST);
        Failure::new(status, refusal.message)
    }
}

/// `{"ok": true}`, lichess's answer to an action.
pub fn ok() -> Response {
    axum::Json(serde_json::json!({ "ok": true })).into_response()
}

/// An NDJSON answer of lines already known.
pub fn ndjson(text: String) -> Response {
    ([(header::CONTENT_TYPE, "application/x-ndjson")], text).into_response()
}

/// A request's parameters: lichess takes a form (what berserk sends) or JSON, and a
/// token's request may send either. Values are kept as text.
pub async fn params(headers: &HeaderMap, body: Body) -> Result<HashMap<String, String>, Failure> {
    let bytes = to_bytes(body, crate::protocol::MAX_FRAME)
        .await
        .map_err(|_| Failure::new(StatusCode::PAYLOAD_TOO_LARGE, "the body is too large"))?;
    let json = headers.get(header::CONTENT_TYPE).is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if json {
        let value: serde_json::Value =
            serde_json::from_slice(&bytes).map_err(|e| Failure::bad(format!("the body is not JSON: {e}")))?;
        let Some(object) = value.as_object() else { return Err(Failure::bad("the body is not a JSON object")) };
        let mut out = HashMap::new();
        flatten("", object, &mut out);
        return Ok(out);
    }
    let text = std::str::from_utf8(&bytes).map_err(|_| Failure::bad("the body is not UTF-8"))?;
    Ok(form(text))
}

/// `{"clock": {"limit": 60}}` as `clock.limit = 60`, as lichess's forms name it.
fn flatten(prefix: &str, object: &serde_json::Map<String, serde_json::Value>, out: &mut HashMap<String, String>) {
    for (key, value) in object {
        let name = if prefix.is_empty() { key.clone() } else { format!("{prefix}.{key}") };
        match value {
            serde_json::Value::Object(inner) => flatten(&name, inner, out),
            // berserk sends every parameter, null where not given.
            serde_json::Value::Null => {}
            serde_json::Value::String(text) => {
                out.insert(name, text.clone());
            }
            serde_json::Value::Array(items) => {
                let joined: Vec<String> =
                    items.iter().map(|i| i.as_str().map_or_else(|| i.to_string(), str::to_string)).collect();
                out.insert(name, joined.join(","));
            }
            other => {
                out.insert(name, other.to_string());
            }
        }
    }
}

/// An `application/x-www-form-urlencoded` body or query.
pub fn form(text: &str) -> HashMap<String, String> {
    text.split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(k), decode(v))
        })
        .collect()
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                match u8::from_str_radix(std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("zz"), 16) {
                    Ok(b) => {
                        out.push(b);
                        i += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A yes/no parameter as lichess writes it (`true`, `false`), absent as `default`.
pub fn flag(params: &HashMap<String, String>, name: &str, default: bool) -> Result<bool, Failure> {
    match params.get(name).map(String::as_str) {
        None | Some("") => Ok(default),
        Some("true") | Some("1") => Ok(true),
        Some("false") | Some("0") => Ok(false),
        Some(other) => Err(Failure::bad(format!("{name}: expected true or false, not '{other}'"))),
    }
}

/// The lichess API's requests, beside the protocol's.
pub fn routes(router: Router<Arc<Api>>) -> Router<Arc<Api>> {
    router
        .route("/api/account/tokens", post(tokens::create).get(tokens::list))
        .route("/api/account/tokens/{id}", delete(tokens::revoke))
        .route("/api/user/{username}", get(users::user))
        .route("/api/bot/account/upgrade", post(users::upgrade))
        .route("/api/bot/online", get(users::online_bots))
        .route("/api/games/user/{username}", get(games::by_player))
        .route("/game/export/{id}", get(games::export))
        .route("/api/stream/event", get(events::stream))
        .route("/api/challenge", get(challenges::list))
        .route("/api/challenge/open", post(challenges::open))
        .route("/api/challenge/{username}", post(challenges::create))
        .route("/api/challenge/{id}/accept", post(challenges::accept))
        .route("/api/challenge/{id}/decline", post(challenges::decline))
        .route("/api/challenge/{id}/cancel", post(challenges::cancel))
        .route("/api/challenge/{id}/show", get(challenges::show))
        .route("/api/board/seek", post(seek::board_seek))
        .route("/api/bot/game/stream/{id}", get(play::bot_stream))
        .route("/api/board/game/stream/{id}", get(play::board_stream))
        .route("/api/bot/game/{id}/{action}", post(play::bot_action))
        .route("/api/board/game/{id}/{action}", post(play::board_action))
        .route("/api/bot/game/{id}/{action}/{arg}", post(play::bot_action_with))
        .route("/api/board/game/{id}/{action}/{arg}", post(play::board_action_with))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_are_read_as_lichess_sends_them() {
        let read = form("rated=true&clock.limit=180&variant=chase&message=a+b%21&bad=%zz");
        assert_eq!(read["rated"], "true");
        assert_eq!(read["clock.limit"], "180");
        assert_eq!(read["message"], "a b!");
        assert_eq!(read["bad"], "%zz");
    }
}
