//! The player's actions and when each is allowed (blackjack.md): what the Decisions API accepts
//! or refuses, with the reason.

use super::hand::{is_blackjack, value, Total};
use super::version::{Doubling, EvenMoney, InsuranceSize, Rules};
use crate::card::Rank;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What a player may decide on a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// No more cards.
    Stand,
    /// One more card.
    Hit,
    /// Double the stake for exactly one more card.
    Double,
    /// Two hands of the two cards, the new one with a stake equal to the original.
    Split,
    /// Give up the hand for half the stake back.
    Surrender,
    /// Insurance against a dealer blackjack of `hundredths` of the stake (at most 50).
    Insurance {
        /// The insurance stake in hundredths of the hand's stake.
        hundredths: u8,
    },
    /// 1:1 on a blackjack at once.
    EvenMoney,
}

/// Why an action is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Refusal {
    /// The hand takes no more decisions: it stood, doubled, bust, reached 21, or is a split ace.
    #[error("the hand is finished")]
    HandFinished,
    /// Doubling is not allowed on these cards in this version.
    #[error("doubling is not allowed on {0}")]
    DoubleNotAllowed(&'static str),
    /// The cards are not a pair of equal value, or not the hand's first two.
    #[error("only two first cards of equal value may be split")]
    NotAPair,
    /// The seat has as many hands as the version allows.
    #[error("the split limit of {0} hands is reached")]
    SplitLimitReached(u8),
    /// Surrender is not part of this table's rules, or comes too late or against an ace.
    #[error("surrender is not allowed: {0}")]
    SurrenderNotAllowed(&'static str),
    /// Insurance is offered only when the dealer's first card is an ace, before any third card.
    #[error("insurance is not offered: {0}")]
    InsuranceNotOffered(&'static str),
    /// The insurance stake is not one the version allows.
    #[error("insurance must be {0} of the stake")]
    InsuranceSize(&'static str),
    /// Even money needs a blackjack and the dealer's first card the version names.
    #[error("even money is not offered: {0}")]
    EvenMoneyNotOffered(&'static str),
    /// Version A: an insured hand may not double or split.
    #[error("an insured hand may not double or split in this version")]
    Insured,
    /// The table has seats 1–7 only.
    #[error("seat {0} does not exist (seats 1 to 7)")]
    NoSuchSeat(u8),
    /// Bets are placed only while the draw's betting round is open.
    #[error("betting is closed for this deal")]
    BettingClosed,
    /// The seat already has its holder's bet.
    #[error("seat {0} already has a bet")]
    AlreadyBet(u8),
    /// A decision for a seat nobody bet on.
    #[error("seat {0} has no bet in this deal")]
    NoBet(u8),
    /// A decision for a hand the seat does not have.
    #[error("seat {seat} has no hand {hand}")]
    NoSuchHand {
        /// The seat.
        seat: u8,
        /// The hand named.
        hand: u8,
    },
    /// Another hand's window is open, or no window is open yet.
    #[error("it is not this hand's turn")]
    NotYourTurn,
    /// The decision's window has closed (its default applied) or is not open any more.
    #[error("the window for this decision has closed")]
    WindowClosed,
    /// The seat holder already answered the insurance and even-money offer.
    #[error("the offer was already answered for this seat")]
    AlreadyAnswered,
}

impl Refusal {
    /// A stable code for the refusal, published with it (`not_your_turn`, …).
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::HandFinished => "hand_finished",
            Refusal::DoubleNotAllowed(_) => "double_not_allowed",
            Refusal::NotAPair => "not_a_pair",
            Refusal::SplitLimitReached(_) => "split_limit_reached",
            Refusal::SurrenderNotAllowed(_) => "surrender_not_allowed",
            Refusal::InsuranceNotOffered(_) => "insurance_not_offered",
            Refusal::InsuranceSize(_) => "insurance_size",
            Refusal::EvenMoneyNotOffered(_) => "even_money_not_offered",
            Refusal::Insured => "insured",
            Refusal::NoSuchSeat(_) => "no_such_seat",
            Refusal::BettingClosed => "betting_closed",
            Refusal::AlreadyBet(_) => "already_bet",
            Refusal::NoBet(_) => "no_bet",
            Refusal::NoSuchHand { .. } => "no_such_hand",
            Refusal::NotYourTurn => "not_your_turn",
            Refusal::WindowClosed => "window_closed",
            Refusal::AlreadyAnswered => "already_answered",
        }
    }
}

/// What the rules need to know of a hand to judge an action on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandState<'a> {
    /// Its cards so far.
    pub ranks: &'a [Rank],
    /// Whether it came from a split.
    pub split: bool,
    /// Whether it is a split ace (one card each, no decision).
    pub split_ace: bool,
    /// Whether it was doubled or has stood.
    pub closed: bool,
    /// Whether insurance was taken on it.
    pub insured: bool,
    /// How many hands the seat has now.
    pub seat_hands: u8,
}

impl HandState<'_> {
    fn is_blackjack(&self) -> bool {
        !self.split && is_blackjack(self.ranks)
    }

    fn is_open(&self) -> bool {
        !self.closed && !self.split_ace && Total::of(self.ranks).best < 21
    }
}

/// Judges `action` on `hand` under `rules`, the dealer's first card being `dealer_up`;
/// `surrender` is the table's surrender setting (the version's, or our choice where the
/// rulebook leaves it open).
pub fn check(
    rules: &Rules,
    surrender: bool,
    hand: &HandState,
    dealer_up: Rank,
    action: Action,
) -> Result<(), Refusal> {
    match action {
        Action::Insurance { hundredths } => insurance(rules, hand, dealer_up, hundredths),
        Action::EvenMoney => even_money(rules, hand, dealer_up),
        _ if !hand.is_open() => Err(Refusal::HandFinished),
        Action::Stand | Action::Hit => Ok(()),
        Action::Double => double(rules, hand),
        Action::Split => split(rules, hand),
        Action::Surrender => surrender_now(surrender, hand, dealer_up),
    }
}

fn double(rules: &Rules, hand: &HandState) -> Result<(), Refusal> {
    if hand.ranks.len() != 2 {
        return Err(Refusal::DoubleNotAllowed("more than two cards"));
    }
    if hand.split && !rules.double_after_split {
        return Err(Refusal::DoubleNotAllowed("a split hand in this version"));
    }
    if hand.insured && !rules.insured_hand_may_double_or_split {
        return Err(Refusal::Insured);
    }
    match rules.doubling {
        Doubling::AnyTwo => Ok(()),
        // The ace stays at 1 under 9-10-11, so an ace hand counts as its hard total.
        Doubling::NineTenEleven if (9..=11).contains(&Total::aces_at_one(hand.ranks).best) => {
            Ok(())
        }
        Doubling::NineTenEleven => Err(Refusal::DoubleNotAllowed("a total other than 9, 10 or 11")),
    }
}

fn split(rules: &Rules, hand: &HandState) -> Result<(), Refusal> {
    match hand.ranks {
        [a, b] if value(*a) == value(*b) => {}
        _ => return Err(Refusal::NotAPair),
    }
    if hand.insured && !rules.insured_hand_may_double_or_split {
        return Err(Refusal::Insured);
    }
    if hand.seat_hands >= rules.max_hands {
        return Err(Refusal::SplitLimitReached(rules.max_hands));
    }
    Ok(())
}

fn surrender_now(surrender: bool, hand: &HandState, dealer_up: Rank) -> Result<(), Refusal> {
    if !surrender {
        return Err(Refusal::SurrenderNotAllowed("not at this table"));
    }
    if hand.split || hand.ranks.len() != 2 {
        return Err(Refusal::SurrenderNotAllowed("only before any extra card"));
    }
    if dealer_up == Rank::Ace {
        return Err(Refusal::SurrenderNotAllowed(
            "the dealer's first card is an ace",
        ));
    }
    Ok(())
}

fn insurance(
    rules: &Rules,
    hand: &HandState,
    dealer_up: Rank,
    hundredths: u8,
) -> Result<(), Refusal> {
    if dealer_up != Rank::Ace {
        return Err(Refusal::InsuranceNotOffered(
            "the dealer's first card is not an ace",
        ));
    }
    if hand.split || hand.ranks.len() != 2 {
        return Err(Refusal::InsuranceNotOffered(
            "a third card has been offered",
        ));
    }
    if hand.is_blackjack() {
        return Err(Refusal::InsuranceNotOffered(
            "a blackjack takes even money, not insurance",
        ));
    }
    match rules.insurance {
        InsuranceSize::ExactlyHalf if hundredths == 50 => Ok(()),
        InsuranceSize::ExactlyHalf => Err(Refusal::InsuranceSize("exactly half")),
        InsuranceSize::UpToHalf if (1..=50).contains(&hundredths) => Ok(()),
        InsuranceSize::UpToHalf => {
            Err(Refusal::InsuranceSize("more than nothing and at most half"))
        }
        InsuranceSize::NotOffered => Err(Refusal::InsuranceNotOffered(
            "both the dealer's cards are face up",
        )),
    }
}

fn even_money(rules: &Rules, hand: &HandState, dealer_up: Rank) -> Result<(), Refusal> {
    if !hand.is_blackjack() {
        return Err(Refusal::EvenMoneyNotOffered("the hand is not a blackjack"));
    }
    let ten = value(dealer_up) == 10;
    match rules.even_money {
        EvenMoney::Never => Err(Refusal::EvenMoneyNotOffered("not in this version")),
        EvenMoney::DealerAce if dealer_up == Rank::Ace => Ok(()),
        EvenMoney::DealerAceOrTen if dealer_up == Rank::Ace || ten => Ok(()),
        EvenMoney::DealerAce => Err(Refusal::EvenMoneyNotOffered(
            "the dealer's first card is not an ace",
        )),
        EvenMoney::DealerAceOrTen => Err(Refusal::EvenMoneyNotOffered(
            "the dealer's first card is not an ace, a ten or a picture",
        )),
    }
}

#[cfg(test)]
mod tests;
