//! An embedded board's attributes (`data-game`, `data-position`, …), read and checked.
//! Pure engine code, so that it is tested and fuzzed natively; `web::embed` mounts what
//! it returns.

use crate::game::{Cell, Options};
use crate::games::{self, Session};
use crate::message::Phrase;
use crate::{link, transcript};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    Small,
    Medium,
    Large,
}

/// An embed's attributes, checked.
#[derive(Clone, Debug)]
pub struct Embed {
    pub game: String,
    pub position: Option<String>,
    pub options: Options,
    /// Moves to replay from the position, each already checked to be legal in turn.
    pub moves: Vec<String>,
    pub interactive: bool,
    pub size: Size,
    pub caption: Option<String>,
    /// The part of the board shown (`data-view`); the whole board when `None`.
    pub view: Option<Region>,
}

/// A part of a board (`data-view`): the cells between two corner cells as the board is
/// drawn (`c2-h9`), or the cells within some steps of one cell (`around e5 3`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Region {
    Corners(Cell, Cell),
    Around(Cell, u32),
}

impl Region {
    /// Reads `data-view`, naming cells as `session`'s game does.
    pub fn parse(text: &str, session: &dyn Session) -> Result<Region, Phrase> {
        let cell = |name: &str| {
            (0..session.cell_count())
                .map(|c| c as Cell)
                .find(|&c| session.cell_name(c).eq_ignore_ascii_case(name))
                .ok_or_else(|| {
                    Phrase::new("reason-embed-view-cell").text("name", name).message("game", game_title(session.name()))
                })
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["around", center, steps] => {
                let steps = steps
                    .parse::<u32>()
                    .ok()
                    .filter(|n| (1..=40).contains(n))
                    .ok_or_else(|| Phrase::new("reason-embed-view-steps").text("steps", *steps))?;
                Ok(Region::Around(cell(center)?, steps))
            }
            [corners] if corners.contains('-') => {
                let (a, b) = corners.split_once('-').unwrap_or_default();
                Ok(Region::Corners(cell(a)?, cell(b)?))
            }
            _ => Err(Phrase::new("reason-embed-view").text("view", text.trim())),
        }
    }

    /// The text `parse` reads back.
    pub fn text(&self, session: &dyn Session) -> String {
        match *self {
            Region::Corners(a, b) => format!("{}-{}", session.cell_name(a), session.cell_name(b)),
            Region::Around(c, n) => format!("around {} {n}", session.cell_name(c)),
        }
    }
}

impl Embed {
    /// A new game at the embed's position.
    pub fn session(&self) -> Box<dyn Session> {
        // Not `expect`: its message would format the error, and a page's wasm would link
        // the Debug of text (core's char escapes and their tables, about 3 KiB gzipped).
        games::open(&self.game, &self.options, self.position.as_deref())
            .unwrap_or_else(|_| unreachable!("checked when parsed"))
    }

    /// The game after its first `ply` moves.
    pub fn session_at(&self, ply: usize) -> Box<dyn Session> {
        let mut session = self.session();
        for text in self.moves.iter().take(ply) {
            session.play(text).unwrap_or_else(|_| unreachable!("checked when parsed"));
        }
        session
    }
}

/// Reads and checks the attributes; `attr("game")` gives the value of `data-game`.
pub fn parse(attr: impl Fn(&str) -> Option<String>) -> Result<Embed, Phrase> {
    let record = attr("record").filter(|r| !r.trim().is_empty());
    let mut embed = match record {
        Some(record) => from_record(&record, attr("game").as_deref())?,
        None => parse_game(&attr)?,
    };
    let interactive = match attr("interactive").as_deref().map(str::trim) {
        None | Some("") | Some("false") => false,
        Some("true") => true,
        Some(other) => return Err(Phrase::new("reason-embed-interactive").text("value", other)),
    };
    let size = match attr("size").as_deref().map(str::trim) {
        None | Some("") | Some("medium") => Size::Medium,
        Some("small") => Size::Small,
        Some("large") => Size::Large,
        Some(other) => return Err(Phrase::new("reason-embed-size").text("value", other)),
    };
    let caption = attr("caption").filter(|c| !c.trim().is_empty());
    if let Some(tag) = caption.as_deref().and_then(find_markup) {
        return Err(Phrase::new("reason-embed-markup").text("tag", tag));
    }
    let view = match attr("view").filter(|v| !v.trim().is_empty()) {
        Some(text) => Some(Region::parse(&text, embed.session().as_ref())?),
        None => None,
    };
    (embed.interactive, embed.size, embed.caption, embed.view) = (interactive, size, caption, view);
    Ok(embed)
}

/// A whole game from `data-record`: a game record, or the part of a share link after `#`
/// (such as `chase?m=AbC`). It stands for data-game, data-position, data-options and
/// data-moves; a data-game that names another game is an error.
fn from_record(record: &str, game: Option<&str>) -> Result<Embed, Phrase> {
    let text = record.trim();
    let in_record = |problem: Phrase| attribute("data-record", problem);
    let session = if text.starts_with('[') || text.contains('\n') {
        transcript::read(text).map(|(_, s)| s).map_err(|e| in_record(e.phrase()))?
    } else {
        let decoded = link::decode(text).map_err(|e| in_record(e.phrase()))?;
        if let Some(problem) = decoded.problem {
            return Err(in_record(problem.phrase()));
        }
        decoded.session
    };
    if let Some(game) = game.map(str::trim).filter(|g| !g.is_empty() && *g != session.name()) {
        return Err(Phrase::new("reason-embed-other-game").text("game", game).text("record", session.name()));
    }
    let own_start = games::open(session.name(), session.options(), None).map(|s| s.position()).ok();
    let start = session.start_position();
    Ok(Embed {
        game: session.name().to_string(),
        position: (own_start.as_deref() != Some(start.as_str())).then_some(start),
        options: session.options().clone(),
        moves: session.history(),
        interactive: false,
        size: Size::Medium,
        caption: None,
        view: None,
    })
}

/// The game from data-game, data-options, data-position and data-moves.
fn parse_game(attr: &impl Fn(&str) -> Option<String>) -> Result<Embed, Phrase> {
    let game = attr("game")
        .map(|g| g.trim().to_string())
        .filter(|g| !g.is_empty())
        .ok_or_else(|| Phrase::new("reason-embed-no-game").text("known", games::GAME_NAMES.join(", ")))?;
    let mut options = Options::new();
    for pair in attr("options").unwrap_or_default().split_whitespace() {
        options.set_pair(pair).map_err(|e| attribute("data-options", e.phrase()))?;
    }
    let position = attr("position").filter(|p| !p.trim().is_empty());
    let mut session = games::open(&game, &options, position.as_deref()).map_err(|e| {
        let attribute = match e {
            crate::game::Error::UnknownGame { .. } => "data-game",
            crate::game::Error::Option { .. } => "data-options",
            _ => "data-position",
        };
        self::attribute(attribute, e.phrase())
    })?;
    let mut moves = Vec::new();
    for (i, text) in attr("moves").unwrap_or_default().split(';').map(str::trim).filter(|m| !m.is_empty()).enumerate() {
        // Moves are kept in canonical notation, as the board will replay them.
        session
            .play(text)
            .map_err(|e| Phrase::new("reason-embed-move").count("ply", i as i64 + 1).phrase("problem", e.phrase()))?;
        moves.push(session.last_move().unwrap_or_else(|| text.to_string()));
    }
    Ok(Embed { game, position, options, moves, interactive: false, size: Size::Medium, caption: None, view: None })
}

/// A problem with one attribute: "data-options: …".
fn attribute(name: &str, problem: Phrase) -> Phrase {
    Phrase::new("reason-embed-attribute").text("attribute", name).phrase("problem", problem)
}

/// The message of a game's title.
fn game_title(name: &str) -> String {
    ["game-", name, "-title"].concat()
}

/// The first thing in `text` that looks like an HTML tag, comment or entity-free markup.
fn find_markup(text: &str) -> Option<&str> {
    let start = text.char_indices().find(|&(i, c)| {
        c == '<'
            && text
                .get(i + 1..)
                .is_some_and(|t| t.starts_with(|n: char| n.is_ascii_alphabetic() || n == '/' || n == '!'))
    })?;
    let rest = text.get(start.0..)?;
    let rest = rest.get(..rest.find('>').map_or(rest.len(), |e| e + 1))?;
    // At most 40 characters, cut between characters (a byte count may split one).
    let end = rest.char_indices().nth(40).map_or(rest.len(), |(i, _)| i);
    rest.get(..end)
}
