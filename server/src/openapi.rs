//! The OpenAPI document of every request (`GET /api/openapi.json`). utoipa builds it from
//! each handler's `#[utoipa::path]` and the protocol's types as `serve` registers the
//! routes (utoipa-axum's router), so a route served and its entry cannot part.

use crate::protocol::lichess::LichessError;
use crate::protocol::{ClientMessage, ErrorBody, ServerMessage};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

/// The document's head: what it is, its parts, how a request is signed.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Pyramid games server",
        description = "Live games of Pyramida, Pyramid Chase, Pyraos and Allmer's Pyramid: the game \
            protocol (its WebSocket's messages are in docs/protocol.md), accounts, ratings and \
            quick pairing, the Pyraos tablebase, and the lichess-compatible API, which lichess's \
            clients (berserk, bots, board apps) speak with only their base URL changed."
    ),
    modifiers(&Signing),
    components(schemas(ErrorBody, LichessError, ClientMessage, ServerMessage)),
    tags(
        (name = "games", description = "Live games: create, join, read, list, and each game's socket"),
        (name = "accounts", description = "Accounts, sessions, passkeys, ratings and players"),
        (name = "pairing", description = "Quick pairing: seeks"),
        (name = "tablebase", description = "The solved Pyraos positions"),
        (name = "lichess: account", description = "lichess's account and user reads, tokens and the bot upgrade"),
        (name = "lichess: challenges", description = "lichess's challenges"),
        (name = "lichess: play", description = "lichess's event stream, and the bot's and the board's game streams and actions"),
        (name = "lichess: games", description = "lichess's game export"),
        (name = "lichess: tournaments", description = "Arena tournaments, in lichess's requests"),
    )
)]
pub struct Document;

/// The two ways a request acts for an account: the site's session cookie, or a personal
/// API token (lichess's `Authorization: Bearer`).
struct Signing;

impl Modify for Signing {
    fn modify(&self, document: &mut utoipa::openapi::OpenApi) {
        let components = document.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new(crate::accounts::cookie::NAME))),
        );
        components.add_security_scheme(
            "token",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

/// Any refusal of the protocol's requests: its code (with its HTTP status) and a sentence.
#[derive(utoipa::IntoResponses)]
#[response(status = "default", description = "A refusal: its code and a sentence for people")]
#[allow(dead_code)]
pub struct Refused(ErrorBody);

/// Any refusal of the lichess API's requests, in lichess's shape.
#[derive(utoipa::IntoResponses)]
#[response(status = "default", description = "A refusal, in lichess's shape: `{\"error\": TEXT}`")]
#[allow(dead_code)]
pub struct LichessRefused(LichessError);

/// The document as served: each operation named by its method and path (`getApiGamesId`),
/// unique where handlers' names repeat across modules.
pub fn finish(mut document: utoipa::openapi::OpenApi) -> Result<String, String> {
    for (path, item) in document.paths.paths.iter_mut() {
        let words: String = path
            .split(['/', '{', '}', '-'])
            .filter(|w| !w.is_empty())
            .map(|w| w[..1].to_uppercase() + &w[1..])
            .collect();
        let operations = [
            ("get", &mut item.get),
            ("post", &mut item.post),
            ("put", &mut item.put),
            ("delete", &mut item.delete),
            ("patch", &mut item.patch),
        ];
        for (method, operation) in operations {
            if let Some(operation) = operation {
                operation.operation_id = Some(format!("{method}{words}"));
            }
        }
    }
    document.to_json().map_err(|e| e.to_string())
}

/// `GET /api/openapi.json`: the document, made once at the start.
pub fn answer(document: &str) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], document.to_string()).into_response()
}
