//! Punto banco's markets (table-games.md, "Punto Banco"): punto, banco and tie, with or without
//! commission.

use super::config::{PuntoBancoConfig, Variant};
use crate::games::baccarat::rules::total;
use crate::games::baccarat::Outcome;
use crate::games::fixed_payout::FixedMarket;
use crate::market::{MarketId, Payout, Verdict};

/// A bet of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bet {
    /// Punto higher: 1:1; a tie pushes.
    Punto,
    /// Banco higher: 1:1 less 5 % commission (or, without commission, 1:1 with the exception
    /// total paying 1:2); a tie pushes.
    Banco,
    /// A tie (égalité): 8:1.
    Tie,
}

impl Bet {
    /// Every bet, in catalogue order.
    pub const ALL: [Bet; 3] = [Bet::Punto, Bet::Banco, Bet::Tie];

    /// The stable market id, also the bet's name in payout overrides.
    pub fn id(self) -> &'static str {
        match self {
            Bet::Punto => "punto",
            Bet::Banco => "banco",
            Bet::Tie => "tie",
        }
    }

    /// What the rulebook pays on a win under `variant` (banco without commission: the 1:1 of
    /// its ordinary wins).
    pub fn published(self, variant: Variant) -> Payout {
        match (self, variant) {
            (Bet::Punto, _) | (Bet::Banco, Variant::NoCommission { .. }) => Payout::times(1),
            (Bet::Banco, Variant::Commission) => Payout::hundredths(95),
            (Bet::Tie, _) => Payout::times(8),
        }
    }
}

/// The no-commission banco win on the exception total: 1:2.
pub const EXCEPTION_PAYOUT: Payout = Payout::hundredths(50);

/// A bet at the table's payout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Market {
    bet: Bet,
    payout: Payout,
    /// No commission: the banco total whose win pays 1:2.
    exception_total: Option<u8>,
}

impl Market {
    /// The bet.
    pub fn bet(&self) -> Bet {
        self.bet
    }
}

impl FixedMarket for Market {
    type Outcome = Outcome;

    fn id(&self) -> MarketId {
        MarketId::new(self.bet.id())
    }

    fn payout(&self) -> Payout {
        self.payout
    }

    fn settle(&self, coup: &Outcome) -> (Verdict, Payout) {
        let (punto, banco) = (total(&coup.player), total(&coup.banker));
        let verdict = match self.bet {
            Bet::Punto | Bet::Banco if punto == banco => Verdict::Push,
            Bet::Punto => crate::market::win_if(punto > banco),
            Bet::Banco => crate::market::win_if(banco > punto),
            Bet::Tie => crate::market::win_if(punto == banco),
        };
        let win = match self.exception_total {
            Some(exception) if self.bet == Bet::Banco && banco == exception => EXCEPTION_PAYOUT,
            _ => self.payout,
        };
        (verdict, win)
    }
}

/// Every market of a table configured with `config`.
pub fn catalogue(config: &PuntoBancoConfig) -> Vec<Market> {
    let exception_total = match config.variant {
        Variant::Commission => None,
        Variant::NoCommission { exception_total } => Some(exception_total),
    };
    Bet::ALL
        .into_iter()
        .map(|bet| Market {
            bet,
            payout: config
                .payouts
                .payout(bet.id(), bet.published(config.variant)),
            exception_total,
        })
        .collect()
}
