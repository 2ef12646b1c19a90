//! What the store keeps of accounts: names with their password hashes (a deleted
//! account stays as a tombstone, so that neither its name nor its id is given again),
//! sessions by the hash of their secret, passkeys, ratings per game, and recent guesses
//! and sign-ups per name and address (shared by every process, so that a limit holds
//! whichever process is asked).

use crate::store::{Error, Store};
use sqlx::Row;

/// A stored account.
#[derive(Clone, Debug)]
pub struct Account {
    pub id: String,
    pub username: String,
    pub password_hash: String,
}

impl Account {
    /// The account as a seat's player.
    pub fn player(&self) -> crate::state::Player {
        crate::state::Player { id: self.id.clone(), name: self.username.clone() }
    }
}

/// A stored rating: Glicko-2's three numbers (the engine's, which the puzzles use too)
/// and the rated games played.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Rating {
    pub glicko: pyramid_games::rating::Rating,
    pub games: i64,
}

fn is_unique_violation(e: &Error) -> bool {
    matches!(e, Error::Database(d) if d.is_unique_violation())
}

/// Creates an account; `Ok(None)` when its name (case aside) is taken.
pub async fn create(store: &Store, id: &str, username: &str, hash: &str, now: i64) -> Result<Option<()>, Error> {
    let inserted = sqlx::query(
        "INSERT INTO accounts (id, username, name_key, password_hash, created_ms) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(id)
    .bind(username)
    .bind(pyramid_protocol::accounts::username_key(username))
    .bind(hash)
    .bind(now)
    .execute(store.pool())
    .await;
    match inserted {
        Ok(_) => Ok(Some(())),
        Err(e) if is_unique_violation(&e) => Ok(None),
        Err(e) => Err(e),
    }
}

fn account(row: &sqlx::any::AnyRow) -> Result<Account, Error> {
    Ok(Account { id: row.try_get(0)?, username: row.try_get(1)?, password_hash: row.try_get(2)? })
}

/// The account named `username`, case aside.
pub async fn by_name(store: &Store, username: &str) -> Result<Option<Account>, Error> {
    let row =
        sqlx::query("SELECT id, username, password_hash FROM accounts WHERE name_key = $1 AND deleted_ms IS NULL")
            .bind(pyramid_protocol::accounts::username_key(username))
            .fetch_optional(store.pool())
            .await?;
    row.map(|r| account(&r)).transpose()
}

/// How often a session's last use is written (a session used many times a minute is
/// written once).
const SEEN_EVERY_MS: i64 = 60_000;

/// The account of the session whose secret hashes to `hash`, begun since `since` (an
/// older one has ended), and the session's id; its last use is now.
pub async fn by_session(store: &Store, hash: &str, since: i64, now: i64) -> Result<Option<(Account, String)>, Error> {
    let row = sqlx::query(
        "SELECT a.id, a.username, a.password_hash, s.id, s.last_seen_ms FROM sessions s \
         JOIN accounts a ON a.id = s.account_id WHERE s.hash = $1 AND s.created_ms >= $2 AND a.deleted_ms IS NULL",
    )
    .bind(hash)
    .bind(since)
    .fetch_optional(store.pool())
    .await?;
    let Some(row) = row else { return Ok(None) };
    let seen: Option<i64> = row.try_get(4)?;
    if seen.is_none_or(|seen| now - seen >= SEEN_EVERY_MS) {
        sqlx::query("UPDATE sessions SET last_seen_ms = $1 WHERE hash = $2")
            .bind(now)
            .bind(hash)
            .execute(store.pool())
            .await?;
    }
    Ok(Some((account(&row)?, row.try_get(3)?)))
}

/// A session begun: the hash of its secret, its public id, its account, when, and the
/// browser it began in (its `User-Agent`, cut short).
pub struct NewSession<'a> {
    pub hash: &'a str,
    pub id: &'a str,
    pub account: &'a str,
    pub now: i64,
    pub user_agent: &'a str,
}

pub async fn open_session(store: &Store, session: &NewSession<'_>) -> Result<(), Error> {
    sqlx::query(
        "INSERT INTO sessions (hash, id, account_id, created_ms, last_seen_ms, user_agent) \
         VALUES ($1, $2, $3, $4, $4, $5)",
    )
    .bind(session.hash)
    .bind(session.id)
    .bind(session.account)
    .bind(session.now)
    .bind(session.user_agent)
    .execute(store.pool())
    .await?;
    Ok(())
}

/// A session as its account's list shows it.
#[derive(Clone, Debug)]
pub struct StoredSession {
    pub id: String,
    pub hash: String,
    pub created_ms: i64,
    pub last_seen_ms: i64,
    pub user_agent: String,
}

/// The sessions of `account` begun since `since`, the latest used first.
pub async fn sessions(store: &Store, account: &str, since: i64) -> Result<Vec<StoredSession>, Error> {
    let rows = sqlx::query(
        "SELECT id, hash, created_ms, COALESCE(last_seen_ms, created_ms), COALESCE(user_agent, '') FROM sessions \
         WHERE account_id = $1 AND created_ms >= $2 ORDER BY COALESCE(last_seen_ms, created_ms) DESC",
    )
    .bind(account)
    .bind(since)
    .fetch_all(store.pool())
    .await?;
    rows.iter()
        .map(|r| {
            Ok(StoredSession {
                id: r.try_get(0)?,
                hash: r.try_get(1)?,
                created_ms: r.try_get(2)?,
                last_seen_ms: r.try_get(3)?,
                user_agent: r.try_get(4)?,
            })
        })
        .collect()
}

/// Ends session `id` of `account`; false when it has none of that id.
pub async fn close_session_id(store: &Store, account: &str, id: &str) -> Result<bool, Error> {
    let done = sqlx::query("DELETE FROM sessions WHERE account_id = $1 AND id = $2")
        .bind(account)
        .bind(id)
        .execute(store.pool())
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Deletes the sessions begun before `before` (they have ended), and the guesses and
/// sign-ups counted before `counted_before`; returns the sessions deleted.
pub async fn forget_old(store: &Store, before: i64, counted_before: i64) -> Result<u64, Error> {
    let ended = sqlx::query("DELETE FROM sessions WHERE created_ms < $1").bind(before).execute(store.pool()).await?;
    sqlx::query("DELETE FROM sign_in_failures WHERE at_ms < $1").bind(counted_before).execute(store.pool()).await?;
    Ok(ended.rows_affected())
}

pub async fn close_session(store: &Store, hash: &str) -> Result<(), Error> {
    sqlx::query("DELETE FROM sessions WHERE hash = $1").bind(hash).execute(store.pool()).await?;
    Ok(())
}

/// Ends every session of `account`.
pub async fn close_sessions(store: &Store, account: &str) -> Result<(), Error> {
    sqlx::query("DELETE FROM sessions WHERE account_id = $1").bind(account).execute(store.pool()).await?;
    Ok(())
}

/// Gives `account` a new password hash.
pub async fn set_password(store: &Store, account: &str, hash: &str) -> Result<(), Error> {
    sqlx::query("UPDATE accounts SET password_hash = $1 WHERE id = $2")
        .bind(hash)
        .bind(account)
        .execute(store.pool())
        .await?;
    Ok(())
}

/// Guesses (or sign-ups) counted under `key` since `since` (ms).
pub async fn failures(store: &Store, key: &str, since: i64) -> Result<i64, Error> {
    let row = sqlx::query("SELECT COUNT(*) FROM sign_in_failures WHERE key = $1 AND at_ms >= $2")
        .bind(key)
        .bind(since)
        .fetch_one(store.pool())
        .await?;
    row.try_get(0)
}

/// Counts a guess (`guess`, its id) under each of `keys`, unless one of them already has
/// `most` since `since`: then nothing is counted and the answer is false. Counted before
/// the guess is checked, and under a lock of each key (Postgres; SQLite writes one at a
/// time), so that guesses sent at once cannot all pass the limit.
pub async fn count_guess(
    store: &Store,
    keys: &[String],
    guess: &str,
    now: i64,
    since: i64,
    most: i64,
) -> Result<bool, Error> {
    let mut tx = store.pool().begin().await?;
    let mut sorted: Vec<&String> = keys.iter().collect();
    sorted.sort();
    for key in &sorted {
        if store.backend == crate::store::Backend::Postgres {
            sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))").bind(key.as_str()).execute(&mut *tx).await?;
        }
        sqlx::query("DELETE FROM sign_in_failures WHERE key = $1 AND at_ms < $2")
            .bind(key.as_str())
            .bind(since)
            .execute(&mut *tx)
            .await?;
        let counted: i64 = sqlx::query("SELECT COUNT(*) FROM sign_in_failures WHERE key = $1")
            .bind(key.as_str())
            .fetch_one(&mut *tx)
            .await?
            .try_get(0)?;
        if counted >= most {
            tx.rollback().await?;
            return Ok(false);
        }
    }
    for key in keys {
        sqlx::query("INSERT INTO sign_in_failures (key, at_ms, guess) VALUES ($1, $2, $3)")
            .bind(key.as_str())
            .bind(now)
            .bind(guess)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(true)
}

/// Forgets guess `guess`: it was right (a right guess is no failure).
pub async fn forget_guess(store: &Store, guess: &str) -> Result<(), Error> {
    sqlx::query("DELETE FROM sign_in_failures WHERE guess = $1").bind(guess).execute(store.pool()).await?;
    Ok(())
}

/// A row of a name (a game's or a player's) and the four columns of a rating.
fn named_rating(r: &sqlx::any::AnyRow) -> Result<(String, Rating), Error> {
    let glicko =
        pyramid_games::rating::Rating { rating: r.try_get(1)?, deviation: r.try_get(2)?, volatility: r.try_get(3)? };
    Ok((r.try_get(0)?, Rating { glicko, games: r.try_get(4)? }))
}

/// The account's ratings, by game (games never played rated are absent).
pub async fn ratings(store: &Store, account: &str) -> Result<Vec<(String, Rating)>, Error> {
    let rows = sqlx::query(
        "SELECT game, rating, deviation, volatility, games FROM ratings WHERE account_id = $1 ORDER BY game",
    )
    .bind(account)
    .fetch_all(store.pool())
    .await?;
    rows.iter().map(named_rating).collect()
}

/// The best established players of `game`: (username, rating), at most `limit`.
pub async fn leaderboard(
    store: &Store,
    game: &str,
    most_deviation: f64,
    limit: i64,
) -> Result<Vec<(String, Rating)>, Error> {
    let rows = sqlx::query(
        "SELECT a.username, r.rating, r.deviation, r.volatility, r.games FROM ratings r \
         JOIN accounts a ON a.id = r.account_id WHERE r.game = $1 AND r.deviation <= $2 \
         ORDER BY r.rating DESC, a.name_key LIMIT $3",
    )
    .bind(game)
    .bind(most_deviation)
    .bind(limit)
    .fetch_all(store.pool())
    .await?;
    rows.iter().map(named_rating).collect()
}

/// A rated game's end, in the transaction that stores it: both players' ratings for
/// `game` are read (locked on Postgres, in the order of their ids, so that two ends
/// sharing a player wait for each other), rated by Glicko-2 as one game, written with a
/// point of each one's history, and their changes in rounded points returned. `None`
/// (and nothing written) when a player's account is gone.
pub async fn rate_end(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    postgres: bool,
    end: &RatedEnd<'_>,
) -> Result<Option<[i64; 2]>, Error> {
    let ids: Vec<String> = end.players.iter().map(|id| id.to_string()).collect();
    for id in &ids {
        let live = sqlx::query("SELECT 1 FROM accounts WHERE id = $1 AND deleted_ms IS NULL")
            .bind(id.as_str())
            .fetch_optional(&mut **tx)
            .await?;
        if live.is_none() {
            return Ok(None);
        }
    }
    let mut locked = ids.clone();
    locked.sort();
    let start = Rating::default();
    for id in &locked {
        sqlx::query(
            "INSERT INTO ratings (account_id, game, rating, deviation, volatility, games) \
             VALUES ($1, $2, $3, $4, $5, 0) ON CONFLICT (account_id, game) DO NOTHING",
        )
        .bind(id.as_str())
        .bind(end.game)
        .bind(start.glicko.rating)
        .bind(start.glicko.deviation)
        .bind(start.glicko.volatility)
        .execute(&mut **tx)
        .await?;
    }
    let lock = if postgres { " FOR UPDATE" } else { "" };
    let mut before = [start; 2];
    for id in &locked {
        let row = sqlx::query(&format!(
            "SELECT account_id, rating, deviation, volatility, games FROM ratings \
             WHERE account_id = $1 AND game = $2{lock}"
        ))
        .bind(id.as_str())
        .bind(end.game)
        .fetch_one(&mut **tx)
        .await?;
        let (_, rating) = named_rating(&row)?;
        for (seat, seat_id) in ids.iter().enumerate() {
            if seat_id == id {
                before[seat] = rating;
            }
        }
    }
    let (white, black) = pyramid_games::rating::game_played(before[0].glicko, before[1].glicko, end.white_score);
    let after =
        [Rating { glicko: white, games: before[0].games + 1 }, Rating { glicko: black, games: before[1].games + 1 }];
    for (seat, id) in ids.iter().enumerate() {
        let r = after[seat];
        sqlx::query(
            "UPDATE ratings SET rating = $1, deviation = $2, volatility = $3, games = $4 \
             WHERE account_id = $5 AND game = $6",
        )
        .bind(r.glicko.rating)
        .bind(r.glicko.deviation)
        .bind(r.glicko.volatility)
        .bind(r.games)
        .bind(id.as_str())
        .bind(end.game)
        .execute(&mut **tx)
        .await?;
        sqlx::query(
            "INSERT INTO rating_history (account_id, game, game_id, at_ms, rating, deviation) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id.as_str())
        .bind(end.game)
        .bind(end.game_id)
        .bind(end.now)
        .bind(r.glicko.rating)
        .bind(r.glicko.deviation)
        .execute(&mut **tx)
        .await?;
    }
    let change = |seat: usize| (after[seat].glicko.rating.round() - before[seat].glicko.rating.round()) as i64;
    Ok(Some([change(0), change(1)]))
}

/// What [`rate_end`] needs of a rated game's end.
pub struct RatedEnd<'a> {
    pub game_id: &'a str,
    pub game: &'a str,
    /// White's and Black's accounts, by id.
    pub players: [&'a str; 2],
    /// White's score: 1 a win, 0.5 a draw, 0 a loss.
    pub white_score: f64,
    pub now: i64,
}

/// A point of a rating's history: when, the rating and its deviation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HistoryPoint {
    pub at_ms: i64,
    pub rating: f64,
    pub deviation: f64,
}

/// Account `account`'s rating history in every game, oldest first (at most `limit` per
/// game, the latest).
pub async fn history(store: &Store, account: &str, limit: i64) -> Result<Vec<(String, HistoryPoint)>, Error> {
    let rows = sqlx::query(
        "SELECT game, at_ms, rating, deviation FROM (SELECT game, at_ms, rating, deviation, \
         ROW_NUMBER() OVER (PARTITION BY game ORDER BY at_ms DESC) AS n FROM rating_history \
         WHERE account_id = $1) AS h WHERE n <= $2 ORDER BY game, at_ms",
    )
    .bind(account)
    .bind(limit)
    .fetch_all(store.pool())
    .await?;
    rows.iter()
        .map(|r| {
            let point = HistoryPoint { at_ms: r.try_get(1)?, rating: r.try_get(2)?, deviation: r.try_get(3)? };
            Ok((r.try_get(0)?, point))
        })
        .collect()
}

/// Why an account cannot be deleted now.
pub enum Undeletable {
    /// It sits in a game waiting or being played.
    Playing,
    Store(Error),
}

impl From<Error> for Undeletable {
    fn from(e: Error) -> Undeletable {
        Undeletable::Store(e)
    }
}

/// Deletes account `account` (named `username`) with its sessions, ratings, history,
/// seeks and passkeys, in one transaction; its finished games stay, each of its seats
/// marked as a deleted player's. The account itself stays as a tombstone without a
/// password, so that its name and its id are never given to anyone again. Refused while
/// it sits in a game not over. On Postgres every process is told (`a:USERNAME`), to
/// forget the name in the rooms it holds.
pub async fn delete_account(store: &Store, account: &str, username: &str, now: i64) -> Result<(), Undeletable> {
    let mut tx = store.pool().begin().await?;
    let playing: i64 = sqlx::query(
        "SELECT COUNT(*) FROM games WHERE (white_account = $1 OR black_account = $1) \
         AND status IN ('waiting', 'ongoing')",
    )
    .bind(account)
    .fetch_one(&mut *tx)
    .await?
    .try_get(0)?;
    if playing > 0 {
        return Err(Undeletable::Playing);
    }
    for table in ["sessions", "ratings", "rating_history", "seeks", "passkeys", "ceremonies", "api_tokens"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE account_id = $1")).bind(account).execute(&mut *tx).await?;
    }
    sqlx::query("DELETE FROM challenges WHERE (challenger_id = $1 OR dest_id = $1) AND status = 'created'")
        .bind(account)
        .execute(&mut *tx)
        .await?;
    for (name, id) in [("white_player", "white_account"), ("black_player", "black_account")] {
        sqlx::query(&format!("UPDATE games SET {name} = $1 WHERE {id} = $2"))
            .bind(crate::protocol::DELETED_PLAYER)
            .bind(account)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("UPDATE accounts SET password_hash = '', deleted_ms = $1 WHERE id = $2")
        .bind(now)
        .bind(account)
        .execute(&mut *tx)
        .await?;
    if store.backend == crate::store::Backend::Postgres {
        sqlx::query("SELECT 1 FROM pg_notify($1, $2)")
            .bind(crate::store::CHANNEL)
            .bind(format!("a:{username}"))
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// A passkey kept: its credential's id (JSON, as webauthn-rs writes it), the passkey
/// itself (JSON), the name its owner gave it, when it was added and last used.
#[derive(Clone, Debug)]
pub struct StoredPasskey {
    pub credential: String,
    pub passkey: String,
    pub name: String,
    pub created_ms: i64,
    pub last_used_ms: Option<i64>,
}

/// An account's passkeys, the oldest first.
pub async fn passkeys(store: &Store, account: &str) -> Result<Vec<StoredPasskey>, Error> {
    let rows = sqlx::query(
        "SELECT credential_id, passkey, COALESCE(name, ''), created_ms, last_used_ms FROM passkeys \
         WHERE account_id = $1 ORDER BY created_ms",
    )
    .bind(account)
    .fetch_all(store.pool())
    .await?;
    rows.iter()
        .map(|r| {
            Ok(StoredPasskey {
                credential: r.try_get(0)?,
                passkey: r.try_get(1)?,
                name: r.try_get(2)?,
                created_ms: r.try_get(3)?,
                last_used_ms: r.try_get(4)?,
            })
        })
        .collect()
}

/// Keeps a new passkey `passkey` (JSON) of credential `credential`, named `name`, for
/// `account`.
pub async fn add_passkey(
    store: &Store,
    account: &str,
    credential: &str,
    passkey: &str,
    name: &str,
    now: i64,
) -> Result<(), Error> {
    sqlx::query(
        "INSERT INTO passkeys (credential_id, account_id, passkey, created_ms, name) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(credential)
    .bind(account)
    .bind(passkey)
    .bind(now)
    .bind(name)
    .execute(store.pool())
    .await?;
    Ok(())
}

/// Passkey `credential` of `account` was used to sign in at `now`: its state (the
/// authenticator's counter moved, when `passkey` is given) and its last use.
pub async fn used_passkey(
    store: &Store,
    account: &str,
    credential: &str,
    passkey: Option<&str>,
    now: i64,
) -> Result<(), Error> {
    sqlx::query(
        "UPDATE passkeys SET passkey = COALESCE($1, passkey), last_used_ms = $2 \
         WHERE credential_id = $3 AND account_id = $4",
    )
    .bind(passkey)
    .bind(now)
    .bind(credential)
    .bind(account)
    .execute(store.pool())
    .await?;
    Ok(())
}

/// Removes passkey `credential` of `account` (every one of them with `None`); false when
/// it has no such passkey.
pub async fn remove_passkeys(store: &Store, account: &str, credential: Option<&str>) -> Result<bool, Error> {
    let done = sqlx::query("DELETE FROM passkeys WHERE account_id = $1 AND ($2 IS NULL OR credential_id = $2)")
        .bind(account)
        .bind(credential)
        .execute(store.pool())
        .await?;
    Ok(done.rows_affected() > 0)
}

/// Keeps a ceremony begun (its state, JSON), forgetting those older than `since`.
pub async fn begin_ceremony(
    store: &Store,
    id: &str,
    account: &str,
    kind: &str,
    state: &str,
    now: i64,
    since: i64,
) -> Result<(), Error> {
    let mut tx = store.pool().begin().await?;
    sqlx::query("DELETE FROM ceremonies WHERE created_ms < $1").bind(since).execute(&mut *tx).await?;
    sqlx::query("INSERT INTO ceremonies (id, account_id, kind, state, created_ms) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(account)
        .bind(kind)
        .bind(state)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// Takes ceremony `id` of `kind` begun since `since`: its account and state, once (a
/// ceremony is finished at most once).
pub async fn take_ceremony(store: &Store, id: &str, kind: &str, since: i64) -> Result<Option<(String, String)>, Error> {
    let row = sqlx::query(
        "DELETE FROM ceremonies WHERE id = $1 AND kind = $2 AND created_ms >= $3 RETURNING account_id, state",
    )
    .bind(id)
    .bind(kind)
    .bind(since)
    .fetch_optional(store.pool())
    .await?;
    row.map(|r| Ok((r.try_get(0)?, r.try_get(1)?))).transpose()
}

/// The account with id `id`.
pub async fn by_id(store: &Store, id: &str) -> Result<Option<Account>, Error> {
    let row = sqlx::query("SELECT id, username, password_hash FROM accounts WHERE id = $1 AND deleted_ms IS NULL")
        .bind(id)
        .fetch_optional(store.pool())
        .await?;
    row.map(|r| account(&r)).transpose()
}
