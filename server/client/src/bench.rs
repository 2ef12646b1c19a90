//! What the lichess API's benchmarks share: accounts with tokens made as a person makes
//! them (signed up, then a token of some scopes), requests with a token, NDJSON streams,
//! and percentiles.

use crate::house::Lines;
use serde_json::{json, Value};

/// The release server's processes of a benchmark, `processes` of them on `database`
/// (started afresh: a SQLite file is removed first), with the flags `more`; each with the
/// address it serves at.
pub fn servers(database: &str, processes: usize, more: &[&str]) -> Vec<(std::process::Child, String)> {
    if let Some(path) = database.strip_prefix("sqlite:") {
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{path}{suffix}"));
        }
    }
    let exe = std::env::current_exe().expect("own path").with_file_name("pyramid-server");
    (0..processes).map(|_| crate::client::spawn_server(&exe, database, more, false)).collect()
}

/// An account of a benchmark: its name and token.
#[derive(Clone)]
pub struct Account {
    pub name: String,
    pub token: String,
}

/// Signs up `name` on `base` and makes a token of `scopes`; `bot` upgrades it to a bot.
pub async fn account(
    http: &reqwest::Client,
    base: &str,
    name: &str,
    scopes: &[&str],
    bot: bool,
) -> Result<Account, String> {
    let password = format!("bench-{}", pyramid_server::token::new_token());
    let credentials = json!({ "username": name, "password": password });
    let made = http.post(format!("{base}/api/account")).json(&credentials).send().await.map_err(|e| e.to_string())?;
    let cookie = crate::house::session_cookie(&made).ok_or(format!("no session for {name}: {}", made.status()))?;
    let body = json!({ "description": "bench", "scopes": scopes, "password": password });
    let token: Value = http
        .post(format!("{base}/api/account/tokens"))
        .header(reqwest::header::COOKIE, cookie)
        .json(&body)
        .send()
        .await
        .map_err(|e| e.to_string())?
        .json()
        .await
        .map_err(|e| e.to_string())?;
    let token = token["token"].as_str().ok_or("no token")?.to_string();
    let account = Account { name: name.to_string(), token };
    if bot {
        post(http, base, &account, "/api/bot/account/upgrade", None).await?;
    }
    Ok(account)
}

/// A POST with the account's token (and a form, if any): the answer's JSON.
pub async fn post(
    http: &reqwest::Client,
    base: &str,
    account: &Account,
    path: &str,
    form: Option<&str>,
) -> Result<Value, String> {
    let mut request = http.post(format!("{base}{path}")).bearer_auth(&account.token);
    if let Some(form) = form {
        request =
            request.header(reqwest::header::CONTENT_TYPE, "application/x-www-form-urlencoded").body(form.to_string());
    }
    let answer = request.send().await.map_err(|e| e.to_string())?;
    let status = answer.status();
    let body: Value = answer.json().await.unwrap_or(Value::Null);
    if !status.is_success() {
        return Err(format!("POST {path}: {status} {body}"));
    }
    Ok(body)
}

/// An NDJSON stream read with the account's token.
pub async fn stream(http: &reqwest::Client, base: &str, account: &Account, path: &str) -> Result<Lines, String> {
    let answer =
        http.get(format!("{base}{path}")).bearer_auth(&account.token).send().await.map_err(|e| e.to_string())?;
    if !answer.status().is_success() {
        return Err(format!("GET {path}: {}", answer.status()));
    }
    Ok(Lines::new(answer))
}

/// Durations (ms) as their count, median, 99th percentile and worst.
pub fn percentiles(mut ms: Vec<f64>) -> String {
    if ms.is_empty() {
        return "none".into();
    }
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() as f64 * q) as usize).min(ms.len() - 1)];
    format!("n {}, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms", ms.len(), at(0.5), at(0.99), ms[ms.len() - 1])
}
