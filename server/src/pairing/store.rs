//! What the store keeps of seeks: each waiting one with its player's rating and range,
//! and, once paired, its game and seat token until its owner stops asking. Pairing is one
//! transaction (on Postgres under a lock of the seek's pool), so that two processes never
//! pair one seek twice.

use crate::state::GameState;
use crate::store::{Backend, Error, Store};
use sqlx::Row;

/// A new seek.
pub struct NewSeek<'a> {
    pub id: &'a str,
    pub game: &'a str,
    /// The time control as stored (`TimeControl::to_text`).
    pub control: &'a str,
    pub rated: bool,
    pub account: Option<&'a str>,
    pub username: Option<&'a str>,
    pub rating: f64,
    pub range: f64,
    /// Whether a house bot may take it after a while.
    pub bots: bool,
    pub now: i64,
    /// Seeks not asked about since this moment are gone.
    pub alive_since: i64,
}

/// A stored seek, as its owner asks about it.
pub struct StoredSeek {
    pub account: Option<String>,
    pub game: Option<String>,
    pub token: Option<String>,
    /// Its player's seat in the game, `white` or `black`.
    pub seat: Option<String>,
    pub created_ms: i64,
    pub bots: bool,
}

/// Stores `seek`, or pairs it at once with the oldest compatible seek waiting: `game`
/// (the seeker's seat already given, its token `mine`) gets the other's player in the
/// other seat, whose token `theirs` the other seek keeps. Returns whether it paired.
pub async fn seek(
    store: &Store,
    seek: &NewSeek<'_>,
    mut game: GameState,
    mine: &str,
    theirs: &str,
) -> Result<bool, Error> {
    let mut tx = store.pool().begin().await?;
    let pool = format!("{}|{}|{}", seek.game, seek.control, seek.rated);
    if store.backend == Backend::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))").bind(pool.as_str()).execute(&mut *tx).await?;
    }
    sqlx::query("DELETE FROM seeks WHERE seen_ms < $1").bind(seek.alive_since).execute(&mut *tx).await?;
    let (low, high) = (seek.rating - seek.range, seek.rating + seek.range);
    // The seeker's seat is the one the game has given; the other's, the other one.
    let (mine_side, theirs_side) = if game.seats[0].is_some() { (0, 1) } else { (1, 0) };
    let colour = |side: usize| if side == 0 { "white" } else { "black" };
    let other = sqlx::query(
        "SELECT id, username, account_id FROM seeks WHERE game = $1 AND control = $2 AND rated = $3 AND game_id IS NULL \
         AND low <= $4 AND high >= $4 AND rating >= $5 AND rating <= $6 \
         AND ($7 = '' OR COALESCE(account_id, '') <> $7) ORDER BY created_ms LIMIT 1",
    )
    .bind(seek.game)
    .bind(seek.control)
    .bind(seek.rated as i64)
    .bind(seek.rating)
    .bind(low)
    .bind(high)
    .bind(seek.account.unwrap_or(""))
    .fetch_optional(&mut *tx)
    .await?;
    let paired = match other {
        Some(row) => {
            let (other_id, other_name): (String, Option<String>) = (row.try_get(0)?, row.try_get(1)?);
            game.seats[theirs_side] = Some(crate::token::hash(theirs));
            game.players[theirs_side] = other_name;
            game.accounts[theirs_side] = row.try_get(2)?;
            crate::store::insert_game(&mut tx, &game, seek.now).await?;
            sqlx::query("UPDATE seeks SET game_id = $1, token = $2, seat = $3 WHERE id = $4")
                .bind(game.id.as_str())
                .bind(theirs)
                .bind(colour(theirs_side))
                .bind(other_id)
                .execute(&mut *tx)
                .await?;
            true
        }
        None => false,
    };
    sqlx::query(
        "INSERT INTO seeks (id, game, control, rated, account_id, username, rating, low, high, created_ms, seen_ms, \
         game_id, token, seat, bots) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14)",
    )
    .bind(seek.id)
    .bind(seek.game)
    .bind(seek.control)
    .bind(seek.rated as i64)
    .bind(seek.account)
    .bind(seek.username)
    .bind(seek.rating)
    .bind(low)
    .bind(high)
    .bind(seek.now)
    .bind(paired.then_some(game.id.as_str()))
    .bind(paired.then_some(mine))
    .bind(paired.then_some(colour(mine_side)))
    .bind(seek.bots as i64)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(paired)
}

/// Seek `id` if it is alive (asked about since `alive_since`), marked as asked about now.
pub async fn ask(store: &Store, id: &str, now: i64, alive_since: i64) -> Result<Option<StoredSeek>, Error> {
    let updated = sqlx::query("UPDATE seeks SET seen_ms = $1 WHERE id = $2 AND seen_ms >= $3")
        .bind(now)
        .bind(id)
        .bind(alive_since)
        .execute(store.pool())
        .await?;
    if updated.rows_affected() == 0 {
        return Ok(None);
    }
    let row = sqlx::query("SELECT account_id, game_id, token, seat, created_ms, bots FROM seeks WHERE id = $1")
        .bind(id)
        .fetch_optional(store.pool())
        .await?;
    row.map(|r| {
        Ok(StoredSeek {
            account: r.try_get(0)?,
            game: r.try_get(1)?,
            token: r.try_get(2)?,
            seat: r.try_get(3)?,
            created_ms: r.try_get(4)?,
            bots: r.try_get::<i64, _>(5)? != 0,
        })
    })
    .transpose()
}

/// Forgets seek `id`.
pub async fn cancel(store: &Store, id: &str) -> Result<(), Error> {
    sqlx::query("DELETE FROM seeks WHERE id = $1").bind(id).execute(store.pool()).await?;
    Ok(())
}

/// Forgets the seeks nobody asked about since `alive_since`.
pub async fn expire(store: &Store, alive_since: i64) -> Result<u64, Error> {
    let done = sqlx::query("DELETE FROM seeks WHERE seen_ms < $1").bind(alive_since).execute(store.pool()).await?;
    Ok(done.rows_affected())
}

/// A seek a bot may take: waiting, allowing bots, and waited long enough.
pub struct Waiting {
    pub id: String,
    pub game: String,
    pub control: String,
    pub rated: bool,
    pub rating: f64,
}

/// The seeks that have waited since `before` for a person, allow a bot, and have not
/// been offered to one: each is marked offered by the one process that returns it.
pub async fn unanswered(store: &Store, before: i64, alive_since: i64, now: i64) -> Result<Vec<Waiting>, Error> {
    let rows = sqlx::query(
        "SELECT id, game, control, rated, rating FROM seeks WHERE game_id IS NULL AND bots = 1 \
         AND bot_asked_ms IS NULL AND created_ms <= $1 AND seen_ms >= $2 ORDER BY created_ms LIMIT 50",
    )
    .bind(before)
    .bind(alive_since)
    .fetch_all(store.pool())
    .await?;
    let mut mine = Vec::new();
    for row in rows {
        let id: String = row.try_get(0)?;
        let marked = sqlx::query("UPDATE seeks SET bot_asked_ms = $1 WHERE id = $2 AND bot_asked_ms IS NULL")
            .bind(now)
            .bind(&id)
            .execute(store.pool())
            .await?;
        if marked.rows_affected() == 1 {
            mine.push(Waiting {
                id,
                game: row.try_get(1)?,
                control: row.try_get(2)?,
                rated: row.try_get::<i64, _>(3)? != 0,
                rating: row.try_get(4)?,
            });
        }
    }
    Ok(mine)
}

/// A bot takes seek `id` (still waiting, allowing bots, waited since `before`): `game`
/// (the bot's seat given) gets the seeker in the other seat, whose token the seek keeps.
/// Returns the game as stored, or `None` when the seek is not there to take.
pub async fn take(
    store: &Store,
    id: &str,
    before: i64,
    mut game: GameState,
    theirs: &str,
    now: i64,
) -> Result<Option<GameState>, Error> {
    let mut tx = store.pool().begin().await?;
    let row = sqlx::query(
        "SELECT game, control, rated, username, account_id FROM seeks WHERE id = $1 AND game_id IS NULL AND bots = 1 \
         AND created_ms <= $2",
    )
    .bind(id)
    .bind(before)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(row) = row else { return Ok(None) };
    if store.backend == Backend::Postgres {
        let pool = format!(
            "{}|{}|{}",
            row.try_get::<String, _>(0)?,
            row.try_get::<String, _>(1)?,
            row.try_get::<i64, _>(2)? != 0
        );
        sqlx::query("SELECT pg_advisory_xact_lock(hashtext($1))").bind(pool.as_str()).execute(&mut *tx).await?;
    }
    let theirs_side = if game.seats[0].is_some() { 1 } else { 0 };
    game.seats[theirs_side] = Some(crate::token::hash(theirs));
    game.players[theirs_side] = row.try_get(3)?;
    game.accounts[theirs_side] = row.try_get(4)?;
    let colour = if theirs_side == 0 { "white" } else { "black" };
    // Taken once: the update names the seek still waiting, under the pool's lock.
    let taken = sqlx::query("UPDATE seeks SET game_id = $1, token = $2, seat = $3 WHERE id = $4 AND game_id IS NULL")
        .bind(game.id.as_str())
        .bind(theirs)
        .bind(colour)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    if taken.rows_affected() != 1 {
        return Ok(None);
    }
    crate::store::insert_game(&mut tx, &game, now).await?;
    tx.commit().await?;
    Ok(Some(game))
}
