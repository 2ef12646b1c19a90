//! The browser layer: the engine's API for JavaScript, the board widget with one view per
//! board shape, the app shell, and boards embedded in other pages. Only compiled for
//! wasm32; the API only with the `worker` feature (pyramid-worker.js), the rest only with
//! `page` (the computer's worker has no page).

// In the page's wasm the API would be 5 KiB gzipped that nothing on the page calls.
#[cfg(feature = "worker")]
pub mod api;
#[cfg(feature = "page")]
pub mod app;
#[cfg(feature = "page")]
pub mod board;
#[cfg(feature = "page")]
pub mod computer;
#[cfg(feature = "page")]
pub mod dom;
#[cfg(feature = "page")]
pub mod editor;
#[cfg(feature = "page")]
pub mod embed;
#[cfg(feature = "page")]
pub mod moves;
#[cfg(feature = "page")]
pub mod prefs;
#[cfg(feature = "page")]
pub mod sound;
#[cfg(feature = "page")]
pub mod view;

use wasm_bindgen::prelude::*;

/// Runs when the module loads: mounts the app and any embedded boards the page has.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    #[cfg(feature = "page")]
    mount();
}

#[cfg(feature = "page")]
fn mount() {
    // In a Web Worker there is no page to mount anything on.
    if web_sys::window().is_none() {
        return;
    }
    if let Some(root) = dom::document().query_selector("[data-pyramid-app]").ok().flatten() {
        app::start(root);
    }
    embed::mount_all();
}
