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

/// In sorted `values`, how many are below `player` and how many up to it: one binary search,
/// then the equal values, mostly few, read on from there (a second search only past a few).
pub(super) fn below_and_up_to(values: &[u32], player: u32) -> (usize, usize) {
    let below = values.partition_point(|&value| value < player);
    let rest = &values[below..];
    let near = rest.len().min(8);
    let equal = match rest[..near].iter().position(|&value| value != player) {
        Some(equal) => equal,
        None => near + rest[near..].partition_point(|&value| value == player),
    };
    (below, below + equal)
}
