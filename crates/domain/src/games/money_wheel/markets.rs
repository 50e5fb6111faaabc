//! The money wheel's markets: one per symbol, `symbol_<name>`, winning on that symbol's
//! sectors of the layout.

use super::config::MoneyWheelConfig;
use super::outcome::Outcome;
use crate::games::fixed_payout::FixedMarket;
use crate::market::win_if;
use crate::market::{MarketId, Payout, Verdict};

/// A bet on one symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Market {
    symbol: String,
    /// The symbol's sectors, bit N for sector N.
    sectors: u64,
    payout: Payout,
}

impl Market {
    /// How many sectors the symbol covers.
    pub fn sectors(&self) -> u32 {
        self.sectors.count_ones()
    }
}

impl FixedMarket for Market {
    type Outcome = Outcome;

    fn id(&self) -> MarketId {
        MarketId::new(format!("symbol_{}", self.symbol))
    }

    fn payout(&self) -> Payout {
        self.payout
    }

    fn settle(&self, stop: &Outcome) -> (Verdict, Payout) {
        let won = stop.sector < 64 && self.sectors & (1 << stop.sector) != 0;
        (win_if(won), self.payout)
    }
}

/// Every market of a wheel laid out as `config`, in the order its symbols are declared.
pub fn catalogue(config: &MoneyWheelConfig) -> Vec<Market> {
    config
        .symbols
        .iter()
        .map(|symbol| Market {
            symbol: symbol.name.clone(),
            sectors: config
                .sectors
                .iter()
                .enumerate()
                .filter(|(_, name)| **name == symbol.name)
                .fold(0, |set, (sector, _)| set | 1 << sector),
            payout: symbol.payout,
        })
        .collect()
}
