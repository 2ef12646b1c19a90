//! A whole game in the address of the app: the part after `#`.
//!
//! `chase?power=own&position=b%20W:Kd5%20B:Kag1&m=Bx0J…` — the game's name, then, each
//! only when needed, the options that are off their default (`KEY=VALUE`), the start
//! position when it is not the game's own (percent-encoded) and the moves (`m`). Each
//! move is its index among the position's legal moves sorted bytewise (as
//! [`Session::legal_moves`] lists them), written in base 64 with the URL-safe alphabet
//! `A–Z a–z 0–9 - _`: one character while a position has at most 64 legal moves, two up to
//! 4,096, and so on — the width follows from the count, so the codes need no separator.
//!
//! Decoding never fails on a damaged link when it knows the game: it opens as much of
//! the game as is valid and says what was wrong.

use crate::game::{Error, Options};
use crate::games::{open, option_specs, Session};
use crate::message::Phrase;
use std::fmt;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a link could not be followed to its end: the move (from 1) where it went wrong,
/// if it was a move, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    pub ply: Option<usize>,
    pub reason: Phrase,
}

impl LinkError {
    /// The problem as a message: "link, move 2: …".
    pub fn phrase(&self) -> Phrase {
        match self.ply {
            Some(ply) => Phrase::new("error-link-move").count("ply", ply as i64).phrase("reason", self.reason.clone()),
            None => Phrase::new("error-link").phrase("reason", self.reason.clone()),
        }
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.phrase().plain_english())
    }
}

impl std::error::Error for LinkError {}

fn problem(reason: Phrase) -> LinkError {
    LinkError { ply: None, reason }
}

/// A game opened from a link, and what was wrong with the link if anything was: then the
/// game holds what came before the fault.
pub struct Decoded {
    pub session: Box<dyn Session>,
    pub problem: Option<LinkError>,
}

/// How many characters code one move among `count` legal moves.
pub fn code_width(count: usize) -> usize {
    let mut width = 1;
    let mut reach = 64usize;
    while reach < count {
        width += 1;
        reach = reach.saturating_mul(64);
    }
    width
}

fn push_code(out: &mut String, index: usize, width: usize) {
    for i in (0..width).rev() {
        let digit = index.checked_shr(6 * i as u32).unwrap_or(0) % 64;
        out.push(ALPHABET[digit] as char);
    }
}

fn digit(c: char) -> Option<usize> {
    ALPHABET.iter().position(|&a| a as char == c)
}

/// Percent-encodes everything but letters, digits and `- . _ ~ : ,`.
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for &b in text.as_bytes() {
        if b.is_ascii_alphanumeric() || b"-._~:,".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Undoes `%XX` escapes (and reads `+` as a space); the bytes must make UTF-8.
pub fn percent_decode(text: &str) -> Result<String, Phrase> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
                let byte = hex
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .filter(|_| hex.is_some_and(|h| !h.starts_with('+')));
                let Some(byte) = byte else {
                    return Err(Phrase::new("reason-percent").count("index", i as i64 + 1));
                };
                out.push(byte);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| Phrase::new("reason-percent-utf8"))
}

/// The link of a session's game (without the `#`).
pub fn encode(session: &dyn Session) -> String {
    let name = session.name();
    let mut parts: Vec<String> = Vec::new();
    let mut options = Options::new();
    for spec in session.option_specs() {
        let value = session.options().get(spec);
        options.set(spec.key, value);
        if value != spec.default_value() {
            parts.push(format!("{}={}", spec.key, percent_encode(value)));
        }
    }
    let start = session.start_position();
    let own = open(name, &options, None).map(|s| s.position()).ok();
    let from = (own.as_deref() != Some(start.as_str())).then_some(start.as_str());
    if let Some(position) = from {
        parts.push(format!("position={}", percent_encode(position)));
    }
    let history = session.history();
    if !history.is_empty() {
        let mut codes = String::with_capacity(history.len() * 2);
        if let Ok(mut replay) = open(name, &options, from) {
            for text in &history {
                let legal = replay.legal_moves();
                let Some(index) = legal.iter().position(|m| m == text) else { break };
                push_code(&mut codes, index, code_width(legal.len()));
                if replay.play(text).is_err() {
                    break;
                }
            }
        }
        parts.push(format!("m={codes}"));
    }
    if parts.is_empty() {
        name.to_string()
    } else {
        format!("{name}?{}", parts.join("&"))
    }
}

/// Opens the game of a link (with or without its `#`). An unknown or missing game is the
/// only error; any other fault opens what came before it and is reported in
/// [`Decoded::problem`]: a bad option or start position opens the game's start (the moves
/// would mean nothing), a bad move code keeps the moves before it.
pub fn decode(link: &str) -> Result<Decoded, LinkError> {
    let link = link.strip_prefix('#').unwrap_or(link);
    let (name, query) = link.split_once('?').unwrap_or((link, ""));
    let specs = option_specs(name).map_err(|e| problem(e.phrase()))?;
    let mut first: Option<LinkError> = None;
    let mut note = |e: LinkError| {
        if first.is_none() {
            first = Some(e);
        }
    };
    let mut options = Options::new();
    let mut position: Option<String> = None;
    let mut codes: Option<&str> = None;
    let mut setup_ok = true;
    for part in query.split('&').filter(|p| !p.is_empty()) {
        let Some((key, value)) = part.split_once('=') else {
            note(problem(Phrase::new("reason-link-pair").text("part", part)));
            continue;
        };
        match key {
            "m" if codes.is_none() => codes = Some(value),
            "position" if position.is_none() => match percent_decode(value) {
                Ok(text) => position = Some(text),
                Err(why) => {
                    note(problem(Phrase::new("reason-link-position").phrase("why", why)));
                    setup_ok = false;
                }
            },
            "m" | "position" => {
                note(problem(Phrase::new("reason-link-twice").text("key", key)));
                setup_ok = false;
            }
            _ => {
                let mut one = Options::new();
                let checked = percent_decode(value).map_err(|why| Error::option(part, why)).and_then(|v| {
                    one.set(key, &v);
                    one.validate(specs)
                });
                match checked {
                    Ok(()) => {
                        for (k, v) in one.pairs() {
                            options.set(k, v);
                        }
                    }
                    Err(e) => {
                        note(problem(e.phrase()));
                        setup_ok = false;
                    }
                }
            }
        }
    }
    let mut session = match open(name, &options, position.as_deref()) {
        Ok(s) => s,
        Err(e) => {
            note(problem(e.phrase()));
            setup_ok = false;
            open(name, &options, None).map_err(|e| problem(e.phrase()))?
        }
    };
    match codes {
        Some(codes) if !setup_ok && !codes.is_empty() => {
            note(problem(Phrase::new("reason-link-not-replayed")));
        }
        Some(codes) => {
            if let Err(e) = play_codes(session.as_mut(), codes) {
                note(e);
            }
        }
        None => {}
    }
    Ok(Decoded { session, problem: first })
}

fn play_codes(session: &mut dyn Session, codes: &str) -> Result<(), LinkError> {
    let mut chars = codes.chars();
    let mut ply = 0;
    loop {
        if chars.as_str().is_empty() {
            return Ok(());
        }
        ply += 1;
        let fail = |reason: Phrase| LinkError { ply: Some(ply), reason };
        if let Some(end) = session.end() {
            return Err(fail(Phrase::new("reason-link-over").phrase("end", end.phrase())));
        }
        let legal = session.legal_moves();
        let width = code_width(legal.len());
        let mut index = 0usize;
        let mut code = String::new();
        for _ in 0..width {
            let Some(c) = chars.next() else {
                return Err(fail(Phrase::new("reason-link-cut").text("code", &code).count("width", width as i64)));
            };
            code.push(c);
            let Some(d) = digit(c) else {
                return Err(fail(Phrase::new("reason-link-code").text("code", c.to_string())));
            };
            index = index.saturating_mul(64).saturating_add(d);
        }
        let Some(text) = legal.get(index) else {
            return Err(fail(Phrase::new("reason-link-range").text("code", &code).count("count", legal.len() as i64)));
        };
        session.play(text).map_err(|e| fail(e.phrase()))?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_widths_follow_the_count() {
        assert_eq!([1, 2, 64, 65, 4096, 4097].map(code_width), [1, 1, 1, 2, 2, 3]);
        let mut s = String::new();
        push_code(&mut s, 64 * 3 + 5, 2);
        assert_eq!(s, "DF");
    }

    #[test]
    fn percent_codes_round_trip() {
        let text = "b W:b3,c4 B:d3,d5 extra=1 ü%+&#";
        let coded = percent_encode(text);
        assert_eq!(&coded[..26], "b%20W:b3,c4%20B:d3,d5%20ex");
        assert!(coded.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._~:,%".contains(&b)), "{coded}");
        assert_eq!(percent_decode(&coded).as_deref(), Ok(text));
        assert_eq!(percent_decode("a+b").as_deref(), Ok("a b"));
        for bad in ["%", "%4", "%zz", "%+1", "%C3", "%FF"] {
            assert!(percent_decode(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_game_opens_from_its_link() {
        let mut options = Options::new();
        options.set("chain", "off");
        options.set("opening-guard", "on");
        let mut s = open("pyramida", &options, Some("b W:b3,c4 B:d3,e4")).unwrap();
        for m in ["e4-d5 c4+", "d3-e4", "c4-b5"] {
            s.play(m).unwrap();
        }
        let link = encode(s.as_ref());
        assert!(link.starts_with("pyramida?chain=off&position=b%20W:b3,c4%20B:d3,e4&m="), "{link}");
        assert_eq!(link.len(), "pyramida?chain=off&position=b%20W:b3,c4%20B:d3,e4&m=".len() + 3);
        let back = decode(&format!("#{link}")).unwrap();
        assert_eq!(back.problem, None);
        assert_eq!(back.session.history(), s.history());
        assert_eq!(back.session.start_position(), s.start_position());
        assert_eq!(back.session.options().get(&back.session.option_specs()[1]), "off");
        assert_eq!(encode(open("allmer", &Options::new(), None).unwrap().as_ref()), "allmer");
    }

    #[test]
    fn links_keep_their_format() {
        let mut options = Options::new();
        options.set("chain", "off");
        let mut s = open("pyramida", &options, None).unwrap();
        for m in ["d1-c2", "b1-a2", "h1-g2"] {
            s.play(m).unwrap();
        }
        assert_eq!(encode(s.as_ref()), "pyramida?chain=off&m=AAE");
    }

    #[test]
    fn a_damaged_link_opens_what_came_before_the_fault() {
        let mut s = open("pyramida", &Options::new(), None).unwrap();
        for m in ["d1-c2", "b1-a2", "h1-g2"] {
            s.play(m).unwrap();
        }
        let link = encode(s.as_ref());
        let (head, codes) = link.split_once("m=").unwrap();
        for (bad, ply, played, words) in [
            (format!("{head}m={}", &codes[..2]), None, 2, ""),
            (format!("{head}m={}!", &codes[..2]), Some(3), 2, "'!' is not a move code"),
            (format!("{head}m={}_", &codes[..2]), Some(3), 2, "out of range"),
            (format!("{link}&speed=fast"), None, 0, "'speed'"),
            (format!("{link}&chain=maybe"), None, 0, "'chain=maybe'"),
            (format!("{link}&position=w%20W:z9%20B:"), None, 0, "'z9'"),
            (format!("{link}&position=%G1"), None, 0, "hex"),
            (format!("{link}&m=A"), None, 0, "twice"),
            (format!("{link}&junk"), None, 3, "'junk'"),
        ] {
            let d = decode(&bad).unwrap();
            assert_eq!(d.session.history(), s.history()[..played], "{bad}");
            match d.problem {
                None => assert!(words.is_empty(), "{bad}: no problem reported"),
                Some(e) => {
                    assert_eq!(e.ply, ply, "{bad}: {e}");
                    assert!(e.to_string().contains(words), "{bad}: {e}");
                }
            }
        }
        let mut won = open("pyramida", &Options::new(), Some("w W:j13 B:b1")).unwrap();
        won.play("j13-k14").unwrap();
        let won = decode(&format!("{}A", encode(won.as_ref()))).unwrap();
        assert_eq!(won.session.history(), ["j13-k14"]);
        assert!(won.problem.unwrap().to_string().starts_with("link, move 2: the game is already over"));
        assert!(decode("chess?m=AA").err().unwrap().to_string().contains("unknown game 'chess'"));
        assert!(decode("").is_err());
    }
}
