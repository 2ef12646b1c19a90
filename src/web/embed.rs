//! Boards embedded in any page: `<div class="pyramid-embed" data-game=… >`, mounted by
//! `embed.js`. Each element is read and checked on its own; a bad one shows a readable
//! error in its place and the others still mount. Nothing read from an attribute is ever
//! inserted as HTML: text goes in as text.

pub use crate::embed_attrs::{parse, Embed, Size};
use crate::game::Options;
use crate::games;
use crate::message::Phrase;
use crate::screen::controls::{Control, EmbedAction};
use crate::screen::embed::EmbedModel;
use crate::screen::review::{Show, Step};
use crate::web::board::{self, Board, BoardData, BoardRef, Plan};
use crate::web::dom::{self, append, button, html, set_class, Build};
use crate::web::i18n::{self, Localized};
use crate::web::moves::MoveList;
use crate::web::screen::{Mailbox, Screen};
use crate::web::shadow;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event};

/// Milliseconds between the moves of a replay.
const REPLAY_STEP_MS: i32 = 850;

thread_local! {
    /// Embedded boards live as long as the page: each is a screen of its own, which its
    /// listeners and timers reach by its mailbox.
    static MOUNTED: RefCell<Vec<Rc<EmbedScreen>>> = const { RefCell::new(Vec::new()) };
    /// Boards on their way to the page, each at its stage.
    static ON_THE_WAY: RefCell<Vec<(Element, Stage)>> = const { RefCell::new(Vec::new()) };
    /// The games opened once at their start, by the first stage of a board of theirs.
    static STARTED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// An embedded board on its way to the page, one stage a task: a page's first board runs
/// much of its part's code for the first time, which the browser compiles then, and the
/// whole mount in one task held a phone's main thread for 100 ms and more.
enum Stage {
    /// Its game opened at its start, the attributes not read yet: for a page's first board
    /// the engine's code compiles then, apart from the rest of reading it.
    Started,
    /// Its attributes read and its game opened.
    Read(EmbedModel),
    /// What its board shows of the position.
    Seen(EmbedModel, Box<BoardData>),
    /// That and the view that draws it.
    Planned(EmbedModel, Box<Plan>),
    /// Its board made, outside the page (it builds in tasks of its own).
    Made(EmbedModel, BoardRef),
    /// That with its bar, move list and caption, their words written, outside the page.
    Dressed(EmbedModel, Box<Dressed>),
}

/// An embedded board's parts put together outside the page, in the wrapper that goes in
/// its shadow root: putting them in then writes no words, and the page's next frame lays
/// out and paints them without the task that made them before it.
struct Dressed {
    inner: Element,
    board: BoardRef,
    status: Element,
    list: Option<MoveList>,
}

/// One embedded board: its model (the game shown), the board drawing it, the status line,
/// an example's move list, and the replay's next step while one runs.
pub struct EmbedScreen {
    model: RefCell<EmbedModel>,
    board: BoardRef,
    /// The page's element (`data-state`, `data-replay`).
    el: Element,
    status: Element,
    list: Option<MoveList>,
    replay: RefCell<Option<dom::Timer>>,
    _bound: Vec<dom::Listener>,
}

/// What happens to an embedded board.
pub enum Message {
    /// A button of its bar.
    Act(EmbedAction),
    /// A key while an example has the focus: ← → Home End.
    Key(Event),
    /// A move picked in an example's list: the position after that many moves.
    Pick(usize),
    Board(board::Change),
    /// The replay's next move is due.
    Replay,
}

impl Screen for EmbedScreen {
    type Route<'a> = EmbedModel;
    type Message = Message;

    fn mount(el: &Element, model: EmbedModel) -> Result<Rc<EmbedScreen>, Phrase> {
        let board = make_board(&model, Plan::new(model.board()));
        let dressed = dress(el, &model, board);
        Ok(show(el, model, dressed))
    }

    fn update(this: &Rc<EmbedScreen>, message: Message) {
        match message {
            Message::Act(EmbedAction::Undo) => {
                if this.model.borrow_mut().undo() {
                    board::take_back(&this.board, this.model.borrow().board());
                    this.refresh();
                }
            }
            Message::Act(EmbedAction::Reset) => {
                this.stop_replay();
                let shown = this.model.borrow_mut().reset();
                this.show(shown);
            }
            Message::Act(EmbedAction::Replay) => {
                this.stop_replay();
                let shown = this.model.borrow_mut().reset();
                this.show(shown);
                this.el.set_attribute("data-replay", "running").ok();
                replay_step(this);
            }
            Message::Act(step) => this.step(step),
            // The keys are the step buttons': ← ‹, → ›, Home «, End ».
            Message::Key(event) => {
                let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>().map(|k| k.key()) else { return };
                let Some(step) = Step::of_key(&key) else { return };
                event.prevent_default();
                this.by_hand(|model| model.take(step));
            }
            Message::Pick(ply) => this.by_hand(|model| model.go(ply)),
            // A board that takes moves lets every legal one stand.
            Message::Board(board::Change::Entered { text, .. }) => {
                let played = this.model.borrow_mut().play(&text);
                if played.is_ok() {
                    board::show_move(&this.board, this.model.borrow().board());
                    this.refresh();
                }
            }
            // The status follows the model's changes, not the board's echo of them.
            Message::Board(_) => {}
            Message::Replay => replay_step(this),
        }
    }
}

impl EmbedScreen {
    /// Brings the board and the status in line with what the model shows: a move on
    /// animates.
    fn show(&self, shown: Show) {
        if shown != Show::Same {
            board::show_move(&self.board, self.model.borrow().board());
            self.refresh();
        }
    }

    /// A step button of an example: First, Previous, Next or Last, as the keys' steps.
    fn step(&self, action: EmbedAction) {
        let step = match action {
            EmbedAction::First => Step::Start,
            EmbedAction::Previous => Step::Back,
            EmbedAction::Next => Step::On,
            // Last (the bar's other buttons are matched before).
            _ => Step::End,
        };
        self.by_hand(|model| model.take(step));
    }

    /// Steps an example by hand (`change`): a replay stops.
    fn by_hand(&self, change: impl FnOnce(&mut EmbedModel) -> Show) {
        self.stop_replay();
        let shown = change(&mut self.model.borrow_mut());
        self.show(shown);
    }

    fn stop_replay(&self) {
        if self.replay.borrow_mut().take().is_some() {
            self.el.remove_attribute("data-replay").ok();
        }
    }

    fn refresh(&self) {
        say_status(&self.model.borrow(), &self.status, self.list.as_ref());
    }
}

/// The status line and the move shown in an example's list.
fn say_status(model: &EmbedModel, status: &Element, list: Option<&MoveList>) {
    match model.status() {
        Some(phrase) => status.clone().l10n_phrase(&phrase),
        None => status.clone().l10n_none(),
    };
    if let Some(list) = list {
        list.set_current(model.shown(), false);
    }
}

/// Plays the replay's next move, and asks for the one after a pause; the last says so.
fn replay_step(this: &Rc<EmbedScreen>) {
    let (now, total) = {
        let model = this.model.borrow();
        (model.shown(), model.embed().moves.len())
    };
    if now >= total {
        this.replay.borrow_mut().take();
        this.el.set_attribute("data-replay", "done").ok();
        return;
    }
    let shown = this.model.borrow_mut().go(now + 1);
    this.show(shown);
    let delay = if now == 0 { REPLAY_STEP_MS / 2 } else { REPLAY_STEP_MS };
    let to = Mailbox::of(this);
    *this.replay.borrow_mut() = Some(dom::Timer::after(delay, Box::new(move || to.send(Message::Replay))));
}

/// Whether `el` is a board this part mounts, never mounted yet (lessons and puzzles are
/// mounted by the Learn part: embed.js loads it).
fn mountable(el: &Element) -> bool {
    el.get_attribute("data-state").is_none() && !el.has_attribute("data-lesson") && !el.has_attribute("data-puzzle")
}

/// Reads an element's attributes and opens the game it shows.
fn read(el: &Element) -> Result<EmbedModel, Phrase> {
    parse(|name| el.get_attribute(&format!("data-{name}"))).map(EmbedModel::new)
}

/// Takes the next stage of mounting one element (started, read, seen, planned, made, dressed,
/// shown), one a call: embed.js calls it in one task after another until it says the board
/// is mounted (or its error shown). An element mounted already is left as it is.
#[wasm_bindgen(js_name = mountBoard)]
pub fn mount_stage(el: &Element) -> bool {
    let stage = ON_THE_WAY.with(|all| {
        let mut all = all.borrow_mut();
        let stage = all.iter().position(|(e, _)| e == el).map(|i| all.swap_remove(i).1);
        // A board the page took out on its way is dropped (put back, it starts again).
        all.retain(|(e, _)| e.is_connected());
        stage
    });
    if !mountable(el) {
        return true;
    }
    let next = match stage {
        None => {
            // Only the page's first board of each game gains: the code is compiled then.
            if let Some(game) = el.get_attribute("data-game").filter(|g| !STARTED.with(|s| s.borrow().contains(g))) {
                // Only for the time it takes: the attributes are read and checked next.
                let _ = games::open(game.trim(), &Options::new(), None);
                STARTED.with(|s| s.borrow_mut().push(game));
            }
            Stage::Started
        }
        Some(Stage::Started) => match read(el) {
            Ok(model) => Stage::Read(model),
            Err(message) => {
                show_error(el, &message);
                return true;
            }
        },
        Some(Stage::Read(model)) => {
            let data = Box::new(model.board());
            Stage::Seen(model, data)
        }
        Some(Stage::Seen(model, data)) => Stage::Planned(model, Box::new(Plan::new(*data))),
        Some(Stage::Planned(model, plan)) => {
            let board = make_board(&model, *plan);
            Stage::Made(model, board)
        }
        Some(Stage::Made(model, board)) => {
            let dressed = Box::new(dress(el, &model, board));
            Stage::Dressed(model, dressed)
        }
        Some(Stage::Dressed(model, dressed)) => {
            let screen = show(el, model, *dressed);
            MOUNTED.with(|m| m.borrow_mut().push(screen));
            return true;
        }
    };
    ON_THE_WAY.with(|all| all.borrow_mut().push((el.clone(), next)));
    false
}

/// Mounts one element at once, every stage in this task (again only if it was never
/// mounted).
pub fn mount(el: &Element) {
    while !mount_stage(el) {}
}

/// Says why the board cannot be shown, in its page's language; `data-error` keeps the
/// English for programs.
fn show_error(el: &Element, problem: &Phrase) {
    let inner = shadow::isolated(el);
    let said = Phrase::new("embed-error").phrase("problem", problem.clone());
    append(&inner, &html("p").class("board-error").attr("role", "alert").l10n_phrase(&said));
    el.set_attribute("data-state", "error").ok();
    el.set_attribute("data-error", &problem.plain_english()).ok();
}

/// The board of an embed, made from its plan: its frame now, the rest in tasks of its own
/// once it is shown.
fn make_board(model: &EmbedModel, plan: Plan) -> BoardRef {
    let embed = model.embed();
    let board = Board::waiting(plan, embed.interactive);
    if embed.view.is_some() {
        board.borrow_mut().show_region(embed.view);
    }
    board
}

/// The class of an embed's size, on its element and its wrapper.
fn size_class(size: Size) -> &'static str {
    match size {
        Size::Small => "size-small",
        Size::Medium => "size-medium",
        Size::Large => "size-large",
    }
}

/// Puts the board in a wrapper, outside the page, with its bar, its move list and its
/// caption, their words written in `el`'s language.
fn dress(el: &Element, model: &EmbedModel, board: BoardRef) -> Dressed {
    let embed = model.embed();
    let inner = shadow::wrapper();
    set_class(&inner, size_class(embed.size), true);
    board::take_input(&board);
    append(&inner, &board.borrow().root);
    let bar = html("div").class("embed-bar");
    let status = html("span").class("embed-status").attr("aria-live", "polite");
    let example = !embed.interactive && !embed.moves.is_empty();
    let mut list = None;
    if embed.interactive {
        append(&bar, &button("", EmbedAction::Undo.name()).l10n("game-undo"));
        append(&bar, &button("", EmbedAction::Reset.name()).l10n("embed-reset"));
    } else if example {
        let mut moves = MoveList::new();
        moves.update(embed.session_at(embed.moves.len()).as_ref());
        list = Some(moves);
        for (label, action, name) in [
            ("«", EmbedAction::First, "embed-first"),
            ("‹", EmbedAction::Previous, "review-back"),
            ("›", EmbedAction::Next, "review-forward"),
            ("»", EmbedAction::Last, "embed-last"),
        ] {
            append(&bar, &button(label, action.name()).l10n(name));
        }
        append(&bar, &button("", EmbedAction::Replay.name()).l10n("embed-replay"));
    }
    append(&bar, &status);
    append(&inner, &bar);
    if let Some(list) = &list {
        append(&inner, &list.element.clone().l10n("embed-moves"));
    }
    if let Some(caption) = &embed.caption {
        append(&inner, &html("p").class("embed-caption").text(caption));
    }
    say_status(model, &status, list.as_ref());
    i18n::translate_ahead(&inner, el);
    Dressed { inner, board, status, list }
}

/// Puts a dressed board in the element's shadow root: the screen that answers its bar,
/// its list and its board.
fn show(el: &Element, model: EmbedModel, dressed: Dressed) -> Rc<EmbedScreen> {
    let Dressed { inner, board, status, mut list } = dressed;
    set_class(el, size_class(model.embed().size), true);
    let inner = shadow::isolate(el, inner);
    el.set_attribute("data-state", "ready").ok();
    // Its cells and pieces are drawn now it is in the page, a slice a task: drawn before,
    // they came in with it, in one frame's layout and paint.
    board::start_drawing(&board);
    Rc::new_cyclic(|weak| {
        let to = Mailbox::to(weak);
        board::on_change(&board, to.sender(Message::Board));
        let mut bound = vec![dom::on_control(&inner, "click", {
            let to = to.clone();
            move |action, _, _| to.send(Message::Act(action))
        })];
        if let Some(list) = &mut list {
            list.on_pick(to.sender(Message::Pick));
            bound.push(dom::on(&inner, "keydown", to.sender(Message::Key)));
        }
        EmbedScreen {
            model: RefCell::new(model),
            board,
            el: el.clone(),
            status,
            list,
            replay: RefCell::new(None),
            _bound: bound,
        }
    })
}
