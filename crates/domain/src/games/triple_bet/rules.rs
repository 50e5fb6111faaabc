//! Triple Bet Poker's paytables as a table configures them.

use super::hand::{BonusHand, TripleBetHand};
use super::kind::TripleBetGame;
use crate::market::Payout;
use crate::paytable::PaytableError;
use crate::poker::paytable::{Line, Paytable};

/// Triple Bet Poker as a table configures it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TripleBetRules {
    /// What each standing bet is paid.
    pub paytable: Paytable<TripleBetHand>,
    /// What the bonus pays.
    pub bonus: Paytable<BonusHand>,
}

impl TripleBetRules {
    /// The rulebook's paytables.
    pub fn published() -> TripleBetRules {
        TripleBetRules {
            paytable: Paytable::of(&[
                (TripleBetHand::StraightFlush, 30),
                (TripleBetHand::FourOfAKind, 15),
                (TripleBetHand::FullHouse, 10),
                (TripleBetHand::Flush, 7),
                (TripleBetHand::Straight, 5),
                (TripleBetHand::ThreeOfAKind, 3),
                (TripleBetHand::TwoPair, 2),
                (TripleBetHand::TensOrBetter, 1),
            ]),
            bonus: Paytable::of(&[
                (BonusHand::StraightFlush, 50),
                (BonusHand::FourOfAKind, 40),
                (BonusHand::FullHouse, 30),
                (BonusHand::Flush, 20),
                (BonusHand::Straight, 15),
                (BonusHand::ThreeOfAKind, 5),
                (BonusHand::FourCardStraight, 3),
                (BonusHand::FourCardFlush, 3),
                (BonusHand::TwoPair, 3),
            ]),
        }
    }

    /// Oasis Stud Poker version D's: table D, paid on a pair of tens or better, and no bonus
    /// (stud-and-triple-bet.md, "Bet-box paytables").
    pub fn table_d() -> TripleBetRules {
        TripleBetRules {
            paytable: Paytable::of(&[
                (TripleBetHand::RoyalFlush, 1000),
                (TripleBetHand::StraightFlush, 200),
                (TripleBetHand::FourOfAKind, 50),
                (TripleBetHand::FullHouse, 11),
                (TripleBetHand::Flush, 8),
                (TripleBetHand::Straight, 5),
                (TripleBetHand::ThreeOfAKind, 3),
                (TripleBetHand::TwoPair, 2),
                (TripleBetHand::TensOrBetter, 1),
            ]),
            bonus: Paytable::default(),
        }
    }

    /// The rulebook's paytables of `game`.
    pub fn of(game: TripleBetGame) -> TripleBetRules {
        match game {
            TripleBetGame::TripleBetPoker => TripleBetRules::published(),
            TripleBetGame::OasisD => TripleBetRules::table_d(),
        }
    }

    /// Whether the table offers the bonus (Oasis version D has none).
    pub fn has_bonus(&self) -> bool {
        !self.bonus.lines().is_empty()
    }

    /// What each standing bet on a hand of `hand` is paid: its line, or the line below it
    /// where the paytable has none for it (a royal flush without a line of its own).
    pub fn pays(&self, hand: TripleBetHand) -> Option<Payout> {
        self.paytable
            .pays(hand)
            .or_else(|| hand.below().and_then(|below| self.paytable.pays(below)))
    }

    /// These rules with the line `line` (`bet.two_pair`, `bonus.flush`) paying `pays`;
    /// checked by [`TripleBetRules::check`].
    pub fn with_line(mut self, line: &str, pays: Payout) -> Result<TripleBetRules, PaytableError> {
        let unknown = || PaytableError::UnknownBet {
            bet: line.to_string(),
            known: "bet.<hand>, bonus.<hand>".to_string(),
        };
        match line.split_once('.').ok_or_else(unknown)? {
            ("bet", hand) => self
                .paytable
                .set(TripleBetHand::named(hand).ok_or_else(unknown)?, pays),
            ("bonus", hand) => self
                .bonus
                .set(BonusHand::named(hand).ok_or_else(unknown)?, pays),
            _ => return Err(unknown()),
        }
        Ok(self)
    }

    /// Refuses a line below the rulebook's `published` ones, naming it (`bet.two_pair`,
    /// `bonus.flush`).
    pub fn check(&self, published: &TripleBetRules) -> Result<(), PaytableError> {
        self.paytable.check(&published.paytable, "bet")?;
        self.bonus.check(&published.bonus, "bonus")
    }
}
