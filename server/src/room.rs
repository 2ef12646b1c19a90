//! One game's live state in this process: every request on the game goes through its
//! lock, one at a time (boardgame.io's single queue per match), is stored before anyone
//! hears of it, then reaches every socket of the game in order.

use crate::clock::side_name;
use crate::live::{self, Absence, Change, Grace};
use crate::protocol::{Code, Refusal, Request};
use crate::state::{GameState, Status};
use crate::store::{Backend, Counts, SaveRow, Store};
use crate::token;
use pyramid_games::{Session, Side};
use serde_json::{json, Value};
use std::sync::Arc;
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
}

/// A message for every socket of the game; `origin` names the socket whose request
/// caused it, to give that one its `ref` back.
#[derive(Debug)]
pub struct Outgoing {
    pub message: Value,
    pub origin: Option<(u64, String)>,
}

struct Live {
    state: GameState,
    session: Box<dyn Session>,
    /// Sockets on each seat and watching, over every process.
    presence: Counts,
    gone: [Option<i64>; 2],
}

pub struct Room {
    pub id: String,
    live: Mutex<Live>,
    /// This process's sockets on the game.
    local: std::sync::Mutex<Counts>,
    tx: broadcast::Sender<Arc<Outgoing>>,
    ctx: Arc<Context>,
}

pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

fn unavailable(e: impl std::fmt::Display) -> Refusal {
    Refusal::new(Code::ServerError, format!("the game could not be stored, nothing changed: {e}"))
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
        let live = Live { state, session, presence, gone };
        Ok(Some(Room { id: id.to_string(), live: Mutex::new(live), local: Default::default(), tx, ctx }))
    }

    /// The public state and the presence now, and a receiver of every change after them.
    pub async fn subscribe(&self) -> (Value, Value, broadcast::Receiver<Arc<Outgoing>>) {
        let live = self.live.lock().await;
        let mut state = live.state.public(live.session.as_ref(), now_ms());
        // An extension: the grace period, so that a client can offer the claim when it
        // is over.
        if let Some(map) = state.as_object_mut() {
            map.insert("graceMs".into(), self.ctx.grace.ms.into());
        }
        (state, presence_message(live.presence), self.tx.subscribe())
    }

    pub async fn public(&self) -> Value {
        let live = self.live.lock().await;
        live.state.public(live.session.as_ref(), now_ms())
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
            self.reload(&mut live).await.ok()?;
            return find(&live.state);
        }
        found
    }

    /// The rematch game this one led to, if any.
    pub async fn rematch(&self) -> Option<String> {
        self.live.lock().await.state.rematch.clone()
    }

    /// Takes the free seat for a new player: its side and token.
    pub async fn join(&self) -> Result<(Side, String), Refusal> {
        let token = token::new_token();
        let mut live = self.live.lock().await;
        for _ in 0..2 {
            let state = &live.state;
            let free = Side::BOTH.into_iter().find(|&s| !state.seat_taken(s));
            let Some(side) = free.filter(|_| state.status == Status::Waiting) else {
                return Err(Refusal::new(Code::SeatTaken, "both seats are taken"));
            };
            let before = live.state.version;
            let now = now_ms();
            live.state.seats[side.index()] = Some(token::hash(&token));
            live.state.status = Status::Ongoing;
            live.state.joined_ms = Some(now);
            let change = Change { messages: vec![json!({ "type": "game" })], ..Change::default() };
            match self.store(&mut live, before, change, None).await? {
                true => return Ok((side, token)),
                false => continue,
            }
        }
        Err(Refusal::new(Code::SeatTaken, "the seat was taken at the same moment"))
    }

    /// A request from the player of `by`.
    pub async fn act(&self, by: Side, request: &Request, origin: Option<(u64, String)>) -> Result<(), Refusal> {
        let mut live = self.live.lock().await;
        // A second try after another process changed the game first.
        for _ in 0..2 {
            let before = live.state.version;
            let now = now_ms();
            let absence = self.absence(&live, by.other());
            let live_ref = &mut *live;
            let change = live::act(
                &mut live_ref.state,
                live_ref.session.as_mut(),
                by,
                request,
                live::Moment { now, absence, grace: self.ctx.grace },
                token::new_id,
            )?;
            if self.store(&mut live, before, change, origin.clone()).await? {
                return Ok(());
            }
        }
        Err(Refusal::new(Code::Stale, "the game changed at the same moment; look again"))
    }

    /// Ends the game on time if the running clock has reached zero.
    pub async fn flag(&self) -> Result<(), Refusal> {
        let mut live = self.live.lock().await;
        let now = now_ms();
        let Some(side) = live.state.clock.flagged(now).filter(|_| live.state.status == Status::Ongoing) else {
            return Ok(());
        };
        let before = live.state.version;
        let change = live::timeout(&mut live.state, side, now);
        self.store(&mut live, before, change, None).await.map(|_| ())
    }

    fn absence(&self, live: &Live, side: Side) -> Absence {
        let since =
            [live.gone[side.index()], live.state.joined_ms, Some(self.ctx.started_ms)].into_iter().flatten().max();
        Absence { connected: live.presence.seat(side) > 0, gone_since_ms: since.unwrap_or(0) }
    }

    /// Stores a change made from version `before`, then sends it. On a conflict (another process
    /// wrote first) or a failure the room reloads what is stored, and the change is gone.
    async fn store(
        &self,
        live: &mut Live,
        before: i64,
        change: Change,
        origin: Option<(u64, String)>,
    ) -> Result<bool, Refusal> {
        let now = now_ms();
        live.state.version = before + 1;
        // The public state (every move) only where a `game` message needs it, not a move.
        let messages: Vec<Value> = change
            .messages
            .into_iter()
            .map(|m| if m["type"] == "game" { live.state.public(live.session.as_ref(), now) } else { m })
            .collect();
        let payload = Value::Array(messages.clone()).to_string();
        let row = SaveRow::of(&live.state, change.cut_to, change.moved, change.rematch.as_ref(), &payload, now);
        let saved = self.ctx.store.save(row).await;
        match saved {
            Ok(true) => {
                for message in messages {
                    let origin = origin.clone().filter(|_| message["type"] == "move");
                    let _ = self.tx.send(Arc::new(Outgoing { message, origin }));
                }
                Ok(true)
            }
            Ok(false) => {
                self.reload(live).await?;
                Ok(false)
            }
            Err(e) => {
                let _ = self.reload(live).await;
                Err(unavailable(e))
            }
        }
    }

    async fn reload(&self, live: &mut Live) -> Result<(), Refusal> {
        let state = self.ctx.store.load(&self.id).await.map_err(unavailable)?;
        let state = state.ok_or_else(|| Refusal::new(Code::NotFound, "the game is gone"))?;
        live.session = state.replay().map_err(|e| Refusal::new(Code::ServerError, e))?;
        live.state = state;
        Ok(())
    }

    /// Brings the room up to what another process stored, and sends its sockets the
    /// messages of each change they missed, in order.
    pub async fn catch_up(&self) -> Result<(), Refusal> {
        let mut live = self.live.lock().await;
        let seen = live.state.version;
        let row = self.ctx.store.load_row(&self.id).await.map_err(unavailable)?;
        let row = row.ok_or_else(|| Refusal::new(Code::NotFound, "the game is gone"))?;
        if row.version <= seen {
            return Ok(());
        }
        // The changes between what this room has seen and the row read: each one's
        // messages, in order.
        let mut changes = self.changes(seen, row.version).await?;
        if changes.len() as i64 != row.version - seen || self.follow(&mut live, row, &changes).is_err() {
            self.reload(&mut live).await?;
            changes = self.changes(seen, live.state.version).await?;
        }
        let now = now_ms();
        for messages in changes {
            for message in messages {
                // A `game` message is sent as the state now, which includes it.
                let message = if message["type"] == "game" { live.state.public(live.session.as_ref(), now) } else { message };
                let _ = self.tx.send(Arc::new(Outgoing { message, origin: None }));
            }
        }
        Ok(())
    }

    /// The messages of each stored change after version `seen` up to `upto`.
    async fn changes(&self, seen: i64, upto: i64) -> Result<Vec<Vec<Value>>, Refusal> {
        let events = self.ctx.store.events_after(&self.id, seen).await.map_err(unavailable)?;
        Ok(events
            .iter()
            .filter(|(version, _)| *version <= upto)
            .map(|(_, payload)| serde_json::from_str(payload).unwrap_or_default())
            .collect())
    }

    /// Catches up without replaying the game: the stored row, and the moves of the
    /// changes played on the session. Any change that is not moves, ends and offers (a
    /// takeback, a join) needs the whole game read again: `Err`.
    fn follow(&self, live: &mut Live, mut row: GameState, changes: &[Vec<Value>]) -> Result<(), ()> {
        let plain =
            changes.iter().flatten().all(|m| matches!(m["type"].as_str(), Some("move" | "end" | "offer" | "rematch")));
        if !plain {
            return Err(());
        }
        let mut moves = std::mem::take(&mut live.state.moves);
        for m in changes.iter().flatten().filter(|m| m["type"] == "move") {
            let (Some(text), Some(ply)) = (m["move"].as_str(), m["ply"].as_u64()) else { return Err(()) };
            if ply as usize != moves.len() || live.session.play(text).is_err() {
                return Err(());
            }
            moves.push(text.to_string());
        }
        row.moves = moves;
        live.state = row;
        Ok(())
    }

    /// A socket of this process arrived on (`+1`) or left (`-1`) a seat or the watchers.
    pub async fn count(&self, seat: Option<Side>, delta: i64) -> Result<(), Refusal> {
        let counts = {
            let mut local = self.local.lock().expect("counts lock");
            match seat {
                Some(Side::White) => local.white += delta,
                Some(Side::Black) => local.black += delta,
                None => local.watchers += delta,
            }
            *local
        };
        let mut live = self.live.lock().await;
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
            let _ = self.tx.send(Arc::new(Outgoing { message: presence_message(total), origin: None }));
        }
    }

    pub fn messages_per_second(&self) -> f64 {
        self.ctx.messages_per_second
    }

    /// Whether any socket of this process is on the game.
    pub fn has_sockets(&self) -> bool {
        *self.local.lock().expect("counts lock") != Counts::default()
    }

    /// Hands the player of `side` here, who proved it with `previous`, the token of their
    /// seat in the rematch `game` (colours swapped).
    pub async fn rematch_token(&self, game: &str, side: Side, previous: &str) -> Result<String, Refusal> {
        let token = token::rematch_token(previous, game);
        let hash = token::hash(&token);
        let seat = side.other();
        if !self.ctx.store.claim_reserved(game, seat, &hash).await.map_err(unavailable)? {
            let stored = self.ctx.store.load(game).await.map_err(unavailable)?;
            let ok = stored.and_then(|s| s.seats[seat.index()].clone()).is_some_and(|h| h == hash);
            if !ok {
                return Err(Refusal::new(Code::Unauthorized, "the rematch seat belongs to someone else"));
            }
        }
        Ok(token)
    }
}

fn presence_message(c: Counts) -> Value {
    json!({ "type": "presence", "white": c.white > 0, "black": c.black > 0, "watchers": c.watchers })
}

/// The `you` of a socket's `game` message.
pub fn you(seat: Option<Side>) -> Value {
    seat.map_or(Value::Null, |s| Value::from(side_name(s)))
}
