//! `#online/account`: signing up and in when nobody is signed in here; else the account's
//! own page: its profile, its sessions (each ended, or all: signing out everywhere), its
//! passkeys (added and removed with the password), a new password, deleting it.

use super::super::{net, Mailbox, Screen};
use super::{changed, keys, me, player_link, say};
use crate::message::Phrase;
use crate::screen::controls::{AccountAction, Control};
use crate::web::dom::{self, append, button, clear, html, Build};
use crate::web::i18n::{self, Localized};
use pyramid_protocol::accounts::{Confirmation, Credentials, PasskeyList, PasswordChange, SessionList, Signed};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

// Passkeys' ceremonies, in www/online.js: each resolves to "" when done, else the code
// of what stopped it.
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = pyramidPasskeys, js_name = add)]
    fn add_passkey(password: &str, name: &str) -> js_sys::Promise;
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
    /// The account's sessions and passkeys, as the server lists them.
    Sessions(Result<SessionList, net::Problem>),
    Passkeys(Result<PasskeyList, net::Problem>),
    /// A session ended or a passkey removed (`what` says which, for the status line).
    Removed {
        what: &'static str,
        answer: Result<(), net::Problem>,
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
                    AccountAction::PasskeySignIn => return passkey(screen, &el, line, false),
                    AccountAction::SessionEnd | AccountAction::PasskeyRemove => {
                        return remove(screen, action, &el, line)
                    }
                };
                spawn_change(screen, line, "DELETE", path, None);
            }
            Message::Changed => draw(screen),
            Message::Account { asked, name } => {
                if asked == screen.asked.get() {
                    draw_account(&screen.body, name.as_deref());
                    if name.is_some() {
                        ask_lists(screen);
                    }
                }
            }
            Message::Sent { method, answer, line } => {
                let changed_password = method == "PUT" && answer.is_ok();
                sent(method, answer, line.as_ref());
                if changed_password {
                    // Its passkeys may have gone with the old password.
                    ask_lists(screen);
                }
            }
            Message::Passkey { adding, code, line } => {
                passkey_done(adding, code.as_deref(), line.as_ref());
                if adding {
                    ask_lists(screen);
                }
            }
            Message::Sessions(answer) => show_list(&screen.body, (".session-list", ".sessions"), answer, |list, s| {
                keys::draw_sessions(list, &s.sessions)
            }),
            Message::Passkeys(answer) => show_list(&screen.body, (".passkey-list", ".passkeys"), answer, |list, p| {
                keys::draw_passkeys(list, &p.passkeys)
            }),
            Message::Removed { what, answer, line } => {
                match (answer, line) {
                    (Ok(()), Some(line)) => {
                        line.l10n(what);
                    }
                    (Err(problem), Some(line)) => say(&line, &problem),
                    _ => {}
                }
                ask_lists(screen);
            }
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
            append(body, &keys::sessions_part());
            append(body, &keys::passkeys_part());
            append(body, &super::tokens::part());
            let fields = [PASSWORD, ("newPassword", "new-password", "account-field-new-password")];
            let change = form("password", ["account-new-password", "account-new-password-button"], &fields);
            // Passkeys can go with the old password: a key a thief added goes too.
            let remove = html("input").attr("type", "checkbox").attr("name", "removePasskeys");
            let label = html("label")
                .class("control check")
                .child(&remove)
                .child(&html("span").l10n("account-remove-passkeys"));
            if let Some(buttons) = change.query_selector(".buttons").ok().flatten() {
                change.insert_before(&label, Some(&buttons)).ok();
            }
            append(body, &change);
            append(body, &form("delete", ["account-delete", "account-delete-button"], &[PASSWORD]));
        }
    }
}

/// A form's field: its name in the request's body, its autocomplete token, its label.
type Field = (&'static str, &'static str, &'static str);
const USERNAME: Field = ("username", "username", "account-field-username");
const PASSWORD: Field = ("password", "current-password", "account-field-current-password");

/// Asks the server for the account's sessions and passkeys (each drawn as it comes).
fn ask_lists(screen: &Rc<AccountScreen>) {
    let to = Mailbox::of(screen);
    wasm_bindgen_futures::spawn_local(async move {
        to.send(Message::Sessions(net::call("GET", "sessions", None).await));
        to.send(Message::Passkeys(net::call("GET", "account/passkeys", None).await));
    });
}

/// Says `problem` in the status line of the part `part` (`.sessions`, `.passkeys`).
fn status(body: &Element, part: &str, problem: &net::Problem) {
    let line = body.query_selector(&format!("{part} [role=status]")).ok().flatten();
    if let Some(line) = line {
        say(&line, problem);
    }
}

/// Ends the session, or removes the passkey (with the password of its form), that
/// `button` names by its `data-id`.
fn remove(screen: &Rc<AccountScreen>, action: AccountAction, button: &Element, line: Option<Element>) {
    let Some(id) = button.get_attribute("data-id") else { return };
    let id = crate::link::percent_encode(&id);
    let (path, sent, what) = if action == AccountAction::SessionEnd {
        (format!("sessions/{id}"), None, "account-session-ended")
    } else {
        let Some(form) = button.closest("form").ok().flatten() else { return };
        let password = field(&form, "password");
        if password.is_empty() {
            // The password first: the browser's own check says so.
            report(&form, "password");
            return;
        }
        (format!("account/passkeys/{id}"), Some(net::write(&Confirmation { password })), "account-passkey-removed")
    };
    if let Some(line) = &line {
        line.clone().l10n("account-sending");
    }
    let to = Mailbox::of(screen);
    wasm_bindgen_futures::spawn_local(async move {
        let answer = net::send("DELETE", &path, sent).await;
        to.send(Message::Removed { what, answer, line });
    });
}

/// Has the browser say what field `name` of `form` lacks.
fn report(form: &Element, name: &str) {
    if let Some(input) = form.query_selector(&format!("[name={name}]")).ok().flatten() {
        input.dyn_into::<HtmlInputElement>().ok().map(|i| i.report_validity());
    }
}

/// A passkey added to the account (`adding`: the form's password and name) or used to
/// sign in as the name in the form of `button`; `line` says how it went.
fn passkey(screen: &Rc<AccountScreen>, button: &Element, line: Option<Element>, adding: bool) {
    let form = button.closest("form").ok().flatten();
    let username = form.as_ref().map(|f| field(f, "username")).unwrap_or_default();
    let (password, name) = form.as_ref().map(|f| (field(f, "password"), field(f, "name"))).unwrap_or_default();
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
        let promise = if adding { add_passkey(&password, &name) } else { sign_in_with_passkey(&username) };
        let code = wasm_bindgen_futures::JsFuture::from(promise).await.ok().and_then(|v| v.as_string());
        to.send(Message::Passkey { adding, code, line });
    });
}

/// A passkey's ceremony ended (`code`: "" when done, else what stopped it).
fn passkey_done(adding: bool, code: Option<&str>, line: Option<&Element>) {
    match (code, line) {
        (Some(""), Some(line)) if adding => {
            line.clone().l10n("account-passkey-added");
            clear_fields(line);
        }
        (Some(""), _) => {
            dom::window().location().set_hash("online").ok();
            changed();
        }
        (code, Some(line)) => say(line, &net::Problem::of(code.unwrap_or("passkey-unsupported"), "")),
        _ => {}
    }
}

/// Empties the fields of the form `line` says its status in (a password sent is not left
/// on the page).
fn clear_fields(line: &Element) {
    let form = line.closest("form").ok().flatten();
    let inputs = form.iter().flat_map(|f| f.query_selector_all("input").ok()).flat_map(dom::node_elements);
    for input in inputs.filter_map(|i| i.dyn_into::<HtmlInputElement>().ok()) {
        if input.type_() == "checkbox" {
            input.set_checked(false);
        } else {
            input.set_value("");
        }
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
            let checked = form.query_selector("[name=removePasskeys]").ok().flatten();
            let remove_passkeys =
                checked.and_then(|c| c.dyn_into::<HtmlInputElement>().ok()).is_some_and(|c| c.checked());
            let change = PasswordChange {
                password: field(form, "password"),
                new_password: field(form, "newPassword"),
                remove_passkeys,
            };
            ("PUT", "account/password", net::write(&change))
        }
        Some("passkey") => return passkey(screen, form, line, true),
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
                clear_fields(line);
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

/// A list the account page asked for (its sessions, its passkeys): drawn into `list`, or
/// why it could not be read said in `section`'s status line.
fn show_list<T>(
    body: &Element,
    (list, section): (&str, &str),
    answer: Result<T, net::Problem>,
    draw: impl FnOnce(&Element, &T),
) {
    match answer {
        Ok(items) => {
            if let Some(list) = body.query_selector(list).ok().flatten() {
                draw(&list, &items);
            }
        }
        Err(problem) => status(body, section, &problem),
    }
}
