//! One module per game for what its statistics count: each builds its game's
//! [`Categories`] from the table's configuration (`categories`) and says which categories an
//! outcome shows (`classify`). This registry is the one place that maps the domain's games to
//! their modules; [`Categories::of`] and [`Categories::classify`] are written here and
//! dispatch through it.
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
use livedraw_domain::{GameConfig, GameKind, Outcome};

/// The registry's side of [`Categories`]: what it is for a game and what an outcome shows.
impl Categories {
    /// The categories of a table configured with `config` (a roulette wheel has 37 or 38
    /// pockets).
    pub fn of(config: &GameConfig) -> Categories {
        categories(config)
    }

    /// The categories (indexes into [`Categories::names`]) an outcome of this game shows, one
    /// per sector, die, ball or card. An outcome of another game, or a value outside the
    /// game's range, shows none.
    pub fn classify(&self, outcome: &Outcome) -> Vec<usize> {
        let indexes = classify(self, outcome);
        if !is_of(outcome, self.game()) {
            return Vec::new();
        }
        indexes
            .into_iter()
            .filter(|index| *index < self.names().len())
            .collect()
    }
}

/// The categories of a table configured with `config`, by its game's module.
fn categories(config: &GameConfig) -> Categories {
    match config {
        GameConfig::Baccarat => baccarat::categories(),
        GameConfig::War => war::categories(),
        GameConfig::Poker6 => poker6::categories(),
        GameConfig::Wheel => wheel::categories(),
        GameConfig::Dice5 => dice5::categories(),
        GameConfig::Lotto(config) => lotto::categories(config),
        GameConfig::Roulette(config) => roulette::categories(config),
        GameConfig::MoneyWheel(_) => money_wheel::categories(),
        GameConfig::SicBo(_) => sic_bo::categories(),
        GameConfig::LuckyDice(_) => lucky_dice::categories(),
        GameConfig::PuntoBanco(_) => punto_banco::categories(),
        GameConfig::Blackjack(config) => blackjack::categories(config),
    }
}

/// The categories `outcome` shows, by its game's module (indexes into `categories`' names,
/// unchecked).
fn classify(categories: &Categories, outcome: &Outcome) -> Vec<usize> {
    match outcome {
        Outcome::Baccarat(coup) => baccarat::classify(coup),
        Outcome::War(cards) => war::classify(cards),
        Outcome::Poker6(hands) => poker6::classify(hands),
        Outcome::Wheel(stop) => wheel::classify(stop),
        Outcome::Dice5(roll) => dice5::classify(roll),
        Outcome::Lotto(draw) => lotto::classify(draw),
        Outcome::Roulette(spin) => roulette::classify(categories, spin),
        Outcome::MoneyWheel(stop) => money_wheel::classify(stop),
        Outcome::SicBo(roll) => sic_bo::classify(roll),
        Outcome::LuckyDice(throw) => lucky_dice::classify(throw),
        Outcome::PuntoBanco(coup) => punto_banco::classify(coup),
        Outcome::Blackjack(deal) => blackjack::classify(deal),
    }
}

/// Whether `outcome` is one of `game`'s (a lottery outcome is either lottery's).
fn is_of(outcome: &Outcome, game: GameKind) -> bool {
    match outcome {
        Outcome::Baccarat(_) => game == GameKind::Baccarat,
        Outcome::War(_) => game == GameKind::War,
        Outcome::Poker6(_) => game == GameKind::Poker6,
        Outcome::Wheel(_) => game == GameKind::Wheel,
        Outcome::Dice5(_) => game == GameKind::Dice5,
        Outcome::Lotto(_) => game.is_lottery(),
        Outcome::Roulette(_) => game == GameKind::Roulette,
        Outcome::MoneyWheel(_) => game == GameKind::MoneyWheel,
        Outcome::SicBo(_) => game == GameKind::SicBo,
        Outcome::LuckyDice(_) => game == GameKind::LuckyDice,
        Outcome::PuntoBanco(_) => game == GameKind::PuntoBanco,
        Outcome::Blackjack(_) => game == GameKind::Blackjack,
    }
}
