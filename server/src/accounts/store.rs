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
    let mut ids = Vec::with_capacity(2);
    for name in end.players {
        let row = sqlx::query("SELECT id FROM accounts WHERE name_key = $1")
            .bind(pyramid_protocol::accounts::username_key(name))
            .fetch_optional(&mut **tx)
            .await?;
        let Some(row) = row else { return Ok(None) };
        ids.push(row.try_get::<String, _>(0)?);
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
    /// White's and Black's usernames.
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

/// Deletes account `account` (named `username`) with its sessions, ratings, history and
/// seeks, in one transaction; its finished games stay, each of its seats marked as a
/// deleted player's. Refused while it sits in a game not over. On Postgres every process
/// is told (`a:USERNAME`), to forget the name in the rooms it holds.
pub async fn delete_account(store: &Store, account: &str, username: &str) -> Result<(), Undeletable> {
    let mut tx = store.pool().begin().await?;
    let playing: i64 = sqlx::query(
        "SELECT COUNT(*) FROM games WHERE (white_player = $1 OR black_player = $1) \
         AND status IN ('waiting', 'ongoing')",
    )
    .bind(username)
    .fetch_one(&mut *tx)
    .await?
    .try_get(0)?;
    if playing > 0 {
        return Err(Undeletable::Playing);
    }
    for table in ["sessions", "ratings", "rating_history", "seeks", "passkeys", "ceremonies"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE account_id = $1")).bind(account).execute(&mut *tx).await?;
    }
    for column in ["white_player", "black_player"] {
        sqlx::query(&format!("UPDATE games SET {column} = $1 WHERE {column} = $2"))
            .bind(crate::protocol::DELETED_PLAYER)
            .bind(username)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("DELETE FROM accounts WHERE id = $1").bind(account).execute(&mut *tx).await?;
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

/// An account's passkeys, as webauthn-rs stores them (JSON).
pub async fn passkeys(store: &Store, account: &str) -> Result<Vec<String>, Error> {
    let rows = sqlx::query("SELECT passkey FROM passkeys WHERE account_id = $1 ORDER BY created_ms")
        .bind(account)
        .fetch_all(store.pool())
        .await?;
    rows.iter().map(|r| r.try_get(0)).collect()
}

/// Keeps passkey `passkey` (JSON) of credential `credential` for `account`, or writes it
/// over the one kept (its counter moved).
pub async fn put_passkey(store: &Store, account: &str, credential: &str, passkey: &str, now: i64) -> Result<(), Error> {
    sqlx::query(
        "INSERT INTO passkeys (credential_id, account_id, passkey, created_ms) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (credential_id) DO UPDATE SET passkey = $3 WHERE passkeys.account_id = $2",
    )
    .bind(credential)
    .bind(account)
    .bind(passkey)
    .bind(now)
    .execute(store.pool())
    .await?;
    Ok(())
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
    let row = sqlx::query("SELECT id, username, password_hash FROM accounts WHERE id = $1")
        .bind(id)
        .fetch_optional(store.pool())
        .await?;
    row.map(|r| account(&r)).transpose()
}
