//! The manifest registered when a shoe or deck is loaded: which physical cards are in play.

use crate::barcode::{Barcode, DeckSerial};
use crate::card::Card;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// The decks of a loaded shoe (or the one deck of a poker table), each complete.
///
/// Built from the barcodes the floor scans when a shoe is loaded, so that a card from another
/// shoe or an unknown barcode is detected when it is dealt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    decks: Vec<DeckSerial>,
}

/// Why a list of barcodes is not a valid shoe or deck.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ManifestError {
    /// The barcodes make up another number of decks than the game uses.
    #[error("the manifest has {found} deck(s), the game uses {expected}")]
    WrongDeckCount {
        /// Decks the game uses.
        expected: u8,
        /// Decks found in the barcodes.
        found: usize,
    },
    /// A barcode is listed twice.
    #[error("barcode {0} is listed twice in the manifest")]
    DuplicateBarcode(Barcode),
    /// A deck lacks some cards.
    #[error("deck {deck} is incomplete: {missing} card(s) missing")]
    IncompleteDeck {
        /// The deck.
        deck: DeckSerial,
        /// How many of its 52 cards are not listed.
        missing: usize,
    },
}

impl Manifest {
    /// Checks that `barcodes` are exactly `decks` complete decks, each card once.
    pub fn from_barcodes(barcodes: &[Barcode], decks: u8) -> Result<Manifest, ManifestError> {
        let mut seen: BTreeMap<DeckSerial, u64> = BTreeMap::new();
        for &barcode in barcodes {
            let bits = seen.entry(barcode.deck()).or_default();
            let bit = 1u64 << barcode.card().index();
            if *bits & bit != 0 {
                return Err(ManifestError::DuplicateBarcode(barcode));
            }
            *bits |= bit;
        }
        if seen.len() != usize::from(decks) {
            return Err(ManifestError::WrongDeckCount {
                expected: decks,
                found: seen.len(),
            });
        }
        for (&deck, bits) in &seen {
            let missing = 52 - bits.count_ones() as usize;
            if missing > 0 {
                return Err(ManifestError::IncompleteDeck { deck, missing });
            }
        }
        Ok(Manifest {
            decks: seen.into_keys().collect(),
        })
    }

    /// Every barcode of `serials` decks: the manifest a floor sends for those decks.
    pub fn barcodes_of(serials: &[DeckSerial]) -> Vec<Barcode> {
        serials
            .iter()
            .flat_map(|&deck| Card::all().map(move |card| Barcode::new(deck, card)))
            .collect()
    }

    /// The decks, by serial.
    pub fn decks(&self) -> &[DeckSerial] {
        &self.decks
    }

    /// The position of `deck` in this manifest, if it is part of it.
    pub fn deck_index(&self, deck: DeckSerial) -> Option<usize> {
        self.decks.binary_search(&deck).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn serials(range: std::ops::Range<u32>) -> Vec<DeckSerial> {
        range.filter_map(DeckSerial::new).collect()
    }

    #[test]
    fn six_complete_decks_make_a_shoe_manifest() {
        let barcodes = Manifest::barcodes_of(&serials(10..16));
        let manifest = Manifest::from_barcodes(&barcodes, 6).expect("valid shoe");
        assert_eq!(manifest.decks().len(), 6);
        assert_eq!(manifest.deck_index(serials(12..13)[0]), Some(2));
        assert_eq!(manifest.deck_index(serials(99..100)[0]), None);
    }

    #[test]
    fn a_manifest_must_have_the_games_deck_count() {
        let barcodes = Manifest::barcodes_of(&serials(10..15));
        assert_eq!(
            Manifest::from_barcodes(&barcodes, 6),
            Err(ManifestError::WrongDeckCount {
                expected: 6,
                found: 5
            })
        );
    }

    #[test]
    fn a_manifest_rejects_duplicates_and_incomplete_decks() {
        let mut barcodes = Manifest::barcodes_of(&serials(1..2));
        barcodes.push(barcodes[0]);
        assert_eq!(
            Manifest::from_barcodes(&barcodes, 1),
            Err(ManifestError::DuplicateBarcode(barcodes[0]))
        );
        barcodes.truncate(50);
        assert!(matches!(
            Manifest::from_barcodes(&barcodes, 1),
            Err(ManifestError::IncompleteDeck { missing: 2, .. })
        ));
    }
}
