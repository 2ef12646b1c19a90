//! The `pyramid` command line, as a function from arguments to output so that it is
//! tested without spawning processes. Its words and outputs are a contract (docs/engine.md, "The pyramid command line").

use crate::game::{Error, Options};
use crate::games::{self, open, Session};
use crate::transcript::{self, Transcript};

pub const USAGE: &str = "\
usage: pyramid <command> GAME …  (games: pyramida, chase, pyraos, allmer)
  start GAME                           the canonical start position
  moves GAME [POSITION]                every legal move, one a line, sorted
  play GAME [--from POSITION] MOVE…    the position after the moves, then the status
  perft GAME DEPTH [POSITION]          the number of move sequences of length DEPTH
  bestmove GAME [POSITION] [--level easy|normal|hard] [--seed N]
  record GAME [--from POSITION] MOVE…  the game record of the moves
  replay [FILE]                        reads a game record (standard input without FILE,
                                       or with -) and prints what play prints for it
  solve pyraos [POSITION]              who wins with perfect play, and in how many plies
options: --option KEY=VALUE (repeatable) for the game's options
";

/// What a run prints and its exit status.
#[derive(Debug, PartialEq, Eq)]
pub struct Output {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Output {
    fn ok(stdout: String) -> Output {
        Output { stdout, stderr: String::new(), code: 0 }
    }
    fn fail(message: impl std::fmt::Display) -> Output {
        Output { stdout: String::new(), stderr: format!("pyramid: {message}"), code: 1 }
    }
    fn usage(message: impl std::fmt::Display) -> Output {
        Output { stdout: String::new(), stderr: format!("pyramid: {message} (see pyramid --help)"), code: 2 }
    }
}

/// The arguments after the command word, flags taken out wherever they stand.
struct Args {
    positional: Vec<String>,
    options: Options,
    from: Option<String>,
    level: Option<String>,
    seed: Option<String>,
}

fn split_args(args: &[String]) -> Result<Args, Output> {
    let mut parsed = Args { positional: vec![], options: Options::new(), from: None, level: None, seed: None };
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let flag = match arg.as_str() {
            "--option" | "--from" | "--level" | "--seed" => arg.as_str(),
            _ => {
                parsed.positional.push(arg.clone());
                i += 1;
                continue;
            }
        };
        let Some(value) = args.get(i + 1) else {
            return Err(Output::usage(format!("'{flag}' needs a value")));
        };
        match flag {
            "--option" => parsed.options.set_pair(value).map_err(Output::fail)?,
            "--from" => parsed.from = Some(value.clone()),
            "--level" => parsed.level = Some(value.clone()),
            _ => parsed.seed = Some(value.clone()),
        }
        i += 2;
    }
    Ok(parsed)
}

pub fn run(args: &[String]) -> Output {
    run_with_input(args, || std::io::read_to_string(std::io::stdin()))
}

/// [`run`], with standard input read by `stdin` (called only by `replay` without a file).
pub fn run_with_input(args: &[String], stdin: impl FnOnce() -> std::io::Result<String>) -> Output {
    let Some(command) = args.first() else {
        return Output { stdout: String::new(), stderr: USAGE.trim_end().to_string(), code: 2 };
    };
    if command == "--help" || command == "-h" || command == "help" {
        return Output::ok(USAGE.to_string());
    }
    let args = match split_args(&args[1..]) {
        Ok(a) => a,
        Err(out) => return out,
    };
    if command == "replay" {
        return replay(&args, stdin).unwrap_or_else(|out| out);
    }
    match command.as_str() {
        "start" | "moves" | "play" | "perft" | "bestmove" | "record" | "solve" => {}
        other => return Output::usage(format!("unknown command '{other}'")),
    }
    let Some(game) = args.positional.first() else {
        return Output::usage(format!("'{command}' needs a GAME"));
    };
    let rest = &args.positional[1..];
    let result = match command.as_str() {
        "start" => start(game, &args, rest),
        "moves" => moves(game, &args, rest),
        "play" => play(game, &args, rest),
        "perft" => perft(game, &args, rest),
        "record" => record(game, &args, rest),
        "solve" => solve(game, &args, rest),
        _ => bestmove(game, &args, rest),
    };
    result.unwrap_or_else(|out| out)
}

fn session(game: &str, options: &Options, position: Option<&str>) -> Result<Box<dyn Session>, Output> {
    open(game, options, position).map_err(Output::fail)
}

fn no_more(rest: &[String]) -> Result<(), Output> {
    match rest.first() {
        Some(extra) => Err(Output::usage(format!("unexpected argument '{extra}'"))),
        None => Ok(()),
    }
}

fn start(game: &str, args: &Args, rest: &[String]) -> Result<Output, Output> {
    no_more(rest)?;
    let s = session(game, &args.options, None)?;
    Ok(Output::ok(format!("{}\n", s.position())))
}

fn position_arg<'a>(args: &'a Args, rest: &'a [String]) -> Result<Option<&'a str>, Output> {
    match rest {
        [] => Ok(args.from.as_deref()),
        [p] if args.from.is_none() => Ok(Some(p)),
        [_, extra, ..] | [extra] => Err(Output::usage(format!("unexpected argument '{extra}'"))),
    }
}

fn moves(game: &str, args: &Args, rest: &[String]) -> Result<Output, Output> {
    let s = session(game, &args.options, position_arg(args, rest)?)?;
    let mut out = String::new();
    for m in s.legal_moves() {
        out.push_str(&m);
        out.push('\n');
    }
    Ok(Output::ok(out))
}

/// The game from `--from` (or the start) after `moves`.
fn played(game: &str, args: &Args, moves: &[String]) -> Result<Box<dyn Session>, Output> {
    let mut s = session(game, &args.options, args.from.as_deref())?;
    for (i, text) in moves.iter().enumerate() {
        s.play(text).map_err(|e| match e {
            Error::GameOver => Output::fail(format!("move {} '{text}': the game is already over", i + 1)),
            e => Output::fail(format!("move {}: {e}", i + 1)),
        })?;
    }
    Ok(s)
}

fn play(game: &str, args: &Args, moves: &[String]) -> Result<Output, Output> {
    let s = played(game, args, moves)?;
    Ok(Output::ok(format!("{}\n{}\n", s.position(), s.status())))
}

fn record(game: &str, args: &Args, moves: &[String]) -> Result<Output, Output> {
    let s = played(game, args, moves)?;
    Ok(Output::ok(Transcript::of(s.as_ref()).to_text()))
}

fn replay(args: &Args, stdin: impl FnOnce() -> std::io::Result<String>) -> Result<Output, Output> {
    for (flag, given) in [("--option", !args.options.pairs().is_empty()), ("--from", args.from.is_some())] {
        if given {
            return Err(Output::usage(format!("'replay' takes no '{flag}': the record names its options and start")));
        }
    }
    if args.level.is_some() || args.seed.is_some() {
        return Err(Output::usage("'replay' takes no '--level' or '--seed'"));
    }
    let text = match args.positional.as_slice() {
        [] => stdin().map_err(|e| Output::fail(format!("cannot read standard input: {e}")))?,
        [file] if file == "-" => stdin().map_err(|e| Output::fail(format!("cannot read standard input: {e}")))?,
        [file] => std::fs::read_to_string(file).map_err(|e| Output::fail(format!("cannot read '{file}': {e}")))?,
        [_, extra, ..] => return Err(Output::usage(format!("unexpected argument '{extra}'"))),
    };
    let (_, s) = transcript::read(&text).map_err(|e| Output::fail(format!("record {e}")))?;
    Ok(Output::ok(format!("{}\n{}\n", s.position(), s.status())))
}

fn perft(game: &str, args: &Args, rest: &[String]) -> Result<Output, Output> {
    let Some((depth, rest)) = rest.split_first() else {
        return Err(Output::usage("'perft' needs a DEPTH"));
    };
    let depth: u32 =
        depth.parse().map_err(|_| Output::fail(format!("bad depth '{depth}': expected a whole number from 0")))?;
    let s = session(game, &args.options, position_arg(args, rest)?)?;
    let nodes = games::perft(s.as_ref(), depth).map_err(|e| Output::fail(e.to_string()))?;
    Ok(Output::ok(format!("{nodes}\n")))
}

fn bestmove(game: &str, args: &Args, rest: &[String]) -> Result<Output, Output> {
    let position = position_arg(args, rest)?;
    session(game, &args.options, position)?;
    let level = match &args.level {
        None => crate::ai::Level::Normal,
        Some(text) => text
            .parse::<crate::ai::Level>()
            .map_err(|_| Output::fail(format!("bad level '{text}': expected easy, normal or hard")))?,
    };
    let seed = match &args.seed {
        None => 0,
        Some(text) => match text.parse::<u64>() {
            Ok(n) if !text.starts_with('+') => n,
            _ => return Err(Output::fail(format!("bad seed '{text}': expected a whole number from 0"))),
        },
    };
    let mv = crate::ai::best_move_text(game, &args.options, position, &[], level, seed).map_err(Output::fail)?;
    Ok(Output::ok(format!("{mv}\n")))
}

/// How many positions `solve` explores before it calls a position too early for the
/// exact search (about 8 s and 0.3 GB natively).
pub const SOLVE_BUDGET: usize = 4_000_000;

/// The value from the full children's table (solved here, or read from the file
/// `PYRAMID_SOLVE_TABLE` names).
#[cfg(not(target_arch = "wasm32"))]
fn children_table_value(p: &crate::games::pyraos::Pyraos) -> Option<crate::games::pyraos::solve::Value> {
    let cache = std::env::var_os("PYRAMID_SOLVE_TABLE").map(std::path::PathBuf::from);
    let progress = std::env::var_os("PYRAMID_SOLVE_PROGRESS").is_some();
    Some(crate::games::pyraos::solve::full_value(p, cache.as_deref(), progress))
}

/// The file that keeps the retrograde analysis under some rules, by the variable naming
/// it: `PYRAMID_SOLVE_STANDARD_TABLE` (`removal=standard`, `pass=off`),
/// `PYRAMID_SOLVE_STANDARD_PASS_TABLE` (`removal=standard`, `pass=on`) and
/// `PYRAMID_SOLVE_CHILDREN_PASS_TABLE` (`removal=children`, `pass=on`).
fn retrograde_variable(rules: crate::games::pyraos::Rules) -> Option<&'static str> {
    match (rules.children, rules.pass) {
        (false, false) => Some("PYRAMID_SOLVE_STANDARD_TABLE"),
        (false, true) => Some("PYRAMID_SOLVE_STANDARD_PASS_TABLE"),
        (true, true) => Some("PYRAMID_SOLVE_CHILDREN_PASS_TABLE"),
        (true, false) => None,
    }
}

/// The value from the retrograde analysis under the position's rules, kept in the file
/// [`retrograde_variable`] names (2.3 GB; carried on for at most `PYRAMID_SOLVE_LIMIT`
/// seconds a run), if that is set.
#[cfg(not(target_arch = "wasm32"))]
fn retrograde_table_value(
    p: &crate::games::pyraos::Pyraos,
) -> Option<Result<crate::games::pyraos::solve::Value, String>> {
    let path = std::path::PathBuf::from(std::env::var_os(retrograde_variable(p.rules())?)?);
    let limit =
        std::env::var("PYRAMID_SOLVE_LIMIT").ok().and_then(|t| t.parse().ok()).map(std::time::Duration::from_secs);
    let progress = std::env::var_os("PYRAMID_SOLVE_PROGRESS").is_some();
    Some(crate::games::pyraos::solve::retrograde_value(p, &path, limit, progress))
}

#[cfg(target_arch = "wasm32")]
fn retrograde_table_value(
    _: &crate::games::pyraos::Pyraos,
) -> Option<Result<crate::games::pyraos::solve::Value, String>> {
    None
}

#[cfg(target_arch = "wasm32")]
fn children_table_value(_: &crate::games::pyraos::Pyraos) -> Option<crate::games::pyraos::solve::Value> {
    None
}

fn solve(game: &str, args: &Args, rest: &[String]) -> Result<Output, Output> {
    solve_within(game, args, rest, SOLVE_BUDGET)
}

fn solve_within(game: &str, args: &Args, rest: &[String], budget: usize) -> Result<Output, Output> {
    use crate::game::Game;
    use crate::games::pyraos::{solve, Pyraos};
    let position = position_arg(args, rest)?;
    session(game, &args.options, position)?;
    if game != Pyraos::NAME {
        return Err(Output::fail(format!("no solver for '{game}': only pyraos is solved")));
    }
    let p = match position {
        Some(text) => Pyraos::parse(text, &args.options),
        None => Pyraos::start(&args.options),
    }
    .map_err(Output::fail)?;
    let side = p.side_to_move();
    if let Some(v) = solve::value(&p, budget) {
        return Ok(Output::ok(format!("{}\n", v.describe(side))));
    }
    let rules = p.rules();
    if rules.children && !rules.pass {
        if let Some(v) = children_table_value(&p) {
            return Ok(Output::ok(format!("{}\n", v.describe(side))));
        }
    }
    if rules.pass || !rules.children {
        match retrograde_table_value(&p) {
            Some(Ok(v)) => return Ok(Output::ok(format!("{}\n", v.describe(side)))),
            Some(Err(why)) => return Err(Output::fail(format!("cannot solve this position: {why}"))),
            None => {}
        }
    }
    let spheres = p.occupied().count_ones();
    let removal = if rules.children { "removal=children" } else { "removal=standard" };
    Err(Output::fail(format!(
        "cannot solve this position under {removal}{}: more than {budget} positions are reachable from it \
         ({spheres} spheres on the board); the solver answers such early positions only under \
         removal=children with pass=off, or from a retrograde analysis ({}, see docs/engine.md)",
        if rules.pass { " with pass=on" } else { "" },
        retrograde_variable(rules).unwrap_or("PYRAMID_SOLVE_STANDARD_TABLE")
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_words(words: &[&str]) -> Output {
        run(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn start_prints_the_canonical_start() {
        let out = run_words(&["start", "pyramida"]);
        assert_eq!(out, Output::ok("w W:d1,h1,l1,p1,t1 B:b1,f1,j1,n1,r1\n".into()));
    }

    #[test]
    fn play_prints_position_and_status() {
        let out = run_words(&["play", "pyramida", "--from", "b W:d7 B:d3,e4", "e4-d5"]);
        assert_eq!(out.stdout, "w W:d1 B:d3,d5\nongoing\n");
    }

    #[test]
    fn options_and_from_may_stand_anywhere() {
        let a = run_words(&["play", "pyramida", "d1-c2", "--option", "opening-guard=off", "--option", "chain=off"]);
        let b = run_words(&["play", "--option", "chain=off", "pyramida", "--option", "opening-guard=off", "d1-c2"]);
        assert_eq!(a.code, 0, "{}", a.stderr);
        assert_eq!(a, b);
    }

    #[test]
    fn an_illegal_move_names_its_number_and_prints_nothing() {
        let out = run_words(&["play", "pyramida", "d1-c2", "d1-e2"]);
        assert_eq!(out.code, 1);
        assert!(out.stdout.is_empty());
        assert!(out.stderr.starts_with("pyramid: move 2:"), "{}", out.stderr);
        assert!(out.stderr.contains("'d1-e2'"), "{}", out.stderr);
        assert_eq!(out.stderr.lines().count(), 1);
    }

    /// The command fails, prints nothing on stdout and one line naming `token` on stderr.
    fn fails_naming(words: &[&str], token: &str) {
        let out = run_words(words);
        assert_ne!(out.code, 0, "{words:?}");
        assert!(out.stdout.is_empty());
        assert!(out.stderr.contains(token), "{words:?}: {}", out.stderr);
        assert_eq!(out.stderr.lines().count(), 1);
    }

    #[test]
    fn errors_name_the_bad_token() {
        for (words, token) in [
            (vec!["start", "chess"], "'chess'"),
            (vec!["moves", "pyramida", "w W:d1 B:z9"], "'z9'"),
            (vec!["start", "pyramida", "--option", "chain=maybe"], "'chain=maybe'"),
            (vec!["start", "pyramida", "--option", "speed=fast"], "'speed'"),
            (vec!["perft", "pyramida", "x"], "'x'"),
            (vec!["frobnicate", "pyramida"], "'frobnicate'"),
        ] {
            fails_naming(&words, token);
        }
    }

    #[test]
    fn moves_prints_nothing_when_the_game_is_over() {
        let out = run_words(&["moves", "pyramida", "b W: B:b1"]);
        assert_eq!(out, Output::ok(String::new()));
        let out = run_words(&["play", "pyramida", "--from", "b W: B:b1"]);
        assert_eq!(out.stdout, "b W: B:b1\nwhite wins\n");
    }

    #[test]
    fn bestmove_prints_one_legal_move_and_repeats_it_for_a_seed() {
        for game in ["pyramida", "chase", "pyraos", "allmer"] {
            let a = run_words(&["bestmove", game, "--level", "easy", "--seed", "7"]);
            assert_eq!(a.code, 0, "{game}: {}", a.stderr);
            assert_eq!(a.stdout.lines().count(), 1, "{game}: {}", a.stdout);
            let legal = run_words(&["moves", game]).stdout;
            assert!(legal.lines().any(|m| m == a.stdout.trim_end()), "{game}: {} is not legal", a.stdout);
            assert_eq!(a, run_words(&["bestmove", game, "--seed", "7", "--level", "easy"]));
        }
    }

    #[test]
    fn bestmove_takes_a_position_and_finds_the_win() {
        let out = run_words(&["bestmove", "pyramida", "w W:j13 B:b1,d1", "--level", "easy"]);
        assert_eq!(out, Output::ok("j13-k14\n".into()));
        let out = run_words(&["bestmove", "pyramida", "--from", "w W:j13 B:b1,d1"]);
        assert_eq!(out, Output::ok("j13-k14\n".into()));
    }

    #[test]
    fn bestmove_errors_name_the_bad_token() {
        for (words, token) in [
            (vec!["bestmove", "pyramida", "--level", "expert"], "'expert'"),
            (vec!["bestmove", "pyramida", "--seed", "-1"], "'-1'"),
            (vec!["bestmove", "pyramida", "--seed", "x"], "'x'"),
            (vec!["bestmove", "chess"], "'chess'"),
            (vec!["bestmove", "pyramida", "w W:z9 B:b1"], "'z9'"),
            (vec!["bestmove", "pyramida", "--option", "chain=maybe"], "'chain=maybe'"),
        ] {
            fails_naming(&words, token);
        }
    }

    /// A position with `white` and `black` spheres on the first cells in canonical order.
    fn filled(side: &str, white: std::ops::Range<u8>, black: std::ops::Range<u8>) -> String {
        use crate::games::pyraos::board::name;
        let list = |r: std::ops::Range<u8>| r.map(name).collect::<Vec<_>>().join(",");
        format!("{side} W:{} B:{}", list(white), list(black))
    }

    #[test]
    fn solve_prints_who_wins_and_in_how_many_plies() {
        // White's last sphere goes on the free top.
        let p = filled("w", 0..14, 14..29);
        assert_eq!(run_words(&["solve", "pyraos", &p]), Output::ok("white wins in 1\n".into()));
        let out = run_words(&["solve", "pyraos", "--option", "removal=children", "--from", &p]);
        assert_eq!(out, Output::ok("white wins in 1\n".into()));
        // Black to move has no sphere left and cannot lift: it has lost.
        let p = filled("b", 0..14, 14..29);
        assert_eq!(run_words(&["solve", "pyraos", &p]), Output::ok("white wins in 0\n".into()));
        // The game is over: Black's sphere is on the top.
        let p = filled("w", 0..15, 15..30);
        assert_eq!(run_words(&["solve", "pyraos", &p]), Output::ok("black wins in 0\n".into()));
        let p = "w W:1a1,1b1,1c1,1d1,1a2,1b2,1c2,1d2,1a3,1b3,1c3 B:1d3,1a4,1b4,1c4,1d4,2a1,2b1,2c1,2a2,2b2,2c2";
        let out = run_words(&["solve", "pyraos", p, "--option", "removal=children"]);
        assert_eq!(out, Output::ok("black wins in 10\n".into()));
    }

    #[test]
    fn solve_refuses_what_it_cannot_answer() {
        for (words, token) in [
            (vec!["solve", "pyramida"], "pyramida"),
            (vec!["solve", "chess"], "'chess'"),
            (vec!["solve", "pyraos", "w W:1a1 B:z9"], "'z9'"),
            (vec!["solve", "pyraos", "--option", "removal=none"], "'removal=none'"),
        ] {
            fails_naming(&words, token);
        }
        let words = ["--option", "pass=on", "--option", "removal=children"].map(String::from);
        let args = split_args(&words).unwrap();
        let out = solve_within("pyraos", &args, &[], 1000).unwrap_err();
        assert_eq!((out.code, out.stdout.as_str()), (1, ""));
        assert!(out.stderr.contains("under removal=children with pass=on"), "{}", out.stderr);
        assert!(out.stderr.contains("PYRAMID_SOLVE_CHILDREN_PASS_TABLE"), "{}", out.stderr);
        let args = split_args(&[]).unwrap();
        let out = solve_within("pyraos", &args, &[], 1000).unwrap_err();
        assert!(out.stderr.contains("under removal=standard"), "{}", out.stderr);
        assert_eq!(out.stderr.lines().count(), 1);
    }

    #[test]
    fn bestmove_in_a_finished_game_is_an_error() {
        let out = run_words(&["bestmove", "pyramida", "b W: B:b1"]);
        assert_eq!(out.code, 1);
        assert!(out.stdout.is_empty());
        assert!(out.stderr.contains("over"), "{}", out.stderr);
    }

    fn replay_text(args: &[&str], text: &str) -> Output {
        let args: Vec<String> = args.iter().map(|w| w.to_string()).collect();
        run_with_input(&args, || Ok(text.to_string()))
    }

    #[test]
    fn record_prints_the_game_record() {
        let out = run_words(&["record", "pyramida", "--option", "chain=off", "d1-c2", "b1-a2", "h1-g2"]);
        let expected = "[Game \"pyramida\"]\n[Options \"chain=off\"]\n[Result \"*\"]\n\n1. d1-c2 b1-a2 2. h1-g2 *\n";
        assert_eq!(out, Output::ok(expected.into()));
        let out = run_words(&["record", "pyramida", "--from", "w W:j13 B:b1,d1", "j13-k14"]);
        let expected = "[Game \"pyramida\"]\n[Start \"w W:j13 B:b1,d1\"]\n[Result \"1-0\"]\n\
                        [Reason \"all stones reached the top\"]\n\n1. j13-k14 1-0\n";
        assert_eq!(out, Output::ok(expected.into()));
    }

    #[test]
    fn record_then_replay_prints_what_play_prints() {
        for (game, from, moves) in [
            ("pyramida", None, vec!["d1-c2", "b1-a2", "c2-d3", "f1-e2"]),
            ("pyramida", Some("b W:b3,c4 B:d3,e4"), vec!["e4-d5", "d3-e4", "c4-b5"]),
            ("chase", None, vec!["b8-b9", "y8-x9", "a8-a9"]),
            ("pyraos", None, vec!["1a1", "1c1", "1a2", "1c2", "1b1", "1d1", "1b2 x1a1,1b1"]),
            ("allmer", None, vec!["a1-a2", "g7-g6", "b1-b2"]),
        ] {
            let mut words = vec!["record", game];
            if let Some(from) = from {
                words.extend(["--from", from]);
            }
            words.extend(&moves);
            let record = run_words(&words);
            assert_eq!(record.code, 0, "{game}: {}", record.stderr);
            words[0] = "play";
            let play = run_words(&words);
            assert_eq!(play.code, 0, "{game}: {}", play.stderr);
            assert_eq!(replay_text(&["replay"], &record.stdout), play, "{game}");
            assert_eq!(replay_text(&["replay", "-"], &record.stdout), play, "{game}");
            let file = std::env::temp_dir().join(format!("pyramid-cli-test-{}-{game}.txt", std::process::id()));
            std::fs::write(&file, &record.stdout).unwrap();
            let from_file = run_words(&["replay", file.to_str().unwrap()]);
            std::fs::remove_file(&file).ok();
            assert_eq!(from_file, play, "{game}");
        }
    }

    #[test]
    fn replay_errors_name_the_line_and_the_move() {
        let good = "[Game \"pyramida\"]\n\n1. d1-c2 b1-a2\n2. h1-g2 f1-e2\n";
        for (text, start) in [
            (good.replace("f1-e2", "d1-e2"), "pyramid: record line 4, move 4 (Black to move): illegal move 'd1-e2'"),
            (good.replace("\n\n", "\n[Result \"1-0\"]\n"), "pyramid: record line 2: [Result \"1-0\"] does not match"),
            (good.replace("pyramida", "chess"), "pyramid: record line 1: unknown game 'chess'"),
            (good.replace("\n", "\r\n").replace("h1-g2", "h1-g9"), "pyramid: record line 4, move 3 (White to move):"),
        ] {
            let out = replay_text(&["replay"], &text);
            assert_eq!(out.code, 1, "{text:?}");
            assert!(out.stdout.is_empty());
            assert!(out.stderr.starts_with(start), "{text:?}: {}", out.stderr);
            assert_eq!(out.stderr.lines().count(), 1);
        }
        let out = replay_text(&["replay"], good);
        assert_eq!(out, run_words(&["play", "pyramida", "d1-c2", "b1-a2", "h1-g2", "f1-e2"]));
    }

    #[test]
    fn replay_and_record_refuse_what_they_cannot_use() {
        for (words, token) in [
            (vec!["replay", "--option", "chain=off"], "'--option'"),
            (vec!["replay", "--from", "w W: B:"], "'--from'"),
            (vec!["replay", "a.txt", "b.txt"], "'b.txt'"),
            (vec!["replay", "/no/such/record.txt"], "'/no/such/record.txt'"),
            (vec!["record", "pyramida", "d1-c2", "d1-e2"], "'d1-e2'"),
            (vec!["record", "chess"], "'chess'"),
            (vec!["record"], "GAME"),
        ] {
            fails_naming(&words, token);
        }
        let out = run_with_input(&["replay".to_string()], || Err(std::io::Error::other("closed")));
        assert_eq!(out.code, 1);
        assert!(out.stderr.contains("standard input"), "{}", out.stderr);
    }
}
