//! The barcode printed on every physical card, and how it is checked.
//!
//! Scheme (our choice): eleven characters `SSSSSSSS` `R` `U` `C`
//! - `SSSSSSSS`: the deck's serial number, eight decimal digits, unique in the studio;
//! - `R`: the rank, one of `23456789TJQKA`;
//! - `U`: the suit, one of `CDHS` (upper case, so a barcode is all digits and capitals);
//! - `C`: a check character: the sum of every character's value (digits 0–9, letters
//!   A=10 … Z=35) times its position (1…10), modulo 37, written with the alphabet
//!   `0`–`9`, `A`–`Z`, `*` (as in ISO 7064's MOD 37 schemes).
//!
//! Example: `00001234AS` + check → [`Barcode::new`] computes it. Because 37 is a prime larger
//! than every character value and every weight, the check catches every single-character
//! misread and every swap of two neighbouring characters: a misread becomes a typed error,
//! never the wrong card.

use crate::card::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The check character's alphabet: value `v` is written `CHECK_ALPHABET[v]`.
const CHECK_ALPHABET: &[u8; 37] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*";

/// The serial number of one physical deck (eight decimal digits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct DeckSerial(u32);

impl DeckSerial {
    /// The largest serial that fits in eight digits.
    pub const MAX: u32 = 99_999_999;

    /// A deck serial, if it fits in eight digits.
    pub fn new(serial: u32) -> Option<DeckSerial> {
        (serial <= Self::MAX).then_some(DeckSerial(serial))
    }

    /// The serial as a number.
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl fmt::Display for DeckSerial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:08}", self.0)
    }
}

/// One physical card: the deck it belongs to and its face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Barcode {
    deck: DeckSerial,
    card: Card,
}

/// Why a scanned text is not a valid barcode.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BarcodeError {
    /// Not eleven characters.
    #[error("barcode `{text}` has {length} characters, expected 11 (8-digit deck serial, rank, suit, check)")]
    WrongLength {
        /// The text as read (cut to 32 characters).
        text: String,
        /// Its length in characters.
        length: usize,
    },
    /// The first eight characters are not all digits.
    #[error("barcode `{text}`: the deck serial (first 8 characters) must be digits")]
    BadDeckSerial {
        /// The text as read.
        text: String,
    },
    /// The ninth character is not a rank.
    #[error("barcode `{text}`: `{found}` is not a rank (23456789TJQKA)")]
    BadRank {
        /// The text as read.
        text: String,
        /// The character found.
        found: char,
    },
    /// The tenth character is not a suit.
    #[error("barcode `{text}`: `{found}` is not a suit (CDHS)")]
    BadSuit {
        /// The text as read.
        text: String,
        /// The character found.
        found: char,
    },
    /// The check character does not match: a misread.
    #[error("barcode `{text}`: check character `{found}` should be `{expected}` (misread)")]
    BadCheck {
        /// The text as read.
        text: String,
        /// The check character read.
        found: char,
        /// The check character the rest of the code gives.
        expected: char,
    },
}

impl Barcode {
    /// The barcode of `card` in deck `deck`.
    pub const fn new(deck: DeckSerial, card: Card) -> Barcode {
        Barcode { deck, card }
    }

    /// The deck the card belongs to.
    pub const fn deck(self) -> DeckSerial {
        self.deck
    }

    /// The card's face.
    pub const fn card(self) -> Card {
        self.card
    }

    /// Reads a scanned barcode, checking every character.
    pub fn parse(text: &str) -> Result<Barcode, BarcodeError> {
        let chars: Vec<char> = text.chars().take(12).collect();
        if chars.len() != 11 {
            return Err(BarcodeError::WrongLength {
                text: text.chars().take(32).collect(),
                length: text.chars().count(),
            });
        }
        let owned = || text.to_string();
        if !chars[..8].iter().all(char::is_ascii_digit) {
            return Err(BarcodeError::BadDeckSerial { text: owned() });
        }
        let serial = chars[..8]
            .iter()
            .fold(0u32, |acc, c| acc * 10 + c.to_digit(10).unwrap_or(0));
        let rank = Rank::from_symbol(chars[8])
            .filter(|_| !chars[8].is_ascii_lowercase())
            .ok_or(BarcodeError::BadRank {
                text: owned(),
                found: chars[8],
            })?;
        let suit = Some(chars[9])
            .filter(char::is_ascii_uppercase)
            .and_then(Suit::from_symbol)
            .ok_or(BarcodeError::BadSuit {
                text: owned(),
                found: chars[9],
            })?;
        let barcode = Barcode::new(DeckSerial(serial), Card::new(rank, suit));
        let expected = barcode.check_character();
        if chars[10] != expected {
            return Err(BarcodeError::BadCheck {
                text: owned(),
                found: chars[10],
                expected,
            });
        }
        Ok(barcode)
    }

    fn body(self) -> String {
        format!(
            "{}{}{}",
            self.deck,
            self.card.rank().symbol(),
            self.card.suit().symbol().to_ascii_uppercase()
        )
    }

    fn check_character(self) -> char {
        let sum: u32 = self
            .body()
            .chars()
            .zip(1u32..)
            .map(|(c, position)| c.to_digit(36).unwrap_or(0) * position)
            .sum();
        CHECK_ALPHABET[(sum % 37) as usize] as char
    }
}

impl fmt::Display for Barcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.body(), self.check_character())
    }
}

impl FromStr for Barcode {
    type Err = BarcodeError;

    fn from_str(text: &str) -> Result<Barcode, BarcodeError> {
        Barcode::parse(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn deck(serial: u32) -> DeckSerial {
        DeckSerial::new(serial).expect("test serial fits")
    }

    #[test]
    fn barcode_is_serial_rank_suit_check() {
        let ace_of_spades = Barcode::new(deck(1234), "As".parse().expect("card"));
        let text = ace_of_spades.to_string();
        assert_eq!(&text[..10], "00001234AS");
        assert_eq!(text.len(), 11);
        assert_eq!(Barcode::parse(&text), Ok(ace_of_spades));
    }

    #[test]
    fn every_card_of_a_deck_round_trips() {
        for card in Card::all() {
            let barcode = Barcode::new(deck(99_999_999), card);
            assert_eq!(barcode.to_string().parse(), Ok(barcode));
        }
    }

    #[test]
    fn malformed_barcodes_are_typed_errors() {
        let good = Barcode::new(deck(42), "Td".parse().expect("card")).to_string();
        assert!(matches!(
            Barcode::parse(""),
            Err(BarcodeError::WrongLength { .. })
        ));
        assert!(matches!(
            Barcode::parse(&good[..10]),
            Err(BarcodeError::WrongLength { .. })
        ));
        let bad_serial = format!("0000004xTD{}", &good[10..]);
        assert!(matches!(
            Barcode::parse(&bad_serial),
            Err(BarcodeError::BadDeckSerial { .. })
        ));
        let bad_rank = format!("{}1{}", &good[..8], &good[9..]);
        assert!(matches!(
            Barcode::parse(&bad_rank),
            Err(BarcodeError::BadRank { .. })
        ));
        let lower_suit = format!("{}d{}", &good[..9], &good[10..]);
        assert!(matches!(
            Barcode::parse(&lower_suit),
            Err(BarcodeError::BadSuit { .. })
        ));
    }

    #[test]
    fn a_single_misread_character_is_caught_by_the_check() {
        let good = Barcode::new(deck(31_415_926), "Kh".parse().expect("card")).to_string();
        for position in 0..11 {
            for replacement in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*".chars() {
                let mut chars: Vec<char> = good.chars().collect();
                if chars[position] == replacement {
                    continue;
                }
                chars[position] = replacement;
                let misread: String = chars.into_iter().collect();
                assert!(Barcode::parse(&misread).is_err(), "{misread} was accepted");
            }
        }
    }

    #[test]
    fn a_swap_of_neighbouring_characters_is_caught_by_the_check() {
        for card in Card::all() {
            let good = Barcode::new(deck(12_345_678), card).to_string();
            let chars: Vec<char> = good.chars().collect();
            for i in 0..10 {
                if chars[i] == chars[i + 1] {
                    continue;
                }
                let mut swapped = chars.clone();
                swapped.swap(i, i + 1);
                let swapped: String = swapped.into_iter().collect();
                assert!(Barcode::parse(&swapped).is_err(), "{swapped} was accepted");
            }
        }
    }

    proptest! {
        #[test]
        fn fuzz_barcode_decoder_never_panics_on_any_text(text in "\\PC{0,20}") {
            let _ = Barcode::parse(&text);
        }

        #[test]
        fn fuzz_barcode_decoder_round_trips_what_it_accepts(text in "[0-9]{8}[0-9A-Za-z]{2}[0-9A-Z*]") {
            if let Ok(barcode) = Barcode::parse(&text) {
                prop_assert_eq!(barcode.to_string(), text);
            }
        }
    }
}
