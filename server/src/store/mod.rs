//! Storage: SQLite (the embedded default) or Postgres, by `DATABASE_URL`, through one SQL
//! text that both read. A change is written in one transaction over the version it was
//! made from, with the messages it sends, so a move is durable before it is acknowledged
//! and two writers never both win.
//!
//! Where each part lives: `schema` (the tables and their migrations), `saves` (a game
//! created, loaded, and each change written over its version), `group` (the writer that
//! commits waiting saves together), `events` (the messages of each change, for catching
//! up), `lists` (the games listed and a player's games), `presence` (who is connected,
//! on every process, and the processes' heartbeats), `cleanup` (flags due, abandoned and
//! idle games) and `backup` (SQLite's online copy and checkpoints).

mod backup;
mod cleanup;
mod events;
mod group;
mod lists;
mod presence;
mod saves;
mod schema;

pub use events::Catch;
pub use presence::{Beat, Counts};
pub(crate) use saves::insert_game;
pub use saves::SaveRow;

use crate::clock::{Clock, Control, TimeControl};
use crate::state::{parse_side, GameState, Reason, Status};
use pyramid_games::Side;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use std::time::Duration;

pub type Error = sqlx::Error;

/// The refusal of a request the store could not serve. The database's own words go to
/// the log (its password hidden), never to the client: they may name tables, values or
/// the connection.
pub fn unavailable(e: impl std::fmt::Display) -> crate::protocol::Refusal {
    tracing::error!(error = %redact(&e.to_string()), "the store failed a request");
    crate::protocol::Refusal::new(
        crate::protocol::Code::ServerError,
        "the server could not read or write its store, and nothing changed: try again",
    )
}

/// `text` with the password of every URL in it (`scheme://user:PASSWORD@host`) hidden.
pub fn redact(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("://") {
        let (head, tail) = rest.split_at(at + 3);
        out.push_str(head);
        // The authority ends at the first '/', '?', '#' or space.
        let end = tail.find(|c: char| "/?# ".contains(c)).unwrap_or(tail.len());
        let authority = &tail[..end];
        match authority.rfind('@').and_then(|a| authority[..a].find(':').map(|c| (c, a))) {
            Some((colon, at)) => {
                out.push_str(&authority[..colon]);
                out.push_str(":***");
                out.push_str(&authority[at..]);
            }
            None => out.push_str(authority),
        }
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

/// Which database a store speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The Postgres channel that carries `v:ID:VERSION` (a game changed) and `p:ID`
/// (its presence changed).
pub const CHANNEL: &str = "pyramid_games";

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    /// The queue of the writer that commits saves in groups.
    writer: Option<tokio::sync::mpsc::UnboundedSender<group::Job>>,
    /// SQLite only: a second connection that copies the write-ahead log into the
    /// database in the background, so no commit waits for a checkpoint.
    checkpointer: Option<AnyPool>,
    pub backend: Backend,
    pub url: String,
    /// Saves sent to the writer and not yet taken into a commit.
    waiting: std::sync::Arc<std::sync::atomic::AtomicI64>,
}

const COLUMNS: &str = "id, game, options, start, control, open, status, reason, message, white_hash, black_hash, \
     white_player, black_player, draw_by, takeback_by, rematch_by, white_ms, black_ms, running, since_ms, version, \
     created_ms, joined_ms, rematch, rematch_of, rated, white_change, black_change, white_account, black_account, \
     tournament, berserkable, berserk";

/// The `berserk` column: who went berserk.
pub(crate) fn berserk_text(berserk: [bool; 2]) -> Option<&'static str> {
    match berserk {
        [true, true] => Some("both"),
        [true, false] => Some("white"),
        [false, true] => Some("black"),
        [false, false] => None,
    }
}

pub(crate) fn berserk_of(text: Option<&str>) -> [bool; 2] {
    match text {
        Some("both") => [true, true],
        Some("white") => [true, false],
        Some("black") => [false, true],
        _ => [false, false],
    }
}

fn side_text(side: Side) -> &'static str {
    crate::clock::color(side).as_str()
}

fn from_row(row: &AnyRow) -> Result<GameState, Error> {
    let bad = |what: &str| sqlx::Error::Decode(format!("stored game has a bad {what}").into());
    let options_text: String = row.try_get("options")?;
    let options = options_text
        .split_whitespace()
        .map(|pair| pair.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())).ok_or_else(|| bad("option")))
        .collect::<Result<Vec<_>, _>>()?;
    let side = |column: &str| -> Result<Option<Side>, Error> {
        let text: Option<String> = row.try_get(column)?;
        text.map(|t| parse_side(&t).ok_or_else(|| bad(column))).transpose()
    };
    let control: String = row.try_get("control")?;
    let status: String = row.try_get("status")?;
    let reason: Option<String> = row.try_get("reason")?;
    Ok(GameState {
        id: row.try_get("id")?,
        game: row.try_get("game")?,
        options,
        start: row.try_get("start")?,
        control: TimeControl::from_text(&control).ok_or_else(|| bad("time control"))?,
        open: row.try_get::<i64, _>("open")? != 0,
        status: Status::parse(&status).ok_or_else(|| bad("status"))?,
        reason: reason.map(|r| Reason::parse(&r).ok_or_else(|| bad("reason"))).transpose()?,
        message: row.try_get("message")?,
        seats: [row.try_get("white_hash")?, row.try_get("black_hash")?],
        players: [row.try_get("white_player")?, row.try_get("black_player")?],
        accounts: [row.try_get("white_account")?, row.try_get("black_account")?],
        rated: row.try_get::<i64, _>("rated")? != 0,
        rating_change: match (row.try_get("white_change")?, row.try_get("black_change")?) {
            (Some(white), Some(black)) => Some([white, black]),
            _ => None,
        },
        offers: [side("draw_by")?, side("takeback_by")?, side("rematch_by")?],
        clock: Clock {
            white_ms: row.try_get("white_ms")?,
            black_ms: row.try_get("black_ms")?,
            running: side("running")?,
            since_ms: row.try_get("since_ms")?,
        },
        version: row.try_get("version")?,
        created_ms: row.try_get("created_ms")?,
        joined_ms: row.try_get("joined_ms")?,
        rematch: row.try_get("rematch")?,
        rematch_of: row.try_get("rematch_of")?,
        tournament: row.try_get("tournament")?,
        berserkable: row.try_get::<i64, _>("berserkable")? != 0,
        berserk: berserk_of(row.try_get::<Option<String>, _>("berserk")?.as_deref()),
        moves: Vec::new(),
    })
}

impl Store {
    /// Connects and brings the schema up to date. SQLite runs in WAL mode with one
    /// connection: one writer never waits on a lock, and a commit is in the WAL file,
    /// which survives the process being killed, before it returns.
    pub async fn open(url: &str) -> Result<Store, String> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            return Err(format!("DATABASE_URL '{}': expected sqlite:PATH or postgres://…", redact(url)));
        };
        let url = match backend {
            Backend::Sqlite if !url.contains('?') => format!("{url}?mode=rwc"),
            _ => url.to_string(),
        };
        let sync = std::env::var("PYRAMID_SQLITE_SYNC").unwrap_or_else(|_| "NORMAL".into());
        if !["OFF", "NORMAL", "FULL", "off", "normal", "full"].contains(&sync.as_str()) {
            return Err(format!("PYRAMID_SQLITE_SYNC '{sync}': expected off, normal or full"));
        }
        let checkpoint_sync = sync.clone();
        let options = AnyPoolOptions::new()
            .max_connections(if backend == Backend::Sqlite { 1 } else { 16 })
            .acquire_timeout(Duration::from_secs(30))
            .after_connect(move |conn, _| {
                let sync = sync.clone();
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        for pragma in [
                            "PRAGMA journal_mode = WAL".to_string(),
                            format!("PRAGMA synchronous = {sync}"),
                            "PRAGMA busy_timeout = 10000".to_string(),
                            // Checkpoints are the checkpointer's (measured: an automatic
                            // one held a commit up to 280 ms under load).
                            "PRAGMA wal_autocheckpoint = 0".to_string(),
                        ] {
                            sqlx::query(&pragma).execute(&mut *conn).await?;
                        }
                    }
                    Ok(())
                })
            });
        let cannot = |e: Error| redact(&format!("cannot open {url}: {e}"));
        let pool = options.connect(&url).await.map_err(cannot)?;
        let checkpointer = match backend {
            Backend::Sqlite => Some(
                AnyPoolOptions::new()
                    .max_connections(1)
                    .after_connect(move |conn, _| {
                        let sync = checkpoint_sync.clone();
                        Box::pin(async move {
                            sqlx::query("PRAGMA busy_timeout = 10000").execute(&mut *conn).await?;
                            sqlx::query(&format!("PRAGMA synchronous = {sync}")).execute(&mut *conn).await?;
                            Ok(())
                        })
                    })
                    .connect(&url)
                    .await
                    .map_err(cannot)?,
            ),
            Backend::Postgres => None,
        };
        let mut store = Store { pool, checkpointer, backend, url, writer: None, waiting: Default::default() };
        store.migrate().await.map_err(|e| redact(&format!("migrating {}: {e}", store.url)))?;
        let (writer, queue) = tokio::sync::mpsc::unbounded_channel();
        tokio::spawn(store.clone().group_commit(queue));
        store.writer = Some(writer);
        Ok(store)
    }

    /// The connections in use, those idle, and the saves waiting for a commit: what an
    /// operator watches of the database.
    pub fn figures(&self) -> (i64, i64, i64) {
        let (size, idle) = (self.pool.size() as i64, self.pool.num_idle() as i64);
        (size - idle, idle, self.waiting.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// The pool, for the accounts' own statements.
    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    async fn notify_in(&self, tx: &mut sqlx::Transaction<'_, sqlx::Any>, payload: &str) -> Result<(), Error> {
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT 1 FROM pg_notify($1, $2)").bind(CHANNEL).bind(payload).execute(&mut **tx).await?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn a_url_s_password_is_hidden() {
        assert_eq!(
            redact("cannot open postgres://app:s3cret@db:5432/games?x=1: refused"),
            "cannot open postgres://app:***@db:5432/games?x=1: refused"
        );
        assert_eq!(redact("postgres://app@db/games and sqlite:data/x"), "postgres://app@db/games and sqlite:data/x");
        assert_eq!(redact("a://u:p@h b://v:q@i"), "a://u:***@h b://v:***@i");
        assert_eq!(redact("no url"), "no url");
    }
}
