//! What the server does by itself, in the background: ends games whose clock ran out,
//! says it is alive (and takes silent processes' players for gone), cleans up abandoned
//! games, and checkpoints SQLite.
//!
//! An end decided here is a change like a player's, made through the game's room (its
//! one path: decided on what is stored, written over the version it was decided from,
//! then sent), so that of every process that sees a fallen flag exactly one writes the
//! end. One game that fails is logged and passed over: it never stops the others.

use crate::clock::DAY_MS;
use crate::hub::Hub;
use crate::live::{self, Change};
use crate::protocol::{Code, Refusal};
use crate::room::now_ms;
use crate::state::{GameState, Reason, Status};
use crate::store::{Backend, Error, Store};
use pyramid_games::Side;
use std::sync::Arc;
use std::time::Duration;

/// How often clocks are checked for a fallen flag (a flag ends the game within a second).
const FLAG_CHECK: Duration = Duration::from_millis(400);
/// How often abandoned games are cleaned up.
const CLEANING: Duration = Duration::from_secs(600);
/// A live game nobody has touched for this long, with no player connected, is ended.
pub const ABANDONED_MS: i64 = DAY_MS;

/// Ends every game whose running clock reached zero, every `FLAG_CHECK`.
pub async fn flags(hub: Arc<Hub>) {
    let mut tick = tokio::time::interval(FLAG_CHECK);
    loop {
        tick.tick().await;
        if let Err(e) = flag_due(&hub, now_ms()).await {
            tracing::warn!(error = %e, "checking flags failed");
        }
    }
}

/// Ends every game whose running clock has reached zero by `now` (a correspondence
/// game's days included); returns how many this process ended.
pub async fn flag_due(hub: &Hub, now: i64) -> Result<u64, Error> {
    let mut ended = 0;
    for id in hub.ctx.store.flagged(now).await? {
        let decided = end_stored(hub, &id, now, |state, now| {
            let side = state.clock.flagged(now).filter(|_| state.status == Status::Ongoing)?;
            Some(live::timeout(state, side, now))
        });
        match decided.await {
            Ok(done) => ended += done as u64,
            Err(e) => tracing::warn!(game = %id, error = %e, "ending a game whose flag fell failed"),
        }
    }
    Ok(ended)
}

/// Decides an end of game `id` by itself through its room (loaded for it if this
/// process holds none): on what is stored, `decide` changes the state and says what to
/// send, or `None`; written over the version it was decided from and sent, by the
/// room's one path. False when nothing was to be done or another writer came first.
pub async fn end_stored(
    hub: &Hub,
    id: &str,
    now: i64,
    decide: impl FnOnce(&mut GameState, i64) -> Option<Change>,
) -> Result<bool, Refusal> {
    let room = match hub.room(id).await {
        Ok(room) => room,
        Err(refusal) if refusal.code == Code::NotFound => return Ok(false),
        Err(refusal) => return Err(refusal),
    };
    room.end_by_itself(now, decide).await
}

/// The abandoned-games rule, at `now`: a game nobody joined within `waiting_ms` is
/// deleted; a live game (not correspondence) unchanged for a day with neither player
/// connected is aborted if a side has not moved yet, else ended as a draw by
/// abandonment (with a clock running it would have flagged: this is a game without one,
/// or a rematch nobody came to). Returns the games deleted and ended.
pub async fn clean(hub: &Hub, now: i64, waiting_ms: i64) -> Result<(u64, u64), Error> {
    let store = &hub.ctx.store;
    let deleted = store.clean(now, waiting_ms).await?;
    crate::pairing::store::expire(store, now - crate::protocol::seeks::SEEK_LIFETIME_MS).await?;
    // Sessions end 30 days after they began, and go; old counts of guesses and sign-ups too.
    let oldest = crate::accounts::guesses::oldest_kept(now);
    crate::accounts::store::forget_old(store, now - crate::accounts::sessions::SESSION_MS, oldest).await?;
    let mut ended = 0;
    for id in store.idle(now - ABANDONED_MS).await? {
        if connected(hub, &id).await? {
            continue;
        }
        let decided = end_stored(hub, &id, now, |state, now| {
            if state.status != Status::Ongoing {
                return None;
            }
            let movers = state.replay().ok()?.movers();
            Some(if !Side::BOTH.iter().all(|s| movers.contains(s)) {
                live::finish(state, Status::Aborted, Reason::Abort, None, now)
            } else {
                let message = Some("Both players left the game".to_string());
                live::finish(state, Status::Draw, Reason::Abandon, message, now)
            })
        });
        match decided.await {
            Ok(done) => ended += done as u64,
            Err(e) => tracing::warn!(game = %id, error = %e, "ending an abandoned game failed"),
        }
    }
    Ok((deleted, ended))
}

/// Whether a seat of game `id` has a socket open, on any process.
async fn connected(hub: &Hub, id: &str) -> Result<bool, Error> {
    if hub.ctx.store.backend == Backend::Postgres {
        let (total, _) = hub.ctx.store.read_presence(id).await?;
        return Ok(total.white + total.black > 0);
    }
    Ok(hub.loaded(id).await.is_some_and(|room| room.has_sockets()))
}

/// Says this process is alive every `every_ms`, and cleans up now and then.
pub async fn heartbeat(hub: Arc<Hub>, every_ms: i64, waiting_ms: i64) {
    let mut beat = tokio::time::interval(Duration::from_millis(every_ms as u64));
    let mut last_clean = 0;
    let store = &hub.ctx.store;
    loop {
        beat.tick().await;
        let now = now_ms();
        match store.heartbeat(&hub.ctx.server_id, now, every_ms * 3).await {
            Ok(beat) => {
                if beat.returned {
                    // Taken for dead during a stall: the others deleted this process's
                    // presence. Its sockets are said again, each game's under its lock.
                    tracing::warn!("this process was taken for dead (a stall?): its presence is said again");
                    for room in hub.all().await {
                        if let Err(e) = room.republish_presence().await {
                            tracing::warn!(game = %room.id, error = %e, "saying the presence again failed");
                        }
                    }
                }
                for id in beat.changed {
                    if let Some(room) = hub.loaded(&id).await {
                        let _ = room.refresh_presence().await;
                    }
                }
            }
            Err(e) => tracing::warn!(error = %crate::store::redact(&e.to_string()), "heartbeat failed"),
        }
        if now - last_clean >= CLEANING.as_millis() as i64 {
            last_clean = now;
            match clean(&hub, now, waiting_ms).await {
                Ok((0, 0)) => {}
                Ok((deleted, ended)) => {
                    tracing::info!(deleted, ended, "abandoned games cleaned up")
                }
                Err(e) => tracing::warn!(error = %e, "cleaning up failed"),
            }
        }
    }
}

/// SQLite's checkpoints, in the background every second.
pub async fn checkpoints(store: Store) {
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tick.tick().await;
        if let Err(e) = store.checkpoint().await {
            tracing::warn!(error = %e, "checkpoint failed");
        }
    }
}
