//! Fixtures the blackjack tests share: hands and shoes written as rank symbols, and a
//! version's default table options.

use super::counts::{index, Counts, VALUES};
use livedraw_domain::games::blackjack::settlement::TableOptions;
use livedraw_domain::games::blackjack::version::Version;
use livedraw_domain::Rank;

/// The ranks of `text`, one symbol each (`"T6"`: a ten and a six).
pub fn ranks(text: &str) -> Vec<Rank> {
    text.chars()
        .map(|symbol| Rank::from_symbol(symbol).expect("a rank"))
        .collect()
}

/// The unseen shoe of value counts for physical `cards`.
pub fn counts(cards: &[Rank]) -> Counts {
    let mut counts = [0; VALUES];
    for &rank in cards {
        counts[index(rank)] += 1;
    }
    Counts::new(counts)
}

/// The options of `version`: its first posted blackjack payout, our defaults otherwise.
pub fn options(version: Version) -> TableOptions {
    TableOptions {
        blackjack_pays: version.rules().blackjack_payouts[0],
        twenty_one_pushes_dealer_blackjack: false,
        original_stake_only_under_ace: true,
    }
}
