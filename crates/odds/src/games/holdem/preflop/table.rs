//! A generated starting-hand table ([`super::tables`]): per kind of starting hand, each option
//! of the game's first decision and the value of the best play, per unit of the ante (blind).

use super::super::decision::OptionValue;
use super::starting_hand::StartingHand;
use livedraw_domain::Card;

/// One game's table, as generated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PreflopTable {
    /// The game (`ultimate-holdem`, …).
    pub game: &'static str,
    /// The options of the first decision, where it comes before the flop (else none).
    pub options: &'static [&'static str],
    /// Each option's value, row by row in [`StartingHand::index`] order.
    pub values: &'static [f64],
    /// The value of the best play from the deal on, per kind.
    pub best: &'static [f64],
}

impl PreflopTable {
    /// Each option's value before the flop for the hole cards `hole`.
    pub fn decision(&self, hole: [Card; 2]) -> Vec<OptionValue> {
        let row = StartingHand::of(hole).index() * self.options.len();
        self.options
            .iter()
            .zip(&self.values[row..row + self.options.len()])
            .map(|(&option, &ev)| OptionValue { option, ev })
            .collect()
    }

    /// The main boxes' expected net per unit of the ante (blind) under the best play, over
    /// every deal: each kind's best value weighed by its share of the 1,326 hole-card pairs.
    pub fn expected_net(&self) -> f64 {
        let sum: f64 = StartingHand::all()
            .zip(self.best)
            .map(|(kind, best)| f64::from(kind.combinations()) * best)
            .sum();
        sum / 1326.0
    }
}
