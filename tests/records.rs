//! Game records, the CLI's `record` and `replay`, and share links, over random playouts
//! of every game under every setting of its options.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use pyramid_games::cli::{run, run_with_input};
use pyramid_games::games::{open, option_specs, Session};
use pyramid_games::link::{self, code_width};
use pyramid_games::transcript::{read, Comment, Transcript};
use pyramid_games::Options;

/// Every combination of a game's option values.
fn settings(game: &str) -> Vec<Options> {
    let mut all = vec![Options::new()];
    for spec in option_specs(game).unwrap() {
        all = all
            .into_iter()
            .flat_map(|o| {
                spec.values.iter().map(move |v| {
                    let mut o = o.clone();
                    o.set(spec.key, v);
                    o
                })
            })
            .collect();
    }
    all
}

/// A random game: from the start, or from the start with Black to move, then moves picked
/// by `choices` until they run out or the game ends.
fn playout(game: &str, options: &Options, black_starts: bool, choices: &[u32]) -> Box<dyn Session> {
    let start = open(game, options, None).unwrap().position();
    let from = black_starts.then(|| format!("b{}", &start[1..]));
    let mut s = open(game, options, from.as_deref()).unwrap();
    for &choice in choices {
        let legal = s.legal_moves();
        if legal.is_empty() {
            break;
        }
        s.play(&legal[choice as usize % legal.len()]).unwrap();
    }
    s
}

fn same_game(a: &dyn Session, b: &dyn Session) -> Result<(), TestCaseError> {
    prop_assert_eq!(a.name(), b.name());
    for spec in a.option_specs() {
        prop_assert_eq!(a.options().get(spec), b.options().get(spec));
    }
    prop_assert_eq!(a.start_position(), b.start_position());
    prop_assert_eq!(a.history(), b.history());
    prop_assert_eq!(a.movers(), b.movers());
    prop_assert_eq!(a.position(), b.position());
    prop_assert_eq!(a.end(), b.end());
    Ok(())
}

fn words(list: &[&str]) -> Vec<String> {
    list.iter().map(|w| w.to_string()).collect()
}

/// The record round trip, the CLI's, and the link's, for one game.
fn round_trips(s: &dyn Session, comment_at: usize) -> Result<(), TestCaseError> {
    // A record read back is the same game, names and comments included.
    let mut t = Transcript::of(s);
    t.white = Some("Ann \"A.\" Smith".into());
    t.black = Some("Zoë \\ Bo".into());
    t.date = Some("2025-03-14".into());
    let after = comment_at % (s.history().len() + 1);
    t.comments.push(Comment { after, text: "a {comment} with braces".into() });
    t.comments.push(Comment { after, text: "and a plain one".into() });
    let text = t.to_text();
    let (back, replayed) = read(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    prop_assert_eq!(&back, &t);
    same_game(s, replayed.as_ref())?;
    prop_assert_eq!(read(&text.replace('\n', "\r\n")).map(|r| r.0), Ok(t));

    // `record` piped into `replay` prints what `play` prints.
    let mut args = words(&["record", s.name(), "--from", &s.start_position()]);
    for (k, v) in s.options().pairs() {
        args.extend(words(&["--option", &format!("{k}={v}")]));
    }
    args.extend(s.history());
    let record = run(&args);
    prop_assert_eq!(record.code, 0, "{}", record.stderr);
    args[0] = "play".into();
    let play = run(&args);
    prop_assert_eq!(play.code, 0, "{}", play.stderr);
    prop_assert_eq!(run_with_input(&words(&["replay"]), || Ok(record.stdout)), play);

    // A link opens the same game.
    let link = link::encode(s);
    let decoded = link::decode(&link).unwrap();
    prop_assert_eq!(decoded.problem, None);
    same_game(s, decoded.session.as_ref())
}

/// The characters of a link's move codes that each move uses.
fn code_widths(s: &dyn Session) -> Vec<usize> {
    let mut replay = open(s.name(), s.options(), Some(&s.start_position())).unwrap();
    s.history()
        .iter()
        .map(|m| {
            let width = code_width(replay.legal_moves().len());
            replay.play(m).unwrap();
            width
        })
        .collect()
}

/// A link cut short or with one character changed opens, never panics, and keeps every
/// move coded before the damage.
fn damaged_links(s: &dyn Session, cut: usize, at: usize, with: char) -> Result<(), TestCaseError> {
    let link = link::encode(s);
    let Some(codes_start) = link.find("m=").map(|i| i + 2) else { return Ok(()) };
    let history = s.history();
    let widths = code_widths(s);
    let intact = |damage: usize| {
        let mut end = codes_start;
        widths
            .iter()
            .take_while(|w| {
                end += *w;
                end <= damage
            })
            .count()
    };

    let cut = cut % (link.len() + 1);
    let d = link::decode(&link[..cut]);
    if cut >= codes_start {
        let d = d.unwrap();
        let kept = intact(cut);
        prop_assert_eq!(&d.session.history()[..], &history[..kept]);
        prop_assert_eq!(d.problem.is_none(), widths[..kept].iter().sum::<usize>() == cut - codes_start);
    }

    let at = at % link.len();
    let mut changed: Vec<char> = link.chars().collect();
    changed[at] = with;
    let changed: String = changed.into_iter().collect();
    let d = link::decode(&changed);
    if at >= codes_start {
        let d = d.unwrap();
        let kept = intact(at);
        prop_assert!(d.session.history().len() >= kept.min(history.len()));
        prop_assert_eq!(&d.session.history()[..kept], &history[..kept]);
        if d.problem.is_none() && changed == link {
            same_game(s, d.session.as_ref())?;
        }
    }
    Ok(())
}

fn check_game(
    game: &str,
    black_starts: bool,
    choices: &[u32],
    comment_at: usize,
    damage: (usize, usize, char),
) -> Result<(), TestCaseError> {
    for options in settings(game) {
        let s = playout(game, &options, black_starts, choices);
        round_trips(s.as_ref(), comment_at)?;
        damaged_links(s.as_ref(), damage.0, damage.1, damage.2)?;
    }
    Ok(())
}

fn damage() -> impl Strategy<Value = (usize, usize, char)> {
    (any::<usize>(), any::<usize>(), prop_oneof![Just('A'), Just('_'), Just('%'), Just('é'), Just('&'), any::<char>()])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn pyramida_records_and_links_round_trip(
        black in any::<bool>(), choices in prop::collection::vec(any::<u32>(), 0..160), c in any::<usize>(), d in damage()
    ) {
        check_game("pyramida", black, &choices, c, d)?;
    }

    #[test]
    fn pyraos_records_and_links_round_trip(
        black in any::<bool>(), choices in prop::collection::vec(any::<u32>(), 0..80), c in any::<usize>(), d in damage()
    ) {
        check_game("pyraos", black, &choices, c, d)?;
    }

    #[test]
    fn allmer_records_and_links_round_trip(
        black in any::<bool>(), choices in prop::collection::vec(any::<u32>(), 0..160), c in any::<usize>(), d in damage()
    ) {
        check_game("allmer", black, &choices, c, d)?;
    }
}

proptest! {
    // Chase's moves are the slowest to generate in a debug build.
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn chase_records_and_links_round_trip(
        black in any::<bool>(), choices in prop::collection::vec(any::<u32>(), 0..60), c in any::<usize>(), d in damage()
    ) {
        check_game("chase", black, &choices, c, d)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Any text at all: an error or a game, never a panic.
    #[test]
    fn any_text_is_read_or_refused(text in ".{0,200}", name in prop_oneof![Just("pyramida"), Just("pyraos"), Just("chase")]) {
        let _ = read(&text);
        let _ = read(&format!("[Game \"{name}\"]\n{text}"));
        let _ = link::decode(&text);
        if let Ok(d) = link::decode(&format!("{name}?{text}")) {
            prop_assert_eq!(d.session.name(), name);
        }
    }

    /// A record with a character dropped, doubled or replaced: an error or a game.
    #[test]
    fn damaged_records_are_read_or_refused(at in any::<usize>(), with in any::<char>(), how in 0..3u8) {
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/pyramida_200_plies.txt")).unwrap();
        let mut chars: Vec<char> = text.chars().take(400).collect();
        let at = at % chars.len();
        match how {
            0 => { chars.remove(at); }
            1 => chars.insert(at, chars[at]),
            _ => chars[at] = with,
        }
        let text: String = chars.into_iter().collect();
        if let Err(e) = read(&text) {
            prop_assert!(e.line >= 1 && e.line <= text.lines().count().max(1) + 1, "{}", e);
            prop_assert!(!e.to_string().contains('\n'));
        }
    }
}

/// 200-ply games of each game (made by playouts that avoid ending the game and repeating
/// a position), kept as records: each reads back, and its link is under 1,000 characters.
#[test]
fn a_200_ply_game_fits_in_a_short_link() {
    for game in pyramid_games::GAME_NAMES {
        let path = format!("{}/tests/fixtures/{game}_200_plies.txt", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let (t, s) = read(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(s.history().len(), 200, "{game}");
        assert_eq!(t.to_text(), text, "{game}: the record is written as it was read");
        let link = link::encode(s.as_ref());
        assert!(link.len() < 1000, "{game}: {} characters", link.len());
        assert!(link.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.~:,%?&=".contains(&b)), "{link}");
        let back = link::decode(&link).unwrap();
        assert_eq!(back.problem, None);
        assert_eq!(back.session.history(), s.history());
    }
}

/// The records shown on the rules pages are games the engine reads.
#[test]
fn the_rules_pages_show_records_that_read() {
    for game in pyramid_games::GAME_NAMES {
        let path = format!("{}/www/rules/{game}.html", env!("CARGO_MANIFEST_DIR"));
        let page = std::fs::read_to_string(&path).unwrap();
        let section = page.split("<h2 id=\"records\">").nth(1).unwrap_or_else(|| panic!("{path}: no Game records"));
        let section = section.split("<h2").next().unwrap();
        let records: Vec<&str> = section.split("<code>").filter(|c| c.starts_with('[')).collect();
        assert!(!records.is_empty(), "{path}: no example record");
        for record in records {
            let text =
                record.split("</code>").next().unwrap().replace("&gt;", ">").replace("&lt;", "<").replace("&amp;", "&");
            let (t, _) = read(&text).unwrap_or_else(|e| panic!("{path}: {e}\n{text}"));
            assert_eq!(t.game, *game);
        }
    }
}
