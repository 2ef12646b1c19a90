//! One WebSocket: reads a client's messages into its room, and writes the room's changes
//! back in order, each fitted to this socket (its seat in `game`, its `ref`, its rematch
//! token).

use crate::clock::color;
use crate::hub::Hub;
use crate::limits::{Bucket, SocketPlace, Verdict};
use crate::protocol::{self, Code, GameView, Refusal, RematchMessage, Request, ServerMessage, MAX_FRAME};
use crate::room::{now_ms, Outgoing, Room};
use crate::token;
use axum::extract::ws::{close_code, CloseFrame, Message, Utf8Bytes, WebSocket};
use pyramid_games::Side;
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
    hub: Arc<Hub>,
    seat: Option<Seat>,
    socket: WebSocket,
    /// The room's changes after the last `game` this socket was sent.
    changes: broadcast::Receiver<Arc<Outgoing>>,
}

/// The token of a player's seat in the rematch `game` (colours swapped), the seat
/// given to it there if it is still free.
async fn rematch_token(hub: &Hub, game: &str, side: Side, previous: &str) -> Result<String, Refusal> {
    let token = token::rematch_token(previous, game);
    let room = hub.room(game).await?;
    if !room.reserve(side.other(), &token::hash(&token)).await? {
        return Err(Refusal::new(Code::Unauthorized, "the rematch seat belongs to someone else"));
    }
    Ok(token)
}

/// An `error` for one socket of `room`, with the game's version.
fn error(room: &Room, refusal: &Refusal, reference: Option<&str>) -> ServerMessage {
    room.context().metrics.refused(refusal.code.as_str());
    let mut frame = refusal.frame(reference);
    frame.set_version(room.sent_version());
    frame
}

/// Counts a socket open for as long as it lives.
struct Open(Arc<crate::metrics::Metrics>);

impl Drop for Open {
    fn drop(&mut self) {
        self.0.sockets.dec();
    }
}

pub async fn run(socket: WebSocket, room: Arc<Room>, hub: Arc<Hub>, _place: SocketPlace) {
    let id = NEXT_SOCKET.fetch_add(1, Ordering::Relaxed);
    room.context().metrics.sockets.inc();
    let _open = Open(room.context().metrics.clone());
    let mut shutdown = room.context().shutdown.clone();
    let (state, _, changes) = room.subscribe().await;
    let mut conn = Connection { id, room: room.clone(), hub, seat: None, socket, changes };
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
                let arrived = now_ms();
                let frame = match incoming {
                    None | Some(Ok(Message::Close(_))) => break,
                    Some(Err(e)) => {
                        let text = e.to_string();
                        if text.contains("too long") || text.contains("Space limit") || text.contains("size") {
                            conn.close(close_code::SIZE, "too-large: a frame may have at most 4096 bytes").await;
                        }
                        break;
                    }
                    Some(Ok(frame)) => frame,
                };
                // Every frame counts against the rate, whatever its kind.
                match bucket.take(arrived) {
                    Verdict::Take => {}
                    Verdict::Refuse => {
                        let refusal = Refusal::new(Code::RateLimited, "more than 20 messages a second");
                        if conn.send(&error(&room, &refusal, None)).await.is_err() {
                            break;
                        }
                        continue;
                    }
                    Verdict::Close => {
                        conn.close(close_code::POLICY, "rate-limited: a sustained flood").await;
                        break;
                    }
                }
                match frame {
                    Message::Text(text) if conn.handle(text.as_str(), arrived).await.is_err() => break,
                    Message::Binary(bytes) => {
                        if bytes.len() > MAX_FRAME {
                            conn.close(close_code::SIZE, "too-large").await;
                            break;
                        }
                        let refusal = Refusal::new(Code::BadMessage, "messages are JSON in text frames");
                        if conn.send(&error(&room, &refusal, None)).await.is_err() {
                            break;
                        }
                    }
                    _ => {}
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
            _ = shutdown.changed() => {
                // The process is stopping: the client reconnects, to another process or
                // to this one started again.
                conn.close(close_code::RESTART, "the server is restarting: connect again").await;
                break;
            }
            _ = ping.tick() => {
                if last_heard.elapsed() > PING * 3 || conn.write(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
        }
    }
    let seat = conn.seat.as_ref().map(|s| s.side);
    let _ = room.count(seat, -1).await;
}

impl Connection {
    async fn send(&mut self, message: &ServerMessage) -> Result<(), axum::Error> {
        self.write(Message::Text(Utf8Bytes::from(message.to_text()))).await
    }

    /// Writes a frame, or fails when the client has not read for the send timeout (10 s
    /// by default): such a client is dropped, and with it what the server held for it (at
    /// most the room's channel of 256 changes and the socket's 8 KiB buffer).
    async fn write(&mut self, frame: Message) -> Result<(), axum::Error> {
        match tokio::time::timeout(self.room.send_timeout(), self.socket.send(frame)).await {
            Ok(sent) => sent,
            Err(_) => Err(axum::Error::new("the client did not read in time")),
        }
    }

    /// Closes with `code`, then reads what the client still sends until its own close
    /// (at most a second): a socket dropped with unread frames is reset, and the client
    /// might never read the code.
    async fn close(&mut self, code: u16, reason: &'static str) {
        let frame = CloseFrame { code, reason: Utf8Bytes::from_static(reason) };
        if self.write(Message::Close(Some(frame))).await.is_err() {
            return;
        }
        let drain = async {
            while let Some(Ok(frame)) = self.socket.recv().await {
                if matches!(frame, Message::Close(_)) {
                    break;
                }
            }
        };
        let _ = tokio::time::timeout(Duration::from_secs(1), drain).await;
    }

    /// Sends the state now and goes on from it: the changes queued before it are in it,
    /// so they are dropped (a client may replace its state with each `game`).
    /// Sends the state now and the presence, and follows the changes after them; returns
    /// the state's version and its rematch, if it has one.
    async fn resync(&mut self) -> Result<(Option<i64>, Option<String>), axum::Error> {
        let (state, presence, changes) = self.room.subscribe().await;
        self.changes = changes;
        let said = (state.v, state.rematch.clone());
        self.send_game(state).await?;
        self.send(&presence).await?;
        Ok(said)
    }

    async fn send_game(&mut self, mut state: GameView) -> Result<(), axum::Error> {
        state.you = self.seat.as_ref().map(|s| color(s.side));
        self.send(&ServerMessage::Game(state)).await
    }

    /// Sends a change of the room, fitted to this socket (copied only where it differs
    /// from what every socket gets: the mover's `ref`, a seat's rematch token).
    async fn deliver(&mut self, out: &Outgoing) -> Result<(), axum::Error> {
        match &out.message {
            ServerMessage::Game(state) => self.send_game(state.clone()).await,
            ServerMessage::Move(m) if out.origin.as_ref().is_some_and(|(origin, _)| *origin == self.id) => {
                let mut m = m.clone();
                m.reference = out.origin.as_ref().map(|(_, reference)| reference.clone());
                self.send(&ServerMessage::Move(m)).await
            }
            ServerMessage::Rematch(m) => {
                let mut m = m.clone();
                self.add_rematch_token(&mut m).await;
                self.send(&ServerMessage::Rematch(m)).await
            }
            _ => self.write(Message::Text(out.text())).await,
        }
    }

    async fn add_rematch_token(&mut self, message: &mut RematchMessage) {
        if let Some(seat) = &self.seat {
            match rematch_token(&self.hub, &message.id, seat.side, &seat.token).await {
                Ok(token) => message.token = Some(token),
                Err(e) => tracing::warn!(game = message.id, error = %e, "no rematch token"),
            }
        }
    }

    /// One text frame from the client. Err: the socket is to be closed.
    async fn handle(&mut self, text: &str, arrived: i64) -> Result<(), axum::Error> {
        let incoming = match protocol::parse(text) {
            Ok(incoming) => incoming,
            Err((refusal, reference)) => {
                let frame = error(&self.room, &refusal, reference.as_deref());
                return self.send(&frame).await;
            }
        };
        let reference = incoming.reference;
        let result = match (&incoming.request, &self.seat) {
            (Request::Auth { token }, _) => return self.authenticate(token.clone(), reference).await,
            (Request::Sync, _) => return self.resync().await.map(|_| ()),
            (_, None) => {
                Err(Refusal::new(Code::Unauthorized, "watchers cannot play: send 'auth' with your seat's token"))
            }
            (request, Some(seat)) => {
                let origin = reference.clone().map(|r| (self.id, r));
                self.room.act(seat.side, request, origin, arrived).await
            }
        };
        match result {
            Ok(()) => Ok(()),
            Err(refusal) => {
                let frame = error(&self.room, &refusal, reference.as_deref());
                self.send(&frame).await
            }
        }
    }

    async fn authenticate(&mut self, token: String, reference: Option<String>) -> Result<(), axum::Error> {
        let Some(side) = self.room.authenticate(&token).await else {
            let refusal = Refusal::new(Code::Unauthorized, "that token holds no seat in this game");
            let frame = error(&self.room, &refusal, reference.as_deref());
            return self.send(&frame).await;
        };
        let before = self.seat.as_ref().map(|s| s.side);
        if before != Some(side) {
            let _ = self.room.count(Some(side), 1).await;
            let _ = self.room.count(before, -1).await;
        }
        self.seat = Some(Seat { side, token });
        // A rematch the state already holds gets its seat's token now, at the state's
        // version; one made after it comes with the changes that follow, once.
        if let (v, Some(game)) = self.resync().await? {
            let mut message = RematchMessage { id: game, token: None, v };
            self.add_rematch_token(&mut message).await;
            self.send(&ServerMessage::Rematch(message)).await?;
        }
        Ok(())
    }
}
