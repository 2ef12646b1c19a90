//! The bodies of the HTTP requests and answers: create, join, the lists, the health
//! check, an error, and the tablebase's query and answers.

use crate::messages::GameView;
use crate::words::{Color, OptionMap, TimeControl};
use crate::{Code, Refusal, MAX_FRAME};
use serde::{Deserialize, Serialize};

/// The seat a creator asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum SeatChoice {
    White,
    Black,
    #[default]
    Random,
}

/// `POST /api/games`: every field but `game` may be left out (or `null`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CreateRequest {
    pub game: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<OptionMap>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<SeatChoice>,
    #[serde(default)]
    pub time_control: TimeControl,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub open: Option<bool>,
    /// A rated game (ACCOUNTS.md): needs a session, the standard start and a clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<bool>,
}

impl CreateRequest {
    /// Reads a request's body; a refusal names the field at fault.
    pub fn parse(body: &[u8]) -> Result<CreateRequest, Refusal> {
        if body.len() > MAX_FRAME {
            return Err(Refusal::new(Code::TooLarge, format!("a request body may have at most {MAX_FRAME} bytes")));
        }
        // serde would read a struct from an array too: the protocol's body is an object.
        if body.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
            return Err(Refusal::new(Code::BadMessage, "the body is a JSON object with a field 'game'"));
        }
        read(body)
    }
}

/// Reads a JSON body into `T`; a refusal (`bad-message`) names the field at fault.
pub fn read<'a, T: Deserialize<'a>>(body: &'a [u8]) -> Result<T, Refusal> {
    let whole = |inner: serde_json::Error| {
        Refusal::new(Code::BadMessage, format!("the body is not the JSON object expected: {inner}"))
    };
    let mut json = serde_json::Deserializer::from_slice(body);
    let value = serde_path_to_error::deserialize(&mut json).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        match path.as_str() {
            _ if inner.is_syntax() || inner.is_eof() => whole(inner),
            "." => whole(inner),
            _ => Refusal::new(Code::BadMessage, format!("'{path}': {inner}")),
        }
    })?;
    json.end().map_err(whole)?;
    Ok(value)
}

/// `201` to a create: the creator's seat and its secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Created {
    pub id: String,
    pub seat: Color,
    pub token: String,
}

/// `200` to a join: the seat taken and its secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Joined {
    pub seat: Color,
    pub token: String,
}

/// `GET /api/games?open=true` and `?playing=true`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct GameList {
    pub games: Vec<GameView>,
}

/// `GET /api/health`: that this is the game server, and its protocol.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Health {
    pub server: String,
    pub protocol: u32,
}

/// Every refusal of an HTTP request: `{"error": CODE, "message": TEXT}`, and for some
/// codes (an extension) `why`, a key a client words in its reader's language: for
/// `weak-password`, `short`, `long`, `username`, `common`, `pattern`, `word`, `date` or
/// `guessable`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ErrorBody {
    pub error: Code,
    pub message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

/// The most moves a tablebase query may give (a game of Pyraos is far shorter).
pub const MAX_QUERY_MOVES: usize = 1000;

/// `GET /api/tablebase/{game}?position=…&move=…&move=…&OPTION=VALUE…`: a move's text may
/// hold spaces, so each move is a parameter of its own, in the order played; any other
/// parameter is an option of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TablebaseQuery {
    pub position: Option<String>,
    pub moves: Vec<String>,
    pub options: Vec<(String, String)>,
}

impl TablebaseQuery {
    pub fn from_pairs(pairs: impl IntoIterator<Item = (String, String)>) -> Result<TablebaseQuery, Refusal> {
        let mut query = TablebaseQuery::default();
        for (key, value) in pairs {
            match key.as_str() {
                "position" if query.position.is_none() => query.position = Some(value),
                "position" => return Err(Refusal::new(Code::BadMessage, "'position' is given twice")),
                "move" => query.moves.push(value),
                _ => query.options.push((key, value)),
            }
            if query.moves.len() > MAX_QUERY_MOVES {
                return Err(Refusal::new(Code::BadMessage, format!("at most {MAX_QUERY_MOVES} moves")));
            }
        }
        Ok(query)
    }

    /// The query's parameters, in order (for a client to encode).
    pub fn pairs(&self) -> Vec<(&str, &str)> {
        let position = self.position.iter().map(|p| ("position", p.as_str()));
        let moves = self.moves.iter().map(|m| ("move", m.as_str()));
        let options = self.options.iter().map(|(k, v)| (k.as_str(), v.as_str()));
        position.chain(moves).chain(options).collect()
    }
}

/// What perfect play makes of a position, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Win,
    Loss,
    Draw,
}

impl Category {
    pub fn as_str(self) -> &'static str {
        match self {
            Category::Win => "win",
            Category::Loss => "loss",
            Category::Draw => "draw",
        }
    }
}

/// A category and its distance: the plies to the end (`null` for a draw).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Verdict {
    pub category: Category,
    pub plies: Option<u32>,
}

/// A legal move and the position's verdict after it, for the side to move then (as
/// lichess's tablebase answers).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TablebaseMove {
    #[serde(rename = "move")]
    pub text: String,
    #[serde(flatten)]
    pub after: Verdict,
}

/// The answer of a tablebase query.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TablebaseAnswer {
    #[serde(flatten)]
    pub verdict: Verdict,
    pub game: String,
    pub options: OptionMap,
    /// The side to move.
    pub side: Color,
    /// The verdict in words: `white wins in 36`, `draw`.
    pub text: String,
    pub moves: Vec<TablebaseMove>,
}

/// A setting the tablebase answers: a game and its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TablebaseSetting {
    pub game: String,
    pub options: OptionMap,
}

/// `GET /api/tablebase`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TablebaseSettings {
    pub settings: Vec<TablebaseSetting>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_create_body_reads_with_its_defaults() {
        let r = CreateRequest::parse(br#"{"game":"pyramida"}"#).unwrap();
        assert_eq!(r, CreateRequest { game: "pyramida".into(), ..CreateRequest::default() });
        let r = CreateRequest::parse(
            br#"{"game":"allmer","options":{"size":"5"},"seat":"black","timeControl":{"days":2},"open":true,"position":null}"#,
        )
        .unwrap();
        assert_eq!(r.seat, Some(SeatChoice::Black));
        assert_eq!(r.time_control, TimeControl::Days { days: 2 });
        assert_eq!(r.open, Some(true));
        assert_eq!(CreateRequest::parse(&serde_json::to_vec(&r).unwrap()), Ok(r));
    }

    #[test]
    fn a_bad_create_body_names_the_field_at_fault() {
        for (body, words) in [
            (&br#"{"game":5}"#[..], "'game'"),
            (br#"{"options":{}}"#, "missing field `game`"),
            (br#"{"game":"pyramida","options":{"size":5}}"#, "'options.size'"),
            (br#"{"game":"pyramida","options":[1]}"#, "'options'"),
            (br#"{"game":"pyramida","seat":"green"}"#, "'seat': unknown variant `green`"),
            (br#"{"game":"pyramida","timeControl":{"minutes":-1}}"#, "timeControl.minutes must be"),
            (br#"{"game":"pyramida","open":"yes"}"#, "'open'"),
            (b"[]", "a JSON object"),
            (br#"["pyramida"]"#, "a JSON object"),
            (b"{", "not the JSON object expected"),
            (br#"{"game":"pyramida"} x"#, "trailing characters"),
        ] {
            let refusal = CreateRequest::parse(body).unwrap_err();
            assert_eq!(refusal.code, Code::BadMessage);
            assert!(refusal.message.contains(words), "{}: {}", String::from_utf8_lossy(body), refusal.message);
        }
        let big = format!(r#"{{"game":"{}"}}"#, "x".repeat(MAX_FRAME));
        assert_eq!(CreateRequest::parse(big.as_bytes()).unwrap_err().code, Code::TooLarge);
    }

    #[test]
    fn a_tablebase_query_keeps_its_moves_in_order_and_refuses_twice_a_position() {
        let pairs =
            |list: &[(&str, &str)]| list.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect::<Vec<_>>();
        let q = TablebaseQuery::from_pairs(pairs(&[("move", "a 1"), ("corners", "off"), ("move", "b")])).unwrap();
        assert_eq!(q.moves, ["a 1", "b"]);
        assert_eq!(q.options, [("corners".to_string(), "off".to_string())]);
        assert_eq!(q.pairs(), [("move", "a 1"), ("move", "b"), ("corners", "off")]);
        let twice = TablebaseQuery::from_pairs(pairs(&[("position", "x"), ("position", "y")])).unwrap_err();
        assert!(twice.message.contains("twice"));
        let many = TablebaseQuery::from_pairs(vec![("move".to_string(), "a".to_string()); MAX_QUERY_MOVES + 1]);
        assert!(many.unwrap_err().message.contains("at most"));
    }

    #[test]
    fn a_tablebase_answer_is_lichess_shaped() {
        let answer = TablebaseAnswer {
            verdict: Verdict { category: Category::Win, plies: Some(3) },
            game: "pyraos".into(),
            options: OptionMap::default(),
            side: Color::White,
            text: "white wins in 3".into(),
            moves: vec![TablebaseMove { text: "a1".into(), after: Verdict { category: Category::Draw, plies: None } }],
        };
        let value = serde_json::to_value(&answer).unwrap();
        assert_eq!(value["category"], "win");
        assert_eq!(value["plies"], 3);
        assert_eq!(value["moves"][0]["move"], "a1");
        assert!(value["moves"][0]["plies"].is_null());
        assert_eq!(serde_json::from_value::<TablebaseAnswer>(value).unwrap(), answer);
    }
}
