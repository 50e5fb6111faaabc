//! One full board against every two hole cards at once: each player's hole cards against every
//! dealer's two of the cards left, counted by the classes the main boxes' settlement reads
//! ([`super::super::showdown`]). Every hole pair of the cards off the board is valued once and
//! the values sorted, so that a player's counts are a few binary searches, less the dealer's
//! hands that would share one of the player's cards.

use super::super::showdown::{class, CLASSES};
use livedraw_domain::poker::five_card::{Category, HandValue, Shared};
use livedraw_domain::{Card, Rank};

/// A player's hole cards against the dealer's hands on one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Classes {
    /// The player's hand.
    pub player: HandValue,
    /// The dealer's hands by class ([`class`]).
    pub counts: [u32; CLASSES],
    /// The dealer's hands in all.
    pub total: u32,
}

/// The hole pairs of `n` cards (by place), and those holding each place: laid out once for a
/// deck size and reused for every board.
pub struct Layout {
    holes: Vec<[u8; 2]>,
    holding: Vec<Vec<u32>>,
}

impl Layout {
    /// The layout of `n` cards.
    pub fn new(n: usize) -> Layout {
        let mut holes = Vec::with_capacity(n * n.saturating_sub(1) / 2);
        let mut holding = vec![Vec::new(); n];
        for first in 0..n {
            for second in first + 1..n {
                let at = holes.len() as u32;
                holes.push([first as u8, second as u8]);
                holding[first].push(at);
                holding[second].push(at);
            }
        }
        Layout { holes, holding }
    }

    /// Every hole pair, as the places of its two cards (the first the lower).
    pub(crate) fn holes(&self) -> &[[u8; 2]] {
        &self.holes
    }

    /// The index of the hole of places `first` < `second`.
    fn hole(&self, first: usize, second: usize) -> Option<u32> {
        self.holding
            .get(first)?
            .iter()
            .copied()
            .find(|&hole| usize::from(self.holes[hole as usize][1]) == second)
    }
}

/// Every hole pair of the cards off one board, valued.
pub struct Board<'a> {
    layout: &'a Layout,
    /// Where each card is among the cards off the board (`u8::MAX`: on the board or out).
    place: [u8; 52],
    values: Vec<HandValue>,
    sorted: Vec<HandValue>,
}

/// The lowest pair: a dealer's hand qualifies from it up.
fn lowest_pair() -> HandValue {
    HandValue::lowest(Category::Pair, Rank::Two)
}

impl<'a> Board<'a> {
    /// The full `board` against every two of `off` (the cards neither on it nor out of play),
    /// as many as `layout` was made for.
    pub fn new(layout: &'a Layout, board: &[Card; 5], off: &[Card]) -> Board<'a> {
        let shared = Shared::of(board);
        let mut place = [u8::MAX; 52];
        for (at, card) in off.iter().enumerate() {
            place[card.index()] = at as u8;
        }
        let values: Vec<HandValue> = layout
            .holes
            .iter()
            .map(|&[a, b]| shared.with(&[off[usize::from(a)], off[usize::from(b)]]))
            .collect();
        let mut sorted = values.clone();
        sorted.sort_unstable();
        Board {
            layout,
            place,
            values,
            sorted,
        }
    }

    /// The player holding `hole` (two of the cards off the board) against every dealer's two
    /// of the others; `None` where a card is not off the board.
    pub fn classes(&self, hole: [Card; 2]) -> Option<Classes> {
        let places = hole.map(|card| self.place[card.index()]);
        if places.contains(&u8::MAX) {
            return None;
        }
        let (first, second) = (places[0].min(places[1]), places[0].max(places[1]));
        let own = self.layout.hole(usize::from(first), usize::from(second))?;
        let player = self.values[own as usize];
        let mut counts = self.all_counts(player);
        let mut shared_cards = 0;
        for place in [first, second] {
            for &hole in &self.layout.holding[usize::from(place)] {
                let [a, b] = self.layout.holes[hole as usize];
                // The own hole holds both places: take it out once.
                if place == second && (a == first || b == first) {
                    continue;
                }
                counts[class(player, self.values[hole as usize])] -= 1;
                shared_cards += 1;
            }
        }
        Some(Classes {
            player,
            counts,
            total: self.sorted.len() as u32 - shared_cards,
        })
    }

    /// Every hole pair off the board by class against `player`.
    fn all_counts(&self, player: HandValue) -> [u32; CLASSES] {
        let below = |value: HandValue| self.sorted.partition_point(|&v| v < value) as u32;
        let not_above = self.sorted.partition_point(|&v| v <= player) as u32;
        let (lower, pair) = (below(player), below(lowest_pair()));
        let all = self.sorted.len() as u32;
        let qualifies = u32::from(player >= lowest_pair());
        let mut counts = [0; CLASSES];
        // The dealer higher (the player lower), below a pair or not.
        counts[0] = pair.saturating_sub(not_above);
        counts[1] = all - not_above - counts[0];
        // Equal hands: a pair or better as the player's is.
        counts[2 + qualifies as usize] = not_above - lower;
        // The dealer lower.
        counts[4] = lower.min(pair);
        counts[5] = lower - counts[4];
        counts
    }
}
