//! A game's course (its lessons, with the stars earned) and one lesson: its text, the board
//! from the lesson's position, and the run (learn::LessonRun) answering each move played
//! on the board: the opponent's reply, a wrong move explained and taken back, the goal
//! reached with its stars.

use super::{progress, Mailbox, Screen, Source};
use crate::games;
use crate::learn::run::{LessonRun, Step};
use crate::learn::{parse_course, Course};
use crate::message::Phrase;
use crate::screen::controls::{Control, LessonAction};
use crate::web::board::{self, script, Board, BoardData, BoardRef};
use crate::web::dom::{self, append, button, clear, html, set_class, Build};
use crate::web::forms::{bind_move_box, move_box, ReadsMoves};
use crate::web::i18n::{self, Localized};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use web_sys::Element;

/// Milliseconds before the opponent's reply, so the learner's move is seen first.
const REPLY_MS: i32 = 450;
/// Milliseconds a wrong move stays on the board, explained, before it is taken back.
const WRONG_MS: i32 = 900;

fn course_of(game: &str, data: &str) -> Result<(Course, &'static games::GameInfo), Phrase> {
    let info = games::info(game).ok_or_else(|| Phrase::new("learn-no-game").text("game", game))?;
    let course = parse_course(data).map_err(|e| super::bad_file(e.to_string()))?;
    Ok((course, info))
}

fn stars_text(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}

/// "Learn" and the game's title, in the reader's language.
fn learn_title(game: &str) -> Phrase {
    Phrase::new("learn-title").message("game", i18n::game_message(game, "title"))
}

/// What the lesson says after a move: the engine's phrases for it, then a text of the
/// lesson (in the course's language) and one of our messages, each where given.
fn say(said: &Element, phrases: &[Phrase], text: Option<&str>, message: Option<&str>) {
    clear(said);
    if !phrases.is_empty() {
        append(said, &html("span").l10n_phrases(phrases, ". ", ".", None));
    }
    if let Some(text) = text {
        append(said, &html("span").text(&[" ", text].concat()));
    }
    if let Some(id) = message {
        append(said, &html("span").text(" "));
        append(said, &html("span").l10n(id));
    }
}

/// The course: every lesson in order, with its stars, and the way to the puzzles. Its
/// links are all it has: nothing happens to it.
pub struct CourseScreen;

impl Screen for CourseScreen {
    type Route<'a> = Source<'a>;
    type Message = std::convert::Infallible;

    fn mount(root: &Element, source: Source) -> Result<Rc<CourseScreen>, Phrase> {
        show_course(root, source)?;
        Ok(Rc::new(CourseScreen))
    }

    fn update(_: &Rc<CourseScreen>, message: Self::Message) {
        match message {}
    }
}

fn show_course(root: &Element, Source { game, data, base }: Source) -> Result<(), Phrase> {
    let (course, _) = course_of(game, data)?;
    clear(root);
    super::title(base, learn_title(game));
    let section = html("section").class("learn course").attr("data-game", game);
    append(&section, &html("h1").l10n_phrase(&learn_title(game)));
    append(&section, &html("p").class("lede").l10n_count("learn-lede", course.lessons.len() as i64));
    let stars = progress::stars(game);
    let list = html("ol").class("lessons");
    for (i, lesson) in course.lessons.iter().enumerate() {
        let earned = stars.get(i).copied().unwrap_or(0);
        let link = html("a").attr("href", format!("{base}#learn/{game}/{}", i + 1)).text(&lesson.title);
        let item = html("li").attr("data-lesson", i + 1).child(&link);
        let mark = html("span").class("stars").attr("role", "img").l10n_count("learn-stars", earned as i64);
        append(&mark, &html("span").attr("aria-hidden", "true").text(&stars_text(earned)));
        append(&item, &mark);
        set_class(&item, "done", earned > 0);
        append(&list, &item);
    }
    append(&section, &list);
    let links = html("p").class("links");
    append(&links, &html("a").attr("href", format!("{base}#puzzles/{game}")).l10n("picker-puzzles"));
    let play = Phrase::new("learn-play").message("game", i18n::game_message(game, "title"));
    append(&links, &html("a").attr("href", format!("{base}#{game}")).l10n_phrase(&play));
    let rules = format!("rules/{game}.html");
    append(&links, &html("a").attr("href", &rules).attr("data-l10n-href", &rules).l10n("game-rules"));
    append(&section, &links);
    append(root, &section);
    Ok(())
}

/// A lesson being played.
pub struct Lesson {
    game: String,
    index: usize,
    run: RefCell<LessonRun>,
    board: BoardRef,
    said: Element,
    stars: Element,
    next: Element,
    hint: Option<String>,
    _bound: Vec<dom::Listener>,
}

/// What happens to a lesson.
pub enum Message {
    Act(LessonAction),
    Board(board::Change),
    /// The opponent's reply has been played: what the lesson says of it.
    Replied(Vec<Phrase>),
    /// The pause after a wrong move is over: the board shows the run's game again.
    TakeBack,
}

impl Screen for Lesson {
    /// The course, and the lesson's place in it (from 0).
    type Route<'a> = (Source<'a>, usize);
    type Message = Message;

    fn mount(root: &Element, (source, index): (Source, usize)) -> Result<Rc<Lesson>, Phrase> {
        show_lesson(root, source, index)
    }

    fn update(state: &Rc<Lesson>, message: Message) {
        match message {
            Message::Act(LessonAction::Hint) => match &state.hint {
                Some(hint) => say(&state.said, &[], Some(hint), None),
                None => say(&state.said, &[], None, Some("learn-hint-default")),
            },
            Message::Act(LessonAction::Retry) => retry(state),
            Message::Board(board::Change::Entered { text, .. }) => moved(state, &text),
            Message::Board(_) => {}
            Message::Replied(said) => say(&state.said, &said, None, None),
            Message::TakeBack => board::take_back(&state.board, BoardData::of(state.run.borrow().game())),
        }
    }
}

fn show_lesson(root: &Element, Source { game, data, base }: Source, index: usize) -> Result<Rc<Lesson>, Phrase> {
    let (course, info) = course_of(game, data)?;
    let count = course.lessons.len();
    let lesson =
        course.lessons.get(index).ok_or_else(|| Phrase::new("learn-no-lesson").count("count", count as i64))?;
    let run = LessonRun::start(game, lesson).map_err(super::bad_file)?;
    let board = Board::new(BoardData::of(lesson.open(game).map_err(super::bad_file)?.as_ref()), true);
    clear(root);
    super::title(
        base,
        Phrase::new("learn-lesson-page").text("lesson", &lesson.title).phrase("learn", learn_title(game)),
    );
    let section = html("section").class("game learn lesson").attr("data-game", game).attr("data-lesson", index + 1);
    append(&section, &html("div").class("board-area").child(&board.borrow().root));
    let aside = html("aside").class("panel");
    let crumbs = html("p").class("links");
    append(&crumbs, &html("a").attr("href", format!("{base}#learn/{game}")).l10n_phrase(&learn_title(game)));
    let of = Phrase::new("learn-lesson-of").count("count", index as i64 + 1).count("total", count as i64);
    append(&crumbs, &html("span").l10n_phrase(&of));
    append(&aside, &crumbs);
    append(&aside, &html("h1").text(&lesson.title));
    for paragraph in lesson.text.split('\n') {
        append(&aside, &html("p").class("lesson-text").text(paragraph));
    }
    let said = html("p").class("said").attr("aria-live", "polite");
    let stars = html("p").class("stars hidden").attr("aria-live", "polite");
    append(&aside, &said);
    append(&aside, &stars);
    append(&aside, &move_box(info.move_example));
    let buttons = html("div").class("buttons");
    append(&buttons, &button("", LessonAction::Hint.name()).l10n("learn-hint"));
    append(&buttons, &button("", LessonAction::Retry.name()).l10n("learn-retry"));
    let next = if index + 1 < count {
        html("a").class("next hidden").attr("href", format!("{base}#learn/{game}/{}", index + 2)).l10n("learn-next")
    } else {
        html("a").class("next hidden").attr("href", format!("{base}#puzzles/{game}")).l10n("learn-to-puzzles")
    };
    append(&buttons, &next);
    append(&aside, &buttons);
    append(&section, &aside);
    append(root, &section);
    let state = Rc::new_cyclic(|weak| {
        let to = Mailbox::to(weak);
        board::on_change(&board, to.sender(Message::Board));
        let clicks = dom::on_control(&section, "click", move |action, _, _| to.send(Message::Act(action)));
        Lesson {
            game: game.to_string(),
            index,
            run: RefCell::new(run),
            board: board.clone(),
            _bound: vec![clicks, bind_move_box(&section, &board, &said, Weak::<Lesson>::clone(weak))],
            said,
            stars,
            next,
            hint: lesson.hint.clone(),
        }
    });
    Ok(state)
}

/// The learner entered `text` on the board: the run says what it does. A move that
/// stands for now (even a wrong one, shown before it is taken back) is played on the board.
fn moved(state: &Rc<Lesson>, text: &str) {
    if state.run.borrow().is_done() {
        return;
    }
    let before = games::copy(state.run.borrow().game());
    let step = state.run.borrow_mut().play(text);
    // The run's game may hold the reply already, or the move taken back: the board is
    // shown the move alone first.
    if !matches!(step, Step::Illegal { .. }) {
        board::show_move(&state.board, super::after(before, text));
    }
    match step {
        Step::Illegal { reason } => say(&state.said, &[], Some(&reason), None),
        Step::Wrong { said, why } => {
            say(&state.said, &said, Some(&["— ", &why].concat()), Some("learn-try-again"));
            let to = Mailbox::of(state);
            script::after(&state.board, WRONG_MS, Box::new(move || to.send(Message::TakeBack)));
        }
        Step::Continue { said, reply } => {
            say(&state.said, &said, None, None);
            if let Some(reply) = reply {
                let to = Mailbox::of(state);
                let replied = BoardData::of(state.run.borrow().game());
                script::reply_after(
                    &state.board,
                    REPLY_MS,
                    replied,
                    Box::new(move || to.send(Message::Replied(reply.said))),
                );
            }
        }
        Step::Done { said, stars, moves } => {
            let success = state.run.borrow().lesson().success.clone();
            match &success {
                Some(words) => say(&state.said, &said, Some(words), None),
                None => say(&state.said, &said, None, Some("learn-done")),
            }
            let done = Phrase::new("learn-done-in").text("stars", stars_text(stars)).count("count", moves as i64);
            state.stars.clone().l10n_phrase(&done);
            state.stars.set_attribute("data-stars", &stars.to_string()).ok();
            set_class(&state.stars, "hidden", false);
            set_class(&state.next, "hidden", false);
            state.board.borrow_mut().set_interactive(false);
            progress::record_stars(&state.game, state.index, stars);
        }
    }
}

impl ReadsMoves for Lesson {
    /// A move typed, as the lesson's game reads it.
    fn read_move(&self, text: &str) -> Result<String, Phrase> {
        crate::web::forms::read_move(self.run.borrow().game(), text)
    }
}

/// Starts the lesson again from its position.
fn retry(state: &Rc<Lesson>) {
    state.run.borrow_mut().retry();
    let lesson = state.run.borrow().lesson().clone();
    if let Ok(session) = lesson.open(&state.game) {
        board::reset(&state.board, BoardData::of(session.as_ref()));
        state.board.borrow_mut().set_interactive(true);
        clear(&state.said);
        set_class(&state.stars, "hidden", true);
        set_class(&state.next, "hidden", true);
    }
}
