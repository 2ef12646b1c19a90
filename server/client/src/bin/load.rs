//! `pyramid-load`: the game server under load (a benchmark, not a test; docs/server.md, "Load
//! play"). It starts the release server itself, opens two seated sockets for each of
//! `--games` Pyramida games, then plays moves at `--rate` moves a second for `--seconds`,
//! timing each from its send to the opponent's receipt. Then it checks that every
//! acknowledged move is stored. `--kill` kills the server with SIGKILL halfway and checks
//! after a restart; `--processes N` (Postgres) seats each game's White and Black on two
//! different processes, the games spread over all N. `--sign-ins R` signs one account in
//! R times a second while the moves go on (a storm of password hashes), and says how
//! those answered. `--timeline` prints each second's deliveries, p99 and slowest, to show
//! whether a tail comes in bursts and when.
#![forbid(unsafe_code)]

use pyramid_client::client::{Http, Socket};
use pyramid_client::protocol::{CreateRequest, SeatChoice, ServerMessage};
use std::process::Child;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

struct Settings {
    games: usize,
    rate: f64,
    seconds: u64,
    database: String,
    processes: usize,
    kill: bool,
    sign_ins: f64,
    timeline: bool,
}

fn settings() -> Result<Settings, String> {
    let mut s = Settings {
        games: 5000,
        rate: 2000.0,
        seconds: 30,
        database: format!("sqlite:{}/pyramid-load.sqlite3", std::env::temp_dir().display()),
        processes: 1,
        kill: false,
        sign_ins: 0.0,
        timeline: false,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned().unwrap_or_default();
        let n = || value.parse::<f64>().map_err(|_| format!("{} needs a number", args[i]));
        match args[i].as_str() {
            "--games" => s.games = n()? as usize,
            "--rate" => s.rate = n()?,
            "--seconds" => s.seconds = n()? as u64,
            "--database" => s.database = value.clone(),
            "--processes" => s.processes = n()? as usize,
            "--sign-ins" => s.sign_ins = n()?,
            "--timeline" => {
                s.timeline = true;
                i += 1;
                continue;
            }
            "--kill" => {
                s.kill = true;
                i += 1;
                continue;
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
        i += 2;
    }
    Ok(s)
}

/// Accounts the storm signs in, in turn, each from an address of its own: the guesses
/// counted per name and per address then stay below the lock.
const STORM_ACCOUNTS: usize = 40;

/// Signs new accounts in `rate` times a second for `seconds`, in turn; says how they
/// answered.
async fn sign_in_storm(base: String, rate: f64, seconds: u64) -> Result<String, String> {
    let client = reqwest::Client::new();
    let mut bodies = Vec::new();
    let mut alone = 0.0;
    for n in 0..STORM_ACCOUNTS {
        let name = format!("storm{}", &pyramid_server::token::new_id()[..8]);
        let body = serde_json::json!({ "username": name, "password": "a password for the storm" });
        let started = Instant::now();
        let up = client
            .post(format!("{base}/api/account"))
            .header("x-forwarded-for", format!("10.9.{}.{}", n / 250, n % 250))
            .json(&body)
            .send()
            .await
            .map_err(|e| e.to_string())?;
        if up.status().as_u16() != 201 {
            return Err(format!("sign-up answered {}", up.status()));
        }
        alone = started.elapsed().as_secs_f64() * 1e3;
        bodies.push(body);
    }
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut tasks = Vec::new();
    let mut n = 0u64;
    while Instant::now() < deadline {
        tokio::time::sleep_until(
            (deadline - Duration::from_secs(seconds) + Duration::from_secs_f64(n as f64 / rate)).into(),
        )
        .await;
        n += 1;
        let turn = n as usize % STORM_ACCOUNTS;
        let (client, url, body) = (client.clone(), format!("{base}/api/session"), bodies[turn].clone());
        let address = format!("10.9.{}.{}", turn / 250, turn % 250);
        tasks.push(tokio::spawn(async move {
            let sent = Instant::now();
            let request = client.post(url).header("x-forwarded-for", address).json(&body);
            let status = request.send().await.map(|r| r.status().as_u16()).unwrap_or(0);
            (status, sent.elapsed().as_secs_f64() * 1e3)
        }));
    }
    let (mut signed, mut busy, mut other, mut times) = (0, 0, 0, Vec::new());
    for task in tasks {
        let (status, ms) = task.await.map_err(|e| e.to_string())?;
        match status {
            200 => {
                signed += 1;
                times.push(ms);
            }
            429 => busy += 1,
            _ => other += 1,
        }
    }
    times.sort_by(f64::total_cmp);
    let p = |q: f64| {
        times.get(((times.len() as f64 * q) as usize).min(times.len().saturating_sub(1))).copied().unwrap_or(0.0)
    };
    Ok(format!(
        "sign-ins asked {n} ({rate}/s): {signed} signed in (p50 {:.0} ms, p99 {:.0} ms), {busy} refused as busy, {other} other; one sign-up alone before the storm {alone:.0} ms",
        p(0.5),
        p(0.99)
    ))
}

/// Each second of play: how many moves were sent in it, their p99 and the slowest.
fn print_timeline(timed: &[(u32, u32)]) {
    let seconds = timed.iter().map(|&(at, _)| at / 1000).max().map_or(0, |s| s + 1);
    for second in 0..seconds {
        let mut lat: Vec<u32> = timed.iter().filter(|&&(at, _)| at / 1000 == second).map(|&(_, us)| us).collect();
        lat.sort_unstable();
        let Some(&max) = lat.last() else { continue };
        let p99 = lat[(lat.len() * 99 / 100).min(lat.len() - 1)];
        println!(
            "  second {second:>3}: {:>5} moves, p99 {:>6.1} ms, max {:>6.1} ms",
            lat.len(),
            p99 as f64 / 1e3,
            max as f64 / 1e3
        );
    }
}

fn spawn_server(database: &str) -> (Child, String) {
    // pyramid-server is built beside pyramid-load (cargo build --release -p pyramid-server).
    let exe = std::env::current_exe().expect("own path").with_file_name("pyramid-server");
    // The storm's sign-ins come from addresses of their own (X-Forwarded-For).
    pyramid_client::client::spawn_server(&exe, database, &["--trust-header", "x-forwarded-for"], true)
}

struct Rng(u64);
impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A game's id and the moves its players saw acknowledged.
type Acknowledged = (String, Vec<String>);

#[derive(Default)]
struct Tally {
    sent: AtomicU64,
    acknowledged: AtomicU64,
    delivered: AtomicU64,
    refused: AtomicU64,
}

#[tokio::main]
async fn main() {
    let s = match settings() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("pyramid-load: {e}");
            std::process::exit(2);
        }
    };
    if let Some(path) = s.database.strip_prefix("sqlite:") {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{path}{suffix}"));
        }
    }
    let mut servers: Vec<(Child, String)> = (0..s.processes).map(|_| spawn_server(&s.database)).collect();
    let rss_before: u64 = servers.iter().map(|(c, _)| pyramid_client::client::rss_kib(c.id())).sum();
    println!(
        "{} server process(es) on {}; {} games, {} moves/s for {} s",
        s.processes, s.database, s.games, s.rate, s.seconds
    );

    // Games and seats.
    let t = Instant::now();
    let http = Http::new(servers[0].1.clone());
    let mut seats = Vec::new();
    for _ in 0..s.games {
        let request = CreateRequest { game: "pyramida".into(), seat: Some(SeatChoice::White), ..Default::default() };
        let (id, white, black) = http.pair(&request).await.expect("a game");
        seats.push((id, white.token, black.token));
    }
    println!("created and joined {} games in {:.1} s", s.games, t.elapsed().as_secs_f64());

    // Two sockets a game, connected and seated.
    let t = Instant::now();
    let mut sockets = Vec::new();
    for (i, (id, white, black)) in seats.iter().enumerate() {
        // With several processes, each game's players on two different ones, the games
        // spread over all of them.
        let base_w = &servers[i % s.processes].1;
        let base_b = &servers[(i + 1) % s.processes].1;
        let (w, _) = Socket::seat(base_w, id, white).await.expect("white seated");
        let (b, _) = Socket::seat(base_b, id, black).await.expect("black seated");
        sockets.push((id.clone(), w, b));
    }
    let rss_after: u64 = servers.iter().map(|(c, _)| pyramid_client::client::rss_kib(c.id())).sum();
    println!(
        "{} sockets connected and seated in {:.1} s; server memory {} → {} MiB: {:.1} KiB per connected game",
        2 * s.games,
        t.elapsed().as_secs_f64(),
        rss_before / 1024,
        rss_after / 1024,
        (rss_after.saturating_sub(rss_before)) as f64 / s.games as f64
    );

    // A storm of sign-ins beside the moves, if asked.
    let storm = (s.sign_ins > 0.0).then(|| tokio::spawn(sign_in_storm(servers[0].1.clone(), s.sign_ins, s.seconds)));

    // Play: each game moves every games/rate seconds, its start spread over that period.
    let tally = Arc::new(Tally::default());
    // Each delivery: when it was sent (ms from the start of play) and its latency (µs).
    let latencies = Arc::new(Mutex::new(Vec::<(u32, u32)>::new()));
    let play_start = Instant::now();
    let acked: Arc<Mutex<Vec<Acknowledged>>> = Arc::new(Mutex::new(Vec::new()));
    let period = Duration::from_secs_f64(s.games as f64 / s.rate);
    let deadline = Instant::now() + Duration::from_secs(s.seconds);
    let mut tasks = Vec::new();
    for (n, (id, mut white, mut black)) in sockets.into_iter().enumerate() {
        let (tally, latencies, acked) = (tally.clone(), latencies.clone(), acked.clone());
        let offset = period.mul_f64(n as f64 / s.games as f64);
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(offset).await;
            let mut rng = Rng(n as u64 + 1);
            let mut session = pyramid_games::open("pyramida", &pyramid_games::Options::new(), None).expect("pyramida");
            let mut mine = Vec::new();
            let mut next = tokio::time::Instant::now();
            while Instant::now() < deadline && session.end().is_none() {
                let moves = session.legal_moves();
                let mv = moves[rng.below(moves.len())].clone();
                let ply = mine.len();
                let white_moves = session.side_to_move() == pyramid_games::Side::White;
                let (mover, other) = if white_moves { (&mut white, &mut black) } else { (&mut black, &mut white) };
                let sent = Instant::now();
                tally.sent.fetch_add(1, Ordering::Relaxed);
                if mover.play(&mv, ply).await.is_err() {
                    break;
                }
                let mut got_ack = false;
                let mut got_move = false;
                while !(got_ack && got_move) {
                    let (socket, is_mover) = if !got_move { (&mut *other, false) } else { (&mut *mover, true) };
                    let Ok(m) = socket.receive_within(Duration::from_secs(30)).await else {
                        acked.lock().expect("acked").push((id.clone(), mine));
                        return;
                    };
                    match m {
                        ServerMessage::Move(m) if m.ply == ply as u64 => {
                            if is_mover {
                                got_ack = true;
                                tally.acknowledged.fetch_add(1, Ordering::Relaxed);
                            } else {
                                got_move = true;
                                tally.delivered.fetch_add(1, Ordering::Relaxed);
                                let at = sent.duration_since(play_start).as_millis() as u32;
                                latencies.lock().expect("latencies").push((at, sent.elapsed().as_micros() as u32));
                            }
                        }
                        ServerMessage::Error(_) => {
                            tally.refused.fetch_add(1, Ordering::Relaxed);
                            acked.lock().expect("acked").push((id.clone(), mine));
                            return;
                        }
                        _ => {}
                    }
                }
                session.play(&mv).expect("the server accepted it");
                mine.push(mv);
                next += period;
                tokio::time::sleep_until(next).await;
            }
            acked.lock().expect("acked").push((id.clone(), mine));
        }));
    }
    let started = Instant::now();
    if s.kill {
        tokio::time::sleep(Duration::from_secs(s.seconds / 2)).await;
        let (child, _) = &mut servers[0];
        child.kill().expect("kill -9");
        child.wait().expect("killed");
        println!("killed the server (SIGKILL) after {:.1} s", started.elapsed().as_secs_f64());
    }
    for task in tasks {
        let _ = task.await;
    }
    let elapsed = started.elapsed().as_secs_f64().min(s.seconds as f64);
    let timed = latencies.lock().expect("latencies").clone();
    if s.timeline {
        print_timeline(&timed);
    }
    let mut lat: Vec<u32> = timed.iter().map(|&(_, us)| us).collect();
    lat.sort_unstable();
    let q = |p: f64| {
        lat.get(((lat.len() as f64 * p) as usize).min(lat.len().saturating_sub(1)))
            .map_or(0.0, |&us| us as f64 / 1000.0)
    };
    let delivered = tally.delivered.load(Ordering::Relaxed);
    println!(
        "moves sent {}, acknowledged {}, delivered {}, refused {}: {:.0} moves a second validated, stored and delivered",
        tally.sent.load(Ordering::Relaxed),
        tally.acknowledged.load(Ordering::Relaxed),
        delivered,
        tally.refused.load(Ordering::Relaxed),
        delivered as f64 / elapsed
    );
    println!("move sent → opponent received: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms", q(0.5), q(0.99), q(1.0));
    if let Some(storm) = storm {
        match storm.await.map_err(|e| e.to_string()).and_then(|told| told) {
            Ok(words) => println!("{words}"),
            Err(e) => println!("the sign-in storm failed: {e}"),
        }
    }

    // Every acknowledged move is stored (after a restart, if the server was killed).
    if s.kill {
        let (child, base) = spawn_server(&s.database);
        servers[0] = (child, base);
    }
    let http = Http::new(servers[0].1.clone());
    let mut lost = 0;
    let acked = acked.lock().expect("acked").clone();
    for (id, moves) in &acked {
        let stored = http.state(id).await.expect("the game").moves;
        if stored.len() < moves.len() || stored[..moves.len()] != moves[..] {
            lost += 1;
        }
    }
    println!("games checked {}: {} with an acknowledged move missing", acked.len(), lost);
    if s.timeline {
        for (_, base) in &servers {
            let text = reqwest::get(format!("{base}/metrics")).await.map_err(|e| e.to_string());
            let text = match text {
                Ok(r) => r.text().await.unwrap_or_default(),
                Err(e) => e,
            };
            println!("{base}: commits");
            text.lines().filter(|l| l.starts_with("pyramid_commit_seconds")).for_each(|l| println!("  {l}"));
        }
    }
    for (mut child, _) in servers {
        let _ = child.kill();
    }
    if lost > 0 {
        std::process::exit(1);
    }
}
