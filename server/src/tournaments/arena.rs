//! An arena's rules (lichess's arena, the reference): how a game scores, the standings,
//! and how free players are paired. Pure functions over plain data: the server's storage
//! and its requests call them, and they are tested here alone.
//!
//! - A win is 2 points, a draw 1, a loss 0. After two wins in a row each further game
//!   scores double (a win 4, a draw 2) until a game is not won: the player is "on fire".
//! - A draw in fewer than 10 moves (20 plies) scores nothing, on fire or not, and ends
//!   the fire.
//! - A player who berserked (half their clock, no increment) and wins after at least 7
//!   moves of their own gains 1 point more.
//! - Standings: points, then performance rating.
//! - Pairing: free players in the order of the standings, each with the nearest free one
//!   below that was not their last opponent when another is free; the colours balance
//!   each player's whites and blacks.

/// A game's result for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// Plies below which a draw scores nothing (10 moves each).
pub const EARLY_DRAW_PLIES: u32 = 20;
/// Moves of one's own a berserk win needs for its extra point.
pub const BERSERK_MOVES: u32 = 7;

/// One finished game, as a player's sheet counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub result: Outcome,
    /// Plies of the whole game.
    pub plies: u32,
    /// The player's own moves.
    pub own_moves: u32,
    pub berserk: bool,
    /// The opponent's rating when the game began.
    pub opponent_rating: i64,
}

/// What one game scored, and whether the player was on fire for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    pub points: u32,
    pub fire: bool,
}

/// A player's sheet: each game's points in order, the total, and whether the next game
/// is on fire.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub scores: Vec<Scored>,
    pub total: u32,
    /// On fire now: the next game scores double.
    pub fire: bool,
    wins_in_a_row: u32,
}

impl Sheet {
    /// The sheet of `games`, in the order they ended.
    pub fn of(games: &[Played]) -> Sheet {
        let mut sheet = Sheet::default();
        for game in games {
            sheet.add(game);
        }
        sheet
    }

    /// Counts one more game.
    pub fn add(&mut self, game: &Played) {
        let doubled = self.fire;
        let early_draw = game.result == Outcome::Draw && game.plies < EARLY_DRAW_PLIES;
        let base = match game.result {
            Outcome::Win => 2,
            Outcome::Draw if early_draw => 0,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        };
        let bonus = u32::from(game.berserk && game.result == Outcome::Win && game.own_moves >= BERSERK_MOVES);
        let points = if doubled { base * 2 } else { base } + bonus;
        self.scores.push(Scored { points, fire: doubled });
        self.total += points;
        self.wins_in_a_row = if game.result == Outcome::Win { self.wins_in_a_row + 1 } else { 0 };
        self.fire = self.wins_in_a_row >= 2;
    }

    /// lichess's `sheet.scores`: each game's points, the newest first, as digits.
    pub fn scores_text(&self) -> String {
        self.scores.iter().rev().map(|s| s.points.to_string()).collect()
    }
}

/// The performance rating of `games`: the opponents' average rating, 500 more for each
/// win over a loss (lichess's arena's), or `None` before a first game.
pub fn performance(games: &[Played]) -> Option<i64> {
    if games.is_empty() {
        return None;
    }
    let n = games.len() as i64;
    let opponents: i64 = games.iter().map(|g| g.opponent_rating).sum();
    let balance: i64 = games
        .iter()
        .map(|g| match g.result {
            Outcome::Win => 1,
            Outcome::Draw => 0,
            Outcome::Loss => -1,
        })
        .sum();
    Some((opponents + 500 * balance) / n)
}

/// A player in the standings: their points, their performance (their rating before a
/// first game) and a key that settles any tie for good (their name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub name: String,
    pub points: u32,
    pub performance: i64,
}

/// The standings' order: points, then performance, then name.
pub fn rank(standings: &mut [Standing]) {
    standings.sort_by(order);
}

/// Which of two players stands higher (`Less`: `a`).
pub fn order(a: &Standing, b: &Standing) -> std::cmp::Ordering {
    b.points.cmp(&a.points).then(b.performance.cmp(&a.performance)).then_with(|| a.name.cmp(&b.name))
}

/// A free player, as the pairing sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Free {
    pub name: String,
    /// Their last opponent in this arena.
    pub last_opponent: Option<String>,
    /// Whites played minus blacks played.
    pub colour_balance: i32,
}

/// Pairs free players given in the standings' order: each with the nearest below that
/// was not their last opponent (their last opponent only where no other is free). The
/// first of each pair plays White: the one who has had fewer whites; on a tie, the
/// higher ranked. An odd player out waits for the next pairing.
pub fn pair(free: &[Free]) -> Vec<(String, String)> {
    let mut left: Vec<&Free> = free.iter().collect();
    let mut pairs = Vec::new();
    while left.len() >= 2 {
        let first = left.remove(0);
        let rematch = |p: &&Free| {
            first.last_opponent.as_deref() == Some(p.name.as_str()) || p.last_opponent.as_deref() == Some(&first.name)
        };
        let at = left.iter().position(|p| !rematch(p)).unwrap_or(0);
        let second = left.remove(at);
        if second.colour_balance < first.colour_balance {
            pairs.push((second.name.clone(), first.name.clone()));
        } else {
            pairs.push((first.name.clone(), second.name.clone()));
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(result: Outcome) -> Played {
        Played { result, plies: 40, own_moves: 20, berserk: false, opponent_rating: 1500 }
    }

    #[test]
    fn two_wins_in_a_row_set_a_player_on_fire_until_a_game_is_not_won() {
        use Outcome::*;
        let sheet = Sheet::of(&[Win, Win, Win, Draw, Win, Loss].map(game));
        let points: Vec<u32> = sheet.scores.iter().map(|s| s.points).collect();
        // The third win is doubled, and so is the draw after it, which ends the fire.
        assert_eq!(points, [2, 2, 4, 2, 2, 0]);
        assert_eq!(sheet.total, 12);
        assert!(!sheet.fire);
        assert_eq!(sheet.scores_text(), "022422");
        let on_fire = Sheet::of(&[Loss, Win, Win].map(game));
        assert!(on_fire.fire, "the next game scores double");
        assert_eq!(on_fire.scores.iter().map(|s| s.fire).collect::<Vec<_>>(), [false, false, false]);
    }

    #[test]
    fn an_early_draw_scores_nothing_even_on_fire() {
        let early = Played { plies: EARLY_DRAW_PLIES - 1, ..game(Outcome::Draw) };
        assert_eq!(Sheet::of(&[early]).total, 0);
        assert_eq!(Sheet::of(&[Played { plies: EARLY_DRAW_PLIES, ..early }]).total, 1);
        let sheet = Sheet::of(&[game(Outcome::Win), game(Outcome::Win), early, game(Outcome::Win)]);
        assert_eq!(sheet.scores.iter().map(|s| s.points).collect::<Vec<_>>(), [2, 2, 0, 2]);
    }

    #[test]
    fn a_berserk_win_of_seven_own_moves_gains_a_point() {
        let berserk = Played { berserk: true, own_moves: BERSERK_MOVES, ..game(Outcome::Win) };
        assert_eq!(Sheet::of(&[berserk]).total, 3);
        assert_eq!(Sheet::of(&[Played { own_moves: BERSERK_MOVES - 1, ..berserk }]).total, 2);
        assert_eq!(Sheet::of(&[Played { result: Outcome::Draw, ..berserk }]).total, 1, "only a win");
        // On fire: the win doubled, the point not.
        assert_eq!(Sheet::of(&[game(Outcome::Win), game(Outcome::Win), berserk]).total, 2 + 2 + 5);
    }

    #[test]
    fn the_standings_go_by_points_then_performance() {
        let mut table = vec![
            Standing { name: "c".into(), points: 4, performance: 1400 },
            Standing { name: "a".into(), points: 6, performance: 1300 },
            Standing { name: "b".into(), points: 4, performance: 1700 },
            Standing { name: "d".into(), points: 4, performance: 1700 },
        ];
        rank(&mut table);
        let names: Vec<&str> = table.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "d", "c"]);
        let games = [
            Played { opponent_rating: 1600, ..game(Outcome::Win) },
            Played { opponent_rating: 1400, ..game(Outcome::Loss) },
            Played { opponent_rating: 1500, ..game(Outcome::Win) },
        ];
        assert_eq!(performance(&games), Some((1600 + 1400 + 1500 + 500) / 3));
        assert_eq!(performance(&[]), None);
    }

    fn free(name: &str, last: Option<&str>, balance: i32) -> Free {
        Free { name: name.into(), last_opponent: last.map(str::to_string), colour_balance: balance }
    }

    #[test]
    fn free_players_meet_the_nearest_in_rank_but_not_their_last_opponent_again() {
        let players = [free("a", Some("b"), 0), free("b", Some("a"), 0), free("c", None, 0), free("d", None, 0)];
        assert_eq!(pair(&players), [("a".into(), "c".into()), ("b".into(), "d".into())]);
        // Only their last opponent free: a rematch rather than a wait.
        let two = [free("a", Some("b"), 0), free("b", Some("a"), 0)];
        assert_eq!(pair(&two), [("a".into(), "b".into())]);
        // One left over waits.
        assert_eq!(pair(&[free("a", None, 0), free("b", None, 0), free("c", None, 0)]).len(), 1);
        assert!(pair(&[free("a", None, 0)]).is_empty());
    }

    #[test]
    fn colours_balance_each_player_s_whites_and_blacks() {
        // a has had more whites: b takes White.
        assert_eq!(pair(&[free("a", None, 1), free("b", None, 0)]), [("b".into(), "a".into())]);
        assert_eq!(pair(&[free("a", None, -1), free("b", None, 0)]), [("a".into(), "b".into())]);
        assert_eq!(pair(&[free("a", None, 0), free("b", None, 0)]), [("a".into(), "b".into())]);
    }
}
