//! An embedded board's attributes (`data-game`, `data-position`, …), read and checked.
//! Pure engine code, so that it is tested and fuzzed natively; `web::embed` mounts what
//! it returns.

use crate::game::Options;
use crate::games::{self, Session};

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
}

impl Embed {
    /// A new game at the embed's position.
    pub fn session(&self) -> Box<dyn Session> {
        games::open(&self.game, &self.options, self.position.as_deref()).expect("checked when parsed")
    }
}

/// Reads and checks the attributes; `attr("game")` gives the value of `data-game`.
pub fn parse(attr: impl Fn(&str) -> Option<String>) -> Result<Embed, String> {
    let game = attr("game")
        .map(|g| g.trim().to_string())
        .filter(|g| !g.is_empty())
        .ok_or_else(|| format!("data-game is missing: expected one of {}", games::GAME_NAMES.join(", ")))?;
    let mut options = Options::new();
    for pair in attr("options").unwrap_or_default().split_whitespace() {
        options.set_pair(pair).map_err(|e| format!("data-options: {e}"))?;
    }
    let position = attr("position").filter(|p| !p.trim().is_empty());
    let mut session = games::open(&game, &options, position.as_deref()).map_err(|e| {
        let attribute = match e {
            crate::game::Error::UnknownGame { .. } => "data-game",
            crate::game::Error::Option { .. } => "data-options",
            _ => "data-position",
        };
        format!("{attribute}: {e}")
    })?;
    let mut moves = Vec::new();
    for (i, text) in attr("moves").unwrap_or_default().split(';').map(str::trim).filter(|m| !m.is_empty()).enumerate() {
        // Moves are kept in canonical notation, as the board will replay them.
        session.play(text).map_err(|e| format!("data-moves, move {}: {e}", i + 1))?;
        moves.push(session.history().last().cloned().unwrap_or_else(|| text.to_string()));
    }
    let interactive = match attr("interactive").as_deref().map(str::trim) {
        None | Some("") | Some("false") => false,
        Some("true") => true,
        Some(other) => return Err(format!("data-interactive is '{other}': expected true or false")),
    };
    let size = match attr("size").as_deref().map(str::trim) {
        None | Some("") | Some("medium") => Size::Medium,
        Some("small") => Size::Small,
        Some("large") => Size::Large,
        Some(other) => return Err(format!("data-size is '{other}': expected small, medium or large")),
    };
    let caption = attr("caption").filter(|c| !c.trim().is_empty());
    if let Some(tag) = caption.as_deref().and_then(find_markup) {
        return Err(format!("data-caption is plain text, but it contains markup ('{tag}'): remove the tags"));
    }
    Ok(Embed { game, position, options, moves, interactive, size, caption })
}

/// The first thing in `text` that looks like an HTML tag, comment or entity-free markup.
fn find_markup(text: &str) -> Option<&str> {
    let start = text.char_indices().find(|&(i, c)| {
        c == '<' && text[i + 1..].starts_with(|n: char| n.is_ascii_alphabetic() || n == '/' || n == '!')
    })?;
    let rest = &text[start.0..];
    let end = rest.find('>').map_or(rest.len(), |e| e + 1);
    Some(&rest[..end.min(40)])
}
