//! What the account's page makes of the server's words: the browser and system a
//! session began in, read from its `User-Agent`.

/// The browser and the system a `User-Agent` names ("Firefox", "Linux"), as people
/// call them; either may be unknown.
pub fn browser_of(agent: &str) -> (Option<&'static str>, Option<&'static str>) {
    let has = |word: &str| agent.as_bytes().windows(word.len()).any(|w| w == word.as_bytes());
    let browser = if has("Firefox") {
        Some("Firefox")
    } else if has("Edg/") {
        Some("Edge")
    } else if has("Chrome") || has("Chromium") {
        Some("Chromium")
    } else if has("Safari") || has("AppleWebKit") {
        Some("Safari")
    } else {
        None
    };
    let system =
        ["Android", "iPhone", "iPad", "Windows", "Mac OS", "CrOS", "Linux"].into_iter().find(|s| has(s)).map(|s| {
            if s == "Mac OS" {
                "macOS"
            } else if s == "CrOS" {
                "ChromeOS"
            } else {
                s
            }
        });
    (browser, system)
}

#[cfg(test)]
mod tests {
    use super::browser_of;

    #[test]
    fn a_user_agent_says_its_browser_and_system() {
        let firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
        assert_eq!(browser_of(firefox), (Some("Firefox"), Some("Linux")));
        let chrome =
            "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
        assert_eq!(browser_of(chrome), (Some("Chromium"), Some("Android")));
        let safari =
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1";
        assert_eq!(browser_of(safari), (Some("Safari"), Some("iPhone")));
        assert_eq!(browser_of("curl/8.5"), (None, None));
    }
}
