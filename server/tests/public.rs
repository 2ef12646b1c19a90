//! Safe to open to the public (docs/protocol.md, Accounts; docs/server.md, Settings): a
//! test for each point, on SQLite and, where the processes share it, on two Postgres
//! processes. Tried as a stranger would: another site's page, a stolen cookie, many
//! guesses at once, a deleted name, a wrong Host.

mod common;

use common::accounts::*;
use common::*;
use serde_json::{json, Value};

const PASSWORD: &str = "correct horse battery";
const DAY_MS: i64 = 24 * 3_600_000;

/// The database itself, for what only time or an accident would do.
async fn database(url: &str) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    sqlx::AnyPool::connect(url).await.expect("the test reaches the database")
}

fn config_trusting(url: &str) -> pyramid_server::config::Config {
    let mut c = config(url);
    c.trust_header = Some("x-forwarded-for".into());
    c
}

#[tokio::test]
async fn a_session_is_256_bits_ends_after_30_days_and_is_deleted() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let name = unique("Ses_");
        let signed = client.sign_up(&name, PASSWORD).await;
        let cookie = signed.cookie.clone().unwrap();
        let secret = signed.secret().unwrap();
        assert_eq!(secret.len(), 64, "{url}: 256 bits in hex");
        let age: i64 = cookie.split("Max-Age=").nth(1).unwrap().split(';').next().unwrap().parse().unwrap();
        assert!(age > 0 && age <= 30 * 24 * 3600, "{url}: {cookie}");
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && !cookie.contains("Secure"));
        assert_eq!(client.ask("GET", "/api/account", None, Some(&secret), None).await.status, 200);
        // Thirty days and a minute later, it has ended, and the upkeep deletes it.
        let db = database(&url).await;
        sqlx::query(
            "UPDATE sessions SET created_ms = created_ms - $1 WHERE account_id = \
                     (SELECT id FROM accounts WHERE username = $2)",
        )
        .bind(30 * DAY_MS + 60_000)
        .bind(name.as_str())
        .execute(&db)
        .await
        .unwrap();
        let ended = client.ask("GET", "/api/account", None, Some(&secret), None).await;
        assert_eq!((ended.status, ended.code()), (401, "unauthorized"), "{url}");
        let now = pyramid_server::room::now_ms();
        pyramid_server::upkeep::clean(&server.hub, now, DAY_MS).await.unwrap();
        let left: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM sessions WHERE account_id = (SELECT id FROM accounts WHERE username = $1)",
        )
        .bind(name.as_str())
        .fetch_one(&db)
        .await
        .unwrap();
        assert_eq!(left, 0, "{url}: an ended session is deleted");
        server.stop();
    }
}

#[tokio::test]
async fn sessions_are_listed_and_one_is_ended_from_another_process() {
    for url in databases() {
        let postgres = url.starts_with("postgres");
        let (first, first_base) = server(&url).await;
        // On Postgres, the list and the end are asked of another process.
        let second = if postgres { Some(server(&url).await) } else { None };
        let one = Client::new(&first_base);
        let two = second.as_ref().map_or_else(|| Client::new(&first_base), |(_, b)| Client::new(b));
        let name = unique("List_");
        one.sign_up(&name, PASSWORD).await;
        let laptop = one
            .raw(
                "POST",
                "/api/session",
                Some(creds(&name)),
                None,
                &[("user-agent", "Mozilla/5.0 (X11; Linux) Firefox")],
            )
            .await
            .secret()
            .unwrap();
        let phone = one
            .raw("POST", "/api/session", Some(creds(&name)), None, &[("user-agent", "Mozilla/5.0 (Android) Chrome")])
            .await
            .secret()
            .unwrap();
        let listed = two.ask("GET", "/api/sessions", None, Some(&laptop), None).await;
        assert_eq!(listed.status, 200, "{url}: {}", listed.body);
        let sessions = listed.body["sessions"].as_array().unwrap().clone();
        assert_eq!(sessions.len(), 3, "{url}: the sign-up's and two sign-ins: {sessions:?}");
        let current: Vec<&Value> = sessions.iter().filter(|s| s["current"] == json!(true)).collect();
        assert_eq!(current.len(), 1, "{url}");
        assert!(current[0]["userAgent"].as_str().unwrap().contains("Firefox"), "{url}");
        for s in &sessions {
            assert!(s["id"].is_string() && s["createdAt"].is_i64() && s["lastSeenAt"].is_i64(), "{url}: {s}");
            assert!(s.get("hash").is_none() && !s.to_string().contains(&phone), "{url}: no secret is listed");
        }
        let phone_id = sessions.iter().find(|s| s["userAgent"].as_str().unwrap().contains("Android")).unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string();
        let path = format!("/api/sessions/{phone_id}");
        // Another account cannot end it.
        let (_, other) = one.player("Other_").await;
        let theirs = two.ask("DELETE", &path, None, Some(&other), None).await;
        assert_eq!((theirs.status, theirs.code()), (404, "not-found"), "{url}");
        assert_eq!(two.ask("DELETE", &path, None, Some(&laptop), None).await.status, 204, "{url}");
        let stolen = one.ask("GET", "/api/account", None, Some(&phone), None).await;
        assert_eq!((stolen.status, stolen.code()), (401, "unauthorized"), "{url}: ended on every process");
        assert_eq!(one.ask("GET", "/api/account", None, Some(&laptop), None).await.status, 200, "{url}");
        let again = two.ask("DELETE", &path, None, Some(&laptop), None).await;
        assert_eq!(again.status, 404, "{url}");
        first.stop();
        if let Some((second, _)) = second {
            second.stop();
        }
    }
}

fn creds(name: &str) -> (&'static str, String) {
    ("application/json", json!({ "username": name, "password": PASSWORD }).to_string())
}

#[tokio::test]
async fn passkeys_need_the_password_are_listed_and_removed_and_go_with_the_password() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base.replace("127.0.0.1", "localhost"));
        let (_, secret) = client.player("Keys_").await;
        let listed = client.ask("GET", "/api/account/passkeys", None, Some(&secret), None).await;
        assert_eq!((listed.status, listed.body.clone()), (200, json!({ "passkeys": [] })), "{url}");
        assert_eq!(client.ask("GET", "/api/account/passkeys", None, None, None).await.status, 401, "{url}");
        let wrong = json!({ "password": "not the password" });
        let path = "/api/account/passkeys/bm90aGluZw";
        let refused = client.ask("DELETE", path, Some(wrong), Some(&secret), None).await;
        assert_eq!((refused.status, refused.code()), (401, "bad-credentials"), "{url}");
        let unknown = client.ask("DELETE", path, Some(json!({ "password": PASSWORD })), Some(&secret), None).await;
        assert_eq!((unknown.status, unknown.code()), (404, "not-found"), "{url}");
        // A name too long is refused before anything is begun.
        let long = json!({ "password": PASSWORD, "name": "n".repeat(51) });
        let long = client.ask("POST", "/api/account/passkeys", Some(long), Some(&secret), None).await;
        assert_eq!((long.status, long.code()), (400, "bad-message"), "{url}");
        // A new password with removePasskeys: accepted (the passkeys, none here, go).
        let change = json!({ "password": PASSWORD, "newPassword": "a newer horse battery", "removePasskeys": true });
        let changed = client.ask("PUT", "/api/account/password", Some(change), Some(&secret), None).await;
        assert_eq!(changed.status, 200, "{url}: {}", changed.body);
        server.stop();
    }
}

#[tokio::test]
async fn another_sites_page_can_neither_sign_in_nor_change_anything() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let name = unique("Csrf_");
        let (_, secret) = client.player("Victim_").await;
        // The attacker's own account, that another site's page would sign the visitor into.
        client.sign_up(&name, PASSWORD).await;
        let evil = [("origin", "http://evil.example")];
        let blind = [("sec-fetch-site", "cross-site")];
        for (path, session) in [("/api/session", None), ("/api/account", None), ("/api/games", Some(secret.as_str()))] {
            for headers in [&evil[..], &blind[..]] {
                let body = if path == "/api/games" {
                    ("application/json", json!({ "game": "allmer" }).to_string())
                } else {
                    creds(&name)
                };
                let refused = client.raw("POST", path, Some(body), session, headers).await;
                assert_eq!((refused.status, refused.code()), (403, "forbidden-origin"), "{url}: {path} {headers:?}");
                assert!(refused.cookie.is_none(), "{url}: no session given");
            }
        }
        // A form's body (text/plain) is not JSON: refused, not read as JSON.
        let form = ("text/plain", json!({ "game": "allmer" }).to_string());
        let plain = client.raw("POST", "/api/games", Some(form.clone()), Some(&secret), &[]).await;
        assert_eq!((plain.status, plain.code()), (415, "unsupported-media-type"), "{url}");
        let plain = client.raw("POST", "/api/session", Some(("text/plain", creds(&name).1)), None, &[]).await;
        assert_eq!((plain.status, plain.code()), (415, "unsupported-media-type"), "{url}");
        // The site's own page, and a program (no Origin, no Sec-Fetch-Site), may.
        let own = [("origin", base.as_str()), ("sec-fetch-site", "same-origin")];
        assert_eq!(client.raw("POST", "/api/session", Some(creds(&name)), None, &own).await.status, 200, "{url}");
        assert_eq!(client.raw("POST", "/api/session", Some(creds(&name)), None, &[]).await.status, 200, "{url}");
        server.stop();
    }
}

#[tokio::test]
async fn common_and_guessable_passwords_are_refused_saying_why() {
    let (server, base) = server(&sqlite_url()).await;
    let client = Client::new(&base);
    for password in ["password123", "qwertyuiop", "1q2w3e4r5t", "pyramid2024"] {
        let refused = client.sign_up(&unique("Pw_"), password).await;
        assert_eq!((refused.status, refused.code()), (400, "weak-password"), "{password}");
        assert!(refused.body["why"].is_string(), "{password}: {}", refused.body);
        assert!(refused.body["message"].as_str().unwrap().contains("easy to guess"), "{}", refused.body);
    }
    let (name, secret) = client.player("Pw_").await;
    let change = json!({ "password": PASSWORD, "newPassword": "iloveyou1" });
    let refused = client.ask("PUT", "/api/account/password", Some(change), Some(&secret), None).await;
    assert_eq!((refused.status, refused.code()), (400, "weak-password"));
    let change = json!({ "password": PASSWORD, "newPassword": format!("{name}{name}") });
    let refused = client.ask("PUT", "/api/account/password", Some(change), Some(&secret), None).await;
    assert_eq!(refused.code(), "weak-password", "the name twice");
    server.stop();
}

#[tokio::test]
async fn sign_ups_are_counted_per_address_on_every_process() {
    for url in databases() {
        let postgres = url.starts_with("postgres");
        let mut c = config_trusting(&url);
        c.signups_per_hour = 4;
        let (first, first_base) = start_with(c.clone()).await;
        let second = if postgres { Some(start_with(c).await) } else { None };
        let one = Client::new(&first_base);
        let two =
            second.as_ref().map_or_else(|| Client::new(&first_base), |(_, b)| Client::new(b)).elsewhere(&one.address);
        for n in 0..4 {
            let by = if n % 2 == 0 { &one } else { &two };
            assert_eq!(by.sign_up(&unique("Su_"), PASSWORD).await.status, 201, "{url}: sign-up {n}");
        }
        let fifth = two.sign_up(&unique("Su_"), PASSWORD).await;
        assert_eq!((fifth.status, fifth.code()), (429, "rate-limited"), "{url}");
        let other = Client::new(&first_base);
        assert_eq!(other.sign_up(&unique("Su_"), PASSWORD).await.status, 201, "{url}: another address may");
        first.stop();
        if let Some((second, _)) = second {
            second.stop();
        }
    }
}

/// Twenty wrong sign-ins sent at once against one name (half to each process on
/// Postgres): at most ten are hashed and answered 401, the rest 429; then even the right
/// password is refused.
#[tokio::test]
async fn guesses_sent_at_once_cannot_pass_the_limit() {
    for url in databases() {
        let postgres = url.starts_with("postgres");
        let (first, first_base) = server(&url).await;
        let second = if postgres { Some(server(&url).await) } else { None };
        let bases = [first_base.clone(), second.as_ref().map_or(first_base.clone(), |(_, b)| b.clone())];
        let name = unique("Guess_");
        Client::new(&first_base).sign_up(&name, PASSWORD).await;
        let mut tries = Vec::new();
        for n in 0..20 {
            // From twenty addresses: the name's count is what must hold.
            let client = Client::new(&bases[n % 2]);
            let name = name.clone();
            tries.push(tokio::spawn(async move { client.sign_in(&name, "wrong guess").await.status }));
        }
        let mut answers = Vec::new();
        for t in tries {
            answers.push(t.await.unwrap());
        }
        let wrong = answers.iter().filter(|&&s| s == 401).count();
        let locked = answers.iter().filter(|&&s| s == 429).count();
        assert_eq!((wrong, locked), (10, 10), "{url}: {answers:?}");
        let right = Client::new(&bases[1]).sign_in(&name, PASSWORD).await;
        assert_eq!((right.status, right.code()), (429, "rate-limited"), "{url}");
        first.stop();
        if let Some((second, _)) = second {
            second.stop();
        }
    }
}

#[tokio::test]
async fn wrong_passwords_to_change_it_or_delete_the_account_count_too() {
    let (server, base) = server(&sqlite_url()).await;
    let client = Client::new(&base);
    let (name, secret) = client.player("Thief_").await;
    for n in 0..10 {
        let body = if n % 2 == 0 {
            ("PUT", "/api/account/password", json!({ "password": "guess", "newPassword": "a whole new secret" }))
        } else {
            ("DELETE", "/api/account", json!({ "password": "guess" }))
        };
        let answer = client.ask(body.0, body.1, Some(body.2), Some(&secret), None).await;
        assert_eq!(answer.code(), "bad-credentials", "guess {n}");
    }
    let locked = client.ask("DELETE", "/api/account", Some(json!({ "password": PASSWORD })), Some(&secret), None).await;
    assert_eq!((locked.status, locked.code()), (429, "rate-limited"));
    // From another address too: the name is locked.
    let elsewhere = Client::new(&base).sign_in(&name, PASSWORD).await;
    assert_eq!(elsewhere.code(), "rate-limited");
    server.stop();
}

#[tokio::test]
async fn an_ipv6_address_counts_as_its_64() {
    let (server, base) = server(&sqlite_url()).await;
    let client = Client::new(&base).elsewhere("2001:db8:7:7::1");
    for n in 0..10 {
        let wrong =
            client.elsewhere(&format!("2001:db8:7:7::{:x}", n + 2)).sign_in(&unique("Nobody_"), "wrong guess").await;
        assert_eq!(wrong.code(), "bad-credentials", "{n}");
    }
    // A new name, from another address of the same /64: the network is locked.
    let (name, _) = Client::new(&base).player("V6_").await;
    let same = client.elsewhere("2001:db8:7:7:ffff::9").sign_in(&name, PASSWORD).await;
    assert_eq!(same.code(), "rate-limited");
    let next = client.elsewhere("2001:db8:7:8::1").sign_in(&name, PASSWORD).await;
    assert_eq!(next.status, 200, "the next /64 is another network");
    server.stop();
}

#[tokio::test]
async fn a_deleted_name_is_never_given_again_and_seats_keep_account_ids() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let (name, secret) = client.player("Gone_").await;
        let made = client.ask("POST", "/api/games", Some(json!({ "game": "allmer" })), Some(&secret), None).await;
        let id = made.body["id"].as_str().unwrap().to_string();
        let db = database(&url).await;
        let seats: (Option<String>, Option<String>) =
            sqlx::query_as("SELECT white_account, black_account FROM games WHERE id = $1")
                .bind(id.as_str())
                .fetch_one(&db)
                .await
                .unwrap();
        let account: String = sqlx::query_scalar("SELECT id FROM accounts WHERE username = $1")
            .bind(name.as_str())
            .fetch_one(&db)
            .await
            .unwrap();
        assert_eq!(seats.0.or(seats.1), Some(account.clone()), "{url}: the seat names the account's id");
        // Its waiting game goes first (a game not over keeps an account).
        let join = client.ask("POST", &format!("/api/games/{id}/join"), None, None, None).await;
        let (mut socket, _) =
            pyramid_client::client::Socket::seat(&base, &id, join.body["token"].as_str().unwrap()).await.unwrap();
        socket.send(&json!({ "type": "abort" })).await.unwrap();
        socket.until("end").await.unwrap();
        let deleted =
            client.ask("DELETE", "/api/account", Some(json!({ "password": PASSWORD })), Some(&secret), None).await;
        assert_eq!(deleted.status, 204, "{url}: {}", deleted.body);
        for taken in [name.clone(), name.to_lowercase(), name.to_uppercase()] {
            let again = client.sign_up(&taken, PASSWORD).await;
            assert_eq!((again.status, again.code()), (409, "username-taken"), "{url}: {taken}");
        }
        let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM accounts WHERE id = $1 AND deleted_ms IS NOT NULL")
            .bind(account.as_str())
            .fetch_one(&db)
            .await
            .unwrap();
        assert_eq!(kept, 1, "{url}: the id stays taken, as a tombstone");
        server.stop();
    }
}

#[tokio::test]
async fn no_answer_carries_the_database_s_words_nor_a_log_its_password() {
    let url = sqlite_url();
    let (server, base) = server(&url).await;
    let client = Client::new(&base);
    client.player("Leak_").await;
    sqlx::query("DROP TABLE sign_in_failures").execute(&database(&url).await).await.unwrap();
    let failed = client.sign_in("whoever", PASSWORD).await;
    assert_eq!((failed.status, failed.code()), (503, "server-error"));
    let said = failed.body.to_string().to_lowercase();
    assert!(
        !said.contains("sign_in_failures") && !said.contains("no such table") && !said.contains("sqlite"),
        "{said}"
    );
    server.stop();
    // A database that cannot be reached: the error names it without its password.
    let mut c = config("postgres://pyramid:hunter2@127.0.0.1:1/games");
    c.port = 0;
    let refused = pyramid_server::start(c).await.err().expect("no database there");
    assert!(refused.contains("postgres://pyramid:***@127.0.0.1:1/games"), "{refused}");
    assert!(!refused.contains("hunter2"), "{refused}");
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let (server, base) = server(&sqlite_url()).await;
    for path in ["/api/health", "/api/nothing"] {
        let answer = reqwest::get(format!("{base}{path}")).await.unwrap();
        let header = |name: &str| answer.headers().get(name).map(|v| v.to_str().unwrap().to_string());
        let csp = header("content-security-policy").expect("a policy");
        let scripts = csp.split(';').find(|d| d.trim().starts_with("script-src")).unwrap();
        assert!(scripts.contains("'self'") && scripts.contains("'wasm-unsafe-eval'"), "{csp}");
        assert!(!csp.contains("unsafe-inline") && !csp.contains("'unsafe-eval'"), "{csp}");
        assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
        assert_eq!(header("x-content-type-options").as_deref(), Some("nosniff"));
        assert_eq!(header("referrer-policy").as_deref(), Some("same-origin"));
        assert_eq!(header("strict-transport-security"), None, "plain HTTP: no HSTS");
    }
    server.stop();
    let mut c = config(&sqlite_url());
    c.public_origin = Some(pyramid_server::config::PublicOrigin::parse("https://pyramids.example").unwrap());
    let (server, base) = start_with(c).await;
    let answer = reqwest::Client::new()
        .get(format!("{base}/api/health"))
        .header("host", "pyramids.example")
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    let hsts = answer.headers().get("strict-transport-security").expect("HSTS over HTTPS");
    assert!(hsts.to_str().unwrap().starts_with("max-age="));
    server.stop();
}

/// With a public origin, the server answers for that host alone (421 for any other),
/// checks Origin against it, names it the passkeys' relying party and makes the cookie
/// Secure when it is https.
#[tokio::test]
async fn the_public_origin_decides_the_host_the_origin_the_cookie_and_the_relying_party() {
    let mut c = config_trusting(&sqlite_url());
    c.public_origin = Some(pyramid_server::config::PublicOrigin::parse("https://pyramids.example").unwrap());
    let (server, base) = start_with(c).await;
    let client = Client::new(&base);
    let host = [("host", "pyramids.example")];
    let misdirected = client.raw("GET", "/api/health", None, None, &[]).await;
    assert_eq!((misdirected.status, misdirected.code()), (421, "misdirected-request"), "the address is not the host");
    let other = client.raw("GET", "/api/health", None, None, &[("host", "evil.example")]).await;
    assert_eq!(other.status, 421);
    let name = unique("Pub_");
    let signed = client.raw("POST", "/api/account", Some(creds(&name)), None, &host).await;
    assert_eq!(signed.status, 201, "{}", signed.body);
    assert!(signed.cookie.as_deref().unwrap().ends_with("; Secure"), "an https origin: a Secure cookie");
    let secret = signed.secret().unwrap();
    let own = [("host", "pyramids.example"), ("origin", "https://pyramids.example")];
    let plain = [("host", "pyramids.example"), ("origin", "http://pyramids.example")];
    let begin = ("application/json", json!({ "password": PASSWORD }).to_string());
    let refused = client.raw("POST", "/api/account/passkeys", Some(begin.clone()), Some(&secret), &plain).await;
    assert_eq!(refused.code(), "forbidden-origin", "http is another origin than https");
    let begun = client.raw("POST", "/api/account/passkeys", Some(begin), Some(&secret), &own).await;
    assert_eq!(begun.status, 200, "{}", begun.body);
    assert_eq!(begun.body["options"]["publicKey"]["rp"]["id"], "pyramids.example");
    server.stop();
}

#[tokio::test]
async fn reads_of_games_and_profiles_are_limited_per_address() {
    let mut c = config_trusting(&sqlite_url());
    c.reads_per_minute = 5;
    let (server, base) = start_with(c).await;
    let client = Client::new(&base);
    let paths = [
        "/api/games?playing=true",
        "/api/leaderboard/chase",
        "/api/players/nobody",
        "/api/games/x",
        "/api/games?open=true",
    ];
    for path in paths {
        let read = client.ask("GET", path, None, None, None).await;
        assert_ne!(read.status, 429, "{path}");
    }
    let sixth = client.ask("GET", "/api/games?playing=true", None, None, None).await;
    assert_eq!((sixth.status, sixth.code()), (429, "rate-limited"));
    assert_eq!(client.ask("GET", "/api/health", None, None, None).await.status, 200, "not a read of games");
    assert_ne!(Client::new(&base).ask("GET", "/api/leaderboard/chase", None, None, None).await.status, 429);
    server.stop();
}
