//! Allmer's Pyramid: invariants over random playouts, from the start and from random
//! positions, and parsers that take any text without panicking.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use pyramid_games::game::{replay, Cell, Event, Game, Mark, Options, Piece, Removal, Side};
use pyramid_games::games::allmer::{board, Allmer, Kind, MIN_STONES, STONES};
use pyramid_games::record::Record;
use std::collections::BTreeMap;

/// The stones Osiris would remove, found by scanning each line anew.
fn enclosed(p: &Allmer) -> Vec<Cell> {
    let sides: BTreeMap<Cell, Side> = p.pieces().into_iter().map(|(c, x)| (c, x.side)).collect();
    let mut out = Vec::new();
    for line in board::LINES {
        let cells: Vec<Cell> = line.cells().map(|c| c as Cell).collect();
        let at = |i: usize| sides.get(&cells[i]).copied();
        let mut i = 0;
        while i < cells.len() {
            let Some(side) = at(i) else {
                i += 1;
                continue;
            };
            let mut j = i;
            while j + 1 < cells.len() && at(j + 1) == Some(side) {
                j += 1;
            }
            let enemy = Some(side.other());
            if i > 0 && j + 1 < cells.len() && at(i - 1) == enemy && at(j + 1) == enemy {
                out.extend(&cells[i..=j]);
            }
            i = j + 1;
        }
    }
    out
}

fn removals(events: &[Event], why: Removal) -> Vec<Cell> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Removed { at, why: w, .. } if w == why => Some(at),
            _ => None,
        })
        .collect()
}

/// Plays the moves `choices` pick from `start`, checking every invariant on the way, then
/// undoes them all.
fn playout(start: Allmer, choices: &[u32]) -> Result<(), TestCaseError> {
    let opts = Options::new();
    let mut record = Record::new(start);
    let mut seen = vec![start];
    let mut counts = Side::BOTH.map(|s| start.count(s));
    for &choice in choices {
        let pos = *record.position();
        let moves = record.legal_moves();
        // The game is over exactly when no move is left.
        prop_assert_eq!(moves.is_empty(), record.end().is_some());
        // With at most seven stones a side, four or more always leave a move.
        if Side::BOTH.iter().all(|&s| pos.count(s) >= MIN_STONES)
            && pos.stones(Side::White) & board::VICTORY != board::VICTORY
            && pos.stones(Side::Black) & board::VICTORY != board::VICTORY
        {
            prop_assert!(!pos.legal_move_list().is_empty(), "{}", pos.to_text());
        }
        if moves.is_empty() {
            break;
        }
        // Every legal move prints and parses back to itself; no two print alike.
        let mut texts: Vec<String> = moves.iter().map(|m| pos.move_text(m)).collect();
        for (m, t) in moves.iter().zip(&texts) {
            prop_assert_eq!(&pos.parse_move(t).unwrap(), m);
            prop_assert_eq!(&pos.parse_move(&format!(" {} ", t.to_uppercase())).unwrap(), m);
            // One shape per move: the stone, then its destination marked by kind.
            let shapes = pos.move_shapes(m);
            prop_assert_eq!(shapes.len(), 1);
            let mark = match m.kind {
                Kind::Run => Mark::Target,
                Kind::Smash => Mark::Capture,
                Kind::Jump => Mark::Jump,
                Kind::Push => Mark::Push,
            };
            prop_assert_eq!(&shapes[0].text, t);
            prop_assert_eq!(&shapes[0].clicks, &vec![(m.from as Cell, Mark::Piece), (m.to as Cell, mark)]);
        }
        texts.sort();
        texts.dedup();
        prop_assert_eq!(texts.len(), moves.len());

        let mv = moves[choice as usize % moves.len()];
        let before = pos.pieces();
        let events = record.play_legal(mv);
        let after = *record.position();
        prop_assert_eq!(after.side_to_move(), pos.side_to_move().other());

        // Stones never share a field, never stand on d4, never come back.
        let (white, black) = (after.stones(Side::White), after.stones(Side::Black));
        prop_assert_eq!(white & black, 0);
        prop_assert_eq!((white | black) & !board::FIELDS, 0);
        prop_assert_eq!((white | black) & 1 << board::CAP, 0);
        for side in Side::BOTH {
            let n = after.count(side);
            prop_assert!(n <= counts[side.index()] && n <= STONES);
            counts[side.index()] = n;
        }
        // Osiris leaves nothing enclosed; its removals come last, in canonical order.
        prop_assert_eq!(enclosed(&after), Vec::<Cell>::new());
        let osiris = removals(&events, Removal::Osiris);
        prop_assert!(osiris.windows(2).all(|w| w[0] < w[1]));
        let tail: Vec<&Event> =
            events.iter().filter(|e| !matches!(e, Event::GameOver { .. })).rev().take(osiris.len()).collect();
        let osiris_last = tail.iter().all(|e| matches!(e, Event::Removed { why: Removal::Osiris, .. }));
        prop_assert!(osiris_last);
        // A smash is the kind's, and a stone falls only from a corner.
        let smashed = removals(&events, Removal::Smashed);
        if mv.kind == Kind::Smash {
            prop_assert_eq!(smashed, vec![mv.to as Cell]);
        } else if mv.kind != Kind::Push {
            prop_assert!(smashed.is_empty());
        }
        for at in removals(&events, Removal::Fell) {
            let (x, y) = board::xy(at as u8);
            prop_assert!(x % 6 == 0 && y % 6 == 0, "fell from {}", at);
        }
        // Each stone lost has its event.
        let lost = events.iter().filter(|e| matches!(e, Event::Removed { .. })).count();
        prop_assert_eq!(lost, before.len() - after.pieces().len());
        // The canonical text round-trips.
        prop_assert_eq!(Allmer::parse(&after.to_text(), &opts).unwrap(), after);
        // The events lead from the old pieces to the new ones.
        let mut replayed: BTreeMap<Cell, Piece> = before.into_iter().collect();
        prop_assert_eq!(replay(&mut replayed, &events), Ok(()));
        let actual: BTreeMap<Cell, Piece> = after.pieces().into_iter().collect();
        prop_assert_eq!(replayed, actual);
        seen.push(after);
    }
    // Undo walks back through exactly the positions played.
    while record.can_undo() {
        seen.pop();
        record.undo();
        prop_assert_eq!(record.position(), seen.last().unwrap());
    }
    Ok(())
}

/// A position from random fields: at most seven stones a side, never on d4.
fn position(stones: &[(u8, bool)], black_to_move: bool) -> Allmer {
    let mut lists: [Vec<String>; 2] = Default::default();
    let mut taken = [false; 48];
    for &(cell, black) in stones {
        let list = &mut lists[black as usize];
        if !taken[cell as usize] && list.len() < STONES as usize {
            taken[cell as usize] = true;
            list.push(board::name(cell));
        }
    }
    let text = format!("{} W:{} B:{}", if black_to_move { 'b' } else { 'w' }, lists[0].join(","), lists[1].join(","));
    Allmer::parse(&text, &Options::new()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_from_the_start_keep_the_invariants(
        choices in prop::collection::vec(any::<u32>(), 0..300),
    ) {
        playout(Allmer::start(&Options::new()).unwrap(), &choices)?;
    }

    #[test]
    fn random_playouts_from_random_positions_keep_the_invariants(
        stones in prop::collection::vec((0u8..48, any::<bool>()), 0..20),
        black_to_move in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..120),
    ) {
        playout(position(&stones, black_to_move), &choices)?;
    }

    #[test]
    fn any_text_as_a_position_parses_or_is_refused(
        text in "[wbWB :,=a-hA-H0-9]{0,40}",
        any_text in ".{0,40}",
    ) {
        for t in [&text, &any_text] {
            if let Ok(p) = Allmer::parse(t, &Options::new()) {
                prop_assert_eq!(Allmer::parse(&p.to_text(), &Options::new()).unwrap(), p);
            }
        }
    }

    #[test]
    fn any_text_as_a_move_plays_or_changes_nothing(
        text in "[ a-hA-H0-9-]{0,8}",
        any_text in ".{0,20}",
        stones in prop::collection::vec((0u8..48, any::<bool>()), 0..20),
    ) {
        for start in [Allmer::start(&Options::new()).unwrap(), position(&stones, false)] {
            for t in [&text, &any_text] {
                let mut p = start;
                match p.try_play(t) {
                    Ok(_) => {
                        let mv = start.parse_move(t).unwrap();
                        prop_assert_eq!(start.move_text(&mv), t.trim().to_lowercase());
                    }
                    Err(_) => prop_assert_eq!(p, start),
                }
            }
        }
    }
}
