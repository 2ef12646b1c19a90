//! What each legal move does to the player who makes it, beyond moving: whether it ends
//! the game (lost, drawn or won at once, the third repetition included), how many of the
//! mover's own pieces it costs (an Allmer push or smash of one's own stones), and whether
//! it repeats a position, so that a board can warn before the move is played, as a
//! teacher standing beside a newcomer would; and what the opponent threatens, found by
//! letting them move now. Written once over [`Session`], so the page's wasm holds one copy
//! for the four games.

use crate::game::{Cell, CellNote, End, Event, Outcome, Removal, Side};
use crate::games::{self, Session};
use crate::message::{self, Phrase};

// Free functions, not methods of [`Session`]: the builds that advise nobody (the embedded
// boards, the editor, the computer's worker) leave them out. The app's game screen gives
// its board their answers (`BoardData::advised`, `GameModel::why_not`).

/// Why a click on `to` is not a move: with the piece on `from` chosen, the engine's
/// refusal of that move (where the game's notation has such a move, `from-to`); with none
/// chosen, whose piece stands there.
pub fn why_not(game: &dyn Session, from: Option<Cell>, to: Cell) -> Option<Phrase> {
    let Some(from) = from else {
        let (_, piece) = game.pieces().into_iter().find(|(c, _)| *c == to)?;
        let noun = match piece.kind {
            ' ' => games::piece_noun(game.name()).to_string(),
            kind => kind.to_string(),
        };
        let said = |id| Phrase::new(id).piece("piece", message::piece_key(&noun)).text("cell", game.cell_name(to));
        return Some(if piece.side == game.side_to_move() {
            said("refusal-no-move")
        } else {
            let turn = game.turn_phrase();
            said("refusal-not-yours").side("side", piece.side).side("turn", game.side_to_move()).key(
                "note",
                match turn.arg("note") {
                    Some(message::Arg::Key(note)) => note,
                    _ => "none",
                },
            )
        });
    };
    let text = format!("{}-{}", game.cell_name(from), game.cell_name(to));
    let mut here = games::open(game.name(), game.options(), Some(&game.position())).ok()?;
    match here.play(&text) {
        Err(crate::game::Error::Illegal { reason, .. }) => {
            Some(Phrase::new("refusal-illegal").phrase("reason", reason))
        }
        _ => None,
    }
}

/// A legal move and its warning, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveWarning {
    pub text: String,
    /// The move loses at once or costs the mover's own pieces: the board asks once before
    /// playing it.
    pub ask: bool,
    pub words: Phrase,
}

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

    /// A warning in words for `mover` in `game`, when the move deserves one; the worst
    /// first.
    pub fn warning(&self, game: &dyn Session, mover: Side) -> Option<Phrase> {
        if let Some(end) = self.ends {
            let result = match end.outcome {
                Outcome::Win(side) if side != mover => "loses",
                Outcome::Draw => "draws",
                Outcome::Win(_) => return None,
            };
            return Some(Phrase::new("warn-end").key("result", result).key("reason", end.reason.key()));
        }
        if self.own_lost > 0 {
            let pieces = games::info(game.name()).map_or("pieces", |g| g.pieces);
            return Some(Phrase::new("warn-own-lost").count("count", self.own_lost as i64).key("pieces", pieces));
        }
        if self.seen == 1 {
            let third = games::info(game.name()).map(|g| (g.repetition_end)(mover));
            let then = match third?.outcome {
                Outcome::Win(side) if side != mover => "loses",
                Outcome::Win(_) => "wins",
                Outcome::Draw => "draws",
            };
            return Some(Phrase::new("warn-repetition").key("then", then));
        }
        None
    }
}

/// What each legal move of the position `game` has reached does to its mover, in the
/// order of [`Session::legal_moves`].
pub fn consequences(game: &dyn Session) -> Vec<Consequence> {
    let legal = game.legal_moves();
    consequences_of(game, &legal.iter().map(String::as_str).collect::<Vec<_>>())
}

/// [`consequences`] of the legal moves `texts` only (a board asks about the moves of the
/// piece chosen, not all of them).
pub fn consequences_of(game: &dyn Session, texts: &[&str]) -> Vec<Consequence> {
    if game.end().is_some() || texts.is_empty() {
        return Vec::new();
    }
    let mover = game.side_to_move();
    // One copy of the game, each move played on it and taken back.
    let mut after = games::copy(game);
    texts
        .iter()
        .filter_map(|&text| {
            let events = after.play(text).ok()?;
            let own_lost = events
                .iter()
                .filter(|e| {
                    matches!(e, Event::Removed { side, why: Removal::Captured | Removal::Smashed | Removal::Fell | Removal::Osiris, .. } if *side == mover)
                })
                .count();
            let seen = after.occurrences() - 1;
            let ends = after.end();
            after.undo();
            Some(Consequence { text: text.to_string(), ends, own_lost, seen })
        })
        .collect()
}

/// The legal moves among `texts` that deserve a warning before they are played.
pub fn warnings(game: &dyn Session, texts: &[&str]) -> Vec<MoveWarning> {
    let mover = game.side_to_move();
    consequences_of(game, texts)
        .into_iter()
        .filter_map(|c| {
            let words = c.warning(game, mover)?;
            Some(MoveWarning { ask: c.loses(mover) || c.own_lost > 0, words, text: c.text })
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
    /// What it threatens, in words.
    pub words: Phrase,
}

/// What the opponent of the side to move threatens: each move they could make now, were it
/// their turn, that takes, smashes or pushes back one of the player's pieces, gives check,
/// or wins. Found by handing them the move (the position with the other side to move);
/// a position that cannot be handed over (a move half made) threatens nothing.
pub fn threats(game: &dyn Session) -> Vec<Threat> {
    if game.end().is_some() {
        return Vec::new();
    }
    let me = game.side_to_move();
    let them = me.other();
    let letter = |side: Side| if side == Side::White { 'w' } else { 'b' };
    let position = game.position();
    let Some(rest) = position.strip_prefix(letter(me)) else { return Vec::new() };
    let handed = format!("{}{rest}", letter(them));
    let Ok(mut after) = games::open(game.name(), game.options(), Some(&handed)) else { return Vec::new() };
    if after.side_to_move() != them {
        return Vec::new();
    }
    let mut found = Vec::new();
    for text in after.legal_moves() {
        let Ok(events) = after.play(&text) else { continue };
        // Keys of the `threat` message, the worst first.
        let mut what: Vec<&'static str> = Vec::new();
        if matches!(after.end(), Some(End { outcome: Outcome::Win(side), .. }) if side == them) {
            what.push("wins");
        }
        let pieces = after.pieces();
        let checks = after
            .cell_notes()
            .iter()
            .any(|(cell, note)| *note == CellNote::Check && pieces.iter().any(|(c, p)| c == cell && p.side == me));
        if checks {
            what.push("check");
        }
        for event in &events {
            match *event {
                Event::Removed { side, why: Removal::Captured, .. } if side == me => what.push("takes"),
                Event::Removed { side, why: Removal::Smashed | Removal::Fell | Removal::Osiris, .. } if side == me => {
                    what.push("destroys")
                }
                Event::ContactRetreat { side, .. } | Event::ColumnRetreat { side, .. } if side == me => {
                    what.push("pushes")
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
            let words = Phrase::new("threat").side("side", them).text("move", &text).key("what", first);
            found.push(Threat { words, text, from, to });
        }
        after.undo();
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Options;
    use crate::games::open;

    /// Pyramida's third repetition loses for the mover: the move into a position seen
    /// once warns, the move into a position seen twice is a loss.
    #[test]
    fn pyramida_warns_of_the_repetition_before_it_loses() {
        let mut game = open("pyramida", &Options::new(), Some("w W:a4,c2 B:u4,s2")).unwrap();
        assert!(consequences(game.as_ref()).iter().all(|c| c.ends.is_none() && c.own_lost == 0 && c.seen == 0));
        for text in ["a4-b5", "u4-t5", "b5-a4"] {
            game.play(text).expect("legal");
        }
        // Black's step back would bring the start back a second time.
        let black = consequences(game.as_ref());
        let back = black.iter().find(|c| c.text == "t5-u4").expect("a legal move");
        assert_eq!((back.seen, back.ends), (1, None));
        let warning = back.warning(game.as_ref(), Side::Black).expect("a warning");
        assert_eq!(
            warning.english(),
            "This position has occurred before: reaching it once more loses (third repetition)."
        );
        let warned = warnings(game.as_ref(), &["t5-u4"]).into_iter().next().expect("a warning");
        assert!(!warned.ask, "a warning in words, no question yet");
        for text in ["t5-u4", "a4-b5", "u4-t5", "b5-a4"] {
            game.play(text).expect("legal");
        }
        // Now it would be the third time: a loss, said first, and asked about.
        let black = consequences(game.as_ref());
        let third = black.iter().find(|c| c.text == "t5-u4").expect("a legal move");
        assert!(third.loses(Side::Black), "{third:?}");
        let warning = third.warning(game.as_ref(), Side::Black).expect("a warning");
        assert!(warning.english().starts_with("Playing this loses: "), "{warning:?}");
        assert!(warnings(game.as_ref(), &["t5-u4", "a4-b5"]).iter().any(|w| w.text == "t5-u4" && w.ask));
        // The other moves are not marked.
        assert!(black.iter().filter(|c| c.text != "t5-u4").all(|c| !c.loses(Side::Black) && c.own_lost == 0));
    }

    /// An Allmer push of one's own stone off the pyramid is marked as costing it, and
    /// asks first.
    #[test]
    fn allmer_marks_a_push_that_drops_your_own_stone() {
        let game = open("allmer", &Options::new(), None).unwrap();
        let found = consequences(game.as_ref());
        let costly: Vec<&Consequence> = found.iter().filter(|c| c.own_lost > 0).collect();
        assert!(!costly.is_empty(), "the start offers pushes of one's own stones");
        for c in &costly {
            let mut after = games::copy(game.as_ref());
            let count = |g: &dyn Session| g.pieces().iter().filter(|(_, p)| p.side == Side::White).count();
            let before = count(after.as_ref());
            after.play(&c.text).expect("legal");
            assert_eq!(before - count(after.as_ref()), c.own_lost, "{}", c.text);
            assert!(c.warning(game.as_ref(), Side::White).expect("a warning").english().contains("of your own stones"));
        }
        let legal = game.legal_moves();
        let all: Vec<&str> = legal.iter().map(String::as_str).collect();
        assert!(warnings(game.as_ref(), &all)
            .iter()
            .any(|w| w.ask && w.words.english().contains("of your own stones")));
    }

    /// The newcomer's game: after 1.a7-c4 ad4-ac2, Black threatens ac2-c2, mate.
    #[test]
    fn chase_shows_the_mate_black_threatens() {
        let mut game = open("chase", &Options::new(), None).unwrap();
        for text in ["a7-c4", "ad4-ac2"] {
            game.play(text).unwrap();
        }
        let found = threats(game.as_ref());
        let mate = found.iter().find(|t| t.text == "ac2-c2").expect("the mate is shown");
        assert_eq!(mate.words.english(), "Black ac2-c2 wins");
        assert_eq!((game.cell_name(mate.from), game.cell_name(mate.to)), ("ac2".to_string(), "c2".to_string()));
        game.play("b8-a9").unwrap();
        assert!(game.legal_moves().contains(&mate.text), "a threat is a move Black really has");
    }

    /// In Pyramida an attack that would push a stone back is a threat; the start
    /// threatens nothing.
    #[test]
    fn pyramida_shows_attacks_that_push_back() {
        let mut game = open("pyramida", &Options::new(), None).unwrap();
        assert!(threats(game.as_ref()).is_empty());
        let mut seen = 0;
        for ply in 0..60 {
            if game.end().is_some() {
                break;
            }
            let found = threats(game.as_ref());
            for t in &found {
                let them = game.side_to_move().other().name();
                let words = t.words.english();
                assert!(words.starts_with(them), "{words}");
                assert!(words.ends_with("pushes a piece back") || words.ends_with("wins"), "{words}");
            }
            seen += found.len();
            let moves = game.legal_moves();
            let text = moves[(ply * 7) % moves.len()].clone();
            game.play(&text).unwrap();
        }
        assert!(seen > 0, "some attack was threatened in 60 plies");
    }

    /// A click that is no move is explained in the engine's words.
    #[test]
    fn sessions_say_why_a_piece_cannot_go_there() {
        let pyramida = open("pyramida", &Options::new(), None).unwrap();
        let cell = |name: &str| (0..pyramida.cell_count() as u16).find(|&c| pyramida.cell_name(c) == name).unwrap();
        let refused = why_not(pyramida.as_ref(), Some(cell("d1")), cell("d3")).expect("a refusal");
        let reason = Phrase::new("reason-pyramida-step").text("from", "d1").text("to", "d3");
        assert_eq!(refused, Phrase::new("refusal-illegal").phrase("reason", reason));
        assert_eq!(refused.english(), "the stone on d1 cannot move to d3");
        assert_eq!(why_not(pyramida.as_ref(), Some(cell("d1")), cell("e2")), None, "a legal move needs no reason");
    }
}
