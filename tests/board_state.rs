//! The board's state apart from the DOM, for every game: every legal move of random
//! positions can be entered by clicks and by keys, a wrong click or Escape cancels, a
//! choice is asked for exactly when the engine's moves differ, and the keyboard's cursor
//! reaches every cell of every board in every layout.
#![cfg(not(target_arch = "wasm32"))]

use pyramid_games::board_state::cursor::{Grid, Key};
use pyramid_games::board_state::geometry::{Geometry, Layout};
use pyramid_games::board_state::{BoardData, BoardState, Click, Miss};
use pyramid_games::game::{Cell, Mark, MoveShape, Options, Side};
use pyramid_games::games::{self, open, Session, GAME_NAMES};
use std::collections::{BTreeSet, VecDeque};

/// A small deterministic generator, so a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Positions of `game` reached by random moves from the start, and the start itself.
fn positions(game: &str, count: usize, seed: u64) -> Vec<Box<dyn Session>> {
    let mut rng = Rng(seed);
    let mut out = vec![open(game, &Options::new(), None).unwrap()];
    while out.len() < count {
        let mut session = open(game, &Options::new(), None).unwrap();
        let plies = rng.below(60);
        for _ in 0..plies {
            let shapes = session.move_shapes();
            if shapes.is_empty() || session.end().is_some() {
                break;
            }
            let text = shapes[rng.below(shapes.len())].text.clone();
            session.play(&text).unwrap();
        }
        if session.end().is_none() {
            out.push(session);
        }
    }
    out
}

/// A board that advises, as the app's does: given warnings and threats.
fn advised(session: &dyn Session) -> BoardState {
    BoardState::new(BoardData::of(session).advised(session), true)
}

fn reopen(session: &dyn Session) -> Box<dyn Session> {
    let mut copy = open(session.name(), session.options(), None).unwrap();
    for text in session.history() {
        copy.play(&text).unwrap();
    }
    copy
}

/// The moves (by text) whose clicks begin with `clicks`.
fn moves_beginning(moves: &[MoveShape], clicks: &[Cell]) -> BTreeSet<String> {
    moves
        .iter()
        .filter(|s| s.clicks.len() >= clicks.len() && s.clicks.iter().zip(clicks).all(|((c, _), k)| c == k))
        .map(|s| s.text.clone())
        .collect()
}

/// Enters a move's clicks one by one through `press` (a click, or keys ending in Enter),
/// skipping those the board filled in itself. Returns the move played, or the move the
/// clicks complete where longer ones remain (then the app offers Done).
fn enter(
    state: &mut BoardState,
    clicks: &[Cell],
    asked: &mut usize,
    mut press: impl FnMut(&mut BoardState, Cell) -> Click,
) -> String {
    let session_moves = |state: &BoardState, n: usize| moves_beginning(&state.data().moves, &clicks[..n]);
    for (i, &cell) in clicks.iter().enumerate() {
        if state.selection().get(i) == Some(&cell) {
            continue;
        }
        assert_eq!(state.selection(), &clicks[..i], "the clicks so far are the move's");
        match press(state, cell) {
            Click::Play(text) => {
                // Played only when the clicks leave one move.
                assert_eq!(session_moves(state, i + 1).into_iter().collect::<Vec<_>>(), vec![text.clone()]);
                return text;
            }
            Click::Selected { refused, .. } => {
                assert!(!refused, "click {i} of a legal move is refused");
                let n = state.selection().len();
                assert_eq!(state.selection(), &clicks[..n], "filled in clicks are the move's");
                if n >= 2 {
                    // A question is asked only where the engine has more than one move.
                    let left = session_moves(state, n);
                    assert!(left.len() >= 2, "asked to choose among {left:?}");
                    let next = state.next_clicks();
                    let asks = next.iter().all(|(_, m)| matches!(m, Mark::Victim | Mark::Retreat | Mark::Remove));
                    assert_eq!(state.prompt().is_some(), asks && !next.is_empty(), "prompt for {next:?}");
                    *asked += usize::from(state.prompt().is_some());
                }
            }
            Click::Ignored => panic!("a click ignored on a board that takes moves"),
        }
    }
    state.complete_move().expect("the clicks end the move or complete it")
}

/// Every cell's neighbour by each key: the cursor's moves as a graph.
const KEYS: [&str; 8] = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home", "End"];

fn key_graph(grid: &Grid, count: usize) -> Vec<Vec<(Cell, &'static str)>> {
    (0..count as Cell)
        .map(|from| {
            KEYS.iter()
                .filter_map(|&key| match grid.key(from, key) {
                    Key::Focus(to) => Some((to, key)),
                    Key::Nothing => None,
                    other => panic!("{key} on cell {from}: {other:?}"),
                })
                .collect()
        })
        .collect()
}

/// The keys that take the cursor from `from` to `to`.
fn path(graph: &[Vec<(Cell, &'static str)>], from: Cell, to: Cell) -> Option<Vec<&'static str>> {
    let mut back: Vec<Option<(Cell, &str)>> = vec![None; graph.len()];
    let mut seen = vec![false; graph.len()];
    let mut queue = VecDeque::from([from]);
    seen[from as usize] = true;
    while let Some(at) = queue.pop_front() {
        if at == to {
            let mut keys = Vec::new();
            let mut c = to;
            while let Some((prev, key)) = back[c as usize] {
                keys.push(key);
                c = prev;
            }
            keys.reverse();
            return Some(keys);
        }
        for &(next, key) in &graph[at as usize] {
            if !seen[next as usize] {
                seen[next as usize] = true;
                back[next as usize] = Some((at, key));
                queue.push_back(next);
            }
        }
    }
    None
}

fn layouts() -> [Layout; 4] {
    [false, true].map(|flipped| [false, true].map(|narrow| Layout { flipped, narrow })).concat().try_into().unwrap()
}

#[test]
fn every_cell_is_reached_by_keys_in_every_layout() {
    for game in GAME_NAMES {
        let session = open(game, &Options::new(), None).unwrap();
        let count = session.cell_count();
        for layout in layouts() {
            let grid = Grid::new(Geometry { drawing: games::drawing(session.name()).unwrap(), layout }, count);
            let graph = key_graph(&grid, count);
            for to in 0..count as Cell {
                assert!(path(&graph, 0, to).is_some(), "{game} {layout:?}: cell {to} unreachable from 0");
                assert!(path(&graph, to, 0).is_some(), "{game} {layout:?}: cell 0 unreachable from {to}");
            }
            let rows: usize = grid.rows().iter().map(Vec::len).sum();
            assert_eq!(rows, count, "{game}: every cell in one row");
        }
    }
}

#[test]
fn every_legal_move_is_entered_by_clicks_and_by_keys() {
    for (g, game) in GAME_NAMES.iter().enumerate() {
        let count = if *game == "chase" { 6 } else { 25 };
        let (mut asked, mut choices, mut entered) = (0, 0, 0);
        for session in positions(game, count, 0x9e37_79b9 + g as u64) {
            let cells = session.cell_count();
            let grid = Grid::new(
                Geometry { drawing: games::drawing(session.name()).unwrap(), layout: Layout::default() },
                cells,
            );
            let graph = key_graph(&grid, cells);
            let shapes = session.move_shapes();
            assert!(!shapes.is_empty());
            for shape in shapes.iter().filter(|s| !s.clicks.is_empty()) {
                let clicks: Vec<Cell> = shape.clicks.iter().map(|c| c.0).collect();
                let mut by_click = advised(session.as_ref());
                let played = enter(&mut by_click, &clicks, &mut asked, |s, cell| s.click(cell));
                entered += 1;
                choices += usize::from(shape.clicks.iter().any(|c| matches!(c.1, Mark::Retreat | Mark::Remove)));
                assert_eq!(played, shape.text, "{game}: by clicks");
                let mut by_key = advised(session.as_ref());
                let played = enter(&mut by_key, &clicks, &mut 0, |s, cell| {
                    let keys = path(&graph, s.cursor(), cell).expect("a path of keys");
                    for key in keys {
                        match grid.key(s.cursor(), key) {
                            Key::Focus(to) => s.focus = Some(to),
                            other => panic!("{key}: {other:?}"),
                        }
                    }
                    assert_eq!(s.cursor(), cell);
                    match grid.key(s.cursor(), "Enter") {
                        Key::Click(at) => s.click(at),
                        other => panic!("Enter: {other:?}"),
                    }
                });
                assert_eq!(played, shape.text, "{game}: by keys");
                // The text reported is the engine's: its screen plays it, and shows the board
                // the position after.
                let mut next = reopen(session.as_ref());
                next.play(&played).unwrap();
                by_click.show(BoardData::of(next.as_ref()));
                assert!(by_click.selection().is_empty() && by_click.data().history.ends_with(&[played]));
            }
        }
        eprintln!("{game}: {entered} moves entered, {choices} with a choice, {asked} questions asked");
        assert!(entered > 100, "{game}: too few moves tried");
        assert_eq!(asked > 0, choices > 0, "{game}: a choice within a move is asked for");
    }
}

#[test]
fn a_wrong_click_or_escape_cancels() {
    for (g, game) in GAME_NAMES.iter().enumerate() {
        for session in positions(game, 10, 77 + g as u64) {
            let grid = Grid::new(
                Geometry { drawing: games::drawing(session.name()).unwrap(), layout: Layout::default() },
                session.cell_count(),
            );
            let shapes = session.move_shapes();
            let Some(shape) = shapes.iter().find(|s| s.clicks.len() >= 2 && s.clicks[0].1 == Mark::Piece) else {
                continue;
            };
            let from = shape.clicks[0].0;
            let mut state = advised(session.as_ref());
            assert_eq!(state.click(from), Click::Selected { refused: false, miss: None });
            assert_eq!(state.selection(), &[from]);
            assert_eq!(grid.key(state.cursor(), "Escape"), Key::Cancel);
            assert!(state.cancel(), "Escape drops the piece chosen");
            assert!(state.selection().is_empty());
            assert!(!state.cancel(), "nothing left to drop");
            // A cell that neither extends the move nor starts one drops it.
            state.click(from);
            let starts: BTreeSet<Cell> = shapes.iter().filter_map(|s| s.clicks.first().map(|c| c.0)).collect();
            let next: BTreeSet<Cell> = state.next_clicks().iter().map(|c| c.0).collect();
            let wrong = (0..session.cell_count() as Cell).find(|c| !starts.contains(c) && !next.contains(c));
            if let Some(wrong) = wrong {
                let miss = Some(Miss { from: Some(from), at: wrong });
                assert_eq!(
                    state.click(wrong),
                    Click::Selected { refused: state.data().pieces.iter().any(|p| p.0 == wrong), miss }
                );
                assert!(state.selection().is_empty(), "{game}: a wrong click cancels");
                assert_eq!(state.data().history, session.history(), "and plays nothing");
            }
        }
    }
}

#[test]
fn a_board_that_takes_no_moves_ignores_clicks() {
    for game in GAME_NAMES {
        let session = open(game, &Options::new(), None).unwrap();
        let first = session.move_shapes().iter().find_map(|s| s.clicks.first().map(|c| c.0)).unwrap();
        let mut state = BoardState::new(BoardData::of(session.as_ref()), false);
        assert_eq!(state.click(first), Click::Ignored);
        assert!(state.button_moves().is_empty());
        state.set_interactive(true);
        assert_ne!(state.click(first), Click::Ignored);
    }
}

fn cell(session: &dyn Session, name: &str) -> Cell {
    (0..session.cell_count() as Cell).find(|&c| session.cell_name(c) == name).unwrap()
}

#[test]
fn a_move_that_costs_your_own_stone_is_marked_and_reported_for_its_screen_to_ask() {
    let session = open("allmer", &Options::new(), None).unwrap();
    let (b1, a1) = (cell(session.as_ref(), "b1"), cell(session.as_ref(), "a1"));
    let mut state = advised(session.as_ref());
    state.click(b1);
    let warned = state.warning_at(a1).expect("the push onto a1 is marked");
    assert!(state.next_click_warnings().contains(&(a1, true)), "the board's marks say so too");
    assert!(warned.ask && warned.words.english().contains("your own stones"), "{warned:?}");
    assert!(!state.selection_warnings().is_empty(), "the chosen stone's costly moves are listed");
    // The board reports the move; asking first is its screen's (screen::game).
    let Click::Play(text) = state.click(a1) else { panic!("the push is a move") };
    assert_eq!(text, "b1-a1");
    assert_eq!(state.data().history.len(), 0, "reported, not played");
    // Held by its screen for a yes, its clicks are shown chosen until a click drops them.
    state.hold(&text);
    assert_eq!(state.selection(), &[b1, a1]);
    assert!(state.cancel(), "No drops it");
    assert!(state.selection().is_empty());
}

#[test]
fn a_click_that_is_no_move_says_why() {
    let session = open("chase", &Options::new(), None).unwrap();
    let ad4 = cell(session.as_ref(), "ad4");
    let mut state = advised(session.as_ref());
    // A piece that can move, and a cell far up its file: above the power level.
    let from = session.move_shapes()[0].clicks[0].0;
    assert_eq!(state.click(from), Click::Selected { refused: false, miss: None });
    let file: String = session.cell_name(from).chars().take_while(|c| c.is_ascii_alphabetic()).collect();
    // The board reports the click that is no move; its screen asks the engine why.
    let why = |click: Click| match click {
        Click::Selected { miss: Some(miss), .. } => pyramid_games::warn::why_not(session.as_ref(), miss.from, miss.at),
        other => panic!("{other:?}"),
    };
    let high = state.click(cell(session.as_ref(), &format!("{file}20")));
    assert!(matches!(high, Click::Selected { miss: Some(Miss { from: Some(f), .. }), .. } if f == from));
    state.set_refusal(why(high));
    assert!(state.refusal().is_some_and(|r| r.english().contains("power level")), "{:?}", state.refusal());
    assert!(state.selection().is_empty(), "and the piece is put down");
    let said = why(state.click(ad4)).map(|r| r.english());
    assert_eq!(said.as_deref(), Some("The Queen on ad4 is Black's: White to move."));
}

#[test]
fn threats_are_shown_only_when_asked_for_and_the_board_takes_a_move() {
    let mut session = open("chase", &Options::new(), None).unwrap();
    for text in ["a7-c4", "ad4-ac2"] {
        session.play(text).unwrap();
    }
    let mut state = advised(session.as_ref());
    assert!(state.threats().is_empty(), "off by default");
    state.show_threats = true;
    assert!(state.threats().iter().any(|t| t.text == "ac2-c2"));
    state.set_interactive(false);
    assert!(state.threats().is_empty(), "not while the computer moves");
}

#[test]
fn the_board_is_given_the_position_its_moves_and_what_the_last_moves_did() {
    for game in GAME_NAMES {
        let mut session = open(game, &Options::new(), None).unwrap();
        let start = BoardData::of(session.as_ref());
        assert_eq!((start.game, start.cell_count), (*game, session.cell_count()));
        assert_eq!(start.pieces, session.pieces());
        assert_eq!(start.moves, session.move_shapes(), "{game}: the legal moves, as clicks");
        assert!(start.notices.iter().all(Option::is_none) && start.last_phrases.is_empty());
        let first = session.legal_moves()[0].clone();
        session.play(&first).unwrap();
        let after = BoardData::of(session.as_ref());
        assert!(start.one_move_before(&after), "{game}: one move on animates");
        assert!(!after.one_move_before(&start) && !start.one_move_before(&start));
        assert_eq!(after.notices[1].as_ref().map(|n| n.text.as_str()), Some(first.as_str()));
        assert_eq!(after.last_events, session.last_events());
        assert_eq!(after.last_phrases, session.phrases(0));
        assert_eq!(after.position, session.position());
        for side in Side::BOTH {
            assert_eq!(after.reserve(side), session.reserve(side));
        }
        assert!(after.warnings.is_empty() && after.threats.is_empty(), "{game}: advice only on a newcomer's board");
        let advised = BoardData::of(session.as_ref()).advised(session.as_ref());
        let texts: Vec<&str> = after.moves.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(advised.warnings, pyramid_games::warn::warnings(session.as_ref(), &texts));
        assert!(advised.warnings.iter().all(|w| after.moves.iter().any(|s| s.text == w.text)));
    }
}
