//! The tables, as migrations run in order at start.

use super::{Backend, Error, Store};
use sqlx::Row;

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
    // Safe to open to the public (docs/protocol.md, Accounts): sessions with a public id,
    // their last use and browser, and 256-bit secrets (the old ones, of 128 bits and a
    // year, end here); passkeys named and their last use; an account deleted is kept as a
    // tombstone, so that its name and id are never given again; guesses counted before
    // they are checked; each seat's account by its id.
    r#"
DELETE FROM sessions;
ALTER TABLE sessions ADD COLUMN id TEXT;
ALTER TABLE sessions ADD COLUMN last_seen_ms BIGINT;
ALTER TABLE sessions ADD COLUMN user_agent TEXT;
CREATE UNIQUE INDEX sessions_id ON sessions (id);
CREATE INDEX sessions_created ON sessions (created_ms);
ALTER TABLE passkeys ADD COLUMN name TEXT;
ALTER TABLE passkeys ADD COLUMN last_used_ms BIGINT;
ALTER TABLE accounts ADD COLUMN deleted_ms BIGINT;
ALTER TABLE sign_in_failures ADD COLUMN guess TEXT;
CREATE INDEX sign_in_failures_guess ON sign_in_failures (guess);
ALTER TABLE games ADD COLUMN white_account TEXT;
ALTER TABLE games ADD COLUMN black_account TEXT;
UPDATE games SET white_account = (SELECT a.id FROM accounts a WHERE a.username = games.white_player);
UPDATE games SET black_account = (SELECT a.id FROM accounts a WHERE a.username = games.black_player);
CREATE INDEX games_white_account ON games (white_account, created_ms);
CREATE INDEX games_black_account ON games (black_account, created_ms)
"#,
    // Presence that cannot lie: whether each seat has a socket anywhere, written with its
    // time of leaving under the game's row lock, so that a claim's write can require the
    // seat empty; and each change's id, so that a commit whose outcome was not known can
    // be looked up.
    r#"
ALTER TABLE games ADD COLUMN white_here BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN black_here BIGINT NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN change_id TEXT
"#,
    // The lichess-compatible API (docs/lichess-api.md): personal API tokens, stored by
    // their hash; bot accounts; challenges between accounts.
    r#"
CREATE TABLE api_tokens (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  hash TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  scopes TEXT NOT NULL,
  created_ms BIGINT NOT NULL,
  last_used_ms BIGINT
);
CREATE INDEX api_tokens_account ON api_tokens (account_id);
ALTER TABLE accounts ADD COLUMN bot BIGINT NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD COLUMN stream_seen_ms BIGINT;
CREATE TABLE challenges (
  id TEXT PRIMARY KEY,
  challenger_id TEXT NOT NULL,
  dest_id TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  control TEXT NOT NULL,
  rated BIGINT NOT NULL,
  color TEXT NOT NULL,
  status TEXT NOT NULL,
  decline_reason TEXT,
  game_id TEXT,
  token TEXT,
  created_ms BIGINT NOT NULL
);
CREATE INDEX challenges_dest ON challenges (dest_id, status);
CREATE INDEX challenges_challenger ON challenges (challenger_id, status);
ALTER TABLE seeks ADD COLUMN bots BIGINT NOT NULL DEFAULT 1;
ALTER TABLE seeks ADD COLUMN bot_asked_ms BIGINT
"#,
    // A game's chat through lichess's API (`…/game/{id}/chat`), each line with its room.
    r#"
CREATE TABLE chat_lines (
  game_id TEXT NOT NULL,
  at_ms BIGINT NOT NULL,
  room TEXT NOT NULL,
  username TEXT NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX chat_lines_game ON chat_lines (game_id, at_ms)
"#,
    // Arena tournaments (docs/arena.md): each arena, its players (a withdrawal keeps
    // their row and points), and its games, each result written once.
    r#"
CREATE TABLE arenas (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  clock_minutes BIGINT NOT NULL,
  clock_increment BIGINT NOT NULL,
  minutes BIGINT NOT NULL,
  rated BIGINT NOT NULL,
  berserkable BIGINT NOT NULL,
  starts_ms BIGINT NOT NULL,
  created_by TEXT NOT NULL,
  schedule_key TEXT UNIQUE,
  finished_ms BIGINT,
  created_ms BIGINT NOT NULL
);
CREATE INDEX arenas_starts ON arenas (starts_ms);
CREATE TABLE arena_players (
  arena_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  username TEXT NOT NULL,
  rating BIGINT NOT NULL,
  joined_ms BIGINT NOT NULL,
  withdrawn BIGINT NOT NULL DEFAULT 0,
  seen_ms BIGINT NOT NULL,
  PRIMARY KEY (arena_id, account_id)
);
CREATE TABLE arena_games (
  game_id TEXT PRIMARY KEY,
  arena_id TEXT NOT NULL,
  white_id TEXT NOT NULL,
  black_id TEXT NOT NULL,
  white_rating BIGINT NOT NULL,
  black_rating BIGINT NOT NULL,
  white_token TEXT NOT NULL,
  black_token TEXT NOT NULL,
  created_ms BIGINT NOT NULL,
  ended_ms BIGINT,
  result TEXT,
  plies BIGINT
);
CREATE INDEX arena_games_arena ON arena_games (arena_id, ended_ms);
CREATE INDEX arena_games_open ON arena_games (ended_ms)
"#,
    // The arena a game belongs to (for its players' way back to the arena's page),
    // whether its players may go berserk, and who did ("white", "black" or "both"),
    // copied to the arena's row with the result.
    r#"
ALTER TABLE games ADD COLUMN tournament TEXT;
ALTER TABLE games ADD COLUMN berserkable BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN berserk TEXT;
ALTER TABLE arena_games ADD COLUMN berserk TEXT
"#,
];

impl Store {
    pub(super) async fn migrate(&self) -> Result<(), Error> {
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
}
