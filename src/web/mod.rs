//! The browser layer: the wasm API for JavaScript, the board widget with one view per
//! board shape, and the app shell. Only compiled for wasm32.

pub mod api;
pub mod app;
pub mod board;
pub mod dom;
pub mod view;

use wasm_bindgen::prelude::*;

/// Runs when the module loads: mounts the app where the page asks for it.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    if let Some(root) = dom::document().query_selector("[data-pyramid-app]").ok().flatten() {
        app::start(root);
    }
}
