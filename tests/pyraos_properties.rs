//! Pyraos: invariants over random playouts from random options, and parsers that never
//! panic.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use pyramid_games::game::{replay, Cell, EndReason, Error, Event, Game, Mark, Options, Piece};
use pyramid_games::games::pyraos::board::{self, ABOVE, BELOW, HIGHER, TOP};
use pyramid_games::games::pyraos::{Move, Pyraos};
use pyramid_games::record::Record;
use pyramid_games::Side;
use std::collections::BTreeMap;

fn options(children: bool, pass: bool) -> Options {
    let mut o = Options::new();
    o.set("removal", if children { "children" } else { "standard" });
    o.set("pass", if pass { "on" } else { "off" });
    o
}

/// Checks what every position must hold.
fn check_position(p: &Pyraos, opts: &Options) -> Result<(), TestCaseError> {
    let (white, black) = (p.spheres(Side::White), p.spheres(Side::Black));
    prop_assert_eq!(white & black, 0);
    prop_assert_eq!((white | black) & !board::ALL, 0);
    // Every sphere above level 1 rests on four.
    let occupied = p.occupied();
    for c in board::cells(occupied & HIGHER[1]) {
        prop_assert_eq!(occupied & BELOW[c as usize], BELOW[c as usize], "{}", p.to_text());
    }
    // On the board plus in reserve makes 15.
    for side in Side::BOTH {
        prop_assert_eq!(p.spheres(side).count_ones() + p.reserve(side).unwrap(), 15);
    }
    prop_assert_eq!(p.packed(), white as u64 | (black as u64) << 32);
    // The canonical text round-trips, and names the same position.
    let text = p.to_text();
    let back = Pyraos::parse(&text, opts).unwrap();
    prop_assert_eq!(&back, p);
    prop_assert_eq!(back.to_text(), text);
    // The top decides the end first.
    if occupied & 1 << TOP != 0 {
        prop_assert_eq!(p.end().map(|e| e.reason), Some(EndReason::ReachedTop));
    }
    Ok(())
}

/// Checks the legal moves of a position: text, parse, shapes.
fn check_moves(p: &Pyraos, moves: &[Move], pass_on: bool) -> Result<(), TestCaseError> {
    let mut texts: Vec<String> = moves.iter().map(|m| p.move_text(m)).collect();
    for (m, t) in moves.iter().zip(&texts) {
        prop_assert_eq!(&p.parse_move(t).unwrap(), m, "{}", t);
        // The shapes carry the move's text, click the moved sphere, then remove.
        let shapes = p.move_shapes(m);
        prop_assert!(!shapes.is_empty() && shapes.len() <= 2);
        let removed: Vec<u8> = m.parts().map_or(vec![], |(_, _, r)| r.cells().collect());
        for s in &shapes {
            prop_assert_eq!(&s.text, t);
            let removes = s.clicks.iter().filter(|(_, k)| *k == Mark::Remove).count();
            prop_assert_eq!(removes, removed.len());
            // Every order the board offers can be written and parses to the same move.
            let order: Vec<String> =
                s.clicks.iter().filter(|(_, k)| *k == Mark::Remove).map(|(c, _)| Pyraos::cell_name(*c)).collect();
            if !order.is_empty() {
                let head = t.split(' ').next().unwrap();
                let written = format!("{head} x{}", order.join(","));
                prop_assert_eq!(&p.parse_move(&written).unwrap(), m, "{}", written);
            }
        }
        if *m == Move::Pass {
            prop_assert!(pass_on);
            prop_assert_eq!(moves.len(), 1);
            prop_assert_eq!(p.reserve(p.side_to_move()), Some(0));
        }
    }
    texts.sort();
    texts.dedup();
    prop_assert_eq!(texts.len(), moves.len());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_the_invariants(
        children in any::<bool>(),
        pass in any::<bool>(),
        black_starts in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..250),
    ) {
        let opts = options(children, pass);
        let start = if black_starts { "b W: B:" } else { "w W: B:" };
        let mut record = Record::new(Pyraos::parse(start, &opts).unwrap());
        let mut seen = vec![*record.position()];
        for choice in choices {
            let pos = *record.position();
            check_position(&pos, &opts)?;
            let moves = record.legal_moves();
            if moves.is_empty() {
                prop_assert!(record.end().is_some());
                break;
            }
            check_moves(&pos, &moves, pass)?;
            prop_assert_eq!(pos.count_moves(), moves.len());

            let mv = moves[choice as usize % moves.len()];
            let before = pos.pieces();
            let events = record.play_legal(mv);
            let after = *record.position();
            prop_assert_eq!(after.side_to_move(), pos.side_to_move().other());

            // The events lead from the old pieces to the new ones.
            let mut replayed: BTreeMap<Cell, Piece> = before.into_iter().collect();
            prop_assert_eq!(replay(&mut replayed, &events), Ok(()));
            let actual: BTreeMap<Cell, Piece> = after.pieces().into_iter().collect();
            prop_assert_eq!(replayed, actual);
            if let Some((_, _, removed)) = mv.parts() {
                let n = events
                    .iter()
                    .filter(|e| matches!(e, Event::Removed { .. }))
                    .count();
                prop_assert_eq!(n, removed.len());
                prop_assert!(!children || removed.is_empty());
            }
            seen.push(after);
        }
        if let Some(end) = record.end() {
            if end.reason == EndReason::NoLegalMove {
                prop_assert!(!pass);
            }
        }
        // Undo walks back through exactly the positions played.
        while record.can_undo() {
            seen.pop();
            record.undo();
            prop_assert_eq!(record.position(), seen.last().unwrap());
            prop_assert!(record.end().is_none() || record.played().is_empty());
        }
    }

    #[test]
    fn removal_choices_are_every_own_free_sphere_after_a_square(
        choices in prop::collection::vec(any::<u32>(), 0..60),
    ) {
        // Plays randomly, then checks each square move's removals against a direct count.
        let opts = Options::new();
        let mut p = Pyraos::start(&opts).unwrap();
        for choice in choices {
            let moves = p.legal_move_list();
            if moves.is_empty() {
                break;
            }
            let mut by_head: BTreeMap<String, usize> = BTreeMap::new();
            for m in &moves {
                let t = p.move_text(m);
                *by_head.entry(t.split(' ').next().unwrap().to_string()).or_default() += 1;
            }
            for (head, n) in by_head {
                if n == 1 {
                    continue;
                }
                let mut q = p;
                q.try_play(&head).unwrap();
                let me = p.side_to_move();
                let own = q.spheres(me);
                let occupied = q.occupied();
                let free = |occ: u32, c: u8| ABOVE[c as usize] & occ == 0;
                let singles: Vec<u8> = board::cells(own).filter(|&c| free(occupied, c)).collect();
                let mut pairs = std::collections::BTreeSet::new();
                for &a in &singles {
                    let rest = occupied & !(1 << a);
                    for b in board::cells(own & !(1 << a)).filter(|&b| free(rest, b)) {
                        pairs.insert((a.min(b), a.max(b)));
                    }
                }
                prop_assert_eq!(n, 1 + singles.len() + pairs.len(), "{} {}", p.to_text(), head);
            }
            let mv = moves[choice as usize % moves.len()];
            p.play_unchecked(&mv, &mut ());
        }
    }

    #[test]
    fn position_parser_never_panics(text in ".{0,80}") {
        let _ = Pyraos::parse(&text, &Options::new());
    }

    #[test]
    fn position_parser_never_panics_on_near_misses(
        text in "[wbx ]{1,2}W:([0-5][a-eA-E][0-5]{1,2},?){0,17} B:([0-5][a-eA-E][0-5],?){0,17}( [a-z]{1,5}=[0-9]{1,2})?",
    ) {
        match Pyraos::parse(&text, &Options::new()) {
            Ok(p) => {
                let again = Pyraos::parse(&p.to_text(), &Options::new()).unwrap();
                prop_assert_eq!(again, p);
            }
            Err(e) => prop_assert!(matches!(e, Error::Position { .. }), "{}", e),
        }
    }

    #[test]
    fn move_parser_never_panics_and_leaves_the_position(
        choices in prop::collection::vec(any::<u32>(), 0..40),
        text in prop_oneof![
            ".{0,40}",
            "[0-5][a-eA-E][0-5](-[0-5][a-eA-E][0-5])?( ?[xX ]([0-5][a-eA-E][0-5],?){0,3})?",
            Just("pass".to_string()),
        ],
    ) {
        let opts = options(false, true);
        let mut p = Pyraos::start(&opts).unwrap();
        for choice in choices {
            let moves = p.legal_move_list();
            if moves.is_empty() {
                break;
            }
            p.play_unchecked(&moves[choice as usize % moves.len()], &mut ());
        }
        let before = p;
        match p.try_play(&text) {
            Ok(_) => {
                let mv = before.parse_move(&text).unwrap();
                prop_assert!(before.legal_move_list().contains(&mv));
            }
            Err(_) => prop_assert_eq!(p, before),
        }
    }

    #[test]
    fn cell_names_parse_back(cell in 0u8..30) {
        let name = Pyraos::cell_name(cell as Cell);
        prop_assert_eq!(board::parse(&name), Ok(cell));
        prop_assert_eq!(board::parse(&name.to_uppercase()), Ok(cell));
    }
}
