//! The protocol's limits that are not about one game: messages a second per socket, game
//! creations and joins per address, sockets open per address (which origins may open a
//! socket is the edge's).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// A socket's allowance: `rate` messages a second with a burst of as many. Refusals in
/// a row past `patience` mean the flood is sustained, and the socket is closed.
pub struct Bucket {
    rate: f64,
    tokens: f64,
    last_ms: i64,
    refused: u32,
}

pub const MESSAGES_PER_SECOND: f64 = 20.0;
/// Refusals in a row after which a flooding socket is closed (1008).
pub const PATIENCE: u32 = 20;

/// What the bucket says of one message.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    Take,
    Refuse,
    Close,
}

impl Bucket {
    pub fn new(now: i64, rate: f64) -> Bucket {
        Bucket { rate, tokens: rate, last_ms: now, refused: 0 }
    }

    pub fn take(&mut self, now: i64) -> Verdict {
        let elapsed = (now - self.last_ms).max(0) as f64 / 1000.0;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.rate);
        self.last_ms = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            self.refused = 0;
            Verdict::Take
        } else {
            self.refused += 1;
            if self.refused > PATIENCE {
                Verdict::Close
            } else {
                Verdict::Refuse
            }
        }
    }
}

/// Requests of one kind (creations, joins) per address in a sliding minute.
pub struct PerMinute {
    per_minute: u32,
    seen: Mutex<HashMap<IpAddr, Vec<i64>>>,
}

impl PerMinute {
    pub fn new(per_minute: u32) -> PerMinute {
        PerMinute { per_minute, seen: Mutex::new(HashMap::new()) }
    }

    /// Counts a request from `address` at `now`; false past the limit.
    pub fn allow(&self, address: IpAddr, now: i64) -> bool {
        let mut seen = self.seen.lock().expect("per-minute lock");
        if seen.len() > 100_000 {
            seen.retain(|_, times| times.iter().any(|&t| now - t < 60_000));
        }
        let times = seen.entry(address).or_default();
        times.retain(|&t| now - t < 60_000);
        if times.len() as u32 >= self.per_minute {
            return false;
        }
        times.push(now);
        true
    }
}

/// The sockets open from each address, at most `max` each.
pub struct Sockets {
    max: u32,
    open: Mutex<HashMap<IpAddr, u32>>,
}

/// A socket's place in its address's count, given back when dropped.
pub struct SocketPlace {
    sockets: Arc<Sockets>,
    address: IpAddr,
}

impl Sockets {
    pub fn new(max: u32) -> Arc<Sockets> {
        Arc::new(Sockets { max, open: Mutex::new(HashMap::new()) })
    }

    /// A place for one more socket from `address`; `None` when it has `max` open.
    pub fn enter(self: &Arc<Sockets>, address: IpAddr) -> Option<SocketPlace> {
        let mut open = self.open.lock().expect("sockets lock");
        let count = open.entry(address).or_default();
        if *count >= self.max {
            return None;
        }
        *count += 1;
        Some(SocketPlace { sockets: self.clone(), address })
    }

    /// The sockets open from `address`.
    pub fn open(&self, address: IpAddr) -> u32 {
        self.open.lock().expect("sockets lock").get(&address).copied().unwrap_or(0)
    }
}

impl Drop for SocketPlace {
    fn drop(&mut self) {
        let mut open = self.sockets.open.lock().expect("sockets lock");
        if let Some(count) = open.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                open.remove(&self.address);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_a_second_pass_and_a_flood_is_refused_then_closed() {
        let mut b = Bucket::new(0, MESSAGES_PER_SECOND);
        for i in 0..20 {
            assert_eq!(b.take(0), Verdict::Take, "{i}");
        }
        assert_eq!(b.take(0), Verdict::Refuse);
        assert_eq!(b.take(100), Verdict::Take, "two tokens came back in 100 ms");
        let mut last = Verdict::Take;
        for _ in 0..(PATIENCE + 2) {
            last = b.take(100);
        }
        assert_eq!(last, Verdict::Close);
    }

    #[test]
    fn a_steady_twenty_a_second_is_never_refused() {
        let mut b = Bucket::new(0, MESSAGES_PER_SECOND);
        for i in 0..1000 {
            assert_eq!(b.take(i * 50), Verdict::Take);
        }
    }

    #[test]
    fn requests_are_limited_per_address_and_minute() {
        let c = PerMinute::new(3);
        let (a, b): (IpAddr, IpAddr) = ("127.0.0.1".parse().unwrap(), "127.0.0.2".parse().unwrap());
        assert!(c.allow(a, 0) && c.allow(a, 1) && c.allow(a, 2));
        assert!(!c.allow(a, 3));
        assert!(c.allow(b, 3));
        assert!(c.allow(a, 60_001));
    }

    #[test]
    fn sockets_are_capped_per_address_and_given_back() {
        let sockets = Sockets::new(2);
        let (a, b): (IpAddr, IpAddr) = ("127.0.0.1".parse().unwrap(), "127.0.0.2".parse().unwrap());
        let first = sockets.enter(a).unwrap();
        let _second = sockets.enter(a).unwrap();
        assert!(sockets.enter(a).is_none());
        assert!(sockets.enter(b).is_some());
        drop(first);
        assert_eq!(sockets.open(a), 1);
        assert!(sockets.enter(a).is_some());
    }
}
