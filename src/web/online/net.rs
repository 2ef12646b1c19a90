//! The server's HTTP requests (create, join, read and list games) and the addresses of the
//! API and of a game's socket, both beside the page: the game server serves the site.

use super::json;
use crate::web::dom;
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
}

impl Problem {
    fn new(message: &str) -> Problem {
        Problem { code: String::new(), message: message.to_string() }
    }
}

/// Sends a request; its JSON answer, or the problem (the server's own code and message
/// for a refusal, or why there was no answer).
pub async fn call(method: &str, path: &str, body: Option<String>) -> Result<JsValue, Problem> {
    let init = RequestInit::new();
    init.set_method(method);
    if let Some(body) = &body {
        init.set_body(&JsValue::from_str(body));
    }
    let request = Request::new_with_str_and_init(&api_url(path), &init).map_err(|_| Problem::new("a bad request"))?;
    if body.is_some() {
        request.headers().set("Content-Type", "application/json").ok();
    }
    let answer = JsFuture::from(dom::window().fetch_with_request(&request))
        .await
        .map_err(|_| Problem::new("the game server did not answer: are you online?"))?;
    let response: Response = answer.dyn_into().map_err(|_| Problem::new("no answer"))?;
    let text = match response.text() {
        Ok(promise) => JsFuture::from(promise).await.ok().and_then(|t| t.as_string()).unwrap_or_default(),
        Err(_) => String::new(),
    };
    let value = json::parse(&text);
    if response.ok() {
        return value.ok_or_else(|| Problem::new("the server's answer was not JSON"));
    }
    let field = |key| value.as_ref().and_then(|v| json::text(v, key));
    Err(Problem {
        code: field("error").unwrap_or_default(),
        message: field("message").unwrap_or_else(|| format!("the server answered {}", response.status())),
    })
}
