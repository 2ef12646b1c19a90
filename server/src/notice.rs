//! What a stored change tells the other processes (Postgres's NOTIFY, in the change's own
//! transaction): `v:ID:VERSION`, and, when it fits in a notice, the row's new values and
//! the change's messages. A room exactly one version behind takes such a change as it
//! comes, without reading the store; any other room (a gap, a notice too large to carry
//! them) reads the store as before. Carrying the change saves Postgres one read a move
//! on every other process that holds the game.

use crate::clock::Clock;
use crate::state::{parse_side, GameState, Reason, Status};
use serde::{Deserialize, Serialize};

/// Postgres caps a notice at 8,000 bytes; a change's values and messages are carried
/// only below this.
pub const MAX_CARRIED: usize = 7_800;

/// The row's values after a change, as the store writes them (its immutable columns,
/// and the moves, are not carried).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RowChange {
    pub status: String,
    pub reason: Option<String>,
    pub message: Option<String>,
    pub seats: [Option<String>; 2],
    #[serde(default)]
    pub players: [Option<String>; 2],
    #[serde(default)]
    pub accounts: [Option<String>; 2],
    pub offers: [Option<String>; 3],
    pub white_ms: i64,
    pub black_ms: i64,
    pub running: Option<String>,
    pub since_ms: i64,
    pub joined_ms: Option<i64>,
    pub rematch: Option<String>,
    pub open: bool,
}

/// A notice read: the game, its version, and what it carried, if anything.
#[derive(Debug, PartialEq)]
pub struct Notice<'a> {
    pub game: &'a str,
    pub version: i64,
    /// The row's values and the change's messages (JSON, as stored in `events`).
    pub carried: Option<(RowChange, &'a str)>,
}

/// The text of the notice of version `version` of game `id`.
pub fn text(id: &str, version: i64, change: &RowChange, messages: &str) -> String {
    let plain = format!("v:{id}:{version}");
    let row = serde_json::to_string(change).unwrap_or_default();
    let full = format!("{plain}:{row}\n{messages}");
    if full.len() <= MAX_CARRIED {
        full
    } else {
        plain
    }
}

/// Reads the part after `v:` of a change's notice.
pub fn parse(rest: &str) -> Option<Notice<'_>> {
    let (game, rest) = rest.split_once(':')?;
    let (version, carried) = match rest.split_once(':') {
        Some((version, carried)) => (version, Some(carried)),
        None => (rest, None),
    };
    let version = version.parse().ok()?;
    let carried = carried.and_then(|c| {
        let (row, messages) = c.split_once('\n')?;
        Some((serde_json::from_str(row).ok()?, messages))
    });
    Some(Notice { game, version, carried })
}

impl RowChange {
    /// `state` (the game before the change) with the change's values and `version`;
    /// `None` if a value is not one the store writes.
    pub fn applied_to(&self, state: &GameState, version: i64) -> Option<GameState> {
        let side = |text: &Option<String>| -> Option<Option<pyramid_games::Side>> {
            match text {
                None => Some(None),
                Some(t) => parse_side(t).map(Some),
            }
        };
        let mut next = state.clone();
        next.status = Status::parse(&self.status)?;
        next.reason = match &self.reason {
            None => None,
            Some(r) => Some(Reason::parse(r)?),
        };
        next.message = self.message.clone();
        // A seat once given is kept, as the store keeps it.
        let mine = next.seats.iter_mut().chain(&mut next.players).chain(&mut next.accounts);
        for (mine, given) in mine.zip(self.seats.iter().chain(&self.players).chain(&self.accounts)) {
            if mine.is_none() {
                mine.clone_from(given);
            }
        }
        for (offer, given) in next.offers.iter_mut().zip(&self.offers) {
            *offer = side(given)?;
        }
        next.clock = Clock {
            white_ms: self.white_ms,
            black_ms: self.black_ms,
            running: side(&self.running)?,
            since_ms: self.since_ms,
        };
        next.joined_ms = self.joined_ms;
        next.rematch = self.rematch.clone();
        next.open = self.open;
        next.version = version;
        Some(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change() -> RowChange {
        RowChange {
            status: "ongoing".into(),
            reason: None,
            message: None,
            seats: [Some("a".into()), Some("b".into())],
            players: [Some("ann".into()), None],
            accounts: [Some("a1".into()), None],
            offers: [Some("white".into()), None, None],
            white_ms: 1,
            black_ms: 2,
            running: Some("black".into()),
            since_ms: 3,
            joined_ms: Some(4),
            rematch: None,
            open: true,
        }
    }

    #[test]
    fn a_notice_carries_the_change_when_it_fits_and_reads_back() {
        let messages = r#"[{"type":"offer","what":"draw","by":"white","v":7}]"#;
        let text = text("g1", 7, &change(), messages);
        let notice = parse(text.strip_prefix("v:").unwrap()).unwrap();
        assert_eq!((notice.game, notice.version), ("g1", 7));
        assert_eq!(notice.carried, Some((change(), messages)));
        let big = format!("[\"{}\"]", "x".repeat(MAX_CARRIED));
        assert_eq!(super::text("g1", 7, &change(), &big), "v:g1:7");
        assert_eq!(parse("g1:8").unwrap().carried, None);
        assert_eq!(parse("g1:x"), None);
    }
}
