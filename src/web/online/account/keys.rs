//! The account's sessions and passkeys on its page: where it is signed in (each session
//! ended by a button, the one of this browser marked), and its passkeys (each with its
//! name, when it was added and last used, removed with the password), beside the form
//! that adds one. What they show is the server's lists; what the buttons do is the
//! account screen's.

use crate::message::Phrase;
use crate::screen::account::browser_of;
use crate::screen::controls::{AccountAction, Control};
use crate::web::dom::{append, button, clear, html, Build};
use crate::web::i18n::Localized;
use pyramid_protocol::accounts::{PasskeyView, SessionView, MAX_PASSKEY_NAME};
use web_sys::Element;

/// The sessions' part: its title, a list (filled by [`draw_sessions`]), signing out here
/// or everywhere, and a status line.
pub(super) fn sessions_part() -> Element {
    let part = html("section").class("sessions").attr("aria-labelledby", "sessions-title");
    append(&part, &html("h2").attr("id", "sessions-title").l10n("account-sessions-title"));
    append(&part, &html("p").class("hint").l10n("account-sessions-about"));
    append(&part, &html("ul").class("session-list").attr("aria-labelledby", "sessions-title"));
    let buttons = html("p").class("buttons");
    append(&buttons, &button("", AccountAction::SignOut.name()).l10n("account-sign-out"));
    append(&buttons, &button("", AccountAction::SignOutEverywhere.name()).l10n("account-sign-out-everywhere"));
    append(&part, &buttons);
    append(&part, &html("p").class("message").attr("role", "status"));
    part
}

/// The passkeys' part: its title, a list (filled by [`draw_passkeys`]), and the form
/// that adds one (the password, which removing one asks too, and an optional name).
pub(super) fn passkeys_part() -> Element {
    let part = html("form")
        .class("account-form passkeys")
        .attr("data-form", "passkey")
        .attr("aria-labelledby", "passkeys-title");
    append(&part, &html("h2").attr("id", "passkeys-title").l10n("account-passkeys"));
    append(&part, &html("p").class("hint").l10n("account-passkeys-about"));
    append(&part, &html("ul").class("passkey-list").attr("aria-labelledby", "passkeys-title"));
    let password = html("input")
        .attr("type", "password")
        .attr("name", "password")
        .attr("autocomplete", "current-password")
        .attr("required", "");
    append(
        &part,
        &html("label").class("control").child(&html("span").l10n("account-field-current-password")).child(&password),
    );
    let name = html("input")
        .attr("type", "text")
        .attr("name", "name")
        .attr("autocomplete", "off")
        .attr("maxlength", MAX_PASSKEY_NAME);
    append(&part, &html("label").class("control").child(&html("span").l10n("account-field-passkey-name")).child(&name));
    let add = html("button").attr("type", "submit").l10n("account-passkey-add");
    append(&part, &html("p").class("buttons").child(&add));
    append(&part, &html("p").class("message").attr("role", "status"));
    part
}

/// Fills the sessions' list: each session's browser, when it began and was last used,
/// and a button that ends it (this browser's is marked and signs out).
pub(super) fn draw_sessions(list: &Element, sessions: &[SessionView]) {
    clear(list);
    // This browser's first, then the others as the server lists them (the latest used
    // first).
    let ordered = sessions.iter().filter(|s| s.current).chain(sessions.iter().filter(|s| !s.current));
    for s in ordered {
        let item = html("li").class("session");
        let (browser, system) = browser_of(&s.user_agent);
        let named = Phrase::new("account-session-browser")
            .text("browser", browser.unwrap_or("?"))
            .text("system", system.unwrap_or("?"))
            .key(
                "known",
                match (browser, system) {
                    (Some(_), Some(_)) => "both",
                    (Some(_), None) => "browser",
                    (None, Some(_)) => "system",
                    (None, None) => "none",
                },
            );
        let title = html("span").class("session-name").l10n_phrase(&named);
        append(&item, &title);
        if s.current {
            append(&item, &html("span").class("badge").l10n("account-session-this"));
        }
        let times = Phrase::new("account-session-times").date("started", s.created_at).date("seen", s.last_seen_at);
        append(&item, &html("span").class("hint").l10n_phrase(&times));
        if !s.current {
            let end = button("", AccountAction::SessionEnd.name()).attr("data-id", &s.id).l10n("account-session-end");
            append(&item, &end);
        }
        append(list, &item);
    }
}

/// Fills the passkeys' list: each passkey's name, when it was added and last used, and
/// a button that removes it (with the form's password).
pub(super) fn draw_passkeys(list: &Element, passkeys: &[PasskeyView]) {
    clear(list);
    if passkeys.is_empty() {
        append(list, &html("li").class("hint").l10n("account-passkeys-none"));
    }
    for p in passkeys {
        let item = html("li").class("passkey");
        append(&item, &html("span").class("passkey-name").text(&p.name));
        let used = match p.last_used_at {
            Some(at) => Phrase::new("account-passkey-times").date("added", p.created_at).date("used", at),
            None => Phrase::new("account-passkey-unused").date("added", p.created_at),
        };
        append(&item, &html("span").class("hint").l10n_phrase(&used));
        let remove = button("", AccountAction::PasskeyRemove.name())
            .attr("type", "button")
            .attr("data-id", &p.id)
            .l10n_text("account-passkey-remove", "name", &p.name);
        append(&item, &remove);
        append(list, &item);
    }
}
