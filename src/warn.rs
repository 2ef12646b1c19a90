//! What each legal move does to the player who makes it, beyond moving: whether it ends
//! the game (lost, drawn or won at once, the third repetition included), how many of the
//! mover's own pieces it costs (an Allmer push or smash of one's own stones), and whether
//! it repeats a position, so that a board can warn before the move is played, as a
//! teacher standing beside a newcomer would; and what the opponent threatens, found by
//! letting them move now. Written once over the `Game` trait.

use crate::game::{Cell, CellNote, End, Event, Game, Options, Outcome, Removal, Side};
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

/// A move the opponent could make if it were their turn now, and what it would do to the
/// player: a capture, an attack that pushes a piece back, a smash, check, or the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Threat {
    /// The opponent's move in canonical notation.
    pub text: String,
    /// Where its piece starts and ends (the same cell for a piece placed), for an arrow.
    pub from: Cell,
    pub to: Cell,
    /// What it threatens, in words: the worst first.
    pub words: String,
}

/// What the opponent of the side to move threatens: each move they could make now, were it
/// their turn, that takes, smashes or pushes back one of the player's pieces, gives check,
/// or wins. Found by handing them the move (the position with the other side to move);
/// a position that cannot be handed over (a move half made) threatens nothing.
pub fn threats<G: Game>(record: &Record<G>, options: &Options) -> Vec<Threat> {
    let position = record.position();
    let me = position.side_to_move();
    let them = me.other();
    let text = position.to_text();
    let Some(rest) = text.strip_prefix(if me == Side::White { 'w' } else { 'b' }) else { return Vec::new() };
    let handed = format!("{}{rest}", if them == Side::White { 'w' } else { 'b' });
    let Ok(start) = G::parse(&handed, options) else { return Vec::new() };
    if start.side_to_move() != them {
        return Vec::new();
    }
    let mut after = Record::new(start);
    let before = after.clone();
    let mut found = Vec::new();
    for mv in before.legal_moves() {
        let text = before.position().move_text(&mv);
        let events = after.play_legal(mv);
        let mut what: Vec<&str> = Vec::new();
        if matches!(after.end(), Some(End { outcome: Outcome::Win(side), .. }) if side == them) {
            what.push("wins");
        }
        let checks = after.position().cell_notes().iter().any(|(cell, note)| {
            *note == CellNote::Check && after.position().pieces().iter().any(|(c, p)| c == cell && p.side == me)
        });
        if checks {
            what.push("gives check");
        }
        for event in &events {
            match *event {
                Event::Removed { side, why: Removal::Captured, .. } if side == me => what.push("takes a piece"),
                Event::Removed { side, why: Removal::Smashed | Removal::Fell | Removal::Osiris, .. } if side == me => {
                    what.push("destroys a piece")
                }
                Event::ContactRetreat { side, .. } | Event::ColumnRetreat { side, .. } if side == me => {
                    what.push("pushes a piece back")
                }
                _ => {}
            }
        }
        let path = events.iter().find_map(|e| match *e {
            Event::Move { from, to, .. } | Event::Drop { from, to, .. } | Event::Jump { from, to, .. } => {
                Some((from, to))
            }
            Event::Placed { at, .. } => Some((at, at)),
            _ => None,
        });
        if let (Some(&first), Some((from, to))) = (what.first(), path) {
            found.push(Threat { words: format!("{} {text} {first}", them.name()), text, from, to });
        }
        after.undo();
    }
    found
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

#[cfg(test)]
mod threat_tests {
    use crate::game::Options;
    use crate::games::open;

    /// The newcomer's game: after 1.a7-c4 ad4-ac2, Black threatens ac2-c2, mate.
    #[test]
    fn chase_shows_the_mate_black_threatens() {
        let mut game = open("chase", &Options::new(), None).unwrap();
        for text in ["a7-c4", "ad4-ac2"] {
            game.play(text).unwrap();
        }
        let threats = game.threats();
        let mate = threats.iter().find(|t| t.text == "ac2-c2").expect("the mate is shown");
        assert_eq!(mate.words, "Black ac2-c2 wins");
        assert_eq!((game.cell_name(mate.from), game.cell_name(mate.to)), ("ac2".to_string(), "c2".to_string()));
        // Every threat is a legal move of Black's once it is Black's turn.
        game.play("b8-a9").unwrap();
        let legal = game.legal_moves();
        assert!(threats.iter().filter(|t| t.text == "ac2-c2").all(|t| legal.contains(&t.text)));
    }

    /// In Pyramida an attack that would push a stone back is a threat, and each threat is
    /// a move the opponent really has once it is their turn; the start threatens nothing.
    #[test]
    fn pyramida_shows_attacks_that_push_back() {
        let mut game = open("pyramida", &Options::new(), None).unwrap();
        assert!(game.threats().is_empty());
        let mut seen = 0;
        for ply in 0..60 {
            if game.end().is_some() {
                break;
            }
            let threats = game.threats();
            for t in &threats {
                let them = game.side_to_move().other().name();
                assert!(t.words.starts_with(them), "{}", t.words);
                assert!(t.words.ends_with("pushes a piece back") || t.words.ends_with("wins"), "{}", t.words);
            }
            seen += threats.len();
            let moves = game.legal_moves();
            let text = moves[(ply * 7) % moves.len()].clone();
            game.play(&text).unwrap();
        }
        assert!(seen > 0, "some attack was threatened in 60 plies");
    }

    /// The session's warnings: Allmer's pushes of one's own stones ask before they are
    /// played; the move into a position seen once warns in words without asking.
    #[test]
    fn sessions_say_which_moves_ask_first() {
        let allmer = open("allmer", &Options::new(), None).unwrap();
        let warnings = allmer.warnings();
        assert!(warnings.iter().any(|w| w.ask && w.words.contains("of your own stones")), "{warnings:?}");
        let mut pyramida = open("pyramida", &Options::new(), Some("w W:a4,c2 B:u4,s2")).unwrap();
        for text in ["a4-b5", "u4-t5", "b5-a4"] {
            pyramida.play(text).unwrap();
        }
        let back = pyramida.warnings().into_iter().find(|w| w.text == "t5-u4").expect("a warning");
        assert!(!back.ask);
        assert!(back.words.contains("third repetition"));
    }

    /// A click that is no move is explained in the engine's words.
    #[test]
    fn sessions_say_why_a_piece_cannot_go_there() {
        let chase = open("chase", &Options::new(), None).unwrap();
        let cell = |name: &str| (0..chase.cell_count() as u16).find(|&c| chase.cell_name(c) == name).unwrap();
        let why = chase.why_not(cell("a1"), cell("a20")).expect("a reason");
        assert!(why.contains("power level"), "{why}");
        let pyramida = open("pyramida", &Options::new(), None).unwrap();
        let cell = |name: &str| (0..pyramida.cell_count() as u16).find(|&c| pyramida.cell_name(c) == name).unwrap();
        assert_eq!(pyramida.why_not(cell("d1"), cell("d3")).as_deref(), Some("the stone on d1 cannot move to d3"));
        assert_eq!(pyramida.why_not(cell("d1"), cell("e2")), None, "a legal move needs no reason");
    }
}
