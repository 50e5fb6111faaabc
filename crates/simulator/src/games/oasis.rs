//! Oasis Stud Poker's floor: one deck; versions A and C turn the dealer's hand after the
//! window, version D (played as Triple Bet Poker) a community card after each window.

use super::one_deck::OneDeckFloor;
use super::triple_bet;
use livedraw_domain::games::oasis::OasisVersion;
use livedraw_domain::Position;

/// An Oasis Stud Poker table's floor for `version`.
pub(crate) fn floor(version: OasisVersion) -> OneDeckFloor {
    match version {
        OasisVersion::D => triple_bet::floor(),
        OasisVersion::Standard | OasisVersion::A | OasisVersion::B | OasisVersion::C => {
            OneDeckFloor::turning(Position::Dealer)
        }
    }
}
