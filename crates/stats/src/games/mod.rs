//! One module per game for what its statistics count: each implements [`GameCategories`] for
//! its game's rules type (the categories of a table configured so) and [`Classify`] for its
//! outcome type (which categories an outcome shows; baccarat's module classifies the outcome
//! every game dealt from its shoe shares, lotto's both lotteries'). [`Categories::of`] and
//! [`Categories::classify`], written here, dispatch to them through the domain's
//! `each_game!` and `each_outcome!`, so a game without its impls does not compile.
//!
//! Within one draw the categories are not independent (no ball or card twice from one deck);
//! that makes the counts vary less than the multinomial the chi-square test assumes, so the
//! test errs on the side of fewer alerts, never more.

pub mod baccarat;
pub mod blackjack;
pub mod dice5;
pub mod lotto;
pub mod lucky_dice;
pub mod money_wheel;
pub mod poker6;
pub mod punto_banco;
pub mod roulette;
pub mod sic_bo;
pub mod war;
pub mod wheel;

use crate::categories::Categories;
use livedraw_domain::games::Game;
use livedraw_domain::{each_game, each_outcome, GameConfig, Outcome};

/// What a game's statistics count, implemented by its module for the domain's rules type of
/// the game.
pub(crate) trait GameCategories {
    /// The categories of this table, as configured.
    fn categories(&self) -> Categories;
}

/// Which categories an outcome shows, implemented by a game's module for its outcome type.
pub(crate) trait Classify {
    /// The categories this outcome shows (indexes into `categories`' names, unchecked), one
    /// per sector, die, ball or card; `categories` are the table's (a roulette wheel's
    /// pockets depend on it).
    fn classify(&self, categories: &Categories) -> Vec<usize>;
}

/// The registry's side of [`Categories`]: what it is for a game and what an outcome shows.
impl Categories {
    /// The categories of a table configured with `config` (a roulette wheel has 37 or 38
    /// pockets).
    pub fn of(config: &GameConfig) -> Categories {
        each_game!(&Game::new(config), rules => GameCategories::categories(rules))
    }

    /// The categories (indexes into [`Categories::names`]) an outcome of this game shows, one
    /// per sector, die, ball or card. An outcome of another game, or a value outside the
    /// game's range, shows none.
    pub fn classify(&self, outcome: &Outcome) -> Vec<usize> {
        if !outcome.is_of(self.game()) {
            return Vec::new();
        }
        each_outcome!(outcome, inner => Classify::classify(inner, self))
            .into_iter()
            .filter(|index| *index < self.names().len())
            .collect()
    }
}
