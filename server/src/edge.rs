//! The server's edge: what every request passes before a handler sees it, and what every
//! answer carries. A request must name a host this server serves (`421`); a change from
//! another site's page is refused, with a cookie or without (`403`); a body is JSON
//! (`415`); reads that load games or profiles are counted per address (`429`). Every
//! answer carries the security headers (a Content-Security-Policy without inline
//! scripts, no framing, `nosniff`, the referrer rule, HSTS over HTTPS).

use crate::config::PublicOrigin;
use crate::http::Api;
use crate::limits::PerMinute;
use crate::protocol::{Code, Refusal};
use crate::room::now_ms;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

/// Who this server is to the outside: the origin players reach, the hosts a request
/// may name, the proxy it trusts and the other origins that may open a socket.
pub struct Edge {
    /// The public origin, when the operator gave one.
    pub public: Option<PublicOrigin>,
    /// Without a public origin: the hosts (`name:port`) a request may name, those of the
    /// address served; empty when any may (the server listens on every address, or
    /// behind a trusted proxy).
    pub hosts: Vec<String>,
    /// The header a trusted proxy puts the client's address in.
    pub trust_header: Option<String>,
    /// Origins besides the server's own that may open a socket.
    pub allowed_origins: Vec<String>,
    /// Reads (games, profiles, leaderboards) per address in a minute.
    pub reads: PerMinute,
    /// The Content-Security-Policy, made once when it names no request's host (a public
    /// origin was given); else each answer's is made from its `Host`.
    csp: Option<HeaderValue>,
}

impl Edge {
    /// The edge of a server listening on `listening`.
    pub fn new(config: &crate::config::Config, listening: SocketAddr) -> Edge {
        let any = listening.ip().is_unspecified() || config.trust_header.is_some();
        let hosts = match (&config.public_origin, any) {
            (Some(_), _) | (None, true) => Vec::new(),
            (None, false) => served_hosts(listening),
        };
        let csp = config.public_origin.as_ref().and_then(|public| policy(&public.origin()));
        Edge {
            public: config.public_origin.clone(),
            hosts,
            trust_header: config.trust_header.clone(),
            allowed_origins: config.allowed_origins.clone(),
            reads: PerMinute::new(config.reads_per_minute),
            csp,
        }
    }

    /// The client's address: the trusted proxy's header when one is set, else the
    /// socket's; an IPv6 address stands for its /64 (one subscriber's whole network), so
    /// that every per-address limit counts networks, not addresses.
    pub fn client_address(&self, headers: &HeaderMap, peer: SocketAddr) -> IpAddr {
        let ip = self
            .trust_header
            .as_ref()
            .and_then(|h| headers.get(h.as_str()))
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.rsplit(',').next())
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(peer.ip());
        network(ip)
    }

    /// The scheme the client reached the server by: the public origin's, else the
    /// trusted proxy's `X-Forwarded-Proto`, else plain HTTP (this server speaks no TLS).
    pub fn scheme<'a>(&'a self, headers: &'a HeaderMap) -> &'a str {
        if let Some(public) = &self.public {
            return &public.scheme;
        }
        let forwarded = self.trust_header.as_ref().and_then(|_| headers.get("x-forwarded-proto"));
        forwarded.and_then(|v| v.to_str().ok()).map_or("http", |v| v.split(',').next().unwrap_or("http").trim())
    }

    /// Whether the cookie is `Secure`: the client came over HTTPS.
    pub fn secure(&self, headers: &HeaderMap) -> bool {
        self.scheme(headers) == "https"
    }

    /// The origin this request reached, as a browser's `Origin` names it: the public
    /// origin, else the scheme and the request's `Host` (which [`Edge::host_allowed`]
    /// checked).
    pub fn own_origin(&self, headers: &HeaderMap) -> Option<String> {
        if let Some(public) = &self.public {
            return Some(public.origin());
        }
        let host = headers.get(header::HOST).and_then(|v| v.to_str().ok())?;
        Some(format!("{}://{}", self.scheme(headers), host.to_ascii_lowercase()))
    }

    /// Whether a request naming `host` is for this server.
    pub fn host_allowed(&self, host: Option<&str>) -> bool {
        let Some(host) = host.map(str::to_ascii_lowercase) else {
            return self.public.is_none() && self.hosts.is_empty();
        };
        match &self.public {
            Some(public) => {
                let default_port = if public.https() { ":443" } else { ":80" };
                host == public.host || host.strip_suffix(default_port) == Some(public.host.as_str())
            }
            None => self.hosts.is_empty() || self.hosts.contains(&host),
        }
    }

    /// Whether `origin` is this server's own (or one the operator allowed): absent is a
    /// program's request, which no page made.
    pub fn origin_allowed(&self, origin: Option<&str>, headers: &HeaderMap) -> bool {
        let Some(origin) = origin else { return true };
        let origin = origin.to_ascii_lowercase();
        self.allowed_origins.iter().any(|a| a.eq_ignore_ascii_case(&origin))
            || self.own_origin(headers).is_some_and(|own| own == origin)
    }
}

/// The hosts of an address served: `ip:port`, and for a loopback address the names
/// a browser on this machine uses (`localhost:port`, `127.0.0.1:port`, `[::1]:port`).
fn served_hosts(listening: SocketAddr) -> Vec<String> {
    let port = listening.port();
    let mut hosts = vec![match listening.ip() {
        IpAddr::V4(v4) => format!("{v4}:{port}"),
        IpAddr::V6(v6) => format!("[{v6}]:{port}"),
    }];
    if listening.ip().is_loopback() {
        for name in ["localhost", "127.0.0.1", "[::1]"] {
            let host = format!("{name}:{port}");
            if !hosts.contains(&host) {
                hosts.push(host);
            }
        }
    }
    hosts
}

/// The network an address stands for in the limits: itself for IPv4 (and an IPv4
/// address mapped into IPv6), its /64 for IPv6.
pub fn network(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// Whether a request changes something: any method but GET, HEAD and OPTIONS.
fn changes(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Whether a request is a program's with a personal token (`Authorization: Bearer`): no
/// page can send one, so it is never a cross-site request.
fn with_token(headers: &HeaderMap) -> bool {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.len() > 7 && v[..7].eq_ignore_ascii_case("bearer "))
}

/// Whether a request carries a body (a length above zero, or chunks).
fn has_body(headers: &HeaderMap) -> bool {
    let length = headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    length.is_some_and(|n| n > 0) || headers.contains_key(header::TRANSFER_ENCODING)
}

fn is_json(headers: &HeaderMap) -> bool {
    headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|v| {
        let essence = v.split(';').next().unwrap_or_default().trim();
        essence.eq_ignore_ascii_case("application/json")
    })
}

/// Whether a request loads games or profiles: the reads counted per address (a game's
/// socket has a limit of its own).
fn is_read(method: &Method, path: &str) -> bool {
    let read = *method == Method::GET
        && (path.starts_with("/api/games")
            || path.starts_with("/api/players/")
            || path.starts_with("/api/leaderboard/"));
    read && !path.ends_with("/socket")
}

/// What the edge refuses of a request, before any handler: a host not served, a change
/// from another site's page, a body not JSON, reads past their rate.
pub fn refusal(edge: &Edge, method: &Method, path: &str, headers: &HeaderMap, address: IpAddr) -> Option<Refusal> {
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
    if !edge.host_allowed(host) {
        let served = edge.public.as_ref().map_or_else(|| edge.hosts.join(", "), PublicOrigin::origin);
        return Some(Refusal::new(
            Code::MisdirectedRequest,
            format!("this server answers for {served}, not '{}'", host.unwrap_or("")),
        ));
    }
    let api = path.starts_with("/api/");
    if api && changes(method) && !with_token(headers) {
        let origin = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok());
        let fetched = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok());
        let foreign = match origin {
            Some(_) => !edge.origin_allowed(origin, headers),
            None => fetched == Some("cross-site"),
        };
        if foreign {
            return Some(Refusal::new(Code::ForbiddenOrigin, "a change from another site's page is refused"));
        }
        if has_body(headers) && !is_json(headers) {
            return Some(Refusal::new(
                Code::UnsupportedMediaType,
                "a request's body is JSON: send it with Content-Type: application/json",
            ));
        }
    }
    if is_read(method, path) && !edge.reads.allow(address, now_ms()) {
        return Some(Refusal::new(
            Code::RateLimited,
            "too many games or profiles read from this address: wait a minute",
        ));
    }
    None
}

/// The edge as a layer: refuses what [`refusal`] refuses, and gives every answer the
/// security headers.
pub async fn guard(
    State(api): State<Arc<Api>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let edge = &api.edge;
    let address = edge.client_address(request.headers(), peer);
    let refused = refusal(edge, request.method(), request.uri().path(), request.headers(), address);
    let csp = edge.csp.clone().or_else(|| policy(&edge.own_origin(request.headers()).unwrap_or_default()));
    let mut response = match refused {
        Some(refusal) => {
            api.hub.ctx.metrics.refused(refusal.code.as_str());
            refusal.into_response()
        }
        None => next.run(request).await,
    };
    let headers = response.headers_mut();
    if let Some(value) = csp {
        headers.insert(header::CONTENT_SECURITY_POLICY, value);
    }
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    if edge.public.as_ref().is_some_and(PublicOrigin::https) {
        headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static("max-age=63072000"));
    }
    response
}

/// The Content-Security-Policy of a server reached at `own` (its origin): no inline
/// script or style, the wasm compiled, nothing framing it, sockets to itself.
fn policy(own: &str) -> Option<HeaderValue> {
    let socket_origins = socket_sources(own);
    let csp = format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; \
         connect-src 'self'{socket_origins}; worker-src 'self'; manifest-src 'self'; object-src 'none'; \
         base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    );
    HeaderValue::from_str(&csp).ok()
}

/// The socket's origin for `connect-src` (`'self'` does not cover `ws:` in every
/// browser engine): ` ws://HOST` or ` wss://HOST`.
fn socket_sources(own: &str) -> String {
    let socket = own
        .strip_prefix("https://")
        .map(|h| format!("wss://{h}"))
        .or_else(|| own.strip_prefix("http://").map(|h| format!("ws://{h}")));
    // A host is letters, digits, dots, colons, brackets and dashes: nothing that could
    // end the header's directive.
    match socket {
        Some(s) if s.bytes().all(|b| b.is_ascii_alphanumeric() || b"-.:[]/".contains(&b)) => format!(" {s}"),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edge(public: Option<&str>, listening: &str) -> Edge {
        let mut config = crate::config::Config::defaults();
        config.public_origin = public.map(|p| PublicOrigin::parse(p).unwrap());
        Edge::new(&config, listening.parse().unwrap())
    }

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn a_request_names_a_host_served() {
        let local = edge(None, "127.0.0.1:8080");
        for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", "[::1]:8080"] {
            assert!(local.host_allowed(Some(host)), "{host}");
        }
        assert!(!local.host_allowed(Some("evil.example")));
        assert!(!local.host_allowed(Some("localhost:9999")));
        assert!(!local.host_allowed(None));
        assert!(edge(None, "0.0.0.0:8080").host_allowed(Some("anything.example")));
        let public = edge(Some("https://pyramids.example"), "127.0.0.1:8080");
        assert!(public.host_allowed(Some("pyramids.example")));
        assert!(public.host_allowed(Some("pyramids.example:443")));
        assert!(!public.host_allowed(Some("127.0.0.1:8080")));
        assert!(!public.host_allowed(Some("pyramids.example.evil")));
    }

    #[test]
    fn the_own_origin_is_the_public_one_when_given() {
        let public = edge(Some("https://pyramids.example"), "127.0.0.1:8080");
        let h = headers(&[("host", "pyramids.example")]);
        assert!(public.origin_allowed(Some("https://pyramids.example"), &h));
        assert!(!public.origin_allowed(Some("http://pyramids.example"), &h));
        assert!(!public.origin_allowed(Some("https://evil.example"), &h));
        assert!(public.secure(&h));
        let local = edge(None, "127.0.0.1:8080");
        let h = headers(&[("host", "localhost:8080")]);
        assert!(local.origin_allowed(Some("http://localhost:8080"), &h));
        assert!(!local.origin_allowed(Some("http://127.0.0.1:8080"), &h), "another origin, though the same server");
        assert!(!local.secure(&h));
    }

    #[test]
    fn a_change_from_another_site_is_refused_with_or_without_a_cookie() {
        let local = edge(None, "127.0.0.1:8080");
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        let post = Method::POST;
        let code = |pairs: &[(&'static str, &str)]| {
            refusal(&local, &post, "/api/session", &headers(pairs), ip).map(|r| r.code)
        };
        let host = ("host", "127.0.0.1:8080");
        let json = ("content-type", "application/json");
        let length = ("content-length", "40");
        assert_eq!(code(&[host, ("origin", "http://evil.example"), json, length]), Some(Code::ForbiddenOrigin));
        assert_eq!(code(&[host, ("sec-fetch-site", "cross-site"), json, length]), Some(Code::ForbiddenOrigin));
        assert_eq!(code(&[host, ("origin", "http://127.0.0.1:8080"), json, length]), None);
        assert_eq!(code(&[host, ("sec-fetch-site", "same-origin"), json, length]), None);
        assert_eq!(code(&[host, json, length]), None, "a program's request");
        assert_eq!(code(&[host, ("content-type", "text/plain"), length]), Some(Code::UnsupportedMediaType));
        assert_eq!(code(&[host, ("content-type", "application/json; charset=utf-8"), length]), None);
        assert_eq!(code(&[host]), None, "no body");
        let token = ("authorization", "Bearer abc");
        assert_eq!(
            code(&[host, token, ("origin", "http://evil.example"), ("content-type", "text/plain"), length]),
            None
        );
        assert_eq!(code(&[("host", "evil.example"), json, length]), Some(Code::MisdirectedRequest));
        let get =
            refusal(&local, &Method::GET, "/api/account", &headers(&[host, ("origin", "http://evil.example")]), ip);
        assert_eq!(get, None, "a read changes nothing");
    }

    #[test]
    fn an_ipv6_address_counts_as_its_64() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(network(a), network(b));
        assert_ne!(network(a), network(c));
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap();
        assert_eq!(network(mapped), "10.0.0.1".parse::<IpAddr>().unwrap());
    }

    #[test]
    fn reads_are_games_profiles_and_leaderboards() {
        assert!(is_read(&Method::GET, "/api/games?open=true"));
        assert!(is_read(&Method::GET, "/api/games/abc"));
        assert!(is_read(&Method::GET, "/api/players/bob"));
        assert!(is_read(&Method::GET, "/api/leaderboard/chase"));
        assert!(!is_read(&Method::GET, "/api/games/abc/socket"));
        assert!(!is_read(&Method::POST, "/api/games"));
        assert!(!is_read(&Method::GET, "/api/account"));
    }
}
