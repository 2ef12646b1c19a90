//! The engine's refusals say in English exactly what they said before their reasons
//! became messages: the command line and the records print them.
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/error_cases.rs"]
mod cases;

use pyramid_games::message::{Arg, Phrase};
use pyramid_games::reason;
use std::collections::BTreeSet;

#[test]
fn every_refusal_says_what_it_said() {
    for (input, said) in cases::CASES {
        assert_eq!(input.error().to_string(), *said);
    }
    for (source, said) in cases::PROBLEMS {
        assert_eq!(source.problem().1, *said);
    }
}

/// The messages a phrase says, its nested phrases' included.
fn ids(phrase: &Phrase, out: &mut BTreeSet<&'static str>) {
    out.insert(phrase.id);
    for (_, arg) in &phrase.args {
        if let Arg::Phrase(nested) = arg {
            ids(nested, out);
        }
    }
}

/// Every error and every reason of the table is given by some case, so each one's English
/// is checked above. Not reached: the last word of Pyraos's move parser, which the checks
/// before it leave no move to reach; a link's moves not replayed and a link that cannot
/// be opened at all for a game that exists, each said only after a first problem (a link
/// keeps its first) or for an unknown game (which opens no game screen).
#[test]
fn the_cases_reach_every_reason() {
    let mut said = BTreeSet::new();
    for (input, _) in cases::CASES {
        ids(&input.error().phrase(), &mut said);
    }
    for (source, _) in cases::PROBLEMS {
        ids(&source.problem().0, &mut said);
    }
    let unreachable = ["reason-pyraos-not-legal", "reason-link-not-replayed", "notice-link-broken"];
    let unreached: Vec<&str> = reason::ERRORS
        .iter()
        .chain(reason::REASONS)
        .map(|(id, _)| *id)
        .filter(|id| !said.contains(id) && !unreachable.contains(id))
        .collect();
    assert!(unreached.is_empty(), "no case gives {unreached:?}");
}
