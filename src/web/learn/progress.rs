//! What Learn and Puzzles keep in the browser: the stars of each lesson, and the Glicko-2
//! ratings of the player and of each puzzle played, per game.

use crate::rating::Rating;
use crate::web::{dom, prefs};

fn get(key: &str) -> String {
    prefs::stored(key).unwrap_or_default()
}

/// The stars of each lesson of `game`'s course (0: not done), by lesson.
pub fn stars(game: &str) -> Vec<u8> {
    get(&format!("pyramid-learn:{game}")).bytes().map(|b| b.saturating_sub(b'0').min(3)).collect()
}

/// Keeps the best stars of lesson `index`.
pub fn record_stars(game: &str, index: usize, earned: u8) {
    let mut all = stars(game);
    if all.len() <= index {
        all.resize(index + 1, 0);
    }
    all[index] = all[index].max(earned);
    let text: String = all.iter().map(|s| (b'0' + s) as char).collect();
    prefs::store(&format!("pyramid-learn:{game}"), &text);
}

fn read_rating(text: &str) -> Option<Rating> {
    let mut it = text.split_whitespace().map(dom::read_decimal);
    let (rating, deviation, volatility) = (it.next()??, it.next()??, it.next()??);
    (rating.is_finite() && deviation > 0.0 && volatility > 0.0).then_some(Rating { rating, deviation, volatility })
}

fn write_rating(r: Rating) -> String {
    format!("{} {} {}", dom::decimal(r.rating, 2), dom::decimal(r.deviation, 2), dom::decimal(r.volatility, 6))
}

/// The player's puzzle rating in `game` (a newcomer's: 1500 ± 350).
pub fn player(game: &str) -> Rating {
    read_rating(&get(&format!("pyramid-puzzle-rating:{game}"))).unwrap_or_default()
}

/// The puzzles of `game` played here, with their ratings as they now stand.
pub fn puzzles(game: &str) -> Vec<(String, Rating)> {
    get(&format!("pyramid-puzzles:{game}"))
        .lines()
        .filter_map(|line| {
            let (id, rating) = line.split_once(' ')?;
            Some((id.to_string(), read_rating(rating)?))
        })
        .collect()
}

/// Keeps the player's rating and puzzle `id`'s after it was played.
pub fn record_puzzle(game: &str, player: Rating, id: &str, puzzle: Rating) {
    prefs::store(&format!("pyramid-puzzle-rating:{game}"), &write_rating(player));
    let mut all = puzzles(game);
    all.retain(|(i, _)| i != id);
    all.push((id.to_string(), puzzle));
    let text: Vec<String> = all.iter().map(|(i, r)| format!("{i} {}", write_rating(*r))).collect();
    prefs::store(&format!("pyramid-puzzles:{game}"), &text.join("\n"));
}
