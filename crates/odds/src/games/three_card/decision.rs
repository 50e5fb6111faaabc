//! The decision after the deal: the exact expected net of playing and of folding, per unit of
//! ante, from the player's three cards and the cards seen, the dealer's three unseen.
//!
//! The values count the ante, the play bet and the ante bonus: the side box (pairplus, B) is
//! staked apart, paid on the player's hand alone when they play and lost when they fold, so
//! it only ever adds to playing.

use super::deck::{threes, unseen, Three};
use crate::error::OddsError;
use crate::fraction::Fraction;
use livedraw_domain::games::three_card::{settle, Showdown, ThreeCardDecision, ThreeCardRules};
use livedraw_domain::poker::three_card::ThreeCardValue;
use livedraw_domain::Card;

/// One option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionValue {
    /// The option.
    pub decision: ThreeCardDecision,
    /// Its expected net per unit of ante.
    pub ev: Fraction,
}

/// The value of playing and of folding `player` under `rules`, the cards `seen` (besides the
/// player's) out of the deck: play first, then fold.
pub fn decision_values(
    rules: &ThreeCardRules,
    player: [Card; 3],
    seen: &[Card],
) -> Result<[OptionValue; 2], OddsError> {
    let mut out: Vec<Card> = player.to_vec();
    out.extend_from_slice(seen);
    let dealer = threes(&unseen(&out)?)?;
    let value = super::deck::value(player);
    let hundredths = i128::from(100 * dealer.len() as u64);
    Ok(ThreeCardDecision::ALL.map(|decision| OptionValue {
        decision,
        ev: Fraction::new(i128::from(net(rules, value, &dealer, decision)), hundredths),
    }))
}

/// The sum, over the dealer's hands `dealer` (those sharing a card with the player's must be
/// left out by the caller), of the ante boxes' net in hundredths of the ante. A seat that
/// played settles by the showdown alone, so the dealer's hands are counted by showdown and
/// each showdown settled once.
pub fn net(
    rules: &ThreeCardRules,
    player: ThreeCardValue,
    dealer: &[Three],
    decision: ThreeCardDecision,
) -> i64 {
    let hands = dealer.len() as i64;
    let Some(&Three { value: any, .. }) = dealer.first() else {
        return 0;
    };
    if decision == ThreeCardDecision::Fold {
        return hands * settle(rules, player, any, decision).ante_boxes();
    }
    let mut by_showdown = [0i64; 4];
    let mut example = [any; 4];
    for three in dealer {
        let at = Showdown::of(player, three.value) as usize;
        by_showdown[at] += 1;
        example[at] = three.value;
    }
    by_showdown
        .iter()
        .zip(example)
        .map(|(count, dealer)| count * settle(rules, player, dealer, decision).ante_boxes())
        .sum()
}

/// How many of the dealer's hands `dealer` make the ante boxes of a seat holding `player` that
/// decided `decision` win in all (a positive net), and how many push (nothing won or lost).
/// As in [`net`], the dealer's hands are counted by showdown and each showdown settled once.
pub fn wins_and_pushes(
    rules: &ThreeCardRules,
    player: ThreeCardValue,
    dealer: &[Three],
    decision: ThreeCardDecision,
) -> (i64, i64) {
    let Some(&Three { value: any, .. }) = dealer.first() else {
        return (0, 0);
    };
    let mut by_showdown = [0i64; 4];
    let mut example = [any; 4];
    for three in dealer {
        let at = Showdown::of(player, three.value) as usize;
        by_showdown[at] += 1;
        example[at] = three.value;
    }
    let (mut wins, mut pushes) = (0, 0);
    for (count, dealer) in by_showdown.iter().zip(example) {
        match settle(rules, player, dealer, decision).ante_boxes() {
            net if net > 0 => wins += count,
            0 => pushes += count,
            _ => {}
        }
    }
    (wins, pushes)
}
