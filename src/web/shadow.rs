//! An embedded board's shadow root: the host page's CSS reaches neither the board nor its
//! controls, and the board says its words in its element's language.

use crate::web::dom::{clear, document, html, Build};
use crate::web::i18n;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The element an embedded board is drawn in: a wrapper in a shadow root of `el` (made
/// once), with the boards' style sheet, so that the host page's CSS reaches neither the
/// board nor its controls (board.css resets what the host passes down, `:host`).
pub fn isolated(el: &Element) -> Element {
    isolate(el, wrapper())
}

/// The wrapper an embedded board is drawn in, made outside the page: [`isolate`] puts it in.
pub fn wrapper() -> Element {
    html("div").class("pyramid-embed-inner")
}

/// Puts `inner` (a [`wrapper`], filled outside the page or not) in `el`'s shadow root, and
/// returns it. An element that takes no shadow root (a <p>, say) holds it itself.
pub fn isolate(el: &Element, inner: Element) -> Element {
    let root = match el.shadow_root() {
        Some(root) => root,
        None => match el.attach_shadow(&web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open)) {
            Ok(root) => root,
            Err(_) => {
                clear(el);
                el.append_child(&inner).ok();
                return inner;
            }
        },
    };
    root.set_text_content(None);
    // The board's words, in the language of its element or its page.
    i18n::connect_embed(&root, el);
    match board_sheet() {
        Some(sheet) => root.set_adopted_style_sheets(&js_sys::Array::of1(&sheet)),
        None => {
            // The style sheet embed.js put on the page, for its address: it applies once
            // loaded, after the board was first laid out without it.
            let sheet = document()
                .query_selector("link[data-pyramid-board-css]")
                .ok()
                .flatten()
                .and_then(|l| l.get_attribute("href"))
                .unwrap_or_else(|| "board.css".into());
            root.append_child(&html("link").attr("rel", "stylesheet").attr("href", sheet)).ok();
        }
    }
    root.append_child(&inner).ok();
    inner
}

/// The boards' style sheet, made once by embed.js from board.css in a task of its own
/// (`pyramidBoardSheet`): adopted, it applies the moment a board is drawn. None where
/// embed.js could not read it.
fn board_sheet() -> Option<web_sys::CssStyleSheet> {
    js_sys::Reflect::get(&js_sys::global(), &"pyramidBoardSheet".into()).ok()?.dyn_into().ok()
}
