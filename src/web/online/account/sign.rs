//! `#online/account`: signing up and in when nobody is signed in here; else the account's
//! own page: its profile, signing out (here or everywhere), a new password, deleting it.

use super::super::{net, Mailbox, Screen};
use super::{changed, me, player_link, say};
use crate::phrase::Phrase;
use crate::screen::controls::{AccountAction, Control};
use crate::web::dom::{self, append, button, clear, html, Build};
use crate::web::i18n::{self, Localized};
use pyramid_protocol::accounts::{Confirmation, Credentials, PasswordChange, Signed};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

// Passkeys' ceremonies, in www/online.js: each resolves to "" when done, else the code
// of what stopped it.
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = pyramidPasskeys, js_name = add)]
    fn add_passkey() -> js_sys::Promise;
    #[wasm_bindgen(js_namespace = pyramidPasskeys, js_name = signIn)]
    fn sign_in_with_passkey(username: &str) -> js_sys::Promise;
}

/// The account's page, or the forms to sign in and up.
pub struct AccountScreen {
    body: Element,
    /// How many times who is signed in was asked: only the latest answer is drawn (two
    /// asked close together, a password changed then a sign-out, may be answered out of
    /// order).
    asked: Cell<u32>,
    _bound: Vec<dom::Listener>,
}

/// What happens to the account's page.
pub enum Message {
    Submit(Element),
    Act(AccountAction, Element),
    /// Signed in or out elsewhere (the header's menu, another screen).
    Changed,
    /// The server's answers: who is signed in (to question `asked`), a change sent
    /// (`method`, its form's status `line`), a passkey's ceremony (`code`: "" when done).
    Account {
        asked: u32,
        name: Option<String>,
    },
    Sent {
        method: &'static str,
        answer: Result<(), net::Problem>,
        line: Option<Element>,
    },
    Passkey {
        adding: bool,
        code: Option<String>,
        line: Option<Element>,
    },
}

impl Screen for AccountScreen {
    type Route<'a> = ();
    type Message = Message;

    fn mount(root: &Element, (): ()) -> Result<Rc<AccountScreen>, Phrase> {
        Ok(show(root))
    }

    fn update(screen: &Rc<AccountScreen>, message: Message) {
        match message {
            Message::Submit(form) => submit(screen, &form),
            Message::Act(action, el) => {
                let line = el
                    .closest("div, form")
                    .ok()
                    .flatten()
                    .and_then(|c| c.query_selector("[role=status]").ok().flatten());
                let path = match action {
                    AccountAction::SignOut => "session",
                    AccountAction::SignOutEverywhere => "sessions",
                    AccountAction::PasskeyAdd | AccountAction::PasskeySignIn => {
                        return passkey(screen, &el, line, action == AccountAction::PasskeyAdd)
                    }
                };
                spawn_change(screen, line, "DELETE", path, None);
            }
            Message::Changed => draw(screen),
            Message::Account { asked, name } => {
                if asked == screen.asked.get() {
                    draw_account(&screen.body, name.as_deref());
                }
            }
            Message::Sent { method, answer, line } => sent(method, answer, line.as_ref()),
            Message::Passkey { adding, code, line } => passkey_done(adding, code.as_deref(), line.as_ref()),
        }
    }
}

fn show(root: &Element) -> Rc<AccountScreen> {
    clear(root);
    i18n::page_title(Phrase::new("account-title"));
    let section = html("section").class("online account");
    append(&section, &html("p").class("links").child(&html("a").attr("href", "#online").l10n("online-title")));
    append(&section, &html("h1").l10n("account-title"));
    let body = html("div").class("account-body");
    append(&body, &html("p").class("message").l10n("lobby-asking"));
    append(&section, &body);
    append(root, &section);
    let screen = Rc::new_cyclic(|weak| {
        let to = Mailbox::to(weak);
        let submitted = dom::on(&section, "submit", {
            let to = to.clone();
            move |event| {
                event.prevent_default();
                let form = event.target().and_then(|t| t.dyn_into::<Element>().ok()).filter(|f| f.tag_name() == "FORM");
                if let Some(form) = form {
                    to.send(Message::Submit(form));
                }
            }
        });
        let clicked = dom::on_control(&section, "click", {
            let to = to.clone();
            move |action, el, _| to.send(Message::Act(action, el.clone()))
        });
        // Signed in or out elsewhere (the header's menu, another screen): drawn again.
        let told = dom::on(dom::document().as_ref(), "pyramid-account", to.sender(|_| Message::Changed));
        AccountScreen { body, asked: Cell::new(0), _bound: vec![submitted, clicked, told] }
    });
    draw(&screen);
    screen
}

/// Asks who is signed in, and draws the forms or the account's page.
fn draw(screen: &Rc<AccountScreen>) {
    let asked = screen.asked.get() + 1;
    screen.asked.set(asked);
    let to = Mailbox::of(screen);
    wasm_bindgen_futures::spawn_local(async move {
        let name = me().await;
        to.send(Message::Account { asked, name });
    });
}

/// The forms to sign in and up, or the page of account `name`.
fn draw_account(body: &Element, account: Option<&str>) {
    clear(body);
    match account {
        None => {
            let fields = [USERNAME, ("password", "current-password", "account-field-password")];
            let sign_in = form("sign-in", ["account-sign-in", "account-sign-in-button"], &fields);
            // A passkey in place of the password: the name says whose.
            if let Some(buttons) = sign_in.query_selector(".buttons").ok().flatten() {
                append(&buttons, &button("", AccountAction::PasskeySignIn.name()).l10n("account-passkey-sign-in"));
            }
            append(body, &sign_in);
            let fields = [USERNAME, ("password", "new-password", "account-field-password")];
            append(body, &form("sign-up", ["account-sign-up", "account-sign-up-button"], &fields));
            append(body, &html("p").class("hint").l10n("account-rules"));
        }
        Some(name) => {
            let who = html("p").class("signed-in").l10n_text("account-signed-in-as", "name", name);
            append(body, &who);
            let links = html("p").class("links");
            append(&links, &player_link(name).l10n("account-profile"));
            append(&links, &html("a").attr("href", super::leaderboards_link()).l10n("account-leaderboards"));
            append(body, &links);
            let out = html("div").class("sessions").attr("role", "group").l10n("account-sessions");
            append(&out, &button("", AccountAction::SignOut.name()).l10n("account-sign-out"));
            append(&out, &button("", AccountAction::SignOutEverywhere.name()).l10n("account-sign-out-everywhere"));
            append(&out, &html("p").class("message").attr("role", "status"));
            append(body, &out);
            let keys = html("div").class("passkeys").attr("role", "group").attr("aria-labelledby", "passkeys-title");
            append(&keys, &html("h2").attr("id", "passkeys-title").l10n("account-passkeys"));
            append(&keys, &html("p").class("hint").l10n("account-passkeys-about"));
            append(&keys, &button("", AccountAction::PasskeyAdd.name()).l10n("account-passkey-add"));
            append(&keys, &html("p").class("message").attr("role", "status"));
            append(body, &keys);
            let fields = [PASSWORD, ("newPassword", "new-password", "account-field-new-password")];
            append(body, &form("password", ["account-new-password", "account-new-password-button"], &fields));
            append(body, &form("delete", ["account-delete", "account-delete-button"], &[PASSWORD]));
        }
    }
}

/// A form's field: its name in the request's body, its autocomplete token, its label.
type Field = (&'static str, &'static str, &'static str);
const USERNAME: Field = ("username", "username", "account-field-username");
const PASSWORD: Field = ("password", "current-password", "account-field-current-password");

/// A passkey added to the account (`adding`) or used to sign in as the name in the form
/// of `button`; `line` says how it went.
fn passkey(screen: &Rc<AccountScreen>, button: &Element, line: Option<Element>, adding: bool) {
    let form = button.closest("form").ok().flatten();
    let username = form.as_ref().map(|f| field(f, "username")).unwrap_or_default();
    if !adding && username.is_empty() {
        // The name first: the browser's own check says so.
        if let Some(input) = form.and_then(|f| f.query_selector("[name=username]").ok().flatten()) {
            input.dyn_into::<HtmlInputElement>().ok().map(|i| i.report_validity());
        }
        return;
    }
    if let Some(line) = &line {
        line.clone().l10n("account-sending");
    }
    let to = Mailbox::of(screen);
    wasm_bindgen_futures::spawn_local(async move {
        let promise = if adding { add_passkey() } else { sign_in_with_passkey(&username) };
        let code = wasm_bindgen_futures::JsFuture::from(promise).await.ok().and_then(|v| v.as_string());
        to.send(Message::Passkey { adding, code, line });
    });
}

/// A passkey's ceremony ended (`code`: "" when done, else what stopped it).
fn passkey_done(adding: bool, code: Option<&str>, line: Option<&Element>) {
    match (code, line) {
        (Some(""), Some(line)) if adding => {
            line.clone().l10n("account-passkey-added");
        }
        (Some(""), _) => {
            dom::window().location().set_hash("online").ok();
            changed();
        }
        (code, Some(line)) => say(line, &net::Problem::of(code.unwrap_or("passkey-unsupported"), "")),
        _ => {}
    }
}

/// A form named `name` (`data-form`) with a title and its button's words (`words`), and
/// `fields`.
fn form(name: &str, [title, action]: [&str; 2], fields: &[Field]) -> Element {
    let title_id = format!("form-{name}");
    let form = html("form").class(&format!("account-form {name}")).attr("data-form", name);
    let form = form.attr("aria-labelledby", &title_id);
    append(&form, &html("h2").attr("id", &title_id).l10n(title));
    for (field, autocomplete, label) in fields {
        let kind = if autocomplete.ends_with("password") { "password" } else { "text" };
        let mut input = html("input")
            .attr("type", kind)
            .attr("name", *field)
            .attr("autocomplete", *autocomplete)
            .attr("required", "")
            .attr("spellcheck", "false");
        // A new name or password is checked here first, by the sign-up's rules (the
        // browser says what is wrong, in its own language).
        if *autocomplete == "new-password" {
            input = input.attr("minlength", "8");
        }
        if *field == "username" && name == "sign-up" {
            input = input.attr("pattern", "[A-Za-z0-9_\\-]{3,20}").attr("maxlength", "20");
        }
        append(&form, &html("label").class("control").child(&html("span").l10n(label)).child(&input));
    }
    append(&form, &html("p").class("buttons").child(&html("button").attr("type", "submit").l10n(action)));
    append(&form, &html("p").class("message").attr("role", "status"));
    form
}

fn field(form: &Element, name: &str) -> String {
    let input = form.query_selector(&format!("[name=\"{name}\"]")).ok().flatten();
    input.and_then(|i| i.dyn_into::<HtmlInputElement>().ok()).map(|i| i.value()).unwrap_or_default()
}

/// A form sent: its request, then the page drawn again for whoever is signed in now.
fn submit(screen: &Rc<AccountScreen>, form: &Element) {
    let line = form.query_selector("[role=status]").ok().flatten();
    let credentials =
        || net::write(&Credentials { username: field(form, "username"), password: field(form, "password") });
    let (method, path, sent) = match form.get_attribute("data-form").as_deref() {
        Some("sign-in") => ("POST", "session", credentials()),
        Some("sign-up") => ("POST", "account", credentials()),
        Some("password") => {
            let change = PasswordChange {
                password: field(form, "password"),
                new_password: field(form, "newPassword"),
                remove_passkeys: false,
            };
            ("PUT", "account/password", net::write(&change))
        }
        Some("delete") => {
            if !dom::window().confirm_with_message(&i18n::text(&Phrase::new("account-delete-sure"))).unwrap_or(false) {
                return;
            }
            ("DELETE", "account", net::write(&Confirmation { password: field(form, "password") }))
        }
        _ => return,
    };
    spawn_change(screen, line, method, path, Some(sent));
}

/// Sends a change of the account; on success the header is told and the page drawn
/// again, else `line` says why.
fn spawn_change(
    screen: &Rc<AccountScreen>,
    line: Option<Element>,
    method: &'static str,
    path: &'static str,
    sent: Option<String>,
) {
    if let Some(line) = &line {
        line.clone().l10n("account-sending");
    }
    let to = Mailbox::of(screen);
    wasm_bindgen_futures::spawn_local(async move {
        let answer = match method {
            "DELETE" => net::send(method, path, sent).await,
            _ => net::call::<Signed>(method, path, sent).await.map(|_| ()),
        };
        to.send(Message::Sent { method, answer, line });
    });
}

/// The server's answer to a change sent (`method`), said in its form's `line`.
fn sent(method: &str, answer: Result<(), net::Problem>, line: Option<&Element>) {
    match answer {
        // A new password: the same account, signed in still; the form says so.
        Ok(()) if method == "PUT" => {
            if let Some(line) = line {
                let form = line.closest("form").ok().flatten();
                let inputs = form.iter().flat_map(|f| f.query_selector_all("input").ok()).flat_map(dom::node_elements);
                for input in inputs.filter_map(|i| i.dyn_into::<HtmlInputElement>().ok()) {
                    input.set_value("");
                }
                line.clone().l10n("account-password-changed");
            }
        }
        Ok(()) => {
            // Signed in or up: on to the lobby, where pairing waits. Else this page
            // is drawn again when the document hears of the change.
            if method == "POST" {
                dom::window().location().set_hash("online").ok();
            }
            changed();
        }
        Err(problem) => {
            if let Some(line) = line {
                say(line, &problem);
            }
        }
    }
}
