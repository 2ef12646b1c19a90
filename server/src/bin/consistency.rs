//! `pyramid-consistency`: the consistency checker at scale (a benchmark, not a test;
//! README, "Running the server"). Starts `--processes` release servers on `--database`
//! (Postgres for more than one), plays `--games` games of `--rounds` random actions at
//! once over them, kills the first process with SIGKILL at round `--kill-at` (none with
//! `--kill-at 0`), then replays every socket's stream against the store and prints the
//! figures and every fault. Exits 1 on any fault.
#![forbid(unsafe_code)]

use pyramid_server::consistency::{run, Cluster, Plan};
use std::time::Instant;

fn main() {
    let mut plan = Plan { games: 200, rounds: 200, seed: 1, kill_at: Some(60) };
    let mut processes = 3;
    let mut database = std::env::var("PYRAMID_TEST_POSTGRES").unwrap_or_default();
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        let number = || value.parse::<usize>().unwrap_or_else(|_| panic!("{} needs a whole number", pair[0]));
        match pair[0].as_str() {
            "--games" => plan.games = number(),
            "--rounds" => plan.rounds = number(),
            "--seed" => plan.seed = number() as u64,
            "--kill-at" => plan.kill_at = Some(number()).filter(|&n| n > 0),
            "--processes" => processes = number(),
            "--database" => database = value.clone(),
            other => panic!("unknown argument '{other}'"),
        }
    }
    if database.is_empty() {
        eprintln!("pyramid-consistency: --database postgres://… (or PYRAMID_TEST_POSTGRES) is needed");
        std::process::exit(2);
    }
    let exe = std::env::current_exe().expect("own path").with_file_name("pyramid-server");
    let mut children = Vec::new();
    let mut bases = Vec::new();
    for _ in 0..processes {
        let (child, base) = pyramid_server::client::spawn_server(&exe, &database, &["--grace-seconds", "20"], false);
        children.push(child);
        bases.push(base);
    }
    let kill = plan.kill_at.map(|_| {
        let mut victim = children.remove(0);
        let kill: Box<dyn FnOnce() + Send> = Box::new(move || {
            let _ = victim.kill();
            let _ = victim.wait();
        });
        (0, kill)
    });
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let started = Instant::now();
    let report = runtime.block_on(run(Cluster::new(bases, kill), &database, &plan));
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{processes} processes, {} games of {} rounds, process 1 killed at round {:?}: {} sockets, {} messages, \
         {} moves acknowledged, {} reconnections in {seconds:.1} s; faults: {}",
        report.games,
        plan.rounds,
        plan.kill_at,
        report.sockets,
        report.messages,
        report.acknowledged,
        report.reconnections,
        report.faults.len()
    );
    for fault in &report.faults {
        println!("  {fault}");
    }
    for mut child in children {
        let _ = child.kill();
    }
    if !report.faults.is_empty() {
        std::process::exit(1);
    }
}
