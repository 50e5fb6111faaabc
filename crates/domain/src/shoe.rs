//! The shoe (1 to 8 decks, six by default, for baccarat, punto banco, war and blackjack) or the
//! single deck (poker): which physical cards have left it, and what is still inside.

use crate::barcode::Barcode;
use crate::card::Card;
use crate::composition::Composition;
use crate::manifest::Manifest;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The shoe is changed after the draw in which fewer than this many cards remain, unless the
/// table configures its shoe's end ([`crate::shoe_rule::ShoeEnd`]).
pub const SHOE_CHANGE_BELOW: u16 = 40;

/// A shoe or deck loaded on a table, with every physical card that has left it.
///
/// Cards leave when dealt, burned or exposed; every card seen is out of the composition the
/// odds are priced from. A card burned unread (unknown face) leaves the physical count but not
/// the composition: an unseen card, like a face-down discard, changes no probability.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shoe {
    manifest: Manifest,
    out: Vec<u64>,
    composition: Composition,
    unread_out: u16,
}

/// Why a scanned card cannot be taken from the shoe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ShoeError {
    /// The barcode's deck is not in this shoe: a card from another shoe, or an unknown barcode.
    #[error("card {0} does not belong to the shoe or deck in play")]
    ForeignCard(Barcode),
    /// The same physical card was scanned before.
    #[error("card {0} was already taken from the shoe (scanned twice)")]
    DuplicateCard(Barcode),
}

impl Shoe {
    /// A full shoe made of the manifest's decks.
    pub fn load(manifest: Manifest) -> Shoe {
        let decks = manifest.decks().len();
        Shoe {
            out: vec![0; decks],
            composition: Composition::full(u8::try_from(decks).unwrap_or(u8::MAX)),
            manifest,
            unread_out: 0,
        }
    }

    /// Takes the scanned card out of the shoe and returns its face.
    pub fn take(&mut self, barcode: Barcode) -> Result<Card, ShoeError> {
        self.check(barcode)?;
        let deck = self
            .manifest
            .deck_index(barcode.deck())
            .ok_or(ShoeError::ForeignCard(barcode))?;
        self.out[deck] |= 1u64 << barcode.card().index();
        self.composition.remove(barcode.card());
        Ok(barcode.card())
    }

    /// Whether `barcode` could be taken now, without taking it.
    pub fn check(&self, barcode: Barcode) -> Result<(), ShoeError> {
        let deck = self
            .manifest
            .deck_index(barcode.deck())
            .ok_or(ShoeError::ForeignCard(barcode))?;
        if self.out[deck] & (1u64 << barcode.card().index()) != 0 {
            return Err(ShoeError::DuplicateCard(barcode));
        }
        Ok(())
    }

    /// A dealt card was misread: `misread` never left the shoe and goes back into it, `real`
    /// left in its place. Refused when `real` had already left (or is foreign); nothing
    /// changes then. A `misread` that never left (a barcode of another shoe) is put back as
    /// nothing.
    pub fn swap(&mut self, misread: Barcode, real: Barcode) -> Result<(), ShoeError> {
        self.check(real)?;
        if self.check(misread) == Err(ShoeError::DuplicateCard(misread)) {
            if let Some(deck) = self.manifest.deck_index(misread.deck()) {
                self.out[deck] &= !(1u64 << misread.card().index());
                self.composition.add(misread.card());
            }
        }
        self.take(real).map(|_| ())
    }

    /// A card left the shoe without being read (burned because it could not be scanned).
    pub fn take_unread(&mut self) {
        self.unread_out = self.unread_out.saturating_add(1);
    }

    /// Puts every card back (a poker deck is gathered and shuffled before each draw).
    pub fn gather(&mut self) {
        *self = Shoe::load(self.manifest.clone());
    }

    /// Physical cards still in the shoe.
    pub fn remaining(&self) -> u16 {
        self.composition.total().saturating_sub(self.unread_out)
    }

    /// True once fewer than `below` cards remain (the table's threshold, 40 by default): the
    /// shoe is changed after the current draw.
    pub fn change_due(&self, below: u16) -> bool {
        self.remaining() < below
    }

    /// The faces not yet seen, for pricing.
    pub fn composition(&self) -> &Composition {
        &self.composition
    }

    /// The manifest the shoe was loaded with.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }
}

#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;
    use crate::barcode::DeckSerial;

    /// The serials of the test shoe's decks: 1..=decks.
    pub fn serials(decks: u32) -> Vec<DeckSerial> {
        (1..=decks).filter_map(DeckSerial::new).collect()
    }

    /// A freshly loaded shoe of `decks` decks with serials 1..=decks.
    pub fn shoe(decks: u8) -> Shoe {
        let barcodes = Manifest::barcodes_of(&serials(u32::from(decks)));
        Shoe::load(Manifest::from_barcodes(&barcodes, decks).expect("complete decks"))
    }

    /// The physical card `card` ("Ah") of test deck `deck`.
    pub fn barcode(deck: u32, card: &str) -> Barcode {
        Barcode::new(
            DeckSerial::new(deck).expect("serial"),
            card.parse().expect("card"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::{barcode, shoe};
    use super::*;

    #[test]
    fn every_dealt_card_leaves_the_composition_once() {
        let mut shoe = shoe(6);
        let ace = barcode(3, "Ah");
        assert_eq!(shoe.take(ace), Ok(ace.card()));
        assert_eq!(shoe.composition().count(ace.card()), 5);
        assert_eq!(shoe.remaining(), 311);
        assert_eq!(shoe.take(ace), Err(ShoeError::DuplicateCard(ace)));
        assert_eq!(shoe.remaining(), 311);
    }

    #[test]
    fn a_card_from_another_shoe_is_foreign() {
        let mut shoe = shoe(6);
        let stranger = barcode(7, "Ah");
        assert_eq!(shoe.take(stranger), Err(ShoeError::ForeignCard(stranger)));
        assert_eq!(shoe.remaining(), 312);
    }

    #[test]
    fn shoe_change_is_due_when_fewer_than_40_cards_remain() {
        let mut shoe = shoe(6);
        let cards: Vec<Barcode> = Manifest::barcodes_of(shoe.manifest().decks());
        for &card in &cards[..272] {
            shoe.take(card).expect("in shoe");
        }
        assert_eq!(shoe.remaining(), 40);
        assert!(!shoe.change_due(SHOE_CHANGE_BELOW));
        shoe.take_unread();
        assert_eq!(shoe.remaining(), 39);
        assert!(shoe.change_due(SHOE_CHANGE_BELOW));
    }

    #[test]
    fn an_unread_burned_card_leaves_the_count_but_not_the_composition() {
        let mut shoe = shoe(6);
        shoe.take_unread();
        assert_eq!(shoe.remaining(), 311);
        assert_eq!(shoe.composition().total(), 312);
    }

    #[test]
    fn gathering_a_deck_puts_every_card_back() {
        let mut deck = shoe(1);
        deck.take(barcode(1, "As")).expect("in deck");
        deck.take_unread();
        deck.gather();
        assert_eq!(deck.remaining(), 52);
        assert_eq!(deck.take(barcode(1, "As")), Ok("As".parse().expect("card")));
    }
}
