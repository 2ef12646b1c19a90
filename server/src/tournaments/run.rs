//! What runs arenas, on every process, every second: results counted as games end, free
//! players paired while an arena runs (their games announced as every game is, by
//! `gameStart`), and the site's own schedule of an arena a game every hour.

use super::arena;
use super::standings::{history, table};
use super::store::{self, Arena, ArenaGame, NewArenaGame, PRESENT_MS};
use crate::http::{new_game, Api};
use crate::protocol::{CreateRequest, SeatChoice, TimeControl};
use crate::room::now_ms;
use crate::state::{Player, Status};
use crate::token;
use pyramid_games::Side;
use std::sync::Arc;
use std::time::Duration;

/// How often each process looks.
const TICK: Duration = Duration::from_secs(1);
const HOUR_MS: i64 = 3_600_000;

/// Runs for the server's life.
pub async fn arenas(api: Arc<Api>) {
    let mut tick = tokio::time::interval(TICK);
    let mut scheduled_hour = i64::MIN;
    loop {
        tick.tick().await;
        let now = now_ms();
        if api.hourly_arena_minutes > 0 && now / HOUR_MS != scheduled_hour {
            match schedule(&api, now).await {
                Ok(()) => scheduled_hour = now / HOUR_MS,
                Err(e) => tracing::warn!(error = %e, "the hourly arenas could not be made"),
            }
        }
        if let Err(e) = once(&api, now).await {
            tracing::warn!(error = %e, "the arenas' pairing failed");
        }
    }
}

/// Counts the games that ended, then pairs each running arena's free players.
pub async fn once(api: &Api, now: i64) -> Result<(), sqlx::Error> {
    let db = &api.hub.ctx.store;
    store::count_ends(db, now).await?;
    for arena in store::running(db, now).await? {
        let entrants = store::entrants(db, &arena.id).await?;
        // Nobody to pair (the hourly arenas, mostly): no transaction, no lock.
        if entrants.iter().filter(|e| !e.withdrawn).count() < 2 {
            continue;
        }
        let games = store::games(db, &arena.id).await?;
        let started =
            store::pair(db, &arena.id, now - PRESENT_MS, now, |free| choose(&arena, free, &entrants, &games, now))
                .await?;
        for id in started {
            if let Ok(room) = api.hub.room(&id).await {
                crate::lichess::events::announce_start(&api.hub, &room.public().await).await;
            }
        }
    }
    Ok(())
}

/// The games a pairing starts among `free` (ids), by the arena's rules.
fn choose(
    arena: &Arena,
    free: &[String],
    entrants: &[store::Entrant],
    games: &[ArenaGame],
    now: i64,
) -> Vec<NewArenaGame> {
    let mut ranked: Vec<arena::Free> = table(entrants, games)
        .into_iter()
        .filter(|row| free.contains(&row.entrant.account_id))
        .map(|row| {
            let (last_opponent, colour_balance) = history(games, &row.entrant.account_id);
            arena::Free { name: row.entrant.account_id, last_opponent, colour_balance }
        })
        .collect();
    ranked.dedup_by(|a, b| a.name == b.name);
    let entrant = |id: &str| entrants.iter().find(|e| e.account_id == id);
    let mut made = Vec::new();
    for (white, black) in arena::pair(&ranked) {
        let (Some(w), Some(b)) = (entrant(&white), entrant(&black)) else { continue };
        if let Some(game) = start(arena, w, b, now) {
            made.push(game);
        }
    }
    made
}

/// A game of the arena between `white` and `black`, both seats theirs.
fn start(arena: &Arena, white: &store::Entrant, black: &store::Entrant, now: i64) -> Option<NewArenaGame> {
    let request = CreateRequest {
        game: arena.game.clone(),
        seat: Some(SeatChoice::White),
        time_control: TimeControl::Real {
            minutes: u32::try_from(arena.clock_minutes).ok()?,
            increment: u32::try_from(arena.clock_increment).ok()?,
        },
        open: Some(true),
        rated: Some(arena.rated),
        ..CreateRequest::default()
    };
    let (mut state, white_token) = new_game(&request, now).ok()?;
    let black_token = token::new_token();
    state.seats[Side::Black.index()] = Some(token::hash(&black_token));
    for (side, e) in [(Side::White, white), (Side::Black, black)] {
        state.seat_player(side, Some(&Player { id: e.account_id.clone(), name: e.username.clone() }));
    }
    state.status = Status::Ongoing;
    state.joined_ms = Some(now);
    state.tournament = Some(arena.id.clone());
    state.berserkable = arena.berserkable;
    let row = ArenaGame {
        game_id: state.id.clone(),
        white_id: white.account_id.clone(),
        black_id: black.account_id.clone(),
        white_rating: white.rating,
        black_rating: black.rating,
        white_token,
        black_token,
        ended_ms: None,
        result: None,
        plies: None,
        berserk: [false; 2],
    };
    Some(NewArenaGame { state, row })
}

/// The clock of each game's hourly arena (minutes, seconds).
fn hourly_clock(game: &str) -> (i64, i64) {
    match pyramid_games::games::CATALOG.iter().position(|g| g.name == game) {
        Some(0) | Some(1) => (5, 3),
        _ => (3, 2),
    }
}

/// The site's own arenas: one a game for this hour and the next, made once whichever
/// process comes first (each has its schedule key).
async fn schedule(api: &Api, now: i64) -> Result<(), sqlx::Error> {
    let hour = now / HOUR_MS;
    for start in [hour, hour + 1] {
        for g in pyramid_games::games::CATALOG {
            let (clock_minutes, clock_increment) = hourly_clock(g.name);
            let arena = Arena {
                schedule_key: Some(format!("hourly:{}:{start}", g.name)),
                id: token::new_id(),
                name: format!("Hourly {}", g.title),
                game: g.name.to_string(),
                clock_minutes,
                clock_increment,
                minutes: i64::from(api.hourly_arena_minutes),
                rated: true,
                berserkable: false,
                starts_ms: start * HOUR_MS,
                created_by: "pyramid".into(),
                finished_ms: None,
            };
            store::create(&api.hub.ctx.store, &arena, now).await?;
        }
    }
    Ok(())
}
