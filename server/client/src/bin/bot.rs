//! `pyramid-bot LINK [ID] [--token TOKEN] [--level easy|normal|hard] [--seed N]`: the
//! computer takes the free seat of an online game by its invite link (or the seat of
//! TOKEN, or of a seat's private link `…/#online/ID/TOKEN`) and plays it to the end.
//!
//! `pyramid-bot SERVER --seek GAME (--clock M+S | --days D) [--rated] [--range N]
//! [--account NAME]`: the computer seeks a stranger through the same requests a player's
//! quick pairing makes, signed in as NAME (its password in `PYRAMID_BOT_PASSWORD`), and
//! plays the game it is paired into (docs/protocol.md).
#![forbid(unsafe_code)]

use pyramid_client::protocol::seeks::SeekRequest;
use pyramid_client::protocol::TimeControl;
use pyramid_games::ai::Level;

#[derive(Default)]
struct Seek {
    game: Option<String>,
    control: Option<TimeControl>,
    rated: bool,
    range: Option<i64>,
    account: Option<String>,
}

fn control(clock: &str) -> TimeControl {
    let parsed = clock.split_once('+').and_then(|(m, s)| Some((m.parse().ok()?, s.parse().ok()?)));
    let Some((minutes, increment)) = parsed else { fail(&format!("--clock '{clock}': expected MINUTES+SECONDS")) };
    TimeControl::Real { minutes, increment }
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mut positional, mut token, mut level, mut seed) = (Vec::new(), None, Level::Normal, 1u64);
    let mut seek = Seek::default();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned();
        let number = |what: &str| value.as_deref().and_then(|v| v.parse::<u32>().ok()).unwrap_or_else(|| fail(what));
        match args[i].as_str() {
            "--token" => token = value,
            "--level" => {
                level = match value.as_deref() {
                    Some("easy") => Level::Easy,
                    Some("normal") => Level::Normal,
                    Some("hard") => Level::Hard,
                    other => fail(&format!("--level '{}': expected easy, normal or hard", other.unwrap_or(""))),
                }
            }
            "--seed" => seed = number("--seed needs a number").into(),
            "--seek" => seek.game = value,
            "--clock" => seek.control = Some(control(value.as_deref().unwrap_or(""))),
            "--days" => seek.control = Some(TimeControl::Days { days: number("--days needs a number") }),
            "--range" => seek.range = Some(number("--range needs a number").into()),
            "--account" => seek.account = value,
            "--rated" => {
                seek.rated = true;
                i += 1;
                continue;
            }
            other => {
                positional.push(other.to_string());
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    let Some(link) = positional.first() else {
        fail("usage: pyramid-bot LINK [ID] [--token T] [--level L] [--seed N], or pyramid-bot SERVER --seek GAME …")
    };
    let played = match seek.game {
        Some(game) => {
            let mut http = pyramid_client::client::Http::new(link.trim_end_matches('/'));
            if let Some(name) = &seek.account {
                let password = std::env::var("PYRAMID_BOT_PASSWORD")
                    .unwrap_or_else(|_| fail("--account needs the password in PYRAMID_BOT_PASSWORD"));
                http.sign_in(name, &password).await.unwrap_or_else(|e| fail(&e));
            }
            let time_control = seek.control.unwrap_or_else(|| fail("--seek needs --clock M+S or --days D"));
            let request = SeekRequest { game, time_control, rated: seek.rated, range: seek.range, bots: None };
            pyramid_client::bot::seek_and_play(&http, &request, level, seed).await
        }
        None => {
            let (base, id) = pyramid_client::bot::parse_link(link, positional.get(1).map(String::as_str))
                .unwrap_or_else(|e| fail(&e));
            let token = token.or_else(|| pyramid_client::bot::link_token(link));
            pyramid_client::bot::play(&base, &id, token, level, seed).await
        }
    };
    match played {
        Ok(status) => println!("{status}"),
        Err(e) => {
            eprintln!("pyramid-bot: {e}");
            std::process::exit(1);
        }
    }
}

fn fail(message: &str) -> ! {
    eprintln!("pyramid-bot: {message}");
    std::process::exit(2);
}
