//! Seat tokens and game ids: random bits from the operating system. A token is stored only
//! as its SHA-256 and compared in constant time.

use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).expect("the operating system gives random bytes");
    hex(&buf)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A new seat token: 128 random bits, as 32 hex digits.
pub fn new_token() -> String {
    random_hex(16)
}

/// A new session secret: 256 random bits, as 64 hex digits.
pub fn new_secret() -> String {
    random_hex(32)
}

/// A new game id: 64 random bits, 16 hex digits (unguessable enough to share as a link,
/// short enough to read out).
pub fn new_id() -> String {
    random_hex(8)
}

/// What is stored of a token.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Whether `token` is the one whose hash is `stored`, in time independent of where they
/// differ.
pub fn matches(token: &str, stored: &str) -> bool {
    hash(token).as_bytes().ct_eq(stored.as_bytes()).into()
}

/// The token of a player's seat in the rematch `game`, derived from their token in the
/// game before: only its holder can compute it, and every process that sees it does
/// so alike, so whichever serves the player hands it over.
pub fn rematch_token(previous: &str, game: &str) -> String {
    hex(&Sha256::digest(format!("rematch:{previous}:{game}").as_bytes())[..16])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_and_differ() {
        let (a, b) = (new_token(), new_token());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert_eq!(new_id().len(), 16);
        assert_eq!(new_secret().len(), 64);
    }

    #[test]
    fn only_the_token_matches_its_hash() {
        let t = new_token();
        let stored = hash(&t);
        assert_ne!(stored, t);
        assert!(matches(&t, &stored));
        assert!(!matches(&new_token(), &stored));
        assert!(!matches("", &stored));
    }

    #[test]
    fn a_rematch_token_depends_on_the_token_and_the_game() {
        let t = new_token();
        assert_eq!(rematch_token(&t, "g1"), rematch_token(&t, "g1"));
        assert_ne!(rematch_token(&t, "g1"), rematch_token(&t, "g2"));
        assert_ne!(rematch_token(&t, "g1"), rematch_token(&new_token(), "g1"));
        assert_eq!(rematch_token(&t, "g1").len(), 32);
    }
}
