//! Which game the game screen opens for an address: the game this browser saved, the game
//! of a link, or a new one, and what the player is told when a link or a save is damaged.
//! A game imported from a record is saved first, then opened here like any saved game.
//! Pure, so every case is tested natively; the app reads the address and the storage.

use crate::game::Options;
use crate::games::{self, Session};
use crate::message::Phrase;
use crate::{link, save};

/// Where the game opened comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// This browser's own game: it goes on against the opponent it had.
    Saved,
    /// A link's game, between two players until the player chooses an opponent.
    Linked,
    /// A new game.
    New,
}

pub struct Opening {
    pub session: Box<dyn Session>,
    pub source: Source,
    /// The game this browser had, replaced by a link's: to be kept, never dropped.
    pub archive: Option<Box<dyn Session>>,
    /// What the player is told: a link or a save that could not be read whole.
    pub notice: Option<Phrase>,
}

/// The game to open for `address` (after `#`: a game's name, or a link "chase?…"), given
/// the text this browser saved for that game, if any. `None` for a game that does not exist.
pub fn opening(address: &str, saved: Option<&str>) -> Option<Opening> {
    let name = address.split('?').next().unwrap_or_default();
    let new = games::open(name, &Options::new(), None).ok()?;
    let mut notice = None;
    // A byte search, as in Pyraos's moves: no substring searcher in the wasm.
    let linked = match address.as_bytes().contains(&b'?').then(|| link::decode(address)) {
        None => None,
        Some(Ok(decoded)) => {
            notice = decoded.problem.map(|p| Phrase::new("notice-link-damaged").phrase("problem", p.phrase()));
            Some(decoded.session).filter(|s| s.name() == name)
        }
        Some(Err(e)) => {
            notice = Some(Phrase::new("notice-link-broken").phrase("problem", e.phrase()));
            None
        }
    };
    let saved = saved.and_then(|text| match save::decode(text) {
        Ok(s) => Some(s).filter(|s| s.name() == name),
        Err(e) => {
            notice = Some(Phrase::new("notice-save-lost").phrase("problem", e.phrase()));
            None
        }
    });
    let (session, source, archive) = match (linked, saved) {
        // A link to the game this browser has, or to an earlier stage of it (its own
        // address, reloaded before it caught up with the last move), is that game.
        (Some(linked), Some(saved)) if same_game(linked.as_ref(), saved.as_ref()) => (saved, Source::Saved, None),
        (Some(linked), Some(saved)) => (linked, Source::Linked, Some(saved)),
        (Some(linked), None) => (linked, Source::Linked, None),
        (None, Some(saved)) => (saved, Source::Saved, None),
        (None, None) => (new, Source::New, None),
    };
    Some(Opening { session, source, archive, notice })
}

/// Whether `link` is `saved` or an earlier stage of it.
fn same_game(link: &dyn Session, saved: &dyn Session) -> bool {
    link.name() == saved.name()
        && link.options() == saved.options()
        && link.start_position() == saved.start_position()
        && saved.history().starts_with(&link.history())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(name: &str, moves: usize) -> Box<dyn Session> {
        let mut s = games::open(name, &Options::new(), None).unwrap();
        for _ in 0..moves {
            let text = s.move_shapes()[0].text.clone();
            s.play(&text).unwrap();
        }
        s
    }

    #[test]
    fn a_name_alone_opens_the_saved_game_or_a_new_one() {
        let saved = save::encode(game("pyramida", 3).as_ref());
        let o = opening("pyramida", Some(&saved)).unwrap();
        assert_eq!((o.source, o.session.plies(), o.notice), (Source::Saved, 3, None));
        let o = opening("pyramida", None).unwrap();
        assert_eq!((o.source, o.session.plies()), (Source::New, 0));
        assert!(o.archive.is_none());
        assert!(opening("chess", None).is_none());
    }

    #[test]
    fn a_link_to_the_saved_game_or_an_earlier_stage_of_it_is_the_saved_game() {
        let played = game("allmer", 4);
        let saved = save::encode(played.as_ref());
        for stage in [2, 4] {
            let address = link::encode(game("allmer", stage).as_ref());
            let o = opening(&address, Some(&saved)).unwrap();
            assert_eq!((o.source, o.session.plies()), (Source::Saved, 4), "stage {stage}");
            assert!(o.archive.is_none());
        }
    }

    #[test]
    fn another_link_opens_its_game_and_keeps_the_saved_one() {
        let saved = save::encode(game("chase", 2).as_ref());
        let mut other = games::open("chase", &Options::new(), None).unwrap();
        let last = other.move_shapes().last().unwrap().text.clone();
        other.play(&last).unwrap();
        let o = opening(&link::encode(other.as_ref()), Some(&saved)).unwrap();
        assert_eq!(o.source, Source::Linked);
        assert_eq!(o.session.history(), vec![last]);
        assert_eq!(o.archive.map(|a| a.plies()), Some(2), "the saved game is kept");
        let o = opening(&link::encode(other.as_ref()), None).unwrap();
        assert_eq!((o.source, o.archive.is_none()), (Source::Linked, true));
    }

    #[test]
    fn a_damaged_link_or_save_says_so_and_opens_what_it_can() {
        let o = opening("pyraos?zzz=1&m=%%%", None).unwrap();
        assert!(o.notice.as_ref().unwrap().english().starts_with("The link"), "{:?}", o.notice);
        let o = opening("pyraos", Some("not a saved game")).unwrap();
        assert_eq!(o.source, Source::New);
        assert!(o.notice.unwrap().english().starts_with("The saved game could not be restored (saved game, line 1"));
        // A save of another game under this one's name is not this game.
        let other = save::encode(game("chase", 1).as_ref());
        assert_eq!(opening("pyraos", Some(&other)).unwrap().source, Source::New);
    }
}
