//! Exact decision values: for an open decision, the expected net of every legal action (stand,
//! hit, double, surrender, insurance, even money), in original stakes, from the shoe's remaining
//! composition by value under the table's version. Hitting is valued with the best play after
//! each card (stand or hit again), found by a recursion over the cards the hand may draw,
//! memoised on the multiset drawn (it fixes both the hand and the shoe left); each final hand
//! is settled against the dealer's exact final hand ([`super::dealer`]) by the domain's own
//! settlement, so the values pay what the table pays.

use super::counts::{index, Counts, VALUES};
use super::dealer::{outcomes, DealerDraw, DealerOutcomes};
use crate::error::OddsError;
use livedraw_domain::games::blackjack::actions::{check, Action, HandState};
use livedraw_domain::games::blackjack::hand::Total;
use livedraw_domain::games::blackjack::settlement::{settle, PlayedHand, TableOptions};
use livedraw_domain::games::blackjack::version::{DealerCards, Rules};
use livedraw_domain::Rank;
use std::collections::HashMap;

/// Index of the ten-valued cards.
const TEN: usize = 9;

/// An open decision on a hand that has not been split.
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
    /// Half the stake back.
    pub surrender: Option<f64>,
    /// Insurance, per unit of insurance stake: 2:1 if the dealer has blackjack.
    pub insurance: Option<f64>,
    /// 1:1 at once on a blackjack.
    pub even_money: Option<f64>,
}

/// The values of every legal action of `decision`.
pub fn values(decision: &Decision) -> Result<ActionValues, OddsError> {
    let hand = HandState {
        ranks: decision.player,
        split: false,
        split_ace: false,
        closed: false,
        insured: false,
        seat_hands: 1,
    };
    let allowed = |action| {
        let rules = &decision.rules;
        check(rules, decision.surrender, &hand, decision.dealer_up, action).is_ok()
    };
    let mut play = Play::new(decision)?;
    let stand =
        allowed(Action::Stand).then(|| play.stand(decision.player, &decision.unseen, false));
    let hit = allowed(Action::Hit).then(|| play.hit(Drawn::default()));
    let double = allowed(Action::Double).then(|| play.double());
    let ten_chance = decision.unseen.chance(TEN);
    Ok(ActionValues {
        stand,
        hit,
        double,
        surrender: allowed(Action::Surrender).then_some(-0.5),
        insurance: allowed(Action::Insurance { hundredths: 50 }).then_some(3.0 * ten_chance - 1.0),
        even_money: allowed(Action::EvenMoney).then_some(1.0),
    })
}

/// The cards a hand drew after the decision, as counts per value packed 6 bits each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Drawn(u64);

impl Drawn {
    fn count(self, index: usize) -> u16 {
        // Six bits hold it.
        u16::try_from((self.0 >> (6 * index)) & 0x3f).unwrap_or(0)
    }

    fn plus(self, index: usize) -> Drawn {
        Drawn(self.0 + (1 << (6 * index)))
    }
}

/// The recursion's state: the decision, and what is known so far.
struct Play<'a> {
    decision: &'a Decision<'a>,
    draw: DealerDraw,
    /// The best value of a hand from each multiset drawn.
    best: HashMap<Drawn, f64>,
}

impl<'a> Play<'a> {
    fn new(decision: &'a Decision<'a>) -> Result<Play<'a>, OddsError> {
        if decision.unseen.total() == 0 {
            return Err(OddsError::TooFewCards { needed: 1, left: 0 });
        }
        let peeked = decision.rules.dealer_cards == DealerCards::HoleCard { peek: true }
            && decision.dealer_up == Rank::Ace;
        Ok(Play {
            decision,
            draw: DealerDraw {
                up: index(decision.dealer_up),
                busts_above: decision.rules.dealer_busts_above,
                no_blackjack: peeked,
            },
            best: HashMap::new(),
        })
    }

    /// The shoe after the hand drew `drawn`.
    fn shoe(&self, drawn: Drawn) -> Counts {
        let mut counts = [0; VALUES];
        for (value, count) in counts.iter_mut().enumerate() {
            *count = self.decision.unseen.count(value) - drawn.count(value);
        }
        Counts::new(counts)
    }

    /// The hand's cards after drawing `drawn` (the order of the drawn ones does not matter).
    fn cards(&self, drawn: Drawn) -> Vec<Rank> {
        let mut cards = self.decision.player.to_vec();
        for value in 0..VALUES {
            cards.extend(std::iter::repeat_n(
                rank_of(value),
                usize::from(drawn.count(value)),
            ));
        }
        cards
    }

    /// Standing on `cards` (doubled or not), `shoe` being what the hand left. A bust hand
    /// and three sevens are settled whatever the dealer draws (most of the hands a hit
    /// reaches are bust): no dealer's hand is worked out for them.
    fn stand(&self, cards: &[Rank], shoe: &Counts, doubled: bool) -> f64 {
        let rules = &self.decision.rules;
        let bust = Total::aces_at_one(cards).best > 21;
        let three_sevens =
            rules.three_sevens && matches!(cards, [Rank::Seven, Rank::Seven, Rank::Seven]);
        if bust || three_sevens {
            return self.net(cards, doubled, STANDING[0]);
        }
        let dealer = outcomes(shoe, self.draw);
        self.settled(cards, doubled, &dealer)
    }

    /// The net of `cards` against the dealer's final `dealer_cards`.
    fn net(&self, cards: &[Rank], doubled: bool, dealer_cards: &[Rank]) -> f64 {
        let hand = PlayedHand {
            ranks: cards,
            split: false,
            original: true,
            doubled,
            surrendered: false,
        };
        let (rules, options) = (&self.decision.rules, &self.decision.options);
        let settled = settle(rules, options, &hand, dealer_cards);
        f64::from(settled.net.as_hundredths()) / 100.0
    }

    /// The expected net of `cards` against the dealer's final hands.
    fn settled(&self, cards: &[Rank], doubled: bool, dealer: &DealerOutcomes) -> f64 {
        let up = self.decision.dealer_up;
        let net = |dealer_cards: &[Rank]| self.net(cards, doubled, dealer_cards);
        let blackjack = if up == Rank::Ace {
            [Rank::Ace, Rank::Ten]
        } else {
            [up, Rank::Ace]
        };
        let mut value = dealer.blackjack * net(&blackjack) + dealer.bust * net(&BUST);
        for (chance, example) in dealer.stands.iter().zip(STANDING) {
            value += chance * net(example);
        }
        value
    }

    /// Hitting the hand that drew `drawn`, then playing best.
    fn hit(&mut self, drawn: Drawn) -> f64 {
        let shoe = self.shoe(drawn);
        (0..VALUES)
            .filter(|&value| shoe.count(value) > 0)
            .map(|value| shoe.chance(value) * self.best_after(drawn.plus(value)))
            .sum()
    }

    /// The best of standing and hitting once the hand drew `drawn`.
    fn best_after(&mut self, drawn: Drawn) -> f64 {
        if let Some(&known) = self.best.get(&drawn) {
            return known;
        }
        let (cards, shoe) = (self.cards(drawn), self.shoe(drawn));
        let stand = self.stand(&cards, &shoe, false);
        let best = if self.open(&cards) && shoe.total() > 0 {
            stand.max(self.hit(drawn))
        } else {
            stand
        };
        self.best.insert(drawn, best);
        best
    }

    /// Whether the hand takes another decision: below 21, not three sevens paid, no Charlie.
    fn open(&self, cards: &[Rank]) -> bool {
        let rules = &self.decision.rules;
        let three_sevens =
            rules.three_sevens && matches!(cards, [Rank::Seven, Rank::Seven, Rank::Seven]);
        let charlie = rules.ten_card_charlie && cards.len() >= 10;
        Total::of(cards).best < 21 && !three_sevens && !charlie
    }

    /// Doubling: one card, twice the stake.
    fn double(&mut self) -> f64 {
        let shoe = self.decision.unseen;
        (0..VALUES)
            .filter(|&value| shoe.count(value) > 0)
            .map(|value| {
                let drawn = Drawn::default().plus(value);
                shoe.chance(value) * self.stand(&self.cards(drawn), &self.shoe(drawn), true)
            })
            .sum()
    }
}

/// A dealer hand that busts whatever the version (26).
const BUST: [Rank; 3] = [Rank::Ten, Rank::Six, Rank::Ten];

/// A dealer hand standing on 17, 18, 19, 20, 21 (not a blackjack) and 22.
const STANDING: [&[Rank]; 6] = [
    &[Rank::Ten, Rank::Seven],
    &[Rank::Ten, Rank::Eight],
    &[Rank::Ten, Rank::Nine],
    &[Rank::Ten, Rank::Ten],
    &[Rank::Ten, Rank::Five, Rank::Six],
    &[Rank::Ten, Rank::Two, Rank::Ten],
];

/// The rank standing for a value index (a ten for every ten-valued card).
fn rank_of(value: usize) -> Rank {
    match value {
        0 => Rank::Ace,
        TEN => Rank::Ten,
        two_to_nine => Rank::ALL[two_to_nine - 1],
    }
}

#[cfg(test)]
mod tests;
