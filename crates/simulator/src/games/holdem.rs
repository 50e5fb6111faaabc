//! The hold'em games' floor: one deck, the board turned after each window (its early card a
//! misdeal), the dealer's hole cards turned at the reveal.

use super::one_deck::OneDeckFloor;
use livedraw_domain::Position;

/// A hold'em table's floor.
pub(crate) fn floor() -> OneDeckFloor {
    OneDeckFloor::turning(Position::Board)
}
