//! Each race between two requests, on SQLite (one process) and on Postgres with two
//! server processes sharing the store (a player, the opponent and a watcher on each):
//! every socket receives every change exactly once, in order, and what it received,
//! replayed, is the stored game.

mod common;

use common::*;
use pyramid_client::client::{Http, Socket};
use pyramid_client::replay::Replay;
use pyramid_server::protocol::{ServerMessage, Status};
use pyramid_server::store::Store;
use pyramid_server::Server;
use serde_json::{json, Value};

/// One process on SQLite, two on Postgres (when the test command started one).
async fn processes() -> Vec<(Vec<Server>, Vec<String>, String)> {
    let mut all = Vec::new();
    for url in databases() {
        let count = if url.starts_with("sqlite:") { 1 } else { 2 };
        let (mut servers, mut bases) = (Vec::new(), Vec::new());
        for _ in 0..count {
            let (server, base) = start(&url).await;
            servers.push(server);
            bases.push(base);
        }
        all.push((servers, bases, url));
    }
    all
}

/// The `i`th process's base (the only one on SQLite).
fn on(bases: &[String], i: usize) -> &str {
    &bases[i % bases.len()]
}

/// A socket and what it received.
struct Client {
    socket: Socket,
    replay: Replay,
    name: String,
}

impl Client {
    async fn watch(base: &str, id: &str, name: &str) -> Client {
        let socket = Socket::connect(base, id, None).await.unwrap();
        let mut c = Client { socket, replay: Replay::default(), name: name.into() };
        c.until("game").await;
        c
    }

    async fn seat(base: &str, id: &str, token: &str, name: &str) -> Client {
        let mut c = Client::watch(base, id, name).await;
        c.send(json!({ "type": "auth", "token": token })).await;
        loop {
            let m = c.next().await;
            if m["type"] == "game" && !m["you"].is_null() {
                return c;
            }
        }
    }

    async fn send(&mut self, m: Value) {
        self.socket.send(&m).await.unwrap();
    }

    async fn next(&mut self) -> Value {
        let m = self.socket.next().await.unwrap_or_else(|e| panic!("{}: {e}", self.name));
        self.replay.apply(&typed(&m));
        m
    }

    async fn until(&mut self, kind: &str) -> Value {
        loop {
            let m = self.next().await;
            if m["type"] == kind {
                return m;
            }
        }
    }

    /// Reads until this socket has the stored game, then asks for the state and reads
    /// up to it (so that a duplicate sent before it is seen); the faults found.
    async fn settle(&mut self, stored: &Value) -> Vec<String> {
        let moves = stored["moves"].clone();
        while serde_json::to_value(&self.replay.moves).unwrap() != moves || self.replay.status != stored["status"] {
            self.next().await;
        }
        let before = self.replay.clone();
        self.send(json!({ "type": "sync" })).await;
        loop {
            let m = self.socket.next().await.unwrap();
            if m["type"] == "game" {
                break;
            }
            self.replay.apply(&typed(&m));
        }
        let moves: Vec<String> = serde_json::from_value(stored["moves"].clone()).unwrap();
        let status = Status::parse(stored["status"].as_str().unwrap()).unwrap();
        let mut faults = before.check(&moves, status);
        faults.extend(self.replay.faults.iter().skip(before.faults.len()).cloned());
        faults.into_iter().map(|f| format!("{}: {f}", self.name)).collect()
    }
}

/// Every message read is one of the protocol's types.
fn typed(m: &Value) -> ServerMessage {
    serde_json::from_value(m.clone()).unwrap_or_else(|e| panic!("{m}: not of the protocol: {e}"))
}

/// The stored game, read from the store itself (not through a process's room).
async fn stored(url: &str, id: &str) -> Value {
    let store = Store::open(url).await.unwrap();
    let state = store.load(id).await.unwrap().unwrap();
    json!({ "moves": state.moves, "status": state.status.as_str(), "rematch": state.rematch })
}

async fn settle_all(clients: &mut [Client], url: &str, id: &str) {
    let stored = stored(url, id).await;
    let mut faults = Vec::new();
    for c in clients.iter_mut() {
        faults.extend(c.settle(&stored).await);
    }
    assert!(faults.is_empty(), "{faults:#?}");
}

/// A game with white on process 0, black on process 1, and a watcher on each.
async fn table(bases: &[String], request: Value) -> (String, Vec<Client>, [String; 2]) {
    let http = Http::new(on(bases, 0));
    let (id, created, joined) = http.pair(&request).await.unwrap();
    let (seat, token_a, token_b) = (created.seat.as_str(), created.token, joined.token);
    let (white, black) = if seat == "white" { (token_a, token_b) } else { (token_b, token_a) };
    let clients = vec![
        Client::seat(on(bases, 0), &id, &white, "white").await,
        Client::seat(on(bases, 1), &id, &black, "black").await,
        Client::watch(on(bases, 0), &id, "watcher 0").await,
        Client::watch(on(bases, 1), &id, "watcher 1").await,
    ];
    (id, clients, [white, black])
}

#[tokio::test]
async fn an_offer_sent_at_once_after_the_opponents_move_and_the_move_reach_every_socket() {
    for (servers, bases, url) in processes().await {
        for round in 0..6 {
            let (id, mut clients, _) = table(&bases, json!({ "game": "pyramida", "seat": "white" })).await;
            for turn in 0..6 {
                let moves = stored_moves(&url, &id).await;
                let ply = moves.len();
                let (mover, other) = if ply % 2 == 0 { (0, 1) } else { (1, 0) };
                let legal = position_after("pyramida", &moves).legal_moves();
                let mv = legal[(round * 7 + turn) % legal.len()].clone();
                let reference = format!("m{turn}");
                clients[mover].send(json!({ "type": "move", "move": mv, "ply": ply, "ref": reference })).await;
                // The opponent answers at once, before it can have heard of the move (a
                // takeback may even grant a request of the mover's that still stood).
                let answer = if (round + turn) % 2 == 0 { "draw" } else { "takeback" };
                clients[other].send(json!({ "type": answer })).await;
                loop {
                    let m = clients[mover].next().await;
                    if m["ref"] == json!(reference) {
                        break;
                    }
                }
            }
            settle_all(&mut clients, &url, &id).await;
        }
        servers.into_iter().for_each(Server::stop);
    }
}

async fn stored_moves(url: &str, id: &str) -> Vec<String> {
    Store::open(url).await.unwrap().load(id).await.unwrap().unwrap().moves
}

fn position_after(game: &str, moves: &[String]) -> Box<dyn pyramid_games::Session> {
    let mut session = pyramid_games::open(game, &pyramid_games::Options::new(), None).unwrap();
    for m in moves {
        session.play(m).unwrap();
    }
    session
}

impl Client {
    /// The position now, as this socket's last state says.
    async fn replay_current(&self, bases: &[String], id: &str) -> String {
        let (_, state) = Http::new(on(bases, 0)).get(&format!("/api/games/{id}")).await.unwrap();
        state["current"].as_str().unwrap().to_string()
    }
}

#[tokio::test]
async fn two_moves_at_once_from_one_seat_on_two_processes_play_one() {
    for (servers, bases, url) in processes().await {
        let (id, mut clients, [white, _]) = table(&bases, json!({ "game": "pyramida", "seat": "white" })).await;
        // White's second tab, on the other process.
        clients.push(Client::seat(on(&bases, 1), &id, &white, "white's second tab").await);
        let first = legal("pyramida", &json!({}), &clients[0].replay_current(&bases, &id).await);
        clients[0].send(json!({ "type": "move", "move": first[0], "ply": 0, "ref": "a" })).await;
        clients[4].send(json!({ "type": "move", "move": first[1], "ply": 0, "ref": "b" })).await;
        // Each tab hears either its move acknowledged or a refusal.
        for tab in [0, 4] {
            loop {
                let m = clients[tab].next().await;
                if m["type"] == "error" || (m["type"] == "move" && m.get("ref").is_some()) {
                    break;
                }
            }
        }
        settle_all(&mut clients, &url, &id).await;
        assert_eq!(stored(&url, &id).await["moves"].as_array().unwrap().len(), 1);
        servers.into_iter().for_each(Server::stop);
    }
}

#[tokio::test]
async fn two_joins_at_once_seat_one_and_every_socket_hears_it_once() {
    for (servers, bases, url) in processes().await {
        let http = Http::new(on(&bases, 0));
        let (_, created) = http.create(&json!({ "game": "chase", "seat": "white", "open": true })).await.unwrap();
        let id = created["id"].as_str().unwrap().to_string();
        let mut clients = vec![
            Client::seat(on(&bases, 0), &id, created["token"].as_str().unwrap(), "white").await,
            Client::watch(on(&bases, 0), &id, "watcher 0").await,
            Client::watch(on(&bases, 1), &id, "watcher 1").await,
        ];
        let (a, b) = (Http::new(on(&bases, 0)), Http::new(on(&bases, 1)));
        let (ja, jb) = tokio::join!(a.join(&id), b.join(&id));
        let mut statuses = [ja.unwrap().0, jb.unwrap().0];
        statuses.sort();
        assert_eq!(statuses, [200, 409], "one join seats, the other is told the seat is taken");
        for c in clients.iter_mut() {
            while c.replay.status != "ongoing" {
                c.next().await;
            }
        }
        settle_all(&mut clients, &url, &id).await;
        servers.into_iter().for_each(Server::stop);
    }
}

#[tokio::test]
async fn a_flag_seen_by_two_processes_ends_the_game_once() {
    for (servers, bases, url) in processes().await {
        let request = json!({ "game": "pyramida", "seat": "white", "timeControl": { "minutes": 0, "increment": 1 } });
        let (id, mut clients, _) = table(&bases, request).await;
        let current = clients[0].replay_current(&bases, &id).await;
        let mv = legal("pyramida", &json!({}), &current)[0].clone();
        clients[0].send(json!({ "type": "move", "move": mv, "ply": 0 })).await;
        // Black never answers: its 3 s run out, and both processes' checks see it.
        for c in clients.iter_mut() {
            let end = c.until("end").await;
            assert_eq!((end["status"].as_str(), end["reason"].as_str()), (Some("white wins"), Some("timeout")));
        }
        settle_all(&mut clients, &url, &id).await;
        servers.into_iter().for_each(Server::stop);
    }
}

#[tokio::test]
async fn a_rematch_accepted_from_both_sides_at_once_makes_one_game() {
    for (servers, bases, url) in processes().await {
        let (id, mut clients, _) = table(&bases, json!({ "game": "allmer", "seat": "white" })).await;
        clients[0].send(json!({ "type": "resign" })).await;
        for c in clients.iter_mut() {
            c.until("end").await;
        }
        clients[0].send(json!({ "type": "rematch" })).await;
        clients[1].send(json!({ "type": "rematch" })).await;
        for c in clients.iter_mut() {
            while c.replay.rematches.is_empty() {
                c.next().await;
            }
        }
        settle_all(&mut clients, &url, &id).await;
        let rematch = stored(&url, &id).await["rematch"].as_str().unwrap().to_string();
        for c in &clients {
            assert_eq!(c.replay.rematches, vec![rematch.clone()], "{}", c.name);
        }
        // Both players hold their seats in the new game.
        let next = Store::open(&url).await.unwrap().load(&rematch).await.unwrap().unwrap();
        assert!(next.seats.iter().all(Option::is_some), "{:?}", next.seats);
        servers.into_iter().for_each(Server::stop);
    }
}

#[tokio::test]
async fn a_lost_listen_connection_misses_nothing() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else {
        eprintln!("no PYRAMID_TEST_POSTGRES: the Postgres test does not run (scripts/test.sh starts one)");
        return;
    };
    let (a, base_a) = start(&url).await;
    let (b, base_b) = start(&url).await;
    let bases = vec![base_a, base_b];
    let (id, mut clients, _) = table(&bases, json!({ "game": "pyramida", "seat": "white" })).await;
    let mut current = clients[0].replay_current(&bases, &id).await;
    for ply in 0..4 {
        // Every process's LISTEN connection is cut, then a move is made at once.
        let pool = sqlx::PgPool::connect(&url).await.unwrap();
        let cut: Vec<(bool,)> = sqlx::query_as(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()",
        )
        .fetch_all(&pool)
        .await
        .unwrap();
        assert!(!cut.is_empty(), "the listeners were found");
        pool.close().await;
        let mover = ply % 2;
        let mv = legal("pyramida", &json!({}), &current)[0].clone();
        clients[mover].send(json!({ "type": "move", "move": mv, "ply": ply })).await;
        let ack = loop {
            let m = clients[mover].next().await;
            if m["type"] == "move" && m["ply"] == json!(ply) {
                break m;
            }
        };
        current = ack["position"].as_str().unwrap().to_string();
        // The other process's sockets hear of it once its new connection listens.
        for c in clients.iter_mut() {
            while c.replay.moves.len() <= ply {
                c.next().await;
            }
        }
    }
    settle_all(&mut clients, &url, &id).await;
    a.stop();
    b.stop();
}

/// Saves that meet in one group commit (one statement on Postgres): of several saves of
/// one game made from one version, exactly one is written, with its one change; saves
/// of different games in the same commit are all written.
#[tokio::test]
async fn saves_of_one_version_in_one_commit_write_one() {
    use pyramid_server::room::now_ms;
    use pyramid_server::store::SaveRow;
    for url in databases() {
        let (server, base) = start(&url).await;
        let mut ids = Vec::new();
        for _ in 0..6 {
            ids.push(pair(&base, json!({ "game": "pyramida", "seat": "white" })).await.0);
        }
        server.stop();
        let store = Store::open(&url).await.unwrap();
        let first = store.load(&ids[0]).await.unwrap().unwrap();
        let mut saves = Vec::new();
        // Eight rival saves of the first game, and one save of each other game.
        for n in 0..8 {
            let mut state = first.clone();
            state.version += 1;
            state.message = Some(format!("rival {n}"));
            saves.push((ids[0].clone(), SaveRow::of(&state, None, false, None, &format!("[{n}]"), now_ms())));
        }
        for id in &ids[1..] {
            let mut state = store.load(id).await.unwrap().unwrap();
            state.version += 1;
            saves.push((id.clone(), SaveRow::of(&state, None, false, None, "[]", now_ms())));
        }
        let tasks: Vec<_> = saves
            .into_iter()
            .map(|(id, row)| {
                let store = store.clone();
                tokio::spawn(async move { (id, store.save(row).await.unwrap()) })
            })
            .collect();
        let mut written = Vec::new();
        for task in tasks {
            written.push(task.await.unwrap());
        }
        let rivals_written = written.iter().filter(|(id, w)| *id == ids[0] && *w).count();
        assert_eq!(rivals_written, 1, "{url}: {written:?}");
        assert!(written.iter().filter(|(id, _)| *id != ids[0]).all(|(_, w)| *w), "{url}: {written:?}");
        let (row, changes) = store.row_and_changes(&ids[0], first.version).await.unwrap().unwrap();
        assert_eq!(row.version, first.version + 1);
        assert_eq!(changes.len(), 1, "{url}: one change stored");
        let winner = row.message.unwrap();
        let n = winner.strip_prefix("rival ").unwrap();
        assert_eq!(changes[0].1, format!("[{n}]"), "{url}: the winner's own messages");
    }
}
