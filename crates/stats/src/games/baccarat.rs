//! Bet on Baccarat: the rank of the Player's and the Banker's cards.

use crate::categories::Categories;
use livedraw_domain::games::baccarat::{Outcome, DECKS};
use livedraw_domain::GameKind;

/// The ranks of the shoe.
pub(crate) fn categories() -> Categories {
    Categories::ranks(GameKind::Baccarat, DECKS)
}

/// Every card of both hands.
pub(crate) fn classify(coup: &Outcome) -> Vec<usize> {
    Categories::rank_indexes(coup.player.iter().chain(&coup.banker))
}
