//! The order of a game's changes as a client receives them. Every stored change of a
//! game has a version, one more than the change before it; each message it sends
//! (`move`, `end`, `offer`, `rematch`, `game`) carries that version `v`, and a change
//! may send several (a move and the end). A `game` is the whole state at its version.
//! A client keeps the version of the last change it applied and asks this module what
//! to do with the next message: apply it, drop it (seen already), or ask for the state
//! again (a gap: changes were missed).

/// The types of message that a stored change sends, each with its change's version.
pub const VERSIONED: &[&str] = &["game", "move", "end", "offer", "rematch"];

/// What to do with a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Apply it.
    Apply,
    /// Drop it: its change was applied already (or it is older than the state).
    Duplicate,
    /// Drop it and ask for the state (`{"type": "sync"}`): changes before it were missed.
    Gap,
}

/// The last change applied, and which of its messages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Order {
    version: Option<i64>,
    /// The types of message applied at `version`, a bit each (by `VERSIONED`'s order).
    seen: u8,
}

impl Order {
    /// The version of the last change applied, once a state has come.
    pub fn version(&self) -> Option<i64> {
        self.version
    }

    /// Judges a message of type `kind` with version `v` (`None`: a message without one,
    /// from a server that sends none, or not a change), and takes it as applied unless
    /// dropped.
    pub fn judge(&mut self, kind: &str, v: Option<i64>) -> Verdict {
        let Some(bit) = VERSIONED.iter().position(|k| *k == kind).map(|i| 1u8 << i) else { return Verdict::Apply };
        let Some(v) = v else { return Verdict::Apply };
        let Some(last) = self.version else {
            // Nothing but a whole state can be applied first.
            if kind != "game" {
                return Verdict::Gap;
            }
            self.take(v, bit);
            return Verdict::Apply;
        };
        if kind == "game" {
            if v < last {
                return Verdict::Duplicate;
            }
            self.take(v, bit);
            return Verdict::Apply;
        }
        if v == last + 1 || (v == last && self.seen & bit == 0) {
            self.take(v, bit);
            Verdict::Apply
        } else if v <= last {
            Verdict::Duplicate
        } else {
            Verdict::Gap
        }
    }

    /// A new socket: its stream may say again, after its first state, what the last
    /// one said at that state's version (a rematch's token). A state older than the
    /// version applied is still refused.
    pub fn new_stream(&mut self) {
        self.seen = 0;
    }

    fn take(&mut self, v: i64, bit: u8) {
        if self.version != Some(v) {
            self.version = Some(v);
            self.seen = 0;
        }
        self.seen |= bit;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Verdict::*;

    #[test]
    fn changes_in_order_are_applied_and_a_change_may_send_several_messages() {
        let mut o = Order::default();
        assert_eq!(o.judge("game", Some(3)), Apply);
        assert_eq!(o.judge("move", Some(4)), Apply);
        assert_eq!(o.judge("end", Some(4)), Apply);
        assert_eq!(o.judge("presence", Some(4)), Apply);
        assert_eq!(o.judge("error", Some(2)), Apply);
        assert_eq!(o.judge("rematch", Some(5)), Apply);
        assert_eq!(o.version(), Some(5));
    }

    #[test]
    fn a_message_seen_again_is_a_duplicate() {
        let mut o = Order::default();
        o.judge("game", Some(3));
        assert_eq!(o.judge("move", Some(4)), Apply);
        assert_eq!(o.judge("move", Some(4)), Duplicate);
        assert_eq!(o.judge("offer", Some(3)), Duplicate);
        assert_eq!(o.judge("game", Some(2)), Duplicate, "an older state never replaces a newer one");
    }

    #[test]
    fn a_missed_change_is_a_gap_and_a_state_mends_it() {
        let mut o = Order::default();
        assert_eq!(o.judge("move", Some(1)), Gap, "a change before any state");
        o.judge("game", Some(3));
        assert_eq!(o.judge("move", Some(5)), Gap);
        assert_eq!(o.version(), Some(3), "a gap applies nothing");
        assert_eq!(o.judge("game", Some(5)), Apply);
        assert_eq!(o.judge("move", Some(6)), Apply);
    }

    #[test]
    fn messages_without_a_version_pass() {
        let mut o = Order::default();
        assert_eq!(o.judge("move", None), Apply);
        assert_eq!(o.version(), None);
    }
}
