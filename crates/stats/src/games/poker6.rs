//! Bet on Poker: the rank of the six hands' cards and the board's.

use crate::categories::Categories;
use livedraw_domain::games::poker6::{Outcome, DECKS};
use livedraw_domain::GameKind;

/// The ranks of the deck.
pub(crate) fn categories() -> Categories {
    Categories::ranks(GameKind::Poker6, DECKS)
}

/// Every card of the hands and the board.
pub(crate) fn classify(hands: &Outcome) -> Vec<usize> {
    Categories::rank_indexes(hands.hands.iter().flatten().chain(hands.board.iter()))
}
