//! `pyramid-puzzles`: puzzles from the computer's games against itself, proved by the
//! engine, and a check of a puzzle file (www/puzzles/README.md).
//!
//! ```sh
//! pyramid-puzzles GAME --games N --out FILE [--seed S] [--max-moves K] [--scan P]
//!                 [--nodes N] [--exact N] [--want N] [--cap N] [--option KEY=VALUE]…
//! pyramid-puzzles --verify FILE…
//! pyramid-puzzles --filter IN OUT    # keeps the puzzles that verify, once each, renumbered
//! ```
//! Native only: in a wasm build (the browser tests build every target) it does nothing.

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main()
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use pyramid_games::game::Options;
    use pyramid_games::puzzle::generate::{generate, Report, Settings};
    use pyramid_games::puzzle::{parse_file, start_class, verify, Limits, Puzzle};
    use std::time::Instant;

    const USAGE: &str = "usage: pyramid-puzzles GAME --games N --out FILE [--seed S] [--max-moves K] [--scan P] \
    [--nodes N] [--exact N] [--want N] [--cap N] [--option KEY=VALUE]…\n       pyramid-puzzles --verify FILE…\n       pyramid-puzzles --filter IN OUT";

    pub fn main() {
        let args: Vec<String> = std::env::args().skip(1).collect();
        if let Err(message) = run(&args) {
            eprintln!("pyramid-puzzles: {message}");
            std::process::exit(if message.starts_with("usage") { 2 } else { 1 });
        }
    }

    fn run(args: &[String]) -> Result<(), String> {
        match args.first().map(String::as_str) {
            None | Some("--help") | Some("-h") => Err(USAGE.to_string()),
            Some("--verify") => verify_files(&args[1..]),
            Some("--filter") => match &args[1..] {
                [input, output] => filter(input, output),
                _ => Err(USAGE.to_string()),
            },
            Some(game) => make(game, &args[1..]),
        }
    }

    fn verify_files(files: &[String]) -> Result<(), String> {
        if files.is_empty() {
            return Err(USAGE.to_string());
        }
        let mut failed = 0;
        for file in files {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            let puzzles = parse_file(&text).map_err(|e| format!("{file}: {e}"))?;
            let clock = Instant::now();
            for p in &puzzles {
                if let Err(e) = verify(p, Limits::default()) {
                    eprintln!("{file}: {}: {e}", p.id);
                    failed += 1;
                }
            }
            println!("{file}: {} puzzles checked in {:.1} s", puzzles.len(), clock.elapsed().as_secs_f64());
        }
        if failed > 0 {
            return Err(format!("{failed} puzzles failed"));
        }
        Ok(())
    }

    fn filter(input: &str, output: &str) -> Result<(), String> {
        let text = std::fs::read_to_string(input).map_err(|e| format!("{input}: {e}"))?;
        let puzzles = parse_file(&text).map_err(|e| format!("{input}: {e}"))?;
        let mut kept: Vec<Puzzle> = Vec::new();
        let mut classes = std::collections::HashSet::new();
        for p in puzzles {
            match verify(&p, Limits::default()).and_then(|_| start_class(&p)) {
                Ok(class) if classes.insert(class.clone()) => kept.push(p),
                Ok(_) => eprintln!("{}: a position seen before", p.id),
                Err(e) => eprintln!("{}: {e}", p.id),
            }
        }
        let mut out: String = text.lines().take_while(|l| l.starts_with('#')).map(|l| format!("{l}\n")).collect();
        out.push_str(&format!(
            "# kept {} after pyramid-puzzles --filter (each proved again, each position once)\n",
            kept.len()
        ));
        for (i, p) in kept.iter_mut().enumerate() {
            p.id = format!("{}-{:04}", p.game, i + 1);
            out.push_str(&p.to_line());
            out.push('\n');
        }
        std::fs::write(output, out).map_err(|e| format!("{output}: {e}"))?;
        println!("{output}: {} puzzles", kept.len());
        Ok(())
    }

    fn make(game: &str, args: &[String]) -> Result<(), String> {
        let mut settings = Settings {
            games: 100,
            seed: 1,
            max_solver_moves: 8,
            scan: 20,
            cap: 400,
            limits: Limits { nodes: 2_000_000, exact: 4_000_000 },
            want: usize::MAX,
        };
        let mut options = Options::new();
        let mut out = None;
        let mut i = 0;
        while i < args.len() {
            let value = args.get(i + 1).ok_or_else(|| format!("usage: '{}' needs a value", args[i]))?;
            let number =
                || value.parse::<u64>().map_err(|_| format!("'{}': expected a whole number, got '{value}'", args[i]));
            match args[i].as_str() {
                "--games" => settings.games = number()? as usize,
                "--seed" => settings.seed = number()?,
                "--max-moves" => settings.max_solver_moves = (number()? as usize).clamp(2, 8),
                "--scan" => settings.scan = number()? as usize,
                "--nodes" => settings.limits.nodes = number()?,
                "--exact" => settings.limits.exact = number()? as usize,
                "--want" => settings.want = number()? as usize,
                "--cap" => settings.cap = number()? as usize,
                "--out" => out = Some(value.clone()),
                "--option" => options.set_pair(value).map_err(|e| e.to_string())?,
                other => return Err(format!("usage: unknown flag '{other}'")),
            }
            i += 2;
        }
        let out = out.ok_or("usage: --out FILE is required")?;
        let clock = Instant::now();
        let header = |r: &Report| {
            format!(
                "# {game} puzzles: {} from {} games of the computer against itself (pyramid-puzzles, seed {}, {:.0} s).\n\
                 # id | game | options | position before | last move | solution | solver moves | themes | rating\n",
                r.puzzles.len(),
                r.games,
                settings.seed,
                clock.elapsed().as_secs_f64()
            )
        };
        // The file is written after every game, so a long run stopped early keeps its puzzles.
        let write = |r: &Report| {
            let mut text = header(r);
            for p in &r.puzzles {
                text.push_str(&p.to_line());
                text.push('\n');
            }
            std::fs::write(&out, text).map_err(|e| format!("{out}: {e}"))
        };
        let mut failed = None;
        let report = generate(game, &options, &settings, &mut |r| {
            eprintln!(
                "{:.0} s: {} games, {} positions, {} puzzles ({} duplicates, {} not unique, {} too long or short, {} too hard)",
                clock.elapsed().as_secs_f64(),
                r.games,
                r.positions,
                r.puzzles.len(),
                r.duplicates,
                r.not_unique,
                r.wrong_length,
                r.too_hard
            );
            if let Err(e) = write(r) {
                failed = Some(e);
            }
        })
        .map_err(|e| e.to_string())?;
        if let Some(e) = failed {
            return Err(e);
        }
        write(&report)?;
        println!("{}: {} puzzles", out, report.puzzles.len());
        Ok(())
    }
}
