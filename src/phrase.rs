//! Words for people as a message and its arguments, never as English to match: the site
//! looks each message up in the reader's language (www/i18n/LANG.ftl, Project Fluent),
//! the command line and the records read [`Phrase::english`]. tests/i18n.rs checks that
//! the English messages say exactly what `english` says.

use crate::game::{EndReason, Outcome, Side};

/// A message (`id`) and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Phrase`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A word that picks a variant of the message: `white`, `checkmate`, `extra-move`.
    Key(&'static str),
    /// Our own text, shown as it is: a cell's or a move's name.
    Text(String),
    /// A number; it also picks a plural form.
    Count(i64),
    /// Our own texts as one list ("b1 and c1"), joined in the reader's language.
    List(Vec<String>),
    /// A piece, by its key (`king`, `stone`: [`PIECES`]). The message selects on it to say
    /// the piece's name and the words that agree with it (an article, an adjective's or a
    /// verb's ending), which differ by the name's gender from one language to another.
    Piece(&'static str),
    /// Another message, said first in the same language: a game's title.
    Message(String),
    /// A moment (ms since 1970), said as a date and time in the reader's language.
    Date(i64),
    /// Another phrase with arguments of its own, said first: why a move is refused.
    Phrase(Box<Phrase>),
}

impl Phrase {
    pub fn new(id: &'static str) -> Phrase {
        Phrase { id, args: Vec::new() }
    }

    /// One argument more. Not inlined: every builder call site stays a call (the site's
    /// wasm carries many).
    #[inline(never)]
    fn with(mut self, name: &'static str, arg: Arg) -> Phrase {
        self.args.push((name, arg));
        self
    }

    pub fn key(self, name: &'static str, key: &'static str) -> Phrase {
        self.with(name, Arg::Key(key))
    }

    pub fn side(self, name: &'static str, side: Side) -> Phrase {
        self.with(name, Arg::Key(side_key(side)))
    }

    pub fn text(self, name: &'static str, text: impl AsRef<str>) -> Phrase {
        self.with(name, Arg::Text(text.as_ref().to_string()))
    }

    pub fn date(self, name: &'static str, ms: i64) -> Phrase {
        self.with(name, Arg::Date(ms))
    }

    pub fn count(self, name: &'static str, count: i64) -> Phrase {
        self.with(name, Arg::Count(count))
    }

    pub fn list(self, name: &'static str, items: Vec<String>) -> Phrase {
        self.with(name, Arg::List(items))
    }

    /// A piece by its key ([`piece_key`]).
    pub fn piece(self, name: &'static str, key: &'static str) -> Phrase {
        self.with(name, Arg::Piece(key))
    }

    pub fn message(self, name: &'static str, id: impl AsRef<str>) -> Phrase {
        self.with(name, Arg::Message(id.as_ref().to_string()))
    }

    pub fn phrase(self, name: &'static str, said: Phrase) -> Phrase {
        self.with(name, Arg::Phrase(Box::new(said)))
    }

    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// The arguments as JSON, as the site's `data-l10n-args` takes them: a piece is its
    /// key, as a word is; a list is `{"list":[…]}`, another message `{"id":"…"}`.
    #[inline(never)]
    pub fn args_json(&self) -> String {
        let mut out = String::from("{");
        for (i, (name, arg)) in self.args.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            quote(&mut out, name);
            out.push(':');
            match arg {
                Arg::Key(k) | Arg::Piece(k) => quote(&mut out, k),
                Arg::Text(t) => quote(&mut out, t),
                Arg::Count(n) => out.push_str(&n.to_string()),
                Arg::Date(ms) => {
                    out.push_str("{\"date\":");
                    out.push_str(&ms.to_string());
                    out.push('}');
                }
                Arg::List(items) => {
                    out.push_str("{\"list\":[");
                    for (j, item) in items.iter().enumerate() {
                        if j > 0 {
                            out.push(',');
                        }
                        quote(&mut out, item);
                    }
                    out.push_str("]}");
                }
                Arg::Message(id) => {
                    out.push_str("{\"id\":");
                    quote(&mut out, id);
                    out.push('}');
                }
                Arg::Phrase(said) => {
                    out.push_str("{\"id\":");
                    quote(&mut out, said.id);
                    out.push_str(",\"args\":");
                    out.push_str(&said.args_json());
                    out.push('}');
                }
            }
        }
        out.push('}');
        out
    }

    /// What the phrase says in English (the command line's and the records' words).
    pub fn english(&self) -> String {
        let text = |name: &str| match self.arg(name) {
            Some(Arg::Text(t)) => t.clone(),
            Some(Arg::Key(k)) => k.to_string(),
            Some(Arg::Count(n)) | Some(Arg::Date(n)) => n.to_string(),
            Some(Arg::List(items)) => english_list(items),
            Some(Arg::Piece(key)) => piece_english(key).to_string(),
            Some(Arg::Message(id)) => english_message(id).to_string(),
            Some(Arg::Phrase(said)) => said.english(),
            None => String::new(),
        };
        let key = |name: &str| match self.arg(name) {
            Some(Arg::Key(k)) => *k,
            _ => "",
        };
        let side = |name: &str| if key(name) == "white" { "White" } else { "Black" };
        let whose = |name: &str| if key(name) == "white" { "White's" } else { "Black's" };
        let plural = |noun: String| match self.arg("count") {
            Some(Arg::Count(1)) => noun,
            _ => noun + "s",
        };
        match self.id {
            "move-step" => format!("{} {} to {}", side("side"), text("from"), text("to")),
            "move-piece-step" => format!("{} {} {} to {}", side("side"), text("piece"), text("from"), text("to")),
            "move-place" => format!("{} places a {} on {}", side("side"), text("piece"), text("cell")),
            "move-pass" => format!("{} passes", side("side")),
            "effect-retreat" => {
                format!("{} {} on {} retreats to {}", whose("side"), text("piece"), text("from"), text("to"))
            }
            "effect-column-retreat" => format!(
                "{} {} on {} retreats down the column to {}",
                whose("side"),
                text("piece"),
                text("from"),
                text("to")
            ),
            "effect-push" => {
                format!("{} {} on {} is pushed to {}", whose("side"), text("piece"), text("from"), text("to"))
            }
            "effect-extra-move" => format!("{} cannot retreat: {} moves again", text("cell"), side("side")),
            "effect-pass" => format!("{} cannot move and passes", side("side")),
            "effect-removed" => {
                let what = format!("{} {} on {}", whose("side"), text("piece"), text("cell"));
                match key("why") {
                    "captured" => format!("{what} is captured"),
                    "smashed" => format!("{what} is smashed"),
                    "fell" => format!("{what} falls off the pyramid"),
                    _ => format!("{what} leaves the board at the top"),
                }
            }
            "effect-osiris" => {
                format!("Osiris: {} {} on {} enclosed and removed", whose("side"), plural(text("piece")), text("cells"))
            }
            "effect-taken-back" => {
                format!("{} takes back the {} on {}", side("side"), plural(text("piece")), text("cells"))
            }
            "effect-checkmate" => format!("Checkmate: {} King cannot escape", whose("side")),
            "effect-check" => format!("Check: {} King is attacked", whose("side")),
            "refusal-no-move" => format!("The {} on {} has no move now.", text("piece"), text("cell")),
            "refusal-not-yours" => {
                let turn = Phrase::new("turn").key("side", key("turn")).key("note", key("note"));
                format!("The {} on {} is {}: {}.", text("piece"), text("cell"), whose("side"), turn.english())
            }
            "refusal-illegal" => text("reason"),
            "warn-end" => {
                let reason = EndReason::ALL.iter().find(|r| r.key() == key("reason")).map_or("", |r| r.describe());
                format!("Playing this {}: {reason}.", key("result"))
            }
            "warn-own-lost" => match self.arg("count") {
                Some(Arg::Count(1)) => format!("Playing this loses one of your own {}.", key("pieces")),
                _ => format!("Playing this loses {} of your own {}.", text("count"), key("pieces")),
            },
            "warn-repetition" => {
                format!("This position has occurred before: reaching it once more {} (third repetition).", key("then"))
            }
            "threat" => {
                let what = match key("what") {
                    "wins" => "wins",
                    "check" => "gives check",
                    "takes" => "takes a piece",
                    "destroys" => "destroys a piece",
                    _ => "pushes a piece back",
                };
                format!("{} {} {what}", side("side"), text("move"))
            }
            // The engine's errors and their reasons: src/reason.rs's table.
            _ => self.plain_english(),
        }
    }

    /// What an error, a reason, an end or a turn says in English: [`Phrase::english`]
    /// without the words of moves and warnings, so that a build that only reports errors
    /// (the computer's worker, an embedded board) leaves those out.
    pub fn plain_english(&self) -> String {
        let key = |name: &str| match self.arg(name) {
            Some(Arg::Key(k)) => *k,
            _ => "",
        };
        let side = |name: &str| if key(name) == "white" { "White" } else { "Black" };
        match self.id {
            "turn" => match key("note") {
                "check" => format!("{} to move — check", side("side")),
                "extra-move" => format!("{} to move — extra move", side("side")),
                _ => format!("{} to move", side("side")),
            },
            "end" => {
                let reason = EndReason::ALL.iter().find(|r| r.key() == key("reason")).map_or("", |r| r.describe());
                match key("outcome") {
                    "draw" => format!("Draw: {reason}"),
                    _ => format!("{} wins: {reason}", side("outcome")),
                }
            }
            _ => crate::reason::english(self, Phrase::plain_english).unwrap_or_else(|| self.id.to_string()),
        }
    }
}

/// `white` or `black`: the key a side is named by in messages.
pub fn side_key(side: Side) -> &'static str {
    side.key()
}

/// The key of an outcome: the winner's side, or `draw`.
pub fn outcome_key(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win(side) => side_key(side),
        Outcome::Draw => "draw",
    }
}

/// The key of a piece (`king`, `stone`…) by its noun or kind letter (`stone`, `K`);
/// `piece` if none.
pub fn piece_key(noun_or_letter: &str) -> &'static str {
    PIECES.iter().find(|(by, _, _)| *by == noun_or_letter).map_or("piece", |(_, key, _)| key)
}

/// Every piece: its noun or kind letter, its key in messages, and its English.
pub const PIECES: [(&str, &str, &str); 9] = [
    ("piece", "piece", "piece"),
    ("stone", "stone", "stone"),
    ("sphere", "sphere", "sphere"),
    ("K", "king", "King"),
    ("Q", "queen", "Queen"),
    ("R", "rook", "Rook"),
    ("B", "bishop", "Bishop"),
    ("N", "knight", "Knight"),
    ("P", "pawn", "Pawn"),
];

/// The English of a piece's key.
pub(crate) fn piece_english(key: &str) -> &'static str {
    PIECES.iter().find(|(_, k, _)| *k == key).map_or("", |(_, _, english)| english)
}

/// The English of a message said as an argument: a game's title (`game-NAME-title`).
pub(crate) fn english_message(id: &str) -> &'static str {
    id.strip_prefix("game-")
        .and_then(|rest| rest.strip_suffix("-title"))
        .and_then(crate::games::info)
        .map_or("", |g| g.title)
}

/// "a", "a and b", "a, b and c".
pub fn english_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn quote(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            // Our texts have no control characters; one would break nothing as a space.
            c if (c as u32) < 0x20 => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_are_json() {
        let p = Phrase::new("effect-osiris")
            .side("side", Side::Black)
            .piece("piece", piece_key("stone"))
            .count("count", 2)
            .list("cells", vec!["b1".into(), "c\"1".into()]);
        assert_eq!(p.args_json(), r#"{"side":"black","piece":"stone","count":2,"cells":{"list":["b1","c\"1"]}}"#);
        assert_eq!(p.english(), "Osiris: Black's stones on b1 and c\"1 enclosed and removed");
    }

    #[test]
    fn a_list_joins_with_and() {
        let items: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        assert_eq!(english_list(&items), "a, b and c");
        assert_eq!(english_list(&items[..1]), "a");
    }
}
