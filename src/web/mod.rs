//! The browser layer: the engine's API for JavaScript, the board widget with one view per
//! board shape, the app shell, and boards embedded in other pages. Only compiled for
//! wasm32, in four builds (Cargo.toml, features): the app (`app`: pyramid-games.js), the
//! board editor it loads when first opened (`editor`: pyramid-editor.js), Learn and
//! Puzzles (`learn`: pyramid-learn.js), online play (`online`: pyramid-online.js), the embedded
//! boards (`embed`: pyramid-embed.js), all over the board widget (`page`), and the
//! computer's worker (`worker`: the API, pyramid-worker.js), which has no page.

// In the page's wasm the API would be 5 KiB gzipped that nothing on the page calls.
#[cfg(feature = "worker")]
pub mod api;
#[cfg(feature = "app")]
pub mod app;
#[cfg(feature = "page")]
pub mod board;
#[cfg(feature = "app")]
pub mod computer;
#[cfg(feature = "page")]
pub mod dom;
#[cfg(feature = "editor")]
pub mod editor;
#[cfg(feature = "embed")]
pub mod embed;
#[cfg(feature = "page")]
pub mod forms;
#[cfg(feature = "page")]
pub mod i18n;
#[cfg(feature = "learn")]
pub mod learn;
#[cfg(feature = "page")]
pub mod moves;
#[cfg(feature = "online")]
pub mod online;
#[cfg(feature = "page")]
pub mod prefs;
#[cfg(feature = "page")]
pub mod screen;
#[cfg(feature = "page")]
pub mod shadow;
#[cfg(feature = "page")]
pub mod sound;
#[cfg(feature = "page")]
pub mod view;

use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// Says in the console what the page lacks and the code made do without.
    #[wasm_bindgen(js_namespace = console, js_name = warn)]
    pub(crate) fn console_warn(message: &str);
}

/// Runs when the module loads: mounts the app. (Embedded boards are mounted by embed.js,
/// each when it comes near the viewport.)
#[wasm_bindgen(start)]
pub fn start() {
    install_panic_hook();
    #[cfg(feature = "page")]
    mount();
}

/// Every part says a panic in the console, its message and place (console.error, by
/// console_error_panic_hook), once: a second call changes nothing. A page's screens then
/// take the next message as the update the panic stopped is over ([`screen::after_panic`]).
pub fn install_panic_hook() {
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            console_error_panic_hook::hook(info);
            #[cfg(feature = "page")]
            screen::after_panic();
        }))
    });
}

#[cfg(feature = "page")]
fn mount() {
    // In a Web Worker there is no page to mount anything on. (The editor's and Learn's
    // parts mount nothing of themselves: the app and embed.js call them.)
    let Some(_) = web_sys::window() else { return };
    #[cfg(feature = "app")]
    if let Some(root) = dom::document().query_selector("[data-pyramid-app]").ok().flatten() {
        // Once the page's language is in, so that no screen shows without its words.
        i18n::when_ready(move || app::start(root));
    }
}
