//! The `pyramid` command line: see `pyramid --help` and docs/engine.md.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = pyramid_games::cli::run(&args);
    print!("{}", out.stdout);
    if !out.stderr.is_empty() {
        eprintln!("{}", out.stderr);
    }
    std::process::exit(out.code);
}
