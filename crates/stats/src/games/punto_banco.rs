//! Punto banco: the rank of punto's and banco's cards, dealt from baccarat's shoe.

use crate::categories::Categories;
use livedraw_domain::games::baccarat::DECKS;
use livedraw_domain::games::punto_banco::Outcome;
use livedraw_domain::GameKind;

/// The ranks of the shoe.
pub(crate) fn categories() -> Categories {
    Categories::ranks(GameKind::PuntoBanco, DECKS)
}

/// Every card of both hands.
pub(crate) fn classify(coup: &Outcome) -> Vec<usize> {
    Categories::rank_indexes(coup.player.iter().chain(&coup.banker))
}
