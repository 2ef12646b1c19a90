//! The consistency checker (in the spirit of Jepsen): many clients over several server
//! processes sharing one store do random protocol actions at once (moves answered at
//! once by offers and takebacks, declines, resigns, reconnections, watchers arriving, two
//! joins racing for one seat, clocks left to fall, claims against a player gone,
//! rematches), a process may be killed in the middle, and at the end each socket's
//! stream is judged against what is stored: every stored change it lacks is named (its
//! version and what it said), no duplicate, versions only rising, the moves and the end
//! the stored ones, every acknowledged move stored unless a takeback that took it was
//! accepted (the store's log must show the offer and its acceptance), and the rematch the
//! one stored. The test command runs a small plan; the `pyramid-consistency` bench a
//! large one.

use crate::client::{Http, Socket};
use crate::protocol::{Color, CreateRequest, Offer, Request, SeatChoice, ServerMessage, TimeControl};
use crate::replay::Replay;
use pyramid_server::state::GameState;
use pyramid_server::store::Store;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
    /// The servers' grace period before a claim (ms): a claim waits this long after its
    /// opponent left. `None`: claims are sent without waiting (and refused).
    pub grace_ms: Option<u64>,
}

/// What was seen.
#[derive(Debug, Default)]
pub struct Report {
    pub games: usize,
    pub sockets: usize,
    pub messages: u64,
    pub acknowledged: u64,
    pub reconnections: u64,
    /// Games that ended by a fallen flag, by a claim, and rematches made.
    pub flags: u64,
    pub claims: u64,
    pub rematches: u64,
    /// Joins that raced another for one seat (each game's loser watches).
    pub races: u64,
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

/// How long an answer may take before the checker stops waiting for it.
const ANSWER: Duration = Duration::from_secs(10);
/// How long a fallen flag may take to be announced (the upkeep looks every 0.4 s).
const FLAG: Duration = Duration::from_secs(15);

/// One socket of a game (a new one after each reconnection) and what it received.
struct Client {
    socket: Option<Socket>,
    replay: Replay,
    /// The seat's token; `None`: a watcher.
    token: Option<String>,
    name: String,
    /// Moves this player saw acknowledged: (ply, move, version).
    acknowledged: Vec<(usize, String, i64)>,
    /// Every message it received one by one (not in a whole state): its version and type.
    received: Vec<(i64, &'static str)>,
    messages: u64,
    reconnections: u64,
}

impl Client {
    /// A client of game `id` on a live process (`pick` chooses which), tried again on
    /// another while a process dies under it (the kill comes while other games still
    /// seat their players).
    async fn open(
        cluster: &Cluster,
        pick: usize,
        id: &str,
        token: Option<String>,
        name: String,
    ) -> Result<Client, String> {
        let mut c = Client {
            socket: None,
            replay: Replay::default(),
            token,
            name,
            acknowledged: Vec::new(),
            received: Vec::new(),
            messages: 0,
            reconnections: 0,
        };
        c.reconnect(cluster, id, pick).await?;
        c.reconnections = 0;
        Ok(c)
    }

    /// A new socket on `base`, seated again if this is a player; its `game` applied.
    async fn connect(&mut self, base: &str, id: &str) -> Result<(), String> {
        let mut socket = Socket::connect(base, id, None).await?;
        self.replay.new_socket();
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

    /// Takes one message as a plain client would.
    fn take(&mut self, m: &ServerMessage) {
        self.messages += 1;
        self.replay.apply(m);
        if let (false, Some(v)) = (matches!(m, ServerMessage::Game(_)), m.version()) {
            self.received.push((v, m.kind()));
        }
        if let ServerMessage::Move(m) = m {
            if m.reference.is_some() {
                self.acknowledged.push((m.ply as usize, m.text.clone(), m.v.unwrap_or(0)));
            }
        }
    }

    async fn next_within(&mut self, wait: Duration) -> Result<ServerMessage, String> {
        let socket = self.socket.as_mut().ok_or("no socket")?;
        let m = socket.receive_within(wait).await?;
        self.take(&m);
        Ok(m)
    }

    async fn next(&mut self) -> Result<ServerMessage, String> {
        self.next_within(ANSWER).await
    }

    /// Applies what has already arrived, without waiting for more.
    async fn drain(&mut self) {
        while let Some(socket) = self.socket.as_mut() {
            match socket.receive_within(Duration::from_millis(1)).await {
                Ok(m) => self.take(&m),
                Err(e) if e.contains("in time") => break,
                Err(_) => self.socket = None,
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

    /// A new socket on a live process, tried again on another while a process dies under
    /// it.
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

    /// Reads until the answer to `reference` (its move or end, or its error).
    async fn answer(&mut self, reference: &str) -> Result<ServerMessage, String> {
        loop {
            let m = self.next().await?;
            let answered = match &m {
                ServerMessage::Move(m) => m.reference.as_deref(),
                ServerMessage::Error(e) => e.reference.as_deref(),
                _ => None,
            };
            if answered == Some(reference) {
                return Ok(m);
            }
        }
    }

    /// Reads until the game is over, at most `wait` (on a new socket if its process
    /// dies meanwhile).
    async fn until_over(&mut self, cluster: &Cluster, id: &str, wait: Duration) -> Result<(), String> {
        let deadline = Instant::now() + wait;
        while self.replay.status == "ongoing" {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(format!("{}: the game did not end within {wait:?}", self.name));
            }
            if self.socket.is_none() {
                self.reconnect(cluster, id, 0).await?;
            }
            if let Err(e) = self.next_within(left).await {
                if !e.contains("in time") {
                    self.socket = None;
                }
            }
        }
        Ok(())
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
    for game in games {
        report.games += 1;
        report.races += game.raced as u64;
        let Played { id, mut clients, .. } = game;
        let settled = settle(&cluster, &store, &id, &mut clients).await;
        match settled.ending.as_str() {
            "timeout" => report.flags += 1,
            "abandon" => report.claims += 1,
            _ => {}
        }
        report.rematches += settled.rematch as u64;
        report.faults.extend(settled.faults.into_iter().map(|f| format!("game {id}: {f}")));
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

/// A game played: its id, its clients, and whether two joins raced for its seat.
struct Played {
    id: String,
    clients: Vec<Client>,
    raced: bool,
}

/// The game's two seats: made by a pair of requests, or (every fourth game) by a creator
/// and two joins racing for the free seat, of which exactly one must win; the loser
/// watches.
async fn seat(cluster: &Cluster, game: &str, index: usize, rng: &mut Rng) -> Result<(String, Vec<Client>), String> {
    let clocked = index % 3 == 1;
    let time_control = if clocked { TimeControl::Real { minutes: 0, increment: 3 } } else { TimeControl::None };
    let request =
        CreateRequest { game: game.into(), seat: Some(SeatChoice::White), time_control, ..CreateRequest::default() };
    let http = Http::new(cluster.base(rng.below(8)));
    if index % 4 != 2 {
        let (id, created, joined) = http.pair(&request).await?;
        if created.seat != Color::White {
            return Err(format!("created as white, seated {}", created.seat.as_str()));
        }
        let clients = vec![
            Client::open(cluster, rng.below(8), &id, Some(created.token), "white".into()).await?,
            Client::open(cluster, rng.below(8), &id, Some(joined.token), "black".into()).await?,
            Client::open(cluster, rng.below(8), &id, None, "watcher 1".into()).await?,
        ];
        return Ok((id, clients));
    }
    let (status, created) = http.create(&request).await?;
    if status != 201 {
        return Err(format!("a game not created: {status} {created}"));
    }
    let id = created["id"].as_str().ok_or("no id")?.to_string();
    let token = created["token"].as_str().ok_or("no token")?.to_string();
    let (one, two) = (Http::new(cluster.base(rng.below(8))), Http::new(cluster.base(rng.below(8))));
    let (first, second) = tokio::join!(one.join(&id), two.join(&id));
    let answers = [first?, second?];
    let won: Vec<&(u16, serde_json::Value)> = answers.iter().filter(|(s, _)| *s == 200).collect();
    let lost = answers.iter().filter(|(s, b)| *s == 409 && b["error"] == "seat-taken").count();
    if won.len() != 1 || lost != 1 {
        return Err(format!("{id}: two joins for one seat answered {answers:?}"));
    }
    let black = won[0].1["token"].as_str().ok_or("no token")?.to_string();
    Ok((
        id.clone(),
        vec![
            Client::open(cluster, rng.below(8), &id, Some(token), "white".into()).await?,
            Client::open(cluster, rng.below(8), &id, Some(black), "black".into()).await?,
            Client::open(cluster, rng.below(8), &id, None, "the join's loser".into()).await?,
        ],
    ))
}

/// One game's random life; returns it for the final check.
async fn play(cluster: Arc<Cluster>, index: usize, plan: &Plan) -> Result<Played, String> {
    let mut rng = Rng(plan.seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let game = GAMES[index % GAMES.len()];
    let (id, mut clients) = seat(&cluster, game, index, &mut rng).await?;
    let clocked = index % 3 == 1;
    // Half the games with a clock let it fall early (the side to move has 3 to 6 s then).
    let falls_at = (clocked && rng.below(2) == 0).then(|| 1 + rng.below(2));
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
            // Over: now and then a rematch, both players asking.
            if rng.below(2) == 0 {
                clients[0].send(Request::Rematch, None).await;
                clients[1].send(Request::Rematch, None).await;
            }
            break;
        }
        let Ok(session) = position(game, &newest.moves) else { return Err(format!("{id}: unplayable moves")) };
        let turn = session.side_to_move().index();
        if falls_at == Some(newest.moves.len()) {
            // Nobody moves: the mover's flag falls, and the upkeep ends the game.
            clients[2].until_over(&cluster, &id, FLAG).await?;
            continue;
        }
        let roll = rng.below(100);
        if roll < 56 {
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
        } else if roll < 66 {
            let who = rng.below(clients.len());
            clients[who].socket = None;
        } else if roll < 69 {
            let n = clients.len() - 1;
            clients.push(Client::open(&cluster, rng.below(8), &id, None, format!("watcher {n}")).await?);
        } else if roll < 71 {
            clients[rng.below(2)].send(Request::Resign, None).await;
        } else if roll < 77 && !clocked {
            // A player leaves; the other claims once the grace period is over (or at
            // once, refused, when the plan does not wait).
            let gone = rng.below(2);
            if let Some(socket) = clients[gone].socket.take() {
                socket.close().await;
            }
            if let Some(ms) = plan.grace_ms {
                tokio::time::sleep(Duration::from_millis(ms + 150)).await;
            }
            let reference = format!("c{round}");
            clients[1 - gone].send(Request::Claim, Some(&reference)).await;
            if clients[1 - gone].socket.is_some() {
                // A claim's answer is its end (no ref) or its error (with one).
                let deadline = Instant::now() + ANSWER;
                loop {
                    let left = deadline.saturating_duration_since(Instant::now());
                    match clients[1 - gone].next_within(left).await {
                        Ok(ServerMessage::End(_)) => break,
                        Ok(ServerMessage::Error(e)) if e.reference.as_deref() == Some(&reference) => break,
                        Ok(_) => {}
                        Err(_) => {
                            clients[1 - gone].socket = None;
                            break;
                        }
                    }
                }
            }
        } else {
            let (what, ask) =
                [(Offer::Draw, Request::Draw), (Offer::Takeback, Request::Takeback)][rng.below(2)].clone();
            let who = rng.below(2);
            clients[who].send(ask.clone(), None).await;
            // Mostly declined: the games go on.
            let answer = if rng.below(4) == 0 { ask } else { Request::Decline { what } };
            clients[1 - who].send(answer, None).await;
        }
    }
    Ok(Played { id, clients, raced: index % 4 == 2 })
}

fn position(game: &str, moves: &[String]) -> Result<Box<dyn pyramid_games::Session>, String> {
    let mut session = pyramid_games::open(game, &pyramid_games::Options::new(), None).map_err(|e| e.to_string())?;
    for m in moves {
        session.play(m).map_err(|e| e.to_string())?;
    }
    Ok(session)
}

/// The stored log: each change's version and messages, in order.
type Log = Vec<(i64, Vec<ServerMessage>)>;

/// What a stored change said, in a few words: `move 12 'e4-d5'`, `end (timeout)`.
fn described(messages: &[ServerMessage]) -> String {
    let words: Vec<String> = messages
        .iter()
        .map(|m| match m {
            ServerMessage::Move(m) => format!("move {} '{}'", m.ply, m.text),
            ServerMessage::End(e) => format!("end ({})", e.reason.map_or("?", |r| r.as_str())),
            ServerMessage::Offer(o) => {
                format!("{} {} by {}", if o.declined { "declined" } else { "offer" }, o.what.as_str(), o.by.as_str())
            }
            ServerMessage::Game(g) => format!("state of {} moves", g.moves.len()),
            ServerMessage::Rematch(r) => format!("rematch {}", r.id),
            other => other.kind().to_string(),
        })
        .collect();
    words.join(", ")
}

/// Whether an accepted takeback, stored after `version`, took back the move of ply
/// `ply`: the log must show a takeback offered (and neither declined nor cleared by a
/// move), then a state after it with at most `ply` moves.
fn taken_back(log: &Log, version: i64, ply: usize) -> bool {
    let mut standing = false;
    let mut moves = 0usize;
    for (v, messages) in log {
        for m in messages {
            match m {
                ServerMessage::Offer(o) if o.what == Offer::Takeback => standing = !o.declined,
                ServerMessage::Move(m) => {
                    standing = false;
                    moves = m.ply as usize + 1;
                }
                ServerMessage::Game(g) => {
                    let cut = g.moves.len() < moves;
                    if cut && standing && *v > version && g.moves.len() <= ply {
                        return true;
                    }
                    moves = g.moves.len();
                    standing = false;
                }
                _ => {}
            }
        }
    }
    false
}

/// What the final check found of one game: its faults, whether a rematch was stored,
/// and the reason it ended (empty while it goes on).
#[derive(Default)]
struct Settled {
    faults: Vec<String>,
    rematch: bool,
    ending: String,
}

/// Brings every client as far as it goes and judges what it received against the store.
async fn settle(cluster: &Cluster, store: &Store, id: &str, clients: &mut [Client]) -> Settled {
    let fault = |f: String| Settled { faults: vec![f], ..Settled::default() };
    let stored = match store.load(id).await {
        Ok(Some(state)) => state,
        other => return fault(format!("not stored: {other:?}")),
    };
    let log: Log = match store.events_after(id, 0).await {
        Ok(events) => {
            events.into_iter().map(|(v, payload)| (v, serde_json::from_str(&payload).unwrap_or_default())).collect()
        }
        Err(e) => return fault(format!("its log: {e}")),
    };
    let ending = stored.reason.map(|r| r.as_str().to_string()).unwrap_or_default();
    let mut faults = Vec::new();
    for (i, c) in clients.iter_mut().enumerate() {
        faults.extend(judge(cluster, id, i, c, &stored, &log).await.into_iter().map(|f| format!("{}: {f}", c.name)));
    }
    let rematch = stored.rematch.is_some();
    if let Some(next) = &stored.rematch {
        match store.load(next).await {
            Ok(Some(game)) if game.rematch_of.as_deref() == Some(id) => {}
            other => faults.push(format!("its rematch {next} is not stored as one: {other:?}")),
        }
    }
    Settled { faults, rematch, ending }
}

/// Asks for the state, and applies what comes before it.
async fn sync(c: &mut Client) -> Result<(), String> {
    let socket = c.socket.as_mut().ok_or("no socket")?;
    socket.request(Request::Sync, None).await?;
    loop {
        let m = socket.receive_within(ANSWER).await?;
        if let ServerMessage::Game(_) = m {
            return Ok(());
        }
        c.replay.apply(&m);
    }
}

/// One client's stream against the store.
async fn judge(cluster: &Cluster, id: &str, i: usize, c: &mut Client, stored: &GameState, log: &Log) -> Vec<String> {
    // As far as it goes: every stored change, or until nothing comes for a while. A
    // socket of the killed process fails here at the latest: then a new one.
    let deadline = Instant::now() + ANSWER;
    while c.replay.version < stored.version && Instant::now() < deadline {
        if c.socket.is_none() && c.reconnect(cluster, id, i).await.is_err() {
            continue;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if let Err(e) = c.next_within(left).await {
            if !e.contains("in time") {
                c.socket = None;
            }
        }
    }
    let mut faults = Vec::new();
    // Every message of every stored change must be in its stream: one by one, or in a
    // whole state of that version or a later one.
    let whole = c.replay.newest_state();
    let missing: Vec<String> = log
        .iter()
        .filter(|(v, _)| *v > whole)
        .flat_map(|(v, messages)| {
            let lacking = messages.iter().filter(|m| !c.received.contains(&(*v, m.kind())));
            lacking.map(move |m| format!("version {v}: {}", described(std::slice::from_ref(m))))
        })
        .collect();
    if !missing.is_empty() {
        faults.push(format!("missing {}", missing.join("; ")));
    }
    // Anything sent after (a duplicate) shows before the answer to a sync; a socket of
    // the killed process fails here at the latest: then a new one.
    let mut synced = Err(String::new());
    for _ in 0..3 {
        if c.socket.is_none() && c.reconnect(cluster, id, i).await.is_err() {
            continue;
        }
        synced = sync(c).await;
        if synced.is_ok() {
            break;
        }
        c.socket = None;
    }
    if let Err(e) = synced {
        faults.push(format!("no answer to a sync: {e}"));
    }
    faults.extend(c.replay.check(&stored.moves, stored.status));
    for (ply, text, version) in &c.acknowledged {
        let kept = stored.moves.get(*ply) == Some(text);
        if !kept && !taken_back(log, *version, *ply) {
            faults.push(format!(
                "the acknowledged move {ply} '{text}' (version {version}) is lost, and no accepted takeback took it"
            ));
        }
    }
    let announced = &c.replay.rematches;
    match &stored.rematch {
        Some(next) if !announced.is_empty() && announced != std::slice::from_ref(next) => {
            faults.push(format!("rematches {announced:?}, stored {next}"));
        }
        None if !announced.is_empty() => faults.push(format!("rematches {announced:?}, none stored")),
        _ => {}
    }
    faults
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{game, mv, read};
    use serde_json::json;

    fn offer(v: i64, declined: bool) -> ServerMessage {
        read(json!({ "type": "offer", "v": v, "what": "takeback", "by": "white", "declined": declined }))
    }

    #[test]
    fn a_move_is_excused_only_by_a_takeback_accepted_after_it() {
        let accepted: Log = vec![
            (1, vec![mv(1, 0, "a")]),
            (2, vec![mv(2, 1, "b")]),
            (3, vec![offer(3, false)]),
            (4, vec![game(4, &["a"])]),
        ];
        assert!(taken_back(&accepted, 2, 1), "the takeback took move 1");
        assert!(!taken_back(&accepted, 4, 1), "a move acknowledged after it is not excused");
        assert!(!taken_back(&accepted, 1, 0), "it kept move 0");
        // A shorter state without an offer standing (a declined one) is no takeback.
        let declined: Log = vec![
            (1, vec![mv(1, 0, "a")]),
            (2, vec![offer(2, false)]),
            (3, vec![offer(3, true)]),
            (4, vec![game(4, &[])]),
        ];
        assert!(!taken_back(&declined, 1, 0));
    }

    #[test]
    fn a_change_is_described_by_what_it_said() {
        assert_eq!(described(&[mv(3, 2, "e4-d5")]), "move 2 'e4-d5'");
        assert_eq!(described(&[offer(4, true)]), "declined takeback by white");
    }
}
