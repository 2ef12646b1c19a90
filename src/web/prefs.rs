//! The player's preferences, kept in the browser: the colour theme (following the system
//! unless chosen) and whether moves make sounds (off unless chosen). Their toggles sit in
//! the site's header.

use crate::screen::controls::{Control, PrefAction};
use crate::web::dom;
use crate::web::i18n::Localized;
use crate::web::sound;
use wasm_bindgen::JsCast;
use web_sys::Element;

const THEME_KEY: &str = "pyramid-theme";
const SOUND_KEY: &str = "pyramid-sound";
const ASK_KEY: &str = "pyramid-ask-first";

/// Where the app keeps each game's game in progress: this, then the game's name.
pub const SAVED_GAME: &str = "pyramid-games:";

fn storage() -> Option<web_sys::Storage> {
    dom::window().local_storage().ok().flatten()
}

/// A value kept in the browser's storage, if any (none where storage is refused).
pub(crate) fn stored(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Keeps a value in the browser's storage (where it is allowed).
pub(crate) fn store(key: &str, value: &str) {
    if let Some(s) = storage() {
        s.set_item(key, value).ok();
    }
}

/// The themes in the order the toggle cycles through them.
/// The themes and their messages.
const THEMES: [(&str, &str); 3] =
    [("auto", "pref-theme-auto"), ("dark", "pref-theme-dark"), ("light", "pref-theme-light")];

fn apply_theme(theme: &str) {
    if let Some(root) = dom::document().document_element() {
        match theme {
            "dark" | "light" => root.set_attribute("data-theme", theme).ok(),
            _ => root.remove_attribute("data-theme").ok(),
        };
    }
}

/// Whether the board asks before a move that loses or costs the mover's own pieces (on
/// unless the player turned it off).
pub fn ask_first() -> bool {
    stored(ASK_KEY).as_deref() != Some("off")
}

pub fn set_ask_first(on: bool) {
    store(ASK_KEY, if on { "on" } else { "off" });
}

/// Applies the stored preferences and labels their toggles, which the header's `nav`
/// holds from the start (index.html: the header keeps its size when the app arrives).
pub fn install() {
    let theme = stored(THEME_KEY).filter(|t| THEMES.iter().any(|(v, _)| v == t)).unwrap_or_else(|| "auto".into());
    apply_theme(&theme);
    sound::set_on(stored(SOUND_KEY).as_deref() == Some("on"));
    let Some(nav) = dom::document().query_selector("header.site nav").ok().flatten() else {
        return;
    };
    let toggle = |action: PrefAction| dom::part(&nav, &format!("[data-pref=\"{}\"]", action.name()));
    let (theme_button, sound_button) = (toggle(PrefAction::Theme), toggle(PrefAction::Sound));
    label_theme(&theme_button, &theme);
    label_sound(&sound_button);
    dom::on_control(&nav, "click", |action, button, _| match action {
        PrefAction::Theme => {
            let now = button.get_attribute("data-value").unwrap_or_default();
            let i = THEMES.iter().position(|(v, _)| *v == now).unwrap_or(0);
            let next = THEMES[(i + 1) % THEMES.len()].0;
            apply_theme(next);
            store(THEME_KEY, next);
            label_theme(button, next);
        }
        PrefAction::Sound => {
            let on = !sound::is_on();
            sound::set_on(on);
            store(SOUND_KEY, if on { "on" } else { "off" });
            label_sound(button);
            if on {
                sound::play(sound::Sound::Move);
            }
        }
    })
    .for_page_life();
}

fn label_theme(button: &Element, theme: &str) {
    let label = THEMES.iter().find(|(v, _)| *v == theme).map_or(THEMES[0].1, |(_, l)| *l);
    button.set_attribute("data-value", theme).ok();
    button.clone().l10n(label);
}

fn label_sound(button: &Element) {
    let on = sound::is_on();
    button.set_attribute("aria-pressed", if on { "true" } else { "false" }).ok();
    button.clone().l10n(if on { "pref-sound-on" } else { "pref-sound-off" });
    if let Some(b) = button.dyn_ref::<web_sys::HtmlElement>() {
        b.set_class_name(if on { "pref on" } else { "pref" });
    }
}
