//! The lichess-compatible API's bodies that our own clients read too (the app's
//! challenges): lichess's field names, our games' values (docs/lichess-api.md).

use serde::{Deserialize, Serialize};

/// A player as lichess's light user: `id` is the name in lower case.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LightUser {
    pub id: String,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<i64>,
    #[serde(default)]
    pub provisional: bool,
    /// `BOT` for a bot account.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<bool>,
}

/// One of our games, as lichess names a variant: its key and its title.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variant {
    pub key: String,
    pub name: String,
    #[serde(default)]
    pub short: String,
}

/// A challenge's time control, lichess's way: `clock` (seconds), `correspondence`
/// (days a move) or `unlimited`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeClock {
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub increment: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub show: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days_per_turn: Option<u32>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Perf {
    pub icon: String,
    pub name: String,
}

/// A challenge, as lichess shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeView {
    pub id: String,
    pub url: String,
    /// `created`, `accepted`, `declined` or `canceled`.
    pub status: String,
    pub challenger: LightUser,
    pub dest_user: LightUser,
    pub variant: Variant,
    /// Our options, `KEY=VALUE …` (an extension).
    #[serde(default)]
    pub variant_options: String,
    pub rated: bool,
    pub speed: String,
    pub time_control: ChallengeClock,
    /// The challenger's colour: `random`, `white` or `black`.
    pub color: String,
    pub perf: Perf,
    /// `in` or `out`, seen from the account that asks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub direction: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decline_reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decline_reason_key: Option<String>,
    /// The game it started, once accepted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    /// An extension, to its challenger alone once accepted: their seat's token in the
    /// game (the app plays a seat by its token).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
}

/// `GET /api/challenge`: those waiting for the account's answer and those it made.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeList {
    #[serde(rename = "in")]
    pub incoming: Vec<ChallengeView>,
    #[serde(rename = "out")]
    pub outgoing: Vec<ChallengeView>,
}

/// `POST /api/challenge/{username}` as JSON (lichess takes a form too): the game, its
/// clock (seconds) or days, rated or not, the challenger's colour.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeRequest {
    pub variant: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant_options: Option<String>,
    pub rated: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockBody>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days: Option<u32>,
    /// `random`, `white` or `black`.
    pub color: String,
}

/// A challenge's clock: `limit` seconds (a whole number of minutes here), `increment`
/// seconds a move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockBody {
    pub limit: u32,
    pub increment: u32,
}

/// A user as `GET /api/bot/online` and `GET /api/user/{name}` give them: what the app
/// reads of it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserName {
    pub username: String,
}

/// `POST /api/challenge/{id}/accept`: lichess's `{"ok": true}`, and (an extension) the
/// game and the accepter's seat's token in it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Accepted {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    /// The accepter's colour.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
}

/// `POST /api/account/tokens`: a personal API token's description, its scopes, and the
/// account's password.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewToken {
    pub description: String,
    #[serde(default)]
    pub scopes: Vec<String>,
    pub password: String,
}

/// `201` of `POST /api/account/tokens`: the token, shown this once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenCreated {
    pub id: String,
    pub token: String,
}

/// A token as its account's list shows it (never its secret).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TokenView {
    pub id: String,
    pub description: String,
    pub scopes: Vec<String>,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

/// `GET /api/account/tokens`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenList {
    pub tokens: Vec<TokenView>,
}

/// lichess's scopes that the server gives meaning to.
pub const SCOPES: &[&str] = &["board:play", "bot:play", "challenge:read", "challenge:write", "tournament:write"];
