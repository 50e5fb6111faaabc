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

use super::counting::{choose, mask};
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
    /// The kept cards' one suit, if they have one.
    suit: Option<Suit>,
    /// Cards of each bin in the deck, the dealer's and the player's out, no replacement out.
    base: [i64; BINS],
    /// What the swap can make that qualifies, by value (lowest first).
    outcomes: Vec<Outcome>,
    /// Running sums of the outcomes' weights: `running[i]` those of the first `i`.
    running: Vec<i64>,
    /// The outcomes' places by the bins they draw from (an outcome of two bins under both),
    /// `by_bin[starts[b]..starts[b + 1]]` those of bin `b`.
    by_bin: Vec<u16>,
    starts: [u16; BINS + 1],
    /// The most two replacements can add to the net: 3 antes for each draw they take from an
    /// outcome above the player's hand, at most twice the draws of the bin losing the most.
    slack: i64,
}

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
        let mut keyed: Vec<(u32, u64)> = others
            .into_iter()
            .map(|hidden| (key(swaps, up, hidden), hidden))
            .collect();
        keyed.sort_unstable();
        let mut classes = Vec::new();
        let mut made = HashMap::new();
        let mut from = 0;
        while from < keyed.len() {
            let until = from + keyed[from..].partition_point(|&(key, _)| key == keyed[from].0);
            let hidden = keyed[from].1;
            let dealt = Dealt {
                version,
                swaps,
                up,
                hidden,
            };
            classes.push(Class::of(&dealt, unseen, from..until, &mut made));
            from = until;
        }
        BuyClasses {
            swaps,
            classes,
            members: keyed.into_iter().map(|(_, hidden)| hidden).collect(),
            candidates: RefCell::new(HashMap::new()),
            near: RefCell::new(HashMap::new()),
        }
    }

    /// Cards the dealer swaps.
    pub fn swaps(&self) -> usize {
        self.swaps
    }

    /// What buying adds, over the non-qualifying hands that avoid `replaced`, to taking the
    /// ante's win, for a player's hand valued `player` that wins `win` hundredths of the ante
    /// against a lower qualifying hand, `draws` the dealer's ways to swap: in hundredths of
    /// the ante times `draws`.
    pub fn gain(&self, player: u32, win: i64, draws: i128, replaced: &[Card]) -> i128 {
        let ante_win = 100 * draws;
        let avoided = mask(replaced);
        let mut near = self.near.borrow_mut();
        let near = near
            .entry((player, win, draws))
            .or_insert_with(|| self.near(player, win, draws));
        let mut gain = 0i128;
        for &(class, base) in near.iter() {
            let class = &self.classes[class as usize];
            let net = base + class.correction(player, win, replaced);
            let bought = i128::from(net) - ante_win;
            if bought <= ante_win {
                continue;
            }
            let hands = self.members[class.members.clone()]
                .iter()
                .filter(|&&hidden| hidden & avoided == 0)
                .count();
            gain += hands as i128 * (bought - ante_win);
        }
        gain
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
    /// make of the same kept cards is made once (`made`, by the kept cards' bins).
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
            suit,
            base,
            outcomes: Vec::new(),
            running: Vec::new(),
            by_bin: Vec::new(),
            starts: [0; BINS + 1],
            slack: 0,
        };
        let kind = suit.map_or(4, |suit| suit.index() as u32);
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

    /// The running sums of the weights and the outcomes by bin.
    fn index(&mut self) {
        self.running = std::iter::once(0)
            .chain(self.outcomes.iter().scan(0, |sum, outcome| {
                *sum += outcome.weight;
                Some(*sum)
            }))
            .collect();
        let mut by_bin: Vec<(usize, u16)> = Vec::new();
        for (at, outcome) in self.outcomes.iter().enumerate() {
            by_bin.push((usize::from(outcome.first), at as u16));
            match outcome.second {
                Some(second) if second != outcome.first => {
                    by_bin.push((usize::from(second), at as u16))
                }
                Some(_) | None => {}
            }
        }
        by_bin.sort_unstable();
        for &(bin, _) in &by_bin {
            self.starts[bin + 1] += 1;
        }
        for bin in 0..BINS {
            self.starts[bin + 1] += self.starts[bin];
        }
        self.by_bin = by_bin.into_iter().map(|(_, at)| at).collect();
        let most = (0..BINS).map(|bin| self.lost_taking_one(bin)).max();
        self.slack = 600 * most.unwrap_or(0);
    }

    /// The draws the outcomes of `bin` lose when one of its cards is replaced (with two
    /// replaced, of one bin or two, they lose at most twice the most of one).
    fn lost_taking_one(&self, bin: usize) -> i64 {
        let mut left = self.base;
        left[bin] -= 1;
        let from = usize::from(self.starts[bin]);
        let to = usize::from(self.starts[bin + 1]);
        self.by_bin[from..to]
            .iter()
            .map(|&at| {
                let outcome = &self.outcomes[usize::from(at)];
                outcome.weight - outcome.draws(&left)
            })
            .sum()
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
            let mut hand = kept.to_vec();
            hand.extend_from_slice(drawn);
            let Ok(hand) = <[Card; 5]>::try_from(hand) else {
                return;
            };
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
        let mut below = 0i128;
        self.outcomes.iter().find_map(|outcome| {
            below += i128::from(outcome.weight);
            (below * i128::from(win) > 200 * draws).then_some(outcome.value)
        })
    }

    /// The seat's net over the dealer's draws once bought, in hundredths of the ante, before
    /// any replacement: `win` against a qualifying hand below `player`, the ante and the bet
    /// lost above it, nothing on a tie or a hand that does not qualify; the weights summed by
    /// value. The replacements only change the draws of the outcomes of their bins
    /// ([`Class::correction`]).
    fn base_net(&self, player: u32, win: i64) -> i64 {
        let below = self
            .outcomes
            .partition_point(|outcome| outcome.value < player);
        let up_to = self
            .outcomes
            .partition_point(|outcome| outcome.value <= player);
        let above = self.running[self.outcomes.len()] - self.running[up_to];
        win * self.running[below] - 300 * above
    }

    /// What the `replaced` cards change in [`Class::base_net`]: the draws of the outcomes of
    /// their bins.
    fn correction(&self, player: u32, win: i64, replaced: &[Card]) -> i64 {
        let mut net = 0;
        let mut left = self.base;
        let mut touched: [Option<usize>; 2] = [None; 2];
        for (slot, &card) in touched.iter_mut().zip(replaced) {
            let bin = bin(card, self.suit);
            left[bin] -= 1;
            *slot = Some(bin);
        }
        let [first, second] = touched;
        let second = second.filter(|&bin| Some(bin) != first);
        for (round, bin) in [first, second].into_iter().enumerate() {
            let Some(bin) = bin else { continue };
            let from = usize::from(self.starts[bin]);
            let to = usize::from(self.starts[bin + 1]);
            for &at in &self.by_bin[from..to] {
                let outcome = &self.outcomes[usize::from(at)];
                // An outcome of both touched bins is corrected once, with the first.
                if round == 1 && first.is_some_and(|first| outcome.draws_from(first)) {
                    continue;
                }
                let change = outcome.draws(&left) - outcome.weight;
                net += change * outcome.net(player, win);
            }
        }
        net
    }
}

impl Outcome {
    /// The draws that make it with `left` cards in each bin.
    fn draws(&self, left: &[i64; BINS]) -> i64 {
        let first = left[usize::from(self.first)];
        match self.second {
            None => first,
            Some(second) if second == self.first => first * (first - 1) / 2,
            Some(second) => first * left[usize::from(second)],
        }
    }

    /// Whether one of its cards comes from `bin`.
    fn draws_from(&self, bin: usize) -> bool {
        usize::from(self.first) == bin || self.second.map(usize::from) == Some(bin)
    }

    /// The seat's net in hundredths of the ante against it.
    fn net(&self, player: u32, win: i64) -> i64 {
        match self.value.cmp(&player) {
            std::cmp::Ordering::Less => win,
            std::cmp::Ordering::Equal => 0,
            std::cmp::Ordering::Greater => -300,
        }
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
