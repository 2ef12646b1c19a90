//! `pyramid-consistency`: the consistency checker at scale (a benchmark, not a test;
//! docs/server.md, "The consistency bench"). Starts `--processes` release servers on
//! `--database` (Postgres for more than one), plays `--games` games of `--rounds` random
//! actions at once over them (claims wait the servers' grace period, `--grace-ms`, 1000
//! by default), and at round `--at`: kills the first process with SIGKILL
//! (`--event kill`, the default), or restarts every process one after the other with
//! SIGTERM, each started again once it has stopped (`--event rolling`), or nothing
//! (`--event none`). Then it replays every socket's stream against the store and prints
//! the figures and every fault. Exits 1 on any fault.
#![forbid(unsafe_code)]

use pyramid_client::client::spawn_server;
use pyramid_client::consistency::{run, Cluster, Event, Plan};
use std::process::{Child, Command};
use std::sync::{Arc, Mutex};
use std::time::Instant;

fn main() {
    let mut plan = Plan { games: 200, rounds: 200, seed: 1, event_at: Some(60), grace_ms: Some(1000) };
    let mut processes = 3;
    let mut event = "kill".to_string();
    let mut database = std::env::var("PYRAMID_TEST_POSTGRES").unwrap_or_default();
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        let number = || value.parse::<usize>().unwrap_or_else(|_| panic!("{} needs a whole number", pair[0]));
        match pair[0].as_str() {
            "--games" => plan.games = number(),
            "--rounds" => plan.rounds = number(),
            "--seed" => plan.seed = number() as u64,
            "--at" => plan.event_at = Some(number()),
            "--event" => event = value.clone(),
            "--processes" => processes = number(),
            "--grace-ms" => plan.grace_ms = Some(number() as u64),
            "--database" => database = value.clone(),
            other => panic!("unknown argument '{other}'"),
        }
    }
    if database.is_empty() {
        eprintln!("pyramid-consistency: --database postgres://… (or PYRAMID_TEST_POSTGRES) is needed");
        std::process::exit(2);
    }
    let exe = std::env::current_exe().expect("own path").with_file_name("pyramid-server");
    let grace = plan.grace_ms.unwrap_or(20_000).to_string();
    let start = {
        let (exe, database) = (exe.clone(), database.clone());
        move || spawn_server(&exe, &database, &["--test-grace-ms", &grace], false)
    };
    let children: Arc<Mutex<Vec<Child>>> = Arc::new(Mutex::new(Vec::new()));
    let mut bases = Vec::new();
    for _ in 0..processes {
        let (child, base) = start();
        children.lock().unwrap().push(child);
        bases.push(base);
    }
    let happening: Option<Event> = match event.as_str() {
        "none" => None,
        "kill" => {
            let children = children.clone();
            Some(Box::new(move |cluster| {
                cluster.set_alive(0, false);
                let mut children = children.lock().unwrap();
                let _ = children[0].kill();
                let _ = children[0].wait();
                println!("process 1 killed (SIGKILL)");
            }))
        }
        "rolling" => {
            let children = children.clone();
            Some(Box::new(move |cluster| {
                for i in 0..processes {
                    cluster.set_alive(i, false);
                    let pid = children.lock().unwrap()[i].id();
                    let stopping = Instant::now();
                    let _ = Command::new("kill").args(["-TERM", &pid.to_string()]).status();
                    let status = children.lock().unwrap()[i].wait();
                    let took = stopping.elapsed();
                    let (child, base) = start();
                    children.lock().unwrap()[i] = child;
                    cluster.set_base(i, base);
                    cluster.set_alive(i, true);
                    println!("process {} stopped by SIGTERM in {took:.2?} ({status:?}), started again", i + 1);
                }
            }))
        }
        other => panic!("--event kill, rolling or none, not '{other}'"),
    };
    if happening.is_none() {
        plan.event_at = None;
    }
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let started = Instant::now();
    let report = runtime.block_on(run(Cluster::new(bases, happening), &database, &plan));
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{processes} processes, {} games of {} rounds, {event} at round {:?}: {} sockets, {} messages, \
         {} moves acknowledged ({:.0} a second), {} reconnections, {} flags fallen, {} claims, {} rematches, \
         {} joins raced, in {seconds:.1} s; faults: {}",
        report.games,
        plan.rounds,
        plan.event_at,
        report.sockets,
        report.messages,
        report.acknowledged,
        report.acknowledged as f64 / seconds,
        report.reconnections,
        report.flags,
        report.claims,
        report.rematches,
        report.races,
        report.faults.len()
    );
    for fault in &report.faults {
        println!("  {fault}");
    }
    for child in children.lock().unwrap().iter_mut() {
        let _ = child.kill();
    }
    if !report.faults.is_empty() {
        std::process::exit(1);
    }
}
