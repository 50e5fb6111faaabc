//! The dealer's final hand from every shoe the hands of one decision can leave, which is where
//! the decision values spend their time (thousands of shoes, each differing from the unseen
//! shoe by the few cards a hand drew).
//!
//! The chance of one ending of the dealer's draw ([`super::endings`]) from a shoe is its
//! orders times a product of falling factorials, one per value, over the falling factorial of
//! the shoe's size. Two values, the **pivots**, are set apart: the endings are grouped by how
//! many cards of each pivot they take and how many cards in all, and for each set of counts of
//! the other values (a *profile*) the sum over the endings of each group is worked out once,
//! down a trie of the endings' other cards. Every shoe with that profile, whatever its pivot
//! counts, then costs one short pass over the groups. The first pivot is the value a split
//! moves (the pair's: the hands of a split differ by pair cards only) or, for other
//! decisions, the two; the second the ace (the two for a pair of aces), which hands also draw
//! in many numbers. For 2 2 against a 7, the 4,934 shoes of the decision have 156 profiles.
//!
//! A profile's sums are worked out once per table: the trees list the profiles their hands ask
//! for, and the missing ones are worked out four at a time down the trie
//! ([`DealerTable::prepare`]), each lane the same products and additions as one alone. Their
//! rows leave out the columns of the final hands no ending of the table makes (22 and the
//! blackjack, at most tables), so that the weighing does six multiply-adds per group, not
//! eight (five where the bust is left out, below).
//!
//! From a shoe too large for the dealer to run out of cards whatever the hands drew
//! ([`MOST_TAKEN`]), every order ends somewhere, so the final hands' chances add up to one:
//! the bust, about half of the endings, is then left out of the profiles and read as one less
//! the other final hands ([`Grouped::whole`]), which halves a profile's leaves and takes a
//! column off its rows; a folded stand is then the bust's net settled at once plus the
//! differences from it on the other final hands.
//!
//! A table also folds a hand into the terms of [`super::by_pivot`] by the same groups (a split's
//! play, valued from the shoe less any number of more pair cards), and may be seen from its
//! shoe less a few cards taken before the hands draw (a split's pair), keeping every final
//! hand and profile it has worked out ([`DealerTable::taking`]).

use super::by_pivot::{ByPivot, SPAN};
use super::counts::{Counts, Drawn, VALUES};
use super::dealer::DealerDraw;
use super::endings::{endings, BLACKJACK, BUST, STARTS};
use super::memo::Memo;
use std::sync::OnceLock;

/// The chances of the dealer's final hand: standing on 17–22 (by total less 17; 22 only where
/// the dealer busts above 22), a blackjack ([`BLACKJACK`]) and bust ([`super::endings::BUST`]). Orders on which
/// the shoe runs out before the dealer finishes count nowhere.
pub type Finals = [f64; 8];

/// The dealer's final hands ([`Finals`]), as many as a profile keeps per group.
const OUTCOMES: usize = 8;

/// Falling factorials kept per count: a dealer draws at most 10 cards after the up card.
const FACTORS: usize = 12;

/// How many profiles are worked out side by side ([`DealerTable::prepare`]).
const LANES: usize = 4;

/// How many cards of one value [`Drawn`] holds, at most, plus one.
const DRAWN: usize = 64;

/// Endings grouped by (cards of each pivot, cards in all), for one up card, bust limit and pivot, with
/// their other cards in a trie (values from the ten down), so that endings sharing cards share
/// the product of their falling factorials.
#[derive(Debug)]
struct Grouped {
    /// Each group's cards of either pivot, and size.
    groups: Vec<(usize, usize, usize)>,
    /// Each group's place among the terms of [`ByPivot`] (its first pivot's cards × SPAN
    /// plus its size), and the most first pivot's cards and size of any.
    spots: Vec<usize>,
    reach: (usize, usize),
    /// Each (group, outcome) that some ending falls in, by outcome: its place in a profile's
    /// sums, group × `columns` + its column ([`column`]).
    sums: Vec<usize>,
    /// The trie's nodes after its root (node 0): (parent node, value × [`FACTORS`] + count).
    steps: Vec<(usize, usize)>,
    /// Each ending: its node and its orders, by (group, outcome): those of `sums[i]` end at
    /// `leaf_ends[i]` (adding up a run at a time, not one place at a time, keeps the loop
    /// from waiting on its own stores).
    leaves: Vec<(usize, f64)>,
    leaf_ends: Vec<usize>,
    /// The columns of a profile's row: the standing totals 17 to 21, then whichever of the
    /// bust (unless left out), 22 and the blackjack some ending makes, in the order of
    /// [`column`]: five or six at most tables.
    columns: usize,
    /// Whether some ending is a blackjack.
    blackjack: bool,
    /// Whether the bust's endings are left out: its chance is one less the other final
    /// hands', the table's shoe being too large to run out ([`MOST_TAKEN`]).
    whole: bool,
}

impl Grouped {
    /// Each profile's sum of every (group, outcome) some ending falls in, `N` profiles side
    /// by side, given to `sum` as (lane, place in the profile's sums, sum): the trie's
    /// products from `factors` (kept in `products`), then each run of leaves added up.
    fn work_out<const N: usize>(
        &self,
        factors: &[[f64; N]; VALUES * FACTORS],
        products: &mut Vec<[f64; N]>,
        mut sum: impl FnMut(usize, usize, f64),
    ) {
        products.resize(self.steps.len() + 1, [1.0; N]);
        for (at, &(parent, factor)) in self.steps.iter().enumerate() {
            let (parent, factor) = (products[parent], factors[factor]);
            products[at + 1] = std::array::from_fn(|lane| parent[lane] * factor[lane]);
        }
        let mut from = 0;
        for (&end, &at) in self.leaf_ends.iter().zip(&self.sums) {
            let mut sums = [0.0; N];
            for &(node, orders) in &self.leaves[from..end] {
                for (sum, product) in sums.iter_mut().zip(products[node]) {
                    *sum += orders * product;
                }
            }
            for (lane, value) in sums.into_iter().enumerate() {
                sum(lane, at, value);
            }
            from = end;
        }
    }
}

/// The grouped endings, the bust's left out where `whole`, built on first use.
fn grouped(up: usize, busts_above: u8, pivot: usize, whole: bool) -> &'static Grouped {
    type PerPivot = [OnceLock<Grouped>; VALUES];
    static TABLES: [[[PerPivot; 2]; 2]; STARTS] =
        [const { [const { [const { [const { OnceLock::new() }; VALUES] }; 2] }; 2] }; STARTS];
    let (up, pivot) = (up.min(STARTS - 1), pivot.min(VALUES - 1));
    TABLES[up][usize::from(busts_above > 21)][usize::from(whole)][pivot]
        .get_or_init(|| group(up, busts_above, pivots(pivot), whole))
}

/// The most cards the hands of one decision or round take from a table's shoe before the
/// dealer draws, with room to spare: a hand holds at most 21 cards (every one an ace), a
/// split's pair takes two more and its fold counts up to eight more pair cards out.
const MOST_TAKEN: u16 = 32;

/// Whether the dealer's `draw` from `shoe`, less whatever the hands take, always ends before
/// the shoe runs out, so that the final hands' chances add up to one.
fn whole(shoe: &Counts, draw: DealerDraw) -> bool {
    let longest = endings(draw.up, draw.busts_above).longest + 1;
    shoe.total() >= MOST_TAKEN + longest
}

/// The pivots: `pivot`, and the ace (or the two, if `pivot` is the ace), which hands draw in
/// many numbers too.
fn pivots(pivot: usize) -> [usize; 2] {
    [pivot, if pivot == ACE { TWO } else { ACE }]
}

/// The outcome of a dealer standing on 22.
const BUST_22: usize = 5;

/// The outcome a profile's row holds in column `at` ([`column`]'s inverse).
fn outcome(at: usize, whole: bool) -> usize {
    match (at, whole) {
        (5, false) | (7, true) => BUST,
        (6, false) | (5, true) => BUST_22,
        (7, false) | (6, true) => BLACKJACK,
        _ => at,
    }
}

/// The ace's index, the two's and the ten's.
const ACE: usize = 0;
const TWO: usize = 1;
const TEN: usize = VALUES - 1;

fn group(up: usize, busts_above: u8, pivots: [usize; 2], whole: bool) -> Grouped {
    let (mut groups, mut sums, mut steps, mut leaves) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut children: Memo<(usize, usize), usize> = Memo::default();
    let kept = |outcome: usize| !(whole && outcome == BUST);
    for ending in endings(up, busts_above).all.iter() {
        if !kept(ending.outcome) {
            continue;
        }
        let all = &ending.cards[..usize::from(ending.distinct)];
        let count_of = |pivot: usize| {
            let found = all.iter().find(|(value, _)| usize::from(*value) == pivot);
            found.map_or(0, |&(_, count)| usize::from(count))
        };
        let key = (
            count_of(pivots[0]),
            count_of(pivots[1]),
            usize::from(ending.size),
        );
        let group = position(&mut groups, key);
        let mut node = 0;
        for &(value, count) in all.iter().rev() {
            let (value, count) = (usize::from(value), usize::from(count));
            if pivots.contains(&value) {
                continue;
            }
            let step = (node, value * FACTORS + count);
            node = *children.entry(step).or_insert_with(|| {
                steps.push(step);
                steps.len()
            });
        }
        let sum = position(&mut sums, (ending.outcome, group));
        leaves.push((sum, node, ending.orders));
    }
    let (steps, mut leaves) = by_depth(steps, leaves);
    // By outcome, then group; the leaves by their sum.
    let mut order: Vec<usize> = (0..sums.len()).collect();
    order.sort_by_key(|&at| sums[at]);
    let mut rank = vec![0; sums.len()];
    for (new, &old) in order.iter().enumerate() {
        rank[old] = new;
    }
    leaves.sort_by_key(|&(sum, node, _)| (rank[sum], node));
    sums.sort();
    let leaf_ends = (0..sums.len())
        .map(|at| leaves.partition_point(|&(sum, _, _)| rank[sum] <= at))
        .collect();
    let spots = groups
        .iter()
        .map(|&(firsts, _, size)| firsts * SPAN + size)
        .collect();
    let blackjack = sums.iter().any(|&(outcome, _)| outcome == BLACKJACK);
    let columns = sums.iter().map(|&(outcome, _)| column(outcome, whole) + 1);
    let columns = columns.max().unwrap_or(0).max(FEWEST_COLUMNS);
    let reach = groups.iter().fold((0, 0), |(firsts, size), group| {
        (firsts.max(group.0), size.max(group.2))
    });
    Grouped {
        groups,
        spots,
        reach,
        sums: sums
            .into_iter()
            .map(|(outcome, group)| group * columns + column(outcome, whole))
            .collect(),
        steps,
        leaves: leaves
            .into_iter()
            .map(|(_, node, orders)| (node, orders))
            .collect(),
        columns,
        blackjack,
        whole,
        leaf_ends,
    }
}

/// The trie's nodes renumbered by depth, so that a node's product never waits on the one just
/// before it.
type Leaf = (usize, usize, f64);
fn by_depth(steps: Vec<(usize, usize)>, leaves: Vec<Leaf>) -> (Vec<(usize, usize)>, Vec<Leaf>) {
    let mut depth = vec![0; steps.len() + 1];
    for (at, &(parent, _)) in steps.iter().enumerate() {
        depth[at + 1] = depth[parent] + 1;
    }
    let mut order: Vec<usize> = (1..=steps.len()).collect();
    order.sort_by_key(|&node| depth[node]);
    let mut renamed = vec![0; steps.len() + 1];
    for (new, &old) in order.iter().enumerate() {
        renamed[old] = new + 1;
    }
    let steps = order
        .iter()
        .map(|&old| {
            let (parent, factor) = steps[old - 1];
            (renamed[parent], factor)
        })
        .collect();
    let leaves = leaves
        .into_iter()
        .map(|(sum, node, orders)| (sum, renamed[node], orders))
        .collect();
    (steps, leaves)
}

/// Where `item` is in `items`, added at the end if missing.
fn position<T: PartialEq>(items: &mut Vec<T>, item: T) -> usize {
    items
        .iter()
        .position(|known| *known == item)
        .unwrap_or_else(|| {
            items.push(item);
            items.len() - 1
        })
}

/// The dealer's final hand for every shoe one decision asks about, memoised.
pub struct DealerTable {
    /// The shoe the table was made for.
    unseen: Counts,
    /// Cards out of it before the hands draw ([`DealerTable::taking`]), and what they leave:
    /// the shoe the hands draw from.
    taken: Drawn,
    shoe: Counts,
    draw: DealerDraw,
    pivots: [usize; 2],
    grouped: &'static Grouped,
    /// Falling factorials `(count − drawn) · (count − drawn − 1) · …`, computed on first use.
    rows: Vec<[f64; FACTORS]>,
    /// Where the row of (value, drawn) is in `rows`, plus one (0: not yet computed).
    row_at: Vec<usize>,
    /// One over the falling factorials of the shoe's size, by the cards drawn.
    inverse: Vec<Option<[f64; FACTORS]>>,
    /// Where each profile's sums start in `sums`: per group, a row of a sum per final hand
    /// (0 where no ending of the group has it; [`Grouped::columns`] of them, in the order of
    /// [`column`]), laid out so that the weighing runs down whole rows.
    profiles: Memo<u64, usize>,
    sums: Vec<f64>,
    /// The trie's products for the profiles being worked out side by side
    /// ([`DealerTable::prepare`]), or for one alone.
    products: Vec<[f64; LANES]>,
    product: Vec<[f64; 1]>,
    /// Each group's term for the hand being folded ([`DealerTable::fold_stand`]).
    terms: Vec<f64>,
    /// Where each shoe's final hands are in `known`: a memo of small entries, so that its
    /// lookups, the most frequent thing a table does, stay in the cache.
    finals: Memo<u64, u32>,
    known: Vec<Finals>,
    /// Each group's weight in the weighing of a shoe, by the pivot cards and the cards in
    /// all drawn from the unseen shoe ([`weights_key`]): where they start in `weights`. The
    /// shoes of many profiles share them (far fewer such counts than shoes), so that a
    /// shoe's weighing reads each group's weight instead of working it out from three
    /// falling factorials (with the arithmetic and the order of the additions unchanged).
    weights_at: Memo<u64, usize>,
    weights: Vec<f64>,
}

impl DealerTable {
    /// A table for the dealer's `draw` from `shoe` less the cards the hands draw, grouped on
    /// value index `pivot` (and the ace, or the two if `pivot` is the ace).
    pub fn new(shoe: Counts, draw: DealerDraw, pivot: usize) -> DealerTable {
        DealerTable {
            unseen: shoe,
            taken: Drawn::default(),
            shoe,
            draw,
            pivots: pivots(pivot),
            grouped: grouped(draw.up, draw.busts_above, pivot, whole(&shoe, draw)),
            rows: Vec::new(),
            row_at: vec![0; VALUES * DRAWN],
            inverse: Vec::new(),
            profiles: Memo::default(),
            sums: Vec::new(),
            products: Vec::new(),
            product: Vec::new(),
            terms: Vec::new(),
            finals: Memo::default(),
            known: Vec::new(),
            weights_at: Memo::default(),
            weights: Vec::new(),
        }
    }

    /// Makes this table what [`DealerTable::new`] makes, in its own memory (the tables of one
    /// round grow to a few megabytes each: taking them afresh each time costs more than
    /// filling them).
    pub fn renew(&mut self, shoe: Counts, draw: DealerDraw, pivot: usize) {
        self.rows.clear();
        self.row_at.fill(0);
        self.inverse.clear();
        self.profiles.clear();
        self.sums.clear();
        self.finals.clear();
        self.known.clear();
        self.weights_at.clear();
        self.weights.clear();
        self.unseen = shoe;
        self.taken = Drawn::default();
        self.shoe = shoe;
        self.draw = draw;
        self.pivots = pivots(pivot);
        self.grouped = grouped(draw.up, draw.busts_above, pivot, whole(&shoe, draw));
    }

    /// The table seen from its shoe less `taken` (cards out before the hands draw: a split's
    /// pair), every final hand and profile already worked out kept: the hands then draw from
    /// that shoe ([`DealerTable::shoe`]), and the cards they draw are counted from it. `false`,
    /// the table unchanged, where the shoe does not hold them.
    pub fn taking(&mut self, taken: Drawn) -> bool {
        let Some(left) = self.unseen.after(taken) else {
            return false;
        };
        self.taken = taken;
        self.shoe = left;
        true
    }

    /// The chance that the dealer has no blackjack where the dealer peeked, once the hands
    /// drew `drawn` (1 where the dealer did not peek): what a hand settled whatever the dealer
    /// draws (bust, three sevens) is weighed by, as [`DealerTable::finals`] weighs the others.
    pub fn unpeeked(&self, drawn: Drawn) -> f64 {
        let Some(partner) = self.partner() else {
            return 1.0;
        };
        if !self.draw.no_blackjack {
            return 1.0;
        }
        let left = self.shoe.total().saturating_sub(drawn.cards());
        let partners = self
            .shoe
            .count(partner)
            .saturating_sub(drawn.count(partner));
        if left == 0 {
            return 1.0;
        }
        1.0 - f64::from(partners) / f64::from(left)
    }

    /// The shoe the hands draw from: the unseen shoe, less the cards taken
    /// ([`DealerTable::taking`]).
    pub fn shoe(&self) -> &Counts {
        &self.shoe
    }

    /// The dealer's final hand once the hands drew `drawn` (which the shoe holds). Where the
    /// dealer peeked, the chances are those of each final hand *and* no blackjack (the
    /// blackjack's chance is 0, the others' are not divided by the chance of none): the hole
    /// card was dealt before the hands drew, so the peek tells about the whole shoe, not about
    /// the shoe each hand leaves, and the caller divides the decision's values by the chance
    /// of no blackjack from the decision's shoe ([`super::values()`]).
    pub fn finals(&mut self, drawn: Drawn) -> Finals {
        let drawn = drawn.and(self.taken);
        if let Some(&at) = self.finals.get(&drawn.key()) {
            return self.known[at as usize];
        }
        let start = self.profile(self.rest(drawn));
        self.weigh(drawn, start)
    }

    /// The final hands of the shoe the hands of `drawn` and the cards taken leave, from its
    /// profile's sums (at `start`), remembered.
    fn weigh(&mut self, drawn: Drawn, start: usize) -> Finals {
        let at = self.weights(drawn);
        let groups = self.grouped.groups.len();
        let weights = &self.weights[at..at + groups];
        let sums = &self.sums[start..start + groups * self.grouped.columns];
        let whole = self.grouped.whole;
        let mut out = match self.grouped.columns {
            5 => weighed::<5>(sums, weights, whole),
            6 => weighed::<6>(sums, weights, whole),
            7 => weighed::<7>(sums, weights, whole),
            _ => weighed::<OUTCOMES>(sums, weights, whole),
        };
        if self.grouped.whole {
            // The bust's endings were left out: every order ends somewhere (a blackjack's
            // too, before the peek below leaves it out).
            let left = self.unseen.total().saturating_sub(drawn.cards());
            debug_assert!(usize::from(left) >= self.longest_draw());
            out[BUST] = 1.0 - out.iter().sum::<f64>();
        }
        if self.draw.no_blackjack {
            // Every order without a blackjack has a second card that makes none.
            out[BLACKJACK] = 0.0;
        }
        // Far fewer than 2^32 shoes.
        let at = u32::try_from(self.known.len()).unwrap_or(u32::MAX);
        self.finals.insert(drawn.key(), at);
        self.known.push(out);
        out
    }

    /// Where the groups' weights for a shoe the hands of `drawn` (the cards taken counted)
    /// leave start in `weights`, worked out on first use: each group's falling factorials
    /// of the pivots' counts times one over that of the shoe's size.
    fn weights(&mut self, drawn: Drawn) -> usize {
        let [first, second] = self.pivots;
        let key = weights_key(drawn.count(first), drawn.count(second), drawn.cards());
        if let Some(&at) = self.weights_at.get(&key) {
            return at;
        }
        let first_at = self.row(first, drawn.count(first));
        let second_at = self.row(second, drawn.count(second));
        let (first_row, second_row) = (self.rows[first_at], self.rows[second_at]);
        let inverse = self.inverse(drawn.cards());
        let at = self.weights.len();
        let groups = self.grouped.groups.iter();
        self.weights.extend(groups.map(|&(firsts, seconds, size)| {
            first_row[firsts] * second_row[seconds] * inverse[size]
        }));
        self.weights_at.insert(key, at);
        at
    }

    /// The profile of the cards `drawn` (the cards taken counted): every card but the
    /// pivots'.
    fn rest(&self, drawn: Drawn) -> Drawn {
        let [first, second] = self.pivots;
        drawn.without_value(first).without_value(second)
    }

    /// Whether the final hands count a dealer blackjack: a start that can make one, and no
    /// peek (where the dealer peeked, the orders of a blackjack are not counted).
    pub fn counts_blackjack(&self) -> bool {
        self.grouped.blackjack && !self.draw.no_blackjack
    }

    /// The most cards the dealer draws after the cards shown, a peeked hole card counted.
    pub fn longest_draw(&self) -> usize {
        usize::from(endings(self.draw.up, self.draw.busts_above).longest) + 1
    }

    /// The first pivot: the value whose count [`ByPivot`] leaves open.
    pub fn pivot(&self) -> usize {
        self.pivots[0]
    }

    /// Adds to `into` (one per share of `scales`) the hand of `drawn` standing with `net`,
    /// weighed by `scales` (its orders and falling factorials of every value but the first
    /// pivot's: [`super::tree::Tree::fold`]), as terms of [`ByPivot`]: per group of the
    /// dealer's endings, the group's sums against `net` times the second pivot's falling
    /// factorial, under the pivot cards and cards of the hand and the ending together.
    pub fn fold_stand(
        &mut self,
        drawn: Drawn,
        net: &Finals,
        scales: [f64; 2],
        into: &mut [ByPivot; 2],
    ) {
        let [first, second] = self.pivots;
        let (pivots, cards) = (usize::from(drawn.count(first)), usize::from(drawn.cards()));
        let drawn = drawn.and(self.taken);
        let start = self.profile(drawn.without_value(first).without_value(second));
        let second_at = self.row(second, drawn.count(second));
        let second_row = self.rows[second_at];
        let grouped = self.grouped;
        let whole = grouped.whole;
        let mut net = std::array::from_fn::<f64, OUTCOMES, _>(|at| net[outcome(at, whole)]);
        if self.draw.no_blackjack {
            // As in `finals`: the orders of a dealer blackjack are not among those counted.
            net[column(BLACKJACK, whole)] = 0.0;
        }
        if whole {
            // The bust's endings were left out: the hand is settled for the bust's net
            // whatever the dealer draws, and for the difference from it on the others.
            let bust = net[column(BUST, whole)];
            net = net.map(|net| net - bust);
            for (into, scale) in into.iter_mut().zip(scales) {
                if scale != 0.0 {
                    into.add(pivots, cards, bust * scale);
                }
            }
        }
        let sums = &self.sums[start..start + grouped.groups.len() * grouped.columns];
        self.terms.clear();
        let terms_of = match grouped.columns {
            5 => terms::<5>,
            6 => terms::<6>,
            7 => terms::<7>,
            _ => terms::<OUTCOMES>,
        };
        terms_of(grouped, sums, &net, &second_row, &mut self.terms);
        for (into, scale) in into.iter_mut().zip(scales) {
            if scale != 0.0 {
                let (spots, terms) = (&grouped.spots, &self.terms);
                into.add_spots((pivots, cards), spots, terms, scale, grouped.reach);
            }
        }
    }

    /// Adds to `into` the hand of `drawn` settled at once for `net` (a bust), weighed by
    /// `scales` as in [`DealerTable::fold_stand`], and by the chance of no blackjack where
    /// the dealer peeked ([`DealerTable::unpeeked`]): the chance that one more card, the hole
    /// card, is not the up card's partner.
    pub fn fold_settled(&self, drawn: Drawn, net: f64, scales: [f64; 2], into: &mut [ByPivot; 2]) {
        let first = self.pivots[0];
        let (pivots, cards) = (usize::from(drawn.count(first)), usize::from(drawn.cards()));
        let Some(partner) = self.partner().filter(|_| self.draw.no_blackjack) else {
            for (into, scale) in into.iter_mut().zip(scales) {
                into.add(pivots, cards, net * scale);
            }
            return;
        };
        // The hole card any value but the partner: those other than the pivot leave the
        // pivot's count, a pivot card takes one more.
        let others: f64 = (0..VALUES)
            .filter(|&value| value != partner && value != first)
            .map(|value| f64::from(self.shoe.count(value).saturating_sub(drawn.count(value))))
            .sum();
        // Where the hand took the shoe's last card, the chance of no blackjack is taken as 1.
        let last = usize::from(self.shoe.total()).checked_sub(cards);
        for (into, scale) in into.iter_mut().zip(scales) {
            into.add(pivots, cards + 1, net * scale * others);
            if partner != first {
                into.add(pivots + 1, cards + 1, net * scale);
            }
            if let Some(k) = last {
                // The chance of the hand's cards from the k-th shoe, which they empty.
                let n = f64::from(self.shoe.count(first)) - k as f64;
                let chance = product(n, pivots) / product(cards as f64, cards);
                if chance > 0.0 {
                    into.add_at(k, net * scale * chance);
                }
            }
        }
    }

    /// The up card's partner in a blackjack, where the dealer may have one to peek at.
    fn partner(&self) -> Option<usize> {
        match self.draw.up {
            ACE => Some(TEN),
            TEN => Some(ACE),
            _ => None,
        }
    }

    /// Works out, four at a time, the missing profiles of `profiles` (cards without
    /// twos or aces) with `moved` drawn too, where the table is grouped on the two and the
    /// ace (elsewhere each is worked out when asked for): one pass down the trie serves
    /// several, and the profiles a tree asks for are listed once per tree
    /// ([`super::tree::Tree`]), not once per hand.
    pub fn prepare(&mut self, profiles: &[Drawn], moved: Drawn) {
        let mut pivots = self.pivots;
        pivots.sort_unstable();
        if pivots != [ACE, TWO] {
            return;
        }
        // The cards taken are counted in `prepare_profiles`.
        let moved = self.rest(moved);
        self.prepare_profiles(profiles.iter().map(|rest| rest.and(moved)));
    }

    /// Works out, four at a time, the profiles of the shoes the hands of `drawn` leave
    /// (counted as [`DealerTable::finals`] counts them), so that the folds asking for them
    /// find them ready: one pass down the trie serves several profiles.
    pub fn prepare_profiles(&mut self, drawn: impl IntoIterator<Item = Drawn>) {
        let mut batch = [(Drawn::default(), 0); LANES];
        let mut filled = 0;
        for drawn in drawn {
            let rest = self.rest(drawn.and(self.taken));
            if self.profiles.contains_key(&rest.key()) {
                continue;
            }
            batch[filled] = (rest, self.reserve(rest));
            filled += 1;
            if filled == LANES {
                self.work_out(&batch);
                filled = 0;
            }
        }
        if filled > 0 {
            self.work_out(&batch[..filled]);
        }
    }

    /// The sums of the profile `rest` (no pivot cards), worked out on first use.
    fn profile(&mut self, rest: Drawn) -> usize {
        if let Some(&start) = self.profiles.get(&rest.key()) {
            return start;
        }
        let start = self.reserve(rest);
        self.work_out(&[(rest, start)]);
        start
    }

    /// Room for the sums of the profile `rest`, zero where no ending falls: where they start.
    fn reserve(&mut self, rest: Drawn) -> usize {
        let start = self.sums.len();
        let size = self.grouped.groups.len() * self.grouped.columns;
        self.sums.resize(start + size, 0.0);
        self.profiles.insert(rest.key(), start);
        start
    }

    /// Works out the sums of the profiles of `batch` (each with where its sums start; at
    /// most [`LANES`]) side by side: each lane the same products and additions, in the same
    /// order, as one profile alone. A profile alone takes one lane.
    fn work_out(&mut self, batch: &[(Drawn, usize)]) {
        if let [(rest, start)] = *batch {
            let factors = self.factors::<1>(&[rest]);
            let mut products = std::mem::take(&mut self.product);
            let sums = &mut self.sums[start..];
            self.grouped
                .work_out(&factors, &mut products, |_, at, sum| {
                    sums[at] = sum;
                });
            self.product = products;
            return;
        }
        // Lanes past the batch repeat its profiles: worked out and left unread.
        let rests: [Drawn; LANES] = std::array::from_fn(|lane| batch[lane % batch.len()].0);
        let factors = self.factors::<LANES>(&rests);
        let mut products = std::mem::take(&mut self.products);
        let sums = &mut self.sums;
        self.grouped
            .work_out(&factors, &mut products, |lane, at, sum| {
                if let Some(&(_, start)) = batch.get(lane) {
                    sums[start + at] = sum;
                }
            });
        self.products = products;
    }

    /// The falling factorials of each value but the pivots' for the profiles `rests`, by
    /// value × [`FACTORS`] + count drawn, a lane per profile.
    fn factors<const N: usize>(&mut self, rests: &[Drawn; N]) -> [[f64; N]; VALUES * FACTORS] {
        let mut factors = [[0.0; N]; VALUES * FACTORS];
        let pivots = self.pivots;
        for (lane, rest) in rests.iter().enumerate() {
            for value in (0..VALUES).filter(|value| !pivots.contains(value)) {
                let at = self.row(value, rest.count(value));
                let row = self.rows[at];
                for (factor, &product) in factors[value * FACTORS..].iter_mut().zip(&row) {
                    factor[lane] = product;
                }
            }
        }
        factors
    }

    /// The falling factorials of value `value`'s count less `drawn`.
    fn row(&mut self, value: usize, drawn: u16) -> usize {
        let slot = value * DRAWN + usize::from(drawn).min(DRAWN - 1);
        if self.row_at[slot] > 0 {
            return self.row_at[slot] - 1;
        }
        let left = self.unseen.count(value).saturating_sub(drawn);
        self.rows.push(falling(f64::from(left)));
        self.row_at[slot] = self.rows.len();
        self.rows.len() - 1
    }

    /// One over the falling factorials of the shoe's size less `drawn` (0 past its size).
    fn inverse(&mut self, drawn: u16) -> [f64; FACTORS] {
        let slot = usize::from(drawn);
        if let Some(Some(known)) = self.inverse.get(slot) {
            return *known;
        }
        let size = falling(f64::from(self.unseen.total().saturating_sub(drawn)));
        let inverse = size.map(|product| if product > 0.0 { 1.0 / product } else { 0.0 });
        if self.inverse.len() <= slot {
            self.inverse.resize(slot + 1, None);
        }
        self.inverse[slot] = Some(inverse);
        inverse
    }
}

/// The key of a shoe's groups' weights ([`DealerTable::weights`]): the cards of the first
/// and second pivot, and the cards in all, drawn from the unseen shoe.
fn weights_key(firsts: u16, seconds: u16, cards: u16) -> u64 {
    u64::from(firsts) | u64::from(seconds) << 16 | u64::from(cards) << 32
}

/// Each final hand's chance: its sum in each group times the group's weight. The groups are
/// added up two at a time into two sets of sums, so that each addition does not wait on the
/// one before it (the weighing is the round's inner loop).
fn weighed<const N: usize>(sums: &[f64], weights: &[f64], whole: bool) -> Finals {
    // Two rows side by side as one run of `2 N` sums (the first row's sums, then the
    // second's), so that rows of an odd number of columns fill whole vector registers.
    let mut both = [[0.0; N]; 2];
    let (rows, last_row) = sums.as_chunks::<N>().0.as_chunks::<2>();
    let (pairs, last_weight) = weights.as_chunks::<2>();
    for (rows, weights) in rows.iter().zip(pairs) {
        let (chances, rows) = (both.as_flattened_mut(), rows.as_flattened());
        for (at, (chance, sum)) in chances.iter_mut().zip(rows).enumerate() {
            *chance += weights[at / N] * sum;
        }
    }
    let [mut even, odd] = both;
    if let ([row], [weight]) = (last_row, last_weight) {
        for (chance, sum) in even.iter_mut().zip(row) {
            *chance += weight * sum;
        }
    }
    let out: [f64; N] = std::array::from_fn(|at| even[at] + odd[at]);
    let mut all = [0.0; OUTCOMES];
    for (outcome, chance) in all.iter_mut().enumerate() {
        *chance = out.get(column(outcome, whole)).copied().unwrap_or(0.0);
    }
    all
}

/// Each group's term of a hand standing with `net` (by column): its sums against the net,
/// on the first `N` columns (the others empty), times the second pivot's falling factorial.
fn terms<const N: usize>(
    grouped: &Grouped,
    sums: &[f64],
    net: &[f64; OUTCOMES],
    second_row: &[f64; FACTORS],
    into: &mut Vec<f64>,
) {
    let net = net.first_chunk::<N>().copied().unwrap_or([0.0; N]);
    let rows = sums.as_chunks::<N>().0.iter().zip(&grouped.groups);
    into.extend(rows.map(|(row, &(_, seconds, _))| {
        let against: f64 = row.iter().zip(&net).map(|(sum, net)| sum * net).sum();
        against * second_row[seconds]
    }));
}

/// The fewest columns of a profile's row: the dealer's standing totals 17 to 21.
const FEWEST_COLUMNS: usize = 5;

/// The column of a profile's row that holds `outcome`: the standing totals first, then the
/// bust, 22 and the blackjack, which most tables' dealers cannot make, so that their rows
/// are weighed on six columns; where the bust is left out (`whole`), it comes last, so that
/// those rows are weighed on five.
fn column(outcome: usize, whole: bool) -> usize {
    match (outcome, whole) {
        (BUST, false) | (BUST_22, true) => 5,
        (BUST_22, false) | (BLACKJACK, true) => 6,
        (BLACKJACK, false) | (BUST, true) => 7,
        _ => outcome,
    }
}

/// `n · (n − 1) · …`, `factors` factors (0 once a factor reaches 0).
fn product(n: f64, factors: usize) -> f64 {
    (0..factors).map(|k| (n - k as f64).max(0.0)).product()
}

/// `n · (n − 1) · …` for 0, 1, 2, … factors (0 once a factor reaches 0).
fn falling(n: f64) -> [f64; FACTORS] {
    let mut row = [0.0; FACTORS];
    let mut product = 1.0;
    for (k, place) in row.iter_mut().enumerate() {
        *place = product;
        product *= (n - k as f64).max(0.0);
    }
    row
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::blackjack::dealer::outcomes;

    #[test]
    fn every_shoe_s_final_hand_is_the_sum_over_endings() {
        let shoe = Counts::decks(6).without(0).expect("an ace");
        for pivot in [0, 1, 6, 9] {
            for no_blackjack in [false, true] {
                let draw = DealerDraw {
                    up: 0,
                    busts_above: 21,
                    no_blackjack,
                };
                let mut table = DealerTable::new(shoe, draw, pivot);
                for drawn in [
                    Drawn::default(),
                    Drawn::default().plus(1).plus(1).plus(9),
                    Drawn::default().plus_many(pivot, 5).plus(3),
                ] {
                    let shoe_left = shoe.after(drawn).expect("cards");
                    let want = outcomes(
                        &shoe_left,
                        DealerDraw {
                            no_blackjack: false,
                            ..draw
                        },
                    );
                    let got = table.finals(drawn);
                    let mut expected = want.stands.to_vec();
                    let blackjack = if no_blackjack { 0.0 } else { want.blackjack };
                    expected.extend([blackjack, want.bust]);
                    for (g, w) in got.iter().zip(&expected) {
                        assert!((g - w).abs() < 1e-14, "{pivot} {drawn:?}: {got:?} {want:?}");
                    }
                }
            }
        }
    }
}
