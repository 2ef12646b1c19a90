//! What the store keeps of accounts: names with their password hashes, sessions by the
//! hash of their secret, ratings per game, and recent failed sign-ins (shared by every
//! process, so that a lockout holds whichever process is asked).

use crate::store::{Error, Store};
use sqlx::Row;

/// A stored account.
#[derive(Clone, Debug)]
pub struct Account {
    pub id: String,
    pub username: String,
    pub password_hash: String,
}

/// A stored rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
}

impl Rating {
    /// Where every account starts (lichess's, and Glicko-2's usual, start).
    pub const START: Rating = Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06, games: 0 };
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
    let row = sqlx::query("SELECT id, username, password_hash FROM accounts WHERE name_key = $1")
        .bind(pyramid_protocol::accounts::username_key(username))
        .fetch_optional(store.pool())
        .await?;
    row.map(|r| account(&r)).transpose()
}

/// The account of the session whose secret hashes to `hash`.
pub async fn by_session(store: &Store, hash: &str) -> Result<Option<Account>, Error> {
    let row = sqlx::query(
        "SELECT a.id, a.username, a.password_hash FROM sessions s JOIN accounts a ON a.id = s.account_id \
         WHERE s.hash = $1",
    )
    .bind(hash)
    .fetch_optional(store.pool())
    .await?;
    row.map(|r| account(&r)).transpose()
}

pub async fn open_session(store: &Store, hash: &str, account: &str, now: i64) -> Result<(), Error> {
    sqlx::query("INSERT INTO sessions (hash, account_id, created_ms) VALUES ($1, $2, $3)")
        .bind(hash)
        .bind(account)
        .bind(now)
        .execute(store.pool())
        .await?;
    Ok(())
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

/// Failed sign-ins under `key` since `since` (ms).
pub async fn failures(store: &Store, key: &str, since: i64) -> Result<i64, Error> {
    let row = sqlx::query("SELECT COUNT(*) FROM sign_in_failures WHERE key = $1 AND at_ms >= $2")
        .bind(key)
        .bind(since)
        .fetch_one(store.pool())
        .await?;
    row.try_get(0)
}

/// Counts a failed sign-in under each of `keys`, forgetting theirs older than `since`.
pub async fn fail(store: &Store, keys: &[String], now: i64, since: i64) -> Result<(), Error> {
    let mut tx = store.pool().begin().await?;
    for key in keys {
        sqlx::query("DELETE FROM sign_in_failures WHERE key = $1 AND at_ms < $2")
            .bind(key.as_str())
            .bind(since)
            .execute(&mut *tx)
            .await?;
        sqlx::query("INSERT INTO sign_in_failures (key, at_ms) VALUES ($1, $2)")
            .bind(key.as_str())
            .bind(now)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await
}

/// A row of a name (a game's or a player's) and the four columns of a rating.
fn named_rating(r: &sqlx::any::AnyRow) -> Result<(String, Rating), Error> {
    let rating =
        Rating { rating: r.try_get(1)?, deviation: r.try_get(2)?, volatility: r.try_get(3)?, games: r.try_get(4)? };
    Ok((r.try_get(0)?, rating))
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
