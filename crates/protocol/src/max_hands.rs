//! The most hands a blackjack seat can have, in any version: the bound of a hand number on
//! the wire, which [`crate::blackjack`] re-exports.

use livedraw_domain::games::blackjack::Version;

/// The most hands a seat can have after splitting, in any version (the highest `max_hands`
/// of the rulebook's version table and the named sets), so that a hand number above it is refused by shape.
pub const MAX_HANDS: u8 = most_hands();

const fn most_hands() -> u8 {
    let mut most = 1;
    let mut index = 0;
    while index < Version::EVERY.len() {
        let hands = Version::EVERY[index].rules().max_hands;
        if hands > most {
            most = hands;
        }
        index += 1;
    }
    most
}
