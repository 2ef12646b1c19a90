//! Pyramid Chase: invariants over random playouts under random options.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use pyramid_games::game::{replay, Cell, Game, Options, Piece, Side};
use pyramid_games::games::chase::Chase;
use pyramid_games::record::Record;
use std::collections::BTreeMap;

fn options(power: bool, knight: bool, setup: bool) -> Options {
    let mut o = Options::new();
    o.set("power", if power { "own" } else { "any" });
    o.set("knight", if knight { "forward" } else { "all" });
    o.set("setup", if setup { "bottom" } else { "edges" });
    o
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_the_invariants(
        power in any::<bool>(),
        knight in any::<bool>(),
        setup in any::<bool>(),
        choices in prop::collection::vec(any::<u32>(), 0..160),
    ) {
        let opts = options(power, knight, setup);
        let mut record = Record::new(Chase::start(&opts).unwrap());
        let mut seen = vec![record.position().clone()];
        for choice in choices {
            let pos = record.position().clone();
            let moves = record.legal_moves();
            if moves.is_empty() {
                prop_assert!(record.end().is_some());
                break;
            }
            // The fast legality test agrees with playing each move and looking for check.
            let mut fast: Vec<_> = moves.iter().map(|m| pos.move_text(m)).collect();
            let mut slow: Vec<_> = pos.legal_moves_by_trial().iter().map(|m| pos.move_text(m)).collect();
            fast.sort();
            slow.sort();
            prop_assert_eq!(&fast, &slow, "in {}", pos.to_text());
            prop_assert_eq!(pos.count_moves(), moves.len());
            for m in &moves {
                prop_assert_eq!(&pos.parse_move(&pos.move_text(m)).unwrap(), m);
            }
            fast.dedup();
            prop_assert_eq!(fast.len(), moves.len());

            let mv = moves[choice as usize % moves.len()];
            let before = pos.pieces();
            let events = record.play_legal(mv);
            let after = record.position().clone();
            prop_assert_eq!(&Chase::parse(&after.to_text(), &opts).unwrap(), &after);
            let mut replayed: BTreeMap<Cell, Piece> = before.into_iter().collect();
            prop_assert_eq!(replay(&mut replayed, &events), Ok(()));
            let pieces: BTreeMap<Cell, Piece> = after.pieces().into_iter().collect();
            prop_assert_eq!(&replayed, &pieces);
            for side in Side::BOTH {
                let kings = pieces.values().filter(|p| p.side == side && p.kind == 'K').count();
                prop_assert_eq!(kings, 1);
            }
            seen.push(after);
        }
        while record.can_undo() {
            seen.pop();
            record.undo();
            prop_assert_eq!(record.position(), seen.last().unwrap());
        }
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}") {
        let p = Chase::start(&Options::new()).unwrap();
        let _ = p.parse_move(&text);
        let _ = Chase::parse(&text, &Options::new());
    }
}
