//! The words on the screen, in the reader's language: an element names its message by
//! `data-l10n-id` (and its arguments by `data-l10n-args`), and www/i18n.js (Project
//! Fluent) writes the text in the language in use, again at once when the language
//! changes. No English is kept here: the messages are in www/i18n/LANG.ftl.

use crate::message::Phrase;
use wasm_bindgen::prelude::*;
use web_sys::Element;

// www/i18n.js; each call throws (and is ignored) on a page without it.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = pyramidI18n, js_name = connectEmbed)]
    fn connect_embed_js(root: &JsValue, host: &Element) -> Result<(), JsValue>;
    #[wasm_bindgen(catch, js_namespace = pyramidI18n, js_name = translateAhead)]
    fn translate_ahead_js(el: &Element, host: &Element) -> Result<(), JsValue>;
    #[wasm_bindgen(catch, js_namespace = pyramidI18n, js_name = whenReady)]
    fn when_ready_js(then: &JsValue) -> Result<(), JsValue>;
    #[cfg(any(feature = "app", feature = "online"))]
    #[wasm_bindgen(catch, js_namespace = pyramidI18n, js_name = text)]
    fn text_js(id: &str, args: &str) -> Result<String, JsValue>;
}

/// A phrase as text in the site's language, for what takes no element (a confirm box, a
/// notification); its id where the page has no messages.
#[cfg(any(feature = "app", feature = "online"))]
pub fn text(said: &Phrase) -> String {
    text_js(said.id, &said.args_json()).unwrap_or_else(|_| said.id.to_string())
}

/// Builder-style: the element shows message `id`, or one whose variable `$count` is a
/// whole number (which picks the plural form; a float's formatting would cost the wasm
/// 8 KiB).
pub trait Localized: Sized {
    fn l10n(self, id: &str) -> Self;
    fn l10n_count(self, id: &str, count: i64) -> Self;
    /// `value` is our own text (a move, a name), never a user's: no `"` or `\\` in it.
    fn l10n_text(self, id: &str, name: &str, value: &str) -> Self;
    /// The engine's words: a message and its arguments.
    fn l10n_phrase(self, phrase: &Phrase) -> Self;
    /// Several of the engine's phrases, joined by `join` and ended by `end`, as the text
    /// or as attribute `target`.
    fn l10n_phrases(self, phrases: &[Phrase], join: &str, end: &str, target: Option<&str>) -> Self;
    /// Shows nothing (and no message).
    fn l10n_none(self) -> Self;
    /// The engine's words as attribute `target` (a title, an aria-label), not as the text.
    fn l10n_attribute(self, target: &str, phrase: &Phrase) -> Self {
        self.l10n_phrases(std::slice::from_ref(phrase), "", "", Some(target))
    }
}

impl Localized for Element {
    fn l10n(self, id: &str) -> Self {
        self.remove_attribute("data-l10n-phrases").ok();
        self.set_attribute("data-l10n-id", id).ok();
        self.remove_attribute("data-l10n-args").ok();
        self
    }

    fn l10n_count(self, id: &str, count: i64) -> Self {
        self.remove_attribute("data-l10n-phrases").ok();
        self.set_attribute("data-l10n-args", &["{\"count\":", &count.to_string(), "}"].concat()).ok();
        self.set_attribute("data-l10n-id", id).ok();
        self
    }

    fn l10n_text(self, id: &str, name: &str, value: &str) -> Self {
        self.remove_attribute("data-l10n-phrases").ok();
        debug_assert!(!value.contains(['"', '\\']), "{value}");
        self.set_attribute("data-l10n-args", &["{\"", name, "\":\"", value, "\"}"].concat()).ok();
        self.set_attribute("data-l10n-id", id).ok();
        self
    }

    fn l10n_phrase(self, phrase: &Phrase) -> Self {
        self.remove_attribute("data-l10n-phrases").ok();
        self.set_attribute("data-l10n-args", &phrase.args_json()).ok();
        self.set_attribute("data-l10n-id", phrase.id).ok();
        self
    }

    fn l10n_phrases(self, phrases: &[Phrase], join: &str, end: &str, target: Option<&str>) -> Self {
        for name in ["data-l10n-id", "data-l10n-args"] {
            self.remove_attribute(name).ok();
        }
        let list: Vec<String> = phrases.iter().map(|p| ["[\"", p.id, "\",", &p.args_json(), "]"].concat()).collect();
        for (name, value) in
            [("data-l10n-join", Some(join)), ("data-l10n-end", Some(end)), ("data-l10n-target", target)]
        {
            match value {
                Some(v) => self.set_attribute(name, v).ok(),
                None => self.remove_attribute(name).ok(),
            };
        }
        self.set_attribute("data-l10n-phrases", &["[", &list.join(","), "]"].concat()).ok();
        self
    }

    fn l10n_none(self) -> Self {
        for name in ["data-l10n-id", "data-l10n-args", "data-l10n-phrases"] {
            self.remove_attribute(name).ok();
        }
        self.set_text_content(None);
        self
    }
}

/// Translates an embedded board's shadow root, now and as it changes, in the language of
/// its element `host` (its `data-lang`, else its page's, else the browser's).
pub fn connect_embed(root: &JsValue, host: &Element) {
    let _ = connect_embed_js(root, host);
}

/// Translates `el` and what it holds, made outside the page, in the language of `host`
/// (as [`connect_embed`] would once it is in), so that putting it in writes no words.
pub fn translate_ahead(el: &Element, host: &Element) {
    let _ = translate_ahead_js(el, host);
}

/// Runs `then` once the page's language has loaded (at once where the page has no i18n.js).
#[cfg(feature = "app")]
pub fn when_ready(then: impl FnOnce() + 'static) {
    let then = Closure::once_into_js(then);
    if when_ready_js(&then).is_err() {
        let _ = then.unchecked_ref::<js_sys::Function>().call0(&JsValue::NULL);
    }
}

/// The message of one of a game's words: `game-NAME-FIELD` (title, credit, summary).
pub fn game_message(name: &str, field: &str) -> String {
    ["game-", name, "-", field].concat()
}

/// The document's title shows message `id`.
#[cfg(any(feature = "app", feature = "online"))]
pub fn title(id: &str) {
    if let Some(el) = crate::web::dom::document().query_selector("title").ok().flatten() {
        el.l10n(id);
    }
}

/// The document's title: `page`, then the site's name.
#[cfg(any(feature = "app", feature = "learn", feature = "online", feature = "editor"))]
pub fn page_title(page: Phrase) {
    if let Some(el) = crate::web::dom::document().query_selector("title").ok().flatten() {
        el.l10n_phrase(&Phrase::new("page-title").phrase("page", page));
    }
}
