//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013), one
//! implementation for everything rated, as lichess rates: a game between two players
//! moves both ratings ([`game_played`]), and so does a puzzle, a puzzle solved being a game
//! won against it ([`puzzle_played`]).

use std::f64::consts::PI;

/// The Glicko scale's factor between a rating and Glicko-2's internal scale.
const SCALE: f64 = 173.7178;
/// The system constant: how much the volatility may change (0.3 to 1.2; lichess: 0.75).
const TAU: f64 = 0.75;
/// The precision to which the new volatility is found.
const EPSILON: f64 = 0.000_001;

/// A rating, its deviation and its volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A newcomer's: 1500 ± 350.
    fn default() -> Rating {
        Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 }
    }
}

impl Rating {
    /// A puzzle's rating from the generator's guess, with a deviation that lets it move.
    pub fn guessed(rating: f64) -> Rating {
        Rating { rating, deviation: 250.0, volatility: 0.06 }
    }

    /// The rating after one rating period of `games`: each an opponent and the score
    /// (1 a win, 0 a loss, 0.5 a draw).
    pub fn after(self, games: &[(Rating, f64)]) -> Rating {
        self.after_with(games, TAU)
    }

    /// [`Rating::after`] with the system constant `tau`.
    fn after_with(self, games: &[(Rating, f64)], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let phi = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating { deviation: phi * SCALE, ..self };
        }
        let g = |phi: f64| 1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt();
        let expected = |mu_j: f64, g_j: f64| 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp());
        let (mut inverse_v, mut sum) = (0.0, 0.0);
        for (opponent, score) in games {
            let mu_j = (opponent.rating - 1500.0) / SCALE;
            let g_j = g(opponent.deviation / SCALE);
            let e = expected(mu_j, g_j);
            inverse_v += g_j * g_j * e * (1.0 - e);
            sum += g_j * (score - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        let volatility = new_volatility(self.volatility, phi, v, delta, tau);
        let phi_star = (phi * phi + volatility * volatility).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating { rating: mu_new * SCALE + 1500.0, deviation: phi_new * SCALE, volatility }
    }
}

/// Step 5 of the paper: the new volatility, by the Illinois algorithm.
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2)) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    // At most a few dozen steps; the bound only guards against a float that never settles.
    for _ in 0..100 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            (big_a, f_a) = (big_b, f_b);
        } else {
            f_a /= 2.0;
        }
        (big_b, f_b) = (c, f_c);
    }
    (big_a / 2.0).exp()
}

/// A game played: White's and Black's ratings after it, `white_score` being White's (1 a
/// win, 0.5 a draw, 0 a loss), each rated against the other as they were before (a game
/// is its own rating period, as lichess rates).
pub fn game_played(white: Rating, black: Rating, white_score: f64) -> (Rating, Rating) {
    (white.after(&[(black, white_score)]), black.after(&[(white, 1.0 - white_score)]))
}

/// A puzzle played: the player's rating and the puzzle's, after a solve (`solved`) or a
/// failure, each rated against the other as it was before.
pub fn puzzle_played(player: Rating, puzzle: Rating, solved: bool) -> (Rating, Rating) {
    let score = if solved { 1.0 } else { 0.0 };
    (player.after(&[(puzzle, score)]), puzzle.after(&[(player, 1.0 - score)]))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example, with his τ of 0.5: 1500 ± 200 beats 1400 ± 30 and loses
    /// to 1550 ± 100 and 1700 ± 300, and comes out at 1464.06 ± 151.52, σ 0.05999.
    #[test]
    fn the_papers_example() {
        let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let games = [
            (Rating { rating: 1400.0, deviation: 30.0, volatility: 0.06 }, 1.0),
            (Rating { rating: 1550.0, deviation: 100.0, volatility: 0.06 }, 0.0),
            (Rating { rating: 1700.0, deviation: 300.0, volatility: 0.06 }, 0.0),
        ];
        let after = player.after_with(&games, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.1, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.1, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.0001, "{after:?}");
    }

    /// Two newcomers: the winner gains what the loser loses (the same deviations), by
    /// lichess's figure for a first game of two 1500s (about 163 points at ±350); a draw
    /// moves neither rating and narrows both deviations.
    #[test]
    fn a_game_moves_both_players() {
        let (white, black) = game_played(Rating::default(), Rating::default(), 1.0);
        assert!((white.rating - 1662.3).abs() < 1.0 && (black.rating - 1337.7).abs() < 1.0, "{white:?} {black:?}");
        assert!((white.rating - 1500.0 - (1500.0 - black.rating)).abs() < 1e-6);
        assert!(white.deviation < 350.0 && black.deviation < 350.0);
        let (white, black) = game_played(Rating::default(), Rating::default(), 0.5);
        assert!((white.rating - 1500.0).abs() < 1e-6 && (black.rating - 1500.0).abs() < 1e-6);
        assert!(white.deviation < 350.0 && black.deviation < 350.0);
        // An upset moves more than the expected result.
        let strong = Rating { rating: 1900.0, deviation: 80.0, volatility: 0.06 };
        let weak = Rating { rating: 1400.0, deviation: 80.0, volatility: 0.06 };
        let (upset, _) = game_played(weak, strong, 1.0);
        let (expected, _) = game_played(strong, weak, 1.0);
        assert!(upset.rating - 1400.0 > expected.rating - 1900.0, "{upset:?} {expected:?}");
    }

    #[test]
    fn a_solve_raises_the_player_and_lowers_the_puzzle() {
        let (player, puzzle) = puzzle_played(Rating::default(), Rating::guessed(1600.0), true);
        assert!(player.rating > 1500.0 && puzzle.rating < 1600.0, "{player:?} {puzzle:?}");
        assert!(player.deviation < 350.0);
        let (player, puzzle) = puzzle_played(Rating::default(), Rating::guessed(1600.0), false);
        assert!(player.rating < 1500.0 && puzzle.rating > 1600.0, "{player:?} {puzzle:?}");
        // Beating a much weaker puzzle moves little.
        let (easy, _) = puzzle_played(Rating::default(), Rating::guessed(900.0), true);
        let (hard, _) = puzzle_played(Rating::default(), Rating::guessed(2100.0), true);
        assert!(easy.rating - 1500.0 < hard.rating - 1500.0);
    }
}
