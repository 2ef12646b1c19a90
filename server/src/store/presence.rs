//! Who is connected to each game, summed over every process, each seat's time of
//! leaving, and the processes' heartbeats (a silent process's players are gone; a process
//! that comes back says again who it holds).
//!
//! Every change of a game's presence takes the game's row lock first (Postgres; SQLite
//! writes one at a time), then writes this process's counts, sums every process's and
//! writes, in one statement, whether each seat is here and since when it is gone: so a
//! connected seat never keeps a time of leaving, and a claim's write, which requires the
//! seat empty on the same row, cannot pass a player who came back meanwhile.

use super::{Backend, Error, Store};
use pyramid_games::Side;
use sqlx::Row;

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

/// Each seat's presence and time of leaving, after a change of presence at `now`, on
/// the game's row (locked by the caller): here or not, the time kept when its last socket
/// goes, cleared when one comes. Returns the presence summed.
async fn mark_gone(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: &str, now: i64) -> Result<Counts, Error> {
    let total = sum_presence(tx, id).await?;
    let (white, black) = ((total.white > 0) as i64, (total.black > 0) as i64);
    sqlx::query(
        "UPDATE games SET white_here = $2, black_here = $3, \
         white_gone_ms = CASE WHEN $2 = 1 THEN NULL ELSE COALESCE(white_gone_ms, $4) END, \
         black_gone_ms = CASE WHEN $3 = 1 THEN NULL ELSE COALESCE(black_gone_ms, $4) END WHERE id = $1",
    )
    .bind(id)
    .bind(white)
    .bind(black)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(total)
}

/// Takes game `id`'s row lock for the rest of `tx` (Postgres): its presence changes one
/// transaction at a time, each reading the others' committed counts.
async fn lock_game(tx: &mut sqlx::Transaction<'_, sqlx::Any>, backend: Backend, id: &str) -> Result<(), Error> {
    if backend == Backend::Postgres {
        sqlx::query("SELECT id FROM games WHERE id = $1 FOR UPDATE").bind(id).fetch_optional(&mut **tx).await?;
    }
    Ok(())
}

/// What a heartbeat found: the games whose presence it changed (a silent process's), and
/// whether this process had been taken for dead (its presence must be said again).
#[derive(Debug, Default)]
pub struct Beat {
    pub changed: Vec<String>,
    pub returned: bool,
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

impl Store {
    /// Records that server `server` is alive; says whether it had been taken for dead
    /// (its row gone: the others deleted its presence, which it must say again). A server
    /// silent past `stale_ms` is taken for dead: its presence rows go, each seat left with
    /// no socket is gone from `now` (the grace period counts from then), one game at a
    /// time under its row lock, and every process holding one of those games is told.
    pub async fn heartbeat(&self, server: &str, now: i64, stale_ms: i64) -> Result<Beat, Error> {
        let seen = sqlx::query("UPDATE servers SET seen_ms = $2 WHERE id = $1")
            .bind(server)
            .bind(now)
            .execute(&self.pool)
            .await?;
        let returned = seen.rows_affected() == 0;
        if returned {
            sqlx::query(
                "INSERT INTO servers (id, seen_ms) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET seen_ms = $2",
            )
            .bind(server)
            .bind(now)
            .execute(&self.pool)
            .await?;
        }
        let dead: Vec<String> = sqlx::query("SELECT id FROM servers WHERE seen_ms < $1")
            .bind(now - stale_ms)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| r.get(0))
            .collect();
        let mut changed = Vec::new();
        for gone in &dead {
            let games: Vec<String> = sqlx::query("SELECT game_id FROM presence WHERE server_id = $1 ORDER BY game_id")
                .bind(gone.as_str())
                .fetch_all(&self.pool)
                .await?
                .iter()
                .map(|r| r.get(0))
                .collect();
            for id in games {
                let mut tx = self.pool.begin().await?;
                lock_game(&mut tx, self.backend, &id).await?;
                // Unless it came back meanwhile: then it says its presence again, after.
                sqlx::query(
                    "DELETE FROM presence WHERE game_id = $1 AND server_id = $2 \
                     AND NOT EXISTS (SELECT 1 FROM servers WHERE id = $2 AND seen_ms >= $3)",
                )
                .bind(id.as_str())
                .bind(gone.as_str())
                .bind(now - stale_ms)
                .execute(&mut *tx)
                .await?;
                mark_gone(&mut tx, &id, now).await?;
                self.notify_in(&mut tx, &format!("p:{id}")).await?;
                tx.commit().await?;
                changed.push(id);
            }
            // Only if it stayed silent meanwhile: a process that came back keeps its row.
            sqlx::query("DELETE FROM servers WHERE id = $1 AND seen_ms < $2")
                .bind(gone.as_str())
                .bind(now - stale_ms)
                .execute(&self.pool)
                .await?;
        }
        Ok(Beat { changed, returned })
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
        lock_game(&mut tx, self.backend, id).await?;
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
}
