//! A message to a person as data: its id and its arguments, never as English to match.
//! The site looks each message up in the reader's language (www/i18n/LANG.ftl, Project
//! Fluent); the English of moves is [`crate::phrase`]'s and the English of errors, ends and
//! reasons [`crate::reason`]'s. This is the ground floor: it imports nothing of the engine,
//! so that the game's shape (`game`) can name why it refuses something without its words.

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
}

/// A choice of our own values as argument `name`: "a or b or c", "or" said in the
/// reader's language (the nested message `reason-or`).
pub fn or_list(phrase: Phrase, name: &'static str, items: &[&str]) -> Phrase {
    match items {
        [first, rest @ ..] if !rest.is_empty() => {
            phrase.phrase(name, or_list(Phrase::new("reason-or").text("first", first), "second", rest))
        }
        _ => phrase.text(name, items.first().copied().unwrap_or_default()),
    }
}

/// The key of a piece (`king`, `stone`…) by its noun or kind letter (`stone`, `K`);
/// `piece` if none.
pub fn piece_key(noun_or_letter: &str) -> &'static str {
    PIECES.iter().find(|(by, _)| *by == noun_or_letter).map_or("piece", |(_, key)| key)
}

/// Every piece: its noun or kind letter, and its key in messages.
pub const PIECES: [(&str, &str); 9] = [
    ("piece", "piece"),
    ("stone", "stone"),
    ("sphere", "sphere"),
    ("K", "king"),
    ("Q", "queen"),
    ("R", "rook"),
    ("B", "bishop"),
    ("N", "knight"),
    ("P", "pawn"),
];

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
            .key("side", "black")
            .piece("piece", piece_key("stone"))
            .count("count", 2)
            .list("cells", vec!["b1".into(), "c\"1".into()]);
        assert_eq!(p.args_json(), r#"{"side":"black","piece":"stone","count":2,"cells":{"list":["b1","c\"1"]}}"#);
    }

    #[test]
    fn a_choice_of_values_nests_its_ors() {
        let p = or_list(Phrase::new("reason-option-value"), "values", &["a", "b", "c"]);
        assert_eq!(
            p.args_json(),
            r#"{"values":{"id":"reason-or","args":{"first":"a","second":{"id":"reason-or","args":{"first":"b","second":"c"}}}}}"#
        );
        assert_eq!(or_list(Phrase::new("reason-option-value"), "values", &["on"]).args_json(), r#"{"values":"on"}"#);
    }
}
