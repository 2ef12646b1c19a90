//! The puzzle screen: a position right after the opponent's move, and a win to find in a
//! few moves. Each solver move is checked against the proved solution; the defender's
//! replies are the solution's; a wrong move is answered by the computer's refutation, then
//! taken back to retry. Hint chooses the piece to move, Solution plays the rest. The first
//! attempt rates the player and the puzzle (Glicko-2, kept in the browser), and the next
//! puzzle is the one nearest the player's rating, or, in a streak, the next harder one.

use super::{progress, Mailbox, Screen, Source};
use crate::games::{self, open};
use crate::message::Phrase;
use crate::order;
use crate::puzzle::run::{Attempt, PuzzleRun};
use crate::puzzle::{parse_file, Puzzle};
use crate::rating::{puzzle_played, Rating};
use crate::screen::controls::{Control, PuzzleAction};
use crate::web::board::{self, script, Board, BoardData, BoardRef};
use crate::web::dom::{self, append, button, clear, html, set_class, Build};
use crate::web::forms::{bind_move_box, move_box, ReadsMoves};
use crate::web::i18n::{self, Localized};
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use web_sys::Element;

/// Milliseconds before the defender's reply, and between the moves of a solution shown.
const REPLY_MS: i32 = 500;
/// Milliseconds a refuted move stays on the board before both are taken back.
const REFUTED_MS: i32 = 1400;

/// Which puzzle to show.
pub enum Pick {
    /// The one nearest the player's rating, not yet played if any is left.
    Near,
    /// The `n`-th of a streak: puzzles by rising rating.
    Streak(usize),
    /// The puzzle of this id.
    Id(String),
}

/// A puzzle being solved.
pub struct PuzzleScreen {
    game: String,
    /// Where the app is: "" on its own page, its address in an embedded puzzle.
    base: String,
    run: RefCell<PuzzleRun>,
    board: BoardRef,
    /// The first attempt's result has been recorded.
    rated: Cell<bool>,
    streak: Option<usize>,
    said: Element,
    rating: Element,
    next: Element,
    _bound: Vec<dom::Listener>,
}

/// What happens to a puzzle.
pub enum Message {
    Act(PuzzleAction),
    Board(board::Change),
    /// The opponent's last move has been played: the solver's turn.
    Opened,
    /// The pause after a refuted move is over: the board shows the run's game again.
    TakeBack,
}

impl Screen for PuzzleScreen {
    type Route<'a> = (Source<'a>, Pick);
    type Message = Message;

    fn mount(root: &Element, (source, pick): (Source, Pick)) -> Result<Rc<PuzzleScreen>, Phrase> {
        show(root, source, pick)
    }

    fn update(shown: &Rc<PuzzleScreen>, message: Message) {
        match message {
            Message::Act(PuzzleAction::Hint) => hint(shown),
            Message::Act(PuzzleAction::Solution) => solution(shown),
            Message::Board(board::Change::Entered { text, .. }) => moved(shown, &text),
            Message::Board(_) => {}
            Message::Opened => opened(shown),
            Message::TakeBack => {
                // The moves the run answered, now (Solution may have played on).
                board::take_back(&shown.board, BoardData::of(shown.run.borrow().game()));
                set_class(&shown.said, "wrong", false);
                // The solution shown meanwhile: the board stays locked.
                if shown.run.borrow().is_done() {
                    shown.board.borrow_mut().set_interactive(false);
                }
            }
        }
    }
}

/// The puzzle's rating as it stands here (played before) or as the generator guessed it.
fn rating_of(puzzle: &Puzzle, played: &[(String, Rating)]) -> Rating {
    played.iter().find(|(id, _)| *id == puzzle.id).map_or(Rating::guessed(puzzle.rating as f64), |(_, r)| *r)
}

fn choose(puzzles: &[Puzzle], game: &str, pick: &Pick) -> Option<usize> {
    let played = progress::puzzles(game);
    match pick {
        Pick::Id(id) => puzzles.iter().position(|p| p.id == *id),
        Pick::Streak(n) => {
            let mut order: Vec<usize> = (0..puzzles.len()).collect();
            order::by_key(&mut order, |&i| puzzles[i].rating as i64);
            order.get(*n).copied()
        }
        Pick::Near => {
            let me = progress::player(game).rating;
            let fresh: Vec<usize> =
                (0..puzzles.len()).filter(|&i| !played.iter().any(|(id, _)| *id == puzzles[i].id)).collect();
            let pool: Vec<usize> = if fresh.is_empty() { (0..puzzles.len()).collect() } else { fresh };
            pool.into_iter().min_by_key(|&i| (rating_of(&puzzles[i], &played).rating - me).abs() as i64)
        }
    }
}

fn show(root: &Element, Source { game, data, base }: Source, pick: Pick) -> Result<Rc<PuzzleScreen>, Phrase> {
    let info = games::info(game).ok_or_else(|| Phrase::new("learn-no-game").text("game", game))?;
    let puzzles = parse_file(data).map_err(|e| super::bad_file(e.to_string()))?;
    let index = choose(&puzzles, game, &pick).ok_or_else(|| Phrase::new("puzzle-none"))?;
    let puzzle = puzzles[index].clone();
    let options = puzzle.options().map_err(|e| e.phrase())?;
    let run = PuzzleRun::start(&puzzle).map_err(|e| e.phrase())?;
    let session = open(game, &options, Some(&puzzle.before)).map_err(|e| e.phrase())?;
    let board = Board::new(BoardData::of(session.as_ref()), false);
    clear(root);
    let title = || i18n::game_message(game, "title");
    super::title(base, Phrase::new("puzzle-page").text("id", &puzzle.id).message("game", title()));
    let streak = match pick {
        Pick::Streak(n) => Some(n),
        _ => None,
    };
    let section = html("section").class("game learn puzzle").attr("data-game", game).attr("data-puzzle", &puzzle.id);
    append(&section, &html("div").class("board-area").child(&board.borrow().root));
    let aside = html("aside").class("panel");
    let crumbs = html("p").class("links");
    let learn = Phrase::new("learn-title").message("game", title());
    append(&crumbs, &html("a").attr("href", format!("{base}#learn/{game}")).l10n_phrase(&learn));
    let play = Phrase::new("learn-play").message("game", title());
    append(&crumbs, &html("a").attr("href", format!("{base}#{game}")).l10n_phrase(&play));
    append(&aside, &crumbs);
    let heading = match streak {
        Some(n) => Phrase::new("puzzle-streak").count("count", n as i64),
        None => Phrase::new("puzzle-title").message("game", title()),
    };
    append(&aside, &html("h1").l10n_phrase(&heading));
    // What to find is said from the start, as the opponent's last move is played (as
    // lichess does): the screen's words come with it.
    let said = html("p").class("said").attr("aria-live", "polite").l10n_phrase(&find_phrase(&run));
    let rating = html("p").class("rating").attr("aria-live", "polite");
    append(&aside, &said);
    append(&aside, &rating);
    append(&aside, &move_box(info.move_example));
    let buttons = html("div").class("buttons");
    append(&buttons, &button("", PuzzleAction::Hint.name()).l10n("learn-hint"));
    append(&buttons, &button("", PuzzleAction::Solution.name()).l10n("puzzle-solution"));
    let next_href = match streak {
        Some(n) => format!("{base}#puzzles/{game}/streak/{}", n + 1),
        None => format!("{base}#puzzles/{game}"),
    };
    let next = html("a").class("next hidden").attr("href", next_href).l10n("puzzle-next");
    append(&buttons, &next);
    append(&aside, &buttons);
    if streak.is_none() {
        append(
            &aside,
            &html("p")
                .child(&html("a").attr("href", format!("{base}#puzzles/{game}/streak/0")).l10n("puzzle-start-streak")),
        );
    }
    let themes: Vec<Phrase> = puzzle.themes.iter().map(|t| Phrase::new("puzzle-theme").text("theme", t)).collect();
    let line = html("p").class("themes").child(&html("span").l10n("puzzle-themes"));
    line.append_with_str_1(" ").ok();
    match themes.is_empty() {
        true => append(&line, &html("span").text("—")),
        false => append(&line, &html("span").l10n_phrases(&themes, ", ", "", None)),
    }
    append(&aside, &line);
    append(&section, &aside);
    append(root, &section);
    let me = progress::player(game);
    // Ratings as text: a number would be grouped ("1,500").
    let yours = Phrase::new("puzzle-rating")
        .text("rating", (me.rating.round() as i64).to_string())
        .text("deviation", (me.deviation.round() as i64).to_string());
    rating.clone().l10n_phrase(&yours);
    let shown = Rc::new_cyclic(|weak| {
        let to = Mailbox::to(weak);
        board::on_change(&board, to.sender(Message::Board));
        let clicks = dom::on_control(&section, "click", move |action, _, _| to.send(Message::Act(action)));
        PuzzleScreen {
            game: game.to_string(),
            base: base.to_string(),
            run: RefCell::new(run),
            board: board.clone(),
            rated: Cell::new(false),
            streak,
            _bound: vec![clicks, bind_move_box(&section, &board, &said, Weak::<PuzzleScreen>::clone(weak))],
            said,
            rating,
            next,
        }
    });
    // The opponent's last move, seen being played; then the solver's turn.
    if shown.run.borrow_mut().opened().is_err() {
        return Err(Phrase::new("puzzle-none"));
    }
    let to = Mailbox::of(&shown);
    let opened = BoardData::of(shown.run.borrow().game());
    script::reply_after(&board, REPLY_MS, opened, Box::new(move || to.send(Message::Opened)));
    Ok(shown)
}

/// The opponent's last move has been played: the board turns to the solver, who is told
/// what to find.
fn opened(shown: &PuzzleScreen) {
    let solver = shown.run.borrow().solver();
    let flip = solver == crate::game::Side::Black && shown.board.borrow().has_sides();
    shown.board.borrow_mut().set_flipped(flip);
    // The solver's turn, for whoever waits for it (the tests).
    if let Ok(Some(section)) = shown.said.closest("section") {
        section.set_attribute("data-opened", "").ok();
    }
}

/// What the solver is to find: the side and the number of moves.
fn find_phrase(run: &PuzzleRun) -> Phrase {
    Phrase::new("puzzle-find").side("side", run.solver()).count("count", run.puzzle().solver_moves as i64)
}

/// Records the first attempt once its result is known: a solve is a win against the
/// puzzle, anything else a loss.
fn rate(shown: &PuzzleScreen) {
    let (Some(solved), false) = (shown.run.borrow().first_attempt(), shown.rated.get()) else { return };
    shown.rated.set(true);
    let id = shown.run.borrow().puzzle().id.clone();
    let before = progress::player(&shown.game);
    let puzzle = rating_of(shown.run.borrow().puzzle(), &progress::puzzles(&shown.game));
    let (player, puzzle_after) = puzzle_played(before, puzzle, solved);
    progress::record_puzzle(&shown.game, player, &id, puzzle_after);
    // Whole numbers, formatted as integers: a float's formatting costs the wasm 4 KiB.
    let change = (player.rating - before.rating).round() as i64;
    let sign = if change >= 0 { "+" } else { "" };
    let rated = Phrase::new("puzzle-rated")
        .text("rating", (player.rating.round() as i64).to_string())
        .text("change", format!("{sign}{change}"))
        .text("puzzle", (puzzle.rating.round() as i64).to_string());
    shown.rating.clone().l10n_phrase(&rated);
    shown.rating.set_attribute("data-rating", &(player.rating.round() as i64).to_string()).ok();
    // A streak ends at the first puzzle not solved cleanly.
    if let (Some(n), false) = (shown.streak, solved) {
        shown.next.set_attribute("href", &format!("{}#puzzles/{}/streak/0", shown.base, shown.game)).ok();
        shown.next.clone().l10n_count("puzzle-streak-over", n as i64);
        set_class(&shown.next, "hidden", false);
    }
}

/// The solver entered `played` on the board: the run says what it does.
fn moved(shown: &Rc<PuzzleScreen>, played: &str) {
    if shown.run.borrow().is_done() {
        return;
    }
    let before = games::copy(shown.run.borrow().game());
    let attempt = shown.run.borrow_mut().play(played);
    rate(shown);
    // A move that stands for now (even a wrong one, shown with its refutation before both
    // are taken back) is shown on the board, alone first: the run's game holds the reply.
    if !matches!(attempt, Attempt::Illegal(_) | Attempt::NotNow) {
        board::show_move(&shown.board, super::after(before, played));
    }
    match attempt {
        Attempt::Illegal(_) | Attempt::NotNow => {}
        Attempt::Solved => finish(shown, "puzzle-solved"),
        Attempt::Right { reply } => {
            if reply.is_some() {
                // The defender's best reply, from the proof (the run has played it).
                shown.said.clone().l10n("puzzle-best");
                let replied = BoardData::of(shown.run.borrow().game());
                script::reply_after(&shown.board, REPLY_MS, replied, Box::new(|| {}));
            }
        }
        // A wrong move: the refutation, then both taken back.
        Attempt::Wrong { refutation } => {
            let words = match &refutation {
                Some(reply) => Phrase::new("puzzle-not-it-answered").text("move", played).text("reply", reply),
                None => Phrase::new("puzzle-not-it").text("move", played),
            };
            shown.said.clone().l10n_phrase(&words);
            set_class(&shown.said, "wrong", true);
            shown.board.borrow_mut().set_interactive(false);
            if refutation.is_some() {
                board::show_move(&shown.board, BoardData::of(shown.run.borrow().game()));
            }
            shown.run.borrow_mut().take_back();
            let to = Mailbox::of(shown);
            script::after(&shown.board, REFUTED_MS, Box::new(move || to.send(Message::TakeBack)));
        }
    }
}

fn finish(shown: &PuzzleScreen, message: &str) {
    shown.said.clone().l10n(message);
    shown.board.borrow_mut().set_interactive(false);
    set_class(&shown.next, "hidden", false);
}

impl ReadsMoves for PuzzleScreen {
    /// A move typed, as the puzzle's game reads it.
    fn read_move(&self, text: &str) -> Result<String, Phrase> {
        crate::web::forms::read_move(self.run.borrow().game(), text)
    }
}

/// Chooses the piece the solution moves next.
fn hint(shown: &Rc<PuzzleScreen>) {
    let Some(text) = shown.run.borrow().next_move().map(str::to_string) else { return };
    let shapes = shown.run.borrow().game().move_shapes();
    let first = shapes.iter().find(|s| s.text == text).and_then(|s| s.clicks.first().map(|c| c.0));
    match first {
        Some(cell) => {
            board::cancel(&shown.board);
            board::click(&shown.board, cell);
            let name = shown.run.borrow().game().cell_name(cell);
            shown.said.clone().l10n_phrase(&Phrase::new("puzzle-hint-piece").text("cell", name));
        }
        None => {
            shown.said.clone().l10n_phrase(&Phrase::new("puzzle-hint-move").text("move", &text));
        }
    }
}

/// Plays the rest of the solution, one move at a time.
fn solution(shown: &Rc<PuzzleScreen>) {
    if shown.run.borrow().is_done() {
        return;
    }
    // The moves the run answered: a wrong move still shown goes first.
    let answered = games::copy(shown.run.borrow().game());
    let rest = shown.run.borrow_mut().give_up();
    rate(shown);
    board::cancel(&shown.board);
    // The solution's positions, one move apart, from the answered one.
    let mut positions = Vec::new();
    let mut next = games::copy(answered.as_ref());
    for text in &rest {
        if next.play(text).is_err() {
            break;
        }
        positions.push(BoardData::of(next.as_ref()));
    }
    // A wrong move still shown goes first (its timed takeback goes with the board's
    // next script), and its mark with it.
    if shown.board.borrow().state().data().plies() > answered.plies() {
        board::take_back(&shown.board, BoardData::of(answered.as_ref()));
    }
    set_class(&shown.said, "wrong", false);
    let moves = shown.run.borrow().puzzle().solution.join(" ");
    shown.said.clone().l10n_phrase(&Phrase::new("puzzle-solution-is").text("moves", moves));
    set_class(&shown.next, "hidden", false);
    step_solution(&shown.board, positions.into_iter().rev().collect());
}

/// Shows `rest` (positions one move apart, last first) one at a time, the board locked
/// throughout.
fn step_solution(board: &BoardRef, mut rest: Vec<BoardData>) {
    let Some(position) = rest.pop() else {
        board.borrow_mut().set_interactive(false);
        return;
    };
    let weak = Rc::downgrade(board);
    script::reply_after(
        board,
        REPLY_MS,
        position,
        Box::new(move || {
            if let Some(board) = weak.upgrade() {
                step_solution(&board, rest);
            }
        }),
    );
}
