//! Games listed: open ones, those being played, a player's, and every stored move.

use super::{Error, Store};
use crate::state::Status;
use sqlx::Row;

impl Store {
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

    /// The games account `player` (its id) sits in, newest first: only those listed
    /// among open games unless `private` (the player asking about their own).
    pub async fn games_of(&self, player: &str, private: bool, limit: i64) -> Result<Vec<String>, Error> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE (white_account = $1 OR black_account = $1) AND (open = 1 OR $2 = 1) \
             ORDER BY created_ms DESC LIMIT $3",
        )
        .bind(player)
        .bind(private as i64)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// Every stored move of every game, as `(game, ply, text)`: for checks after a crash.
    pub async fn all_moves(&self) -> Result<Vec<(String, i64, String)>, Error> {
        let rows = sqlx::query("SELECT game_id, ply, text FROM moves").fetch_all(&self.pool).await?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1), r.get(2))).collect())
    }
}
