//! Keeping and sending games. The address always carries the game in progress (a share
//! link: send it, and the other player continues it); Share copies it; Export and Import
//! move game records in and out; and no game is ever dropped silently: one that another
//! replaces goes to "Your games", kept in the browser.

use super::*;
use crate::games::Session;
use crate::link;
use crate::transcript::{self, Transcript};

const LIBRARY_KEY: &str = "pyramid-library";
/// How many games "Your games" keeps, newest first.
const LIBRARY_SIZE: usize = 100;

/// A game in "Your games": its record, and when it was put there.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Kept {
    pub record: String,
    pub saved: String,
}

/// The import box's example: a record of the first game, its first move the game's own
/// example of a move.
fn import_example() -> String {
    let name = games::GAME_NAMES[0];
    let example = games::info(name).map_or("", |info| info.move_example);
    format!("[Game \"{name}\"]\n\n1. {example} …")
}

fn storage() -> Option<web_sys::Storage> {
    dom::window().local_storage().ok().flatten()
}

/// The kept games, newest first; entries that do not read as games are left out.
pub(super) fn library() -> Vec<Kept> {
    let Some(text) = storage().and_then(|s| s.get_item(LIBRARY_KEY).ok().flatten()) else {
        return Vec::new();
    };
    let Ok(list) = js_sys::JSON::parse(&text) else { return Vec::new() };
    let Some(list) = list.dyn_ref::<js_sys::Array>() else { return Vec::new() };
    list.iter()
        .filter_map(|item| {
            let field = |name: &str| js_sys::Reflect::get(&item, &name.into()).ok()?.as_string();
            Some(Kept { record: field("record")?, saved: field("saved")? })
        })
        .collect()
}

fn store_library(games: &[Kept]) {
    let list = js_sys::Array::new();
    for kept in games {
        list.push(&dom::object(&[("record", kept.record.as_str().into()), ("saved", kept.saved.as_str().into())]));
    }
    if let (Some(s), Ok(text)) = (storage(), js_sys::JSON::stringify(&list)) {
        s.set_item(LIBRARY_KEY, &String::from(text)).ok();
    }
}

/// Today as a record's date, 2026-11-23.
fn today() -> String {
    let iso = String::from(js_sys::Date::new_0().to_iso_string());
    iso.chars().take(10).collect()
}

/// The names the record gives the players, from who plays whom on this screen.
fn players(screen: &Screen) -> (Option<String>, Option<String>) {
    let computer = format!("Computer ({})", screen.level.label());
    match screen.mode {
        Mode::TwoPlayers => (None, None),
        Mode::ComputerBlack => (Some("You".into()), Some(computer)),
        Mode::ComputerWhite => (Some(computer), Some("You".into())),
        Mode::ComputerBoth => (Some(computer.clone()), Some(computer)),
    }
}

/// The record of `session` as this screen would write it: players and today's date.
pub(super) fn record_of(app: &AppRef, session: &dyn Session) -> Transcript {
    let mut record = Transcript::of(session);
    if let Some(screen) = app.borrow().screen.as_ref() {
        (record.white, record.black) = players(screen);
    }
    record.date = Some(today());
    record
}

/// Puts a game into "Your games" (a game with no move is not worth keeping).
pub(super) fn archive(app: &AppRef, session: &dyn Session) {
    if session.history().is_empty() {
        return;
    }
    let record = record_of(app, session).to_text();
    let mut games = library();
    // The same game again (saved once more, perhaps with more moves) replaces itself.
    games.retain(|k| k.record != record && !same_game(&k.record, session));
    games.insert(0, Kept { record, saved: String::from(js_sys::Date::new_0().to_iso_string()) });
    games.truncate(LIBRARY_SIZE);
    store_library(&games);
    draw_library();
}

/// Whether a kept record is `session`'s game or an earlier stage of it.
fn same_game(record: &str, session: &dyn Session) -> bool {
    let Ok((_, kept)) = transcript::read(record) else { return false };
    let (a, b) = (kept.history(), session.history());
    kept.name() == session.name() && kept.start_position() == session.start_position() && b.starts_with(&a)
}

thread_local! {
    /// The address as the app last routed from or wrote it. Any other address means a link
    /// was followed meanwhile, and its `hashchange` is on its way.
    static ADDRESS: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Notes the address the app is about to show (see [`sync_address`]).
pub(super) fn routed(hash: &str) {
    ADDRESS.with(|a| *a.borrow_mut() = hash.to_string());
}

/// Makes the address carry the game, without a new entry in the browser's history, unless
/// it has changed since the app last routed or wrote it: a save runs just after a click,
/// and must not take back a link followed meanwhile (another game, the same game at
/// another position, the editor, the picker).
pub(super) fn sync_address(session: &dyn Session) {
    let hash = dom::window().location().hash().unwrap_or_default();
    if ADDRESS.with(|a| *a.borrow() == hash) {
        set_address(session);
    }
}

/// Makes the address carry the game, whatever it was.
fn set_address(session: &dyn Session) {
    let wanted = format!("#{}", link::encode(session));
    let window = dom::window();
    if window.location().hash().ok().as_deref() != Some(wanted.as_str()) {
        if let Ok(history) = window.history() {
            history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&wanted)).ok();
        }
    }
    // As the browser spells it, to compare with what it says later.
    routed(&window.location().hash().unwrap_or_default());
}

/// Opens `session` as the game of its screen, keeping the game it replaces.
pub(super) fn open_game(app: &AppRef, session: Box<dyn Session>) {
    if let Some(current) = current_game(app) {
        archive(app, current.as_ref());
    }
    let name = session.name();
    if let Some(s) = storage() {
        s.set_item(&format!("{SAVE_PREFIX}{name}"), &save::encode(session.as_ref())).ok();
        s.remove_item(&format!("{OPPONENT_PREFIX}{name}")).ok();
    }
    set_address(session.as_ref());
    route(app);
}

/// A copy of the game in progress on the screen, if any.
fn current_game(app: &AppRef) -> Option<Box<dyn Session>> {
    let a = app.borrow();
    let screen = a.screen.as_ref()?;
    let text = with_live(screen, |s| save::encode(s));
    save::decode(&text).ok()
}

/// The section with Share, Export and Import, and the list of kept games.
pub(super) fn section() -> (Element, Element) {
    let tools = html("div").class("keep");
    let share = button("", GameAction::Share.name()).l10n("keep-share");
    let export_button = button("", GameAction::Export.name()).l10n("keep-export");
    let import = button("", GameAction::Import.name()).attr("aria-expanded", "false").l10n("keep-import");
    let row = html("div").class("keep-buttons").child(&share).child(&export_button).child(&import);
    append(&tools, &row);
    let import_box = html("div").class("import hidden");
    let text = html("textarea")
        .class("import-text")
        .attr("rows", 5)
        .attr("spellcheck", "false")
        .attr("placeholder", import_example())
        .l10n("keep-import-text");
    let file = html("input")
        .attr("type", "file")
        .attr("accept", ".txt,.pgn,text/plain")
        .attr("data-control", GameField::ImportFile.name())
        .l10n("keep-import-file");
    let read = button("", GameAction::ImportRecord.name()).l10n("keep-import-record");
    append(&import_box, &text);
    append(&import_box, &html("div").class("import-row").child(&file).child(&read));
    append(&tools, &import_box);

    let library = html("details").class("library");
    append(&library, &html("summary").l10n_count("keep-library", 0));
    append(&library, &html("ol").class("library-list"));
    append(&library, &button("", GameAction::ClearLibrary.name()).l10n("keep-clear"));
    (tools, library)
}

/// Does what a button of the kept games' box asks.
pub(super) fn act(app: &AppRef, action: GameAction, control: &Element) {
    let tools = control.closest(".keep").ok().flatten();
    let part = |selector: &str| tools.as_ref().and_then(|t| t.query_selector(selector).ok().flatten());
    match action {
        GameAction::Share => share_link(app),
        GameAction::Export => export(app),
        GameAction::Import => {
            let Some(panel) = part(".import") else { return };
            let open = panel.class_list().contains("hidden");
            set_class(&panel, "hidden", !open);
            control.set_attribute("aria-expanded", if open { "true" } else { "false" }).ok();
        }
        GameAction::ImportRecord => {
            let text = part(".import-text");
            let record = text.and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()).map(|t| t.value());
            import_record(app, &record.unwrap_or_default());
        }
        GameAction::ClearLibrary => clear_library(),
        // The list's Open buttons, drawn again as games are kept.
        GameAction::OpenKept => {
            if let Some(Ok((_, session))) = control.get_attribute("data-record").map(|r| transcript::read(&r)) {
                open_game(app, session);
            }
        }
        // The game screen's own.
        _ => {}
    }
}

/// A record file chosen to import: read, then imported like a pasted record.
pub(super) fn import_file(app: &AppRef, input: &Element) {
    let Some(input) = input.dyn_ref::<HtmlInputElement>() else { return };
    let Some(chosen) = input.files().and_then(|f| f.get(0)) else { return };
    let Ok(reader) = web_sys::FileReader::new() else { return };
    let source = input.closest(".keep").ok().flatten().and_then(|t| t.query_selector(".import-text").ok().flatten());
    let (weak, done) = (Rc::downgrade(app), reader.clone());
    let loaded = wasm_bindgen::closure::Closure::once_into_js(move || {
        let record = done.result().ok().and_then(|r| r.as_string()).unwrap_or_default();
        if let Some(t) = source.as_ref().and_then(|s| s.dyn_ref::<web_sys::HtmlTextAreaElement>()) {
            t.set_value(&record);
        }
        if let Some(app) = weak.upgrade() {
            import_record(&app, &record);
        }
    });
    reader.set_onload(Some(loaded.unchecked_ref()));
    reader.read_as_text(&chosen).ok();
}

/// Reads a record and opens its game; a bad record changes nothing and says why.
pub(super) fn import_record(app: &AppRef, record: &str) {
    match transcript::read(record) {
        Ok((_, session)) => {
            open_game(app, session);
            report(app, &Phrase::new("keep-imported"));
        }
        Err(e) => say(app, &Phrase::new("keep-unreadable").phrase("reason", e.phrase())),
    }
}

fn export(app: &AppRef) {
    let Some(text) = app.borrow().screen.as_ref().map(|s| with_live(s, |live| record_of(app, live).to_text())) else {
        return;
    };
    let name = app.borrow().screen.as_ref().map_or("game", |s| s.board.borrow().session().name());
    copy(&text);
    download(&format!("pyramid-{name}-{}.txt", today()), &text);
    report(app, &Phrase::new("keep-exported"));
}

fn share_link(app: &AppRef) {
    let Some(title) = app.borrow().screen.as_ref().map(|s| with_live(s, |live| live.title().to_string())) else {
        return;
    };
    if let Some(screen) = app.borrow().screen.as_ref() {
        with_live(screen, sync_address);
    }
    let url = dom::window().location().href().unwrap_or_default();
    let navigator = dom::window().navigator();
    // The system's share sheet where the browser has one, else the clipboard.
    if js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false) {
        let data = web_sys::ShareData::new();
        data.set_title(&title);
        data.set_url(&url);
        let _ = navigator.share_with_data(&data);
        report(app, &Phrase::new("keep-share-sheet"));
    } else {
        copy(&url);
        report(app, &Phrase::new("keep-link-copied"));
    }
}

fn copy(text: &str) {
    let _ = dom::window().navigator().clipboard().write_text(text);
}

fn download(file_name: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let kind = web_sys::BlobPropertyBag::new();
    kind.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &kind) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    let anchor = html("a").attr("href", &url).attr("download", file_name);
    if let Some(a) = anchor.dyn_ref::<web_sys::HtmlElement>() {
        a.click();
    }
    web_sys::Url::revoke_object_url(&url).ok();
}

/// One line about a kept game: what, when, who (the record's names), how it ended, how long.
fn summary(kept: &Kept) -> Option<Vec<Phrase>> {
    let (record, session) = transcript::read(&kept.record).ok()?;
    let date = record.date.clone().unwrap_or_else(|| kept.saved.chars().take(10).collect());
    let players = match (&record.white, &record.black) {
        (None, None) => Phrase::new("keep-two-players"),
        (w, b) => Phrase::new("keep-versus")
            .text("white", w.as_deref().unwrap_or("?"))
            .text("black", b.as_deref().unwrap_or("?")),
    };
    Some(vec![
        Phrase::new("game-title").message("game", i18n::game_message(session.name(), "title")),
        Phrase::new("keep-date").text("date", date),
        players,
        session.end().map_or_else(|| Phrase::new("keep-unfinished"), |e| e.phrase()),
        Phrase::new("keep-moves").count("count", record.moves.len() as i64),
    ])
}

/// Draws "Your games" from the browser's store.
pub(super) fn draw_library() {
    let Some(list) = dom::document().query_selector(".library-list").ok().flatten() else { return };
    clear(&list);
    let games = library();
    if let Some(summary_el) = dom::document().query_selector(".library summary").ok().flatten() {
        summary_el.l10n_count("keep-library", games.len() as i64);
    }
    for (i, kept) in games.into_iter().enumerate() {
        let Some(line) = summary(&kept) else { continue };
        // Named "Open" and the game's line, both as shown.
        let (open_id, line_id) = (format!("kept-open-{i}"), format!("kept-{i}"));
        let open = button("", GameAction::OpenKept.name())
            .attr("id", &open_id)
            .attr("aria-labelledby", format!("{open_id} {line_id}"))
            .attr("data-record", kept.record)
            .l10n("keep-open");
        let line = html("span").attr("id", &line_id).l10n_phrases(&line, " · ", "", None);
        append(&list, &html("li").child(&line).child(&open));
    }
}

/// Empties "Your games", after asking.
pub(super) fn clear_library() {
    let sure = dom::window().confirm_with_message(&i18n::text(&Phrase::new("keep-clear-sure"))).unwrap_or(false);
    if sure {
        store_library(&[]);
        draw_library();
    }
}
