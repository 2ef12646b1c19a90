//! Changes made by other processes, through Postgres's own LISTEN/NOTIFY: each stored
//! change notifies `v:ID:VERSION` in its transaction, each presence change `p:ID`; a
//! process holding that game's room reads what it missed from the store. The payload is
//! small (Postgres caps it at 8,000 bytes): the messages themselves stay in the table.

use crate::hub::Hub;
use crate::store::CHANNEL;
use sqlx::postgres::PgListener;
use std::sync::Arc;

/// Listens until the process ends; a lost connection is made again, and then every room
/// here catches up, since notifications in between are lost.
pub async fn listen(url: String, hub: Arc<Hub>) {
    loop {
        let mut listener = match PgListener::connect(&url).await {
            Ok(l) => l,
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen on Postgres; trying again in 1 s");
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
                Ok(Some(note)) => {
                    // Each in a task of its own: one game's catching up never holds up
                    // another's notices (a room's lock keeps each game's in order).
                    let (hub, payload) = (hub.clone(), note.payload().to_string());
                    tokio::spawn(async move { dispatch(&hub, &payload).await });
                }
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

async fn dispatch(hub: &Hub, payload: &str) {
    let mut parts = payload.splitn(3, ':');
    let (Some(kind), Some(id)) = (parts.next(), parts.next()) else { return };
    let Some(room) = hub.loaded(id).await else { return };
    let result = match kind {
        // A change this room has sent already (its own, most often) needs no reading.
        "v" if parts.next().and_then(|v| v.parse::<i64>().ok()).is_some_and(|v| v <= room.sent_version()) => Ok(()),
        "v" => room.catch_up().await,
        "p" => room.refresh_presence().await,
        _ => Ok(()),
    };
    if let Err(e) = result {
        tracing::warn!(game = id, error = %e, "catching up failed");
    }
}

async fn catch_up_all(hub: &Hub) {
    for room in hub.all().await {
        let _ = room.catch_up().await;
        let _ = room.refresh_presence().await;
    }
}
