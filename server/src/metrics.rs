//! What an operator watches, at `GET /metrics` in Prometheus's text format: sockets
//! open, rooms held, moves stored, the latency of commits, refusals by code.

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use std::sync::atomic::AtomicU64;

pub struct Metrics {
    registry: Registry,
    /// WebSockets open on this process.
    pub sockets: Gauge,
    /// Games whose room this process holds.
    pub rooms: Gauge,
    /// Moves stored by this process (a rate of it is moves a second).
    pub moves: Counter,
    /// Seconds from a change's save to its commit.
    pub commit_seconds: Histogram,
    /// Requests refused, by the protocol's code.
    pub refusals: Family<Vec<(String, String)>, Counter<u64, AtomicU64>>,
    /// Wrong passwords and passkeys' answers (sign-ins, changes, deletions).
    pub sign_in_failures: Counter,
    /// Guesses refused because a name or an address was locked.
    pub sign_in_locks: Counter,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("pyramid");
        let sockets = Gauge::default();
        let rooms = Gauge::default();
        let moves = Counter::default();
        // 0.5 ms to about 4 s.
        let commit_seconds =
            Histogram::new([0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 4.0]);
        let refusals = Family::default();
        registry.register("sockets", "WebSockets open on this process", sockets.clone());
        registry.register("rooms", "Games whose room this process holds", rooms.clone());
        registry.register("moves", "Moves stored by this process", moves.clone());
        registry.register("commit_seconds", "Time from a change's save to its commit", commit_seconds.clone());
        registry.register("refusals", "Requests refused, by code", refusals.clone());
        let sign_in_failures = Counter::default();
        let sign_in_locks = Counter::default();
        registry.register("sign_in_failures", "Wrong passwords and passkeys' answers", sign_in_failures.clone());
        registry.register(
            "sign_in_locks",
            "Guesses refused: the name or the address was locked",
            sign_in_locks.clone(),
        );
        Metrics { registry, sockets, rooms, moves, commit_seconds, refusals, sign_in_failures, sign_in_locks }
    }
}

impl Metrics {
    pub fn refused(&self, code: &str) {
        self.refusals.get_or_create(&vec![("code".to_string(), code.to_string())]).inc();
    }

    /// The text exposition.
    pub fn render(&self) -> String {
        let mut text = String::new();
        // Writing to a String cannot fail.
        let _ = encode(&mut text, &self.registry);
        text
    }
}
