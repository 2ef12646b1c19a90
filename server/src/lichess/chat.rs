//! A game's chat through lichess's API: `POST …/game/{id}/chat` says a line in the
//! players' room or the spectators', `GET …/game/{id}/chat` lists them, and each game
//! stream sends each line as `chatLine` as it is said, on whichever process (through the
//! same publishing as the event streams, under a key no account can have).

use super::Failure;
use crate::http::Api;
use crate::protocol::lichess::{ChatLine, ChatMessage};
use crate::room::now_ms;
use crate::store::unavailable;
use sqlx::Row;
use std::collections::HashMap;

/// lichess's longest chat line, in characters.
pub const MAX_TEXT: usize = 140;
/// Lines one player may say in one game: a chat, not a channel for a flood.
pub const MAX_LINES: i64 = 200;

/// The streams' key of game `id`'s chat: `#` is in no account's name.
pub fn key(id: &str) -> String {
    format!("#chat/{id}")
}

/// `username` says a line in game `id`, from the form or JSON `params` (`room`, `text`).
pub async fn say(api: &Api, id: &str, username: &str, params: &HashMap<String, String>) -> Result<(), Failure> {
    let room = params.get("room").map(String::as_str).unwrap_or("player");
    if room != "player" && room != "spectator" {
        return Err(Failure::bad(format!("room: player or spectator, not '{room}'")));
    }
    let text = params.get("text").map(|t| t.trim()).unwrap_or("");
    if text.is_empty() || text.chars().count() > MAX_TEXT || text.chars().any(char::is_control) {
        return Err(Failure::bad(format!("text: from 1 to {MAX_TEXT} characters, on one line")));
    }
    let db = &api.hub.ctx.store;
    let said: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM chat_lines WHERE game_id = $1 AND username = $2")
        .bind(id)
        .bind(username)
        .fetch_one(db.pool())
        .await
        .map_err(unavailable)?;
    if said >= MAX_LINES {
        return Err(Failure::new(axum::http::StatusCode::TOO_MANY_REQUESTS, "Too many lines said in this game"));
    }
    sqlx::query("INSERT INTO chat_lines (game_id, at_ms, room, username, text) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(now_ms())
        .bind(room)
        .bind(username)
        .bind(text)
        .execute(db.pool())
        .await
        .map_err(unavailable)?;
    let line = ChatLine { kind: "chatLine".into(), room: room.into(), username: username.into(), text: text.into() };
    let line = serde_json::to_string(&line).unwrap_or_default();
    api.hub.ctx.streams.publish(db, &key(id), &line).await.map_err(unavailable)?;
    Ok(())
}

/// Game `id`'s chat, the oldest line first.
pub async fn lines(api: &Api, id: &str) -> Result<Vec<ChatMessage>, Failure> {
    let rows = sqlx::query("SELECT username, text FROM chat_lines WHERE game_id = $1 ORDER BY at_ms LIMIT 1000")
        .bind(id)
        .fetch_all(api.hub.ctx.store.pool())
        .await
        .map_err(unavailable)?;
    rows.iter()
        .map(|row| Ok(ChatMessage { user: row.try_get(0)?, text: row.try_get(1)? }))
        .collect::<Result<_, sqlx::Error>>()
        .map_err(|e| unavailable(e).into())
}
