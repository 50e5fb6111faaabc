//! Test fixtures: the test deck's barcodes and hands written as text.

use super::showdown::Pocket;
use crate::barcode::Barcode;
use crate::card::{parse_cards, Card};
use crate::manifest::Manifest;
use crate::shoe::fixtures::serials;

/// The serial of the test deck.
pub const DECK: u32 = 1;

/// Every barcode of the test deck: its manifest.
pub fn deck() -> Vec<Barcode> {
    Manifest::barcodes_of(&serials(DECK))
}

/// The test deck's physical card `card` ("Ah").
pub fn card(card: &str) -> Barcode {
    crate::shoe::fixtures::barcode(DECK, card)
}

/// Six pockets ("As Kd") and a board ("2h 7d 9s Jc 3h").
pub fn table(pockets: [&str; 6], board: &str) -> ([Pocket; 6], [Card; 5]) {
    let hands = pockets
        .map(|pocket| Pocket::try_from(parse_cards(pocket).expect("cards")).expect("two cards"));
    let board = <[Card; 5]>::try_from(parse_cards(board).expect("cards")).expect("five cards");
    (hands, board)
}
