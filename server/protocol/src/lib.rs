//! The online protocol as types: error codes and the messages a client sends (here),
//! the shared words (`words`: sides, statuses, time controls, clocks), what the server
//! sends (`messages`: the public state and every socket message), the HTTP bodies
//! (`bodies`; `lichess`, the lichess-compatible API's that our clients read too), and the order of a game's versioned changes (`order`). Plain data and pure
//! functions with no runtime: the server, its Rust client and bot, the fuzz target and
//! the browser's online part all build it, so that no side writes or reads a message by
//! hand.
#![forbid(unsafe_code)]

pub mod accounts;
pub mod bodies;
pub mod lichess;
pub mod messages;
pub mod order;
#[cfg(feature = "openapi")]
mod schemas;
pub mod seeks;
pub mod tournaments;
pub mod words;

pub use bodies::{CreateRequest, Created, ErrorBody, GameList, Health, Joined, SeatChoice, TablebaseQuery};
pub use messages::{
    Berserk, EndMessage, ErrorMessage, GameView, MoveMessage, OfferMessage, Offers, Players, PresenceMessage,
    RatingChange, RematchMessage, Seats, ServerMessage, DELETED_PLAYER,
};
pub use words::{ClockView, Color, OptionMap, Reason, Status, TimeControl};

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use std::fmt;

/// The largest text frame a client may send (bytes).
pub const MAX_FRAME: usize = 4096;
/// The longest `ref` a client may attach to a message.
pub const MAX_REF: usize = 64;

/// Every error code of the protocol, with its HTTP status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    BadMessage,
    Unauthorized,
    NotFound,
    NotYourTurn,
    IllegalMove,
    Stale,
    GameOver,
    SeatTaken,
    NotAllowed,
    TooLarge,
    RateLimited,
    /// An extension: the server could not store or read the game; nothing changed.
    ServerError,
    /// An extension (the tablebase): the game or setting is not solved.
    Unsolved,
    /// An extension (the tablebase): the setting is solved but this server has no table
    /// of it.
    NoTable,
    /// Accounts: the name is someone's already.
    UsernameTaken,
    /// Accounts: a password too short, or the username itself.
    WeakPassword,
    /// Accounts: a wrong password or an unknown name (the same answer for both).
    BadCredentials,
    /// A change asked from another site's page (with a session cookie or without).
    ForbiddenOrigin,
    /// A request for a host other than the server's public origin.
    MisdirectedRequest,
    /// A body sent with a session cookie that is not `application/json`.
    UnsupportedMediaType,
}

impl Code {
    pub const ALL: [Code; 20] = [
        Code::BadMessage,
        Code::Unauthorized,
        Code::NotFound,
        Code::NotYourTurn,
        Code::IllegalMove,
        Code::Stale,
        Code::GameOver,
        Code::SeatTaken,
        Code::NotAllowed,
        Code::TooLarge,
        Code::RateLimited,
        Code::ServerError,
        Code::Unsolved,
        Code::NoTable,
        Code::UsernameTaken,
        Code::WeakPassword,
        Code::BadCredentials,
        Code::ForbiddenOrigin,
        Code::MisdirectedRequest,
        Code::UnsupportedMediaType,
    ];

    pub fn parse(text: &str) -> Option<Code> {
        Code::ALL.into_iter().find(|c| c.as_str() == text)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Code::BadMessage => "bad-message",
            Code::Unauthorized => "unauthorized",
            Code::NotFound => "not-found",
            Code::NotYourTurn => "not-your-turn",
            Code::IllegalMove => "illegal-move",
            Code::Stale => "stale",
            Code::GameOver => "game-over",
            Code::SeatTaken => "seat-taken",
            Code::NotAllowed => "not-allowed",
            Code::TooLarge => "too-large",
            Code::RateLimited => "rate-limited",
            Code::ServerError => "server-error",
            Code::Unsolved => "unsolved",
            Code::NoTable => "no-table",
            Code::UsernameTaken => "username-taken",
            Code::WeakPassword => "weak-password",
            Code::BadCredentials => "bad-credentials",
            Code::ForbiddenOrigin => "forbidden-origin",
            Code::MisdirectedRequest => "misdirected-request",
            Code::UnsupportedMediaType => "unsupported-media-type",
        }
    }

    pub fn status(self) -> u16 {
        match self {
            Code::BadMessage | Code::WeakPassword => 400,
            Code::Unauthorized | Code::BadCredentials => 401,
            Code::ForbiddenOrigin => 403,
            Code::NotFound | Code::NoTable => 404,
            Code::Unsolved => 422,
            Code::TooLarge => 413,
            Code::UnsupportedMediaType => 415,
            Code::MisdirectedRequest => 421,
            Code::RateLimited => 429,
            Code::ServerError => 503,
            _ => 409,
        }
    }
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Code {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Code, D::Error> {
        let text = String::deserialize(deserializer)?;
        Code::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("unknown error code '{text}'")))
    }
}

/// A request the server turns down: the code and a sentence for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: Code,
    pub message: String,
    /// A key a client words in its reader's language (an extension: a weak password's
    /// reason).
    pub why: Option<&'static str>,
}

impl Refusal {
    pub fn new(code: Code, message: impl Into<String>) -> Refusal {
        Refusal { code, message: message.into(), why: None }
    }

    /// The same refusal with its reason's key.
    pub fn why(mut self, key: &'static str) -> Refusal {
        self.why = Some(key);
        self
    }

    /// `{"error": CODE, "message": TEXT}`, the body of an HTTP error.
    pub fn body(&self) -> ErrorBody {
        ErrorBody { error: self.code, message: self.message.clone(), why: self.why.map(str::to_string) }
    }

    /// The `error` message of the socket, to the sender only.
    pub fn frame(&self, reference: Option<&str>) -> ServerMessage {
        ServerMessage::Error(ErrorMessage {
            code: self.code,
            message: self.message.clone(),
            reference: reference.map(str::to_string),
            v: None,
        })
    }
}

#[cfg(feature = "axum")]
impl axum::response::IntoResponse for Refusal {
    fn into_response(self) -> axum::response::Response {
        let status =
            axum::http::StatusCode::from_u16(self.code.status()).unwrap_or(axum::http::StatusCode::BAD_REQUEST);
        let mut response = (status, axum::Json(self.body())).into_response();
        // For the count of refusals by code.
        response.extensions_mut().insert(self.code);
        response
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.as_str(), self.message)
    }
}

/// What an offer is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Offer {
    Draw,
    Takeback,
    Rematch,
}

impl Offer {
    pub const ALL: [Offer; 3] = [Offer::Draw, Offer::Takeback, Offer::Rematch];

    pub fn as_str(self) -> &'static str {
        match self {
            Offer::Draw => "draw",
            Offer::Takeback => "takeback",
            Offer::Rematch => "rematch",
        }
    }
}

/// A message from a client's socket.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Request {
    Auth {
        token: String,
    },
    Move {
        #[serde(rename = "move")]
        text: String,
        ply: u64,
    },
    Resign,
    Draw,
    Takeback,
    Decline {
        what: Offer,
    },
    Abort,
    Claim,
    Rematch,
    /// An arena game, before one's first move: half one's clock, no increment (lichess's
    /// berserk).
    Berserk,
    /// An extension: send me the state again (a client that saw a gap in `v`).
    Sync,
}

/// The `type` of every message a client may send.
pub const TYPES: &[&str] =
    &["auth", "move", "resign", "draw", "takeback", "decline", "abort", "claim", "rematch", "berserk", "sync"];

/// A client's message and the `ref` to echo in its answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClientMessage {
    #[serde(flatten)]
    pub request: Request,
    #[serde(rename = "ref", skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
}

impl ClientMessage {
    /// The frame's text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl From<Request> for ClientMessage {
    fn from(request: Request) -> ClientMessage {
        ClientMessage { request, reference: None }
    }
}

/// Parses one text frame. A refusal says what is wrong and carries the `ref` when it
/// could be read, so the client can match the error to its message.
pub fn parse(text: &str) -> Result<ClientMessage, (Refusal, Option<String>)> {
    if text.len() > MAX_FRAME {
        return Err((Refusal::new(Code::TooLarge, format!("a message may have at most {MAX_FRAME} bytes")), None));
    }
    let mut value: Value = serde_json::from_str(text)
        .map_err(|e| (Refusal::new(Code::BadMessage, format!("not a JSON object: {e}")), None))?;
    let Some(object) = value.as_object_mut() else {
        return Err((Refusal::new(Code::BadMessage, "a message is a JSON object with a field 'type'"), None));
    };
    let reference = match object.remove("ref") {
        None | Some(Value::Null) => None,
        Some(Value::String(r)) if r.len() <= MAX_REF => Some(r),
        Some(_) => {
            return Err((
                Refusal::new(Code::BadMessage, format!("'ref' must be a string of at most {MAX_REF} bytes")),
                None,
            ))
        }
    };
    let kind = match object.get("type") {
        Some(Value::String(kind)) => kind.clone(),
        _ => return Err((Refusal::new(Code::BadMessage, "a message needs a string field 'type'"), reference)),
    };
    match Request::deserialize(value) {
        Ok(request) => Ok(ClientMessage { request, reference }),
        Err(e) => {
            let why = e.to_string();
            let message = if !TYPES.contains(&kind.as_str()) {
                format!("unknown message type '{kind}'")
            } else {
                format!("bad '{kind}' message: {why}")
            };
            Err((Refusal::new(Code::BadMessage, message), reference))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_with_its_ref_parses() {
        let m = parse(r#"{"type":"move","move":"d1-e2","ply":0,"ref":"a1"}"#).unwrap();
        assert_eq!(m.request, Request::Move { text: "d1-e2".into(), ply: 0 });
        assert_eq!(m.reference.as_deref(), Some("a1"));
    }

    #[test]
    fn unknown_fields_are_ignored() {
        let m = parse(r#"{"type":"resign","why":"tired"}"#).unwrap();
        assert_eq!(m.request, Request::Resign);
    }

    #[test]
    fn each_malformed_message_is_a_bad_message_naming_the_problem() {
        for (text, words) in [
            ("{", "not a JSON object"),
            ("[1]", "JSON object"),
            (r#"{"move":"a"}"#, "field 'type'"),
            (r#"{"type":"dance"}"#, "unknown message type 'dance'"),
            (r#"{"type":"move","move":"d1-e2"}"#, "missing field `ply`"),
            (r#"{"type":"move","move":"d1-e2","ply":-1}"#, "bad 'move' message"),
            (r#"{"type":"decline","what":"tea"}"#, "bad 'decline' message"),
            (r#"{"type":"auth"}"#, "missing field `token`"),
        ] {
            let (refusal, _) = parse(text).unwrap_err();
            assert_eq!(refusal.code, Code::BadMessage, "{text}");
            assert!(refusal.message.contains(words), "{text}: {}", refusal.message);
        }
    }

    #[test]
    fn a_ref_is_echoed_even_when_the_rest_is_bad() {
        let (_, reference) = parse(r#"{"type":"move","ref":"r7"}"#).unwrap_err();
        assert_eq!(reference.as_deref(), Some("r7"));
        let (refusal, _) = parse(&format!(r#"{{"type":"resign","ref":"{}"}}"#, "x".repeat(65))).unwrap_err();
        assert_eq!(refusal.code, Code::BadMessage);
    }

    #[test]
    fn an_oversized_message_is_too_large() {
        let text = format!(r#"{{"type":"auth","token":"{}"}}"#, "x".repeat(5000));
        assert_eq!(parse(&text).unwrap_err().0.code, Code::TooLarge);
    }

    #[test]
    fn a_client_message_reads_back_as_written() {
        for request in [
            Request::Move { text: "d1-e2".into(), ply: 3 },
            Request::Decline { what: Offer::Takeback },
            Request::Auth { token: "t".into() },
            Request::Sync,
        ] {
            let message = ClientMessage { request, reference: Some("r2".into()) };
            assert_eq!(parse(&message.to_text()), Ok(message));
        }
        assert_eq!(ClientMessage::from(Request::Resign).to_text(), r#"{"type":"resign"}"#);
    }

    #[test]
    fn codes_read_and_write_as_their_names() {
        for code in Code::ALL {
            let text = serde_json::to_string(&code).unwrap();
            assert_eq!(text, format!("\"{}\"", code.as_str()));
            assert_eq!(serde_json::from_str::<Code>(&text).unwrap(), code);
        }
    }

    #[test]
    fn codes_have_the_protocols_statuses() {
        assert_eq!(Code::BadMessage.status(), 400);
        assert_eq!(Code::Unauthorized.status(), 401);
        assert_eq!(Code::NotFound.status(), 404);
        assert_eq!(Code::Stale.status(), 409);
        assert_eq!(Code::TooLarge.status(), 413);
        assert_eq!(Code::RateLimited.status(), 429);
    }
}
