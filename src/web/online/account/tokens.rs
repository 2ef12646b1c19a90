//! The account's personal API tokens on its page (docs/lichess-api.md): a program
//! written for lichess's API (a bot, berserk) acts as the account with one. Listed with
//! their scopes and when they were made and last used, each revoked by a button; made
//! with a description, scopes and the password, and shown once. Its own requests and
//! listeners: the part is whole by itself beside the sessions and passkeys.

use super::super::net;
use crate::message::Phrase;
use crate::web::dom::{self, append, clear, html, Build};
use crate::web::i18n::Localized;
use pyramid_protocol::lichess::{NewToken, TokenCreated, TokenList, SCOPES};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

/// The part shown (one account page at a time): its listeners live as long as it does.
struct Part {
    root: Element,
    list: Element,
    said: Element,
    _bound: Vec<dom::Listener>,
}

thread_local! {
    static SHOWN: RefCell<Option<Rc<Part>>> = const { RefCell::new(None) };
}

/// The tokens' part, asking the server for the list.
pub(super) fn part() -> Element {
    let root = html("form").class("account-form tokens").attr("aria-labelledby", "tokens-title");
    append(&root, &html("h2").attr("id", "tokens-title").l10n("account-tokens-title"));
    append(&root, &html("p").class("hint").l10n("account-tokens-about"));
    let list = html("ul").class("token-list").attr("aria-labelledby", "tokens-title");
    append(&root, &list);
    let description = html("input")
        .attr("name", "description")
        .attr("autocomplete", "off")
        .attr("maxlength", 100)
        .attr("required", "");
    append(&root, &crate::web::forms::labelled("account-field-token-description", &description));
    let scopes = html("fieldset").class("scopes");
    append(&scopes, &html("legend").l10n("account-token-scopes"));
    for scope in SCOPES {
        let check = html("input").attr("type", "checkbox").attr("name", "scope").attr("value", *scope);
        append(&scopes, &html("label").class("choice").child(&check).child(&html("code").text(scope)));
    }
    append(&root, &scopes);
    let password = html("input")
        .attr("type", "password")
        .attr("name", "password")
        .attr("autocomplete", "current-password")
        .attr("required", "");
    append(&root, &crate::web::forms::labelled("account-field-current-password", &password));
    append(
        &root,
        &html("p").class("buttons").child(&html("button").attr("type", "submit").l10n("account-token-create")),
    );
    let said = html("p").class("message").attr("role", "status");
    append(&root, &said);
    let shown = Rc::new_cyclic(|weak: &std::rc::Weak<Part>| {
        let submitted = {
            let weak = weak.clone();
            dom::on(&root, "submit", move |event| {
                event.prevent_default();
                if let Some(part) = weak.upgrade() {
                    part.create();
                }
            })
        };
        let clicked = {
            let weak = weak.clone();
            dom::on(&root, "click", move |event| {
                let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
                let Some(id) =
                    target.closest("[data-token]").ok().flatten().and_then(|b| b.get_attribute("data-token"))
                else {
                    return;
                };
                if let Some(part) = weak.upgrade() {
                    part.revoke(id);
                }
            })
        };
        Part { root: root.clone(), list, said, _bound: vec![submitted, clicked] }
    });
    shown.ask();
    SHOWN.with(|s| *s.borrow_mut() = Some(shown));
    root
}

impl Part {
    fn field(&self, name: &str) -> Option<HtmlInputElement> {
        self.root.query_selector(&format!("[name={name}]")).ok().flatten()?.dyn_into().ok()
    }

    fn ask(self: &Rc<Self>) {
        let weak = Rc::downgrade(self);
        wasm_bindgen_futures::spawn_local(async move {
            let answer = net::call::<TokenList>("GET", "account/tokens", None).await;
            if let Some(part) = weak.upgrade() {
                match answer {
                    Ok(list) => part.draw(&list),
                    Err(problem) => {
                        part.said.clone().l10n_phrase(&problem.phrase());
                    }
                }
            }
        });
    }

    fn draw(&self, list: &TokenList) {
        clear(&self.list);
        if list.tokens.is_empty() {
            append(&self.list, &html("li").class("hint").l10n("account-tokens-none"));
        }
        for t in &list.tokens {
            let item = html("li").class("token");
            append(&item, &html("span").class("token-name").text(&t.description));
            append(&item, &html("code").class("token-scopes").text(&t.scopes.join(" ")));
            let times = match t.last_used_at {
                Some(at) => Phrase::new("account-token-times").date("made", t.created_at).date("used", at),
                None => Phrase::new("account-token-unused").date("made", t.created_at),
            };
            append(&item, &html("span").class("hint").l10n_phrase(&times));
            let revoke = html("button").attr("type", "button").attr("data-token", t.id.as_str()).l10n_text(
                "account-token-revoke",
                "name",
                &t.description,
            );
            append(&item, &revoke);
            append(&self.list, &item);
        }
    }

    fn create(self: &Rc<Self>) {
        let checks = self.root.query_selector_all("[name=scope]").ok().into_iter().flat_map(dom::node_elements);
        let scopes: Vec<String> = checks
            .filter_map(|e| e.dyn_into::<HtmlInputElement>().ok())
            .filter(|c| c.checked())
            .map(|c| c.value())
            .collect();
        let value = |name: &str| self.field(name).map(|f| f.value()).unwrap_or_default();
        let request = NewToken { description: value("description"), scopes, password: value("password") };
        let weak = Rc::downgrade(self);
        wasm_bindgen_futures::spawn_local(async move {
            let answer = net::call::<TokenCreated>("POST", "account/tokens", Some(net::write(&request))).await;
            let Some(part) = weak.upgrade() else { return };
            if let Some(password) = part.field("password") {
                password.set_value("");
            }
            match answer {
                Ok(made) => {
                    // The secret, shown this once, in a field to copy it from.
                    clear(&part.said);
                    let secret =
                        html("input").class("new-token").attr("readonly", "").attr("value", made.token.as_str());
                    let shown = html("label").child(&html("span").l10n("account-token-created")).child(&secret);
                    append(&part.said, &shown);
                    if let Some(description) = part.field("description") {
                        description.set_value("");
                    }
                    part.ask();
                }
                Err(problem) => {
                    part.said.clone().l10n_phrase(&problem.phrase());
                }
            }
        });
    }

    fn revoke(self: &Rc<Self>, id: String) {
        let weak = Rc::downgrade(self);
        wasm_bindgen_futures::spawn_local(async move {
            let answer = net::send("DELETE", &format!("account/tokens/{id}"), None).await;
            let Some(part) = weak.upgrade() else { return };
            match answer {
                Ok(()) => {
                    part.said.clone().l10n("account-token-revoked");
                    part.ask();
                }
                Err(problem) => {
                    part.said.clone().l10n_phrase(&problem.phrase());
                }
            }
        });
    }
}
