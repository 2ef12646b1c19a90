//! What anyone may read of accounts: the signed-in account's own ratings, a player's
//! public profile (ratings, games, rating history) and each game's leaderboard.

use super::store::{self, Rating};
use super::{session_account, signed_in};
use crate::http::Api;
use crate::protocol::accounts::PROVISIONAL_DEVIATION;
use crate::protocol::accounts::{AccountView, HistoryPoint, Leaderboard, PlayerView, Ranked, RatingView};
use crate::protocol::{Code, Refusal};
use crate::store::unavailable;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::Json;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Places on a leaderboard.
const LEADERBOARD_SIZE: i64 = 50;
/// Games on a profile.
const PROFILE_GAMES: i64 = 20;
/// Points of each game's rating history on a profile.
const HISTORY_POINTS: i64 = 200;

fn view(rating: Rating) -> RatingView {
    let Rating { glicko, games } = rating;
    RatingView { rating: glicko.rating.round() as i64, deviation: glicko.deviation.round() as i64, games }
}

/// `GET /api/account`: the account and its rating in every game.
pub async fn account(State(api): State<Arc<Api>>, headers: HeaderMap) -> Result<Json<AccountView>, Refusal> {
    let account = signed_in(&api, &headers).await?;
    Ok(Json(AccountView { ratings: ratings_of(&api, &account.id).await?, username: account.username }))
}

/// An account's rating in every game (the start's where it has played none).
pub(crate) async fn ratings_of(api: &Api, account: &str) -> Result<BTreeMap<String, RatingView>, Refusal> {
    let stored = store::ratings(&api.hub.ctx.store, account).await.map_err(unavailable)?;
    Ok(pyramid_games::games::GAME_NAMES
        .iter()
        .map(|&game| {
            let rating = stored.iter().find(|(g, _)| g == game).map_or(Rating::default(), |(_, r)| *r);
            (game.to_string(), view(rating))
        })
        .collect())
}

/// `GET /api/players/{username}`: the public profile, its ratings and its latest games
/// (private ones only to the player).
#[utoipa::path(
    get,
    path = "/api/players/{username}",
    tag = "accounts",
    summary = "A player's profile: ratings, history and recent games",
    params(
        ("username" = String, Path, description = "The player's name (any case)"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::accounts::PlayerView),
        crate::openapi::Refused,
    ),
)]
pub async fn player(
    State(api): State<Arc<Api>>,
    headers: HeaderMap,
    Path(username): Path<String>,
) -> Result<Json<PlayerView>, Refusal> {
    let db = &api.hub.ctx.store;
    let Some(account) = store::by_name(db, &username).await.map_err(unavailable)? else {
        return Err(Refusal::new(Code::NotFound, format!("no player '{username}'")));
    };
    let own = session_account(&api, &headers).await?.is_some_and(|me| me.id == account.id);
    let ids = db.games_of(&account.id, own, PROFILE_GAMES).await.map_err(unavailable)?;
    let games = crate::http::public_states(&api, ids).await?;
    let mut history: BTreeMap<String, Vec<HistoryPoint>> = BTreeMap::new();
    for (game, p) in store::history(db, &account.id, HISTORY_POINTS).await.map_err(unavailable)? {
        let point =
            HistoryPoint { at: p.at_ms, rating: p.rating.round() as i64, deviation: p.deviation.round() as i64 };
        history.entry(game).or_default().push(point);
    }
    let ratings = ratings_of(&api, &account.id).await?;
    Ok(Json(PlayerView { ratings, username: account.username, games, history }))
}

/// `GET /api/leaderboard/{game}`.
#[utoipa::path(
    get,
    path = "/api/leaderboard/{game}",
    tag = "accounts",
    summary = "A game's best rated players",
    params(
        ("game" = String, Path, description = "The game's key"),
    ),
    responses(
        (status = 200, description = "Done", body = crate::protocol::accounts::Leaderboard),
        crate::openapi::Refused,
    ),
)]
pub async fn leaderboard(State(api): State<Arc<Api>>, Path(game): Path<String>) -> Result<Json<Leaderboard>, Refusal> {
    if !pyramid_games::games::GAME_NAMES.contains(&game.as_str()) {
        return Err(Refusal::new(Code::NotFound, format!("no game '{game}'")));
    }
    let ranked = store::leaderboard(&api.hub.ctx.store, &game, PROVISIONAL_DEVIATION, LEADERBOARD_SIZE)
        .await
        .map_err(unavailable)?;
    let players = ranked
        .into_iter()
        .map(|(username, r)| {
            let RatingView { rating, deviation, games } = view(r);
            Ranked { username, rating, deviation, games }
        })
        .collect();
    Ok(Json(Leaderboard { players }))
}
