//! The dispatch of [`Categories::of`] and [`Categories::classify`] to each game's
//! `categories.rs` (its [`GameCategories`] and [`Classify`] impls) through [`crate::each_game!`]
//! and [`crate::each_outcome!`], so a game without its impls does not compile.
//!
//! Within one draw the categories are not independent (no ball or card twice from one deck);
//! that makes the counts vary less than the multinomial the chi-square test assumes, so the
//! test errs on the side of fewer alerts, never more.

use super::{Game, GameConfig};
use crate::categories::{Categories, Classify, GameCategories};
use crate::outcome::Outcome;

/// What the categories are for a game and what an outcome shows.
impl Categories {
    /// The categories of a table configured with `config` (a roulette wheel has 37 or 38
    /// pockets).
    pub fn of(config: &GameConfig) -> Categories {
        crate::each_game!(&Game::new(config), rules => GameCategories::categories(rules))
    }

    /// The categories (indexes into [`Categories::names`]) an outcome of this game shows, one
    /// per sector, die, ball or card. An outcome of another game, or a value outside the
    /// game's range, shows none.
    pub fn classify(&self, outcome: &Outcome) -> Vec<usize> {
        if !outcome.is_of(self.game()) {
            return Vec::new();
        }
        crate::each_outcome!(outcome, inner => Classify::classify(inner, self))
            .into_iter()
            .filter(|index| *index < self.names().len())
            .collect()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::kind::GameKind;

    /// The categories of a `game` table with the default configuration.
    pub(crate) fn of(game: GameKind) -> Categories {
        Categories::of(&GameConfig::of(game))
    }

    #[test]
    fn every_game_has_probabilities_that_sum_to_one() {
        for game in GameKind::ALL {
            let categories = of(game);
            let sum: f64 = categories.probabilities().iter().sum();
            assert!((sum - 1.0).abs() < 1e-12, "{game}: {sum}");
            assert_eq!(categories.names().len(), categories.probabilities().len());
        }
        assert_eq!(of(GameKind::Wheel).names().len(), 19);
        assert_eq!(of(GameKind::Lotto7Of42).names().len(), 42);
        assert_eq!(of(GameKind::Poker6).names().len(), 13);
    }
}
