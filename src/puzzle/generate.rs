//! Puzzles from the computer's games against itself: each finished game is looked at
//! from its end backwards, and every position right after a move there that has a
//! proved puzzle (see [`super::line`]) is kept, once per class of positions the same up
//! to the board's symmetries.

use super::prove::Prover;
use super::{line, rating, verify, Limits, NotAPuzzle, Puzzle, MAX_SOLVER_MOVES};
use crate::ai::{self, rng::Rng, Evaluate, Level};
use crate::game::{Options, Side};
use crate::games::with_game;
use crate::record::Record;
use std::collections::HashSet;

/// What a run does.
#[derive(Clone, Debug)]
pub struct Settings {
    pub games: usize,
    pub seed: u64,
    /// The most solver moves a puzzle may ask for (2 to 8).
    pub max_solver_moves: usize,
    /// Plies before the end of each game to look at.
    pub scan: usize,
    /// A game still going after this many plies is dropped.
    pub cap: usize,
    pub limits: Limits,
    /// Stop once this many puzzles are found.
    pub want: usize,
}

/// What a run found, and what it looked at.
#[derive(Default, Debug)]
pub struct Report {
    pub puzzles: Vec<Puzzle>,
    pub games: usize,
    pub positions: usize,
    pub duplicates: usize,
    pub not_unique: usize,
    pub too_hard: usize,
    pub wrong_length: usize,
}

/// Plays `settings.games` games of `game` and collects their puzzles; `progress` hears a
/// line after each game.
pub fn generate(
    game: &str,
    options: &Options,
    settings: &Settings,
    progress: &mut dyn FnMut(&Report),
) -> Result<Report, crate::game::Error> {
    with_game!(game, |G| run::<G>(options, settings, progress))
}

fn run<G: Evaluate>(
    options: &Options,
    settings: &Settings,
    progress: &mut dyn FnMut(&Report),
) -> Result<Report, crate::game::Error> {
    let start = G::start(options)?;
    let mut report = Report::default();
    let mut seen: HashSet<String> = HashSet::new();
    let max_plies = 2 * settings.max_solver_moves.min(MAX_SOLVER_MOVES) as u32 - 1;
    for g in 0..settings.games {
        if report.puzzles.len() >= settings.want {
            break;
        }
        let seed = settings.seed.wrapping_add(g as u64);
        let record = self_play(&start, seed, settings.cap);
        report.games += 1;
        let n = record.played().len();
        for ply in (n.saturating_sub(settings.scan).max(1)..n).rev() {
            let mut at = Record::new(record.start().clone());
            for p in &record.played()[..ply] {
                at.play_legal(p.mv);
            }
            let before = at.position_at(ply - 1).expect("ply").clone();
            if before.legal_move_list().len() < 2 {
                continue;
            }
            report.positions += 1;
            let class = class(at.position());
            if seen.contains(&class) {
                report.duplicates += 1;
                continue;
            }
            // Each puzzle is judged from its own start: the move before it and its position.
            let mut fresh = Record::new(before.clone());
            fresh.play_legal(record.played()[ply - 1].mv);
            let mut prover =
                Prover::<G>::new(fresh.position().side_to_move(), settings.limits.nodes, settings.limits.exact);
            match line(&fresh, max_plies, &mut prover) {
                Err(_) => report.too_hard += 1,
                Ok(Err(NotAPuzzle::NoWin)) => {}
                Ok(Err(NotAPuzzle::NotUnique(_))) => report.not_unique += 1,
                Ok(Err(NotAPuzzle::Length(_))) => report.wrong_length += 1,
                Ok(Err(NotAPuzzle::TooHard)) => report.too_hard += 1,
                Ok(Err(NotAPuzzle::Repeats)) => report.not_unique += 1,
                Ok(Ok(found)) => {
                    let id = format!("{}-{:04}", G::NAME, report.puzzles.len() + 1);
                    report.puzzles.push(Puzzle {
                        id,
                        game: G::NAME.to_string(),
                        options: options.pairs().to_vec(),
                        before: before.to_text(),
                        last: fresh.played()[0].text.clone(),
                        rating: rating(found.solver_moves, fresh.legal_moves().len(), found.defender_choices),
                        solution: found.moves,
                        solver_moves: found.solver_moves,
                        themes: found.themes,
                    });
                    // Proved once more from scratch, as the tests will.
                    let last = report.puzzles.last().expect("just pushed");
                    if verify(last, settings.limits).is_err() {
                        report.puzzles.pop();
                        report.not_unique += 1;
                    } else {
                        seen.insert(class);
                    }
                }
            }
        }
        progress(&report);
    }
    Ok(report)
}

pub use super::generate_class as class;

/// A game of the computer against itself: Normal against Normal with a new seed each
/// move, a random move now and then (the first two plies, then one in eight) so the
/// games differ, Easy for one side in every third game.
pub fn self_play<G: Evaluate>(start: &G, seed: u64, cap: usize) -> Record<G> {
    let mut rng = Rng::new(seed);
    let mut record = Record::new(start.clone());
    let easy_side = seed.is_multiple_of(3).then_some(if seed.is_multiple_of(2) { Side::White } else { Side::Black });
    while record.end().is_none() && record.played().len() < cap {
        let moves = record.legal_moves();
        let ply = record.played().len();
        let mv = if ply < 2 || rng.below(8) == 0 {
            moves[rng.below(moves.len())]
        } else {
            let level = if Some(record.position().side_to_move()) == easy_side { Level::Easy } else { Level::Normal };
            ai::best_move(&record, level, rng.next_u64(), &mut |_| {}).expect("a move")
        };
        record.play_legal(mv);
    }
    record
}
