//! What the server sends: the public state of a game (also the HTTP answer of a game)
//! and every message of the socket. Each socket message that a stored change sends
//! carries that change's version `v`; a client ignores fields it does not know, so every
//! field added here is optional to read.

use crate::words::{ClockView, Color, OptionMap, Reason, Status, TimeControl};
use crate::{Code, Offer};
use serde::{Deserialize, Serialize};

/// The offers that stand, each with who made it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Offers {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw: Option<Color>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takeback: Option<Color>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<Color>,
}

impl Offers {
    pub fn get(&self, what: Offer) -> Option<Color> {
        match what {
            Offer::Draw => self.draw,
            Offer::Takeback => self.takeback,
            Offer::Rematch => self.rematch,
        }
    }

    pub fn set(&mut self, what: Offer, by: Option<Color>) {
        match what {
            Offer::Draw => self.draw = by,
            Offer::Takeback => self.takeback = by,
            Offer::Rematch => self.rematch = by,
        }
    }
}

/// Which seats are taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Seats {
    pub white: bool,
    pub black: bool,
}

impl Seats {
    pub fn taken(&self, side: Color) -> bool {
        match side {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

/// The accounts playing a game: each seat's username, `None` for a seat free or taken
/// without an account (ACCOUNTS.md), and (an extension) the seats whose account was
/// deleted since, which a client calls "deleted player" in its reader's language.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Players {
    pub white: Option<String>,
    pub black: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deleted: Vec<Color>,
}

/// What a game's row keeps of a seat whose account was deleted: no name can be empty.
pub const DELETED_PLAYER: &str = "";

impl Players {
    /// The players as a game's row keeps them (index: white, black; a deleted account's
    /// seat as [`DELETED_PLAYER`]).
    pub fn from_stored(stored: &[Option<String>; 2]) -> Players {
        let name = |s: &Option<String>| s.clone().filter(|n| n != DELETED_PLAYER);
        let deleted = Color::BOTH
            .into_iter()
            .zip(stored)
            .filter(|(_, s)| s.as_deref() == Some(DELETED_PLAYER))
            .map(|(c, _)| c)
            .collect();
        Players { white: name(&stored[0]), black: name(&stored[1]), deleted }
    }
}

/// What a rated game's end did to each player's rating, in rounded points
/// (ACCOUNTS.md's `ratingChange`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RatingChange {
    pub white: i64,
    pub black: i64,
}

/// Who went berserk in an arena game (half their clock, no increment).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Berserk {
    pub white: bool,
    pub black: bool,
}

impl Berserk {
    pub fn is_none(&self) -> bool {
        !self.white && !self.black
    }
}

/// The public state of a game: the HTTP answer of `GET /api/games/{id}`, an item of a
/// list, and the socket's `game` (which adds the socket's seat `you`, the grace period
/// and the version). One flat struct, so that a client reads it without buffering.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct GameView {
    pub id: String,
    pub game: String,
    /// Every option, defaults filled in.
    pub options: OptionMap,
    /// The start position (canonical).
    pub position: String,
    pub moves: Vec<String>,
    /// The position now (canonical).
    pub current: String,
    pub turn: Option<Color>,
    pub status: Status,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason>,
    /// The engine's words for an end by the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    #[serde(default)]
    pub time_control: TimeControl,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockView>,
    #[serde(default)]
    pub offers: Offers,
    pub seats: Seats,
    #[serde(default)]
    pub players: Players,
    /// Whether the game changes its players' ratings (ACCOUNTS.md).
    #[serde(default)]
    pub rated: bool,
    /// A finished rated game's changes of rating.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_change: Option<RatingChange>,
    /// Listed among open games (an extension).
    #[serde(default)]
    pub open: bool,
    /// The number of moves played (an extension).
    #[serde(default)]
    pub ply: usize,
    /// The game a rematch created, once accepted (an extension).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<String>,
    /// The arena tournament the game is part of (lichess's `tournamentId`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament_id: Option<String>,
    /// An arena game in which a player may go berserk before their first move.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub berserkable: bool,
    /// Who went berserk.
    #[serde(default, skip_serializing_if = "Berserk::is_none")]
    pub berserk: Berserk,
    /// The socket's seat; `null` for a watcher (and over HTTP, which has no seat).
    #[serde(default)]
    pub you: Option<Color>,
    /// How long a gone player's seat is kept before a claim (an extension).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grace_ms: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub v: Option<i64>,
}

/// `move`: a move played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MoveMessage {
    /// The move's index, from 0.
    pub ply: u64,
    pub by: Color,
    /// Canonical.
    #[serde(rename = "move")]
    pub text: String,
    /// The position after it (canonical).
    pub position: String,
    pub turn: Option<Color>,
    pub status: Status,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockView>,
    /// The mover's `ref`, to the mover's socket alone.
    #[serde(rename = "ref", default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub v: Option<i64>,
}

/// `end`: the game is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EndMessage {
    pub status: Status,
    pub reason: Option<Reason>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// A rated game's changes of rating, added when the end is stored.
    #[serde(rename = "ratingChange", default, skip_serializing_if = "Option::is_none")]
    pub rating_change: Option<RatingChange>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub v: Option<i64>,
}

/// `offer`: an offer made, or declined.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OfferMessage {
    pub what: Offer,
    pub by: Color,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub declined: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub v: Option<i64>,
}

/// `rematch`: the new game, and to each player its seat's secret there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RematchMessage {
    pub id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub v: Option<i64>,
}

/// `presence`: who is connected, over every process.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PresenceMessage {
    pub white: bool,
    pub black: bool,
    pub watchers: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub v: Option<i64>,
}

/// `error`: a request refused, to its sender alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ErrorMessage {
    pub code: Code,
    pub message: String,
    #[serde(rename = "ref", default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub v: Option<i64>,
}

/// A message of the server's socket.
// Unboxed: a message lives only while it is read or sent (and a room's broadcast holds
// each in an Arc), so a `game`'s size costs little, and a box would cost an allocation.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ServerMessage {
    Game(GameView),
    Move(MoveMessage),
    End(EndMessage),
    Offer(OfferMessage),
    Rematch(RematchMessage),
    Presence(PresenceMessage),
    Error(ErrorMessage),
}

impl ServerMessage {
    /// Its `type` on the wire.
    pub fn kind(&self) -> &'static str {
        match self {
            ServerMessage::Game(_) => "game",
            ServerMessage::Move(_) => "move",
            ServerMessage::End(_) => "end",
            ServerMessage::Offer(_) => "offer",
            ServerMessage::Rematch(_) => "rematch",
            ServerMessage::Presence(_) => "presence",
            ServerMessage::Error(_) => "error",
        }
    }

    fn version_slot(&mut self) -> &mut Option<i64> {
        match self {
            ServerMessage::Game(m) => &mut m.v,
            ServerMessage::Move(m) => &mut m.v,
            ServerMessage::End(m) => &mut m.v,
            ServerMessage::Offer(m) => &mut m.v,
            ServerMessage::Rematch(m) => &mut m.v,
            ServerMessage::Presence(m) => &mut m.v,
            ServerMessage::Error(m) => &mut m.v,
        }
    }

    /// The version of the game it was sent at.
    pub fn version(&self) -> Option<i64> {
        match self {
            ServerMessage::Game(m) => m.v,
            ServerMessage::Move(m) => m.v,
            ServerMessage::End(m) => m.v,
            ServerMessage::Offer(m) => m.v,
            ServerMessage::Rematch(m) => m.v,
            ServerMessage::Presence(m) => m.v,
            ServerMessage::Error(m) => m.v,
        }
    }

    pub fn set_version(&mut self, v: i64) {
        *self.version_slot() = Some(v);
    }

    /// Reads one text frame of the server.
    pub fn parse(text: &str) -> Result<ServerMessage, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    /// Reads a message whose `type` is `kind` from `body` (the whole message) by that
    /// type alone: a client that has read the `type` already (the browser's, from the
    /// parsed JSON) skips the buffering of a tagged enum, and the code it costs.
    pub fn read<'de, D: serde::Deserializer<'de>>(kind: &str, body: D) -> Result<ServerMessage, D::Error> {
        Ok(match kind {
            "game" => ServerMessage::Game(GameView::deserialize(body)?),
            "move" => ServerMessage::Move(MoveMessage::deserialize(body)?),
            "end" => ServerMessage::End(EndMessage::deserialize(body)?),
            "offer" => ServerMessage::Offer(OfferMessage::deserialize(body)?),
            "rematch" => ServerMessage::Rematch(RematchMessage::deserialize(body)?),
            "presence" => ServerMessage::Presence(PresenceMessage::deserialize(body)?),
            "error" => ServerMessage::Error(ErrorMessage::deserialize(body)?),
            other => return Err(serde::de::Error::custom(format!("unknown message type '{other}'"))),
        })
    }

    /// The frame's text.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state() -> GameView {
        GameView {
            id: "g1".into(),
            game: "pyramida".into(),
            options: OptionMap::default(),
            position: "start".into(),
            moves: vec!["a".into()],
            current: "now".into(),
            turn: Some(Color::Black),
            status: Status::Ongoing,
            reason: None,
            message: None,
            time_control: TimeControl::None,
            clock: None,
            offers: Offers::default(),
            seats: Seats { white: true, black: true },
            players: Players::default(),
            rated: true,
            rating_change: Some(RatingChange { white: 7, black: -7 }),
            open: false,
            ply: 1,
            rematch: None,
            tournament_id: None,
            berserkable: false,
            berserk: Berserk::default(),
            you: None,
            grace_ms: None,
            v: None,
        }
    }

    #[test]
    fn a_watchers_game_has_you_null_and_its_fields_camel_cased() {
        let m = ServerMessage::Game(GameView { grace_ms: Some(20000), v: Some(3), ..state() });
        let value: serde_json::Value = serde_json::from_str(&m.to_text()).unwrap();
        assert_eq!(value["type"], "game");
        assert!(value["you"].is_null() && value.get("you").is_some());
        assert!(value["timeControl"].is_null() && value.get("timeControl").is_some());
        assert_eq!(value["graceMs"], 20000);
        assert_eq!(value["seats"]["white"], true);
        assert_eq!(value["v"], 3);
        assert_eq!(ServerMessage::parse(&m.to_text()), Ok(m));
    }

    #[test]
    fn reading_by_the_type_read_first_agrees_with_reading_the_tag() {
        let texts = [
            r#"{"type":"end","status":"draw","reason":"agreement","v":2}"#,
            r#"{"type":"offer","what":"draw","by":"black","v":3}"#,
            r#"{"type":"presence","white":true,"black":false,"watchers":1,"v":3}"#,
        ];
        for text in texts {
            let value: serde_json::Value = serde_json::from_str(text).unwrap();
            let kind = value["type"].as_str().unwrap().to_string();
            assert_eq!(ServerMessage::read(&kind, value).unwrap(), ServerMessage::parse(text).unwrap());
        }
        let game = ServerMessage::Game(state()).to_text();
        let value: serde_json::Value = serde_json::from_str(&game).unwrap();
        assert_eq!(ServerMessage::read("game", value).unwrap(), ServerMessage::Game(state()));
        assert!(ServerMessage::read("dance", serde_json::json!({})).is_err());
    }

    #[test]
    fn every_message_reads_back_as_written() {
        let messages = [
            ServerMessage::Move(MoveMessage {
                ply: 0,
                by: Color::White,
                text: "d1-e2".into(),
                position: "p".into(),
                turn: Some(Color::Black),
                status: Status::Ongoing,
                clock: Some(ClockView { white: 1, black: 2, running: Some(Color::Black) }),
                reference: Some("r1".into()),
                v: Some(2),
            }),
            ServerMessage::End(EndMessage {
                status: Status::Draw,
                reason: Some(Reason::Agreement),
                message: None,
                rating_change: Some(RatingChange { white: -3, black: 4 }),
                v: Some(4),
            }),
            ServerMessage::Offer(OfferMessage { what: Offer::Takeback, by: Color::White, declined: true, v: Some(5) }),
            ServerMessage::Rematch(RematchMessage { id: "g2".into(), token: Some("t".into()), v: Some(6) }),
            ServerMessage::Presence(PresenceMessage { white: true, black: false, watchers: 2, v: Some(6) }),
            ServerMessage::Error(ErrorMessage {
                code: Code::Stale,
                message: "ply 3".into(),
                reference: Some("r".into()),
                v: Some(6),
            }),
        ];
        for m in messages {
            let text = m.to_text();
            assert!(text.starts_with(&format!("{{\"type\":\"{}\"", m.kind())), "{text}");
            assert_eq!(ServerMessage::parse(&text).as_ref(), Ok(&m), "{text}");
        }
    }

    #[test]
    fn the_protocols_own_examples_read() {
        let m = ServerMessage::parse(
            r#"{"type":"move","ply":0,"by":"white","move":"d1-e2","position":"x","turn":"black","status":"ongoing","extra":1}"#,
        )
        .unwrap();
        assert_eq!(m.kind(), "move");
        assert_eq!(m.version(), None);
        let m = ServerMessage::parse(r#"{"type":"end","status":"white wins","reason":"resign","v":9}"#).unwrap();
        assert_eq!(m.version(), Some(9));
        assert!(ServerMessage::parse(r#"{"type":"dance"}"#).is_err());
        assert!(ServerMessage::parse(r#"{"type":"move","ply":"x"}"#).is_err());
    }
}
