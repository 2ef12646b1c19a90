//! Arena tournaments in lichess's fields (docs/arena.md): what `/api/tournament…`
//! answers, and what the app's arena screens read.

use crate::lichess::Variant;
use serde::{Deserialize, Serialize};

/// An arena's clock: `limit` seconds and `increment` seconds a move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ArenaClock {
    pub limit: u32,
    pub increment: u32,
}

/// A player's sheet: each game's points, the newest first, as digits, and whether the
/// next game scores double.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SheetView {
    pub scores: String,
    pub fire: bool,
}

/// A player in the standings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StandingPlayer {
    pub name: String,
    pub rank: u32,
    pub rating: i64,
    pub score: u32,
    /// The performance rating, once they have played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub performance: Option<i64>,
    pub sheet: SheetView,
    /// Left the arena (their points stay).
    #[serde(default)]
    pub withdraw: bool,
}

/// A page of the standings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Standing {
    pub page: u32,
    pub players: Vec<StandingPlayer>,
}

/// The caller in an arena they joined (an extension): their rank, and their game under
/// way with their seat's token (the app plays a seat by its token).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ArenaMe {
    pub rank: u32,
    pub withdraw: bool,
    /// Their points and sheet, wherever their row is in the standings.
    pub score: u32,
    pub sheet: SheetView,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

/// A scheduled arena's place in the schedule: `freq` `hourly`, `speed` `blitz`…
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Schedule {
    pub freq: String,
    pub speed: String,
}

/// An arena, as lichess's tournament: `status` 10 created, 20 started, 30 finished.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Tournament {
    pub id: String,
    pub full_name: String,
    pub created_by: String,
    pub clock: ArenaClock,
    pub minutes: u32,
    pub variant: Variant,
    pub rated: bool,
    pub berserkable: bool,
    /// When it starts and finishes, in ms since 1970.
    pub starts_at: i64,
    pub finishes_at: i64,
    pub nb_players: u32,
    pub status: u32,
    pub is_started: bool,
    pub is_finished: bool,
    /// Seconds until it starts, while it has not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds_to_start: Option<i64>,
    /// Seconds until it finishes, while it runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds_to_finish: Option<i64>,
    /// The site's own arenas: how often they come, and their speed (lichess's field).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<Schedule>,
    /// With `GET /api/tournament/{id}`: the standings' first page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standing: Option<Standing>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub me: Option<ArenaMe>,
}

/// `GET /api/tournament`: the arenas to come, running, and lately finished.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TournamentList {
    pub created: Vec<Tournament>,
    pub started: Vec<Tournament>,
    pub finished: Vec<Tournament>,
}

/// `POST /api/tournament`, as a form or JSON (lichess's fields): the clock's minutes and
/// seconds, its length in minutes, its start (`startDate`, ms) or the minutes until it
/// (`waitMinutes`, 5 by default).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TournamentForm {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Whole minutes here.
    pub clock_time: u32,
    pub clock_increment: u32,
    pub minutes: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_date: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wait_minutes: Option<u32>,
    /// One of our games' keys.
    pub variant: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub berserkable: Option<bool>,
}

/// A line of `GET /api/tournament/{id}/results`: a player in rank order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ResultLine {
    pub rank: u32,
    pub score: u32,
    pub rating: i64,
    pub username: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub performance: Option<i64>,
}
