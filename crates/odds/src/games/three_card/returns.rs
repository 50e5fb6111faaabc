//! The boxes' returns before the deal, under the best play: over every player's hand of the
//! unseen cards, the side box as its paytable pays it, and the ante boxes (ante, play, ante
//! bonus) at the better of playing and folding, each against every dealer's hand of the cards
//! left. A hand's worth depends on its cards only up to the suits' names when no card is seen,
//! so the hands are then valued once per class (ranks and which suits match).

use super::super::one_deck::class;
use super::deck::{threes, unseen, Three};
use crate::error::OddsError;
use crate::fraction::Fraction;
use livedraw_domain::games::three_card::{ThreeCardDecision, ThreeCardRules};
use livedraw_domain::{Card, Payout};
use std::collections::HashMap;

/// The boxes' exact returns and the hands' chances.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoxReturns {
    /// The ante boxes' expected net per unit of ante under the best play (play when playing
    /// is worth at least folding).
    pub ante: Fraction,
    /// The chance that the ante boxes win in all under the best play (a positive net).
    pub ante_wins: Fraction,
    /// The chance that the ante boxes neither win nor lose under the best play.
    pub ante_pushes: Fraction,
    /// The side box's expected net per unit of its stake (the seat never folds a paying
    /// side-box hand: playing is then the better for the side box, whatever the ante's).
    pub side: Fraction,
    /// The chance of the player's hand being of each category, lowest first.
    pub categories: [Fraction; 6],
    /// The chance that the dealer qualifies.
    pub dealer_qualifies: Fraction,
}

/// The boxes' returns under `rules`, from the deck less `seen`.
pub fn box_returns(rules: &ThreeCardRules, seen: &[Card]) -> Result<BoxReturns, OddsError> {
    let cards = unseen(seen)?;
    let hands = threes(&cards)?;
    if cards.len() < 6 {
        return Err(OddsError::TooFewCards {
            needed: 6,
            left: cards.len(),
        });
    }
    let symmetric = seen.is_empty();
    let mut classes: HashMap<Vec<u8>, (i128, Best)> = HashMap::new();
    for hand in &hands {
        let key = class(&hand.hand, symmetric);
        classes
            .entry(key)
            .or_insert_with(|| (0, best(rules, hand, &hands)))
            .0 += 1;
    }
    let dealer_hands = i128::from(threes_of(cards.len() - 3));
    let player_hands = hands.len() as i128;
    let ante: i128 = classes.values().map(|(count, best)| count * best.net).sum();
    let ante_wins: i128 = classes
        .values()
        .map(|(count, best)| count * best.wins)
        .sum();
    let ante_pushes: i128 = classes
        .values()
        .map(|(count, best)| count * best.pushes)
        .sum();
    let side: i128 = hands
        .iter()
        .map(|hand| {
            let paid = rules
                .side
                .pays(hand.value.category())
                .unwrap_or(Payout::LOST);
            i128::from(paid.as_hundredths())
        })
        .sum();
    let mut categories = [0i128; 6];
    for hand in &hands {
        categories[hand.value.category() as usize] += 1;
    }
    let qualifying = hands
        .iter()
        .filter(|hand| hand.value.is_queen_high_or_better())
        .count() as i128;
    Ok(BoxReturns {
        ante: Fraction::new(ante, 100 * player_hands * dealer_hands),
        ante_wins: Fraction::new(ante_wins, player_hands * dealer_hands),
        ante_pushes: Fraction::new(ante_pushes, player_hands * dealer_hands),
        side: Fraction::new(side, 100 * player_hands),
        categories: categories.map(|count| Fraction::new(count, player_hands)),
        dealer_qualifies: Fraction::new(qualifying, player_hands),
    })
}

/// A player's hand played at its best, over the dealer's hands left.
struct Best {
    /// The better of playing and folding, summed, in hundredths of the ante.
    net: i128,
    /// The dealer's hands against which the better decision's ante boxes win in all.
    wins: i128,
    /// Those against which they push.
    pushes: i128,
}

/// The better of playing and folding `player` over the dealer's hands of `all` that share no
/// card with it.
fn best(rules: &ThreeCardRules, player: &Three, all: &[Three]) -> Best {
    let dealer: Vec<Three> = all
        .iter()
        .filter(|three| three.cards & player.cards == 0)
        .copied()
        .collect();
    let [play, fold] = ThreeCardDecision::ALL
        .map(|decision| super::decision::net(rules, player.value, &dealer, decision));
    let decision = if play >= fold {
        ThreeCardDecision::Play
    } else {
        ThreeCardDecision::Fold
    };
    let (wins, pushes) = super::decision::wins_and_pushes(rules, player.value, &dealer, decision);
    Best {
        net: i128::from(play.max(fold)),
        wins: i128::from(wins),
        pushes: i128::from(pushes),
    }
}

/// The number of threes of `cards` cards.
fn threes_of(cards: usize) -> u64 {
    let n = cards as u64;
    n * n.saturating_sub(1) * n.saturating_sub(2) / 6
}
