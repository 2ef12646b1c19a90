//! A panic in the browser: said in the console with its message and place by the hook
//! every part installs at its start (console_error_panic_hook), and the page's wasm
//! goes on answering afterwards. In headless Chromium and Firefox.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen(inline_js = r#"
export function watchErrors() {
  const said = [];
  const original = console.error;
  console.error = (...parts) => { said.push(parts.map(String).join(' ')); original.apply(console, parts); };
  return { said, stop() { console.error = original; } };
}
export function said(watch) { return watch.said.join('\n'); }
export function stopWatching(watch) { watch.stop(); }
// Calls `f` as a page's event would, and says what it threw ("" when nothing).
export function callCatching(f) { try { f(); return ''; } catch (e) { return String(e); } }
"#)]
extern "C" {
    type Watch;
    #[wasm_bindgen(js_name = watchErrors)]
    fn watch_errors() -> Watch;
    fn said(watch: &Watch) -> String;
    #[wasm_bindgen(js_name = stopWatching)]
    fn stop_watching(watch: &Watch);
    #[wasm_bindgen(js_name = callCatching)]
    fn call_catching(f: &js_sys::Function) -> String;
}

/// A handler that panics, as a bug in a click's handler would.
fn panicking_handler() -> Closure<dyn Fn()> {
    Closure::new(|| {
        let moves: Vec<&str> = Vec::new();
        let first = moves.first().copied();
        panic!("no first move in an empty game: {first:?}");
    })
}

#[wasm_bindgen_test]
fn a_panic_says_its_message_and_place_and_the_page_goes_on() {
    // The test runner says panics itself: silence it, so that only our hook can speak.
    std::panic::set_hook(Box::new(|_| {}));
    pyramid_games::web::install_panic_hook();
    // Installed once: the second call (every part's start calls it) changes nothing.
    pyramid_games::web::install_panic_hook();
    let watch = watch_errors();
    let handler = panicking_handler();
    let thrown = call_catching(handler.as_ref().unchecked_ref());
    stop_watching(&watch);
    let said = said(&watch);
    assert!(!thrown.is_empty(), "the panic stops the handler (a trap the page sees)");
    assert!(said.contains("no first move in an empty game: None"), "the message is said: {said:?}");
    assert!(said.contains("tests/wasm_panic.rs:"), "the place is said: {said:?}");
    assert_eq!(said.matches("no first move").count(), 1, "said once: {said:?}");
    // The page goes on: the engine still answers after the handler's panic.
    let game = pyramid_games::open("pyramida", &pyramid_games::Options::new(), None).expect("a new game");
    assert!(!game.legal_moves().is_empty());
}
