//! One module per game that takes options in the studio file (the fixed-payout games and
//! blackjack): the keys it takes and its configuration built from them. The live-odds games
//! take none. This registry is the one place that maps the domain's games to their modules;
//! [`TableSpec::game_config`](crate::table::TableSpec) dispatches through it.

pub mod blackjack;
pub mod lucky_dice;
pub mod money_wheel;
pub mod punto_banco;
pub mod roulette;
pub mod sic_bo;

#[cfg(test)]
mod test_options;

use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::{GameConfig, GameKind};

/// The configuration of a table of `spec`, from its game's `defaults` and its options, by its
/// game's module.
pub(crate) fn config(
    spec: &TableSpec,
    defaults: GameConfig,
    place: &str,
) -> Result<GameConfig, ConfigError> {
    Ok(match defaults {
        GameConfig::Roulette(defaults) => {
            GameConfig::Roulette(roulette::config(spec, defaults, place)?)
        }
        GameConfig::MoneyWheel(defaults) => {
            GameConfig::MoneyWheel(money_wheel::config(spec, defaults, place)?)
        }
        GameConfig::SicBo(_) => GameConfig::SicBo(sic_bo::config(spec, place)?),
        GameConfig::LuckyDice(defaults) => {
            GameConfig::LuckyDice(lucky_dice::config(spec, defaults, place)?)
        }
        GameConfig::PuntoBanco(_) => GameConfig::PuntoBanco(punto_banco::config(spec, place)?),
        GameConfig::Blackjack(_) => GameConfig::Blackjack(blackjack::config(spec, place)?),
        // The live-odds games take no options.
        live @ (GameConfig::Baccarat
        | GameConfig::War
        | GameConfig::Poker6
        | GameConfig::Wheel
        | GameConfig::Dice5
        | GameConfig::Lotto(_)) => live,
    })
}

/// The options of the studio file a `game` table takes, by its game's module.
pub(crate) fn keys(game: GameKind) -> &'static [&'static str] {
    match game {
        GameKind::Roulette => roulette::KEYS,
        GameKind::MoneyWheel => money_wheel::KEYS,
        GameKind::SicBo => sic_bo::KEYS,
        GameKind::LuckyDice => lucky_dice::KEYS,
        GameKind::PuntoBanco => punto_banco::KEYS,
        GameKind::Blackjack => blackjack::KEYS,
        GameKind::Baccarat
        | GameKind::War
        | GameKind::Poker6
        | GameKind::Wheel
        | GameKind::Dice5
        | GameKind::Lotto5Of36
        | GameKind::Lotto7Of42 => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::test_options::options;
    use livedraw_domain::GameKind;

    #[test]
    fn a_paytable_below_the_rulebook_is_refused_at_start_up_naming_the_market() {
        let error = options("payouts = { straight = 34 }")
            .game_config(GameKind::Roulette, "table roulette-1")
            .expect_err("refused");
        assert_eq!(
            error.to_string(),
            "table roulette-1: market `straight` pays 34x, below the rulebook's minimum of 35x"
        );
        let error = options("symbols = { \"1\" = 1, \"2\" = 2, \"5\" = 5, \"10\" = 10, \"20\" = 20, joker = 45, logo = 40 }")
            .game_config(GameKind::MoneyWheel, "table money-wheel-1")
            .expect_err("refused");
        assert!(
            error.to_string().contains("market `symbol_logo` pays 40x"),
            "{error}"
        );
        let raised = options("payouts = { tie = 9 }").game_config(GameKind::PuntoBanco, "t");
        assert!(raised.is_ok());
    }
}
