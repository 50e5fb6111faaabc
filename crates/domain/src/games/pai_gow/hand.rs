//! A seat's (or the dealer's) seven cards: seven distinct cards of the 53, which the player
//! splits into a 2-card front and a 5-card back.

use super::card::{PaiGowCard, PaiGowCardParseError};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Cards dealt to each hand.
pub const HAND_SIZE: usize = 7;

/// Why cards are not a hand of seven.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HandError {
    /// Not seven cards.
    #[error("a Pai Gow hand is seven cards, not {count}")]
    Count {
        /// How many were given.
        count: usize,
    },
    /// One card given twice: the deck holds each card once.
    #[error("{card} is given twice: the 53-card deck holds each card once")]
    Repeated {
        /// The card.
        card: PaiGowCard,
    },
    /// A text that is not a card.
    #[error(transparent)]
    Card(#[from] PaiGowCardParseError),
}

/// Seven distinct cards, kept in the deck's order (twos first, the joker last) so that one
/// hand is one value whatever order it was dealt in, and the house way is the same setting
/// for it every time.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SevenCards([PaiGowCard; HAND_SIZE]);

impl SevenCards {
    /// The hand of `cards`: seven, each once.
    pub fn new(cards: &[PaiGowCard]) -> Result<SevenCards, HandError> {
        let mut sorted: [PaiGowCard; HAND_SIZE] = cards
            .try_into()
            .map_err(|_| HandError::Count { count: cards.len() })?;
        sorted.sort_unstable();
        if let Some(pair) = sorted.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(HandError::Repeated { card: pair[0] });
        }
        Ok(SevenCards(sorted))
    }

    /// The seven cards, in the deck's order.
    pub fn cards(&self) -> &[PaiGowCard; HAND_SIZE] {
        &self.0
    }

    /// Whether `card` is one of the seven.
    pub fn contains(&self, card: PaiGowCard) -> bool {
        self.0.contains(&card)
    }
}

impl FromStr for SevenCards {
    type Err = HandError;

    /// Reads seven space-separated cards: `"As Kd 9c 9h 5s 2d Jk"`.
    fn from_str(text: &str) -> Result<SevenCards, HandError> {
        SevenCards::new(&super::card::parse_cards(text)?)
    }
}

impl fmt::Display for SevenCards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for card in self.0 {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for SevenCards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SevenCards({self})")
    }
}
