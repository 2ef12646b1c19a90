//! What the upkeep asks of the store: games whose flag fell, games nobody joined, and
//! live games left idle.

use super::{Error, Store};
use sqlx::Row;

impl Store {
    /// Games being played whose running clock has reached zero by `now`, the longest
    /// overdue first.
    pub async fn flagged(&self, now: i64) -> Result<Vec<String>, Error> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE deadline_ms <= $1 AND status = 'ongoing' ORDER BY deadline_ms LIMIT 500",
        )
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
        for table in ["events", "presence", "moves", "chat_lines"] {
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
}
