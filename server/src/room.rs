//! One game's live state in this process: every request on the game goes through its
//! lock, one at a time (boardgame.io's single queue per match), is stored before anyone
//! hears of it, then reaches every socket of the game in order.
//!
//! Every change reaches the sockets through one path, [`Room::advance`]: a change made
//! here, one another process stored, a reload after a lost race, a flag, a join, a seat
//! of a rematch. Each stored change has a version; the room remembers the last version
//! its sockets were sent and sends every stored change after it, in order, each message
//! carrying its version `v` (lila-ws's versioned room events).

use crate::live::{self, Absence, Change, Grace};
use crate::protocol::{Code, GameView, PresenceMessage, Refusal, Request, ServerMessage};
use crate::state::{GameState, Status};
use crate::store::unavailable;
use crate::store::{Backend, Counts, SaveRow, Store};
use crate::token;
use axum::extract::ws::Utf8Bytes;
use pyramid_games::{Session, Side};
use std::sync::{Arc, OnceLock};
use tokio::sync::{broadcast, Mutex};

/// What a room's sockets share: the store and the settings.
pub struct Context {
    pub store: Store,
    /// This process's name among the servers sharing the store.
    pub server_id: String,
    pub grace: Grace,
    /// When this process started: an absence is counted from then at the earliest.
    pub started_ms: i64,
    /// Messages a second one socket may send.
    pub messages_per_second: f64,
    /// How long a write to a socket may wait for its client to read.
    pub send_timeout: std::time::Duration,
    pub metrics: Arc<crate::metrics::Metrics>,
    /// Turns true when the process is to stop: each socket is told to reconnect
    /// (between two of its requests, so that none is cut in the middle).
    pub shutdown: tokio::sync::watch::Receiver<bool>,
    /// The id of each game this process ended (stored its end): told once, by the
    /// process that wrote the end (the lichess API's `gameFinish`).
    pub finished: broadcast::Sender<String>,
    /// Each account's event stream on this process (the lichess API's).
    pub streams: crate::streams::Streams,
}

/// A message for every socket of the game; `origin` names the socket whose request
/// caused it, to give that one its `ref` back.
#[derive(Debug)]
pub struct Outgoing {
    pub message: ServerMessage,
    pub origin: Option<(u64, String)>,
    /// The message as sent, written once for every socket that gets it unchanged.
    text: OnceLock<Utf8Bytes>,
}

impl Outgoing {
    fn new(message: ServerMessage, origin: Option<(u64, String)>) -> Outgoing {
        Outgoing { message, origin, text: OnceLock::new() }
    }

    /// The frame's text, shared (a reference-counted buffer) by every socket.
    pub fn text(&self) -> Utf8Bytes {
        self.text.get_or_init(|| Utf8Bytes::from(self.message.to_text())).clone()
    }
}

struct Live {
    state: GameState,
    session: Box<dyn Session>,
    /// Sockets on each seat and watching, over every process.
    presence: Counts,
    gone: [Option<i64>; 2],
    /// The version whose changes every socket here has been sent, in order.
    sent: i64,
    /// Memory may differ from what is stored (a save failed or lost a race): the store
    /// is read before anything else is decided.
    dirty: bool,
}

pub struct Room {
    pub id: String,
    live: Mutex<Live>,
    /// `Live::sent`, readable without the lock (a notice of a change already sent is
    /// dropped without waiting for the room).
    sent: std::sync::atomic::AtomicI64,
    /// This process's sockets on the game.
    local: std::sync::Mutex<Counts>,
    tx: broadcast::Sender<Arc<Outgoing>>,
    ctx: Arc<Context>,
}

pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

impl Room {
    /// Loads game `id`; `None` if there is no such game.
    pub async fn load(id: &str, ctx: Arc<Context>) -> Result<Option<Room>, Refusal> {
        let Some(state) = ctx.store.load(id).await.map_err(unavailable)? else { return Ok(None) };
        let session = state.replay().map_err(|e| Refusal::new(Code::ServerError, e))?;
        let (presence, gone) = match ctx.store.backend {
            Backend::Sqlite => (Counts::default(), [None, None]),
            Backend::Postgres => ctx.store.read_presence(id).await.map_err(unavailable)?,
        };
        let (tx, _) = broadcast::channel(256);
        let sent = state.version;
        let live = Live { state, session, presence, gone, sent, dirty: false };
        ctx.metrics.rooms.inc();
        let sent = std::sync::atomic::AtomicI64::new(sent);
        Ok(Some(Room { id: id.to_string(), live: Mutex::new(live), sent, local: Default::default(), tx, ctx }))
    }

    /// The public state now (with its version `v`), the presence, and a receiver of
    /// every change after them.
    pub async fn subscribe(&self) -> (GameView, ServerMessage, broadcast::Receiver<Arc<Outgoing>>) {
        let mut live = self.live.lock().await;
        if self.ctx.store.backend == Backend::Postgres || live.dirty {
            // A socket may come from another process that has sent newer changes: the
            // state it starts from is never older than what is stored.
            if let Err(e) = self.advance(&mut live).await {
                tracing::warn!(game = %self.id, error = %e, "the state sent may be behind the store");
            }
        }
        let state = GameView {
            // An extension: the grace period, so that a client can offer the claim when
            // it is over.
            grace_ms: Some(self.ctx.grace.ms),
            v: Some(live.sent),
            ..live.state.public(live.session.as_ref(), now_ms())
        };
        (state, presence_message(live.presence, live.sent), self.tx.subscribe())
    }

    pub async fn public(&self) -> GameView {
        let live = self.live.lock().await;
        live.state.public(live.session.as_ref(), now_ms())
    }

    /// The version every socket here has been sent, read without the room's lock.
    pub fn sent_version(&self) -> i64 {
        self.sent.load(std::sync::atomic::Ordering::Acquire)
    }

    /// Every socket here has been sent the changes up to `version`.
    fn mark_sent(&self, live: &mut Live, version: i64) {
        live.sent = version;
        self.sent.store(version, std::sync::atomic::Ordering::Release);
    }

    /// The seat `token` proves, if any.
    pub async fn authenticate(&self, token: &str) -> Option<Side> {
        let mut live = self.live.lock().await;
        let find = |state: &GameState| {
            Side::BOTH
                .into_iter()
                .find(|&side| state.seats[side.index()].as_deref().is_some_and(|h| token::matches(token, h)))
        };
        let found = find(&live.state);
        if found.is_none() && live.state.rematch_of.is_some() {
            // A rematch's seat is filled by its player's process, maybe another one.
            self.advance(&mut live).await.ok()?;
            return find(&live.state);
        }
        found
    }

    /// Forgets the name of a deleted account, as the store did: its seats become a
    /// deleted player's.
    pub async fn forget_player(&self, username: &str) {
        let mut live = self.live.lock().await;
        for player in live.state.players.iter_mut() {
            if player.as_deref() == Some(username) {
                *player = Some(crate::protocol::DELETED_PLAYER.to_string());
            }
        }
    }

    /// The rematch game this one led to, if any.
    pub async fn rematch(&self) -> Option<String> {
        self.live.lock().await.state.rematch.clone()
    }

    /// Takes the free seat for a new player (`player`, the account of a session): its
    /// side and token.
    pub async fn join(&self, player: Option<crate::state::Player>) -> Result<(Side, String), Refusal> {
        let token = token::new_token();
        let mut live = self.live.lock().await;
        for _ in 0..2 {
            self.settle(&mut live).await?;
            let state = &live.state;
            let free = Side::BOTH.into_iter().find(|&s| !state.seat_taken(s));
            let Some(side) = free.filter(|_| state.status == Status::Waiting) else {
                return Err(Refusal::new(Code::SeatTaken, "both seats are taken"));
            };
            live::may_sit(state, side, player.as_ref())?;
            let before = live.state.version;
            let now = now_ms();
            live.state.seats[side.index()] = Some(token::hash(&token));
            live.state.seat_player(side, player.as_ref());
            live.state.status = Status::Ongoing;
            live.state.joined_ms = Some(now);
            let change = Change { whole: true, ..Change::default() };
            if self.store(&mut live, before, change, None).await? {
                return Ok((side, token));
            }
        }
        Err(Refusal::new(Code::SeatTaken, "the seat was taken at the same moment"))
    }

    /// Gives the seat `side` of this game (a rematch, whose seats wait for the players of
    /// the game before) to the token hashed as `hash`: a stored change like any other.
    /// True if the seat is that token's (now or already).
    pub async fn reserve(&self, side: Side, hash: &str) -> Result<bool, Refusal> {
        let mut live = self.live.lock().await;
        for _ in 0..2 {
            self.settle(&mut live).await?;
            if let Some(held) = &live.state.seats[side.index()] {
                return Ok(held == hash);
            }
            let before = live.state.version;
            live.state.seats[side.index()] = Some(hash.to_string());
            let change = Change { whole: true, ..Change::default() };
            if self.store(&mut live, before, change, None).await? {
                return Ok(true);
            }
        }
        Err(Refusal::new(Code::Stale, "the game changed at the same moment; look again"))
    }

    /// A request from the player of `by`, which arrived at `arrived` (ms): waiting behind
    /// other requests for the room is not charged to the mover.
    pub async fn act(
        &self,
        by: Side,
        request: &Request,
        origin: Option<(u64, String)>,
        arrived: i64,
    ) -> Result<(), Refusal> {
        let mut live = self.live.lock().await;
        // A second try after another process changed the game first.
        for _ in 0..2 {
            self.settle(&mut live).await?;
            if matches!(request, Request::Claim) && self.ctx.store.backend == Backend::Postgres {
                // A claim is decided on the presence as stored, never on a notice that
                // may not have come yet.
                let (total, gone) = self.ctx.store.read_presence(&self.id).await.map_err(unavailable)?;
                self.set_presence(&mut live, total, gone);
            }
            let before = live.state.version;
            let absence = self.absence(&live, by.other());
            let live_ref = &mut *live;
            let moment = live::Moment { now: arrived.min(now_ms()), absence, grace: self.ctx.grace };
            let result = live::act(&mut live_ref.state, live_ref.session.as_mut(), by, request, moment, token::new_id);
            let change = match result {
                Ok(change) => change,
                Err(refusal) => {
                    // A refused request may have changed nothing but memory (a move
                    // played on the session before a check): read the store again.
                    if live.state.version != before || live.session.plies() != live.state.moves.len() {
                        live.dirty = true;
                    }
                    return Err(refusal);
                }
            };
            if self.store(&mut live, before, change, origin.clone()).await? {
                return Ok(());
            }
        }
        Err(Refusal::new(Code::Stale, "the game changed at the same moment; look again"))
    }

    /// An end the server decides by itself (a fallen flag, an abandoned game): the room
    /// is brought up to what is stored, `decide` changes the state and says what to send
    /// (or `None`), and the change is stored and sent by the one path of every change.
    /// False when nothing was to be done or another writer came first.
    pub async fn end_by_itself(
        &self,
        now: i64,
        decide: impl FnOnce(&mut GameState, i64) -> Option<Change>,
    ) -> Result<bool, Refusal> {
        let mut live = self.live.lock().await;
        // What is stored, not what this room last heard: another process may have moved.
        live.dirty = true;
        self.advance(&mut live).await?;
        let before = live.state.version;
        let Some(change) = decide(&mut live.state, now) else { return Ok(false) };
        self.store(&mut live, before, change, None).await
    }

    fn absence(&self, live: &Live, side: Side) -> Absence {
        let since =
            [live.gone[side.index()], live.state.joined_ms, Some(self.ctx.started_ms)].into_iter().flatten().max();
        Absence { connected: live.presence.seat(side) > 0, gone_since_ms: since.unwrap_or(0) }
    }

    /// Reads the store first if memory may be off.
    async fn settle(&self, live: &mut Live) -> Result<(), Refusal> {
        if live.dirty {
            self.advance(live).await?;
        }
        Ok(())
    }

    /// Stores a change made from version `before`, then sends it. On a conflict (another
    /// process wrote first) or a failure the room is brought to what is stored (and sends
    /// what it missed); the change is gone: `Ok(false)` or the failure.
    async fn store(
        &self,
        live: &mut Live,
        before: i64,
        change: Change,
        origin: Option<(u64, String)>,
    ) -> Result<bool, Refusal> {
        let now = now_ms();
        let version = before + 1;
        live.state.version = version;
        // The public state (every move) only where a `game` message needs it, not a move.
        let messages = match change.whole {
            true => vec![whole_state(live.state.public(live.session.as_ref(), now))],
            false => change.messages,
        };
        let ends = messages.iter().any(|m| matches!(m, ServerMessage::End(_)));
        let messages = versioned(messages, version);
        let payload = serde_json::to_string(&messages).unwrap_or_default();
        let row = SaveRow::of(&live.state, change.cut_to, change.moved, change.rematch.as_ref(), &payload, now)
            .rated_if_ends(&live.state, &messages)
            .requiring_absent(change.requires_absent);
        let rates = row.rates();
        let change_id = row.change_id().to_string();
        let started = std::time::Instant::now();
        let saved = self.ctx.store.save(row).await;
        self.ctx.metrics.commit_seconds.observe(started.elapsed().as_secs_f64());
        // A save answered as failed or as lost may still have stored this very change (a
        // commit that failed after it committed, a grouped commit written again alone,
        // which then finds its own change there): the store says, by the change's id,
        // before the mover is answered.
        let saved = match saved {
            Ok(true) => Ok(true),
            unsure => match self.ctx.store.stored_change(&self.id, version).await {
                Ok(Some(stored)) if stored == change_id => Ok(true),
                _ => unsure,
            },
        };
        if change.moved && matches!(saved, Ok(true)) {
            self.ctx.metrics.moves.inc();
        }
        if ends && matches!(saved, Ok(true)) {
            let _ = self.ctx.finished.send(self.id.clone());
        }
        match saved {
            Ok(true) if live.sent == before && rates => {
                // The store added the ratings' changes to the end: what it holds is sent.
                let Ok(stored) = self.changes(before, version).await else {
                    live.dirty = true;
                    let _ = self.advance(live).await;
                    return Ok(true);
                };
                let messages = stored.into_iter().flatten().collect::<Vec<_>>();
                live.state.rating_change = messages.iter().find_map(|m| match m {
                    ServerMessage::End(end) => end.rating_change.map(|c| [c.white, c.black]),
                    _ => None,
                });
                self.send(messages, origin);
                self.mark_sent(live, version);
                Ok(true)
            }
            Ok(true) if live.sent == before => {
                self.send(messages, origin);
                self.mark_sent(live, version);
                Ok(true)
            }
            Ok(true) => {
                // Cannot happen while every change goes through here; still, the store
                // is the truth and its changes go out in order.
                live.dirty = true;
                self.advance(live).await?;
                Ok(true)
            }
            Ok(false) => {
                live.dirty = true;
                self.advance(live).await?;
                Ok(false)
            }
            Err(e) => {
                live.dirty = true;
                let _ = self.advance(live).await;
                Err(unavailable(e))
            }
        }
    }

    fn send(&self, messages: Vec<ServerMessage>, origin: Option<(u64, String)>) {
        for message in messages {
            let origin = origin.clone().filter(|_| matches!(message, ServerMessage::Move(_)));
            let _ = self.tx.send(Arc::new(Outgoing::new(message, origin)));
        }
    }

    /// Brings the room up to what is stored (version N, by this process or another) and
    /// sends its sockets every change in (sent, N], in order, each exactly once.
    async fn advance(&self, live: &mut Live) -> Result<(), Refusal> {
        let seen = live.sent;
        let read = self.ctx.store.row_and_changes(&self.id, seen).await.map_err(unavailable)?;
        let (row, events) = read.ok_or_else(|| Refusal::new(Code::NotFound, "the game is gone"))?;
        self.advance_from(live, row, events).await
    }

    /// `advance` from what was read of the store after `live.sent`: the row and the
    /// changes' messages.
    async fn advance_from(&self, live: &mut Live, row: GameState, events: Vec<(i64, String)>) -> Result<(), Refusal> {
        let seen = live.sent;
        if row.version <= live.sent && !live.dirty {
            return Ok(());
        }
        let mut changes = contiguous(seen, row.version, events);
        let whole = changes.len() as i64 == row.version - seen;
        if live.dirty || !whole || self.follow(live, row, &changes).is_err() {
            self.reload(live).await?;
            changes = self.changes(seen, live.state.version).await?;
        }
        let upto = live.state.version;
        if changes.len() as i64 == upto - seen {
            for messages in changes {
                self.send(messages, None);
            }
        } else {
            // The log of a change is gone (pruned): the state now stands for them all.
            let state = whole_state(live.state.public(live.session.as_ref(), now_ms()));
            self.send(versioned([state], upto), None);
        }
        self.mark_sent(live, upto);
        live.dirty = false;
        Ok(())
    }

    async fn reload(&self, live: &mut Live) -> Result<(), Refusal> {
        let state = self.ctx.store.load(&self.id).await.map_err(unavailable)?;
        let state = state.ok_or_else(|| Refusal::new(Code::NotFound, "the game is gone"))?;
        live.session = state.replay().map_err(|e| Refusal::new(Code::ServerError, e))?;
        live.state = state;
        Ok(())
    }

    /// Takes change `version` as another process's notice carried it (the row's values
    /// and the change's messages), if it is the next one here; false if the room must
    /// read the store instead (it has moved, or the change is not one it can follow).
    pub async fn take_change(&self, version: i64, change: &crate::notice::RowChange, messages: &str) -> bool {
        let mut live = self.live.lock().await;
        if live.dirty || live.sent != version - 1 {
            return live.sent >= version;
        }
        let Ok(messages) = serde_json::from_str::<Vec<ServerMessage>>(messages) else { return false };
        let Some(row) = change.applied_to(&live.state, version) else { return false };
        let before = (live.state.clone(), live.session.plies());
        if self.follow(&mut live, row, std::slice::from_ref(&messages)).is_err() {
            // Memory is as it was but for moves played on the session: the store decides.
            live.state = before.0;
            live.dirty = live.session.plies() != before.1;
            return false;
        }
        self.send(messages, None);
        self.mark_sent(&mut live, version);
        true
    }

    /// Brings the room up to what another process stored, and sends its sockets the
    /// messages of each change they missed, in order.
    pub async fn catch_up(&self) -> Result<(), Refusal> {
        let mut live = self.live.lock().await;
        self.advance(&mut live).await
    }

    /// `catch_up` from what was read for many rooms at once: the row and the changes
    /// after version `seen`. Read again if the room has moved on since.
    pub async fn catch_up_from(&self, seen: i64, row: GameState, events: Vec<(i64, String)>) -> Result<(), Refusal> {
        let mut live = self.live.lock().await;
        if live.sent != seen || live.dirty {
            return self.advance(&mut live).await;
        }
        self.advance_from(&mut live, row, events).await
    }

    /// The messages of each stored change after version `seen` up to `upto`, in order.
    async fn changes(&self, seen: i64, upto: i64) -> Result<Vec<Vec<ServerMessage>>, Refusal> {
        let events = self.ctx.store.events_after(&self.id, seen).await.map_err(unavailable)?;
        Ok(contiguous(seen, upto, events))
    }

    /// Catches up without replaying the game: the stored row, and the moves of the
    /// changes played on the session. Any change that is not moves, ends and offers (a
    /// takeback, a join) needs the whole game read again: `Err`.
    fn follow(&self, live: &mut Live, mut row: GameState, changes: &[Vec<ServerMessage>]) -> Result<(), ()> {
        let mut moves = live.state.moves.clone();
        for m in changes.iter().flatten() {
            match m {
                ServerMessage::Move(m) => {
                    if m.ply as usize != moves.len() || live.session.play(&m.text).is_err() {
                        return Err(());
                    }
                    moves.push(m.text.clone());
                }
                ServerMessage::End(_) | ServerMessage::Offer(_) | ServerMessage::Rematch(_) => {}
                _ => return Err(()),
            }
        }
        row.moves = moves;
        live.state = row;
        Ok(())
    }

    /// A socket of this process arrived on (`+1`) or left (`-1`) a seat or the watchers.
    pub async fn count(&self, seat: Option<Side>, delta: i64) -> Result<(), Refusal> {
        // Under the room's lock, so that this process's counts are stored in the order
        // they changed.
        let mut live = self.live.lock().await;
        let counts = {
            let mut local = self.local.lock().expect("counts lock");
            match seat {
                Some(Side::White) => local.white += delta,
                Some(Side::Black) => local.black += delta,
                None => local.watchers += delta,
            }
            *local
        };
        let now = now_ms();
        let (total, gone) = if self.ctx.store.backend == Backend::Sqlite {
            // One process: what it counts is the whole presence, kept in memory.
            let mut gone = live.gone;
            for side in Side::BOTH {
                gone[side.index()] = match counts.seat(side) {
                    0 => gone[side.index()].or(Some(now)),
                    _ => None,
                };
            }
            (counts, gone)
        } else {
            self.ctx.store.presence(&self.id, &self.ctx.server_id, counts, now).await.map_err(unavailable)?
        };
        self.set_presence(&mut live, total, gone);
        Ok(())
    }

    /// Says this process's sockets on the game again (after the others took it for dead
    /// and deleted its presence), as a change of presence would.
    pub async fn republish_presence(&self) -> Result<(), Refusal> {
        if self.ctx.store.backend != Backend::Postgres || !self.has_sockets() {
            return Ok(());
        }
        let mut live = self.live.lock().await;
        let counts = *self.local.lock().expect("counts lock");
        let (total, gone) =
            self.ctx.store.presence(&self.id, &self.ctx.server_id, counts, now_ms()).await.map_err(unavailable)?;
        self.set_presence(&mut live, total, gone);
        Ok(())
    }

    /// Reads the presence another process changed.
    pub async fn refresh_presence(&self) -> Result<(), Refusal> {
        let mut live = self.live.lock().await;
        let (total, gone) = self.ctx.store.read_presence(&self.id).await.map_err(unavailable)?;
        self.set_presence(&mut live, total, gone);
        Ok(())
    }

    fn set_presence(&self, live: &mut Live, total: Counts, gone: [Option<i64>; 2]) {
        let changed = total != live.presence;
        live.presence = total;
        live.gone = gone;
        if changed {
            let message = presence_message(total, live.sent);
            let _ = self.tx.send(Arc::new(Outgoing::new(message, None)));
        }
    }

    pub fn messages_per_second(&self) -> f64 {
        self.ctx.messages_per_second
    }

    pub fn send_timeout(&self) -> std::time::Duration {
        self.ctx.send_timeout
    }

    pub fn context(&self) -> &Context {
        &self.ctx
    }

    /// Whether any socket of this process is on the game.
    pub fn has_sockets(&self) -> bool {
        *self.local.lock().expect("counts lock") != Counts::default()
    }
}

/// A change's messages, each with the change's version `v`.
pub fn versioned(messages: impl IntoIterator<Item = ServerMessage>, version: i64) -> Vec<ServerMessage> {
    messages
        .into_iter()
        .map(|mut m| {
            m.set_version(version);
            m
        })
        .collect()
}

/// A `game` telling a change as the whole state after it (each socket adds its `you`).
fn whole_state(state: GameView) -> ServerMessage {
    ServerMessage::Game(state)
}

/// The messages of the stored changes `events` after version `seen` up to `upto`, in
/// order; a change missing or unreadable ends the list.
fn contiguous(seen: i64, upto: i64, events: Vec<(i64, String)>) -> Vec<Vec<ServerMessage>> {
    let mut out = Vec::new();
    for (expected, (version, payload)) in (seen + 1..=upto).zip(events) {
        match serde_json::from_str::<Vec<ServerMessage>>(&payload) {
            Ok(messages) if version == expected => out.push(messages),
            _ => break,
        }
    }
    out
}

impl Drop for Room {
    fn drop(&mut self) {
        self.ctx.metrics.rooms.dec();
    }
}

fn presence_message(c: Counts, version: i64) -> ServerMessage {
    let (white, black, watchers) = (c.white > 0, c.black > 0, c.watchers);
    ServerMessage::Presence(PresenceMessage { white, black, watchers, v: Some(version) })
}
