//! The seats of a blackjack table and the hands played on them in one deal.

use super::actions::HandState;
use super::hand::{is_blackjack, is_ten_card_charlie, is_three_sevens, Total};
use super::settlement::PlayedHand;
use super::version::Rules;
use crate::card::{Card, Rank};
use serde::{Deserialize, Serialize};

/// Seats at a table (blackjack.md: seven, our choice), numbered 1–7 from the dealer's left.
pub const SEATS: u8 = 7;

/// One hand on a seat: the seat's first, or one made by a split.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatHand {
    /// Its cards in the order dealt.
    pub cards: Vec<Card>,
    /// Whether it came from a split.
    pub split: bool,
    /// Whether it is a split ace: one card, no decision.
    pub split_ace: bool,
    /// Whether it was doubled (one more card, then closed).
    pub doubled: bool,
    /// Whether it stood, by decision or by default.
    pub stood: bool,
    /// Whether it was surrendered.
    pub surrendered: bool,
}

impl SeatHand {
    /// Its ranks, for the rules.
    pub fn ranks(&self) -> Vec<Rank> {
        self.cards.iter().map(|card| card.rank()).collect()
    }

    /// Whether it still needs a card before anyone can decide on it: a split hand's second, a
    /// double's one card.
    pub fn awaits_card(&self) -> bool {
        self.cards.len() < 2 || (self.doubled && self.cards.len() == 2)
    }

    /// Whether it is a blackjack: two first cards making 21, not after a split.
    pub fn is_blackjack(&self) -> bool {
        !self.split && is_blackjack(&self.ranks())
    }

    /// Whether it takes a decision now under `rules`: two or more cards, below 21, not stood,
    /// doubled, surrendered or a split ace, and not finished by three sevens or a 10-card
    /// Charlie.
    pub fn is_open(&self, rules: &Rules) -> bool {
        let ranks = self.ranks();
        let finished = self.stood || self.doubled || self.surrendered || self.split_ace;
        ranks.len() >= 2 && !finished && Total::of(&ranks).best < 21 && !self.paid_early(rules)
    }

    /// Whether the version settles it whatever the dealer draws: three sevens (H–O, not
    /// split) or a 10-card Charlie (F).
    pub fn paid_early(&self, rules: &Rules) -> bool {
        let ranks = self.ranks();
        (rules.three_sevens && !self.split && is_three_sevens(&ranks))
            || (rules.ten_card_charlie && is_ten_card_charlie(&ranks))
    }

    /// Whether it is still standing against the dealer: not bust and not surrendered.
    pub fn is_live(&self) -> bool {
        !self.surrendered && Total::aces_at_one(&self.ranks()).best <= 21
    }
}

/// A seat with a bet in the deal: its hands and the seat holder's insurance and even money.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// 1–7.
    pub number: u8,
    /// The seat's hands, the first holding the original stake; a split's new hand takes the
    /// next number and is played after the hands before it.
    pub hands: Vec<SeatHand>,
    /// The seat holder's insurance, in hundredths of the stake.
    pub insurance: Option<u8>,
    /// Whether the seat holder took even money.
    pub even_money: bool,
    /// What the offer window offered the seat, if anything.
    pub offer: Option<Offer>,
    /// Whether the seat holder answered the offer.
    pub answered_offer: bool,
}

/// What the insurance and even-money window offers a seat after the initial deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Offer {
    /// Insurance: the dealer's first card is an ace and the seat has no blackjack.
    Insurance,
    /// Even money: the seat has a blackjack and the dealer's first card is one the version
    /// names.
    EvenMoney,
}

impl Seat {
    /// A seat with a bet and no card yet.
    pub fn new(number: u8) -> Seat {
        Seat {
            number,
            hands: vec![SeatHand::default()],
            insurance: None,
            even_money: false,
            offer: None,
            answered_offer: false,
        }
    }

    /// The seat's first hand.
    pub fn first(&self) -> &SeatHand {
        &self.hands[0]
    }

    /// Hand `hand` (1-based), if the seat has it.
    pub fn hand(&self, hand: u8) -> Option<&SeatHand> {
        self.hands.get(usize::from(hand).checked_sub(1)?)
    }

    /// Hand `hand` (1-based), mutable.
    pub fn hand_mut(&mut self, hand: u8) -> Option<&mut SeatHand> {
        self.hands.get_mut(usize::from(hand).checked_sub(1)?)
    }

    /// How many hands the seat has: at most the version's limit, so it fits a `u8`.
    pub fn hand_count(&self) -> u8 {
        u8::try_from(self.hands.len()).unwrap_or(u8::MAX)
    }

    /// What the rules need to judge an action on hand `hand` (1-based).
    pub fn state<'a>(&self, hand: u8, ranks: &'a [Rank]) -> Option<HandState<'a>> {
        let played = self.hand(hand)?;
        Some(HandState {
            ranks,
            split: played.split,
            split_ace: played.split_ace,
            closed: played.stood || played.doubled || played.surrendered,
            insured: hand == 1 && self.insurance.is_some(),
            seat_hands: self.hand_count(),
        })
    }

    /// Hand `hand` as the settlement sees it.
    pub fn played<'a>(&self, hand: usize, ranks: &'a [Rank]) -> PlayedHand<'a> {
        let played = &self.hands[hand];
        PlayedHand {
            ranks,
            split: played.split,
            original: hand == 0,
            doubled: played.doubled,
            surrendered: played.surrendered,
        }
    }
}
