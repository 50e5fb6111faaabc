//! Buying a game (stud-and-triple-bet.md, "Flow" 7): a seat that continued against a dealer
//! who does not qualify may pay the ante for the dealer to swap the highest card (B: the two
//! highest not in a pair, [`swap::dealer_discards`]) for cards of the deck; the seat is then
//! settled against the new hand if it qualifies ([`bought_qualifies`]), and is
//! returned its ante and bet otherwise. Not buying takes the ante's win. The seat sees the
//! dealer's hand, so it buys exactly where the buy is worth more than that win.
//!
//! What the buy makes depends on the dealer's kept cards, and on how many cards of each rank
//! (and, where the kept cards are of one suit, of that suit or not) the deck still holds: a
//! *bin*. The non-qualifying hands are grouped into classes that agree on both: the kept cards'
//! kind (one suit or not) and the bins of the dealer's four unseen cards. A class's outcomes
//! (a bin, or a pair of bins for B, with the bought hand's value) are worked out once from one
//! of its hands; a swap's replacements then only take cards out of their bins.
//!
//! A class is worth buying against a player's hand only if the outcomes below it, at their
//! counts before any replacement, could pay for the buy: the classes are sorted by the lowest
//! player's value for which that holds, so only those below the player's value are looked at.

use super::counting::{below_and_up_to, choose, mask};
use livedraw_domain::games::oasis::showdown::bought_qualifies;
use livedraw_domain::games::oasis::swap;
use livedraw_domain::games::oasis::version::OasisVersion;
use livedraw_domain::poker::five_card::evaluate;
use livedraw_domain::{Card, Suit};
use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::Range;

/// Bins: a rank, or a rank and whether the card is of the kept cards' one suit.
const BINS: usize = 26;

/// The non-qualifying dealer's hands, grouped by what the buy makes of them.
pub(crate) struct BuyClasses {
    /// Cards the dealer swaps (1 or 2).
    swaps: usize,
    classes: Vec<Class>,
    /// The unseen four of every non-qualifying hand (a bit per card index), by class.
    members: Vec<u64>,
    candidates: RefCell<Candidates>,
    near: RefCell<Near>,
}

/// For a player's win and a count of draws: `(threshold, class)` by threshold, a class worth a
/// look only against a player's value above its threshold.
type Candidates = HashMap<(i64, i128), Vec<(u32, u32)>>;

/// For a player's value, win and count of draws: `(class, net)` for the classes whose net
/// before any replacement, with the most the replacements can add, pays for the buy.
type Near = HashMap<(u32, i64, i128), Vec<(u32, i64)>>;

/// A non-qualifying dealer's hand as dealt, with what the version does with it.
struct Dealt {
    version: OasisVersion,
    /// Cards the dealer swaps.
    swaps: usize,
    up: Card,
    /// The four unseen cards, a bit per card index.
    hidden: u64,
}

/// Non-qualifying hands that a bought swap treats alike.
struct Class {
    members: Range<usize>,
    /// The cards some member holds, a bit per card index.
    cards: u64,
    /// How many members hold each card (by index).
    holding: [u16; 52],
    /// The kept cards' one suit, if they have one.
    suit: Option<Suit>,
    /// Cards of each bin in the deck, the dealer's and the player's out, no replacement out.
    base: [i64; BINS],
    /// What the swap can make that qualifies, by value (lowest first).
    outcomes: Vec<Outcome>,
    /// Their values, apart: a search by value then reads a few cache lines (the classes
    /// outgrow the caches, and the searches run for every replacement).
    values: Vec<u32>,
    /// Running sums of the outcomes' weights: `running[i]` those of the first `i`.
    running: Vec<i64>,
    /// The outcomes by the bins they draw from (an outcome of two bins under both), in value
    /// order, `[starts[b]..starts[b + 1]]` those of bin `b`, in three rows: their values,
    bin_values: Vec<u32>,
    /// the bin of their other card (`b` itself for two cards of `b`, [`ONE_CARD`] for one),
    bin_others: Vec<u8>,
    /// and running sums of what one replaced card of the bin changes in their draws:
    /// `changes[i]` those of the first `i`.
    changes: Vec<i64>,
    starts: [u16; BINS + 1],
    /// The most two replacements can add to the net: 3 antes for each draw they take from an
    /// outcome above the player's hand, at most twice the draws of the bin losing the most.
    slack: i64,
}

/// A bin's [`Class::taking_one`] not yet worked out (no net comes near it).
const UNKNOWN: i64 = i64::MIN;

/// The other bin of an outcome of one card (standard).
const ONE_CARD: u8 = u8::MAX;

/// A bought hand that qualifies: the bins its new cards come from and its value.
#[derive(Clone, Copy, Debug)]
struct Outcome {
    first: u8,
    /// The second card's bin (B).
    second: Option<u8>,
    value: u32,
    /// Draws that make it before any replacement (the class's).
    weight: i64,
}

impl BuyClasses {
    /// The classes of the non-qualifying hands of `up` and the unseen four `others`.
    pub fn build(
        version: OasisVersion,
        swaps: usize,
        up: Card,
        unseen: &[Card],
        others: Vec<u64>,
    ) -> BuyClasses {
        // Rewritten in place as sortable numbers (a hand's class, then its cards), then back.
        let mut keyed = others;
        for hand in &mut keyed {
            *hand = sortable(swaps, up, *hand);
        }
        keyed.sort_unstable();
        let mut classes = Vec::new();
        let mut made = HashMap::new();
        let mut from = 0;
        while from < keyed.len() {
            let class = keyed[from] >> CARD_BITS;
            let until = from + keyed[from..].partition_point(|&hand| hand >> CARD_BITS == class);
            let hidden = hidden_of(keyed[from]);
            let dealt = Dealt {
                version,
                swaps,
                up,
                hidden,
            };
            classes.push(Class::of(&dealt, unseen, from..until, &mut made));
            from = until;
        }
        let mut members = keyed;
        for hand in &mut members {
            *hand = hidden_of(*hand);
        }
        for class in &mut classes {
            class.count_cards(&members[class.members.clone()]);
        }
        BuyClasses {
            swaps,
            classes,
            members,
            candidates: RefCell::new(HashMap::new()),
            near: RefCell::new(HashMap::new()),
        }
    }

    /// Cards the dealer swaps.
    pub fn swaps(&self) -> usize {
        self.swaps
    }

    /// What buying adds, over the non-qualifying hands that avoid each of `replaced`, to
    /// taking the ante's win, for a player's hand of `stakes` (its value, and what it wins
    /// against a lower qualifying hand, in hundredths of the ante), `draws` the dealer's ways to
    /// swap: in hundredths of the ante times `draws`, one for each set of replaced cards. The
    /// classes are the outer loop, so that each is read once for all the sets.
    pub fn gains(&self, (player, win): (u32, i64), draws: i128, replaced: &[&[Card]]) -> Vec<i128> {
        let ante_win = 100 * draws;
        let avoided: Vec<u64> = replaced.iter().map(|cards| mask(cards)).collect();
        let mut near = self.near.borrow_mut();
        let near = near
            .entry((player, win, draws))
            .or_insert_with(|| self.near(player, win, draws));
        let mut gains = vec![0i128; replaced.len()];
        for &(class, base) in near.iter() {
            let class = &self.classes[class as usize];
            let members = &self.members[class.members.clone()];
            let mut taking = [UNKNOWN; BINS];
            for ((gain, cards), &avoided) in gains.iter_mut().zip(replaced).zip(&avoided) {
                let net = base + class.correction(&mut taking, player, win, cards);
                let bought = i128::from(net) - ante_win;
                if bought <= ante_win {
                    continue;
                }
                let hands = class.avoiding(members, avoided);
                *gain += hands as i128 * (bought - ante_win);
            }
        }
        gains
    }

    /// The classes that may be worth buying against a player's hand valued `player` whatever
    /// the replacements, with their net before any.
    fn near(&self, player: u32, win: i64, draws: i128) -> Vec<(u32, i64)> {
        let mut near = Vec::new();
        self.with_candidates(win, draws, |candidates| {
            for &(threshold, at) in candidates {
                if threshold >= player {
                    break;
                }
                let class = &self.classes[at as usize];
                let base = class.base_net(player, win);
                if i128::from(base + class.slack) > 200 * draws {
                    near.push((at, base));
                }
            }
        });
        near
    }

    /// Runs `with` on the classes worth a look for `win` and `draws`, sorted once.
    fn with_candidates(&self, win: i64, draws: i128, with: impl FnOnce(&[(u32, u32)])) {
        let mut cache = self.candidates.borrow_mut();
        let sorted = cache.entry((win, draws)).or_insert_with(|| {
            let mut sorted: Vec<(u32, u32)> = self
                .classes
                .iter()
                .enumerate()
                .filter_map(|(at, class)| Some((class.threshold(win, draws)?, at as u32)))
                .collect();
            sorted.sort_unstable();
            sorted
        });
        with(sorted);
    }
}

impl Class {
    /// The class of the dealer's hand `dealt`, whose members are `members`; what the swap can
    /// make of the same kept cards is made once (`made`, by the kept cards' bins and whether
    /// they are of one suit).
    fn of(
        dealt: &Dealt,
        unseen: &[Card],
        members: Range<usize>,
        made: &mut HashMap<u32, Vec<Outcome>>,
    ) -> Class {
        let cards = cards_of(dealt.hidden);
        let dealer = [dealt.up, cards[0], cards[1], cards[2], cards[3]];
        let discards = swap::dealer_discards(dealt.version, &dealer);
        let kept: Vec<Card> = dealer
            .iter()
            .copied()
            .filter(|card| !discards.contains(card))
            .collect();
        let suit = one_suit(&kept);
        debug_assert_eq!(suit, one_suit_kept(dealt.swaps, &dealer), "{dealer:?}");
        let mut base = [0i64; BINS];
        for &card in unseen {
            base[bin(card, suit)] += 1;
        }
        for card in cards {
            base[bin(card, suit)] -= 1;
        }
        let mut class = Class {
            members,
            cards: 0,
            holding: [0; 52],
            suit,
            base,
            outcomes: Vec::new(),
            values: Vec::new(),
            running: Vec::new(),
            bin_values: Vec::new(),
            bin_others: Vec::new(),
            changes: Vec::new(),
            starts: [0; BINS + 1],
            slack: 0,
        };
        // Kept cards of one suit make what those of another make (bins name no suit, values
        // depend on none), so the key says only whether they are of one.
        let kind = u32::from(suit.is_some());
        let mut codes: Vec<u32> = kept.iter().map(|&card| bin(card, suit) as u32).collect();
        codes.sort_unstable();
        let key = codes.iter().fold(kind, |key, &code| (key << 5) | code);
        let possible = made
            .entry(key)
            .or_insert_with(|| class.possible(dealt.version, dealt.swaps, &kept));
        class.outcomes = possible
            .iter()
            .map(|outcome| Outcome {
                weight: outcome.draws(&class.base),
                ..*outcome
            })
            .filter(|outcome| outcome.weight > 0)
            .collect();
        class.index();
        class
    }

    /// The cards the `members` hold, and how many hold each.
    fn count_cards(&mut self, members: &[u64]) {
        for &hidden in members {
            self.cards |= hidden;
            let mut bits = hidden;
            while bits != 0 {
                self.holding[bits.trailing_zeros() as usize] += 1;
                bits &= bits - 1;
            }
        }
    }

    /// How many of the class's hands (`members`) avoid the cards of `avoided`: where at most
    /// one of them is held by a member, from the counts by card; the members are read only
    /// where two are, a replacement mostly missing the few cards of the class's bins.
    fn avoiding(&self, members: &[u64], avoided: u64) -> usize {
        let held = avoided & self.cards;
        match held.count_ones() {
            0 => members.len(),
            1 => members.len() - usize::from(self.holding[held.trailing_zeros() as usize]),
            _ => members
                .iter()
                .filter(|&&hidden| hidden & avoided == 0)
                .count(),
        }
    }

    /// The running sums of the weights, the outcomes by bin with what a replaced card of the
    /// bin changes in their draws, and the slack.
    fn index(&mut self) {
        self.values = self.outcomes.iter().map(|outcome| outcome.value).collect();
        self.running = std::iter::once(0)
            .chain(self.outcomes.iter().scan(0, |sum, outcome| {
                *sum += outcome.weight;
                Some(*sum)
            }))
            .collect();
        self.index_by_bin();
        let most = (0..BINS).map(|bin| self.lost_taking_one(bin)).max();
        self.slack = 600 * most.unwrap_or(0);
    }

    /// The rows by bin, placed by counting (the outcomes, in value order, keep it in each bin).
    fn index_by_bin(&mut self) {
        for outcome in &self.outcomes {
            for bin in outcome.bins() {
                self.starts[bin + 1] += 1;
            }
        }
        for bin in 0..BINS {
            self.starts[bin + 1] += self.starts[bin];
        }
        let total = usize::from(self.starts[BINS]);
        let mut next = self.starts.map(usize::from);
        self.bin_values = vec![0; total];
        self.bin_others = vec![0; total];
        let mut changes = vec![0; total + 1];
        for outcome in &self.outcomes {
            for bin in outcome.bins() {
                let at = next[bin];
                next[bin] += 1;
                self.bin_values[at] = outcome.value;
                self.bin_others[at] = outcome.other(bin);
                changes[at + 1] = outcome.taking_one(bin, &self.base);
            }
        }
        for at in 0..total {
            changes[at + 1] += changes[at];
        }
        self.changes = changes;
    }

    /// The draws the outcomes of `bin` lose when one of its cards is replaced (with two
    /// replaced, of one bin or two, they lose at most twice the most of one).
    fn lost_taking_one(&self, bin: usize) -> i64 {
        let (from, to) = self.range(bin);
        self.changes[from] - self.changes[to]
    }

    /// Where the outcomes of `bin` lie in the rows by bin.
    fn range(&self, bin: usize) -> (usize, usize) {
        (
            usize::from(self.starts[bin]),
            usize::from(self.starts[bin + 1]),
        )
    }

    /// Every qualifying hand the swap can make of `kept`, by value, whatever the cards left
    /// in the bins (their weights are the class's).
    fn possible(&self, version: OasisVersion, swaps: usize, kept: &[Card]) -> Vec<Outcome> {
        // Cards of each bin that could stand for a drawn one: not among the kept.
        let mut stand_ins: Vec<Vec<Card>> = vec![Vec::new(); BINS];
        for card in Card::all().filter(|card| !kept.contains(card)) {
            stand_ins[bin(card, self.suit)].push(card);
        }
        let mut outcomes = Vec::new();
        let mut push = |first: usize, second: Option<usize>, drawn: &[Card]| {
            // Five cards in place, without a vector per outcome.
            let Some(&any) = kept.first() else { return };
            if kept.len() + drawn.len() != 5 {
                return;
            }
            let mut hand = [any; 5];
            for (slot, &card) in hand.iter_mut().zip(kept.iter().chain(drawn)) {
                *slot = card;
            }
            if bought_qualifies(version, &hand) {
                outcomes.push(Outcome {
                    first: first as u8,
                    second: second.map(|second| second as u8),
                    value: evaluate(&hand).get(),
                    weight: 0,
                });
            }
        };
        for first in 0..BINS {
            let Some(&one) = stand_ins[first].first() else {
                continue;
            };
            if swaps == 1 {
                push(first, None, &[one]);
                continue;
            }
            if let Some(&two) = stand_ins[first].get(1) {
                push(first, Some(first), &[one, two]);
            }
            for (second, cards) in stand_ins.iter().enumerate().skip(first + 1) {
                if let Some(&two) = cards.first() {
                    push(first, Some(second), &[one, two]);
                }
            }
        }
        outcomes.sort_by_key(|outcome| outcome.value);
        outcomes
    }

    /// The lowest value a player's hand must beat for the class to be worth a look: the value
    /// of the outcome from which the outcomes up to it, won at `win`, could pay for the buy
    /// (`None`: never).
    fn threshold(&self, win: i64, draws: i128) -> Option<u32> {
        if win <= 0 {
            return None;
        }
        // The running sums rise (every weight is positive): the first that pays, by search.
        let pays = |&below: &i64| i128::from(below) * i128::from(win) > 200 * draws;
        let at = self.running[1..].partition_point(|below| !pays(below));
        self.values.get(at).copied()
    }

    /// The seat's net over the dealer's draws once bought, in hundredths of the ante, before
    /// any replacement: `win` against a qualifying hand below `player`, the ante and the bet
    /// lost above it, nothing on a tie or a hand that does not qualify; the weights summed by
    /// value. The replacements only change the draws of the outcomes of their bins
    /// ([`Class::correction`]).
    fn base_net(&self, player: u32, win: i64) -> i64 {
        let (below, up_to) = below_and_up_to(&self.values, player);
        let above = self.running[self.values.len()] - self.running[up_to];
        win * self.running[below] - 300 * above
    }

    /// What the `replaced` cards change in [`Class::base_net`]: the draws of the outcomes of
    /// their bins. The change splits by card: an outcome loses, for each replaced card of a bin
    /// it draws from, what that card alone takes ([`Class::taking_one`]), and regains one draw
    /// where both replaced cards are of its bins (the draw that took both was counted out twice:
    /// `(a - 1)(b - 1) = ab - a - b + 1`, `C(a - 2, 2) = C(a, 2) - 2(a - 1) + 1`), so a few binary
    /// searches replace a pass over the outcomes.
    /// `taking` keeps [`Class::taking_one`] by bin ([`UNKNOWN`] until worked out) from one set
    /// of replaced cards to the next: the sets of one player's value meet the same bins.
    fn correction(
        &self,
        taking: &mut [i64; BINS],
        player: u32,
        win: i64,
        replaced: &[Card],
    ) -> i64 {
        let mut net = 0;
        let mut touched = [None; 2];
        for (slot, &card) in touched.iter_mut().zip(replaced) {
            let bin = bin(card, self.suit);
            if taking[bin] == UNKNOWN {
                taking[bin] = self.taking_one(bin, player, win);
            }
            net += taking[bin];
            *slot = Some(bin);
        }
        if let [Some(first), Some(second)] = touched {
            net += self.regained(first, second, player, win);
        }
        net
    }

    /// What one replaced card of `bin` changes in the net, the outcomes of the bin won below
    /// `player` and lost above it, from the running sums of their changes.
    fn taking_one(&self, bin: usize, player: u32, win: i64) -> i64 {
        let (from, to) = self.range(bin);
        let values = &self.bin_values[from..to];
        let (below, up_to) = below_and_up_to(values, player);
        let (below, up_to) = (from + below, from + up_to);
        let won = self.changes[below] - self.changes[from];
        let lost = self.changes[to] - self.changes[up_to];
        win * won - 300 * lost
    }

    /// The net of the one draw regained by the outcome of bins `first` and `second` (two
    /// cards of one bin where they are the same), if the swap can make it.
    fn regained(&self, first: usize, second: usize, player: u32, win: i64) -> i64 {
        let (from, to) = self.range(first);
        self.bin_others[from..to]
            .iter()
            .position(|&other| usize::from(other) == second)
            .map_or(0, |at| net(self.bin_values[from + at], player, win))
    }
}

impl Outcome {
    /// The draws that make it with `left` cards in each bin.
    fn draws(&self, left: &[i64; BINS]) -> i64 {
        self.draws_of(|bin| left[usize::from(bin)])
    }

    /// The draws that make it with `left(bin)` cards in each bin.
    fn draws_of(&self, left: impl Fn(u8) -> i64) -> i64 {
        let first = left(self.first);
        match self.second {
            None => first,
            Some(second) if second == self.first => first * (first - 1) / 2,
            Some(second) => first * left(second),
        }
    }

    /// The bins its cards come from, each once.
    fn bins(&self) -> impl Iterator<Item = usize> {
        let second = self.second.filter(|&second| second != self.first);
        std::iter::once(self.first).chain(second).map(usize::from)
    }

    /// Among the outcomes of `bin`, one of its bins: the bin of its other card.
    fn other(&self, bin: usize) -> u8 {
        match self.second {
            None => ONE_CARD,
            Some(second) if usize::from(second) == bin => self.first,
            Some(second) => second,
        }
    }

    /// What one card of `bin`, one of its bins, replaced changes in its draws, from `base`.
    fn taking_one(&self, bin: usize, base: &[i64; BINS]) -> i64 {
        let left = |at: u8| base[usize::from(at)] - i64::from(usize::from(at) == bin);
        self.draws_of(left) - self.weight
    }
}

/// The seat's net in hundredths of the ante against a bought hand valued `value`.
fn net(value: u32, player: u32, win: i64) -> i64 {
    match value.cmp(&player) {
        std::cmp::Ordering::Less => win,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => -300,
    }
}

/// A card's bin: its rank, and where the kept cards are all of `suit`, whether it is of it.
fn bin(card: Card, suit: Option<Suit>) -> usize {
    let rank = card.rank().index();
    match suit {
        None => rank,
        Some(suit) => 2 * rank + usize::from(card.suit() == suit),
    }
}

/// The suit all of `cards` are of, if any.
fn one_suit(cards: &[Card]) -> Option<Suit> {
    let first = cards.first()?.suit();
    cards
        .iter()
        .all(|card| card.suit() == first)
        .then_some(first)
}

/// The bits that hold a hand's four card indices in [`sortable`].
const CARD_BITS: u32 = 24;

/// A non-qualifying hand as a number that sorts as its class's key, then its bit set: the key,
/// then its four cards' indices from the highest (six bits each). Sorting numbers of eight
/// bytes is faster than pairs of key and bit set, and needs no second vector.
fn sortable(swaps: usize, up: Card, hidden: u64) -> u64 {
    let mut sortable = u64::from(key(swaps, up, hidden));
    let mut bits = hidden;
    for _ in 0..4 {
        let index = 63 - bits.leading_zeros();
        sortable = (sortable << 6) | u64::from(index);
        bits &= !(1 << index);
    }
    sortable
}

/// The bit set of the hand of a [`sortable`] number.
fn hidden_of(sortable: u64) -> u64 {
    (0..4).fold(0, |hidden, at| hidden | 1 << ((sortable >> (6 * at)) & 63))
}

/// The cards of a bit set of four.
fn cards_of(hidden: u64) -> [Card; 4] {
    let mut cards = [Card::new(livedraw_domain::Rank::Two, Suit::Clubs); 4];
    let mut bits = hidden;
    for card in cards.iter_mut() {
        let index = bits.trailing_zeros() as usize;
        *card = Card::from_index(index).unwrap_or(*card);
        bits &= bits.wrapping_sub(1);
    }
    cards
}

/// The class of a non-qualifying hand: the kept cards' kind (one suit, which, or not), and the
/// bins of the four unseen cards, sorted. The kept cards follow the domain's rule (the highest
/// cards not paired), worked out here on ranks for speed; the class's first hand is checked
/// against [`swap::dealer_discards`] when the class is made.
fn key(swaps: usize, up: Card, hidden: u64) -> u32 {
    let cards = cards_of(hidden);
    let dealer = [up, cards[0], cards[1], cards[2], cards[3]];
    let suit = one_suit_kept(swaps, &dealer);
    let mut bins = cards.map(|card| bin(card, suit) as u32);
    bins.sort_unstable();
    let kind = suit.map_or(4, |suit| suit.index() as u32);
    bins.iter().fold(kind, |key, &bin| (key << 5) | bin)
}

/// The kept cards' one suit, if they have one: the dealer keeps all but the `swaps` highest
/// cards of a rank it holds once (on rank bits, without allocating: it runs for every hand).
fn one_suit_kept(swaps: usize, dealer: &[Card; 5]) -> Option<Suit> {
    let (mut once, mut more) = (0u16, 0u16);
    for card in dealer {
        let bit = 1u16 << card.rank().index();
        more |= once & bit;
        once |= bit;
    }
    let mut singles = once & !more;
    let mut discarded = 0u16;
    for _ in 0..swaps {
        if singles == 0 {
            break;
        }
        let top = 1u16 << (15 - singles.leading_zeros());
        discarded |= top;
        singles &= !top;
    }
    let mut kept = dealer
        .iter()
        .filter(|card| discarded & (1 << card.rank().index()) == 0);
    let first = kept.next()?.suit();
    kept.all(|card| card.suit() == first).then_some(first)
}

/// The dealer's ways to swap `swaps` cards from `left` cards.
pub(super) fn draws(left: usize, swaps: usize) -> i128 {
    choose(left, swaps)
}
