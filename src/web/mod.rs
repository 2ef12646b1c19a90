//! The browser layer: the wasm API for JavaScript, the board widget with one view per
//! board shape, the app shell, and boards embedded in other pages. Only compiled for
//! wasm32.

pub mod api;
pub mod app;
pub mod board;
pub mod computer;
pub mod dom;
pub mod editor;
pub mod embed;
pub mod moves;
pub mod prefs;
pub mod sound;
pub mod view;

use wasm_bindgen::prelude::*;

/// Runs when the module loads: mounts the app and any embedded boards the page has.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    // In the computer's Web Worker there is no page to mount anything on.
    if web_sys::window().is_none() {
        return;
    }
    if let Some(root) = dom::document().query_selector("[data-pyramid-app]").ok().flatten() {
        app::start(root);
    }
    embed::mount_all();
}
