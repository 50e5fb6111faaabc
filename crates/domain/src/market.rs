//! Markets and how they settle.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A market's stable identifier (`player`, `hand_3`, `ball_17`, …), used in protos, results and
/// the CLI.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct MarketId(String);

impl MarketId {
    /// A market id.
    pub fn new(id: impl Into<String>) -> MarketId {
        MarketId(id.into())
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for MarketId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for MarketId {
    fn from(id: &str) -> MarketId {
        MarketId::new(id)
    }
}

/// How a bet on a market settles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Verdict {
    /// Paid at the odds of the round the bet was placed in.
    Win,
    /// Stake lost.
    Lose,
    /// Stake returned; odds treated as 1.00.
    Void,
}

/// One line of a result: a market, a betting round it was offered in, and its verdict.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    /// The market.
    pub market: MarketId,
    /// The betting round (1-based) the market was offered in.
    pub round: u8,
    /// WIN, LOSE or VOID.
    pub verdict: Verdict,
}
