//! Game records: a whole game as plain text that people can read, write by hand and
//! pass around, in the manner of chess's PGN but for all four games.
//!
//! ```text
//! [Game "pyramida"]
//! [Options "chain=off"]
//! [White "Ann"]
//! [Black "Bob"]
//! [Result "*"]
//!
//! 1. d1-c2 b1-a2 2. h1-g2 {a quiet start} f1-e2 *
//! ```
//!
//! Tag lines come first, one `[Name "value"]` each: `Game` (required), `Options`
//! (space-separated `key=value`, only those off their default), `Start` (the start
//! position when it is not the game's own), `Event`, `Site`, `Date`, `White`, `Black`,
//! `Result` (`1-0`, `0-1`, `1/2-1/2` or `*`) and `Reason` (why the game ended). Then the
//! moves in the game's notation, numbered in full moves: `N.` stands before every move of
//! White, and White's moves count the full moves; a move of Black right after White's needs
//! no number, any other (at the start, or Black's extra move) is written `N...`. So
//! White's extra move in Pyramida gets the next number and reads `3. e4-d5 c4+ 4. d3-c4`,
//! and Black's reads `3... e6-d7 f5+ 3... c6-b7`. Numbers may be left out when reading, but a
//! number given must be the right one. The result code may end the moves. Comments are
//! `{…}` (across lines) or `;` to the end of the line. A Pyramida attack (`e4-d5 c4>d3`)
//! and Pyraos removals (`2b2 x2b2,1a1`) are one move with a space inside: the part after
//! the space joins the move before it.
//!
//! Reading replays every move, so a record that is read is a legal game; any error names
//! the line and, for a move, its number among the record's moves and the side to move.

use crate::game::{End, Options, Outcome, Side};
use crate::games::{open, option_specs, Session};
use crate::message::Phrase;
use std::fmt;

/// A comment, and how many moves of the game come before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    pub after: usize,
    pub text: String,
}

/// One move of a record: who made it and its canonical text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub side: Side,
    pub text: String,
}

/// A whole game with what is known about it. Built from a [`Session`] with
/// [`Transcript::of`], written with [`Transcript::to_text`], read with [`read`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Transcript {
    /// The game's name, as the CLI spells it.
    pub game: String,
    /// The options that differ from their default, in the game's order of options.
    pub options: Options,
    /// The canonical start position, when it is not the game's start under `options`.
    pub start: Option<String>,
    pub event: Option<String>,
    pub site: Option<String>,
    pub date: Option<String>,
    pub white: Option<String>,
    pub black: Option<String>,
    pub moves: Vec<Ply>,
    pub comments: Vec<Comment>,
    /// How the moves end the game, if they do.
    pub end: Option<End>,
}

/// Why a record could not be read: the line (from 1), the move (from 1, for a bad move)
/// with the side to move then, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TranscriptError {
    pub line: usize,
    pub ply: Option<usize>,
    pub side: Option<Side>,
    pub reason: Phrase,
}

impl TranscriptError {
    /// The problem as a message: "line 3, move 2 (Black to move): …".
    pub fn phrase(&self) -> Phrase {
        let said = match (self.ply, self.side) {
            (Some(ply), Some(side)) => Phrase::new("error-record-turn").count("ply", ply as i64).side("side", side),
            (Some(ply), None) => Phrase::new("error-record-move").count("ply", ply as i64),
            _ => Phrase::new("error-record"),
        };
        said.count("line", self.line as i64).phrase("reason", self.reason.clone())
    }
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.phrase().plain_english())
    }
}

impl std::error::Error for TranscriptError {}

/// A reason that shows the comment's braces.
fn braces(reason: Phrase) -> Phrase {
    reason.text("open", "{").text("close", "}")
}

fn at(line: usize, reason: Phrase) -> TranscriptError {
    TranscriptError { line, ply: None, side: None, reason }
}

/// The tags a record may carry, in the order they are written.
const TAGS: &[&str] = &["Game", "Options", "Start", "Event", "Site", "Date", "White", "Black", "Result", "Reason"];

/// Where a line of text is wrapped, as PGN does.
const WIDTH: usize = 80;

impl Transcript {
    /// The record of a session's game: its options, start, moves and end. Names, date
    /// and comments are left for the caller to fill in.
    pub fn of(session: &dyn Session) -> Transcript {
        let options = plain_options(session.name(), session.options());
        let start = session.start_position();
        let own_start = open(session.name(), &options, None).map(|s| s.position()).ok();
        let moves =
            session.movers().into_iter().zip(session.history()).map(|(side, text)| Ply { side, text }).collect();
        Transcript {
            game: session.name().to_string(),
            start: (own_start.as_deref() != Some(start.as_str())).then_some(start),
            options,
            moves,
            end: session.end(),
            ..Transcript::default()
        }
    }

    /// Reads a record; see [`read`].
    pub fn parse(text: &str) -> Result<Transcript, TranscriptError> {
        read(text).map(|(t, _)| t)
    }

    /// The record as text: tag lines, a blank line, the numbered moves and the result.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let options: Vec<String> = self.options.pairs().iter().map(|(k, v)| format!("{k}={v}")).collect();
        let values = [
            Some(self.game.clone()),
            (!options.is_empty()).then(|| options.join(" ")),
            self.start.clone(),
            self.event.clone(),
            self.site.clone(),
            self.date.clone(),
            self.white.clone(),
            self.black.clone(),
            Some(result_code(self.end).to_string()),
            self.end.map(|e| e.reason.describe().to_string()),
        ];
        for (name, value) in TAGS.iter().zip(values) {
            if let Some(value) = value {
                out.push_str(&format!("[{name} \"{}\"]\n", escape(&value)));
            }
        }
        out.push('\n');
        let mut lines = Lines::default();
        self.write_comments(0, &mut lines);
        let labels = move_numbers(&self.moves.iter().map(|p| p.side).collect::<Vec<_>>());
        for (i, (ply, label)) in self.moves.iter().zip(labels).enumerate() {
            let item = if label.is_empty() { ply.text.clone() } else { format!("{label} {}", ply.text) };
            lines.push(&item);
            self.write_comments(i + 1, &mut lines);
        }
        lines.push(result_code(self.end));
        out.push_str(&lines.finish());
        out
    }

    fn write_comments(&self, after: usize, lines: &mut Lines) {
        for comment in self.comments.iter().filter(|c| c.after == after) {
            let text = one_line(&comment.text);
            if text.is_empty() {
                continue;
            }
            if text.as_bytes().contains(&b'}') {
                lines.push(&format!("; {text}"));
                lines.break_line();
            } else {
                lines.push(&format!("{{{text}}}"));
            }
        }
    }
}

/// Words joined into lines of at most [`WIDTH`] characters (a longer word stands alone).
#[derive(Default)]
struct Lines {
    done: String,
    line: String,
}

impl Lines {
    fn push(&mut self, item: &str) {
        if !self.line.is_empty() && self.line.chars().count() + 1 + item.chars().count() > WIDTH {
            self.break_line();
        }
        if !self.line.is_empty() {
            self.line.push(' ');
        }
        self.line.push_str(item);
    }

    fn break_line(&mut self) {
        self.done.push_str(&self.line);
        self.done.push('\n');
        self.line.clear();
    }

    fn finish(mut self) -> String {
        if !self.line.is_empty() {
            self.break_line();
        }
        self.done
    }
}

/// The options that are not at their default, in the game's order; unknown keys are
/// dropped (a session's options are valid).
fn plain_options(game: &str, options: &Options) -> Options {
    let mut plain = Options::new();
    for spec in option_specs(game).unwrap_or(&[]) {
        let value = options.get(spec);
        if value != spec.default_value() {
            plain.set(spec.key, value);
        }
    }
    plain
}

/// Whitespace runs, line breaks included, made single spaces.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn escape(value: &str) -> String {
    one_line(value).replace('\\', "\\\\").replace('"', "\\\"")
}

/// PGN's result codes: `*` when the game is not over.
pub fn result_code(end: Option<End>) -> &'static str {
    match end.map(|e| e.outcome) {
        None => "*",
        Some(Outcome::Win(Side::White)) => "1-0",
        Some(Outcome::Win(Side::Black)) => "0-1",
        Some(Outcome::Draw) => "1/2-1/2",
    }
}

/// A result code after the moves: `Some(None)` is `*` (not over, or not known).
fn parse_code(word: &str) -> Option<Option<Outcome>> {
    match word {
        "1-0" => Some(Some(Outcome::Win(Side::White))),
        "0-1" => Some(Some(Outcome::Win(Side::Black))),
        "1/2-1/2" | "½-½" => Some(Some(Outcome::Draw)),
        "*" => Some(None),
        _ => None,
    }
}

/// The `Result` tag: a code, or the CLI's status words.
fn parse_result(text: &str) -> Option<Option<Outcome>> {
    match text.trim().to_ascii_lowercase().as_str() {
        "white wins" => Some(Some(Outcome::Win(Side::White))),
        "black wins" => Some(Some(Outcome::Win(Side::Black))),
        "draw" => Some(Some(Outcome::Draw)),
        "ongoing" => Some(None),
        code => parse_code(code),
    }
}

/// One piece of a record's text.
#[derive(Debug)]
enum Token<'a> {
    Tag { name: &'a str, value: String },
    Word(&'a str),
    Comment(String),
}

/// Splits a record into tags, words and comments, each with its line.
fn lex(text: &str) -> Result<Vec<(usize, Token<'_>)>, TranscriptError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut tokens = Vec::new();
    let mut chars = text.char_indices().peekable();
    let mut line = 1;
    while let Some(&(i, c)) = chars.peek() {
        match c {
            '\n' => {
                line += 1;
                chars.next();
            }
            c if c.is_whitespace() => {
                chars.next();
            }
            ';' => {
                let start = line;
                chars.next();
                let mut body = String::new();
                while let Some(&(_, c)) = chars.peek() {
                    if c == '\n' {
                        break;
                    }
                    body.push(c);
                    chars.next();
                }
                tokens.push((start, Token::Comment(one_line(&body))));
            }
            '{' => {
                let start = line;
                chars.next();
                let mut body = String::new();
                loop {
                    match chars.next() {
                        None => return Err(at(start, braces(Phrase::new("reason-record-comment-open")))),
                        Some((_, '}')) => break,
                        Some((_, c)) => {
                            if c == '\n' {
                                line += 1;
                            }
                            body.push(c);
                        }
                    }
                }
                tokens.push((start, Token::Comment(one_line(&body))));
            }
            '[' => {
                chars.next();
                // Checked slices (these are char boundaries): a slice's panic message would
                // link core's escaping of text into every page's wasm, about 3 KiB gzipped.
                let after = text.get(i + 1..).unwrap_or_default();
                let in_line = after.split_once('\n').map_or(after, |(in_line, _)| in_line);
                let (name, value, used) = tag(in_line).map_err(|why| at(line, why))?;
                tokens.push((line, Token::Tag { name, value }));
                while chars.peek().is_some_and(|&(j, _)| j < i + 1 + used) {
                    chars.next();
                }
            }
            '}' => return Err(at(line, braces(Phrase::new("reason-record-comment-close")))),
            ']' => return Err(at(line, Phrase::new("reason-record-bracket"))),
            _ => {
                let mut end = text.len();
                while let Some(&(j, c)) = chars.peek() {
                    if c.is_whitespace() || matches!(c, '{' | '}' | ';' | '[' | ']') {
                        end = j;
                        break;
                    }
                    chars.next();
                }
                tokens.push((line, Token::Word(text.get(i..end).unwrap_or_default())));
            }
        }
    }
    Ok(tokens)
}

/// Reads `Name "value"]` (the text after `[`, to the end of its line): the name, the
/// value with `\"` and `\\` unescaped, and the bytes used.
fn tag(rest: &str) -> Result<(&str, String, usize), Phrase> {
    let body = rest.trim_start();
    let name_len = body.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(body.len());
    let (name, after_name) = body.split_at_checked(name_len).unwrap_or((body, ""));
    if name.is_empty() {
        return Err(Phrase::new("reason-record-tag-shape"));
    }
    let quoted = after_name.trim_start();
    let in_tag = |reason: Phrase| Phrase::new("reason-record-in-tag").text("name", name).phrase("reason", reason);
    if !quoted.starts_with('"') {
        return Err(in_tag(Phrase::new("reason-record-tag-shape")));
    }
    let mut value = String::new();
    let mut chars = quoted.char_indices().skip(1);
    let close = loop {
        match chars.next() {
            None => return Err(in_tag(Phrase::new("reason-record-unclosed"))),
            Some((n, '"')) => break n,
            Some((_, '\\')) => match chars.next() {
                Some((_, c @ ('"' | '\\'))) => value.push(c),
                Some((_, c)) => {
                    value.push('\\');
                    value.push(c);
                }
                None => return Err(in_tag(Phrase::new("reason-record-unclosed"))),
            },
            Some((_, c)) => value.push(c),
        }
    };
    let after_value = quoted.get(close + 1..).unwrap_or_default();
    let tail = after_value.trim_start();
    if !tail.starts_with(']') {
        return Err(in_tag(Phrase::new("reason-record-tag-end")));
    }
    let used = rest.len() - tail.len() + 1;
    Ok((name, value, used))
}

/// A move number: `12.` before White's move, `12...` before Black's, possibly glued to
/// the move (`12.e4-d5`). Returns the number, the side and what follows it.
fn move_number(word: &str) -> Option<(Option<u64>, Side, &str)> {
    let digits = word.find(|c: char| !c.is_ascii_digit()).unwrap_or(word.len());
    if digits == 0 {
        return None;
    }
    let (number, rest) = word.split_at_checked(digits).unwrap_or((word, ""));
    let (side, rest) = if let Some(r) = rest.strip_prefix("...") {
        (Side::Black, r)
    } else if let Some(r) = rest.strip_prefix('…') {
        (Side::Black, r)
    } else if let Some(r) = rest.strip_prefix('.') {
        (Side::White, r)
    } else {
        return None;
    };
    Some((number.parse().ok(), side, rest))
}

/// Whether `word` carries on the move before it, as the game says
/// ([`crate::game::Game::continues_move`]).
fn continues(game: &str, word: &str) -> bool {
    crate::games::with_game!(game, |G| Ok(<G as crate::game::Game>::continues_move(word))).unwrap_or(false)
}

fn number_text(number: u64, side: Side) -> String {
    match side {
        Side::White => format!("{number}."),
        Side::Black => format!("{number}..."),
    }
}

/// Full-move numbers, move by move: White's moves count them.
struct Numbering {
    number: u64,
    last: Option<Side>,
}

impl Numbering {
    fn new() -> Numbering {
        Numbering { number: 1, last: None }
    }

    /// The number of the next move if `side` makes it.
    fn peek(&self, side: Side) -> u64 {
        match (side, self.last) {
            (Side::White, Some(_)) => self.number + 1,
            _ => self.number,
        }
    }

    /// Numbers the next move, made by `side`: its label, empty for a move of Black right
    /// after White's.
    fn next(&mut self, side: Side) -> String {
        let bare = side == Side::Black && self.last == Some(Side::White);
        self.number = self.peek(side);
        self.last = Some(side);
        if bare {
            String::new()
        } else {
            number_text(self.number, side)
        }
    }
}

/// How a record numbers each move of a game, given who made each: `1.` before every move
/// of White, `1...` before a move of Black that does not follow White's, and nothing
/// before one that does (what a move list beside the board can show).
pub fn move_numbers(movers: &[Side]) -> Vec<String> {
    let mut numbering = Numbering::new();
    movers.iter().map(|&side| numbering.next(side)).collect()
}

/// Reads a record and replays its moves: the record (moves in canonical notation) and the
/// game at its last move. Tolerates extra spaces and line breaks, Windows line ends, tags
/// in any order and a missing result; anything else is an error naming the line, and for
/// a move its number among the record's moves and the side to move.
///
/// A stated result (the `Result` tag, the code after the moves) or `Reason` must agree with
/// the game the moves make; `*` states nothing.
pub fn read(text: &str) -> Result<(Transcript, Box<dyn Session>), TranscriptError> {
    let tokens = lex(text)?;
    let mut record = Transcript::default();
    let (tags, body) = read_tags(&tokens, &mut record)?;
    let find_tag = |name: &str| tags.iter().find(|(t, _, _)| *t == name).map(|(_, line, value)| (*line, value.trim()));
    let last_line = tokens.last().map_or(1, |(line, _)| *line);

    let Some((game_line, game)) = find_tag("Game") else {
        let line = tokens.get(body).map_or(last_line, |(line, _)| *line);
        return Err(at(line, Phrase::new("reason-record-no-game")));
    };
    let game = game.to_ascii_lowercase();
    let specs = option_specs(&game).map_err(|e| at(game_line, e.phrase()))?;
    let mut options = Options::new();
    if let Some((line, text)) = find_tag("Options") {
        for pair in text.split_whitespace() {
            options.set_pair(pair).and_then(|()| options.validate(specs)).map_err(|e| at(line, e.phrase()))?;
        }
    }
    let mut session = match find_tag("Start") {
        Some((line, start)) => open(&game, &options, Some(start)).map_err(|e| at(line, e.phrase()))?,
        None => open(&game, &options, None).map_err(|e| at(game_line, e.phrase()))?,
    };
    let own_start = open(&game, &options, None).map(|s| s.position()).map_err(|e| at(game_line, e.phrase()))?;
    let start = session.start_position();
    record.start = (start != own_start).then_some(start);
    record.options = plain_options(&game, &options);
    record.game = game.clone();
    let text_tag = |name| find_tag(name).map(|(_, v)| one_line(v)).filter(|v| !v.is_empty());
    record.event = text_tag("Event");
    record.site = text_tag("Site");
    record.date = text_tag("Date");
    record.white = text_tag("White");
    record.black = text_tag("Black");

    // The moves.
    let mut numbering = Numbering::new();
    let mut sides: Vec<Side> = Vec::new();
    let mut pending: Option<(usize, &str, Option<u64>, Side)> = None;
    let mut stated: Option<(usize, &str, Option<Outcome>)> = None;
    let mut i = body;
    while i < tokens.len() {
        let (line, token) = &tokens[i];
        let line = *line;
        i += 1;
        let word = match token {
            Token::Tag { name, .. } => return Err(at(line, Phrase::new("reason-record-late-tag").text("name", name))),
            Token::Comment(text) => {
                if !text.is_empty() {
                    record.comments.push(Comment { after: sides.len(), text: text.clone() });
                }
                continue;
            }
            Token::Word(word) => *word,
        };
        if let Some((_, code, _)) = stated {
            let said = Phrase::new("reason-record-after-result").text("word", word).text("code", code);
            return Err(at(line, said));
        }
        if let Some(outcome) = parse_code(word) {
            if let Some((_, mark, _, _)) = pending {
                return Err(at(line, Phrase::new("reason-record-number-alone").text("mark", mark)));
            }
            stated = Some((line, word, outcome));
            continue;
        }
        let mut text = word.to_string();
        if let Some((n, side, rest)) = move_number(word) {
            if let Some((_, mark, _, _)) = pending {
                return Err(at(line, Phrase::new("reason-record-number-alone").text("mark", mark)));
            }
            let mark = word.get(..word.len() - rest.len()).unwrap_or(word);
            if rest.is_empty() {
                pending = Some((line, mark, n, side));
                continue;
            }
            pending = Some((line, mark, n, side));
            text = rest.to_string();
        }
        while let Some((_, Token::Word(next))) = tokens.get(i) {
            if !continues(&game, next) {
                break;
            }
            text.push(' ');
            text.push_str(next);
            i += 1;
        }
        let ply = sides.len() + 1;
        let side = session.side_to_move();
        let fail = |reason: Phrase| TranscriptError { line, ply: Some(ply), side: Some(side), reason };
        if let Some(end) = session.end() {
            let said = Phrase::new("reason-record-after-end").text("move", &text).phrase("end", end.phrase());
            return Err(TranscriptError { side: None, ..fail(said) });
        }
        let expected = numbering.peek(side);
        if let Some((_, mark, n, marked)) = pending.take() {
            if n != Some(expected) || marked != side {
                let said = Phrase::new("reason-record-number-fit")
                    .text("mark", mark)
                    .text("number", number_text(expected, side))
                    .text("move", &text);
                return Err(fail(said));
            }
        }
        session.play(&text).map_err(|e| fail(e.phrase()))?;
        numbering.next(side);
        sides.push(side);
    }
    record.moves = sides.into_iter().zip(session.history()).map(|(side, text)| Ply { side, text }).collect();
    if let Some((line, mark, _, _)) = pending {
        return Err(at(line, Phrase::new("reason-record-number-alone").text("mark", mark)));
    }

    record.end = session.end();
    check_end(&record, find_tag, stated)?;
    Ok((record, session))
}

/// A record's tags, each known and given once: its name, line and value.
type Tags = Vec<(&'static str, usize, String)>;

/// Reads the tags before the first move (and the comments among them, into `record`);
/// returns them and where the moves begin.
fn read_tags(tokens: &[(usize, Token<'_>)], record: &mut Transcript) -> Result<(Tags, usize), TranscriptError> {
    let mut tags: Tags = Vec::new();
    let mut body = tokens.len();
    for (n, (line, token)) in tokens.iter().enumerate() {
        match token {
            Token::Tag { name, value } => {
                let Some(known) = TAGS.iter().find(|t| t.eq_ignore_ascii_case(name)) else {
                    let known = TAGS.join(", ");
                    return Err(at(
                        *line,
                        Phrase::new("reason-record-unknown-tag").text("name", *name).text("known", known),
                    ));
                };
                if let Some((_, first, _)) = tags.iter().find(|(t, _, _)| t == known) {
                    let said =
                        Phrase::new("reason-record-second-tag").text("name", known).count("first", *first as i64);
                    return Err(at(*line, said));
                }
                tags.push((known, *line, value.clone()));
            }
            Token::Comment(text) if text.is_empty() => {}
            Token::Comment(text) => record.comments.push(Comment { after: 0, text: text.clone() }),
            Token::Word(_) => {
                body = n;
                break;
            }
        }
    }
    Ok((tags, body))
}

/// What the record says of the end (its Result tag, its result code, its Reason tag)
/// must be what the moves make (`record.end`).
fn check_end<'t>(
    record: &Transcript,
    find_tag: impl Fn(&str) -> Option<(usize, &'t str)>,
    stated: Option<(usize, &str, Option<Outcome>)>,
) -> Result<(), TranscriptError> {
    let truth = match record.end {
        Some(end) => end.phrase(),
        None => Phrase::new("reason-record-not-over"),
    };
    let wrong =
        |what: Phrase| Phrase::new("reason-record-mismatch").phrase("what", what).phrase("truth", truth.clone());
    if let Some((line, value)) = find_tag("Result") {
        let Some(outcome) = parse_result(value) else {
            return Err(at(line, Phrase::new("reason-record-result").text("value", value)));
        };
        if outcome.is_some() && outcome != record.end.map(|e| e.outcome) {
            return Err(at(line, wrong(Phrase::new("reason-record-result-tag").text("value", value))));
        }
    }
    if let Some((line, code, outcome)) = stated {
        if outcome.is_some() && outcome != record.end.map(|e| e.outcome) {
            return Err(at(line, wrong(Phrase::new("reason-record-result-code").text("code", code))));
        }
    }
    if let Some((line, value)) = find_tag("Reason") {
        let agrees = record.end.is_some_and(|e| one_line(value).eq_ignore_ascii_case(e.reason.describe()));
        if !value.is_empty() && !agrees {
            return Err(at(line, wrong(Phrase::new("reason-record-reason-tag").text("value", value))));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(name: &str, options: &[(&str, &str)], start: Option<&str>, moves: &[&str]) -> Box<dyn Session> {
        let mut o = Options::new();
        for (k, v) in options {
            o.set(k, v);
        }
        let mut s = open(name, &o, start).unwrap();
        for m in moves {
            s.play(m).unwrap();
        }
        s
    }

    #[test]
    fn writes_tags_numbers_and_result() {
        let s = game("pyramida", &[("chain", "off"), ("opening-guard", "on")], None, &["d1-c2", "b1-a2", "h1-g2"]);
        let mut t = Transcript::of(s.as_ref());
        t.white = Some("Ann \"the Bold\"".into());
        t.comments.push(Comment { after: 2, text: "a quiet\nstart".into() });
        assert_eq!(
            t.to_text(),
            "[Game \"pyramida\"]\n[Options \"chain=off\"]\n[White \"Ann \\\"the Bold\\\"\"]\n[Result \"*\"]\n\n\
             1. d1-c2 b1-a2 {a quiet start} 2. h1-g2 *\n"
        );
        let back = Transcript::parse(&t.to_text()).unwrap();
        assert_eq!(back.white.as_deref(), Some("Ann \"the Bold\""));
        assert_eq!(back.comments, vec![Comment { after: 2, text: "a quiet start".into() }]);
        assert_eq!(back, Transcript { comments: back.comments.clone(), ..t });
    }

    #[test]
    fn numbers_black_starts_and_extra_moves() {
        // Black starts; Black's attack finds no retreat, so Black moves again.
        let s = game("pyramida", &[], Some("b W:b3,c4 B:d3,e4"), &["e4-d5 c4+", "d3-e4", "c4-b5"]);
        let t = Transcript::of(s.as_ref());
        let text = t.to_text();
        assert!(text.contains("[Start \"b W:b3,c4 B:d3,e4\"]"), "{text}");
        assert!(text.ends_with("\n1... e4-d5 c4+ 1... d3-e4 2. c4-b5 *\n"), "{text}");
        assert_eq!(Transcript::parse(&text).unwrap(), t);
        // White's extra move takes the next number.
        let s = game("pyramida", &[], Some("w W:e4 B:b3,c4,d3"), &["e4-d5 c4+", "d5-e6", "b3-a4"]);
        let text = Transcript::of(s.as_ref()).to_text();
        assert!(text.ends_with("\n1. e4-d5 c4+ 2. d5-e6 b3-a4 *\n"), "{text}");
        assert!(read(&text).is_ok());
    }

    #[test]
    fn a_pass_is_a_move_like_any_other() {
        let s = game("pyramida", &[], Some("w W:b1 B:a2,c2"), &["pass", "c2-d3"]);
        let text = Transcript::of(s.as_ref()).to_text();
        assert!(text.ends_with("\n1. pass c2-d3 *\n"), "{text}");
        let (_, back) = read(&text).unwrap();
        assert_eq!(back.history(), ["pass", "c2-d3"]);
        let err = read(&text.replace("1. pass", "1. b1-c2")).err().unwrap();
        assert!(err.to_string().starts_with("line 5, move 1 (White to move): illegal move 'b1-c2'"), "{err}");
    }

    #[test]
    fn numbers_full_moves_that_white_starts() {
        use Side::{Black as B, White as W};
        assert_eq!(move_numbers(&[W, B, W, W, B, B, W]), ["1.", "", "2.", "3.", "", "3...", "4."]);
        assert_eq!(move_numbers(&[B, W, B, B]), ["1...", "2.", "", "2..."]);
        assert!(move_numbers(&[]).is_empty());
    }

    #[test]
    fn reads_what_people_do_to_text() {
        let text = "\u{feff}  [ game   \"Pyramida\" ]\r\n\r\n; who played?\r\n[White \"Ann\"] [Black \"Bob\"]\r\n\
                    1.d1-c2\tb1-a2\r\n  2.   h1-g2 {first\r\n comment}\r\n 2... f1-e2 ; end\r\n";
        let (t, s) = read(text).unwrap();
        assert_eq!(t.game, "pyramida");
        assert_eq!(t.white.as_deref(), Some("Ann"));
        assert_eq!(s.history(), ["d1-c2", "b1-a2", "h1-g2", "f1-e2"]);
        assert_eq!(
            t.comments.iter().map(|c| (c.after, c.text.as_str())).collect::<Vec<_>>(),
            [(0, "who played?"), (3, "first comment"), (4, "end")]
        );
        // No numbers at all; a Pyraos removal and a Pyramida attack split over lines.
        let (_, s) = read("[Game \"pyramida\"]\n[Start \"b W:b3,c4 B:e4\"]\ne4-d5\nc4>d3 *").unwrap();
        assert_eq!(s.history(), ["e4-d5 c4>d3"]);
        let (_, s) = read("[Game \"pyraos\"]\n1a1 1c1 1a2 1c2 1b1 1d1 1b2\nx1a1,1b1").unwrap();
        assert_eq!(s.history().last().unwrap(), "1b2 x1a1,1b1");
    }

    #[test]
    fn a_stated_result_must_be_the_games() {
        let won = "[Game \"pyramida\"]\n[Start \"w W:j13 B:b1,d1\"]\n[Result \"1-0\"]\n\n1. j13-k14 1-0\n";
        let (t, s) = read(won).unwrap();
        assert_eq!(s.status(), "white wins");
        assert_eq!(
            t.to_text(),
            won.replace("[Result \"1-0\"]\n", "[Result \"1-0\"]\n[Reason \"all stones reached the top\"]\n")
        );
        for (text, line, words) in [
            (won.replace("[Result \"1-0\"]", "[Result \"0-1\"]"), 3, "White wins"),
            (won.replace("j13-k14 1-0", "j13-k14 1/2-1/2"), 5, "'1/2-1/2'"),
            (won.replace("[Result \"1-0\"]", "[Result \"maybe\"]"), 3, "expected 1-0"),
            (won.replace("[Result \"1-0\"]", "[Reason \"checkmate\"]"), 3, "checkmate"),
            (won.replace("1. j13-k14 1-0", "1-0"), 3, "not over"),
        ] {
            let err = read(&text).err().unwrap_or_else(|| panic!("accepted {text}"));
            assert_eq!(err.line, line, "{err}");
            assert!(err.to_string().contains(words), "{err}");
        }
        // `*` and a missing result say nothing.
        assert!(read(&won.replace("1-0\n", "*\n")).is_ok());
        assert!(read(&won.replace("[Result \"1-0\"]\n", "").replace(" 1-0", "")).is_ok());
    }

    #[test]
    fn errors_name_the_line_the_move_and_the_side() {
        let good = "[Game \"pyramida\"]\n\n1. d1-c2 b1-a2\n2. h1-g2 f1-e2\n";
        for (text, line, ply, words) in [
            (good.replace("h1-g2", "h1-h2"), 4, Some(3), "move 3 (White to move): bad move 'h2'"),
            (good.replace("f1-e2", "d1-e2"), 4, Some(4), "move 4 (Black to move): illegal move 'd1-e2'"),
            (good.replace("2. h1", "3. h1"), 4, Some(3), "'3.' does not fit; this move is 2. h1-g2"),
            (good.replace("2. h1", "2... h1"), 4, Some(3), "'2...' does not fit"),
            (good.replace("\n2.", "\n2. 2."), 4, None, "'2.' has no move after it"),
            (good.replace("Game", "Gaem"), 1, None, "unknown tag [Gaem]"),
            (good.replace("pyramida", "chess"), 1, None, "unknown game 'chess'"),
            (good.replace("\n\n", "\n[Options \"chain=maybe\"]\n"), 2, None, "'chain=maybe'"),
            (good.replace("\n\n", "\n[Start \"w W:z9 B:b1\"]\n"), 2, None, "'z9'"),
            (good.replace("\n\n", "\n[Game \"chase\"]\n"), 2, None, "a second [Game]"),
            (good.replace("[Game \"pyramida\"]", ""), 3, None, "no [Game"),
            (format!("{good}[Date \"today\"]"), 5, None, "tags come first"),
            (good.replace("b1-a2", "b1-a2 {oops"), 3, None, "never closed"),
            (good.replace("b1-a2", "b1-a2 }"), 3, None, "'}'"),
            (good.replace("\"pyramida\"]", "\"pyramida\""), 1, None, "']'"),
            (good.replace("\"pyramida\"]", "\"pyramida]"), 1, None, "closing"),
            (good.replace("[Game", "[ "), 1, None, "expected a tag"),
            (good.replace("f1-e2", "f1-e2 *\n3. d1-e2"), 5, None, "after the result"),
            (String::new(), 1, None, "no [Game"),
        ] {
            let err = read(&text).err().unwrap_or_else(|| panic!("accepted {text:?}"));
            assert_eq!((err.line, err.ply), (line, ply), "{text:?}: {err}");
            assert!(err.to_string().contains(words), "{text:?}: {err}");
        }
        let over = "[Game \"pyramida\"]\n[Start \"w W:j13 B:b1,d1\"]\n1. j13-k14 b1-a2";
        let err = read(over).err().unwrap();
        assert_eq!(
            err.to_string(),
            "line 3, move 2: 'b1-a2' comes after the end of the game (White wins: all stones reached the top)"
        );
    }
}
