//! The computer opponent, page side: a Web Worker (`ai-worker.js`, running this same
//! module) searches while the page stays responsive. A search is stopped by terminating
//! the worker; the next question starts a new one.

use crate::ai::{ExactValue as Value, Level};
use crate::game::Options;
use crate::web::dom;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// What the page asks: the game as it stands.
pub struct Question {
    pub game: String,
    pub options: Options,
    pub start: String,
    pub moves: Vec<String>,
    pub level: Level,
    pub seed: f64,
    /// Whether the server's tablebase answers this setting (Perfect and who wins ask it).
    pub tablebase: bool,
}

impl Question {
    /// The question about `session` as it stands.
    pub fn about(session: &dyn crate::games::Session, level: Level, seed: f64) -> Question {
        Question {
            game: session.name().to_string(),
            options: session.options().clone(),
            start: session.start_position(),
            moves: session.history(),
            level,
            seed,
            tablebase: false,
        }
    }

    /// The message the worker reads: a plain object with the question's fields, its `id`,
    /// its `kind` (`"move"`, `"perfect"` for the Perfect player's move, or `"verdict"` for
    /// who wins from here, solving at most `budget` positions). Built by hand rather than
    /// by serde, whose code this one message alone brought into the page's wasm.
    fn message(&self, id: u32, kind: &str, budget: usize) -> JsValue {
        let options: Vec<(&str, JsValue)> = self.options.pairs().iter().map(|(k, v)| (k.as_str(), v.into())).collect();
        let moves: js_sys::Array = self.moves.iter().map(JsValue::from).collect();
        dom::object(&[
            ("id", id.into()),
            ("kind", kind.into()),
            ("budget", (budget as f64).into()),
            ("game", self.game.as_str().into()),
            ("options", dom::object(&options)),
            ("start", self.start.as_str().into()),
            ("moves", moves.into()),
            ("level", self.level.name().into()),
            ("seed", self.seed.into()),
            ("tablebase", self.tablebase.into()),
        ])
    }
}

/// What the worker says, for the question `id`.
pub enum Answer {
    /// How far the search is; `score` is for the side to move, `best` the move so far.
    Progress {
        id: u32,
        depth: u32,
        nodes: f64,
        budget: f64,
        score: f64,
        best: String,
    },
    /// Perfect is downloading the book it needs.
    Loading {
        id: u32,
    },
    Move {
        id: u32,
        text: String,
    },
    /// `why` names what failed (`book`, `unreachable`, `tablebase-only`, `over`, `other`);
    /// `message` is its detail.
    Failed {
        id: u32,
        why: String,
        message: String,
    },
    /// Who wins from here; `None` when the position is beyond what the worker may solve.
    /// `note` says where the answer came from when that is worth saying (the server's
    /// tablebase could not be reached).
    Verdict {
        id: u32,
        verdict: Option<Verdict>,
        note: Option<String>,
    },
}

/// The exact value of a position and of each of its legal moves, for the side to move.
pub struct Verdict {
    pub value: Value,
    pub moves: Vec<(String, Value)>,
}

pub struct Computer {
    worker: Option<Worker>,
    next_id: u32,
    /// The question being thought about: its id, and how many moves its position follows.
    pending: Option<(u32, usize)>,
    listener: Rc<dyn Fn(Answer)>,
    /// The last question's id and whether Perfect was asked, for an answer the worker
    /// could not give (it did not load).
    asked: Rc<std::cell::Cell<(u32, bool)>>,
    // Kept alive with the worker it listens to.
    _on_message: Option<Closure<dyn FnMut(JsValue)>>,
}

impl Computer {
    pub fn new(listener: impl Fn(Answer) + 'static) -> Computer {
        Computer {
            worker: None,
            next_id: 0,
            pending: None,
            listener: Rc::new(listener),
            asked: Rc::default(),
            _on_message: None,
        }
    }

    /// The question being thought about, if any.
    pub fn pending(&self) -> Option<u32> {
        self.pending.map(|(id, _)| id)
    }

    /// Marks an answer as received; returns how many moves the position asked about
    /// follows, or `None` for an answer no longer awaited.
    pub fn answered(&mut self, id: u32) -> Option<usize> {
        match self.pending {
            Some((awaited, ply)) if awaited == id => {
                self.pending = None;
                Some(ply)
            }
            _ => None,
        }
    }

    /// Asks for a move; returns the question's id.
    pub fn ask(&mut self, question: &Question) -> Result<u32, String> {
        self.post("move", 0, question)
    }

    /// Asks the Perfect player for a move (the question's level is not used); returns the
    /// question's id.
    pub fn ask_perfect(&mut self, question: &Question) -> Result<u32, String> {
        self.post("perfect", 0, question)
    }

    /// Asks who wins from the question's position with perfect play, solving at most
    /// `budget` positions; returns the question's id.
    pub fn ask_verdict(&mut self, question: &Question, budget: usize) -> Result<u32, String> {
        self.post("verdict", budget, question)
    }

    fn post(&mut self, kind: &'static str, budget: usize, question: &Question) -> Result<u32, String> {
        if self.worker.is_none() {
            self.start_worker()?;
        }
        self.next_id += 1;
        let id = self.next_id;
        let message = question.message(id, kind, budget);
        let worker = self.worker.as_ref().expect("started above");
        worker.post_message(&message).map_err(|e| format!("{e:?}"))?;
        self.pending = Some((id, question.moves.len()));
        self.asked.set((id, kind == "perfect"));
        Ok(id)
    }

    /// Stops any search now (New game, Undo, a new position…).
    pub fn stop(&mut self) {
        if self.pending.take().is_some() {
            self.end_worker();
        }
    }

    fn end_worker(&mut self) {
        if let Some(worker) = self.worker.take() {
            // An answer may already be queued: with no handler it is dropped, rather
            // than calling the closure freed below.
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
        }
        self._on_message = None;
    }

    fn start_worker(&mut self) -> Result<(), String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options("ai-worker.js", &options).map_err(|e| format!("{e:?}"))?;
        let (listener, asked) = (self.listener.clone(), self.asked.clone());
        // An answer, or the worker's error (its script or its wasm could not load, as
        // offline before they were kept): the question fails rather than waits forever.
        let on_message =
            Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| match event.dyn_ref::<MessageEvent>() {
                Some(message) => {
                    if let Some(answer) = read_answer(&message.data()) {
                        listener(answer);
                    }
                }
                None => {
                    let (id, perfect) = asked.get();
                    // Perfect says the tablebase cannot be reached; a search, that it failed.
                    let why = if perfect { "unreachable" } else { "other" };
                    listener(Answer::Failed { id, why: why.into(), message: "no connection".into() })
                }
            });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_message.as_ref().unchecked_ref()));
        self.worker = Some(worker);
        self._on_message = Some(on_message);
        Ok(())
    }
}

/// Leaving a game's screen ends its search: the worker's handler goes with the screen.
impl Drop for Computer {
    fn drop(&mut self) {
        self.end_worker();
    }
}

fn read_answer(data: &JsValue) -> Option<Answer> {
    let get = |key: &str| js_sys::Reflect::get(data, &key.into()).ok();
    let id = get("id")?.as_f64()? as u32;
    Some(match get("kind")?.as_string()?.as_str() {
        "progress" => Answer::Progress {
            id,
            depth: get("depth").and_then(|v| v.as_f64()).unwrap_or(0.0) as u32,
            nodes: get("nodes").and_then(|v| v.as_f64()).unwrap_or(0.0),
            budget: get("budget").and_then(|v| v.as_f64()).unwrap_or(1.0),
            score: get("score").and_then(|v| v.as_f64()).unwrap_or(0.0),
            best: get("best").and_then(|v| v.as_string()).unwrap_or_default(),
        },
        "loading" => Answer::Loading { id },
        "move" => Answer::Move { id, text: get("move")?.as_string()? },
        "verdict" => Answer::Verdict {
            id,
            verdict: get("verdict").and_then(|v| read_verdict(&v)),
            note: get("note").and_then(|v| v.as_string()),
        },
        _ => Answer::Failed {
            id,
            why: get("why").and_then(|v| v.as_string()).unwrap_or_default(),
            message: get("message").and_then(|v| v.as_string()).unwrap_or_default(),
        },
    })
}

/// The worker's verdict (`ai::Verdict` as JSON); `None` for null.
fn read_verdict(data: &JsValue) -> Option<Verdict> {
    let get = |from: &JsValue, key: &str| js_sys::Reflect::get(from, &key.into()).ok();
    let value = |v: &JsValue| {
        let plies = get(v, "plies").and_then(|p| p.as_f64()).unwrap_or(0.0) as u32;
        match get(v, "result")?.as_string()?.as_str() {
            "win" => Some(Value::Win(plies)),
            "loss" => Some(Value::Loss(plies)),
            "draw" => Some(Value::Draw),
            _ => None,
        }
    };
    let moves = js_sys::Array::from(&get(data, "moves")?)
        .iter()
        .filter_map(|pair| {
            let pair = js_sys::Array::from(&pair);
            Some((pair.get(0).as_string()?, value(&pair.get(1))?))
        })
        .collect();
    Some(Verdict { value: value(&get(data, "value")?)?, moves })
}

/// A seed for the next question, so games against the computer vary.
pub fn fresh_seed() -> f64 {
    (js_sys::Math::random() * 4_294_967_296.0).floor() + dom::now().floor()
}
