//! A table's fixed-payout game options in the studio file: wheel, paytable, raised payouts,
//! money-wheel layout, repeat limits. Each applies to the games that have it; a value a game
//! does not take, or a paytable below the rulebook's, is refused at start-up, naming the table
//! and the market.

use crate::error::ConfigError;
use crate::table::TableSpec;
use livedraw_domain::games::blackjack::{BlackjackConfig, SideGame, TableOptions, Version};
use livedraw_domain::games::fixed_payout::MAX_REPEAT_LIMIT;
use livedraw_domain::games::money_wheel::{MoneyWheelConfig, Symbol};
use livedraw_domain::games::punto_banco::{PuntoBancoConfig, Variant};
use livedraw_domain::games::roulette::{Paytable, RouletteConfig, WheelKind};
use livedraw_domain::games::{lucky_dice, sic_bo};
use livedraw_domain::{GameConfig, GameKind, Payout, PayoutOverrides};
use std::time::Duration;

impl TableSpec {
    /// The game configuration of a `kind` table with its options, checked against the rules.
    /// `place` names the table in errors.
    pub(crate) fn game_config(
        &self,
        kind: GameKind,
        place: &str,
    ) -> Result<GameConfig, ConfigError> {
        self.refuse_foreign(kind, place)?;
        let config = match GameConfig::of(kind) {
            GameConfig::Roulette(defaults) => GameConfig::Roulette(self.roulette(defaults, place)?),
            GameConfig::MoneyWheel(defaults) => {
                GameConfig::MoneyWheel(self.money_wheel(defaults, place)?)
            }
            GameConfig::SicBo(_) => GameConfig::SicBo(sic_bo::SicBoConfig {
                payouts: self.overrides(place)?,
            }),
            GameConfig::LuckyDice(defaults) => GameConfig::LuckyDice(lucky_dice::LuckyDiceConfig {
                payouts: self.overrides(place)?,
                invalid_throw_limit: self.repeat_limit.unwrap_or(defaults.invalid_throw_limit),
            }),
            GameConfig::PuntoBanco(_) => GameConfig::PuntoBanco(self.punto_banco(place)?),
            GameConfig::Blackjack(_) => GameConfig::Blackjack(self.blackjack(place)?),
            // The live-odds games take no options (refused above).
            live @ (GameConfig::Baccarat
            | GameConfig::War
            | GameConfig::Poker6
            | GameConfig::Wheel
            | GameConfig::Dice5
            | GameConfig::Lotto(_)) => live,
        };
        config
            .check()
            .map_err(|error| ConfigError::invalid(place, error.to_string()))?;
        Ok(config)
    }

    /// Options the game does not take are mistakes, not silently ignored.
    fn refuse_foreign(&self, kind: GameKind, place: &str) -> Result<(), ConfigError> {
        use GameKind::{Blackjack, LuckyDice, MoneyWheel, PuntoBanco, Roulette, SicBo};
        let takes: [(&str, bool, &[GameKind]); 17] = [
            ("wheel", self.wheel.is_some(), &[Roulette]),
            ("paytable", self.paytable.is_some(), &[Roulette, PuntoBanco]),
            (
                "payouts",
                self.payouts.is_some(),
                &[Roulette, SicBo, LuckyDice, PuntoBanco],
            ),
            (
                "minimum_ball_revolutions",
                self.minimum_ball_revolutions.is_some(),
                &[Roulette],
            ),
            (
                "minimum_wheel_revolutions",
                self.minimum_wheel_revolutions.is_some(),
                &[Roulette],
            ),
            (
                "repeat_limit",
                self.repeat_limit.is_some(),
                &[Roulette, MoneyWheel, LuckyDice],
            ),
            (
                "exception_total",
                self.exception_total.is_some(),
                &[PuntoBanco],
            ),
            ("symbols", self.symbols.is_some(), &[MoneyWheel]),
            ("sectors", self.sectors.is_some(), &[MoneyWheel]),
            ("version", self.version.is_some(), &[Blackjack]),
            ("decks", self.decks.is_some(), &[Blackjack]),
            ("side_game", self.side_game.is_some(), &[Blackjack]),
            (
                "surrender_where_open",
                self.surrender_where_open.is_some(),
                &[Blackjack],
            ),
            (
                "decision_window_seconds",
                self.decision_window_seconds.is_some(),
                &[Blackjack],
            ),
            (
                "blackjack_pays",
                self.blackjack_pays.is_some(),
                &[Blackjack],
            ),
            (
                "twenty_one_pushes_dealer_blackjack",
                self.twenty_one_pushes_dealer_blackjack.is_some(),
                &[Blackjack],
            ),
            (
                "original_stake_only_under_ace",
                self.original_stake_only_under_ace.is_some(),
                &[Blackjack],
            ),
        ];
        for (key, given, games) in takes {
            if given && !games.contains(&kind) {
                let names: Vec<&str> = games.iter().map(|game| game.name()).collect();
                return Err(ConfigError::invalid(
                    place,
                    format!("`{key}` applies to {} tables only", names.join(", ")),
                ));
            }
        }
        let allowed = 1..=MAX_REPEAT_LIMIT;
        if let Some(limit) = self.repeat_limit.filter(|limit| !allowed.contains(limit)) {
            return Err(ConfigError::invalid(
                place,
                format!("repeat_limit {limit}: from 1 to {MAX_REPEAT_LIMIT}"),
            ));
        }
        Ok(())
    }

    fn roulette(
        &self,
        defaults: RouletteConfig,
        place: &str,
    ) -> Result<RouletteConfig, ConfigError> {
        let wheel = match &self.wheel {
            None => defaults.wheel,
            Some(name) => WheelKind::from_name(name).ok_or_else(|| {
                ConfigError::invalid(place, format!("wheel `{name}` is not `single` or `double`"))
            })?,
        };
        let paytable = match &self.paytable {
            None => defaults.paytable,
            Some(name) => Paytable::from_name(name).ok_or_else(|| {
                ConfigError::invalid(
                    place,
                    format!("roulette paytable `{name}` is not `arcade` or `casino`"),
                )
            })?,
        };
        Ok(RouletteConfig {
            wheel,
            paytable,
            payouts: self.overrides(place)?,
            minimum_ball_revolutions: self
                .minimum_ball_revolutions
                .unwrap_or(defaults.minimum_ball_revolutions),
            minimum_wheel_revolutions: self
                .minimum_wheel_revolutions
                .unwrap_or(defaults.minimum_wheel_revolutions),
            no_spin_limit: self.repeat_limit.unwrap_or(defaults.no_spin_limit),
        })
    }

    fn money_wheel(
        &self,
        defaults: MoneyWheelConfig,
        place: &str,
    ) -> Result<MoneyWheelConfig, ConfigError> {
        let symbols = match &self.symbols {
            None => defaults.symbols,
            Some(symbols) => symbols
                .iter()
                .map(|(name, payout)| {
                    Ok(Symbol {
                        name: name.clone(),
                        payout: payout_of(*payout, place, name)?,
                    })
                })
                .collect::<Result<_, ConfigError>>()?,
        };
        Ok(MoneyWheelConfig {
            symbols,
            sectors: self.sectors.clone().unwrap_or(defaults.sectors),
            void_spin_limit: self.repeat_limit.unwrap_or(defaults.void_spin_limit),
        })
    }

    fn punto_banco(&self, place: &str) -> Result<PuntoBancoConfig, ConfigError> {
        let variant = match self.paytable.as_deref() {
            None | Some("commission") => {
                if self.exception_total.is_some() {
                    return Err(ConfigError::invalid(
                        place,
                        "`exception_total` applies to the `no_commission` paytable only",
                    ));
                }
                Variant::Commission
            }
            Some("no_commission") => Variant::NoCommission {
                exception_total: match self.exception_total.unwrap_or(6) {
                    total @ (5 | 6) => total,
                    other => {
                        return Err(ConfigError::invalid(
                            place,
                            format!("exception_total {other}: the rules allow 6 or 5"),
                        ))
                    }
                },
            },
            Some(other) => {
                return Err(ConfigError::invalid(
                    place,
                    format!(
                        "punto banco paytable `{other}` is not `commission` or `no_commission`"
                    ),
                ))
            }
        };
        Ok(PuntoBancoConfig {
            variant,
            payouts: self.overrides(place)?,
        })
    }

    /// Blackjack: the version's studio default with the table's choices; the ranges (decks,
    /// a payout the version posts, the decision window) are the domain's check, after.
    fn blackjack(&self, place: &str) -> Result<BlackjackConfig, ConfigError> {
        let version = match &self.version {
            None => BlackjackConfig::default().version,
            Some(letter) => letter
                .parse::<Version>()
                .map_err(|error| ConfigError::invalid(place, error.to_string()))?,
        };
        let defaults = BlackjackConfig::of(version);
        Ok(BlackjackConfig {
            version,
            decks: self.decks.unwrap_or(defaults.decks),
            side_game: self.side_game(place)?,
            surrender_where_open: self
                .surrender_where_open
                .unwrap_or(defaults.surrender_where_open),
            decision_window: self
                .decision_window_seconds
                .map_or(defaults.decision_window, Duration::from_secs),
            options: TableOptions {
                blackjack_pays: match self.blackjack_pays {
                    None => defaults.options.blackjack_pays,
                    Some(multiplier) => payout_of(multiplier, place, "blackjack")?,
                },
                twenty_one_pushes_dealer_blackjack: self
                    .twenty_one_pushes_dealer_blackjack
                    .unwrap_or(defaults.options.twenty_one_pushes_dealer_blackjack),
                original_stake_only_under_ace: self
                    .original_stake_only_under_ace
                    .unwrap_or(defaults.options.original_stake_only_under_ace),
            },
        })
    }

    /// The side game named by its letter, `A` to `I` (the rulebook's order).
    fn side_game(&self, place: &str) -> Result<Option<SideGame>, ConfigError> {
        let Some(letter) = &self.side_game else {
            return Ok(None);
        };
        SideGame::ALL
            .into_iter()
            .zip('A'..)
            .find(|(_, name)| letter.trim().eq_ignore_ascii_case(&name.to_string()))
            .map(|(game, _)| Some(game))
            .ok_or_else(|| {
                ConfigError::invalid(place, format!("side_game `{letter}` is not A to I"))
            })
    }

    fn overrides(&self, place: &str) -> Result<PayoutOverrides, ConfigError> {
        let Some(payouts) = &self.payouts else {
            return Ok(PayoutOverrides::none());
        };
        let pairs = payouts
            .iter()
            .map(|(bet, payout)| Ok((bet.clone(), payout_of(*payout, place, bet)?)))
            .collect::<Result<Vec<_>, ConfigError>>()?;
        Ok(PayoutOverrides::from_pairs(pairs))
    }
}

/// A net multiplier from the file (`35`, `0.95`), exact to the hundredth.
fn payout_of(multiplier: f64, place: &str, bet: &str) -> Result<Payout, ConfigError> {
    let hundredths = (multiplier * 100.0).round();
    let exact = (multiplier * 100.0 - hundredths).abs() < 1e-6;
    if !exact || !(1.0..=1_000_000.0).contains(&hundredths) {
        return Err(ConfigError::invalid(
            place,
            format!("payout of `{bet}` is {multiplier}: a positive multiplier in hundredths, such as 35 or 0.95"),
        ));
    }
    Ok(Payout::hundredths(hundredths as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(text: &str) -> TableSpec {
        toml::from_str(&format!("id = \"t\"\ngame = \"x\"\n{text}")).expect("options")
    }

    #[test]
    fn a_roulette_table_names_its_wheel_and_paytable() {
        let config = options("wheel = \"double\"\npaytable = \"arcade\"\nrepeat_limit = 4")
            .game_config(GameKind::Roulette, "table r")
            .expect("valid");
        let GameConfig::Roulette(roulette) = config else {
            panic!("roulette");
        };
        assert_eq!(roulette.wheel, WheelKind::DoubleZero);
        assert_eq!(roulette.paytable, Paytable::Arcade);
        assert_eq!(roulette.no_spin_limit, 4);
    }

    #[test]
    fn an_option_of_another_game_is_refused() {
        let error = options("wheel = \"double\"")
            .game_config(GameKind::SicBo, "table s")
            .expect_err("refused");
        assert_eq!(
            error.to_string(),
            "table s: `wheel` applies to roulette tables only"
        );
    }

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

    #[test]
    fn a_payout_that_is_not_in_hundredths_is_refused() {
        let error = options("payouts = { straight = 35.001 }")
            .game_config(GameKind::Roulette, "table r")
            .expect_err("refused");
        assert!(error.to_string().contains("straight"), "{error}");
    }

    #[test]
    fn punto_banco_takes_the_no_commission_paytable_with_its_exception_total() {
        let config = options("paytable = \"no_commission\"\nexception_total = 5")
            .game_config(GameKind::PuntoBanco, "table p")
            .expect("valid");
        assert_eq!(
            config,
            GameConfig::PuntoBanco(PuntoBancoConfig {
                variant: Variant::NoCommission { exception_total: 5 },
                payouts: PayoutOverrides::none(),
            })
        );
        assert!(options("paytable = \"no_commission\"\nexception_total = 7")
            .game_config(GameKind::PuntoBanco, "table p")
            .is_err());
    }

    #[test]
    fn a_blackjack_table_takes_its_version_shoe_side_game_window_and_options() {
        let config = options(
            "version = \"N\"\ndecks = 8\nside_game = \"C\"\nsurrender_where_open = true\n\
             decision_window_seconds = 12\nblackjack_pays = 2\n\
             twenty_one_pushes_dealer_blackjack = true\noriginal_stake_only_under_ace = false",
        )
        .game_config(GameKind::Blackjack, "table b")
        .expect("valid");
        assert_eq!(
            config,
            GameConfig::Blackjack(BlackjackConfig {
                version: Version::N,
                decks: 8,
                side_game: Some(SideGame::C),
                surrender_where_open: true,
                decision_window: Duration::from_secs(12),
                options: TableOptions {
                    blackjack_pays: Payout::times(2),
                    twenty_one_pushes_dealer_blackjack: true,
                    original_stake_only_under_ace: false,
                },
            })
        );
        let defaults = options("")
            .game_config(GameKind::Blackjack, "table b")
            .expect("valid");
        assert_eq!(defaults, GameConfig::Blackjack(BlackjackConfig::default()));
    }

    #[test]
    fn a_blackjack_table_s_bad_options_are_refused() {
        for (text, problem) in [
            ("version = \"T\"", "is not a blackjack version"),
            ("decks = 9", "1 to 8 decks"),
            ("side_game = \"J\"", "side_game `J` is not A to I"),
            ("decision_window_seconds = 0", "shorter than a second"),
            (
                "version = \"H\"\nblackjack_pays = 1.3",
                "does not post a blackjack payout",
            ),
        ] {
            let error = options(text)
                .game_config(GameKind::Blackjack, "table b")
                .expect_err(text);
            assert!(error.to_string().contains(problem), "{text}: {error}");
        }
        let error = options("decks = 6")
            .game_config(GameKind::PuntoBanco, "table p")
            .expect_err("refused");
        assert_eq!(
            error.to_string(),
            "table p: `decks` applies to blackjack tables only"
        );
    }
}
