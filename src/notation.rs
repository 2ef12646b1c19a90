//! What the four position formats share: `<side> W:<list> B:<list> [key=value …]`.
//! Each game turns the cell tokens into its own cells.

use crate::game::{Error, Side};
use crate::message::or_list;
use crate::message::Phrase;

/// A position split into its parts, cells still as text.
#[derive(Debug, PartialEq, Eq)]
pub struct PositionParts<'a> {
    pub side: Side,
    pub white: Vec<&'a str>,
    pub black: Vec<&'a str>,
    pub fields: Vec<(&'a str, &'a str)>,
}

impl<'a> PositionParts<'a> {
    pub fn list(&self, side: Side) -> &[&'a str] {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }

    /// The value of field `key`, if present.
    pub fn field(&self, key: &str) -> Option<&'a str> {
        self.fields.iter().rev().find(|(k, _)| *k == key).map(|(_, v)| *v)
    }

    /// Rejects fields other than `known`.
    pub fn only_fields(&self, known: &[&str]) -> Result<(), Error> {
        for (k, v) in &self.fields {
            if !known.contains(k) {
                let reason = if known.is_empty() {
                    Phrase::new("reason-no-fields")
                } else {
                    or_list(Phrase::new("reason-unknown-field"), "known", known)
                };
                return Err(Error::position(format!("{k}={v}"), reason));
            }
        }
        Ok(())
    }
}

/// Splits a position into side, lists and fields.
pub fn split_position(text: &str) -> Result<PositionParts<'_>, Error> {
    let text = text.trim();
    if text.is_empty() {
        return Err(Error::position("", Phrase::new("reason-empty-position")));
    }
    let mut tokens = text.split(' ');
    let side = match tokens.next() {
        Some("w") => Side::White,
        Some("b") => Side::Black,
        Some(t) => return Err(Error::position(t, Phrase::new("reason-side-to-move"))),
        None => unreachable!("split yields at least one token"),
    };
    let white = list(tokens.next(), "W:")?;
    let black = list(tokens.next(), "B:")?;
    let mut fields = Vec::new();
    for token in tokens {
        if token.is_empty() {
            return Err(Error::position(text, Phrase::new("reason-single-spaces")));
        }
        match token.split_once('=') {
            Some((k, v)) if !k.is_empty() && !v.is_empty() => fields.push((k, v)),
            _ => return Err(Error::position(token, Phrase::new("reason-field"))),
        }
    }
    Ok(PositionParts { side, white, black, fields })
}

fn list<'a>(token: Option<&'a str>, prefix: &str) -> Result<Vec<&'a str>, Error> {
    let Some(token) = token else {
        return Err(Error::position("", Phrase::new("reason-missing-list").text("prefix", prefix)));
    };
    if token.is_empty() {
        return Err(Error::position(prefix, Phrase::new("reason-single-spaces")));
    }
    let Some(rest) = token.strip_prefix(prefix) else {
        return Err(Error::position(token, Phrase::new("reason-list").text("prefix", prefix)));
    };
    if rest.is_empty() {
        return Ok(Vec::new());
    }
    let cells: Vec<&str> = rest.split(',').collect();
    if cells.iter().any(|c| c.is_empty()) {
        return Err(Error::position(token, Phrase::new("reason-empty-cell-in-list")));
    }
    Ok(cells)
}

/// Writes `<side> W:<list> B:<list> [fields]`; lists must already be in canonical order.
pub fn join_position(side: Side, white: &[String], black: &[String], fields: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(64);
    out.push(match side {
        Side::White => 'w',
        Side::Black => 'b',
    });
    out.push_str(" W:");
    out.push_str(&white.join(","));
    out.push_str(" B:");
    out.push_str(&black.join(","));
    for (k, v) in fields {
        out.push(' ');
        out.push_str(k);
        out.push('=');
        out.push_str(v);
    }
    out
}

/// Splits `FROM-TO` into its two halves.
pub fn split_from_to(token: &str) -> Option<(&str, &str)> {
    let (a, b) = token.split_once('-')?;
    if a.is_empty() || b.is_empty() || b.contains('-') {
        return None;
    }
    Some((a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_side_lists_and_fields() {
        let p = split_position("  b W:b3,c4 B: extra=1 ").unwrap();
        assert_eq!(p.side, Side::Black);
        assert_eq!(p.white, vec!["b3", "c4"]);
        assert!(p.black.is_empty());
        assert_eq!(p.field("extra"), Some("1"));
    }

    #[test]
    fn names_the_bad_token() {
        let e = split_position("x W: B:").unwrap_err();
        assert!(e.to_string().contains("'x'"), "{e}");
        let e = split_position("w B: W:").unwrap_err();
        assert!(e.to_string().contains("'B:'"), "{e}");
        let e = split_position("w W:a1,,b2 B:").unwrap_err();
        assert!(e.to_string().contains("empty cell"), "{e}");
        let e = split_position("w W:  B:").unwrap_err();
        assert!(e.to_string().contains("single spaces"), "{e}");
        let e = split_position("W w: B:").unwrap_err();
        assert!(e.to_string().contains("'W'"), "{e}");
        let e = split_position("w W: B: extra").unwrap_err();
        assert!(e.to_string().contains("'extra'"), "{e}");
    }

    #[test]
    fn joins_in_the_given_order() {
        let s = join_position(Side::White, &["d1".into()], &[], &[("extra", "1".into())]);
        assert_eq!(s, "w W:d1 B: extra=1");
    }
}
