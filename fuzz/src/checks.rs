//! What each fuzz target checks of one input, beyond "never panics". Shared with
//! `tests/fuzz_regressions.rs`, which replays the inputs that once failed and the seed
//! corpora through the same checks.
//!
//! Each check takes the input as text: outside text reaches the parsers as Rust strings
//! (the browser's, the command line's, a file read as UTF-8), so bytes that are not UTF-8
//! are refused before any parser sees them.

use pyramid_games::embed_attrs::{self, Embed, Size};
use pyramid_games::game::EndReason;
use pyramid_games::{cli, link, open, save, transcript, Options, Session};
use std::collections::HashMap;

/// The input as text, when it is UTF-8.
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// Positions, moves and options of game `name`. The input's first line is the options
/// (`KEY=VALUE` separated by spaces), the second the start position (empty: the game's
/// own start), every further line a move: its text, or `#N` for the legal move `N`
/// (modulo their count), so that the fuzzer reaches deep positions as well.
///
/// Checks: an accepted position's canonical text re-parses to the same canonical text,
/// the same side to move, end and legal moves; an accepted move was legal, its canonical
/// text plays to the same position from the same game, and the position after it
/// re-parses likewise; a refused move changes nothing.
pub fn game(name: &str, input: &str) {
    let mut lines = input.split('\n');
    let mut options = Options::new();
    for pair in lines.next().unwrap_or("").split_whitespace() {
        if options.set_pair(pair).is_err() {
            return;
        }
    }
    let position = lines.next().filter(|p| !p.is_empty());
    let Ok(mut session) = open(name, &options, position) else { return };
    reparses(name, &options, session.as_ref());
    assert_eq!(session.start_position(), session.position(), "{name}: a new game is at its start");
    let start = session.position();
    let mut canonical = open(name, &options, Some(&start)).expect("checked by reparses");
    for line in lines {
        let before = session.position();
        let played = session.history().len();
        let legal = session.legal_moves();
        let text = match line.strip_prefix('#').map(|n| n.trim().parse::<usize>()) {
            Some(Ok(n)) if !legal.is_empty() => legal[n % legal.len()].clone(),
            _ => line.to_string(),
        };
        match session.play(&text) {
            Ok(_) => {
                let history = session.history();
                assert_eq!(history.len(), played + 1, "{name}: one move played");
                let mv = history.last().expect("a move was played");
                assert!(legal.contains(mv), "{name}: {text:?} was accepted as {mv:?}, not a legal move of {before:?}");
                canonical.play(mv).unwrap_or_else(|e| {
                    panic!("{name}: the canonical text {mv:?} of the accepted {text:?} is refused in {before:?}: {e}")
                });
                assert_eq!(canonical.position(), session.position(), "{name}: {text:?} and {mv:?} differ");
                assert_eq!(canonical.end(), session.end(), "{name}: {text:?} and {mv:?} end differently");
                reparses(name, &options, session.as_ref());
            }
            Err(_) => {
                assert_eq!(session.position(), before, "{name}: the refused move {text:?} changed the position");
                assert_eq!(session.history().len(), played, "{name}: the refused move {text:?} was recorded");
            }
        }
    }
}

/// The session's canonical position re-parses to itself: same text, side to move, notes,
/// end and legal moves (unless the session ended by repetition, which its history decides).
fn reparses(name: &str, options: &Options, session: &dyn Session) {
    let text = session.position();
    let again = open(name, options, Some(&text))
        .unwrap_or_else(|e| panic!("{name}: the canonical position {text:?} is refused: {e}"));
    assert_eq!(again.position(), text, "{name}: the canonical text does not re-parse to itself");
    assert_eq!(again.side_to_move(), session.side_to_move(), "{name}: {text:?}: side to move");
    assert_eq!(again.turn_note(), session.turn_note(), "{name}: {text:?}: turn note");
    assert_eq!(again.pieces(), session.pieces(), "{name}: {text:?}: pieces");
    if session.end().map(|e| e.reason) != Some(EndReason::Repetition) {
        assert_eq!(again.end(), session.end(), "{name}: {text:?}: end");
        assert_eq!(again.legal_moves(), session.legal_moves(), "{name}: {text:?}: legal moves");
    }
}

/// The same game: position, start, history, options and end.
fn same_game(a: &dyn Session, b: &dyn Session, what: &str) {
    assert_eq!(a.name(), b.name(), "{what}: game");
    assert_eq!(a.start_position(), b.start_position(), "{what}: start");
    assert_eq!(a.history(), b.history(), "{what}: moves");
    assert_eq!(a.position(), b.position(), "{what}: position");
    assert_eq!(a.end(), b.end(), "{what}: end");
    for spec in a.option_specs() {
        assert_eq!(a.options().get(spec), b.options().get(spec), "{what}: option {}", spec.key);
    }
}

/// Saved games: an accepted save's own encoding decodes to the same game and encodes to
/// the same text.
pub fn save(input: &str) {
    let Ok(session) = save::decode(input) else { return };
    let text = save::encode(session.as_ref());
    let back =
        save::decode(&text).unwrap_or_else(|e| panic!("the encoding of an accepted save is refused: {e}\n{text}"));
    same_game(session.as_ref(), back.as_ref(), "save");
    assert_eq!(save::encode(back.as_ref()), text, "save: encoding twice differs");
}

/// Game records: an accepted record's text reads back to the same record and game, and
/// writes the same text; the record's moves are the game's.
pub fn record(input: &str) {
    let Ok((record, session)) = transcript::read(input) else { return };
    let moves: Vec<String> = record.moves.iter().map(|p| p.text.clone()).collect();
    assert_eq!(moves, session.history(), "record: the record's moves are not the game's");
    let text = record.to_text();
    let (again, back) =
        transcript::read(&text).unwrap_or_else(|e| panic!("the text of an accepted record is refused: {e}\n{text}"));
    assert_eq!(again, record, "record: the text reads back to another record\n{text}");
    same_game(session.as_ref(), back.as_ref(), "record");
    assert_eq!(again.to_text(), text, "record: writing twice differs");
}

/// Share links: the link of an opened game opens the same game with no problem, and
/// links to the same text.
pub fn link(input: &str) {
    let Ok(decoded) = link::decode(input) else { return };
    let text = link::encode(decoded.session.as_ref());
    let back = link::decode(&text).unwrap_or_else(|e| panic!("the link of an opened game is refused: {e}\n{text}"));
    assert_eq!(back.problem, None, "link: the link of an opened game has a problem\n{text}");
    same_game(decoded.session.as_ref(), back.session.as_ref(), "link");
    assert_eq!(link::encode(back.session.as_ref()), text, "link: encoding twice differs");
}

const ATTRIBUTES: [&str; 9] =
    ["game", "position", "moves", "options", "interactive", "size", "caption", "view", "record"];

/// Embed attributes: one `NAME=VALUE` a line (`game=chase`); a line of another shape is
/// left out, and a name given twice keeps its last value. An accepted embed opens its
/// game and replays its moves, and its attributes in canonical form are accepted as the
/// same embed.
pub fn embed(input: &str) {
    let mut attrs: HashMap<&str, String> = HashMap::new();
    for line in input.split('\n') {
        if let Some((name, value)) = line.split_once('=').filter(|(n, _)| ATTRIBUTES.contains(n)) {
            attrs.insert(name, value.to_string());
        }
    }
    let Ok(embed) = embed_attrs::parse(|name| attrs.get(name).cloned()) else { return };
    let start = embed.session().position();
    let mut session = embed.session();
    for mv in &embed.moves {
        session.play(mv).unwrap_or_else(|e| panic!("embed: the accepted move {mv:?} is refused on replay: {e}"));
    }
    let options: Vec<String> = embed.options.pairs().iter().map(|(k, v)| format!("{k}={v}")).collect();
    let size = match embed.size {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
    };
    let canonical: HashMap<&str, String> = [
        ("game", Some(embed.game.clone())),
        ("position", embed.position.is_some().then(|| start.clone())),
        ("moves", Some(embed.moves.join(";"))),
        ("options", Some(options.join(" "))),
        ("interactive", Some(embed.interactive.to_string())),
        ("size", Some(size.to_string())),
        ("caption", embed.caption.clone()),
        ("view", embed.view.map(|r| r.text(embed.session().as_ref()))),
    ]
    .into_iter()
    .filter_map(|(k, v)| Some((k, v?)))
    .collect();
    let again: Embed = embed_attrs::parse(|name| canonical.get(name).cloned())
        .unwrap_or_else(|e| panic!("embed: the canonical attributes {canonical:?} are refused: {}", e.english()));
    assert_eq!(again.game, embed.game, "embed: game");
    assert_eq!(again.session().position(), start, "embed: position");
    assert_eq!(again.moves, embed.moves, "embed: moves");
    assert_eq!(again.options, embed.options, "embed: options");
    assert_eq!((again.interactive, again.size), (embed.interactive, embed.size), "embed: interactive, size");
    assert_eq!(again.caption, embed.caption, "embed: caption");
    assert_eq!(again.view, embed.view, "embed: view");
}

/// The command line: one argument a line; after a NUL byte, what standard input holds.
/// Checks the exit status and where the output goes: 0 prints on stdout only, 1 and 2
/// print one message on stderr only. Left out, as work without a bound rather than
/// parsing: `bestmove` (the computer's search), `perft` deeper than 2, and `replay` of a
/// file (it would read whatever the path names).
pub fn cli(input: &str) {
    let (args, stdin) = input.split_once('\0').unwrap_or((input, ""));
    let args: Vec<String> = args.split('\n').map(str::to_string).collect();
    let deep = |a: &String| a.parse::<u32>().is_ok_and(|d| d > 2);
    match args[0].as_str() {
        "bestmove" => return,
        "perft" if args.iter().any(deep) => return,
        "replay" if args[1..].iter().any(|a| a != "-" && !a.starts_with("--")) => return,
        _ => {}
    }
    let out = cli::run_with_input(&args, || Ok(stdin.to_string()));
    match out.code {
        0 => assert!(out.stderr.is_empty(), "cli: success with an error message {:?}", out.stderr),
        1 | 2 => {
            assert!(out.stdout.is_empty(), "cli: failure with output {:?}", out.stdout);
            assert!(out.stderr.starts_with("pyramid: "), "cli: unprefixed error {:?}", out.stderr);
        }
        code => panic!("cli: exit status {code}"),
    }
}
