//! Strength of the computer opponent, measured by playing games. Not a test.
//!
//! ```sh
//! cargo bench --bench strength                 # all four games
//! cargo bench --bench strength -- chase        # one game (several may be named)
//! cargo bench --bench strength -- pyraos --games 20 --cap 200 --threads 1
//! cargo bench --bench strength -- allmer --mcts 200000:8   # alpha-beta hard vs MCTS
//! cargo bench --bench strength -- perfect      # Pyraos's Perfect player (children's rules)
//! cargo bench --bench strength -- perfect-standard   # the same under the standard rules
//! ```
//!
//! `perfect` plays the Pyraos solver's Perfect player against hard under
//! `removal=children`, `--games` games with each colour, and checks that Perfect wins
//! every game in which it starts from a won position. It needs the full children's
//! table: read from the file `PYRAMID_SOLVE_TABLE` names (default
//! `target/pyraos-children.table`), else solved and written there first (about 2.3 GB).
//! `perfect-standard` does the same under the standard rules, from the complete
//! standard analysis in the file `PYRAMID_SOLVE_STANDARD_TABLE` names (default
//! `target/pyraos-standard.table`; `pyramid solve pyraos` makes it, docs/engine.md).
//!
//! Per game it prints each level's wins, draws and losses against a random mover and
//! against the level below (colours alternated; a game reaching the ply cap counts as a
//! draw and is reported), and the average and longest time per move of each level.

use pyramid_games::ai::rng::Rng;
use pyramid_games::ai::{self, Budget, Evaluate, Level, Method};
use pyramid_games::game::{Options, Outcome, Side};
use pyramid_games::games::{allmer::Allmer, chase::Chase, pyramida::Pyramida, pyraos::Pyraos};
use pyramid_games::record::Record;
use pyramid_games::Game;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug, PartialEq)]
enum Agent {
    Random,
    Level(Level),
    Custom(Budget),
}

impl Agent {
    fn name(&self) -> String {
        match self {
            Agent::Random => "random".into(),
            Agent::Level(l) => l.to_string(),
            Agent::Custom(b) => match b.method {
                Method::AlphaBeta => format!("ab {}", b.nodes),
                Method::Mcts { playout } => format!("mcts {}:{playout}", b.nodes),
            },
        }
    }
}

#[derive(Clone, Copy)]
struct Settings {
    games: usize,
    cap: usize,
    threads: usize,
    mcts: Option<(u64, u32)>,
    calibrate: bool,
}

/// One finished game: the outcome (None when capped), its length, and each move's time
/// with the agent that made it (0 = the first agent of the match, 1 = the second).
struct Played {
    outcome: Option<Outcome>,
    plies: usize,
    times: Vec<(usize, Duration, u64)>,
}

fn choose<G: Evaluate>(agent: Agent, record: &Record<G>, rng: &mut Rng, seed: u64) -> (G::Move, u64) {
    match agent {
        Agent::Random => {
            let moves = record.legal_moves();
            (moves[rng.below(moves.len())], 0)
        }
        Agent::Level(level) => {
            let mut nodes = 0;
            let mv = ai::best_move(record, level, seed, &mut |p| nodes = p.nodes).expect("a move");
            (mv, nodes)
        }
        Agent::Custom(budget) => {
            let mut nodes = 0;
            let mv =
                ai::search(record.position(), record.keys(), budget, seed, &mut |p| nodes = p.nodes).expect("a move");
            (mv, nodes)
        }
    }
}

/// Plays `agents[0]` against `agents[1]`; `first_is_white` says who has White.
fn play<G: Evaluate>(start: &G, agents: [Agent; 2], first_is_white: bool, seed: u64, cap: usize) -> Played {
    let mut record = Record::new(start.clone());
    let mut rng = Rng::new(seed ^ 0xB0A2D);
    let mut times = Vec::new();
    let mut plies = 0;
    while record.end().is_none() && plies < cap {
        let side = record.position().side_to_move();
        let who = if (side == Side::White) == first_is_white { 0 } else { 1 };
        let t = Instant::now();
        let (mv, nodes) = choose(agents[who], &record, &mut rng, seed.wrapping_mul(1000).wrapping_add(plies as u64));
        let spent = t.elapsed();
        if agents[who] != Agent::Random {
            times.push((who, spent, nodes));
        }
        record.play_legal(mv);
        plies += 1;
    }
    Played { outcome: record.end().map(|e| e.outcome), plies, times }
}

#[derive(Default, Clone)]
struct Tally {
    wins: usize,
    draws: usize,
    losses: usize,
    capped: usize,
    plies: usize,
    games: usize,
}

#[derive(Default, Clone)]
struct Timing {
    moves: usize,
    total: Duration,
    max: Duration,
    nodes: u64,
}

fn run_game<G: Evaluate + Sync>(start: G, settings: &Settings) {
    let levels = [Level::Easy, Level::Normal, Level::Hard];
    let mut matches: Vec<[Agent; 2]> = Vec::new();
    if let Some((nodes, playout)) = settings.mcts {
        let mcts = Budget { nodes, depth: 64, noise: 0, method: Method::Mcts { playout } };
        matches.push([Agent::Level(Level::Hard), Agent::Custom(mcts)]);
        matches.push([Agent::Level(Level::Normal), Agent::Custom(mcts)]);
    } else if settings.calibrate {
        for l in levels {
            matches.push([Agent::Level(l), Agent::Level(l)]);
        }
    } else {
        for l in levels {
            matches.push([Agent::Level(l), Agent::Random]);
        }
        matches.push([Agent::Level(Level::Normal), Agent::Level(Level::Easy)]);
        matches.push([Agent::Level(Level::Hard), Agent::Level(Level::Normal)]);
    }
    let jobs: Vec<(usize, usize)> = (0..matches.len()).flat_map(|m| (0..settings.games).map(move |g| (m, g))).collect();
    let began = Instant::now();
    let results = run_jobs(jobs.len(), settings.threads, |j| {
        let (m, g) = jobs[j];
        let seed = (m as u64) << 32 | g as u64;
        play(&start, matches[m], g % 2 == 0, seed, settings.cap)
    });
    println!(
        "\n== {} ({} games per match, colours alternated, cap {} plies = draw; {:.0} s on {} threads) ==",
        G::NAME,
        settings.games,
        settings.cap,
        began.elapsed().as_secs_f64(),
        settings.threads
    );
    println!(
        "{:<22} {:>4} {:>4} {:>4} {:>7} {:>7} {:>10}",
        "match", "won", "drew", "lost", "capped", "score", "avg plies"
    );
    let mut timing: std::collections::BTreeMap<String, Timing> = Default::default();
    for (m, agents) in matches.iter().enumerate() {
        let mut t = Tally::default();
        for (j, &(jm, g)) in jobs.iter().enumerate() {
            if jm != m {
                continue;
            }
            let p = &results[j];
            let first_side = if g % 2 == 0 { Side::White } else { Side::Black };
            match p.outcome {
                None => {
                    t.capped += 1;
                    t.draws += 1;
                }
                Some(Outcome::Draw) => t.draws += 1,
                Some(Outcome::Win(s)) if s == first_side => t.wins += 1,
                Some(Outcome::Win(_)) => t.losses += 1,
            }
            t.plies += p.plies;
            t.games += 1;
            for &(who, d, nodes) in &p.times {
                let e = timing.entry(agents[who].name()).or_default();
                e.moves += 1;
                e.total += d;
                e.max = e.max.max(d);
                e.nodes += nodes;
            }
        }
        let score = (t.wins as f64 + t.draws as f64 / 2.0) / t.games as f64 * 100.0;
        println!(
            "{:<22} {:>4} {:>4} {:>4} {:>7} {:>6.1}% {:>10.1}",
            format!("{} vs {}", agents[0].name(), agents[1].name()),
            t.wins,
            t.draws,
            t.losses,
            t.capped,
            score,
            t.plies as f64 / t.games as f64
        );
    }
    println!("{:<22} {:>7} {:>10} {:>10} {:>12}", "time per move", "moves", "avg ms", "max ms", "avg nodes");
    for (name, t) in &timing {
        println!(
            "{:<22} {:>7} {:>10.1} {:>10.1} {:>12}",
            name,
            t.moves,
            t.total.as_secs_f64() * 1000.0 / t.moves.max(1) as f64,
            t.max.as_secs_f64() * 1000.0,
            t.nodes / t.moves.max(1) as u64
        );
    }
}

/// Perfect (the children's table) against hard under `removal=children`.
fn run_perfect_children(settings: &Settings) {
    let path = std::env::var_os("PYRAMID_SOLVE_TABLE")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::PathBuf::from("target/pyraos-children.table"));
    let began = Instant::now();
    let table = pyramid_games::games::pyraos::solve::children_table(0, Some(&path), true);
    println!("\n== pyraos Perfect (removal=children): table ready in {:.0} s ==", began.elapsed().as_secs_f64());
    run_perfect(settings, "children", |p| table.value(p), |p| table.best_move(p));
}

/// Perfect (the complete standard analysis) against hard under the standard rules.
fn run_perfect_standard(settings: &Settings) {
    use pyramid_games::games::pyraos::solve::standard::Standard;
    let path = std::env::var_os("PYRAMID_SOLVE_STANDARD_TABLE")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::PathBuf::from("target/pyraos-standard.table"));
    let began = Instant::now();
    let rules = pyramid_games::games::pyraos::Rules { children: false, pass: false };
    let table =
        Standard::load(&path, rules).unwrap_or_else(|e| panic!("the standard analysis in {}: {e}", path.display()));
    assert!(table.complete, "the standard analysis in {} is not complete: run pyramid solve pyraos", path.display());
    println!("\n== pyraos Perfect (removal=standard): table read in {:.0} s ==", began.elapsed().as_secs_f64());
    run_perfect(settings, "standard", |p| table.position_value(p), |p| table.best_move(p));
}

/// Perfect, playing `best_move`, against hard under `removal`, from the start.
fn run_perfect(
    settings: &Settings,
    removal: &str,
    value: impl Fn(&Pyraos) -> Option<pyramid_games::games::pyraos::solve::Value> + Sync,
    best_move: impl Fn(&Pyraos) -> Option<(pyramid_games::games::pyraos::Move, pyramid_games::games::pyraos::solve::Value)>
        + Sync,
) {
    use pyramid_games::games::pyraos::solve::Value;
    let mut o = Options::new();
    o.set("removal", removal);
    let start = Pyraos::start(&o).unwrap();
    let value = value(&start).expect("the table covers the start");
    println!("start: {} ({})", value.describe(Side::White), value);
    let games = 2 * settings.games;
    // Per game: Perfect's colour, the value it started from, whether it ever had a won
    // position on its move, the outcome, plies, and Perfect's time per move.
    type Game = (Side, Value, bool, Option<Outcome>, usize, Vec<Duration>);
    let began = Instant::now();
    let results: Vec<Game> = run_jobs(games, settings.threads, |g| {
        let perfect = if g % 2 == 0 { Side::White } else { Side::Black };
        let first = if perfect == Side::White { value } else { value.before() };
        let mut record = Record::new(start);
        let mut had_won = false;
        let mut times = Vec::new();
        while record.end().is_none() && record.played().len() < settings.cap {
            let p = *record.position();
            let mv = if p.side_to_move() == perfect {
                let t = Instant::now();
                let (mv, v) = best_move(&p).expect("a move");
                times.push(t.elapsed());
                had_won |= matches!(v, Value::Win(_));
                mv
            } else {
                let seed = (g as u64) << 16 | record.played().len() as u64;
                ai::best_move(&record, Level::Hard, seed, &mut |_| {}).expect("a move")
            };
            record.play_legal(mv);
        }
        (perfect, first, had_won, record.end().map(|e| e.outcome), record.played().len(), times)
    });
    println!("{games} games in {:.0} s on {} threads", began.elapsed().as_secs_f64(), settings.threads);
    println!(
        "{:<16} {:>5} {:>5} {:>5} {:>10} {:>16} {:>20}",
        "Perfect as", "won", "drew", "lost", "avg plies", "started won/won", "later won/won"
    );
    let mut all_kept = true;
    for side in Side::BOTH {
        let (mut won, mut drew, mut lost, mut plies, mut n) = (0, 0, 0, 0, 0);
        let (mut started_won, mut started_won_won, mut had, mut had_won_won) = (0, 0, 0, 0);
        for r in results.iter().filter(|r| r.0 == side) {
            n += 1;
            plies += r.4;
            let win = r.3 == Some(Outcome::Win(side));
            match r.3 {
                Some(Outcome::Win(s)) if s == side => won += 1,
                Some(Outcome::Win(_)) => lost += 1,
                _ => drew += 1,
            }
            if matches!(r.1, Value::Win(_)) {
                started_won += 1;
                started_won_won += win as usize;
            }
            if r.2 {
                had += 1;
                had_won_won += win as usize;
            }
        }
        all_kept &= started_won == started_won_won && had == had_won_won;
        println!(
            "{:<16} {:>5} {:>5} {:>5} {:>10.1} {:>16} {:>20}",
            side.name(),
            won,
            drew,
            lost,
            plies as f64 / n.max(1) as f64,
            format!("{started_won}/{started_won_won}"),
            format!("{had}/{had_won_won}")
        );
    }
    let times: Vec<Duration> = results.iter().flat_map(|r| r.5.iter().copied()).collect();
    let max = times.iter().max().copied().unwrap_or_default();
    let avg = times.iter().sum::<Duration>().as_secs_f64() / times.len().max(1) as f64;
    println!("Perfect's time per move: {:.3} ms average, {:.3} ms longest", avg * 1e3, max.as_secs_f64() * 1e3);
    println!(
        "Perfect won every game it started from a won position, and every game in which it ever had one: {}",
        if all_kept { "yes" } else { "NO" }
    );
}

fn main() {
    let mut names: Vec<String> = Vec::new();
    let mut settings = Settings { games: 50, cap: 0, threads: 2, mcts: None, calibrate: false };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = || args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--games" => settings.games = value().parse().expect("--games N"),
            "--cap" => settings.cap = value().parse().expect("--cap PLIES (0: 400 for Pyramida, else 300)"),
            "--threads" => settings.threads = value().parse().expect("--threads N"),
            "--mcts" => {
                let v = value();
                let (n, p) = v.split_once(':').expect("--mcts NODES:PLAYOUT");
                settings.mcts = Some((n.parse().expect("nodes"), p.parse().expect("playout")));
            }
            "--calibrate" => {
                settings.calibrate = true;
                i += 1;
                continue;
            }
            // cargo bench passes --bench to every bench target.
            "--bench" => {
                i += 1;
                continue;
            }
            name => {
                names.push(name.to_string());
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    if names.is_empty() {
        names = pyramid_games::GAME_NAMES.iter().map(|s| s.to_string()).collect();
    }
    let o = Options::new();
    for name in &names {
        // Pyramida's games between equals run long: five stones climb thirteen rows each.
        let cap = if settings.cap > 0 {
            settings.cap
        } else if name == "pyramida" {
            400
        } else {
            300
        };
        let settings = Settings { cap, ..settings };
        match name.as_str() {
            "pyramida" => run_game(Pyramida::start(&o).unwrap(), &settings),
            "chase" => run_game(Chase::start(&o).unwrap(), &settings),
            "pyraos" => run_game(Pyraos::start(&o).unwrap(), &settings),
            "allmer" => run_game(Allmer::start(&o).unwrap(), &settings),
            "perfect" => run_perfect_children(&settings),
            "perfect-standard" => run_perfect_standard(&settings),
            other => eprintln!("unknown game '{other}'"),
        }
    }
}

/// Runs `job(0)`, `job(1)`, … `job(count - 1)` on `threads` threads, each thread taking
/// the next index as it finishes one; the results in index order.
fn run_jobs<T: Send>(count: usize, threads: usize, job: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let results: Mutex<Vec<Option<T>>> = Mutex::new((0..count).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let j = next.fetch_add(1, Ordering::Relaxed);
                if j >= count {
                    break;
                }
                let result = job(j);
                results.lock().unwrap()[j] = Some(result);
            });
        }
    });
    results.into_inner().unwrap().into_iter().map(|r| r.expect("every job ran")).collect()
}
