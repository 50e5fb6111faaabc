//! The hold'em games' floor: one deck, the board turned after each window, the dealer's hole
//! cards turned at the reveal; now and then a board card or a dealer's card turned while the
//! players decide (a misdeal).

use super::one_deck::OneDeckFloor;
use livedraw_domain::Position;

/// A hold'em table's floor.
pub(crate) fn floor() -> OneDeckFloor {
    OneDeckFloor::turning(Position::Board).also_early(Position::Dealer)
}
