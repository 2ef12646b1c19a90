//! One shape for the screens of the app and its parts (the picker and the game screen,
//! Learn and Puzzles, online play, the accounts' pages, the board editor), as lichess's
//! controllers are: a screen is [mounted](Screen::mount) into the page from its route,
//! changes only in its [`update`](Screen::update), which takes one typed message (a
//! control pressed, a key, a timer's tick, its board's change, a server's answer), and is
//! [unmounted](Screen::unmount) when another screen takes the page. Each wasm part has one
//! [`Router`], which owns the live screen; the screen's listeners, timers and workers are
//! its own fields and hold only a [`Mailbox`], so dropping the screen unbinds and stops
//! them all, and a message sent after that goes nowhere.
//!
//! One update at a time: a message sent while an update runs (a board's change reported
//! while its screen shows it a move, a message a screen sends itself) waits in the page's
//! one queue and is delivered when that update has returned, in the order sent, as an
//! Elm or lichess controller's redraw never runs inside another.

use crate::message::Phrase;
use crate::web::dom::{append, clear, html, Build};
use crate::web::i18n::Localized;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use web_sys::Element;

pub trait Screen: 'static {
    /// What the screen is mounted from: its address's parts, its lesson file…
    type Route<'a>;
    /// Everything that can happen to the screen.
    type Message;

    /// Draws the screen in `root` and starts it; a route it cannot show is a problem,
    /// which the router says in its place.
    fn mount(root: &Element, route: Self::Route<'_>) -> Result<Rc<Self>, Phrase>
    where
        Self: Sized;

    /// Does what `message` asks: the one place where the screen's state changes.
    fn update(this: &Rc<Self>, message: Self::Message)
    where
        Self: Sized;

    /// Called as the screen leaves the page, before it is dropped.
    fn unmount(&self) {}
}

/// How a screen's listeners, timers and workers reach it: a message sent while the
/// screen lives goes to its [`Screen::update`]; after, nowhere.
pub struct Mailbox<S>(Weak<S>);

impl<S> Clone for Mailbox<S> {
    fn clone(&self) -> Self {
        Mailbox(self.0.clone())
    }
}

impl<S: Screen> Mailbox<S> {
    pub fn of(screen: &Rc<S>) -> Mailbox<S> {
        Mailbox(Rc::downgrade(screen))
    }

    /// The mailbox of a screen being made (`Rc::new_cyclic`).
    pub fn to(screen: &Weak<S>) -> Mailbox<S> {
        Mailbox(screen.clone())
    }

    /// Delivers `message` to the screen's update, now if no update is running, else once
    /// the updates before it have returned; a screen gone by then gets nothing.
    pub fn send(&self, message: S::Message) {
        let screen = self.0.clone();
        QUEUE.with(|queue| {
            queue.borrow_mut().push(Box::new(move || {
                if let Some(screen) = screen.upgrade() {
                    S::update(&screen, message);
                }
            }))
        });
        deliver();
    }

    /// A callback that sends what `message` makes of its argument.
    pub fn sender<A>(&self, message: impl Fn(A) -> S::Message + 'static) -> impl Fn(A) + 'static {
        let mailbox = self.clone();
        move |argument| mailbox.send(message(argument))
    }
}

thread_local! {
    /// Messages sent and not yet delivered, oldest first.
    static QUEUE: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
    /// Whether an update is running: a message sent now waits for it.
    static DELIVERING: Cell<bool> = const { Cell::new(false) };
}

/// Delivers the queued messages one at a time, unless an update is already running (its
/// caller delivers the rest when it returns).
fn deliver() {
    if DELIVERING.with(|d| d.replace(true)) {
        return;
    }
    // In batches: what the batch's updates send waits for the batch, so the order is
    // the order sent.
    loop {
        let batch = QUEUE.with(|queue| std::mem::take(&mut *queue.borrow_mut()));
        if batch.is_empty() {
            break;
        }
        for message in batch {
            message();
        }
    }
    DELIVERING.with(|d| d.set(false));
}

/// After a panic (a trap that ends the handler it happened in): the update it stopped is
/// over, and the messages it left are dropped with it, so that the next event is
/// delivered rather than queued behind an update that will never return.
pub fn after_panic() {
    // Forgotten, not dropped: a message's drop could run code of the screen that failed.
    QUEUE.with(|queue| {
        if let Ok(mut queue) = queue.try_borrow_mut() {
            std::mem::forget(std::mem::take(&mut *queue));
        }
    });
    DELIVERING.with(|d| d.set(false));
}

/// Any screen, as a router holds it.
trait Live {
    fn unmount(&self);
}

impl<S: Screen> Live for S {
    fn unmount(&self) {
        Screen::unmount(self);
    }
}

/// A mounted screen, whatever its kind.
pub struct Mounted(Rc<dyn Live>);

impl<S: Screen> From<Rc<S>> for Mounted {
    fn from(screen: Rc<S>) -> Mounted {
        Mounted(screen)
    }
}

/// Mounts screen `S` from `route`, for its part's router.
pub fn mount<S: Screen>(root: &Element, route: S::Route<'_>) -> Result<Mounted, Phrase> {
    S::mount(root, route).map(Mounted::from)
}

/// The live screen of a part of the app.
#[derive(Default)]
pub struct Router {
    shown: RefCell<Option<Mounted>>,
}

impl Router {
    pub const fn new() -> Router {
        Router { shown: RefCell::new(None) }
    }

    /// Unmounts the screen shown, if any.
    pub fn close(&self) {
        let shown = self.shown.borrow_mut().take();
        // Dropped outside the borrow: its teardown may show another screen.
        if let Some(screen) = shown {
            screen.0.unmount();
        }
    }

    /// Keeps `mounted` as the live screen; a screen that could not be mounted is a
    /// problem said in `root` in its place, with the way back (`back`: an address and its
    /// message). `class` names the part, for the page's style.
    pub fn show(&self, root: &Element, mounted: Result<Mounted, Phrase>, class: &str, back: (&str, &str)) {
        self.close();
        match mounted {
            Ok(screen) => *self.shown.borrow_mut() = Some(screen),
            Err(problem) => {
                clear(root);
                let section = html("section").class(&format!("{class} error"));
                append(&section, &html("p").class("message error").l10n_phrase(&problem));
                append(&section, &html("p").child(&html("a").attr("href", back.0).l10n(back.1)));
                append(root, &section);
            }
        }
    }
}
