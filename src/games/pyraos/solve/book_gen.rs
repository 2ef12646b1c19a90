//! Making a [`super::book::Book`] from the full children's table (native only).
//!
//! The player follows a fixed strategy of perfect play (each move keeps the table's value:
//! the quickest win, the slowest loss) against every reply of the opponent, from the
//! start, as long as there are fewer spheres on the board than the limit. Among equally
//! good moves the strategy prefers one whose position is already a choice (another line
//! led there), else the one whose replies add the fewest new positions to the book
//! ([`Strategy::Greedy`]); [`Strategy::First`] takes the first best move of the class's
//! representative, as a plain measure.

use super::book::{ranked_moves, Book, Classes};
use super::index::level_sum;
use super::table::Table;
use super::{key_of, over, position, KeyMap};
use crate::game::{Game, Side};
use crate::games::pyraos::{board::TOP, Pyraos, Rules};
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    First,
    Greedy,
}

/// The positions a strategy reaches.
pub struct Generated {
    pub perfect: Side,
    pub limit: u32,
    /// The positions (canonical keys) with the player to move and fewer spheres than the
    /// limit, the game not over.
    pub nodes: Vec<u64>,
    /// The positions the player's moves lead to (canonical keys), the start among them
    /// when the player is Black.
    pub choices: Vec<u64>,
    /// The positions with the player to move and at least `limit` spheres that replies to
    /// the choices reach (where the exact search takes over).
    pub frontier: Vec<u64>,
    /// Whether the strategy was followed to the end (else it stopped past `max_nodes`).
    pub complete: bool,
}

pub fn children_rules() -> Rules {
    Rules { children: true, pass: false }
}

fn at(key: u64) -> Pyraos {
    at_rules(key, children_rules())
}

fn at_rules(key: u64, rules: Rules) -> Pyraos {
    position(key as u32, (key >> 32) as u32, rules)
}

/// Runs the strategy from the start.
pub fn generate(t: &Table, perfect: Side, limit: u32, strategy: Strategy) -> Generated {
    generate_with(children_rules(), &|q| t.value(q), perfect, limit, strategy, None, usize::MAX)
}

/// Runs the strategy `passes` times (at least once), each pass after the first preferring
/// the previous pass's choices among equally good moves; `report` hears each pass.
pub fn generate_passes(
    t: &Table,
    perfect: Side,
    limit: u32,
    strategy: Strategy,
    passes: u32,
    mut report: impl FnMut(u32, &Generated),
) -> Generated {
    let mut g = generate(t, perfect, limit, strategy);
    for pass in 1..passes {
        let keep: KeyMap<()> = g.choices.iter().map(|&k| (k, ())).collect();
        g = generate_with(children_rules(), &|q| t.value(q), perfect, limit, strategy, Some(&keep), usize::MAX);
        report(pass + 1, &g);
    }
    g
}

/// Runs the strategy from the start under `rules`, with the values of `value`; with
/// `prefer`, a best move to one of those positions comes before the greedy count.
pub(super) fn generate_with(
    rules: Rules,
    value: &dyn Fn(&Pyraos) -> Option<super::Value>,
    perfect: Side,
    limit: u32,
    strategy: Strategy,
    prefer: Option<&KeyMap<()>>,
    max_nodes: usize,
) -> Generated {
    let start = Pyraos::start(&rules.options()).expect("the start");
    let mut nodes = KeyMap::<()>::default();
    let mut choices = KeyMap::<()>::default();
    let mut frontier = KeyMap::<()>::default();
    let mut buckets: BTreeMap<(u32, u32), Vec<u64>> = BTreeMap::new();
    let chosen = |q: &Pyraos,
                  choices: &mut KeyMap<()>,
                  nodes: &mut KeyMap<()>,
                  frontier: &mut KeyMap<()>,
                  buckets: &mut BTreeMap<(u32, u32), Vec<u64>>| {
        if choices.insert(key_of(q), ()).is_some() || over(q).is_some() {
            return;
        }
        for mv in q.legal_move_list() {
            let mut r = *q;
            r.play_unchecked(&mv, &mut ());
            if over(&r).is_some() {
                continue;
            }
            let k = key_of(&r);
            let occ = r.occupied();
            if occ.count_ones() >= limit {
                frontier.insert(k, ());
            } else if nodes.insert(k, ()).is_none() {
                buckets.entry((occ.count_ones(), level_sum(occ))).or_default().push(k);
            }
        }
    };
    if perfect == Side::White {
        let k = key_of(&start);
        nodes.insert(k, ());
        buckets.entry((0, 0)).or_default().push(k);
    } else {
        chosen(&start, &mut choices, &mut nodes, &mut frontier, &mut buckets);
    }
    let mut best: Vec<(u64, Pyraos)> = Vec::new();
    let mut complete = true;
    while let Some((_, keys)) = buckets.pop_first() {
        if nodes.len() > max_nodes {
            complete = false;
            break;
        }
        for key in keys {
            let p = at_rules(key, rules);
            best.clear();
            let mut best_rank = i64::MIN;
            let mut top = false;
            for mv in p.legal_move_list() {
                let mut q = p;
                q.play_unchecked(&mv, &mut ());
                if q.occupied() & 1 << TOP != 0 {
                    top = true;
                    break;
                }
                let rank = value(&q).expect("the table covers it").before().rank();
                if rank > best_rank {
                    best_rank = rank;
                    best.clear();
                }
                if rank == best_rank {
                    best.push((key_of(&q), q));
                }
            }
            if top {
                // A win in one ply: the book plays it without a choice.
                continue;
            }
            let pick = match strategy {
                Strategy::First => best[0].1,
                Strategy::Greedy => match best
                    .iter()
                    .find(|b| choices.contains_key(&b.0))
                    .or_else(|| prefer.and_then(|keep| best.iter().find(|b| keep.contains_key(&b.0))))
                {
                    Some(b) => b.1,
                    None => best.iter().min_by_key(|b| new_replies(&b.1, &nodes, limit)).expect("a best move").1,
                },
            };
            chosen(&pick, &mut choices, &mut nodes, &mut frontier, &mut buckets);
        }
    }
    let sorted = |m: KeyMap<()>| {
        let mut v: Vec<u64> = m.into_keys().collect();
        v.sort_unstable();
        v
    };
    Generated { perfect, limit, nodes: sorted(nodes), choices: sorted(choices), frontier: sorted(frontier), complete }
}

/// How many new positions below the limit the replies to `q` would add.
fn new_replies(q: &Pyraos, nodes: &KeyMap<()>, limit: u32) -> usize {
    if over(q).is_some() {
        return 0;
    }
    let mut new: Vec<u64> = Vec::new();
    for mv in q.legal_move_list() {
        let mut r = *q;
        r.play_unchecked(&mv, &mut ());
        if over(&r).is_some() || r.occupied().count_ones() >= limit {
            continue;
        }
        let k = key_of(&r);
        if !nodes.contains_key(&k) {
            new.push(k);
        }
    }
    new.sort_unstable();
    new.dedup();
    new.len()
}

/// Per number of spheres on the board, how many keys.
pub fn by_spheres(keys: &[u64]) -> [u64; 31] {
    let mut out = [0; 31];
    for &k in keys {
        out[at(k).occupied().count_ones() as usize] += 1;
    }
    out
}

/// Prints a walk's nodes, choices and frontier by number of spheres (the measurements).
pub fn print_by_spheres(g: &Generated) {
    let (n, c, f) = (by_spheres(&g.nodes), by_spheres(&g.choices), by_spheres(&g.frontier));
    for s in 0..31 {
        if n[s] + c[s] + f[s] > 0 {
            println!("  {s:2} spheres: nodes {:9} choices {:9} frontier {:9}", n[s], c[s], f[s]);
        }
    }
}

/// The value (its rank, best highest) of each of `moves` from `p`, by the table; a move
/// that takes the top (not in the table) ranks above all.
fn move_ranks(t: &Table, p: &Pyraos, moves: &[(u64, super::Move)]) -> Vec<i64> {
    moves
        .iter()
        .map(|&(class, mv)| {
            if class == u64::MAX {
                return i64::MAX;
            }
            let mut q = *p;
            q.play_unchecked(&mv, &mut ());
            t.value(&q).expect("covered").before().rank()
        })
        .collect()
}

/// The choices' class numbers (sorted) and the exceptions (class number, rank of the
/// move) of a book for every node of `books` (one, or the two sides' books together).
pub fn finish(classes: &Classes, t: &Table, books: &[&Generated]) -> (Vec<u64>, Vec<(u64, u8)>) {
    let mut choices: Vec<u64> = books
        .iter()
        .flat_map(|g| g.choices.iter())
        .filter(|&&k| at(k).occupied() & 1 << TOP == 0)
        .map(|&k| classes.of(&at(k)))
        .collect();
    choices.sort_unstable();
    choices.dedup();
    let mut nodes: Vec<u64> = books.iter().flat_map(|g| g.nodes.iter().copied()).collect();
    nodes.sort_unstable();
    nodes.dedup();
    // The start follows no move of the opponent, so it is always listed.
    let start = key_of(&Pyraos::start(&children_rules().options()).expect("the start"));
    let mut exceptions = Vec::new();
    for &k in &nodes {
        let p = at(k);
        let moves = ranked_moves(classes, &p);
        if moves.last().is_some_and(|m| m.0 == u64::MAX) {
            continue;
        }
        let values = move_ranks(t, &p, &moves);
        let best = *values.iter().max().expect("a move");
        let rule = moves.iter().position(|m| choices.binary_search(&m.0).is_ok());
        if rule.is_some_and(|i| values[i] == best) && k != start {
            continue;
        }
        let take = (0..moves.len())
            .find(|&i| values[i] == best && choices.binary_search(&moves[i].0).is_ok())
            .or_else(|| values.iter().position(|&v| v == best))
            .expect("a best move");
        exceptions.push((classes.of(&p), take as u8));
    }
    exceptions.sort_unstable();
    exceptions.dedup();
    (choices, exceptions)
}

/// Checks a book against the table on every node of `books`, and that the frontier gets no
/// move: returns the number of positions checked.
pub fn verify(book: &Book, t: &Table, books: &[&Generated]) -> usize {
    let mut n = 0;
    for g in books {
        for &k in &g.nodes {
            let p = at(k);
            let mv = book.best_move(&p).unwrap_or_else(|| panic!("the book holds {}", p.to_text()));
            let mut q = p;
            q.play_unchecked(&mv, &mut ());
            let best = t.best_move(&p).expect("a best move").1;
            assert_eq!(t.value(&q).expect("covered").before(), best, "{}", p.to_text());
            n += 1;
        }
        for &k in &g.frontier {
            assert!(book.best_move(&at(k)).is_none());
        }
    }
    n
}

/// The books shipped in `www/books/` (see [`super::book::SHIPPED`]): per side, the greedy
/// strategy run twice (the second run prefers the first's choices) below
/// [`super::book::LIMIT`] spheres, finished, encoded and checked against the table on
/// every position it holds. Returns (file name, bytes) per side.
pub fn shipped_books(t: &Table, classes: &Classes) -> Vec<(&'static str, Vec<u8>)> {
    let limit = super::book::LIMIT;
    super::book::SHIPPED
        .iter()
        .map(|&(name, side, _, _)| {
            let g = generate_passes(t, side, limit, Strategy::Greedy, 2, |_, _| {});
            let (choices, exceptions) = finish(classes, t, &[&g]);
            let bytes = Book::encode(children_rules(), side.index() as u8, limit, &choices, &exceptions);
            let book = Book::parse(&bytes).expect("a book reads back");
            verify(&book, t, &[&g]);
            (name, bytes)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shipped books against the full table on positions of random games (both sides
    /// random) below the limit: every move they give keeps the table's value
    /// (`cargo test --release --lib -- --ignored shipped_books_against --nocapture`).
    #[test]
    #[ignore]
    fn shipped_books_against_the_table() {
        let t = table();
        let mut rng = crate::ai::rng::Rng::new(18);
        for (name, _, _, _) in super::super::book::SHIPPED {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("www").join("books").join(name);
            let book = Book::parse(&std::fs::read(path).expect("the book")).expect("a book");
            let (mut answered, mut refused) = (0, 0);
            for _ in 0..20_000 {
                let mut p = Pyraos::start(&children_rules().options()).expect("start");
                while over(&p).is_none() && p.occupied().count_ones() < book.limit {
                    match book.best_move(&p) {
                        Some(mv) => {
                            answered += 1;
                            let mut q = p;
                            q.play_unchecked(&mv, &mut ());
                            let best = t.best_move(&p).expect("a move").1;
                            assert_eq!(t.value(&q).expect("covered").before(), best, "{name}: {}", p.to_text());
                        }
                        None => refused += 1,
                    }
                    let moves = p.legal_move_list();
                    p.play_unchecked(&moves[rng.below(moves.len())], &mut ());
                }
            }
            println!("{name}: {answered} positions answered, all with a best move; {refused} refused");
        }
    }

    /// Writes the shipped books: `PYRAMID_SOLVE_TABLE=FILE cargo test --release --lib --
    /// --ignored write_perfect_books --nocapture` (into `www/books/`, or the folder
    /// `PYRAMID_BOOK_DIR` names), with their sizes and checksums.
    #[test]
    #[ignore]
    fn write_perfect_books() {
        let t = table();
        let classes = Classes::new();
        let dir = std::env::var_os("PYRAMID_BOOK_DIR")
            .map(std::path::PathBuf::from)
            .unwrap_or_else(|| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("www").join("books"));
        std::fs::create_dir_all(&dir).expect("the folder");
        for (name, bytes) in shipped_books(&t, &classes) {
            let book = Book::parse(&bytes).expect("reads back");
            let (c, e) = book.len();
            std::fs::write(dir.join(name), &bytes).expect("written");
            println!(
                "{name}: {} bytes, {c} choices, {e} exceptions, checksum {:#018x}",
                bytes.len(),
                super::super::book::checksum(&bytes)
            );
        }
    }

    fn table() -> Table {
        let path = std::env::var_os("PYRAMID_SOLVE_TABLE").expect("PYRAMID_SOLVE_TABLE names the children's table");
        Table::load(std::path::Path::new(&path)).expect("the children's table")
    }

    fn env_u32(name: &str, default: u32) -> u32 {
        std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
    }

    /// Book sizes per side and strategy (`PYRAMID_BOOK_LIMIT`, default 17; the files go to
    /// `PYRAMID_BOOK_DIR` if set), and with `PYRAMID_BOOK_TIME=N` the exact search's time on
    /// N nodes per number of spheres.
    #[test]
    #[ignore]
    fn measure_books() {
        let started = std::time::Instant::now();
        let t = table();
        let classes = Classes::new();
        eprintln!("table read in {:.1} s", started.elapsed().as_secs_f64());
        let limit = env_u32("PYRAMID_BOOK_LIMIT", 17);
        let time_n = env_u32("PYRAMID_BOOK_TIME", 0) as usize;
        let dir = std::env::var_os("PYRAMID_BOOK_DIR");
        let sides: Vec<Side> = match std::env::var("PYRAMID_BOOK_SIDE").as_deref() {
            Ok("white") => vec![Side::White],
            Ok("black") => vec![Side::Black],
            _ => vec![Side::Black, Side::White],
        };
        let strategies: Vec<Strategy> = match std::env::var("PYRAMID_BOOK_STRATEGY").as_deref() {
            Ok("first") => vec![Strategy::First],
            Ok("greedy") => vec![Strategy::Greedy],
            _ => vec![Strategy::First, Strategy::Greedy],
        };
        let passes = env_u32("PYRAMID_BOOK_PASSES", 1);
        for &perfect in &sides {
            for &strategy in &strategies {
                let s0 = std::time::Instant::now();
                let g = generate_passes(&t, perfect, limit, strategy, passes, |pass, g| {
                    println!("  pass {pass}: {} nodes, {} choices", g.nodes.len(), g.choices.len())
                });
                println!(
                    "{} {strategy:?} limit {limit}: {} nodes, {} choices, {} frontier ({:.1} s)",
                    perfect.name(),
                    g.nodes.len(),
                    g.choices.len(),
                    g.frontier.len(),
                    s0.elapsed().as_secs_f64()
                );
                print_by_spheres(&g);
                let s0 = std::time::Instant::now();
                let (choices, exceptions) = finish(&classes, &t, &[&g]);
                let bytes = Book::encode(children_rules(), perfect.index() as u8, limit, &choices, &exceptions);
                println!(
                    "  book: {} choices, {} exceptions, {} bytes ({:.1} s)",
                    choices.len(),
                    exceptions.len(),
                    bytes.len(),
                    s0.elapsed().as_secs_f64()
                );
                if let Some(dir) = &dir {
                    let name = format!("children-{}-{strategy:?}-{limit}.book", perfect.name()).to_lowercase();
                    std::fs::write(std::path::Path::new(dir).join(name), &bytes).expect("written");
                }
                if std::env::var_os("PYRAMID_BOOK_DIRECT").is_some() {
                    let direct = direct_encoding(&classes, &t, &g);
                    println!("  direct encoding (every position to move, a move rank each): {} bytes", direct.len());
                    if let Some(dir) = &dir {
                        let name = format!("direct-{}-{strategy:?}-{limit}.bin", perfect.name()).to_lowercase();
                        std::fs::write(std::path::Path::new(dir).join(name), &direct).expect("written");
                    }
                }
                let s0 = std::time::Instant::now();
                let book = Book::parse(&bytes).expect("reads back");
                println!("  verified {} nodes ({:.1} s)", verify(&book, &t, &[&g]), s0.elapsed().as_secs_f64());
                if time_n > 0 && strategy == Strategy::Greedy {
                    time_exact(&g, time_n, children_rules(), 50_000_000);
                }
            }
        }
    }

    /// The plain alternative to a book of choices, for its size: the class numbers of
    /// every position to move (gaps, LEB128), then one byte each, the rank of a best move
    /// among its moves' classes.
    fn direct_encoding(classes: &Classes, t: &Table, g: &Generated) -> Vec<u8> {
        let mut rows: Vec<(u64, u8)> = g
            .nodes
            .iter()
            .map(|&k| {
                let p = at(k);
                let values = move_ranks(t, &p, &ranked_moves(classes, &p));
                let best = *values.iter().max().expect("a move");
                (classes.of(&p), values.iter().position(|&v| v == best).expect("best") as u8)
            })
            .collect();
        rows.sort_unstable();
        let keys: Vec<u64> = rows.iter().map(|r| r.0).collect();
        let mut out = Book::encode(children_rules(), 0, g.limit, &keys, &[]);
        out.extend(rows.iter().map(|r| r.1));
        out
    }

    /// Under the standard rules: the positions a greedy strategy reaches below
    /// `PYRAMID_BOOK_LIMIT` spheres, from the complete analysis in the file
    /// `PYRAMID_SOLVE_STANDARD_TABLE` names, and the exact search's time (within 4 million
    /// positions) on `PYRAMID_BOOK_TIME` positions per number of spheres.
    #[test]
    #[ignore]
    fn measure_standard_books() {
        let path = std::env::var_os("PYRAMID_SOLVE_STANDARD_TABLE").expect("PYRAMID_SOLVE_STANDARD_TABLE");
        let rules = Rules { children: false, pass: false };
        let s = super::super::standard::Standard::load(std::path::Path::new(&path), rules).expect("the standard table");
        assert!(s.complete);
        let limit = env_u32("PYRAMID_BOOK_LIMIT", 17);
        let time_n = env_u32("PYRAMID_BOOK_TIME", 0) as usize;
        for perfect in [Side::Black, Side::White] {
            let s0 = std::time::Instant::now();
            let max = env_u32("PYRAMID_BOOK_MAX_NODES", 5_000_000) as usize;
            let strategy = match std::env::var("PYRAMID_BOOK_STRATEGY").as_deref() {
                Ok("first") => Strategy::First,
                _ => Strategy::Greedy,
            };
            let g = generate_with(rules, &|q| s.position_value(q), perfect, limit, strategy, None, max);
            println!(
                "standard {} {strategy:?} limit {limit} (complete: {}): {} nodes, {} choices, {} frontier ({:.1} s)",
                perfect.name(),
                g.complete,
                g.nodes.len(),
                g.choices.len(),
                g.frontier.len(),
                s0.elapsed().as_secs_f64()
            );
            print_by_spheres(&g);
            if time_n > 0 {
                time_exact(&g, time_n, rules, env_u32("PYRAMID_BOOK_BUDGET", 4_000_000) as usize);
            }
        }
    }

    /// The exact search's time for a best move on `n` nodes and frontier positions per
    /// number of spheres (every k-th key).
    /// (The frontier, then the positions below the limit, within `budget`.)
    fn time_exact(g: &Generated, n: usize, rules: Rules, budget: usize) {
        let mut all: Vec<u64> = g.nodes.iter().chain(&g.frontier).copied().collect();
        all.sort_by_key(|&k| (at(k).occupied().count_ones(), k));
        for s in env_u32("PYRAMID_BOOK_TIME_FROM", 15)..=g.limit + 2 {
            let keys: Vec<u64> = all.iter().copied().filter(|&k| at(k).occupied().count_ones() == s).collect();
            if keys.is_empty() {
                continue;
            }
            let step = keys.len().checked_div(n).unwrap_or(0).max(1);
            let (mut worst, mut sum, mut count, mut failed, mut slowest) = (0.0f64, 0.0, 0, 0, keys[0]);
            for &k in keys.iter().step_by(step).take(n) {
                let p = at_rules(k, rules);
                let s0 = std::time::Instant::now();
                if super::super::best_move(&p, budget).is_none() {
                    failed += 1;
                }
                let e = s0.elapsed().as_secs_f64();
                if e > worst {
                    worst = e;
                    slowest = k;
                }
                sum += e;
                count += 1;
            }
            let p = at_rules(slowest, rules);
            let again: Vec<String> = (0..3)
                .map(|_| {
                    let s0 = std::time::Instant::now();
                    super::super::best_move(&p, budget);
                    format!("{:.3}", s0.elapsed().as_secs_f64())
                })
                .collect();
            println!(
                "  exact best move, {s} spheres: {count} of {} positions, mean {:.3} s, worst {worst:.3} s, {failed} past the budget; the slowest again: {} s ({})",
                keys.len(),
                sum / count as f64,
                again.join(", "),
                p.to_text()
            );
        }
    }
}
