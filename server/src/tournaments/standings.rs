//! An arena's standings, from its players and its games as stored: each player's sheet
//! (its games in the order they ended, scored by the arena's rules), performance and
//! rank. Every process computes the same table from the same rows.

use super::arena::{self, Outcome, Played, Sheet};
use super::store::{ArenaGame, Entrant};

/// A player's line in the standings.
#[derive(Clone, Debug)]
pub struct Row {
    pub entrant: Entrant,
    pub sheet: Sheet,
    pub performance: Option<i64>,
    /// From 1.
    pub rank: u32,
}

/// What game `g` was for `account`, once over and counted (an aborted game is nothing).
pub fn played(g: &ArenaGame, account: &str) -> Option<Played> {
    let white = g.white_id == account;
    if !white && g.black_id != account {
        return None;
    }
    let outcome = match (g.result.as_deref()?, white) {
        ("white wins", true) | ("black wins", false) => Outcome::Win,
        ("white wins", false) | ("black wins", true) => Outcome::Loss,
        ("draw", _) => Outcome::Draw,
        _ => return None,
    };
    let plies = u32::try_from(g.plies.unwrap_or(0)).unwrap_or(0);
    Some(Played {
        result: outcome,
        plies,
        own_moves: if white { plies.div_ceil(2) } else { plies / 2 },
        berserk: g.berserk[usize::from(!white)],
        opponent_rating: if white { g.black_rating } else { g.white_rating },
    })
}

/// The standings, first place first.
pub fn table(entrants: &[Entrant], games: &[ArenaGame]) -> Vec<Row> {
    let mut ranked: Vec<(arena::Standing, Row)> = entrants
        .iter()
        .map(|e| {
            let mine: Vec<Played> = games.iter().filter_map(|g| played(g, &e.account_id)).collect();
            let row =
                Row { entrant: e.clone(), sheet: Sheet::of(&mine), performance: arena::performance(&mine), rank: 0 };
            // Ties end by name, as a reader finds it (names are unique whatever their case).
            let standing = arena::Standing {
                name: e.username.to_lowercase(),
                points: row.sheet.total,
                performance: row.performance.unwrap_or(e.rating),
            };
            (standing, row)
        })
        .collect();
    ranked.sort_by(|a, b| arena::order(&a.0, &b.0));
    ranked.into_iter().enumerate().map(|(i, (_, row))| Row { rank: i as u32 + 1, ..row }).collect()
}

/// The player's last opponent and whites minus blacks, from the games they have had.
pub fn history(games: &[ArenaGame], account: &str) -> (Option<String>, i32) {
    let mut last = None;
    let mut balance = 0;
    for g in games {
        if g.white_id == account {
            balance += 1;
            last = Some(g.black_id.clone());
        } else if g.black_id == account {
            balance -= 1;
            last = Some(g.white_id.clone());
        }
    }
    (last, balance)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrant(id: &str, rating: i64) -> Entrant {
        Entrant { account_id: id.into(), username: id.to_uppercase(), rating, withdrawn: false }
    }

    fn game(white: &str, black: &str, result: &str, plies: i64) -> ArenaGame {
        ArenaGame {
            game_id: format!("{white}-{black}"),
            white_id: white.into(),
            black_id: black.into(),
            white_rating: 1500,
            black_rating: 1500,
            white_token: String::new(),
            black_token: String::new(),
            ended_ms: Some(1),
            result: Some(result.into()),
            plies: Some(plies),
            berserk: [false; 2],
        }
    }

    #[test]
    fn the_table_scores_each_player_s_games_and_ranks_them() {
        let entrants = [entrant("a", 1500), entrant("b", 1600), entrant("c", 1400)];
        let games = [
            game("a", "b", "white wins", 30),
            game("c", "a", "black wins", 30),
            game("b", "c", "draw", 30),
            game("a", "c", "aborted", 0),
            // Under way: not counted.
            ArenaGame { result: None, ended_ms: None, ..game("b", "a", "", 0) },
        ];
        let rows = table(&entrants, &games);
        let summary: Vec<(&str, u32, u32)> =
            rows.iter().map(|r| (r.entrant.account_id.as_str(), r.rank, r.sheet.total)).collect();
        // a: two wins (2 + 2, on fire after); b: a loss and a draw; c: a loss and a draw.
        assert_eq!(summary[0], ("a", 1, 4));
        assert!(rows[0].sheet.fire);
        assert_eq!(rows[1].sheet.total, 1);
        assert_eq!(rows[2].sheet.total, 1);
        // Whites minus blacks over every game, the one under way last: a-b, c-a, a-c, b-a.
        assert_eq!(history(&games, "a"), (Some("b".to_string()), 0));
    }

    #[test]
    fn players_level_in_points_and_performance_stand_by_name_whatever_their_ids() {
        let entrants = [
            Entrant { username: "zed".into(), ..entrant("1", 1500) },
            Entrant { username: "Amy".into(), ..entrant("2", 1500) },
            Entrant { username: "bob".into(), ..entrant("0", 1500) },
        ];
        let names: Vec<String> = table(&entrants, &[]).into_iter().map(|r| r.entrant.username).collect();
        assert_eq!(names, ["Amy", "bob", "zed"]);
    }
}
