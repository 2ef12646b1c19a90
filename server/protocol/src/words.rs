//! The protocol's shared words: a side, where a game stands, why it ended, its time
//! control and its clocks, each with the spelling it has on the wire.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A side of the board (`"white"`, `"black"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    pub fn as_str(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    pub fn parse(text: &str) -> Option<Color> {
        Color::BOTH.into_iter().find(|c| c.as_str() == text)
    }

    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Status {
    /// A seat is free.
    #[serde(rename = "waiting")]
    Waiting,
    #[serde(rename = "ongoing")]
    Ongoing,
    #[serde(rename = "white wins")]
    WhiteWins,
    #[serde(rename = "black wins")]
    BlackWins,
    #[serde(rename = "draw")]
    Draw,
    #[serde(rename = "aborted")]
    Aborted,
}

impl Status {
    pub const ALL: [Status; 6] =
        [Status::Waiting, Status::Ongoing, Status::WhiteWins, Status::BlackWins, Status::Draw, Status::Aborted];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Waiting => "waiting",
            Status::Ongoing => "ongoing",
            Status::WhiteWins => "white wins",
            Status::BlackWins => "black wins",
            Status::Draw => "draw",
            Status::Aborted => "aborted",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == text)
    }

    pub fn win(side: Color) -> Status {
        match side {
            Color::White => Status::WhiteWins,
            Color::Black => Status::BlackWins,
        }
    }

    pub fn is_over(self) -> bool {
        !matches!(self, Status::Waiting | Status::Ongoing)
    }

    /// White's score in a result (1 a win, 0.5 a draw, 0 a loss); `None` unless the game
    /// ended with one.
    pub fn white_score(self) -> Option<f64> {
        match self {
            Status::WhiteWins => Some(1.0),
            Status::Draw => Some(0.5),
            Status::BlackWins => Some(0.0),
            _ => None,
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Reason {
    Rules,
    Resign,
    Agreement,
    Timeout,
    Abandon,
    Abort,
}

impl Reason {
    pub const ALL: [Reason; 6] =
        [Reason::Rules, Reason::Resign, Reason::Agreement, Reason::Timeout, Reason::Abandon, Reason::Abort];

    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Rules => "rules",
            Reason::Resign => "resign",
            Reason::Agreement => "agreement",
            Reason::Timeout => "timeout",
            Reason::Abandon => "abandon",
            Reason::Abort => "abort",
        }
    }

    pub fn parse(text: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.as_str() == text)
    }
}

/// How much time a game gives: on the wire `null`, `{"minutes": M, "increment": S}` or
/// `{"days": D}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimeControl {
    #[default]
    None,
    /// Minutes for the game, seconds added after each own move.
    Real { minutes: u32, increment: u32 },
    /// Correspondence: days for each move.
    Days { days: u32 },
}

/// The fields of a time control: read as any number (then checked), written as whole ones.
#[derive(Default, Serialize, Deserialize)]
struct ControlFields<N> {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    minutes: Option<N>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    increment: Option<N>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    days: Option<N>,
}

impl TimeControl {
    /// Checks the fields sent: whole numbers in range, one kind of clock.
    fn from_fields(fields: &ControlFields<f64>) -> Result<TimeControl, String> {
        let number = |key: &str, value: Option<f64>, low: u32, high: u32| -> Result<Option<u32>, String> {
            match value {
                None => Ok(None),
                Some(n) if n.fract() == 0.0 && n >= f64::from(low) && n <= f64::from(high) => Ok(Some(n as u32)),
                Some(_) => Err(format!("timeControl.{key} must be a whole number from {low} to {high}")),
            }
        };
        let minutes = number("minutes", fields.minutes, 0, 180)?;
        let increment = number("increment", fields.increment, 0, 180)?;
        let days = number("days", fields.days, 1, 14)?;
        match (minutes, increment, days) {
            (None, None, Some(days)) => Ok(TimeControl::Days { days }),
            (Some(0), Some(0) | None, None) => Err("a clock needs minutes or an increment".into()),
            (Some(minutes), increment, None) => Ok(TimeControl::Real { minutes, increment: increment.unwrap_or(0) }),
            _ => Err("timeControl is {\"minutes\": M, \"increment\": S} or {\"days\": D}".into()),
        }
    }

    fn fields(self) -> Option<ControlFields<u32>> {
        match self {
            TimeControl::None => None,
            TimeControl::Real { minutes, increment } => {
                Some(ControlFields { minutes: Some(minutes), increment: Some(increment), days: None })
            }
            TimeControl::Days { days } => Some(ControlFields { days: Some(days), ..ControlFields::default() }),
        }
    }

    pub fn is_correspondence(self) -> bool {
        matches!(self, TimeControl::Days { .. })
    }
}

impl Serialize for TimeControl {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.fields().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for TimeControl {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<TimeControl, D::Error> {
        match Option::<ControlFields<f64>>::deserialize(deserializer)? {
            None => Ok(TimeControl::None),
            Some(fields) => TimeControl::from_fields(&fields).map_err(serde::de::Error::custom),
        }
    }
}

/// A game's options, each key with its value, in the order given: a JSON object on the
/// wire. A list, not a map: the browser's part reads it without a map's code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OptionMap(pub Vec<(String, String)>);

impl OptionMap {
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }
}

impl FromIterator<(String, String)> for OptionMap {
    fn from_iter<I: IntoIterator<Item = (String, String)>>(pairs: I) -> OptionMap {
        OptionMap(pairs.into_iter().collect())
    }
}

impl Serialize for OptionMap {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

impl<'de> Deserialize<'de> for OptionMap {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<OptionMap, D::Error> {
        struct Pairs;
        impl<'de> serde::de::Visitor<'de> for Pairs {
            type Value = OptionMap;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object of option names and their values, as strings")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<OptionMap, A::Error> {
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry::<String, String>()? {
                    pairs.push(pair);
                }
                Ok(OptionMap(pairs))
            }
        }
        deserializer.deserialize_map(Pairs)
    }
}

/// Both clocks when a message was sent: what is left (ms) and whose runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ClockView {
    pub white: i64,
    pub black: i64,
    pub running: Option<Color>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(text: &str) -> Result<TimeControl, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    #[test]
    fn time_controls_read_and_write_as_the_protocol_spells_them() {
        assert_eq!(control(r#"{"minutes": 3, "increment": 2}"#), Ok(TimeControl::Real { minutes: 3, increment: 2 }));
        assert_eq!(control(r#"{"minutes": 5}"#), Ok(TimeControl::Real { minutes: 5, increment: 0 }));
        assert_eq!(control(r#"{"days": 3}"#), Ok(TimeControl::Days { days: 3 }));
        assert_eq!(control("null"), Ok(TimeControl::None));
        for tc in [TimeControl::None, TimeControl::Real { minutes: 0, increment: 1 }, TimeControl::Days { days: 7 }] {
            assert_eq!(control(&serde_json::to_string(&tc).unwrap()), Ok(tc));
        }
        assert_eq!(serde_json::to_string(&TimeControl::None).unwrap(), "null");
        assert_eq!(
            serde_json::to_string(&TimeControl::Real { minutes: 3, increment: 2 }).unwrap(),
            r#"{"minutes":3,"increment":2}"#
        );
    }

    #[test]
    fn a_bad_time_control_names_its_problem() {
        for (text, words) in [
            (r#"{"minutes": 0}"#, "needs minutes or an increment"),
            (r#"{"days": 0}"#, "timeControl.days must be a whole number from 1 to 14"),
            (r#"{"minutes": -1}"#, "timeControl.minutes"),
            (r#"{"minutes": 1.5}"#, "timeControl.minutes"),
            (r#"{"days": 3, "minutes": 1}"#, "or {\"days\": D}"),
            ("5", "invalid type"),
        ] {
            let problem = control(text).unwrap_err();
            assert!(problem.contains(words), "{text}: {problem}");
        }
    }

    #[test]
    fn statuses_reasons_and_colors_have_their_wire_names() {
        for s in Status::ALL {
            assert_eq!(serde_json::to_string(&s).unwrap(), format!("\"{}\"", s.as_str()));
            assert_eq!(Status::parse(s.as_str()), Some(s));
        }
        for r in Reason::ALL {
            assert_eq!(serde_json::to_string(&r).unwrap(), format!("\"{}\"", r.as_str()));
        }
        for c in Color::BOTH {
            assert_eq!(serde_json::from_str::<Color>(&format!("\"{}\"", c.as_str())).unwrap(), c);
        }
    }
}
