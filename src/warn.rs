//! What each legal move does to the player who makes it, beyond moving: whether it ends
//! the game (lost, drawn or won at once, the third repetition included), how many of the
//! mover's own pieces it costs (an Allmer push or smash of one's own stones), and whether
//! it repeats a position, so that a board can warn before the move is played, as a
//! teacher standing beside a newcomer would. Written once over the `Game` trait.

use crate::game::{End, Event, Game, Outcome, Removal, Side};
use crate::record::Record;

/// One legal move and what it does to its mover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Consequence {
    /// The move in canonical notation.
    pub text: String,
    /// How the game ends with it, if it does.
    pub ends: Option<End>,
    /// The mover's own pieces it takes off the board for nothing (pushed off, smashed,
    /// enclosed); not a stone reaching Pyramida's top, nor a sphere taken back into the
    /// reserve.
    pub own_lost: usize,
    /// How often the position it leads to has occurred before (1: once, so playing into it
    /// again would be the third time).
    pub seen: u32,
}

impl Consequence {
    /// Whether the move loses at once for `mover`.
    pub fn loses(&self, mover: Side) -> bool {
        matches!(self.ends, Some(End { outcome: Outcome::Win(side), .. }) if side != mover)
    }

    /// A warning in words for `mover`, whose pieces are called `pieces` ("stones"), when
    /// the move deserves one; the worst first.
    pub fn warning<G: Game>(&self, mover: Side, pieces: &str) -> Option<String> {
        if let Some(end) = self.ends {
            return match end.outcome {
                Outcome::Win(side) if side != mover => Some(format!("Playing this loses: {}.", end.reason.describe())),
                Outcome::Draw => Some(format!("Playing this draws: {}.", end.reason.describe())),
                Outcome::Win(_) => None,
            };
        }
        if self.own_lost > 0 {
            let what = if self.own_lost == 1 {
                format!("one of your own {pieces}")
            } else {
                format!("{} of your own {pieces}", self.own_lost)
            };
            return Some(format!("Playing this loses {what}."));
        }
        if self.seen == 1 {
            let then = match G::repetition_end(mover).outcome {
                Outcome::Win(side) if side != mover => "loses",
                Outcome::Win(_) => "wins",
                Outcome::Draw => "draws",
            };
            return Some(format!(
                "This position has occurred before: reaching it once more {then} (third repetition)."
            ));
        }
        None
    }
}

/// What each legal move of the position a game has reached does to its mover, in the
/// order of [`Record::legal_moves`].
pub fn consequences<G: Game>(record: &Record<G>) -> Vec<Consequence> {
    let mover = record.position().side_to_move();
    // One copy of the game, each move played on it and taken back.
    let mut after = record.clone();
    record
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let text = record.position().move_text(&mv);
            let events = after.play_legal(mv);
            let own_lost = events
                .iter()
                .filter(|e| {
                    matches!(e, Event::Removed { side, why: Removal::Captured | Removal::Smashed | Removal::Fell | Removal::Osiris, .. } if *side == mover)
                })
                .count();
            let seen = after.occurrences() - 1;
            let ends = after.end();
            after.undo();
            Consequence { text, ends, own_lost, seen }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Options;
    use crate::games::allmer::Allmer;
    use crate::games::pyramida::Pyramida;

    /// Pyramida's third repetition loses for the mover: the move into a position seen
    /// once warns, the move into a position seen twice is a loss.
    #[test]
    fn pyramida_warns_of_the_repetition_before_it_loses() {
        let start = Pyramida::parse("w W:a4,c2 B:u4,s2", &Options::new()).expect("a position");
        let mut record = Record::new(start);
        assert!(consequences(&record).iter().all(|c| c.ends.is_none() && c.own_lost == 0 && c.seen == 0));
        for text in ["a4-b5", "u4-t5", "b5-a4"] {
            record.play(text).expect("legal");
        }
        // Black's step back would bring the start back a second time.
        let black = consequences(&record);
        let back = black.iter().find(|c| c.text == "t5-u4").expect("a legal move");
        assert_eq!((back.seen, back.ends), (1, None));
        let warning = back.warning::<Pyramida>(Side::Black, "stones").expect("a warning");
        assert_eq!(warning, "This position has occurred before: reaching it once more loses (third repetition).");
        for text in ["t5-u4", "a4-b5", "u4-t5", "b5-a4"] {
            record.play(text).expect("legal");
        }
        // Now it would be the third time: a loss, said first.
        let black = consequences(&record);
        let third = black.iter().find(|c| c.text == "t5-u4").expect("a legal move");
        assert!(third.loses(Side::Black), "{third:?}");
        let warning = third.warning::<Pyramida>(Side::Black, "stones").expect("a warning");
        assert!(warning.starts_with("Playing this loses: "), "{warning}");
        // The other moves are not marked.
        assert!(black.iter().filter(|c| c.text != "t5-u4").all(|c| !c.loses(Side::Black) && c.own_lost == 0));
    }

    /// An Allmer push of one's own stone off the pyramid is marked as costing it.
    #[test]
    fn allmer_marks_a_push_that_drops_your_own_stone() {
        let start = Allmer::start(&Options::new()).expect("the start");
        let record = Record::new(start);
        let found = consequences(&record);
        let costly: Vec<&Consequence> = found.iter().filter(|c| c.own_lost > 0).collect();
        // Whatever the start offers, every costly move really loses the mover's stones.
        for c in &costly {
            let mut after = record.clone();
            let before = record.position().pieces().iter().filter(|(_, p)| p.side == Side::White).count();
            after.play(&c.text).expect("legal");
            let now = after.position().pieces().iter().filter(|(_, p)| p.side == Side::White).count();
            assert_eq!(before - now, c.own_lost, "{}", c.text);
            assert!(c.warning::<Allmer>(Side::White, "stones").expect("a warning").contains("of your own stones"));
        }
        assert!(!costly.is_empty(), "the start offers a push of one's own stone (a1 and b1)");
    }
}
