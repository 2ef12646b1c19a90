//! A Rust client of the protocol: the server's tests, the load bench, the consistency
//! checker and bots use it. Programs speak the protocol's types (`receive`, `request`,
//! `pair`); the tests of the wire itself also send and read plain JSON (`send`, `next`),
//! so that they judge the text a client of another language sees.

use crate::protocol::{ClientMessage, Created, GameView, Joined, Request, ServerMessage, TablebaseQuery};
use futures_util::{SinkExt, StreamExt};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The HTTP side, against `base` (`http://127.0.0.1:8080`).
#[derive(Clone)]
pub struct Http {
    pub base: String,
    client: reqwest::Client,
    /// The session's secret, sent as its cookie once signed in.
    session: Option<String>,
}

/// An answer: the status and the JSON body.
pub type Answer = (u16, Value);

impl Http {
    pub fn new(base: impl Into<String>) -> Http {
        Http { base: base.into(), client: reqwest::Client::new(), session: None }
    }

    fn request(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        let request = self.client.request(method, format!("{}{path}", self.base));
        match &self.session {
            Some(secret) => request.header(reqwest::header::COOKIE, format!("pyramid_session={secret}")),
            None => request,
        }
    }

    /// Signs in as `username`: this client's requests are that account's from then on.
    pub async fn sign_in(&mut self, username: &str, password: &str) -> Result<(), String> {
        let body = crate::protocol::accounts::Credentials { username: username.into(), password: password.into() };
        let r = self.request(reqwest::Method::POST, "/api/session").json(&body).send().await;
        let r = r.map_err(|e| e.to_string())?;
        let cookie = r.headers().get(reqwest::header::SET_COOKIE).and_then(|v| v.to_str().ok()).map(String::from);
        let answer = Http::answer(r).await?;
        if answer.0 != 200 {
            return Err(format!("sign-in refused: {} {}", answer.0, answer.1));
        }
        let secret = cookie.as_deref().and_then(|c| c.strip_prefix("pyramid_session=")?.split(';').next());
        self.session = Some(secret.ok_or("the sign-in set no session cookie")?.to_string());
        Ok(())
    }

    /// `POST /api/seeks`: the seek's id.
    pub async fn seek(&self, request: &crate::protocol::seeks::SeekRequest) -> Result<String, String> {
        let r = self.request(reqwest::Method::POST, "/api/seeks").json(request).send().await;
        let created: crate::protocol::seeks::SeekCreated =
            typed(Http::answer(r.map_err(|e| e.to_string())?).await?, 201)?;
        Ok(created.id)
    }

    /// `GET /api/seeks/{id}`.
    pub async fn seek_status(&self, id: &str) -> Result<crate::protocol::seeks::SeekView, String> {
        let r = self.request(reqwest::Method::GET, &format!("/api/seeks/{id}")).send().await;
        typed(Http::answer(r.map_err(|e| e.to_string())?).await?, 200)
    }

    async fn answer(response: reqwest::Response) -> Result<Answer, String> {
        let status = response.status().as_u16();
        let body = response.json().await.map_err(|e| format!("status {status}, body not JSON: {e}"))?;
        Ok((status, body))
    }

    /// `POST /api/games` with `request` as the body.
    pub async fn create(&self, request: &impl Serialize) -> Result<Answer, String> {
        let r = self.request(reqwest::Method::POST, "/api/games").json(request).send().await;
        Http::answer(r.map_err(|e| e.to_string())?).await
    }

    pub async fn join(&self, id: &str) -> Result<Answer, String> {
        let r = self.request(reqwest::Method::POST, &format!("/api/games/{id}/join")).send().await;
        Http::answer(r.map_err(|e| e.to_string())?).await
    }

    pub async fn get(&self, path: &str) -> Result<Answer, String> {
        let r = self.request(reqwest::Method::GET, path).send().await;
        Http::answer(r.map_err(|e| e.to_string())?).await
    }

    /// The public state of game `id`.
    pub async fn state(&self, id: &str) -> Result<GameView, String> {
        typed(self.get(&format!("/api/games/{id}")).await?, 200)
    }

    /// Takes the free seat of game `id`.
    pub async fn take_seat(&self, id: &str) -> Result<Joined, String> {
        typed(self.join(id).await?, 200)
    }

    /// `GET /api/tablebase/{game}` for the game with `options` from `position` (its start
    /// when `None`) after `moves`.
    pub async fn tablebase(
        &self,
        game: &str,
        options: &[(String, String)],
        position: Option<&str>,
        moves: &[String],
    ) -> Result<Answer, String> {
        let query =
            TablebaseQuery { position: position.map(String::from), moves: moves.to_vec(), options: options.to_vec() };
        let url = format!("{}/api/tablebase/{game}", self.base);
        let r = self.client.get(url).query(&query.pairs()).send().await.map_err(|e| e.to_string())?;
        Http::answer(r).await
    }

    /// Creates a game and joins it: (id, creator's seat and token, joiner's).
    pub async fn pair(&self, request: &impl Serialize) -> Result<(String, Created, Joined), String> {
        let created: Created = typed(self.create(request).await?, 201).map_err(|e| format!("create: {e}"))?;
        let joined = self.take_seat(&created.id).await.map_err(|e| format!("join: {e}"))?;
        Ok((created.id.clone(), created, joined))
    }
}

/// The body of an answer of status `expected` as its type; else the refusal in words.
pub fn typed<T: DeserializeOwned>((status, body): Answer, expected: u16) -> Result<T, String> {
    if status != expected {
        return Err(format!("{status} {body}"));
    }
    serde_json::from_value(body).map_err(|e| format!("an answer not of the protocol: {e}"))
}

/// One socket on one game.
pub struct Socket {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Socket {
    /// Connects to game `id`'s socket; `origin` sends that `Origin` header.
    pub async fn connect(base: &str, id: &str, origin: Option<&str>) -> Result<Socket, String> {
        let url = format!("{}/api/games/{id}/socket", base.replacen("http", "ws", 1));
        let mut request = url.into_client_request().map_err(|e| e.to_string())?;
        if let Some(origin) = origin {
            request.headers_mut().insert("origin", origin.parse().map_err(|_| "bad origin".to_string())?);
        }
        // Small buffers, as the server's: tungstenite zeroes its whole read buffer (128 KiB
        // by default) before each read, which cost the load bench a tenth of a core at
        // 2,000 moves a second. No Nagle: a move is one small frame, sent at once.
        let config = WebSocketConfig::default().read_buffer_size(8 * 1024).write_buffer_size(8 * 1024);
        let (ws, _) = tokio_tungstenite::connect_async_with_config(request, Some(config), true)
            .await
            .map_err(|e| e.to_string())?;
        Ok(Socket { ws })
    }

    /// Sends any JSON (the tests of the wire send malformed messages too).
    pub async fn send(&mut self, message: &impl Serialize) -> Result<(), String> {
        let text = serde_json::to_string(message).map_err(|e| e.to_string())?;
        self.ws.send(Message::Text(text.into())).await.map_err(|e| e.to_string())
    }

    /// Sends a request, with its `ref` if given.
    pub async fn request(&mut self, request: Request, reference: Option<&str>) -> Result<(), String> {
        let message = ClientMessage { request, reference: reference.map(str::to_string) };
        self.ws.send(Message::Text(message.to_text().into())).await.map_err(|e| e.to_string())
    }

    /// The next message, as the protocol's type.
    pub async fn receive_within(&mut self, wait: Duration) -> Result<ServerMessage, String> {
        let value = self.next_within(wait).await?;
        serde_json::from_value(value).map_err(|e| format!("a message not of the protocol: {e}"))
    }

    pub async fn receive(&mut self) -> Result<ServerMessage, String> {
        self.receive_within(Duration::from_secs(10)).await
    }

    /// Takes a seat with its token; returns the `game` that says so.
    pub async fn sit(&mut self, token: &str) -> Result<GameView, String> {
        self.request(Request::Auth { token: token.to_string() }, None).await?;
        loop {
            match self.receive().await? {
                ServerMessage::Error(e) => return Err(format!("auth refused: {}", e.message)),
                ServerMessage::Game(game) if game.you.is_some() => return Ok(game),
                _ => {}
            }
        }
    }

    pub async fn send_raw(&mut self, message: Message) -> Result<(), String> {
        self.ws.send(message).await.map_err(|e| e.to_string())
    }

    /// The next JSON message; `Err` when the socket closed (with its close code) or
    /// nothing came within `wait`.
    pub async fn next_within(&mut self, wait: Duration) -> Result<Value, String> {
        loop {
            let frame =
                tokio::time::timeout(wait, self.ws.next()).await.map_err(|_| "nothing came in time".to_string())?;
            match frame {
                None => return Err("closed".into()),
                Some(Err(e)) => return Err(format!("socket error: {e}")),
                Some(Ok(Message::Text(text))) => return serde_json::from_str(&text).map_err(|e| e.to_string()),
                Some(Ok(Message::Close(frame))) => {
                    return Err(format!("closed {}", frame.map_or(0, |f| u16::from(f.code))));
                }
                Some(Ok(_)) => {}
            }
        }
    }

    pub async fn next(&mut self) -> Result<Value, String> {
        self.next_within(Duration::from_secs(10)).await
    }

    /// Reads until a message of type `kind` comes; returns it.
    pub async fn until(&mut self, kind: &str) -> Result<Value, String> {
        loop {
            let m = self.next().await?;
            if m["type"] == kind {
                return Ok(m);
            }
        }
    }

    /// Authenticates with a seat's token; returns the `game` that says so, as JSON.
    pub async fn auth(&mut self, token: &str) -> Result<Value, String> {
        self.request(Request::Auth { token: token.to_string() }, None).await?;
        loop {
            let m = self.next().await?;
            if m["type"] == "error" {
                return Err(format!("auth refused: {m}"));
            }
            if m["type"] == "game" && !m["you"].is_null() {
                return Ok(m);
            }
        }
    }

    /// Connects and, with a token, takes the seat: returns the socket and its `game`.
    pub async fn seat(base: &str, id: &str, token: &str) -> Result<(Socket, Value), String> {
        let mut s = Socket::connect(base, id, None).await?;
        s.until("game").await?;
        let game = s.auth(token).await?;
        Ok((s, game))
    }

    /// `seat`, typed.
    pub async fn sit_at(base: &str, id: &str, token: &str) -> Result<(Socket, GameView), String> {
        let mut s = Socket::connect(base, id, None).await?;
        s.until("game").await?;
        let game = s.sit(token).await?;
        Ok((s, game))
    }

    pub async fn play(&mut self, text: &str, ply: usize) -> Result<(), String> {
        self.request(Request::Move { text: text.to_string(), ply: ply as u64 }, None).await
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// Starts the server binary `exe` on `database` and a free port, with no site and limits
/// fit for many clients from one address, plus `more` arguments; returns it and its base
/// URL. Its log lines go to stderr prefixed when `echo`, else nowhere. For tests and
/// benches.
pub fn spawn_server(exe: &std::path::Path, database: &str, more: &[&str], echo: bool) -> (std::process::Child, String) {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let mut child = Command::new(exe)
        .args(["--port", "0", "--site", "", "--database", database])
        .args(more)
        .env("PYRAMID_CREATIONS_PER_MINUTE", "1000000")
        .env("PYRAMID_JOINS_PER_MINUTE", "1000000")
        .env("PYRAMID_SOCKETS_PER_ADDRESS", "1000000")
        .env("PYRAMID_MESSAGES_PER_SECOND", "10000")
        .env("PYRAMID_READS_PER_MINUTE", "1000000")
        .env("PYRAMID_SIGNUPS_PER_HOUR", "1000000")
        .stderr(Stdio::piped())
        // Not the caller's output: a test that fails would wait on the pipe a server left
        // running still holds.
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{} does not start: {e}", exe.display()));
    let mut lines = BufReader::new(child.stderr.take().expect("stderr")).lines();
    let base = loop {
        let line = lines.next().expect("the server says where it serves").expect("a line");
        if let Some(a) = line.strip_prefix("pyramid-server: serving on ") {
            break a.trim_end_matches('/').to_string();
        }
    };
    std::thread::spawn(move || {
        for line in lines.map_while(Result::ok) {
            if echo {
                eprintln!("  server: {line}");
            }
        }
    });
    (child, base)
}

/// The resident memory of process `pid`, in KiB (Linux's /proc; 0 where it cannot be read):
/// what the benches report of the servers they start.
pub fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}
