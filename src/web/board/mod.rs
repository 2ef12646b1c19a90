//! The board widget, the same for every game: it draws pieces over a shape's [`View`],
//! turns clicks into moves through the engine's move shapes, and animates each event a
//! move reports, in order. Like chessground, it knows no rule: the engine says which
//! clicks make a move.

mod anim;
mod input;
mod keys;
mod notice;
mod picture;
mod render;
pub mod script;
mod speech;
mod zoom;

use crate::board_state::cursor::Grid;
pub use crate::board_state::{BoardData, Miss};
use crate::board_state::{BoardState, Click};
use crate::embed_attrs::Region;
use crate::game::{Cell, Side};
use crate::message::Phrase;
use crate::web::dom::{self, append, html, svg, Build};
use crate::web::i18n::{self, Localized};
use crate::web::view::{self, Layout, View};
use anim::{animate, Animation};
use picture::defs;
pub use picture::{defs as picture_defs, picture, Picture};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use web_sys::Element;

pub type BoardRef = Rc<RefCell<Board>>;

pub struct Board {
    /// The game, the move being entered, the cursor: all that is not drawing.
    state: BoardState,
    /// The cells in rows, for the keyboard's cursor and the screen reader's grid.
    grid: Grid,
    view: Box<dyn View>,
    layout: Layout,
    pub root: Element,
    /// The box the SVG fills, with the readout and zoom buttons over it.
    frame: Element,
    svg: Element,
    cells: Element,
    hits: Element,
    marks: Element,
    /// Choices for the next click, drawn over the pieces.
    options: Element,
    reserves: Element,
    pieces: Element,
    effects: Element,
    /// What the last two moves did, under the board (never over the cells a game is won
    /// on; a screen may put it beside the board): the turn's first move, then its last.
    notes: Element,
    notices: [Element; 2],
    /// The name of the cell under the pointer.
    readout: Element,
    /// The live region through which moves and descriptions are read out.
    speech: Element,
    anim: Animation,
    zoom: zoom::Zoom,
    /// The `data-view` region the board is limited to, and its viewBox in this layout.
    region: Option<(Region, Option<[f64; 4]>)>,
    input: input::Pointers,
    listeners: Vec<OnChange>,
    /// The board's DOM listeners (the document's and the window's included), unbound when
    /// the board goes.
    bound: Vec<dom::Listener>,
    /// The elements drawn for cells and pieces (render.rs writes them).
    drawing: render::Drawing,
    /// The end of a refused piece's shake, and a screen's scripted move (script.rs)
    /// while one waits: they go with the board.
    shake: Option<dom::Timer>,
    script: Option<dom::Timer>,
    /// A board drawn in slices (render.rs): the first row still to draw, and the timer of
    /// its slice; itself, for that timer.
    rows_left: Option<(usize, dom::Timer)>,
    sliced: bool,
    /// Made in slices and not built yet (its frame only): see `build_later`.
    unbuilt: bool,
    /// Built in slices, its pieces still to draw (the slice after its first rows).
    pieces_due: bool,
    /// Built in one slice, the cells' index still to make (with the pieces).
    index_due: bool,
    me: Weak<RefCell<Board>>,
}

/// Screens at most this wide get the boards' narrow layouts.
const NARROW: &str = "(max-width: 600px)";

/// What a board is made from, worked out before it is made: the position's data, the
/// view that draws it in this screen's layout and the drawing's shared parts (`defs`). An
/// embedded board plans in a task of its own: the largest board's view costs a phone
/// milliseconds to plan.
pub struct Plan {
    data: BoardData,
    view: Box<dyn View>,
    layout: Layout,
    defs: Element,
}

impl Plan {
    pub fn new(data: BoardData) -> Plan {
        let layout = Layout { flipped: false, narrow: dom::matches_media(NARROW) };
        let view =
            view::for_game(data.game, data.shape, layout).expect("only games with a view are shown (view::can_show)");
        let defs = defs(view::figurine::any(data.piece_kinds));
        Plan { data, view, layout, defs }
    }
}

/// Starts drawing a board made by [`Board::waiting`], a slice a task from the next.
pub fn start_drawing(board: &BoardRef) {
    board.borrow_mut().start_drawing();
}

/// Binds a board's pointer and keyboard listeners (the document's and the window's
/// included): a board made by [`Board::new`] has them, one made in slices is given them by
/// this, in the same task or a later one.
pub fn take_input(board: &BoardRef) {
    let mut bound = Vec::new();
    input::listen(board, &mut bound);
    keys::listen(board, &mut bound);
    board.borrow_mut().bound.extend(bound);
}

impl Board {
    /// Creates a board showing `data` inside a new element, ready to be put in a page.
    pub fn new(data: BoardData, interactive: bool) -> BoardRef {
        Board::build_new(Plan::new(data), interactive, false)
    }

    /// A board as [`Board::new`] makes it, but drawn in tasks: its frame now, its first rows
    /// in the next task, its pieces and marks in the one after, then the other cells a slice
    /// a task (the largest board's 561 cells held a phone's main thread for over 100 ms in
    /// one). Input finishes the drawing first; `data-drawn` says when it is done. It takes
    /// input once [`take_input`] is called, which can be a task of its own too.
    pub fn new_in_slices(plan: Plan, interactive: bool) -> BoardRef {
        let board = Board::waiting(plan, interactive);
        start_drawing(&board);
        board
    }

    /// A board as [`Board::new_in_slices`] makes it, whose slices wait for
    /// [`start_drawing`]: one made outside the page draws nothing there (the page's frame
    /// that shows it would lay out and paint its first slices all at once).
    pub fn waiting(plan: Plan, interactive: bool) -> BoardRef {
        Board::build_new(plan, interactive, true)
    }

    fn build_new(plan: Plan, interactive: bool, sliced: bool) -> BoardRef {
        let Plan { data, view, layout, defs } = plan;
        let root = html("div").class("pyramid-board").attr("data-game", data.game);
        let id = keys::next_id();
        let root = root.attr("id", &id);
        let help = html("p").class("board-help visually-hidden").attr("id", format!("{id}-help")).l10n("board-help");
        let label = Phrase::new("board-label").message("game", i18n::game_message(data.game, "title"));
        let svg_el = svg("svg")
            .attr("role", "grid")
            .attr("tabindex", "0")
            .attr("aria-describedby", format!("{id}-help"))
            .class("board-svg")
            .l10n_attribute("aria-label", &label);
        let speech = html("div").class("board-speech visually-hidden").attr("aria-live", "polite");
        let cells = svg("g").class("cells");
        let reserves = svg("g").class("reserves").attr("pointer-events", "none").attr("aria-hidden", "true");
        let marks = svg("g").class("marks").attr("pointer-events", "none").attr("aria-hidden", "true");
        // What stands on a cell is in its name: the drawing itself is not read.
        let pieces = svg("g").class("pieces").attr("aria-hidden", "true");
        let options = svg("g").class("marks options").attr("pointer-events", "none").attr("aria-hidden", "true");
        let hits = svg("g").class("hits").attr("aria-hidden", "true");
        let effects = svg("g").class("effects").attr("pointer-events", "none").attr("aria-hidden", "true");
        append(&svg_el, &defs);
        for layer in [&cells, &reserves, &marks, &pieces, &options, &hits, &effects] {
            append(&svg_el, layer);
        }
        // Their classes are set by notice.rs, each time it writes them.
        let notices = [html("p"), html("p")];
        let notes = html("div").class("board-notes").attr("aria-hidden", "true");
        for note in &notices {
            append(&notes, note);
        }
        let readout = html("div").class("board-readout").attr("aria-hidden", "true");
        let frame = html("div").class("board-frame");
        append(&frame, &svg_el);
        append(&frame, &readout);
        append(&root, &frame);
        append(&root, &notes);
        append(&root, &help);
        append(&root, &speech);
        let frame = frame.clone();
        // The cells' rows are found when the board is built (`build`), not twice.
        let grid = Grid::new(view.geometry(), 0);
        let board = Rc::new(RefCell::new(Board {
            state: BoardState::new(data, interactive),
            grid,
            view,
            layout,
            root,
            frame,
            svg: svg_el,
            cells,
            hits,
            marks,
            options,
            reserves,
            pieces,
            effects,
            notes: notes.clone(),
            notices,
            readout,
            speech,
            anim: Animation::default(),
            zoom: zoom::Zoom::default(),
            region: None,
            input: input::Pointers::default(),
            listeners: Vec::new(),
            bound: Vec::new(),
            drawing: render::Drawing::default(),
            shake: None,
            script: None,
            rows_left: None,
            sliced,
            unbuilt: false,
            pieces_due: false,
            index_due: false,
            me: Weak::new(),
        }));
        if sliced {
            board.borrow_mut().me = Rc::downgrade(&board);
        }
        if render::SLICES && sliced {
            board.borrow_mut().build_later();
        } else {
            board.borrow_mut().build();
        }
        let mut bound = Vec::new();
        {
            let b = board.borrow();
            if b.view.zoomable() {
                append(&b.frame, &zoom::controls(&board, &mut bound));
            }
            let kinds = b.state.data().piece_kinds;
            if view::figurine::any(kinds) {
                append(&b.root, &html("p").class("board-key").child(&view::figurine::key(kinds)));
            }
            if let Some(id) = b.view.legend() {
                append(&b.root, &html("p").class("board-legend").l10n(id));
            }
        }
        board.borrow_mut().bound = bound;
        if !sliced {
            take_input(&board);
        }
        board
    }

    pub fn is_flipped(&self) -> bool {
        self.layout.flipped
    }

    /// Turns the board for the player of Black (or back).
    pub fn set_flipped(&mut self, on: bool) {
        if self.layout.flipped != on {
            self.layout.flipped = on;
            self.rebuild();
        }
    }

    /// Whether the board has a near side for each player (then Black's player sees it turned).
    pub fn has_sides(&self) -> bool {
        self.view.has_sides()
    }

    /// Redraws for a narrow or a wide screen when the window crossed the line.
    fn fit_screen(&mut self) {
        let narrow = dom::matches_media(NARROW);
        if self.layout.narrow != narrow {
            self.layout.narrow = narrow;
            self.rebuild();
        }
    }

    /// Draws the board anew for its layout; one not built yet is built in it.
    fn rebuild(&mut self) {
        if !self.unbuilt {
            self.build();
        }
    }

    /// The list of what the last moves did, for a screen to place beside the board.
    pub fn notes(&self) -> &Element {
        &self.notes
    }

    /// The board's state: the move being entered, its warnings, the threats shown.
    pub fn state(&self) -> &BoardState {
        &self.state
    }

    /// Shows (or hides) what the opponent threatens, as arrows.
    pub fn set_show_threats(&mut self, on: bool) {
        if self.state.show_threats != on {
            self.state.show_threats = on;
            self.draw_marks();
        }
    }

    pub fn is_animating(&self) -> bool {
        self.anim.is_running()
    }

    pub fn is_interactive(&self) -> bool {
        self.state.is_interactive()
    }

    pub fn set_interactive(&mut self, on: bool) {
        self.state.set_interactive(on);
        self.root.set_attribute("data-interactive", if on { "true" } else { "false" }).ok();
        self.draw_marks();
    }

    /// Moves offered as buttons (a pass), available now.
    pub fn button_moves(&self) -> Vec<String> {
        self.state.button_moves()
    }

    /// A move that the clicks so far complete while longer ones remain (ended by the
    /// "done" button), if any.
    pub fn complete_move(&self) -> Option<String> {
        self.state.complete_move()
    }

    /// What the player is asked to click now.
    pub fn prompt(&self) -> Option<Phrase> {
        self.state.prompt()
    }

    /// Shows another position of the same game on this board (a new game, a loaded
    /// position, a position in review); an arrow drawn on the old one goes.
    fn replace(&mut self, data: BoardData) {
        // assert! and not assert_eq!: its message formats no value, so the page links no
        // Debug of text (core's char escapes: about 3 KiB gzipped).
        assert!(data.game == self.state.data().game, "a board plays one game; make a new board for another");
        self.finish_animation();
        self.state.show(data);
        self.state.arrow = None;
        self.redraw();
    }
}

/// A screen's listener of its board's changes.
type OnChange = Rc<dyn Fn(Change)>;

/// What the board's player asks, or that its motions ended, as its screen hears it: intents
/// only. What the screen shows it (a move played, moves taken back, another position) the
/// screen knows already, so the board does not echo it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// The player entered a legal move (a click, a drag, the keys, or the screen's own
    /// field or button through [`enter`]) for side `by`, in the game's notation: an
    /// intent, not yet played. The screen decides what it does (its model plays it, or
    /// refuses it) and shows the board the position after ([`show_move`]) if it stands.
    /// `warning`: the board's advice says the move loses at once or costs the mover's
    /// pieces, in these words (a screen that asks first holds it for a yes).
    Entered { by: Side, text: String, warning: Option<Phrase> },
    /// The player chose a piece or a cell of a move being entered; `miss`: the click was
    /// not a move's, for the screen to say why ([`explain`]).
    Selected { miss: Option<Miss> },
    /// The move being entered was dropped.
    Cancelled,
    /// The moves' motions have ended.
    Settled,
}

/// Calls the board's change listeners (status panels), outside any borrow of it.
fn notify(board: &BoardRef, change: Change) {
    let listeners = board.borrow().listeners.clone();
    for listener in listeners {
        listener(change.clone());
    }
}

pub fn on_change(board: &BoardRef, listener: impl Fn(Change) + 'static) {
    board.borrow_mut().listeners.push(Rc::new(listener));
}

/// A click on a cell: extends the move being entered, starts a new one, or cancels.
pub fn click(board: &BoardRef, cell: Cell) {
    let outcome = {
        let mut b = board.borrow_mut();
        if b.anim.is_running() {
            b.finish_animation();
        }
        b.state.click(cell)
    };
    match outcome {
        Click::Ignored => {}
        Click::Play(text) => {
            enter(board, &text).ok();
        }
        Click::Selected { refused, miss } => {
            {
                let mut b = board.borrow_mut();
                // A piece that cannot move (an enemy's, a blocked one) says so with a shake.
                if refused {
                    b.hint_nothing(cell);
                }
                b.draw_marks();
            }
            notify(board, Change::Selected { miss });
        }
    }
}

/// Says why a click was not a move ([`Change::Selected`]'s `miss`), in the engine's words
/// its screen found, and keeps it for its panel ([`BoardState::refusal`]).
pub fn explain(board: &BoardRef, why: Option<Phrase>) {
    let mut b = board.borrow_mut();
    if let Some(why) = &why {
        b.announce_phrases(std::slice::from_ref(why));
    }
    b.state.set_refusal(why);
}

/// Shows the clicks of `text`, a move its screen holds for the player's yes, as chosen
/// (a click, or [`cancel`], drops them).
pub fn hold(board: &BoardRef, text: &str) {
    let mut b = board.borrow_mut();
    b.state.hold(text);
    b.draw_marks();
}

/// Drops the move being entered.
pub fn cancel(board: &BoardRef) {
    let had = {
        let mut b = board.borrow_mut();
        let had = b.state.cancel();
        b.draw_marks();
        had
    };
    if had {
        notify(board, Change::Cancelled);
    }
}

/// Shows `position`, the screen's game one move on from the board's (a move it let
/// stand, the computer's, an opponent's, a scripted reply, a step on in review), and
/// animates that move's events; true then. Any other position is drawn anew.
pub fn show_move(board: &BoardRef, position: BoardData) -> bool {
    let one_on = board.borrow().state.data().one_move_before(&position);
    if !one_on {
        reset(board, position);
        return false;
    }
    let events = position.last_events.clone();
    {
        let mut b = board.borrow_mut();
        if b.anim.is_running() {
            b.finish_animation();
        }
        b.state.show(position);
        let data = b.state.data();
        b.root.set_attribute("data-position", &data.position).ok();
        b.root.set_attribute("data-status", data.status).ok();
    }
    animate(board, &events);
    true
}

/// Reports a move the player entered (by the board's clicks and keys, or through a
/// control of the screen's: a typed move its model read, Pass) to the screen, as
/// [`Change::Entered`], if it is one of the legal moves given, in their text; else says
/// so. The board does not play it: its screen does.
pub fn enter(board: &BoardRef, text: &str) -> Result<(), Phrase> {
    let (by, text, warning) = {
        let mut b = board.borrow_mut();
        let data = b.state.data();
        // The mover is the side to move before the move (a side may move twice running).
        let by = data.side_to_move;
        if !data.moves.iter().any(|s| s.text == text) {
            return Err(crate::game::Error::illegal(text, Phrase::new("reason-not-legal")).phrase());
        }
        let text = text.to_string();
        let warned = b.state.warnings_for(&[&text]);
        let entered = (by, text, warned.into_iter().find(|w| w.ask).map(|w| w.words));
        // The clicks that made it are done with, whatever the screen decides.
        b.state.cancel();
        b.draw_marks();
        entered
    };
    notify(board, Change::Entered { by, text, warning });
    Ok(())
}

/// Enters the move of a screen's Pass button (`pass`) or Done button (the clicks so far,
/// where they complete a move and longer ones remain) as any other move: reported to the
/// screen with its warning ([`enter`]).
pub fn enter_button(board: &BoardRef, pass: bool) {
    let text = {
        let b = board.borrow();
        if pass {
            b.button_moves().into_iter().next()
        } else {
            b.complete_move()
        }
    };
    if let Some(text) = text {
        enter(board, &text).ok();
    }
}

/// Shows `position`, the screen's game with moves taken back, and says how many, in one
/// message.
pub fn take_back(board: &BoardRef, position: BoardData) {
    let mut b = board.borrow_mut();
    let taken = b.state.data().plies().saturating_sub(position.plies());
    b.replace(position);
    if taken > 0 {
        let taken_back = Phrase::new("moves-taken-back").count("count", taken as i64);
        b.announce_phrases(&[taken_back, b.state.data().turn.clone()]);
    }
}

/// Draws `text`, a legal move of the position shown, as an arrow; `None` clears it.
pub fn show_arrow(board: &BoardRef, text: Option<&str>) {
    let mut b = board.borrow_mut();
    b.state.arrow = text.map(str::to_string);
    b.draw_marks();
}

/// Shows another position (a new game, a loaded position, a position in review) and
/// redraws.
pub fn reset(board: &BoardRef, position: BoardData) {
    board.borrow_mut().replace(position);
}
