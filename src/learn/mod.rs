//! Learn: each game's course of short lessons, one mechanic each, read from a plain-text
//! file (`www/learn/<game>.txt`, format in `www/learn/FORMAT.md`).
//!
//! - [`parse_course`] reads a file into [`Course`] and [`Lesson`]s;
//! - [`goal`]: what a lesson asks for, checked on the events the engine reports;
//! - [`run::LessonRun`]: a lesson being played, what a screen drives;
//! - [`solve`]: the shortest way through a lesson, by search (the proofs, and the run's
//!   test of a move that can no longer succeed).
//!
//! Everything goes through [`crate::games::Session`] and the computer's text API, so it
//! is written once for every game.

pub mod goal;
pub mod run;
pub mod solve;

use crate::ai::{self, Level};
use crate::game::{Error, Event, Options};
use crate::games::{open, Session};
pub use goal::Goal;

/// A course: the lessons of one game, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Course {
    pub game: String,
    pub lessons: Vec<Lesson>,
}

/// How the opponent answers the learner's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replies {
    /// The computer at a level, with a seed: the same moves every time.
    Computer { level: Level, seed: u64 },
    /// These moves in turn, one after each learner move that leaves the opponent to
    /// move; where one is not legal (the learner took another way), the computer at
    /// Easy answers instead.
    Scripted(Vec<String>),
}

/// Moves for the stars: 3 stars within `three` moves, 2 within `two`, 1 within `one`;
/// past `one` the last move is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Par {
    pub three: usize,
    pub two: usize,
    pub one: usize,
}

impl Par {
    /// The stars for a goal reached in `moves` of the learner's moves (0: not within
    /// the limit).
    pub fn stars(&self, moves: usize) -> u8 {
        match moves {
            m if m <= self.three => 3,
            m if m <= self.two => 2,
            m if m <= self.one => 1,
            _ => 0,
        }
    }
}

/// One lesson.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    pub title: String,
    /// What to do, for people.
    pub text: String,
    /// The start, in the game's own position notation; the side to move is the learner.
    pub position: String,
    pub options: Options,
    pub goal: Goal,
    pub replies: Replies,
    pub par: Par,
    /// Said after a wrong move that has no explanation of its own.
    pub hint: Option<String>,
    /// Explanations of particular wrong moves, by the move's canonical notation.
    pub wrong: Vec<(String, String)>,
    /// Said when the goal is reached.
    pub success: Option<String>,
    /// The file's line where the lesson starts.
    pub line: usize,
}

impl Lesson {
    /// The game at the lesson's start.
    pub fn open(&self, game: &str) -> Result<Box<dyn Session>, String> {
        open(game, &self.options, Some(&self.position)).map_err(|e| e.to_string())
    }

    /// Every piece of text of the lesson people read, with what it is.
    pub fn texts(&self) -> Vec<(&'static str, &str)> {
        let mut out = vec![("title", self.title.as_str()), ("text", self.text.as_str())];
        out.extend(self.hint.as_deref().map(|h| ("hint", h)));
        out.extend(self.success.as_deref().map(|s| ("success", s)));
        out.extend(self.wrong.iter().map(|(_, w)| ("wrong", w.as_str())));
        out
    }
}

/// Reads a course. Every problem is an error naming the line and what is wrong; the
/// positions, options, moves and cells are checked against the game.
pub fn parse_course(text: &str) -> Result<Course, String> {
    let mut game: Option<String> = None;
    let mut lessons: Vec<Lesson> = Vec::new();
    let mut draft: Option<Draft> = None;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').map(|(k, v)| (k, v.trim())).unwrap_or((line, ""));
        let fail = |why: String| format!("line {n}: {why}");
        if key == "game" {
            if game.is_some() {
                return Err(fail("'game' given twice".into()));
            }
            crate::games::option_specs(value).map_err(|e| fail(e.to_string()))?;
            game = Some(value.to_string());
            continue;
        }
        let Some(name) = game.as_deref() else {
            return Err(fail(format!("expected 'game NAME' first, found '{key}'")));
        };
        if key == "lesson" {
            if let Some(d) = draft.take() {
                lessons.push(d.finish(name)?);
            }
            if value.is_empty() {
                return Err(fail("a lesson needs a title".into()));
            }
            draft = Some(Draft::new(value, n));
            continue;
        }
        let Some(d) = draft.as_mut() else {
            return Err(fail(format!("'{key}' before the first 'lesson'")));
        };
        if value.is_empty() {
            return Err(fail(format!("'{key}' needs a value")));
        }
        d.set(key, value).map_err(fail)?;
    }
    let Some(game) = game else {
        return Err("line 1: expected 'game NAME' first, found an empty file".into());
    };
    if let Some(d) = draft.take() {
        lessons.push(d.finish(&game)?);
    }
    if lessons.is_empty() {
        return Err(format!("the course of {game} has no lesson"));
    }
    Ok(Course { game, lessons })
}

/// A lesson being read: its fields as text, with the line of each.
struct Draft {
    title: String,
    line: usize,
    fields: Vec<(&'static str, String, usize)>,
    text: Vec<String>,
    wrong: Vec<(String, String, usize)>,
}

const KEYS: &[&str] = &["position", "options", "goal", "replies", "par", "hint", "success"];

impl Draft {
    fn new(title: &str, line: usize) -> Draft {
        Draft { title: title.to_string(), line, fields: Vec::new(), text: Vec::new(), wrong: Vec::new() }
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            // A long text may take several lines.
            "text" => self.text.push(value.to_string()),
            "wrong" => {
                let (mv, why) = value.split_once(':').ok_or("expected 'wrong MOVE: why it is wrong'")?;
                if mv.trim().is_empty() || why.trim().is_empty() {
                    return Err("expected 'wrong MOVE: why it is wrong'".into());
                }
                self.wrong.push((mv.trim().to_string(), why.trim().to_string(), 0));
            }
            _ => {
                let Some(&k) = KEYS.iter().find(|k| **k == key) else {
                    return Err(format!(
                        "unknown key '{key}': expected lesson, text, position, options, goal, replies, par, hint, \
                         wrong or success"
                    ));
                };
                if self.fields.iter().any(|(f, _, _)| *f == k) {
                    return Err(format!("'{key}' given twice in one lesson"));
                }
                self.fields.push((k, value.to_string(), 0));
            }
        }
        Ok(())
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.fields.iter().find(|(k, _, _)| *k == key).map(|(_, v, _)| v.as_str())
    }

    fn finish(self, game: &str) -> Result<Lesson, String> {
        let fail = |why: String| format!("lesson '{}' (line {}): {why}", self.title, self.line);
        let need = |key: &str| self.get(key).ok_or_else(|| fail(format!("'{key}' is missing")));
        if self.text.is_empty() {
            return Err(fail("'text' is missing".into()));
        }
        let mut options = Options::new();
        if let Some(pairs) = self.get("options") {
            for pair in pairs.split_whitespace() {
                options.set_pair(pair).map_err(|e| fail(e.to_string()))?;
            }
        }
        let position = need("position")?.to_string();
        let session = open(game, &options, Some(&position)).map_err(|e| fail(e.to_string()))?;
        if session.end().is_some() {
            return Err(fail("the position is already over".into()));
        }
        let goal = Goal::parse(need("goal")?, session.as_ref()).map_err(fail)?;
        let replies = parse_replies(self.get("replies").unwrap_or("computer easy")).map_err(fail)?;
        let par = parse_par(need("par")?).map_err(fail)?;
        let mut wrong = Vec::new();
        for (mv, why, _) in &self.wrong {
            let mut s = open(game, &options, Some(&position)).map_err(|e| fail(e.to_string()))?;
            s.play(mv).map_err(|e| fail(format!("wrong {mv}: {e}")))?;
            let canonical = s.last_move().unwrap_or(mv.clone());
            wrong.push((canonical, why.clone()));
        }
        Ok(Lesson {
            title: self.title.clone(),
            text: self.text.join(" "),
            position,
            options,
            goal,
            replies,
            par,
            hint: self.get("hint").map(str::to_string),
            wrong,
            success: self.get("success").map(str::to_string),
            line: self.line,
        })
    }
}

fn parse_replies(value: &str) -> Result<Replies, String> {
    let mut words = value.split_whitespace();
    if value.starts_with("computer") {
        words.next();
        let level = words.next().unwrap_or("easy").parse::<Level>().map_err(|e| format!("replies: {e}"))?;
        let seed = match words.next() {
            Some(s) => s.parse().map_err(|_| format!("replies: seed '{s}' is not a whole number"))?,
            None => 0,
        };
        if let Some(extra) = words.next() {
            return Err(format!("replies: unexpected '{extra}' after the seed"));
        }
        return Ok(Replies::Computer { level, seed });
    }
    let moves: Vec<String> = value.split(';').map(|m| m.trim().to_string()).collect();
    if moves.iter().any(String::is_empty) {
        return Err("replies: an empty move between ';'".into());
    }
    Ok(Replies::Scripted(moves))
}

fn parse_par(value: &str) -> Result<Par, String> {
    let numbers: Vec<usize> = value
        .split_whitespace()
        .map(|w| w.parse().map_err(|_| format!("par: '{w}' is not a whole number")))
        .collect::<Result<_, _>>()?;
    let par = match numbers[..] {
        [three] => Par { three, two: three + 1, one: three + 3 },
        [three, two] => Par { three, two, one: two + 2 },
        [three, two, one] => Par { three, two, one },
        _ => return Err("par: expected 1 to 3 numbers of moves".into()),
    };
    if par.three == 0 || par.two < par.three || par.one < par.two {
        return Err("par: expected 0 < three stars ≤ two stars ≤ one star".into());
    }
    Ok(par)
}

/// Words in `text` that look like a cell name (letters and digits, at least one of
/// each) and are not cells of the game's board.
pub fn foreign_cells(text: &str, session: &dyn Session) -> Vec<String> {
    let cells: Vec<String> = (0..session.cell_count()).map(|c| session.cell_name(c as u16)).collect();
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.chars().any(|c| c.is_ascii_digit()) && w.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|w| !cells.iter().any(|c| c == w))
        .map(str::to_string)
        .collect()
}

/// Plays the opponent's `index`-th reply of the lesson in `game` (the opponent to move).
pub fn reply(game: &mut dyn Session, lesson: &Lesson, index: usize) -> Result<Vec<Event>, Error> {
    let (level, seed) = match &lesson.replies {
        Replies::Scripted(moves) => {
            if let Some(Ok(events)) = moves.get(index).map(|m| game.play(m)) {
                return Ok(events);
            }
            (Level::Easy, 0)
        }
        Replies::Computer { level, seed } => (*level, *seed),
    };
    let mv = ai::best_move_text(
        game.name(),
        game.options(),
        Some(&game.start_position()),
        &game.history(),
        level,
        seed.wrapping_add(index as u64),
    )?;
    game.play(&mv)
}
