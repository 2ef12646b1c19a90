//! The rooms of this process: at most one per game, loaded when a socket or a request
//! needs it and dropped with the last socket, so a process holds only the games it serves.

use crate::protocol::{Code, Refusal};
use crate::room::{Context, Room};
use std::collections::HashMap;
use std::sync::{Arc, Weak};
use tokio::sync::Mutex;

pub struct Hub {
    rooms: Mutex<HashMap<String, Weak<Room>>>,
    pub ctx: Arc<Context>,
}

impl Hub {
    pub fn new(ctx: Arc<Context>) -> Hub {
        Hub { rooms: Mutex::new(HashMap::new()), ctx }
    }

    /// The room of game `id`, loaded if no one here holds it.
    pub async fn room(&self, id: &str) -> Result<Arc<Room>, Refusal> {
        if id.len() > 64 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(Refusal::new(Code::NotFound, format!("no game '{}'", id.chars().take(64).collect::<String>())));
        }
        if let Some(room) = self.loaded(id).await {
            return Ok(room);
        }
        // Loaded without the rooms' lock held, so that no request waits on the database
        // behind another game's load; two loads of one game at once keep the first.
        let room = Room::load(id, self.ctx.clone()).await?;
        let room = Arc::new(room.ok_or_else(|| Refusal::new(Code::NotFound, format!("no game '{id}'")))?);
        let mut rooms = self.rooms.lock().await;
        if let Some(held) = rooms.get(id).and_then(Weak::upgrade) {
            return Ok(held);
        }
        if rooms.len() > 64 && rooms.len().is_power_of_two() {
            rooms.retain(|_, r| r.strong_count() > 0);
        }
        rooms.insert(id.to_string(), Arc::downgrade(&room));
        drop(rooms);
        // A change another process stored while this room was loading was announced
        // before anyone here could hear it.
        if self.ctx.store.backend == crate::store::Backend::Postgres {
            room.catch_up().await?;
        }
        Ok(room)
    }

    /// The room of game `id` if this process holds it now.
    pub async fn loaded(&self, id: &str) -> Option<Arc<Room>> {
        self.rooms.lock().await.get(id).and_then(Weak::upgrade)
    }

    /// Every room this process holds.
    pub async fn all(&self) -> Vec<Arc<Room>> {
        self.rooms.lock().await.values().filter_map(Weak::upgrade).collect()
    }
}
