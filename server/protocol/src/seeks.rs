//! Pairing with strangers (ACCOUNTS.md): a seek's request and what its owner is told.

use crate::TimeControl;
use serde::{Deserialize, Serialize};

/// Points either side of a seeker's rating that an opponent may be, unless the seek says.
pub const DEFAULT_RANGE: i64 = 300;
/// The widest range a seek may ask for.
pub const MAX_RANGE: i64 = 3000;
/// A seek not asked about for this long (ms) is gone.
pub const SEEK_LIFETIME_MS: i64 = 2 * 60 * 1000;

/// `POST /api/seeks`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SeekRequest {
    pub game: String,
    #[serde(default)]
    pub time_control: TimeControl,
    #[serde(default)]
    pub rated: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<i64>,
    /// Whether a house bot may take the seek when no person has within
    /// [`BOT_AFTER_MS`] (default: yes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bots: Option<bool>,
}

/// How long a seek waits for a person before a house bot takes it.
pub const BOT_AFTER_MS: i64 = 20_000;

/// `201` of `POST /api/seeks`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeekCreated {
    pub id: String,
}

/// Where a seek stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum SeekStatus {
    #[default]
    Waiting,
    Paired,
}

/// `GET /api/seeks/{id}`: the game and the seat's token once paired, to the owner only,
/// and (an extension) which seat that is.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeekView {
    pub status: SeekStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<crate::Color>,
    /// While waiting: the milliseconds until a house bot takes it, when it may.
    #[serde(default, rename = "botIn", skip_serializing_if = "Option::is_none")]
    pub bot_in: Option<i64>,
}
