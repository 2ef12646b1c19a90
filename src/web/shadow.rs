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
    let root = match el.shadow_root() {
        Some(root) => root,
        None => match el.attach_shadow(&web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open)) {
            Ok(root) => root,
            // An element that takes no shadow root (a <p>, say) is drawn in as before.
            Err(_) => {
                clear(el);
                return el.clone();
            }
        },
    };
    root.set_text_content(None);
    // The board's words, in the language of its element or its page.
    i18n::connect_embed(&root, el);
    let inner = html("div").class("pyramid-embed-inner");
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

thread_local! {
    static BOARD_SHEET: std::cell::RefCell<Option<web_sys::CssStyleSheet>> = const { std::cell::RefCell::new(None) };
}

/// The boards' style sheet as one sheet every shadow root adopts: made once from the rules
/// of the page's board.css, already loaded where the page links it in its head (the rules
/// pages). It applies the moment a board is drawn, where a `<link>` in each root applied
/// only once loaded, after a first layout without it that grew and shrank the page around
/// the board; and it is parsed once, not once a board. None where the page's sheet is not
/// loaded yet, or comes from another origin without leave to read it.
fn board_sheet() -> Option<web_sys::CssStyleSheet> {
    if let Some(sheet) = BOARD_SHEET.with(|s| s.borrow().clone()) {
        return Some(sheet);
    }
    let link = document().query_selector("link[data-pyramid-board-css]").ok()??;
    let page_sheet = link.dyn_into::<web_sys::HtmlLinkElement>().ok()?.sheet()?;
    let rules = page_sheet.dyn_into::<web_sys::CssStyleSheet>().ok()?.css_rules().ok()?;
    let text: Vec<String> = (0..rules.length()).filter_map(|i| rules.item(i)).map(|r| r.css_text()).collect();
    if text.is_empty() {
        return None;
    }
    let sheet = web_sys::CssStyleSheet::new().ok()?;
    sheet.replace_sync(&text.join("\n")).ok()?;
    BOARD_SHEET.with(|s| *s.borrow_mut() = Some(sheet.clone()));
    Some(sheet)
}
