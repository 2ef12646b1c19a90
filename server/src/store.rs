//! Storage: SQLite (the embedded default) or Postgres, by `DATABASE_URL`, through one SQL
//! text that both read. A change is written in one transaction over the version it was
//! made from, with the messages it sends, so a move is durable before it is acknowledged
//! and two writers never both win.

use crate::clock::Control;
use crate::clock::{Clock, TimeControl};
use crate::protocol::Offer;
use crate::state::{parse_side, GameState, Reason, Status};
use pyramid_games::Side;
use serde::Serialize;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use std::time::Duration;

pub type Error = sqlx::Error;

/// Which database a store speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The Postgres channel that carries `v:ID:VERSION` (a game changed) and `p:ID`
/// (its presence changed).
pub const CHANNEL: &str = "pyramid_games";

/// Each migration, in order; `schema_version` holds how many have run.
const MIGRATIONS: &[&str] = &[
    r#"
CREATE TABLE games (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  start TEXT NOT NULL,
  control TEXT NOT NULL,
  open BIGINT NOT NULL,
  status TEXT NOT NULL,
  reason TEXT,
  message TEXT,
  white_hash TEXT,
  black_hash TEXT,
  draw_by TEXT,
  takeback_by TEXT,
  rematch_by TEXT,
  white_ms BIGINT NOT NULL,
  black_ms BIGINT NOT NULL,
  running TEXT,
  since_ms BIGINT NOT NULL,
  deadline_ms BIGINT,
  version BIGINT NOT NULL,
  created_ms BIGINT NOT NULL,
  joined_ms BIGINT,
  updated_ms BIGINT NOT NULL,
  rematch TEXT,
  rematch_of TEXT,
  white_gone_ms BIGINT,
  black_gone_ms BIGINT
);
CREATE INDEX games_deadline ON games (deadline_ms);
CREATE INDEX games_status ON games (status, created_ms);
CREATE TABLE moves (
  game_id TEXT NOT NULL,
  ply BIGINT NOT NULL,
  text TEXT NOT NULL,
  at_ms BIGINT NOT NULL,
  PRIMARY KEY (game_id, ply)
);
CREATE TABLE events (
  game_id TEXT NOT NULL,
  version BIGINT NOT NULL,
  payload TEXT NOT NULL,
  PRIMARY KEY (game_id, version)
);
CREATE TABLE servers (
  id TEXT PRIMARY KEY,
  seen_ms BIGINT NOT NULL
);
CREATE TABLE presence (
  game_id TEXT NOT NULL,
  server_id TEXT NOT NULL,
  white BIGINT NOT NULL,
  black BIGINT NOT NULL,
  watchers BIGINT NOT NULL,
  PRIMARY KEY (game_id, server_id)
);
"#,
    r#"
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_ms BIGINT NOT NULL
);
CREATE TABLE sessions (
  hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  created_ms BIGINT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);
CREATE TABLE ratings (
  account_id TEXT NOT NULL,
  game TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games BIGINT NOT NULL,
  PRIMARY KEY (account_id, game)
);
CREATE INDEX ratings_board ON ratings (game, rating);
CREATE TABLE sign_in_failures (
  key TEXT NOT NULL,
  at_ms BIGINT NOT NULL
);
CREATE INDEX sign_in_failures_key ON sign_in_failures (key, at_ms);
"#,
    // Each seat's account, by username (ACCOUNTS.md, games between accounts).
    r#"
ALTER TABLE games ADD COLUMN white_player TEXT;
ALTER TABLE games ADD COLUMN black_player TEXT;
CREATE INDEX games_white_player ON games (white_player, created_ms);
CREATE INDEX games_black_player ON games (black_player, created_ms);
"#,
    // Rated games, each rating's history, and seeks (ACCOUNTS.md).
    r#"
ALTER TABLE games ADD COLUMN rated BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN white_change BIGINT;
ALTER TABLE games ADD COLUMN black_change BIGINT;
CREATE TABLE rating_history (
  account_id TEXT NOT NULL,
  game TEXT NOT NULL,
  game_id TEXT NOT NULL,
  at_ms BIGINT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL
);
CREATE INDEX rating_history_account ON rating_history (account_id, game, at_ms);
CREATE TABLE seeks (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  control TEXT NOT NULL,
  rated BIGINT NOT NULL,
  account_id TEXT,
  username TEXT,
  rating DOUBLE PRECISION NOT NULL,
  low DOUBLE PRECISION NOT NULL,
  high DOUBLE PRECISION NOT NULL,
  created_ms BIGINT NOT NULL,
  seen_ms BIGINT NOT NULL,
  game_id TEXT,
  token TEXT,
  seat TEXT
);
CREATE INDEX seeks_waiting ON seeks (game, control, rated, game_id, created_ms)
"#,
    // Passkeys, and the ceremonies begun (docs/protocol.md, "Passkeys").
    r#"
CREATE TABLE passkeys (
  credential_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  passkey TEXT NOT NULL,
  created_ms BIGINT NOT NULL
);
CREATE INDEX passkeys_account ON passkeys (account_id);
CREATE TABLE ceremonies (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  state TEXT NOT NULL,
  created_ms BIGINT NOT NULL
)
"#,
];

/// How many sockets a process has on each seat of a game, and watching.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub white: i64,
    pub black: i64,
    pub watchers: i64,
}

impl Counts {
    pub fn seat(&self, side: Side) -> i64 {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }
}

/// A save's row written over the version it was made from: the bindings `$1`-`$20` of
/// [`bind_row`]. A seat once given is kept (a save never takes it back), and its player.
const UPDATE_ROW: &str = "UPDATE games SET status = $1, reason = $2, message = $3, \
     white_hash = COALESCE(white_hash, $4), black_hash = COALESCE(black_hash, $5), \
     white_player = COALESCE(white_player, $21), black_player = COALESCE(black_player, $22), \
     draw_by = $6, takeback_by = $7, rematch_by = $8, white_ms = $9, black_ms = $10, running = $11, \
     since_ms = $12, deadline_ms = $13, version = $14, joined_ms = $15, updated_ms = $16, rematch = $17, \
     open = $18 WHERE id = $19 AND version = $20";

type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// Binds `UPDATE_ROW`'s parameters for `row`.
fn bind_row<'q>(query: AnyQuery<'q>, row: &'q SaveRow) -> AnyQuery<'q> {
    query
        .bind(row.status)
        .bind(row.reason)
        .bind(row.message.clone())
        .bind(row.seats[0].clone())
        .bind(row.seats[1].clone())
        .bind(row.offers[0])
        .bind(row.offers[1])
        .bind(row.offers[2])
        .bind(row.clock.white_ms)
        .bind(row.clock.black_ms)
        .bind(row.clock.running.map(side_text))
        .bind(row.clock.since_ms)
        .bind(row.deadline)
        .bind(row.version)
        .bind(row.joined_ms)
        .bind(row.now)
        .bind(row.rematch.clone())
        .bind(row.open as i64)
        .bind(row.id.as_str())
        .bind(row.version - 1)
        .bind(row.players[0].clone())
        .bind(row.players[1].clone())
}

/// [`Store::write_grouped`]'s statement: `$1` is a JSON array of [`GroupedRow`]s, `$2`
/// the channel. The moves table only when the batch stores a move (a batch of other
/// changes never waits on it). `id = ANY(ARRAY(…))` lets the planner find the rows by
/// their key: with the join alone it scanned every game (1.6 ms at 2,500 games).
fn write_grouped_sql(with_moves: bool) -> String {
    let insert_moves = match with_moves {
        true => {
            "mv AS (INSERT INTO moves (game_id, ply, text, at_ms) SELECT id, ply, move, updated_ms FROM up \
                 WHERE move IS NOT NULL), "
        }
        false => "",
    };
    format!(
        "WITH d AS (SELECT * FROM json_to_recordset($1::json) AS d(\
     n bigint, id text, status text, reason text, message text, white_hash text, black_hash text, \
     white_player text, black_player text, \
     draw_by text, takeback_by text, rematch_by text, white_ms bigint, black_ms bigint, running text, \
     since_ms bigint, deadline_ms bigint, version bigint, joined_ms bigint, updated_ms bigint, \
     rematch text, open bigint, ply bigint, move text, payload text, notice text)), \
     up AS (UPDATE games g SET status = d.status, reason = d.reason, message = d.message, \
     white_hash = COALESCE(g.white_hash, d.white_hash), black_hash = COALESCE(g.black_hash, d.black_hash), \
     white_player = COALESCE(g.white_player, d.white_player), \
     black_player = COALESCE(g.black_player, d.black_player), \
     draw_by = d.draw_by, takeback_by = d.takeback_by, rematch_by = d.rematch_by, white_ms = d.white_ms, \
     black_ms = d.black_ms, running = d.running, since_ms = d.since_ms, deadline_ms = d.deadline_ms, \
     version = d.version, joined_ms = d.joined_ms, updated_ms = d.updated_ms, rematch = d.rematch, \
     open = d.open FROM d WHERE g.id = ANY(ARRAY(SELECT id FROM d)) AND g.id = d.id \
     AND g.version = d.version - 1 \
     RETURNING d.n, d.id, d.version, d.ply, d.move, d.updated_ms, d.payload, d.notice), \
     {insert_moves}ev AS (INSERT INTO events (game_id, version, payload) SELECT id, version, payload FROM up) \
     SELECT n, (SELECT 1 FROM pg_notify($2, notice)) FROM up"
    )
}

/// One save of a grouped write, as [`write_grouped_sql`] reads it: `UPDATE_ROW`'s values,
/// the move, the messages and the notice, and `n`, its place in the batch.
#[derive(Serialize)]
struct GroupedRow<'a> {
    n: usize,
    id: &'a str,
    status: &'a str,
    reason: Option<&'a str>,
    message: Option<&'a str>,
    white_hash: Option<&'a str>,
    black_hash: Option<&'a str>,
    white_player: Option<&'a str>,
    black_player: Option<&'a str>,
    draw_by: Option<&'a str>,
    takeback_by: Option<&'a str>,
    rematch_by: Option<&'a str>,
    white_ms: i64,
    black_ms: i64,
    running: Option<&'a str>,
    since_ms: i64,
    deadline_ms: Option<i64>,
    version: i64,
    joined_ms: Option<i64>,
    updated_ms: i64,
    rematch: Option<&'a str>,
    open: i64,
    ply: Option<usize>,
    #[serde(rename = "move")]
    text: Option<&'a str>,
    payload: &'a str,
    notice: String,
}

impl<'a> GroupedRow<'a> {
    fn of(n: usize, row: &'a SaveRow) -> GroupedRow<'a> {
        GroupedRow {
            n,
            id: &row.id,
            status: row.status,
            reason: row.reason,
            message: row.message.as_deref(),
            white_hash: row.seats[0].as_deref(),
            black_hash: row.seats[1].as_deref(),
            white_player: row.players[0].as_deref(),
            black_player: row.players[1].as_deref(),
            draw_by: row.offers[0],
            takeback_by: row.offers[1],
            rematch_by: row.offers[2],
            white_ms: row.clock.white_ms,
            black_ms: row.clock.black_ms,
            running: row.clock.running.map(side_text),
            since_ms: row.clock.since_ms,
            deadline_ms: row.deadline,
            version: row.version,
            joined_ms: row.joined_ms,
            updated_ms: row.now,
            rematch: row.rematch.as_deref(),
            open: row.open as i64,
            ply: row.moved.as_ref().map(|(ply, _)| *ply),
            text: row.moved.as_ref().map(|(_, text)| text.as_str()),
            payload: &row.payload,
            notice: crate::notice::text(&row.id, row.version, &row.change(), &row.payload),
        }
    }
}

/// What a process reads to catch a room up: the version it had sent, the game's row
/// (without its moves) and the messages of each change after that version.
pub struct Catch {
    pub seen: i64,
    pub row: GameState,
    pub events: Vec<(i64, String)>,
}

/// The most saves one group commit takes.
const MAX_BATCH: usize = 256;

/// What one save writes, owned, so that it can wait in the writer's queue.
pub struct SaveRow {
    id: String,
    status: &'static str,
    reason: Option<&'static str>,
    message: Option<String>,
    seats: [Option<String>; 2],
    players: [Option<String>; 2],
    offers: [Option<&'static str>; 3],
    clock: Clock,
    deadline: Option<i64>,
    version: i64,
    joined_ms: Option<i64>,
    rematch: Option<String>,
    open: bool,
    cut_to: Option<usize>,
    /// The new move: its ply and text.
    moved: Option<(usize, String)>,
    rematch_game: Option<GameState>,
    /// A rated game's end with a result: the ratings change in its transaction.
    rated_end: Option<(String, [String; 2], f64)>,
    payload: String,
    now: i64,
}

impl SaveRow {
    /// What saving `state` (made from version `state.version - 1`) writes: its new move
    /// (`moved`) or the moves it cut (`cut_to`), a rematch game, and the change's messages.
    pub fn of(
        state: &GameState,
        cut_to: Option<usize>,
        moved: bool,
        rematch: Option<&GameState>,
        payload: &str,
        now: i64,
    ) -> SaveRow {
        SaveRow {
            id: state.id.clone(),
            status: state.status.as_str(),
            reason: state.reason.map(|r| r.as_str()),
            message: state.message.clone(),
            seats: state.seats.clone(),
            players: state.players.clone(),
            offers: Offer::ALL.map(|o| state.offer(o).map(side_text)),
            clock: state.clock,
            deadline: deadline(state),
            version: state.version,
            joined_ms: state.joined_ms,
            rematch: state.rematch.clone(),
            open: state.open,
            cut_to,
            moved: moved.then(|| (state.moves.len() - 1, state.moves[state.moves.len() - 1].clone())),
            rematch_game: rematch.cloned(),
            rated_end: None,
            payload: payload.to_string(),
            now,
        }
    }
}

impl SaveRow {
    /// If this save's `messages` end rated game `state` with a result, both players'
    /// ratings change in its transaction and its `end` message gains their changes.
    pub fn rated_if_ends(mut self, state: &GameState, messages: &[crate::protocol::ServerMessage]) -> SaveRow {
        let ends = messages.iter().any(|m| matches!(m, crate::protocol::ServerMessage::End(_)));
        if let (true, true, Some(score), [Some(white), Some(black)]) =
            (ends, state.rated, state.status.white_score(), &state.players)
        {
            self.rated_end = Some((state.game.clone(), [white.clone(), black.clone()], score));
        }
        self
    }

    /// Whether this save ends a rated game (its messages are then read back from the
    /// store, where the ratings' changes were added).
    pub fn rates(&self) -> bool {
        self.rated_end.is_some()
    }

    /// Whether this save only writes the row over its version, with at most one new
    /// move: no moves cut, no game made, no rating changed.
    fn is_plain(&self) -> bool {
        self.cut_to.is_none() && self.rematch_game.is_none() && self.rated_end.is_none()
    }

    /// The row's new values, for the notice that carries the change to other processes.
    fn change(&self) -> crate::notice::RowChange {
        let text = |t: Option<&str>| t.map(str::to_string);
        crate::notice::RowChange {
            status: self.status.to_string(),
            reason: text(self.reason),
            message: self.message.clone(),
            seats: self.seats.clone(),
            players: self.players.clone(),
            offers: self.offers.map(text),
            white_ms: self.clock.white_ms,
            black_ms: self.clock.black_ms,
            running: self.clock.running.map(|s| side_text(s).to_string()),
            since_ms: self.clock.since_ms,
            joined_ms: self.joined_ms,
            rematch: self.rematch.clone(),
            open: self.open,
        }
    }
}

/// A save waiting for the writer, and where its answer goes.
type Job = (SaveRow, tokio::sync::oneshot::Sender<Result<bool, Error>>);

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    /// The queue of the writer that commits saves in groups.
    writer: Option<tokio::sync::mpsc::UnboundedSender<Job>>,
    /// SQLite only: a second connection that copies the write-ahead log into the
    /// database in the background, so no commit waits for a checkpoint.
    checkpointer: Option<AnyPool>,
    pub backend: Backend,
    pub url: String,
}

const COLUMNS: &str = "id, game, options, start, control, open, status, reason, message, white_hash, black_hash, \
     white_player, black_player, draw_by, takeback_by, rematch_by, white_ms, black_ms, running, since_ms, version, \
     created_ms, joined_ms, rematch, rematch_of, rated, white_change, black_change";

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
            return Err(format!("DATABASE_URL '{url}': expected sqlite:PATH or postgres://…"));
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
        let pool = options.connect(&url).await.map_err(|e| format!("cannot open {url}: {e}"))?;
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
                    .map_err(|e| format!("cannot open {url}: {e}"))?,
            ),
            Backend::Postgres => None,
        };
        let mut store = Store { pool, checkpointer, backend, url, writer: None };
        store.migrate().await.map_err(|e| format!("migrating {}: {e}", store.url))?;
        let (writer, queue) = tokio::sync::mpsc::unbounded_channel();
        tokio::spawn(store.clone().group_commit(queue));
        store.writer = Some(writer);
        Ok(store)
    }

    /// The pool, for the accounts' own statements.
    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Copies what the write-ahead log holds into the database (SQLite; a passive
    /// checkpoint, which never makes a commit wait).
    pub async fn checkpoint(&self) -> Result<(), Error> {
        if let Some(pool) = &self.checkpointer {
            sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(pool).await?;
        }
        Ok(())
    }

    async fn migrate(&self) -> Result<(), Error> {
        let mut tx = self.pool.begin().await?;
        if self.backend == Backend::Postgres {
            // Two processes starting at once migrate one after the other.
            sqlx::query("SELECT pg_advisory_xact_lock(7366172)").execute(&mut *tx).await?;
        }
        sqlx::query("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)").execute(&mut *tx).await?;
        let done: Option<i64> =
            sqlx::query("SELECT version FROM schema_version").fetch_optional(&mut *tx).await?.map(|r| r.get(0));
        let done = done.unwrap_or(-1);
        if done < 0 {
            sqlx::query("INSERT INTO schema_version (version) VALUES (0)").execute(&mut *tx).await?;
        }
        for (i, migration) in MIGRATIONS.iter().enumerate().skip(done.max(0) as usize) {
            for statement in migration.split(';').map(str::trim).filter(|s| !s.is_empty()) {
                sqlx::query(statement).execute(&mut *tx).await?;
            }
            sqlx::query("UPDATE schema_version SET version = $1").bind(i as i64 + 1).execute(&mut *tx).await?;
        }
        if self.backend == Backend::Postgres {
            // Room in each page for a game's row to be rewritten in place (a HOT update:
            // no index touched), which every move of a game without a clock is. Set
            // once (an ALTER TABLE would lock the table at every start).
            let set: Option<String> = sqlx::query(
                "SELECT CAST(reloptions AS TEXT) FROM pg_class WHERE relname = 'games' AND relkind = 'r' \
                 AND CAST(reloptions AS TEXT) LIKE '%fillfactor=70%'",
            )
            .fetch_optional(&mut *tx)
            .await?
            .map(|r| r.get(0));
            if set.is_none() {
                sqlx::query("ALTER TABLE games SET (fillfactor = 70)").execute(&mut *tx).await?;
            }
        }
        tx.commit().await
    }

    pub async fn create(&self, state: &GameState, now: i64) -> Result<(), Error> {
        let mut tx = self.pool.begin().await?;
        insert_game(&mut tx, state, now).await?;
        tx.commit().await
    }

    /// A game without its moves (`moves` left empty).
    pub async fn load_row(&self, id: &str) -> Result<Option<GameState>, Error> {
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM games WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| from_row(&r)).transpose()
    }

    /// A game with its moves, both read in one snapshot (on Postgres a repeatable-read
    /// transaction: a change committed between the two reads is in neither or both).
    pub async fn load(&self, id: &str) -> Result<Option<GameState>, Error> {
        let mut tx = self.pool.begin().await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ").execute(&mut *tx).await?;
        }
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM games WHERE id = $1"))
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(mut state) = row.map(|r| from_row(&r)).transpose()? else { return Ok(None) };
        state.moves = sqlx::query("SELECT text FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| r.get::<String, _>(0))
            .collect();
        tx.commit().await?;
        Ok(Some(state))
    }

    /// Writes a change ([`SaveRow::of`]); false when another writer got there first
    /// (nothing is written then). The write joins the writer's next commit (group
    /// commit: every save waiting then is committed at once, so a busy server commits
    /// once a batch, not once a move) and returns once that is committed. On Postgres a
    /// save that cuts moves or makes a game has its own transaction instead.
    pub async fn save(&self, row: SaveRow) -> Result<bool, Error> {
        let grouped = self.backend == Backend::Sqlite || row.is_plain();
        if let (Some(writer), true) = (&self.writer, grouped) {
            let (reply, answer) = tokio::sync::oneshot::channel();
            writer.send((row, reply)).map_err(|_| Error::PoolClosed)?;
            return answer.await.map_err(|_| Error::PoolClosed)?;
        }
        self.write_alone(&row).await
    }

    /// One save in a transaction of its own.
    async fn write_alone(&self, row: &SaveRow) -> Result<bool, Error> {
        let mut tx = self.pool.begin().await?;
        let written = self.write(&mut tx, row).await?;
        tx.commit().await?;
        Ok(written)
    }

    /// One save's statements in `tx`; false (and nothing written) when the game is no
    /// longer at the version the change was made from.
    async fn write(&self, tx: &mut sqlx::Transaction<'_, sqlx::Any>, row: &SaveRow) -> Result<bool, Error> {
        let updated = bind_row(sqlx::query(UPDATE_ROW), row).execute(&mut **tx).await?;
        if updated.rows_affected() != 1 {
            return Ok(false);
        }
        if let Some(n) = row.cut_to {
            sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
                .bind(row.id.as_str())
                .bind(n as i64)
                .execute(&mut **tx)
                .await?;
        }
        if let Some((ply, text)) = &row.moved {
            sqlx::query("INSERT INTO moves (game_id, ply, text, at_ms) VALUES ($1, $2, $3, $4)")
                .bind(row.id.as_str())
                .bind(*ply as i64)
                .bind(text.as_str())
                .bind(row.now)
                .execute(&mut **tx)
                .await?;
        }
        if let Some(next) = &row.rematch_game {
            insert_game(tx, next, row.now).await?;
        }
        let mut payload = std::borrow::Cow::Borrowed(row.payload.as_str());
        if let Some((game, [white, black], white_score)) = &row.rated_end {
            let end = crate::accounts::store::RatedEnd {
                game_id: &row.id,
                game,
                players: [white, black],
                white_score: *white_score,
                now: row.now,
            };
            let postgres = self.backend == Backend::Postgres;
            if let Some(change) = crate::accounts::store::rate_end(tx, postgres, &end).await? {
                sqlx::query("UPDATE games SET white_change = $1, black_change = $2 WHERE id = $3")
                    .bind(change[0])
                    .bind(change[1])
                    .bind(row.id.as_str())
                    .execute(&mut **tx)
                    .await?;
                payload = std::borrow::Cow::Owned(with_rating_change(&row.payload, change));
            }
        }
        sqlx::query("INSERT INTO events (game_id, version, payload) VALUES ($1, $2, $3)")
            .bind(row.id.as_str())
            .bind(row.version)
            .bind(payload.as_ref())
            .execute(&mut **tx)
            .await?;
        self.notify_in(tx, &format!("v:{}:{}", row.id, row.version)).await?;
        Ok(true)
    }

    /// The writer: takes every save waiting and commits them at once, then answers each.
    /// SQLite writes them in one transaction; Postgres in one statement (one round trip
    /// and one commit for the batch; see [`Store::write_grouped`]). A batch that fails is
    /// written again one save at a time, so one bad save fails alone.
    async fn group_commit(self, mut queue: tokio::sync::mpsc::UnboundedReceiver<Job>) {
        // One commit at a time: while it runs, the next saves wait together (measured on
        // Postgres, two or four commits in flight were slower than one).
        while let Some(first) = queue.recv().await {
            let mut batch: Vec<Job> = vec![first];
            while batch.len() < MAX_BATCH {
                match queue.try_recv() {
                    Ok(job) => batch.push(job),
                    Err(_) => break,
                }
            }
            self.commit_batch(batch).await;
        }
    }

    async fn commit_batch(&self, batch: Vec<Job>) {
        let rows: Vec<&SaveRow> = batch.iter().map(|(row, _)| row).collect();
        let written = match self.backend {
            Backend::Sqlite => self.write_batch(&rows).await,
            Backend::Postgres => self.write_grouped(&rows).await,
        };
        match written {
            Ok(written) => {
                for ((_, reply), w) in batch.into_iter().zip(written) {
                    let _ = reply.send(Ok(w));
                }
            }
            Err(_) => {
                for (row, reply) in batch {
                    let _ = reply.send(self.write_alone(&row).await);
                }
            }
        }
    }

    async fn write_batch(&self, rows: &[&SaveRow]) -> Result<Vec<bool>, Error> {
        let mut tx = self.pool.begin().await?;
        let mut written = Vec::with_capacity(rows.len());
        for row in rows {
            written.push(self.write(&mut tx, row).await?);
        }
        tx.commit().await?;
        Ok(written)
    }

    /// Postgres: plain saves (no moves cut, no game made) in one statement. The batch
    /// goes as one JSON array of rows; each row is written over its version, and only
    /// the rows written get their move, their change's messages and their notice. Two
    /// saves of one game in a batch (a player's and a flag's) cannot both win: the row
    /// is updated once. Returns, for each save, whether it was written.
    async fn write_grouped(&self, batch: &[&SaveRow]) -> Result<Vec<bool>, Error> {
        let rows: Vec<GroupedRow> = batch.iter().enumerate().map(|(n, row)| GroupedRow::of(n, row)).collect();
        let with_moves = rows.iter().any(|r| r.text.is_some());
        let json = serde_json::to_string(&rows).map_err(|e| Error::Protocol(e.to_string()))?;
        let won: Vec<i64> = sqlx::query(&write_grouped_sql(with_moves))
            .bind(json)
            .bind(CHANNEL)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| r.get(0))
            .collect();
        let mut written = vec![false; batch.len()];
        for n in won {
            if let Some(w) = written.get_mut(n as usize) {
                *w = true;
            }
        }
        Ok(written)
    }

    /// Game `id` without its moves, and the messages of every change after `version` up
    /// to the row's, in order: one statement, so one snapshot.
    pub async fn row_and_changes(
        &self,
        id: &str,
        version: i64,
    ) -> Result<Option<(GameState, Vec<(i64, String)>)>, Error> {
        let columns: Vec<String> = COLUMNS.split(", ").map(|c| format!("g.{c}")).collect();
        let rows = sqlx::query(&format!(
            "SELECT {}, e.version AS event_version, e.payload AS event_payload FROM games g \
             LEFT JOIN events e ON e.game_id = g.id AND e.version > $2 AND e.version <= g.version \
             WHERE g.id = $1 ORDER BY e.version",
            columns.join(", ")
        ))
        .bind(id)
        .bind(version)
        .fetch_all(&self.pool)
        .await?;
        let Some(first) = rows.first() else { return Ok(None) };
        let state = from_row(first)?;
        let mut events = Vec::new();
        for r in &rows {
            let v: Option<i64> = r.try_get("event_version")?;
            let payload: Option<String> = r.try_get("event_payload")?;
            if let (Some(v), Some(payload)) = (v, payload) {
                events.push((v, payload));
            }
        }
        Ok(Some((state, events)))
    }

    /// Postgres: for each `(game, version)`, the game without its moves and the messages
    /// of every change after that version, in one statement (a process's catching up with
    /// many games' notices at once).
    pub async fn rows_and_changes(&self, games: &[(String, i64)]) -> Result<Vec<Catch>, Error> {
        let ids: Vec<&str> = games.iter().map(|(id, _)| id.as_str()).collect();
        let seen: Vec<String> = games.iter().map(|(_, v)| v.to_string()).collect();
        let columns: Vec<String> = COLUMNS.split(", ").map(|c| format!("g.{c}")).collect();
        let rows = sqlx::query(&format!(
            "SELECT {}, s.seen AS seen, e.version AS event_version, e.payload AS event_payload \
             FROM unnest(string_to_array($1, ','), CAST(string_to_array($2, ',') AS BIGINT[])) AS s(id, seen) \
             JOIN games g ON g.id = s.id \
             LEFT JOIN events e ON e.game_id = g.id AND e.version > s.seen AND e.version <= g.version \
             ORDER BY g.id, e.version",
            columns.join(", ")
        ))
        .bind(ids.join(","))
        .bind(seen.join(","))
        .fetch_all(&self.pool)
        .await?;
        let mut out: Vec<Catch> = Vec::new();
        for r in &rows {
            let id: String = r.try_get("id")?;
            if out.last().is_none_or(|c| c.row.id != id) {
                out.push(Catch { seen: r.try_get("seen")?, row: from_row(r)?, events: Vec::new() });
            }
            let v: Option<i64> = r.try_get("event_version")?;
            let payload: Option<String> = r.try_get("event_payload")?;
            if let (Some(v), Some(payload), Some(last)) = (v, payload, out.last_mut()) {
                last.events.push((v, payload));
            }
        }
        Ok(out)
    }

    /// The messages of every change of game `id` after `version`, in order.
    pub async fn events_after(&self, id: &str, version: i64) -> Result<Vec<(i64, String)>, Error> {
        let rows =
            sqlx::query("SELECT version, payload FROM events WHERE game_id = $1 AND version > $2 ORDER BY version")
                .bind(id)
                .bind(version)
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
    }

    /// Open games by status, newest first: waiting for anyone, or being played. A game
    /// created without `open` (and every rematch) is never listed.
    pub async fn list(&self, status: Status, limit: i64) -> Result<Vec<String>, Error> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE status = $1 AND open = 1 AND rematch_of IS NULL \
             ORDER BY created_ms DESC LIMIT $2",
        )
        .bind(status.as_str())
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// The games account `player` (a username) sits in, newest first: only those listed
    /// among open games unless `private` (the player asking about their own).
    pub async fn games_of(&self, player: &str, private: bool, limit: i64) -> Result<Vec<String>, Error> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE (white_player = $1 OR black_player = $1) AND (open = 1 OR $2 = 1) \
             ORDER BY created_ms DESC LIMIT $3",
        )
        .bind(player)
        .bind(private as i64)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// Games being played whose running clock has reached zero by `now`.
    pub async fn flagged(&self, now: i64) -> Result<Vec<String>, Error> {
        let rows = sqlx::query("SELECT id FROM games WHERE deadline_ms <= $1 AND status = 'ongoing' LIMIT 500")
            .bind(now)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// The abandoned-games rule: a game nobody joined within `waiting_ms` is deleted, with
    /// its messages; finished games are kept, their delivery log pruned after a day.
    pub async fn clean(&self, now: i64, waiting_ms: i64) -> Result<u64, Error> {
        let mut tx = self.pool.begin().await?;
        let old = now - waiting_ms;
        for table in ["events", "presence", "moves"] {
            let q = format!(
                "DELETE FROM {table} WHERE game_id IN (SELECT id FROM games WHERE status = 'waiting' AND created_ms < $1)"
            );
            sqlx::query(&q).bind(old).execute(&mut *tx).await?;
        }
        let deleted = sqlx::query("DELETE FROM games WHERE status = 'waiting' AND created_ms < $1")
            .bind(old)
            .execute(&mut *tx)
            .await?
            .rows_affected();
        sqlx::query(
            "DELETE FROM events WHERE game_id IN (SELECT id FROM games WHERE status NOT IN ('waiting', 'ongoing') \
             AND updated_ms < $1)",
        )
        .bind(now - crate::clock::DAY_MS)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(deleted)
    }

    /// Records that server `server` is alive. A server silent past `stale_ms` is taken
    /// for dead: its presence rows go, each seat left with no socket is gone from `now`
    /// (the grace period counts from then), and every process holding one of those games
    /// is told. Returns the games whose presence changed.
    pub async fn heartbeat(&self, server: &str, now: i64, stale_ms: i64) -> Result<Vec<String>, Error> {
        let q = "INSERT INTO servers (id, seen_ms) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET seen_ms = $2";
        sqlx::query(q).bind(server).bind(now).execute(&self.pool).await?;
        let mut tx = self.pool.begin().await?;
        let dead = "SELECT id FROM servers WHERE seen_ms < $1";
        let games: Vec<String> =
            sqlx::query(&format!("SELECT DISTINCT game_id FROM presence WHERE server_id IN ({dead})"))
                .bind(now - stale_ms)
                .fetch_all(&mut *tx)
                .await?
                .iter()
                .map(|r| r.get(0))
                .collect();
        sqlx::query(&format!("DELETE FROM presence WHERE server_id IN ({dead})"))
            .bind(now - stale_ms)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM servers WHERE seen_ms < $1").bind(now - stale_ms).execute(&mut *tx).await?;
        for id in &games {
            mark_gone(&mut tx, id, now).await?;
            self.notify_in(&mut tx, &format!("p:{id}")).await?;
        }
        tx.commit().await?;
        Ok(games)
    }

    /// Live games (not correspondence) unchanged since `before` and still going: the
    /// candidates of the abandoned-games rule.
    pub async fn idle(&self, before: i64) -> Result<Vec<String>, Error> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE status = 'ongoing' AND updated_ms < $1 AND control NOT LIKE '%d' \
             ORDER BY updated_ms LIMIT 500",
        )
        .bind(before)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// Forgets every presence row: an embedded store has one process, so at its start
    /// nobody is connected.
    pub async fn forget_presence(&self) -> Result<(), Error> {
        sqlx::query("DELETE FROM presence").execute(&self.pool).await?;
        Ok(())
    }

    /// Stores this process's counts for a game and returns the sum over every live
    /// process, with each seat's time of leaving (kept when it empties, cleared when it
    /// fills).
    pub async fn presence(
        &self,
        id: &str,
        server: &str,
        counts: Counts,
        now: i64,
    ) -> Result<(Counts, [Option<i64>; 2]), Error> {
        let mut tx = self.pool.begin().await?;
        if counts == Counts::default() {
            sqlx::query("DELETE FROM presence WHERE game_id = $1 AND server_id = $2")
                .bind(id)
                .bind(server)
                .execute(&mut *tx)
                .await?;
        } else {
            sqlx::query(
                "INSERT INTO presence (game_id, server_id, white, black, watchers) VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT (game_id, server_id) DO UPDATE SET white = $3, black = $4, watchers = $5",
            )
            .bind(id)
            .bind(server)
            .bind(counts.white)
            .bind(counts.black)
            .bind(counts.watchers)
            .execute(&mut *tx)
            .await?;
        }
        let total = mark_gone(&mut tx, id, now).await?;
        let gone = gone(&mut tx, id).await?;
        self.notify_in(&mut tx, &format!("p:{id}")).await?;
        tx.commit().await?;
        Ok((total, gone))
    }

    /// The sum over every live process, and each seat's time of leaving.
    pub async fn read_presence(&self, id: &str) -> Result<(Counts, [Option<i64>; 2]), Error> {
        let mut tx = self.pool.begin().await?;
        let total = sum_presence(&mut tx, id).await?;
        let gone = gone(&mut tx, id).await?;
        tx.commit().await?;
        Ok((total, gone))
    }

    async fn notify_in(&self, tx: &mut sqlx::Transaction<'_, sqlx::Any>, payload: &str) -> Result<(), Error> {
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT 1 FROM pg_notify($1, $2)").bind(CHANNEL).bind(payload).execute(&mut **tx).await?;
        }
        Ok(())
    }

    /// Copies the SQLite store into a new file at `path` while it is in use (`VACUUM
    /// INTO`: one consistent snapshot, writers go on meanwhile). Postgres has its own
    /// tools for that (pg_dump, base backups).
    pub async fn backup(&self, path: &std::path::Path) -> Result<(), String> {
        if self.backend != Backend::Sqlite {
            return Err("a Postgres store is backed up with Postgres's own tools (pg_dump)".into());
        }
        if path.exists() {
            return Err(format!("{} exists: a backup never overwrites a file", path.display()));
        }
        let path = path.to_str().ok_or("the backup's path is not UTF-8")?;
        sqlx::query("VACUUM INTO $1").bind(path).execute(&self.pool).await.map_err(|e| e.to_string())?;
        Ok(())
    }

    /// Every stored move of every game, as `(game, ply, text)`: for checks after a crash.
    pub async fn all_moves(&self) -> Result<Vec<(String, i64, String)>, Error> {
        let rows = sqlx::query("SELECT game_id, ply, text FROM moves").fetch_all(&self.pool).await?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1), r.get(2))).collect())
    }
}

/// Each seat's time of leaving, after a change of presence at `now`: kept when its last
/// socket goes, cleared when one comes. Returns the presence summed.
async fn mark_gone(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: &str, now: i64) -> Result<Counts, Error> {
    let total = sum_presence(tx, id).await?;
    for side in Side::BOTH {
        let column = if side == Side::White { "white_gone_ms" } else { "black_gone_ms" };
        if total.seat(side) > 0 {
            let q = format!("UPDATE games SET {column} = NULL WHERE id = $1");
            sqlx::query(&q).bind(id).execute(&mut **tx).await?;
        } else {
            let q = format!("UPDATE games SET {column} = $2 WHERE id = $1 AND {column} IS NULL");
            sqlx::query(&q).bind(id).bind(now).execute(&mut **tx).await?;
        }
    }
    Ok(total)
}

async fn sum_presence(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: &str) -> Result<Counts, Error> {
    let row = sqlx::query(
        "SELECT CAST(COALESCE(SUM(white), 0) AS BIGINT), CAST(COALESCE(SUM(black), 0) AS BIGINT), \
         CAST(COALESCE(SUM(watchers), 0) AS BIGINT) FROM presence WHERE game_id = $1",
    )
    .bind(id)
    .fetch_one(&mut **tx)
    .await?;
    Ok(Counts { white: row.get(0), black: row.get(1), watchers: row.get(2) })
}

async fn gone(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: &str) -> Result<[Option<i64>; 2], Error> {
    let row = sqlx::query("SELECT white_gone_ms, black_gone_ms FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut **tx)
        .await?;
    Ok(row.map_or([None, None], |r| [r.get(0), r.get(1)]))
}

/// A change's messages with the ratings' changes added to its `end`.
fn with_rating_change(payload: &str, [white, black]: [i64; 2]) -> String {
    let Ok(mut messages) = serde_json::from_str::<Vec<crate::protocol::ServerMessage>>(payload) else {
        return payload.to_string();
    };
    for message in &mut messages {
        if let crate::protocol::ServerMessage::End(end) = message {
            end.rating_change = Some(crate::protocol::RatingChange { white, black });
        }
    }
    serde_json::to_string(&messages).unwrap_or_else(|_| payload.to_string())
}

fn side_text(side: Side) -> &'static str {
    crate::clock::color(side).as_str()
}

fn deadline(state: &GameState) -> Option<i64> {
    if state.status == Status::Ongoing {
        state.clock.deadline()
    } else {
        None
    }
}

pub(crate) async fn insert_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    state: &GameState,
    now: i64,
) -> Result<(), Error> {
    let options: Vec<String> = state.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    sqlx::query(
        "INSERT INTO games (id, game, options, start, control, open, status, white_hash, black_hash, white_ms, \
         black_ms, since_ms, version, created_ms, joined_ms, updated_ms, rematch_of, white_player, black_player, \
         rated) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)",
    )
    .bind(state.id.as_str())
    .bind(state.game.as_str())
    .bind(options.join(" "))
    .bind(state.start.as_str())
    .bind(state.control.to_text())
    .bind(state.open as i64)
    .bind(state.status.as_str())
    .bind(state.seats[0].clone())
    .bind(state.seats[1].clone())
    .bind(state.clock.white_ms)
    .bind(state.clock.black_ms)
    .bind(state.clock.since_ms)
    .bind(state.version)
    .bind(state.created_ms)
    .bind(state.joined_ms)
    .bind(now)
    .bind(state.rematch_of.clone())
    .bind(state.players[0].clone())
    .bind(state.players[1].clone())
    .bind(state.rated as i64)
    .execute(&mut **tx)
    .await?;
    Ok(())
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
        moves: Vec::new(),
    })
}
