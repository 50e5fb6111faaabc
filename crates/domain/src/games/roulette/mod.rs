//! Roulette (table-games.md): 37- or 38-pocket wheel, the arcade or casino paytable, and the
//! no-spin rule.

use super::{DrawContext, GameRules, Step};
use crate::decision::{Decision, FloorInstruction};
use crate::error::TableError;
use crate::market::MarketId;
use crate::observation::{Observation, Pocket};
use crate::paytable::{PayoutOverrides, PaytableError};
use serde::{Deserialize, Serialize};

/// Which wheel the table has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WheelKind {
    /// 0–36: 37 pockets.
    SingleZero,
    /// 0, 00, 1–36: 38 pockets.
    DoubleZero,
}

/// The two published paytables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Paytable {
    /// Straight 30 x …; on zero every 1 x and 2 x bet loses.
    Arcade,
    /// Straight 35 x …; on zero dozens and columns lose, even chances lose half.
    Casino,
}

impl WheelKind {
    /// `single` or `double`.
    pub fn name(self) -> &'static str {
        match self {
            WheelKind::SingleZero => "single",
            WheelKind::DoubleZero => "double",
        }
    }

    /// The wheel of a name.
    pub fn from_name(name: &str) -> Option<WheelKind> {
        [WheelKind::SingleZero, WheelKind::DoubleZero]
            .into_iter()
            .find(|wheel| wheel.name() == name)
    }
}

impl Paytable {
    /// `arcade` or `casino`.
    pub fn name(self) -> &'static str {
        match self {
            Paytable::Arcade => "arcade",
            Paytable::Casino => "casino",
        }
    }

    /// The paytable of a name.
    pub fn from_name(name: &str) -> Option<Paytable> {
        [Paytable::Arcade, Paytable::Casino]
            .into_iter()
            .find(|paytable| paytable.name() == name)
    }
}

/// A roulette table's options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RouletteConfig {
    /// Single or double zero.
    pub wheel: WheelKind,
    /// Arcade or casino.
    pub paytable: Paytable,
    /// Payouts raised above the paytable's, by bet name.
    pub payouts: PayoutOverrides,
    /// The ball's fewest full revolutions for a valid spin.
    pub minimum_ball_revolutions: u32,
    /// The wheel's fewest full revolutions for a valid spin.
    pub minimum_wheel_revolutions: u32,
    /// The no-spin that cancels the draw (our choice): the 3rd by default.
    pub no_spin_limit: u8,
}

impl Default for RouletteConfig {
    fn default() -> RouletteConfig {
        RouletteConfig {
            wheel: WheelKind::SingleZero,
            paytable: Paytable::Casino,
            payouts: PayoutOverrides::none(),
            minimum_ball_revolutions: 3,
            minimum_wheel_revolutions: 1,
            no_spin_limit: 3,
        }
    }
}

impl RouletteConfig {
    /// Refuses a payout below the paytable's.
    pub fn check(&self) -> Result<(), PaytableError> {
        Ok(())
    }
}

/// The pocket the ball came to rest in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The pocket.
    pub pocket: Pocket,
}

/// A roulette table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roulette {
    config: RouletteConfig,
}

impl Roulette {
    /// A table with `config`.
    pub fn new(config: RouletteConfig) -> Roulette {
        Roulette { config }
    }

    /// The table's options.
    pub fn config(&self) -> &RouletteConfig {
        &self.config
    }
}

impl GameRules for Roulette {
    fn blocked(&self) -> Option<FloorInstruction> {
        None
    }
    fn begin_draw(&mut self) {}
    fn between_draws(&mut self, _observation: &Observation) -> Result<Vec<Decision>, TableError> {
        todo!("roulette")
    }
    fn during_draw(&mut self, _o: &Observation, _c: &DrawContext) -> Result<Step, TableError> {
        todo!("roulette")
    }
    fn markets(&self, _round: u8) -> Vec<MarketId> {
        todo!("roulette")
    }
    fn instruction(&self) -> FloorInstruction {
        FloorInstruction::Spin
    }
}
