//! The betting round's return (docs/odds.md, blackjack): before the deal, the exact expected
//! net of a seat's bet and of its side bet, from the shoe as it is.
//!
//! The seat's return sums, over the seat's two cards and the dealer's up card (by value, their
//! chances from the unseen shoe), what the best play is worth on that deal: a blackjack settled
//! against the dealer's other card (or even money, where offered and worth more), any other
//! hand the best of its legal actions' values ([`super::values()`]), weighed by the dealer's
//! chance of no blackjack where the dealer peeks under the up card (the values are then given
//! the peek, and a dealer blackjack ends the round at once). Where both the dealer's cards are
//! face up (casino-b), the sum is over those two cards too, and the play knows them. The side
//! bet is a sum over every pair of physical cards, settled by the domain's side game.
//!
//! The round's hands are one tree built once (`Hands`) and valued once per up card on a
//! dealer's table shared by every deal; a pair's split hands are a tree built once per pair
//! ([`SplitTree`]), their best play found on the same table seen from the shoe less the pair.

use super::counts::{card_value, index, Counts, Drawn, VALUES};
use super::dealer::{partner, DealerDraw};
use super::dealer_table::DealerTable;
use super::decision::Decision;
use super::endings::two_card_start;
use super::nets::{rank_of, Nets};
use super::offer::{offer_values, Offered};
use super::split::{Pair, SplitTree};
use super::tree::{Play, Tree, Valued};
use super::values::HandOutcome;
use crate::error::OddsError;
use livedraw_domain::games::blackjack::actions::{check, Action, HandState};
use livedraw_domain::games::blackjack::config::BlackjackConfig;
use livedraw_domain::games::blackjack::hand::{is_blackjack, value};
use livedraw_domain::games::blackjack::settlement::{settle, PlayedHand, Settled, TableOptions};
use livedraw_domain::games::blackjack::side_game::SideGame;
use livedraw_domain::games::blackjack::version::{DealerCards, Rules};
use livedraw_domain::{Card, Composition, Rank, Verdict};
use std::cell::RefCell;

/// Index of the ace among the card values, the two's, and the ten-valued cards'.
const ACE: usize = 0;
const TWO: usize = 1;
const TEN: usize = VALUES - 1;

/// The fewest unseen cards a round is valued from: the seat's two, the up card, and one for
/// the dealer's second card.
const FEWEST_CARDS: u16 = 4;

/// A blackjack table as its betting round opens, before the deal.
#[derive(Clone, Copy, Debug)]
pub struct Round {
    /// The table's version.
    pub rules: Rules,
    /// The table's choices (the posted blackjack payout among them).
    pub options: TableOptions,
    /// Whether the table offers surrender.
    pub surrender: bool,
    /// The unseen shoe: every card not yet seen.
    pub unseen: Counts,
}

impl Round {
    /// The round of a table configured as `config`, dealing from `unseen`.
    pub fn of(config: &BlackjackConfig, unseen: &Composition) -> Round {
        Round {
            rules: config.rules(),
            options: config.options,
            surrender: config.surrender(),
            unseen: Counts::of(unseen),
        }
    }

    /// Whether the dealer peeks under `up`, a blackjack then ending the round before anyone
    /// decides.
    fn peeks(&self, up: Rank) -> bool {
        self.rules.dealer_cards.peeks_under(up)
    }
}

/// The expected net, in original stakes, of a seat's bet as its holder plays it (every hand a
/// split makes counted, since a split's money is the seat's, and even money where taken; the
/// market `seat-N` settles the first hand alone: [`SeatBet::first_hand`]), the seat alone at
/// the table and played with the best play from `round`'s shoe:
///
/// - a blackjack is settled against the dealer's other card, or takes even money (1) where
///   the version offers it and keeping the blackjack is worth less;
/// - any other hand takes the best of its legal actions (stand, hit, double, split,
///   surrender), each valued exactly from the shoe left by the deal ([`super::values()`]);
///   where the dealer peeks under an ace, a dealer blackjack takes the hand at once and the
///   best action is the best given no blackjack;
/// - **insurance is never taken** (our choice): it is a market of its own
///   (`seat-N-insurance`, priced when its window opens: [`super::offer`]), each bettor's
///   for their own stake, and taking it never adds to the seat's own money (in A an insured
///   hand may not even double or split). A player who insures half a stake whenever that pays
///   would add `(3p − 1) / 2` on each deal under an ace where it is positive (outside A).
///
/// Exact as long as the shoe holds every card the hands and the dealer could draw (as the
/// decision values are); fewer than four unseen cards is [`OddsError::TooFewCards`].
pub fn seat_return(round: &Round) -> Result<f64, OddsError> {
    Ok(seat_bet(round)?.seat)
}

/// A seat's bet in the betting round, both ways a bettor may count it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SeatBet {
    /// The seat's whole expected net ([`seat_return`]).
    pub seat: f64,
    /// The seat's first hand as its market `seat-N` settles it: a blackjack kept (even money
    /// is a market of its own), and after a split the first hand alone (the others have
    /// markets of their own); the seat still played with the best play for the whole seat.
    pub first_hand: HandOutcome,
}

/// The seat's return and its first hand's outcome, from `round`'s shoe ([`seat_return`]
/// and [`SeatBet::first_hand`] say how each is counted).
pub fn seat_bet(round: &Round) -> Result<SeatBet, OddsError> {
    let shoe = &round.unseen;
    if shoe.total() < FEWEST_CARDS {
        return Err(OddsError::TooFewCards {
            needed: usize::from(FEWEST_CARDS),
            left: usize::from(shoe.total()),
        });
    }
    if round.rules.dealer_cards == DealerCards::BothUp {
        return both_up(round);
    }
    let mut sum = SeatBet::default();
    let mut previous = None;
    for up in (0..VALUES).filter(|&up| shoe.count(up) > 0) {
        let Some(after_up) = shoe.without(up) else {
            continue;
        };
        let mut dealer = UpCard::new(round, up, None, after_up, previous.take());
        for (cards, chance) in seat_cards(&after_up) {
            let deal = dealer.deal(round, cards)?;
            sum = sum.plus(shoe.chance(up) * chance, deal);
        }
        previous = Some(dealer);
    }
    keep_tables(previous);
    Ok(sum)
}

/// The seat's bet where both the dealer's cards are face up before the hands play (casino-b):
/// over the dealer's two cards ([`dealer_cards`]) and the seat's two, what the best play
/// knowing both is worth; a dealer blackjack ends the deal at once, settling the seat's two
/// cards against it.
fn both_up(round: &Round) -> Result<SeatBet, OddsError> {
    let mut sum = SeatBet::default();
    let mut previous = None;
    for (dealer, chance) in dealer_cards(&round.unseen) {
        let Some(left) = round
            .unseen
            .without(dealer[0])
            .and_then(|s| s.without(dealer[1]))
        else {
            continue;
        };
        let shown = dealer.map(rank_of);
        if is_blackjack(&shown) {
            for (cards, seat) in seat_cards(&left) {
                let lost = certain(settled(round, &cards.map(rank_of), &shown));
                let deal = SeatBet {
                    seat: lost.net,
                    first_hand: lost,
                };
                sum = sum.plus(chance * seat, deal);
            }
            continue;
        }
        let mut facing = UpCard::new(round, dealer[0], Some(dealer[1]), left, previous.take());
        for (cards, seat) in seat_cards(&left) {
            let deal = facing.deal(round, cards)?;
            sum = sum.plus(chance * seat, deal);
        }
        previous = Some(facing);
    }
    keep_tables(previous);
    Ok(sum)
}

impl SeatBet {
    /// This plus `deal` weighed by `chance`.
    fn plus(self, chance: f64, deal: SeatBet) -> SeatBet {
        SeatBet {
            seat: self.seat + chance * deal.seat,
            first_hand: HandOutcome {
                net: self.first_hand.net + chance * deal.first_hand.net,
                win: self.first_hand.win + chance * deal.first_hand.win,
                push: self.first_hand.push + chance * deal.first_hand.push,
            },
        }
    }

    /// `blackjack` with chance `chance`, else this.
    fn or(self, chance: f64, blackjack: SeatBet) -> SeatBet {
        SeatBet::default()
            .plus(chance, blackjack)
            .plus(1.0 - chance, self)
    }
}

/// A hand settled as `settled` for certain.
fn certain(settled: Settled) -> HandOutcome {
    HandOutcome {
        net: settled.net.as_f64(),
        win: f64::from(u8::from(settled.verdict == Verdict::Win)),
        push: f64::from(u8::from(settled.verdict == Verdict::Push)),
    }
}

/// The seat's two cards by value, in either order, with their chance from `shoe`.
fn seat_cards(shoe: &Counts) -> impl Iterator<Item = ([usize; 2], f64)> + '_ {
    let pairs = (0..VALUES).flat_map(|first| (first..VALUES).map(move |second| [first, second]));
    pairs.filter_map(move |[first, second]| {
        let after = shoe.without(first)?;
        let orders = if first == second { 1.0 } else { 2.0 };
        let chance = orders * shoe.chance(first) * after.chance(second);
        (chance > 0.0).then_some(([first, second], chance))
    })
}

/// The dealer's two cards face up by value, with their chance from `shoe`: in either order
/// as one, except an ace with another value, whose order matters (surrender is barred when
/// the first card is an ace).
fn dealer_cards(shoe: &Counts) -> impl Iterator<Item = ([usize; 2], f64)> + '_ {
    seat_cards(shoe).flat_map(|([first, second], chance)| {
        let ordered = first == ACE && second != ACE;
        let orders = if ordered {
            vec![
                ([first, second], chance / 2.0),
                ([second, first], chance / 2.0),
            ]
        } else {
            vec![([first, second], chance)]
        };
        orders.into_iter()
    })
}

thread_local! {
    /// The last round's dealer's tables on this thread, whose memory the next round renews
    /// ([`DealerTable::renew`]): tables of a few megabytes taken afresh each round cost
    /// thousands of page faults, as the allocator hands their memory back to the system.
    static SPARE_TABLES: RefCell<Option<(DealerTable, DealerTable)>> = const { RefCell::new(None) };
}

/// A shared table and a pair's table for `draw` from `shoe`, in the memory of the last
/// round's where this thread has them.
fn spare_tables(shoe: Counts, draw: DealerDraw) -> (DealerTable, DealerTable) {
    match SPARE_TABLES.with(|spare| spare.borrow_mut().take()) {
        Some((mut table, pair_table)) => {
            table.renew(shoe, draw, TWO);
            (table, pair_table)
        }
        None => (
            DealerTable::new(shoe, draw, TWO),
            DealerTable::new(shoe, draw, TWO),
        ),
    }
}

/// Keeps the tables of the round's `last` up card, and its hands' trees, for the next round
/// on this thread.
fn keep_tables(last: Option<UpCard>) {
    if let Some(last) = last {
        SPARE_TABLES.with(|spare| *spare.borrow_mut() = Some((last.table, last.pair_table)));
        let trees = Trees {
            built_for: last.trees_for,
            hands: last.hands,
            split_trees: last.split_trees,
        };
        SPARE_TREES.with(|spare| *spare.borrow_mut() = Some(trees));
    }
}

/// What the round's trees depend on: the table's rules, options and surrender, and the shoe
/// up to the most cards of each value a hand can hold ([`capped`]).
#[derive(Clone, Copy, Debug, PartialEq)]
struct TreesFor {
    rules: Rules,
    options: TableOptions,
    surrender: bool,
    shoe: Counts,
}

impl TreesFor {
    fn of(round: &Round) -> TreesFor {
        TreesFor {
            rules: round.rules,
            options: round.options,
            surrender: round.surrender,
            shoe: capped(&round.unseen),
        }
    }

    /// Whether trees built for `self` serve `round`: the same table, and a shoe holding
    /// `round`'s (a tree built from a shoe serves any shoe it holds, the hands the smaller
    /// shoe cannot make having no chance there, so a shoe's rounds share the first's trees).
    fn serves(&self, round: &TreesFor) -> bool {
        let same_table = self.rules == round.rules
            && self.options == round.options
            && self.surrender == round.surrender;
        same_table && (0..VALUES).all(|value| self.shoe.count(value) >= round.shoe.count(value))
    }
}

/// The round's trees: the hands' and the pairs' split hands', and what they were built for.
struct Trees {
    built_for: TreesFor,
    hands: Hands,
    split_trees: [Option<SplitTree>; VALUES],
}

thread_local! {
    /// The last round's trees on this thread: they depend on the table and, past a few cards
    /// of each value, not on the shoe, so the rounds of a shoe build them once.
    static SPARE_TREES: RefCell<Option<Trees>> = const { RefCell::new(None) };
}

/// The trees for `round`: the last round's on this thread where they serve it, else new ones
/// (the split hands' built when a pair first needs them).
fn spare_trees(round: &Round) -> Trees {
    let built_for = TreesFor::of(round);
    let spare = SPARE_TREES.with(|spare| spare.borrow_mut().take());
    match spare {
        Some(trees) if trees.built_for.serves(&built_for) => trees,
        _ => Trees {
            built_for,
            hands: Hands::build(round, &built_for.shoe),
            split_trees: Default::default(),
        },
    }
}

/// `shoe` with each value's count cut to a few more than a hand can hold (its hard total
/// at most 21, two more for a split's pair and one to tell that the shoe holds more): a
/// tree built from it is the one built from `shoe` (a node draws a value while the shoe
/// holds more of it than the node's cards do).
fn capped(shoe: &Counts) -> Counts {
    Counts::new(std::array::from_fn(|value| {
        let most = 21 / u16::from(card_value(value)) + 3;
        shoe.count(value).min(most)
    }))
}

/// Every deal under one up card: the dealer's table from the shoe less the up card, shared by
/// every hand that is not split (a deal's shoe is that shoe less the seat's two cards, which
/// the table takes as drawn, so hands of different deals that leave the same shoe share the
/// dealer's hand from it), and the round's hands valued on it with the best play, once for
/// every deal ([`Hands`]).
struct UpCard {
    up: Rank,
    /// The dealer's second card where it is face up (casino-b).
    second: Option<Rank>,
    peeks: bool,
    /// The dealer's draw after the cards shown.
    draw: DealerDraw,
    /// The shoe less the up card (and the second, where it is face up).
    shoe: Counts,
    table: DealerTable,
    /// The table of a pair whose value the shared table is not grouped on, renewed for each
    /// ([`DealerTable::renew`]).
    pair_table: DealerTable,
    /// The round's hands, their tree reading this up card's nets, and their values under
    /// this up card with the best play: their net, and the chances of a win and of a push
    /// under the same play.
    hands: Hands,
    tree: Tree,
    best: Valued,
    wins: Valued,
    pushes: Valued,
    /// The split hands' trees by the pair's value, built once for every up card from the
    /// round's shoe less the pair ([`SplitTree`]).
    split_trees: [Option<SplitTree>; VALUES],
    /// What the trees were built for ([`spare_trees`]).
    trees_for: TreesFor,
}

/// Every hand the seat can hold before a split, from its first two cards on, as one tree
/// whose root deals the two cards (a hand is worth the same whichever deal it came from: its
/// cards fix its net, its play and the shoe it leaves), built once for the round from its
/// shoe, which holds every up card's (the hands an up card's shoe cannot make have no
/// chance there). What a hand may do does not depend on the up card.
struct Hands {
    tree: Tree,
    /// The nets it was built with.
    nets: Nets,
    /// The tree reading each up card's nets, found on first use ([`Hands::reads`]).
    by_up: Vec<UpTrees>,
}

/// The round's hands reading one up card's nets: for their net, and measuring a win and a
/// push ([`Nets::measuring`]) under the same play.
#[derive(Clone)]
struct UpTrees {
    up: Rank,
    net: Tree,
    win: Tree,
    push: Tree,
}

impl Hands {
    /// The hands of `round`'s table from `shoe` (one holding the round's: [`TreesFor`]).
    fn build(round: &Round, shoe: &Counts) -> Hands {
        let play = |ranks: &[Rank], open: bool| {
            let hand = HandState {
                ranks,
                split: false,
                split_ace: false,
                closed: false,
                insured: false,
                seat_hands: 1,
            };
            // Hitting and doubling do not depend on the up card (surrender does: not here).
            let allowed =
                |action| check(&round.rules, round.surrender, &hand, Rank::Two, action).is_ok();
            match ranks.len() {
                0 | 1 => Play::Deal,
                _ if !open => Play::Closed,
                2 if allowed(Action::Hit) => Play::Open {
                    double: allowed(Action::Double),
                },
                2 => Play::Closed,
                _ => Play::Open { double: false },
            }
        };
        let mut nets = UpCard::nets(round, Rank::Two);
        let tree = Tree::build(&[], shoe, &mut nets, play);
        Hands {
            tree,
            nets,
            by_up: Vec::new(),
        }
    }

    /// The hands reading the nets of the up card `up`, found on first use: they depend on
    /// the table, not the shoe, and following nets takes a look-up per hand.
    fn reads(&mut self, round: &Round, up: Rank) -> UpTrees {
        if let Some(found) = self.by_up.iter().find(|reads| reads.up == up) {
            return found.clone();
        }
        let mut nets = UpCard::nets(round, up);
        nets.follow(&self.nets);
        let measuring = |verdict| {
            let mut measuring = UpCard::nets(round, up).measuring(verdict);
            measuring.follow(&nets);
            self.tree.with_nets(&measuring)
        };
        let reads = UpTrees {
            up,
            win: measuring(Verdict::Win),
            push: measuring(Verdict::Push),
            net: self.tree.with_nets(&nets),
        };
        self.by_up.push(reads.clone());
        reads
    }

    /// The node of the hand of the two cards `cards`.
    fn dealt(&self, cards: [usize; 2]) -> Option<usize> {
        let first = self.tree.child(0, cards[0])?;
        self.tree.child(first, cards[1])
    }
}

impl UpCard {
    /// The deals under `up` (and `second`, where it is face up) from `shoe`, in the tables of
    /// the `previous` up card's.
    fn new(
        round: &Round,
        up: usize,
        second: Option<usize>,
        shoe: Counts,
        previous: Option<UpCard>,
    ) -> UpCard {
        let peeks = second.is_none() && round.peeks(rank_of(up));
        let draw = DealerDraw {
            up: second.map_or(up, |second| two_card_start(up, second)),
            busts_above: round.rules.dealer_busts_above,
            no_blackjack: peeks,
        };
        let (up, second) = (rank_of(up), second.map(rank_of));
        let (mut table, pair_table, trees) = match previous {
            Some(mut previous) => {
                previous.table.renew(shoe, draw, TWO);
                let UpCard {
                    table,
                    pair_table,
                    hands,
                    split_trees,
                    trees_for,
                    ..
                } = previous;
                let trees = Trees {
                    built_for: trees_for,
                    hands,
                    split_trees,
                };
                (table, pair_table, trees)
            }
            None => {
                let (table, pair_table) = spare_tables(shoe, draw);
                (table, pair_table, spare_trees(round))
            }
        };
        let Trees {
            built_for: trees_for,
            mut hands,
            split_trees,
        } = trees;
        let UpTrees {
            net: tree,
            win,
            push,
            ..
        } = hands.reads(round, up);
        let best = tree.value(Drawn::default(), &mut table, None);
        let mut measure =
            |tree: &Tree| tree.value(Drawn::default(), &mut table, Some(&best.choices));
        let (wins, pushes) = (measure(&win), measure(&push));
        UpCard {
            up,
            second,
            peeks,
            draw,
            shoe,
            table,
            pair_table,
            hands,
            tree,
            best,
            wins,
            pushes,
            split_trees,
            trees_for,
        }
    }

    fn nets(round: &Round, up: Rank) -> Nets {
        Nets::new(round.rules, round.options, up, false, true)
    }

    /// What the best play comes to on the deal of `cards` to the seat.
    fn deal(&mut self, round: &Round, cards: [usize; 2]) -> Result<SeatBet, OddsError> {
        let player = cards.map(rank_of);
        let Some(left) = self
            .shoe
            .without(cards[0])
            .and_then(|s| s.without(cards[1]))
        else {
            // Not in the shoe: a deal of no chance.
            return Ok(SeatBet::default());
        };
        if is_blackjack(&player) && self.second.is_some() {
            // The dealer shows no blackjack (that deal ended at once): the blackjack wins.
            let won = certain(settled(round, &player, &[Rank::Ten, Rank::Seven]));
            return Ok(SeatBet {
                seat: won.net,
                first_hand: won,
            });
        }
        if is_blackjack(&player) {
            return Ok(SeatBet {
                seat: blackjack_value(round, &player, self.up, left)?,
                first_hand: kept(round, &player, self.up, &left),
            });
        }
        let played = self.best(round, cards, &left);
        if !self.peeks {
            // The values settle the dealer's blackjack with everything else.
            return Ok(played);
        }
        let partner = partner(self.up);
        let lost = settled(round, &player, &[self.up, partner]);
        let blackjack = SeatBet {
            seat: lost.net.as_f64(),
            first_hand: certain(lost),
        };
        Ok(played.or(left.chance(index(partner)), blackjack))
    }

    /// The decision to split the pair `player` dealt from `left`.
    fn decision<'a>(&self, round: &Round, player: &'a [Rank; 2], left: &Counts) -> Decision<'a> {
        Decision {
            rules: round.rules,
            options: round.options,
            surrender: round.surrender,
            player,
            hand: 1,
            seat_hands: 1,
            dealer_up: self.up,
            dealer_second: self.second,
            unseen: *left,
        }
    }

    /// At least the value of splitting the pair `player` dealt from `left`, read off the
    /// round's hands unsplit ([`SplitTree::ceiling`]): no split hand is valued.
    fn split_ceiling(&mut self, round: &Round, player: &[Rank; 2], left: &Counts) -> Option<f64> {
        let decision = self.decision(round, player, left);
        let built = split_tree(&mut self.split_trees, &self.trees_for, &decision);
        // Seen from the shoe less the up card, as when the round's hands were valued.
        self.table.taking(Drawn::default());
        built.ceiling(&decision, &mut self.table, &self.tree, &self.best.values)
    }

    /// The split of the pair `player` dealt from `left`, and whether it is valued on the
    /// shared table ([`UpCard::split_table`]).
    fn split(&mut self, round: &Round, player: &[Rank; 2], left: &Counts) -> (Pair, bool) {
        let decision = self.decision(round, player, left);
        let pivot = index(player[0]);
        let built = split_tree(&mut self.split_trees, &self.trees_for, &decision);
        // The shared table grouped on the pair's value has worked out most of the split
        // hands' profiles and final hands already: it is seen from the shoe less the pair.
        let pair = Drawn::default().plus_many(pivot, 2);
        let seen = self.table.taking(pair);
        if self.table.pivot() == pivot && seen {
            return (Pair::of(&decision, &mut self.table, None, built), true);
        }
        self.pair_table.renew(*left, self.draw, pivot);
        let best_on = seen.then_some(&mut self.table);
        let pair = Pair::of(&decision, &mut self.pair_table, best_on, built);
        (pair, false)
    }

    /// The table a split is valued on: the shared one (seen from the shoe less the pair), or
    /// the pair's own.
    fn split_table(&mut self, shared: bool) -> &mut DealerTable {
        if shared {
            &mut self.table
        } else {
            &mut self.pair_table
        }
    }

    /// The best of stand, hit, double, split and surrender on two cards, from the shoe `left`
    /// (given no blackjack where the dealer peeked), valued as [`super::values()`] values
    /// them (the first of equal values in that order, as [`super::best_action`] takes it):
    /// stand, hit and double on the shared table, so that the hands of every deal under the
    /// up card that leave the same shoe share the dealer's hand from it; a pair's split on a
    /// table of its own, grouped on the pair's value ([`super::split`]). The hand's verdicts
    /// are measured under the same play.
    fn best(&mut self, round: &Round, cards: [usize; 2], left: &Counts) -> SeatBet {
        let player = cards.map(rank_of);
        let hand = HandState {
            ranks: &player,
            split: false,
            split_ace: false,
            closed: false,
            insured: false,
            seat_hands: 1,
        };
        let up = self.up;
        let allowed = |action| check(&round.rules, round.surrender, &hand, up, action).is_ok();
        // The hand's value is the best of standing, hitting and doubling; under a peek, that
        // of each outcome and no blackjack, which the chance of none from `left` divides.
        let no_blackjack = if self.peeks {
            1.0 - left.chance(index(partner(self.up)))
        } else {
            1.0
        };
        let given_peek = |value: f64| {
            if no_blackjack > 0.0 {
                value / no_blackjack
            } else {
                0.0
            }
        };
        let Some(dealt) = self.hands.dealt(cards) else {
            // The round's shoe holds every deal's cards.
            return SeatBet::default();
        };
        let unsplit = given_peek(self.best.values[dealt]);
        let mut split = None;
        // A split surely worth less than the hand unsplit is not taken: first read from the
        // round's hands unsplit, then, where that does not tell, from the split hands' play.
        let unsplit_tells = |most: Option<f64>| most.is_some_and(|most| given_peek(most) < unsplit);
        if cards[0] == cards[1]
            && allowed(Action::Split)
            && !unsplit_tells(self.split_ceiling(round, &player, left))
        {
            let (mut pair, shared) = self.split(round, &player, left);
            let table = self.split_table(shared);
            // A split surely worth less than the hand unsplit is not taken: its exact value
            // (its play folded for every number of pair cards out) is not needed.
            let surely_worse = pair
                .ceiling(table)
                .is_some_and(|most| given_peek(most) < unsplit);
            let value = (!surely_worse).then(|| given_peek(pair.value(table)));
            if let Some(value) = value.filter(|&value| value > unsplit) {
                split = Some((value, pair, shared));
            }
        }
        let net = split.as_ref().map_or(unsplit, |(value, _, _)| *value);
        if allowed(Action::Surrender) && -0.5 > net {
            let surrendered = HandOutcome {
                net: -0.5,
                ..HandOutcome::default()
            };
            return SeatBet {
                seat: -0.5,
                first_hand: surrendered,
            };
        }
        if let Some((_, mut pair, shared)) = split {
            let table = self.split_table(shared);
            let mut measure = |measured| given_peek(pair.splitting_hand(table, measured));
            let first_hand = HandOutcome {
                net: measure(None),
                win: measure(Some(Verdict::Win)),
                push: measure(Some(Verdict::Push)),
            };
            return SeatBet {
                seat: net,
                first_hand,
            };
        }
        let win = given_peek(self.wins.values[dealt]);
        let push = given_peek(self.pushes.values[dealt]);
        SeatBet {
            seat: net,
            first_hand: HandOutcome { net, win, push },
        }
    }
}

/// The split hands' tree of the pair of `decision` among `trees`, built on first use for
/// every up card from the shoe the round's trees are built for (`built_for`).
fn split_tree<'a>(
    trees: &'a mut [Option<SplitTree>; VALUES],
    built_for: &TreesFor,
    decision: &Decision,
) -> &'a mut SplitTree {
    let pivot = index(decision.player[0]);
    trees[pivot].get_or_insert_with(|| {
        // Any up card's shoe less the pair is this one less the up card; the trees' shoe
        // holds the round's.
        let shoe = built_for.shoe.without(pivot).and_then(|s| s.without(pivot));
        SplitTree::build(decision, &shoe.unwrap_or(decision.unseen))
    })
}

/// A blackjack's worth: kept, settled against the dealer's other card, or even money where
/// offered and worth more.
fn blackjack_value(
    round: &Round,
    player: &[Rank; 2],
    up: Rank,
    left: Counts,
) -> Result<f64, OddsError> {
    let offered = offer_values(&Offered {
        rules: round.rules,
        options: round.options,
        player,
        dealer_up: up,
        unseen: left,
    })?;
    Ok(match (offered.even_money, offered.keep_blackjack) {
        (Some(even_money), Some(kept)) => even_money.max(kept),
        _ => kept(round, player, up, &left).net,
    })
}

/// A blackjack kept: a dealer blackjack (the other card its partner) settles it one way, any
/// other dealer's hand the other (17 stands for them all).
fn kept(round: &Round, player: &[Rank; 2], up: Rank, left: &Counts) -> HandOutcome {
    let partner = match value(up) {
        1 => Some(TEN),
        10 => Some(ACE),
        _ => None,
    };
    let against_seventeen = certain(settled(round, player, &[Rank::Ten, Rank::Seven]));
    let Some(partner) = partner else {
        return against_seventeen;
    };
    let against_blackjack = certain(settled(round, player, &[up, rank_of(partner)]));
    let as_bet = |first_hand| SeatBet {
        seat: 0.0,
        first_hand,
    };
    as_bet(against_seventeen)
        .or(left.chance(partner), as_bet(against_blackjack))
        .first_hand
}

/// The settlement of the seat's two cards, standing, against the dealer's final cards `dealer`.
fn settled(round: &Round, player: &[Rank], dealer: &[Rank]) -> Settled {
    let hand = PlayedHand {
        ranks: player,
        split: false,
        original: true,
        doubled: false,
        surrendered: false,
    };
    settle(&round.rules, &round.options, &hand, dealer)
}

/// The expected net per unit of side bet `game` on a seat's first two cards, drawn from the
/// unseen shoe `unseen` (suits count here): over every ordered pair of physical cards, the
/// domain's settlement of the side game (only the highest winning combination paid). Fewer than
/// two unseen cards is [`OddsError::TooFewCards`].
pub fn side_return(game: SideGame, unseen: &Composition) -> Result<f64, OddsError> {
    Ok(side_bet(game, unseen)?.net)
}

/// A side bet in the betting round.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SideBet {
    /// Its expected net per unit ([`side_return`]).
    pub net: f64,
    /// The chance that it wins (any combination the side game pays).
    pub win: f64,
}

/// The side bet's return and its chance of winning, from `unseen` ([`side_return`]).
pub fn side_bet(game: SideGame, unseen: &Composition) -> Result<SideBet, OddsError> {
    let total = unseen.total();
    if total < 2 {
        return Err(OddsError::TooFewCards {
            needed: 2,
            left: usize::from(total),
        });
    }
    let mut sum = SideBet::default();
    for first in Card::all().filter(|&card| unseen.count(card) > 0) {
        for second in Card::all() {
            let left = unseen.count(second) - u8::from(second == first);
            if left == 0 {
                continue;
            }
            let orders = f64::from(unseen.count(first)) * f64::from(left);
            let paid = game.settle(first, second);
            sum.net += orders * paid.map_or(-1.0, |(_, pays)| pays.as_f64());
            sum.win += orders * f64::from(u8::from(paid.is_some()));
        }
    }
    let orders = f64::from(total) * f64::from(total - 1);
    Ok(SideBet {
        net: sum.net / orders,
        win: sum.win / orders,
    })
}

#[cfg(test)]
mod tests;
