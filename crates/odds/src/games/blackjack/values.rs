//! Exact decision values: for an open decision, the expected net of every legal action (stand,
//! hit, double, split, surrender, insurance, even money), in original stakes, from the shoe's
//! remaining composition by value under the table's version. Hitting is valued with the best
//! play after each card (stand or hit again), over the tree of the multisets the hand may draw
//! ([`super::tree`]: a multiset fixes both the hand and the shoe left); each final hand is
//! settled against the dealer's exact final hand ([`super::dealer_table`]) by the domain's own
//! settlement ([`super::nets`]), so the values pay what the table pays. Splitting is valued in
//! [`super::split`].

use super::counts::index;
use super::dealer::{partner, DealerDraw};
use super::dealer_table::DealerTable;
use super::decision::Decision;
use super::endings::two_card_start;
use super::nets::Nets;
use super::offer::{offer_values, Offered};
use super::split;
use super::tree::{Play, Tree, Valued};
use crate::error::OddsError;
use livedraw_domain::games::blackjack::actions::{check, Action, HandState};
use livedraw_domain::{Rank, Verdict};

/// Index of the ten-valued cards.
const TEN: usize = 9;

/// Index of the twos: the value the dealer's table is grouped on when no pair is split (a
/// small card, so the hands draw many different numbers of it).
const TWO: usize = 1;

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
    /// Declining even money: the blackjack kept and settled against the dealer's other card
    /// ([`super::offer`]), offered wherever even money is, so that a player sees which is
    /// worth more.
    pub decline_even_money: Option<f64>,
}

/// The values of every legal action of `decision`: of the deciding hand's stake only, the
/// seat's other hands left out (a split's value counts the hands it makes).
pub fn values(decision: &Decision) -> Result<ActionValues, OddsError> {
    let mut valuing = Valuing::of(decision)?;
    let (tree, best) = valuing.played();
    Ok(valuing.values(&tree, &best))
}

/// What the deciding hand comes to after an action and then the best play (the play
/// [`values`] values): its own expected net and the chances of its verdicts. After a split,
/// the splitting hand's alone, which keeps its number (so a seat's first hand is still its
/// first and its market `seat-N` settles it).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct HandOutcome {
    /// The hand's expected net, in original stakes.
    pub net: f64,
    /// The chance that it wins (a blackjack, three sevens and a Charlie among the wins).
    pub win: f64,
    /// The chance that its stake comes back.
    pub push: f64,
}

/// What the hand deciding `decision` comes to if it takes `action` and then plays the best
/// play; `None` for an action the rules do not allow now or that is not the hand's
/// (insurance, even money).
pub fn hand_outcome(decision: &Decision, action: Action) -> Result<Option<HandOutcome>, OddsError> {
    let mut valuing = Valuing::of(decision)?;
    if !valuing.allows(action) {
        return Ok(None);
    }
    let (tree, best) = valuing.played();
    Ok(valuing.outcome(action, &tree, &best))
}

/// A decision's values, its best action and what the hand comes to with it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BestPlay {
    /// Every legal action's value.
    pub values: ActionValues,
    /// The action of most value ([`best_action`]).
    pub action: Action,
    /// What the deciding hand comes to with it.
    pub outcome: HandOutcome,
}

/// The values of `decision`, its best action and the hand's outcome with it, from one
/// dealer's table (cheaper than [`values`] and [`hand_outcome`] apart).
pub fn best_play(decision: &Decision) -> Result<BestPlay, OddsError> {
    let mut valuing = Valuing::of(decision)?;
    let (tree, best) = valuing.played();
    let values = valuing.values(&tree, &best);
    let (action, _) = best_action(&values);
    let outcome = valuing.outcome(action, &tree, &best).unwrap_or_default();
    Ok(BestPlay {
        values,
        action,
        outcome,
    })
}

/// The hand's action of most value and its value (insurance and even money are not the
/// hand's play; stand is allowed on any hand that decides, so there is always one). The first
/// of equal values wins, in the order stand, hit, double, split, surrender.
pub fn best_action(values: &ActionValues) -> (Action, f64) {
    [
        (Action::Stand, values.stand),
        (Action::Hit, values.hit),
        (Action::Double, values.double),
        (Action::Split, values.split),
        (Action::Surrender, values.surrender),
    ]
    .into_iter()
    .filter_map(|(action, value)| Some((action, value?)))
    .fold((Action::Stand, f64::NEG_INFINITY), |best, next| {
        if next.1 > best.1 {
            next
        } else {
            best
        }
    })
}

/// What valuing one decision needs: the rules' hand, the dealer's table and the peek, the
/// nets of the hand's tree, and the split of a pair, its hands built once for its value and
/// its splitting hand's outcome.
struct Valuing<'a> {
    decision: &'a Decision<'a>,
    hand: HandState<'a>,
    table: DealerTable,
    nets: Nets,
    pair: Option<split::Pair>,
}

impl<'a> Valuing<'a> {
    fn of(decision: &'a Decision<'a>) -> Result<Valuing<'a>, OddsError> {
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
        let splits = check_hand(decision, &hand, Action::Split);
        let pivot = match decision.player.first() {
            Some(&pair) if splits => index(pair),
            _ => TWO,
        };
        let table = DealerTable::new(decision.unseen, dealer_draw(decision), pivot);
        Ok(Valuing {
            decision,
            hand,
            table,
            nets: hand_nets(decision),
            pair: None,
        })
    }

    fn allows(&self, action: Action) -> bool {
        check_hand(self.decision, &self.hand, action)
    }

    /// The hand's tree: its first cards as the rules allow them, then stand or hit.
    fn tree(&mut self) -> Tree {
        let first = self.decision.player.len();
        let first_play = Play::Open {
            double: self.allows(Action::Double),
        };
        let hits = self.allows(Action::Hit);
        Tree::build(
            self.decision.player,
            &self.decision.unseen,
            &mut self.nets,
            |ranks, open| match (ranks.len() == first, open) {
                (true, _) if hits => first_play,
                (false, true) => Play::Open { double: false },
                _ => Play::Closed,
            },
        )
    }

    /// The hand's tree and its values with the best play.
    fn played(&mut self) -> (Tree, Valued) {
        let tree = self.tree();
        let best = tree.value(Default::default(), &mut self.table, None);
        (tree, best)
    }

    /// The split of the pair deciding (its hands built on first use), and the table.
    fn pair(&mut self) -> (&mut split::Pair, &mut DealerTable) {
        let (decision, table) = (self.decision, &mut self.table);
        let pair = self
            .pair
            .get_or_insert_with(|| split::Pair::new(decision, table));
        (pair, table)
    }

    /// Every legal action's value, `tree` valued as `best`.
    fn values(&mut self, tree: &Tree, best: &Valued) -> ActionValues {
        let decision = self.decision;
        let allowed = |action| self.allows(action);
        let (stand, hit, double, splits, surrender, insurance, even_money) = (
            allowed(Action::Stand),
            allowed(Action::Hit),
            allowed(Action::Double),
            allowed(Action::Split),
            allowed(Action::Surrender),
            allowed(Action::Insurance { hundredths: 50 }),
            allowed(Action::EvenMoney),
        );
        let split = splits.then(|| {
            let (pair, table) = self.pair();
            given_peek(decision, pair.value(table))
        });
        let decline_even_money = even_money.then(|| kept_blackjack(decision)).flatten();
        let table = &mut self.table;
        let given_peek = |value: f64| given_peek(decision, value);
        ActionValues {
            stand: stand.then(|| given_peek(tree.first_stand(table))),
            hit: hit.then(|| given_peek(tree.first_hit(table, best))),
            double: double.then(|| given_peek(tree.first_double(table))),
            split,
            surrender: surrender.then_some(-0.5),
            insurance: insurance.then_some(3.0 * decision.unseen.chance(TEN) - 1.0),
            even_money: even_money.then_some(1.0),
            decline_even_money,
        }
    }

    /// What the hand comes to after `action` (allowed), then the best play of `tree` valued
    /// as `best`; `None` for insurance and even money.
    fn outcome(&mut self, action: Action, tree: &Tree, best: &Valued) -> Option<HandOutcome> {
        match action {
            Action::Surrender => Some(HandOutcome {
                net: -0.5,
                ..HandOutcome::default()
            }),
            Action::Split => {
                let decision = self.decision;
                let (pair, table) = self.pair();
                let mut measure =
                    |measured| given_peek(decision, pair.splitting_hand(table, measured));
                Some(HandOutcome {
                    net: measure(None),
                    win: measure(Some(Verdict::Win)),
                    push: measure(Some(Verdict::Push)),
                })
            }
            Action::Stand | Action::Hit | Action::Double => Some(HandOutcome {
                net: self.first(action, tree, best),
                win: self.measure(action, Verdict::Win, tree, best),
                push: self.measure(action, Verdict::Push, tree, best),
            }),
            Action::Insurance { .. } | Action::EvenMoney => None,
        }
    }

    /// Standing, hitting or doubling on the first cards, in `tree` valued as `valued`.
    fn first(&mut self, action: Action, tree: &Tree, valued: &Valued) -> f64 {
        let value = match action {
            Action::Hit => tree.first_hit(&self.table, valued),
            Action::Double => tree.first_double(&mut self.table),
            _ => tree.first_stand(&mut self.table),
        };
        given_peek(self.decision, value)
    }

    /// The chance of `verdict` after `action` (stand, hit or double), then the play `best`
    /// chose.
    fn measure(&mut self, action: Action, verdict: Verdict, tree: &Tree, best: &Valued) -> f64 {
        let mut measured = hand_nets(self.decision).measuring(verdict);
        measured.follow(&self.nets);
        let tree = tree.with_nets(&measured);
        let valued = tree.value(Default::default(), &mut self.table, Some(&best.choices));
        self.first(action, &tree, &valued)
    }
}

/// The nets of the hand deciding `decision`, none found yet.
fn hand_nets(decision: &Decision) -> Nets {
    let (rules, options, up) = (decision.rules, decision.options, decision.dealer_up);
    let split = decision.seat_hands > 1;
    Nets::new(rules, options, up, split, decision.hand == 1)
}

/// A value of the dealer's table (of each final hand and no blackjack where the dealer
/// peeked) given the peek: divided by the chance of no blackjack.
fn given_peek(decision: &Decision, value: f64) -> f64 {
    if !dealer_draw(decision).no_blackjack {
        return value;
    }
    let none = 1.0 - decision.unseen.chance(index(partner(decision.dealer_up)));
    if none > 0.0 {
        value / none
    } else {
        0.0
    }
}

fn check_hand(decision: &Decision, hand: &HandState, action: Action) -> bool {
    let rules = &decision.rules;
    check(rules, decision.surrender, hand, decision.dealer_up, action).is_ok()
}

/// The dealer's draw: from both the dealer's cards where they are face up (casino-b); else
/// from the up card, with no blackjack where the version peeks under it (an ace, or a ten in
/// casino-a). The hole card is then one of the unseen cards, known not to be the up card's
/// partner, which every card the hands draw is drawn around: the values are those of each
/// outcome and no blackjack, over the chance of no blackjack from the decision's shoe (a
/// hand's best play is the same either way, since at any point every action shares that
/// chance).
fn dealer_draw(decision: &Decision) -> DealerDraw {
    let up = index(decision.dealer_up);
    let (start, peeked) = match decision.dealer_second {
        Some(second) => (two_card_start(up, index(second)), false),
        None => (
            up,
            decision.rules.dealer_cards.peeks_under(decision.dealer_up),
        ),
    };
    DealerDraw {
        up: start,
        busts_above: decision.rules.dealer_busts_above,
        no_blackjack: peeked,
    }
}

/// A blackjack kept instead of taking even money, as the offer values it.
fn kept_blackjack(decision: &Decision) -> Option<f64> {
    let offered = Offered {
        rules: decision.rules,
        options: decision.options,
        player: decision.player,
        dealer_up: decision.dealer_up,
        unseen: decision.unseen,
    };
    offer_values(&offered).ok()?.keep_blackjack
}

#[cfg(test)]
mod tests;
