//! A table's game options in the studio file: the fixed-payout games' wheel, paytable, raised
//! payouts, money-wheel layout and repeat limits, and blackjack's. Each game's are in its
//! module ([`crate::games`]); here is what they share: a value a game does not take is
//! refused at start-up naming the table, and so is a paytable below the rulebook's, naming the
//! market.

use crate::error::ConfigError;
use crate::games;
use crate::payout::payout_of;
use crate::table::TableSpec;
use livedraw_domain::games::fixed_payout::MAX_REPEAT_LIMIT;
use livedraw_domain::{GameConfig, GameKind, PayoutOverrides};

impl TableSpec {
    /// The game configuration of a `kind` table with its options, checked against the rules.
    /// `place` names the table in errors.
    pub(crate) fn game_config(
        &self,
        kind: GameKind,
        place: &str,
    ) -> Result<GameConfig, ConfigError> {
        self.refuse_foreign(kind, place)?;
        let config = games::config(self, &GameConfig::of(kind), place)?;
        config
            .check()
            .map_err(|error| ConfigError::invalid(place, error.to_string()))?;
        Ok(config)
    }

    /// Options the game does not take are mistakes, not silently ignored.
    fn refuse_foreign(&self, kind: GameKind, place: &str) -> Result<(), ConfigError> {
        for (key, given) in self.given() {
            if given && !games::keys(kind).contains(&key) {
                let names: Vec<&str> = GameKind::ALL
                    .into_iter()
                    .filter(|game| games::keys(*game).contains(&key))
                    .map(GameKind::name)
                    .collect();
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

    /// Every game option of the file, and whether the table gives it.
    fn given(&self) -> [(&'static str, bool); 17] {
        [
            ("wheel", self.wheel.is_some()),
            ("paytable", self.paytable.is_some()),
            ("payouts", self.payouts.is_some()),
            (
                "minimum_ball_revolutions",
                self.minimum_ball_revolutions.is_some(),
            ),
            (
                "minimum_wheel_revolutions",
                self.minimum_wheel_revolutions.is_some(),
            ),
            ("repeat_limit", self.repeat_limit.is_some()),
            ("exception_total", self.exception_total.is_some()),
            ("symbols", self.symbols.is_some()),
            ("sectors", self.sectors.is_some()),
            ("version", self.version.is_some()),
            ("decks", self.decks.is_some()),
            ("side_game", self.side_game.is_some()),
            ("surrender_where_open", self.surrender_where_open.is_some()),
            (
                "decision_window_seconds",
                self.decision_window_seconds.is_some(),
            ),
            ("blackjack_pays", self.blackjack_pays.is_some()),
            (
                "twenty_one_pushes_dealer_blackjack",
                self.twenty_one_pushes_dealer_blackjack.is_some(),
            ),
            (
                "original_stake_only_under_ace",
                self.original_stake_only_under_ace.is_some(),
            ),
        ]
    }

    /// The table's raised payouts.
    pub(crate) fn overrides(&self, place: &str) -> Result<PayoutOverrides, ConfigError> {
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
