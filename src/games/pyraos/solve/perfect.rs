//! The Perfect player: under `removal=children`, `pass=off` (the setting whose table
//! fits a book), a move of perfect play for every position of a game it plays from the
//! start. Below [`LIMIT`] spheres the book of its colour answers; from there the exact
//! search does, within [`BUDGET`].

use super::book::{Book, LIMIT, SHIPPED};
use super::{best_move, over};
use crate::games::pyraos::{Move, Pyraos, Rules};

/// Positions the exact search may visit for one move. The books' own positions from
/// [`LIMIT`] spheres on need a small part of it (at most 0.077 s natively on 20,000 of
/// them); a position from another game may need more, and is then refused rather than
/// left to think for seconds.
pub const BUDGET: usize = 1_500_000;

/// Whether Perfect plays under `rules`.
pub fn plays(rules: Rules) -> bool {
    rules.children && !rules.pass
}

/// The book (a file of [`SHIPPED`]) Perfect needs to move in `p`; `None` when the exact
/// search answers alone.
pub fn book_for(p: &Pyraos) -> Option<&'static str> {
    if !plays(p.rules) || over(p).is_some() || p.occupied().count_ones() >= LIMIT {
        return None;
    }
    SHIPPED.iter().find(|b| b.1 == p.side).map(|b| b.0)
}

/// A move of perfect play in `p`, from `book` (the one [`book_for`] names, when it
/// names one) or the exact search; `Err` says why Perfect cannot answer.
pub fn perfect_move(p: &Pyraos, book: Option<&Book>) -> Result<Move, String> {
    perfect_move_within(p, book, BUDGET)
}

fn perfect_move_within(p: &Pyraos, book: Option<&Book>, budget: usize) -> Result<Move, String> {
    if !plays(p.rules) {
        return Err(
            "Perfect plays Pyraos only with removal=children and pass=off, the setting it has a book for".into()
        );
    }
    if over(p).is_some() {
        return Err("the game is over".into());
    }
    if let Some(mv) = book.and_then(|b| b.best_move(p)) {
        return Ok(mv);
    }
    if let Some((mv, _)) = best_move(p, budget) {
        return Ok(mv);
    }
    let spheres = p.occupied().count_ones();
    Err(format!(
        "Perfect does not know this position: its book holds the games it plays from the start, and with \
         {spheres} spheres on the board too much of this one is left to solve in time. Choose another level \
         to go on."
    ))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::super::{book::shipped_books, value};
    use super::*;
    use crate::ai::rng::Rng;
    use crate::game::{Game, Side};

    /// Whole games of Perfect against random replies, with each colour: every move it
    /// makes keeps the exact value of the position (checked where the exact search
    /// answers quickly, from 17 spheres on), and it asks for its own colour's book only.
    #[test]
    fn perfect_plays_whole_games_keeping_the_value() {
        let books = shipped_books();
        let rules = Rules { children: true, pass: false };
        let mut rng = Rng::new(41);
        for perfect in [Side::White, Side::Black] {
            for _ in 0..3 {
                let mut p = Pyraos::start(&rules.options()).expect("start");
                while over(&p).is_none() {
                    let mv = if p.side == perfect {
                        let name = book_for(&p);
                        if let Some(name) = name {
                            assert!(name.contains(if perfect == Side::White { "white" } else { "black" }));
                        }
                        let book = name.map(|n| &books.iter().find(|b| b.0 == n).expect("shipped").2);
                        let mv = perfect_move(&p, book).expect("Perfect answers its own games");
                        if p.occupied().count_ones() >= 17 {
                            let mut q = p;
                            q.play_unchecked(&mv, &mut ());
                            let exact = |p: &Pyraos| value(p, usize::MAX).expect("no budget");
                            assert_eq!(exact(&q).before(), exact(&p), "{}", p.to_text());
                        }
                        mv
                    } else {
                        let moves = p.legal_move_list();
                        moves[rng.below(moves.len())]
                    };
                    p.play_unchecked(&mv, &mut ());
                }
            }
        }
    }

    #[test]
    fn perfect_refuses_what_it_cannot_answer() {
        let standard = Pyraos::start(&Rules { children: false, pass: false }.options()).expect("start");
        assert!(book_for(&standard).is_none());
        assert!(perfect_move(&standard, None).unwrap_err().contains("removal=children"));
        // The children's start without its book: the exact search gives up.
        let start = Pyraos::start(&Rules { children: true, pass: false }.options()).expect("start");
        assert_eq!(book_for(&start), Some("pyraos-children-white.book"));
        let refusal = perfect_move_within(&start, None, 10_000).unwrap_err();
        assert!(refusal.contains("does not know this position") && refusal.contains("0 spheres"), "{refusal}");
    }
}
