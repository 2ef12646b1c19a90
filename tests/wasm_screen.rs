//! One update at a time: a message a screen is sent while one of its updates runs waits
//! for that update to return, and messages are delivered in the order sent; after a panic
//! in an update the next message is delivered, not queued behind it. In headless Chromium
//! and Firefox.
#![cfg(target_arch = "wasm32")]

use pyramid_games::message::Phrase;
use pyramid_games::web::screen::{Mailbox, Screen};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// A screen that writes down when each update starts and ends. Message 1 sends 2 and 3
/// while it holds its state borrowed, as a screen showing its board a move does when the
/// board reports the change; 9 panics.
struct Log {
    said: RefCell<Vec<String>>,
}

impl Screen for Log {
    type Route<'a> = ();
    type Message = u32;

    fn mount(_: &Element, _: ()) -> Result<Rc<Log>, Phrase> {
        Ok(Rc::new(Log { said: RefCell::new(Vec::new()) }))
    }

    fn update(this: &Rc<Log>, message: u32) {
        let mut said = this.said.borrow_mut();
        said.push(format!("start {message}"));
        if message == 9 {
            panic!("an update that fails");
        }
        if message == 1 {
            Mailbox::of(this).send(2);
            Mailbox::of(this).send(3);
        }
        said.push(format!("end {message}"));
    }
}

fn mounted() -> Rc<Log> {
    let root = web_sys::window().unwrap().document().unwrap().create_element("div").unwrap();
    Log::mount(&root, ()).unwrap_or_else(|_| unreachable!())
}

#[wasm_bindgen_test]
fn a_message_sent_during_an_update_is_delivered_after_it() {
    let log = mounted();
    Mailbox::of(&log).send(1);
    assert_eq!(*log.said.borrow(), ["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"]);
    // A screen gone before its message is delivered gets nothing.
    let mailbox = Mailbox::of(&log);
    drop(log);
    mailbox.send(1);
}

#[wasm_bindgen(
    inline_js = "export function callCatching(f) { try { f(); return ''; } catch (e) { return String(e); } }"
)]
extern "C" {
    #[wasm_bindgen(js_name = callCatching)]
    fn call_catching(f: &js_sys::Function) -> String;
}

#[wasm_bindgen_test]
fn after_a_panic_in_an_update_the_next_message_is_delivered() {
    // The test runner says panics itself: silence it before the site's hook takes over.
    std::panic::set_hook(Box::new(|_| {}));
    pyramid_games::web::install_panic_hook();
    let log = mounted();
    let mailbox = Mailbox::of(&log);
    let failing = Closure::<dyn Fn()>::new(move || mailbox.send(9));
    assert!(!call_catching(failing.as_ref().unchecked_ref()).is_empty(), "the panic stops the handler");
    // The failed update left its state borrowed (a trap runs no drop): a new screen's
    // message must still arrive.
    let next = mounted();
    Mailbox::of(&next).send(1);
    assert_eq!(next.said.borrow().len(), 6, "{:?}", next.said.borrow());
}
