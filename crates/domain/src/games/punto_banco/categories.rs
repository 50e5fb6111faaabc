//! Punto banco: the rank of punto's and banco's cards, dealt from baccarat's shoe. Its outcome
//! is baccarat's, classified in baccarat's `categories.rs`.

use super::PuntoBanco;
use crate::categories::{Categories, GameCategories};
use crate::kind::GameKind;

/// The ranks of the shoe.
impl GameCategories for PuntoBanco {
    fn categories(&self) -> Categories {
        Categories::ranks(GameKind::PuntoBanco, self.shoe().rule().decks)
    }
}
