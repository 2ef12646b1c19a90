//! A small run of the consistency checker (the bench `pyramid-consistency` runs a large
//! one): games over three server processes on Postgres, random actions at once (clocks
//! that fall, claims, joins racing, rematches among them), one process killed with
//! SIGKILL in the middle; every socket's stream is judged against the store. On SQLite,
//! one process and nobody killed.

mod common;

use common::*;
use pyramid_client::consistency::{run, Cluster, Event, Plan};

#[tokio::test]
async fn random_actions_over_processes_one_killed_leave_every_stream_equal_to_the_store() {
    for url in databases() {
        let postgres = !url.starts_with("sqlite:");
        let count = if postgres { 3 } else { 1 };
        let mut children = Vec::new();
        let mut bases = Vec::new();
        for _ in 0..count {
            let (child, base) = spawn_with(&url, &["--test-grace-ms", "300"]);
            children.push(child);
            bases.push(base);
        }
        let kill = postgres.then(|| {
            let mut victim = children.remove(0);
            let kill: Event = Box::new(move |cluster| {
                cluster.set_alive(0, false);
                victim.kill().unwrap();
                victim.wait().unwrap();
            });
            kill
        });
        let plan = Plan { games: 12, rounds: 60, seed: 7, event_at: postgres.then_some(10), grace_ms: Some(300) };
        let report = run(Cluster::new(bases, kill), &url, &plan).await;
        eprintln!("{url}: {report:?}");
        assert!(report.faults.is_empty(), "{:#?}", report.faults);
        assert_eq!(report.games, plan.games);
        assert!(report.acknowledged > 12, "the games were played: {report:?}");
        if postgres {
            assert!(report.reconnections > 0, "the killed process's clients came back elsewhere");
        }
        // The plan's rarer actions happened.
        assert!(report.flags > 0 && report.races > 0, "{report:?}");
        for mut child in children {
            child.kill().unwrap();
        }
    }
}
