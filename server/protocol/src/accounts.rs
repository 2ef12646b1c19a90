//! The accounts' requests and answers: signing up and in, the account, and the
//! leaderboard. Ratings go over the wire rounded to whole points, as lichess shows them.

use crate::{Code, Refusal};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Usernames: 3 to 20 of these.
pub const USERNAME_CHARS: &str = "A–Z a–z 0–9 _ -";
pub const MIN_PASSWORD: usize = 8;
/// Longer passwords are refused before hashing (a hash of megabytes is work for nothing).
pub const MAX_PASSWORD: usize = 256;
/// Above this deviation a rating is provisional (`?`), and off the leaderboard.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// `POST /api/account` and `POST /api/session`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Credentials {
    pub username: String,
    pub password: String,
}

impl Credentials {
    /// A new account's name and password, checked: `bad-message` for a name not of the
    /// allowed shape, `weak-password` for a password too short or the name itself.
    pub fn check_new(&self) -> Result<(), Refusal> {
        check_username(&self.username)?;
        let chars = self.password.chars().count();
        if chars < MIN_PASSWORD {
            let refusal =
                Refusal::new(Code::WeakPassword, format!("a password has at least {MIN_PASSWORD} characters"));
            return Err(refusal.why("short"));
        }
        if chars > MAX_PASSWORD {
            let refusal = Refusal::new(Code::WeakPassword, format!("a password has at most {MAX_PASSWORD} characters"));
            return Err(refusal.why("long"));
        }
        if self.password.to_lowercase() == self.username.to_lowercase() {
            return Err(Refusal::new(Code::WeakPassword, "the password may not be the username").why("username"));
        }
        Ok(())
    }
}

/// `PUT /api/account/password` (an extension): the password now and the new one, and
/// whether every passkey of the account goes too.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PasswordChange {
    pub password: String,
    pub new_password: String,
    #[serde(default)]
    pub remove_passkeys: bool,
}

/// `POST /api/account/passkeys`: the password (a stolen session alone adds no key), and
/// the name the new passkey is listed by (the browser's, when left out).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PasskeyAdding {
    pub password: String,
    #[serde(default)]
    pub name: Option<String>,
}

/// A passkey's name: at most this many characters.
pub const MAX_PASSKEY_NAME: usize = 50;

/// One of the account's sessions (`GET /api/sessions`): its id, when it began and was
/// last used (ms since 1970), the browser it began in, and whether it is the one asking.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    pub id: String,
    pub created_at: i64,
    pub last_seen_at: i64,
    pub user_agent: String,
    pub current: bool,
}

/// `GET /api/sessions`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SessionList {
    pub sessions: Vec<SessionView>,
}

/// One of the account's passkeys (`GET /api/account/passkeys`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PasskeyView {
    pub id: String,
    pub name: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

/// `GET /api/account/passkeys`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PasskeyList {
    pub passkeys: Vec<PasskeyView>,
}

/// `DELETE /api/account` (an extension): the password, to confirm.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Confirmation {
    pub password: String,
}

/// Whether `name` is a username's shape: 3–20 letters, digits, `_` or `-`.
pub fn check_username(name: &str) -> Result<(), Refusal> {
    let shaped =
        (3..=20).contains(&name.len()) && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if shaped {
        Ok(())
    } else {
        Err(Refusal::new(Code::BadMessage, format!("a username is 3 to 20 of {USERNAME_CHARS}")))
    }
}

/// The key a username is unique by: case does not count.
pub fn username_key(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// The answer of a sign-up or a sign-in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Signed {
    pub username: String,
}

/// `GET /api/session` (an extension): who this session is, if anyone.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Session {
    pub username: Option<String>,
}

/// A player's rating in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RatingView {
    pub rating: i64,
    pub deviation: i64,
    /// Rated games played.
    pub games: i64,
}

impl RatingView {
    /// Whether the rating is still provisional: lichess marks it `?`.
    pub fn provisional(&self) -> bool {
        self.deviation as f64 > PROVISIONAL_DEVIATION
    }
}

/// A point of a rating's history (an extension of the profile): after a rated game
/// ended at `at` (ms since 1970), the rating and its deviation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct HistoryPoint {
    pub at: i64,
    pub rating: i64,
    pub deviation: i64,
}

/// `GET /api/account`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AccountView {
    pub username: String,
    /// Every game, by name.
    pub ratings: BTreeMap<String, RatingView>,
}

/// `GET /api/players/{username}`: the public profile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayerView {
    pub username: String,
    pub ratings: BTreeMap<String, RatingView>,
    /// The player's games, newest first, at most 20.
    pub games: Vec<crate::GameView>,
    /// Each game's rating after each rated game, oldest first (the latest 200; an
    /// extension, for the profile's chart).
    #[serde(default)]
    pub history: BTreeMap<String, Vec<HistoryPoint>>,
}

/// A place on a leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Ranked {
    pub username: String,
    pub rating: i64,
    pub deviation: i64,
    pub games: i64,
}

/// `GET /api/leaderboard/{game}`: best first, at most 50, none provisional.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Leaderboard {
    pub players: Vec<Ranked>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new(username: &str, password: &str) -> Result<(), Code> {
        Credentials { username: username.into(), password: password.into() }.check_new().map_err(|r| r.code)
    }

    #[test]
    fn names_and_passwords_are_checked_as_the_contract_says() {
        assert_eq!(new("ab_c-9", "correct horse"), Ok(()));
        assert_eq!(new("ab", "correct horse"), Err(Code::BadMessage));
        assert_eq!(new(&"a".repeat(21), "correct horse"), Err(Code::BadMessage));
        assert_eq!(new("a b", "correct horse"), Err(Code::BadMessage));
        assert_eq!(new("zoë", "correct horse"), Err(Code::BadMessage));
        assert_eq!(new("alice", "short"), Err(Code::WeakPassword));
        assert_eq!(new("alice123", "ALICE123"), Err(Code::WeakPassword));
        assert_eq!(new("alice", &"x".repeat(MAX_PASSWORD + 1)), Err(Code::WeakPassword));
        assert_eq!(username_key("Alice"), username_key("aLICE"));
    }
}
