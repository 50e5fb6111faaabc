//! What an engine returns: every market's true chance of winning (and of being voided).

use livedraw_domain::MarketId;

/// One market's true probabilities.
#[derive(Clone, Debug, PartialEq)]
pub struct MarketChance {
    /// The market.
    pub id: MarketId,
    /// Probability that a bet on it wins.
    pub win: f64,
    /// Probability that a bet on it is voided (stake back): baccarat's Player and Banker on a
    /// tie. Zero for every other market.
    pub void: f64,
}

impl MarketChance {
    /// A market that is never voided.
    pub fn new(id: impl Into<String>, win: f64) -> MarketChance {
        MarketChance {
            id: MarketId::new(id),
            win,
            void: 0.0,
        }
    }

    /// The chance of winning given the bet is not voided: what a fair price pays for, since a
    /// voided stake comes back.
    pub fn win_unless_void(&self) -> f64 {
        let live = 1.0 - self.void;
        if live <= 0.0 {
            0.0
        } else {
            self.win / live
        }
    }
}

/// Every market of a game for one betting round.
#[derive(Clone, Debug, PartialEq)]
pub struct Chances {
    /// The betting round (1-based) the state belongs to.
    pub round: u8,
    /// Every market of the catalogue, in catalogue order.
    pub markets: Vec<MarketChance>,
}

impl Chances {
    /// The chance of market `id`, if the catalogue has it.
    pub fn get(&self, id: &str) -> Option<&MarketChance> {
        self.markets.iter().find(|market| market.id.as_str() == id)
    }
}
