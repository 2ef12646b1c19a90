//! lichess's API in tests: its NDJSON streams read and checked against the OpenAPI
//! document, two accounts with tokens, and house bots run against a test server.

use super::accounts::{call, token, Client};
use pyramid_server::protocol::lichess::{Event, GameLine};
use serde_json::Value;
use std::time::Duration;

pub const HOUSE_KEY: &str = "the house's own key";

/// An NDJSON stream, read by the house bot's reader (empty lines, the keep-alives,
/// skipped), with the test's checks of its answer.
pub struct Lines(pub pyramid_client::house::Lines);

impl Lines {
    pub async fn open(client: &Client, path: &str, token: &str) -> Lines {
        let response = client
            .http
            .get(format!("{}{path}", client.base))
            .header("authorization", format!("Bearer {token}"))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers()["content-type"], "application/x-ndjson");
        Lines(pyramid_client::house::Lines::new(response))
    }

    /// The next line that is not empty (within 30 s of silence, which only a broken
    /// server keeps: the streams send a line every few seconds).
    /// Every line is one the OpenAPI document describes: an event, or a game stream's.
    pub async fn next(&mut self) -> Value {
        let line = self.0.next().await.expect("a line within 30 s, the stream open");
        let described = serde_json::from_value::<Event>(line.clone()).is_ok()
            || serde_json::from_value::<GameLine>(line.clone()).is_ok();
        assert!(described, "a line the document does not describe: {line}");
        line
    }

    /// The next line of `kind`, skipping others.
    pub async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let line = self.next().await;
            if line["type"] == kind {
                return line;
            }
        }
    }
}
/// Two accounts with tokens: a bot (upgraded) and a person.
pub async fn bot_and_person(client: &Client) -> ((String, String), (String, String)) {
    let (bot, bot_session) = client.player("Bot_").await;
    let bot_token = token(client, &bot_session, &["bot:play", "challenge:read", "challenge:write"]).await;
    assert_eq!(call(client, "POST", "/api/bot/account/upgrade", &bot_token, None).await.0, 200);
    let (person, person_session) = client.player("Ann_").await;
    let person_token = token(client, &person_session, &["board:play", "challenge:read", "challenge:write"]).await;
    ((bot, bot_token), (person, person_token))
}

/// The games every house bot but Perfect plays.
pub fn every_game() -> Vec<String> {
    pyramid_games::games::GAME_NAMES.iter().map(|g| g.to_string()).collect()
}

/// Runs house bot `name` (a program of the client crate) against `base`; its task and
/// the folder of its password and token.
pub fn house_bot(
    base: &str,
    name: &str,
    strength: pyramid_client::house::Strength,
    games: Vec<String>,
) -> (tokio::task::JoinHandle<Result<(), String>>, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("pyramid-house-{}", pyramid_server::token::new_id()));
    let house = pyramid_client::house::House {
        base: base.to_string(),
        name: name.into(),
        strength,
        games,
        file: dir.join(format!("{name}.json")),
        key: Some(HOUSE_KEY.into()),
    };
    (tokio::spawn(pyramid_client::house::run(house)), dir)
}

/// Returns once the house bot `name` has signed itself up and become a bot (it fails the
/// test if the bot's program ends first).
pub async fn until_bot(client: &Client, name: &str, token: &str, bot: &tokio::task::JoinHandle<Result<(), String>>) {
    loop {
        assert!(!bot.is_finished(), "the house bot {name} ended");
        let (_, user) = call(client, "GET", &format!("/api/user/{name}"), token, None).await;
        if user["title"] == "BOT" {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
