//! One WebSocket: reads a client's messages into its room, and writes the room's changes
//! back in order, each fitted to this socket (its seat in `game`, its `ref`, its rematch
//! token).

use crate::hub::Hub;
use crate::limits::{Bucket, Verdict};
use crate::protocol::{self, Code, Refusal, Request, MAX_FRAME};
use crate::room::{now_ms, you, Outgoing, Room};
use axum::extract::ws::{close_code, CloseFrame, Message, Utf8Bytes, WebSocket};
use pyramid_games::Side;
use serde_json::Value;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast::{self, error::RecvError};

/// How often the server pings; a socket silent for three of these is closed.
pub const PING: Duration = Duration::from_secs(25);

static NEXT_SOCKET: AtomicU64 = AtomicU64::new(1);

struct Seat {
    side: Side,
    token: String,
}

struct Connection {
    id: u64,
    room: Arc<Room>,
    seat: Option<Seat>,
    socket: WebSocket,
    /// The room's changes after the last `game` this socket was sent.
    changes: broadcast::Receiver<Arc<Outgoing>>,
}

pub async fn run(socket: WebSocket, room: Arc<Room>, _hub: Arc<Hub>) {
    let id = NEXT_SOCKET.fetch_add(1, Ordering::Relaxed);
    let (state, _, changes) = room.subscribe().await;
    let mut conn = Connection { id, room: room.clone(), seat: None, socket, changes };
    if room.count(None, 1).await.is_err() || conn.send_game(state).await.is_err() {
        let _ = room.count(None, -1).await;
        return;
    }
    // The presence message follows through `changes`: this socket's arrival changed it.
    let mut bucket = Bucket::new(now_ms(), room.messages_per_second());
    let mut ping = tokio::time::interval(PING);
    ping.tick().await;
    let mut last_heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            incoming = conn.socket.recv() => {
                last_heard = tokio::time::Instant::now();
                match incoming {
                    None => break,
                    Some(Err(e)) => {
                        let text = e.to_string();
                        if text.contains("too long") || text.contains("Space limit") || text.contains("size") {
                            conn.close(close_code::SIZE, "too-large: a frame may have at most 4096 bytes").await;
                        }
                        break;
                    }
                    Some(Ok(Message::Text(text))) => match bucket.take(now_ms()) {
                        Verdict::Take => {
                            if conn.handle(text.as_str()).await.is_err() {
                                break;
                            }
                        }
                        Verdict::Refuse => {
                            let refusal = Refusal::new(Code::RateLimited, "more than 20 messages a second");
                            if conn.send(&refusal.frame(None)).await.is_err() {
                                break;
                            }
                        }
                        Verdict::Close => {
                            conn.close(close_code::POLICY, "rate-limited: a sustained flood").await;
                            break;
                        }
                    },
                    Some(Ok(Message::Binary(bytes))) => {
                        if bytes.len() > MAX_FRAME {
                            conn.close(close_code::SIZE, "too-large").await;
                            break;
                        }
                        let refusal = Refusal::new(Code::BadMessage, "messages are JSON in text frames");
                        if conn.send(&refusal.frame(None)).await.is_err() {
                            break;
                        }
                    }
                    Some(Ok(Message::Close(_))) => break,
                    Some(Ok(_)) => {}
                }
            }
            change = conn.changes.recv() => match change {
                Ok(out) => {
                    if conn.deliver(&out).await.is_err() {
                        break;
                    }
                }
                Err(RecvError::Lagged(_)) => {
                    // Too far behind to replay: the state now stands for what was missed.
                    if conn.resync().await.is_err() {
                        break;
                    }
                }
                Err(RecvError::Closed) => break,
            },
            _ = ping.tick() => {
                if last_heard.elapsed() > PING * 3 || conn.socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
        }
    }
    let seat = conn.seat.as_ref().map(|s| s.side);
    let _ = room.count(seat, -1).await;
}

impl Connection {
    async fn send(&mut self, message: &Value) -> Result<(), axum::Error> {
        self.socket.send(Message::Text(Utf8Bytes::from(message.to_string()))).await
    }

    async fn close(&mut self, code: u16, reason: &'static str) {
        let frame = CloseFrame { code, reason: Utf8Bytes::from_static(reason) };
        let _ = self.socket.send(Message::Close(Some(frame))).await;
    }

    /// Sends the state now and goes on from it: the changes queued before it are in it,
    /// so they are dropped (a client may replace its state with each `game`).
    async fn resync(&mut self) -> Result<(), axum::Error> {
        let (state, presence, changes) = self.room.subscribe().await;
        self.changes = changes;
        self.send_game(state).await?;
        self.send(&presence).await
    }

    async fn send_game(&mut self, mut state: Value) -> Result<(), axum::Error> {
        state["you"] = you(self.seat.as_ref().map(|s| s.side));
        self.send(&state).await
    }

    /// Sends a change of the room, fitted to this socket.
    async fn deliver(&mut self, out: &Outgoing) -> Result<(), axum::Error> {
        let mut message = out.message.clone();
        match message["type"].as_str() {
            Some("game") => return self.send_game(message).await,
            Some("move") => {
                if let Some((origin, reference)) = &out.origin {
                    if *origin == self.id {
                        message["ref"] = Value::from(reference.as_str());
                    }
                }
            }
            Some("rematch") => {
                let id = message["id"].as_str().unwrap_or_default().to_string();
                self.add_rematch_token(&mut message, &id).await;
            }
            _ => {}
        }
        self.send(&message).await
    }

    async fn add_rematch_token(&mut self, message: &mut Value, game: &str) {
        if let Some(seat) = &self.seat {
            match self.room.rematch_token(game, seat.side, &seat.token).await {
                Ok(token) => message["token"] = Value::from(token),
                Err(e) => eprintln!("pyramid-server: rematch {game}: {e}"),
            }
        }
    }

    /// One text frame from the client. Err: the socket is to be closed.
    async fn handle(&mut self, text: &str) -> Result<(), axum::Error> {
        let incoming = match protocol::parse(text) {
            Ok(incoming) => incoming,
            Err((refusal, reference)) => return self.send(&refusal.frame(reference.as_deref())).await,
        };
        let reference = incoming.reference;
        let result = match (&incoming.request, &self.seat) {
            (Request::Auth { token }, _) => return self.authenticate(token.clone(), reference).await,
            (_, None) => {
                Err(Refusal::new(Code::Unauthorized, "watchers cannot play: send 'auth' with your seat's token"))
            }
            (request, Some(seat)) => {
                let origin = reference.clone().map(|r| (self.id, r));
                self.room.act(seat.side, request, origin).await
            }
        };
        match result {
            Ok(()) => Ok(()),
            Err(refusal) => self.send(&refusal.frame(reference.as_deref())).await,
        }
    }

    async fn authenticate(&mut self, token: String, reference: Option<String>) -> Result<(), axum::Error> {
        let Some(side) = self.room.authenticate(&token).await else {
            let refusal = Refusal::new(Code::Unauthorized, "that token holds no seat in this game");
            return self.send(&refusal.frame(reference.as_deref())).await;
        };
        let before = self.seat.as_ref().map(|s| s.side);
        if before != Some(side) {
            let _ = self.room.count(Some(side), 1).await;
            let _ = self.room.count(before, -1).await;
        }
        self.seat = Some(Seat { side, token });
        self.resync().await?;
        if let Some(game) = self.room.rematch().await {
            let mut message = serde_json::json!({ "type": "rematch", "id": game });
            self.add_rematch_token(&mut message, &game).await;
            self.send(&message).await?;
        }
        Ok(())
    }
}
