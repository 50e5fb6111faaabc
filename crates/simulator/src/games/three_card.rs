//! Three Card Poker's and Fast Poker's floor: one deck, the dealer's hand turned after the
//! window.

use super::one_deck::OneDeckFloor;
use livedraw_domain::Position;

/// A three-card table's floor.
pub(crate) fn floor() -> OneDeckFloor {
    OneDeckFloor::turning(Position::Dealer)
}
