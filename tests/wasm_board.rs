//! The board renderer, in headless Chromium: cells drawn, clicks enter moves.
#![cfg(target_arch = "wasm32")]

use pyramid_games::game::Options;
use pyramid_games::games;
use pyramid_games::web::board::{self, Board, BoardData, BoardRef, Change};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

#[path = "support/next_task.rs"]
mod next_task;
use next_task::{next_task, until_drawn};
use web_sys::{Element, EventInit};

wasm_bindgen_test_configure!(run_in_browser);

fn mount(position: Option<&str>) -> (BoardRef, Element) {
    let session = games::open("pyramida", &Options::new(), position).unwrap();
    let board = Board::new(BoardData::of(session.as_ref()), true);
    let_moves_stand(&board, session);
    let root = board.borrow().root.clone();
    let document = web_sys::window().unwrap().document().unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    (board, root)
}

/// The board reports a move entered; its screen plays it on its game and shows the board
/// the position after. Here, as on the app's game screen, every legal move stands.
fn let_moves_stand(board: &BoardRef, game: Box<dyn games::Session>) {
    let weak = std::rc::Rc::downgrade(board);
    let game = std::cell::RefCell::new(game);
    board::on_change(board, move |change| {
        if let (Change::Entered { text, .. }, Some(board)) = (change, weak.upgrade()) {
            game.borrow_mut().play(&text).unwrap();
            board::show_move(&board, BoardData::of(game.borrow().as_ref()));
        }
    });
}

/// Clicks a cell the way a person does: on the element drawn there, bubbling up.
fn click(root: &Element, cell: &str) {
    let target = [".hits", ".pieces", ".cells"]
        .iter()
        .find_map(|layer| root.query_selector(&format!("{layer} [data-cell=\"{cell}\"]")).unwrap())
        .unwrap_or_else(|| panic!("no element for {cell}"));
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("click", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

fn options_shown(root: &Element) -> Vec<String> {
    let list = root.query_selector_all(".marks .option").unwrap();
    let mut cells: Vec<String> = (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()?.get_attribute("data-option"))
        .collect();
    cells.sort();
    cells
}

#[wasm_bindgen_test]
fn draws_the_97_cells_and_the_stones() {
    let (_board, root) = mount(None);
    assert_eq!(root.query_selector_all(".cells rect[data-cell-index]").unwrap().length(), 97);
    assert_eq!(root.query_selector_all(".pieces .piece.white").unwrap().length(), 5);
    assert_eq!(root.query_selector_all(".pieces .piece.black").unwrap().length(), 5);
    assert!(root.query_selector(".cells .top[data-cell=\"k14\"]").unwrap().is_some());
    root.remove();
}

#[wasm_bindgen_test]
fn a_click_on_a_stone_shows_its_destinations_and_a_second_moves_it() {
    let (board, root) = mount(Some("b W:b3,c4 B:e4"));
    click(&root, "e4");
    assert_eq!(options_shown(&root), ["c2", "c6", "d3", "d5", "f3", "f5", "g2", "g6"]);
    click(&root, "d5");
    assert_eq!(root.get_attribute("data-position").as_deref(), Some("w W:b3,d3 B:d5"));
    assert_eq!(board.borrow().state().data().history, ["e4-d5 c4>d3"]);
    root.remove();
}

/// Puts `board` in the page with no screen to play its moves: what it reports is kept,
/// for the test to read.
fn mount_heard(board: &BoardRef) -> (Element, std::rc::Rc<std::cell::RefCell<Vec<Change>>>) {
    let heard = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let log = heard.clone();
    board::on_change(board, move |change| log.borrow_mut().push(change));
    let root = board.borrow().root.clone();
    web_sys::window().unwrap().document().unwrap().body().unwrap().append_child(&root).unwrap();
    (root, heard)
}

#[wasm_bindgen_test]
fn a_move_entered_is_reported_and_played_only_by_its_screen() {
    let session = games::open("pyramida", &Options::new(), Some("b W:b3,c4 B:e4")).unwrap();
    let board = Board::new(BoardData::of(session.as_ref()), true);
    let (root, heard) = mount_heard(&board);
    click(&root, "e4");
    click(&root, "d5");
    // The intent, in the game's notation, for the side that entered it; the game as it was.
    let entered = Change::Entered { by: pyramid_games::game::Side::Black, text: "e4-d5 c4>d3".into(), warning: None };
    assert_eq!(heard.borrow().last(), Some(&entered));
    assert_eq!(root.get_attribute("data-position").as_deref(), Some("b W:b3,c4 B:e4"));
    assert!(options_shown(&root).is_empty(), "the clicks that made it are done with");
    // A typed move is read by the screen's game (the board knows no notation), then
    // entered the same way; one that is not among the legal moves given is refused.
    assert!(board::enter(&board, "e4-z9").is_err());
    assert!(board::enter(&board, "e4-d5").is_err(), "not a move's whole text");
    let read = session.check("e4-d5").unwrap();
    assert_eq!(board::enter(&board, &read), Ok(()));
    assert_eq!(heard.borrow().last(), Some(&entered));
    assert_eq!(board.borrow().state().data().plies(), 0);
    root.remove();
}

/// A newcomer's board reports a move that costs the mover's own stone with its warning
/// (the game screen asks first); the board draws the clicks its screen holds.
#[wasm_bindgen_test]
fn a_costly_move_is_reported_with_its_warning_and_can_be_held() {
    let game = games::open("allmer", &Options::new(), None).unwrap();
    let board = Board::new(BoardData::of(game.as_ref()).advised(game.as_ref()), true);
    let (root, heard) = mount_heard(&board);
    click(&root, "b1");
    click(&root, "a1");
    let Some(Change::Entered { text, warning: Some(words), .. }) = heard.borrow().last().cloned() else {
        panic!("a costly move comes with its warning: {:?}", heard.borrow().last())
    };
    assert_eq!(text, "b1-a1");
    assert!(words.english().contains("own stones"), "{words:?}");
    board::hold(&board, &text);
    assert_eq!(root.get_attribute("data-selection").as_deref(), Some("2"), "both clicks shown chosen");
    board::cancel(&board);
    assert_eq!(root.get_attribute("data-selection").as_deref(), Some("0"));
    assert_eq!(board.borrow().state().data().plies(), 0);
    root.remove();
}

#[wasm_bindgen_test]
fn an_attack_with_two_retreats_asks_which() {
    let (_board, root) = mount(Some("w W:b5,u2 B:d5,t1"));
    click(&root, "b5");
    click(&root, "c6");
    assert_eq!(options_shown(&root), ["c4", "e4"]);
    click(&root, "e4");
    assert_eq!(root.get_attribute("data-position").as_deref(), Some("b W:u2,c6 B:t1,e4"));
    root.remove();
}

#[wasm_bindgen_test]
fn a_click_elsewhere_cancels() {
    let (_board, root) = mount(None);
    click(&root, "d1");
    assert_eq!(options_shown(&root).len(), 2);
    click(&root, "k8");
    assert!(options_shown(&root).is_empty());
    root.remove();
}

#[wasm_bindgen_test]
fn the_boards_defs_are_svg_with_their_names_cased_as_svg_writes_them() {
    let (_board, root) = mount(None);
    const SVG: &str = "http://www.w3.org/2000/svg";
    for id in ["stone-white", "stone-black", "check-glow"] {
        let gradient = root.query_selector(&format!("defs #{id}")).unwrap().expect(id);
        assert_eq!((gradient.namespace_uri().as_deref(), gradient.tag_name().as_str()), (Some(SVG), "radialGradient"));
        assert_eq!(gradient.query_selector_all("stop").unwrap().length(), 2, "{id}");
    }
    let head = root.query_selector("defs marker#arrow-head").unwrap().expect("the arrow's head");
    for name in ["viewBox", "refX", "refY", "markerWidth", "markerHeight"] {
        assert!(head.get_attribute(name).is_some(), "{name}");
    }
    assert!(head.query_selector("path.arrow-head").unwrap().is_some());
    root.remove();
}

#[wasm_bindgen_test]
fn chase_draws_561_hexes_and_a_click_shows_destinations() {
    let session = games::open("chase", &Options::new(), Some("w W:Ka1,Rb2 B:Ka20,Pb9,Pz2")).unwrap();
    let board = Board::new(BoardData::of(session.as_ref()), true);
    let root = board.borrow().root.clone();
    web_sys::window().unwrap().document().unwrap().body().unwrap().append_child(&root).unwrap();
    assert_eq!(root.query_selector_all(".cells [data-cell-index]").unwrap().length(), 561);
    click(&root, "b2");
    let shown = options_shown(&root);
    assert!(shown.contains(&"b9".to_string()) && shown.contains(&"a2".to_string()), "{shown:?}");
    // b9 up the file and z2 along the rank.
    assert_eq!(root.query_selector_all(".marks .option.capture").unwrap().length(), 2);
    root.remove();
}

/// A board of Chase drawn in slices, in the page.
fn mount_in_slices(position: Option<&str>) -> (BoardRef, Element) {
    mount_game_in_slices("chase", position)
}

fn mount_game_in_slices(game: &str, position: Option<&str>) -> (BoardRef, Element) {
    let session = games::open(game, &Options::new(), position).unwrap();
    let board = Board::new_in_slices(board::Plan::new(BoardData::of(session.as_ref())), true);
    board::take_input(&board);
    let root = board.borrow().root.clone();
    web_sys::window().unwrap().document().unwrap().body().unwrap().append_child(&root).unwrap();
    (board, root)
}

fn cells_drawn(root: &Element) -> u32 {
    root.query_selector_all(".cells [data-cell-index]").unwrap().length()
}

#[wasm_bindgen_test]
async fn a_board_drawn_in_slices_shows_its_first_rows_then_its_pieces_and_a_click_draws_the_rest_first() {
    let (_board, root) = mount_in_slices(Some("w W:Ka1,Rb2 B:Ka20,Pb9,Pz2"));
    // Its frame now, and what it shows in its attributes.
    assert_eq!(root.get_attribute("data-drawn").as_deref(), Some("false"));
    assert_eq!(root.get_attribute("data-position").as_deref(), Some("w W:Ka1,Rb2 B:Pz2,Pb9,Ka20"));
    assert_eq!((cells_drawn(&root), pieces_drawn(&root)), (0, 0));
    next_task().await;
    let first = cells_drawn(&root);
    assert!(first > 0 && first <= 100, "{first} cells in the first slice");
    assert_eq!(pieces_drawn(&root), 0);
    // The pieces are the next slice, with no more cells.
    next_task().await;
    assert_eq!((cells_drawn(&root), pieces_drawn(&root)), (first, 5));
    assert_eq!(root.get_attribute("data-drawn").as_deref(), Some("false"));
    click(&root, "b2");
    assert_eq!(cells_drawn(&root), 561);
    assert_eq!(root.get_attribute("data-drawn").as_deref(), Some("true"));
    // The labels after the rows, as many as on a board drawn at once.
    let session = games::open("chase", &Options::new(), None).unwrap();
    let whole = Board::new(BoardData::of(session.as_ref()), true);
    let labels = |root: &Element| root.query_selector_all(".cells .label").unwrap().length();
    assert_eq!(labels(&root), labels(&whole.borrow().root));
    assert!(labels(&root) > 0);
    // The click chose the Rook.
    assert!(options_shown(&root).contains(&"b9".to_string()));
    root.remove();
}

#[wasm_bindgen_test]
async fn a_small_board_drawn_in_slices_draws_a_row_then_its_pieces_then_its_other_rows() {
    let (_board, root) = mount_game_in_slices("allmer", None);
    assert_eq!((cells_drawn(&root), pieces_drawn(&root)), (0, 0));
    next_task().await;
    // One row first, as on every board: the board is not drawn until every cell is.
    let first = cells_drawn(&root);
    assert!(first > 0 && first < 48, "{first} cells in the first slice");
    assert_eq!(pieces_drawn(&root), 0);
    assert_eq!(root.get_attribute("data-drawn").as_deref(), Some("false"));
    next_task().await;
    assert_eq!(cells_drawn(&root), first);
    assert!(pieces_drawn(&root) > 0);
    assert_eq!(root.get_attribute("data-drawn").as_deref(), Some("false"));
    // Its other cells are one slice, all in the keyboard grid's rows; the labels and the
    // cells' index the last.
    next_task().await;
    assert_eq!(cells_drawn(&root), 48);
    assert_eq!(root.query_selector_all("[role=row] > [role=gridcell][data-cell-index]").unwrap().length(), 48);
    next_task().await;
    assert!(root.query_selector(".cells .label").unwrap().is_some());
    assert_eq!(root.get_attribute("data-drawn").as_deref(), Some("true"));
    root.remove();
}

#[wasm_bindgen_test]
fn a_press_before_a_board_in_slices_is_built_builds_it_whole_first() {
    let (board, root) = mount_in_slices(None);
    // A position shown before the build is the one the build draws.
    let session = games::open("chase", &Options::new(), Some("w W:Ka1,Rb2 B:Ka20,Pb9,Pz2")).unwrap();
    board::reset(&board, BoardData::of(session.as_ref()));
    assert_eq!(pieces_drawn(&root), 0);
    // A press on the board, where no cell is drawn yet.
    let init = EventInit::new();
    init.set_bubbles(true);
    let svg = root.query_selector("svg").unwrap().unwrap();
    svg.dispatch_event(&web_sys::Event::new_with_event_init_dict("click", &init).unwrap()).unwrap();
    click(&root, "b2");
    assert_eq!((cells_drawn(&root), pieces_drawn(&root)), (561, 5));
    assert_eq!(root.get_attribute("data-drawn").as_deref(), Some("true"));
    assert!(options_shown(&root).contains(&"b9".to_string()));
    root.remove();
}

fn check_marked(root: &Element) -> u32 {
    root.query_selector_all(".check-ring").unwrap().length()
}

fn pieces_drawn(root: &Element) -> u32 {
    root.query_selector_all(".pieces .piece").unwrap().length()
}

#[wasm_bindgen_test]
async fn a_board_drawn_in_slices_draws_every_cell_in_a_few_tasks() {
    // White's King in check: a ring marks it.
    let (board, root) = mount_in_slices(Some("w W:Ka25,Nz1 B:Ra10,Kz2"));
    let mut slices = vec![cells_drawn(&root)];
    let mut marked = vec![check_marked(&root)];
    while root.get_attribute("data-drawn").as_deref() != Some("true") && slices.len() < 40 {
        next_task().await;
        slices.push(cells_drawn(&root));
        marked.push(check_marked(&root));
    }
    assert_eq!(slices.last(), Some(&561), "{slices:?}");
    // The marks (here, check's ring) once, in the last slice: drawn with the pieces too,
    // they would run the engine's moves twice, and light only the cells drawn by then.
    assert_eq!(marked.pop(), Some(1));
    assert!(marked.iter().all(|&n| n == 0), "marks before the last slice: {marked:?}");
    // None in the task that made it; then fifty cells a task at most (whole rows): the
    // build's with the first row, the pieces', then rows, one for the labels and the cells'
    // index.
    assert_eq!(slices[0], 0);
    let most = slices.windows(2).map(|w| w[1] - w[0]).max();
    assert!(most <= Some(50) && slices.len() <= 20, "561 cells in {} slices: {slices:?}", slices.len());
    // Each cell once, its name and grid role on it.
    let cells = root.query_selector_all(".cells [role=row] [role=gridcell][data-cell]").unwrap();
    assert_eq!(cells.length(), 561);
    assert_eq!(root.query_selector_all(".pieces .piece").unwrap().length(), 4);
    drop(board);
    root.remove();
}

/// Counts the changes that add elements to `layer` (a MutationObserver's records: one
/// for each insertion, however many elements it brings).
fn count_insertions(layer: &Element) -> impl Fn() -> u32 {
    let start = js_sys::Function::new_with_args(
        "layer",
        "const seen = { n: 0 }; new MutationObserver((records) => { seen.n += records.length; }).observe(layer, { childList: true }); return seen;",
    );
    let seen = start.call1(&JsValue::NULL, layer).unwrap();
    move || js_sys::Reflect::get(&seen, &"n".into()).unwrap().as_f64().unwrap() as u32
}

#[wasm_bindgen_test]
async fn a_board_drawn_in_slices_adds_its_pieces_at_once() {
    // Chase's opening: thirty-two pieces, added to the page as one insertion. One each
    // took 13 to 87 ms of a slowed phone's task (a parse each, and a crossing from wasm).
    let (board, root) = mount_in_slices(None);
    let insertions = count_insertions(&root.query_selector(".pieces").unwrap().unwrap());
    let tasks = until_drawn(&root).await;
    assert_eq!(root.get_attribute("data-drawn").as_deref(), Some("true"), "not drawn in {tasks} tasks");
    assert_eq!(pieces_drawn(&root), 32);
    assert_eq!(insertions(), 1);
    // Each piece names its cell, as one drawn alone does.
    let a1 = root.query_selector(".pieces [data-cell=\"a1\"]").unwrap().unwrap();
    assert_eq!(a1.get_attribute("data-kind").as_deref(), Some("R"));
    drop(board);
    root.remove();
}

fn mount_game(game: &str, position: Option<&str>) -> Element {
    let session = games::open(game, &Options::new(), position).unwrap();
    let board = Board::new(BoardData::of(session.as_ref()), true);
    let_moves_stand(&board, session);
    let root = board.borrow().root.clone();
    web_sys::window().unwrap().document().unwrap().body().unwrap().append_child(&root).unwrap();
    // The board stays alive with its element for the test's length.
    std::mem::forget(board);
    root
}

#[wasm_bindgen_test]
fn allmer_draws_48_fields_and_marks_the_three_kinds_of_move() {
    let root = mount_game("allmer", Some("w W:b1,a3,d2,f6 B:a1,a2,c6,f3,d6,g4"));
    assert_eq!(root.query_selector_all(".cells [data-cell-index]").unwrap().length(), 48);
    click(&root, "b1");
    assert_eq!(root.query_selector_all(".marks .option.push").unwrap().length(), 1);
    assert_eq!(root.query_selector_all(".marks .option.jump").unwrap().length(), 1);
    assert!(options_shown(&root).contains(&"g1".to_string()));
    root.remove();
}

#[wasm_bindgen_test]
fn pyraos_draws_30_cells_and_the_reserves_and_places_by_a_click() {
    let root = mount_game("pyraos", None);
    assert_eq!(root.query_selector_all(".cells [data-cell-index]").unwrap().length(), 30);
    let white = root.query_selector(".reserves [data-reserve=\"white\"]").unwrap().unwrap();
    assert_eq!(white.get_attribute("data-count").as_deref(), Some("15"));
    assert_eq!(options_shown(&root).len(), 16);
    click(&root, "1c3");
    assert_eq!(root.get_attribute("data-position").as_deref(), Some("b W:1c3 B:"));
    root.remove();
}

#[wasm_bindgen_test]
fn choosing_a_piece_with_a_single_move_does_not_play_it() {
    // From the start, Allmer's stone on d1 can only jump to d2.
    let root = mount_game("allmer", None);
    let start = root.get_attribute("data-position");
    click(&root, "d1");
    assert_eq!(root.get_attribute("data-position"), start);
    assert_eq!(options_shown(&root), ["d2"]);
    click(&root, "d2");
    assert_ne!(root.get_attribute("data-position"), start);
    root.remove();
}

#[wasm_bindgen_test]
fn numbers_are_written_by_integer_arithmetic() {
    use pyramid_games::web::dom::{decimal, numbers, read_decimal, translate};
    assert_eq!(decimal(12.5, 3), "12.5");
    assert_eq!(decimal(-1.0 / 3.0, 3), "-0.333");
    assert_eq!(decimal(7.0, 3), "7");
    assert_eq!(decimal(0.05, 2), "0.05");
    assert_eq!(decimal(0.9996, 3), "1");
    assert_eq!(decimal(-1.9999, 2), "-2");
    assert_eq!(decimal(-0.0001, 3), "0");
    assert_eq!(decimal(f64::NAN, 3), "0");
    assert_eq!(numbers(&[1.25, -3.0, 0.1, 100.0]), "1.25 -3 0.1 100");
    assert_eq!(translate(2.0, -0.5), "translate(2 -0.5)");
    // And read back the same way.
    for x in [12.5, -0.333, 7.0, 0.05, 1500.0, 0.06, -2.0, 1662.31] {
        assert_eq!(read_decimal(&decimal(x, 6)), Some(x), "{x}");
    }
    assert_eq!(read_decimal("0.059995"), Some(0.059995));
    for bad in ["", "-", ".5", "5.", "1e3", "+1", "1.2.3", "NaN", "inf", " 1", "12345678901234567"] {
        assert_eq!(read_decimal(bad), None, "{bad:?}");
    }
}
