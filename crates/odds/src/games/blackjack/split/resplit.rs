//! Whether a split hand may be split again: the rules' answer, which the exact recursion and
//! its bound ([`super::ceiling`]) both ask.

use crate::games::blackjack::decision::Decision;
use livedraw_domain::games::blackjack::actions::{check, Action, HandState};
use livedraw_domain::Rank;

/// Whether a hand of the pair `pair` may be re-split when the seat holds `hands` hands.
pub(super) fn resplit(decision: &Decision, pair: Rank, hands: u8) -> bool {
    let cards = [pair, pair];
    let hand = HandState {
        ranks: &cards,
        split: true,
        split_ace: pair == Rank::Ace,
        closed: false,
        insured: false,
        seat_hands: hands,
    };
    let (rules, up) = (&decision.rules, decision.dealer_up);
    check(rules, false, &hand, up, Action::Split).is_ok()
}
