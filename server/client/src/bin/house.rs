//! `pyramid-house SERVER NAME --level easy|normal|hard|perfect [--games G,G…] [--data DIR]`: a
//! house bot (docs/lichess-api.md, "Nobody waits alone"): the bot account NAME, playing
//! through the lichess-compatible API alone. It signs itself up the first time and keeps
//! its password and token in DIR/NAME.json (default `data/house`); a `House-…` name is
//! signed up with the server's house key, `PYRAMID_HOUSE_KEY`. scripts/serve.sh
//! starts one per level beside the server, and starts it again if it ends.
#![forbid(unsafe_code)]

use pyramid_client::house::{run, House, Strength};

fn fail(message: &str) -> ! {
    eprintln!("pyramid-house: {message}");
    std::process::exit(2)
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut positional = Vec::new();
    let (mut level, mut games, mut data) = (None, None, std::path::PathBuf::from("data/house"));
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).cloned();
        match args[i].as_str() {
            "--level" => level = value.as_deref().and_then(|v| v.parse::<Strength>().ok()),
            "--games" => games = value.map(|v| v.split(',').map(str::to_string).collect::<Vec<_>>()),
            "--data" => data = value.map(Into::into).unwrap_or_else(|| fail("--data needs a folder")),
            other if other.starts_with("--") => fail(&format!("unknown option '{other}'")),
            other => {
                positional.push(other.to_string());
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    let [base, name] = positional.as_slice() else { fail("usage: pyramid-house SERVER NAME --level LEVEL") };
    let strength = level.unwrap_or_else(|| fail("--level easy, normal, hard or perfect"));
    let games = games.unwrap_or_else(|| pyramid_games::games::GAME_NAMES.iter().map(|g| g.to_string()).collect());
    let house = House {
        base: base.trim_end_matches('/').to_string(),
        name: name.clone(),
        strength,
        games,
        file: data.join(format!("{name}.json")),
        key: std::env::var("PYRAMID_HOUSE_KEY").ok().filter(|k| !k.is_empty()),
    };
    if let Err(e) = run(house).await {
        fail(&e);
    }
}
