//! The consistency checker (in the spirit of Jepsen): many clients over several server
//! processes sharing one store do random protocol actions at once (moves, offers,
//! takebacks, declines, resigns, reconnections, watchers arriving), a process may be
//! killed in the middle, and at the end what each socket received, replayed, must be the
//! stored game: no gap, no duplicate, versions only rising, every acknowledged move
//! stored or taken back by a later change. The test command runs a small plan; the
//! `pyramid-consistency` bench a large one.

use crate::client::{Http, Socket};
use crate::protocol::{Color, CreateRequest, Offer, Request, SeatChoice, ServerMessage};
use crate::replay::Replay;
use pyramid_server::store::Store;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What to run.
#[derive(Clone, Debug)]
pub struct Plan {
    pub games: usize,
    /// Rounds of actions each game makes.
    pub rounds: usize,
    pub seed: u64,
    /// The round at which the cluster's event (a process killed, a rolling restart)
    /// happens (`None`: none does).
    pub event_at: Option<usize>,
}

/// What was seen.
#[derive(Debug, Default)]
pub struct Report {
    pub games: usize,
    pub sockets: usize,
    pub messages: u64,
    pub acknowledged: u64,
    pub reconnections: u64,
    pub faults: Vec<String>,
}

/// What happens to the processes in the middle of a run (runs on a thread of its own
/// while the games go on).
pub type Event = Box<dyn FnOnce(Arc<Cluster>) + Send>;

/// The processes, which of them are alive, and what happens to them.
pub struct Cluster {
    bases: Mutex<Vec<String>>,
    alive: Mutex<Vec<bool>>,
    event: Mutex<Option<Event>>,
}

impl Cluster {
    /// Processes at `bases`; `event` happens at the plan's round.
    pub fn new(bases: Vec<String>, event: Option<Event>) -> Arc<Cluster> {
        let alive = Mutex::new(vec![true; bases.len()]);
        Arc::new(Cluster { bases: Mutex::new(bases), alive, event: Mutex::new(event) })
    }

    /// Whether clients may go to process `i` (set false before it is stopped).
    pub fn set_alive(&self, i: usize, alive: bool) {
        self.alive.lock().expect("cluster lock")[i] = alive;
    }

    /// Process `i` started again, at `base`.
    pub fn set_base(&self, i: usize, base: String) {
        self.bases.lock().expect("cluster lock")[i] = base;
    }

    fn fire(self: &Arc<Cluster>) {
        let taken = self.event.lock().expect("cluster lock").take();
        if let Some(event) = taken {
            let cluster = self.clone();
            tokio::task::spawn_blocking(move || event(cluster));
        }
    }

    /// A live process, chosen by `pick`.
    fn base(&self, pick: usize) -> String {
        let alive = self.alive.lock().expect("cluster lock");
        let bases = self.bases.lock().expect("cluster lock");
        let live: Vec<&String> = bases.iter().zip(alive.iter()).filter(|(_, a)| **a).map(|(b, _)| b).collect();
        live[pick % live.len()].clone()
    }
}

/// A small deterministic random source.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n.max(1) as u64) as usize
    }
}

/// How long an answer may take before the checker calls it missing.
const ANSWER: Duration = Duration::from_secs(10);

/// One socket of a game (a new one after each reconnection) and what it received.
struct Client {
    socket: Option<Socket>,
    replay: Replay,
    /// The seat's token; `None`: a watcher.
    token: Option<String>,
    name: String,
    /// Moves this player saw acknowledged: (ply, move, version).
    acknowledged: Vec<(usize, String, i64)>,
    messages: u64,
    reconnections: u64,
}

impl Client {
    async fn open(base: &str, id: &str, token: Option<String>, name: String) -> Result<Client, String> {
        let mut c = Client {
            socket: None,
            replay: Replay::default(),
            token,
            name,
            acknowledged: Vec::new(),
            messages: 0,
            reconnections: 0,
        };
        c.connect(base, id).await?;
        Ok(c)
    }

    /// A new socket on `base`, seated again if this is a player; its `game` applied.
    async fn connect(&mut self, base: &str, id: &str) -> Result<(), String> {
        let mut socket = Socket::connect(base, id, None).await?;
        if let Some(token) = &self.token {
            socket.request(Request::Auth { token: token.clone() }, None).await?;
        }
        self.socket = Some(socket);
        loop {
            if let ServerMessage::Game(game) = self.next().await? {
                if self.token.is_none() || game.you.is_some() {
                    return Ok(());
                }
            }
        }
    }

    async fn next(&mut self) -> Result<ServerMessage, String> {
        let socket = self.socket.as_mut().ok_or("no socket")?;
        let m = socket.receive_within(ANSWER).await?;
        self.messages += 1;
        self.replay.apply(&m);
        if let ServerMessage::Move(m) = &m {
            if m.reference.is_some() {
                self.acknowledged.push((m.ply as usize, m.text.clone(), m.v.unwrap_or(0)));
            }
        }
        Ok(m)
    }

    /// Applies what has already arrived, without waiting for more.
    async fn drain(&mut self) {
        while let Some(socket) = self.socket.as_mut() {
            match socket.receive_within(Duration::from_millis(1)).await {
                Ok(m) => {
                    self.messages += 1;
                    self.replay.apply(&m);
                }
                Err(e) if e.contains("in time") => break,
                Err(_) => {
                    self.socket = None;
                }
            }
        }
    }

    /// Sends, or drops a socket that is gone (the next step reconnects it).
    async fn send(&mut self, request: Request, reference: Option<&str>) {
        if let Some(socket) = self.socket.as_mut() {
            if socket.request(request, reference).await.is_err() {
                self.socket = None;
            }
        }
    }

    /// Reads until the answer to `reference` (its move, or its error) or the socket fails.
    /// A new socket on a live process, tried again on another while a process dies under it.
    async fn reconnect(&mut self, cluster: &Cluster, id: &str, pick: usize) -> Result<(), String> {
        self.reconnections += 1;
        let mut last = String::new();
        for attempt in 0..3 {
            match self.connect(&cluster.base(pick + attempt), id).await {
                Ok(()) => return Ok(()),
                Err(e) => last = e,
            }
        }
        Err(last)
    }

    async fn answer(&mut self, reference: &str) -> Result<(), String> {
        loop {
            let answered = match self.next().await? {
                ServerMessage::Move(m) => m.reference,
                ServerMessage::Error(e) => e.reference,
                _ => None,
            };
            if answered.as_deref() == Some(reference) {
                return Ok(());
            }
        }
    }
}

/// Runs `plan` on `cluster`, with the store at `database` as the judge.
pub async fn run(cluster: Arc<Cluster>, database: &str, plan: &Plan) -> Report {
    let mut tasks = Vec::new();
    for index in 0..plan.games {
        let (cluster, plan) = (cluster.clone(), plan.clone());
        tasks.push(tokio::spawn(async move { play(cluster, index, &plan).await }));
    }
    let mut report = Report::default();
    let mut games = Vec::new();
    for task in tasks {
        match task.await {
            Ok(Ok(game)) => games.push(game),
            Ok(Err(fault)) => report.faults.push(fault),
            Err(e) => report.faults.push(format!("a game's task failed: {e}")),
        }
    }
    let store = match Store::open(database).await {
        Ok(store) => store,
        Err(e) => {
            report.faults.push(format!("the store: {e}"));
            return report;
        }
    };
    for (id, mut clients) in games {
        report.games += 1;
        let faults = settle(&cluster, &store, &id, &mut clients).await;
        report.faults.extend(faults.into_iter().map(|f| format!("game {id}: {f}")));
        for c in &clients {
            report.sockets += 1 + c.reconnections as usize;
            report.messages += c.messages;
            report.acknowledged += c.acknowledged.len() as u64;
            report.reconnections += c.reconnections;
        }
    }
    report
}

const GAMES: [&str; 3] = ["pyramida", "allmer", "pyraos"];

/// One game's random life; returns its id and its clients for the final check.
async fn play(cluster: Arc<Cluster>, index: usize, plan: &Plan) -> Result<(String, Vec<Client>), String> {
    let mut rng = Rng(plan.seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let game = GAMES[index % GAMES.len()];
    let http = Http::new(cluster.base(rng.below(8)));
    let request = CreateRequest { game: game.into(), seat: Some(SeatChoice::White), ..CreateRequest::default() };
    let (id, created, joined) = http.pair(&request).await?;
    if created.seat != Color::White {
        return Err(format!("created as white, seated {}", created.seat.as_str()));
    }
    let (first, second) = (created.token, joined.token);
    let mut clients = vec![
        Client::open(&cluster.base(rng.below(8)), &id, Some(first), "white".into()).await?,
        Client::open(&cluster.base(rng.below(8)), &id, Some(second), "black".into()).await?,
        Client::open(&cluster.base(rng.below(8)), &id, None, "watcher 1".into()).await?,
    ];
    for round in 0..plan.rounds {
        if plan.event_at == Some(round) {
            cluster.fire();
        }
        for c in clients.iter_mut() {
            c.drain().await;
            if c.socket.is_none() {
                c.reconnect(&cluster, &id, rng.below(8)).await?;
            }
        }
        let newest = clients.iter().max_by_key(|c| c.replay.version).map(|c| c.replay.clone()).unwrap_or_default();
        if newest.status != "ongoing" {
            break;
        }
        let Ok(session) = position(game, &newest.moves) else { return Err(format!("{id}: unplayable moves")) };
        let turn = session.side_to_move().index();
        let roll = rng.below(100);
        if roll < 60 {
            // A move, and at once something from the opponent.
            let legal = session.legal_moves();
            let text = legal[rng.below(legal.len())].clone();
            let reference = format!("r{round}");
            let ply = newest.moves.len();
            clients[turn].send(Request::Move { text, ply: ply as u64 }, Some(&reference)).await;
            let other = [Some(Request::Draw), Some(Request::Takeback), None, None][rng.below(4)].clone();
            if let Some(other) = other {
                clients[1 - turn].send(other, None).await;
            }
            if clients[turn].socket.is_some() && clients[turn].answer(&reference).await.is_err() {
                clients[turn].socket = None;
            }
        } else if roll < 72 {
            let who = rng.below(clients.len());
            clients[who].socket = None;
        } else if roll < 76 {
            let n = clients.len() - 1;
            let mut watcher = Client::open(&cluster.base(rng.below(8)), &id, None, format!("watcher {n}")).await;
            if watcher.is_err() {
                // Its process died as it connected: another one.
                watcher = Client::open(&cluster.base(rng.below(8)), &id, None, format!("watcher {n}")).await;
            }
            clients.push(watcher?);
        } else if roll < 78 {
            clients[rng.below(2)].send(Request::Resign, None).await;
        } else {
            let (what, ask) =
                [(Offer::Draw, Request::Draw), (Offer::Takeback, Request::Takeback)][rng.below(2)].clone();
            let who = rng.below(2);
            clients[who].send(ask.clone(), None).await;
            let answer = if rng.below(2) == 0 { ask } else { Request::Decline { what } };
            clients[1 - who].send(answer, None).await;
        }
    }
    Ok((id, clients))
}

/// Reads until this client has the stored game, then asks for the state and reads up to
/// it, so that anything sent before it (a duplicate) is judged. Returns the replay as it
/// was before the answer.
async fn reach(
    cluster: &Cluster,
    id: &str,
    i: usize,
    c: &mut Client,
    stored: &pyramid_server::state::GameState,
) -> Result<Replay, String> {
    if c.socket.is_none() {
        c.reconnect(cluster, id, i).await?;
    }
    while c.replay.moves != stored.moves || c.replay.status != stored.status.as_str() {
        c.next().await?;
    }
    let before = c.replay.clone();
    c.socket.as_mut().ok_or("no socket")?.request(Request::Sync, None).await?;
    loop {
        let m = c.socket.as_mut().ok_or("no socket")?.receive_within(ANSWER).await?;
        if let ServerMessage::Game(_) = m {
            return Ok(before);
        }
        c.replay.apply(&m);
    }
}

fn position(game: &str, moves: &[String]) -> Result<Box<dyn pyramid_games::Session>, String> {
    let mut session = pyramid_games::open(game, &pyramid_games::Options::new(), None).map_err(|e| e.to_string())?;
    for m in moves {
        session.play(m).map_err(|e| e.to_string())?;
    }
    Ok(session)
}

/// Brings every client to the stored game and judges what it received.
async fn settle(cluster: &Cluster, store: &Store, id: &str, clients: &mut [Client]) -> Vec<String> {
    let stored = match store.load(id).await {
        Ok(Some(state)) => state,
        other => return vec![format!("not stored: {other:?}")],
    };
    let mut faults = Vec::new();
    for (i, c) in clients.iter_mut().enumerate() {
        // A socket of the killed process fails here at the latest: then a new one, and
        // the same again.
        let mut outcome = Err(String::new());
        for _ in 0..3 {
            outcome = reach(cluster, id, i, c, &stored).await;
            if outcome.is_ok() {
                break;
            }
            c.socket = None;
        }
        let before = match outcome {
            Ok(before) => before,
            Err(e) => {
                faults.push(format!("{}: never reached the stored game ({e}); has {:?}", c.name, c.replay.moves));
                continue;
            }
        };
        let mut found = before.check(&stored.moves, stored.status);
        found.extend(c.replay.faults.iter().skip(before.faults.len()).cloned());
        for (ply, text, version) in &c.acknowledged {
            let kept = stored.moves.get(*ply) == Some(text);
            if !kept && !c.replay.cut_after(*version, *ply) {
                found.push(format!("the acknowledged move {ply} '{text}' (version {version}) is lost"));
            }
        }
        faults.extend(found.into_iter().map(|f| format!("{}: {f}", c.name)));
    }
    faults
}
