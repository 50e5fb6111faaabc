//! The exact value of splitting a pair (docs/odds.md, blackjack): the expected net, in original
//! stakes and every hand's stake counted, of the seat's hands when
//!
//! - each hand takes its second card and then plays the best play for its own cards from the
//!   shoe as it was at the decision (it knows its own cards and the up card, not the other
//!   hands'), doubling only where the domain's `check` allows it on a split hand (so only with
//!   double after split), split aces taking their one card and no decision;
//! - a hand whose second card is a pair card is re-split whenever `check` allows it (the seat
//!   holds fewer than the version's most hands; never split aces), and keeps it otherwise;
//! - every hand is settled by the domain's settlement as a split hand (two-card 21 is no
//!   blackjack and loses to a dealer blackjack, three sevens are not paid), the seat's first
//!   hand as holding the original stake (F's and G's dealer blackjack takes only that);
//! - a hand made by a split may split again: the same, with the seat's other hands counted
//!   towards the version's most hands and left out of the value.
//!
//! Since every hand's play depends on its own cards only, the expected net of a hand and of
//! the dealer's draw after it does not change if other hands draw cards between them: the
//! shoe's composition after a stopping point is, on average, the shoe before it (a card
//! "burnt" unseen changes no chance). So a hand whose second card is settled is worth the value
//! of its two cards from the shoe it draws from, with the dealer drawing right after it; and
//! the rest of the seat, after a card that is *not* a pair card, is worth its value from the
//! shoe with a random card burnt, less that with a pair card burnt, times the chance of one.
//! Everything is then a value of one hand from the shoe less `k` more pair cards, for `k` up to
//! twice the hands the version allows, and the split's value a short recursion over (pair
//! cards out, hands, hands still to take their second card). This is exact as long as the shoe
//! holds every card the hands and the dealer could draw (always so in a live shoe).
//!
//! The hands' play is folded into those values only when the split's exact value is asked
//! for: the betting round first reads a bound on it from the round's hands unsplit
//! ([`SplitTree::ceiling`]), then from the play's values with no more pair cards out
//! ([`Pair::ceiling`]), and does not value a split surely worth less than the hand unsplit.

use super::by_pivot::ByPivot;
use super::choice::Choice;
use super::counts::{index, Counts, Drawn, VALUES};
use super::dealer_table::DealerTable;
use super::decision::Decision;
use super::nets::{rank_of, Net, Nets};
use super::tree::{Likeness, Play, Tree};
use livedraw_domain::games::blackjack::actions::{check, Action, HandState};
use livedraw_domain::{Rank, Verdict};
use std::rc::Rc;

mod ceiling;
mod resplit;
mod unsplit;

/// The split of one pair against one up card: its hands' trees built and valued once, and
/// their values from the shoe less each number of pair cards worked out once, for both the
/// split's value and its splitting hand's outcome.
pub struct Pair {
    /// Every hand's decision: the deciding hand's, with the shoe at the decision.
    decision: Decision<'static>,
    pair: Rank,
    original: bool,
    first: Hand,
    others: Option<Hand>,
    /// The hands' plays folded, on first use: the splitting hand's and the new ones'.
    folded: Option<(Folded, Option<Folded>)>,
    /// Per `k` pair cards out: the splitting hand's parts and the new hands'.
    parts: Vec<(Parts, Parts)>,
}

impl Pair {
    /// The split of the pair `decision.player` ([`super::values()`] checks it may be split).
    pub fn new(decision: &Decision, table: &mut DealerTable) -> Pair {
        let mut built = SplitTree::build(decision, table.shoe());
        Pair::of(decision, table, None, &mut built)
    }

    /// [`Pair::new`] with the split hand's tree already built, from a shoe holding every card
    /// of the decision's ([`SplitTree`]), and its best play found on `best_on` where given (a
    /// table whose shoe is `table`'s, grouped otherwise, with more of its final hands worked
    /// out), `table` being grouped on the pair's value.
    pub fn of(
        decision: &Decision,
        table: &mut DealerTable,
        mut best_on: Option<&mut DealerTable>,
        built: &mut SplitTree,
    ) -> Pair {
        let pair = built.pair;
        let original = decision.hand == 1;
        // The hands' own cards are the pair's, one each: the decision's are not read again.
        let decision = Decision {
            player: &[],
            ..*decision
        };
        Pair {
            pair,
            original,
            first: Hand::new(&decision, original, table, best_on.as_deref_mut(), built),
            // The new hands settle otherwise than the first only against a dealer
            // blackjack: where the table counts none, they are the first hand's.
            others: (original && decision.rules.original_stake_only && table.counts_blackjack())
                .then(|| Hand::new(&decision, false, table, best_on, built)),
            folded: None,
            parts: Vec::new(),
            decision,
        }
    }

    /// The value of splitting: the hands it makes, the seat's other hands left out. The
    /// splitting hand keeps its place (the original stake if it is the seat's first hand); the
    /// new hands come after the seat's others.
    pub fn value(&mut self, table: &mut DealerTable) -> f64 {
        let hands = self.decision.seat_hands.saturating_add(1);
        self.split(table).rest(table, 0, hands, 2, true)
    }

    /// At least the value of splitting ([`Pair::value`]), read from the hands' best play
    /// without folding it ([`ceiling`]); `None` where the shoe is too short to tell.
    pub fn ceiling(&self, table: &DealerTable) -> Option<f64> {
        let hands = [Some(&self.first), self.others.as_ref()];
        let hands = hands.into_iter().flatten();
        let reach = hands.clone().map(|hand| hand.reads.net.longest()).max()?;
        let net = hands.map(|hand| largest(&hand.reads.net));
        let first = ceiling::Reading::exact(self.first.unmoved);
        let others = self.others.as_ref();
        let others = others.map_or(first, |others| ceiling::Reading::exact(others.unmoved));
        let mut estimate = ceiling::Estimate::new(
            &self.decision,
            self.pair,
            [first, others],
            ceiling::Read::Played,
            *table.shoe(),
            reach + table.longest_draw(),
            net.fold(0.0, f64::max),
        );
        estimate.ceiling(self.decision.seat_hands.saturating_add(1))
    }

    /// The hands' plays folded ([`Hand::fold`]) on first use, with the recursion's state.
    fn split<'a>(&'a mut self, table: &mut DealerTable) -> Split<'a> {
        let (first, others) = (&self.first, &self.others);
        let (first, others) = self.folded.get_or_insert_with(|| {
            let others = others.as_ref().map(|others| others.fold(table));
            (first.fold(table), others)
        });
        Split {
            decision: &self.decision,
            pair: self.pair,
            first,
            others: others.as_ref(),
            parts: &mut self.parts,
        }
    }

    /// The splitting hand's own expected net (`measured`: `None`), or the chance of its
    /// verdict `measured`, the hands playing as [`Pair::value`] plays them. The splitting hand
    /// keeps its number; its second card is the first card drawn that is not a pair card
    /// while the seat may hold one more hand (each pair card making a new hand), then any
    /// card.
    pub fn splitting_hand(&mut self, table: &mut DealerTable, measured: Option<Verdict>) -> f64 {
        let hands = self.decision.seat_hands.saturating_add(1);
        let Some(verdict) = measured else {
            // The splitting hand's parts are the split's own.
            return self.split(table).splitting_hand(table, 0, hands);
        };
        let measuring = self
            .first
            .measuring(&self.decision, self.original, table, verdict);
        let mut split = Split {
            decision: &self.decision,
            pair: self.pair,
            first: &measuring,
            others: None,
            parts: &mut Vec::new(),
        };
        split.splitting_hand(table, 0, hands)
    }
}

/// The tree of a hand from one pair card, with the nets it was built with. What a split hand
/// may do depends on its cards and the rules alone, not on the up card, and a tree built from
/// a shoe serves any shoe it holds (the hands the smaller shoe cannot make have no chance), so
/// the betting round builds one per pair for every up card.
pub struct SplitTree {
    pair: Rank,
    tree: Tree,
    nets: Nets,
    /// Its hands beside the round's unsplit ones, by up card and whether the split hand
    /// holds the original stake, found on first use ([`SplitTree::ceiling`]): they depend
    /// on the table, not the shoe.
    beside: Vec<(Rank, bool, unsplit::Beside)>,
    /// The tree reading each kind of split hand's nets, found on first use: they depend on
    /// the table, not the shoe, and following nets takes a look-up per hand.
    reads: Vec<Reads>,
}

/// The split hand's tree reading the nets of one kind of split hand (its up card, and whether
/// it holds the original stake): for its net, and measuring a win and a push
/// ([`Nets::measuring`]) under the same play.
#[derive(Clone)]
struct Reads {
    up: Rank,
    original: bool,
    nets: Rc<Nets>,
    net: Tree,
    win: Tree,
    push: Tree,
}

impl SplitTree {
    /// The split hand's tree for the pair `decision.player` from `shoe`.
    pub fn build(decision: &Decision, shoe: &Counts) -> SplitTree {
        let pair = rank_of(decision.player.first().map_or(0, |&rank| index(rank)));
        let (rules, up) = (decision.rules, decision.dealer_up);
        let play = |ranks: &[Rank], open: bool| {
            let hand = HandState {
                ranks,
                split: true,
                split_ace: pair == Rank::Ace,
                closed: false,
                insured: false,
                seat_hands: 2,
            };
            let allowed = |action| check(&rules, false, &hand, up, action).is_ok();
            match ranks.len() {
                1 => Play::Deal,
                _ if !open || !allowed(Action::Hit) => Play::Closed,
                2 => Play::Open {
                    double: allowed(Action::Double),
                },
                _ => Play::Open { double: false },
            }
        };
        let mut nets = Hand::nets(decision, true);
        let tree = Tree::build(&[pair], shoe, &mut nets, play);
        SplitTree {
            pair,
            tree,
            nets,
            beside: Vec::new(),
            reads: Vec::new(),
        }
    }

    /// The tree reading the nets of the split hand holding the original stake or not
    /// (`original`) under the decision's up card, found on first use.
    fn reads(&mut self, decision: &Decision, original: bool) -> Reads {
        let up = decision.dealer_up;
        let found = self
            .reads
            .iter()
            .find(|reads| reads.up == up && reads.original == original);
        if let Some(reads) = found {
            return reads.clone();
        }
        let mut nets = Hand::nets(decision, original);
        nets.follow(&self.nets);
        let reads = Reads {
            up,
            original,
            net: self.tree.with_nets(&nets),
            win: measuring(&self.tree, &nets, decision, original, Verdict::Win),
            push: measuring(&self.tree, &nets, decision, original, Verdict::Push),
            nets: Rc::new(nets),
        };
        self.reads.push(reads.clone());
        reads
    }
}

/// `tree`, which reads `nets`, measuring `verdict` for the split hand of `decision` holding
/// the original stake or not.
fn measuring(
    tree: &Tree,
    nets: &Nets,
    decision: &Decision,
    original: bool,
    verdict: Verdict,
) -> Tree {
    let mut measuring = Hand::nets(decision, original).measuring(verdict);
    measuring.follow(nets);
    tree.with_nets(&measuring)
}

impl SplitTree {
    /// At least the value of splitting the pair `decision.player` ([`Pair::value`]), read
    /// off the values `values` of the round's hands unsplit (`unsplit`, whose root deals two
    /// cards, valued with the best play on `table`, seen from the shoe less the up card)
    /// without valuing the split hands (`split/unsplit.rs`); `None` where the shoe is too
    /// short to tell. The trees are the round's ([`Tree::likeness`]).
    pub fn ceiling(
        &mut self,
        decision: &Decision,
        table: &mut DealerTable,
        unsplit: &Tree,
        values: &[f64],
    ) -> Option<f64> {
        let pivot = index(self.pair);
        // The unsplit hand of the pair card and a second card draws from the shoe less the
        // up card and that pair card: the decision's with one pair card more.
        let shoe = decision.unseen.with(pivot);
        let original = decision.hand == 1;
        // As [`Pair::of`]: the new hands settle otherwise only against a dealer blackjack.
        let apart = original && decision.rules.original_stake_only && table.counts_blackjack();
        let first = self.beside(decision, original, unsplit);
        let others = if apart {
            self.beside(decision, false, unsplit)
        } else {
            first
        };
        let unsplit = unsplit::Unsplit {
            tree: unsplit,
            values,
        };
        let mut read = |beside: &unsplit::Beside, original| {
            let tree = self.reads(decision, original).net;
            // A hand that may only stand on its two cards stands on the table's shoe less
            // the pair card and the second card.
            let stands = |value: usize| {
                let drawn = Drawn::default().plus(pivot).plus(value);
                tree.closed_stand(tree.child(0, value)?, drawn, table)
            };
            unsplit::reading(beside, &unsplit, pivot, &shoe, stands)
        };
        let first_reading = read(&first, original);
        let others_reading = if apart {
            read(&others, false)
        } else {
            first_reading
        };
        let mut estimate = ceiling::Estimate::new(
            decision,
            self.pair,
            [first_reading, others_reading],
            ceiling::Read::Unsplit,
            decision.unseen,
            self.tree.longest() + table.longest_draw(),
            first.net.max(others.net),
        );
        estimate.ceiling(decision.seat_hands.saturating_add(1))
    }

    /// The split hands holding the original stake or not (`original`) beside the round's
    /// hands `unsplit`, under the decision's up card, found on first use.
    fn beside(&mut self, decision: &Decision, original: bool, unsplit: &Tree) -> unsplit::Beside {
        let up = decision.dealer_up;
        let found = self
            .beside
            .iter()
            .find(|(at, stake, _)| *at == up && *stake == original);
        if let Some(&(_, _, beside)) = found {
            return beside;
        }
        let tree = self.reads(decision, original).net;
        let pair = unsplit.child(0, index(self.pair));
        let beside = unsplit::Beside {
            likeness: pair.map_or([Likeness::Unlike; VALUES], |pair| {
                tree.likeness(unsplit, pair)
            }),
            net: largest(&tree),
        };
        self.beside.push((up, original, beside));
        beside
    }
}

/// One kind of split hand (the splitting one, or the new ones where they settle differently).
struct Hand {
    /// Its tree, reading its nets and measuring verdicts.
    reads: Reads,
    /// The play the best play chose from the unseen shoe (which fixes the play).
    choices: Vec<Choice>,
    /// The play's value from the unseen shoe itself (no more pair cards out), read off the
    /// best play's values: by a second card that is not a pair card, and by one that is,
    /// each times its chance.
    unmoved: [f64; 2],
}

/// The play's value from the shoe less any number of more pair cards ([`ByPivot`]): by a
/// second card that is not a pair card, and by one that is.
struct Folded([ByPivot; 2]);

impl Hand {
    /// The hand of `built`'s tree, valued with the best play from `table`'s shoe (on
    /// `best_on` where given: [`Pair::of`]).
    fn new(
        decision: &Decision,
        original: bool,
        table: &mut DealerTable,
        best_on: Option<&mut DealerTable>,
        built: &mut SplitTree,
    ) -> Hand {
        let reads = built.reads(decision, original);
        let valued = match best_on {
            Some(best_on) => reads.net.value(Drawn::default(), best_on, None),
            None => reads.net.value(Drawn::default(), table, None),
        };
        let unmoved = unmoved(&reads.net, &valued.values, table.shoe(), index(built.pair));
        Hand {
            reads,
            choices: valued.choices,
            unmoved,
        }
    }

    /// The hand's play folded on `table` (grouped on the pair's value), by its second card
    /// (a pair card or not).
    fn fold(&self, table: &mut DealerTable) -> Folded {
        Folded::of(&self.reads.net, &self.choices, table)
    }

    /// The same hand measuring `verdict` ([`Nets::measuring`]) under its best play.
    fn measuring(
        &self,
        decision: &Decision,
        original: bool,
        table: &mut DealerTable,
        verdict: Verdict,
    ) -> Folded {
        let reads = &self.reads;
        let tree = match verdict {
            Verdict::Win => reads.win.clone(),
            Verdict::Push => reads.push.clone(),
            _ => measuring(&reads.net, &reads.nets, decision, original, verdict),
        };
        Folded::of(&tree, &self.choices, table)
    }

    fn nets(decision: &Decision, original: bool) -> Nets {
        let (rules, up) = (decision.rules, decision.dealer_up);
        Nets::new(rules, decision.options, up, true, original)
    }
}

/// The largest net `tree`'s hands take, won or lost.
fn largest(tree: &Tree) -> f64 {
    tree.nets().iter().map(Net::largest).fold(0.0, f64::max)
}

/// The value of the first cards' play, `values` those of `tree`'s nodes from `shoe`, by a
/// second card other than `pivot` and by `pivot`, each times its chance: what
/// [`Folded::parts`] reads with no more pair cards out.
fn unmoved(tree: &Tree, values: &[f64], shoe: &Counts, pivot: usize) -> [f64; 2] {
    let mut sums = [0.0; 2];
    for value in 0..VALUES {
        let Some(node) = tree.child(0, value) else {
            continue;
        };
        let share = usize::from(value == pivot);
        sums[share] += f64::from(shoe.count(value)) * values[node];
    }
    let total = f64::from(shoe.total());
    sums.map(|sum| if total > 0.0 { sum / total } else { 0.0 })
}

impl Folded {
    /// `tree` played as `choices`, by its second card (a pair card or not).
    fn of(tree: &Tree, choices: &[Choice], table: &mut DealerTable) -> Folded {
        let mut folded = Default::default();
        let pivot = table.pivot();
        tree.fold(choices, table, pivot, &mut folded);
        Folded(folded)
    }

    /// The hand from the shoe less `k` more pair cards: the chance that its second card is a
    /// pair card, its value times the chance that the second card is not one, and times the
    /// chance that it is.
    fn parts(&self, table: &DealerTable, pivot: usize, k: u16) -> Parts {
        let moved = Drawn::default().plus_many(pivot, k);
        let Some(shoe) = table.shoe().after(moved) else {
            return Parts::default();
        };
        let [other_cards, kept_pair] = &self.0;
        Parts {
            pair: shoe.chance(pivot),
            other_cards: other_cards.at(table.shoe(), pivot, k),
            kept_pair: kept_pair.at(table.shoe(), pivot, k),
        }
    }
}

/// One hand from one shoe, split by its second card.
#[derive(Clone, Copy, Debug, Default)]
struct Parts {
    /// The chance of a pair card.
    pair: f64,
    /// The value with a second card that is not a pair card, times its chance.
    other_cards: f64,
    /// The value with a pair card kept, times its chance.
    kept_pair: f64,
}

/// The recursion's state.
struct Split<'a> {
    decision: &'a Decision<'a>,
    pair: Rank,
    first: &'a Folded,
    others: Option<&'a Folded>,
    /// Per `k` pair cards out: the splitting hand's parts and the new hands'.
    parts: &'a mut Vec<(Parts, Parts)>,
}

impl Split<'_> {
    /// Whether a hand may be re-split when the seat holds `hands` hands.
    fn resplit(&self, hands: u8) -> bool {
        resplit::resplit(self.decision, self.pair, hands)
    }

    /// The parts of the splitting hand and of the new ones, `k` pair cards out.
    fn parts(&mut self, table: &DealerTable, k: u16) -> (Parts, Parts) {
        let pivot = index(self.pair);
        while self.parts.len() <= usize::from(k) {
            let at = u16::try_from(self.parts.len()).unwrap_or(u16::MAX);
            let first = self.first.parts(table, pivot, at);
            let others = match self.others {
                Some(others) => others.parts(table, pivot, at),
                None => first,
            };
            self.parts.push((first, others));
        }
        self.parts[usize::from(k)]
    }

    /// The splitting hand's part, `k` pair cards out and `hands` hands at the seat: its second
    /// card settles it unless it is a pair card and the seat may hold one more hand.
    fn splitting_hand(&mut self, table: &DealerTable, k: u16, hands: u8) -> f64 {
        let (mine, _) = self.parts(table, k);
        if !self.resplit(hands) {
            return mine.other_cards + mine.kept_pair;
        }
        if mine.pair == 0.0 {
            return mine.other_cards;
        }
        mine.other_cards + mine.pair * self.splitting_hand(table, k + 1, hands + 1)
    }

    /// The expected net of the hands still to take their second card, `waiting` of them, with
    /// `k` pair cards out of the shoe besides the unseen ones' and `hands` hands at the seat;
    /// `first`: the one drawing now is the splitting hand.
    fn rest(&mut self, table: &DealerTable, k: u16, hands: u8, waiting: u8, first: bool) -> f64 {
        if waiting == 0 {
            return 0.0;
        }
        let (mine, others) = self.parts(table, k);
        let now = if first { mine } else { others };
        let after = self.rest(table, k, hands, waiting - 1, false);
        if !self.resplit(hands) {
            return now.other_cards + now.kept_pair + after;
        }
        if now.pair == 0.0 {
            return now.other_cards + after;
        }
        // A pair card makes one more hand, and this one draws again; another card settles
        // this hand, and the rest go on from a shoe less a card that is not a pair card.
        let resplit = self.rest(table, k + 1, hands + 1, waiting + 1, first);
        let burnt_pair = self.rest(table, k + 1, hands, waiting - 1, false);
        now.pair * (resplit - burnt_pair) + now.other_cards + after
    }
}
