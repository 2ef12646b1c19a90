//! A house bot: a bot account that plays through the lichess-compatible API alone, as a
//! bot written for lichess would (docs/lichess-api.md). It signs itself up once (its
//! password and token kept in a file of its own), becomes a bot, accepts every challenge
//! in the games it plays, and answers each position with the engine's computer at its
//! level within its clock; a draw offer it takes when it is not better, a takeback in a
//! casual game. `pyramid-house` runs one.

use pyramid_games::ai::{self, Level};
use pyramid_games::Options;
use serde_json::{json, Value};
use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How strongly a house bot plays: the computer at a level, or Perfect (Pyraos's exact
/// play, with the books the site serves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    Level(Level),
    Perfect,
}

impl std::str::FromStr for Strength {
    type Err = String;
    fn from_str(text: &str) -> Result<Strength, String> {
        match text {
            "perfect" => Ok(Strength::Perfect),
            other => {
                other.parse().map(Strength::Level).map_err(|_| format!("'{other}': easy, normal, hard or perfect"))
            }
        }
    }
}

/// What the house bot plays with.
#[derive(Clone)]
pub struct House {
    pub base: String,
    pub name: String,
    pub strength: Strength,
    /// The games it accepts (all by default; House-Perfect plays Pyraos only).
    pub games: Vec<String>,
    /// Its password and token are kept here.
    pub file: PathBuf,
    /// The server's house key, which signs up a `House-…` name (`PYRAMID_HOUSE_KEY`).
    pub key: Option<String>,
}

/// A client of the API with the bot's token.
#[derive(Clone)]
pub struct Api {
    pub base: String,
    pub http: reqwest::Client,
    pub token: String,
    pub me: String,
}

impl Api {
    pub async fn get(&self, path: &str) -> Result<reqwest::Response, String> {
        let url = format!("{}{path}", self.base);
        let response = self.http.get(url).bearer_auth(&self.token).send().await.map_err(|e| e.to_string())?;
        if !response.status().is_success() {
            return Err(format!("GET {path}: {}", response.status()));
        }
        Ok(response)
    }

    pub async fn post(&self, path: &str) -> Result<Value, String> {
        let url = format!("{}{path}", self.base);
        let response = self.http.post(url).bearer_auth(&self.token).send().await.map_err(|e| e.to_string())?;
        let status = response.status();
        let body: Value = response.json().await.unwrap_or(Value::Null);
        if !status.is_success() {
            return Err(format!("POST {path}: {status} {body}"));
        }
        Ok(body)
    }
}

/// An NDJSON stream, line by line; `None` when it ends.
pub struct Lines {
    response: reqwest::Response,
    buffer: String,
}

impl Lines {
    pub fn new(response: reqwest::Response) -> Lines {
        Lines { response, buffer: String::new() }
    }

    pub async fn next(&mut self) -> Option<Value> {
        loop {
            if let Some(at) = self.buffer.find('\n') {
                let line: String = self.buffer.drain(..=at).collect();
                if line.trim().is_empty() {
                    continue;
                }
                return serde_json::from_str(line.trim()).ok();
            }
            // lichess's streams send an empty line every few seconds: silence means gone.
            let chunk = tokio::time::timeout(Duration::from_secs(30), self.response.chunk()).await;
            let chunk = chunk.ok()?.ok()??;
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}

/// Signs the house bot in: its kept token if it still works, else (once) a new account,
/// a token of the bot's scopes, and the upgrade to a bot.
/// The token's scopes: play as a bot, answer challenges, join arenas.
const SCOPES: [&str; 4] = ["bot:play", "challenge:read", "challenge:write", "tournament:write"];

pub async fn sign_in(house: &House) -> Result<Api, String> {
    let http = reqwest::Client::new();
    let kept: Value =
        std::fs::read_to_string(&house.file).ok().and_then(|t| serde_json::from_str(&t).ok()).unwrap_or(Value::Null);
    // A token kept from before it needed a scope is made again.
    let scoped = kept["scopes"].as_str() == Some(SCOPES.join(" ").as_str());
    if let (Some(token), true) = (kept["token"].as_str(), scoped) {
        let api =
            Api { base: house.base.clone(), http: http.clone(), token: token.to_string(), me: house.name.clone() };
        if api.get("/api/account").await.is_ok() {
            api.post("/api/bot/account/upgrade").await?;
            return Ok(api);
        }
    }
    let password = match kept["password"].as_str() {
        Some(p) => p.to_string(),
        None => format!("house-{}", pyramid_server::token::new_token()),
    };
    // Kept before the account is made, so that a crash between the two loses nothing.
    keep(&house.file, &json!({ "password": password }))?;
    let credentials = json!({ "username": house.name, "password": password });
    let url = |path: &str| format!("{}{path}", house.base);
    let mut sign_up = http.post(url("/api/account")).json(&credentials);
    if let Some(key) = &house.key {
        sign_up = sign_up.header("x-house-key", key);
    }
    let made = sign_up.send().await.map_err(|e| e.to_string())?;
    let answer = if made.status().as_u16() == 409 {
        http.post(url("/api/session")).json(&credentials).send().await.map_err(|e| e.to_string())?
    } else {
        made
    };
    if !answer.status().is_success() {
        return Err(format!("{} cannot sign in: {}", house.name, answer.status()));
    }
    let cookie = session_cookie(&answer).ok_or("no session cookie")?;
    let body =
        json!({ "description": format!("{}'s own program", house.name), "scopes": SCOPES, "password": password });
    let token = http
        .post(url("/api/account/tokens"))
        .header(reqwest::header::COOKIE, cookie)
        .json(&body)
        .send()
        .await
        .map_err(|e| e.to_string())?;
    if !token.status().is_success() {
        return Err(format!("{} cannot make a token: {}", house.name, token.status()));
    }
    let token: Value = token.json().await.map_err(|e| e.to_string())?;
    let token = token["token"].as_str().ok_or("no token in the answer")?.to_string();
    keep(&house.file, &json!({ "password": password, "token": token, "scopes": SCOPES.join(" ") }))?;
    let api = Api { base: house.base.clone(), http, token, me: house.name.clone() };
    api.post("/api/bot/account/upgrade").await?;
    Ok(api)
}

/// The session cookie an answer sets (`pyramid_session=…`), as a `Cookie` header's value.
pub fn session_cookie(answer: &reqwest::Response) -> Option<String> {
    answer
        .headers()
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|c| c.split(';').next().filter(|c| c.starts_with("pyramid_session=")).map(str::to_string))
}

fn keep(file: &PathBuf, value: &Value) -> Result<(), String> {
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    let temp = file.with_extension("tmp");
    std::fs::write(&temp, value.to_string()).map_err(|e| format!("{}: {e}", temp.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(&temp, std::fs::Permissions::from_mode(0o600));
    }
    std::fs::rename(&temp, file).map_err(|e| format!("{}: {e}", file.display()))
}

/// Runs the house bot: its event stream, reopened whenever it ends; each game in a task.
pub async fn run(house: House) -> Result<(), String> {
    let api = sign_in(&house).await?;
    let playing = Arc::new(Mutex::new(HashSet::new()));
    tokio::spawn(arenas(api.clone(), house.clone()));
    loop {
        let events = match api.get("/api/stream/event").await {
            Ok(response) => response,
            Err(e) => {
                eprintln!("{}: the event stream: {e}; again in 1 s", house.name);
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        let mut lines = Lines::new(events);
        while let Some(event) = lines.next().await {
            match event["type"].as_str() {
                Some("challenge") => answer_challenge(&api, &house, &event["challenge"]).await,
                Some("seekWaiting") => {
                    // A player nobody answered: taken, in a game it plays (Perfect takes none).
                    let game = event["seek"]["variant"]["key"].as_str().unwrap_or_default();
                    let id = event["seek"]["id"].as_str().unwrap_or_default();
                    if house.strength != Strength::Perfect && house.games.iter().any(|g| g == game) {
                        if let Err(e) = api.post(&format!("/api/seeks/{id}/take")).await {
                            eprintln!("{}: seek {id}: {e}", house.name);
                        }
                    }
                }
                Some("gameStart") => {
                    let id = event["game"]["gameId"].as_str().unwrap_or_default().to_string();
                    if !id.is_empty() && playing.lock().expect("games lock").insert(id.clone()) {
                        let (api, strength, playing) = (api.clone(), house.strength, playing.clone());
                        tokio::spawn(async move {
                            if let Err(e) = play(&api, &id, strength).await {
                                eprintln!("{}: game {id}: {e}", api.me);
                            }
                            playing.lock().expect("games lock").remove(&id);
                        });
                    }
                }
                _ => {}
            }
        }
    }
}

/// How often a house bot looks at the arenas running.
const ARENA_LOOK: Duration = Duration::from_secs(3);

/// The most people an arena has for a house bot to join it: with more, they have each
/// other.
const ARENA_PEOPLE: usize = 3;

/// Arenas: a house bot joins one running in a game it plays where a few people are
/// (nobody plays an arena alone), and leaves it when they have left or are many.
async fn arenas(api: Api, house: House) {
    loop {
        tokio::time::sleep(ARENA_LOOK).await;
        if let Err(e) = look_at_arenas(&api, &house).await {
            eprintln!("{}: the arenas: {e}", house.name);
        }
    }
}

async fn look_at_arenas(api: &Api, house: &House) -> Result<(), String> {
    let list: Value = api.get("/api/tournament").await?.json().await.map_err(|e| e.to_string())?;
    for arena in list["started"].as_array().into_iter().flatten() {
        let game = arena["variant"]["key"].as_str().unwrap_or_default();
        let id = arena["id"].as_str().unwrap_or_default();
        if !house.games.iter().any(|g| g == game) || id.is_empty() {
            continue;
        }
        let read: Value = api.get(&format!("/api/tournament/{id}")).await?.json().await.map_err(|e| e.to_string())?;
        let players = read["standing"]["players"].as_array().cloned().unwrap_or_default();
        let people = players
            .iter()
            .filter(|p| p["withdraw"] != true && !p["name"].as_str().unwrap_or("House-").starts_with("House-"))
            .count();
        let joined = read["me"].is_object() && read["me"]["withdraw"] != true;
        let wanted = (1..=ARENA_PEOPLE).contains(&people);
        if wanted && !joined {
            api.post(&format!("/api/tournament/{id}/join")).await?;
        } else if joined && !wanted {
            api.post(&format!("/api/tournament/{id}/withdraw")).await?;
        }
    }
    Ok(())
}

async fn answer_challenge(api: &Api, house: &House, challenge: &Value) {
    let id = challenge["id"].as_str().unwrap_or_default();
    // Its own challenges, and those already answered, are not its to answer.
    if challenge["challenger"]["name"].as_str() == Some(house.name.as_str()) || challenge["status"] != "created" {
        return;
    }
    let game = challenge["variant"]["key"].as_str().unwrap_or_default();
    let mut options = Options::new();
    for (k, v) in
        challenge["variantOptions"].as_str().unwrap_or_default().split_whitespace().filter_map(|p| p.split_once('='))
    {
        options.set(k, v);
    }
    // Perfect plays only where the game is solved (Pyraos without removals).
    let able = house.strength != Strength::Perfect || ai::perfect_available(game, &options);
    let result = if house.games.iter().any(|g| g == game) && able {
        api.post(&format!("/api/challenge/{id}/accept")).await
    } else {
        let path = format!("/api/challenge/{id}/decline");
        let url = format!("{}{path}", api.base);
        let sent = api.http.post(url).bearer_auth(&api.token).form(&[("reason", "variant")]).send().await;
        sent.map(|_| Value::Null).map_err(|e| e.to_string())
    };
    if let Err(e) = result {
        eprintln!("{}: challenge {id}: {e}", api.me);
    }
}

/// The time to think about one move: a share of what is left, never so much that the
/// clock could fall with a move in hand.
pub fn think_time(left_ms: i64, increment_ms: i64) -> Duration {
    // What the network and the server take between the move's choice and its storing.
    const MARGIN_MS: i64 = 400;
    let share = left_ms / 30 + increment_ms * 3 / 4;
    let most = (left_ms - MARGIN_MS) / 2;
    Duration::from_millis(share.min(most).clamp(50, 30_000) as u64)
}

/// Plays game `id` from its stream to its end.
async fn play(api: &Api, id: &str, strength: Strength) -> Result<(), String> {
    let mut lines = Lines::new(api.get(&format!("/api/bot/game/stream/{id}")).await?);
    let full = lines.next().await.ok_or("the game's stream ended at once")?;
    let me_white = full["white"]["name"].as_str() == Some(api.me.as_str());
    let game = full["variant"]["key"].as_str().ok_or("no variant")?.to_string();
    let mut options = Options::new();
    for pair in full["variantOptions"].as_str().unwrap_or_default().split_whitespace() {
        if let Some((k, v)) = pair.split_once('=') {
            options.set(k, v);
        }
    }
    let start = full["initialFen"].as_str().filter(|f| *f != "startpos").map(str::to_string);
    let rated = full["rated"].as_bool().unwrap_or(false);
    let increment = full["clock"]["increment"].as_i64().unwrap_or(0);
    let mut state = full["state"].clone();
    let mut played_at = None;
    // The last search's score for the bot (positive: it is better).
    let mut score = 0;
    loop {
        if state["status"] != "started" {
            return Ok(());
        }
        let moves: Vec<String> =
            state["moves"].as_str().unwrap_or_default().split_whitespace().map(str::to_string).collect();
        let session = {
            let mut s = pyramid_games::open(&game, &options, start.as_deref()).map_err(|e| e.to_string())?;
            for m in &moves {
                s.play(m).map_err(|e| format!("move '{m}': {e}"))?;
            }
            s
        };
        // A takeback undid moves: the position it answered may come again.
        if played_at.is_some_and(|ply| moves.len() < ply) {
            played_at = None;
        }
        let mine = if me_white { pyramid_games::Side::White } else { pyramid_games::Side::Black };
        let (they, us) = if me_white { ("b", "w") } else { ("w", "b") };
        if state[format!("{they}draw")] == true {
            let answer = if score <= 50 { "yes" } else { "no" };
            let _ = api.post(&format!("/api/bot/game/{id}/draw/{answer}")).await;
        }
        if state[format!("{they}takeback")] == true {
            let answer = if rated { "no" } else { "yes" };
            let _ = api.post(&format!("/api/bot/game/{id}/takeback/{answer}")).await;
        }
        if session.end().is_none() && session.side_to_move() == mine && played_at != Some(moves.len()) {
            let left = state[format!("{us}time")].as_i64().unwrap_or(i64::MAX / 4);
            let (choice, seen) = match strength {
                Strength::Level(level) => {
                    choose(&game, &options, start.clone(), &moves, level, left, increment).await?
                }
                Strength::Perfect => (perfect(api, &game, &options, start.clone(), &moves).await?, 0),
            };
            score = seen;
            played_at = Some(moves.len());
            if let Err(e) = api.post(&format!("/api/bot/game/{id}/move/{choice}")).await {
                // The game changed under it (an offer, a takeback): the next state says.
                eprintln!("{}: game {id}: {e}", api.me);
                played_at = None;
            }
        }
        state = match lines.next().await {
            Some(line) if line["type"] == "gameState" => line,
            Some(line) if line["type"] == "gameFull" => line["state"].clone(),
            Some(_) => continue,
            None => return Ok(()),
        };
    }
}

/// The books Perfect has fetched, by name (the site's `books/NAME`).
static BOOKS: Mutex<Vec<(String, Arc<Vec<u8>>)>> = Mutex::new(Vec::new());

/// Perfect's move: exact play, with the book the position needs fetched from the site
/// the first time, as the app's Perfect does.
async fn perfect(
    api: &Api,
    game: &str,
    options: &Options,
    start: Option<String>,
    moves: &[String],
) -> Result<String, String> {
    let needed = ai::perfect_book(game, options, start.as_deref(), moves).map_err(|e| e.to_string())?;
    let mut book = None;
    if let Some(name) = needed {
        let kept = BOOKS.lock().expect("books lock").iter().find(|(n, _)| n == name).map(|(_, b)| b.clone());
        let bytes = match kept {
            Some(bytes) => bytes,
            None => {
                let url = format!("{}/books/{name}", api.base);
                let answer = api.http.get(url).send().await.map_err(|e| e.to_string())?;
                if !answer.status().is_success() {
                    return Err(format!("the book {name}: {}", answer.status()));
                }
                let bytes = Arc::new(answer.bytes().await.map_err(|e| e.to_string())?.to_vec());
                BOOKS.lock().expect("books lock").push((name.to_string(), bytes.clone()));
                bytes
            }
        };
        book = Some((name, bytes));
    }
    let (g, o, m) = (game.to_string(), options.clone(), moves.to_vec());
    tokio::task::spawn_blocking(move || {
        let parsed = match &book {
            Some((_, bytes)) => {
                Some(std::rc::Rc::new(ai::PerfectBook::parse(bytes).map_err(|e| format!("a bad book: {}", e.0))?))
            }
            None => None,
        };
        let books = |name: &str| parsed.clone().filter(|_| book.as_ref().is_some_and(|(n, _)| *n == name));
        ai::perfect_move_text(&g, &o, start.as_deref(), &m, &books)
    })
    .await
    .map_err(|e| e.to_string())?
}

/// The engine's move within the time the clock allows: the search's best so far when
/// the time is up, the first legal move if it has none yet.
async fn choose(
    game: &str,
    options: &Options,
    start: Option<String>,
    moves: &[String],
    level: Level,
    left_ms: i64,
    increment_ms: i64,
) -> Result<(String, i32), String> {
    let best: Arc<Mutex<Option<(String, i32)>>> = Arc::default();
    let (g, o, m, b, s) = (game.to_string(), options.clone(), moves.to_vec(), best.clone(), start.clone());
    let seed = moves.len() as u64;
    let search = tokio::task::spawn_blocking(move || {
        let mut progress = |p: &ai::Progress| *b.lock().expect("best lock") = Some((p.best.clone(), p.score));
        ai::best_move_text_with_progress(&g, &o, s.as_deref(), &m, level, seed, &mut progress)
    });
    match tokio::time::timeout(think_time(left_ms, increment_ms), search).await {
        Ok(done) => {
            let text = done.map_err(|e| e.to_string())?.map_err(|e| e.to_string())?;
            let score = best.lock().expect("best lock").as_ref().map_or(0, |(_, s)| *s);
            Ok((text, score))
        }
        Err(_) => {
            if let Some(found) = best.lock().expect("best lock").clone() {
                return Ok(found);
            }
            let mut s = pyramid_games::open(game, options, start.as_deref()).map_err(|e| e.to_string())?;
            for mv in moves {
                s.play(mv).map_err(|e| e.to_string())?;
            }
            s.legal_moves().into_iter().next().map(|m| (m, 0)).ok_or_else(|| "no legal move".into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::think_time;
    use std::time::Duration;

    #[test]
    fn the_clock_is_never_spent_on_one_move() {
        // One minute, no increment: two seconds a move at most, less as time runs out.
        assert_eq!(think_time(60_000, 0), Duration::from_millis(2_000));
        assert_eq!(think_time(3_000, 0), Duration::from_millis(100));
        assert_eq!(think_time(500, 0), Duration::from_millis(50));
        // An increment is mostly spent.
        assert_eq!(think_time(60_000, 2_000), Duration::from_millis(3_500));
        assert!(think_time(i64::MAX / 4, 0) <= Duration::from_secs(30));
    }
}
