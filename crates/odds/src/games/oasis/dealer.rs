//! The dealer's hands at a spot (standard, A, B): the up card and every four of the unseen
//! cards, each valued once. A swap's replacements leave the deck, so each replacement needs the
//! dealer's hands that avoid it: rather than enumerate them again for every replacement, the
//! qualifying hands' values are kept sorted, all of them and by the unseen cards (and pairs of
//! unseen cards) they hold, and the hands avoiding a replacement are counted by
//! inclusion–exclusion. The non-qualifying hands go to the buy's classes ([`super::buy`]).

use super::buy::BuyClasses;
use super::counting::{below_and_up_to, choose, mask};
use crate::error::OddsError;
use livedraw_domain::card::Rank;
use livedraw_domain::games::oasis::hand::{ace_king, pair_of};
use livedraw_domain::games::oasis::version::{OasisVersion, Qualifier};
use livedraw_domain::poker::five_card::{HandValue, Shared};
use livedraw_domain::Card;

/// The dealer's hands at a spot, valued.
pub(super) struct DealerHands {
    /// The unseen cards, in index order.
    pub unseen: Vec<Card>,
    /// Each card's place among `unseen` (`None`: seen).
    place: [Option<u8>; 52],
    /// The qualifying hands' values, sorted.
    qualifying: Vec<u32>,
    /// The same, by the unseen card they hold (slot: its place).
    by_card: Lists,
    /// The same, by the pair of unseen cards they hold (slot: `first * n + second`).
    by_pair: Lists,
    /// The non-qualifying hands by what a bought swap can make of them (standard, B).
    pub buying: Option<BuyClasses>,
}

/// How many qualifying hands are below, equal to and above a player's value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Tally {
    /// Hands the player's beats.
    pub below: i64,
    /// Hands the player's ties.
    pub equal: i64,
    /// Every qualifying hand counted.
    pub total: i64,
}

impl Tally {
    fn of(values: &[u32], player: u32) -> Tally {
        let (below, up_to) = below_and_up_to(values, player);
        Tally {
            below: below as i64,
            equal: (up_to - below) as i64,
            total: values.len() as i64,
        }
    }

    fn plus(self, other: Tally, sign: i64) -> Tally {
        Tally {
            below: self.below + sign * other.below,
            equal: self.equal + sign * other.equal,
            total: self.total + sign * other.total,
        }
    }
}

/// The value the dealer's hand qualifies from (standard, A: Ace & King; B: a pair of 8s).
pub(super) fn qualifier(version: OasisVersion) -> Result<HandValue, OddsError> {
    match (version, version.qualifier()) {
        (OasisVersion::C, _) => Err(OddsError::OasisDeucesWild),
        (_, None) => Err(OddsError::OasisCommunityCards),
        (_, Some(Qualifier::AceKing)) => Ok(ace_king()),
        (_, Some(Qualifier::EightsOrBetter)) => Ok(pair_of(Rank::Eight)),
    }
}

impl DealerHands {
    /// Every dealer's hand of `up` and four of `unseen`, for swaps of up to `most_replaced`
    /// cards (0, 1 or 2).
    pub fn build(
        version: OasisVersion,
        up: Card,
        unseen: Vec<Card>,
        most_replaced: usize,
    ) -> Result<DealerHands, OddsError> {
        let qualifier = qualifier(version)?.get();
        let n = unseen.len();
        // Sized for every hand, so that the pushes never copy what they hold.
        let hands = usize::try_from(choose(n, 4)).unwrap_or(0);
        let mut qualifying: Vec<(u32, [u8; 4])> = Vec::with_capacity(hands);
        let mut others: Vec<u64> = Vec::with_capacity(hands);
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    let three = Shared::of(&[up, unseen[a], unseen[b], unseen[c]]);
                    for d in c + 1..n {
                        let value = three.with(&[unseen[d]]).get();
                        if value >= qualifier {
                            qualifying.push((value, [a, b, c, d].map(|place| place as u8)));
                        } else {
                            others.push(mask(&[unseen[a], unseen[b], unseen[c], unseen[d]]));
                        }
                    }
                }
            }
        }
        // In value order, each list below is filled sorted.
        qualifying.sort_unstable_by_key(|&(value, _)| value);
        let mut place = [None; 52];
        for (at, card) in unseen.iter().enumerate() {
            place[card.index()] = Some(at as u8);
        }
        let by_card = Lists::build(n, most_replaced >= 1, &qualifying, |places, out| {
            out.extend(places.iter().map(|&p| usize::from(p)));
        });
        let by_pair = Lists::build(n * n, most_replaced >= 2, &qualifying, |places, out| {
            for (i, &first) in places.iter().enumerate() {
                for &second in &places[i + 1..] {
                    out.push(usize::from(first) * n + usize::from(second));
                }
            }
        });
        let values: Vec<u32> = qualifying.iter().map(|&(value, _)| value).collect();
        let buying = version
            .dealer_swaps()
            .map(|swaps| BuyClasses::build(version, usize::from(swaps), up, &unseen, others));
        Ok(DealerHands {
            unseen,
            place,
            qualifying: values,
            by_card,
            by_pair,
            buying,
        })
    }

    /// The qualifying hands that avoid the `replaced` cards (at most two, unseen), against a
    /// player's hand valued `player`.
    pub fn qualifying_avoiding(&self, player: u32, replaced: &[Card]) -> Tally {
        let mut places = [0usize; 2];
        let mut held = 0;
        for card in replaced {
            if let (Some(place), Some(slot)) = (self.place[card.index()], places.get_mut(held)) {
                *slot = usize::from(place);
                held += 1;
            }
        }
        let mut tally = Tally::of(&self.qualifying, player);
        for &at in &places[..held] {
            tally = tally.plus(Tally::of(self.by_card.slot(at), player), -1);
        }
        if let [first, second] = places[..held] {
            let (low, high) = (first.min(second), first.max(second));
            let n = self.unseen.len();
            tally = tally.plus(Tally::of(self.by_pair.slot(low * n + high), player), 1);
        }
        tally
    }
}

/// Sorted lists of values in one buffer, one list per slot.
struct Lists {
    offsets: Vec<usize>,
    values: Vec<u32>,
}

impl Lists {
    /// Each hand's value in the lists of the slots `slots_of` gives it (none unless `wanted`),
    /// the `hands` in value order.
    fn build(
        slots: usize,
        wanted: bool,
        hands: &[(u32, [u8; 4])],
        slots_of: impl Fn(&[u8; 4], &mut Vec<usize>),
    ) -> Lists {
        if !wanted {
            return Lists {
                offsets: vec![0; 1],
                values: Vec::new(),
            };
        }
        let mut offsets = vec![0usize; slots + 1];
        let mut of_hand = Vec::with_capacity(6);
        for (_, places) in hands {
            of_hand.clear();
            slots_of(places, &mut of_hand);
            for &slot in &of_hand {
                offsets[slot + 1] += 1;
            }
        }
        for slot in 0..slots {
            offsets[slot + 1] += offsets[slot];
        }
        let mut next = offsets.clone();
        let mut values = vec![0u32; offsets[slots]];
        for (value, places) in hands {
            of_hand.clear();
            slots_of(places, &mut of_hand);
            for &slot in &of_hand {
                values[next[slot]] = *value;
                next[slot] += 1;
            }
        }
        Lists { offsets, values }
    }

    /// The list of `slot` (empty where none was built).
    fn slot(&self, slot: usize) -> &[u32] {
        match (self.offsets.get(slot), self.offsets.get(slot + 1)) {
            (Some(&from), Some(&to)) => &self.values[from..to],
            _ => &[],
        }
    }
}
