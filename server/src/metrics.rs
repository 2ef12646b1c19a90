//! What an operator watches, at `GET /metrics` (on its own address) in Prometheus's text
//! format: sockets open, rooms held, moves stored, the latency of commits, refusals by
//! code, requests by route with their latency, the database's connections and the saves
//! waiting for a commit, sign-in failures and locks, and the process itself (CPU, memory,
//! open files), read from /proc when scraped.

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use std::sync::atomic::AtomicU64;

/// A family of counters or histograms labelled by name and value.
type Labels = Vec<(String, String)>;

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
    /// Each request to the protocol, by route, method and status class: its seconds.
    pub requests: Family<Labels, Histogram, fn() -> Histogram>,
    /// The database's connections, in use and idle.
    pub connections: Family<Labels, Gauge>,
    /// Saves waiting for the writer's next commit.
    pub saves_waiting: Gauge,
    process: Process,
}

/// The process's own figures, as Prometheus's clients name them.
struct Process {
    cpu_seconds: Counter<f64, AtomicU64>,
    /// The CPU seconds read last (the counter moves on by the difference).
    cpu_read: std::sync::Mutex<f64>,
    resident_memory_bytes: Gauge,
    open_fds: Gauge,
    start_time_seconds: Gauge,
}

fn request_seconds() -> Histogram {
    // 1 ms to about 10 s.
    Histogram::new([0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0])
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut root = Registry::default();
        let registry = root.sub_registry_with_prefix("pyramid");
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
        let requests: Family<Labels, Histogram, fn() -> Histogram> = Family::new_with_constructor(request_seconds);
        registry.register(
            "http_request_seconds",
            "Requests to the protocol by route, method and status",
            requests.clone(),
        );
        let connections = Family::default();
        registry.register("db_connections", "The database's connections, in use and idle", connections.clone());
        let saves_waiting = Gauge::default();
        registry.register("db_saves_waiting", "Saves waiting for the writer's next commit", saves_waiting.clone());
        let process = Process {
            cpu_seconds: Counter::default(),
            cpu_read: std::sync::Mutex::new(0.0),
            resident_memory_bytes: Gauge::default(),
            open_fds: Gauge::default(),
            start_time_seconds: Gauge::default(),
        };
        let started = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        process.start_time_seconds.set(started as i64);
        root.register(
            "process_cpu_seconds",
            "CPU seconds of this process, user and system",
            process.cpu_seconds.clone(),
        );
        root.register("process_resident_memory_bytes", "Resident memory", process.resident_memory_bytes.clone());
        root.register("process_open_fds", "Open file descriptors", process.open_fds.clone());
        root.register(
            "process_start_time_seconds",
            "When the process started, in s since 1970",
            process.start_time_seconds.clone(),
        );
        Metrics {
            registry: root,
            sockets,
            rooms,
            moves,
            commit_seconds,
            refusals,
            sign_in_failures,
            sign_in_locks,
            requests,
            connections,
            saves_waiting,
            process,
        }
    }
}

impl Metrics {
    pub fn refused(&self, code: &str) {
        self.refusals.get_or_create(&vec![("code".to_string(), code.to_string())]).inc();
    }

    /// One request answered: its route (as routed, `/api/games/{id}`), method, status
    /// and seconds.
    pub fn answered(&self, route: &str, method: &str, status: u16, seconds: f64) {
        let labels = vec![
            ("route".to_string(), route.to_string()),
            ("method".to_string(), method.to_string()),
            ("status".to_string(), format!("{}xx", status / 100)),
        ];
        self.requests.get_or_create(&labels).observe(seconds);
    }

    /// The figures read when scraped: the database's connections (`in_use`, `idle`), the
    /// saves waiting, and the process's CPU, memory and open files (Linux's /proc).
    pub fn refresh(&self, in_use: i64, idle: i64, saves_waiting: i64) {
        let state = |s: &str| vec![("state".to_string(), s.to_string())];
        self.connections.get_or_create(&state("in_use")).set(in_use);
        self.connections.get_or_create(&state("idle")).set(idle);
        self.saves_waiting.set(saves_waiting);
        let p = &self.process;
        if let Ok(stat) = std::fs::read_to_string("/proc/self/stat") {
            // After the command's name in parentheses: utime and stime are fields 14 and 15.
            let fields: Vec<&str> = stat.rsplit(')').next().unwrap_or_default().split_whitespace().collect();
            let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
            // Clock ticks are 100 a second on Linux.
            let cpu = (ticks(11) + ticks(12)) / 100.0;
            let mut read = p.cpu_read.lock().expect("cpu lock");
            if cpu > *read {
                p.cpu_seconds.inc_by(cpu - *read);
                *read = cpu;
            }
        }
        if let Ok(statm) = std::fs::read_to_string("/proc/self/statm") {
            let pages = statm.split_whitespace().nth(1).and_then(|f| f.parse::<i64>().ok()).unwrap_or(0);
            p.resident_memory_bytes.set(pages * 4096);
        }
        if let Ok(fds) = std::fs::read_dir("/proc/self/fd") {
            p.open_fds.set(fds.count() as i64);
        }
    }

    /// The text exposition.
    pub fn render(&self) -> String {
        let mut text = String::new();
        // Writing to a String cannot fail.
        let _ = encode(&mut text, &self.registry);
        text
    }
}
