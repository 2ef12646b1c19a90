//! Changes made by other processes, through Postgres's own LISTEN/NOTIFY: each stored
//! change notifies `v:ID:VERSION` in its transaction (with the change itself when it fits:
//! `notice`), each presence change `p:ID`. A room one version behind takes a carried
//! change as it is; otherwise the process reads what it missed from the store.
//!
//! Notices are batched: the games whose rooms are behind wait in a set, and one reader
//! takes the whole set at a time and reads every one of them in one statement, so that
//! under load a process reads the store once for many changes, not once a change.

use crate::hub::Hub;
use crate::store::CHANNEL;
use sqlx::postgres::PgListener;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use tokio::sync::Notify;

/// The most games read in one statement.
const BATCH: usize = 256;

/// The games whose rooms here are behind the store, for the reader.
#[derive(Default)]
struct Behind {
    games: Mutex<HashSet<String>>,
    wake: Notify,
}

impl Behind {
    /// Game `id` is to be read from the store.
    fn add(&self, id: &str) {
        self.games.lock().expect("behind lock").insert(id.to_string());
        self.wake.notify_one();
    }
}

/// Listens until the process ends; a lost connection is made again, and then every room
/// here catches up, since notifications in between are lost.
pub async fn listen(url: String, hub: Arc<Hub>) {
    let behind = Arc::new(Behind::default());
    tokio::spawn(read_behind(hub.clone(), behind.clone()));
    loop {
        let mut listener = match PgListener::connect(&url).await {
            Ok(l) => l,
            Err(e) => {
                tracing::warn!(error = %crate::store::redact(&e.to_string()), "cannot listen on Postgres; trying again in 1 s");
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                continue;
            }
        };
        if let Err(e) = listener.listen(CHANNEL).await {
            tracing::warn!(error = %e, "LISTEN failed; trying again in 1 s");
            tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            continue;
        }
        // Listening first, then catching up: a change stored in between is announced.
        catch_up_all(&hub).await;
        loop {
            match listener.try_recv().await {
                Ok(Some(note)) => dispatch(&hub, &behind, note.payload()).await,
                Ok(None) => {
                    // The connection dropped: what comes until a new one listens is lost,
                    // so a new one listens before this process catches up.
                    tracing::warn!("the Postgres listener lost its connection; connecting again");
                    break;
                }
                Err(e) => {
                    tracing::warn!(error = %e, "the Postgres listener failed; connecting again");
                    break;
                }
            }
        }
    }
}

async fn dispatch(hub: &Arc<Hub>, behind: &Arc<Behind>, payload: &str) {
    if let Some(rest) = payload.strip_prefix("v:") {
        let Some(notice) = crate::notice::parse(rest) else { return };
        let Some(room) = hub.loaded(notice.game).await else { return };
        // A change this room has sent already (its own, most often) needs no reading.
        if notice.version <= room.sent_version() {
            return;
        }
        // The next change, carried whole: taken as it is, unless the room has moved
        // in the meantime (then the store is read).
        if let Some((change, messages)) = notice.carried {
            if notice.version == room.sent_version() + 1 {
                let (behind, version, messages) = (behind.clone(), notice.version, messages.to_string());
                tokio::spawn(async move {
                    if !room.take_change(version, &change, &messages).await {
                        behind.add(&room.id);
                    }
                });
                return;
            }
        }
        behind.add(notice.game);
        return;
    }
    // An account was deleted on another process: `a:USERNAME`.
    if let Some(rest) = payload.strip_prefix("e:") {
        // An event for an account's stream (the lichess API), to its streams here.
        if let Some((account, line)) = rest.split_once(':') {
            hub.ctx.streams.deliver(account, line);
        }
        return;
    }
    if let Some(username) = payload.strip_prefix("a:") {
        crate::accounts::forget_player(hub, username).await;
        return;
    }
    // A presence changed on another process: `p:ID`.
    let Some(id) = payload.strip_prefix("p:") else { return };
    let Some(room) = hub.loaded(id).await else { return };
    tokio::spawn(async move {
        if let Err(e) = room.refresh_presence().await {
            tracing::warn!(game = %room.id, error = %e, "reading the presence failed");
        }
    });
}

/// Takes every game waiting, reads them in one statement, and brings each room up to it.
async fn read_behind(hub: Arc<Hub>, behind: Arc<Behind>) {
    loop {
        behind.wake.notified().await;
        loop {
            let batch: Vec<String> = {
                let mut games = behind.games.lock().expect("behind lock");
                let batch: Vec<String> = games.iter().take(BATCH).cloned().collect();
                for id in &batch {
                    games.remove(id);
                }
                batch
            };
            if batch.is_empty() {
                break;
            }
            let mut rooms = Vec::new();
            for id in batch {
                if let Some(room) = hub.loaded(&id).await {
                    rooms.push(room);
                }
            }
            let asked: Vec<(String, i64)> = rooms.iter().map(|r| (r.id.clone(), r.sent_version())).collect();
            match hub.ctx.store.rows_and_changes(&asked).await {
                Ok(read) => {
                    let mut tasks = Vec::new();
                    for catch in read {
                        let Some(room) = rooms.iter().find(|r| r.id == catch.row.id).cloned() else { continue };
                        tasks.push(tokio::spawn(async move {
                            if let Err(e) = room.catch_up_from(catch.seen, catch.row, catch.events).await {
                                tracing::warn!(game = %room.id, error = %e, "catching up failed");
                            }
                        }));
                    }
                    for task in tasks {
                        let _ = task.await;
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, "reading the games behind failed; each is read alone");
                    for room in rooms {
                        tokio::spawn(async move { room.catch_up().await });
                    }
                }
            }
        }
    }
}

async fn catch_up_all(hub: &Hub) {
    for room in hub.all().await {
        let _ = room.catch_up().await;
        let _ = room.refresh_presence().await;
    }
}
