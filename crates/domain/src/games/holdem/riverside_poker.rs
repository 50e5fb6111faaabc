//! Riverside Poker (§1.4.1.2.4): Blind, Bonus; after the hole cards and the flop, a Call of 2 x
//! the Blind or a fold; the Bonus pays on the first five cards for a seat that called; the
//! dealer qualifies with a pair; against a dealer who does not, the Blind wins 1 x and the Call
//! pushes; against one who does, the Blind pays its paytable on a win (push below two pair).

use super::boxes::SeatSettlement;
use super::decisions::Node;
use super::hands::Hands;
use super::HoldemGame;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::five_card::Category::{
    self, Flush, FourOfAKind, FullHouse, Pair, RoyalFlush, Straight, StraightFlush, ThreeOfAKind,
    TwoPair,
};
use crate::poker::paytable::Paytable;
use std::cmp::Ordering;

/// Every way a seat can have decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RiversidePath {
    /// Folded after the flop.
    Fold,
    /// Called 2 x the Blind.
    Call,
}

impl RiversidePath {
    /// Every path.
    pub const ALL: [RiversidePath; 2] = [RiversidePath::Fold, RiversidePath::Call];
}

/// Riverside Poker as a table configures it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RiversideRules {
    /// The Blind's paytable, when the player beats a qualifying dealer.
    pub blind: Paytable<Category>,
    /// The Bonus paytable, on the first five cards.
    pub bonus: Paytable<Category>,
}

impl RiversideRules {
    /// The rulebook's paytables.
    pub fn published() -> RiversideRules {
        RiversideRules {
            blind: Paytable::of(&[
                (RoyalFlush, 20),
                (StraightFlush, 15),
                (FourOfAKind, 10),
                (FullHouse, 3),
                (Flush, 2),
                (Straight, 1),
                (ThreeOfAKind, 1),
                (TwoPair, 1),
            ]),
            bonus: Paytable::of(&[
                (RoyalFlush, 30),
                (StraightFlush, 30),
                (FourOfAKind, 20),
                (FullHouse, 15),
                (Flush, 10),
                (Straight, 10),
                (ThreeOfAKind, 10),
                (TwoPair, 10),
            ]),
        }
    }

    /// Refuses a line below the rulebook's, naming it (`blind.flush`, `bonus.two_pair`).
    pub fn check(&self) -> Result<(), PaytableError> {
        let published = RiversideRules::published();
        self.blind.check(&published.blind, "blind")?;
        self.bonus.check(&published.bonus, "bonus")
    }
}

/// How a seat's boxes settle on the deal valued `hands` when it decided `path`.
pub fn settle(rules: &RiversideRules, path: RiversidePath, hands: &Hands) -> SeatSettlement {
    if path == RiversidePath::Fold {
        return SeatSettlement::default()
            .main("blind", 1, Payout::LOST)
            .side("bonus", Payout::LOST);
    }
    let bonus = rules
        .bonus
        .pays(hands.first_five.category())
        .unwrap_or(Payout::LOST);
    let (player, dealer) = (hands.player, hands.dealer);
    let blind_wins = rules
        .blind
        .pays(player.category())
        .unwrap_or(Payout::NOTHING);
    let (blind, call) = match (dealer.category() >= Pair, player.cmp(&dealer)) {
        (false, _) => (Payout::times(1), Payout::NOTHING),
        (true, Ordering::Greater) => (blind_wins, Payout::times(1)),
        (true, Ordering::Less) => (Payout::LOST, Payout::LOST),
        (true, Ordering::Equal) => (Payout::NOTHING, Payout::NOTHING),
    };
    SeatSettlement::default()
        .main("blind", 1, blind)
        .main("call", 2, call)
        .side("bonus", bonus)
}

impl HoldemGame for RiversideRules {
    type Path = RiversidePath;

    fn name(&self) -> &'static str {
        "riverside-poker"
    }

    fn decisions(&self) -> Node<RiversidePath> {
        Node::decide(
            3,
            vec![
                ("fold", Node::Path(RiversidePath::Fold)),
                ("call", Node::Path(RiversidePath::Call)),
            ],
        )
    }

    fn settle(&self, path: RiversidePath, hands: &Hands) -> SeatSettlement {
        settle(self, path, hands)
    }

    fn check(&self) -> Result<(), PaytableError> {
        RiversideRules::check(self)
    }

    fn unit(&self) -> &'static str {
        "blind"
    }

    fn main_payout(&self) -> String {
        format!(
            "blind 1x if the dealer has less than a pair, else on a win: {}, else push; call (2x) 1x",
            super::lines_text(&self.blind)
        )
    }
}
