//! Who is connected to each game, summed over every process, each seat's time of
//! leaving, and the processes' heartbeats (a silent process's players are gone).

use super::{Error, Store};
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

impl Store {
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
}
