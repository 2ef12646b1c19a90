//! Each account's event streams (the lichess API's `GET /api/stream/event`) open on this
//! process, and publishing one line to an account's streams on every process: at once
//! here on SQLite (one process), through Postgres's NOTIFY where several share the store
//! (every process, this one included, hears it and delivers it to its own streams).

use crate::store::{Backend, Store, CHANNEL};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// Lines an account's streams may fall behind by before they lose some.
const BACKLOG: usize = 64;

#[derive(Default)]
pub struct Streams {
    by_account: Mutex<HashMap<String, broadcast::Sender<Arc<str>>>>,
}

impl Streams {
    /// A receiver of the lines for `account` (its name's key).
    pub fn subscribe(&self, account: &str) -> broadcast::Receiver<Arc<str>> {
        let mut map = self.by_account.lock().expect("streams lock");
        // Forget accounts whose streams have all closed.
        map.retain(|_, sender| sender.receiver_count() > 0);
        map.entry(account.to_string()).or_insert_with(|| broadcast::channel(BACKLOG).0).subscribe()
    }

    /// Gives `line` to `account`'s streams on this process.
    pub fn deliver(&self, account: &str, line: &str) {
        let map = self.by_account.lock().expect("streams lock");
        if let Some(sender) = map.get(account) {
            let _ = sender.send(Arc::from(line));
        }
    }

    /// Gives `line` to `account`'s streams on every process.
    pub async fn publish(&self, store: &Store, account: &str, line: &str) -> Result<(), sqlx::Error> {
        match store.backend {
            Backend::Sqlite => {
                self.deliver(account, line);
                Ok(())
            }
            Backend::Postgres => sqlx::query("SELECT 1 FROM pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(format!("e:{account}:{line}"))
                .execute(store.pool())
                .await
                .map(|_| ()),
        }
    }
}
