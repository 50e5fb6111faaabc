//! Playing cards: rank, suit and a one-byte card value.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// A card rank, from two (lowest in war and poker) to ace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rank {
    /// 2
    Two,
    /// 3
    Three,
    /// 4
    Four,
    /// 5
    Five,
    /// 6
    Six,
    /// 7
    Seven,
    /// 8
    Eight,
    /// 9
    Nine,
    /// 10, written `T`
    Ten,
    /// Jack
    Jack,
    /// Queen
    Queen,
    /// King
    King,
    /// Ace
    Ace,
}

impl Rank {
    /// Every rank, lowest first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// 0 for a two … 12 for an ace.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank at `index` (0 = two … 12 = ace).
    pub fn from_index(index: usize) -> Option<Rank> {
        Rank::ALL.get(index).copied()
    }

    /// The rank's letter: `23456789TJQKA`.
    pub const fn symbol(self) -> char {
        match self {
            Rank::Two => '2',
            Rank::Three => '3',
            Rank::Four => '4',
            Rank::Five => '5',
            Rank::Six => '6',
            Rank::Seven => '7',
            Rank::Eight => '8',
            Rank::Nine => '9',
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
            Rank::Ace => 'A',
        }
    }

    /// Reads a rank letter, upper or lower case.
    pub fn from_symbol(symbol: char) -> Option<Rank> {
        Rank::ALL
            .into_iter()
            .find(|rank| rank.symbol() == symbol.to_ascii_uppercase())
    }

    /// True for jack, queen and king.
    pub const fn is_picture(self) -> bool {
        matches!(self, Rank::Jack | Rank::Queen | Rank::King)
    }
}

/// A card suit. Suits never rank in any of our games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// ♣
    Clubs,
    /// ♦
    Diamonds,
    /// ♥
    Hearts,
    /// ♠
    Spades,
}

impl Suit {
    /// Every suit, in `cdhs` order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// 0 for clubs … 3 for spades.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit at `index` (0 = clubs … 3 = spades).
    pub fn from_index(index: usize) -> Option<Suit> {
        Suit::ALL.get(index).copied()
    }

    /// The suit's letter: `cdhs`.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => 'c',
            Suit::Diamonds => 'd',
            Suit::Hearts => 'h',
            Suit::Spades => 's',
        }
    }

    /// Reads a suit letter, upper or lower case.
    pub fn from_symbol(symbol: char) -> Option<Suit> {
        Suit::ALL
            .into_iter()
            .find(|suit| suit.symbol() == symbol.to_ascii_lowercase())
    }

    /// Hearts and diamonds are red.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// A card face (rank and suit) in one byte: `rank * 4 + suit`, so 0..52.
///
/// A physical card in a six-deck shoe is a [`crate::Barcode`]; many physical cards share one face.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Card(u8);

impl Card {
    /// The card of `rank` and `suit`.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card((rank as u8) * 4 + suit as u8)
    }

    /// The card with index `index` (0..52), as given by [`Card::index`].
    pub fn from_index(index: usize) -> Option<Card> {
        u8::try_from(index).ok().filter(|i| *i < 52).map(Card)
    }

    /// 0..52: `rank index * 4 + suit index`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The card's rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 / 4) as usize]
    }

    /// The card's suit.
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 % 4) as usize]
    }

    /// All 52 faces, twos first.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..52u8).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().symbol(), self.suit().symbol())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A card text that is not rank `23456789TJQKA` followed by suit `cdhs`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{text}` is not a card: expected a rank of 23456789TJQKA and a suit of cdhs, like `Ah`")]
pub struct CardParseError {
    /// The text that was read.
    pub text: String,
}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(text: &str) -> Result<Card, CardParseError> {
        let error = || CardParseError {
            text: text.to_string(),
        };
        let mut chars = text.chars();
        let (Some(rank), Some(suit), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(error());
        };
        let rank = Rank::from_symbol(rank).ok_or_else(error)?;
        let suit = Suit::from_symbol(suit).ok_or_else(error)?;
        Ok(Card::new(rank, suit))
    }
}

/// Reads space-separated cards, such as `"Ah Td 5c"`.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, CardParseError> {
    text.split_whitespace().map(str::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_text_and_index() {
        for card in Card::all() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            assert_eq!(Card::from_index(card.index()), Some(card));
            assert_eq!(Card::new(card.rank(), card.suit()), card);
        }
        assert_eq!(Card::all().count(), 52);
    }

    #[test]
    fn card_text_is_rank_then_suit() {
        assert_eq!("Ah".parse(), Ok(Card::new(Rank::Ace, Suit::Hearts)));
        assert_eq!("td".parse(), Ok(Card::new(Rank::Ten, Suit::Diamonds)));
        for bad in ["", "A", "Ahh", "1h", "Ax", "10h", "ÄÖ"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} should not parse");
        }
    }

    #[test]
    fn pictures_are_jack_queen_king_and_reds_are_hearts_diamonds() {
        let pictures: Vec<Rank> = Rank::ALL.into_iter().filter(|r| r.is_picture()).collect();
        assert_eq!(pictures, vec![Rank::Jack, Rank::Queen, Rank::King]);
        let reds: Vec<Suit> = Suit::ALL.into_iter().filter(|s| s.is_red()).collect();
        assert_eq!(reds, vec![Suit::Diamonds, Suit::Hearts]);
    }
}
