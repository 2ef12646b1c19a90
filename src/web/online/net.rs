//! The server's HTTP requests (create, join, read and list games) and the addresses of the
//! API and of a game's socket, both beside the page: the game server serves the site.

use crate::message::Phrase;
use crate::web::dom;
use pyramid_protocol::{ErrorBody, ServerMessage};
use serde::de::DeserializeOwned;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Request, RequestInit, Response};

/// The address of `path` under the site's `api/`.
pub fn api_url(path: &str) -> String {
    let base = dom::document().base_uri().ok().flatten().unwrap_or_default();
    web_sys::Url::new_with_base(&format!("api/{path}"), &base).map(|u| u.href()).unwrap_or_default()
}

/// The WebSocket address of game `id`.
pub fn socket_url(id: &str) -> String {
    let http = api_url(&format!("games/{}/socket", crate::link::percent_encode(id)));
    match http.strip_prefix("https:") {
        Some(rest) => format!("wss:{rest}"),
        None => format!("ws:{}", http.strip_prefix("http:").unwrap_or(&http)),
    }
}

/// Why a request failed: the server's error code (empty when it gave none, or did not
/// answer) and its words.
pub struct Problem {
    pub code: String,
    pub message: String,
    /// The server's reason's key, for some codes (a weak password's: `common`…).
    pub why: String,
}

impl Problem {
    /// A problem found here, not by the server: `code` names it (`offline`, `answer`).
    fn new(code: &str, message: &str) -> Problem {
        Problem { code: code.to_string(), message: message.to_string(), why: String::new() }
    }

    /// A problem a script of the page reported by its code (a passkey's ceremony).
    pub fn of(code: &str, message: &str) -> Problem {
        Problem::new(code, message)
    }

    /// The problem in the reader's words, by its code; the server's own words for a code
    /// this page does not know.
    pub fn phrase(&self) -> Phrase {
        problem(&self.code, &self.message)
    }
}

/// A problem with the server's `code` (or one of ours) in the reader's words: en.ftl's
/// `problem` chooses by the code, and says `detail`, the server's own words, for a code
/// it has no words of its own for.
pub fn problem(code: &str, detail: &str) -> Phrase {
    Phrase::new("problem").text("code", code).text("detail", detail)
}

/// Sends a request; its answer as the protocol's type `T`, or the problem (the server's
/// own code and message for a refusal, or why there was no answer).
pub async fn call<T: DeserializeOwned>(method: &str, path: &str, body: Option<String>) -> Result<T, Problem> {
    understood(&answer(begin(method, path, body)).await?)
}

/// Sends a request whose answer has no body (`204`); the problem if it was refused.
pub async fn send(method: &str, path: &str, body: Option<String>) -> Result<(), Problem> {
    answer(begin(method, path, body)).await.map(|_| ())
}

/// Sends a request now: its answer, to be awaited (the future takes the answer from the
/// start, so a failure before it is awaited is no unhandled rejection).
fn begin(method: &str, path: &str, body: Option<String>) -> Result<JsFuture, Problem> {
    let init = RequestInit::new();
    init.set_method(method);
    if let Some(body) = &body {
        init.set_body(&JsValue::from_str(body));
    }
    let request =
        Request::new_with_str_and_init(&api_url(path), &init).map_err(|_| Problem::new("answer", "a bad request"))?;
    if body.is_some() {
        request.headers().set("Content-Type", "application/json").ok();
    }
    Ok(JsFuture::from(dom::window().fetch_with_request(&request)))
}

/// A request's answer: its status and text, or the problem if there was none.
async fn exchange(begun: Result<JsFuture, Problem>) -> Result<(Response, String), Problem> {
    let answer = begun?.await.map_err(|_| Problem::new("offline", "the game server did not answer"))?;
    let response: Response = answer.dyn_into().map_err(|_| Problem::new("offline", "no answer"))?;
    let text = match response.text() {
        Ok(promise) => JsFuture::from(promise).await.ok().and_then(|t| t.as_string()).unwrap_or_default(),
        Err(_) => String::new(),
    };
    Ok((response, text))
}

/// The text of a request's answer when it succeeded; else the problem.
async fn answer(begun: Result<JsFuture, Problem>) -> Result<String, Problem> {
    let (response, text) = exchange(begun).await?;
    if response.ok() {
        return Ok(text);
    }
    match read::<ErrorBody>(&text) {
        Ok(error) => Err(Problem {
            code: error.error.as_str().to_string(),
            message: error.message,
            why: error.why.unwrap_or_default(),
        }),
        Err(_) => Err(Problem::new("answer", &format!("the server answered {}", response.status()))),
    }
}

/// An answer's body as `T`.
pub fn understood<T: DeserializeOwned>(text: &str) -> Result<T, Problem> {
    read(text).map_err(|e| Problem::new("answer", &format!("the server's answer was not understood: {e}")))
}

/// The text of a GET's answer; the problem if there was none. The GET is sent at once and
/// read when awaited, so GETs begun one after another travel together, where `call`
/// after `call` waits for each answer before asking the next.
pub fn text(path: &str) -> impl std::future::Future<Output = Result<String, Problem>> {
    answer(begin("GET", path, None))
}

/// Sends a request of the lichess-compatible API (the app's challenges): its answer as
/// `T`, or the server's own words for a refusal (that API's errors are `{"error": TEXT}`).
pub async fn call_lichess<T: DeserializeOwned>(method: &str, path: &str, body: Option<String>) -> Result<T, Problem> {
    #[derive(serde::Deserialize)]
    struct Refused {
        error: String,
    }
    let (response, text) = exchange(begin(method, path, body)).await?;
    if !response.ok() {
        let said = read::<Refused>(&text).map(|r| r.error).unwrap_or_else(|_| format!("{}", response.status()));
        return Err(Problem::new("refused", &said));
    }
    understood(&text)
}

/// Reads JSON text as the protocol's type `T`: parsed by the browser, then read by serde
/// from the JavaScript value (smaller here than a JSON parser of our own).
pub fn read<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    let value = js_sys::JSON::parse(text).map_err(|_| "not JSON".to_string())?;
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}

/// Writes the protocol's `value` as JSON text: serde makes the JavaScript value, the
/// browser the text.
pub fn write(value: &impl serde::Serialize) -> String {
    let value = value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::NULL);
    js_sys::JSON::stringify(&value).ok().and_then(|s| s.as_string()).unwrap_or_default()
}

/// Reads a frame of the game's socket: its `type` first, then the message of that type.
pub fn read_message(text: &str) -> Option<ServerMessage> {
    let value = js_sys::JSON::parse(text).ok()?;
    let kind = js_sys::Reflect::get(&value, &JsValue::from_str("type")).ok()?.as_string()?;
    ServerMessage::read(&kind, serde_wasm_bindgen::Deserializer::from(value)).ok()
}
