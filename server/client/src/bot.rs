//! A computer player through the public protocol alone: it takes a seat by an invite
//! link (or a seat's token), then answers each position with the engine's computer. It
//! shows that the protocol is enough for a bot (`pyramid-bot`).

use crate::client::{Http, Socket};
use crate::protocol::{Request, ServerMessage, Status};
use pyramid_games::ai::{self, Level};
use pyramid_games::Options;
use std::time::Duration;

/// Where a link points: the server's base address and the game's id. Takes
/// `http://HOST/#play/ID`, `http://HOST/api/games/ID` or `http://HOST/ ID`.
pub fn parse_link(link: &str, id: Option<&str>) -> Result<(String, String), String> {
    let (base, rest) = match link.find("://").and_then(|i| link[i + 3..].find('/').map(|j| i + 3 + j)) {
        Some(k) => (&link[..k], &link[k..]),
        None => (link, ""),
    };
    if !base.starts_with("http://") && !base.starts_with("https://") {
        return Err(format!("'{link}' is not an http:// link"));
    }
    let from_link = rest
        .strip_prefix("/#online/")
        .or_else(|| rest.strip_prefix("/#play/"))
        .or_else(|| rest.strip_prefix("/api/games/"))
        .map(|s| s.trim_end_matches('/').split('/').next().unwrap_or_default().to_string());
    let id = from_link.filter(|s| !s.is_empty()).or_else(|| id.map(String::from));
    match id {
        Some(id) if id.bytes().all(|b| b.is_ascii_alphanumeric()) => Ok((base.to_string(), id)),
        _ => Err(format!("no game id in '{link}': expected …/#online/ID, …/#play/ID or …/api/games/ID")),
    }
}

/// The seat's token in an app's private seat link (`…/#online/ID/TOKEN`), if it has one.
pub fn link_token(link: &str) -> Option<String> {
    let (_, rest) = link.split_once("/#online/")?;
    let token = rest.split('/').nth(1)?.trim();
    (!token.is_empty() && token.bytes().all(|b| b.is_ascii_alphanumeric())).then(|| token.to_string())
}

/// Seeks a game through `http` (signed in for a rated one), asks about the seek every
/// second until it pairs, then plays the game to its end; returns the final status.
pub async fn seek_and_play(
    http: &Http,
    request: &crate::protocol::seeks::SeekRequest,
    level: Level,
    seed: u64,
) -> Result<String, String> {
    let id = http.seek(request).await.map_err(|e| format!("cannot seek: {e}"))?;
    loop {
        let seek = http.seek_status(&id).await.map_err(|e| format!("the seek is gone: {e}"))?;
        if let (Some(game), Some(token)) = (seek.game, seek.token) {
            return play(&http.base, &game, Some(token), level, seed).await;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

/// Plays game `id` on `base` to its end as the seat of `token`, or the free seat when
/// there is no token; returns the final status.
pub async fn play(base: &str, id: &str, token: Option<String>, level: Level, seed: u64) -> Result<String, String> {
    let token = match token {
        Some(t) => t,
        None => Http::new(base).take_seat(id).await.map_err(|e| format!("cannot join: {e}"))?.token,
    };
    let (mut socket, mut state) = Socket::sit_at(base, id, &token).await?;
    let me = state.you;
    loop {
        if state.status.is_over() {
            return Ok(state.status.as_str().to_string());
        }
        if state.status == Status::Ongoing && state.turn == me {
            let moves = state.moves.clone();
            let mut options = Options::new();
            for (k, v) in state.options.iter() {
                options.set(k, v);
            }
            let (game, start) = (state.game.clone(), state.position.clone());
            let seed = seed + moves.len() as u64;
            let mv = tokio::task::spawn_blocking(move || {
                ai::best_move_text(&game, &options, Some(&start), &moves, level, seed)
            })
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| e.to_string())?;
            socket.play(&mv, state.moves.len()).await?;
        }
        // Wait for the next change, keeping the state as the messages tell it.
        loop {
            match socket.receive_within(Duration::from_secs(3600)).await? {
                ServerMessage::Game(game) => {
                    state = game;
                    break;
                }
                ServerMessage::Move(m) if m.ply == state.moves.len() as u64 => {
                    state.moves.push(m.text);
                    state.current = m.position;
                    state.turn = m.turn;
                    state.status = m.status;
                    break;
                }
                ServerMessage::End(end) => {
                    state.status = end.status;
                    break;
                }
                ServerMessage::Offer(offer) if !offer.declined && Some(offer.by) != me => {
                    // A bot declines what it is offered, and plays on.
                    socket.request(Request::Decline { what: offer.what }, None).await?;
                }
                ServerMessage::Error(e) => return Err(format!("the server refused: {}", e.message)),
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_name_the_server_and_the_game() {
        let base = "http://127.0.0.1:8080".to_string();
        assert_eq!(parse_link("http://127.0.0.1:8080/#play/ab12", None), Ok((base.clone(), "ab12".into())));
        assert_eq!(parse_link("http://127.0.0.1:8080/api/games/ab12", None), Ok((base.clone(), "ab12".into())));
        assert_eq!(parse_link("http://127.0.0.1:8080", Some("ab12")), Ok((base, "ab12".into())));
        assert!(parse_link("ftp://x/#play/ab", None).is_err());
        assert!(parse_link("http://x/#play/a.b", None).is_err());
        assert!(parse_link("http://x/", None).is_err());
        // The app's own links: an invite, and a seat's private link with its token.
        let app = "http://127.0.0.1:8080".to_string();
        assert_eq!(parse_link("http://127.0.0.1:8080/#online/ab12", None), Ok((app.clone(), "ab12".into())));
        assert_eq!(parse_link("http://127.0.0.1:8080/#online/ab12/cd34", None), Ok((app, "ab12".into())));
        assert_eq!(link_token("http://127.0.0.1:8080/#online/ab12/cd34"), Some("cd34".into()));
        assert_eq!(link_token("http://127.0.0.1:8080/#online/ab12"), None);
        assert_eq!(link_token("http://x/#online/ab12/c.d"), None);
    }
}
