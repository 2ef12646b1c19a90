//! Pyramida: invariants over random playouts from random options.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use pyramid_games::game::{replay, Cell, Game, Options, Piece};
use pyramid_games::games::pyramida::Pyramida;
use pyramid_games::record::Record;
use std::collections::BTreeMap;

fn options(guard: bool, chain: bool) -> Options {
    let mut o = Options::new();
    o.set("opening-guard", if guard { "on" } else { "off" });
    o.set("chain", if chain { "on" } else { "off" });
    o
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_the_invariants(
        guard in any::<bool>(),
        chain in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..250),
    ) {
        let opts = options(guard, chain);
        let mut record = Record::new(Pyramida::start(&opts).unwrap());
        let mut counts = [5u32, 5];
        let mut seen = vec![*record.position()];
        for choice in choices {
            let pos = *record.position();
            let moves = record.legal_moves();
            if moves.is_empty() {
                prop_assert!(record.end().is_some());
                break;
            }
            // Perft's leaves count the moves without listing them.
            prop_assert_eq!(pos.count_moves(), pos.legal_move_list().len());
            // Every legal move prints and parses back to itself; no two print alike.
            let mut texts: Vec<String> = moves.iter().map(|m| pos.move_text(m)).collect();
            for (m, t) in moves.iter().zip(&texts) {
                prop_assert_eq!(&pos.parse_move(t).unwrap(), m);
            }
            texts.sort();
            texts.dedup();
            prop_assert_eq!(texts.len(), moves.len());

            let mv = moves[choice as usize % moves.len()];
            let before = pos.pieces();
            let events = record.play_legal(mv);
            let after = *record.position();

            // Stones never share a cell, never stand on the top, and never come back.
            prop_assert_eq!(after.stones(pyramid_games::Side::White) & after.stones(pyramid_games::Side::Black), 0);
            for side in pyramid_games::Side::BOTH {
                let n = after.stones(side).count_ones();
                prop_assert!(n <= counts[side.index()]);
                counts[side.index()] = n;
            }
            // The canonical text round-trips.
            prop_assert_eq!(&Pyramida::parse(&after.to_text(), &opts).unwrap(), &after);
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
            prop_assert!(record.end().is_none() || record.played().is_empty());
        }
    }

    /// Positions no game reaches from the start (more stones, stones anywhere, an extra
    /// move pending): the count still matches the list, and every move plays.
    #[test]
    fn set_up_positions_count_what_they_list(
        guard in any::<bool>(),
        chain in any::<bool>(),
        cells in prop::collection::vec((0..96usize, any::<bool>()), 1..16),
        black_to_move in any::<bool>(),
        extra in any::<bool>(),
    ) {
        let mut stones: [Vec<String>; 2] = Default::default();
        let mut used = [false; 96];
        for (cell, white) in cells {
            if !std::mem::replace(&mut used[cell], true) {
                stones[usize::from(!white)].push(Pyramida::cell_name(cell as Cell));
            }
        }
        let text = format!(
            "{} W:{} B:{}{}",
            if black_to_move { "b" } else { "w" },
            stones[0].join(","),
            stones[1].join(","),
            if extra { " extra=1" } else { "" }
        );
        let pos = Pyramida::parse(&text, &options(guard, chain)).unwrap();
        let moves = pos.legal_move_list();
        prop_assert_eq!(pos.count_moves(), moves.len(), "{}", text);
        for mv in moves {
            let mut after = pos;
            after.play_unchecked(&mv, &mut ());
            prop_assert_eq!(Pyramida::parse(&after.to_text(), &options(guard, chain)).unwrap(), after);
        }
    }
}
