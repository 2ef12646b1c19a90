//! The lichess-compatible API's bodies that our own clients read too (the app's
//! challenges): lichess's field names, our games' values (docs/lichess-api.md).

use serde::{Deserialize, Serialize};

/// A refusal in lichess's shape: `error`, and `message` as the protocol's refusals
/// have it (the app reads either).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LichessError {
    pub error: String,
    pub message: String,
}

/// `{"ok": true}`, lichess's answer to an action done.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Done {
    pub ok: bool,
}

/// A player as lichess's light user: `id` is the name in lower case.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Variant {
    pub key: String,
    pub name: String,
    #[serde(default)]
    pub short: String,
}

/// A challenge's time control, lichess's way: `clock` (seconds), `correspondence`
/// (days a move) or `unlimited`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Perf {
    pub icon: String,
    pub name: String,
}

/// A challenge, as lichess shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ChallengeList {
    #[serde(rename = "in")]
    pub incoming: Vec<ChallengeView>,
    #[serde(rename = "out")]
    pub outgoing: Vec<ChallengeView>,
}

/// `POST /api/challenge/{username}` as JSON (lichess takes a form too): the game, its
/// clock (seconds) or days, rated or not, the challenger's colour.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClockBody {
    pub limit: u32,
    pub increment: u32,
}

/// A user as `GET /api/bot/online` and `GET /api/user/{name}` give them: what the app
/// reads of it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserName {
    pub username: String,
}

/// `POST /api/challenge/{id}/accept`: lichess's `{"ok": true}`, and (an extension) the
/// game and the accepter's seat's token in it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewToken {
    pub description: String,
    #[serde(default)]
    pub scopes: Vec<String>,
    pub password: String,
}

/// `201` of `POST /api/account/tokens`: the token, shown this once.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TokenCreated {
    pub id: String,
    pub token: String,
}

/// A token as its account's list shows it (never its secret).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TokenList {
    pub tokens: Vec<TokenView>,
}

/// lichess's scopes that the server gives meaning to.
pub const SCOPES: &[&str] = &["board:play", "bot:play", "challenge:read", "challenge:write", "tournament:write"];

/// A rating in lichess's `perfs`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PerfRating {
    pub rating: i64,
    pub rd: i64,
    pub games: i64,
    pub prog: i64,
    pub prov: bool,
}

/// A user as lichess's `GET /api/user/{username}` and `GET /api/account` give it, with
/// our own ratings beside (`ratings`, as the app's profile reads them).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct User {
    pub id: String,
    pub username: String,
    /// Each game's rating, by the game's key.
    pub perfs: std::collections::BTreeMap<String, PerfRating>,
    pub created_at: i64,
    pub seen_at: i64,
    pub disabled: bool,
    pub tos_violation: bool,
    pub url: String,
    /// `BOT` for a bot account.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    pub ratings: std::collections::BTreeMap<String, crate::accounts::RatingView>,
}

/// A player of an exported game: an account, or nobody's seat.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ExportPlayer {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<ExportUser>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_diff: Option<i64>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ExportUser {
    pub name: String,
    pub id: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ExportPlayers {
    pub white: ExportPlayer,
    pub black: ExportPlayer,
}

/// An exported game's clock, in seconds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ExportClock {
    pub initial: i64,
    pub increment: i64,
    pub total_time: i64,
}

/// A game as lichess's export gives it (`GET /game/export/{id}` as JSON, and each line
/// of `GET /api/games/user/{username}`): `variant` and `perf` are the game's key.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct GameExport {
    pub id: String,
    pub rated: bool,
    pub variant: String,
    pub speed: String,
    pub perf: String,
    pub created_at: i64,
    pub last_move_at: i64,
    pub status: String,
    pub players: ExportPlayers,
    /// The moves, in our record's words, a space between each.
    pub moves: String,
    pub initial_fen: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ExportClock>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days_per_turn: Option<u32>,
    /// The arena it was played in, as lichess exports it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<String>,
}

/// lichess's `gameState`: the moves so far, the clocks and increments (ms), the status
/// and who offers a draw or a takeback.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameStateEvent {
    /// `gameState`.
    #[serde(rename = "type")]
    pub kind: String,
    pub moves: String,
    pub wtime: i64,
    pub btime: i64,
    pub winc: i64,
    pub binc: i64,
    pub status: String,
    pub wdraw: bool,
    pub bdraw: bool,
    pub wtakeback: bool,
    pub btakeback: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
    /// An arena game's players who went berserk (lichess's fields, sent when true).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub wberserk: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bberserk: bool,
}

/// A seat in a game's stream: the account's light user, or nobody's (`id` null,
/// `Anonymous`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StreamPlayer {
    pub id: Option<String>,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<i64>,
    #[serde(default)]
    pub provisional: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

impl From<Option<LightUser>> for StreamPlayer {
    fn from(user: Option<LightUser>) -> StreamPlayer {
        match user {
            Some(u) => StreamPlayer {
                id: Some(u.id),
                name: u.name,
                rating: u.rating,
                provisional: u.provisional,
                title: u.title,
            },
            None => StreamPlayer { name: "Anonymous".into(), ..StreamPlayer::default() },
        }
    }
}

/// A game stream's clock, in milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StreamClock {
    pub initial: i64,
    pub increment: i64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PerfName {
    pub name: String,
}

/// lichess's `gameFull`, a game stream's first line: the game's players, clock and
/// start, with its state now.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct GameFullEvent {
    /// `gameFull`.
    #[serde(rename = "type")]
    pub kind: String,
    pub id: String,
    pub variant: Variant,
    /// Our options, `KEY=VALUE …` (an extension).
    pub variant_options: String,
    pub speed: String,
    pub perf: PerfName,
    pub rated: bool,
    pub created_at: i64,
    pub white: StreamPlayer,
    pub black: StreamPlayer,
    /// `startpos`, or the position the game began from.
    pub initial_fen: String,
    pub clock: Option<StreamClock>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days_per_turn: Option<u32>,
    pub state: GameStateEvent,
}

/// `opponentGone`: the opponent left the game (and after how long the caller may claim
/// the win) or came back.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OpponentGone {
    /// `opponentGone`.
    #[serde(rename = "type")]
    pub kind: String,
    pub gone: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_win_in_seconds: Option<i64>,
}

/// A line of a game's stream.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum GameLine {
    Full(Box<GameFullEvent>),
    State(GameStateEvent),
    Gone(OpponentGone),
    Chat(ChatLine),
}

/// The opponent in an event's game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EventOpponent {
    pub id: Option<String>,
    pub username: String,
    pub rating: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StatusName {
    pub id: i64,
    pub name: String,
}

/// Which of lichess's APIs may play the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Compat {
    pub bot: bool,
    pub board: bool,
}

/// The game of a `gameStart` or `gameFinish` event, seen by one of its players.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EventGame {
    pub id: String,
    pub game_id: String,
    pub full_id: String,
    /// The player's colour.
    pub color: String,
    pub fen: String,
    pub has_moved: bool,
    pub is_my_turn: bool,
    pub last_move: String,
    pub opponent: EventOpponent,
    pub perf: String,
    pub rated: bool,
    pub seconds_left: Option<i64>,
    pub source: String,
    pub status: StatusName,
    pub speed: String,
    pub variant: Variant,
    pub compat: Compat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<String>,
}

/// A seek a house bot may take (an extension: `seekWaiting`, to house bots alone).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct WaitingSeek {
    pub id: String,
    pub variant: Variant,
    pub rated: bool,
    pub time_control: ChallengeClock,
    pub rating: i64,
}

/// A line of an account's event stream (`GET /api/stream/event`), by its `type`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    GameStart { game: EventGame },
    GameFinish { game: EventGame },
    Challenge { challenge: ChallengeView },
    ChallengeCanceled { challenge: ChallengeView },
    ChallengeDeclined { challenge: ChallengeView },
    SeekWaiting { seek: WaitingSeek },
}

/// `POST /api/challenge/open`: a game anyone may take, by its two links (lichess's open
/// challenge: no challenger, no one challenged).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OpenChallenge {
    pub id: String,
    pub url: String,
    pub status: String,
    pub challenger: Option<LightUser>,
    pub dest_user: Option<LightUser>,
    pub variant: Variant,
    pub variant_options: String,
    pub rated: bool,
    pub speed: String,
    pub time_control: ChallengeClock,
    pub color: String,
    pub perf: Perf,
    /// The link that plays White, and the one that plays Black.
    pub url_white: String,
    pub url_black: String,
}

/// `POST /api/challenge/{username}` as a form, lichess's way (berserk sends these fields
/// as JSON, which the server reads alike).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ChallengeForm {
    /// One of our games' keys.
    pub variant: String,
    /// Our options, `KEY=VALUE …`.
    #[serde(rename = "variantOptions", default, skip_serializing_if = "Option::is_none")]
    pub variant_options: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<bool>,
    /// The clock's seconds, a whole number of minutes.
    #[serde(rename = "clock.limit", default, skip_serializing_if = "Option::is_none")]
    pub clock_limit: Option<u32>,
    #[serde(rename = "clock.increment", default, skip_serializing_if = "Option::is_none")]
    pub clock_increment: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days: Option<u32>,
    /// `random`, `white` or `black`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
}

/// `POST /api/challenge/{id}/decline`: why, as lichess's reason keys (`generic`,
/// `later`, `tooFast`, `tooSlow`, `timeControl`, `rated`, `casual`, `standard`,
/// `variant`, `noBot`, `onlyBot`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DeclineForm {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// `POST /api/board/seek`: a real-time seek (minutes and seconds), answered by a
/// stream that ends once paired (the game then starts on the event stream).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SeekForm {
    pub variant: String,
    /// The clock's minutes.
    pub time: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub increment: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<bool>,
    /// `LOW-HIGH`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_range: Option<String>,
}

/// `chatLine`: a line said in a game's chat (`player` or `spectator` room).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ChatLine {
    /// `chatLine`.
    #[serde(rename = "type")]
    pub kind: String,
    pub room: String,
    pub username: String,
    pub text: String,
}

/// `POST …/game/{id}/chat`: what to say, and where (`player` or `spectator`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ChatForm {
    pub room: String,
    pub text: String,
}

/// A line of a game's chat as `GET …/game/{id}/chat` lists it, the oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ChatMessage {
    pub text: String,
    pub user: String,
}
