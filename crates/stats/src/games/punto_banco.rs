//! Punto banco: the rank of punto's and banco's cards, dealt from baccarat's shoe. Its outcome
//! is baccarat's, classified by baccarat's module.

use super::GameCategories;
use crate::categories::Categories;
use livedraw_domain::games::baccarat::DECKS;
use livedraw_domain::games::punto_banco::PuntoBanco;
use livedraw_domain::GameKind;

/// The ranks of the shoe.
impl GameCategories for PuntoBanco {
    fn categories(&self) -> Categories {
        Categories::ranks(GameKind::PuntoBanco, DECKS)
    }
}
