//! Triple Bet Poker's floor: one deck, a community card turned after each window.

use super::one_deck::OneDeckFloor;
use livedraw_domain::Position;

/// A Triple Bet Poker table's floor.
pub(crate) fn floor() -> OneDeckFloor {
    OneDeckFloor::turning(Position::Board)
}
