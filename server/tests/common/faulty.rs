//! A Postgres connection that fails on purpose: a proxy between the server and the
//! database that reads the wire protocol's messages and, once armed, holds back one
//! statement (a stall between two statements of a transaction) or cuts the connection
//! right after the database has answered one (a commit whose answer never arrives).
//! Everything else passes as it is.

use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// What the proxy does, once, to the first statement whose text contains `pattern`.
#[derive(Clone, Debug)]
pub enum Fault {
    /// Holds the statement back for this long before the database sees it.
    Delay(Duration),
    /// Lets the database run it (and commit it), then cuts the connection before its
    /// answer reaches the server.
    Cut,
}

#[derive(Default)]
struct Armed {
    fault: Option<(String, Fault)>,
    fired: bool,
}

/// The proxy: `url` is the database's URL through it.
pub struct Faulty {
    pub url: String,
    armed: Arc<Mutex<Armed>>,
}

impl Faulty {
    /// A proxy to the Postgres database at `url`.
    pub async fn to(url: &str) -> Faulty {
        let rest = url.strip_prefix("postgres://").expect("a postgres:// URL");
        let (user, rest) = rest.split_once('@').expect("user@host");
        let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let proxy = format!("postgres://{user}@{}/{path}", listener.local_addr().unwrap());
        let armed = Arc::new(Mutex::new(Armed::default()));
        let (target, shared) = (host.to_string(), armed.clone());
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let Ok(server) = TcpStream::connect(&target).await else { continue };
                tokio::spawn(relay(client, server, shared.clone()));
            }
        });
        Faulty { url: proxy, armed }
    }

    /// The next statement whose text contains `pattern` meets `fault`.
    pub fn arm(&self, pattern: &str, fault: Fault) {
        *self.armed.lock().unwrap() = Armed { fault: Some((pattern.to_string(), fault)), fired: false };
    }

    /// Whether the armed fault has happened.
    pub fn fired(&self) -> bool {
        self.armed.lock().unwrap().fired
    }
}

/// Reads one message of the protocol: a type byte (none for the first messages of a
/// connection) and a length that counts itself.
async fn message(stream: &mut tokio::net::tcp::OwnedReadHalf, typed: bool) -> Option<Vec<u8>> {
    let mut head = vec![0u8; if typed { 5 } else { 4 }];
    stream.read_exact(&mut head).await.ok()?;
    let at = head.len() - 4;
    let length = u32::from_be_bytes(head[at..].try_into().ok()?) as usize;
    let mut body = vec![0u8; length.checked_sub(4)?];
    stream.read_exact(&mut body).await.ok()?;
    head.extend(body);
    Some(head)
}

/// The cut fault's signal from the client's side to the server's: the statement went
/// to the database; cut at its next "ready for query".
type Cut = Arc<std::sync::atomic::AtomicBool>;

async fn relay(client: TcpStream, server: TcpStream, armed: Arc<Mutex<Armed>>) {
    let (mut client_read, mut client_write) = client.into_split();
    let (mut server_read, mut server_write) = server.into_split();
    let cut: Cut = Arc::default();
    let up = {
        let (armed, cut) = (armed.clone(), cut.clone());
        async move {
            // SSLRequest (refused by a plain server) and the startup: untyped messages.
            let mut typed = false;
            let mut statements: std::collections::HashMap<Vec<u8>, String> = Default::default();
            while let Some(m) = message(&mut client_read, typed).await {
                if !typed {
                    let ssl = m.len() == 8 && m[4..8] == [0x04, 0xd2, 0x16, 0x2f];
                    typed = !ssl;
                } else {
                    let text = statement_of(&m, &mut statements);
                    // A Parse only prepares: a cut waits for the statement's run (a Bind).
                    let runs = m[0] != b'P';
                    let fault = text.and_then(|text| {
                        let mut a = armed.lock().unwrap();
                        let hit = !a.fired
                            && a.fault.as_ref().is_some_and(|(p, f)| {
                                text.contains(p.as_str()) && (runs || matches!(f, Fault::Delay(_)))
                            });
                        if hit {
                            a.fired = true;
                            a.fault.clone().map(|(_, f)| f)
                        } else {
                            None
                        }
                    });
                    match fault {
                        Some(Fault::Delay(d)) => tokio::time::sleep(d).await,
                        Some(Fault::Cut) => cut.store(true, std::sync::atomic::Ordering::SeqCst),
                        None => {}
                    }
                }
                if server_write.write_all(&m).await.is_err() {
                    break;
                }
            }
        }
    };
    let down = async move {
        // The server's answers: the first (to SSLRequest) may be one untyped byte.
        let mut first = [0u8; 1];
        if server_read.read_exact(&mut first).await.is_err() {
            return;
        }
        let ssl_answer = first[0] == b'N' || first[0] == b'S';
        if ssl_answer && client_write.write_all(&first).await.is_err() {
            return;
        }
        let mut pending = if ssl_answer { None } else { Some(first[0]) };
        loop {
            let m = match pending.take() {
                Some(kind) => {
                    let mut length = [0u8; 4];
                    if server_read.read_exact(&mut length).await.is_err() {
                        return;
                    }
                    let mut body = vec![0u8; (u32::from_be_bytes(length) as usize).saturating_sub(4)];
                    if server_read.read_exact(&mut body).await.is_err() {
                        return;
                    }
                    [vec![kind], length.to_vec(), body].concat()
                }
                None => match message(&mut server_read, true).await {
                    Some(m) => m,
                    None => return,
                },
            };
            // Ready for query after the marked statement: it ran, and its transaction
            // (or its own) is committed; the server never hears it.
            if m[0] == b'Z' && cut.load(std::sync::atomic::Ordering::SeqCst) {
                let _ = client_write.shutdown().await;
                return;
            }
            if client_write.write_all(&m).await.is_err() {
                return;
            }
        }
    };
    tokio::select! {
        _ = up => {}
        _ = down => {}
    }
}

/// The text of the statement a message runs: a simple query's, a Parse's (remembered by
/// its name), or a Bind's (by the name it binds).
fn statement_of(m: &[u8], statements: &mut std::collections::HashMap<Vec<u8>, String>) -> Option<String> {
    let body = &m[5..];
    let cstring = |at: usize| -> Option<(&[u8], usize)> {
        let end = body[at..].iter().position(|&b| b == 0)? + at;
        Some((&body[at..end], end + 1))
    };
    match m[0] {
        b'Q' => Some(String::from_utf8_lossy(cstring(0)?.0).into_owned()),
        b'P' => {
            let (name, next) = cstring(0)?;
            let text = String::from_utf8_lossy(cstring(next)?.0).into_owned();
            statements.insert(name.to_vec(), text.clone());
            Some(text)
        }
        b'B' => {
            let (_, next) = cstring(0)?;
            let (name, _) = cstring(next)?;
            statements.get(name).cloned()
        }
        _ => None,
    }
}
