//! The server's settings, from the environment (and `--flag value` arguments, which win).

use std::path::PathBuf;

#[derive(Clone, Debug)]
pub struct Config {
    pub host: String,
    pub port: u16,
    /// `sqlite:PATH` or `postgres://…`.
    pub database_url: String,
    /// The release build to serve; none: the protocol only.
    pub site: Option<PathBuf>,
    /// The header a reverse proxy puts the client's address in, when one is trusted.
    pub trust_header: Option<String>,
    /// Origins besides the server's own that may open a socket.
    pub allowed_origins: Vec<String>,
    /// How long an absent player's seat is kept before the win may be claimed.
    pub grace_ms: i64,
    pub creations_per_minute: u32,
    /// Joins per address in a minute.
    pub joins_per_minute: u32,
    /// Sockets one address may have open at once.
    pub sockets_per_address: u32,
    /// How often a process says it is alive (Postgres); a process silent for three of
    /// these is taken for dead, and its players for gone.
    pub heartbeat_ms: i64,
    /// How long a write to a socket may wait for its client to read.
    pub send_timeout_ms: u64,
    /// Messages a second one socket may send (the protocol's limit is 20; a test or a
    /// trusted bot host may raise it).
    pub messages_per_second: f64,
    /// A game nobody joined is deleted after this long.
    pub waiting_ms: i64,
    /// A seek nobody asked about for this long is gone (the contract's two minutes).
    pub seek_lifetime_ms: i64,
    /// The folder of Pyraos tables the tablebase answers from; none: no tablebase.
    pub tables: Option<PathBuf>,
    /// The origin players reach (`https://pyramids.example`): the passkeys' relying
    /// party, the `Origin` check, the cookie's `Secure`, the hosts served. None: the
    /// address served.
    pub public_origin: Option<PublicOrigin>,
    /// Sign-ups one address may make in an hour.
    pub signups_per_hour: u32,
    /// Requests that load games or profiles one address may make in a minute.
    pub reads_per_minute: u32,
    /// Where `/metrics` is served (`127.0.0.1:9464`); none: nowhere. Never on the
    /// public port.
    pub metrics_listen: Option<String>,
    /// The secret that signs up the house bots' names (`House-…`, reserved); none: no
    /// such name can be signed up.
    pub house_key: Option<String>,
    /// Minutes each of the site's own arenas lasts, one a game starting every hour (0:
    /// none; docs/arena.md).
    pub hourly_arena_minutes: u32,
}

/// The origin players reach: `http` or `https`, and the host with its port as a
/// browser's `Host` header names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicOrigin {
    pub scheme: String,
    pub host: String,
}

impl PublicOrigin {
    /// `https://pyramids.example` or `http://localhost:8080` (a trailing `/` allowed,
    /// no path).
    pub fn parse(text: &str) -> Result<PublicOrigin, String> {
        let bad = |why: &str| format!("public-origin '{text}': {why}");
        let (scheme, rest) = text.split_once("://").ok_or_else(|| bad("expected http://HOST or https://HOST"))?;
        let scheme = scheme.to_ascii_lowercase();
        if scheme != "http" && scheme != "https" {
            return Err(bad("the scheme is http or https"));
        }
        let host = rest.strip_suffix('/').unwrap_or(rest).to_ascii_lowercase();
        let shaped = !host.is_empty()
            && host.bytes().all(|b| b.is_ascii_alphanumeric() || b"-.:[]".contains(&b))
            && !host.starts_with(':');
        if !shaped {
            return Err(bad("expected a host name and maybe a port, without a path"));
        }
        Ok(PublicOrigin { scheme, host })
    }

    /// `scheme://host`, as a browser's `Origin` header says it.
    pub fn origin(&self) -> String {
        format!("{}://{}", self.scheme, self.host)
    }

    /// The host's name without its port: a passkey's relying party.
    pub fn name(&self) -> &str {
        match self.host.strip_prefix('[') {
            Some(v6) => v6.split(']').next().unwrap_or(v6),
            None => self.host.split(':').next().unwrap_or(&self.host),
        }
    }

    pub fn https(&self) -> bool {
        self.scheme == "https"
    }
}

pub const DEFAULT_DATABASE: &str = "sqlite:data/pyramid.sqlite3";

/// The shortest grace period an operator may set: the protocol's promise to a player
/// whose connection drops.
pub const MIN_GRACE_MS: i64 = 20_000;

impl Config {
    pub fn defaults() -> Config {
        Config {
            host: "127.0.0.1".into(),
            port: 8080,
            database_url: DEFAULT_DATABASE.into(),
            site: Some(PathBuf::from("dist")),
            trust_header: None,
            allowed_origins: Vec::new(),
            grace_ms: 30_000,
            creations_per_minute: 30,
            joins_per_minute: 60,
            sockets_per_address: 64,
            heartbeat_ms: 5_000,
            send_timeout_ms: 10_000,
            messages_per_second: crate::limits::MESSAGES_PER_SECOND,
            waiting_ms: 24 * 3_600_000,
            seek_lifetime_ms: crate::protocol::seeks::SEEK_LIFETIME_MS,
            tables: None,
            public_origin: None,
            signups_per_hour: 5,
            reads_per_minute: 120,
            metrics_listen: None,
            house_key: None,
            hourly_arena_minutes: 57,
        }
    }

    /// Reads `HOST`, `PORT`, `DATABASE_URL`, `PYRAMID_SITE`, `PYRAMID_TRUST_HEADER`,
    /// `PYRAMID_ORIGINS` (comma-separated), `PYRAMID_GRACE_SECONDS` and
    /// `PYRAMID_CREATIONS_PER_MINUTE`, `PYRAMID_JOINS_PER_MINUTE`,
    /// `PYRAMID_SOCKETS_PER_ADDRESS`, `PYRAMID_HEARTBEAT_MS`, `PYRAMID_MESSAGES_PER_SECOND`,
    /// `PYRAMID_TABLES`, `PYRAMID_PUBLIC_ORIGIN`, `PYRAMID_SIGNUPS_PER_HOUR`,
    /// `PYRAMID_READS_PER_MINUTE`, `PYRAMID_METRICS_LISTEN`, `PYRAMID_HOUSE_KEY`,
    /// `PYRAMID_HOURLY_ARENA_MINUTES`,
    /// then the same as `--host`, `--port`, `--database`, `--site`, `--trust-header`,
    /// `--origins`, `--grace-seconds` (at least 20), `--creations-per-minute`,
    /// `--joins-per-minute`, `--sockets-per-address`, `--heartbeat-ms`,
    /// `--messages-per-second`, `--tables`, `--public-origin`, `--signups-per-hour`,
    /// `--reads-per-minute`, `--metrics-listen`, `--house-key`, `--hourly-arena-minutes`.
    pub fn from_env_and_args(args: &[String]) -> Result<Config, String> {
        let mut c = Config::defaults();
        let mut set = |key: &str, value: String| -> Result<(), String> {
            let number = |v: &str| v.parse::<u64>().map_err(|_| format!("{key} '{v}': expected a whole number"));
            match key {
                "host" => c.host = value,
                "port" => c.port = number(&value)?.try_into().map_err(|_| format!("port '{value}' is too large"))?,
                "database" => c.database_url = value,
                "site" => c.site = (!value.is_empty()).then(|| PathBuf::from(value)),
                "trust-header" => c.trust_header = Some(value.to_ascii_lowercase()),
                "origins" => {
                    c.allowed_origins =
                        value.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
                }
                "grace-seconds" => {
                    c.grace_ms = number(&value)? as i64 * 1000;
                    if c.grace_ms < MIN_GRACE_MS {
                        return Err(format!("grace-seconds '{value}': at least {} s", MIN_GRACE_MS / 1000));
                    }
                }
                // Tests and benches only: a grace period below the protocol's promise,
                // so that a claim can be tried within a short run.
                "test-grace-ms" => c.grace_ms = number(&value)? as i64,
                "creations-per-minute" => c.creations_per_minute = number(&value)? as u32,
                "joins-per-minute" => c.joins_per_minute = number(&value)? as u32,
                "sockets-per-address" => c.sockets_per_address = number(&value)? as u32,
                "heartbeat-ms" => c.heartbeat_ms = number(&value)?.max(100) as i64,
                "messages-per-second" => c.messages_per_second = number(&value)? as f64,
                "tables" => c.tables = (!value.is_empty()).then(|| PathBuf::from(value)),
                "public-origin" => {
                    c.public_origin = if value.is_empty() { None } else { Some(PublicOrigin::parse(&value)?) }
                }
                "signups-per-hour" => c.signups_per_hour = number(&value)? as u32,
                "reads-per-minute" => c.reads_per_minute = number(&value)? as u32,
                "metrics-listen" => c.metrics_listen = (!value.is_empty()).then_some(value),
                "house-key" => c.house_key = (!value.is_empty()).then_some(value),
                "hourly-arena-minutes" => c.hourly_arena_minutes = number(&value)?.min(60) as u32,
                _ => return Err(format!("unknown setting '--{key}'")),
            }
            Ok(())
        };
        for (var, key) in [
            ("HOST", "host"),
            ("PORT", "port"),
            ("DATABASE_URL", "database"),
            ("PYRAMID_SITE", "site"),
            ("PYRAMID_TRUST_HEADER", "trust-header"),
            ("PYRAMID_ORIGINS", "origins"),
            ("PYRAMID_GRACE_SECONDS", "grace-seconds"),
            ("PYRAMID_CREATIONS_PER_MINUTE", "creations-per-minute"),
            ("PYRAMID_JOINS_PER_MINUTE", "joins-per-minute"),
            ("PYRAMID_SOCKETS_PER_ADDRESS", "sockets-per-address"),
            ("PYRAMID_HEARTBEAT_MS", "heartbeat-ms"),
            ("PYRAMID_MESSAGES_PER_SECOND", "messages-per-second"),
            ("PYRAMID_TABLES", "tables"),
            ("PYRAMID_PUBLIC_ORIGIN", "public-origin"),
            ("PYRAMID_SIGNUPS_PER_HOUR", "signups-per-hour"),
            ("PYRAMID_READS_PER_MINUTE", "reads-per-minute"),
            ("PYRAMID_METRICS_LISTEN", "metrics-listen"),
            ("PYRAMID_HOUSE_KEY", "house-key"),
            ("PYRAMID_HOURLY_ARENA_MINUTES", "hourly-arena-minutes"),
        ] {
            if let Ok(value) = std::env::var(var) {
                set(key, value)?;
            }
        }
        let mut args = args.iter();
        while let Some(flag) = args.next() {
            let key = flag.strip_prefix("--").ok_or_else(|| format!("unexpected argument '{flag}'"))?;
            let value = args.next().ok_or_else(|| format!("--{key} needs a value"))?;
            set(key, value.clone())?;
        }
        Ok(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_public_origin_is_a_scheme_and_a_host() {
        let o = PublicOrigin::parse("https://Pyramids.example/").unwrap();
        assert_eq!((o.origin().as_str(), o.name(), o.https()), ("https://pyramids.example", "pyramids.example", true));
        let o = PublicOrigin::parse("http://localhost:8080").unwrap();
        assert_eq!((o.host.as_str(), o.name()), ("localhost:8080", "localhost"));
        assert_eq!(PublicOrigin::parse("http://[::1]:8080").unwrap().name(), "::1");
        for bad in ["pyramids.example", "ftp://x", "https://", "https://x/path", "https://a b"] {
            assert!(PublicOrigin::parse(bad).is_err(), "{bad}");
        }
    }
}
