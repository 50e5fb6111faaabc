//! Exact decision values: for an open decision, the expected net of every legal action (stand,
//! hit, double, split, surrender, insurance, even money), in original stakes, from the shoe's
//! remaining composition by value under the table's version. Hitting is valued with the best
//! play after each card (stand or hit again), over the tree of the multisets the hand may draw
//! ([`super::tree`]: a multiset fixes both the hand and the shoe left); each final hand is
//! settled against the dealer's exact final hand ([`super::dealer_table`]) by the domain's own
//! settlement ([`super::nets`]), so the values pay what the table pays. Splitting is valued in
//! [`super::split`].

use super::counts::{index, Counts};
use super::dealer::DealerDraw;
use super::dealer_table::DealerTable;
use super::nets::Nets;
use super::split;
use super::tree::{Play, Tree};
use crate::error::OddsError;
use livedraw_domain::games::blackjack::actions::{check, Action, HandState};
use livedraw_domain::games::blackjack::settlement::TableOptions;
use livedraw_domain::games::blackjack::version::{DealerCards, Rules};
use livedraw_domain::Rank;

/// Index of the ten-valued cards.
const TEN: usize = 9;

/// Index of the twos: the value the dealer's table is grouped on when no pair is split (a
/// small card, so the hands draw many different numbers of it).
const TWO: usize = 1;

/// An open decision on one of a seat's hands.
#[derive(Clone, Copy, Debug)]
pub struct Decision<'a> {
    /// The table's version.
    pub rules: Rules,
    /// The table's choices.
    pub options: TableOptions,
    /// Whether the table offers surrender.
    pub surrender: bool,
    /// The hand's cards.
    pub player: &'a [Rank],
    /// Which of the seat's hands decides, from 1: the first holds the original stake (F's and
    /// G's dealer blackjack takes only that).
    pub hand: u8,
    /// How many hands the seat holds: more than one only after a split, which makes every
    /// hand a split hand (no blackjack, double only after split, no surrender).
    pub seat_hands: u8,
    /// The dealer's first card.
    pub dealer_up: Rank,
    /// The unseen cards: the shoe less every card seen (the hand's and the up card among them).
    pub unseen: Counts,
}

/// The expected net of each action the rules allow now, in original stakes (insurance: per
/// unit of insurance stake); `None` for an action not allowed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ActionValues {
    /// No more cards.
    pub stand: Option<f64>,
    /// One more card, then the best play.
    pub hit: Option<f64>,
    /// Twice the stake, one card.
    pub double: Option<f64>,
    /// Two hands of the pair, each with a stake: the expected net of all the seat's hands
    /// together, each played with the best play for its own cards from the shoe at the
    /// decision, re-split whenever a pair card comes as a hand's second card and the version
    /// allows one more hand ([`super::split`] gives the whole definition).
    pub split: Option<f64>,
    /// Half the stake back.
    pub surrender: Option<f64>,
    /// Insurance, per unit of insurance stake: 2:1 if the dealer has blackjack.
    pub insurance: Option<f64>,
    /// 1:1 at once on a blackjack.
    pub even_money: Option<f64>,
}

/// The values of every legal action of `decision`: of the deciding hand's stake only, the
/// seat's other hands left out (a split's value counts the hands it makes).
pub fn values(decision: &Decision) -> Result<ActionValues, OddsError> {
    if decision.unseen.total() == 0 {
        return Err(OddsError::TooFewCards { needed: 1, left: 0 });
    }
    let split_hand = decision.seat_hands > 1;
    let hand = HandState {
        ranks: decision.player,
        split: split_hand,
        split_ace: split_hand && decision.player.first() == Some(&Rank::Ace),
        closed: false,
        insured: false,
        seat_hands: decision.seat_hands,
    };
    let allowed = |action| {
        let rules = &decision.rules;
        check(rules, decision.surrender, &hand, decision.dealer_up, action).is_ok()
    };
    let splits = allowed(Action::Split);
    let pivot = match decision.player.first() {
        Some(&pair) if splits => index(pair),
        _ => TWO,
    };
    let mut table = DealerTable::new(decision.unseen, dealer_draw(decision), pivot);
    let (rules, options, up) = (decision.rules, decision.options, decision.dealer_up);
    let mut nets = Nets::new(rules, options, up, split_hand, decision.hand == 1);
    let first = decision.player.len();
    let first_play = Play::Open {
        double: allowed(Action::Double),
    };
    let tree = Tree::build(
        decision.player,
        &decision.unseen,
        &mut nets,
        |ranks, open| match (ranks.len() == first, open) {
            (true, _) if allowed(Action::Hit) => first_play,
            (false, true) => Play::Open { double: false },
            _ => Play::Closed,
        },
    );
    let valued = tree.value(Default::default(), &mut table, None);
    let ten_chance = decision.unseen.chance(TEN);
    // The table's chances are those of each final hand and no blackjack where the dealer
    // peeked: dividing by the chance of none gives the values given the peek.
    let peeked = if dealer_draw(decision).no_blackjack {
        1.0 - ten_chance
    } else {
        1.0
    };
    let given_peek = |value: f64| if peeked > 0.0 { value / peeked } else { 0.0 };
    Ok(ActionValues {
        stand: allowed(Action::Stand).then(|| given_peek(tree.first_stand(&mut table))),
        hit: allowed(Action::Hit).then(|| given_peek(tree.first_hit(&table, &valued))),
        double: allowed(Action::Double).then(|| given_peek(tree.first_double(&mut table))),
        split: splits.then(|| given_peek(split::value(decision, &mut table))),
        surrender: allowed(Action::Surrender).then_some(-0.5),
        insurance: allowed(Action::Insurance { hundredths: 50 }).then_some(3.0 * ten_chance - 1.0),
        even_money: allowed(Action::EvenMoney).then_some(1.0),
    })
}

/// The dealer's draw: with no blackjack where the version peeks under an ace. The hole card
/// is then one of the unseen cards, known not to be a ten, which every card the hands draw
/// is drawn around: the values are those of each outcome and no blackjack, over the chance
/// of no blackjack from the decision's shoe (a hand's best play is the same either way, since
/// at any point every action shares that chance).
fn dealer_draw(decision: &Decision) -> DealerDraw {
    let peeked = decision.rules.dealer_cards == DealerCards::HoleCard { peek: true }
        && decision.dealer_up == Rank::Ace;
    DealerDraw {
        up: index(decision.dealer_up),
        busts_above: decision.rules.dealer_busts_above,
        no_blackjack: peeked,
    }
}

#[cfg(test)]
mod tests;
