//! The messages of each stored change, read to catch a room up (one game, or many at
//! once after other processes' notices).

use super::{from_row, Error, Store, COLUMNS};
use crate::state::GameState;
use sqlx::Row;

/// What a process reads to catch a room up: the version it had sent, the game's row
/// (without its moves) and the messages of each change after that version.
pub struct Catch {
    pub seen: i64,
    pub row: GameState,
    pub events: Vec<(i64, String)>,
}

impl Store {
    /// Game `id` without its moves, and the messages of every change after `version` up
    /// to the row's, in order: one statement, so one snapshot.
    pub async fn row_and_changes(
        &self,
        id: &str,
        version: i64,
    ) -> Result<Option<(GameState, Vec<(i64, String)>)>, Error> {
        let columns: Vec<String> = COLUMNS.split(", ").map(|c| format!("g.{c}")).collect();
        let rows = sqlx::query(&format!(
            "SELECT {}, e.version AS event_version, e.payload AS event_payload FROM games g \
             LEFT JOIN events e ON e.game_id = g.id AND e.version > $2 AND e.version <= g.version \
             WHERE g.id = $1 ORDER BY e.version",
            columns.join(", ")
        ))
        .bind(id)
        .bind(version)
        .fetch_all(&self.pool)
        .await?;
        let Some(first) = rows.first() else { return Ok(None) };
        let state = from_row(first)?;
        let mut events = Vec::new();
        for r in &rows {
            let v: Option<i64> = r.try_get("event_version")?;
            let payload: Option<String> = r.try_get("event_payload")?;
            if let (Some(v), Some(payload)) = (v, payload) {
                events.push((v, payload));
            }
        }
        Ok(Some((state, events)))
    }

    /// Postgres: for each `(game, version)`, the game without its moves and the messages
    /// of every change after that version, in one statement (a process's catching up with
    /// many games' notices at once).
    pub async fn rows_and_changes(&self, games: &[(String, i64)]) -> Result<Vec<Catch>, Error> {
        let ids: Vec<&str> = games.iter().map(|(id, _)| id.as_str()).collect();
        let seen: Vec<String> = games.iter().map(|(_, v)| v.to_string()).collect();
        let columns: Vec<String> = COLUMNS.split(", ").map(|c| format!("g.{c}")).collect();
        let rows = sqlx::query(&format!(
            "SELECT {}, s.seen AS seen, e.version AS event_version, e.payload AS event_payload \
             FROM unnest(string_to_array($1, ','), CAST(string_to_array($2, ',') AS BIGINT[])) AS s(id, seen) \
             JOIN games g ON g.id = s.id \
             LEFT JOIN events e ON e.game_id = g.id AND e.version > s.seen AND e.version <= g.version \
             ORDER BY g.id, e.version",
            columns.join(", ")
        ))
        .bind(ids.join(","))
        .bind(seen.join(","))
        .fetch_all(&self.pool)
        .await?;
        let mut out: Vec<Catch> = Vec::new();
        for r in &rows {
            let id: String = r.try_get("id")?;
            if out.last().is_none_or(|c| c.row.id != id) {
                out.push(Catch { seen: r.try_get("seen")?, row: from_row(r)?, events: Vec::new() });
            }
            let v: Option<i64> = r.try_get("event_version")?;
            let payload: Option<String> = r.try_get("event_payload")?;
            if let (Some(v), Some(payload), Some(last)) = (v, payload, out.last_mut()) {
                last.events.push((v, payload));
            }
        }
        Ok(out)
    }

    /// The id of change `version` of game `id`, if it is stored: whether a commit whose
    /// answer was lost did commit.
    pub async fn stored_change(&self, id: &str, version: i64) -> Result<Option<String>, Error> {
        let row = sqlx::query("SELECT change_id FROM events WHERE game_id = $1 AND version = $2")
            .bind(id)
            .bind(version)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.and_then(|r| r.get::<Option<String>, _>(0)))
    }

    /// The messages of every change of game `id` after `version`, in order.
    pub async fn events_after(&self, id: &str, version: i64) -> Result<Vec<(i64, String)>, Error> {
        let rows =
            sqlx::query("SELECT version, payload FROM events WHERE game_id = $1 AND version > $2 ORDER BY version")
                .bind(id)
                .bind(version)
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
    }
}
