//! The engine for JavaScript, exported by the computer's worker's module
//! (pyramid-worker.js): a game handle with positions, moves and events, cells by name; the
//! computer's move, Perfect's, and who wins from here. Errors come back as exceptions
//! whose message names the problem; the game is unchanged then.

use crate::game::{Event, Options};
use crate::games::{self, Session};
use crate::motion::NamedEvent;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub struct GameHandle {
    session: Box<dyn Session>,
}

/// Options from a JavaScript object of strings (`{ chain: "off" }`), or none.
pub fn options_from_js(value: &JsValue) -> Result<Options, String> {
    let mut options = Options::new();
    if value.is_undefined() || value.is_null() {
        return Ok(options);
    }
    // Read by hand rather than by serde, whose type errors bring in float formatting.
    let wrong = || "options must be an object of strings, such as { chain: \"off\" }".to_string();
    if !value.is_object() || js_sys::Array::is_array(value) {
        return Err(wrong());
    }
    // In key order, whatever the object's: the same options compare equal.
    let mut pairs: Vec<(String, String)> = Vec::new();
    for entry in js_sys::Object::entries(value.unchecked_ref()).iter() {
        let pair = js_sys::Array::from(&entry);
        let key = pair.get(0).as_string().ok_or_else(wrong)?;
        let at = pairs.partition_point(|(k, _)| *k < key);
        pairs.insert(at, (key, pair.get(1).as_string().ok_or_else(wrong)?));
    }
    for (k, v) in pairs {
        options.set(&k, &v);
    }
    Ok(options)
}

#[wasm_bindgen]
impl GameHandle {
    /// Starts `game` from its start or from `position`, with `options` (an object).
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, position: Option<String>, options: JsValue) -> Result<GameHandle, JsError> {
        let options = options_from_js(&options).map_err(|e| JsError::new(&e))?;
        let session = games::open(game, &options, position.as_deref()).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(GameHandle { session })
    }

    pub fn game(&self) -> String {
        self.session.name().to_string()
    }

    pub fn position(&self) -> String {
        self.session.position()
    }

    /// `ongoing`, `white wins`, `black wins` or `draw`.
    pub fn status(&self) -> String {
        self.session.status().to_string()
    }

    #[wasm_bindgen(js_name = sideToMove)]
    pub fn side_to_move(&self) -> String {
        self.session.side_to_move().key().to_string()
    }

    /// Why the game ended, for people; undefined while it goes on.
    #[wasm_bindgen(js_name = endMessage)]
    pub fn end_message(&self) -> Option<String> {
        self.session.end().map(|e| e.message())
    }

    /// Every legal move in canonical notation, sorted.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        self.session.legal_moves()
    }

    /// Plays a move and returns its events; throws (and changes nothing) if it is
    /// malformed or illegal.
    pub fn play(&mut self, text: &str) -> Result<JsValue, JsError> {
        let events = self.session.play(text).map_err(|e| JsError::new(&e.to_string()))?;
        self.events_js(&events)
    }

    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// Replays the last undone move and returns its events, or null.
    pub fn redo(&mut self) -> Result<JsValue, JsError> {
        match self.session.redo() {
            Some(events) => self.events_js(&events),
            None => Ok(JsValue::NULL),
        }
    }

    /// The moves played so far.
    pub fn history(&self) -> Vec<String> {
        self.session.history()
    }

    /// Perft from the position, for the bench.
    pub fn perft(&self, depth: u32) -> Result<f64, JsError> {
        games::perft(self.session.as_ref(), depth).map(|n| n as f64).map_err(|e| JsError::new(&e.to_string()))
    }

    fn events_js(&self, events: &[Event]) -> Result<JsValue, JsError> {
        let named: Vec<NamedEvent> = events.iter().map(|e| NamedEvent::new(e, |c| self.session.cell_name(c))).collect();
        serde_wasm_bindgen::to_value(&named).map_err(|e| JsError::new(&e.to_string()))
    }
}

/// The computer's move, in canonical notation, for `game` from `start` (its start when
/// undefined) after `moves`, at `level` ("easy", "normal", "hard") with `seed`.
/// `progress`, when given, is called with `{ depth, nodes, budget, score, best }` as the
/// search goes. The Web Worker runs this; it throws on bad input.
#[wasm_bindgen(js_name = bestMove)]
pub fn best_move(
    game: &str,
    options: JsValue,
    start: Option<String>,
    moves: Vec<String>,
    level: &str,
    seed: f64,
    progress: Option<js_sys::Function>,
) -> Result<String, JsError> {
    let options = options_from_js(&options).map_err(|e| JsError::new(&e))?;
    let level: crate::ai::Level = level.parse().map_err(|e: crate::game::Error| JsError::new(&e.to_string()))?;
    let mut report = |p: &crate::ai::Progress| {
        if let Some(callback) = &progress {
            // Counts as plain numbers, not BigInts.
            if let Ok(value) = p.serialize(&serde_wasm_bindgen::Serializer::json_compatible()) {
                callback.call1(&JsValue::NULL, &value).ok();
            }
        }
    };
    crate::ai::best_move_text_with_progress(game, &options, start.as_deref(), &moves, level, seed as u64, &mut report)
        .map_err(|e| JsError::new(&e.to_string()))
}

thread_local! {
    /// The Perfect player's books this worker has read, by name.
    static BOOKS: std::cell::RefCell<Vec<(String, std::rc::Rc<crate::ai::PerfectBook>)>> = Default::default();
}

/// The book (a file name in `books/`) Perfect needs for its move in `game` from `start`
/// after `moves` and has not read yet; undefined when it needs none. Throws on bad input.
#[wasm_bindgen(js_name = perfectBookNeeded)]
pub fn perfect_book_needed(
    game: &str,
    options: JsValue,
    start: Option<String>,
    moves: Vec<String>,
) -> Result<Option<String>, JsError> {
    let options = options_from_js(&options).map_err(|e| JsError::new(&e))?;
    let name =
        crate::ai::perfect_book(game, &options, start.as_deref(), &moves).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(name.filter(|n| !BOOKS.with_borrow(|books| books.iter().any(|b| b.0 == *n))).map(str::to_string))
}

/// Reads the book `name` from its file's `bytes` for `perfectMove`; throws when they are
/// not that book as this version made it.
#[wasm_bindgen(js_name = loadPerfectBook)]
pub fn load_perfect_book(name: &str, bytes: &[u8]) -> Result<(), JsError> {
    let book = crate::ai::PerfectBook::shipped(name, bytes).map_err(|e| JsError::new(&e))?;
    BOOKS.with_borrow_mut(|books| books.push((name.to_string(), std::rc::Rc::new(book))));
    Ok(())
}

/// Perfect's move in canonical notation, for `game` from `start` after `moves`, with the
/// books read so far. Throws on bad input, and where Perfect cannot answer, saying why.
#[wasm_bindgen(js_name = perfectMove)]
pub fn perfect_move(
    game: &str,
    options: JsValue,
    start: Option<String>,
    moves: Vec<String>,
) -> Result<String, JsError> {
    let options = options_from_js(&options).map_err(|e| JsError::new(&e))?;
    let find = |name: &str| BOOKS.with_borrow(|books| books.iter().find(|b| b.0 == name).map(|b| b.1.clone()));
    crate::ai::perfect_move_text(game, &options, start.as_deref(), &moves, &find).map_err(|e| JsError::new(&e))
}

/// Whether `verdict` can answer for `game` (for some positions, late in the game).
#[wasm_bindgen(js_name = verdictAvailable)]
pub fn verdict_available(game: &str) -> bool {
    crate::ai::verdict_available(game)
}

/// Who wins from here with perfect play, for `game` from `start` (its start when
/// undefined) after `moves`: `{ value, side, text, moves, best }` (`value` for the side to
/// move, as `{ result: "win", plies: 5 }`, `{ result: "draw" }`; `moves`: every legal move
/// with its value; `best`: a move of perfect play), or `null` when more than `budget`
/// positions would have to be solved or the game has no solver. Throws on bad input.
#[wasm_bindgen]
pub fn verdict(
    game: &str,
    options: JsValue,
    start: Option<String>,
    moves: Vec<String>,
    budget: f64,
) -> Result<JsValue, JsError> {
    let options = options_from_js(&options).map_err(|e| JsError::new(&e))?;
    let verdict = crate::ai::verdict(game, &options, start.as_deref(), &moves, budget.max(0.0) as usize)
        .map_err(|e| JsError::new(&e.to_string()))?;
    verdict.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| JsError::new(&e.to_string()))
}

/// Reads a game record (the text the site's Export writes: tag lines, then numbered
/// moves; see `transcript.rs`) and replays it: `{ game, moves, white, black, date, event,
/// site, save }`, `moves` in canonical notation, a tag the record leaves out undefined, and
/// `save` the game as the site saves it in the browser. A record that cannot be read
/// throws an error whose message names the line and the move; its `id` and `args` are that
/// message for the site's languages (`args` as JSON).
#[wasm_bindgen(js_name = readRecord)]
pub fn read_record(text: &str) -> Result<js_sys::Object, JsValue> {
    let (record, session) = crate::transcript::read(text).map_err(|e| {
        let said = e.phrase();
        let error = js_sys::Error::new(&e.to_string());
        js_sys::Reflect::set(&error, &"id".into(), &said.id.into()).ok();
        js_sys::Reflect::set(&error, &"args".into(), &said.args_json().into()).ok();
        JsValue::from(error)
    })?;
    let found = js_sys::Object::new();
    let set = |key: &str, value: JsValue| {
        js_sys::Reflect::set(&found, &key.into(), &value).ok();
    };
    let text_or_undefined = |value: &Option<String>| value.as_deref().map_or(JsValue::UNDEFINED, JsValue::from);
    set("game", record.game.as_str().into());
    set("moves", record.moves.iter().map(|p| JsValue::from(p.text.as_str())).collect::<js_sys::Array>().into());
    set("white", text_or_undefined(&record.white));
    set("black", text_or_undefined(&record.black));
    set("date", text_or_undefined(&record.date));
    set("event", text_or_undefined(&record.event));
    set("site", text_or_undefined(&record.site));
    set("save", crate::save::encode(session.as_ref()).into());
    Ok(found)
}

/// The record of the game `save` (as `readRecord` gives it, or as the site saves it), with
/// the players' names and the date when given. Throws when `save` does not read as a game.
#[wasm_bindgen(js_name = writeRecord)]
pub fn write_record(
    save: &str,
    white: Option<String>,
    black: Option<String>,
    date: Option<String>,
) -> Result<String, JsError> {
    let session = crate::save::decode(save).map_err(|e| JsError::new(&e.to_string()))?;
    let mut record = crate::transcript::Transcript::of(session.as_ref());
    (record.white, record.black, record.date) = (white, black, date);
    Ok(record.to_text())
}

/// The names of the games this build plays.
#[wasm_bindgen(js_name = gameNames)]
pub fn game_names() -> Vec<String> {
    games::GAME_NAMES.iter().map(|s| s.to_string()).collect()
}
