//! A game created and loaded, and each change written over the version it was made
//! from: the row, its move (or the moves a takeback cut), a rematch game, a rated end's
//! ratings and the change's messages, in one transaction.

use super::{from_row, side_text, Backend, Error, Store, COLUMNS};
use crate::clock::{Clock, Control};
use crate::protocol::Offer;
use crate::state::{GameState, Status};
use pyramid_games::Side;
use sqlx::Row;

/// A save's row written over the version it was made from: the bindings `$1`-`$20` of
/// [`bind_row`]. A seat once given is kept (a save never takes it back), and its player.
const UPDATE_ROW: &str = "UPDATE games SET status = $1, reason = $2, message = $3, \
     white_hash = COALESCE(white_hash, $4), black_hash = COALESCE(black_hash, $5), \
     white_player = COALESCE(white_player, $21), black_player = COALESCE(black_player, $22), \
     white_account = COALESCE(white_account, $23), black_account = COALESCE(black_account, $24), \
     draw_by = $6, takeback_by = $7, rematch_by = $8, white_ms = $9, black_ms = $10, running = $11, \
     since_ms = $12, deadline_ms = $13, version = $14, joined_ms = $15, updated_ms = $16, rematch = $17, \
     open = $18, berserk = $25 WHERE id = $19 AND version = $20";

type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// Binds `UPDATE_ROW`'s parameters for `row`.
pub(super) fn bind_row<'q>(query: AnyQuery<'q>, row: &'q SaveRow) -> AnyQuery<'q> {
    query
        .bind(row.status)
        .bind(row.reason)
        .bind(row.message.clone())
        .bind(row.seats[0].clone())
        .bind(row.seats[1].clone())
        .bind(row.offers[0])
        .bind(row.offers[1])
        .bind(row.offers[2])
        .bind(row.clock.white_ms)
        .bind(row.clock.black_ms)
        .bind(row.clock.running.map(side_text))
        .bind(row.clock.since_ms)
        .bind(row.deadline)
        .bind(row.version)
        .bind(row.joined_ms)
        .bind(row.now)
        .bind(row.rematch.clone())
        .bind(row.open as i64)
        .bind(row.id.as_str())
        .bind(row.version - 1)
        .bind(row.players[0].clone())
        .bind(row.players[1].clone())
        .bind(row.accounts[0].clone())
        .bind(row.accounts[1].clone())
        .bind(row.berserk)
}

/// What one save writes, owned, so that it can wait in the writer's queue.
pub struct SaveRow {
    pub(super) id: String,
    pub(super) status: &'static str,
    pub(super) reason: Option<&'static str>,
    pub(super) message: Option<String>,
    pub(super) seats: [Option<String>; 2],
    pub(super) players: [Option<String>; 2],
    pub(super) accounts: [Option<String>; 2],
    pub(super) offers: [Option<&'static str>; 3],
    pub(super) clock: Clock,
    pub(super) deadline: Option<i64>,
    pub(super) version: i64,
    pub(super) joined_ms: Option<i64>,
    pub(super) rematch: Option<String>,
    pub(super) open: bool,
    pub(super) berserk: Option<&'static str>,
    pub(super) cut_to: Option<usize>,
    /// The new move: its ply and text.
    pub(super) moved: Option<(usize, String)>,
    pub(super) rematch_game: Option<GameState>,
    /// A rated game's end with a result: the ratings change in its transaction.
    pub(super) rated_end: Option<(String, [String; 2], f64)>,
    /// The change's own id, stored with its messages: whether a commit whose answer was
    /// lost did commit is read by it.
    pub(super) change_id: String,
    /// A claim's condition: this seat has no socket anywhere (`{side}_here = 0`).
    pub(super) requires_absent: Option<Side>,
    pub(super) payload: String,
    pub(super) now: i64,
}

impl SaveRow {
    /// What saving `state` (made from version `state.version - 1`) writes: its new move
    /// (`moved`) or the moves it cut (`cut_to`), a rematch game, and the change's messages.
    pub fn of(
        state: &GameState,
        cut_to: Option<usize>,
        moved: bool,
        rematch: Option<&GameState>,
        payload: &str,
        now: i64,
    ) -> SaveRow {
        SaveRow {
            id: state.id.clone(),
            status: state.status.as_str(),
            reason: state.reason.map(|r| r.as_str()),
            message: state.message.clone(),
            seats: state.seats.clone(),
            players: state.players.clone(),
            accounts: state.accounts.clone(),
            offers: Offer::ALL.map(|o| state.offer(o).map(side_text)),
            clock: state.clock,
            deadline: deadline(state),
            version: state.version,
            joined_ms: state.joined_ms,
            rematch: state.rematch.clone(),
            open: state.open,
            berserk: super::berserk_text(state.berserk),
            cut_to,
            moved: moved.then(|| (state.moves.len() - 1, state.moves[state.moves.len() - 1].clone())),
            rematch_game: rematch.cloned(),
            rated_end: None,
            requires_absent: None,
            change_id: crate::token::new_id(),
            payload: payload.to_string(),
            now,
        }
    }
}

impl SaveRow {
    /// If this save's `messages` end rated game `state` with a result, both players'
    /// ratings change in its transaction and its `end` message gains their changes.
    pub fn rated_if_ends(mut self, state: &GameState, messages: &[crate::protocol::ServerMessage]) -> SaveRow {
        let ends = messages.iter().any(|m| matches!(m, crate::protocol::ServerMessage::End(_)));
        if let (true, true, Some(score), [Some(white), Some(black)]) =
            (ends, state.rated, state.status.white_score(), &state.accounts)
        {
            self.rated_end = Some((state.game.clone(), [white.clone(), black.clone()], score));
        }
        self
    }

    /// The change's id (to ask the store whether it was written, when a commit's answer
    /// was lost).
    pub fn change_id(&self) -> &str {
        &self.change_id
    }

    /// The same save, written only while seat `side` (if any) has no socket anywhere.
    pub fn requiring_absent(mut self, side: Option<Side>) -> SaveRow {
        self.requires_absent = side;
        self
    }

    /// Whether this save ends a rated game (its messages are then read back from the
    /// store, where the ratings' changes were added).
    pub fn rates(&self) -> bool {
        self.rated_end.is_some()
    }

    /// Whether this save only writes the row over its version, with at most one new
    /// move: no moves cut, no game made, no rating changed.
    pub(super) fn is_plain(&self) -> bool {
        self.cut_to.is_none()
            && self.rematch_game.is_none()
            && self.rated_end.is_none()
            && self.requires_absent.is_none()
    }

    /// The row's new values, for the notice that carries the change to other processes.
    pub(super) fn change(&self) -> crate::notice::RowChange {
        let text = |t: Option<&str>| t.map(str::to_string);
        crate::notice::RowChange {
            status: self.status.to_string(),
            reason: text(self.reason),
            message: self.message.clone(),
            seats: self.seats.clone(),
            players: self.players.clone(),
            accounts: self.accounts.clone(),
            offers: self.offers.map(text),
            white_ms: self.clock.white_ms,
            black_ms: self.clock.black_ms,
            running: self.clock.running.map(|s| side_text(s).to_string()),
            since_ms: self.clock.since_ms,
            joined_ms: self.joined_ms,
            rematch: self.rematch.clone(),
            open: self.open,
        }
    }
}

/// A change's messages with the ratings' changes added to its `end`.
fn with_rating_change(payload: &str, [white, black]: [i64; 2]) -> String {
    let Ok(mut messages) = serde_json::from_str::<Vec<crate::protocol::ServerMessage>>(payload) else {
        return payload.to_string();
    };
    for message in &mut messages {
        if let crate::protocol::ServerMessage::End(end) = message {
            end.rating_change = Some(crate::protocol::RatingChange { white, black });
        }
    }
    serde_json::to_string(&messages).unwrap_or_else(|_| payload.to_string())
}

fn deadline(state: &GameState) -> Option<i64> {
    if state.status == Status::Ongoing {
        state.clock.deadline()
    } else {
        None
    }
}

pub(crate) async fn insert_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    state: &GameState,
    now: i64,
) -> Result<(), Error> {
    let options: Vec<String> = state.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    sqlx::query(
        "INSERT INTO games (id, game, options, start, control, open, status, white_hash, black_hash, white_ms, \
         black_ms, since_ms, version, created_ms, joined_ms, updated_ms, rematch_of, white_player, black_player, \
         rated, white_account, black_account, tournament, berserkable) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, \
         $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)",
    )
    .bind(state.id.as_str())
    .bind(state.game.as_str())
    .bind(options.join(" "))
    .bind(state.start.as_str())
    .bind(state.control.to_text())
    .bind(state.open as i64)
    .bind(state.status.as_str())
    .bind(state.seats[0].clone())
    .bind(state.seats[1].clone())
    .bind(state.clock.white_ms)
    .bind(state.clock.black_ms)
    .bind(state.clock.since_ms)
    .bind(state.version)
    .bind(state.created_ms)
    .bind(state.joined_ms)
    .bind(now)
    .bind(state.rematch_of.clone())
    .bind(state.players[0].clone())
    .bind(state.players[1].clone())
    .bind(state.rated as i64)
    .bind(state.accounts[0].clone())
    .bind(state.accounts[1].clone())
    .bind(state.tournament.clone())
    .bind(i64::from(state.berserkable))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

impl Store {
    pub async fn create(&self, state: &GameState, now: i64) -> Result<(), Error> {
        let mut tx = self.pool.begin().await?;
        insert_game(&mut tx, state, now).await?;
        tx.commit().await
    }

    /// A game without its moves (`moves` left empty).
    pub async fn load_row(&self, id: &str) -> Result<Option<GameState>, Error> {
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM games WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| from_row(&r)).transpose()
    }

    /// A game with its moves, both read in one snapshot (on Postgres a repeatable-read
    /// transaction: a change committed between the two reads is in neither or both).
    pub async fn load(&self, id: &str) -> Result<Option<GameState>, Error> {
        let mut tx = self.pool.begin().await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ").execute(&mut *tx).await?;
        }
        let row = sqlx::query(&format!("SELECT {COLUMNS} FROM games WHERE id = $1"))
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(mut state) = row.map(|r| from_row(&r)).transpose()? else { return Ok(None) };
        state.moves = sqlx::query("SELECT text FROM moves WHERE game_id = $1 ORDER BY ply")
            .bind(id)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| r.get::<String, _>(0))
            .collect();
        tx.commit().await?;
        Ok(Some(state))
    }

    /// Writes a change ([`SaveRow::of`]); false when another writer got there first
    /// (nothing is written then). The write joins the writer's next commit (group
    /// commit: every save waiting then is committed at once, so a busy server commits
    /// once a batch, not once a move) and returns once that is committed. On Postgres a
    /// save that cuts moves or makes a game has its own transaction instead.
    pub async fn save(&self, row: SaveRow) -> Result<bool, Error> {
        let grouped = self.backend == Backend::Sqlite || row.is_plain();
        if let (Some(writer), true) = (&self.writer, grouped) {
            let (reply, answer) = tokio::sync::oneshot::channel();
            self.waiting.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            writer.send((row, reply)).map_err(|_| Error::PoolClosed)?;
            return answer.await.map_err(|_| Error::PoolClosed)?;
        }
        self.write_alone(&row).await
    }

    /// One save in a transaction of its own.
    pub(super) async fn write_alone(&self, row: &SaveRow) -> Result<bool, Error> {
        let mut tx = self.pool.begin().await?;
        let written = self.write(&mut tx, row).await?;
        tx.commit().await?;
        Ok(written)
    }

    /// One save's statements in `tx`; false (and nothing written) when the game is no
    /// longer at the version the change was made from.
    pub(super) async fn write(&self, tx: &mut sqlx::Transaction<'_, sqlx::Any>, row: &SaveRow) -> Result<bool, Error> {
        let updated = match row.requires_absent {
            None => bind_row(sqlx::query(UPDATE_ROW), row).execute(&mut **tx).await?,
            Some(side) => {
                let here = if side == Side::White { "white_here" } else { "black_here" };
                let conditional = format!("{UPDATE_ROW} AND {here} = 0");
                bind_row(sqlx::query(&conditional), row).execute(&mut **tx).await?
            }
        };
        if updated.rows_affected() != 1 {
            return Ok(false);
        }
        if let Some(n) = row.cut_to {
            sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply >= $2")
                .bind(row.id.as_str())
                .bind(n as i64)
                .execute(&mut **tx)
                .await?;
        }
        if let Some((ply, text)) = &row.moved {
            sqlx::query("INSERT INTO moves (game_id, ply, text, at_ms) VALUES ($1, $2, $3, $4)")
                .bind(row.id.as_str())
                .bind(*ply as i64)
                .bind(text.as_str())
                .bind(row.now)
                .execute(&mut **tx)
                .await?;
        }
        if let Some(next) = &row.rematch_game {
            insert_game(tx, next, row.now).await?;
        }
        let mut payload = std::borrow::Cow::Borrowed(row.payload.as_str());
        if let Some((game, [white, black], white_score)) = &row.rated_end {
            let end = crate::accounts::store::RatedEnd {
                game_id: &row.id,
                game,
                players: [white, black],
                white_score: *white_score,
                now: row.now,
            };
            let postgres = self.backend == Backend::Postgres;
            if let Some(change) = crate::accounts::store::rate_end(tx, postgres, &end).await? {
                sqlx::query("UPDATE games SET white_change = $1, black_change = $2 WHERE id = $3")
                    .bind(change[0])
                    .bind(change[1])
                    .bind(row.id.as_str())
                    .execute(&mut **tx)
                    .await?;
                payload = std::borrow::Cow::Owned(with_rating_change(&row.payload, change));
            }
        }
        sqlx::query("INSERT INTO events (game_id, version, payload, change_id) VALUES ($1, $2, $3, $4)")
            .bind(row.id.as_str())
            .bind(row.version)
            .bind(payload.as_ref())
            .bind(row.change_id.as_str())
            .execute(&mut **tx)
            .await?;
        self.notify_in(tx, &format!("v:{}:{}", row.id, row.version)).await?;
        Ok(true)
    }
}
