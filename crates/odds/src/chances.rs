//! What an engine returns: every market's true chance of winning (and of being voided).

use livedraw_domain::{MarketId, Payout};

/// One market's true probabilities.
#[derive(Clone, Debug, PartialEq)]
pub struct MarketChance {
    /// The market.
    pub id: MarketId,
    /// Probability that a bet on it wins.
    pub win: f64,
    /// Probability that a bet on it is voided or pushed (stake back): baccarat's Player and
    /// Banker on a tie (and the like in the fixed-payout card games). Zero for most markets.
    pub void: f64,
    /// A progressive box: a win is paid a prize from the operator's pot (its paytable's), so
    /// the market has neither odds nor a return the backend could state.
    pub from_pot: bool,
    /// In a fixed-payout game: what a win pays and the market's return to player.
    pub paid: Option<FixedReturn>,
}

/// A fixed-payout market's paytable figure and what it returns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FixedReturn {
    /// What a win pays, as the paytable publishes it.
    pub payout: Payout,
    /// Expected return per unit staked: every outcome's probability times what a unit stake
    /// gives back on it (stake plus net payout), counting pushes, half-losses and commission.
    pub rtp: f64,
}

impl MarketChance {
    /// A market that is never voided.
    pub fn new(id: impl Into<String>, win: f64) -> MarketChance {
        MarketChance {
            id: MarketId::new(id),
            win,
            void: 0.0,
            from_pot: false,
            paid: None,
        }
    }

    /// A progressive box that wins with chance `win`, its prize paid from the operator's pot.
    pub fn from_pot(id: impl Into<String>, win: f64) -> MarketChance {
        MarketChance {
            from_pot: true,
            ..MarketChance::new(id, win)
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
