//! Oasis Stud Poker's floor: one deck, the dealer's hand turned after the window.

use super::one_deck::OneDeckFloor;
use livedraw_domain::Position;

/// An Oasis Stud Poker table's floor.
pub(crate) fn floor() -> OneDeckFloor {
    OneDeckFloor::turning(Position::Dealer)
}
