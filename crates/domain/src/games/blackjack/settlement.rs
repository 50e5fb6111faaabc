//! How a finished hand settles against the dealer's final hand, under a table's version and
//! options (blackjack.md): the net multiplier of the hand's stake, a double's included.

use super::hand::{is_blackjack, is_ten_card_charlie, is_three_sevens, Total};
use super::version::{Doubling, Rules, Ties};
use crate::card::Rank;
use crate::market::{Payout, Verdict};
use serde::{Deserialize, Serialize};

/// A table's settings where the rulebook leaves a choice or is silent (our choices, per
/// table; blackjack.md, invariants).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableOptions {
    /// The posted blackjack payout, one of the version's ([`Rules::blackjack_payouts`]).
    pub blackjack_pays: Payout,
    /// Whether a 21 of three or more cards (or a split 21, always) against a dealer blackjack
    /// pushes. The rulebook says a split 21 always loses to it and is silent on other 21s
    /// (version A's "both 21 push"): off by default, a dealer blackjack beats every other
    /// hand. Never applies to a split hand.
    pub twenty_one_pushes_dealer_blackjack: bool,
    /// Whether F's and G's "a dealer blackjack takes only the original stake" holds under an
    /// ace up as under a ten (the rulebook names the ten; with no peek, a player who doubled
    /// against an ace could not know either): on by default.
    pub original_stake_only_under_ace: bool,
}

/// What a hand did before it was settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedHand<'a> {
    /// Its cards in the order dealt.
    pub ranks: &'a [Rank],
    /// Whether it came from a split (then two cards making 21 are no blackjack).
    pub split: bool,
    /// Whether it is the seat's first hand, the one holding the original stake (a split's
    /// other hands each hold a stake added for them).
    pub original: bool,
    /// Whether it was doubled: its stake is twice the original.
    pub doubled: bool,
    /// Whether it was surrendered.
    pub surrendered: bool,
}

/// A hand's settlement: the verdict and the net multiplier of the original stake (a doubled
/// hand wins or loses twice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settled {
    /// Win, lose, push or half lost (a surrender).
    pub verdict: Verdict,
    /// The net multiplier.
    pub net: Payout,
}

impl Settled {
    const PUSH: Settled = Settled {
        verdict: Verdict::Push,
        net: Payout::NOTHING,
    };
    const SURRENDERED: Settled = Settled {
        verdict: Verdict::HalfLose,
        net: Payout::HALF_LOST,
    };

    fn win(net: Payout) -> Settled {
        Settled {
            verdict: Verdict::Win,
            net,
        }
    }

    fn lose(stakes: i32) -> Settled {
        Settled {
            verdict: Verdict::Lose,
            net: Payout::hundredths(-100 * stakes),
        }
    }
}

impl PlayedHand<'_> {
    /// Its stakes, in original stakes.
    fn stakes(&self) -> i32 {
        if self.doubled {
            2
        } else {
            1
        }
    }

    /// Whether it is a blackjack: 21 with the seat's first two cards, not after a split.
    fn is_blackjack(&self) -> bool {
        !self.split && is_blackjack(self.ranks)
    }

    /// Its total, an ace at 1 after a 9-10-11 double.
    fn total(&self, rules: &Rules) -> u8 {
        if self.doubled && rules.doubling == Doubling::NineTenEleven {
            Total::aces_at_one(self.ranks).best
        } else {
            Total::of(self.ranks).best
        }
    }
}

/// Settles `hand` against the dealer's final cards `dealer` (the up card first) under `rules`
/// and `options`. Three sevens come out as they were paid at the third card
/// ([`three_sevens`]); even money taken is settled by [`even_money`] instead.
pub fn settle(
    rules: &Rules,
    options: &TableOptions,
    hand: &PlayedHand,
    dealer: &[Rank],
) -> Settled {
    if hand.surrendered {
        return Settled::SURRENDERED;
    }
    if let Some(paid) = three_sevens(rules, hand) {
        return paid;
    }
    let total = hand.total(rules);
    if total > 21 {
        // A bust loses even if the dealer busts afterwards.
        return Settled::lose(hand.stakes());
    }
    let dealer_blackjack = is_blackjack(dealer);
    if dealer_blackjack {
        return against_dealer_blackjack(rules, options, hand, dealer, total);
    }
    if hand.is_blackjack() {
        return Settled::win(options.blackjack_pays);
    }
    if rules.ten_card_charlie && is_ten_card_charlie(hand.ranks) {
        return Settled::win(Payout::times(hand.stakes()));
    }
    let dealer_total = Total::of(dealer).best;
    if dealer_total > rules.dealer_busts_above {
        return Settled::win(Payout::times(hand.stakes()));
    }
    if dealer_total == 22 {
        // P–S: a dealer 22 pushes every hand still standing (blackjacks were paid above).
        return Settled::PUSH;
    }
    compare(rules, hand.stakes(), total, dealer_total)
}

/// A hand against a dealer blackjack.
fn against_dealer_blackjack(
    rules: &Rules,
    options: &TableOptions,
    hand: &PlayedHand,
    dealer: &[Rank],
    total: u8,
) -> Settled {
    if hand.is_blackjack() {
        return Settled::PUSH;
    }
    if total == 21 && !hand.split && options.twenty_one_pushes_dealer_blackjack {
        return Settled::PUSH;
    }
    let up_card_covered = match dealer.first() {
        Some(Rank::Ace) => options.original_stake_only_under_ace,
        Some(_) => true,
        None => false,
    };
    if rules.original_stake_only && up_card_covered {
        // F, G: only the original stake is lost; a double's and a split's stakes come back.
        return if hand.original {
            Settled::lose(1)
        } else {
            Settled::PUSH
        };
    }
    Settled::lose(hand.stakes())
}

/// Equal, higher or lower totals, neither side bust.
fn compare(rules: &Rules, stakes: i32, total: u8, dealer_total: u8) -> Settled {
    if total > dealer_total {
        return Settled::win(Payout::times(stakes));
    }
    if total < dealer_total {
        return Settled::lose(stakes);
    }
    let push_from = match rules.ties {
        Ties::Push => 0,
        Ties::DealerWinsBelow21 => 21,
        Ties::DealerWinsBelow20 => 20,
        // Blackjack against blackjack is settled before totals are compared.
        Ties::DealerWinsAllButBlackjacks => u8::MAX,
    };
    if total >= push_from {
        Settled::PUSH
    } else {
        Settled::lose(stakes)
    }
}

/// A hand whose first three cards are sevens, not split, in a version that pays them: 3:1 on
/// its stake at once (a doubled hand's whole stake: our choice), whatever the dealer has.
pub fn three_sevens(rules: &Rules, hand: &PlayedHand) -> Option<Settled> {
    (rules.three_sevens && !hand.split && is_three_sevens(hand.ranks))
        .then(|| Settled::win(Payout::times(3 * hand.stakes())))
}

/// Even money taken on a blackjack: 1:1 at once.
pub fn even_money() -> Settled {
    Settled::win(Payout::times(1))
}

/// Insurance against the dealer's hand: 2:1 on the insurance stake if the dealer has
/// blackjack, else lost.
pub fn insurance(dealer_blackjack: bool) -> Settled {
    if dealer_blackjack {
        Settled::win(Payout::times(2))
    } else {
        Settled::lose(1)
    }
}

#[cfg(test)]
mod tests;
