//! `pyramid-tablebase`: the server's tablebase, from outside (docs/server.md, "The tablebase in the server").
//!
//! - `reachable FILE --position TEXT [--option K=V]… [--budget N]`: writes a Pyraos table
//!   that knows only the positions reachable from one position (for tests and demos; a
//!   real table is built by `pyramid solve`).
//! - `bench URL [--option K=V]… [--rate R] [--seconds S] [--games G]`: the time of the
//!   tablebase request at `URL` (a running server), on the positions of games the computer
//!   plays against itself, sent at `R` a second: p50, p99, the slowest. A benchmark.
//! - `match URL [--option K=V]… [--games N]`: Perfect through the server against Hard (the
//!   engine's, here), from won positions, each colour in turn: does it win every game, in
//!   the plies the table promised or fewer? A benchmark.
#![forbid(unsafe_code)]

use pyramid_client::client::{typed, Http};
use pyramid_client::protocol::bodies::TablebaseAnswer;
use pyramid_games::ai::{self, Level};
use pyramid_games::games::pyraos::solve::disk;
use pyramid_games::games::pyraos::Pyraos;
use pyramid_games::{Game, Options, Record};
use std::time::{Duration, Instant};

struct Args {
    words: Vec<String>,
    options: Vec<(String, String)>,
    position: Option<String>,
    budget: usize,
    rate: f64,
    seconds: f64,
    games: usize,
}

fn parse(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        words: Vec::new(),
        options: Vec::new(),
        position: None,
        budget: 200_000,
        rate: 200.0,
        seconds: 20.0,
        games: 10,
    };
    let mut i = 0;
    while i < args.len() {
        let value = || args.get(i + 1).cloned().ok_or_else(|| format!("{} needs a value", args[i]));
        let number = || value()?.parse::<f64>().map_err(|_| format!("{} needs a number", args[i]));
        match args[i].as_str() {
            "--option" => {
                let v = value()?;
                let (k, v) = v.split_once('=').ok_or_else(|| format!("--option {v}: expected KEY=VALUE"))?;
                a.options.push((k.to_string(), v.to_string()));
            }
            "--position" => a.position = Some(value()?),
            "--budget" => a.budget = number()? as usize,
            "--rate" => a.rate = number()?,
            "--seconds" => a.seconds = number()?,
            "--games" => a.games = number()? as usize,
            word if !word.starts_with("--") => {
                a.words.push(word.to_string());
                i += 1;
                continue;
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
        i += 2;
    }
    Ok(a)
}

fn options_of(pairs: &[(String, String)]) -> Options {
    let mut o = Options::new();
    for (k, v) in pairs {
        o.set(k, v);
    }
    o
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match parse(&args) {
        Ok(a) => match a.words.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
            ["reachable", file] => reachable(file, &a),
            ["bench", url] => bench(url, &a).await,
            ["match", url] => play_match(url, &a).await,
            _ => Err("usage: pyramid-tablebase reachable FILE --position TEXT | bench URL | match URL \
                      [--option K=V]… (docs/server.md, \"The tablebase in the server\")"
                .into()),
        },
        Err(e) => Err(e),
    };
    if let Err(e) = result {
        eprintln!("pyramid-tablebase: {e}");
        std::process::exit(2);
    }
}

fn reachable(file: &str, a: &Args) -> Result<(), String> {
    let options = options_of(&a.options);
    let p = match &a.position {
        Some(text) => Pyraos::parse(text, &options).map_err(|e| e.to_string())?,
        None => Pyraos::start(&options).map_err(|e| e.to_string())?,
    };
    let started = Instant::now();
    let n = disk::write_reachable(std::path::Path::new(file), &p, a.budget)?;
    println!("{file}: {n} positions reachable from {} ({:.1} s)", p.to_text(), started.elapsed().as_secs_f64());
    Ok(())
}

/// Games the computer plays against itself under `options` (Easy and Normal, a random
/// move now and then): every position of them, as the moves that reach it.
fn sample_games(options: &Options, games: usize) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut seed = 7u64;
    for g in 0..games {
        let mut record = Record::new(Pyraos::start(options).expect("the start"));
        let mut moves: Vec<String> = Vec::new();
        while record.end().is_none() && moves.len() < 200 {
            out.push(moves.clone());
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let legal = record.legal_moves();
            let mv = if (seed >> 40).is_multiple_of(4) {
                legal[(seed >> 20) as usize % legal.len()]
            } else {
                let level = if g % 2 == 0 { Level::Easy } else { Level::Normal };
                ai::best_move(&record, level, seed, &mut |_| {}).expect("a move")
            };
            moves.push(record.position().move_text(&mv));
            record.play_legal(mv);
        }
    }
    out
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len()) - 1]
}

async fn bench(url: &str, a: &Args) -> Result<(), String> {
    let options = options_of(&a.options);
    let positions = sample_games(&options, a.games);
    println!("{} positions from {} games; {} requests a second for {} s", positions.len(), a.games, a.rate, a.seconds);
    let http = Http::new(url.trim_end_matches('/'));
    let total = (a.rate * a.seconds) as usize;
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(total);
    for i in 0..total {
        let due = Duration::from_secs_f64(i as f64 / a.rate);
        tokio::time::sleep_until((started + due).into()).await;
        let (http, moves, options) = (http.clone(), positions[i % positions.len()].clone(), a.options.clone());
        tasks.push(tokio::spawn(async move {
            let sent = Instant::now();
            let answer = http.tablebase("pyraos", &options, None, &moves).await;
            (sent.elapsed().as_secs_f64() * 1e3, answer.map(|(status, _)| status))
        }));
    }
    let mut times = Vec::with_capacity(total);
    let mut failures = 0;
    for t in tasks {
        let (ms, status) = t.await.map_err(|e| e.to_string())?;
        match status {
            Ok(200) => times.push(ms),
            other => {
                failures += 1;
                if failures <= 3 {
                    eprintln!("  failed: {other:?}");
                }
            }
        }
    }
    times.sort_by(f64::total_cmp);
    if times.is_empty() {
        return Err("no request answered".into());
    }
    println!(
        "{} answered, {failures} failed, {:.0} a second: p50 {:.2} ms, p99 {:.2} ms, slowest {:.2} ms",
        times.len(),
        times.len() as f64 / started.elapsed().as_secs_f64(),
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times.last().expect("some")
    );
    Ok(())
}

/// The tablebase's answer about a game: (category for the side to move, plies, best move).
async fn ask(http: &Http, options: &[(String, String)], moves: &[String]) -> Result<(String, u64, String), String> {
    let answer: TablebaseAnswer = typed(http.tablebase("pyraos", options, None, moves).await?, 200)?;
    let best = answer.moves.first().map(|m| m.text.clone()).unwrap_or_default();
    Ok((answer.verdict.category.as_str().to_string(), answer.verdict.plies.unwrap_or(0).into(), best))
}

async fn play_match(url: &str, a: &Args) -> Result<(), String> {
    let options = options_of(&a.options);
    let http = Http::new(url.trim_end_matches('/'));
    let mut seed = 3u64;
    let (mut won, mut within) = (0, 0);
    let started = Instant::now();
    for g in 0..a.games {
        // Perfect plays Black in even games, White in odd ones, from a won position: the
        // start (Black wins there) or after random moves that give White a win.
        let perfect = if g % 2 == 0 { pyramid_games::Side::Black } else { pyramid_games::Side::White };
        let mut record = Record::new(Pyraos::start(&options).expect("the start"));
        let mut moves: Vec<String> = Vec::new();
        let mut promise;
        loop {
            let (category, plies, _) = ask(&http, &a.options, &moves).await?;
            let perfect_wins = (record.position().side_to_move() == perfect) == (category == "win");
            if perfect_wins && category != "draw" && (moves.len() > 1 || perfect == pyramid_games::Side::Black) {
                promise = plies;
                break;
            }
            if record.end().is_some() || moves.len() > 12 {
                record = Record::new(Pyraos::start(&options).expect("the start"));
                moves.clear();
                continue;
            }
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let legal = record.legal_moves();
            let mv = legal[(seed >> 33) as usize % legal.len()];
            moves.push(record.position().move_text(&mv));
            record.play_legal(mv);
        }
        let from = moves.len();
        promise += from as u64;
        while record.end().is_none() {
            let text = if record.position().side_to_move() == perfect {
                ask(&http, &a.options, &moves).await?.2
            } else {
                seed = seed.wrapping_add(1);
                let mv = ai::best_move(&record, Level::Hard, seed, &mut |_| {}).expect("a move");
                record.position().move_text(&mv)
            };
            record.play(&text).map_err(|e| format!("{text}: {e}"))?;
            moves.push(text);
        }
        let end = record.end().expect("over");
        let wins = end.outcome == pyramid_games::Outcome::Win(perfect);
        won += wins as usize;
        within += (wins && moves.len() as u64 <= promise) as usize;
        println!(
            "game {}: Perfect {} from ply {from} (won in {} plies promised): {} after {} plies ({})",
            g + 1,
            perfect.name(),
            promise,
            if wins { "won" } else { "NOT WON" },
            moves.len(),
            end.message()
        );
    }
    println!(
        "Perfect won {won} of {} games, {within} within the plies promised ({:.0} s)",
        a.games,
        started.elapsed().as_secs_f64()
    );
    if won < a.games {
        return Err("Perfect failed to win a won position".into());
    }
    Ok(())
}
