//! The Pai Gow deck: the 52 faces and one joker, 53 cards (pai-gow.md, "How a studio runs
//! it": "One 53-card deck per round").
//!
//! Notation (our choice): a face is written as everywhere in the crate, rank then suit (`As`,
//! `Td`); the joker is `Jk`. Two characters like every other card, and `k` is no suit, so the
//! joker's text never reads as a face. Reading is case-insensitive like the crate's cards
//! (`jk`, `JK`).

use crate::card::{Card, CardParseError, Rank};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Cards in the Pai Gow deck: 52 faces and the joker.
pub const DECK_SIZE: usize = 53;

/// The joker's text.
pub const JOKER_TEXT: &str = "Jk";

/// One card of the 53-card deck: a face, or the joker.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum PaiGowCard {
    /// One of the 52 faces.
    Card(Card),
    /// The joker: it may only complete a straight, a flush or a straight flush; otherwise it
    /// counts as an ace.
    Joker,
}

impl PaiGowCard {
    /// 0..53: a face's own index ([`Card::index`]), the joker 52.
    pub const fn index(self) -> usize {
        match self {
            PaiGowCard::Card(card) => card.index(),
            PaiGowCard::Joker => 52,
        }
    }

    /// The card at `index` (0..53), as given by [`PaiGowCard::index`].
    pub fn from_index(index: usize) -> Option<PaiGowCard> {
        if index == 52 {
            return Some(PaiGowCard::Joker);
        }
        Card::from_index(index).map(PaiGowCard::Card)
    }

    /// The whole deck, twos first and the joker last.
    pub fn deck() -> impl Iterator<Item = PaiGowCard> {
        Card::all()
            .map(PaiGowCard::Card)
            .chain(std::iter::once(PaiGowCard::Joker))
    }

    /// The face, or `None` for the joker.
    pub const fn face(self) -> Option<Card> {
        match self {
            PaiGowCard::Card(card) => Some(card),
            PaiGowCard::Joker => None,
        }
    }

    /// Whether this is the joker.
    pub const fn is_joker(self) -> bool {
        matches!(self, PaiGowCard::Joker)
    }

    /// The card's rank where the joker completes nothing: its own rank for a face, an ace for
    /// the joker (pairs, sets, the front hand and every house-way count).
    pub const fn rank_as_ace(self) -> Rank {
        match self {
            PaiGowCard::Card(card) => card.rank(),
            PaiGowCard::Joker => Rank::Ace,
        }
    }
}

impl From<Card> for PaiGowCard {
    fn from(card: Card) -> PaiGowCard {
        PaiGowCard::Card(card)
    }
}

impl fmt::Display for PaiGowCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PaiGowCard::Card(card) => fmt::Display::fmt(card, f),
            PaiGowCard::Joker => f.write_str(JOKER_TEXT),
        }
    }
}

impl fmt::Debug for PaiGowCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A text that is neither a face (`Ah`) nor the joker (`Jk`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{text}` is not a Pai Gow card: expected a face like `Ah` or the joker `Jk`")]
pub struct PaiGowCardParseError {
    /// The text that was read.
    pub text: String,
}

impl From<CardParseError> for PaiGowCardParseError {
    fn from(error: CardParseError) -> PaiGowCardParseError {
        PaiGowCardParseError { text: error.text }
    }
}

impl FromStr for PaiGowCard {
    type Err = PaiGowCardParseError;

    fn from_str(text: &str) -> Result<PaiGowCard, PaiGowCardParseError> {
        if text.eq_ignore_ascii_case(JOKER_TEXT) {
            return Ok(PaiGowCard::Joker);
        }
        Ok(PaiGowCard::Card(text.parse()?))
    }
}

/// Reads space-separated cards, such as `"Ah Td Jk"`.
pub fn parse_cards(text: &str) -> Result<Vec<PaiGowCard>, PaiGowCardParseError> {
    text.split_whitespace().map(str::parse).collect()
}
