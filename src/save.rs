//! A saved game as plain text: the game, its options, the start position and the moves.
//! Decoding checks every line and replays every move, so a damaged save is refused with
//! a message naming the line, never half-loaded.

use crate::game::{Error, Options};
use crate::games::{open, option_specs, Session};
use crate::message::Phrase;

const HEADER: &str = "pyramid-save 1";

pub fn encode(session: &dyn Session) -> String {
    let mut out = format!("{HEADER}\ngame {}\n", session.name());
    for (k, v) in session.options().pairs() {
        out.push_str(&format!("option {k}={v}\n"));
    }
    out.push_str(&format!("start {}\n", session.start_position()));
    for mv in session.history() {
        out.push_str(&format!("move {mv}\n"));
    }
    out
}

/// Why a save could not be read: the line (from 1) and the problem (a reason, or the
/// error of the line's option, position or move).
#[derive(Debug, PartialEq, Eq)]
pub struct SaveError {
    pub line: usize,
    pub reason: Phrase,
}

impl SaveError {
    /// The problem as a message: "saved game, line 2: …".
    pub fn phrase(&self) -> Phrase {
        Phrase::new("error-save").count("line", self.line as i64).phrase("reason", self.reason.clone())
    }
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.phrase().plain_english())
    }
}

pub fn decode(text: &str) -> Result<Box<dyn Session>, SaveError> {
    let fail = |line: usize, reason: Phrase| SaveError { line, reason };
    let error = |line: usize| move |e: Error| SaveError { line, reason: e.phrase() };
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    match lines.next() {
        Some((_, HEADER)) => {}
        _ => return Err(fail(1, Phrase::new("reason-save-header").text("header", HEADER))),
    }
    let (n, game) = match lines.next() {
        Some((n, l)) => (n, l.strip_prefix("game ").ok_or_else(|| fail(n, Phrase::new("reason-save-game")))?),
        None => return Err(fail(2, Phrase::new("reason-save-game"))),
    };
    let specs = option_specs(game).map_err(error(n))?;
    let mut options = Options::new();
    let mut session: Option<Box<dyn Session>> = None;
    let mut last = n;
    for (n, line) in lines {
        last = n;
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match (word, session.as_mut()) {
            ("option", None) => options.set_pair(rest).and_then(|()| options.validate(specs)).map_err(error(n))?,
            ("start", None) => {
                session = Some(open(game, &options, Some(rest)).map_err(error(n))?);
            }
            ("move", Some(s)) => {
                s.play(rest).map_err(error(n))?;
            }
            ("", _) => {}
            _ => return Err(fail(n, Phrase::new("reason-save-word").text("word", word))),
        }
    }
    session.ok_or_else(|| fail(last + 1, Phrase::new("reason-save-start")))
}

impl From<SaveError> for Error {
    fn from(e: SaveError) -> Error {
        Error::position(format!("line {}", e.line), e.reason)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_round_trips() {
        let mut options = Options::new();
        options.set("chain", "off");
        let mut s = open("pyramida", &options, None).unwrap();
        s.play("d1-c2").unwrap();
        s.play("b1-a2").unwrap();
        let text = encode(s.as_ref());
        let back = decode(&text).unwrap();
        assert_eq!(back.position(), s.position());
        assert_eq!(back.history(), s.history());
        assert_eq!(back.options(), s.options());
    }

    #[test]
    fn damaged_saves_name_the_line() {
        let good = "pyramid-save 1\ngame pyramida\nstart w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1\nmove d1-c2\n";
        for (text, line, word) in [
            ("", 1, "pyramid-save"),
            ("pyramid-save 1\nchess", 2, "game"),
            ("pyramid-save 1\ngame chess\nstart w W: B:", 2, "chess"),
            (&good.replace("d1-c2", "d1-d3") as &str, 4, "d1-d3"),
            (&good.replace("W:d1", "W:k14") as &str, 3, "k14"),
            (&good.replace("start", "begin") as &str, 3, "begin"),
            ("pyramid-save 1\ngame pyramida\noption chain=sometimes\n", 3, "chain=sometimes"),
            ("pyramid-save 1\ngame pyramida\n", 3, "start"),
        ] {
            let err = decode(text).err().unwrap_or_else(|| panic!("accepted {text:?}"));
            assert_eq!(err.line, line, "{text:?}: {err}");
            assert!(err.to_string().contains(word), "{text:?}: {err}");
        }
    }
}
