//! Roulette (table-games.md): a 37- or 38-pocket wheel, the arcade or casino paytable, and the
//! no-spin rule.
//!
//! The ball's stop is the spin: it settles the draw when the ball made at least
//! `minimum_ball_revolutions` and the wheel `minimum_wheel_revolutions` (per-table settings:
//! the rulebook gives no number). A failed launch, too few revolutions, or a supervisor's
//! outside factor is a **no-spin**: the spin is void while bets stay, so betting reopens (the
//! next betting round of the same draw: players may add, change or withdraw bets, those placed
//! stand) and nothing is settled. The `no_spin_limit`-th no-spin of one draw cancels it
//! (`repeat_limit_reached`, our choice). A settled draw settles every market in every round
//! it was offered in.

pub mod categories;
pub mod config;
pub mod layout;
pub mod markets;
pub mod options;
pub mod outcome;

pub use config::{Paytable, RouletteConfig, WheelKind};
pub use markets::{catalogue, Bet, Market};
pub use outcome::Outcome;

use super::fixed_payout::{settle_all, spin_under_way, AfterVoid, FixedMarket, VoidSpins};
use super::reread::not_of_game;
use super::rules::{DrawContext, GameRules, Next, Step};
use super::single_round::{refuse_between_draws, reject_while_betting_open, wrong_game};
use crate::correction::{Reading, Reread};
use crate::decision::{Decision, RepeatCause};
use crate::error::TableError;
use crate::instruction::FloorInstruction;
use crate::kind::GameKind;
use crate::market::{MarketId, Payout};
use crate::observation::{Observation, Pocket};
use crate::paytable::PaytableError;
use markets::catalogue_bets;
use serde::{Deserialize, Serialize};

impl RouletteConfig {
    /// Refuses a payout below the paytable's, or one for a bet this table does not offer.
    pub fn check(&self) -> Result<(), PaytableError> {
        let bets = catalogue_bets(self.wheel, self.paytable);
        let known: Vec<&str> = bets.iter().map(|bet| bet.name()).collect();
        let minimum = |name: &str| {
            bets.iter()
                .find(|bet| bet.name() == name)
                .and_then(|bet| bet.published(self.paytable))
        };
        self.payouts.check(minimum, &known)
    }

    /// What a win on `bet` pays at this table: the paytable's figure or the raised one.
    pub fn payout(&self, bet: Bet) -> Option<Payout> {
        bet.published(self.paytable)
            .map(|published| self.payouts.payout(bet.name(), published))
    }
}

/// A roulette table: its options and the draw's no-spins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roulette {
    config: RouletteConfig,
    no_spins: VoidSpins,
}

impl Roulette {
    /// A table with `config`.
    pub fn new(config: RouletteConfig) -> Roulette {
        Roulette {
            config,
            no_spins: VoidSpins::default(),
        }
    }

    /// The table's options.
    pub fn config(&self) -> &RouletteConfig {
        &self.config
    }

    /// No-spins so far in this draw.
    pub fn no_spins(&self) -> u8 {
        self.no_spins.count()
    }

    fn no_spin(&mut self, cause: RepeatCause, context: &DrawContext) -> Step {
        let limit = self.config.no_spin_limit;
        self.no_spins
            .void(context.draw, cause, limit, AfterVoid::ReopenBetting)
    }

    fn on_stop(
        &mut self,
        observation: &Observation,
        pocket: Pocket,
        ball: u32,
        wheel: u32,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        reject_while_betting_open(observation, context)?;
        if ball < self.config.minimum_ball_revolutions {
            let cause = RepeatCause::TooFewBallRevolutions { revolutions: ball };
            return Ok(self.no_spin(cause, context));
        }
        if wheel < self.config.minimum_wheel_revolutions {
            let cause = RepeatCause::TooFewWheelRevolutions { revolutions: wheel };
            return Ok(self.no_spin(cause, context));
        }
        let verdicts = settle_all(&catalogue(&self.config), &pocket);
        Ok(Step::then(Next::Settle(
            crate::outcome::Outcome::Roulette(Outcome { pocket }),
            verdicts,
        )))
    }
}

fn is_roulette_event(observation: &Observation) -> bool {
    matches!(
        observation,
        Observation::RouletteBallStopped { .. } | Observation::RouletteLaunchFailed
    )
}

impl GameRules for Roulette {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }

    /// A pocket this wheel does not have is refused in any state.
    fn screen(&self, observation: &Observation) -> Result<(), TableError> {
        match observation {
            Observation::RouletteBallStopped { pocket, .. }
                if !layout::has(self.config.wheel, *pocket) =>
            {
                Err(TableError::NoSuchPocket(*pocket))
            }
            _ => Ok(()),
        }
    }

    fn begin_draw(&mut self) {
        self.no_spins = VoidSpins::default();
    }

    fn between_draws(&mut self, observation: &Observation) -> Result<Vec<Decision>, TableError> {
        Err(refuse_between_draws(
            observation,
            GameKind::Roulette,
            is_roulette_event,
        ))
    }

    fn during_draw(
        &mut self,
        observation: &Observation,
        context: &DrawContext,
    ) -> Result<Step, TableError> {
        match *observation {
            Observation::RouletteBallStopped {
                pocket,
                ball_revolutions,
                wheel_revolutions,
            } => self.on_stop(
                observation,
                pocket,
                ball_revolutions,
                wheel_revolutions,
                context,
            ),
            Observation::RouletteLaunchFailed => {
                reject_while_betting_open(observation, context)?;
                Ok(self.no_spin(RepeatCause::LaunchFailed, context))
            }
            _ => Err(wrong_game(observation, GameKind::Roulette)),
        }
    }

    /// Only once betting has closed: before that there is no spin to void.
    fn void_spin(&mut self, context: &DrawContext) -> Result<Step, TableError> {
        spin_under_way(context)?;
        Ok(self.no_spin(RepeatCause::OutsideFactor, context))
    }

    /// A pocket this wheel has.
    fn reread(
        &self,
        _settled: &crate::outcome::Outcome,
        reading: &Reading,
    ) -> Result<Reread, TableError> {
        let Reading::Outcome(crate::outcome::Outcome::Roulette(spin)) = reading else {
            return Err(not_of_game(GameKind::Roulette, reading));
        };
        if !layout::has(self.config.wheel, spin.pocket) {
            return Err(TableError::NoSuchPocket(spin.pocket));
        }
        let verdicts = settle_all(&catalogue(&self.config), &spin.pocket);
        Ok(Reread::whole(
            crate::outcome::Outcome::Roulette(*spin),
            verdicts,
        ))
    }

    /// The whole catalogue, in every round: betting reopens after a no-spin.
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        catalogue(&self.config).iter().map(Market::id).collect()
    }

    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Spin
    }
}

#[cfg(test)]
mod tests;
