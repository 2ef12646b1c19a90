//! `POST /api/board/seek`, lichess's way for a person's board app to find an opponent:
//! a real-time seek (`time` minutes, `increment` seconds, `variant`, `rated`) made as
//! the app's quick pairing makes one (and, like it, taken by a house bot after 20 s
//! unless a person comes). The request stays open, an empty line every few seconds,
//! until the seek is paired (`gameStart` then reaches the account's event stream) and
//! ends with it; closing it cancels the seek.

use super::tokens::caller;
use super::{events, flag, params, shape, Failure};
use crate::http::Api;
use crate::pairing::{self, store as seeks};
use crate::protocol::seeks::{SeekRequest, DEFAULT_RANGE};
use crate::protocol::TimeControl;
use crate::room::now_ms;
use axum::body::Body;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use std::sync::Arc;
use std::time::Duration;

/// `POST /api/board/seek`.
#[utoipa::path(
    post,
    path = "/api/board/seek",
    tag = "lichess: play",
    summary = "Seeks a game for a person's account; the stream ends once paired",
    request_body(content((crate::protocol::lichess::SeekForm = "application/x-www-form-urlencoded"), (crate::protocol::lichess::SeekForm = "application/json"))),
    responses(
        (status = 200, description = "Empty lines while it waits", body = String, content_type = "application/x-ndjson"),
        crate::openapi::LichessRefused,
    ),
    security(("token" = [])),
)]
pub async fn board_seek(State(api): State<Arc<Api>>, headers: HeaderMap, body: Body) -> Result<Response, Failure> {
    let me = caller(&api, &headers, &["board:play"]).await?;
    if me.bot {
        return Err(Failure::bad("A bot account cannot seek: it is challenged, or takes a waiting seek"));
    }
    let params = params(&headers, body).await?;
    let number = |name: &str| super::number::<u32>(&params, name);
    let Some(minutes) = number("time")? else {
        return Err(Failure::bad("time: the clock's minutes (a real-time seek; correspondence is not sought here)"));
    };
    let game = params.get("variant").cloned().unwrap_or_default();
    // "1400-1800" as a range around its middle, as the app's ±range.
    let range = params
        .get("ratingRange")
        .and_then(|r| r.split_once('-'))
        .and_then(|(low, high)| Some((high.trim().parse::<i64>().ok()? - low.trim().parse::<i64>().ok()?) / 2))
        .unwrap_or(DEFAULT_RANGE);
    let request = SeekRequest {
        game,
        time_control: TimeControl::Real { minutes, increment: number("increment")?.unwrap_or(0) },
        rated: flag(&params, "rated", false)?,
        range: Some(range.max(0)),
        bots: None,
    };
    let id = pairing::seek_for(&api, Some(me.account.clone()), request).await?;
    let (lines, out) = tokio::sync::mpsc::channel(4);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        loop {
            tokio::select! {
                _ = tick.tick() => {}
                _ = lines.closed() => break,
            }
            let now = now_ms();
            let asked = seeks::ask(&api.hub.ctx.store, &id, now, now - api.seek_lifetime_ms).await;
            match asked {
                Ok(Some(seek)) => {
                    if let Some(game) = seek.game {
                        // Paired: the game starts on the account's event stream; the seek is done.
                        if let Ok(room) = api.hub.room(&game).await {
                            let view = room.public().await;
                            let mine =
                                shape::seat_of(&view, &me.account.username).unwrap_or(pyramid_games::Side::White);
                            let event = events::game_event(&api.hub, false, &view, mine).await;
                            events::publish(&api.hub, &me.account.username, &event).await;
                        }
                        return;
                    }
                }
                Ok(None) => return,
                Err(e) => tracing::warn!(error = %e, "reading a board seek failed"),
            }
            if lines.send("\n".to_string()).await.is_err() {
                break;
            }
        }
        // The client went away before a pairing: the seek goes too.
        let _ = seeks::cancel(&api.hub.ctx.store, &id).await;
    });
    Ok(events::ndjson_stream(out))
}
