//! `pyramid-arena-bench`: an arena of many players through lichess's API (a benchmark,
//! not a test; docs/server.md, "Arenas, measured"). It starts the release server itself
//! (`--processes N` on `--database`, Postgres for more than one), makes `--players`
//! accounts with board tokens, opens each one's event stream on one process, makes an
//! arena that starts at once, and joins them all through another process. Then, for
//! `--seconds`: every player plays each game it is given by resigning or waiting (one
//! side of each game, drawn from its id, resigns after one to five seconds), while a
//! watcher reads the results on the other process again and again. It prints:
//! - from a player becoming free (their join answered, or their last game's end) to
//!   their next `gameStart`;
//! - how far behind a result the watcher's standings were (from the resignation's
//!   answer to the first read that shows the winner's new score);
//! - the servers' memory and, on Postgres, the database's work (transactions and rows)
//!   a player and a game.
#![forbid(unsafe_code)]

use pyramid_client::bench::{account, percentiles, post, servers, stream, Account};
use std::collections::HashMap;
use std::process::Child;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

struct Settings {
    players: usize,
    seconds: u64,
    database: String,
    processes: usize,
}

fn settings() -> Result<Settings, String> {
    let mut s = Settings {
        players: 500,
        seconds: 90,
        database: format!("sqlite:{}/pyramid-arena-bench.sqlite3", std::env::temp_dir().display()),
        processes: 1,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        let n = || value.parse::<usize>().map_err(|_| format!("{} needs a number", pair[0]));
        match pair[0].as_str() {
            "--players" => s.players = n()?.max(2),
            "--seconds" => s.seconds = n()? as u64,
            "--database" => s.database = value,
            "--processes" => s.processes = n()?.max(1),
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    Ok(s)
}

/// What the players saw: each `gameStart` (player, game, when), each end (game, when,
/// the winner's index).
#[derive(Default)]
struct Log {
    starts: Vec<(usize, String, Instant)>,
    ends: HashMap<String, (Instant, usize)>,
    joined: HashMap<usize, Instant>,
}

/// The watcher's reads: when each answer came, and each player's score in it.
type Reads = Vec<(Instant, HashMap<String, u64>)>;

/// A number from `text`, the same each time (which side resigns, and when).
fn drawn(text: &str) -> u64 {
    text.bytes().fold(1469598103934665603u64, |h, b| (h ^ u64::from(b)).wrapping_mul(1099511628211))
}

/// The database's counters (Postgres): transactions, rows read, rows written.
async fn pg_work(url: &str) -> Option<[i64; 3]> {
    if !url.starts_with("postgres") {
        return None;
    }
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.ok()?;
    let row: (i64, i64, i64) = sqlx::query_as(
        "SELECT (xact_commit + xact_rollback)::bigint, (tup_returned + tup_fetched)::bigint, \
         (tup_inserted + tup_updated + tup_deleted)::bigint FROM pg_stat_database WHERE datname = current_database()",
    )
    .fetch_one(&pool)
    .await
    .ok()?;
    Some([row.0, row.1, row.2])
}

#[tokio::main]
async fn main() {
    let s = settings().unwrap_or_else(|e| {
        eprintln!("pyramid-arena-bench: {e}");
        std::process::exit(2)
    });
    let quiet = ["--hourly-arena-minutes", "0"];
    let mut servers = servers(&s.database, s.processes, &quiet);
    let bases: Vec<String> = servers.iter().map(|(_, b)| b.clone()).collect();
    // Each player streams from one process and acts on the next; the watcher reads the last.
    let home = |i: usize| bases[i % bases.len()].clone();
    let away = |i: usize| bases[(i + 1) % bases.len()].clone();
    println!("{} process(es) on {}", s.processes, s.database);
    let http = reqwest::Client::new();
    let scopes = ["board:play", "tournament:write", "challenge:read"];

    let t = Instant::now();
    let run = pyramid_server::token::new_id();
    let mut players: Vec<Account> = Vec::new();
    for i in 0..s.players {
        players
            .push(account(&http, &home(i), &format!("A{}_{i}", &run[..6]), &scopes, false).await.expect("an account"));
    }
    println!("{} accounts with tokens in {:.1} s", players.len(), t.elapsed().as_secs_f64());
    let rss = |servers: &[(Child, String)]| -> u64 {
        servers.iter().map(|(c, _)| pyramid_client::client::rss_kib(c.id())).sum()
    };
    let rss_before = rss(&servers);
    let work_before = pg_work(&s.database).await;

    let form = "name=Bench&clockTime=3&clockIncrement=2&minutes=60&waitMinutes=0&variant=pyraos&rated=true";
    let made = post(&http, &away(0), &players[0], "/api/tournament", Some(form)).await.expect("an arena");
    let arena = made["id"].as_str().expect("its id").to_string();

    let log: Arc<Mutex<Log>> = Arc::default();
    let deadline = Instant::now() + Duration::from_secs(s.seconds);
    let mut tasks = Vec::new();
    for (i, player) in players.iter().enumerate() {
        let mut events = stream(&http, &home(i), player, "/api/stream/event").await.expect("an event stream");
        let (http, player, away, log, arena) = (http.clone(), player.clone(), away(i), log.clone(), arena.clone());
        tasks.push(tokio::spawn(async move {
            post(&http, &away, &player, &format!("/api/tournament/{arena}/join"), None).await.expect("joined");
            log.lock().expect("log").joined.insert(i, Instant::now());
            while Instant::now() < deadline {
                let Ok(Some(event)) = tokio::time::timeout_at(deadline.into(), events.next()).await else { break };
                if event["type"] != "gameStart" {
                    continue;
                }
                let game = event["game"]["gameId"].as_str().unwrap_or_default().to_string();
                let white = event["game"]["color"] == "white";
                log.lock().expect("log").starts.push((i, game.clone(), Instant::now()));
                let hash = drawn(&game);
                let resigner_is_white = hash.is_multiple_of(2);
                if white != resigner_is_white {
                    continue;
                }
                tokio::time::sleep(Duration::from_millis(1000 + (hash >> 8) % 4000)).await;
                let path = format!("/api/board/game/{game}/resign");
                if post(&http, &away, &player, &path, None).await.is_ok() {
                    // The winner is the other player: found from the starts when counted.
                    log.lock().expect("log").ends.insert(game, (Instant::now(), i));
                }
            }
        }));
    }
    println!("{} players joined and streaming; playing for {} s", s.players, s.seconds);

    // The watcher: the results again and again, on the last process, until two seconds
    // after the players' last resignation.
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let watcher = {
        let (http, base, arena, stop) = (http.clone(), bases[bases.len() - 1].clone(), arena.clone(), stop.clone());
        tokio::spawn(async move {
            let mut reads: Reads = Vec::new();
            let mut took = Vec::new();
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let asked = Instant::now();
                let Ok(answer) = http.get(format!("{base}/api/tournament/{arena}/results")).send().await else {
                    continue;
                };
                let text = answer.text().await.unwrap_or_default();
                let now = Instant::now();
                took.push(now.duration_since(asked).as_secs_f64() * 1e3);
                let scores = text
                    .lines()
                    .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
                    .map(|v| (v["username"].as_str().unwrap_or_default().to_string(), v["score"].as_u64().unwrap_or(0)))
                    .collect();
                reads.push((now, scores));
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            (reads, took)
        })
    };
    for task in tasks {
        let _ = task.await;
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let (reads, took) = watcher.await.expect("the watcher");
    let rss_after = rss(&servers);
    let work_after = pg_work(&s.database).await;
    let _ = post(&http, &away(0), &players[0], &format!("/api/tournament/{arena}/terminate"), None).await;

    let log = log.lock().expect("log");
    // Free to paired: each start after the player's join or their previous game's end.
    let mut first = Vec::new();
    let mut next = Vec::new();
    let mut previous: HashMap<usize, String> = HashMap::new();
    for (player, game, at) in &log.starts {
        match previous.insert(*player, game.clone()) {
            None => first.push(at.duration_since(log.joined[player]).as_secs_f64() * 1e3),
            Some(last) => {
                if let Some((ended, _)) = log.ends.get(&last) {
                    next.push(at.saturating_duration_since(*ended).as_secs_f64() * 1e3);
                }
            }
        }
    }
    // The watcher's lag: from a resignation's answer to the first read showing the
    // winner's score above what it was when the game started.
    let mut lag = Vec::new();
    let mut unseen = 0;
    for (game, (ended, resigner)) in &log.ends {
        let Some((winner, started)) =
            log.starts.iter().find(|(p, g, _)| g == game && p != resigner).map(|(p, _, at)| (*p, *at))
        else {
            continue;
        };
        let name = &players[winner].name;
        let before =
            reads.iter().rev().find(|(at, _)| *at < started).map_or(0, |(_, s)| s.get(name).copied().unwrap_or(0));
        match reads.iter().find(|(at, s)| at > ended && s.get(name).copied().unwrap_or(0) > before) {
            Some((at, _)) => lag.push(at.duration_since(*ended).as_secs_f64() * 1e3),
            None => unseen += 1,
        }
    }
    let games: std::collections::HashSet<&String> = log.starts.iter().map(|(_, g, _)| g).collect();
    println!("games started: {}, ended by resignation: {}", games.len(), log.ends.len());
    println!("joined -> first gameStart: {}", percentiles(first));
    println!("free (last game's end) -> next gameStart: {}", percentiles(next));
    println!(
        "watcher behind a result (reads every 100 ms after the last answer): {} ({unseen} never seen)",
        percentiles(lag)
    );
    println!("a read of the results (all players): {}", percentiles(took));
    println!(
        "server memory: {:.1} MiB before the arena, {:.1} MiB after ({:.1} KiB a player)",
        rss_before as f64 / 1024.0,
        rss_after as f64 / 1024.0,
        rss_after.saturating_sub(rss_before) as f64 / s.players as f64
    );
    if let (Some(a), Some(b)) = (work_before, work_after) {
        let per = |k: usize, n: usize| (b[k] - a[k]) as f64 / n.max(1) as f64;
        println!(
            "database work: {:.0} transactions, {:.0} rows read, {:.0} rows written a player ({:.0} / {:.0} / {:.0} a game)",
            per(0, s.players),
            per(1, s.players),
            per(2, s.players),
            per(0, games.len()),
            per(1, games.len()),
            per(2, games.len())
        );
    }
    for (child, _) in &mut servers {
        let _ = child.kill();
    }
    if games.is_empty() || log.ends.is_empty() {
        eprintln!("pyramid-arena-bench: no game was played");
        std::process::exit(1);
    }
}
