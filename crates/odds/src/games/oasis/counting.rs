//! What the counts share: binomial coefficients and cards as bit sets.

use livedraw_domain::Card;

/// C(n, k), 0 where k > n.
pub(crate) fn choose(n: usize, k: usize) -> i128 {
    if k > n {
        return 0;
    }
    (0..k).fold(1i128, |acc, i| acc * (n - i) as i128 / (i + 1) as i128)
}

/// The bit set of `cards` by index.
pub(super) fn mask(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |bits, card| bits | 1 << card.index())
}
