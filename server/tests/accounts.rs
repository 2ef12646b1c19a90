//! Accounts as the contract says (docs/protocol.md, "Accounts"): every request and refusal, on
//! SQLite and on Postgres. Each test comes from addresses of its own (the server trusts
//! X-Forwarded-For here), so that the lockout of one never locks another.

mod common;

use common::accounts::{server, two_servers, unique, Answer, Client};
use common::databases;
use reqwest::header::SET_COOKIE;
use serde_json::{json, Value};

#[tokio::test]
async fn sign_up_in_and_out_with_a_session_cookie() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let name = unique("Ada_");
        let up = client.sign_up(&name, "correct horse battery").await;
        assert_eq!((up.status, &up.body), (201, &json!({ "username": name })), "{url}");
        let cookie = up.cookie.clone().unwrap();
        for flag in ["Path=/", "HttpOnly", "SameSite=Lax"] {
            assert!(cookie.contains(flag), "{cookie}");
        }
        assert!(!cookie.contains("Secure"), "plain HTTP: {cookie}");
        let first = up.secret().unwrap();
        assert!(first.len() >= 32);

        // The account, with a rating in every game, where everyone starts.
        let me = client.ask("GET", "/api/account", None, Some(&first), None).await;
        assert_eq!(me.status, 200);
        assert_eq!(me.body["username"], name.as_str());
        for game in ["pyramida", "chase", "pyraos", "allmer"] {
            assert_eq!(me.body["ratings"][game], json!({ "rating": 1500, "deviation": 350, "games": 0 }), "{game}");
        }
        let anonymous = client.ask("GET", "/api/account", None, None, None).await;
        assert_eq!((anonymous.status, anonymous.code()), (401, "unauthorized"));
        let forged = client.ask("GET", "/api/account", None, Some("0123456789abcdef0123456789abcdef"), None).await;
        assert_eq!(forged.status, 401);

        // A sign-in (names are found case aside) gets a new secret; the one it came
        // with ends.
        let again = client
            .ask(
                "POST",
                "/api/session",
                Some(json!({ "username": name.to_uppercase(), "password": "correct horse battery" })),
                Some(&first),
                None,
            )
            .await;
        assert_eq!((again.status, &again.body), (200, &json!({ "username": name })));
        let second = again.secret().unwrap();
        assert_ne!(first, second);
        assert_eq!(client.ask("GET", "/api/account", None, Some(&first), None).await.status, 401);
        assert_eq!(client.ask("GET", "/api/account", None, Some(&second), None).await.status, 200);

        // Signing out ends the session and clears the cookie.
        let out = client.ask("DELETE", "/api/session", None, Some(&second), None).await;
        assert_eq!(out.status, 204);
        assert!(out.cookie.as_deref().unwrap().contains("Max-Age=0"));
        assert_eq!(client.ask("GET", "/api/account", None, Some(&second), None).await.status, 401);
        server.stop();
    }
}

#[tokio::test]
async fn names_passwords_and_credentials_are_refused_with_their_codes() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let name = unique("bo-");
        assert_eq!(client.sign_up(&name, "a long enough one").await.status, 201);
        let taken = client.sign_up(&name.to_uppercase(), "another long one").await;
        assert_eq!((taken.status, taken.code()), (409, "username-taken"), "{url}");
        for (username, password, status, code) in [
            ("ab", "a long enough one", 400, "bad-message"),
            ("has space", "a long enough one", 400, "bad-message"),
            ("carol_1", "short", 400, "weak-password"),
            ("carol_1", "CAROL_1", 400, "weak-password"),
        ] {
            let refused = client.sign_up(username, password).await;
            assert_eq!((refused.status, refused.code()), (status, code), "{username} {password}");
            assert!(refused.cookie.is_none());
        }
        let bad_body = client.ask("POST", "/api/account", Some(json!({ "username": "dave" })), None, None).await;
        assert_eq!((bad_body.status, bad_body.code()), (400, "bad-message"));
        assert!(bad_body.body["message"].as_str().unwrap().contains("password"));

        // A wrong password and an unknown name: the same answer.
        let wrong = client.sign_in(&name, "not the password").await;
        let unknown = client.sign_in(&unique("nobody"), "not the password").await;
        assert_eq!((wrong.status, wrong.code()), (401, "bad-credentials"));
        assert_eq!(wrong.body, unknown.body);
        assert!(wrong.cookie.is_none() && unknown.cookie.is_none());
        server.stop();
    }
}

#[tokio::test]
async fn ten_failures_lock_a_name_and_an_address_even_with_the_right_password() {
    for url in databases() {
        let (server, base) = server(&url).await;
        // A name: ten failures from ten addresses.
        let name = unique("eve");
        Client::new(&base).sign_up(&name, "the right password").await;
        for _ in 0..10 {
            assert_eq!(Client::new(&base).sign_in(&name, "a wrong password").await.status, 401);
        }
        let locked = Client::new(&base).sign_in(&name, "the right password").await;
        assert_eq!((locked.status, locked.code()), (429, "rate-limited"), "{url}");
        // An address: ten failures for other names, then a right password.
        let client = Client::new(&base);
        let other = unique("frank");
        client.sign_up(&other, "the right password").await;
        for _ in 0..10 {
            client.sign_in(&unique("ghost"), "whatever it is").await;
        }
        let locked = client.sign_in(&other, "the right password").await;
        assert_eq!((locked.status, locked.code()), (429, "rate-limited"));
        assert_eq!(Client::new(&base).sign_in(&other, "the right password").await.status, 200);
        server.stop();
    }
}

#[tokio::test]
async fn a_change_from_another_site_is_refused() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let secret = client.sign_up(&unique("gil"), "a long enough one").await.secret().unwrap();
        let evil = Some("http://evil.example");
        for (method, path, body) in
            [("DELETE", "/api/session", None), ("POST", "/api/games", Some(json!({ "game": "pyramida" })))]
        {
            let refused = client.ask(method, path, body, Some(&secret), evil).await;
            assert_eq!((refused.status, refused.code()), (403, "forbidden-origin"), "{method} {path}");
        }
        // The session still stands; from the site itself, or without a cookie, all is well.
        assert_eq!(client.ask("GET", "/api/account", None, Some(&secret), evil).await.status, 200);
        let own = Some(base.as_str());
        let created = client.ask("POST", "/api/games", Some(json!({ "game": "pyramida" })), Some(&secret), own).await;
        assert_eq!(created.status, 201);
        // Without a cookie too: another site's page may not create nor sign in.
        let anonymous = client.ask("POST", "/api/games", Some(json!({ "game": "pyramida" })), None, evil).await;
        assert_eq!((anonymous.status, anonymous.code()), (403, "forbidden-origin"));
        server.stop();
    }
}

#[tokio::test]
async fn leaderboards_are_per_game() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let board = client.ask("GET", "/api/leaderboard/pyraos", None, None, None).await;
        assert_eq!(board.status, 200);
        assert!(board.body["players"].is_array());
        let none = client.ask("GET", "/api/leaderboard/chess", None, None, None).await;
        assert_eq!((none.status, none.code()), (404, "not-found"));
        server.stop();
    }
}

#[tokio::test]
async fn the_password_is_in_no_database_file() {
    let url = common::sqlite_url();
    let (server, base) = server(&url).await;
    let password = format!("plain-{}", pyramid_server::token::new_token());
    assert_eq!(Client::new(&base).sign_up(&unique("hal"), &password).await.status, 201);
    server.stop();
    let path = url.strip_prefix("sqlite:").unwrap();
    let mut files = 0;
    for suffix in ["", "-wal", "-shm"] {
        if let Ok(bytes) = std::fs::read(format!("{path}{suffix}")) {
            files += 1;
            assert!(!bytes.windows(password.len()).any(|w| w == password.as_bytes()), "{path}{suffix}");
        }
    }
    assert!(files >= 1);
}

#[tokio::test]
async fn over_https_the_cookie_is_secure() {
    let (server, base) = server(&common::sqlite_url()).await;
    let answer = reqwest::Client::new()
        .post(format!("{base}/api/account"))
        .header("x-forwarded-for", "10.9.9.9")
        .header("x-forwarded-proto", "https")
        .json(&json!({ "username": unique("ida"), "password": "a long enough one" }))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status().as_u16(), 201);
    let cookie = answer.headers().get(SET_COOKIE).unwrap().to_str().unwrap().to_string();
    assert!(cookie.ends_with("; Secure"), "{cookie}");
    server.stop();
}

/// A seat taken with a session is that account's: the public state names both players,
/// a seat taken without one names nobody, the names are stored (a server started again
/// reads them), and a profile lists the player's games, private ones to the player alone.
#[tokio::test]
async fn seats_taken_with_a_session_name_their_players() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let (ann, ann_secret) = client.player("Ann_").await;
        let (bob, bob_secret) = client.player("Bob_").await;
        let private = json!({ "game": "pyramida", "seat": "white" });
        let made = client.ask("POST", "/api/games", Some(private), Some(&ann_secret), None).await;
        assert_eq!(made.status, 201, "{url}: {}", made.body);
        let id = made.body["id"].as_str().unwrap().to_string();
        let state = client.ask("GET", &format!("/api/games/{id}"), None, None, None).await;
        assert_eq!(state.body["players"], json!({ "white": ann, "black": null }), "{url}");
        let joined = client.ask("POST", &format!("/api/games/{id}/join"), None, Some(&bob_secret), None).await;
        assert_eq!((joined.status, joined.body["seat"].as_str()), (200, Some("black")), "{url}");
        let state = client.ask("GET", &format!("/api/games/{id}"), None, None, None).await;
        assert_eq!(state.body["players"], json!({ "white": ann, "black": bob }), "{url}");

        // Without a session the seat is nobody's; the other stays named.
        let open = json!({ "game": "allmer", "seat": "black", "open": true });
        let listed = client.ask("POST", "/api/games", Some(open), Some(&ann_secret), None).await;
        let listed = listed.body["id"].as_str().unwrap().to_string();
        client.ask("POST", &format!("/api/games/{listed}/join"), None, None, None).await;
        let state = client.ask("GET", &format!("/api/games/{listed}"), None, None, None).await;
        assert_eq!(state.body["players"], json!({ "white": null, "black": ann }), "{url}");

        // Stored: another server on the same database reads the names.
        server.stop();
        let (server, base) = self::server(&url).await;
        let client = Client { base, ..client };
        let state = client.ask("GET", &format!("/api/games/{id}"), None, None, None).await;
        assert_eq!(state.body["players"], json!({ "white": ann, "black": bob }), "{url}");

        // The profile: ratings, and the games newest first; a private game only to its player.
        let ids = |answer: &Answer| -> Vec<String> {
            answer.body["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap().to_string()).collect()
        };
        let seen = client.ask("GET", &format!("/api/players/{}", ann.to_lowercase()), None, None, None).await;
        assert_eq!((seen.status, seen.body["username"].as_str()), (200, Some(ann.as_str())), "{url}");
        assert_eq!(seen.body["ratings"]["allmer"], json!({ "rating": 1500, "deviation": 350, "games": 0 }));
        assert_eq!(ids(&seen), std::slice::from_ref(&listed), "{url}: a stranger sees the listed game only");
        let own = client.ask("GET", &format!("/api/players/{ann}"), None, Some(&ann_secret), None).await;
        assert_eq!(ids(&own), [listed.clone(), id.clone()], "{url}: the player sees both, newest first");
        let bobs = client.ask("GET", &format!("/api/players/{bob}"), None, Some(&ann_secret), None).await;
        assert_eq!(ids(&bobs), Vec::<String>::new(), "{url}: Bob's private game is not Ann's to see");
        let nobody = client.ask("GET", "/api/players/nobody_at_all", None, None, None).await;
        assert_eq!((nobody.status, nobody.code()), (404, "not-found"), "{url}");
        server.stop();
    }
}

/// On Postgres, a seat taken on one process is named on the other, which holds the game:
/// the name travels with the change's notice.
#[tokio::test]
async fn a_player_named_on_one_process_is_named_on_the_other() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let [(first, one), (second, two)] = two_servers(&url).await;
    let (ann, ann_secret) = one.player("Ann_").await;
    let (bob, bob_secret) = two.player("Bob_").await;
    let made =
        one.ask("POST", "/api/games", Some(json!({ "game": "chase", "seat": "black" })), Some(&ann_secret), None).await;
    let id = made.body["id"].as_str().unwrap().to_string();
    // The first process holds the game's room from here on.
    assert_eq!(
        one.ask("GET", &format!("/api/games/{id}"), None, None, None).await.body["players"]["black"],
        ann.as_str()
    );
    let joined = two.ask("POST", &format!("/api/games/{id}/join"), None, Some(&bob_secret), None).await;
    assert_eq!(joined.status, 200);
    let want = json!({ "white": bob, "black": ann });
    // The notice reaches the first process in its own time: asked until it has (at most
    // 10 s, which a notice never takes).
    let mut seen = Value::Null;
    for _ in 0..400 {
        seen = one.ask("GET", &format!("/api/games/{id}"), None, None, None).await.body["players"].clone();
        if seen == want {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert_eq!(seen, want);
    first.stop();
    second.stop();
}

/// A new password, given with the one now: the account's other sessions end, this one
/// gets a new secret, and only the new password signs in. Signing out everywhere ends
/// every session, this one too.
#[tokio::test]
async fn a_password_changed_and_a_sign_out_everywhere_end_the_other_sessions() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let name = unique("Cy_");
        let here = client.sign_up(&name, "first password").await.secret().unwrap();
        let there = client.sign_in(&name, "first password").await.secret().unwrap();
        let change = |old: &str, new: &str| json!({ "password": old, "newPassword": new });
        let path = "/api/account/password";

        let anonymous = client.ask("PUT", path, Some(change("first password", "second password")), None, None).await;
        assert_eq!((anonymous.status, anonymous.code()), (401, "unauthorized"), "{url}");
        let wrong = client.ask("PUT", path, Some(change("not it at all", "second password")), Some(&here), None).await;
        assert_eq!((wrong.status, wrong.code()), (401, "bad-credentials"), "{url}");
        let weak = client.ask("PUT", path, Some(change("first password", "short")), Some(&here), None).await;
        assert_eq!((weak.status, weak.code()), (400, "weak-password"), "{url}");
        let same =
            client.ask("PUT", path, Some(change("first password", &name.to_lowercase())), Some(&here), None).await;
        assert_eq!((same.status, same.code()), (400, "weak-password"), "{url}: the name itself");
        assert_eq!(
            client.ask("GET", "/api/account", None, Some(&there), None).await.status,
            200,
            "refusals end nothing"
        );

        let changed =
            client.ask("PUT", path, Some(change("first password", "second password")), Some(&here), None).await;
        assert_eq!((changed.status, &changed.body), (200, &json!({ "username": name })), "{url}");
        let renewed = changed.secret().unwrap();
        for (secret, status) in [(&here, 401), (&there, 401), (&renewed, 200)] {
            assert_eq!(client.ask("GET", "/api/account", None, Some(secret), None).await.status, status, "{url}");
        }
        assert_eq!(client.sign_in(&name, "first password").await.code(), "bad-credentials", "{url}");
        let another = client.sign_in(&name, "second password").await.secret().unwrap();

        let everywhere = client.ask("DELETE", "/api/sessions", None, Some(&renewed), None).await;
        assert_eq!(everywhere.status, 204, "{url}");
        assert!(everywhere.cookie.unwrap().contains("Max-Age=0"), "{url}: the cookie is cleared");
        for secret in [&renewed, &another] {
            assert_eq!(client.ask("GET", "/api/account", None, Some(secret), None).await.status, 401, "{url}");
        }
        let nobody = client.ask("DELETE", "/api/sessions", None, None, None).await;
        assert_eq!((nobody.status, nobody.code()), (401, "unauthorized"), "{url}");
        server.stop();
    }
}

/// Ann and Bob's game, Ann White, played to Ann's resignation: its id.
async fn finished_game(client: &Client, base: &str, ann: &str, bob: &str, game: &str) -> String {
    let request = json!({ "game": game, "seat": "white" });
    let made = client.ask("POST", "/api/games", Some(request), Some(ann), None).await;
    let id = made.body["id"].as_str().unwrap().to_string();
    let joined = client.ask("POST", &format!("/api/games/{id}/join"), None, Some(bob), None).await;
    let white = made.body["token"].as_str().unwrap();
    let (mut white, _) = pyramid_client::client::Socket::seat(base, &id, white).await.unwrap();
    let black = joined.body["token"].as_str().unwrap();
    let (mut black, _) = pyramid_client::client::Socket::seat(base, &id, black).await.unwrap();
    white.send(&json!({ "type": "resign" })).await.unwrap();
    black.until("end").await.unwrap();
    id
}

/// Deleting an account takes the password; it is refused while the account plays; its
/// sessions, ratings and profile go, its games stay under "deleted player", and its name
/// is never given again.
#[tokio::test]
async fn a_deleted_account_leaves_its_games_under_a_deleted_player() {
    for url in databases() {
        let (server, base) = server(&url).await;
        let client = Client::new(&base);
        let (ann_name, ann) = client.player("Ann_").await;
        let (bob_name, bob) = client.player("Bob_").await;
        let finished = finished_game(&client, &base, &ann, &bob, "pyramida").await;
        let waiting = client.ask("POST", "/api/games", Some(json!({ "game": "chase" })), Some(&ann), None).await;
        let waiting = waiting.body["id"].as_str().unwrap().to_string();
        let delete = |secret: Option<String>, password: &str| {
            let body = json!({ "password": password });
            let client = &client;
            async move { client.ask("DELETE", "/api/account", Some(body), secret.as_deref(), None).await }
        };

        let anonymous = delete(None, "correct horse battery").await;
        assert_eq!((anonymous.status, anonymous.code()), (401, "unauthorized"), "{url}");
        let wrong = delete(Some(ann.clone()), "not the password").await;
        assert_eq!((wrong.status, wrong.code()), (401, "bad-credentials"), "{url}");
        let playing = delete(Some(ann.clone()), "correct horse battery").await;
        assert_eq!((playing.status, playing.code()), (409, "not-allowed"), "{url}: a game waits for her");
        let made = client.ask("GET", &format!("/api/games/{waiting}"), None, None, None).await;
        assert_eq!(made.body["players"]["white"].as_str().or(made.body["players"]["black"].as_str()), Some(&*ann_name));
        // Her waiting game aborted, she may go.
        let id = &waiting;
        let joined = client.ask("POST", &format!("/api/games/{id}/join"), None, None, None).await;
        let (mut socket, _) =
            pyramid_client::client::Socket::seat(&base, id, joined.body["token"].as_str().unwrap()).await.unwrap();
        socket.send(&json!({ "type": "abort" })).await.unwrap();
        socket.until("end").await.unwrap();

        let deleted = delete(Some(ann.clone()), "correct horse battery").await;
        assert_eq!(deleted.status, 204, "{url}: {}", deleted.body);
        assert!(deleted.cookie.unwrap().contains("Max-Age=0"), "{url}");
        assert_eq!(client.ask("GET", "/api/account", None, Some(&ann), None).await.status, 401, "{url}");
        assert_eq!(client.sign_in(&ann_name, "correct horse battery").await.code(), "bad-credentials");
        let profile = client.ask("GET", &format!("/api/players/{ann_name}"), None, None, None).await;
        assert_eq!(profile.status, 404, "{url}");
        let state = client.ask("GET", &format!("/api/games/{finished}"), None, None, None).await.body;
        assert_eq!(state["players"], json!({ "white": null, "black": bob_name, "deleted": ["white"] }), "{url}");
        assert_eq!(state["status"], "black wins", "{url}");
        // Stored so: a server started again says the same.
        server.stop();
        let (server, base) = self::server(&url).await;
        let client = Client { base, ..client };
        let state = client.ask("GET", &format!("/api/games/{finished}"), None, None, None).await.body;
        assert_eq!(state["players"]["deleted"], json!(["white"]), "{url}");
        // The name is never given again, in any case.
        let again = client.sign_up(&ann_name.to_uppercase(), "a fresh start at last").await;
        assert_eq!((again.status, again.code()), (409, "username-taken"), "{url}");
        server.stop();
    }
}

/// On Postgres, a process holding a game of an account deleted on another forgets the
/// name: it is told with a notice.
#[tokio::test]
async fn an_account_deleted_on_one_process_is_forgotten_on_the_other() {
    let Ok(url) = std::env::var("PYRAMID_TEST_POSTGRES") else { return };
    let [(first, one), (second, two)] = two_servers(&url).await;
    let (_, ann) = one.player("Ann_").await;
    let (bob_name, bob) = one.player("Bob_").await;
    let id = finished_game(&one, &one.base, &ann, &bob, "allmer").await;
    // A watcher keeps the room loaded on the first process.
    let _watcher = pyramid_client::client::Socket::connect(&one.base, &id, None).await.unwrap();
    let deleted =
        two.ask("DELETE", "/api/account", Some(json!({ "password": "correct horse battery" })), Some(&ann), None).await;
    assert_eq!(deleted.status, 204);
    let mut seen = Value::Null;
    for _ in 0..400 {
        seen = one.ask("GET", &format!("/api/games/{id}"), None, None, None).await.body["players"].clone();
        if seen["deleted"] == json!(["white"]) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert_eq!(seen, json!({ "white": null, "black": bob_name, "deleted": ["white"] }));
    first.stop();
    second.stop();
}

/// Passkeys' requests refuse what they cannot take, with their codes (a whole ceremony,
/// which needs an authenticator, is tested in Chromium: tests/e2e/accounts.test.mjs).
#[tokio::test]
async fn passkey_requests_are_refused_with_their_codes() {
    for url in databases() {
        let (server, base) = server(&url).await;
        // A passkey's site is a name, never an address.
        let client = Client::new(&base.replace("127.0.0.1", "localhost"));
        let name = unique("Pk_");
        let secret = client.sign_up(&name, "correct horse battery").await.secret().unwrap();
        let password = json!({ "password": "correct horse battery" });
        let anonymous = client.ask("POST", "/api/account/passkeys", Some(password.clone()), None, None).await;
        assert_eq!((anonymous.status, anonymous.code()), (401, "unauthorized"), "{url}");
        // The session alone adds no passkey: the password too.
        let bare = client.ask("POST", "/api/account/passkeys", Some(json!({})), Some(&secret), None).await;
        assert_eq!((bare.status, bare.code()), (400, "bad-message"), "{url}: {}", bare.body);
        let wrong = json!({ "password": "not the password" });
        let wrong = client.ask("POST", "/api/account/passkeys", Some(wrong), Some(&secret), None).await;
        assert_eq!((wrong.status, wrong.code()), (401, "bad-credentials"), "{url}");
        // Begun: the options a browser's navigator.credentials.create takes.
        let begun = client.ask("POST", "/api/account/passkeys", Some(password.clone()), Some(&secret), None).await;
        assert_eq!(begun.status, 200, "{url}: {}", begun.body);
        let options = &begun.body["options"]["publicKey"];
        assert_eq!(options["rp"]["id"], "localhost", "{url}: the site the request came to");
        let by_address = Client { base: base.clone(), ..Client::new(&base) };
        let refused =
            by_address.ask("POST", "/api/account/passkeys", Some(password.clone()), Some(&secret), None).await;
        assert_eq!((refused.status, refused.code()), (400, "bad-message"), "{url}: an address is no site");
        assert_eq!(options["user"]["name"], name.as_str(), "{url}");
        assert!(options["challenge"].as_str().is_some_and(|c| c.len() >= 43), "{url}: {options}");
        let ceremony = begun.body["ceremony"].as_str().unwrap().to_string();
        // A credential not of WebAuthn's shape, an unknown ceremony, a ceremony taken twice.
        let finish = |ceremony: &str, credential: Value| json!({ "ceremony": ceremony, "credential": credential });
        let path = "/api/account/passkeys/finish";
        let bad = client.ask("POST", path, Some(finish(&ceremony, json!({ "id": 1 }))), Some(&secret), None).await;
        assert_eq!((bad.status, bad.code()), (400, "bad-message"), "{url}");
        let again = client.ask("POST", path, Some(finish(&ceremony, json!({}))), Some(&secret), None).await;
        assert_eq!((again.status, again.code()), (404, "not-found"), "{url}: a ceremony is finished once");
        let unknown = client.ask("POST", path, Some(finish("nothing", json!({}))), Some(&secret), None).await;
        assert_eq!((unknown.status, unknown.code()), (404, "not-found"), "{url}");

        // Signing in: a name without a passkey, and a name of nobody, alike.
        for who in [name.as_str(), "nobody_at_all"] {
            let answer = client.ask("POST", "/api/session/passkey", Some(json!({ "username": who })), None, None).await;
            assert_eq!((answer.status, answer.code()), (401, "bad-credentials"), "{url}: {who}");
        }
        let path = "/api/session/passkey/finish";
        let unknown = client.ask("POST", path, Some(finish("nothing", json!({}))), None, None).await;
        assert_eq!((unknown.status, unknown.code()), (404, "not-found"), "{url}");
        server.stop();
    }
}
