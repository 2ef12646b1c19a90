//! The board editor (`#edit/GAME`): set up any position of a game by putting and taking
//! away pieces, choose the side to move, the position's fields and the options, see at
//! once whether the game accepts it and what is legal in it, try moves from it, and take
//! it away as position text, an embed snippet, a game in the app or a link.

mod canvas;

use crate::embed_attrs::Region;
use crate::game::{Cell, Options, Piece, Side};
use crate::games::{self, Session};
use crate::link;
use crate::message::Phrase;
use crate::screen::controls::{Control, EditorAction, EditorField};
use crate::setup::Setup;
use crate::web::board::{self, Board, BoardData, BoardRef};
use crate::web::dom::{self, append, button, clear, html, set_class, Build};
use crate::web::forms;
use crate::web::i18n::{self, Localized};
use crate::web::screen::{self, Mailbox, Router, Screen};
use canvas::{cell_at, Canvas};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, PointerEvent};

/// What a press on a cell does.
#[derive(Clone, Copy, PartialEq)]
enum Tool {
    Put(Piece),
    Remove,
}

/// Where a drag began.
#[derive(Clone, Copy)]
enum Source {
    Cell(Cell),
    Palette(Piece),
}

struct Drag {
    source: Source,
    start: (f64, f64),
    moved: bool,
}

/// The editor, built as every screen is: what it holds for its life (the canvas, the
/// controls, its listeners) set at its mount, and what changes in a cell of its own.
struct Editor {
    state: RefCell<Editing>,
    canvas: Canvas,
    ui: Ui,
    /// The editor's DOM listeners (the document's included), unbound when it closes.
    _bound: Vec<dom::Listener>,
    /// The board's cells, drawn in a task after the rest.
    _cells: dom::Timer,
}

/// What the editor is editing.
struct Editing {
    /// A game of the chosen options: names the cells, kinds, fields and what can hold.
    game: Box<dyn Session>,
    /// The position of the game the editor was opened from, if any.
    current: Option<Box<dyn Session>>,
    setup: Setup,
    tool: Tool,
    region: Option<Region>,
    drag: Option<Drag>,
    /// Moves being tried from the position, on a playable board in the canvas's place.
    trial: Option<Trial>,
}

struct Ui {
    area: Element,
    palette: Vec<(Tool, Element)>,
    side: HtmlSelectElement,
    fields: Element,
    status: Element,
    legal: Element,
    text: HtmlTextAreaElement,
    text_error: Element,
    view_error: Element,
    snippet: HtmlTextAreaElement,
    trial_bar: Element,
    trial_moves: Element,
    try_moves: Element,
    open: Element,
    share: Element,
    said: Element,
}

/// The editor as its part's router holds it: dropped (its listeners with it) when
/// another screen takes the page.
type EditorRef = Rc<Editor>;

/// What happens to the editor.
enum Message {
    /// A button pressed (`control`).
    Act(EditorAction, Element),
    /// A field typed in (`typed`) or changed.
    Field {
        field: EditorField,
        control: Element,
        typed: bool,
    },
    /// A press on the board or the palette, a drag, its end.
    Press(PointerEvent),
    Drag(PointerEvent),
    Release(PointerEvent),
    /// A change of the trial board: a move entered is tried there.
    Trial(board::Change),
}

impl Screen for Editor {
    /// The address after `edit/`: a game's name, or a share link's text.
    type Route<'a> = &'a str;
    type Message = Message;

    fn mount(root: &Element, rest: &str) -> Result<EditorRef, Phrase> {
        mount(root, rest)
    }

    fn update(editor: &EditorRef, message: Message) {
        match message {
            Message::Act(action, control) => act(editor, action, &control),
            // The region is read as it is typed; every other control once it has changed.
            Message::Field { field, control, typed } => {
                if (field == EditorField::View) == typed {
                    control_changed(editor, field, &control);
                }
            }
            Message::Press(event) => pressed(editor, &event),
            Message::Drag(event) => dragged(editor, &event),
            Message::Release(event) => released(editor, &event),
            // Every legal move stands: played on the trial's game, then on its board.
            Message::Trial(board::Change::Entered { text, .. }) => {
                let played = editor.state.borrow_mut().trial.as_mut().and_then(|t| t.play(&text).ok());
                if let Some((board, position)) = played {
                    board::show_move(&board, position);
                    // Moves are tried only from a valid position.
                    show_outputs(&editor.ui, &editor.state.borrow(), true);
                }
            }
            // The outputs follow the trial's changes, not the board's echo of them.
            Message::Trial(_) => {}
        }
    }
}

thread_local! {
    /// This part's live screen: the editor on the page, while it is shown.
    static ROUTER: Router = const { Router::new() };
}

/// Shows the editor for the game of `hash` (`edit/GAME`, or `edit/` followed by a share
/// link's text, whose position it starts from) in `root`. The app calls it through
/// www/editor.js, which loads this part of the build the first time.
#[wasm_bindgen::prelude::wasm_bindgen(js_name = showEditor)]
pub fn show(root: &Element, hash: &str) {
    let mounted = screen::mount::<Editor>(root, hash.strip_prefix("edit/").unwrap_or(hash));
    ROUTER.with(|r| r.show(root, mounted, "editor", ("#", "game-all-games")));
}

fn mount(root: &Element, rest: &str) -> Result<EditorRef, Phrase> {
    let name = rest.split('?').next().unwrap_or_default();
    let (current, problem) = match rest.contains('?').then(|| link::decode(rest)) {
        None => (None, None),
        Some(Ok(decoded)) => (Some(decoded.session), decoded.problem.map(|p| p.phrase())),
        Some(Err(e)) => (None, Some(e.phrase())),
    };
    let options = current.as_ref().map(|c| c.options().clone()).unwrap_or_default();
    let game = games::open(name, &options, None).map_err(|e| e.phrase())?;
    let canvas = Canvas::new(game.as_ref()).ok_or_else(|| Phrase::new("learn-no-game").text("game", name))?;
    clear(root);
    i18n::page_title(Phrase::new("editor-page").message("game", i18n::game_message(game.name(), "title")));
    let setup = Setup::of(current.as_deref().unwrap_or(game.as_ref()));
    let ui = build(root, game.as_ref(), &canvas, current.is_some());
    let editing = Editing { game, current, setup, tool: Tool::Remove, region: None, drag: None, trial: None };
    let editor = Rc::new_cyclic(|weak| Editor {
        state: RefCell::new(editing),
        canvas,
        ui,
        _bound: wire(&Mailbox::to(weak), root),
        _cells: {
            let weak = weak.clone();
            dom::Timer::after(0, Box::new(move || weak.upgrade().into_iter().for_each(|e| e.canvas.draw_cells())))
        },
    });
    let first = editor.ui.palette.first().map(|(t, _)| *t).unwrap_or(Tool::Remove);
    choose(&editor, first);
    changed(&editor);
    if let Some(problem) = problem {
        editor.ui.said.clone().l10n_phrase(&Phrase::new("editor-link-damaged").phrase("problem", problem));
    }
    Ok(editor)
}

/// Ends the editor shown, if any (its listeners with it): another screen takes the page.
#[wasm_bindgen::prelude::wasm_bindgen(js_name = closeEditor)]
pub fn close() {
    ROUTER.with(Router::close);
}

/// Lays out the editor: the board on the left, the panel of controls on the right.
fn build(root: &Element, game: &dyn Session, canvas: &Canvas, has_current: bool) -> Ui {
    let section = html("section").class("game editor").attr("data-game", game.name());
    let area = html("div").class("board-area");
    append(&area, &canvas.root);
    let panel = html("div").class("panel");
    append(&panel, &html("h1").l10n("editor-title"));
    append(&panel, &html("p").class("designer").l10n(&i18n::game_message(game.name(), "title")));
    let links = html("p").class("links");
    append(&links, &html("a").attr("href", "#").l10n("game-all-games"));
    let rules = format!("rules/{}.html", game.name());
    append(&links, &html("a").attr("href", &rules).attr("data-l10n-href", &rules).l10n("game-rules"));
    append(&panel, &links);

    let starts = html("div").class("buttons starts").attr("role", "group").l10n("editor-starts");
    append(&starts, &button("", EditorAction::Empty.name()).l10n("editor-empty"));
    append(&starts, &button("", EditorAction::Start.name()).l10n("editor-start"));
    if has_current {
        append(&starts, &button("", EditorAction::Current.name()).l10n("editor-current"));
    }
    append(&panel, &html("h2").l10n("editor-start-from"));
    append(&panel, &starts);

    let palette = palette(&panel, game, canvas);

    let side = html("select").attr("data-control", EditorField::Side.name());
    for s in Side::BOTH {
        append(
            &side,
            &html("option")
                .attr("value", s.name())
                .l10n_phrase(&Phrase::new("turn").side("side", s).key("note", "none")),
        );
    }
    append(&panel, &labelled("editor-side", &side));
    let fields = html("div").class("fields");
    append(&panel, &fields);
    option_fields(&panel, game);

    let status = html("p").class("editor-status").attr("role", "status");
    append(&panel, &status);
    let legal = html("details").class("legal");
    append(&panel, &legal);

    let trial_bar = html("div").class("buttons trial");
    let try_moves = button("", EditorAction::Try.name()).l10n("editor-try");
    append(&trial_bar, &try_moves);
    append(&trial_bar, &button("", EditorAction::TrialUndo.name()).l10n("game-undo"));
    append(&trial_bar, &button("", EditorAction::Edit.name()).l10n("editor-back"));
    append(&panel, &trial_bar);
    let trial_moves = html("p").class("trial-moves");
    append(&panel, &trial_moves);

    let away = take_away(&panel);
    let said = html("p").class("message").attr("role", "status");
    append(&panel, &said);

    append(&section, &area);
    append(&section, &panel);
    append(root, &section);
    Ui {
        area,
        palette,
        side: side.unchecked_into(),
        fields,
        status,
        legal,
        text: away.text.unchecked_into(),
        text_error: away.text_error,
        view_error: away.view_error,
        snippet: away.snippet.unchecked_into(),
        trial_bar,
        trial_moves,
        try_moves,
        open: away.open,
        share: away.share,
        said,
    }
}

/// The palette of pieces, each side's kinds then the eraser, under its heading.
fn palette(panel: &Element, game: &dyn Session, canvas: &Canvas) -> Vec<(Tool, Element)> {
    append(panel, &html("h2").l10n("editor-pieces"));
    append(panel, &html("p").class("hint").l10n("editor-pieces-hint"));
    let palette_el = html("div").class("palette").attr("role", "group").l10n("editor-palette");
    let mut palette = Vec::new();
    for side in Side::BOTH {
        for kind in game.piece_kinds() {
            let piece = Piece { side, kind: kind.letter };
            let noun =
                if kind.name.is_empty() { games::piece_noun(game.name()).to_string() } else { kind.letter.to_string() };
            let name = Phrase::new("editor-piece").side("side", side).piece("piece", crate::message::piece_key(&noun));
            let b = html("button")
                .class("tool")
                .attr("type", "button")
                .attr("data-action", EditorAction::Tool.name())
                .attr("aria-pressed", "false")
                .attr("data-piece", format!("{}{}", if side == Side::White { 'w' } else { 'b' }, kind.letter).trim())
                .l10n_attribute("title", &name);
            append(&b, &canvas.swatch(piece));
            append(&b, &html("span").class("visually-hidden").l10n_phrase(&name));
            append(&palette_el, &b);
            palette.push((Tool::Put(piece), b));
        }
    }
    let eraser = html("button")
        .class("tool eraser")
        .attr("type", "button")
        .attr("data-action", EditorAction::Tool.name())
        .attr("aria-pressed", "false")
        .attr("data-piece", "none")
        .l10n("editor-remove");
    append(&palette_el, &eraser);
    palette.push((Tool::Remove, eraser));
    append(panel, &palette_el);
    palette
}

/// A choice for each of the game's options, set to the game's.
fn option_fields(panel: &Element, game: &dyn Session) {
    let options = html("div").class("fields options");
    for spec in game.option_specs() {
        let select = html("select").attr("data-control", EditorField::Option.name()).attr("data-option", spec.key);
        for value in spec.values {
            let option = forms::value_option(spec.key, value);
            if game.options().get(spec) == *value {
                option.set_attribute("selected", "").ok();
            }
            append(&select, &option);
        }
        append(&options, &described(spec.key, &select));
    }
    append(panel, &options);
}

/// What the editor gives away: the position as text, the view, the snippet and the links.
struct TakeAway {
    text: Element,
    text_error: Element,
    view_error: Element,
    snippet: Element,
    open: Element,
    share: Element,
}

fn take_away(panel: &Element) -> TakeAway {
    append(panel, &html("h2").l10n("editor-take-away"));
    let text = html("textarea")
        .attr("rows", "2")
        .attr("spellcheck", "false")
        .attr("data-control", EditorField::Position.name());
    append(panel, &labelled("editor-position", &text));
    let text_error = html("p").class("error").attr("role", "alert");
    let text_buttons = html("div").class("buttons");
    append(&text_buttons, &button("", EditorAction::Load.name()).l10n("editor-load"));
    append(&text_buttons, &button("", EditorAction::CopyPosition.name()).l10n("editor-copy-position"));
    append(panel, &text_buttons);
    append(panel, &text_error);
    let view =
        html("input").attr("type", "text").attr("data-control", EditorField::View.name()).l10n("editor-view-input");
    append(panel, &labelled("editor-view", &view));
    let view_error = html("p").class("error").attr("role", "alert");
    append(panel, &view_error);
    let snippet = html("textarea")
        .attr("rows", "5")
        .attr("readonly", "")
        .attr("spellcheck", "false")
        .attr("data-control", EditorField::Snippet.name());
    append(panel, &labelled("editor-snippet", &snippet));
    let out = html("div").class("buttons");
    append(&out, &button("", EditorAction::CopySnippet.name()).l10n("editor-copy-snippet"));
    let open = button("", EditorAction::Open.name()).l10n("editor-open");
    let share = button("", EditorAction::Share.name()).l10n("editor-share");
    append(&out, &open);
    append(&out, &share);
    append(panel, &out);
    TakeAway { text, text_error, view_error, snippet, open, share }
}

fn labelled(id: &str, control: &Element) -> Element {
    let label = html("label").class("field");
    append(&label, &html("span").l10n(id));
    append(&label, control);
    label
}

/// An option's or a field's control, labelled by its message, its help as the label's title.
fn described(key: &str, control: &Element) -> Element {
    let label = labelled(&forms::option_message(key, "").unwrap_or_default(), control);
    let help = Phrase::new("option-help").message("help", forms::option_message(key, "help").unwrap_or_default());
    label.l10n_attribute("title", &help)
}

fn choose(editor: &EditorRef, tool: Tool) {
    editor.state.borrow_mut().tool = tool;
    for (t, el) in &editor.ui.palette {
        el.set_attribute("aria-pressed", if *t == tool { "true" } else { "false" }).ok();
    }
}

/// Binds the controls, the board's presses and drags, and the palette's drags.
fn wire(to: &Mailbox<Editor>, root: &Element) -> Vec<dom::Listener> {
    let mut bound = vec![dom::on_control(root, "click", {
        let to = to.clone();
        move |action, control, _| to.send(Message::Act(action, control.clone()))
    })];
    for kind in ["input", "change"] {
        let to = to.clone();
        bound.push(dom::on_control(root, kind, move |field, control, _| {
            to.send(Message::Field { field, control: control.clone(), typed: kind == "input" })
        }));
    }
    let pointer = |message: fn(PointerEvent) -> Message| {
        let to = to.clone();
        move |event: web_sys::Event| {
            if let Ok(event) = event.dyn_into::<PointerEvent>() {
                to.send(message(event));
            }
        }
    };
    bound.push(dom::on(root, "pointerdown", pointer(Message::Press)));
    bound.push(dom::on(&dom::document(), "pointermove", pointer(Message::Drag)));
    bound.push(dom::on(&dom::document(), "pointerup", pointer(Message::Release)));
    bound
}

fn dragged(editor: &EditorRef, event: &PointerEvent) {
    let mut e = editor.state.borrow_mut();
    let at = (event.client_x() as f64, event.client_y() as f64);
    let Some(drag) = e.drag.as_mut() else { return };
    if !drag.moved && (at.0 - drag.start.0).hypot(at.1 - drag.start.1) > 4.0 {
        drag.moved = true;
    }
    if let (true, Source::Cell(cell)) = (drag.moved, drag.source) {
        editor.canvas.carry(cell, at);
    }
}

fn pressed(editor: &EditorRef, event: &PointerEvent) {
    if event.button() != 0 || editor.state.borrow().trial.is_some() {
        return;
    }
    let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
    let start = (event.client_x() as f64, event.client_y() as f64);
    let source = if let Some(tool) = target.closest(".tool").ok().flatten() {
        match editor.ui.palette.iter().find(|(_, el)| *el == tool) {
            Some((Tool::Put(piece), _)) => Source::Palette(*piece),
            _ => return,
        }
    } else if editor.canvas.contains(&target) {
        match dom::cell_of(event) {
            Some(cell) => Source::Cell(cell),
            None => return,
        }
    } else {
        return;
    };
    if let Source::Cell(_) = source {
        // No text selection or scrolling while a piece is carried.
        event.prevent_default();
    }
    editor.state.borrow_mut().drag = Some(Drag { source, start, moved: false });
}

fn released(editor: &EditorRef, event: &PointerEvent) {
    let Some(drag) = editor.state.borrow_mut().drag.take() else { return };
    let at = cell_at(event.client_x() as f64, event.client_y() as f64)
        .filter(|(_, el)| editor.canvas.contains(el))
        .map(|(cell, _)| cell);
    {
        let mut e = editor.state.borrow_mut();
        let tool = e.tool;
        match (drag.source, drag.moved, at) {
            // A press without a move: the tool acts on the cell.
            (Source::Cell(cell), false, _) => match tool {
                // The same piece again takes it away, as in lichess's editor.
                Tool::Put(piece) if e.setup.piece(cell) == Some(piece) => {
                    e.setup.remove(cell);
                }
                Tool::Put(piece) => e.setup.put(cell, piece),
                Tool::Remove => {
                    e.setup.remove(cell);
                }
            },
            (Source::Cell(from), true, Some(to)) if from != to => e.setup.shift(from, to),
            (Source::Cell(_), true, Some(_)) => {}
            // Carried off the board: taken away.
            (Source::Cell(from), true, None) => {
                e.setup.remove(from);
            }
            (Source::Palette(piece), true, Some(to)) => e.setup.put(to, piece),
            (Source::Palette(_), _, _) => return,
        }
    }
    changed(editor);
}

fn act(editor: &EditorRef, action: EditorAction, control: &Element) {
    match action {
        EditorAction::Tool => {
            let found = editor.ui.palette.iter().find(|(_, el)| el == control).map(|(t, _)| *t);
            if let Some(tool) = found {
                choose(editor, tool);
            }
            return;
        }
        EditorAction::Empty | EditorAction::Start | EditorAction::Current => {
            let mut e = editor.state.borrow_mut();
            let setup = match action {
                EditorAction::Empty => Setup::empty(e.game.as_ref()),
                EditorAction::Start => games::open(e.game.name(), e.game.options(), None)
                    .ok()
                    .map(|g| Setup::of(g.as_ref()))
                    .unwrap_or_else(|| Setup::empty(e.game.as_ref())),
                _ => match &e.current {
                    Some(current) => {
                        let mut setup = Setup::of(current.as_ref());
                        setup.options = e.game.options().clone();
                        setup
                    }
                    None => return,
                },
            };
            e.setup = setup;
        }
        EditorAction::Load => {
            let mut e = editor.state.borrow_mut();
            let text = editor.ui.text.value();
            match games::open(e.game.name(), e.game.options(), Some(&text)) {
                Ok(game) => {
                    e.setup = Setup::of(game.as_ref());
                    editor.ui.text_error.clone().l10n_none();
                }
                Err(why) => {
                    // The board keeps what it had; the text stays for mending.
                    editor
                        .ui
                        .text_error
                        .clone()
                        .l10n_phrase(&Phrase::new("editor-not-loaded-text").phrase("problem", why.phrase()));
                    return;
                }
            }
        }
        EditorAction::CopyPosition => {
            let text = editor.state.borrow().setup.text();
            copy(editor, &text, "editor-position-copied");
            return;
        }
        EditorAction::CopySnippet => {
            let text = editor.ui.snippet.value();
            copy(editor, &text, "editor-snippet-copied");
            return;
        }
        EditorAction::Share => {
            if let Some(link) = game_link(editor) {
                let url = site_address() + "#" + &link;
                copy(editor, &url, "editor-link-copied");
            }
            return;
        }
        EditorAction::Open => {
            if let Some(link) = game_link(editor) {
                let _ = dom::window().location().set_hash(&link);
            }
            return;
        }
        EditorAction::Try => start_trial(editor),
        EditorAction::TrialUndo => {
            let undone = editor.state.borrow_mut().trial.as_mut().and_then(Trial::undo);
            if let Some((board, position)) = undone {
                board::take_back(&board, position);
            }
        }
        EditorAction::Edit => stop_trial(editor),
    }
    changed(editor);
}

fn control_changed(editor: &EditorRef, field: EditorField, target: &Element) {
    {
        let mut e = editor.state.borrow_mut();
        match field {
            EditorField::Option => {
                let Some(key) = target.get_attribute("data-option") else { return };
                let value = target.unchecked_ref::<HtmlSelectElement>().value();
                let mut options: Options = e.game.options().clone();
                options.set(&key, &value);
                match games::open(e.game.name(), &options, None) {
                    Ok(game) => {
                        e.game = game;
                        e.setup.options = options;
                    }
                    Err(why) => {
                        editor.ui.said.clone().l10n_phrase(&why.phrase());
                    }
                }
            }
            EditorField::Field => {
                let Some(key) = target.get_attribute("data-field") else { return };
                let value = match target.dyn_ref::<HtmlSelectElement>() {
                    Some(select) => select.value(),
                    None => target.unchecked_ref::<HtmlInputElement>().value(),
                };
                if let Some(spec) = e.game.position_fields().iter().find(|f| f.key == key) {
                    let default = spec.values.first().copied().unwrap_or("0");
                    e.setup.set_field(spec.key, if value.trim() == default { "" } else { &value });
                }
            }
            EditorField::Side => {
                let value = editor.ui.side.value();
                e.setup.side = if value == Side::Black.name() { Side::Black } else { Side::White };
            }
            EditorField::View => {
                let text = target.unchecked_ref::<HtmlInputElement>().value();
                if text.trim().is_empty() {
                    e.region = None;
                    editor.ui.view_error.clone().l10n_none();
                } else {
                    match Region::parse(&text, e.game.as_ref()) {
                        Ok(region) => {
                            e.region = Some(region);
                            editor.ui.view_error.clone().l10n_none();
                        }
                        // The last good region stays until this one reads.
                        Err(why) => {
                            editor.ui.view_error.clone().l10n_phrase(&why);
                        }
                    }
                }
            }
            // Read by their buttons.
            EditorField::Position | EditorField::Snippet => return,
        }
    }
    changed(editor);
}

/// The game the editor's position (and the moves tried from it) makes, if valid.
/// The share link's text of the game the editor makes: the moves tried, on the live
/// board, else the position itself if valid.
fn game_link(editor: &EditorRef) -> Option<String> {
    let e = editor.state.borrow();
    match &e.trial {
        Some(trial) => Some(link::encode(trial.game.as_ref())),
        None => e.setup.open().ok().map(|game| link::encode(game.as_ref())),
    }
}

fn trial_moves(e: &Editing) -> Vec<String> {
    e.trial.as_ref().map(|t| t.game.history()).unwrap_or_default()
}

fn start_trial(editor: &EditorRef) {
    let opened = editor.state.borrow().setup.open();
    let Ok(game) = opened else { return };
    // The board draws what the trial's game gives it: the trial keeps the game.
    let board = Board::new(BoardData::of(game.as_ref()), true);
    clear(&editor.ui.area);
    append(&editor.ui.area, &board.borrow().root);
    board::on_change(&board, Mailbox::of(editor).sender(Message::Trial));
    editor.state.borrow_mut().trial = Some(Trial { game, board });
}

/// Moves tried from the editor's position: the game, where each is played first, and the
/// board that draws it.
struct Trial {
    game: Box<dyn Session>,
    board: BoardRef,
}

impl Trial {
    /// Plays a move entered on the board: the board, and the position after it to show.
    fn play(&mut self, text: &str) -> Result<(BoardRef, BoardData), crate::game::Error> {
        self.game.play(text)?;
        Ok((self.board.clone(), BoardData::of(self.game.as_ref())))
    }

    /// Takes back the last move tried: the board, and the position before it to show
    /// (`None`: nothing to take back).
    fn undo(&mut self) -> Option<(BoardRef, BoardData)> {
        self.game.undo().then(|| (self.board.clone(), BoardData::of(self.game.as_ref())))
    }
}

fn stop_trial(editor: &EditorRef) {
    editor.state.borrow_mut().trial = None;
    clear(&editor.ui.area);
    append(&editor.ui.area, &editor.canvas.root);
}

/// Brings everything up to date with the setup: board, controls, verdict and outputs.
fn changed(editor: &EditorRef) {
    let (e, ui, canvas) = (editor.state.borrow(), &editor.ui, &editor.canvas);
    let region = e.region.map(|r| canvas.region(r, e.game.cell_count()));
    canvas.draw(&e.setup, e.game.as_ref(), region.as_deref());
    ui.side.set_value(e.setup.side.name());
    clear(&ui.fields);
    for spec in e.game.position_fields() {
        let value = e.setup.field(spec.key).unwrap_or(spec.values.first().copied().unwrap_or("0")).to_string();
        let control = if spec.values.is_empty() {
            html("input")
                .attr("type", "number")
                .attr("min", "0")
                .attr("value", &value)
                .attr("data-control", EditorField::Field.name())
                .attr("data-field", spec.key)
        } else {
            let select = html("select").attr("data-control", EditorField::Field.name()).attr("data-field", spec.key);
            for v in spec.values {
                let option = forms::value_option(spec.key, v);
                if *v == value {
                    option.set_attribute("selected", "").ok();
                }
                append(&select, &option);
            }
            select
        };
        append(&ui.fields, &described(spec.key, &control));
    }
    let text = e.setup.text();
    ui.text.set_value(&text);
    ui.text_error.clone().l10n_none();
    clear(&ui.legal);
    let game = e.setup.open();
    match &game {
        Ok(game) => {
            let moves = game.legal_moves();
            let verdict = match game.end() {
                Some(end) => vec![Phrase::new("editor-over"), end.phrase()],
                None => vec![
                    Phrase::new("editor-valid"),
                    game.turn_phrase(),
                    Phrase::new("editor-legal").count("count", moves.len() as i64),
                ],
            };
            ui.status.clone().l10n_phrases(&verdict, "", "", None);
            set_class(&ui.status, "invalid", false);
            append(&ui.legal, &html("summary").l10n_count("editor-legal-moves", moves.len() as i64));
            append(&ui.legal, &html("p").class("moves").text(&moves.join("  ")));
        }
        Err(why) => {
            ui.status.clone().l10n_phrase(&Phrase::new("editor-invalid").phrase("reason", why.phrase()));
            set_class(&ui.status, "invalid", true);
        }
    }
    show_outputs(ui, &e, game.is_ok());
}

/// The snippet, and what can be done with the position as it stands.
fn show_outputs(ui: &Ui, e: &Editing, valid: bool) {
    let moves = trial_moves(e);
    for el in [&ui.open, &ui.share, &ui.try_moves] {
        set_disabled(el, !valid);
    }
    set_class(&ui.trial_bar, "trying", e.trial.is_some());
    let trial = ui.trial_moves.clone();
    match (e.trial.is_some(), moves.is_empty()) {
        (false, _) => trial.l10n_none(),
        (true, true) => trial.l10n("editor-trial-empty"),
        (true, false) => trial.l10n_phrase(&Phrase::new("editor-trial-moves").text("moves", moves.join("; "))),
    };
    let mut attrs = vec![("data-game", e.setup.game.to_string()), ("data-position", e.setup.text())];
    let options: Vec<String> = e.setup.options.pairs().iter().map(|(k, v)| format!("{k}={v}")).collect();
    if !options.is_empty() {
        attrs.push(("data-options", options.join(" ")));
    }
    if !moves.is_empty() {
        attrs.push(("data-moves", moves.join("; ")));
    }
    if let Some(region) = e.region {
        attrs.push(("data-view", region.text(e.game.as_ref())));
    }
    let mut snippet =
        format!("<script type=\"module\" src=\"{}embed.js\"></script>\n<div class=\"pyramid-embed\"", site_address());
    for (name, value) in attrs {
        snippet.push_str(&format!("\n     {name}=\"{}\"", quote(&value)));
    }
    snippet.push_str("></div>");
    ui.snippet.set_value(&snippet);
}

fn set_disabled(el: &Element, on: bool) {
    if on {
        el.set_attribute("disabled", "").ok();
    } else {
        el.remove_attribute("disabled").ok();
    }
}

/// An attribute value as HTML text.
fn quote(value: &str) -> String {
    value.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The site's address (where index.html and embed.js are), ending in `/`.
fn site_address() -> String {
    let location = dom::window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    let dir = path.rsplit_once('/').map_or("", |(dir, _)| dir);
    format!("{origin}{dir}/")
}

fn copy(editor: &EditorRef, text: &str, done: &str) {
    let _ = dom::window().navigator().clipboard().write_text(text);
    editor.ui.said.clone().l10n(done);
}
