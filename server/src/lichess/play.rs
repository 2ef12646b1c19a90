//! A game through lichess's API, for bots (`/api/bot/…`, a bot account) and for people's
//! accounts (`/api/board/…`): the game's stream (`gameFull`, then `gameState` at every
//! change, `chatLine` as a line is said, `opponentGone` when the opponent leaves or comes back) and its actions (move, resign, abort, draw, takeback, claim). Each action is
//! the protocol's own request to the game's room: the same game the app, a socket and a
//! spectator see.

use super::tokens::{caller, Caller};
use super::{chat, events, shape, users, Failure};
use crate::http::Api;
use crate::openapi::LichessRefused;
use crate::protocol::lichess::{
    ChatForm, ChatMessage, Done, GameFullEvent, GameLine, OpponentGone, PerfName, StreamClock, StreamPlayer,
};
use crate::protocol::{Color, GameView, Offer, Request, ServerMessage, Status, TimeControl};
use crate::room::{now_ms, Room};
use crate::store::unavailable;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use pyramid_games::Side;
use std::sync::Arc;
use tokio::sync::broadcast::error::RecvError;

/// The caller, by lichess's way in: a bot's (`bot`, `bot:play`) or a person's board.
async fn player(api: &Api, headers: &HeaderMap, bot: bool) -> Result<Caller, Failure> {
    let me = caller(api, headers, &[if bot { "bot:play" } else { "board:play" }]).await?;
    match (bot, me.bot) {
        (true, false) => Err(Failure::bad("This endpoint can only be used with a Bot account")),
        (false, true) => Err(Failure::bad("This endpoint cannot be used with a Bot account")),
        _ => Ok(me),
    }
}

/// The room of game `id` and the caller's seat in it (`404` where it has none, as
/// lichess answers for another's game).
async fn seat(api: &Api, id: &str, me: &Caller) -> Result<(Arc<Room>, Side, GameView), Failure> {
    let missing = || Failure::not_found(format!("No such game: {id}"));
    let room = api.hub.room(id).await.map_err(|_| missing())?;
    let view = room.public().await;
    let side = shape::seat_of(&view, &me.account.username).ok_or_else(missing)?;
    Ok((room, side, view))
}

/// lichess's `gameFull`: the game's players, clock and start, with its state now.
async fn game_full(api: &Api, view: &GameView) -> Result<GameFullEvent, Failure> {
    let db = &api.hub.ctx.store;
    let mut players = Vec::new();
    for name in [&view.players.white, &view.players.black] {
        players.push(StreamPlayer::from(users::seated(db, name.as_deref(), &view.game).await.map_err(unavailable)?));
    }
    let created: Option<i64> = sqlx::query_scalar("SELECT created_ms FROM games WHERE id = $1")
        .bind(&view.id)
        .fetch_optional(db.pool())
        .await
        .map_err(unavailable)?;
    let mut given = pyramid_games::Options::new();
    for (k, v) in view.options.iter() {
        given.set(k, v);
    }
    let standard = pyramid_games::open(&view.game, &given, None).map(|s| s.start_position()).ok();
    let initial = if standard.as_deref() == Some(view.position.as_str()) { "startpos" } else { view.position.as_str() };
    let speed = shape::speed(view.time_control);
    let (clock, days_per_turn) = match view.time_control {
        TimeControl::Real { minutes, increment } => {
            (Some(StreamClock { initial: i64::from(minutes) * 60_000, increment: i64::from(increment) * 1000 }), None)
        }
        TimeControl::Days { days } => (None, Some(days)),
        TimeControl::None => (None, None),
    };
    let black = players.pop().unwrap_or_default();
    let white = players.pop().unwrap_or_default();
    Ok(GameFullEvent {
        kind: "gameFull".into(),
        id: view.id.clone(),
        variant: shape::variant(&view.game),
        variant_options: view.options.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" "),
        speed: speed.into(),
        perf: PerfName { name: speed.into() },
        rated: view.rated,
        created_at: created.unwrap_or(0),
        white,
        black,
        initial_fen: initial.into(),
        clock,
        days_per_turn,
        state: shape::game_state(view),
    })
}

/// One line of a game's stream.
fn line(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// Keeps a seat counted as present while the stream is open, as a socket of it is.
struct Present(Arc<Room>, Side);

impl Drop for Present {
    fn drop(&mut self) {
        let (room, side) = (self.0.clone(), self.1);
        tokio::spawn(async move {
            let _ = room.count(Some(side), -1).await;
        });
    }
}

async fn stream(api: Arc<Api>, headers: HeaderMap, id: String, bot: bool) -> Result<Response, Failure> {
    let me = player(&api, &headers, bot).await?;
    let (room, side, _) = seat(&api, &id, &me).await?;
    let mut said = api.hub.ctx.streams.subscribe(&chat::key(&id));
    let (view, _, mut changes) = room.subscribe().await;
    let first = line(&game_full(&api, &view).await?);
    room.count(Some(side), 1).await?;
    let present = Present(room.clone(), side);
    let (lines, out) = tokio::sync::mpsc::channel(16);
    tokio::spawn(async move {
        let _present = present;
        let mut last = line(&shape::game_state(&view));
        let mut over = view.status != Status::Ongoing && view.status != Status::Waiting;
        if lines.send(first + "\n").await.is_err() || over {
            return;
        }
        let mut beat = tokio::time::interval(events::KEEP_ALIVE);
        beat.tick().await;
        // Whether the opponent was last said gone, and how long a claim waits.
        let mut gone = false;
        let grace_seconds = room.context().grace.ms / 1000;
        while !over {
            let line = tokio::select! {
                change = changes.recv() => match change {
                    // The opponent's presence, as lichess's opponentGone says it.
                    Ok(out) if matches!(out.message, ServerMessage::Presence(_)) => {
                        let ServerMessage::Presence(presence) = &out.message else { continue };
                        let here = if side == Side::White { presence.black } else { presence.white };
                        if here != gone {
                            continue;
                        }
                        gone = !here;
                        let said = OpponentGone {
                            kind: "opponentGone".into(),
                            gone,
                            claim_win_in_seconds: gone.then_some(grace_seconds),
                        };
                        line(&said) + "\n"
                    }
                    Ok(_) | Err(RecvError::Lagged(_)) => {
                        let view = room.public().await;
                        over = view.status != Status::Ongoing && view.status != Status::Waiting;
                        let state = line(&shape::game_state(&view));
                        // A change of presence or of a watcher: nothing a player's state shows.
                        if state == last {
                            continue;
                        }
                        last = state.clone();
                        state + "\n"
                    }
                    Err(RecvError::Closed) => return,
                },
                chat = said.recv() => match chat {
                    Ok(chat) => chat.to_string() + "\n",
                    Err(RecvError::Lagged(_)) => continue,
                    Err(RecvError::Closed) => return,
                },
                _ = beat.tick() => "\n".to_string(),
                _ = lines.closed() => return,
            };
            if lines.send(line).await.is_err() {
                return;
            }
        }
    });
    Ok(events::ndjson_stream(out))
}

/// A game's stream and its actions under one prefix: `/api/bot/…` (`bot`, a bot account)
/// or `/api/board/…` (a person's). Each route's path is written out for the document.
macro_rules! game_requests {
    (bot: $bot:tt, stream: $stream:ident $sp:tt, play: $play:ident $pp:tt, resign: $resign:ident $rp:tt,
     abort: $abort:ident $ap:tt, claim: $claim:ident $cp:tt, berserk: $berserk:ident $bp:tt, draw: $draw:ident $dp:tt,
     takeback: $takeback:ident $tp:tt, chat: $chat:ident $read:ident $chp:tt) => {
        #[utoipa::path(get, path = $sp, tag = "lichess: play",
            summary = "The game's stream: gameFull, then gameState at each change (and opponentGone)",
            params(("id" = String, Path, description = "The game's id")),
            responses((status = 200, description = "One line a change; an empty line now and then keeps it open",
                body = GameLine, content_type = "application/x-ndjson"), LichessRefused),
            security(("token" = [])))]
        pub async fn $stream(
            State(api): State<Arc<Api>>,
            headers: HeaderMap,
            Path(id): Path<String>,
        ) -> Result<Response, Failure> {
            stream(api, headers, id, $bot).await
        }

        #[utoipa::path(post, path = $pp, tag = "lichess: play", summary = "Plays a move",
            params(("id" = String, Path, description = "The game's id"),
                ("move" = String, Path, description = "The move, in our record's words")),
            responses((status = 200, description = "Played", body = Done), LichessRefused),
            security(("token" = [])))]
        pub async fn $play(
            State(api): State<Arc<Api>>,
            headers: HeaderMap,
            Path((id, text)): Path<(String, String)>,
        ) -> Result<Response, Failure> {
            act(api, headers, id, "move".into(), Some(text), $bot).await
        }

        game_requests!(@plain $bot, $resign, $rp, "Resigns", "resign");
        game_requests!(@plain $bot, $abort, $ap, "Aborts the game (before each side has moved)", "abort");
        game_requests!(@plain $bot, $claim, $cp, "Claims the win when the opponent has left", "claim-victory");
        game_requests!(@plain $bot, $berserk, $bp, "Goes berserk in an arena game: half the clock, no increment", "berserk");
        game_requests!(@answer $bot, $draw, $dp, "Offers or accepts a draw (yes), or declines one (no)", "draw");
        game_requests!(@answer $bot, $takeback, $tp, "Asks for or grants a takeback (yes), or declines one (no)", "takeback");

        #[utoipa::path(post, path = $chp, tag = "lichess: play", summary = "Says a line in the game's chat",
            params(("id" = String, Path, description = "The game's id")),
            request_body(content((ChatForm = "application/x-www-form-urlencoded"), (ChatForm = "application/json"))),
            responses((status = 200, description = "Said", body = Done), LichessRefused),
            security(("token" = [])))]
        pub async fn $chat(
            State(api): State<Arc<Api>>,
            headers: HeaderMap,
            Path(id): Path<String>,
            body: axum::body::Body,
        ) -> Result<Response, Failure> {
            let me = player(&api, &headers, $bot).await?;
            seat(&api, &id, &me).await?;
            let form = super::params(&headers, body).await?;
            chat::say(&api, &id, &me.account.username, &form).await?;
            Ok(super::ok())
        }

        #[utoipa::path(get, path = $chp, tag = "lichess: play", summary = "The game's chat, the oldest line first",
            params(("id" = String, Path, description = "The game's id")),
            responses((status = 200, description = "Its lines", body = Vec<ChatMessage>), LichessRefused),
            security(("token" = [])))]
        pub async fn $read(
            State(api): State<Arc<Api>>,
            headers: HeaderMap,
            Path(id): Path<String>,
        ) -> Result<axum::Json<Vec<ChatMessage>>, Failure> {
            let me = player(&api, &headers, $bot).await?;
            seat(&api, &id, &me).await?;
            Ok(axum::Json(chat::lines(&api, &id).await?))
        }
    };
    (@plain $bot:tt, $name:ident, $path:tt, $summary:tt, $action:tt) => {
        #[utoipa::path(post, path = $path, tag = "lichess: play", summary = $summary,
            params(("id" = String, Path, description = "The game's id")),
            responses((status = 200, description = "Done", body = Done), LichessRefused),
            security(("token" = [])))]
        pub async fn $name(
            State(api): State<Arc<Api>>,
            headers: HeaderMap,
            Path(id): Path<String>,
        ) -> Result<Response, Failure> {
            act(api, headers, id, $action.into(), None, $bot).await
        }
    };
    (@answer $bot:tt, $name:ident, $path:tt, $summary:tt, $action:tt) => {
        #[utoipa::path(post, path = $path, tag = "lichess: play", summary = $summary,
            params(("id" = String, Path, description = "The game's id"),
                ("accept" = String, Path, description = "yes or no")),
            responses((status = 200, description = "Done", body = Done), LichessRefused),
            security(("token" = [])))]
        pub async fn $name(
            State(api): State<Arc<Api>>,
            headers: HeaderMap,
            Path((id, accept)): Path<(String, String)>,
        ) -> Result<Response, Failure> {
            act(api, headers, id, $action.into(), Some(accept), $bot).await
        }
    };
}

game_requests!(bot: true,
    stream: bot_stream "/api/bot/game/stream/{id}",
    play: bot_move "/api/bot/game/{id}/move/{move}",
    resign: bot_resign "/api/bot/game/{id}/resign",
    abort: bot_abort "/api/bot/game/{id}/abort",
    claim: bot_claim "/api/bot/game/{id}/claim-victory",
    berserk: bot_berserk "/api/bot/game/{id}/berserk",
    draw: bot_draw "/api/bot/game/{id}/draw/{accept}",
    takeback: bot_takeback "/api/bot/game/{id}/takeback/{accept}",
    chat: bot_chat bot_chat_lines "/api/bot/game/{id}/chat");

game_requests!(bot: false,
    stream: board_stream "/api/board/game/stream/{id}",
    play: board_move "/api/board/game/{id}/move/{move}",
    resign: board_resign "/api/board/game/{id}/resign",
    abort: board_abort "/api/board/game/{id}/abort",
    claim: board_claim "/api/board/game/{id}/claim-victory",
    berserk: board_berserk "/api/board/game/{id}/berserk",
    draw: board_draw "/api/board/game/{id}/draw/{accept}",
    takeback: board_takeback "/api/board/game/{id}/takeback/{accept}",
    chat: board_chat board_chat_lines "/api/board/game/{id}/chat");

/// One of lichess's actions on a game, as the protocol's request of the caller's seat.
async fn act(
    api: Arc<Api>,
    headers: HeaderMap,
    id: String,
    action: String,
    arg: Option<String>,
    bot: bool,
) -> Result<Response, Failure> {
    let me = player(&api, &headers, bot).await?;
    let (room, side, view) = seat(&api, &id, &me).await?;
    let yes_no = |arg: &Option<String>| match arg.as_deref() {
        Some("yes") | Some("true") => Ok(true),
        Some("no") | Some("false") => Ok(false),
        _ => Err(Failure::bad(format!("{action}/yes or {action}/no"))),
    };
    let request = match (action.as_str(), &arg) {
        ("move", Some(text)) => Request::Move { text: text.clone(), ply: view.ply as u64 },
        ("resign", None) => Request::Resign,
        ("abort", None) => Request::Abort,
        ("claim-victory", None) => Request::Claim,
        ("berserk", None) => Request::Berserk,
        ("draw", _) if yes_no(&arg)? => Request::Draw,
        ("draw", _) => Request::Decline { what: Offer::Draw },
        ("takeback", _) if yes_no(&arg)? => Request::Takeback,
        ("takeback", _) => Request::Decline { what: Offer::Takeback },
        _ => return Err(Failure::not_found(format!("No such action: {action}"))),
    };
    // Declining what nobody offered changes nothing, as on lichess.
    if let Request::Decline { what } = &request {
        let offered = match what {
            Offer::Draw => view.offers.draw,
            _ => view.offers.takeback,
        };
        if offered != Some(if side == Side::White { Color::Black } else { Color::White }) {
            return Ok(super::ok());
        }
    }
    match room.act(side, &request, None, now_ms()).await {
        Ok(()) => Ok(super::ok()),
        Err(refusal) => {
            let mut failure = Failure::from(refusal);
            // lichess answers a refused action 400, whatever the reason.
            if failure.status == StatusCode::CONFLICT {
                failure.status = StatusCode::BAD_REQUEST;
            }
            Err(failure)
        }
    }
}
