//! Passwords, hashed with Argon2id at OWASP's first setting (19 MiB, two passes, one
//! lane; measured in docs/server.md), on blocking threads, at most one at a time: a storm of
//! sign-ins waits in line (and past a short line is refused) instead of taking the cores
//! that moves need.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use tokio::sync::Semaphore;

/// Memory (KiB), passes and lanes of each hash.
pub const MEMORY_KIB: u32 = 19 * 1024;
pub const PASSES: u32 = 2;
pub const LANES: u32 = 1;
/// Hashes computed at once.
const AT_ONCE: usize = 1;
/// Hashes waiting or running past which a request is refused at once.
const MOST_WAITING: usize = 32;

fn argon() -> Argon2<'static> {
    let params = Params::new(MEMORY_KIB, PASSES, LANES, None).expect("valid Argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Hashes `password` with a new random salt: the PHC string stored.
pub fn hash(password: &str) -> Result<String, String> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| e.to_string())?;
    let salt = SaltString::encode_b64(&salt).map_err(|e| e.to_string())?;
    argon().hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(|e| e.to_string())
}

/// Whether `password` is the one `stored` was made of.
pub fn verify(password: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|parsed| argon().verify_password(password.as_bytes(), &parsed).is_ok())
}

/// The lowest score of zxcvbn's estimate (0 to 4) a new password may have: 3 is "safely
/// unguessable" (about 10^10 guesses), as OWASP and lichess's own check ask.
pub const LEAST_SCORE: u8 = 3;
/// The characters of a password the estimate reads (zxcvbn's time grows with the length;
/// a long password's start says enough of how it was made).
const ESTIMATED: usize = 64;

/// Refuses a new password that zxcvbn estimates guessable (score below
/// [`LEAST_SCORE`]), the account's name counted as a word an attacker knows: `400
/// weak-password`, saying why in words and as a key (`common`, `pattern`, `word`, `date`
/// or `guessable`) a client words in its reader's language.
pub fn strong_enough(password: &str, username: &str) -> Result<(), crate::protocol::Refusal> {
    use zxcvbn::feedback::Warning;
    let estimated: String = password.chars().take(ESTIMATED).collect();
    let entropy = zxcvbn::zxcvbn(&estimated, &[username]);
    if u8::from(entropy.score()) >= LEAST_SCORE {
        return Ok(());
    }
    let warning = entropy.feedback().and_then(|f| f.warning());
    let why = match warning {
        Some(
            Warning::ThisIsATop10Password
            | Warning::ThisIsATop100Password
            | Warning::ThisIsACommonPassword
            | Warning::ThisIsSimilarToACommonlyUsedPassword,
        ) => "common",
        Some(
            Warning::StraightRowsOfKeysAreEasyToGuess
            | Warning::ShortKeyboardPatternsAreEasyToGuess
            | Warning::RepeatsLikeAaaAreEasyToGuess
            | Warning::RepeatsLikeAbcAbcAreOnlySlightlyHarderToGuess
            | Warning::SequencesLikeAbcAreEasyToGuess,
        ) => "pattern",
        Some(
            Warning::AWordByItselfIsEasyToGuess
            | Warning::NamesAndSurnamesByThemselvesAreEasyToGuess
            | Warning::CommonNamesAndSurnamesAreEasyToGuess,
        ) => "word",
        Some(Warning::RecentYearsAreEasyToGuess | Warning::DatesAreOftenEasyToGuess) => "date",
        None => "guessable",
    };
    let said = warning.map_or("It could be guessed in few tries.".to_string(), |w| w.to_string());
    let message = format!("this password is too easy to guess: {said} Add words or characters only you would choose");
    Err(crate::protocol::Refusal::new(crate::protocol::Code::WeakPassword, message).why(why))
}

/// A hash of no one's password, verified against for an unknown name, so that it takes
/// the time a known one does.
fn decoy() -> &'static str {
    static DECOY: OnceLock<String> = OnceLock::new();
    DECOY.get_or_init(|| hash(&crate::token::new_token()).unwrap_or_default())
}

/// The line of hashes: at most `AT_ONCE` running, `MOST_WAITING` waiting or running.
#[derive(Clone)]
pub struct Hasher {
    permits: Arc<Semaphore>,
    waiting: Arc<AtomicUsize>,
}

impl Default for Hasher {
    fn default() -> Hasher {
        Hasher { permits: Arc::new(Semaphore::new(AT_ONCE)), waiting: Arc::new(AtomicUsize::new(0)) }
    }
}

/// Counts a request in the line while it lives.
struct InLine(Arc<AtomicUsize>);

impl Drop for InLine {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Hasher {
    /// Runs `work` in the line; `None` when the line is full (the caller answers
    /// `rate-limited`).
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        if self.waiting.fetch_add(1, Ordering::AcqRel) >= MOST_WAITING {
            self.waiting.fetch_sub(1, Ordering::AcqRel);
            return None;
        }
        let _line = InLine(self.waiting.clone());
        let _permit = self.permits.acquire().await.ok()?;
        tokio::task::spawn_blocking(work).await.ok()
    }

    pub async fn hash(&self, password: String) -> Option<Result<String, String>> {
        self.run(move || hash(&password)).await
    }

    /// Verifies against `stored`, or against the decoy when there is none (an unknown
    /// name): false then, in the same time.
    pub async fn verify(&self, password: String, stored: Option<String>) -> Option<bool> {
        self.run(move || match stored {
            Some(stored) => verify(&password, &stored),
            None => {
                verify(&password, decoy());
                false
            }
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_is_argon2id_salted_and_verifies_its_password_only() {
        let a = hash("correct horse").unwrap();
        let b = hash("correct horse").unwrap();
        assert!(a.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{a}");
        assert_ne!(a, b, "each hash has its own salt");
        assert!(!a.contains("correct horse"));
        assert!(verify("correct horse", &a));
        assert!(!verify("correct horsE", &a));
        assert!(!verify("correct horse", "not a hash"));
    }
}

#[cfg(test)]
mod strength {
    use super::strong_enough;

    #[test]
    fn common_and_patterned_passwords_are_refused_saying_why() {
        for (password, why) in [
            ("password123", "common"),
            ("qwertyuiop", "common"),
            ("zxcvfdsaqwer", "pattern"),
            ("1q2w3e4r5t", "common"),
            ("abcdefghij", "pattern"),
            ("aaaaaaaaaaaa", "pattern"),
            ("sunshine", "common"),
        ] {
            let refused = strong_enough(password, "alice").expect_err(password);
            assert_eq!((refused.code.as_str(), refused.why), ("weak-password", Some(why)), "{password}");
            assert!(refused.message.contains("too easy to guess"), "{}", refused.message);
        }
        // The name is a word an attacker knows.
        assert!(strong_enough("pyramidfan2024", "pyramidfan2024").is_err());
    }

    #[test]
    fn passwords_of_a_few_uncommon_words_pass() {
        for password in ["correct horse battery staple", "the sphinx counts pebbles", "Gl4ss-wAlrus-t0ad"] {
            assert!(strong_enough(password, "alice").is_ok(), "{password}");
        }
        // Long passwords are estimated by their start: quickly, whatever their length.
        let long = "a quiet pyramid of eleven stones ".repeat(8);
        assert!(strong_enough(&long, "alice").is_ok());
    }
}
