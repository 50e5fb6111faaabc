//! Continuing a hand (standard, B): the bet of twice the ante against every dealer's hand that
//! avoids the swap's replacements. A qualifying dealer is compared (the player's higher hand
//! wins the ante 1 x and the bet by the paytable, a lower one loses both, equal hands push); a
//! dealer who does not qualify pays the ante 1 x, or is bought where that is worth more.

use super::buy::draws;
use super::counting::choose;
use super::dealer::DealerHands;
use livedraw_domain::games::oasis::settlement::bet_pays;
use livedraw_domain::games::oasis::OasisRules;
use livedraw_domain::poker::five_card::evaluate;
use livedraw_domain::Card;

/// The seat's net continuing, summed over the dealer's hands and the buy's draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Continuation {
    /// The sum over the dealer's hands, in hundredths of the ante times `draws`.
    pub net: i128,
    /// The dealer's hands that avoid the replacements.
    pub hands: i128,
    /// The dealer's ways to swap when bought (1 where nobody buys).
    pub draws: i128,
}

impl Continuation {
    /// Folding instead, on the same scale: the ante lost on every hand.
    pub fn fold(&self) -> i128 {
        -100 * self.hands * self.draws
    }

    /// The better of continuing and folding.
    pub fn best(&self) -> i128 {
        self.net.max(self.fold())
    }

    /// The denominator that turns `net` into a value per unit of ante.
    pub fn scale(&self) -> i128 {
        100 * self.hands * self.draws
    }
}

/// A hand's stakes: its value, and what it wins against a lower qualifying hand (the ante
/// 1 x and the bet by the paytable), in hundredths of the ante.
pub(super) fn stakes(rules: &OasisRules, hand: &[Card; 5]) -> (u32, i64) {
    let win = 100 + 2 * i64::from(bet_pays(rules, hand).as_hundredths());
    (evaluate(hand).get(), win)
}

/// Continuing with `hand` against the dealer's hands of `dealer` that avoid `replaced` (the
/// swap's replacements, now in the hand).
pub(super) fn continuation(
    dealer: &DealerHands,
    rules: &OasisRules,
    hand: &[Card; 5],
    replaced: &[Card],
) -> Continuation {
    let stakes = stakes(rules, hand);
    let gain = match &dealer.buying {
        Some(buying) => {
            let draws = draws(dealer.unseen.len() - replaced.len() - 4, buying.swaps());
            buying.gains(stakes, draws, &[replaced]).iter().sum()
        }
        None => 0,
    };
    settled(dealer, stakes, replaced, gain)
}

/// Continuing with hands of the same `stakes`, one for each set of `replaced` cards (all of
/// one size), in their order: the buy's classes are read once for all of them.
pub(super) fn continuations(
    dealer: &DealerHands,
    stakes: (u32, i64),
    replaced: &[&[Card]],
) -> Vec<Continuation> {
    let size = replaced.first().map_or(0, |cards| cards.len());
    let gains = match &dealer.buying {
        Some(buying) => {
            let draws = draws(dealer.unseen.len() - size - 4, buying.swaps());
            buying.gains(stakes, draws, replaced)
        }
        None => vec![0; replaced.len()],
    };
    replaced
        .iter()
        .zip(gains)
        .map(|(replaced, gain)| settled(dealer, stakes, replaced, gain))
        .collect()
}

/// The net continuing against the dealer's hands that avoid `replaced`, `gain` what buying
/// adds where the dealer does not qualify.
fn settled(
    dealer: &DealerHands,
    (player, win): (u32, i64),
    replaced: &[Card],
    gain: i128,
) -> Continuation {
    let left = dealer.unseen.len() - replaced.len();
    let hands = choose(left, 4);
    let qualifying = dealer.qualifying_avoiding(player, replaced);
    let above = qualifying.total - qualifying.below - qualifying.equal;
    let not_qualifying = hands - i128::from(qualifying.total);
    let showdowns = i128::from(win * qualifying.below - 300 * above);
    let Some(buying) = &dealer.buying else {
        return Continuation {
            net: showdowns + 100 * not_qualifying,
            hands,
            draws: 1,
        };
    };
    let draws = draws(left - 4, buying.swaps());
    Continuation {
        net: draws * (showdowns + 100 * not_qualifying) + gain,
        hands,
        draws,
    }
}
