//! Every lesson of every course in www/learn/ is proved: it parses, its goal is reached
//! within its par by search (every learner move tried, the lesson's replies played), the
//! winning line played through a `LessonRun` ends in three stars on an event the engine
//! reports, each `wrong` move is wrong, and its texts name only cells of its board.
//! Each translation is the same course in other words. Then the parser's errors.

use pyramid_games::learn::run::{LessonRun, Step};
use pyramid_games::learn::{foreign_cells, parse_course, solve, Goal};
use pyramid_games::GAME_NAMES;

fn course_text(game: &str) -> String {
    let path = format!("{}/www/learn/{game}.txt", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The languages the courses are translated into (`www/learn/GAME.LANG.txt`).
const TRANSLATIONS: [&str; 4] = ["cs", "de", "fr", "sv"];

fn translated_text(game: &str, lang: &str) -> String {
    let path = format!("{}/www/learn/{game}.{lang}.txt", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_lesson_is_solvable_within_its_par_on_a_real_event() {
    for game in GAME_NAMES {
        let course = parse_course(&course_text(game)).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert_eq!(course.game, *game);
        assert!((6..=12).contains(&course.lessons.len()), "{game}: {} lessons", course.lessons.len());
        for lesson in &course.lessons {
            let name = format!("{game}, lesson '{}'", lesson.title);
            let mut run = LessonRun::start(game, lesson).expect("the lesson opens");
            for (what, text) in lesson.texts() {
                let foreign = foreign_cells(text, run.game());
                assert!(foreign.is_empty(), "{name}: its {what} names {foreign:?}, not cells of the board");
            }
            let mut budget = 2_000_000;
            let mut game_copy = lesson.open(game).expect("opens");
            let line = solve::shortest(game_copy.as_mut(), lesson, 0, lesson.par.three, &mut budget)
                .unwrap_or_else(|_| panic!("{name}: the search gave up"))
                .unwrap_or_else(|| panic!("{name}: no way to the goal within {} moves", lesson.par.three));
            for (i, mv) in line.iter().enumerate() {
                let step = run.play(mv);
                if i + 1 < line.len() {
                    assert!(matches!(step, Step::Continue { .. }), "{name}: move {mv}: {step:?}");
                } else {
                    assert!(
                        matches!(step, Step::Done { stars: 3, .. }),
                        "{name}: the last move {mv} should reach the goal: {step:?}"
                    );
                }
            }
            // The goal is one of the events the engine reported for the last move.
            let events = run.game().last_events().to_vec();
            let shown = events.iter().any(|e| lesson.goal.shown_by(run.learner(), e));
            assert!(shown || lesson.goal == Goal::Check, "{name}: no event shows the goal in {events:?}");
            for (mv, _) in &lesson.wrong {
                run.retry();
                let step = run.play(mv);
                assert!(matches!(step, Step::Wrong { .. }), "{name}: wrong {mv} is not wrong: {step:?}");
                assert_eq!(run.moves(), 0, "{name}: a wrong move is taken back");
            }
        }
    }
}

/// A translated course is the English one in other words: the same lessons, positions,
/// options, goals, replies, pars and wrong moves, every text translated (none left
/// empty), naming only cells of the board; so the English proof holds for it.
#[test]
fn every_translation_is_the_english_course_in_other_words() {
    for game in GAME_NAMES {
        let english = parse_course(&course_text(game)).expect("English parses");
        for lang in TRANSLATIONS {
            let name = format!("{game}.{lang}");
            let course = parse_course(&translated_text(game, lang)).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(course.game, english.game, "{name}");
            assert_eq!(course.lessons.len(), english.lessons.len(), "{name}: lessons");
            for (ours, theirs) in course.lessons.iter().zip(&english.lessons) {
                let at = format!("{name}, lesson '{}' (line {})", ours.title, ours.line);
                assert_eq!(ours.line, theirs.line, "{at}: lines as in English");
                assert_eq!(
                    (&ours.position, &ours.options, &ours.goal, &ours.replies, &ours.par),
                    (&theirs.position, &theirs.options, &theirs.goal, &theirs.replies, &theirs.par),
                    "{at}"
                );
                let moves =
                    |l: &pyramid_games::learn::Lesson| l.wrong.iter().map(|(m, _)| m.clone()).collect::<Vec<_>>();
                assert_eq!(moves(ours), moves(theirs), "{at}: wrong moves");
                assert_eq!(ours.texts().len(), theirs.texts().len(), "{at}: texts");
                let session = ours.open(game).expect("opens");
                for (what, text) in ours.texts() {
                    assert!(!text.trim().is_empty(), "{at}: empty {what}");
                    let foreign = foreign_cells(text, session.as_ref());
                    assert!(foreign.is_empty(), "{at}: its {what} names {foreign:?}, not cells of the board");
                }
            }
        }
    }
}

#[test]
fn an_illegal_move_is_refused_in_the_engines_words() {
    let course = parse_course(&course_text("pyramida")).expect("parses");
    let mut run = LessonRun::start("pyramida", &course.lessons[0]).expect("opens");
    let step = run.play("b1-c2");
    assert!(matches!(&step, Step::Illegal { reason } if reason.contains("b1-c2")), "{step:?}");
    assert_eq!(run.moves(), 0);
}

fn error(text: &str) -> String {
    parse_course(text).expect_err("a bad course")
}

#[test]
fn a_bad_course_is_refused_naming_the_line_and_the_problem() {
    let good = "lesson A step\ntext Move d1 to e2.\nposition w W:d1 B:r1\ngoal reach e2\npar 1\n";
    assert!(parse_course(&format!("game pyramida\n{good}")).is_ok());
    assert_eq!(error(""), "line 1: expected 'game NAME' first, found an empty file");
    assert_eq!(error("lesson X\n"), "line 1: expected 'game NAME' first, found 'lesson'");
    assert!(error("game chess\n").starts_with("line 1: unknown game 'chess'"));
    assert_eq!(error("game pyramida\n\ntext hello\n"), "line 3: 'text' before the first 'lesson'");
    assert!(error(&format!("game pyramida\n{good}colour red\n")).starts_with("line 7: unknown key 'colour'"));
    assert_eq!(error(&format!("game pyramida\n{good}par 2\n")), "line 7: 'par' given twice in one lesson");
    assert_eq!(error("game pyramida\nlesson\n"), "line 2: a lesson needs a title");
    assert_eq!(error("game pyramida\nlesson T\ngoal\n"), "line 3: 'goal' needs a value");
    assert_eq!(error("game pyramida\n"), "the course of pyramida has no lesson");
    let bad = |replace: &str, with: &str| error(&format!("game pyramida\n{}", good.replace(replace, with)));
    assert_eq!(bad("text Move d1 to e2.\n", ""), "lesson 'A step' (line 2): 'text' is missing");
    assert_eq!(
        bad("goal reach e2", "goal reach z9"),
        "lesson 'A step' (line 2): goal: 'z9' is not a cell of the board"
    );
    assert!(bad("goal reach e2", "goal event boom").contains("unknown event 'boom'"));
    assert!(bad("goal reach e2", "goal fly").contains("expected reach CELL"));
    assert!(bad("position w W:d1 B:r1", "position w W:d1,d1").starts_with("lesson 'A step' (line 2): bad position"));
    assert_eq!(bad("par 1", "par 0"), "lesson 'A step' (line 2): par: expected 0 < three stars ≤ two stars ≤ one star");
    assert_eq!(bad("par 1", "par x"), "lesson 'A step' (line 2): par: 'x' is not a whole number");
    assert!(bad("par 1", "par 1\nreplies computer genius").contains("expected a level"));
    assert!(bad("par 1", "par 1\nwrong d1-c2 oops").contains("expected 'wrong MOVE: why it is wrong'"));
    assert!(bad("par 1", "par 1\nwrong d1-f2: far").contains("wrong d1-f2"));
    assert!(bad("par 1", "par 1\noptions chain=maybe").contains("chain=maybe"));
}

#[test]
fn cells_are_told_apart_from_words() {
    let game = pyramid_games::open("pyramida", &Default::default(), None).expect("opens");
    assert_eq!(
        foreign_cells("Step d1-e2, then k14 (3 moves, 2nd try); not z9 or a2b.", game.as_ref()),
        ["2nd", "z9", "a2b"]
    );
}
