//! Why the engine refuses a position, a move or an option, as messages: each error's and
//! each reason's id with its English, `{name}` standing for an argument. The command line
//! and the records print the English ([`Phrase::english`] reads it here); the site says
//! the message in the reader's language (www/i18n, "The engine's reasons"), and
//! tests/i18n.rs checks that en.ftl says exactly this English.
//!
//! Arguments: a cell, a token or a move is text, a side a key (`white`, English "White"),
//! a number a count, a piece its key (`king`, English "King"); lists of our own notation are one text
//! joined as the English always joined them ("1a1, 1b1"), and a choice of values is a
//! nested [`crate::message::or_list`].

use crate::game::{End, EndReason, Error, Outcome};
use crate::message::{Arg, Phrase};
use std::fmt;

/// An error as a whole ([`crate::game::Error::phrase`]); `reason` is a nested phrase.
pub const ERRORS: [(&str, &str); 15] = [
    ("error-position", "bad position at '{token}': {reason}"),
    ("error-move", "bad move '{token}': {reason}"),
    ("error-illegal", "illegal move '{token}': {reason}"),
    ("error-option", "bad option '{token}': {reason}"),
    ("error-unknown-game", "unknown game '{token}': expected one of {known}"),
    ("error-game-over", "the game is over"),
    ("error-link", "link: {reason}"),
    ("error-link-move", "link, move {ply}: {reason}"),
    ("error-record", "line {line}: {reason}"),
    ("error-record-move", "line {line}, move {ply}: {reason}"),
    ("error-record-turn", "line {line}, move {ply} ({side} to move): {reason}"),
    ("error-save", "saved game, line {line}: {reason}"),
    // What the game screen says when a link or a save could not be read whole.
    ("notice-link-damaged", "The link is damaged ({problem}); it opened as far as it could be read."),
    ("notice-link-broken", "The link cannot be opened: {problem}"),
    ("notice-save-lost", "The saved game could not be restored ({problem}); a new game was started."),
];

/// Every reason the engine gives.
pub const REASONS: &[(&str, &str)] = &[
    // Options, levels, links and saves.
    ("reason-or", "{first} or {second}"),
    ("reason-key-value", "expected KEY=VALUE"),
    ("reason-no-options", "unknown option; this game has no options"),
    ("reason-unknown-option", "unknown option; expected one of {known}"),
    ("reason-option-value", "expected {values}"),
    ("reason-level", "expected a level: easy, normal or hard"),
    ("reason-percent", "'%' at character {index} is not followed by two hex digits"),
    ("reason-percent-utf8", "the escapes do not make UTF-8 text"),
    ("reason-save-header", "expected '{header}'"),
    ("reason-save-game", "expected 'game NAME'"),
    ("reason-save-start", "expected 'start POSITION'"),
    ("reason-save-word", "unexpected '{word}'"),
    ("reason-link-pair", "'{part}' is not KEY=VALUE"),
    ("reason-link-position", "bad position: {why}"),
    ("reason-link-twice", "'{key}' is given twice"),
    ("reason-link-not-replayed", "the moves were not replayed, since the game they belong to is not known"),
    ("reason-link-over", "the game is already over ({end}), yet the link goes on"),
    ("reason-link-cut", "the link is cut short: '{code}' is part of a {width}-character code"),
    ("reason-link-code", "'{code}' is not a move code"),
    ("reason-link-range", "move code '{code}' is out of range: the position has {count} legal moves"),
    // Game records (src/transcript.rs).
    // The braces are arguments: a template's braces name its arguments.
    ("reason-record-comment-open", "a comment opened with '{open}' is never closed with '{close}'"),
    ("reason-record-comment-close", "a '{close}' with no '{open}' before it"),
    ("reason-record-bracket", "a ']' with no tag before it"),
    ("reason-record-tag-shape", "expected a tag such as [Game \"chase\"]"),
    ("reason-record-in-tag", "tag [{name}]: {reason}"),
    ("reason-record-unclosed", "the value's closing '\"' is missing on this line"),
    ("reason-record-tag-end", "expected ']' after the value"),
    ("reason-record-unknown-tag", "unknown tag [{name}]; expected one of {known}"),
    ("reason-record-second-tag", "a second [{name}] tag (the first is on line {first})"),
    ("reason-record-no-game", "the record has no [Game \"…\"] tag naming its game (pyramida, chase, pyraos or allmer)"),
    ("reason-record-late-tag", "the tag [{name}] stands after the moves; tags come first"),
    ("reason-record-after-result", "'{word}' stands after the result '{code}'; the result ends the moves"),
    ("reason-record-number-alone", "the move number '{mark}' has no move after it"),
    ("reason-record-after-end", "'{move}' comes after the end of the game ({end})"),
    ("reason-record-number-fit", "the move number '{mark}' does not fit; this move is {number} {move}"),
    ("reason-record-not-over", "the game is not over"),
    ("reason-record-mismatch", "{what} does not match the moves: {truth}"),
    ("reason-record-result", "[Result \"{value}\"]: expected 1-0, 0-1, 1/2-1/2 or *"),
    ("reason-record-result-tag", "[Result \"{value}\"]"),
    ("reason-record-result-code", "the result '{code}'"),
    ("reason-record-reason-tag", "[Reason \"{value}\"]"),
    // A board's attributes in a page (src/embed_attrs.rs).
    ("reason-embed-view-cell", "data-view: '{name}' is not a cell of {game}"),
    ("reason-embed-view-steps", "data-view: '{steps}' is not a number of steps from 1 to 40"),
    ("reason-embed-view", "data-view is '{view}': expected two corner cells such as 'c2-h9', or 'around e5 3'"),
    ("reason-embed-interactive", "data-interactive is '{value}': expected true or false"),
    ("reason-embed-size", "data-size is '{value}': expected small, medium or large"),
    ("reason-embed-markup", "data-caption is plain text, but it contains markup ('{tag}'): remove the tags"),
    ("reason-embed-other-game", "data-game is '{game}' but data-record is a game of {record}"),
    ("reason-embed-no-game", "data-game is missing: expected one of {known}"),
    ("reason-embed-attribute", "{attribute}: {problem}"),
    ("reason-embed-move", "data-moves, move {ply}: {problem}"),
    // The position format all games share (src/notation.rs).
    ("reason-no-fields", "unknown field; this game's positions have no extra fields"),
    ("reason-unknown-field", "unknown field; expected {known}"),
    ("reason-empty-position", "empty position; expected '<w|b> W:<cells> B:<cells>'"),
    ("reason-side-to-move", "expected the side to move, 'w' or 'b'"),
    ("reason-single-spaces", "parts must be separated by single spaces"),
    ("reason-field", "expected a field written key=value"),
    ("reason-missing-list", "missing the list '{prefix}<cells>'"),
    ("reason-list", "expected the list '{prefix}<cells>'"),
    ("reason-empty-cell-in-list", "empty cell name in the list"),
    ("reason-empty-cell", "empty cell name"),
    // Pyramida.
    ("reason-pyramida-cell", "expected a file letter a–u then a row 1–14"),
    ("reason-pyramida-file", "no file '{file}': files run a–u"),
    ("reason-pyramida-white-square", "not a black square (file number + row must be odd)"),
    ("reason-pyramida-outside", "outside the pyramid"),
    ("reason-pyramida-extra", "expected extra=0 or extra=1"),
    ("reason-pyramida-top", "no stone may stand on the top k14"),
    ("reason-pyramida-two-stones", "two stones on one cell"),
    ("reason-pyramida-no-stones", "both sides have no stones"),
    ("reason-pyramida-pass", "a player may pass only when no stone can move"),
    ("reason-pyramida-after-attack", "unexpected text after the attack"),
    ("reason-pyramida-move", "expected FROM-TO, such as e4-d5, or pass"),
    ("reason-pyramida-no-stone", "no {side} stone on {cell}"),
    ("reason-pyramida-not-empty", "{cell} is not empty"),
    ("reason-pyramida-step", "the stone on {from} cannot move to {to}"),
    ("reason-pyramida-which-attack", "this move attacks; say which way, one of: {moves}"),
    ("reason-pyramida-other-attack", "the attack is not one this move makes; legal: {moves}"),
    ("reason-pyramida-attack", "expected the attack as VICTIM>DEST or VICTIM+"),
    // Pyramid Chase.
    ("reason-chase-cell", "expected a file a–z or aa–ag, then a rank 1–33"),
    ("reason-chase-outside", "outside the triangle: rank {rank} has files a–{last}"),
    ("reason-chase-clock", "expected clock=N, a whole number of plies"),
    ("reason-chase-piece-letter", "expected a piece letter K, Q, R, B, N or P, then a cell"),
    ("reason-chase-two-pieces", "two pieces on one cell"),
    ("reason-chase-two-kings", "{side} has two Kings"),
    ("reason-chase-summit-piece", "only Kings may stand on ranks 31–33"),
    ("reason-chase-no-king", "{side} has no King"),
    ("reason-chase-check-out-of-turn", "{checked} is in check but it is {side}'s turn"),
    ("reason-chase-move", "expected FROM-TO, such as b2-c3, or FROMxTO for a capture"),
    ("reason-chase-no-piece", "no {side} piece on {cell}"),
    ("reason-chase-no-capture", "'x' marks a capture, and {cell} holds no enemy piece"),
    ("reason-chase-check", "it would leave the King in check"),
    ("reason-chase-summit-move", "only Kings may enter ranks 31–33"),
    ("reason-chase-power", "above the power level: no move may end above rank {rank} now"),
    ("reason-chase-step", "the {piece} on {from} cannot move to {to}"),
    // Pyraos.
    ("reason-pyraos-cell", "expected a cell: a level 1–4, a file letter and a rank, such as 1a1"),
    ("reason-pyraos-level", "no level {level}: levels run 1–4"),
    ("reason-pyraos-top-cell", "no cell {cell}: level 4 is the single cell 4a1"),
    ("reason-pyraos-no-cell", "no cell {cell}: level {level} has files a–{last} and ranks 1–{ranks}"),
    ("reason-pyraos-mask", "a mask has bits beyond the 30 cells"),
    ("reason-pyraos-two-spheres", "two spheres on one cell"),
    ("reason-pyraos-too-many", "{side} has more than {count} spheres"),
    ("reason-pyraos-unsupported", "the sphere is not supported: {cells} empty"),
    ("reason-pyraos-removals", "expected x and the removed cells, such as x1a1 or x2b2,1a1"),
    ("reason-pyraos-no-removals", "expected one or two cells after x; leave out ' x' to remove nothing"),
    ("reason-pyraos-empty-removal", "empty cell name in the removals"),
    ("reason-pyraos-two-at-most", "at most two spheres may be removed"),
    ("reason-pyraos-children", "with removal=children no sphere is ever removed"),
    ("reason-pyraos-top-removes", "a sphere on the top wins the game; nothing is removed"),
    ("reason-pyraos-no-square", "the sphere on {cell} completes no square of {side}, so nothing may be removed"),
    ("reason-pyraos-removed-twice", "the same sphere is removed twice"),
    ("reason-pyraos-not-own", "no {side} sphere on {cell} to remove"),
    ("reason-pyraos-not-free", "the sphere on {cell} is not free: it carries {cells}"),
    ("reason-pyraos-pass-off", "passing is not allowed (pass=off)"),
    ("reason-pyraos-pass", "a player may pass only with no sphere in reserve and none to lift"),
    ("reason-pyraos-empty-move", "empty move; expected a cell (1a1), a lift FROM-TO (1a1-2b2) or pass"),
    ("reason-pyraos-after-removals", "unexpected text after the removals"),
    ("reason-pyraos-move", "expected a cell (1a1), a lift FROM-TO (1a1-2b2) or pass"),
    ("reason-pyraos-not-legal", "not a legal move here"),
    ("reason-pyraos-not-supported", "{cell} is not supported: {cells} empty"),
    ("reason-pyraos-no-reserve", "{side} has no sphere left in reserve"),
    ("reason-pyraos-taken", "{cell} is taken"),
    ("reason-pyraos-no-sphere", "no {side} sphere on {cell}"),
    (
        "reason-pyraos-lift-higher",
        "a sphere is lifted to a higher level: {from} is on level {from-level}, {to} on level {to-level}",
    ),
    ("reason-pyraos-self-support", "the sphere on {from} would support itself on {to}"),
    // Allmer's Pyramid.
    ("reason-allmer-cell", "expected a file a–g then a row 1–7, such as c3"),
    ("reason-allmer-file", "no file '{file}': files run a–g"),
    ("reason-allmer-row", "no row '{row}': rows run 1–7"),
    ("reason-allmer-cap", "d4 is the cap of the pyramid, not a field"),
    ("reason-allmer-two-stones", "two stones on one field"),
    ("reason-allmer-too-many", "{side} has more than seven stones"),
    ("reason-allmer-move", "expected FROM-TO, such as a1-a4"),
    ("reason-allmer-no-stone", "no stone on {cell}"),
    ("reason-allmer-not-yours", "the stone on {cell} is {owner}'s; {side} is to move"),
    ("reason-allmer-stay", "a stone must leave its field"),
    ("reason-allmer-not-in-line", "{to} is not in a straight line from {from}"),
    ("reason-allmer-jump-taken", "{cell} is taken; a jump needs an empty field"),
    (
        "reason-allmer-push-two",
        "the stone on {cell} cannot be pushed: {behind} behind it is taken (a stone cannot push two)",
    ),
    ("reason-allmer-cap-run", "a run cannot cross the cap d4"),
    ("reason-allmer-climb", "a run cannot climb from {from} to {to}; a jump goes one tier up to a neighbouring field"),
    ("reason-allmer-blocked", "the run is blocked by the stone on {cell}"),
    ("reason-allmer-smash-stops", "the run stops on {cell}, smashing the stone there"),
    ("reason-allmer-step", "the stone on {from} cannot run, jump or push to {to}"),
];

/// The English of an `error-…`, `reason-…` or `notice-…` phrase, its nested phrases said
/// by `nested`; `None` for another message.
pub fn english(phrase: &Phrase, nested: fn(&Phrase) -> String) -> Option<String> {
    let (_, template) = ERRORS.iter().chain(REASONS).find(|(id, _)| *id == phrase.id)?;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = *template;
    while let Some((before, after)) = rest.split_once('{') {
        let (name, after) = after.split_once('}')?;
        out.push_str(before);
        match phrase.arg(name) {
            Some(Arg::Key("white")) => out.push_str("White"),
            Some(Arg::Key("black")) => out.push_str("Black"),
            Some(Arg::Key(key)) => out.push_str(key),
            Some(Arg::Text(text)) => out.push_str(text),
            Some(Arg::Count(n)) | Some(Arg::Date(n)) => out.push_str(&n.to_string()),
            Some(Arg::List(items)) => out.push_str(&english_list(items)),
            Some(Arg::Piece(key)) => out.push_str(piece_english(key)),
            Some(Arg::Message(id)) => out.push_str(english_message(id)),
            Some(Arg::Phrase(said)) => out.push_str(&nested(said)),
            None => {}
        }
        rest = after;
    }
    out.push_str(rest);
    Some(out)
}

impl Phrase {
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
            _ => english(self, Phrase::plain_english).unwrap_or_else(|| self.id.to_string()),
        }
    }
}

impl EndReason {
    /// The reason in English, as the command line and the records say it.
    pub fn describe(self) -> &'static str {
        match self {
            EndReason::AllStonesOff => "all stones reached the top",
            EndReason::Repetition => "third repetition of a position",
            EndReason::NobodyCanMove => "neither player can move",
            EndReason::NoLegalMove => "no legal move",
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::MoveLimit => "100 plies without a capture or a pawn move",
            EndReason::ReachedTop => "reached the top",
            EndReason::VictoryFields => "all four victory fields held",
            EndReason::TooFewStones => "fewer than four stones left",
        }
    }
}

impl End {
    /// Who won and why, in English (the command line's and the records' words).
    pub fn message(&self) -> String {
        match self.outcome {
            Outcome::Win(side) => format!("{} wins: {}", side.name(), self.reason.describe()),
            Outcome::Draw => format!("Draw: {}", self.reason.describe()),
        }
    }
}

/// The English of [`Error::phrase`].
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.phrase().plain_english())
    }
}

/// "a", "a and b", "a, b and c".
pub fn english_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The English of a piece's key.
pub(crate) fn piece_english(key: &str) -> &'static str {
    match key {
        "piece" => "piece",
        "stone" => "stone",
        "sphere" => "sphere",
        "king" => "King",
        "queen" => "Queen",
        "rook" => "Rook",
        "bishop" => "Bishop",
        "knight" => "Knight",
        "pawn" => "Pawn",
        _ => "",
    }
}

/// The English of a message said as an argument: a game's title (`game-NAME-title`).
pub(crate) fn english_message(id: &str) -> &'static str {
    id.strip_prefix("game-")
        .and_then(|rest| rest.strip_suffix("-title"))
        .and_then(crate::games::info)
        .map_or("", |g| g.title)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::{or_list, PIECES};

    /// A choice of three values nests two `reason-or`s: the site says each in the reader's
    /// language, the English is the old "a or b or c".
    #[test]
    fn a_choice_of_values_says_its_ors() {
        let p = or_list(Phrase::new("reason-option-value"), "values", &["a", "b", "c"]);
        assert_eq!(p.english(), "expected a or b or c");
        assert_eq!(or_list(Phrase::new("reason-option-value"), "values", &["on"]).english(), "expected on");
    }

    #[test]
    fn a_list_joins_with_and() {
        let items: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        assert_eq!(english_list(&items), "a, b and c");
        assert_eq!(english_list(&items[..1]), "a");
    }

    #[test]
    fn every_piece_has_its_english() {
        for (_, key) in PIECES {
            assert!(!piece_english(key).is_empty(), "{key}");
        }
    }
}
