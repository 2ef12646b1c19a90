//! `pyramid-bot LINK [ID] [--token TOKEN] [--level easy|normal|hard] [--seed N]`: the
//! computer takes the free seat of an online game by its invite link (or the seat of
//! TOKEN, or of a seat's private link `…/#online/ID/TOKEN`) and plays it to the end
//! (docs/protocol.md).
#![forbid(unsafe_code)]

use pyramid_games::ai::Level;

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (mut positional, mut token, mut level, mut seed) = (Vec::new(), None, Level::Normal, 1u64);
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned();
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
            "--seed" => seed = value.and_then(|v| v.parse().ok()).unwrap_or_else(|| fail("--seed needs a number")),
            other => {
                positional.push(other.to_string());
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    let Some(link) = positional.first() else {
        fail("usage: pyramid-bot LINK [ID] [--token T] [--level L] [--seed N]")
    };
    let (base, id) =
        pyramid_server::bot::parse_link(link, positional.get(1).map(String::as_str)).unwrap_or_else(|e| fail(&e));
    let token = token.or_else(|| pyramid_server::bot::link_token(link));
    match pyramid_server::bot::play(&base, &id, token, level, seed).await {
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
