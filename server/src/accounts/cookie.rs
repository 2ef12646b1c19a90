//! The session cookie: a random secret (the server keeps its hash), `HttpOnly` so that
//! no script reads it, `SameSite=Lax` so that another site's page does not send it with
//! its requests, `Secure` when the client came over HTTPS, and gone when its session
//! ends.

use axum::http::HeaderMap;

pub const NAME: &str = "pyramid_session";

/// The session secret the request's cookies carry, if any.
pub fn secret(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, value)| *name == NAME && !value.is_empty())
        .map(|(_, value)| value.to_string())
}

/// The `Set-Cookie` value that gives `secret` for `max_age_s` seconds.
pub fn set(secret: &str, secure: bool, max_age_s: i64) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{NAME}={secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age_s}{secure}")
}

/// The `Set-Cookie` value that clears it.
pub fn clear(secure: bool) -> String {
    let secure = if secure { "; Secure" } else { "" };
    format!("{NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_is_found_among_other_cookies() {
        let mut headers = HeaderMap::new();
        headers.insert("cookie", "theme=dark; pyramid_session=abc123; x=1".parse().unwrap());
        assert_eq!(secret(&headers).as_deref(), Some("abc123"));
        headers.insert("cookie", "pyramid_session=".parse().unwrap());
        assert_eq!(secret(&headers), None);
        assert!(set("s", true, 60).ends_with("Max-Age=60; Secure"));
        assert!(set("s", false, 60).contains("HttpOnly; SameSite=Lax"));
    }
}
