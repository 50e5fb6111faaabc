//! A roulette table's options: its wheel, its paytable, raised payouts and the no-spin limits.

use crate::paytable::PayoutOverrides;
use serde::{Deserialize, Serialize};

/// Which wheel the table has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WheelKind {
    /// 0–36: 37 pockets.
    SingleZero,
    /// 0, 00, 1–36: 38 pockets.
    DoubleZero,
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

/// The two published paytables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Paytable {
    /// Straight 30 x …; on zero every 1 x and 2 x bet loses.
    Arcade,
    /// Straight 35 x …; on zero dozens and columns lose, even chances lose half.
    Casino,
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
    /// Payouts raised above the paytable's, by bet name (`straight`, `split`, …).
    pub payouts: PayoutOverrides,
    /// The ball's fewest full revolutions for a valid spin.
    pub minimum_ball_revolutions: u32,
    /// The wheel's fewest full revolutions for a valid spin.
    pub minimum_wheel_revolutions: u32,
    /// The no-spin that cancels the draw (our choice): the 3rd by default.
    pub no_spin_limit: u8,
}

impl Default for RouletteConfig {
    /// A single-zero wheel on the casino paytable; a spin needs 3 ball and 1 wheel revolutions;
    /// the 3rd no-spin of a draw cancels it.
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
