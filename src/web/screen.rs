//! One shape for the screens of the app and its parts (the picker and the game screen,
//! Learn and Puzzles, online play, the board editor): a screen is mounted by its part's router and holds its state, listeners and
//! timers while shown; when another screen takes the page the router unmounts it, and
//! dropping it unbinds and stops all of them. Each wasm part has one [`Router`], which
//! owns its live screen: where each screen's state lives is the screen's own struct.

use crate::phrase::Phrase;
use crate::web::dom::{append, clear, html, Build};
use crate::web::i18n::Localized;
use std::cell::RefCell;
use web_sys::Element;

pub trait Screen {
    /// Called as the screen leaves the page, before it is dropped.
    fn unmount(&mut self) {}
}

/// The live screen of a part of the app.
#[derive(Default)]
pub struct Router {
    shown: RefCell<Option<Box<dyn Screen>>>,
}

impl Router {
    pub const fn new() -> Router {
        Router { shown: RefCell::new(None) }
    }

    /// Unmounts the screen shown, if any.
    pub fn close(&self) {
        let shown = self.shown.borrow_mut().take();
        // Dropped outside the borrow: its teardown may show another screen.
        if let Some(mut screen) = shown {
            screen.unmount();
        }
    }

    /// Keeps `mounted` as the live screen; a screen that could not be mounted is a
    /// problem said in `root` in its place, with the way back (`back`: an address and its
    /// message). `class` names the part, for the page's style.
    pub fn show(&self, root: &Element, mounted: Result<Box<dyn Screen>, Phrase>, class: &str, back: (&str, &str)) {
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
