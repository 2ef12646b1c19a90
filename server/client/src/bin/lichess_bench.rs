//! `pyramid-lichess-bench`: the lichess-compatible API under load (a benchmark, not a
//! test; docs/server.md, "The lichess API, measured"). It starts the release server
//! itself (`--processes N` of them on `--database`, Postgres for more than one), makes
//! `--accounts` bot accounts with tokens, and opens `--streams` event streams spread over
//! them. Then:
//! - `--challenges` challenges, one at a time, each accepted: the time from the accept's
//!   request to `gameStart` on both players' streams;
//! - `--games` games at once between the bots, each played through the bot API
//!   (`--moves` moves a game): the time from a move's request to the opponent's
//!   `gameState` with it.
//!
//! With several processes, each player's streams are on one process and its requests
//! go to another.
#![forbid(unsafe_code)]

use pyramid_client::bench::{account, percentiles, post, servers, stream, Account as Bot};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

struct Settings {
    accounts: usize,
    streams: usize,
    challenges: usize,
    games: usize,
    moves: usize,
    database: String,
    processes: usize,
}

fn settings() -> Result<Settings, String> {
    let mut s = Settings {
        accounts: 100,
        streams: 1000,
        challenges: 200,
        games: 200,
        moves: 20,
        database: format!("sqlite:{}/pyramid-lichess-bench.sqlite3", std::env::temp_dir().display()),
        processes: 1,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        let n = || value.parse::<usize>().map_err(|_| format!("{} needs a number", pair[0]));
        match pair[0].as_str() {
            "--accounts" => s.accounts = n()?.max(2),
            "--streams" => s.streams = n()?,
            "--challenges" => s.challenges = n()?,
            "--games" => s.games = n()?,
            "--moves" => s.moves = n()?,
            "--database" => s.database = value,
            "--processes" => s.processes = n()?.max(1),
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    Ok(s)
}

/// A bot account (a token of the bot's scopes, upgraded).
async fn bot(http: &reqwest::Client, base: &str, name: &str) -> Result<Bot, String> {
    account(http, base, name, &["bot:play", "challenge:read", "challenge:write"], true).await
}

/// When each account's streams saw each game start: (account, game) → first arrival.
type Starts = Arc<Mutex<HashMap<(usize, String), Instant>>>;

#[tokio::main]
async fn main() {
    let s = settings().unwrap_or_else(|e| {
        eprintln!("pyramid-lichess-bench: {e}");
        std::process::exit(2)
    });
    let mut servers = servers(&s.database, s.processes, &[]);
    let bases: Vec<String> = servers.iter().map(|(_, b)| b.clone()).collect();
    // Each player streams from one process and acts on the next.
    let home = |i: usize| bases[i % bases.len()].clone();
    let away = |i: usize| bases[(i + 1) % bases.len()].clone();
    println!("{} process(es) on {}", s.processes, s.database);
    let http = reqwest::Client::new();

    let t = Instant::now();
    let run = pyramid_server::token::new_id();
    let mut bots = Vec::new();
    for i in 0..s.accounts {
        bots.push(bot(&http, &home(i), &format!("B{}_{i}", &run[..6])).await.expect("a bot account"));
    }
    println!("{} bot accounts with tokens in {:.1} s", bots.len(), t.elapsed().as_secs_f64());

    let rss_before: u64 = servers.iter().map(|(c, _)| pyramid_client::client::rss_kib(c.id())).sum();
    // The event streams, spread over the accounts.
    let starts: Starts = Arc::default();
    let t = Instant::now();
    for k in 0..s.streams {
        let i = k % bots.len();
        let mut lines = stream(&http, &home(i), &bots[i], "/api/stream/event").await.expect("an event stream");
        let starts = starts.clone();
        tokio::spawn(async move {
            while let Some(event) = lines.next().await {
                if event["type"] == "gameStart" {
                    let game = event["game"]["gameId"].as_str().unwrap_or_default().to_string();
                    starts.lock().expect("starts").entry((i, game)).or_insert_with(Instant::now);
                }
            }
        });
    }
    println!("{} event streams open in {:.1} s", s.streams, t.elapsed().as_secs_f64());
    let rss: u64 = servers.iter().map(|(c, _)| pyramid_client::client::rss_kib(c.id())).sum();
    println!(
        "server memory: {:.1} MiB before the streams, {:.1} MiB with them open ({:.1} KiB a stream)",
        rss_before as f64 / 1024.0,
        rss as f64 / 1024.0,
        (rss.saturating_sub(rss_before)) as f64 / s.streams.max(1) as f64
    );

    // Challenges, one at a time: accept to gameStart on both streams.
    let mut latencies = Vec::new();
    for k in 0..s.challenges {
        let (a, b) = (k % bots.len(), (k + 1) % bots.len());
        let form = "variant=pyramida&clock.limit=300&clock.increment=3";
        let made = post(&http, &away(a), &bots[a], &format!("/api/challenge/{}", bots[b].name), Some(form)).await;
        let id = made.expect("a challenge")["id"].as_str().unwrap_or_default().to_string();
        let sent = Instant::now();
        let accepted = post(&http, &away(b), &bots[b], &format!("/api/challenge/{id}/accept"), None).await;
        let game = accepted.expect("accepted")["gameId"].as_str().unwrap_or_default().to_string();
        let both = loop {
            let seen = {
                let starts = starts.lock().expect("starts");
                starts.get(&(a, game.clone())).copied().zip(starts.get(&(b, game.clone())).copied())
            };
            if let Some((x, y)) = seen {
                break x.max(y);
            }
            if sent.elapsed() > Duration::from_secs(10) {
                panic!("no gameStart for {game} within 10 s");
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        };
        latencies.push(both.duration_since(sent).as_secs_f64() * 1e3);
        // Resigned at once: each account stays in few games.
        let _ = post(&http, &away(a), &bots[a], &format!("/api/bot/game/{game}/resign"), None).await;
    }
    println!("challenge accepted -> gameStart on both streams: {}", percentiles(latencies));

    // Games at once, played through the bot API.
    let t = Instant::now();
    let moves: Arc<Mutex<Vec<f64>>> = Arc::default();
    let mut tasks = Vec::new();
    for k in 0..s.games {
        let (a, b) = ((2 * k) % bots.len(), (2 * k + 1) % bots.len());
        let form = "variant=pyramida&color=white";
        let made = post(&http, &away(a), &bots[a], &format!("/api/challenge/{}", bots[b].name), Some(form)).await;
        let id = made.expect("a challenge")["id"].as_str().unwrap_or_default().to_string();
        let accepted = post(&http, &away(b), &bots[b], &format!("/api/challenge/{id}/accept"), None).await;
        let game = accepted.expect("accepted")["gameId"].as_str().unwrap_or_default().to_string();
        let players = [(bots[a].clone(), home(a), away(a)), (bots[b].clone(), home(b), away(b))];
        let (http, moves, wanted) = (http.clone(), moves.clone(), s.moves);
        tasks.push(tokio::spawn(async move { play(&http, &game, players, wanted, &moves).await }));
    }
    let mut failed = 0;
    for task in tasks {
        if !matches!(task.await, Ok(Ok(()))) {
            failed += 1;
        }
    }
    let moves = std::mem::take(&mut *moves.lock().expect("moves"));
    println!(
        "{} games at once ({failed} failed), {} moves in {:.1} s: move request -> opponent's gameState: {}",
        s.games,
        moves.len(),
        t.elapsed().as_secs_f64(),
        percentiles(moves)
    );
    for (child, _) in &mut servers {
        let _ = child.kill();
    }
}

/// Plays one game between two bots through the bot API, timing each move from its
/// request to the opponent's `gameState` with it.
async fn play(
    http: &reqwest::Client,
    game: &str,
    players: [(Bot, String, String); 2],
    wanted: usize,
    out: &Mutex<Vec<f64>>,
) -> Result<(), String> {
    let mut streams = Vec::new();
    for (bot, home, _) in &players {
        let mut lines = stream(http, home, bot, &format!("/api/bot/game/stream/{game}")).await?;
        lines.next().await.ok_or("no gameFull")?;
        streams.push(lines);
    }
    let mut session =
        pyramid_games::open("pyramida", &pyramid_games::Options::new(), None).map_err(|e| e.to_string())?;
    for ply in 0..wanted {
        if session.end().is_some() {
            break;
        }
        let mover = usize::from(session.side_to_move() == pyramid_games::Side::Black);
        let mv = session.legal_moves().into_iter().next().ok_or("no legal move")?;
        let (bot, _, away) = &players[mover];
        let sent = Instant::now();
        post(http, away, bot, &format!("/api/bot/game/{game}/move/{mv}"), None).await?;
        // The opponent's stream: the state with this move.
        let other = &mut streams[1 - mover];
        loop {
            let state = other.next().await.ok_or("the stream ended")?;
            if state["type"] == "gameState"
                && state["moves"].as_str().unwrap_or_default().split_whitespace().count() > ply
            {
                break;
            }
        }
        out.lock().expect("moves").push(sent.elapsed().as_secs_f64() * 1e3);
        // The mover's own stream hears it too: read past it.
        let own = &mut streams[mover];
        loop {
            let state = own.next().await.ok_or("the stream ended")?;
            if state["type"] == "gameState"
                && state["moves"].as_str().unwrap_or_default().split_whitespace().count() > ply
            {
                break;
            }
        }
        session.play(&mv).map_err(|e| e.to_string())?;
    }
    let (bot, _, away) = &players[0];
    let _ = post(http, away, bot, &format!("/api/bot/game/{game}/resign"), None).await;
    Ok(())
}
