//! The solvers against plain exhaustive search, and against themselves under the board's
//! symmetries and the colour swap.

use super::super::SPHERES;
use super::index::{transform, Shapes, SYMMETRIES};
use super::*;
use crate::ai::rng::Rng;
use crate::game::Options;

fn rules(children: bool, pass: bool) -> Rules {
    Rules { children, pass }
}

/// A random position with `spheres` on the board (top empty), at most 15 a colour,
/// White to move: spheres dropped one by one on random supported cells.
fn random_position(rules: Rules, spheres: usize, rng: &mut Rng) -> Pyraos {
    use super::super::board::{cells, supported_empty, TOP};
    let mut own = [0, 0];
    for _ in 0..spheres.min(29) {
        let open: Vec<u8> = cells(supported_empty(own[0] | own[1]) & !(1 << TOP)).collect();
        let c = open[rng.below(open.len())];
        let mut side = rng.below(2);
        if own[side].count_ones() == SPHERES {
            side = 1 - side;
        }
        own[side] |= 1 << c;
    }
    position(own[0], own[1], rules)
}

/// Whether the side to move can force a win within `d` plies (plain search, no memory).
fn win_within(p: &Pyraos, d: u32) -> bool {
    match over(p) {
        Some(v) => matches!(v, Value::Win(_)),
        None => {
            d > 0
                && p.legal_move_list().iter().any(|mv| {
                    let mut q = *p;
                    q.play_unchecked(mv, &mut ());
                    loss_within(&q, d - 1)
                })
        }
    }
}

/// Whether the side to move loses within `d` plies whatever it plays.
fn loss_within(p: &Pyraos, d: u32) -> bool {
    match over(p) {
        Some(v) => matches!(v, Value::Loss(_)),
        None => {
            d > 0
                && p.legal_move_list().iter().all(|mv| {
                    let mut q = *p;
                    q.play_unchecked(mv, &mut ());
                    win_within(&q, d - 1)
                })
        }
    }
}

/// Checks a value against plain search: the result within its plies and not sooner; a
/// draw neither won nor lost within `horizon` plies.
fn check_exhaustively(p: &Pyraos, v: Value, horizon: u32) {
    let text = p.to_text();
    match v {
        Value::Win(n) => {
            assert!(win_within(p, n), "{text}: no win in {n}");
            assert!(n < 2 || !win_within(p, n - 2), "{text}: a win sooner than {n}");
        }
        Value::Loss(n) => {
            assert!(loss_within(p, n), "{text}: not lost in {n}");
            assert!(n < 2 || !loss_within(p, n - 2), "{text}: lost sooner than {n}");
            assert!(!win_within(p, n.max(1) + 1), "{text}: a win after all");
        }
        Value::Draw => {
            assert!(!win_within(p, horizon) && !loss_within(p, horizon), "{text}: decided within {horizon}");
        }
    }
}

/// The position with the colours swapped (and so the side to move).
fn swapped(p: &Pyraos) -> Pyraos {
    Pyraos { spheres: [p.spheres[1], p.spheres[0]], side: p.side.other(), rules: p.rules }
}

fn mapped(p: &Pyraos, s: usize) -> Pyraos {
    Pyraos { spheres: [transform(s, p.spheres[0]), transform(s, p.spheres[1])], side: p.side, rules: p.rules }
}

/// Random positions near the end whose reachable set is small, with their values.
fn late_positions(rules: Rules, count: usize, spheres: std::ops::Range<usize>, seed: u64) -> Vec<(Pyraos, Value)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count {
        tries += 1;
        assert!(tries < 100 * count, "too few small positions");
        let n = spheres.start + rng.below(spheres.len());
        let p = random_position(rules, n, &mut rng);
        let v = over(&p).or_else(|| search(&p, 20_000).and_then(|s| s.value(&p)));
        if let Some(v) = v {
            out.push((p, v));
        }
    }
    out
}

#[test]
fn values_read_as_the_contract_says() {
    assert_eq!(Value::Loss(40).describe(Side::White), "black wins in 40");
    assert_eq!(Value::Win(3).describe(Side::Black), "black wins in 3");
    assert_eq!(Value::Draw.describe(Side::White), "draw");
    assert_eq!(Value::Loss(4).before(), Value::Win(5));
    assert_eq!(Value::from_plies(7), Value::Win(7));
    assert_eq!(Value::from_plies(0), Value::Loss(0));
    assert!(Value::Win(3).rank() > Value::Win(5).rank());
    assert!(Value::Win(99).rank() > Value::Draw.rank());
    assert!(Value::Loss(8).rank() > Value::Loss(2).rank());
    assert!(Value::Draw.rank() > Value::Loss(99).rank());
}

#[test]
fn over_positions_are_worth_nothing_more() {
    let p = Pyraos::parse("w W:1a1 B:", &Options::new()).unwrap();
    let full: Vec<String> = (0..30).map(super::super::board::name).collect();
    let white = full[..15].join(",");
    let black = full[15..].join(",");
    let q = Pyraos::parse(&format!("w W:{white} B:{black}"), &Options::new()).unwrap();
    assert_eq!(value(&q, 10), Some(Value::Loss(0)));
    assert_eq!(value(&swapped(&q), 10), Some(Value::Loss(0)));
    assert_eq!(value(&p, 10), None, "the budget is kept");
}

#[test]
fn the_last_sphere_wins() {
    // White has one sphere left and the top is free: it wins at once; Black to move
    // with its own last sphere wins too.
    let o = Options::new();
    let cells: Vec<String> = (0..29).map(super::super::board::name).collect();
    let p = Pyraos::parse(&format!("w W:{} B:{}", cells[..14].join(","), cells[14..].join(",")), &o).unwrap();
    assert_eq!(value(&p, 100), Some(Value::Win(1)));
    let (mv, v) = best_move(&p, 100).unwrap();
    assert_eq!((p.move_text(&mv), v), ("4a1".to_string(), Value::Win(1)));
}

#[test]
fn search_agrees_with_plain_search_under_each_rule() {
    for (r, spheres) in [
        (rules(true, false), 23..30),
        (rules(false, false), 25..30),
        (rules(true, true), 23..30),
        (rules(false, true), 25..30),
    ] {
        for (p, v) in late_positions(r, 12, spheres, 7) {
            check_exhaustively(&p, v, 5);
            assert_eq!(value(&p, 1_000_000), Some(v), "{}", p.to_text());
        }
    }
}

#[test]
fn values_do_not_change_under_symmetries_or_the_colour_swap() {
    for r in [rules(true, false), rules(false, false)] {
        for (p, v) in late_positions(r, 6, 24..30, 11) {
            for s in 0..SYMMETRIES {
                let q = mapped(&p, s);
                assert_eq!(q.legal_move_list().len(), p.legal_move_list().len());
                assert_eq!(value(&q, 20_000), Some(v), "{} under symmetry {s}", p.to_text());
                assert_eq!(value(&swapped(&q), 20_000), Some(v), "{} swapped", p.to_text());
            }
        }
    }
}

#[test]
fn move_values_lead_to_the_value() {
    for r in [rules(true, false), rules(false, false)] {
        for (p, v) in late_positions(r, 12, 24..30, 5) {
            if over(&p).is_some() {
                assert_eq!(best_move(&p, 10), None);
                continue;
            }
            let moves = move_values(&p, 20_000).unwrap();
            assert_eq!(moves.len(), p.legal_move_list().len());
            let (mv, best) = best_move(&p, 20_000).unwrap();
            assert_eq!(best, v, "{}", p.to_text());
            assert!(moves.contains(&(mv, v)));
            assert!(moves.iter().all(|&(_, w)| w.rank() <= v.rank()));
        }
    }
}

#[test]
fn the_fast_move_generator_agrees_with_the_rules() {
    // The table's generator, fed the exact values of the successors, gives the value.
    let shapes = Shapes::new();
    let r = rules(true, false);
    for (p, v) in late_positions(r, 20, 23..30, 3) {
        let solved = search(&p, 20_000).unwrap();
        let (m, o) = relative(&p);
        let lookup = |m: Bits, o: Bits| {
            let q = position(m, o, r);
            let v = over(&q).or_else(|| solved.value(&q)).expect("a successor");
            v.plies().expect("no draws under children") as u8
        };
        assert_eq!(Value::from_plies(table::plies_from(&shapes, m, o, lookup) as u32), v, "{}", p.to_text());
    }
}

#[test]
fn the_table_index_sends_each_class_to_places_of_its_own() {
    // A shape with symmetries of its own keeps a value for each of its colourings, so the
    // images of a position may have different places, but never another class's.
    let t = table::Table::layout();
    let mut rng = Rng::new(1);
    let mut owner = HashMap::new();
    for _ in 0..300 {
        let n = rng.below(30);
        let p = random_position(rules(true, false), n, &mut rng);
        let (m, o) = relative(&p);
        let class = index::canonical_key(m, o);
        for s in 0..SYMMETRIES {
            let i = t.index(transform(s, m), transform(s, o));
            assert!((i as u64) < t.positions());
            assert_eq!(*owner.entry(i).or_insert(class), class, "{}", p.to_text());
        }
    }
}

/// The table against the exact search on random positions: the full children's table
/// if the file `PYRAMID_SOLVE_TABLE` names holds it, else a table solved from 26 spheres
/// up (`cargo test --release -- --ignored table_agrees --nocapture`).
#[test]
#[ignore]
fn the_table_agrees_with_the_search() {
    let path = std::env::var_os("PYRAMID_SOLVE_TABLE").map(std::path::PathBuf::from);
    let t = match path.as_deref().map(table::Table::load) {
        Some(Ok(t)) => t,
        _ => table::Table::layout().solve(26, &mut |_, _, _| {}),
    };
    let from = (0..30).find(|&n| t.covers(n)).expect("a solved table");
    let r = rules(true, false);
    let mut rng = Rng::new(9);
    let mut checked = std::collections::BTreeMap::new();
    let mut tries = 0;
    while checked.values().sum::<usize>() < 2000 && tries < 20_000 {
        tries += 1;
        let n = (from as usize).max(19) + rng.below(30 - (from as usize).max(19));
        let p = random_position(r, n, &mut rng);
        let Some(v) = value(&p, 300_000) else { continue };
        assert_eq!(t.value(&p), Some(v), "{}", p.to_text());
        for s in 0..SYMMETRIES {
            assert_eq!(t.value(&swapped(&mapped(&p, s))), Some(v), "{}", p.to_text());
        }
        *checked.entry(p.occupied().count_ones()).or_insert(0usize) += 1;
    }
    println!("positions checked, by spheres on the board: {checked:?}");
    assert!(checked.values().sum::<usize>() >= 1000);
}

/// More random positions against plain search (`cargo test --release -- --ignored`).
#[test]
#[ignore]
fn search_agrees_with_plain_search_on_many_positions() {
    for (r, spheres) in [(rules(true, false), 21..30), (rules(false, false), 23..30), (rules(false, true), 23..30)] {
        for (p, v) in late_positions(r, 300, spheres, 42) {
            check_exhaustively(&p, v, 7);
            assert_eq!(value(&p, 1_000_000), Some(v), "{}", p.to_text());
        }
    }
}

/// Every setting of the rules.
const ALL_RULES: [Rules; 4] = [
    Rules { children: false, pass: false },
    Rules { children: false, pass: true },
    Rules { children: true, pass: false },
    Rules { children: true, pass: true },
];

#[test]
fn the_fast_generator_makes_the_moves_of_the_rules() {
    let shapes = Shapes::new();
    for r in ALL_RULES {
        let mut rng = Rng::new(17);
        let mut passes = 0;
        for _ in 0..400 {
            let n = 8 + rng.below(22);
            let p = random_position(r, n, &mut rng);
            if p.end().is_some() {
                continue;
            }
            let mut expected: Vec<(Bits, Bits)> = Vec::new();
            let mut top = false;
            for mv in p.legal_move_list() {
                let mut q = p;
                q.play_unchecked(&mv, &mut ());
                passes += (mv == Move::Pass) as usize;
                if q.end().is_some() && q.occupied() & 1 << super::super::board::TOP != 0 {
                    top = true;
                } else {
                    expected.push(relative(&q));
                }
            }
            let mut got = Vec::new();
            let (m, o) = relative(&p);
            assert_eq!(table::successors(&shapes, r, m, o, |a, b| got.push((a, b))), top);
            assert_eq!(table::must_pass(&shapes, m, o), passes_only(&p), "{}", p.to_text());
            expected.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, expected, "{} under {:?}", p.to_text(), r);
        }
        assert_eq!(passes > 0, r.pass, "{r:?}: {passes} passes");
    }
}

/// Whether a position's only move is a pass.
fn passes_only(p: &Pyraos) -> bool {
    p.legal_move_list() == [Move::Pass]
}

/// The first pass of a full retrograde analysis under the standard rules, measured on
/// the positions with 22 spheres (`cargo test --release -- --ignored standard_pass
/// --nocapture`).
#[test]
#[ignore]
fn measure_the_standard_pass() {
    let t = table::Table::layout();
    for n in [22, 16] {
        let (positions, moves, seconds) = t.measure_standard_pass(n);
        println!(
            "{n} spheres: {positions} positions, {moves} moves, {seconds:.1} s: {:.2} M positions/s, {:.1} moves each",
            positions as f64 / seconds / 1e6,
            moves as f64 / positions as f64
        );
    }
}

/// How far the exact search reaches: per number of spheres on the board, how many of 20
/// random positions it solves within a budget of a million positions, and how long
/// that takes (`cargo test --release -- --ignored search_reach --nocapture`).
#[test]
#[ignore]
fn measure_the_search_reach() {
    for r in [rules(true, false), rules(false, false)] {
        let mut rng = Rng::new(23);
        for n in (12..30).rev() {
            let started = std::time::Instant::now();
            let mut solved = 0;
            let mut slowest = 0f64;
            for _ in 0..20 {
                let p = random_position(r, n, &mut rng);
                let t = std::time::Instant::now();
                solved += value(&p, 1_000_000).is_some() as usize;
                slowest = slowest.max(t.elapsed().as_secs_f64());
            }
            println!(
                "{} {n} spheres: {solved}/20 solved within 1M positions, {:.2} s each on average, {slowest:.2} s at most",
                if r.children { "children" } else { "standard" },
                started.elapsed().as_secs_f64() / 20.0
            );
            if solved == 0 {
                break;
            }
        }
    }
}

/// The same first pass over every position of the table (about an hour on two cores:
/// `cargo test --release -- --ignored full_standard_pass --nocapture`).
#[test]
#[ignore]
fn measure_the_full_standard_pass() {
    let t = table::Table::layout();
    let (mut positions, mut moves, mut seconds) = (0, 0, 0.0);
    for n in (0..30).rev() {
        let (p, m, s) = t.measure_standard_pass(n);
        println!("{n} spheres: {p} positions, {m} moves, {s:.1} s");
        positions += p;
        moves += m;
        seconds += s;
    }
    println!("all: {positions} positions, {moves} moves, {seconds:.1} s");
}

#[test]
fn analysis_speaks_in_notation() {
    let o = Options::new();
    let cells: Vec<String> = (0..29).map(super::super::board::name).collect();
    let text = format!("w W:{} B:{}", cells[..14].join(","), cells[14..].join(","));
    let a = analyse(&text, &o, 1000).unwrap().unwrap();
    assert_eq!((a.value, a.side, a.text.as_str()), (Value::Win(1), "white", "white wins in 1"));
    assert_eq!(a.best.as_deref(), Some("4a1"));
    assert_eq!(a.moves, vec![("4a1".to_string(), Value::Win(1))]);
    let over = format!("b W:{} B:{}", cells[..14].join(","), cells[14..].join(","));
    let a = analyse(&over, &o, 1000).unwrap().unwrap();
    assert_eq!((a.value, a.best, a.moves.len()), (Value::Loss(0), None, 0));
    assert_eq!(analyse("w W: B:", &o, 1000), Ok(None));
    assert!(analyse("w W:9z9 B:", &o, 1000).is_err());
}

#[test]
fn alpha_beta_agrees_with_the_search_under_children_rules() {
    let r = rules(true, false);
    for (p, v) in late_positions(r, 16, 21..30, 13) {
        let mut dag = dag::Dag::new(r, 1_000_000);
        assert_eq!(dag.value(&p), Some(v), "{}", p.to_text());
        for s in [1, 6] {
            assert_eq!(dag.value(&swapped(&mapped(&p, s))), Some(v), "{} image {s}", p.to_text());
        }
    }
}

/// How far alpha-beta reaches under the children's rules, per number of spheres, and
/// (with the full table in `PYRAMID_SOLVE_TABLE`) that it agrees with the table
/// (`cargo test --release -- --ignored alpha_beta_reach --nocapture`).
#[test]
#[ignore]
fn measure_the_alpha_beta_reach() {
    let path = std::env::var_os("PYRAMID_SOLVE_TABLE").map(std::path::PathBuf::from);
    let t = path.as_deref().and_then(|p| table::Table::load(p).ok());
    let r = rules(true, false);
    let mut rng = Rng::new(29);
    for n in (6..24).rev() {
        let started = std::time::Instant::now();
        let (mut solved, mut slowest, mut visits) = (0, 0f64, 0);
        for _ in 0..20 {
            let p = random_position(r, n, &mut rng);
            let t0 = std::time::Instant::now();
            let mut dag = dag::Dag::new(r, 1_000_000);
            if let Some(v) = dag.value(&p) {
                solved += 1;
                if let Some(t) = &t {
                    assert_eq!(t.value(&p), Some(v), "{}", p.to_text());
                }
            }
            visits += dag.visits;
            slowest = slowest.max(t0.elapsed().as_secs_f64());
        }
        println!(
            "{n} spheres: {solved}/20 solved within 1M positions, {} visited on average, {:.2} s each on average, {slowest:.2} s at most",
            visits / 20,
            started.elapsed().as_secs_f64() / 20.0
        );
        if solved == 0 {
            break;
        }
    }
}

/// Random positions under `rules` with 0–29 spheres, game not over.
fn positions_under(rules: Rules, count: usize, seed: u64) -> Vec<Pyraos> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let n = rng.below(30);
        let p = random_position(rules, n, &mut rng);
        if p.end().is_none() {
            out.push(p);
        }
    }
    out
}

#[test]
fn every_move_is_undone_by_a_predecessor() {
    let shapes = Shapes::new();
    for r in ALL_RULES {
        let mut passes = 0;
        for p in positions_under(r, 400, 29) {
            let (m, o) = relative(&p);
            let mut seen = 0;
            table::successors(&shapes, r, m, o, |a, b| {
                let mut preds = Vec::new();
                standard::predecessors(&shapes, r, a, b, |x, y| preds.push((x, y)));
                assert!(
                    preds.contains(&(m, o)),
                    "{} under {r:?}: a move to {:?} not undone",
                    p.to_text(),
                    position(a, b, p.rules).to_text()
                );
                seen += 1;
            });
            assert!(seen > 0 || p.occupied().count_ones() == 29);
            passes += passes_only(&p) as usize;
        }
        assert_eq!(passes > 0, r.pass, "{r:?}: {passes} passes");
    }
}

#[test]
fn every_predecessor_moves_to_the_position() {
    use super::super::board::{all_supported, TOP};
    let shapes = Shapes::new();
    for r in ALL_RULES {
        let (mut total, mut passes) = (0, 0);
        for p in positions_under(r, 400, 31) {
            let (m, o) = relative(&p);
            standard::predecessors(&shapes, r, m, o, |a, b| {
                let q = position(a, b, p.rules);
                assert!(a & b == 0 && all_supported(a | b) && (a | b) & 1 << TOP == 0, "{}", q.to_text());
                assert!(a.count_ones() <= SPHERES && b.count_ones() <= SPHERES, "{}", q.to_text());
                assert!(q.end().is_none(), "{} is over", q.to_text());
                let mut found = false;
                table::successors(&shapes, r, a, b, |x, y| found |= (x, y) == (m, o));
                assert!(found, "{} does not move to {} under {r:?}", q.to_text(), p.to_text());
                // The rules' own moves, too.
                let reached = q.legal_move_list().iter().any(|mv| {
                    let mut t = q;
                    t.play_unchecked(mv, &mut ());
                    relative(&t) == (m, o)
                });
                assert!(reached, "{} does not move to {} under {r:?} by the rules", q.to_text(), p.to_text());
                passes += ((a, b) == (o, m) && passes_only(&q)) as usize;
                total += 1;
            });
        }
        assert!(total > 1000);
        assert_eq!(passes > 0, r.pass, "{r:?}: {passes} passes undone");
    }
}

#[test]
fn the_standard_index_gives_each_class_one_place() {
    let s = standard::Standard::layout(rules(false, false));
    let mut rng = Rng::new(5);
    let mut owner = HashMap::new();
    for _ in 0..2000 {
        let n = rng.below(30);
        let p = random_position(rules(false, false), n, &mut rng);
        let (m, o) = relative(&p);
        let class = index::canonical_key(m, o);
        let i = s.index(m, o);
        for g in 0..SYMMETRIES {
            assert_eq!(s.index(transform(g, m), transform(g, o)), i, "{}", p.to_text());
        }
        assert_eq!(*owner.entry(i).or_insert(class), class, "{}", p.to_text());
    }
}

/// A retrograde analysis's table under `r` (from the file `variable` names, complete or
/// not) against the exact search on random late positions, under the eight symmetries
/// and the colour swap, and its short values against plain search.
fn retrograde_table_agrees(variable: &str, r: Rules) {
    let path = std::env::var_os(variable).unwrap_or_else(|| panic!("{variable}"));
    let t = standard::Standard::load(std::path::Path::new(&path), r).expect("a table of these rules");
    let mut rng = Rng::new(13);
    let (mut checked, mut known, mut plain, mut passes) = (0, 0, 0, 0);
    for _ in 0..3000 {
        let n = 22 + rng.below(8);
        let p = random_position(r, n, &mut rng);
        if p.end().is_some() {
            continue;
        }
        let Some(v) = value(&p, 300_000) else { continue };
        checked += 1;
        passes += passes_only(&p) as usize;
        for s in 0..SYMMETRIES {
            let q = swapped(&mapped(&p, s));
            let (m, o) = relative(&q);
            match t.value(m, o) {
                Some(got) => assert_eq!(got, v, "{}", p.to_text()),
                None => assert!(v.plies().is_none_or(|n| n > t.within), "{}: {v} unknown", p.to_text()),
            }
        }
        let (m, o) = relative(&p);
        if let Some(got) = t.value(m, o) {
            known += 1;
            if got.plies().is_none_or(|n| n <= 7) && plain < 300 {
                check_exhaustively(&p, got, 5);
                plain += 1;
            }
        }
    }
    println!(
        "{checked} positions checked ({passes} that must pass), {known} known to the table (within {} plies), \
         {plain} against plain search",
        t.within
    );
    assert!(checked >= 500);
}

/// The standard table (`cargo test --release -- --ignored standard_table_agrees
/// --nocapture`, with `PYRAMID_SOLVE_STANDARD_TABLE`).
#[test]
#[ignore]
fn the_standard_table_agrees_with_the_search() {
    retrograde_table_agrees("PYRAMID_SOLVE_STANDARD_TABLE", rules(false, false));
}

/// The table of `removal=standard`, `pass=on` (`cargo test --release -- --ignored
/// pass_table_agrees --nocapture`, with `PYRAMID_SOLVE_STANDARD_PASS_TABLE`).
#[test]
#[ignore]
fn the_standard_pass_table_agrees_with_the_search() {
    retrograde_table_agrees("PYRAMID_SOLVE_STANDARD_PASS_TABLE", rules(false, true));
}

/// The table of `removal=children`, `pass=on` (with `PYRAMID_SOLVE_CHILDREN_PASS_TABLE`).
#[test]
#[ignore]
fn the_children_pass_table_agrees_with_the_search() {
    retrograde_table_agrees("PYRAMID_SOLVE_CHILDREN_PASS_TABLE", rules(true, true));
}

#[test]
fn hard_plays_exactly_once_the_solve_fits() {
    use crate::ai::Level;
    use crate::record::Record;
    for r in [rules(true, false), rules(false, false)] {
        for (p, v) in late_positions(r, 16, 22..29, 77) {
            if over(&p).is_some() {
                continue;
            }
            let mv = crate::ai::best_move(&Record::new(p), Level::Hard, 1, &mut |_| {}).expect("a move");
            let mut q = p;
            q.play_unchecked(&mv, &mut ());
            let after = over(&q).or_else(|| value(&q, 1_000_000)).expect("solved");
            assert_eq!(after.before(), v, "{}: {}", p.to_text(), p.move_text(&mv));
        }
    }
}

#[test]
fn verdicts_are_offered_by_the_games_that_solve() {
    use crate::ai::{verdict, verdict_available};
    let o = Options::new();
    assert!(verdict_available("pyraos"));
    for game in ["pyramida", "chase", "allmer", "chess"] {
        assert!(!verdict_available(game), "{game}");
    }
    assert_eq!(verdict("pyramida", &o, None, &[], 1000), Ok(None));
    assert!(verdict("chess", &o, None, &[], 1000).is_err());
    assert_eq!(verdict("pyraos", &o, None, &[], 1000), Ok(None), "the start is beyond a small budget");
    for r in [rules(true, false), rules(false, false)] {
        for (p, v) in late_positions(r, 10, 22..29, 5) {
            let text = p.to_text();
            let got = verdict("pyraos", &r.options(), Some(&text), &[], 100_000).unwrap().expect("solved");
            assert_eq!(got.value, v, "{text}");
            for (mv, mv_value) in &got.moves {
                let mut q = p;
                q.play_unchecked(&p.parse_move(mv).unwrap(), &mut ());
                assert_eq!(over(&q).or_else(|| value(&q, 100_000)).unwrap().before(), *mv_value, "{text} {mv}");
            }
        }
    }
}

#[test]
fn a_move_to_a_position_seen_twice_is_a_draw() {
    for (p, _) in late_positions(rules(false, false), 10, 22..29, 6) {
        if over(&p).is_some() {
            continue;
        }
        let Some(moves) = move_values(&p, 100_000) else { continue };
        let (mv, v) = moves[0];
        let mut q = p;
        q.play_unchecked(&mv, &mut ());
        let adjusted = after_repetitions(&p, moves.clone(), &[q.key(), q.key(), p.key()]);
        let expected = if q.end().is_some() { v } else { Value::Draw };
        assert_eq!(adjusted[0], (mv, expected), "{}", p.to_text());
        assert_eq!(adjusted[1..], moves[1..]);
    }
}

/// How many positions a book for a Perfect player under the children's rules would need:
/// the positions a game reaches ply by ply when Perfect plays the table's first best move
/// and the opponent tries every move (classes under the symmetries), with Perfect as
/// White and as Black, until the frontier passes 20 million. Needs the full table in the
/// file `PYRAMID_SOLVE_TABLE` names (`cargo test --release -- --ignored perfect_book
/// --nocapture`).
#[test]
#[ignore]
fn measure_the_perfect_book() {
    let path = std::env::var_os("PYRAMID_SOLVE_TABLE").expect("PYRAMID_SOLVE_TABLE");
    let t = table::Table::load(std::path::Path::new(&path)).expect("the children's table");
    let r = rules(true, false);
    for perfect in [Side::White, Side::Black] {
        let mut frontier: Vec<Pyraos> = vec![Pyraos::start(&r.options()).unwrap()];
        let mut total = 0usize;
        for ply in 0..40 {
            let mut next = KeyMap::<Pyraos>::default();
            for p in &frontier {
                if over(p).is_some() {
                    continue;
                }
                let moves =
                    if p.side == perfect { vec![t.best_move(p).expect("solved").0] } else { p.legal_move_list() };
                for mv in moves {
                    let mut q = *p;
                    q.play_unchecked(&mv, &mut ());
                    next.entry(key_of(&q)).or_insert(q);
                }
            }
            total += frontier.len();
            let spheres = frontier.iter().map(|p| p.occupied().count_ones()).max().unwrap_or(0);
            println!(
                "Perfect as {}: ply {ply}: {} positions (up to {spheres} spheres), {total} so far",
                perfect.name(),
                frontier.len()
            );
            if next.len() > 20_000_000 || next.is_empty() {
                println!("next ply: {} positions", next.len());
                break;
            }
            frontier = next.into_values().collect();
        }
    }
}

/// What hard's exact play costs: per number of spheres, on 10 random positions under
/// each removal rule, how many hard answers exactly and the longest time that took (or
/// the attempt before giving up), beside hard's plain search (`cargo test --release --
/// --ignored exact_hard --nocapture`).
#[test]
#[ignore]
fn measure_the_exact_hard() {
    use crate::ai::{search, Evaluate, Level};
    for r in [rules(true, false), rules(false, false)] {
        let mut rng = Rng::new(41);
        for n in (super::super::eval::exact_limits(r).0 - 1..29).rev() {
            let (mut exact, mut longest, mut searched) = (0, 0.0f64, 0.0f64);
            for _ in 0..10 {
                let p = random_position(r, n as usize, &mut rng);
                if p.end().is_some() {
                    continue;
                }
                let started = std::time::Instant::now();
                exact += p.exact_move(Level::Hard, &[p.key()]).is_some() as u32;
                longest = longest.max(started.elapsed().as_secs_f64());
                let started = std::time::Instant::now();
                search(&p, &[p.key()], Pyraos::budget(Level::Hard), 1, &mut |_| {});
                searched = searched.max(started.elapsed().as_secs_f64());
            }
            println!(
                "{} {n} spheres: exact {exact}/10, longest {longest:.2} s; hard's search at most {searched:.2} s",
                if r.children { "children" } else { "standard" }
            );
        }
    }
}

#[cfg(unix)]
mod on_disk {
    use super::*;

    // The tablebase on disk ([`disk::DiskTable`]). A real table file is 2.3 GB and its
    // smallest solve takes minutes, so the tests write synthetic ones: the header of a
    // complete table and, at the places the solvers' own index gives, the values the exact
    // search finds for everything reachable from a few late positions; the rest of the file
    // is a hole (a sparse file: a few MB on disk). The ignored tests check the real files.

    /// A file of `name` in the temporary folder, removed when dropped.
    struct TempFile(std::path::PathBuf);

    impl TempFile {
        fn new(name: &str) -> TempFile {
            TempFile(std::env::temp_dir().join(format!("pyraos-{}-{name}", std::process::id())))
        }
    }

    impl Drop for TempFile {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    /// A table file's header: the children's (`PYRAOS1C`, `number` the fewest spheres
    /// solved) or a retrograde analysis's (`number` the plies known, `complete`).
    fn table_header(rules: Rules, children_format: bool, entries: u64, number: u32, complete: bool) -> Vec<u8> {
        let mut h = if children_format { table::MAGIC.to_vec() } else { standard::magic(rules).to_vec() };
        h.extend_from_slice(&entries.to_le_bytes());
        h.extend_from_slice(&number.to_le_bytes());
        if !children_format {
            h.push(complete as u8);
        }
        h
    }

    /// Writes a complete table of `rules` (in the children's format or the retrograde
    /// analysis's) holding the values of `known` (side to move's spheres, opponent's, value;
    /// games not over) and nothing else.
    fn synthetic_table(path: &std::path::Path, rules: Rules, children_format: bool, known: &[(Bits, Bits, Value)]) {
        use std::os::unix::fs::FileExt;
        if !children_format {
            return disk::write_sparse(path, rules, known.iter().copied()).expect("written");
        }
        let classes = book::Classes::shared();
        let entries = classes.table.positions();
        let header = table_header(rules, true, entries, 0, true);
        let f = std::fs::File::create(path).expect("a temporary file");
        f.write_all_at(&header, 0).expect("written");
        let offset = header.len() as u64;
        f.set_len(offset + entries).expect("a sparse file");
        for &(m, o, v) in known {
            // Every colouring of the class has its entry.
            let plies = v.plies().expect("no draws under these rules") as u8;
            for s in 0..SYMMETRIES {
                let at = classes.table.index(transform(s, m), transform(s, o)) as u64;
                f.write_all_at(&[plies], offset + at).expect("written");
            }
        }
    }

    /// The exact search from random late positions under `rules` until `positions` are
    /// solved in all: the graphs.
    fn late_graphs(rules: Rules, positions: usize, seed: u64) -> Vec<Solved> {
        let mut rng = Rng::new(seed);
        let mut out: Vec<Solved> = Vec::new();
        let mut tries = 0;
        while out.iter().map(|s| s.len()).sum::<usize>() < positions {
            tries += 1;
            assert!(tries < 1000, "too few small positions");
            let p = random_position(rules, 25 + rng.below(4), &mut rng);
            if over(&p).is_some() {
                continue;
            }
            if let Some(s) = search(&p, 1500) {
                if s.len() > 50 {
                    out.push(s);
                }
            }
        }
        out
    }

    /// The positions of a graph (games not over) with their values.
    fn graph_positions(s: &Solved, rules: Rules) -> Vec<(Pyraos, Value)> {
        let mut out: Vec<(Pyraos, Value)> = s
            .keys
            .iter()
            .map(|(&k, &id)| (position(k as u32, (k >> 32) as u32, rules), s.values[id as usize]))
            .filter(|(p, _)| over(p).is_none())
            .collect();
        out.sort_by_key(|(p, _)| p.packed());
        out
    }

    /// Moves best first, as [`disk::DiskTable::move_values`] lists them.
    fn best_first(mut moves: Vec<(Move, Value)>) -> Vec<(Move, Value)> {
        crate::order::by_key(&mut moves, |&(_, v)| -v.rank());
        moves
    }

    #[test]
    fn the_disk_table_reads_what_the_search_found() {
        let cases = [
            ("children", rules(true, false), true),
            ("standard", rules(false, false), false),
            ("standard-pass", rules(false, true), false),
            ("children-pass", rules(true, true), false),
            ("children-retrograde", rules(true, false), false),
        ];
        let mut rng = Rng::new(31);
        for (i, (name, r, children_format)) in cases.into_iter().enumerate() {
            let graphs = late_graphs(r, 2500, 40 + i as u64);
            let known: Vec<(Bits, Bits, Value)> = graphs
                .iter()
                .flat_map(|s| graph_positions(s, r))
                .map(|(p, v)| (p.spheres(Side::White), p.spheres(Side::Black), v))
                .collect();
            let file = TempFile::new(&format!("{name}.table"));
            synthetic_table(&file.0, r, children_format, &known);
            let t = disk::DiskTable::open(&file.0).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(t.game_rules(), r);
            let (removal, pass) = t.rules();
            assert_eq!((removal == "children", pass == "on"), (r.children, r.pass));
            let (mut values, mut moves, mut draws) = (0, 0, 0);
            for s in &graphs {
                for (j, (p, v)) in graph_positions(s, r).into_iter().enumerate() {
                    let image = swapped(&mapped(&p, rng.below(SYMMETRIES)));
                    assert_eq!(t.value(&p), Ok(v), "{name}: {}", p.to_text());
                    assert_eq!(t.value(&image), Ok(v), "{name}: {}", image.to_text());
                    values += 1;
                    draws += (v == Value::Draw) as usize;
                    if j % 8 == 0 {
                        let want = best_first(values_of_moves(&p, |q| s.value(q)));
                        assert_eq!(t.move_values(&p).as_ref(), Ok(&want), "{name}: {}", p.to_text());
                        assert_eq!(t.answer(&p), Ok((v, want)), "{name}: {}", p.to_text());
                        moves += 1;
                    }
                }
            }
            println!("{name}: {values} values ({draws} draws) and {moves} positions' moves agree");
            assert!(values >= 1500);
        }
    }

    #[test]
    fn the_disk_table_answers_a_game_with_its_repetitions() {
        use crate::record::Record;
        let r = rules(false, false);
        let graphs = late_graphs(r, 500, 7);
        let file = TempFile::new("game.table");
        let known: Vec<(Bits, Bits, Value)> = graphs
            .iter()
            .flat_map(|s| graph_positions(s, r))
            .map(|(p, v)| (p.spheres(Side::White), p.spheres(Side::Black), v))
            .collect();
        synthetic_table(&file.0, r, false, &known);
        let t = disk::DiskTable::open(&file.0).expect("a complete table");
        for s in &graphs {
            let (p, _) = graph_positions(s, r)[0];
            let record = Record::new(p);
            let a = t.analyse_game(&record).expect("an answer");
            let want = analyse_game(&record, 100_000).expect("solved");
            assert_eq!((a.value, a.side, &a.text), (want.value, want.side, &want.text));
            // The same moves, best first, the best one among the solver's best.
            let mut sorted = want.moves.clone();
            crate::order::by_key(&mut sorted, |&(_, v)| -v.rank());
            assert_eq!(a.moves, sorted);
            assert_eq!(a.best.as_ref(), sorted.first().map(|(m, _)| m));
        }
    }

    #[test]
    fn a_tablebase_answers_games_of_its_settings_and_refuses_the_rest() {
        use disk::Refusal;
        let folder = std::env::temp_dir().join(format!("pyraos-{}-tablebase", std::process::id()));
        std::fs::create_dir_all(&folder).expect("a folder");
        let r = rules(false, false);
        let mut rng = Rng::new(3);
        let (p, known) = loop {
            let p = random_position(r, 26, &mut rng);
            if over(&p).is_some() {
                continue;
            }
            if let Ok(n) = disk::write_reachable(&folder.join("standard.table"), &p, 20_000) {
                break (p, n);
            }
        };
        assert!(known > 1);
        let (base, skipped) = disk::Tablebase::open(&folder).expect("a folder");
        assert!(skipped.is_empty(), "{skipped:?}");
        assert_eq!(base.settings(), vec![("pyraos", vec![("removal", "standard"), ("pass", "off")])]);
        // A game played on from the table's position: the search's answer, repetitions included.
        let mut record = crate::record::Record::new(p);
        let mut played = Vec::new();
        for _ in 0..4 {
            if record.end().is_some() {
                break;
            }
            let a = base.answer("pyraos", &Options::new(), Some(&p.to_text()), &played).expect("an answer");
            let mut want = analyse_game(&record, 100_000).expect("solved");
            crate::order::by_key(&mut want.moves, |&(_, v)| -v.rank());
            assert_eq!((a.value, &a.moves), (want.value, &want.moves));
            let mv = a.best.expect("a move");
            record.play(&mv).expect("legal");
            played.push(mv);
        }
        let refused = |game: &str, options: &[(&str, &str)], start: Option<&str>, moves: &[&str]| {
            let mut o = Options::new();
            for (k, v) in options {
                o.set(k, v);
            }
            let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            base.answer(game, &o, start, &moves).expect_err("refused")
        };
        assert!(matches!(refused("pyramida", &[], None, &[]), Refusal::Unsolved(m) if m.contains("Pyraos only")));
        assert!(matches!(refused("checkers", &[], None, &[]), Refusal::Malformed(_)));
        assert!(matches!(refused("pyraos", &[("removal", "sometimes")], None, &[]), Refusal::Malformed(_)));
        assert!(matches!(refused("pyraos", &[], Some("not a position"), &[]), Refusal::Malformed(_)));
        assert!(
            matches!(refused("pyraos", &[], None, &["1a1", "zz9"]), Refusal::Malformed(m) if m.starts_with("move 2 (zz9)"))
        );
        let missing = refused("pyraos", &[("pass", "on")], None, &[]);
        assert!(matches!(&missing, Refusal::NoTable(m) if m.contains("removal=standard, pass=on")), "{missing:?}");
        drop(base);
        std::fs::remove_dir_all(&folder).expect("removed");
    }

    #[test]
    fn the_disk_table_refuses_what_is_not_a_complete_table() {
        use std::os::unix::fs::FileExt;
        let entries = book::Classes::shared().table.positions();
        let write = |name: &str, header: &[u8], len: u64| {
            let file = TempFile::new(name);
            let f = std::fs::File::create(&file.0).expect("a temporary file");
            f.write_all_at(header, 0).expect("written");
            f.set_len(len).expect("sized");
            file
        };
        let fails = |file: &TempFile| match disk::DiskTable::open(&file.0) {
            Ok(_) => panic!("{} opened", file.0.display()),
            Err(e) => e,
        };
        let std = rules(false, false);
        let f = write("junk.table", b"hello, world", 12);
        assert!(fails(&f).contains("not a Pyraos table"), "{}", fails(&f));
        let f = write("short.table", b"PYRAOS1S", 8);
        assert!(fails(&f).contains("too short"), "{}", fails(&f));
        let f = write("partial.table", &table_header(std, false, entries, 9, false), 21 + entries);
        assert!(fails(&f).contains("within 9 plies"), "{}", fails(&f));
        // A children's table solved from 26 spheres up holds fewer entries.
        let f = write("late.table", &table_header(rules(true, false), true, entries / 10, 26, true), 20 + entries / 10);
        assert!(fails(&f).contains("at least 26 spheres"), "{}", fails(&f));
        let f = write("layout.table", &table_header(std, false, entries - 1, 60, true), 20 + entries);
        assert!(fails(&f).contains("entries"), "{}", fails(&f));
        let f = write("cut.table", &table_header(std, false, entries, 60, true), 21 + entries / 2);
        assert!(fails(&f).contains("cut short"), "{}", fails(&f));
        let f = write("standard-pass.table", &table_header(rules(false, true), false, entries, 60, true), 21 + entries);
        let t = disk::DiskTable::open(&f.0).expect("a complete table");
        assert_eq!(t.rules(), ("standard", "on"));
        let p = Pyraos::start(&Options::new()).expect("the start");
        let e = t.value(&p).expect_err("other rules");
        assert!(e.contains("removal=standard, pass=off") && e.contains("pass=on"), "{e}");
        assert!(t.move_values(&p).is_err());
        // Every entry of this file is a hole: 0, a draw in the retrograde format.
        let q = Pyraos::start(&rules(false, true).options()).expect("the start");
        assert_eq!(t.value(&q), Ok(Value::Draw));
        assert!(t.move_values(&q).expect("moves").iter().all(|&(_, v)| v == Value::Draw));
    }

    #[test]
    fn a_folder_scan_opens_every_table() {
        use std::os::unix::fs::FileExt;
        let folder = std::env::temp_dir().join(format!("pyraos-{}-folder", std::process::id()));
        std::fs::create_dir_all(&folder).expect("a folder");
        let entries = book::Classes::shared().table.positions();
        let write = |name: &str, header: &[u8], len: u64| {
            let f = std::fs::File::create(folder.join(name)).expect("a file");
            f.write_all_at(header, 0).expect("written");
            f.set_len(len).expect("sized");
        };
        write("children.table", &table_header(rules(true, false), true, entries, 0, true), 20 + entries);
        write("standard.table", &table_header(rules(false, false), false, entries, 12, false), 21 + entries);
        write("notes.txt", b"not a table", 11);
        let found = disk::scan(&folder).expect("a folder");
        let names: Vec<String> =
            found.iter().map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["children.table", "standard.table"]);
        assert_eq!(found[0].1.as_ref().map(|t| t.rules()).ok(), Some(("children", "off")));
        assert!(found[1].1.as_ref().is_err_and(|e| e.contains("not a complete table")));
        drop(found);
        std::fs::remove_dir_all(&folder).expect("removed");
    }

    /// Each complete table file the variables name, read from disk, against the exact
    /// search on random late positions (their values and every move's, and one image under
    /// the symmetries and the colour swap): `cargo test --release --lib -- --ignored
    /// disk_tables_agree --nocapture` with `PYRAMID_SOLVE_TABLE`, `PYRAMID_SOLVE_STANDARD_TABLE`,
    /// `PYRAMID_SOLVE_STANDARD_PASS_TABLE` or `PYRAMID_SOLVE_CHILDREN_PASS_TABLE`.
    #[test]
    #[ignore]
    fn the_disk_tables_agree_with_the_search() {
        let mut any = false;
        for (variable, r, from) in [
            ("PYRAMID_SOLVE_TABLE", rules(true, false), 20),
            ("PYRAMID_SOLVE_STANDARD_TABLE", rules(false, false), 22),
            ("PYRAMID_SOLVE_STANDARD_PASS_TABLE", rules(false, true), 22),
            ("PYRAMID_SOLVE_CHILDREN_PASS_TABLE", rules(true, true), 22),
        ] {
            let Some(path) = std::env::var_os(variable) else { continue };
            any = true;
            let t = disk::DiskTable::open(std::path::Path::new(&path)).unwrap_or_else(|e| panic!("{variable}: {e}"));
            assert_eq!(t.game_rules(), r, "{variable}");
            // The start, as docs/engine.md gives it: the second player wins.
            let start = Pyraos::start(&r.options()).expect("the start");
            assert_eq!(t.value(&start), Ok(Value::Loss(if r.children { 36 } else { 40 })), "{variable}");
            let started = std::time::Instant::now();
            let mut rng = Rng::new(17);
            let (mut checked, mut draws, mut moves) = (0, 0, 0);
            for _ in 0..1000 {
                let p = random_position(r, from + rng.below(30 - from), &mut rng);
                if p.end().is_some() {
                    continue;
                }
                let Some(want) = move_values(&p, 300_000) else { continue };
                let v = best_of(&want).expect("a move").1;
                assert_eq!(t.value(&p), Ok(v), "{variable}: {}", p.to_text());
                let image = swapped(&mapped(&p, rng.below(SYMMETRIES)));
                assert_eq!(t.value(&image), Ok(v), "{variable}: {}", image.to_text());
                let want = best_first(want);
                moves += want.len();
                assert_eq!(t.move_values(&p), Ok(want), "{variable}: {}", p.to_text());
                checked += 1;
                draws += (v == Value::Draw) as usize;
            }
            println!(
                "{variable}: {checked} positions ({draws} drawn) and their {moves} moves agree ({:.1} s)",
                started.elapsed().as_secs_f64()
            );
            assert!(checked >= 300, "{variable}: only {checked} positions solved");
        }
        assert!(any, "no table named");
    }

    /// The drawn positions of a complete retrograde table with many spheres (its zero
    /// entries that are their class's, found from the start of the file, where the
    /// shapes with the most spheres lie): the exact search cannot solve them (none of 40
    /// within 4 million positions: the cycles reach most of the game), so they go
    /// against what a draw means: a best move that draws, none that wins, and neither
    /// side winning within 3 plies by plain search. `cargo test --release --lib --
    /// --ignored disk_draws_agree --nocapture` with `PYRAMID_SOLVE_STANDARD_TABLE` or
    /// `PYRAMID_SOLVE_STANDARD_PASS_TABLE`.
    #[test]
    #[ignore]
    fn the_disk_draws_agree_with_the_search() {
        use super::index::{colex_unrank, deposit, mover_range};
        use std::os::unix::fs::FileExt;
        let mut any = false;
        for (variable, r) in [
            ("PYRAMID_SOLVE_STANDARD_TABLE", rules(false, false)),
            ("PYRAMID_SOLVE_STANDARD_PASS_TABLE", rules(false, true)),
        ] {
            let Some(path) = std::env::var_os(variable) else { continue };
            any = true;
            let t = disk::DiskTable::open(std::path::Path::new(&path)).unwrap_or_else(|e| panic!("{variable}: {e}"));
            let classes = book::Classes::shared();
            let table = &classes.table;
            let file = std::fs::File::open(&path).expect("the file");
            let mut found = 0;
            let mut buf = vec![0u8; 1 << 16];
            'shapes: for &id in &table.order {
                let shape = table.shapes.masks[id as usize];
                let n = shape.count_ones() as usize;
                let (lo, hi) = mover_range(n as u32);
                for k in lo as usize..=hi as usize {
                    let base = table.base[id as usize];
                    let (first, end) = (base + table.cum[n][k], base + table.cum[n][k + 1]);
                    let mut at = first;
                    while at < end {
                        let len = (end - at).min(buf.len() as u64) as usize;
                        file.read_exact_at(&mut buf[..len], 21 + at).expect("read");
                        for (j, _) in buf[..len].iter().enumerate().filter(|(_, &b)| b == 0) {
                            let index = at + j as u64;
                            let m = deposit(colex_unrank(index - first, k), shape);
                            if classes.index(m, shape ^ m) != index {
                                continue;
                            }
                            let p = position(m, shape ^ m, r);
                            assert_eq!(t.value(&p), Ok(Value::Draw), "{}", p.to_text());
                            let moves = t.move_values(&p).expect("moves");
                            assert_eq!(moves[0].1, Value::Draw, "{}", p.to_text());
                            check_exhaustively(&p, Value::Draw, 3);
                            found += 1;
                            if found >= 200 {
                                break 'shapes;
                            }
                        }
                        at += len as u64;
                    }
                }
            }
            println!("{variable}: {found} drawn classes read, each with a drawing best move and no win within 3 plies");
            assert!(found > 0, "{variable}: no draw");
        }
        assert!(any, "no table named");
    }

    /// The time of an answer (a position's value and every move's) from the table file
    /// `PYRAMID_DISK_TABLE` names, on the positions of games the computer plays against
    /// itself (Easy and Normal, a random move now and then): a first pass over them (cold
    /// if the file's pages were dropped from the cache before), then a second (warm).
    /// `cargo test --release --lib -- --ignored measure_the_disk_table --nocapture`.
    #[test]
    #[ignore]
    fn measure_the_disk_table() {
        use crate::ai::Level;
        use crate::record::Record;
        let path = std::env::var_os("PYRAMID_DISK_TABLE").expect("PYRAMID_DISK_TABLE");
        let opened = std::time::Instant::now();
        let t = disk::DiskTable::open(std::path::Path::new(&path)).expect("a complete table");
        println!("opened in {:.1} ms", opened.elapsed().as_secs_f64() * 1e3);
        let games: usize = std::env::var("PYRAMID_DISK_GAMES").ok().and_then(|n| n.parse().ok()).unwrap_or(40);
        let mut rng = Rng::new(5);
        let mut positions = Vec::new();
        for g in 0..games {
            let mut record = Record::new(Pyraos::start(&t.game_rules().options()).expect("the start"));
            while record.end().is_none() && record.played().len() < 200 {
                positions.push(*record.position());
                let moves = record.legal_moves();
                let mv = if rng.below(4) == 0 {
                    moves[rng.below(moves.len())]
                } else {
                    let level = if g % 2 == 0 { Level::Easy } else { Level::Normal };
                    crate::ai::best_move(&record, level, rng.next_u64(), &mut |_| {}).expect("a move")
                };
                record.play_legal(mv);
            }
        }
        let count = positions.len();
        let moves: usize = positions.iter().map(|p| p.legal_move_list().len()).sum();
        println!("{count} positions from {games} games, {:.1} legal moves on average", moves as f64 / count as f64);
        for pass in ["first pass", "second pass"] {
            let mut times: Vec<f64> = positions
                .iter()
                .map(|p| {
                    let started = std::time::Instant::now();
                    let (_, moves) = t.answer(p).expect("an answer");
                    std::hint::black_box(moves);
                    started.elapsed().as_secs_f64() * 1e3
                })
                .collect();
            times.sort_by(f64::total_cmp);
            let at = |q: f64| times[((count as f64 * q) as usize).min(count - 1)];
            println!(
                "{pass}: p50 {:.3} ms, p90 {:.3} ms, p99 {:.3} ms, max {:.3} ms, mean {:.3} ms",
                at(0.5),
                at(0.9),
                at(0.99),
                times[count - 1],
                times.iter().sum::<f64>() / count as f64
            );
        }
    }
}
