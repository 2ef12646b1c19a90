//! One game's WebSocket, kept open: it authenticates with the seat's secret whenever it
//! connects, reconnects by itself after a drop (at once when the browser comes back
//! online, else after a growing pause), and hands each message and each change of the
//! connection's state to the screen. What was missed while away comes back in the fresh
//! `game` that every new connection begins with; the screen's model judges the order of
//! changes (`crate::screen::online`).

use super::net;
use crate::web::dom;
use pyramid_protocol::{ClientMessage, Request, ServerMessage};
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    Connecting,
    Open,
    /// Dropped; a new connection is on its way (or waits for the network to come back).
    Lost,
}

type Handler<T> = Box<dyn Fn(T)>;
/// A handler of the socket's events, kept as long as its socket.
type SocketHandler = Closure<dyn FnMut(JsValue)>;

struct Inner {
    id: String,
    token: RefCell<Option<String>>,
    socket: RefCell<Option<WebSocket>>,
    /// The handlers of the socket now open (a new socket gets new ones).
    handlers: RefCell<Vec<SocketHandler>>,
    on_message: Handler<ServerMessage>,
    on_link: Handler<Link>,
    /// Failed attempts in a row, for the pause before the next.
    attempts: Cell<u32>,
    closed: Cell<bool>,
    /// The window's online and offline listeners.
    network: RefCell<Vec<dom::Listener>>,
    /// The pause before the next attempt, while one waits.
    pause: RefCell<Option<dom::Timer>>,
}

/// The connection of a screen: dropping it closes the socket for good.
pub struct Connection {
    inner: Rc<Inner>,
}

impl Connection {
    pub fn open(
        id: &str,
        token: Option<String>,
        on_message: impl Fn(ServerMessage) + 'static,
        on_link: impl Fn(Link) + 'static,
    ) -> Connection {
        let inner = Rc::new(Inner {
            id: id.to_string(),
            token: RefCell::new(token),
            socket: RefCell::new(None),
            handlers: RefCell::new(Vec::new()),
            on_message: Box::new(on_message),
            on_link: Box::new(on_link),
            attempts: Cell::new(0),
            closed: Cell::new(false),
            network: RefCell::new(Vec::new()),
            pause: RefCell::new(None),
        });
        // A socket may stay open for a while when the network goes (the browser notices
        // late): the browser's word that it is offline drops it at once.
        let weak = Rc::downgrade(&inner);
        let offline = dom::on(&dom::window(), "offline", move |_| {
            if let Some(inner) = weak.upgrade() {
                drop_socket(&inner);
                (inner.on_link)(Link::Lost);
            }
        });
        let weak = Rc::downgrade(&inner);
        let online = dom::on(&dom::window(), "online", move |_| {
            if let Some(inner) = weak.upgrade() {
                if inner.socket.borrow().is_none() {
                    inner.attempts.set(0);
                    connect(&inner);
                }
            }
        });
        *inner.network.borrow_mut() = vec![offline, online];
        connect(&inner);
        Connection { inner }
    }

    /// Sends a message; false when there is no open socket (nothing was sent).
    pub fn send(&self, message: ClientMessage) -> bool {
        let socket = self.inner.socket.borrow();
        match socket.as_ref().filter(|s| s.ready_state() == WebSocket::OPEN) {
            Some(socket) => socket.send_with_str(&net::write(&message)).is_ok(),
            None => false,
        }
    }

    /// Proves a seat just taken, on the socket open now (and on every later one).
    pub fn authenticate(&self, token: &str) {
        *self.inner.token.borrow_mut() = Some(token.to_string());
        self.send(Request::Auth { token: token.to_string() }.into());
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.inner.closed.set(true);
        drop_socket(&self.inner);
        self.inner.network.borrow_mut().clear();
    }
}

/// Closes the socket open now, if any, without reconnecting from its close.
fn drop_socket(inner: &Inner) {
    if let Some(socket) = inner.socket.borrow_mut().take() {
        socket.set_onopen(None);
        socket.set_onmessage(None);
        socket.set_onclose(None);
        socket.close().ok();
    }
    inner.handlers.borrow_mut().clear();
}

fn connect(inner: &Rc<Inner>) {
    if inner.closed.get() {
        return;
    }
    drop_socket(inner);
    (inner.on_link)(Link::Connecting);
    let Ok(socket) = WebSocket::new(&net::socket_url(&inner.id)) else {
        retry(inner);
        return;
    };
    let weak = Rc::downgrade(inner);
    let opened = SocketHandler::new(move |_| {
        let Some(inner) = weak.upgrade() else { return };
        inner.attempts.set(0);
        let token = inner.token.borrow().clone();
        if let (Some(token), Some(socket)) = (token, inner.socket.borrow().as_ref()) {
            socket.send_with_str(&net::write(&ClientMessage::from(Request::Auth { token }))).ok();
        }
        (inner.on_link)(Link::Open);
    });
    let weak = Rc::downgrade(inner);
    let message = SocketHandler::new(move |event: JsValue| {
        let Some(inner) = weak.upgrade() else { return };
        let text = event.dyn_ref::<MessageEvent>().and_then(|m| m.data().as_string());
        // A message this client cannot read (a newer server's) is left aside.
        let Some(message) = text.as_deref().and_then(net::read_message) else { return };
        (inner.on_message)(message);
    });
    let weak: Weak<Inner> = Rc::downgrade(inner);
    let closed = SocketHandler::new(move |_| {
        let Some(inner) = weak.upgrade() else { return };
        inner.socket.borrow_mut().take();
        (inner.on_link)(Link::Lost);
        retry(&inner);
    });
    socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
    *inner.handlers.borrow_mut() = vec![opened, message, closed];
    *inner.socket.borrow_mut() = Some(socket);
}

/// Tries again after a pause that grows with each failure (0.5 s to 8 s); offline, it
/// waits for the browser's `online` instead.
fn retry(inner: &Rc<Inner>) {
    if inner.closed.get() || !dom::window().navigator().on_line() {
        return;
    }
    let attempts = inner.attempts.get();
    inner.attempts.set(attempts + 1);
    let pause = (500 << attempts.min(4)).min(8000);
    let weak = Rc::downgrade(inner);
    let timer = dom::Timer::after(
        pause,
        Box::new(move || {
            let Some(inner) = weak.upgrade() else { return };
            if inner.socket.borrow().is_none() {
                connect(&inner);
            }
        }),
    );
    *inner.pause.borrow_mut() = Some(timer);
}
