//! What the store keeps of arenas: each arena, its players and its games. A pairing is
//! one transaction under one lock for every process (Postgres's advisory lock), so that
//! no player is paired twice at once; a result is written once, by whichever process
//! sees the game over first (a conditional update), so that it is counted once.

use crate::state::GameState;
use crate::store::{Backend, Error, Store};
use sqlx::any::AnyRow;
use sqlx::Row;

/// Ms an arena player counts as present after the arena's page or their event stream
/// last asked.
pub const PRESENT_MS: i64 = 30_000;

/// One arena as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arena {
    pub id: String,
    pub name: String,
    pub game: String,
    pub clock_minutes: i64,
    pub clock_increment: i64,
    pub minutes: i64,
    pub rated: bool,
    pub berserkable: bool,
    pub starts_ms: i64,
    /// The creator's name (`pyramid` for the site's own schedule).
    pub created_by: String,
    /// Set when its creator ended it early.
    pub finished_ms: Option<i64>,
    /// The site's schedule's key for its own arenas (`hourly:GAME:HOUR`): one arena a key.
    pub schedule_key: Option<String>,
}

/// lichess's tournament statuses.
pub const CREATED: u32 = 10;
pub const STARTED: u32 = 20;
pub const FINISHED: u32 = 30;

impl Arena {
    /// When it ends: its time up, or its creator's end.
    pub fn ends_ms(&self) -> i64 {
        self.finished_ms.unwrap_or(self.starts_ms + self.minutes * 60_000)
    }

    /// 10 created, 20 started, 30 finished.
    pub fn status(&self, now: i64) -> u32 {
        if now >= self.ends_ms() {
            FINISHED
        } else if now >= self.starts_ms {
            STARTED
        } else {
            CREATED
        }
    }
}

const COLUMNS: &str =
    "id, name, game, clock_minutes, clock_increment, minutes, rated, berserkable, starts_ms, created_by, finished_ms, \
     schedule_key";

fn arena(row: &AnyRow) -> Result<Arena, Error> {
    Ok(Arena {
        id: row.try_get(0)?,
        name: row.try_get(1)?,
        game: row.try_get(2)?,
        clock_minutes: row.try_get(3)?,
        clock_increment: row.try_get(4)?,
        minutes: row.try_get(5)?,
        rated: row.try_get::<i64, _>(6)? != 0,
        berserkable: row.try_get::<i64, _>(7)? != 0,
        starts_ms: row.try_get(8)?,
        created_by: row.try_get(9)?,
        finished_ms: row.try_get(10)?,
        schedule_key: row.try_get(11)?,
    })
}

/// Stores a new arena; one of the schedule's (`schedule_key`) only once: whether it was
/// stored.
pub async fn create(store: &Store, a: &Arena, now: i64) -> Result<bool, Error> {
    let done = sqlx::query(
        "INSERT INTO arenas (id, name, game, clock_minutes, clock_increment, minutes, rated, berserkable, starts_ms, \
         created_by, schedule_key, created_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
         ON CONFLICT (schedule_key) DO NOTHING",
    )
    .bind(&a.id)
    .bind(&a.name)
    .bind(&a.game)
    .bind(a.clock_minutes)
    .bind(a.clock_increment)
    .bind(a.minutes)
    .bind(i64::from(a.rated))
    .bind(i64::from(a.berserkable))
    .bind(a.starts_ms)
    .bind(&a.created_by)
    .bind(&a.schedule_key)
    .bind(now)
    .execute(store.pool())
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn get(store: &Store, id: &str) -> Result<Option<Arena>, Error> {
    let sql = format!("SELECT {COLUMNS} FROM arenas WHERE id = $1");
    let row = sqlx::query(&sql).bind(id).fetch_optional(store.pool()).await?;
    row.as_ref().map(arena).transpose()
}

/// The arenas starting within a day, running, or ended in the last six hours, by start.
pub async fn recent(store: &Store, now: i64) -> Result<Vec<Arena>, Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM arenas WHERE starts_ms < $1 AND COALESCE(finished_ms, starts_ms + minutes * 60000) > $2 \
         ORDER BY starts_ms, id LIMIT 200"
    );
    let rows = sqlx::query(&sql).bind(now + 86_400_000).bind(now - 6 * 3_600_000).fetch_all(store.pool()).await?;
    rows.iter().map(arena).collect()
}

/// The arenas running now.
pub async fn running(store: &Store, now: i64) -> Result<Vec<Arena>, Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM arenas WHERE starts_ms <= $1 AND finished_ms IS NULL AND starts_ms + minutes * 60000 > $1 \
         ORDER BY starts_ms"
    );
    let rows = sqlx::query(&sql).bind(now).fetch_all(store.pool()).await?;
    rows.iter().map(arena).collect()
}

/// Its creator ends an arena: whether it was running or to come.
pub async fn finish(store: &Store, id: &str, now: i64) -> Result<bool, Error> {
    let done = sqlx::query(
        "UPDATE arenas SET finished_ms = $2 WHERE id = $1 AND finished_ms IS NULL AND starts_ms + minutes * 60000 > $2",
    )
    .bind(id)
    .bind(now)
    .execute(store.pool())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A player of an arena.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub account_id: String,
    pub username: String,
    /// Their rating in the arena's game when they joined.
    pub rating: i64,
    pub withdrawn: bool,
}

/// `account` joins `arena` (again, after a withdrawal: the same row, its points kept).
pub async fn join(store: &Store, arena: &str, e: &Entrant, now: i64) -> Result<(), Error> {
    sqlx::query(
        "INSERT INTO arena_players (arena_id, account_id, username, rating, joined_ms, withdrawn, seen_ms) \
         VALUES ($1, $2, $3, $4, $5, 0, $5) \
         ON CONFLICT (arena_id, account_id) DO UPDATE SET withdrawn = 0, seen_ms = $5",
    )
    .bind(arena)
    .bind(&e.account_id)
    .bind(&e.username)
    .bind(e.rating)
    .bind(now)
    .execute(store.pool())
    .await
    .map(|_| ())
}

/// Whether `account` was in `arena` and is now withdrawn.
pub async fn withdraw(store: &Store, arena: &str, account: &str) -> Result<bool, Error> {
    let done = sqlx::query("UPDATE arena_players SET withdrawn = 1 WHERE arena_id = $1 AND account_id = $2")
        .bind(arena)
        .bind(account)
        .execute(store.pool())
        .await?;
    Ok(done.rows_affected() == 1)
}

/// The player looked at the arena: present for the pairing a while longer.
pub async fn seen(store: &Store, arena: &str, account: &str, now: i64) -> Result<(), Error> {
    sqlx::query("UPDATE arena_players SET seen_ms = $3 WHERE arena_id = $1 AND account_id = $2")
        .bind(arena)
        .bind(account)
        .bind(now)
        .execute(store.pool())
        .await
        .map(|_| ())
}

pub async fn entrants(store: &Store, arena: &str) -> Result<Vec<Entrant>, Error> {
    let rows = sqlx::query(
        "SELECT account_id, username, rating, withdrawn FROM arena_players WHERE arena_id = $1 ORDER BY joined_ms",
    )
    .bind(arena)
    .fetch_all(store.pool())
    .await?;
    rows.iter()
        .map(|r| {
            Ok(Entrant {
                account_id: r.try_get(0)?,
                username: r.try_get(1)?,
                rating: r.try_get(2)?,
                withdrawn: r.try_get::<i64, _>(3)? != 0,
            })
        })
        .collect()
}

/// One game of an arena.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaGame {
    pub game_id: String,
    pub white_id: String,
    pub black_id: String,
    pub white_rating: i64,
    pub black_rating: i64,
    pub white_token: String,
    pub black_token: String,
    pub ended_ms: Option<i64>,
    /// The game's status once over (`white wins`, `black wins`, `draw`, `aborted`).
    pub result: Option<String>,
    pub plies: Option<i64>,
    /// Who went berserk (index: `Side::index`), once counted.
    pub berserk: [bool; 2],
}

/// An arena's games, in the order they ended (those under way last).
pub async fn games(store: &Store, arena: &str) -> Result<Vec<ArenaGame>, Error> {
    let rows = sqlx::query(
        "SELECT game_id, white_id, black_id, white_rating, black_rating, white_token, black_token, ended_ms, result, \
         plies, berserk FROM arena_games WHERE arena_id = $1 ORDER BY COALESCE(ended_ms, 9223372036854775807), created_ms, game_id",
    )
    .bind(arena)
    .fetch_all(store.pool())
    .await?;
    rows.iter()
        .map(|r| {
            Ok(ArenaGame {
                game_id: r.try_get(0)?,
                white_id: r.try_get(1)?,
                black_id: r.try_get(2)?,
                white_rating: r.try_get(3)?,
                black_rating: r.try_get(4)?,
                white_token: r.try_get(5)?,
                black_token: r.try_get(6)?,
                ended_ms: r.try_get(7)?,
                result: r.try_get(8)?,
                plies: r.try_get(9)?,
                berserk: crate::store::berserk_of(r.try_get::<Option<String>, _>(10)?.as_deref()),
            })
        })
        .collect()
}

/// Writes the result of every arena game that is over and not yet counted: the arenas
/// whose standings changed. A result is written once (`ended_ms IS NULL` in the update),
/// whichever process sees it first, and whenever: a process killed before it counted
/// leaves it to the next one that looks.
pub async fn count_ends(store: &Store, now: i64) -> Result<Vec<String>, Error> {
    let rows = sqlx::query(
        "SELECT ag.game_id, ag.arena_id, g.status, (SELECT COUNT(*) FROM moves m WHERE m.game_id = ag.game_id), \
         g.berserk \
         FROM arena_games ag JOIN games g ON g.id = ag.game_id \
         WHERE ag.ended_ms IS NULL AND g.status NOT IN ('waiting', 'ongoing')",
    )
    .fetch_all(store.pool())
    .await?;
    let mut changed = Vec::new();
    for row in rows {
        let (game, arena, status, plies): (String, String, String, i64) =
            (row.try_get(0)?, row.try_get(1)?, row.try_get(2)?, row.try_get(3)?);
        let berserk: Option<String> = row.try_get(4)?;
        let done = sqlx::query(
            "UPDATE arena_games SET ended_ms = $1, result = $2, plies = $3, berserk = $4 \
             WHERE game_id = $5 AND ended_ms IS NULL",
        )
        .bind(now)
        .bind(&status)
        .bind(plies)
        .bind(berserk)
        .bind(&game)
        .execute(store.pool())
        .await?;
        if done.rows_affected() == 1 && !changed.contains(&arena) {
            changed.push(arena);
        }
    }
    Ok(changed)
}

/// A game a pairing makes: the game itself (both seats given) and its arena row.
pub struct NewArenaGame {
    pub state: GameState,
    pub row: ArenaGame,
}

/// The free players of `arena` (ids): joined, not withdrawn, present since
/// `present_since`, and in no arena game under way.
async fn free(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    arena: &str,
    present_since: i64,
) -> Result<Vec<String>, Error> {
    let rows = sqlx::query(
        "SELECT p.account_id FROM arena_players p JOIN accounts a ON a.id = p.account_id \
         WHERE p.arena_id = $1 AND p.withdrawn = 0 AND a.deleted_ms IS NULL \
         AND (p.seen_ms > $2 OR COALESCE(a.stream_seen_ms, 0) > $2) \
         AND NOT EXISTS (SELECT 1 FROM arena_games g WHERE g.ended_ms IS NULL \
           AND (g.white_id = p.account_id OR g.black_id = p.account_id))",
    )
    .bind(arena)
    .bind(present_since)
    .fetch_all(&mut **tx)
    .await?;
    rows.iter().map(|r| r.try_get(0)).collect()
}

/// Pairs `arena`'s free players: `choose` is given their ids and returns the games to
/// start, all stored in one transaction under the pairing's lock (every process's).
pub async fn pair<F>(store: &Store, arena: &str, present_since: i64, now: i64, choose: F) -> Result<Vec<String>, Error>
where
    F: FnOnce(&[String]) -> Vec<NewArenaGame>,
{
    let mut tx = store.pool().begin().await?;
    if store.backend == Backend::Postgres {
        sqlx::query("SELECT pg_advisory_xact_lock(7366173)").execute(&mut *tx).await?;
    }
    let ids = free(&mut tx, arena, present_since).await?;
    if ids.len() < 2 {
        return Ok(Vec::new());
    }
    let made = choose(&ids);
    let mut started = Vec::new();
    for game in made {
        crate::store::insert_game(&mut tx, &game.state, now).await?;
        let r = &game.row;
        sqlx::query(
            "INSERT INTO arena_games (game_id, arena_id, white_id, black_id, white_rating, black_rating, white_token, \
             black_token, created_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(&r.game_id)
        .bind(arena)
        .bind(&r.white_id)
        .bind(&r.black_id)
        .bind(r.white_rating)
        .bind(r.black_rating)
        .bind(&r.white_token)
        .bind(&r.black_token)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        started.push(r.game_id.clone());
    }
    tx.commit().await?;
    Ok(started)
}
