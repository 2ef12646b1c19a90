//! Keeping and sending games. The address always carries the game in progress (a share
//! link: send it, and the other player continues it); Share copies it; Export and Import
//! move game records in and out; and no game is ever dropped silently: one that another
//! replaces goes to "Your games", kept in the browser.
//!
//! Records are read and written by the engine's JavaScript API (www/records.js loads it the
//! first time), so the app's own wasm carries no record reader: Your games keeps each game
//! as a save (`save.rs`), which the app reads itself, with its players and date.

use super::*;
use crate::games::Session;
use crate::link;
use wasm_bindgen::JsValue;

const LIBRARY_KEY: &str = "pyramid-library";
/// How many games "Your games" keeps, newest first.
const LIBRARY_SIZE: usize = 100;

/// A game in "Your games", and when it was put there.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Kept {
    pub game: KeptGame,
    pub saved: String,
}

#[derive(Clone, Debug, PartialEq)]
pub(super) enum KeptGame {
    /// The game as saved, the players' names, the date.
    Save { save: String, white: Option<String>, black: Option<String>, date: Option<String> },
    /// A record, as Your games kept games before: read into a save when next listed.
    Record(String),
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
            let game = match (field("save"), field("record")) {
                (Some(save), _) => {
                    KeptGame::Save { save, white: field("white"), black: field("black"), date: field("date") }
                }
                (None, Some(record)) => KeptGame::Record(record),
                (None, None) => return None,
            };
            Some(Kept { game, saved: field("saved")? })
        })
        .collect()
}

fn store_library(games: &[Kept]) {
    let list = js_sys::Array::new();
    for kept in games {
        let text = |value: &Option<String>| value.as_deref().map_or(JsValue::UNDEFINED, JsValue::from);
        let mut fields = vec![("saved", JsValue::from(kept.saved.as_str()))];
        match &kept.game {
            KeptGame::Save { save, white, black, date } => fields.extend([
                ("save", save.as_str().into()),
                ("white", text(white)),
                ("black", text(black)),
                ("date", text(date)),
            ]),
            KeptGame::Record(record) => fields.push(("record", record.as_str().into())),
        }
        list.push(&dom::object(&fields));
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

/// `session` as Your games keeps it, with its players (who played whom, where known) and
/// today's date.
fn kept_game(opponent: Option<Opponent>, session: &dyn Session) -> KeptGame {
    let (white, black) = opponent.map_or((None, None), Opponent::players);
    KeptGame::Save { save: save::encode(session), white, black, date: Some(today()) }
}

/// Puts a game into "Your games" (a game with no move is not worth keeping).
pub(super) fn archive(opponent: Option<Opponent>, session: &dyn Session) {
    if session.plies() == 0 {
        return;
    }
    let game = kept_game(opponent, session);
    let mut games = library();
    // The same game again (saved once more, perhaps with more moves) replaces itself.
    games.retain(|k| !same_game(&k.game, session));
    games.insert(0, Kept { game, saved: String::from(js_sys::Date::new_0().to_iso_string()) });
    games.truncate(LIBRARY_SIZE);
    store_library(&games);
    draw_library();
}

/// Whether a kept game is `session`'s game or an earlier stage of it.
fn same_game(kept: &KeptGame, session: &dyn Session) -> bool {
    let KeptGame::Save { save, .. } = kept else { return false };
    let Ok(kept) = save::decode(save) else { return false };
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

/// Opens `session` as the game of its screen, keeping the game it replaces, with
/// `report` said there.
pub(super) fn open_game(game: &GameRef, session: Box<dyn Session>, report: Option<Phrase>) {
    if let Some(current) = current_game(game) {
        archive(Some(game.model.borrow().opponent()), current.as_ref());
    }
    let name = session.name();
    if let Some(s) = storage() {
        s.set_item(&format!("{SAVE_PREFIX}{name}"), &save::encode(session.as_ref())).ok();
        s.remove_item(&format!("{OPPONENT_PREFIX}{name}")).ok();
    }
    set_address(session.as_ref());
    reroute(report);
}

/// A copy of the game in progress on the screen, if any.
fn current_game(game: &GameRef) -> Option<Box<dyn Session>> {
    let text = save::encode(game.model.borrow().game());
    save::decode(&text).ok()
}

/// The part of the kept games' box `control` is in, by its selector.
fn part_of(control: &Element, selector: &str) -> Option<Element> {
    control.closest(".keep").ok().flatten()?.query_selector(selector).ok().flatten()
}

/// Import: opens or closes the import box.
pub(super) fn toggle_import(control: &Element) {
    let Some(panel) = part_of(control, ".import") else { return };
    let open = panel.class_list().contains("hidden");
    set_class(&panel, "hidden", !open);
    control.set_attribute("aria-expanded", if open { "true" } else { "false" }).ok();
}

/// Import this record: the record pasted in the import box.
pub(super) fn import_pasted(game: &GameRef, control: &Element) {
    let text = part_of(control, ".import-text");
    let record = text.and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()).map(|t| t.value());
    import_record(game, &record.unwrap_or_default());
}

/// A kept game's Open button (drawn again as games are kept): its game is in `data-save`.
pub(super) fn open_kept(game: &GameRef, control: &Element) {
    if let Some(Ok(session)) = control.get_attribute("data-save").map(|s| save::decode(&s)) {
        open_game(game, session, None);
    }
}

/// A record file chosen to import: read, then imported like a pasted record.
pub(super) fn import_file(game: &GameRef, input: &Element) {
    let Some(input) = input.dyn_ref::<HtmlInputElement>() else { return };
    let Some(chosen) = input.files().and_then(|f| f.get(0)) else { return };
    let Ok(reader) = web_sys::FileReader::new() else { return };
    let source = input.closest(".keep").ok().flatten().and_then(|t| t.query_selector(".import-text").ok().flatten());
    let (to, done) = (Mailbox::of(game), reader.clone());
    let loaded = wasm_bindgen::closure::Closure::once_into_js(move || {
        let record = done.result().ok().and_then(|r| r.as_string()).unwrap_or_default();
        if let Some(t) = source.as_ref().and_then(|s| s.dyn_ref::<web_sys::HtmlTextAreaElement>()) {
            t.set_value(&record);
        }
        to.send(Message::Imported(record));
    });
    reader.set_onload(Some(loaded.unchecked_ref()));
    reader.read_as_text(&chosen).ok();
}

// The engine's records, loaded by www/records.js when first asked. Each call's promise
// gives `{ value }` or `{ error }`, and never fails.
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = pyramidRecords, js_name = read, catch)]
    fn read_record(text: &str) -> Result<js_sys::Promise, JsValue>;
    /// Writes the record and copies it (asking the clipboard in the click itself).
    #[wasm_bindgen(js_namespace = pyramidRecords, js_name = copy, catch)]
    fn copy_record(
        save: &str,
        white: Option<String>,
        black: Option<String>,
        date: Option<String>,
    ) -> Result<js_sys::Promise, JsValue>;
}

/// Sends the game screen the message `answered` makes of a records call's value or error.
fn when_done(
    game: &GameRef,
    call: Result<js_sys::Promise, JsValue>,
    answered: impl FnOnce(Result<JsValue, JsValue>) -> Message + 'static,
) {
    let to = Mailbox::of(game);
    match call {
        Ok(promise) => dom::when_resolved(&promise, move |outcome: JsValue| to.send(answered(answer(&outcome)))),
        Err(error) => to.send(answered(Err(error))),
    }
}

/// A records call's answer, `{ value }` or `{ error }`, as a result.
fn answer(outcome: &JsValue) -> Result<JsValue, JsValue> {
    let field = |name: &str| js_sys::Reflect::get(outcome, &name.into()).unwrap_or(JsValue::UNDEFINED);
    match field("error") {
        error if error.is_undefined() => Ok(field("value")),
        error => Err(error),
    }
}

/// Says why records could not be read or written: the record's problem, or that the
/// engine's records could not be loaded.
fn say_failure(game: &GameRef, error: &JsValue) {
    let field = |name: &str| js_sys::Reflect::get(error, &name.into()).ok().and_then(|v| v.as_string());
    match (field("id"), field("args")) {
        // The reason is the engine's message: its id is one of our messages' ids, its
        // arguments JSON the engine wrote.
        (Some(id), Some(args)) if id.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') => {
            let args = ["{\"reason\":{\"id\":\"", &id, "\",\"args\":", &args, "}}"].concat();
            say_json(game, "keep-unreadable", &args);
        }
        _ => say(game, &Phrase::new("keep-records-not-loaded")),
    }
}

/// Reads a record and opens its game; a bad record changes nothing and says why.
pub(super) fn import_record(game: &GameRef, record: &str) {
    when_done(game, read_record(record), Message::RecordRead);
}

/// The engine's answer to reading a record: its game opens.
pub(super) fn record_read(game: &GameRef, read: Result<JsValue, JsValue>) {
    let save = read.map(|found| js_sys::Reflect::get(&found, &"save".into()).ok().and_then(|s| s.as_string()));
    match save {
        Ok(Some(save)) => match save::decode(&save) {
            Ok(session) => open_game(game, session, Some(Phrase::new("keep-imported"))),
            Err(e) => say(game, &Phrase::new("keep-unreadable").phrase("reason", e.phrase())),
        },
        Ok(None) => say(game, &Phrase::new("keep-records-not-loaded")),
        Err(error) => say_failure(game, &error),
    }
}

pub(super) fn export(game: &GameRef) {
    let model = game.model.borrow();
    let live = model.game();
    let kept = (kept_game(Some(model.opponent()), live), live.name());
    drop(model);
    let (KeptGame::Save { save, white, black, date }, name) = kept else {
        return;
    };
    when_done(game, copy_record(&save, white, black, date), move |written| Message::RecordWritten { name, written });
}

/// The engine's record of game `name`: downloaded.
pub(super) fn record_written(game: &GameRef, name: &str, written: Result<JsValue, JsValue>) {
    match written.map(|t| t.as_string()) {
        Ok(Some(text)) => {
            download(&format!("pyramid-{name}-{}.txt", today()), &text);
            report(game, &Phrase::new("keep-exported"));
        }
        Ok(None) => say(game, &Phrase::new("keep-records-not-loaded")),
        Err(error) => say_failure(game, &error),
    }
}

pub(super) fn share_link(game: &GameRef) {
    let title = {
        let model = game.model.borrow();
        sync_address(model.game());
        model.game().title().to_string()
    };
    let url = dom::window().location().href().unwrap_or_default();
    let navigator = dom::window().navigator();
    // The system's share sheet where the browser has one, else the clipboard.
    if js_sys::Reflect::has(&navigator, &"share".into()).unwrap_or(false) {
        let data = web_sys::ShareData::new();
        data.set_title(&title);
        data.set_url(&url);
        let _ = navigator.share_with_data(&data);
        report(game, &Phrase::new("keep-share-sheet"));
    } else {
        copy(&url);
        report(game, &Phrase::new("keep-link-copied"));
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

/// One line about a kept game: what, when, who, how it ended, how long.
fn summary(kept: &Kept) -> Option<Vec<Phrase>> {
    let KeptGame::Save { save, white, black, date } = &kept.game else { return None };
    let session = save::decode(save).ok()?;
    let date = date.clone().unwrap_or_else(|| kept.saved.chars().take(10).collect());
    let players = match (white, black) {
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
        Phrase::new("keep-moves").count("count", session.plies() as i64),
    ])
}

/// Draws "Your games" from the browser's store. Games kept as records (before games were
/// kept as saves) are read into saves first, then drawn.
pub(super) fn draw_library() {
    let Some(list) = dom::document().query_selector(".library-list").ok().flatten() else { return };
    clear(&list);
    let games = library();
    if let Some(summary_el) = dom::document().query_selector(".library summary").ok().flatten() {
        summary_el.l10n_count("keep-library", games.len() as i64);
    }
    for (i, kept) in games.iter().enumerate() {
        let (Some(line), KeptGame::Save { save, .. }) = (summary(kept), &kept.game) else { continue };
        // Named "Open" and the game's line, both as shown.
        let (open_id, line_id) = (format!("kept-open-{i}"), format!("kept-{i}"));
        let open = button("", GameAction::OpenKept.name())
            .attr("id", &open_id)
            .attr("aria-labelledby", format!("{open_id} {line_id}"))
            .attr("data-save", save)
            .l10n("keep-open");
        let line = html("span").attr("id", &line_id).l10n_phrases(&line, " · ", "", None);
        append(&list, &html("li").child(&line).child(&open));
    }
    if let Some(kept) = games.iter().find_map(|k| match &k.game {
        KeptGame::Record(record) => Some((record.clone(), k.saved.clone())),
        KeptGame::Save { .. } => None,
    }) {
        upgrade(kept);
    }
}

/// Reads one game kept as a record into a save, keeps it in its place, and draws the list
/// again (which upgrades the next). A record that does not read is dropped, as the list
/// always left out what it could not read.
fn upgrade((record, saved): (String, String)) {
    let Ok(call) = read_record(&record) else { return };
    let done = move |outcome: JsValue| {
        let field = |o: &JsValue, name: &str| js_sys::Reflect::get(o, &name.into()).ok().and_then(|v| v.as_string());
        let found = match answer(&outcome) {
            Ok(found) => found,
            // The engine could not be loaded: the records wait for another time.
            Err(error) if field(&error, "id").is_none() => return,
            // The record does not read: it is dropped below.
            Err(_) => JsValue::UNDEFINED,
        };
        let mut games = library();
        let Some(at) = games.iter().position(|k| k.game == KeptGame::Record(record.clone()) && k.saved == saved) else {
            return;
        };
        match field(&found, "save") {
            Some(save) => {
                let game = KeptGame::Save {
                    save,
                    white: field(&found, "white"),
                    black: field(&found, "black"),
                    date: field(&found, "date"),
                };
                games[at] = Kept { game, saved };
            }
            None => {
                games.remove(at);
            }
        }
        store_library(&games);
        draw_library();
    };
    dom::when_resolved(&call, done);
}

/// Empties "Your games", after asking.
pub(super) fn clear_library() {
    let sure = dom::window().confirm_with_message(&i18n::text(&Phrase::new("keep-clear-sure"))).unwrap_or(false);
    if sure {
        store_library(&[]);
        draw_library();
    }
}
