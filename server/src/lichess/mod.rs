//! The lichess-compatible API (docs/lichess-api.md): programs written for lichess's API
//! (berserk, bots, scripts) play our games by changing only their base URL. Errors keep
//! lichess's shape, `{"error": TEXT}`, where the rest of the server keeps the protocol's.
//!
//! Where things live: `tokens` (personal API tokens, and who a request acts for),
//! `users` (the account and user reads, the bot upgrade, bots online), `challenges`, `chat` (a game's chat),
//! `events` (each account's event stream), `play` (a game's stream and its actions, for
//! bots and boards), `games` (games exported), `house` (a seek
//! nobody answers goes to a house bot), `seek` (a board's seek), `shape` (how our games read in lichess's fields).

pub mod challenges;
pub mod chat;
pub mod events;
pub mod games;
pub mod house;
pub mod play;
pub mod seek;
pub mod shape;
pub mod tokens;
pub mod users;

use crate::http::Api;
use crate::protocol::lichess::{Done, LichessError};
use axum::body::{to_bytes, Body};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

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
        let body = LichessError { message: self.error.clone(), error: self.error };
        (self.status, axum::Json(body)).into_response()
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
    axum::Json(Done { ok: true }).into_response()
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
    serde_urlencoded::from_bytes(&bytes).map_err(|e| Failure::bad(format!("the body is not a form: {e}")))
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

/// A yes/no parameter as lichess writes it (`true`, `false`), absent as `default`.
/// A number of the parameters, where given (empty is not given): `T`'s kind of number,
/// else a refusal naming the field and what it said.
pub fn number<T: std::str::FromStr>(params: &HashMap<String, String>, name: &str) -> Result<Option<T>, Failure> {
    params
        .get(name)
        .filter(|v| !v.is_empty())
        .map(|v| v.parse::<T>().map_err(|_| Failure::bad(format!("{name}: '{v}' is not a number this field takes"))))
        .transpose()
}

pub fn flag(params: &HashMap<String, String>, name: &str, default: bool) -> Result<bool, Failure> {
    match params.get(name).map(String::as_str) {
        None | Some("") => Ok(default),
        Some("true") | Some("1") => Ok(true),
        Some("false") | Some("0") => Ok(false),
        Some(other) => Err(Failure::bad(format!("{name}: expected true or false, not '{other}'"))),
    }
}

/// The lichess API's requests, beside the protocol's, each with its entry in the
/// document.
pub fn routes(router: OpenApiRouter<Arc<Api>>) -> OpenApiRouter<Arc<Api>> {
    router
        .routes(routes!(tokens::create, tokens::list))
        .routes(routes!(tokens::revoke))
        .routes(routes!(users::user))
        .routes(routes!(users::upgrade))
        .routes(routes!(users::online_bots))
        .routes(routes!(games::by_player))
        .routes(routes!(games::export))
        .routes(routes!(events::stream))
        .routes(routes!(challenges::list))
        .routes(routes!(challenges::open))
        .routes(routes!(challenges::create))
        .routes(routes!(challenges::accept))
        .routes(routes!(challenges::decline))
        .routes(routes!(challenges::cancel))
        .routes(routes!(challenges::show))
        .routes(routes!(seek::board_seek))
        .routes(routes!(play::bot_stream))
        .routes(routes!(play::board_stream))
        .routes(routes!(play::bot_move))
        .routes(routes!(play::board_move))
        .routes(routes!(play::bot_resign))
        .routes(routes!(play::board_resign))
        .routes(routes!(play::bot_abort))
        .routes(routes!(play::board_abort))
        .routes(routes!(play::bot_claim))
        .routes(routes!(play::board_claim))
        .routes(routes!(play::bot_berserk))
        .routes(routes!(play::board_berserk))
        .routes(routes!(play::bot_draw))
        .routes(routes!(play::board_draw))
        .routes(routes!(play::bot_takeback))
        .routes(routes!(play::board_takeback))
        .routes(routes!(play::bot_chat, play::bot_chat_lines))
        .routes(routes!(play::board_chat, play::board_chat_lines))
        .routes(routes!(crate::tournaments::api::create, crate::tournaments::api::list))
        .routes(routes!(crate::tournaments::api::show))
        .routes(routes!(crate::tournaments::api::join))
        .routes(routes!(crate::tournaments::api::withdraw))
        .routes(routes!(crate::tournaments::api::terminate))
        .routes(routes!(crate::tournaments::api::results))
        .routes(routes!(crate::tournaments::api::games))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn forms_and_json_are_read_as_lichess_clients_send_them() {
        let text = "rated=true&clock.limit=180&variant=chase&message=a+b%21&bad=%zz";
        let read = params(&HeaderMap::new(), Body::from(text)).await.unwrap();
        assert_eq!(read["rated"], "true");
        assert_eq!(read["clock.limit"], "180");
        assert_eq!(read["message"], "a b!");
        assert_eq!(read["bad"], "%zz");
        // berserk's JSON: dotted keys as they come, a nested clock flattened, nulls left out.
        let mut json = HeaderMap::new();
        json.insert(header::CONTENT_TYPE, "application/json".parse().unwrap());
        let body = r#"{"rated": false, "clock": {"limit": 60}, "clock.increment": 1, "color": null}"#;
        let read = params(&json, Body::from(body)).await.unwrap();
        assert_eq!((read["rated"].as_str(), read["clock.limit"].as_str()), ("false", "60"));
        assert_eq!(read["clock.increment"], "1");
        assert!(!read.contains_key("color"));
    }
}
