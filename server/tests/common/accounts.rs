//! A client of the accounts' requests, from an address of its own (the server trusts
//! X-Forwarded-For in these tests, so that the lockout of one test never locks another).

use super::{config, start_with};
use reqwest::header::{COOKIE, ORIGIN, SET_COOKIE};
use serde_json::{json, Value};

pub struct Client {
    pub base: String,
    pub http: reqwest::Client,
    pub address: String,
}

pub struct Answer {
    pub status: u16,
    pub body: Value,
    pub cookie: Option<String>,
}

impl Answer {
    pub fn code(&self) -> &str {
        self.body["error"].as_str().unwrap_or_default()
    }

    /// The session secret the answer set (empty when it cleared it).
    pub fn secret(&self) -> Option<String> {
        let cookie = self.cookie.as_deref()?;
        let value = cookie.strip_prefix("pyramid_session=")?.split(';').next()?;
        Some(value.to_string())
    }
}

pub fn unique(prefix: &str) -> String {
    format!("{prefix}{}", &pyramid_server::token::new_id()[..8])
}

impl Client {
    pub fn new(base: &str) -> Client {
        let n = pyramid_server::token::new_token();
        let address = format!(
            "10.{}.{}.{}",
            u8::from_str_radix(&n[..2], 16).unwrap(),
            u8::from_str_radix(&n[2..4], 16).unwrap(),
            u8::from_str_radix(&n[4..6], 16).unwrap()
        );
        Client { base: base.to_string(), http: reqwest::Client::new(), address }
    }

    pub async fn ask(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
        session: Option<&str>,
        origin: Option<&str>,
    ) -> Answer {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let mut request =
            self.http.request(method, format!("{}{path}", self.base)).header("x-forwarded-for", &self.address);
        if let Some(body) = body {
            request = request.json(&body);
        }
        if let Some(secret) = session {
            request = request.header(COOKIE, format!("theme=dark; pyramid_session={secret}"));
        }
        if let Some(origin) = origin {
            request = request.header(ORIGIN, origin);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let cookie = response.headers().get(SET_COOKIE).map(|v| v.to_str().unwrap().to_string());
        let text = response.text().await.unwrap();
        let body = if text.is_empty() { Value::Null } else { serde_json::from_str(&text).unwrap() };
        Answer { status, body, cookie }
    }

    /// A request with a raw body (`content_type`, `text`) and more headers.
    pub async fn raw(
        &self,
        method: &str,
        path: &str,
        body: Option<(&str, String)>,
        session: Option<&str>,
        headers: &[(&str, &str)],
    ) -> Answer {
        let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
        let mut request =
            self.http.request(method, format!("{}{path}", self.base)).header("x-forwarded-for", &self.address);
        if let Some((content_type, text)) = body {
            request = request.header(reqwest::header::CONTENT_TYPE, content_type).body(text);
        }
        if let Some(secret) = session {
            request = request.header(COOKIE, format!("pyramid_session={secret}"));
        }
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = request.send().await.unwrap();
        let status = response.status().as_u16();
        let cookie = response.headers().get(SET_COOKIE).map(|v| v.to_str().unwrap().to_string());
        let text = response.text().await.unwrap();
        let body = serde_json::from_str(&text).unwrap_or(Value::Null);
        Answer { status, body, cookie }
    }

    pub async fn sign_up(&self, username: &str, password: &str) -> Answer {
        self.ask("POST", "/api/account", Some(json!({ "username": username, "password": password })), None, None).await
    }

    /// A new account named `prefix` and some letters, signed up: its name and session.
    pub async fn player(&self, prefix: &str) -> (String, String) {
        let name = unique(prefix);
        let secret = self.sign_up(&name, PASSWORD).await.secret().expect("signed up");
        (name, secret)
    }

    /// The same client seen from another address.
    pub fn elsewhere(&self, address: &str) -> Client {
        Client { base: self.base.clone(), http: self.http.clone(), address: address.to_string() }
    }

    pub async fn sign_in(&self, username: &str, password: &str) -> Answer {
        self.ask("POST", "/api/session", Some(json!({ "username": username, "password": password })), None, None).await
    }
}

pub async fn server(url: &str) -> (pyramid_server::Server, String) {
    let mut c = config(url);
    c.trust_header = Some("x-forwarded-for".into());
    start_with(c).await
}

/// Two servers on one (Postgres) database, each with a client of its own.
pub async fn two_servers(url: &str) -> [(pyramid_server::Server, Client); 2] {
    let (first, first_base) = server(url).await;
    let (second, second_base) = server(url).await;
    [(first, Client::new(&first_base)), (second, Client::new(&second_base))]
}

/// The password of the accounts `Client::player` makes.
pub const PASSWORD: &str = "correct horse battery";

/// A personal API token of `scopes` for the signed-in `session`.
pub async fn token(client: &Client, session: &str, scopes: &[&str]) -> String {
    let body = json!({ "description": "a test", "scopes": scopes, "password": PASSWORD });
    let made = client.ask("POST", "/api/account/tokens", Some(body), Some(session), None).await;
    assert_eq!(made.status, 201, "{}", made.body);
    made.body["token"].as_str().unwrap().to_string()
}

/// A request with a token; a form body where given (what berserk sends).
pub async fn call(client: &Client, method: &str, path: &str, token: &str, form: Option<&str>) -> (u16, Value) {
    let bearer = format!("Bearer {token}");
    let body = form.map(|f| ("application/x-www-form-urlencoded", f.to_string()));
    let answer = client.raw(method, path, body, None, &[("authorization", &bearer)]).await;
    (answer.status, answer.body)
}
